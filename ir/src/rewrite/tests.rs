//! Unit tests of the rewriting machinery, with small dialects defined here: a slice of
//! `arith`, `cf` and `math` reproducing upstream's folders and interfaces (so that the
//! driver's output can be pinned to `mlir-opt` 19's, generated with
//! `-mlir-print-op-generic -canonicalize=...` on the same inputs), and a `test` dialect
//! with patterns, trait folders and effects.

use super::*;
use crate::attributes::{AttrKind, Attribute, Location};
use crate::body::{InsertPoint, OpSpec};
use crate::builder::Builder;
use crate::dialect::{Dialect, OpInfo, Traits};
use crate::pass::{Pass, PassCx, PassOp};
use crate::test_util::{find, module_block, parse, print};
use crate::transforms::canonicalize::Canonicalize;
use crate::types::{Type, TypeKind};
use crate::{Body, Context, OpId, ValueId};
use smallvec::SmallVec;

mod oracle;

// ---- a slice of arith ---------------------------------------------------------------------

fn int_value(ctx: &Context, a: Option<Attribute>) -> Option<(Type, i64)> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { ty, value } => Some((*ty, value.to_i64()?)),
        _ => None,
    }
}

fn all_ones(ctx: &Context, ty: Type, v: i64) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } if *width < 64 => {
            v & ((1i64 << width) - 1) == (1i64 << width) - 1 || v == -1
        }
        _ => v == -1,
    }
}

fn fold_constant(a: &FoldAdaptor<'_>) -> Option<Folded> {
    a.body
        .op(a.op)
        .props
        .first()
        .copied()
        .flatten()
        .map(Folded::attr)
}

/// `arith.andi`'s folder (upstream's `AndIOp::fold`, without the `xori` cases).
fn fold_andi(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if let Some((_, 0)) = int_value(ctx, a.operand(1)) {
        return Some(Folded::value(rhs));
    }
    if let Some((ty, v)) = int_value(ctx, a.operand(1)) {
        if all_ones(ctx, ty, v) {
            return Some(Folded::value(lhs));
        }
    }
    // and(a, and(a, b)) -> and(a, b)
    for (prev, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(p) = body.defining_op(prev) {
            if body.op_name(p) == body.op_name(op)
                && (other == body.operand(p, 0) || other == body.operand(p, 1))
            {
                return Some(Folded::value(prev));
            }
        }
    }
    let (ty, x) = int_value(ctx, a.operand(0))?;
    let (_, y) = int_value(ctx, a.operand(1))?;
    Some(Folded::attr(ctx.int_attr(ty, x & y)))
}

/// `arith.ori`'s folder (upstream's `OrIOp::fold`, without the `xori` case).
fn fold_ori(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    if let Some((_, 0)) = int_value(ctx, a.operand(1)) {
        return Some(Folded::value(body.operand(op, 0)));
    }
    if let Some((ty, v)) = int_value(ctx, a.operand(1)) {
        if all_ones(ctx, ty, v) {
            return Some(Folded::attr(a.operand(1)?));
        }
    }
    let (ty, x) = int_value(ctx, a.operand(0))?;
    let (_, y) = int_value(ctx, a.operand(1))?;
    Some(Folded::attr(ctx.int_attr(ty, x | y)))
}

struct Arith;

impl Dialect for Arith {
    fn namespace(&self) -> &'static str {
        "arith"
    }
    fn ops(&self) -> Vec<OpInfo> {
        let bin = Traits::COMMUTATIVE
            .union(Traits::IDEMPOTENT)
            .union(Traits::PURE);
        vec![
            OpInfo {
                props: vec!["value"],
                fold: Some(fold_constant),
                ..OpInfo::new("arith.constant", Traits::CONSTANT_LIKE.union(Traits::PURE))
            },
            OpInfo {
                fold: Some(fold_andi),
                ..OpInfo::new("arith.andi", bin)
            },
            OpInfo {
                fold: Some(fold_ori),
                ..OpInfo::new("arith.ori", bin)
            },
            OpInfo::new("arith.addf", Traits::COMMUTATIVE.union(Traits::PURE)),
        ]
    }
    fn materialize_constant(
        &self,
        ctx: &Context,
        b: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        if ctx.attr_type(value) != Some(ty) {
            return None;
        }
        let mut spec = OpSpec::new(ctx.op_name("arith.constant"), loc);
        spec.result_types = std::slice::from_ref(&ty);
        spec.props.push(Some(value));
        Some(b.create(spec))
    }
}

// ---- a slice of cf and math ------------------------------------------------------------------

fn dense_i32(ctx: &Context, v: &[i32]) -> Attribute {
    ctx.get_attr(AttrKind::DenseArray {
        elem: ctx.integer_type(32),
        len: v.len(),
        data: v.iter().flat_map(|x| x.to_le_bytes()).collect(),
    })
}

fn segments(ctx: &Context, body: &Body, op: OpId) -> [u32; 3] {
    let mut out = [1, 0, 0];
    if let Some(a) = body.op(op).props.first().copied().flatten() {
        if let AttrKind::DenseArray { data, .. } = ctx.attr_kind(a) {
            for (i, c) in data.chunks(4).take(3).enumerate() {
                out[i] = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
            }
        }
    }
    out
}

