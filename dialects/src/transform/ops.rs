//! The core ops of the transform dialect (`TransformOps.td`).

use super::{
    ANY_HANDLE_OR_PARAM, HANDLE, PARAM, STR_ARRAY_ATTR, SYMBOL_REF_ARRAY_ATTR, VALUE_HANDLE,
};
use rmlir_ir::dialect::{OpInfo, Traits};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::constraints::enum_attr;
use rmlir_ir::ods::{
    attr, default_attr, max_sized_region, operand, optional, optional_attr, result, sized_region,
    variadic, variadic_region, EnumDef, OpDef, Trait,
};
use rmlir_ir::{Attribute, Context};

/// `FailurePropagationMode` (`I32EnumAttr`).
pub static FAILURE_PROPAGATION_MODE: EnumDef = EnumDef {
    name: "FailurePropagationMode",
    cases: &[("propagate", 1), ("suppress", 2)],
    width: 32,
};

/// `MatchCmpIPredicate` (`I32EnumAttr`).
pub static MATCH_CMPI_PREDICATE: EnumDef = EnumDef {
    name: "MatchCmpIPredicate",
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("lt", 2),
        ("le", 3),
        ("gt", 4),
        ("ge", 5),
    ],
    width: 32,
};

const YIELD_TERM: Trait = Trait::SingleBlockImplicitTerminator("transform.yield");

pub static ALTERNATIVES: OpDef = OpDef {
    operands: &[optional("scope", HANDLE)],
    results: &[variadic("results", HANDLE)],
    regions: &[variadic_region("alternatives")],
    traits: &[Trait::IsolatedFromAbove, YIELD_TERM],
    format: Some(
        "($scope^ `:` type($scope))? (`->` type($results)^)? attr-dict-with-keyword regions",
    ),
    ..OpDef::new("transform.alternatives")
};

pub static ANNOTATE: OpDef = OpDef {
    operands: &[operand("target", HANDLE), optional("param", PARAM)],
    attrs: &[attr("name", super::STR_ATTR)],
    format: Some("$target $name attr-dict (`=` $param^)?`:` type($target) (`,` type($param)^)?"),
    ..OpDef::new("transform.annotate")
};

macro_rules! to_target_op {
    ($id:ident, $name:literal) => {
        pub static $id: OpDef = OpDef {
            operands: &[operand("target", HANDLE)],
            format: Some("`to` $target attr-dict `:` type($target)"),
            ..OpDef::new($name)
        };
    };
}
to_target_op!(APPLY_CSE, "transform.apply_cse");
to_target_op!(APPLY_DCE, "transform.apply_dce");
to_target_op!(APPLY_LICM, "transform.apply_licm");

pub static APPLY_CONVERSION_PATTERNS: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    attrs: &[
        optional_attr("legal_ops", STR_ARRAY_ATTR),
        optional_attr("illegal_ops", STR_ARRAY_ATTR),
        optional_attr("legal_dialects", STR_ARRAY_ATTR),
        optional_attr("illegal_dialects", STR_ARRAY_ATTR),
        optional_attr("partial_conversion", c::UNIT_ATTR),
    ],
    regions: &[
        max_sized_region("patterns"),
        variadic_region("default_type_converter_region"),
    ],
    traits: &[Trait::NoTerminator, Trait::GraphRegions],
    format: Some(
        "`to` $target $patterns (`with` `type_converter` $default_type_converter_region^)? attr-dict `:` type($target)",
    ),
    ..OpDef::new("transform.apply_conversion_patterns")
};

pub static APPLY_PATTERNS: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    attrs: &[
        optional_attr("apply_cse", c::UNIT_ATTR),
        default_attr("max_iterations", c::I64_ATTR, minus_one_i64),
        default_attr("max_num_rewrites", c::I64_ATTR, minus_one_i64),
    ],
    regions: &[max_sized_region("patterns")],
    traits: &[Trait::NoTerminator, Trait::GraphRegions],
    format: Some("`to` $target $patterns attr-dict `:` type($target)"),
    ..OpDef::new("transform.apply_patterns")
};

