//! Printing of types, attributes and locations, exactly as upstream's `AsmPrinter`.

use super::Printer;
use crate::apfloat::{format_mlir_float, ApFloat};
use crate::apint::ApInt;
use crate::attributes::{AttrKind, Attribute, Location};
use crate::dialect_symbol::{is_simple_enough_for_pretty_form, DialectSymbol, SymbolPiece};
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};
use std::fmt::Write;

/// Whether the type of a typed attribute may be elided (upstream's `AttrTypeElision`).
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Elision {
    Never,
    May,
    Must,
}

/// `[a-zA-Z_][a-zA-Z0-9_$.]*`: printable without quotes.
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// `"..."` with LLVM's `printEscapedString` escapes.
pub fn write_escaped(out: &mut String, s: &[u8]) {
    out.push('"');
    for &c in s {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
    out.push('"');
}

/// Bytes as upper-case hex digits, two per byte (dense hex literals, resource blobs).
pub fn write_hex_upper(out: &mut String, bytes: &[u8]) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    out.reserve(2 * bytes.len());
    for &b in bytes {
        out.push(DIGITS[(b >> 4) as usize] as char);
        out.push(DIGITS[(b & 15) as usize] as char);
    }
}

/// A name as a bare keyword when possible, else as an escaped string.
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped(out, s.as_bytes());
    }
}

fn write_dims(out: &mut String, shape: &[i64], scalable: &[bool]) {
    for (i, d) in shape.iter().enumerate() {
        let sc = scalable.get(i).copied().unwrap_or(false);
        if sc {
            out.push('[');
        }
        if *d == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{d}");
        }
        if sc {
            out.push(']');
        }
        out.push('x');
    }
}

