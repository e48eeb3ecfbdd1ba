//! `symbol-privatize`: marks the anchor's top-level symbols `private`, except those named in
//! the `exclude` option.

use crate::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use crate::symbol_table::{self, Visibility};

pub struct SymbolPrivatize {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "symbol-privatize",
        description: "Mark symbols private",
        create: || {
            Box::new(SymbolPrivatize {
                options: PassOptions::new().with(
                    "exclude",
                    "Comma separated list of symbols that should not be marked private",
                    OptValue::List(Vec::new()),
                ),
            })
        },
    }
}

impl Pass for SymbolPrivatize {
    fn name(&self) -> &'static str {
        "SymbolPrivatize"
    }
    fn argument(&self) -> &'static str {
        "symbol-privatize"
    }
    fn description(&self) -> &'static str {
        "Mark symbols private"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let exclude = self.options.list("exclude");
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let mut targets = Vec::new();
        for &r in body.root_regions() {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    if let Some(name) = symbol_table::symbol_name(ctx, body.op(o)) {
                        if !exclude.iter().any(|e| e.as_bytes() == name) {
                            targets.push(o);
                        }
                    }
                }
            }
        }
        for o in targets {
            symbol_table::set_visibility(ctx, body.op_mut(o), Visibility::Private);
        }
        Ok(())
    }
}
