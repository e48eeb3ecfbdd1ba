//! `transform.apply_patterns` and its pattern descriptor ops, mapped to rmlir's pattern sets
//! (canonicalization, the vector lowerings of `dialects/src/vector/lowering/`), and
//! `apply_dce`'s dead code elimination.

use super::{Consumes, Failure, Interp, PayloadOp, TOp, TResult, TransformOpImpl};
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::rewrite::greedy::{
    apply_op_patterns_and_fold, apply_patterns_and_fold_greedily, GreedyRewriteConfig,
};
use rmlir_ir::rewrite::{FrozenRewritePatternSet, RewritePatternSet};
use rmlir_ir::{Body, Context, IrNode, OpId};

pub static IMPLS: &[TransformOpImpl] = &[TransformOpImpl {
    name: "transform.apply_patterns",
    apply: apply_patterns,
    consumes: Consumes::Nothing,
}];

/// A pattern descriptor: the patterns it adds, as names of `populate_pre_llvm`'s vector
/// lowerings, or a whole set.
enum Descriptor {
    Canonicalization,
    VectorLowering(&'static [&'static str]),
    /// A `populate*Patterns` function's whole set.
    Populate(fn(&Context, &mut RewritePatternSet)),
    /// Known to upstream, no patterns in rmlir yet: adds nothing.
    Empty,
}

fn descriptor(name: &str) -> Option<Descriptor> {
    use Descriptor::*;
    Some(match name {
        "transform.apply_patterns.canonicalization" => Canonicalization,
        "transform.apply_patterns.vector.lower_broadcast" => {
            VectorLowering(&["BroadcastOpLowering"])
        }
        "transform.apply_patterns.vector.lower_outerproduct" => {
            VectorLowering(&["OuterProductOpLowering"])
        }
        "transform.apply_patterns.vector.lower_contraction" => {
            VectorLowering(&["ContractionOpLowering"])
        }
        "transform.apply_patterns.vector.lower_shape_cast" => {
            VectorLowering(&["ShapeCastOpRewritePattern"])
        }
        "transform.apply_patterns.vector.lower_transpose" => {
            VectorLowering(&["TransposeOpLowering"])
        }
        "transform.apply_patterns.vector.lower_interleave" => {
            VectorLowering(&["UnrollInterleaveOp", "UnrollDeinterleaveOp"])
        }
        "transform.apply_patterns.vector.lower_masks" => {
            VectorLowering(&["CreateMaskOpLowering", "ConstantMaskOpLowering"])
        }
        "transform.apply_patterns.vector.lower_create_mask" => {
            VectorLowering(&["CreateMaskOpLowering"])
        }
        "transform.apply_patterns.vector.rewrite_narrow_types" => Populate(
            crate::vector::transforms::rewrite_narrow_types::populate_vector_narrow_type_rewrite_patterns,
        ),
        "transform.apply_patterns.vector.lower_scan" => {
            Populate(crate::vector::transforms::scan::populate_vector_scan_lowering_patterns)
        }
        "transform.apply_patterns.vector.lower_transfer" => VectorLowering(&[
            "TransferReadToVectorLoadLowering",
            "TransferWriteToVectorStoreLowering",
        ]),
        "transform.apply_patterns.vector.fold_arith_extension" => Populate(
            crate::vector::transforms::fold_ext::populate_fold_arith_extension_patterns,
        ),
        "transform.apply_patterns.vector.elementwise_to_vector" => Populate(
            crate::vector::transforms::elementwise_to_vector::populate_elementwise_to_vector_patterns,
        ),
        "transform.apply_patterns.tensor.fold_tensor_subset_ops"
        | "transform.apply_patterns.tensor.fold_tensor_empty"
        | "transform.apply_patterns.linalg.tiling_canonicalization"
        | "transform.apply_patterns.memref.fold_memref_alias_ops"
        | "transform.apply_patterns.scf.for_loop_canonicalization" => Empty,
        _ => return None,
    })
}

fn populate(ctx: &Context, d: &Descriptor, set: &mut RewritePatternSet) {
    match d {
        Descriptor::Canonicalization => {
            let c = RewritePatternSet::canonicalization(ctx);
            for p in c.into_patterns() {
                set.add(p);
            }
        }
        Descriptor::VectorLowering(names) => {
            let mut all = RewritePatternSet::new();
            crate::vector::lowering::patterns::populate_pre_llvm(ctx, &mut all);
            for p in all.into_patterns() {
                if names.contains(&p.debug_name.as_str()) {
                    set.add(p);
                }
            }
        }
        Descriptor::Populate(f) => f(ctx, set),
        Descriptor::Empty => {}
    }
}

