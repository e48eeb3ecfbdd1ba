//! The ops of MLIR 19's `llvm` dialect (`LLVMOps.td`) that conversions to LLVM produce,
//! declared with [`rmlir_ir::ods`]. Hand-written assembly is in [`super::asm`].

use super::asm;
use super::attrs::*;
use super::fold;
use super::types::{self as t, LlvmType};
use super::verify;
use rmlir_ir::ods::constraints::{self as c};
use rmlir_ir::ods::{
    attr, default_attr, operand, optional, optional_attr, result, successor, variadic,
    CustomDirective, OpDef, Trait, TypeConstraint, ValueDef,
};
use rmlir_ir::{Context, Type, TypeKind};

// ---- type constraints ---------------------------------------------------------------------

const fn tc(summary: &'static str, pred: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint {
        summary,
        pred,
        build: None,
        class: None,
    }
}

/// Element type of a builtin 1-D vector or an llvm (scalable) vector.
pub fn vector_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, elem, .. } if shape.len() == 1 => Some(*elem),
        _ => match t::decode(ctx, ty) {
            Some(LlvmType::Vec(e, _) | LlvmType::ScalableVec(e, _)) => Some(e),
            _ => None,
        },
    }
}

fn is_llvm_vector(ctx: &Context, ty: Type) -> bool {
    t::is_compatible_type(ctx, ty) && vector_element(ctx, ty).is_some()
}

fn scalar_or_vector(ctx: &Context, ty: Type, f: fn(&Context, Type) -> bool) -> bool {
    f(ctx, ty) || (is_llvm_vector(ctx, ty) && vector_element(ctx, ty).is_some_and(|e| f(ctx, e)))
}

fn is_llvm_float(ctx: &Context, ty: Type) -> bool {
    use rmlir_ir::apfloat::FloatSemantics as S;
    match ctx.type_kind(ty) {
        TypeKind::Float(s) => matches!(
            s,
            S::IEEEhalf
                | S::BFloat
                | S::IEEEsingle
                | S::IEEEdouble
                | S::X87DoubleExtended
                | S::IEEEquad
        ),
        _ => matches!(t::decode(ctx, ty), Some(LlvmType::PpcFp128)),
    }
}

pub const INT_LIKE: TypeConstraint = tc(
    "signless integer or LLVM dialect-compatible vector of signless integer",
    |ctx, ty| scalar_or_vector(ctx, ty, c::is_signless_int),
);
pub const FLOAT_LIKE: TypeConstraint = tc(
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    |ctx, ty| scalar_or_vector(ctx, ty, is_llvm_float),
);
pub const PTR: TypeConstraint = tc("LLVM pointer type", t::is_ptr);
pub const PTR_LIKE: TypeConstraint = tc(
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |ctx, ty| scalar_or_vector(ctx, ty, t::is_ptr),
);
pub const COMPATIBLE: TypeConstraint = tc("LLVM dialect-compatible type", t::is_compatible_type);
pub const NON_AGGREGATE: TypeConstraint = tc("LLVM-compatible non-aggregate type", |ctx, ty| {
    t::is_compatible_type(ctx, ty)
        && !matches!(
            t::decode(ctx, ty),
            Some(LlvmType::Struct { .. } | LlvmType::Identified { .. } | LlvmType::Array(..))
        )
});
pub const I1_LIKE: TypeConstraint = tc(
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    |ctx, ty| scalar_or_vector(ctx, ty, c::is_i1),
);
pub const VECTOR: TypeConstraint = tc("LLVM dialect-compatible vector type", is_llvm_vector);
pub const VECTOR_OF_PTR: TypeConstraint = tc(
    "LLVM dialect-compatible vector of LLVM pointer type",
    |ctx, ty| is_llvm_vector(ctx, ty) && vector_element(ctx, ty).is_some_and(|e| t::is_ptr(ctx, e)),
);
pub const VECTOR_OF_I1: TypeConstraint = tc(
    "LLVM dialect-compatible vector of 1-bit signless integer",
    |ctx, ty| is_llvm_vector(ctx, ty) && vector_element(ctx, ty).is_some_and(|e| c::is_i1(ctx, e)),
);
/// `LLVM_PointerInAddressSpace<0>`.
pub const PTR0: TypeConstraint = TypeConstraint {
    build: Some(|ctx| t::ptr(ctx, 0)),
    ..tc("LLVM pointer in address space 0", |ctx, ty| {
        matches!(t::decode(ctx, ty), Some(LlvmType::Ptr(0)))
    })
};
pub const TOKEN: TypeConstraint = tc("LLVM token type", |ctx, ty| {
    matches!(t::decode(ctx, ty), Some(LlvmType::Token))
});
pub const SIGNLESS_INT: TypeConstraint = tc("signless integer", c::is_signless_int);
pub const AGGREGATE: TypeConstraint = tc("LLVM aggregate type", |ctx, ty| {
    matches!(
        t::decode(ctx, ty),
        Some(LlvmType::Struct { .. } | LlvmType::Identified { .. } | LlvmType::Array(..))
    )
});
pub const PRIMITIVE: TypeConstraint = tc("primitive LLVM type", |ctx, ty| {
    t::is_compatible_type(ctx, ty) && !matches!(t::decode(ctx, ty), Some(LlvmType::Void))
});
/// `LLVM_LoadableType`.
pub const SIZED: TypeConstraint = tc("LLVM type with size", |ctx, ty| {
    match t::decode(ctx, ty) {
        Some(LlvmType::Target { name, .. }) => return verify::target_supports_mem_ops(name),
        // An opaque struct (or one not defined yet) has no size.
        Some(LlvmType::Identified { body, .. }) => {
            return body.is_some_and(|(_, flags)| flags & t::OPAQUE == 0)
        }
        _ => {}
    }
    t::is_compatible_type(ctx, ty)
        && !matches!(
            t::decode(ctx, ty),
            Some(
                LlvmType::Void
                    | LlvmType::Func { .. }
                    | LlvmType::Label
                    | LlvmType::Metadata
                    | LlvmType::Token
            )
        )
});
pub const ATOMIC_VAL: TypeConstraint = tc(
    "floating point LLVM type or LLVM pointer type or signless integer",
    |ctx, ty| is_llvm_float(ctx, ty) || t::is_ptr(ctx, ty) || c::is_signless_int(ctx, ty),
);
pub const CMPXCHG_VAL: TypeConstraint = tc("signless integer or LLVM pointer type", |ctx, ty| {
    t::is_ptr(ctx, ty) || c::is_signless_int(ctx, ty)
});
pub const STRUCT: TypeConstraint = tc("LLVM structure type", |ctx, ty| {
    matches!(
        t::decode(ctx, ty),
        Some(LlvmType::Struct { .. } | LlvmType::Identified { .. })
    )
});
pub const ICMP_OPERAND: TypeConstraint = tc(
    "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |ctx, ty| scalar_or_vector(ctx, ty, c::is_signless_int) || scalar_or_vector(ctx, ty, t::is_ptr),
);

