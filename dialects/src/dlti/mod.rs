//! The `dlti` dialect (data layout and target information) of MLIR 19: the attributes
//! `#dlti.dl_entry<key, value>`, `#dlti.dl_spec<entries>`, `#dlti.target_device_spec<entries>`
//! and `#dlti.target_system_spec<"id" : device, ...>` with upstream's syntax and verifiers, the
//! checks of the `dlti.dl_spec` / `dlti.target_system_spec` discardable attributes
//! (`DLTIDialect::verifyOperationAttribute`, with `verifyDataLayoutSpec` for modules), and the
//! data layout queries ([`layout`]).
//!
//! The attributes are [`AttrKind::Dialect`] symbols built by the dialect's parser (or
//! [`entry_attr`], [`spec_attr`]): their pieces hold the nested types and attributes, so they
//! print as upstream's printers do (`#dlti.dl_entry<index, 32 : i64>`) and aliases inside them
//! work as for any attribute. [`entry`] and [`spec_entries`] read them back.

pub mod layout;

use rmlir_ir::dialect::{AttrSyntax, Dialect, OpInfo};
use rmlir_ir::dialect_symbol::{DialectSymbol, SymbolPiece};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, PResult};
use rmlir_ir::printer::{attr_to_string, type_to_string};
use rmlir_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind};

/// The name of the data layout spec attribute on scope ops (`DLTIDialect::kDataLayoutAttrName`).
pub const DATA_LAYOUT_ATTR: &str = "dlti.dl_spec";
/// `DLTIDialect::kTargetSystemDescAttrName`.
pub const TARGET_SYSTEM_SPEC_ATTR: &str = "dlti.target_system_spec";
pub const ENDIANNESS_KEY: &str = "dlti.endianness";
pub const ALLOCA_MEMORY_SPACE_KEY: &str = "dlti.alloca_memory_space";
pub const PROGRAM_MEMORY_SPACE_KEY: &str = "dlti.program_memory_space";
pub const GLOBAL_MEMORY_SPACE_KEY: &str = "dlti.global_memory_space";
pub const STACK_ALIGNMENT_KEY: &str = "dlti.stack_alignment";

pub struct DltiDialect;
pub static DLTI: DltiDialect = DltiDialect;

impl Dialect for DltiDialect {
    fn namespace(&self) -> &'static str {
        "dlti"
    }
    fn ops(&self) -> Vec<OpInfo> {
        Vec::new()
    }
    fn attr_syntax(&self) -> Option<&'static dyn AttrSyntax> {
        Some(&DltiAttrSyntax)
    }
    fn verify_operation_attribute(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        (name, value): rmlir_ir::attributes::NamedAttr,
    ) -> Result<(), (Diagnostic, bool)> {
        let loc = body.loc(op);
        let at_op = |m: String| (Diagnostic::error(loc, m), true);
        match ctx.ident_str(name) {
            DATA_LAYOUT_ATTR => {
                if !is_spec(ctx, value, "dl_spec") {
                    return Err(at_op(format!(
                        "'{DATA_LAYOUT_ATTR}' is expected to be a #dlti.dl_spec attribute"
                    )));
                }
                // `verifyDataLayoutOp` of modules (here) and of `gpu.module` (upstream: its
                // `DataLayoutOpInterface` verifier).
                let spec = layout::scope_spec(ctx, body.op_name(op), body.attrs(op));
                if let Some(spec) = spec {
                    if let Err(m) = verify_spec(ctx, spec) {
                        return Err((Diagnostic::error(loc, m), false));
                    }
                }
                Ok(())
            }
            TARGET_SYSTEM_SPEC_ATTR => {
                if !is_spec(ctx, value, "target_system_spec") {
                    return Err(at_op(format!(
                        "'{TARGET_SYSTEM_SPEC_ATTR}' is expected to be a \
                         #dlti.target_system_spec attribute"
                    )));
                }
                Ok(())
            }
            n => Err(at_op(format!("attribute '{n}' not supported by dialect"))),
        }
    }
}

/// The key of a data layout entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKey<'a> {
    Type(Type),
    Id(&'a str),
}

fn sym(ctx: &Context, a: Attribute) -> Option<&[SymbolPiece]> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect { sym, .. } if ctx.ident_str(sym.dialect) == "dlti" => Some(&sym.pieces),
        _ => None,
    }
}

fn text(p: &SymbolPiece) -> Option<&str> {
    match p {
        SymbolPiece::Text(t) => Some(t),
        _ => None,
    }
}

