//! Strided layouts of memref types: upstream's `getStridesAndOffset`, `isStrided`,
//! `isIdentity` of a layout, and the canonical (row-major) strides of a shape.
//!
//! Shared by the memref verifiers, folders and patterns and by the memref transforms
//! (`expand-strided-metadata`, `fold-memref-alias-ops`, `normalize-memrefs`).
//!
//! Dynamic strides, offsets and sizes are [`DYNAMIC`] (`ShapedType::kDynamic`).

use rmlir_ir::affine::{AffineExpr, AffineExprView, AffineMap};
use rmlir_ir::{AttrKind, Attribute, Context, Type, TypeKind};
use std::collections::BTreeMap;

/// `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = rmlir_ir::types::DYNAMIC;

/// Saturating multiplication of static sizes/strides (upstream's `SaturatedInteger`): a
/// static zero makes the result zero, otherwise a dynamic operand makes it dynamic.
pub fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// Saturating addition (see [`sat_mul`]).
pub fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// The parts of a ranked memref type: shape, element type, layout (`None` for the default
/// identity layout) and memory space.
pub struct MemRefParts<'a> {
    pub shape: &'a [i64],
    pub elem: Type,
    pub layout: Option<Attribute>,
    pub memory_space: Option<Attribute>,
}

/// The parts of `t` if it is a ranked memref.
pub fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts<'_>> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some(MemRefParts {
            shape,
            elem: *elem,
            layout: *layout,
            memory_space: *memory_space,
        }),
        _ => None,
    }
}

/// The row-major strides of `shape` (upstream's `makeCanonicalStridedLayoutExpr`): the
/// product of the sizes of the inner dimensions, dynamic once an inner size is dynamic or
/// zero.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running = 1i64;
    let mut poisoned = false;
    for i in (0..shape.len()).rev() {
        strides[i] = if poisoned { DYNAMIC } else { running };
        if shape[i] > 0 {
            running = running.wrapping_mul(shape[i]);
        } else {
            poisoned = true;
        }
    }
    strides
}

/// Whether `layout` (of a memref of rank `rank`) is the identity layout (upstream's
/// `MemRefLayoutAttrInterface::isIdentity`): no layout, an identity affine map, or a
/// strided layout whose linear map is the identity (rank 1, stride 1, offset 0).
pub fn layout_is_identity(ctx: &Context, layout: Option<Attribute>) -> bool {
    let Some(l) = layout else { return true };
    match ctx.attr_kind(l) {
        AttrKind::AffineMap(m) => m.is_identity(),
        AttrKind::Strided { offset, strides } => {
            *offset == 0 && strides.len() == 1 && strides[0] == 1
        }
        _ => false,
    }
}

/// Whether the memref type `t` has the identity layout.
pub fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    memref_parts(ctx, t).is_some_and(|p| layout_is_identity(ctx, p.layout))
}

/// Upstream's `MemRefType::getStridesAndOffset`: the strides and offset of a ranked memref
/// type, `None` when its layout is not strided (e.g. an affine map with `mod`/`floordiv` or
/// several results).
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let p = memref_parts(ctx, t)?;
    layout_strides_and_offset(ctx, p.shape, p.layout)
}

/// [`strides_and_offset`] from a shape and a layout attribute.
pub fn layout_strides_and_offset(
    ctx: &Context,
    shape: &[i64],
    layout: Option<Attribute>,
) -> Option<(Vec<i64>, i64)> {
    let Some(l) = layout else {
        return Some((canonical_strides(shape), 0));
    };
    match ctx.attr_kind(l) {
        AttrKind::Strided { offset, strides } => Some((strides.to_vec(), *offset)),
        AttrKind::AffineMap(m) => affine_map_strides_and_offset(m, shape),
        _ => None,
    }
}

/// Whether `t` is a ranked memref with a strided layout (upstream's `isStrided`).
pub fn is_strided(ctx: &Context, t: Type) -> bool {
    strides_and_offset(ctx, t).is_some()
}

/// A polynomial over symbols: monomial (sorted symbol positions) -> coefficient.
type Poly = BTreeMap<Vec<u32>, i64>;

/// An affine expression flattened as `sum_i dims[i] * d_i + rest`, with symbolic
/// coefficients.
struct Linear {
    dims: Vec<Poly>,
    rest: Poly,
}

fn poly_add(a: &mut Poly, b: &Poly) {
    for (k, v) in b {
        let e = a.entry(k.clone()).or_insert(0);
        *e = e.wrapping_add(*v);
        if *e == 0 {
            a.remove(k);
        }
    }
}

fn poly_mul(a: &Poly, b: &Poly) -> Poly {
    let mut out = Poly::new();
    for (ka, va) in a {
        for (kb, vb) in b {
            let mut k: Vec<u32> = ka.iter().chain(kb).copied().collect();
            k.sort_unstable();
            let term: Poly = [(k, va.wrapping_mul(*vb))].into_iter().collect();
            poly_add(&mut out, &term);
        }
    }
    out
}

