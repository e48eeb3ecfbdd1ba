//! The `linalg` dialect of MLIR 19: `linalg.generic`, `linalg.yield`, `linalg.index` and the
//! named structured ops of `LinalgNamedStructuredOps.yaml` ([`named`]: one declarative
//! table with each op's operands, indexing maps, iterator types and scalar body). Named ops
//! print in their short form (`linalg.matmul ins(..) outs(..)`); their region is built when
//! they are parsed, as upstream's `regionBuilder` builds it. `linalg.map`, `reduce`,
//! `transpose` and `broadcast` still come from the reference table (generic form only).

mod asm;
pub mod block_pack_matmul;
pub mod collapse_dims;
pub mod data_layout_propagation;
pub mod decompose_generic;
pub mod detensorize;
pub mod drop_unit_dims;
pub mod elementwise_fusion;
pub mod erase_unused;
pub mod fuse_containing;
pub mod generalize;
pub mod lower_pack;
pub mod map_reduce;
pub mod named;
pub mod pack_generalize;
pub mod pack_greedily;
pub mod pack_utils;
pub mod pad_slice;
pub mod rank_reduce_contraction;
pub mod reify;
pub mod reshape_fusion;
pub mod resolve_dims;
pub mod specialize;
pub mod tiling;
pub mod tiling_forall;
pub mod tiling_iface;
pub mod to_std;
pub mod transform_ops_gpu;
pub mod transform_ops_misc;
pub mod transform_ops_multitile;
pub mod transform_utils;
pub mod vectorize;
pub mod vectorize_conv;
pub mod vectorize_pad;
pub mod vectorize_patterns;
pub mod vectorize_transform;
pub mod winograd;

use rmlir_ir::interfaces::op_asm::OpAsmOpInterface;
use rmlir_ir::interfaces::{DialectInterfaces, OpInterfaces};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{
    attr, optional_attr, region, variadic, AttrAsm, AttrConstraint, AttrDef, DeclaredDialect,
    OpDef, Trait,
};
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, RegionId, Type, TypeKind, ValueId};

use named::NamedOp;

/// `RankedI64ElementsAttr<[n]>`.
const fn i64_elements(summary: &'static str) -> AttrConstraint {
    AttrConstraint {
        summary,
        pred: is_i64_elements,
        // The property is stored as a `DenseIntElementsAttr`.
        asm: AttrAsm::Class(|ctx, a| crate::dlti::dense_int_values(ctx, a).is_some()),
    }
}

fn is_i64_elements(ctx: &Context, a: Attribute) -> bool {
    crate::dlti::dense_int_values(ctx, a).is_some_and(|(t, _)| ctx.is_signless_integer(t, 64))
}

/// `RankedI64ElementsAttr<[n]>` for `n` = 1, 2, 3.
fn is_i64_elements_of(ctx: &Context, a: Attribute, n: i64) -> bool {
    is_i64_elements(ctx, a)
        && matches!(ctx.attr_kind(a), AttrKind::DenseIntOrFp { ty, .. }
            if ctx.shaped_parts(*ty).is_some_and(|(s, _)| s == [n]))
}

const TYPE_FN: AttrConstraint = AttrConstraint {
    summary: "allowed 32-bit signless integer cases: 0, 1",
    pred: |ctx, a| c::is_dialect_attr(ctx, a, "#linalg.type_fn"),
    asm: AttrAsm::Any,
};
const UNARY_FN: AttrConstraint = AttrConstraint {
    summary: "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12",
    pred: |ctx, a| c::is_dialect_attr(ctx, a, "#linalg.unary_fn"),
    asm: AttrAsm::Any,
};
const BINARY_FN: AttrConstraint = AttrConstraint {
    summary: "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
    pred: |ctx, a| c::is_dialect_attr(ctx, a, "#linalg.binary_fn"),
    asm: AttrAsm::Any,
};
const STRIDES1: AttrConstraint = AttrConstraint {
    pred: |ctx, a| is_i64_elements_of(ctx, a, 1),
    ..i64_elements("64-bit signless int elements attribute of shape [1]")
};
const STRIDES2: AttrConstraint = AttrConstraint {
    pred: |ctx, a| is_i64_elements_of(ctx, a, 2),
    ..i64_elements("64-bit signless int elements attribute of shape [2]")
};
const STRIDES3: AttrConstraint = AttrConstraint {
    pred: |ctx, a| is_i64_elements_of(ctx, a, 3),
    ..i64_elements("64-bit signless int elements attribute of shape [3]")
};

