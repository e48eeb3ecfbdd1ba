//! Upstream's `LowerVectorInterleave.cpp` (`UnrollInterleaveOp`, `UnrollDeinterleaveOp`,
//! target rank 1): an n-D `vector.interleave`/`vector.deinterleave` becomes one 1-D op per
//! position of the leading dimensions, extracted from the operands and inserted into
//! zero-initialised results.

use super::patterns::{extract, insert};
use super::{build, build1, constant, vector_parts, zero_attr};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter};
use rmlir_ir::{OpId, Type};

/// The positions of the leading `shape.len() - 1` dimensions before the first scalable
/// one, row-major (upstream `createUnrollIterator` with target rank 1); `None` when the
/// first dimension is scalable.
fn leading_positions(shape: &[i64], scalable: &[bool]) -> Option<Vec<Vec<i64>>> {
    let mut lead = &shape[..shape.len() - 1];
    if let Some(first) = scalable.iter().take(lead.len()).position(|s| *s) {
        if first == 0 {
            return None;
        }
        lead = &lead[..first];
    }
    let mut out = vec![Vec::new()];
    for &d in lead {
        let mut next = Vec::new();
        for p in &out {
            for i in 0..d {
                let mut q = p.clone();
                q.push(i);
                next.push(q);
            }
        }
        out = next;
    }
    Some(out)
}

fn ty(rw: &PatternRewriter<'_>, v: rmlir_ir::ValueId) -> Type {
    rw.body.value_type(v)
}

/// `UnrollInterleaveOp`.
pub fn interleave(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let rt = ty(rw, rw.body.result(op, 0));
    let (shape, scal, _) = vector_parts(ctx, rt).ok_or(())?;
    if shape.len() <= 1 {
        return Err(());
    }
    let positions = leading_positions(&shape, &scal).ok_or(())?;
    let loc = rw.body.loc(op);
    let (lhs, rhs) = (rw.body.operand(op, 0), rw.body.operand(op, 1));
    let z = zero_attr(ctx, rt).ok_or(())?;
    let mut result = constant(rw, loc, rt, z);
    for pos in positions {
        let l = extract(rw, loc, lhs, &pos);
        let r = extract(rw, loc, rhs, &pos);
        let sub = super::patterns::extracted_type(ctx, rt, pos.len()).ok_or(())?;
        let i = build1(rw, loc, "vector.interleave", &[l, r], sub, &[]);
        result = insert(rw, loc, i, result, &pos);
    }
    rw.replace_op(op, &[result]);
    Ok(())
}

/// `UnrollDeinterleaveOp`.
pub fn deinterleave(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let rt = ty(rw, rw.body.result(op, 0));
    let (shape, scal, _) = vector_parts(ctx, rt).ok_or(())?;
    if shape.len() <= 1 {
        return Err(());
    }
    let positions = leading_positions(&shape, &scal).ok_or(())?;
    let loc = rw.body.loc(op);
    let src = rw.body.operand(op, 0);
    let z = zero_attr(ctx, rt).ok_or(())?;
    let mut r1 = constant(rw, loc, rt, z);
    let mut r2 = constant(rw, loc, rt, z);
    for pos in positions {
        let s = extract(rw, loc, src, &pos);
        let sub = super::patterns::extracted_type(ctx, rt, pos.len()).ok_or(())?;
        let d = build(rw, loc, "vector.deinterleave", &[s], &[sub, sub], &[], 0);
        let (a, b) = (rw.body.result(d, 0), rw.body.result(d, 1));
        r1 = insert(rw, loc, a, r1, &pos);
        r2 = insert(rw, loc, b, r2, &pos);
    }
    rw.replace_op(op, &[r1, r2]);
    Ok(())
}
