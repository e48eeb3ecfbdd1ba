//! The worked example of `docs/defining-a-dialect.md`: a small `toy` dialect defined outside
//! rmlir's core crates with `rmlir_ir::ods`, then parsed, verified and printed.

use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{
    attr, default_attr, operand, optional_attr, region, result, successor, variadic,
    DeclaredDialect, EnumDef, OpDef, Trait,
};
use rmlir_ir::printer::print_op_to_string;
use rmlir_ir::{parse_source, verify, Body, Context, Diagnostic, OpId, ParserConfig, PrintFlags};

// An integer enum, stored as an i64 attribute and written as a keyword.
static ROUNDING: EnumDef = EnumDef {
    name: "Rounding",
    cases: &[("nearest", 0), ("down", 1), ("up", 2)],
    width: 64,
};

// `toy.mul %a, %b : f32`: operands of one type, the result type inferred from it.
static MUL: OpDef = OpDef {
    operands: &[operand("lhs", c::FLOAT_LIKE), operand("rhs", c::FLOAT_LIKE)],
    results: &[result("result", c::FLOAT_LIKE)],
    traits: &[
        Trait::Pure,
        Trait::Commutative,
        Trait::SameOperandsAndResultType,
    ],
    format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
    ..OpDef::new("toy.mul")
};

// `toy.round %x up : f32 to i32`: an enum attribute with a default, elided when default.
static ROUND: OpDef = OpDef {
    operands: &[operand("input", c::ANY_FLOAT)],
    results: &[result("output", c::ANY_SIGNLESS_INTEGER)],
    attrs: &[default_attr("mode", c::enum_attr(&ROUNDING), |ctx| {
        ctx.int_attr(ctx.integer_type(64), 0)
    })],
    format: Some("$input ($mode^)? attr-dict `:` type($input) `to` type($output)"),
    ..OpDef::new("toy.round")
};

// `toy.print %a, %b : f32, i32 {tag = "x"}`: a variadic operand in an optional group (so
// that no space is printed when it is empty) and an optional string attribute.
static PRINT: OpDef = OpDef {
    operands: &[variadic("inputs", c::ANY_TYPE)],
    attrs: &[optional_attr("tag", c::STR_ATTR)],
    format: Some("($inputs^ `:` type($inputs))? attr-dict"),
    verify: Some(verify_print),
    ..OpDef::new("toy.print")
};

// `toy.br ^bb1`: a terminator with a successor.
static BR: OpDef = OpDef {
    successors: &[successor("dest")],
    traits: &[Trait::Terminator],
    format: Some("$dest attr-dict"),
    ..OpDef::new("toy.br")
};

// `toy.scope { ... }`: a region whose implicit terminator `toy.yield` is elided.
static SCOPE: OpDef = OpDef {
    regions: &[region("body")],
    traits: &[Trait::SingleBlockImplicitTerminator("toy.yield")],
    format: Some("$body attr-dict"),
    ..OpDef::new("toy.scope")
};
static YIELD: OpDef = OpDef {
    traits: &[
        Trait::Terminator,
        Trait::ReturnLike,
        Trait::HasParent(&["toy.scope"]),
    ],
    format: Some("attr-dict"),
    ..OpDef::new("toy.yield")
};

// `toy.const 3` with an i64 attribute printed without its type.
static CONST: OpDef = OpDef {
    results: &[result("result", c::I64)],
    attrs: &[attr("value", c::I64_ATTR)],
    format: Some("$value attr-dict"),
    ..OpDef::new("toy.const")
};

/// The op's own verifier, run after its traits.
fn verify_print(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_operands(op) > 3 {
        return Err(rmlir_ir::verifier::op_error(
            ctx,
            body,
            op,
            "prints at most 3 values",
        ));
    }
    Ok(())
}

static TOY: DeclaredDialect = DeclaredDialect {
    namespace: "toy",
    ops: &[&MUL, &ROUND, &PRINT, &BR, &SCOPE, &YIELD, &CONST],
};

