//! `convert-arith-to-llvm` (MLIR 19's `ArithToLLVM`): arith ops become the matching llvm
//! ops through the [`LlvmTypeConverter`], elementwise ops unrolled over the outer
//! dimensions of n-D vectors; a partial conversion (unsupported ops stay, behind
//! conversion casts).
//!
//! As in 19, `ceildivsi`, `ceildivui` and `floordivsi` are not lowered (later versions
//! expand them first).

use super::llvm_common::{
    create_op, handle_multidimensional_vectors, llvm_conversion_target, one_to_one_rewrite,
    op_attrs, vector_one_to_one_rewrite, LlvmTypeConverter, LowerToLlvmOptions,
};
use rmlir_ir::conversion::{ConversionPatternRewriter, ConversionPatternSet};
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{Attribute, Context, OpId, Type, TypeKind, ValueId};
use std::sync::Arc;

use crate::llvm::types as lt;

/// How the source op's attributes become the target's (upstream's `AttrConvert*`).
#[derive(Copy, Clone)]
enum AttrConv {
    PassThrough,
    FastMath,
    Overflow,
}

fn convert_attrs(
    ctx: &Context,
    attrs: Vec<(String, Attribute)>,
    conv: AttrConv,
) -> Vec<(String, Attribute)> {
    let (src, dst, from, to) = match conv {
        AttrConv::PassThrough => return attrs,
        AttrConv::FastMath => (
            "fastmath",
            "fastmathFlags",
            &crate::arith::attrs::FASTMATH_ATTR,
            &crate::llvm::attrs::FASTMATH_ATTR,
        ),
        AttrConv::Overflow => (
            "overflowFlags",
            "overflowFlags",
            &crate::arith::attrs::OVERFLOW_ATTR,
            &crate::llvm::attrs::OVERFLOW_ATTR,
        ),
    };
    let mut out = Vec::new();
    let mut converted = None;
    for (n, a) in attrs {
        if n == src {
            converted = from.value(ctx, a).map(|v| match conv {
                AttrConv::FastMath => to.get(ctx, super::llvm_common::arith_fastmath_to_llvm(v)),
                _ => to.get(ctx, v),
            });
        } else {
            out.push((n, a));
        }
    }
    if let Some(a) = converted {
        out.push((dst.to_string(), a));
    }
    out
}

/// Upstream's `VectorConvertToLLVMPattern<Source, Target, AttrConvert>`.
fn add_vector_pattern(
    ctx: &Context,
    set: &mut ConversionPatternSet,
    tc: &Arc<rmlir_ir::conversion::TypeConverter>,
    src: &'static str,
    dst: &'static str,
    conv: AttrConv,
) {
    set.add(
        ctx,
        Some(src),
        1,
        src,
        Some(tc.clone()),
        move |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let attrs = convert_attrs(rw.ctx, op_attrs(rw, op), conv);
            vector_one_to_one_rewrite(rw, op, dst, operands, &attrs)
        },
    );
    set.generates(ctx, &[dst]);
}

fn element_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } => *elem,
        _ => t,
    }
}

fn is_array(ctx: &Context, t: Type) -> bool {
    matches!(lt::decode(ctx, t), Some(lt::LlvmType::Array(..)))
}

fn convert(rw: &ConversionPatternRewriter<'_>, t: Type) -> Result<Type, ()> {
    rw.type_converter()
        .and_then(|c| c.convert_type_1(rw.ctx, t))
        .ok_or(())
}

