//! The folders of the tensor ops (upstream's `fold` methods in `TensorOps.cpp`).

use super::ranked_parts;
use crate::arith::fold::{decode_float, decode_int, encode, Elems};
use crate::memref::fold::{def_named, fold_reshape as fold_reassociative};
use crate::memref::verify::{constant_int, segment, static_list};
use rmlir_ir::rewrite::fold::{Edit, FoldAdaptor, Folded};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Body, Context, OpId, Type, ValueId};

fn result_ty(a: &FoldAdaptor<'_>) -> Type {
    a.body.value_type(a.body.results(a.op)[0])
}

fn index_attr(ctx: &Context, v: i64) -> rmlir_ir::Attribute {
    ctx.int_attr(ctx.index_type(), v)
}

/// The `CastOpInterface` trait folder: a cast to its own type is its operand.
pub(crate) fn fold_identity_cast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let src = a.body.operand(a.op, 0);
    (a.body.value_type(src) == result_ty(a)).then(|| Folded::value(src))
}

/// Upstream's `preservesStaticInformation(source, target)`.
pub fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some((s, se)), Some((t, te))) = (ranked_parts(ctx, source), ranked_parts(ctx, target))
    else {
        return false;
    };
    se == te && s.len() == t.len() && s.iter().zip(t).all(|(a, b)| *a == DYNAMIC || *b != DYNAMIC)
}

/// Upstream's `canFoldIntoConsumerOp`: `cast` only drops static information.
pub fn can_fold_into_consumer(ctx: &Context, body: &Body, cast: OpId) -> bool {
    let src = body.value_type(body.operand(cast, 0));
    let res = body.value_type(body.results(cast)[0]);
    preserves_static_information(ctx, res, src)
}

/// Upstream's `foldTensorCast`: operands produced by a foldable `tensor.cast` take the
/// cast's source.
fn fold_tensor_cast_operands(ctx: &Context, body: &Body, op: OpId) -> Option<Folded> {
    let edits: Vec<Edit> = body
        .operands(op)
        .enumerate()
        .filter_map(|(i, v)| {
            let c = def_named(ctx, body, v, "tensor.cast")?;
            can_fold_into_consumer(ctx, body, c)
                .then(|| Edit::Operand(i as u32, body.operand(c, 0)))
        })
        .collect();
    (!edits.is_empty()).then(|| Folded::InPlace(edits.into()))
}

pub(crate) fn fold_dim(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let index = match ctx.attr_kind(a.operand(1)?) {
        AttrKind::Integer { value, .. } => value.to_i64()?,
        _ => return None,
    };
    let src = body.operand(op, 0);
    let (shape, _) = ranked_parts(ctx, body.value_type(src))?;
    if index < 0 || index as usize >= shape.len() {
        return None;
    }
    let i = index as usize;
    if shape[i] != DYNAMIC {
        return Some(Folded::attr(index_attr(ctx, shape[i])));
    }
    if let Some(g) = def_named(ctx, body, src, "tensor.generate") {
        let k = shape[..i].iter().filter(|d| **d == DYNAMIC).count();
        return Some(Folded::value(body.operand(g, k)));
    }
    if let Some(s) = def_named(ctx, body, src, "tensor.extract_slice") {
        let srank = ranked_parts(ctx, body.value_type(body.operand(s, 0)))?
            .0
            .len();
        let sizes = static_list(ctx, body, s, "static_sizes");
        if srank == shape.len() && sizes.get(i) == Some(&DYNAMIC) {
            let pos = sizes[..i].iter().filter(|d| **d == DYNAMIC).count();
            let (start, _) = segment(ctx, body, s, 2);
            return Some(Folded::value(body.operand(s, start + pos)));
        }
    }
    fold_tensor_cast_operands(ctx, body, op)
}

pub(crate) fn fold_rank(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let t = a.body.value_type(a.body.operand(a.op, 0));
    let (shape, _) = ranked_parts(a.ctx, t)?;
    Some(Folded::attr(index_attr(a.ctx, shape.len() as i64)))
}

fn decode(ctx: &Context, attr: Option<rmlir_ir::Attribute>) -> Option<Elems> {
    decode_int(ctx, attr).or_else(|| decode_float(ctx, attr))
}

/// Row-major linear index of `indices` in `shape`.
fn linear_index(shape: &[i64], indices: &[i64]) -> Option<usize> {
    if shape.len() != indices.len() {
        return None;
    }
    let mut flat = 0i64;
    for (d, i) in shape.iter().zip(indices) {
        if *i < 0 || *i >= *d {
            return None;
        }
        flat = flat.wrapping_mul(*d).wrapping_add(*i);
    }
    Some(flat as usize)
}

