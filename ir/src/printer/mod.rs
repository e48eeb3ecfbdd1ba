//! The MLIR text printer: generic and custom op forms, SSA/block naming and attribute/type
//! aliases exactly as upstream's `AsmPrinter` assigns them.

mod aliases;
mod attrs;
#[cfg(test)]
mod deep_tests;
mod names;

pub use attrs::{
    is_bare_identifier, write_escaped, write_hex_upper, write_keyword_or_string, Elision,
};

use crate::attributes::{Attribute, Location};
use crate::body::{BlockId, Body, OpId, RegionId, ValueId};
use crate::context::Context;
use crate::dialect::Traits;
use crate::resources::ResourceId;
use crate::types::Type;
use aliases::AliasState;
use names::NameState;
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeSet;
use std::sync::Arc;

/// Printing options, as upstream's `OpPrintingFlags` and the `--mlir-print-*` flags.
#[derive(Clone, Debug)]
pub struct PrintFlags {
    pub generic: bool,
    pub debug_info: bool,
    /// `--mlir-pretty-debuginfo`: locations without `loc(...)`, file names unquoted, call
    /// sites on new lines (upstream's pretty form).
    pub pretty_debug_info: bool,
    pub local_scope: bool,
    pub unique_ssa_ids: bool,
    pub skip_regions: bool,
    /// `--mlir-print-elementsattrs-with-hex-if-larger` (default 100; `None` disables).
    pub hex_threshold: Option<i64>,
    /// `--mlir-elide-elementsattrs-if-larger`.
    pub elide_elements_if_larger: Option<u64>,
    /// `--mlir-elide-resource-strings-if-larger`: resource values whose printed form is longer
    /// are left out of the file metadata.
    pub resource_string_limit: Option<u64>,
    /// `--mlir-print-value-users`: `// users: ...` comments after ops and block headers.
    pub print_value_users: bool,
}

impl Default for PrintFlags {
    fn default() -> Self {
        PrintFlags {
            generic: false,
            debug_info: false,
            pretty_debug_info: false,
            local_scope: false,
            unique_ssa_ids: false,
            skip_regions: false,
            hex_threshold: Some(100),
            elide_elements_if_larger: None,
            resource_string_limit: None,
            print_value_users: false,
        }
    }
}

/// Regions nested deeper than this below the op being printed are printed later, from the
/// printer's work list, and spliced into place: printing recurses at most this deep.
const MAX_PRINT_DEPTH: usize = 24;

/// A region whose printing was deferred (see [`MAX_PRINT_DEPTH`]), with the printer state it
/// needs.
struct Job<'c> {
    body: &'c Body,
    region: RegionId,
    entry_args: bool,
    terminators: bool,
    empty_block: bool,
    indent: usize,
    default_dialects: Vec<&'static str>,
    cur: Option<(&'c Body, OpId)>,
}

/// Output pieces around deferred regions.
enum Chunk {
    Text(String),
    Job(usize),
}

/// Prints IR to a string.
///
/// Printing recurses over region nesting (custom op printers print their regions), but never
/// more than [`MAX_PRINT_DEPTH`] levels at once: deeper regions of IR printed through
/// [`Printer::print_top_level`] are queued and printed iteratively, so any depth prints on a
/// small stack. (A `distinct` attribute inside such a deferred region is numbered after the
/// text that follows the region; upstream numbers in printing order too.)
pub struct Printer<'c> {
    pub(crate) ctx: &'c Context,
    pub out: String,
    pub(crate) flags: PrintFlags,
    pub(crate) aliases: Arc<AliasState>,
    names: Arc<NameState>,
    indent: usize,
    pub(crate) distinct_ids: HashMap<Attribute, usize>,
    pub(crate) used_resources: BTreeSet<ResourceId>,
    default_dialects: Vec<&'static str>,
    /// The op being printed by the top-level driver, in a body borrowed for `'c`: regions of
    /// this body or of the op's isolated body can be deferred.
    cur: Option<(&'c Body, OpId)>,
    /// `external_resources` printed instead of the context's (see
    /// [`print_op_with_external_resources`]).
    external_override: Option<Vec<crate::resources::ExternalResources>>,
    depth: usize,
    chunks: Vec<Chunk>,
    jobs: Vec<Job<'c>>,
}

