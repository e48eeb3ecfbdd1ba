//! The `math` dialect of MLIR 19: elementwise math functions on floats and integers,
//! declared with [`rmlir_ir::ods`]. Fast-math flags are `#arith.fastmath`, through the
//! same constraint as `arith`.

mod fold;

use crate::arith::FASTMATH;
use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::constraints::{self as c, dialect_attr};
use rmlir_ir::ods::{default_attr, operand, result, AttrDef, OpDef, Trait};
use rmlir_ir::{Attribute, Builder, Context, Location, OpId, Type};

fn fastmath_none(ctx: &Context) -> Attribute {
    dialect_attr(ctx, "arith", "fastmath<none>")
}

const FASTMATH_ATTRS: &[AttrDef] = &[default_attr("fastmath", FASTMATH, fastmath_none)];

/// `SameOperandsAndResultType`, then `Pure` and `ElementwiseMappable`, in upstream's order.
const TRAITS: &[Trait] = &[
    Trait::SameOperandsAndResultType,
    Trait::Pure,
    Trait::Elementwise,
];

const FLOAT_UNARY: &str = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const FLOAT_BINARY: &str = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const INT_UNARY: &str = "$operand attr-dict `:` type($result)";

/// The folder named in a declaration, if any.
macro_rules! fold_of {
    () => {
        None
    };
    ($fold:ident) => {
        Some(fold::$fold)
    };
}

macro_rules! float_unary {
    ($($id:ident = $name:literal $(=> $fold:ident)?),* $(,)?) => {$(
        pub static $id: OpDef = OpDef {
            fold: fold_of!($($fold)?),
            operands: &[operand("operand", c::FLOAT_LIKE)],
            results: &[result("result", c::FLOAT_LIKE)],
            attrs: FASTMATH_ATTRS,
            traits: TRAITS,
            format: Some(FLOAT_UNARY),
            ..OpDef::new($name)
        };
    )*};
}

macro_rules! float_binary {
    ($($id:ident = $name:literal $(=> $fold:ident)?),* $(,)?) => {$(
        pub static $id: OpDef = OpDef {
            fold: fold_of!($($fold)?),
            operands: &[operand("lhs", c::FLOAT_LIKE), operand("rhs", c::FLOAT_LIKE)],
            results: &[result("result", c::FLOAT_LIKE)],
            attrs: FASTMATH_ATTRS,
            traits: TRAITS,
            format: Some(FLOAT_BINARY),
            ..OpDef::new($name)
        };
    )*};
}

macro_rules! int_unary {
    ($($id:ident = $name:literal $(=> $fold:ident)?),* $(,)?) => {$(
        pub static $id: OpDef = OpDef {
            fold: fold_of!($($fold)?),
            operands: &[operand("operand", c::SIGNLESS_INTEGER_LIKE)],
            results: &[result("result", c::SIGNLESS_INTEGER_LIKE)],
            traits: TRAITS,
            format: Some(INT_UNARY),
            ..OpDef::new($name)
        };
    )*};
}

float_unary!(
    ABSF = "math.absf" => fold_absf,
    ACOS = "math.acos" => fold_acos,
    ACOSH = "math.acosh" => fold_acosh,
    ASIN = "math.asin" => fold_asin,
    ASINH = "math.asinh" => fold_asinh,
    ATAN = "math.atan" => fold_atan,
    ATANH = "math.atanh" => fold_atanh,
    CBRT = "math.cbrt",
    CEIL = "math.ceil" => fold_ceil,
    COS = "math.cos" => fold_cos,
    COSH = "math.cosh" => fold_cosh,
    ERF = "math.erf" => fold_erf,
    EXP = "math.exp" => fold_exp,
    EXP2 = "math.exp2" => fold_exp2,
    EXPM1 = "math.expm1" => fold_expm1,
    FLOOR = "math.floor" => fold_floor,
    LOG = "math.log" => fold_log,
    LOG10 = "math.log10" => fold_log10,
    LOG1P = "math.log1p" => fold_log1p,
    LOG2 = "math.log2" => fold_log2,
    ROUND = "math.round" => fold_round,
    ROUNDEVEN = "math.roundeven" => fold_roundeven,
    RSQRT = "math.rsqrt",
    SIN = "math.sin" => fold_sin,
    SINH = "math.sinh" => fold_sinh,
    SQRT = "math.sqrt" => fold_sqrt,
    TAN = "math.tan" => fold_tan,
    TANH = "math.tanh" => fold_tanh,
    TRUNC = "math.trunc" => fold_trunc,
);

float_binary!(
    ATAN2 = "math.atan2" => fold_atan2,
    COPYSIGN = "math.copysign" => fold_copysign,
    POWF = "math.powf" => fold_powf,
);

int_unary!(
    ABSI = "math.absi" => fold_absi,
    CTLZ = "math.ctlz" => fold_ctlz,
    CTPOP = "math.ctpop" => fold_ctpop,
    CTTZ = "math.cttz" => fold_cttz,
);

pub static IPOWI: OpDef = OpDef {
    operands: &[
        operand("lhs", c::SIGNLESS_INTEGER_LIKE),
        operand("rhs", c::SIGNLESS_INTEGER_LIKE),
    ],
    results: &[result("result", c::SIGNLESS_INTEGER_LIKE)],
    traits: TRAITS,
    format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
    fold: Some(fold::fold_ipowi),
    ..OpDef::new("math.ipowi")
};

pub static FMA: OpDef = OpDef {
    operands: &[
        operand("a", c::FLOAT_LIKE),
        operand("b", c::FLOAT_LIKE),
        operand("c", c::FLOAT_LIKE),
    ],
    results: &[result("result", c::FLOAT_LIKE)],
    attrs: FASTMATH_ATTRS,
    traits: TRAITS,
    format: Some("$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    ..OpDef::new("math.fma")
};

pub static FPOWI: OpDef = OpDef {
    operands: &[
        operand("lhs", c::FLOAT_LIKE),
        operand("rhs", c::SIGNLESS_INTEGER_LIKE),
    ],
    results: &[result("result", c::FLOAT_LIKE)],
    attrs: FASTMATH_ATTRS,
    traits: &[
        Trait::SameOperandsAndResultShape,
        Trait::AllTypesMatch(&["lhs", "result"]),
        Trait::Pure,
        Trait::Elementwise,
    ],
    format: Some(
        "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
    ),
    ..OpDef::new("math.fpowi")
};

/// The dialect; folded constants materialize as `arith.constant` (upstream's
/// `MathDialect::materializeConstant`).
pub struct MathDialect;

pub static MATH: MathDialect = MathDialect;

impl Dialect for MathDialect {
    fn namespace(&self) -> &'static str {
        "math"
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
        crate::arith::ARITH.materialize_constant(ctx, b, value, ty, loc)
    }
}

static OPS: &[&OpDef] = &[
    &ABSF, &ABSI, &ACOS, &ACOSH, &ASIN, &ASINH, &ATAN, &ATAN2, &ATANH, &CBRT, &CEIL, &COPYSIGN,
    &COS, &COSH, &CTLZ, &CTPOP, &CTTZ, &ERF, &EXP, &EXP2, &EXPM1, &FLOOR, &FMA, &FPOWI, &IPOWI,
    &LOG, &LOG10, &LOG1P, &LOG2, &POWF, &ROUND, &ROUNDEVEN, &RSQRT, &SIN, &SINH, &SQRT, &TAN,
    &TANH, &TRUNC,
];