fn br_operands(_: &Context, body: &Body, op: OpId, _: usize) -> SuccessorOperands {
    SuccessorOperands {
        produced: 0,
        start: 0,
        len: body.num_operands(op) as u32,
    }
}

fn br_set_operands(_: &Context, body: &mut Body, op: OpId, _: usize, vals: &[ValueId]) {
    body.set_operands(op, vals);
}

fn cond_br_operands(ctx: &Context, body: &Body, op: OpId, i: usize) -> SuccessorOperands {
    let s = segments(ctx, body, op);
    let (start, len) = if i == 0 {
        (s[0], s[1])
    } else {
        (s[0] + s[1], s[2])
    };
    SuccessorOperands {
        produced: 0,
        start,
        len,
    }
}

fn cond_br_set_operands(ctx: &Context, body: &mut Body, op: OpId, i: usize, vals: &[ValueId]) {
    let s = segments(ctx, body, op);
    let all: Vec<ValueId> = body.operands(op).collect();
    let cond = &all[..s[0] as usize];
    let t = &all[s[0] as usize..(s[0] + s[1]) as usize];
    let f = &all[(s[0] + s[1]) as usize..];
    let (t, f) = if i == 0 { (vals, f) } else { (t, vals) };
    let mut new: Vec<ValueId> = cond.to_vec();
    new.extend_from_slice(t);
    new.extend_from_slice(f);
    body.set_operands(op, &new);
    let seg = dense_i32(ctx, &[s[0] as i32, t.len() as i32, f.len() as i32]);
    body.set_prop(op, 0, Some(seg));
}

struct Cf;

impl Dialect for Cf {
    fn namespace(&self) -> &'static str {
        "cf"
    }
    fn ops(&self) -> Vec<OpInfo> {
        let term = Traits::TERMINATOR.union(Traits::PURE);
        vec![
            OpInfo {
                branch: Some(BranchOpInterface {
                    successor_operands: br_operands,
                    set_successor_operands: br_set_operands,
                }),
                ..OpInfo::new("cf.br", term)
            },
            OpInfo {
                props: vec!["operandSegmentSizes"],
                branch: Some(BranchOpInterface {
                    successor_operands: cond_br_operands,
                    set_successor_operands: cond_br_set_operands,
                }),
                ..OpInfo::new("cf.cond_br", term)
            },
        ]
    }
}

struct Math;

impl Dialect for Math {
    fn namespace(&self) -> &'static str {
        "math"
    }
    fn ops(&self) -> Vec<OpInfo> {
        vec![OpInfo::new("math.exp", Traits::PURE)]
    }
}

// ---- a test dialect ---------------------------------------------------------------------------

fn effects_alloc_result(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance::new(Effect::Allocate, EffectOn::Result(0)));
}

fn effects_read(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance::new(Effect::Read, EffectOn::Nothing));
}

fn effects_write(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance::new(Effect::Write, EffectOn::Nothing));
}

/// `TestRemoveOpWithInnerOps`: erases `test.op_with_region_pattern` with what it holds.
fn remove_op_with_inner_ops(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    rw.erase_op(op);
    Ok(())
}

/// `test.swap`: swaps its two operands (an in-place rewrite), once: it marks the op.
fn swap_operands(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let done = ctx.ident("swapped");
    if rw.body.attr(op, done).is_some() {
        return rw.notify_match_failure(rw.body.loc(op), || "already swapped".into());
    }
    let unit = ctx.unit_attr();
    rw.modify_op_in_place(op, |b| {
        let (x, y) = (b.operand(op, 0), b.operand(op, 1));
        b.set_operands(op, &[y, x]);
        b.set_attr(ctx, op, done, Some(unit));
    });
    Ok(())
}

/// Replaces `test.to_replace` by a new `test.replacement` of the same operands.
fn replace_with_new(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let operands: SmallVec<[ValueId; 2]> = rw.body.operands(op).collect();
    let tys: SmallVec<[Type; 1]> = rw
        .body
        .results(op)
        .iter()
        .map(|r| rw.body.value_type(*r))
        .collect();
    let mut spec = OpSpec::new(ctx.op_name("test.replacement"), rw.body.loc(op));
    spec.operands = &operands;
    spec.result_types = &tys;
    let new = rw.create(spec);
    rw.replace_op_with_op(op, new);
    Ok(())
}

/// `test.static_results`: each used result `i` is replaced by a constant `10 + i / 2` built
/// just before the op, unnotified (as upstream's `ExtractStridedMetadataOp::fold`).
fn fold_static_results(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let ctx = a.ctx;
    let edits: SmallVec<[Edit; 2]> = a
        .body
        .results(a.op)
        .iter()
        .enumerate()
        .filter(|(_, r)| a.body.has_uses(**r))
        .map(|(i, r)| {
            let ty = a.body.value_type(*r);
            Edit::UsesToConstant(*r, ctx.int_attr(ty, 10 + i as i64 / 2))
        })
        .collect();
    (!edits.is_empty()).then_some(Folded::InPlace(edits))
}

/// `test.when_one_user` becomes `test.replacement` once its result has a single user.
fn replace_when_one_user(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let r = rw.body.result(op, 0);
    let mut users: SmallVec<[OpId; 2]> = rw.body.uses(r).map(|(u, _)| u).collect();
    users.dedup();
    if users.len() != 1 {
        return Err(());
    }
    replace_with_new(op, rw)
}

