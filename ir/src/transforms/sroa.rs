//! `sroa`: scalar replacement of aggregates, as upstream MLIR 19's `SROA.cpp`.
//!
//! Each slot of each [`DestructurableAllocationOpInterface`] op (post-order walk of the
//! anchor's regions) is analyzed: every use of its pointer must be an accessor that can be
//! rewired to a subslot ([`DestructurableAccessorOpInterface`], recording the subelement
//! indices it uses and the views it creates, which must in turn only be accessed safely,
//! [`SafeMemorySlotAccessOpInterface`]), or a use a [`PromotableOpInterface`] op can remove
//! (transitively through the forward slice). The allocator then creates one subslot per used
//! index, the accessors are rewired and the promotable ops drop their uses (users first), and
//! the allocator completes the destructuring. Allocators are retried, with the new ones,
//! until a round destructures nothing.
//!
//! Statistics: `destructured slots`, `slots with memory benefit`, `max subelement number`.
//!
//! [`PromotableOpInterface`]: crate::interfaces::memory_slot::PromotableOpInterface

use crate::attributes::Attribute;
use crate::body::{Body, InsertPoint, OpId};
use crate::builder::Builder;
use crate::context::Context;
use crate::interfaces::memory_slot::{
    self as ms, DataLayout, DeletionKind, DestructurableAllocationOpInterface,
    DestructurableMemorySlot, MemorySlot, Use,
};
use crate::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions, Statistic};
use crate::walk::{IrNode, WalkOrder};
use rustc_hash::FxHashSet as HashSet;

pub struct Sroa {
    options: PassOptions,
    destructured: Statistic,
    memory_benefit: Statistic,
    max_subelements: Statistic,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "sroa",
        description: "Scalar Replacement of Aggregates",
        create: || {
            Box::new(Sroa {
                options: PassOptions::new(),
                destructured: Statistic::new(
                    "destructured slots",
                    "Total amount of memory slots destructured",
                ),
                memory_benefit: Statistic::new(
                    "slots with memory benefit",
                    "Total amount of memory slots in which the destructured size was smaller than the total size after eliminating unused fields",
                ),
                max_subelements: Statistic::new(
                    "max subelement number",
                    "Maximal number of sub-elements a successfully destructured slot initially had",
                ),
            })
        },
    }
}

impl Pass for Sroa {
    fn name(&self) -> &'static str {
        "SROA"
    }
    fn argument(&self) -> &'static str {
        "sroa"
    }
    fn description(&self) -> &'static str {
        "Scalar Replacement of Aggregates"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![
            &self.destructured,
            &self.memory_benefit,
            &self.max_subelements,
        ]
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let dl_spec = ctx.ident("dlti.dl_spec");
        let dl = DataLayout {
            spec: op.data.attrs().iter().find(|a| a.0 == dl_spec).map(|a| a.1),
        };
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        // Upstream's walk reaches the allocators of nested isolated ops too (a module's
        // functions); their bodies are independent.
        super::for_each_body_mut(body, |body| {
            for r in body.root_regions().to_vec() {
                if body.region_is_empty(r) {
                    continue;
                }
                let allocators: Vec<OpId> = body
                    .collect_ops(IrNode::Region(r), WalkOrder::PostOrder)
                    .into_iter()
                    .filter(|&o| ms::destructurable_allocation(ctx, body, o).is_some())
                    .collect();
                try_to_destructure_memory_slots(ctx, body, &allocators, &dl, self);
            }
        });
        Ok(())
    }
}

/// Upstream's `tryToDestructureMemorySlots`; whether anything was destructured.
fn try_to_destructure_memory_slots(
    ctx: &Context,
    body: &mut Body,
    allocators: &[OpId],
    dl: &DataLayout,
    stats: &Sroa,
) -> bool {
    let mut any = false;
    let mut work = allocators.to_vec();
    let mut next = Vec::new();
    loop {
        let mut changes = false;
        for &allocator in &work {
            let Some(iface) = ms::destructurable_allocation(ctx, body, allocator) else {
                continue;
            };
            let mut done = false;
            for slot in (iface.destructurable_slots)(ctx, body, allocator) {
                let Some(info) = destructuring_info(ctx, body, &slot, dl) else {
                    continue;
                };
                destructure_slot(
                    ctx, body, &slot, allocator, iface, dl, info, &mut next, stats,
                );
                done = true;
                // Destructuring a slot may invalidate the allocator's other slots.
                break;
            }
            if !done {
                next.push(allocator);
            }
            changes |= done;
        }
        if !changes {
            break;
        }
        any = true;
        work = std::mem::take(&mut next);
    }
    any
}

/// Upstream's `MemorySlotDestructuringInfo`.
struct DestructuringInfo {
    /// In insertion order (upstream's small `SmallPtrSet`).
    used_indices: Vec<Attribute>,
    /// Ops with blocking uses, in discovery order.
    blocking: Vec<(OpId, Vec<Use>)>,
    accessors: Vec<OpId>,
}

fn add_blocking(blocking: &mut Vec<(OpId, Vec<Use>)>, u: Use) {
    match blocking.iter_mut().find(|(o, _)| *o == u.0) {
        Some((_, uses)) => {
            if !uses.contains(&u) {
                uses.push(u);
            }
        }
        None => blocking.push((u.0, vec![u])),
    }
}

