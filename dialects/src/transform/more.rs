//! Transform ops of the other extensions: `debug`, `loop` (SCF), `affine`, `bufferization`,
//! `gpu`-mapping structured ops, and the vector pattern descriptors with options.

use super::structured::ods_result_names;
use super::{ANY_HANDLE_OR_PARAM, HANDLE, PARAM};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::constraints::enum_attr;
use rmlir_ir::ods::{
    attr, default_attr, operand, optional, optional_attr, result, variadic, EnumDef, OpDef,
};
use rmlir_ir::{Attribute, Context};

pub static EMIT_REMARK_AT: OpDef = OpDef {
    operands: &[operand("at", ANY_HANDLE_OR_PARAM)],
    attrs: &[attr("message", super::STR_ATTR)],
    format: Some("$at `,` $message attr-dict `:` type($at)"),
    ..OpDef::new("transform.debug.emit_remark_at")
};

pub static EMIT_PARAM_AS_REMARK: OpDef = OpDef {
    operands: &[operand("param", PARAM), optional("anchor", HANDLE)],
    attrs: &[optional_attr("message", super::STR_ATTR)],
    format: Some(
        "$param (`,` $message^)? (`at` $anchor^)? attr-dict `:` type($param) (`,` type($anchor)^)?",
    ),
    ..OpDef::new("transform.debug.emit_param_as_remark")
};

fn false_attr(ctx: &Context) -> Attribute {
    ctx.bool_attr(false)
}
fn true_attr(ctx: &Context) -> Attribute {
    ctx.bool_attr(true)
}
fn one_i64(ctx: &Context) -> Attribute {
    ctx.int_attr(ctx.integer_type(64), 1)
}

pub static LOOP_PEEL: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[
        result("peeled_loop", HANDLE),
        result("remainder_loop", HANDLE),
    ],
    attrs: &[
        default_attr("peel_front", c::BOOL_ATTR, false_attr),
        default_attr("fail_if_already_divisible", c::BOOL_ATTR, false_attr),
    ],
    format: Some("$target attr-dict `:` functional-type(operands, results)"),
    result_names: Some(ods_result_names),
    ..OpDef::new("transform.loop.peel")
};

pub static LOOP_UNROLL: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    attrs: &[attr("factor", c::I64_ATTR)],
    format: Some("$target attr-dict `:` type($target)"),
    ..OpDef::new("transform.loop.unroll")
};

pub static LOOP_OUTLINE: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("function", HANDLE), result("call", HANDLE)],
    attrs: &[attr("func_name", super::STR_ATTR)],
    format: Some("$target attr-dict `:` functional-type(operands, results)"),
    result_names: Some(ods_result_names),
    ..OpDef::new("transform.loop.outline")
};

pub static LOOP_COALESCE: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("transformed", HANDLE)],
    format: Some("$target attr-dict `:` functional-type($target, $transformed)"),
    ..OpDef::new("transform.loop.coalesce")
};

pub static SIMPLIFY_BOUNDED_AFFINE_OPS: OpDef = OpDef {
    operands: &[
        operand("target", HANDLE),
        variadic("bounded_values", HANDLE),
    ],
    attrs: &[
        attr("lower_bounds", c::DENSE_I64_ARRAY_ATTR),
        attr("upper_bounds", c::DENSE_I64_ARRAY_ATTR),
    ],
    format: Some(
        "$target `with` `[` ($bounded_values^ `:` type($bounded_values))? `]` `within` $lower_bounds `and` $upper_bounds attr-dict `:` type($target)",
    ),
    ..OpDef::new("transform.affine.simplify_bounded_affine_ops")
};

/// `LayoutMapOption` (bufferization).
pub static LAYOUT_MAP_OPTION: EnumDef = EnumDef {
    name: "LayoutMapOption",
    cases: &[
        ("InferLayoutMap", 0),
        ("IdentityLayoutMap", 1),
        ("FullyDynamicLayoutMap", 2),
    ],
    width: 32,
};

fn memref_copy(ctx: &Context) -> Attribute {
    ctx.string_attr("memref.copy")
}

