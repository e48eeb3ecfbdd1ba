//! The `tensor` dialect of MLIR 19: ops creating, querying, slicing, reshaping and packing
//! tensor values, declared with [`rmlir_ir::ods`].

mod canonicalize;
mod fold;
mod pad_canonicalize;
pub mod verify;

use crate::memref::{DYNAMIC_INDEX_LIST, REASSOCIATION_ATTR};
use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::constraints::{self as c};
use rmlir_ir::ods::{
    attr, default_optional_attr, operand, optional, optional_attr, result, sized_region, variadic,
    OpDef, Trait, TypeConstraint,
};
use rmlir_ir::{Attribute, Body, Builder, Context, Location, OpId, Type, TypeKind};

/// The tensor dialect: its ops, and constants materialized as `arith.constant` (upstream's
/// `TensorDialect::materializeConstant`).
pub struct TensorDialect;

pub static TENSOR: TensorDialect = TensorDialect;

pub static OPS: &[&OpDef] = &[
    &BITCAST,
    &CAST,
    &COLLAPSE_SHAPE,
    &CONCAT,
    &DIM,
    &EMPTY,
    &EXPAND_SHAPE,
    &EXTRACT,
    &EXTRACT_SLICE,
    &FROM_ELEMENTS,
    &GATHER,
    &GENERATE,
    &INSERT,
    &INSERT_SLICE,
    &PACK,
    &PAD,
    &PARALLEL_INSERT_SLICE,
    &RANK,
    &RESHAPE,
    &SCATTER,
    &SPLAT,
    &UNPACK,
    &YIELD,
];

