//! Vector-to-vector transformation pattern sets that upstream exposes as
//! `populate*Patterns` functions of `mlir/lib/Dialect/Vector/Transforms/` and exercises
//! through test passes (`-test-scalar-vector-transfer-lowering`, ...): each file holds one
//! family and its `populate_*` function.

#![allow(clippy::result_unit_err)] // `LogicalResult`, as the pattern API.

pub mod scalar_transfer;
