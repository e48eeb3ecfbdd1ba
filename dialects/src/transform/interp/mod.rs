//! The transform dialect interpreter (upstream's `TransformState` and
//! `-transform-interpreter`): transform scripts (`transform.named_sequence` bodies) are run op
//! by op against the payload IR, each handle (an SSA value of the script) being mapped to a
//! list of payload ops, payload values or parameters (attributes).
//!
//! # Model
//!
//! - The payload root is the pass's anchor (usually the top-level `builtin.module`). Payload
//!   ops live in several bodies (each isolated op owns one), so a payload op is addressed by a
//!   [`PayloadOp`]: the path of op ids from the root's body (every element but the last is an
//!   isolated op whose body holds the next one; the empty path is the root itself). Payload
//!   values are [`PayloadValue`]s: the path of the body and the value's id.
//! - Scripts are cloned out of the payload before running ([`Script`]), so that rewriting the
//!   payload never disturbs the script. A handle is keyed by [`HKey`]: the script's index and
//!   the value's id in the script's body.
//! - A transform op's application returns a [`TResult`]: `Ok`, a silenceable failure (its
//!   diagnostics, reported only if the failure propagates to the top) or a definite failure
//!   (diagnostics already emitted), as upstream's `DiagnosedSilenceableFailure`.
//! - Ids are never reused while the interpreter runs (bodies are not committed), so handles to
//!   erased ops are recognized ([`Interp::alive`]) and dropped after each transform op.
//!
//! # Adding a transform op
//!
//! 1. Declare the op (an `OpDef` in `dialects/src/transform/`, so that it parses and prints).
//! 2. Write `fn apply(it: &mut Interp<'_>, op: &TOp) -> TResult`: read operands with
//!    [`Interp::ops`] / [`Interp::values`] / [`Interp::params`] on `op.operand(i)`, attributes
//!    with [`TOp::attr`], change the payload through [`Interp::body_mut`], set each result with
//!    [`Interp::set_ops`] / [`Interp::set_values`] / [`Interp::set_params`], and fail with
//!    [`Interp::silenceable`] / [`Interp::definite`].
//! 3. List it in a `pub static IMPLS: &[TransformOpImpl]` of your module (name, apply fn,
//!    which operands it consumes) and add that slice to [`IMPL_SETS`] (one line), or call
//!    [`register`] at start-up from a crate that cannot be listed there.

pub mod core_ops;
pub mod match_structured;
pub mod pass;
pub mod patterns;
pub mod payload;
pub mod structured;

use rmlir_ir::body::OpData;
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::{Attribute, BlockId, Body, Context, Location, OpId, Type, ValueId};
use std::collections::HashMap as FxHashMap;

use std::rc::Rc;
use std::sync::{OnceLock, RwLock};

pub use payload::{Path, PayloadOp, PayloadValue};

/// What a handle is associated with.
#[derive(Clone, Debug)]
pub enum Mapped {
    Ops(Vec<PayloadOp>),
    Values(Vec<PayloadValue>),
    Params(Vec<Attribute>),
}

/// A failed application: silenceable (diagnostics to report if it propagates) or definite
/// (already reported).
#[derive(Debug)]
pub enum Failure {
    Definite,
    Silenceable(Vec<Diagnostic>),
}

/// The result of applying a transform op.
pub type TResult = Result<(), Failure>;

/// A handle: the script's index and the SSA value in the script's body.
pub type HKey = (u32, ValueId);

/// Upstream's `FailurePropagationMode`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Propagation {
    Propagate,
    Suppress,
}

