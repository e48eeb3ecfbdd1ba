//! `extract_slice(tensor.pad)` → `tensor.pad(extract_slice)` (upstream's
//! `tensor::bubbleUpPadSlice`, MLIR 19, and Linalg's `ExtractSliceOfPadTensorSwapPattern`).
//!
//! For each dimension the new low/high padding, offset and length of the slice of the pad's
//! source are computed with composed, folded `affine.apply`/`min`/`max` ops. When the source
//! is statically not read at all a `tensor.generate` yielding the padding value replaces the
//! slice; when that can only be known at run time (and the zero-slice guard is on) an
//! `scf.if` chooses between the `tensor.generate` and the new pad.

use crate::affine::utils::{
    make_composed_folded_affine_apply, make_composed_folded_min_max, ofr_constant,
    value_or_constant_index, OpFoldResult,
};
use crate::vector::lowering::{build, build1};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, IrMapping, Location, OpId, Type, ValueId};

use super::pack_utils::{constant_padding_value, pad_lists};
use super::transform_utils::{self as tu, Ofr};

fn to_ofr(ctx: &Context, o: Ofr) -> OpFoldResult {
    match o {
        Ok(i) => OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), i)),
        Err(v) => OpFoldResult::Value(v),
    }
}

fn from_ofr(ctx: &Context, o: OpFoldResult) -> Ofr {
    match o {
        OpFoldResult::Value(v) => Err(v),
        OpFoldResult::Attr(a) => Ok(crate::affine::utils::int_attr_value(ctx, a).unwrap_or(0)),
    }
}

struct Arith {
    loc: Location,
}

impl Arith {
    fn sub(&self, rw: &mut PatternRewriter<'_>, a: OpFoldResult, b: OpFoldResult) -> OpFoldResult {
        let m = AffineMap::new(2, 0, vec![AffineExpr::dim(0).sub(&AffineExpr::dim(1))]);
        make_composed_folded_affine_apply(rw, self.loc, &m, &[a, b])
    }
    fn add(&self, rw: &mut PatternRewriter<'_>, a: OpFoldResult, b: OpFoldResult) -> OpFoldResult {
        let m = AffineMap::new(2, 0, vec![AffineExpr::dim(0).add(&AffineExpr::dim(1))]);
        make_composed_folded_affine_apply(rw, self.loc, &m, &[a, b])
    }
    fn min_max(
        &self,
        rw: &mut PatternRewriter<'_>,
        is_min: bool,
        a: OpFoldResult,
        b: OpFoldResult,
    ) -> OpFoldResult {
        let m = AffineMap::new(2, 0, vec![AffineExpr::dim(0), AffineExpr::dim(1)]);
        make_composed_folded_min_max(rw, self.loc, is_min, &m, &[a, b])
    }
    fn min(&self, rw: &mut PatternRewriter<'_>, a: OpFoldResult, b: OpFoldResult) -> OpFoldResult {
        self.min_max(rw, true, a, b)
    }
    fn max(&self, rw: &mut PatternRewriter<'_>, a: OpFoldResult, b: OpFoldResult) -> OpFoldResult {
        self.min_max(rw, false, a, b)
    }
}

/// The result of [`bubble_up_pad_slice`]: the value replacing the slice.
pub struct PadSliceResult {
    pub value: ValueId,
}