/// What custom op printers see (upstream's `OpAsmPrinter`).
pub struct OpPrinter<'p, 'c> {
    pub p: &'p mut Printer<'c>,
}

impl<'c> Printer<'c> {
    /// The context of the printed IR.
    pub fn ctx(&self) -> &'c Context {
        self.ctx
    }

    pub fn new(ctx: &'c Context, flags: PrintFlags) -> Self {
        Printer {
            ctx,
            out: String::new(),
            flags,
            aliases: Arc::default(),
            names: Arc::default(),
            indent: 0,
            distinct_ids: HashMap::default(),
            used_resources: BTreeSet::new(),
            default_dialects: vec!["builtin"],
            cur: None,
            external_override: None,
            depth: 0,
            chunks: Vec::new(),
            jobs: Vec::new(),
        }
    }

    /// Prints `op` (no indentation, no newline) with the regions nested deeper than
    /// [`MAX_PRINT_DEPTH`] printed from a work list, then splices everything into `out`.
    fn print_op_iteratively(&mut self, body: &'c Body, op: OpId) {
        let saved = (self.cur, self.depth);
        let outer_chunks = std::mem::take(&mut self.chunks);
        let outer_jobs = std::mem::take(&mut self.jobs);
        let start = self.out.len();
        self.cur = Some((body, op));
        self.depth = 0;
        self.print_op(body, op);
        if self.flags.print_value_users {
            self.print_users_comment(body, op);
        }
        if !self.jobs.is_empty() {
            let mut main = std::mem::take(&mut self.chunks);
            main.push(Chunk::Text(self.out.split_off(start)));
            let outer_out = std::mem::take(&mut self.out);
            let mut outputs: Vec<Vec<Chunk>> = Vec::new();
            let mut i = 0;
            while i < self.jobs.len() {
                let job = &self.jobs[i];
                let (jb, r, ea, t, eb) = (
                    job.body,
                    job.region,
                    job.entry_args,
                    job.terminators,
                    job.empty_block,
                );
                self.indent = job.indent;
                self.default_dialects = job.default_dialects.clone();
                self.cur = job.cur;
                self.depth = 0;
                self.print_region(jb, r, ea, t, eb);
                let mut chunks = std::mem::take(&mut self.chunks);
                chunks.push(Chunk::Text(std::mem::take(&mut self.out)));
                outputs.push(chunks);
                i += 1;
            }
            // Splice, iteratively.
            self.out = outer_out;
            let mut stack: Vec<std::vec::IntoIter<Chunk>> = vec![main.into_iter()];
            let mut outputs: Vec<Option<Vec<Chunk>>> = outputs.into_iter().map(Some).collect();
            while let Some(top) = stack.last_mut() {
                match top.next() {
                    None => {
                        stack.pop();
                    }
                    Some(Chunk::Text(t)) => self.out.push_str(&t),
                    Some(Chunk::Job(j)) => {
                        let chunks = outputs[j].take().expect("each region is spliced once");
                        stack.push(chunks.into_iter());
                    }
                }
            }
        }
        self.chunks = outer_chunks;
        self.jobs = outer_jobs;
        (self.cur, self.depth) = saved;
    }

    /// `body` as borrowed for `'c`, when it is the body of the op being printed or that op's
    /// isolated body.
    fn resolve(&self, body: &Body) -> Option<&'c Body> {
        let (cb, op) = self.cur?;
        if std::ptr::eq(cb, body) {
            return Some(cb);
        }
        cb.isolated_body(op).filter(|ib| std::ptr::eq(*ib, body))
    }

    /// Prints `op` (living in `body`) as a top-level operation: non-deferred aliases, the op,
    /// deferred (location) aliases, then the resource section.
    pub fn print_top_level(&mut self, body: &'c Body, op: OpId) {
        if self.flags.local_scope {
            // Upstream prints a local-scope op without the top-level treatment: no aliases,
            // no trailing newline, no resource section.
            self.names = Arc::new(NameState::build(self.ctx, &self.flags, body, op));
            self.print_op_iteratively(body, op);
            return;
        }
        self.aliases = Arc::new(AliasState::collect(self.ctx, &self.flags, body, op));
        self.names = Arc::new(NameState::build(self.ctx, &self.flags, body, op));
        aliases::print_definitions(self, false);
        self.print_op_iteratively(body, op);
        self.out.push('\n');
        aliases::print_definitions(self, true);
        self.print_resources();
    }

    /// The `{-# ... #-}` file metadata: used builtin blobs under `dialect_resources`, then the
    /// `external_resources` kept from the input, as upstream's `printResourceFileMetadata`
    /// (including its `--mlir-elide-resource-strings-if-larger` behaviour).
    fn print_resources(&mut self) {
        let used: Vec<ResourceId> = self.used_resources.iter().copied().collect();
        let blobs: Vec<(String, String)> = used
            .iter()
            .filter_map(|r| {
                self.ctx
                    .resource_blob(*r)
                    .map(|b| (self.ctx.resource_name(*r), blob_string(&b)))
            })
            .collect();
        let external_entries = match self.external_override.take() {
            Some(e) => e,
            None => self.ctx.resources.external(),
        };
        let external: Vec<(String, Vec<(String, String)>)> = external_entries
            .into_iter()
            .map(|(owner, entries)| {
                let entries = entries
                    .into_iter()
                    .map(|(k, v)| {
                        let text = match v {
                            crate::resources::ExternalValue::Bool(b) => b.to_string(),
                            crate::resources::ExternalValue::String(s) => {
                                let mut t = String::new();
                                attrs::write_escaped(&mut t, &s);
                                t
                            }
                            crate::resources::ExternalValue::Blob(b) => blob_string(&b),
                        };
                        (k, text)
                    })
                    .collect();
                (owner, entries)
            })
            .collect();
        let mut meta = ResourceMetadataPrinter {
            out: &mut self.out,
            limit: self.flags.resource_string_limit,
            saw_metadata: false,
            had_resource: false,
            need_resource_comma: false,
            need_entry_comma: false,
        };
        if !blobs.is_empty() {
            meta.provider("dialect", "builtin", &blobs);
        }
        if meta.had_resource {
            meta.out.push_str("\n  }");
        }
        meta.need_entry_comma = false;
        meta.need_resource_comma = meta.had_resource;
        meta.had_resource = false;
        for (owner, entries) in &external {
            meta.provider("external", owner, entries);
        }
        if meta.had_resource {
            meta.out.push_str("\n  }");
        }
        if meta.saw_metadata {
            meta.out.push_str("\n#-}\n");
        }
    }

    pub(crate) fn push_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    /// Prints a value's name (`%0`, `%arg1`, `%5#2`).
    pub fn print_value(&mut self, body: &Body, v: ValueId) {
        self.names.write_value(&mut self.out, body, v, true);
    }

    pub fn print_block_name(&mut self, body: &Body, b: BlockId) {
        self.names.write_block(&mut self.out, body, b);
    }

    /// Prints an op with its results and trailing location (no indentation, no newline).
    pub fn print_op(&mut self, body: &Body, op: OpId) {
        let results = body.results(op);
        if !results.is_empty() {
            let groups = self.names.result_groups(body, op);
            match groups {
                Some(groups) => {
                    for (i, &g) in groups.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        let end = groups.get(i + 1).copied().unwrap_or(results.len());
                        self.names
                            .write_value(&mut self.out, body, results[g], false);
                        if end - g > 1 {
                            self.out.push_str(&format!(":{}", end - g));
                        }
                    }
                }
                None => {
                    self.names
                        .write_value(&mut self.out, body, results[0], false);
                    if results.len() > 1 {
                        self.out.push_str(&format!(":{}", results.len()));
                    }
                }
            }
            self.out.push_str(" = ");
        }
        self.print_op_without_results(body, op);
    }

    /// Upstream's `printCustomOrGenericOp`: an op without its results.
    pub fn print_op_without_results(&mut self, body: &Body, op: OpId) {
        let info = self.ctx.op_info(body.op_name(op));
        // Every region pushes its op's default dialect, or none (upstream's
        // `defaultDialectStack` in `printRegion`).
        self.default_dialects
            .push(info.and_then(|i| i.default_dialect).unwrap_or(""));
        match info.and_then(|i| i.print).filter(|_| !self.flags.generic) {
            Some(print) => {
                let name = self.ctx.op_name_str(body.op_name(op));
                let n = self.default_dialects.len();
                let cur = if n >= 2 {
                    self.default_dialects[n - 2]
                } else {
                    ""
                };
                let shown = match name.split_once('.') {
                    Some((d, rest)) if d == cur && !rest.contains('.') => rest,
                    _ => name,
                };
                self.out.push_str(shown);
                print(&mut OpPrinter { p: self }, body, op);
            }
            None => self.print_generic_op(body, op),
        }
        self.default_dialects.pop();
        if self.flags.debug_info {
            self.out.push(' ');
            self.print_location(body.loc(op), true);
        }
    }

    /// Properties of an op as one attribute, as upstream's `getPropertiesAsAttribute`.
    pub fn props_attr(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
        let data = body.op(op);
        match ctx.op_info(data.name) {
            Some(info) => {
                if info.props.is_empty() {
                    return None;
                }
                let entries: Vec<_> = info
                    .props
                    .iter()
                    .zip(data.props.iter())
                    .filter_map(|(n, v)| v.map(|v| (ctx.ident(n), v)))
                    .collect();
                Some(ctx.dict_attr(entries).unwrap_or_else(|_| ctx.unit_attr()))
            }
            None => data.props.first().copied().flatten(),
        }
    }

    pub fn print_generic_op(&mut self, body: &Body, op: OpId) {
        let ctx = self.ctx;
        write_escaped(&mut self.out, ctx.op_name_str(body.op_name(op)).as_bytes());
        self.out.push('(');
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(body, v);
        }
        self.out.push(')');
        let succs = body.successors(op);
        if !succs.is_empty() {
            self.out.push('[');
            for (i, b) in succs.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(body, *b);
            }
            self.out.push(']');
        }
        if let Some(p) = Self::props_attr(ctx, body, op).filter(
            |p| !matches!(ctx.attr_kind(*p), crate::AttrKind::Dictionary(d) if d.is_empty()),
        ) {
            self.out.push_str(" <");
            self.print_attribute(p, Elision::Never);
            self.out.push('>');
        }
        let (rbody, regions) = body.op_regions(op);
        if !regions.is_empty() {
            self.out.push_str(" (");
            for (i, r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(rbody, *r, true, true, true);
            }
            self.out.push(')');
        }
        let attrs = body.attrs(op);
        if !attrs.is_empty() {
            self.out.push_str(" {");
            self.print_named_attrs(attrs);
            self.out.push('}');
        }
        self.out.push_str(" : (");
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(body.value_type(v));
        }
        self.out.push_str(") -> ");
        let rtys: Vec<Type> = body
            .results(op)
            .iter()
            .map(|v| body.value_type(*v))
            .collect();
        self.print_function_results(&rtys);
    }

    /// Prints `{ blocks }` at the current indentation.
    pub fn print_region(
        &mut self,
        body: &Body,
        r: RegionId,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
    ) {
        if self.flags.skip_regions {
            self.out.push_str("{...}");
            return;
        }
        let known = self.resolve(body);
        if let (Some(k), true) = (known, self.depth >= MAX_PRINT_DEPTH) {
            let job = Job {
                body: k,
                region: r,
                entry_args,
                terminators,
                empty_block,
                indent: self.indent,
                default_dialects: self.default_dialects.clone(),
                cur: self.cur,
            };
            self.chunks.push(Chunk::Text(std::mem::take(&mut self.out)));
            self.chunks.push(Chunk::Job(self.jobs.len()));
            self.jobs.push(job);
            return;
        }
        let saved_cur = self.cur;
        self.depth += 1;
        self.out.push('{');
        self.out.push('\n');
        if let Some(entry) = body.entry_block(r) {
            let has_args = !body.block_args(entry).is_empty();
            let always =
                (empty_block && body.first_op(entry).is_none()) || (entry_args && has_args);
            self.print_block(body, known, entry, always, terminators);
            let mut b = body.next_block(entry);
            while let Some(blk) = b {
                self.print_block(body, known, blk, true, true);
                b = body.next_block(blk);
            }
        }
        self.push_indent();
        self.out.push('}');
        self.depth -= 1;
        self.cur = saved_cur;
    }

    fn print_block(
        &mut self,
        body: &Body,
        known: Option<&'c Body>,
        b: BlockId,
        header: bool,
        terminator: bool,
    ) {
        if header {
            self.push_indent();
            self.print_block_name(body, b);
            let args = body.block_args(b);
            if !args.is_empty() {
                self.out.push('(');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_value(body, *a);
                    self.out.push_str(": ");
                    self.print_type(body.value_type(*a));
                    if self.flags.debug_info {
                        self.out.push(' ');
                        let loc = body.value(*a).loc.unwrap_or_else(|| self.ctx.unknown_loc());
                        self.print_location(loc, false);
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            self.print_preds_comment(body, b);
            self.out.push('\n');
        }
        self.indent += 2;
        if self.flags.print_value_users {
            for &a in body.block_args(b) {
                self.push_indent();
                self.out.push_str("// ");
                self.print_value(body, a);
                if body.has_uses(a) {
                    self.out.push_str(" is used by ");
                    self.print_value_users(body, a);
                } else {
                    self.out.push_str(" is unused");
                }
                self.out.push('\n');
            }
        }
        let last = body.last_op(b);
        let skip_last = !terminator
            && last.is_some_and(|l| self.ctx.op_traits(body.op_name(l)).has(Traits::TERMINATOR));
        if let Some(k) = known.filter(|_| self.can_print_in_parallel(body, b)) {
            self.print_block_ops_in_parallel(k, b, skip_last.then_some(last).flatten());
            self.indent -= 2;
            return;
        }
        for op in body.block_ops(b) {
            if skip_last && Some(op) == last {
                break;
            }
            self.push_indent();
            self.cur = known.map(|k| (k, op));
            self.print_op(body, op);
            if self.flags.print_value_users {
                self.print_users_comment(body, op);
            }
            self.out.push('\n');
        }
        self.indent -= 2;
    }

    /// Whether the ops of block `b` may be printed by printers of their own, in parallel:
    /// threading is on, the block holds two or more isolated ops (functions), and nothing
    /// printed depends on printing order (no `distinct` attribute numbering, no op ids).
    fn can_print_in_parallel(&self, body: &Body, b: BlockId) -> bool {
        if !self.ctx.threading()
            || rayon::current_num_threads() < 2
            || self.flags.print_value_users
            || self.flags.local_scope
            || self.ctx.has_distinct_attrs()
        {
            return false;
        }
        body.block_ops(b)
            .filter(|&o| body.is_isolated(o) && body.num_regions(o) != 0)
            .nth(1)
            .is_some()
    }

    /// Prints the ops of block `b` (of `body`, borrowed for `'c`) each on a printer of its
    /// own, in parallel, then appends their text in order: the same text as printing them
    /// in turn, since names and aliases are computed up front.
    fn print_block_ops_in_parallel(&mut self, body: &'c Body, b: BlockId, skip: Option<OpId>) {
        let ops: Vec<OpId> = body.block_ops(b).take_while(|&o| Some(o) != skip).collect();
        let this = &*self;
        let printed: Vec<(String, BTreeSet<ResourceId>)> = ops
            .par_iter()
            .map(|&op| {
                let mut p = Printer {
                    ctx: this.ctx,
                    out: String::new(),
                    flags: this.flags.clone(),
                    aliases: this.aliases.clone(),
                    names: this.names.clone(),
                    indent: this.indent,
                    distinct_ids: HashMap::default(),
                    used_resources: BTreeSet::new(),
                    default_dialects: this.default_dialects.clone(),
                    cur: None,
                    external_override: None,
                    depth: 0,
                    chunks: Vec::new(),
                    jobs: Vec::new(),
                };
                p.push_indent();
                p.print_op_iteratively(body, op);
                p.out.push('\n');
                (p.out, p.used_resources)
            })
            .collect();
        for (text, resources) in printed {
            self.out.push_str(&text);
            self.used_resources.extend(resources);
        }
    }

    /// ` // users: ...` after an op, as upstream's `printUsersComment`.
    fn print_users_comment(&mut self, body: &Body, op: OpId) {
        let results = body.results(op);
        if results.is_empty() {
            if body.num_operands(op) > 0 {
                self.out.push_str(" // id: ");
                self.names.write_op_id(&mut self.out, body, op);
            }
            return;
        }
        if !results.iter().any(|v| body.has_uses(*v)) {
            self.out.push_str(" // unused");
            return;
        }
        let mut users: rustc_hash::FxHashSet<OpId> = Default::default();
        let mut used_in_results = 0;
        for v in results {
            for (u, _) in body.uses(*v) {
                if users.insert(u) {
                    used_in_results += body.results(u).len();
                }
            }
        }
        let one = results.len() == 1 && users.len() == 1 && used_in_results <= 1;
        self.out
            .push_str(if one { " // user: " } else { " // users: " });
        let brackets = results.len() > 1;
        for (i, v) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if brackets {
                self.out.push('(');
            }
            self.print_value_users(body, *v);
            if brackets {
                self.out.push(')');
            }
        }
    }

    /// The users of `v`, once each, in use-list order (ops without results by their id).
    fn print_value_users(&mut self, body: &Body, v: ValueId) {
        if !body.has_uses(v) {
            self.out.push_str("unused");
        }
        let mut seen: rustc_hash::FxHashSet<OpId> = Default::default();
        for (i, (user, _)) in body.uses(v).enumerate() {
            if !seen.insert(user) {
                continue;
            }
            if i != 0 {
                self.out.push_str(", ");
            }
            let results = body.results(user);
            if results.is_empty() {
                self.names.write_op_id(&mut self.out, body, user);
            } else {
                for (j, r) in results.iter().enumerate() {
                    if j > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_value(body, *r);
                }
            }
        }
    }

    fn print_preds_comment(&mut self, body: &Body, b: BlockId) {
        let Some(r) = body.block_parent(b) else {
            self.out.push_str("  // block is not in a region!");
            return;
        };
        let mut preds: Vec<BlockId> = Vec::new();
        for blk in body.region_blocks(r) {
            if let Some(t) = body.last_op(blk) {
                for s in body.successors(t) {
                    if *s == b {
                        preds.push(blk);
                    }
                }
            }
        }
        if preds.is_empty() {
            if !body.is_entry_block(b) {
                self.out.push_str("  // no predecessors");
            }
        } else if preds.len() == 1 {
            self.out.push_str("  // pred: ");
            self.print_block_name(body, preds[0]);
        } else {
            preds.sort_by_key(|p| self.names.block_order(body, *p));
            self.out.push_str(&format!("  // {} preds: ", preds.len()));
            for (i, p) in preds.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(body, *p);
            }
        }
    }
}