fn test_canonicalization(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "test.op_with_region_pattern",
        1,
        "TestRemoveOpWithInnerOps",
        remove_op_with_inner_ops,
    );
}

fn one_user_canonicalization(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "test.when_one_user",
        1,
        "ReplaceWhenOneUser",
        replace_when_one_user,
    );
}

fn swap_canonicalization(ctx: &Context, set: &mut RewritePatternSet) {
    set.add(Pattern::for_op(ctx, "test.swap", 1, swap_operands).with_labels(&["swapping"]));
}

fn replace_canonicalization(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "test.to_replace",
        1,
        "ReplaceWithNew",
        replace_with_new,
    );
}

struct TestDialect;

impl Dialect for TestDialect {
    fn namespace(&self) -> &'static str {
        "test"
    }
    fn ops(&self) -> Vec<OpInfo> {
        vec![
            OpInfo {
                branch: Some(BranchOpInterface {
                    successor_operands: br_operands,
                    set_successor_operands: br_set_operands,
                }),
                ..OpInfo::new("test.br", Traits::TERMINATOR)
            },
            OpInfo::new(
                "test.graph_region",
                Traits::GRAPH_REGIONS.union(Traits::NO_TERMINATOR),
            ),
            OpInfo {
                memory_effects: Some(effects_alloc_result),
                ..OpInfo::new("test.effects_result", Traits::NONE)
            },
            OpInfo {
                memory_effects: Some(effects_read),
                ..OpInfo::new("test.read", Traits::NONE)
            },
            OpInfo {
                memory_effects: Some(effects_write),
                ..OpInfo::new("test.write", Traits::NONE)
            },
            OpInfo {
                canonicalization_patterns: Some(test_canonicalization),
                ..OpInfo::new("test.op_with_region_pattern", Traits::NONE)
            },
            OpInfo::new("test.op_with_region_terminator", Traits::TERMINATOR),
            OpInfo {
                canonicalization_patterns: Some(swap_canonicalization),
                ..OpInfo::new("test.swap", Traits::PURE)
            },
            OpInfo {
                canonicalization_patterns: Some(replace_canonicalization),
                ..OpInfo::new("test.to_replace", Traits::NONE)
            },
            OpInfo::new("test.replacement", Traits::NONE),
            OpInfo {
                fold: Some(fold_static_results),
                ..OpInfo::new("test.static_results", Traits::PURE)
            },
            OpInfo {
                canonicalization_patterns: Some(one_user_canonicalization),
                ..OpInfo::new("test.when_one_user", Traits::PURE)
            },
            OpInfo::new("test.commutative", Traits::COMMUTATIVE.union(Traits::PURE)),
            OpInfo::new("test.involution", Traits::INVOLUTION.union(Traits::PURE)),
            OpInfo::new("test.idempotent", Traits::IDEMPOTENT.union(Traits::PURE)),
            OpInfo::new("test.recursive", Traits::RECURSIVE_MEMORY_EFFECTS),
            OpInfo::new(
                "test.isolated",
                Traits::ISOLATED_FROM_ABOVE.union(Traits::NO_TERMINATOR),
            ),
        ]
    }
    fn materialize_constant(
        &self,
        ctx: &Context,
        b: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        Arith.materialize_constant(ctx, b, value, ty, loc)
    }
}

fn context() -> Context {
    Context::with_dialects(&[&Arith, &Cf, &Math, &TestDialect])
}

/// Runs `canonicalize{options}` on the module parsed from `src`.
fn canonicalize_with(ctx: &Context, src: &str, options: &str, generic: bool) -> (String, bool) {
    let mut m = parse(ctx, src);
    let mut pass = Canonicalize::new();
    pass.options_mut().parse(options).expect("options");
    let mut cx = PassCx::new(ctx);
    let ok = {
        let shape = m.body.op_shape(m.op);
        let mut pop = PassOp {
            id: m.op,
            is_top_level: true,
            data: m.body.op_mut(m.op),
            shape,
        };
        pass.run(&mut pop, &mut cx).is_ok()
    };
    (print(ctx, &m.body, m.op, generic), ok)
}

fn canonicalize(src: &str, options: &str) -> String {
    canonicalize_with(&context(), src, options, false).0
}

fn cse(src: &str) -> String {
    let ctx = context();
    let mut m = parse(&ctx, src);
    let name = m.body.op_name(m.op);
    let body = m.body.isolated_body_mut(m.op).expect("module body");
    crate::transforms::cse::eliminate_common_subexpressions(&ctx, name, body);
    print(&ctx, &m.body, m.op, false)
}

#[test]
fn matches_mlir_opt_on_folding_and_region_simplification() {
    let ctx = context();
    for (name, input, options, expected) in oracle::CASES {
        let (got, _) = canonicalize_with(&ctx, input, options, true);
        // `mlir-opt` ends its output with an empty line.
        let expected = expected.strip_suffix('\n').unwrap_or(expected);
        assert_eq!(got, expected, "case {name} with options `{options}`");
    }
}

