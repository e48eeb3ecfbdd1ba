//! The structured (Linalg) transform ops (`LinalgTransformOps.td`) most used by upstream's
//! tests, and the custom directives of the transform ops' formats.

use super::{
    ANY_HANDLE_OR_PARAM, DICT_ATTR, HANDLE, STR_ARRAY_ATTR, TYPE_ARRAY_ATTR, VALUE_HANDLE,
};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::constraints::enum_attr;
use rmlir_ir::ods::{
    default_optional_attr, operand, optional_attr, result, variadic, CustomDirective,
    CustomParseArg, CustomPrintArg, EnumDef, OpDef, Trait,
};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, PResult, UnresolvedOperand};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, Type, ValueId};

// ---- custom directives ----------------------------------------------------------------------

fn values(a: &CustomPrintArg) -> Vec<ValueId> {
    match a {
        CustomPrintArg::Values(v) => v.clone(),
        _ => Vec::new(),
    }
}
fn types(a: &CustomPrintArg) -> Vec<Type> {
    match a {
        CustomPrintArg::Types(v) => v.clone(),
        _ => Vec::new(),
    }
}
fn attr_arg(a: Option<&CustomPrintArg>) -> Option<Attribute> {
    match a {
        Some(CustomPrintArg::Attr(a)) => *a,
        _ => None,
    }
}

/// `@matcher -> @action, ...` (upstream's `printForeachMatchSymbols`).
pub const FOREACH_MATCH_SYMBOLS: CustomDirective = CustomDirective {
    name: "ForeachMatchSymbols",
    parse: parse_foreach_match_symbols,
    print: print_foreach_match_symbols,
};

fn parse_foreach_match_symbols<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _state: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let ctx = p.ctx();
    let (mut matchers, mut actions) = (Vec::new(), Vec::new());
    loop {
        let off = p.offset();
        let m = p.parse_attribute(None)?;
        p.expect(Tok::Arrow, "expected '->'")?;
        let a = p.parse_attribute(None)?;
        if !c::is_symbol_ref(ctx, m) || !c::is_symbol_ref(ctx, a) {
            return p.emit_error(off, "expected symbol reference attribute");
        }
        matchers.push(m);
        actions.push(a);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    args[0] = CustomParseArg::Attr(Some(ctx.array_attr(&matchers)));
    args[1] = CustomParseArg::Attr(Some(ctx.array_attr(&actions)));
    Ok(())
}

fn array_elems(ctx: &Context, a: Option<Attribute>) -> Vec<Attribute> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(e)) => e.to_vec(),
        _ => Vec::new(),
    }
}

fn print_foreach_match_symbols(
    p: &mut OpPrinter<'_, '_>,
    _body: &Body,
    _op: OpId,
    args: &[CustomPrintArg],
) {
    let ctx = p.ctx();
    let m = array_elems(ctx, attr_arg(args.first()));
    let a = array_elems(ctx, attr_arg(args.get(1)));
    let n = m.len();
    for (i, (m, a)) in m.iter().zip(a.iter()).enumerate() {
        p.print_newline();
        p.write("    ");
        p.print_attribute(*m);
        p.write(" -> ");
        p.print_attribute(*a);
        if i + 1 != n {
            p.write(", ");
        }
    }
}

/// `%root, %extra : (!root_type, !extra_type)` (upstream's `printSequenceOpOperands`).
pub const SEQUENCE_OP_OPERANDS: CustomDirective = CustomDirective {
    name: "SequenceOpOperands",
    parse: parse_sequence_operands,
    print: print_sequence_operands,
};

