//! Upstream's `populateVectorNarrowTypeRewritePatterns` (MLIR 19, `VectorEmulateNarrowType.cpp`):
//! - `RewriteBitCastOfTruncI` and `RewriteExtOfBitCast` (`ext{u,s}i(bitcast)`): a 1-D bitcast
//!   whose result (or extension) has a whole-byte element type is rebuilt from the wide values
//!   with `shuffle -> and -> shrui -> shli -> or` steps, one per source element contributing to
//!   a target element (upstream's `BitCastRewriter`);
//! - the aligned `i4` cases, at a higher benefit: `extsi`/`sitofp` and `extui` of
//!   `i4` vectors through an `i8` bitcast, shifts and `vector.interleave`, and `trunci` to `i4`
//!   through an `i8` truncation, `vector.deinterleave`, shifts and a bitcast.

use crate::vector::lowering::{build, build1, i64_array_attr, vector_parts, vector_type};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Context, Location, OpId, Type, ValueId};

/// One contribution to a target element: bits `[begin, end)` of source element `src`.
#[derive(Clone, Copy)]
struct Range {
    src: i64,
    begin: i64,
    end: i64,
}

/// Upstream's `BitCastBitsEnumerator`: for each target element, the source bit ranges that
/// make it up, lowest bits first.
fn enumerate_bits(src_width: i64, dst_width: i64, dst_len: i64) -> Vec<Vec<Range>> {
    let mut ranges = vec![Vec::new(); dst_len as usize];
    let total = dst_width * dst_len;
    let mut bit = 0;
    while bit < total {
        let (dst_elem, dst_bit) = (bit / dst_width, bit % dst_width);
        let (src, src_bit) = (bit / src_width, bit % src_width);
        let step = (src_width - src_bit).min(dst_width - dst_bit);
        ranges[dst_elem as usize].push(Range {
            src,
            begin: src_bit,
            end: src_bit + step,
        });
        bit += step;
    }
    ranges
}

/// A 1-D fixed-size vector's (length, element type).
fn vector_1d(ctx: &Context, t: Type) -> Option<(i64, Type)> {
    let (shape, scalable, elem) = vector_parts(ctx, t)?;
    (shape.len() == 1 && !scalable.iter().any(|s| *s)).then(|| (shape[0], elem))
}

/// Upstream's `commonConversionPrecondition`: a fixed-size vector of whole-byte elements.
fn whole_byte_vector(ctx: &Context, t: Type) -> bool {
    vector_parts(ctx, t).is_some_and(|(_, scalable, elem)| {
        !scalable.iter().any(|s| *s) && ctx.int_or_float_bitwidth(elem).is_some_and(|w| w % 8 == 0)
    })
}

fn width(ctx: &Context, t: Type) -> Option<i64> {
    ctx.int_or_float_bitwidth(ctx.element_type(t).unwrap_or(t))
        .map(|w| w as i64)
}

/// An `arith.constant` of type `ty` holding `vals` (a splat when they are all equal).
fn constant(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    vals: &[u128],
) -> Option<ValueId> {
    let a = crate::arith::fold::encode(rw.ctx, ty, vals)?;
    Some(build1(rw, loc, "arith.constant", &[], ty, &[("value", a)]))
}

/// The `BitCastRewriter` steps over `source` (a vector of `elem`, whose element `i` holds the
/// `src_width` bits of the bitcast's source element `i`): a vector of `dst_len` `elem`s holding
/// the target elements' bits.
fn rewrite_bits(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
    elem: Type,
    src_width: i64,
    dst_width: i64,
    dst_len: i64,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let elem_width = ctx.int_or_float_bitwidth(elem)? as i64;
    let ranges = enumerate_bits(src_width, dst_width, dst_len);
    let steps = ranges.iter().map(Vec::len).max().unwrap_or(0);
    let ty = vector_type(ctx, &[dst_len], &[], elem);
    let mut result: Option<ValueId> = None;
    for step in 0..steps {
        let (mut shuffle, mut masks, mut shr, mut shl) = (vec![], vec![], vec![], vec![]);
        for list in &ranges {
            let r = list.get(step).copied().unwrap_or(Range {
                src: 0,
                begin: 0,
                end: 0,
            });
            shuffle.push(r.src);
            let bits = |n: i64| {
                if n >= 128 {
                    u128::MAX
                } else {
                    (1u128 << n) - 1
                }
            };
            let mask = bits(r.end.min(elem_width)) & !bits(r.begin.min(elem_width));
            masks.push(mask);
            shr.push(r.begin as u128);
            // Upstream's `computeLeftShiftAmount`: the bits the earlier ranges contributed.
            let left: i64 = list.iter().take(step).map(|p| p.end - p.begin).sum();
            shl.push(left as u128);
        }
        let shuffled = build1(
            rw,
            loc,
            "vector.shuffle",
            &[source, source],
            ty,
            &[("mask", i64_array_attr(ctx, &shuffle))],
        );
        let m = constant(rw, loc, ty, &masks)?;
        let and = build1(rw, loc, "arith.andi", &[shuffled, m], ty, &[]);
        let r = constant(rw, loc, ty, &shr)?;
        let right = build1(rw, loc, "arith.shrui", &[and, r], ty, &[]);
        let l = constant(rw, loc, ty, &shl)?;
        let left = build1(rw, loc, "arith.shli", &[right, l], ty, &[]);
        result = Some(match result {
            Some(acc) => build1(rw, loc, "arith.ori", &[acc, left], ty, &[]),
            None => left,
        });
    }
    result
}

