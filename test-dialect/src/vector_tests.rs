//! Upstream's vector test passes (`mlir/test/lib/Dialect/Vector/TestVectorTransforms.cpp`):
//! each runs on `func.func` and applies one of the vector dialect's `populate*Patterns`
//! sets greedily, with upstream's flags and options.

use rmlir_dialects::vector::lowering::{build1, vector_parts, vector_type};
use rmlir_dialects::vector::transforms as vt;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig,
    RewritePatternSet,
};
use rmlir_ir::walk::WalkOptions;
use rmlir_ir::{Context, IrNode, WalkResult};

/// Fills the pattern set from the pass's options.
type Populate = fn(&Context, &PassOptions, &mut RewritePatternSet);

/// A test pass applying a pattern set greedily to a function.
pub struct GreedyTestPass {
    name: &'static str,
    argument: &'static str,
    description: &'static str,
    options: PassOptions,
    populate: Populate,
}

impl Pass for GreedyTestPass {
    fn name(&self) -> &'static str {
        self.name
    }
    fn argument(&self) -> &'static str {
        self.argument
    }
    fn description(&self) -> &'static str {
        self.description
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
        let mut set = RewritePatternSet::new();
        (self.populate)(ctx, &self.options, &mut set);
        let frozen = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &frozen, &GreedyRewriteConfig::default());
        }
        Ok(())
    }
}

/// `test-scalar-vector-transfer-lowering`.
pub fn scalar_vector_transfer_lowering() -> PassInfo {
    PassInfo {
        argument: "test-scalar-vector-transfer-lowering",
        description: "Test lowering of scalar vector transfers to memref loads/stores.",
        create: || {
            Box::new(GreedyTestPass {
                name: "TestScalarVectorTransferLoweringPatterns",
                argument: "test-scalar-vector-transfer-lowering",
                description: "Test lowering of scalar vector transfers to memref loads/stores.",
                options: PassOptions::new().with(
                    "allow-multiple-uses",
                    "Fold transfer operations with multiple uses",
                    OptValue::Bool(false),
                ),
                populate: |ctx, o, set| {
                    vt::scalar_transfer::populate_scalar_vector_transfer_lowering_patterns(
                        ctx,
                        set,
                        1,
                        o.bool("allow-multiple-uses"),
                    )
                },
            })
        },
    }
}

/// `test-create-vector-broadcast`: each `"test_create_broadcast"(%v) {broadcast_dims}` op
/// becomes upstream's `BroadcastOp::createOrFoldBroadcastOp` of its operand to its result
/// shape (a broadcast, then a transpose when a broadcast dim is not leading).
pub struct CreateVectorBroadcast {
    options: PassOptions,
}

const CREATE_BROADCAST: &str = "test-create-vector-broadcast";
const CREATE_BROADCAST_DESC: &str = "Test optimization transformations for transfer ops";

pub fn create_vector_broadcast() -> PassInfo {
    PassInfo {
        argument: CREATE_BROADCAST,
        description: CREATE_BROADCAST_DESC,
        create: || {
            Box::new(CreateVectorBroadcast {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for CreateVectorBroadcast {
    fn name(&self) -> &'static str {
        "TestCreateVectorBroadcast"
    }
    fn argument(&self) -> &'static str {
        CREATE_BROADCAST
    }
    fn description(&self) -> &'static str {
        CREATE_BROADCAST_DESC
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
        let name = ctx.op_name("test_create_broadcast");
        let dims_id = ctx.ident("broadcast_dims");
        let mut found = Vec::new();
        body.walk_body(WalkOptions::post_order(), |b, n| {
            if let IrNode::Op(o) = n {
                if b.op_name(o) == name {
                    found.push(o);
                }
            }
            WalkResult::Advance
        });
        let mut rw = PatternRewriter::new(ctx, body);
        for o in found {
            let body = rw.body();
            if body.num_operands(o) != 1 || body.results(o).len() != 1 {
                continue;
            }
            let Some(dims) = body
                .attr(o, dims_id)
                .and_then(|a| rmlir_ir::ods::constraints::dense_i64_values(ctx, a))
            else {
                continue;
            };
            let value = body.operand(o, 0);
            let res_ty = body.value_type(body.result(o, 0));
            let Some((dst, _, elem)) = vector_parts(ctx, res_ty) else {
                continue;
            };
            let src_shape = vector_parts(ctx, body.value_type(value)).map(|v| v.0);
            let loc = body.loc(o);
            rw.set_insertion_point_before(o);
            let mut set: Vec<i64> = Vec::new();
            for d in dims {
                if !set.contains(&d) {
                    set.push(d);
                }
            }
            let v = match src_shape {
                None => build1(
                    &mut rw,
                    loc,
                    "vector.broadcast",
                    &[value],
                    vector_type(ctx, &dst, &[], elem),
                    &[],
                ),
                Some(src) => {
                    let mut shape = Vec::new();
                    let mut perm = vec![0i64; dst.len()];
                    let mut next = set.len() as i64;
                    for (i, d) in dst.iter().enumerate() {
                        if set.contains(&(i as i64)) {
                            shape.push(*d);
                            perm[i] = shape.len() as i64 - 1;
                        } else {
                            perm[i] = next;
                            next += 1;
                        }
                    }
                    shape.extend_from_slice(&src);
                    let bt = vector_type(ctx, &shape, &[], elem);
                    let b = if bt == rw.body().value_type(value) {
                        value
                    } else {
                        build1(&mut rw, loc, "vector.broadcast", &[value], bt, &[])
                    };
                    if perm.iter().enumerate().all(|(i, p)| *p == i as i64) {
                        b
                    } else {
                        let pa = rmlir_ir::ods::constraints::dense_i64_array(ctx, &perm);
                        let tt = vector_type(ctx, &dst, &[], elem);
                        build1(
                            &mut rw,
                            loc,
                            "vector.transpose",
                            &[b],
                            tt,
                            &[("permutation", pa)],
                        )
                    }
                }
            };
            rw.replace_op(o, &[v]);
        }
        Ok(())
    }
}

/// Every vector test pass.
pub fn passes() -> Vec<PassInfo> {
    vec![scalar_vector_transfer_lowering(), create_vector_broadcast()]
}
