//! `convert-cf-to-llvm` (MLIR 19's `ControlFlowToLLVM`): `cf.br`, `cf.cond_br` and
//! `cf.switch` become `llvm.br`, `llvm.cond_br` and `llvm.switch` on the converted
//! operands with the same successors and attributes; `cf.assert` splits its block and
//! branches to a failure block that prints the message with `puts` (a private
//! `llvm.mlir.global` `@assert_msg...`) and calls `abort`.
//!
//! As in 19, the branch patterns do not convert destination block signatures: a branch
//! whose converted operand types differ from its destination's argument types (an
//! `index` operand, say) stays unconverted. Module-level declarations (`@abort`, `@puts`,
//! the message globals) go to the start of the nearest module, each before the earlier
//! ones, after the conversion of its functions.

use super::llvm_common::declarations::SharedFuncDecls;
use super::llvm_common::{llvm_conversion_target, op_attrs, LlvmTypeConverter, LowerToLlvmOptions};
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet,
};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{AttrKind, Attribute, BlockId, Body, Context, Location, OpId, Type, ValueId};

use super::arith_to_llvm::INDEX_BITWIDTH_HELP;
use crate::llvm::types as lt;

/// An op spec of `name` with its default-valued properties and `props`.
fn spec<'a>(ctx: &Context, name: &str, loc: Location, props: &[(&str, Attribute)]) -> OpSpec<'a> {
    super::llvm_common::op_spec(ctx, loc, name, &[], &[], props)
}

/// Creates `name` at the rewriter's insertion point.
#[allow(clippy::too_many_arguments)]
fn create(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    successors: &[BlockId],
    props: &[(&str, Attribute)],
) -> OpId {
    let mut s = spec(rw.ctx, name, loc, props);
    s.operands = operands;
    s.result_types = results;
    s.successors = successors;
    rw.create(s)
}

/// The operand ranges (start, length) of each successor of `op`, in successor order.
fn successor_ranges(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Option<Vec<(usize, usize)>> {
    let ctx = rw.ctx;
    let name = ctx.op_name_str(rw.body.op_name(op));
    let n = rw.body.operands(op).count();
    let segments = |prop: &str| -> Option<Vec<i32>> {
        let a = rmlir_ir::ods::prop(ctx, rw.body, op, prop)?;
        c::dense_i32_values(ctx, a)
    };
    Some(match name {
        "cf.br" => vec![(0, n)],
        "cf.cond_br" => {
            let s = segments("operandSegmentSizes")?;
            let (t, f) = (*s.get(1)? as usize, *s.get(2)? as usize);
            vec![(1, t), (1 + t, f)]
        }
        "cf.switch" => {
            let s = segments("operandSegmentSizes")?;
            let d = *s.get(1)? as usize;
            let mut out = vec![(1, d)];
            let mut at = 1 + d;
            for k in segments("case_operand_segments")? {
                out.push((at, k as usize));
                at += k as usize;
            }
            out
        }
        _ => return None,
    })
}

/// `cf.br` / `cf.cond_br` / `cf.switch` to `target`: the converted operands must have
/// the destination blocks' argument types (19 does not convert block signatures here).
fn branch(
    target: &'static str,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, operands, rw| {
        let loc = rw.body.loc(op);
        let Some(ranges) = successor_ranges(rw, op) else {
            return Err(());
        };
        let successors: Vec<BlockId> = rw.body.successors(op).to_vec();
        if ranges.len() != successors.len() {
            return Err(());
        }
        for (i, (&(start, len), &dest)) in ranges.iter().zip(&successors).enumerate() {
            let args = rw.body.block_args(dest);
            let Some(ops) = operands.get(start..start + len) else {
                return Err(());
            };
            let mismatch = args.len() != ops.len()
                || args
                    .iter()
                    .zip(ops)
                    .any(|(a, v)| rw.body.value_type(*a) != rw.body.value_type(*v));
            if mismatch {
                return rw.notify_match_failure(loc, || {
                    format!(
                        "successor #{i}: operand types differ from the destination block's \
                         argument types"
                    )
                });
            }
        }
        let attrs = op_attrs(rw, op);
        let attrs: Vec<(&str, Attribute)> = attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
        let new = create(rw, loc, target, operands, &[], &successors, &attrs);
        rw.replace_op_with_op(op, new);
        Ok(())
    }
}

