//! The `index` dialect of MLIR 19: arithmetic, comparisons, casts and constants on
//! `index` values, declared with [`rmlir_ir::ods`].

use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{
    attr, operand, result, AttrAsm, AttrConstraint, DeclaredDialect, DialectEnumDef, OpDef, Trait,
};
use rmlir_ir::printer::type_to_string;
use rmlir_ir::verifier::op_error;
use rmlir_ir::{AttrKind, Body, Context, Diagnostic, OpId};

pub static CMP_PREDICATE: DialectEnumDef = DialectEnumDef {
    dialect: "index",
    mnemonic: "cmp_predicate",
    cpp_name: "::mlir::index::IndexCmpPredicate",
    cases: &[
        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
    ],
};

const CMP_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    summary: "index comparison predicate kind",
    pred: |ctx, a| CMP_PREDICATE.case_of(ctx, a).is_some(),
    asm: AttrAsm::DialectEnum(&CMP_PREDICATE),
};

macro_rules! binary {
    ($($id:ident = $name:literal),* $(,)?) => {$(
        pub static $id: OpDef = OpDef {
            operands: &[operand("lhs", c::INDEX), operand("rhs", c::INDEX)],
            results: &[result("result", c::INDEX)],
            traits: &[Trait::Pure],
            format: Some("$lhs `,` $rhs attr-dict"),
            ..OpDef::new($name)
        };
    )*};
}

binary!(
    ADD = "index.add",
    AND = "index.and",
    CEILDIVS = "index.ceildivs",
    CEILDIVU = "index.ceildivu",
    DIVS = "index.divs",
    DIVU = "index.divu",
    FLOORDIVS = "index.floordivs",
    MAXS = "index.maxs",
    MAXU = "index.maxu",
    MINS = "index.mins",
    MINU = "index.minu",
    MUL = "index.mul",
    OR = "index.or",
    REMS = "index.rems",
    REMU = "index.remu",
    SHL = "index.shl",
    SHRS = "index.shrs",
    SHRU = "index.shru",
    SUB = "index.sub",
    XOR = "index.xor",
);

pub static CMP: OpDef = OpDef {
    operands: &[operand("lhs", c::INDEX), operand("rhs", c::INDEX)],
    results: &[result("result", c::I1)],
    attrs: &[attr("pred", CMP_PREDICATE_ATTR)],
    traits: &[Trait::Pure],
    format: Some("`` $pred `(` $lhs `,` $rhs `)` attr-dict"),
    ..OpDef::new("index.cmp")
};

pub static CONSTANT: OpDef = OpDef {
    results: &[result("result", c::INDEX)],
    attrs: &[attr("value", c::INDEX_ATTR)],
    traits: &[Trait::ConstantLike, Trait::Pure],
    format: Some("attr-dict $value"),
    result_names: Some(|ctx, body, op, set| {
        if let Some(v) = rmlir_ir::ods::prop(ctx, body, op, "value") {
            if let AttrKind::Integer { value, .. } = ctx.attr_kind(v) {
                set(0, &format!("idx{}", value.to_string_radix10(true)));
            }
        }
    }),
    ..OpDef::new("index.constant")
};

pub static BOOL_CONSTANT: OpDef = OpDef {
    results: &[result("result", c::I1)],
    attrs: &[attr("value", c::BOOL_ATTR)],
    traits: &[Trait::ConstantLike, Trait::Pure],
    format: Some("attr-dict $value"),
    result_names: Some(|ctx, body, op, set| {
        if let Some(v) = rmlir_ir::ods::prop(ctx, body, op, "value") {
            if let AttrKind::Integer { value, .. } = ctx.attr_kind(v) {
                set(0, if value.is_zero() { "false" } else { "true" });
            }
        }
    }),
    ..OpDef::new("index.bool.constant")
};

pub static SIZEOF: OpDef = OpDef {
    results: &[result("result", c::INDEX)],
    traits: &[Trait::Pure],
    format: Some("attr-dict"),
    ..OpDef::new("index.sizeof")
};

pub static CASTS: OpDef = OpDef {
    operands: &[operand("input", c::INTEGER_OR_INDEX)],
    results: &[result("output", c::INTEGER_OR_INDEX)],
    traits: &[Trait::Pure],
    format: Some("$input attr-dict `:` type($input) `to` type($output)"),
    verify: Some(verify_cast),
    ..OpDef::new("index.casts")
};

pub static CASTU: OpDef = OpDef {
    operands: &[operand("input", c::INTEGER_OR_INDEX)],
    results: &[result("output", c::INTEGER_OR_INDEX)],
    traits: &[Trait::Pure],
    format: Some("$input attr-dict `:` type($input) `to` type($output)"),
    verify: Some(verify_cast),
    ..OpDef::new("index.castu")
};

/// Upstream's `CastOpInterface` check: exactly one side is `index`.
fn verify_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let input = body.value_type(body.operand(op, 0));
    let output = body.value_type(body.results(op)[0]);
    if c::is_index(ctx, input) != c::is_index(ctx, output) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        body,
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, input),
            type_to_string(ctx, output)
        ),
    ))
}

pub static INDEX: DeclaredDialect = DeclaredDialect {
    namespace: "index",
    ops: &[
        &ADD,
        &AND,
        &BOOL_CONSTANT,
        &CASTS,
        &CASTU,
        &CEILDIVS,
        &CEILDIVU,
        &CMP,
        &CONSTANT,
        &DIVS,
        &DIVU,
        &FLOORDIVS,
        &MAXS,
        &MAXU,
        &MINS,
        &MINU,
        &MUL,
        &OR,
        &REMS,
        &REMU,
        &SHL,
        &SHRS,
        &SHRU,
        &SIZEOF,
        &SUB,
        &XOR,
    ],
};
