//! Shared machinery of the conversions to the `llvm` dialect (upstream's
//! `mlir/lib/Conversion/LLVMCommon`): the [`LlvmTypeConverter`] for builtin types, the
//! `llvm` conversion target, and the one-to-one / n-D vector rewrite helpers patterns use.
//!
//! Type conversion (upstream 19's `LLVMTypeConverter`), callbacks tried most recent first:
//! - LLVM-compatible types convert to themselves (the pass-through, tried last);
//! - integers become signless integers of the same width; `index` becomes the integer of
//!   the index bitwidth ([`LowerToLlvmOptions`]);
//! - the 8-bit float types become `i8`; other floats stay as they are (incompatible ones
//!   such as `tf32` then fail the patterns' compatibility checks, as upstream);
//! - `complex<T>` becomes `!llvm.struct<(T', T')>`; function types become `!llvm.ptr`;
//! - vectors: 0-d to `vector<1xT'>`, 1-D to `vector<NxT'>`, n-D to nested
//!   `!llvm.array`s of 1-D vectors (a scalable dimension other than the last fails).
//!
//! - ranked strided memrefs become their descriptor
//!   `!llvm.struct<(ptr<A>, ptr<A>, i64, array<R x i64>, array<R x i64>)>` (rank 0 without
//!   the arrays; `A` the integer memory space), unranked ones `!llvm.struct<(i64, ptr)>` (whatever their memory space);
//!   non-strided layouts and non-integer memory spaces do not convert. (Argument
//!   materializations packing unpacked descriptors are not done yet.)
//!
//! Source and target materializations build `builtin.unrealized_conversion_cast`s from
//! one value, as upstream's generic ones; `reconcile-unrealized-casts` removes them later.

#![allow(clippy::result_unit_err)] // `LogicalResult`, as the pattern API.

mod fastmath;
pub use fastmath::arith_fastmath_to_llvm;

use rmlir_ir::apfloat::FloatSemantics as S;
use rmlir_ir::body::OpSpec;
use rmlir_ir::conversion::{ConversionPatternRewriter, ConversionTarget, TypeConverter};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{Attribute, Context, Location, OpId, Type, TypeKind, ValueId};
use std::sync::Arc;

pub mod declarations;
pub mod descriptor_values;
pub mod func_signature;
pub mod memref_descriptor;
pub mod unranked_descriptor;

use crate::llvm::types as lt;

/// Upstream's `kDeriveIndexBitwidthFromDataLayout`: the `index-bitwidth` option value that
/// means "use the data layout".
pub const DERIVE_INDEX_BITWIDTH_FROM_DATA_LAYOUT: u64 = 0;

/// Options of the lowering to LLVM (upstream's `LowerToLLVMOptions`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LowerToLlvmOptions {
    /// The bitwidth `index` lowers to.
    pub index_bitwidth: u32,
}

impl Default for LowerToLlvmOptions {
    /// The default data layout's index bitwidth (64; module data layout specs are not
    /// read yet).
    fn default() -> Self {
        LowerToLlvmOptions { index_bitwidth: 64 }
    }
}

impl LowerToLlvmOptions {
    /// The options from an `index-bitwidth` pass option (0: from the data layout).
    pub fn from_index_bitwidth_option(bw: u64) -> Self {
        let mut o = Self::default();
        if bw != DERIVE_INDEX_BITWIDTH_FROM_DATA_LAYOUT {
            o.index_bitwidth = bw as u32;
        }
        o
    }

    /// The options from the data layout at a pass's anchor (upstream's
    /// `LowerToLLVMOptions(ctx, dataLayoutAnalysis.getAtOrAbove(op))`: the `index` size of
    /// the `#dlti.dl_spec`s of the enclosing modules and the anchor), then the
    /// `index-bitwidth` option `bw` when it is not 0.
    pub fn from_data_layout(
        cx: &rmlir_ir::pass::PassCx<'_>,
        op: &rmlir_ir::pass::PassOp<'_>,
        bw: u64,
    ) -> Self {
        let ctx = cx.ctx;
        let layout = crate::dlti::layout::DataLayout::for_scopes(
            ctx,
            cx.ancestors()
                .iter()
                .map(|a| (a.name, &a.attrs[..]))
                .chain(std::iter::once((op.data.name, op.data.attrs()))),
        );
        let mut o = LowerToLlvmOptions {
            index_bitwidth: layout.index_bitwidth(ctx) as u32,
        };
        if bw != DERIVE_INDEX_BITWIDTH_FROM_DATA_LAYOUT {
            o.index_bitwidth = bw as u32;
        }
        o
    }
}

