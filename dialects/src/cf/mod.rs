//! The `cf` dialect of MLIR 19: unstructured control flow (`cf.br`, `cf.cond_br`,
//! `cf.switch`) and `cf.assert`, declared with [`rmlir_ir::ods`].
//!
//! The branch ops check their successor operands as upstream's `BranchOpInterface` does:
//! the operand count of each successor against its block's arguments, then the types.

mod canonicalize;

use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{
    attr, operand, optional_attr, successor, variadic, variadic_successor, AttrAsm, AttrConstraint,
    CustomDirective, CustomParseArg, CustomPrintArg, DeclaredDialect, OpDef, Trait,
};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, UnresolvedOperand};
use rmlir_ir::printer::{type_to_string, OpPrinter};
use rmlir_ir::verifier::op_error;
use rmlir_ir::{AttrKind, Attribute, BlockId, Body, Context, Diagnostic, OpId, Type, TypeKind};

pub static CF: DeclaredDialect = DeclaredDialect {
    namespace: "cf",
    ops: &[&ASSERT, &BR, &COND_BR, &SWITCH],
};

const BRANCH_TRAITS: &[Trait] = &[Trait::Pure, Trait::Terminator];

/// The `BranchOpInterface` of the three branch ops (and of llvm's `br`, `cond_br` and
/// `switch`, whose operands are laid out the same way).
pub(crate) const BRANCH: Option<rmlir_ir::rewrite::BranchOpInterface> =
    Some(rmlir_ir::rewrite::BranchOpInterface {
        successor_operands: canonicalize::successor_operands,
        set_successor_operands: canonicalize::set_successor_operands,
    });

pub static ASSERT: OpDef = OpDef {
    operands: &[operand("arg", c::I1)],
    attrs: &[attr("msg", c::STR_ATTR)],
    format: Some("$arg `,` $msg attr-dict"),
    canonicalization_patterns: Some(canonicalize::assert_patterns),
    ..OpDef::new("cf.assert")
};

pub static BR: OpDef = OpDef {
    operands: &[variadic("destOperands", c::ANY_TYPE)],
    successors: &[successor("dest")],
    traits: BRANCH_TRAITS,
    format: Some("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"),
    verify: Some(verify_branch),
    branch: BRANCH,
    canonicalization_patterns: Some(canonicalize::br_patterns),
    ..OpDef::new("cf.br")
};

pub static COND_BR: OpDef = OpDef {
    operands: &[
        operand("condition", c::I1),
        variadic("trueDestOperands", c::ANY_TYPE),
        variadic("falseDestOperands", c::ANY_TYPE),
    ],
    successors: &[successor("trueDest"), successor("falseDest")],
    traits: &[
        Trait::AttrSizedOperandSegments,
        Trait::Pure,
        Trait::Terminator,
    ],
    format: Some(
        "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
         $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    ),
    verify: Some(verify_branch),
    branch: BRANCH,
    canonicalization_patterns: Some(canonicalize::cond_br_patterns),
    ..OpDef::new("cf.cond_br")
};

/// `AnyIntElementsAttr`.
const INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "integer elements attribute",
    pred: is_int_elements,
    asm: AttrAsm::Class(is_int_elements),
};

fn is_int_elements(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseIntOrFp { ty, .. } => ctx
            .shaped_parts(*ty)
            .is_some_and(|(_, e)| ctx.is_integer(e)),
        _ => false,
    }
}

/// `caseOperands` is upstream's `VariadicOfVariadic<AnyType, "case_operand_segments">`:
/// here a variadic group whose split the custom directive reads and writes through
/// `$case_operand_segments` (which also keeps it out of `attr-dict`, as upstream).
pub static SWITCH: OpDef = OpDef {
    operands: &[
        operand("flag", c::ANY_INTEGER),
        variadic("defaultOperands", c::ANY_TYPE),
        variadic("caseOperands", c::ANY_TYPE),
    ],
    attrs: &[
        optional_attr("case_values", INT_ELEMENTS_ATTR),
        attr("case_operand_segments", c::DENSE_I32_ARRAY_ATTR),
    ],
    successors: &[
        successor("defaultDestination"),
        variadic_successor("caseDestinations"),
    ],
    traits: &[
        Trait::AttrSizedOperandSegments,
        Trait::Pure,
        Trait::Terminator,
    ],
    format: Some(
        "$flag `:` type($flag) `,` `[` `\\n` custom<SwitchOpCases>(ref(type($flag)), \
         $defaultDestination, $defaultOperands, type($defaultOperands), $case_values, \
         $caseDestinations, $caseOperands, type($caseOperands), $case_operand_segments) `]` \
         attr-dict",
    ),
    customs: &[CustomDirective {
        name: "SwitchOpCases",
        parse: parse_switch_cases,
        print: print_switch_cases,
    }],
    verify: Some(verify_switch),
    branch: BRANCH,
    canonicalization_patterns: Some(canonicalize::switch_patterns),
    ..OpDef::new("cf.switch")
};

