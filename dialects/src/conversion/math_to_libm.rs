//! `convert-math-to-libm`: math ops on `f32`/`f64` become `func.call`s of libm functions,
//! declared as private `func.func`s (with `llvm.readnone`) at the start of the module, as
//! MLIR 19's `MathToLibm`. Ops on vectors are unrolled into scalar ops first, ops on
//! `f16`/`bf16` are computed in `f32` (extended, then truncated back). The three patterns
//! of each op are separate, so the conversion applies them one after the other to the ops
//! each one creates.

use rmlir_ir::apfloat::FloatSemantics;
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{Attribute, Body, Context, Location, OpId, Type, TypeKind, ValueId};
use std::collections::HashSet;
use std::sync::{Arc, Mutex};

/// The math ops converted, with their `f32` and `f64` libm functions (upstream's order).
const LIBM: &[(&str, &str, &str)] = &[
    ("math.absf", "fabsf", "fabs"),
    ("math.acos", "acosf", "acos"),
    ("math.acosh", "acoshf", "acosh"),
    ("math.asin", "asinf", "asin"),
    ("math.asinh", "asinhf", "asinh"),
    ("math.atan2", "atan2f", "atan2"),
    ("math.atan", "atanf", "atan"),
    ("math.atanh", "atanhf", "atanh"),
    ("math.cbrt", "cbrtf", "cbrt"),
    ("math.ceil", "ceilf", "ceil"),
    ("math.cos", "cosf", "cos"),
    ("math.cosh", "coshf", "cosh"),
    ("math.erf", "erff", "erf"),
    ("math.exp", "expf", "exp"),
    ("math.exp2", "exp2f", "exp2"),
    ("math.expm1", "expm1f", "expm1"),
    ("math.floor", "floorf", "floor"),
    ("math.fma", "fmaf", "fma"),
    ("math.log", "logf", "log"),
    ("math.log2", "log2f", "log2"),
    ("math.log10", "log10f", "log10"),
    ("math.log1p", "log1pf", "log1p"),
    ("math.powf", "powf", "pow"),
    ("math.roundeven", "roundevenf", "roundeven"),
    ("math.round", "roundf", "round"),
    ("math.sin", "sinf", "sin"),
    ("math.sinh", "sinhf", "sinh"),
    ("math.sqrt", "sqrtf", "sqrt"),
    ("math.tan", "tanf", "tan"),
    ("math.tanh", "tanhf", "tanh"),
    ("math.trunc", "truncf", "trunc"),
];

