//! The llvm dialect's enums and enum attributes (`LLVMEnums.td`, `LLVMAttrDefs.td`): the
//! dialect attributes `#llvm.linkage<..>`, `#llvm.cconv<..>`, `#llvm.fastmath<..>`,
//! `#llvm.overflow<..>`, `#llvm.tailcallkind<..>`, and the integer enums stored as
//! `IntegerAttr`s (comparison predicates, atomic orderings and operations, visibility,
//! unnamed_addr). The dialect's other attributes (debug info, TBAA, ...) stay text.

use rmlir_ir::ods::constraints::{self as c};
use rmlir_ir::ods::enums::{BitEnumDef, DialectAttrDef, EnumAttrKind};
use rmlir_ir::ods::{AttrAsm, AttrConstraint, EnumDef};
use rmlir_ir::{Attribute, Context};

pub static LINKAGE: EnumDef = EnumDef {
    name: "linkage::Linkage",
    cases: &[
        ("private", 0),
        ("internal", 1),
        ("available_externally", 2),
        ("linkonce", 3),
        ("weak", 4),
        ("common", 5),
        ("appending", 6),
        ("extern_weak", 7),
        ("linkonce_odr", 8),
        ("weak_odr", 9),
        ("external", 10),
    ],
    width: 64,
};

pub static CCONV: EnumDef = EnumDef {
    name: "cconv::CConv",
    cases: &[
        ("ccc", 0),
        ("fastcc", 8),
        ("coldcc", 9),
        ("cc_10", 10),
        ("cc_11", 11),
        ("webkit_jscc", 12),
        ("anyregcc", 13),
        ("preserve_mostcc", 14),
        ("preserve_allcc", 15),
        ("swiftcc", 16),
        ("cxx_fast_tlscc", 17),
        ("tailcc", 18),
        ("cfguard_checkcc", 19),
        ("swifttailcc", 20),
        ("x86_stdcallcc", 64),
        ("x86_fastcallcc", 65),
        ("arm_apcscc", 66),
        ("arm_aapcscc", 67),
        ("arm_aapcs_vfpcc", 68),
        ("msp430_intrcc", 69),
        ("x86_thiscallcc", 70),
        ("ptx_kernelcc", 71),
        ("ptx_devicecc", 72),
        ("spir_funccc", 75),
        ("spir_kernelcc", 76),
        ("intel_ocl_bicc", 77),
        ("x86_64_sysvcc", 78),
        ("win64cc", 79),
        ("x86_vectorcallcc", 80),
        ("hhvmcc", 81),
        ("hhvm_ccc", 82),
        ("x86_intrcc", 83),
        ("avr_intrcc", 84),
        ("avr_builtincc", 86),
        ("amdgpu_vscc", 87),
        ("amdgpu_gscc", 88),
        ("amdgpu_cscc", 90),
        ("amdgpu_kernelcc", 91),
        ("x86_regcallcc", 92),
        ("amdgpu_hscc", 93),
        ("msp430_builtincc", 94),
        ("amdgpu_lscc", 95),
        ("amdgpu_escc", 96),
        ("aarch64_vectorcallcc", 97),
        ("aarch64_sve_vectorcallcc", 98),
        ("wasm_emscripten_invokecc", 99),
        ("amdgpu_gfxcc", 100),
        ("m68k_intrcc", 101),
    ],
    width: 64,
};

pub static TAIL_CALL_KIND: EnumDef = EnumDef {
    name: "tailcallkind::TailCallKind",
    cases: &[("none", 0), ("tail", 1), ("musttail", 2), ("notail", 3)],
    width: 64,
};

pub static FASTMATH_FLAGS: BitEnumDef = BitEnumDef {
    cases: &[
        ("none", 0),
        ("nnan", 1),
        ("ninf", 2),
        ("nsz", 4),
        ("arcp", 8),
        ("contract", 16),
        ("afn", 32),
        ("reassoc", 64),
        ("fast", 127),
    ],
    separator: ", ",
    print_groups: true,
};

/// llvm's overflow flags have arith's cases, bits and spelling.
pub use crate::arith::attrs::OVERFLOW_FLAGS;

pub static LINKAGE_ATTR: DialectAttrDef = DialectAttrDef {
    dialect: "llvm",
    mnemonic: "linkage",
    attr_name: "LinkageAttr",
    cpp_enum: "::mlir::LLVM::linkage::Linkage",
    kind: EnumAttrKind::Int(&LINKAGE),
};
pub static CCONV_ATTR: DialectAttrDef = DialectAttrDef {
    dialect: "llvm",
    mnemonic: "cconv",
    attr_name: "CConvAttr",
    cpp_enum: "::mlir::LLVM::cconv::CConv",
    kind: EnumAttrKind::Int(&CCONV),
};
pub static TAIL_CALL_KIND_ATTR: DialectAttrDef = DialectAttrDef {
    dialect: "llvm",
    mnemonic: "tailcallkind",
    attr_name: "TailCallKindAttr",
    cpp_enum: "::mlir::LLVM::tailcallkind::TailCallKind",
    kind: EnumAttrKind::Int(&TAIL_CALL_KIND),
};
pub static FASTMATH_ATTR: DialectAttrDef = DialectAttrDef {
    dialect: "llvm",
    mnemonic: "fastmath",
    attr_name: "LLVM_FastmathFlagsAttr",
    cpp_enum: "::mlir::LLVM::FastmathFlags",
    kind: EnumAttrKind::Bit(&FASTMATH_FLAGS),
};
pub static OVERFLOW_ATTR: DialectAttrDef = DialectAttrDef {
    dialect: "llvm",
    mnemonic: "overflow",
    attr_name: "LLVM_IntegerOverflowFlagsAttr",
    cpp_enum: "::mlir::LLVM::IntegerOverflowFlags",
    kind: EnumAttrKind::Bit(&OVERFLOW_FLAGS),
};

