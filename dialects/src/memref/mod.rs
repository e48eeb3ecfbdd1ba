//! The `memref` dialect of MLIR 19: buffers (allocation, access, views, casts, globals,
//! atomics), declared with [`rmlir_ir::ods`].

mod asm;
pub(crate) mod canonicalize;
mod destructure;
pub(crate) mod fold;
pub mod interfaces;
pub mod layout;
pub mod mem_slot;
pub mod normalize;
mod normalize_bounds;
pub(crate) mod reshape;
pub mod transforms;
pub mod verify;

use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::constraints::{self as c};
use rmlir_ir::ods::{
    attr, default_optional_attr, operand, optional, optional_attr, region, result, sized_region,
    variadic, AttrAsm, AttrConstraint, CustomDirective, OpDef, Trait, TypeConstraint,
};
use rmlir_ir::rewrite::effects::{Effect, EffectInstance, EffectOn, Resource};
use rmlir_ir::{Attribute, Body, Builder, Context, Diagnostic, Location, OpId, Type, TypeKind};

/// The memref dialect: its ops, and constants materialized as `arith.constant` (upstream's
/// `MemRefDialect::materializeConstant`).
pub struct MemRefDialect;

pub static MEMREF: MemRefDialect = MemRefDialect;

pub static OPS: &[&OpDef] = &[
    &ALLOC,
    &ALLOCA,
    &ALLOCA_SCOPE,
    &ALLOCA_SCOPE_RETURN,
    &ASSUME_ALIGNMENT,
    &ATOMIC_RMW,
    &ATOMIC_YIELD,
    &CAST,
    &COLLAPSE_SHAPE,
    &COPY,
    &DEALLOC,
    &DIM,
    &DMA_START,
    &DMA_WAIT,
    &EXPAND_SHAPE,
    &EXTRACT_ALIGNED_POINTER,
    &EXTRACT_STRIDED_METADATA,
    &GENERIC_ATOMIC_RMW,
    &GET_GLOBAL,
    &GLOBAL,
    &LOAD,
    &MEMORY_SPACE_CAST,
    &PREFETCH,
    &RANK,
    &REALLOC,
    &REINTERPRET_CAST,
    &RESHAPE,
    &STORE,
    &SUBVIEW,
    &TRANSPOSE,
    &VIEW,
];

impl Dialect for MemRefDialect {
    fn namespace(&self) -> &'static str {
        "memref"
    }
    fn ops(&self) -> Vec<OpInfo> {
        OPS.iter()
            .map(|d| {
                let mut info = d.info();
                if d.name == "memref.transpose" {
                    // `TransposeOp::print` writes the permutation as a bare affine map.
                    info.alias_elided_attrs = &["permutation"];
                }
                info
            })
            .collect()
    }
    fn materialize_constant(
        &self,
        ctx: &Context,
        b: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        crate::arith::ARITH.materialize_constant(ctx, b, value, ty, loc)
    }
}

// ---- memory effects -------------------------------------------------------------------------

fn effect(e: Effect, on: EffectOn) -> EffectInstance {
    EffectInstance::new(e, on)
}

fn alloc_effects(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(effect(Effect::Allocate, EffectOn::Result(0)));
}

fn alloca_effects(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance {
        effect: Effect::Allocate,
        resource: Resource::AUTOMATIC_ALLOCATION_SCOPE,
        on: EffectOn::Result(0),
    });
}

fn read_effects<const I: u32>(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(effect(Effect::Read, EffectOn::Operand(I)));
}

fn write_effects<const I: u32>(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(effect(Effect::Write, EffectOn::Operand(I)));
}

fn read_write_effects<const I: u32>(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(effect(Effect::Read, EffectOn::Operand(I)));
    out.push(effect(Effect::Write, EffectOn::Operand(I)));
}

fn free_effects(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(effect(Effect::Free, EffectOn::Operand(0)));
}

fn copy_effects(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(effect(Effect::Read, EffectOn::Operand(0)));
    out.push(effect(Effect::Write, EffectOn::Operand(1)));
}

fn realloc_effects(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(effect(Effect::Free, EffectOn::Operand(0)));
    out.push(effect(Effect::Allocate, EffectOn::Result(0)));
}

// ---- constraints --------------------------------------------------------------------------

const fn tc(summary: &'static str, pred: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint {
        summary,
        pred,
        build: None,
        class: Some(c::is_memref),
    }
}

