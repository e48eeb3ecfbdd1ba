//! `affine.dma_start` and `affine.dma_wait` (upstream's hand-written `AffineDmaStartOp` and
//! `AffineDmaWaitOp`): no properties, the access maps are the discardable attributes
//! `src_map`, `dst_map` and `tag_map`, written inline over the index operands as the
//! maps of `affine.load`. Operands: `src[src indices], dst[dst indices], tag[tag
//! indices], num_elements[, stride, elements_per_stride]` and `tag[tag indices],
//! num_elements`. As in MLIR 19 their memory effects are unknown: they are never erased as
//! dead and nothing moves across them.

use super::memory::{parse_named_map_of_ssa_ids, print_map_over};
use super::utils::{affine_scope, is_valid_dim_in, map_of};
use super::PResult;
use rmlir_ir::affine::AffineMap;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{variadic, OpDef};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::rewrite::{Edit, FoldAdaptor, Folded};
use rmlir_ir::{Body, Context, Diagnostic, OpId, TypeKind, ValueId};

pub static DMA_START: OpDef = OpDef {
    operands: &[variadic("operands", c::ANY_TYPE)],
    parse: Some(parse_dma_start),
    print: Some(print_dma_start),
    verify: Some(verify_dma_start),
    fold: Some(fold_memref_cast),
    ..OpDef::new("affine.dma_start")
};

pub static DMA_WAIT: OpDef = OpDef {
    operands: &[variadic("operands", c::ANY_TYPE)],
    parse: Some(parse_dma_wait),
    print: Some(print_dma_wait),
    verify: Some(verify_dma_wait),
    fold: Some(fold_memref_cast),
    ..OpDef::new("affine.dma_wait")
};

