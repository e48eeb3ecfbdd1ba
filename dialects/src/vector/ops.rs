//! The dialect's pure ops on values (upstream's `VectorOps.td`): casts and reshapes
//! (`bitcast`, `broadcast`, `shape_cast`, `transpose`, `type_cast`, `reshape`), element
//! access (`extractelement`, `insertelement`, `from_elements`, `splat`, `shuffle`,
//! `interleave`, `deinterleave`, strided slices, `scalable.extract`/`scalable.insert`),
//! the flattened matrix ops (`matrix_multiply`, `flat_transpose`), `fma`, `step` and
//! `vscale`, with upstream's assembly, verifiers and their messages.

use super::attrs::{i64_array_prop, I64_ARRAY};
use super::op_err;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, operand, optional, result, variadic, OpDef, Trait, TypeConstraint};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::PResult;
use rmlir_ir::parser::{OpAsmParser, OperationState};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind};

// ---- type helpers --------------------------------------------------------------------------

/// Shape, scalable flags (one per dimension) and element type of a vector type.
pub(crate) fn vec_info(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => {
            let mut s = scalable.to_vec();
            s.resize(shape.len(), false);
            Some((shape.to_vec(), s, *elem))
        }
        _ => None,
    }
}

pub(crate) fn rank(ctx: &Context, t: Type) -> Option<usize> {
    vec_info(ctx, t).map(|v| v.0.len())
}

/// `getElementTypeOrSelf`.
pub(crate) fn elem_or_self(ctx: &Context, t: Type) -> Type {
    c::element_type_or_self(ctx, t)
}

pub(crate) fn ty_str(ctx: &Context, t: Type) -> String {
    rmlir_ir::printer::type_to_string(ctx, t)
}

fn operand_ty(body: &Body, op: OpId, i: usize) -> Type {
    body.value_type(body.operand(op, i))
}

fn result_ty(body: &Body, op: OpId, i: usize) -> Type {
    body.value_type(body.result(op, i))
}

/// The data layout size in bits of a scalar (index is 64 bits).
pub(crate) fn bit_width(ctx: &Context, t: Type) -> u64 {
    match ctx.type_kind(t) {
        TypeKind::Index => 64,
        _ => ctx.int_or_float_bitwidth(t).unwrap_or(0) as u64,
    }
}

const fn tc(summary: &'static str, pred: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint {
        summary,
        pred,
        build: None,
        class: None,
    }
}

fn is_nonzero_rank_vector(ctx: &Context, t: Type) -> bool {
    rank(ctx, t).is_some_and(|r| r > 0)
}
fn is_fixed_vector(ctx: &Context, t: Type) -> bool {
    vec_info(ctx, t).is_some_and(|(_, s, _)| !s.iter().any(|b| *b))
}
fn is_matrix_elem(ctx: &Context, e: Type) -> bool {
    matches!(
        ctx.type_kind(e),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

/// `AnyVectorOfNonZeroRank` (its summary is the one of any vector).
pub(crate) const NONZERO_RANK_VECTOR: TypeConstraint =
    super::vtc("vector of any type values", is_nonzero_rank_vector);
pub(crate) const FIXED_VECTOR: TypeConstraint =
    super::vtc("fixed-length vector of any type values", is_fixed_vector);
const FLOAT_VECTOR: TypeConstraint = super::vtc("vector of floating-point values", |c, t| {
    vec_info(c, t).is_some_and(|(_, _, e)| c.is_float(e))
});
const MATRIX_VECTOR: TypeConstraint = super::vtc(
    "vector of signless integer or signed integer or index or floating-point values of ranks 1",
    |c, t| {
        vec_info(c, t).is_some_and(|(s, sc, e)| {
            s.len() == 1 && !sc.iter().any(|b| *b) && is_matrix_elem(c, e) && !is_unsigned(c, e)
        })
    },
);
fn is_unsigned(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: rmlir_ir::types::Signedness::Unsigned,
            ..
        }
    )
}
const SPLAT_INPUT: TypeConstraint = tc("integer/index/float type", |c, t| {
    c::is_signless_int(c, t) || c.is_float(t) || matches!(c.type_kind(t), TypeKind::Index)
});
const INDEX_VECTOR_RANK1: TypeConstraint =
    super::vtc("vector of index values of ranks 1", |c, t| {
        vec_info(c, t)
            .is_some_and(|(s, _, e)| s.len() == 1 && matches!(c.type_kind(e), TypeKind::Index))
    });
const RANK1: TypeConstraint = super::vtc(" of ranks 1", |c, t| rank(c, t) == Some(1));
const STATIC_MEMREF: TypeConstraint = tc(
    "statically shaped memref of any type values",
    |c, t| matches!(c.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(|d| *d != rmlir_ir::types::DYNAMIC)),
);
const SIGNLESS_INT_OR_INDEX: TypeConstraint =
    tc("signless integer or index", c::is_signless_int_or_index);

// ---- shared trait predicates ---------------------------------------------------------------

