//! Verifiers of the `scf` ops: each op's `verify()`/`verifyRegions()`, and the checks of
//! `LoopLikeOpInterface` and `RegionBranchOpInterface` (`verifyTypesAlongControlFlowEdges`)
//! with upstream's messages, in upstream's order.

use super::asm::{constant_int, entry_args, DYNAMIC};
use rmlir_ir::diagnostics::Severity;
use rmlir_ir::ods::constraints::dense_i64_values;
use rmlir_ir::ods::verify::verify_implicit_terminator;
use rmlir_ir::printer::type_to_string;
use rmlir_ir::verifier::op_error;
use rmlir_ir::{Body, Context, Diagnostic, Location, OpId, RegionId, Type, TypeKind, ValueId};

type VResult = Result<(), Diagnostic>;

fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

fn err(ctx: &Context, body: &Body, op: OpId, m: impl std::fmt::Display) -> VResult {
    Err(op_error(ctx, body, op, m))
}

fn note(mut d: Diagnostic, loc: Location, m: impl Into<String>) -> Diagnostic {
    let mut n = Diagnostic::error(loc, m);
    n.severity = Severity::Note;
    d.notes.push(n);
    d
}

fn types_of(body: &Body, vs: &[ValueId]) -> Vec<Type> {
    vs.iter().map(|v| body.value_type(*v)).collect()
}

fn results(body: &Body, op: OpId) -> Vec<Type> {
    types_of(body, body.results(op))
}

fn operand_types(body: &Body, op: OpId) -> Vec<Type> {
    body.operands(op).map(|v| body.value_type(v)).collect()
}

fn region(body: &Body, op: OpId, i: usize) -> Option<RegionId> {
    body.op_regions(op).1.get(i).copied()
}

/// The last op of the entry block of region `i`.
fn terminator(body: &Body, op: OpId, i: usize) -> Option<OpId> {
    let (rb, regions) = body.op_regions(op);
    let b = rb.entry_block(*regions.get(i)?)?;
    rb.last_op(b)
}

fn name_of<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// Upstream's `verifyAndGetTerminator<T>`: region `i`'s first block ends with a `name` op.
fn expect_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    i: usize,
    name: &str,
    msg: &str,
) -> Result<OpId, Diagnostic> {
    let (rb, _) = body.op_regions(op);
    let t = terminator(body, op, i);
    if let Some(t) = t {
        if name_of(ctx, rb, t) == name {
            return Ok(t);
        }
    }
    let d = op_error(ctx, body, op, msg);
    Err(match t {
        Some(t) => note(d, rb.loc(t), "terminator here"),
        None => d,
    })
}

// ---- RegionBranchOpInterface ---------------------------------------------------------------

/// A point of region control flow: the parent op or one of its regions.
#[derive(Copy, Clone, PartialEq)]
enum Point {
    Parent,
    Region(usize),
}

fn point_name(p: Point, parent: &str) -> String {
    match p {
        Point::Parent => parent.to_string(),
        Point::Region(i) => format!("Region #{i}"),
    }
}

/// Upstream's `verifyTypesAlongAllEdges` for one source: `sources` are the types flowing
/// out of `from`, `succs` the successors with their input types.
fn verify_edges(
    ctx: &Context,
    body: &Body,
    op: OpId,
    from: Point,
    sources: &[Type],
    succs: &[(Point, Vec<Type>)],
) -> VResult {
    for (to, inputs) in succs {
        let edge = format!(
            "from {} to {}",
            point_name(from, "parent operands"),
            point_name(*to, "parent results")
        );
        if sources.len() != inputs.len() {
            return err(
                ctx,
                body,
                op,
                format!(
                    " region control flow edge {edge}: source has {} operands, but target successor needs {}",
                    sources.len(),
                    inputs.len()
                ),
            );
        }
        for (i, (s, t)) in sources.iter().zip(inputs).enumerate() {
            if s != t {
                return err(
                    ctx,
                    body,
                    op,
                    format!(
                        " along control flow edge {edge}: source type #{i} {} should match input type #{i} {}",
                        q(ctx, *s),
                        q(ctx, *t)
                    ),
                );
            }
        }
    }
    Ok(())
}

