//! The `ub` dialect of MLIR 19: `ub.poison`, declared with [`rmlir_ir::ods`].

use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::constraints::{self as c, dialect_attr, is_dialect_attr};
use rmlir_ir::ods::{default_attr, prop, result, AttrAsm, AttrConstraint, OpDef, Trait};
use rmlir_ir::rewrite::fold::{FoldAdaptor, Folded};
use rmlir_ir::{Attribute, Builder, Context, Location, OpId, Type};

/// The ub dialect: `ub.poison`, and poison constants materialized as `ub.poison` (upstream's
/// `UBDialect::materializeConstant`).
pub struct UbDialect;

pub static UB: UbDialect = UbDialect;

impl Dialect for UbDialect {
    fn namespace(&self) -> &'static str {
        "ub"
    }
    fn ops(&self) -> Vec<OpInfo> {
        vec![POISON.info()]
    }
    fn materialize_constant(
        &self,
        ctx: &Context,
        b: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        if !is_poison(ctx, value) {
            return None;
        }
        let mut spec = rmlir_ir::body::OpSpec::new(ctx.op_name("ub.poison"), loc);
        spec.result_types = std::slice::from_ref(&ty);
        spec.props.push(Some(value));
        Some(b.create(spec))
    }
}

/// `ub.poison` folds to its value (upstream's `PoisonOp::fold`).
fn fold_poison(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let v = prop(ad.ctx, ad.body, ad.op, "value").unwrap_or_else(|| poison_attr(ad.ctx));
    Some(Folded::attr(v))
}

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
    fold: Some(fold_poison),
    format: Some("attr-dict (`<` $value^ `>`)? `:` type($result)"),
    ..OpDef::new("ub.poison")
};
