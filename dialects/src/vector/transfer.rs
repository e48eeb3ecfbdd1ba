//! `vector.transfer_read` and `vector.transfer_write`: upstream's hand-written assembly
//! (permutation map elided when it is the minor identity, `in_bounds` when no dim is in
//! bounds), the `vector.transfer` verifier, the folders (in-bounds inference, all-true
//! masks, `memref.cast` sources) and memory effects.

use super::{
    effect, memref_cast_edits, op_err, vector_parts, vector_type, MaskFormat, ANY_SHAPED,
    BOOL_ARRAY_ATTR, I1_VECTOR,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::ods::constraints::{self as c, dense_i32_array, dense_i32_values};
use rmlir_ir::ods::{attr, operand, optional, result, variadic, OpDef, Trait};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::rewrite::effects::Effect;
use rmlir_ir::rewrite::{Edit, FoldAdaptor, Folded};
use rmlir_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind, ValueId};

pub static TRANSFER_READ: OpDef = OpDef {
    operands: &[
        operand("source", ANY_SHAPED),
        variadic("indices", c::INDEX),
        operand("padding", c::ANY_TYPE),
        optional("mask", I1_VECTOR),
    ],
    results: &[result("vector", c::ANY_VECTOR)],
    attrs: &[
        attr("permutation_map", c::AFFINE_MAP_ATTR),
        attr("in_bounds", BOOL_ARRAY_ATTR),
    ],
    traits: &[Trait::AttrSizedOperandSegments],
    parse: Some(parse_transfer_read),
    print: Some(print_transfer),
    verify: Some(verify_transfer_read),
    fold: Some(fold_transfer),
    canonicalization_patterns: Some(super::transfer_canon::transfer_read_patterns),
    memory_effects: Some(|ctx, body, op, out| {
        if is_memref(ctx, body.value_type(body.operand(op, 0))) {
            out.push(effect(Effect::Read, 0));
        }
    }),
    ..OpDef::new("vector.transfer_read")
};

pub static TRANSFER_WRITE: OpDef = OpDef {
    operands: &[
        operand("vector", c::ANY_VECTOR),
        operand("source", ANY_SHAPED),
        variadic("indices", c::INDEX),
        optional("mask", I1_VECTOR),
    ],
    results: &[rmlir_ir::ods::optional("result", c::ANY_RANKED_TENSOR)],
    attrs: &[
        attr("permutation_map", c::AFFINE_MAP_ATTR),
        attr("in_bounds", BOOL_ARRAY_ATTR),
    ],
    traits: &[Trait::AttrSizedOperandSegments],
    parse: Some(parse_transfer_write),
    print: Some(print_transfer),
    verify: Some(verify_transfer_write),
    fold: Some(fold_transfer),
    canonicalization_patterns: Some(super::transfer_canon::transfer_write_patterns),
    memory_effects: Some(|ctx, body, op, out| {
        if is_memref(ctx, body.value_type(body.operand(op, 1))) {
            out.push(effect(Effect::Write, 1));
        }
    }),
    ..OpDef::new("vector.transfer_write")
};

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}

fn shaped_rank_and_elem(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => {
            Some((shape, *elem))
        }
        _ => None,
    }
}

/// A transfer op's parts (upstream's `VectorTransferOpInterface` accessors).
pub struct Transfer {
    pub read: bool,
    /// The vector written (write only).
    pub vector: Option<ValueId>,
    pub source: ValueId,
    pub indices: Vec<ValueId>,
    /// The padding value (read only).
    pub padding: Option<ValueId>,
    pub mask: Option<ValueId>,
    pub vector_type: Type,
    pub map: Option<AffineMap>,
    pub in_bounds: Option<Vec<bool>>,
}

