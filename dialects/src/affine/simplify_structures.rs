//! `affine-simplify-structures` (upstream's `SimplifyAffineStructures`,
//! `Transforms/SimplifyAffineStructures.cpp`): every affine map and integer set attribute
//! of the function's ops is simplified (`simplifyAffineMap`, `simplifyIntegerSet`: an
//! empty set becomes `1 == 0`, other sets lose trivially redundant constraints), then the
//! canonicalization patterns of `affine.apply`, `affine.for` and `affine.if` run on those
//! ops (`applyOpPatternsAndFold`, existing and new ops).

use super::constraints::FlatAffineConstraints;
use super::simplify::simplify_affine_map;
use rmlir_ir::affine::IntegerSet;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::greedy::{
    apply_op_patterns_and_fold, GreedyRewriteConfig, GreedyRewriteStrictness,
};
use rmlir_ir::rewrite::{FrozenRewritePatternSet, RewritePatternSet};
use rmlir_ir::walk::WalkOrder;
use rmlir_ir::{AttrKind, Attribute, Body, Context, IrNode, OpId};
use std::collections::HashMap;

const ARGUMENT: &str = "affine-simplify-structures";
const DESCRIPTION: &str = "Simplify affine expressions in maps/sets and normalize memrefs";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(SimplifyAffineStructures {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct SimplifyAffineStructures {
    options: PassOptions,
}

/// Upstream `simplifyIntegerSet`.
pub fn simplify_integer_set(set: &IntegerSet) -> IntegerSet {
    let Some(mut c) = FlatAffineConstraints::from_integer_set(set) else {
        return set.clone();
    };
    if c.is_empty() {
        return IntegerSet::empty_set(set.num_dims(), set.num_symbols());
    }
    c.simplify_trivially();
    if c.overflowed() {
        return set.clone();
    }
    c.as_integer_set().unwrap_or_else(|| set.clone())
}

/// The simplified form of an affine map or integer set attribute (`None`: neither).
fn simplified(ctx: &Context, a: Attribute) -> Option<Attribute> {
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => {
            let s = simplify_affine_map(m);
            Some(if &s == m {
                a
            } else {
                ctx.get_attr(AttrKind::AffineMap(s))
            })
        }
        AttrKind::IntegerSet(set) => {
            let s = simplify_integer_set(set);
            Some(if &s == set {
                a
            } else {
                ctx.get_attr(AttrKind::IntegerSet(s))
            })
        }
        _ => None,
    }
}

fn simplify_op_attrs(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    cache: &mut HashMap<Attribute, Attribute>,
) {
    let mut get = |a: Attribute| -> Option<Attribute> {
        if let Some(s) = cache.get(&a) {
            return Some(*s);
        }
        let s = simplified(ctx, a)?;
        cache.insert(a, s);
        Some(s)
    };
    let props: Vec<(usize, Attribute)> = body
        .op(op)
        .props
        .iter()
        .enumerate()
        .filter_map(|(i, a)| a.map(|a| (i, a)))
        .collect();
    for (i, a) in props {
        if let Some(s) = get(a) {
            if s != a {
                body.set_prop(op, i, Some(s));
            }
        }
    }
    let attrs: Vec<_> = body.attrs(op).to_vec();
    for (name, a) in attrs {
        if let Some(s) = get(a) {
            if s != a {
                body.set_attr(ctx, op, name, Some(s));
            }
        }
    }
}

impl Pass for SimplifyAffineStructures {
    fn name(&self) -> &'static str {
        "SimplifyAffineStructures"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let mut set = RewritePatternSet::new();
        for n in ["affine.apply", "affine.for", "affine.if"] {
            if let Some(f) = ctx
                .op_info(ctx.op_name(n))
                .and_then(|i| i.canonicalization_patterns)
            {
                f(ctx, &mut set);
            }
        }
        let frozen = FrozenRewritePatternSet::new(ctx, set);
        let roots: Vec<IrNode> = body
            .root_regions()
            .iter()
            .map(|r| IrNode::Region(*r))
            .collect();
        let mut all = Vec::new();
        for r in roots {
            all.extend(body.collect_ops(r, WalkOrder::PostOrder));
        }
        let mut cache = HashMap::new();
        let mut to_simplify = Vec::new();
        for o in all {
            simplify_op_attrs(ctx, body, o, &mut cache);
            if matches!(
                ctx.op_name_str(body.op_name(o)),
                "affine.for" | "affine.if" | "affine.apply"
            ) {
                to_simplify.push(o);
            }
        }
        let config = GreedyRewriteConfig {
            strictness: GreedyRewriteStrictness::ExistingAndNewOps,
            ..Default::default()
        };
        apply_op_patterns_and_fold(ctx, body, &to_simplify, &frozen, &config);
        Ok(())
    }
}
