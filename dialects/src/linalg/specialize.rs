//! `linalg-specialize-generic-ops` (MLIR 19's `Specialize.cpp`): a `linalg.generic` that
//! computes what a named op computes becomes that op: a copy, an external-scalar fill,
//! `math.exp` elementwise (`linalg.exp`), `arith.addf/subf/mulf/divf` elementwise
//! (`linalg.add/sub/mul/div`, operands swapped when the body swaps them), and
//! single-m/n/k contractions (`linalg.matmul`, `batch_matmul` and their `transpose_a/b`
//! variants). Applied by the greedy driver.

use rmlir_ir::affine::{AffineExprView, AffineMap};
use rmlir_ir::dialect::Traits;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{Body, Context, OpId, Type, TypeKind, ValueId};

const DESCRIPTION: &str = "Convert generic ops back to named ops";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "linalg-specialize-generic-ops",
        description: DESCRIPTION,
        create: || {
            Box::new(Specialize {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct Specialize {
    options: PassOptions,
}

impl Pass for Specialize {
    fn name(&self) -> &'static str {
        "LinalgSpecializeGenericOpsPass"
    }
    fn argument(&self) -> &'static str {
        "linalg-specialize-generic-ops"
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
        let mut set = RewritePatternSet::new();
        set.add_fn(
            ctx,
            "linalg.generic",
            1,
            "LinalgSpecializationPattern",
            specialize,
        );
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            let mut stack: Vec<&mut Body> = vec![body];
            while let Some(b) = stack.pop() {
                b.commit();
                for (_, d) in b.ops_mut() {
                    if let Some(c) = d.isolated_body_mut() {
                        stack.push(c);
                    }
                }
            }
        }
        Ok(())
    }
}

/// What the matchers look at of a generic op.
struct View {
    ins: Vec<ValueId>,
    outs: Vec<ValueId>,
    maps: Vec<AffineMap>,
    iters: Vec<bool>,
    args: Vec<ValueId>,
    ops: Vec<OpId>,
}

fn view(ctx: &Context, body: &Body, op: OpId) -> Option<View> {
    let (ins, outs) = super::segments(ctx, body, op);
    let maps = super::indexing_maps(ctx, body, op)?;
    let iters = super::iterator_types(ctx, body, op)?;
    let (rb, regions) = body.op_regions(op);
    let block = rb.entry_block(*regions.first()?)?;
    Some(View {
        ins,
        outs,
        maps,
        iters,
        args: rb.block_args(block).to_vec(),
        ops: rb.block_ops(block).collect(),
    })
}

fn is_linalg_scalar(ctx: &Context, t: Type) -> bool {
    !matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
    )
}

/// The yielded values when the last op is a `linalg.yield`.
fn yielded(ctx: &Context, body: &Body, v: &View) -> Option<Vec<ValueId>> {
    let last = *v.ops.last()?;
    (ctx.op_name_str(body.op_name(last)) == "linalg.yield").then(|| body.operands(last).collect())
}

/// `isaCopyOpInterface`.
fn is_copy(ctx: &Context, body: &Body, v: &View) -> bool {
    v.iters.iter().all(|p| *p)
        && v.ins.len() == 1
        && v.outs.len() == 1
        && v.maps.len() == 2
        && v.maps.iter().all(|m| m.is_identity())
        && v.ops.len() == 1
        && yielded(ctx, body, v).is_some_and(|y| y.len() == 1 && Some(&y[0]) == v.args.first())
}

/// `isaFillOpInterface` (its external-scalar form).
fn is_fill(ctx: &Context, body: &Body, v: &View) -> bool {
    v.iters.iter().all(|p| *p)
        && v.ins.len() == 1
        && v.outs.len() == 1
        && v.ops.len() == 1
        && yielded(ctx, body, v).is_some_and(|y| y.len() == 1)
        && v.args.len() == 2
        && body.has_uses(v.args[0])
        && !body.has_uses(v.args[1])
        && is_linalg_scalar(ctx, body.value_type(v.ins[0]))
}

