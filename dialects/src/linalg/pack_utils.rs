//! Helpers for `tensor.pack` / `tensor.unpack` rewrites (data-layout propagation,
//! `transform.structured.pack_greedily`): reading an op's packing parameters, building packs,
//! unpacks and their destination tensors as upstream's `PackOp::createDestinationTensor` /
//! `UnPackOp::createDestinationTensor` do, and building a `tensor.pad` with a constant value.

use super::transform_utils::{self as tu, Ofr};
use crate::affine::utils::{int_attr_value, make_composed_folded_affine_apply, OpFoldResult};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::dialect::Traits;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Attribute, Body, Context, Location, OpId, Type, ValueId};

/// The packing parameters of a `tensor.pack` or `tensor.unpack`.
#[derive(Clone, Debug)]
pub struct PackParts {
    pub source: ValueId,
    pub dest: ValueId,
    /// The padding value (packs only).
    pub padding: Option<ValueId>,
    pub inner_dims_pos: Vec<i64>,
    pub outer_dims_perm: Vec<i64>,
    /// The inner tiles, static or dynamic (upstream's `getMixedTiles`).
    pub tiles: Vec<Ofr>,
}

impl PackParts {
    /// The static tiles, `DYNAMIC` for dynamic ones (upstream's `getStaticTiles`).
    pub fn static_tiles(&self) -> Vec<i64> {
        self.tiles.iter().map(|t| t.unwrap_or(DYNAMIC)).collect()
    }
}

/// Whether `op` is a `tensor.pack` (`Some(true)`), a `tensor.unpack` (`Some(false)`).
pub fn pack_kind(ctx: &Context, body: &Body, op: OpId) -> Option<bool> {
    match ctx.op_name_str(body.op_name(op)) {
        "tensor.pack" => Some(true),
        "tensor.unpack" => Some(false),
        _ => None,
    }
}

/// The parameters of the `tensor.pack` / `tensor.unpack` `op`.
pub fn read_pack(ctx: &Context, body: &Body, op: OpId) -> Option<PackParts> {
    let is_pack = pack_kind(ctx, body, op)?;
    let list = |n: &str| {
        rmlir_ir::ods::prop(ctx, body, op, n)
            .and_then(|a| c::dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let (padding, tiles_group) = if is_pack {
        let (s, n) = crate::memref::verify::segment(ctx, body, op, 2);
        ((n == 1).then(|| body.operand(op, s)), 3)
    } else {
        (None, 2)
    };
    Some(PackParts {
        source: body.operand(op, 0),
        dest: body.operand(op, 1),
        padding,
        inner_dims_pos: list("inner_dims_pos"),
        outer_dims_perm: list("outer_dims_perm"),
        tiles: tu::mixed_list(ctx, body, op, "static_inner_tiles", tiles_group),
    })
}

#[allow(clippy::too_many_arguments)]
fn create_relayout(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    source: ValueId,
    dest: ValueId,
    padding: Option<ValueId>,
    inner: &[i64],
    tiles: &[Ofr],
    outer: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let mut operands = vec![source, dest];
    operands.extend(padding);
    let dynamic: Vec<ValueId> = tiles.iter().filter_map(|t| t.err()).collect();
    operands.extend(dynamic.iter().copied());
    let statics: Vec<i64> = tiles.iter().map(|t| t.unwrap_or(DYNAMIC)).collect();
    let opname = ctx.op_name(name);
    let info = ctx.op_info(opname).expect("tensor relayout ops registered");
    let mut named: Vec<(&str, Attribute)> = vec![
        ("inner_dims_pos", c::dense_i64_array(ctx, inner)),
        ("static_inner_tiles", c::dense_i64_array(ctx, &statics)),
    ];
    if !outer.is_empty() {
        named.push(("outer_dims_perm", c::dense_i64_array(ctx, outer)));
    }
    if name == "tensor.pack" {
        named.push((
            "operandSegmentSizes",
            c::dense_i32_array(ctx, &[1, 1, padding.is_some() as i32, dynamic.len() as i32]),
        ));
    }
    let ty = rw.body().value_type(dest);
    let mut spec = OpSpec::new(opname, loc);
    spec.operands = &operands;
    spec.result_types = std::slice::from_ref(&ty);
    spec.props = info.props_from(ctx, &named, false);
    let op = rw.create(spec);
    rw.body().result(op, 0)
}

/// Creates `tensor.pack %source ... into %dest` at the insertion point.
#[allow(clippy::too_many_arguments)]
pub fn create_pack(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
    dest: ValueId,
    inner: &[i64],
    tiles: &[Ofr],
    padding: Option<ValueId>,
    outer: &[i64],
) -> ValueId {
    create_relayout(
        rw,
        loc,
        "tensor.pack",
        source,
        dest,
        padding,
        inner,
        tiles,
        outer,
    )
}

/// Creates `tensor.unpack %source ... into %dest` at the insertion point.
pub fn create_unpack(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
    dest: ValueId,
    inner: &[i64],
    tiles: &[Ofr],
    outer: &[i64],
) -> ValueId {
    create_relayout(
        rw,
        loc,
        "tensor.unpack",
        source,
        dest,
        None,
        inner,
        tiles,
        outer,
    )
}

fn to_fold(ctx: &Context, o: Ofr) -> OpFoldResult {
    match o {
        Ok(i) => OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), i)),
        Err(v) => OpFoldResult::Value(v),
    }
}