/// `arith.index_cast(ui)`: same width is a no-op, else `llvm.trunc` or the extension.
fn index_cast(
    ext: &'static str,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let res_ty = rw.body.value_type(rw.body.result(op, 0));
        let in_ty = rw.body.value_type(rw.body.operand(op, 0));
        let target = convert(rw, element_or_self(ctx, res_ty))?;
        let source = convert(rw, element_or_self(ctx, in_ty))?;
        let (tb, sb) = (
            ctx.int_or_float_bitwidth(target).ok_or(())?,
            ctx.int_or_float_bitwidth(source).ok_or(())?,
        );
        if tb == sb {
            rw.replace_op(op, &[operands[0]]);
            return Ok(());
        }
        let name = if tb < sb { "llvm.trunc" } else { ext };
        let loc = rw.body.loc(op);
        if !is_array(ctx, rw.body.value_type(operands[0])) {
            let t = convert(rw, res_ty)?;
            let n = create_op(rw, loc, name, &[operands[0]], &[t], &[]);
            let v = rw.body.result(n, 0);
            rw.replace_op(op, &[v]);
            return Ok(());
        }
        if !matches!(ctx.type_kind(res_ty), TypeKind::Vector { .. }) {
            return rw.notify_match_failure(loc, || "expected vector result type".into());
        }
        handle_multidimensional_vectors(rw, op, operands, &mut |rw, ty, ops| {
            let n = create_op(rw, loc, name, ops, &[ty], &[]);
            rw.body.result(n, 0)
        })
    }
}

/// `arith.cmpi` / `arith.cmpf` to `llvm.icmp` / `llvm.fcmp` (same predicate numbering).
fn cmp(
    target: &'static str,
    fastmath: bool,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let pred = rmlir_ir::ods::prop(ctx, rw.body, op, "predicate").ok_or(())?;
        let mut attrs: Vec<(&str, Attribute)> = vec![("predicate", pred)];
        if fastmath {
            if let Some(f) = rmlir_ir::ods::prop(ctx, rw.body, op, "fastmath") {
                let v = super::llvm_common::arith_fastmath_to_llvm(
                    crate::arith::attrs::FASTMATH_ATTR
                        .value(ctx, f)
                        .unwrap_or(0),
                );
                attrs.push((
                    "fastmathFlags",
                    crate::llvm::attrs::FASTMATH_ATTR.get(ctx, v),
                ));
            }
        }
        let res_ty = rw.body.value_type(rw.body.result(op, 0));
        let loc = rw.body.loc(op);
        if !is_array(ctx, rw.body.value_type(operands[0])) {
            let t = convert(rw, res_ty)?;
            let n = create_op(rw, loc, target, operands, &[t], &attrs);
            let v = rw.body.result(n, 0);
            rw.replace_op(op, &[v]);
            return Ok(());
        }
        if !matches!(ctx.type_kind(res_ty), TypeKind::Vector { .. }) {
            return rw.notify_match_failure(loc, || "expected vector result type".into());
        }
        handle_multidimensional_vectors(rw, op, operands, &mut |rw, ty, ops| {
            let n = create_op(rw, loc, target, ops, &[ty], &attrs);
            rw.body.result(n, 0)
        })
    }
}

