//! Type syntax: builtin types, aliases and dialect types.

use super::lexer::Tok;
use super::{PResult, Parser};
use crate::apfloat::FloatSemantics;
use crate::attributes::{AttrKind, Attribute};
use crate::dialect_symbol::{DialectSymbol, SymbolPiece};
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};

/// Upstream's limit on integer widths (`IntegerType::kMaxWidth`).
pub const MAX_INT_WIDTH: u64 = (1 << 24) - 1;

impl<'a> Parser<'a> {
    /// `type` (including function types).
    pub fn parse_type(&mut self) -> PResult<Type> {
        if self.at(Tok::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    pub(crate) fn parse_function_type(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(Tok::Arrow, "expected '->' in function type")?;
        let results = if self.at(Tok::LParen) {
            self.parse_type_list_parens()?
        } else {
            vec![self.parse_non_function_type()?]
        };
        Ok(self.ctx.function_type(&inputs, &results))
    }

    /// `( type, ... )`, possibly empty.
    pub(crate) fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::LParen, "expected '('")?;
        let mut v = Vec::new();
        if self.consume_if(Tok::RParen) {
            return Ok(v);
        }
        self.nested(|p| {
            p.parse_comma_list(|p| {
                v.push(p.parse_type()?);
                Ok(())
            })
        })?;
        self.expect(Tok::RParen, "expected ')'")?;
        Ok(v)
    }

    /// Whether the current token starts a type (upstream's `parseOptionalType` succeeds or
    /// fails, rather than finding no type).
    pub(crate) fn at_type_start(&self) -> bool {
        match self.tok.kind {
            Tok::IntType | Tok::BangIdent | Tok::LParen => true,
            Tok::BareIdent => {
                let s = self.spelling();
                float_semantics_by_name(s).is_some()
                    || matches!(
                        s,
                        "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
                    )
            }
            _ => false,
        }
    }

