//! `test-affine-loop-unswitch` (upstream's `TestAffineLoopUnswitching`,
//! `mlir/test/lib/Dialect/Affine/TestAffineLoopUnswitching.cpp`): the first `affine.if`
//! (in post order) that can be hoisted out of its invariant loops is hoisted
//! (`hoistAffineIfOp`), and again, at most five times.

use rmlir_dialects::affine::unswitch::{hoist_affine_if, if_patterns};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::WalkOrder;
use rmlir_ir::IrNode;

const ARGUMENT: &str = "test-affine-loop-unswitch";
const DESCRIPTION: &str = "Tests affine loop unswitching / if/else hoisting";
const MAX_ITERATIONS: usize = 5;

pub struct TestAffineLoopUnswitching {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(TestAffineLoopUnswitching {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for TestAffineLoopUnswitching {
    fn name(&self) -> &'static str {
        "TestAffineLoopUnswitching"
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
        let patterns = if_patterns(ctx);
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        for _ in 0..MAX_ITERATIONS {
            let roots: Vec<IrNode> = body
                .root_regions()
                .iter()
                .map(|r| IrNode::Region(*r))
                .collect();
            let mut ifs = Vec::new();
            for r in roots {
                ifs.extend(
                    body.collect_ops(r, WalkOrder::PostOrder)
                        .into_iter()
                        .filter(|o| ctx.op_name_str(body.op_name(*o)) == "affine.if"),
                );
            }
            let mut hoisted = false;
            for i in ifs {
                if body.contains_op(i) && hoist_affine_if(ctx, body, i, &patterns) {
                    hoisted = true;
                    break;
                }
            }
            if !hoisted {
                break;
            }
        }
        Ok(())
    }
}
