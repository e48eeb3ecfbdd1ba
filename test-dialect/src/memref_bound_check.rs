//! `test-memref-bound-check` (upstream's `TestMemRefBoundCheck`,
//! `mlir/test/lib/Dialect/Affine/TestMemRefBoundCheck.cpp`): every affine load and store
//! of the anchor is checked for accesses out of the bounds of its memref's static
//! dimensions (`boundCheckLoadOrStoreOp`), each violation reported as an error on the op.

use rmlir_dialects::affine::region::{bound_check_load_or_store, BoundViolation, RegionError};
use rmlir_ir::pass::{op_diagnostic, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::WalkOptions;
use rmlir_ir::{IrNode, WalkResult};

const ARGUMENT: &str = "test-memref-bound-check";
const DESCRIPTION: &str = "Check memref access bounds";

pub struct TestMemRefBoundCheck {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(TestMemRefBoundCheck {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for TestMemRefBoundCheck {
    fn name(&self) -> &'static str {
        "TestMemRefBoundCheck"
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
        let Some(body) = op.body() else {
            return Ok(());
        };
        let mut diags = Vec::new();
        body.walk_body(WalkOptions::post_order().descend_isolated(), |b, n| {
            let IrNode::Op(o) = n else {
                return WalkResult::Advance;
            };
            let opname = ctx.op_name_str(b.op_name(o));
            if !matches!(
                opname,
                "affine.load" | "affine.store" | "affine.vector_load" | "affine.vector_store"
            ) {
                return WalkResult::Advance;
            }
            match bound_check_load_or_store(ctx, b, o) {
                Ok(v) => {
                    for x in v {
                        let msg = match x {
                            BoundViolation::Upper(d) => {
                                format!("'{opname}' op memref out of upper bound access along dimension #{d}")
                            }
                            BoundViolation::Lower(d) => {
                                format!("'{opname}' op memref out of lower bound access along dimension #{d}")
                            }
                        };
                        diags.push(op_diagnostic(ctx, b, o, msg));
                    }
                }
                Err(RegionError::ComposeFailed) => {
                    diags.push(op_diagnostic(
                        ctx,
                        b,
                        o,
                        "getMemRefRegion: compose affine map failed",
                    ));
                }
                Err(RegionError::Other) => {}
            }
            WalkResult::Advance
        });
        for d in diags {
            cx.emit(d);
        }
        Ok(())
    }
}
