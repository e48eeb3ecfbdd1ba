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
    /// With upstream's vector-to-vector canonicalizations: the names of the populated
    /// patterns (the set then starts with the canonicalization patterns).
    v2v_canonicalizations: Option<&'static [&'static str]>,
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
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        match self.v2v_canonicalizations {
            Some(own) => {
                let mut set = RewritePatternSet::canonicalization(ctx);
                (self.populate)(ctx, &self.options, &mut set);
                apply_with_vector_canonicalizations(ctx, body, set, own);
            }
            None => {
                let mut set = RewritePatternSet::new();
                (self.populate)(ctx, &self.options, &mut set);
                let frozen = FrozenRewritePatternSet::new(ctx, set);
                apply_patterns_and_fold_greedily(
                    ctx,
                    body,
                    &frozen,
                    &GreedyRewriteConfig::default(),
                );
            }
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
                v2v_canonicalizations: None,
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

/// Upstream's `populateVectorToVectorCanonicalizationPatterns`: these canonicalization
/// patterns of the vector ops.
const VECTOR_TO_VECTOR_CANONICALIZATIONS: [&str; 9] = [
    "CreateMaskFolder",
    "MaskedLoadFolder",
    "MaskedStoreFolder",
    "GatherFolder",
    "ScatterFolder",
    "ExpandLoadFolder",
    "CompressStoreFolder",
    "StridedSliceConstantMaskFolder",
    "TransposeFolder",
];

/// `test-vector-to-vector-lowering`: the vector-to-vector canonicalizations and the
/// leading-unit-dim cast-away patterns (the `unroll` option is accepted; unrolling is not
/// implemented yet).
pub struct VectorToVectorLowering {
    options: PassOptions,
}

const V2V: &str = "test-vector-to-vector-lowering";
const V2V_DESC: &str = "Test lowering patterns between ops in the vector dialect";

pub fn vector_to_vector_lowering() -> PassInfo {
    PassInfo {
        argument: V2V,
        description: V2V_DESC,
        create: || {
            Box::new(VectorToVectorLowering {
                options: PassOptions::new().with(
                    "unroll",
                    "Include unrolling",
                    OptValue::Bool(false),
                ),
            })
        },
    }
}

impl Pass for VectorToVectorLowering {
    fn name(&self) -> &'static str {
        "TestVectorToVectorLowering"
    }
    fn argument(&self) -> &'static str {
        V2V
    }
    fn description(&self) -> &'static str {
        V2V_DESC
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
        let mut set = RewritePatternSet::canonicalization(ctx);
        vt::drop_lead_unit_dim::populate_cast_away_vector_leading_one_dim_patterns(ctx, &mut set);
        if let Some(body) = op.body_mut() {
            apply_with_vector_canonicalizations(
                ctx,
                body,
                set,
                &vt::drop_lead_unit_dim::PATTERN_NAMES,
            );
        }
        Ok(())
    }
}

/// Applies the patterns named `own` of `set` (which holds the canonicalization patterns
/// too) with upstream's `populateVectorToVectorCanonicalizationPatterns`, greedily.
fn apply_with_vector_canonicalizations(
    ctx: &Context,
    body: &mut rmlir_ir::Body,
    set: RewritePatternSet,
    own: &[&str],
) {
    let enabled: Vec<String> = VECTOR_TO_VECTOR_CANONICALIZATIONS
        .iter()
        .chain(own)
        .map(|s| s.to_string())
        .collect();
    let frozen = FrozenRewritePatternSet::with_filters(ctx, set, &[], &enabled);
    apply_patterns_and_fold_greedily(ctx, body, &frozen, &GreedyRewriteConfig::default());
}

const UNROLL_PATTERNS: [&str; 3] = [
    "UnrollTransferReadPattern",
    "UnrollTransferWritePattern",
    "UnrollGatherPattern",
];