/// Operand types of the region-branch terminators (`scf.yield`, `scf.condition`'s forwarded
/// args) ending the blocks of region `i`: `None` when there is none. Several terminators
/// must agree.
fn region_return_types(
    ctx: &Context,
    body: &Body,
    op: OpId,
    i: usize,
    to: Point,
) -> Result<Option<Vec<Type>>, Diagnostic> {
    let (rb, regions) = body.op_regions(op);
    let Some(r) = regions.get(i) else {
        return Ok(None);
    };
    let mut found: Option<Vec<Type>> = None;
    for b in rb.region_blocks(*r) {
        let Some(t) = rb.last_op(b) else { continue };
        let tys = match name_of(ctx, rb, t) {
            "scf.yield" | "scf.reduce" => operand_types(rb, t),
            "scf.condition" => operand_types(rb, t).into_iter().skip(1).collect(),
            _ => continue,
        };
        let tys = if name_of(ctx, rb, t) == "scf.reduce" {
            Vec::new()
        } else {
            tys
        };
        match &found {
            None => found = Some(tys),
            Some(f) if *f != tys => {
                let edge = format!("from Region #{i} to {}", point_name(to, "parent results"));
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        " along control flow edge{edge} operands mismatch between return-like terminators"
                    ),
                ));
            }
            _ => {}
        }
    }
    Ok(found)
}

/// Successor regions of a region-branch op, as its `getSuccessorRegions`.
type SuccessorsFn = fn(&Body, OpId, Point) -> Vec<(Point, Vec<Type>)>;

/// Upstream's `verifyTypesAlongControlFlowEdges`.
fn verify_region_branch(
    ctx: &Context,
    body: &Body,
    op: OpId,
    entry_operands: &[Type],
    successors: SuccessorsFn,
) -> VResult {
    verify_edges(
        ctx,
        body,
        op,
        Point::Parent,
        entry_operands,
        &successors(body, op, Point::Parent),
    )?;
    for i in 0..body.op_regions(op).1.len() {
        let succs = successors(body, op, Point::Region(i));
        // The terminators' operands are the same for every successor in scf.
        let to = succs.first().map_or(Point::Parent, |s| s.0);
        let Some(tys) = region_return_types(ctx, body, op, i, to)? else {
            continue;
        };
        verify_edges(ctx, body, op, Point::Region(i), &tys, &succs)?;
    }
    Ok(())
}

/// Upstream's `verifyLoopLikeOpInterface`.
fn verify_loop_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
    inits: &[Type],
    iter_args: &[Type],
    yielded: &[Type],
    loop_results: Option<&[Type]>,
) -> VResult {
    let e = |m: String| err(ctx, body, op, m);
    if inits.len() != iter_args.len() {
        return e(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return e(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if let Some(r) = loop_results {
        if r.len() != iter_args.len() {
            return e(format!(
                "different number of loop results and region iter_args: {} != {}",
                r.len(),
                iter_args.len()
            ));
        }
    }
    for (i, (a, b)) in inits.iter().zip(iter_args).enumerate() {
        if a != b {
            return e(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                q(ctx, *a),
                q(ctx, *b)
            ));
        }
    }
    for (i, (a, b)) in iter_args.iter().zip(yielded).enumerate() {
        if a != b {
            return e(format!(
                "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                q(ctx, *a),
                q(ctx, *b)
            ));
        }
    }
    if let Some(r) = loop_results {
        for (i, (a, b)) in iter_args.iter().zip(r).enumerate() {
            if a != b {
                return e(format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                    q(ctx, *a),
                    q(ctx, *b)
                ));
            }
        }
    }
    Ok(())
}

/// The operand types of region `i`'s terminator if it is `name`, else none.
fn yielded(ctx: &Context, body: &Body, op: OpId, i: usize, name: &str) -> Vec<Type> {
    let (rb, _) = body.op_regions(op);
    terminator(body, op, i)
        .filter(|t| name_of(ctx, rb, *t) == name)
        .map(|t| operand_types(rb, t))
        .unwrap_or_default()
}

fn arg_types(body: &Body, op: OpId, i: usize) -> Vec<Type> {
    let (rb, _) = body.op_regions(op);
    types_of(rb, &entry_args(body, op, i))
}

// ---- scf.execute_region ------------------------------------------------------------------

pub(crate) fn execute_region(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (rb, _) = body.op_regions(op);
    let Some(r) = region(body, op, 0) else {
        return Ok(());
    };
    let Some(b) = rb.entry_block(r) else {
        return err(ctx, body, op, "region needs to have at least one block");
    };
    if !rb.block_args(b).is_empty() {
        return err(ctx, body, op, "region cannot have any arguments");
    }
    Ok(())
}

pub(crate) fn execute_region_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_region_branch(ctx, body, op, &[], |body, op, p| match p {
        Point::Parent => vec![(Point::Region(0), Vec::new())],
        Point::Region(_) => vec![(Point::Parent, results(body, op))],
    })
}

