//! Symbols and symbol tables, as upstream's `SymbolTable` utilities.
//!
//! A symbol is an op with the [`Traits::SYMBOL`] trait and a `sym_name`; a symbol table is an
//! op with [`Traits::SYMBOL_TABLE`] whose first region's block holds its symbols. Symbol
//! tables are usually isolated, so the symbols of a nested table live in another [`Body`]:
//! everything here is addressed by a body and an op id in it, and references between bodies
//! are resolved by name, never by id.

use crate::attributes::{AttrKind, Attribute};
use crate::body::{Body, OpData, OpId, RegionId};
use crate::context::{Context, Ident};
use crate::dialect::{OperationName, Traits};
use crate::dialect_symbol::SymbolPiece;

/// A symbol's visibility (`sym_visibility`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Visibility {
    Public,
    Private,
    Nested,
}

/// The attribute `name` of an op: its property slot if the op declares one by that name,
/// otherwise its discardable attribute.
pub fn op_attr(ctx: &Context, data: &OpData, name: &str) -> Option<Attribute> {
    if let Some(i) = ctx.op_info(data.name).and_then(|i| i.prop_index(name)) {
        return data.props.get(i).copied().flatten();
    }
    let id = ctx.ident(name);
    data.attrs().iter().find(|a| a.0 == id).map(|a| a.1)
}

/// Sets (or with `None` removes) the attribute `name` of an op, in its property slot if it has
/// one, otherwise among its discardable attributes (kept sorted).
pub fn set_op_attr(ctx: &Context, data: &mut OpData, name: &str, value: Option<Attribute>) {
    if let Some(i) = ctx.op_info(data.name).and_then(|i| i.prop_index(name)) {
        if data.props.len() <= i {
            data.props.resize(i + 1, None);
        }
        data.props[i] = value;
        return;
    }
    let id = ctx.ident(name);
    let attrs = data.attrs_mut();
    let pos = attrs.binary_search_by(|a| ctx.ident_str(a.0).cmp(name));
    match (pos, value) {
        (Ok(i), Some(v)) => attrs[i].1 = v,
        (Ok(i), None) => {
            attrs.remove(i);
        }
        (Err(i), Some(v)) => attrs.insert(i, (id, v)),
        (Err(_), None) => {}
    }
}

/// Whether the op is a symbol table (`OpTrait::SymbolTable`).
pub fn is_symbol_table(ctx: &Context, name: OperationName) -> bool {
    ctx.op_traits(name).has(Traits::SYMBOL_TABLE)
}

/// The symbol name of an op implementing the symbol interface, if it has one. Unregistered ops
/// are never symbols (as upstream); an optional symbol (`builtin.module`) without a name is not
/// a symbol either.
pub fn symbol_name<'c>(ctx: &'c Context, data: &OpData) -> Option<&'c [u8]> {
    if !ctx.op_traits(data.name).has(Traits::SYMBOL) {
        return None;
    }
    op_attr(ctx, data, "sym_name").and_then(|a| ctx.attr_str(a))
}

/// Whether the op is a symbol (see [`symbol_name`]).
pub fn is_symbol(ctx: &Context, data: &OpData) -> bool {
    symbol_name(ctx, data).is_some()
}