/// The attributes the dialect parses itself (the others are kept as text).
pub static ATTRS: &[&DialectAttrDef] = &[
    &LINKAGE_ATTR,
    &CCONV_ATTR,
    &TAIL_CALL_KIND_ATTR,
    &FASTMATH_ATTR,
    &OVERFLOW_ATTR,
];

pub const LINKAGE_C: AttrConstraint = AttrConstraint {
    summary: "LLVM Linkage specification",
    pred: |c, a| LINKAGE_ATTR.is(c, a),
    asm: AttrAsm::Dialect("#llvm.linkage"),
};
pub const CCONV_C: AttrConstraint = AttrConstraint {
    summary: "LLVM Calling Convention specification",
    pred: |c, a| CCONV_ATTR.is(c, a),
    asm: AttrAsm::Dialect("#llvm.cconv"),
};
pub const TAIL_CALL_KIND_C: AttrConstraint = AttrConstraint {
    summary: "LLVM Calling Convention specification",
    pred: |c, a| TAIL_CALL_KIND_ATTR.is(c, a),
    asm: AttrAsm::Dialect("#llvm.tailcallkind"),
};
pub const FASTMATH_C: AttrConstraint = AttrConstraint {
    summary: "LLVM fastmath flags",
    pred: |c, a| FASTMATH_ATTR.is(c, a),
    asm: AttrAsm::Dialect("#llvm.fastmath"),
};
pub const OVERFLOW_C: AttrConstraint = AttrConstraint {
    summary: "LLVM integer overflow flags",
    pred: |c, a| OVERFLOW_ATTR.is(c, a),
    asm: AttrAsm::Dialect("#llvm.overflow"),
};

pub fn fastmath_none(ctx: &Context) -> Attribute {
    FASTMATH_ATTR.get(ctx, 0)
}
pub fn overflow_none(ctx: &Context) -> Attribute {
    OVERFLOW_ATTR.get(ctx, 0)
}
pub fn linkage_external(ctx: &Context) -> Attribute {
    LINKAGE_ATTR.get(ctx, 10)
}
pub fn cconv_c(ctx: &Context) -> Attribute {
    CCONV_ATTR.get(ctx, 0)
}
pub fn tail_call_none(ctx: &Context) -> Attribute {
    TAIL_CALL_KIND_ATTR.get(ctx, 0)
}

pub static ICMP_PREDICATE: EnumDef = EnumDef {
    name: "ICmpPredicate",
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

pub static FCMP_PREDICATE: EnumDef = EnumDef {
    name: "FCmpPredicate",
    cases: &[
        ("_false", 0),
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
        ("_true", 15),
    ],
    width: 64,
};

pub static ATOMIC_ORDERING: EnumDef = EnumDef {
    name: "AtomicOrdering",
    cases: &[
        ("not_atomic", 0),
        ("unordered", 1),
        ("monotonic", 2),
        ("acquire", 4),
        ("release", 5),
        ("acq_rel", 6),
        ("seq_cst", 7),
    ],
    width: 64,
};

pub static ATOMIC_BIN_OP: EnumDef = EnumDef {
    name: "AtomicBinOp",
    cases: &[
        ("xchg", 0),
        ("add", 1),
        ("sub", 2),
        ("_and", 3),
        ("nand", 4),
        ("_or", 5),
        ("_xor", 6),
        ("max", 7),
        ("min", 8),
        ("umax", 9),
        ("umin", 10),
        ("fadd", 11),
        ("fsub", 12),
        ("fmax", 13),
        ("fmin", 14),
        ("uinc_wrap", 15),
        ("udec_wrap", 16),
    ],
    width: 64,
};

pub static VISIBILITY: EnumDef = EnumDef {
    name: "Visibility",
    cases: &[("", 0), ("hidden", 1), ("protected", 2)],
    width: 64,
};

pub static UNNAMED_ADDR: EnumDef = EnumDef {
    name: "UnnamedAddr",
    cases: &[("", 0), ("local_unnamed_addr", 1), ("unnamed_addr", 2)],
    width: 64,
};

pub const ICMP_PREDICATE_C: AttrConstraint = c::enum_attr(&ICMP_PREDICATE);
pub const FCMP_PREDICATE_C: AttrConstraint = c::enum_attr(&FCMP_PREDICATE);
pub const ATOMIC_ORDERING_C: AttrConstraint = c::enum_attr(&ATOMIC_ORDERING);
pub const ATOMIC_BIN_OP_C: AttrConstraint = c::enum_attr(&ATOMIC_BIN_OP);
pub const VISIBILITY_C: AttrConstraint = c::enum_attr(&VISIBILITY);
pub const UNNAMED_ADDR_C: AttrConstraint = c::enum_attr(&UNNAMED_ADDR);

/// An `i64` attribute holding `v` (the storage of the integer enums).
pub fn i64_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.int_attr(ctx.integer_type(64), v)
}
pub fn zero_i64(ctx: &Context) -> Attribute {
    i64_attr(ctx, 0)
}
