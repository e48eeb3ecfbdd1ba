//! `convert-func-to-llvm` (MLIR 19's `FuncToLLVM`): `func.func` becomes `llvm.func`,
//! `func.call` / `func.call_indirect` become `llvm.call`, `func.return` `llvm.return` and
//! `func.constant` `llvm.mlir.addressof`; as upstream, the pass also lowers arith ops.
//!
//! Several results are packed into a literal struct: `return` builds it with
//! `llvm.insertvalue`s, calls unpack it with `llvm.extractvalue`s; no result is `void`.
//! `func.func` keeps its discardable attributes (but `llvm.linkage`, which becomes the
//! linkage, `func.varargs`, which makes it variadic, and `llvm.readnone`, which becomes a
//! `memory` attribute), its visibility and its argument / result attributes (result
//! attributes only with one result). `llvm.emit_c_interface` adds a `_mlir_ciface_`
//! wrapper (results returned as a struct go through a leading pointer argument).
//!
//! Memrefs follow the calling convention of [`super::llvm_common::func_signature`]:
//! arguments unpack into descriptor fields (or are bare pointers), calls unpack their
//! memref operands, unranked memrefs leaving a function or returned by a call get a copy
//! of their descriptor (upstream's `copyUnrankedDescriptors`, calling `malloc` / `free`,
//! declared at the module start).
//!
//! How it runs: the conversion framework converts ops within one isolated body, and a
//! function is an isolated op. So, first, the non-entry blocks of each function that will
//! convert get their converted argument types (upstream converts the function, and so its
//! region's block signatures, before its ops); then the body ops are converted (a partial
//! conversion of the module); then each function whose signature converts is replaced by
//! an `llvm.func` that takes over its body, whose entry block arguments change type in
//! place or, for memrefs, are replaced by the arguments of their fields: the target
//! materializations the first step made for them fold away, the other uses see a cast
//! back to the old type (upstream's argument materializations, in the same order).
//! Functions whose signature does not convert stay `func.func`, as upstream's pattern
//! failing.
//!
//! Not done yet: the `llvm.data_layout` check.

use super::arith_to_llvm::{self, INDEX_BITWIDTH_HELP};
use super::llvm_common::declarations::SharedFuncDecls;
use super::llvm_common::descriptor_values::{from_static_shape, pack, unpack};
use super::llvm_common::func_signature::{
    can_convert_to_bare_ptr, convert_function_signature, convert_function_type_c_wrapper,
    is_memref, pack_function_results,
};
use super::llvm_common::memref_descriptor::MemRefDescriptor;
use super::llvm_common::unranked_descriptor::UnrankedMemRefDescriptor;
use super::llvm_common::{
    create_op, llvm_conversion_target, op_attrs, op_spec, LlvmTypeConverter, LowerToLlvmOptions,
};
use crate::llvm::attrs as la;
use crate::llvm::types as lt;
use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet,
};
use rmlir_ir::ods::constraints::{self as c, dialect_attr};
use rmlir_ir::pass::{op_diagnostic, OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{AttrKind, Attribute, BlockId, Body, Builder, Context, Diagnostic, Location, OpId};
use rmlir_ir::{Type, TypeKind, ValueId};
use std::collections::HashSet;
use std::sync::Arc;

const VARARGS: &str = "func.varargs";
const LINKAGE: &str = "llvm.linkage";
const BARE_PTR: &str = "llvm.bareptr";
const READNONE: &str = "llvm.readnone";
const EMIT_C_INTERFACE: &str = "llvm.emit_c_interface";
const CAST: &str = "builtin.unrealized_conversion_cast";
/// Argument attributes holding a type, which converts with the argument.
const TYPED_ARG_ATTRS: &[&str] = &["llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca"];

type Rw<'a, 'b> = &'a mut ConversionPatternRewriter<'b>;

fn refs(attrs: &[(String, Attribute)]) -> Vec<(&str, Attribute)> {
    attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect()
}

fn value_types(body: &Body, vs: &[ValueId]) -> Vec<Type> {
    vs.iter().map(|v| body.value_type(*v)).collect()
}

fn struct_elems(ctx: &Context, t: Type) -> Vec<Type> {
    match lt::decode(ctx, t) {
        Some(lt::LlvmType::Struct { elems, .. }) => elems,
        _ => Vec::new(),
    }
}

/// Upstream's `CallOpInterfaceLowering`: an `llvm.call` returning the packed results,
/// unpacked with `llvm.extractvalue`s when there are several.
fn lower_call(
    conv: LlvmTypeConverter,
    bare: bool,
    decls: SharedFuncDecls,
) -> impl Fn(OpId, &[ValueId], Rw<'_, '_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let operand_types: Vec<Type> = rw
            .body
            .operands(op)
            .map(|v| rw.body.value_type(v))
            .collect();
        let results = value_types(rw.body, rw.body.results(op));
        if bare
            && results
                .iter()
                .any(|t| matches!(ctx.type_kind(*t), TypeKind::UnrankedMemRef { .. }))
        {
            return Err(());
        }
        let packed = if results.is_empty() {
            None
        } else {
            Some(pack_function_results(ctx, &conv, &results, bare).ok_or(())?)
        };
        let loc = rw.body.loc(op);
        let operands = promote_operands(rw, loc, &operand_types, operands, bare)?;
        let operands = operands.as_slice();
        let attrs = op_attrs(rw, op);
        let new = create_op(
            rw,
            loc,
            "llvm.call",
            operands,
            packed.as_slice(),
            &refs(&attrs),
        );
        let mut vals: Vec<ValueId> = rw.body.results(new).to_vec();
        if results.len() > 1 {
            let whole = vals[0];
            let elems = struct_elems(ctx, packed.expect("packed results"));
            vals = (0..results.len())
                .map(|i| {
                    let pos = c::dense_i64_array(ctx, &[i as i64]);
                    let e = create_op(
                        rw,
                        loc,
                        "llvm.extractvalue",
                        &[whole],
                        &[elems[i]],
                        &[("position", pos)],
                    );
                    rw.body.result(e, 0)
                })
                .collect();
        }
        if !bare {
            copy_unranked_descriptors(rw, &conv, &decls, loc, &results, &mut vals, false)?;
        } else {
            for (v, t) in vals.iter_mut().zip(&results) {
                if can_convert_to_bare_ptr(ctx, *t) {
                    let desc_ty = conv.convert_type(ctx, *t).ok_or(())?;
                    *v = from_static_shape(ctx, rw, loc, *t, desc_ty, *v);
                }
            }
        }
        rw.replace_op(op, &vals);
        Ok(())
    }
}

