//! The inliner interfaces of `arith`, `cf` and `math` (upstream's `ArithInlinerInterface`,
//! `ControlFlowInlinerInterface`, `MathInlinerInterface`): every op of these dialects is
//! legal to inline. `func`, `memref`, `scf` and `llvm` declare theirs beside their other
//! interfaces.

use rmlir_ir::interfaces::inliner::AllOpsLegal;
use rmlir_ir::interfaces::{DialectInterfaces, OpInterfaces};

fn no_ops() -> Vec<(&'static str, OpInterfaces)> {
    Vec::new()
}

/// `arith`'s inliner interface (list after [`crate::arith::ARITH`]).
pub static ARITH_INLINER: DialectInterfaces = DialectInterfaces {
    namespace: "arith",
    ops: no_ops,
    inliner: Some(&AllOpsLegal),
};

/// `cf`'s inliner interface (list after [`crate::cf::CF`]).
pub static CF_INLINER: DialectInterfaces = DialectInterfaces {
    namespace: "cf",
    ops: no_ops,
    inliner: Some(&AllOpsLegal),
};

/// `math`'s inliner interface (list after [`crate::math::MATH`]).
pub static MATH_INLINER: DialectInterfaces = DialectInterfaces {
    namespace: "math",
    ops: no_ops,
    inliner: Some(&AllOpsLegal),
};