fn parse_sequence_operands<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _state: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    if !p.at(Tok::PercentIdent) {
        return Ok(());
    }
    let root = p.parse_operand()?;
    let mut extras = Vec::new();
    if p.consume_if(Tok::Comma) {
        loop {
            extras.push(p.parse_operand()?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    }
    p.expect(Tok::Colon, "expected ':'")?;
    let mut tys = Vec::new();
    if p.consume_if(Tok::LParen) {
        tys = p.parse_type_list()?;
        p.expect(Tok::RParen, "expected ')'")?;
    } else {
        tys.push(p.parse_type()?);
    }
    if tys.len() != extras.len() + 1 {
        let off = p.offset();
        return p.emit_error(
            off,
            format!(
                "expected {} types for the root and extra bindings, got {}",
                extras.len() + 1,
                tys.len()
            ),
        );
    }
    let rest = tys.split_off(1);
    args[0] = CustomParseArg::Operands(vec![root]);
    args[1] = CustomParseArg::Types(tys);
    args[2] = CustomParseArg::Operands(extras);
    args[3] = CustomParseArg::Types(rest);
    Ok(())
}

fn print_sequence_operands(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    _op: OpId,
    args: &[CustomPrintArg],
) {
    let root = values(&args[0]);
    let Some(root) = root.first() else {
        return;
    };
    p.print_value(body, *root);
    let extras = values(&args[2]);
    for v in &extras {
        p.write(", ");
        p.print_value(body, *v);
    }
    p.write(" : ");
    if !extras.is_empty() {
        p.write("(");
    }
    for (i, t) in types(&args[1])
        .iter()
        .chain(types(&args[3]).iter())
        .enumerate()
    {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(*t);
    }
    if !extras.is_empty() {
        p.write(")");
    }
}

/// `[1, %x, [4]]`: upstream's `DynamicIndexList` with the optional scalable flags.
pub const DYNAMIC_INDEX_LIST: CustomDirective = CustomDirective {
    name: "DynamicIndexList",
    parse: parse_dynamic_index_list,
    print: print_dynamic_index_list,
};

fn bool_array(ctx: &Context, v: &[bool]) -> Attribute {
    ctx.get_attr(AttrKind::DenseArray {
        elem: ctx.integer_type(1),
        len: v.len(),
        data: v.iter().map(|b| *b as u8).collect::<Vec<u8>>().into(),
    })
}

fn bool_values(ctx: &Context, a: Option<Attribute>) -> Vec<bool> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { data, .. }) => data.iter().map(|b| *b != 0).collect(),
        _ => Vec::new(),
    }
}

fn parse_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    vals: &mut Vec<UnresolvedOperand<'a>>,
    ints: &mut Vec<i64>,
    scalable: &mut Vec<bool>,
) -> PResult<()> {
    p.expect(Tok::LSquare, "expected '['")?;
    if p.consume_if(Tok::RSquare) {
        return Ok(());
    }
    loop {
        let sc = p.consume_if(Tok::LSquare);
        if p.at(Tok::PercentIdent) {
            vals.push(p.parse_operand()?);
            ints.push(i64::MIN);
        } else {
            ints.push(p.parse_integer_i64()?);
        }
        if sc {
            p.expect(Tok::RSquare, "expected ']'")?;
        }
        scalable.push(sc);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RSquare, "expected ']'")
}

fn parse_dynamic_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _state: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let (mut vals, mut ints, mut scalable) = (Vec::new(), Vec::new(), Vec::new());
    parse_index_list(p, &mut vals, &mut ints, &mut scalable)?;
    let ctx = p.ctx();
    args[0] = CustomParseArg::Operands(vals);
    args[1] = CustomParseArg::Attr(Some(c::dense_i64_array(ctx, &ints)));
    if args.len() > 2 {
        args[2] = CustomParseArg::Attr(Some(bool_array(ctx, &scalable)));
    }
    Ok(())
}

fn print_index_list(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    vals: &[ValueId],
    ints: Option<Attribute>,
    scalable: Option<Attribute>,
) {
    let ctx = p.ctx();
    let ints = ints
        .and_then(|a| c::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let scalable = bool_values(ctx, scalable);
    p.write("[");
    let mut dynamic = 0;
    for (i, v) in ints.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let sc = scalable.get(i).copied().unwrap_or(false);
        if sc {
            p.write("[");
        }
        if *v == i64::MIN {
            if let Some(val) = vals.get(dynamic) {
                p.print_value(body, *val);
            }
            dynamic += 1;
        } else {
            p.write(&v.to_string());
        }
        if sc {
            p.write("]");
        }
    }
    p.write("]");
}

fn print_dynamic_index_list(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    _op: OpId,
    args: &[CustomPrintArg],
) {
    print_index_list(
        p,
        body,
        &values(&args[0]),
        attr_arg(args.get(1)),
        attr_arg(args.get(2)),
    );
}

/// `*(%packed)` or a dynamic index list (upstream's `PackedOrDynamicIndexList`).
pub const PACKED_OR_DYNAMIC_INDEX_LIST: CustomDirective = CustomDirective {
    name: "PackedOrDynamicIndexList",
    parse: parse_packed_or_dynamic,
    print: print_packed_or_dynamic,
};