fn apply_patterns(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let mut set = RewritePatternSet::new();
    if let Some(block) = t.region_block(0) {
        for o in t.body.block_ops(block) {
            let name = ctx.op_name_str(t.body.op_name(o));
            let Some(d) = descriptor(name) else {
                let d = Diagnostic::error(
                    t.body.loc(o),
                    format!("'{name}' is not supported by the transform interpreter"),
                );
                return Err(it.definite(d));
            };
            populate(ctx, &d, &mut set);
        }
    }
    let frozen = FrozenRewritePatternSet::new(ctx, set);
    let mut config = GreedyRewriteConfig::default();
    if let Some(n) = super::core_ops::int_attr(it, t.attr(ctx, "max_iterations")) {
        if n != -1 {
            config.max_iterations = n;
        }
    }
    if let Some(n) = super::core_ops::int_attr(it, t.attr(ctx, "max_num_rewrites")) {
        if n != -1 {
            config.max_num_rewrites = n;
        }
    }
    let cse = t.attr(ctx, "apply_cse").is_some();
    let script_container = it.scripts[t.script as usize].container.clone();
    let script_op = it.scripts[t.script as usize].op;
    for target in it.ops(t.operand(0)) {
        let script_path = PayloadOp::at(&script_container, script_op);
        if target.is_ancestor_of(&script_path) || it.is_ancestor(&target, &script_path) {
            let d = Diagnostic::error(t.loc(), "cannot apply transform to itself");
            return Err(it.definite(d));
        }
        let converged = if it.is_isolated_payload(&target) {
            let Some(b) = it.body_mut(target.inner_path()) else {
                continue;
            };
            let r = apply_patterns_and_fold_greedily(ctx, b, &frozen, &config).converged;
            if cse {
                let name = it
                    .op_in(&target)
                    .map(|(b, o)| b.op_name(o))
                    .unwrap_or(it.root().name);
                if let Some(b) = it.body_mut(target.inner_path()) {
                    rmlir_ir::transforms::cse::eliminate_common_subexpressions(ctx, name, b);
                }
            }
            r
        } else {
            let Some(o) = target.id() else { continue };
            let Some(b) = it.body_mut(target.body_path()) else {
                continue;
            };
            let ops: Vec<OpId> = b
                .collect_ops(IrNode::Op(o), rmlir_ir::walk::WalkOrder::PostOrder)
                .into_iter()
                .filter(|x| *x != o)
                .collect();
            apply_op_patterns_and_fold(ctx, b, &ops, &frozen, &config).converged
        };
        if !converged {
            let loc = it.payload_loc(&target);
            return Err(Failure::Silenceable(vec![Diagnostic::error(
                loc,
                "greedy pattern application failed",
            )]));
        }
    }
    Ok(())
}

/// Erases trivially dead ops, repeatedly, in `body` and the isolated bodies inside.
pub fn dead_code_elimination(ctx: &Context, body: &mut Body) {
    loop {
        let dead: Vec<OpId> = body
            .collect_ops_in_body(rmlir_ir::walk::WalkOrder::PostOrder)
            .into_iter()
            .filter(|o| rmlir_ir::rewrite::effects::is_op_trivially_dead(ctx, body, *o))
            .collect();
        if dead.is_empty() {
            break;
        }
        for o in dead.into_iter().rev() {
            if body.contains_op(o) {
                body.erase_op(o);
            }
        }
    }
    let isolated: Vec<OpId> = body
        .collect_ops_in_body(rmlir_ir::walk::WalkOrder::PreOrder)
        .into_iter()
        .filter(|o| body.is_isolated(*o))
        .collect();
    for o in isolated {
        if let Some(b) = body.isolated_body_mut(o) {
            dead_code_elimination(ctx, b);
        }
    }
}

trait CollectBody {
    fn collect_ops_in_body(&self, order: rmlir_ir::walk::WalkOrder) -> Vec<OpId>;
}

impl CollectBody for Body {
    fn collect_ops_in_body(&self, order: rmlir_ir::walk::WalkOrder) -> Vec<OpId> {
        let mut v = Vec::new();
        for r in self.root_regions().to_vec() {
            v.extend(self.collect_ops(IrNode::Region(r), order));
        }
        v
    }
}