impl Printer<'_> {
    pub fn print_type(&mut self, t: Type) {
        if let Some(alias) = self.aliases.type_alias(t) {
            self.out.push_str(&alias);
            return;
        }
        self.print_type_impl(t);
    }

    pub(crate) fn print_type_impl(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{p}{width}");
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::Float(s) => self.out.push_str(s.mlir_name()),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type(*e);
                self.out.push('>');
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.out.push_str("vector<");
                write_dims(&mut self.out, shape, scalable);
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.out.push_str("tensor<");
                write_dims(&mut self.out, shape, &[]);
                self.print_type(*elem);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.print_attribute(*e, Elision::Never);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                self.out.push_str("tensor<*x");
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                write_dims(&mut self.out, shape, &[]);
                self.print_type(*elem);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.print_attribute(*l, Elision::May);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute(*m, Elision::May);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.out.push_str("memref<*x");
                self.print_type(*elem);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute(*m, Elision::May);
                }
                self.out.push('>');
            }
            TypeKind::Tuple(elems) => {
                self.out.push_str("tuple<");
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_type(*e);
                }
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                for (i, e) in inputs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_type(*e);
                }
                self.out.push_str(") -> ");
                self.print_function_results(results);
            }
            TypeKind::Dialect(sym) => self.print_dialect_symbol('!', sym),
            TypeKind::Ext { dialect, .. } | TypeKind::Identified { dialect, .. }
                if ctx.type_syntax(ctx.ident_str(*dialect)).is_some() =>
            {
                let ns = ctx.ident_str(*dialect);
                self.out.push('!');
                self.out.push_str(ns);
                self.out.push('.');
                if let Some(syntax) = ctx.type_syntax(ns) {
                    syntax.print(self, t);
                }
            }
            TypeKind::Ext { dialect, kind, .. } => {
                // A dialect type whose dialect is not loaded: not reachable through parsing.
                let _ = write!(self.out, "!{}.<kind {kind}>", ctx.ident_str(*dialect));
            }
            TypeKind::Identified {
                dialect,
                kind,
                name,
            } => {
                let _ = write!(
                    self.out,
                    "!{}.{}<",
                    ctx.ident_str(*dialect),
                    ctx.ident_str(*kind)
                );
                write_escaped(&mut self.out, name.as_bytes());
                self.out.push('>');
            }
        }
    }

    /// A result type list: bare when a single non-function type, else parenthesized.
    pub fn print_function_results(&mut self, results: &[Type]) {
        let wrap = results.len() != 1
            || matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if wrap {
            self.out.push('(');
        }
        for (i, e) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(*e);
        }
        if wrap {
            self.out.push(')');
        }
    }

    fn print_dialect_symbol(&mut self, prefix: char, sym: &DialectSymbol) {
        let mut data = String::new();
        std::mem::swap(&mut data, &mut self.out);
        for p in sym.pieces.iter() {
            match p {
                SymbolPiece::Text(t) => self.out.push_str(t),
                SymbolPiece::Attr(a) => self.print_attribute(*a, Elision::Never),
                SymbolPiece::StrippedAttr(a) => self.print_stripped_attribute(*a),
                SymbolPiece::Type(t) => self.print_type(*t),
            }
        }
        std::mem::swap(&mut data, &mut self.out);
        self.out.push(prefix);
        self.out.push_str(self.ctx.ident_str(sym.dialect));
        if is_simple_enough_for_pretty_form(&data) {
            self.out.push('.');
            self.out.push_str(&data);
        } else {
            self.out.push('<');
            self.out.push_str(&data);
            self.out.push('>');
        }
    }

    /// Prints an attribute, using its alias when it has one.
    /// Upstream's `printStrippedAttrOrType` for a dialect attribute: the alias, else the
    /// attribute without its `#dialect.mnemonic` prefix (in full when it has no body).
    pub fn print_stripped_attribute(&mut self, a: Attribute) {
        if let Some(alias) = self.aliases.attr_alias(a) {
            self.out.push_str(&alias);
            return;
        }
        let mut full = String::new();
        std::mem::swap(&mut full, &mut self.out);
        self.print_attribute_impl(a, Elision::Never);
        std::mem::swap(&mut full, &mut self.out);
        match full.find('<') {
            Some(i) if full.starts_with('#') && full.ends_with('>') => {
                self.out.push_str(&full[i..])
            }
            _ => self.out.push_str(&full),
        }
    }

    pub fn print_attribute(&mut self, a: Attribute, elision: Elision) {
        if let Some(alias) = self.aliases.attr_alias(a) {
            self.out.push_str(&alias);
            return;
        }
        self.print_attribute_impl(a, elision);
    }

    pub(crate) fn print_attribute_impl(&mut self, a: Attribute, elision: Elision) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Integer { ty, value } => {
                if ctx.is_signless_integer(*ty, 1) {
                    self.out
                        .push_str(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                let unsigned = matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    }
                );
                self.out.push_str(&value.to_string_radix10(!unsigned));
                if elision == Elision::May && ctx.is_signless_integer(*ty, 64) {
                    return;
                }
                self.print_attr_type_suffix(*ty, elision);
            }
            AttrKind::Float { ty, bits } => {
                let TypeKind::Float(sem) = ctx.type_kind(*ty) else {
                    return;
                };
                let (s, hex) = format_mlir_float(&ApFloat::from_bits(*sem, *bits));
                self.out.push_str(&s);
                if elision == Elision::May
                    && matches!(sem, crate::apfloat::FloatSemantics::IEEEdouble)
                    && !hex
                {
                    return;
                }
                self.print_attr_type_suffix(*ty, elision);
            }
            AttrKind::String { value, ty } => {
                write_escaped(&mut self.out, value);
                self.print_attr_type_suffix(*ty, elision);
            }
            AttrKind::Array(elems) => {
                self.out.push('[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attribute(*e, Elision::May);
                }
                self.out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                self.out.push('{');
                self.print_named_attrs(entries);
                self.out.push('}');
            }
            AttrKind::Type(t) => self.print_type(*t),
            AttrKind::SymbolRef { root, nested } => {
                self.out.push('@');
                write_keyword_or_string(&mut self.out, ctx.ident_str(*root));
                for n in nested.iter() {
                    self.out.push_str("::@");
                    write_keyword_or_string(&mut self.out, ctx.ident_str(*n));
                }
            }
            AttrKind::DenseIntOrFp { ty, splat, .. } | AttrKind::DenseString { ty, splat, .. } => {
                let num: i64 = ctx
                    .shaped_parts(*ty)
                    .map(|(s, _)| s.iter().product())
                    .unwrap_or(0);
                // Splats are never elided (upstream `shouldElideElementsAttr`).
                if !*splat
                    && self
                        .flags
                        .elide_elements_if_larger
                        .is_some_and(|n| num as u64 > n)
                {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    self.print_dense_elements(a, true);
                    self.out.push('>');
                }
                self.print_attr_type_suffix(*ty, elision);
            }
            AttrKind::DenseResource { ty, resource } => {
                self.out.push_str("dense_resource<");
                write_keyword_or_string(&mut self.out, &ctx.resource_name(*resource));
                self.out.push('>');
                self.used_resources.insert(*resource);
                self.print_attr_type_suffix(*ty, elision);
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => {
                self.out.push_str("sparse<");
                let num = match ctx.attr_kind(*indices) {
                    AttrKind::DenseIntOrFp { ty, .. } => ctx
                        .shaped_parts(*ty)
                        .map(|(s, _)| s.iter().product::<i64>())
                        .unwrap_or(0),
                    _ => 0,
                };
                if num != 0 {
                    self.print_dense_elements(*indices, false);
                    self.out.push_str(", ");
                    self.print_dense_elements(*values, true);
                }
                self.out.push('>');
                self.print_attr_type_suffix(*ty, elision);
            }
            AttrKind::DenseArray { elem, len, data } => {
                self.out.push_str("array<");
                self.print_type(*elem);
                if *len > 0 {
                    self.out.push_str(": ");
                }
                let bytes = if *len > 0 { data.len() / len } else { 0 };
                for i in 0..*len {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_element(*elem, &data[i * bytes..(i + 1) * bytes]);
                }
                self.out.push('>');
            }
            AttrKind::AffineMap(m) => {
                let _ = write!(self.out, "affine_map<{m}>");
            }
            AttrKind::IntegerSet(s) => {
                let _ = write!(self.out, "affine_set<{s}>");
            }
            AttrKind::Strided { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    if *s == DYNAMIC {
                        self.out.push('?');
                    } else {
                        let _ = write!(self.out, "{s}");
                    }
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    if *offset == DYNAMIC {
                        self.out.push('?');
                    } else {
                        let _ = write!(self.out, "{offset}");
                    }
                }
                self.out.push('>');
            }
            AttrKind::Distinct { referenced, .. } => {
                let next = self.distinct_ids.len();
                let id = *self.distinct_ids.entry(a).or_insert(next);
                let _ = write!(self.out, "distinct[{id}]<");
                if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) {
                    self.print_attribute(*referenced, Elision::Never);
                }
                self.out.push('>');
            }
            AttrKind::Dialect { sym, ty } => {
                self.print_dialect_symbol('#', sym);
                if let Some(t) = ty {
                    if elision != Elision::Must {
                        self.out.push_str(" : ");
                        self.print_type(*t);
                    }
                }
            }
            AttrKind::UnknownLoc
            | AttrKind::FileLineColLoc { .. }
            | AttrKind::NameLoc { .. }
            | AttrKind::CallSiteLoc { .. }
            | AttrKind::FusedLoc { .. } => self.print_location(Location(a), false),
        }
    }

    fn print_attr_type_suffix(&mut self, ty: Type, elision: Elision) {
        if elision != Elision::Must && !matches!(self.ctx.type_kind(ty), TypeKind::None) {
            self.out.push_str(" : ");
            self.print_type(ty);
        }
    }

    /// `a = 1 : i64, b` (unit attributes print only their name).
    pub fn print_named_attrs(&mut self, entries: &[(crate::context::Ident, Attribute)]) {
        for (i, (n, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write_keyword_or_string(&mut self.out, self.ctx.ident_str(*n));
            if !matches!(self.ctx.attr_kind(*v), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.print_attribute(*v, Elision::Never);
            }
        }
    }

    /// One scalar (or complex) element stored in `bytes`.
    pub(crate) fn print_element(&mut self, elem: Type, bytes: &[u8]) {
        let ctx = self.ctx;
        match ctx.type_kind(elem) {
            TypeKind::Float(sem) => {
                let mut b = [0u8; 16];
                b[..bytes.len()].copy_from_slice(bytes);
                let (s, _) = format_mlir_float(&ApFloat::from_bits(*sem, u128::from_le_bytes(b)));
                self.out.push_str(&s);
            }
            TypeKind::Complex(inner) => {
                let half = bytes.len() / 2;
                self.out.push('(');
                self.print_element(*inner, &bytes[..half]);
                self.out.push(',');
                self.print_element(*inner, &bytes[half..]);
                self.out.push(')');
            }
            TypeKind::Integer { width, signedness } => {
                let v = ApInt::from_le_bytes(*width, bytes);
                if *width == 1 && *signedness == Signedness::Signless {
                    self.out
                        .push_str(if v.is_zero() { "false" } else { "true" });
                } else {
                    self.out
                        .push_str(&v.to_string_radix10(*signedness != Signedness::Unsigned));
                }
            }
            TypeKind::Index => self
                .out
                .push_str(&ApInt::from_le_bytes(64, bytes).to_string_radix10(true)),
            _ => {}
        }
    }

    /// The contents of `dense<...>` (without the keyword and type).
    pub(crate) fn print_dense_elements(&mut self, a: Attribute, allow_hex: bool) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::DenseString { ty, values, splat } => {
                let shape: Vec<i64> = ctx
                    .shaped_parts(*ty)
                    .map(|(s, _)| s.to_vec())
                    .unwrap_or_default();
                let values = values.clone();
                self.print_shaped(*splat, &shape, |p, i| write_escaped(&mut p.out, &values[i]));
            }
            AttrKind::DenseIntOrFp { ty, data, splat } => {
                let (shape, elem) = match ctx.shaped_parts(*ty) {
                    Some((s, e)) => (s.to_vec(), e),
                    None => return,
                };
                let num: i64 = shape.iter().product();
                if allow_hex && !*splat && self.flags.hex_threshold.is_some_and(|t| num > t) {
                    self.out.push_str("\"0x");
                    if ctx.is_signless_integer(elem, 1) {
                        let mut packed = vec![0u8; (num as usize).div_ceil(8)];
                        for (i, b) in data.iter().enumerate() {
                            if *b != 0 {
                                packed[i / 8] |= 1 << (i % 8);
                            }
                        }
                        write_hex_upper(&mut self.out, &packed);
                    } else {
                        write_hex_upper(&mut self.out, data);
                    }
                    self.out.push('"');
                    return;
                }
                let ebytes = crate::parser::elem_storage_bytes(ctx, elem);
                let data = data.clone();
                self.print_shaped(*splat, &shape, |p, i| {
                    p.print_element(elem, &data[i * ebytes..(i + 1) * ebytes])
                });
            }
            _ => {}
        }
    }

    fn print_shaped(&mut self, splat: bool, shape: &[i64], mut elem: impl FnMut(&mut Self, usize)) {
        if splat {
            elem(self, 0);
            return;
        }
        let num: i64 = shape.iter().product();
        if num == 0 {
            return;
        }
        let rank = shape.len();
        if rank == 0 {
            elem(self, 0);
            return;
        }
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..num as usize {
            if idx != 0 {
                self.out.push_str(", ");
            }
            while open < rank {
                self.out.push('[');
                open += 1;
            }
            elem(self, idx);
            counter[rank - 1] += 1;
            for i in (1..rank).rev() {
                if counter[i] >= shape[i] {
                    counter[i] = 0;
                    counter[i - 1] += 1;
                    open -= 1;
                    self.out.push(']');
                }
            }
        }
        while open > 0 {
            self.out.push(']');
            open -= 1;
        }
    }

    /// `loc(...)`; with `allow_alias`, `loc(#alias)` when the location has one. Under
    /// `--mlir-pretty-debuginfo`, upstream's pretty form, with no `loc(...)` around it.
    pub fn print_location(&mut self, l: Location, allow_alias: bool) {
        if self.flags.pretty_debug_info {
            return self.print_location_internal(l, true, true);
        }
        self.out.push_str("loc(");
        match self.aliases.attr_alias(l.0).filter(|_| allow_alias) {
            Some(alias) => self.out.push_str(&alias),
            None => self.print_location_internal(l, false, true),
        }
        self.out.push(')');
    }

    fn print_location_internal(&mut self, l: Location, pretty: bool, top: bool) {
        let ctx = self.ctx;
        if !top {
            if let Some(alias) = self.aliases.attr_alias(l.0) {
                self.out.push_str(&alias);
                return;
            }
        }
        match ctx.attr_kind(l.0) {
            AttrKind::UnknownLoc => self
                .out
                .push_str(if pretty { "[unknown]" } else { "unknown" }),
            AttrKind::FileLineColLoc { file, line, col } => {
                let file = ctx.ident_str(*file);
                if pretty {
                    self.out.push_str(file);
                } else {
                    write_escaped(&mut self.out, file.as_bytes());
                }
                let _ = write!(self.out, ":{line}:{col}");
            }
            AttrKind::NameLoc { name, child } => {
                write_escaped(&mut self.out, ctx.ident_str(*name).as_bytes());
                if !matches!(ctx.attr_kind(child.0), AttrKind::UnknownLoc) {
                    self.out.push('(');
                    self.print_location_internal(*child, pretty, false);
                    self.out.push(')');
                }
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                if !pretty {
                    self.out.push_str("callsite(");
                }
                self.print_location_internal(*callee, pretty, false);
                // Pretty: a named callee called from a file location stays on the line;
                // every other call site starts a new line.
                let same_line = !pretty
                    || (matches!(ctx.attr_kind(callee.0), AttrKind::NameLoc { .. })
                        && matches!(ctx.attr_kind(caller.0), AttrKind::FileLineColLoc { .. }));
                self.out.push_str(if same_line { " at " } else { "\n at " });
                self.print_location_internal(*caller, pretty, false);
                if !pretty {
                    self.out.push(')');
                }
            }
            AttrKind::FusedLoc { locs, metadata } => {
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attribute(*m, Elision::Never);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, x) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_location_internal(*x, pretty, false);
                }
                self.out.push(']');
            }
            _ => {}
        }
    }
}