/// The type converter of the conversions to LLVM with its options (upstream's
/// `LLVMTypeConverter`). Patterns get [`LlvmTypeConverter::converter`].
#[derive(Clone)]
pub struct LlvmTypeConverter {
    pub options: LowerToLlvmOptions,
    pub converter: Arc<TypeConverter>,
}

fn is_float8(s: S) -> bool {
    matches!(
        s,
        S::Float8E5M2
            | S::Float8E4M3
            | S::Float8E4M3FN
            | S::Float8E5M2FNUZ
            | S::Float8E4M3FNUZ
            | S::Float8E4M3B11FNUZ
    )
}

/// Converts a builtin type that the LLVM type converter handles specially; `None` when it
/// has no special conversion (the pass-through then decides).
fn convert_builtin(ctx: &Context, t: Type, opts: LowerToLlvmOptions) -> Option<Option<Type>> {
    Some(match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(ctx.integer_type(*width)),
        TypeKind::Index => Some(ctx.integer_type(opts.index_bitwidth)),
        TypeKind::Float(s) => Some(if is_float8(*s) {
            ctx.integer_type(8)
        } else {
            t
        }),
        TypeKind::Complex(e) => {
            let e = convert_type(ctx, *e, opts)?;
            Some(lt::literal_struct(ctx, &[e, e], false))
        }
        TypeKind::Function { .. } => Some(lt::ptr(ctx, 0)),
        TypeKind::Vector { .. } => convert_vector_type(ctx, t, opts),
        TypeKind::MemRef { .. } => convert_memref_type(ctx, t, opts),
        // Upstream 19 ignores the memory space here: the pointer is always `!llvm.ptr`.
        TypeKind::UnrankedMemRef { elem, .. } => {
            convert_type(ctx, *elem, opts)?;
            Some(lt::literal_struct(
                ctx,
                &[ctx.integer_type(opts.index_bitwidth), lt::ptr(ctx, 0)],
                false,
            ))
        }
        _ => return None,
    })
}

/// Upstream's `getMemRefAddressSpace`: no memory space is 0, an integer one its value;
/// other memory spaces have no conversion (`None`).
pub fn memref_address_space(ctx: &Context, space: Option<Attribute>) -> Option<u32> {
    let Some(a) = space else { return Some(0) };
    match ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Integer { ty, value } => {
            let ok = matches!(ctx.type_kind(*ty), TypeKind::Index)
                || matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        signedness: rmlir_ir::types::Signedness::Signless,
                        ..
                    }
                );
            value.to_i64().filter(|_| ok).map(|v| v as u32)
        }
        _ => None,
    }
}

/// Upstream's `getMemRefDescriptorFields` (not unpacked): allocated and aligned pointers,
/// offset, then for a ranked memref of rank R > 0 the sizes and strides arrays; `None`
/// for a non-strided layout, an element type or memory space without conversion.
pub fn memref_descriptor_fields(
    ctx: &Context,
    t: Type,
    opts: LowerToLlvmOptions,
) -> Option<Vec<Type>> {
    let TypeKind::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.type_kind(t)
    else {
        return None;
    };
    crate::memref::layout::strides_and_offset(ctx, t)?;
    convert_type(ctx, *elem, opts)?;
    let space = memref_address_space(ctx, *memory_space)?;
    let ptr = lt::ptr(ctx, space);
    let index = ctx.integer_type(opts.index_bitwidth);
    let mut fields = vec![ptr, ptr, index];
    if !shape.is_empty() {
        let arr = lt::array(ctx, index, shape.len() as u64);
        fields.extend([arr, arr]);
    }
    Some(fields)
}