// ---- scf.for -----------------------------------------------------------------------------

pub(crate) fn for_op(ctx: &Context, body: &Body, op: OpId) -> VResult {
    if body.num_operands(op).saturating_sub(3) != body.results(op).len() {
        return err(
            ctx,
            body,
            op,
            "mismatch in number of loop-carried values and defined values",
        );
    }
    Ok(())
}

fn for_successors(body: &Body, op: OpId, _: Point) -> Vec<(Point, Vec<Type>)> {
    let args = arg_types(body, op, 0);
    vec![
        (Point::Region(0), args.get(1..).unwrap_or_default().to_vec()),
        (Point::Parent, results(body, op)),
    ]
}

pub(crate) fn for_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let inits: Vec<Type> = operand_types(body, op).into_iter().skip(3).collect();
    let args = arg_types(body, op, 0);
    let iter_args = args.get(1..).unwrap_or_default();
    let res = results(body, op);
    let y = yielded(ctx, body, op, 0, "scf.yield");
    verify_loop_like(ctx, body, op, &inits, iter_args, &y, Some(&res))?;
    verify_region_branch(ctx, body, op, &inits, for_successors)?;
    verify_implicit_terminator(ctx, body, op, "scf.yield")?;
    if let (Some(iv), Some(lb)) = (args.first(), body.operands(op).next()) {
        if *iv != body.value_type(lb) {
            return err(
                ctx,
                body,
                op,
                "expected induction variable to be same type as bounds and step",
            );
        }
    }
    Ok(())
}

// ---- scf.forall --------------------------------------------------------------------------

/// Upstream's `verifyListOfOperandsOrIntegers`.
fn verify_operands_or_integers(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    expected: usize,
    statics: &[i64],
    dynamic: usize,
) -> VResult {
    if statics.len() != expected {
        return err(
            ctx,
            body,
            op,
            format!("expected {expected} {name} values, got {}", statics.len()),
        );
    }
    let n = statics.iter().filter(|v| **v == DYNAMIC).count();
    if n != dynamic {
        return err(ctx, body, op, format!("expected {n} dynamic {name} values"));
    }
    Ok(())
}

pub(crate) fn forall(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let segs = rmlir_ir::ods::operand_segments(ctx, &super::FORALL, body, op);
    let st = |n: &str| {
        rmlir_ir::ods::prop(ctx, body, op, n)
            .and_then(|a| dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let slb = st("staticLowerBound");
    let rank = slb.len();
    let nouts = segs[3].1;
    let nres = body.results(op).len();
    if nres != nouts {
        return err(
            ctx,
            body,
            op,
            format!("produces {nres} results, but has only {nouts} outputs"),
        );
    }
    let args = arg_types(body, op, 0);
    if args.len() != rank + nouts {
        return err(ctx, body, op, format!("region expects {rank} arguments"));
    }
    for (i, t) in args.iter().take(rank).enumerate() {
        if !matches!(ctx.type_kind(*t), TypeKind::Index) {
            return err(
                ctx,
                body,
                op,
                format!("expects {i}-th block argument to be an index"),
            );
        }
    }
    let outs: Vec<Type> = (0..nouts)
        .map(|k| body.value_type(body.operand(op, segs[3].0 + k)))
        .collect();
    for (i, t) in outs.iter().enumerate() {
        if args[rank + i] != *t {
            return err(
                ctx,
                body,
                op,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            );
        }
    }
    if let Some(m) = rmlir_ir::ods::prop(ctx, body, op, "mapping") {
        if let rmlir_ir::AttrKind::Array(v) = ctx.attr_kind(m) {
            if !v.is_empty() && v.len() != rank {
                return err(ctx, body, op, "mapping attribute size must match op rank");
            }
        }
    }
    verify_operands_or_integers(ctx, body, op, "lower bound", rank, &slb, segs[0].1)?;
    verify_operands_or_integers(
        ctx,
        body,
        op,
        "upper bound",
        rank,
        &st("staticUpperBound"),
        segs[1].1,
    )?;
    verify_operands_or_integers(ctx, body, op, "step", rank, &st("staticStep"), segs[2].1)
}

pub(crate) fn forall_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    // `getSuccessorRegions` passes no values: the region-branch check has nothing to see.
    verify_implicit_terminator(ctx, body, op, "scf.forall.in_parallel")
}

pub(crate) fn in_parallel(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let Some(parent) = body.parent_op(op) else {
        return Ok(());
    };
    if name_of(ctx, body, parent) != "scf.forall" {
        return err(ctx, body, op, "expected forall op parent");
    }
    let (rb, regions) = body.op_regions(op);
    let Some(b) = regions.first().and_then(|r| rb.entry_block(*r)) else {
        return Ok(());
    };
    let rank = rmlir_ir::ods::prop(ctx, body, parent, "staticLowerBound")
        .and_then(|a| dense_i64_values(ctx, a))
        .map_or(0, |v| v.len());
    let outs = entry_args(body, parent, 0);
    let outs = outs.get(rank..).unwrap_or_default();
    for o in rb.block_ops(b) {
        if name_of(ctx, rb, o) != "tensor.parallel_insert_slice" {
            return err(
                ctx,
                body,
                op,
                "expected only tensor.parallel_insert_slice ops",
            );
        }
        // `dest` is the second operand.
        if rb.num_operands(o) > 1 && !outs.contains(&rb.operand(o, 1)) {
            return err(ctx, rb, o, "may only insert into an output block argument");
        }
    }
    Ok(())
}

// ---- scf.if ------------------------------------------------------------------------------

pub(crate) fn if_op(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (rb, _) = body.op_regions(op);
    if !body.results(op).is_empty() && region(body, op, 1).is_some_and(|r| rb.region_is_empty(r)) {
        return err(ctx, body, op, "must have an else block if defining values");
    }
    Ok(())
}

pub(crate) fn if_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_region_branch(ctx, body, op, &[], |body, op, p| match p {
        Point::Parent => {
            let (rb, _) = body.op_regions(op);
            let els = match region(body, op, 1) {
                Some(r) if !rb.region_is_empty(r) => Point::Region(1),
                _ => Point::Parent,
            };
            vec![(Point::Region(0), Vec::new()), (els, Vec::new())]
        }
        Point::Region(_) => vec![(Point::Parent, results(body, op))],
    })?;
    verify_implicit_terminator(ctx, body, op, "scf.yield")
}