fn memref_parts(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

fn rank(ctx: &Context, t: Type) -> Option<usize> {
    memref_parts(ctx, t).map(|p| p.0.len())
}

const MEMREF_INT_OR_FLOAT: TypeConstraint = tc(
    "memref of signless integer or floating-point values",
    |ctx, t| {
        memref_parts(ctx, t).is_some_and(|(_, e)| c::is_signless_int(ctx, e) || ctx.is_float(e))
    },
);
const STRIDED_MEMREF: TypeConstraint = tc("strided memref of any type values", c::is_memref);
const MEMREF_1D: TypeConstraint = tc("1D memref of any type values", |ctx, t| {
    rank(ctx, t) == Some(1)
});
const MEMREF_1D_I8: TypeConstraint = tc("1D memref of 8-bit signless integer values", |ctx, t| {
    memref_parts(ctx, t).is_some_and(|(s, e)| s.len() == 1 && ctx.is_signless_integer(e, 8))
});
const STATIC_MEMREF: TypeConstraint =
    tc("statically shaped memref of any type values", |ctx, t| {
        memref_parts(ctx, t).is_some_and(|(s, _)| s.iter().all(|d| *d != i64::MIN))
    });
const BASE_BUFFER: TypeConstraint = tc("strided memref of any type values of rank 0", |ctx, t| {
    rank(ctx, t) == Some(0)
});
const DIM_SOURCE: TypeConstraint = TypeConstraint {
    class: Some(c::is_any_memref),
    ..tc(
        "unranked.memref of any type values or non-0-ranked.memref of any type values",
        |ctx, t| c::is_unranked_memref(ctx, t) || rank(ctx, t).is_some_and(|r| r > 0),
    )
};
const SHAPE_1D: TypeConstraint = tc("1D memref of signless integer or index values", |ctx, t| {
    memref_parts(ctx, t).is_some_and(|(s, e)| s.len() == 1 && c::is_signless_int_or_index(ctx, e))
});

const LOCALITY_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    pred: |ctx, a| c::signless_int_value(ctx, a, 32).is_some_and(|v| (0..=3).contains(&v)),
    asm: AttrAsm::Typed(|ctx| ctx.integer_type(32)),
};
const ALIGNMENT_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute whose minimum value is 0",
    pred: |ctx, a| c::signless_int_value(ctx, a, 64).is_some_and(|v| v >= 0),
    asm: AttrAsm::Typed(|ctx| ctx.integer_type(64)),
};
const POSITIVE_I32_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose value is positive",
    pred: |ctx, a| c::signless_int_value(ctx, a, 32).is_some_and(|v| v > 0),
    asm: AttrAsm::Typed(|ctx| ctx.integer_type(32)),
};
pub(crate) const REASSOCIATION_ATTR: AttrConstraint = AttrConstraint {
    summary: "Array of 64-bit integer array attributes",
    pred: |ctx, a| match ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Array(v) => v.iter().all(|e| match ctx.attr_kind(*e) {
            rmlir_ir::AttrKind::Array(w) => w
                .iter()
                .all(|x| c::signless_int_value(ctx, *x, 64).is_some()),
            _ => false,
        }),
        _ => false,
    },
    asm: AttrAsm::Class(c::is_array),
};
const MEMREF_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "memref type attribute",
    pred: |ctx, a| match ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Type(t) => c::is_memref(ctx, *t),
        _ => false,
    },
    asm: AttrAsm::Class(c::is_type_attr),
};

