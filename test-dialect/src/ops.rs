//! The ops of the `test` dialect, declared as upstream's `TestOps.td` declares them.

use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{
    attr, operand, optional_attr, region, result, sized_region, variadic, variadic_region, OpDef,
    Trait, TypeConstraint,
};
use rmlir_ir::types::TypeKind;
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type};

/// Every op of the dialect.
pub static OPS: &[&OpDef] = &[
    &SAME_OPERAND_ELEMENT_TYPE,
    &SAME_OPERAND_AND_RESULT_ELEMENT_TYPE,
    &SAME_OPERAND_SHAPE,
    &SAME_OPERAND_AND_RESULT_SHAPE,
    &SAME_OPERAND_AND_RESULT_TYPE,
    &ELEMENTWISE_MAPPABLE,
    &ATTR_SIZED_OPERANDS,
    &ATTR_SIZED_RESULTS,
    &SYMBOL,
    &SYMBOL_SCOPE,
    &PARENT,
    &CHILD,
    &PARENT1,
    &CHILD_WITH_PARENT_ONE_OF,
    &FINISH,
    &SINGLE_BLOCK_IMPLICIT_TERMINATOR,
    &RESULT_TYPE_WITH_TRAIT,
    &ATTR_WITH_TRAIT,
    &SSACFG_REGION,
    &GRAPH_REGION,
];

fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

/// `AnyShaped`.
const ANY_SHAPED: TypeConstraint = TypeConstraint {
    summary: "shaped of any type values",
    pred: is_shaped,
    build: None,
    class: None,
};

// Test Traits.

static SAME_OPERAND_ELEMENT_TYPE: OpDef = OpDef {
    operands: &[operand("", c::ANY_TYPE), operand("", c::ANY_TYPE)],
    results: &[result("", c::ANY_TYPE)],
    traits: &[Trait::SameOperandsElementType],
    ..OpDef::new("test.same_operand_element_type")
};

static SAME_OPERAND_AND_RESULT_ELEMENT_TYPE: OpDef = OpDef {
    operands: &[variadic("", c::ANY_TYPE)],
    results: &[variadic("", c::ANY_TYPE)],
    traits: &[Trait::SameOperandsAndResultElementType],
    ..OpDef::new("test.same_operand_and_result_element_type")
};

static SAME_OPERAND_SHAPE: OpDef = OpDef {
    operands: &[variadic("", ANY_SHAPED)],
    traits: &[Trait::SameOperandsShape],
    ..OpDef::new("test.same_operand_shape")
};

static SAME_OPERAND_AND_RESULT_SHAPE: OpDef = OpDef {
    operands: &[variadic("", ANY_SHAPED)],
    results: &[variadic("", ANY_SHAPED)],
    traits: &[Trait::SameOperandsAndResultShape],
    ..OpDef::new("test.same_operand_and_result_shape")
};

static SAME_OPERAND_AND_RESULT_TYPE: OpDef = OpDef {
    operands: &[variadic("", c::ANY_TYPE)],
    results: &[variadic("", c::ANY_TYPE)],
    traits: &[Trait::SameOperandsAndResultType],
    ..OpDef::new("test.same_operand_and_result_type")
};

/// `ElementwiseMappable.traits`: `Elementwise`, `Scalarizable`, `Vectorizable`,
/// `Tensorizable` (only the first verifies anything).
static ELEMENTWISE_MAPPABLE: OpDef = OpDef {
    operands: &[variadic("", c::ANY_TYPE)],
    results: &[variadic("", c::ANY_TYPE)],
    traits: &[Trait::Elementwise],
    ..OpDef::new("test.elementwise_mappable")
};

static ATTR_SIZED_OPERANDS: OpDef = OpDef {
    operands: &[
        variadic("a", c::I32),
        variadic("b", c::I32),
        operand("c", c::I32),
        variadic("d", c::I32),
    ],
    traits: &[Trait::AttrSizedOperandSegments],
    ..OpDef::new("test.attr_sized_operands")
};

static ATTR_SIZED_RESULTS: OpDef = OpDef {
    results: &[
        variadic("a", c::I32),
        variadic("b", c::I32),
        result("c", c::I32),
        variadic("d", c::I32),
    ],
    traits: &[Trait::AttrSizedResultSegments],
    ..OpDef::new("test.attr_sized_results")
};

