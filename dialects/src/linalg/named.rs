//! The named structured ops of MLIR 19's `LinalgNamedStructuredOps.yaml` (OpDSL), as one
//! declarative table: operands with their type variables, indexing maps, iterator types and
//! the scalar body as an expression. [`build_body`] builds the region upstream's generated
//! `regionBuilder` builds (casts as `convertScalarToDtype`, arithmetic as
//! `RegionBuilderHelper`), [`indexing_maps`] the maps `getIndexingMaps` returns.
//!
//! Map notation: convolution maps use symbols `s0..s{n-1}` for `strides` and `sn..s{2n-1}`
//! for `dilations` (both default to 1); they are replaced by the attribute values.
//! Expressions: an operand name, `f(args)` for the scalar functions of OpDSL
//! (`cast_signed(T, x)`, `cast_unsigned(T, x)`, `cast(T, x)` = the op's `cast` attribute,
//! `fun(..)` = its `fun` attribute, binary/unary functions by their OpDSL names).

use rmlir_ir::affine::{parse_affine_map, AffineExpr, AffineMap};
use rmlir_ir::apfloat::FloatSemantics;
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::{AttrKind, Attribute, Body, Context, Location, OpId, Type, TypeKind, ValueId};

/// How an op's indexing maps are defined.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Maps {
    /// Rank-polymorphic (elementwise, fill, copy): identity maps over the output's rank,
    /// scalar maps for rank-0 operands.
    Poly,
    /// Static maps (text), possibly with stride/dilation symbols.
    Static(&'static [&'static str]),
}

pub struct NamedOp {
    /// Without the `linalg.` prefix.
    pub name: &'static str,
    /// `name:TypeVar` for each operand, inputs then the output.
    pub args: &'static [&'static str],
    pub maps: Maps,
    /// `p`/`r` per loop (static maps only).
    pub iters: &'static str,
    pub body: &'static str,
    /// Number of spatial dims with `strides`/`dilations` attributes (0: none).
    pub conv: usize,
}

const fn op(
    name: &'static str,
    args: &'static [&'static str],
    maps: Maps,
    iters: &'static str,
    body: &'static str,
    conv: usize,
) -> NamedOp {
    NamedOp {
        name,
        args,
        maps,
        iters,
        body,
        conv,
    }
}

const UNARY_IO: &[&str] = &["I:T1", "O:T1"];
const BINARY_IO: &[&str] = &["lhs:T1", "rhs:T1", "O:T1"];
const CONTRACT: &str = "add(C, mul(cast_signed(U, A), cast_signed(U, B)))";
const CONTRACT_ATTR: &str = "add(C, mul(cast(U, A), cast(U, B)))";
const QUANT: &str = "add(C, mul(sub(cast_signed(U, A), cast_signed(U, AZp)), sub(cast_signed(U, B), cast_signed(U, BZp))))";
const CONV: &str = "add(O, mul(cast_signed(U, I), cast_signed(U, K)))";
const CONV_Q: &str = "add(O, mul(sub(cast_signed(U, I), cast_signed(U, IZp)), sub(cast_signed(U, K), cast_signed(U, KZp))))";
/// OpDSL's `fill_rng_2d`: a linear congruential generator over the loop indices, scaled
/// into `[min, max)`.
const FILL_RNG: &str = "cast_signed(T, add(mul(add(cast_signed(F64, const_i64(2147483647)), cast_signed(F64, add(mul(add(cast_signed(I32, index(1)), add(mul(add(cast_signed(I32, index(0)), seed), cast_signed(I32, const_i64(1103515245))), cast_signed(I32, const_i64(12345)))), cast_signed(I32, const_i64(1103515245))), cast_signed(I32, const_i64(12345))))), mul(sub(max, min), cast_signed(F64, const_f64(inv_range)))), min))";
const ABC: &[&str] = &["A:T1", "B:T2", "C:U"];
const IKO: &[&str] = &["I:T1", "K:T2", "O:U"];
const IKO_Q: &[&str] = &["I:T1", "K:T2", "IZp:I32", "KZp:I32", "O:U"];
const ABC_Q: &[&str] = &["A:T1", "B:T2", "AZp:I32", "BZp:I32", "C:U"];

use Maps::{Poly, Static};