fn elem_of(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

fn op_err(ctx: &Context, body: &Body, op: OpId, m: impl std::fmt::Display) -> Diagnostic {
    rmlir_ir::verifier::op_error(ctx, body, op, m)
}

/// A result-names hook naming the first result `$n` (upstream's `getAsmResultNames`).
macro_rules! name {
    ($n:literal) => {
        |_: &Context, _: &Body, _: OpId, set: &mut dyn FnMut(usize, &str)| set(0, $n)
    };
}

pub(crate) const DYNAMIC_INDEX_LIST: CustomDirective = CustomDirective {
    name: "DynamicIndexList",
    parse: asm::parse_dynamic_index_list,
    print: asm::print_dynamic_index_list,
};

// ---- allocation ---------------------------------------------------------------------------

pub static ALLOC: OpDef = OpDef {
    operands: &[
        variadic("dynamicSizes", c::INDEX),
        variadic("symbolOperands", c::INDEX),
    ],
    results: &[result("memref", c::ANY_MEMREF)],
    attrs: &[optional_attr("alignment", ALIGNMENT_ATTR)],
    traits: &[Trait::AttrSizedOperandSegments],
    format: Some("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)"),
    verify: Some(verify_alloc_like),
    result_names: Some(name!("alloc")),
    memory_effects: Some(alloc_effects),
    canonicalization_patterns: Some(canonicalize::alloc_patterns),
    ..OpDef::new("memref.alloc")
};

pub static ALLOCA: OpDef = OpDef {
    result_names: Some(name!("alloca")),
    verify: Some(verify::alloca),
    memory_effects: Some(alloca_effects),
    canonicalization_patterns: Some(canonicalize::alloca_patterns),
    ..OpDef {
        name: "memref.alloca",
        ..ALLOC_BASE
    }
};

const ALLOC_BASE: OpDef = OpDef {
    operands: &[
        variadic("dynamicSizes", c::INDEX),
        variadic("symbolOperands", c::INDEX),
    ],
    results: &[result("memref", c::ANY_MEMREF)],
    attrs: &[optional_attr("alignment", ALIGNMENT_ATTR)],
    traits: &[Trait::AttrSizedOperandSegments],
    format: Some("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)"),
    verify: Some(verify_alloc_like),
    ..OpDef::new("memref.alloca")
};

pub(crate) fn verify_alloc_like(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let ty = body.value_type(body.results(op)[0]);
    let Some((shape, _)) = memref_parts(ctx, ty) else {
        return Err(op_err(ctx, body, op, "result must be a memref"));
    };
    let def = rmlir_ir::ods::op_def(ctx, body, op).expect("declared");
    let segs = rmlir_ir::ods::operand_segments(ctx, def, body, op);
    let dynamic = shape.iter().filter(|d| **d == i64::MIN).count();
    if segs[0].1 != dynamic {
        return Err(op_err(
            ctx,
            body,
            op,
            "dimension operand count does not equal memref dynamic dimension count",
        ));
    }
    let symbols = match ctx.type_kind(ty) {
        TypeKind::MemRef {
            layout: Some(l), ..
        } => match ctx.attr_kind(*l) {
            rmlir_ir::AttrKind::AffineMap(m) => m.num_symbols() as usize,
            // The strided layout's affine map has a symbol per dynamic offset and stride.
            rmlir_ir::AttrKind::Strided { offset, strides } => {
                let dynamic = |v: i64| usize::from(v == rmlir_ir::types::DYNAMIC);
                dynamic(*offset) + strides.iter().map(|s| dynamic(*s)).sum::<usize>()
            }
            _ => 0,
        },
        _ => 0,
    };
    if segs[1].1 != symbols {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected {symbols}, got {}",
                segs[1].1
            ),
        ));
    }
    Ok(())
}

pub static REALLOC: OpDef = OpDef {
    operands: &[
        operand("source", MEMREF_1D),
        optional("dynamicResultSize", c::INDEX),
    ],
    results: &[result("", MEMREF_1D)],
    attrs: &[optional_attr("alignment", ALIGNMENT_ATTR)],
    format: Some(
        "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
    ),
    verify: Some(verify::realloc),
    memory_effects: Some(realloc_effects),
    canonicalization_patterns: Some(canonicalize::realloc_patterns),
    ..OpDef::new("memref.realloc")
};