    pub(crate) fn parse_non_function_type(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        match self.tok.kind {
            Tok::IntType => {
                let s = self.spelling();
                let (sign, digits) = if let Some(d) = s.strip_prefix("si") {
                    (Signedness::Signed, d)
                } else if let Some(d) = s.strip_prefix("ui") {
                    (Signedness::Unsigned, d)
                } else {
                    (Signedness::Signless, &s[1..])
                };
                // Upstream reads the width as a 32-bit unsigned first.
                let width = match digits.parse::<u32>() {
                    Ok(w) if w as u64 <= MAX_INT_WIDTH => w,
                    Ok(_) => {
                        return self.err_here(format!(
                            "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                        ))
                    }
                    Err(_) => return self.err_here("invalid integer width"),
                };
                self.advance();
                Ok(ctx.get_type(TypeKind::Integer {
                    width,
                    signedness: sign,
                }))
            }
            Tok::BangIdent => self.parse_extended_type(),
            Tok::BareIdent => {
                let s = self.spelling();
                if let Some(sem) = float_semantics_by_name(s) {
                    self.advance();
                    return Ok(ctx.float_type(sem));
                }
                match s {
                    "index" => {
                        self.advance();
                        Ok(ctx.index_type())
                    }
                    "none" => {
                        self.advance();
                        Ok(ctx.none_type())
                    }
                    "complex" => {
                        self.advance();
                        self.expect(Tok::Less, "expected '<' in complex type")?;
                        let off = self.tok.start;
                        let elem = self.parse_nested_type()?;
                        if !(ctx.is_integer(elem) || ctx.is_float(elem)) {
                            return self.err_at(off, "invalid element type for complex");
                        }
                        self.expect(Tok::Greater, "expected '>' in complex type")?;
                        Ok(ctx.get_type(TypeKind::Complex(elem)))
                    }
                    "tuple" => {
                        self.advance();
                        self.expect(Tok::Less, "expected '<' in tuple type")?;
                        let mut elems = Vec::new();
                        if !self.consume_if(Tok::Greater) {
                            self.nested(|p| {
                                p.parse_comma_list(|p| {
                                    elems.push(p.parse_type()?);
                                    Ok(())
                                })
                            })?;
                            self.expect(Tok::Greater, "expected '>' in tuple type")?;
                        }
                        Ok(ctx.tuple_type(&elems))
                    }
                    "vector" => self.parse_vector_type(),
                    "tensor" => self.parse_tensor_type(),
                    "memref" => self.parse_memref_type(),
                    _ => self.err_wrong_token("expected non-function type"),
                }
            }
            _ => self.err_wrong_token("expected non-function type"),
        }
    }

    fn parse_nested_type(&mut self) -> PResult<Type> {
        self.nested(|p| p.parse_type())
    }

    /// Parses `NxMx...x` dimensions (the trailing `x` included) of a ranked shaped type.
    /// `?` is allowed when `allow_dynamic`; scalable `[N]` dims when `scalable` is given.
    pub(crate) fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        mut scalable: Option<&mut Vec<bool>>,
    ) -> PResult<Vec<i64>> {
        let mut dims = Vec::new();
        loop {
            let is_scalable = scalable.is_some() && self.at(Tok::LSquare);
            if is_scalable {
                self.advance();
            }
            let dim = if self.at(Tok::Question) {
                if !allow_dynamic {
                    return self.err_here("expected static shape");
                }
                self.advance();
                DYNAMIC
            } else if self.at(Tok::Integer) {
                let s = self.spelling();
                // `0x4xf32` lexes as a hex integer; upstream re-lexes it as `0`, `x4xf32`.
                if s.starts_with("0x") {
                    let pos = self.tok.start + 1;
                    self.reset_to(pos);
                    0
                } else {
                    let v = match s.parse::<i64>() {
                        Ok(v) => v,
                        Err(_) => return self.err_here("invalid dimension"),
                    };
                    self.advance();
                    v
                }
            } else {
                break;
            };
            if is_scalable {
                self.expect(Tok::RSquare, "missing ']' closing scalable dimension")?;
            }
            if let Some(s) = scalable.as_deref_mut() {
                s.push(is_scalable);
            }
            dims.push(dim);
            // Expect an `x`: the lexer sees `x4xf32` as one bare identifier; re-lex after it.
            if self.at(Tok::BareIdent) && self.spelling().starts_with('x') {
                let pos = self.tok.start + 1;
                self.reset_to(pos);
            } else {
                return self.err_here("expected 'x' in dimension list");
            }
        }
        Ok(dims)
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        self.advance();
        self.expect(Tok::Less, "expected '<' in vector type")?;
        let mut scalable = Vec::new();
        let dims_off = self.tok.start;
        let shape = self.parse_dimension_list(false, Some(&mut scalable))?;
        if shape.iter().any(|&d| d <= 0) {
            return self.err_at(dims_off, "vector types must have positive constant sizes");
        }
        let off = self.tok.start;
        let elem = self.parse_nested_type()?;
        if !(self.ctx.is_int_or_index(elem) || self.ctx.is_float(elem)) {
            return self.err_at(off, "vector elements must be int/index/float type");
        }
        self.expect(Tok::Greater, "expected '>' in vector type")?;
        let scalable: Box<[bool]> = if scalable.iter().any(|s| *s) {
            scalable.into()
        } else {
            Box::new([])
        };
        Ok(self.ctx.get_type(TypeKind::Vector {
            shape: shape.into(),
            scalable,
            elem,
        }))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.advance();
        self.expect(Tok::Less, "expected '<' in tensor type")?;
        let unranked = self.at(Tok::Star);
        let shape = if unranked {
            self.advance();
            if self.at(Tok::BareIdent) && self.spelling().starts_with('x') {
                let pos = self.tok.start + 1;
                self.reset_to(pos);
            } else {
                return self.err_here("expected 'x' in dimension list");
            }
            Vec::new()
        } else {
            self.parse_dimension_list(true, None)?
        };
        let off = self.tok.start;
        let elem = self.parse_nested_type()?;
        let mut encoding = None;
        if self.consume_if(Tok::Comma) {
            let a = self.parse_attribute(None)?;
            if unranked {
                return self.err_at(off, "cannot apply encoding to unranked tensor");
            }
            encoding = Some(a);
        }
        self.expect(Tok::Greater, "expected '>' in tensor type")?;
        if !is_valid_tensor_element(self.ctx, elem) {
            return self.err_at(off, "invalid tensor element type");
        }
        if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return self.err_at(off, "invalid tensor dimension size");
        }
        Ok(self.ctx.get_type(if unranked {
            TypeKind::UnrankedTensor { elem }
        } else {
            TypeKind::RankedTensor {
                shape: shape.into(),
                elem,
                encoding,
            }
        }))
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        self.advance();
        self.expect(Tok::Less, "expected '<' in memref type")?;
        let unranked = self.at(Tok::Star);
        let shape = if unranked {
            self.advance();
            if self.at(Tok::BareIdent) && self.spelling().starts_with('x') {
                let pos = self.tok.start + 1;
                self.reset_to(pos);
            } else {
                return self.err_here("expected 'x' in dimension list");
            }
            Vec::new()
        } else {
            self.parse_dimension_list(true, None)?
        };
        let off = self.tok.start;
        let elem = self.parse_nested_type()?;
        if !is_valid_memref_element(ctx, elem) {
            return self.err_at(off, "invalid memref element type");
        }
        let mut layout: Option<Attribute> = None;
        let mut space: Option<Attribute> = None;
        while self.consume_if(Tok::Comma) {
            let aoff = self.tok.start;
            if self.at(Tok::Greater) {
                return self.err_wrong_token("expected list element");
            }
            let a = self.parse_attribute(None)?;
            let is_layout = matches!(
                ctx.attr_kind(a),
                AttrKind::AffineMap(_) | AttrKind::Strided { .. }
            );
            if is_layout && !unranked {
                if space.is_some() {
                    return self.err_at(aoff, "expected memory space to be last in memref type");
                }
                if layout.is_some() {
                    return self.err_at(aoff, "multiple layouts specified in memref type");
                }
                if let AttrKind::AffineMap(m) = ctx.attr_kind(a) {
                    if m.num_dims() as usize != shape.len() {
                        return self.err_at(
                            aoff,
                            format!(
                                "memref layout mismatch between rank and affine map: {} != {}",
                                shape.len(),
                                m.num_dims()
                            ),
                        );
                    }
                }
                if let AttrKind::Strided { strides, .. } = ctx.attr_kind(a) {
                    if strides.len() != shape.len() {
                        return self
                            .err_at(aoff, "expected the number of strides to match the rank");
                    }
                }
                layout = Some(a);
            } else {
                if space.is_some() {
                    return self.err_at(aoff, "multiple memory spaces specified in memref type");
                }
                if !is_valid_memory_space(ctx, a) {
                    return self.err_at(aoff, "unsupported memory space Attribute");
                }
                space = Some(a);
            }
        }
        self.expect(Tok::Greater, "expected '>' in memref type")?;
        // Canonical forms, as upstream's `MemRefType::get`: identity maps and the integer
        // memory space 0 are dropped.
        if let Some(l) = layout {
            if let AttrKind::AffineMap(m) = ctx.attr_kind(l) {
                if m.is_identity() {
                    layout = None;
                }
            }
        }
        if let Some(s) = space {
            if let AttrKind::Integer { value, .. } = ctx.attr_kind(s) {
                if value.is_zero() {
                    space = None;
                }
            }
        }
        Ok(ctx.get_type(if unranked {
            TypeKind::UnrankedMemRef {
                elem,
                memory_space: space,
            }
        } else {
            TypeKind::MemRef {
                shape: shape.into(),
                elem,
                layout,
                memory_space: space,
            }
        }))
    }

