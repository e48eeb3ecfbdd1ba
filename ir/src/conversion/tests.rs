//! Unit tests of the conversion framework on unregistered `t.*` ops.

use super::*;
use crate::body::OpSpec;
use crate::rewrite::LogicalResult;
use crate::{Context, OpId, ParserConfig, PrintFlags, Type, ValueId};
use std::sync::Arc;

fn parse(ctx: &Context, src: &str) -> crate::OwnedOp {
    let cfg = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    crate::parse_source(ctx, src, "t.mlir", cfg, true).expect("parses")
}

fn print(ctx: &Context, m: &crate::OwnedOp) -> String {
    crate::printer::print_op_to_string(ctx, &m.body, m.op, PrintFlags::default())
}

/// Creates `name(operands) -> types` at the insertion point.
fn mk(
    rw: &mut ConversionPatternRewriter<'_>,
    at: OpId,
    name: &str,
    ops: &[ValueId],
    tys: &[Type],
) -> OpId {
    let ctx = rw.ctx;
    let loc = rw.body.loc(at);
    let mut spec = OpSpec::new(ctx.op_name(name), loc);
    spec.operands = ops;
    spec.result_types = tys;
    spec.props = smallvec::smallvec![None];
    rw.create(spec)
}

fn run(
    src: &str,
    mode: ConversionMode,
    target: &ConversionTarget,
    set: &ConversionPatternSet,
    ctx: &Context,
) -> (String, Result<ConversionReport, Vec<crate::Diagnostic>>) {
    let mut m = parse(ctx, src);
    let body = m.body.isolated_body_mut(m.op).expect("module body");
    let r = match mode {
        ConversionMode::Partial => apply_partial_conversion(ctx, body, target, set),
        ConversionMode::Full => apply_full_conversion(ctx, body, target, set),
        ConversionMode::Analysis => apply_analysis_conversion(ctx, body, target, set),
    };
    (print(ctx, &m), r)
}

/// `t.a` becomes `t.b` with the same operands and result types.
fn a_to_b(op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let tys: Vec<Type> = rw
        .body
        .results(op)
        .iter()
        .map(|r| rw.body.value_type(*r))
        .collect();
    let new = mk(rw, op, "t.b", operands, &tys);
    rw.replace_op_with_op(op, new);
    Ok(())
}

const SRC: &str = "%0 = \"t.a\"() : () -> i32\n\"t.use\"(%0) : (i32) -> ()\n";

#[test]
fn illegal_op_is_converted_and_legal_ops_stay() {
    let ctx = Context::with_dialects(&[]);
    let mut set = ConversionPatternSet::new();
    set.add(&ctx, Some("t.a"), 1, "AToB", None, a_to_b);
    let mut target = ConversionTarget::new();
    target
        .add_illegal_op(&["t.a"])
        .add_legal_op(&["t.b", "t.use"]);
    let (out, r) = run(SRC, ConversionMode::Full, &target, &set, &ctx);
    assert!(r.is_ok());
    assert_eq!(
        out,
        "module {\n  %0 = \"t.b\"() : () -> i32\n  \"t.use\"(%0) : (i32) -> ()\n}\n"
    );
}

#[test]
fn explicitly_illegal_op_without_pattern_fails_and_rolls_back() {
    let ctx = Context::with_dialects(&[]);
    let mut set = ConversionPatternSet::new();
    // Converts t.use but t.a cannot be converted: everything is rolled back.
    set.add(
        &ctx,
        Some("t.use"),
        1,
        "Use",
        None,
        |op: OpId, ops: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            mk(rw, op, "t.use2", ops, &[]);
            rw.erase_op(op);
            Ok(())
        },
    );
    let mut target = ConversionTarget::new();
    target.add_illegal_dialect(&["t"]).add_legal_op(&["t.use2"]);
    let src = "\"t.use\"() : () -> ()\n%0 = \"t.a\"() : () -> i32\n";
    let (out, r) = run(src, ConversionMode::Partial, &target, &set, &ctx);
    let diags = r.err().expect("fails");
    assert_eq!(
        diags[0].message,
        "failed to legalize operation 't.a' that was explicitly marked illegal"
    );
    assert_eq!(
        out,
        "module {\n  \"t.use\"() : () -> ()\n  %0 = \"t.a\"() : () -> i32\n}\n"
    );
    // A full conversion reports an unknown op as well.
    let mut target = ConversionTarget::new();
    target.add_legal_op(&["t.use2", "t.use"]);
    let (_, r) = run(src, ConversionMode::Full, &target, &set, &ctx);
    assert_eq!(
        r.err().expect("fails")[0].message,
        "failed to legalize operation 't.a'"
    );
}