pub(crate) fn fold_extract(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let res = result_ty(a);
    if let Some(e) = decode(ctx, a.operand(0)) {
        if let Some(v) = e.splat_value() {
            return encode(ctx, res, &[v]).map(Folded::attr);
        }
    }
    let indices: Vec<i64> = (1..body.num_operands(op))
        .map(|i| match a.operand(i).map(|x| ctx.attr_kind(x)) {
            Some(AttrKind::Integer { value, .. }) => value.to_i64(),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let src = body.operand(op, 0);
    let (shape, _) = ranked_parts(ctx, body.value_type(src))?;
    if let Some(fe) = def_named(ctx, body, src, "tensor.from_elements") {
        let flat = linear_index(shape, &indices)?;
        return (flat < body.num_operands(fe)).then(|| Folded::value(body.operand(fe, flat)));
    }
    let e = decode(ctx, a.operand(0))?;
    let flat = linear_index(shape, &indices)?;
    encode(ctx, res, &[*e.vals.get(flat)?]).map(Folded::attr)
}

pub(crate) fn fold_from_elements(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let ctx = a.ctx;
    let n = a.body.num_operands(a.op);
    if n == 0 {
        return None;
    }
    let vals: Vec<u128> = (0..n)
        .map(|i| decode(ctx, a.operand(i)).and_then(|e| (!e.shaped).then(|| e.vals[0])))
        .collect::<Option<_>>()?;
    encode(ctx, result_ty(a), &vals).map(Folded::attr)
}

pub(crate) fn fold_splat(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let ctx = a.ctx;
    let res = result_ty(a);
    let (shape, _) = ranked_parts(ctx, res)?;
    if shape.contains(&DYNAMIC) {
        return None;
    }
    let e = decode(ctx, a.operand(0))?;
    if e.shaped {
        return None;
    }
    encode(ctx, res, &[e.vals[0]]).map(Folded::attr)
}

pub(crate) fn fold_insert(a: &FoldAdaptor<'_>) -> Option<Folded> {
    // Inserting a splat's own value into it changes nothing.
    let dest = a.operand(1)?;
    let AttrKind::DenseIntOrFp { splat: true, .. } = a.ctx.attr_kind(dest) else {
        return None;
    };
    let d = decode(a.ctx, Some(dest))?;
    let s = decode(a.ctx, a.operand(0))?;
    (!s.shaped && d.splat_value() == Some(s.vals[0])).then(|| Folded::attr(dest))
}

/// The mixed entries of an offsets/sizes/strides list (`None`: a non-constant value).
fn mixed(ctx: &Context, body: &Body, op: OpId, name: &str, group: usize) -> Vec<Option<i64>> {
    let statics = static_list(ctx, body, op, name);
    let (mut k, _) = segment(ctx, body, op, group);
    statics
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                let v: ValueId = body.operand(op, k);
                k += 1;
                constant_int(ctx, body, v)
            } else {
                Some(*s)
            }
        })
        .collect()
}

/// Upstream's `foldIdentityOffsetSizeAndStrideOpInterface` against `shape`.
fn is_identity_slice(ctx: &Context, body: &Body, op: OpId, first: usize, shape: &[i64]) -> bool {
    let offsets = mixed(ctx, body, op, "static_offsets", first);
    let sizes = mixed(ctx, body, op, "static_sizes", first + 1);
    let strides = mixed(ctx, body, op, "static_strides", first + 2);
    offsets.iter().all(|o| *o == Some(0))
        && strides.iter().all(|s| *s == Some(1))
        && sizes.len() == shape.len()
        && sizes
            .iter()
            .zip(shape)
            .all(|(s, d)| *d != DYNAMIC && *s == Some(*d))
}

pub(crate) fn fold_extract_slice(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let src = body.operand(op, 0);
    let st = body.value_type(src);
    let res = result_ty(a);
    if let Some(e) = decode(ctx, a.operand(0)) {
        let static_res = ranked_parts(ctx, res).is_some_and(|(s, _)| !s.contains(&DYNAMIC));
        if let (Some(v), true) = (e.splat_value(), static_res) {
            return encode(ctx, res, &[v]).map(Folded::attr);
        }
    }
    if st == res {
        let (shape, _) = ranked_parts(ctx, st)?;
        if is_identity_slice(ctx, body, op, 1, shape) {
            return Some(Folded::value(src));
        }
    }
    // extract_slice(insert_slice(x into d at same place)) -> x
    if let Some(ins) = def_named(ctx, body, src, "tensor.insert_slice") {
        let x = body.operand(ins, 0);
        if body.value_type(x) == res && same_slice(ctx, body, ins, 2, op, 1) {
            return Some(Folded::value(x));
        }
    }
    None
}

