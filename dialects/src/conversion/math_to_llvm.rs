//! `convert-math-to-llvm` (MLIR 19's `MathToLLVM`): math ops become llvm intrinsics
//! through the [`LlvmTypeConverter`], elementwise over the outer dimensions of n-D
//! vectors; `arith` fastmath flags become llvm's. `math.expm1` expands to `exp(x) - 1`,
//! `math.rsqrt` to `1 / sqrt(x)` and, with `approximate-log1p` (the default),
//! `math.log1p` to `log(1 + x)`. `math.ctlz`, `math.cttz` and `math.absi` become the
//! intrinsics with their poison flag (`is_zero_poison` / `is_int_min_poison`) false.
//! A partial conversion: ops without a pattern (`math.tanh`, ...) stay.

use super::llvm_common::{
    create_op, handle_multidimensional_vectors, llvm_conversion_target, op_attrs,
    vector_one_to_one_rewrite, LlvmTypeConverter, LowerToLlvmOptions,
};
use rmlir_ir::apfloat::ApFloat;
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet,
};
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{AttrKind, Attribute, Context, Location, OpId, Type, TypeKind, ValueId};
use std::sync::Arc;

use crate::llvm::types as lt;

/// Upstream's `AttrConvertFastMathToLLVM`: the op's attributes with `fastmath` replaced
/// by the llvm `fastmathFlags`.
fn fastmath_attrs(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Vec<(String, Attribute)> {
    let ctx = rw.ctx;
    let mut out = Vec::new();
    let mut converted = None;
    for (n, a) in op_attrs(rw, op) {
        if n == "fastmath" {
            converted = crate::arith::attrs::FASTMATH_ATTR.value(ctx, a).map(|v| {
                crate::llvm::attrs::FASTMATH_ATTR
                    .get(ctx, super::llvm_common::arith_fastmath_to_llvm(v))
            });
        } else {
            out.push((n, a));
        }
    }
    if let Some(a) = converted {
        out.push(("fastmathFlags".to_string(), a));
    }
    out
}

fn as_refs(attrs: &[(String, Attribute)]) -> Vec<(&str, Attribute)> {
    attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect()
}

fn is_array(ctx: &Context, t: Type) -> bool {
    matches!(lt::decode(ctx, t), Some(lt::LlvmType::Array(..)))
}

fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}

fn element_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } => *elem,
        _ => t,
    }
}

/// `VectorConvertToLLVMPattern<Source, Target>` with the fastmath attribute converter
/// (or the pass-through one when `fastmath` is false).
fn add_vector_pattern(
    ctx: &Context,
    set: &mut ConversionPatternSet,
    tc: &Arc<rmlir_ir::conversion::TypeConverter>,
    src: &'static str,
    dst: &'static str,
    fastmath: bool,
) {
    set.add(
        ctx,
        Some(src),
        1,
        src,
        Some(tc.clone()),
        move |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let attrs = if fastmath {
                fastmath_attrs(rw, op)
            } else {
                op_attrs(rw, op)
            };
            vector_one_to_one_rewrite(rw, op, dst, operands, &attrs)
        },
    );
    set.generates(ctx, &[dst]);
}

/// Upstream's `IntOpWithFlagLowering`: `dst(x)` with the poison flag `flag` false.
fn int_op_with_flag(
    dst: &'static str,
    flag: &'static str,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let operand_ty = rw.body.value_type(operands[0]);
        if !lt::is_compatible_type(ctx, operand_ty) {
            return Err(());
        }
        let loc = rw.body.loc(op);
        let res_ty = rw.body.value_type(rw.body.result(op, 0));
        let attrs = [(flag, ctx.bool_attr(false))];
        if !is_array(ctx, operand_ty) {
            let n = create_op(rw, loc, dst, &[operands[0]], &[res_ty], &attrs);
            let v = rw.body.result(n, 0);
            rw.replace_op(op, &[v]);
            return Ok(());
        }
        if !is_vector(ctx, res_ty) {
            return Err(());
        }
        handle_multidimensional_vectors(rw, op, operands, &mut |rw, ty, ops| {
            let n = create_op(rw, loc, dst, &[ops[0]], &[ty], &attrs);
            rw.body.result(n, 0)
        })
    }
}

