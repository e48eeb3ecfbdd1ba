//! The LLVM intrinsic ops lowering emits (`LLVMIntrinsicOps.td`): the math and bit
//! intrinsics written `llvm.intr.name(%a, %b) : (t, t) -> t`, and the variadic-argument
//! intrinsics `llvm.intr.vastart`/`vaend`/`vacopy`.

use super::attrs::{fastmath_none, FASTMATH_C};
use super::ops::{
    COMPATIBLE, FLOAT_LIKE, INT_LIKE, PTR, PTR0, SIGNLESS_INT, VECTOR, VECTOR_OF_I1, VECTOR_OF_PTR,
};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{
    default_attr, operand, result, AttrDef, CustomDirective, OpDef, Trait, ValueDef,
};

const FORMAT: &str =
    "`(` operands `)` custom<LLVMOpAttrs>(attr-dict) `:` functional-type(operands, results)";
const OP_ATTRS_DIR: CustomDirective = CustomDirective {
    name: "LLVMOpAttrs",
    parse: super::asm::parse_op_attrs,
    print: super::asm::print_op_attrs,
};
const FASTMATH: &[AttrDef] = &[default_attr("fastmathFlags", FASTMATH_C, fastmath_none)];
const SAME: &[Trait] = &[Trait::Pure, Trait::SameOperandsAndResultType];
const SAME_ELEMENT: &[Trait] = &[Trait::Pure, Trait::SameOperandsAndResultElementType];
const PURE: &[Trait] = &[Trait::Pure];

const F1: &[ValueDef] = &[operand("in", FLOAT_LIKE)];
const F2: &[ValueDef] = &[operand("a", FLOAT_LIKE), operand("b", FLOAT_LIKE)];
const F3: &[ValueDef] = &[
    operand("a", FLOAT_LIKE),
    operand("b", FLOAT_LIKE),
    operand("c", FLOAT_LIKE),
];
const I1: &[ValueDef] = &[operand("in", INT_LIKE)];
const I2: &[ValueDef] = &[operand("a", INT_LIKE), operand("b", INT_LIKE)];
const I3: &[ValueDef] = &[
    operand("a", INT_LIKE),
    operand("b", INT_LIKE),
    operand("c", INT_LIKE),
];
const FRES: &[ValueDef] = &[result("res", FLOAT_LIKE)];
const IRES: &[ValueDef] = &[result("res", INT_LIKE)];

macro_rules! intr {
    ($id:ident, $name:literal, $ops:expr, $res:expr, $attrs:expr, $traits:expr) => {
        pub static $id: OpDef = OpDef {
            operands: $ops,
            results: $res,
            attrs: $attrs,
            traits: $traits,
            format: Some(FORMAT),
            customs: &[OP_ATTRS_DIR],
            ..OpDef::new($name)
        };
    };
}

