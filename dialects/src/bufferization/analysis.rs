//! One-Shot Analysis (MLIR 19's `OneShotAnalysis.cpp`) over one function body: alias and
//! equivalence sets of tensor values, in-place decisions per tensor operand with upstream's
//! read-after-write conflict detection (definitions found through the reverse use-def
//! chain, op dominance where loops allow it, mutually exclusive regions, matching subset
//! insertions, element-wise access), writability, the fuzzer heuristic (`std::mt19937` +
//! `llvm::shuffle`), and the `__inplace_operands_attr__` markers of `test-analysis-only`.

use super::interfaces::{
    is_tensor, name, owner, region_entry, AliasingOperand, AliasingValue, Kind, Owner, Relation,
    Use,
};
use rmlir_ir::body::ValueDef;
use rmlir_ir::walk::WalkOrder;
use rmlir_ir::{BlockId, Body, Context, OpId, RegionId, ValueId};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Heuristic {
    BottomUp,
    TopDown,
    Fuzzer,
    BottomUpFromTerminators,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LayoutConv {
    InferLayoutMap,
    IdentityLayoutMap,
    FullyDynamicLayoutMap,
}

/// `OneShotBufferizationOptions`.
#[derive(Clone, Debug)]
pub struct Options {
    pub allow_return_allocs_from_loops: bool,
    pub allow_unknown_ops: bool,
    pub fuzzer_seed: u64,
    pub heuristic: Heuristic,
    pub func_boundaries: bool,
    pub check_parallel_regions: bool,
    pub copy_before_write: bool,
    pub dialect_filter: Vec<String>,
    pub test_analysis_only: bool,
    pub print_conflicts: bool,
    pub func_type_conv: LayoutConv,
    pub unknown_type_conv: LayoutConv,
}

/// What the analysis of a function found about its arguments and results
/// (`FuncAnalysisState`), for the calls in functions analyzed later.
#[derive(Clone, Debug, Default)]
pub struct FuncSummary {
    pub read_args: HashSet<usize>,
    pub written_args: HashSet<usize>,
    /// Argument -> aliasing results.
    pub aliasing_results: HashMap<usize, Vec<usize>>,
    /// Result -> equivalent argument.
    pub equivalent_args: HashMap<usize, usize>,
    pub num_inputs: usize,
}

/// Facts about the function whose body is analyzed.
pub struct FuncFacts {
    /// `bufferization.writable` of each argument.
    pub writable: Vec<Option<bool>>,
    /// Whether `func.func` itself is a bufferizable op (function boundaries on and allowed).
    pub allowed: bool,
}

/// A union-find with member lists (upstream's `llvm::EquivalenceClasses`).
#[derive(Default)]
pub struct Classes {
    leader: HashMap<ValueId, ValueId>,
    members: HashMap<ValueId, Vec<ValueId>>,
}

impl Classes {
    pub fn insert(&mut self, v: ValueId) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.leader.entry(v) {
            e.insert(v);
            self.members.insert(v, vec![v]);
        }
    }
    pub fn find(&self, v: ValueId) -> ValueId {
        self.leader.get(&v).copied().unwrap_or(v)
    }
    pub fn union(&mut self, a: ValueId, b: ValueId) {
        self.insert(a);
        self.insert(b);
        let (la, lb) = (self.find(a), self.find(b));
        if la == lb {
            return;
        }
        let mb = self.members.remove(&lb).unwrap_or_default();
        for m in &mb {
            self.leader.insert(*m, la);
        }
        self.members.entry(la).or_default().extend(mb);
    }
    pub fn same(&self, a: ValueId, b: ValueId) -> bool {
        self.find(a) == self.find(b)
    }
    pub fn members(&self, v: ValueId) -> Vec<ValueId> {
        let l = self.find(v);
        self.members.get(&l).cloned().unwrap_or_else(|| vec![v])
    }
}

/// `OneShotAnalysisState` for one function body.
pub struct State<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub opts: &'a Options,
    pub func: FuncFacts,
    /// Summaries of the functions analyzed so far, by symbol name.
    pub funcs: &'a HashMap<String, FuncSummary>,
    pub alias: Classes,
    pub equiv: Classes,
    pub inplace: HashSet<Use>,
    pub undefined_uses: HashSet<Use>,
    def_cache: RefCell<HashMap<ValueId, Vec<ValueId>>>,
    pub conflict_counter: u64,
    pub conflict_attrs: Vec<(Option<OpId>, String)>,
}

/// Traversal options of `findValueInReverseUseDefChain`.
#[derive(Copy, Clone)]
pub struct Traversal {
    pub always_include_leaves: bool,
    pub follow_equivalent_only: bool,
    pub follow_inplace_only: bool,
    pub follow_same_type_or_casts_only: bool,
    pub follow_unknown_ops: bool,
}

impl Default for Traversal {
    fn default() -> Self {
        Traversal {
            always_include_leaves: true,
            follow_equivalent_only: false,
            follow_inplace_only: false,
            follow_same_type_or_casts_only: false,
            follow_unknown_ops: false,
        }
    }
}

