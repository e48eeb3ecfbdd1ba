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
    /// The full name of the op being parsed.
    pub(crate) op_name: &'a str,
}

impl<'p, 'a> OpAsmParser<'p, 'a> {
    pub fn ctx(&self) -> &'a crate::Context {
        self.p.ctx
    }

    /// Reports an error at the current token.
    pub fn error<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        self.p.err_here(msg)
    }

    /// An error emitted after a nested parse already failed, both reported (see
    /// `Parser::err_follow_up_at`): upstream's generated attribute and type parsers report
    /// "failed to parse ... parameter ..." after the parameter's own error.
    pub fn error_follow_up_at<T>(&mut self, off: usize, msg: impl Into<String>) -> PResult<T> {
        self.p.err_follow_up_at(off, msg)
    }

    /// Upstream's `OpAsmParser::emitError`: `custom op 'name' message` at byte `off`.
    pub fn emit_error<T>(&mut self, off: usize, msg: impl std::fmt::Display) -> PResult<T> {
        let m = format!("custom op '{}' {msg}", self.op_name);
        self.p.err_at(off, m)
    }

    /// The full name of the op being parsed.
    pub fn op_name(&self) -> &'a str {
        self.op_name
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
        let (body, region) = self.state_region(state, region_index);
        if body.region_is_empty(region) {
            let blk = body.create_block(&[]);
            body.append_block(region, blk);
        }
    }

    /// Region `i` of the op being parsed, with the body holding it (the op's own body when
    /// it is isolated).
    pub fn state_region<'s>(
        &'s mut self,
        state: &'s mut OperationState,
        i: usize,
    ) -> (&'s mut Body, RegionId) {
        match state.isolated_body.as_deref_mut() {
            Some(b) => {
                let r = b.root_regions()[i];
                (b, r)
            }
            None => {
                let r = state.regions[i];
                (self.p.body(), r)
            }
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

    /// Upstream's `parseOptionalInteger<int64_t>`: `true`, `false` or an optionally negated
    /// integer literal (decimal or hex); `None`, consuming nothing, when absent. Values
    /// that do not survive upstream's 64-bit round trip are "integer value too large".
    pub fn parse_optional_integer_i64(&mut self) -> Option<PResult<i64>> {
        // `true` is a 1-bit `APInt` 1, which sign-extends to -1.
        if self.p.consume_keyword("true") {
            return Some(Ok(-1));
        }
        if self.p.consume_keyword("false") {
            return Some(Ok(0));
        }
        if !self.p.at(Tok::Integer) && !self.p.at(Tok::Minus) {
            return None;
        }
        let start = self.p.tok.start;
        let negative = self.p.consume_if(Tok::Minus);
        if !self.p.at(Tok::Integer) {
            return Some(self.p.err_here("expected integer value"));
        }
        let spelling = self.p.spelling();
        self.p.advance();
        let digits = spelling.strip_prefix("0x").unwrap_or(spelling);
        let magnitude = if digits.len() == spelling.len() {
            spelling.parse::<u128>()
        } else {
            u128::from_str_radix(digits, 16)
        };
        // As upstream: the literal is an `APInt` of 4 bits per digit (one more when its top
        // bit is set), negated in that width, then `sextOrTrunc`ed to 64 bits; the value
        // is accepted when zero-extending or truncating it back gives the same `APInt`.
        let value = magnitude.ok().and_then(|m| {
            let mut bw = (4 * digits.len() as u32).clamp(1, 128);
            if bw < 128 && (m >> (bw - 1)) & 1 == 1 {
                bw += 1;
            }
            let mask = if bw >= 128 {
                u128::MAX
            } else {
                (1u128 << bw) - 1
            };
            if m & !mask != 0 {
                return None;
            }
            let val = if negative { m.wrapping_neg() & mask } else { m };
            let result = if bw >= 64 || (val >> (bw - 1)) & 1 == 0 {
                val as u64
            } else {
                (val | !mask) as u64
            };
            let back = if bw <= 64 {
                result as u128 & mask
            } else {
                result as u128
            };
            (back == val).then_some(result as i64)
        });
        Some(match value {
            Some(v) => Ok(v),
            None => self.emit_error(start, "integer value too large"),
        })
    }

    /// Upstream's `parseInteger<int64_t>`: "expected integer value" when absent.
    pub fn parse_integer_i64(&mut self) -> PResult<i64> {
        let off = self.p.tok.start;
        match self.parse_optional_integer_i64() {
            Some(r) => r,
            None => self.emit_error(off, "expected integer value"),
        }
    }
}

/// A region argument as written in a custom form (upstream's `OpAsmParser::Argument`):
/// `%name: type {attrs} loc(...)`, or just `type {attrs} loc(...)` when `name` is empty.
#[derive(Clone, Debug)]
pub struct Argument<'a> {
    pub name: &'a str,
    /// Byte offset of the name (or of the type when unnamed).
    pub offset: usize,
    pub ty: Type,
    pub attrs: Vec<NamedAttr>,
    pub loc: Option<Location>,
}

