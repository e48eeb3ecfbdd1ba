//! Attribute and location syntax.

use super::lexer::{unescape, Tok};
use super::{PResult, Parser};
use crate::apfloat::{parse_mlir_float_literal, FloatSemantics};
use crate::apint::ApInt;
use crate::attributes::{AttrKind, Attribute, Location};
use crate::types::{Type, TypeKind, DYNAMIC};

/// The name of an `@symbol` token (quoted names unescaped).
pub(crate) fn symbol_name(spelling: &str) -> String {
    let s = &spelling[1..];
    if s.starts_with('"') {
        String::from_utf8_lossy(&unescape(&s.as_bytes()[1..s.len() - 1])).into_owned()
    } else {
        s.to_string()
    }
}

/// One element of a `dense<...>` literal before its type is known.
#[derive(Clone, Debug)]
enum Elem<'a> {
    Int {
        neg: bool,
        text: &'a str,
        off: usize,
    },
    Float {
        neg: bool,
        text: &'a str,
        off: usize,
    },
    Bool(bool, usize),
    Str(Vec<u8>),
    Complex(Box<Elem<'a>>, Box<Elem<'a>>),
}

/// Integer value of a literal for an integer type of `width` bits, as upstream's
/// `buildAttributeAPInt`. `None` when out of range.
fn build_apint(ctx: &crate::Context, ty: Type, neg: bool, text: &str) -> Option<ApInt> {
    let mag = ApInt::parse_magnitude(text)?;
    let (width, signed_or_index) = match ctx.type_kind(ty) {
        TypeKind::Index => (64, true),
        TypeKind::Integer { width, signedness } => {
            (*width, *signedness == crate::types::Signedness::Signed)
        }
        _ => return None,
    };
    if mag.active_bits() > width {
        return None;
    }
    let v = mag.zext_or_trunc(width);
    if width == 0 {
        return if neg { None } else { Some(v) };
    }
    if neg {
        let n = v.negate();
        if !n.is_negative() {
            return None;
        }
        return Some(n);
    }
    if signed_or_index && v.is_negative() {
        return None;
    }
    Some(v)
}

