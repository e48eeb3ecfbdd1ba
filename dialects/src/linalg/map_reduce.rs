//! `linalg.map`, `linalg.reduce`, `linalg.transpose` and `linalg.broadcast`: their custom
//! assembly (`MapOp::parse`/`print` and siblings of upstream's `LinalgOps.cpp`, including the
//! short form `linalg.map { arith.addf }` of a body holding one payload op), their
//! verifiers, and their indexing maps / iterator types as structured ops.

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::ods::constraints::{self as c, dense_i64_array, dense_i64_values};
use rmlir_ir::ods::{attr, operand, sized_region, variadic, AttrConstraint, OpDef, Trait};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::verifier::op_error;
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind, ValueId};

use super::asm;

type PResult<T> = Result<T, ()>;

const MEMREF_OR_RANKED_TENSOR: rmlir_ir::ods::TypeConstraint = rmlir_ir::ods::TypeConstraint {
    summary: "memref of any type values or ranked tensor of any type values",
    pred: |ctx, t| {
        matches!(
            ctx.type_kind(t),
            TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }
        )
    },
    ..c::ANY_TYPE
};

const INCREASING_I64_ARRAY: AttrConstraint = AttrConstraint {
    summary: "i64 dense array attribute should be in increasing order",
    pred: |ctx, a| {
        (c::DENSE_I64_ARRAY_ATTR.pred)(ctx, a)
            && dense_i64_values(ctx, a).is_some_and(|v| v.windows(2).all(|w| w[0] < w[1]))
    },
    ..c::DENSE_I64_ARRAY_ATTR
};

const MAP_TRAITS: &[Trait] = &[
    Trait::SingleBlockImplicitTerminator("linalg.yield"),
    Trait::SingleBlock,
];

pub static MAP: OpDef = OpDef {
    operands: &[
        variadic("inputs", MEMREF_OR_RANKED_TENSOR),
        operand("init", MEMREF_OR_RANKED_TENSOR),
    ],
    results: &[variadic("result", c::ANY_TENSOR)],
    regions: &[sized_region("mapper")],
    traits: MAP_TRAITS,
    verify: Some(verify_map),
    verify_regions: Some(super::verify_structured_regions),
    parse: Some(parse_map),
    print: Some(print_map),
    result_names: Some(|_, body, op, set| {
        if !body.results(op).is_empty() {
            set(0, "mapped")
        }
    }),
    ..OpDef::new("linalg.map")
};

pub static REDUCE: OpDef = OpDef {
    operands: &[
        variadic("inputs", MEMREF_OR_RANKED_TENSOR),
        variadic("inits", MEMREF_OR_RANKED_TENSOR),
    ],
    results: &[variadic("result", c::ANY_TENSOR)],
    attrs: &[attr("dimensions", INCREASING_I64_ARRAY)],
    regions: &[sized_region("combiner")],
    traits: MAP_TRAITS,
    verify: Some(verify_reduce),
    verify_regions: Some(super::verify_structured_regions),
    parse: Some(parse_reduce),
    print: Some(print_reduce),
    result_names: Some(|_, body, op, set| {
        if !body.results(op).is_empty() {
            set(0, "reduced")
        }
    }),
    ..OpDef::new("linalg.reduce")
};

pub static TRANSPOSE: OpDef = OpDef {
    operands: &[
        operand("input", MEMREF_OR_RANKED_TENSOR),
        operand("init", MEMREF_OR_RANKED_TENSOR),
    ],
    results: &[variadic("result", c::ANY_TENSOR)],
    attrs: &[attr("permutation", c::DENSE_I64_ARRAY_ATTR)],
    regions: &[sized_region("region")],
    traits: MAP_TRAITS,
    verify: Some(verify_transpose),
    verify_regions: Some(super::verify_structured_regions),
    parse: Some(parse_transpose),
    print: Some(print_transpose),
    fold: Some(super::lower_pack::fold_transpose),
    result_names: Some(|_, body, op, set| {
        if !body.results(op).is_empty() {
            set(0, "transposed")
        }
    }),
    ..OpDef::new("linalg.transpose")
};