#[test]
fn unregistered_ops_are_left_alone() {
    let src = r#""demo.a"() : () -> i32
"demo.b"() ({
  %0 = "demo.c"() : () -> i32
}) : () -> ()
"#;
    let out = canonicalize(src, "");
    assert_eq!(
        out,
        "module {\n  %0 = \"demo.a\"() : () -> i32\n  \"demo.b\"() ({\n    %1 = \"demo.c\"() : () -> i32\n  }) : () -> ()\n}\n"
    );
}

#[test]
fn dead_ops_with_allocation_effects_on_results_are_erased() {
    let src = r#"%0 = "test.effects_result"() : () -> i32
%1 = "test.read"() : () -> i32
%2 = "test.write"() : () -> i32
"#;
    let out = canonicalize(src, "");
    assert_eq!(out, "module {\n  %0 = \"test.write\"() : () -> i32\n}\n");
}

#[test]
fn recursive_effects_follow_nested_ops() {
    let src = r#""test.recursive"() ({
  %0 = "math.exp"(%0) : (f32) -> f32
}) : () -> ()
"test.recursive"() ({
  %0 = "test.write"() : () -> i32
}) : () -> ()
"#;
    let out = canonicalize(src, "");
    assert_eq!(
        out,
        "module {\n  \"test.recursive\"() ({\n    %0 = \"test.write\"() : () -> i32\n  }) : () -> ()\n}\n"
    );
}

#[test]
fn trait_folders_move_constants_and_fold_involutions() {
    let src = r#"%c = "arith.constant"() <{value = 1 : i32}> : () -> i32
%x = "demo.x"() : () -> i32
%0 = "test.commutative"(%c, %x) : (i32, i32) -> i32
%1 = "test.involution"(%x) : (i32) -> i32
%2 = "test.involution"(%1) : (i32) -> i32
%3 = "test.idempotent"(%x) : (i32) -> i32
%4 = "test.idempotent"(%3) : (i32) -> i32
%5 = "test.idempotent"(%x, %x) : (i32, i32) -> i32
"demo.use"(%0, %2, %4, %5) : (i32, i32, i32, i32) -> ()
"#;
    let out = canonicalize(src, "");
    assert_eq!(
        out,
        "module {\n  %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n  %1 = \"demo.x\"() : () -> i32\n  %2 = \"test.commutative\"(%1, %0) : (i32, i32) -> i32\n  %3 = \"test.idempotent\"(%1) : (i32) -> i32\n  \"demo.use\"(%2, %1, %3, %1) : (i32, i32, i32, i32) -> ()\n}\n"
    );
}

#[test]
fn enable_and_disable_patterns_filter_by_name_and_label() {
    let src = r#""test.op_with_region_pattern"() ({
  "test.op_with_region_terminator"() : () -> ()
}) : () -> ()
"#;
    let kept = "module {\n  \"test.op_with_region_pattern\"() ({\n    \"test.op_with_region_terminator\"() : () -> ()\n  }) : () -> ()\n}\n";
    assert_eq!(canonicalize(src, ""), "module {\n}\n");
    assert_eq!(
        canonicalize(src, "enable-patterns=TestRemoveOpWithInnerOps"),
        "module {\n}\n"
    );
    assert_eq!(
        canonicalize(src, "disable-patterns=TestRemoveOpWithInnerOps"),
        kept
    );
    assert_eq!(canonicalize(src, "enable-patterns=other"), kept);
    let swap = "%x = \"demo.x\"() : () -> i32\n%y = \"demo.y\"() : () -> i32\n%0 = \"test.swap\"(%x, %y) : (i32, i32) -> i32\n\"demo.use\"(%0) : (i32) -> ()\n";
    assert!(canonicalize(swap, "").contains("\"test.swap\"(%1, %0) {swapped}"));
    assert!(canonicalize(swap, "disable-patterns=swapping").contains("\"test.swap\"(%0, %1) :"));
}

