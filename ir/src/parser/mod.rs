//! The MLIR text parser: a hand-written recursive-descent parser over [`lexer`] tokens.
//!
//! Nesting of operations, regions and blocks is handled with explicit stacks where input
//! depth is unbounded; attribute and type syntax recurses but is limited by
//! [`MAX_NESTING`], with a diagnostic, so that no input overflows the stack.

mod asm;
mod attrs;
pub mod lexer;
mod types;

pub use asm::{Argument, OpAsmParser, OperationState, UnresolvedOperand};
pub(crate) use attrs::elem_storage_bytes;

use crate::attributes::{AttrKind, Attribute, Location, NamedAttr};
use crate::body::{BlockId, Body, OpId, OpSpec, RegionId, ValueId};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::dialect::Traits;
use crate::types::Type;
use lexer::{Lexer, Tok, Token};
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;
use std::sync::Arc;

/// Maximum nesting of regions plus attribute/type syntax before the parser gives up with a
/// diagnostic rather than risk the stack.
pub const MAX_NESTING: usize = 1000;

/// Stack left below which a nesting level continues on a new heap-allocated segment.
const STACK_RED_ZONE: usize = 128 * 1024;
/// Size of each such segment.
const STACK_SEGMENT: usize = 4 * 1024 * 1024;

pub type PResult<T> = Result<T, ()>;

/// Options that change what the parser accepts.
#[derive(Clone, Debug, Default)]
pub struct ParserConfig {
    pub allow_unregistered_dialect: bool,
    /// Parse the `mlir_reproducer` external resource as `mlir-opt --run-reproducer` does: only
    /// its `pipeline` (string), `disable_threading` and `verify_each` (bools) keys.
    pub reproducer_resource: bool,
}

/// An op and the body that holds it: what parsing a file produces (upstream's
/// `OwningOpRef`). For a module, `body` holds just the module op.
pub struct OwnedOp {
    pub body: Body,
    pub op: OpId,
}

/// Where a value name was defined or first used.
#[derive(Clone, Copy)]
struct ValueEntry {
    value: ValueId,
    offset: usize,
}

/// SSA names visible in one isolated region tree.
#[derive(Default)]
struct IsolatedScope<'a> {
    values: HashMap<&'a str, SmallVec<[Option<ValueEntry>; 1]>>,
    /// Names defined per nested region scope, removed when the region ends.
    defs_per_region: Vec<Vec<&'a str>>,
    /// Unresolved forward references: placeholder -> offset of the first use.
    forward_refs: HashMap<ValueId, usize>,
}

/// An isolated region skipped by the main parse (its op's body holds a placeholder), parsed
/// afterwards by a parser of its own.
struct DeferredRegion<'a> {
    /// Offset of the region's `{`.
    start: usize,
    entry_args: Vec<(&'a str, usize, Type, Location)>,
    default_dialects: Vec<&'static str>,
    depth: usize,
}

/// Placeholder locations standing for `loc(#alias)` references to aliases defined later.
type DeferredLocs<'a> = HashMap<Attribute, (&'a str, usize)>;

/// Blocks referenced or defined in one region.
#[derive(Default)]
struct BlockScope<'a> {
    blocks: HashMap<&'a str, (BlockId, bool /*defined*/, usize)>,
}

pub struct Parser<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) src: &'a str,
    lex: Lexer<'a>,
    pub(crate) tok: Token,
    file: crate::context::Ident,
    /// Line starts for offset -> line/col (shared with the parsers of deferred regions).
    line_starts: Arc<[usize]>,
    config: ParserConfig,
    pub(crate) error: Option<Diagnostic>,
    /// Attribute and type aliases with the offset of their definition (shared with the
    /// parsers of deferred regions, which see only those defined before the region).
    attr_aliases: Arc<HashMap<&'a str, (Attribute, usize)>>,
    type_aliases: Arc<HashMap<&'a str, (Type, usize)>>,
    /// Aliases defined at or after this offset are not visible (deferred region parsers).
    alias_horizon: usize,
    /// `distinct[N]<...>` attributes by their id in this file.
    distinct_ids: HashMap<String, Attribute>,
    /// Isolated regions skipped by the main parse, parsed afterwards in parallel.
    deferred: Vec<DeferredRegion<'a>>,
    /// Whether isolated regions may be deferred (threading on, not a deferred parser).
    defer_regions: bool,
    /// Stack of bodies being filled: the last is where new ops go.
    pub(crate) bodies: Vec<Body>,
    scopes: Vec<IsolatedScope<'a>>,
    block_scopes: Vec<BlockScope<'a>>,
    /// Undefined-value errors found when a region ended, reported at the end as upstream.
    undefined_values: Vec<usize>,
    deferred_locs: DeferredLocs<'a>,
    pub(crate) default_dialects: Vec<&'static str>,
    pub(crate) depth: usize,
}

