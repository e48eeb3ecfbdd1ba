//! `convert-linalg-to-loops`, `convert-linalg-to-parallel-loops` and
//! `convert-linalg-to-affine-loops` (MLIR 19's `Linalg/Transforms/Loops.cpp`): structured
//! ops on buffers become loop nests over their iteration domain (`scf.for`, `scf.parallel`
//! for the outermost parallel loops, or `affine.for`), with the operands loaded
//! (`memref.load`, or `affine.load` through an identity map) at `affine.apply`s of their
//! indexing maps, the op's body inlined and the yielded values stored. The rewrite runs in
//! a greedy driver with the `affine.apply` and `memref.dim` canonicalizations and
//! upstream's `FoldAffineOp`; `affine.for`'s folder turns constant bounds into maps.

use rmlir_ir::affine::AffineMap;
use rmlir_ir::body::OpSpec;
use rmlir_ir::ir_clone::IrMapping;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{AttrKind, Attribute, Context, Location, OpId, Type, TypeKind, ValueId};

use crate::affine::utils::{
    canonicalize_map_and_operands, constant_int, create_apply, map_attr, map_of,
};
use crate::linalg;

#[derive(Copy, Clone, PartialEq, Eq)]
enum LoopKind {
    For,
    Parallel,
    Affine,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-linalg-to-loops",
        description: "Lower the operations from the linalg dialect into loops",
        create: || Box::new(LinalgToLoops::new(LoopKind::For)),
    }
}

pub fn parallel_info() -> PassInfo {
    PassInfo {
        argument: "convert-linalg-to-parallel-loops",
        description: "Lower the operations from the linalg dialect into parallel loops",
        create: || Box::new(LinalgToLoops::new(LoopKind::Parallel)),
    }
}

pub fn affine_info() -> PassInfo {
    PassInfo {
        argument: "convert-linalg-to-affine-loops",
        description: "Lower the operations from the linalg dialect into affine loops",
        create: || Box::new(LinalgToLoops::new(LoopKind::Affine)),
    }
}

pub struct LinalgToLoops {
    kind: LoopKind,
    options: PassOptions,
}

impl LinalgToLoops {
    fn new(kind: LoopKind) -> Self {
        LinalgToLoops {
            kind,
            options: PassOptions::new(),
        }
    }
}

impl Pass for LinalgToLoops {
    fn name(&self) -> &'static str {
        match self.kind {
            LoopKind::For => "ConvertLinalgToLoopsPass",
            LoopKind::Parallel => "ConvertLinalgToParallelLoopsPass",
            LoopKind::Affine => "ConvertLinalgToAffineLoopsPass",
        }
    }
    fn argument(&self) -> &'static str {
        match self.kind {
            LoopKind::For => "convert-linalg-to-loops",
            LoopKind::Parallel => "convert-linalg-to-parallel-loops",
            LoopKind::Affine => "convert-linalg-to-affine-loops",
        }
    }
    fn description(&self) -> &'static str {
        match self.kind {
            LoopKind::For => "Lower the operations from the linalg dialect into loops",
            LoopKind::Parallel => {
                "Lower the operations from the linalg dialect into parallel loops"
            }
            LoopKind::Affine => "Lower the operations from the linalg dialect into affine loops",
        }
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let mut set = RewritePatternSet::new();
        let kind = self.kind;
        let mut names: Vec<&str> = vec![
            "linalg.generic",
            "linalg.map",
            "linalg.reduce",
            "linalg.transpose",
            "linalg.broadcast",
        ];
        names.extend(
            linalg::named::NAMED_OPS
                .iter()
                .map(|o| &*Box::leak(format!("linalg.{}", o.name).into_boxed_str())),
        );
        for n in names {
            set.add_fn(ctx, n, 1, "LinalgRewritePattern", move |op, rw| {
                rewrite(op, rw, kind)
            });
        }
        for n in ["memref.dim", "affine.apply"] {
            if let Some(f) = ctx
                .op_info(ctx.op_name(n))
                .and_then(|i| i.canonicalization_patterns)
            {
                f(ctx, &mut set);
            }
        }
        set.add_fn(ctx, "affine.apply", 1, "FoldAffineOp", fold_affine_op);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            commit_all(body);
        }
        Ok(())
    }
}

fn commit_all(root: &mut rmlir_ir::Body) {
    let mut stack: Vec<&mut rmlir_ir::Body> = vec![root];
    while let Some(b) = stack.pop() {
        b.commit();
        for (_, d) in b.ops_mut() {
            if let Some(c) = d.isolated_body_mut() {
                stack.push(c);
            }
        }
    }
}