fn one_i64(ctx: &Context) -> Attribute {
    ctx.int_attr(ctx.integer_type(64), 1)
}
fn minus_one_i64(ctx: &Context) -> Attribute {
    ctx.int_attr(ctx.integer_type(64), -1)
}

fn empty_str(ctx: &Context) -> Attribute {
    ctx.string_attr("")
}

pub static APPLY_REGISTERED_PASS: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("result", HANDLE)],
    attrs: &[
        attr("pass_name", super::STR_ATTR),
        default_attr("options", super::STR_ATTR, empty_str),
    ],
    format: Some("$pass_name `to` $target attr-dict `:` functional-type(operands, results)"),
    ..OpDef::new("transform.apply_registered_pass")
};

pub static CAST: OpDef = OpDef {
    operands: &[operand("input", HANDLE)],
    results: &[result("output", HANDLE)],
    format: Some("$input attr-dict `:` type($input) `to` type($output)"),
    ..OpDef::new("transform.cast")
};

pub static FOREACH_MATCH: OpDef = OpDef {
    operands: &[
        operand("root", HANDLE),
        variadic("forwarded_inputs", ANY_HANDLE_OR_PARAM),
    ],
    results: &[
        result("updated", HANDLE),
        variadic("forwarded_outputs", ANY_HANDLE_OR_PARAM),
    ],
    attrs: &[
        optional_attr("restrict_root", c::UNIT_ATTR),
        optional_attr("flatten_results", c::UNIT_ATTR),
        attr("matchers", SYMBOL_REF_ARRAY_ATTR),
        attr("actions", SYMBOL_REF_ARRAY_ATTR),
    ],
    format: Some(
        "oilist( `restrict_root` $restrict_root | `flatten_results` $flatten_results ) `in` $root (`,` $forwarded_inputs^)? custom<ForeachMatchSymbols>($matchers, $actions) attr-dict `:` functional-type(operands, results)",
    ),
    customs: &[super::structured::FOREACH_MATCH_SYMBOLS],
    result_names: Some(|_, body, op, set| {
        for i in 0..body.results(op).len() {
            set(i, if i == 0 { "updated_root" } else { "yielded" });
        }
    }),
    ..OpDef::new("transform.foreach_match")
};

pub static FOREACH: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[variadic("results", HANDLE)],
    regions: &[sized_region("body")],
    traits: &[YIELD_TERM],
    format: Some("$target `:` type($target) (`->` type($results)^)? $body attr-dict"),
    default_dialect: Some("transform"),
    ..OpDef::new("transform.foreach")
};

macro_rules! nav_op {
    ($id:ident, $name:literal, $attr:literal, $in:expr, $out:expr, $res:literal) => {
        pub static $id: OpDef = OpDef {
            operands: &[operand("target", $in)],
            results: &[result($res, $out)],
            attrs: &[attr($attr, c::I64_ATTR)],
            format: Some(concat!(
                "$target `[` $",
                $attr,
                " `]` attr-dict `:` functional-type(operands, results)"
            )),
            ..OpDef::new($name)
        };
    };
}
nav_op!(
    GET_CONSUMERS_OF_RESULT,
    "transform.get_consumers_of_result",
    "result_number",
    HANDLE,
    HANDLE,
    "consumers"
);
nav_op!(
    GET_PRODUCER_OF_OPERAND,
    "transform.get_producer_of_operand",
    "operand_number",
    HANDLE,
    HANDLE,
    "producer"
);
nav_op!(
    GET_RESULT,
    "transform.get_result",
    "result_number",
    HANDLE,
    VALUE_HANDLE,
    "result"
);
nav_op!(
    GET_OPERAND,
    "transform.get_operand",
    "operand_number",
    HANDLE,
    VALUE_HANDLE,
    "result"
);

pub static GET_DEFINING_OP: OpDef = OpDef {
    operands: &[operand("target", VALUE_HANDLE)],
    results: &[result("result", HANDLE)],
    format: Some("$target attr-dict `:` functional-type(operands, results)"),
    ..OpDef::new("transform.get_defining_op")
};

