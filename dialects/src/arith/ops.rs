//! The ops of MLIR 19's `arith` dialect (`ArithOps.td`), declared with [`rmlir_ir::ods`].

use super::attrs::{
    fastmath_none, overflow_none, CMPF_PREDICATE_ATTR, CMPI_PREDICATE_ATTR, FASTMATH, OVERFLOW,
    ROUNDING_MODE_ATTR,
};
use super::canonicalize;
use super::fold;
use super::verify;
use rmlir_ir::ods::constraints::{self as c};
use rmlir_ir::ods::{
    attr, default_attr, operand, optional_attr, result, AttrDef, OpDef, Trait, TypeConstraint,
    ValueDef,
};

// ---- type constraints ---------------------------------------------------------------------

/// `SignlessIntegerOrFloatLike`.
const SIGNLESS_INT_OR_FLOAT_LIKE: TypeConstraint = TypeConstraint {
    summary: "signless-integer-or-float-like",
    pred: |ctx, t| {
        c::scalar_or_container(ctx, t, |ctx, t| {
            c::is_signless_int_or_index(ctx, t) || c::is_float(ctx, t)
        })
    },
    build: None,
    class: None,
};

fn memref_of(
    ctx: &rmlir_ir::Context,
    t: rmlir_ir::Type,
    elem: fn(&rmlir_ir::Context, rmlir_ir::Type) -> bool,
) -> bool {
    c::is_memref(ctx, t) && elem(ctx, c::element_type_or_self(ctx, t))
}

/// `BitcastType`: `SignlessIntegerOrFloatLike` or a memref of signless integers or floats.
const BITCAST_TYPE: TypeConstraint = TypeConstraint {
    summary: "signless-integer-or-float-like or memref of signless-integer or float",
    pred: |ctx, t| {
        (SIGNLESS_INT_OR_FLOAT_LIKE.pred)(ctx, t)
            || memref_of(ctx, t, |ctx, e| {
                c::is_signless_int(ctx, e) || c::is_float(ctx, e)
            })
    },
    build: None,
    class: None,
};

/// `IndexCastTypeConstraint`.
const INDEX_CAST_TYPE: TypeConstraint = TypeConstraint {
    summary: "signless-integer-like or memref of signless-integer",
    pred: |ctx, t| {
        (c::SIGNLESS_INTEGER_LIKE.pred)(ctx, t) || memref_of(ctx, t, c::is_signless_int_or_index)
    },
    build: None,
    class: None,
};

// ---- op shapes ----------------------------------------------------------------------------

const BINARY_FORMAT: &str = "$lhs `,` $rhs attr-dict `:` type($result)";
const OVERFLOW_FORMAT: &str =
    "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)";
const FASTMATH_FORMAT: &str =
    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const CAST_FORMAT: &str = "$in attr-dict `:` type($in) `to` type($out)";

const INT_OPERANDS: &[ValueDef] = &[
    operand("lhs", c::SIGNLESS_INTEGER_LIKE),
    operand("rhs", c::SIGNLESS_INTEGER_LIKE),
];
const INT_RESULT: &[ValueDef] = &[result("result", c::SIGNLESS_INTEGER_LIKE)];
const FLOAT_OPERANDS: &[ValueDef] = &[operand("lhs", c::FLOAT_LIKE), operand("rhs", c::FLOAT_LIKE)];
const FLOAT_RESULT: &[ValueDef] = &[result("result", c::FLOAT_LIKE)];
const OVERFLOW_ATTRS: &[AttrDef] = &[default_attr("overflowFlags", OVERFLOW, overflow_none)];
const FASTMATH_ATTRS: &[AttrDef] = &[default_attr("fastmath", FASTMATH, fastmath_none)];

const PURE: &[Trait] = &[
    Trait::Pure,
    Trait::SameOperandsAndResultType,
    Trait::Elementwise,
];
const PURE_COMM: &[Trait] = &[
    Trait::Pure,
    Trait::Commutative,
    Trait::SameOperandsAndResultType,
    Trait::Elementwise,
];
const PURE_COMM_IDEM: &[Trait] = &[
    Trait::Pure,
    Trait::Commutative,
    Trait::Idempotent,
    Trait::SameOperandsAndResultType,
    Trait::Elementwise,
];
/// Divisions that may trap: no memory effects, not speculatable.
const NO_EFFECT: &[Trait] = &[
    Trait::NoMemoryEffect,
    Trait::SameOperandsAndResultType,
    Trait::Elementwise,
];
const CAST_TRAITS: &[Trait] = &[
    Trait::Pure,
    Trait::SameOperandsAndResultShape,
    Trait::Elementwise,
];

