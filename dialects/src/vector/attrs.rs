//! The dialect's enum attributes (upstream's `VectorAttributes.td`): `#vector.kind<add>`
//! (`CombiningKind`, the combining function of contractions, reductions and scans) and
//! `#vector.iterator_type<parallel>` (`IteratorType`, the iterators of `vector.contract`),
//! with the attribute constraints the ops use and typed accessors.

use rmlir_ir::ods::enums::{DialectAttrDef, EnumAttrKind};
use rmlir_ir::ods::{AttrAsm, AttrConstraint, EnumDef};
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, Type};

/// `CombiningKind`, in upstream's case order (values are the enum's).
pub static COMBINING_KIND: EnumDef = EnumDef {
    name: "CombiningKind",
    cases: &[
        ("add", 0),
        ("mul", 1),
        ("minui", 2),
        ("minsi", 3),
        ("minnumf", 4),
        ("maxui", 5),
        ("maxsi", 6),
        ("maxnumf", 7),
        ("and", 8),
        ("or", 9),
        ("xor", 10),
        ("maximumf", 12),
        ("minimumf", 11),
    ],
    width: 32,
};

/// `#vector.kind<...>`.
pub static KIND_ATTR: DialectAttrDef = DialectAttrDef {
    dialect: "vector",
    mnemonic: "kind",
    attr_name: "Vector_CombiningKindAttr",
    cpp_enum: "::mlir::vector::CombiningKind",
    kind: EnumAttrKind::Int(&COMBINING_KIND),
};

/// `IteratorType`.
pub static ITERATOR_TYPE: EnumDef = EnumDef {
    name: "IteratorType",
    cases: &[("parallel", 0), ("reduction", 1)],
    width: 32,
};

/// `#vector.iterator_type<...>`.
pub static ITERATOR_TYPE_ATTR: DialectAttrDef = DialectAttrDef {
    dialect: "vector",
    mnemonic: "iterator_type",
    attr_name: "Vector_IteratorTypeEnum",
    cpp_enum: "::mlir::vector::IteratorType",
    kind: EnumAttrKind::Int(&ITERATOR_TYPE),
};

/// `Vector_CombiningKindAttr`, written `<add>` in assembly formats.
pub const KIND: AttrConstraint = AttrConstraint {
    summary: "Kind of combining function for contractions and reductions",
    pred: |c, a| KIND_ATTR.is(c, a),
    asm: AttrAsm::Dialect("#vector.kind"),
};

fn is_iterator_array(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => v.iter().all(|e| ITERATOR_TYPE_ATTR.is(ctx, *e)),
        _ => false,
    }
}

/// `Vector_IteratorTypeArrayAttr`.
pub const ITERATOR_TYPES: AttrConstraint = AttrConstraint {
    summary: "Iterator type should be an enum.",
    pred: is_iterator_array,
    asm: AttrAsm::Class(is_iterator_array),
};

fn is_i64_array(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => v.iter().all(|e| {
            matches!(ctx.attr_kind(*e), AttrKind::Integer { ty, .. } if ctx.is_signless_integer(*ty, 64))
        }),
        _ => false,
    }
}

/// `I64ArrayAttr`.
pub const I64_ARRAY: AttrConstraint = AttrConstraint {
    summary: "64-bit integer array attribute",
    pred: is_i64_array,
    asm: AttrAsm::Class(|c, a| matches!(c.attr_kind(a), AttrKind::Array(_))),
};

/// `ArrayAttr` (the indexing maps of `vector.contract`).
pub const ARRAY: AttrConstraint = rmlir_ir::ods::constraints::ARRAY_ATTR;

/// The values of an `I64ArrayAttr`.
pub fn i64_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => v
            .iter()
            .map(|e| crate::affine::utils::int_attr_value(ctx, *e))
            .collect(),
        _ => None,
    }
}

/// An `I64ArrayAttr` of `values`.
pub fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let i64t = ctx.integer_type(64);
    let elems: Vec<Attribute> = values.iter().map(|v| ctx.int_attr(i64t, *v)).collect();
    ctx.array_attr(&elems)
}