impl Dialect for TensorDialect {
    fn namespace(&self) -> &'static str {
        "tensor"
    }
    fn ops(&self) -> Vec<OpInfo> {
        OPS.iter().map(|d| d.info()).collect()
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

// ---- constraints --------------------------------------------------------------------------

const fn tc(
    summary: &'static str,
    pred: fn(&Context, Type) -> bool,
    class: fn(&Context, Type) -> bool,
) -> TypeConstraint {
    TypeConstraint {
        summary,
        pred,
        build: None,
        class: Some(class),
    }
}

/// The shape and element type of a ranked tensor type.
pub fn ranked_parts(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

const ANY_TENSOR: TypeConstraint = tc("tensor of any type values", c::is_tensor, c::is_tensor);
const ANY_RANKED_TENSOR: TypeConstraint = tc(
    "ranked tensor of any type values",
    c::is_ranked_tensor,
    c::is_ranked_tensor,
);
const DIM_SOURCE: TypeConstraint = tc(
    "non-0-ranked or unranked tensor",
    |ctx, t| match ctx.type_kind(t) {
        TypeKind::UnrankedTensor { .. } => true,
        TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
        _ => false,
    },
    c::is_tensor,
);
const STATIC_TENSOR: TypeConstraint = tc(
    "statically shaped tensor of any type values",
    |ctx, t| ranked_parts(ctx, t).is_some_and(|(s, _)| !s.contains(&rmlir_ir::types::DYNAMIC)),
    c::is_ranked_tensor,
);
const INDICES_TENSOR: TypeConstraint = tc(
    "ranked tensor of signless integer or index values",
    |ctx, t| ranked_parts(ctx, t).is_some_and(|(_, e)| c::is_signless_int_or_index(ctx, e)),
    c::is_ranked_tensor,
);
const SHAPE_TENSOR: TypeConstraint = tc(
    "1D tensor of signless integer or index values",
    |ctx, t| {
        ranked_parts(ctx, t)
            .is_some_and(|(s, e)| s.len() == 1 && c::is_signless_int_or_index(ctx, e))
    },
    c::is_ranked_tensor,
);
const SPLAT_INPUT: TypeConstraint = TypeConstraint {
    summary: "integer/index/float type",
    pred: |ctx, t| c::is_signless_int_or_index(ctx, t) || ctx.is_float(t),
    build: None,
    class: None,
};

fn elem_of(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

/// A result-names hook naming the first result `$n` (upstream's `getAsmResultNames`).
macro_rules! name {
    ($n:literal) => {
        |_: &Context, _: &Body, _: OpId, set: &mut dyn FnMut(usize, &str)| set(0, $n)
    };
}

fn infer_index(
    ctx: &Context,
    _: &[Type],
    _: &dyn Fn(&str) -> Option<Attribute>,
) -> Option<Vec<Type>> {
    Some(vec![ctx.index_type()])
}

// ---- casts ---------------------------------------------------------------------------------

pub static BITCAST: OpDef = OpDef {
    operands: &[operand("source", ANY_TENSOR)],
    results: &[result("dest", ANY_TENSOR)],
    traits: &[Trait::Pure],
    format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
    verify: Some(verify::bitcast),
    fold: Some(fold::fold_identity_cast),
    canonicalization_patterns: Some(canonicalize::bitcast_patterns),
    ..OpDef::new("tensor.bitcast")
};

pub static CAST: OpDef = OpDef {
    operands: &[operand("source", ANY_TENSOR)],
    results: &[result("dest", ANY_TENSOR)],
    traits: &[Trait::Pure],
    format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
    verify: Some(verify::cast),
    result_names: Some(name!("cast")),
    fold: Some(fold::fold_identity_cast),
    canonicalization_patterns: Some(canonicalize::cast_patterns),
    ..OpDef::new("tensor.cast")
};

// ---- creation ------------------------------------------------------------------------------

pub static CONCAT: OpDef = OpDef {
    operands: &[variadic("inputs", ANY_RANKED_TENSOR)],
    results: &[result("result", ANY_RANKED_TENSOR)],
    attrs: &[attr("dim", c::I64_ATTR)],
    traits: &[Trait::Pure],
    format: Some("`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)"),
    verify: Some(verify::concat),
    result_names: Some(name!("concat")),
    fold: Some(fold::fold_concat),
    ..OpDef::new("tensor.concat")
};

pub static EMPTY: OpDef = OpDef {
    operands: &[variadic("dynamicSizes", c::INDEX)],
    results: &[result("result", ANY_RANKED_TENSOR)],
    traits: &[Trait::Pure],
    format: Some("`(`$dynamicSizes`)` attr-dict `:` type($result)"),
    verify: Some(verify::empty),
    canonicalization_patterns: Some(canonicalize::empty_patterns),
    ..OpDef::new("tensor.empty")
};

pub static FROM_ELEMENTS: OpDef = OpDef {
    operands: &[variadic("elements", c::ANY_TYPE)],
    results: &[result("result", STATIC_TENSOR)],
    traits: &[
        Trait::Pure,
        Trait::TypesMatchWith {
            summary: "operand types match result element type",
            from: "result",
            to: "elements",
            transform: elem_of,
        },
        Trait::Pred {
            summary: "operand types match result element type",
            pred: verify::from_elements_count,
        },
    ],
    format: Some("$elements attr-dict `:` type($result)"),
    result_names: Some(name!("from_elements")),
    fold: Some(fold::fold_from_elements),
    ..OpDef::new("tensor.from_elements")
};

pub static GENERATE: OpDef = OpDef {
    operands: &[variadic("dynamicExtents", c::INDEX)],
    results: &[result("result", ANY_RANKED_TENSOR)],
    regions: &[sized_region("body")],
    traits: &[
        Trait::RecursiveMemoryEffects,
        Trait::SingleBlockImplicitTerminator("tensor.yield"),
    ],
    format: Some("$dynamicExtents $body attr-dict `:` type($result)"),
    verify: Some(verify::generate),
    verify_regions: Some(verify::generate_regions),
    result_names: Some(name!("generated")),
    canonicalization_patterns: Some(canonicalize::generate_patterns),
    ..OpDef::new("tensor.generate")
};

pub static SPLAT: OpDef = OpDef {
    operands: &[
        operand("input", SPLAT_INPUT),
        variadic("dynamicSizes", c::INDEX),
    ],
    results: &[result("aggregate", ANY_RANKED_TENSOR)],
    traits: &[
        Trait::Pure,
        Trait::TypesMatchWith {
            summary: "operand type matches element type of result",
            from: "aggregate",
            to: "input",
            transform: elem_of,
        },
    ],
    format: Some("$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)"),
    verify: Some(verify::splat),
    result_names: Some(name!("splat")),
    fold: Some(fold::fold_splat),
    ..OpDef::new("tensor.splat")
};

pub static YIELD: OpDef = OpDef {
    operands: &[operand("value", c::ANY_TYPE)],
    traits: &[
        Trait::Pure,
        Trait::ReturnLike,
        Trait::Terminator,
        Trait::HasParent(&["tensor.generate", "tensor.pad"]),
    ],
    format: Some("$value attr-dict `:` type($value)"),
    ..OpDef::new("tensor.yield")
};

// ---- queries and element access ------------------------------------------------------------

pub static DIM: OpDef = OpDef {
    operands: &[operand("source", DIM_SOURCE), operand("index", c::INDEX)],
    results: &[result("result", c::INDEX)],
    traits: &[Trait::NoMemoryEffect],
    format: Some("attr-dict $source `,` $index `:` type($source)"),
    infer: Some(infer_index),
    result_names: Some(name!("dim")),
    fold: Some(fold::fold_dim),
    canonicalization_patterns: Some(canonicalize::dim_patterns),
    ..OpDef::new("tensor.dim")
};

pub static RANK: OpDef = OpDef {
    operands: &[operand("tensor", ANY_TENSOR)],
    results: &[result("", c::INDEX)],
    traits: &[Trait::Pure],
    format: Some("$tensor attr-dict `:` type($tensor)"),
    infer: Some(infer_index),
    result_names: Some(name!("rank")),
    fold: Some(fold::fold_rank),
    ..OpDef::new("tensor.rank")
};

pub static EXTRACT: OpDef = OpDef {
    operands: &[
        operand("tensor", ANY_RANKED_TENSOR),
        variadic("indices", c::INDEX),
    ],
    results: &[result("result", c::ANY_TYPE)],
    traits: &[
        Trait::Pure,
        Trait::TypesMatchWith {
            summary: "result type matches element type of tensor",
            from: "tensor",
            to: "result",
            transform: elem_of,
        },
    ],
    format: Some("$tensor `[` $indices `]` attr-dict `:` type($tensor)"),
    verify: Some(verify::extract),
    result_names: Some(name!("extracted")),
    fold: Some(fold::fold_extract),
    canonicalization_patterns: Some(canonicalize::extract_patterns),
    ..OpDef::new("tensor.extract")
};

pub static INSERT: OpDef = OpDef {
    operands: &[
        operand("scalar", c::ANY_TYPE),
        operand("dest", ANY_RANKED_TENSOR),
        variadic("indices", c::INDEX),
    ],
    results: &[result("result", ANY_RANKED_TENSOR)],
    traits: &[
        Trait::Pure,
        Trait::TypesMatchWith {
            summary: "result type matches type of dest",
            from: "dest",
            to: "result",
            transform: |_, t| t,
        },
        Trait::TypesMatchWith {
            summary: "scalar type matches element type of dest",
            from: "dest",
            to: "scalar",
            transform: elem_of,
        },
    ],
    format: Some("$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)"),
    verify: Some(verify::insert),
    result_names: Some(name!("inserted")),
    fold: Some(fold::fold_insert),
    ..OpDef::new("tensor.insert")
};

pub static GATHER: OpDef = OpDef {
    operands: &[
        operand("source", ANY_RANKED_TENSOR),
        operand("indices", INDICES_TENSOR),
    ],
    results: &[result("result", ANY_RANKED_TENSOR)],
    attrs: &[
        attr("gather_dims", c::DENSE_I64_ARRAY_ATTR),
        optional_attr("unique", c::UNIT_ATTR),
    ],
    traits: &[Trait::Pure],
    format: Some(
        "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
    ),
    verify: Some(verify::gather),
    result_names: Some(name!("gather")),
    ..OpDef::new("tensor.gather")
};

pub static SCATTER: OpDef = OpDef {
    operands: &[
        operand("source", ANY_RANKED_TENSOR),
        operand("dest", ANY_RANKED_TENSOR),
        operand("indices", INDICES_TENSOR),
    ],
    results: &[result("result", ANY_RANKED_TENSOR)],
    attrs: &[
        attr("scatter_dims", c::DENSE_I64_ARRAY_ATTR),
        optional_attr("unique", c::UNIT_ATTR),
    ],
    traits: &[Trait::Pure],
    format: Some(
        "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
    ),
    verify: Some(verify::scatter),
    result_names: Some(name!("scatter")),
    ..OpDef::new("tensor.scatter")
};

// ---- slices --------------------------------------------------------------------------------

const SLICE_ATTRS: &[rmlir_ir::ods::AttrDef] = &[
    attr("static_offsets", c::DENSE_I64_ARRAY_ATTR),
    attr("static_sizes", c::DENSE_I64_ARRAY_ATTR),
    attr("static_strides", c::DENSE_I64_ARRAY_ATTR),
];

pub static EXTRACT_SLICE: OpDef = OpDef {
    operands: &[
        operand("source", ANY_RANKED_TENSOR),
        variadic("offsets", c::INDEX),
        variadic("sizes", c::INDEX),
        variadic("strides", c::INDEX),
    ],
    results: &[result("result", ANY_RANKED_TENSOR)],
    attrs: SLICE_ATTRS,
    traits: &[Trait::AttrSizedOperandSegments, Trait::Pure],
    format: Some(
        "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    ),
    customs: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify::extract_slice),
    result_names: Some(name!("extracted_slice")),
    fold: Some(fold::fold_extract_slice),
    canonicalization_patterns: Some(canonicalize::extract_slice_patterns),
    ..OpDef::new("tensor.extract_slice")
};

const INSERT_SLICE_OPERANDS: &[rmlir_ir::ods::ValueDef] = &[
    operand("source", ANY_RANKED_TENSOR),
    operand("dest", ANY_RANKED_TENSOR),
    variadic("offsets", c::INDEX),
    variadic("sizes", c::INDEX),
    variadic("strides", c::INDEX),
];

const INSERT_SLICE_FORMAT: &str = "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)";

pub static INSERT_SLICE: OpDef = OpDef {
    operands: INSERT_SLICE_OPERANDS,
    results: &[result("result", ANY_RANKED_TENSOR)],
    attrs: SLICE_ATTRS,
    traits: &[
        Trait::AttrSizedOperandSegments,
        Trait::Pure,
        Trait::TypesMatchWith {
            summary: "expected result type to match dest type",
            from: "dest",
            to: "result",
            transform: |_, t| t,
        },
    ],
    format: Some(INSERT_SLICE_FORMAT),
    customs: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify::insert_slice),
    result_names: Some(name!("inserted_slice")),
    fold: Some(fold::fold_insert_slice),
    canonicalization_patterns: Some(canonicalize::insert_slice_patterns),
    ..OpDef::new("tensor.insert_slice")
};

pub static PARALLEL_INSERT_SLICE: OpDef = OpDef {
    operands: INSERT_SLICE_OPERANDS,
    attrs: SLICE_ATTRS,
    traits: &[Trait::AttrSizedOperandSegments],
    format: Some(INSERT_SLICE_FORMAT),
    customs: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify::parallel_insert_slice),
    canonicalization_patterns: Some(canonicalize::parallel_insert_slice_patterns),
    ..OpDef::new("tensor.parallel_insert_slice")
};

pub static PAD: OpDef = OpDef {
    operands: &[
        operand("source", ANY_RANKED_TENSOR),
        variadic("low", c::INDEX),
        variadic("high", c::INDEX),
    ],
    results: &[result("result", ANY_RANKED_TENSOR)],
    attrs: &[
        attr("static_low", c::DENSE_I64_ARRAY_ATTR),
        attr("static_high", c::DENSE_I64_ARRAY_ATTR),
        optional_attr("nofold", c::UNIT_ATTR),
    ],
    regions: &[sized_region("region")],
    traits: &[
        Trait::AttrSizedOperandSegments,
        Trait::Pure,
        Trait::SingleBlockImplicitTerminator("tensor.yield"),
    ],
    format: Some(
        "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)",
    ),
    customs: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify::pad),
    verify_regions: Some(verify::pad_regions),
    result_names: Some(name!("padded")),
    fold: Some(fold::fold_pad),
    canonicalization_patterns: Some(canonicalize::pad_patterns),
    ..OpDef::new("tensor.pad")
};