const fn int_binary(name: &'static str, traits: &'static [Trait]) -> OpDef {
    OpDef {
        operands: INT_OPERANDS,
        results: INT_RESULT,
        traits,
        format: Some(BINARY_FORMAT),
        ..OpDef::new(name)
    }
}
const fn int_overflow(name: &'static str, traits: &'static [Trait]) -> OpDef {
    OpDef {
        attrs: OVERFLOW_ATTRS,
        format: Some(OVERFLOW_FORMAT),
        ..int_binary(name, traits)
    }
}
const fn float_binary(name: &'static str, traits: &'static [Trait]) -> OpDef {
    OpDef {
        operands: FLOAT_OPERANDS,
        results: FLOAT_RESULT,
        attrs: FASTMATH_ATTRS,
        traits,
        format: Some(FASTMATH_FORMAT),
        ..OpDef::new(name)
    }
}
// ---- integer arithmetic -------------------------------------------------------------------

pub static ADDI: OpDef = OpDef {
    canonicalization_patterns: Some(canonicalize::addi_patterns),
    fold: Some(fold::fold_addi),
    ..int_overflow("arith.addi", PURE_COMM)
};
pub static SUBI: OpDef = OpDef {
    canonicalization_patterns: Some(canonicalize::subi_patterns),
    fold: Some(fold::fold_subi),
    ..int_overflow("arith.subi", PURE)
};
pub static MULI: OpDef = OpDef {
    canonicalization_patterns: Some(canonicalize::muli_patterns),
    fold: Some(fold::fold_muli),
    result_names: Some(muli_result_names),
    ..int_overflow("arith.muli", PURE_COMM)
};

/// `%c4_vscale` for an index product of a constant and `vector.vscale` (either order), as
/// upstream's `MulIOp::getAsmResultNames`.
fn muli_result_names(
    ctx: &rmlir_ir::Context,
    body: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
    set: &mut dyn FnMut(usize, &str),
) {
    let r = body.result(op, 0);
    if !matches!(ctx.type_kind(body.value_type(r)), rmlir_ir::TypeKind::Index) {
        return;
    }
    let is_vscale = |v| {
        body.defining_op(v)
            .is_some_and(|d| ctx.op_name_str(body.op_name(d)) == "vector.vscale")
    };
    let (a, b) = (body.operand(op, 0), body.operand(op, 1));
    let base = [(a, b), (b, a)].into_iter().find_map(|(c, v)| {
        crate::affine::utils::constant_int(ctx, body, c).filter(|_| is_vscale(v))
    });
    if let Some(base) = base {
        set(0, &format!("c{base}_vscale"));
    }
}
pub static SHLI: OpDef = OpDef {
    fold: Some(fold::fold_shli),
    ..int_overflow("arith.shli", PURE)
};
pub static DIVUI: OpDef = OpDef {
    fold: Some(fold::fold_divui),
    ..int_binary("arith.divui", NO_EFFECT)
};
pub static DIVSI: OpDef = OpDef {
    fold: Some(fold::fold_divsi),
    ..int_binary("arith.divsi", NO_EFFECT)
};
pub static CEILDIVUI: OpDef = OpDef {
    fold: Some(fold::fold_ceildivui),
    ..int_binary("arith.ceildivui", NO_EFFECT)
};
pub static CEILDIVSI: OpDef = OpDef {
    fold: Some(fold::fold_ceildivsi),
    ..int_binary("arith.ceildivsi", NO_EFFECT)
};
pub static FLOORDIVSI: OpDef = OpDef {
    fold: Some(fold::fold_floordivsi),
    ..int_binary("arith.floordivsi", PURE)
};
pub static REMUI: OpDef = OpDef {
    fold: Some(fold::fold_remui),
    ..int_binary("arith.remui", PURE)
};
pub static REMSI: OpDef = OpDef {
    fold: Some(fold::fold_remsi),
    ..int_binary("arith.remsi", PURE)
};
pub static ANDI: OpDef = OpDef {
    canonicalization_patterns: Some(canonicalize::andi_patterns),
    fold: Some(fold::fold_andi),
    ..int_binary("arith.andi", PURE_COMM_IDEM)
};
pub static ORI: OpDef = OpDef {
    canonicalization_patterns: Some(canonicalize::ori_patterns),
    fold: Some(fold::fold_ori),
    ..int_binary("arith.ori", PURE_COMM_IDEM)
};
pub static XORI: OpDef = OpDef {
    canonicalization_patterns: Some(canonicalize::xori_patterns),
    fold: Some(fold::fold_xori),
    ..int_binary("arith.xori", PURE_COMM)
};
pub static SHRUI: OpDef = OpDef {
    fold: Some(fold::fold_shrui),
    ..int_binary("arith.shrui", PURE)
};
pub static SHRSI: OpDef = OpDef {
    fold: Some(fold::fold_shrsi),
    ..int_binary("arith.shrsi", PURE)
};
pub static MAXSI: OpDef = OpDef {
    fold: Some(fold::fold_maxsi),
    ..int_binary("arith.maxsi", PURE_COMM)
};
pub static MAXUI: OpDef = OpDef {
    fold: Some(fold::fold_maxui),
    ..int_binary("arith.maxui", PURE_COMM)
};
pub static MINSI: OpDef = OpDef {
    fold: Some(fold::fold_minsi),
    ..int_binary("arith.minsi", PURE_COMM)
};
pub static MINUI: OpDef = OpDef {
    fold: Some(fold::fold_minui),
    ..int_binary("arith.minui", PURE_COMM)
};

