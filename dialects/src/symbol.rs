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
        return cached_lookup(ctx, inner, block, name).map(|o| (inner, o));
    }
    None
}

/// A per-thread index of the symbols of the last symbol table looked up (upstream's
/// `SymbolTableCollection` role), so that verifying N calls in a module of N functions is
/// not quadratic. A hit is re-checked against the IR (the op still exists in that block with
/// that name), so a stale index can only cost a rescan, never give a wrong answer.
struct SymbolIndex {
    body: *const Body,
    num_ops: usize,
    names: std::collections::HashMap<Box<[u8]>, OpId>,
}

thread_local! {
    static INDEX: std::cell::RefCell<Option<SymbolIndex>> = const { std::cell::RefCell::new(None) };
}

fn cached_lookup(
    ctx: &Context,
    inner: &Body,
    block: rmlir_ir::body::BlockId,
    name: &str,
) -> Option<OpId> {
    let valid = |o: OpId| {
        inner.contains_op(o)
            && inner.parent_block(o) == Some(block)
            && symbol_name(ctx, inner, o) == Some(name.as_bytes())
    };
    let hit = INDEX.with(|ix| {
        let ix = ix.borrow();
        match &*ix {
            Some(i) if std::ptr::eq(i.body, inner) => i.names.get(name.as_bytes()).copied(),
            _ => None,
        }
    });
    if let Some(o) = hit.filter(|o| valid(*o)) {
        return Some(o);
    }
    // Small tables are scanned; large ones indexed once per body state.
    let n = inner.num_ops();
    if n < 64 {
        return inner
            .block_ops(block)
            .find(|&o| symbol_name(ctx, inner, o) == Some(name.as_bytes()));
    }
    INDEX.with(|ix| {
        let mut ix = ix.borrow_mut();
        let stale = !matches!(&*ix, Some(i) if std::ptr::eq(i.body, inner) && i.num_ops == n);
        if stale {
            let mut names = std::collections::HashMap::new();
            for o in inner.block_ops(block) {
                if let Some(s) = symbol_name(ctx, inner, o) {
                    names.entry(s.into()).or_insert(o);
                }
            }
            *ix = Some(SymbolIndex {
                body: inner,
                num_ops: n,
                names,
            });
        }
        let found = ix
            .as_ref()
            .and_then(|i| i.names.get(name.as_bytes()).copied());
        match found.filter(|o| valid(*o)) {
            Some(o) => Some(o),
            // Not indexed (or renamed since): the scan decides.
            None => inner
                .block_ops(block)
                .find(|&o| symbol_name(ctx, inner, o) == Some(name.as_bytes())),
        }
    })
}
