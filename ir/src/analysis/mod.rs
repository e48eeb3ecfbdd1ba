//! Analyses shared by transforms: speculatability, and the sparse/dense data-flow framework
//! (upstream's `mlir/Analysis/DataFlow`).

pub mod dataflow;
pub mod invocation_bounds;
pub mod speculation;