/// Creates op `name` with one result of type `ty` and returns it.
fn value_op(
    rw: Rw<'_, '_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    ty: Type,
    attrs: &[(&str, Attribute)],
) -> ValueId {
    let op = create_op(rw, loc, name, operands, &[ty], attrs);
    rw.body.result(op, 0)
}

/// Upstream's `copyUnrankedDescriptors`: the unranked memrefs among `values` (of
/// original types `types`) get a copy of their ranked descriptor, on the heap
/// (`malloc`) for values leaving a function, on the stack for values a call returned
/// (whose heap copy is freed), and a new unranked descriptor pointing to it.
fn copy_unranked_descriptors(
    rw: Rw<'_, '_>,
    conv: &LlvmTypeConverter,
    decls: &SharedFuncDecls,
    loc: Location,
    types: &[Type],
    values: &mut [ValueId],
    to_dynamic: bool,
) -> Result<(), ()> {
    let ctx = rw.ctx;
    let mut unranked = Vec::new();
    for (i, t) in types.iter().enumerate() {
        if let TypeKind::UnrankedMemRef { memory_space, .. } = ctx.type_kind(*t) {
            // Upstream's `getMemRefAddressSpace` must succeed.
            super::llvm_common::memref_address_space(ctx, *memory_space).ok_or(())?;
            unranked.push(i);
        }
    }
    if unranked.is_empty() {
        return Ok(());
    }
    let index = ctx.integer_type(conv.options.index_bitwidth);
    let ptr = lt::ptr(ctx, 0);
    let descs: Vec<UnrankedMemRefDescriptor> = unranked
        .iter()
        .map(|&i| UnrankedMemRefDescriptor::new(values[i]))
        .collect();
    let sizes = UnrankedMemRefDescriptor::compute_sizes(rw, loc, conv.options, &descs);
    if to_dynamic {
        decls.request("malloc", lt::func(ctx, ptr, &[index], false));
    } else {
        decls.request("free", lt::func(ctx, lt::void(ctx), &[ptr], false));
    }
    for ((&i, desc), size) in unranked.iter().zip(&descs).zip(sizes) {
        let memory = if to_dynamic {
            let callee = ctx.flat_symbol_ref(ctx.ident("malloc"));
            value_op(rw, loc, "llvm.call", &[size], ptr, &[("callee", callee)])
        } else {
            let i8t = ctx.integer_type(8);
            let elem = ctx.type_attr(i8t);
            value_op(rw, loc, "llvm.alloca", &[size], ptr, &[("elem_type", elem)])
        };
        let source = desc.memref_desc_ptr(rw, loc);
        let no = ctx.bool_attr(false);
        create_op(
            rw,
            loc,
            "llvm.intr.memcpy",
            &[memory, source, size],
            &[],
            &[("isVolatile", no)],
        );
        if !to_dynamic {
            let callee = ctx.flat_symbol_ref(ctx.ident("free"));
            create_op(rw, loc, "llvm.call", &[source], &[], &[("callee", callee)]);
        }
        // A new descriptor: the same one may be returned several times.
        let desc_ty = conv.convert_type(ctx, types[i]).ok_or(())?;
        let mut updated = UnrankedMemRefDescriptor::undef(rw, loc, desc_ty);
        let rank = desc.rank(rw, loc);
        updated.set_rank(rw, loc, rank);
        updated.set_memref_desc_ptr(rw, loc, memory);
        values[i] = updated.value;
    }
    Ok(())
}

/// Upstream's `promoteOperands`: memref operands unpack into their descriptor fields,
/// or, with the bare-pointer convention, become their aligned pointer.
fn promote_operands(
    rw: Rw<'_, '_>,
    loc: Location,
    types: &[Type],
    operands: &[ValueId],
    bare: bool,
) -> Result<Vec<ValueId>, ()> {
    let ctx = rw.ctx;
    let mut out = Vec::with_capacity(operands.len());
    for (t, v) in types.iter().zip(operands) {
        if !is_memref(ctx, *t) {
            out.push(*v);
            continue;
        }
        if bare {
            if !matches!(ctx.type_kind(*t), TypeKind::MemRef { .. }) {
                return Err(());
            }
            out.push(MemRefDescriptor::new(*v).aligned_ptr(rw, loc));
            continue;
        }
        out.extend(unpack(ctx, rw, loc, *t, *v));
    }
    Ok(out)
}

