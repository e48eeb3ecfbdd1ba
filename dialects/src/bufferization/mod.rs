//! The ops of MLIR 19's `bufferization` dialect (`to_tensor`, `to_memref`, `alloc_tensor`,
//! `materialize_in_destination`, `dealloc_tensor`, `clone`, `dealloc`), declared with
//! [`rmlir_ir::ods`]: assembly, verifiers and memory effects. The passes: `one-shot-bufferize`
//! ([`one_shot`], [`analysis`], [`bufferize`], [`interfaces`]), `drop-equivalent-buffer-results`
//! and `buffer-loop-hoisting` ([`passes`]).

use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{
    operand, optional, optional_attr, result, variadic, OpDef, Trait, TypeConstraint,
};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::rewrite::effects::{Effect, EffectInstance, EffectOn};
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind};

pub struct BufferizationDialect;

pub static BUFFERIZATION: BufferizationDialect = BufferizationDialect;

pub static OPS: &[&OpDef] = &[
    &ALLOC_TENSOR,
    &CLONE,
    &DEALLOC,
    &DEALLOC_TENSOR,
    &MATERIALIZE_IN_DESTINATION,
    &TO_MEMREF,
    &TO_TENSOR,
];

impl Dialect for BufferizationDialect {
    fn namespace(&self) -> &'static str {
        "bufferization"
    }
    fn ops(&self) -> Vec<OpInfo> {
        OPS.iter().map(|d| d.info()).collect()
    }
}

const ANY_TENSOR: TypeConstraint = TypeConstraint {
    class: Some(c::is_tensor),
    ..c::ANY_TENSOR
};
const ANY_SHAPED: TypeConstraint = TypeConstraint {
    summary: "shaped of any type values",
    pred: |ctx, t| ctx.shaped_parts(t).is_some() || ctx.element_type(t).is_some(),
    build: None,
    class: None,
};

/// Upstream's `memref::getTensorTypeFromMemRefType`.
fn tensor_of_memref(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => ctx.get_type(TypeKind::RankedTensor {
            shape: shape.clone(),
            elem: *elem,
            encoding: None,
        }),
        TypeKind::UnrankedMemRef { elem, .. } => {
            ctx.get_type(TypeKind::UnrankedTensor { elem: *elem })
        }
        _ => ctx.none_type(),
    }
}

fn op_err(ctx: &Context, body: &Body, op: OpId, m: impl std::fmt::Display) -> Diagnostic {
    rmlir_ir::verifier::op_error(ctx, body, op, m)
}

