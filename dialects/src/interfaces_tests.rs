//! Tests of the op interfaces of the dialects of this crate (`*/interfaces.rs`) and of the
//! generic queries of `rmlir_ir::interfaces` on them.

use crate::context;
use rmlir_ir::interfaces::{
    self, call, function, infer_type, inliner, loop_like, region_branch, view_like, Callee,
    OpFoldResult, RegionBranchPoint as P,
};
use rmlir_ir::ods::view::OpView;
use rmlir_ir::walk::{WalkOptions, WalkResult};
use rmlir_ir::{Body, Context, OpId, OwnedOp};

/// Parses `src` in an implicit module; verifies it when `verify` is set.
fn parse(ctx: &Context, src: &str, verify: bool) -> OwnedOp {
    let m = rmlir_ir::parse_source(ctx, src, "x.mlir", Default::default(), true)
        .unwrap_or_else(|e| panic!("{e:?}"));
    if verify {
        rmlir_ir::verify(ctx, &m.body, m.op).unwrap_or_else(|e| panic!("{e:?}"));
    }
    m
}

/// The body of the first `func.func` of the module, and the func.
fn first_func(m: &OwnedOp) -> (&Body, OpId) {
    let mb = m.body.isolated_body(m.op).unwrap();
    let r = mb.root_regions()[0];
    let f = mb.first_op(mb.entry_block(r).unwrap()).unwrap();
    (mb, f)
}

/// Every op named `name` in `body` (nested isolated bodies excluded).
fn ops_named(ctx: &Context, body: &Body, name: &str) -> Vec<OpId> {
    let mut out = Vec::new();
    body.walk_body(WalkOptions::pre_order(), |b, n| {
        if let rmlir_ir::IrNode::Op(o) = n {
            if ctx.op_name_str(b.op_name(o)) == name {
                out.push(o);
            }
        }
        WalkResult::Advance
    });
    out
}

fn func_body(m: &OwnedOp) -> &Body {
    let (mb, f) = first_func(m);
    mb.isolated_body(f).unwrap()
}

fn succ(v: Vec<region_branch::RegionSuccessor>) -> Vec<(P, usize)> {
    v.into_iter()
        .map(|s| (s.successor, s.inputs.len()))
        .collect()
}

#[test]
fn if_successor_regions() {
    let ctx = context();
    let src = "func.func @f(%c: i1) -> i32 {\n  %r = scf.if %c -> i32 {\n    %x = arith.constant 0 : i32\n    scf.yield %x : i32\n  } else {\n    %y = arith.constant 1 : i32\n    scf.yield %y : i32\n  }\n  scf.if %c {\n  }\n  return %r : i32\n}\n";
    let m = parse(&ctx, src, true);
    let b = func_body(&m);
    let ifs = ops_named(&ctx, b, "scf.if");
    let s = |op, p| succ(region_branch::successor_regions(&ctx, b, op, p));
    assert_eq!(
        s(ifs[0], P::Parent),
        vec![(P::Region(0), 0), (P::Region(1), 0)]
    );
    assert_eq!(s(ifs[0], P::Region(1)), vec![(P::Parent, 1)]);
    // No else region: control may go straight back to the parent.
    assert_eq!(
        s(ifs[1], P::Parent),
        vec![(P::Region(0), 0), (P::Parent, 0)]
    );
    assert!(region_branch::entry_successor_operands(&ctx, b, ifs[0], P::Region(0)).is_empty());
    assert!(!region_branch::is_repetitive_region(&ctx, b, ifs[0], 0));
    assert!(region_branch::verify_types(&ctx, b, ifs[0]).is_ok());
    // The typed view.
    let v = crate::scf::interfaces::IfOp::cast(&ctx, b, ifs[0]).unwrap();
    assert_eq!(b.value_type(v.condition(b)), ctx.integer_type(1));
    assert_eq!(v.results(b).len(), 1);
    assert!(crate::scf::interfaces::ForOp::cast(&ctx, b, ifs[0]).is_none());
}