fn parse_packed_or_dynamic<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _state: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let ctx = p.ctx();
    if p.consume_if(Tok::Star) {
        p.expect(Tok::LParen, "expected '('")?;
        let v = p.parse_operand()?;
        p.expect(Tok::RParen, "expected ')'")?;
        args[0] = CustomParseArg::Operands(vec![v]);
        args[2] = CustomParseArg::Attr(Some(c::dense_i64_array(ctx, &[])));
        return Ok(());
    }
    let (mut vals, mut ints, mut scalable) = (Vec::new(), Vec::new(), Vec::new());
    parse_index_list(p, &mut vals, &mut ints, &mut scalable)?;
    args[1] = CustomParseArg::Operands(vals);
    args[2] = CustomParseArg::Attr(Some(c::dense_i64_array(ctx, &ints)));
    Ok(())
}

fn print_packed_or_dynamic(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    _op: OpId,
    args: &[CustomPrintArg],
) {
    if let Some(v) = values(&args[0]).first() {
        p.write("*(");
        p.print_value(body, *v);
        p.write(")");
        return;
    }
    print_index_list(p, body, &values(&args[1]), attr_arg(args.get(2)), None);
}

// ---- ops ------------------------------------------------------------------------------------

/// Names each result group after its ODS result (`%tiled_op, %loops:2`), as the ops
/// declaring `OpAsmOpInterface`'s `getAsmResultNames` do.
pub(crate) fn ods_result_names(
    ctx: &Context,
    body: &Body,
    op: OpId,
    set: &mut dyn FnMut(usize, &str),
) {
    let Some(def) = rmlir_ir::ods::op_def(ctx, body, op) else {
        return;
    };
    if def.results.len() < 2 {
        return;
    }
    let segs = rmlir_ir::ods::result_segments(ctx, def, body, op);
    for (r, (start, len)) in def.results.iter().zip(segs.iter()) {
        if *len > 0 {
            set(*start, r.name);
        }
    }
}

/// `MatchInterfaceEnum`.
pub static MATCH_INTERFACE: EnumDef = EnumDef {
    name: "MatchInterfaceEnum",
    cases: &[
        ("LinalgOp", 0),
        ("TilingInterface", 1),
        ("LoopLikeInterface", 2),
    ],
    width: 32,
};

pub static MATCH: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("results", HANDLE)],
    attrs: &[
        optional_attr("ops", STR_ARRAY_ATTR),
        optional_attr("interface", enum_attr(&MATCH_INTERFACE)),
        optional_attr("op_attrs", DICT_ATTR),
        optional_attr("filter_result_type", c::TYPE_ATTR),
        optional_attr("filter_operand_types", TYPE_ARRAY_ATTR),
    ],
    format: Some(
        "(`ops` `{` $ops^ `}`)? (`interface` `{` $interface^ `}`)? (`attributes` $op_attrs^)? (`filter_result_type` `=` $filter_result_type^)? (`filter_operand_types` `=` $filter_operand_types^)? `in` $target attr-dict `:` functional-type($target, results)",
    ),
    ..OpDef::new("transform.structured.match")
};

pub static VECTORIZE_CHILDREN: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("transformed", HANDLE)],
    attrs: &[
        optional_attr("vectorize_padding", c::UNIT_ATTR),
        optional_attr("vectorize_nd_extract", c::UNIT_ATTR),
        optional_attr("flatten_1d_depthwise_conv", c::UNIT_ATTR),
        optional_attr("disable_multi_reduction_to_contract_patterns", c::UNIT_ATTR),
        optional_attr(
            "disable_transfer_permutation_map_lowering_patterns",
            c::UNIT_ATTR,
        ),
    ],
    format: Some("$target attr-dict `:`functional-type(operands, results)"),
    ..OpDef::new("transform.structured.vectorize_children_and_apply_patterns")
};

fn empty_i64_array(ctx: &Context) -> Attribute {
    c::dense_i64_array(ctx, &[])
}
fn empty_bool_array(ctx: &Context) -> Attribute {
    bool_array(ctx, &[])
}

fn is_bool_array(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseArray { elem, .. } if ctx.is_integer(*elem) && ctx.int_or_float_bitwidth(*elem) == Some(1))
}

