//! SSA value and block naming, a port of upstream's `SSANameState`: values are numbered
//! region by region, and the regions nested in a region continue from the counters reached
//! at the end of their parent region (so sibling regions restart from the same number).

use super::PrintFlags;
use crate::body::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::context::Context;
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;

/// A region to number: its body, id, the counters to start from (value, argument,
/// conflict) and the name scope depth of its parent.
type Region<'b> = (&'b Body, RegionId, u32, u32, u32, usize);

/// An isolated op's regions set aside to be named apart: its body, regions, the counters
/// (value, argument, conflict), the name scope depth, and the names in scope.
type IsolatedRegions<'b> = (&'b Body, Vec<RegionId>, u32, u32, u32, usize, UsedNames);

/// A body, by address (bodies do not move while they are printed).
fn body_key(body: &Body) -> usize {
    body as *const Body as usize
}

#[derive(Clone)]
enum Name {
    Id(u32),
    Named(String),
}

/// The names in one body, by entity index.
#[derive(Default)]
struct BodyNames {
    values: HashMap<u32, Name>,
    blocks: HashMap<u32, (String, u32)>,
    result_groups: HashMap<u32, Vec<usize>>,
    /// `--mlir-print-value-users`: ops without results get an id too.
    op_ids: HashMap<u32, u32>,
}

#[derive(Default)]
pub(crate) struct NameState {
    bodies: HashMap<usize, BodyNames>,
    number_ops: bool,
}

struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
    /// Whether ops' result name hints apply (not in the generic form).
    hints: bool,
    used: UsedNames,
}

/// Names in use, scoped by region as upstream's `usedNames` scoped hash table.
#[derive(Default, Clone)]
struct UsedNames {
    scopes: Vec<Vec<String>>,
    all: rustc_hash::FxHashSet<String>,
}

impl UsedNames {
    fn truncate(&mut self, depth: usize) {
        while self.scopes.len() > depth {
            for n in self.scopes.pop().unwrap_or_default() {
                self.all.remove(&n);
            }
        }
    }
    fn insert(&mut self, n: String) {
        self.all.insert(n.clone());
        if let Some(s) = self.scopes.last_mut() {
            s.push(n);
        }
    }
}

impl Counters {
    /// Upstream's `uniqueValueName`: the sanitized name, suffixed with `_N` on conflict.
    fn unique_name(&mut self, name: &str) -> String {
        let name = sanitize_identifier(name);
        if !self.used.all.contains(&name) {
            self.used.insert(name.clone());
            return name;
        }
        loop {
            let probe = format!("{name}_{}", self.conflict);
            self.conflict += 1;
            if !self.used.all.contains(&probe) {
                self.used.insert(probe.clone());
                return probe;
            }
        }
    }
}

/// Upstream's `sanitizeIdentifier` for SSA names (trailing digits allowed).
fn sanitize_identifier(name: &str) -> String {
    let valid = |c: u8| c.is_ascii_alphanumeric() || b"$._-".contains(&c);
    let bytes = name.as_bytes();
    let copy = |out: &mut String| {
        for &ch in bytes {
            if valid(ch) {
                out.push(ch as char);
            } else if ch == b' ' {
                out.push('_');
            } else {
                let _ = write!(out, "{ch:X}");
            }
        }
    };
    let mut out = String::new();
    if bytes.first().is_some_and(|b| b.is_ascii_digit()) {
        out.push('_');
        copy(&mut out);
        return out;
    }
    if bytes.iter().all(|&b| valid(b)) {
        return name.to_string();
    }
    copy(&mut out);
    out
}

impl NameState {
    pub(crate) fn build(ctx: &Context, flags: &PrintFlags, body: &Body, op: OpId) -> Self {
        let (rb, regions) = body.op_regions(op);
        Self::build_scope(ctx, flags, rb, regions, Some((body, op)))
    }

    /// Names as [`NameState::build`] does for the op owning the isolated `body` when that
    /// op itself is not at hand (its results are not named).
    pub(crate) fn build_isolated(ctx: &Context, flags: &PrintFlags, body: &Body) -> Self {
        Self::build_scope(ctx, flags, body, body.root_regions(), None)
    }