// ---- custom directives ------------------------------------------------------------------

const OVERFLOW_FLAGS_DIR: CustomDirective = CustomDirective {
    name: "OverflowFlags",
    parse: asm::parse_overflow_flags,
    print: asm::print_overflow_flags,
};
const OP_ATTRS_DIR: CustomDirective = CustomDirective {
    name: "LLVMOpAttrs",
    parse: asm::parse_op_attrs,
    print: asm::print_op_attrs,
};

// ---- arithmetic -------------------------------------------------------------------------

const INT_OPERANDS: &[ValueDef] = &[operand("lhs", INT_LIKE), operand("rhs", INT_LIKE)];
const INT_RESULT: &[ValueDef] = &[result("res", INT_LIKE)];
const FLOAT_OPERANDS: &[ValueDef] = &[operand("lhs", FLOAT_LIKE), operand("rhs", FLOAT_LIKE)];
const FLOAT_RESULT: &[ValueDef] = &[result("res", FLOAT_LIKE)];

const OVERFLOW_ATTRS: &[rmlir_ir::ods::AttrDef] =
    &[default_attr("overflowFlags", OVERFLOW_C, overflow_none)];
const FASTMATH_ATTRS: &[rmlir_ir::ods::AttrDef] =
    &[default_attr("fastmathFlags", FASTMATH_C, fastmath_none)];
const PURE_SAME: &[Trait] = &[Trait::Pure, Trait::SameOperandsAndResultType];
const PURE_COMM_SAME: &[Trait] = &[
    Trait::Pure,
    Trait::Commutative,
    Trait::SameOperandsAndResultType,
];

const fn int_overflow(name: &'static str, traits: &'static [Trait]) -> OpDef {
    OpDef {
        operands: INT_OPERANDS,
        results: INT_RESULT,
        attrs: OVERFLOW_ATTRS,
        traits,
        format: Some(
            "$lhs `,` $rhs `` custom<OverflowFlags>($overflowFlags) `` custom<LLVMOpAttrs>(attr-dict) `:` type($res)",
        ),
        customs: &[OVERFLOW_FLAGS_DIR, OP_ATTRS_DIR],
        ..OpDef::new(name)
    }
}
const fn int_binary(name: &'static str, traits: &'static [Trait]) -> OpDef {
    OpDef {
        operands: INT_OPERANDS,
        results: INT_RESULT,
        traits,
        format: Some("$lhs `,` $rhs custom<LLVMOpAttrs>(attr-dict) `:` type($res)"),
        customs: &[OP_ATTRS_DIR],
        ..OpDef::new(name)
    }
}
const fn float_binary(name: &'static str) -> OpDef {
    OpDef {
        operands: FLOAT_OPERANDS,
        results: FLOAT_RESULT,
        attrs: FASTMATH_ATTRS,
        traits: PURE_SAME,
        format: Some("$lhs `,` $rhs custom<LLVMOpAttrs>(attr-dict) `:` type($res)"),
        customs: &[OP_ATTRS_DIR],
        ..OpDef::new(name)
    }
}

