//! `linalg.softmax` and the Winograd transform ops (`winograd_filter_transform`,
//! `winograd_input_transform`, `winograd_output_transform`): declarative assembly and
//! upstream's verifiers (`SoftmaxOp::verify`, `Winograd*TransformOp::verify`).

use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, operand, variadic, OpDef, TypeConstraint};
use rmlir_ir::verifier::op_error;
use rmlir_ir::{Body, Context, Diagnostic, OpId, TypeKind};

const DYN: i64 = i64::MIN;

const fn tensor_of_rank(summary: &'static str, rank: usize) -> TypeConstraint {
    let pred: fn(&Context, rmlir_ir::Type) -> bool = match rank {
        4 => {
            |ctx, t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { shape, .. } if shape.len() == 4)
        }
        _ => {
            |ctx, t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { shape, .. } if shape.len() == 6)
        }
    };
    TypeConstraint {
        summary,
        pred,
        ..c::ANY_TYPE
    }
}

const TENSOR_4D: TypeConstraint = tensor_of_rank("4D tensor of any type values", 4);
const TENSOR_6D: TypeConstraint = tensor_of_rank("6D tensor of any type values", 6);

pub static SOFTMAX: OpDef = OpDef {
    operands: &[
        operand("input", super::SHAPED),
        operand("output", super::SHAPED),
    ],
    results: &[variadic("result", c::ANY_RANKED_TENSOR)],
    attrs: &[attr("dimension", c::I64_ATTR)],
    format: Some(
        "attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)` `outs` `(` $output `:` type($output) `)` (`->` type($result)^)?",
    ),
    verify: Some(verify_softmax),
    // `DestinationStyleOpInterface` verifies with the regions, after the op.
    verify_regions: Some(super::asm::verify_dps),
    ..OpDef::new("linalg.softmax")
};

pub static WINOGRAD_FILTER_TRANSFORM: OpDef = OpDef {
    operands: &[operand("filter", TENSOR_4D), operand("output", TENSOR_4D)],
    results: &[rmlir_ir::ods::result("result", TENSOR_4D)],
    attrs: &[attr("m", c::I64_ATTR), attr("r", c::I64_ATTR)],
    format: Some(
        "attr-dict `m` `(` $m `)` `r` `(` $r `)` `ins` `(` $filter `:` type($filter) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)",
    ),
    verify: Some(verify_filter),
    ..OpDef::new("linalg.winograd_filter_transform")
};

pub static WINOGRAD_INPUT_TRANSFORM: OpDef = OpDef {
    operands: &[operand("input", TENSOR_4D), operand("output", TENSOR_6D)],
    results: &[rmlir_ir::ods::result("result", TENSOR_6D)],
    attrs: &[attr("m", c::I64_ATTR), attr("r", c::I64_ATTR)],
    format: Some(
        "attr-dict `m` `(` $m `)` `r` `(` $r `)` `ins` `(` $input `:` type($input) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)",
    ),
    verify: Some(verify_input),
    ..OpDef::new("linalg.winograd_input_transform")
};

pub static WINOGRAD_OUTPUT_TRANSFORM: OpDef = OpDef {
    operands: &[operand("value", TENSOR_6D), operand("output", TENSOR_4D)],
    results: &[rmlir_ir::ods::result("result", TENSOR_4D)],
    attrs: &[attr("m", c::I64_ATTR), attr("r", c::I64_ATTR)],
    format: Some(
        "attr-dict `m` `(` $m `)` `r` `(` $r `)` `ins` `(` $value `:` type($value) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)",
    ),
    verify: Some(verify_output),
    ..OpDef::new("linalg.winograd_output_transform")
};

fn shape(ctx: &Context, body: &Body, op: OpId, i: usize) -> Vec<i64> {
    ctx.shaped_parts(body.value_type(body.operand(op, i)))
        .map(|(s, _)| s.to_vec())
        .unwrap_or_default()
}