pub static GET_PARENT_OP: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("parent", HANDLE)],
    attrs: &[
        optional_attr("isolated_from_above", c::UNIT_ATTR),
        optional_attr("allow_empty_handle", c::UNIT_ATTR),
        optional_attr("op_name", super::STR_ATTR),
        optional_attr("deduplicate", c::UNIT_ATTR),
        default_attr("nth_parent", c::I64_ATTR, one_i64),
    ],
    format: Some("$target attr-dict `:` functional-type(operands, results)"),
    ..OpDef::new("transform.get_parent_op")
};

pub static GET_TYPE: OpDef = OpDef {
    operands: &[operand("value", VALUE_HANDLE)],
    results: &[result("type_param", PARAM)],
    attrs: &[optional_attr("elemental", c::UNIT_ATTR)],
    format: Some(
        "(`elemental` $elemental^)? $value attr-dict `:`functional-type(operands, results)",
    ),
    ..OpDef::new("transform.get_type")
};

pub static INCLUDE: OpDef = OpDef {
    operands: &[variadic("operands", ANY_HANDLE_OR_PARAM)],
    results: &[variadic("results", ANY_HANDLE_OR_PARAM)],
    attrs: &[
        attr("target", c::SYMBOL_REF_ATTR),
        attr(
            "failure_propagation_mode",
            enum_attr(&FAILURE_PROPAGATION_MODE),
        ),
    ],
    format: Some(
        "$target `failures` `(` $failure_propagation_mode `)``(` $operands `)` attr-dict `:` functional-type($operands, $results)",
    ),
    ..OpDef::new("transform.include")
};

pub static MATCH_OPERATION_NAME: OpDef = OpDef {
    operands: &[operand("operand_handle", HANDLE)],
    attrs: &[attr("op_names", STR_ARRAY_ATTR)],
    format: Some("$operand_handle $op_names attr-dict `:` type($operand_handle)"),
    ..OpDef::new("transform.match.operation_name")
};

pub static MATCH_PARAM_CMPI: OpDef = OpDef {
    operands: &[operand("param", PARAM), operand("reference", PARAM)],
    attrs: &[attr("predicate", enum_attr(&MATCH_CMPI_PREDICATE))],
    traits: &[Trait::SameTypeOperands],
    format: Some("$predicate $param `,` $reference attr-dict `:` type($param)"),
    ..OpDef::new("transform.match.param.cmpi")
};

pub static MERGE_HANDLES: OpDef = OpDef {
    operands: &[variadic("handles", ANY_HANDLE_OR_PARAM)],
    results: &[result("result", ANY_HANDLE_OR_PARAM)],
    attrs: &[optional_attr("deduplicate", c::UNIT_ATTR)],
    traits: &[Trait::SameOperandsAndResultType],
    format: Some("(`deduplicate` $deduplicate^)? $handles attr-dict `:` type($result)"),
    ..OpDef::new("transform.merge_handles")
};

fn true_attr(ctx: &Context) -> Attribute {
    ctx.bool_attr(true)
}

pub static SPLIT_HANDLE: OpDef = OpDef {
    operands: &[operand("handle", HANDLE)],
    results: &[variadic("results", HANDLE)],
    attrs: &[
        default_attr("pass_through_empty_handle", c::BOOL_ATTR, true_attr),
        default_attr("fail_on_payload_too_small", c::BOOL_ATTR, true_attr),
        optional_attr("overflow_result", c::I64_ATTR),
    ],
    format: Some("$handle attr-dict `:` functional-type(operands, results)"),
    ..OpDef::new("transform.split_handle")
};

pub static PARAM_CONSTANT: OpDef = OpDef {
    results: &[result("param", PARAM)],
    attrs: &[attr("value", c::ANY_ATTR)],
    format: Some("$value attr-dict `->` type($param)"),
    ..OpDef::new("transform.param.constant")
};

pub static PRINT: OpDef = OpDef {
    operands: &[optional("target", HANDLE)],
    attrs: &[optional_attr("name", super::STR_ATTR)],
    format: Some("$target attr-dict (`:` type($target)^)?"),
    ..OpDef::new("transform.print")
};