fn context() -> Context {
    Context::with_dialects(&[&rmlir_dialects::func::FuncDialect, &TOY])
}

fn round_trip(src: &str) -> Result<String, String> {
    let ctx = context();
    let m = parse_source(&ctx, src, "toy.mlir", ParserConfig::default(), true)
        .map_err(|d| d.message)?;
    verify(&ctx, &m.body, m.op).map_err(|ds| ds[0].message.clone())?;
    Ok(print_op_to_string(
        &ctx,
        &m.body,
        m.op,
        PrintFlags::default(),
    ))
}

#[test]
fn toy_ops_round_trip() {
    let src = r#"func.func @f(%a: f32, %b: f32) {
  %0 = toy.mul %a, %b : f32
  %1 = toy.round %0 : f32 to i32
  %2 = toy.round %0 up : f32 to i32
  %3 = toy.const 7
  toy.print %1, %3 : i32, i64 {tag = "x"}
  toy.print
  toy.scope {
    toy.print %0 : f32
  }
  toy.br ^bb1
^bb1:
  return
}
"#;
    let expected = r#"module {
  func.func @f(%arg0: f32, %arg1: f32) {
    %0 = toy.mul %arg0, %arg1 : f32
    %1 = toy.round %0 : f32 to i32
    %2 = toy.round %0 up : f32 to i32
    %3 = toy.const 7
    toy.print %1, %3 : i32, i64 {tag = "x"}
    toy.print
    toy.scope {
      toy.print %0 : f32
    }
    toy.br ^bb1
  ^bb1:  // pred: ^bb0
    return
  }
}
"#;
    assert_eq!(round_trip(src).unwrap(), expected);
}

#[test]
fn toy_generic_form_shows_properties() {
    let ctx = context();
    let src = "func.func @f(%a: f32) {\n  %0 = toy.round %a : f32 to i32\n  return\n}\n";
    let m = parse_source(&ctx, src, "toy.mlir", ParserConfig::default(), true).unwrap();
    let flags = PrintFlags {
        generic: true,
        ..PrintFlags::default()
    };
    let text = print_op_to_string(&ctx, &m.body, m.op, flags);
    assert!(
        text.contains(r#""toy.round"(%arg0) <{mode = 0 : i64}> : (f32) -> i32"#),
        "{text}"
    );
}

#[test]
fn toy_verifier_messages() {
    let bad_type = "func.func @f(%a: f32, %b: f64) {\n  %0 = \"toy.mul\"(%a, %b) : (f32, f64) -> f32\n  return\n}\n";
    assert_eq!(
        round_trip(bad_type).unwrap_err(),
        "'toy.mul' op requires the same type for all operands and results"
    );
    let bad_operand = "func.func @f(%a: i32) {\n  %0 = toy.mul %a, %a : i32\n  return\n}\n";
    assert_eq!(
        round_trip(bad_operand).unwrap_err(),
        "'toy.mul' op operand #0 must be floating-point-like, but got 'i32'"
    );
    let too_many =
        "func.func @f(%a: f32) {\n  toy.print %a, %a, %a, %a : f32, f32, f32, f32\n  return\n}\n";
    assert_eq!(
        round_trip(too_many).unwrap_err(),
        "'toy.print' op prints at most 3 values"
    );
    let bad_enum =
        "func.func @f(%a: f32) {\n  %0 = toy.round %a sideways : f32 to i32\n  return\n}\n";
    assert!(round_trip(bad_enum).unwrap_err().contains("expected ':'"));
    let nested = "func.func @f() {\n  toy.scope {\n    toy.scope {\n    }\n  }\n  return\n}\n";
    assert!(round_trip(nested).is_ok());
    let bad_parent = "func.func @f() {\n  toy.yield\n}\n";
    assert_eq!(
        round_trip(bad_parent).unwrap_err(),
        "'toy.yield' op expects parent op 'toy.scope'"
    );
}
