//! The `ub` dialect of MLIR 19: `ub.poison`, declared with [`rmlir_ir::ods`].

use rmlir_ir::ods::constraints::{self as c, dialect_attr, is_dialect_attr};
use rmlir_ir::ods::{default_attr, result, AttrAsm, AttrConstraint, DeclaredDialect, OpDef, Trait};
use rmlir_ir::{Attribute, Context};

pub static UB: DeclaredDialect = DeclaredDialect {
    namespace: "ub",
    ops: &[&POISON],
};

fn is_poison(ctx: &Context, a: Attribute) -> bool {
    is_dialect_attr(ctx, a, "#ub.poison")
}

/// `UB_PoisonAttrInterface` (implemented by `#ub.poison`); printed in full.
pub const POISON_ATTR: AttrConstraint = AttrConstraint {
    summary: "PoisonAttrInterface instance",
    pred: is_poison,
    asm: AttrAsm::Class(is_poison),
};

/// `#ub.poison`.
pub fn poison_attr(ctx: &Context) -> Attribute {
    dialect_attr(ctx, "ub", "poison")
}

pub static POISON: OpDef = OpDef {
    results: &[result("result", c::ANY_TYPE)],
    attrs: &[default_attr("value", POISON_ATTR, poison_attr)],
    traits: &[Trait::ConstantLike, Trait::Pure],
    format: Some("attr-dict (`<` $value^ `>`)? `:` type($result)"),
    ..OpDef::new("ub.poison")
};
