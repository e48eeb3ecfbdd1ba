//! The ops of the `test` dialect, declared as upstream's `TestOps.td` declares them.

use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{
    self, attr, operand, optional, optional_attr, region, result, sized_region, successor,
    variadic, variadic_region, variadic_sized_region, variadic_successor, CustomDirective,
    CustomParseArg, CustomPrintArg, OpDef, Trait, TypeConstraint,
};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, PResult};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::rewrite::fold::{FoldAdaptor, Folded};
use rmlir_ir::rewrite::{
    BranchOpInterface, Effect, EffectInstance, EffectOn, FoldResult, RewritePatternSet,
    SuccessorOperands,
};
use rmlir_ir::types::TypeKind;
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type, ValueId};

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
    &ONE_REGION_OP,
    &TWO_REGION_OP,
    &SIZED_REGION_OP,
    &SINGLE_NO_TERMINATOR_OP,
    &VARIADIC_NO_TERMINATOR_OP,
    &MIXED_NORMAL_VARIADIC_OPERAND,
    &MIXED_NORMAL_VARIADIC_RESULT,
    &BR,
    &PRODUCING_BR,
    &INTERNAL_BR,
    &TEST_EFFECTS_RESULT,
    &OP_WITH_REGION_PATTERN,
    &CONSTANT,
    &OP_WITH_REGION_FOLD_NO_SIDE_EFFECT,
    &OP_WITH_REGION_FOLD,
    &OP_WITH_VARIADIC_RESULTS_AND_FOLDER,
    &OP_COMMUTATIVE,
    &OP_LARGE_COMMUTATIVE,
    &OP_COMMUTATIVE2,
    &DIALECT_CANONICALIZABLE,
    &RETURN,
    &OILIST_WITH_KEYWORDS_ONLY,
    &OILIST_WITH_SIMPLE_ARGS,
    &OILIST_VARIADIC_WITH_PARENS,
    &OILIST_CUSTOM,
    &OILIST_ALLOWED_LITERAL,
    &DYNAMIC_GENERIC,
    &DYNAMIC_ONE_OPERAND_TWO_RESULTS,
    &DYNAMIC_CUSTOM_PARSER_PRINTER,
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

// Regions.

static ONE_REGION_OP: OpDef = OpDef {
    regions: &[region("")],
    ..OpDef::new("test.one_region_op")
};

static TWO_REGION_OP: OpDef = OpDef {
    regions: &[region(""), region("")],
    ..OpDef::new("test.two_region_op")
};

/// `SizedRegion<2>:$my_region, SizedRegion<1>`, checked here in region order with the
/// constraint messages of the generated verifier (the op has no traits, so checking after
/// the structural invariants changes nothing).
fn verify_sized_region_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (rb, regions) = body.op_regions(op);
    for (i, (r, want, name)) in regions
        .iter()
        .zip([(2, " ('my_region') "), (1, " ")])
        .map(|(r, (n, name))| (r, n, name))
        .enumerate()
    {
        if rb.region_blocks(*r).count() != want {
            return Err(rmlir_ir::verifier::op_error(
                ctx,
                body,
                op,
                format!("region #{i}{name}failed to verify constraint: region with {want} blocks"),
            ));
        }
    }
    Ok(())
}

static SIZED_REGION_OP: OpDef = OpDef {
    regions: &[region("my_region"), region("")],
    verify: Some(verify_sized_region_op),
    ..OpDef::new("test.sized_region_op")
};

/// `GraphRegionNoTerminator.traits`: `NoTerminator`, `SingleBlock`, graph regions.
static SINGLE_NO_TERMINATOR_OP: OpDef = OpDef {
    regions: &[sized_region("my_region")],
    traits: &[Trait::NoTerminator, Trait::SingleBlock, Trait::GraphRegions],
    format: Some("attr-dict `:` $my_region"),
    ..OpDef::new("test.single_no_terminator_op")
};

static VARIADIC_NO_TERMINATOR_OP: OpDef = OpDef {
    regions: &[variadic_sized_region("my_regions")],
    traits: &[Trait::NoTerminator, Trait::SingleBlock, Trait::GraphRegions],
    format: Some("attr-dict `:` $my_regions"),
    ..OpDef::new("test.variadic_no_terminator_op")
};

// Operands and results (`SameVariadicOperandSize`/`SameVariadicResultSize`: the variadic
// groups split what remains evenly).

static MIXED_NORMAL_VARIADIC_OPERAND: OpDef = OpDef {
    operands: &[
        variadic("input1", c::ANY_TENSOR),
        operand("input2", c::ANY_TENSOR),
        variadic("input3", c::ANY_TENSOR),
    ],
    ..OpDef::new("test.mixed_normal_variadic_operand")
};