pub static NAMED_OPS: &[NamedOp] = &[
    op("copy", &["I:T1", "O:U"], Poly, "", "cast(U, I)", 0),
    op("elemwise_unary", &["I:T1", "O:U"], Poly, "", "fun(cast(U, I))", 0),
    op(
        "elemwise_binary",
        &["lhs:T1", "rhs:T2", "O:U"],
        Poly,
        "",
        "fun(cast(U, lhs), cast(U, rhs))",
        0,
    ),
    op("exp", UNARY_IO, Poly, "", "exp(I)", 0),
    op("log", UNARY_IO, Poly, "", "log(I)", 0),
    op("abs", UNARY_IO, Poly, "", "abs(I)", 0),
    op("ceil", UNARY_IO, Poly, "", "ceil(I)", 0),
    op("floor", UNARY_IO, Poly, "", "floor(I)", 0),
    op("negf", UNARY_IO, Poly, "", "negf(I)", 0),
    op("reciprocal", UNARY_IO, Poly, "", "reciprocal(I)", 0),
    op("round", UNARY_IO, Poly, "", "round(I)", 0),
    op("sqrt", UNARY_IO, Poly, "", "sqrt(I)", 0),
    op("rsqrt", UNARY_IO, Poly, "", "rsqrt(I)", 0),
    op("square", UNARY_IO, Poly, "", "square(I)", 0),
    op("tanh", UNARY_IO, Poly, "", "tanh(I)", 0),
    op("erf", UNARY_IO, Poly, "", "erf(I)", 0),
    op("add", BINARY_IO, Poly, "", "add(lhs, rhs)", 0),
    op("sub", BINARY_IO, Poly, "", "sub(lhs, rhs)", 0),
    op("mul", BINARY_IO, Poly, "", "mul(lhs, rhs)", 0),
    op("div", BINARY_IO, Poly, "", "div(lhs, rhs)", 0),
    op("div_unsigned", BINARY_IO, Poly, "", "div_unsigned(lhs, rhs)", 0),
    op("max", BINARY_IO, Poly, "", "max_signed(lhs, rhs)", 0),
    op("min", BINARY_IO, Poly, "", "min_signed(lhs, rhs)", 0),
    op("powf", BINARY_IO, Poly, "", "powf(lhs, rhs)", 0),
    op(
        "select",
        &["cond:U", "lhs:T1", "rhs:T1", "O:T1"],
        Poly,
        "",
        "select(cond, lhs, rhs)",
        0,
    ),
    op("fill", &["value:T1", "O:U"], Poly, "", "cast_signed(U, value)", 0),
    op(
        "fill_rng_2d",
        &["min:F64", "max:F64", "seed:I32", "O:T"],
        Static(&[
            "(d0, d1) -> ()",
            "(d0, d1) -> ()",
            "(d0, d1) -> ()",
            "(d0, d1) -> (d0, d1)",
        ]),
        "pp",
        FILL_RNG,
        0,
    ),
    op(
        "matmul",
        ABC,
        Static(&["(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)", "(d0, d1, d2) -> (d0, d1)"]),
        "ppr",
        CONTRACT_ATTR,
        0,
    ),
    op(
        "matmul_transpose_a",
        ABC,
        Static(&["(d0, d1, d2) -> (d2, d0)", "(d0, d1, d2) -> (d2, d1)", "(d0, d1, d2) -> (d0, d1)"]),
        "ppr",
        CONTRACT_ATTR,
        0,
    ),
    op(
        "matmul_transpose_b",
        ABC,
        Static(&["(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d1, d2)", "(d0, d1, d2) -> (d0, d1)"]),
        "ppr",
        CONTRACT_ATTR,
        0,
    ),
    op(
        "quantized_matmul",
        ABC_Q,
        Static(&[
            "(d0, d1, d2) -> (d0, d2)",
            "(d0, d1, d2) -> (d2, d1)",
            "(d0, d1, d2) -> ()",
            "(d0, d1, d2) -> ()",
            "(d0, d1, d2) -> (d0, d1)",
        ]),
        "ppr",
        QUANT,
        0,
    ),
    op(
        "mmt4d",
        &["lhs:LhsType", "rhs:RhsType", "accum:AccumType"],
        Static(&[
            "(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)",
            "(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)",
            "(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)",
        ]),
        "pprppr",
        "add(accum, mul(cast_signed(AccumType, lhs), cast_signed(AccumType, rhs)))",
        0,
    ),
    op(
        "batch_mmt4d",
        &["lhs:LhsType", "rhs:RhsType", "accum:AccumType"],
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)",
            "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)",
            "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)",
        ]),
        "ppprppr",
        "add(accum, mul(cast_signed(AccumType, lhs), cast_signed(AccumType, rhs)))",
        0,
    ),
    op(
        "batch_matmul",
        ABC,
        Static(&[
            "(d0, d1, d2, d3) -> (d0, d1, d3)",
            "(d0, d1, d2, d3) -> (d0, d3, d2)",
            "(d0, d1, d2, d3) -> (d0, d1, d2)",
        ]),
        "pppr",
        CONTRACT,
        0,
    ),
    op(
        "batch_matmul_transpose_a",
        ABC,
        Static(&[
            "(d0, d1, d2, d3) -> (d0, d3, d1)",
            "(d0, d1, d2, d3) -> (d0, d3, d2)",
            "(d0, d1, d2, d3) -> (d0, d1, d2)",
        ]),
        "pppr",
        CONTRACT,
        0,
    ),
    op(
        "batch_matmul_transpose_b",
        ABC,
        Static(&[
            "(d0, d1, d2, d3) -> (d0, d1, d3)",
            "(d0, d1, d2, d3) -> (d0, d2, d3)",
            "(d0, d1, d2, d3) -> (d0, d1, d2)",
        ]),
        "pppr",
        CONTRACT,
        0,
    ),
    op(
        "quantized_batch_matmul",
        ABC_Q,
        Static(&[
            "(d0, d1, d2, d3) -> (d0, d1, d3)",
            "(d0, d1, d2, d3) -> (d0, d3, d2)",
            "(d0, d1, d2, d3) -> ()",
            "(d0, d1, d2, d3) -> ()",
            "(d0, d1, d2, d3) -> (d0, d1, d2)",
        ]),
        "pppr",
        QUANT,
        0,
    ),
    op(
        "batch_reduce_matmul",
        ABC,
        Static(&[
            "(d0, d1, d2, d3) -> (d0, d1, d3)",
            "(d0, d1, d2, d3) -> (d0, d3, d2)",
            "(d0, d1, d2, d3) -> (d1, d2)",
        ]),
        "rppr",
        CONTRACT,
        0,
    ),
    op(
        "matvec",
        &["A:T1", "y:T2", "x:U"],
        Static(&["(d0, d1) -> (d0, d1)", "(d0, d1) -> (d1)", "(d0, d1) -> (d0)"]),
        "pr",
        "add(x, mul(cast_signed(U, A), cast_signed(U, y)))",
        0,
    ),
    op(
        "vecmat",
        &["y:T1", "A:T2", "x:U"],
        Static(&["(d0, d1) -> (d1)", "(d0, d1) -> (d1, d0)", "(d0, d1) -> (d0)"]),
        "pr",
        "add(x, mul(cast_signed(U, y), cast_signed(U, A)))",
        0,
    ),
    op(
        "batch_matvec",
        ABC,
        Static(&[
            "(d0, d1, d2) -> (d0, d1, d2)",
            "(d0, d1, d2) -> (d0, d2)",
            "(d0, d1, d2) -> (d0, d1)",
        ]),
        "ppr",
        CONTRACT,
        0,
    ),
    op(
        "batch_vecmat",
        ABC,
        Static(&[
            "(d0, d1, d2) -> (d0, d2)",
            "(d0, d1, d2) -> (d0, d2, d1)",
            "(d0, d1, d2) -> (d0, d1)",
        ]),
        "ppr",
        CONTRACT,
        0,
    ),
    op(
        "dot",
        ABC,
        Static(&["(d0) -> (d0)", "(d0) -> (d0)", "(d0) -> ()"]),
        "r",
        CONTRACT,
        0,
    ),
    op(
        "conv_1d",
        IKO,
        Static(&["(d0, d1) -> (d0 + d1)", "(d0, d1) -> (d1)", "(d0, d1) -> (d0)"]),
        "pr",
        CONV,
        0,
    ),
    op(
        "conv_2d",
        IKO,
        Static(&[
            "(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)",
            "(d0, d1, d2, d3) -> (d2, d3)",
            "(d0, d1, d2, d3) -> (d0, d1)",
        ]),
        "pprr",
        CONV,
        0,
    ),
    op(
        "conv_3d",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)",
            "(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)",
            "(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)",
        ]),
        "ppprrr",
        CONV,
        0,
    ),
    op(
        "conv_1d_nwc_wcf",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1 * s0 + d3 * s1, d4)",
            "(d0, d1, d2, d3, d4)[s0, s1] -> (d3, d4, d2)",
            "(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1, d2)",
        ]),
        "ppprr",
        CONV,
        1,
    ),
    op(
        "conv_1d_ncw_fcw",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d3, d2 * s0 + d4 * s1)",
            "(d0, d1, d2, d3, d4)[s0, s1] -> (d1, d3, d4)",
            "(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1, d2)",
        ]),
        "ppprr",
        CONV,
        1,
    ),
    op(
        "conv_2d_nhwc_hwcf",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d6)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d4, d5, d6, d3)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3)",
        ]),
        "pppprrr",
        CONV,
        2,
    ),
    op(
        "conv_2d_nhwc_fhwc",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d6)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d3, d4, d5, d6)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3)",
        ]),
        "pppprrr",
        CONV,
        2,
    ),
    op(
        "conv_2d_nhwc_hwcf_q",
        IKO_Q,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d6)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d4, d5, d6, d3)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3)",
        ]),
        "pppprrr",
        CONV_Q,
        2,
    ),
    op(
        "conv_2d_nhwc_fhwc_q",
        IKO_Q,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d6)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d3, d4, d5, d6)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3)",
        ]),
        "pppprrr",
        CONV_Q,
        2,
    ),
    op(
        "conv_2d_nchw_fchw",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d4, d2 * s0 + d5 * s2, d3 * s1 + d6 * s3)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d1, d4, d5, d6)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3)",
        ]),
        "pppprrr",
        CONV,
        2,
    ),
    op(
        "conv_2d_ngchw_fgchw",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d5, d3 * s0 + d6 * s2, d4 * s1 + d7 * s3)",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d2, d1, d5, d6, d7)",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)",
        ]),
        "ppppprrr",
        CONV,
        2,
    ),
    op(
        "conv_2d_ngchw_gfchw",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d5, d3 * s0 + d6 * s2, d4 * s1 + d7 * s3)",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d1, d2, d5, d6, d7)",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)",
        ]),
        "ppppprrr",
        CONV,
        2,
    ),
    op(
        "conv_2d_ngchw_gfchw_q",
        IKO_Q,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d5, d3 * s0 + d6 * s2, d4 * s1 + d7 * s3)",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d1, d2, d5, d6, d7)",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> ()",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> ()",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)",
        ]),
        "ppppprrr",
        CONV_Q,
        2,
    ),
    op(
        "conv_3d_ndhwc_dhwcf",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d8)",
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d5, d6, d7, d8, d4)",
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d4)",
        ]),
        "ppppprrrr",
        CONV,
        3,
    ),
    op(
        "conv_3d_ndhwc_dhwcf_q",
        IKO_Q,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d8)",
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d5, d6, d7, d8, d4)",
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> ()",
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> ()",
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d4)",
        ]),
        "ppppprrrr",
        CONV_Q,
        3,
    ),
    op(
        "conv_3d_ncdhw_fcdhw",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d8, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5)",
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d4, d8, d5, d6, d7)",
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d4, d1, d2, d3)",
        ]),
        "ppppprrrr",
        CONV,
        3,
    ),
    op(
        "depthwise_conv_1d_nwc_wc",
        IKO,
        Static(&[
            "(d0, d1, d2, d3)[s0, s1] -> (d0, d1 * s0 + d3 * s1, d2)",
            "(d0, d1, d2, d3)[s0, s1] -> (d3, d2)",
            "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2)",
        ]),
        "pppr",
        CONV,
        1,
    ),
    op(
        "depthwise_conv_1d_ncw_cw",
        IKO,
        Static(&[
            "(d0, d1, d2, d3)[s0, s1] -> (d0, d2, d1 * s0 + d3 * s1)",
            "(d0, d1, d2, d3)[s0, s1] -> (d2, d3)",
            "(d0, d1, d2, d3)[s0, s1] -> (d0, d2, d1)",
        ]),
        "pppr",
        CONV,
        1,
    ),
    op(
        "depthwise_conv_1d_nwc_wcm",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1 * s0 + d4 * s1, d2)",
            "(d0, d1, d2, d3, d4)[s0, s1] -> (d4, d2, d3)",
            "(d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1, d2, d3)",
        ]),
        "ppppr",
        CONV,
        1,
    ),
    op(
        "depthwise_conv_2d_nhwc_hwc",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d3)",
            "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5, d3)",
            "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)",
        ]),
        "pppprr",
        CONV,
        2,
    ),
    op(
        "depthwise_conv_2d_nchw_chw",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d3, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3)",
            "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d3, d4, d5)",
            "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d3, d1, d2)",
        ]),
        "pppprr",
        CONV,
        2,
    ),
    op(
        "depthwise_conv_2d_nhwc_hwc_q",
        IKO_Q,
        Static(&[
            "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d3)",
            "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5, d3)",
            "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> ()",
            "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> ()",
            "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)",
        ]),
        "pppprr",
        CONV_Q,
        2,
    ),
    op(
        "depthwise_conv_2d_nhwc_hwcm",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d5 * s2, d2 * s1 + d6 * s3, d3)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d5, d6, d3, d4)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)",
        ]),
        "ppppprr",
        CONV,
        2,
    ),
    op(
        "depthwise_conv_2d_nhwc_hwcm_q",
        IKO_Q,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1 * s0 + d5 * s2, d2 * s1 + d6 * s3, d3)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d5, d6, d3, d4)",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> ()",
            "(d0, d1, d2, d3, d4, d5, d6)[s0, s1, s2, s3] -> (d0, d1, d2, d3, d4)",
        ]),
        "ppppprr",
        CONV_Q,
        2,
    ),
    op(
        "depthwise_conv_3d_ndhwc_dhwc",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d4 * s3, d2 * s1 + d5 * s4, d3 * s2 + d6 * s5, d7)",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d4, d5, d6, d7)",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d7)",
        ]),
        "pppprrrp",
        CONV,
        3,
    ),
    op(
        "depthwise_conv_3d_ncdhw_cdhw",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d7, d1 * s0 + d4 * s3, d2 * s1 + d5 * s4, d3 * s2 + d6 * s5)",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d7, d4, d5, d6)",
            "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d7, d1, d2, d3)",
        ]),
        "pppprrrp",
        CONV,
        3,
    ),
    op(
        "depthwise_conv_3d_ndhwc_dhwcm",
        IKO,
        Static(&[
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d8)",
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d5, d6, d7, d8, d4)",
            "(d0, d1, d2, d3, d4, d5, d6, d7, d8)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d8, d4)",
        ]),
        "ppppprrrp",
        CONV,
        3,
    ),
    pool("pooling_nhwc_sum", NHWC, "add(O, cast_signed(U, I))"),
    pool("pooling_nchw_sum", NCHW, "add(O, cast_signed(U, I))"),
    pool("pooling_nhwc_max", NHWC, "max_signed(O, cast_signed(U, I))"),
    pool("pooling_nhwc_max_unsigned", NHWC, "max_unsigned(O, cast_unsigned(U, I))"),
    pool("pooling_nchw_max", NCHW, "max_signed(O, cast_signed(U, I))"),
    pool("pooling_nhwc_min", NHWC, "min_signed(O, cast_signed(U, I))"),
    pool("pooling_nhwc_min_unsigned", NHWC, "min_unsigned(O, cast_unsigned(U, I))"),
    pool1("pooling_nwc_sum", NWC, "add(O, cast_signed(U, I))"),
    pool1("pooling_ncw_sum", NCW, "add(O, cast_signed(U, I))"),
    pool1("pooling_nwc_max", NWC, "max_signed(O, cast_signed(U, I))"),
    pool1("pooling_nwc_max_unsigned", NWC, "max_unsigned(O, cast_unsigned(U, I))"),
    pool1("pooling_ncw_max", NCW, "max_signed(O, cast_signed(U, I))"),
    pool1("pooling_nwc_min", NWC, "min_signed(O, cast_signed(U, I))"),
    pool1("pooling_nwc_min_unsigned", NWC, "min_unsigned(O, cast_unsigned(U, I))"),
    pool3("pooling_ndhwc_sum", "add(O, cast_signed(U, I))"),
    pool3("pooling_ndhwc_max", "max_signed(O, cast_signed(U, I))"),
    pool3("pooling_ndhwc_min", "min_signed(O, cast_signed(U, I))"),
];