pub static ONE_SHOT_BUFFERIZE: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("transformed", HANDLE)],
    attrs: &[
        optional_attr(
            "function_boundary_type_conversion",
            enum_attr(&LAYOUT_MAP_OPTION),
        ),
        default_attr("allow_return_allocs_from_loops", c::BOOL_ATTR, false_attr),
        default_attr("allow_unknown_ops", c::BOOL_ATTR, false_attr),
        default_attr("bufferize_function_boundaries", c::BOOL_ATTR, false_attr),
        default_attr("dump_alias_sets", c::BOOL_ATTR, false_attr),
        default_attr("test_analysis_only", c::BOOL_ATTR, false_attr),
        default_attr("print_conflicts", c::BOOL_ATTR, false_attr),
        default_attr("check_parallel_regions", c::BOOL_ATTR, true_attr),
        default_attr("memcpy_op", super::STR_ATTR, memref_copy),
    ],
    format: Some(
        "(`layout` `{` $function_boundary_type_conversion^ `}`)? $target attr-dict `:` functional-type($target, results)",
    ),
    ..OpDef::new("transform.bufferization.one_shot_bufferize")
};

pub static MAP_COPY_TO_THREADS: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("forall_op", HANDLE), result("tiled_op", HANDLE)],
    attrs: &[
        attr("total_num_threads", c::I64_ATTR),
        attr("desired_bit_alignment", c::I64_ATTR),
    ],
    format: Some(
        "$target `total_num_threads` `=` $total_num_threads `desired_bit_alignment` `=` $desired_bit_alignment attr-dict `:` functional-type(operands, results)",
    ),
    result_names: Some(ods_result_names),
    ..OpDef::new("transform.structured.gpu.map_copy_to_threads")
};

pub static HOIST_PAD: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("transformed", HANDLE)],
    attrs: &[
        attr("num_loops", c::I64_ATTR),
        default_attr("transpose", c::DENSE_I64_ARRAY_ATTR, empty_i64_array),
    ],
    format: Some(
        "$target `by` $num_loops `loops` (`,` `transpose` `by` $transpose^)? attr-dict `:` functional-type(operands, results)",
    ),
    ..OpDef::new("transform.structured.hoist_pad")
};

pub static HOIST_PAD_BUILD_PACKING_LOOP_NEST: OpDef = OpDef {
    operands: &[operand("target", HANDLE), operand("loop", HANDLE)],
    results: &[result("packing_loop", HANDLE)],
    attrs: &[default_attr(
        "transpose",
        c::DENSE_I64_ARRAY_ATTR,
        empty_i64_array,
    )],
    format: Some(
        "$target `above` $loop (`,` `transpose` `by` $transpose^)? attr-dict `:` functional-type(operands, results)",
    ),
    ..OpDef::new("transform.structured.hoist_pad.build_packing_loop_nest")
};

fn empty_i64_array(ctx: &Context) -> Attribute {
    c::dense_i64_array(ctx, &[])
}

fn empty_array(ctx: &Context) -> Attribute {
    ctx.array_attr(&[])
}
fn materialize_in_destination(ctx: &Context) -> Attribute {
    ctx.string_attr("bufferization.materialize_in_destination")
}

pub static PAD: OpDef = OpDef {
    operands: &[
        operand("target", HANDLE),
        variadic("pad_to_multiple_of", ANY_HANDLE_OR_PARAM),
    ],
    results: &[
        result("padded", HANDLE),
        result("pad", HANDLE),
        result("copy", HANDLE),
    ],
    attrs: &[
        default_attr("padding_values", c::ARRAY_ATTR, empty_array),
        default_attr("padding_dimensions", c::ARRAY_ATTR, empty_array),
        optional_attr("static_pad_to_multiple_of", c::DENSE_I64_ARRAY_ATTR),
        default_attr("pack_paddings", c::ARRAY_ATTR, empty_array),
        default_attr("transpose_paddings", c::ARRAY_ATTR, empty_array),
        default_attr("copy_back_op", super::STR_ATTR, materialize_in_destination),
    ],
    format: Some(
        "$target (`pad_to_multiple_of` custom<DynamicIndexList>($pad_to_multiple_of, $static_pad_to_multiple_of)^)? attr-dict `:` functional-type(operands, results)",
    ),
    customs: &[super::structured::DYNAMIC_INDEX_LIST],
    result_names: Some(ods_result_names),
    verify: Some(verify_pad),
    ..OpDef::new("transform.structured.pad")
};