/// `TCresVTEtIsSameAsOpBase<0, i>`: result #0 and operand #i have the same element type.
fn res_elem_same_as_operand(ctx: &Context, body: &Body, op: OpId, i: usize) -> bool {
    if body.results(op).is_empty() || body.num_operands(op) <= i {
        return true;
    }
    elem_or_self(ctx, result_ty(body, op, 0)) == elem_or_self(ctx, operand_ty(body, op, i))
}
pub(crate) fn res_elem_same_as_op0(ctx: &Context, body: &Body, op: OpId) -> bool {
    res_elem_same_as_operand(ctx, body, op, 0)
}
pub(crate) fn res_elem_same_as_op1(ctx: &Context, body: &Body, op: OpId) -> bool {
    res_elem_same_as_operand(ctx, body, op, 1)
}

fn elem_of(ctx: &Context, t: Type) -> Type {
    vec_info(ctx, t).map_or(t, |v| v.2)
}

// ---- vscale, step --------------------------------------------------------------------------

pub static VSCALE: OpDef = OpDef {
    results: &[result("res", c::INDEX)],
    traits: &[Trait::Pure],
    format: Some("attr-dict"),
    result_names: Some(|_, _, _, set| set(0, "vscale")),
    ..OpDef::new("vector.vscale")
};

pub static STEP: OpDef = OpDef {
    results: &[result("result", INDEX_VECTOR_RANK1)],
    traits: &[Trait::Pure],
    format: Some("attr-dict `:` type($result)"),
    fold: Some(super::canonicalize::fold_step),
    ..OpDef::new("vector.step")
};

// ---- bitcast -------------------------------------------------------------------------------

fn verify_bitcast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some((ss, _, se)), Some((rs, _, re))) = (
        vec_info(ctx, operand_ty(body, op, 0)),
        vec_info(ctx, result_ty(body, op, 0)),
    ) else {
        return Ok(());
    };
    for i in 0..ss.len().saturating_sub(1) {
        if ss[i] != rs[i] {
            return Err(op_err(
                ctx,
                body,
                op,
                format!("dimension size mismatch at: {i}"),
            ));
        }
    }
    let (sb, rb) = (bit_width(ctx, se), bit_width(ctx, re));
    if ss.is_empty() {
        if sb != rb {
            return Err(op_err(
                ctx,
                body,
                op,
                "source/result bitwidth of the 0-D vector element types must be equal",
            ));
        }
    } else if sb * (*ss.last().unwrap() as u64) != rb * (*rs.last().unwrap_or(&0) as u64) {
        return Err(op_err(
            ctx,
            body,
            op,
            "source/result bitwidth of the minor 1-D vectors must be equal",
        ));
    }
    Ok(())
}

pub static BITCAST: OpDef = OpDef {
    operands: &[operand("source", super::VECTOR_T)],
    results: &[result("result", super::VECTOR_T)],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "all of {source, result} have same rank",
            pred: |c, b, o| rank(c, operand_ty(b, o, 0)) == rank(c, result_ty(b, o, 0)),
        },
    ],
    format: Some("$source attr-dict `:` type($source) `to` type($result)"),
    verify: Some(verify_bitcast),
    fold: Some(super::canonicalize::fold_bitcast),
    ..OpDef::new("vector.bitcast")
};

// ---- broadcast -----------------------------------------------------------------------------

/// Upstream's `BroadcastableToResult`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Broadcastable {
    Success,
    SourceRankHigher,
    /// The mismatching source and destination dims, with their scalable flags.
    DimensionMismatch((i64, bool), (i64, bool)),
    SourceTypeNotAVector,
}

/// Upstream's `vector::isBroadcastableTo`.
pub fn is_broadcastable_to(ctx: &Context, src: Type, dst: Type) -> Broadcastable {
    let Some((ds, dsc, de)) = vec_info(ctx, dst) else {
        return Broadcastable::SourceTypeNotAVector;
    };
    if (ctx.is_int_or_index(src) || ctx.is_float(src)) && src == de {
        return Broadcastable::Success;
    }
    let Some((ss, ssc, _)) = vec_info(ctx, src) else {
        return Broadcastable::SourceTypeNotAVector;
    };
    if ss.len() > ds.len() {
        return Broadcastable::SourceRankHigher;
    }
    let lead = ds.len() - ss.len();
    for r in 0..ss.len() {
        let (sd, dd) = (ss[r], ds[lead + r]);
        let (sf, df) = (ssc[r], dsc[lead + r]);
        // MLIR 19 compares the sizes only (scalable flags are not checked).
        if sd != 1 && sd != dd {
            return Broadcastable::DimensionMismatch((sd, sf), (dd, df));
        }
    }
    Broadcastable::Success
}

fn verify_broadcast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let dim = |(d, _): (i64, bool)| d.to_string();
    match is_broadcastable_to(ctx, operand_ty(body, op, 0), result_ty(body, op, 0)) {
        Broadcastable::Success => Ok(()),
        Broadcastable::SourceRankHigher => Err(op_err(
            ctx,
            body,
            op,
            "source rank higher than destination rank",
        )),
        Broadcastable::DimensionMismatch(a, b) => Err(op_err(
            ctx,
            body,
            op,
            format!("dimension mismatch ({} vs. {})", dim(a), dim(b)),
        )),
        Broadcastable::SourceTypeNotAVector => {
            Err(op_err(ctx, body, op, "source type is not a vector"))
        }
    }
}

pub static BROADCAST: OpDef = OpDef {
    operands: &[operand("source", c::ANY_TYPE)],
    results: &[result("vector", super::VECTOR_T)],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "source operand and result have same element type",
            pred: res_elem_same_as_op0,
        },
    ],
    format: Some("$source attr-dict `:` type($source) `to` type($vector)"),
    verify: Some(verify_broadcast),
    fold: Some(super::canonicalize::fold_broadcast),
    canonicalization_patterns: Some(super::canonicalize::broadcast_patterns),
    ..OpDef::new("vector.broadcast")
};