pub static DEALLOC: OpDef = OpDef {
    operands: &[operand("memref", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    format: Some("$memref attr-dict `:` type($memref)"),
    memory_effects: Some(free_effects),
    fold: Some(fold::fold_memref_cast_operands),
    ..OpDef::new("memref.dealloc")
};

pub static ALLOCA_SCOPE: OpDef = OpDef {
    results: &[variadic("results", c::ANY_TYPE)],
    regions: &[sized_region("bodyRegion")],
    traits: &[
        Trait::AutomaticAllocationScope,
        Trait::NoRegionArguments,
        Trait::RecursiveMemoryEffects,
        Trait::SingleBlockImplicitTerminator("memref.alloca_scope.return"),
    ],
    parse: Some(asm::parse_alloca_scope),
    print: Some(asm::print_alloca_scope),
    canonicalization_patterns: Some(canonicalize::alloca_scope_patterns),
    ..OpDef::new("memref.alloca_scope")
};

pub static ALLOCA_SCOPE_RETURN: OpDef = OpDef {
    operands: &[variadic("results", c::ANY_TYPE)],
    traits: &[
        Trait::HasParent(&["memref.alloca_scope"]),
        Trait::Pure,
        Trait::ReturnLike,
        Trait::Terminator,
    ],
    format: Some("attr-dict ($results^ `:` type($results))?"),
    ..OpDef::new("memref.alloca_scope.return")
};

// ---- access -------------------------------------------------------------------------------

pub static LOAD: OpDef = OpDef {
    operands: &[
        operand("memref", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
    ],
    results: &[result("result", c::ANY_TYPE)],
    attrs: &[default_optional_attr("nontemporal", c::BOOL_ATTR, |ctx| {
        ctx.bool_attr(false)
    })],
    traits: &[Trait::TypesMatchWith {
        summary: "result type matches element type of 'memref'",
        from: "memref",
        to: "result",
        transform: elem_of,
    }],
    format: Some("$memref `[` $indices `]` attr-dict `:` type($memref)"),
    verify: Some(|ctx, body, op| {
        let r = rank(ctx, body.value_type(body.operand(op, 0))).unwrap_or(0);
        let n = body.num_operands(op) - 1;
        if n != r {
            return Err(op_err(
                ctx,
                body,
                op,
                format!("incorrect number of indices for load, expected {r} but got {n}"),
            ));
        }
        Ok(())
    }),
    memory_effects: Some(read_effects::<0>),
    fold: Some(fold::fold_load),
    ..OpDef::new("memref.load")
};

pub static STORE: OpDef = OpDef {
    operands: &[
        operand("value", c::ANY_TYPE),
        operand("memref", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
    ],
    attrs: &[default_optional_attr("nontemporal", c::BOOL_ATTR, |ctx| {
        ctx.bool_attr(false)
    })],
    traits: &[Trait::TypesMatchWith {
        summary: "type of 'value' matches element type of 'memref'",
        from: "memref",
        to: "value",
        transform: elem_of,
    }],
    format: Some("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)"),
    verify: Some(|ctx, body, op| {
        let r = rank(ctx, body.value_type(body.operand(op, 1))).unwrap_or(0);
        if body.num_operands(op) - 2 != r {
            return Err(op_err(
                ctx,
                body,
                op,
                "store index operand count not equal to memref rank",
            ));
        }
        Ok(())
    }),
    memory_effects: Some(write_effects::<1>),
    fold: Some(fold::fold_store),
    ..OpDef::new("memref.store")
};

pub static ATOMIC_RMW: OpDef = OpDef {
    operands: &[
        operand("value", c::SIGNLESS_INTEGER_OR_FLOAT),
        operand("memref", MEMREF_INT_OR_FLOAT),
        variadic("indices", c::INDEX),
    ],
    results: &[result("result", c::SIGNLESS_INTEGER_OR_FLOAT)],
    attrs: &[attr("kind", crate::arith::attrs::ATOMIC_RMW_KIND_ATTR)],
    traits: &[
        Trait::AllTypesMatch(&["value", "result"]),
        Trait::TypesMatchWith {
            summary: "value type matches element type of memref",
            from: "memref",
            to: "value",
            transform: elem_of,
        },
    ],
    format: Some(
        "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
    ),
    verify: Some(verify::atomic_rmw),
    memory_effects: Some(read_write_effects::<1>),
    fold: Some(fold::fold_atomic_rmw),
    ..OpDef::new("memref.atomic_rmw")
};

pub static ATOMIC_YIELD: OpDef = OpDef {
    operands: &[operand("result", c::ANY_TYPE)],
    traits: &[
        Trait::HasParent(&["memref.generic_atomic_rmw"]),
        Trait::Pure,
        Trait::Terminator,
    ],
    format: Some("$result attr-dict `:` type($result)"),
    verify: Some(verify::atomic_yield),
    ..OpDef::new("memref.atomic_yield")
};

pub static GENERIC_ATOMIC_RMW: OpDef = OpDef {
    operands: &[
        operand("memref", MEMREF_INT_OR_FLOAT),
        variadic("indices", c::INDEX),
    ],
    results: &[result("result", c::SIGNLESS_INTEGER_OR_FLOAT)],
    regions: &[region("atomic_body")],
    traits: &[
        Trait::SingleBlockImplicitTerminator("memref.atomic_yield"),
        Trait::TypesMatchWith {
            summary: "result type matches element type of memref",
            from: "memref",
            to: "result",
            transform: elem_of,
        },
    ],
    parse: Some(asm::parse_generic_atomic_rmw),
    print: Some(asm::print_generic_atomic_rmw),
    verify: Some(verify::generic_atomic_rmw),
    memory_effects: Some(read_write_effects::<0>),
    ..OpDef::new("memref.generic_atomic_rmw")
};

pub static PREFETCH: OpDef = OpDef {
    operands: &[
        operand("memref", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
    ],
    attrs: &[
        attr("isWrite", c::BOOL_ATTR),
        attr("localityHint", LOCALITY_ATTR),
        attr("isDataCache", c::BOOL_ATTR),
    ],
    parse: Some(asm::parse_prefetch),
    print: Some(asm::print_prefetch),
    verify: Some(verify::prefetch),
    fold: Some(fold::fold_memref_cast_operands),
    ..OpDef::new("memref.prefetch")
};

pub static TRANSPOSE: OpDef = OpDef {
    operands: &[operand("in", STRIDED_MEMREF)],
    results: &[result("", STRIDED_MEMREF)],
    attrs: &[attr("permutation", c::AFFINE_MAP_ATTR)],
    traits: &[Trait::Pure],
    parse: Some(asm::parse_transpose),
    print: Some(asm::print_transpose),
    verify: Some(verify::transpose),
    result_names: Some(name!("transpose")),
    fold: Some(fold::fold_transpose),
    ..OpDef::new("memref.transpose")
};

pub static DMA_START: OpDef = OpDef {
    operands: &[variadic("operands", c::ANY_TYPE)],
    parse: Some(asm::parse_dma_start),
    print: Some(asm::print_dma_start),
    verify: Some(verify::dma_start),
    fold: Some(fold::fold_memref_cast_operands),
    ..OpDef::new("memref.dma_start")
};

pub static COPY: OpDef = OpDef {
    operands: &[
        operand("source", c::ANY_RANKED_OR_UNRANKED_MEMREF),
        operand("target", c::ANY_RANKED_OR_UNRANKED_MEMREF),
    ],
    traits: &[Trait::SameOperandsElementType, Trait::SameOperandsShape],
    format: Some("$source `,` $target attr-dict `:` type($source) `to` type($target)"),
    memory_effects: Some(copy_effects),
    fold: Some(fold::fold_copy),
    canonicalization_patterns: Some(canonicalize::copy_patterns),
    ..OpDef::new("memref.copy")
};

pub static DMA_WAIT: OpDef = OpDef {
    operands: &[
        operand("tagMemRef", c::ANY_MEMREF),
        variadic("tagIndices", c::INDEX),
        operand("numElements", c::INDEX),
    ],
    format: Some("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)"),
    verify: Some(verify::dma_wait),
    fold: Some(fold::fold_memref_cast_operands),
    ..OpDef::new("memref.dma_wait")
};

pub static ASSUME_ALIGNMENT: OpDef = OpDef {
    operands: &[operand("memref", c::ANY_MEMREF)],
    attrs: &[attr("alignment", POSITIVE_I32_ATTR)],
    format: Some("$memref `,` $alignment attr-dict `:` type($memref)"),
    verify: Some(verify::assume_alignment),
    ..OpDef::new("memref.assume_alignment")
};

// ---- queries ------------------------------------------------------------------------------

pub static DIM: OpDef = OpDef {
    operands: &[operand("source", DIM_SOURCE), operand("index", c::INDEX)],
    results: &[result("result", c::INDEX)],
    traits: &[Trait::NoMemoryEffect],
    format: Some("attr-dict $source `,` $index `:` type($source)"),
    infer: Some(|ctx, _, _| Some(vec![ctx.index_type()])),
    result_names: Some(name!("dim")),
    fold: Some(fold::fold_dim),
    canonicalization_patterns: Some(canonicalize::dim_patterns),
    ..OpDef::new("memref.dim")
};

pub static RANK: OpDef = OpDef {
    operands: &[operand("memref", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    results: &[result("", c::INDEX)],
    traits: &[Trait::Pure],
    format: Some("$memref attr-dict `:` type($memref)"),
    infer: Some(|ctx, _, _| Some(vec![ctx.index_type()])),
    fold: Some(fold::fold_rank),
    ..OpDef::new("memref.rank")
};

pub static EXTRACT_ALIGNED_POINTER: OpDef = OpDef {
    operands: &[operand("source", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    results: &[result("aligned_pointer", c::INDEX)],
    traits: &[Trait::Pure],
    format: Some("$source `:` type($source) `->` type(results) attr-dict"),
    infer: Some(|ctx, _, _| Some(vec![ctx.index_type()])),
    result_names: Some(name!("intptr")),
    ..OpDef::new("memref.extract_aligned_pointer_as_index")
};

pub static EXTRACT_STRIDED_METADATA: OpDef = OpDef {
    operands: &[operand("source", STRIDED_MEMREF)],
    results: &[
        result("base_buffer", BASE_BUFFER),
        result("offset", c::INDEX),
        variadic("sizes", c::INDEX),
        variadic("strides", c::INDEX),
    ],
    traits: &[Trait::Pure],
    format: Some("$source `:` type($source) `->` type(results) attr-dict"),
    infer: Some(|ctx, ops, _| {
        let t = *ops.first()?;
        let (shape, elem, memory_space) = match ctx.type_kind(t) {
            TypeKind::MemRef {
                shape,
                elem,
                memory_space,
                ..
            } => (shape.len(), *elem, *memory_space),
            _ => return None,
        };
        let base = ctx.get_type(TypeKind::MemRef {
            shape: Box::new([]),
            elem,
            layout: None,
            memory_space,
        });
        let mut v = vec![base];
        v.extend(std::iter::repeat_n(ctx.index_type(), 1 + 2 * shape));
        Some(v)
    }),
    result_names: Some(|ctx, body, op, set| {
        let r = rank(ctx, body.value_type(body.operand(op, 0))).unwrap_or(0);
        set(0, "base_buffer");
        set(1, "offset");
        if r > 0 {
            set(2, "sizes");
            set(2 + r, "strides");
        }
    }),
    fold: Some(fold::fold_extract_strided_metadata),
    ..OpDef::new("memref.extract_strided_metadata")
};

// ---- casts and views ----------------------------------------------------------------------

pub static CAST: OpDef = OpDef {
    operands: &[operand("source", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    results: &[result("dest", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    // Upstream's `SameOperandsAndResultShape` comes after `CastOpInterface` in the trait list,
    // whose verifier (`verify::cast`, cast compatibility) already implies compatible shapes:
    // leaving the trait out keeps the "cast incompatible" message first.
    traits: &[Trait::Pure],
    format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
    verify: Some(verify::cast),
    result_names: Some(name!("cast")),
    fold: Some(fold::fold_cast),
    ..OpDef::new("memref.cast")
};

pub static MEMORY_SPACE_CAST: OpDef = OpDef {
    operands: &[operand("source", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    results: &[result("dest", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    traits: &[
        Trait::Pure,
        Trait::SameOperandsAndResultElementType,
        Trait::SameOperandsAndResultShape,
    ],
    format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
    result_names: Some(name!("memspacecast")),
    fold: Some(fold::fold_memory_space_cast),
    ..OpDef::new("memref.memory_space_cast")
};

pub static RESHAPE: OpDef = OpDef {
    operands: &[
        operand("source", c::ANY_RANKED_OR_UNRANKED_MEMREF),
        operand("shape", SHAPE_1D),
    ],
    results: &[result("result", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    traits: &[Trait::Pure],
    format: Some("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"),
    verify: Some(verify::reshape),
    result_names: Some(name!("reshape")),
    ..OpDef::new("memref.reshape")
};

pub static VIEW: OpDef = OpDef {
    operands: &[
        operand("source", MEMREF_1D_I8),
        operand("byte_shift", c::INDEX),
        variadic("sizes", c::INDEX),
    ],
    results: &[result("", c::ANY_MEMREF)],
    traits: &[Trait::Pure],
    format: Some(
        "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
    ),
    verify: Some(verify::view),
    result_names: Some(name!("view")),
    fold: Some(fold::fold_view),
    canonicalization_patterns: Some(canonicalize::view_patterns),
    ..OpDef::new("memref.view")
};

pub static COLLAPSE_SHAPE: OpDef = OpDef {
    operands: &[operand("src", STRIDED_MEMREF)],
    results: &[result("result", STRIDED_MEMREF)],
    attrs: &[attr("reassociation", REASSOCIATION_ATTR)],
    traits: &[Trait::Pure],
    format: Some("$src $reassociation attr-dict `:` type($src) `into` type($result)"),
    verify: Some(verify::collapse_shape),
    result_names: Some(name!("collapse_shape")),
    fold: Some(fold::fold_collapse_shape),
    canonicalization_patterns: Some(canonicalize::collapse_shape_patterns),
    ..OpDef::new("memref.collapse_shape")
};

pub static EXPAND_SHAPE: OpDef = OpDef {
    operands: &[
        operand("src", STRIDED_MEMREF),
        variadic("output_shape", c::INDEX),
    ],
    results: &[result("result", STRIDED_MEMREF)],
    attrs: &[
        attr("reassociation", REASSOCIATION_ATTR),
        attr("static_output_shape", c::DENSE_I64_ARRAY_ATTR),
    ],
    traits: &[Trait::Pure],
    format: Some(
        "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
    ),
    customs: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify::expand_shape),
    result_names: Some(name!("expand_shape")),
    fold: Some(fold::fold_expand_shape),
    canonicalization_patterns: Some(canonicalize::expand_shape_patterns),
    ..OpDef::new("memref.expand_shape")
};

pub static SUBVIEW: OpDef = OpDef {
    operands: &[
        operand("source", c::ANY_MEMREF),
        variadic("offsets", c::INDEX),
        variadic("sizes", c::INDEX),
        variadic("strides", c::INDEX),
    ],
    results: &[result("result", c::ANY_MEMREF)],
    attrs: &[
        attr("static_offsets", c::DENSE_I64_ARRAY_ATTR),
        attr("static_sizes", c::DENSE_I64_ARRAY_ATTR),
        attr("static_strides", c::DENSE_I64_ARRAY_ATTR),
    ],
    traits: &[Trait::AttrSizedOperandSegments, Trait::Pure],
    format: Some(
        "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    ),
    customs: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify::subview),
    result_names: Some(name!("subview")),
    fold: Some(fold::fold_subview),
    canonicalization_patterns: Some(canonicalize::subview_patterns),
    ..OpDef::new("memref.subview")
};

pub static REINTERPRET_CAST: OpDef = OpDef {
    operands: &[
        operand("source", c::ANY_RANKED_OR_UNRANKED_MEMREF),
        variadic("offsets", c::INDEX),
        variadic("sizes", c::INDEX),
        variadic("strides", c::INDEX),
    ],
    results: &[result("result", c::ANY_MEMREF)],
    attrs: &[
        attr("static_offsets", c::DENSE_I64_ARRAY_ATTR),
        attr("static_sizes", c::DENSE_I64_ARRAY_ATTR),
        attr("static_strides", c::DENSE_I64_ARRAY_ATTR),
    ],
    traits: &[Trait::AttrSizedOperandSegments, Trait::Pure],
    format: Some(
        "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    ),
    customs: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify::reinterpret_cast),
    result_names: Some(name!("reinterpret_cast")),
    fold: Some(fold::fold_reinterpret_cast),
    canonicalization_patterns: Some(canonicalize::reinterpret_cast_patterns),
    ..OpDef::new("memref.reinterpret_cast")
};

// ---- globals ------------------------------------------------------------------------------

pub static GLOBAL: OpDef = OpDef {
    attrs: &[
        attr("sym_name", c::SYMBOL_NAME_ATTR),
        optional_attr("sym_visibility", c::STR_ATTR),
        attr("type", MEMREF_TYPE_ATTR),
        optional_attr("initial_value", c::ANY_ATTR),
        optional_attr("constant", c::UNIT_ATTR),
        optional_attr("alignment", c::I64_ATTR),
    ],
    traits: &[Trait::Symbol],
    format: Some(
        "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
    ),
    customs: &[CustomDirective {
        name: "GlobalMemrefOpTypeAndInitialValue",
        parse: asm::parse_global_type_and_initial_value,
        print: asm::print_global_type_and_initial_value,
    }],
    verify: Some(verify::global),
    ..OpDef::new("memref.global")
};

pub static GET_GLOBAL: OpDef = OpDef {
    results: &[result("result", STATIC_MEMREF)],
    attrs: &[attr("name", c::FLAT_SYMBOL_REF_ATTR)],
    traits: &[Trait::Pure],
    format: Some("$name `:` type($result) attr-dict"),
    verify_symbol_uses: Some(verify::get_global_symbol_uses),
    ..OpDef::new("memref.get_global")
};
