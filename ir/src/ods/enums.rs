//! Enum attributes of dialects (upstream's `EnumAttr` over a `BitEnumAttr` or an integer
//! enum): `#arith.fastmath<nnan,ninf>`, `#arith.overflow<nsw, nuw>`, `#gpu.dimension<x>`.
//!
//! A dialect declares each once as a [`DialectAttrDef`] and lists them in
//! [`crate::dialect::Dialect::attrs`]. The attribute parser then parses
//! `#dialect.mnemonic<...>` with upstream's generated parser (keywords, `expected '>'`,
//! `expected <Enum> to be one of: ...`), and the attribute is stored canonicalized, as
//! upstream prints it, in the text form other dialect attributes use
//! (`AttrKind::Dialect`). Custom assembly formats (`fastmath<fast>`, [`super::AttrAsm::Dialect`])
//! use the same parser on the op's text.

use super::EnumDef;
use crate::attributes::Attribute;
use crate::context::Context;
use crate::parser::lexer::Tok;
use crate::parser::{PResult, Parser};

/// A bit enum (upstream's `I32BitEnumAttr`): cases in declaration order, each a single bit,
/// zero (`none`) or a group of bits (`fast`).
pub struct BitEnumDef {
    pub cases: &'static [(&'static str, u64)],
    /// Separator printed between flags: `","` (`nnan,ninf`) or `", "` (`nsw, nuw`).
    pub separator: &'static str,
    /// `printBitEnumPrimaryGroups`: groups that are fully set print as their name first.
    pub print_groups: bool,
}

impl BitEnumDef {
    /// Upstream's `stringify<Enum>`.
    pub fn stringify(&self, v: u64) -> String {
        if v == 0 {
            if let Some(c) = self.cases.iter().find(|c| c.1 == 0) {
                return c.0.to_string();
            }
        }
        let mut rest = v;
        let mut strs: Vec<&str> = Vec::new();
        if self.print_groups {
            for &(n, bits) in self.cases {
                if bits != 0 && !bits.is_power_of_two() && bits & rest == bits {
                    strs.push(n);
                    rest &= !bits;
                }
            }
        }
        for &(n, bits) in self.cases {
            if bits.is_power_of_two() && bits & rest == bits {
                strs.push(n);
            }
        }
        strs.join(self.separator)
    }

    /// The value of one case name.
    pub fn case_value(&self, name: &str) -> Option<u64> {
        self.cases.iter().find(|c| c.0 == name).map(|c| c.1)
    }

    /// Upstream's `symbolize<Enum>` of a printed value (`nnan,ninf`).
    pub fn symbolize(&self, s: &str) -> Option<u64> {
        let sep = self.separator.trim();
        let mut v = 0;
        for part in s.split(sep) {
            v |= self.case_value(part.trim())?;
        }
        Some(v)
    }
}