const FOR_SRC: &str = "func.func @f(%lb: index, %ub: index, %s: index, %init: f32) -> f32 {\n  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {\n    %n = arith.addf %acc, %acc : f32\n    scf.yield %n : f32\n  }\n  return %r : f32\n}\n";

#[test]
fn for_region_branch_and_loop_like() {
    let ctx = context();
    let m = parse(&ctx, FOR_SRC, true);
    let b = func_body(&m);
    let f = ops_named(&ctx, b, "scf.for")[0];
    let args = b
        .block_args(b.entry_block(b.root_regions()[0]).unwrap())
        .to_vec();
    // Successors: the body (iter args as inputs) or the results, from anywhere.
    let expect = vec![(P::Region(0), 1), (P::Parent, 1)];
    assert_eq!(
        succ(region_branch::successor_regions(&ctx, b, f, P::Parent)),
        expect
    );
    assert_eq!(
        succ(region_branch::successor_regions(&ctx, b, f, P::Region(0))),
        expect
    );
    assert_eq!(
        region_branch::entry_successor_operands(&ctx, b, f, P::Region(0)),
        vec![args[3]]
    );
    assert!(region_branch::is_repetitive_region(&ctx, b, f, 0));
    // Loop-like queries.
    let view = crate::scf::interfaces::ForOp(f);
    let iv = loop_like::single_induction_var(&ctx, b, f).unwrap();
    let body_block = b.entry_block(view.region(b)).unwrap();
    assert_eq!(iv, b.block_args(body_block)[0]);
    assert_eq!(
        loop_like::single_lower_bound(&ctx, b, f),
        Some(OpFoldResult::Value(args[0]))
    );
    assert_eq!(
        loop_like::single_upper_bound(&ctx, b, f),
        Some(OpFoldResult::Value(args[1]))
    );
    assert_eq!(
        loop_like::single_step(&ctx, b, f),
        Some(OpFoldResult::Value(args[2]))
    );
    assert_eq!(view.lower_bound(b), args[0]);
    assert_eq!(view.step(b), args[2]);
    assert_eq!(view.init_args(b), vec![args[3]]);
    assert_eq!(loop_like::inits(&ctx, b, f), vec![args[3]]);
    assert_eq!(
        loop_like::region_iter_args(&ctx, b, f),
        vec![b.block_args(body_block)[1]]
    );
    let add = ops_named(&ctx, b, "arith.addf")[0];
    assert_eq!(
        loop_like::yielded_values(&ctx, b, f),
        b.results(add).to_vec()
    );
    assert_eq!(loop_like::loop_results(&ctx, b, f), b.results(f).to_vec());
    assert_eq!(loop_like::loop_regions(&ctx, b, f), vec![view.region(b)]);
    // The yield is a terminator (ReturnLike) forwarding everything.
    let y = ops_named(&ctx, b, "scf.yield")[0];
    assert_eq!(
        region_branch::terminator_successor_operands(&ctx, b, y, P::Parent),
        Some(b.results(add).to_vec())
    );
    assert!(region_branch::verify_types(&ctx, b, f).is_ok());
}

#[test]
fn defined_outside_of_loop_and_hoisting() {
    let ctx = context();
    let src = "func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {\n  scf.for %i = %lb to %ub step %s {\n    %n = arith.addi %a, %a : i32\n    %m = arith.addi %n, %n : i32\n  }\n  return\n}\n";
    let mut m = parse(&ctx, src, true);
    let (mb, f) = first_func(&m);
    let func = f;
    let b = mb.isolated_body(f).unwrap();
    let l = ops_named(&ctx, b, "scf.for")[0];
    let adds = ops_named(&ctx, b, "arith.addi");
    let a = b.operand(adds[0], 0);
    assert!(loop_like::is_defined_outside_of_loop(b, l, a));
    let n = b.result(adds[0], 0);
    assert!(!loop_like::is_defined_outside_of_loop(b, l, n));
    let iv = loop_like::single_induction_var(&ctx, b, l).unwrap();
    assert!(!loop_like::is_defined_outside_of_loop(b, l, iv));
    // Hoist the first add: it is then defined outside.
    let mb = m.body.isolated_body_mut(m.op).unwrap();
    let b = mb.isolated_body_mut(func).unwrap();
    loop_like::move_out_of_loop(b, l, adds[0]);
    assert!(loop_like::is_defined_outside_of_loop(b, l, n));
    assert_eq!(b.next_op(adds[0]), Some(l));
    rmlir_ir::verify(&ctx, &m.body, m.op).unwrap();
}

