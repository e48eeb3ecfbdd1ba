//! `test-emulate-narrow-int` (upstream's `TestEmulateNarrowTypePass`,
//! `mlir/test/lib/Dialect/MemRef/TestEmulateNarrowType.cpp`): a partial conversion of a
//! function in which integers narrower than `arith-compute-bitwidth` compute in that width
//! and memrefs of integers narrower than `memref-load-bitwidth` are emulated with wider
//! elements (the memref, vector and func narrow-type patterns).

use rmlir_dialects::func::conversions as fc;
use rmlir_dialects::memref::transforms::emulate_narrow_type as memref_nt;
use rmlir_dialects::vector::lowering::{vector_parts, vector_type};
use rmlir_dialects::vector::transforms::emulate_narrow_type as vector_nt;
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternSet, ConversionTarget, TypeConverter,
};
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::TypeKind;
use std::sync::Arc;

const ARGUMENT: &str = "test-emulate-narrow-int";
const DESCRIPTION: &str = "Function pass to test Narrow Integer Emulation";

pub struct TestEmulateNarrowType {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(TestEmulateNarrowType {
                options: PassOptions::new()
                    .with(
                        "memref-load-bitwidth",
                        "memref load/store emulation bit width",
                        OptValue::UInt(8),
                    )
                    .with(
                        "arith-compute-bitwidth",
                        "arith computation bit width",
                        OptValue::UInt(4),
                    )
                    .with(
                        "skip-memref-type-conversion",
                        "disable memref type conversion (to test failures)",
                        OptValue::Bool(false),
                    ),
            })
        },
    }
}

/// The pass's type converter: upstream's `NarrowTypeEmulationConverter` (every type kept)
/// with integers and integer vectors widened to `compute` bits and, unless `skip_memref`,
/// the memref conversion.
fn type_converter(load_store: u32, compute: u32, skip_memref: bool) -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion_1to1(move |ctx, t| match *ctx.type_kind(t) {
        TypeKind::Integer { width, .. } if width < compute => Some(ctx.integer_type(compute)),
        TypeKind::Integer { .. } => Some(t),
        _ => None,
    });
    tc.add_conversion_1to1(move |ctx, t| {
        let (shape, scalable, elem) = vector_parts(ctx, t)?;
        match *ctx.type_kind(elem) {
            TypeKind::Integer { width, .. } if width < compute => Some(vector_type(
                ctx,
                &shape,
                &scalable,
                ctx.integer_type(compute),
            )),
            _ => Some(t),
        }
    });
    if !skip_memref {
        memref_nt::populate_memref_narrow_type_emulation_conversions(&mut tc, load_store);
    }
    tc
}

impl Pass for TestEmulateNarrowType {
    fn name(&self) -> &'static str {
        "TestEmulateNarrowTypePass"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let load_store = self.options.uint("memref-load-bitwidth");
        if !load_store.is_power_of_two() || load_store < 8 || load_store > u32::MAX as u64 {
            return Err(());
        }
        let compute = self
            .options
            .uint("arith-compute-bitwidth")
            .min(u32::MAX as u64) as u32;
        let tc = Arc::new(type_converter(
            load_store as u32,
            compute,
            self.options.bool("skip-memref-type-conversion"),
        ));
        let mut target = ConversionTarget::new();
        for ns in ["arith", "vector", "memref", "affine"] {
            let tc = tc.clone();
            target.add_dynamically_legal_dialect(&[ns], move |ctx, body, op| {
                Some(tc.is_legal_op(ctx, body, op))
            });
        }
        let legal = tc.clone();
        target.add_dynamically_legal_op(&["func.call", "func.return"], move |ctx, body, op| {
            Some(legal.is_legal_op(ctx, body, op))
        });
        let mut set = ConversionPatternSet::new();
        fc::populate_call_op_type_conversion_pattern(ctx, tc.clone(), &mut set);
        fc::populate_return_op_type_conversion_pattern(ctx, tc.clone(), &mut set);
        let allocs = Arc::new(memref_nt::ReplacedViews::default());
        memref_nt::populate_memref_narrow_type_emulation_patterns(ctx, &tc, &allocs, &mut set);
        vector_nt::populate_vector_narrow_type_emulation_patterns(ctx, &tc, &allocs, &mut set);
        // The function is the pass's anchor: its signature converts before its body.
        let casts = fc::convert_signature_in_place(ctx, op.data, &tc);
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let result = apply_partial_conversion(ctx, body, &target, &set);
        if let Some(casts) = casts {
            fc::finish_signature_conversion(ctx, body, casts);
        }
        if let Err(diags) = result {
            for d in diags {
                cx.emit(d);
            }
            return Err(());
        }
        Ok(())
    }
}