/// The `I64ArrayAttr` property `name` of `op` (empty when absent).
pub fn i64_array_prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    rmlir_ir::ods::prop(ctx, body, op, name)
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default()
}

/// Upstream's `vector::CombiningKind`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum CombiningKind {
    Add,
    Mul,
    MinUI,
    MinSI,
    MinNumF,
    MaxUI,
    MaxSI,
    MaxNumF,
    And,
    Or,
    Xor,
    MinimumF,
    MaximumF,
}

impl CombiningKind {
    pub const ALL: [CombiningKind; 13] = [
        CombiningKind::Add,
        CombiningKind::Mul,
        CombiningKind::MinUI,
        CombiningKind::MinSI,
        CombiningKind::MinNumF,
        CombiningKind::MaxUI,
        CombiningKind::MaxSI,
        CombiningKind::MaxNumF,
        CombiningKind::And,
        CombiningKind::Or,
        CombiningKind::Xor,
        CombiningKind::MinimumF,
        CombiningKind::MaximumF,
    ];

    /// The enum's value.
    pub fn value(self) -> u64 {
        self as u64
    }

    pub fn from_value(v: u64) -> Option<CombiningKind> {
        Self::ALL.get(v as usize).copied()
    }

    /// The case keyword (`add`).
    pub fn name(self) -> &'static str {
        COMBINING_KIND.case_name(self as i64).unwrap_or("")
    }

    pub fn from_name(s: &str) -> Option<CombiningKind> {
        COMBINING_KIND
            .case_value(s)
            .and_then(|v| Self::from_value(v as u64))
    }

    /// `#vector.kind<self>`.
    pub fn attr(self, ctx: &Context) -> Attribute {
        KIND_ATTR.get(ctx, self.value())
    }

    /// The kind an attribute holds.
    pub fn of_attr(ctx: &Context, a: Attribute) -> Option<CombiningKind> {
        KIND_ATTR.value(ctx, a).and_then(Self::from_value)
    }

    /// Upstream's `isSupportedCombiningKind`: whether the kind combines `elem` values.
    pub fn supports(self, ctx: &Context, elem: Type) -> bool {
        use CombiningKind::*;
        match self {
            Add | Mul => ctx.is_int_or_index(elem) || ctx.is_float(elem),
            MinUI | MinSI | MaxUI | MaxSI | And | Or | Xor => ctx.is_int_or_index(elem),
            MinNumF | MaxNumF | MinimumF | MaximumF => ctx.is_float(elem),
        }
    }
}

/// The `kind` property of `op` (contract, outerproduct, reduction, multi_reduction, scan).
pub fn kind(ctx: &Context, body: &Body, op: OpId) -> Option<CombiningKind> {
    rmlir_ir::ods::prop(ctx, body, op, "kind").and_then(|a| CombiningKind::of_attr(ctx, a))
}

/// Upstream's `vector::IteratorType`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum IteratorType {
    Parallel,
    Reduction,
}

impl IteratorType {
    pub fn name(self) -> &'static str {
        match self {
            IteratorType::Parallel => "parallel",
            IteratorType::Reduction => "reduction",
        }
    }

    pub fn from_name(s: &str) -> Option<IteratorType> {
        match s {
            "parallel" => Some(IteratorType::Parallel),
            "reduction" => Some(IteratorType::Reduction),
            _ => None,
        }
    }

    /// `#vector.iterator_type<self>`.
    pub fn attr(self, ctx: &Context) -> Attribute {
        ITERATOR_TYPE_ATTR.get(ctx, self as u64)
    }

    pub fn of_attr(ctx: &Context, a: Attribute) -> Option<IteratorType> {
        match ITERATOR_TYPE_ATTR.value(ctx, a)? {
            0 => Some(IteratorType::Parallel),
            1 => Some(IteratorType::Reduction),
            _ => None,
        }
    }
}