// ---- scf.index_switch --------------------------------------------------------------------

pub(crate) fn index_switch(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let cases = rmlir_ir::ods::prop(ctx, body, op, "cases")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    let (rb, regions) = body.op_regions(op);
    let ncase_regions = regions.len().saturating_sub(1);
    if cases.len() != ncase_regions {
        return err(
            ctx,
            body,
            op,
            format!(
                "has {ncase_regions} case regions but {} case values",
                cases.len()
            ),
        );
    }
    let mut seen = std::collections::HashSet::new();
    for v in &cases {
        if !seen.insert(*v) {
            return err(ctx, body, op, format!("has duplicate case value: {v}"));
        }
    }
    let res = results(body, op);
    let check = |i: usize, name: &str| -> VResult {
        let Some(t) = terminator(body, op, i) else {
            return Ok(());
        };
        let tname = name_of(ctx, rb, t);
        if tname != "scf.yield" {
            return err(
                ctx,
                body,
                op,
                format!("expected region to end with scf.yield, but got {tname}"),
            );
        }
        let ys = operand_types(rb, t);
        if ys.len() != res.len() {
            let d = op_error(
                ctx,
                body,
                op,
                format!(
                    "expected each region to return {} values, but {name} returns {}",
                    res.len(),
                    ys.len()
                ),
            );
            return Err(note(d, rb.loc(t), "see yield operation here"));
        }
        for (idx, (r, y)) in res.iter().zip(&ys).enumerate() {
            if r != y {
                let d = op_error(
                    ctx,
                    body,
                    op,
                    format!("expected result #{idx} of each region to be {}", q(ctx, *r)),
                );
                return Err(note(
                    d,
                    rb.loc(t),
                    format!("{name} returns {} here", q(ctx, *y)),
                ));
            }
        }
        Ok(())
    };
    check(0, "default region")?;
    for i in 0..ncase_regions {
        check(i + 1, &format!("case region #{i}"))?;
    }
    Ok(())
}

pub(crate) fn index_switch_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_region_branch(ctx, body, op, &[], |body, op, p| match p {
        Point::Parent => (0..body.op_regions(op).1.len())
            .map(|i| (Point::Region(i), Vec::new()))
            .collect(),
        Point::Region(_) => vec![(Point::Parent, results(body, op))],
    })?;
    verify_implicit_terminator(ctx, body, op, "scf.yield")
}

// ---- scf.parallel, scf.reduce, scf.reduce.return -----------------------------------------