/// A float attribute of value 1.0 and type `elem`.
fn float_one(ctx: &Context, elem: Type) -> Option<(Attribute, u32)> {
    let TypeKind::Float(sem) = ctx.type_kind(elem) else {
        return None;
    };
    let bits = ApFloat::from_f64_in(*sem, 1.0).0.bits();
    Some((
        ctx.get_attr(AttrKind::Float { ty: elem, bits }),
        sem.mlir_width(),
    ))
}

/// A splat of the float `bits` (`width` bits wide) of type `ty`.
fn float_splat(ctx: &Context, ty: Type, bits: u128, width: u32) -> Attribute {
    let bytes = (width as usize).div_ceil(8).max(1);
    let data = bits.to_le_bytes()[..bytes].to_vec();
    ctx.get_attr(AttrKind::DenseIntOrFp {
        ty,
        data: data.into(),
        splat: true,
    })
}

/// What an expansion builds from the operand (`x`) and the constant one, both of type
/// `ty`: the result.
type Expand = fn(
    &mut ConversionPatternRewriter<'_>,
    Location,
    Type,
    ValueId,
    ValueId,
    &[(&str, Attribute)],
) -> ValueId;

/// Upstream's `ExpM1OpLowering` / `Log1pOpLowering` / `RsqrtOpLowering`: a constant one
/// (a splat for vectors) and `expand`, unrolled over n-D vectors.
fn expansion(
    expand: Expand,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let loc = rw.body.loc(op);
        let operand_ty = rw.body.value_type(operands[0]);
        if !lt::is_compatible_type(ctx, operand_ty) {
            return rw.notify_match_failure(loc, || "unsupported operand type".into());
        }
        let res_ty = rw.body.value_type(rw.body.result(op, 0));
        let Some((one_attr, width)) = float_one(ctx, element_or_self(ctx, res_ty)) else {
            return Err(());
        };
        let one_bits = match ctx.attr_kind(one_attr) {
            AttrKind::Float { bits, .. } => *bits,
            _ => return Err(()),
        };
        let attrs = fastmath_attrs(rw, op);
        let attrs = as_refs(&attrs);
        if !is_array(ctx, operand_ty) {
            let value = if is_vector(ctx, operand_ty) {
                float_splat(ctx, res_ty, one_bits, width)
            } else {
                one_attr
            };
            let one = create_op(
                rw,
                loc,
                "llvm.mlir.constant",
                &[],
                &[operand_ty],
                &[("value", value)],
            );
            let one = rw.body.result(one, 0);
            let v = expand(rw, loc, operand_ty, operands[0], one, &attrs);
            rw.replace_op(op, &[v]);
            return Ok(());
        }
        if !is_vector(ctx, res_ty) {
            return rw.notify_match_failure(loc, || "expected vector result type".into());
        }
        let elem = element_or_self(ctx, res_ty);
        handle_multidimensional_vectors(rw, op, operands, &mut |rw, ty, ops| {
            // The 1-D vector's shape (scalability kept, as upstream prints it).
            let splat_ty = match ctx.type_kind(ty) {
                TypeKind::Vector {
                    shape, scalable, ..
                } => ctx.get_type(TypeKind::Vector {
                    shape: shape.clone(),
                    scalable: scalable.clone(),
                    elem,
                }),
                _ => ty,
            };
            let value = float_splat(ctx, splat_ty, one_bits, width);
            let one = create_op(
                rw,
                loc,
                "llvm.mlir.constant",
                &[],
                &[ty],
                &[("value", value)],
            );
            let one = rw.body.result(one, 0);
            expand(rw, loc, ty, ops[0], one, &attrs)
        })
    }
}

fn build(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    ty: Type,
    attrs: &[(&str, Attribute)],
) -> ValueId {
    let o = create_op(rw, loc, name, operands, &[ty], attrs);
    rw.body.result(o, 0)
}

fn expm1(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    ty: Type,
    x: ValueId,
    one: ValueId,
    attrs: &[(&str, Attribute)],
) -> ValueId {
    let exp = build(rw, loc, "llvm.intr.exp", &[x], ty, attrs);
    build(rw, loc, "llvm.fsub", &[exp, one], ty, attrs)
}

fn log1p(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    ty: Type,
    x: ValueId,
    one: ValueId,
    attrs: &[(&str, Attribute)],
) -> ValueId {
    let add = build(rw, loc, "llvm.fadd", &[one, x], ty, attrs);
    build(rw, loc, "llvm.intr.log", &[add], ty, attrs)
}

