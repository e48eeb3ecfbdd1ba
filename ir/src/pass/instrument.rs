//! Pass instrumentation: IR printing before and after passes (`--mlir-print-ir-*`), upstream's
//! operation fingerprint for `--mlir-print-ir-after-change`, and the crash reproducer settings.

use super::Pass;
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::printer::PrintFlags;
use crate::walk::{IrNode, WalkOptions, WalkResult};
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Mutex;

/// Which passes a before/after print applies to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassFilter {
    #[default]
    None,
    All,
    /// Passes whose argument is in the list (`--mlir-print-ir-before=a,b`).
    Args(Vec<String>),
}

impl PassFilter {
    pub fn matches(&self, p: &dyn Pass) -> bool {
        match self {
            PassFilter::None => false,
            PassFilter::All => true,
            PassFilter::Args(v) => v.iter().any(|a| a == p.argument()),
        }
    }

    pub fn is_none(&self) -> bool {
        *self == PassFilter::None
    }
}

/// Upstream's IR printer configuration (`IRPrinterConfig` as `mlir-opt` sets it up).
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    pub before: PassFilter,
    pub after: PassFilter,
    /// Print after a pass only when the IR changed (`--mlir-print-ir-after-change`).
    pub after_change: bool,
    /// Print after a pass only when it failed (`--mlir-print-ir-after-failure`).
    pub after_failure: bool,
    /// Print the top-level op instead of the pass's anchor (`--mlir-print-ir-module-scope`).
    pub module_scope: bool,
    /// The op printing flags (those of the output: `--mlir-print-debuginfo`, ...).
    pub flags: PrintFlags,
    /// `--mlir-print-ir-tree-dir`: dumps go to files under this directory, not stderr.
    pub tree_dir: Option<String>,
}

/// The `--mlir-print-ir-*` flags as given on the command line.
#[derive(Clone, Debug, Default)]
pub struct IrPrintingFlags {
    pub before_all: bool,
    /// `--mlir-print-ir-before=` pass arguments.
    pub before: Vec<String>,
    pub after_all: bool,
    /// `--mlir-print-ir-after=` pass arguments.
    pub after: Vec<String>,
    pub after_change: bool,
    pub after_failure: bool,
    pub module_scope: bool,
    /// `--mlir-print-ir-tree-dir`.
    pub tree_dir: Option<String>,
}

impl IrPrinting {
    /// The configuration `mlir-opt` sets up for `f`, or `None` when nothing would be printed
    /// (upstream installs no instrumentation then; `after_change` alone prints nothing).
    pub fn from_flags(f: &IrPrintingFlags, flags: PrintFlags) -> Option<IrPrinting> {
        let before = if f.before_all {
            PassFilter::All
        } else if !f.before.is_empty() {
            PassFilter::Args(f.before.clone())
        } else {
            PassFilter::None
        };
        let after = if f.after_all || f.after_failure {
            PassFilter::All
        } else if !f.after.is_empty() {
            PassFilter::Args(f.after.clone())
        } else {
            PassFilter::None
        };
        if before.is_none() && after.is_none() {
            return None;
        }
        Some(IrPrinting {
            before,
            after,
            after_change: f.after_change,
            after_failure: f.after_failure,
            module_scope: f.module_scope,
            flags,
            tree_dir: f.tree_dir.clone(),
        })
    }
}

/// The header of an IR dump: `// -----// IR Dump Before SymbolDCE (symbol-dce) //----- //`,
/// with ` ('func.func' operation: @f)` before the closing rule at module scope.
pub fn dump_header(title: &str, p: &dyn Pass, failed: bool, scope: Option<&str>) -> String {
    format!(
        "// -----// IR Dump {title} {}{} ({}){} //----- //\n",
        p.name(),
        if failed { " Failed" } else { "" },
        p.argument(),
        scope.unwrap_or("")
    )
}