const CONV1: &[AttrDef] = &[
    optional_attr("strides", STRIDES1),
    optional_attr("dilations", STRIDES1),
];
const CONV2: &[AttrDef] = &[
    optional_attr("strides", STRIDES2),
    optional_attr("dilations", STRIDES2),
];
const CONV3: &[AttrDef] = &[
    optional_attr("strides", STRIDES3),
    optional_attr("dilations", STRIDES3),
];
const CAST: &[AttrDef] = &[optional_attr("cast", TYPE_FN)];
const UNARY_ATTRS: &[AttrDef] = &[
    optional_attr("fun", UNARY_FN),
    optional_attr("cast", TYPE_FN),
];
const BINARY_ATTRS: &[AttrDef] = &[
    optional_attr("fun", BINARY_FN),
    optional_attr("cast", TYPE_FN),
];

pub(crate) const SHAPED: rmlir_ir::ods::TypeConstraint = rmlir_ir::ods::TypeConstraint {
    summary: "shaped of any type values",
    pred: |ctx, t| {
        matches!(
            ctx.type_kind(t),
            TypeKind::MemRef { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Vector { .. }
        )
    },
    ..c::ANY_TYPE
};

const STRUCTURED_TRAITS: &[Trait] = &[
    Trait::AttrSizedOperandSegments,
    Trait::SingleBlockImplicitTerminator("linalg.yield"),
];

macro_rules! named_ops {
    ($($id:ident = $name:literal $(, $attrs:expr)?;)*) => {
        $(
            pub static $id: OpDef = OpDef {
                operands: &[variadic("inputs", c::ANY_TYPE), variadic("outputs", SHAPED)],
                results: &[variadic("result_tensors", c::ANY_RANKED_TENSOR)],
                $(attrs: $attrs,)?
                regions: &[region("region")],
                traits: STRUCTURED_TRAITS,
                verify: Some(asm::verify_named),
                verify_regions: Some(verify_structured_regions),
                parse: Some(asm::parse_named),
                print: Some(asm::print_named),
                ..OpDef::new($name)
            };
        )*
    };
}

named_ops! {
    COPY = "linalg.copy", CAST;
    ELEMWISE_UNARY = "linalg.elemwise_unary", UNARY_ATTRS;
    ELEMWISE_BINARY = "linalg.elemwise_binary", BINARY_ATTRS;
    EXP = "linalg.exp";
    LOG = "linalg.log";
    ABS = "linalg.abs";
    CEIL = "linalg.ceil";
    FLOOR = "linalg.floor";
    NEGF = "linalg.negf";
    RECIPROCAL = "linalg.reciprocal";
    ROUND = "linalg.round";
    SQRT = "linalg.sqrt";
    RSQRT = "linalg.rsqrt";
    SQUARE = "linalg.square";
    TANH = "linalg.tanh";
    ERF = "linalg.erf";
    ADD = "linalg.add";
    SUB = "linalg.sub";
    MUL = "linalg.mul";
    DIV = "linalg.div";
    DIV_UNSIGNED = "linalg.div_unsigned";
    MAX = "linalg.max";
    MIN = "linalg.min";
    POWF = "linalg.powf";
    SELECT = "linalg.select";
    FILL = "linalg.fill";
    FILL_RNG_2D = "linalg.fill_rng_2d";
    MATMUL = "linalg.matmul", CAST;
    MATMUL_TRANSPOSE_A = "linalg.matmul_transpose_a", CAST;
    MATMUL_TRANSPOSE_B = "linalg.matmul_transpose_b", CAST;
    QUANTIZED_MATMUL = "linalg.quantized_matmul";
    MMT4D = "linalg.mmt4d";
    BATCH_MMT4D = "linalg.batch_mmt4d";
    BATCH_MATMUL = "linalg.batch_matmul";
    BATCH_MATMUL_TRANSPOSE_A = "linalg.batch_matmul_transpose_a";
    BATCH_MATMUL_TRANSPOSE_B = "linalg.batch_matmul_transpose_b";
    QUANTIZED_BATCH_MATMUL = "linalg.quantized_batch_matmul";
    BATCH_REDUCE_MATMUL = "linalg.batch_reduce_matmul";
    MATVEC = "linalg.matvec";
    VECMAT = "linalg.vecmat";
    BATCH_MATVEC = "linalg.batch_matvec";
    BATCH_VECMAT = "linalg.batch_vecmat";
    DOT = "linalg.dot";
    CONV_1D = "linalg.conv_1d";
    CONV_2D = "linalg.conv_2d";
    CONV_3D = "linalg.conv_3d";
    CONV_1D_NWC_WCF = "linalg.conv_1d_nwc_wcf", CONV1;
    CONV_1D_NCW_FCW = "linalg.conv_1d_ncw_fcw", CONV1;
    CONV_2D_NHWC_HWCF = "linalg.conv_2d_nhwc_hwcf", CONV2;
    CONV_2D_NHWC_FHWC = "linalg.conv_2d_nhwc_fhwc", CONV2;
    CONV_2D_NHWC_HWCF_Q = "linalg.conv_2d_nhwc_hwcf_q", CONV2;
    CONV_2D_NHWC_FHWC_Q = "linalg.conv_2d_nhwc_fhwc_q", CONV2;
    CONV_2D_NCHW_FCHW = "linalg.conv_2d_nchw_fchw", CONV2;
    CONV_2D_NGCHW_FGCHW = "linalg.conv_2d_ngchw_fgchw", CONV2;
    CONV_2D_NGCHW_GFCHW = "linalg.conv_2d_ngchw_gfchw", CONV2;
    CONV_2D_NGCHW_GFCHW_Q = "linalg.conv_2d_ngchw_gfchw_q", CONV2;
    CONV_3D_NDHWC_DHWCF = "linalg.conv_3d_ndhwc_dhwcf", CONV3;
    CONV_3D_NDHWC_DHWCF_Q = "linalg.conv_3d_ndhwc_dhwcf_q", CONV3;
    CONV_3D_NCDHW_FCDHW = "linalg.conv_3d_ncdhw_fcdhw", CONV3;
    DEPTHWISE_CONV_1D_NWC_WC = "linalg.depthwise_conv_1d_nwc_wc", CONV1;
    DEPTHWISE_CONV_1D_NCW_CW = "linalg.depthwise_conv_1d_ncw_cw", CONV1;
    DEPTHWISE_CONV_1D_NWC_WCM = "linalg.depthwise_conv_1d_nwc_wcm", CONV1;
    DEPTHWISE_CONV_2D_NHWC_HWC = "linalg.depthwise_conv_2d_nhwc_hwc", CONV2;
    DEPTHWISE_CONV_2D_NCHW_CHW = "linalg.depthwise_conv_2d_nchw_chw", CONV2;
    DEPTHWISE_CONV_2D_NHWC_HWC_Q = "linalg.depthwise_conv_2d_nhwc_hwc_q", CONV2;
    DEPTHWISE_CONV_2D_NHWC_HWCM = "linalg.depthwise_conv_2d_nhwc_hwcm", CONV2;
    DEPTHWISE_CONV_2D_NHWC_HWCM_Q = "linalg.depthwise_conv_2d_nhwc_hwcm_q", CONV2;
    DEPTHWISE_CONV_3D_NDHWC_DHWC = "linalg.depthwise_conv_3d_ndhwc_dhwc", CONV3;
    DEPTHWISE_CONV_3D_NCDHW_CDHW = "linalg.depthwise_conv_3d_ncdhw_cdhw", CONV3;
    DEPTHWISE_CONV_3D_NDHWC_DHWCM = "linalg.depthwise_conv_3d_ndhwc_dhwcm", CONV3;
    POOLING_NHWC_SUM = "linalg.pooling_nhwc_sum", CONV2;
    POOLING_NCHW_SUM = "linalg.pooling_nchw_sum", CONV2;
    POOLING_NHWC_MAX = "linalg.pooling_nhwc_max", CONV2;
    POOLING_NHWC_MAX_UNSIGNED = "linalg.pooling_nhwc_max_unsigned", CONV2;
    POOLING_NCHW_MAX = "linalg.pooling_nchw_max", CONV2;
    POOLING_NHWC_MIN = "linalg.pooling_nhwc_min", CONV2;
    POOLING_NHWC_MIN_UNSIGNED = "linalg.pooling_nhwc_min_unsigned", CONV2;
    POOLING_NWC_SUM = "linalg.pooling_nwc_sum", CONV1;
    POOLING_NCW_SUM = "linalg.pooling_ncw_sum", CONV1;
    POOLING_NWC_MAX = "linalg.pooling_nwc_max", CONV1;
    POOLING_NWC_MAX_UNSIGNED = "linalg.pooling_nwc_max_unsigned", CONV1;
    POOLING_NCW_MAX = "linalg.pooling_ncw_max", CONV1;
    POOLING_NWC_MIN = "linalg.pooling_nwc_min", CONV1;
    POOLING_NWC_MIN_UNSIGNED = "linalg.pooling_nwc_min_unsigned", CONV1;
    POOLING_NDHWC_SUM = "linalg.pooling_ndhwc_sum", CONV3;
    POOLING_NDHWC_MAX = "linalg.pooling_ndhwc_max", CONV3;
    POOLING_NDHWC_MIN = "linalg.pooling_ndhwc_min", CONV3;
}

pub static GENERIC: OpDef = OpDef {
    operands: &[variadic("inputs", c::ANY_TYPE), variadic("outputs", SHAPED)],
    results: &[variadic("result_tensors", c::ANY_RANKED_TENSOR)],
    attrs: &[
        attr("indexing_maps", c::ARRAY_ATTR),
        attr("iterator_types", c::ARRAY_ATTR),
        optional_attr("doc", c::STR_ATTR),
        optional_attr("library_call", c::STR_ATTR),
    ],
    regions: &[region("region")],
    traits: STRUCTURED_TRAITS,
    verify_regions: Some(verify_structured_regions),
    parse: Some(asm::parse_generic),
    print: Some(asm::print_generic),
    ..OpDef::new("linalg.generic")
};

pub static YIELD: OpDef = OpDef {
    operands: &[variadic("values", c::ANY_TYPE)],
    traits: &[Trait::Pure, Trait::ReturnLike, Trait::Terminator],
    verify: Some(asm::verify_yield),
    parse: Some(asm::parse_yield),
    print: Some(asm::print_yield),
    ..OpDef::new("linalg.yield")
};

const NON_NEGATIVE_I64: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute whose minimum value is 0",
    pred: |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::Integer { ty, value }
            if ctx.is_signless_integer(*ty, 64) && !value.is_negative())
    },
    ..c::I64_ATTR
};