#[test]
fn failing_pattern_is_rolled_back_and_the_next_one_applies() {
    let ctx = Context::with_dialects(&[]);
    let mut set = ConversionPatternSet::new();
    // Higher benefit: changes the IR, then fails.
    set.add(
        &ctx,
        Some("t.a"),
        2,
        "Bad",
        None,
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            mk(rw, op, "t.junk", &[], &[]);
            Err(())
        },
    );
    // Produces an op that cannot be legalized: rolled back too.
    set.add(
        &ctx,
        Some("t.a"),
        2,
        "Illegal",
        None,
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let ty = rw.ctx.integer_type(32);
            let new = mk(rw, op, "t.never", &[], &[ty]);
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
    set.add(&ctx, Some("t.a"), 1, "AToB", None, a_to_b);
    let mut target = ConversionTarget::new();
    target
        .add_illegal_op(&["t.a", "t.never"])
        .add_legal_op(&["t.b", "t.use"]);
    let (out, r) = run(SRC, ConversionMode::Partial, &target, &set, &ctx);
    assert!(r.is_ok());
    assert_eq!(
        out,
        "module {\n  %0 = \"t.b\"() : () -> i32\n  \"t.use\"(%0) : (i32) -> ()\n}\n"
    );
}

#[test]
fn analysis_reports_legalizable_ops_and_changes_nothing() {
    let ctx = Context::with_dialects(&[]);
    let mut set = ConversionPatternSet::new();
    set.add(&ctx, Some("t.a"), 1, "AToB", None, a_to_b);
    let mut target = ConversionTarget::new();
    target
        .add_illegal_op(&["t.a", "t.use"])
        .add_legal_op(&["t.b"]);
    let (out, r) = run(SRC, ConversionMode::Analysis, &target, &set, &ctx);
    assert_eq!(r.ok().map(|r| r.legalizable.len()), Some(1));
    assert_eq!(
        out,
        format!(
            "module {{\n  {}}}\n",
            SRC.replace('\n', "\n  ").trim_end_matches("  ")
        )
    );
}

#[test]
fn dynamic_and_recursive_legality() {
    let ctx = Context::with_dialects(&[]);
    let mut target = ConversionTarget::new();
    target.add_dynamically_legal_op(&["t.a"], |_, body, op| Some(body.num_operands(op) == 0));
    target.mark_op_recursively_legal(&["t.region"], None);
    let m = parse(&ctx, "%0 = \"t.a\"() : () -> i32\n\"t.a\"(%0) : (i32) -> ()\n\"t.region\"() ({\n  \"t.a\"(%0) : (i32) -> ()\n}) : () -> ()\n");
    let body = m.body.isolated_body(m.op).expect("body");
    let ops: Vec<OpId> = body
        .block_ops(body.entry_block(body.root_regions()[0]).expect("block"))
        .collect();
    assert!(target.is_legal(&ctx, body, ops[0]).is_some());
    assert!(target.is_legal(&ctx, body, ops[1]).is_none());
    assert!(target.is_illegal(&ctx, body, ops[1]));
    assert!(target.is_legal(&ctx, body, ops[2]).is_none()); // dynamic with no callback
                                                            // Recursively legal ops are not entered: the nested t.a (illegal) stays.
    target.add_legal_op(&["t.region"]).add_legal_op(&["t.a"]);
    assert!(target
        .is_legal(&ctx, body, ops[2])
        .is_some_and(|d| d.is_recursively_legal));
}

