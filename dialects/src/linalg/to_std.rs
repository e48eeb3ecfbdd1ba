//! `convert-linalg-to-std` (MLIR 19's `LinalgToStandard.cpp`): every structured op becomes
//! a `func.call` of its library function (the `library_call` attribute of a generic, else
//! the name `generateLibraryCallName` mangles from the op name and operand types), its
//! memref operands cast to fully dynamic strided layouts; the function is declared private
//! with `llvm.emit_c_interface` before the last op of the nearest module. A full
//! conversion: an op without a library call (on tensors) fails to legalize.

use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::conversion::{
    apply_full_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{AttrKind, Body, Context, OpId, Type, TypeKind, ValueId};
use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use crate::conversion::math_to_libm::{mk, symbol_names};

const DESCRIPTION: &str =
    "Convert the operations from the linalg dialect into the Standard dialect";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-linalg-to-std",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertLinalgToStd {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct ConvertLinalgToStd {
    options: PassOptions,
}

impl Pass for ConvertLinalgToStd {
    fn name(&self) -> &'static str {
        "ConvertLinalgToStandard"
    }
    fn argument(&self) -> &'static str {
        "convert-linalg-to-std"
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        match convert_scope(ctx, body) {
            Ok(()) => Ok(()),
            Err(diags) => {
                for d in diags {
                    cx.emit(d);
                }
                Err(())
            }
        }
    }
}

/// Upstream's `appendMangledType`.
fn mangle(ctx: &Context, t: Type, out: &mut String) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } => {
            out.push_str("view");
            for d in shape.iter() {
                if *d == i64::MIN {
                    out.push_str("sx");
                } else {
                    out.push_str(&format!("{d}x"));
                }
            }
            if !mangle(ctx, *elem, out) {
                return false;
            }
            if let Some(ms) = memory_space {
                match ctx.attr_kind(*ms) {
                    AttrKind::Integer { value, .. } => match value.to_i64() {
                        Some(v) => out.push_str(&format!("as{v}")),
                        None => return false,
                    },
                    _ => return false,
                }
            }
            true
        }
        TypeKind::Vector { shape, elem, .. } => {
            out.push_str("vector");
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            out.push_str(&dims.join("x"));
            mangle(ctx, *elem, out)
        }
        TypeKind::Integer {
            signedness: rmlir_ir::types::Signedness::Signless,
            ..
        } => {
            out.push_str(&rmlir_ir::printer::type_to_string(ctx, t));
            true
        }
        TypeKind::Index | TypeKind::Float(_) => {
            out.push_str(&rmlir_ir::printer::type_to_string(ctx, t));
            true
        }
        _ => false,
    }
}

/// Upstream's `getLibraryCallName` / `generateLibraryCallName`; empty when a type has no
/// mangling.
fn library_call_name(ctx: &Context, body: &Body, op: OpId) -> String {
    if let Some(a) = rmlir_ir::ods::prop(ctx, body, op, "library_call") {
        if let Some(s) = ctx.attr_str(a) {
            return String::from_utf8_lossy(s).into_owned();
        }
    }
    let mut name = ctx.op_name_str(body.op_name(op)).replace('.', "_");
    let mut fun = String::new();
    for attr in ["fun"] {
        if let Some(a) = rmlir_ir::ods::prop(ctx, body, op, attr) {
            for ns in ["#linalg.unary_fn", "#linalg.binary_fn"] {
                if let Some(p) = rmlir_ir::ods::constraints::dialect_attr_params(ctx, a, ns) {
                    fun = format!("{}_", p.trim_start_matches('<').trim_end_matches('>'));
                }
            }
        }
    }
    name.push('_');
    name.push_str(&fun);
    for v in body.operands(op) {
        if !mangle(ctx, body.value_type(v), &mut name) {
            return String::new();
        }
        name.push('_');
    }
    name.pop();
    name
}

/// Upstream's `eraseStridedLayout`: the memref with a fully dynamic strided layout.
fn erase_strided_layout(ctx: &Context, t: Type) -> Option<Type> {
    let TypeKind::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.type_kind(t)
    else {
        return None;
    };
    let layout = ctx.get_attr(AttrKind::Strided {
        offset: i64::MIN,
        strides: vec![i64::MIN; shape.len()].into(),
    });
    Some(ctx.get_type(TypeKind::MemRef {
        shape: shape.clone(),
        elem: *elem,
        layout: Some(layout),
        memory_space: *memory_space,
    }))
}