static MIXED_NORMAL_VARIADIC_RESULT: OpDef = OpDef {
    results: &[
        variadic("output1", c::ANY_TENSOR),
        result("output2", c::ANY_TENSOR),
        variadic("output3", c::ANY_TENSOR),
    ],
    ..OpDef::new("test.mixed_normal_variadic_result")
};

// Branches.

/// The operands of definition `group` forwarded to a successor, `produced` of its arguments
/// made by the op itself.
fn group_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    group: usize,
    produced: u32,
) -> SuccessorOperands {
    let Some(def) = ods::op_def(ctx, body, op) else {
        return SuccessorOperands::default();
    };
    let (start, len) = ods::operand_segments(ctx, def, body, op)
        .get(group)
        .copied()
        .unwrap_or((0, 0));
    SuccessorOperands {
        produced,
        start: start as u32,
        len: len as u32,
    }
}

/// Replaces the operands of definition `group`, keeping `operandSegmentSizes` in step.
fn set_group_operands(ctx: &Context, body: &mut Body, op: OpId, group: usize, vals: &[ValueId]) {
    let Some(def) = ods::op_def(ctx, body, op) else {
        return;
    };
    let segs = ods::operand_segments(ctx, def, body, op);
    let mut operands = Vec::new();
    let mut sizes = Vec::new();
    for (k, &(start, len)) in segs.iter().enumerate() {
        if k == group {
            operands.extend_from_slice(vals);
            sizes.push(vals.len() as i32);
        } else {
            operands.extend((start..start + len).map(|j| body.operand(op, j)));
            sizes.push(len as i32);
        }
    }
    body.set_operands(op, &operands);
    if let Some(k) = ctx
        .op_info(body.op_name(op))
        .and_then(|i| i.prop_index("operandSegmentSizes"))
    {
        body.set_prop(op, k, Some(c::dense_i32_array(ctx, &sizes)));
    }
}

static BR: OpDef = OpDef {
    operands: &[variadic("targetOperands", c::ANY_TYPE)],
    successors: &[successor("target")],
    traits: &[Trait::Terminator],
    branch: Some(BranchOpInterface {
        successor_operands: |ctx, body, op, _| group_operands(ctx, body, op, 0, 0),
        set_successor_operands: |ctx, body, op, _, vals| set_group_operands(ctx, body, op, 0, vals),
    }),
    ..OpDef::new("test.br")
};

/// Successor 0 takes `secondOperands`, successor 1 `firstOperands` (as upstream's).
static PRODUCING_BR: OpDef = OpDef {
    operands: &[
        variadic("firstOperands", c::ANY_TYPE),
        variadic("secondOperands", c::ANY_TYPE),
    ],
    results: &[result("dummy", c::I32)],
    successors: &[successor("first"), successor("second")],
    traits: &[Trait::Terminator, Trait::AttrSizedOperandSegments],
    branch: Some(BranchOpInterface {
        successor_operands: |ctx, body, op, i| group_operands(ctx, body, op, 1 - i.min(1), 0),
        set_successor_operands: |ctx, body, op, i, vals| {
            set_group_operands(ctx, body, op, 1 - i.min(1), vals)
        },
    }),
    ..OpDef::new("test.producing_br")
};

/// The error successor's first argument is produced by the op.
static INTERNAL_BR: OpDef = OpDef {
    operands: &[
        variadic("successOperands", c::ANY_TYPE),
        variadic("errorOperands", c::ANY_TYPE),
    ],
    successors: &[successor("successPath"), successor("errorPath")],
    traits: &[Trait::Terminator, Trait::AttrSizedOperandSegments],
    branch: Some(BranchOpInterface {
        successor_operands: |ctx, body, op, i| {
            group_operands(ctx, body, op, i.min(1), i.min(1) as u32)
        },
        set_successor_operands: |ctx, body, op, i, vals| {
            set_group_operands(ctx, body, op, i.min(1), vals)
        },
    }),
    ..OpDef::new("test.internal_br")
};

// Effects and rewriting.

/// `Res<I32, "", [MemAlloc, MemWrite]>`.
fn effects_result(_: &Context, _: &Body, _: OpId, effects: &mut Vec<EffectInstance>) {
    for e in [Effect::Allocate, Effect::Write] {
        effects.push(EffectInstance::new(e, EffectOn::Result(0)));
    }
}

static TEST_EFFECTS_RESULT: OpDef = OpDef {
    results: &[result("", c::I32)],
    memory_effects: Some(effects_result),
    ..OpDef::new("test.test_effects_result")
};

/// Upstream's `TestRemoveOpWithInnerOps`: erases the op.
fn op_with_region_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "test.op_with_region_pattern",
        1,
        "TestRemoveOpWithInnerOps",
        |op, rewriter| {
            rewriter.erase_op(op);
            Ok(())
        },
    );
}

