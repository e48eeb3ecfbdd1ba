//! The `transform-interpreter` pass (upstream's `InterpreterPass`) and
//! `transform-preload-library`.

use super::{Failure, Interp, Mapped, PayloadOp, Propagation};
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::WalkOptions;
use rmlir_ir::{Body, IrNode, OpId, WalkResult};

const ARGUMENT: &str = "transform-interpreter";
const DESCRIPTION: &str = "transform dialect interpreter";

pub struct InterpreterPass {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(InterpreterPass {
                options: PassOptions::new()
                    .with(
                        "debug-payload-root-tag",
                        "Select the operation with 'transform.target_tag' attribute having the given value as payload IR root. If empty select the pass anchor operation as the payload IR root.",
                        OptValue::Str(String::new()),
                    )
                    .with(
                        "debug-bind-trailing-args",
                        "Binds trailing arguments of the entry point to the payload operations with specified names.",
                        OptValue::List(Vec::new()),
                    )
                    .with(
                        "disable-expensive-checks",
                        "Disable expensive checks in the interpreter for a faster run.",
                        OptValue::Bool(false),
                    )
                    .with(
                        "entry-point",
                        "Entry point of the pass pipeline.",
                        OptValue::Str("__transform_main".into()),
                    ),
            })
        },
    }
}

pub struct PreloadPass {
    options: PassOptions,
}

pub fn preload_info() -> PassInfo {
    PassInfo {
        argument: "transform-preload-library",
        description: "preload transform dialect library",
        create: || {
            Box::new(PreloadPass {
                options: PassOptions::new().with(
                    "transform-library-paths",
                    "Optional paths to files with modules that should be merged into the transform module to provide the definitions of external named sequences.",
                    OptValue::List(Vec::new()),
                ),
            })
        },
    }
}

impl Pass for PreloadPass {
    fn name(&self) -> &'static str {
        "PreloadLibraryPass"
    }
    fn argument(&self) -> &'static str {
        "transform-preload-library"
    }
    fn description(&self) -> &'static str {
        "preload transform dialect library"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, _op: &mut PassOp<'_>, _cx: &mut PassCx<'_>) -> Result<(), ()> {
        Ok(())
    }
}

/// Finds the named sequence `name`: `(path of its container body, op id)`, pre-order.
pub fn find_named_sequence(
    ctx: &rmlir_ir::Context,
    root: &Body,
    name: &str,
) -> Option<(super::Path, OpId)> {
    fn rec(
        ctx: &rmlir_ir::Context,
        b: &Body,
        path: &mut super::Path,
        name: &str,
    ) -> Option<(super::Path, OpId)> {
        let mut found = None;
        let mut isolated = Vec::new();
        b.walk_body(WalkOptions::pre_order(), |bb, n| {
            if let IrNode::Op(o) = n {
                if ctx.op_name_str(bb.op_name(o)) == "transform.named_sequence"
                    && sym_name(ctx, bb, o).as_deref() == Some(name)
                {
                    found = Some(o);
                    return WalkResult::Interrupt;
                }
                if bb.is_isolated(o) {
                    isolated.push(o);
                }
            }
            WalkResult::Advance
        });
        if let Some(o) = found {
            return Some((path.clone(), o));
        }
        for o in isolated {
            if ctx.op_name_str(b.op_name(o)) == "transform.named_sequence" {
                continue;
            }
            if let Some(inner) = b.isolated_body(o) {
                path.push(o);
                if let Some(r) = rec(ctx, inner, path, name) {
                    return Some(r);
                }
                path.pop();
            }
        }
        None
    }
    rec(ctx, root, &mut super::Path::new(), name)
}

/// The `sym_name` of a symbol op.
pub fn sym_name(ctx: &rmlir_ir::Context, b: &Body, o: OpId) -> Option<String> {
    let a =
        rmlir_ir::ods::prop(ctx, b, o, "sym_name").or_else(|| b.attr(o, ctx.ident("sym_name")))?;
    ctx.attr_str(a)
        .map(|s| String::from_utf8_lossy(s).into_owned())
}