impl<'a> State<'a> {
    pub fn new(
        ctx: &'a Context,
        body: &'a Body,
        opts: &'a Options,
        func: FuncFacts,
        funcs: &'a HashMap<String, FuncSummary>,
    ) -> Self {
        let mut st = State {
            ctx,
            body,
            opts,
            func,
            funcs,
            alias: Classes::default(),
            equiv: Classes::default(),
            inplace: HashSet::new(),
            undefined_uses: HashSet::new(),
            def_cache: RefCell::new(HashMap::new()),
            conflict_counter: 0,
            conflict_attrs: Vec::new(),
        };
        // Alias sets: every tensor value on its own.
        for r in body.root_regions() {
            for b in body.region_blocks(*r) {
                for a in body.block_args(b) {
                    if is_tensor(ctx, body.value_type(*a)) {
                        st.create_entry(*a);
                    }
                }
            }
        }
        for op in all_ops(body, WalkOrder::PreOrder) {
            for r in body.results(op) {
                if is_tensor(ctx, body.value_type(*r)) {
                    st.create_entry(*r);
                }
            }
            for reg in body.regions(op) {
                for b in body.region_blocks(*reg) {
                    for a in body.block_args(b) {
                        if is_tensor(ctx, body.value_type(*a)) {
                            st.create_entry(*a);
                        }
                    }
                }
            }
        }
        // Operands that must bufferize in place.
        for op in all_ops(body, WalkOrder::PreOrder) {
            let Some(k) = st.kind(op) else {
                continue;
            };
            for i in super::interfaces::tensor_operands(ctx, body, op) {
                if k.must_inplace(&st, (op, i)) {
                    st.bufferize_in_place((op, i));
                }
            }
        }
        st
    }

    fn create_entry(&mut self, v: ValueId) {
        self.alias.insert(v);
        self.equiv.insert(v);
    }

    /// `isOpAllowed`: the dialect filter, and `func` ops only with function boundaries.
    pub fn op_allowed(&self, op: OpId) -> bool {
        let n = name(self.ctx, self.body, op);
        let dialect = n.split('.').next().unwrap_or("");
        if dialect == "func" && !self.opts.func_boundaries {
            return false;
        }
        if !self.opts.dialect_filter.is_empty()
            && !self.opts.dialect_filter.iter().any(|d| d == dialect)
        {
            return false;
        }
        true
    }

    /// `dynCastBufferizableOp`.
    pub fn kind(&self, op: OpId) -> Option<Kind> {
        if !self.op_allowed(op) {
            return None;
        }
        let n = name(self.ctx, self.body, op);
        if let Some(k) = super::interfaces::kind_of_name(n) {
            return Some(k);
        }
        if crate::linalg::is_structured(self.ctx, self.body, op) {
            return Some(Kind::Linalg);
        }
        None
    }

    /// The interface of a value's owner.
    pub fn owner_kind(&self, v: ValueId) -> Option<Kind> {
        match owner(self.body, v) {
            Owner::Op(o) => self.kind(o),
            Owner::Func => {
                if self.func.allowed {
                    Some(Kind::Func)
                } else {
                    None
                }
            }
        }
    }

    pub fn is_in_place(&self, u: Use) -> bool {
        if self.opts.copy_before_write {
            // Without analysis: writes are out of place (to_memref always in place).
            return name(self.ctx, self.body, u.0) == "bufferization.to_memref" || !self.writes(u);
        }
        self.inplace.contains(&u)
    }

    pub fn bufferize_in_place(&mut self, u: Use) {
        if self.inplace.contains(&u) {
            return;
        }
        self.inplace.insert(u);
        let v = self.body.operand(u.0, u.1);
        for a in self.aliasing_values(u) {
            self.alias.union(a.value, v);
        }
    }

    // ---- AnalysisState queries -----------------------------------------------------------

    pub fn reads(&self, u: Use) -> bool {
        match self.kind(u.0) {
            Some(k) => k.reads(self, u),
            None => true,
        }
    }

    pub fn writes(&self, u: Use) -> bool {
        match self.kind(u.0) {
            Some(k) => k.writes(self, u),
            None => true,
        }
    }

    pub fn alias_only(&self, u: Use) -> bool {
        match self.kind(u.0) {
            Some(_) => !self.reads(u) && !self.writes(u) && !self.aliasing_values(u).is_empty(),
            None => false,
        }
    }

    pub fn aliasing_values(&self, u: Use) -> Vec<AliasingValue> {
        match self.kind(u.0) {
            Some(k) => k.aliasing_values(self, u),
            None => self.unknown_aliasing_values(u.0),
        }
    }

    fn unknown_aliasing_values(&self, op: OpId) -> Vec<AliasingValue> {
        let (ctx, body) = (self.ctx, self.body);
        let mut out = Vec::new();
        for r in body.results(op) {
            if is_tensor(ctx, body.value_type(*r)) {
                out.push(AliasingValue {
                    value: *r,
                    rel: Relation::Unknown,
                    definite: false,
                });
            }
        }
        for reg in body.regions(op) {
            if let Some(b) = body.entry_block(*reg) {
                for a in body.block_args(b) {
                    if is_tensor(ctx, body.value_type(*a)) {
                        out.push(AliasingValue {
                            value: *a,
                            rel: Relation::Unknown,
                            definite: false,
                        });
                    }
                }
            }
        }
        out
    }

    pub fn aliasing_operands(&self, v: ValueId) -> Vec<AliasingOperand> {
        match owner(self.body, v) {
            Owner::Func => vec![],
            Owner::Op(op) => match self.kind(op) {
                Some(k) => k.aliasing_operands(self, v),
                None => self.unknown_aliasing_operands(v),
            },
        }
    }

