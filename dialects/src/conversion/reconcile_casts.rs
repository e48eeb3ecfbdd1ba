//! `reconcile-unrealized-casts` (MLIR 19's `ReconcileUnrealizedCasts`, built on
//! `mlir::reconcileUnrealizedCasts`): erases dead `builtin.unrealized_conversion_cast`s
//! and folds chains of casts that lead back to their input types; live casts that do not
//! are kept (not an error in 19).

use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::{IrNode, WalkOrder};
use rmlir_ir::{Body, Context, OpId, ValueId};

const CAST: &str = "builtin.unrealized_conversion_cast";

fn is_cast(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)) == CAST
}

/// The cast defining all of `op`'s inputs, in order, as its results.
fn input_cast(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    let first = body.operands(op).next()?;
    let def = body.defining_op(first)?;
    if !is_cast(ctx, body, def) {
        return None;
    }
    body.results(def)
        .iter()
        .copied()
        .eq(body.operands(op))
        .then_some(def)
}

/// Reconciles the casts `casts` of `body` (upstream's `reconcileUnrealizedCasts`): a
/// worklist processed from the back; dead casts are erased (their input casts queued), a
/// cast whose chain of input casts reaches one with its result types as input types is
/// replaced by that cast's inputs.
pub fn reconcile_unrealized_casts(ctx: &Context, body: &mut Body, casts: &[OpId]) {
    let mut worklist: Vec<OpId> = Vec::new();
    let mut queued = std::collections::HashSet::default();
    for &c in casts {
        if queued.insert(c) {
            worklist.push(c);
        }
    }
    let enqueue_operands =
        |body: &Body, op: OpId, wl: &mut Vec<OpId>, q: &mut std::collections::HashSet<OpId>| {
            for v in body.operands(op) {
                if let Some(d) = body.defining_op(v) {
                    if is_cast(ctx, body, d) && q.insert(d) {
                        wl.push(d);
                    }
                }
            }
        };
    while let Some(op) = worklist.pop() {
        queued.remove(&op);
        let results: Vec<ValueId> = body.results(op).to_vec();
        if results.iter().all(|r| !body.has_uses(*r)) {
            enqueue_operands(body, op, &mut worklist, &mut queued);
            body.erase_op(op);
            continue;
        }
        let result_types: Vec<_> = results.iter().map(|r| body.value_type(*r)).collect();
        let mut next = Some(op);
        while let Some(n) = next {
            let inputs: Vec<ValueId> = body.operands(n).collect();
            if inputs
                .iter()
                .map(|v| body.value_type(*v))
                .eq(result_types.iter().copied())
            {
                enqueue_operands(body, op, &mut worklist, &mut queued);
                for (r, v) in results.iter().zip(&inputs) {
                    body.replace_all_uses(*r, *v);
                }
                body.erase_op(op);
                break;
            }
            next = input_cast(ctx, body, n);
        }
    }
}

/// Runs [`reconcile_unrealized_casts`] on the casts of `body` and of every isolated body
/// nested in it.
pub fn reconcile_all(ctx: &Context, body: &mut Body) {
    let mut stack: Vec<&mut Body> = vec![body];
    while let Some(b) = stack.pop() {
        let mut casts = Vec::new();
        for &r in b.root_regions().to_vec().iter() {
            for op in b.collect_ops(IrNode::Region(r), WalkOrder::PostOrder) {
                if is_cast(ctx, b, op) {
                    casts.push(op);
                }
            }
        }
        reconcile_unrealized_casts(ctx, b, &casts);
        for (_, d) in b.ops_mut() {
            if let Some(c) = d.isolated_body_mut() {
                stack.push(c);
            }
        }
    }
}

pub struct ReconcileUnrealizedCasts {
    options: PassOptions,
}

const DESCRIPTION: &str = "Simplify and eliminate unrealized conversion casts";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "reconcile-unrealized-casts",
        description: DESCRIPTION,
        create: || {
            Box::new(ReconcileUnrealizedCasts {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for ReconcileUnrealizedCasts {
    fn name(&self) -> &'static str {
        "ReconcileUnrealizedCasts"
    }
    fn argument(&self) -> &'static str {
        "reconcile-unrealized-casts"
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
        if let Some(body) = op.body_mut() {
            reconcile_all(cx.ctx, body);
        }
        Ok(())
    }
}