/// Which operands an op consumes (upstream's `consumesHandle` memory effects).
#[derive(Copy, Clone)]
pub enum Consumes {
    Nothing,
    /// Every handle operand (`FunctionalStyleTransformOpTrait`).
    All,
    Operands(&'static [usize]),
    Dynamic(fn(&Interp<'_>, &TOp) -> Vec<usize>),
}

/// The function applying one transform op.
pub type ApplyFn = fn(&mut Interp<'_>, &TOp) -> TResult;

/// One transform op the interpreter knows.
pub struct TransformOpImpl {
    /// The op's full name (`transform.structured.match`).
    pub name: &'static str,
    pub apply: ApplyFn,
    pub consumes: Consumes,
}

/// The implementation sets built into this crate; add a module's slice here.
pub static IMPL_SETS: &[&[TransformOpImpl]] = &[
    core_ops::IMPLS,
    structured::IMPLS,
    patterns::IMPLS,
    match_structured::IMPLS,
    crate::linalg::vectorize_transform::IMPLS,
    crate::linalg::tiling::IMPLS,
    crate::linalg::transform_ops_gpu::IMPLS,
    crate::linalg::transform_ops_misc::IMPLS,
    crate::linalg::transform_ops_multitile::IMPLS,
    crate::linalg::tiling_forall::IMPLS,
    crate::linalg::fuse_containing::IMPLS,
    crate::linalg::lower_pack::IMPLS,
    crate::linalg::pack_greedily::IMPLS,
];

static EXTRA: RwLock<Vec<&'static [TransformOpImpl]>> = RwLock::new(Vec::new());

/// Registers transform op implementations from outside this crate (later sets override
/// earlier ones with the same name).
pub fn register(impls: &'static [TransformOpImpl]) {
    EXTRA.write().unwrap().push(impls);
}

fn builtin_registry() -> &'static FxHashMap<&'static str, &'static TransformOpImpl> {
    static REG: OnceLock<FxHashMap<&'static str, &'static TransformOpImpl>> = OnceLock::new();
    REG.get_or_init(|| {
        let mut m = FxHashMap::new();
        for set in IMPL_SETS {
            for i in set.iter() {
                m.insert(i.name, i);
            }
        }
        m
    })
}

/// The implementation of the transform op `name`, if any.
pub fn lookup(name: &str) -> Option<&'static TransformOpImpl> {
    let extra = EXTRA.read().unwrap();
    for set in extra.iter().rev() {
        if let Some(i) = set.iter().find(|i| i.name == name) {
            return Some(i);
        }
    }
    builtin_registry().get(name).copied()
}

/// Upstream `allowsRepeatedHandleOperands`: ops that may consume a handle pointing to a
/// payload op more than once, or several handles to the same payload.
fn allows_repeated_handle_operands(name: &str) -> bool {
    matches!(
        name,
        "transform.merge_handles" | "transform.structured.fuse_into_containing_op"
    )
}

/// A script: a clone of a named sequence's body (or of a whole transform module's body).
pub struct Script {
    pub body: Rc<Body>,
    /// The path of the body holding the named sequence op (for symbol lookups).
    pub container: Path,
    /// The named sequence op in the container body.
    pub op: OpId,
}

/// A transform op being applied: its script and id.
#[derive(Clone)]
pub struct TOp {
    pub script: u32,
    pub body: Rc<Body>,
    pub op: OpId,
}

impl TOp {
    pub fn name<'c>(&self, ctx: &'c Context) -> &'c str {
        ctx.op_name_str(self.body.op_name(self.op))
    }
    pub fn loc(&self) -> Location {
        self.body.loc(self.op)
    }
    pub fn num_operands(&self) -> usize {
        self.body.num_operands(self.op)
    }
    pub fn operand(&self, i: usize) -> HKey {
        (self.script, self.body.operand(self.op, i))
    }
    pub fn operands(&self) -> Vec<HKey> {
        self.body
            .operands(self.op)
            .map(|v| (self.script, v))
            .collect()
    }
    pub fn num_results(&self) -> usize {
        self.body.results(self.op).len()
    }
    pub fn result(&self, i: usize) -> HKey {
        (self.script, self.body.result(self.op, i))
    }
    /// The handle of a value of this script.
    pub fn key(&self, v: ValueId) -> HKey {
        (self.script, v)
    }
    /// An inherent or discardable attribute by name.
    pub fn attr(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        rmlir_ir::ods::prop(ctx, &self.body, self.op, name)
            .or_else(|| self.body.attr(self.op, ctx.ident(name)))
    }
    /// The operands of the ODS group `name`.
    pub fn operand_group(&self, ctx: &Context, name: &str) -> Vec<HKey> {
        let info = ctx.op_info(self.body.op_name(self.op));
        let Some(def) = info.and_then(|i| i.def) else {
            return Vec::new();
        };
        let segs = rmlir_ir::ods::operand_segments(ctx, def, &self.body, self.op);
        let Some(i) = def.operands.iter().position(|d| d.name == name) else {
            return Vec::new();
        };
        let (s, n) = segs[i];
        (s..s + n).map(|k| self.operand(k)).collect()
    }
    /// The results of the ODS group `name`.
    pub fn result_group(&self, ctx: &Context, name: &str) -> Vec<HKey> {
        let info = ctx.op_info(self.body.op_name(self.op));
        let Some(def) = info.and_then(|i| i.def) else {
            return Vec::new();
        };
        let segs = rmlir_ir::ods::result_segments(ctx, def, &self.body, self.op);
        let Some(i) = def.results.iter().position(|d| d.name == name) else {
            return Vec::new();
        };
        let (s, n) = segs[i];
        (s..s + n).map(|k| self.result(k)).collect()
    }
    /// The entry block of region `i`.
    pub fn region_block(&self, i: usize) -> Option<BlockId> {
        let r = *self.body.regions(self.op).get(i)?;
        self.body.entry_block(r)
    }
    /// The type of a handle of this script.
    pub fn handle_type(&self, k: HKey) -> Type {
        self.body.value_type(k.1)
    }
}