fn flatten(e: &AffineExpr, num_dims: usize) -> Option<Linear> {
    let zero = || Linear {
        dims: vec![Poly::new(); num_dims],
        rest: Poly::new(),
    };
    Some(match e.view() {
        AffineExprView::Dim(d) => {
            let mut l = zero();
            *l.dims.get_mut(d as usize)? = [(vec![], 1)].into_iter().collect();
            l
        }
        AffineExprView::Symbol(s) => {
            let mut l = zero();
            l.rest = [(vec![s], 1)].into_iter().collect();
            l
        }
        AffineExprView::Constant(c) => {
            let mut l = zero();
            if c != 0 {
                l.rest = [(vec![], c)].into_iter().collect();
            }
            l
        }
        AffineExprView::Add(a, b) => {
            let mut x = flatten(a, num_dims)?;
            let y = flatten(b, num_dims)?;
            for (p, q) in x.dims.iter_mut().zip(&y.dims) {
                poly_add(p, q);
            }
            poly_add(&mut x.rest, &y.rest);
            x
        }
        AffineExprView::Mul(a, b) => {
            let x = flatten(a, num_dims)?;
            let y = flatten(b, num_dims)?;
            let (lin, factor) = if y.dims.iter().all(|p| p.is_empty()) {
                (x, y.rest)
            } else if x.dims.iter().all(|p| p.is_empty()) {
                (y, x.rest)
            } else {
                return None;
            };
            Linear {
                dims: lin.dims.iter().map(|p| poly_mul(p, &factor)).collect(),
                rest: poly_mul(&lin.rest, &factor),
            }
        }
        AffineExprView::Mod(..) | AffineExprView::FloorDiv(..) | AffineExprView::CeilDiv(..) => {
            return None
        }
    })
}

fn poly_value(p: &Poly) -> i64 {
    match p.len() {
        0 => 0,
        1 => p.get(&Vec::new()).copied().unwrap_or(DYNAMIC),
        _ => DYNAMIC,
    }
}

/// Strides and offset of an affine-map layout (upstream's `getAffineMapStridesAndOffset`).
pub fn affine_map_strides_and_offset(m: &AffineMap, shape: &[i64]) -> Option<(Vec<i64>, i64)> {
    if m.is_identity() {
        return Some((canonical_strides(shape), 0));
    }
    if m.num_results() != 1 {
        return None;
    }
    let lin = flatten(m.result(0), shape.len().max(m.num_dims() as usize))?;
    let strides: Vec<i64> = lin.dims.iter().take(shape.len()).map(poly_value).collect();
    // MLIR 19 rejects layouts with a zero stride (a dimension the map does not use).
    if strides.contains(&0) {
        return None;
    }
    Some((strides, poly_value(&lin.rest)))
}

/// Upstream's `makeStridedLinearLayoutMap`: `offset + d0 * stride0 + ...`, a new symbol for
/// the dynamic offset and each dynamic stride, in that order.
pub fn strided_linear_layout_map(strides: &[i64], offset: i64) -> AffineMap {
    let mut num_symbols = 0;
    let mut next_symbol = || {
        num_symbols += 1;
        AffineExpr::symbol(num_symbols - 1)
    };
    let mut expr = if offset == DYNAMIC {
        next_symbol()
    } else {
        AffineExpr::constant(offset)
    };
    for (i, &stride) in strides.iter().enumerate() {
        let mult = if stride == DYNAMIC {
            next_symbol()
        } else {
            AffineExpr::constant(stride)
        };
        expr = expr.add(&AffineExpr::dim(i as u32).mul(&mult));
    }
    AffineMap::new(strides.len() as u32, num_symbols, vec![expr])
}

/// The affine map of a memref layout of rank `rank` (upstream's
/// `MemRefLayoutAttrInterface::getAffineMap`): the identity for no layout, the linear map of
/// a strided layout. `None` for a layout attribute of another kind.
pub fn layout_affine_map(
    ctx: &Context,
    layout: Option<Attribute>,
    rank: usize,
) -> Option<AffineMap> {
    let Some(l) = layout else {
        return Some(AffineMap::multi_dim_identity(rank as u32));
    };
    match ctx.attr_kind(l) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        AttrKind::Strided { offset, strides } => Some(strided_linear_layout_map(strides, *offset)),
        _ => None,
    }
}

/// Upstream's `makeCanonicalStridedLayoutExpr`: the row-major linear expression of `shape`,
/// a new symbol for each stride once an inner size is dynamic or zero, simplified.
pub fn canonical_strided_layout_expr(shape: &[i64]) -> AffineExpr {
    if shape.is_empty() {
        return AffineExpr::constant(0);
    }
    let mut expr: Option<AffineExpr> = None;
    let mut num_symbols = 0;
    let mut poisoned = false;
    let mut running = 1i64;
    for (i, &size) in shape.iter().enumerate().rev() {
        let stride = if poisoned {
            num_symbols += 1;
            AffineExpr::symbol(num_symbols - 1)
        } else {
            AffineExpr::constant(running)
        };
        let term = AffineExpr::dim(i as u32).mul(&stride);
        expr = Some(match expr {
            Some(e) => e.add(&term),
            None => term,
        });
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poisoned = true;
        }
    }
    let expr = expr.expect("non-empty shape");
    crate::affine::simplify::simplify_affine_expr(&expr, shape.len() as u32, num_symbols)
}