/// Upstream's `computeDestructuringInfo`.
fn destructuring_info(
    ctx: &Context,
    body: &Body,
    slot: &DestructurableMemorySlot,
    dl: &DataLayout,
) -> Option<DestructuringInfo> {
    let ptr = slot.slot.ptr;
    if !body.has_uses(ptr) {
        return None;
    }
    let mut info = DestructuringInfo {
        used_indices: Vec::new(),
        blocking: Vec::new(),
        accessors: Vec::new(),
    };
    let mut safely: Vec<MemorySlot> = Vec::new();
    for u in body.uses(ptr).collect::<Vec<_>>() {
        if let Some(acc) = ms::destructurable_accessor(ctx, body, u.0) {
            if (acc.can_rewire)(
                ctx,
                body,
                u.0,
                slot,
                &mut info.used_indices,
                &mut safely,
                dl,
            ) {
                if !info.accessors.contains(&u.0) {
                    info.accessors.push(u.0);
                }
                continue;
            }
        }
        add_blocking(&mut info.blocking, u);
    }
    let mut visited: HashSet<Use> = HashSet::default();
    while let Some(sub) = safely.pop() {
        for u in body.uses(sub.ptr).collect::<Vec<_>>() {
            if !visited.insert(u) {
                continue;
            }
            if let Some(safe) = ms::safe_access(ctx, body, u.0) {
                if (safe.ensure_only_safe_accesses)(ctx, body, u.0, &sub, &mut safely, dl) {
                    continue;
                }
            }
            add_blocking(&mut info.blocking, u);
        }
    }
    for user in super::mem2reg::forward_slice(body, ptr) {
        let Some(pos) = info.blocking.iter().position(|(o, _)| *o == user) else {
            continue;
        };
        let uses = info.blocking[pos].1.clone();
        let p = ms::promotable(ctx, body, user)?;
        let mut new_uses = Vec::new();
        if !(p.can_uses_be_removed)(ctx, body, user, &uses, &mut new_uses, dl) {
            return None;
        }
        for u in new_uses {
            add_blocking(&mut info.blocking, u);
        }
    }
    Some(info)
}

/// Upstream's `destructureSlot`.
#[allow(clippy::too_many_arguments)]
fn destructure_slot(
    ctx: &Context,
    body: &mut Body,
    slot: &DestructurableMemorySlot,
    allocator: OpId,
    iface: DestructurableAllocationOpInterface,
    dl: &DataLayout,
    info: DestructuringInfo,
    new_allocators: &mut Vec<OpId>,
    stats: &Sroa,
) {
    let subslots = {
        let mut b = Builder::new(body);
        (iface.destructure)(
            ctx,
            &mut b,
            allocator,
            slot,
            &info.used_indices,
            new_allocators,
        )
    };
    if slot.subelement_types.len() != info.used_indices.len() {
        stats.memory_benefit.inc();
    }
    let n = slot.subelement_types.len() as u64;
    if stats.max_subelements.get() < n {
        stats.max_subelements.set(n);
    }
    let mut users: Vec<OpId> = Vec::new();
    for (o, _) in &info.blocking {
        if !users.contains(o) {
            users.push(*o);
        }
    }
    for o in &info.accessors {
        if !users.contains(o) {
            users.push(*o);
        }
    }
    let users = topological_sort(body, &users);
    let mut to_erase = Vec::new();
    for &op in users.iter().rev() {
        let mut b = Builder::at(body, InsertPoint::After(op));
        if info.accessors.contains(&op) {
            let acc = ms::destructurable_accessor(ctx, b.body, op).expect("an accessor");
            if (acc.rewire)(ctx, &mut b, op, slot, &subslots, dl) == DeletionKind::Delete {
                to_erase.push(op);
            }
            continue;
        }
        let p = ms::promotable(ctx, b.body, op).expect("checked by the analysis");
        let uses = info
            .blocking
            .iter()
            .find(|(o, _)| *o == op)
            .map(|(_, u)| u.clone())
            .unwrap_or_default();
        if (p.remove_blocking_uses)(ctx, &mut b, op, &uses) == DeletionKind::Delete {
            to_erase.push(op);
        }
    }
    for op in to_erase {
        body.erase_op(op);
    }
    stats.destructured.inc();
    if let Some(n) = (iface.handle_destructuring_complete)(ctx, body, allocator, slot) {
        new_allocators.push(n);
    }
}

/// Orders `ops` so that every op comes after the ops whose results it uses (upstream's
/// `topologicalSort` of a set of ops: a post-order over users from each op in turn).
fn topological_sort(body: &Body, ops: &[OpId]) -> Vec<OpId> {
    let wanted: HashSet<OpId> = ops.iter().copied().collect();
    let mut seen: HashSet<OpId> = HashSet::default();
    let mut counts: Vec<OpId> = Vec::new();
    for &root in ops {
        let mut queue = vec![root];
        let mut order = Vec::new();
        while let Some(cur) = queue.pop() {
            order.push(cur);
            for &r in body.results(cur) {
                queue.extend(body.uses(r).map(|(o, _)| o));
            }
            for &reg in body.regions(cur) {
                for b in body.region_blocks(reg) {
                    queue.extend(body.block_ops(b));
                }
            }
        }
        for &o in order.iter().rev() {
            if seen.insert(o) && wanted.contains(&o) {
                counts.push(o);
            }
        }
    }
    counts.into_iter().rev().collect()
}