/// `arith.mulsi_extended` / `arith.mului_extended`: multiply the operands extended to
/// twice their width, then split the product into its low and high halves. Scalars and
/// 1-D vectors only (as upstream).
fn mul_extended(
    ext: &'static str,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let ty = rw.body.value_type(operands[0]);
        if !lt::is_compatible_type(ctx, ty) {
            return Err(());
        }
        let loc = rw.body.loc(op);
        let (wide, shift) = match ctx.type_kind(ty).clone() {
            TypeKind::Integer { width, .. } => {
                let wide = ctx.integer_type(width * 2);
                (wide, ctx.int_attr(wide, width as i64))
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                let width = ctx.int_or_float_bitwidth(elem).ok_or(())?;
                let wide_elem = ctx.integer_type(width * 2);
                let wide = ctx.get_type(TypeKind::Vector {
                    shape,
                    scalable,
                    elem: wide_elem,
                });
                let bytes = (2 * width).div_ceil(8) as usize;
                let mut data = (width as u64).to_le_bytes().to_vec();
                data.resize(bytes.max(8), 0);
                data.truncate(bytes);
                let attr = ctx.get_attr(rmlir_ir::AttrKind::DenseIntOrFp {
                    ty: wide,
                    data: data.into(),
                    splat: true,
                });
                (wide, attr)
            }
            _ => {
                if !is_array(ctx, ty) {
                    return Err(());
                }
                return rw
                    .notify_match_failure(loc, || "ND vector types are not supported yet".into());
            }
        };
        let lhs = create_op(rw, loc, ext, &[operands[0]], &[wide], &[]);
        let lhs = rw.body.result(lhs, 0);
        let rhs = create_op(rw, loc, ext, &[operands[1]], &[wide], &[]);
        let rhs = rw.body.result(rhs, 0);
        let mul = create_op(rw, loc, "llvm.mul", &[lhs, rhs], &[wide], &[]);
        let mul = rw.body.result(mul, 0);
        let low = create_op(rw, loc, "llvm.trunc", &[mul], &[ty], &[]);
        let low = rw.body.result(low, 0);
        let c = create_op(
            rw,
            loc,
            "llvm.mlir.constant",
            &[],
            &[wide],
            &[("value", shift)],
        );
        let c = rw.body.result(c, 0);
        let high = create_op(rw, loc, "llvm.lshr", &[mul, c], &[wide], &[]);
        let high = rw.body.result(high, 0);
        let high = create_op(rw, loc, "llvm.trunc", &[high], &[ty], &[]);
        let high = rw.body.result(high, 0);
        rw.replace_op(op, &[low, high]);
        Ok(())
    }
}

/// `arith.addui_extended` (upstream's `AddUIExtendedOpLowering`): one
/// `llvm.intr.uadd.with.overflow` returning a `{sum, overflow}` struct, unpacked with two
/// `llvm.extractvalue`s. Scalars and 1-D vectors only (as upstream).
fn add_ui_extended(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(operands[0]);
    if !lt::is_compatible_type(ctx, ty) {
        return Err(());
    }
    let loc = rw.body.loc(op);
    if is_array(ctx, ty) {
        return rw.notify_match_failure(loc, || "ND vector types are not supported yet".into());
    }
    let sum_ty = rw.body.value_type(rw.body.result(op, 0));
    let overflow_ty = rw.body.value_type(rw.body.result(op, 1));
    let overflow_ty = convert(rw, overflow_ty)?;
    let st = lt::literal_struct(ctx, &[sum_ty, overflow_ty], false);
    let add = create_op(
        rw,
        loc,
        "llvm.intr.uadd.with.overflow",
        operands,
        &[st],
        &[],
    );
    let add = rw.body.result(add, 0);
    let mut vals = Vec::with_capacity(2);
    for (i, t) in [sum_ty, overflow_ty].into_iter().enumerate() {
        let pos = rmlir_ir::ods::constraints::dense_i64_array(ctx, &[i as i64]);
        let e = create_op(
            rw,
            loc,
            "llvm.extractvalue",
            &[add],
            &[t],
            &[("position", pos)],
        );
        vals.push(rw.body.result(e, 0));
    }
    rw.replace_op(op, &vals);
    Ok(())
}

/// The attributes of a constrained FP intrinsic built from an arith op with a rounding
/// mode (upstream's `AttrConverterConstrainedFPToLLVM`): the op's attributes with
/// `roundingmode` turned into LLVM's `RoundingMode` and `fpExceptionBehavior = ignore`
/// added; others (`fastmath`) are kept as they are.
fn constrained_fp_attrs(
    ctx: &Context,
    attrs: Vec<(String, Attribute)>,
    mode: Attribute,
) -> Result<Vec<(String, Attribute)>, ()> {
    let arith_mode = match ctx.attr_kind(mode) {
        rmlir_ir::AttrKind::Integer { value, .. } => value.to_i64().ok_or(())?,
        _ => return Err(()),
    };
    // arith: to_nearest_even, downward, upward, toward_zero, to_nearest_away;
    // llvm: towardzero = 0, tonearest = 1, upward = 2, downward = 3, tonearestaway = 4.
    let llvm_mode = match arith_mode {
        0 => 1,
        1 => 3,
        2 => 2,
        3 => 0,
        4 => 4,
        _ => return Err(()),
    };
    let i64t = ctx.integer_type(64);
    let mut out: Vec<(String, Attribute)> = attrs
        .into_iter()
        .filter(|(n, _)| n != "roundingmode")
        .collect();
    out.push(("roundingmode".into(), ctx.int_attr(i64t, llvm_mode)));
    out.push(("fpExceptionBehavior".into(), ctx.int_attr(i64t, 0)));
    Ok(out)
}

