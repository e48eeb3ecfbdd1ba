//! Helpers shared by the linalg tensor transforms (drop-unit-dims, fusion): reading a
//! `linalg.generic`'s parts, building a new one, and building reshapes and slices.

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array, dialect_attr};
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Body, Context, Location, OpId, Type, TypeKind, ValueId};

/// A static entry or a dynamic value (upstream's `OpFoldResult`).
pub type Ofr = Result<i64, ValueId>;

/// Upstream's `inversePermutation`: `None` when the dims are not all reached.
pub fn inverse_permutation(map: &AffineMap) -> Option<AffineMap> {
    if map.is_empty() {
        return Some(map.clone());
    }
    let mut exprs: Vec<Option<AffineExpr>> = vec![None; map.num_dims() as usize];
    for (i, e) in map.results().iter().enumerate() {
        if let Some(d) = e.as_dim() {
            if exprs[d as usize].is_none() {
                exprs[d as usize] = Some(AffineExpr::dim(i as u32));
            }
        }
    }
    let seen: Vec<AffineExpr> = exprs.into_iter().flatten().collect();
    if seen.len() != map.num_inputs() as usize {
        return None;
    }
    Some(AffineMap::new(map.num_results() as u32, 0, seen))
}

/// Upstream's `concatAffineMaps`.
pub fn concat_affine_maps(maps: &[AffineMap]) -> AffineMap {
    let mut dims = 0;
    let mut syms = 0;
    let mut results = Vec::new();
    for m in maps {
        dims = dims.max(m.num_dims());
        syms = syms.max(m.num_symbols());
        results.extend(m.results().iter().cloned());
    }
    AffineMap::new(dims, syms, results)
}

/// The shape of a shaped type (empty for scalars), and whether it is shaped.
pub fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => shape.to_vec(),
        TypeKind::MemRef { shape, .. } => shape.to_vec(),
        TypeKind::Vector { shape, .. } => shape.to_vec(),
        _ => Vec::new(),
    }
}

pub fn elem_type(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem }
        | TypeKind::MemRef { elem, .. }
        | TypeKind::Vector { elem, .. } => Some(*elem),
        _ => None,
    }
}

pub fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
}

pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// `hasPureTensorSemantics`: no memref operand, and every shaped operand a ranked tensor.
pub fn has_pure_tensor_semantics(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.operands(op)
        .all(|v| !is_memref(ctx, body.value_type(v)))
}

pub fn tensor_type(ctx: &Context, shape: &[i64], elem: Type) -> Type {
    ctx.get_type(TypeKind::RankedTensor {
        shape: shape.to_vec().into(),
        elem,
        encoding: None,
    })
}

/// The iterator types of a generic op as attributes.
pub fn iterator_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<Attribute> {
    rmlir_ir::ods::prop(ctx, body, op, "iterator_types")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Array(v) => Some(v.to_vec()),
            _ => None,
        })
        .unwrap_or_default()
}

pub fn iterator_attr(ctx: &Context, parallel: bool) -> Attribute {
    let k = if parallel { "parallel" } else { "reduction" };
    dialect_attr(ctx, "linalg", &format!("iterator_type<{k}>"))
}

/// Creates a `linalg.generic` at the insertion point with an empty region.
#[allow(clippy::too_many_arguments)]
pub fn create_generic(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    result_types: &[Type],
    ins: &[ValueId],
    outs: &[ValueId],
    maps: &[AffineMap],
    iters: &[Attribute],
    extra_attrs: Vec<rmlir_ir::attributes::NamedAttr>,
) -> OpId {
    let ctx = rw.ctx;
    let maps: Vec<Attribute> = maps
        .iter()
        .map(|m| ctx.get_attr(AttrKind::AffineMap(m.clone())))
        .collect();
    let mut operands: Vec<ValueId> = ins.to_vec();
    operands.extend(outs.iter().copied());
    let name = ctx.op_name("linalg.generic");
    let info = ctx.op_info(name).expect("linalg.generic registered");
    let mut spec = OpSpec::new(name, loc);
    spec.operands = &operands;
    spec.result_types = result_types;
    spec.num_regions = 1;
    spec.props = info.props_from(
        ctx,
        &[
            ("indexing_maps", ctx.array_attr(&maps)),
            ("iterator_types", ctx.array_attr(iters)),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[ins.len() as i32, outs.len() as i32]),
            ),
        ],
        false,
    );
    spec.attrs = extra_attrs;
    rw.create(spec)
}

/// The discardable attributes of `op` (upstream's `getPrunedAttributeList`).
pub fn pruned_attrs(body: &Body, op: OpId) -> Vec<rmlir_ir::attributes::NamedAttr> {
    body.attrs(op).to_vec()
}