/// The key and value of a `#dlti.dl_entry`.
pub fn entry(ctx: &Context, a: Attribute) -> Option<(EntryKey<'_>, Attribute)> {
    match sym(ctx, a)? {
        [SymbolPiece::Text(o), SymbolPiece::Type(t), SymbolPiece::Text(c), SymbolPiece::Attr(v), SymbolPiece::Text(e)]
            if &**o == "dl_entry<" && &**c == ", " && &**e == ">" =>
        {
            Some((EntryKey::Type(*t), *v))
        }
        [SymbolPiece::Text(o), SymbolPiece::Attr(v), SymbolPiece::Text(e)] if &**e == ">" => {
            let key = o.strip_prefix("dl_entry<\"")?.strip_suffix("\", ")?;
            Some((EntryKey::Id(key), *v))
        }
        _ => None,
    }
}

/// Whether `a` is a `#dlti.<mnemonic><...>` list attribute (`dl_spec`, `target_device_spec`,
/// `target_system_spec`).
pub fn is_spec(ctx: &Context, a: Attribute, mnemonic: &str) -> bool {
    sym(ctx, a)
        .and_then(|p| p.first())
        .and_then(text)
        .and_then(|t| t.strip_prefix(mnemonic))
        .is_some_and(|r| r.starts_with('<'))
}

/// The entries of a `#dlti.dl_spec` (or `#dlti.target_device_spec`).
pub fn spec_entries(ctx: &Context, a: Attribute) -> Option<Vec<Attribute>> {
    if !is_spec(ctx, a, "dl_spec") && !is_spec(ctx, a, "target_device_spec") {
        return None;
    }
    Some(
        sym(ctx, a)?
            .iter()
            .filter_map(|p| match p {
                SymbolPiece::Attr(e) => Some(*e),
                _ => None,
            })
            .collect(),
    )
}

fn dlti_attr(ctx: &Context, pieces: Vec<SymbolPiece>) -> Attribute {
    ctx.get_attr(AttrKind::Dialect {
        sym: DialectSymbol {
            dialect: ctx.ident("dlti"),
            pieces: pieces.into(),
        },
        ty: None,
    })
}

/// `#dlti.dl_entry<key, value>`.
pub fn entry_attr(ctx: &Context, key: EntryKey<'_>, value: Attribute) -> Attribute {
    let pieces = match key {
        EntryKey::Type(t) => vec![
            SymbolPiece::Text("dl_entry<".into()),
            SymbolPiece::Type(t),
            SymbolPiece::Text(", ".into()),
            SymbolPiece::Attr(value),
            SymbolPiece::Text(">".into()),
        ],
        // Upstream prints the key between quotes, unescaped.
        EntryKey::Id(k) => vec![
            SymbolPiece::Text(format!("dl_entry<\"{k}\", ").into()),
            SymbolPiece::Attr(value),
            SymbolPiece::Text(">".into()),
        ],
    };
    dlti_attr(ctx, pieces)
}

/// `#dlti.<mnemonic><e1, e2, ...>` for `dl_spec` and `target_device_spec`.
pub fn list_attr(ctx: &Context, mnemonic: &str, entries: &[Attribute]) -> Attribute {
    if entries.is_empty() {
        return dlti_attr(ctx, vec![SymbolPiece::Text(format!("{mnemonic}<>").into())]);
    }
    let mut pieces = vec![SymbolPiece::Text(format!("{mnemonic}<").into())];
    for (i, e) in entries.iter().enumerate() {
        if i > 0 {
            pieces.push(SymbolPiece::Text(", ".into()));
        }
        pieces.push(SymbolPiece::Attr(*e));
    }
    pieces.push(SymbolPiece::Text(">".into()));
    dlti_attr(ctx, pieces)
}

/// `#dlti.dl_spec<entries>`.
pub fn spec_attr(ctx: &Context, entries: &[Attribute]) -> Attribute {
    list_attr(ctx, "dl_spec", entries)
}

/// The dialect's attribute parser (upstream's `DLTIDialect::parseAttribute`).
struct DltiAttrSyntax;

impl AttrSyntax for DltiAttrSyntax {
    fn parse(
        &self,
        p: &mut OpAsmParser<'_, '_>,
        mnemonic_off: usize,
        _ty: Option<Type>,
    ) -> PResult<Attribute> {
        let mnemonic = p.parse_optional_any_keyword().unwrap_or("");
        match mnemonic {
            "dl_entry" => parse_entry(p),
            "dl_spec" => parse_spec(p, mnemonic_off),
            "target_device_spec" => parse_device_spec(p),
            "target_system_spec" => parse_system_spec(p),
            m => p.error_at(
                mnemonic_off,
                format!("unknown attribute `{m}` in dialect `dlti`"),
            ),
        }
    }
}

