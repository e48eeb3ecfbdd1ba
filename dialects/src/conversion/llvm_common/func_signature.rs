//! Function signatures for the conversions to LLVM (upstream's
//! `LLVMTypeConverter::convertFunctionSignature`, `packFunctionResults` and
//! `convertFunctionTypeCWrapper` in `LLVMCommon/TypeConverter.cpp`).
//!
//! MemRefs follow the calling convention: by default a ranked memref argument unpacks
//! into its descriptor's fields (pointers, offset, each size, each stride), an unranked
//! one into its rank and descriptor pointer, and results are whole descriptors; with the
//! bare-pointer convention a memref of static shape, strides and offset is the pointer to
//! its data.

use super::{memref_address_space, LlvmTypeConverter};
use rmlir_ir::{Context, Type, TypeKind};

use crate::llvm::types as lt;

/// A converted function signature: the `!llvm.func` type and, for each original input,
/// the types it became.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionSignature {
    pub llvm_type: Type,
    pub inputs: Vec<Vec<Type>>,
}

/// Whether `t` is a ranked or unranked memref.
pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// Upstream's `canConvertToBarePtr`: a ranked memref of static shape, strides and offset.
pub fn can_convert_to_bare_ptr(ctx: &Context, t: Type) -> bool {
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(t) else {
        return false;
    };
    if shape.contains(&crate::memref::layout::DYNAMIC) {
        return false;
    }
    match crate::memref::layout::strides_and_offset(ctx, t) {
        Some((strides, offset)) => {
            !strides.contains(&crate::memref::layout::DYNAMIC)
                && offset != crate::memref::layout::DYNAMIC
        }
        None => false,
    }
}

/// Upstream's `convertMemRefToBarePtr`: the pointer to the data of a memref that
/// [`can_convert_to_bare_ptr`].
pub fn convert_memref_to_bare_ptr(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    t: Type,
) -> Option<Type> {
    if !can_convert_to_bare_ptr(ctx, t) {
        return None;
    }
    let TypeKind::MemRef {
        elem, memory_space, ..
    } = ctx.type_kind(t)
    else {
        return None;
    };
    conv.convert_type(ctx, *elem)?;
    Some(lt::ptr(ctx, memref_address_space(ctx, *memory_space)?))
}

/// Upstream's `convertCallingConventionType`: the type a value of type `t` has at a call
/// boundary.
pub fn convert_calling_convention_type(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    t: Type,
    use_bare_ptr: bool,
) -> Option<Type> {
    if use_bare_ptr && is_memref(ctx, t) {
        return convert_memref_to_bare_ptr(ctx, conv, t);
    }
    conv.convert_type(ctx, t)
}

/// The positions (in `llvm.extractvalue` / `llvm.insertvalue` form) of the fields of the
/// descriptor of memref type `t` in upstream's unpacked order: allocated and aligned
/// pointers, offset, the sizes, then the strides; an unranked descriptor's rank and
/// pointer. `None` when `t` is not a memref.
pub fn unpacked_descriptor_positions(ctx: &Context, t: Type) -> Option<Vec<Vec<i64>>> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => {
            let mut out = vec![vec![0], vec![1], vec![2]];
            out.extend((0..shape.len() as i64).map(|i| vec![3, i]));
            out.extend((0..shape.len() as i64).map(|i| vec![4, i]));
            Some(out)
        }
        TypeKind::UnrankedMemRef { .. } => Some(vec![vec![0], vec![1]]),
        _ => None,
    }
}

/// Upstream's function argument type converters (`structFuncArgTypeConverter` and
/// `barePtrFuncArgTypeConverter`): the types argument type `t` becomes.
pub fn convert_func_arg_type(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    t: Type,
    use_bare_ptr: bool,
) -> Option<Vec<Type>> {
    if use_bare_ptr {
        return Some(vec![convert_calling_convention_type(ctx, conv, t, true)?]);
    }
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => {
            let fields = super::memref_descriptor_fields(ctx, t, conv.options)?;
            let index = ctx.integer_type(conv.options.index_bitwidth);
            let mut out = fields[..3].to_vec();
            out.extend(std::iter::repeat_n(index, 2 * shape.len()));
            Some(out)
        }
        TypeKind::UnrankedMemRef { .. } => match lt::decode(ctx, conv.convert_type(ctx, t)?) {
            Some(lt::LlvmType::Struct { elems, .. }) => Some(elems),
            _ => None,
        },
        _ => Some(vec![conv.convert_type(ctx, t)?]),
    }
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
        let c = convert_func_arg_type(ctx, conv, *t, use_bare_ptr)?;
        params.extend_from_slice(&c);
        converted.push(c);
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
        params.push(if is_memref(ctx, *t) { ptr } else { c });
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