/// Upstream `tensor::bubbleUpPadSlice` (MLIR 19): the tile `offsets`/`sizes` (unit strides)
/// of `pad`, built at the insertion point. `None` when the padding value is not constant.
pub fn bubble_up_pad_slice(
    rw: &mut PatternRewriter<'_>,
    pad: OpId,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
    zero_slice_guard: bool,
) -> Option<PadSliceResult> {
    let ctx = rw.ctx;
    let pad_value = constant_padding_value(ctx, rw.body(), pad)?;
    let loc = rw.body().loc(pad);
    let a = Arith { loc };
    let zero = OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), 0));
    let source = rw.body().operand(pad, 0);
    let src_ty = rw.body().value_type(source);
    let rank = tu::shape_of(ctx, src_ty).len();
    let (lows, highs) = pad_lists(ctx, rw.body(), pad);
    let is_zero =
        |rw: &PatternRewriter<'_>, o: OpFoldResult| ofr_constant(ctx, rw.body(), o) == Some(0);

    let mut new_offsets = Vec::with_capacity(rank);
    let mut new_lengths = Vec::with_capacity(rank);
    let mut new_lows = Vec::with_capacity(rank);
    let mut new_highs = Vec::with_capacity(rank);
    let mut has_zero_len = false;
    let mut dyn_cond: Option<ValueId> = None;
    for dim in 0..rank {
        let low = to_ofr(ctx, lows[dim]);
        let has_low = !is_zero(rw, low);
        let high = to_ofr(ctx, highs[dim]);
        let has_high = !is_zero(rw, high);
        let offset = offsets[dim];
        let length = sizes[dim];
        let src_size = to_ofr(ctx, super::lower_pack::mixed_size(rw, loc, source, dim));

        let new_low = if has_low {
            let s = a.sub(rw, low, offset);
            a.max(rw, zero, s)
        } else {
            zero
        };
        new_lows.push(new_low);

        let new_offset = if has_low {
            let s = a.sub(rw, offset, low);
            let m = a.max(rw, s, zero);
            a.min(rw, m, src_size)
        } else {
            a.min(rw, offset, src_size)
        };
        new_offsets.push(new_offset);

        let end = if has_low {
            let s = a.sub(rw, offset, low);
            let p = a.add(rw, s, length);
            let m = a.max(rw, p, zero);
            a.min(rw, m, src_size)
        } else {
            let p = a.add(rw, offset, length);
            a.min(rw, p, src_size)
        };
        let new_length = a.sub(rw, end, new_offset);
        new_lengths.push(new_length);

        if is_zero(rw, new_length) {
            has_zero_len = true;
        } else if !has_zero_len {
            let l = value_or_constant_index(rw, loc, new_length);
            let z = value_or_constant_index(rw, loc, zero);
            let i64t = ctx.integer_type(64);
            let i1 = ctx.integer_type(1);
            let check = build1(
                rw,
                loc,
                "arith.cmpi",
                &[l, z],
                i1,
                &[("predicate", ctx.int_attr(i64t, 0))],
            );
            dyn_cond = Some(match dyn_cond {
                Some(prev) => build1(rw, loc, "arith.ori", &[check, prev], i1, &[]),
                None => check,
            });
        }

        let new_high = if has_high {
            let s = a.sub(rw, length, new_length);
            a.sub(rw, s, new_low)
        } else {
            zero
        };
        new_highs.push(new_high);
    }

    // The result type comes from the tile sizes.
    let elem = tu::elem_type(ctx, rw.body().value_type(rw.body().result(pad, 0)))?;
    let sizes_ofr: Vec<Ofr> = sizes.iter().map(|s| from_ofr(ctx, *s)).collect();
    let shape: Vec<i64> = sizes_ofr.iter().map(|s| s.unwrap_or(DYNAMIC)).collect();
    let dyn_dims: Vec<ValueId> = sizes_ofr.iter().filter_map(|s| s.err()).collect();
    let result_ty = tu::tensor_type(ctx, &shape, elem);

    let cast = |rw: &mut PatternRewriter<'_>, v: ValueId| -> ValueId {
        if rw.body().value_type(v) == result_ty {
            v
        } else {
            build1(rw, loc, "tensor.cast", &[v], result_ty, &[])
        }
    };
    let generate = |rw: &mut PatternRewriter<'_>| -> ValueId {
        let g = build(rw, loc, "tensor.generate", &dyn_dims, &[result_ty], &[], 1);
        let region = rw.body().regions(g)[0];
        let args: Vec<(Type, Location)> = vec![(ctx.index_type(), loc); shape.len()];
        let saved = rw.insertion_point();
        rw.create_block(region, None, &args);
        build(rw, loc, "tensor.yield", &[pad_value], &[], &[], 0);
        rw.set_insertion_point(saved);
        rw.body().result(g, 0)
    };
    let lists: [Vec<Ofr>; 3] = [
        new_offsets.iter().map(|o| from_ofr(ctx, *o)).collect(),
        new_lengths.iter().map(|o| from_ofr(ctx, *o)).collect(),
        vec![Ok(1); rank],
    ];
    let low_ofr: Vec<Ofr> = new_lows.iter().map(|o| from_ofr(ctx, *o)).collect();
    let high_ofr: Vec<Ofr> = new_highs.iter().map(|o| from_ofr(ctx, *o)).collect();
    let pad_of_slice = |rw: &mut PatternRewriter<'_>| -> ValueId {
        let slice_shape: Vec<i64> = lists[1].iter().map(|s| s.unwrap_or(DYNAMIC)).collect();
        let slice_ty = tu::tensor_type(ctx, &slice_shape, elem);
        let slice = tu::create_slice(
            rw,
            loc,
            "tensor.extract_slice",
            &[source],
            &lists,
            Some(slice_ty),
        );
        let slice = rw.body().result(slice, 0);
        let new_pad = create_pad_like(rw, pad, loc, slice, &low_ofr, &high_ofr);
        rw.body().result(new_pad, 0)
    };

    if has_zero_len {
        let g = generate(rw);
        return Some(PadSliceResult { value: cast(rw, g) });
    }
    if let (true, Some(cond)) = (zero_slice_guard, dyn_cond) {
        let if_op = build(rw, loc, "scf.if", &[cond], &[result_ty], &[], 2);
        let saved = rw.insertion_point();
        let then_region = rw.body().regions(if_op)[0];
        rw.create_block(then_region, None, &[]);
        let g = generate(rw);
        let g = cast(rw, g);
        build(rw, loc, "scf.yield", &[g], &[], &[], 0);
        let else_region = rw.body().regions(if_op)[1];
        rw.create_block(else_region, None, &[]);
        let p = pad_of_slice(rw);
        let p = cast(rw, p);
        build(rw, loc, "scf.yield", &[p], &[], &[], 0);
        rw.set_insertion_point(saved);
        return Some(PadSliceResult {
            value: rw.body().result(if_op, 0),
        });
    }
    let p = pad_of_slice(rw);
    Some(PadSliceResult { value: cast(rw, p) })
}