/// How a handle was invalidated: builds the error reported at the transform op that uses it.
type Invalidation = Rc<dyn Fn(Location) -> Diagnostic>;

/// The interpreter state.
pub struct Interp<'a> {
    pub ctx: &'a Context,
    root: &'a mut OpData,
    pub scripts: Vec<Script>,
    map: FxHashMap<HKey, Mapped>,
    invalidated: FxHashMap<HKey, Invalidation>,
    /// Emitted diagnostics, in order.
    pub diags: Vec<Diagnostic>,
    /// Text for stdout (`transform.print`).
    pub stdout: String,
    pub expensive_checks: bool,
}

impl<'a> Interp<'a> {
    pub fn new(ctx: &'a Context, root: &'a mut OpData, expensive_checks: bool) -> Self {
        Interp {
            ctx,
            root,
            scripts: Vec::new(),
            map: FxHashMap::new(),
            invalidated: FxHashMap::new(),
            diags: Vec::new(),
            stdout: String::new(),
            expensive_checks,
        }
    }

    // ---- payload access -------------------------------------------------------------

    /// The root op's data.
    pub fn root(&self) -> &OpData {
        self.root
    }
    pub fn root_mut(&mut self) -> &mut OpData {
        self.root
    }

    /// The body at `path` (a chain of isolated ops from the root's body).
    pub fn body(&self, path: &[OpId]) -> Option<&Body> {
        let mut b = self.root.isolated_body()?;
        for &o in path {
            if !b.contains_op(o) {
                return None;
            }
            b = b.isolated_body(o)?;
        }
        Some(b)
    }

    pub fn body_mut(&mut self, path: &[OpId]) -> Option<&mut Body> {
        let mut b = self.root.isolated_body_mut()?;
        for &o in path {
            if !b.contains_op(o) {
                return None;
            }
            b = b.isolated_body_mut(o)?;
        }
        Some(b)
    }

    /// Whether the payload op still exists.
    pub fn alive(&self, p: &PayloadOp) -> bool {
        match p.0.split_last() {
            None => true,
            Some((last, rest)) => self.body(rest).is_some_and(|b| b.contains_op(*last)),
        }
    }

    /// Whether the payload value still exists.
    pub fn value_alive(&self, v: &PayloadValue) -> bool {
        self.body(&v.body)
            .is_some_and(|b| b.contains_value(v.value))
    }

    // ---- handles --------------------------------------------------------------------

    pub fn mapped(&self, h: HKey) -> Option<&Mapped> {
        self.map.get(&h)
    }

    /// The payload ops of an op handle (empty when unmapped).
    pub fn ops(&self, h: HKey) -> Vec<PayloadOp> {
        match self.map.get(&h) {
            Some(Mapped::Ops(v)) => v.clone(),
            _ => Vec::new(),
        }
    }
    pub fn values(&self, h: HKey) -> Vec<PayloadValue> {
        match self.map.get(&h) {
            Some(Mapped::Values(v)) => v.clone(),
            _ => Vec::new(),
        }
    }
    pub fn params(&self, h: HKey) -> Vec<Attribute> {
        match self.map.get(&h) {
            Some(Mapped::Params(v)) => v.clone(),
            _ => Vec::new(),
        }
    }