/// `DenseBoolArrayAttr`.
pub const DENSE_BOOL_ARRAY_ATTR: rmlir_ir::ods::AttrConstraint = rmlir_ir::ods::AttrConstraint {
    summary: "i1 dense array attribute",
    pred: is_bool_array,
    asm: rmlir_ir::ods::AttrAsm::DenseArray(i1),
};
fn i1(ctx: &Context) -> Type {
    ctx.integer_type(1)
}

pub static VECTORIZE: OpDef = OpDef {
    operands: &[
        operand("target", HANDLE),
        variadic("vector_sizes", super::ANY_HANDLE_OR_PARAM),
    ],
    attrs: &[
        default_optional_attr("static_vector_sizes", c::DENSE_I64_ARRAY_ATTR, empty_i64_array),
        optional_attr("vectorize_nd_extract", c::UNIT_ATTR),
        default_optional_attr("scalable_sizes", DENSE_BOOL_ARRAY_ATTR, empty_bool_array),
    ],
    format: Some(
        "$target oilist(`vector_sizes` custom<DynamicIndexList>($vector_sizes, $static_vector_sizes, $scalable_sizes) | `vectorize_nd_extract` $vectorize_nd_extract) attr-dict `:` type($target)(`,`type($vector_sizes)^)?",
    ),
    customs: &[DYNAMIC_INDEX_LIST],
    ..OpDef::new("transform.structured.vectorize")
};

pub static TILE_USING_FOR: OpDef = OpDef {
    operands: &[
        operand("target", HANDLE),
        variadic("dynamic_sizes", ANY_HANDLE_OR_PARAM),
    ],
    results: &[
        result("tiled_linalg_op", HANDLE),
        variadic("loops", HANDLE),
    ],
    attrs: &[
        default_optional_attr("static_sizes", c::DENSE_I64_ARRAY_ATTR, empty_i64_array),
        default_optional_attr("interchange", c::DENSE_I64_ARRAY_ATTR, empty_i64_array),
        default_optional_attr("scalable_sizes", DENSE_BOOL_ARRAY_ATTR, empty_bool_array),
    ],
    format: Some(
        "$target `tile_sizes` custom<DynamicIndexList>($dynamic_sizes, $static_sizes, $scalable_sizes) (`interchange` `=` $interchange^)? attr-dict `:` functional-type(operands, results)",
    ),
    customs: &[DYNAMIC_INDEX_LIST],
    result_names: Some(ods_result_names),
    ..OpDef::new("transform.structured.tile_using_for")
};

pub static TILE_USING_FORALL: OpDef = OpDef {
    operands: &[
        operand("target", HANDLE),
        variadic("num_threads", ANY_HANDLE_OR_PARAM),
        variadic("tile_sizes", ANY_HANDLE_OR_PARAM),
        rmlir_ir::ods::optional("packed_num_threads", ANY_HANDLE_OR_PARAM),
        rmlir_ir::ods::optional("packed_tile_sizes", ANY_HANDLE_OR_PARAM),
    ],
    results: &[result("tiled_op", HANDLE), result("forall_op", HANDLE)],
    attrs: &[
        default_optional_attr("static_num_threads", c::DENSE_I64_ARRAY_ATTR, empty_i64_array),
        default_optional_attr("static_tile_sizes", c::DENSE_I64_ARRAY_ATTR, empty_i64_array),
        optional_attr("mapping", c::ARRAY_ATTR),
    ],
    traits: &[Trait::AttrSizedOperandSegments],
    format: Some(
        "$target oilist(`num_threads` custom<PackedOrDynamicIndexList>($packed_num_threads, $num_threads, $static_num_threads) | `tile_sizes` custom<PackedOrDynamicIndexList>($packed_tile_sizes, $tile_sizes, $static_tile_sizes)) (`(` `mapping` `=` $mapping^ `)`)? attr-dict `:` functional-type(operands, results)",
    ),
    customs: &[PACKED_OR_DYNAMIC_INDEX_LIST],
    result_names: Some(ods_result_names),
    ..OpDef::new("transform.structured.tile_using_forall")
};

