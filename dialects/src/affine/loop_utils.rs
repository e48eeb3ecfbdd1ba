//! Loop transformation utilities of upstream's `Transforms/Utils/LoopUtils.cpp` used by the
//! test passes: `getPerfectlyNestedLoops`, `permuteLoops`.

use super::normalize::body_block;
use rmlir_ir::body::InsertPoint;
use rmlir_ir::{Body, Context, OpId};

fn is_for(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)) == "affine.for"
}

/// Upstream `getPerfectlyNestedLoops`: `root` and the loops nested in it alone (each body
/// holding one loop and the terminator).
pub fn perfectly_nested_loops(ctx: &Context, body: &Body, root: OpId) -> Vec<OpId> {
    let mut band = vec![root];
    let mut cur = root;
    while let Some(b) = body_block(body, cur) {
        let ops: Vec<OpId> = body.block_ops(b).collect();
        if ops.len() != 2 || !is_for(ctx, body, ops[0]) {
            break;
        }
        cur = ops[0];
        band.push(cur);
    }
    band
}

/// Upstream `permuteLoops`: `input[i]` (a perfect nest, outermost first) moves to depth
/// `perm[i]`; the ops move, their bodies and ivs with them. Returns the position in
/// `input` of the new outermost loop (`None` when `perm` is not a permutation).
pub fn permute_loops(body: &mut Body, input: &[OpId], perm: &[usize]) -> Option<usize> {
    let n = input.len();
    if perm.len() != n {
        return None;
    }
    let mut sorted = perm.to_vec();
    sorted.sort_unstable();
    if sorted.iter().enumerate().any(|(i, p)| *p != i) {
        return None;
    }
    let mut inv = vec![0usize; n];
    for (i, p) in perm.iter().enumerate() {
        inv[*p] = i;
    }
    // The innermost body moves to the loop that becomes the innermost.
    if perm[n - 1] != n - 1 {
        let dest = body_block(body, input[inv[n - 1]])?;
        let src = body_block(body, input[n - 1])?;
        let ops: Vec<OpId> = body.block_ops(src).collect();
        let first = body.block_ops(dest).next()?;
        for o in &ops[..ops.len().saturating_sub(1)] {
            body.move_op(*o, InsertPoint::Before(first));
        }
    }
    for i in (0..n).rev() {
        if perm[i] == 0 {
            if i == 0 {
                continue;
            }
            body.move_op(input[i], InsertPoint::Before(input[0]));
            continue;
        }
        let parent = inv[perm[i] - 1];
        if i > 0 && i - 1 == parent {
            continue;
        }
        let dest = body_block(body, input[parent])?;
        body.move_op(input[i], InsertPoint::BlockStart(dest));
    }
    Some(inv[0])
}

/// Upstream `sinkSequentialLoops`: in the perfect nest rooted at `root`, loops that carry a
/// dependence (some dependence component other than exactly 0) move inwards, parallel loops
/// outwards, each group keeping its order, when no dependence becomes lexicographically
/// negative. Returns the nest's new root.
pub fn sink_sequential_loops(ctx: &Context, body: &mut Body, root: OpId) -> OpId {
    use super::dependence::{check_memref_access_dependence, has_dependence, MemRefAccess};
    let loops = perfectly_nested_loops(ctx, body, root);
    let depth = loops.len();
    if depth < 2 {
        return root;
    }
    let mut accesses = Vec::new();
    for r in body.regions(root) {
        body.walk_region(*r, |o| {
            if let Some(a) = MemRefAccess::new(ctx, body, o) {
                accesses.push(a);
            }
        });
    }
    let mut comps_vec = Vec::new();
    for d in 1..=depth {
        for src in &accesses {
            for dst in &accesses {
                let mut comps = Vec::new();
                let r =
                    check_memref_access_dependence(ctx, body, src, dst, d, Some(&mut comps), false);
                if has_dependence(r) {
                    comps_vec.push(comps);
                }
            }
        }
    }
    let mut parallel = vec![true; depth];
    for comps in &comps_vec {
        for (j, p) in parallel.iter_mut().enumerate() {
            if comps
                .get(j)
                .is_none_or(|c| c.lb != Some(0) || c.ub != Some(0))
            {
                *p = false;
            }
        }
    }
    let num_parallel = parallel.iter().filter(|p| **p).count();
    let (mut next_par, mut next_seq) = (0, num_parallel);
    let perm: Vec<usize> = parallel
        .iter()
        .map(|p| {
            let slot = if *p { &mut next_par } else { &mut next_seq };
            *slot += 1;
            *slot - 1
        })
        .collect();
    // checkLoopInterchangeDependences: the first non-zero component lower bound, in the
    // new loop order, must be positive.
    let mut inv = vec![0usize; depth];
    for (i, p) in perm.iter().enumerate() {
        inv[*p] = i;
    }
    for comps in &comps_vec {
        for &i in &inv {
            let lb = comps.get(i).and_then(|c| c.lb).unwrap_or(i64::MIN);
            if lb > 0 {
                break;
            }
            if lb < 0 {
                return root;
            }
        }
    }
    match permute_loops(body, &loops, &perm) {
        Some(i) => loops[i],
        None => root,
    }
}
