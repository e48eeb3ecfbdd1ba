//! `test-cf-assert` (upstream's `TestAssertPass` in `mlir/test/lib/Conversion`): lowers
//! `cf.assert` to the llvm dialect without aborting on failure (the message is printed,
//! then execution goes on), so that integration tests can check several failures.

use rmlir_dialects::conversion::cf_to_llvm::populate_assert_pattern;
use rmlir_dialects::conversion::llvm_common::declarations::SharedFuncDecls;
use rmlir_dialects::conversion::llvm_common::{
    llvm_conversion_target, LlvmTypeConverter, LowerToLlvmOptions,
};
use rmlir_ir::conversion::{apply_partial_conversion, ConversionPatternSet};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};

const ARGUMENT: &str = "test-cf-assert";
const DESCRIPTION: &str = "Function pass to test cf.assert lowering to LLVM without abort";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(TestCfAssert {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct TestCfAssert {
    options: PassOptions,
}

impl Pass for TestCfAssert {
    fn name(&self) -> &'static str {
        "TestAssertPass"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let conv = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let decls = SharedFuncDecls::for_module(ctx, body);
        let mut patterns = ConversionPatternSet::new();
        populate_assert_pattern(ctx, &conv, &mut patterns, &decls, false);
        match apply_partial_conversion(ctx, body, &llvm_conversion_target(), &patterns) {
            Ok(_) => {
                decls.declare_all(ctx, body);
                Ok(())
            }
            Err(diags) => {
                for d in diags {
                    cx.emit(d);
                }
                Err(())
            }
        }
    }
}