impl Transfer {
    /// The parts of `op` if it is a transfer op with consistent operand segments.
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> Option<Transfer> {
        let read = match ctx.op_name_str(body.op_name(op)) {
            "vector.transfer_read" => true,
            "vector.transfer_write" => false,
            _ => return None,
        };
        let ops: Vec<ValueId> = body.operands(op).collect();
        let seg = dense_i32_values(
            ctx,
            rmlir_ir::ods::prop(ctx, body, op, "operandSegmentSizes")?,
        )?;
        if seg.len() != 4 || seg.iter().map(|s| *s as usize).sum::<usize>() != ops.len() {
            return None;
        }
        let n_idx = seg[if read { 1 } else { 2 }] as usize;
        let has_mask = seg[3] == 1;
        let map = rmlir_ir::ods::prop(ctx, body, op, "permutation_map")
            .and_then(|a| crate::affine::utils::map_of(ctx, a));
        let in_bounds = rmlir_ir::ods::prop(ctx, body, op, "in_bounds").and_then(|a| bools(ctx, a));
        let (vector, source, indices, padding) = if read {
            (
                None,
                ops[0],
                ops[1..1 + n_idx].to_vec(),
                Some(ops[1 + n_idx]),
            )
        } else {
            (Some(ops[0]), ops[1], ops[2..2 + n_idx].to_vec(), None)
        };
        let vector_type = if read {
            body.value_type(body.result(op, 0))
        } else {
            body.value_type(ops[0])
        };
        Some(Transfer {
            read,
            vector,
            source,
            indices,
            padding,
            mask: has_mask.then(|| ops[ops.len() - 1]),
            vector_type,
            map,
            in_bounds,
        })
    }

    /// Upstream's `isDimInBounds`: broadcast dims are in bounds.
    pub fn is_dim_in_bounds(&self, i: usize) -> bool {
        if self
            .map
            .as_ref()
            .is_some_and(|m| m.results().get(i).is_some_and(|e| e.is_constant_value(0)))
        {
            return true;
        }
        self.in_bounds
            .as_ref()
            .and_then(|b| b.get(i).copied())
            .unwrap_or(false)
    }

    /// Upstream's `hasOutOfBoundsDim`.
    pub fn has_out_of_bounds_dim(&self) -> bool {
        let rank = self.map.as_ref().map_or(0, |m| m.num_results());
        (0..rank).any(|i| !self.is_dim_in_bounds(i))
    }
}

fn bools(ctx: &Context, a: Attribute) -> Option<Vec<bool>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(elems) => elems
            .iter()
            .map(|e| {
                if !c::is_bool_attr(ctx, *e) {
                    return None;
                }
                crate::affine::utils::int_attr_value(ctx, *e).map(|v| v != 0)
            })
            .collect(),
        _ => None,
    }
}

/// A `[true, false]` array attribute (upstream's `getBoolArrayAttr`).
pub fn bool_array(ctx: &Context, v: &[bool]) -> Attribute {
    let elems: Vec<Attribute> = v.iter().map(|b| ctx.bool_attr(*b)).collect();
    ctx.array_attr(&elems)
}

/// Upstream's `getTransferMinorIdentityMap`, `None` where upstream's would be malformed
/// (a vector of higher rank than the source).
pub fn transfer_minor_identity_map(ctx: &Context, shaped: Type, vector: Type) -> Option<AffineMap> {
    let (shape, elem) = shaped_rank_and_elem(ctx, shaped)?;
    let (vshape, _) = vector_parts(ctx, vector)?;
    let elem_rank = vector_parts(ctx, elem).map_or(0, |(s, _)| s.len());
    if shape.is_empty() && vshape == [1] {
        return Some(AffineMap::new(0, 0, vec![AffineExpr::constant(0)]));
    }
    let results = vshape.len().checked_sub(elem_rank)?;
    if results > shape.len() {
        return None;
    }
    Some(AffineMap::minor_identity(
        shape.len() as u32,
        results as u32,
    ))
}