intr!(BITREVERSE, "llvm.intr.bitreverse", I1, IRES, &[], SAME);
intr!(BSWAP, "llvm.intr.bswap", I1, IRES, &[], SAME);
intr!(CEIL, "llvm.intr.ceil", F1, FRES, FASTMATH, SAME);
intr!(COPYSIGN, "llvm.intr.copysign", F2, FRES, FASTMATH, SAME);
intr!(COS, "llvm.intr.cos", F1, FRES, FASTMATH, SAME);
intr!(CTPOP, "llvm.intr.ctpop", I1, IRES, &[], SAME);
intr!(EXP, "llvm.intr.exp", F1, FRES, FASTMATH, SAME);
intr!(EXP2, "llvm.intr.exp2", F1, FRES, FASTMATH, SAME);
intr!(FABS, "llvm.intr.fabs", F1, FRES, FASTMATH, SAME);
intr!(FLOOR, "llvm.intr.floor", F1, FRES, FASTMATH, SAME);
intr!(FMA, "llvm.intr.fma", F3, FRES, FASTMATH, SAME);
intr!(FMULADD, "llvm.intr.fmuladd", F3, FRES, FASTMATH, SAME);
intr!(FSHL, "llvm.intr.fshl", I3, IRES, &[], SAME);
intr!(FSHR, "llvm.intr.fshr", I3, IRES, &[], SAME);
intr!(
    LLRINT,
    "llvm.intr.llrint",
    &[operand("val", FLOAT_LIKE)],
    IRES,
    &[],
    PURE
);
intr!(
    LLROUND,
    "llvm.intr.llround",
    &[operand("val", FLOAT_LIKE)],
    IRES,
    &[],
    PURE
);
intr!(LOG, "llvm.intr.log", F1, FRES, FASTMATH, SAME);
intr!(LOG10, "llvm.intr.log10", F1, FRES, FASTMATH, SAME);
intr!(LOG2, "llvm.intr.log2", F1, FRES, FASTMATH, SAME);
intr!(
    LRINT,
    "llvm.intr.lrint",
    &[operand("val", FLOAT_LIKE)],
    IRES,
    &[],
    PURE
);
intr!(
    LROUND,
    "llvm.intr.lround",
    &[operand("val", FLOAT_LIKE)],
    IRES,
    &[],
    PURE
);
intr!(MAXIMUM, "llvm.intr.maximum", F2, FRES, FASTMATH, SAME);
intr!(MAXNUM, "llvm.intr.maxnum", F2, FRES, FASTMATH, SAME);
intr!(MINIMUM, "llvm.intr.minimum", F2, FRES, FASTMATH, SAME);
intr!(MINNUM, "llvm.intr.minnum", F2, FRES, FASTMATH, SAME);
intr!(NEARBYINT, "llvm.intr.nearbyint", F1, FRES, FASTMATH, SAME);
intr!(POW, "llvm.intr.pow", F2, FRES, FASTMATH, SAME);
intr!(
    POWI,
    "llvm.intr.powi",
    &[operand("val", FLOAT_LIKE), operand("power", SIGNLESS_INT)],
    FRES,
    FASTMATH,
    PURE
);
intr!(RINT, "llvm.intr.rint", F1, FRES, FASTMATH, SAME);
intr!(ROUND, "llvm.intr.round", F1, FRES, FASTMATH, SAME);
intr!(ROUNDEVEN, "llvm.intr.roundeven", F1, FRES, FASTMATH, SAME);
intr!(SADD_SAT, "llvm.intr.sadd.sat", I2, IRES, &[], SAME);
intr!(SIN, "llvm.intr.sin", F1, FRES, FASTMATH, SAME);
intr!(SMAX, "llvm.intr.smax", I2, IRES, &[], SAME);
intr!(SMIN, "llvm.intr.smin", I2, IRES, &[], SAME);
intr!(SQRT, "llvm.intr.sqrt", F1, FRES, FASTMATH, SAME);
intr!(SSHL_SAT, "llvm.intr.sshl.sat", I2, IRES, &[], SAME);
intr!(SSUB_SAT, "llvm.intr.ssub.sat", I2, IRES, &[], SAME);
intr!(TRUNC, "llvm.intr.trunc", F1, FRES, FASTMATH, SAME);
intr!(UADD_SAT, "llvm.intr.uadd.sat", I2, IRES, &[], SAME);
intr!(UMAX, "llvm.intr.umax", I2, IRES, &[], SAME);
intr!(UMIN, "llvm.intr.umin", I2, IRES, &[], SAME);
intr!(USHL_SAT, "llvm.intr.ushl.sat", I2, IRES, &[], SAME);
intr!(USUB_SAT, "llvm.intr.usub.sat", I2, IRES, &[], SAME);
intr!(
    REDUCE_FMAX,
    "llvm.intr.vector.reduce.fmax",
    &[operand("in", VECTOR)],
    &[result("res", COMPATIBLE)],
    FASTMATH,
    SAME_ELEMENT
);
intr!(
    REDUCE_FMAXIMUM,
    "llvm.intr.vector.reduce.fmaximum",
    &[operand("in", VECTOR)],
    &[result("res", COMPATIBLE)],
    FASTMATH,
    SAME_ELEMENT
);
intr!(
    REDUCE_FMIN,
    "llvm.intr.vector.reduce.fmin",
    &[operand("in", VECTOR)],
    &[result("res", COMPATIBLE)],
    FASTMATH,
    SAME_ELEMENT
);
intr!(
    REDUCE_FMINIMUM,
    "llvm.intr.vector.reduce.fminimum",
    &[operand("in", VECTOR)],
    &[result("res", COMPATIBLE)],
    FASTMATH,
    SAME_ELEMENT
);

