//! `convert-vector-to-llvm` (MLIR 19's `ConvertVectorToLLVMPass`): as upstream, a greedy
//! rewrite first (folding, dead code elimination and the vector-to-vector lowerings of
//! `crate::vector::lowering::patterns`: broadcast, shape_cast, transpose, constant and n-D
//! create masks, outer products, in-bounds 1-D transfers to loads and stores), then a
//! partial conversion with the vector patterns of `ops.rs` (extract/insert, splat,
//! shuffle, bitcast, fma, reductions, create_mask materialization, loads and stores,
//! masked/gather/scatter/expand/compress intrinsics, matrix intrinsics, strided slices,
//! transfer masks) and `vector.print` (upstream's `VectorPrintOpConversion`): a scalar
//! becomes a call of the runner utility printing its type (`printI64` after a sign
//! extension, `printU64` for unsigned integers and `index`, i1 zero-extended, `printF32` /
//! `printF64`, `printF16` / `printBF16` on the bits), a string a call of `printString` on a
//! private global holding it, and the punctuation a call of `printNewline`, `printComma`,
//! `printOpen` or `printClose`. A vector operand stays, as upstream
//! (`convert-vector-to-scf` breaks it down first). Ops without a lowering here (contract,
//! scan, multi_reduction, interleave, n-D transfers, ...) stay, as upstream's partial
//! conversion leaves what it cannot lower.

mod ops;
mod type_cast;

use super::llvm_common::declarations::{string_global_type, SharedFuncDecls};
use super::llvm_common::{
    create_op, llvm_conversion_target, LlvmTypeConverter, LowerToLlvmOptions,
};
use crate::llvm::types as lt;
use rmlir_ir::apfloat::FloatSemantics as S;
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet,
};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    RewritePatternSet,
};
use rmlir_ir::{AttrKind, Context, Diagnostic, Location, OpId, Type, TypeKind, ValueId};

/// How a scalar reaches its printing function.
enum Widen {
    None,
    ZeroExt64,
    SignExt64,
    Bitcast16,
}

/// The runner utility printing a scalar of type `t`, with its parameter type and the
/// conversion the value needs; `None` for a type without one.
fn scalar_printer(ctx: &Context, t: Type) -> Option<(&'static str, Type, Widen)> {
    let i64t = ctx.integer_type(64);
    let i16t = ctx.integer_type(16);
    Some(match ctx.type_kind(t) {
        TypeKind::Float(S::IEEEsingle) => ("printF32", t, Widen::None),
        TypeKind::Float(S::IEEEdouble) => ("printF64", t, Widen::None),
        TypeKind::Float(S::IEEEhalf) => ("printF16", i16t, Widen::Bitcast16),
        TypeKind::Float(S::BFloat) => ("printBF16", i16t, Widen::Bitcast16),
        TypeKind::Index => ("printU64", i64t, Widen::None),
        TypeKind::Integer { width, signedness } if *width <= 64 => {
            let unsigned = matches!(signedness, rmlir_ir::types::Signedness::Unsigned);
            let widen = if *width == 64 {
                Widen::None
            } else if unsigned || *width == 1 {
                // Booleans print as 1 / 0, not -1 / 0.
                Widen::ZeroExt64
            } else {
                Widen::SignExt64
            };
            (if unsigned { "printU64" } else { "printI64" }, i64t, widen)
        }
        _ => return None,
    })
}

fn call(rw: &mut ConversionPatternRewriter<'_>, loc: Location, callee: &str, args: &[ValueId]) {
    let ctx = rw.ctx;
    let sym = ctx.flat_symbol_ref(ctx.ident(callee));
    create_op(rw, loc, "llvm.call", args, &[], &[("callee", sym)]);
}

