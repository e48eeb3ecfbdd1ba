//! `linalg-generalize-named-ops` (MLIR 19's `Generalization.cpp`): every named structured op
//! becomes a `linalg.generic` with the op's indexing maps and iterator types, its region
//! moved over; applied by the greedy driver (which also folds and hoists constants).

use rmlir_ir::body::OpSpec;
use rmlir_ir::ods::constraints::{dense_i32_array, dialect_attr};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{AttrKind, Attribute, OpId, Type, TypeKind, ValueId};

pub fn info() -> PassInfo {
    PassInfo {
        argument: "linalg-generalize-named-ops",
        description: "Convert named ops into generic ops",
        create: || {
            Box::new(Generalize {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct Generalize {
    options: PassOptions,
}

impl Pass for Generalize {
    fn name(&self) -> &'static str {
        "LinalgGeneralizeNamedOpsPass"
    }
    fn argument(&self) -> &'static str {
        "linalg-generalize-named-ops"
    }
    fn description(&self) -> &'static str {
        "Convert named ops into generic ops"
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
        for o in super::named::NAMED_OPS {
            let name: &'static str = Box::leak(format!("linalg.{}", o.name).into_boxed_str());
            set.add_fn(ctx, name, 1, "LinalgGeneralizationPattern", generalize);
        }
        // `linalg.map` is left alone: its block has no argument for the init.
        for name in ["linalg.reduce", "linalg.transpose", "linalg.broadcast"] {
            set.add_fn(ctx, name, 1, "LinalgGeneralizationPattern", generalize);
        }
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            let mut stack: Vec<&mut rmlir_ir::Body> = vec![body];
            while let Some(b) = stack.pop() {
                b.commit();
                for (_, d) in b.ops_mut() {
                    if let Some(c) = d.isolated_body_mut() {
                        stack.push(c);
                    }
                }
            }
        }
        Ok(())
    }
}

fn generalize(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    generalize_named_op(op, rw).map(|_| ())
}

/// Upstream's `generalizeNamedOp`: the new `linalg.generic`.
pub(crate) fn generalize_named_op(op: OpId, rw: &mut PatternRewriter<'_>) -> Result<OpId, ()> {
    let ctx = rw.ctx;
    let body = rw.body();
    let (Some(maps), Some(iters)) = (
        super::indexing_maps(ctx, body, op),
        super::iterator_types(ctx, body, op),
    ) else {
        return Err(());
    };
    let (ins, outs) = super::segments(ctx, body, op);
    let tensor = body.operands(op).all(|v| {
        !matches!(
            ctx.type_kind(body.value_type(v)),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    });
    let result_types: Vec<Type> = if tensor {
        outs.iter().map(|v| body.value_type(*v)).collect()
    } else {
        Vec::new()
    };
    let loc = body.loc(op);
    let maps: Vec<Attribute> = maps
        .into_iter()
        .map(|m| ctx.get_attr(AttrKind::AffineMap(m)))
        .collect();
    let iters: Vec<Attribute> = iters
        .iter()
        .map(|p| {
            let k = if *p { "parallel" } else { "reduction" };
            dialect_attr(ctx, "linalg", &format!("iterator_type<{k}>"))
        })
        .collect();
    let mut operands: Vec<ValueId> = ins.clone();
    operands.extend(outs.iter().copied());
    let name = ctx.op_name("linalg.generic");
    let info = ctx.op_info(name).ok_or(())?;
    let mut spec = OpSpec::new(name, loc);
    spec.operands = &operands;
    spec.result_types = &result_types;
    spec.num_regions = 1;
    spec.props = info.props_from(
        ctx,
        &[
            ("indexing_maps", ctx.array_attr(&maps)),
            ("iterator_types", ctx.array_attr(&iters)),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[ins.len() as i32, outs.len() as i32]),
            ),
        ],
        false,
    );
    rw.set_insertion_point_before(op);
    let g = rw.create(spec);
    let from = rw.body().regions(op)[0];
    let to = rw.body().regions(g)[0];
    rw.inline_region_before(from, to, None);
    let results: Vec<ValueId> = rw.body().results(g).to_vec();
    rw.replace_op(op, &results);
    Ok(g)
}