pub static ADDUI_EXTENDED: OpDef = OpDef {
    operands: INT_OPERANDS,
    results: &[
        result("sum", c::SIGNLESS_INTEGER_LIKE),
        result("overflow", c::BOOL_LIKE),
    ],
    traits: &[
        Trait::Pure,
        Trait::Commutative,
        Trait::AllTypesMatch(&["lhs", "rhs", "sum"]),
        Trait::Elementwise,
    ],
    format: Some("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"),
    result_names: Some(|_, _, _, set| {
        set(0, "sum");
        set(1, "overflow");
    }),
    canonicalization_patterns: Some(canonicalize::addui_extended_patterns),
    fold: Some(fold::fold_addui_extended),
    ..OpDef::new("arith.addui_extended")
};

const MUL_EXTENDED_RESULTS: &[ValueDef] = &[
    result("low", c::SIGNLESS_INTEGER_LIKE),
    result("high", c::SIGNLESS_INTEGER_LIKE),
];
const MUL_EXTENDED: OpDef = OpDef {
    operands: INT_OPERANDS,
    results: MUL_EXTENDED_RESULTS,
    traits: &[
        Trait::Pure,
        Trait::Commutative,
        Trait::AllTypesMatch(&["lhs", "rhs", "low", "high"]),
        Trait::Elementwise,
    ],
    format: Some("$lhs `,` $rhs attr-dict `:` type($lhs)"),
    infer: Some(|_, ops, _| Some(vec![*ops.first()?; 2])),
    result_names: Some(|_, _, _, set| {
        set(0, "low");
        set(1, "high");
    }),
    ..OpDef::new("")
};
pub static MULSI_EXTENDED: OpDef = OpDef {
    name: "arith.mulsi_extended",
    canonicalization_patterns: Some(canonicalize::mulsi_extended_patterns),
    fold: Some(fold::fold_mulsi_extended),
    ..MUL_EXTENDED
};
pub static MULUI_EXTENDED: OpDef = OpDef {
    name: "arith.mului_extended",
    canonicalization_patterns: Some(canonicalize::mului_extended_patterns),
    fold: Some(fold::fold_mului_extended),
    ..MUL_EXTENDED
};

/// The result type of the comparisons (upstream's `Arith_CompareOp` `TypesMatchWith`).
const I1_RESULT_MATCHES_LHS: Trait = Trait::TypesMatchWith {
    summary: "result type has i1 element type and same shape as operands",
    from: "lhs",
    to: "result",
    transform: c::i1_same_shape,
};