// ---- shape_cast ----------------------------------------------------------------------------

/// Upstream's `isValidShapeCast(a, b)` for `a` of lower rank than `b`.
pub(crate) fn is_valid_shape_cast(a: &[i64], b: &[i64]) -> bool {
    let (ra, rb) = (a.len(), b.len());
    if ra == 0 && b.iter().all(|d| *d == 1) {
        return true;
    }
    let (mut i, mut j) = (0, 0);
    while i < ra && j < rb {
        let da = a[i];
        let mut db = 1;
        while db < da && j < rb {
            db *= b[j];
            j += 1;
        }
        if da != db {
            break;
        }
        i += 1;
        if i < ra && a[i..].iter().all(|d| *d == 1) {
            i = ra;
        }
        if j < rb && b[j..].iter().all(|d| *d == 1) {
            j = rb;
        }
    }
    i == ra && j == rb
}

fn verify_shape_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some((ss, _, se)), Some((rs, _, re))) = (
        vec_info(ctx, operand_ty(body, op, 0)),
        vec_info(ctx, result_ty(body, op, 0)),
    ) else {
        return Ok(());
    };
    if se != re {
        return Err(op_err(
            ctx,
            body,
            op,
            "source/result vectors must have same element type",
        ));
    }
    if ss.iter().product::<i64>() != rs.iter().product::<i64>() {
        return Err(op_err(
            ctx,
            body,
            op,
            "source/result number of elements must match",
        ));
    }
    let valid = match ss.len().cmp(&rs.len()) {
        std::cmp::Ordering::Less => is_valid_shape_cast(&ss, &rs),
        std::cmp::Ordering::Greater => is_valid_shape_cast(&rs, &ss),
        std::cmp::Ordering::Equal => true,
    };
    if !valid {
        return Err(op_err(ctx, body, op, "invalid shape cast"));
    }
    Ok(())
}

pub static SHAPE_CAST: OpDef = OpDef {
    operands: &[operand("source", super::VECTOR_T)],
    results: &[result("result", super::VECTOR_T)],
    traits: &[Trait::Pure],
    format: Some("$source attr-dict `:` type($source) `to` type($result)"),
    verify: Some(verify_shape_cast),
    fold: Some(super::canonicalize::fold_shape_cast),
    canonicalization_patterns: Some(super::canonicalize::shape_cast_patterns),
    ..OpDef::new("vector.shape_cast")
};

// ---- transpose -----------------------------------------------------------------------------

/// The `permutation` of a `vector.transpose`.
pub fn transpose_permutation(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    rmlir_ir::ods::prop(ctx, body, op, "permutation")
        .and_then(|a| c::dense_i64_values(ctx, a))
        .unwrap_or_default()
}

fn verify_transpose(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some((ss, _, _)), Some((rs, _, _))) = (
        vec_info(ctx, operand_ty(body, op, 0)),
        vec_info(ctx, result_ty(body, op, 0)),
    ) else {
        return Ok(());
    };
    let rank = rs.len();
    if ss.len() != rank {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("vector result rank mismatch: {rank}"),
        ));
    }
    let perm = transpose_permutation(ctx, body, op);
    if perm.len() != rank {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("transposition length mismatch: {}", perm.len()),
        ));
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p as usize >= rank {
            return Err(op_err(
                ctx,
                body,
                op,
                format!("transposition index out of range: {p}"),
            ));
        }
        if seen[p as usize] {
            return Err(op_err(
                ctx,
                body,
                op,
                format!("duplicate position index: {p}"),
            ));
        }
        seen[p as usize] = true;
        if rs[i] != ss[p as usize] {
            return Err(op_err(
                ctx,
                body,
                op,
                format!("dimension size mismatch at: {p}"),
            ));
        }
    }
    Ok(())
}

pub static TRANSPOSE: OpDef = OpDef {
    operands: &[operand("vector", super::VECTOR_T)],
    results: &[result("result", super::VECTOR_T)],
    attrs: &[attr("permutation", c::DENSE_I64_ARRAY_ATTR)],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "operand and result have same element type",
            pred: res_elem_same_as_op0,
        },
    ],
    format: Some("$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)"),
    verify: Some(verify_transpose),
    fold: Some(super::canonicalize::fold_transpose),
    canonicalization_patterns: Some(super::canonicalize::transpose_patterns),
    ..OpDef::new("vector.transpose")
};

// ---- type_cast -----------------------------------------------------------------------------