pub static TO_TENSOR: OpDef = OpDef {
    operands: &[operand("memref", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    results: &[result("result", ANY_TENSOR)],
    attrs: &[
        optional_attr("restrict", c::UNIT_ATTR),
        optional_attr("writable", c::UNIT_ATTR),
    ],
    traits: &[
        Trait::SameOperandsAndResultShape,
        Trait::SameOperandsAndResultElementType,
        Trait::TypesMatchWith {
            summary: "result type matches tensor equivalent of 'memref'",
            from: "memref",
            to: "result",
            transform: tensor_of_memref,
        },
    ],
    format: Some(
        "$memref (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($memref)",
    ),
    memory_effects: Some(|_, _, _, out| {
        out.push(EffectInstance::new(Effect::Read, EffectOn::Operand(0)))
    }),
    ..OpDef::new("bufferization.to_tensor")
};

pub static TO_MEMREF: OpDef = OpDef {
    operands: &[operand("tensor", ANY_TENSOR)],
    results: &[result("memref", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    attrs: &[optional_attr("read_only", c::UNIT_ATTR)],
    traits: &[
        Trait::SameOperandsAndResultShape,
        Trait::SameOperandsAndResultElementType,
        Trait::Pure,
        Trait::TypesMatchWith {
            summary: "type of 'tensor' is the tensor equivalent of 'memref'",
            from: "memref",
            to: "tensor",
            transform: tensor_of_memref,
        },
    ],
    format: Some("$tensor (`read_only` $read_only^)? attr-dict `:` type($memref)"),
    ..OpDef::new("bufferization.to_memref")
};

pub static ALLOC_TENSOR: OpDef = OpDef {
    operands: &[
        variadic("dynamic_sizes", c::INDEX),
        optional("copy", ANY_TENSOR),
        optional("size_hint", c::INDEX),
    ],
    results: &[result("result", ANY_TENSOR)],
    attrs: &[optional_attr("memory_space", c::ANY_ATTR)],
    traits: &[Trait::AttrSizedOperandSegments],
    parse: Some(parse_alloc_tensor),
    print: Some(print_alloc_tensor),
    verify: Some(verify_alloc_tensor),
    ..OpDef::new("bufferization.alloc_tensor")
};

pub static MATERIALIZE_IN_DESTINATION: OpDef = OpDef {
    operands: &[operand("source", ANY_TENSOR), operand("dest", ANY_SHAPED)],
    results: &[optional("result", ANY_TENSOR)],
    attrs: &[
        optional_attr("restrict", c::UNIT_ATTR),
        optional_attr("writable", c::UNIT_ATTR),
    ],
    format: Some(
        "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` functional-type(operands, results)",
    ),
    verify: Some(verify_materialize_in_destination),
    memory_effects: Some(|ctx, body, op, out| {
        out.push(EffectInstance::new(Effect::Read, EffectOn::Operand(0)));
        if c::is_any_memref(ctx, body.value_type(body.operand(op, 1))) {
            out.push(EffectInstance::new(Effect::Write, EffectOn::Operand(1)));
        }
    }),
    ..OpDef::new("bufferization.materialize_in_destination")
};

pub static DEALLOC_TENSOR: OpDef = OpDef {
    operands: &[operand("tensor", ANY_TENSOR)],
    format: Some("$tensor attr-dict `:` type($tensor)"),
    ..OpDef::new("bufferization.dealloc_tensor")
};

pub static CLONE: OpDef = OpDef {
    operands: &[operand("input", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    results: &[result("output", c::ANY_RANKED_OR_UNRANKED_MEMREF)],
    format: Some("$input attr-dict `:` type($input) `to` type($output)"),
    memory_effects: Some(|_, _, _, out| {
        out.push(EffectInstance::new(Effect::Read, EffectOn::Operand(0)));
        out.push(EffectInstance::new(Effect::Write, EffectOn::Result(0)));
        out.push(EffectInstance::new(Effect::Allocate, EffectOn::Result(0)));
    }),
    ..OpDef::new("bufferization.clone")
};

pub static DEALLOC: OpDef = OpDef {
    operands: &[
        variadic("memrefs", c::ANY_RANKED_OR_UNRANKED_MEMREF),
        variadic("conditions", c::I1),
        variadic("retained", c::ANY_RANKED_OR_UNRANKED_MEMREF),
    ],
    results: &[variadic("updatedConditions", c::I1)],
    traits: &[Trait::AttrSizedOperandSegments],
    format: Some(
        "(` ` `(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)` )? (`retain` ` ` `(` $retained^ `:` type($retained) `)` )? attr-dict",
    ),
    infer: Some(|ctx, types, attr| {
        // One `i1` per retained memref: the operand group sizes when known, else the
        // memrefs after the last condition.
        let from_segments = attr("operandSegmentSizes").and_then(|segs| match ctx.attr_kind(segs) {
            rmlir_ir::AttrKind::DenseArray { data, .. } => {
                let b = data.get(8..12)?;
                Some(i32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
            }
            _ => None,
        });
        let n = from_segments.unwrap_or_else(|| {
            let last_i1 = types.iter().rposition(|t| c::is_i1(ctx, *t));
            types.len() - last_i1.map_or(0, |i| i + 1)
        });
        Some(vec![ctx.integer_type(1); n])
    }),
    verify: Some(verify_dealloc),
    memory_effects: Some(|ctx, body, op, out| {
        let def = rmlir_ir::ods::op_def(ctx, body, op).expect("declared");
        let (start, n) = rmlir_ir::ods::operand_segments(ctx, def, body, op)[0];
        for i in start..start + n {
            out.push(EffectInstance::new(Effect::Free, EffectOn::Operand(i as u32)));
        }
    }),
    ..OpDef::new("bufferization.dealloc")
};

// ---- verifiers -----------------------------------------------------------------------------

fn segments(ctx: &Context, body: &Body, op: OpId) -> Vec<(usize, usize)> {
    let def = rmlir_ir::ods::op_def(ctx, body, op).expect("declared");
    rmlir_ir::ods::operand_segments(ctx, def, body, op).to_vec()
}

fn verify_alloc_tensor(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let e = |m: String| Err(Diagnostic::error(body.loc(op), m));
    let segs = segments(ctx, body, op);
    let ty = body.value_type(body.results(op)[0]);
    if segs[1].1 == 1 && segs[0].1 != 0 {
        return e("dynamic sizes not needed when copying a tensor".into());
    }
    let dynamic = ctx.shaped_parts(ty).map_or(0, |(s, _)| {
        s.iter().filter(|d| **d == rmlir_ir::types::DYNAMIC).count()
    });
    if segs[1].1 == 0 && dynamic != segs[0].1 {
        return e(format!("expected {dynamic} dynamic sizes"));
    }
    if segs[1].1 == 1 && body.value_type(body.operand(op, segs[1].0)) != ty {
        return e("expected that `copy` and return type match".into());
    }
    Ok(())
}

fn verify_materialize_in_destination(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let e = |m: &str| Err(op_err(ctx, body, op, m));
    let src = body.value_type(body.operand(op, 0));
    let dest = body.value_type(body.operand(op, 1));
    let is_tensor = c::is_tensor(ctx, dest);
    let is_memref = c::is_any_memref(ctx, dest);
    if !is_tensor && !is_memref {
        return e("'dest' must be a tensor or a memref");
    }
    let results = body.results(op);
    if is_tensor {
        if results.len() != 1 {
            return e("tensor 'dest' implies exactly one tensor result");
        }
        if body.value_type(results[0]) != dest {
            return e("result and 'dest' types must match");
        }
    }
    if is_memref && !results.is_empty() {
        return e("memref 'dest' implies zero results");
    }
    let has = |n: &str| rmlir_ir::ods::prop(ctx, body, op, n).is_some();
    if has("restrict") && !is_memref {
        return e("'restrict' is valid only for memref destinations");
    }
    if has("writable") != is_memref {
        return e("'writable' must be specified if and only if the destination is of memref type");
    }
    let (ss, ds) = (ctx.shaped_parts(src), ctx.shaped_parts(dest));
    let ranked = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::RankedTensor { .. } | TypeKind::MemRef { .. }
        )
    };
    if ranked(src) != ranked(dest) {
        return e("source/destination shapes are incompatible");
    }
    if let (Some((s, _)), Some((d, _))) = (ss, ds) {
        if ranked(src) {
            if s.len() != d.len() {
                return e("rank mismatch between source and destination shape");
            }
            let dy = rmlir_ir::types::DYNAMIC;
            if s.iter().zip(d).any(|(a, b)| *a != dy && *b != dy && a != b) {
                return e("source/destination shapes are incompatible");
            }
        }
    }
    Ok(())
}

fn verify_dealloc(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let segs = segments(ctx, body, op);
    if segs[0].1 != segs[1].1 {
        return Err(op_err(
            ctx,
            body,
            op,
            "must have the same number of conditions as memrefs to deallocate",
        ));
    }
    if segs[2].1 != body.results(op).len() {
        return Err(op_err(
            ctx,
            body,
            op,
            "must have the same number of updated conditions (results) as retained operands",
        ));
    }
    Ok(())
}

// ---- alloc_tensor assembly -----------------------------------------------------------------

/// `(%d0, %d1) copy(%t) size_hint=%n {attrs} : tensor<...>`.
fn parse_alloc_tensor(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> Result<(), ()> {
    let ctx = p.ctx();
    p.expect(Tok::LParen, "expected '('")?;
    let sizes = if p.at(Tok::RParen) {
        Vec::new()
    } else {
        p.parse_operand_list()?
    };
    p.expect(Tok::RParen, "expected ')'")?;
    let copy = if p.parse_optional_keyword("copy") {
        p.expect(Tok::LParen, "expected '('")?;
        let v = p.parse_operand()?;
        p.expect(Tok::RParen, "expected ')'")?;
        Some(v)
    } else {
        None
    };
    let hint = if p.parse_optional_keyword("size_hint") {
        p.expect(Tok::Equal, "expected '='")?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    let mut attrs: Vec<NamedAttr> = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attrs.extend(attrs);
    p.expect(Tok::Colon, "expected ':'")?;
    let off = p.offset();
    let ty = p.parse_type()?;
    if !c::is_tensor(ctx, ty) {
        return p.emit_error(off, "invalid kind of type specified");
    }
    state.result_types.push(ty);
    let index = ctx.index_type();
    p.resolve_operands(&sizes, &vec![index; sizes.len()], state)?;
    if let Some(v) = copy {
        p.resolve_operands(&[v], &[ty], state)?;
    }
    if let Some(v) = hint {
        p.resolve_operands(&[v], &[index], state)?;
    }
    let segs = [
        sizes.len() as i32,
        i32::from(copy.is_some()),
        i32::from(hint.is_some()),
    ];
    state.attrs.push((
        ctx.ident("operandSegmentSizes"),
        c::dense_i32_array(ctx, &segs),
    ));
    Ok(())
}

fn print_alloc_tensor(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let segs = segments(ctx, body, op);
    let values =
        |(s, n): (usize, usize)| (s..s + n).map(|i| body.operand(op, i)).collect::<Vec<_>>();
    p.write("(");
    for (i, v) in values(segs[0]).into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, v);
    }
    p.write(")");
    if let Some(v) = values(segs[1]).first() {
        p.write(" copy(");
        p.print_value(body, *v);
        p.write(")");
    }
    if let Some(v) = values(segs[2]).first() {
        p.write(" size_hint=");
        p.print_value(body, *v);
    }
    let mut attrs: Vec<NamedAttr> = Vec::new();
    if let Some(a) = rmlir_ir::ods::prop(ctx, body, op, "memory_space") {
        attrs.push((ctx.ident("memory_space"), a));
    }
    attrs.extend(body.attrs(op).iter().copied());
    let _ = ctx.sort_named_attrs(&mut attrs);
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
    p.write(" : ");
    p.print_type(body.value_type(body.results(op)[0]));
}

pub mod analysis;
pub mod bufferize;
pub mod interfaces;
pub mod one_shot;
pub mod passes;