// ---- switch cases -------------------------------------------------------------------------

/// `^bb(%a, %b : t1, t2)`: the optional operand list of a successor.
fn parse_successor_operands<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    operands: &mut Vec<UnresolvedOperand<'a>>,
    types: &mut Vec<Type>,
) -> Result<(), ()> {
    if p.consume_if(Tok::LParen) {
        *operands = p.parse_operand_list()?;
        p.expect(Tok::Colon, "expected ':'")?;
        *types = p.parse_type_list()?;
        p.expect(Tok::RParen, "expected ')'")?;
    }
    Ok(())
}

/// Upstream's `parseSwitchOpCases`.
fn parse_switch_cases<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _state: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> Result<(), ()> {
    let ctx = p.ctx();
    let flag_type = match &args[0] {
        CustomParseArg::Types(t) => t.first().copied(),
        _ => None,
    };
    if !p.parse_optional_keyword("default") {
        let off = p.offset();
        return p.emit_error(off, "expected 'default'");
    }
    p.expect(Tok::Colon, "expected ':'")?;
    let default_dest = p.parse_successor()?;
    let (mut default_operands, mut default_types) = (Vec::new(), Vec::new());
    parse_successor_operands(p, &mut default_operands, &mut default_types)?;

    let mut values: Vec<i64> = Vec::new();
    let mut dests: Vec<BlockId> = Vec::new();
    let mut case_operands: Vec<UnresolvedOperand<'a>> = Vec::new();
    let mut case_types: Vec<Type> = Vec::new();
    let mut segments: Vec<i32> = Vec::new();
    while p.consume_if(Tok::Comma) {
        values.push(p.parse_integer_i64()?);
        p.expect(Tok::Colon, "expected ':'")?;
        dests.push(p.parse_successor()?);
        let (mut ops, mut tys) = (Vec::new(), Vec::new());
        parse_successor_operands(p, &mut ops, &mut tys)?;
        segments.push(ops.len() as i32);
        case_operands.extend(ops);
        case_types.extend(tys);
    }
    let case_values = match flag_type {
        Some(flag) if !values.is_empty() => Some(int_elements(ctx, flag, &values)),
        _ => None,
    };
    args[1] = CustomParseArg::Successors(vec![default_dest]);
    args[2] = CustomParseArg::Operands(default_operands);
    args[3] = CustomParseArg::Types(default_types);
    args[4] = CustomParseArg::Attr(case_values);
    args[5] = CustomParseArg::Successors(dests);
    args[6] = CustomParseArg::Operands(case_operands);
    args[7] = CustomParseArg::Types(case_types);
    args[8] = CustomParseArg::Attr(Some(c::dense_i32_array(ctx, &segments)));
    Ok(())
}

/// `dense<[values]> : vector<N x elem>` (values truncated to the element width).
pub fn int_elements(ctx: &Context, elem: Type, values: &[i64]) -> Attribute {
    let bits = ctx.int_or_float_bitwidth(elem).unwrap_or(64) as usize;
    let bytes = bits.div_ceil(8).max(1);
    let elems: Vec<Vec<u8>> = values
        .iter()
        .map(|v| {
            let mut b: Vec<u8> = v.to_le_bytes().to_vec();
            b.resize(bytes.max(8), if *v < 0 { 0xff } else { 0 });
            b.truncate(bytes);
            if !bits.is_multiple_of(8) {
                let last = bytes - 1;
                b[last] &= (1u8 << (bits % 8)) - 1;
            }
            b
        })
        .collect();
    let ty = ctx.get_type(TypeKind::Vector {
        shape: vec![values.len() as i64].into(),
        scalable: vec![false].into(),
        elem,
    });
    let splat = elems.iter().all(|e| *e == elems[0]);
    let data: Vec<u8> = if splat {
        elems[0].clone()
    } else {
        elems.concat()
    };
    ctx.get_attr(AttrKind::DenseIntOrFp {
        ty,
        data: data.into(),
        splat,
    })
}

