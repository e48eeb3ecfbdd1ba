//! The structural IR verifier: a port of upstream MLIR 19's `OperationVerifier`
//! (`mlir/lib/IR/Verifier.cpp`) with upstream's messages, checks and order.
//!
//! For one op, [`verify`] does what upstream's `verifyOpAndDominance` does:
//!
//! 1. A walk over the op and everything nested in it, except the interiors of nested
//!    `IsolatedFromAbove` ops. On *entrance* to an op: its trait verifiers and its
//!    [`OpInfo::verify`](crate::dialect::OpInfo) hook, then region checks (graph regions have at
//!    most one block, entry blocks have no predecessors). On entrance to a block: an empty
//!    block needs a terminator unless it may lack one, and only the last op may have
//!    successors. On *exit* from a block: successors stay in the block's region and the block
//!    ends in a terminator. On exit from an op: each `IsolatedFromAbove` op directly in its
//!    regions is verified completely (steps 1 and 2), in order, then the op's region traits
//!    run (`SymbolTable`: unique symbol names).
//! 2. SSA dominance of every operand used in a reachable block of the op's regions, nested
//!    regions included, again stopping at isolated ops (which were checked in step 1).
//!
//! The first failure stops verification, as upstream's does. Sibling isolated ops are
//! verified in parallel when the context allows threading ([`Context::threading`]), and the
//! diagnostics are those of the sequential order: what upstream reports with
//! `--mlir-disable-threading` (upstream's parallel verifier may report more than one). Everything is iterative: nesting depth is bounded by the
//! heap, not the stack.
//!
//! Errors emitted on an op (upstream's `op->emitError`/`emitOpError`) carry upstream's
//! "see current operation: ..." note, printed by
//! [`print_op_for_diagnostic`](crate::printer::print_op_for_diagnostic), unless
//! [`VerifyConfig::print_op_on_diagnostic`] is off (`mlir-opt` turns it off under
//! `--verify-diagnostics`).
//!
//! Upstream's `IsolatedFromAbove` check ("using value defined outside the region") has no
//! counterpart: a body is an arena of its own, so no op can use a value of an enclosing body,
//! and the parser reports such a reference as an undeclared SSA value. Successor operand
//! counts are checked by `BranchOpInterface`, which no registered op implements yet.

pub(crate) mod dominance;

use crate::attributes::{AttrKind, Attribute};
use crate::body::{BlockId, Body, OpId};
use crate::context::Context;
use crate::diagnostics::{Diagnostic, Severity};
use crate::dialect::Traits;
use crate::printer::{attr_to_string, print_op_for_diagnostic};
use dominance::{block_successors, DominanceInfo};
use rayon::prelude::*;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Options of a verifier run.
#[derive(Clone, Debug)]
pub struct VerifyConfig {
    /// Attach "see current operation: <op in generic form>" to errors emitted on an op, as
    /// upstream's `MLIRContext::printOpOnDiagnostic` (on by default).
    pub print_op_on_diagnostic: bool,
}

impl Default for VerifyConfig {
    fn default() -> Self {
        VerifyConfig {
            print_op_on_diagnostic: true,
        }
    }
}

/// Verifies `op` (living in `body`) and everything nested in it, with the default
/// [`VerifyConfig`].
///
/// `Ok` holds the diagnostics emitted without failing verification (upstream's
/// `builtin.module` verifier reports a second data layout attribute that way), usually none.
/// `Err` holds every diagnostic emitted, the last being the one that failed verification.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
    verify_with(ctx, body, op, &VerifyConfig::default())
}

/// [`verify`] with explicit options.
pub fn verify_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    config: &VerifyConfig,
) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
    let mut v = OpVerifier {
        ctx,
        config,
        emitted: Vec::new(),
        preds: HashMap::default(),
    };
    match v.run(body, op) {
        Ok(()) => Ok(v.emitted),
        Err(d) => {
            v.emitted.push(d);
            Err(v.emitted)
        }
    }
}

/// The `'name' op message` diagnostic upstream's `emitOpError` makes, for [`OpInfo::verify`]
/// hooks (the verifier adds the "see current operation" note).
///
/// [`OpInfo::verify`]: crate::dialect::OpInfo
pub fn op_error(
    ctx: &Context,
    body: &Body,
    op: OpId,
    message: impl std::fmt::Display,
) -> Diagnostic {
    Diagnostic::error(
        body.loc(op),
        format!("'{}' op {message}", ctx.op_name_str(body.op_name(op))),
    )
}