fn parse_entry(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    let ctx = p.ctx();
    p.expect(Tok::Less, "expected '<'")?;
    let key_off = p.offset();
    let key = if p.at_type_start() {
        KeyOwned::Type(p.parse_type()?)
    } else if let Some(s) = p.parse_optional_string() {
        KeyOwned::Id(s)
    } else {
        return p.error_at(key_off, "expected a type or a quoted string");
    };
    p.expect(Tok::Comma, "expected ','")?;
    let value = p.parse_attribute(None)?;
    p.expect(Tok::Greater, "expected '>'")?;
    Ok(match &key {
        KeyOwned::Type(t) => entry_attr(ctx, EntryKey::Type(*t), value),
        KeyOwned::Id(s) => entry_attr(ctx, EntryKey::Id(s), value),
    })
}

enum KeyOwned {
    Type(Type),
    Id(String),
}

/// A comma-separated list of `#dlti.dl_entry` attributes up to `>` (`allow_empty`: `>` may
/// come first).
fn parse_entry_list(p: &mut OpAsmParser<'_, '_>, allow_empty: bool) -> PResult<Vec<Attribute>> {
    let ctx = p.ctx();
    p.expect(Tok::Less, "expected '<'")?;
    let mut entries = Vec::new();
    if allow_empty && p.consume_if(Tok::Greater) {
        return Ok(entries);
    }
    loop {
        let off = p.offset();
        let a = p.parse_attribute(None)?;
        if entry(ctx, a).is_none() {
            return p.error_at(off, "invalid kind of attribute specified");
        }
        entries.push(a);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::Greater, "expected '>'")?;
    Ok(entries)
}

/// The first repeated key of `entries`, as upstream's message prints it.
fn repeated_key(ctx: &Context, entries: &[Attribute]) -> Option<String> {
    let mut seen: Vec<EntryKey<'_>> = Vec::new();
    for &e in entries {
        let (k, _) = entry(ctx, e)?;
        if seen.contains(&k) {
            return Some(match k {
                EntryKey::Type(t) => format!("'{}'", type_to_string(ctx, t)),
                EntryKey::Id(s) => s.to_string(),
            });
        }
        seen.push(k);
    }
    None
}

fn parse_spec(p: &mut OpAsmParser<'_, '_>, mnemonic_off: usize) -> PResult<Attribute> {
    let ctx = p.ctx();
    let entries = parse_entry_list(p, true)?;
    if let Some(k) = repeated_key(ctx, &entries) {
        return p.error_at(mnemonic_off, format!("repeated layout entry key: {k}"));
    }
    Ok(spec_attr(ctx, &entries))
}

fn parse_device_spec(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    let ctx = p.ctx();
    let start = p.offset();
    let entries = parse_entry_list(p, false)?;
    if let Some(m) = verify_device_spec(ctx, &entries) {
        return p.error_at(start, m);
    }
    Ok(list_attr(ctx, "target_device_spec", &entries))
}

/// `TargetDeviceSpecAttr::verify`: string keys only, each once.
fn verify_device_spec(ctx: &Context, entries: &[Attribute]) -> Option<String> {
    for &e in entries {
        if let Some((EntryKey::Type(t), _)) = entry(ctx, e) {
            return Some(format!(
                "dlti.target_device_spec does not allow type as a key: '{}'",
                type_to_string(ctx, t)
            ));
        }
    }
    repeated_key(ctx, entries).map(|k| format!("repeated layout entry key: {k}"))
}

fn parse_system_spec(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    let ctx = p.ctx();
    let start = p.offset();
    p.expect(Tok::Less, "expected '<'")?;
    let mut devices: Vec<(String, Attribute)> = Vec::new();
    loop {
        let Some(id) = p.parse_optional_string() else {
            return p.error("expected string");
        };
        p.expect(Tok::Colon, "expected ':'")?;
        let off = p.offset();
        let spec = p.parse_attribute(None)?;
        if !is_spec(ctx, spec, "target_device_spec") {
            return p.error_at(off, "invalid kind of attribute specified");
        }
        devices.push((id, spec));
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::Greater, "expected '>'")?;
    for (i, (id, _)) in devices.iter().enumerate() {
        if devices[..i].iter().any(|(d, _)| d == id) {
            let quoted = attr_to_string(ctx, ctx.string_attr(id));
            return p.error_at(
                start,
                format!("repeated Device ID in dlti.target_system_spec: {quoted}"),
            );
        }
    }
    let mut pieces = vec![SymbolPiece::Text("target_system_spec<".into())];
    for (i, (id, spec)) in devices.iter().enumerate() {
        if i > 0 {
            pieces.push(SymbolPiece::Text(", ".into()));
        }
        pieces.push(SymbolPiece::Attr(ctx.string_attr(id)));
        pieces.push(SymbolPiece::Text(" : ".into()));
        pieces.push(SymbolPiece::Attr(*spec));
    }
    pieces.push(SymbolPiece::Text(">".into()));
    Ok(dlti_attr(ctx, pieces))
}

// ---- verification of a spec (`verifyDataLayoutSpec`) --------------------------------------