    fn unknown_aliasing_operands(&self, v: ValueId) -> Vec<AliasingOperand> {
        let Owner::Op(op) = owner(self.body, v) else {
            return vec![];
        };
        // Any tensor operand of the owner may alias.
        let (ctx, body) = (self.ctx, self.body);
        if !super::interfaces::is_result(body, v) {
            return vec![];
        }
        body.operands(op)
            .enumerate()
            .filter(|(_, x)| is_tensor(ctx, body.value_type(*x)))
            .map(|(i, _)| AliasingOperand {
                operand: (op, i),
                rel: Relation::Unknown,
                definite: false,
            })
            .collect()
    }

    pub fn default_aliasing_operands(&self, v: ValueId) -> Vec<AliasingOperand> {
        let Owner::Op(op) = owner(self.body, v) else {
            return vec![];
        };
        let mut out = Vec::new();
        for i in super::interfaces::tensor_operands(self.ctx, self.body, op) {
            for a in self.aliasing_values((op, i)) {
                if a.value == v {
                    out.push(AliasingOperand {
                        operand: (op, i),
                        rel: a.rel,
                        definite: a.definite,
                    });
                }
            }
        }
        out
    }

    /// `AnalysisState::bufferizesToMemoryWrite(Value)`.
    pub fn value_writes(&self, v: ValueId) -> bool {
        if !super::interfaces::is_result(self.body, v) {
            return true;
        }
        match self.owner_kind(v) {
            Some(k) => k.result_writes(self, v),
            None => true,
        }
    }

    /// `defaultResultBufferizesToMemoryWrite`.
    pub fn default_result_writes(&self, _k: Kind, r: ValueId) -> bool {
        let ops = self.aliasing_operands(r);
        if ops.is_empty() {
            return true;
        }
        if ops.iter().any(|a| self.writes(a.operand)) {
            return true;
        }
        let Owner::Op(def) = owner(self.body, r) else {
            return true;
        };
        let cfg = Traversal {
            always_include_leaves: false,
            ..Default::default()
        };
        for a in &ops {
            let start = self.body.operand(a.operand.0, a.operand.1);
            let found = self.find_in_reverse_chain(
                start,
                &|v| {
                    let inside = match owner(self.body, v) {
                        Owner::Op(o) => is_ancestor(self.body, def, o),
                        Owner::Func => false,
                    };
                    inside && self.value_writes(v)
                },
                cfg,
            );
            if !found.is_empty() {
                return true;
            }
        }
        false
    }

    pub fn is_writable(&self, v: ValueId) -> bool {
        match self.owner_kind(v) {
            Some(k) => k.is_writable(self, v),
            None => false,
        }
    }

    pub fn func_arg_writable(&self, i: usize) -> bool {
        self.func.writable.get(i).copied().flatten().unwrap_or(true)
    }

    pub fn equivalent(&self, a: ValueId, b: ValueId) -> bool {
        self.equiv.same(a, b)
    }

    pub fn aliasing(&self, a: ValueId, b: ValueId) -> bool {
        self.alias.same(a, b)
    }

    /// `findValueInReverseUseDefChain`.
    pub fn find_in_reverse_chain(
        &self,
        value: ValueId,
        cond: &dyn Fn(ValueId) -> bool,
        cfg: Traversal,
    ) -> Vec<ValueId> {
        let mut visited: HashSet<ValueId> = HashSet::new();
        let mut result: Vec<ValueId> = Vec::new();
        let mut working: Vec<ValueId> = vec![value];
        let push_unique = |v: ValueId, r: &mut Vec<ValueId>| {
            if !r.contains(&v) {
                r.push(v);
            }
        };
        while let Some(v) = working.pop() {
            if visited.contains(&v) {
                if cfg.always_include_leaves {
                    push_unique(v, &mut result);
                }
                continue;
            }
            visited.insert(v);
            if cond(v) {
                push_unique(v, &mut result);
                continue;
            }
            if !cfg.follow_unknown_ops && self.owner_kind(v).is_none() {
                if cfg.always_include_leaves {
                    push_unique(v, &mut result);
                }
                continue;
            }
            let aliases = self.aliasing_operands(v);
            if aliases.is_empty() {
                if cfg.always_include_leaves {
                    push_unique(v, &mut result);
                }
                continue;
            }
            for a in aliases {
                if cfg.follow_equivalent_only && a.rel != Relation::Equivalent {
                    if cfg.always_include_leaves {
                        push_unique(v, &mut result);
                    }
                    continue;
                }
                if cfg.follow_inplace_only && !self.is_in_place(a.operand) {
                    if cfg.always_include_leaves {
                        push_unique(v, &mut result);
                    }
                    continue;
                }
                let ov = self.body.operand(a.operand.0, a.operand.1);
                if cfg.follow_same_type_or_casts_only
                    && self.body.value_type(ov) != self.body.value_type(v)
                    && !self.is_cast_result(v)
                {
                    if cfg.always_include_leaves {
                        push_unique(v, &mut result);
                    }
                    continue;
                }
                if !working.contains(&ov) {
                    working.push(ov);
                }
            }
        }
        result
    }

    fn is_cast_result(&self, v: ValueId) -> bool {
        match self.body.defining_op(v) {
            Some(o) => matches!(
                name(self.ctx, self.body, o),
                "tensor.cast" | "memref.cast" | "arith.index_cast" | "arith.bitcast"
            ),
            None => false,
        }
    }