pub static FUSE_INTO_CONTAINING_OP: OpDef = OpDef {
    operands: &[
        operand("producer_op", HANDLE),
        operand("containing_op", HANDLE),
    ],
    results: &[
        result("fused_op", HANDLE),
        result("new_containing_op", HANDLE),
    ],
    format: Some(
        "$producer_op `into` $containing_op attr-dict `:` functional-type(operands, results)",
    ),
    result_names: Some(ods_result_names),
    ..OpDef::new("transform.structured.fuse_into_containing_op")
};

macro_rules! simple_op {
    ($id:ident, $name:literal, [$($res:literal),*]) => {
        pub static $id: OpDef = OpDef {
            operands: &[operand("target", HANDLE)],
            results: &[$(result($res, HANDLE)),*],
            format: Some("$target attr-dict `:` functional-type(operands, results)"),
            result_names: Some(ods_result_names),
            ..OpDef::new($name)
        };
    };
}
simple_op!(
    GENERALIZE,
    "transform.structured.generalize",
    ["transformed"]
);
simple_op!(
    SPECIALIZE,
    "transform.structured.specialize",
    ["transformed"]
);
simple_op!(DECOMPOSE, "transform.structured.decompose", ["transformed"]);
simple_op!(SCALARIZE, "transform.structured.scalarize", ["result"]);
simple_op!(
    LOWER_PACK,
    "transform.structured.lower_pack",
    ["pad_op", "expand_shape_op", "transpose_op"]
);
simple_op!(
    LOWER_UNPACK,
    "transform.structured.lower_unpack",
    [
        "empty_op",
        "transpose_op",
        "collapse_shape_op",
        "extract_slice_op"
    ]
);
simple_op!(
    CONVERT_CONV2D_TO_IMG2COL,
    "transform.structured.convert_conv2d_to_img2col",
    ["img2col_tensor", "transformed"]
);
simple_op!(
    REWRITE_IN_DPS,
    "transform.structured.rewrite_in_destination_passing_style",
    ["transformed"]
);
simple_op!(
    INSERT_SLICE_TO_COPY,
    "transform.structured.insert_slice_to_copy",
    ["transformed"]
);
simple_op!(
    FLATTEN_ELEMENTWISE,
    "transform.structured.flatten_elementwise",
    ["transformed"]
);
simple_op!(
    DECOMPOSE_INTERFACE,
    "transform.structured.decompose_interface",
    ["transformed"]
);

/// `DenseArrayNonNegative<DenseI64ArrayAttr>`.
const DENSE_NON_NEGATIVE_I64_ARRAY_ATTR: rmlir_ir::ods::AttrConstraint =
    rmlir_ir::ods::AttrConstraint {
        summary: "i64 dense array attribute whose value is non-negative",
        pred: |ctx, a| c::dense_i64_values(ctx, a).is_some_and(|v| v.iter().all(|x| *x >= 0)),
        asm: c::DENSE_I64_ARRAY_ATTR.asm,
    };

pub static INTERCHANGE: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[result("transformed", HANDLE)],
    attrs: &[default_optional_attr(
        "iterator_interchange",
        DENSE_NON_NEGATIVE_I64_ARRAY_ATTR,
        empty_i64_array,
    )],
    format: Some(
        "$target (`iterator_interchange` `=` $iterator_interchange^)? attr-dict `:` functional-type(operands, results)",
    ),
    verify: Some(|ctx, body, op| {
        let v = rmlir_ir::ods::prop(ctx, body, op, "iterator_interchange")
            .and_then(|a| c::dense_i64_values(ctx, a))
            .unwrap_or_default();
        let mut s = v.clone();
        s.sort_unstable();
        if s.iter().enumerate().any(|(i, x)| *x != i as i64) {
            let list: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            return Err(rmlir_ir::diagnostics::Diagnostic::error(
                body.loc(op),
                format!(
                    "'transform.structured.interchange' op expects iterator_interchange to be a permutation, found {}",
                    list.join(", ")
                ),
            ));
        }
        Ok(())
    }),
    ..OpDef::new("transform.structured.interchange")
};

/// `(!target) -> !result`, the one type shared by the three results of
/// `multitile_sizes` (upstream's `MultitileSizesTypes`).
pub const MULTITILE_SIZES_TYPES: CustomDirective = CustomDirective {
    name: "MultitileSizesTypes",
    parse: parse_multitile_types,
    print: print_multitile_types,
};

