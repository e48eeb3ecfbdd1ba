//! `test-loop-fusion` (upstream's `TestLoopFusion`,
//! `mlir/test/lib/Dialect/Affine/TestLoopFusion.cpp`): the affine loops of a function are
//! gathered by depth and every ordered pair at a depth is checked. With
//! `test-loop-fusion-dependence-check`, a remark on the source loop reports when no
//! insertion point of the fused nest preserves the dependences of the ops between them
//! (upstream `canFuseLoops` failing with `FailBlockDependence`).

use rmlir_dialects::affine::dependence::fused_loop_nest_insertion_point;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::printer::print_op_in_isolated_body_for_diagnostic;
use rmlir_ir::{BlockId, Body, Context, Diagnostic, OpId};

const ARGUMENT: &str = "test-loop-fusion";
const DESCRIPTION: &str = "Tests loop fusion utility functions.";

pub struct TestLoopFusion {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(TestLoopFusion {
                options: PassOptions::new()
                    .with(
                        "test-loop-fusion-dependence-check",
                        "Enable testing of loop fusion dependence check",
                        OptValue::Bool(false),
                    )
                    .with(
                        "test-loop-fusion-slice-computation",
                        "Enable testing of loop fusion slice computation",
                        OptValue::Bool(false),
                    )
                    .with(
                        "test-loop-fusion-transformation",
                        "Enable testing of loop fusion transformation",
                        OptValue::Bool(false),
                    ),
            })
        },
    }
}

fn is_for(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)) == "affine.for"
}

/// Upstream `gatherLoopsInBlock`.
fn gather_loops(
    ctx: &Context,
    body: &Body,
    block: BlockId,
    depth: usize,
    out: &mut Vec<Vec<OpId>>,
) {
    if out.len() <= depth {
        out.resize(depth + 1, Vec::new());
    }
    for op in body.block_ops(block).collect::<Vec<_>>() {
        if is_for(ctx, body, op) {
            out[depth].push(op);
            if let Some(r) = body.regions(op).first() {
                if let Some(b) = body.region_blocks(*r).next() {
                    gather_loops(ctx, body, b, depth + 1, out);
                }
            }
        }
    }
}

/// Upstream `canFuseLoops` up to its block-dependence check: `true` when it fails with
/// `FailBlockDependence`.
fn fails_block_dependence(ctx: &Context, body: &Body, src: OpId, dst: OpId, d: usize) -> bool {
    if d == 0 || body.parent_block(src) != body.parent_block(dst) {
        return false;
    }
    fused_loop_nest_insertion_point(ctx, body, src, dst).is_none()
}

impl Pass for TestLoopFusion {
    fn name(&self) -> &'static str {
        "TestLoopFusion"
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
        if !self.options.bool("test-loop-fusion-dependence-check") {
            return Ok(());
        }
        let Some(body) = op.body() else {
            return Ok(());
        };
        let mut depth_to_loops: Vec<Vec<OpId>> = Vec::new();
        for r in body.root_regions() {
            for b in body.region_blocks(*r).collect::<Vec<_>>() {
                gather_loops(ctx, body, b, 0, &mut depth_to_loops);
            }
        }
        // An empty trailing depth is not a depth (upstream only creates it on demand).
        while depth_to_loops.last().is_some_and(|v| v.is_empty()) {
            depth_to_loops.pop();
        }
        let max_depth = depth_to_loops.len();
        for (depth, loops) in depth_to_loops.iter().enumerate() {
            for (i, &src) in loops.iter().enumerate() {
                for (j, &dst) in loops.iter().enumerate() {
                    if i == j {
                        continue;
                    }
                    for d in depth + 1..=max_depth {
                        if fails_block_dependence(ctx, body, src, dst, d) {
                            let msg = format!(
                                "block-level dependence preventing fusion of loop nest {i} \
                                 into loop nest {j} at depth {depth}"
                            );
                            let text = print_op_in_isolated_body_for_diagnostic(ctx, body, src);
                            let sep = if text.contains('\n') { "\n" } else { "" };
                            let loc = body.loc(src);
                            cx.emit(
                                Diagnostic::remark(loc, msg)
                                    .with_note(loc, format!("see current operation: {sep}{text}")),
                            );
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