pub static ADD: OpDef = int_overflow("llvm.add", PURE_COMM_SAME);
pub static SUB: OpDef = int_overflow("llvm.sub", PURE_SAME);
pub static MUL: OpDef = int_overflow("llvm.mul", PURE_COMM_SAME);
pub static SHL: OpDef = int_overflow("llvm.shl", PURE_SAME);
pub static UDIV: OpDef = int_binary("llvm.udiv", PURE_SAME);
pub static SDIV: OpDef = int_binary("llvm.sdiv", PURE_SAME);
pub static UREM: OpDef = int_binary("llvm.urem", PURE_SAME);
pub static SREM: OpDef = int_binary("llvm.srem", PURE_SAME);
pub static AND: OpDef = int_binary("llvm.and", PURE_SAME);
pub static OR: OpDef = int_binary("llvm.or", PURE_SAME);
pub static XOR: OpDef = int_binary("llvm.xor", PURE_SAME);
pub static LSHR: OpDef = int_binary("llvm.lshr", PURE_SAME);
pub static ASHR: OpDef = int_binary("llvm.ashr", PURE_SAME);
pub static FADD: OpDef = float_binary("llvm.fadd");
pub static FSUB: OpDef = float_binary("llvm.fsub");
pub static FMUL: OpDef = float_binary("llvm.fmul");
pub static FDIV: OpDef = float_binary("llvm.fdiv");
pub static FREM: OpDef = float_binary("llvm.frem");
pub static FNEG: OpDef = OpDef {
    operands: &[operand("operand", FLOAT_LIKE)],
    results: FLOAT_RESULT,
    attrs: &[default_attr("fastmathFlags", FASTMATH_C, fastmath_none)],
    traits: PURE_SAME,
    format: Some("$operand custom<LLVMOpAttrs>(attr-dict) `:` type($res)"),
    customs: &[OP_ATTRS_DIR],
    ..OpDef::new("llvm.fneg")
};

pub static ICMP: OpDef = OpDef {
    operands: &[operand("lhs", ICMP_OPERAND), operand("rhs", ICMP_OPERAND)],
    results: &[result("res", I1_LIKE)],
    attrs: &[attr("predicate", ICMP_PREDICATE_C)],
    traits: &[Trait::Pure, Trait::SameTypeOperands],
    parse: Some(asm::parse_icmp),
    print: Some(asm::print_cmp),
    fold: Some(fold::fold_icmp),
    ..OpDef::new("llvm.icmp")
};
pub static FCMP: OpDef = OpDef {
    operands: &[operand("lhs", FLOAT_LIKE), operand("rhs", FLOAT_LIKE)],
    results: &[result("res", I1_LIKE)],
    attrs: &[
        attr("predicate", FCMP_PREDICATE_C),
        default_attr("fastmathFlags", FASTMATH_C, fastmath_none),
    ],
    traits: &[Trait::Pure, Trait::SameTypeOperands],
    parse: Some(asm::parse_fcmp),
    print: Some(asm::print_cmp),
    ..OpDef::new("llvm.fcmp")
};

// ---- casts --------------------------------------------------------------------------------

const CAST_FORMAT: &str = "$arg attr-dict `:` type($arg) `to` type($res)";

macro_rules! cast_op {
    ($id:ident, $name:literal, $from:expr, $to:expr, $verify:expr) => {
        cast_op!($id, $name, $from, $to, $verify, None);
    };
    ($id:ident, $name:literal, $from:expr, $to:expr, $verify:expr, $fold:expr) => {
        pub static $id: OpDef = OpDef {
            operands: &[operand("arg", $from)],
            results: &[result("res", $to)],
            traits: &[Trait::Pure],
            format: Some(CAST_FORMAT),
            verify: $verify,
            fold: $fold,
            ..OpDef::new($name)
        };
    };
}

cast_op!(
    TRUNC,
    "llvm.trunc",
    INT_LIKE,
    INT_LIKE,
    Some(verify::narrowing_int)
);
cast_op!(
    ZEXT,
    "llvm.zext",
    INT_LIKE,
    INT_LIKE,
    Some(verify::widening_int),
    Some(fold::fold_zext)
);
cast_op!(
    SEXT,
    "llvm.sext",
    INT_LIKE,
    INT_LIKE,
    Some(verify::widening_int)
);
cast_op!(FPTRUNC, "llvm.fptrunc", FLOAT_LIKE, FLOAT_LIKE, None);
cast_op!(FPEXT, "llvm.fpext", FLOAT_LIKE, FLOAT_LIKE, None);
cast_op!(FPTOSI, "llvm.fptosi", FLOAT_LIKE, INT_LIKE, None);
cast_op!(FPTOUI, "llvm.fptoui", FLOAT_LIKE, INT_LIKE, None);
cast_op!(SITOFP, "llvm.sitofp", INT_LIKE, FLOAT_LIKE, None);
cast_op!(UITOFP, "llvm.uitofp", INT_LIKE, FLOAT_LIKE, None);
cast_op!(
    BITCAST,
    "llvm.bitcast",
    NON_AGGREGATE,
    NON_AGGREGATE,
    Some(verify::bitcast),
    Some(fold::fold_chainable_cast)
);
cast_op!(
    ADDRSPACECAST,
    "llvm.addrspacecast",
    PTR_LIKE,
    PTR_LIKE,
    None,
    Some(fold::fold_chainable_cast)
);
cast_op!(INTTOPTR, "llvm.inttoptr", INT_LIKE, PTR_LIKE, None);
cast_op!(PTRTOINT, "llvm.ptrtoint", PTR_LIKE, INT_LIKE, None);