/// The `reassociation` attribute of `groups`.
pub fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64t = ctx.integer_type(64);
    let arrays: Vec<Attribute> = groups
        .iter()
        .map(|g| {
            let elems: Vec<Attribute> = g.iter().map(|i| ctx.int_attr(i64t, *i)).collect();
            ctx.array_attr(&elems)
        })
        .collect();
    ctx.array_attr(&arrays)
}

/// Creates `arith.constant <v> : index` at the insertion point.
pub fn constant_index(rw: &mut PatternRewriter<'_>, loc: Location, v: i64) -> ValueId {
    crate::affine::utils::constant_index(rw, loc, v)
}

/// `createOrFold<tensor::DimOp>` / `memref::DimOp` at the insertion point: a constant for
/// a static size, else `dim` of `v`.
pub fn create_dim(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId, i: usize) -> ValueId {
    let ctx = rw.ctx;
    let c = constant_index(rw, loc, i as i64);
    let name = if is_memref(ctx, rw.body().value_type(v)) {
        "memref.dim"
    } else {
        "tensor.dim"
    };
    let index = ctx.index_type();
    let mut spec = OpSpec::new(ctx.op_name(name), loc);
    let ops = [v, c];
    spec.operands = &ops;
    spec.result_types = std::slice::from_ref(&index);
    let op = rw.create(spec);
    rw.body().result(op, 0)
}

/// `tensor::getMixedSizes`: static sizes as integers, dynamic ones as `dim` values.
pub fn mixed_sizes(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId) -> Vec<Ofr> {
    let shape = shape_of(rw.ctx, rw.body().value_type(v));
    shape
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if *s == DYNAMIC {
                Err(super::reify::create_or_fold_dim(rw, loc, v, i))
            } else {
                Ok(*s)
            }
        })
        .collect()
}

/// Creates a `tensor.empty` of `sizes` at the insertion point.
pub fn create_empty(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    sizes: &[Ofr],
    elem: Type,
) -> ValueId {
    let ctx = rw.ctx;
    let shape: Vec<i64> = sizes.iter().map(|s| s.unwrap_or(DYNAMIC)).collect();
    let dynamic: Vec<ValueId> = sizes.iter().filter_map(|s| s.err()).collect();
    let ty = tensor_type(ctx, &shape, elem);
    let mut spec = OpSpec::new(ctx.op_name("tensor.empty"), loc);
    spec.operands = &dynamic;
    spec.result_types = std::slice::from_ref(&ty);
    let op = rw.create(spec);
    rw.body().result(op, 0)
}

/// Upstream `computeTensorReshapeCollapsedType` / the memref analogue (identity layout).
pub fn collapsed_shape(shape: &[i64], groups: &[Vec<i64>]) -> Vec<i64> {
    groups
        .iter()
        .map(|g| {
            let mut p: i64 = 1;
            for i in g {
                let s = shape[*i as usize];
                if s == DYNAMIC {
                    return DYNAMIC;
                }
                p *= s;
            }
            p
        })
        .collect()
}

/// Creates `tensor.collapse_shape` (or `memref.collapse_shape`) of `v` into `target`.
pub fn create_collapse(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    target: Type,
    groups: &[Vec<i64>],
) -> ValueId {
    let ctx = rw.ctx;
    let name = if is_memref(ctx, rw.body().value_type(v)) {
        "memref.collapse_shape"
    } else {
        "tensor.collapse_shape"
    };
    let mut spec = OpSpec::new(ctx.op_name(name), loc);
    let ops = [v];
    spec.operands = &ops;
    spec.result_types = std::slice::from_ref(&target);
    spec.props = vec![Some(reassociation_attr(ctx, groups))]
        .into_iter()
        .collect();
    let op = rw.create(spec);
    rw.body().result(op, 0)
}

/// Creates `tensor.expand_shape` of `v` into `target`, its output shape inferred as
/// upstream's `inferExpandShapeOutputShape` does (`dim` of the source for a dynamic size).
pub fn create_expand(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    target: Type,
    groups: &[Vec<i64>],
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let out_shape = shape_of(ctx, target);
    let src_rank = shape_of(ctx, rw.body().value_type(v)).len();
    let mut statics = out_shape.clone();
    let mut dynamic = Vec::new();
    if src_rank == 0 {
        statics = vec![1; out_shape.len()];
    } else if out_shape.contains(&DYNAMIC) {
        let input = mixed_sizes(rw, loc, v);
        for (gi, g) in groups.iter().enumerate() {
            let mut product = 1;
            let mut found = false;
            for i in g {
                let s = out_shape[*i as usize];
                if s == DYNAMIC {
                    if found {
                        return None;
                    }
                    found = true;
                } else {
                    product *= s;
                }
            }
            if !found {
                continue;
            }
            let Err(size) = input[gi] else {
                return None;
            };
            let c = constant_index(rw, loc, product);
            let q = if product == 1 {
                size
            } else {
                let mut spec = OpSpec::new(ctx.op_name("arith.divui"), loc);
                let ops = [size, c];
                let index = ctx.index_type();
                spec.operands = &ops;
                spec.result_types = std::slice::from_ref(&index);
                let op = rw.create(spec);
                rw.body().result(op, 0)
            };
            dynamic.push(q);
        }
    }
    let name = if is_memref(ctx, rw.body().value_type(v)) {
        "memref.expand_shape"
    } else {
        "tensor.expand_shape"
    };
    let mut operands = vec![v];
    operands.extend(dynamic);
    let mut spec = OpSpec::new(ctx.op_name(name), loc);
    spec.operands = &operands;
    spec.result_types = std::slice::from_ref(&target);
    spec.props = vec![
        Some(reassociation_attr(ctx, groups)),
        Some(dense_i64_array(ctx, &statics)),
    ]
    .into_iter()
    .collect();
    let op = rw.create(spec);
    Some(rw.body().result(op, 0))
}

