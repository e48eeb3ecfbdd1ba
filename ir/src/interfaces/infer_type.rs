//! Upstream's `InferTypeOpInterface`: result types computed from operand types and
//! attributes. Declared ops get it from their ODS declaration when every result type
//! follows from a type constraint naming one type (`I1`, `Index`), a type-equality trait
//! (`SameOperandsAndResultType`, `AllTypesMatch`, `TypesMatchWith`) or the op's `infer`
//! function, as ODS adds the interface to such ops upstream.

use crate::attributes::Attribute;
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::dialect::OperationName;
use crate::ods::{Arity, OpDef, Trait};
use crate::types::Type;

/// What result type inference sees (upstream's `inferReturnTypes` arguments).
pub struct InferTypeArgs<'a> {
    pub name: OperationName,
    pub operand_types: &'a [Type],
    /// The op's attributes and properties, by name.
    pub attr: &'a dyn Fn(&str) -> Option<Attribute>,
}

/// Upstream's `InferTypeOpInterface`.
#[derive(Copy, Clone)]
pub struct InferTypeOpInterface {
    /// `inferReturnTypes`: `None` when the types cannot be inferred (invalid operands).
    pub infer_return_types: fn(&Context, &InferTypeArgs<'_>) -> Option<Vec<Type>>,
}

/// The interface of declared ops, inferring from the declaration.
pub const FROM_ODS: InferTypeOpInterface = InferTypeOpInterface {
    infer_return_types: infer_from_ods,
};

fn operand_index(def: &OpDef, name: &str) -> Option<usize> {
    def.operands.iter().position(|o| o.name == name)
}

/// How result `i` of `def` gets its type, if its declaration says.
enum Source {
    Build(fn(&Context) -> Type),
    Operand(usize, Option<fn(&Context, Type) -> Type>),
}

fn result_source(def: &OpDef, i: usize) -> Option<Source> {
    let r = &def.results[i];
    if r.arity != Arity::Single {
        return None;
    }
    if let Some(b) = r.constraint.build {
        return Some(Source::Build(b));
    }
    for t in def.traits {
        match t {
            Trait::SameOperandsAndResultType if !def.operands.is_empty() => {
                return Some(Source::Operand(0, None));
            }
            Trait::AllTypesMatch(names) if names.contains(&r.name) => {
                if let Some(k) = names.iter().find_map(|n| operand_index(def, n)) {
                    return Some(Source::Operand(k, None));
                }
            }
            Trait::TypesMatchWith {
                from,
                to,
                transform,
                ..
            } if *to == r.name => {
                if let Some(k) = operand_index(def, from) {
                    return Some(Source::Operand(k, Some(*transform)));
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether the declaration determines every result type (ops with no result excepted).
pub fn def_infers_result_types(def: &OpDef) -> bool {
    if def.infer.is_some() {
        return true;
    }
    !def.results.is_empty() && (0..def.results.len()).all(|i| result_source(def, i).is_some())
}

fn infer_from_ods(ctx: &Context, args: &InferTypeArgs<'_>) -> Option<Vec<Type>> {
    let def = ctx.op_info(args.name)?.def?;
    if let Some(f) = def.infer {
        return f(ctx, args.operand_types, args.attr);
    }
    let sizes = (args.attr)("operandSegmentSizes");
    let segs = crate::ods::segments(ctx, def.operands, args.operand_types.len(), || sizes);
    (0..def.results.len())
        .map(|i| match result_source(def, i)? {
            Source::Build(b) => Some(b(ctx)),
            Source::Operand(k, tr) => {
                let (start, n) = *segs.get(k)?;
                let t = *args.operand_types.get(start).filter(|_| n > 0)?;
                Some(tr.map_or(t, |f| f(ctx, t)))
            }
        })
        .collect()
}

/// The result types `op` would infer from its operands and attributes (`None` without the
/// interface or when inference fails).
pub fn infer_result_types(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Type>> {
    let i = super::of(ctx, body, op)?.infer_type?;
    let operand_types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let attr = |n: &str| crate::ods::prop(ctx, body, op, n).or_else(|| body.attr(op, ctx.ident(n)));
    let args = InferTypeArgs {
        name: body.op_name(op),
        operand_types: &operand_types,
        attr: &attr,
    };
    (i.infer_return_types)(ctx, &args)
}