pub static BROADCAST: OpDef = OpDef {
    operands: &[
        operand("input", MEMREF_OR_RANKED_TENSOR),
        operand("init", MEMREF_OR_RANKED_TENSOR),
    ],
    results: &[variadic("result", c::ANY_TENSOR)],
    attrs: &[attr("dimensions", c::DENSE_I64_ARRAY_ATTR)],
    regions: &[sized_region("region")],
    traits: MAP_TRAITS,
    verify: Some(verify_broadcast),
    verify_regions: Some(super::verify_structured_regions),
    parse: Some(parse_broadcast),
    print: Some(print_transpose),
    result_names: Some(|_, body, op, set| {
        if !body.results(op).is_empty() {
            set(0, "broadcasted")
        }
    }),
    ..OpDef::new("linalg.broadcast")
};

/// Whether `name` is one of the ops of this module.
pub fn is_map_like(name: &str) -> bool {
    matches!(
        name,
        "linalg.map" | "linalg.reduce" | "linalg.transpose" | "linalg.broadcast"
    )
}

fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shaped_parts(t)
        .map(|(s, _)| s.to_vec())
        .unwrap_or_default()
}

fn elem_of(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

fn i64_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    rmlir_ir::ods::prop(ctx, body, op, name)
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default()
}

/// The indexing maps of a map-like op (`None` when its attributes do not describe valid
/// maps; the op's verifier reports that).
pub fn indexing_maps(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<AffineMap>> {
    let name = ctx.op_name_str(body.op_name(op));
    let (ins, outs) = super::segments(ctx, body, op);
    let rank_of = |v: ValueId| shape_of(ctx, body.value_type(v)).len() as u32;
    match name {
        "linalg.map" => {
            let rank = rank_of(*outs.first()?);
            Some(vec![
                AffineMap::multi_dim_identity(rank);
                body.num_operands(op)
            ])
        }
        "linalg.reduce" => {
            let rank = rank_of(*ins.first()?);
            let dims = i64_attr(ctx, body, op, "dimensions");
            if dims.iter().any(|d| *d < 0 || *d >= rank as i64) {
                return None;
            }
            let mut maps = vec![AffineMap::multi_dim_identity(rank); ins.len()];
            let kept: Vec<AffineExpr> = (0..rank)
                .filter(|d| !dims.contains(&(*d as i64)))
                .map(AffineExpr::dim)
                .collect();
            maps.extend(std::iter::repeat_n(
                AffineMap::new(rank, 0, kept),
                outs.len(),
            ));
            Some(maps)
        }
        "linalg.transpose" => {
            let rank = rank_of(*outs.first()?);
            let perm = i64_attr(ctx, body, op, "permutation");
            if !is_permutation(&perm) || perm.len() != rank as usize {
                return None;
            }
            // The input is read at the inverse permutation of the loops.
            let mut inverse = vec![0u32; perm.len()];
            for (i, p) in perm.iter().enumerate() {
                inverse[*p as usize] = i as u32;
            }
            Some(vec![
                AffineMap::permutation(&inverse),
                AffineMap::multi_dim_identity(rank),
            ])
        }
        "linalg.broadcast" => {
            let rank = rank_of(*outs.first()?);
            let dims = i64_attr(ctx, body, op, "dimensions");
            let kept: Vec<AffineExpr> = (0..rank)
                .filter(|d| !dims.contains(&(*d as i64)))
                .map(AffineExpr::dim)
                .collect();
            Some(vec![
                AffineMap::new(rank, 0, kept),
                AffineMap::multi_dim_identity(rank),
            ])
        }
        _ => None,
    }
}

/// The iterator types of a map-like op (`true` = parallel).
pub fn iterator_types(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<bool>> {
    let name = ctx.op_name_str(body.op_name(op));
    let (ins, outs) = super::segments(ctx, body, op);
    if name == "linalg.reduce" {
        let rank = shape_of(ctx, body.value_type(*ins.first()?)).len();
        let mut its = vec![true; rank];
        for d in i64_attr(ctx, body, op, "dimensions") {
            if let Some(slot) = usize::try_from(d).ok().and_then(|d| its.get_mut(d)) {
                *slot = false;
            }
        }
        return Some(its);
    }
    let rank = shape_of(ctx, body.value_type(*outs.first()?)).len();
    Some(vec![true; rank])
}

fn is_permutation(p: &[i64]) -> bool {
    let mut seen = vec![false; p.len()];
    for &v in p {
        match usize::try_from(v).ok().and_then(|v| seen.get_mut(v)) {
            Some(s) if !*s => *s = true,
            _ => return false,
        }
    }
    true
}

// ---------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------

/// `{ op.name {attrs}? }` before the operands: the payload op of the short form.
fn parse_payload(p: &mut OpAsmParser<'_, '_>) -> PResult<Option<(String, Vec<NamedAttr>)>> {
    if !p.consume_if(Tok::LBrace) {
        return Ok(None);
    }
    let off = p.offset();
    let Some(name) = p.parse_optional_any_keyword() else {
        return p.emit_error(off, "expected valid keyword");
    };
    let name = if name.contains('.') {
        name.to_string()
    } else {
        format!("linalg.{name}")
    };
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.expect(Tok::RBrace, "expected '}'")?;
    Ok(Some((name, attrs)))
}

/// Upstream's `parseDstStyleOp`: `ins(..) outs(..)`, result types from the tensor outputs,
/// the required `name = [..]` attribute, then an optional attribute dictionary.
fn parse_dst_style(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    required: Option<&str>,
) -> PResult<()> {
    let ctx = p.ctx();
    let (_, outs) = asm::parse_common_parts(p, state, false)?;
    for t in outs {
        if matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }) {
            state.result_types.push(t);
        }
    }
    if let Some(name) = required {
        p.parse_keyword(name)?;
        p.expect(Tok::Equal, "expected '='")?;
        p.expect(Tok::LSquare, "expected '['")?;
        let mut vals = Vec::new();
        if !p.consume_if(Tok::RSquare) {
            loop {
                vals.push(p.parse_integer_i64()?);
                if p.consume_if(Tok::RSquare) {
                    break;
                }
                p.expect(Tok::Comma, "expected ','")?;
            }
        }
        state
            .attrs
            .push((ctx.ident(name), dense_i64_array(ctx, &vals)));
    }
    p.parse_optional_attr_dict(&mut state.attrs)
}