pub static VASTART: OpDef = OpDef {
    operands: &[operand("arg_list", PTR)],
    format: Some("$arg_list attr-dict `:` qualified(type($arg_list))"),
    ..OpDef::new("llvm.intr.vastart")
};
pub static VAEND: OpDef = OpDef {
    operands: &[operand("arg_list", PTR)],
    format: Some("$arg_list attr-dict `:` qualified(type($arg_list))"),
    ..OpDef::new("llvm.intr.vaend")
};
pub static VACOPY: OpDef = OpDef {
    operands: &[operand("dest_list", PTR), operand("src_list", PTR)],
    format: Some("$src_list `to` $dest_list attr-dict `:` type(operands)"),
    ..OpDef::new("llvm.intr.vacopy")
};

fn scalable(ctx: &rmlir_ir::Context, ty: rmlir_ir::Type) -> bool {
    match ctx.type_kind(ty) {
        rmlir_ir::TypeKind::Vector { scalable, .. } => scalable.iter().any(|s| *s),
        _ => matches!(
            super::types::decode(ctx, ty),
            Some(super::types::LlvmType::ScalableVec(..))
        ),
    }
}

/// At most 2^17 bits (the element count times the element width, upstream's
/// `getVectorBitWidth` on the minimum length).
fn small_vector(ctx: &rmlir_ir::Context, ty: rmlir_ir::Type) -> bool {
    let (n, elem) = match ctx.type_kind(ty) {
        rmlir_ir::TypeKind::Vector { shape, elem, .. } => (shape.iter().product::<i64>(), *elem),
        _ => match super::types::decode(ctx, ty) {
            Some(super::types::LlvmType::Vec(e, n) | super::types::LlvmType::ScalableVec(e, n)) => {
                (n as i64, e)
            }
            _ => return true,
        },
    };
    let bits = ctx.int_or_float_bitwidth(elem).unwrap_or(0) as i64;
    n * bits <= 131072
}

pub static STACKSAVE: OpDef = OpDef {
    results: &[result("res", COMPATIBLE)],
    format: Some("attr-dict `:` qualified(type($res))"),
    ..OpDef::new("llvm.intr.stacksave")
};
pub static STACKRESTORE: OpDef = OpDef {
    operands: &[operand("ptr", PTR)],
    format: Some("$ptr attr-dict `:` qualified(type($ptr))"),
    ..OpDef::new("llvm.intr.stackrestore")
};
pub static LIFETIME_START: OpDef = OpDef {
    operands: &[operand("ptr", PTR)],
    attrs: &[rmlir_ir::ods::attr("size", c::I64_ATTR)],
    format: Some("$size `,` $ptr attr-dict `:` qualified(type($ptr))"),
    ..OpDef::new("llvm.intr.lifetime.start")
};
pub static LIFETIME_END: OpDef = OpDef {
    operands: &[operand("ptr", PTR)],
    attrs: &[rmlir_ir::ods::attr("size", c::I64_ATTR)],
    format: Some("$size `,` $ptr attr-dict `:` qualified(type($ptr))"),
    ..OpDef::new("llvm.intr.lifetime.end")
};
pub static VECTOR_INSERT: OpDef = OpDef {
    operands: &[operand("dstvec", VECTOR), operand("srcvec", VECTOR)],
    results: &[result("res", VECTOR)],
    attrs: &[rmlir_ir::ods::attr("pos", c::I64_ATTR)],
    traits: &[
        Trait::Pure,
        Trait::AllTypesMatch(&["dstvec", "res"]),
        Trait::Pred {
            summary: "vectors are not bigger than 2^17 bits.",
            pred: |ctx, body, op| {
                body.operands(op)
                    .all(|v| small_vector(ctx, body.value_type(v)))
            },
        },
        Trait::Pred {
            summary: "it is not inserting scalable into fixed-length vectors.",
            pred: |ctx, body, op| {
                !scalable(ctx, body.value_type(body.operand(op, 1)))
                    || scalable(ctx, body.value_type(body.operand(op, 0)))
            },
        },
    ],
    format: Some("$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)"),
    ..OpDef::new("llvm.intr.vector.insert")
};
pub static VECTOR_EXTRACT: OpDef = OpDef {
    operands: &[operand("srcvec", VECTOR)],
    results: &[result("res", VECTOR)],
    attrs: &[rmlir_ir::ods::attr("pos", c::I64_ATTR)],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "vectors are not bigger than 2^17 bits.",
            pred: |ctx, body, op| {
                small_vector(ctx, body.value_type(body.operand(op, 0)))
                    && small_vector(ctx, body.value_type(body.result(op, 0)))
            },
        },
        Trait::Pred {
            summary: "it is not extracting scalable from fixed-length vectors.",
            pred: |ctx, body, op| {
                !scalable(ctx, body.value_type(body.result(op, 0)))
                    || scalable(ctx, body.value_type(body.operand(op, 0)))
            },
        },
    ],
    format: Some("$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)"),
    ..OpDef::new("llvm.intr.vector.extract")
};
pub static EXPECT: OpDef = OpDef {
    operands: &[
        operand("val", SIGNLESS_INT),
        operand("expected", SIGNLESS_INT),
    ],
    results: &[result("res", COMPATIBLE)],
    traits: &[Trait::Pure, Trait::SameOperandsAndResultType],
    format: Some("$val `,` $expected attr-dict `:` type($val)"),
    ..OpDef::new("llvm.intr.expect")
};