    /// `findDefinitions` (cached).
    pub fn definitions(&self, v: ValueId) -> Vec<ValueId> {
        if let Some(d) = self.def_cache.borrow().get(&v) {
            return d.clone();
        }
        let cfg = Traversal {
            always_include_leaves: false,
            ..Default::default()
        };
        let d = self.find_in_reverse_chain(v, &|x| self.value_writes(x), cfg);
        self.def_cache.borrow_mut().insert(v, d.clone());
        d
    }

    /// `isValueRead`.
    pub fn is_value_read(&self, v: ValueId) -> bool {
        let body = self.body;
        let mut working: Vec<Use> = body.uses(v).collect();
        let mut visited: HashSet<Use> = HashSet::new();
        while let Some(u) = working.pop() {
            if !visited.insert(u) {
                continue;
            }
            if self.alias_only(u) {
                for a in self.aliasing_values(u) {
                    working.extend(body.uses(a.value));
                }
            }
            if self.reads(u) {
                return true;
            }
        }
        false
    }

    /// `isValueWritten`.
    pub fn is_value_written(&self, v: ValueId) -> bool {
        for a in self.alias.members(v) {
            for u in self.body.uses(a) {
                if self.is_in_place(u) && self.writes(u) {
                    return true;
                }
            }
        }
        false
    }

    // ---- scf.for ----------------------------------------------------------------------------

    pub fn for_relation(&self, op: OpId, k: usize) -> Relation {
        let body = self.body;
        let Some(entry) = region_entry(body, op, 0) else {
            return Relation::Unknown;
        };
        let Some(arg) = body.block_args(entry).get(k + 1).copied() else {
            return Relation::Unknown;
        };
        let Some(y) = body.last_op(entry) else {
            return Relation::Unknown;
        };
        if k >= body.num_operands(y) {
            return Relation::Unknown;
        }
        if self.equivalent(arg, body.operand(y, k)) {
            Relation::Equivalent
        } else {
            Relation::Unknown
        }
    }

    // ---- func.call ----------------------------------------------------------------------------

    fn callee(&self, op: OpId) -> Option<&FuncSummary> {
        let a = rmlir_ir::ods::prop(self.ctx, self.body, op, "callee")?;
        let rmlir_ir::AttrKind::SymbolRef { root, .. } = self.ctx.attr_kind(a) else {
            return None;
        };
        self.funcs.get(self.ctx.ident_str(*root))
    }

    pub fn call_reads(&self, op: OpId, i: usize) -> bool {
        match self.callee(op) {
            Some(s) => s.read_args.contains(&i),
            None => true,
        }
    }

    pub fn call_writes(&self, op: OpId, i: usize) -> bool {
        match self.callee(op) {
            Some(s) => s.written_args.contains(&i),
            None => true,
        }
    }

    pub fn call_aliasing_values(&self, op: OpId, i: usize) -> Vec<AliasingValue> {
        let Some(s) = self.callee(op) else {
            return self.unknown_aliasing_values(op);
        };
        let rets = s.aliasing_results.get(&i).cloned().unwrap_or_default();
        let equivalent = if rets.len() == 1 {
            s.equivalent_args.get(&rets[0]).copied()
        } else {
            None
        };
        rets.iter()
            .map(|r| AliasingValue {
                value: self.body.result(op, *r),
                rel: if equivalent.is_some() {
                    Relation::Equivalent
                } else {
                    Relation::Unknown
                },
                definite: equivalent.is_some(),
            })
            .collect()
    }
}

/// The ops of a function body, in the given walk order.
pub fn all_ops(body: &Body, order: WalkOrder) -> Vec<OpId> {
    let mut v = Vec::new();
    for r in body.root_regions() {
        v.extend(body.collect_ops(rmlir_ir::walk::IrNode::Region(*r), order));
    }
    v
}

/// Whether `a` is `b` or an ancestor of `b`.
pub fn is_ancestor(body: &Body, a: OpId, mut b: OpId) -> bool {
    loop {
        if a == b {
            return true;
        }
        match body.parent_op(b) {
            Some(p) => b = p,
            None => return false,
        }
    }
}

pub fn is_proper_ancestor(body: &Body, a: OpId, b: OpId) -> bool {
    a != b && is_ancestor(body, a, b)
}

fn op_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.parent_block(op).and_then(|b| body.block_parent(b))
}

fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => op_region(body, op),
        ValueDef::Arg { block, .. } => body.block_parent(block),
        ValueDef::Placeholder => None,
    }
}

fn value_block(body: &Body, v: ValueId) -> Option<BlockId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => body.parent_block(op),
        ValueDef::Arg { block, .. } => Some(block),
        ValueDef::Placeholder => None,
    }
}

fn region_index(body: &Body, r: RegionId) -> (Option<OpId>, usize) {
    match body.region_parent(r) {
        Some(p) => (
            Some(p),
            body.regions(p).iter().position(|x| *x == r).unwrap_or(0),
        ),
        None => (None, 0),
    }
}

/// The region enclosing region `r` (its parent op's region).
fn parent_region(body: &Body, r: RegionId) -> Option<RegionId> {
    let p = body.region_parent(r)?;
    op_region(body, p)
}