// ---- reshapes ------------------------------------------------------------------------------

pub static RESHAPE: OpDef = OpDef {
    operands: &[
        operand("source", ANY_TENSOR),
        operand("shape", SHAPE_TENSOR),
    ],
    results: &[result("result", ANY_TENSOR)],
    traits: &[Trait::Pure],
    format: Some("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"),
    verify: Some(verify::reshape),
    result_names: Some(name!("reshape")),
    fold: Some(fold::fold_reshape),
    ..OpDef::new("tensor.reshape")
};

pub static EXPAND_SHAPE: OpDef = OpDef {
    operands: &[
        operand("src", ANY_TENSOR),
        variadic("output_shape", c::INDEX),
    ],
    results: &[result("result", ANY_TENSOR)],
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
    result_names: Some(name!("expanded")),
    fold: Some(fold::fold_expand_shape),
    canonicalization_patterns: Some(canonicalize::expand_shape_patterns),
    ..OpDef::new("tensor.expand_shape")
};

pub static COLLAPSE_SHAPE: OpDef = OpDef {
    operands: &[operand("src", ANY_TENSOR)],
    results: &[result("result", ANY_TENSOR)],
    attrs: &[attr("reassociation", REASSOCIATION_ATTR)],
    traits: &[Trait::Pure],
    format: Some("$src $reassociation attr-dict `:` type($src) `into` type($result)"),
    verify: Some(verify::collapse_shape),
    result_names: Some(name!("collapsed")),
    fold: Some(fold::fold_collapse_shape),
    canonicalization_patterns: Some(canonicalize::collapse_shape_patterns),
    ..OpDef::new("tensor.collapse_shape")
};