/// The element count (minimum for scalable vectors) and element type of a vector.
fn vector_shape(ctx: &rmlir_ir::Context, ty: rmlir_ir::Type) -> Option<(u64, rmlir_ir::Type)> {
    match ctx.type_kind(ty) {
        rmlir_ir::TypeKind::Vector { shape, elem, .. } => {
            Some((shape.iter().product::<i64>() as u64, *elem))
        }
        _ => match super::types::decode(ctx, ty) {
            Some(super::types::LlvmType::Vec(e, n) | super::types::LlvmType::ScalableVec(e, n)) => {
                Some((n as u64, e))
            }
            _ => None,
        },
    }
}

pub static VECTOR_INTERLEAVE2: OpDef = OpDef {
    operands: &[operand("vec1", VECTOR), operand("vec2", VECTOR)],
    results: &[result("res", COMPATIBLE)],
    traits: &[
        Trait::Pure,
        Trait::AllTypesMatch(&["vec1", "vec2"]),
        Trait::Pred {
            summary: "result has twice as many elements as 'vec1'",
            pred: |ctx, body, op| {
                let (v, r) = (
                    body.value_type(body.operand(op, 0)),
                    body.value_type(body.result(op, 0)),
                );
                match (vector_shape(ctx, v), vector_shape(ctx, r)) {
                    (Some((n, e)), Some((m, f))) => {
                        m == 2 * n && e == f && scalable(ctx, v) == scalable(ctx, r)
                    }
                    _ => false,
                }
            },
        },
    ],
    ..OpDef::new("llvm.intr.vector.interleave2")
};

const I1_ATTR: rmlir_ir::ods::AttrConstraint = rmlir_ir::ods::AttrConstraint {
    summary: "1-bit signless integer attribute",
    pred: |ctx, a| c::signless_int_value(ctx, a, 1).is_some(),
    asm: rmlir_ir::ods::AttrAsm::Typed(|ctx| ctx.integer_type(1)),
};
const MATRIX_SHAPE: &[AttrDef] = &[
    rmlir_ir::ods::attr("isVolatile", I1_ATTR),
    rmlir_ir::ods::attr("rows", c::I32_ATTR),
    rmlir_ir::ods::attr("columns", c::I32_ATTR),
];