pub static INDEX: OpDef = OpDef {
    results: &[rmlir_ir::ods::result("result", c::INDEX)],
    attrs: &[attr("dim", NON_NEGATIVE_I64)],
    traits: &[Trait::Pure],
    format: Some("$dim attr-dict `:` type($result)"),
    verify: Some(asm::verify_index),
    ..OpDef::new("linalg.index")
};

/// The dialect: [`LINALG_OPS`] with the memoized indexing maps of named ops elided from
/// alias collection in the custom form (their printer elides the attribute).
pub struct LinalgDialect;

pub static LINALG: LinalgDialect = LinalgDialect;

impl rmlir_ir::dialect::Dialect for LinalgDialect {
    fn namespace(&self) -> &'static str {
        "linalg"
    }
    fn ops(&self) -> Vec<rmlir_ir::dialect::OpInfo> {
        LINALG_OPS
            .ops
            .iter()
            .map(|d| {
                let mut info = d.info();
                if named::lookup(d.name).is_some() {
                    info.alias_elided_attrs = &["linalg.memoized_indexing_maps"];
                }
                if d.name == "linalg.generic" || named::lookup(d.name).is_some() {
                    info.memory_effects = Some(reify::structured_effects);
                }
                info
            })
            .collect()
    }
}

pub static LINALG_OPS: DeclaredDialect = DeclaredDialect {
    namespace: "linalg",
    ops: &[
        &GENERIC,
        &YIELD,
        &INDEX,
        &COPY,
        &ELEMWISE_UNARY,
        &ELEMWISE_BINARY,
        &EXP,
        &LOG,
        &ABS,
        &CEIL,
        &FLOOR,
        &NEGF,
        &RECIPROCAL,
        &ROUND,
        &SQRT,
        &RSQRT,
        &SQUARE,
        &TANH,
        &ERF,
        &ADD,
        &SUB,
        &MUL,
        &DIV,
        &DIV_UNSIGNED,
        &MAX,
        &MIN,
        &POWF,
        &SELECT,
        &FILL,
        &FILL_RNG_2D,
        &MATMUL,
        &MATMUL_TRANSPOSE_A,
        &MATMUL_TRANSPOSE_B,
        &QUANTIZED_MATMUL,
        &MMT4D,
        &BATCH_MMT4D,
        &BATCH_MATMUL,
        &BATCH_MATMUL_TRANSPOSE_A,
        &BATCH_MATMUL_TRANSPOSE_B,
        &QUANTIZED_BATCH_MATMUL,
        &BATCH_REDUCE_MATMUL,
        &MATVEC,
        &VECMAT,
        &BATCH_MATVEC,
        &BATCH_VECMAT,
        &DOT,
        &CONV_1D,
        &CONV_2D,
        &CONV_3D,
        &CONV_1D_NWC_WCF,
        &CONV_1D_NCW_FCW,
        &CONV_2D_NHWC_HWCF,
        &CONV_2D_NHWC_FHWC,
        &CONV_2D_NHWC_HWCF_Q,
        &CONV_2D_NHWC_FHWC_Q,
        &CONV_2D_NCHW_FCHW,
        &CONV_2D_NGCHW_FGCHW,
        &CONV_2D_NGCHW_GFCHW,
        &CONV_2D_NGCHW_GFCHW_Q,
        &CONV_3D_NDHWC_DHWCF,
        &CONV_3D_NDHWC_DHWCF_Q,
        &CONV_3D_NCDHW_FCDHW,
        &DEPTHWISE_CONV_1D_NWC_WC,
        &DEPTHWISE_CONV_1D_NCW_CW,
        &DEPTHWISE_CONV_1D_NWC_WCM,
        &DEPTHWISE_CONV_2D_NHWC_HWC,
        &DEPTHWISE_CONV_2D_NCHW_CHW,
        &DEPTHWISE_CONV_2D_NHWC_HWC_Q,
        &DEPTHWISE_CONV_2D_NHWC_HWCM,
        &DEPTHWISE_CONV_2D_NHWC_HWCM_Q,
        &DEPTHWISE_CONV_3D_NDHWC_DHWC,
        &DEPTHWISE_CONV_3D_NCDHW_CDHW,
        &DEPTHWISE_CONV_3D_NDHWC_DHWCM,
        &POOLING_NHWC_SUM,
        &POOLING_NCHW_SUM,
        &POOLING_NHWC_MAX,
        &POOLING_NHWC_MAX_UNSIGNED,
        &POOLING_NCHW_MAX,
        &POOLING_NHWC_MIN,
        &POOLING_NHWC_MIN_UNSIGNED,
        &POOLING_NWC_SUM,
        &POOLING_NCW_SUM,
        &POOLING_NWC_MAX,
        &POOLING_NWC_MAX_UNSIGNED,
        &POOLING_NCW_MAX,
        &POOLING_NWC_MIN,
        &POOLING_NWC_MIN_UNSIGNED,
        &POOLING_NDHWC_SUM,
        &POOLING_NDHWC_MAX,
        &POOLING_NDHWC_MIN,
        &map_reduce::MAP,
        &map_reduce::REDUCE,
        &map_reduce::TRANSPOSE,
        &map_reduce::BROADCAST,
        &winograd::SOFTMAX,
        &winograd::WINOGRAD_FILTER_TRANSFORM,
        &winograd::WINOGRAD_INPUT_TRANSFORM,
        &winograd::WINOGRAD_OUTPUT_TRANSFORM,
    ],
};