/// Whether the op `a` is before `b` in their common block.
fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cur = body.next_op(a);
    while let Some(c) = cur {
        if c == b {
            return true;
        }
        cur = body.next_op(c);
    }
    false
}

/// The ancestor of `op` (or `op`) whose parent region is `r`.
fn ancestor_in_region(body: &Body, r: RegionId, mut op: OpId) -> Option<OpId> {
    loop {
        if op_region(body, op) == Some(r) {
            return Some(op);
        }
        op = body.parent_op(op)?;
    }
}

/// The ancestor of `op` (or `op`) in block `b`.
pub fn ancestor_in_block(body: &Body, b: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        if body.parent_block(op) == Some(b) {
            return Some(op);
        }
        op = body.parent_op(op)?;
    }
}

impl<'a> State<'a> {
    // ---- regions -----------------------------------------------------------------------------

    fn is_repetitive_region(&self, r: RegionId) -> bool {
        let (p, _) = region_index(self.body, r);
        match p.and_then(|p| self.kind(p).map(|k| (k, p))) {
            Some((k, _)) => k.is_repetitive_region(),
            None => false,
        }
    }

    fn enclosing_repetitive_region_of_region(&self, mut r: Option<RegionId>) -> Option<RegionId> {
        while let Some(x) = r {
            if self.is_repetitive_region(x) {
                return Some(x);
            }
            r = parent_region(self.body, x);
        }
        None
    }

    fn enclosing_repetitive_region_value(&self, v: ValueId) -> Option<RegionId> {
        self.enclosing_repetitive_region_of_region(value_region(self.body, v))
    }

    fn enclosing_repetitive_region_op(&self, op: OpId) -> Option<RegionId> {
        self.enclosing_repetitive_region_of_region(op_region(self.body, op))
    }

    fn next_enclosing_repetitive_region(&self, r: RegionId) -> Option<RegionId> {
        self.enclosing_repetitive_region_of_region(parent_region(self.body, r))
    }

    fn parallel_region(&self, mut r: Option<RegionId>) -> Option<RegionId> {
        while let Some(x) = r {
            let (p, _) = region_index(self.body, x);
            if let Some(k) = p.and_then(|p| self.kind(p)) {
                if k.is_parallel_region() {
                    return Some(x);
                }
            }
            r = parent_region(self.body, x);
        }
        None
    }

    /// `properlyDominates(a, b)` for ops (enclosing op ok).
    fn properly_dominates(&self, a: OpId, b: OpId) -> bool {
        let body = self.body;
        if a == b {
            return false;
        }
        let Some(ra) = op_region(body, a) else {
            return false;
        };
        let Some(bb) = ancestor_in_region(body, ra, b) else {
            return false;
        };
        let (ba, bbk) = (body.parent_block(a), body.parent_block(bb));
        if ba == bbk {
            if bb == a {
                return true;
            }
            return is_before_in_block(body, a, bb);
        }
        // Different blocks of one region: the entry block dominates the others.
        match ba {
            Some(x) => body.is_entry_block(x),
            None => false,
        }
    }

    fn happens_before(&self, a: OpId, b: OpId) -> bool {
        let mut a = Some(a);
        while let Some(x) = a {
            if is_proper_ancestor(self.body, x, b) {
                return false;
            }
            if self.properly_dominates(x, b) {
                return true;
            }
            a = self.body.parent_op(x);
        }
        false
    }

    fn inside_mutually_exclusive_regions(&self, a: OpId, b: OpId) -> bool {
        let body = self.body;
        let mut cur = body.parent_op(a);
        while let Some(p) = cur {
            let n = name(self.ctx, body, p);
            let branch = matches!(
                n,
                "scf.if"
                    | "scf.for"
                    | "scf.while"
                    | "scf.execute_region"
                    | "scf.index_switch"
                    | "scf.forall"
                    | "scf.parallel"
                    | "affine.for"
                    | "affine.if"
                    | "affine.parallel"
            );
            if branch {
                if !is_proper_ancestor(body, p, b) {
                    cur = body.parent_op(p);
                    continue;
                }
                let ra = body
                    .regions(p)
                    .iter()
                    .position(|r| ancestor_in_region(body, *r, a).is_some());
                let rb = body
                    .regions(p)
                    .iter()
                    .position(|r| ancestor_in_region(body, *r, b).is_some());
                let exclusive = matches!(n, "scf.if" | "scf.index_switch" | "affine.if");
                return exclusive && ra != rb;
            }
            cur = body.parent_op(p);
        }
        false
    }

    fn can_use_op_dominance(&self, u_read: Use, u_write: Use, defs: &[ValueId]) -> bool {
        // Due to regions.
        for d in defs {
            let mut r_read = self.enclosing_repetitive_region_op(u_read.0);
            let r_def = self.enclosing_repetitive_region_value(*d);
            if r_read == r_def {
                continue;
            }
            while let Some(rr) = r_read {
                let next = self.next_enclosing_repetitive_region(rr);
                if next == r_def {
                    break;
                }
                if next.is_none() {
                    break;
                }
                r_read = next;
            }
            if let Some(rr) = r_read {
                if let Some(p) = self.body.region_parent(rr) {
                    if is_ancestor(self.body, p, u_write.0) {
                        return false;
                    }
                }
            }
        }
        // Due to blocks: only structured control flow here (single-block regions), where a
        // read and a write in one region are never in a cycle of blocks.
        true
    }