fn rsqrt(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    ty: Type,
    x: ValueId,
    one: ValueId,
    attrs: &[(&str, Attribute)],
) -> ValueId {
    let sqrt = build(rw, loc, "llvm.intr.sqrt", &[x], ty, attrs);
    build(rw, loc, "llvm.fdiv", &[one, sqrt], ty, attrs)
}

/// Upstream's `populateMathToLLVMConversionPatterns`.
pub fn populate_patterns(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    set: &mut ConversionPatternSet,
    approximate_log1p: bool,
) {
    let tc = &conv.converter;
    if approximate_log1p {
        set.add(
            ctx,
            Some("math.log1p"),
            1,
            "Log1pOpLowering",
            Some(tc.clone()),
            expansion(log1p),
        );
    }
    let vector_patterns: &[(&str, &str, bool)] = &[
        ("math.absf", "llvm.intr.fabs", true),
        ("math.ceil", "llvm.intr.ceil", true),
        ("math.copysign", "llvm.intr.copysign", true),
        ("math.cos", "llvm.intr.cos", true),
        ("math.ctpop", "llvm.intr.ctpop", false),
        ("math.exp2", "llvm.intr.exp2", true),
        ("math.exp", "llvm.intr.exp", true),
        ("math.fpowi", "llvm.intr.powi", true),
        ("math.floor", "llvm.intr.floor", true),
        ("math.fma", "llvm.intr.fma", true),
        ("math.log10", "llvm.intr.log10", true),
        ("math.log2", "llvm.intr.log2", true),
        ("math.log", "llvm.intr.log", true),
        ("math.powf", "llvm.intr.pow", true),
        ("math.roundeven", "llvm.intr.roundeven", true),
        ("math.round", "llvm.intr.round", true),
        ("math.sin", "llvm.intr.sin", true),
        ("math.sqrt", "llvm.intr.sqrt", true),
        ("math.trunc", "llvm.intr.trunc", true),
    ];
    for (src, dst, fm) in vector_patterns {
        add_vector_pattern(ctx, set, tc, src, dst, *fm);
    }
    let flagged: &[(&str, &str, &str)] = &[
        ("math.absi", "llvm.intr.abs", "is_int_min_poison"),
        ("math.ctlz", "llvm.intr.ctlz", "is_zero_poison"),
        ("math.cttz", "llvm.intr.cttz", "is_zero_poison"),
    ];
    for (src, dst, flag) in flagged {
        set.add(
            ctx,
            Some(src),
            1,
            src,
            Some(tc.clone()),
            int_op_with_flag(dst, flag),
        );
        set.generates(ctx, &[dst]);
    }
    set.add(
        ctx,
        Some("math.expm1"),
        1,
        "ExpM1OpLowering",
        Some(tc.clone()),
        expansion(expm1),
    );
    set.add(
        ctx,
        Some("math.rsqrt"),
        1,
        "RsqrtOpLowering",
        Some(tc.clone()),
        expansion(rsqrt),
    );
    set.generates(
        ctx,
        &[
            "llvm.mlir.constant",
            "llvm.fsub",
            "llvm.fadd",
            "llvm.fdiv",
            "llvm.mlir.undef",
            "llvm.extractvalue",
            "llvm.insertvalue",
        ],
    );
}

pub struct ConvertMathToLlvm {
    options: PassOptions,
}

const DESCRIPTION: &str = "Convert Math dialect to LLVM dialect";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-math-to-llvm",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertMathToLlvm {
                options: PassOptions::new().with(
                    "approximate-log1p",
                    "Enable approximation of Log1p.",
                    OptValue::Bool(true),
                ),
            })
        },
    }
}

impl Pass for ConvertMathToLlvm {
    fn name(&self) -> &'static str {
        "ConvertMathToLLVMPass"
    }
    fn argument(&self) -> &'static str {
        "convert-math-to-llvm"
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let conv = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let mut patterns = ConversionPatternSet::new();
        populate_patterns(
            ctx,
            &conv,
            &mut patterns,
            self.options.bool("approximate-log1p"),
        );
        let target = llvm_conversion_target();
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        match apply_partial_conversion(ctx, body, &target, &patterns) {
            Ok(_) => Ok(()),
            Err(diags) => {
                for d in diags {
                    cx.emit(d);
                }
                Err(())
            }
        }
    }
}
