//! Vector-to-vector transformation pattern sets that upstream exposes as
//! `populate*Patterns` functions of `mlir/lib/Dialect/Vector/Transforms/` and exercises
//! through test passes (`-test-scalar-vector-transfer-lowering`, ...): each file holds one
//! family and its `populate_*` function.

#![allow(clippy::result_unit_err)] // `LogicalResult`, as the pattern API.

pub mod collapse_inner;
pub mod drop_lead_unit_dim;
pub mod drop_lead_unit_dim_contract;
pub mod emulate_narrow_type;
pub mod linearize;
pub mod rewrite_narrow_types;
pub mod scalar_transfer;
pub mod scan;
pub mod sink;
pub mod unroll;

/// Creates an op like `op` (name, properties, attributes, location) at the insertion point,
/// with `operands` and one result of type `result` (upstream's
/// `rewriter.create(loc, op->getName().getIdentifier(), operands, type, op->getAttrs())`).
pub fn recreate_with(
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
    op: rmlir_ir::OpId,
    operands: &[rmlir_ir::ValueId],
    result: rmlir_ir::Type,
) -> rmlir_ir::OpId {
    let body = rw.body();
    let mut spec = rmlir_ir::body::OpSpec::new(body.op_name(op), body.loc(op));
    spec.props = body.op(op).props.iter().cloned().collect();
    spec.attrs = body.attrs(op).to_vec();
    spec.operands = operands;
    let results = [result];
    spec.result_types = &results;
    rw.create(spec)
}

/// Whether `op` is declared `Elementwise` (upstream's `hasElementwiseMappableTraits` for
/// ops declared through ODS).
pub fn is_elementwise(ctx: &rmlir_ir::Context, body: &rmlir_ir::Body, op: rmlir_ir::OpId) -> bool {
    ctx.op_info(body.op_name(op))
        .and_then(|i| i.def)
        .is_some_and(|d| {
            d.traits
                .iter()
                .any(|t| matches!(t, rmlir_ir::ods::Trait::Elementwise))
        })
}
pub mod elementwise_to_vector;
pub mod fold_ext;
pub mod lower_mask;
pub mod slices;
