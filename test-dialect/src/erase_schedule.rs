//! `test-transform-dialect-erase-schedule` (upstream's `TestTransformDialectEraseSchedulePass`,
//! `mlir/test/lib/Dialect/Transform/TestTransformDialectInterpreter.cpp`): erases the transform
//! scripts of a module (every op of the `transform` dialect, with what it contains), so that the
//! payload can be lowered without interpreting them. Nested modules are visited too.

use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::WalkOptions;
use rmlir_ir::{Body, Context, IrNode, OpId, WalkResult};

const ARGUMENT: &str = "test-transform-dialect-erase-schedule";
const DESCRIPTION: &str = "erase transform dialect schedule from the IR";

pub struct EraseSchedule {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(EraseSchedule {
                options: PassOptions::new(),
            })
        },
    }
}

fn is_transform_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)).starts_with("transform.")
}

/// Erases the outermost transform ops of `body` (pre-order, not entering them), then does the
/// same inside the isolated ops that stay.
fn erase_schedule(ctx: &Context, body: &mut Body) {
    let mut doomed = Vec::new();
    let mut isolated = Vec::new();
    body.walk_body(WalkOptions::pre_order(), |b, n| match n {
        IrNode::Op(o) if is_transform_op(ctx, b, o) => {
            doomed.push(o);
            WalkResult::Skip
        }
        IrNode::Op(o) if b.is_isolated(o) => {
            isolated.push(o);
            WalkResult::Advance
        }
        _ => WalkResult::Advance,
    });
    for o in doomed.into_iter().rev() {
        body.erase_op(o);
    }
    for o in isolated {
        if let Some(inner) = body.isolated_body_mut(o) {
            erase_schedule(ctx, inner);
        }
    }
}

impl Pass for EraseSchedule {
    fn name(&self) -> &'static str {
        "TestTransformDialectEraseSchedulePass"
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
            erase_schedule(cx.ctx, body);
        }
        Ok(())
    }
}
