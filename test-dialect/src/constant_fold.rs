//! `test-constant-fold` (upstream's `TestConstantFold`, `mlir/test/lib/Transforms/
//! TestConstantFold.cpp`): folds every op once, the last first (reverse pre-order), through
//! one `OperationFolder`, so constants are unified and hoisted to the start of their
//! insertion region; the constants the folder created that end up unused are erased.
//! Ops of nested isolated bodies are folded with their own folder (constants never cross
//! an isolated op).

use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::fold::OperationFolder;
use rmlir_ir::rewrite::{PatternRewriter, RewriteListener};
use rmlir_ir::walk::WalkOptions;
use rmlir_ir::{Body, Context, IrNode, OpId, WalkResult};

const ARGUMENT: &str = "test-constant-fold";
const DESCRIPTION: &str = "Test operation constant folding";

pub struct TestConstantFold {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(TestConstantFold {
                options: PassOptions::new(),
            })
        },
    }
}

/// The ops inserted while folding (the constants the folder materializes), less those
/// erased since.
#[derive(Default)]
struct Inserted {
    ops: Vec<OpId>,
}

impl RewriteListener for Inserted {
    fn op_inserted(&mut self, _body: &Body, op: OpId) {
        self.ops.push(op);
    }
    fn op_erased(&mut self, _body: &Body, op: OpId) {
        if let Some(i) = self.ops.iter().position(|o| *o == op) {
            self.ops.remove(i);
        }
    }
}

fn fold_body(ctx: &Context, body: &mut Body) {
    let mut ops = Vec::new();
    let mut isolated = Vec::new();
    body.walk_body(WalkOptions::pre_order(), |b, n| {
        if let IrNode::Op(o) = n {
            ops.push(o);
            if b.is_isolated(o) {
                isolated.push(o);
            }
        }
        WalkResult::Advance
    });
    let mut inserted = Inserted::default();
    {
        let mut folder = OperationFolder::new();
        let mut rw = PatternRewriter::with_listener(ctx, body, &mut inserted);
        for op in ops.into_iter().rev() {
            if rw.body().contains_op(op) {
                folder.try_to_fold(&mut rw, op);
            }
        }
    }
    for op in inserted.ops {
        if body.contains_op(op) && body.results(op).iter().all(|r| body.uses(*r).count() == 0) {
            body.erase_op(op);
        }
    }
    for o in isolated {
        if let Some(inner) = body.isolated_body_mut(o) {
            fold_body(ctx, inner);
        }
    }
}

impl Pass for TestConstantFold {
    fn name(&self) -> &'static str {
        "TestConstantFold"
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
        if let Some(body) = op.data.isolated_body_mut() {
            fold_body(cx.ctx, body);
        }
        Ok(())
    }
}