impl<'c> OpPrinter<'_, 'c> {
    pub fn ctx(&self) -> &'c Context {
        self.p.ctx
    }
    /// Upstream's `printCustomOrGenericOp`: a nested op without its results.
    pub fn print_custom_or_generic_op(&mut self, body: &Body, op: OpId) {
        self.p.print_op_without_results(body, op)
    }
    /// The printing options in effect.
    pub fn flags(&self) -> &PrintFlags {
        &self.p.flags
    }
    /// ` loc(...)` under `--mlir-print-debuginfo`, nothing otherwise (upstream's
    /// `printTrailingLocation`).
    pub fn print_trailing_location(&mut self, loc: Location, allow_alias: bool) {
        if self.p.flags.debug_info {
            self.p.out.push(' ');
            self.p.print_location(loc, allow_alias);
        }
    }
    /// A region argument with its type, attributes and (under debuginfo) location, as
    /// upstream's `printRegionArgument`: `%arg0: i32 {a.b} loc(...)`.
    pub fn print_region_argument(
        &mut self,
        body: &Body,
        v: ValueId,
        attrs: &[(crate::context::Ident, Attribute)],
    ) {
        self.p.print_value(body, v);
        self.p.out.push_str(": ");
        self.p.print_type(body.value_type(v));
        self.print_optional_attr_dict(attrs, &[]);
        let loc = body
            .value(v)
            .loc
            .unwrap_or_else(|| self.p.ctx.unknown_loc());
        self.print_trailing_location(loc, false);
    }
    pub fn write(&mut self, s: &str) {
        self.p.out.push_str(s);
    }
    pub fn print_attribute(&mut self, a: Attribute) {
        self.p.print_attribute(a, Elision::Never);
    }
    pub fn print_type(&mut self, t: Type) {
        self.p.print_type(t);
    }
    pub fn print_value(&mut self, body: &Body, v: ValueId) {
        self.p.print_value(body, v);
    }
    /// `@name` for a symbol name.
    pub fn print_symbol_name(&mut self, name: &str) {
        self.p.out.push('@');
        write_keyword_or_string(&mut self.p.out, name);
    }
    /// ` attributes {...}` for the attributes not in `elided`.
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &[(crate::context::Ident, Attribute)],
        elided: &[&str],
    ) {
        let ctx = self.p.ctx;
        let kept: Vec<_> = attrs
            .iter()
            .copied()
            .filter(|(n, _)| !elided.contains(&ctx.ident_str(*n)))
            .collect();
        if kept.is_empty() {
            return;
        }
        self.p.out.push_str(" attributes {");
        self.p.print_named_attrs(&kept);
        self.p.out.push('}');
    }
    /// ` {...}` for the attributes not in `elided`.
    pub fn print_optional_attr_dict(
        &mut self,
        attrs: &[(crate::context::Ident, Attribute)],
        elided: &[&str],
    ) {
        let ctx = self.p.ctx;
        let kept: Vec<_> = attrs
            .iter()
            .copied()
            .filter(|(n, _)| !elided.contains(&ctx.ident_str(*n)))
            .collect();
        if kept.is_empty() {
            return;
        }
        self.p.out.push_str(" {");
        self.p.print_named_attrs(&kept);
        self.p.out.push('}');
    }
    /// A newline at the current indentation (upstream's `printNewline`).
    pub fn print_newline(&mut self) {
        self.p.out.push('\n');
        self.p.push_indent();
    }
    /// An attribute without its type (upstream's `printAttributeWithoutType`).
    pub fn print_attribute_without_type(&mut self, a: Attribute) {
        self.p.print_attribute(a, Elision::Must);
    }
    /// A dense array as `[1, 2]` (upstream's `DenseArrayAttr::print` in custom formats).
    pub fn print_dense_array_stripped(&mut self, a: Attribute) {
        let ctx = self.p.ctx;
        match ctx.attr_kind(a) {
            crate::AttrKind::DenseArray { elem, len, data } => {
                self.p.out.push('[');
                let bytes = if *len > 0 { data.len() / len } else { 0 };
                for i in 0..*len {
                    if i > 0 {
                        self.p.out.push_str(", ");
                    }
                    self.p
                        .print_element(*elem, &data[i * bytes..(i + 1) * bytes]);
                }
                self.p.out.push(']');
            }
            _ => self.print_attribute(a),
        }
    }
    pub fn print_region(&mut self, body: &Body, r: RegionId, entry_args: bool, terminators: bool) {
        self.p.print_region(body, r, entry_args, terminators, false);
    }
    /// Upstream's `increaseIndent` / `decreaseIndent`.
    pub fn increase_indent(&mut self) {
        self.p.indent += 2;
    }
    pub fn decrease_indent(&mut self) {
        self.p.indent = self.p.indent.saturating_sub(2);
    }
}