#[test]
fn while_successors_and_loop_like() {
    let ctx = context();
    let src = "func.func @w(%a: i32) -> i32 {\n  %r = scf.while (%x = %a) : (i32) -> i32 {\n    %c = arith.constant true\n    scf.condition(%c) %x : i32\n  } do {\n  ^bb0(%y: i32):\n    scf.yield %y : i32\n  }\n  return %r : i32\n}\n";
    let m = parse(&ctx, src, true);
    let b = func_body(&m);
    let w = ops_named(&ctx, b, "scf.while")[0];
    let s = |p| succ(region_branch::successor_regions(&ctx, b, w, p));
    assert_eq!(s(P::Parent), vec![(P::Region(0), 1)]);
    assert_eq!(s(P::Region(0)), vec![(P::Parent, 1), (P::Region(1), 1)]);
    assert_eq!(s(P::Region(1)), vec![(P::Region(0), 1)]);
    assert!(region_branch::is_repetitive_region(&ctx, b, w, 0));
    assert!(region_branch::is_repetitive_region(&ctx, b, w, 1));
    let cond = ops_named(&ctx, b, "scf.condition")[0];
    let fwd = region_branch::terminator_successor_operands(&ctx, b, cond, P::Parent).unwrap();
    assert_eq!(fwd, vec![b.operand(cond, 1)]);
    assert_eq!(loop_like::loop_regions(&ctx, b, w).len(), 2);
    assert!(loop_like::induction_vars(&ctx, b, w).is_empty());
    assert_eq!(loop_like::inits(&ctx, b, w).len(), 1);
    let y = ops_named(&ctx, b, "scf.yield")[0];
    assert_eq!(loop_like::yielded_values(&ctx, b, w), vec![b.operand(y, 0)]);
}

#[test]
fn forall_and_parallel_mixed_bounds() {
    let ctx = context();
    let src = "func.func @f(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {\n  %r = scf.forall (%i, %j) = (0, %n) to (4, 8) step (1, 2) shared_outs(%o = %t) -> (tensor<4xf32>) {\n  }\n  %c0 = arith.constant 0 : index\n  scf.parallel (%k) = (%c0) to (%n) step (%n) {\n    scf.reduce\n  }\n  return %r : tensor<4xf32>\n}\n";
    let m = parse(&ctx, src, true);
    let b = func_body(&m);
    let fa = ops_named(&ctx, b, "scf.forall")[0];
    let n = b.block_args(b.entry_block(b.root_regions()[0]).unwrap())[0];
    let idx = |v| OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), v));
    assert_eq!(
        loop_like::lower_bounds(&ctx, b, fa),
        Some(vec![idx(0), OpFoldResult::Value(n)])
    );
    assert_eq!(
        loop_like::upper_bounds(&ctx, b, fa),
        Some(vec![idx(4), idx(8)])
    );
    assert_eq!(loop_like::steps(&ctx, b, fa), Some(vec![idx(1), idx(2)]));
    assert_eq!(loop_like::induction_vars(&ctx, b, fa).len(), 2);
    assert_eq!(loop_like::region_iter_args(&ctx, b, fa).len(), 1);
    assert_eq!(loop_like::inits(&ctx, b, fa).len(), 1);
    assert!(loop_like::single_induction_var(&ctx, b, fa).is_none());
    let view = crate::scf::interfaces::ForallOp(fa);
    assert_eq!(view.dynamic_lower_bound(&ctx, b), vec![n]);
    assert_eq!(view.outputs(&ctx, b).len(), 1);
    let s = succ(region_branch::successor_regions(&ctx, b, fa, P::Parent));
    assert_eq!(s, vec![(P::Region(0), 0), (P::Parent, 0)]);
    let p = ops_named(&ctx, b, "scf.parallel")[0];
    assert_eq!(
        loop_like::single_upper_bound(&ctx, b, p),
        Some(OpFoldResult::Value(n))
    );
    assert_eq!(loop_like::induction_vars(&ctx, b, p).len(), 1);
    let red = ops_named(&ctx, b, "scf.reduce")[0];
    assert_eq!(
        region_branch::terminator_successor_operands(&ctx, b, red, P::Parent),
        Some(vec![])
    );
}