/// The isolated op whose body an op lives in: where upstream's local-scope printing numbers
/// values from.
#[derive(Copy, Clone)]
struct Scope<'b> {
    body: &'b Body,
    op: OpId,
    /// The op whose region holds `op` (and the body holding it), when verification started
    /// above `op`.
    parent: Option<(&'b Body, OpId)>,
}

impl<'b> Scope<'b> {
    /// The scope of the ops inside `op`'s regions: `op` itself when it is isolated.
    fn enter(self, body: &'b Body, op: OpId) -> Scope<'b> {
        if body.is_isolated(op) {
            Scope {
                body,
                op,
                parent: self.parent,
            }
        } else {
            self
        }
    }
}

enum Item<'b> {
    OpEnter(Scope<'b>, &'b Body, OpId),
    OpExit(Scope<'b>, &'b Body, OpId),
    /// Upstream's `verifyRegionInvariants`, after the isolated ops nested in the op.
    RegionInvariants(Scope<'b>, &'b Body, OpId),
    BlockEnter(Scope<'b>, &'b Body, BlockId),
    BlockExit(Scope<'b>, &'b Body, BlockId),
    /// Dominance within the regions of an op (living in the body given).
    Dominance(Scope<'b>, &'b Body, OpId),
}

struct OpVerifier<'c> {
    ctx: &'c Context,
    config: &'c VerifyConfig,
    emitted: Vec<Diagnostic>,
    /// Per body (by address), the blocks that are successors of some op of the body.
    preds: HashMap<*const Body, HashSet<BlockId>>,
}

type VResult = Result<(), Diagnostic>;

impl<'c> OpVerifier<'c> {
    fn run(&mut self, body: &Body, op: OpId) -> VResult {
        self.run_scope(Scope {
            body,
            op,
            parent: None,
        })
    }