fn lower_print(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    conv: &LlvmTypeConverter,
    decls: &SharedFuncDecls,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let void = lt::void(ctx);
    if let Some(&value) = operands.first() {
        let t = rw.body.value_type(rw.body.operand(op, 0));
        if matches!(ctx.type_kind(t), TypeKind::Vector { .. }) {
            return rw.notify_match_failure(loc, || {
                "vectors are broken into elementary prints by convert-vector-to-scf".into()
            });
        }
        if conv.convert_type(ctx, t).is_none() {
            return Err(());
        }
        let Some((name, param, widen)) = scalar_printer(ctx, t) else {
            return Err(());
        };
        let arg = match widen {
            Widen::None => value,
            Widen::ZeroExt64 | Widen::SignExt64 | Widen::Bitcast16 => {
                let name = match widen {
                    Widen::ZeroExt64 => "arith.extui",
                    Widen::SignExt64 => "arith.extsi",
                    _ => "llvm.bitcast",
                };
                let o = create_op(rw, loc, name, &[value], &[param], &[]);
                rw.body.result(o, 0)
            }
        };
        decls.request(name, lt::func(ctx, void, &[param], false));
        call(rw, loc, name, &[arg]);
    }
    let string = rmlir_ir::ods::prop(ctx, rw.body, op, "stringLiteral");
    let punctuation = crate::vector::print::punctuation(ctx, rw.body, op);
    if let Some(s) = string {
        // Upstream's `createPrintStrCall`: the zero-terminated bytes in a private global.
        let mut bytes = match ctx.attr_kind(s) {
            AttrKind::String { value, .. } => value.to_vec(),
            _ => Vec::new(),
        };
        bytes.push(0);
        let array = string_global_type(ctx, bytes.len());
        let name = decls.request_string("vector_print_str", bytes, loc);
        let ptr = lt::ptr(ctx, 0);
        let sym = ctx.flat_symbol_ref(ctx.ident(&name));
        let addr = create_op(
            rw,
            loc,
            "llvm.mlir.addressof",
            &[],
            &[ptr],
            &[("global_name", sym)],
        );
        let addr = rw.body.result(addr, 0);
        let gep = create_op(
            rw,
            loc,
            "llvm.getelementptr",
            &[addr],
            &[ptr],
            &[
                ("elem_type", ctx.type_attr(array)),
                ("rawConstantIndices", c::dense_i32_array(ctx, &[0])),
            ],
        );
        let gep = rw.body.result(gep, 0);
        decls.request("printString", lt::func(ctx, void, &[ptr], false));
        call(rw, loc, "printString", &[gep]);
    } else if punctuation != "no_punctuation" {
        let f = match punctuation {
            "comma" => "printComma",
            "open" => "printOpen",
            "close" => "printClose",
            _ => "printNewline",
        };
        decls.request(f, lt::func(ctx, void, &[], false));
        call(rw, loc, f, &[]);
    }
    rw.erase_op(op);
    Ok(())
}

pub struct ConvertVectorToLlvm {
    options: PassOptions,
}

const DESCRIPTION: &str = "Lower the operations from the vector dialect into the LLVM dialect";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-vector-to-llvm",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertVectorToLlvm {
                options: PassOptions::new()
                    .with(
                        "reassociate-fp-reductions",
                        "Allows llvm to reassociate floating-point reductions for speed",
                        OptValue::Bool(false),
                    )
                    .with(
                        "force-32bit-vector-indices",
                        "Allows compiler to assume vector indices fit in 32-bit if that yields faster code",
                        OptValue::Bool(true),
                    )
                    .with(
                        "enable-amx",
                        "Enables the use of AMX dialect while lowering the vector dialect.",
                        OptValue::Bool(false),
                    )
                    .with(
                        "enable-arm-neon",
                        "Enables the use of ArmNeon dialect while lowering the vector dialect.",
                        OptValue::Bool(false),
                    )
                    .with(
                        "enable-arm-sve",
                        "Enables the use of ArmSVE dialect while lowering the vector dialect.",
                        OptValue::Bool(false),
                    )
                    .with(
                        "enable-x86vector",
                        "Enables the use of X86Vector dialect while lowering the vector dialect.",
                        OptValue::Bool(false),
                    ),
            })
        },
    }
}

impl Pass for ConvertVectorToLlvm {
    fn name(&self) -> &'static str {
        "ConvertVectorToLLVMPass"
    }
    fn argument(&self) -> &'static str {
        "convert-vector-to-llvm"
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
        for (name, dialect) in [
            ("enable-amx", "amx"),
            ("enable-arm-neon", "arm_neon"),
            ("enable-arm-sve", "arm_sve"),
            ("enable-x86vector", "x86vector"),
        ] {
            if self.options.bool(name) {
                cx.emit(Diagnostic::error(
                    ctx.unknown_loc(),
                    format!("convert-vector-to-llvm: the {dialect} dialect ({name}) is unsupported in rmlir"),
                ));
                return Err(());
            }
        }
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let mut pre = RewritePatternSet::new();
        crate::vector::lowering::patterns::populate_pre_llvm(ctx, &mut pre);
        let patterns = FrozenRewritePatternSet::new(ctx, pre);
        apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
        let conv = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let decls = SharedFuncDecls::for_module(ctx, body);
        let mut patterns = ConversionPatternSet::new();
        {
            let (conv2, decls) = (conv.clone(), decls.clone());
            patterns.add(
                ctx,
                Some("vector.print"),
                1,
                "VectorPrintOpConversion",
                Some(conv.converter.clone()),
                move |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
                    lower_print(op, operands, rw, &conv2, &decls)
                },
            );
        }
        ops::add_patterns(ctx, &mut patterns, &conv, &self.options);
        let mut target = llvm_conversion_target();
        target.add_legal_dialect(&["arith", "memref"]);
        match apply_partial_conversion(ctx, body, &target, &patterns) {
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