/// `RewriteBitCastOfTruncI`.
fn bitcast_of_trunci(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let src = rw.body().operand(op, 0);
    let trunc = rw.body().defining_op(src).ok_or(())?;
    if ctx.op_name_str(rw.body().op_name(trunc)) != "arith.trunci" {
        return Err(());
    }
    let dst_ty = rw.body().value_type(rw.body().result(op, 0));
    let (src_len, src_elem) = vector_1d(ctx, rw.body().value_type(src)).ok_or(())?;
    let (dst_len, dst_elem) = vector_1d(ctx, dst_ty).ok_or(())?;
    if !whole_byte_vector(ctx, dst_ty) {
        return Err(());
    }
    let (sw, dw) = (
        width(ctx, src_elem).ok_or(())?,
        width(ctx, dst_elem).ok_or(())?,
    );
    if sw * src_len != dw * dst_len {
        return Err(());
    }
    let wide = rw.body().operand(trunc, 0);
    let (_, wide_elem) = vector_1d(ctx, rw.body().value_type(wide)).ok_or(())?;
    let loc = rw.body().loc(op);
    let res = rewrite_bits(rw, loc, wide, wide_elem, sw, dw, dst_len).ok_or(())?;
    if rw.body().value_type(res) == dst_ty {
        rw.replace_op(op, &[res]);
        return Ok(());
    }
    let narrowing = dw <= width(ctx, wide_elem).ok_or(())?;
    let name = if narrowing {
        "arith.trunci"
    } else {
        "arith.extui"
    };
    let v = build1(rw, loc, name, &[res], dst_ty, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `RewriteExtOfBitCast<arith::ExtUIOp / ExtSIOp>`.
fn ext_of_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let name = ctx.op_name_str(rw.body().op_name(op)).to_string();
    let bitcast = rw.body().defining_op(rw.body().operand(op, 0)).ok_or(())?;
    if ctx.op_name_str(rw.body().op_name(bitcast)) != "vector.bitcast" {
        return Err(());
    }
    let out_ty = rw.body().value_type(rw.body().result(op, 0));
    let src = rw.body().operand(bitcast, 0);
    let (src_len, src_elem) = vector_1d(ctx, rw.body().value_type(src)).ok_or(())?;
    let (dst_len, dst_elem) =
        vector_1d(ctx, rw.body().value_type(rw.body().result(bitcast, 0))).ok_or(())?;
    if vector_1d(ctx, out_ty).is_none() || !whole_byte_vector(ctx, out_ty) {
        return Err(());
    }
    let (sw, dw) = (
        width(ctx, src_elem).ok_or(())?,
        width(ctx, dst_elem).ok_or(())?,
    );
    if sw * src_len != dw * dst_len || !ctx.is_integer(src_elem) {
        return Err(());
    }
    let loc = rw.body().loc(bitcast);
    let res = rewrite_bits(rw, loc, src, src_elem, sw, dw, dst_len).ok_or(())?;
    if rw.body().value_type(res) == out_ty {
        rw.replace_op(op, &[res]);
        return Ok(());
    }
    let narrowing = width(ctx, out_ty).ok_or(())? <= sw;
    let final_name = if narrowing {
        "arith.trunci"
    } else {
        name.as_str()
    };
    let v = build1(rw, rw.body().loc(op), final_name, &[res], out_ty, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// MLIR 19's `alignedConversionPrecondition(src, dst)`: `i4` elements into elements of at
/// least 8 bits, with an even trailing dimension (whole bytes of `i4` pairs).
fn aligned_i4(ctx: &Context, narrow: Type, wide: Type) -> bool {
    let (Some((ns, _, _)), Some(nw), Some(ww)) = (
        vector_parts(ctx, narrow),
        width(ctx, narrow),
        width(ctx, wide),
    ) else {
        return false;
    };
    if vector_parts(ctx, wide).is_none() || nw != 4 || ww < 8 || ww % nw != 0 {
        return false;
    }
    ns.last().is_some_and(|d| d % 2 == 0)
}

fn i8_vector_like(ctx: &Context, t: Type, last_scale: (i64, i64)) -> Option<Type> {
    let (mut shape, scalable, _) = vector_parts(ctx, t)?;
    let last = shape.last_mut()?;
    *last = *last * last_scale.0 / last_scale.1;
    Some(vector_type(ctx, &shape, &scalable, ctx.integer_type(8)))
}

/// `RewriteAlignedSubByteIntExt`: `i4` extension through `i8` lanes.
fn aligned_ext(op: OpId, rw: &mut PatternRewriter<'_>, signed: bool) -> LogicalResult {
    let ctx = rw.ctx;
    let src = rw.body().operand(op, 0);
    let (src_ty, dst_ty) = (
        rw.body().value_type(src),
        rw.body().value_type(rw.body().result(op, 0)),
    );
    if !whole_byte_vector(ctx, dst_ty) || !aligned_i4(ctx, src_ty, dst_ty) {
        return Err(());
    }
    let loc = rw.body().loc(op);
    let i8_ty = i8_vector_like(ctx, src_ty, (1, 2)).ok_or(())?;
    let bytes = build1(rw, loc, "vector.bitcast", &[src], i8_ty, &[]);
    let (low, high) = if signed {
        let four = constant(rw, loc, i8_ty, &[4]).ok_or(())?;
        let shl = build1(rw, loc, "arith.shli", &[bytes, four], i8_ty, &[]);
        let low = build1(rw, loc, "arith.shrsi", &[shl, four], i8_ty, &[]);
        let high = build1(rw, loc, "arith.shrsi", &[bytes, four], i8_ty, &[]);
        (low, high)
    } else {
        let mask = constant(rw, loc, i8_ty, &[15]).ok_or(())?;
        let low = build1(rw, loc, "arith.andi", &[bytes, mask], i8_ty, &[]);
        let four = constant(rw, loc, i8_ty, &[4]).ok_or(())?;
        let high = build1(rw, loc, "arith.shrui", &[bytes, four], i8_ty, &[]);
        (low, high)
    };
    let wide_ty = i8_vector_like(ctx, src_ty, (1, 1)).ok_or(())?;
    let inter = build1(rw, loc, "vector.interleave", &[low, high], wide_ty, &[]);
    if wide_ty == dst_ty {
        rw.replace_op(op, &[inter]);
        return Ok(());
    }
    let name = ctx.op_name_str(rw.body().op_name(op)).to_string();
    let v = build1(rw, loc, &name, &[inter], dst_ty, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `RewriteAlignedSubByteIntTrunc`: truncation to `i4` through `i8` lanes.
fn aligned_trunc(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let src = rw.body().operand(op, 0);
    let (src_ty, dst_ty) = (
        rw.body().value_type(src),
        rw.body().value_type(rw.body().result(op, 0)),
    );
    if !whole_byte_vector(ctx, src_ty) || !aligned_i4(ctx, dst_ty, src_ty) {
        return Err(());
    }
    let loc = rw.body().loc(op);
    let i8_ty = i8_vector_like(ctx, src_ty, (1, 1)).ok_or(())?;
    let bytes = if i8_ty == src_ty {
        src
    } else {
        build1(rw, loc, "arith.trunci", &[src], i8_ty, &[])
    };
    let half = i8_vector_like(ctx, src_ty, (1, 2)).ok_or(())?;
    let de = build(
        rw,
        loc,
        "vector.deinterleave",
        &[bytes],
        &[half, half],
        &[],
        0,
    );
    let (even, odd) = (rw.body().result(de, 0), rw.body().result(de, 1));
    let mask = constant(rw, loc, half, &[0x0F]).ok_or(())?;
    let low = build1(rw, loc, "arith.andi", &[even, mask], half, &[]);
    let four = constant(rw, loc, half, &[4]).ok_or(())?;
    let high = build1(rw, loc, "arith.shli", &[odd, four], half, &[]);
    let merged = build1(rw, loc, "arith.ori", &[low, high], half, &[]);
    let v = build1(rw, loc, "vector.bitcast", &[merged], dst_ty, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Upstream's `populateVectorNarrowTypeRewritePatterns`.
pub fn populate_vector_narrow_type_rewrite_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.bitcast",
        1,
        "RewriteBitCastOfTruncI",
        bitcast_of_trunci,
    );
    set.add_fn(ctx, "arith.extui", 1, "RewriteExtOfBitCast", ext_of_bitcast);
    set.add_fn(ctx, "arith.extsi", 1, "RewriteExtOfBitCast", ext_of_bitcast);
    set.add_fn(
        ctx,
        "arith.extsi",
        2,
        "RewriteAlignedSubByteIntExt",
        |op, rw| aligned_ext(op, rw, true),
    );
    set.add_fn(
        ctx,
        "arith.sitofp",
        2,
        "RewriteAlignedSubByteIntExt",
        |op, rw| aligned_ext(op, rw, true),
    );
    set.add_fn(
        ctx,
        "arith.trunci",
        2,
        "RewriteAlignedSubByteIntTrunc",
        aligned_trunc,
    );
    set.add_fn(
        ctx,
        "arith.extui",
        2,
        "RewriteAlignedSubByteIntExt",
        |op, rw| aligned_ext(op, rw, false),
    );
}
