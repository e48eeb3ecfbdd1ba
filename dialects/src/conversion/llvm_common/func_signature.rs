//! Function signatures for the conversions to LLVM (upstream's
//! `LLVMTypeConverter::convertFunctionSignature`, `packFunctionResults` and
//! `convertFunctionTypeCWrapper` in `LLVMCommon/TypeConverter.cpp`).
//!
//! MemRef types do not convert yet (no descriptors): a signature holding one fails to
//! convert, as any other type without a conversion.

use super::LlvmTypeConverter;
use rmlir_ir::{Context, Type};

use crate::llvm::types as lt;

/// A converted function signature: the `!llvm.func` type and, for each original input,
/// the types it became (one each until memref descriptors unpack into several).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionSignature {
    pub llvm_type: Type,
    pub inputs: Vec<Vec<Type>>,
}

/// Upstream's `convertCallingConventionType`: the type a value of type `t` has at a call
/// boundary (the bare-pointer convention only changes memrefs, not converted yet).
pub fn convert_calling_convention_type(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    t: Type,
    _use_bare_ptr: bool,
) -> Option<Type> {
    // MemRefs convert to descriptors, but signatures do not unpack them yet.
    if matches!(
        ctx.type_kind(t),
        rmlir_ir::TypeKind::MemRef { .. } | rmlir_ir::TypeKind::UnrankedMemRef { .. }
    ) {
        return None;
    }
    conv.convert_type(ctx, t)
}

/// Upstream's `packFunctionResults`: one result converts alone; several are packed into a
/// literal struct of their (LLVM-compatible) conversions. `types` must not be empty.
pub fn pack_function_results(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    types: &[Type],
    use_bare_ptr: bool,
) -> Option<Type> {
    if let [t] = types {
        return convert_calling_convention_type(ctx, conv, *t, use_bare_ptr);
    }
    let mut elems = Vec::with_capacity(types.len());
    for t in types {
        let c = convert_calling_convention_type(ctx, conv, *t, use_bare_ptr)?;
        if !lt::is_compatible_type(ctx, c) {
            return None;
        }
        elems.push(c);
    }
    Some(lt::literal_struct(ctx, &elems, false))
}

/// The result type of a function with `results`: `void`, the one converted result, or the
/// packed struct.
fn function_result_type(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    results: &[Type],
    use_bare_ptr: bool,
) -> Option<Type> {
    if results.is_empty() {
        Some(lt::void(ctx))
    } else {
        pack_function_results(ctx, conv, results, use_bare_ptr)
    }
}

/// Upstream's `convertFunctionSignature`: each input converts with the calling
/// convention's argument converter; the results become `void`, one type or a struct.
pub fn convert_function_signature(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    inputs: &[Type],
    results: &[Type],
    is_variadic: bool,
    use_bare_ptr: bool,
) -> Option<FunctionSignature> {
    let mut converted = Vec::with_capacity(inputs.len());
    let mut params = Vec::with_capacity(inputs.len());
    for t in inputs {
        // Upstream's `structFuncArgTypeConverter` / `barePtrFuncArgTypeConverter` for a
        // non-memref type: its plain conversion.
        let c = convert_calling_convention_type(ctx, conv, *t, use_bare_ptr)?;
        params.push(c);
        converted.push(vec![c]);
    }
    let result = function_result_type(ctx, conv, results, use_bare_ptr)?;
    Some(FunctionSignature {
        llvm_type: lt::func(ctx, result, &params, is_variadic),
        inputs: converted,
    })
}

/// Upstream's `convertFunctionTypeCWrapper`: the type of the `_mlir_ciface_` wrapper, and
/// the struct its results are returned through (then passed as a leading pointer
/// argument, the wrapper returning `void`).
pub fn convert_function_type_c_wrapper(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    inputs: &[Type],
    results: &[Type],
) -> Option<(Type, Option<Type>)> {
    let mut result = function_result_type(ctx, conv, results, false)?;
    let ptr = lt::ptr(ctx, 0);
    let mut params = Vec::with_capacity(inputs.len() + 1);
    let struct_ty = matches!(
        lt::decode(ctx, result),
        Some(lt::LlvmType::Struct { .. } | lt::LlvmType::Identified { .. })
    )
    .then_some(result);
    if struct_ty.is_some() {
        params.push(ptr);
        result = lt::void(ctx);
    }
    for t in inputs {
        let c = conv.convert_type(ctx, *t)?;
        if !lt::is_compatible_type(ctx, c) {
            return None;
        }
        params.push(c);
    }
    Some((lt::func(ctx, result, &params, false), struct_ty))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conversion::llvm_common::LowerToLlvmOptions;
    use rmlir_ir::apfloat::FloatSemantics as S;

    fn s(ctx: &Context, t: Type) -> String {
        rmlir_ir::printer::type_to_string(ctx, t)
    }

    #[test]
    fn signatures_pack_results() {
        let ctx = crate::context();
        let conv = LlvmTypeConverter::new(LowerToLlvmOptions::from_index_bitwidth_option(32));
        let (i, f) = (ctx.index_type(), ctx.float_type(S::IEEEsingle));
        let sig = convert_function_signature(&ctx, &conv, &[i, f], &[i, f], false, false)
            .expect("converts");
        assert_eq!(
            s(&ctx, sig.llvm_type),
            "!llvm.func<struct<(i32, f32)> (i32, f32)>"
        );
        let sig = convert_function_signature(&ctx, &conv, &[], &[], true, false).unwrap();
        assert_eq!(s(&ctx, sig.llvm_type), "!llvm.func<void (...)>");
        assert_eq!(
            convert_function_signature(&ctx, &conv, &[ctx.none_type()], &[], false, false),
            None
        );
        let (w, st) = convert_function_type_c_wrapper(&ctx, &conv, &[i], &[i, f]).unwrap();
        assert_eq!(s(&ctx, w), "!llvm.func<void (ptr, i32)>");
        assert_eq!(s(&ctx, st.unwrap()), "!llvm.struct<(i32, f32)>");
        let (w, st) = convert_function_type_c_wrapper(&ctx, &conv, &[i], &[f]).unwrap();
        assert_eq!(s(&ctx, w), "!llvm.func<f32 (i32)>");
        assert_eq!(st, None);
    }
}
