//! The llvm dialect attributes parsed for their structure (upstream's generated attribute
//! parsers of `LLVMAttrDefs.td`): the TBAA attributes `#llvm.tbaa_root`,
//! `#llvm.tbaa_type_desc`, `#llvm.tbaa_tag` and `#llvm.tbaa_member`. Each becomes a dialect
//! attribute whose pieces are upstream's printed form, nested attributes being pieces of their
//! own (the printer aliases them). Parameters are checked as the generated parsers do: a
//! nested attribute of the wrong kind is "invalid kind of attribute specified", followed by
//! which parameter failed.

use rmlir_ir::dialect::AttrSyntax;
use rmlir_ir::dialect_symbol::{DialectSymbol, SymbolPiece};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, PResult};
use rmlir_ir::{AttrKind, Attribute, Context};

pub struct LlvmAttrSyntax;

pub static LLVM_ATTR_SYNTAX: LlvmAttrSyntax = LlvmAttrSyntax;

const MNEMONICS: &[&str] = &["tbaa_root", "tbaa_type_desc", "tbaa_tag", "tbaa_member"];

impl AttrSyntax for LlvmAttrSyntax {
    fn handles(&self, mnemonic: &str) -> bool {
        MNEMONICS.contains(&mnemonic)
    }

    fn normalize_text(&self, ctx: &Context, sym: DialectSymbol) -> DialectSymbol {
        super::attr_text::normalize(ctx, sym)
    }

    fn parse(
        &self,
        p: &mut OpAsmParser<'_, '_>,
        _mnemonic_off: usize,
        _ty: Option<rmlir_ir::Type>,
    ) -> PResult<Attribute> {
        let Some(m) = p.parse_optional_any_keyword() else {
            return p.error("expected attribute mnemonic");
        };
        match m {
            "tbaa_root" => parse_root(p),
            "tbaa_type_desc" => parse_type_desc(p),
            "tbaa_tag" => parse_tag(p),
            _ => {
                let mut b = Pieces::new("tbaa_member");
                parse_member_body(p, &mut b)?;
                Ok(b.finish(p.ctx()))
            }
        }
    }
}

/// The mnemonic of an llvm dialect attribute built from pieces (`tbaa_root` for
/// `#llvm.tbaa_root<...>`).
pub fn mnemonic(ctx: &Context, a: Attribute) -> Option<&str> {
    let AttrKind::Dialect { sym, .. } = ctx.attr_kind(a) else {
        return None;
    };
    if ctx.ident_str(sym.dialect) != "llvm" {
        return None;
    }
    let Some(SymbolPiece::Text(t)) = sym.pieces.first() else {
        return None;
    };
    let end = t.find('<').unwrap_or(t.len());
    Some(&t[..end])
}

/// The printed form under construction: text and nested attributes.
struct Pieces {
    text: String,
    pieces: Vec<SymbolPiece>,
}

impl Pieces {
    fn new(mnemonic: &str) -> Self {
        Pieces {
            text: mnemonic.to_string(),
            pieces: Vec::new(),
        }
    }

    fn text(&mut self, s: &str) {
        self.text.push_str(s);
    }

    fn attr(&mut self, a: Attribute) {
        self.piece(SymbolPiece::Attr(a));
    }

    /// A parameter of a concrete attribute class (printed stripped unless aliased).
    fn stripped(&mut self, a: Attribute) {
        self.piece(SymbolPiece::StrippedAttr(a));
    }

    fn piece(&mut self, p: SymbolPiece) {
        if let SymbolPiece::Text(t) = &p {
            self.text.push_str(t);
            return;
        }
        if !self.text.is_empty() {
            let t = std::mem::take(&mut self.text);
            self.pieces.push(SymbolPiece::Text(t.into()));
        }
        self.pieces.push(p);
    }

    fn finish(mut self, ctx: &Context) -> Attribute {
        if !self.text.is_empty() {
            self.pieces.push(SymbolPiece::Text(self.text.into()));
        }
        let sym = DialectSymbol {
            dialect: ctx.ident("llvm"),
            pieces: self.pieces.into(),
        };
        ctx.get_attr(AttrKind::Dialect { sym, ty: None })
    }
}

/// A parameter of a `struct(params)` format.
struct Param {
    name: &'static str,
    required: bool,
    /// The C++ type upstream's "failed to parse" message names.
    cpp: &'static str,
}