// ---- relayout ------------------------------------------------------------------------------

fn empty_dense_array(ctx: &Context) -> Attribute {
    c::dense_i64_array(ctx, &[])
}

pub static PACK: OpDef = OpDef {
    operands: &[
        operand("source", ANY_RANKED_TENSOR),
        operand("dest", ANY_RANKED_TENSOR),
        optional("padding_value", c::ANY_TYPE),
        variadic("inner_tiles", c::INDEX),
    ],
    results: &[result("result", ANY_RANKED_TENSOR)],
    attrs: &[
        default_optional_attr("outer_dims_perm", c::DENSE_I64_ARRAY_ATTR, empty_dense_array),
        attr("inner_dims_pos", c::DENSE_I64_ARRAY_ATTR),
        attr("static_inner_tiles", c::DENSE_I64_ARRAY_ATTR),
    ],
    traits: &[
        Trait::AttrSizedOperandSegments,
        Trait::NoMemoryEffect,
        Trait::TypesMatchWith {
            summary: "result type matches type of dest",
            from: "dest",
            to: "result",
            transform: |_, t| t,
        },
    ],
    format: Some(
        "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` type($dest)",
    ),
    customs: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify::pack),
    fold: Some(fold::fold_pack),
    result_names: Some(name!("pack")),
    ..OpDef::new("tensor.pack")
};

pub static UNPACK: OpDef = OpDef {
    operands: &[
        operand("source", ANY_RANKED_TENSOR),
        operand("dest", ANY_RANKED_TENSOR),
        variadic("inner_tiles", c::INDEX),
    ],
    results: &[result("result", ANY_RANKED_TENSOR)],
    attrs: &[
        default_optional_attr("outer_dims_perm", c::DENSE_I64_ARRAY_ATTR, empty_dense_array),
        attr("inner_dims_pos", c::DENSE_I64_ARRAY_ATTR),
        attr("static_inner_tiles", c::DENSE_I64_ARRAY_ATTR),
    ],
    traits: &[
        Trait::NoMemoryEffect,
        Trait::TypesMatchWith {
            summary: "result type matches type of dest",
            from: "dest",
            to: "result",
            transform: |_, t| t,
        },
    ],
    format: Some(
        "$source (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` type($dest)",
    ),
    customs: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify::unpack),
    result_names: Some(name!("unpack")),
    ..OpDef::new("tensor.unpack")
};

#[cfg(test)]
mod tests;
