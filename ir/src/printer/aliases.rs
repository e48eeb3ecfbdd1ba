//! Attribute and type aliases (`#map = ...`, `#loc3 = ...`), a port of upstream's
//! `AliasInitializer`: values are visited in the order the printer would print them, named by
//! the builtin dialect's alias rules, ordered by nesting depth, kind and name, and numbered.

use super::{PrintFlags, Printer};
use crate::attributes::{AttrKind, Attribute};
use crate::body::{BlockId, Body, OpId};
use crate::context::Context;
use crate::dialect_symbol::SymbolPiece;
use crate::types::{Type, TypeKind};
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use std::borrow::Cow;

#[derive(Copy, Clone, PartialEq, Eq, Hash)]
enum Sym {
    Attr(Attribute),
    Type(Type),
}

struct Info {
    sym: Sym,
    alias: Option<Cow<'static, str>>,
    deferrable: bool,
    depth: usize,
    children: Vec<usize>,
}

/// The final alias of each aliased attribute/type, and the order to print definitions in.
#[derive(Default)]
pub(crate) struct AliasState {
    names: HashMap<Sym, String>,
    /// (symbol, deferrable) in definition order.
    order: Vec<(Sym, bool)>,
}

struct Collector<'c> {
    ctx: &'c Context,
    flags: &'c PrintFlags,
    infos: Vec<Info>,
    index: HashMap<Sym, usize>,
    /// Recording mode (the parallel pre-pass): the symbols visited, in first-use order, each
    /// deferrable only if every use is; nothing else is computed.
    record: Option<Recording>,
}

/// Symbols in first-use order with their deferrability, and each one's index in the list.
type Recording = (Vec<(Sym, bool)>, HashMap<Sym, usize>);

impl AliasState {
    pub(crate) fn collect(ctx: &Context, flags: &PrintFlags, body: &Body, op: OpId) -> Self {
        let mut c = Collector {
            ctx,
            flags,
            infos: Vec::new(),
            index: HashMap::default(),
            record: None,
        };
        c.visit_top(body, op);
        // Stable order: depth, then types before attributes, then name.
        let mut idx: Vec<usize> = (0..c.infos.len())
            .filter(|&i| c.infos[i].alias.is_some())
            .collect();
        idx.sort_by(|&a, &b| {
            let (x, y) = (&c.infos[a], &c.infos[b]);
            x.depth
                .cmp(&y.depth)
                .then_with(|| matches!(y.sym, Sym::Type(_)).cmp(&matches!(x.sym, Sym::Type(_))))
                .then_with(|| x.alias.cmp(&y.alias))
        });
        let mut counts: HashMap<Cow<'static, str>, usize> = HashMap::default();
        let mut st = AliasState::default();
        for i in idx {
            let info = &c.infos[i];
            let base = info.alias.clone().expect("filtered");
            let n = counts.entry(base.clone()).or_insert(0);
            let prefix = if matches!(info.sym, Sym::Type(_)) {
                '!'
            } else {
                '#'
            };
            let name = if *n == 0 {
                format!("{prefix}{base}")
            } else if base.ends_with(|ch: char| ch.is_ascii_digit()) {
                format!("{prefix}{base}_{n}")
            } else {
                format!("{prefix}{base}{n}")
            };
            *n += 1;
            st.names.insert(info.sym, name);
            st.order.push((info.sym, info.deferrable));
        }
        st
    }

    pub(crate) fn attr_alias(&self, a: Attribute) -> Option<String> {
        self.names.get(&Sym::Attr(a)).cloned()
    }

    pub(crate) fn type_alias(&self, t: Type) -> Option<String> {
        self.names.get(&Sym::Type(t)).cloned()
    }
}