const NHWC: &[&str] = &[
    "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3, d3)",
    "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5)",
    "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)",
];
const NCHW: &[&str] = &[
    "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2 * s0 + d4 * s2, d3 * s1 + d5 * s3)",
    "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d4, d5)",
    "(d0, d1, d2, d3, d4, d5)[s0, s1, s2, s3] -> (d0, d1, d2, d3)",
];
const NWC: &[&str] = &[
    "(d0, d1, d2, d3)[s0, s1] -> (d0, d1 * s0 + d3 * s1, d2)",
    "(d0, d1, d2, d3)[s0, s1] -> (d3)",
    "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2)",
];
const NCW: &[&str] = &[
    "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2 * s0 + d3 * s1)",
    "(d0, d1, d2, d3)[s0, s1] -> (d3)",
    "(d0, d1, d2, d3)[s0, s1] -> (d0, d1, d2)",
];
const NDHWC: &[&str] = &[
    "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d4)",
    "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d5, d6, d7)",
    "(d0, d1, d2, d3, d4, d5, d6, d7)[s0, s1, s2, s3, s4, s5] -> (d0, d1, d2, d3, d4)",
];

const fn pool(name: &'static str, maps: &'static [&'static str], body: &'static str) -> NamedOp {
    op(name, IKO, Static(maps), "pppprr", body, 2)
}
const fn pool1(name: &'static str, maps: &'static [&'static str], body: &'static str) -> NamedOp {
    op(name, IKO, Static(maps), "pppr", body, 1)
}
const fn pool3(name: &'static str, body: &'static str) -> NamedOp {
    op(name, IKO, Static(NDHWC), "ppppprrr", body, 3)
}

/// The table entry of `linalg.<name>`.
pub fn lookup(full_name: &str) -> Option<&'static NamedOp> {
    let n = full_name.strip_prefix("linalg.")?;
    NAMED_OPS.iter().find(|o| o.name == n)
}

impl NamedOp {
    pub fn num_args(&self) -> usize {
        self.args.len()
    }
    fn arg(&self, i: usize) -> (&'static str, &'static str) {
        self.args[i].split_once(':').unwrap_or((self.args[i], ""))
    }
    /// Whether the op's `getIndexingMaps` memoizes (static maps).
    pub fn memoizes(&self) -> bool {
        matches!(self.maps, Static(_))
    }
}

fn rank_of(ctx: &Context, t: Type) -> usize {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } | TypeKind::RankedTensor { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// The `i`th value of a `strides`/`dilations` attribute (a dense i64 elements attribute),
/// 1 when absent.
fn dense_index(ctx: &Context, a: Option<Attribute>, i: usize) -> i64 {
    let Some(a) = a else { return 1 };
    crate::dlti::dense_int_values(ctx, a)
        .and_then(|(_, v)| v.get(i).copied())
        .map_or(1, |v| v as i64)
}

/// The indexing maps of named op `def`, given the operand types and its attributes.
pub fn indexing_maps(
    ctx: &Context,
    def: &NamedOp,
    operand_types: &[Type],
    attr: &dyn Fn(&str) -> Option<Attribute>,
) -> Vec<AffineMap> {
    match def.maps {
        Poly => {
            let n = operand_types.last().map_or(0, |t| rank_of(ctx, *t)) as u32;
            operand_types
                .iter()
                .map(|t| {
                    if rank_of(ctx, *t) == 0 {
                        AffineMap::zero_results(n, 0)
                    } else {
                        AffineMap::multi_dim_identity(n)
                    }
                })
                .collect()
        }
        Static(texts) => {
            let strides = attr("strides");
            let dilations = attr("dilations");
            let mut syms = Vec::new();
            for i in 0..def.conv {
                syms.push(AffineExpr::constant(dense_index(ctx, strides, i)));
            }
            for i in 0..def.conv {
                syms.push(AffineExpr::constant(dense_index(ctx, dilations, i)));
            }
            texts
                .iter()
                .map(|t| {
                    let m = parse_affine_map(t).expect("a valid table map");
                    let dims: Vec<AffineExpr> = (0..m.num_dims()).map(AffineExpr::dim).collect();
                    m.replace_dims_and_symbols(&dims, &syms, m.num_dims(), 0)
                })
                .collect()
        }
    }
}

/// Iterator kinds (`true` = parallel) of named op `def`.
pub fn iterator_types(ctx: &Context, def: &NamedOp, operand_types: &[Type]) -> Vec<bool> {
    match def.maps {
        Poly => vec![true; operand_types.last().map_or(0, |t| rank_of(ctx, *t))],
        Static(_) => def.iters.chars().map(|c| c == 'p').collect(),
    }
}

// ---- the region builder ----------------------------------------------------------------

enum Expr<'s> {
    Name(&'s str),
    Call(&'s str, Vec<Expr<'s>>),
}

fn parse_expr<'s>(s: &mut &'s str) -> Expr<'s> {
    *s = s.trim_start();
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    let name = &s[..end];
    *s = s[end..].trim_start();
    if let Some(rest) = s.strip_prefix('(') {
        *s = rest;
        let mut args = Vec::new();
        loop {
            args.push(parse_expr(s));
            *s = s.trim_start();
            if let Some(rest) = s.strip_prefix(',') {
                *s = rest;
                continue;
            }
            if let Some(rest) = s.strip_prefix(')') {
                *s = rest;
            }
            break;
        }
        Expr::Call(name, args)
    } else {
        Expr::Name(name)
    }
}