pub static REPLICATE: OpDef = OpDef {
    operands: &[
        operand("pattern", HANDLE),
        variadic("handles", ANY_HANDLE_OR_PARAM),
    ],
    results: &[variadic("replicated", ANY_HANDLE_OR_PARAM)],
    traits: &[Trait::AllTypesMatch(&["handles", "replicated"])],
    format: Some("`num` `(` $pattern `)` $handles attr-dict `:` type($pattern) `,` type($handles)"),
    ..OpDef::new("transform.replicate")
};

pub static SELECT: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("result", HANDLE)],
    attrs: &[attr("op_name", super::STR_ATTR)],
    format: Some("$op_name `in` $target attr-dict `:` functional-type(operands, results)"),
    ..OpDef::new("transform.select")
};

pub static SEQUENCE: OpDef = OpDef {
    operands: &[
        optional("root", HANDLE),
        variadic("extra_bindings", ANY_HANDLE_OR_PARAM),
    ],
    results: &[variadic("results", HANDLE)],
    attrs: &[attr(
        "failure_propagation_mode",
        enum_attr(&FAILURE_PROPAGATION_MODE),
    )],
    regions: &[sized_region("body")],
    traits: &[YIELD_TERM, Trait::AttrSizedOperandSegments],
    format: Some(
        "custom<SequenceOpOperands>($root, type($root), $extra_bindings, type($extra_bindings)) (`->` type($results)^)? `failures` `(` $failure_propagation_mode `)` attr-dict-with-keyword regions",
    ),
    customs: &[super::structured::SEQUENCE_OP_OPERANDS],
    default_dialect: Some("transform"),
    ..OpDef::new("transform.sequence")
};

pub static VERIFY: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    format: Some("$target attr-dict `:` type($target)"),
    ..OpDef::new("transform.verify")
};

pub static YIELD: OpDef = OpDef {
    operands: &[variadic("operands", ANY_HANDLE_OR_PARAM)],
    traits: &[Trait::Terminator],
    format: Some("operands attr-dict (`:` type($operands)^)?"),
    ..OpDef::new("transform.yield")
};

pub static APPLY_CANONICALIZATION: OpDef = OpDef {
    format: Some("attr-dict"),
    ..OpDef::new("transform.apply_patterns.canonicalization")
};

/// Every core op declared with a format.
pub static CORE_OPS: &[&OpDef] = &[
    &ALTERNATIVES,
    &ANNOTATE,
    &APPLY_CSE,
    &APPLY_DCE,
    &APPLY_LICM,
    &APPLY_CONVERSION_PATTERNS,
    &APPLY_PATTERNS,
    &APPLY_REGISTERED_PASS,
    &APPLY_CANONICALIZATION,
    &CAST,
    &FOREACH_MATCH,
    &FOREACH,
    &GET_CONSUMERS_OF_RESULT,
    &GET_PRODUCER_OF_OPERAND,
    &GET_RESULT,
    &GET_OPERAND,
    &GET_DEFINING_OP,
    &GET_PARENT_OP,
    &GET_TYPE,
    &INCLUDE,
    &MATCH_OPERATION_NAME,
    &MATCH_PARAM_CMPI,
    &MERGE_HANDLES,
    &SPLIT_HANDLE,
    &PARAM_CONSTANT,
    &PRINT,
    &REPLICATE,
    &SELECT,
    &SEQUENCE,
    &VERIFY,
    &YIELD,
];

/// `transform.named_sequence`: the `FunctionOpInterface` custom form, shared with
/// `func.func` (same properties, same syntax).
pub fn named_sequence_info() -> OpInfo {
    let traits = Traits::ISOLATED_FROM_ABOVE
        .union(Traits::SYMBOL)
        .union(Traits::ONE_REGION)
        .union(Traits::ZERO_OPERANDS)
        .union(Traits::ZERO_RESULTS);
    OpInfo {
        props: crate::func::FUNC_PROPS.to_vec(),
        print: Some(crate::func::asm::print_func),
        parse: Some(crate::func::asm::parse_func),
        ..OpInfo::new("transform.named_sequence", traits)
    }
}