    fn matches_insert_destination(&self, v: ValueId, insert_op: OpId) -> bool {
        let matching = |x: ValueId| -> bool {
            if !super::interfaces::is_result(self.body, x) {
                return false;
            }
            self.is_equivalent_subset(insert_op, x)
        };
        let slice = self.find_in_reverse_chain(v, &matching, Traversal::default());
        slice.iter().all(|x| matching(*x))
    }

    /// `SubsetInsertionOpInterface::isEquivalentSubset` of an insert_slice-like op.
    fn is_equivalent_subset(&self, insert_op: OpId, candidate: ValueId) -> bool {
        let body = self.body;
        let Some(ex) = body.defining_op(candidate) else {
            return false;
        };
        if name(self.ctx, body, ex) != "tensor.extract_slice" {
            return false;
        }
        let src = body.operand(ex, 0);
        let dest = body.operand(insert_op, 1);
        if !self.equivalent(src, dest) {
            return false;
        }
        let a = crate::linalg::transform_utils::mixed_lists(self.ctx, body, ex, 1);
        let b = crate::linalg::transform_utils::mixed_lists(self.ctx, body, insert_op, 2);
        let same = |x: &crate::linalg::transform_utils::Ofr,
                    y: &crate::linalg::transform_utils::Ofr| {
            match (x, y) {
                (Ok(p), Ok(q)) => p == q,
                (Err(p), Err(q)) => p == q,
                (Ok(c), Err(v)) | (Err(v), Ok(c)) => {
                    super::interfaces::const_int(self.ctx, body, *v) == Some(*c)
                }
            }
        };
        (0..3).all(|k| a[k].len() == b[k].len() && a[k].iter().zip(&b[k]).all(|(x, y)| same(x, y)))
    }

    fn is_subset_insertion(&self, op: OpId) -> bool {
        matches!(
            name(self.ctx, self.body, op),
            "tensor.insert_slice" | "tensor.parallel_insert_slice"
        ) && self.kind(op).is_some()
    }

    fn are_non_conflicting_subsets(&self, u_read: Use, u_write: Use) -> bool {
        let body = self.body;
        let reading = u_read.0;
        let writing = u_write.0;
        if self.is_subset_insertion(reading) {
            let dest = (reading, 1);
            let source = (reading, 0);
            if u_read == dest
                && self.matches_insert_destination(body.operand(u_write.0, u_write.1), reading)
            {
                return true;
            }
            if u_read == source
                && u_write == dest
                && self.matches_insert_destination(body.operand(u_read.0, u_read.1), reading)
            {
                return true;
            }
        }
        if self.is_subset_insertion(writing) {
            let dest = (writing, 1);
            let src = body.operand(writing, 0);
            if u_write == dest
                && self.equivalent(body.operand(u_read.0, u_read.1), src)
                && self.matches_insert_destination(src, writing)
            {
                return true;
            }
        }
        false
    }

    fn elementwise_access(&self, op: OpId, uses: &[Use]) -> bool {
        if self.kind(op) != Some(Kind::Linalg) {
            return false;
        }
        let (ctx, body) = (self.ctx, self.body);
        let Some(iters) = crate::linalg::iterator_types(ctx, body, op) else {
            return false;
        };
        if !iters.iter().all(|p| *p) {
            return false;
        }
        let Some(maps) = crate::linalg::indexing_maps(ctx, body, op) else {
            return false;
        };
        for (i, v) in body.operands(op).enumerate() {
            let t = body.value_type(v);
            let ranked = matches!(
                ctx.type_kind(t),
                rmlir_ir::TypeKind::RankedTensor { .. } | rmlir_ir::TypeKind::MemRef { .. }
            );
            if !ranked || !uses.contains(&(op, i)) {
                continue;
            }
            match maps.get(i) {
                Some(m) if m.is_identity() => {}
                _ => return false,
            }
        }
        true
    }

    fn has_equivalent_in_reverse_chain(&self, start: ValueId, other: ValueId) -> bool {
        let cfg = Traversal {
            always_include_leaves: false,
            follow_equivalent_only: true,
            follow_same_type_or_casts_only: true,
            ..Default::default()
        };
        !self
            .find_in_reverse_chain(start, &|v| v == other, cfg)
            .is_empty()
    }

