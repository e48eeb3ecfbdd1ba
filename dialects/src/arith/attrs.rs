//! Arith's enums and enum attributes (`ArithBase.td`): the fast-math and overflow flags
//! (dialect attributes `#arith.fastmath<...>`, `#arith.overflow<...>`), and the integer
//! enums stored as `IntegerAttr`s (comparison predicates, rounding modes, atomic kinds).

use rmlir_ir::ods::enums::{BitEnumDef, DialectAttrDef, EnumAttrKind};
use rmlir_ir::ods::{AttrAsm, AttrConstraint, EnumDef};
use rmlir_ir::{Attribute, Context};

pub static FASTMATH_FLAGS: BitEnumDef = BitEnumDef {
    cases: &[
        ("none", 0),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
        ("fast", 127),
    ],
    separator: ",",
    print_groups: true,
};

pub static OVERFLOW_FLAGS: BitEnumDef = BitEnumDef {
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    separator: ", ",
    print_groups: false,
};

/// `#arith.fastmath<...>`.
pub static FASTMATH_ATTR: DialectAttrDef = DialectAttrDef {
    dialect: "arith",
    mnemonic: "fastmath",
    attr_name: "Arith_FastMathAttr",
    cpp_enum: "::mlir::arith::FastMathFlags",
    kind: EnumAttrKind::Bit(&FASTMATH_FLAGS),
};

/// `#arith.overflow<...>`.
pub static OVERFLOW_ATTR: DialectAttrDef = DialectAttrDef {
    dialect: "arith",
    mnemonic: "overflow",
    attr_name: "Arith_IntegerOverflowAttr",
    cpp_enum: "::mlir::arith::IntegerOverflowFlags",
    kind: EnumAttrKind::Bit(&OVERFLOW_FLAGS),
};

/// Every attribute of the dialect.
pub static ATTRS: &[&DialectAttrDef] = &[&FASTMATH_ATTR, &OVERFLOW_ATTR];

pub const FASTMATH: AttrConstraint = AttrConstraint {
    summary: "Floating point fast math flags",
    pred: |c, a| FASTMATH_ATTR.is(c, a),
    asm: AttrAsm::Dialect("#arith.fastmath"),
};
pub const OVERFLOW: AttrConstraint = AttrConstraint {
    summary: "Integer overflow arith flags",
    pred: |c, a| OVERFLOW_ATTR.is(c, a),
    asm: AttrAsm::Dialect("#arith.overflow"),
};
pub fn fastmath_none(ctx: &Context) -> Attribute {
    FASTMATH_ATTR.get(ctx, 0)
}
pub fn overflow_none(ctx: &Context) -> Attribute {
    OVERFLOW_ATTR.get(ctx, 0)
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

pub static CMPF_PREDICATE: EnumDef = EnumDef {
    name: "CmpFPredicate",
    cases: &[
        ("false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("true", 15),
    ],
    width: 64,
};

pub static ROUNDING_MODE: EnumDef = EnumDef {
    name: "RoundingMode",
    cases: &[
        ("to_nearest_even", 0),
        ("downward", 1),
        ("upward", 2),
        ("toward_zero", 3),
        ("to_nearest_away", 4),
    ],
    width: 32,
};

/// `AtomicRMWKind` (used by `memref.atomic_rmw` and `vector.reduction`-like ops).
pub static ATOMIC_RMW_KIND: EnumDef = EnumDef {
    name: "AtomicRMWKind",
    cases: &[
        ("addf", 0),
        ("addi", 1),
        ("assign", 2),
        ("maximumf", 3),
        ("maxs", 4),
        ("maxu", 5),
        ("minimumf", 6),
        ("mins", 7),
        ("minu", 8),
        ("mulf", 9),
        ("muli", 10),
        ("ori", 11),
        ("andi", 12),
        ("maxnumf", 13),
        ("minnumf", 14),
    ],
    width: 64,
};

pub const CMPI_PREDICATE_ATTR: AttrConstraint =
    rmlir_ir::ods::constraints::enum_attr(&CMPI_PREDICATE);
pub const CMPF_PREDICATE_ATTR: AttrConstraint =
    rmlir_ir::ods::constraints::enum_attr(&CMPF_PREDICATE);
pub const ATOMIC_RMW_KIND_ATTR: AttrConstraint =
    rmlir_ir::ods::constraints::enum_attr(&ATOMIC_RMW_KIND);
/// `Arith_RoundingModeAttr`: its summary is the enum's description.
pub const ROUNDING_MODE_ATTR: AttrConstraint = AttrConstraint {
    summary: "Floating point rounding mode",
    ..rmlir_ir::ods::constraints::enum_attr(&ROUNDING_MODE)
};