/// Whether two slice ops use the same offsets, sizes and strides.
fn same_slice(ctx: &Context, body: &Body, a: OpId, fa: usize, b: OpId, fb: usize) -> bool {
    ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
        .all(|(k, name)| {
            if static_list(ctx, body, a, name) != static_list(ctx, body, b, name) {
                return false;
            }
            let (sa, na) = segment(ctx, body, a, fa + k);
            let (sb, nb) = segment(ctx, body, b, fb + k);
            na == nb && (0..na).all(|i| body.operand(a, sa + i) == body.operand(b, sb + i))
        })
}

pub(crate) fn fold_insert_slice(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let src = body.operand(op, 0);
    let dest = body.operand(op, 1);
    let st = body.value_type(src);
    let res = result_ty(a);
    if st == res {
        let (shape, _) = ranked_parts(ctx, st)?;
        if !shape.contains(&DYNAMIC) && is_identity_slice(ctx, body, op, 2, shape) {
            return Some(Folded::value(src));
        }
    }
    // insert_slice(x into insert_slice(y into d at P) at P) -> insert_slice(x into d at P)
    if let Some(prev) = def_named(ctx, body, dest, "tensor.insert_slice") {
        let y = body.operand(prev, 0);
        if body.value_type(y) == st && same_slice(ctx, body, prev, 2, op, 2) {
            return Some(Folded::InPlace(
                vec![Edit::Operand(1, body.operand(prev, 1))].into(),
            ));
        }
    }
    // insert_slice(extract_slice(d at P) into d at P) -> d
    if let Some(ex) = def_named(ctx, body, src, "tensor.extract_slice") {
        if body.operand(ex, 0) == dest && same_slice(ctx, body, ex, 1, op, 2) {
            return Some(Folded::value(dest));
        }
    }
    if mixed(ctx, body, op, "static_sizes", 3).contains(&Some(0)) {
        return Some(Folded::value(dest));
    }
    None
}

pub(crate) fn fold_pad(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let src = body.operand(op, 0);
    let res = result_ty(a);
    let static_res = ranked_parts(ctx, res).is_some_and(|(s, _)| !s.contains(&DYNAMIC));
    let nofold = rmlir_ir::ods::prop(ctx, body, op, "nofold").is_some();
    (static_res && body.value_type(src) == res && !nofold).then(|| Folded::value(src))
}

pub(crate) fn fold_concat(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let body = a.body;
    (body.num_operands(a.op) == 1 && body.value_type(body.operand(a.op, 0)) == result_ty(a))
        .then(|| Folded::value(body.operand(a.op, 0)))
}

/// Upstream's `reshapeConstantSource`: a splat constant reshaped to a static type.
fn reshape_splat(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let res = result_ty(a);
    let static_res = ranked_parts(a.ctx, res).is_some_and(|(s, _)| !s.contains(&DYNAMIC));
    if !static_res {
        return None;
    }
    let AttrKind::DenseIntOrFp { splat: true, .. } = a.ctx.attr_kind(a.operand(0)?) else {
        return None;
    };
    let e = decode(a.ctx, a.operand(0))?;
    encode(a.ctx, res, &[e.splat_value()?]).map(Folded::attr)
}

pub(crate) fn fold_reshape(a: &FoldAdaptor<'_>) -> Option<Folded> {
    reshape_splat(a)
}

pub(crate) fn fold_expand_shape(a: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_reshape_like(a, "tensor.collapse_shape")
}

pub(crate) fn fold_collapse_shape(a: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_reshape_like(a, "tensor.expand_shape")
}

fn fold_reshape_like(a: &FoldAdaptor<'_>, inverse: &str) -> Option<Folded> {
    fold_reassociative(a, inverse).or_else(|| reshape_splat(a))
}

/// Upstream's `PackOp::fold`: a pack of a splat constant is the splat of the packed type,
/// when the padding value (if any) is the splat's value.
pub(crate) fn fold_pack(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (start, len) = segment(a.ctx, a.body, a.op, 2);
    if len == 1 {
        let pad = decode(a.ctx, a.operand(start))?;
        let src = decode(a.ctx, a.operand(0))?;
        if pad.shaped || pad.vals.first().copied() != src.splat_value() {
            return None;
        }
    }
    reshape_splat(a)
}