/// Upstream's `FoldAffineOp`: `affine.apply` of a single dim or symbol is its operand, of a
/// constant without operands an `arith.constant`.
fn fold_affine_op(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let Some(map) = rmlir_ir::ods::prop(ctx, rw.body(), op, "map").and_then(|a| map_of(ctx, a))
    else {
        return Err(());
    };
    if map.num_results() != 1 || map.num_inputs() > 1 {
        return Err(());
    }
    let e = map.result(0).clone();
    if map.num_inputs() == 0 {
        if let Some(v) = e.as_constant() {
            let loc = rw.body().loc(op);
            rw.set_insertion_point_before(op);
            let c = constant_index(rw, loc, v);
            rw.replace_op(op, &[c]);
            return Ok(());
        }
        return Err(());
    }
    if e.as_dim().is_some() || e.as_symbol().is_some() {
        let v = rw.body().operand(op, 0);
        rw.replace_op(op, &[v]);
        return Ok(());
    }
    Err(())
}

fn create(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
    regions: usize,
) -> OpId {
    let ctx = rw.ctx;
    let op_name = ctx.op_name(name);
    let info = ctx.op_info(op_name).expect("registered op");
    let mut spec = OpSpec::new(op_name, loc);
    spec.operands = operands;
    spec.result_types = results;
    spec.num_regions = regions;
    spec.props = info.props_from(ctx, props, true);
    rw.create(spec)
}

fn constant_index(rw: &mut PatternRewriter<'_>, loc: Location, v: i64) -> ValueId {
    let index = rw.ctx.index_type();
    let value = rw.ctx.int_attr(index, v);
    let op = create(
        rw,
        loc,
        "arith.constant",
        &[],
        &[index],
        &[("value", value)],
        0,
    );
    rw.body().result(op, 0)
}

fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
        TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } => {
            Some(shape.to_vec())
        }
        _ => None,
    }
}

/// Creates a loop op (`scf.for` with `lb, ub, step` or `scf.parallel` with the groups) with
/// one block of `n` index arguments ending in the terminator; returns the block.
fn create_loop(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    kind: LoopKind,
    lbs: &[ValueId],
    ubs: &[ValueId],
    steps: &[ValueId],
) -> (rmlir_ir::BlockId, Vec<ValueId>) {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let n = lbs.len();
    let op = match kind {
        LoopKind::For => {
            let ops = [lbs[0], ubs[0], steps[0]];
            create(rw, loc, "scf.for", &ops, &[], &[], 1)
        }
        LoopKind::Parallel => {
            let mut ops = lbs.to_vec();
            ops.extend_from_slice(ubs);
            ops.extend_from_slice(steps);
            let seg = rmlir_ir::ods::constraints::dense_i32_array(
                ctx,
                &[n as i32, n as i32, n as i32, 0],
            );
            create(
                rw,
                loc,
                "scf.parallel",
                &ops,
                &[],
                &[("operandSegmentSizes", seg)],
                1,
            )
        }
        LoopKind::Affine => {
            // `buildAffineLoopFromValues`: constant bounds when both are constants, else
            // identity maps of the bound values (the folder makes them constants later).
            let body = rw.body();
            let (lb, ub) = (
                constant_int(ctx, body, lbs[0]),
                constant_int(ctx, body, ubs[0]),
            );
            let (ops, lb_map, ub_map, n_lb, n_ub) = match (lb, ub) {
                (Some(l), Some(u)) => (
                    vec![],
                    AffineMap::constant_map(l),
                    AffineMap::constant_map(u),
                    0,
                    0,
                ),
                _ => (
                    vec![lbs[0], ubs[0]],
                    AffineMap::multi_dim_identity(1),
                    AffineMap::multi_dim_identity(1),
                    1,
                    1,
                ),
            };
            let seg = rmlir_ir::ods::constraints::dense_i32_array(ctx, &[n_lb, n_ub, 0]);
            let step = constant_int(ctx, body, steps[0]).unwrap_or(1);
            let step = ctx.int_attr(index, step);
            create(
                rw,
                loc,
                "affine.for",
                &ops,
                &[],
                &[
                    ("operandSegmentSizes", seg),
                    ("lowerBoundMap", map_attr(ctx, lb_map)),
                    ("upperBoundMap", map_attr(ctx, ub_map)),
                    ("step", step),
                ],
                1,
            )
        }
    };
    let region = rw.body().regions(op)[0];
    let args: Vec<(Type, Location)> = vec![(index, loc); n];
    let block = rw.body.create_block(&args);
    rw.body.append_block(region, block);
    let ivs = rw.body().block_args(block).to_vec();
    rw.set_insertion_point_to_end(block);
    let term = match kind {
        LoopKind::For => "scf.yield",
        LoopKind::Parallel => "scf.reduce",
        LoopKind::Affine => "affine.yield",
    };
    let t = create(rw, loc, term, &[], &[], &[], 0);
    rw.set_insertion_point_before(t);
    (block, ivs)
}