pub static EH_TYPEID_FOR: OpDef = OpDef {
    operands: &[operand("type_info", PTR)],
    results: &[result("res", COMPATIBLE)],
    format: Some("$type_info attr-dict `:` functional-type(operands, results)"),
    ..OpDef::new("llvm.intr.eh.typeid.for")
};
pub static MATRIX_LOAD: OpDef = OpDef {
    operands: &[operand("data", PTR), operand("stride", SIGNLESS_INT)],
    results: &[result("res", VECTOR)],
    attrs: MATRIX_SHAPE,
    format: Some(
        "$data `,` `<` `stride` `=` $stride `>` attr-dict`:` type($res) `from` qualified(type($data)) `stride` type($stride)",
    ),
    ..OpDef::new("llvm.intr.matrix.column.major.load")
};
pub static MATRIX_STORE: OpDef = OpDef {
    operands: &[
        operand("matrix", VECTOR),
        operand("data", PTR),
        operand("stride", SIGNLESS_INT),
    ],
    attrs: MATRIX_SHAPE,
    format: Some(
        "$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict`:` type($matrix) `to` qualified(type($data)) `stride` type($stride)",
    ),
    ..OpDef::new("llvm.intr.matrix.column.major.store")
};
pub static MATRIX_MULTIPLY: OpDef = OpDef {
    operands: &[operand("lhs", VECTOR), operand("rhs", VECTOR)],
    results: &[result("res", VECTOR)],
    attrs: &[
        rmlir_ir::ods::attr("lhs_rows", c::I32_ATTR),
        rmlir_ir::ods::attr("lhs_columns", c::I32_ATTR),
        rmlir_ir::ods::attr("rhs_columns", c::I32_ATTR),
    ],
    format: Some("$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)"),
    ..OpDef::new("llvm.intr.matrix.multiply")
};
pub static MATRIX_TRANSPOSE: OpDef = OpDef {
    operands: &[operand("matrix", VECTOR)],
    results: &[result("res", VECTOR)],
    attrs: &[
        rmlir_ir::ods::attr("rows", c::I32_ATTR),
        rmlir_ir::ods::attr("columns", c::I32_ATTR),
    ],
    format: Some("$matrix attr-dict `:` type($matrix) `into` type($res)"),
    ..OpDef::new("llvm.intr.matrix.transpose")
};

const ALIGNMENT: &[AttrDef] = &[rmlir_ir::ods::attr("alignment", c::I32_ATTR)];

pub static MASKED_LOAD: OpDef = OpDef {
    operands: &[
        operand("data", PTR),
        operand("mask", VECTOR_OF_I1),
        rmlir_ir::ods::variadic("pass_thru", VECTOR),
    ],
    results: &[result("res", VECTOR)],
    attrs: ALIGNMENT,
    format: Some("operands attr-dict `:` functional-type(operands, results)"),
    ..OpDef::new("llvm.intr.masked.load")
};
pub static MASKED_GATHER: OpDef = OpDef {
    operands: &[
        operand("ptrs", VECTOR_OF_PTR),
        operand("mask", VECTOR_OF_I1),
        rmlir_ir::ods::variadic("pass_thru", VECTOR),
    ],
    results: &[result("res", VECTOR)],
    attrs: ALIGNMENT,
    format: Some("operands attr-dict `:` functional-type(operands, results)"),
    ..OpDef::new("llvm.intr.masked.gather")
};
pub static MASKED_STORE: OpDef = OpDef {
    operands: &[
        operand("value", VECTOR),
        operand("data", PTR),
        operand("mask", VECTOR_OF_I1),
    ],
    attrs: ALIGNMENT,
    format: Some(
        "$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` qualified(type($data))",
    ),
    ..OpDef::new("llvm.intr.masked.store")
};
pub static MASKED_SCATTER: OpDef = OpDef {
    operands: &[
        operand("value", VECTOR),
        operand("ptrs", VECTOR_OF_PTR),
        operand("mask", VECTOR_OF_I1),
    ],
    attrs: ALIGNMENT,
    format: Some(
        "$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($ptrs)",
    ),
    ..OpDef::new("llvm.intr.masked.scatter")
};
pub static INVARIANT_START: OpDef = OpDef {
    operands: &[operand("ptr", PTR)],
    results: &[result("res", PTR0)],
    attrs: &[rmlir_ir::ods::attr("size", c::I64_ATTR)],
    format: Some("$size `,` $ptr attr-dict `:` qualified(type($ptr))"),
    ..OpDef::new("llvm.intr.invariant.start")
};
pub static INVARIANT_END: OpDef = OpDef {
    operands: &[operand("start", PTR0), operand("ptr", PTR)],
    attrs: &[rmlir_ir::ods::attr("size", c::I64_ATTR)],
    format: Some("$start `,` $size `,` $ptr attr-dict `:` qualified(type($ptr))"),
    ..OpDef::new("llvm.intr.invariant.end")
};