fn parse_multitile_types<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _state: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    p.expect(Tok::LParen, "expected '('")?;
    let target = p.parse_type()?;
    p.expect(Tok::RParen, "expected ')'")?;
    p.expect(Tok::Arrow, "expected '->'")?;
    let res = p.parse_type()?;
    args[0] = CustomParseArg::Types(vec![target]);
    for a in args.iter_mut().skip(1).take(3) {
        *a = CustomParseArg::Types(vec![res]);
    }
    Ok(())
}

fn print_multitile_types(
    p: &mut OpPrinter<'_, '_>,
    _body: &Body,
    _op: OpId,
    args: &[CustomPrintArg],
) {
    p.write("(");
    if let Some(t) = types(&args[0]).first() {
        p.print_type(*t);
    }
    p.write(") -> ");
    if let Some(t) = types(&args[1]).first() {
        p.print_type(*t);
    }
}

pub static BUFFERIZE_TO_ALLOCATION: OpDef = OpDef {
    operands: &[operand("target", HANDLE)],
    results: &[
        result("allocated_buffer", VALUE_HANDLE),
        result("new_ops", HANDLE),
    ],
    attrs: &[
        optional_attr("memory_space", c::ANY_ATTR),
        optional_attr("memcpy_op", super::STR_ATTR),
        optional_attr("alloc_op", super::STR_ATTR),
        optional_attr("bufferize_destination_only", c::UNIT_ATTR),
        optional_attr("emit_dealloc", c::UNIT_ATTR),
    ],
    format: Some("$target attr-dict `:` type($target)"),
    result_names: Some(ods_result_names),
    ..OpDef::new("transform.structured.bufferize_to_allocation")
};

/// Pattern descriptor ops (`apply_patterns.*`): `attr-dict` only.
macro_rules! pattern_ops {
    ($($id:ident = $name:literal;)*) => {
        $(pub static $id: OpDef = OpDef {
            format: Some("attr-dict"),
            ..OpDef::new($name)
        };)*
    };
}
pattern_ops! {
    P_LINALG_ERASE_UNNECESSARY_INPUTS = "transform.apply_patterns.linalg.erase_unnecessary_inputs";
    P_LINALG_FOLD_UNIT_EXTENT_DIMS = "transform.apply_patterns.linalg.fold_unit_extent_dims_via_reshapes";
    P_LINALG_TILING_CANONICALIZATION = "transform.apply_patterns.linalg.tiling_canonicalization";
    P_TENSOR_FOLD_TENSOR_EMPTY = "transform.apply_patterns.tensor.fold_tensor_empty";
    P_TENSOR_MERGE_CONSECUTIVE = "transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice";
    P_TENSOR_REASSOCIATIVE_RESHAPE = "transform.apply_patterns.tensor.reassociative_reshape_folding";
    P_TENSOR_REWRITE_AS_CONSTANT = "transform.apply_patterns.tensor.rewrite_as_constant";
    P_MEMREF_EXPAND_OPS = "transform.apply_patterns.memref.expand_ops";
    P_MEMREF_FOLD_ALIAS = "transform.apply_patterns.memref.fold_memref_alias_ops";
    P_MEMREF_RESOLVE_RANKED = "transform.apply_patterns.memref.resolve_ranked_shaped_type_result_dims";
    P_SCF_FOR_LOOP_CANON = "transform.apply_patterns.scf.for_loop_canonicalization";
    P_VECTOR_CAST_AWAY_VECTOR_LEADING_ONE_DIM = "transform.apply_patterns.vector.cast_away_vector_leading_one_dim";
    P_VECTOR_ELEMENTWISE_TO_VECTOR = "transform.apply_patterns.vector.elementwise_to_vector";
    P_VECTOR_FOLD_ARITH_EXTENSION = "transform.apply_patterns.vector.fold_arith_extension";
    P_VECTOR_LOWER_BITCAST = "transform.apply_patterns.vector.lower_bitcast";
    P_VECTOR_LOWER_BROADCAST = "transform.apply_patterns.vector.lower_broadcast";
    P_VECTOR_LOWER_CREATE_MASK = "transform.apply_patterns.vector.lower_create_mask";
    P_VECTOR_LOWER_GATHER = "transform.apply_patterns.vector.lower_gather";
    P_VECTOR_LOWER_INTERLEAVE = "transform.apply_patterns.vector.lower_interleave";
    P_VECTOR_LOWER_MASKED_TRANSFERS = "transform.apply_patterns.vector.lower_masked_transfers";
    P_VECTOR_LOWER_MASKS = "transform.apply_patterns.vector.lower_masks";
    P_VECTOR_LOWER_SCAN = "transform.apply_patterns.vector.lower_scan";
    P_VECTOR_REWRITE_NARROW_TYPES = "transform.apply_patterns.vector.rewrite_narrow_types";
    P_VECTOR_LOWER_SHAPE_CAST = "transform.apply_patterns.vector.lower_shape_cast";
    P_VECTOR_MATERIALIZE_MASKS = "transform.apply_patterns.vector.materialize_masks";
    P_VECTOR_RANK_REDUCING_SUBVIEW = "transform.apply_patterns.vector.rank_reducing_subview_patterns";
    P_VECTOR_REDUCTION_TO_CONTRACT = "transform.apply_patterns.vector.reduction_to_contract";
    P_VECTOR_TRANSFER_PERMUTATION = "transform.apply_patterns.vector.transfer_permutation_patterns";
    P_VECTOR_DROP_UNIT_DIMS = "transform.apply_patterns.vector.drop_unit_dims_with_shape_cast";
    P_VECTOR_INTERLEAVE_TO_SHUFFLE = "transform.apply_patterns.vector.interleave_to_shuffle";
    P_VECTOR_FLATTEN = "transform.apply_patterns.vector.flatten_vector_transfer_ops";
}