    fn build_scope(
        ctx: &Context,
        flags: &PrintFlags,
        rb: &Body,
        regions: &[RegionId],
        op: Option<(&Body, OpId)>,
    ) -> Self {
        let mut s = NameState {
            number_ops: flags.print_value_users,
            ..NameState::default()
        };
        let unique = flags.unique_ssa_ids || flags.generic;
        let mut c = Counters {
            value: 0,
            arg: 0,
            conflict: 0,
            hints: !flags.generic,
            used: UsedNames::default(),
        };
        // The top-level op's results are named in the outermost scope.
        c.used.scopes.push(Vec::new());
        let mut stack: Vec<Region<'_>> = Vec::new();
        for r in regions {
            stack.push((rb, *r, 0, 0, 0, 1));
        }
        if let Some((body, op)) = op {
            s.number_op(ctx, body, op, &mut c);
        }
        // Isolated ops met on the way are named apart, in parallel, when numbering restarts
        // in each region (not with unique ids): each starts from the counters and the names
        // in scope where the sequential walk would start it, and fills bodies of its own.
        let parallel = !unique && ctx.threading() && rayon::current_num_threads() > 1;
        let mut isolated: Vec<IsolatedRegions<'_>> = Vec::new();
        s.walk(
            ctx,
            unique,
            &mut c,
            &mut stack,
            parallel.then_some(&mut isolated),
        );
        if isolated.len() > 1 {
            let parts: Vec<NameState> = isolated
                .into_par_iter()
                .map(|(ib, regions, v, a, k, scope, used)| {
                    let mut part = NameState {
                        number_ops: s.number_ops,
                        ..NameState::default()
                    };
                    let mut c = Counters {
                        value: v,
                        arg: a,
                        conflict: k,
                        hints: !flags.generic,
                        used,
                    };
                    let mut stack: Vec<Region<'_>> =
                        regions.iter().map(|&r| (ib, r, v, a, k, scope)).collect();
                    part.walk(ctx, unique, &mut c, &mut stack, None);
                    part
                })
                .collect();
            for part in parts {
                s.bodies.extend(part.bodies);
            }
        } else {
            // Few isolated ops: name them here, as the sequential walk does.
            for (ib, regions, v, a, k, scope, used) in isolated {
                c.used = used;
                let mut stack: Vec<Region<'_>> =
                    regions.iter().map(|&r| (ib, r, v, a, k, scope)).collect();
                s.walk(ctx, unique, &mut c, &mut stack, None);
            }
        }
        s
    }

