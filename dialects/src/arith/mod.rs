//! The `arith` dialect of MLIR 19: integer and floating-point arithmetic, comparisons,
//! casts and constants, declared with [`rmlir_ir::ods`].

use rmlir_ir::ods::constraints::{self as c, dialect_attr, is_dialect_attr};
use rmlir_ir::ods::{
    attr, default_attr, operand, result, AttrAsm, AttrConstraint, DeclaredDialect, EnumDef, OpDef,
    Trait,
};
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, Type};

pub static ARITH: DeclaredDialect = DeclaredDialect {
    namespace: "arith",
    ops: &[&ADDI, &ADDF, &CMPI, &CONSTANT],
};

// ---- attributes ---------------------------------------------------------------------------

pub const FASTMATH: AttrConstraint = AttrConstraint {
    summary: "Floating point fast math flags",
    pred: |c, a| is_dialect_attr(c, a, "#arith.fastmath"),
    asm: AttrAsm::Dialect("#arith.fastmath"),
};
pub const OVERFLOW: AttrConstraint = AttrConstraint {
    summary: "Integer overflow arith flags",
    pred: |c, a| is_dialect_attr(c, a, "#arith.overflow"),
    asm: AttrAsm::Dialect("#arith.overflow"),
};
fn fastmath_none(ctx: &Context) -> Attribute {
    dialect_attr(ctx, "arith", "fastmath<none>")
}
fn overflow_none(ctx: &Context) -> Attribute {
    dialect_attr(ctx, "arith", "overflow<none>")
}

pub static CMPI_PREDICATE: EnumDef = EnumDef {
    name: "CmpIPredicate",
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    width: 64,
};

// ---- ops ----------------------------------------------------------------------------------

const INT_BINARY_TRAITS: &[Trait] = &[
    Trait::Pure,
    Trait::Commutative,
    Trait::Elementwise,
    Trait::SameOperandsAndResultType,
];

pub static ADDI: OpDef = OpDef {
    operands: &[
        operand("lhs", c::SIGNLESS_INTEGER_LIKE),
        operand("rhs", c::SIGNLESS_INTEGER_LIKE),
    ],
    results: &[result("result", c::SIGNLESS_INTEGER_LIKE)],
    attrs: &[default_attr("overflowFlags", OVERFLOW, overflow_none)],
    traits: INT_BINARY_TRAITS,
    format: Some("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"),
    ..OpDef::new("arith.addi")
};

pub static ADDF: OpDef = OpDef {
    operands: &[operand("lhs", c::FLOAT_LIKE), operand("rhs", c::FLOAT_LIKE)],
    results: &[result("result", c::FLOAT_LIKE)],
    attrs: &[default_attr("fastmath", FASTMATH, fastmath_none)],
    traits: INT_BINARY_TRAITS,
    format: Some("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    ..OpDef::new("arith.addf")
};

pub static CMPI: OpDef = OpDef {
    operands: &[
        operand("lhs", c::SIGNLESS_INTEGER_LIKE),
        operand("rhs", c::SIGNLESS_INTEGER_LIKE),
    ],
    results: &[result("result", c::BOOL_LIKE)],
    attrs: &[attr("predicate", c::enum_attr(&CMPI_PREDICATE))],
    traits: &[Trait::Pure, Trait::Elementwise, Trait::SameTypeOperands],
    format: Some("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
    infer: Some(|ctx, ops, _| Some(vec![c::i1_same_shape(ctx, *ops.first()?)])),
    ..OpDef::new("arith.cmpi")
};

pub static CONSTANT: OpDef = OpDef {
    results: &[result("result", c::ANY_TYPE)],
    attrs: &[attr("value", c::TYPED_ATTR)],
    traits: &[
        Trait::ConstantLike,
        Trait::Pure,
        Trait::AllTypesMatch(&["value", "result"]),
    ],
    format: Some("attr-dict $value"),
    infer: Some(|ctx, _, attr| Some(vec![ctx.attr_type(attr("value")?)?])),
    result_names: Some(constant_result_names),
    verify: Some(verify_constant),
    ..OpDef::new("arith.constant")
};

/// `%c42_i32`, `%c0`, `%true`, `%cst` (upstream's `ConstantOp::getAsmResultNames`).
fn constant_result_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(usize, &str)) {
    let Some(v) = rmlir_ir::ods::prop(ctx, body, op, "value") else {
        return;
    };
    let ty = body.value_type(body.results(op)[0]);
    match ctx.attr_kind(v) {
        AttrKind::Integer { value, .. } => {
            if ctx.is_signless_integer(ty, 1) || ctx.is_integer(ty) && is_i1(ctx, ty) {
                set(0, if value.is_zero() { "false" } else { "true" });
                return;
            }
            let mut name = format!("c{}", value.to_string_radix10(true));
            if ctx.is_integer(ty) {
                name.push('_');
                name.push_str(&rmlir_ir::printer::type_to_string(ctx, ty));
            }
            set(0, &name);
        }
        _ => set(0, "cst"),
    }
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    ctx.int_or_float_bitwidth(t) == Some(1) && ctx.is_integer(t)
}

fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), rmlir_ir::Diagnostic> {
    let ty = body.value_type(body.results(op)[0]);
    let value = rmlir_ir::ods::prop(ctx, body, op, "value").expect("verified");
    let err = |m: String| Err(rmlir_ir::verifier::op_error(ctx, body, op, m));
    if let Some(vt) = ctx.attr_type(value) {
        if vt != ty {
            return err(format!(
                "value type '{}' must match return type: '{}'",
                rmlir_ir::printer::type_to_string(ctx, vt),
                rmlir_ir::printer::type_to_string(ctx, ty)
            ));
        }
    }
    if ctx.is_integer(ty) && !c::is_signless_int(ctx, ty) {
        return err("integer return type must be signless".into());
    }
    if !matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseIntOrFp { .. }
            | AttrKind::DenseString { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    ) {
        return err("value must be an integer, float, or elements attribute".into());
    }
    Ok(())
}