/// Upstream's `addBodyWithPayloadOp`: a block with an argument per operand in `operands`
/// (their element types), the payload op applied to them (the last first with
/// `init_first`), yielded.
fn add_body_with_payload(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    payload: (String, Vec<NamedAttr>),
    operands: &[ValueId],
    init_first: bool,
) -> PResult<()> {
    let ctx = p.ctx();
    let loc = state.loc;
    let unknown = ctx.unknown_loc();
    p.add_empty_region(state);
    let (body, region) = p.state_region(state, 0);
    let arg_types: Vec<(Type, rmlir_ir::Location)> = operands
        .iter()
        .map(|v| (elem_of(ctx, body.value_type(*v)), unknown))
        .collect();
    let Some(last) = operands.last() else {
        return Err(());
    };
    let result_ty = elem_of(ctx, body.value_type(*last));
    let block = body.create_block(&arg_types);
    body.append_block(region, block);
    let args = body.block_args(block).to_vec();
    let mut payload_operands = Vec::new();
    if init_first {
        payload_operands.push(*args.last().ok_or(())?);
        payload_operands.extend(&args[..args.len() - 1]);
    } else {
        payload_operands = args;
    }
    let (name, attrs) = payload;
    let op_name = ctx.op_name(&name);
    let mut spec = OpSpec::new(op_name, loc);
    spec.operands = &payload_operands;
    let results = [result_ty];
    spec.result_types = &results;
    match ctx.op_info(op_name) {
        Some(info) => {
            let named: Vec<(&str, rmlir_ir::Attribute)> =
                attrs.iter().map(|(n, a)| (ctx.ident_str(*n), *a)).collect();
            spec.props = info.props_from(ctx, &named, true);
            spec.attrs = attrs
                .iter()
                .filter(|(n, _)| info.prop_index(ctx.ident_str(*n)).is_none())
                .copied()
                .collect();
        }
        None => spec.attrs = attrs,
    }
    let pop = body.create_op(spec);
    body.insert_op(pop, InsertPoint::BlockEnd(block));
    let res = body.results(pop).to_vec();
    super::named::create_op(
        ctx,
        body,
        InsertPoint::BlockEnd(block),
        loc,
        "linalg.yield",
        &res,
        &[],
        &[],
    );
    Ok(())
}

/// `(%a: t, ...) { region }` of the long form.
fn parse_region_with_arg_list(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    p.expect(Tok::LParen, "expected '('")?;
    let mut args = Vec::new();
    if !p.consume_if(Tok::RParen) {
        loop {
            let off = p.offset();
            match p.parse_optional_argument()? {
                Some(a) => args.push(a),
                None => return p.emit_error(off, "expected SSA identifier"),
            }
            if p.consume_if(Tok::RParen) {
                break;
            }
            p.expect(Tok::Comma, "expected ')'")?;
        }
    }
    p.parse_region_with_args(state, &args)
}