pub static PROMOTE: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("transformed", HANDLE)],
    attrs: &[
        default_attr("operands_to_promote", c::ARRAY_ATTR, empty_array),
        default_attr("use_full_tile_buffers", c::ARRAY_ATTR, empty_array),
        optional_attr("use_full_tiles_by_default", c::UNIT_ATTR),
        optional_attr("use_alloca", c::UNIT_ATTR),
        optional_attr("memory_space", c::ANY_ATTR),
        optional_attr("mapping", c::ARRAY_ATTR),
        optional_attr("alignment", c::I64_ATTR),
    ],
    format: Some("$target attr-dict `:` functional-type(operands, results)"),
    ..OpDef::new("transform.structured.promote")
};

pub static WINOGRAD_CONV2D: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("transformed", HANDLE)],
    attrs: &[attr("m", c::I64_ATTR), attr("r", c::I64_ATTR)],
    format: Some("$target attr-dict `:` functional-type($target, results)"),
    ..OpDef::new("transform.structured.winograd_conv2d")
};

pub static MULTITILE_SIZES: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[
        result("low_size", ANY_HANDLE_OR_PARAM),
        result("high_size", ANY_HANDLE_OR_PARAM),
        result("split_point", ANY_HANDLE_OR_PARAM),
    ],
    attrs: &[
        attr("dimension", c::I64_ATTR),
        attr("target_size", c::I64_ATTR),
        default_attr("divisor", c::I64_ATTR, one_i64),
    ],
    format: Some(
        "$target attr-dict `:` custom<MultitileSizesTypes>(type($target), type($low_size), type($high_size), type($split_point))",
    ),
    customs: &[super::structured::MULTITILE_SIZES_TYPES],
    result_names: Some(ods_result_names),
    verify: Some(|ctx, body, op| {
        let rs = body.results(op);
        let t = |i: usize| body.value_type(rs[i]);
        if rs.len() == 3 && (t(0) != t(1) || t(0) != t(2)) {
            return Err(op_err(ctx, body, op, "expects all results type to be the same"));
        }
        Ok(())
    }),
    ..OpDef::new("transform.structured.multitile_sizes")
};

fn op_err(
    ctx: &Context,
    body: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
    msg: impl std::fmt::Display,
) -> rmlir_ir::diagnostics::Diagnostic {
    let name = ctx.op_name_str(body.op_name(op));
    rmlir_ir::diagnostics::Diagnostic::error(body.loc(op), format!("'{name}' op {msg}"))
}

fn int_list(ctx: &Context, a: Option<rmlir_ir::Attribute>) -> Vec<i64> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(rmlir_ir::AttrKind::Array(v)) => v
            .iter()
            .filter_map(|x| match ctx.attr_kind(*x) {
                rmlir_ir::AttrKind::Integer { value, .. } => value.to_i64(),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn is_permutation(v: &[i64]) -> bool {
    let mut s = v.to_vec();
    s.sort_unstable();
    s.iter().enumerate().all(|(i, x)| *x == i as i64)
}

/// `PadOp::verify`.
fn verify_pad(
    ctx: &Context,
    body: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
) -> Result<(), rmlir_ir::diagnostics::Diagnostic> {
    let prop = |n: &str| rmlir_ir::ods::prop(ctx, body, op, n);
    let show = |a: Option<rmlir_ir::Attribute>| {
        a.map(|a| rmlir_ir::printer::attr_to_string(ctx, a))
            .unwrap_or_default()
    };
    if int_list(ctx, prop("pack_paddings"))
        .iter()
        .any(|x| *x != 0 && *x != 1)
    {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "expects pack_paddings to contain booleans (0/1), found {}",
                show(prop("pack_paddings"))
            ),
        ));
    }
    let dims = int_list(ctx, prop("padding_dimensions"));
    if dims.iter().any(|x| *x < 0) {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "expects padding_dimensions to contain positive integers, found {}",
                show(prop("padding_dimensions"))
            ),
        ));
    }
    if let Some(rmlir_ir::AttrKind::Array(ts)) =
        prop("transpose_paddings").map(|a| ctx.attr_kind(a))
    {
        for t in ts.iter() {
            if !is_permutation(&int_list(ctx, Some(*t))) {
                return Err(op_err(
                    ctx,
                    body,
                    op,
                    format!(
                        "expects transpose_paddings to be a permutation, found {}",
                        show(Some(*t))
                    ),
                ));
            }
        }
    }
    Ok(())
}

// ---- vector pattern descriptors with options --------------------------------------------------