fn int_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> i64 {
    rmlir_ir::ods::prop(ctx, body, op, name)
        .and_then(|a| c::signless_int_value(ctx, a, 64))
        .unwrap_or(0)
}

/// Upstream's `verifyCompatibleShape` over two shapes.
fn compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| *x == DYN || *y == DYN || x == y)
}

fn verify_softmax(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let input = shape(ctx, body, op, 0);
    let output = shape(ctx, body, op, 1);
    if !compatible(&input, &output) {
        return Err(op_error(ctx, body, op, "incompatible output shape"));
    }
    let d = int_attr(ctx, body, op, "dimension");
    if d < 0 || d >= input.len() as i64 {
        return Err(op_error(ctx, body, op, "incorrect dimension specified"));
    }
    Ok(())
}

fn output_not_expected(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    Err(op_error(ctx, body, op, "the output shape is not expected"))
}

fn verify_filter(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    // Filter: (F, H, W, C); output: (alphaH, alphaW, C, F).
    let filter = shape(ctx, body, op, 0);
    let output = shape(ctx, body, op, 1);
    if filter.len() != 4 || output.len() != 4 {
        return Ok(());
    }
    let (m, r) = (int_attr(ctx, body, op, "m"), int_attr(ctx, body, op, "r"));
    let (h, w) = (filter[1], filter[2]);
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    if h != r && h != 1 {
        return err("expect filter height either equals to r or 1");
    }
    if w != r && w != 1 {
        return err("expect filter width either equals to r or 1");
    }
    if h == 1 && w == 1 {
        return err("expect either filter height or width equals to r");
    }
    let alpha = m + r - 1;
    let expected = [
        if h == r { alpha } else { 1 },
        if w == r { alpha } else { 1 },
        filter[3],
        filter[0],
    ];
    if !compatible(&expected, &output) {
        return output_not_expected(ctx, body, op);
    }
    Ok(())
}

fn verify_input(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    // Input: (N, H, W, C); output: (alphaH, alphaW, tileH, tileW, N, C).
    let input = shape(ctx, body, op, 0);
    let output = shape(ctx, body, op, 1);
    if input.len() != 4 || output.len() != 6 {
        return Ok(());
    }
    let (m, r) = (int_attr(ctx, body, op, "m"), int_attr(ctx, body, op, "r"));
    let tile = m + r - 1;
    let (h, w) = (input[1], input[2]);
    let side = |d: i64| -> (i64, i64) {
        if d == DYN {
            (tile, DYN)
        } else if d != 1 {
            (tile, if m != 0 { (d - (r - 1)) / m } else { 0 })
        } else {
            (1, 1)
        }
    };
    let (alpha_h, tile_h) = side(h);
    let (alpha_w, tile_w) = side(w);
    let expected = [alpha_h, alpha_w, tile_h, tile_w, input[0], input[3]];
    if !compatible(&expected, &output) {
        return output_not_expected(ctx, body, op);
    }
    Ok(())
}

fn verify_output(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    // Value: (alphaH, alphaW, tileH, tileW, N, F); output: (N, H, W, F).
    let value = shape(ctx, body, op, 0);
    let output = shape(ctx, body, op, 1);
    if value.len() != 6 || output.len() != 4 {
        return Ok(());
    }
    let (m, r) = (int_attr(ctx, body, op, "m"), int_attr(ctx, body, op, "r"));
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let mut expected = [value[4], DYN, DYN, value[5]];
    for (k, (alpha, tiles, what)) in [
        (value[0], value[2], "height"),
        (value[1], value[3], "width"),
    ]
    .into_iter()
    .enumerate()
    {
        if alpha == DYN || tiles == DYN {
            continue;
        }
        let transform = alpha != 1;
        if alpha != if transform { m + r - 1 } else { 1 } {
            return err(&format!("expect input {what} equals to input tile size"));
        }
        expected[1 + k] = if transform { m } else { 1 } * tiles;
    }
    if !compatible(&expected, &output) {
        return output_not_expected(ctx, body, op);
    }
    Ok(())
}