/// `verify_types` with upstream's messages (checked against `mlir-opt` 19), on IR parsed
/// without verification.
#[test]
fn region_branch_verifier_messages() {
    let ctx = context();
    let cases = [
        (
            "func.func @w(%a: i32) -> i32 {\n  %r = scf.while (%x = %a) : (i32) -> i32 {\n    %c = arith.constant true\n    scf.condition(%c) %x : i32\n  } do {\n  ^bb0(%y: i64):\n    %z = arith.constant 0 : i32\n    scf.yield %z : i32\n  }\n  return %r : i32\n}\n",
            "scf.while",
            "'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'i32' should match input type #0 'i64'",
        ),
        (
            "func.func @e(%c: i1) -> i32 {\n  %r = scf.execute_region -> i32 {\n    cf.cond_br %c, ^a, ^b\n  ^a:\n    %x = arith.constant 0 : i32\n    scf.yield %x : i32\n  ^b:\n    %y = arith.constant 0 : i64\n    scf.yield %y : i64\n  }\n  return %r : i32\n}\n",
            "scf.execute_region",
            "'scf.execute_region' op  along control flow edgefrom Region #0 to parent results operands mismatch between return-like terminators",
        ),
        (
            "func.func @g(%c: i1) -> i32 {\n  %r = scf.if %c -> i32 {\n    %x = arith.constant 0 : i64\n    scf.yield %x : i64\n  } else {\n    %x = arith.constant 0 : i32\n    scf.yield %x : i32\n  }\n  return %r : i32\n}\n",
            "scf.if",
            "'scf.if' op  along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 'i32'",
        ),
        (
            "func.func @g(%c: i1) -> i32 {\n  %r = scf.if %c -> i32 {\n    scf.yield\n  } else {\n    %x = arith.constant 0 : i32\n    scf.yield %x : i32\n  }\n  return %r : i32\n}\n",
            "scf.if",
            "'scf.if' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1",
        ),
    ];
    for (src, name, msg) in cases {
        let m = parse(&ctx, src, false);
        let b = func_body(&m);
        let op = ops_named(&ctx, b, name)[0];
        let e = region_branch::verify_types(&ctx, b, op).unwrap_err();
        assert_eq!(e.message, msg);
        // The dialect's verifier reports the same.
        let full = rmlir_ir::verify(&ctx, &m.body, m.op).unwrap_err();
        assert_eq!(full[0].message, msg);
    }
}

#[test]
fn view_sources() {
    let ctx = context();
    let src = "func.func @v() {\n  %a = memref.alloc() : memref<8x8xf32>\n  %s = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>\n  %c = memref.cast %s : memref<4x4xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[8, 1]>>\n  %i = arith.constant 0 : index\n  %l = memref.load %c[%i, %i] : memref<?x?xf32, strided<[8, 1]>>\n  memref.store %l, %a[%i, %i] : memref<8x8xf32>\n  return\n}\n";
    let m = parse(&ctx, src, true);
    let b = func_body(&m);
    let alloc = b.result(ops_named(&ctx, b, "memref.alloc")[0], 0);
    let sv = ops_named(&ctx, b, "memref.subview")[0];
    let cast = ops_named(&ctx, b, "memref.cast")[0];
    assert_eq!(view_like::view_source(&ctx, b, sv), Some(alloc));
    assert_eq!(view_like::view_source(&ctx, b, cast), Some(b.result(sv, 0)));
    assert_eq!(
        view_like::underlying_source(&ctx, b, b.result(cast, 0)),
        alloc
    );
    let alloc_op = ops_named(&ctx, b, "memref.alloc")[0];
    assert_eq!(view_like::view_source(&ctx, b, alloc_op), None);
    // Typed views.
    use crate::memref::interfaces::{AllocOp, LoadOp, StoreOp, SubViewOp};
    let load = LoadOp::cast(&ctx, b, ops_named(&ctx, b, "memref.load")[0]).unwrap();
    assert_eq!(load.memref(b), b.result(cast, 0));
    assert_eq!(load.indices(b).len(), 2);
    let store = StoreOp(ops_named(&ctx, b, "memref.store")[0]);
    assert_eq!(store.value(b), load.result(b));
    assert_eq!(store.memref(b), alloc);
    let svv = SubViewOp(sv);
    assert_eq!(svv.source(&ctx, b), alloc);
    assert!(svv.offsets(&ctx, b).is_empty());
    assert!(svv.static_sizes(b).is_some());
    let a = AllocOp(alloc_op);
    assert!(a.dynamic_sizes(&ctx, b).is_empty());
    assert!(a.alignment(b).is_none());
    assert_eq!(a.memref(b), alloc);
}

