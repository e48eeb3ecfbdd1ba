//! `test-memref-dependence-check` (upstream's `TestMemRefDependenceCheck`,
//! `mlir/test/lib/Dialect/Affine/TestMemRefDependenceCheck.cpp`): every pair of
//! `affine.load`/`affine.store` ops of the anchor is checked for a dependence at each loop
//! depth from 1 to the common loops + 1, the result emitted as a remark on the source
//! access: `dependence from I to J at depth D = false|true|[lb, ub]...`.

use rmlir_dialects::affine::dependence::{
    check_memref_access_dependence, has_dependence, num_common_surrounding_loops,
    DependenceComponent, DependenceResult, MemRefAccess,
};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::printer::print_op_in_isolated_body_for_diagnostic;
use rmlir_ir::walk::WalkOptions;
use rmlir_ir::{Body, Context, Diagnostic, IrNode, OpId, WalkResult};

const ARGUMENT: &str = "test-memref-dependence-check";
const DESCRIPTION: &str = "Checks dependences between all pairs of memref accesses.";

pub struct TestMemRefDependenceCheck {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(TestMemRefDependenceCheck {
                options: PassOptions::new(),
            })
        },
    }
}

/// Upstream `getDirectionVectorStr`.
fn direction_vector_str(
    ret: bool,
    num_common: usize,
    depth: usize,
    comps: &[DependenceComponent],
) -> String {
    if !ret {
        return "false".into();
    }
    if comps.is_empty() || depth > num_common {
        return "true".into();
    }
    let mut s = String::new();
    for c in comps {
        let lb = c.lb.map_or("-inf".to_string(), |v| v.to_string());
        let ub = c.ub.map_or("+inf".to_string(), |v| v.to_string());
        s += &format!("[{lb}, {ub}]");
    }
    s
}

/// Upstream `emitRemark`/`emitError` on an op: the message with the "see current
/// operation" note.
fn on_op(ctx: &Context, body: &Body, op: OpId, mut d: Diagnostic) -> Diagnostic {
    let text = print_op_in_isolated_body_for_diagnostic(ctx, body, op);
    let sep = if text.contains('\n') { "\n" } else { "" };
    d = d.with_note(body.loc(op), format!("see current operation: {sep}{text}"));
    d
}

/// Emits the remarks of every pair of accesses (`accesses` in walk order, each with the
/// body it lives in).
pub fn check_dependences(ctx: &Context, accesses: &[(&Body, OpId)], cx: &mut PassCx<'_>) {
    for (i, &(sb, src_op)) in accesses.iter().enumerate() {
        let Some(src) = MemRefAccess::new(ctx, sb, src_op) else {
            continue;
        };
        for (j, &(db, dst_op)) in accesses.iter().enumerate() {
            let Some(dst) = MemRefAccess::new(ctx, db, dst_op) else {
                continue;
            };
            let same_body = std::ptr::eq(sb, db);
            let num_common = if same_body {
                num_common_surrounding_loops(ctx, sb, src_op, dst_op)
            } else {
                0
            };
            for d in 1..=num_common + 1 {
                let mut comps = Vec::new();
                let result = if same_body {
                    check_memref_access_dependence(ctx, sb, &src, &dst, d, Some(&mut comps), false)
                } else {
                    // Values of different isolated bodies are different memrefs.
                    DependenceResult::NoDependence
                };
                let loc = sb.loc(src_op);
                if result == DependenceResult::Failure {
                    let diag = Diagnostic::error(loc, "dependence check failed");
                    cx.emit(on_op(ctx, sb, src_op, diag));
                } else {
                    let ret = has_dependence(result);
                    let msg = format!(
                        "dependence from {i} to {j} at depth {d} = {}",
                        direction_vector_str(ret, num_common, d, &comps)
                    );
                    cx.emit(on_op(ctx, sb, src_op, Diagnostic::remark(loc, msg)));
                }
            }
        }
    }
}

/// The `affine.load`/`affine.store` ops under the anchor, in walk order, nested isolated
/// ops included.
pub fn collect_loads_stores<'a>(ctx: &Context, body: &'a Body) -> Vec<(&'a Body, OpId)> {
    let mut v = Vec::new();
    let (load, store) = (ctx.op_name("affine.load"), ctx.op_name("affine.store"));
    body.walk_body(WalkOptions::post_order().descend_isolated(), |b, n| {
        if let IrNode::Op(o) = n {
            let nm = b.op_name(o);
            if nm == load || nm == store {
                v.push((b, o));
            }
        }
        WalkResult::Advance
    });
    v
}

impl Pass for TestMemRefDependenceCheck {
    fn name(&self) -> &'static str {
        "TestMemRefDependenceCheck"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let Some(body) = op.body() else {
            return Ok(());
        };
        let accesses = collect_loads_stores(ctx, body);
        check_dependences(ctx, &accesses, cx);
        Ok(())
    }
}
