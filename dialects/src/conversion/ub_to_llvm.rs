//! `convert-ub-to-llvm` (MLIR 19's `UBToLLVM`): `ub.poison` becomes `llvm.mlir.poison` of
//! the converted type.

use super::arith_to_llvm::INDEX_BITWIDTH_HELP;
use super::llvm_common::{
    create_op, llvm_conversion_target, LlvmTypeConverter, LowerToLlvmOptions,
};
use rmlir_ir::conversion::{ConversionPatternRewriter, ConversionPatternSet};
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{Context, OpId, ValueId};

fn poison(op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    if let Some(a) = rmlir_ir::ods::prop(ctx, rw.body, op, "value") {
        if a != crate::ub::poison_attr(ctx) {
            return rw.notify_match_failure(loc, || "unsupported poison attribute".into());
        }
    }
    let t = rw.body.value_type(rw.body.result(op, 0));
    let Some(ty) = rw.type_converter().and_then(|c| c.convert_type_1(ctx, t)) else {
        return rw.notify_match_failure(loc, || "failed to convert result type".into());
    };
    let o = create_op(rw, loc, "llvm.mlir.poison", &[], &[ty], &[]);
    let v = rw.body.result(o, 0);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Upstream's `populateUBToLLVMConversionPatterns`.
pub fn populate_patterns(ctx: &Context, conv: &LlvmTypeConverter, set: &mut ConversionPatternSet) {
    set.add(
        ctx,
        Some("ub.poison"),
        1,
        "PoisonOpLowering",
        Some(conv.converter.clone()),
        poison,
    );
    set.generates(ctx, &["llvm.mlir.poison"]);
}

pub struct ConvertUbToLlvm {
    options: PassOptions,
}

const DESCRIPTION: &str = "Convert UB dialect to LLVM dialect";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-ub-to-llvm",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertUbToLlvm {
                options: PassOptions::new().with(
                    "index-bitwidth",
                    INDEX_BITWIDTH_HELP,
                    OptValue::UInt(0),
                ),
            })
        },
    }
}

impl Pass for ConvertUbToLlvm {
    fn name(&self) -> &'static str {
        "UBToLLVMConversionPass"
    }
    fn argument(&self) -> &'static str {
        "convert-ub-to-llvm"
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
        let opts =
            LowerToLlvmOptions::from_index_bitwidth_option(self.options.uint("index-bitwidth"));
        let conv = LlvmTypeConverter::new(opts);
        let mut patterns = ConversionPatternSet::new();
        populate_patterns(ctx, &conv, &mut patterns);
        let target = llvm_conversion_target();
        super::llvm_common::run_partial_conversion(op, cx, &target, &patterns)
    }
}