/// Upstream's `inferTransferOpMaskType`: the vector shape permuted back to the source dims
/// the map uses (`inversePermutation(compressUnusedDims(map))`). `None` when the map is not
/// invertible.
pub fn infer_mask_type(ctx: &Context, vector: Type, map: &AffineMap) -> Option<Type> {
    let TypeKind::Vector {
        shape, scalable, ..
    } = ctx.type_kind(vector)
    else {
        return None;
    };
    let mut used: Vec<u32> = map.results().iter().filter_map(|e| e.as_dim()).collect();
    used.sort_unstable();
    used.dedup();
    // For each used dim (in position order), the first result naming it.
    let mut mask_shape = Vec::with_capacity(used.len());
    let mut mask_scalable = Vec::with_capacity(used.len());
    for d in &used {
        let i = map.results().iter().position(|e| e.as_dim() == Some(*d))?;
        mask_shape.push(*shape.get(i)?);
        mask_scalable.push(scalable.get(i).copied().unwrap_or(false));
    }
    Some(vector_type(
        ctx,
        &mask_shape,
        ctx.integer_type(1),
        &mask_scalable,
    ))
}

// ---- assembly ------------------------------------------------------------------------------

type PResult<T> = Result<T, ()>;

fn find_attr(ctx: &Context, attrs: &[NamedAttr], name: &str) -> Option<Attribute> {
    attrs
        .iter()
        .find(|(n, _)| ctx.ident_str(*n) == name)
        .map(|(_, a)| *a)
}

/// The permutation map written in `state.attrs`, or the default minor identity (added to
/// the attributes); `in_bounds` defaults to all-false.
fn fill_transfer_attrs(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    types_off: usize,
    shaped: Type,
    vector: Type,
) -> PResult<AffineMap> {
    let ctx = p.ctx();
    let map = match find_attr(ctx, &state.attrs, "permutation_map") {
        Some(a) => match crate::affine::utils::map_of(ctx, a) {
            Some(m) => m,
            None => return p.emit_error(types_off, "invalid kind of attribute specified"),
        },
        None => {
            let Some(m) = transfer_minor_identity_map(ctx, shaped, vector) else {
                return p.emit_error(
                    types_off,
                    "expected a vector rank not larger than the source rank",
                );
            };
            state.attrs.push((
                ctx.ident("permutation_map"),
                crate::affine::utils::map_attr(ctx, m.clone()),
            ));
            m
        }
    };
    if find_attr(ctx, &state.attrs, "in_bounds").is_none() {
        state.attrs.push((
            ctx.ident("in_bounds"),
            bool_array(ctx, &vec![false; map.num_results()]),
        ));
    }
    Ok(map)
}

/// `: type, type` at `types_off`.
fn parse_two_types(p: &mut OpAsmParser<'_, '_>) -> PResult<(usize, Type, Type)> {
    let off = p.offset();
    p.expect(Tok::Colon, "expected ':'")?;
    let types = p.parse_type_list()?;
    if types.len() != 2 {
        return p.emit_error(off, "requires two types");
    }
    Ok((off, types[0], types[1]))
}

fn is_memref_or_ranked_tensor(ctx: &Context, t: Type) -> bool {
    shaped_rank_and_elem(ctx, t).is_some()
}

/// Resolves the mask operand against the type inferred from the vector type and map.
fn resolve_mask<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    state: &mut OperationState,
    mask: rmlir_ir::parser::UnresolvedOperand<'a>,
    types_off: usize,
    shaped: Type,
    vector: Type,
    map: &AffineMap,
) -> PResult<()> {
    let ctx = p.ctx();
    let elem = shaped_rank_and_elem(ctx, shaped).map(|p| p.1);
    if elem.is_some_and(|e| vector_parts(ctx, e).is_some()) {
        return p.emit_error(mask.2, "does not support masks with vector element type");
    }
    let rank = vector_parts(ctx, vector).map_or(0, |(s, _)| s.len());
    if rank != map.num_results() {
        return p.emit_error(
            types_off,
            "expected the same rank for the vector and the results of the permutation map",
        );
    }
    let Some(mask_ty) = infer_mask_type(ctx, vector, map) else {
        return p.emit_error(types_off, "expected an invertible permutation map");
    };
    p.resolve_operands(&[mask], &[mask_ty], state)
}