/// The region verification of structured ops, in upstream's trait order:
/// `SingleBlockImplicitTerminator<YieldOp>`, then the `DestinationStyleOpInterface` and
/// `LinalgStructuredInterface` verifiers (both `verifyWithRegions`, so after the nested ops).
pub(crate) fn verify_structured_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), rmlir_ir::Diagnostic> {
    rmlir_ir::ods::verify::verify_implicit_terminator(ctx, body, op, "linalg.yield")?;
    asm::verify_dps(ctx, body, op)?;
    asm::verify_structured(ctx, body, op)
}

/// `getAsmBlockArgumentNames` of `linalg.generic`: `%in` for inputs, `%out` for outputs.
pub static LINALG_INTERFACES: DialectInterfaces = DialectInterfaces {
    namespace: "linalg",
    ops: op_interfaces,
    // Upstream's `LinalgInlinerInterface`: every op is legal to inline.
    inliner: Some(&rmlir_ir::interfaces::inliner::AllOpsLegal),
};

fn op_interfaces() -> Vec<(&'static str, OpInterfaces)> {
    let with_names = |f| OpInterfaces {
        op_asm: Some(OpAsmOpInterface {
            result_names: None,
            block_arg_names: Some(f),
        }),
        ..OpInterfaces::NONE
    };
    vec![
        ("linalg.generic", with_names(generic_block_arg_names)),
        ("linalg.map", with_names(map_block_arg_names)),
        ("linalg.reduce", with_names(generic_block_arg_names)),
    ]
}