// ---- misc values ---------------------------------------------------------------------------

pub static SELECT: OpDef = OpDef {
    operands: &[
        operand("condition", I1_LIKE),
        operand("trueValue", COMPATIBLE),
        operand("falseValue", COMPATIBLE),
    ],
    results: &[result("res", COMPATIBLE)],
    attrs: &[default_attr("fastmathFlags", FASTMATH_C, fastmath_none)],
    traits: &[
        Trait::Pure,
        Trait::AllTypesMatch(&["trueValue", "falseValue", "res"]),
    ],
    format: Some("operands attr-dict `:` type($condition) `,` type($res)"),
    ..OpDef::new("llvm.select")
};
pub static FREEZE: OpDef = OpDef {
    operands: &[operand("val", COMPATIBLE)],
    results: &[result("res", COMPATIBLE)],
    traits: &[Trait::Pure, Trait::SameOperandsAndResultType],
    format: Some("$val attr-dict `:` type($val)"),
    ..OpDef::new("llvm.freeze")
};

macro_rules! constant_like {
    ($id:ident, $name:literal, $fold:expr, $verify:expr) => {
        pub static $id: OpDef = OpDef {
            results: &[result("res", COMPATIBLE)],
            traits: &[Trait::Pure, Trait::ConstantLike],
            format: Some("attr-dict `:` type($res)"),
            fold: Some($fold),
            verify: $verify,
            ..OpDef::new($name)
        };
    };
}
constant_like!(UNDEF, "llvm.mlir.undef", fold::fold_undef, None);
constant_like!(POISON, "llvm.mlir.poison", fold::fold_poison, None);
constant_like!(ZERO, "llvm.mlir.zero", fold::fold_zero, Some(verify::zero));

pub static CONSTANT: OpDef = OpDef {
    results: &[result("res", COMPATIBLE)],
    attrs: &[attr("value", c::ANY_ATTR)],
    traits: &[Trait::Pure, Trait::ConstantLike],
    format: Some("`(` $value `)` attr-dict `:` type($res)"),
    verify: Some(verify::constant),
    fold: Some(fold::fold_constant),
    ..OpDef::new("llvm.mlir.constant")
};

pub static ADDRESSOF: OpDef = OpDef {
    results: &[result("res", PTR)],
    attrs: &[attr("global_name", c::FLAT_SYMBOL_REF_ATTR)],
    traits: &[Trait::Pure, Trait::ConstantLike],
    format: Some("$global_name attr-dict `:` qualified(type($res))"),
    verify_symbol_uses: Some(super::func::verify_addressof_symbol_uses),
    fold: Some(fold::fold_addressof),
    ..OpDef::new("llvm.mlir.addressof")
};

// ---- vectors and aggregates ---------------------------------------------------------------

pub static EXTRACTELEMENT: OpDef = OpDef {
    operands: &[operand("vector", VECTOR), operand("position", SIGNLESS_INT)],
    results: &[result("res", COMPATIBLE)],
    traits: &[
        Trait::Pure,
        Trait::TypesMatchWith {
            summary: "result type matches vector element type",
            from: "vector",
            to: "res",
            transform: |ctx, v| vector_element(ctx, v).unwrap_or(v),
        },
    ],
    format: Some("$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"),
    ..OpDef::new("llvm.extractelement")
};
pub static INSERTELEMENT: OpDef = OpDef {
    operands: &[
        operand("vector", VECTOR),
        operand("value", PRIMITIVE),
        operand("position", SIGNLESS_INT),
    ],
    results: &[result("res", VECTOR)],
    traits: &[
        Trait::Pure,
        Trait::TypesMatchWith {
            summary: "argument type matches vector element type",
            from: "vector",
            to: "value",
            transform: |ctx, v| vector_element(ctx, v).unwrap_or(v),
        },
        Trait::AllTypesMatch(&["res", "vector"]),
    ],
    format: Some(
        "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
    ),
    ..OpDef::new("llvm.insertelement")
};

// ---- control flow -------------------------------------------------------------------------