/// A type printed on its own (no aliases), as in diagnostics.
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_type(t);
    p.out
}

/// An attribute printed on its own (no aliases), as in diagnostics.
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_attribute(a, Elision::Never);
    p.out
}

/// A location printed on its own, as in diagnostics (`loc(...)` omitted).
pub fn location_to_string(ctx: &Context, l: Location) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_location(l, false);
    p.out
}

/// Prints a top-level op to a string.
pub fn print_op_to_string(ctx: &Context, body: &Body, op: OpId, flags: PrintFlags) -> String {
    let mut p = Printer::new(ctx, flags);
    p.print_top_level(body, op);
    p.out
}

/// Prints a top-level op with `external` as its `external_resources` instead of those kept from
/// the input (upstream's `AsmState` without the tool's fallback resource map, plus the
/// providers attached to it, as the crash reproducer prints its IR).
pub fn print_op_with_external_resources(
    ctx: &Context,
    body: &Body,
    op: OpId,
    flags: PrintFlags,
    external: Vec<crate::resources::ExternalResources>,
) -> String {
    let mut p = Printer::new(ctx, flags);
    p.external_override = Some(external);
    p.print_top_level(body, op);
    p.out
}

/// `"0x<alignment as 4 LE bytes><data>"`, as upstream prints a resource blob.
fn blob_string(blob: &crate::resources::Blob) -> String {
    let mut t = String::with_capacity(4 + 2 * (4 + blob.data.len()));
    t.push_str("\"0x");
    attrs::write_hex_upper(&mut t, &(blob.alignment as u32).to_le_bytes());
    attrs::write_hex_upper(&mut t, &blob.data);
    t.push('"');
    t
}