/// Upstream's `TransposeOp::fold` (19.x), which the greedy driver tries before the
/// lowering: an identity permutation folds to the input. It does not check the operand
/// kind, so on buffers (no result) the folded op is simply erased.
fn fold_identity_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if ctx.op_name_str(body.op_name(op)) != "linalg.transpose" {
        return false;
    }
    let Some(perm) = rmlir_ir::ods::prop(ctx, body, op, "permutation")
        .and_then(|a| rmlir_ir::ods::constraints::dense_i64_values(ctx, a))
    else {
        return false;
    };
    if perm.iter().enumerate().any(|(i, p)| *p != i as i64) {
        return false;
    }
    let input = body.operand(op, 0);
    if body.results(op).is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &[input]);
    }
    true
}

/// Upstream's `LinalgRewritePattern`: lowers a structured op on buffers to loops.
fn rewrite(op: OpId, rw: &mut PatternRewriter<'_>, kind: LoopKind) -> LogicalResult {
    let ctx = rw.ctx;
    if fold_identity_transpose(op, rw) {
        return Ok(());
    }
    let body = rw.body();
    // `hasPureBufferSemantics`: no tensor operands (and so no results).
    if body.operands(op).any(|v| {
        matches!(
            ctx.type_kind(body.value_type(v)),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    }) || !body.results(op).is_empty()
    {
        return Err(());
    }
    let Some(maps) = linalg::indexing_maps(ctx, body, op) else {
        return Err(());
    };
    let Some(iters) = linalg::iterator_types(ctx, body, op) else {
        return Err(());
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    let (ins, outs) = linalg::segments(ctx, body, op);
    let loc = body.loc(op);
    let n_loops = iters.len();
    rw.set_insertion_point_before(op);

    // `createLoopRanges`: the loop sizes from the first operand dimension each loop
    // indexes directly (`createFlatListOfOperandDims`: dynamic sizes through `memref.dim`).
    let mut sizes: Vec<Option<Result<i64, ValueId>>> = vec![None; n_loops];
    let mut flat: Vec<Result<i64, ValueId>> = Vec::new();
    for v in &operands {
        let t = rw.body().value_type(*v);
        let Some(shape) = shape_of(ctx, t) else {
            continue;
        };
        for (i, d) in shape.iter().enumerate() {
            if *d == i64::MIN {
                let ci = constant_index(rw, loc, i as i64);
                let index = ctx.index_type();
                let dim = create(rw, loc, "memref.dim", &[*v, ci], &[index], &[], 0);
                flat.push(Err(rw.body().result(dim, 0)));
            } else {
                flat.push(Ok(*d));
            }
        }
    }
    let mut k = 0;
    for m in &maps {
        for e in m.results() {
            if let Some(d) = e.as_dim() {
                let d = d as usize;
                if d < n_loops && sizes[d].is_none() {
                    sizes[d] = flat.get(k).copied();
                }
            }
            k += 1;
        }
    }
    let mut lbs = Vec::new();
    let mut ubs = Vec::new();
    let mut steps = Vec::new();
    for s in &sizes {
        let Some(s) = s else {
            return Err(());
        };
        lbs.push(constant_index(rw, loc, 0));
        ubs.push(match s {
            Ok(c) => constant_index(rw, loc, *c),
            Err(v) => *v,
        });
        steps.push(constant_index(rw, loc, 1));
    }

    // The loop nest.
    let mut ivs: Vec<ValueId> = Vec::new();
    match kind {
        LoopKind::For | LoopKind::Affine => {
            for i in 0..n_loops {
                let (_, iv) = create_loop(rw, loc, kind, &lbs[i..=i], &ubs[i..=i], &steps[i..=i]);
                ivs.extend(iv);
            }
        }
        LoopKind::Parallel => {
            let mut i = 0;
            while i < n_loops {
                if !iters[i] {
                    let (_, iv) = create_loop(
                        rw,
                        loc,
                        LoopKind::For,
                        &lbs[i..=i],
                        &ubs[i..=i],
                        &steps[i..=i],
                    );
                    ivs.extend(iv);
                    i += 1;
                    continue;
                }
                let mut j = i;
                while j < n_loops && iters[j] {
                    j += 1;
                }
                let (_, iv) = create_loop(rw, loc, kind, &lbs[i..j], &ubs[i..j], &steps[i..j]);
                ivs.extend(iv);
                i = j;
            }
        }
    }

    // `emitScalarImplementation`.
    let apply_all = |rw: &mut PatternRewriter<'_>, m: &AffineMap| -> Vec<ValueId> {
        let mut res = Vec::new();
        for e in m.results() {
            let mut em = AffineMap::new(m.num_dims(), m.num_symbols(), vec![e.clone()]);
            let mut vals = ivs.clone();
            canonicalize_map_and_operands(ctx, rw.body(), &mut em, &mut vals);
            res.push(create_apply(rw, loc, em, &vals));
        }
        res
    };
    let (load, store) = match kind {
        LoopKind::Affine => ("affine.load", "affine.store"),
        _ => ("memref.load", "memref.store"),
    };
    // `affine.load`/`affine.store` of the applied indices through an identity map.
    let access_props = |n: usize| -> Vec<(&'static str, Attribute)> {
        match kind {
            LoopKind::Affine => vec![(
                "map",
                map_attr(ctx, AffineMap::multi_dim_identity(n as u32)),
            )],
            _ => vec![],
        }
    };
    let mut indexed: Vec<ValueId> = Vec::new();
    for (i, v) in ins.iter().enumerate() {
        let t = rw.body().value_type(*v);
        if shape_of(ctx, t).is_none() {
            indexed.push(*v);
            continue;
        }
        let idx = apply_all(rw, &maps[i]);
        let et = ctx.element_type(t).unwrap_or(t);
        let props = access_props(idx.len());
        let mut ops = vec![*v];
        ops.extend(idx);
        let l = create(rw, loc, load, &ops, &[et], &props, 0);
        indexed.push(rw.body().result(l, 0));
    }
    for (i, v) in outs.iter().enumerate() {
        let t = rw.body().value_type(*v);
        let idx = apply_all(rw, &maps[ins.len() + i]);
        let et = ctx.element_type(t).unwrap_or(t);
        let props = access_props(idx.len());
        let mut ops = vec![*v];
        ops.extend(idx);
        let l = create(rw, loc, load, &ops, &[et], &props, 0);
        indexed.push(rw.body().result(l, 0));
    }
    let mut store_idx: Vec<Vec<ValueId>> = Vec::new();
    for (i, _) in outs.iter().enumerate() {
        store_idx.push(apply_all(rw, &maps[ins.len() + i]));
    }
    // Inline the body.
    let (rb, regions) = rw.body().op_regions(op);
    let _ = rb;
    let Some(&region) = regions.first() else {
        return Err(());
    };
    let Some(entry) = rw.body().entry_block(region) else {
        return Err(());
    };
    let mut map = IrMapping::default();
    for (a, v) in rw.body().block_args(entry).to_vec().iter().zip(&indexed) {
        map.map_value(*a, *v);
    }
    let body_ops: Vec<OpId> = rw.body().block_ops(entry).collect();
    let index_name = ctx.op_name("linalg.index");
    let mut yielded: Vec<ValueId> = Vec::new();
    for (k, o) in body_ops.iter().enumerate() {
        if k + 1 == body_ops.len() {
            yielded = rw.body().operands(*o).collect();
            break;
        }
        if rw.body().op_name(*o) == index_name {
            let dim = rmlir_ir::ods::prop(ctx, rw.body(), *o, "dim")
                .and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::Integer { value, .. } => value.to_i64(),
                    _ => None,
                })
                .unwrap_or(0) as usize;
            let r = rw.body().result(*o, 0);
            if let Some(iv) = ivs.get(dim) {
                map.map_value(r, *iv);
                continue;
            }
        }
        let ip = rw.insertion_point().expect("an insertion point");
        let c = rw.body.clone_op_at(*o, ip, &mut map);
        let _ = c;
    }
    for (i, y) in yielded.iter().enumerate() {
        let v = map.lookup_value_or_default(*y);
        let props = access_props(store_idx[i].len());
        let mut ops = vec![v, outs[i]];
        ops.extend(store_idx[i].iter().copied());
        create(rw, loc, store, &ops, &[], &props, 0);
    }
    rw.erase_op(op);
    Ok(())
}