impl Pass for InterpreterPass {
    fn name(&self) -> &'static str {
        "InterpreterPass"
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
        let entry = self.options.str("entry-point").to_string();
        let checks = !self.options.bool("disable-expensive-checks");
        let found = op
            .data
            .isolated_body()
            .and_then(|b| find_named_sequence(ctx, b, &entry));
        let Some((container, seq)) = found else {
            let loc = op.data.loc;
            let d = op.error(
                ctx,
                format!("could not find a nested named sequence with name: {entry}"),
            );
            cx.emit(d);
            let d2 = op.error(
                ctx,
                format!(
                    "could not find transform entry point: {entry} in either payload or transform module"
                ),
            );
            let _ = loc;
            cx.emit(d2);
            return Err(());
        };
        let tag = self.options.str("debug-payload-root-tag").to_string();
        let (diags, stdout, ok) = {
            let mut it = Interp::new(ctx, op.data, checks);
            let ok = match find_payload_root(&mut it, &tag) {
                Some(root) => run_entry(&mut it, &container, seq, root),
                None => false,
            };
            (
                std::mem::take(&mut it.diags),
                std::mem::take(&mut it.stdout),
                ok,
            )
        };
        if !stdout.is_empty() {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(stdout.as_bytes());
            let _ = out.flush();
        }
        for d in diags {
            cx.emit(d);
        }
        if ok {
            Ok(())
        } else {
            Err(())
        }
    }
}

/// Runs the entry point: its first argument is mapped to the payload root.
/// The op tagged `transform.target_tag = tag` (the root when `tag` is empty).
fn find_payload_root(it: &mut Interp<'_>, tag: &str) -> Option<PayloadOp> {
    if tag.is_empty() {
        return Some(PayloadOp::root());
    }
    let ctx = it.ctx;
    let key = ctx.ident("transform.target_tag");
    let mut found: Option<PayloadOp> = None;
    for p in it.walk_ops(&PayloadOp::root(), true) {
        let a = match it.op_in(&p) {
            Some((b, o)) => b.attr(o, key),
            None => it
                .root()
                .attrs()
                .iter()
                .find(|(k, _)| *k == key)
                .map(|x| x.1),
        };
        let Some(a) = a else { continue };
        if ctx.attr_str(a) != Some(tag.as_bytes()) {
            continue;
        }
        match &found {
            None => found = Some(p),
            Some(prev) => {
                let d = Diagnostic::error(
                    it.payload_loc(&p),
                    format!("repeated operation with the target tag '{tag}'"),
                )
                .with_note(it.payload_loc(prev), "previously seen operation");
                it.emit(d);
                return None;
            }
        }
    }
    found
}

fn run_entry(it: &mut Interp<'_>, container: &[OpId], seq: OpId, root: PayloadOp) -> bool {
    let Some(s) = it.load_script(container, seq) else {
        return false;
    };
    let body = it.scripts[s as usize].body.clone();
    let Some(region) = body.root_regions().first().copied() else {
        return true;
    };
    let Some(block) = body.entry_block(region) else {
        let loc = it
            .body(container)
            .map(|b| b.loc(seq))
            .unwrap_or(it.root().loc);
        it.emit(Diagnostic::error(loc, "unresolved external named sequence"));
        return false;
    };
    let nargs = body.block_args(block).len();
    let mut vals = vec![Mapped::Ops(vec![root])];
    for _ in 1..nargs {
        vals.push(Mapped::Ops(Vec::new()));
    }
    it.map_block_args(s, block, vals);
    match it.run_block(s, block, Propagation::Propagate) {
        Ok(()) => true,
        Err(Failure::Definite) => false,
        Err(Failure::Silenceable(ds)) => {
            for d in ds {
                it.emit(d);
            }
            false
        }
    }
}
