//! # rmlir-test-dialect
//!
//! rmlir's counterpart of upstream MLIR's `test` dialect (`mlir/test/lib/Dialect/Test`):
//! ops that exist only to exercise the core's traits, assembly formats and verifiers from
//! lit tests. `rmlir-opt` loads it, as upstream's `mlir-opt` loads its test dialect.
//!
//! Ops are declared with [`rmlir_ir::ods::OpDef`] as upstream declares them in
//! `TestOps.td`/`TestOpsSyntax.td` (same traits, constraints, formats and verifier
//! messages). Like upstream's, the dialect allows unknown operations: a `test.*` op not
//! declared here parses and verifies as an unregistered op.
//!
//! ```
//! let ctx = rmlir_dialects::context_with(&[&rmlir_test_dialect::TestDialect]);
//! let src = "\"test.same_operand_shape\"() : () -> ()\n";
//! let r = rmlir_ir::parse_source(&ctx, src, "x.mlir", Default::default(), true);
//! assert!(r.is_ok());
//! ```

use rmlir_ir::body::OpSpec;
use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::dialect_symbol::SymbolPiece;
use rmlir_ir::ods::{self, OpDef};
use rmlir_ir::rewrite::RewritePatternSet;
use rmlir_ir::{
    AttrKind, Attribute, Body, Builder, Context, Location, OpId, RegionId, Type, TypeKind,
};

pub mod access_analysis;
pub mod affine_loop_unswitch;
pub mod affine_parametric_tile;
pub mod cf_assert;
pub mod constant_fold;
pub mod data_layout_query;
pub mod emulate_narrow_int;
pub mod erase_schedule;
pub mod linalg_data_layout_propagation;
pub mod linalg_decompose_ops;
pub mod linalg_drop_unit_dims;
pub mod linalg_elementwise_fusion;
pub mod linalg_erase_unused;
pub mod linalg_rank_reduce_contraction;
pub mod linalg_transform_patterns;
pub mod loop_fusion;
pub mod loop_permutation;
pub mod lower_to_llvm;
pub mod memref_bound_check;
pub mod memref_dependence_check;
mod ops;
pub mod super_vectorizer_test;
pub mod vector_tests;

/// The test passes (upstream's `mlir/test/lib` passes), registered by `rmlir-opt`.
pub fn register_passes() {
    rmlir_ir::pass::registry().register(data_layout_query::info());
    rmlir_ir::pass::registry().register(cf_assert::info());
    rmlir_ir::pass::registry().register(erase_schedule::info());
    rmlir_ir::pass::registry().register(emulate_narrow_int::info());
    rmlir_ir::pass::registry().register(memref_dependence_check::info());
    rmlir_ir::pass::registry().register(loop_fusion::info());
    rmlir_ir::pass::registry().register(access_analysis::info());
    rmlir_ir::pass::registry().register(affine_loop_unswitch::info());
    rmlir_ir::pass::registry().register(loop_permutation::info());
    rmlir_ir::pass::registry().register(memref_bound_check::info());
    rmlir_ir::pass::registry().register(linalg_transform_patterns::info());
    for p in vector_tests::passes() {
        rmlir_ir::pass::registry().register(p);
    }
    rmlir_ir::pass::registry().register(linalg_drop_unit_dims::info());
    rmlir_ir::pass::registry().register(linalg_elementwise_fusion::info());
    rmlir_ir::pass::registry().register(linalg_rank_reduce_contraction::info());
    rmlir_ir::pass::registry().register(affine_parametric_tile::info());
    rmlir_ir::pass::registry().register(linalg_data_layout_propagation::info());
    rmlir_ir::pass::registry().register(super_vectorizer_test::info());
    rmlir_ir::pass::registry().register_pipeline(lower_to_llvm::info());
    rmlir_ir::pass::registry().register(constant_fold::info());
    rmlir_ir::pass::registry().register(linalg_decompose_ops::info());
}

/// The `test` dialect.
pub struct TestDialect;