fn i64_converter() -> Arc<TypeConverter> {
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    // i32 -> i64; i16 -> (i8, i8); i1 -> dropped.
    tc.add_conversion(|ctx, t| {
        if t == ctx.integer_type(32) {
            TypeConversion::Types(smallvec::smallvec![ctx.integer_type(64)])
        } else if t == ctx.integer_type(16) {
            TypeConversion::Types(smallvec::smallvec![
                ctx.integer_type(8),
                ctx.integer_type(8)
            ])
        } else if t == ctx.integer_type(1) {
            TypeConversion::Types(smallvec::smallvec![])
        } else {
            TypeConversion::NotApplicable
        }
    });
    Arc::new(tc)
}

#[test]
fn type_conversion_materializes_unconverted_users() {
    let ctx = Context::with_dialects(&[]);
    let tc = i64_converter();
    assert_eq!(
        tc.convert_type(&ctx, ctx.integer_type(1)).map(|v| v.len()),
        Some(0)
    );
    assert_eq!(
        tc.convert_type(&ctx, ctx.integer_type(16)).map(|v| v.len()),
        Some(2)
    );
    assert!(tc.is_legal_type(&ctx, ctx.integer_type(64)));
    let mut set = ConversionPatternSet::new();
    set.add(
        &ctx,
        Some("t.a"),
        1,
        "A",
        Some(tc.clone()),
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let ty = rw
                .type_converter()
                .and_then(|t| t.convert_type_1(rw.ctx, rw.ctx.integer_type(32)))
                .ok_or(())?;
            let new = mk(rw, op, "t.b", &[], &[ty]);
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
    // t.conv's pattern sees its operand as i64 (the remapped value).
    set.add(
        &ctx,
        Some("t.conv"),
        1,
        "Conv",
        Some(tc),
        |op: OpId, ops: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            assert_eq!(rw.body.value_type(ops[0]), rw.ctx.integer_type(64));
            mk(rw, op, "t.conv2", ops, &[]);
            rw.erase_op(op);
            Ok(())
        },
    );
    let mut target = ConversionTarget::new();
    target
        .add_illegal_op(&["t.a", "t.conv"])
        .add_legal_op(&["t.b", "t.use", "t.conv2"]);
    let src =
        "%0 = \"t.a\"() : () -> i32\n\"t.use\"(%0) : (i32) -> ()\n\"t.conv\"(%0) : (i32) -> ()\n";
    // t.use stays live on t.a's result and the converter has no source materialization:
    // an error, as upstream 19, and nothing changes.
    let (out, r) = run(src, ConversionMode::Partial, &target, &set, &ctx);
    let d = r.err().expect("fails");
    assert_eq!(
        d[0].message,
        "failed to materialize conversion for result #0 of operation 't.a' that remained live after conversion"
    );
    assert!(
        d[0].notes.iter().any(|n| n
            .message
            .starts_with("see existing live user here: \"t.use\"(")),
        "{:?}",
        d[0].notes
    );
    assert_eq!(
        out,
        format!(
            "module {{\n  {}}}\n",
            src.replace('\n', "\n  ").trim_end_matches("  ")
        )
    );
    // Without unconverted users, no cast remains.
    let src = "%0 = \"t.a\"() : () -> i32\n\"t.conv\"(%0) : (i32) -> ()\n";
    let (out, _) = run(src, ConversionMode::Partial, &target, &set, &ctx);
    assert_eq!(
        out,
        "module {\n  %0 = \"t.b\"() : () -> i64\n  \"t.conv2\"(%0) : (i64) -> ()\n}\n"
    );
}