struct Builder<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    block: rmlir_ir::BlockId,
    loc: Location,
    /// Operand name → block argument.
    args: Vec<(&'static str, ValueId)>,
    /// Type variable → type.
    tvars: Vec<(&'static str, Type)>,
    attr_cast: Option<Attribute>,
    attr_fun: Option<Attribute>,
}

/// Creates op `name` at `at` with its default-valued properties set.
#[allow(clippy::too_many_arguments)]
pub(crate) fn create_op(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let op_name = ctx.op_name(name);
    let info = ctx.op_info(op_name).expect("registered op");
    let mut spec = OpSpec::new(op_name, loc);
    spec.operands = operands;
    spec.result_types = results;
    spec.props = info.props_from(ctx, props, true);
    let op = body.create_op(spec);
    body.insert_op(op, at);
    op
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

fn width(ctx: &Context, t: Type) -> u32 {
    ctx.int_or_float_bitwidth(t).unwrap_or(0)
}

impl Builder<'_> {
    fn emit(&mut self, name: &str, operands: &[ValueId], ty: Type) -> ValueId {
        let op = create_op(
            self.ctx,
            self.body,
            InsertPoint::BlockEnd(self.block),
            self.loc,
            name,
            operands,
            &[ty],
            &[],
        );
        self.body.result(op, 0)
    }

    fn tvar(&self, n: &str) -> Option<Type> {
        match n {
            "I32" => Some(self.ctx.integer_type(32)),
            "F64" => Some(self.ctx.f64_type()),
            _ => self.tvars.iter().find(|(k, _)| *k == n).map(|(_, t)| *t),
        }
    }

    /// Upstream's `convertScalarToDtype`.
    fn cast(&mut self, to: Type, v: ValueId, unsigned: bool) -> ValueId {
        let ctx = self.ctx;
        let from = self.body.value_type(v);
        if from == to {
            return v;
        }
        let fk = ctx.type_kind(from).clone();
        match ctx.type_kind(to) {
            TypeKind::Integer { width: tw, .. } => {
                let tw = *tw;
                match fk {
                    TypeKind::Float(_) => {
                        let n = if unsigned {
                            "arith.fptoui"
                        } else {
                            "arith.fptosi"
                        };
                        self.emit(n, &[v], to)
                    }
                    TypeKind::Index => self.emit("arith.index_cast", &[v], to),
                    TypeKind::Integer { width: fw, .. } => {
                        if tw > fw {
                            let n = if unsigned {
                                "arith.extui"
                            } else {
                                "arith.extsi"
                            };
                            self.emit(n, &[v], to)
                        } else if tw < fw {
                            self.emit("arith.trunci", &[v], to)
                        } else {
                            v
                        }
                    }
                    _ => v,
                }
            }
            TypeKind::Float(_) => match fk {
                TypeKind::Integer { .. } => {
                    let n = if unsigned {
                        "arith.uitofp"
                    } else {
                        "arith.sitofp"
                    };
                    self.emit(n, &[v], to)
                }
                TypeKind::Float(_) => {
                    let (tw, fw) = (width(ctx, to), width(ctx, from));
                    if tw > fw {
                        self.emit("arith.extf", &[v], to)
                    } else if tw < fw {
                        self.emit("arith.truncf", &[v], to)
                    } else {
                        v
                    }
                }
                _ => v,
            },
            TypeKind::Index => match fk {
                TypeKind::Integer { .. } => {
                    let n = if unsigned {
                        "arith.index_castui"
                    } else {
                        "arith.index_cast"
                    };
                    self.emit(n, &[v], to)
                }
                _ => v,
            },
            _ => v,
        }
    }

    fn unary(&mut self, f: &str, a: ValueId) -> Result<ValueId, String> {
        let t = self.body.value_type(a);
        let name = match f {
            "exp" => "math.exp",
            "log" => "math.log",
            "abs" => "math.absf",
            "ceil" => "math.ceil",
            "floor" => "math.floor",
            "negf" => "arith.negf",
            "round" => "math.round",
            "sqrt" => "math.sqrt",
            "rsqrt" => "math.rsqrt",
            "tanh" => "math.tanh",
            "erf" => "math.erf",
            "square" => return Ok(self.emit("arith.mulf", &[a, a], t)),
            "reciprocal" => {
                let one = float_one(self.ctx, t).ok_or("unsupported type for reciprocal")?;
                let c = create_op(
                    self.ctx,
                    self.body,
                    InsertPoint::BlockEnd(self.block),
                    self.loc,
                    "arith.constant",
                    &[],
                    &[t],
                    &[("value", one)],
                );
                let c = self.body.result(c, 0);
                return Ok(self.emit("arith.divf", &[c, a], t));
            }
            _ => return Err(format!("unsupported unary function {f}")),
        };
        Ok(self.emit(name, &[a], t))
    }

    fn binary(&mut self, f: &str, a: ValueId, b: ValueId) -> Result<ValueId, String> {
        let ctx = self.ctx;
        let (ta, tb) = (self.body.value_type(a), self.body.value_type(b));
        let float = is_float(ctx, ta) && is_float(ctx, tb);
        let int = ctx.is_int_or_index(ta) && ctx.is_int_or_index(tb);
        if !float && !int {
            return Err("unsupported non numeric type".into());
        }
        let bool_ = int && width(ctx, ta) == 1 && width(ctx, tb) == 1;
        let name = match (f, float) {
            ("add", true) => "arith.addf",
            ("add", false) if bool_ => "arith.ori",
            ("add", false) => "arith.addi",
            ("sub", true) => "arith.subf",
            ("sub", false) => "arith.subi",
            ("mul", true) => "arith.mulf",
            ("mul", false) if bool_ => "arith.andi",
            ("mul", false) => "arith.muli",
            ("div", true) => "arith.divf",
            ("div", false) => "arith.divsi",
            ("div_unsigned", false) => "arith.divui",
            ("max_signed" | "max_unsigned", true) => "arith.maximumf",
            ("min_signed" | "min_unsigned", true) => "arith.minimumf",
            ("max_signed", false) => "arith.maxsi",
            ("min_signed", false) => "arith.minsi",
            ("max_unsigned", false) => "arith.maxui",
            ("min_unsigned", false) => "arith.minui",
            ("powf", true) => "math.powf",
            _ => return Err(format!("unsupported binary function {f}")),
        };
        Ok(self.emit(name, &[a, b], ta))
    }

    fn eval(&mut self, e: &Expr<'_>) -> Result<ValueId, String> {
        match e {
            Expr::Name(n) => self
                .args
                .iter()
                .find(|(k, _)| k == n)
                .map(|(_, v)| *v)
                .ok_or_else(|| format!("unknown operand {n}")),
            Expr::Call("index", args) => {
                let Some(Expr::Name(d)) = args.first() else {
                    return Err("bad index".into());
                };
                let d: i64 = d.parse().map_err(|_| "bad index")?;
                let index = self.ctx.index_type();
                let dim = self.ctx.int_attr(self.ctx.integer_type(64), d);
                let op = create_op(
                    self.ctx,
                    self.body,
                    InsertPoint::BlockEnd(self.block),
                    self.loc,
                    "linalg.index",
                    &[],
                    &[index],
                    &[("dim", dim)],
                );
                Ok(self.body.result(op, 0))
            }
            Expr::Call(c @ ("const_i64" | "const_f64"), args) => {
                let Some(Expr::Name(v)) = args.first() else {
                    return Err("bad constant".into());
                };
                let (ty, value) = if *c == "const_i64" {
                    let t = self.ctx.integer_type(64);
                    (
                        t,
                        self.ctx.int_attr(t, v.parse().map_err(|_| "bad constant")?),
                    )
                } else {
                    // The only float constant of the table: `fill_rng_2d`'s scale.
                    let x: f64 = match *v {
                        "inv_range" => 2.328_306_4E-10,
                        _ => return Err("bad constant".into()),
                    };
                    let t = self.ctx.f64_type();
                    let bits =
                        rmlir_ir::apfloat::ApFloat::from_f64_in(FloatSemantics::IEEEdouble, x)
                            .0
                            .bits();
                    (t, self.ctx.get_attr(AttrKind::Float { ty: t, bits }))
                };
                let op = create_op(
                    self.ctx,
                    self.body,
                    InsertPoint::BlockEnd(self.block),
                    self.loc,
                    "arith.constant",
                    &[],
                    &[ty],
                    &[("value", value)],
                );
                Ok(self.body.result(op, 0))
            }
            Expr::Call(f, args) => {
                if matches!(*f, "cast_signed" | "cast_unsigned" | "cast") {
                    let Expr::Name(tv) = &args[0] else {
                        return Err("bad cast".into());
                    };
                    let to = self.tvar(tv).ok_or("unknown type variable")?;
                    let v = self.eval(&args[1])?;
                    let unsigned = match *f {
                        "cast_unsigned" => true,
                        "cast" => self
                            .attr_cast
                            .and_then(|a| {
                                rmlir_ir::ods::constraints::dialect_attr_params(
                                    self.ctx,
                                    a,
                                    "#linalg.type_fn",
                                )
                            })
                            .is_some_and(|p| p == "<cast_unsigned>"),
                        _ => false,
                    };
                    return Ok(self.cast(to, v, unsigned));
                }
                let mut vals = Vec::new();
                for a in args {
                    vals.push(self.eval(a)?);
                }
                let fname: String = if *f == "fun" {
                    let prefix = if vals.len() == 1 {
                        "#linalg.unary_fn"
                    } else {
                        "#linalg.binary_fn"
                    };
                    match self.attr_fun.and_then(|a| {
                        rmlir_ir::ods::constraints::dialect_attr_params(self.ctx, a, prefix)
                    }) {
                        Some(p) => p.trim_start_matches('<').trim_end_matches('>').to_string(),
                        None if vals.len() == 1 => "exp".into(),
                        None => "add".into(),
                    }
                } else {
                    f.to_string()
                };
                match vals.len() {
                    1 => self.unary(&fname, vals[0]),
                    2 => self.binary(&fname, vals[0], vals[1]),
                    3 if fname == "select" => {
                        let t = self.body.value_type(vals[1]);
                        Ok(self.emit("arith.select", &vals, t))
                    }
                    _ => Err(format!("unsupported function {fname}")),
                }
            }
        }
    }
}

fn float_one(ctx: &Context, t: Type) -> Option<Attribute> {
    match ctx.type_kind(t) {
        TypeKind::Float(sem) => {
            let sem: FloatSemantics = *sem;
            let bits = rmlir_ir::apfloat::ApFloat::from_f64_in(sem, 1.0).0.bits();
            Some(ctx.get_attr(AttrKind::Float { ty: t, bits }))
        }
        _ => None,
    }
}

/// Builds the body of named op `def` into `region` (empty): upstream's
/// `fillStructuredOpRegion` with the op's `regionBuilder`. Block arguments are the element
/// types of shaped operands, the operand types otherwise, at unknown locations.
pub fn build_body(
    ctx: &Context,
    body: &mut Body,
    region: rmlir_ir::RegionId,
    def: &NamedOp,
    operand_types: &[Type],
    attr: &dyn Fn(&str) -> Option<Attribute>,
) -> Result<(), String> {
    let loc = ctx.unknown_loc();
    let arg_types: Vec<(Type, Location)> = operand_types
        .iter()
        .map(|t| {
            let et = match ctx.type_kind(*t) {
                TypeKind::MemRef { elem, .. } | TypeKind::RankedTensor { elem, .. } => *elem,
                _ => *t,
            };
            (et, loc)
        })
        .collect();
    let block = body.create_block(&arg_types);
    body.append_block(region, block);
    let vals = body.block_args(block).to_vec();
    let mut b = Builder {
        ctx,
        body,
        block,
        loc,
        args: Vec::new(),
        tvars: Vec::new(),
        attr_cast: attr("cast"),
        attr_fun: attr("fun"),
    };
    for (i, v) in vals.iter().enumerate().take(def.num_args()) {
        let (n, tv) = def.arg(i);
        b.args.push((n, *v));
        if !b.tvars.iter().any(|(k, _)| *k == tv) {
            b.tvars.push((tv, arg_types[i].0));
        }
    }
    let mut src = def.body;
    let e = parse_expr(&mut src);
    let out = b.eval(&e)?;
    create_op(
        ctx,
        body,
        InsertPoint::BlockEnd(block),
        loc,
        "linalg.yield",
        &[out],
        &[],
        &[],
    );
    Ok(())
}

/// Creates the named structured op `name` (e.g. `linalg.copy`) on `ins`/`outs` at the
/// rewriter's insertion point: a result per tensor init, its body built as its parser builds
/// it, and the memoized indexing maps of an op whose maps are static.
pub fn create_named_op(
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
    loc: Location,
    name: &str,
    ins: &[ValueId],
    outs: &[ValueId],
) -> Option<OpId> {
    let ctx = rw.ctx;
    let def = lookup(name)?;
    let info = ctx.op_info(ctx.op_name(name))?;
    let mut operands: Vec<ValueId> = ins.to_vec();
    operands.extend(outs);
    let types: Vec<Type> = operands.iter().map(|v| rw.body().value_type(*v)).collect();
    let results: Vec<Type> = outs
        .iter()
        .map(|v| rw.body().value_type(*v))
        .filter(|t| super::transform_utils::is_tensor(ctx, *t))
        .collect();
    let mut spec = OpSpec::new(ctx.op_name(name), loc);
    spec.operands = &operands;
    spec.result_types = &results;
    spec.num_regions = 1;
    spec.props = info.props_from(
        ctx,
        &[(
            "operandSegmentSizes",
            rmlir_ir::ods::constraints::dense_i32_array(
                ctx,
                &[ins.len() as i32, outs.len() as i32],
            ),
        )],
        true,
    );
    let new = rw.create(spec);
    let region = rw.body().regions(new)[0];
    let built = rw.unnotified(|b| {
        build_body(ctx, b, region, def, &types, &|_| None)?;
        if def.memoizes() {
            let maps: Vec<rmlir_ir::Attribute> = indexing_maps(ctx, def, &types, &|_| None)
                .into_iter()
                .map(|m| ctx.get_attr(rmlir_ir::AttrKind::AffineMap(m)))
                .collect();
            b.set_attr(
                ctx,
                new,
                ctx.ident("linalg.memoized_indexing_maps"),
                Some(ctx.array_attr(&maps)),
            );
        }
        Ok::<(), String>(())
    });
    built.ok()?;
    Some(new)
}