    /// Associates an op handle with payload ops, checking the handle's type
    /// (`!transform.op<"name">`).
    pub fn set_ops(&mut self, t: &TOp, h: HKey, ops: Vec<PayloadOp>) -> TResult {
        let ty = self.scripts[h.0 as usize].body.value_type(h.1);
        let text = rmlir_ir::printer::type_to_string(self.ctx, ty);
        if let Some(expected) = text
            .strip_prefix("!transform.op<\"")
            .and_then(|s| s.strip_suffix("\">"))
        {
            for p in &ops {
                let name = self.op_name(p).to_string();
                if name != expected {
                    let loc = self.scripts[h.0 as usize].body_value_loc(h.1);
                    let printed = self.print_op(p);
                    let d = Diagnostic::error(
                        loc,
                        format!(
                            "incompatible payload operation name expected {expected} vs {name} -> {printed}"
                        ),
                    );
                    self.diags.push(d);
                    let _ = t;
                    return Err(Failure::Definite);
                }
            }
        }
        self.map.insert(h, Mapped::Ops(ops));
        Ok(())
    }
    pub fn set_values(&mut self, h: HKey, values: Vec<PayloadValue>) {
        self.map.insert(h, Mapped::Values(values));
    }
    pub fn set_params(&mut self, h: HKey, params: Vec<Attribute>) {
        self.map.insert(h, Mapped::Params(params));
    }
    /// Sets a result from a mapping of any kind.
    pub fn set_mapped(&mut self, t: &TOp, h: HKey, m: Mapped) -> TResult {
        match m {
            Mapped::Ops(o) => self.set_ops(t, h, o),
            other => {
                self.map.insert(h, other);
                Ok(())
            }
        }
    }

    /// Upstream `notifyPayloadOperationReplaced`: every handle to `old` now points to `new`.
    pub fn replace_payload_op(&mut self, old: &PayloadOp, new: &PayloadOp) {
        for m in self.map.values_mut() {
            if let Mapped::Ops(v) = m {
                for p in v.iter_mut().filter(|p| *p == old) {
                    *p = new.clone();
                }
            }
        }
    }

    /// Whether the handle is a parameter (by type).
    pub fn is_param_type(&self, h: HKey) -> bool {
        let ty = self.scripts[h.0 as usize].body.value_type(h.1);
        let s = rmlir_ir::printer::type_to_string(self.ctx, ty);
        s.starts_with("!transform.param")
            || s.starts_with("!transform.affine_map")
            || s == "!transform.any_param"
    }
    /// Whether the handle is a value handle (by type).
    pub fn is_value_type(&self, h: HKey) -> bool {
        let ty = self.scripts[h.0 as usize].body.value_type(h.1);
        let s = rmlir_ir::printer::type_to_string(self.ctx, ty);
        s == "!transform.any_value"
    }

    // ---- diagnostics ----------------------------------------------------------------