    fn has_raw_interference(&mut self, reads: &[Use], writes: &[Use]) -> bool {
        let body = self.body;
        if self.opts.check_parallel_regions && !reads.is_empty() {
            for w in writes {
                let wv = body.operand(w.0, w.1);
                let defs =
                    self.find_in_reverse_chain(wv, &|v| self.value_writes(v), Traversal::default());
                for d in defs {
                    if self.parallel_region(value_region(body, d))
                        != self.parallel_region(op_region(body, w.0))
                    {
                        return true;
                    }
                }
            }
        }
        for u_read in reads {
            let reading = u_read.0;
            let defs = self.definitions(body.operand(u_read.0, u_read.1));
            if defs.is_empty() {
                continue;
            }
            for u_write in writes {
                let writing = u_write.0;
                if self.can_use_op_dominance(*u_read, *u_write, &defs) {
                    if self.happens_before(reading, writing) {
                        continue;
                    }
                    if u_write == u_read {
                        continue;
                    }
                    if self.inside_mutually_exclusive_regions(reading, writing) {
                        continue;
                    }
                    if writing == reading && self.elementwise_access(reading, &[*u_read, *u_write])
                    {
                        let rv = body.operand(u_read.0, u_read.1);
                        let wv = body.operand(u_write.0, u_write.1);
                        if self.has_equivalent_in_reverse_chain(rv, wv)
                            || self.has_equivalent_in_reverse_chain(wv, rv)
                        {
                            continue;
                        }
                    }
                }
                if self.are_non_conflicting_subsets(*u_read, *u_write) {
                    continue;
                }
                for d in &defs {
                    if let Some(def_op) = body.defining_op(*d) {
                        if self.happens_before(writing, def_op) {
                            continue;
                        }
                        if is_proper_ancestor(body, def_op, writing) {
                            continue;
                        }
                    } else if let Some(b) = value_block(body, *d) {
                        if ancestor_in_block(body, b, writing).is_none() {
                            continue;
                        }
                    }
                    let al = self.aliasing_values(*u_write);
                    if al.len() == 1 && al[0].value == *d {
                        continue;
                    }
                    if self.opts.print_conflicts {
                        self.annotate_conflict(*u_read, *u_write, *d);
                    }
                    return true;
                }
            }
        }
        false
    }

    fn annotate_conflict(&mut self, u_read: Use, u_write: Use, def: ValueId) {
        let id = format!("C_{}", self.conflict_counter);
        self.conflict_counter += 1;
        self.conflict_attrs
            .push((Some(u_write.0), format!("{id}[CONFL-WRITE: {}]", u_write.1)));
        self.conflict_attrs
            .push((Some(u_read.0), format!("{id}[READ: {}]", u_read.1)));
        let body = self.body;
        match body.value(def).def {
            ValueDef::Result { op, index } => self
                .conflict_attrs
                .push((Some(op), format!("{id}[DEF: result {index}]"))),
            ValueDef::Arg { block, index } => self.conflict_attrs.push((
                body.block_parent_op(block),
                format!("{id}[DEF: bbArg {index}]"),
            )),
            ValueDef::Placeholder => {}
        }
    }

    fn aliasing_reads(&self, res: &mut Vec<Use>, root: ValueId) {
        for a in self.alias.members(root) {
            for u in self.body.uses(a) {
                if self.reads(u) {
                    if !res.contains(&u) {
                        res.push(u);
                    }
                    continue;
                }
                if !self.writes(u)
                    && self
                        .aliasing_values(u)
                        .iter()
                        .any(|x| self.is_value_read(x.value))
                    && !res.contains(&u)
                {
                    res.push(u);
                }
            }
        }
    }

    fn aliasing_inplace_writes(&self, res: &mut Vec<Use>, root: ValueId) {
        for a in self.alias.members(root) {
            for u in self.body.uses(a) {
                if self.writes(u) && self.is_in_place(u) && !res.contains(&u) {
                    res.push(u);
                }
            }
        }
    }

    fn would_create_raw(&mut self, u: Use) -> bool {
        let v = self.body.operand(u.0, u.1);
        let mut reads = Vec::new();
        let mut writes = Vec::new();
        self.aliasing_reads(&mut reads, v);
        self.aliasing_inplace_writes(&mut writes, v);
        for a in self.aliasing_values(u) {
            self.aliasing_reads(&mut reads, a.value);
            self.aliasing_inplace_writes(&mut writes, a.value);
        }
        if self.writes(u) && !writes.contains(&u) {
            writes.push(u);
        }
        self.has_raw_interference(&reads, &writes)
    }

    fn would_write_non_writable(&self, u: Use) -> bool {
        let v = self.body.operand(u.0, u.1);
        let mut found = self.writes(u);
        if !found {
            let mut writes = Vec::new();
            self.aliasing_inplace_writes(&mut writes, v);
            for a in self.aliasing_values(u) {
                self.aliasing_inplace_writes(&mut writes, a.value);
            }
            found = !writes.is_empty();
        }
        if !found {
            return false;
        }
        let mut read_only = false;
        for m in self.alias.members(v) {
            if !self.is_writable(m) {
                read_only = true;
            }
        }
        for a in self.aliasing_values(u) {
            for m in self.alias.members(a.value) {
                if !self.is_writable(m) {
                    read_only = true;
                }
            }
        }
        read_only
    }

    fn analyze_operand(&mut self, u: Use) {
        if self.is_in_place(u) {
            return;
        }
        let interference = self.would_write_non_writable(u) || self.would_create_raw(u);
        if !interference {
            self.bufferize_in_place(u);
        }
        self.def_cache.borrow_mut().clear();
    }

    fn has_tensor_semantics(&self, op: OpId) -> bool {
        let (ctx, body) = (self.ctx, self.body);
        body.operands(op)
            .any(|v| is_tensor(ctx, body.value_type(v)))
            || body
                .results(op)
                .iter()
                .any(|v| is_tensor(ctx, body.value_type(*v)))
    }