/// Every structured (and other extension) op declared here.
pub static STRUCTURED_OPS: &[&OpDef] = &[
    &MATCH,
    &VECTORIZE_CHILDREN,
    &VECTORIZE,
    &TILE_USING_FOR,
    &TILE_USING_FORALL,
    &FUSE_INTO_CONTAINING_OP,
    &GENERALIZE,
    &SPECIALIZE,
    &DECOMPOSE,
    &SCALARIZE,
    &LOWER_PACK,
    &LOWER_UNPACK,
    &CONVERT_CONV2D_TO_IMG2COL,
    &REWRITE_IN_DPS,
    &INSERT_SLICE_TO_COPY,
    &FLATTEN_ELEMENTWISE,
    &DECOMPOSE_INTERFACE,
    &INTERCHANGE,
    &BUFFERIZE_TO_ALLOCATION,
    &P_LINALG_ERASE_UNNECESSARY_INPUTS,
    &P_LINALG_FOLD_UNIT_EXTENT_DIMS,
    &P_LINALG_TILING_CANONICALIZATION,
    &P_TENSOR_FOLD_TENSOR_EMPTY,
    &P_TENSOR_MERGE_CONSECUTIVE,
    &P_TENSOR_REASSOCIATIVE_RESHAPE,
    &P_TENSOR_REWRITE_AS_CONSTANT,
    &P_MEMREF_EXPAND_OPS,
    &P_MEMREF_FOLD_ALIAS,
    &P_MEMREF_RESOLVE_RANKED,
    &P_SCF_FOR_LOOP_CANON,
    &P_VECTOR_CAST_AWAY_VECTOR_LEADING_ONE_DIM,
    &P_VECTOR_ELEMENTWISE_TO_VECTOR,
    &P_VECTOR_FOLD_ARITH_EXTENSION,
    &P_VECTOR_LOWER_BITCAST,
    &P_VECTOR_LOWER_BROADCAST,
    &P_VECTOR_LOWER_CREATE_MASK,
    &P_VECTOR_LOWER_GATHER,
    &P_VECTOR_LOWER_INTERLEAVE,
    &P_VECTOR_LOWER_MASKED_TRANSFERS,
    &P_VECTOR_LOWER_MASKS,
    &P_VECTOR_LOWER_SCAN,
    &P_VECTOR_REWRITE_NARROW_TYPES,
    &P_VECTOR_LOWER_SHAPE_CAST,
    &P_VECTOR_MATERIALIZE_MASKS,
    &P_VECTOR_RANK_REDUCING_SUBVIEW,
    &P_VECTOR_REDUCTION_TO_CONTRACT,
    &P_VECTOR_TRANSFER_PERMUTATION,
    &P_VECTOR_DROP_UNIT_DIMS,
    &P_VECTOR_INTERLEAVE_TO_SHUFFLE,
    &P_VECTOR_FLATTEN,
];