/// Upstream's `convertMemRefType`: the descriptor struct of a ranked strided memref.
pub fn convert_memref_type(ctx: &Context, t: Type, opts: LowerToLlvmOptions) -> Option<Type> {
    let fields = memref_descriptor_fields(ctx, t, opts)?;
    Some(lt::literal_struct(ctx, &fields, false))
}

/// The full conversion of `t` (`None`: it does not convert).
pub fn convert_type(ctx: &Context, t: Type, opts: LowerToLlvmOptions) -> Option<Type> {
    match convert_builtin(ctx, t, opts) {
        Some(r) => r,
        None if lt::is_compatible_type(ctx, t) => Some(t),
        None => convert_llvm_aggregate(ctx, t, opts),
    }
}

thread_local! {
    /// The identified structs being converted (upstream's per-thread recursion stack).
    static CONVERTING: std::cell::RefCell<Vec<Type>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Upstream's conversions of llvm aggregates holding non-llvm types: literal structs,
/// arrays and function types convert their element types; an identified struct becomes
/// `"_Converted.<name>"` with the converted body (a reference to a struct being converted
/// stays a reference), which must match the body that struct already has, if any.
fn convert_llvm_aggregate(ctx: &Context, t: Type, opts: LowerToLlvmOptions) -> Option<Type> {
    let all = |ts: &[Type]| -> Option<Vec<Type>> {
        ts.iter().map(|e| convert_type(ctx, *e, opts)).collect()
    };
    match lt::decode(ctx, t)? {
        lt::LlvmType::Struct { packed, elems } => {
            Some(lt::literal_struct(ctx, &all(&elems)?, packed))
        }
        lt::LlvmType::Array(e, n) => Some(lt::array(ctx, convert_type(ctx, e, opts)?, n)),
        lt::LlvmType::Func {
            result,
            params,
            vararg,
        } => Some(lt::func(
            ctx,
            convert_type(ctx, result, opts)?,
            &all(&params)?,
            vararg,
        )),
        lt::LlvmType::Identified { name, body } => {
            let converted = lt::identified_struct(ctx, &format!("_Converted.{name}"));
            if CONVERTING.with(|s| s.borrow().contains(&t)) {
                return Some(converted);
            }
            let (elems, flags) = body?;
            let (elems, flags) = (elems.to_vec(), flags);
            CONVERTING.with(|s| s.borrow_mut().push(t));
            let new_elems = all(&elems);
            CONVERTING.with(|s| s.borrow_mut().pop());
            let new_elems = new_elems?;
            match ctx.identified_body(converted) {
                None => ctx
                    .set_identified_body(converted, &new_elems, flags)
                    .then_some(converted),
                Some((b, f)) => (b == &new_elems[..] && f == flags).then_some(converted),
            }
        }
        _ => None,
    }
}

/// Upstream's `LLVMTypeConverter::convertVectorType`.
pub fn convert_vector_type(ctx: &Context, t: Type, opts: LowerToLlvmOptions) -> Option<Type> {
    let TypeKind::Vector {
        shape,
        scalable,
        elem,
    } = ctx.type_kind(t)
    else {
        return None;
    };
    let elem = convert_type(ctx, *elem, opts)?;
    if !is_vector_element(ctx, elem) {
        return None;
    }
    let is_scalable = |i: usize| scalable.get(i).copied().unwrap_or(false);
    if shape.is_empty() {
        return Some(ctx.get_type(TypeKind::Vector {
            shape: vec![1].into(),
            scalable: Box::new([]),
            elem,
        }));
    }
    let n = shape.len();
    let last_scalable: Box<[bool]> = if is_scalable(n - 1) {
        vec![true].into()
    } else {
        Box::new([])
    };
    let mut ty = ctx.get_type(TypeKind::Vector {
        shape: vec![shape[n - 1]].into(),
        scalable: last_scalable,
        elem,
    });
    for i in (0..n - 1).rev() {
        if is_scalable(i) {
            return None;
        }
        ty = lt::array(ctx, ty, shape[i] as u64);
    }
    Some(ty)
}

fn is_vector_element(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

/// A `builtin.unrealized_conversion_cast` of one value to `ty` (upstream's generic
/// source and target materializations).
fn cast_materialization(
    ctx: &Context,
    b: &mut rmlir_ir::Builder<'_>,
    ty: Type,
    inputs: &[ValueId],
    loc: Location,
) -> Option<ValueId> {
    if inputs.len() != 1 {
        return None;
    }
    let mut spec = OpSpec::new(ctx.op_name("builtin.unrealized_conversion_cast"), loc);
    spec.operands = inputs;
    let tys = [ty];
    spec.result_types = &tys;
    let op = b.create(spec);
    Some(b.body.result(op, 0))
}

impl LlvmTypeConverter {
    pub fn new(options: LowerToLlvmOptions) -> Self {
        let mut tc = TypeConverter::new();
        // Tried last: LLVM-compatible types are legal.
        tc.add_conversion_1to1(|ctx, t| lt::is_compatible_type(ctx, t).then_some(t));
        // Llvm aggregates of non-llvm types.
        tc.add_conversion_1to1(move |ctx, t| {
            if lt::is_compatible_type(ctx, t) {
                return None;
            }
            convert_llvm_aggregate(ctx, t, options)
        });
        // Builtin types (a failure falls through to the pass-through, which rejects the
        // incompatible types they all are).
        tc.add_conversion_1to1(move |ctx, t| convert_builtin(ctx, t, options).flatten());
        tc.add_source_materialization(cast_materialization);
        tc.add_target_materialization(cast_materialization);
        LlvmTypeConverter {
            options,
            converter: Arc::new(tc),
        }
    }

    pub fn convert_type(&self, ctx: &Context, t: Type) -> Option<Type> {
        self.converter.convert_type_1(ctx, t)
    }
}

/// Upstream's `LLVMConversionTarget`: the `llvm` dialect and conversion casts are legal.
pub fn llvm_conversion_target() -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_dialect(&["llvm"]);
    t.add_legal_op(&["builtin.unrealized_conversion_cast"]);
    t
}

/// Applies the partial conversion of `patterns` to `target` to the body of the op a pass
/// runs on, reporting its diagnostics (the end of every conversion pass's `run`).
pub fn run_partial_conversion(
    op: &mut rmlir_ir::pass::PassOp<'_>,
    cx: &mut rmlir_ir::pass::PassCx<'_>,
    target: &ConversionTarget,
    patterns: &rmlir_ir::conversion::ConversionPatternSet,
) -> Result<(), ()> {
    let Some(body) = op.body_mut() else {
        return Ok(());
    };
    match rmlir_ir::conversion::apply_partial_conversion(cx.ctx, body, target, patterns) {
        Ok(_) => Ok(()),
        Err(diags) => {
            for d in diags {
                cx.emit(d);
            }
            Err(())
        }
    }
}

/// The spec of op `name`, as upstream's generated builders make it: each named attribute
/// goes to the property of that name when the op has one, else it is a discardable
/// attribute; properties with a default that are not given hold the default.
pub fn op_spec<'a>(
    ctx: &Context,
    loc: Location,
    name: &str,
    operands: &'a [ValueId],
    results: &'a [Type],
    attrs: &[(&str, Attribute)],
) -> OpSpec<'a> {
    let op_name = ctx.op_name(name);
    let info = ctx.op_info(op_name).expect("registered op");
    let mut spec = OpSpec::new(op_name, loc);
    spec.operands = operands;
    spec.result_types = results;
    spec.props = (0..info.props.len()).map(|_| None).collect();
    if let Some(def) = info.def {
        for a in def.attrs {
            if let (false, Some(d), Some(k)) = (a.optional, a.default, info.prop_index(a.name)) {
                spec.props[k] = Some(d(ctx));
            }
        }
    }
    for (n, a) in attrs {
        match info.prop_index(n) {
            Some(k) => spec.props[k] = Some(*a),
            None => spec.attrs.push((ctx.ident(n), *a)),
        }
    }
    spec
}