/// The generated parser of `struct(params)`: `key = value` in any order, separated by
/// commas. With every parameter required, exactly that many are read; otherwise until no
/// comma follows, then the missing required ones are reported. `value` parses parameter
/// `i`; when it fails, the parameter is named in a follow-up error.
fn parse_struct(
    p: &mut OpAsmParser<'_, '_>,
    attr_name: &str,
    params: &[Param],
    value: &mut dyn FnMut(&mut OpAsmParser<'_, '_>, usize) -> PResult<()>,
) -> PResult<()> {
    let all_required = params.iter().all(|q| q.required);
    let mut seen = vec![false; params.len()];
    let mut index = 0;
    loop {
        let Some(key) = p.parse_optional_any_keyword() else {
            return p.error("expected a parameter name in struct");
        };
        p.expect(Tok::Equal, "expected '='")?;
        let key_off = p.offset();
        let Some(i) = params
            .iter()
            .enumerate()
            .position(|(i, q)| !seen[i] && q.name == key)
        else {
            return p.error_at(
                key_off,
                format!("duplicate or unknown struct parameter name: {key}"),
            );
        };
        seen[i] = true;
        if value(p, i).is_err() {
            let off = p.offset();
            return p.error_follow_up_at(
                off,
                format!(
                    "failed to parse {attr_name} parameter '{}' which is to be a `{}`",
                    params[i].name, params[i].cpp
                ),
            );
        }
        index += 1;
        if all_required {
            if index == params.len() {
                break;
            }
            p.expect(Tok::Comma, "expected ','")?;
        } else if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    for (q, s) in params.iter().zip(&seen) {
        if q.required && !s {
            return p.error(format!("struct is missing required parameter: {}", q.name));
        }
    }
    Ok(())
}

/// An attribute parameter of one of `kinds` (llvm mnemonics) written in full or as an
/// alias; "invalid kind of attribute specified" otherwise.
fn parse_attr_of(p: &mut OpAsmParser<'_, '_>, kinds: &[&str]) -> PResult<Attribute> {
    let off = p.offset();
    let a = p.parse_attribute(None)?;
    if !mnemonic(p.ctx(), a).is_some_and(|m| kinds.contains(&m)) {
        return p.error_at(off, "invalid kind of attribute specified");
    }
    Ok(a)
}

fn parse_string(p: &mut OpAsmParser<'_, '_>) -> PResult<String> {
    let off = p.offset();
    let a = p.parse_attribute(None)?;
    match p.ctx().attr_kind(a) {
        AttrKind::String { .. } => Ok(rmlir_ir::printer::attr_to_string(p.ctx(), a)),
        _ => p.error_at(off, "invalid kind of attribute specified"),
    }
}

fn parse_int(p: &mut OpAsmParser<'_, '_>) -> PResult<i64> {
    let off = p.offset();
    match p.parse_optional_integer_i64() {
        Some(r) => r,
        None => p.error_at(off, "expected integer value"),
    }
}

fn parse_bool(p: &mut OpAsmParser<'_, '_>) -> PResult<bool> {
    if p.parse_optional_keyword("true") {
        return Ok(true);
    }
    if p.parse_optional_keyword("false") {
        return Ok(false);
    }
    p.error("expected 'true' or 'false'")
}

/// `#llvm.tbaa_root` or `#llvm.tbaa_root<id = "name">`.
fn parse_root(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    let mut id = None;
    if p.consume_if(Tok::Less) && !p.consume_if(Tok::Greater) {
        let params = [Param {
            name: "id",
            required: false,
            cpp: "StringAttr",
        }];
        parse_struct(p, "LLVM_TBAARootAttr", &params, &mut |p, _| {
            id = Some(parse_string(p)?);
            Ok(())
        })?;
        p.expect(Tok::Greater, "expected '>'")?;
    }
    let mut b = Pieces::new("tbaa_root");
    if let Some(id) = id {
        b.text(&format!("<id = {id}>"));
    }
    Ok(b.finish(p.ctx()))
}

/// `<typeDesc, offset>` of a member, appended to `b` as printed.
fn parse_member_body(p: &mut OpAsmParser<'_, '_>, b: &mut Pieces) -> PResult<()> {
    p.expect(Tok::Less, "expected '<'")?;
    let node = match parse_attr_of(p, &["tbaa_root", "tbaa_type_desc"]) {
        Ok(a) => a,
        Err(()) => {
            let off = p.offset();
            return p.error_follow_up_at(
                off,
                "failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a \
                 `TBAANodeAttr`",
            );
        }
    };
    p.expect(Tok::Comma, "expected ','")?;
    let offset = match parse_int(p) {
        Ok(v) => v,
        Err(()) => {
            let off = p.offset();
            return p.error_follow_up_at(
                off,
                "failed to parse LLVM_TBAAMemberAttr parameter 'offset' which is to be a \
                 `int64_t`",
            );
        }
    };
    p.expect(Tok::Greater, "expected '>'")?;
    b.text("<");
    b.attr(node);
    b.text(&format!(", {offset}>"));
    Ok(())
}

/// `#llvm.tbaa_type_desc<id = "name", members = {<node, offset>, ...}>`.
fn parse_type_desc(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    p.expect(Tok::Less, "expected '<'")?;
    let params = [
        Param {
            name: "id",
            required: true,
            cpp: "StringAttr",
        },
        Param {
            name: "members",
            required: true,
            cpp: "::llvm::ArrayRef<TBAAMemberAttr>",
        },
    ];
    let mut id = String::new();
    let mut members = Pieces::new("");
    parse_struct(p, "LLVM_TBAATypeDescriptorAttr", &params, &mut |p, i| {
        if i == 0 {
            id = parse_string(p)?;
            return Ok(());
        }
        p.expect(Tok::LBrace, "expected '{'")?;
        let mut first = true;
        loop {
            if !first {
                members.text(", ");
            }
            first = false;
            // Upstream's `parseCustomAttributeWithFallback`: the stripped form unless the
            // attribute is written in full.
            if !p.at(Tok::HashIdent) {
                parse_member_body(p, &mut members)?;
            } else {
                // A member written in full: printed stripped.
                let m = parse_attr_of(p, &["tbaa_member"])?;
                append_stripped(p.ctx(), m, &mut members);
            }
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RBrace, "expected '}'")
    })?;
    p.expect(Tok::Greater, "expected '>'")?;
    let mut b = Pieces::new("tbaa_type_desc");
    b.text(&format!("<id = {id}, members = {{"));
    for piece in std::mem::take(&mut members.pieces) {
        b.piece(piece);
    }
    b.text(&members.text);
    b.text("}>");
    Ok(b.finish(p.ctx()))
}

/// The pieces of a pieces-built attribute without its mnemonic (its stripped form).
fn append_stripped(ctx: &Context, a: Attribute, b: &mut Pieces) {
    let AttrKind::Dialect { sym, .. } = ctx.attr_kind(a) else {
        return;
    };
    for (i, piece) in sym.pieces.iter().enumerate() {
        match piece {
            SymbolPiece::Text(t) if i == 0 => b.text(&t[t.find('<').unwrap_or(t.len())..]),
            other => b.piece(other.clone()),
        }
    }
}

/// `#llvm.tbaa_tag<base_type = desc, access_type = desc, offset = N[, constant = true]>`.
fn parse_tag(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    p.expect(Tok::Less, "expected '<'")?;
    let desc = "TBAATypeDescriptorAttr";
    let params = [
        Param {
            name: "base_type",
            required: true,
            cpp: desc,
        },
        Param {
            name: "access_type",
            required: true,
            cpp: desc,
        },
        Param {
            name: "offset",
            required: true,
            cpp: "int64_t",
        },
        Param {
            name: "constant",
            required: false,
            cpp: "bool",
        },
    ];
    let mut types: [Option<Attribute>; 2] = [None, None];
    let mut offset = 0;
    let mut constant = false;
    parse_struct(p, "LLVM_TBAATagAttr", &params, &mut |p, i| {
        match i {
            0 | 1 => {
                types[i] = Some(if !p.at(Tok::HashIdent) {
                    parse_type_desc(p)?
                } else {
                    parse_attr_of(p, &["tbaa_type_desc"])?
                })
            }
            2 => offset = parse_int(p)?,
            _ => constant = parse_bool(p)?,
        }
        Ok(())
    })?;
    p.expect(Tok::Greater, "expected '>'")?;
    let mut b = Pieces::new("tbaa_tag<base_type = ");
    if let [Some(base), Some(access)] = types {
        b.stripped(base);
        b.text(", access_type = ");
        b.stripped(access);
    }
    b.text(&format!(", offset = {offset}"));
    if constant {
        b.text(", constant = true");
    }
    b.text(">");
    Ok(b.finish(p.ctx()))
}