/// `MapOp::getAsmBlockArgumentNames`: `%in` for each argument.
fn map_block_arg_names(
    _: &Context,
    body: &Body,
    op: OpId,
    region: RegionId,
    set: &mut dyn FnMut(ValueId, &str),
) {
    let (rb, _) = body.op_regions(op);
    let Some(entry) = rb.entry_block(region) else {
        return;
    };
    for a in rb.block_args(entry) {
        set(*a, "in");
    }
}

fn generic_block_arg_names(
    ctx: &Context,
    body: &Body,
    op: OpId,
    region: RegionId,
    set: &mut dyn FnMut(ValueId, &str),
) {
    let (ins, _) = segments(ctx, body, op);
    let (rb, _) = body.op_regions(op);
    let Some(entry) = rb.entry_block(region) else {
        return;
    };
    let out = if ctx.op_name_str(body.op_name(op)) == "linalg.reduce" {
        "init"
    } else {
        "out"
    };
    for (i, a) in rb.block_args(entry).iter().enumerate() {
        set(*a, if i < ins.len() { "in" } else { out });
    }
}

/// The inputs and outputs (DPS inits) of a structured op.
pub fn segments(ctx: &Context, body: &Body, op: OpId) -> (Vec<ValueId>, Vec<ValueId>) {
    let Some(def) = ctx.op_info(body.op_name(op)).and_then(|i| i.def) else {
        return (Vec::new(), Vec::new());
    };
    let segs = rmlir_ir::ods::operand_segments(ctx, def, body, op);
    let get = |i: usize| -> Vec<ValueId> {
        segs.get(i)
            .map(|(s, n)| (*s..*s + *n).map(|k| body.operand(op, k)).collect())
            .unwrap_or_default()
    };
    (get(0), get(1))
}