/// Upstream's `ReturnOpLowering`: `llvm.return` of nothing, the one value, or the
/// results packed into a struct.
fn lower_return(
    conv: LlvmTypeConverter,
    bare_option: bool,
    bare_bodies: Arc<HashSet<usize>>,
    decls: SharedFuncDecls,
) -> impl Fn(OpId, &[ValueId], Rw<'_, '_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let loc = rw.body.loc(op);
        let attrs = op_attrs(rw, op);
        let orig: Vec<ValueId> = rw.body.operands(op).collect();
        let orig = value_types(rw.body, &orig);
        let mut operands = operands.to_vec();
        // The function's convention (upstream's `shouldUseBarePtrCallConv` on the
        // parent function, whose body this is).
        let bare = bare_option || bare_bodies.contains(&body_key(rw.body));
        if bare {
            for (v, t) in operands.iter_mut().zip(&orig) {
                match ctx.type_kind(*t) {
                    TypeKind::UnrankedMemRef { .. } => return Err(()),
                    TypeKind::MemRef { .. } if can_convert_to_bare_ptr(ctx, *t) => {
                        *v = MemRefDescriptor::new(*v).allocated_ptr(rw, loc);
                    }
                    _ => {}
                }
            }
        } else {
            copy_unranked_descriptors(rw, &conv, &decls, loc, &orig, &mut operands, true)?;
        }
        if operands.len() > 1 {
            let Some(packed) = pack_function_results(ctx, &conv, &orig, bare) else {
                return rw.notify_match_failure(loc, || "could not convert result types".into());
            };
            let undef = create_op(rw, loc, "llvm.mlir.undef", &[], &[packed], &[]);
            let mut whole = rw.body.result(undef, 0);
            for (i, v) in operands.iter().enumerate() {
                let pos = c::dense_i64_array(ctx, &[i as i64]);
                let ins = create_op(
                    rw,
                    loc,
                    "llvm.insertvalue",
                    &[whole, *v],
                    &[packed],
                    &[("position", pos)],
                );
                whole = rw.body.result(ins, 0);
            }
            operands = vec![whole];
        }
        create_op(rw, loc, "llvm.return", &operands, &[], &refs(&attrs));
        rw.replace_op(op, &[]);
        Ok(())
    }
}

/// Identifies a function body during one conversion (bodies are boxed: they do not
/// move while their ops convert).
fn body_key(body: &Body) -> usize {
    body as *const Body as usize
}

/// Upstream's `ConstantOpLowering`: `llvm.mlir.addressof` of the function.
fn lower_constant(
    conv: LlvmTypeConverter,
) -> impl Fn(OpId, &[ValueId], Rw<'_, '_>) -> LogicalResult {
    move |op, _, rw| {
        let ctx = rw.ctx;
        let loc = rw.body.loc(op);
        let t = rw.body.value_type(rw.body.result(op, 0));
        let Some(ty) = conv
            .convert_type(ctx, t)
            .filter(|t| lt::is_compatible_type(ctx, *t))
        else {
            return rw.notify_match_failure(loc, || "failed to convert result type".into());
        };
        let mut attrs = op_attrs(rw, op);
        let Some(i) = attrs.iter().position(|(n, _)| n == "value") else {
            return Err(());
        };
        let (_, value) = attrs.remove(i);
        attrs.insert(0, ("global_name".to_string(), value));
        let new = create_op(rw, loc, "llvm.mlir.addressof", &[], &[ty], &refs(&attrs));
        let v = rw.body.result(new, 0);
        rw.replace_op(op, &[v]);
        Ok(())
    }
}

/// The patterns of the body ops (upstream's `populateFuncToLLVMConversionPatterns` but
/// the `func.func` one, which [`convert_functions`] stands for).
pub fn populate_patterns(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    bare: bool,
    functions: &FunctionsInfo,
    set: &mut ConversionPatternSet,
) {
    let tc = Some(conv.converter.clone());
    set.add(
        ctx,
        Some("func.call_indirect"),
        1,
        "CallIndirectOpLowering",
        tc.clone(),
        lower_call(conv.clone(), false, functions.decls.clone()),
    );
    set.add(
        ctx,
        Some("func.call"),
        1,
        "CallOpLowering",
        tc.clone(),
        lower_call(conv.clone(), bare, functions.decls.clone()),
    );
    set.add(
        ctx,
        Some("func.constant"),
        1,
        "ConstantOpLowering",
        tc.clone(),
        lower_constant(conv.clone()),
    );
    set.add(
        ctx,
        Some("func.return"),
        1,
        "ReturnOpLowering",
        tc,
        lower_return(
            conv.clone(),
            bare,
            functions.bare_bodies.clone(),
            functions.decls.clone(),
        ),
    );
}

/// What the body patterns need to know of the module: the bodies of the functions
/// using the bare-pointer convention by their `llvm.bareptr` attribute, and the
/// declarations they ask for.
pub struct FunctionsInfo {
    bare_bodies: Arc<HashSet<usize>>,
    decls: SharedFuncDecls,
}

impl FunctionsInfo {
    fn new(ctx: &Context, module: &mut Body, snapshots: &[FunctionSnapshot]) -> Self {
        let decls = SharedFuncDecls::for_module(ctx, module);
        let mut bare = HashSet::new();
        for s in snapshots {
            let Some(parent) = body_at(module, &s.path) else {
                continue;
            };
            if discardable(ctx, parent, s.op, BARE_PTR).is_some() {
                if let Some(fb) = parent.isolated_body(s.op) {
                    bare.insert(body_key(fb));
                }
            }
        }
        FunctionsInfo {
            bare_bodies: Arc::new(bare),
            decls,
        }
    }
}

/// Creates op `name` with `b`, its named attributes going to properties where it has
/// them, the non-optional properties with defaults set.
fn build(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    attrs: &[(&str, Attribute)],
) -> OpId {
    let spec = op_spec(ctx, loc, name, operands, results, attrs);
    b.create(spec)
}

/// The dictionaries of an `arg_attrs` / `res_attrs` array (`None` when absent).
fn dicts(ctx: &Context, a: Option<Attribute>) -> Option<Vec<Attribute>> {
    match ctx.attr_kind(a?) {
        AttrKind::Array(v) => Some(v.to_vec()),
        _ => None,
    }
}

fn is_empty_dict(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dictionary(d) if d.is_empty())
}

/// The array of `dicts`, or `None` when they are all empty (upstream's
/// `setAllArgAttrDicts` removes the attribute then).
fn attr_array(ctx: &Context, dicts: &[Attribute]) -> Option<Attribute> {
    dicts
        .iter()
        .any(|d| !is_empty_dict(ctx, *d))
        .then(|| ctx.array_attr(dicts))
}

fn empty_dict(ctx: &Context) -> Attribute {
    ctx.dict_attr(Vec::new()).expect("empty dictionary")
}

