//! SSA value and block naming, a port of upstream's `SSANameState`: values are numbered
//! region by region, and the regions nested in a region continue from the counters reached
//! at the end of their parent region (so sibling regions restart from the same number).

use super::PrintFlags;
use crate::body::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::context::Context;
use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;

type Key = (usize, u32);

fn key_of(body: &Body, index: u32) -> Key {
    (body as *const Body as usize, index)
}

#[derive(Clone)]
enum Name {
    Id(u32),
    Named(String),
}

#[derive(Default)]
pub(crate) struct NameState {
    values: HashMap<Key, Name>,
    blocks: HashMap<Key, (String, u32)>,
    result_groups: HashMap<Key, Vec<usize>>,
    /// `--mlir-print-value-users`: ops without results get an id too.
    op_ids: HashMap<Key, u32>,
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
#[derive(Default)]
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
        let mut stack: Vec<(&Body, RegionId, u32, u32, u32, usize)> = Vec::new();
        let (rb, regions) = body.op_regions(op);
        for r in regions {
            stack.push((rb, *r, 0, 0, 0, 1));
        }
        s.number_op(ctx, body, op, &mut c);
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
            s.number_region(ctx, b, r, &mut c);
            for blk in b.region_blocks(r) {
                for o in b.block_ops(blk) {
                    let (ob, oregions) = b.op_regions(o);
                    for nr in oregions {
                        stack.push((ob, *nr, c.value, c.arg, c.conflict, scope));
                    }
                }
            }
        }
        s
    }

    fn number_region(&mut self, ctx: &Context, body: &Body, r: RegionId, c: &mut Counters) {
        for (order, blk) in body.region_blocks(r).enumerate() {
            self.blocks.insert(
                key_of(body, block_index(blk)),
                (format!("^bb{order}"), order as u32),
            );
            let entry = body.is_entry_block(blk);
            for a in body.block_args(blk) {
                let name = if entry {
                    let n = c.unique_name(&format!("arg{}", c.arg));
                    c.arg += 1;
                    Name::Named(n)
                } else {
                    let n = Name::Id(c.value);
                    c.value += 1;
                    n
                };
                self.values.insert(key_of(body, value_index(*a)), name);
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
                self.op_ids
                    .entry(key_of(body, op_index(op)))
                    .or_insert_with(|| {
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
                    self.values.insert(key_of(body, value_index(v)), name);
                    if i != 0 {
                        groups.push(i);
                    }
                }
            }
        }
        self.values
            .entry(key_of(body, value_index(results[0])))
            .or_insert_with(|| {
                let n = Name::Id(c.value);
                c.value += 1;
                n
            });
        if groups.len() != 1 {
            groups.sort_unstable();
            self.result_groups
                .insert(key_of(body, op_index(op)), groups);
        }
    }

    /// Result group starts of an op, when it has several groups.
    pub(crate) fn result_groups(&self, body: &Body, op: OpId) -> Option<&[usize]> {
        self.result_groups
            .get(&key_of(body, op_index(op)))
            .map(|v| &v[..])
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
        match self.values.get(&key_of(body, value_index(lookup))) {
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
        match self.op_ids.get(&key_of(body, op_index(op))) {
            Some(n) => {
                let _ = write!(out, "%{n}");
            }
            None => out.push_str("<<UNKNOWN OPERATION>>"),
        }
    }

    pub(crate) fn write_block(&self, out: &mut String, body: &Body, b: BlockId) {
        match self.blocks.get(&key_of(body, block_index(b))) {
            Some((n, _)) => out.push_str(n),
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    pub(crate) fn block_order(&self, body: &Body, b: BlockId) -> u32 {
        self.blocks
            .get(&key_of(body, block_index(b)))
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