static OP_WITH_REGION_PATTERN: OpDef = OpDef {
    regions: &[sized_region("region")],
    canonicalization_patterns: Some(op_with_region_patterns),
    ..OpDef::new("test.op_with_region_pattern")
};

fn fold_constant(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    ods::prop(ad.ctx, ad.body, ad.op, "value").map(Folded::attr)
}

static CONSTANT: OpDef = OpDef {
    attrs: &[attr("value", c::ANY_ATTR)],
    results: &[result("", c::ANY_TYPE)],
    traits: &[Trait::ConstantLike, Trait::NoMemoryEffect],
    fold: Some(fold_constant),
    ..OpDef::new("test.constant")
};

static OP_WITH_REGION_FOLD_NO_SIDE_EFFECT: OpDef = OpDef {
    regions: &[sized_region("region")],
    traits: &[Trait::NoMemoryEffect],
    ..OpDef::new("test.op_with_region_fold_no_side_effect")
};

/// Folds to its operand.
fn fold_to_operands(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    Some(Folded::Replace(
        ad.body.operands(ad.op).map(FoldResult::Value).collect(),
    ))
}

static OP_WITH_REGION_FOLD: OpDef = OpDef {
    operands: &[operand("operand", c::ANY_TYPE)],
    results: &[result("", c::ANY_TYPE)],
    regions: &[sized_region("region")],
    fold: Some(fold_to_operands),
    ..OpDef::new("test.op_with_region_fold")
};

static OP_WITH_VARIADIC_RESULTS_AND_FOLDER: OpDef = OpDef {
    operands: &[variadic("", c::I32)],
    results: &[variadic("", c::I32)],
    fold: Some(fold_to_operands),
    ..OpDef::new("test.op_with_variadic_results_and_folder")
};

static OP_COMMUTATIVE: OpDef = OpDef {
    operands: &[
        operand("op1", c::I32),
        operand("op2", c::I32),
        operand("op3", c::I32),
        operand("op4", c::I32),
    ],
    results: &[result("", c::I32)],
    traits: &[Trait::Commutative],
    ..OpDef::new("test.op_commutative")
};

static OP_LARGE_COMMUTATIVE: OpDef = OpDef {
    operands: &[
        operand("op1", c::I32),
        operand("op2", c::I32),
        operand("op3", c::I32),
        operand("op4", c::I32),
        operand("op5", c::I32),
        operand("op6", c::I32),
        operand("op7", c::I32),
    ],
    results: &[result("", c::I32)],
    traits: &[Trait::Commutative],
    ..OpDef::new("test.op_large_commutative")
};

static OP_COMMUTATIVE2: OpDef = OpDef {
    operands: &[operand("op1", c::I32), operand("op2", c::I32)],
    results: &[result("", c::I32)],
    traits: &[Trait::Commutative],
    ..OpDef::new("test.op_commutative2")
};

/// Rewritten by the dialect's canonicalization pattern (see `TestDialect`).
static DIALECT_CANONICALIZABLE: OpDef = OpDef {
    results: &[result("", c::I32)],
    ..OpDef::new("test.dialect_canonicalizable")
};

static RETURN: OpDef = OpDef {
    operands: &[variadic("", c::ANY_TYPE)],
    traits: &[Trait::Pure, Trait::ReturnLike, Trait::Terminator],
    ..OpDef::new("test.return")
};

// `oilist` formats (`TestOpsSyntax.td`).

static OILIST_WITH_KEYWORDS_ONLY: OpDef = OpDef {
    attrs: &[
        optional_attr("keyword", c::UNIT_ATTR),
        optional_attr("otherKeyword", c::UNIT_ATTR),
        optional_attr("diffNameUnitAttrKeyword", c::UNIT_ATTR),
    ],
    format: Some(
        "oilist( `keyword` $keyword | `otherKeyword` $otherKeyword
               | `thirdKeyword` $diffNameUnitAttrKeyword) attr-dict",
    ),
    ..OpDef::new("test.oilist_with_keywords_only")
};

static OILIST_WITH_SIMPLE_ARGS: OpDef = OpDef {
    operands: &[
        optional("arg0", c::ANY_TYPE),
        optional("arg1", c::ANY_TYPE),
        optional("arg2", c::ANY_TYPE),
    ],
    traits: &[Trait::AttrSizedOperandSegments],
    format: Some(
        "oilist( `keyword` $arg0 `:` type($arg0)
               | `otherKeyword` $arg1 `:` type($arg1)
               | `thirdKeyword` $arg2 `:` type($arg2) ) attr-dict",
    ),
    ..OpDef::new("test.oilist_with_simple_args")
};