fn from_fold(ctx: &Context, o: OpFoldResult) -> Ofr {
    match o {
        OpFoldResult::Value(v) => Err(v),
        OpFoldResult::Attr(a) => Ok(int_attr_value(ctx, a).unwrap_or(0)),
    }
}

/// `makeComposedFoldedAffineApply(d0 <op> d1, {a, b})`.
fn apply2(rw: &mut PatternRewriter<'_>, loc: Location, e: AffineExpr, a: Ofr, b: Ofr) -> Ofr {
    let ctx = rw.ctx;
    let map = AffineMap::new(2, 0, vec![e]);
    let r = make_composed_folded_affine_apply(rw, loc, &map, &[to_fold(ctx, a), to_fold(ctx, b)]);
    from_fold(ctx, r)
}

/// The sizes of `v`: static ones as integers, dynamic ones as new `tensor.dim` ops (upstream
/// `b.create<DimOp>`, not folded).
fn dim_sizes(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId, rank: usize) -> Vec<Ofr> {
    let shape = tu::shape_of(rw.ctx, rw.body().value_type(v));
    (0..rank)
        .map(|i| {
            if shape[i] == DYNAMIC {
                Err(tu::create_dim(rw, loc, v, i))
            } else {
                Ok(shape[i])
            }
        })
        .collect()
}

/// `apply_permutation`: `out[i] = v[perm[i]]`.
pub fn apply_permutation<T: Clone>(v: &[T], perm: &[i64]) -> Vec<T> {
    perm.iter().map(|p| v[*p as usize].clone()).collect()
}

/// `invertPermutationVector`.
pub fn invert_permutation(perm: &[i64]) -> Vec<i64> {
    let mut inv = vec![0; perm.len()];
    for (i, p) in perm.iter().enumerate() {
        inv[*p as usize] = i as i64;
    }
    inv
}

/// Upstream `PackOp::createDestinationTensor`: a `tensor.empty` of the packed shape of
/// `source`.
pub fn pack_dest(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
    tiles: &[Ofr],
    inner: &[i64],
    outer: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let sty = rw.body().value_type(source);
    let rank = tu::shape_of(ctx, sty).len();
    let mut sizes = dim_sizes(rw, loc, source, rank);
    let ceil = AffineExpr::dim(0).ceil_div(&AffineExpr::dim(1));
    for (pos, t) in inner.iter().zip(tiles) {
        let p = *pos as usize;
        sizes[p] = apply2(rw, loc, ceil.clone(), sizes[p], *t);
    }
    if !outer.is_empty() {
        sizes = apply_permutation(&sizes, outer);
    }
    sizes.extend_from_slice(tiles);
    let elem = tu::elem_type(ctx, sty).expect("shaped source");
    tu::create_empty(rw, loc, &sizes, elem)
}