/// Upstream's argument attribute propagation: the typed LLVM attributes convert their
/// type; an argument that became several gets empty dictionaries.
fn convert_arg_attrs(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    arg_attrs: &[Attribute],
    inputs: &[Vec<Type>],
) -> Vec<Attribute> {
    let mut out = Vec::new();
    for (i, converted) in inputs.iter().enumerate() {
        let entries: Vec<NamedAttr> = arg_attrs
            .get(i)
            .map(|d| ctx.dict_entries(*d).to_vec())
            .unwrap_or_default();
        if converted.len() != 1 {
            out.extend(converted.iter().map(|_| empty_dict(ctx)));
            continue;
        }
        let entries = entries
            .into_iter()
            .map(|(n, a)| {
                if !TYPED_ARG_ATTRS.contains(&ctx.ident_str(n)) {
                    return (n, a);
                }
                match ctx.attr_kind(a) {
                    AttrKind::Type(t) => match conv.convert_type(ctx, *t) {
                        Some(t) => (n, ctx.type_attr(t)),
                        None => (n, a),
                    },
                    _ => (n, a),
                }
            })
            .collect();
        out.push(ctx.dict_attr(entries).unwrap_or_else(|_| empty_dict(ctx)));
    }
    out
}

/// What the pass needs to know of a function before converting its body ops: where it
/// is (the isolated ops leading to its body from the root body), and the casts already
/// using its entry block arguments (those the body conversion adds fold away).
pub struct FunctionSnapshot {
    path: Vec<OpId>,
    op: OpId,
    casts: HashSet<OpId>,
}

/// The `func.func`s under `root` in pre-order (in nested modules too), with their casts.
pub fn snapshot_functions(ctx: &Context, root: &Body) -> Vec<FunctionSnapshot> {
    let mut out = Vec::new();
    snapshot_body(ctx, root, &mut Vec::new(), &mut out);
    out
}

fn snapshot_body(
    ctx: &Context,
    body: &Body,
    path: &mut Vec<OpId>,
    out: &mut Vec<FunctionSnapshot>,
) {
    let mut ops = Vec::new();
    for &r in body.root_regions() {
        body.walk_region(r, |o| ops.push(o));
    }
    for op in ops {
        let Some(nested) = body.isolated_body(op) else {
            continue;
        };
        if ctx.op_name_str(body.op_name(op)) != "func.func" {
            path.push(op);
            snapshot_body(ctx, nested, path, out);
            path.pop();
            continue;
        }
        let mut casts = HashSet::new();
        if let Some(entry) = nested
            .root_regions()
            .first()
            .and_then(|r| nested.entry_block(*r))
        {
            for a in nested.block_args(entry) {
                for (u, _) in nested.uses(*a) {
                    if ctx.op_name_str(nested.op_name(u)) == CAST {
                        casts.insert(u);
                    }
                }
            }
        }
        out.push(FunctionSnapshot {
            path: path.clone(),
            op,
            casts,
        });
    }
}

/// What [`function_signature`] reads and converts.
struct FuncInfo {
    inputs: Vec<Type>,
    results: Vec<Type>,
    varargs: bool,
    bare: bool,
    sig: super::llvm_common::func_signature::FunctionSignature,
}

/// The signature of `func.func` `f` (its function type's inputs and results), whether it
/// is variadic and uses the bare-pointer convention, and its conversion.
fn function_signature(
    ctx: &Context,
    body: &Body,
    f: OpId,
    conv: &LlvmTypeConverter,
    bare_option: bool,
) -> Option<FuncInfo> {
    let props = &body.op(f).props;
    let fty = match crate::func::prop(props, crate::func::FUNCTION_TYPE).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return None,
    };
    let TypeKind::Function { inputs, results } = ctx.type_kind(fty).clone() else {
        return None;
    };
    let varargs = discardable(ctx, body, f, VARARGS) == Some(ctx.bool_attr(true));
    let bare = bare_option || discardable(ctx, body, f, BARE_PTR).is_some();
    let sig = convert_function_signature(ctx, conv, &inputs, &results, varargs, bare)?;
    Some(FuncInfo {
        inputs: inputs.to_vec(),
        results: results.to_vec(),
        varargs,
        bare,
        sig,
    })
}

/// The casts [`convert_block_signatures`] made in one function body.
pub struct BlockCasts(Vec<Vec<OpId>>);

/// Gives the arguments of the non-entry blocks of each function that will convert their
/// converted types before its body ops convert (upstream's `convertRegionTypes` in
/// `FuncOpConversion`, which runs first there), each argument's other uses seeing a cast
/// back to its old type at the block start. Blocks of nested regions keep theirs.
pub fn convert_block_signatures(
    ctx: &Context,
    module: &mut Body,
    conv: &LlvmTypeConverter,
    bare_option: bool,
    snapshots: &[FunctionSnapshot],
) -> BlockCasts {
    let mut out = Vec::with_capacity(snapshots.len());
    for s in snapshots {
        let mut casts = Vec::new();
        if let Some(module_body) = body_at(module, &s.path) {
            if function_signature(ctx, module_body, s.op, conv, bare_option).is_some() {
                if let Some(fb) = module_body.isolated_body_mut(s.op) {
                    convert_non_entry_blocks(ctx, fb, conv, &mut casts);
                }
            }
        }
        out.push(casts);
    }
    BlockCasts(out)
}

fn convert_non_entry_blocks(
    ctx: &Context,
    body: &mut Body,
    conv: &LlvmTypeConverter,
    casts: &mut Vec<OpId>,
) {
    let Some(&region) = body.root_regions().first() else {
        return;
    };
    let blocks: Vec<BlockId> = body.region_blocks(region).skip(1).collect();
    for block in blocks {
        let args: Vec<ValueId> = body.block_args(block).to_vec();
        for a in args {
            let ot = body.value_type(a);
            let Some(nt) = conv.convert_type(ctx, ot) else {
                continue;
            };
            if nt == ot {
                continue;
            }
            let loc = body.value(a).loc.unwrap_or_else(|| ctx.unknown_loc());
            let p = body.create_placeholder(ot);
            body.replace_all_uses(a, p);
            body.set_value_type(a, nt);
            let mut b = Builder::at(body, InsertPoint::BlockStart(block));
            let cast = build(ctx, &mut b, loc, CAST, &[a], &[ot], &[]);
            let v = body.result(cast, 0);
            body.replace_all_uses(p, v);
            body.erase_placeholder(p);
            casts.push(cast);
        }
    }
}