fn verify_type_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let src = operand_ty(body, op, 0);
    let res = result_ty(body, op, 0);
    let (
        TypeKind::MemRef {
            shape: ss,
            elem: se,
            layout: sl,
            memory_space: sm,
        },
        TypeKind::MemRef {
            shape: rs,
            elem: re,
            layout: rl,
            memory_space: rm,
        },
    ) = (ctx.type_kind(src), ctx.type_kind(res))
    else {
        return Ok(());
    };
    let identity = |l: &Option<rmlir_ir::Attribute>| {
        l.is_none_or(
            |a| matches!(ctx.attr_kind(a), rmlir_ir::AttrKind::AffineMap(m) if m.is_identity()),
        )
    };
    if !identity(sl) {
        return Err(op_err(
            ctx,
            body,
            op,
            "expects operand to be a memref with identity layout",
        ));
    }
    if !identity(rl) {
        return Err(op_err(
            ctx,
            body,
            op,
            "expects result to be a memref with identity layout",
        ));
    }
    if sm != rm {
        return Err(op_err(ctx, body, op, "expects result in same memory space"));
    }
    let flat = |shape: &[i64], e: Type| -> (Vec<i64>, Type) {
        let mut s = shape.to_vec();
        match vec_info(ctx, e) {
            Some((vs, _, ve)) => {
                s.extend(vs);
                (s, ve)
            }
            None => (s, e),
        }
    };
    let (fs, fe) = flat(ss, *se);
    let (fr, fre) = flat(rs, *re);
    if fe != fre {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "expects result and operand with same underlying scalar type: '{}'",
                ty_str(ctx, res)
            ),
        ));
    }
    if fs != fr {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "expects concatenated result and operand shapes to be equal: '{}'",
                ty_str(ctx, res)
            ),
        ));
    }
    Ok(())
}

pub static TYPE_CAST: OpDef = OpDef {
    operands: &[operand("memref", STATIC_MEMREF)],
    results: &[result("result", c::ANY_MEMREF)],
    traits: &[Trait::Pure],
    format: Some("$memref attr-dict `:` type($memref) `to` type($result)"),
    verify: Some(verify_type_cast),
    ..OpDef::new("vector.type_cast")
};

// ---- reshape -------------------------------------------------------------------------------

fn verify_reshape(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(def) = rmlir_ir::ods::op_def(ctx, body, op) else {
        return Ok(());
    };
    let seg = rmlir_ir::ods::operand_segments(ctx, def, body, op);
    let (n_in, n_out) = (seg[1].1, seg[2].1);
    let fixed = i64_array_prop(ctx, body, op, "fixed_vector_sizes");
    let nf = fixed.len();
    let (Some((is, _, _)), Some((os, _, _))) = (
        vec_info(ctx, operand_ty(body, op, 0)),
        vec_info(ctx, result_ty(body, op, 0)),
    ) else {
        return Ok(());
    };
    let err = |m: String| Err(Diagnostic::error(body.loc(op), m));
    if is.len() != n_in + nf {
        return err(format!(
            "invalid input shape for vector type '{}'",
            ty_str(ctx, operand_ty(body, op, 0))
        ));
    }
    if os.len() != n_out + nf {
        return err(format!(
            "invalid output shape for vector type '{}'",
            ty_str(ctx, result_ty(body, op, 0))
        ));
    }
    for (i, f) in fixed.iter().enumerate() {
        let idx = is.len() as i64 - nf as i64 - i as i64;
        if idx < 0 || idx as usize >= is.len() || *f != is[idx as usize] {
            return err(format!(
                "fixed vector size must match input vector for dim {i}"
            ));
        }
    }
    for (i, f) in fixed.iter().enumerate() {
        let idx = os.len() as i64 - nf as i64 - i as i64;
        if idx < 0 || idx as usize >= os.len() || *f != os[idx as usize] {
            return err(format!(
                "fixed vector size must match output vector for dim {i}"
            ));
        }
    }
    let constant = |v| crate::affine::utils::constant_int(ctx, body, v);
    let ins: Option<Vec<i64>> = (seg[1].0..seg[1].0 + n_in)
        .map(|i| constant(body.operand(op, i)))
        .collect();
    let outs: Option<Vec<i64>> = (seg[2].0..seg[2].0 + n_out)
        .map(|i| constant(body.operand(op, i)))
        .collect();
    if let (Some(a), Some(b)) = (ins, outs) {
        if a.iter().product::<i64>() != b.iter().product::<i64>() {
            return err("product of input and output shape sizes must match".into());
        }
    }
    Ok(())
}

pub static RESHAPE: OpDef = OpDef {
    operands: &[
        operand("vector", super::VECTOR_T),
        variadic("input_shape", c::INDEX),
        variadic("output_shape", c::INDEX),
    ],
    results: &[result("result", super::VECTOR_T)],
    attrs: &[attr("fixed_vector_sizes", I64_ARRAY)],
    traits: &[Trait::Pure, Trait::AttrSizedOperandSegments],
    format: Some(
        "$vector `,` `[` $input_shape `]` `,` `[` $output_shape `]` `,` $fixed_vector_sizes attr-dict `:` type($vector) `to` type($result)",
    ),
    verify: Some(verify_reshape),
    ..OpDef::new("vector.reshape")
};

// ---- extractelement / insertelement --------------------------------------------------------

fn verify_element_position(
    ctx: &Context,
    body: &Body,
    op: OpId,
    vector: Type,
    has_position: bool,
) -> Result<(), Diagnostic> {
    match rank(ctx, vector) {
        Some(0) if has_position => {
            return Err(op_err(
                ctx,
                body,
                op,
                "expected position to be empty with 0-D vector",
            ));
        }
        Some(1) if !has_position => {
            return Err(op_err(ctx, body, op, "expected position for 1-D vector"));
        }
        Some(0) | Some(1) => {}
        Some(_) => return Err(op_err(ctx, body, op, "unexpected >1 vector rank")),
        None => {}
    }
    Ok(())
}