/// Upstream's `sanitizeIdentifier` of a dialect's alias name (punctuation `$_-` allowed, no
/// trailing digit): other characters become their hex code (`.` is `2E`, a space `_`), a
/// leading digit gets a `_` before it and a trailing digit one after it.
fn sanitize_alias(name: &str) -> String {
    let valid = |c: char| c.is_ascii_alphanumeric() || "$_-".contains(c);
    let mut out = String::with_capacity(name.len());
    for b in name.bytes() {
        let c = b as char;
        if b.is_ascii() && valid(c) {
            out.push(c);
        } else if c == ' ' {
            out.push('_');
        } else {
            out.push_str(&format!("{b:X}"));
        }
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    if out.ends_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    out
}

/// Prints `#alias = value` lines for deferred or non-deferred aliases.
pub(crate) fn print_definitions(p: &mut Printer<'_>, deferred: bool) {
    let order: Vec<(Sym, bool)> = p.aliases.order.clone();
    for (sym, d) in order {
        if d != deferred {
            continue;
        }
        let name = p.aliases.names[&sym].clone();
        p.out.push_str(&name);
        p.out.push_str(" = ");
        match sym {
            Sym::Attr(a) => p.print_attribute_impl(a, super::Elision::Never),
            Sym::Type(t) => p.print_type_impl(t),
        }
        p.out.push('\n');
    }
}

impl Collector<'_> {
    fn alias_name(&self, s: Sym) -> Option<Cow<'static, str>> {
        for d in &self.ctx.registry.alias_dialects {
            let name = match s {
                Sym::Attr(a) => d.attr_alias(self.ctx, a),
                Sym::Type(t) => d.type_alias(self.ctx, t),
            };
            if let Some(n) = name {
                return Some(Cow::Owned(sanitize_alias(&n)));
            }
        }
        self.builtin_alias_name(s).map(Cow::Borrowed)
    }

    fn builtin_alias_name(&self, s: Sym) -> Option<&'static str> {
        match s {
            Sym::Attr(a) => match self.ctx.attr_kind(a) {
                AttrKind::AffineMap(_) => Some("map"),
                AttrKind::IntegerSet(_) => Some("set"),
                AttrKind::UnknownLoc
                | AttrKind::FileLineColLoc { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. } => Some("loc"),
                AttrKind::Distinct { referenced, .. }
                    if !matches!(self.ctx.attr_kind(*referenced), AttrKind::Unit) =>
                {
                    Some("distinct")
                }
                _ => None,
            },
            Sym::Type(t) => match self.ctx.type_kind(t) {
                TypeKind::Tuple(e) if e.len() > 16 => Some("tuple"),
                _ => None,
            },
        }
    }

    fn nested(&self, s: Sym) -> Vec<Sym> {
        let ctx = self.ctx;
        let mut v = Vec::new();
        match s {
            Sym::Attr(a) => {
                let kind = ctx.attr_kind(a);
                match kind {
                    AttrKind::AffineMap(_)
                    | AttrKind::DenseArray { .. }
                    | AttrKind::Float { .. }
                    | AttrKind::Integer { .. }
                    | AttrKind::IntegerSet(_)
                    | AttrKind::Unit => return v,
                    AttrKind::Distinct { referenced, .. } => v.push(Sym::Attr(*referenced)),
                    AttrKind::Dictionary(entries) => {
                        for (_, val) in entries.iter() {
                            v.push(Sym::Attr(*val));
                        }
                    }
                    AttrKind::Array(elems) => v.extend(elems.iter().map(|e| Sym::Attr(*e))),
                    AttrKind::Type(t) => v.push(Sym::Type(*t)),
                    AttrKind::NameLoc { child, .. }
                        if !matches!(ctx.attr_kind(child.0), AttrKind::UnknownLoc) =>
                    {
                        v.push(Sym::Attr(child.0));
                    }
                    AttrKind::CallSiteLoc { callee, caller } => {
                        v.push(Sym::Attr(callee.0));
                        v.push(Sym::Attr(caller.0));
                    }
                    AttrKind::FusedLoc { locs, metadata } => {
                        if let Some(m) = metadata {
                            v.push(Sym::Attr(*m));
                        }
                        v.extend(locs.iter().map(|l| Sym::Attr(l.0)));
                    }
                    AttrKind::Dialect { sym, .. } => push_pieces(&mut v, &sym.pieces),
                    _ => {}
                }
                if let Some(t) = ctx.attr_type(a) {
                    if !matches!(ctx.type_kind(t), TypeKind::None) {
                        v.push(Sym::Type(t));
                    }
                }
            }
            Sym::Type(t) => match ctx.type_kind(t) {
                TypeKind::Complex(e) | TypeKind::UnrankedTensor { elem: e } => {
                    v.push(Sym::Type(*e))
                }
                TypeKind::Vector { elem, .. } => v.push(Sym::Type(*elem)),
                TypeKind::RankedTensor { elem, encoding, .. } => {
                    v.push(Sym::Type(*elem));
                    if let Some(e) = encoding {
                        v.push(Sym::Attr(*e));
                    }
                }
                TypeKind::MemRef {
                    elem,
                    layout,
                    memory_space,
                    ..
                } => {
                    v.push(Sym::Type(*elem));
                    if let Some(l) = layout {
                        v.push(Sym::Attr(*l));
                    }
                    if let Some(m) = memory_space {
                        v.push(Sym::Attr(*m));
                    }
                }
                TypeKind::UnrankedMemRef { elem, memory_space } => {
                    v.push(Sym::Type(*elem));
                    if let Some(m) = memory_space {
                        v.push(Sym::Attr(*m));
                    }
                }
                TypeKind::Tuple(e) => v.extend(e.iter().map(|t| Sym::Type(*t))),
                TypeKind::Function { inputs, results } => {
                    v.extend(inputs.iter().map(|t| Sym::Type(*t)));
                    v.extend(results.iter().map(|t| Sym::Type(*t)));
                }
                TypeKind::Dialect(sym) => push_pieces(&mut v, &sym.pieces),
                TypeKind::Ext { params, .. } => v.extend(params.iter().filter_map(|p| match p {
                    crate::types::TypeParam::Type(t) => Some(Sym::Type(*t)),
                    _ => None,
                })),
                _ => {}
            },
        }
        v
    }

    /// Visits a symbol and what it contains; returns (depth, index). Iterative over an
    /// explicit stack so that deeply nested attributes cannot overflow.
    fn visit(&mut self, root: Sym, deferrable: bool) -> (usize, usize) {
        if let Some((list, seen)) = self.record.as_mut() {
            match seen.get(&root) {
                Some(&i) => list[i].1 &= deferrable,
                None => {
                    seen.insert(root, list.len());
                    list.push((root, deferrable));
                }
            }
            return (0, 0);
        }
        enum Step {
            Enter(Sym),
            Exit(usize),
        }
        // Fast path: most visits see a symbol already collected.
        if let Some(&i) = self.index.get(&root) {
            if !deferrable {
                self.mark_non_deferrable(i);
            }
            return (self.infos[i].depth, i);
        }
        let mut results: Vec<(usize, usize)> = Vec::new();
        let mut stack = vec![Step::Enter(root)];
        let mut child_base: Vec<usize> = Vec::new();
        while let Some(step) = stack.pop() {
            match step {
                Step::Enter(s) => {
                    if let Some(&i) = self.index.get(&s) {
                        if !deferrable {
                            self.mark_non_deferrable(i);
                        }
                        results.push((self.infos[i].depth, i));
                        continue;
                    }
                    let i = self.infos.len();
                    let alias = self.alias_name(s);
                    let depth = alias.is_some() as usize;
                    self.infos.push(Info {
                        sym: s,
                        alias,
                        deferrable,
                        depth,
                        children: Vec::new(),
                    });
                    self.index.insert(s, i);
                    child_base.push(results.len());
                    stack.push(Step::Exit(i));
                    for n in self.nested(s).into_iter().rev() {
                        stack.push(Step::Enter(n));
                    }
                }
                Step::Exit(i) => {
                    let base = child_base.pop().unwrap_or(0);
                    let kids: Vec<(usize, usize)> = results.drain(base..).collect();
                    let max = kids.iter().map(|k| k.0).max().unwrap_or(0);
                    let info = &mut self.infos[i];
                    info.children = kids.iter().map(|k| k.1).collect();
                    if max > 0 {
                        info.depth = max + 1;
                    }
                    results.push((info.depth, i));
                }
            }
        }
        results.pop().unwrap_or((0, 0))
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        if !self.infos[i].deferrable {
            return;
        }
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            if self.infos[i].deferrable {
                self.infos[i].deferrable = false;
                stack.extend(self.infos[i].children.iter().copied());
            }
        }
    }

    /// [`Collector::visit_op`] on the top-level op. With threading, the ops directly in its
    /// regions are walked in parallel by recording collectors first, and their symbols
    /// replayed here in order: the same symbols, first uses and deferrability as the
    /// sequential walk.
    fn visit_top(&mut self, b: &Body, o: OpId) {
        let (rb, regions) = b.op_regions(o);
        let children: Vec<OpId> = regions
            .iter()
            .flat_map(|r| rb.region_blocks(*r))
            .flat_map(|blk| rb.block_ops(blk))
            .collect();
        if self.flags.skip_regions
            || !self.ctx.threading()
            || rayon::current_num_threads() < 2
            || children.len() < 2
        {
            self.visit_op(b, o);
            return;
        }
        let (ctx, flags) = (self.ctx, self.flags);
        let recorded: Vec<Vec<(Sym, bool)>> = children
            .par_iter()
            .map(|&child| {
                let mut r = Collector {
                    ctx,
                    flags,
                    infos: Vec::new(),
                    index: HashMap::default(),
                    record: Some((Vec::new(), HashMap::default())),
                };
                r.visit_op(rb, child);
                r.record.map(|x| x.0).unwrap_or_default()
            })
            .collect();
        // The steps of `visit_op` for `o`, with each child's walk replayed.
        if self.flags.debug_info {
            self.visit(Sym::Attr(b.loc(o).0), true);
        }
        let custom = !self.flags.generic
            && self
                .ctx
                .op_info(b.op_name(o))
                .is_some_and(|i| i.print.is_some());
        if custom {
            self.visit_attrs(b, o);
        }
        let mut next = recorded.into_iter();
        for r in regions {
            for blk in rb.region_blocks(*r) {
                for a in rb.block_args(blk) {
                    self.visit(Sym::Type(rb.value_type(*a)), false);
                    if self.flags.debug_info {
                        if let Some(l) = rb.value(*a).loc {
                            self.visit(Sym::Attr(l.0), false);
                        }
                    }
                }
                for _ in rb.block_ops(blk) {
                    for (sym, d) in next.next().unwrap_or_default() {
                        self.visit(sym, d);
                    }
                }
            }
        }
        self.visit_types(b, o);
        if !custom {
            self.visit_attrs(b, o);
        }
    }

    /// Visits an op as the printer would print it: location, then (generic form) regions,
    /// operand and result types, attributes; custom forms print their attributes first.
    /// Iterative (explicit stack), so deep nesting cannot overflow.
    fn visit_op(&mut self, b: &Body, o: OpId) {
        enum Step<'a> {
            Enter(&'a Body, OpId),
            Args(&'a Body, BlockId),
            Exit(&'a Body, OpId, bool),
        }
        let mut stack = vec![Step::Enter(b, o)];
        while let Some(step) = stack.pop() {
            match step {
                Step::Enter(b, o) => {
                    if self.flags.debug_info {
                        self.visit(Sym::Attr(b.loc(o).0), true);
                    }
                    let custom = !self.flags.generic
                        && self
                            .ctx
                            .op_info(b.op_name(o))
                            .is_some_and(|i| i.print.is_some());
                    if custom {
                        self.visit_attrs(b, o);
                    }
                    stack.push(Step::Exit(b, o, custom));
                    if !self.flags.skip_regions {
                        let (rb, regions) = b.op_regions(o);
                        for r in regions.iter().rev() {
                            let blocks: Vec<BlockId> = rb.region_blocks(*r).collect();
                            for blk in blocks.into_iter().rev() {
                                let ops: Vec<OpId> = rb.block_ops(blk).collect();
                                for nested in ops.into_iter().rev() {
                                    stack.push(Step::Enter(rb, nested));
                                }
                                stack.push(Step::Args(rb, blk));
                            }
                        }
                    }
                }
                Step::Args(rb, blk) => {
                    for a in rb.block_args(blk) {
                        self.visit(Sym::Type(rb.value_type(*a)), false);
                        if self.flags.debug_info {
                            if let Some(l) = rb.value(*a).loc {
                                self.visit(Sym::Attr(l.0), false);
                            }
                        }
                    }
                }
                Step::Exit(b, o, custom) => {
                    self.visit_types(b, o);
                    if !custom {
                        self.visit_attrs(b, o);
                    }
                }
            }
        }
    }

    fn visit_types(&mut self, b: &Body, o: OpId) {
        for v in b.operands(o) {
            self.visit(Sym::Type(b.value_type(v)), false);
        }
        for v in b.results(o) {
            self.visit(Sym::Type(b.value_type(*v)), false);
        }
    }

    fn visit_attrs(&mut self, b: &Body, o: OpId) {
        let ctx = self.ctx;
        let data = b.op(o);
        if let Some(info) = ctx.op_info(data.name) {
            if let Some(printed) = info.alias_printed_props.filter(|_| !self.flags.generic) {
                for a in printed(ctx, b, o) {
                    self.visit(Sym::Attr(a), false);
                }
                for (_, a) in data.attrs() {
                    self.visit(Sym::Attr(*a), false);
                }
                return;
            }
            let mut all: Vec<(&str, Attribute)> = info
                .props
                .iter()
                .zip(data.props.iter())
                .filter_map(|(n, v)| v.map(|v| (*n, v)))
                .filter(|(n, _)| !info.alias_elided_attrs.contains(n) || self.flags.generic)
                .collect();
            all.extend(
                data.attrs()
                    .iter()
                    .map(|(n, v)| (ctx.ident_str(*n), *v))
                    .filter(|(n, _)| !info.alias_elided_attrs.contains(n) || self.flags.generic),
            );
            all.sort_by(|x, y| x.0.cmp(y.0));
            for (_, a) in all {
                self.visit(Sym::Attr(a), false);
            }
        } else {
            for (_, a) in data.attrs() {
                self.visit(Sym::Attr(*a), false);
            }
        }
    }
}

fn push_pieces(v: &mut Vec<Sym>, pieces: &[SymbolPiece]) {
    for p in pieces {
        match p {
            SymbolPiece::Attr(a) | SymbolPiece::StrippedAttr(a) => v.push(Sym::Attr(*a)),
            SymbolPiece::Type(t) => v.push(Sym::Type(*t)),
            SymbolPiece::Text(_) => {}
        }
    }
}