/// Erases the casts of [`convert_block_signatures`] that the conversion left unused
/// (upstream's unused argument materializations disappear).
fn erase_dead_casts(module: &mut Body, snapshots: &[FunctionSnapshot], casts: &BlockCasts) {
    for (s, casts) in snapshots.iter().zip(&casts.0) {
        if casts.is_empty() {
            continue;
        }
        let Some(fb) = body_at(module, &s.path).and_then(|b| b.isolated_body_mut(s.op)) else {
            continue;
        };
        for &c in casts {
            if fb.contains_op(c) && !fb.has_uses(fb.result(c, 0)) {
                fb.erase_op(c);
            }
        }
    }
}

fn discardable(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    body.attr(op, ctx.ident(name))
}

/// Converts the functions of `snapshots` (upstream's `FuncOpConversion`); diagnostics
/// of functions that stay are pushed to `diags`.
pub fn convert_functions(
    ctx: &Context,
    module: &mut Body,
    conv: &LlvmTypeConverter,
    bare_option: bool,
    snapshots: &[FunctionSnapshot],
    diags: &mut Vec<Diagnostic>,
) {
    for s in snapshots {
        let Some(body) = body_at(module, &s.path) else {
            continue;
        };
        if !body.contains_op(s.op) {
            continue;
        }
        if let Err(Some(d)) = convert_function(ctx, body, conv, bare_option, s) {
            diags.push(d);
        }
    }
}

fn body_at<'b>(root: &'b mut Body, path: &[OpId]) -> Option<&'b mut Body> {
    match path.split_first() {
        None => Some(root),
        Some((&o, rest)) => body_at(root.isolated_body_mut(o)?, rest),
    }
}

/// `Err(None)`: the function stays silently (its signature does not convert).
fn convert_function(
    ctx: &Context,
    module: &mut Body,
    conv: &LlvmTypeConverter,
    bare_option: bool,
    s: &FunctionSnapshot,
) -> Result<(), Option<Diagnostic>> {
    let f = s.op;
    let props = module.op(f).props.clone();
    let prop = |i| crate::func::prop(&props, i);
    let Some(FuncInfo {
        inputs,
        results,
        varargs,
        bare,
        sig,
    }) = function_signature(ctx, module, f, conv, bare_option)
    else {
        return Err(None);
    };
    let mut linkage = la::linkage_external(ctx);
    if let Some(a) = discardable(ctx, module, f, LINKAGE) {
        if !la::LINKAGE_ATTR.is(ctx, a) {
            return Err(Some(op_diagnostic(
                ctx,
                module,
                f,
                format!("Contains {LINKAGE} attribute not of type LLVM::LinkageAttr"),
            )));
        }
        linkage = a;
    }
    let mut memory = None;
    if let Some(a) = discardable(ctx, module, f, READNONE) {
        if a != ctx.unit_attr() {
            return Err(Some(op_diagnostic(
                ctx,
                module,
                f,
                format!("Contains {READNONE} attribute not of type UnitAttr"),
            )));
        }
        memory = Some(dialect_attr(
            ctx,
            "llvm",
            "memory_effects<other = none, argMem = none, inaccessibleMem = none>",
        ));
    }
    let emit_c = !bare && discardable(ctx, module, f, EMIT_C_INTERFACE) == Some(ctx.unit_attr());
    if emit_c && varargs {
        return Err(Some(op_diagnostic(
            ctx,
            module,
            f,
            "C interface for variadic functions is not supported yet.",
        )));
    }
    let filtered: Vec<(String, Attribute)> = module
        .attrs(f)
        .iter()
        .map(|(n, a)| (ctx.ident_str(*n).to_string(), *a))
        .filter(|(n, _)| n != LINKAGE && n != VARARGS && n != READNONE)
        .collect();
    let name = prop(crate::func::SYM_NAME).ok_or(None)?;
    let visibility = prop(crate::func::SYM_VISIBILITY);
    let arg_attrs = dicts(ctx, prop(crate::func::ARG_ATTRS));
    let res_attrs = dicts(ctx, prop(crate::func::RES_ATTRS));
    let loc = module.loc(f);

    let mut attrs: Vec<(&str, Attribute)> = vec![
        ("sym_name", name),
        ("function_type", ctx.type_attr(sig.llvm_type)),
        ("linkage", linkage),
    ];
    attrs.extend(refs(&filtered));
    if let Some(v) = visibility {
        attrs.push(("sym_visibility", v));
    }
    if let Some(m) = memory {
        attrs.push(("memory", m));
    }
    if results.len() == 1 {
        if let Some(a) = res_attrs.as_deref().and_then(|r| attr_array(ctx, r)) {
            attrs.push(("res_attrs", a));
        }
    }
    if let Some(a) = arg_attrs
        .as_deref()
        .and_then(|d| attr_array(ctx, &convert_arg_attrs(ctx, conv, d, &sig.inputs)))
    {
        attrs.push(("arg_attrs", a));
    }
    let mut nested = module.take_isolated_body(f).ok_or(None)?;
    let entry = nested
        .root_regions()
        .first()
        .and_then(|r| nested.entry_block(*r));
    if let Some(entry) = entry {
        convert_entry_block(ctx, conv, &mut nested, entry, &sig.inputs, &s.casts);
    }
    let spec = op_spec(ctx, loc, "llvm.func", &[], &[], &attrs);
    let new = module.create_isolated_op(spec, nested);
    module.insert_op(new, InsertPoint::Before(f));

    if emit_c {
        let wrapper = CWrapper {
            ctx,
            conv,
            name: match ctx.attr_kind(name) {
                AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                _ => String::new(),
            },
            inputs: &inputs,
            results: &results,
            filtered: &filtered,
            visibility,
            arg_attrs: arg_attrs.as_deref(),
            res_attrs: res_attrs.as_deref(),
            loc,
        };
        if entry.is_some() {
            wrapper.wrap_for_external_callers(module, new, sig.llvm_type);
        } else {
            wrapper.wrap_external_function(module, new, sig.llvm_type);
        }
    }
    module.erase_op(f);
    Ok(())
}