/// The integer values of a dense integer elements attribute (`DenseIntElementsAttr`) with
/// its element type, zero-extended; splats repeated to the shape's element count.
pub fn dense_int_values(ctx: &Context, a: Attribute) -> Option<(Type, Vec<u64>)> {
    let AttrKind::DenseIntOrFp { ty, data, splat } = ctx.attr_kind(a) else {
        return None;
    };
    let (shape, elem) = match ctx.type_kind(*ty) {
        TypeKind::Vector { shape, elem, .. } => (shape, *elem),
        TypeKind::RankedTensor { shape, elem, .. } => (shape, *elem),
        _ => return None,
    };
    let width = match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    let n: i64 = shape.iter().product();
    let bytes = width.div_ceil(8).max(1) as usize;
    let read = |i: usize| -> u64 {
        let chunk = &data[i * bytes..(i + 1) * bytes];
        let mut v = 0u64;
        for (k, b) in chunk.iter().take(8).enumerate() {
            v |= (*b as u64) << (8 * k);
        }
        if width < 64 {
            v &= (1u64 << width) - 1;
        }
        v
    };
    let values = if *splat {
        vec![read(0); n.max(0) as usize]
    } else {
        (0..n.max(0) as usize).map(read).collect()
    };
    Some((elem, values))
}

/// Upstream's `verifyDataLayoutSpec`: each group of type entries is checked by its type class
/// (builtin integers and floats, `index`, the llvm dialect's pointers and structs), each
/// `dlti.*` identifier entry by the dialect. `Err` is the message (reported at the scope op).
pub fn verify_spec(ctx: &Context, spec: Attribute) -> Result<(), String> {
    let entries = spec_entries(ctx, spec).unwrap_or_default();
    let mut groups: Vec<(layout::TypeClass, Vec<(Type, Attribute)>)> = Vec::new();
    let mut ids: Vec<(&str, Attribute)> = Vec::new();
    for &e in &entries {
        match entry(ctx, e) {
            Some((EntryKey::Type(t), v)) => {
                let class = layout::type_class(ctx, t);
                match groups.iter_mut().find(|g| g.0 == class) {
                    Some(g) => g.1.push((t, v)),
                    None => groups.push((class, vec![(t, v)])),
                }
            }
            Some((EntryKey::Id(k), v)) => ids.push((k, v)),
            None => {}
        }
    }
    for (_, group) in &groups {
        let (sample, _) = group[0];
        match ctx.type_kind(sample) {
            TypeKind::Index => {
                if !matches!(ctx.attr_kind(group[0].1), AttrKind::Integer { .. }) {
                    return Err(format!(
                        "expected integer attribute in the data layout entry for '{}'",
                        type_to_string(ctx, sample)
                    ));
                }
            }
            TypeKind::Integer { .. } | TypeKind::Float(_) => {
                for &(t, v) in group {
                    let e = attr_to_string(ctx, entry_attr(ctx, EntryKey::Type(t), v));
                    let values = match dense_int_values(ctx, v) {
                        Some((elem, values)) if ctx.is_signless_integer(elem, 64) => values,
                        _ => {
                            return Err(format!(
                                "expected a dense i64 elements attribute in the data layout \
                                 entry {e}"
                            ))
                        }
                    };
                    if values.is_empty() || values.len() > 2 {
                        return Err(format!(
                            "expected 1 or 2 elements in the data layout entry {e}"
                        ));
                    }
                    let abi = values[0];
                    let preferred = *values.last().expect("one or two values");
                    if preferred < abi {
                        return Err(format!(
                            "preferred alignment is expected to be greater than or equal to \
                             the abi alignment in data layout entry {e}"
                        ));
                    }
                }
            }
            _ => layout::verify_type_entries(ctx, group)?,
        }
    }
    for (k, v) in ids {
        // Identifiers of other dialects are left to them (upstream asks the dialect's
        // `DataLayoutDialectInterface` when the dialect is loaded).
        if k.split_once('.').map(|(ns, _)| ns) != Some("dlti") {
            continue;
        }
        if k == ENDIANNESS_KEY {
            let ok = matches!(ctx.attr_kind(v), AttrKind::String { value, .. }
                if &**value == b"big" || &**value == b"little");
            if !ok {
                return Err(format!(
                    "'{k}' data layout entry is expected to be either 'big' or 'little'"
                ));
            }
            continue;
        }
        if ![
            ALLOCA_MEMORY_SPACE_KEY,
            PROGRAM_MEMORY_SPACE_KEY,
            GLOBAL_MEMORY_SPACE_KEY,
            STACK_ALIGNMENT_KEY,
        ]
        .contains(&k)
        {
            return Err(format!("unknown data layout entry name: {k}"));
        }
    }
    Ok(())
}