/// `isaElemwiseSingleUnaryOrBinaryOpInterface` (and the use checks of the unary and
/// binary variants): the payload op, applied to the inputs.
fn elementwise_payload(ctx: &Context, body: &Body, v: &View, arity: usize) -> Option<OpId> {
    if !v.iters.iter().all(|p| *p) || v.iters.is_empty() {
        return None;
    }
    if v.ins.len() != arity || v.outs.len() != 1 || !v.maps.iter().all(|m| m.is_identity()) {
        return None;
    }
    if v.args.len() != arity + 1 || body.has_uses(v.args[arity]) || v.ops.len() != 2 {
        return None;
    }
    let first = v.ops[0];
    if body.num_operands(first) != arity || body.results(first).len() != 1 {
        return None;
    }
    let y = yielded(ctx, body, v)?;
    if y.len() != 1 || body.defining_op(y[0]) != Some(first) {
        return None;
    }
    if v.args[..arity].iter().any(|a| !body.has_uses(*a)) {
        return None;
    }
    Some(first)
}

/// `getSourceSkipUnary`: up through single-operand ops without memory effects.
fn skip_unary(ctx: &Context, body: &Body, mut v: ValueId) -> ValueId {
    while let Some(d) = body.defining_op(v) {
        if body.num_operands(d) != 1
            || !ctx.op_traits(body.op_name(d)).has(Traits::NO_MEMORY_EFFECT)
        {
            break;
        }
        v = body.operand(d, 0);
    }
    v
}

/// `isContractionBody` with multiply/add pairs (float, integer, complex).
fn is_contraction_body(ctx: &Context, body: &Body, v: &View) -> bool {
    let Some(y) = yielded(ctx, body, v) else {
        return false;
    };
    if v.args.len() != 3 || y.len() != 1 {
        return false;
    }
    let Some(red) = body.defining_op(skip_unary(ctx, body, y[0])) else {
        return false;
    };
    if body.results(red).len() != 1 || body.num_operands(red) != 2 {
        return false;
    }
    let lhs = skip_unary(ctx, body, body.operand(red, 0));
    let rhs = skip_unary(ctx, body, body.operand(red, 1));
    if lhs != v.args[2] && rhs != v.args[2] {
        return false;
    }
    let contributed = skip_unary(
        ctx,
        body,
        if body.defining_op(lhs).is_none() {
            rhs
        } else {
            lhs
        },
    );
    let Some(elem) = body.defining_op(contributed) else {
        return false;
    };
    if body.results(elem).len() != 1 || body.num_operands(elem) != 2 {
        return false;
    }
    let pair = (
        ctx.op_name_str(body.op_name(elem)),
        ctx.op_name_str(body.op_name(red)),
    );
    if !matches!(
        pair,
        ("arith.mulf", "arith.addf")
            | ("arith.muli", "arith.addi")
            | ("complex.mul", "complex.add")
    ) {
        return false;
    }
    let a = skip_unary(ctx, body, body.operand(elem, 0));
    let b = skip_unary(ctx, body, body.operand(elem, 1));
    (a == v.args[0] && b == v.args[1]) || (a == v.args[1] && b == v.args[0])
}