/// Gives the entry block arguments their converted types (upstream's signature
/// conversion with its argument materializations). A non-memref argument changes type in
/// place: casts to the new type the body conversion made fold away; other uses see a
/// cast back to the old type. A memref argument is replaced by the arguments of its
/// converted types; when it has uses, they see the descriptor packed from them (or, with
/// the bare-pointer convention, built around the pointer) cast back to the memref type,
/// followed by a cast of that to the descriptor type (upstream's target
/// materialization, taken over by the body conversion's cast when there is one).
/// Materializations go to the block start, argument after argument, as upstream's.
fn convert_entry_block(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    body: &mut Body,
    entry: BlockId,
    inputs: &[Vec<Type>],
    pre_casts: &HashSet<OpId>,
) {
    let args: Vec<ValueId> = body.block_args(entry).to_vec();
    let mut pos = 0;
    for (a, new_tys) in args.iter().zip(inputs) {
        let ot = body.value_type(*a);
        let loc = body.value(*a).loc.unwrap_or_else(|| ctx.unknown_loc());
        if is_memref(ctx, ot) {
            let new_args: Vec<ValueId> = new_tys
                .iter()
                .enumerate()
                .map(|(j, t)| body.insert_block_arg(entry, pos + 1 + j, *t, loc))
                .collect();
            if body.has_uses(*a) {
                materialize_memref_arg(ctx, conv, body, entry, *a, &new_args, pre_casts);
            }
            body.erase_block_arg(entry, pos);
            pos += new_tys.len();
            continue;
        }
        pos += 1;
        let [nt] = new_tys[..] else { continue };
        if ot == nt {
            continue;
        }
        let users: Vec<OpId> = body.uses(*a).map(|(u, _)| u).collect();
        let p = body.create_placeholder(ot);
        body.replace_all_uses(*a, p);
        body.set_value_type(*a, nt);
        let mut seen = HashSet::new();
        for u in users {
            if !seen.insert(u) || pre_casts.contains(&u) {
                continue;
            }
            if ctx.op_name_str(body.op_name(u)) != CAST
                || body.operands(u).len() != 1
                || body.results(u).len() != 1
            {
                continue;
            }
            let r = body.result(u, 0);
            if body.value_type(r) == nt {
                body.replace_all_uses(r, *a);
                body.erase_op(u);
            }
        }
        if body.has_uses(p) {
            let mut b = Builder::at(body, InsertPoint::BlockStart(entry));
            let cast = build(ctx, &mut b, loc, CAST, &[*a], &[ot], &[]);
            let v = body.result(cast, 0);
            body.replace_all_uses(p, v);
        }
        body.erase_placeholder(p);
    }
}

/// The argument materialization of memref argument `old` from `new_args` (see
/// [`convert_entry_block`]); `old` is left without uses.
fn materialize_memref_arg(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    body: &mut Body,
    entry: BlockId,
    old: ValueId,
    new_args: &[ValueId],
    pre_casts: &HashSet<OpId>,
) {
    let ot = body.value_type(old);
    let loc = body.value(old).loc.unwrap_or_else(|| ctx.unknown_loc());
    let Some(desc_ty) = conv.convert_type(ctx, ot) else {
        return;
    };
    let ip = match body.first_op(entry) {
        Some(first) => InsertPoint::Before(first),
        None => InsertPoint::BlockEnd(entry),
    };
    // The body conversion's casts of the argument to its descriptor type.
    let converted: Vec<OpId> = body
        .uses(old)
        .map(|(u, _)| u)
        .filter(|u| {
            !pre_casts.contains(u)
                && ctx.op_name_str(body.op_name(*u)) == CAST
                && body.operands(*u).len() == 1
                && body.results(*u).len() == 1
                && body.value_type(body.result(*u, 0)) == desc_ty
        })
        .collect();
    let mut b = Builder::at(body, ip);
    let is_bare =
        new_args.len() == 1 && !matches!(ctx.type_kind(ot), TypeKind::UnrankedMemRef { .. });
    let desc = if is_bare {
        from_static_shape(ctx, &mut b, loc, ot, desc_ty, new_args[0])
    } else {
        pack(ctx, &mut b, loc, ot, desc_ty, new_args)
    };
    let arg_mat = build(ctx, &mut b, loc, CAST, &[desc], &[ot], &[]);
    let arg_mat = body.result(arg_mat, 0);
    body.replace_all_uses(old, arg_mat);
    let mut target = None;
    for u in converted {
        let r = body.result(u, 0);
        match target {
            None => {
                body.move_op(
                    u,
                    InsertPoint::After(body.defining_op(arg_mat).expect("cast")),
                );
                target = Some(r);
            }
            Some(t) => {
                body.replace_all_uses(r, t);
                body.erase_op(u);
            }
        }
    }
    if target.is_none() {
        let after = body.defining_op(arg_mat).expect("cast");
        let mut b = Builder::at(body, InsertPoint::After(after));
        build(ctx, &mut b, loc, CAST, &[arg_mat], &[desc_ty], &[]);
    }
}

/// The `_mlir_ciface_` wrappers of a function (upstream's `wrapForExternalCallers` and
/// `wrapExternalFunction`).
struct CWrapper<'a> {
    ctx: &'a Context,
    conv: &'a LlvmTypeConverter,
    name: String,
    inputs: &'a [Type],
    results: &'a [Type],
    filtered: &'a [(String, Attribute)],
    visibility: Option<Attribute>,
    arg_attrs: Option<&'a [Attribute]>,
    res_attrs: Option<&'a [Attribute]>,
    loc: Location,
}