pub static EXTRACT_ELEMENT: OpDef = OpDef {
    operands: &[
        operand("vector", super::VECTOR_T),
        optional("position", SIGNLESS_INT_OR_INDEX),
    ],
    results: &[result("result", c::ANY_TYPE)],
    traits: &[
        Trait::Pure,
        Trait::TypesMatchWith {
            summary: "result type matches element type of vector operand",
            from: "vector",
            to: "result",
            transform: elem_of,
        },
    ],
    format: Some("$vector `[` ($position^ `:` type($position))? `]` attr-dict `:` type($vector)"),
    verify: Some(|ctx, body, op| {
        verify_element_position(
            ctx,
            body,
            op,
            operand_ty(body, op, 0),
            body.num_operands(op) > 1,
        )
    }),
    fold: Some(super::canonicalize::fold_extract_element),
    ..OpDef::new("vector.extractelement")
};

pub static INSERT_ELEMENT: OpDef = OpDef {
    operands: &[
        operand("source", c::ANY_TYPE),
        operand("dest", super::VECTOR_T),
        optional("position", SIGNLESS_INT_OR_INDEX),
    ],
    results: &[result("result", super::VECTOR_T)],
    traits: &[
        Trait::Pure,
        Trait::TypesMatchWith {
            summary: "source operand type matches element type of result",
            from: "result",
            to: "source",
            transform: elem_of,
        },
        Trait::AllTypesMatch(&["dest", "result"]),
    ],
    format: Some(
        "$source `,` $dest `[` ($position^ `:` type($position))? `]` attr-dict `:` type($result)",
    ),
    verify: Some(|ctx, body, op| {
        verify_element_position(
            ctx,
            body,
            op,
            operand_ty(body, op, 1),
            body.num_operands(op) > 2,
        )
    }),
    fold: Some(super::canonicalize::fold_insert_element),
    ..OpDef::new("vector.insertelement")
};

// ---- from_elements, splat ------------------------------------------------------------------

fn parse_from_elements(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let elems = p.parse_operand_list()?;
    let first_off = elems.first().map(|e| e.2);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let ty_off = p.offset();
    let ty = p.parse_type()?;
    let ctx = p.ctx();
    let Some((shape, scalable, elem)) = vec_info(ctx, ty) else {
        return p.emit_error(ty_off, "invalid kind of type specified");
    };
    if scalable.iter().any(|b| *b) {
        return p.emit_error(
            ty_off,
            format!(
                "'result' must be fixed-length vector of any type values, but got '{}'",
                ty_str(ctx, ty)
            ),
        );
    }
    let n: i64 = shape.iter().product();
    if elems.len() as i64 != n {
        let off = first_off.unwrap_or_else(|| p.name_offset());
        return p.emit_error(
            off,
            format!("{} operands present, but expected {n}", elems.len()),
        );
    }
    p.resolve_operands(&elems, &vec![elem; elems.len()], state)?;
    state.result_types.push(ty);
    Ok(())
}

fn print_from_elements(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    if body.num_operands(op) > 0 {
        p.write(" ");
    }
    for (i, v) in body.operands(op).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, v);
    }
    let attrs = body.attrs(op).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    p.print_type(result_ty(body, op, 0));
}

pub static FROM_ELEMENTS: OpDef = OpDef {
    operands: &[variadic("elements", c::ANY_TYPE)],
    results: &[result("result", FIXED_VECTOR)],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "operand types match result element type",
            pred: |ctx, body, op| {
                let Some((shape, _, e)) = vec_info(ctx, result_ty(body, op, 0)) else {
                    return true;
                };
                body.num_operands(op) as i64 == shape.iter().product::<i64>()
                    && body.operands(op).all(|v| body.value_type(v) == e)
            },
        },
    ],
    parse: Some(parse_from_elements),
    print: Some(print_from_elements),
    canonicalization_patterns: Some(super::canonicalize::from_elements_patterns),
    ..OpDef::new("vector.from_elements")
};

pub static SPLAT: OpDef = OpDef {
    operands: &[operand("input", SPLAT_INPUT)],
    results: &[result("aggregate", super::VECTOR_T)],
    traits: &[
        Trait::Pure,
        Trait::TypesMatchWith {
            summary: "operand type matches element type of result",
            from: "aggregate",
            to: "input",
            transform: elem_of,
        },
    ],
    format: Some("$input attr-dict `:` type($aggregate)"),
    fold: Some(super::canonicalize::fold_splat),
    ..OpDef::new("vector.splat")
};

// ---- shuffle -------------------------------------------------------------------------------

fn infer_shuffle(
    ctx: &Context,
    operands: &[Type],
    attr: &dyn Fn(&str) -> Option<rmlir_ir::Attribute>,
) -> Option<Vec<Type>> {
    let (s1, _, e) = vec_info(ctx, *operands.first()?)?;
    let mask = attr("mask").and_then(|a| super::attrs::i64_array(ctx, a))?;
    let mut shape = vec![mask.len().max(1) as i64];
    if !s1.is_empty() {
        shape.extend_from_slice(&s1[1..]);
    }
    Some(vec![super::vector_type(ctx, &shape, e, &[])])
}