fn parse_map(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let payload = parse_payload(p)?;
    parse_dst_style(p, state, None)?;
    match payload {
        Some(pl) => {
            let n = state.operands.len();
            let ops: Vec<ValueId> = state.operands[..n.saturating_sub(1)].to_vec();
            if ops.is_empty() {
                // No operands: an empty body; the verifier reports the operand count.
                p.add_empty_region(state);
                return Ok(());
            }
            add_body_with_payload(p, state, pl, &ops, false)
        }
        None => parse_region_with_arg_list(p, state),
    }
}

fn parse_reduce(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let payload = parse_payload(p)?;
    parse_dst_style(p, state, Some("dimensions"))?;
    match payload {
        Some(pl) => {
            let ops = state.operands.clone();
            if ops.is_empty() {
                p.add_empty_region(state);
                return Ok(());
            }
            add_body_with_payload(p, state, pl, &ops, true)
        }
        None => parse_region_with_arg_list(p, state),
    }
}

/// Upstream's `buildIdentityRegion` over all operands: a block with an argument per
/// operand (at the operand's location) yielding the first.
fn build_identity_region(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) {
    let ctx = p.ctx();
    let loc = state.loc;
    let operands = state.operands.clone();
    p.add_empty_region(state);
    let (body, region) = p.state_region(state, 0);
    let arg_types: Vec<(Type, rmlir_ir::Location)> = operands
        .iter()
        .map(|v| {
            let l = body.value(*v).loc.unwrap_or_else(|| ctx.unknown_loc());
            (elem_of(ctx, body.value_type(*v)), l)
        })
        .collect();
    let block = body.create_block(&arg_types);
    body.append_block(region, block);
    let first: Vec<ValueId> = body.block_args(block).iter().take(1).copied().collect();
    super::named::create_op(
        ctx,
        body,
        InsertPoint::BlockEnd(block),
        loc,
        "linalg.yield",
        &first,
        &[],
        &[],
    );
}

fn parse_transpose(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    parse_dst_style(p, state, Some("permutation"))?;
    build_identity_region(p, state);
    Ok(())
}

fn parse_broadcast(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    parse_dst_style(p, state, Some("dimensions"))?;
    build_identity_region(p, state);
    Ok(())
}

// ---------------------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------------------

/// Upstream's `findPayloadOp`: the only op of the body but the yield, taking exactly the
/// block arguments in order (the last argument first with `init_first`).
fn find_payload(body: &Body, op: OpId, init_first: bool) -> Option<OpId> {
    let (rb, regions) = body.op_regions(op);
    let block = rb.entry_block(*regions.first()?)?;
    let ops: Vec<OpId> = rb.block_ops(block).collect();
    if ops.len() != 2 {
        return None;
    }
    let payload = ops[0];
    let args = rb.block_args(block);
    let operands: Vec<ValueId> = rb.operands(payload).collect();
    if operands.is_empty() || operands.len() != args.len() {
        return None;
    }
    if init_first {
        if *operands.last()? != args[0] {
            return None;
        }
        if operands.iter().zip(&args[1..]).any(|(a, b)| a != b) {
            return None;
        }
    } else if operands.iter().zip(args).any(|(a, b)| a != b) {
        return None;
    }
    Some(payload)
}

/// Upstream's `printShortForm`: ` { name {attrs} }`, a `fastmath<none>` attribute elided.
fn print_short_form(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId, payload: OpId) {
    let ctx = p.ctx();
    let (rb, _) = body.op_regions(op);
    p.write(" { ");
    p.write(ctx.op_name_str(rb.op_name(payload)));
    let attrs = asm::all_attrs(ctx, rb, payload);
    let elided: Vec<&str> = attrs
        .iter()
        .find(|(_, a)| rmlir_ir::printer::attr_to_string(ctx, *a) == "#arith.fastmath<none>")
        .map(|(n, _)| ctx.ident_str(*n))
        .into_iter()
        .collect();
    p.print_optional_attr_dict(&attrs, &elided);
    p.write(" }");
}

/// The long form's `\n(%args) {region}`, one level deeper.
fn print_long_form(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let (rb, regions) = body.op_regions(op);
    let Some(&region) = regions.first() else {
        return;
    };
    p.increase_indent();
    p.print_newline();
    p.write("(");
    if let Some(block) = rb.entry_block(region) {
        for (i, a) in rb.block_args(block).iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_region_argument(rb, *a, &[]);
        }
    }
    p.write(") ");
    p.print_region(rb, region, false, true);
    p.decrease_indent();
}