/// Creates op `name` ([`op_spec`]) at the rewriter's insertion point.
pub fn create_op(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    attrs: &[(&str, Attribute)],
) -> OpId {
    let spec = op_spec(rw.ctx, loc, name, operands, results, attrs);
    rw.create(spec)
}

/// The attributes of `op` (`op->getAttrs()`): its set properties, then its discardable
/// attributes.
pub fn op_attrs(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Vec<(String, Attribute)> {
    let ctx = rw.ctx;
    let mut out = Vec::new();
    if let Some(info) = ctx.op_info(rw.body.op_name(op)) {
        for (i, n) in info.props.iter().enumerate() {
            if let Some(a) = rw.body.op(op).props.get(i).copied().flatten() {
                out.push((n.to_string(), a));
            }
        }
    }
    for (n, a) in rw.body.attrs(op) {
        out.push((ctx.ident_str(*n).to_string(), *a));
    }
    out
}

fn as_refs(attrs: &[(String, Attribute)]) -> Vec<(&str, Attribute)> {
    attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect()
}

/// Upstream's `LLVM::detail::oneToOneRewrite`: replaces `op` (at most one result) by
/// `target` on `operands` with the converted result type and `attrs`.
pub fn one_to_one_rewrite(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    target: &str,
    operands: &[ValueId],
    attrs: &[(String, Attribute)],
) -> LogicalResult {
    let ctx = rw.ctx;
    let results: Vec<Type> = rw
        .body
        .results(op)
        .iter()
        .map(|r| rw.body.value_type(*r))
        .collect();
    if results.len() > 1 {
        return Err(());
    }
    let mut new_results = Vec::new();
    if let Some(t) = results.first() {
        let conv = rw.type_converter().ok_or(())?;
        new_results.push(conv.convert_type_1(ctx, *t).ok_or(())?);
    }
    let loc = rw.body.loc(op);
    let new = create_op(rw, loc, target, operands, &new_results, &as_refs(attrs));
    let vals: Vec<ValueId> = rw.body.results(new).to_vec();
    rw.replace_op(op, &vals);
    Ok(())
}

/// Upstream's `LLVM::detail::handleMultidimensionalVectors`: `op`'s result is an n-D
/// vector lowered to nested arrays; each 1-D vector of the result is built by `create`
/// from the 1-D vectors at the same position of `operands`.
pub fn handle_multidimensional_vectors(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    operands: &[ValueId],
    create: &mut dyn FnMut(&mut ConversionPatternRewriter<'_>, Type, &[ValueId]) -> ValueId,
) -> LogicalResult {
    let ctx = rw.ctx;
    let res = rw.body.result(op, 0);
    let res_ty = rw.body.value_type(res);
    let TypeKind::Vector { shape, .. } = ctx.type_kind(res_ty) else {
        return Err(());
    };
    let outer: Vec<i64> = shape[..shape.len().saturating_sub(1)].to_vec();
    let nd = rw
        .type_converter()
        .and_then(|c| c.convert_type_1(ctx, res_ty))
        .ok_or(())?;
    let mut one_d = nd;
    while let Some(lt::LlvmType::Array(e, _)) = lt::decode(ctx, one_d) {
        one_d = e;
    }
    let loc = rw.body.loc(op);
    let undef = create_op(rw, loc, "llvm.mlir.undef", &[], &[nd], &[]);
    let mut desc = rw.body.result(undef, 0);
    if outer.iter().any(|d| *d <= 0) {
        rw.replace_op(op, &[desc]);
        return Ok(());
    }
    let mut pos = vec![0i64; outer.len()];
    loop {
        let position = c::dense_i64_array(ctx, &pos);
        let mut extracted = Vec::new();
        for &v in operands {
            let arr = rw.body.value_type(v);
            let mut elem = arr;
            for _ in 0..pos.len() {
                match lt::decode(ctx, elem) {
                    Some(lt::LlvmType::Array(e, _)) => elem = e,
                    _ => return Err(()),
                }
            }
            let e = create_op(
                rw,
                loc,
                "llvm.extractvalue",
                &[v],
                &[elem],
                &[("position", position)],
            );
            extracted.push(rw.body.result(e, 0));
        }
        let val = create(rw, one_d, &extracted);
        let ins = create_op(
            rw,
            loc,
            "llvm.insertvalue",
            &[desc, val],
            &[nd],
            &[("position", position)],
        );
        desc = rw.body.result(ins, 0);
        // Row-major increment.
        let mut k = pos.len();
        loop {
            if k == 0 {
                rw.replace_op(op, &[desc]);
                return Ok(());
            }
            k -= 1;
            pos[k] += 1;
            if pos[k] < outer[k] {
                break;
            }
            pos[k] = 0;
        }
    }
}

/// Upstream's `LLVM::detail::vectorOneToOneRewrite`: [`one_to_one_rewrite`], unrolled
/// over the outer dimensions when the operands are n-D vectors lowered to arrays.
pub fn vector_one_to_one_rewrite(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    target: &str,
    operands: &[ValueId],
    attrs: &[(String, Attribute)],
) -> LogicalResult {
    let ctx = rw.ctx;
    if operands.is_empty()
        || !operands
            .iter()
            .all(|v| lt::is_compatible_type(ctx, rw.body.value_type(*v)))
    {
        return Err(());
    }
    let first = rw.body.value_type(operands[0]);
    if !matches!(lt::decode(ctx, first), Some(lt::LlvmType::Array(..))) {
        return one_to_one_rewrite(rw, op, target, operands, attrs);
    }
    let loc = rw.body.loc(op);
    let attrs = as_refs(attrs);
    handle_multidimensional_vectors(rw, op, operands, &mut |rw, ty, ops| {
        let o = create_op(rw, loc, target, ops, &[ty], &attrs);
        rw.body.result(o, 0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vector(ctx: &Context, shape: &[i64], scalable: &[bool], elem: Type) -> Type {
        ctx.get_type(TypeKind::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            elem,
        })
    }

    #[test]
    fn converts_builtin_types() {
        let ctx = crate::context();
        let conv = LlvmTypeConverter::new(LowerToLlvmOptions::from_index_bitwidth_option(32));
        let cv = |t: Type| {
            conv.convert_type(&ctx, t)
                .map(|t| rmlir_ir::printer::type_to_string(&ctx, t))
        };
        let f32t = ctx.float_type(S::IEEEsingle);
        assert_eq!(cv(ctx.index_type()).as_deref(), Some("i32"));
        let ui16 = ctx.get_type(TypeKind::Integer {
            width: 16,
            signedness: rmlir_ir::types::Signedness::Unsigned,
        });
        assert_eq!(cv(ui16).as_deref(), Some("i16"));
        assert_eq!(cv(ctx.float_type(S::Float8E4M3FN)).as_deref(), Some("i8"));
        assert_eq!(cv(ctx.float_type(S::FloatTF32)).as_deref(), Some("tf32"));
        assert_eq!(
            cv(vector(&ctx, &[], &[], f32t)).as_deref(),
            Some("vector<1xf32>")
        );
        let nd = vector(&ctx, &[2, 3, 4], &[false, false, true], ctx.index_type());
        assert_eq!(
            cv(nd).as_deref(),
            Some("!llvm.array<2 x array<3 x vector<[4]xi32>>>")
        );
        assert_eq!(cv(vector(&ctx, &[2, 4], &[true, false], f32t)), None);
        assert_eq!(
            cv(ctx.get_type(TypeKind::Complex(f32t))).as_deref(),
            Some("!llvm.struct<(f32, f32)>")
        );
        assert_eq!(
            cv(ctx.function_type(&[f32t], &[])).as_deref(),
            Some("!llvm.ptr")
        );
        assert_eq!(cv(lt::ptr(&ctx, 1)).as_deref(), Some("!llvm.ptr<1>"));
        assert_eq!(cv(ctx.none_type()), None);
    }
}