/// Creates a slice-like op `name` (`tensor.extract_slice`, `tensor.insert_slice`,
/// `memref.subview`, ...) with `leading` operands and the mixed offsets, sizes, strides.
pub fn create_slice(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    leading: &[ValueId],
    lists: &[Vec<Ofr>; 3],
    result: Option<Type>,
) -> OpId {
    let ctx = rw.ctx;
    let mut operands = leading.to_vec();
    let mut seg: Vec<i32> = vec![1; leading.len()];
    let mut props = vec![None];
    for l in lists {
        let mut n = 0;
        for m in l {
            if let Err(v) = m {
                operands.push(*v);
                n += 1;
            }
        }
        seg.push(n);
        let statics: Vec<i64> = l.iter().map(|m| m.unwrap_or(DYNAMIC)).collect();
        props.push(Some(dense_i64_array(ctx, &statics)));
    }
    props[0] = Some(dense_i32_array(ctx, &seg));
    let mut spec = OpSpec::new(ctx.op_name(name), loc);
    spec.operands = &operands;
    let tys: Vec<Type> = result.into_iter().collect();
    spec.result_types = &tys;
    spec.props = props.into_iter().collect();
    rw.create(spec)
}

/// The mixed offsets, sizes and strides of a slice op whose offsets are operand group
/// `first`.
pub fn mixed_lists(ctx: &Context, body: &Body, op: OpId, first: usize) -> [Vec<Ofr>; 3] {
    const NAMES: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];
    std::array::from_fn(|k| {
        let statics = crate::memref::verify::static_list(ctx, body, op, NAMES[k]);
        let (mut i, _) = crate::memref::verify::segment(ctx, body, op, first + k);
        statics
            .iter()
            .map(|s| {
                if *s == DYNAMIC {
                    i += 1;
                    Err(body.operand(op, i - 1))
                } else {
                    Ok(*s)
                }
            })
            .collect()
    })
}

/// One mixed list: the static entries of property `name`, dynamic ones from operand group
/// `group`.
pub fn mixed_list(ctx: &Context, body: &Body, op: OpId, name: &str, group: usize) -> Vec<Ofr> {
    let statics = crate::memref::verify::static_list(ctx, body, op, name);
    let (mut i, _) = crate::memref::verify::segment(ctx, body, op, group);
    statics
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                i += 1;
                Err(body.operand(op, i - 1))
            } else {
                Ok(*s)
            }
        })
        .collect()
}

/// Sets the insertion point right after the definition of `v` (start of its block for a
/// block argument).
pub fn set_insertion_point_after_value(rw: &mut PatternRewriter<'_>, v: ValueId) {
    if let Some(d) = rw.body().defining_op(v) {
        rw.set_insertion_point_after(d);
    } else if let Some(b) = block_of_arg(rw.body(), v) {
        rw.set_insertion_point_to_start(b);
    }
}

fn block_of_arg(body: &Body, v: ValueId) -> Option<rmlir_ir::BlockId> {
    match body.value(v).def {
        rmlir_ir::body::ValueDef::Arg { block, .. } => Some(block),
        _ => None,
    }
}

/// A `linalg.index` of loop dimension `d` at the rewriter's insertion point.
pub fn create_index(rw: &mut PatternRewriter<'_>, loc: rmlir_ir::Location, d: i64) -> ValueId {
    let ctx = rw.ctx;
    let name = ctx.op_name("linalg.index");
    let info = ctx.op_info(name).expect("linalg.index");
    let index = ctx.index_type();
    let mut spec = rmlir_ir::body::OpSpec::new(name, loc);
    spec.result_types = std::slice::from_ref(&index);
    spec.props = info.props_from(
        ctx,
        &[("dim", ctx.int_attr(ctx.integer_type(64), d))],
        false,
    );
    let op = rw.create(spec);
    rw.body().result(op, 0)
}