fn parse_square_operands<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> PResult<Vec<rmlir_ir::parser::UnresolvedOperand<'a>>> {
    p.expect(Tok::LSquare, "expected '['")?;
    let v = p.parse_operand_list()?;
    p.expect(Tok::RSquare, "expected ']'")?;
    Ok(v)
}

fn parse_transfer_read(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let source = p.parse_operand()?;
    let indices = parse_square_operands(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    let padding = p.parse_operand()?;
    let mask = if p.consume_if(Tok::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let (types_off, shaped, vector) = parse_two_types(p)?;
    if !is_memref_or_ranked_tensor(ctx, shaped) {
        return p.emit_error(types_off, "requires memref or ranked tensor type");
    }
    if vector_parts(ctx, vector).is_none() {
        return p.emit_error(types_off, "requires vector type");
    }
    let map = fill_transfer_attrs(p, state, types_off, shaped, vector)?;
    let index = ctx.index_type();
    p.resolve_operands(&[source], &[shaped], state)?;
    p.resolve_operands(&indices, &vec![index; indices.len()], state)?;
    let elem = shaped_rank_and_elem(ctx, shaped).map_or(shaped, |p| p.1);
    p.resolve_operands(&[padding], &[elem], state)?;
    if let Some(m) = mask {
        resolve_mask(p, state, m, types_off, shaped, vector, &map)?;
    }
    state.attrs.push((
        ctx.ident("operandSegmentSizes"),
        dense_i32_array(
            ctx,
            &[1, indices.len() as i32, 1, i32::from(mask.is_some())],
        ),
    ));
    state.result_types.push(vector);
    Ok(())
}

fn parse_transfer_write(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let vector_v = p.parse_operand()?;
    p.expect(Tok::Comma, "expected ','")?;
    let source = p.parse_operand()?;
    let indices = parse_square_operands(p)?;
    let mask = if p.consume_if(Tok::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let (types_off, vector, shaped) = parse_two_types(p)?;
    if vector_parts(ctx, vector).is_none() {
        return p.emit_error(types_off, "requires vector type");
    }
    if !is_memref_or_ranked_tensor(ctx, shaped) {
        return p.emit_error(types_off, "requires memref or ranked tensor type");
    }
    let map = fill_transfer_attrs(p, state, types_off, shaped, vector)?;
    let index = ctx.index_type();
    p.resolve_operands(&[vector_v], &[vector], state)?;
    p.resolve_operands(&[source], &[shaped], state)?;
    p.resolve_operands(&indices, &vec![index; indices.len()], state)?;
    if let Some(m) = mask {
        resolve_mask(p, state, m, types_off, shaped, vector, &map)?;
    }
    state.attrs.push((
        ctx.ident("operandSegmentSizes"),
        dense_i32_array(
            ctx,
            &[1, 1, indices.len() as i32, i32::from(mask.is_some())],
        ),
    ));
    if matches!(ctx.type_kind(shaped), TypeKind::RankedTensor { .. }) {
        state.result_types.push(shaped);
    }
    Ok(())
}

/// Inherent and discardable attributes, sorted (upstream's `getAttrs()`).
fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttr> {
    let mut all: Vec<NamedAttr> = Vec::new();
    if let Some(info) = ctx.op_info(body.op_name(op)) {
        for (n, v) in info.props.iter().zip(body.op(op).props.iter()) {
            if let Some(v) = v {
                all.push((ctx.ident(n), *v));
            }
        }
    }
    all.extend(body.attrs(op).iter().copied());
    let _ = ctx.sort_named_attrs(&mut all);
    all
}

fn print_values(p: &mut OpPrinter<'_, '_>, body: &Body, vs: &[ValueId]) {
    for (i, v) in vs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, *v);
    }
}

/// The properties [`print_transfer`] prints, in order (for alias collection).
pub(crate) fn printed_props(ctx: &Context, body: &Body, op: OpId) -> Vec<Attribute> {
    let Some(x) = Transfer::of(ctx, body, op) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if x.in_bounds.as_ref().is_some_and(|b| b.iter().any(|b| *b)) {
        out.extend(rmlir_ir::ods::prop(ctx, body, op, "in_bounds"));
    }
    if !x.map.as_ref().is_some_and(|m| m.is_minor_identity()) {
        out.extend(rmlir_ir::ods::prop(ctx, body, op, "permutation_map"));
    }
    out
}

fn print_transfer(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let Some(x) = Transfer::of(ctx, body, op) else {
        return;
    };
    p.write(" ");
    if let Some(v) = x.vector {
        p.print_value(body, v);
        p.write(", ");
    }
    p.print_value(body, x.source);
    p.write("[");
    print_values(p, body, &x.indices);
    p.write("]");
    if let Some(pad) = x.padding {
        p.write(", ");
        p.print_value(body, pad);
    }
    if let Some(m) = x.mask {
        p.write(", ");
        p.print_value(body, m);
    }
    let mut elided = vec!["operandSegmentSizes"];
    if x.map.as_ref().is_some_and(|m| m.is_minor_identity()) {
        elided.push("permutation_map");
    }
    if !x.in_bounds.as_ref().is_some_and(|b| b.iter().any(|b| *b)) {
        elided.push("in_bounds");
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &elided);
    p.write(" : ");
    let shaped = body.value_type(x.source);
    if x.read {
        p.print_type(shaped);
        p.write(", ");
        p.print_type(x.vector_type);
    } else {
        p.print_type(x.vector_type);
        p.write(", ");
        p.print_type(shaped);
    }
}

// ---- verification --------------------------------------------------------------------------

/// Bit width of a scalar type in the default data layout.
fn bits(ctx: &Context, t: Type) -> Option<u64> {
    ctx.int_or_float_bitwidth(t).map(u64::from)
}

/// Upstream's `verifyTransferOp` (shared by both ops).
fn verify_transfer_common(
    ctx: &Context,
    body: &Body,
    op: OpId,
    x: &Transfer,
    map: &AffineMap,
    in_bounds: &[bool],
) -> Result<(), Diagnostic> {
    let err = |m: &str| op_err(ctx, body, op, m);
    if body
        .attrs(op)
        .iter()
        .any(|(n, _)| ctx.ident_str(*n) == "masked")
    {
        return Err(err(
            "masked attribute has been removed. Use in_bounds instead.",
        ));
    }
    let shaped = body.value_type(x.source);
    let Some((shape, elem)) = shaped_rank_and_elem(ctx, shaped) else {
        return Err(err("requires source to be a memref or ranked tensor type"));
    };
    let (vshape, velem) = vector_parts(ctx, x.vector_type).unwrap_or((&[], x.vector_type));
    if let Some((eshape, eelem)) = vector_parts(ctx, elem) {
        if let (Some(sb), Some(rb), Some(sl), Some(rl)) = (
            bits(ctx, eelem),
            bits(ctx, velem),
            eshape.last(),
            vshape.last(),
        ) {
            let source_size = sb * (*sl as u64);
            let result_size = rb * (*rl as u64);
            if source_size == 0 || !result_size.is_multiple_of(source_size) {
                return Err(err(
                    "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source",
                ));
            }
        }
        if eshape.len() > vshape.len() {
            return Err(err(
                "requires source vector element and vector result ranks to match.",
            ));
        }
        if map.num_results() != vshape.len() - eshape.len() {
            return Err(err(
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
        if x.mask.is_some() {
            return Err(err("does not support masks with vector element type"));
        }
    } else {
        let minor = vshape.last().copied().unwrap_or(1) as u64;
        if let (Some(rb), Some(eb)) = (bits(ctx, velem), bits(ctx, elem)) {
            if eb == 0 || !(rb * minor).is_multiple_of(eb) {
                return Err(err(
                    "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type",
                ));
            }
        }
        if map.num_results() != vshape.len() {
            return Err(err(
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
    }
    if map.num_symbols() != 0 {
        return Err(err("requires permutation_map without symbols"));
    }
    if map.num_inputs() as usize != shape.len() {
        return Err(err(
            "requires a permutation_map with input dims of the same rank as the source type",
        ));
    }
    if let Some(mask) = x.mask {
        let mask_ty = body.value_type(mask);
        if let Some(inferred) = infer_mask_type(ctx, x.vector_type, map) {
            if inferred != mask_ty {
                return Err(op_err(
                    ctx,
                    body,
                    op,
                    format!(
                        "inferred mask type ({}) and mask operand type ({}) don't match",
                        rmlir_ir::printer::type_to_string(ctx, inferred),
                        rmlir_ir::printer::type_to_string(ctx, mask_ty)
                    ),
                ));
            }
        }
    }
    if map.num_results() != in_bounds.len() {
        let map_text = rmlir_ir::printer::attr_to_string(
            ctx,
            crate::affine::utils::map_attr(ctx, map.clone()),
        );
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: {map_text} vs inBounds of size: {}",
                in_bounds.len()
            ),
        ));
    }
    for (e, b) in map.results().iter().zip(in_bounds) {
        if e.as_constant().is_some() && !*b {
            return Err(err("requires broadcast dimensions to be in-bounds"));
        }
    }
    Ok(())
}

/// Upstream's `verifyPermutationMap`.
fn verify_permutation_map(
    ctx: &Context,
    body: &Body,
    op: OpId,
    map: &AffineMap,
) -> Result<(), Diagnostic> {
    let mut seen = vec![false; map.num_inputs() as usize];
    for e in map.results() {
        if let Some(v) = e.as_constant() {
            if v != 0 {
                return Err(op_err(
                    ctx,
                    body,
                    op,
                    "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
                ));
            }
            continue;
        }
        let Some(d) = e.as_dim() else {
            return Err(op_err(
                ctx,
                body,
                op,
                "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
            ));
        };
        let d = d as usize;
        if d < seen.len() && seen[d] {
            return Err(op_err(
                ctx,
                body,
                op,
                "requires a permutation_map that is a permutation (found one dim used more than once)",
            ));
        }
        if d < seen.len() {
            seen[d] = true;
        }
    }
    Ok(())
}

fn verify_indices(ctx: &Context, body: &Body, op: OpId, x: &Transfer) -> Result<(), Diagnostic> {
    let rank = shaped_rank_and_elem(ctx, body.value_type(x.source)).map_or(0, |p| p.0.len());
    if x.indices.len() != rank {
        return Err(op_err(ctx, body, op, format!("requires {rank} indices")));
    }
    Ok(())
}

fn parts(ctx: &Context, body: &Body, op: OpId) -> Option<(Transfer, AffineMap, Vec<bool>)> {
    let x = Transfer::of(ctx, body, op)?;
    let map = x.map.clone()?;
    let ib = x.in_bounds.clone()?;
    Some((x, map, ib))
}

fn verify_transfer_read(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((x, map, in_bounds)) = parts(ctx, body, op) else {
        return Ok(());
    };
    verify_indices(ctx, body, op, &x)?;
    verify_transfer_common(ctx, body, op, &x, &map, &in_bounds)?;
    let elem = shaped_rank_and_elem(ctx, body.value_type(x.source)).map(|p| p.1);
    let pad_ty = x.padding.map(|v| body.value_type(v));
    if let Some(elem) = elem {
        if vector_parts(ctx, elem).is_some() {
            if Some(elem) != pad_ty {
                return Err(op_err(
                    ctx,
                    body,
                    op,
                    "requires source element type and padding type to match.",
                ));
            }
        } else {
            let valid = pad_ty.is_some_and(|t| {
                matches!(
                    ctx.type_kind(t),
                    TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
                )
            });
            if !valid {
                return Err(op_err(
                    ctx,
                    body,
                    op,
                    "requires valid padding vector elemental type",
                ));
            }
            if pad_ty != Some(elem) {
                return Err(op_err(
                    ctx,
                    body,
                    op,
                    "requires formal padding and source of the same elemental type",
                ));
            }
        }
    }
    verify_permutation_map(ctx, body, op, &map)
}

fn verify_transfer_write(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((x, map, in_bounds)) = parts(ctx, body, op) else {
        return Ok(());
    };
    verify_indices(ctx, body, op, &x)?;
    if map.results().iter().any(|e| e.is_constant_value(0)) {
        return Err(op_err(
            ctx,
            body,
            op,
            "should not have broadcast dimensions",
        ));
    }
    verify_transfer_common(ctx, body, op, &x, &map, &in_bounds)?;
    verify_permutation_map(ctx, body, op, &map)
}

// ---- folding -------------------------------------------------------------------------------

/// Upstream's `foldTransferInBoundsAttribute`: dims whose constant index plus vector size
/// fit in the static source dim become in-bounds.
fn fold_in_bounds(ctx: &Context, body: &Body, op: OpId, x: &Transfer) -> Option<Edit> {
    let map = x.map.as_ref()?;
    let rank = map.num_results();
    if rank == 0 {
        return None;
    }
    let (shape, _) = shaped_rank_and_elem(ctx, body.value_type(x.source))?;
    let (vshape, _) = vector_parts(ctx, x.vector_type)?;
    let mut changed = false;
    let mut new = Vec::with_capacity(rank);
    for i in 0..rank {
        if x.is_dim_in_bounds(i) {
            new.push(true);
            continue;
        }
        let d = map.result(i).as_dim()? as usize;
        let in_bounds = (|| {
            let size = *shape.get(d)?;
            if size == crate::memref::layout::DYNAMIC {
                return None;
            }
            let idx = crate::affine::utils::constant_int(ctx, body, *x.indices.get(d)?)?;
            Some(idx.checked_add(*vshape.get(i)?)? <= size)
        })()
        .unwrap_or(false);
        new.push(in_bounds);
        changed |= in_bounds;
    }
    if !changed {
        return None;
    }
    let info = ctx.op_info(body.op_name(op))?;
    let slot = info.prop_index("in_bounds")?;
    Some(Edit::Prop(slot as u32, Some(bool_array(ctx, &new))))
}

/// Upstream's `foldTransferFullMask`: an all-true mask is dropped.
fn fold_full_mask(ctx: &Context, body: &Body, op: OpId, x: &Transfer) -> Option<Vec<Edit>> {
    let mask = x.mask?;
    if super::mask_format(ctx, body, mask) != MaskFormat::AllTrue {
        return None;
    }
    let operands: Vec<ValueId> = body.operands(op).take(body.num_operands(op) - 1).collect();
    let info = ctx.op_info(body.op_name(op))?;
    let slot = info.prop_index("operandSegmentSizes")?;
    let seg = if x.read {
        [1, x.indices.len() as i32, 1, 0]
    } else {
        [1, 1, x.indices.len() as i32, 0]
    };
    Some(vec![
        Edit::Operands(operands.into()),
        Edit::Prop(slot as u32, Some(dense_i32_array(ctx, &seg))),
    ])
}

fn fold_transfer(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let x = Transfer::of(ctx, body, op)?;
    if !x.read {
        if let Some(f) = super::transfer_canon::fold_write_first(a, &x) {
            return Some(f);
        }
    }
    if let Some(e) = fold_in_bounds(ctx, body, op, &x) {
        return Some(Folded::InPlace(vec![e].into()));
    }
    if let Some(e) = fold_full_mask(ctx, body, op, &x) {
        return Some(Folded::InPlace(e.into()));
    }
    let edits = memref_cast_edits(ctx, body, op);
    if !edits.is_empty() {
        return Some(Folded::InPlace(edits.into()));
    }
    if x.read {
        return super::transfer_canon::fold_read_rest(a, &x);
    }
    None
}