impl<'p, 'a> OpAsmParser<'p, 'a> {
    /// Byte offset of the current token.
    pub fn offset(&self) -> usize {
        self.p.tok.start
    }

    /// Byte offset of the op name.
    pub fn name_offset(&self) -> usize {
        self.name_off
    }

    pub fn at(&self, t: Tok) -> bool {
        self.p.at(t)
    }

    /// Whether the current token starts a type (upstream's `parseOptionalType` would not
    /// return "no type").
    pub fn at_type_start(&self) -> bool {
        self.p.at_type_start()
    }

    /// A string literal if present, unescaped (upstream's `parseOptionalString`).
    pub fn parse_optional_string(&mut self) -> Option<String> {
        if !self.p.at(Tok::String) {
            return None;
        }
        let t = &self.p.tok;
        let s = String::from_utf8_lossy(&crate::parser::lexer::unescape(
            &self.p.src.as_bytes()[t.start + 1..t.end - 1],
        ))
        .into_owned();
        self.p.advance();
        Some(s)
    }

    /// The dimensions of a shape up to the element type, each followed by `x` (`4 x`,
    /// `? x 4 x`, `4x4x`): upstream's `parseDimensionList(dims, allowDynamic)`.
    pub fn parse_dimension_list(&mut self, allow_dynamic: bool) -> PResult<Vec<i64>> {
        self.p.parse_dimension_list(allow_dynamic, None)
    }

    /// Reports an error at byte offset `off`.
    pub fn error_at<T>(&mut self, off: usize, msg: impl Into<String>) -> PResult<T> {
        self.p.err_at(off, msg)
    }

    /// Reports an error at `off` with a note at `note_off`.
    pub fn error_with_note<T>(
        &mut self,
        off: usize,
        msg: impl Into<String>,
        note_off: usize,
        note: impl Into<String>,
    ) -> PResult<T> {
        let r = self.p.err_at(off, msg);
        let loc = self.p.loc_at(note_off);
        if let Some(e) = self.p.error.as_mut() {
            if e.notes.is_empty() {
                e.notes
                    .push(crate::diagnostics::Diagnostic::error(loc, note.into()));
                e.notes[0].severity = crate::diagnostics::Severity::Note;
            }
        }
        r
    }

    /// The location of byte offset `off` in the source.
    pub fn loc_at(&self, off: usize) -> Location {
        self.p.loc_at(off)
    }

    /// `loc(...)` if present.
    pub fn parse_optional_location(&mut self) -> PResult<Option<Location>> {
        if self.p.at_keyword("loc") {
            return self.p.parse_location_specifier().map(Some);
        }
        Ok(None)
    }

