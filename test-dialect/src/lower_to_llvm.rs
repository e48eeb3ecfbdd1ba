//! `test-lower-to-llvm`: upstream's registered test pipeline
//! (`mlir/test/lib/Dialect/LLVM/TestLowerToLLVM.cpp`) that lowers the main dialects (arith,
//! linalg, memref, scf, vector) to the llvm dialect; integration tests pipe it into the runner.

use rmlir_ir::pass::pipeline::{parse_into, PipelineError, PipelineInfo};
use rmlir_ir::pass::{OpPassManager, OptValue, PassOptions};

const ARGUMENT: &str = "test-lower-to-llvm";

fn options() -> PassOptions {
    PassOptions::new().with(
        "reassociate-fp-reductions",
        "Allow reassociation og FP reductions",
        OptValue::Bool(false),
    )
}

/// Upstream's `buildTestLowerToLLVM`: each function-level pass in its own `func.func` nest,
/// in upstream's order.
fn build(o: &PassOptions, pm: &mut OpPassManager) -> Result<(), PipelineError> {
    let pipeline = format!(
        "func.func(convert-vector-to-scf),func.func(convert-linalg-to-loops),lower-affine,\
         convert-scf-to-cf,canonicalize,cse,\
         convert-vector-to-llvm{{reassociate-fp-reductions={}}},\
         func.func(convert-math-to-llvm),expand-strided-metadata,lower-affine,\
         finalize-memref-to-llvm,convert-func-to-llvm,convert-index-to-llvm,\
         reconcile-unrealized-casts",
        o.bool("reassociate-fp-reductions")
    );
    parse_into(&pipeline, pm)
}

pub fn info() -> PipelineInfo {
    PipelineInfo {
        argument: ARGUMENT,
        description:
            "An example of pipeline to lower the main dialects (arith, linalg, memref, scf, vector) down to LLVM.",
        options,
        build,
    }
}