/// The values of an integer elements attribute as upstream's `APInt::getLimitedValue`
/// (zero-extended, saturated to `u64`).
fn int_elements_values(ctx: &Context, a: Attribute) -> Vec<u64> {
    let AttrKind::DenseIntOrFp { ty, data, splat } = ctx.attr_kind(a) else {
        return Vec::new();
    };
    let Some((shape, elem)) = ctx.shaped_parts(*ty) else {
        return Vec::new();
    };
    let n: i64 = shape.iter().product();
    let bits = ctx.int_or_float_bitwidth(elem).unwrap_or(64) as usize;
    let bytes = bits.div_ceil(8).max(1);
    (0..n as usize)
        .map(|i| {
            let k = if *splat { 0 } else { i };
            let chunk = data.get(k * bytes..(k + 1) * bytes).unwrap_or(&[]);
            if chunk.iter().skip(8).any(|b| *b != 0) {
                return u64::MAX;
            }
            let mut v = 0u64;
            for (j, b) in chunk.iter().take(8).enumerate() {
                v |= (*b as u64) << (8 * j);
            }
            if bits < 64 {
                v &= (1u64 << bits) - 1;
            }
            v
        })
        .collect()
}

/// Upstream's `printSuccessorAndUseList`.
fn print_successor_and_uses(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    dest: BlockId,
    vals: &[rmlir_ir::ValueId],
) {
    p.p.print_block_name(body, dest);
    if vals.is_empty() {
        return;
    }
    p.write("(");
    for (k, v) in vals.iter().enumerate() {
        if k > 0 {
            p.write(", ");
        }
        p.print_value(body, *v);
    }
    p.write(" : ");
    for (k, v) in vals.iter().enumerate() {
        if k > 0 {
            p.write(", ");
        }
        p.print_type(body.value_type(*v));
    }
    p.write(")");
}

/// Upstream's `printSwitchOpCases`.
fn print_switch_cases(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId, args: &[CustomPrintArg]) {
    let ctx = p.ctx();
    let succ = |i: usize| match &args[i] {
        CustomPrintArg::Successors(s) => s.clone(),
        _ => Vec::new(),
    };
    let vals = |i: usize| match &args[i] {
        CustomPrintArg::Values(v) => v.clone(),
        _ => Vec::new(),
    };
    p.write("  default: ");
    if let Some(d) = succ(1).first() {
        print_successor_and_uses(p, body, *d, &vals(2));
    }
    let Some(case_values) = (match &args[4] {
        CustomPrintArg::Attr(a) => *a,
        _ => None,
    }) else {
        return;
    };
    let dests = succ(5);
    let case_operands = case_operand_groups(ctx, body, op);
    for (i, v) in int_elements_values(ctx, case_values).iter().enumerate() {
        p.write(",");
        p.print_newline();
        p.write("  ");
        p.write(&v.to_string());
        p.write(": ");
        if let Some(d) = dests.get(i) {
            let ops = case_operands.get(i).cloned().unwrap_or_default();
            print_successor_and_uses(p, body, *d, &ops);
        }
    }
    p.print_newline();
}

/// The operands of each case of a `cf.switch` (split by `case_operand_segments`).
fn case_operand_groups(ctx: &Context, body: &Body, op: OpId) -> Vec<Vec<rmlir_ir::ValueId>> {
    let Some(def) = rmlir_ir::ods::op_def(ctx, body, op) else {
        return Vec::new();
    };
    let (start, n) = rmlir_ir::ods::operand_segments(ctx, def, body, op)[2];
    let sizes = rmlir_ir::ods::prop(ctx, body, op, "case_operand_segments")
        .and_then(|a| c::dense_i32_values(ctx, a))
        .unwrap_or_default();
    let mut out = Vec::new();
    let mut k = start;
    for s in sizes {
        let s = (s.max(0) as usize).min(start + n - k.min(start + n));
        out.push((k..k + s).map(|i| body.operand(op, i)).collect());
        k += s;
    }
    out
}