/// Upstream `UnPackOp::createDestinationTensor`: a `tensor.empty` of the unpacked shape of
/// the packed `source`.
pub fn unpack_dest(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
    tiles: &[Ofr],
    inner: &[i64],
    outer: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let sty = rw.body().value_type(source);
    let rank = tu::shape_of(ctx, sty).len() - tiles.len();
    let mut sizes = dim_sizes(rw, loc, source, rank);
    if !outer.is_empty() {
        sizes = apply_permutation(&sizes, &invert_permutation(outer));
    }
    let mul = AffineExpr::dim(0).mul(&AffineExpr::dim(1));
    for (pos, t) in inner.iter().zip(tiles) {
        let p = *pos as usize;
        sizes[p] = apply2(rw, loc, mul.clone(), sizes[p], *t);
    }
    let elem = tu::elem_type(ctx, sty).expect("shaped source");
    tu::create_empty(rw, loc, &sizes, elem)
}

/// Upstream `getReassociationIndicesForCollapse(source, target)` (source of higher rank).
pub fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    let mut sd = 0usize;
    let mut map: Vec<Vec<i64>> = Vec::new();
    let mut cur: Vec<i64> = Vec::new();
    let mut prod: i64 = 1;
    while sd < source.len() {
        let td = map.len();
        if td == target.len() {
            break;
        }
        let t = target[td];
        while sd < source.len() && source[sd] != DYNAMIC && prod * source[sd] < t {
            prod *= source[sd];
            cur.push(sd as i64);
            sd += 1;
        }
        let s = *source.get(sd)?;
        if s == DYNAMIC && (t != DYNAMIC || prod != 1) {
            return None;
        }
        if t == DYNAMIC && s != DYNAMIC {
            return None;
        }
        if s != DYNAMIC && prod * s != t {
            return None;
        }
        cur.push(sd as i64);
        sd += 1;
        map.push(std::mem::take(&mut cur));
        prod = 1;
    }
    if map.len() != target.len() {
        return None;
    }
    while sd < source.len() {
        if source[sd] != DYNAMIC && source[sd] != 1 {
            return None;
        }
        if let Some(last) = map.last_mut() {
            last.push(sd as i64);
        }
        sd += 1;
    }
    Some(map)
}

/// Upstream `getReassociationIndicesForReshape`.
pub fn reassociation_for_reshape(a: &[i64], b: &[i64]) -> Option<Vec<Vec<i64>>> {
    if a.len() > b.len() {
        reassociation_for_collapse(a, b)
    } else if a.len() < b.len() {
        reassociation_for_collapse(b, a)
    } else {
        None
    }
}

/// The mixed low and high pads of a `tensor.pad`.
pub fn pad_lists(ctx: &Context, body: &Body, pad: OpId) -> (Vec<Ofr>, Vec<Ofr>) {
    (
        tu::mixed_list(ctx, body, pad, "static_low", 1),
        tu::mixed_list(ctx, body, pad, "static_high", 2),
    )
}

/// Upstream `PadOp::getConstantPaddingValue`: the yielded value when it is a constant or
/// defined outside the pad's body.
pub fn constant_padding_value(ctx: &Context, body: &Body, pad: OpId) -> Option<ValueId> {
    let region = *body.regions(pad).first()?;
    let block = body.entry_block(region)?;
    let yield_op = body.block_ops(block).last()?;
    if ctx.op_name_str(body.op_name(yield_op)) != "tensor.yield" || body.num_operands(yield_op) != 1
    {
        return None;
    }
    let v = body.operand(yield_op, 0);
    if let Some(d) = body.defining_op(v) {
        if ctx.op_traits(body.op_name(d)).has(Traits::CONSTANT_LIKE) {
            return Some(v);
        }
        if body.parent_block(d) == Some(block) {
            return None;
        }
    } else if body.block_args(block).contains(&v) {
        return None;
    }
    Some(v)
}

/// Upstream `PadOp::getPaddedDims`: the dims with a non-zero low or high pad.
pub fn padded_dims(low: &[Ofr], high: &[Ofr]) -> Vec<bool> {
    low.iter()
        .zip(high)
        .map(|(l, h)| *l != Ok(0) || *h != Ok(0))
        .collect()
}