    /// `!alias`, `!dialect.ident<body>` or `!dialect<body>`.
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let ident = &self.spelling()[1..];
        let off = self.tok.start;
        let (dialect, pretty) = match ident.find('.') {
            Some(i) => (&ident[..i], Some(&ident[i + 1..])),
            None => (ident, None),
        };
        let body_follows = self.src.as_bytes().get(self.tok.end) == Some(&b'<');
        if pretty.is_none() && !body_follows {
            // Upstream consumes the alias and reports at the token after it.
            self.advance();
            let Some(t) = self.type_alias(ident) else {
                return self.err_wrong_token(format!("undefined symbol alias id '{ident}'"));
            };
            return Ok(t);
        }
        if let (Some(_), Some(syntax)) = (pretty, self.ctx.type_syntax(dialect)) {
            // The dialect parses the text after `!dialect.`.
            self.reset_to(off + 1 + dialect.len() + 1);
            return self.nested(|p| {
                let mut asm = super::OpAsmParser {
                    p,
                    name_off: off,
                    op_name: "",
                };
                syntax.parse(&mut asm)
            });
        }
        let sym = self.parse_dialect_symbol(dialect, pretty, body_follows)?;
        let t = self.ctx.get_type(TypeKind::Dialect(sym));
        if !self.config.allow_unregistered_dialect && !self.ctx.is_known_dialect(dialect) {
            // Upstream's `OpaqueType::verify`, at the symbol's data.
            let data = self.opaque_data(&crate::printer::type_to_string(self.ctx, t), dialect);
            return self.err_at(
                off + dialect.len() + 2,
                format!("`!\"{dialect}\"<\"{data}\">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"),
            );
        }
        Ok(t)
    }

    /// The data of a dialect symbol printed as `#dialect.data` or `#dialect<data>`.
    pub(crate) fn opaque_data(&self, printed: &str, dialect: &str) -> String {
        let rest = &printed[1 + dialect.len()..];
        match rest.strip_prefix('.') {
            Some(r) => r.to_string(),
            None => rest
                .strip_prefix('<')
                .and_then(|r| r.strip_suffix('>'))
                .unwrap_or(rest)
                .to_string(),
        }
    }

    /// Parses the rest of a dialect symbol whose `!`/`#` identifier is the current token.
    pub(crate) fn parse_dialect_symbol(
        &mut self,
        dialect: &str,
        pretty: Option<&str>,
        body_follows: bool,
    ) -> PResult<DialectSymbol> {
        let mut pieces: Vec<SymbolPiece> = Vec::new();
        let mut text = String::new();
        if let Some(p) = pretty {
            text.push_str(p);
        }
        let body_start = self.tok.end;
        if body_follows {
            let end = self.scan_dialect_body(body_start)?;
            let body = &self.src[body_start..end];
            let inner = if pretty.is_some() {
                body
            } else {
                &body[1..body.len() - 1]
            };
            self.split_body_aliases(inner, &mut text, &mut pieces)?;
            self.reset_to(end);
        } else {
            self.advance();
        }
        if !text.is_empty() {
            pieces.push(SymbolPiece::Text(text.into()));
        }
        Ok(DialectSymbol {
            dialect: self.ctx.ident(dialect),
            pieces: pieces.into(),
        })
    }

    /// A dialect attribute written as its parameters only (`<nsw, nuw>` for
    /// `#arith.overflow<nsw, nuw>`), as upstream's `printStrippedAttrOrType` writes it:
    /// `dialect` and `mnemonic` complete it.
    pub(crate) fn parse_stripped_dialect_attr(
        &mut self,
        dialect: &str,
        mnemonic: &str,
    ) -> PResult<crate::Attribute> {
        let mut pieces: Vec<SymbolPiece> = Vec::new();
        let mut text = String::from(mnemonic);
        if self.at(Tok::Less) {
            let start = self.tok.start;
            let end = self.scan_dialect_body(start)?;
            let body = &self.src[start..end];
            self.split_body_aliases(body, &mut text, &mut pieces)?;
            self.reset_to(end);
        } else {
            return self.err_wrong_token("expected '<'");
        }
        if !text.is_empty() {
            pieces.push(SymbolPiece::Text(text.into()));
        }
        let sym = DialectSymbol {
            dialect: self.ctx.ident(dialect),
            pieces: pieces.into(),
        };
        Ok(self
            .ctx
            .get_attr(crate::AttrKind::Dialect { sym, ty: None }))
    }

    /// Finds the end of a `<...>` dialect body starting at `start`, as upstream's
    /// `parseDialectSymbolBody`: nested punctuation balanced, strings skipped, `->` ignored.
    pub(crate) fn scan_dialect_body(&mut self, start: usize) -> PResult<usize> {
        let b = self.src.as_bytes();
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        loop {
            let Some(&c) = b.get(i) else {
                if let Some(&open) = stack.last() {
                    return self.err_at(
                        i.min(b.len()),
                        format!(
                            "unbalanced '{}' character in pretty dialect name",
                            open as char
                        ),
                    );
                }
                return self.err_at(i, "unexpected nul or EOF in pretty dialect name");
            };
            i += 1;
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if b.get(i) == Some(&b'>') => i += 1,
                b'>' | b']' | b')' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if stack.last() != Some(&open) {
                        let shown = stack.last().copied().unwrap_or(c);
                        return self.err_at(
                            i - 1,
                            format!(
                                "unbalanced '{}' character in pretty dialect name",
                                shown as char
                            ),
                        );
                    }
                    stack.pop();
                }
                b'"' => {
                    let mut j = i;
                    loop {
                        match b.get(j) {
                            None | Some(b'\n') => {
                                return self.err_at(i - 1, "expected '\"' in string literal")
                            }
                            Some(b'\\') => j += 2,
                            Some(b'"') => break,
                            _ => j += 1,
                        }
                    }
                    i = j + 1;
                }
                0 => return self.err_at(i - 1, "unexpected nul or EOF in pretty dialect name"),
                _ => {}
            }
            if stack.is_empty() {
                return Ok(i);
            }
        }
    }

    /// Splits a dialect body into text and resolved alias references (`#a`, `!t`).
    fn split_body_aliases(
        &mut self,
        body: &str,
        text: &mut String,
        pieces: &mut Vec<SymbolPiece>,
    ) -> PResult<()> {
        let b = body.as_bytes();
        let mut i = 0;
        let mut last = 0;
        while i < b.len() {
            let c = b[i];
            if c == b'"' {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                continue;
            }
            let prev_ok = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
            if (c == b'#' || c == b'!') && prev_ok {
                let mut j = i + 1;
                while j < b.len()
                    && (b[j].is_ascii_alphanumeric() || matches!(b[j], b'_' | b'$' | b'.' | b'-'))
                {
                    j += 1;
                }
                let name = &body[i + 1..j];
                let is_alias = !name.is_empty() && !name.contains('.') && b.get(j) != Some(&b'<');
                let resolved = if !is_alias {
                    None
                } else if c == b'#' {
                    self.attr_alias(name).map(SymbolPiece::Attr)
                } else {
                    self.type_alias(name).map(SymbolPiece::Type)
                };
                if let Some(piece) = resolved {
                    text.push_str(&body[last..i]);
                    if !text.is_empty() {
                        pieces.push(SymbolPiece::Text(std::mem::take(text).into()));
                    }
                    pieces.push(piece);
                    last = j;
                }
                i = j.max(i + 1);
                continue;
            }
            i += 1;
        }
        text.push_str(&body[last..]);
        Ok(())
    }
}

/// The float type named `name` (`f32`, `bf16`, `f8E4M3FN`, ...).
pub fn float_semantics_by_name(name: &str) -> Option<FloatSemantics> {
    FloatSemantics::from_mlir_name(name)
}

fn is_valid_tensor_element(ctx: &crate::Context, t: Type) -> bool {
    !matches!(
        ctx.type_kind(t),
        TypeKind::Function { .. }
            | TypeKind::None
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
    )
}

fn is_valid_memref_element(ctx: &crate::Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::Complex(_)
            | TypeKind::Vector { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::Dialect(_)
    )
}

fn is_valid_memory_space(ctx: &crate::Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::Integer { .. }
            | AttrKind::String { .. }
            | AttrKind::Dictionary(_)
            | AttrKind::Dialect { .. }
    )
}