fn func_params(ctx: &Context, t: Type) -> (Type, Vec<Type>) {
    match lt::decode(ctx, t) {
        Some(lt::LlvmType::Func { result, params, .. }) => (result, params),
        _ => (t, Vec::new()),
    }
}

impl CWrapper<'_> {
    /// The wrapper declaration's op, without body, or `None` when its type does not
    /// convert (it did for the function itself).
    fn wrapper_spec(&self, wrapper_ty: Type, result_struct: bool) -> OpSpec<'static> {
        let ctx = self.ctx;
        let name = ctx.string_attr(&format!("_mlir_ciface_{}", self.name));
        let mut attrs: Vec<(&str, Attribute)> = vec![
            ("sym_name", name),
            ("function_type", ctx.type_attr(wrapper_ty)),
        ];
        attrs.extend(refs(self.filtered));
        // Upstream's `propagateArgResAttrs`.
        if !result_struct {
            if let Some(a) = self.res_attrs.and_then(|r| attr_array(ctx, r)) {
                attrs.push(("res_attrs", a));
            }
            if let Some(a) = self.arg_attrs.and_then(|r| attr_array(ctx, r)) {
                attrs.push(("arg_attrs", a));
            }
        } else if let Some(args) = self.arg_attrs {
            let mut all = vec![empty_dict(ctx)];
            all.extend_from_slice(args);
            if let Some(a) = attr_array(ctx, &all) {
                attrs.push(("arg_attrs", a));
            }
        }
        if let Some(v) = self.visibility {
            attrs.push(("sym_visibility", v));
        }
        op_spec(ctx, self.loc, "llvm.func", &[], &[], &attrs)
    }

    fn wrapper_type(&self) -> Option<(Type, Option<Type>)> {
        convert_function_type_c_wrapper(self.ctx, self.conv, self.inputs, self.results)
    }

    /// A body with an entry block of `params` for a new function.
    fn new_body(&self, params: &[Type]) -> (Box<Body>, BlockId) {
        let mut body = Body::new(1);
        let region = body.root_regions()[0];
        let args: Vec<_> = params.iter().map(|t| (*t, self.loc)).collect();
        let entry = body.create_block(&args);
        body.append_block(region, entry);
        (Box::new(body), entry)
    }

    /// Upstream's `wrapForExternalCallers`: a wrapper calling the function.
    fn wrap_for_external_callers(&self, module: &mut Body, func: OpId, func_ty: Type) {
        let ctx = self.ctx;
        let Some((wrapper_ty, result_struct)) = self.wrapper_type() else {
            return;
        };
        let (_, params) = func_params(ctx, wrapper_ty);
        let (func_result, _) = func_params(ctx, func_ty);
        let (mut body, entry) = self.new_body(&params);
        {
            let loc = self.loc;
            let args: Vec<ValueId> = body.block_args(entry).to_vec();
            let offset = usize::from(result_struct.is_some());
            let mut b = Builder::at(&mut body, InsertPoint::BlockEnd(entry));
            let mut call_args = Vec::new();
            for (t, arg) in self.inputs.iter().zip(&args[offset..]) {
                if !is_memref(ctx, *t) {
                    call_args.push(*arg);
                    continue;
                }
                let desc_ty = self.conv.convert_type(ctx, *t).expect("converted memref");
                let load = build(ctx, &mut b, loc, "llvm.load", &[*arg], &[desc_ty], &[]);
                let desc = b.body.result(load, 0);
                call_args.extend(unpack(ctx, &mut b, loc, *t, desc));
            }
            let callee = ctx.flat_symbol_ref(ctx.ident(&self.name));
            let res: Vec<Type> = if lt::is_void(ctx, func_result) {
                vec![]
            } else {
                vec![func_result]
            };
            let call = build(
                ctx,
                &mut b,
                loc,
                "llvm.call",
                &call_args,
                &res,
                &[("callee", callee)],
            );
            let results: Vec<ValueId> = b.body.results(call).to_vec();
            if result_struct.is_some() {
                build(
                    ctx,
                    &mut b,
                    loc,
                    "llvm.store",
                    &[results[0], args[0]],
                    &[],
                    &[],
                );
                build(ctx, &mut b, loc, "llvm.return", &[], &[], &[]);
            } else {
                build(ctx, &mut b, loc, "llvm.return", &results, &[], &[]);
            }
        }
        let spec = self.wrapper_spec(wrapper_ty, result_struct.is_some());
        let w = module.create_isolated_op(spec, body);
        module.insert_op(w, InsertPoint::After(func));
    }

    /// `llvm.mlir.constant(1 : index)`.
    fn index_one(&self, b: &mut Builder<'_>) -> ValueId {
        let ctx = self.ctx;
        let idx = ctx.index_type();
        let i = self.conv.convert_type(ctx, idx).unwrap_or(idx);
        let one = build(
            ctx,
            b,
            self.loc,
            "llvm.mlir.constant",
            &[],
            &[i],
            &[("value", ctx.int_attr(idx, 1))],
        );
        b.body.result(one, 0)
    }

    /// Upstream's `wrapExternalFunction`: a wrapper declaration, and a private body for
    /// the function calling it.
    fn wrap_external_function(&self, module: &mut Body, func: OpId, func_ty: Type) {
        let ctx = self.ctx;
        let Some((wrapper_ty, result_struct)) = self.wrapper_type() else {
            return;
        };
        let spec = self.wrapper_spec(wrapper_ty, result_struct.is_some());
        let w = module.create_isolated_op(spec, Box::new(Body::new(1)));
        module.insert_op(w, InsertPoint::After(func));

        let (func_result, params) = func_params(ctx, func_ty);
        let (wrapper_result, _) = func_params(ctx, wrapper_ty);
        if let Some(k) = ctx
            .op_info(module.op_name(func))
            .and_then(|i| i.prop_index("linkage"))
        {
            module.set_prop(func, k, Some(la::LINKAGE_ATTR.get(ctx, 0)));
        }
        let body = module.isolated_body_mut(func).expect("llvm.func body");
        let region = body.root_regions()[0];
        let args: Vec<_> = params.iter().map(|t| (*t, self.loc)).collect();
        let entry = body.create_block(&args);
        body.append_block(region, entry);
        let loc = self.loc;
        let fargs: Vec<ValueId> = body.block_args(entry).to_vec();
        let mut b = Builder::at(body, InsertPoint::BlockEnd(entry));
        let mut call_args = Vec::new();
        if let Some(st) = result_struct {
            let one = self.index_one(&mut b);
            let ptr = lt::ptr(ctx, 0);
            let alloca = build(
                ctx,
                &mut b,
                loc,
                "llvm.alloca",
                &[one],
                &[ptr],
                &[("elem_type", ctx.type_attr(st))],
            );
            call_args.push(b.body.result(alloca, 0));
        }
        let mut rest = &fargs[..];
        for t in self.inputs {
            if !is_memref(ctx, *t) {
                call_args.push(rest[0]);
                rest = &rest[1..];
                continue;
            }
            let n = super::llvm_common::func_signature::unpacked_descriptor_positions(ctx, *t)
                .map_or(0, |p| p.len());
            let desc_ty = self.conv.convert_type(ctx, *t).expect("converted memref");
            let desc = pack(ctx, &mut b, loc, *t, desc_ty, &rest[..n]);
            rest = &rest[n..];
            let one = self.index_one(&mut b);
            let ptr = lt::ptr(ctx, 0);
            let alloca = build(
                ctx,
                &mut b,
                loc,
                "llvm.alloca",
                &[one],
                &[ptr],
                &[("elem_type", ctx.type_attr(desc_ty))],
            );
            let alloca = b.body.result(alloca, 0);
            build(ctx, &mut b, loc, "llvm.store", &[desc, alloca], &[], &[]);
            call_args.push(alloca);
        }
        let callee = ctx.flat_symbol_ref(ctx.ident(&format!("_mlir_ciface_{}", self.name)));
        let res: Vec<Type> = if lt::is_void(ctx, wrapper_result) {
            vec![]
        } else {
            vec![wrapper_result]
        };
        let call = build(
            ctx,
            &mut b,
            loc,
            "llvm.call",
            &call_args,
            &res,
            &[("callee", callee)],
        );
        let results: Vec<ValueId> = b.body.results(call).to_vec();
        if let Some(st) = result_struct {
            let load = build(ctx, &mut b, loc, "llvm.load", &[call_args[0]], &[st], &[]);
            let v = b.body.result(load, 0);
            build(ctx, &mut b, loc, "llvm.return", &[v], &[], &[]);
        } else {
            let _ = func_result;
            build(ctx, &mut b, loc, "llvm.return", &results, &[], &[]);
        }
    }
}

