//! A minimal, private symbol lookup for symbol-use verification: finds `@name` in the
//! nearest enclosing symbol table, across the body split (symbols are found by name).

use rmlir_ir::dialect::Traits;
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId};

/// The `sym_name` of an op (a property when registered, else an attribute).
pub(crate) fn symbol_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c [u8]> {
    let data = body.op(op);
    let attr = match ctx.op_info(data.name) {
        Some(info) => info
            .prop_index("sym_name")
            .and_then(|i| data.props.get(i).copied().flatten()),
        None => None,
    }
    .or_else(|| body.attr(op, ctx.ident("sym_name")))?;
    ctx.attr_str(attr)
}

/// The root of a flat symbol reference (`@name`), if `a` is one.
pub(crate) fn flat_symbol(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.ident_str(*root)),
        _ => None,
    }
}

/// Looks `name` up in the nearest symbol table enclosing the op whose isolated ancestors
/// are `ancestors` (outermost first, each with the body holding it). Returns the symbol's
/// holding body and id.
pub(crate) fn lookup_nearest<'b>(
    ctx: &Context,
    ancestors: &[(&'b Body, OpId)],
    name: &str,
) -> Option<(&'b Body, OpId)> {
    for &(holder, op) in ancestors.iter().rev() {
        if !ctx.op_traits(holder.op_name(op)).has(Traits::SYMBOL_TABLE) {
            continue;
        }
        // The nearest symbol table decides: symbols are the ops of its single block.
        let inner = holder.isolated_body(op)?;
        let region = *inner.root_regions().first()?;
        let block = inner.entry_block(region)?;
        return inner
            .block_ops(block)
            .find(|&o| symbol_name(ctx, inner, o) == Some(name.as_bytes()))
            .map(|o| (inner, o));
    }
    None
}