pub static RETURN: OpDef = OpDef {
    operands: &[optional("arg", COMPATIBLE)],
    traits: &[Trait::Pure, Trait::ReturnLike, Trait::Terminator],
    format: Some("attr-dict ($arg^ `:` type($arg))?"),
    ..OpDef::new("llvm.return")
};
pub static UNREACHABLE: OpDef = OpDef {
    traits: &[Trait::Terminator],
    format: Some("attr-dict"),
    ..OpDef::new("llvm.unreachable")
};
pub static BR: OpDef = OpDef {
    operands: &[variadic("destOperands", COMPATIBLE)],
    attrs: &[optional_attr("loop_annotation", c::ANY_ATTR)],
    successors: &[successor("dest")],
    traits: &[Trait::Pure, Trait::Terminator],
    format: Some("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"),
    verify: Some(verify::branch),
    branch: crate::cf::BRANCH,
    ..OpDef::new("llvm.br")
};
pub static COND_BR: OpDef = OpDef {
    operands: &[
        operand("condition", c::I1),
        variadic("trueDestOperands", COMPATIBLE),
        variadic("falseDestOperands", COMPATIBLE),
    ],
    attrs: &[
        optional_attr("branch_weights", c::DENSE_I32_ARRAY_ATTR),
        optional_attr("loop_annotation", c::ANY_ATTR),
    ],
    successors: &[successor("trueDest"), successor("falseDest")],
    traits: &[Trait::Pure, Trait::AttrSizedOperandSegments, Trait::Terminator],
    format: Some(
        "$condition ( `weights` `(` $branch_weights^ `)` )? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    ),
    verify: Some(verify::branch),
    branch: crate::cf::BRANCH,
    ..OpDef::new("llvm.cond_br")
};

// ---- memory -------------------------------------------------------------------------------

/// An array of `#llvm.<mnemonic><...>` attributes (kept as text, nested attributes resolved).
fn llvm_attr_array(ctx: &Context, a: rmlir_ir::Attribute, mnemonic: &str) -> bool {
    let rmlir_ir::AttrKind::Array(v) = ctx.attr_kind(a) else {
        return false;
    };
    v.iter().all(|e| match ctx.attr_kind(*e) {
        rmlir_ir::AttrKind::Dialect { sym, .. } => {
            ctx.ident_str(sym.dialect) == "llvm"
                && matches!(sym.pieces.first(), Some(rmlir_ir::dialect_symbol::SymbolPiece::Text(t))
                    if t.strip_prefix(mnemonic).is_some_and(|r| r.starts_with('<')))
        }
        _ => false,
    })
}
const fn metadata_array(
    summary: &'static str,
    pred: fn(&Context, rmlir_ir::Attribute) -> bool,
) -> rmlir_ir::ods::AttrConstraint {
    rmlir_ir::ods::AttrConstraint {
        summary,
        pred,
        asm: rmlir_ir::ods::AttrAsm::Class(pred),
    }
}
const ACCESS_GROUPS: rmlir_ir::ods::AttrConstraint =
    metadata_array("LLVM dialect access group metadata array", |c, a| {
        llvm_attr_array(c, a, "access_group")
    });
const ALIAS_SCOPES: rmlir_ir::ods::AttrConstraint =
    metadata_array("LLVM dialect alias scope array", |c, a| {
        llvm_attr_array(c, a, "alias_scope")
    });
const TBAA: rmlir_ir::ods::AttrConstraint =
    metadata_array("LLVM dialect TBAA tag metadata array", |c, a| {
        llvm_attr_array(c, a, "tbaa_tag")
    });
pub(super) const MEMORY_METADATA: [rmlir_ir::ods::AttrDef; 4] = [
    optional_attr("access_groups", ACCESS_GROUPS),
    optional_attr("alias_scopes", ALIAS_SCOPES),
    optional_attr("noalias_scopes", ALIAS_SCOPES),
    optional_attr("tbaa", TBAA),
];

pub static LOAD: OpDef = OpDef {
    operands: &[operand("addr", PTR)],
    results: &[result("res", SIZED)],
    attrs: &[
        optional_attr("alignment", c::I64_ATTR),
        optional_attr("volatile_", c::UNIT_ATTR),
        optional_attr("nontemporal", c::UNIT_ATTR),
        optional_attr("invariant", c::UNIT_ATTR),
        default_attr("ordering", ATOMIC_ORDERING_C, zero_i64),
        optional_attr("syncscope", c::STR_ATTR),
        MEMORY_METADATA[0],
        MEMORY_METADATA[1],
        MEMORY_METADATA[2],
        MEMORY_METADATA[3],
    ],
    format: Some(
        "(`volatile` $volatile_^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant` $invariant^)? attr-dict `:` qualified(type($addr)) `->` type($res)",
    ),
    verify: Some(verify::load),
    memory_effects: Some(fold::load_effects),
    ..OpDef::new("llvm.load")
};
pub static STORE: OpDef = OpDef {
    operands: &[operand("value", SIZED), operand("addr", PTR)],
    attrs: &[
        optional_attr("alignment", c::I64_ATTR),
        optional_attr("volatile_", c::UNIT_ATTR),
        optional_attr("nontemporal", c::UNIT_ATTR),
        default_attr("ordering", ATOMIC_ORDERING_C, zero_i64),
        optional_attr("syncscope", c::STR_ATTR),
        MEMORY_METADATA[0],
        MEMORY_METADATA[1],
        MEMORY_METADATA[2],
        MEMORY_METADATA[3],
    ],
    format: Some(
        "(`volatile` $volatile_^)? $value `,` $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? attr-dict `:` type($value) `,` qualified(type($addr))",
    ),
    verify: Some(verify::store),
    memory_effects: Some(fold::store_effects),
    ..OpDef::new("llvm.store")
};
pub static FENCE: OpDef = OpDef {
    attrs: &[
        attr("ordering", ATOMIC_ORDERING_C),
        optional_attr("syncscope", c::STR_ATTR),
    ],
    format: Some("(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict"),
    verify: Some(verify::fence),
    ..OpDef::new("llvm.fence")
};
pub static ATOMICRMW: OpDef = OpDef {
    operands: &[operand("ptr", PTR), operand("val", ATOMIC_VAL)],
    results: &[result("res", ATOMIC_VAL)],
    attrs: &[
        attr("bin_op", ATOMIC_BIN_OP_C),
        attr("ordering", ATOMIC_ORDERING_C),
        optional_attr("syncscope", c::STR_ATTR),
        optional_attr("alignment", c::I64_ATTR),
        optional_attr("volatile_", c::UNIT_ATTR),
        MEMORY_METADATA[0],
        MEMORY_METADATA[1],
        MEMORY_METADATA[2],
        MEMORY_METADATA[3],
    ],
    traits: &[Trait::TypesMatchWith {
        summary: "result #0 and operand #1 have the same type",
        from: "val",
        to: "res",
        transform: |_, t| t,
    }],
    format: Some(
        "(`volatile` $volatile_^)? $bin_op $ptr `,` $val (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:` qualified(type($ptr)) `,` type($val)",
    ),
    verify: Some(verify::atomicrmw),
    ..OpDef::new("llvm.atomicrmw")
};
pub static CMPXCHG: OpDef = OpDef {
    operands: &[
        operand("ptr", PTR),
        operand("cmp", CMPXCHG_VAL),
        operand("val", CMPXCHG_VAL),
    ],
    results: &[result("res", STRUCT)],
    attrs: &[
        attr("success_ordering", ATOMIC_ORDERING_C),
        attr("failure_ordering", ATOMIC_ORDERING_C),
        optional_attr("syncscope", c::STR_ATTR),
        optional_attr("alignment", c::I64_ATTR),
        optional_attr("weak", c::UNIT_ATTR),
        optional_attr("volatile_", c::UNIT_ATTR),
        MEMORY_METADATA[0],
        MEMORY_METADATA[1],
        MEMORY_METADATA[2],
        MEMORY_METADATA[3],
    ],
    traits: &[
        Trait::TypesMatchWith {
            summary: "operand #1 and operand #2 have the same type",
            from: "val",
            to: "cmp",
            transform: |_, t| t,
        },
        Trait::TypesMatchWith {
            summary: "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
            from: "val",
            to: "res",
            transform: |ctx, v| t::literal_struct(ctx, &[v, ctx.integer_type(1)], false),
        },
    ],
    format: Some(
        "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering attr-dict `:` qualified(type($ptr)) `,` type($val)",
    ),
    verify: Some(verify::cmpxchg),
    ..OpDef::new("llvm.cmpxchg")
};

pub static ALLOCA: OpDef = OpDef {
    operands: &[operand("arraySize", SIGNLESS_INT)],
    results: &[result("res", PTR)],
    attrs: &[
        optional_attr("alignment", c::I64_ATTR),
        optional_attr("elem_type", c::TYPE_ATTR),
        optional_attr("inalloca", c::UNIT_ATTR),
    ],
    parse: Some(asm::parse_alloca),
    print: Some(asm::print_alloca),
    memory_effects: Some(fold::alloca_effects),
    verify: Some(verify::alloca),
    ..OpDef::new("llvm.alloca")
};

pub static GEP: OpDef = OpDef {
    operands: &[operand("base", PTR_LIKE), variadic("dynamicIndices", INT_LIKE)],
    results: &[result("res", PTR_LIKE)],
    attrs: &[
        attr("rawConstantIndices", c::DENSE_I32_ARRAY_ATTR),
        attr("elem_type", c::TYPE_ATTR),
        optional_attr("inbounds", c::UNIT_ATTR),
    ],
    traits: &[Trait::Pure],
    format: Some(
        "(`inbounds` $inbounds^)? $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict `:` functional-type(operands, results) `,` $elem_type",
    ),
    customs: &[CustomDirective {
        name: "GEPIndices",
        parse: asm::parse_gep_indices,
        print: asm::print_gep_indices,
    }],
    verify: Some(verify::gep),
    fold: Some(fold::fold_gep),
    ..OpDef::new("llvm.getelementptr")
};

const VALUE_ELEMENT_TYPE_DIR: CustomDirective = CustomDirective {
    name: "InsertExtractValueElementType",
    parse: asm::parse_value_element_type,
    print: asm::print_nothing,
};

pub static EXTRACTVALUE: OpDef = OpDef {
    operands: &[operand("container", AGGREGATE)],
    results: &[result("res", COMPATIBLE)],
    attrs: &[attr("position", c::DENSE_I64_ARRAY_ATTR)],
    traits: &[Trait::Pure],
    format: Some(
        "$container `` $position attr-dict `:` type($container) custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))",
    ),
    customs: &[VALUE_ELEMENT_TYPE_DIR],
    verify: Some(verify::extractvalue),
    fold: Some(fold::fold_extractvalue),
    ..OpDef::new("llvm.extractvalue")
};

pub static INSERTVALUE: OpDef = OpDef {
    operands: &[operand("container", AGGREGATE), operand("value", PRIMITIVE)],
    results: &[result("res", AGGREGATE)],
    attrs: &[attr("position", c::DENSE_I64_ARRAY_ATTR)],
    traits: &[Trait::Pure, Trait::AllTypesMatch(&["container", "res"])],
    format: Some(
        "$value `,` $container `` $position attr-dict `:` type($container) custom<InsertExtractValueElementType>(type($value), ref(type($container)), ref($position))",
    ),
    customs: &[VALUE_ELEMENT_TYPE_DIR],
    verify: Some(verify::insertvalue),
    ..OpDef::new("llvm.insertvalue")
};

pub static SHUFFLEVECTOR: OpDef = OpDef {
    operands: &[operand("v1", VECTOR), operand("v2", VECTOR)],
    results: &[result("res", VECTOR)],
    attrs: &[attr("mask", c::DENSE_I32_ARRAY_ATTR)],
    traits: &[Trait::Pure, Trait::AllTypesMatch(&["v1", "v2"])],
    format: Some(
        "$v1 `,` $v2 $mask attr-dict `:` type($v1) custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))",
    ),
    customs: &[CustomDirective {
        name: "ShuffleType",
        parse: asm::parse_shuffle_type,
        print: asm::print_nothing,
    }],
    verify: Some(verify::shufflevector),
    ..OpDef::new("llvm.shufflevector")
};

pub static SWITCH: OpDef = OpDef {
    operands: &[
        operand("value", SIGNLESS_INT),
        variadic("defaultOperands", c::ANY_TYPE),
        variadic("caseOperands", c::ANY_TYPE),
    ],
    attrs: &[
        optional_attr("case_values", c::ANY_ATTR),
        attr("case_operand_segments", c::DENSE_I32_ARRAY_ATTR),
        optional_attr("branch_weights", c::DENSE_I32_ARRAY_ATTR),
    ],
    successors: &[
        successor("defaultDestination"),
        rmlir_ir::ods::variadic_successor("caseDestinations"),
    ],
    traits: &[
        Trait::AttrSizedOperandSegments,
        Trait::Pure,
        Trait::Terminator,
    ],
    format: Some(
        "$value `:` type($value) `,` $defaultDestination (`(` $defaultOperands^ `:` type($defaultOperands) `)`)? `[` `\\n` custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations, $caseOperands, type($caseOperands), $case_operand_segments) `]` attr-dict",
    ),
    customs: &[CustomDirective {
        name: "SwitchOpCases",
        parse: asm::parse_switch_cases,
        print: asm::print_switch_cases,
    }],
    verify: Some(verify::switch),
    branch: crate::cf::BRANCH,
    ..OpDef::new("llvm.switch")
};

fn symbol_array(ctx: &Context, a: rmlir_ir::Attribute) -> bool {
    matches!(ctx.attr_kind(a), rmlir_ir::AttrKind::Array(v)
        if v.iter().all(|e| matches!(ctx.attr_kind(*e), rmlir_ir::AttrKind::SymbolRef { nested, .. } if nested.is_empty())))
}
fn i32_array(ctx: &Context, a: rmlir_ir::Attribute) -> bool {
    matches!(ctx.attr_kind(a), rmlir_ir::AttrKind::Array(v)
        if v.iter().all(|e| c::signless_int_value(ctx, *e, 32).is_some()))
}
const SYMBOL_ARRAY: rmlir_ir::ods::AttrConstraint = rmlir_ir::ods::AttrConstraint {
    summary: "flat symbol ref array attribute",
    pred: symbol_array,
    asm: rmlir_ir::ods::AttrAsm::Class(symbol_array),
};
const I32_ARRAY: rmlir_ir::ods::AttrConstraint = rmlir_ir::ods::AttrConstraint {
    summary: "32-bit integer array attribute",
    pred: i32_array,
    asm: rmlir_ir::ods::AttrAsm::Class(i32_array),
};

pub static GLOBAL_CTORS: OpDef = OpDef {
    attrs: &[attr("ctors", SYMBOL_ARRAY), attr("priorities", I32_ARRAY)],
    format: Some("attr-dict"),
    verify: Some(verify::global_ctors),
    verify_symbol_uses: Some(super::func::verify_ctors_symbol_uses),
    ..OpDef::new("llvm.mlir.global_ctors")
};
pub static GLOBAL_DTORS: OpDef = OpDef {
    attrs: &[attr("dtors", SYMBOL_ARRAY), attr("priorities", I32_ARRAY)],
    format: Some("attr-dict"),
    verify: Some(verify::global_ctors),
    verify_symbol_uses: Some(super::func::verify_ctors_symbol_uses),
    ..OpDef::new("llvm.mlir.global_dtors")
};

pub static RESUME: OpDef = OpDef {
    operands: &[operand("value", COMPATIBLE)],
    traits: &[Trait::Terminator],
    format: Some("$value attr-dict `:` type($value)"),
    ..OpDef::new("llvm.resume")
};

pub static ASM_DIALECT: rmlir_ir::ods::EnumDef = rmlir_ir::ods::EnumDef {
    name: "AsmDialect",
    cases: &[("att", 0), ("intel", 1)],
    width: 64,
};

/// A string attribute parsed without a trailing `: type` (upstream's generated parser gives
/// `StrAttr` the `none` type), so that `"s" : (...) -> ...` leaves the colon to the format.
const STR_NO_TYPE: rmlir_ir::ods::AttrConstraint = rmlir_ir::ods::AttrConstraint {
    summary: "string attribute",
    pred: c::is_string,
    asm: rmlir_ir::ods::AttrAsm::Typed(|ctx| ctx.none_type()),
};

pub static INLINE_ASM: OpDef = OpDef {
    operands: &[variadic("operands", COMPATIBLE)],
    results: &[optional("res", COMPATIBLE)],
    attrs: &[
        attr("asm_string", STR_NO_TYPE),
        attr("constraints", STR_NO_TYPE),
        optional_attr("has_side_effects", c::UNIT_ATTR),
        optional_attr("is_align_stack", c::UNIT_ATTR),
        optional_attr("asm_dialect", c::enum_attr(&ASM_DIALECT)),
        optional_attr("operand_attrs", c::ARRAY_ATTR),
    ],
    format: Some(
        "(`has_side_effects` $has_side_effects^)? (`is_align_stack` $is_align_stack^)? (`asm_dialect` `=` $asm_dialect^)? (`operand_attrs` `=` $operand_attrs^)? attr-dict $asm_string `,` $constraints operands `:` functional-type(operands, results)",
    ),
    memory_effects: Some(fold::inline_asm_effects),
    ..OpDef::new("llvm.inline_asm")
};

pub static CALL_INTRINSIC: OpDef = OpDef {
    operands: &[variadic("args", COMPATIBLE)],
    results: &[optional("results", COMPATIBLE)],
    attrs: &[
        attr("intrin", STR_NO_TYPE),
        default_attr("fastmathFlags", FASTMATH_C, fastmath_none),
    ],
    format: Some("$intrin `(` $args `)` `:` functional-type($args, $results) attr-dict"),
    verify: Some(verify::call_intrinsic),
    ..OpDef::new("llvm.call_intrinsic")
};

pub static NONE: OpDef = OpDef {
    results: &[result("res", TOKEN)],
    traits: &[Trait::Pure, Trait::ConstantLike],
    format: Some("attr-dict `:` type($res)"),
    ..OpDef::new("llvm.mlir.none")
};

pub static COMDAT_KIND: rmlir_ir::ods::EnumDef = rmlir_ir::ods::EnumDef {
    name: "Comdat",
    cases: &[
        ("any", 0),
        ("exactmatch", 1),
        ("largest", 2),
        ("nodeduplicate", 3),
        ("samesize", 4),
    ],
    width: 64,
};

pub static COMDAT: OpDef = OpDef {
    attrs: &[attr("sym_name", c::SYMBOL_NAME_ATTR)],
    regions: &[rmlir_ir::ods::sized_region("body")],
    traits: &[
        Trait::NoRegionArguments,
        Trait::NoTerminator,
        Trait::SymbolTable,
        Trait::Symbol,
    ],
    format: Some("$sym_name $body attr-dict"),
    verify_regions: Some(verify::comdat_regions),
    ..OpDef::new("llvm.comdat")
};

pub static COMDAT_SELECTOR: OpDef = OpDef {
    attrs: &[
        attr("sym_name", c::SYMBOL_NAME_ATTR),
        attr("comdat", c::enum_attr(&COMDAT_KIND)),
    ],
    traits: &[Trait::Symbol],
    format: Some("$sym_name $comdat attr-dict"),
    ..OpDef::new("llvm.comdat_selector")
};

/// Every op this module declares.
pub static OPS: &[&OpDef] = &[
    &COMDAT,
    &COMDAT_SELECTOR,
    &CALL_INTRINSIC,
    &ALLOCA,
    &GEP,
    &EXTRACTVALUE,
    &INSERTVALUE,
    &SHUFFLEVECTOR,
    &SWITCH,
    &RESUME,
    &INLINE_ASM,
    &NONE,
    &GLOBAL_CTORS,
    &GLOBAL_DTORS,
    &ADD,
    &SUB,
    &MUL,
    &SHL,
    &UDIV,
    &SDIV,
    &UREM,
    &SREM,
    &AND,
    &OR,
    &XOR,
    &LSHR,
    &ASHR,
    &FADD,
    &FSUB,
    &FMUL,
    &FDIV,
    &FREM,
    &FNEG,
    &ICMP,
    &FCMP,
    &TRUNC,
    &ZEXT,
    &SEXT,
    &FPTRUNC,
    &FPEXT,
    &FPTOSI,
    &FPTOUI,
    &SITOFP,
    &UITOFP,
    &BITCAST,
    &ADDRSPACECAST,
    &INTTOPTR,
    &PTRTOINT,
    &SELECT,
    &FREEZE,
    &UNDEF,
    &POISON,
    &ZERO,
    &CONSTANT,
    &ADDRESSOF,
    &EXTRACTELEMENT,
    &INSERTELEMENT,
    &RETURN,
    &UNREACHABLE,
    &BR,
    &COND_BR,
    &LOAD,
    &STORE,
    &FENCE,
    &ATOMICRMW,
    &CMPXCHG,
];
