//! `convert-to-llvm` (MLIR 19's `ConvertToLLVMPass`): one partial conversion to the llvm
//! dialect with the patterns every dialect contributes through upstream's
//! `ConvertToLLVMPatternInterface`, here the dialects with a lowering in this crate:
//! arith, cf, func, index, math, memref and ub. `filter-dialects` restricts them; as upstream, a
//! named dialect must be loaded, which with upstream's lazy loading means used by the input.

use super::llvm_common::declarations::SharedFuncDecls;
use super::llvm_common::{llvm_conversion_target, LlvmTypeConverter, LowerToLlvmOptions};
use super::{
    arith_to_llvm, cf_to_llvm, func_to_llvm, index_to_llvm, math_to_llvm, memref_to_llvm,
    ub_to_llvm,
};
use rmlir_ir::conversion::{apply_partial_conversion, ConversionPatternSet};
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::{IrNode, WalkOptions, WalkResult};
use rmlir_ir::{Body, Context, Diagnostic};
use std::collections::HashSet;

/// The dialects whose lowering this pass can include, in upstream's load order.
const LOWERED: [&str; 7] = ["arith", "cf", "func", "index", "math", "memref", "ub"];

/// Dialects upstream lowers through the interface that rmlir does not lower yet.
const NOT_YET: [&str; 3] = ["complex", "nvvm", "vector"];

pub struct ConvertToLlvm {
    options: PassOptions,
}

const DESCRIPTION: &str = "Convert to LLVM via dialect interfaces found in the input IR";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-to-llvm",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertToLlvm {
                options: PassOptions::new().with(
                    "filter-dialects",
                    "Test conversion patterns of only the specified dialects",
                    OptValue::List(Vec::new()),
                ),
            })
        },
    }
}

/// The namespaces of the ops in `body` (upstream loads a dialect when it parses its ops).
fn used_namespaces(ctx: &Context, body: &Body) -> HashSet<String> {
    let mut out = HashSet::new();
    let mut bodies = vec![body];
    while let Some(body) = bodies.pop() {
        body.walk_body(WalkOptions::pre_order(), |b, n| {
            if let IrNode::Op(o) = n {
                if let Some((ns, _)) = ctx.op_name_str(b.op_name(o)).split_once('.') {
                    out.insert(ns.to_string());
                }
                if let Some(inner) = b.isolated_body(o) {
                    bodies.push(inner);
                }
            }
            WalkResult::Advance
        });
    }
    out
}

impl Pass for ConvertToLlvm {
    fn name(&self) -> &'static str {
        "ConvertToLLVMPass"
    }
    fn argument(&self) -> &'static str {
        "convert-to-llvm"
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
        let is_module = ctx.op_name_str(op.data.name) == "builtin.module";
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let filter = self.options.list("filter-dialects");
        let selected: Vec<&str> = if filter.is_empty() {
            LOWERED.to_vec()
        } else {
            let loaded = used_namespaces(ctx, body);
            let mut v = Vec::new();
            for name in filter {
                let unknown = ctx.unknown_loc();
                if !["builtin", "llvm"].contains(&name.as_str()) && !loaded.contains(name.as_str())
                {
                    cx.emit(Diagnostic::error(
                        unknown,
                        format!("dialect not loaded: {name}\n"),
                    ));
                    return Err(());
                }
                if NOT_YET.contains(&name.as_str()) {
                    cx.emit(Diagnostic::error(
                        unknown,
                        format!("convert-to-llvm: the lowering of dialect '{name}' is unsupported in rmlir"),
                    ));
                    return Err(());
                }
                match LOWERED.iter().find(|d| **d == name.as_str()) {
                    Some(d) => v.push(*d),
                    None => {
                        cx.emit(Diagnostic::error(
                            unknown,
                            format!(
                                "dialect does not implement ConvertToLLVMPatternInterface: {name}\n"
                            ),
                        ));
                        return Err(());
                    }
                }
            }
            v
        };
        let has = |d: &str| selected.contains(&d);
        if has("memref") {
            // The type converter's reports of memory spaces without an address space.
            for d in memref_to_llvm::memory_space_errors(ctx, body) {
                cx.emit(d);
            }
        }
        let conv = LlvmTypeConverter::new(LowerToLlvmOptions::from_index_bitwidth_option(0));
        let extra = |ctx: &Context,
                     conv: &LlvmTypeConverter,
                     decls: &SharedFuncDecls,
                     set: &mut ConversionPatternSet| {
            if has("arith") {
                arith_to_llvm::populate_patterns(ctx, conv, set);
            }
            if has("index") {
                index_to_llvm::populate_patterns(ctx, conv, set);
            }
            if has("math") {
                math_to_llvm::populate_patterns(ctx, conv, set, true);
            }
            if has("memref") {
                memref_to_llvm::populate_patterns(ctx, conv, set, decls, (false, false));
            }
            if has("ub") {
                ub_to_llvm::populate_patterns(ctx, conv, set);
            }
        };
        let mut emit = |d| cx.emit(d);
        if has("func") && is_module {
            return func_to_llvm::lower_module(
                ctx,
                body,
                &conv,
                false,
                has("cf"),
                &extra,
                &mut emit,
            );
        }
        let mut patterns = ConversionPatternSet::new();
        let decls = SharedFuncDecls::for_module(ctx, body);
        extra(ctx, &conv, &decls, &mut patterns);
        let cf = has("cf").then(|| cf_to_llvm::CfLowering::new(ctx, body));
        if let Some(cf) = &cf {
            cf.populate(ctx, &conv, &mut patterns);
        }
        match apply_partial_conversion(ctx, body, &llvm_conversion_target(), &patterns) {
            Ok(_) => {
                decls.declare_all(ctx, body);
                if let Some(cf) = cf {
                    cf.finish(ctx, body);
                }
                Ok(())
            }
            Err(diags) => {
                for d in diags {
                    emit(d);
                }
                Err(())
            }
        }
    }
}