/// A folder's unnotified constants stay where it built them until the next iteration adopts
/// them in walk order: one at a time moved to the front past `demo.x`, which reverses them,
/// and an equal one merged (checked against `mlir-opt` 19 with `memref.extract_strided_metadata`,
/// whose folder works this way: `tests/lit/Dialect/MemRef/extract-strided-metadata-fold.mlir`).
#[test]
fn folder_built_constants_are_hoisted_by_the_next_iteration() {
    let src = r#"%x = "demo.x"() : () -> i32
%a:4 = "test.static_results"() : () -> (i32, i32, i32, i32)
"demo.use"(%a#0, %a#1, %a#2, %a#3, %a#3) : (i32, i32, i32, i32, i32) -> ()
"#;
    assert_eq!(
        canonicalize(src, ""),
        "module {\n  %0 = \"arith.constant\"() <{value = 11 : i32}> : () -> i32\n  %1 = \"arith.constant\"() <{value = 10 : i32}> : () -> i32\n  %2 = \"demo.x\"() : () -> i32\n  \"demo.use\"(%1, %1, %0, %0, %0) : (i32, i32, i32, i32, i32) -> ()\n}\n"
    );
    // At the start of the block they keep their order.
    let src = r#"%a:4 = "test.static_results"() : () -> (i32, i32, i32, i32)
"demo.use"(%a#0, %a#1, %a#2, %a#3, %a#3) : (i32, i32, i32, i32, i32) -> ()
"#;
    assert_eq!(
        canonicalize(src, ""),
        "module {\n  %0 = \"arith.constant\"() <{value = 10 : i32}> : () -> i32\n  %1 = \"arith.constant\"() <{value = 11 : i32}> : () -> i32\n  \"demo.use\"(%0, %0, %1, %1, %1) : (i32, i32, i32, i32, i32) -> ()\n}\n"
    );
}

/// Erasing an op enqueues the producer of an operand left with at most one other user;
/// users are counted, not uses (upstream's `addOperandsToWorklist`): here the producer is
/// revisited in the same iteration once the dead `test.commutative(%0, %0)` is gone.
#[test]
fn erasing_a_user_revisits_producers_left_with_one_user() {
    let src = r#"%x = "demo.x"() : () -> i32
%0 = "test.when_one_user"(%x) : (i32) -> i32
%1 = "test.commutative"(%0, %0) : (i32, i32) -> i32
"demo.use"(%0) : (i32) -> ()
"#;
    let out = canonicalize(src, "max-iterations=1");
    assert!(out.contains("test.replacement"), "{out}");
    assert!(!out.contains("test.when_one_user"), "{out}");
}

#[test]
fn replaced_ops_are_rewritten_through_new_ops() {
    let src = r#"%x = "demo.x"() : () -> i32
%0 = "test.to_replace"(%x) : (i32) -> i32
"demo.use"(%0) : (i32) -> ()
"#;
    assert_eq!(
        canonicalize(src, ""),
        "module {\n  %0 = \"demo.x\"() : () -> i32\n  %1 = \"test.replacement\"(%0) : (i32) -> i32\n  \"demo.use\"(%1) : (i32) -> ()\n}\n"
    );
}

#[test]
fn max_num_rewrites_limits_pattern_applications_per_iteration() {
    let src = r#"%x = "demo.x"() : () -> i32
%0 = "test.to_replace"(%x) : (i32) -> i32
%1 = "test.to_replace"(%x) : (i32) -> i32
"demo.use"(%0, %1) : (i32, i32) -> ()
"#;
    let out = canonicalize(src, "max-num-rewrites=1 max-iterations=1");
    assert_eq!(out.matches("test.replacement").count(), 1, "{out}");
    let (_, ok) = canonicalize_with(
        &context(),
        src,
        "max-num-rewrites=1 max-iterations=1 test-convergence",
        false,
    );
    assert!(!ok, "one iteration with a rewrite has not converged");
    let (_, ok) = canonicalize_with(&context(), src, "test-convergence", false);
    assert!(ok);
}

#[test]
fn region_dce_keeps_live_arguments_and_breaks_dead_cycles() {
    // canonicalize-dce.mlir: dead arguments of a branch with `BranchOpInterface` (the live
    // ones then go as redundant arguments), use-def cycles in a graph region.
    let src = r#""demo.func"() ({
^bb0(%a0: i8, %a1: i16, %a2: i32, %a3: i64, %a4: f32):
  "test.br"(%a0, %a1, %a2, %a3, %a4)[^bb1] : (i8, i16, i32, i64, f32) -> ()
^bb1(%t1: i8, %t2: i16, %t3: i32, %t4: i64, %t5: f32):
  "foo.print"(%t2) : (i16) -> ()
  "foo.print"(%t4) : (i64) -> ()
  "demo.return"() : () -> ()
}) : () -> ()
"test.graph_region"() ({
  %0 = "math.exp"(%1) : (f32) -> f32
  %1 = "math.exp"(%0) : (f32) -> f32
  "demo.terminator"() : () -> ()
}) : () -> ()
"#;
    let out = canonicalize(src, "region-simplify=aggressive");
    assert_eq!(
        out,
        "module {\n  \"demo.func\"() ({\n  ^bb0(%arg0: i8, %arg1: i16, %arg2: i32, %arg3: i64, %arg4: f32):\n    \"test.br\"()[^bb1] : () -> ()\n  ^bb1:  // pred: ^bb0\n    \"foo.print\"(%arg1) : (i16) -> ()\n    \"foo.print\"(%arg3) : (i64) -> ()\n    \"demo.return\"() : () -> ()\n  }) : () -> ()\n  \"test.graph_region\"() ({\n    \"demo.terminator\"() : () -> ()\n  }) : () -> ()\n}\n"
    );
}

#[test]
fn nested_isolated_bodies_are_canonicalized_with_their_own_constants() {
    let src = r#""test.isolated"() ({
  %c = "arith.constant"() <{value = 3 : i32}> : () -> i32
  %c2 = "arith.constant"() <{value = 6 : i32}> : () -> i32
  %0 = "arith.andi"(%c, %c2) : (i32, i32) -> i32
  %1 = "arith.ori"(%c, %c2) : (i32, i32) -> i32
  "demo.use"(%0, %1) : (i32, i32) -> ()
}) : () -> ()
"#;
    let out = canonicalize(src, "");
    assert_eq!(
        out,
        "module {\n  \"test.isolated\"() ({\n    %0 = \"arith.constant\"() <{value = 2 : i32}> : () -> i32\n    %1 = \"arith.constant\"() <{value = 7 : i32}> : () -> i32\n    \"demo.use\"(%0, %1) : (i32, i32) -> ()\n  }) : () -> ()\n}\n"
    );
}