#[test]
fn call_resolution_through_the_symbol_table() {
    let ctx = context();
    let src = "func.func private @callee(%a: i32) -> i32 {\n  return %a : i32\n}\nfunc.func @caller(%x: i32, %f: (i32) -> i32) -> i32 {\n  %r = call @callee(%x) : (i32) -> i32\n  %s = call_indirect %f(%r) : (i32) -> i32\n  return %s : i32\n}\nfunc.func private @decl(i32)\n";
    let m = parse(&ctx, src, true);
    let mb = m.body.isolated_body(m.op).unwrap();
    let funcs = ops_named(&ctx, mb, "func.func");
    let (callee, caller, decl) = (funcs[0], funcs[1], funcs[2]);
    let cb = mb.isolated_body(caller).unwrap();
    let c = ops_named(&ctx, cb, "func.call")[0];
    let ci = ops_named(&ctx, cb, "func.call_indirect")[0];
    let ancestors = [(&m.body, m.op), (mb, caller)];
    let (rb, resolved) = call::resolve_callable(&ctx, &ancestors, cb, c).unwrap();
    assert!(std::ptr::eq(rb, mb));
    assert_eq!(resolved, callee);
    assert!(call::resolve_callable(&ctx, &ancestors, cb, ci).is_none());
    assert!(matches!(call::callee(&ctx, cb, c), Some(Callee::Symbol(_))));
    let f_arg = cb.block_args(cb.entry_block(cb.root_regions()[0]).unwrap())[1];
    assert_eq!(call::callee(&ctx, cb, ci), Some(Callee::Value(f_arg)));
    assert_eq!(call::arg_operands(&ctx, cb, ci), vec![cb.result(c, 0)]);
    // Callable and function queries.
    let i32t = ctx.integer_type(32);
    let ci_iface = call::callable_interface(&ctx, mb, callee).unwrap();
    assert_eq!((ci_iface.argument_types)(&ctx, mb, callee), vec![i32t]);
    assert_eq!((ci_iface.result_types)(&ctx, mb, callee), vec![i32t]);
    assert!((ci_iface.callable_region)(&ctx, mb, callee).is_some());
    assert!((ci_iface.callable_region)(&ctx, mb, decl).is_none());
    assert!(function::is_external(mb, decl));
    assert!(!function::is_external(mb, callee));
    assert_eq!(function::argument_types(&ctx, mb, decl), vec![i32t]);
    let fv = crate::func::interfaces::FuncOp(callee);
    assert_eq!(fv.sym_name(&ctx, mb), Some("callee"));
    assert_eq!(fv.arguments(mb).len(), 1);
    // The return is a region-branch terminator (ReturnLike).
    let ret = ops_named(&ctx, cb, "func.return")[0];
    assert!(region_branch::terminator_interface(&ctx, cb, ret).is_some());
    assert!(interfaces::of(&ctx, cb, ret).unwrap().call.is_none());
}

