//! The `index` dialect of MLIR 19: arithmetic, comparisons, casts and constants on
//! `index` values, declared with [`rmlir_ir::ods`].

use rmlir_ir::body::OpSpec;
use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, operand, result, AttrAsm, AttrConstraint, DialectEnumDef, OpDef, Trait};
use rmlir_ir::printer::type_to_string;
use rmlir_ir::types::Signedness;
use rmlir_ir::verifier::op_error;
use rmlir_ir::{
    AttrKind, Attribute, Body, Builder, Context, Diagnostic, Location, OpId, Type, TypeKind,
};

mod fold;

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
    ($($id:ident = $name:literal, $fold:path, [$($tr:expr),*]);* $(;)?) => {$(
        pub static $id: OpDef = OpDef {
            operands: &[operand("lhs", c::INDEX), operand("rhs", c::INDEX)],
            results: &[result("result", c::INDEX)],
            traits: &[Trait::Pure $(, $tr)*],
            format: Some("$lhs `,` $rhs attr-dict"),
            fold: Some($fold),
            ..OpDef::new($name)
        };
    )*};
}

binary!(
    ADD = "index.add", fold::fold_add, [Trait::Commutative];
    AND = "index.and", fold::fold_and, [Trait::Commutative];
    CEILDIVS = "index.ceildivs", fold::fold_ceildivs, [];
    CEILDIVU = "index.ceildivu", fold::fold_ceildivu, [];
    DIVS = "index.divs", fold::fold_divs, [];
    DIVU = "index.divu", fold::fold_divu, [];
    FLOORDIVS = "index.floordivs", fold::fold_floordivs, [];
    MAXS = "index.maxs", fold::fold_maxs, [Trait::Commutative];
    MAXU = "index.maxu", fold::fold_maxu, [Trait::Commutative];
    MINS = "index.mins", fold::fold_mins, [Trait::Commutative];
    MINU = "index.minu", fold::fold_minu, [Trait::Commutative];
    MUL = "index.mul", fold::fold_mul, [Trait::Commutative];
    OR = "index.or", fold::fold_or, [Trait::Commutative];
    REMS = "index.rems", fold::fold_rems, [];
    REMU = "index.remu", fold::fold_remu, [];
    SHL = "index.shl", fold::fold_shl, [];
    SHRS = "index.shrs", fold::fold_shrs, [];
    SHRU = "index.shru", fold::fold_shru, [];
    SUB = "index.sub", fold::fold_sub, [];
    XOR = "index.xor", fold::fold_xor, [Trait::Commutative];
);

pub static CMP: OpDef = OpDef {
    operands: &[operand("lhs", c::INDEX), operand("rhs", c::INDEX)],
    results: &[result("result", c::I1)],
    attrs: &[attr("pred", CMP_PREDICATE_ATTR)],
    traits: &[Trait::Pure],
    format: Some("`` $pred `(` $lhs `,` $rhs `)` attr-dict"),
    fold: Some(fold::fold_cmp),
    canonicalization_patterns: Some(fold::cmp_patterns),
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
    fold: Some(fold::fold_constant),
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
    fold: Some(fold::fold_constant),
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
    fold: Some(fold::fold_casts),
    ..OpDef::new("index.casts")
};

pub static CASTU: OpDef = OpDef {
    operands: &[operand("input", c::INTEGER_OR_INDEX)],
    results: &[result("output", c::INTEGER_OR_INDEX)],
    traits: &[Trait::Pure],
    format: Some("$input attr-dict `:` type($input) `to` type($output)"),
    verify: Some(verify_cast),
    fold: Some(fold::fold_castu),
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

/// The dialect: its ops, and constants materialized as `index.constant` (index
/// integers) or `index.bool.constant` (`i1`), as upstream's `materializeConstant`.
pub struct IndexDialect;

pub static INDEX: IndexDialect = IndexDialect;

impl Dialect for IndexDialect {
    fn namespace(&self) -> &'static str {
        "index"
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
        let AttrKind::Integer { ty: vty, .. } = ctx.attr_kind(value) else {
            return None;
        };
        let name = match (ctx.type_kind(*vty), ctx.type_kind(ty)) {
            (
                TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                },
                TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                },
            ) => "index.bool.constant",
            (TypeKind::Index, TypeKind::Index) => "index.constant",
            _ => return None,
        };
        let mut spec = OpSpec::new(ctx.op_name(name), loc);
        spec.result_types = std::slice::from_ref(&ty);
        spec.props.push(Some(value));
        Some(b.create(spec))
    }
}

static OPS: &[&OpDef] = &[
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
];
