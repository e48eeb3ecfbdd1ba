//! `test-loop-permutation` (upstream's `TestLoopPermutation`,
//! `mlir/test/lib/Dialect/Affine/TestLoopPermutation.cpp`): every maximal perfect nest of
//! at least two loops whose depth is the length of `permutation-map` is permuted
//! (`permuteLoops`: loop `i` moves to depth `permutation-map[i]`).

use rmlir_dialects::affine::loop_utils::{perfectly_nested_loops, permute_loops};
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::WalkOrder;
use rmlir_ir::IrNode;

const ARGUMENT: &str = "test-loop-permutation";
const DESCRIPTION: &str = "Tests affine loop permutation utility";

pub struct TestLoopPermutation {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(TestLoopPermutation {
                options: PassOptions::new().with(
                    "permutation-map",
                    "Specify the loop permutation",
                    OptValue::UIntList(Vec::new()),
                ),
            })
        },
    }
}

impl Pass for TestLoopPermutation {
    fn name(&self) -> &'static str {
        "TestLoopPermutation"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let perm: Vec<usize> = self
            .options
            .uint_list("permutation-map")
            .iter()
            .map(|v| *v as usize)
            .collect();
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let roots: Vec<IrNode> = body
            .root_regions()
            .iter()
            .map(|r| IrNode::Region(*r))
            .collect();
        let mut fors = Vec::new();
        for r in roots {
            fors.extend(
                body.collect_ops(r, WalkOrder::PostOrder)
                    .into_iter()
                    .filter(|o| ctx.op_name_str(body.op_name(*o)) == "affine.for"),
            );
        }
        for f in fors {
            let nest = perfectly_nested_loops(ctx, body, f);
            if nest.len() >= 2 && nest.len() == perm.len() {
                permute_loops(body, &nest, &perm);
            }
        }
        Ok(())
    }
}