#[test]
fn inliner_interfaces() {
    let ctx = context();
    let src = "func.func @f(%a: i32) -> i32 {\n  %c = arith.constant 1 : i32\n  %r = arith.addi %a, %c : i32\n  %u = \"test.use\"(%r) : (i32) -> i32\n  return %r : i32\n}\n";
    let cfg = rmlir_ir::ParserConfig {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let mut m = rmlir_ir::parse_source(&ctx, src, "x.mlir", cfg, true).unwrap();
    let (mb, f) = first_func(&m);
    let b = mb.isolated_body(f).unwrap();
    let add = ops_named(&ctx, b, "arith.addi")[0];
    let region = b.root_regions()[0];
    // func and arith: everything legal; unregistered ops have no dialect interface.
    assert!(inliner::is_legal_to_inline_op(
        &ctx, b, add, b, region, false
    ));
    let ret = ops_named(&ctx, b, "func.return")[0];
    assert!(inliner::is_legal_to_inline_op(
        &ctx, b, ret, b, region, false
    ));
    let use_op = ops_named(&ctx, b, "test.use")[0];
    assert!(!inliner::is_legal_to_inline_op(
        &ctx, b, use_op, b, region, false
    ));
    // handleTerminator(op, valuesToRepl): the uses of the replaced values take the
    // returned values.
    let u = b.result(use_op, 0);
    let r = b.result(add, 0);
    let func = f;
    let mb = m.body.isolated_body_mut(m.op).unwrap();
    let b = mb.isolated_body_mut(func).unwrap();
    inliner::handle_terminator_values(&ctx, b, ret, &[u]);
    assert!(!b.has_uses(u));
    assert!(b.uses(r).count() >= 2);
    // scf and memref: every op legal.
    let ctx2 = context();
    let m2 = parse(&ctx2, FOR_SRC, true);
    let b2 = func_body(&m2);
    let fo = ops_named(&ctx2, b2, "scf.for")[0];
    assert!(inliner::is_legal_to_inline_op(
        &ctx2,
        b2,
        fo,
        b2,
        b2.root_regions()[0],
        true
    ));
}

#[test]
fn inferred_result_types() {
    let ctx = context();
    let src = "func.func @f(%a: i32, %m: memref<4xf16>, %i: index) {\n  %r = arith.addi %a, %a : i32\n  %c = arith.cmpi slt, %a, %a : i32\n  %k = arith.constant 3 : i64\n  %l = memref.load %m[%i] : memref<4xf16>\n  %s = arith.select %c, %a, %a : i32\n  return\n}\n";
    let m = parse(&ctx, src, true);
    let b = func_body(&m);
    let first = |n| ops_named(&ctx, b, n)[0];
    let infer = |n| infer_type::infer_result_types(&ctx, b, first(n));
    assert_eq!(infer("arith.addi"), Some(vec![ctx.integer_type(32)]));
    assert_eq!(infer("arith.cmpi"), Some(vec![ctx.integer_type(1)]));
    assert_eq!(infer("arith.constant"), Some(vec![ctx.integer_type(64)]));
    let load = first("memref.load");
    assert_eq!(
        infer("memref.load"),
        Some(vec![b.value_type(b.result(load, 0))])
    );
    assert_eq!(infer("arith.select"), Some(vec![ctx.integer_type(32)]));
    // func.return has no results; func ops are not declared with ODS.
    assert!(infer("func.return").is_none());
    let c = crate::arith::ConstantOp::cast(&ctx, b, first("arith.constant")).unwrap();
    assert_eq!(
        ctx.attr_type(c.value(b).unwrap()),
        Some(ctx.integer_type(64))
    );
    assert_eq!(b.value_type(c.result(b)), ctx.integer_type(64));
    // OpAsmOpInterface: from the result-name hooks.
    assert!(interfaces::of(&ctx, b, c.0).unwrap().op_asm.is_some());
    assert_eq!(
        interfaces::op_asm::result_names(&ctx, b, c.0),
        vec![(0, "c3_i64".to_string())]
    );
}

#[test]
fn views_match_declarations() {
    rmlir_ir::ods::view::check_view::<crate::arith::ConstantOp>();
}