#[test]
fn user_materializations_and_their_failure() {
    let ctx = Context::with_dialects(&[]);
    let mut tc = (*i64_converter()).clone();
    tc.add_source_materialization(|ctx, b, ty, inputs, loc| {
        let mut spec = OpSpec::new(ctx.op_name("t.trunc"), loc);
        spec.operands = inputs;
        let tys = [ty];
        spec.result_types = &tys;
        let op = b.create(spec);
        Some(b.body.result(op, 0))
    });
    let tc = Arc::new(tc);
    let mut set = ConversionPatternSet::new();
    set.add(
        &ctx,
        Some("t.a"),
        1,
        "A",
        Some(tc),
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let ty = rw.ctx.integer_type(64);
            let new = mk(rw, op, "t.b", &[], &[ty]);
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
    let mut target = ConversionTarget::new();
    target
        .add_illegal_op(&["t.a"])
        .add_legal_op(&["t.b", "t.use"]);
    let (out, r) = run(SRC, ConversionMode::Partial, &target, &set, &ctx);
    assert!(r.is_ok());
    assert_eq!(out, "module {\n  %0 = \"t.b\"() : () -> i64\n  %1 = \"t.trunc\"(%0) : (i64) -> i32\n  \"t.use\"(%1) : (i32) -> ()\n}\n");

    let mut tc = (*i64_converter()).clone();
    tc.add_source_materialization(|_, _, _, _, _| None);
    let tc = Arc::new(tc);
    let mut set = ConversionPatternSet::new();
    set.add(
        &ctx,
        Some("t.a"),
        1,
        "A",
        Some(tc),
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let ty = rw.ctx.integer_type(64);
            let new = mk(rw, op, "t.b", &[], &[ty]);
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
    let (out, r) = run(SRC, ConversionMode::Partial, &target, &set, &ctx);
    assert_eq!(
        r.err().expect("fails")[0].message,
        "failed to materialize conversion for result #0 of operation 't.a' that remained live after conversion"
    );
    assert_eq!(
        out,
        format!(
            "module {{\n  {}}}\n",
            SRC.replace('\n', "\n  ").trim_end_matches("  ")
        )
    );
}

#[test]
fn signature_conversion_one_to_many_and_dropped() {
    let ctx = Context::with_dialects(&[]);
    let tc = i64_converter();
    let mut set = ConversionPatternSet::new();
    set.add(
        &ctx,
        Some("t.region"),
        1,
        "Sig",
        Some(tc.clone()),
        move |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let r = rw.body.regions(op)[0];
            rw.convert_region_types(r, &tc, None)?;
            let ctx = rw.ctx;
            rw.modify_op_in_place(op, |b| {
                b.set_attr(ctx, op, ctx.ident("done"), Some(ctx.unit_attr()))
            });
            Ok(())
        },
    );
    let mut target = ConversionTarget::new();
    target.add_dynamically_legal_op(&["t.region"], |ctx, body, op| {
        Some(body.attr(op, ctx.ident("done")).is_some())
    });
    target.add_legal_op(&["t.use"]);
    let src = "\"t.region\"() ({\n^bb0(%a: i32, %b: i16, %c: i1):\n  \"t.use\"(%a, %b, %c) : (i32, i16, i1) -> ()\n}) : () -> ()\n";
    let (out, r) = run(src, ConversionMode::Full, &target, &set, &ctx);
    assert!(r.is_ok(), "{:?}", r.err().map(|d| d[0].message.clone()));
    assert_eq!(
        out,
        "module {\n  \"t.region\"() ({\n  ^bb0(%arg0: i64, %arg1: i8, %arg2: i8):\n    %0 = builtin.unrealized_conversion_cast to i1\n    %1 = builtin.unrealized_conversion_cast %arg1, %arg2 : i8, i8 to i16\n    %2 = builtin.unrealized_conversion_cast %arg0 : i64 to i32\n    \"t.use\"(%2, %1, %0) : (i32, i16, i1) -> ()\n  }) {done} : () -> ()\n}\n"
    );
}

#[test]
fn unreachable_blocks_are_not_visited() {
    // As upstream 19 (a dominance-order walk): ops of unreachable blocks are not converted,
    // not even explicitly illegal ones.
    let ctx = Context::with_dialects(&[]);
    let set = ConversionPatternSet::new();
    let mut target = ConversionTarget::new();
    target.add_illegal_op(&["t.bad"]);
    let src = "\"t.region\"() ({\n  \"t.ret\"() : () -> ()\n^bb1:\n  \"t.bad\"() : () -> ()\n}) : () -> ()\n";
    let (_, r) = run(src, ConversionMode::Partial, &target, &set, &ctx);
    assert!(r.is_ok());
}

const ROLLBACK_SRC: &str = "%0 = \"t.a\"() : () -> i32\n\"t.use\"(%0) : (i32) -> ()\n\"t.region\"() ({\n^bb0(%x: i32):\n  \"t.use\"(%x) : (i32) -> ()\n  \"t.br\"()[^bb1] : () -> ()\n^bb1:\n  \"t.ret\"() : () -> ()\n}) : () -> ()\n\"t.region\"() ({\n  \"t.ret\"() : () -> ()\n}) : () -> ()\n";

/// The first op named `name` after `op` in its block.
fn find(rw: &ConversionPatternRewriter<'_>, op: OpId, name: &str) -> OpId {
    let b = rw.body.parent_block(op).expect("in a block");
    rw.body
        .block_ops(b)
        .find(|o| rw.ctx.op_name_str(rw.body.op_name(*o)) == name)
        .expect("op exists")
}

/// Runs a pattern on `t.a` that makes one kind of change and then fails (or makes the
/// conversion fail through an illegal op it creates); a lower-benefit pattern then turns
/// `t.a` into `t.b`. The first pattern must leave no trace.
fn check_rollback(
    change: impl Fn(OpId, &mut ConversionPatternRewriter<'_>) + Send + Sync + 'static,
) {
    let ctx = Context::with_dialects(&[]);
    let mut set = ConversionPatternSet::new();
    set.add(
        &ctx,
        Some("t.a"),
        2,
        "Change",
        None,
        move |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            change(op, rw);
            Err(())
        },
    );
    set.add(&ctx, Some("t.a"), 1, "AToB", None, a_to_b);
    let mut target = ConversionTarget::new();
    target
        .add_illegal_op(&["t.a"])
        .add_legal_op(&["t.b", "t.use", "t.region", "t.ret", "t.br"]);
    let (out, r) = run(ROLLBACK_SRC, ConversionMode::Partial, &target, &set, &ctx);
    assert!(r.is_ok());
    let (orig, _) = run(
        ROLLBACK_SRC,
        ConversionMode::Partial,
        &ConversionTarget::new(),
        &ConversionPatternSet::new(),
        &ctx,
    );
    assert_eq!(out, orig.replace("\"t.a\"()", "\"t.b\"()"));
}

fn region_of(rw: &ConversionPatternRewriter<'_>, op: OpId, nth: usize) -> crate::RegionId {
    let b = rw.body.parent_block(op).expect("in a block");
    let r = rw
        .body
        .block_ops(b)
        .filter(|o| rw.ctx.op_name_str(rw.body.op_name(*o)) == "t.region")
        .nth(nth)
        .expect("region op");
    rw.body.regions(r)[0]
}

#[test]
fn rollback_created_ops_and_blocks() {
    check_rollback(|op, rw| {
        mk(rw, op, "t.junk", &[], &[]);
        let r = region_of(rw, op, 0);
        rw.create_block(r, None, &[]);
    });
}

#[test]
fn rollback_moved_ops() {
    check_rollback(|op, rw| {
        let u = find(rw, op, "t.use");
        let r = find(rw, op, "t.region");
        rw.move_op_after(u, r);
        rw.move_op_before(op, r);
    });
}

#[test]
fn rollback_split_merged_and_inlined_blocks() {
    check_rollback(|op, rw| {
        let r0 = region_of(rw, op, 0);
        let entry = rw.body.entry_block(r0).expect("entry");
        let first = rw.body.first_op(entry);
        let tail = rw.split_block(entry, first);
        let r1 = region_of(rw, op, 1);
        let e1 = rw.body.entry_block(r1).expect("entry");
        // Move region 1's block into region 0, then merge the split tail into it.
        rw.inline_region_before(r1, r0, None);
        let t = rw.body.last_op(e1).expect("ret");
        rw.inline_block_before(tail, e1, Some(t), &[]);
    });
}

#[test]
fn rollback_modified_ops_and_replaced_uses() {
    check_rollback(|op, rw| {
        let u = find(rw, op, "t.use");
        let ctx = rw.ctx;
        let new = mk(rw, op, "t.c", &[], &[ctx.integer_type(32)]);
        let v = rw.body.result(new, 0);
        rw.modify_op_in_place(u, |b| {
            b.set_attr(ctx, u, ctx.ident("x"), Some(ctx.unit_attr()));
            b.set_operands(u, &[v, v]);
        });
        let a = rw.body.result(op, 0);
        rw.replace_all_uses_with(a, v);
        let r0 = region_of(rw, op, 0);
        let entry = rw.body.entry_block(r0).expect("entry");
        let x = rw.body.block_args(entry)[0];
        rw.replace_uses_of_block_argument(x, v);
    });
}

#[test]
fn rollback_erased_ops_and_blocks() {
    check_rollback(|op, rw| {
        let u = find(rw, op, "t.use");
        rw.erase_op(u);
        let r0 = region_of(rw, op, 0);
        let last = rw.body.last_block(r0).expect("block");
        let br = rw
            .body
            .last_op(rw.body.entry_block(r0).expect("entry"))
            .expect("br");
        rw.erase_op(br);
        rw.erase_block(last);
        let r = find(rw, op, "t.region");
        rw.erase_op(r);
        // Erased while used: pending until the conversion commits.
        rw.erase_op(op);
    });
}

#[test]
fn rollback_signature_conversion() {
    check_rollback(|op, rw| {
        let r0 = region_of(rw, op, 0);
        let entry = rw.body.entry_block(r0).expect("entry");
        let mut conv = SignatureConversion::new(1);
        conv.add_inputs(0, &[rw.ctx.integer_type(64), rw.ctx.integer_type(8)]);
        rw.apply_signature_conversion(entry, &conv);
        let blocks: Vec<_> = rw.body.region_blocks(r0).collect();
        assert_eq!(blocks.len(), 2);
    });
}

#[test]
fn rollback_after_pattern_success_when_a_created_op_is_illegal() {
    // The pattern succeeds, but what it created cannot be legalized: rolled back too.
    check_rollback(|op, rw| {
        let u = find(rw, op, "t.use");
        rw.erase_op(u);
        mk(rw, op, "t.a", &[], &[]);
    });
}

#[test]
fn first_error_follows_one_pre_order_walk_through_isolated_ops() {
    // Upstream walks nested isolated ops in place: @f's op fails before the later
    // top-level op.
    let ctx = Context::with_dialects(&[]);
    let set = ConversionPatternSet::new();
    let mut target = ConversionTarget::new();
    target.add_legal_op(&["builtin.module"]);
    let src = "module {\n  \"t.in_f\"() : () -> ()\n}\n\"t.top\"() : () -> ()\n";
    let (_, r) = run(src, ConversionMode::Full, &target, &set, &ctx);
    assert_eq!(
        r.err().expect("fails")[0].message,
        "failed to legalize operation 't.in_f'"
    );
}

#[test]
fn pattern_order_depth_then_benefit_and_pruning() {
    let ctx = Context::with_dialects(&[]);
    let mut set = ConversionPatternSet::new();
    let to = |name: &'static str| {
        move |op: OpId, ops: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let tys: Vec<Type> = rw
                .body
                .results(op)
                .iter()
                .map(|r| rw.body.value_type(*r))
                .collect();
            let new = mk(rw, op, name, ops, &tys);
            rw.replace_op_with_op(op, new);
            Ok(())
        }
    };
    // Highest benefit, but generates t.mid, which needs one more step: depth 2.
    set.add(&ctx, Some("t.a"), 9, "ViaMid", None, to("t.mid"))
        .generates(&ctx, &["t.mid"]);
    set.add(&ctx, Some("t.mid"), 1, "MidToC", None, to("t.c"))
        .generates(&ctx, &["t.c"]);
    // Generates an illegal op without patterns: pruned although its benefit is high.
    set.add(&ctx, Some("t.a"), 5, "Dead", None, to("t.dead"))
        .generates(&ctx, &["t.dead"]);
    // Depth 1.
    set.add(&ctx, Some("t.a"), 1, "Direct", None, to("t.b"))
        .generates(&ctx, &["t.b"]);
    let mut target = ConversionTarget::new();
    target
        .add_illegal_op(&["t.a", "t.mid", "t.dead"])
        .add_legal_op(&["t.b", "t.c", "t.use"]);
    let (out, r) = run(SRC, ConversionMode::Full, &target, &set, &ctx);
    assert!(r.is_ok());
    assert!(out.contains("\"t.b\"()"), "{out}");
    // Without the declarations, benefit decides (the dead pattern is tried first and its
    // result fails to legalize, then ViaMid applies).
    let mut set = ConversionPatternSet::new();
    set.add(&ctx, Some("t.a"), 9, "ViaMid", None, to("t.mid"));
    set.add(&ctx, Some("t.mid"), 1, "MidToC", None, to("t.c"));
    set.add(&ctx, Some("t.a"), 1, "Direct", None, to("t.b"));
    let (out, r) = run(SRC, ConversionMode::Full, &target, &set, &ctx);
    assert!(r.is_ok());
    assert!(out.contains("\"t.c\"()"), "{out}");
}