    /// Numbers the regions on `stack` and everything nested in them. With `isolated`, the
    /// regions of isolated ops are set aside there instead (with the state to start from).
    fn walk<'b>(
        &mut self,
        ctx: &Context,
        unique: bool,
        c: &mut Counters,
        stack: &mut Vec<Region<'b>>,
        mut isolated: Option<&mut Vec<IsolatedRegions<'b>>>,
    ) {
        while let Some((b, r, v, a, k, parent_scope)) = stack.pop() {
            // Upstream's `shouldPrintUniqueSSAIDs` is also true for the generic form.
            if !unique {
                c.value = v;
                c.arg = a;
                c.conflict = k;
            }
            c.used.truncate(parent_scope);
            c.used.scopes.push(Vec::new());
            let scope = c.used.scopes.len();
            self.number_region(ctx, b, r, c);
            for blk in b.region_blocks(r) {
                for o in b.block_ops(blk) {
                    let (ob, oregions) = b.op_regions(o);
                    if let Some(iso) = isolated.as_deref_mut() {
                        if !std::ptr::eq(ob, b) && !oregions.is_empty() {
                            let mut used = c.used.clone();
                            used.truncate(scope);
                            // Regions are popped last-first: keep that order per op.
                            iso.push((
                                ob,
                                oregions.to_vec(),
                                c.value,
                                c.arg,
                                c.conflict,
                                scope,
                                used,
                            ));
                            continue;
                        }
                    }
                    for nr in oregions {
                        stack.push((ob, *nr, c.value, c.arg, c.conflict, scope));
                    }
                }
            }
        }
    }

    fn number_region(&mut self, ctx: &Context, body: &Body, r: RegionId, c: &mut Counters) {
        // `OpAsmOpInterface::getAsmBlockArgumentNames` of the region's op (custom form only).
        if c.hints {
            let f = body
                .region_parent(r)
                .and_then(|op| crate::interfaces::of(ctx, body, op).map(|i| (op, i)))
                .and_then(|(op, i)| i.op_asm.and_then(|a| a.block_arg_names).map(|f| (op, f)));
            if let Some((op, f)) = f {
                let mut hints: Vec<(ValueId, String)> = Vec::new();
                f(ctx, body, op, r, &mut |v, n| hints.push((v, n.to_string())));
                for (v, n) in hints {
                    let name = if n.is_empty() {
                        let id = Name::Id(c.value);
                        c.value += 1;
                        id
                    } else {
                        Name::Named(c.unique_name(&n))
                    };
                    self.of(body).values.insert(value_index(v), name);
                }
            }
        }
        for (order, blk) in body.region_blocks(r).enumerate() {
            self.of(body)
                .blocks
                .insert(block_index(blk), (format!("^bb{order}"), order as u32));
            let entry = body.is_entry_block(blk);
            for a in body.block_args(blk) {
                if self.of(body).values.contains_key(&value_index(*a)) {
                    continue;
                }
                let name = if entry {
                    let n = c.unique_name(&format!("arg{}", c.arg));
                    c.arg += 1;
                    Name::Named(n)
                } else {
                    let n = Name::Id(c.value);
                    c.value += 1;
                    n
                };
                self.of(body).values.insert(value_index(*a), name);
            }
            for o in body.block_ops(blk) {
                self.number_op(ctx, body, o, c);
            }
        }
    }

    fn number_op(&mut self, ctx: &Context, body: &Body, op: OpId, c: &mut Counters) {
        let results = body.results(op);
        if results.is_empty() {
            if self.number_ops {
                self.of(body).op_ids.entry(op_index(op)).or_insert_with(|| {
                    c.value += 1;
                    c.value - 1
                });
            }
            return;
        }
        let mut groups: Vec<usize> = vec![0];
        if c.hints {
            if let Some(f) = ctx.op_info(body.op_name(op)).and_then(|i| i.result_names) {
                let mut hints: Vec<(usize, String)> = Vec::new();
                f(ctx, body, op, &mut |i, n| hints.push((i, n.to_string())));
                for (i, n) in hints {
                    let Some(&v) = results.get(i) else { continue };
                    let name = if n.is_empty() {
                        let id = Name::Id(c.value);
                        c.value += 1;
                        id
                    } else {
                        Name::Named(c.unique_name(&n))
                    };
                    self.of(body).values.insert(value_index(v), name);
                    if i != 0 {
                        groups.push(i);
                    }
                }
            }
        }
        let names = self.of(body);
        names
            .values
            .entry(value_index(results[0]))
            .or_insert_with(|| {
                let n = Name::Id(c.value);
                c.value += 1;
                n
            });
        if groups.len() != 1 {
            groups.sort_unstable();
            names.result_groups.insert(op_index(op), groups);
        }
    }

    /// Result group starts of an op, when it has several groups.
    pub(crate) fn result_groups(&self, body: &Body, op: OpId) -> Option<&[usize]> {
        self.get(body)?
            .result_groups
            .get(&op_index(op))
            .map(|v| &v[..])
    }

    /// The names of `body`, created on first use.
    fn of(&mut self, body: &Body) -> &mut BodyNames {
        self.bodies.entry(body_key(body)).or_default()
    }

    fn get(&self, body: &Body) -> Option<&BodyNames> {
        self.bodies.get(&body_key(body))
    }

    pub(crate) fn write_value(
        &self,
        out: &mut String,
        body: &Body,
        v: ValueId,
        print_result_no: bool,
    ) {
        let mut lookup = v;
        let mut result_no: Option<usize> = None;
        if let ValueDef::Result { op, index } = body.value(v).def {
            let results = body.results(op);
            if results.len() > 1 {
                let index = index as usize;
                match self.result_groups(body, op) {
                    None => {
                        result_no = Some(index);
                        lookup = results[0];
                    }
                    Some(groups) => {
                        let pos = groups.partition_point(|g| *g <= index);
                        let start = groups[pos - 1];
                        let end = groups.get(pos).copied().unwrap_or(results.len());
                        if end - start != 1 {
                            result_no = Some(index - start);
                        }
                        lookup = results[start];
                    }
                }
            }
        }
        match self
            .get(body)
            .and_then(|n| n.values.get(&value_index(lookup)))
        {
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            Some(Name::Id(n)) => {
                let _ = write!(out, "%{n}");
            }
            Some(Name::Named(s)) => {
                out.push('%');
                out.push_str(s);
            }
        }
        if let (Some(n), true) = (result_no, print_result_no) {
            let _ = write!(out, "#{n}");
        }
    }

    /// The id of an op without results (`--mlir-print-value-users`).
    pub(crate) fn write_op_id(&self, out: &mut String, body: &Body, op: OpId) {
        match self.get(body).and_then(|n| n.op_ids.get(&op_index(op))) {
            Some(n) => {
                let _ = write!(out, "%{n}");
            }
            None => out.push_str("<<UNKNOWN OPERATION>>"),
        }
    }

    pub(crate) fn write_block(&self, out: &mut String, body: &Body, b: BlockId) {
        match self.get(body).and_then(|n| n.blocks.get(&block_index(b))) {
            Some((n, _)) => out.push_str(n),
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    pub(crate) fn block_order(&self, body: &Body, b: BlockId) -> u32 {
        self.get(body)
            .and_then(|n| n.blocks.get(&block_index(b)))
            .map(|x| x.1)
            .unwrap_or(u32::MAX)
    }
}

fn value_index(v: ValueId) -> u32 {
    crate::entity::EntityId::index(v)
}
fn block_index(b: BlockId) -> u32 {
    crate::entity::EntityId::index(b)
}
fn op_index(o: OpId) -> u32 {
    crate::entity::EntityId::index(o)
}