/// A `tensor.pad` of `source` with `low`/`high` (result type inferred), `pad`'s `nofold`
/// and discardable attributes, and a copy of `pad`'s region.
fn create_pad_like(
    rw: &mut PatternRewriter<'_>,
    pad: OpId,
    loc: Location,
    source: ValueId,
    low: &[Ofr],
    high: &[Ofr],
) -> OpId {
    let nofold = rmlir_ir::ods::prop(rw.ctx, rw.body(), pad, "nofold");
    let attrs = tu::pruned_attrs(rw.body(), pad);
    let new_pad = super::pack_utils::create_pad_op(rw, loc, source, low, high, nofold, attrs);
    let from = rw.body().regions(pad)[0];
    let to = rw.body().regions(new_pad)[0];
    let mut map = IrMapping::new();
    rw.body.clone_region_into(from, to, None, &mut map);
    new_pad
}

/// Upstream `ExtractSliceOfPadTensorSwapPattern` (no control function: the zero-slice guard
/// is on).
fn swap_extract_slice_of_pad(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let lists = tu::mixed_lists(ctx, rw.body(), op, 1);
    if lists[2].iter().any(|s| *s != Ok(1)) {
        return Err(());
    }
    let src = rw.body().operand(op, 0);
    let pad = rw.body().defining_op(src).ok_or(())?;
    if ctx.op_name_str(rw.body().op_name(pad)) != "tensor.pad" {
        return Err(());
    }
    // A rank-reducing slice would be replaced by a value of another type.
    let res_rank = tu::shape_of(ctx, rw.body().value_type(rw.body().result(op, 0))).len();
    if res_rank != lists[1].len() {
        return Err(());
    }
    let offsets: Vec<OpFoldResult> = lists[0].iter().map(|o| to_ofr(ctx, *o)).collect();
    let sizes: Vec<OpFoldResult> = lists[1].iter().map(|o| to_ofr(ctx, *o)).collect();
    let r = bubble_up_pad_slice(rw, pad, &offsets, &sizes, true).ok_or(())?;
    rw.replace_op(op, &[r.value]);
    Ok(())
}

/// Upstream `ExtractSliceOfPadTensorSwapPattern`.
pub fn populate_extract_slice_of_pad_swap(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.extract_slice",
        1,
        "ExtractSliceOfPadTensorSwapPattern",
        swap_extract_slice_of_pad,
    );
}