// Test Symbols.

static SYMBOL: OpDef = OpDef {
    attrs: &[
        attr("sym_name", c::STR_ATTR),
        optional_attr("sym_visibility", c::STR_ATTR),
    ],
    traits: &[Trait::NoMemoryEffect, Trait::Symbol],
    ..OpDef::new("test.symbol")
};

static SYMBOL_SCOPE: OpDef = OpDef {
    regions: &[sized_region("region")],
    traits: &[
        Trait::SymbolTable,
        Trait::SingleBlockImplicitTerminator("test.finish"),
    ],
    ..OpDef::new("test.symbol_scope")
};

// HasParent / ParentOneOf.

static PARENT: OpDef = OpDef {
    regions: &[region("")],
    ..OpDef::new("test.parent")
};

static CHILD: OpDef = OpDef {
    traits: &[Trait::HasParent(&["test.parent"])],
    ..OpDef::new("test.child")
};

static PARENT1: OpDef = OpDef {
    regions: &[region("")],
    ..OpDef::new("test.parent1")
};

static CHILD_WITH_PARENT_ONE_OF: OpDef = OpDef {
    traits: &[Trait::HasParent(&["test.parent", "test.parent1"])],
    ..OpDef::new("test.child_with_parent_one_of")
};

static FINISH: OpDef = OpDef {
    traits: &[Trait::Terminator],
    ..OpDef::new("test.finish")
};

static SINGLE_BLOCK_IMPLICIT_TERMINATOR: OpDef = OpDef {
    regions: &[sized_region("region")],
    traits: &[Trait::SingleBlockImplicitTerminator("test.finish")],
    ..OpDef::new("test.SingleBlockImplicitTerminator")
};

// Types and attributes with traits.

/// Whether `t` is `!test.<mnemonic>` (test types are kept as text).
fn is_test_type(ctx: &Context, t: Type, mnemonic: &str) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Dialect(sym) => {
            ctx.ident_str(sym.dialect) == "test"
                && matches!(&*sym.pieces,
                    [rmlir_ir::dialect_symbol::SymbolPiece::Text(s)] if &**s == mnemonic)
        }
        _ => false,
    }
}

fn verify_result_type_with_trait(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let ty = body.value_type(body.results(op)[0]);
    // Only `!test.test_type_with_trait` has `TestTypeTrait`.
    if is_test_type(ctx, ty, "test_type_with_trait") {
        return Ok(());
    }
    Err(Diagnostic::error(
        body.loc(op),
        "result type should have trait 'TestTypeTrait'",
    ))
}

static RESULT_TYPE_WITH_TRAIT: OpDef = OpDef {
    results: &[result("", c::ANY_TYPE)],
    verify: Some(verify_result_type_with_trait),
    ..OpDef::new("test.result_type_with_trait")
};

fn verify_attr_with_trait(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let a = rmlir_ir::ods::prop(ctx, body, op, "attr");
    // Only `#test.attr_with_trait` has `TestAttrTrait`.
    if a.and_then(|a| c::dialect_attr_text(ctx, a)) == Some(("test", "attr_with_trait")) {
        return Ok(());
    }
    Err(Diagnostic::error(
        body.loc(op),
        "'attr' attribute should have trait 'TestAttrTrait'",
    ))
}

static ATTR_WITH_TRAIT: OpDef = OpDef {
    attrs: &[attr("attr", c::ANY_ATTR)],
    verify: Some(verify_attr_with_trait),
    ..OpDef::new("test.attr_with_trait")
};

// Region kinds.

static SSACFG_REGION: OpDef = OpDef {
    operands: &[variadic("", c::ANY_TYPE)],
    results: &[variadic("", c::ANY_TYPE)],
    regions: &[variadic_region("regions")],
    ..OpDef::new("test.ssacfg_region")
};

static GRAPH_REGION: OpDef = OpDef {
    regions: &[region("region")],
    traits: &[Trait::GraphRegions],
    format: Some("attr-dict-with-keyword $region"),
    ..OpDef::new("test.graph_region")
};
