//! The `scf` dialect of MLIR 19: structured control flow (`scf.for`, `scf.forall`,
//! `scf.if`, `scf.while`, `scf.parallel`, `scf.index_switch`, `scf.execute_region` and
//! their terminators), declared with [`rmlir_ir::ods`]. Ops upstream writes by hand
//! (`hasCustomAssemblyFormat`) get their parsers and printers in [`asm`]; verifiers
//! (the ops' own, `LoopLikeOpInterface`'s and `RegionBranchOpInterface`'s) are in [`verify`].

mod asm;
mod canonicalize;
pub mod for_loop_canonicalization;
pub mod interfaces;
mod verify;

use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{
    attr, max_sized_region, operand, optional_attr, region, sized_region, variadic,
    variadic_sized_region, DeclaredDialect, OpDef, Trait, TypeConstraint,
};

pub static SCF: DeclaredDialect = DeclaredDialect {
    namespace: "scf",
    ops: &[
        &CONDITION,
        &EXECUTE_REGION,
        &FOR,
        &FORALL,
        &IN_PARALLEL,
        &IF,
        &INDEX_SWITCH,
        &PARALLEL,
        &REDUCE,
        &REDUCE_RETURN,
        &WHILE,
        &YIELD,
    ],
};

const RANKED_TENSOR: TypeConstraint = c::ANY_RANKED_TENSOR;

pub static CONDITION: OpDef = OpDef {
    operands: &[operand("condition", c::I1), variadic("args", c::ANY_TYPE)],
    traits: &[
        Trait::HasParent(&["scf.while"]),
        Trait::Pure,
        Trait::Terminator,
    ],
    format: Some("`(` $condition `)` attr-dict ($args^ `:` type($args))?"),
    ..OpDef::new("scf.condition")
};

pub static EXECUTE_REGION: OpDef = OpDef {
    results: &[variadic("results", c::ANY_TYPE)],
    regions: &[region("region")],
    verify: Some(verify::execute_region),
    verify_regions: Some(verify::execute_region_regions),
    canonicalization_patterns: Some(canonicalize::execute_region_patterns),
    parse: Some(asm::parse_execute_region),
    print: Some(asm::print_execute_region),
    ..OpDef::new("scf.execute_region")
};

pub static FOR: OpDef = OpDef {
    operands: &[
        operand("lowerBound", c::SIGNLESS_INTEGER_OR_INDEX),
        operand("upperBound", c::SIGNLESS_INTEGER_OR_INDEX),
        operand("step", c::SIGNLESS_INTEGER_OR_INDEX),
        variadic("initArgs", c::ANY_TYPE),
    ],
    results: &[variadic("results", c::ANY_TYPE)],
    regions: &[sized_region("region")],
    traits: &[
        Trait::AutomaticAllocationScope,
        Trait::AllTypesMatch(&["lowerBound", "upperBound", "step"]),
        Trait::SingleBlockImplicitTerminator("scf.yield"),
        Trait::RecursiveMemoryEffects,
    ],
    verify: Some(verify::for_op),
    verify_regions: Some(verify::for_regions),
    canonicalization_patterns: Some(canonicalize::for_patterns),
    parse: Some(asm::parse_for),
    print: Some(asm::print_for),
    ..OpDef::new("scf.for")
};

pub static FORALL: OpDef = OpDef {
    operands: &[
        variadic("dynamicLowerBound", c::INDEX),
        variadic("dynamicUpperBound", c::INDEX),
        variadic("dynamicStep", c::INDEX),
        variadic("outputs", RANKED_TENSOR),
    ],
    results: &[variadic("results", c::ANY_TYPE)],
    attrs: &[
        attr("staticLowerBound", c::DENSE_I64_ARRAY_ATTR),
        attr("staticUpperBound", c::DENSE_I64_ARRAY_ATTR),
        attr("staticStep", c::DENSE_I64_ARRAY_ATTR),
        optional_attr("mapping", DEVICE_MAPPING_ARRAY),
    ],
    regions: &[sized_region("region")],
    traits: &[
        Trait::AttrSizedOperandSegments,
        Trait::AutomaticAllocationScope,
        Trait::RecursiveMemoryEffects,
        Trait::SingleBlockImplicitTerminator("scf.forall.in_parallel"),
    ],
    verify: Some(verify::forall),
    verify_regions: Some(verify::forall_regions),
    canonicalization_patterns: Some(canonicalize::forall_patterns),
    parse: Some(asm::parse_forall),
    print: Some(asm::print_forall),
    ..OpDef::new("scf.forall")
};

/// `DeviceMappingArrayAttr`: an array of device mapping attributes.
const DEVICE_MAPPING_ARRAY: rmlir_ir::ods::AttrConstraint = rmlir_ir::ods::AttrConstraint {
    summary: "Device Mapping array attribute",
    pred: is_device_mapping_array,
    asm: rmlir_ir::ods::AttrAsm::Class(c::is_array),
};