fn print_map(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let payload = find_payload(body, op, false);
    if let Some(pl) = payload {
        print_short_form(p, body, op, pl);
    }
    let (ins, outs) = super::segments(ctx, body, op);
    asm::print_ins_outs(p, body, &ins, &outs);
    p.print_optional_attr_dict(&asm::all_attrs(ctx, body, op), &[]);
    if payload.is_none() {
        print_long_form(p, body, op);
    }
}

/// ` name = [1, 2] ` (upstream's `printDenseI64ArrayAttr`, trailing space included).
fn print_i64_array(p: &mut OpPrinter<'_, '_>, name: &str, vals: &[i64]) {
    let list: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
    p.write(&format!(" {name} = [{}] ", list.join(", ")));
}

fn print_reduce(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let payload = find_payload(body, op, true);
    if let Some(pl) = payload {
        print_short_form(p, body, op, pl);
    }
    let (ins, outs) = super::segments(ctx, body, op);
    asm::print_ins_outs(p, body, &ins, &outs);
    print_i64_array(p, "dimensions", &i64_attr(ctx, body, op, "dimensions"));
    p.print_optional_attr_dict(&asm::all_attrs(ctx, body, op), &["dimensions"]);
    if payload.is_none() {
        print_long_form(p, body, op);
    }
}

/// Transpose and broadcast: operands, their attribute, other attributes; no region.
fn print_transpose(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let attr = if ctx.op_name_str(body.op_name(op)) == "linalg.transpose" {
        "permutation"
    } else {
        "dimensions"
    };
    let (ins, outs) = super::segments(ctx, body, op);
    asm::print_ins_outs(p, body, &ins, &outs);
    print_i64_array(p, attr, &i64_attr(ctx, body, op, attr));
    p.print_optional_attr_dict(&asm::all_attrs(ctx, body, op), &[attr]);
}

// ---------------------------------------------------------------------------------------
// Verification
// ---------------------------------------------------------------------------------------

fn fmt_shape(s: &[i64]) -> String {
    s.iter()
        .map(|d| {
            if *d == i64::MIN {
                "-9223372036854775808".to_string()
            } else {
                d.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn type_str(ctx: &Context, t: Type) -> String {
    rmlir_ir::printer::type_to_string(ctx, t)
}

fn entry_args(body: &Body, op: OpId) -> Vec<ValueId> {
    let (rb, regions) = body.op_regions(op);
    regions
        .first()
        .and_then(|r| rb.entry_block(*r))
        .map(|b| rb.block_args(b).to_vec())
        .unwrap_or_default()
}

fn verify_map(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (ins, outs) = super::segments(ctx, body, op);
    let (rb, _) = body.op_regions(op);
    let args = entry_args(body, op);
    if ins.len() != args.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expects number of operands to match the arity of mapper, but got: {} and {}",
                ins.len(),
                args.len()
            ),
        ));
    }
    for (a, v) in args.iter().zip(&ins) {
        let et = elem_of(ctx, body.value_type(*v));
        let at = rb.value_type(*a);
        if et != at {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected element type of input '{}' to match bbArg type '{}'",
                    type_str(ctx, et),
                    type_str(ctx, at)
                ),
            ));
        }
    }
    let Some(init) = outs.first() else {
        return Ok(());
    };
    let out_shape = shape_of(ctx, body.value_type(*init));
    for v in &ins {
        let s = shape_of(ctx, body.value_type(*v));
        if s != out_shape {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected shape of input ({}) to match shape of output ({})",
                    fmt_shape(&s),
                    fmt_shape(&out_shape)
                ),
            ));
        }
    }
    Ok(())
}