    /// `OneShotAnalysisState::analyzeOp` + the equivalence analysis. `func_has_tensors`:
    /// whether the function op itself has tensor semantics (it takes part in the fuzzer's
    /// shuffle).
    pub fn analyze(&mut self, func_has_tensors: bool) {
        let body = self.body;
        // `None` stands for the function op.
        let mut ops: Vec<Option<OpId>> = all_ops(body, WalkOrder::PostOrder)
            .into_iter()
            .filter(|o| self.has_tensor_semantics(*o))
            .map(Some)
            .collect();
        if func_has_tensors {
            ops.push(None);
        }
        match self.opts.heuristic {
            Heuristic::BottomUp => ops.reverse(),
            Heuristic::TopDown => {}
            Heuristic::Fuzzer => {
                let mut g = Mt19937::new(self.opts.fuzzer_seed as u32);
                let n = ops.len();
                let mut first = 0usize;
                let mut size = n;
                while size > 1 {
                    let off = (g.next_u32() as usize) % size;
                    if off != 0 {
                        ops.swap(first, first + off);
                    }
                    first += 1;
                    size -= 1;
                }
            }
            Heuristic::BottomUpFromTerminators => ops.reverse(),
        }
        for op in ops.into_iter().flatten() {
            for i in super::interfaces::tensor_operands(self.ctx, body, op) {
                self.analyze_operand((op, i));
            }
        }
        // Equivalence analysis: nested ops first.
        let eq_ops: Vec<OpId> = all_ops(body, WalkOrder::PostOrder)
            .into_iter()
            .filter(|o| {
                body.results(*o)
                    .iter()
                    .any(|r| is_tensor(self.ctx, body.value_type(*r)))
            })
            .collect();
        for op in eq_ops {
            let Some(k) = self.kind(op) else {
                continue;
            };
            for r in body.results(op).to_vec() {
                if !is_tensor(self.ctx, body.value_type(r)) {
                    continue;
                }
                let aliases = self.aliasing_operands(r);
                let Some(first) = aliases.first() else {
                    continue;
                };
                let first_v = body.operand(first.operand.0, first.operand.1);
                let mut all_eq = true;
                let mut merged = false;
                for a in &aliases {
                    let is_eq = a.rel == Relation::Equivalent;
                    let inpl = self.is_in_place(a.operand);
                    let ov = body.operand(a.operand.0, a.operand.1);
                    if is_eq && inpl && a.definite {
                        self.equiv.union(r, ov);
                        all_eq = false;
                        merged = true;
                        break;
                    }
                    if !is_eq || !inpl {
                        all_eq = false;
                    }
                    if !self.equivalent(ov, first_v) {
                        all_eq = false;
                    }
                }
                if !merged && all_eq && !k.bufferizes_to_allocation() {
                    self.equiv.union(r, first_v);
                }
            }
        }
        // Undefined tensor uses.
        for op in all_ops(body, WalkOrder::PreOrder) {
            if self.kind(op).is_none() {
                continue;
            }
            for r in body.results(op).to_vec() {
                if !is_tensor(self.ctx, body.value_type(r)) {
                    continue;
                }
                if self.definitions(r).is_empty() {
                    for u in body.uses(r) {
                        self.undefined_uses.insert(u);
                    }
                }
            }
        }
    }

    /// `canOmitTensorCopy`.
    pub fn can_omit_copy(&self, u: Use) -> bool {
        if self.undefined_uses.contains(&u) {
            return true;
        }
        if self.writes(u) && !self.reads(u) {
            return true;
        }
        if !self.reads(u)
            && !self
                .aliasing_values(u)
                .iter()
                .any(|a| self.is_value_read(a.value))
        {
            return true;
        }
        false
    }

    /// The `__inplace_operands_attr__` values of every op with tensor operands.
    pub fn markers(&self) -> Vec<(OpId, Vec<&'static str>)> {
        let body = self.body;
        let mut out = Vec::new();
        for op in all_ops(body, WalkOrder::PreOrder) {
            let mut v: Vec<&'static str> = Vec::new();
            let mut any = false;
            for (i, x) in body.operands(op).enumerate() {
                if is_tensor(self.ctx, body.value_type(x)) {
                    any = true;
                    v.push(if self.is_in_place((op, i)) {
                        "true"
                    } else {
                        "false"
                    });
                } else {
                    v.push("none");
                }
            }
            if any {
                out.push((op, v));
            }
        }
        out
    }
}

/// `std::mt19937`.
pub struct Mt19937 {
    mt: [u32; 624],
    idx: usize,
}

#[allow(clippy::needless_range_loop)]
impl Mt19937 {
    pub fn new(seed: u32) -> Self {
        let mut mt = [0u32; 624];
        mt[0] = seed;
        for i in 1..624 {
            mt[i] = 1812433253u32
                .wrapping_mul(mt[i - 1] ^ (mt[i - 1] >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 { mt, idx: 624 }
    }

    pub fn next_u32(&mut self) -> u32 {
        if self.idx >= 624 {
            for i in 0..624 {
                let y = (self.mt[i] & 0x8000_0000) | (self.mt[(i + 1) % 624] & 0x7fff_ffff);
                let mut v = self.mt[(i + 397) % 624] ^ (y >> 1);
                if y & 1 != 0 {
                    v ^= 0x9908_b0df;
                }
                self.mt[i] = v;
            }
            self.idx = 0;
        }
        let mut y = self.mt[self.idx];
        self.idx += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }
}

#[cfg(test)]
mod tests {
    use super::Mt19937;

    #[test]
    fn mt19937_matches_the_standard() {
        // The 10000th output of a default-seeded std::mt19937 is 4123659995.
        let mut g = Mt19937::new(5489);
        let mut x = 0;
        for _ in 0..10000 {
            x = g.next_u32();
        }
        assert_eq!(x, 4123659995);
    }
}