/// The map stored in the discardable attribute `name`.
pub fn attr_map(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<AffineMap> {
    body.attr(op, ctx.ident(name)).and_then(|a| map_of(ctx, a))
}

/// Where the operand groups of an `affine.dma_start` begin.
#[derive(Clone, Debug)]
pub struct DmaStartLayout {
    pub src_map: AffineMap,
    pub dst_map: AffineMap,
    pub tag_map: AffineMap,
    /// Index of the destination memref operand.
    pub dst: usize,
    /// Index of the tag memref operand.
    pub tag: usize,
    /// Index of the number of elements operand.
    pub num_elements: usize,
}

impl DmaStartLayout {
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {
        let src_map = attr_map(ctx, body, op, "src_map")?;
        let dst_map = attr_map(ctx, body, op, "dst_map")?;
        let tag_map = attr_map(ctx, body, op, "tag_map")?;
        let dst = 1 + src_map.num_inputs() as usize;
        let tag = dst + 1 + dst_map.num_inputs() as usize;
        let num_elements = tag + 1 + tag_map.num_inputs() as usize;
        (num_elements < body.num_operands(op)).then_some(Self {
            src_map,
            dst_map,
            tag_map,
            dst,
            tag,
            num_elements,
        })
    }

    /// The stride and elements-per-stride operands when the transfer is strided.
    pub fn stride(&self, body: &Body, op: OpId) -> Option<(ValueId, ValueId)> {
        let n = self.num_elements;
        (body.num_operands(op) == n + 3).then(|| (body.operand(op, n + 1), body.operand(op, n + 2)))
    }
}

fn parse_dma_start(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let src = p.parse_operand()?;
    let (src_map, src_ops) = parse_named_map_of_ssa_ids(p, state, "src_map")?;
    p.expect(Tok::Comma, "expected ','")?;
    let dst = p.parse_operand()?;
    let (dst_map, dst_ops) = parse_named_map_of_ssa_ids(p, state, "dst_map")?;
    p.expect(Tok::Comma, "expected ','")?;
    let tag = p.parse_operand()?;
    let (tag_map, tag_ops) = parse_named_map_of_ssa_ids(p, state, "tag_map")?;
    p.expect(Tok::Comma, "expected ','")?;
    let num_elements = p.parse_operand()?;
    let mut stride = Vec::new();
    if p.consume_if(Tok::Comma) {
        stride = p.parse_operand_list()?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        let off = p.name_offset();
        return p.emit_error(off, "expected two stride related operands");
    }
    p.expect(Tok::Colon, "expected ':'")?;
    let types = p.parse_type_list()?;
    if types.len() != 3 {
        let off = p.name_offset();
        return p.emit_error(off, "expected three types");
    }
    p.resolve_operands(&[src], &types[..1], state)?;
    p.resolve_operands(&src_ops, &vec![index; src_ops.len()], state)?;
    p.resolve_operands(&[dst], &types[1..2], state)?;
    p.resolve_operands(&dst_ops, &vec![index; dst_ops.len()], state)?;
    p.resolve_operands(&[tag], &types[2..], state)?;
    p.resolve_operands(&tag_ops, &vec![index; tag_ops.len()], state)?;
    p.resolve_operands(&[num_elements], &[index], state)?;
    p.resolve_operands(&stride, &vec![index; stride.len()], state)?;
    if src_ops.len() != src_map.num_inputs() as usize
        || dst_ops.len() != dst_map.num_inputs() as usize
        || tag_ops.len() != tag_map.num_inputs() as usize
    {
        let off = p.name_offset();
        return p.emit_error(off, "memref operand count not equal to map.numInputs");
    }
    Ok(())
}

fn print_dma_start(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let operands: Vec<ValueId> = body.operands(op).collect();
    let Some(l) = DmaStartLayout::of(ctx, body, op) else {
        return;
    };
    p.write(" ");
    p.print_value(body, operands[0]);
    print_map_over(p, body, Some(&l.src_map), &operands[1..l.dst]);
    p.write(", ");
    p.print_value(body, operands[l.dst]);
    print_map_over(p, body, Some(&l.dst_map), &operands[l.dst + 1..l.tag]);
    p.write(", ");
    p.print_value(body, operands[l.tag]);
    print_map_over(
        p,
        body,
        Some(&l.tag_map),
        &operands[l.tag + 1..l.num_elements],
    );
    p.write(", ");
    p.print_value(body, operands[l.num_elements]);
    if let Some((stride, per_stride)) = l.stride(body, op) {
        p.write(", ");
        p.print_value(body, stride);
        p.write(", ");
        p.print_value(body, per_stride);
    }
    p.write(" : ");
    p.print_type(body.value_type(operands[0]));
    p.write(", ");
    p.print_type(body.value_type(operands[l.dst]));
    p.write(", ");
    p.print_type(body.value_type(operands[l.tag]));
}

fn is_memref(ctx: &Context, body: &Body, v: ValueId) -> bool {
    matches!(ctx.type_kind(body.value_type(v)), TypeKind::MemRef { .. })
}

fn err(ctx: &Context, body: &Body, op: OpId, msg: &str) -> Diagnostic {
    super::op_error(ctx, body, op, msg)
}

/// Upstream `AffineDmaStartOp::verifyInvariantsImpl`.
fn verify_dma_start(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let n = body.num_operands(op);
    let maps: Vec<Option<AffineMap>> = ["src_map", "dst_map", "tag_map"]
        .iter()
        .map(|name| attr_map(ctx, body, op, name))
        .collect();
    for (m, name) in maps.iter().zip(["src_map", "dst_map", "tag_map"]) {
        if m.is_none() {
            return Err(err(
                ctx,
                body,
                op,
                &format!("requires an affine map attribute '{name}'"),
            ));
        }
    }
    let inputs: Vec<usize> = maps
        .iter()
        .map(|m| m.as_ref().map_or(0, |m| m.num_inputs() as usize))
        .collect();
    let dst = 1 + inputs[0];
    let tag = dst + 1 + inputs[1];
    let kinds = [
        (0, "expected DMA source to be of memref type"),
        (dst, "expected DMA destination to be of memref type"),
        (tag, "expected DMA tag to be of memref type"),
    ];
    for (i, msg) in kinds {
        if i >= n || !is_memref(ctx, body, body.operand(op, i)) {
            return Err(err(ctx, body, op, msg));
        }
    }
    let all = inputs.iter().sum::<usize>();
    if n != all + 4 && n != all + 6 {
        return Err(err(ctx, body, op, "incorrect number of operands"));
    }
    let scope = affine_scope(ctx, body, op);
    let groups = [
        (1..dst, "src"),
        (dst + 1..tag, "dst"),
        (tag + 1..tag + 1 + inputs[2], "tag"),
    ];
    for (range, what) in groups {
        for i in range {
            let v = body.operand(op, i);
            if body.value_type(v) != ctx.index_type() {
                return Err(err(
                    ctx,
                    body,
                    op,
                    &format!("{what} index to dma_start must have 'index' type"),
                ));
            }
            if !is_valid_dim_in(ctx, body, v, scope) {
                return Err(err(
                    ctx,
                    body,
                    op,
                    &format!("{what} index must be a valid dimension or symbol identifier"),
                ));
            }
        }
    }
    Ok(())
}

fn parse_dma_wait(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let tag = p.parse_operand()?;
    let (tag_map, tag_ops) = parse_named_map_of_ssa_ids(p, state, "tag_map")?;
    p.expect(Tok::Comma, "expected ','")?;
    let num_elements = p.parse_operand()?;
    p.expect(Tok::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[tag], &[ty], state)?;
    p.resolve_operands(&tag_ops, &vec![index; tag_ops.len()], state)?;
    p.resolve_operands(&[num_elements], &[index], state)?;
    if !matches!(ctx.type_kind(ty), TypeKind::MemRef { .. }) {
        let off = p.name_offset();
        return p.emit_error(off, "expected tag to be of memref type");
    }
    if tag_ops.len() != tag_map.num_inputs() as usize {
        let off = p.name_offset();
        return p.emit_error(off, "tag memref operand count != to map.numInputs");
    }
    Ok(())
}

fn print_dma_wait(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let operands: Vec<ValueId> = body.operands(op).collect();
    let Some(map) = attr_map(ctx, body, op, "tag_map") else {
        return;
    };
    let end = 1 + map.num_inputs() as usize;
    if operands.len() <= end {
        return;
    }
    p.write(" ");
    p.print_value(body, operands[0]);
    print_map_over(p, body, Some(&map), &operands[1..end]);
    p.write(", ");
    p.print_value(body, operands[end]);
    p.write(" : ");
    p.print_type(body.value_type(operands[0]));
}

/// Upstream `AffineDmaWaitOp::verifyInvariantsImpl`.
fn verify_dma_wait(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let n = body.num_operands(op);
    if n == 0 || !is_memref(ctx, body, body.operand(op, 0)) {
        return Err(err(ctx, body, op, "expected DMA tag to be of memref type"));
    }
    let Some(map) = attr_map(ctx, body, op, "tag_map") else {
        return Err(err(
            ctx,
            body,
            op,
            "requires an affine map attribute 'tag_map'",
        ));
    };
    let end = 1 + map.num_inputs() as usize;
    if n != end + 1 {
        return Err(err(ctx, body, op, "incorrect number of operands"));
    }
    let scope = affine_scope(ctx, body, op);
    for i in 1..end {
        let v = body.operand(op, i);
        if body.value_type(v) != ctx.index_type() {
            return Err(err(
                ctx,
                body,
                op,
                "index to dma_wait must have 'index' type",
            ));
        }
        if !is_valid_dim_in(ctx, body, v, scope) {
            return Err(err(
                ctx,
                body,
                op,
                "index must be a valid dimension or symbol identifier",
            ));
        }
    }
    Ok(())
}

/// `op(memref.cast(x)) -> op(x)` for every operand cast from a ranked memref (upstream's
/// `memref::foldMemRefCast`).
fn fold_memref_cast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_memref_cast_except(a, None)
}

/// [`fold_memref_cast`] leaving operand `skip` (a stored value) alone.
pub(super) fn fold_memref_cast_except(a: &FoldAdaptor<'_>, skip: Option<usize>) -> Option<Folded> {
    let (ctx, body) = (a.ctx, a.body);
    let mut edits = Vec::new();
    for (i, v) in body.operands(a.op).enumerate() {
        if Some(i) == skip {
            continue;
        }
        let Some(d) = body.defining_op(v) else {
            continue;
        };
        if ctx.op_name_str(body.op_name(d)) != "memref.cast" {
            continue;
        }
        let src = body.operand(d, 0);
        if !matches!(
            ctx.type_kind(body.value_type(src)),
            TypeKind::UnrankedMemRef { .. }
        ) {
            edits.push(Edit::Operand(i as u32, src));
        }
    }
    (!edits.is_empty()).then(|| Folded::InPlace(edits.into()))
}