/// Creates a `tensor.pad` of `source` with `low`/`high` padding (result type inferred as
/// upstream's `PadOp::inferResultType`), `nofold` and discardable `attrs`, and an empty region.
pub fn create_pad_op(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
    low: &[Ofr],
    high: &[Ofr],
    nofold: Option<Attribute>,
    attrs: Vec<rmlir_ir::attributes::NamedAttr>,
) -> OpId {
    let ctx = rw.ctx;
    let sty = rw.body().value_type(source);
    let shape = tu::shape_of(ctx, sty);
    let elem = tu::elem_type(ctx, sty).expect("shaped source");
    let res_shape: Vec<i64> = shape
        .iter()
        .zip(low.iter().zip(high))
        .map(|(s, (l, h))| match (l, h) {
            (Ok(l), Ok(h)) if *s != DYNAMIC => s + l + h,
            _ => DYNAMIC,
        })
        .collect();
    let ty: Type = tu::tensor_type(ctx, &res_shape, elem);
    let mut operands = vec![source];
    let mut seg = vec![1i32];
    for l in [low, high] {
        let dynamic: Vec<ValueId> = l.iter().filter_map(|m| m.err()).collect();
        seg.push(dynamic.len() as i32);
        operands.extend(dynamic);
    }
    let statics = |l: &[Ofr]| -> Vec<i64> { l.iter().map(|m| m.unwrap_or(DYNAMIC)).collect() };
    let name = ctx.op_name("tensor.pad");
    let info = ctx.op_info(name).expect("tensor.pad registered");
    let mut named: Vec<(&str, Attribute)> = vec![
        ("static_low", c::dense_i64_array(ctx, &statics(low))),
        ("static_high", c::dense_i64_array(ctx, &statics(high))),
        ("operandSegmentSizes", c::dense_i32_array(ctx, &seg)),
    ];
    if let Some(n) = nofold {
        named.push(("nofold", n));
    }
    let mut spec = OpSpec::new(name, loc);
    spec.operands = &operands;
    spec.result_types = std::slice::from_ref(&ty);
    spec.num_regions = 1;
    spec.props = info.props_from(ctx, &named, false);
    spec.attrs = attrs;
    rw.create(spec)
}

/// Creates a `tensor.pad` of `source` yielding `value` ([`create_pad_op`] with its body).
pub fn create_pad(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
    low: &[Ofr],
    high: &[Ofr],
    value: ValueId,
    nofold: Option<Attribute>,
) -> ValueId {
    let ctx = rw.ctx;
    let rank = tu::shape_of(ctx, rw.body().value_type(source)).len();
    let pad = create_pad_op(rw, loc, source, low, high, nofold, Vec::new());
    let region = rw.body().regions(pad)[0];
    let index = ctx.index_type();
    let args: Vec<(Type, Location)> = vec![(index, loc); rank];
    let saved = rw.insertion_point();
    rw.create_block(region, None, &args);
    let mut yspec = OpSpec::new(ctx.op_name("tensor.yield"), loc);
    let yops = [value];
    yspec.operands = &yops;
    rw.create(yspec);
    rw.set_insertion_point(saved);
    rw.body().result(pad, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collapse_reassociation() {
        assert_eq!(
            reassociation_for_collapse(&[4, 2, 8], &[8, 8]),
            Some(vec![vec![0, 1], vec![2]])
        );
        assert_eq!(
            reassociation_for_collapse(&[8, 4, 1], &[32]),
            Some(vec![vec![0, 1, 2]])
        );
        assert_eq!(reassociation_for_collapse(&[3, 5], &[4]), None);
        assert_eq!(
            reassociation_for_collapse(&[DYNAMIC, 4], &[DYNAMIC, 4]),
            None
        );
        assert_eq!(
            reassociation_for_collapse(&[DYNAMIC, 2, 4], &[DYNAMIC, 8]),
            Some(vec![vec![0], vec![1, 2]])
        );
    }

    #[test]
    fn permutations() {
        assert_eq!(
            apply_permutation(&[10, 20, 30], &[2, 0, 1]),
            vec![30, 10, 20]
        );
        assert_eq!(invert_permutation(&[2, 0, 1]), vec![1, 2, 0]);
    }
}
