//! `test-affine-parametric-tile` (upstream's `TestAffineLoopParametricTiling`,
//! `mlir/test/lib/Dialect/Affine/TestAffineLoopParametricTiling.cpp`): every maximal
//! perfect nest rooted at a function's top-level `affine.for` is tiled with the
//! function's leading arguments as tile sizes (`tilePerfectlyNestedParametric`). A band
//! deeper than the function has arguments, or whose tile-size arguments are not `index`,
//! gets an error on its root loop and stops the pass (the IR is still printed).

use rmlir_dialects::affine::loop_utils::perfectly_nested_loops;
use rmlir_dialects::affine::tile::tile_perfectly_nested_parametric;
use rmlir_ir::pass::{op_diagnostic, Pass, PassCx, PassInfo, PassOp, PassOptions};

const ARGUMENT: &str = "test-affine-parametric-tile";
const DESCRIPTION: &str = "Tile affine loops using SSA values as tile sizes";

pub struct TestAffineParametricTile {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(TestAffineParametricTile {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for TestAffineParametricTile {
    fn name(&self) -> &'static str {
        "TestAffineLoopParametricTiling"
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
        let Some(&region) = body.root_regions().first() else {
            return Ok(());
        };
        let Some(entry) = body.region_blocks(region).next() else {
            return Ok(());
        };
        let args: Vec<_> = body.block_args(entry).to_vec();
        let bands: Vec<Vec<_>> = body
            .block_ops(entry)
            .filter(|o| ctx.op_name_str(body.op_name(*o)) == "affine.for")
            .collect::<Vec<_>>()
            .into_iter()
            .map(|f| perfectly_nested_loops(ctx, body, f))
            .collect();
        for band in bands {
            if args.len() < band.len() {
                cx.emit(op_diagnostic(
                    ctx,
                    body,
                    band[0],
                    "too few tile sizes provided in the argument list of the function which \
                     contains the current band",
                ));
                return Ok(());
            }
            let sizes = &args[..band.len()];
            if sizes
                .iter()
                .any(|v| !rmlir_ir::ods::constraints::is_index(ctx, body.value_type(*v)))
            {
                cx.emit(op_diagnostic(
                    ctx,
                    body,
                    band[0],
                    "expected tiling parameters to be of index type",
                ));
                return Ok(());
            }
            tile_perfectly_nested_parametric(ctx, body, &band, sizes);
        }
        Ok(())
    }
}
