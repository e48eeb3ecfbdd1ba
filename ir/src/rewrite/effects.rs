//! Memory effects: upstream's `MemoryEffectOpInterface` as an [`OpInfo`] hook plus the
//! trait bits, and the queries of `SideEffectInterfaces.cpp` that canonicalization and CSE
//! use (`isMemoryEffectFree`, `wouldOpBeTriviallyDead`, `getEffectsRecursively`, ...).
//!
//! An op *implements the interface* when its `OpInfo` has a
//! [`memory_effects`](crate::dialect::OpInfo::memory_effects) hook or the
//! [`Traits::NO_MEMORY_EFFECT`] bit; otherwise (and for every unregistered op) its effects
//! are unknown, which every query treats conservatively.
//!
//! [`OpInfo`]: crate::dialect::OpInfo

use crate::attributes::Attribute;
use crate::body::{Body, OpId, ValueId};
use crate::context::Context;
use crate::dialect::Traits;
use smallvec::SmallVec;

/// The kind of a memory effect (upstream's `MemoryEffects::Effect` subclasses).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum Effect {
    Allocate,
    Free,
    Read,
    Write,
}

/// A resource an effect acts on (upstream's `SideEffects::Resource`), named.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub struct Resource(pub &'static str);

impl Resource {
    /// Upstream's `SideEffects::DefaultResource`.
    pub const DEFAULT: Resource = Resource("<Default>");
    /// Upstream's `SideEffects::AutomaticAllocationScopeResource`.
    pub const AUTOMATIC_ALLOCATION_SCOPE: Resource = Resource("AutomaticAllocationScope");
}

/// What an effect applies to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EffectOn {
    /// The resource as a whole.
    Nothing,
    /// The value of operand `i` of the op.
    Operand(u32),
    /// Result `i` of the op (e.g. an allocation).
    Result(u32),
    /// Any other value (e.g. a block argument of one of the op's regions).
    Value(ValueId),
    /// A symbol.
    Symbol(Attribute),
}

/// One effect of an op (upstream's `EffectInstance<MemoryEffects::Effect>`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct EffectInstance {
    pub effect: Effect,
    pub resource: Resource,
    pub on: EffectOn,
}

impl EffectInstance {
    /// An effect on the default resource.
    pub fn new(effect: Effect, on: EffectOn) -> Self {
        EffectInstance {
            effect,
            resource: Resource::DEFAULT,
            on,
        }
    }
}

/// The memory-effect hook of an op: appends the op's effects to `effects`.
pub type EffectsFn = fn(&Context, &Body, OpId, &mut Vec<EffectInstance>);

/// The effects of `op` itself, or `None` when it does not implement the interface (unknown
/// effects). Nested ops are not looked at (see [`effects_recursively`]).
pub fn memory_effects(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<EffectInstance>> {
    let info = ctx.op_info(body.op_name(op))?;
    let mut out = Vec::new();
    match info.memory_effects {
        Some(f) => f(ctx, body, op, &mut out),
        None if info.traits.has(Traits::NO_MEMORY_EFFECT) => {}
        None => return None,
    }
    Some(out)
}

fn has_recursive_effects(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_traits(body.op_name(op))
        .has(Traits::RECURSIVE_MEMORY_EFFECTS)
}

/// Pushes every op directly nested in `op`'s regions (in whichever body they live).
fn push_nested<'b>(body: &'b Body, op: OpId, stack: &mut Vec<(&'b Body, OpId)>) {
    let (rb, regions) = body.op_regions(op);
    for &r in regions {
        for b in rb.region_blocks(r) {
            for o in rb.block_ops(b) {
                stack.push((rb, o));
            }
        }
    }
}

/// Upstream's `isMemoryEffectFree`: the op implements the interface with no effects (and so
/// do the ops nested in it if it has `RecursiveMemoryEffects`), or it has recursive effects
/// only and everything nested is effect free.
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut stack: Vec<(&Body, OpId)> = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        let recursive = has_recursive_effects(ctx, b, o);
        match memory_effects(ctx, b, o) {
            Some(effects) => {
                if !effects.is_empty() {
                    return false;
                }
                if !recursive {
                    continue;
                }
            }
            None if !recursive => return false,
            None => {}
        }
        push_nested(b, o, &mut stack);
    }
    true
}