impl<'a> Parser<'a> {
    /// Parses an attribute. `ty` is a type the context expects (for literals without `: type`).
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.nested(|p| p.parse_attribute_impl(ty))
    }

    fn parse_attribute_impl(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        match self.tok.kind {
            Tok::HashIdent => self.parse_extended_attr(),
            Tok::LSquare => {
                self.advance();
                let mut elems = Vec::new();
                if !self.consume_if(Tok::RSquare) {
                    self.parse_comma_list(|p| {
                        elems.push(p.parse_attribute(None)?);
                        Ok(())
                    })?;
                    self.expect(Tok::RSquare, "expected ',' or ']'")?;
                }
                Ok(ctx.array_attr(&elems))
            }
            Tok::LBrace => {
                let mut entries = Vec::new();
                self.parse_attr_dict_into(&mut entries)?;
                Ok(ctx.dict_attr(entries).unwrap_or_else(|_| ctx.unit_attr()))
            }
            Tok::AtIdent => {
                let root = ctx.ident(&symbol_name(self.spelling()));
                self.advance();
                let mut nested = Vec::new();
                while self.at(Tok::Colon) && self.src.as_bytes().get(self.tok.end) == Some(&b':') {
                    self.reset_to(self.tok.end + 1);
                    if !self.at(Tok::AtIdent) {
                        return self.err_here("expected nested symbol reference identifier");
                    }
                    nested.push(ctx.ident(&symbol_name(self.spelling())));
                    self.advance();
                }
                Ok(ctx.get_attr(AttrKind::SymbolRef {
                    root,
                    nested: nested.into(),
                }))
            }
            Tok::String => {
                let value = unescape(&self.src.as_bytes()[self.tok.start + 1..self.tok.end - 1]);
                self.advance();
                // As upstream: the trailing `: type` only when no type was given.
                let ty = match ty {
                    Some(t) => t,
                    None if self.consume_if(Tok::Colon) => self.parse_type()?,
                    None => ctx.none_type(),
                };
                Ok(ctx.get_attr(AttrKind::String {
                    value: value.into(),
                    ty,
                }))
            }
            Tok::Minus | Tok::Integer | Tok::Float => self.parse_number_attr(ty),
            Tok::BareIdent => {
                let kw = self.spelling();
                match kw {
                    "true" | "false" => {
                        self.advance();
                        Ok(ctx.bool_attr(kw == "true"))
                    }
                    "unit" => {
                        self.advance();
                        Ok(ctx.unit_attr())
                    }
                    "affine_map" | "affine_set" => self.parse_affine_attr(kw == "affine_map"),
                    "array" => self.parse_dense_array(),
                    "dense" => self.parse_dense(ty),
                    "dense_resource" => self.parse_dense_resource(),
                    "sparse" => self.parse_sparse(ty),
                    "strided" => self.parse_strided(),
                    "distinct" => self.parse_distinct(),
                    "loc" => {
                        self.advance();
                        self.expect(Tok::LParen, "expected '(' in location")?;
                        let l = self.parse_location_instance()?;
                        self.expect(Tok::RParen, "expected ')' in location")?;
                        Ok(l.0)
                    }
                    _ => self.parse_type_attr(),
                }
            }
            _ => self.parse_type_attr(),
        }
    }

    fn parse_type_attr(&mut self) -> PResult<Attribute> {
        let starts_type = matches!(self.tok.kind, Tok::IntType | Tok::BangIdent | Tok::LParen)
            || (self.at(Tok::BareIdent)
                && (matches!(
                    self.spelling(),
                    "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
                ) || FloatSemantics::from_mlir_name(self.spelling()).is_some()));
        if !starts_type {
            return self.err_wrong_token("expected attribute value");
        }
        let t = self.parse_type()?;
        Ok(self.ctx.type_attr(t))
    }

    fn parse_number_attr(&mut self, expected: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        let neg = self.consume_if(Tok::Minus);
        let off = self.tok.start;
        let kind = self.tok.kind;
        if kind != Tok::Integer && kind != Tok::Float {
            return self.err_here("expected constant integer or floating point value");
        }
        let text = self.spelling();
        self.advance();
        // As upstream's `parseDecOrHexAttr`/`parseFloatAttr`: `: type` only when the caller
        // gives no type.
        let ty = if let Some(t) = expected {
            t
        } else if self.consume_if(Tok::Colon) {
            self.parse_type()?
        } else if kind == Tok::Float {
            ctx.f64_type()
        } else {
            ctx.integer_type(64)
        };
        if let TypeKind::Float(sem) = ctx.type_kind(ty) {
            let lit = if neg {
                format!("-{text}")
            } else {
                text.to_string()
            };
            return match parse_mlir_float_literal(*sem, &lit) {
                Ok(v) => Ok(ctx.get_attr(AttrKind::Float { ty, bits: v.bits() })),
                Err(e) => {
                    let msg = e.to_string();
                    self.err_at::<()>(off, msg).ok();
                    if matches!(e, crate::apfloat::MlirFloatLiteralError::DecimalInteger) {
                        let l = self.loc_at(off);
                        if let Some(d) = self.error.as_mut() {
                            d.notes.push(crate::diagnostics::Diagnostic {
                                severity: crate::diagnostics::Severity::Note,
                                loc: l,
                                message: "add a trailing dot to make the literal a float".into(),
                                notes: vec![],
                            });
                        }
                    }
                    Err(())
                }
            };
        }
        if kind == Tok::Float {
            return self.err_at(off, "floating point value not valid for specified type");
        }
        if !ctx.is_int_or_index(ty) {
            return self.err_at(off, "integer literal not valid for specified type");
        }
        if neg
            && matches!(
                ctx.type_kind(ty),
                TypeKind::Integer {
                    signedness: crate::types::Signedness::Unsigned,
                    ..
                }
            )
        {
            return self.err_at(
                off,
                "negative integer literal not valid for unsigned integer type",
            );
        }
        match build_apint(ctx, ty, neg, text) {
            Some(value) => Ok(ctx.get_attr(AttrKind::Integer { ty, value })),
            None => self.err_at(off, "integer constant out of range for attribute"),
        }
    }

    /// `#alias`, `#dialect.ident<...>`, `#dialect<...>`, with an optional `: type`.
    fn parse_extended_attr(&mut self) -> PResult<Attribute> {
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
            let Some(a) = self.attr_alias(ident) else {
                return self.err_wrong_token(format!("undefined symbol alias id '{ident}'"));
            };
            return Ok(a);
        }
        if let Some(r) = crate::ods::enums::parse_extended(self, dialect, pretty) {
            return r;
        }
        let syntax = self
            .ctx
            .attr_syntax(dialect)
            .filter(|s| s.handles(pretty.unwrap_or("")));
        if let Some(syntax) = syntax {
            // As upstream: the body is delimited first, then the optional `: type` is
            // parsed, then the dialect parses the body.
            let ident_end = self.tok.end;
            let end = if body_follows {
                self.scan_dialect_body(ident_end)?
            } else {
                ident_end
            };
            self.reset_to(end);
            let ty = if self.consume_if(Tok::Colon) {
                Some(self.parse_type()?)
            } else {
                None
            };
            let resume = self.tok.start;
            let start = match pretty {
                Some(_) => off + 1 + dialect.len() + 1,
                None => ident_end + 1,
            };
            self.reset_to(start);
            let a = self.nested(|p| {
                let mut asm = super::OpAsmParser {
                    p,
                    name_off: off,
                    op_name: "",
                };
                syntax.parse(&mut asm, start, ty)
            })?;
            self.reset_to(resume);
            return Ok(a);
        }
        let mut sym = self.parse_dialect_symbol(dialect, pretty, body_follows)?;
        if let Some(syntax) = self.ctx.attr_syntax(dialect) {
            sym = syntax.normalize_text(self.ctx, sym);
        }
        let ty = if self.consume_if(Tok::Colon) {
            Some(self.parse_type()?)
        } else {
            None
        };
        let a = self.ctx.get_attr(AttrKind::Dialect { sym, ty });
        if !self.config.allow_unregistered_dialect && !self.ctx.is_known_dialect(dialect) {
            // Upstream's `OpaqueAttr::verify`, at the symbol's data.
            let data = self.opaque_data(&crate::printer::attr_to_string(self.ctx, a), dialect);
            let ty = ty.map_or_else(|| "'none'".to_string(), |t| self.quoted_type(t));
            return self.err_at(
                off + dialect.len() + 2,
                format!("#\"{dialect}\"<\"{data}\"> : {ty} attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"),
            );
        }
        Ok(a)
    }

    fn parse_affine_attr(&mut self, is_map: bool) -> PResult<Attribute> {
        self.advance();
        if !self.at(Tok::Less) {
            return self.err_here(if is_map {
                "expected '<' in affine map"
            } else {
                "expected '<' in integer set"
            });
        }
        let start = self.tok.end;
        let rest = &self.src[start..];
        let r = if is_map {
            crate::affine::parse_affine_map_prefix(rest).map(|(m, n)| (AttrKind::AffineMap(m), n))
        } else {
            crate::affine::parse_integer_set_prefix(rest).map(|(s, n)| (AttrKind::IntegerSet(s), n))
        };
        match r {
            Ok((kind, consumed)) => {
                self.reset_to(start + consumed);
                self.expect(
                    Tok::Greater,
                    if is_map {
                        "expected '>' to end affine map"
                    } else {
                        "expected '>' to end integer set"
                    },
                )?;
                Ok(self.ctx.get_attr(kind))
            }
            Err(e) => self.err_at(start + e.offset, e.message),
        }
    }

    fn parse_distinct(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(Tok::LSquare, "expected '[' after 'distinct'")?;
        if !self.at(Tok::Integer) {
            return self.err_here("expected distinct ID");
        }
        let id_off = self.tok.start;
        let id = {
            let t = self.spelling();
            match t.strip_prefix("0x") {
                Some(h) => u64::from_str_radix(h, 16).ok(),
                None => t.parse::<u64>().ok(),
            }
        };
        self.advance();
        let Some(id) = id else {
            return self.err_here("expected an unsigned 64-bit integer");
        };
        let id_text = id.to_string();
        self.expect(Tok::RSquare, "expected ']' to close distinct ID")?;
        self.expect(Tok::Less, "expected '<' after distinct ID")?;
        let referenced = if self.at(Tok::Greater) {
            self.ctx.unit_attr()
        } else {
            self.parse_attribute(None)?
        };
        self.expect(Tok::Greater, "expected '>' to close distinct attribute")?;
        let key = format!("distinct[{id_text}]");
        // Equal ids within one file refer to the same distinct attribute.
        if let Some(a) = self.distinct_id(&key) {
            if let AttrKind::Distinct { referenced: r, .. } = self.ctx.attr_kind(a) {
                if *r != referenced {
                    return self.err_at(
                        id_off,
                        format!(
                            "referenced attribute does not match previous definition: {}",
                            crate::printer::attr_to_string(self.ctx, *r)
                        ),
                    );
                }
            }
            return Ok(a);
        }
        let a = self.ctx.distinct_attr(referenced);
        self.set_distinct_id(key, a);
        Ok(a)
    }

    fn parse_strided(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(Tok::Less, "expected '<' after 'strided'")?;
        self.expect(Tok::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.consume_if(Tok::RSquare) {
            loop {
                let off = self.tok.start;
                let v = self.parse_stride_value()?;
                if v == 0 {
                    return self.err_at(off, "strides must not be zero");
                }
                strides.push(v);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "expected ']'")?;
        }
        let mut offset = 0;
        if self.consume_if(Tok::Comma) {
            if !self.consume_keyword("offset") {
                return self.err_here("expected 'offset' after comma");
            }
            self.expect(Tok::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_value()?;
        }
        self.expect(Tok::Greater, "expected '>'")?;
        Ok(self.ctx.get_attr(AttrKind::Strided {
            offset,
            strides: strides.into(),
        }))
    }

    fn parse_stride_value(&mut self) -> PResult<i64> {
        if self.consume_if(Tok::Question) {
            return Ok(DYNAMIC);
        }
        let neg = self.consume_if(Tok::Minus);
        if !self.at(Tok::Integer) {
            return self.err_here("expected a 64-bit signed integer or '?'");
        }
        let t = self.spelling();
        let v = if neg {
            format!("-{t}").parse::<i64>()
        } else {
            t.parse::<i64>()
        };
        match v {
            Ok(v) => {
                self.advance();
                Ok(v)
            }
            Err(_) => self.err_here("expected a 64-bit signed integer or '?'"),
        }
    }

    /// `[1, 2, 3]`: a dense array of `elem` written without its `array<T:` wrapper, as
    /// upstream's `DenseArrayAttr::parse` in custom formats.
    pub(crate) fn parse_dense_array_stripped(&mut self, elem: Type) -> PResult<Attribute> {
        self.expect(Tok::LSquare, "expected '['")?;
        let mut data = Vec::new();
        let mut len = 0;
        if !self.consume_if(Tok::RSquare) {
            len = self.parse_dense_array_elements(elem, &mut data)?;
            self.expect(Tok::RSquare, "expected ']'")?;
        }
        Ok(self.ctx.get_attr(AttrKind::DenseArray {
            elem,
            len,
            data: data.into(),
        }))
    }

    /// `e, e, ...`: the elements of a dense array of `elem` appended to `data` (each in
    /// `ceil(bits / 8)` little-endian bytes; `true`/`false` for `i1`); returns their count.
    fn parse_dense_array_elements(&mut self, elem: Type, data: &mut Vec<u8>) -> PResult<usize> {
        let ctx = self.ctx;
        let bits = ctx.int_or_float_bitwidth(elem).unwrap_or(64);
        let bytes = (bits as usize).div_ceil(8).max(1);
        let is_float = ctx.is_float(elem);
        let mut len = 0;
        self.parse_comma_list(|p| {
            let eoff = p.tok.start;
            if !is_float
                && bits == 1
                && p.at(Tok::BareIdent)
                && matches!(p.spelling(), "true" | "false")
            {
                data.push((p.spelling() == "true") as u8);
                p.advance();
            } else {
                let a = p.parse_number_attr(Some(elem))?;
                match ctx.attr_kind(a) {
                    AttrKind::Integer { value, .. } => {
                        data.extend_from_slice(&value.to_le_bytes()[..bytes])
                    }
                    AttrKind::Float { bits: b, .. } => {
                        data.extend_from_slice(&b.to_le_bytes()[..bytes])
                    }
                    _ => return p.err_at(eoff, "expected integer or float literal"),
                }
            }
            len += 1;
            Ok(())
        })?;
        Ok(len)
    }

    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        let ctx = self.ctx;
        self.advance();
        self.expect(Tok::Less, "expected '<' after 'array'")?;
        let off = self.tok.start;
        let elem = self.parse_type()?;
        let bits = match ctx.type_kind(elem) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => 64,
            TypeKind::Float(s) => s.bit_width(),
            _ => {
                return self.err_at(
                    off,
                    "expected integer or float type, got: ".to_string()
                        + &crate::printer::type_to_string(ctx, elem),
                )
            }
        };
        if bits != 1 && bits % 8 != 0 {
            return self.err_at(off, "element type bitwidth must be a multiple of 8");
        }
        let mut data = Vec::new();
        let mut len = 0;
        if !self.at(Tok::Greater) {
            self.expect(Tok::Colon, "expected ':' after dense array type")?;
            len = self.parse_dense_array_elements(elem, &mut data)?;
        }
        self.expect(Tok::Greater, "expected '>' to close an array attribute")?;
        Ok(ctx.get_attr(AttrKind::DenseArray {
            elem,
            len,
            data: data.into(),
        }))
    }

    fn parse_dense_resource(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(Tok::Less, "expected '<' after 'dense_resource'")?;
        let name_off = self.tok.start;
        let name = match self.tok.kind {
            Tok::BareIdent | Tok::IntType => self.spelling().to_string(),
            Tok::String => String::from_utf8_lossy(&unescape(
                &self.src.as_bytes()[self.tok.start + 1..self.tok.end - 1],
            ))
            .into_owned(),
            _ => return self.err_here("expected identifier or string for resource handle"),
        };
        self.advance();
        self.expect(Tok::Greater, "expected '>'")?;
        self.expect(Tok::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        if self.ctx.shaped_parts(ty).is_none() {
            return self.err_at(name_off, "`dense_resource` expected a shaped type");
        }
        let id = self.ctx.resources.declare(&name, false);
        Ok(self
            .ctx
            .get_attr(AttrKind::DenseResource { ty, resource: id }))
    }

    /// Parses a tensor literal (`[[1, 2], [3, 4]]`, `5`, `(1, 2)`), returning its shape and
    /// flat elements.
    fn parse_tensor_literal(&mut self) -> PResult<(Vec<i64>, Vec<Elem<'a>>)> {
        let mut elems = Vec::new();
        if !self.at(Tok::LSquare) {
            let e = self.parse_literal_elem()?;
            elems.push(e);
            return Ok((Vec::new(), elems));
        }
        let shape = self.parse_literal_list(&mut elems)?;
        Ok((shape, elems))
    }

    fn parse_literal_list(&mut self, out: &mut Vec<Elem<'a>>) -> PResult<Vec<i64>> {
        let off = self.tok.start;
        self.advance();
        let mut shape: Option<Vec<i64>> = None;
        let mut count = 0i64;
        if !self.at(Tok::RSquare) {
            loop {
                let sub = if self.at(Tok::LSquare) {
                    self.nested(|p| p.parse_literal_list(out))?
                } else {
                    let e = self.parse_literal_elem()?;
                    out.push(e);
                    Vec::new()
                };
                match &shape {
                    None => shape = Some(sub),
                    Some(s) if *s != sub => {
                        return self.err_at(
                            off,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        );
                    }
                    _ => {}
                }
                count += 1;
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare, "expected ']'")?;
        let mut s = vec![count];
        s.extend(shape.unwrap_or_default());
        Ok(s)
    }

    fn parse_literal_elem(&mut self) -> PResult<Elem<'a>> {
        match self.tok.kind {
            Tok::LParen => {
                self.advance();
                let re = self.parse_literal_elem()?;
                self.expect(Tok::Comma, "expected ',' between complex elements")?;
                let im = self.parse_literal_elem()?;
                self.expect(Tok::RParen, "expected ')' after complex elements")?;
                Ok(Elem::Complex(Box::new(re), Box::new(im)))
            }
            Tok::String => {
                let v = unescape(&self.src.as_bytes()[self.tok.start + 1..self.tok.end - 1]);
                self.advance();
                Ok(Elem::Str(v))
            }
            Tok::BareIdent if matches!(self.spelling(), "true" | "false") => {
                let v = self.spelling() == "true";
                let off = self.tok.start;
                self.advance();
                Ok(Elem::Bool(v, off))
            }
            Tok::Minus | Tok::Integer | Tok::Float => {
                let neg = self.consume_if(Tok::Minus);
                let off = self.tok.start;
                let kind = self.tok.kind;
                let text = self.spelling();
                if kind != Tok::Integer && kind != Tok::Float {
                    return self.err_here("expected integer or floating point literal");
                }
                self.advance();
                Ok(if kind == Tok::Integer {
                    Elem::Int { neg, text, off }
                } else {
                    Elem::Float { neg, text, off }
                })
            }
            _ => self.err_here("expected element literal of primitive type"),
        }
    }

    /// `dense<...> : type`, or `dense<...>` when the caller gives the type (upstream's
    /// `parseElementsLiteralType`).
    fn parse_dense(&mut self, given: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        // With the type given by the caller, upstream reports mismatches at `dense`.
        let dense_off = self.tok.start;
        self.advance();
        self.expect(Tok::Less, "expected '<' after 'dense'")?;
        let lit_off = self.tok.start;
        let mut hex: Option<Vec<u8>> = None;
        let mut literal: Option<(Vec<i64>, Vec<Elem<'a>>)> = None;
        // A bare string is hex data for numeric element types, a string element otherwise.
        let bare_string = self.at(Tok::String);
        let hex_text = self.src[self.tok.start + 1..]
            .starts_with("0x")
            .then(|| &self.src[self.tok.start + 3..self.tok.end.max(self.tok.start + 4) - 1]);
        if let Some(b) = hex_text.filter(|_| bare_string).and_then(super::decode_hex) {
            hex = Some(b);
            self.advance();
        } else if !self.at(Tok::Greater) {
            literal = Some(self.parse_tensor_literal()?);
        }
        self.expect(Tok::Greater, "expected '>'")?;
        let (colon_off, type_off, ty) = match given {
            Some(t) => (dense_off, self.tok.start, t),
            None => {
                if !self.at(Tok::Colon) {
                    return self.err_here("expected ':'");
                }
                // Upstream reports literal/type mismatches at the `:` before the type.
                let colon_off = self.tok.start;
                self.advance();
                let type_off = self.tok.start;
                (colon_off, type_off, self.parse_type()?)
            }
        };
        let Some((shape, elem_ty)) = ctx.shaped_parts(ty).map(|(s, e)| (s.to_vec(), e)) else {
            return self.err_at(type_off, "elements literal must be a shaped type");
        };
        if matches!(ctx.type_kind(ty), TypeKind::MemRef { .. }) {
            return self.err_at(type_off, "elements literal must be a shaped type");
        }
        if shape.contains(&DYNAMIC) {
            return self.err_at(type_off, "elements literal type must have static shape");
        }
        let num: i64 = shape.iter().product();
        let is_string_elem = !matches!(
            ctx.type_kind(elem_ty),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
        );
        if hex.is_none() && bare_string && !is_string_elem {
            return self.err_at(
                lit_off,
                "expected string containing hex digits starting with `0x`",
            );
        }
        if let Some(bytes) = hex {
            if is_string_elem {
                let mut s = String::from("0x");
                crate::printer::write_hex_upper(&mut s, &bytes);
                let value: Box<[u8]> = s.into_bytes().into();
                return Ok(ctx.get_attr(AttrKind::DenseString {
                    ty,
                    values: Box::new([value]),
                    splat: true,
                }));
            }
            return self.dense_from_hex(ty, elem_ty, num, bytes, lit_off);
        }
        let Some((lit_shape, elems)) = literal else {
            if num != 0 {
                return self.err_at(
                    colon_off,
                    format!(
                        "parsed zero elements, but type ('{}') expected at least 1",
                        crate::printer::type_to_string(ctx, ty)
                    ),
                );
            }
            return Ok(make_dense(ctx, ty, elem_ty, Vec::new()));
        };
        let is_splat_literal = lit_shape.is_empty();
        if !is_splat_literal && lit_shape != shape {
            let fmt = |s: &[i64]| {
                s.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return self.err_at(
                colon_off,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    fmt(&lit_shape),
                    fmt(&shape)
                ),
            );
        }
        if is_string_elem || elems.iter().any(|e| matches!(e, Elem::Str(_))) {
            let mut values: Vec<Box<[u8]>> = Vec::new();
            for e in elems {
                match e {
                    Elem::Str(s) => values.push(s.into()),
                    _ => {
                        return self.err_at(lit_off, "expected string token, got integer or float")
                    }
                }
            }
            let splat =
                values.len() == 1 || (values.len() > 1 && values.iter().all(|v| *v == values[0]));
            if splat {
                values.truncate(1);
            }
            return Ok(ctx.get_attr(AttrKind::DenseString {
                ty,
                values: values.into(),
                splat,
            }));
        }
        let mut data: Vec<Vec<u8>> = Vec::with_capacity(elems.len());
        for e in &elems {
            data.push(self.encode_elem(e, elem_ty)?);
        }
        Ok(make_dense(ctx, ty, elem_ty, data))
    }

    fn dense_from_hex(
        &mut self,
        ty: Type,
        elem_ty: Type,
        num: i64,
        bytes: Vec<u8>,
        off: usize,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let ebytes = elem_storage_bytes(ctx, elem_ty);
        if ctx.is_signless_integer(elem_ty, 1) {
            // i1 hex data is bit-packed; a single byte 0x00/0xFF (or 0x01) is a splat.
            let packed = (num as usize).div_ceil(8);
            if bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF || bytes[0] == 1) && num != 1
            {
                let v = (bytes[0] != 0) as u8;
                return Ok(make_dense(
                    ctx,
                    ty,
                    elem_ty,
                    vec![vec![v]; num.max(1) as usize],
                ));
            }
            if bytes.len() != packed {
                return self.err_at(off, "elements hex data size is invalid for provided type");
            }
            let elems = (0..num as usize)
                .map(|i| vec![(bytes[i / 8] >> (i % 8)) & 1])
                .collect();
            return Ok(make_dense(ctx, ty, elem_ty, elems));
        }
        if bytes.len() == ebytes && num != 1 {
            return Ok(make_dense(
                ctx,
                ty,
                elem_ty,
                vec![bytes; num.max(1) as usize],
            ));
        }
        if bytes.len() != ebytes * num as usize {
            return self.err_at(off, "elements hex data size is invalid for provided type");
        }
        let elems = bytes.chunks(ebytes.max(1)).map(|c| c.to_vec()).collect();
        Ok(make_dense(ctx, ty, elem_ty, elems))
    }

    fn encode_elem(&mut self, e: &Elem<'a>, elem_ty: Type) -> PResult<Vec<u8>> {
        let ctx = self.ctx;
        match ctx.type_kind(elem_ty).clone() {
            TypeKind::Complex(inner) => match e {
                Elem::Complex(re, im) => {
                    let mut v = self.encode_elem(re, inner)?;
                    v.extend(self.encode_elem(im, inner)?);
                    Ok(v)
                }
                _ => self.err_at(elem_off(e), "expected complex element"),
            },
            TypeKind::Float(sem) => match e {
                Elem::Float { neg, text, off } | Elem::Int { neg, text, off } => {
                    let lit = if *neg {
                        format!("-{text}")
                    } else {
                        text.to_string()
                    };
                    // Only hexadecimal integers (bit patterns) stand for floats; upstream's
                    // TensorLiteralParser reports decimal ones at the token after the type.
                    if matches!(e, Elem::Int { .. }) && !text.starts_with("0x") {
                        return self
                            .err_here("expected floating-point elements, but parsed integer");
                    }
                    let r = parse_mlir_float_literal(sem, &lit);
                    match r {
                        Ok(v) => {
                            Ok(v.bits().to_le_bytes()[..elem_storage_bytes(ctx, elem_ty)].to_vec())
                        }
                        Err(err) => self.err_at(*off, err.to_string()),
                    }
                }
                Elem::Bool(..) => {
                    self.err_here("expected floating-point elements, but parsed integer")
                }
                _ => self.err_at(elem_off(e), "expected floating point literal"),
            },
            TypeKind::Integer { .. } | TypeKind::Index => match e {
                Elem::Int { neg, text, off } => {
                    if *neg
                        && matches!(
                            ctx.type_kind(elem_ty),
                            TypeKind::Integer {
                                signedness: crate::types::Signedness::Unsigned,
                                ..
                            }
                        )
                    {
                        return self.err_at(
                            *off,
                            "expected unsigned integer elements, but parsed negative value",
                        );
                    }
                    match build_apint(ctx, elem_ty, *neg, text) {
                        Some(v) => Ok(v.to_le_bytes()[..elem_storage_bytes(ctx, elem_ty)].to_vec()),
                        None => self.err_at(*off, "integer constant out of range for type"),
                    }
                }
                Elem::Bool(b, off) => {
                    if !ctx.is_signless_integer(elem_ty, 1) {
                        return self.err_at(*off, "expected i1 type for 'true' or 'false' values");
                    }
                    Ok(vec![*b as u8])
                }
                Elem::Float { off, .. } => {
                    self.err_at(*off, "expected integer elements, but parsed floating-point")
                }
                _ => self.err_at(elem_off(e), "expected integer elements"),
            },
            _ => self.err_at(elem_off(e), "invalid element type"),
        }
    }

    /// `sparse<indices, values>` then `: type` unless the caller gives the type (as in
    /// `memref.global ... = sparse<...>`).
    fn parse_sparse(&mut self, given: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        self.advance();
        self.expect(Tok::Less, "Expected '<' after 'sparse'")?;
        let off = self.tok.start;
        let empty_form = self.at(Tok::Greater);
        let (ishape, ielems, vshape, velems) = if empty_form {
            (vec![0], Vec::new(), vec![0], Vec::new())
        } else {
            let (is, ie) = self.parse_tensor_literal()?;
            self.expect(Tok::Comma, "expected ','")?;
            let (vs, ve) = self.parse_tensor_literal()?;
            (is, ie, vs, ve)
        };
        self.expect(Tok::Greater, "expected '>'")?;
        let ty = match given {
            Some(t) => t,
            None => {
                self.expect(Tok::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let Some((shape, elem_ty)) = ctx.shaped_parts(ty).map(|(s, e)| (s.to_vec(), e)) else {
            return self.err_at(off, "elements literal must be a shaped type");
        };
        let i64t = ctx.integer_type(64);
        let parsed_ishape = ishape.clone();
        let ishape: Vec<i64> = if ishape.len() == 1 && !ielems.is_empty() && shape.len() == 1 {
            vec![ishape[0], 1]
        } else if ishape.is_empty() {
            vec![1, shape.len() as i64]
        } else {
            ishape
        };
        let ishape = if ielems.is_empty() {
            vec![0, shape.len() as i64]
        } else {
            ishape
        };
        let itype = ctx.get_type(TypeKind::RankedTensor {
            shape: ishape.into(),
            elem: i64t,
            encoding: None,
        });
        let mut idata = Vec::new();
        for e in &ielems {
            idata.push(self.encode_elem(e, i64t)?);
        }
        let index_values: Vec<u64> = idata
            .iter()
            .map(|b| u64::from_le_bytes(b[..8].try_into().expect("i64 element")))
            .collect();
        let indices = make_dense(ctx, itype, i64t, idata);
        let vshape_parsed = vshape.clone();
        let vshape: Vec<i64> = if velems.is_empty() {
            vec![0]
        } else if vshape.is_empty() {
            vec![]
        } else {
            vshape
        };
        let vtype = ctx.get_type(TypeKind::RankedTensor {
            shape: vshape.into(),
            elem: elem_ty,
            encoding: None,
        });
        let mut vdata = Vec::new();
        for e in &velems {
            vdata.push(self.encode_elem(e, elem_ty)?);
        }
        if !empty_form {
            self.verify_sparse(
                off,
                ty,
                &shape,
                &parsed_ishape,
                &index_values,
                &vshape_parsed,
            )?;
        }
        let values = make_dense(ctx, vtype, elem_ty, vdata);
        Ok(ctx.get_attr(AttrKind::Sparse {
            ty,
            indices,
            values,
        }))
    }

    /// Upstream's `SparseElementsAttr::verify` on the shapes the literals were parsed with,
    /// reported at the `sparse` keyword (`attr_off` is just after `sparse<`).
    fn verify_sparse(
        &mut self,
        attr_off: usize,
        ty: Type,
        shape: &[i64],
        ishape: &[i64],
        values: &[u64],
        vshape: &[i64],
    ) -> PResult<()> {
        let loc = attr_off.saturating_sub("sparse<".len());
        let rank = shape.len() as i64;
        let ishape: Vec<i64> = if ishape.is_empty() {
            vec![1, rank]
        } else {
            ishape.to_vec()
        };
        let vshape: Vec<i64> = if vshape.is_empty() {
            vec![ishape[0]]
        } else {
            vshape.to_vec()
        };
        if vshape.len() != 1 {
            return self.err_at(loc, "expected 1-d tensor for sparse element values");
        }
        let join = |v: &[i64]| {
            v.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let shape_ok = match ishape.len() {
            2 => ishape[1] == rank,
            1 => rank == 1,
            _ => false,
        } && ishape[0] == vshape[0];
        if !shape_ok {
            return self.err_at(
                loc,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    join(shape),
                    join(&ishape),
                    join(&vshape)
                ),
            );
        }
        // Every index must lie within the shape.
        let width = if ishape.len() == 2 { rank as usize } else { 1 };
        // A scalar indices literal is a splat: one index with that value in every dimension.
        let splat: Vec<u64>;
        let values = if values.len() == 1 && width > 1 {
            splat = vec![values[0]; width];
            &splat[..]
        } else {
            values
        };
        if width > 0 {
            for (n, index) in values.chunks(width).enumerate() {
                if index.iter().zip(shape).any(|(&i, &d)| i >= d as u64) {
                    let shown = index
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ");
                    return self.err_at(
                        loc,
                        format!(
                            "sparse index #{n} is not contained within the value shape, with index=[{shown}], and type='{}'",
                            crate::printer::type_to_string(self.ctx, ty)
                        ),
                    );
                }
            }
        }
        Ok(())
    }

    // ---- locations ----------------------------------------------------------------------------

    /// The inside of `loc(...)`.
    pub(crate) fn parse_location_instance(&mut self) -> PResult<Location> {
        self.nested(|p| p.parse_location_instance_impl())
    }

    fn parse_location_instance_impl(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        match self.tok.kind {
            Tok::HashIdent => {
                let name = &self.spelling()[1..];
                let off = self.tok.start;
                let Some(a) = self.attr_alias(name) else {
                    return self.err_at(off, format!("undefined symbol alias id '{name}'"));
                };
                self.advance();
                if !ctx.is_location(a) {
                    return self.err_at(
                        off,
                        format!(
                            "expected location, but found '{}'",
                            crate::printer::attr_to_string(ctx, a)
                        ),
                    );
                }
                Ok(Location(a))
            }
            Tok::String => {
                let s = unescape(&self.src.as_bytes()[self.tok.start + 1..self.tok.end - 1]);
                let s = String::from_utf8_lossy(&s).into_owned();
                self.advance();
                if self.consume_if(Tok::Colon) {
                    if !self.at(Tok::Integer) {
                        return self.err_here("expected integer line number in FileLineColLoc");
                    }
                    let line = self.spelling().parse::<u32>().unwrap_or(0);
                    self.advance();
                    self.expect(Tok::Colon, "expected ':' in FileLineColLoc")?;
                    if !self.at(Tok::Integer) {
                        return self.err_here("expected integer column number in FileLineColLoc");
                    }
                    let col = self.spelling().parse::<u32>().unwrap_or(0);
                    self.advance();
                    return Ok(ctx.file_line_col(&s, line, col));
                }
                let child = if self.consume_if(Tok::LParen) {
                    let c = self.parse_location_instance()?;
                    if matches!(ctx.attr_kind(c.0), AttrKind::NameLoc { .. }) {
                        return self.err_here("child of NameLoc cannot be another NameLoc");
                    }
                    self.expect(Tok::RParen, "expected ')' after child location of NameLoc")?;
                    c
                } else {
                    ctx.unknown_loc()
                };
                Ok(ctx.name_loc(&s, child))
            }
            Tok::BareIdent => match self.spelling() {
                "unknown" => {
                    self.advance();
                    Ok(ctx.unknown_loc())
                }
                "callsite" => {
                    self.advance();
                    self.expect(Tok::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    if !self.consume_keyword("at") {
                        return self.err_here("expected 'at' in callsite location");
                    }
                    let caller = self.parse_location_instance()?;
                    self.expect(Tok::RParen, "expected ')' in callsite location")?;
                    Ok(ctx.callsite_loc(callee, caller))
                }
                "fused" => {
                    self.advance();
                    let metadata = if self.consume_if(Tok::Less) {
                        let m = self.parse_attribute(None)?;
                        self.expect(Tok::Greater, "expected '>' after fused location metadata")?;
                        Some(m)
                    } else {
                        None
                    };
                    self.expect(Tok::LSquare, "expected '[' in fused location")?;
                    let mut locs = Vec::new();
                    if !self.at(Tok::RSquare) {
                        self.parse_comma_list(|p| {
                            locs.push(p.parse_location_instance()?);
                            Ok(())
                        })?;
                    }
                    self.expect(Tok::RSquare, "expected ']' in fused location")?;
                    Ok(ctx.fused_loc(&locs, metadata))
                }
                _ => self.err_here("expected location instance"),
            },
            _ => self.err_here("expected location instance"),
        }
    }
}

fn elem_off(e: &Elem<'_>) -> usize {
    match e {
        Elem::Int { off, .. } | Elem::Float { off, .. } | Elem::Bool(_, off) => *off,
        Elem::Complex(re, _) => elem_off(re),
        Elem::Str(_) => 0,
    }
}

/// Bytes one element occupies in dense storage.
pub(crate) fn elem_storage_bytes(ctx: &crate::Context, elem: Type) -> usize {
    match ctx.type_kind(elem) {
        TypeKind::Complex(inner) => 2 * elem_storage_bytes(ctx, *inner),
        _ => (ctx.int_or_float_bitwidth(elem).unwrap_or(8) as usize)
            .div_ceil(8)
            .max(1),
    }
}

/// Builds a dense int/float attribute from per-element bytes, detecting splats as upstream.
pub(crate) fn make_dense(
    ctx: &crate::Context,
    ty: Type,
    _elem: Type,
    elems: Vec<Vec<u8>>,
) -> Attribute {
    let splat = !elems.is_empty() && elems.iter().all(|e| *e == elems[0]);
    let data: Vec<u8> = if splat {
        elems[0].clone()
    } else {
        elems.concat()
    };
    let num: i64 = ctx
        .shaped_parts(ty)
        .map(|(s, _)| s.iter().product())
        .unwrap_or(1);
    let splat = splat && (num != 1 || elems.len() == 1);
    ctx.get_attr(AttrKind::DenseIntOrFp {
        ty,
        data: data.into(),
        splat,
    })
}