/// State of upstream's `printResourceFileMetadata` while it walks the resource providers.
struct ResourceMetadataPrinter<'o> {
    out: &'o mut String,
    limit: Option<u64>,
    saw_metadata: bool,
    had_resource: bool,
    need_resource_comma: bool,
    need_entry_comma: bool,
}

impl ResourceMetadataPrinter<'_> {
    /// Prints one provider's entries (`dict` is `dialect` or `external`).
    fn provider(&mut self, dict: &str, name: &str, entries: &[(String, String)]) {
        let mut had_entry = false;
        for (key, value) in entries {
            if !std::mem::replace(&mut self.saw_metadata, true) {
                self.out.push_str("\n{-#\n");
            }
            if let Some(limit) = self.limit {
                if limit == 0 || value.len() as u64 > limit {
                    continue;
                }
            }
            if !std::mem::replace(&mut self.had_resource, true) {
                if self.need_resource_comma {
                    self.out.push_str(",\n");
                }
                self.out.push_str(&format!("  {dict}_resources: {{\n"));
            }
            if !std::mem::replace(&mut had_entry, true) {
                if self.need_entry_comma {
                    self.out.push_str(",\n");
                }
                self.out.push_str("    ");
                write_keyword_or_string(self.out, name);
                self.out.push_str(": {\n");
            } else {
                self.out.push_str(",\n");
            }
            self.out.push_str("      ");
            write_keyword_or_string(self.out, key);
            self.out.push_str(": ");
            self.out.push_str(value);
        }
        self.need_entry_comma |= had_entry;
        if had_entry {
            self.out.push_str("\n    }");
        }
    }
}

