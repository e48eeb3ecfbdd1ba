//! The interface custom op parsers use ([`OpAsmParser`]) and the op being assembled
//! ([`OperationState`]), as upstream's `OpAsmParser`/`OperationState`.

use super::lexer::Tok;
use super::{PResult, Parser};
use crate::attributes::{Attribute, Location, NamedAttr};
use crate::body::{BlockId, Body, RegionId, ValueId};
use crate::dialect::OperationName;
use crate::types::Type;

/// Everything needed to create an op, filled by the generic or a custom parser.
pub struct OperationState {
    pub name: OperationName,
    pub loc: Location,
    pub operands: Vec<ValueId>,
    pub result_types: Vec<Type>,
    pub successors: Vec<BlockId>,
    /// The `<{...}>` properties attribute, if written.
    pub properties: Option<Attribute>,
    pub attrs: Vec<NamedAttr>,
    /// Regions of a non-isolated op (in the enclosing body).
    pub regions: Vec<RegionId>,
    /// Regions of an isolated op, in the op's own body.
    pub isolated_body: Option<Box<Body>>,
}

impl OperationState {
    pub fn new(name: OperationName, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            successors: Vec::new(),
            properties: None,
            attrs: Vec::new(),
            regions: Vec::new(),
            isolated_body: None,
        }
    }
}

/// What a custom op parser sees: the parser positioned after the op name.
pub struct OpAsmParser<'p, 'a> {
    pub(crate) p: &'p mut Parser<'a>,
    pub(crate) name_off: usize,
}

impl<'p, 'a> OpAsmParser<'p, 'a> {
    pub fn ctx(&self) -> &'a crate::Context {
        self.p.ctx
    }

    /// Reports an error at the current token.
    pub fn error<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        self.p.err_here(msg)
    }

    /// Reports an error at the op name.
    pub fn error_at_name<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        let off = self.name_off;
        self.p.err_at(off, msg)
    }

    /// `@name` if present.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<Attribute>> {
        if !self.p.at(Tok::AtIdent) {
            return Ok(None);
        }
        let name = super::attrs::symbol_name(self.p.spelling());
        self.p.advance();
        Ok(Some(self.p.ctx.string_attr(&name)))
    }

    /// `keyword` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.consume_keyword(kw)
    }

    /// `attributes {...}` if present, appended to `attrs`.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &mut Vec<NamedAttr>,
    ) -> PResult<()> {
        if self.p.consume_keyword("attributes") {
            self.p.parse_attr_dict_into(attrs)?;
        }
        Ok(())
    }

    /// `{...}` if present, appended to `attrs`.
    pub fn parse_optional_attr_dict(&mut self, attrs: &mut Vec<NamedAttr>) -> PResult<()> {
        if self.p.at(Tok::LBrace) {
            self.p.parse_attr_dict_into(attrs)?;
        }
        Ok(())
    }

    /// A region with no entry-block arguments written outside it.
    pub fn parse_region(&mut self, state: &mut OperationState) -> PResult<()> {
        self.p.parse_region_into(state, &[], true)
    }

    /// Ensures an op with a single-block region without terminator has its (possibly empty)
    /// entry block, as upstream's `ensureTerminator`/`SingleBlock` parsing does.
    pub fn ensure_entry_block(&mut self, state: &mut OperationState, region_index: usize) {
        let (body, region) = match state.isolated_body.as_deref_mut() {
            Some(b) => {
                let r = b.root_regions()[region_index];
                (b, r)
            }
            None => {
                let r = state.regions[region_index];
                (self.p.body(), r)
            }
        };
        if body.region_is_empty(region) {
            let blk = body.create_block(&[]);
            body.append_block(region, blk);
        }
    }

    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.p.parse_attribute(ty)
    }

    pub fn consume_if(&mut self, t: Tok) -> bool {
        self.p.consume_if(t)
    }

    pub fn expect(&mut self, t: Tok, msg: &str) -> PResult<()> {
        self.p.expect(t, msg)
    }
}

/// An operand as written, before its type is known.
pub type UnresolvedOperand<'a> = (&'a str, usize, usize);

impl<'p, 'a> OpAsmParser<'p, 'a> {
    /// `%a, %b#1, ...` (possibly empty).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand<'a>>> {
        let mut v = Vec::new();
        if !self.p.at(Tok::PercentIdent) {
            return Ok(v);
        }
        loop {
            v.push(self.p.parse_ssa_use()?);
            if !self.p.consume_if(Tok::Comma) {
                break;
            }
        }
        Ok(v)
    }

    /// `type, type, ...` (at least one).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.p.parse_type()?];
        while self.p.consume_if(Tok::Comma) {
            v.push(self.p.parse_type()?);
        }
        Ok(v)
    }

    /// Resolves operands against their types, appending to `state.operands`.
    pub fn resolve_operands(
        &mut self,
        uses: &[UnresolvedOperand<'a>],
        types: &[Type],
        state: &mut OperationState,
    ) -> PResult<()> {
        if uses.len() != types.len() {
            let off = self.name_off;
            return self.p.err_at(
                off,
                format!(
                    "{} operands present, but expected {}",
                    uses.len(),
                    types.len()
                ),
            );
        }
        for (&(n, num, off), &t) in uses.iter().zip(types) {
            let v = self.p.resolve_ssa_use(n, num, off, t)?;
            state.operands.push(v);
        }
        Ok(())
    }
}