/// `test-vector-transfer-unrolling-patterns`: transfer ops and gathers unrolled to 2x2
/// tiles (`reverse-unroll-order`: the innermost dim outermost), with the vector-to-vector
/// canonicalizations.
pub fn vector_transfer_unrolling() -> PassInfo {
    PassInfo {
        argument: "test-vector-transfer-unrolling-patterns",
        description: "Test lowering patterns to unroll transfer ops in the vector dialect",
        create: || {
            Box::new(GreedyTestPass {
                name: "TestVectorTransferUnrollingPatterns",
                argument: "test-vector-transfer-unrolling-patterns",
                description: "Test lowering patterns to unroll transfer ops in the vector dialect",
                options: PassOptions::new().with(
                    "reverse-unroll-order",
                    "reverse the order of unrolling of vector transfer operations",
                    OptValue::Bool(false),
                ),
                populate: |ctx, o, set| {
                    let order: Option<vt::unroll::ShapeFn> = if o.bool("reverse-unroll-order") {
                        Some(std::sync::Arc::new(reversed_transfer_order))
                    } else {
                        None
                    };
                    vt::unroll::populate_vector_unroll_patterns(
                        ctx,
                        set,
                        vt::unroll::UnrollVectorOptions {
                            native_shape: std::sync::Arc::new(|_, _, _| Some(vec![2, 2])),
                            filter: Some(std::sync::Arc::new(is_transfer_or_gather)),
                            traversal_order: order,
                        },
                    );
                },
                v2v_canonicalizations: Some(&UNROLL_PATTERNS),
            })
        },
    }
}

fn is_transfer_or_gather(ctx: &Context, b: &rmlir_ir::Body, op: rmlir_ir::OpId) -> bool {
    matches!(
        ctx.op_name_str(b.op_name(op)),
        "vector.transfer_read" | "vector.transfer_write" | "vector.gather"
    )
}

/// The dims of a transfer's or gather's vector from innermost to outermost.
fn reversed_transfer_order(
    ctx: &Context,
    b: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
) -> Option<Vec<i64>> {
    if !is_transfer_or_gather(ctx, b, op) {
        return None;
    }
    let t = match ctx.op_name_str(b.op_name(op)) {
        "vector.transfer_write" => b.value_type(b.operand(op, 0)),
        _ => b.value_type(b.result(op, 0)),
    };
    let n = vector_parts(ctx, t).map_or(0, |p| p.0.len()) as i64;
    Some((0..n).rev().collect())
}

/// A greedy test pass applying one pattern set (no options).
macro_rules! simple_greedy_pass {
    ($fn:ident, $name:literal, $arg:literal, $desc:literal, $populate:path) => {
        pub fn $fn() -> PassInfo {
            PassInfo {
                argument: $arg,
                description: $desc,
                create: || {
                    Box::new(GreedyTestPass {
                        name: $name,
                        argument: $arg,
                        description: $desc,
                        options: PassOptions::new(),
                        populate: |ctx, _, set| $populate(ctx, set),
                        v2v_canonicalizations: None,
                    })
                },
            }
        }
    };
}

simple_greedy_pass!(
    sink_vector_broadcast,
    "TestSinkVectorBroadcast",
    "test-sink-vector-broadcast",
    "Test lowering patterns that eliminate redundant brodacast operations.",
    vt::sink::populate_sink_vector_broadcast_patterns
);

simple_greedy_pass!(
    fold_arith_extf_into_vector_contract,
    "TestFoldArithExtensionIntoVectorContractPatterns",
    "test-fold-arith-extf-into-vector-contract-patterns",
    "Test patterns that fold arithmetic extension ops into vector contract ops",
    vt::fold_ext::populate_fold_arith_extension_patterns
);

simple_greedy_pass!(
    vector_extract_strided_slice_lowering,
    "TestVectorExtractStridedSliceLowering",
    "test-vector-extract-strided-slice-lowering",
    "Test lowering patterns that converts vector.extract_strided_slice into a chain of vector.extract and vector.insert ops",
    vt::slices::populate_extract_strided_slice_to_extract_insert_chain_patterns
);