    /// `%name: type {attrs} loc(...)` if the next token is an SSA name (upstream's
    /// `parseOptionalArgument` with types and attributes allowed).
    pub fn parse_optional_argument(&mut self) -> PResult<Option<Argument<'a>>> {
        if !self.p.at(Tok::PercentIdent) {
            return Ok(None);
        }
        let offset = self.p.tok.start;
        let name = self.p.spelling();
        self.p.advance();
        if self.p.at(Tok::HashIdent) {
            return self
                .p
                .err_here("result number not allowed in argument list");
        }
        self.p.expect(Tok::Colon, "expected ':'")?;
        let ty = self.p.parse_type()?;
        let mut attrs = Vec::new();
        self.parse_optional_attr_dict(&mut attrs)?;
        let loc = self.parse_optional_location()?;
        Ok(Some(Argument {
            name,
            offset,
            ty,
            attrs,
            loc,
        }))
    }

    /// `%name` or `%name#N` (upstream's `parseOperand`).
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'a>> {
        self.p.parse_ssa_use()
    }

    /// An optional region whose entry block gets `args` (named arguments written before
    /// it, as a function signature). Returns whether a region was present.
    pub fn parse_optional_region_with_args(
        &mut self,
        state: &mut OperationState,
        args: &[Argument<'a>],
    ) -> PResult<bool> {
        if !self.p.at(Tok::LBrace) {
            return Ok(false);
        }
        for (i, a) in args.iter().enumerate() {
            // A name already known in the enclosing scope (non-isolated regions).
            let outer = state
                .isolated_body
                .is_none()
                .then(|| self.p.ssa_reference_offset(a.name))
                .flatten();
            if let Some(poff) = outer {
                return self.error_with_note(
                    a.offset,
                    format!("region entry argument '{}' is already in use", a.name),
                    poff,
                    "previously referenced here",
                );
            }
            if let Some(prev) = args[..i].iter().find(|p| p.name == a.name) {
                let (off, poff) = (a.offset, prev.offset);
                return self.error_with_note(
                    off,
                    format!("region entry argument '{}' is already in use", a.name),
                    poff,
                    "previously referenced here",
                );
            }
        }
        let entry: Vec<(&'a str, usize, Type, Location)> = args
            .iter()
            .map(|a| {
                let loc = a.loc.unwrap_or_else(|| self.p.loc_at(a.offset));
                (a.name, a.offset, a.ty, loc)
            })
            .collect();
        self.p.parse_region_into(state, &entry, true)?;
        Ok(true)
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
            return self.emit_error(
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

impl<'p, 'a> OpAsmParser<'p, 'a> {
    /// `^block` (upstream's `parseSuccessor`).
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        self.p.parse_successor()
    }

    /// Adds an empty region to the op being parsed (a region its format did not write).
    pub fn add_empty_region(&mut self, state: &mut OperationState) {
        match state.isolated_body.as_deref_mut() {
            Some(b) => {
                b.add_root_region();
            }
            None => {
                let r = self.p.body().create_detached_region();
                state.regions.push(r);
            }
        }
    }

    /// Upstream's `ensureRegionTerminator`: region `region_index` gets a block if empty, and
    /// its last block an op `terminator` (no operands, at the op's location) unless it
    /// already ends with a terminator.
    pub fn ensure_terminator(
        &mut self,
        state: &mut OperationState,
        region_index: usize,
        terminator: &str,
    ) {
        let ctx = self.p.ctx;
        let name = ctx.op_name(terminator);
        let loc = state.loc;
        let nprops = ctx.op_info(name).map_or(0, |i| i.props.len());
        // The terminator's builder gives each of its fixed regions an empty block
        // (`scf.forall.in_parallel`).
        let nregions = ctx
            .op_info(name)
            .and_then(|i| i.def)
            .map_or(0, |d| d.regions.iter().filter(|r| !r.variadic).count());
        self.ensure_entry_block(state, region_index);
        let (body, region) = self.state_region(state, region_index);
        let last_block = body.region_blocks(region).last().expect("a block");
        if let Some(last) = body.last_op(last_block) {
            if ctx
                .op_traits(body.op_name(last))
                .has(crate::dialect::Traits::TERMINATOR)
            {
                return;
            }
        }
        let spec = crate::body::OpSpec {
            name,
            loc,
            operands: &[],
            result_types: &[],
            successors: &[],
            props: smallvec::smallvec![None; nprops],
            attrs: Vec::new(),
            num_regions: nregions,
            isolated: false,
        };
        let t = body.create_op(spec);
        body.insert_op(t, crate::body::InsertPoint::BlockEnd(last_block));
        for r in body.regions(t).to_vec() {
            let blk = body.create_block(&[]);
            body.append_block(r, blk);
        }
    }
}

impl<'p, 'a> OpAsmParser<'p, 'a> {
    /// `keyword`, or "custom op 'name' expected 'keyword'" at the current token (upstream's
    /// `parseKeyword`).
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.p.consume_keyword(kw) {
            return Ok(());
        }
        let off = self.offset();
        self.emit_error(off, format!("expected '{kw}'"))
    }

    /// Any keyword (a bare identifier or a keyword token such as `false`), upstream's
    /// `parseOptionalKeyword(StringRef *)`.
    pub fn parse_optional_any_keyword(&mut self) -> Option<&'a str> {
        let s = self.p.spelling();
        let first = s.chars().next()?;
        let word = (first.is_ascii_alphabetic() || first == '_')
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.');
        if !word || self.p.at(Tok::Eof) {
            return None;
        }
        self.p.advance();
        Some(s)
    }

    /// A bare affine map, `(d0, d1)[s0] -> (d1, d0)` (upstream's `parseAffineMap`).
    pub fn parse_affine_map(&mut self) -> PResult<crate::affine::AffineMap> {
        let start = self.p.tok.start;
        match crate::affine::parse_affine_map_prefix(&self.p.src[start..]) {
            Ok((m, consumed)) => {
                self.p.reset_to(start + consumed);
                Ok(m)
            }
            Err(e) => self.p.err_at(start + e.offset, e.message),
        }
    }

    /// `-> type` or `-> (type, ...)` if present (upstream's `parseOptionalArrowTypeList`).
    pub fn parse_optional_arrow_type_list(&mut self, types: &mut Vec<Type>) -> PResult<()> {
        if !self.p.consume_if(Tok::Arrow) {
            return Ok(());
        }
        self.parse_function_result_types(types)
    }

    /// `type` or `(type, ...)`: upstream's `parseFunctionResultTypes`.
    pub fn parse_function_result_types(&mut self, types: &mut Vec<Type>) -> PResult<()> {
        if self.p.at(Tok::LParen) {
            types.extend(self.p.parse_type_list_parens()?);
        } else {
            types.push(self.p.parse_type()?);
        }
        Ok(())
    }

    /// `( type, ... )`, possibly empty.
    pub fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.p.parse_type_list_parens()
    }

    /// A signed 64-bit integer literal if present (upstream's `parseOptionalInteger`).
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i64>> {
        let off = self.offset();
        let neg = self.p.at(Tok::Minus);
        if neg {
            self.p.advance();
            if !self.p.at(Tok::Integer) {
                return self.p.err_here("expected integer value");
            }
        } else if !self.p.at(Tok::Integer) {
            return Ok(None);
        }
        let s = self.p.spelling();
        let v = if let Some(h) = s.strip_prefix("0x") {
            i128::from_str_radix(h, 16).ok()
        } else {
            s.parse::<i128>().ok()
        };
        self.p.advance();
        let v = v.map(|v| if neg { -v } else { v });
        match v.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => Ok(Some(v)),
            None => self.p.err_at(off, "integer value too large"),
        }
    }

    /// A region whose entry block gets `args` (upstream's `parseRegion(region, arguments)`);
    /// "expected '{' to begin a region" when absent.
    pub fn parse_region_with_args(
        &mut self,
        state: &mut OperationState,
        args: &[Argument<'a>],
    ) -> PResult<()> {
        if !self.p.at(Tok::LBrace) {
            return self.p.err_here("expected '{' to begin a region");
        }
        self.parse_optional_region_with_args(state, args)?;
        Ok(())
    }

    /// `%name` as a region argument whose type is given later (upstream's
    /// `parseArgument(arg, /*allowType=*/false)` / `parseOperand(arg.ssaName)`).
    pub fn parse_argument_name(&mut self) -> PResult<Argument<'a>> {
        let (name, _, offset) = self.p.parse_ssa_use()?;
        Ok(Argument {
            name,
            offset,
            ty: self.p.ctx.index_type(),
            attrs: Vec::new(),
            loc: None,
        })
    }

    /// `(%a = %x, %b = %y)`: upstream's `parseAssignmentList` (the `(` is required).
    pub fn parse_assignment_list(
        &mut self,
        args: &mut Vec<Argument<'a>>,
        operands: &mut Vec<UnresolvedOperand<'a>>,
    ) -> PResult<()> {
        self.p.expect(Tok::LParen, "expected '('")?;
        if self.p.consume_if(Tok::RParen) {
            return Ok(());
        }
        loop {
            args.push(self.parse_argument_name()?);
            self.p.expect(Tok::Equal, "expected '='")?;
            operands.push(self.p.parse_ssa_use()?);
            if !self.p.consume_if(Tok::Comma) {
                break;
            }
        }
        self.p.expect(Tok::RParen, "expected ')'")
    }
}