#[test]
fn cse_respects_dominance_scopes_and_intervening_writes() {
    let src = r#""demo.func"() ({
^bb0(%x: f32):
  %0 = "math.exp"(%x) : (f32) -> f32
  %1 = "math.exp"(%x) : (f32) -> f32
  %r0 = "test.read"() : () -> i32
  %r1 = "test.read"() : () -> i32
  %w = "test.write"() : () -> i32
  %r2 = "test.read"() : () -> i32
  %2 = "test.commutative"(%0, %x) : (f32, f32) -> f32
  %3 = "test.commutative"(%x, %0) : (f32, f32) -> f32
  "demo.use"(%0, %1, %r0, %r1, %w, %r2, %2, %3) : (f32, f32, i32, i32, i32, i32, f32, f32) -> ()
  "cf.br"()[^bb1] : () -> ()
^bb1:
  %4 = "math.exp"(%x) : (f32) -> f32
  "demo.region"() ({
    %5 = "math.exp"(%x) : (f32) -> f32
    "demo.use"(%5) : (f32) -> ()
  }) : () -> ()
  "demo.use"(%4) : (f32) -> ()
  "demo.return"() : () -> ()
}) : () -> ()
"#;
    let out = cse(src);
    assert_eq!(
        out,
        "module {\n  \"demo.func\"() ({\n  ^bb0(%arg0: f32):\n    %0 = \"math.exp\"(%arg0) : (f32) -> f32\n    %1 = \"test.read\"() : () -> i32\n    %2 = \"test.write\"() : () -> i32\n    %3 = \"test.read\"() : () -> i32\n    %4 = \"test.commutative\"(%0, %arg0) : (f32, f32) -> f32\n    \"demo.use\"(%0, %0, %1, %1, %2, %3, %4, %4) : (f32, f32, i32, i32, i32, i32, f32, f32) -> ()\n    \"cf.br\"()[^bb1] : () -> ()\n  ^bb1:  // pred: ^bb0\n    \"demo.region\"() ({\n      %5 = \"math.exp\"(%arg0) : (f32) -> f32\n      \"demo.use\"(%5) : (f32) -> ()\n    }) : () -> ()\n    \"demo.use\"(%0) : (f32) -> ()\n    \"demo.return\"() : () -> ()\n  }) : () -> ()\n}\n"
    );
}

/// Records what a rewriter reports, by op name.
struct NamedLog<'c> {
    ctx: &'c Context,
    log: Vec<String>,
}

impl RewriteListener for NamedLog<'_> {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        self.log
            .push(format!("insert {}", self.ctx.op_name_str(body.op_name(op))));
    }
    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.log
            .push(format!("modify {}", self.ctx.op_name_str(body.op_name(op))));
    }
    fn op_replaced(&mut self, body: &Body, op: OpId, _: &[ValueId]) {
        self.log.push(format!(
            "replace {}",
            self.ctx.op_name_str(body.op_name(op))
        ));
    }
    fn op_erased(&mut self, body: &Body, op: OpId) {
        let n = body.num_operands(op);
        self.log.push(format!(
            "erase {} ({n} operands)",
            self.ctx.op_name_str(body.op_name(op))
        ));
    }
    fn block_inserted(&mut self, _: &Body, _: crate::BlockId) {
        self.log.push("insert block".into());
    }
    fn block_erased(&mut self, _: &Body, _: crate::BlockId) {
        self.log.push("erase block".into());
    }
}

#[test]
fn erasure_is_reported_nested_first_with_operands_attached() {
    let ctx = context();
    let src = r#"%x = "demo.x"() : () -> i32
"demo.outer"(%x) ({
  %0 = "demo.a"(%x) : (i32) -> i32
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.b"(%0, %x) : (i32, i32) -> ()
}) : (i32) -> ()
"#;
    let mut m = parse(&ctx, src);
    let (body, _) = module_block(&mut m);
    let outer = find(&ctx, body, "demo.outer");
    let mut l = NamedLog {
        ctx: &ctx,
        log: Vec::new(),
    };
    {
        let mut rw = PatternRewriter::with_listener(&ctx, body, &mut l);
        rw.erase_op(outer);
    }
    assert_eq!(
        l.log,
        [
            "erase demo.b (2 operands)",
            "erase demo.br (0 operands)",
            "erase demo.a (1 operands)",
            "erase block",
            "erase block",
            "erase demo.outer (1 operands)",
        ]
    );
}