/// Upstream's test control: bitcasts of sources whose last dim exceeds 4.
fn populate_break_down_bitcast(ctx: &Context, set: &mut RewritePatternSet) {
    vt::slices::populate_break_down_vector_bitcast_patterns(ctx, set, |ctx, b, op| {
        vector_parts(ctx, b.value_type(b.operand(op, 0)))
            .and_then(|p| p.0.last().copied())
            .is_some_and(|d| d > 4)
    });
}

simple_greedy_pass!(
    vector_break_down_bitcast,
    "TestVectorBreakDownBitCast",
    "test-vector-break-down-bitcast",
    "Test pattern that breaks down vector.bitcast ops ",
    populate_break_down_bitcast
);

fn populate_break_down_reduction(ctx: &Context, set: &mut RewritePatternSet) {
    vt::slices::populate_break_down_vector_reduction_patterns(ctx, set, 2);
}

simple_greedy_pass!(
    vector_break_down_reduction,
    "TestVectorBreakDownReductionPatterns",
    "test-vector-break-down-reduction-patterns",
    "Test patterns to break down vector reductions into arith reductions",
    populate_break_down_reduction
);

simple_greedy_pass!(
    vector_scan_lowering,
    "TestScanLowering",
    "test-vector-scan-lowering",
    "Test lowering patterns that lower the scan op in the vector dialect",
    vt::scan::populate_vector_scan_lowering_patterns
);

/// Every vector test pass.
pub fn passes() -> Vec<PassInfo> {
    vec![
        scalar_vector_transfer_lowering(),
        create_vector_broadcast(),
        vector_to_vector_lowering(),
        vector_transfer_unrolling(),
        sink_vector_broadcast(),
        fold_arith_extf_into_vector_contract(),
        vector_extract_strided_slice_lowering(),
        vector_break_down_bitcast(),
        vector_break_down_reduction(),
        vector_transfer_collapse_inner_most_dims(),
        vector_linearize(),
        vector_scan_lowering(),
    ]
}

simple_greedy_pass!(
    vector_transfer_collapse_inner_most_dims,
    "TestVectorTransferCollapseInnerMostContiguousDims",
    "test-vector-transfer-collapse-inner-most-dims",
    "Test lowering patterns that reducedes the rank of the vector transfer memory and vector operands.",
    vt::collapse_inner::populate_vector_transfer_collapse_inner_most_contiguous_dims_patterns
);

const LINEARIZE: &str = "test-vector-linearize";
const LINEARIZE_DESC: &str = "Linearizes ND vectors for N >= 2 into 1D vectors";

/// `test-vector-linearize`: the linearization conversion (partial) with the
/// `target-vector-bitwidth` option.
pub struct VectorLinearize {
    options: PassOptions,
}

pub fn vector_linearize() -> PassInfo {
    PassInfo {
        argument: LINEARIZE,
        description: LINEARIZE_DESC,
        create: || {
            Box::new(VectorLinearize {
                options: PassOptions::new().with(
                    "target-vector-bitwidth",
                    "Minimum vector bitwidth to enable the flattening transformation",
                    OptValue::UInt(u32::MAX as u64),
                ),
            })
        },
    }
}

impl Pass for VectorLinearize {
    fn name(&self) -> &'static str {
        "TestVectorLinearize"
    }
    fn argument(&self) -> &'static str {
        LINEARIZE
    }
    fn description(&self) -> &'static str {
        LINEARIZE_DESC
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        use rmlir_ir::conversion::{
            driver::apply_partial_conversion, rewriter::ConversionPatternSet,
            target::ConversionTarget,
        };
        let ctx = cx.ctx;
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let bits = self
            .options
            .uint("target-vector-bitwidth")
            .min(u32::MAX as u64) as u32;
        let tc = std::sync::Arc::new(vt::linearize::linearize_type_converter());
        let mut set = ConversionPatternSet::new();
        let mut target = ConversionTarget::new();
        vt::linearize::populate_vector_linearize(ctx, tc, &mut set, &mut target, bits);
        if let Err(diags) = apply_partial_conversion(ctx, body, &target, &set) {
            for d in diags {
                cx.emit(d);
            }
            return Err(());
        }
        Ok(())
    }
}