fn verify_shuffle(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some((s1, _, _)), Some((s2, _, _)), Some((rs, _, _))) = (
        vec_info(ctx, operand_ty(body, op, 0)),
        vec_info(ctx, operand_ty(body, op, 1)),
        vec_info(ctx, result_ty(body, op, 0)),
    ) else {
        return Ok(());
    };
    let ok0 = s1.is_empty() && s2.is_empty() && rs.len() == 1;
    let okn = s1.len() == rs.len() && s2.len() == rs.len();
    if !ok0 && !okn {
        return Err(op_err(ctx, body, op, "rank mismatch"));
    }
    for r in 1..s1.len() {
        if rs[r] != s1[r] || s1[r] != s2[r] {
            return Err(op_err(ctx, body, op, "dimension mismatch"));
        }
    }
    let mask = i64_array_prop(ctx, body, op, "mask");
    if mask.is_empty() {
        return Err(op_err(ctx, body, op, "invalid mask length"));
    }
    if mask.len() as i64 != rs[0] {
        return Err(op_err(ctx, body, op, "mask length mismatch"));
    }
    let size = s1.first().copied().unwrap_or(1) + s2.first().copied().unwrap_or(1);
    for (i, m) in mask.iter().enumerate() {
        if *m < 0 || *m >= size {
            return Err(op_err(
                ctx,
                body,
                op,
                format!("mask index #{} out of range", i + 1),
            ));
        }
    }
    Ok(())
}

pub static SHUFFLE: OpDef = OpDef {
    operands: &[operand("v1", FIXED_VECTOR), operand("v2", FIXED_VECTOR)],
    results: &[result("vector", super::VECTOR_T)],
    attrs: &[attr("mask", I64_ARRAY)],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "first operand v1 and result have same element type",
            pred: res_elem_same_as_op0,
        },
        Trait::Pred {
            summary: "second operand v2 and result have same element type",
            pred: res_elem_same_as_op1,
        },
    ],
    format: Some("operands $mask attr-dict `:` type(operands)"),
    infer: Some(infer_shuffle),
    verify: Some(verify_shuffle),
    fold: Some(super::canonicalize::fold_shuffle),
    canonicalization_patterns: Some(super::canonicalize::shuffle_patterns),
    ..OpDef::new("vector.shuffle")
};

// ---- interleave / deinterleave -------------------------------------------------------------

fn double_trailing(ctx: &Context, t: Type) -> Type {
    let Some((mut s, mut sc, e)) = vec_info(ctx, t) else {
        return t;
    };
    if s.is_empty() {
        return super::vector_type(ctx, &[2], e, &[]);
    }
    *s.last_mut().unwrap() *= 2;
    sc.resize(s.len(), false);
    super::vector_type(ctx, &s, e, &sc)
}

fn half_trailing(ctx: &Context, t: Type) -> Type {
    let Some((mut s, sc, e)) = vec_info(ctx, t) else {
        return t;
    };
    let Some(last) = s.last_mut() else {
        return t;
    };
    let half = *last / 2;
    if half <= 0 {
        return t;
    }
    *last = half;
    super::vector_type(ctx, &s, e, &sc)
}

pub static INTERLEAVE: OpDef = OpDef {
    operands: &[
        operand("lhs", super::VECTOR_T),
        operand("rhs", super::VECTOR_T),
    ],
    results: &[result("result", super::VECTOR_T)],
    traits: &[
        Trait::Pure,
        Trait::AllTypesMatch(&["lhs", "rhs"]),
        Trait::TypesMatchWith {
            summary: "type of 'result' is double the width of the inputs",
            from: "lhs",
            to: "result",
            transform: double_trailing,
        },
    ],
    format: Some("$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"),
    ..OpDef::new("vector.interleave")
};

pub static DEINTERLEAVE: OpDef = OpDef {
    operands: &[operand("source", NONZERO_RANK_VECTOR)],
    results: &[
        result("res1", NONZERO_RANK_VECTOR),
        result("res2", NONZERO_RANK_VECTOR),
    ],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "the trailing dimension of the source vector has an even number of elements",
            pred: |ctx, body, op| {
                vec_info(ctx, operand_ty(body, op, 0))
                    .is_none_or(|(s, _, _)| s.last().is_none_or(|d| d % 2 == 0))
            },
        },
        Trait::TypesMatchWith {
            summary: "the trailing dimension of the results is half the width of source trailing dimension",
            from: "source",
            to: "res1",
            transform: half_trailing,
        },
        Trait::AllTypesMatch(&["res1", "res2"]),
    ],
    format: Some("$source attr-dict `:` type($source) `->` type($res1)"),
    // Upstream's generated `getAsmResultNames` of an op with several named results.
    result_names: Some(|_, _, _, set| {
        set(0, "res1");
        set(1, "res2");
    }),
    ..OpDef::new("vector.deinterleave")
};

// ---- strided slices ------------------------------------------------------------------------

/// Upstream's `isIntegerArrayAttrConfinedToShape`.
fn confined_to_shape(
    vals: &[i64],
    shape: &[i64],
    name: &str,
    half_open: bool,
    min: i64,
) -> Result<(), String> {
    for (i, (v, d)) in vals.iter().zip(shape).enumerate() {
        let max = if half_open { *d } else { d + 1 };
        if *v < min || *v >= max {
            return Err(format!(
                "expected {name} dimension {i} to be confined to [{min}, {max})"
            ));
        }
    }
    Ok(())
}

