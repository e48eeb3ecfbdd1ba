//! Upstream's `OpAsmOpInterface`: names for an op's results (`%c0`, `%cst`) and its
//! regions' entry-block arguments in the custom form. Result names are the existing
//! `OpInfo::result_names` hook (`getAsmResultNames`), which the printer's value numbering
//! calls; every op with that hook has this interface. `block_arg_names`
//! (`getAsmBlockArgumentNames`) is declared for ops that want it; no op of the dialects
//! rmlir defines names its block arguments upstream.

use crate::body::{Body, OpId, RegionId, ValueId};
use crate::context::Context;
use crate::dialect::ResultNamesFn;

/// Calls `set_name(argument, name)` for entry-block arguments of region `region` of `op`.
pub type BlockArgNamesFn = fn(&Context, &Body, OpId, RegionId, &mut dyn FnMut(ValueId, &str));

/// Upstream's `OpAsmOpInterface`.
#[derive(Copy, Clone)]
pub struct OpAsmOpInterface {
    /// `getAsmResultNames` (the same function as `OpInfo::result_names`).
    pub result_names: Option<ResultNamesFn>,
    /// `getAsmBlockArgumentNames`.
    pub block_arg_names: Option<BlockArgNamesFn>,
}

/// The result name hints of `op`, as `(result index, name)`.
pub fn result_names(ctx: &Context, body: &Body, op: OpId) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let Some(info) = ctx.op_info(body.op_name(op)) else {
        return out;
    };
    let f = info
        .result_names
        .or_else(|| info.interfaces.op_asm.and_then(|i| i.result_names));
    if let Some(f) = f {
        f(ctx, body, op, &mut |i, n| out.push((i, n.to_string())));
    }
    out
}