/// Upstream's `populateArithToLLVMConversionPatterns`.
pub fn populate_patterns(ctx: &Context, conv: &LlvmTypeConverter, set: &mut ConversionPatternSet) {
    let tc = &conv.converter;
    set.add(
        ctx,
        Some("arith.bitcast"),
        10,
        "IdentityBitcastLowering",
        Some(tc.clone()),
        |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let res = rw.body.value_type(rw.body.result(op, 0));
            let t = convert(rw, res)?;
            if rw.body.value_type(operands[0]) != t {
                let loc = rw.body.loc(op);
                return rw.notify_match_failure(loc, || "Types are different".into());
            }
            rw.replace_op(op, &[operands[0]]);
            Ok(())
        },
    );
    use AttrConv::*;
    let vector_patterns: &[(&str, &str, AttrConv)] = &[
        ("arith.addf", "llvm.fadd", FastMath),
        ("arith.addi", "llvm.add", Overflow),
        ("arith.andi", "llvm.and", PassThrough),
        ("arith.bitcast", "llvm.bitcast", PassThrough),
        ("arith.divf", "llvm.fdiv", FastMath),
        ("arith.divsi", "llvm.sdiv", PassThrough),
        ("arith.divui", "llvm.udiv", PassThrough),
        ("arith.extf", "llvm.fpext", PassThrough),
        ("arith.extsi", "llvm.sext", PassThrough),
        ("arith.extui", "llvm.zext", PassThrough),
        ("arith.fptosi", "llvm.fptosi", PassThrough),
        ("arith.fptoui", "llvm.fptoui", PassThrough),
        ("arith.maximumf", "llvm.intr.maximum", FastMath),
        ("arith.maxnumf", "llvm.intr.maxnum", FastMath),
        ("arith.maxsi", "llvm.intr.smax", PassThrough),
        ("arith.maxui", "llvm.intr.umax", PassThrough),
        ("arith.minimumf", "llvm.intr.minimum", FastMath),
        ("arith.minnumf", "llvm.intr.minnum", FastMath),
        ("arith.minsi", "llvm.intr.smin", PassThrough),
        ("arith.minui", "llvm.intr.umin", PassThrough),
        ("arith.mulf", "llvm.fmul", FastMath),
        ("arith.muli", "llvm.mul", Overflow),
        ("arith.negf", "llvm.fneg", FastMath),
        ("arith.ori", "llvm.or", PassThrough),
        ("arith.remf", "llvm.frem", FastMath),
        ("arith.remsi", "llvm.srem", PassThrough),
        ("arith.remui", "llvm.urem", PassThrough),
        ("arith.select", "llvm.select", PassThrough),
        ("arith.shli", "llvm.shl", Overflow),
        ("arith.shrsi", "llvm.ashr", PassThrough),
        ("arith.shrui", "llvm.lshr", PassThrough),
        ("arith.sitofp", "llvm.sitofp", PassThrough),
        ("arith.subf", "llvm.fsub", FastMath),
        ("arith.subi", "llvm.sub", Overflow),
        ("arith.trunci", "llvm.trunc", PassThrough),
        ("arith.uitofp", "llvm.uitofp", PassThrough),
        ("arith.xori", "llvm.xor", PassThrough),
    ];
    for (src, dst, c) in vector_patterns {
        add_vector_pattern(ctx, set, tc, src, dst, *c);
    }
    set.add(
        ctx,
        Some("arith.truncf"),
        1,
        "TruncFOpLowering",
        Some(tc.clone()),
        |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            if rmlir_ir::ods::prop(rw.ctx, rw.body, op, "roundingmode").is_some() {
                return Err(());
            }
            let attrs = op_attrs(rw, op);
            vector_one_to_one_rewrite(rw, op, "llvm.fptrunc", operands, &attrs)
        },
    );
    set.generates(ctx, &["llvm.fptrunc"]);
    set.add(
        ctx,
        Some("arith.truncf"),
        1,
        "ConstrainedTruncFOpLowering",
        Some(tc.clone()),
        |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let ctx = rw.ctx;
            let mode = rmlir_ir::ods::prop(ctx, rw.body, op, "roundingmode").ok_or(())?;
            let attrs = constrained_fp_attrs(ctx, op_attrs(rw, op), mode)?;
            vector_one_to_one_rewrite(
                rw,
                op,
                "llvm.intr.experimental.constrained.fptrunc",
                operands,
                &attrs,
            )
        },
    );
    set.generates(ctx, &["llvm.intr.experimental.constrained.fptrunc"]);
    set.add(
        ctx,
        Some("arith.constant"),
        1,
        "ConstantOpLowering",
        Some(tc.clone()),
        |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let attrs = op_attrs(rw, op);
            one_to_one_rewrite(rw, op, "llvm.mlir.constant", operands, &attrs)
        },
    );
    set.generates(ctx, &["llvm.mlir.constant"]);
    set.add(
        ctx,
        Some("arith.cmpi"),
        1,
        "CmpIOpLowering",
        Some(tc.clone()),
        cmp("llvm.icmp", false),
    );
    set.add(
        ctx,
        Some("arith.cmpf"),
        1,
        "CmpFOpLowering",
        Some(tc.clone()),
        cmp("llvm.fcmp", true),
    );
    set.add(
        ctx,
        Some("arith.addui_extended"),
        1,
        "AddUIExtendedOpLowering",
        Some(tc.clone()),
        add_ui_extended,
    );
    set.add(
        ctx,
        Some("arith.mulsi_extended"),
        1,
        "MulSIExtendedOpLowering",
        Some(tc.clone()),
        mul_extended("llvm.sext"),
    );
    set.add(
        ctx,
        Some("arith.mului_extended"),
        1,
        "MulUIExtendedOpLowering",
        Some(tc.clone()),
        mul_extended("llvm.zext"),
    );
    set.add(
        ctx,
        Some("arith.index_cast"),
        1,
        "IndexCastOpSILowering",
        Some(tc.clone()),
        index_cast("llvm.sext"),
    );
    set.add(
        ctx,
        Some("arith.index_castui"),
        1,
        "IndexCastOpUILowering",
        Some(tc.clone()),
        index_cast("llvm.zext"),
    );
}

pub struct ConvertArithToLlvm {
    options: PassOptions,
}

const DESCRIPTION: &str = "Convert Arith dialect to LLVM dialect";
pub(crate) const INDEX_BITWIDTH_HELP: &str =
    "Bitwidth of the index type, 0 to use size of machine word";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-arith-to-llvm",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertArithToLlvm {
                options: PassOptions::new().with(
                    "index-bitwidth",
                    INDEX_BITWIDTH_HELP,
                    OptValue::UInt(0),
                ),
            })
        },
    }
}

impl Pass for ConvertArithToLlvm {
    fn name(&self) -> &'static str {
        "ArithToLLVMConversionPass"
    }
    fn argument(&self) -> &'static str {
        "convert-arith-to-llvm"
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
        let opts =
            LowerToLlvmOptions::from_index_bitwidth_option(self.options.uint("index-bitwidth"));
        let conv = LlvmTypeConverter::new(opts);
        let mut patterns = ConversionPatternSet::new();
        populate_patterns(ctx, &conv, &mut patterns);
        let target = llvm_conversion_target();
        super::llvm_common::run_partial_conversion(op, cx, &target, &patterns)
    }
}