/// The functions the conversion declares, in the order it needs them (each one goes to
/// the start of the module, so the last needed is printed first).
#[derive(Default)]
struct Decls {
    existing: HashSet<Vec<u8>>,
    declared: Vec<(&'static str, Type)>,
}

type SharedDecls = Arc<Mutex<Decls>>;

/// Creates `name` at the insertion point ([`super::llvm_common::op_spec`]).
pub(crate) fn mk(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let spec = super::llvm_common::op_spec(rw.ctx, loc, name, operands, results, props);
    rw.create(spec)
}

fn float_sem(ctx: &Context, t: Type) -> Option<FloatSemantics> {
    match ctx.type_kind(t) {
        TypeKind::Float(s) => Some(*s),
        _ => None,
    }
}

fn result_type(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Type {
    rw.body.value_type(rw.body.result(op, 0))
}

/// Upstream's `PromoteOpToF32`: an `f16`/`bf16` op computed in `f32`.
fn promote_to_f32(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let ty = result_type(rw, op);
    if !matches!(
        float_sem(ctx, ty),
        Some(FloatSemantics::IEEEhalf | FloatSemantics::BFloat)
    ) {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let name = ctx.op_name_str(rw.body.op_name(op)).to_string();
    let f32 = ctx.float_type(FloatSemantics::IEEEsingle);
    let inputs: Vec<ValueId> = rw.body.operands(op).collect();
    let mut extended = Vec::with_capacity(inputs.len());
    for v in inputs {
        let e = mk(rw, loc, "arith.extf", &[v], &[f32], &[]);
        extended.push(rw.body.result(e, 0));
    }
    let new = mk(rw, loc, &name, &extended, &[f32], &[]);
    let new = rw.body.result(new, 0);
    let t = mk(rw, loc, "arith.truncf", &[new], &[ty], &[]);
    let t = rw.body.result(t, 0);
    rw.replace_op(op, &[t]);
    Ok(())
}

/// Upstream's `ScalarOpToLibmCall`: a call of the libm function, declared if the module
/// has no symbol of that name yet.
fn to_libm_call(
    op: OpId,
    rw: &mut ConversionPatternRewriter<'_>,
    decls: &SharedDecls,
    f: &'static str,
    d: &'static str,
) -> LogicalResult {
    let ctx = rw.ctx;
    let ty = result_type(rw, op);
    let name = match float_sem(ctx, ty) {
        Some(FloatSemantics::IEEEsingle) => f,
        Some(FloatSemantics::IEEEdouble) => d,
        _ => return Err(()),
    };
    let inputs: Vec<ValueId> = rw.body.operands(op).collect();
    {
        let mut decls = decls.lock().expect("declarations");
        if !decls.existing.contains(name.as_bytes()) {
            let in_tys: Vec<Type> = inputs.iter().map(|v| rw.body.value_type(*v)).collect();
            let fty = ctx.function_type(&in_tys, &[ty]);
            decls.existing.insert(name.as_bytes().to_vec());
            decls.declared.push((name, fty));
        }
    }
    let loc = rw.body.loc(op);
    let callee = ctx.flat_symbol_ref(ctx.ident(name));
    let call = mk(rw, loc, "func.call", &inputs, &[ty], &[("callee", callee)]);
    let r = rw.body.result(call, 0);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn populate_patterns(ctx: &Context, set: &mut ConversionPatternSet, decls: &SharedDecls) {
    for &(op, f, d) in LIBM {
        set.add(
            ctx,
            Some(op),
            1,
            "VecOpToScalarOp",
            None,
            super::math_to_funcs::vec_to_scalar,
        );
        set.add(ctx, Some(op), 1, "PromoteOpToF32", None, promote_to_f32);
        let decls = decls.clone();
        set.add(
            ctx,
            Some(op),
            1,
            "ScalarOpToLibmCall",
            None,
            move |o: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
                to_libm_call(o, rw, &decls, f, d)
            },
        );
    }
}

/// Declares `name : fty` (private, `llvm.readnone`) at the start of `body`'s first block.
fn declare(ctx: &Context, body: &mut Body, name: &str, fty: Type) {
    let Some(block) = body
        .root_regions()
        .first()
        .and_then(|r| body.entry_block(*r))
    else {
        return;
    };
    let op_name = ctx.op_name("func.func");
    let info = ctx.op_info(op_name).expect("func.func");
    let mut spec = OpSpec::new(op_name, ctx.unknown_loc());
    spec.props = (0..info.props.len()).map(|_| None).collect();
    for (n, a) in [
        ("function_type", ctx.type_attr(fty)),
        ("sym_name", ctx.string_attr(name)),
        ("sym_visibility", ctx.string_attr("private")),
    ] {
        if let Some(k) = info.prop_index(n) {
            spec.props[k] = Some(a);
        }
    }
    let func = body.create_isolated_op(spec, Box::new(Body::new(1)));
    body.set_attr(ctx, func, ctx.ident("llvm.readnone"), Some(ctx.unit_attr()));
    body.insert_op(func, InsertPoint::BlockStart(block));
}

/// The names of the symbols directly in `body`'s first block.
pub(crate) fn symbol_names(ctx: &Context, body: &Body) -> HashSet<Vec<u8>> {
    let mut names = HashSet::new();
    if let Some(block) = body
        .root_regions()
        .first()
        .and_then(|r| body.entry_block(*r))
    {
        for op in body.block_ops(block) {
            if let Some(n) = rmlir_ir::symbol_table::symbol_name(ctx, body.op(op)) {
                names.insert(n.to_vec());
            }
        }
    }
    names
}

/// Converts the ops of one symbol table's body (declaring the functions there), nested
/// modules first, each with its own declarations (upstream declares in the op's nearest
/// symbol table).
fn convert_scope(ctx: &Context, body: &mut Body) -> Result<(), Vec<rmlir_ir::Diagnostic>> {
    for o in super::nested_modules(ctx, body) {
        if let Some(inner) = body.isolated_body_mut(o) {
            convert_scope(ctx, inner)?;
        }
    }
    let decls: SharedDecls = Arc::new(Mutex::new(Decls {
        existing: symbol_names(ctx, body),
        declared: Vec::new(),
    }));
    let mut patterns = ConversionPatternSet::new();
    populate_patterns(ctx, &mut patterns, &decls);
    let mut target = ConversionTarget::new();
    target.add_legal_dialect(&["arith", "builtin", "func", "vector"]);
    target.add_illegal_dialect(&["math"]);
    target.mark_op_recursively_legal(&["builtin.module"], None);
    apply_partial_conversion(ctx, body, &target, &patterns)?;
    let declared = std::mem::take(&mut decls.lock().expect("declarations").declared);
    for (name, fty) in declared {
        declare(ctx, body, name, fty);
    }
    Ok(())
}

pub struct ConvertMathToLibm {
    options: PassOptions,
}

const DESCRIPTION: &str = "Convert Math dialect to libm calls";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-math-to-libm",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertMathToLibm {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for ConvertMathToLibm {
    fn name(&self) -> &'static str {
        "ConvertMathToLibm"
    }
    fn argument(&self) -> &'static str {
        "convert-math-to-libm"
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