/// Upstream's `isIntegerArrayAttrConfinedToRange`.
fn confined_to_range(
    vals: &[i64],
    min: i64,
    max: i64,
    name: &str,
    half_open: bool,
) -> Result<(), String> {
    let upper = if half_open { max } else { max + 1 };
    for v in vals {
        if *v < min || *v >= upper {
            return Err(format!(
                "expected {name} to be confined to [{min}, {upper})"
            ));
        }
    }
    Ok(())
}

/// Upstream's `isSumOfIntegerArrayAttrConfinedToShape`.
fn sum_confined_to_shape(
    a: &[i64],
    b: &[i64],
    shape: &[i64],
    names: (&str, &str),
    half_open: bool,
    min: i64,
) -> Result<(), String> {
    for (i, ((x, y), d)) in a.iter().zip(b).zip(shape).enumerate() {
        let max = if half_open { *d } else { d + 1 };
        if x + y < 0 || x + y >= max {
            return Err(format!(
                "expected sum({}, {}) dimension {i} to be confined to [{min}, {max})",
                names.0, names.1
            ));
        }
    }
    Ok(())
}

/// Upstream's `inferStridedSliceOpResultType`.
pub fn strided_slice_result_type(ctx: &Context, source: Type, sizes: &[i64]) -> Option<Type> {
    let (mut shape, sc, e) = vec_info(ctx, source)?;
    for (d, s) in shape.iter_mut().zip(sizes) {
        *d = *s;
    }
    Some(super::vector_type(ctx, &shape, e, &sc))
}

fn verify_extract_strided_slice(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let src = operand_ty(body, op, 0);
    let Some((shape, sc, _)) = vec_info(ctx, src) else {
        return Ok(());
    };
    let offsets = i64_array_prop(ctx, body, op, "offsets");
    let sizes = i64_array_prop(ctx, body, op, "sizes");
    let strides = i64_array_prop(ctx, body, op, "strides");
    let err = |m: String| Err(op_err(ctx, body, op, m));
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return err("expected offsets, sizes and strides attributes of same size".into());
    }
    for (v, n) in [
        (&offsets, "offsets"),
        (&sizes, "sizes"),
        (&strides, "strides"),
    ] {
        if v.len() > shape.len() {
            return err(format!(
                "expected {n} attribute of rank no greater than vector rank"
            ));
        }
    }
    let checks = confined_to_shape(&offsets, &shape, "offsets", true, 0)
        .and_then(|_| confined_to_shape(&sizes, &shape, "sizes", false, 1))
        .and_then(|_| confined_to_range(&strides, 1, 1, "strides", false))
        .and_then(|_| {
            sum_confined_to_shape(&offsets, &sizes, &shape, ("offsets", "sizes"), false, 1)
        });
    if let Err(m) = checks {
        return err(m);
    }
    let expected = strided_slice_result_type(ctx, src, &sizes).unwrap_or(src);
    if result_ty(body, op, 0) != expected {
        return err(format!(
            "expected result type to be '{}'",
            ty_str(ctx, expected)
        ));
    }
    for (i, s) in sizes.iter().enumerate() {
        if sc[i] && shape[i] != *s {
            return err(format!(
                "expected size at idx={i} to match the corresponding base size from the input vector ({s} vs {})",
                shape[i]
            ));
        }
    }
    Ok(())
}

pub static EXTRACT_STRIDED_SLICE: OpDef = OpDef {
    operands: &[operand("vector", super::VECTOR_T)],
    results: &[result("", super::VECTOR_T)],
    attrs: &[
        attr("offsets", I64_ARRAY),
        attr("sizes", I64_ARRAY),
        attr("strides", I64_ARRAY),
    ],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "operand and result have same element type",
            pred: res_elem_same_as_op0,
        },
    ],
    format: Some("$vector attr-dict `:` type($vector) `to` type(results)"),
    verify: Some(verify_extract_strided_slice),
    fold: Some(super::canonicalize::fold_extract_strided_slice),
    canonicalization_patterns: Some(super::canonicalize::extract_strided_slice_patterns),
    ..OpDef::new("vector.extract_strided_slice")
};

fn verify_insert_strided_slice(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some((ss, ssc, _)), Some((ds, dsc, _))) = (
        vec_info(ctx, operand_ty(body, op, 0)),
        vec_info(ctx, operand_ty(body, op, 1)),
    ) else {
        return Ok(());
    };
    let offsets = i64_array_prop(ctx, body, op, "offsets");
    let strides = i64_array_prop(ctx, body, op, "strides");
    let err = |m: String| Err(op_err(ctx, body, op, m));
    if offsets.len() != ds.len() {
        return err("expected offsets of same size as destination vector rank".into());
    }
    if strides.len() != ss.len() {
        return err("expected strides of same size as source vector rank".into());
    }
    if ss.len() > ds.len() {
        return err("expected source rank to be no greater than destination rank".into());
    }
    let mut src_as_dst = vec![0; ds.len() - ss.len()];
    src_as_dst.extend_from_slice(&ss);
    let checks = confined_to_shape(&offsets, &ds, "offsets", true, 0)
        .and_then(|_| confined_to_range(&strides, 1, 1, "strides", false))
        .and_then(|_| {
            sum_confined_to_shape(
                &offsets,
                &src_as_dst,
                &ds,
                ("offsets", "source vector shape"),
                false,
                1,
            )
        });
    if let Err(m) = checks {
        return err(m);
    }
    let diff = ds.len() - ss.len();
    for i in 0..ss.len() {
        if ssc[i] != dsc[i + diff] {
            return err(format!(
                "mismatching scalable flags (at source vector idx={i})"
            ));
        }
        if ssc[i] && ss[i] != ds[i + diff] {
            return err(format!(
                "expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})",
                ss[i],
                ds[i + diff]
            ));
        }
    }
    Ok(())
}

