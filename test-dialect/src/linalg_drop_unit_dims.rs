//! `test-linalg-drop-unit-dims` (upstream's `TestLinalgDropUnitDims`,
//! `mlir/test/lib/Dialect/Linalg/TestLinalgDropUnitDims.cpp`): drops the outermost loop of
//! every `linalg.generic` of a function when it has a single trip count, with reshapes, one
//! op at a time (no pattern driver, no folding).

use rmlir_dialects::linalg::drop_unit_dims::drop_unit_dims_with;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::walk::WalkOptions;
use rmlir_ir::{IrNode, WalkResult};

const ARGUMENT: &str = "test-linalg-drop-unit-dims";
const DESCRIPTION: &str = "";

pub struct DropUnitDims {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(DropUnitDims {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for DropUnitDims {
    fn name(&self) -> &'static str {
        "TestLinalgDropUnitDims"
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
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let mut generics = Vec::new();
        body.walk_body(WalkOptions::default(), |b, n| {
            if let IrNode::Op(o) = n {
                if ctx.op_name_str(b.op_name(o)) == "linalg.generic" {
                    generics.push(o);
                }
            }
            WalkResult::Advance
        });
        for g in generics {
            let mut rw = PatternRewriter::new(ctx, body);
            rw.set_insertion_point_before(g);
            let _ = drop_unit_dims_with(g, &mut rw, false, &|d| d == 0);
        }
        body.commit();
        Ok(())
    }
}
