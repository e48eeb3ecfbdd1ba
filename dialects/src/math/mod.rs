//! The `math` dialect of MLIR 19: elementwise math functions on floats and integers,
//! declared with [`rmlir_ir::ods`]. Fast-math flags are `#arith.fastmath`, through the
//! same constraint as `arith`.

use crate::arith::FASTMATH;
use rmlir_ir::ods::constraints::{self as c, dialect_attr};
use rmlir_ir::ods::{default_attr, operand, result, AttrDef, DeclaredDialect, OpDef, Trait};
use rmlir_ir::{Attribute, Context};

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

macro_rules! float_unary {
    ($($id:ident = $name:literal),* $(,)?) => {$(
        pub static $id: OpDef = OpDef {
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
    ($($id:ident = $name:literal),* $(,)?) => {$(
        pub static $id: OpDef = OpDef {
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
    ($($id:ident = $name:literal),* $(,)?) => {$(
        pub static $id: OpDef = OpDef {
            operands: &[operand("operand", c::SIGNLESS_INTEGER_LIKE)],
            results: &[result("result", c::SIGNLESS_INTEGER_LIKE)],
            traits: TRAITS,
            format: Some(INT_UNARY),
            ..OpDef::new($name)
        };
    )*};
}

float_unary!(
    ABSF = "math.absf",
    ACOS = "math.acos",
    ACOSH = "math.acosh",
    ASIN = "math.asin",
    ASINH = "math.asinh",
    ATAN = "math.atan",
    ATANH = "math.atanh",
    CBRT = "math.cbrt",
    CEIL = "math.ceil",
    COS = "math.cos",
    COSH = "math.cosh",
    ERF = "math.erf",
    EXP = "math.exp",
    EXP2 = "math.exp2",
    EXPM1 = "math.expm1",
    FLOOR = "math.floor",
    LOG = "math.log",
    LOG10 = "math.log10",
    LOG1P = "math.log1p",
    LOG2 = "math.log2",
    ROUND = "math.round",
    ROUNDEVEN = "math.roundeven",
    RSQRT = "math.rsqrt",
    SIN = "math.sin",
    SINH = "math.sinh",
    SQRT = "math.sqrt",
    TAN = "math.tan",
    TANH = "math.tanh",
    TRUNC = "math.trunc",
);

float_binary!(
    ATAN2 = "math.atan2",
    COPYSIGN = "math.copysign",
    POWF = "math.powf",
);

int_unary!(
    ABSI = "math.absi",
    CTLZ = "math.ctlz",
    CTPOP = "math.ctpop",
    CTTZ = "math.cttz",
);

pub static IPOWI: OpDef = OpDef {
    operands: &[
        operand("lhs", c::SIGNLESS_INTEGER_LIKE),
        operand("rhs", c::SIGNLESS_INTEGER_LIKE),
    ],
    results: &[result("result", c::SIGNLESS_INTEGER_LIKE)],
    traits: TRAITS,
    format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
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

pub static MATH: DeclaredDialect = DeclaredDialect {
    namespace: "math",
    ops: &[
        &ABSF, &ABSI, &ACOS, &ACOSH, &ASIN, &ASINH, &ATAN, &ATAN2, &ATANH, &CBRT, &CEIL, &COPYSIGN,
        &COS, &COSH, &CTLZ, &CTPOP, &CTTZ, &ERF, &EXP, &EXP2, &EXPM1, &FLOOR, &FMA, &FPOWI, &IPOWI,
        &LOG, &LOG10, &LOG1P, &LOG2, &POWF, &ROUND, &ROUNDEVEN, &RSQRT, &SIN, &SINH, &SQRT, &TAN,
        &TANH, &TRUNC,
    ],
};