#[derive(Default)]
struct Decls {
    existing: HashSet<Vec<u8>>,
    declared: Vec<(String, Type, rmlir_ir::Location)>,
}

type SharedDecls = Arc<Mutex<Decls>>;

/// Upstream's `LinalgOpToLibraryCallRewrite`.
fn to_library_call(
    op: OpId,
    rw: &mut ConversionPatternRewriter<'_>,
    decls: &SharedDecls,
) -> LogicalResult {
    let ctx = rw.ctx;
    if !super::is_structured(ctx, rw.body, op) {
        return Err(());
    }
    let name = library_call_name(ctx, rw.body, op);
    if name.is_empty() {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let operands: Vec<ValueId> = rw.body.operands(op).collect();
    let types: Vec<Type> = operands
        .iter()
        .map(|v| {
            let t = rw.body.value_type(*v);
            erase_strided_layout(ctx, t).unwrap_or(t)
        })
        .collect();
    {
        let mut d = decls.lock().map_err(|_| ())?;
        if !d.existing.contains(name.as_bytes()) {
            d.existing.insert(name.as_bytes().to_vec());
            let fty = ctx.function_type(&types, &[]);
            d.declared.push((name.clone(), fty, loc));
        }
    }
    let mut args = Vec::with_capacity(operands.len());
    for (v, t) in operands.iter().zip(&types) {
        if rw.body.value_type(*v) == *t {
            args.push(*v);
        } else {
            let c = mk(rw, loc, "memref.cast", &[*v], &[*t], &[]);
            args.push(rw.body.result(c, 0));
        }
    }
    let callee = ctx.flat_symbol_ref(ctx.ident(&name));
    mk(rw, loc, "func.call", &args, &[], &[("callee", callee)]);
    rw.erase_op(op);
    Ok(())
}

/// Declares the library function before the last op of `body`'s module block.
fn declare(ctx: &Context, body: &mut Body, name: &str, fty: Type, loc: rmlir_ir::Location) {
    let Some(block) = body
        .root_regions()
        .first()
        .and_then(|r| body.entry_block(*r))
    else {
        return;
    };
    let op_name = ctx.op_name("func.func");
    let Some(info) = ctx.op_info(op_name) else {
        return;
    };
    let mut spec = OpSpec::new(op_name, loc);
    spec.props = info.props_from(
        ctx,
        &[
            ("function_type", ctx.type_attr(fty)),
            ("sym_name", ctx.string_attr(name)),
            ("sym_visibility", ctx.string_attr("private")),
        ],
        false,
    );
    let func = body.create_isolated_op(spec, Box::new(Body::new(1)));
    body.set_attr(
        ctx,
        func,
        ctx.ident("llvm.emit_c_interface"),
        Some(ctx.unit_attr()),
    );
    match body.last_op(block) {
        Some(last) => body.insert_op(func, InsertPoint::Before(last)),
        None => body.insert_op(func, InsertPoint::BlockEnd(block)),
    }
}

fn convert_scope(ctx: &Context, body: &mut Body) -> Result<(), Vec<rmlir_ir::Diagnostic>> {
    for o in crate::conversion::nested_modules(ctx, body) {
        if let Some(inner) = body.isolated_body_mut(o) {
            convert_scope(ctx, inner)?;
        }
    }
    let decls: SharedDecls = Arc::new(Mutex::new(Decls {
        existing: symbol_names(ctx, body),
        declared: Vec::new(),
    }));
    let mut patterns = ConversionPatternSet::new();
    let d = decls.clone();
    patterns.add(
        ctx,
        None,
        1,
        "LinalgOpToLibraryCallRewrite",
        None,
        move |o: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            to_library_call(o, rw, &d)
        },
    );
    let mut target = ConversionTarget::new();
    target.add_legal_dialect(&["affine", "arith", "func", "memref", "scf"]);
    target.add_legal_op(&["builtin.module"]);
    let result = apply_full_conversion(ctx, body, &target, &patterns);
    let declared = std::mem::take(&mut decls.lock().expect("declarations").declared);
    for (name, fty, loc) in declared {
        declare(ctx, body, &name, fty, loc);
    }
    result.map(|_| ())
}
