//! `affine.delinearize_index` (MLIR 19) and `affine-expand-index-ops`, whose pattern
//! (upstream's `LowerDelinearizeIndexOps` over `affine::delinearizeIndex`) `lower-affine`
//! also runs: the index is divided by the suffix products of the basis, each quotient and
//! remainder an `affine.apply` composed with its producers.

use super::utils::{
    composed_apply_map, create_apply, make_composed_folded_affine_apply, value_or_constant_index,
    OpFoldResult,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{operand, variadic, OpDef, Trait};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{Body, Context, Diagnostic, Location, OpId, ValueId};

pub static DELINEARIZE_INDEX: OpDef = OpDef {
    operands: &[
        operand("linear_index", c::INDEX),
        variadic("basis", c::INDEX),
    ],
    results: &[variadic("multi_index", c::INDEX)],
    traits: &[Trait::Pure],
    format: Some("$linear_index `into` ` ` `(` $basis `)` attr-dict `:` type($multi_index)"),
    verify: Some(verify_delinearize),
    ..OpDef::new("affine.delinearize_index")
};

/// Upstream `AffineDelinearizeIndexOp::verify`.
fn verify_delinearize(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let basis = body.num_operands(op).saturating_sub(1);
    if basis == 0 {
        return Err(super::op_error(ctx, body, op, "basis should not be empty"));
    }
    if body.results(op).len() != basis {
        return Err(super::op_error(
            ctx,
            body,
            op,
            "should return an index for each basis element",
        ));
    }
    Ok(())
}

/// Upstream `getIndexProduct`: the product of `set`, folded where it folds.
fn index_product(rw: &mut PatternRewriter<'_>, loc: Location, set: &[ValueId]) -> OpFoldResult {
    let product = AffineMap::new(
        0,
        2,
        vec![AffineExpr::symbol(0).mul(&AffineExpr::symbol(1))],
    );
    let mut result = OpFoldResult::Value(set[0]);
    for v in &set[1..] {
        result = make_composed_folded_affine_apply(
            rw,
            loc,
            &product,
            &[result, OpFoldResult::Value(*v)],
        );
    }
    result
}

/// Upstream `makeComposedAffineApply` of `expr` over two dimensions.
fn composed_apply(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    expr: AffineExpr,
    lhs: ValueId,
    rhs: ValueId,
) -> ValueId {
    let map = AffineMap::new(2, 0, vec![expr]);
    let operands = [OpFoldResult::Value(lhs), OpFoldResult::Value(rhs)];
    let (m, values) = composed_apply_map(rw.ctx, rw.body(), &map, &operands);
    create_apply(rw, loc, m, &values)
}

/// Upstream `affine::delinearizeIndex` (MLIR 19): the multi-index of `linear` in `basis`.
pub fn delinearize_index(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    linear: ValueId,
    basis: &[ValueId],
) -> Vec<ValueId> {
    let mut divisors = Vec::new();
    for i in 1..basis.len() {
        let prod = index_product(rw, loc, &basis[i..]);
        divisors.push(value_or_constant_index(rw, loc, prod));
    }
    let (d0, d1) = (AffineExpr::dim(0), AffineExpr::dim(1));
    let mut results = Vec::with_capacity(basis.len());
    let mut residual = linear;
    for divisor in divisors {
        let q = composed_apply(rw, loc, d0.floor_div(&d1), residual, divisor);
        let r = composed_apply(rw, loc, d0.modulo(&d1), residual, divisor);
        results.push(q);
        residual = r;
    }
    results.push(residual);
    results
}

/// Upstream `LowerDelinearizeIndexOps`.
pub(crate) fn lower_delinearize(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    if operands.len() < 2 {
        return Err(());
    }
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let values = delinearize_index(rw, loc, operands[0], &operands[1..]);
    rw.replace_op(op, &values);
    Ok(())
}

/// Upstream `populateAffineExpandIndexOpsPatterns`.
pub fn populate_expand_index_ops_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "affine.delinearize_index",
        1,
        "LowerDelinearizeIndexOps",
        lower_delinearize,
    );
}

const ARGUMENT: &str = "affine-expand-index-ops";
const DESCRIPTION: &str =
    "Lower affine operations operating on indices into more fundamental operations";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(ExpandIndexOps {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct ExpandIndexOps {
    options: PassOptions,
}

impl Pass for ExpandIndexOps {
    fn name(&self) -> &'static str {
        "AffineExpandIndexOps"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
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
        populate_expand_index_ops_patterns(ctx, &mut set);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            crate::memref::transforms::commit_all(body);
        }
        Ok(())
    }
}
