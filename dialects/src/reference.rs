//! Upstream MLIR 19's ops that rmlir does not define in full yet, registered from the
//! generated table in `reference_ops.rs` (name, properties, structural traits).
//!
//! Registering them makes their generic form behave as upstream's: inherent attributes are
//! properties (moved out of `{...}` on parse, printed in `<{...}>`, visited for aliases),
//! isolated ops get their own body, and the structural verifier knows their terminators,
//! regions and symbols. Their custom assembly is reported as unsupported by the parser until
//! the dialect's module defines the op (and `scripts/gen_reference_ops.py` drops it).

use crate::reference_ops::REFERENCE_OPS;
use rmlir_ir::dialect::{Dialect, OpInfo};

/// One dialect namespace of the reference table.
pub struct ReferenceDialect {
    namespace: &'static str,
}

impl Dialect for ReferenceDialect {
    fn namespace(&self) -> &'static str {
        self.namespace
    }

    fn ops(&self) -> Vec<OpInfo> {
        REFERENCE_OPS
            .iter()
            .filter(|(name, _, _)| namespace_of(name) == self.namespace)
            .map(|&(name, traits, props)| {
                let mut info = OpInfo::new(name, traits);
                info.props = props.to_vec();
                info
            })
            .collect()
    }
}

fn namespace_of(name: &'static str) -> &'static str {
    name.split_once('.').map_or(name, |(ns, _)| ns)
}

/// Every namespace of the reference table, in table (sorted) order. Built once: the
/// context keeps `'static` references to its dialects.
pub fn reference_dialects() -> &'static [ReferenceDialect] {
    static DIALECTS: std::sync::OnceLock<Vec<ReferenceDialect>> = std::sync::OnceLock::new();
    DIALECTS.get_or_init(|| {
        let mut out: Vec<ReferenceDialect> = Vec::new();
        for (name, _, _) in REFERENCE_OPS {
            let ns = namespace_of(name);
            if out.last().is_none_or(|d| d.namespace != ns) {
                out.push(ReferenceDialect { namespace: ns });
            }
        }
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_ir::dialect::Traits;

    #[test]
    fn table_registers_properties_and_traits() {
        let ctx = crate::context();
        let apply = ctx
            .op_info(ctx.op_name("affine.apply"))
            .expect("affine.apply");
        assert_eq!(apply.props, &["map"]);
        let for_op = ctx.op_info(ctx.op_name("affine.for")).expect("affine.for");
        assert_eq!(for_op.props[0], "operandSegmentSizes");
        let gpu_module = ctx.op_name("gpu.module");
        assert!(ctx
            .op_traits(gpu_module)
            .has(Traits::ISOLATED_FROM_ABOVE.union(Traits::SYMBOL_TABLE)));
        assert!(ctx
            .op_traits(ctx.op_name("scf.yield"))
            .has(Traits::TERMINATOR));
        assert!(ctx.op_info(ctx.op_name("demo.unknown")).is_none());
    }

    /// Dialects defined in full by their module: every op upstream's reference lists must
    /// be declared there (not left to the table), with the reference's properties.
    pub(crate) const COMPLETE: &[&str] = &[
        "arith", "cf", "index", "math", "memref", "scf", "ub", "vector",
    ];

    #[test]
    fn complete_dialects_declare_every_reference_op() {
        let ctx = crate::context();
        let mut missing = Vec::new();
        for &(name, _, props) in REFERENCE_OPS {
            if !COMPLETE.contains(&namespace_of(name)) {
                continue;
            }
            match ctx.op_info(ctx.op_name(name)) {
                Some(info) if info.def.is_some() || info.parse.is_some() => {
                    let mut want: Vec<&str> = props.to_vec();
                    let mut have = info.props.clone();
                    want.sort_unstable();
                    have.sort_unstable();
                    if want != have {
                        missing.push(format!("{name}: properties {have:?}, upstream {want:?}"));
                    }
                }
                _ => missing.push(format!("{name}: not declared")),
            }
        }
        assert!(missing.is_empty(), "{}", missing.join("\n"));
    }

    #[test]
    fn namespaces_are_unique() {
        let ds = reference_dialects();
        let mut names: Vec<_> = ds.iter().map(|d| d.namespace).collect();
        let n = names.len();
        names.dedup();
        assert_eq!(n, names.len());
        for ns in [
            "affine", "arith", "cf", "gpu", "llvm", "memref", "scf", "spirv", "vector",
        ] {
            assert!(names.contains(&ns), "{ns}");
        }
    }
}