/// ` ('name' operation: @sym)`: how a module-scope dump names the pass's anchor.
pub fn scope_label(ctx: &Context, body: &Body, op: OpId) -> String {
    let data = body.op(op);
    let mut s = format!(" ('{}' operation", ctx.op_name_str(data.name));
    if let Some(name) = sym_name_attr(ctx, body, op) {
        s.push_str(": @");
        s.push_str(&name);
    }
    s.push(')');
    s
}

/// The op's `sym_name` when it is a string attribute (upstream's
/// `getAttrOfType<StringAttr>("sym_name")`, inherent or discardable).
pub fn sym_name_attr(ctx: &Context, body: &Body, op: OpId) -> Option<String> {
    let a = crate::symbol_table::op_attr(ctx, body.op(op), "sym_name")?;
    ctx.attr_str(a)
        .map(|v| String::from_utf8_lossy(v).into_owned())
}

/// Upstream's `OperationFingerPrint`: a hash of the op and everything nested in it (identity
/// of each op and its parent, attributes, properties, blocks and their arguments, location,
/// operands, successors and result types), used to tell whether a pass changed the IR.
/// Identity here is the (body, id) pair; like upstream's pointers, an op erased and re-created
/// in the same slot is not told apart, and block argument types are not part of it.
pub fn fingerprint(body: &Body, op: OpId) -> u64 {
    let mut h = DefaultHasher::new();
    body.walk_ops(
        IrNode::Op(op),
        WalkOptions::pre_order().descend_isolated(),
        |b, o| {
            (b as *const Body as usize).hash(&mut h);
            o.hash(&mut h);
            if !(std::ptr::eq(b, body) && o == op) {
                b.parent_op(o).hash(&mut h);
            }
            let d = b.op(o);
            d.attrs().hash(&mut h);
            d.props.hash(&mut h);
            if let Some(inner) = d.isolated_body() {
                for &r in inner.root_regions() {
                    for blk in inner.region_blocks(r) {
                        (inner as *const Body as usize, blk).hash(&mut h);
                        inner.block_args(blk).hash(&mut h);
                    }
                }
            } else {
                for &r in b.regions(o) {
                    for blk in b.region_blocks(r) {
                        blk.hash(&mut h);
                        b.block_args(blk).hash(&mut h);
                    }
                }
            }
            d.loc.hash(&mut h);
            for v in b.operands(o) {
                v.hash(&mut h);
            }
            b.successors(o).hash(&mut h);
            for &v in b.results(o) {
                b.value_type(v).hash(&mut h);
            }
            WalkResult::Advance
        },
    );
    h.finish()
}

/// How many dumps of each op (by its path of ids from the top-level op) were written under
/// `--mlir-print-ir-tree-dir`.
pub type TreeCounters = Mutex<HashMap<Vec<OpId>, u32>>;

/// An op's directory in the dump tree: `func_func_name` (`builtin_module_no-symbol-name`
/// without a `sym_name`).
pub fn tree_label(ctx: &Context, body: &Body, op: OpId) -> String {
    let sym = sym_name_attr(ctx, body, op)
        .unwrap_or_else(|| "no-symbol-name".to_string())
        .replace(['/', '\\'], "_");
    format!(
        "{}_{sym}",
        ctx.op_name_str(body.op_name(op)).replace('.', "_")
    )
}