pub(crate) fn parallel(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let segs = rmlir_ir::ods::operand_segments(ctx, &super::PARALLEL, body, op);
    let steps: Vec<ValueId> = (0..segs[2].1)
        .map(|k| body.operand(op, segs[2].0 + k))
        .collect();
    if steps.is_empty() {
        return err(
            ctx,
            body,
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        );
    }
    for s in &steps {
        if constant_int(ctx, body, *s).is_some_and(|v| v <= 0) {
            return err(ctx, body, op, "constant step operand must be positive");
        }
    }
    let args = arg_types(body, op, 0);
    if args.len() != steps.len() {
        return err(
            ctx,
            body,
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ),
        );
    }
    if args
        .iter()
        .any(|t| !matches!(ctx.type_kind(*t), TypeKind::Index))
    {
        return err(
            ctx,
            body,
            op,
            "expects arguments for the induction variable to be of index type",
        );
    }
    let reduce = expect_terminator(
        ctx,
        body,
        op,
        0,
        "scf.reduce",
        "expects body to terminate with 'scf.reduce'",
    )?;
    let (rb, _) = body.op_regions(op);
    let nres = body.results(op).len();
    let nred = rb.num_regions(reduce);
    let ninit = segs[3].1;
    if nres != nred {
        return err(
            ctx,
            body,
            op,
            format!(
                "expects number of results: {nres} to be the same as number of reductions: {nred}"
            ),
        );
    }
    if nres != ninit {
        return err(
            ctx,
            body,
            op,
            format!(
                "expects number of results: {nres} to be the same as number of initial values: {ninit}"
            ),
        );
    }
    let red_types = operand_types(rb, reduce);
    for (i, r) in results(body, op).iter().enumerate() {
        let Some(t) = red_types.get(i) else { break };
        if t != r {
            return err(
                ctx,
                rb,
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                    q(ctx, *t),
                    q(ctx, *r)
                ),
            );
        }
    }
    Ok(())
}

pub(crate) fn reduce_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (rb, regions) = body.op_regions(op);
    let tys = operand_types(body, op);
    for (i, r) in regions.iter().enumerate() {
        let Some(ty) = tys.get(i).copied() else { break };
        let Some(b) = rb.entry_block(*r) else {
            continue;
        };
        let Some(last) = rb.last_op(b) else {
            return err(ctx, body, op, format!("{i}-th reduction has an empty body"));
        };
        let args = rb.block_args(b);
        if args.len() != 2 || args.iter().any(|a| rb.value_type(*a) != ty) {
            return err(
                ctx,
                body,
                op,
                format!(
                    "expected two block arguments with type {} in the {i}-th reduction region",
                    q(ctx, ty)
                ),
            );
        }
        if name_of(ctx, rb, last) != "scf.reduce.return" {
            return err(
                ctx,
                body,
                op,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            );
        }
    }
    Ok(())
}

pub(crate) fn reduce_return(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let Some(b) = body.parent_block(op) else {
        return Ok(());
    };
    let Some(arg) = body.block_args(b).first() else {
        return Ok(());
    };
    let expected = body.value_type(*arg);
    let Some(v) = body.operands(op).next() else {
        return Ok(());
    };
    if body.value_type(v) != expected {
        return err(
            ctx,
            body,
            op,
            format!(
                "must have type {} (the type of the reduction inputs)",
                q(ctx, expected)
            ),
        );
    }
    Ok(())
}

// ---- scf.while ---------------------------------------------------------------------------

pub(crate) fn while_op(ctx: &Context, body: &Body, op: OpId) -> VResult {
    expect_terminator(
        ctx,
        body,
        op,
        0,
        "scf.condition",
        "expects the 'before' region to terminate with 'scf.condition'",
    )?;
    expect_terminator(
        ctx,
        body,
        op,
        1,
        "scf.yield",
        "expects the 'after' region to terminate with 'scf.yield'",
    )?;
    Ok(())
}

pub(crate) fn while_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let inits = operand_types(body, op);
    let before = arg_types(body, op, 0);
    let y = yielded(ctx, body, op, 1, "scf.yield");
    // `RegionBranchOpInterface` is declared before `LoopLikeOpInterface` on `scf.while`.
    verify_region_branch(ctx, body, op, &inits, |body, op, p| match p {
        Point::Parent | Point::Region(1) => vec![(Point::Region(0), arg_types(body, op, 0))],
        Point::Region(_) => vec![
            (Point::Parent, results(body, op)),
            (Point::Region(1), arg_types(body, op, 1)),
        ],
    })?;
    verify_loop_like(ctx, body, op, &inits, &before, &y, None)
}