pub struct ConvertFuncToLlvm {
    options: PassOptions,
}

const DESCRIPTION: &str = "Convert from the Func dialect to the LLVM dialect";
const BARE_PTR_HELP: &str =
    "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-func-to-llvm",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertFuncToLlvm {
                options: PassOptions::new()
                    .with(
                        "use-bare-ptr-memref-call-conv",
                        BARE_PTR_HELP,
                        OptValue::Bool(false),
                    )
                    .with("index-bitwidth", INDEX_BITWIDTH_HELP, OptValue::UInt(0)),
            })
        },
    }
}

impl Pass for ConvertFuncToLlvm {
    fn name(&self) -> &'static str {
        "ConvertFuncToLLVMPass"
    }
    fn argument(&self) -> &'static str {
        "convert-func-to-llvm"
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
        let opts =
            LowerToLlvmOptions::from_data_layout(cx, op, self.options.uint("index-bitwidth"));
        let bare = self.options.bool("use-bare-ptr-memref-call-conv");
        let conv = LlvmTypeConverter::new(opts);
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        // Upstream's pass lowers arith and cf too.
        let extra = |ctx: &Context,
                     conv: &LlvmTypeConverter,
                     _: &SharedFuncDecls,
                     set: &mut ConversionPatternSet| {
            arith_to_llvm::populate_patterns(ctx, conv, set)
        };
        lower_module(ctx, body, &conv, bare, true, &extra, &mut |d| cx.emit(d))
    }
}

/// The module-level lowering of `convert-func-to-llvm` (and of `convert-to-llvm` when it
/// includes func): the func patterns, the cf ones when `with_cf`, and `extra`, in one partial
/// conversion of `body`, then each function rebuilt as an `llvm.func`.
pub(crate) fn lower_module(
    ctx: &Context,
    body: &mut Body,
    conv: &LlvmTypeConverter,
    bare: bool,
    with_cf: bool,
    extra: &dyn Fn(&Context, &LlvmTypeConverter, &SharedFuncDecls, &mut ConversionPatternSet),
    emit: &mut dyn FnMut(rmlir_ir::Diagnostic),
) -> Result<(), ()> {
    let snapshots = snapshot_functions(ctx, body);
    let functions = FunctionsInfo::new(ctx, body, &snapshots);
    let mut patterns = ConversionPatternSet::new();
    populate_patterns(ctx, conv, bare, &functions, &mut patterns);
    extra(ctx, conv, &functions.decls, &mut patterns);
    let cf = with_cf.then(|| super::cf_to_llvm::CfLowering::new(ctx, body));
    if let Some(cf) = &cf {
        cf.populate(ctx, conv, &mut patterns);
    }
    let target = llvm_conversion_target();
    let block_casts = convert_block_signatures(ctx, body, conv, bare, &snapshots);
    if let Err(diags) = apply_partial_conversion(ctx, body, &target, &patterns) {
        for d in diags {
            emit(d);
        }
        return Err(());
    }
    erase_dead_casts(body, &snapshots, &block_casts);
    functions.decls.declare_all(ctx, body);
    if let Some(cf) = cf {
        cf.finish(ctx, body);
    }
    let mut diags = Vec::new();
    convert_functions(ctx, body, conv, bare, &snapshots, &mut diags);
    for d in diags {
        emit(d);
    }
    Ok(())
}