impl<'a> Parser<'a> {
    pub fn new(ctx: &'a Context, src: &'a str, file: &str, config: ParserConfig) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        let mut line_starts = vec![0];
        for (i, b) in src.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i + 1);
            }
        }
        let line_starts: Arc<[usize]> = line_starts.into();
        Parser {
            ctx,
            src,
            lex,
            tok,
            file: ctx.ident(file),
            line_starts,
            config,
            error: None,
            attr_aliases: Arc::default(),
            type_aliases: Arc::default(),
            alias_horizon: usize::MAX,
            distinct_ids: HashMap::default(),
            deferred: Vec::new(),
            defer_regions: false,
            bodies: Vec::new(),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            undefined_values: Vec::new(),
            deferred_locs: HashMap::default(),
            default_dialects: vec!["builtin"],
            depth: 0,
        }
    }

    // ---- token helpers -----------------------------------------------------------------------

    pub(crate) fn advance(&mut self) {
        self.tok = self.lex.next_token();
    }

    pub(crate) fn spelling(&self) -> &'a str {
        &self.src[self.tok.start..self.tok.end]
    }

    pub(crate) fn at(&self, k: Tok) -> bool {
        self.tok.kind == k
    }

    pub(crate) fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareIdent && self.spelling() == kw
    }

    pub(crate) fn consume_if(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.advance();
            true
        } else {
            false
        }
    }

    pub(crate) fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.advance();
            true
        } else {
            false
        }
    }

    pub(crate) fn expect(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            self.err_wrong_token(msg)
        }
    }

    /// Upstream's `emitWrongTokenError`: an error about the current token being the wrong
    /// one is reported at the end of the previous token's line content, backing up over
    /// blank lines and `//` comments, so that it points where something is missing.
    pub(crate) fn err_wrong_token<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        if self.tok.kind == Tok::Error {
            return self.err_here(msg);
        }
        let bytes = self.src.as_bytes();
        let mut loc = self.tok.start.min(bytes.len());
        if self.tok.kind == Tok::Eof && loc > 0 {
            loc -= 1;
        }
        let original = loc;
        let mut end = loc;
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.err_at(original, msg);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return self.err_at(end, msg);
            }
            end -= 1;
            let line_start = bytes[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            if let Some(c) = self.src[line_start..end].find("//") {
                end = line_start + c;
            }
        }
    }

    /// Restarts lexing at byte `pos`.
    pub(crate) fn reset_to(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.advance();
    }

    pub(crate) fn loc_at(&self, offset: usize) -> Location {
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let col = offset - self.line_starts[line - 1] + 1;
        let loc = crate::attributes::AttrKind::FileLineColLoc {
            file: self.file,
            line: line as u32,
            col: col as u32,
        };
        Location(self.ctx.get_attr(loc))
    }

    /// Records an error at `offset` (only the first error is kept, as parsing stops there).
    /// At a lexer error token, the lexer's error is the one reported (upstream abandons a
    /// parser error made in response to a lexer error).
    pub(crate) fn err_at<T>(&mut self, offset: usize, msg: impl Into<String>) -> PResult<T> {
        if self.tok.kind == Tok::Error && self.error.is_none() {
            if let Some(e) = self.lex.last_error.clone() {
                let loc = self.loc_at(e.offset);
                self.error = Some(Diagnostic::error(loc, e.message));
                return Err(());
            }
        }
        if self.error.is_none() {
            let loc = self.loc_at(offset);
            self.error = Some(Diagnostic::error(loc, msg));
        }
        Err(())
    }

    /// Reports an error that upstream emits after an earlier error of the same parse failed
    /// (an ODS-generated parser's "failed to parse ... parameter" after the nested failure):
    /// it follows the recorded error as an error of its own (kept among its notes, rendered
    /// and verified as an error). Without an earlier error it is the error.
    pub(crate) fn err_follow_up_at<T>(
        &mut self,
        offset: usize,
        msg: impl Into<String>,
    ) -> PResult<T> {
        let loc = self.loc_at(offset);
        match self.error.as_mut() {
            Some(e) => e.notes.push(Diagnostic::error(loc, msg)),
            None => self.error = Some(Diagnostic::error(loc, msg)),
        }
        Err(())
    }

    /// Records an error at the current token. A lexer error reports its own message instead.
    pub(crate) fn err_here<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        if self.tok.kind == Tok::Error {
            if let Some(e) = self.lex.last_error.clone() {
                return self.err_at(e.offset, e.message);
            }
        }
        // Upstream's `emitError()` moves an error at EOF back one character.
        let offset = if self.tok.kind == Tok::Eof {
            self.tok.start.min(self.src.len()).saturating_sub(1)
        } else {
            self.tok.start
        };
        self.err_at(offset, msg)
    }

    /// Runs `f` one nesting level deeper: past [`MAX_NESTING`] it is a diagnostic, and the
    /// stack grows on the heap when little is left, so that nesting up to the limit is
    /// safe on any thread (`rayon` workers and 256 KiB debug stacks included).
    pub(crate) fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.enter_nesting()?;
        let r = stacker::maybe_grow(STACK_RED_ZONE, STACK_SEGMENT, || f(self));
        self.exit_nesting();
        r
    }

    pub(crate) fn enter_nesting(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return self.err_here(format!("exceeded maximum nesting depth of {MAX_NESTING}"));
        }
        Ok(())
    }

    pub(crate) fn exit_nesting(&mut self) {
        self.depth -= 1;
    }

    /// Parses a comma-separated list `elem (, elem)*`.
    pub(crate) fn parse_comma_list(
        &mut self,
        mut elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        elem(self)?;
        while self.consume_if(Tok::Comma) {
            elem(self)?;
        }
        Ok(())
    }

    pub(crate) fn body(&mut self) -> &mut Body {
        self.bodies.last_mut().expect("no body being parsed")
    }

    // ---- top level ----------------------------------------------------------------------------

    /// Parses a whole source buffer. Top-level ops are wrapped in an implicit `builtin.module`
    /// unless the buffer is exactly one `builtin.module` (or `implicit_module` is false, in
    /// which case exactly one top-level op is required).
    pub fn parse_source(mut self, implicit_module: bool) -> Result<OwnedOp, Diagnostic> {
        // Function bodies are parsed in parallel when the context allows threading.
        self.defer_regions = self.ctx.threading() && rayon::current_num_threads() > 1;
        match self.parse_source_impl(implicit_module) {
            Ok(op) => Ok(op),
            Err(()) if !self.deferred.is_empty() => {
                // Diagnose exactly as a sequential parse does.
                let file = self.ctx.ident_str(self.file).to_string();
                let mut p = Parser::new(self.ctx, self.src, &file, self.config.clone());
                p.line_starts = self.line_starts.clone();
                p.parse_source_impl(implicit_module).map_err(|()| {
                    p.error
                        .take()
                        .unwrap_or_else(|| Diagnostic::error(p.ctx.unknown_loc(), "parse failed"))
                })
            }
            Err(()) => Err(self
                .error
                .take()
                .unwrap_or_else(|| Diagnostic::error(self.ctx.unknown_loc(), "parse failed"))),
        }
    }

    fn parse_source_impl(&mut self, implicit_module: bool) -> PResult<OwnedOp> {
        let mut top = Body::new(1);
        let region = top.root_regions()[0];
        let block = top.create_block(&[]);
        top.append_block(region, block);
        self.bodies.push(top);
        self.scopes.push(IsolatedScope::default());
        self.push_region_scope();
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::HashIdent => self.parse_attr_alias_def()?,
                Tok::BangIdent => self.parse_type_alias_def()?,
                Tok::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.body()
                        .insert_op(op, crate::body::InsertPoint::BlockEnd(block));
                }
            }
        }
        self.pop_region_scope()?;
        self.pop_isolated_scope();
        self.parse_deferred()?;
        self.finalize()?;
        let mut top = self.bodies.pop().expect("top body");
        let ops: Vec<OpId> = top.block_ops(block).collect();
        let module_name = self.ctx.op_name("builtin.module");
        if !implicit_module {
            if ops.len() != 1 {
                // At `file:0:0`, the start of the buffer, as upstream reports it.
                let loc = Location(self.ctx.get_attr(AttrKind::FileLineColLoc {
                    file: self.file,
                    line: 0,
                    col: 0,
                }));
                self.error = Some(Diagnostic::error(
                    loc,
                    format!(
                        "source must contain a single top-level operation, found: {}",
                        ops.len()
                    ),
                ));
                return Err(());
            }
            top.detach_op(ops[0]);
            return Ok(OwnedOp {
                body: top,
                op: ops[0],
            });
        }
        if ops.len() == 1 && top.op_name(ops[0]) == module_name {
            top.detach_op(ops[0]);
            return Ok(OwnedOp {
                body: top,
                op: ops[0],
            });
        }
        // Wrap everything in a module located at the start of the file (`file:0:0`).
        let mut outer = Body::new(0);
        let loc = Location(self.ctx.get_attr(AttrKind::FileLineColLoc {
            file: self.file,
            line: 0,
            col: 0,
        }));
        let spec = OpSpec::new(module_name, loc);
        let mut props = SmallVec::new();
        props.extend((0..crate::builtin::MODULE_PROPS.len()).map(|_| None));
        let spec = OpSpec { props, ..spec };
        let op = outer.create_isolated_op(spec, Box::new(top));
        Ok(OwnedOp { body: outer, op })
    }

    fn finalize(&mut self) -> PResult<()> {
        if let Some(&first) = self.undefined_values.iter().min() {
            return self.err_at(first, "use of undeclared SSA value name");
        }
        if !self.deferred_locs.is_empty() {
            // Resolve forward references to location aliases defined later in the file.
            let mut resolved: HashMap<Attribute, Location> = HashMap::default();
            // (offset, the alias's attribute when it is not a location)
            let mut missing: Vec<(usize, Option<Attribute>)> = Vec::new();
            for (&ph, &(name, off)) in &self.deferred_locs {
                match self.attr_alias(name) {
                    Some(a) if self.ctx.is_location(a) => {
                        resolved.insert(ph, Location(a));
                    }
                    Some(a) => missing.push((off, Some(a))),
                    None => missing.push((off, None)),
                }
            }
            if let Some(&(off, attr)) = missing.iter().min_by_key(|m| m.0) {
                return match attr {
                    None => self.err_at(off, "operation location alias was never defined"),
                    Some(a) => {
                        let shown = crate::printer::attr_to_string(self.ctx, a);
                        self.err_at(off, format!("expected location, but found '{shown}'"))
                    }
                };
            }
            let body = self.bodies.last_mut().expect("top body");
            replace_locations(body, &resolved);
        }
        Ok(())
    }

    /// The attribute alias `name` (without `#`), if defined before this parser's horizon.
    pub(crate) fn attr_alias(&self, name: &str) -> Option<Attribute> {
        self.attr_aliases
            .get(name)
            .filter(|e| e.1 < self.alias_horizon)
            .map(|e| e.0)
    }

    /// The type alias `name` (without `!`), if defined before this parser's horizon.
    pub(crate) fn type_alias(&self, name: &str) -> Option<Type> {
        self.type_aliases
            .get(name)
            .filter(|e| e.1 < self.alias_horizon)
            .map(|e| e.0)
    }

    /// The distinct attribute of id `key` in this file, if seen before.
    pub(crate) fn distinct_id(&self, key: &str) -> Option<Attribute> {
        self.distinct_ids.get(key).copied()
    }

    pub(crate) fn set_distinct_id(&mut self, key: String, a: Attribute) {
        self.distinct_ids.insert(key, a);
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let name = &self.spelling()[1..];
        if self.attr_aliases.contains_key(name) {
            return self.err_here(format!("redefinition of attribute alias id '{name}'"));
        }
        let def_off = self.tok.start;
        if name.contains('.') {
            return self
                .err_here("attribute names with a '.' are reserved for dialect-defined names");
        }
        self.advance();
        self.expect(Tok::Equal, "expected '=' in attribute alias definition")?;
        let attr = self.parse_attribute(None)?;
        Arc::make_mut(&mut self.attr_aliases).insert(name, (attr, def_off));
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let name = &self.spelling()[1..];
        if self.type_aliases.contains_key(name) {
            return self.err_here(format!("redefinition of type alias id '{name}'"));
        }
        let def_off = self.tok.start;
        if name.contains('.') {
            return self.err_here("type names with a '.' are reserved for dialect-defined names");
        }
        self.advance();
        self.expect(Tok::Equal, "expected '=' in type alias definition")?;
        let ty = self.parse_type()?;
        Arc::make_mut(&mut self.type_aliases).insert(name, (ty, def_off));
        Ok(())
    }

    // ---- SSA values ---------------------------------------------------------------------------

    fn push_region_scope(&mut self) {
        self.scopes
            .last_mut()
            .expect("scope")
            .defs_per_region
            .push(Vec::new());
        self.block_scopes.push(BlockScope::default());
    }

    fn pop_region_scope(&mut self) -> PResult<()> {
        let blocks = self.block_scopes.pop().expect("block scope");
        let mut undefined: Vec<usize> = blocks
            .blocks
            .values()
            .filter(|b| !b.1)
            .map(|b| b.2)
            .collect();
        if !undefined.is_empty() {
            undefined.sort();
            return self.err_at(undefined[0], "reference to an undefined block");
        }
        let scope = self.scopes.last_mut().expect("scope");
        let defs = scope.defs_per_region.pop().unwrap_or_default();
        for name in defs {
            scope.values.remove(name);
        }
        Ok(())
    }

    /// Starts the SSA scope of an isolated region tree.
    fn push_isolated_scope(&mut self) {
        self.scopes.push(IsolatedScope::default());
    }

    fn pop_isolated_scope(&mut self) {
        if let Some(scope) = self.scopes.pop() {
            self.undefined_values
                .extend(scope.forward_refs.values().copied());
        }
    }

    /// Parses `%name` or `%name#N`: returns (name, number, offset).
    pub(crate) fn parse_ssa_use(&mut self) -> PResult<(&'a str, usize, usize)> {
        if !self.at(Tok::PercentIdent) {
            return self.err_wrong_token("expected SSA operand");
        }
        let off = self.tok.start;
        let name = self.spelling();
        self.advance();
        let mut number = 0;
        if self.at(Tok::HashIdent) {
            let s = &self.spelling()[1..];
            match s.parse::<usize>() {
                Ok(n) => number = n,
                Err(_) => return self.err_here("invalid SSA value result number"),
            }
            self.advance();
        }
        Ok((name, number, off))
    }

    /// Resolves a use of `name#number` with the expected type.
    pub(crate) fn resolve_ssa_use(
        &mut self,
        name: &'a str,
        number: usize,
        off: usize,
        ty: Type,
    ) -> PResult<ValueId> {
        let found = self.scopes.last().expect("scope").values.get(name).cloned();
        if let Some(entries) = found {
            if let Some(Some(e)) = entries.get(number).copied() {
                let v = e.value;
                let vty = self.body().value_type(v);
                if vty == ty {
                    return Ok(v);
                }
                let prior = e.offset;
                let msg = format!(
                    "use of value '{name}' expects different type than prior uses: {} vs {}",
                    self.quoted_type(ty),
                    self.quoted_type(vty)
                );
                self.err_at::<()>(off, msg).ok();
                let note_loc = self.loc_at(prior);
                if let Some(e) = self.error.as_mut() {
                    e.notes.push(Diagnostic {
                        severity: crate::diagnostics::Severity::Note,
                        loc: note_loc,
                        message: "prior use here".into(),
                        notes: vec![],
                    });
                }
                return Err(());
            }
            if let Some(Some(first)) = entries.first() {
                let first = first.value;
                if !self
                    .scopes
                    .last()
                    .expect("scope")
                    .forward_refs
                    .contains_key(&first)
                {
                    return self.err_at(off, "reference to invalid result number");
                }
            }
        }
        // A forward reference is not a definition: as upstream, it stays visible after its
        // region ends, so a later definition in an enclosing or sibling region resolves it
        // (the verifier then reports the dominance error, if any).
        let ph = self.body().create_placeholder(ty);
        let scope = self.scopes.last_mut().expect("scope");
        scope.forward_refs.insert(ph, off);
        let entries = scope.values.entry(name).or_default();
        if entries.len() <= number {
            entries.resize(number + 1, None);
        }
        entries[number] = Some(ValueEntry {
            value: ph,
            offset: off,
        });
        Ok(ph)
    }

    /// Where `name` (number 0) was defined or first referenced in the current SSA scope,
    /// if it is known there (upstream's `getReferenceLoc`).
    pub(crate) fn ssa_reference_offset(&self, name: &str) -> Option<usize> {
        let scope = self.scopes.last()?;
        scope
            .values
            .get(name)?
            .first()
            .copied()
            .flatten()
            .map(|e| e.offset)
    }

    /// Defines `name#number` as `value`, resolving a forward reference if there was one.
    pub(crate) fn define_ssa_value(
        &mut self,
        name: &'a str,
        number: usize,
        off: usize,
        value: ValueId,
    ) -> PResult<()> {
        let scope = self.scopes.last().expect("scope");
        let existing = scope
            .values
            .get(name)
            .and_then(|e| e.get(number).copied().flatten());
        if let Some(e) = existing {
            if !scope.forward_refs.contains_key(&e.value) {
                self.err_at::<()>(off, format!("redefinition of SSA value '{name}'"))
                    .ok();
                let note_loc = self.loc_at(e.offset);
                if let Some(d) = self.error.as_mut() {
                    d.notes.push(Diagnostic {
                        severity: crate::diagnostics::Severity::Note,
                        loc: note_loc,
                        message: "previously defined here".into(),
                        notes: vec![],
                    });
                }
                return Err(());
            }
            let (ety, vty) = (
                self.body().value_type(e.value),
                self.body().value_type(value),
            );
            if ety != vty {
                let msg = format!(
                    "definition of SSA value '{name}#{number}' has type {}",
                    self.quoted_type(vty)
                );
                self.err_at::<()>(off, msg).ok();
                let note_loc = self.loc_at(e.offset);
                let note = format!("previously used here with type {}", self.quoted_type(ety));
                if let Some(d) = self.error.as_mut() {
                    d.notes.push(Diagnostic {
                        severity: crate::diagnostics::Severity::Note,
                        loc: note_loc,
                        message: note,
                        notes: vec![],
                    });
                }
                return Err(());
            }
            self.body().replace_all_uses(e.value, value);
            self.body().erase_placeholder(e.value);
            self.scopes
                .last_mut()
                .expect("scope")
                .forward_refs
                .remove(&e.value);
        }
        let scope = self.scopes.last_mut().expect("scope");
        let entries = scope.values.entry(name).or_default();
        if entries.len() <= number {
            entries.resize(number + 1, None);
        }
        entries[number] = Some(ValueEntry { value, offset: off });
        // Upstream's `recordDefinition`: the name leaves scope with the defining region.
        // (A repeated name is harmless: removal is idempotent.)
        scope
            .defs_per_region
            .last_mut()
            .expect("region scope")
            .push(name);
        Ok(())
    }

    pub(crate) fn quoted_type(&self, t: Type) -> String {
        format!("'{}'", crate::printer::type_to_string(self.ctx, t))
    }

    // ---- operations ---------------------------------------------------------------------------

    /// Parses one operation (with its result bindings) into the current body, detached.
    pub(crate) fn parse_operation(&mut self) -> PResult<OpId> {
        let start = self.tok.start;
        // Result list: `%a, %b:2 =`.
        let mut results: SmallVec<[(&'a str, usize, usize); 2]> = SmallVec::new();
        if self.at(Tok::PercentIdent) {
            self.parse_comma_list(|p| {
                if !p.at(Tok::PercentIdent) {
                    return p.err_here("expected valid ssa identifier");
                }
                let name = p.spelling();
                let off = p.tok.start;
                p.advance();
                let mut count = 1;
                if p.consume_if(Tok::Colon) {
                    if !p.at(Tok::Integer) {
                        return p.err_here("expected integer number of results");
                    }
                    match p.spelling().parse::<usize>() {
                        Ok(n) if n >= 1 => count = n,
                        _ => {
                            return p.err_here("expected named operation to have at least 1 result")
                        }
                    }
                    p.advance();
                }
                results.push((name, count, off));
                Ok(())
            })?;
            self.expect(Tok::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.tok.kind {
            Tok::String => self.parse_generic_operation()?,
            Tok::BareIdent => self.parse_custom_operation()?,
            _ => return self.err_wrong_token("expected operation name in quotes"),
        };
        let num_results = self.body().results(op).len();
        let bound: usize = results.iter().map(|r| r.1).sum();
        if !results.is_empty() {
            // Reported at the start of the result list, as upstream.
            if num_results == 0 {
                return self.err_at(start, "cannot name an operation with no results");
            }
            if bound != num_results {
                return self.err_at(
                    start,
                    format!(
                        "operation defines {num_results} results but was provided {bound} to bind"
                    ),
                );
            }
            let mut next = 0;
            for (name, count, off) in results {
                for i in 0..count {
                    let v = self.body().result(op, next);
                    self.define_ssa_value(name, i, off, v)?;
                    next += 1;
                }
            }
        }
        Ok(op)
    }

    fn check_op_name(&mut self, name: &str) -> PResult<crate::dialect::OperationName> {
        let opname = self.ctx.op_name(name);
        if self.ctx.op_info(opname).is_none() && !self.config.allow_unregistered_dialect {
            // Upstream reports this after consuming the name. An unknown op of a loaded
            // dialect is parsed; the verifier reports it unless the dialect allows it.
            let ns = name.split('.').next().unwrap_or("");
            if !name.contains('.') || !self.ctx.is_dialect_loaded(ns) {
                return self.err_here(
                    "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                );
            }
        }
        Ok(opname)
    }

    fn parse_generic_operation(&mut self) -> PResult<OpId> {
        let name_off = self.tok.start;
        let name_bytes =
            lexer::unescape(&self.src.as_bytes()[self.tok.start + 1..self.tok.end - 1]);
        let name = String::from_utf8_lossy(&name_bytes).into_owned();
        self.advance();
        if name.is_empty() {
            return self.err_at(name_off, "empty operation name is invalid");
        }
        if name.contains('\0') {
            return self.err_at(name_off, "null character not allowed in operation name");
        }
        let opname = self.check_op_name(&name)?;
        let loc_default = self.loc_at(name_off);
        let mut state = OperationState::new(opname, loc_default);
        self.parse_generic_operation_after_name(&mut state)?;
        self.finish_op(state, name_off, true)
    }

    /// Everything after the name in the generic form; also used by custom ops that accept a
    /// generic-form tail.
    pub(crate) fn parse_generic_operation_after_name(
        &mut self,
        state: &mut OperationState,
    ) -> PResult<()> {
        self.expect(Tok::LParen, "expected '(' to start operand list")?;
        let mut operands: SmallVec<[(&'a str, usize, usize); 4]> = SmallVec::new();
        if !self.at(Tok::RParen) {
            self.parse_comma_list(|p| {
                let u = p.parse_ssa_use()?;
                operands.push(u);
                Ok(())
            })?;
        }
        self.expect(Tok::RParen, "expected ')' to end operand list")?;
        if self.at(Tok::LSquare) {
            // Reported at the op name, as upstream.
            if self.ctx.op_info(state.name).is_some()
                && !self.ctx.op_traits(state.name).has(Traits::TERMINATOR)
            {
                if self.error.is_none() {
                    self.error = Some(Diagnostic::error(state.loc, "successors in non-terminator"));
                }
                return Err(());
            }
            self.advance();
            self.parse_comma_list(|p| {
                let b = p.parse_successor()?;
                state.successors.push(b);
                Ok(())
            })?;
            self.expect(Tok::RSquare, "expected ']' to end successor list")?;
        }
        if self.at(Tok::Less) {
            self.advance();
            let a = self.parse_attribute(None)?;
            state.properties = Some(a);
            self.expect(Tok::Greater, "expected '>' to close properties")?;
        }
        if self.consume_if(Tok::LParen) {
            let isolated = state.is_isolated(self.ctx);
            if isolated {
                state.isolated_body = Some(Box::new(Body::new(0)));
            }
            loop {
                self.parse_region_into(state, &[], false)?;
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected ')' to end region list")?;
        }
        if self.at(Tok::LBrace) {
            self.parse_attr_dict_into(&mut state.attrs)?;
        }
        self.expect(Tok::Colon, "expected ':' followed by operation type")?;
        let type_off = self.tok.start;
        let fty = self.parse_type()?;
        let (inputs, results) = match self.ctx.type_kind(fty) {
            crate::types::TypeKind::Function { inputs, results } => {
                (inputs.clone(), results.clone())
            }
            _ => return self.err_at(type_off, "expected function type"),
        };
        if inputs.len() != operands.len() {
            // Upstream's text has two spaces after a singular "type".
            let plural = if operands.len() == 1 { " " } else { "s" };
            return self.err_at(
                type_off,
                format!(
                    "expected {} operand type{plural} but had {}",
                    operands.len(),
                    inputs.len()
                ),
            );
        }
        for ((name, num, off), ty) in operands.into_iter().zip(inputs.iter()) {
            let v = self.resolve_ssa_use(name, num, off, *ty)?;
            state.operands.push(v);
        }
        state.result_types.extend(results.iter().copied());
        Ok(())
    }

    /// Parses an optional trailing `loc(...)` into `state.loc`.
    pub(crate) fn parse_trailing_location(&mut self, loc: &mut Location) -> PResult<()> {
        if self.at_keyword("loc") {
            *loc = self.parse_location_specifier()?;
        }
        Ok(())
    }

    /// `loc(...)`, allowing `loc(#alias)` to refer to an alias defined later in the file.
    pub(crate) fn parse_location_specifier(&mut self) -> PResult<Location> {
        self.advance();
        self.expect(Tok::LParen, "expected '(' in location")?;
        let loc = if self.at(Tok::HashIdent) {
            let name = &self.spelling()[1..];
            let off = self.tok.start;
            if name.contains('.') {
                return self.err_at(
                    off,
                    format!("expected location, but found dialect attribute: '#{name}'"),
                );
            }
            self.advance();
            match self.attr_alias(name) {
                Some(a) if self.ctx.is_location(a) => Location(a),
                Some(a) => {
                    return self.err_at(
                        off,
                        format!(
                            "expected location, but found '{}'",
                            crate::printer::attr_to_string(self.ctx, a)
                        ),
                    )
                }
                None => {
                    let ph = self.ctx.distinct_attr(self.ctx.unit_attr());
                    self.deferred_locs.insert(ph, (name, off));
                    Location(ph)
                }
            }
        } else {
            self.parse_location_instance()?
        };
        self.expect(Tok::RParen, "expected ')' in location")?;
        Ok(loc)
    }

    fn finish_op(
        &mut self,
        mut state: OperationState,
        name_off: usize,
        generic: bool,
    ) -> PResult<OpId> {
        let mut loc = state.loc;
        self.parse_trailing_location(&mut loc)?;
        state.loc = loc;
        self.create_op_from_state(state, name_off, generic)
    }

    /// Creates the op described by `state` in the current body (detached). `generic`: the
    /// op was written in the generic form.
    pub(crate) fn create_op_from_state(
        &mut self,
        state: OperationState,
        name_off: usize,
        generic: bool,
    ) -> PResult<OpId> {
        let ctx = self.ctx;
        let info = ctx.op_info(state.name);
        // Split properties and attributes as upstream: inherent attributes written in the
        // attribute dictionary move into properties.
        let mut props: SmallVec<[Option<Attribute>; 2]> = SmallVec::new();
        let mut attrs: Vec<NamedAttr> = Vec::new();
        match info {
            Some(info) => {
                props.resize(info.props.len(), None);
                if let Some(p) = state.properties {
                    let AttrKind::Dictionary(entries) = ctx.attr_kind(p) else {
                        return self
                            .err_at(name_off, "expected dictionary attribute for properties");
                    };
                    for &(n, v) in entries.iter() {
                        match info.prop_index(ctx.ident_str(n)) {
                            Some(i) => props[i] = Some(v),
                            None => {
                                return self.err_at(
                                    name_off,
                                    format!(
                                        "invalid properties {} for op {}: Unknown property `{}`",
                                        crate::printer::attr_to_string(ctx, p),
                                        info.name,
                                        ctx.ident_str(n)
                                    ),
                                )
                            }
                        }
                    }
                    if let Some(def) = info.def {
                        if let Some(msg) =
                            crate::ods::verify::property_conversion_error(ctx, def, entries)
                        {
                            return self.err_at(
                                name_off,
                                format!(
                                    "invalid properties {} for op {}: {msg}",
                                    crate::printer::attr_to_string(ctx, p),
                                    info.name
                                ),
                            );
                        }
                    }
                }
                // A hand-written custom parser leaves the dictionary to upstream's
                // `setInherentAttr`, which drops an attribute not of the property's storage
                // class (`dyn_cast_or_null`); generic and declarative forms checked it.
                let hand_written = !generic && info.format.is_none();
                for (n, v) in state.attrs {
                    match info.prop_index(ctx.ident_str(n)) {
                        Some(i) => {
                            let fits = info
                                .def
                                .and_then(|d| d.attrs.iter().find(|a| a.name == ctx.ident_str(n)))
                                .is_none_or(|a| {
                                    crate::ods::verify::fits_property_storage(ctx, a, v)
                                });
                            if fits || !hand_written {
                                props[i] = Some(v);
                            }
                        }
                        None => attrs.push((n, v)),
                    }
                }
            }
            None => {
                if let Some(p) = state.properties {
                    props.push(Some(p));
                }
                attrs = state.attrs;
            }
        }
        // Upstream's `verifyInherentAttrs`: constraints of the inherent attributes written in
        // the generic form, checked while parsing (no "see current operation" note). Declarative
        // formats check their attribute dictionary themselves (`ods::parse`); hand-written
        // custom forms leave them to the verifier.
        if let Some(def) = info.and_then(|i| i.def).filter(|_| generic) {
            if let Some(msg) = crate::ods::verify::inherent_attr_error(ctx, def, &|n| {
                info.and_then(|i| i.prop_index(n)).and_then(|i| props[i])
            }) {
                return self.err_at(name_off, format!("'{}' op {msg}", def.name));
            }
        }
        // Default-valued properties of declared ops hold their default when not written.
        if let Some(def) = info.and_then(|i| i.def) {
            for a in def.attrs {
                if let (Some(d), Some(i)) = (a.default, info.and_then(|i| i.prop_index(a.name))) {
                    if props[i].is_none() && !a.optional {
                        props[i] = Some(d(ctx));
                    }
                }
            }
        }
        if let Err(dup) = ctx.sort_named_attrs(&mut attrs) {
            return self.err_at(
                name_off,
                format!(
                    "attribute '{}' occurs more than once in the attribute list",
                    ctx.ident_str(dup)
                ),
            );
        }
        let spec = OpSpec {
            name: state.name,
            loc: state.loc,
            operands: &state.operands,
            result_types: &state.result_types,
            successors: &state.successors,
            props,
            attrs,
            num_regions: 0,
            isolated: false,
        };
        let op = match state.isolated_body {
            Some(b) => self.body().create_isolated_op(spec, b),
            None => {
                let op = self.body().create_op(spec);
                self.body().attach_regions(op, &state.regions);
                op
            }
        };
        Ok(op)
    }

    pub(crate) fn parse_successor(&mut self) -> PResult<BlockId> {
        if !self.at(Tok::CaretIdent) {
            return self.err_wrong_token("expected block name");
        }
        let name = self.spelling();
        let off = self.tok.start;
        self.advance();
        Ok(self.block_ref(name, off))
    }

    /// The block named `name` in the current region, created as a forward reference if new.
    pub(crate) fn block_ref(&mut self, name: &'a str, off: usize) -> BlockId {
        if let Some(&(b, _, _)) = self.block_scopes.last().and_then(|s| s.blocks.get(name)) {
            return b;
        }
        let b = self.body().create_block(&[]);
        self.block_scopes
            .last_mut()
            .expect("block scope")
            .blocks
            .insert(name, (b, false, off));
        b
    }

    fn parse_custom_operation(&mut self) -> PResult<OpId> {
        let name_off = self.tok.start;
        let raw = self.spelling();
        self.advance();
        // Resolve the name: as written, then with the default dialect, then `builtin.`.
        let default = *self.default_dialects.last().unwrap_or(&"builtin");
        // The name as written first (the usual case: no allocation).
        let found = {
            let n = self.ctx.op_name(raw);
            self.ctx.op_info(n).map(|_| n)
        }
        .or_else(|| {
            if default.is_empty() {
                return None;
            }
            let n = self.ctx.op_name(&format!("{default}.{raw}"));
            self.ctx.op_info(n).map(|_| n)
        });
        if let Some(info) = found.and_then(|n| self.ctx.op_info(n)) {
            if info.parse.is_none() {
                let e = format!(
                    "custom assembly format of op '{}' is unsupported in rmlir; write it in the generic form",
                    info.name
                );
                return self.err_at(name_off, e);
            }
        }
        let Some(opname) = found else {
            let ns = raw.split('.').next().unwrap_or("");
            if raw.contains('.') && !self.ctx.is_dialect_loaded(ns) {
                let e = format!("Dialect `{ns}' not found for custom op '{raw}' ");
                let r = self.err_at(name_off, e);
                let note = format!(
                    "Registered dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                    self.ctx.loaded_namespaces().join(", ")
                );
                let loc = self.loc_at(name_off);
                if let Some(e) = self.error.as_mut() {
                    e.notes.push(Diagnostic {
                        severity: crate::diagnostics::Severity::Note,
                        loc,
                        message: note,
                        notes: vec![],
                    });
                }
                return r;
            }
            let tried = if default.is_empty() {
                String::new()
            } else {
                format!(" (tried '{default}.{raw}' as well)")
            };
            return self.err_at(name_off, format!("custom op '{raw}' is unknown{tried}"));
        };
        let info = self.ctx.op_info(opname).expect("registered");
        let parse = info.parse.expect("checked");
        let mut state = OperationState::new(opname, self.loc_at(name_off));
        if state.is_isolated(self.ctx) {
            state.isolated_body = Some(Box::new(Body::new(0)));
        }
        let pushed_dialect = info.default_dialect;
        if let Some(d) = pushed_dialect {
            self.default_dialects.push(d);
        }
        let r = {
            let op_name = self.ctx.op_name_str(opname);
            let mut asm = OpAsmParser {
                p: self,
                name_off,
                op_name,
            };
            parse(&mut asm, &mut state)
        };
        if pushed_dialect.is_some() {
            self.default_dialects.pop();
        }
        if r.is_err() {
            if self.error.is_none() {
                return self.err_at(name_off, "custom op parser failed");
            }
            return Err(());
        }
        self.finish_op(state, name_off, false)
    }

    // ---- regions and blocks -------------------------------------------------------------------

    /// Parses `{ blocks }` into a new region of `state` (inline or in its isolated body).
    /// `entry_args` are the entry block's arguments already parsed by a custom op
    /// (name, number, offset, type, location); when given, the entry block has no label.
    pub(crate) fn parse_region_into(
        &mut self,
        state: &mut OperationState,
        entry_args: &[(&'a str, usize, Type, Location)],
        _custom: bool,
    ) -> PResult<()> {
        if let Some(mut body) = state.isolated_body.take() {
            let r = if self.try_defer_region(state.name, &mut body, entry_args) {
                Ok(())
            } else {
                self.undefer(&mut body)
                    .and_then(|()| self.parse_isolated_into(&mut body, entry_args))
            };
            state.isolated_body = Some(body);
            return r;
        }
        let region = self.nested(|p| p.parse_region_body(entry_args, false))?;
        state.regions.push(region);
        Ok(())
    }

    /// Parses `{ blocks }` as a new root region of `body`, an isolated op's body.
    fn parse_isolated_into(
        &mut self,
        body: &mut Body,
        entry_args: &[(&'a str, usize, Type, Location)],
    ) -> PResult<()> {
        self.nested(|p| {
            p.bodies.push(std::mem::take(body));
            p.push_isolated_scope();
            let r = p.parse_region_body(entry_args, true);
            p.pop_isolated_scope();
            *body = p.bodies.pop().expect("isolated body");
            r.map(|_| ())
        })
    }

    // ---- deferred (parallel) parsing of isolated regions -----------------------------------

    /// Skips the region at the current `{` of an isolated op's (still empty) body, recording
    /// it for [`Parser::parse_deferred`], when it can be parsed apart from the rest of the
    /// file: function-like ops (not symbol tables, no implicit terminator) whose region is
    /// non-empty, lexes cleanly and uses no `distinct` attribute (ids shared file-wide). The
    /// body gets a placeholder entry block so that parse hooks see a non-empty region.
    fn try_defer_region(
        &mut self,
        name: crate::dialect::OperationName,
        body: &mut Body,
        entry_args: &[(&'a str, usize, Type, Location)],
    ) -> bool {
        if !self.defer_regions || !self.at(Tok::LBrace) || !body.root_regions().is_empty() {
            return false;
        }
        if self.ctx.op_traits(name).has(Traits::SYMBOL_TABLE)
            || self
                .ctx
                .op_info(name)
                .and_then(|i| i.def)
                .is_some_and(|d| d.implicit_terminator().is_some())
        {
            return false;
        }
        let Some(end) = self.scan_region_end() else {
            return false;
        };
        self.deferred.push(DeferredRegion {
            start: self.tok.start,
            entry_args: entry_args.to_vec(),
            default_dialects: self.default_dialects.clone(),
            depth: self.depth,
        });
        body.deferred_parse = self.deferred.len() as u32;
        let r = body.add_root_region();
        let b = body.create_block(&[]);
        body.append_block(r, b);
        self.reset_to(end);
        true
    }

    /// The end of the region whose `{` is the current token, when it can be deferred (see
    /// [`Parser::try_defer_region`]).
    fn scan_region_end(&self) -> Option<usize> {
        lexer::scan_region_end(self.src.as_bytes(), self.tok.end)
    }

    /// A second region for an isolated body whose first region was deferred: parses the
    /// deferred one now, so that the regions are parsed in order.
    fn undefer(&mut self, body: &mut Body) -> PResult<()> {
        if body.deferred_parse == 0 {
            return Ok(());
        }
        let job = body.deferred_parse as usize - 1;
        *body = Body::new(0);
        let (start, args) = (
            self.deferred[job].start,
            self.deferred[job].entry_args.clone(),
        );
        let resume = self.tok.start;
        self.reset_to(start);
        self.parse_isolated_into(body, &args)?;
        self.reset_to(resume);
        Ok(())
    }

    /// A parser for deferred region `job`, sharing this parser's aliases (only those defined
    /// before the region are visible, as in a sequential parse).
    fn deferred_parser(&self, job: &DeferredRegion<'a>) -> Parser<'a> {
        let mut lex = Lexer::new(self.src);
        lex.reset(job.start);
        let tok = lex.next_token();
        Parser {
            ctx: self.ctx,
            src: self.src,
            lex,
            tok,
            file: self.file,
            line_starts: self.line_starts.clone(),
            config: self.config.clone(),
            error: None,
            attr_aliases: self.attr_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
            alias_horizon: job.start,
            distinct_ids: HashMap::default(),
            deferred: Vec::new(),
            defer_regions: false,
            bodies: Vec::new(),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            undefined_values: Vec::new(),
            deferred_locs: HashMap::default(),
            default_dialects: job.default_dialects.clone(),
            depth: job.depth,
        }
    }

    /// Parses the deferred regions into their placeholder bodies, in parallel. Any error
    /// (including an undefined value) fails the whole parse, which [`Parser::parse_source`]
    /// then repeats sequentially so that diagnostics are exactly a sequential parse's.
    fn parse_deferred(&mut self) -> PResult<()> {
        if self.deferred.is_empty() {
            return Ok(());
        }
        let mut top = self.bodies.pop().expect("top body");
        let mut slots: Vec<&mut Body> = Vec::new();
        let mut stack: Vec<&mut Body> = vec![&mut top];
        while let Some(b) = stack.pop() {
            for (_, d) in b.ops_mut() {
                if let Some(c) = d.isolated_body_mut() {
                    if c.deferred_parse != 0 {
                        slots.push(c);
                    } else {
                        stack.push(c);
                    }
                }
            }
        }
        let this = &*self;
        let outcomes: Vec<Option<DeferredLocs<'a>>> = slots
            .into_par_iter()
            .map(|body| {
                let job = &this.deferred[body.deferred_parse as usize - 1];
                let mut p = this.deferred_parser(job);
                *body = Body::new(0);
                let ok = p.parse_isolated_into(body, &job.entry_args).is_ok()
                    && p.undefined_values.is_empty();
                ok.then_some(p.deferred_locs)
            })
            .collect();
        self.bodies.push(top);
        for o in outcomes {
            match o {
                Some(locs) => self.deferred_locs.extend(locs),
                None => return Err(()),
            }
        }
        Ok(())
    }

    fn parse_region_body(
        &mut self,
        entry_args: &[(&'a str, usize, Type, Location)],
        isolated: bool,
    ) -> PResult<RegionId> {
        let region = if isolated {
            self.body().add_root_region()
        } else {
            self.body().create_detached_region()
        };
        self.expect(Tok::LBrace, "expected '{' to begin a region")?;
        self.push_region_scope();
        if self.at(Tok::RBrace) && entry_args.is_empty() {
            self.advance();
            self.pop_region_scope()?;
            return Ok(region);
        }
        // The entry block: either labelled, or implicit.
        let mut first = true;
        loop {
            // With entry arguments, `{}` still has its (empty) entry block.
            if self.at(Tok::RBrace) && (!first || entry_args.is_empty()) {
                self.advance();
                break;
            }
            let block = if self.at(Tok::CaretIdent) {
                if first && !entry_args.is_empty() {
                    return self.err_here("invalid block name in region with named arguments");
                }
                self.parse_block_header()?
            } else if first {
                let b = self.body().create_block(&[]);
                for &(name, off, ty, loc) in entry_args {
                    let v = self.body().add_block_arg(b, ty, loc);
                    self.define_ssa_value(name, 0, off, v)?;
                }
                b
            } else {
                return self.err_wrong_token("expected block name");
            };
            first = false;
            self.body().append_block(region, block);
            self.parse_block_ops(block)?;
        }
        self.pop_region_scope()?;
        Ok(region)
    }

    /// Parses `^name(args):`, returning the (possibly forward-referenced) block.
    fn parse_block_header(&mut self) -> PResult<BlockId> {
        let name = self.spelling();
        let off = self.tok.start;
        self.advance();
        let block = match self
            .block_scopes
            .last()
            .and_then(|s| s.blocks.get(name))
            .copied()
        {
            Some((b, true, _)) => {
                let _ = b;
                return self.err_at(off, format!("redefinition of block '{name}'"));
            }
            Some((b, false, _)) => b,
            None => self.body().create_block(&[]),
        };
        self.block_scopes
            .last_mut()
            .expect("block scope")
            .blocks
            .insert(name, (block, true, off));
        if self.consume_if(Tok::LParen) {
            if !self.at(Tok::RParen) {
                self.parse_comma_list(|p| {
                    let (vname, num, voff) = p.parse_ssa_use()?;
                    if num != 0 {
                        return p.err_at(voff, "invalid block argument name");
                    }
                    p.expect(Tok::Colon, "expected ':' and type for SSA operand")?;
                    let ty = p.parse_type()?;
                    let mut loc = p.loc_at(voff);
                    p.parse_trailing_location(&mut loc)?;
                    let v = p.body().add_block_arg(block, ty, loc);
                    p.define_ssa_value(vname, 0, voff, v)
                })?;
            }
            self.expect(Tok::RParen, "expected ')' to end argument list")?;
        }
        self.expect(Tok::Colon, "expected ':' after block name")?;
        Ok(block)
    }

    fn parse_block_ops(&mut self, block: BlockId) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::CaretIdent | Tok::RBrace => return Ok(()),
                Tok::Eof => return self.err_here("expected '}' to end a region"),
                _ => {
                    let op = self.parse_operation()?;
                    self.body()
                        .insert_op(op, crate::body::InsertPoint::BlockEnd(block));
                }
            }
        }
    }

    /// Parses `{name = attr, ...}` appending to `out` (unsorted).
    pub(crate) fn parse_attr_dict_into(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        self.expect(Tok::LBrace, "expected '{' in attribute dictionary")?;
        if self.consume_if(Tok::RBrace) {
            return Ok(());
        }
        self.parse_comma_list(|p| {
            let name_off = p.tok.start;
            let name: String = match p.tok.kind {
                Tok::BareIdent | Tok::IntType => p.spelling().to_string(),
                Tok::String => String::from_utf8_lossy(&lexer::unescape(
                    &p.src.as_bytes()[p.tok.start + 1..p.tok.end - 1],
                ))
                .into_owned(),
                _ => return p.err_here("expected attribute name"),
            };
            if name.is_empty() {
                return p.err_here("expected valid attribute name");
            }
            p.advance();
            let id = p.ctx.ident(&name);
            if out.iter().any(|(n, _)| *n == id) {
                return p.err_at(
                    name_off,
                    format!("duplicate key '{name}' in dictionary attribute"),
                );
            }
            if !p.consume_if(Tok::Equal) {
                out.push((id, p.ctx.unit_attr()));
                return Ok(());
            }
            let a = p.parse_attribute(None)?;
            out.push((id, a));
            Ok(())
        })?;
        self.expect(Tok::RBrace, "expected '}' in attribute dictionary")
    }

    /// `{-# key: value, ... #-}` as upstream's `parseFileMetadataDictionary`.
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.advance();
        self.parse_list_until(Tok::FileMetadataEnd, "#-}", |p| {
            let key_off = p.tok.start;
            if !p.at(Tok::BareIdent) {
                return p.err_here("expected identifier key in file metadata dictionary");
            }
            let key = p.spelling();
            p.advance();
            p.expect(Tok::Colon, "expected ':'")?;
            match key {
                "dialect_resources" => p.parse_resource_section(true),
                "external_resources" => p.parse_resource_section(false),
                _ => p.err_at(
                    key_off,
                    format!("unknown key '{key}' in file metadata dictionary"),
                ),
            }
        })
    }

    /// Upstream's `parseCommaSeparatedListUntil(right, ...)` (empty list allowed).
    fn parse_list_until(
        &mut self,
        right: Tok,
        right_spelling: &str,
        elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.consume_if(right) {
            return Ok(());
        }
        self.parse_comma_list(elem)?;
        self.expect(right, &format!("expected ',' or '{right_spelling}'"))
    }

    /// A `dialect_resources` or `external_resources` section, as upstream's
    /// `parseResourceFileMetadata` and its dialect/external bodies.
    fn parse_resource_section(&mut self, dialect: bool) -> PResult<()> {
        self.expect(Tok::LBrace, "expected '{'")?;
        self.parse_list_until(Tok::RBrace, "}", |p| {
            let owner_off = p.tok.start;
            if !p.at(Tok::BareIdent) {
                return p.err_here("expected identifier key for 'resource' entry");
            }
            let owner = p.spelling();
            p.advance();
            p.expect(Tok::Colon, "expected ':'")?;
            p.expect(Tok::LBrace, "expected '{'")?;
            if dialect && !p.ctx.is_dialect_loaded(owner) {
                return p.err_at(owner_off, format!("dialect '{owner}' is unknown"));
            }
            p.parse_list_until(Tok::RBrace, "}", |p| {
                let key_off = p.tok.start;
                let key = if p.at(Tok::BareIdent) {
                    p.spelling().to_string()
                } else if !dialect && p.at(Tok::String) {
                    String::from_utf8_lossy(&lexer::unescape(
                        &p.src.as_bytes()[p.tok.start + 1..p.tok.end - 1],
                    ))
                    .into_owned()
                } else if dialect {
                    return p.err_here("expected identifier key for 'resource' entry");
                } else {
                    return p.err_here("expected identifier key for 'external_resources' entry",
                    );
                };
                p.advance();
                if dialect && owner != "builtin" {
                    // rmlir's dialects other than builtin declare no resources.
                    return p.err_at(
                        key_off,
                        format!("unknown 'resource' key '{key}' for dialect '{owner}'"),
                    );
                }
                p.expect(Tok::Colon, "expected ':'")?;
                let val_off = p.tok.start;
                let val_kind = p.tok.kind;
                let val_text = &p.src[p.tok.start..p.tok.end];
                p.advance();
                let is_bool = val_kind == Tok::BareIdent && matches!(val_text, "true" | "false");
                let is_blob = val_text.starts_with("\"0x");
                if !dialect && owner == "mlir_reproducer" && p.config.reproducer_resource {
                    match key.as_str() {
                        "pipeline" if val_kind != Tok::String => {
                            return p.err_at(
                                val_off,
                                format!("expected string value for key '{key}'"),
                            )
                        }
                        "disable_threading" | "verify_each" if !is_bool => {
                            return p.err_at(
                                val_off,
                                format!("expected 'true' or 'false' value for key '{key}'"),
                            )
                        }
                        "pipeline" | "disable_threading" | "verify_each" => {}
                        _ => {
                            return p.err_at(
                                key_off,
                                format!("unknown 'mlir_reproducer' resource key '{key}'"),
                            )
                        }
                    }
                }
                if !dialect && is_bool {
                    p.ctx.resources.add_external(
                        owner,
                        &key,
                        crate::resources::ExternalValue::Bool(val_text == "true"),
                    );
                    return Ok(());
                }
                if !dialect && !is_blob {
                    if val_kind != Tok::String {
                        return p.err_at(val_off, format!("expected string value for key '{key}'"));
                    }
                    let text = &val_text[1..val_text.len() - 1];
                    p.ctx.resources.add_external(
                        owner,
                        &key,
                        crate::resources::ExternalValue::String(lexer::unescape(text.as_bytes())),
                    );
                    return Ok(());
                }
                // A blob: `"0x" + 4 little-endian alignment bytes + data`.
                let bad = |p: &mut Self, suffix: &str| {
                    p.err_at::<()>(val_off, format!("expected hex string blob for key '{key}'{suffix}"))
                };
                if val_kind != Tok::String || !is_blob {
                    return bad(p, "");
                }
                let Some(bytes) = decode_hex(&val_text[3..val_text.len() - 1]) else {
                    return bad(p, "");
                };
                if bytes.len() < 4 {
                    return bad(p, " to encode alignment in first 4 bytes");
                }
                let alignment = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
                if !alignment.is_power_of_two() {
                    return bad(
                        p,
                        &format!(
                            " to encode alignment in first 4 bytes, but got non-power-of-2 value: {alignment}"
                        ),
                    );
                }
                let blob = crate::resources::Blob {
                    alignment: alignment as u64,
                    data: bytes[4..].to_vec(),
                };
                if dialect {
                    let id = p.ctx.resources.declare(&key, false);
                    p.ctx.resources.set_blob(id, blob);
                } else {
                    p.ctx
                        .resources
                        .add_external(owner, &key, crate::resources::ExternalValue::Blob(blob));
                }
                Ok(())
            })
        })
    }
}

pub(crate) fn decode_hex(hex: &str) -> Option<Vec<u8>> {
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Replaces placeholder locations (forward alias references) throughout a body tree.
fn replace_locations(body: &mut Body, map: &HashMap<Attribute, Location>) {
    let mut stack: Vec<&mut Body> = vec![body];
    while let Some(b) = stack.pop() {
        b.remap_locations(map);
        for (_, op) in b.ops_mut() {
            if let Some(child) = op.isolated_body_mut() {
                stack.push(child);
            }
        }
    }
}

/// Parses `src` as a whole file (MLIR's `parseSourceString`).
pub fn parse_source(
    ctx: &Context,
    src: &str,
    file: &str,
    config: ParserConfig,
    implicit_module: bool,
) -> Result<OwnedOp, Diagnostic> {
    Parser::new(ctx, src, file, config).parse_source(implicit_module)
}

impl OperationState {
    pub(crate) fn is_isolated(&self, ctx: &Context) -> bool {
        ctx.op_traits(self.name).has(Traits::ISOLATED_FROM_ABOVE)
    }
}
