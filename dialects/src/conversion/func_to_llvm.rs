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
//! How it runs: the conversion framework converts ops within one isolated body, and a
//! function is an isolated op. So the body ops are converted first (a partial conversion
//! of the module), then each function whose signature converts is replaced by an
//! `llvm.func` that takes over its body, whose entry block arguments change type in
//! place: the target materializations the first step made for them fold away, the other
//! uses see a cast back to the old type (upstream's argument materializations, in the same
//! order). Functions whose signature does not convert stay `func.func`, as upstream's
//! pattern failing.
//!
//! Not done yet: memref arguments and results (no memref descriptors: such functions
//! stay, their calls and returns too), the `cf` patterns upstream adds to this pass (and
//! so the conversion of non-entry block arguments), the `llvm.bareptr` attribute of
//! callees (the option is accepted; it only matters for memrefs, and disables C
//! wrappers), and the `llvm.data_layout` check.

use super::arith_to_llvm::{self, INDEX_BITWIDTH_HELP};
use super::llvm_common::func_signature::{
    convert_calling_convention_type, convert_function_signature, convert_function_type_c_wrapper,
    pack_function_results,
};
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
) -> impl Fn(OpId, &[ValueId], Rw<'_, '_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        // Calls pass operands in the calling convention of the signatures, which cannot
        // convert memrefs yet: such a call stays, as its callee does.
        let operand_types: Vec<Type> = rw
            .body
            .operands(op)
            .map(|v| rw.body.value_type(v))
            .collect();
        if operand_types
            .iter()
            .any(|t| convert_calling_convention_type(ctx, &conv, *t, bare).is_none())
        {
            return Err(());
        }
        let results = value_types(rw.body, rw.body.results(op));
        let packed = if results.is_empty() {
            None
        } else {
            Some(pack_function_results(ctx, &conv, &results, bare).ok_or(())?)
        };
        let attrs = op_attrs(rw, op);
        let loc = rw.body.loc(op);
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
        rw.replace_op(op, &vals);
        Ok(())
    }
}

/// Upstream's `ReturnOpLowering`: `llvm.return` of nothing, the one value, or the
/// results packed into a struct.
fn lower_return(
    conv: LlvmTypeConverter,
    bare: bool,
) -> impl Fn(OpId, &[ValueId], Rw<'_, '_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let loc = rw.body.loc(op);
        let attrs = op_attrs(rw, op);
        let mut operands = operands.to_vec();
        if operands.len() > 1 {
            let orig: Vec<ValueId> = rw.body.operands(op).collect();
            let orig = value_types(rw.body, &orig);
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
    set: &mut ConversionPatternSet,
) {
    let tc = Some(conv.converter.clone());
    set.add(
        ctx,
        Some("func.call_indirect"),
        1,
        "CallIndirectOpLowering",
        tc.clone(),
        lower_call(conv.clone(), false),
    );
    set.add(
        ctx,
        Some("func.call"),
        1,
        "CallOpLowering",
        tc.clone(),
        lower_call(conv.clone(), bare),
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
        lower_return(conv.clone(), bare),
    );
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
    let fty = match prop(crate::func::FUNCTION_TYPE).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return Err(None),
    };
    let TypeKind::Function { inputs, results } = ctx.type_kind(fty).clone() else {
        return Err(None);
    };
    let varargs = discardable(ctx, module, f, VARARGS) == Some(ctx.bool_attr(true));
    let bare = bare_option || discardable(ctx, module, f, BARE_PTR).is_some();
    let Some(sig) = convert_function_signature(ctx, conv, &inputs, &results, varargs, bare) else {
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
        convert_entry_block(ctx, &mut nested, entry, &sig.inputs, &s.casts);
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

/// Gives the entry block arguments their converted types in place (one type each):
/// casts to the new type the body conversion made fold away; other uses see a cast back
/// to the old type, built at the block start in argument order (upstream's argument
/// materializations).
fn convert_entry_block(
    ctx: &Context,
    body: &mut Body,
    entry: BlockId,
    inputs: &[Vec<Type>],
    pre_casts: &HashSet<OpId>,
) {
    let args: Vec<ValueId> = body.block_args(entry).to_vec();
    for (a, new_tys) in args.iter().zip(inputs) {
        let [nt] = new_tys[..] else { continue };
        let ot = body.value_type(*a);
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
            let loc = body.value(*a).loc.unwrap_or_else(|| ctx.unknown_loc());
            let mut b = Builder::at(body, InsertPoint::BlockStart(entry));
            let cast = build(ctx, &mut b, loc, CAST, &[*a], &[ot], &[]);
            let v = body.result(cast, 0);
            body.replace_all_uses(p, v);
        }
        body.erase_placeholder(p);
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
            let call_args = args[offset..].to_vec();
            let mut b = Builder::at(&mut body, InsertPoint::BlockEnd(entry));
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
            let idx = ctx.index_type();
            let i = self.conv.convert_type(ctx, idx).unwrap_or(idx);
            let one = build(
                ctx,
                &mut b,
                loc,
                "llvm.mlir.constant",
                &[],
                &[i],
                &[("value", ctx.int_attr(idx, 1))],
            );
            let one = b.body.result(one, 0);
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
        call_args.extend(fargs);
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
            LowerToLlvmOptions::from_index_bitwidth_option(self.options.uint("index-bitwidth"));
        let bare = self.options.bool("use-bare-ptr-memref-call-conv");
        let conv = LlvmTypeConverter::new(opts);
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        // Upstream's pass lowers arith and cf too.
        let extra = |ctx: &Context, conv: &LlvmTypeConverter, set: &mut ConversionPatternSet| {
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
    extra: &dyn Fn(&Context, &LlvmTypeConverter, &mut ConversionPatternSet),
    emit: &mut dyn FnMut(rmlir_ir::Diagnostic),
) -> Result<(), ()> {
    let mut patterns = ConversionPatternSet::new();
    populate_patterns(ctx, conv, bare, &mut patterns);
    extra(ctx, conv, &mut patterns);
    let cf = with_cf.then(|| super::cf_to_llvm::CfLowering::new(ctx, body));
    if let Some(cf) = &cf {
        cf.populate(ctx, conv, &mut patterns);
    }
    let target = llvm_conversion_target();
    let snapshots = snapshot_functions(ctx, body);
    if let Err(diags) = apply_partial_conversion(ctx, body, &target, &patterns) {
        for d in diags {
            emit(d);
        }
        return Err(());
    }
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
