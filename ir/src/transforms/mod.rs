//! Dialect-independent passes, with upstream MLIR 19's behaviour, options and output.

pub mod canonicalize;
pub mod control_flow_sink;
pub mod cse;
pub mod inline;
pub mod licm;
pub mod mem2reg;
pub mod print_op_stats;
pub mod remove_dead_values;
pub mod sccp;
pub mod sroa;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;
pub mod topological_sort;
pub mod view_op_graph;

use crate::body::Body;
use crate::pass::PassInfo;

/// The passes registered in [`crate::pass::registry`] from the start.
pub fn builtin_passes() -> Vec<PassInfo> {
    vec![
        canonicalize::info(),
        control_flow_sink::info(),
        cse::info(),
        inline::info(),
        licm::info(),
        mem2reg::info(),
        print_op_stats::info(),
        remove_dead_values::info(),
        sccp::info(),
        sroa::info(),
        strip_debuginfo::info(),
        symbol_dce::info(),
        symbol_privatize::info(),
        topological_sort::info(),
        view_op_graph::info(),
    ]
}

/// Every body reachable from `root` (itself first, then nested isolated bodies), mutably.
pub(crate) fn for_each_body_mut(root: &mut Body, mut f: impl FnMut(&mut Body)) {
    let mut stack: Vec<&mut Body> = vec![root];
    while let Some(b) = stack.pop() {
        f(b);
        for (_, d) in b.ops_mut() {
            if let Some(c) = d.isolated_body_mut() {
                stack.push(c);
            }
        }
    }
}