/// What a dialect enum attribute holds.
#[derive(Copy, Clone)]
pub enum EnumAttrKind {
    Bit(&'static BitEnumDef),
    Int(&'static EnumDef),
}

/// A dialect attribute `#dialect.mnemonic<value>` holding an enum (upstream's `EnumAttr`).
///
/// Declare it as a `static`: its address keys the context's cache of the attributes it
/// builds and the values it reads ([`Context::memo_attr`]).
pub struct DialectAttrDef {
    pub dialect: &'static str,
    pub mnemonic: &'static str,
    /// The TableGen name of the attribute (`Arith_FastMathAttr`), quoted by upstream's
    /// "failed to parse ... parameter" message.
    pub attr_name: &'static str,
    /// The qualified C++ enum (`::mlir::arith::FastMathFlags`), quoted by parse errors.
    pub cpp_enum: &'static str,
    pub kind: EnumAttrKind,
}

impl DialectAttrDef {
    fn case_names(&self) -> Vec<&'static str> {
        match self.kind {
            EnumAttrKind::Bit(b) => b.cases.iter().map(|c| c.0).collect(),
            EnumAttrKind::Int(e) => e.cases.iter().map(|c| c.0).collect(),
        }
    }

    fn stringify(&self, v: u64) -> String {
        match self.kind {
            EnumAttrKind::Bit(b) => b.stringify(v),
            EnumAttrKind::Int(e) => e.case_name(v as i64).unwrap_or("").to_string(),
        }
    }

    /// The attribute holding `v`, as upstream prints it.
    pub fn get(&self, ctx: &Context, v: u64) -> Attribute {
        ctx.memo_attr((self as *const Self as usize, v), || {
            let text = format!("{}<{}>", self.mnemonic, self.stringify(v));
            super::constraints::dialect_attr(ctx, self.dialect, &text)
        })
    }

    /// The value of an attribute of this kind.
    pub fn value(&self, ctx: &Context, a: Attribute) -> Option<u64> {
        ctx.memo_value(self as *const Self as usize, a, || self.read_value(ctx, a))
    }

    fn read_value(&self, ctx: &Context, a: Attribute) -> Option<u64> {
        let (dialect, text) = super::constraints::dialect_attr_text(ctx, a)?;
        if dialect != self.dialect {
            return None;
        }
        let inner = text
            .strip_prefix(self.mnemonic)?
            .strip_prefix('<')?
            .strip_suffix('>')?;
        match self.kind {
            EnumAttrKind::Bit(b) => b.symbolize(inner),
            EnumAttrKind::Int(e) => e.case_value(inner).map(|v| v as u64),
        }
    }

    /// Whether `a` is an attribute of this kind.
    pub fn is(&self, ctx: &Context, a: Attribute) -> bool {
        self.value(ctx, a).is_some()
    }
}

/// Parses `<value>` (upstream's generated `Attr::parse`) at the current token: the
/// parameters of `def`, written after its mnemonic. `op` is the custom op being parsed, whose
/// name prefixes the errors upstream emits through the op parser.
pub(crate) fn parse_params(
    p: &mut Parser<'_>,
    def: &DialectAttrDef,
    op: Option<&str>,
) -> PResult<Attribute> {
    let prefix = op.map(|o| format!("custom op '{o}' ")).unwrap_or_default();
    p.expect(Tok::Less, "expected '<'")?;
    let start = p.tok.start;
    let mut value = 0u64;
    loop {
        if p.tok.kind != Tok::BareIdent {
            // Upstream follows the field parser's error with "failed to parse <attr_name>
            // parameter ..."; rmlir reports the first error of a failed parse only.
            return p.err_here(format!("{prefix}expected valid keyword"));
        }
        let kw = p.spelling().to_string();
        p.advance();
        let v = match def.kind {
            EnumAttrKind::Bit(b) => b.case_value(&kw),
            EnumAttrKind::Int(e) => e.case_value(&kw).map(|v| v as u64),
        };
        let Some(v) = v else {
            let here = p.tok.start;
            let _: PResult<()> = p.err_at(
                start,
                format!(
                    "{prefix}expected {} to be one of: {}",
                    def.cpp_enum,
                    def.case_names().join(", ")
                ),
            );
            return p.err_follow_up_at(
                here,
                format!(
                    "{prefix}failed to parse {} parameter 'value' which is to be a `{}`",
                    def.attr_name, def.cpp_enum
                ),
            );
        };
        value |= v;
        let more = match def.kind {
            EnumAttrKind::Bit(b) if b.separator.trim() == "|" => p.consume_if(Tok::VerticalBar),
            EnumAttrKind::Bit(_) => p.consume_if(Tok::Comma),
            EnumAttrKind::Int(_) => false,
        };
        if !more {
            break;
        }
    }
    p.expect(Tok::Greater, "expected '>'")?;
    Ok(def.get(p.ctx, value))
}

/// Parses a `#dialect.mnemonic...` attribute of a dialect that declares its attributes; the
/// current token is the `#` identifier. Returns `None` when the dialect declares none.
pub(crate) fn parse_extended(
    p: &mut Parser<'_>,
    dialect: &str,
    mnemonic: Option<&str>,
) -> Option<PResult<Attribute>> {
    if !p.ctx.dialect_declares_attrs(dialect) {
        return None;
    }
    if let Some(m) = mnemonic {
        if p.ctx.dialect_attrs_partial(dialect) && p.ctx.dialect_attr_def(dialect, m).is_none() {
            return None;
        }
    }
    Some(parse_extended_impl(p, dialect, mnemonic))
}

fn parse_extended_impl(
    p: &mut Parser<'_>,
    dialect: &str,
    mnemonic: Option<&str>,
) -> PResult<Attribute> {
    let ident_start = p.tok.start;
    let ident_end = p.tok.end;
    // As upstream: the body is delimited first, then the optional `: type` is parsed, then
    // the dialect parses the body.
    let end = if p.src.as_bytes().get(ident_end) == Some(&b'<') {
        p.scan_dialect_body(ident_end)?
    } else {
        ident_end
    };
    p.reset_to(end);
    if p.consume_if(Tok::Colon) {
        p.parse_type()?;
    }
    let resume = p.tok.start;
    // `#arith.fastmath<...>`, or `#arith<fastmath<...>>` (the mnemonic inside the body).
    let (mnemonic, off, params) = match mnemonic {
        Some(m) => (
            m.to_string(),
            ident_start + 1 + dialect.len() + 1,
            ident_end,
        ),
        None => {
            p.reset_to(ident_end + 1);
            let m = if p.tok.kind == Tok::BareIdent {
                p.spelling().to_string()
            } else {
                String::new()
            };
            (m, p.tok.start, p.tok.end)
        }
    };
    let Some(def) = p.ctx.dialect_attr_def(dialect, &mnemonic) else {
        return p.err_at(
            off,
            format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"),
        );
    };
    p.reset_to(params);
    let a = parse_params(p, def, None)?;
    p.reset_to(resume);
    Ok(a)
}

/// An enum attribute of a dialect written `#dialect<mnemonic case>` (upstream's `EnumAttr`
/// with format `$value` and no pretty mnemonic, e.g. `#index<cmp_predicate slt>`); in an op's
/// format it is the case keyword. [`DialectAttrDef`] is the `#dialect.mnemonic<case>` form.
pub struct DialectEnumDef {
    pub dialect: &'static str,
    pub mnemonic: &'static str,
    /// The C++ enum (`::mlir::index::IndexCmpPredicate`), quoted in parse errors.
    pub cpp_name: &'static str,
    pub cases: &'static [&'static str],
}

impl DialectEnumDef {
    /// The attribute of case `name`.
    pub fn attr(&self, ctx: &Context, name: &str) -> Attribute {
        super::constraints::dialect_attr(ctx, self.dialect, &format!("{} {name}", self.mnemonic))
    }
    /// The case of `a`, if it is an attribute of this enum.
    pub fn case_of(&self, ctx: &Context, a: Attribute) -> Option<&'static str> {
        let (dialect, text) = super::constraints::dialect_attr_text(ctx, a)?;
        if dialect != self.dialect {
            return None;
        }
        let rest = text.strip_prefix(self.mnemonic)?.strip_prefix(' ')?;
        self.cases.iter().copied().find(|c| *c == rest)
    }
}