/// Upstream's `canonicalizeStridedLayout`: a memref type whose single-result layout is the
/// canonical row-major layout of its shape loses its layout; otherwise the layout becomes
/// its simplified affine map. Other types are returned unchanged.
pub fn canonicalize_strided_layout(ctx: &Context, t: Type) -> Type {
    let Some(p) = memref_parts(ctx, t) else {
        return t;
    };
    let Some(m) = layout_affine_map(ctx, p.layout, p.shape.len()) else {
        return t;
    };
    if m.is_identity() || m.num_results() > 1 {
        return t;
    }
    let with_layout =
        |layout: Option<Attribute>| memref_type(ctx, p.shape, p.elem, layout, p.memory_space);
    if m.num_dims() == 0 && m.num_symbols() == 0 {
        if m.result(0).as_constant() == Some(0) {
            return with_layout(None);
        }
        return t;
    }
    if p.shape.is_empty() {
        return t;
    }
    let canonical = canonical_strided_layout_expr(p.shape);
    let simplified =
        crate::affine::simplify::simplify_affine_expr(m.result(0), m.num_dims(), m.num_symbols());
    if canonical != simplified {
        let map = AffineMap::new(m.num_dims(), m.num_symbols(), vec![simplified]);
        return with_layout(Some(ctx.get_attr(AttrKind::AffineMap(map))));
    }
    with_layout(None)
}

/// The memref type `shape x elem` with a strided layout of `strides` and `offset`, in
/// `memory_space`.
pub fn strided_memref_type(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    strides: &[i64],
    offset: i64,
    memory_space: Option<Attribute>,
) -> Type {
    let layout = ctx.get_attr(AttrKind::Strided {
        offset,
        strides: strides.into(),
    });
    ctx.get_type(TypeKind::MemRef {
        shape: shape.into(),
        elem,
        layout: Some(layout),
        memory_space,
    })
}

/// The memref type `shape x elem` with the given layout and memory space.
pub fn memref_type(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout: Option<Attribute>,
    memory_space: Option<Attribute>,
) -> Type {
    ctx.get_type(TypeKind::MemRef {
        shape: shape.into(),
        elem,
        layout,
        memory_space,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saturated_arithmetic() {
        assert_eq!(sat_mul(0, DYNAMIC), 0);
        assert_eq!(sat_mul(DYNAMIC, 3), DYNAMIC);
        assert_eq!(sat_mul(4, 3), 12);
        assert_eq!(sat_add(DYNAMIC, 0), DYNAMIC);
    }

    #[test]
    fn canonical_strides_poison_on_dynamic_and_zero() {
        assert_eq!(canonical_strides(&[3, 4, 5]), vec![20, 5, 1]);
        assert_eq!(canonical_strides(&[DYNAMIC, 4, 5]), vec![20, 5, 1]);
        assert_eq!(canonical_strides(&[3, DYNAMIC, 5]), vec![DYNAMIC, 5, 1]);
        assert_eq!(canonical_strides(&[3, 0, 5]), vec![DYNAMIC, 5, 1]);
        assert_eq!(canonical_strides(&[]), Vec::<i64>::new());
    }

    #[test]
    fn affine_map_strides() {
        let d0 = AffineExpr::dim(0);
        let d1 = AffineExpr::dim(1);
        let s0 = AffineExpr::symbol(0);
        let s1 = AffineExpr::symbol(1);
        // s0 + d0 * s1 + d1
        let m = AffineMap::new(2, 2, vec![s0.add(&d0.mul(&s1)).add(&d1)]);
        assert_eq!(
            affine_map_strides_and_offset(&m, &[DYNAMIC, DYNAMIC]),
            Some((vec![DYNAMIC, 1], DYNAMIC))
        );
        // d0 * 16 + d1 + 136
        let m = AffineMap::new(2, 0, vec![d0.mul_const(16).add(&d1).add_const(136)]);
        assert_eq!(
            affine_map_strides_and_offset(&m, &[8, 8]),
            Some((vec![16, 1], 136))
        );
        let m = AffineMap::new(1, 0, vec![d0.floor_div_const(8)]);
        assert_eq!(affine_map_strides_and_offset(&m, &[8]), None);
        let m = AffineMap::new(2, 0, vec![d0.clone(), d1.clone()]);
        assert_eq!(
            affine_map_strides_and_offset(&m, &[3, 4]),
            Some((vec![4, 1], 0))
        );
    }
}