    /// A silenceable failure with one error at `loc`.
    pub fn silenceable(&self, loc: Location, msg: impl Into<String>) -> Failure {
        Failure::Silenceable(vec![Diagnostic::error(loc, msg)])
    }
    /// Emits `d` and returns a definite failure.
    pub fn definite(&mut self, d: Diagnostic) -> Failure {
        self.diags.push(d);
        Failure::Definite
    }
    pub fn emit(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    // ---- execution ------------------------------------------------------------------

    /// Loads the named sequence `op` of the body at `container` as a script.
    pub fn load_script(&mut self, container: &[OpId], op: OpId) -> Option<u32> {
        if let Some(i) = self
            .scripts
            .iter()
            .position(|s| s.container.as_slice() == container && s.op == op)
        {
            return Some(i as u32);
        }
        let body = self.body(container)?.isolated_body(op)?.deep_clone();
        self.scripts.push(Script {
            body: Rc::new(body),
            container: container.into(),
            op,
        });
        Some(self.scripts.len() as u32 - 1)
    }

    /// The transform op `op` of script `s`.
    pub fn top(&self, s: u32, op: OpId) -> TOp {
        TOp {
            script: s,
            body: self.scripts[s as usize].body.clone(),
            op,
        }
    }

    /// Applies one transform op (upstream's `TransformState::applyTransform`).
    pub fn apply(&mut self, t: &TOp) -> TResult {
        let name = t.name(self.ctx).to_string();
        let Some(imp) = lookup(&name) else {
            let d = Diagnostic::error(
                t.loc(),
                format!("'{name}' is not supported by the transform interpreter"),
            );
            return Err(self.definite(d));
        };
        let consumed: Vec<usize> = match imp.consumes {
            Consumes::Nothing => Vec::new(),
            Consumes::All => (0..t.num_operands()).collect(),
            Consumes::Operands(v) => v.to_vec(),
            Consumes::Dynamic(f) => f(self, t),
        };
        if self.expensive_checks {
            self.check_and_record_invalidation(t, &consumed)?;
            let consumed_checked: &[usize] = if allows_repeated_handle_operands(&name) {
                &[]
            } else {
                &consumed
            };
            for &i in consumed_checked {
                let h = t.operand(i);
                if let Some(Mapped::Ops(ops)) = self.map.get(&h) {
                    let mut seen = std::collections::HashSet::new();
                    for p in ops {
                        if !seen.insert(p.clone()) {
                            let loc = self.payload_loc(&p.clone());
                            let d = Diagnostic::error(
                                t.loc(),
                                format!("a handle passed as operand #{i} and consumed by this operation points to a payload entity more than once"),
                            )
                            .with_note(loc, "repeated target op");
                            return Err(Failure::Silenceable(vec![d]));
                        }
                    }
                }
            }
        }
        let r = (imp.apply)(self, t);
        if let Err(Failure::Definite) = r {
            return r;
        }
        if r.is_err() {
            for i in 0..t.num_results() {
                let h = t.result(i);
                if !self.map.contains_key(&h) {
                    let m = if self.is_param_type(h) {
                        Mapped::Params(Vec::new())
                    } else if self.is_value_type(h) {
                        Mapped::Values(Vec::new())
                    } else {
                        Mapped::Ops(Vec::new())
                    };
                    self.map.insert(h, m);
                }
            }
        }
        for &i in &consumed {
            self.map.remove(&t.operand(i));
        }
        self.prune_dead();
        r
    }

    /// Drops erased payload ops and values from every handle.
    pub fn prune_dead(&mut self) {
        let keys: Vec<HKey> = self.map.keys().copied().collect();
        for k in keys {
            let m = self.map.get(&k).unwrap();
            let new = match m {
                Mapped::Ops(v) => {
                    if v.iter().all(|p| self.alive(p)) {
                        continue;
                    }
                    Mapped::Ops(v.iter().filter(|p| self.alive(p)).cloned().collect())
                }
                Mapped::Values(v) => {
                    if v.iter().all(|p| self.value_alive(p)) {
                        continue;
                    }
                    Mapped::Values(v.iter().filter(|p| self.value_alive(p)).cloned().collect())
                }
                Mapped::Params(_) => continue,
            };
            self.map.insert(k, new);
        }
    }

    fn check_and_record_invalidation(&mut self, t: &TOp, consumed: &[usize]) -> TResult {
        let mut newly: FxHashMap<HKey, Invalidation> = FxHashMap::new();
        for i in 0..t.num_operands() {
            let h = t.operand(i);
            let repeated_ok = allows_repeated_handle_operands(t.name(self.ctx));
            let pending = if repeated_ok { None } else { newly.get(&h) };
            if let Some(f) = self.invalidated.get(&h).or(pending) {
                let d = f(t.loc());
                self.invalidated.extend(newly);
                return Err(self.definite(d));
            }
            if !consumed.contains(&i) {
                continue;
            }
            let owner_loc = t.loc();
            if let Some(Mapped::Ops(ancestors)) = self.map.get(&h).cloned() {
                {
                    if ancestors.is_empty() {
                        let f: Invalidation = Rc::new(move |cur| {
                            Diagnostic::error(cur, "op uses a handle associated with empty payload and invalidated by a previously executed transform op")
                                .with_note(owner_loc, format!("invalidated by this transform op that consumes its operand #{i}"))
                        });
                        newly.insert(h, f);
                        continue;
                    }
                    let entries: Vec<(HKey, Mapped)> =
                        self.map.iter().map(|(k, v)| (*k, v.clone())).collect();
                    for (other, m) in entries {
                        if self.invalidated.contains_key(&other) || newly.contains_key(&other) {
                            continue;
                        }
                        let Mapped::Ops(ops) = m else { continue };
                        'outer: for p in &ops {
                            for a in &ancestors {
                                if a.is_ancestor_of(p) {
                                    let hloc = self.handle_loc(other);
                                    let aloc = self.payload_loc(a);
                                    let oloc = self.payload_loc(p);
                                    let f: Invalidation = Rc::new(move |cur| {
                                        Diagnostic::error(cur, "op uses a handle invalidated by a previously executed transform op")
                                            .with_note(hloc, "handle to invalidated ops")
                                            .with_note(owner_loc, format!("invalidated by this transform op that consumes its operand #{i} and invalidates all handles to payload IR entities associated with this operand and entities nested in them"))
                                            .with_note(aloc, "ancestor payload op")
                                            .with_note(oloc, "nested payload op")
                                    });
                                    newly.insert(other, f);
                                    break 'outer;
                                }
                            }
                        }
                    }
                }
            }
        }
        self.invalidated.extend(newly);
        Ok(())
    }