pub static INSERT_STRIDED_SLICE: OpDef = OpDef {
    operands: &[
        operand("source", super::VECTOR_T),
        operand("dest", super::VECTOR_T),
    ],
    results: &[result("res", super::VECTOR_T)],
    attrs: &[attr("offsets", I64_ARRAY), attr("strides", I64_ARRAY)],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "operand #0 and result have same element type",
            pred: res_elem_same_as_op0,
        },
        Trait::AllTypesMatch(&["dest", "res"]),
    ],
    format: Some("$source `,` $dest attr-dict `:` type($source) `into` type($dest)"),
    verify: Some(verify_insert_strided_slice),
    fold: Some(super::canonicalize::fold_insert_strided_slice),
    canonicalization_patterns: Some(super::canonicalize::insert_strided_slice_patterns),
    ..OpDef::new("vector.insert_strided_slice")
};

// ---- scalable.extract / scalable.insert ----------------------------------------------------

fn pos(ctx: &Context, body: &Body, op: OpId) -> i64 {
    rmlir_ir::ods::prop(ctx, body, op, "pos")
        .and_then(|a| crate::affine::utils::int_attr_value(ctx, a))
        .unwrap_or(0)
}

fn num_elements(ctx: &Context, t: Type) -> i64 {
    vec_info(ctx, t).map_or(1, |(s, _, _)| s.iter().product())
}

pub static SCALABLE_INSERT: OpDef = OpDef {
    operands: &[operand("source", RANK1), operand("dest", RANK1)],
    results: &[result("res", RANK1)],
    attrs: &[attr("pos", c::I64_ATTR)],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "all of {source, dest} have same element type",
            pred: |c, b, o| {
                elem_or_self(c, operand_ty(b, o, 0)) == elem_or_self(c, operand_ty(b, o, 1))
            },
        },
        Trait::AllTypesMatch(&["dest", "res"]),
        Trait::Pred {
            summary: "position is a multiple of the source length.",
            pred: |c, b, o| {
                let n = num_elements(c, operand_ty(b, o, 0));
                n == 0 || pos(c, b, o) % n == 0
            },
        },
    ],
    format: Some("$source `,` $dest `[` $pos `]` attr-dict `:` type($source) `into` type($dest)"),
    ..OpDef::new("vector.scalable.insert")
};

pub static SCALABLE_EXTRACT: OpDef = OpDef {
    operands: &[operand("source", RANK1)],
    results: &[result("res", RANK1)],
    attrs: &[attr("pos", c::I64_ATTR)],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "all of {source, res} have same element type",
            pred: |c, b, o| {
                elem_or_self(c, operand_ty(b, o, 0)) == elem_or_self(c, result_ty(b, o, 0))
            },
        },
        Trait::Pred {
            summary: "position is a multiple of the result length.",
            pred: |c, b, o| {
                let n = num_elements(c, result_ty(b, o, 0));
                n == 0 || pos(c, b, o) % n == 0
            },
        },
    ],
    format: Some("$source `[` $pos `]` attr-dict `:` type($res) `from` type($source)"),
    ..OpDef::new("vector.scalable.extract")
};

// ---- matrix ops, fma -----------------------------------------------------------------------

pub static MATRIX_MULTIPLY: OpDef = OpDef {
    operands: &[operand("lhs", MATRIX_VECTOR), operand("rhs", MATRIX_VECTOR)],
    results: &[result("res", MATRIX_VECTOR)],
    attrs: &[
        attr("lhs_rows", c::I32_ATTR),
        attr("lhs_columns", c::I32_ATTR),
        attr("rhs_columns", c::I32_ATTR),
    ],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "lhs operand and result have same element type",
            pred: res_elem_same_as_op0,
        },
        Trait::Pred {
            summary: "rhs operand and result have same element type",
            pred: res_elem_same_as_op1,
        },
    ],
    format: Some("$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)"),
    ..OpDef::new("vector.matrix_multiply")
};

pub static FLAT_TRANSPOSE: OpDef = OpDef {
    operands: &[operand("matrix", MATRIX_VECTOR)],
    results: &[result("res", MATRIX_VECTOR)],
    attrs: &[attr("rows", c::I32_ATTR), attr("columns", c::I32_ATTR)],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "source operand and result have same element type",
            pred: res_elem_same_as_op0,
        },
    ],
    format: Some("$matrix attr-dict `:` type($matrix) `->` type($res)"),
    ..OpDef::new("vector.flat_transpose")
};

pub static FMA: OpDef = OpDef {
    operands: &[
        operand("lhs", FLOAT_VECTOR),
        operand("rhs", FLOAT_VECTOR),
        operand("acc", FLOAT_VECTOR),
    ],
    results: &[result("result", FLOAT_VECTOR)],
    traits: &[
        Trait::Pure,
        Trait::AllTypesMatch(&["lhs", "rhs", "acc", "result"]),
        Trait::Elementwise,
    ],
    format: Some("$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)"),
    ..OpDef::new("vector.fma")
};