pub static CMPI: OpDef = OpDef {
    canonicalization_patterns: Some(canonicalize::cmpi_patterns),
    fold: Some(fold::fold_cmpi),
    operands: INT_OPERANDS,
    results: &[result("result", c::BOOL_LIKE)],
    attrs: &[attr("predicate", CMPI_PREDICATE_ATTR)],
    traits: &[
        Trait::Pure,
        Trait::SameTypeOperands,
        I1_RESULT_MATCHES_LHS,
        Trait::Elementwise,
    ],
    format: Some("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
    ..OpDef::new("arith.cmpi")
};

// ---- floating-point arithmetic ------------------------------------------------------------

pub static ADDF: OpDef = OpDef {
    fold: Some(fold::fold_addf),
    ..float_binary("arith.addf", PURE_COMM)
};
pub static SUBF: OpDef = OpDef {
    fold: Some(fold::fold_subf),
    ..float_binary("arith.subf", PURE)
};
pub static MULF: OpDef = OpDef {
    canonicalization_patterns: Some(canonicalize::mulf_patterns),
    fold: Some(fold::fold_mulf),
    ..float_binary("arith.mulf", PURE_COMM)
};
pub static DIVF: OpDef = OpDef {
    canonicalization_patterns: Some(canonicalize::divf_patterns),
    fold: Some(fold::fold_divf),
    ..float_binary("arith.divf", PURE)
};
pub static REMF: OpDef = OpDef {
    fold: Some(fold::fold_remf),
    ..float_binary("arith.remf", PURE)
};
pub static MAXIMUMF: OpDef = OpDef {
    fold: Some(fold::fold_maximumf),
    ..float_binary("arith.maximumf", PURE_COMM)
};
pub static MAXNUMF: OpDef = OpDef {
    fold: Some(fold::fold_maxnumf),
    ..float_binary("arith.maxnumf", PURE_COMM)
};
pub static MINIMUMF: OpDef = OpDef {
    fold: Some(fold::fold_minimumf),
    ..float_binary("arith.minimumf", PURE_COMM)
};
pub static MINNUMF: OpDef = OpDef {
    fold: Some(fold::fold_minnumf),
    ..float_binary("arith.minnumf", PURE_COMM)
};

pub static NEGF: OpDef = OpDef {
    fold: Some(fold::fold_negf),
    operands: &[operand("operand", c::FLOAT_LIKE)],
    results: FLOAT_RESULT,
    attrs: FASTMATH_ATTRS,
    traits: PURE,
    format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    ..OpDef::new("arith.negf")
};

pub static CMPF: OpDef = OpDef {
    canonicalization_patterns: Some(canonicalize::cmpf_patterns),
    fold: Some(fold::fold_cmpf),
    operands: FLOAT_OPERANDS,
    results: &[result("result", c::BOOL_LIKE)],
    attrs: &[
        attr("predicate", CMPF_PREDICATE_ATTR),
        default_attr("fastmath", FASTMATH, fastmath_none),
    ],
    traits: &[
        Trait::Pure,
        Trait::SameTypeOperands,
        I1_RESULT_MATCHES_LHS,
        Trait::Elementwise,
    ],
    format: Some(
        "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
    ),
    ..OpDef::new("arith.cmpf")
};

// ---- casts --------------------------------------------------------------------------------

macro_rules! cast_op {
    (@fold) => { None };
    (@fold $f:expr) => { Some($f) };
    ($id:ident, $name:literal, $from:expr, $to:expr, $fold:expr, $pats:expr) => {
        pub static $id: OpDef = OpDef {
            operands: &[operand("in", $from)],
            results: &[result("out", $to)],
            traits: CAST_TRAITS,
            format: Some(CAST_FORMAT),
            verify: Some(verify::verify_cast),
            fold: Some($fold),
            canonicalization_patterns: Some($pats),
            ..OpDef::new($name)
        };
    };
    ($id:ident, $name:literal, $from:expr, $to:expr $(, $fold:expr)?) => {
        pub static $id: OpDef = OpDef {
            operands: &[operand("in", $from)],
            results: &[result("out", $to)],
            traits: CAST_TRAITS,
            format: Some(CAST_FORMAT),
            verify: Some(verify::verify_cast),
            fold: cast_op!(@fold $($fold)?),
            ..OpDef::new($name)
        };
    };
}

cast_op!(
    EXTUI,
    "arith.extui",
    c::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    c::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    fold::fold_extui
);
cast_op!(
    EXTSI,
    "arith.extsi",
    c::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    c::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    fold::fold_extsi,
    canonicalize::extsi_patterns
);
cast_op!(
    TRUNCI,
    "arith.trunci",
    c::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    c::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    fold::fold_trunci,
    canonicalize::trunci_patterns
);
cast_op!(
    UITOFP,
    "arith.uitofp",
    c::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    c::FLOAT_LIKE,
    fold::fold_uitofp
);
cast_op!(
    SITOFP,
    "arith.sitofp",
    c::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    c::FLOAT_LIKE,
    fold::fold_sitofp
);
cast_op!(
    FPTOUI,
    "arith.fptoui",
    c::FLOAT_LIKE,
    c::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    fold::fold_fptoui
);
cast_op!(
    FPTOSI,
    "arith.fptosi",
    c::FLOAT_LIKE,
    c::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    fold::fold_fptosi
);
cast_op!(
    INDEX_CAST,
    "arith.index_cast",
    INDEX_CAST_TYPE,
    INDEX_CAST_TYPE,
    fold::fold_index_cast,
    canonicalize::index_cast_patterns
);
cast_op!(
    INDEX_CASTUI,
    "arith.index_castui",
    INDEX_CAST_TYPE,
    INDEX_CAST_TYPE,
    fold::fold_index_castui,
    canonicalize::index_castui_patterns
);
cast_op!(
    BITCAST,
    "arith.bitcast",
    BITCAST_TYPE,
    BITCAST_TYPE,
    fold::fold_bitcast,
    canonicalize::bitcast_patterns
);

pub static EXTF: OpDef = OpDef {
    operands: &[operand("in", c::FLOAT_LIKE)],
    results: &[result("out", c::FLOAT_LIKE)],
    attrs: &[optional_attr("fastmath", FASTMATH)],
    traits: CAST_TRAITS,
    format: Some("$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
    verify: Some(verify::verify_cast),
    fold: Some(fold::fold_extf),
    ..OpDef::new("arith.extf")
};

pub static TRUNCF: OpDef = OpDef {
    operands: &[operand("in", c::FLOAT_LIKE)],
    results: &[result("out", c::FLOAT_LIKE)],
    attrs: &[
        optional_attr("roundingmode", ROUNDING_MODE_ATTR),
        optional_attr("fastmath", FASTMATH),
    ],
    traits: CAST_TRAITS,
    format: Some(
        "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    ),
    verify: Some(verify::verify_cast),
    fold: Some(fold::fold_truncf),
    ..OpDef::new("arith.truncf")
};

// ---- other ops ----------------------------------------------------------------------------

pub static SELECT: OpDef = OpDef {
    canonicalization_patterns: Some(canonicalize::select_patterns),
    fold: Some(fold::fold_select),
    operands: &[
        operand("condition", c::BOOL_LIKE),
        operand("true_value", c::ANY_TYPE),
        operand("false_value", c::ANY_TYPE),
    ],
    results: &[result("result", c::ANY_TYPE)],
    traits: &[
        Trait::Pure,
        Trait::AllTypesMatch(&["true_value", "false_value", "result"]),
        Trait::Pred {
            summary: "condition is signless i1 or has matching shape",
            pred: verify::condition_matches_shape,
        },
        Trait::Elementwise,
    ],
    parse: Some(verify::parse_select),
    print: Some(verify::print_select),
    verify: Some(verify::verify_select),
    infer: Some(|_, ops, _| Some(vec![*ops.get(1)?])),
    ..OpDef::new("arith.select")
};

pub static CONSTANT: OpDef = OpDef {
    fold: Some(fold::fold_constant),
    results: &[result("result", c::ANY_TYPE)],
    attrs: &[attr("value", c::TYPED_ATTR)],
    traits: &[
        Trait::ConstantLike,
        Trait::Pure,
        Trait::AllTypesMatch(&["value", "result"]),
    ],
    format: Some("attr-dict $value"),
    infer: Some(|ctx, _, attr| Some(vec![ctx.attr_type(attr("value")?)?])),
    result_names: Some(verify::constant_result_names),
    verify: Some(verify::verify_constant),
    ..OpDef::new("arith.constant")
};

/// Every op of the dialect.
pub static OPS: &[&OpDef] = &[
    &ADDF,
    &ADDI,
    &ADDUI_EXTENDED,
    &ANDI,
    &BITCAST,
    &CEILDIVSI,
    &CEILDIVUI,
    &CMPF,
    &CMPI,
    &CONSTANT,
    &DIVF,
    &DIVSI,
    &DIVUI,
    &EXTF,
    &EXTSI,
    &EXTUI,
    &FLOORDIVSI,
    &FPTOSI,
    &FPTOUI,
    &INDEX_CAST,
    &INDEX_CASTUI,
    &MAXIMUMF,
    &MAXNUMF,
    &MAXSI,
    &MAXUI,
    &MINIMUMF,
    &MINNUMF,
    &MINSI,
    &MINUI,
    &MULF,
    &MULI,
    &MULSI_EXTENDED,
    &MULUI_EXTENDED,
    &NEGF,
    &ORI,
    &REMF,
    &REMSI,
    &REMUI,
    &SELECT,
    &SHLI,
    &SHRSI,
    &SHRUI,
    &SITOFP,
    &SUBF,
    &SUBI,
    &TRUNCF,
    &TRUNCI,
    &UITOFP,
    &XORI,
];

rmlir_ir::op_view! {
    /// `arith.constant`.
    pub struct ConstantOp = CONSTANT {
        attr value = "value";
        result result = "result";
    }
}
