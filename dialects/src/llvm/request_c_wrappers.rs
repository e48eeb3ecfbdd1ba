//! `llvm-request-c-wrappers` (upstream's `LLVMRequestCWrappersPass`): every `func.func`
//! gets the unit attribute `llvm.emit_c_interface`, so that the conversion to the LLVM
//! dialect emits its `_mlir_ciface_` wrapper.

use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};

const DESCRIPTION: &str = "Request C wrapper emission for all functions";
const ATTR: &str = "llvm.emit_c_interface";

pub struct RequestCWrappers {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "llvm-request-c-wrappers",
        description: DESCRIPTION,
        create: || {
            Box::new(RequestCWrappers {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for RequestCWrappers {
    fn name(&self) -> &'static str {
        "LLVMRequestCWrappersPass"
    }
    fn argument(&self) -> &'static str {
        "llvm-request-c-wrappers"
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
        let name = ctx.ident(ATTR);
        let attrs = op.data.attrs_mut();
        match attrs.binary_search_by(|a| ctx.ident_str(a.0).cmp(ATTR)) {
            Ok(i) => attrs[i].1 = ctx.unit_attr(),
            Err(i) => attrs.insert(i, (name, ctx.unit_attr())),
        }
        Ok(())
    }
}