/// Prints `op` (living in `body`) as upstream's diagnostics do (`Diagnostic::appendOp` for an
/// error, and the "see current operation" note): generic form, local scope, elements
/// attributes with more than 16 elements elided. SSA values and blocks are named as
/// `Operation::print` with local scope names them: numbered from `scope_op` (living in
/// `scope_body`), the nearest `IsolatedFromAbove` ancestor of `op` (or `op` itself).
pub fn print_op_for_diagnostic(
    ctx: &Context,
    scope_body: &Body,
    scope_op: OpId,
    body: &Body,
    op: OpId,
) -> String {
    let mut p = Printer::new(ctx, diagnostic_flags());
    p.names = Arc::new(NameState::build(ctx, &p.flags, scope_body, scope_op));
    p.print_op(body, op);
    p.out
}

/// [`print_op_for_diagnostic`] for an op of an isolated `body` whose owning op is not at
/// hand: values are numbered from the body's regions, as from the owner.
pub fn print_op_in_isolated_body_for_diagnostic(ctx: &Context, body: &Body, op: OpId) -> String {
    let mut p = Printer::new(ctx, diagnostic_flags());
    p.names = Arc::new(NameState::build_isolated(ctx, &p.flags, body));
    p.print_op(body, op);
    p.out
}

/// `op` of an isolated `body` printed as upstream's `Operation::print` with default flags
/// (`os << *op` on a nested op): custom form, values numbered from the body's owner, no
/// aliases, no default dialect.
pub fn print_nested_op(ctx: &Context, body: &Body, op: OpId) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.names = Arc::new(NameState::build_isolated(ctx, &p.flags, body));
    p.print_op(body, op);
    p.out
}

/// [`print_op_in_isolated_body_for_diagnostic`] as upstream prints the op of a diagnostic
/// that is not an error (a remark or warning): custom form.
pub fn print_op_in_isolated_body_for_remark(ctx: &Context, body: &Body, op: OpId) -> String {
    let mut p = Printer::new(
        ctx,
        PrintFlags {
            generic: false,
            ..diagnostic_flags()
        },
    );
    p.names = Arc::new(NameState::build_isolated(ctx, &p.flags, body));
    p.print_op(body, op);
    p.out
}

fn diagnostic_flags() -> PrintFlags {
    PrintFlags {
        generic: true,
        local_scope: true,
        elide_elements_if_larger: Some(16),
        ..PrintFlags::default()
    }
}
