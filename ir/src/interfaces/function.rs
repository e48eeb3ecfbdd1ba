//! Upstream's `FunctionOpInterface`: a symbol with a function type, argument and result
//! attributes, and one region (empty for a declaration). Its verifier (`verifyTrait`:
//! entry block arguments against the type, attribute arrays, ...) is part of each
//! function op's own verifier (`func.func`: `rmlir_dialects::func::verify_func`).

use crate::attributes::Attribute;
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::types::{Type, TypeKind};

/// Upstream's `FunctionOpInterface`.
#[derive(Copy, Clone)]
pub struct FunctionOpInterface {
    /// `getFunctionType` (a `TypeKind::Function`).
    pub function_type: fn(&Context, &Body, OpId) -> Option<Type>,
    /// `getArgAttrsAttr`: an array of dictionaries, one per argument, if any.
    pub arg_attrs: fn(&Context, &Body, OpId) -> Option<Attribute>,
    /// `getResAttrsAttr`.
    pub res_attrs: fn(&Context, &Body, OpId) -> Option<Attribute>,
}

pub fn interface(ctx: &Context, body: &Body, op: OpId) -> Option<FunctionOpInterface> {
    super::of(ctx, body, op).and_then(|i| i.function)
}

/// `getFunctionType`.
pub fn function_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    interface(ctx, body, op).and_then(|i| (i.function_type)(ctx, body, op))
}

/// `getArgumentTypes` (from the function type).
pub fn argument_types(ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
    match function_type(ctx, body, op).map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Function { inputs, .. }) => inputs.to_vec(),
        _ => Vec::new(),
    }
}

/// `getResultTypes` (from the function type).
pub fn result_types(ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
    match function_type(ctx, body, op).map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Function { results, .. }) => results.to_vec(),
        _ => Vec::new(),
    }
}

/// `isExternal`: the body region is empty.
pub fn is_external(body: &Body, op: OpId) -> bool {
    let (rb, rs) = body.op_regions(op);
    match rs.first() {
        Some(r) => rb.region_is_empty(*r),
        None => true,
    }
}