static OILIST_VARIADIC_WITH_PARENS: OpDef = OpDef {
    operands: &[
        variadic("arg0", c::ANY_TYPE),
        variadic("arg1", c::ANY_TYPE),
        variadic("arg2", c::ANY_TYPE),
    ],
    traits: &[Trait::AttrSizedOperandSegments],
    format: Some(
        "oilist( `keyword` `(` $arg0 `:` type($arg0) `)`
               | `otherKeyword` `(` $arg1 `:` type($arg1) `)`
               | `thirdKeyword` `(` $arg2 `:` type($arg2) `)`) attr-dict",
    ),
    ..OpDef::new("test.oilist_variadic_with_parens")
};

/// `custom<CustomOptionalOperand>`: `(%operand)` when the operand is there.
fn parse_custom_optional_operand<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    if p.consume_if(Tok::LParen) {
        let v = p.parse_operand()?;
        p.expect(Tok::RParen, "expected ')'")?;
        args[0] = CustomParseArg::Operands(vec![v]);
    }
    Ok(())
}

fn print_custom_optional_operand(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    _: OpId,
    args: &[CustomPrintArg],
) {
    if let Some(CustomPrintArg::Values(v)) = args.first() {
        if let Some(&v) = v.first() {
            p.write("(");
            p.print_value(body, v);
            p.write(") ");
        }
    }
}

static OILIST_CUSTOM: OpDef = OpDef {
    operands: &[
        variadic("arg0", c::ANY_TYPE),
        optional("optOperand", c::I32),
    ],
    attrs: &[optional_attr("nowait", c::UNIT_ATTR)],
    traits: &[Trait::AttrSizedOperandSegments],
    format: Some(
        "oilist( `private` `(` $arg0 `:` type($arg0) `)`
               | `reduction` custom<CustomOptionalOperand>($optOperand)
               | `nowait` $nowait
        ) attr-dict",
    ),
    customs: &[CustomDirective {
        name: "CustomOptionalOperand",
        parse: parse_custom_optional_operand,
        print: print_custom_optional_operand,
    }],
    ..OpDef::new("test.oilist_custom")
};

static OILIST_ALLOWED_LITERAL: OpDef = OpDef {
    format: Some("oilist( `foo` | `bar` ) `buzz` attr-dict"),
    ..OpDef::new("test.oilist_allowed_literal")
};

// The dialect's dynamic ops (`DynamicOpDefinition`s upstream): only their verifier and, for
// one, a hand-written assembly; any operands, results, regions and successors otherwise.

static DYNAMIC_GENERIC: OpDef = OpDef {
    operands: &[variadic("", c::ANY_TYPE)],
    results: &[variadic("", c::ANY_TYPE)],
    regions: &[variadic_region("")],
    successors: &[variadic_successor("")],
    ..OpDef::new("test.dynamic_generic")
};

fn verify_one_operand_two_results(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let n = body.num_operands(op);
    if n != 1 {
        let m = format!("expected 1 operand, but had {n}");
        return Err(rmlir_ir::verifier::op_error(ctx, body, op, m));
    }
    let n = body.results(op).len();
    if n != 2 {
        let m = format!("expected 2 results, but had {n}");
        return Err(rmlir_ir::verifier::op_error(ctx, body, op, m));
    }
    Ok(())
}

static DYNAMIC_ONE_OPERAND_TWO_RESULTS: OpDef = OpDef {
    operands: &[variadic("", c::ANY_TYPE)],
    results: &[variadic("", c::ANY_TYPE)],
    regions: &[variadic_region("")],
    successors: &[variadic_successor("")],
    verify: Some(verify_one_operand_two_results),
    ..OpDef::new("test.dynamic_one_operand_two_results")
};

fn verify_custom_parser_printer(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_operands(op) == 0 && body.results(op).is_empty() {
        return Ok(());
    }
    Err(Diagnostic::error(
        body.loc(op),
        "operation should have no operands and no results",
    ))
}

fn parse_custom_keyword(p: &mut OpAsmParser<'_, '_>, _: &mut OperationState) -> PResult<()> {
    p.parse_keyword("custom_keyword")
}

fn print_custom_keyword(p: &mut OpPrinter<'_, '_>, _: &Body, _: OpId) {
    p.write(" custom_keyword");
}

static DYNAMIC_CUSTOM_PARSER_PRINTER: OpDef = OpDef {
    operands: &[variadic("", c::ANY_TYPE)],
    results: &[variadic("", c::ANY_TYPE)],
    regions: &[variadic_region("")],
    successors: &[variadic_successor("")],
    verify: Some(verify_custom_parser_printer),
    parse: Some(parse_custom_keyword),
    print: Some(print_custom_keyword),
    ..OpDef::new("test.dynamic_custom_parser_printer")
};