/// `findPermutationsIndexingOperand`: the loops of kind `parallel` indexed alone by a
/// result of `m`.
fn permutation_dims(m: &AffineMap, iters: &[bool], parallel: bool) -> Vec<u32> {
    let mut out = Vec::new();
    for e in m.results() {
        if let AffineExprView::Dim(d) = e.view() {
            if iters.get(d as usize) == Some(&parallel)
                && m.results()
                    .iter()
                    .filter(|r| r.is_function_of_dim(d))
                    .count()
                    == 1
            {
                out.push(d);
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

#[derive(PartialEq, Eq, Clone, Copy)]
enum IndexMatch {
    Match,
    Transposed,
    Mismatch,
}

/// `matchOperandMap`.
fn match_operand_map(m: &AffineMap, row_idx: usize, row: u32, col: u32) -> IndexMatch {
    let (Some(r), Some(c)) = (m.results().get(row_idx), m.results().get(row_idx + 1)) else {
        return IndexMatch::Mismatch;
    };
    let (AffineExprView::Dim(r), AffineExprView::Dim(c)) = (r.view(), c.view()) else {
        return IndexMatch::Mismatch;
    };
    if r == row && c == col {
        IndexMatch::Match
    } else if r == col && c == row {
        IndexMatch::Transposed
    } else {
        IndexMatch::Mismatch
    }
}

/// `specializeLinalgContractions`: the matmul variant a contraction generic is.
fn contraction_variant(ctx: &Context, body: &Body, v: &View) -> Option<&'static str> {
    if v.ins.len() != 2 || v.outs.len() != 1 || v.maps.len() != 3 {
        return None;
    }
    if v.iters.iter().all(|p| *p) || !v.maps.iter().all(|m| m.is_projected_permutation(false)) {
        return None;
    }
    if !is_contraction_body(ctx, body, v) {
        return None;
    }
    let (a, b, c) = (&v.maps[0], &v.maps[1], &v.maps[2]);
    let pa = permutation_dims(a, &v.iters, true);
    let pb = permutation_dims(b, &v.iters, true);
    let pc = permutation_dims(c, &v.iters, true);
    let m: Vec<u32> = pa
        .iter()
        .filter(|d| pc.contains(d) && !pb.contains(d))
        .copied()
        .collect();
    let n: Vec<u32> = pb
        .iter()
        .filter(|d| pc.contains(d) && !pa.contains(d))
        .copied()
        .collect();
    let batch: Vec<u32> = pa
        .iter()
        .filter(|d| pb.contains(d) && pc.contains(d))
        .copied()
        .collect();
    let ra = permutation_dims(a, &v.iters, false);
    let rb = permutation_dims(b, &v.iters, false);
    let k: Vec<u32> = ra.iter().filter(|d| rb.contains(d)).copied().collect();
    if m.len() != 1 || n.len() != 1 || k.len() != 1 {
        return None;
    }
    let nb = batch.len();
    if v.maps.iter().any(|mp| mp.num_results() != nb + 2) || a.num_dims() as usize != nb + 3 {
        return None;
    }
    let batch_identity = v.maps.iter().all(|mp| {
        (0..nb).all(|i| matches!(mp.results()[i].view(), AffineExprView::Dim(d) if d as usize == i))
    });
    if nb > 0 && !batch_identity {
        return None;
    }
    let ma = match_operand_map(a, nb, m[0], k[0]);
    let mb = match_operand_map(b, nb, k[0], n[0]);
    let mc = match_operand_map(c, nb, m[0], n[0]);
    if [ma, mb, mc].contains(&IndexMatch::Mismatch) {
        return None;
    }
    if mc != IndexMatch::Match || (ma == IndexMatch::Transposed && mb == IndexMatch::Transposed) {
        return None;
    }
    let t = if ma == IndexMatch::Transposed {
        "_transpose_a"
    } else if mb == IndexMatch::Transposed {
        "_transpose_b"
    } else {
        ""
    };
    Some(match (nb > 0, t) {
        (true, "_transpose_a") => "linalg.batch_matmul_transpose_a",
        (true, "_transpose_b") => "linalg.batch_matmul_transpose_b",
        (true, _) => "linalg.batch_matmul",
        (false, "_transpose_a") => "linalg.matmul_transpose_a",
        (false, "_transpose_b") => "linalg.matmul_transpose_b",
        (false, _) => "linalg.matmul",
    })
}

/// Replaces `op` with named op `name` on `ins`/`outs` (its region built as its parser
/// builds it).
fn replace_with_named(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    ins: &[ValueId],
    outs: &[ValueId],
) -> LogicalResult {
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let new = super::named::create_named_op(rw, loc, name, ins, outs).ok_or(())?;
    let res: Vec<ValueId> = rw.body().results(new).to_vec();
    rw.replace_op(op, &res);
    Ok(())
}

/// `specializeGenericOp`.
pub(crate) fn specialize(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let v = view(ctx, body, op).ok_or(())?;
    if is_copy(ctx, body, &v) {
        return replace_with_named(rw, op, "linalg.copy", &v.ins, &v.outs);
    }
    if is_fill(ctx, body, &v) {
        return replace_with_named(rw, op, "linalg.fill", &v.ins, &v.outs);
    }
    if let Some(p) = elementwise_payload(ctx, body, &v, 1) {
        if ctx.op_name_str(body.op_name(p)) == "math.exp" {
            return replace_with_named(rw, op, "linalg.exp", &v.ins, &v.outs);
        }
    }
    if let Some(p) = elementwise_payload(ctx, body, &v, 2) {
        let named = match ctx.op_name_str(body.op_name(p)) {
            "arith.addf" => Some("linalg.add"),
            "arith.subf" => Some("linalg.sub"),
            "arith.mulf" => Some("linalg.mul"),
            "arith.divf" => Some("linalg.div"),
            _ => None,
        };
        if let Some(named) = named {
            let swapped = body.operand(p, 0) != v.args[0];
            let ins: Vec<ValueId> = if swapped {
                vec![v.ins[1], v.ins[0]]
            } else {
                v.ins.clone()
            };
            return replace_with_named(rw, op, named, &ins, &v.outs);
        }
    }
    if let Some(named) = contraction_variant(ctx, body, &v) {
        return replace_with_named(rw, op, named, &v.ins, &v.outs);
    }
    Err(())
}
