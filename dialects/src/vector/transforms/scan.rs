//! Upstream's `populateVectorScanLoweringPatterns` (`ScanToArithOps`): a `vector.scan` becomes
//! one strided slice per position along the reduction dimension, combined with the arith op
//! of its kind and inserted into a zero vector.

use crate::vector::attrs::{kind, CombiningKind};
use crate::vector::lowering::{build1, i64_array_attr, vector_parts, vector_type, zero_attr};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Context, OpId};

/// Upstream's `isValidKind`: integer kinds on integers or index, float kinds on floats, `add`
/// and `mul` on both.
fn valid_kind(k: CombiningKind, is_int: bool) -> bool {
    use CombiningKind::*;
    match k {
        MinNumF | MinimumF | MaxNumF | MaximumF => !is_int,
        MinUI | MinSI | MaxUI | MaxSI | And | Or | Xor => is_int,
        Add | Mul => true,
    }
}

fn scan_to_arith_ops(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let k = kind(ctx, rw.body(), op).ok_or(())?;
    let dest_ty = rw.body().value_type(rw.body().result(op, 0));
    let (shape, _, elem) = vector_parts(ctx, dest_ty).ok_or(())?;
    if !valid_kind(k, ctx.is_int_or_index(elem)) {
        return Err(());
    }
    let dim = rmlir_ir::ods::prop(ctx, rw.body(), op, "reduction_dim")
        .and_then(|a| crate::affine::utils::int_attr_value(ctx, a))
        .ok_or(())? as usize;
    let inclusive = rmlir_ir::ods::prop(ctx, rw.body(), op, "inclusive")
        .is_some_and(|a| a == ctx.bool_attr(true));
    let (src, init) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let init_ty = rw.body().value_type(init);
    let init_rank = vector_parts(ctx, init_ty).map_or(0, |p| p.0.len());
    let loc = rw.body().loc(op);

    let res_ty = vector_type(ctx, &shape, &[], elem);
    let zero = zero_attr(ctx, res_ty).ok_or(())?;
    let mut result = build1(rw, loc, "arith.constant", &[], res_ty, &[("value", zero)]);
    let mut sizes = shape.clone();
    sizes[dim] = 1;
    let slice_ty = vector_type(ctx, &sizes, &[], elem);
    let strides = i64_array_attr(ctx, &vec![1; shape.len()]);
    let sizes_attr = i64_array_attr(ctx, &sizes);
    let mut offsets = vec![0i64; shape.len()];
    let (mut last_out, mut last_in) = (None, None);
    for i in 0..shape[dim] {
        offsets[dim] = i;
        let offs = i64_array_attr(ctx, &offsets);
        let input = build1(
            rw,
            loc,
            "vector.extract_strided_slice",
            &[src],
            slice_ty,
            &[
                ("offsets", offs),
                ("sizes", sizes_attr),
                ("strides", strides),
            ],
        );
        let output = match (last_out, last_in) {
            (Some(acc), Some(prev)) => {
                let y = if inclusive { input } else { prev };
                crate::vector::canonicalize::make_arith_reduction(rw, loc, k, acc, y, None, None)?
            }
            _ if inclusive => input,
            // A 0-D initial value cannot be shape cast.
            _ if init_rank == 0 => build1(rw, loc, "vector.broadcast", &[init], slice_ty, &[]),
            _ => build1(rw, loc, "vector.shape_cast", &[init], slice_ty, &[]),
        };
        result = build1(
            rw,
            loc,
            "vector.insert_strided_slice",
            &[output, result],
            res_ty,
            &[("offsets", offs), ("strides", strides)],
        );
        last_out = Some(output);
        last_in = Some(input);
    }
    let last = last_out.ok_or(())?;
    let reduction = if init_rank == 0 {
        let v = crate::vector::lowering::patterns::extract(rw, loc, last, &[0]);
        build1(rw, loc, "vector.broadcast", &[v], init_ty, &[])
    } else {
        build1(rw, loc, "vector.shape_cast", &[last], init_ty, &[])
    };
    rw.replace_op(op, &[result, reduction]);
    Ok(())
}

/// Upstream's `populateVectorScanLoweringPatterns`.
pub fn populate_vector_scan_lowering_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "vector.scan", 1, "ScanToArithOps", scan_to_arith_ops);
}