/// Writes a dump as upstream's `FileTreeIRPrinterConfig`: `dir/<label>/.../<label>/` for the
/// ops from the top-level one to the pass's op, file `<counters>_<pass argument>.mlir` where
/// the counters are the number of earlier dumps of each of those ops (this one counted for
/// the pass's op). `Err` is the message upstream prints to stderr.
pub fn write_tree_dump(
    dir: &str,
    counters: &TreeCounters,
    chain: &[(OpId, String)],
    p: &dyn Pass,
    text: &str,
) -> Result<(), String> {
    let prefix: Vec<String> = {
        let mut c = counters.lock().unwrap_or_else(|e| e.into_inner());
        let ids: Vec<OpId> = chain.iter().map(|(id, _)| *id).collect();
        let own = c.entry(ids.clone()).or_insert(u32::MAX);
        *own = own.wrapping_add(1);
        (1..=ids.len())
            .map(|n| c.entry(ids[..n].to_vec()).or_insert(0).to_string())
            .collect()
    };
    let os_msg = |e: std::io::Error| {
        let m = e.to_string();
        m.split(" (os error").next().unwrap_or(&m).to_string()
    };
    let mut path = std::path::PathBuf::from(dir);
    let create = |path: &std::path::Path| -> Result<(), String> {
        match std::fs::create_dir(path) {
            Ok(()) => Ok(()),
            // LLVM's `create_directory(path, IgnoreExisting)`: any existing entry will do.
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
            Err(e) => Err(format!(
                "Error while creating directory {}: {}\n",
                path.display(),
                os_msg(e)
            )),
        }
    };
    create(&path)?;
    for (_, label) in chain {
        path.push(label);
        create(&path)?;
    }
    path.push(format!("{}_{}.mlir", prefix.join("_"), p.argument()));
    std::fs::write(&path, text).map_err(|e| {
        format!(
            "Error opening output file {}: {}\n",
            path.display(),
            os_msg(e)
        )
    })
}

/// `--mlir-pass-pipeline-crash-reproducer` (and `-local-reproducer`).
#[derive(Clone, Debug, Default)]
pub struct ReproducerConfig {
    /// Where the reproducer is written.
    pub path: String,
    /// Reproduce the failing pass alone, from the IR just before it (needs threading off:
    /// with threading, nested ops run detached and get no local reproducer).
    pub local: bool,
    /// The flags the reproducer's IR is printed with (the tool's output flags).
    pub flags: PrintFlags,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprint_sees_attribute_and_nested_changes() {
        let ctx = Context::new();
        let mut m = crate::test_util::parse(&ctx, "module @m {\n  \"demo.x\"() : () -> ()\n}\n");
        let before = fingerprint(&m.body, m.op);
        assert_eq!(before, fingerprint(&m.body, m.op));
        // A discardable attribute on the top-level op.
        let unit = ctx.unit_attr();
        crate::symbol_table::set_op_attr(&ctx, m.body.op_mut(m.op), "demo.a", Some(unit));
        let with_attr = fingerprint(&m.body, m.op);
        assert_ne!(before, with_attr);
        // An op erased inside the (isolated) body.
        let inner = m.body.isolated_body_mut(m.op).expect("module body");
        let r = inner.root_regions()[0];
        let b = inner.region_blocks(r).next().expect("block");
        let x = inner.block_ops(b).next().expect("op");
        inner.erase_op(x);
        assert_ne!(with_attr, fingerprint(&m.body, m.op));
    }

    #[test]
    fn headers() {
        struct P(crate::pass::PassOptions);
        impl Pass for P {
            fn name(&self) -> &'static str {
                "SymbolDCE"
            }
            fn argument(&self) -> &'static str {
                "symbol-dce"
            }
            fn options(&self) -> &crate::pass::PassOptions {
                &self.0
            }
            fn options_mut(&mut self) -> &mut crate::pass::PassOptions {
                &mut self.0
            }
            fn run(
                &self,
                _: &mut crate::pass::PassOp<'_>,
                _: &mut crate::pass::PassCx<'_>,
            ) -> Result<(), ()> {
                Ok(())
            }
        }
        let p = P(crate::pass::PassOptions::new());
        assert_eq!(
            dump_header("Before", &p, false, None),
            "// -----// IR Dump Before SymbolDCE (symbol-dce) //----- //\n"
        );
        assert_eq!(
            dump_header("After", &p, true, Some(" ('func.func' operation: @f)")),
            "// -----// IR Dump After SymbolDCE Failed (symbol-dce) ('func.func' operation: @f) //----- //\n"
        );
    }
}