    /// The location of a handle (its defining op or block argument).
    pub fn handle_loc(&self, h: HKey) -> Location {
        self.scripts[h.0 as usize].body_value_loc(h.1)
    }

    /// Runs the ops of `block` (all but the terminator) in order (upstream's
    /// `applySequenceBlock`).
    pub fn run_block(&mut self, s: u32, block: BlockId, mode: Propagation) -> TResult {
        let body = self.scripts[s as usize].body.clone();
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let n = ops.len();
        for (k, &o) in ops.iter().enumerate() {
            let is_term = k + 1 == n && self.ctx.op_name_str(body.op_name(o)) == "transform.yield";
            if is_term {
                break;
            }
            let t = self.top(s, o);
            match self.apply(&t) {
                Ok(()) => {}
                Err(Failure::Definite) => return Err(Failure::Definite),
                Err(Failure::Silenceable(d)) => {
                    if mode == Propagation::Propagate {
                        return Err(Failure::Silenceable(d));
                    }
                }
            }
        }
        Ok(())
    }

    /// The operands of the terminator of `block`, mapped.
    pub fn yielded(&self, s: u32, block: BlockId) -> Vec<Mapped> {
        let body = &self.scripts[s as usize].body;
        let Some(term) = body.last_op(block) else {
            return Vec::new();
        };
        body.operands(term)
            .map(|v| {
                self.map
                    .get(&(s, v))
                    .cloned()
                    .unwrap_or(Mapped::Ops(Vec::new()))
            })
            .collect()
    }

    /// Maps the arguments of `block` of script `s`.
    pub fn map_block_args(&mut self, s: u32, block: BlockId, values: Vec<Mapped>) {
        let args: Vec<ValueId> = self.scripts[s as usize].body.block_args(block).to_vec();
        for (a, m) in args.into_iter().zip(values) {
            self.map.insert((s, a), m);
        }
    }
}

impl Script {
    /// The location of a value of the script (its op's, or the block argument's).
    pub fn body_value_loc(&self, v: ValueId) -> Location {
        let b = &self.body;
        match b.value(v).def {
            rmlir_ir::body::ValueDef::Result { op, .. } => b.loc(op),
            _ => b.value(v).loc.unwrap_or_else(|| {
                let blk = match b.value(v).def {
                    rmlir_ir::body::ValueDef::Arg { block, .. } => Some(block),
                    _ => None,
                };
                blk.and_then(|bl| b.block_parent_op(bl))
                    .map(|o| b.loc(o))
                    .unwrap_or_else(|| {
                        b.loc(
                            b.first_op(b.entry_block(b.root_regions()[0]).unwrap())
                                .unwrap(),
                        )
                    })
            }),
        }
    }
}

/// A small vector of op ids.
pub type Ops = Vec<OpId>;