#[test]
fn block_primitives_report_moves_and_keep_program_order() {
    let ctx = context();
    let src = r#""demo.r"() ({
  %0 = "demo.a"() : () -> i32
  %1 = "demo.b"(%0) : (i32) -> i32
  "demo.c"(%1) : (i32) -> ()
}) : () -> ()
"demo.s"() ({
^bb0(%arg: i32):
  "demo.d"(%arg) : (i32) -> ()
}) : () -> ()
"#;
    let mut m = parse(&ctx, src);
    let (body, _) = module_block(&mut m);
    let b_op = find(&ctx, body, "demo.b");
    let d_op = find(&ctx, body, "demo.d");
    let s_op = find(&ctx, body, "demo.s");
    let a_op = find(&ctx, body, "demo.a");
    let mut l = NamedLog {
        ctx: &ctx,
        log: Vec::new(),
    };
    {
        let mut rw = PatternRewriter::with_listener(&ctx, body, &mut l);
        let blk = rw.body.parent_block(b_op).unwrap();
        let tail = rw.split_block(blk, Some(b_op));
        let src_block = rw.body.parent_block(d_op).unwrap();
        let a_val = rw.body.result(a_op, 0);
        rw.inline_block_before(src_block, blk, None, &[a_val]);
        rw.merge_blocks(tail, blk, &[]);
        rw.erase_op(s_op);
        rw.set_insertion_point(Some(InsertPoint::BlockStart(blk)));
        let spec = OpSpec::new(ctx.op_name("demo.new"), ctx.unknown_loc());
        rw.create(spec);
    }
    assert_eq!(
        l.log,
        [
            "insert block",
            "insert demo.c",
            "insert demo.b",
            "modify demo.d",
            "insert demo.d",
            "erase block",
            "insert demo.b",
            "insert demo.c",
            "erase block",
            "erase demo.s (0 operands)",
            "insert demo.new",
        ]
    );
    let text = print(&ctx, &m.body, m.op, false);
    assert_eq!(
        text,
        "module {\n  \"demo.r\"() ({\n    \"demo.new\"() : () -> ()\n    %0 = \"demo.a\"() : () -> i32\n    \"demo.d\"(%0) : (i32) -> ()\n    %1 = \"demo.b\"(%0) : (i32) -> i32\n    \"demo.c\"(%1) : (i32) -> ()\n  }) : () -> ()\n}\n"
    );
}

#[test]
fn patterns_are_tried_by_benefit_op_specific_first_on_ties() {
    let ctx = context();
    let mut set = RewritePatternSet::new();
    let tried = std::sync::Arc::new(std::sync::Mutex::new(Vec::<&'static str>::new()));
    for (name, benefit, any) in [
        ("low", 1u16, false),
        ("any-high", 3, true),
        ("high", 3, false),
        ("any-low", 1, true),
    ] {
        let t = tried.clone();
        let f = move |_: OpId, _: &mut PatternRewriter<'_>| -> LogicalResult {
            t.lock().unwrap().push(name);
            Err(())
        };
        let root = if any {
            PatternRoot::Any
        } else {
            PatternRoot::Op(ctx.op_name("demo.x"))
        };
        set.add(Pattern::new(root, PatternBenefit::new(benefit), f).with_debug_name(name));
    }
    let frozen = FrozenRewritePatternSet::new(&ctx, set);
    let mut m = parse(&ctx, "\"demo.x\"() : () -> ()\n");
    let (body, _) = module_block(&mut m);
    let x = find(&ctx, body, "demo.x");
    let mut rw = PatternRewriter::new(&ctx, body);
    assert!(frozen
        .match_and_rewrite(x, &mut rw, &mut |_| true, &mut |_| {})
        .is_err());
    assert_eq!(
        *tried.lock().unwrap(),
        ["high", "any-high", "low", "any-low"]
    );
}

#[test]
fn operation_folder_unifies_constants_at_the_region_start() {
    let ctx = context();
    let src = r#""demo.r"() ({
  %x = "demo.x"() : () -> i32
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %d = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %0 = "arith.ori"(%c, %d) : (i32, i32) -> i32
  "demo.use"(%x, %0, %d) : (i32, i32, i32) -> ()
}) : () -> ()
"#;
    let mut m = parse(&ctx, src);
    let (body, _) = module_block(&mut m);
    let c = find(&ctx, body, "arith.constant");
    let ori = find(&ctx, body, "arith.ori");
    let mut folder = OperationFolder::new();
    {
        let mut rw = PatternRewriter::new(&ctx, body);
        assert!(folder.insert_known_constant(&mut rw, c, None));
        let d = rw.body.next_op(find(&ctx, rw.body, "demo.x")).unwrap();
        assert!(
            !folder.insert_known_constant(&mut rw, d, None),
            "duplicate replaced"
        );
        assert_eq!(folder.try_to_fold(&mut rw, ori), Some(false));
    }
    let text = print(&ctx, &m.body, m.op, false);
    assert_eq!(
        text,
        "module {\n  \"demo.r\"() ({\n    %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n    %1 = \"demo.x\"() : () -> i32\n    \"demo.use\"(%1, %0, %0) : (i32, i32, i32) -> ()\n  }) : () -> ()\n}\n"
    );
}

/// Canonicalize and CSE over `body` (the contents of an isolated op named `demo.iso`).
fn canonicalize_and_cse(ctx: &Context, body: &mut Body) {
    let frozen = FrozenRewritePatternSet::new(ctx, RewritePatternSet::canonicalization(ctx));
    let config = GreedyRewriteConfig::default();
    let r = apply_patterns_and_fold_greedily(ctx, body, &frozen, &config);
    assert!(r.converged);
    let name = ctx.op_name("demo.iso");
    crate::transforms::cse::eliminate_common_subexpressions(ctx, name, body);
}

/// A dead pure op and two equivalent ones at the start of `block`.
fn add_pure_ops(ctx: &Context, body: &mut Body, block: crate::BlockId) {
    let name = ctx.op_name("builtin.unrealized_conversion_cast");
    let ty = ctx.integer_type(8);
    for _ in 0..3 {
        let mut spec = OpSpec::new(name, ctx.unknown_loc());
        spec.result_types = std::slice::from_ref(&ty);
        let op = body.create_op(spec);
        body.insert_op(op, InsertPoint::BlockStart(block));
    }
}

