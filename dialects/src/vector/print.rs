//! `vector.print` (upstream's `Vector_PrintOp`): prints a scalar or a vector (then a
//! newline unless its punctuation says otherwise), a punctuation alone, or a string.

use super::op_err;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::enums::{DialectAttrDef, EnumAttrKind};
use rmlir_ir::ods::{default_attr, optional, optional_attr, AttrAsm, AttrConstraint};
use rmlir_ir::ods::{EnumDef, OpDef, TypeConstraint};
use rmlir_ir::rewrite::effects::{Effect, EffectInstance, EffectOn};
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind};

/// `PrintPunctuation`.
pub static PUNCTUATION: EnumDef = EnumDef {
    name: "PrintPunctuation",
    cases: &[
        ("no_punctuation", 0),
        ("newline", 1),
        ("comma", 2),
        ("open", 3),
        ("close", 4),
    ],
    width: 32,
};

/// `#vector.punctuation<...>`.
pub static PUNCTUATION_ATTR: DialectAttrDef = DialectAttrDef {
    dialect: "vector",
    mnemonic: "punctuation",
    attr_name: "PrintPunctuationAttr",
    cpp_enum: "::mlir::vector::PrintPunctuation",
    kind: EnumAttrKind::Int(&PUNCTUATION),
};

const PUNCTUATION_CONSTRAINT: AttrConstraint = AttrConstraint {
    summary: "Punctuation for separating vectors or vector elements",
    pred: |c, a| PUNCTUATION_ATTR.is(c, a),
    asm: AttrAsm::Dialect("#vector.punctuation"),
};

/// The punctuation case of `op` (newline when absent).
pub fn punctuation(ctx: &Context, body: &Body, op: OpId) -> &'static str {
    rmlir_ir::ods::prop(ctx, body, op, "punctuation")
        .and_then(|a| PUNCTUATION_ATTR.value(ctx, a))
        .and_then(|v| PUNCTUATION.case_name(v as i64))
        .unwrap_or("newline")
}

fn printable(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. } | TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

/// The operand's constraint: upstream's `Type<Or<[...]>>` has an empty summary.
const PRINTABLE: TypeConstraint = TypeConstraint {
    summary: "",
    pred: printable,
    build: None,
    class: None,
};

fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let has_string = rmlir_ir::ods::prop(ctx, body, op, "stringLiteral").is_some();
    let has_source = body.num_operands(op) > 0;
    if has_string && (has_source || punctuation(ctx, body, op) != "newline") {
        return Err(op_err(
            ctx,
            body,
            op,
            "failed to verify that `source` or `punctuation` are not set when printing strings",
        ));
    }
    Ok(())
}

pub static PRINT: OpDef = OpDef {
    operands: &[optional("source", PRINTABLE)],
    attrs: &[
        default_attr("punctuation", PUNCTUATION_CONSTRAINT, |ctx| {
            PUNCTUATION_ATTR.get(ctx, 1)
        }),
        optional_attr("stringLiteral", c::STR_ATTR),
    ],
    format: Some(
        "($source^ `:` type($source))? oilist( `str` $stringLiteral | `punctuation` $punctuation) attr-dict",
    ),
    verify: Some(verify),
    memory_effects: Some(|_, _, _, out| {
        out.push(EffectInstance::new(Effect::Write, EffectOn::Nothing))
    }),
    ..OpDef::new("vector.print")
};