/// The zero-terminated bytes of `cf.assert`'s message.
fn message_bytes(ctx: &Context, a: Option<Attribute>) -> Vec<u8> {
    let mut bytes = match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => value.to_vec(),
        _ => Vec::new(),
    };
    bytes.push(0);
    bytes
}

/// Upstream's `AssertOpLowering` (abort on failure): split the block before the assert,
/// branch on the condition to the rest or to a new failure block at the end of the region
/// that prints the message (`puts`) and calls `abort`.
fn assert(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    decls: &SharedFuncDecls,
    abort_on_failure: bool,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let Some(block) = rw.body.parent_block(op) else {
        return Err(());
    };
    let Some(region) = rw.body.block_parent(block) else {
        return Err(());
    };
    let bytes = message_bytes(ctx, rmlir_ir::ods::prop(ctx, rw.body, op, "msg"));
    let ptr = lt::ptr(ctx, 0);
    let array = lt::array(ctx, ctx.integer_type(8), bytes.len() as u64);
    let global = decls.request_string("assert_msg", bytes, loc);
    decls.request("puts", lt::func(ctx, lt::void(ctx), &[ptr], false));
    if abort_on_failure {
        decls.request("abort", lt::func(ctx, lt::void(ctx), &[], false));
    }
    let continuation = rw.split_block(block, Some(op));
    rw.create_block(region, None, &[]);
    let sym = |n: &str| ctx.flat_symbol_ref(ctx.ident(n));
    let addr = create(
        rw,
        loc,
        "llvm.mlir.addressof",
        &[],
        &[ptr],
        &[],
        &[("global_name", sym(&global))],
    );
    let addr = rw.body.result(addr, 0);
    let gep = create(
        rw,
        loc,
        "llvm.getelementptr",
        &[addr],
        &[ptr],
        &[],
        &[
            ("elem_type", ctx.type_attr(array)),
            ("rawConstantIndices", c::dense_i32_array(ctx, &[0])),
        ],
    );
    let gep = rw.body.result(gep, 0);
    create(
        rw,
        loc,
        "llvm.call",
        &[gep],
        &[],
        &[],
        &[("callee", sym("puts"))],
    );
    let failure = rw
        .insertion_point()
        .and_then(|ip| match ip {
            InsertPoint::BlockEnd(b) => Some(b),
            _ => None,
        })
        .ok_or(())?;
    if abort_on_failure {
        create(
            rw,
            loc,
            "llvm.call",
            &[],
            &[],
            &[],
            &[("callee", sym("abort"))],
        );
        create(rw, loc, "llvm.unreachable", &[], &[], &[], &[]);
    } else {
        create(rw, loc, "llvm.br", &[], &[], &[continuation], &[]);
    }
    rw.set_insertion_point_to_end(block);
    let new = create(
        rw,
        loc,
        "llvm.cond_br",
        &[operands[0]],
        &[],
        &[continuation, failure],
        &[("operandSegmentSizes", c::dense_i32_array(ctx, &[1, 0, 0]))],
    );
    rw.replace_op_with_op(op, new);
    Ok(())
}

/// Upstream's `populateAssertToLLVMConversionPattern`: `cf.assert` prints its message on
/// failure, then aborts (or, without `abort_on_failure`, goes on).
pub fn populate_assert_pattern(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    set: &mut ConversionPatternSet,
    decls: &SharedFuncDecls,
    abort_on_failure: bool,
) {
    let decls = decls.clone();
    set.add(
        ctx,
        Some("cf.assert"),
        1,
        "AssertOpLowering",
        Some(conv.converter.clone()),
        move |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            assert(op, operands, rw, &decls, abort_on_failure)
        },
    );
    set.generates(
        ctx,
        &[
            "llvm.br",
            "llvm.cond_br",
            "llvm.mlir.addressof",
            "llvm.getelementptr",
            "llvm.call",
            "llvm.unreachable",
        ],
    );
}