#[test]
fn deep_inline_nesting_is_simplified_on_a_small_stack() {
    crate::test_util::on_small_stack(|| {
        let ctx = context();
        let (mut body, _) = crate::test_util::deep_inline(&ctx, 2000);
        let blocks: Vec<crate::BlockId> = body
            .collect_ops(
                crate::IrNode::Region(body.root_regions()[0]),
                crate::WalkOrder::PreOrder,
            )
            .into_iter()
            .filter_map(|o| body.regions(o).first().and_then(|r| body.entry_block(*r)))
            .collect();
        for b in blocks.iter().step_by(100) {
            add_pure_ops(&ctx, &mut body, *b);
        }
        canonicalize_and_cse(&ctx, &mut body);
        let casts = body
            .collect_ops(
                crate::IrNode::Region(body.root_regions()[0]),
                crate::WalkOrder::PreOrder,
            )
            .into_iter()
            .filter(|o| ctx.op_name_str(body.op_name(*o)) == "builtin.unrealized_conversion_cast")
            .count();
        assert_eq!(casts, 0, "dead casts are erased at every depth");
    });
}

#[test]
fn deep_isolated_nesting_is_simplified_on_a_small_stack() {
    crate::test_util::on_small_stack(|| {
        let ctx = context();
        let (mut body, outer) = crate::test_util::deep_isolated(&ctx, 400);
        {
            // A dead cast in the innermost body.
            let mut cur = body.isolated_body_mut(outer).expect("isolated");
            loop {
                let r = cur.root_regions()[0];
                let b = cur.entry_block(r).expect("block");
                match cur.first_op(b) {
                    Some(o) if cur.is_isolated(o) => cur = cur.isolated_body_mut(o).expect("iso"),
                    _ => {
                        add_pure_ops(&ctx, cur, b);
                        break;
                    }
                }
            }
        }
        canonicalize_and_cse(&ctx, &mut body);
        let mut cur: &Body = body.isolated_body(outer).expect("isolated");
        loop {
            let b = cur.entry_block(cur.root_regions()[0]).expect("block");
            match cur.first_op(b) {
                Some(o) if cur.is_isolated(o) => cur = cur.isolated_body(o).expect("iso"),
                Some(o) => panic!("left {}", ctx.op_name_str(cur.op_name(o))),
                None => break,
            }
        }
    });
}

#[test]
fn folding_to_an_own_result_in_a_graph_cycle_is_no_fold() {
    // Upstream replaces the cast by itself and then crashes; here nothing folds.
    let src = r#"%0 = "test.involution"(%1) : (i32) -> i32
%1 = "test.involution"(%0) : (i32) -> i32
%2 = builtin.unrealized_conversion_cast %3 : i32 to i64
%3 = builtin.unrealized_conversion_cast %2 : i64 to i32
"demo.use"(%1, %3) : (i32, i32) -> ()
"#;
    let out = canonicalize(src, "");
    assert_eq!(
        out,
        "module {\n  %0 = \"test.involution\"(%1) : (i32) -> i32\n  %1 = \"test.involution\"(%0) : (i32) -> i32\n  %2 = unrealized_conversion_cast %3 : i32 to i64\n  %3 = unrealized_conversion_cast %2 : i64 to i32\n  \"demo.use\"(%1, %3) : (i32, i32) -> ()\n}\n"
    );
}

#[test]
fn op_list_rewrites_respect_strictness() {
    let ctx = context();
    let src = r#"%x = "demo.x"() : () -> i32
%0 = "test.to_replace"(%x) : (i32) -> i32
%1 = "test.to_replace"(%x) : (i32) -> i32
%c = "arith.constant"() <{value = 0 : i32}> : () -> i32
%2 = "arith.ori"(%x, %c) : (i32, i32) -> i32
"demo.use"(%0, %1, %2) : (i32, i32, i32) -> ()
"#;
    let frozen = FrozenRewritePatternSet::new(&ctx, RewritePatternSet::canonicalization(&ctx));
    for (strictness, keeps_constant) in [
        (GreedyRewriteStrictness::ExistingOps, true),
        (GreedyRewriteStrictness::AnyOp, false),
    ] {
        let mut m = parse(&ctx, src);
        let (body, _) = module_block(&mut m);
        let first = find(&ctx, body, "test.to_replace");
        let ori = find(&ctx, body, "arith.ori");
        let config = GreedyRewriteConfig {
            strictness,
            ..GreedyRewriteConfig::default()
        };
        let r = apply_op_patterns_and_fold(&ctx, body, &[first, ori], &frozen, &config);
        assert_eq!((r.converged, r.changed, r.all_erased), (true, true, true));
        let text = print(&ctx, &m.body, m.op, false);
        // Only the listed ops are processed, and what their rewrites touch...
        assert_eq!(text.matches("test.to_replace").count(), 1, "{text}");
        // ... if the strictness allows: the constant left unused by the fold.
        assert_eq!(text.contains("arith.constant"), keeps_constant, "{text}");
    }
}