/// Whether `op` is a structured op of this module (generic or named).
pub fn is_structured(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = ctx.op_name_str(body.op_name(op));
    name == "linalg.generic" || named::lookup(name).is_some() || map_reduce::is_map_like(name)
}

/// The indexing maps of a structured op.
pub fn indexing_maps(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<Vec<rmlir_ir::affine::AffineMap>> {
    let name = ctx.op_name_str(body.op_name(op));
    if map_reduce::is_map_like(name) {
        return map_reduce::indexing_maps(ctx, body, op);
    }
    if name == "linalg.generic" {
        let a = rmlir_ir::ods::prop(ctx, body, op, "indexing_maps")?;
        let AttrKind::Array(v) = ctx.attr_kind(a) else {
            return None;
        };
        return v
            .iter()
            .map(|m| match ctx.attr_kind(*m) {
                AttrKind::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
            .collect();
    }
    let def: &NamedOp = named::lookup(name)?;
    // Upstream's generated `getIndexingMaps` returns the memoized maps when present.
    if def.memoizes() {
        let memo = body
            .attrs(op)
            .iter()
            .find(|(n, _)| ctx.ident_str(*n) == "linalg.memoized_indexing_maps");
        if let Some((_, a)) = memo {
            if let AttrKind::Array(v) = ctx.attr_kind(*a) {
                let maps: Option<Vec<_>> = v
                    .iter()
                    .map(|m| match ctx.attr_kind(*m) {
                        AttrKind::AffineMap(m) => Some(m.clone()),
                        _ => None,
                    })
                    .collect();
                if maps.is_some() {
                    return maps;
                }
            }
        }
    }
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let attr = |n: &str| rmlir_ir::ods::prop(ctx, body, op, n);
    Some(named::indexing_maps(ctx, def, &types, &attr))
}

/// The iterator types of a structured op (`true` = parallel).
pub fn iterator_types(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<bool>> {
    let name = ctx.op_name_str(body.op_name(op));
    if map_reduce::is_map_like(name) {
        return map_reduce::iterator_types(ctx, body, op);
    }
    if name == "linalg.generic" {
        let a = rmlir_ir::ods::prop(ctx, body, op, "iterator_types")?;
        let AttrKind::Array(v) = ctx.attr_kind(a) else {
            return None;
        };
        return Some(
            v.iter()
                .map(|t| {
                    c::dialect_attr_params(ctx, *t, "#linalg.iterator_type")
                        .is_some_and(|p| p == "<parallel>")
                })
                .collect(),
        );
    }
    let def = named::lookup(name)?;
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    Some(named::iterator_types(ctx, def, &types))
}

#[cfg(test)]
mod tests {
    #[test]
    fn all_ops_declared() {
        for o in super::named::NAMED_OPS {
            let n = format!("linalg.{}", o.name);
            assert!(super::LINALG_OPS.ops.iter().any(|d| d.name == n), "{n}");
        }
    }
}