/// Runs a full conversion of `src` with a root step that creates a `t.marker` at the start
/// of the root block (or fails), and a pattern turning `t.a` into `t.b` only once the
/// marker exists.
fn run_with_root(step_fails: bool) -> (String, bool) {
    let ctx = Context::with_dialects(&[]);
    let mut set = ConversionPatternSet::new();
    set.add(
        &ctx,
        Some("t.a"),
        1,
        "AToBAfterMarker",
        None,
        |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let block = rw.body.parent_block(op).expect("in a block");
            let first = rw.body.first_op(block).expect("an op");
            if rw.ctx.op_name_str(rw.body.op_name(first)) != "t.marker" {
                return Err(());
            }
            a_to_b(op, operands, rw)
        },
    );
    let mut target = ConversionTarget::new();
    target
        .add_illegal_op(&["t.a"])
        .add_legal_op(&["t.b", "t.use", "t.marker"]);
    let step = move |rw: &mut ConversionPatternRewriter<'_>| -> LogicalResult {
        let region = rw.body.root_regions()[0];
        let block = rw.body.entry_block(region).expect("root block");
        let first = rw.body.first_op(block).expect("an op");
        rw.set_insertion_point_to_start(block);
        mk(rw, first, "t.marker", &[], &[]);
        if step_fails {
            Err(())
        } else {
            Ok(())
        }
    };
    let mut m = parse(&ctx, SRC);
    let body = m.body.isolated_body_mut(m.op).expect("module body");
    let r = apply_full_conversion_with_root(&ctx, body, &target, &set, (&step, None));
    (print(&ctx, &m), r.is_ok())
}

#[test]
fn root_step_runs_before_the_body_ops() {
    let (out, ok) = run_with_root(false);
    assert!(ok);
    assert_eq!(
        out,
        "module {\n  \"t.marker\"() : () -> ()\n  %0 = \"t.b\"() : () -> i32\n  \"t.use\"(%0) : (i32) -> ()\n}\n"
    );
}

#[test]
fn failing_root_step_fails_the_conversion_and_changes_nothing() {
    let (out, ok) = run_with_root(true);
    assert!(!ok);
    assert_eq!(
        out,
        format!(
            "module {{\n  {}}}\n",
            SRC.replace('\n', "\n  ").trim_end_matches("  ")
        )
    );
}