pub static ROUNDING_MODE: rmlir_ir::ods::EnumDef = rmlir_ir::ods::EnumDef {
    name: "RoundingMode",
    cases: &[
        ("towardzero", 0),
        ("tonearest", 1),
        ("upward", 2),
        ("downward", 3),
        ("tonearestaway", 4),
        ("dynamic", 7),
        ("invalid", -1),
    ],
    width: 64,
};
pub static FP_EXCEPTION_BEHAVIOR: rmlir_ir::ods::EnumDef = rmlir_ir::ods::EnumDef {
    name: "FPExceptionBehavior",
    cases: &[("ignore", 0), ("maytrap", 1), ("strict", 2)],
    width: 64,
};

pub static CONSTRAINED_FPTRUNC: OpDef = OpDef {
    operands: &[operand("arg_0", COMPATIBLE)],
    results: &[result("res", COMPATIBLE)],
    attrs: &[
        rmlir_ir::ods::attr("roundingmode", c::enum_attr(&ROUNDING_MODE)),
        rmlir_ir::ods::attr("fpExceptionBehavior", c::enum_attr(&FP_EXCEPTION_BEHAVIOR)),
    ],
    format: Some(
        "$arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)",
    ),
    ..OpDef::new("llvm.intr.experimental.constrained.fptrunc")
};

/// A `#llvm.<mnemonic><...>` attribute (kept as text with its nested attributes).
fn is_llvm_attr(ctx: &rmlir_ir::Context, a: rmlir_ir::Attribute, mnemonic: &str) -> bool {
    match ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Dialect { sym, .. } => {
            ctx.ident_str(sym.dialect) == "llvm"
                && matches!(sym.pieces.first(),
                    Some(rmlir_ir::dialect_symbol::SymbolPiece::Text(t))
                        if t.strip_prefix(mnemonic).is_some_and(|r| r.starts_with('<')))
        }
        _ => false,
    }
}
fn is_alias_scope(ctx: &rmlir_ir::Context, a: rmlir_ir::Attribute) -> bool {
    is_llvm_attr(ctx, a, "alias_scope")
}
fn is_di_local_variable(ctx: &rmlir_ir::Context, a: rmlir_ir::Attribute) -> bool {
    is_llvm_attr(ctx, a, "di_local_variable")
}
fn is_di_expression(ctx: &rmlir_ir::Context, a: rmlir_ir::Attribute) -> bool {
    is_llvm_attr(ctx, a, "di_expression")
}
fn is_di_label(ctx: &rmlir_ir::Context, a: rmlir_ir::Attribute) -> bool {
    is_llvm_attr(ctx, a, "di_label")
}
const fn llvm_attr(
    pred: fn(&rmlir_ir::Context, rmlir_ir::Attribute) -> bool,
) -> rmlir_ir::ods::AttrConstraint {
    rmlir_ir::ods::AttrConstraint {
        summary: "",
        pred,
        asm: rmlir_ir::ods::AttrAsm::Class(pred),
    }
}
fn empty_di_expression(ctx: &rmlir_ir::Context) -> rmlir_ir::Attribute {
    c::dialect_attr(ctx, "llvm", "di_expression<>")
}

pub static DBG_DECLARE: OpDef = OpDef {
    operands: &[operand("addr", PTR)],
    attrs: &[
        rmlir_ir::ods::attr("varInfo", llvm_attr(is_di_local_variable)),
        default_attr("locationExpr", llvm_attr(is_di_expression), empty_di_expression),
    ],
    format: Some(
        "qualified($varInfo) (qualified($locationExpr)^)? `=` $addr `:` qualified(type($addr)) attr-dict",
    ),
    ..OpDef::new("llvm.intr.dbg.declare")
};
pub static DBG_VALUE: OpDef = OpDef {
    operands: &[operand("value", COMPATIBLE)],
    attrs: &[
        rmlir_ir::ods::attr("varInfo", llvm_attr(is_di_local_variable)),
        default_attr("locationExpr", llvm_attr(is_di_expression), empty_di_expression),
    ],
    format: Some(
        "qualified($varInfo) (qualified($locationExpr)^)? `=` $value `:` qualified(type($value)) attr-dict",
    ),
    ..OpDef::new("llvm.intr.dbg.value")
};
pub static DBG_LABEL: OpDef = OpDef {
    attrs: &[rmlir_ir::ods::attr("label", llvm_attr(is_di_label))],
    format: Some("$label attr-dict"),
    ..OpDef::new("llvm.intr.dbg.label")
};

