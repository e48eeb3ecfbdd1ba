//! Upstream's `CallOpInterface` and `CallableOpInterface`: calls name their callee (a
//! symbol or an SSA value) and pass some operands as arguments; callables expose the
//! region that is called and their signature. [`resolve_callable`] finds a call's callee
//! through the symbol tables enclosing the call.

use crate::attributes::{AttrKind, Attribute};
use crate::body::{Body, OpId, RegionId, ValueId};
use crate::context::Context;
use crate::symbol_table::{is_symbol_table, lookup_nested, table_scope, SymbolRef};
use crate::types::Type;
use std::ops::Range;

/// What a call calls (upstream's `CallInterfaceCallable`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol reference attribute (`@f`, `@m::@f`).
    Symbol(Attribute),
    /// An SSA value of function type (`func.call_indirect`).
    Value(ValueId),
}

/// Upstream's `CallOpInterface`.
#[derive(Copy, Clone)]
pub struct CallOpInterface {
    /// `getCallableForCallee` (`None` when the op lacks its callee attribute).
    pub callee: fn(&Context, &Body, OpId) -> Option<Callee>,
    /// `getArgOperands`, as a range of the op's operands.
    pub arg_operands: fn(&Context, &Body, OpId) -> Range<usize>,
}

/// Upstream's `CallableOpInterface`.
#[derive(Copy, Clone)]
pub struct CallableOpInterface {
    /// `getCallableRegion`: the region called (`None` for an external declaration). It
    /// lives in `body.op_regions(op).0` (the op's own body when it is isolated).
    pub callable_region: fn(&Context, &Body, OpId) -> Option<RegionId>,
    /// `getArgumentTypes`.
    pub argument_types: fn(&Context, &Body, OpId) -> Vec<Type>,
    /// `getResultTypes`.
    pub result_types: fn(&Context, &Body, OpId) -> Vec<Type>,
}

pub fn call_interface(ctx: &Context, body: &Body, op: OpId) -> Option<CallOpInterface> {
    super::of(ctx, body, op).and_then(|i| i.call)
}

pub fn callable_interface(ctx: &Context, body: &Body, op: OpId) -> Option<CallableOpInterface> {
    super::of(ctx, body, op).and_then(|i| i.callable)
}

/// The callee of a call op.
pub fn callee(ctx: &Context, body: &Body, op: OpId) -> Option<Callee> {
    call_interface(ctx, body, op).and_then(|i| (i.callee)(ctx, body, op))
}

/// The argument operands of a call op.
pub fn arg_operands(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    call_interface(ctx, body, op)
        .map(|i| (i.arg_operands)(ctx, body, op))
        .unwrap_or(0..0)
        .map(|k| body.operand(op, k))
        .collect()
}

/// Upstream's `CallOpInterface::resolveCallable`: the callable op a call's symbol refers
/// to, looked up from the nearest symbol table enclosing the call
/// (`SymbolTable::lookupNearestSymbolFrom`). The call lives in `body`; `ancestors` are the
/// isolated ops enclosing that body, outermost first, each with the body holding it (as
/// `OpInfo::verify_symbol_uses` receives them). `None` for an indirect call, an unresolved
/// symbol, or a symbol that is not a callable.
pub fn resolve_callable<'b>(
    ctx: &Context,
    ancestors: &[(&'b Body, OpId)],
    body: &Body,
    op: OpId,
) -> Option<(&'b Body, OpId)> {
    let Some(Callee::Symbol(sym)) = callee(ctx, body, op) else {
        return None;
    };
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
        return None;
    };
    let r = SymbolRef {
        root: *root,
        nested: nested.to_vec(),
    };
    // The call's non-isolated ancestors are not symbol tables of interest here (symbol
    // tables are isolated in the dialects rmlir defines), so the nearest table is the
    // innermost isolated ancestor that is one.
    let (tb, t) = ancestors
        .iter()
        .rev()
        .find(|(b, o)| is_symbol_table(ctx, b.op_name(*o)))?;
    let (sb, region) = table_scope(tb, *t)?;
    let found = lookup_nested(ctx, sb, region, &r)?;
    callable_interface(ctx, found.0, found.1).map(|_| found)
}