    /// Verifies the isolated op of `root` completely (upstream's `verifyOpAndDominance`).
    fn run_scope<'b>(&mut self, root: Scope<'b>) -> VResult {
        let mut stack: Vec<Item<'b>> = Vec::new();
        self.push_isolated(&mut stack, root);
        while let Some(item) = stack.pop() {
            match item {
                Item::OpEnter(scope, body, op) => {
                    self.op_entrance(scope, body, op)?;
                    stack.push(Item::OpExit(scope, body, op));
                    let inner = scope.enter(body, op);
                    let (rb, regions) = body.op_regions(op);
                    for &r in regions.iter().rev() {
                        let blocks: Vec<BlockId> = rb.region_blocks(r).collect();
                        for &b in blocks.iter().rev() {
                            stack.push(Item::BlockEnter(inner, rb, b));
                        }
                    }
                }
                Item::BlockEnter(scope, body, block) => {
                    self.block_entrance(scope, body, block)?;
                    stack.push(Item::BlockExit(scope, body, block));
                    let ops: Vec<OpId> = body.block_ops(block).collect();
                    for &o in ops.iter().rev() {
                        if !(body.is_isolated(o) && body.num_regions(o) != 0) {
                            stack.push(Item::OpEnter(scope, body, o));
                        }
                    }
                }
                Item::BlockExit(scope, body, block) => self.block_exit(scope, body, block)?,
                Item::OpExit(scope, body, op) => {
                    // Isolated ops directly in the op's regions, verified completely, in order.
                    let (rb, regions) = body.op_regions(op);
                    let mut isolated = Vec::new();
                    for &r in regions {
                        for b in rb.region_blocks(r) {
                            for o in rb.block_ops(b) {
                                if rb.is_isolated(o) && rb.num_regions(o) != 0 {
                                    isolated.push(o);
                                }
                            }
                        }
                    }
                    stack.push(Item::RegionInvariants(scope, body, op));
                    if isolated.len() > 1 && self.ctx.threading() {
                        // In parallel, reporting what the sequential order reports: the
                        // diagnostics of each op in turn, up to the first failure.
                        let results: Vec<Result<Vec<Diagnostic>, Vec<Diagnostic>>> = isolated
                            .par_iter()
                            .map(|&o| {
                                let s = Scope {
                                    body: rb,
                                    op: o,
                                    parent: Some((body, op)),
                                };
                                let mut v = OpVerifier {
                                    ctx: self.ctx,
                                    config: self.config,
                                    emitted: Vec::new(),
                                    preds: HashMap::default(),
                                };
                                match v.run_scope(s) {
                                    Ok(()) => Ok(v.emitted),
                                    Err(d) => {
                                        v.emitted.push(d);
                                        Err(v.emitted)
                                    }
                                }
                            })
                            .collect();
                        for r in results {
                            match r {
                                Ok(e) => self.emitted.extend(e),
                                Err(mut e) => {
                                    let d = e.pop().expect("the error");
                                    self.emitted.extend(e);
                                    return Err(d);
                                }
                            }
                        }
                    } else {
                        for &o in isolated.iter().rev() {
                            let s = Scope {
                                body: rb,
                                op: o,
                                parent: Some((body, op)),
                            };
                            self.push_isolated(&mut stack, s);
                        }
                    }
                }
                Item::RegionInvariants(scope, body, op) => {
                    self.unregistered_op(scope, body, op)?;
                    // Region traits: `SymbolTable` verifies its symbols here.
                    if self
                        .ctx
                        .op_traits(body.op_name(op))
                        .has(Traits::SYMBOL_TABLE)
                    {
                        self.verify_symbol_table(scope, body, op)?;
                    }
                    let hook = self
                        .ctx
                        .op_info(body.op_name(op))
                        .and_then(|i| i.verify_regions);
                    if let Some(hook) = hook {
                        if let Err(d) = hook(self.ctx, body, op) {
                            return Err(self.with_current_op(d, scope, body, op));
                        }
                    }
                    // Interface verifiers with regions: `RegionBranchOpInterface`'s
                    // (a no-op repeat for ops whose own hook already ran it).
                    if let Err(d) =
                        crate::interfaces::region_branch::verify_types(self.ctx, body, op)
                    {
                        return Err(self.with_current_op(d, scope, body, op));
                    }
                }
                Item::Dominance(scope, body, op) => self.dominance(scope, body, op)?,
            }
        }
        Ok(())
    }

    /// The end of upstream's `verifyOnExit(Operation &)`: an op no dialect registers is
    /// valid only in a dialect that allows unknown operations, or in a namespace that is not
    /// loaded (the parser already required `--allow-unregistered-dialect` for those).
    fn unregistered_op(&self, scope: Scope<'_>, body: &Body, op: OpId) -> VResult {
        let name = body.op_name(op);
        if self.ctx.op_info(name).is_some() {
            return Ok(());
        }
        let full = self.ctx.op_name_str(name);
        let ns = full.split_once('.').map_or("", |(ns, _)| ns);
        if !self.ctx.is_dialect_loaded(ns) || self.ctx.dialect_allows_unknown_operations(ns) {
            return Ok(());
        }
        let d = Diagnostic::error(
            body.loc(op),
            format!(
                "unregistered operation '{full}' found in dialect ('{ns}') that does not allow \
                 unknown operations"
            ),
        );
        Err(self.with_current_op(d, scope, body, op))
    }

    /// Upstream's `verifyOpAndDominance`: the op walk, then dominance.
    fn push_isolated<'b>(&mut self, stack: &mut Vec<Item<'b>>, s: Scope<'b>) {
        stack.push(Item::Dominance(s, s.body, s.op));
        stack.push(Item::OpEnter(s, s.body, s.op));
    }

    // ---- diagnostics -----------------------------------------------------------------------

    fn print_op(&self, scope: Scope<'_>, body: &Body, op: OpId) -> String {
        let s = print_op_for_diagnostic(self.ctx, scope.body, scope.op, body, op);
        // Upstream starts an op printed on several lines on a line of its own.
        if s.contains('\n') {
            format!("\n{s}")
        } else {
            s
        }
    }

    /// Upstream's `op->emitError(message)`.
    fn op_emit_error(
        &self,
        scope: Scope<'_>,
        body: &Body,
        op: OpId,
        message: String,
    ) -> Diagnostic {
        let d = Diagnostic::error(body.loc(op), message);
        self.with_current_op(d, scope, body, op)
    }

    /// Upstream's `op->emitOpError(message)`.
    fn op_emit_op_error(
        &self,
        scope: Scope<'_>,
        body: &Body,
        op: OpId,
        message: impl std::fmt::Display,
    ) -> Diagnostic {
        let d = op_error(self.ctx, body, op, message);
        self.with_current_op(d, scope, body, op)
    }

    /// Adds the "see current operation" note first among the notes of an error on `op`.
    fn with_current_op(
        &self,
        mut d: Diagnostic,
        scope: Scope<'_>,
        body: &Body,
        op: OpId,
    ) -> Diagnostic {
        if self.config.print_op_on_diagnostic {
            let note = Diagnostic {
                severity: Severity::Note,
                loc: body.loc(op),
                message: format!("see current operation: {}", self.print_op(scope, body, op)),
                notes: Vec::new(),
            };
            d.notes.insert(0, note);
        }
        d
    }

    // ---- ops -------------------------------------------------------------------------------

    /// Upstream's `verifyOnEntrance(Operation &)`.
    fn op_entrance<'b>(&mut self, scope: Scope<'b>, body: &'b Body, op: OpId) -> VResult {
        let ctx = self.ctx;
        let name = body.op_name(op);
        let (rb, regions) = body.op_regions(op);
        // Discardable attributes named after a dialect, checked by that dialect.
        for &(attr_name, value) in body.attrs(op) {
            let attr_name = ctx.ident_str(attr_name);
            let Some((ns, _)) = attr_name.split_once('.') else {
                continue;
            };
            for d in ctx.loaded_dialects() {
                if d.namespace() == ns {
                    if let Err(e) = d.verify_operation_attribute(ctx, body, op, attr_name, value) {
                        return Err(self.with_current_op(e, scope, body, op));
                    }
                }
            }
        }
        if let Some(info) = ctx.op_info(name) {
            if let Some(hook) = info.verify_invariants {
                if let Err(d) = hook(ctx, body, op) {
                    return Err(self.with_current_op(d, scope, body, op));
                }
            }
            self.verify_traits(scope, body, op, info.traits)?;
            self.verify_has_parent(scope, body, op)?;
            if let Some(hook) = info.verify {
                if let Err(d) = hook(ctx, body, op) {
                    return Err(self.with_current_op(d, scope, body, op));
                }
            }
            if info.name == "builtin.module" {
                self.module_data_layout(scope, body, op);
            }
            if info.traits.has(Traits::GRAPH_REGIONS) {
                for (i, &r) in regions.iter().enumerate() {
                    if rb
                        .entry_block(r)
                        .is_some_and(|b| rb.next_block(b).is_some())
                    {
                        return Err(self.op_emit_op_error(
                            scope,
                            body,
                            op,
                            format!("expects graph region #{i} to have 0 or 1 blocks"),
                        ));
                    }
                }
            }
        }
        for &r in regions {
            let Some(entry) = rb.entry_block(r) else {
                continue;
            };
            if self.predecessors(rb).contains(&entry) {
                return Err(Diagnostic::error(
                    body.loc(op),
                    "entry block of region may not have predecessors",
                ));
            }
        }
        Ok(())
    }

    /// Blocks of `body` that some op branches to (upstream asks the block's use list).
    fn predecessors(&mut self, body: &Body) -> &HashSet<BlockId> {
        self.preds.entry(body as *const Body).or_insert_with(|| {
            let mut set = HashSet::default();
            for &r in body.root_regions() {
                body.walk_region(r, |o| set.extend(body.successors(o).iter().copied()));
            }
            set
        })
    }

    /// Trait verifiers, in the order upstream's ODS-generated ops run them.
    fn verify_traits(&self, scope: Scope<'_>, body: &Body, op: OpId, t: Traits) -> VResult {
        let err = |m: String| Err(self.op_emit_op_error(scope, body, op, m));
        let (rb, regions) = body.op_regions(op);
        if t.has(Traits::ZERO_REGIONS) && !regions.is_empty() {
            return err("requires zero regions".into());
        }
        if t.has(Traits::ONE_REGION) && regions.len() != 1 {
            return err("requires one region".into());
        }
        if t.has(Traits::ZERO_RESULTS) && !body.results(op).is_empty() {
            return err("requires zero results".into());
        }
        if t.has(Traits::ZERO_OPERANDS) && body.num_operands(op) != 0 {
            return err("requires zero operands".into());
        }
        if t.has(Traits::NO_REGION_ARGUMENTS) {
            for (i, &r) in regions.iter().enumerate() {
                if rb
                    .entry_block(r)
                    .is_some_and(|b| !rb.block_args(b).is_empty())
                {
                    return err(if regions.len() > 1 {
                        format!("region #{i} should have no arguments")
                    } else {
                        "region should have no arguments".into()
                    });
                }
            }
        }
        if t.has(Traits::SINGLE_BLOCK) {
            for (i, &r) in regions.iter().enumerate() {
                let Some(b) = rb.entry_block(r) else {
                    continue;
                };
                if rb.next_block(b).is_some() {
                    return err(format!("expects region #{i} to have 0 or 1 blocks"));
                }
                if !t.has(Traits::NO_TERMINATOR) && rb.first_op(b).is_none() {
                    return err("expects a non-empty block".into());
                }
            }
        }
        if t.has(Traits::TERMINATOR) {
            let last = body.parent_block(op).and_then(|b| body.last_op(b));
            if last != Some(op) {
                return err("must be the last operation in the parent block".into());
            }
        }
        if self.ctx.op_name_str(body.op_name(op)) == "builtin.module" {
            // ODS invariants of `builtin.module` (the parser usually reports these first).
            for name in ["sym_name", "sym_visibility"] {
                if let Some(a) = self.get_attr(body, op, name) {
                    if self.ctx.attr_str(a).is_none() {
                        // Upstream reports this while parsing, at the op, with no note.
                        return Err(op_error(
                            self.ctx,
                            body,
                            op,
                            format!(
                                "attribute '{name}' failed to satisfy constraint: string attribute"
                            ),
                        ));
                    }
                }
            }
        }
        if t.has(Traits::SYMBOL) {
            self.verify_symbol(scope, body, op)?;
        }
        Ok(())
    }

    /// Upstream's `Operation::getAttr`: the inherent attribute, else the discardable one.
    fn get_attr(&self, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
        let ctx = self.ctx;
        let data = body.op(op);
        let inherent = match ctx.op_info(data.name) {
            Some(info) => info
                .prop_index(name)
                .and_then(|i| data.props.get(i).copied().flatten()),
            None => data
                .props
                .first()
                .copied()
                .flatten()
                .and_then(|p| match ctx.attr_kind(p) {
                    AttrKind::Dictionary(d) => d
                        .iter()
                        .find(|(k, _)| ctx.ident_str(*k) == name)
                        .map(|e| e.1),
                    _ => None,
                }),
        };
        inherent.or_else(|| {
            body.attrs(op)
                .iter()
                .find(|(k, _)| ctx.ident_str(*k) == name)
                .map(|e| e.1)
        })
    }

    /// Upstream's `detail::verifySymbolTable`.
    fn verify_symbol_table(&self, scope: Scope<'_>, body: &Body, op: OpId) -> VResult {
        let (rb, regions) = body.op_regions(op);
        if regions.len() != 1 {
            return Err(self.op_emit_op_error(
                scope,
                body,
                op,
                "Operations with a 'SymbolTable' must have exactly one region",
            ));
        }
        let r = regions[0];
        let one_block = rb
            .entry_block(r)
            .is_some_and(|b| rb.next_block(b).is_none());
        if !one_block {
            return Err(self.op_emit_op_error(
                scope,
                body,
                op,
                "Operations with a 'SymbolTable' must have exactly one block",
            ));
        }
        // Ops inside `rb` print with the symbol table op's scope when it is isolated.
        let inner = scope.enter(body, op);
        let mut seen: HashMap<&[u8], crate::Location> = HashMap::default();
        for b in rb.region_blocks(r) {
            for o in rb.block_ops(b) {
                let Some(name) = self.get_attr(rb, o, "sym_name") else {
                    continue;
                };
                let Some(s) = self.ctx.attr_str(name) else {
                    continue;
                };
                if let Some(prev) = seen.get(s) {
                    let d = self.op_emit_error(
                        inner,
                        rb,
                        o,
                        format!(
                            "redefinition of symbol named '{}'",
                            String::from_utf8_lossy(s)
                        ),
                    );
                    return Err(d.with_note(*prev, "see existing symbol definition here"));
                }
                seen.insert(s, rb.loc(o));
            }
        }
        self.verify_symbol_uses(scope, body, op)
    }

    /// The second half of upstream's `detail::verifySymbolTable`: every symbol user nested in
    /// the symbol table `op` (pre-order, not descending into nested symbol tables) verifies
    /// its symbol uses (`SymbolUserOpInterface::verifySymbolUses`).
    fn verify_symbol_uses<'b>(&self, scope: Scope<'b>, body: &'b Body, op: OpId) -> VResult {
        type Ancestors<'b> = Vec<(&'b Body, OpId)>;
        let root_ancestors: Ancestors<'b> = if body.is_isolated(op) {
            vec![(body, op)]
        } else {
            vec![(scope.body, scope.op)]
        };
        // Work items: ops to visit, each with its ancestor chain (shared per body).
        let mut stack: Vec<(std::rc::Rc<Ancestors<'b>>, &'b Body, OpId)> = Vec::new();
        let push_children = |stack: &mut Vec<(std::rc::Rc<Ancestors<'b>>, &'b Body, OpId)>,
                             anc: std::rc::Rc<Ancestors<'b>>,
                             b: &'b Body,
                             o: OpId| {
            let (rb, regions) = b.op_regions(o);
            let anc = if b.is_isolated(o) {
                let mut a = (*anc).clone();
                a.push((b, o));
                std::rc::Rc::new(a)
            } else {
                anc
            };
            let mut children = Vec::new();
            for r in regions {
                for blk in rb.region_blocks(*r) {
                    children.extend(rb.block_ops(blk));
                }
            }
            for c in children.into_iter().rev() {
                stack.push((anc.clone(), rb, c));
            }
        };
        let root_parent = std::rc::Rc::new(root_ancestors[..root_ancestors.len() - 1].to_vec());
        if body.is_isolated(op) {
            push_children(&mut stack, root_parent, body, op);
        } else {
            push_children(&mut stack, std::rc::Rc::new(root_ancestors), body, op);
        }
        while let Some((anc, b, o)) = stack.pop() {
            let name = b.op_name(o);
            if let Some(hook) = self.ctx.op_info(name).and_then(|i| i.verify_symbol_uses) {
                if let Err(d) = hook(self.ctx, &anc, b, o) {
                    let &(sb, so) = anc.last().expect("an enclosing isolated op");
                    let s = Scope {
                        body: sb,
                        op: so,
                        parent: None,
                    };
                    return Err(self.with_current_op(d, s, b, o));
                }
            }
            if !self.ctx.op_traits(name).has(Traits::SYMBOL_TABLE) {
                push_children(&mut stack, anc, b, o);
            }
        }
        Ok(())
    }

    /// `SymbolOpInterface::verify` and upstream's `detail::verifySymbol`.
    fn verify_symbol(&self, scope: Scope<'_>, body: &Body, op: OpId) -> VResult {
        // Optional symbols (`builtin.module`, `spirv.module`) are symbols only when named.
        let optional = self
            .ctx
            .op_traits(body.op_name(op))
            .has(Traits::OPTIONAL_SYMBOL);
        let name = self.get_attr(body, op, "sym_name");
        if optional && name.is_none() {
            return Ok(());
        }
        if name.and_then(|a| self.ctx.attr_str(a)).is_none() {
            return Err(self.op_emit_op_error(
                scope,
                body,
                op,
                "requires string attribute 'sym_name'",
            ));
        }
        if let Some(vis) = self.get_attr(body, op, "sym_visibility") {
            let shown = attr_to_string(self.ctx, vis);
            match self.ctx.attr_str(vis) {
                None => {
                    return Err(self.op_emit_op_error(
                        scope,
                        body,
                        op,
                        format!("requires visibility attribute 'sym_visibility' to be a string attribute, but got {shown}"),
                    ))
                }
                Some(v) if ![&b"public"[..], b"private", b"nested"].contains(&v) => {
                    return Err(self.op_emit_op_error(
                        scope,
                        body,
                        op,
                        format!("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {shown}"),
                    ))
                }
                Some(_) => {}
            }
        }
        // Symbols must have no parent, or a parent that is a symbol table.
        if let Some((pb, p)) = Self::parent_of(scope, body, op) {
            // An unregistered parent might be a symbol table (`mightHaveTrait`).
            let name = pb.op_name(p);
            if self.ctx.op_info(name).is_some()
                && !self.ctx.op_traits(name).has(Traits::SYMBOL_TABLE)
            {
                return Err(self.op_emit_op_error(
                    scope,
                    body,
                    op,
                    "symbol's parent must have the SymbolTable trait",
                ));
            }
        }
        Ok(())
    }

    /// The op whose region holds `op`, with the body it lives in (the isolated op owning
    /// `body` for ops at its top level), if verification started above `op`.
    fn parent_of<'x>(scope: Scope<'x>, body: &'x Body, op: OpId) -> Option<(&'x Body, OpId)> {
        if std::ptr::eq(scope.body, body) && scope.op == op {
            scope.parent
        } else {
            match body.parent_op(op) {
                Some(p) => Some((body, p)),
                None => Some((scope.body, scope.op)),
            }
        }
    }

    /// `HasParent` of a declared op whose parent is the isolated op owning its body (the
    /// op's own verifier cannot see across bodies; ops nested deeper are checked there).
    fn verify_has_parent(&self, scope: Scope<'_>, body: &Body, op: OpId) -> VResult {
        let Some(def) = self.ctx.op_info(body.op_name(op)).and_then(|i| i.def) else {
            return Ok(());
        };
        let Some(parents) = def.traits.iter().find_map(|t| match t {
            crate::ods::Trait::HasParent(p) => Some(*p),
            _ => None,
        }) else {
            return Ok(());
        };
        if body.parent_op(op).is_some() {
            return Ok(());
        }
        if let Some((pb, p)) = Self::parent_of(scope, body, op) {
            if !parents.contains(&self.ctx.op_name_str(pb.op_name(p))) {
                let m = crate::ods::verify::expects_parent(parents);
                return Err(self.op_emit_op_error(scope, body, op, m));
            }
        }
        Ok(())
    }

    /// `ModuleOp::verify`'s data layout check, which upstream reports without failing.
    fn module_data_layout(&mut self, scope: Scope<'_>, body: &Body, op: OpId) {
        let ctx = self.ctx;
        let mut prev: Option<&str> = None;
        for &(name, value) in body.attrs(op) {
            let is_spec = match ctx.attr_kind(value) {
                AttrKind::Dialect { sym, .. } => {
                    ctx.ident_str(sym.dialect) == "dlti"
                        && matches!(sym.pieces.first(), Some(crate::dialect_symbol::SymbolPiece::Text(t))
                            if t.starts_with("dl_spec<") || &**t == "dl_spec")
                }
                _ => false,
            };
            if !is_spec {
                continue;
            }
            let name = ctx.ident_str(name);
            if let Some(p) = prev {
                let loc = body.loc(op);
                let d = self
                    .op_emit_op_error(scope, body, op, "expects at most one data layout attribute")
                    .with_note(loc, format!("'{p}' is a data layout attribute"))
                    .with_note(loc, format!("'{name}' is a data layout attribute"));
                self.emitted.push(d);
            }
            prev = Some(name);
        }
    }

    // ---- blocks ----------------------------------------------------------------------------

    /// Upstream's `mayBeValidWithoutTerminator`.
    fn may_lack_terminator(&self, scope: Scope<'_>, body: &Body, block: BlockId) -> bool {
        let Some(r) = body.block_parent(block) else {
            return true;
        };
        if !(body.entry_block(r) == Some(block) && body.next_block(block).is_none()) {
            return false;
        }
        let (pbody, parent) = match body.region_parent(r) {
            Some(p) => (body, p),
            None => (scope.body, scope.op),
        };
        match self.ctx.op_info(pbody.op_name(parent)) {
            None => true,
            Some(info) => info.traits.has(Traits::NO_TERMINATOR),
        }
    }

    /// The op owning a block's region, with the body it lives in.
    fn block_owner<'x>(scope: Scope<'x>, body: &'x Body, block: BlockId) -> (&'x Body, OpId) {
        match body.block_parent_op(block) {
            Some(p) => (body, p),
            None => (scope.body, scope.op),
        }
    }

    /// Upstream's `verifyOnEntrance(Block &)`.
    fn block_entrance<'b>(&mut self, scope: Scope<'b>, body: &'b Body, block: BlockId) -> VResult {
        let Some(last) = body.last_op(block) else {
            if self.may_lack_terminator(scope, body, block) {
                return Ok(());
            }
            let (ob, owner) = Self::block_owner(scope, body, block);
            return Err(Diagnostic::error(
                ob.loc(owner),
                "empty block: expect at least a terminator",
            ));
        };
        for o in body.block_ops(block) {
            if o != last && !body.successors(o).is_empty() {
                return Err(self.op_emit_error(
                    scope,
                    body,
                    o,
                    "operation with block successors must terminate its parent block".into(),
                ));
            }
        }
        Ok(())
    }

    /// Upstream's `verifyOnExit(Block &)`.
    fn block_exit<'b>(&mut self, scope: Scope<'b>, body: &'b Body, block: BlockId) -> VResult {
        let region = body.block_parent(block);
        for &s in block_successors(body, block) {
            if body.block_parent(s) != region {
                let term = body
                    .last_op(block)
                    .expect("a block with successors has ops");
                return Err(self.op_emit_op_error(
                    scope,
                    body,
                    term,
                    "branching to block of a different region",
                ));
            }
        }
        if self.may_lack_terminator(scope, body, block) {
            return Ok(());
        }
        let last = body
            .last_op(block)
            .expect("empty blocks were rejected on entrance");
        let is_term = match self.ctx.op_info(body.op_name(last)) {
            None => true,
            Some(info) => info.traits.has(Traits::TERMINATOR),
        };
        if !is_term {
            let msg = format!(
                "block with no terminator, has {}",
                self.print_op(scope, body, last)
            );
            return Err(self.op_emit_error(scope, body, last, msg));
        }
        Ok(())
    }

    // ---- dominance -------------------------------------------------------------------------

    /// Upstream's `verifyDominanceOfContainedRegions`.
    fn dominance<'b>(&mut self, scope: Scope<'b>, body: &'b Body, op: OpId) -> VResult {
        let (rb, regions) = body.op_regions(op);
        if regions.is_empty() {
            return Ok(());
        }
        // The isolated op owning `rb`'s root regions.
        let owner = if body.is_isolated(op) {
            Scope {
                body,
                op,
                parent: scope.parent,
            }
        } else {
            scope
        };
        let owner_name = owner.body.op_name(owner.op);
        let root_owner = Some((
            self.ctx.op_info(owner_name).is_some(),
            self.ctx.op_traits(owner_name),
        ));
        let mut dom = DominanceInfo::new(self.ctx, rb, root_owner);
        let mut worklist: Vec<Option<OpId>> =
            vec![if body.is_isolated(op) { None } else { Some(op) }];
        while let Some(cur) = worklist.pop() {
            let cur_regions: &[crate::RegionId] = match cur {
                None => rb.root_regions(),
                Some(o) => rb.regions(o),
            };
            for &r in cur_regions {
                for b in rb.region_blocks(r) {
                    let reachable = dom.is_reachable(b);
                    for o in rb.block_ops(b) {
                        if reachable {
                            for (i, v) in rb.operands(o).enumerate() {
                                if !dom.value_properly_dominates(v, o) {
                                    return Err(self.invalid_dominance(owner, &dom, rb, o, i, v));
                                }
                            }
                        }
                        if rb.num_regions(o) != 0 && !rb.is_isolated(o) {
                            worklist.push(Some(o));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Upstream's `diagnoseInvalidOperandDominance`.
    fn invalid_dominance(
        &self,
        owner: Scope<'_>,
        dom: &DominanceInfo<'_>,
        body: &Body,
        op: OpId,
        index: usize,
        v: crate::ValueId,
    ) -> Diagnostic {
        let d = self.op_emit_error(
            owner,
            body,
            op,
            format!("operand #{index} does not dominate this use"),
        );
        let block1 = body.parent_block(op).expect("op in a block");
        let region1 = body.block_parent(block1).expect("block in a region");
        match body.value(v).def {
            crate::body::ValueDef::Result { op: def, .. } => {
                let block2 = body.parent_block(def).expect("op in a block");
                let region2 = body.block_parent(block2).expect("block in a region");
                let what = if block1 == block2 {
                    "op in the same block"
                } else if region1 == region2 {
                    "op in the same region"
                } else if dom.region_is_proper_ancestor(region2, region1) {
                    "op in a parent region"
                } else if dom.region_is_proper_ancestor(region1, region2) {
                    "op in a child region"
                } else {
                    "op is neither in a parent nor in a child region"
                };
                d.with_note(body.loc(def), format!("operand defined here ({what})"))
            }
            crate::body::ValueDef::Arg { block: block2, .. } => {
                let region2 = body.block_parent(block2).expect("block in a region");
                let (ob, owner_op) = Self::block_owner(owner, body, block2);
                let index = body
                    .region_blocks(region2)
                    .position(|b| b == block2)
                    .unwrap_or(0);
                let what = if region1 == region2 {
                    "in the same region"
                } else if dom.region_is_proper_ancestor(region2, region1) {
                    "in a parent region"
                } else if dom.region_is_proper_ancestor(region1, region2) {
                    "in a child region"
                } else {
                    "neither in a parent nor in a child region"
                };
                d.with_note(
                    ob.loc(owner_op),
                    format!("operand defined as a block argument (block #{index} {what})"),
                )
            }
            crate::body::ValueDef::Placeholder => d,
        }
    }
}

#[cfg(test)]
mod tests;