pub static NOALIAS_SCOPE_DECL: OpDef = OpDef {
    attrs: &[rmlir_ir::ods::attr(
        "scope",
        rmlir_ir::ods::AttrConstraint {
            summary: "LLVM dialect alias scope",
            ..llvm_attr(is_alias_scope)
        },
    )],
    format: Some("$scope attr-dict"),
    ..OpDef::new("llvm.intr.experimental.noalias.scope.decl")
};

/// `llvm.intr.memcpy` (printed in the generic form, as upstream 19).
pub static MEMCPY: OpDef = OpDef {
    operands: &[
        operand("dst", PTR),
        operand("src", PTR),
        operand("len", SIGNLESS_INT),
    ],
    attrs: &[rmlir_ir::ods::attr("isVolatile", c::BOOL_ATTR)],
    ..OpDef::new("llvm.intr.memcpy")
};
/// `llvm.intr.prefetch` (generic form).
pub static PREFETCH: OpDef = OpDef {
    operands: &[operand("addr", PTR)],
    attrs: &[
        rmlir_ir::ods::attr("rw", c::I32_ATTR),
        rmlir_ir::ods::attr("hint", c::I32_ATTR),
        rmlir_ir::ods::attr("cache", c::I32_ATTR),
    ],
    ..OpDef::new("llvm.intr.prefetch")
};
/// `llvm.intr.assume` (generic form).
pub static ASSUME: OpDef = OpDef {
    operands: &[operand("cond", super::ops::I1_LIKE)],
    ..OpDef::new("llvm.intr.assume")
};

/// Every intrinsic this module declares.
pub static INTRINSICS: &[&OpDef] = &[
    &MEMCPY,
    &PREFETCH,
    &ASSUME,
    &CONSTRAINED_FPTRUNC,
    &NOALIAS_SCOPE_DECL,
    &DBG_DECLARE,
    &DBG_VALUE,
    &DBG_LABEL,
    &MASKED_LOAD,
    &MASKED_GATHER,
    &MASKED_STORE,
    &MASKED_SCATTER,
    &INVARIANT_START,
    &INVARIANT_END,
    &EH_TYPEID_FOR,
    &MATRIX_LOAD,
    &MATRIX_STORE,
    &MATRIX_MULTIPLY,
    &MATRIX_TRANSPOSE,
    &VECTOR_INTERLEAVE2,
    &BITREVERSE,
    &BSWAP,
    &CEIL,
    &COPYSIGN,
    &COS,
    &CTPOP,
    &EXP,
    &EXP2,
    &FABS,
    &FLOOR,
    &FMA,
    &FMULADD,
    &FSHL,
    &FSHR,
    &LLRINT,
    &LLROUND,
    &LOG,
    &LOG10,
    &LOG2,
    &LRINT,
    &LROUND,
    &MAXIMUM,
    &MAXNUM,
    &MINIMUM,
    &MINNUM,
    &NEARBYINT,
    &POW,
    &POWI,
    &RINT,
    &ROUND,
    &ROUNDEVEN,
    &SADD_SAT,
    &SIN,
    &SMAX,
    &SMIN,
    &SQRT,
    &SSHL_SAT,
    &SSUB_SAT,
    &TRUNC,
    &UADD_SAT,
    &UMAX,
    &UMIN,
    &USHL_SAT,
    &USUB_SAT,
    &REDUCE_FMAX,
    &REDUCE_FMAXIMUM,
    &REDUCE_FMIN,
    &REDUCE_FMINIMUM,
    &VASTART,
    &VAEND,
    &VACOPY,
    &STACKSAVE,
    &STACKRESTORE,
    &LIFETIME_START,
    &LIFETIME_END,
    &VECTOR_INSERT,
    &VECTOR_EXTRACT,
    &EXPECT,
];