// ---- verifiers ----------------------------------------------------------------------------

/// The operand range `(start, len)` each successor of a branch op forwards.
fn successor_operands(ctx: &Context, body: &Body, op: OpId) -> Vec<(usize, usize)> {
    let Some(def) = rmlir_ir::ods::op_def(ctx, body, op) else {
        return Vec::new();
    };
    let segs = rmlir_ir::ods::operand_segments(ctx, def, body, op);
    match def.name {
        "cf.br" | "llvm.br" => vec![segs[0]],
        "cf.cond_br" | "llvm.cond_br" => vec![segs[1], segs[2]],
        "cf.switch" | "llvm.switch" => {
            let mut v = vec![segs[1]];
            let mut k = segs[2].0;
            let sizes = rmlir_ir::ods::prop(ctx, body, op, "case_operand_segments")
                .and_then(|a| c::dense_i32_values(ctx, a))
                .unwrap_or_default();
            for s in sizes {
                v.push((k, s.max(0) as usize));
                k += s.max(0) as usize;
            }
            v
        }
        _ => Vec::new(),
    }
}

/// Upstream's `BranchOpInterface` verifier (`verifyBranchSuccessorOperands`): plain
/// `emitError`s, without the `'name' op` prefix.
fn verify_branch(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let ranges = successor_operands(ctx, body, op);
    for (i, &dest) in body.successors(op).iter().enumerate() {
        let (start, n) = ranges.get(i).copied().unwrap_or((0, 0));
        let args = body.block_args(dest);
        if n != args.len() {
            return Err(Diagnostic::error(
                body.loc(op),
                format!(
                    "branch has {n} operands for successor #{i}, but target block has {}",
                    args.len()
                ),
            ));
        }
        for (k, arg) in args.iter().enumerate() {
            if body.value_type(body.operand(op, start + k)) != body.value_type(*arg) {
                return Err(Diagnostic::error(
                    body.loc(op),
                    format!("type mismatch for bb argument #{k} of successor #{i}"),
                ));
            }
        }
    }
    Ok(())
}

/// The `VariadicOfVariadic` size check, the branch checks, then upstream's
/// `SwitchOp::verify`.
fn verify_switch(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let def = rmlir_ir::ods::op_def(ctx, body, op).expect("declared");
    let (_, n) = rmlir_ir::ods::operand_segments(ctx, def, body, op)[2];
    let sizes = rmlir_ir::ods::prop(ctx, body, op, "case_operand_segments")
        .and_then(|a| c::dense_i32_values(ctx, a))
        .unwrap_or_default();
    if sizes.iter().any(|s| *s < 0) {
        return err("'case_operand_segments' attribute cannot have negative elements".into());
    }
    let total: i64 = sizes.iter().map(|s| *s as i64).sum();
    if total != n as i64 {
        return err(format!(
            "caseOperands count ({n}) does not match with the total size ({total}) specified in attribute 'case_operand_segments'"
        ));
    }
    verify_branch(ctx, body, op)?;
    let case_values = rmlir_ir::ods::prop(ctx, body, op, "case_values");
    let num_dests = body.successors(op).len().saturating_sub(1);
    let Some(case_values) = case_values else {
        return Ok(());
    };
    let flag = body.value_type(body.operand(op, 0));
    let AttrKind::DenseIntOrFp { ty, .. } = ctx.attr_kind(case_values) else {
        return Ok(());
    };
    let (shape, elem) = ctx.shaped_parts(*ty).expect("shaped");
    if elem != flag {
        return err(format!(
            "'flag' type ('{}') should match case value type ('{}')",
            type_to_string(ctx, flag),
            type_to_string(ctx, elem)
        ));
    }
    let count: i64 = shape.iter().product();
    if count != num_dests as i64 {
        return err(format!(
            "number of case values ({count}) should match number of case destinations ({num_dests})"
        ));
    }
    Ok(())
}