/// The visibility of a symbol (public when `sym_visibility` is absent).
pub fn visibility(ctx: &Context, data: &OpData) -> Visibility {
    match op_attr(ctx, data, "sym_visibility").and_then(|a| ctx.attr_str(a)) {
        Some(b"private") => Visibility::Private,
        Some(b"nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Sets a symbol's visibility (`public` removes the attribute, as upstream).
pub fn set_visibility(ctx: &Context, data: &mut OpData, v: Visibility) {
    let value = match v {
        Visibility::Public => None,
        Visibility::Private => Some(ctx.string_attr("private")),
        Visibility::Nested => Some(ctx.string_attr("nested")),
    };
    set_op_attr(ctx, data, "sym_visibility", value);
}

/// Upstream's `isPotentiallyUnknownSymbolTable`: an op with regions whose dialect is not
/// loaded might define a symbol table, so symbol uses below it cannot be computed.
pub fn is_potentially_unknown_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    if body.num_regions(op) == 0 {
        return false;
    }
    let name = ctx.op_name_str(body.op_name(op));
    let ns = name.split_once('.').map(|(d, _)| d).unwrap_or(name);
    !ctx.is_dialect_loaded(ns)
}

/// A symbol reference: `@root::@n1::@n2`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymbolRef {
    pub root: Ident,
    pub nested: Vec<Ident>,
}

/// Calls `f` on every symbol reference nested (at any depth) in `attr`. Iterative.
pub fn walk_symbol_refs_in_attr(ctx: &Context, attr: Attribute, f: &mut dyn FnMut(SymbolRef)) {
    let mut stack = vec![attr];
    while let Some(a) = stack.pop() {
        match ctx.attr_kind(a) {
            AttrKind::SymbolRef { root, nested } => f(SymbolRef {
                root: *root,
                nested: nested.to_vec(),
            }),
            AttrKind::Array(elems) => stack.extend(elems.iter().rev()),
            AttrKind::Dictionary(entries) => stack.extend(entries.iter().rev().map(|e| e.1)),
            AttrKind::Distinct { referenced, .. } => stack.push(*referenced),
            AttrKind::Sparse {
                indices, values, ..
            } => {
                stack.push(*values);
                stack.push(*indices);
            }
            AttrKind::Dialect { sym, .. } => {
                for p in sym.pieces.iter().rev() {
                    if let SymbolPiece::Attr(x) | SymbolPiece::StrippedAttr(x) = p {
                        stack.push(*x);
                    }
                }
            }
            _ => {}
        }
    }
}

/// The symbol references held directly by an op's properties and attributes (not nested ops).
pub fn op_symbol_refs(ctx: &Context, data: &OpData) -> Vec<SymbolRef> {
    let mut out = Vec::new();
    for a in data.props.iter().flatten() {
        walk_symbol_refs_in_attr(ctx, *a, &mut |r| out.push(r));
    }
    for (_, a) in data.attrs() {
        walk_symbol_refs_in_attr(ctx, *a, &mut |r| out.push(r));
    }
    out
}

/// Upstream's `SymbolTable::getSymbolUses(op)`: the uses held by `op` and by the ops nested in
/// it, not looking into nested symbol tables (they open a new scope). `Err` names the first
/// potentially unknown symbol table met (the body it lives in and its id).
pub fn symbol_uses<'b>(
    ctx: &Context,
    body: &'b Body,
    op: OpId,
) -> Result<Vec<SymbolRef>, (&'b Body, OpId)> {
    if is_potentially_unknown_symbol_table(ctx, body, op) {
        return Err((body, op));
    }
    let mut out = op_symbol_refs(ctx, body.op(op));
    if is_symbol_table(ctx, body.op_name(op)) {
        return Ok(out);
    }
    let mut regions: Vec<(&Body, RegionId)> = Vec::new();
    let (rb, rs) = body.op_regions(op);
    regions.extend(rs.iter().rev().map(|r| (rb, *r)));
    while let Some((b, r)) = regions.pop() {
        let mut nested: Vec<(&Body, RegionId)> = Vec::new();
        for blk in b.region_blocks(r) {
            for o in b.block_ops(blk) {
                if is_potentially_unknown_symbol_table(ctx, b, o) {
                    return Err((b, o));
                }
                out.extend(op_symbol_refs(ctx, b.op(o)));
                if !is_symbol_table(ctx, b.op_name(o)) {
                    let (ob, ors) = b.op_regions(o);
                    nested.extend(ors.iter().map(|x| (ob, *x)));
                }
            }
        }
        regions.extend(nested.into_iter().rev());
    }
    Ok(out)
}

/// Finds the symbol named `name` directly in the symbol table whose first region is `region`
/// of `body`.
pub fn lookup_symbol(ctx: &Context, body: &Body, region: RegionId, name: &[u8]) -> Option<OpId> {
    for blk in body.region_blocks(region) {
        for o in body.block_ops(blk) {
            if symbol_name(ctx, body.op(o)) == Some(name) {
                return Some(o);
            }
        }
    }
    None
}

/// The symbol table scope of a symbol-table op: the body holding its regions and its first
/// region (`None` if it has no region).
pub fn table_scope(body: &Body, op: OpId) -> Option<(&Body, RegionId)> {
    let (b, rs) = body.op_regions(op);
    rs.first().map(|r| (b, *r))
}

/// Resolves a (possibly nested) reference in the scope `(body, region)`, returning every
/// symbol on the path (`@a::@b` yields `a` then `b`), as upstream's
/// `SymbolTable::lookupSymbolIn(op, ref, symbols)`. `None` if any step is missing.
pub fn lookup_path<'b>(
    ctx: &Context,
    body: &'b Body,
    region: RegionId,
    r: &SymbolRef,
) -> Option<Vec<(&'b Body, OpId)>> {
    let mut out = Vec::new();
    let mut scope = (body, region);
    let names = std::iter::once(r.root).chain(r.nested.iter().copied());
    let n = 1 + r.nested.len();
    for (i, name) in names.enumerate() {
        let found = lookup_symbol(ctx, scope.0, scope.1, ctx.ident_str(name).as_bytes())?;
        out.push((scope.0, found));
        if i + 1 < n {
            if !is_symbol_table(ctx, scope.0.op_name(found)) {
                return None;
            }
            scope = table_scope(scope.0, found)?;
        }
    }
    Some(out)
}

/// Looks up `@a::@b` from the symbol table `(body, region)` and returns the final symbol.
pub fn lookup_nested<'b>(
    ctx: &Context,
    body: &'b Body,
    region: RegionId,
    r: &SymbolRef,
) -> Option<(&'b Body, OpId)> {
    lookup_path(ctx, body, region, r).and_then(|v| v.last().copied())
}

/// Whether any op nested in `(body, region)` (at any depth, within this symbol table's scope)
/// references the symbol `name` of that table. `Err` on a potentially unknown symbol table.
pub fn symbol_is_used<'b>(
    ctx: &Context,
    body: &'b Body,
    region: RegionId,
    name: &[u8],
) -> Result<bool, (&'b Body, OpId)> {
    for blk in body.region_blocks(region) {
        for o in body.block_ops(blk) {
            for u in symbol_uses(ctx, body, o)? {
                if ctx.ident_str(u.root).as_bytes() == name {
                    return Ok(true);
                }
            }
        }
    }
    Ok(false)
}