fn verify_reduce(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (ins, outs) = super::segments(ctx, body, op);
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let shape = |v: &ValueId| shape_of(ctx, body.value_type(*v));
    for (i, v) in ins.iter().enumerate().skip(1) {
        if shape(v) != shape(&ins[0]) {
            return err(format!("expects all inputs to have the same shapes. Shape at input-index {i} is not equal to the shape at input-index 0."));
        }
    }
    for (i, v) in outs.iter().enumerate().skip(1) {
        if shape(v) != shape(&outs[0]) {
            return err(format!("expects all outputs to have the same shapes. Shape at output-index {i} is not equal to the shape at output-index 0."));
        }
    }
    let (Some(input), Some(init)) = (ins.first(), outs.first()) else {
        return Ok(());
    };
    let in_shape = shape(input);
    let init_shape = shape(init);
    let dims = i64_attr(ctx, body, op, "dimensions");
    for d in &dims {
        if *d < 0 || *d >= in_shape.len() as i64 {
            return err(format!(
                "dimensions for reduction should be in the range [0, {}].",
                in_shape.len() as i64 - 1
            ));
        }
    }
    let reduced: Vec<i64> = in_shape
        .iter()
        .enumerate()
        .filter(|(i, _)| !dims.contains(&(*i as i64)))
        .map(|(_, d)| *d)
        .collect();
    if reduced.len() != init_shape.len() {
        return err(format!(
            "number of dimensions after reduction {} doesn't match the init rank {}",
            reduced.len(),
            init_shape.len()
        ));
    }
    if reduced != init_shape {
        return err(format!(
            "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
            fmt_shape(&init_shape),
            fmt_shape(&reduced)
        ));
    }
    let (rb, _) = body.op_regions(op);
    let args = entry_args(body, op);
    if args.len() != body.num_operands(op) {
        return err("mismatching number of operands and block arguments".into());
    }
    for (v, a) in ins.iter().zip(&args) {
        let et = elem_of(ctx, body.value_type(*v));
        if et != rb.value_type(*a) {
            return err(format!(
                "input element type '{}' does not match corresponding block argument type '{}'",
                type_str(ctx, et),
                type_str(ctx, rb.value_type(*a))
            ));
        }
    }
    for (v, a) in outs.iter().zip(&args[args.len() - outs.len()..]) {
        let et = elem_of(ctx, body.value_type(*v));
        if et != rb.value_type(*a) {
            return err(format!(
                "output element type '{}' does not match corresponding block argument type '{}'",
                type_str(ctx, et),
                type_str(ctx, rb.value_type(*a))
            ));
        }
    }
    Ok(())
}

fn verify_transpose(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let perm = i64_attr(ctx, body, op, "permutation");
    if !is_permutation(&perm) {
        return err("permutation is not valid".into());
    }
    let (ins, outs) = super::segments(ctx, body, op);
    let (Some(input), Some(init)) = (ins.first(), outs.first()) else {
        return Ok(());
    };
    let in_shape = shape_of(ctx, body.value_type(*input));
    let init_shape = shape_of(ctx, body.value_type(*init));
    let rank = in_shape.len();
    if rank != init_shape.len() {
        return err(format!(
            "input rank {rank} does not match init rank {}",
            init_shape.len()
        ));
    }
    if rank != perm.len() {
        return err(format!(
            "size of permutation {} does not match the argument rank {rank}",
            perm.len()
        ));
    }
    for i in 0..rank {
        let in_dim = in_shape[perm[i] as usize];
        if in_dim != init_shape[i] {
            return err(format!(
                "dim(result, {i}) = {} doesn't match dim(input, permutation[{i}]) = {}",
                fmt_shape(&[init_shape[i]]),
                fmt_shape(&[in_dim])
            ));
        }
    }
    Ok(())
}

fn verify_broadcast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let dims = i64_attr(ctx, body, op, "dimensions");
    let (ins, outs) = super::segments(ctx, body, op);
    let (Some(input), Some(init)) = (ins.first(), outs.first()) else {
        return Ok(());
    };
    let in_shape = shape_of(ctx, body.value_type(*input));
    let init_shape = shape_of(ctx, body.value_type(*init));
    let init_rank = init_shape.len() as i64;
    if in_shape.len() + dims.len() != init_shape.len() {
        return err(format!(
            "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {init_rank}",
            in_shape.len(),
            dims.len()
        ));
    }
    for (i, d) in dims.iter().enumerate() {
        if *d < 0 || *d >= init_rank {
            return err(format!(
                "dimension {i} is out of range. expected range: [0, {}], got: {d}",
                init_rank - 1
            ));
        }
    }
    let dim_map: Vec<usize> = (0..init_shape.len())
        .filter(|d| !dims.contains(&(*d as i64)))
        .collect();
    for (in_idx, init_idx) in dim_map.iter().enumerate() {
        let Some(&in_dim) = in_shape.get(in_idx) else {
            break;
        };
        if in_dim != init_shape[*init_idx] {
            return err(format!(
                "input dim {in_idx} should match init dim {init_idx}. input: {}, init: {}",
                fmt_shape(&[in_dim]),
                fmt_shape(&[init_shape[*init_idx]])
            ));
        }
    }
    Ok(())
}
