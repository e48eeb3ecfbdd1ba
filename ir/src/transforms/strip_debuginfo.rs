//! `strip-debuginfo`: replaces every op and block-argument location with `loc(unknown)`.

use crate::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};

pub struct StripDebugInfo {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "strip-debuginfo",
        description: "Strip debug info from all operations",
        create: || {
            Box::new(StripDebugInfo {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for StripDebugInfo {
    fn name(&self) -> &'static str {
        "StripDebugInfo"
    }
    fn argument(&self) -> &'static str {
        "strip-debuginfo"
    }
    fn description(&self) -> &'static str {
        "Strip debug info from all operations"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let unknown = cx.ctx.unknown_loc();
        op.data.loc = unknown;
        if let Some(body) = op.body_mut() {
            super::for_each_body_mut(body, |b| b.set_all_locations(unknown));
        }
        Ok(())
    }
}