/// An array of `DeviceMappingAttrInterface` attributes (the `gpu` dialect's mappings).
fn is_device_mapping_array(ctx: &rmlir_ir::Context, a: rmlir_ir::Attribute) -> bool {
    const MAPPINGS: &[&str] = &[
        "#gpu.block",
        "#gpu.warpgroup",
        "#gpu.warp",
        "#gpu.thread",
        "#gpu.memory_space",
    ];
    match ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Array(v) => v
            .iter()
            .all(|e| MAPPINGS.iter().any(|m| c::is_dialect_attr(ctx, *e, m))),
        _ => false,
    }
}

pub static IN_PARALLEL: OpDef = OpDef {
    regions: &[sized_region("region")],
    traits: &[
        Trait::Pure,
        Trait::GraphRegions,
        Trait::HasParent(&["scf.forall"]),
        Trait::NoTerminator,
        Trait::SingleBlock,
        Trait::Terminator,
    ],
    verify: Some(verify::in_parallel),
    parse: Some(asm::parse_in_parallel),
    print: Some(asm::print_in_parallel),
    ..OpDef::new("scf.forall.in_parallel")
};

pub static IF: OpDef = OpDef {
    operands: &[operand("condition", c::I1)],
    results: &[variadic("results", c::ANY_TYPE)],
    regions: &[sized_region("thenRegion"), max_sized_region("elseRegion")],
    traits: &[
        Trait::NoRegionArguments,
        Trait::RecursiveMemoryEffects,
        Trait::SingleBlockImplicitTerminator("scf.yield"),
    ],
    verify: Some(verify::if_op),
    verify_regions: Some(verify::if_regions),
    canonicalization_patterns: Some(canonicalize::if_patterns),
    parse: Some(asm::parse_if),
    print: Some(asm::print_if),
    ..OpDef::new("scf.if")
};

pub static INDEX_SWITCH: OpDef = OpDef {
    operands: &[operand("arg", c::INDEX)],
    results: &[variadic("results", c::ANY_TYPE)],
    attrs: &[attr("cases", c::DENSE_I64_ARRAY_ATTR)],
    regions: &[
        sized_region("defaultRegion"),
        variadic_sized_region("caseRegions"),
    ],
    traits: &[
        Trait::RecursiveMemoryEffects,
        Trait::SingleBlockImplicitTerminator("scf.yield"),
    ],
    verify: Some(verify::index_switch),
    verify_regions: Some(verify::index_switch_regions),
    canonicalization_patterns: Some(canonicalize::index_switch_patterns),
    parse: Some(asm::parse_index_switch),
    print: Some(asm::print_index_switch),
    ..OpDef::new("scf.index_switch")
};

pub static PARALLEL: OpDef = OpDef {
    operands: &[
        variadic("lowerBound", c::INDEX),
        variadic("upperBound", c::INDEX),
        variadic("step", c::INDEX),
        variadic("initVals", c::ANY_TYPE),
    ],
    results: &[variadic("results", c::ANY_TYPE)],
    regions: &[sized_region("region")],
    traits: &[
        Trait::AttrSizedOperandSegments,
        Trait::AutomaticAllocationScope,
        Trait::RecursiveMemoryEffects,
        Trait::SingleBlockImplicitTerminator("scf.reduce"),
    ],
    verify: Some(verify::parallel),
    canonicalization_patterns: Some(canonicalize::parallel_patterns),
    parse: Some(asm::parse_parallel),
    print: Some(asm::print_parallel),
    ..OpDef::new("scf.parallel")
};

pub static REDUCE: OpDef = OpDef {
    operands: &[variadic("operands", c::ANY_TYPE)],
    regions: &[variadic_sized_region("reductions")],
    traits: &[
        Trait::HasParent(&["scf.parallel"]),
        Trait::RecursiveMemoryEffects,
        Trait::Terminator,
    ],
    verify_regions: Some(verify::reduce_regions),
    format: Some("(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict"),
    ..OpDef::new("scf.reduce")
};

pub static REDUCE_RETURN: OpDef = OpDef {
    operands: &[operand("result", c::ANY_TYPE)],
    traits: &[
        Trait::HasParent(&["scf.reduce"]),
        Trait::Pure,
        Trait::Terminator,
    ],
    verify: Some(verify::reduce_return),
    format: Some("$result attr-dict `:` type($result)"),
    ..OpDef::new("scf.reduce.return")
};

pub static WHILE: OpDef = OpDef {
    operands: &[variadic("inits", c::ANY_TYPE)],
    results: &[variadic("results", c::ANY_TYPE)],
    regions: &[sized_region("before"), sized_region("after")],
    traits: &[Trait::RecursiveMemoryEffects, Trait::SingleBlock],
    verify: Some(verify::while_op),
    verify_regions: Some(verify::while_regions),
    canonicalization_patterns: Some(canonicalize::while_patterns),
    parse: Some(asm::parse_while),
    print: Some(asm::print_while),
    ..OpDef::new("scf.while")
};

pub static YIELD: OpDef = OpDef {
    operands: &[variadic("results", c::ANY_TYPE)],
    traits: &[
        Trait::Pure,
        Trait::HasParent(&[
            "scf.execute_region",
            "scf.for",
            "scf.if",
            "scf.index_switch",
            "scf.while",
        ]),
        Trait::ReturnLike,
        Trait::Terminator,
    ],
    format: Some("attr-dict ($results^ `:` type($results))?"),
    ..OpDef::new("scf.yield")
};

#[cfg(test)]
mod tests;