impl Dialect for TestDialect {
    fn namespace(&self) -> &'static str {
        "test"
    }
    fn ops(&self) -> Vec<OpInfo> {
        ops::OPS
            .iter()
            .map(|d| {
                let mut info = d.info();
                if info.result_names.is_none() && has_result_names(d) {
                    info.result_names = Some(ods_result_names);
                }
                info
            })
            .collect()
    }
    fn allows_unknown_operations(&self) -> bool {
        true
    }

    fn has_aliases(&self) -> bool {
        true
    }

    /// Upstream's `TestOpAsmInterface::getAlias` for attributes: some string attributes.
    fn attr_alias(&self, ctx: &Context, a: Attribute) -> Option<String> {
        let AttrKind::String { value, .. } = ctx.attr_kind(a) else {
            return None;
        };
        let name = match std::str::from_utf8(value).ok()? {
            "alias_test:dot_in_name" => "test.alias",
            "alias_test:trailing_digit" => "test_alias0",
            "alias_test:prefixed_digit" => "0_test_alias",
            "alias_test:prefixed_symbol" => "%test",
            "alias_test:sanitize_conflict_a" => "test_alias_conflict0",
            "alias_test:sanitize_conflict_b" => "test_alias_conflict0_",
            "alias_test:tensor_encoding" => "test_encoding",
            _ => return None,
        };
        Some(name.to_string())
    }

    /// Upstream's `TestOpAsmInterface::getAlias` for types: tuples of `!test.smpla` and
    /// `!test.int<unsigned, 8>`.
    fn type_alias(&self, ctx: &Context, t: Type) -> Option<String> {
        match ctx.type_kind(t) {
            TypeKind::Tuple(elems)
                if !elems.is_empty()
                    && elems
                        .iter()
                        .all(|e| test_type_text(ctx, *e) == Some("smpla".into())) =>
            {
                Some("test_tuple".into())
            }
            _ if test_type_text(ctx, t).as_deref() == Some("int<unsigned,8>") => {
                Some("test_ui8".into())
            }
            _ => None,
        }
    }

    /// Upstream's `TestDialect::materializeConstant`: a `test.constant`.
    fn materialize_constant(
        &self,
        ctx: &Context,
        b: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        let mut spec = OpSpec::new(ctx.op_name("test.constant"), loc);
        spec.result_types = std::slice::from_ref(&ty);
        spec.props.push(Some(value));
        Some(b.create(spec))
    }

    /// Upstream's `TestDialectFoldInterface`: constants folded in a `test.one_region_op`
    /// are placed in its region.
    fn should_materialize_into(&self, ctx: &Context, body: &Body, region: RegionId) -> bool {
        body.region_parent(region)
            .is_some_and(|op| ctx.op_name_str(body.op_name(op)) == "test.one_region_op")
    }

    /// Upstream's `TestDialect::getCanonicalizationPatterns`: `test.dialect_canonicalizable`
    /// becomes `arith.constant 42 : i32`.
    fn canonicalization_patterns(&self, ctx: &Context, set: &mut RewritePatternSet) {
        set.add_fn(
            ctx,
            "test.dialect_canonicalizable",
            1,
            "dialectCanonicalizationPattern",
            |op, rw| {
                let ctx = rw.ctx;
                let name = ctx.op_name("arith.constant");
                let i32t = ctx.integer_type(32);
                let value = ctx.int_attr(i32t, 42);
                let mut spec = OpSpec::new(name, rw.body().loc(op));
                spec.result_types = std::slice::from_ref(&i32t);
                spec.props.push(Some(value));
                rw.set_insertion_point_before(op);
                let c = rw.create(spec);
                rw.replace_op_with_op(op, c);
                Ok(())
            },
        );
    }
}

/// The body of a `!test.*` type kept as text, without whitespace (`int<unsigned,8>`).
fn test_type_text(ctx: &Context, t: Type) -> Option<String> {
    let TypeKind::Dialect(sym) = ctx.type_kind(t) else {
        return None;
    };
    if ctx.ident_str(sym.dialect) != "test" {
        return None;
    }
    match &*sym.pieces {
        [SymbolPiece::Text(s)] => Some(s.chars().filter(|c| !c.is_whitespace()).collect()),
        _ => None,
    }
}

/// Whether mlir-tblgen gives the op a `getAsmResultNames` naming results after their ODS
/// names: ops with several result definitions, at least one named.
fn has_result_names(def: &OpDef) -> bool {
    def.results.len() > 1 && def.results.iter().any(|r| !r.name.is_empty())
}

/// mlir-tblgen's generated `getAsmResultNames`: the first value of each non-empty named result
/// group gets the group's ODS name.
fn ods_result_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(usize, &str)) {
    let Some(def) = ods::op_def(ctx, body, op) else {
        return;
    };
    let segments = ods::result_segments(ctx, def, body, op);
    for (r, (start, len)) in def.results.iter().zip(segments) {
        if !r.name.is_empty() && len > 0 {
            set(start, r.name);
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_op_loads() {
        // Formats are parsed when the dialect loads; a malformed one panics here.
        let ctx = rmlir_dialects::context_with(&[&super::TestDialect]);
        for d in super::ops::OPS {
            assert!(ctx.op_info(ctx.op_name(d.name)).is_some(), "{}", d.name);
        }
    }
}