fn populate_patterns(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    set: &mut ConversionPatternSet,
    decls: &SharedFuncDecls,
) {
    let tc = &conv.converter;
    populate_assert_pattern(ctx, conv, set, decls, true);
    for (src, dst) in [
        ("cf.br", "llvm.br"),
        ("cf.cond_br", "llvm.cond_br"),
        ("cf.switch", "llvm.switch"),
    ] {
        set.add(ctx, Some(src), 1, src, Some(tc.clone()), branch(dst));
    }
    set.generates(
        ctx,
        &[
            "llvm.br",
            "llvm.cond_br",
            "llvm.switch",
            "llvm.mlir.addressof",
            "llvm.getelementptr",
            "llvm.call",
            "llvm.unreachable",
        ],
    );
}

/// Converts one module's body (nested modules first, each with its own declarations).
fn convert_scope(
    ctx: &Context,
    body: &mut Body,
    opts: LowerToLlvmOptions,
) -> Result<(), Vec<rmlir_ir::Diagnostic>> {
    for o in super::nested_modules(ctx, body) {
        if let Some(inner) = body.isolated_body_mut(o) {
            convert_scope(ctx, inner, opts)?;
        }
    }
    let lowering = CfLowering::new(ctx, body);
    let conv = LlvmTypeConverter::new(opts);
    let mut patterns = ConversionPatternSet::new();
    lowering.populate(ctx, &conv, &mut patterns);
    let mut target = llvm_conversion_target();
    target.mark_op_recursively_legal(&["builtin.module"], None);
    let result = apply_partial_conversion(ctx, body, &target, &patterns);
    if result.is_ok() {
        lowering.finish(ctx, body);
    }
    result.map(|_| ())
}

/// The cf lowering as other passes include it (upstream's
/// `populateControlFlowToLLVMConversionPatterns`, as `convert-func-to-llvm` adds it): the
/// declarations `cf.assert` needs are added to `body` by [`CfLowering::finish`] once the
/// conversion succeeded.
pub(crate) struct CfLowering {
    decls: SharedFuncDecls,
}

impl CfLowering {
    pub(crate) fn new(ctx: &Context, body: &Body) -> Self {
        CfLowering {
            decls: SharedFuncDecls::for_module(ctx, body),
        }
    }

    pub(crate) fn populate(
        &self,
        ctx: &Context,
        conv: &LlvmTypeConverter,
        set: &mut ConversionPatternSet,
    ) {
        populate_patterns(ctx, conv, set, &self.decls);
    }

    pub(crate) fn finish(self, ctx: &Context, body: &mut Body) {
        self.decls.declare_all(ctx, body);
    }
}

pub struct ConvertCfToLlvm {
    options: PassOptions,
}

const DESCRIPTION: &str = "Convert ControlFlow operations to the LLVM dialect";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-cf-to-llvm",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertCfToLlvm {
                options: PassOptions::new().with(
                    "index-bitwidth",
                    INDEX_BITWIDTH_HELP,
                    OptValue::UInt(0),
                ),
            })
        },
    }
}

impl Pass for ConvertCfToLlvm {
    fn name(&self) -> &'static str {
        "ConvertControlFlowToLLVM"
    }
    fn argument(&self) -> &'static str {
        "convert-cf-to-llvm"
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let opts =
            LowerToLlvmOptions::from_index_bitwidth_option(self.options.uint("index-bitwidth"));
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        match convert_scope(ctx, body, opts) {
            Ok(()) => Ok(()),
            Err(diags) => {
                for d in diags {
                    cx.emit(d);
                }
                Err(())
            }
        }
    }
}