/// Upstream's `getEffectsRecursively`: the effects of `op` and, through
/// `RecursiveMemoryEffects`, of the ops nested in it; `None` if any of them is unknown.
/// Effects of nested ops refer to the nested op's operands and results.
pub fn effects_recursively(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<EffectInstance>> {
    let mut out = Vec::new();
    let mut stack: Vec<(&Body, OpId)> = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        let recursive = has_recursive_effects(ctx, b, o);
        if recursive {
            push_nested(b, o, &mut stack);
        }
        match memory_effects(ctx, b, o) {
            Some(effects) => out.extend(effects),
            None if !recursive => return None,
            None => {}
        }
    }
    Some(out)
}

/// Upstream's `hasSingleEffect<E>`: the op implements the interface, has at least one
/// effect, and all of them are `effect`.
pub fn has_single_effect(ctx: &Context, body: &Body, op: OpId, effect: Effect) -> bool {
    match memory_effects(ctx, body, op) {
        Some(effects) => !effects.is_empty() && effects.iter().all(|e| e.effect == effect),
        None => false,
    }
}

/// Upstream's `MemoryEffectOpInterface::hasEffect<E>` (false for ops without the interface).
pub fn has_effect(ctx: &Context, body: &Body, op: OpId, effect: Effect) -> bool {
    memory_effects(ctx, body, op).is_some_and(|v| v.iter().any(|e| e.effect == effect))
}

/// Upstream's `wouldOpBeTriviallyDead`: erasing the op (if its results were unused) would
/// not change the program. Terminators and symbols never are; unregistered ops never are.
pub fn would_op_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    let Some(info) = ctx.op_info(name) else {
        // An unregistered op might be a terminator and has unknown effects.
        return false;
    };
    if info.traits.has(Traits::TERMINATOR) || info.traits.has(Traits::SYMBOL) {
        return false;
    }
    let mut stack: Vec<(&Body, OpId)> = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        let recursive = has_recursive_effects(ctx, b, o);
        if recursive {
            push_nested(b, o, &mut stack);
        }
        match memory_effects(ctx, b, o) {
            Some(effects) => {
                // Allocations of the op's own results may be dropped; reads too.
                let alloc_results: SmallVec<[u32; 2]> = effects
                    .iter()
                    .filter_map(|e| match (e.effect, e.on) {
                        (Effect::Allocate, EffectOn::Result(i)) => Some(i),
                        (Effect::Allocate, EffectOn::Value(v)) => match b.value(v).def {
                            crate::body::ValueDef::Result { op: d, index } if d == o => Some(index),
                            _ => None,
                        },
                        _ => None,
                    })
                    .collect();
                let droppable = |e: &EffectInstance| {
                    let on_alloc = match e.on {
                        EffectOn::Result(i) => alloc_results.contains(&i),
                        EffectOn::Value(v) => match b.value(v).def {
                            crate::body::ValueDef::Result { op: d, index } if d == o => {
                                alloc_results.contains(&index)
                            }
                            _ => false,
                        },
                        _ => false,
                    };
                    on_alloc || e.effect == Effect::Read
                };
                if !effects.iter().all(droppable) {
                    return false;
                }
            }
            None if recursive => {}
            None => return false,
        }
    }
    true
}

/// Upstream's `isOpTriviallyDead`: unused and [`would_op_be_trivially_dead`].
pub fn is_op_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.results(op).iter().all(|r| !body.has_uses(*r)) && would_op_be_trivially_dead(ctx, body, op)
}