pub static CONTRACT_LOWERING: EnumDef = EnumDef {
    name: "VectorContractLowering",
    cases: &[
        ("dot", 0),
        ("matmulintrinsics", 1),
        ("outerproduct", 2),
        ("parallelarith", 3),
    ],
    width: 32,
};
pub static MULTI_REDUCTION_LOWERING: EnumDef = EnumDef {
    name: "VectorMultiReductionLowering",
    cases: &[("innerparallel", 0), ("innerreduction", 1)],
    width: 32,
};
pub static TRANSPOSE_LOWERING: EnumDef = EnumDef {
    name: "VectorTransposeLowering",
    cases: &[
        ("eltwise", 0),
        ("flat_transpose", 1),
        ("shuffle_1d", 2),
        ("shuffle_16x16", 3),
    ],
    width: 32,
};

fn outerproduct(ctx: &Context) -> Attribute {
    ctx.int_attr(ctx.integer_type(32), 2)
}
fn zero_i32(ctx: &Context) -> Attribute {
    ctx.int_attr(ctx.integer_type(32), 0)
}

pub static LOWER_CONTRACTION: OpDef = OpDef {
    attrs: &[default_attr(
        "lowering_strategy",
        enum_attr(&CONTRACT_LOWERING),
        outerproduct,
    )],
    format: Some("(`lowering_strategy` `=` $lowering_strategy^)? attr-dict"),
    ..OpDef::new("transform.apply_patterns.vector.lower_contraction")
};

pub static LOWER_OUTERPRODUCT: OpDef = OpDef {
    format: Some("attr-dict"),
    ..OpDef::new("transform.apply_patterns.vector.lower_outerproduct")
};

pub static LOWER_MULTI_REDUCTION: OpDef = OpDef {
    attrs: &[default_attr(
        "lowering_strategy",
        enum_attr(&MULTI_REDUCTION_LOWERING),
        zero_i32,
    )],
    format: Some("(`lowering_strategy` `=` $lowering_strategy^)? attr-dict"),
    ..OpDef::new("transform.apply_patterns.vector.lower_multi_reduction")
};

pub static LOWER_TRANSFER: OpDef = OpDef {
    attrs: &[default_attr("max_transfer_rank", c::I64_ATTR, one_i64)],
    format: Some("(`max_transfer_rank` `=` $max_transfer_rank^)? attr-dict"),
    ..OpDef::new("transform.apply_patterns.vector.lower_transfer")
};

pub static LOWER_TRANSPOSE: OpDef = OpDef {
    attrs: &[
        default_attr(
            "lowering_strategy",
            enum_attr(&TRANSPOSE_LOWERING),
            zero_i32,
        ),
        default_attr("avx2_lowering_strategy", c::BOOL_ATTR, false_attr),
    ],
    format: Some(
        "oilist(`lowering_strategy` `=` $lowering_strategy | `avx2_lowering_strategy` `=` $avx2_lowering_strategy) attr-dict",
    ),
    ..OpDef::new("transform.apply_patterns.vector.lower_transpose")
};

pub static TRANSFER_TO_SCF: OpDef = OpDef {
    attrs: &[
        default_attr("max_transfer_rank", c::I64_ATTR, one_i64),
        default_attr("full_unroll", c::BOOL_ATTR, false_attr),
    ],
    format: Some(
        "(`max_transfer_rank` `=` $max_transfer_rank^)? (`full_unroll` `=` $full_unroll^)? attr-dict",
    ),
    ..OpDef::new("transform.apply_patterns.vector.transfer_to_scf")
};

/// Every op of this module.
pub static MORE_OPS: &[&OpDef] = &[
    &EMIT_REMARK_AT,
    &EMIT_PARAM_AS_REMARK,
    &LOOP_PEEL,
    &LOOP_UNROLL,
    &LOOP_OUTLINE,
    &LOOP_COALESCE,
    &SIMPLIFY_BOUNDED_AFFINE_OPS,
    &ONE_SHOT_BUFFERIZE,
    &MAP_COPY_TO_THREADS,
    &HOIST_PAD,
    &HOIST_PAD_BUILD_PACKING_LOOP_NEST,
    &PAD,
    &PROMOTE,
    &WINOGRAD_CONV2D,
    &MULTITILE_SIZES,
    &LOWER_CONTRACTION,
    &LOWER_OUTERPRODUCT,
    &LOWER_MULTI_REDUCTION,
    &LOWER_TRANSFER,
    &LOWER_TRANSPOSE,
    &TRANSFER_TO_SCF,
];
