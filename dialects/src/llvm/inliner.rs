//! The `llvm` dialect's call interfaces and inliner interface (upstream 19's
//! `LLVMInlinerInterface`, `LLVMInlining.cpp`):
//!
//! - `llvm.call` is a `CallOpInterface` (direct calls name their callee, indirect ones call
//!   their first operand), `llvm.func` a `CallableOpInterface`;
//! - a call is legal to inline when it is an `llvm.call` of an `llvm.func`, the callee is
//!   cloned (never moved), has no `llvm.inalloca` argument, no personality and no
//!   disallowed passthrough attribute (`noduplicate`, `noinline`, `optnone`,
//!   `presplitcoroutine`, `returns_twice`, `strictfp`);
//! - ops are legal when pure or in upstream's allowlist of side-effecting ops;
//! - `llvm.return` becomes an `llvm.br` to the continuation, or its operands replace the
//!   call's results;
//! - the inlined entry block's allocas of constant size move to the caller's entry block
//!   (behind a fresh `llvm.mlir.constant` size), with `llvm.intr.lifetime.start/end`
//!   around the inlined code unless the alloca already has lifetime markers or is empty,
//!   and dynamic allocas bracket the inlined code with `llvm.intr.stacksave/stackrestore`.
//!
//! Not done: `byval` argument copies, `noalias` argument scopes, the deep cloning and
//! appending of alias scopes and access groups.

use super::types::{self as t, LlvmType};
use crate::conversion::llvm_common::op_spec;
use rmlir_ir::body::{BlockId, Body, InsertPoint, OpId, RegionId, ValueId};
use rmlir_ir::builder::Builder;
use rmlir_ir::dialect::Traits;
use rmlir_ir::interfaces::inliner::{DialectInlinerInterface, InlineSite};
use rmlir_ir::interfaces::{
    CallOpInterface, CallableOpInterface, Callee, DialectInterfaces, OpInterfaces,
};
use rmlir_ir::ods::prop;
use rmlir_ir::rewrite::fold::value_constant;
use rmlir_ir::{AttrKind, Context, Type};
use std::ops::Range;

/// The `llvm` call and inliner interfaces (list after [`super::LLVM`]).
pub static LLVM_INLINER_INTERFACES: DialectInterfaces = DialectInterfaces {
    namespace: "llvm",
    ops: op_interfaces,
    inliner: Some(&LlvmInliner),
};

fn op_interfaces() -> Vec<(&'static str, OpInterfaces)> {
    vec![
        (
            "llvm.call",
            OpInterfaces {
                call: Some(CallOpInterface {
                    callee: call_callee,
                    arg_operands: call_args,
                }),
                ..OpInterfaces::NONE
            },
        ),
        (
            "llvm.func",
            OpInterfaces {
                callable: Some(CallableOpInterface {
                    callable_region: func_region,
                    argument_types: func_inputs,
                    result_types: func_results,
                }),
                ..OpInterfaces::NONE
            },
        ),
    ]
}

fn call_callee(ctx: &Context, body: &Body, op: OpId) -> Option<Callee> {
    match prop(ctx, body, op, "callee") {
        Some(a) => Some(Callee::Symbol(a)),
        None => (body.num_operands(op) > 0).then(|| Callee::Value(body.operand(op, 0))),
    }
}

fn call_args(ctx: &Context, body: &Body, op: OpId) -> Range<usize> {
    let n = body.num_operands(op);
    if prop(ctx, body, op, "callee").is_some() {
        0..n
    } else {
        1.min(n)..n
    }
}

fn func_region(_: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let (rb, rs) = body.op_regions(op);
    rs.first().copied().filter(|r| !rb.region_is_empty(*r))
}

fn func_signature(ctx: &Context, body: &Body, op: OpId) -> Option<(Type, Vec<Type>, bool)> {
    let ty = super::func::function_type(ctx, body, op)?;
    match t::decode(ctx, ty)? {
        LlvmType::Func {
            result,
            params,
            vararg,
        } => Some((result, params, vararg)),
        _ => None,
    }
}

fn func_inputs(ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
    func_signature(ctx, body, op).map_or(Vec::new(), |s| s.1)
}

fn func_results(ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
    match func_signature(ctx, body, op) {
        Some((r, _, _)) if !t::is_void(ctx, r) => vec![r],
        _ => Vec::new(),
    }
}

/// Upstream's `LLVMInlinerInterface`.
pub struct LlvmInliner;

const DISALLOWED_FUNCTION_ATTRS: &[&str] = &[
    "noduplicate",
    "noinline",
    "optnone",
    "presplitcoroutine",
    "returns_twice",
    "strictfp",
];

const ALLOWED_SIDE_EFFECTING: &[&str] = &[
    "llvm.alloca",
    "llvm.intr.assume",
    "llvm.atomicrmw",
    "llvm.cmpxchg",
    "llvm.call",
    "llvm.call_intrinsic",
    "llvm.intr.dbg.declare",
    "llvm.intr.dbg.label",
    "llvm.intr.dbg.value",
    "llvm.fence",
    "llvm.inline_asm",
    "llvm.intr.lifetime.end",
    "llvm.intr.lifetime.start",
    "llvm.load",
    "llvm.intr.memcpy",
    "llvm.intr.memcpy.inline",
    "llvm.intr.memmove",
    "llvm.intr.memset",
    "llvm.intr.experimental.noalias.scope.decl",
    "llvm.intr.stackrestore",
    "llvm.intr.stacksave",
    "llvm.store",
    "llvm.unreachable",
];

fn is_pure(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_traits(body.op_name(op))
        .has(Traits::ALWAYS_SPECULATABLE)
        && rmlir_ir::rewrite::effects::is_memory_effect_free(ctx, body, op)
}

impl DialectInlinerInterface for LlvmInliner {
    fn is_legal_to_inline_call(
        &self,
        ctx: &Context,
        call_body: &Body,
        call: OpId,
        callable_body: &Body,
        callable: OpId,
        would_be_cloned: bool,
    ) -> bool {
        if !would_be_cloned
            || ctx.op_name_str(call_body.op_name(call)) != "llvm.call"
            || ctx.op_name_str(callable_body.op_name(callable)) != "llvm.func"
        {
            return false;
        }
        if let Some(a) = prop(ctx, callable_body, callable, "arg_attrs") {
            if let AttrKind::Array(dicts) = ctx.attr_kind(a) {
                for d in dicts.iter() {
                    if let AttrKind::Dictionary(entries) = ctx.attr_kind(*d) {
                        if entries
                            .iter()
                            .any(|(n, _)| ctx.ident_str(*n) == "llvm.inalloca")
                        {
                            return false;
                        }
                    }
                }
            }
        }
        if func_signature(ctx, callable_body, callable).is_some_and(|s| s.2)
            || prop(ctx, callable_body, callable, "no_inline").is_some()
            || prop(ctx, callable_body, callable, "personality").is_some()
        {
            return false;
        }
        if let Some(a) = prop(ctx, callable_body, callable, "passthrough") {
            if let AttrKind::Array(items) = ctx.attr_kind(a) {
                let disallowed = items.iter().any(|i| match ctx.attr_kind(*i) {
                    AttrKind::String { value, .. } => DISALLOWED_FUNCTION_ATTRS
                        .iter()
                        .any(|d| d.as_bytes() == &**value),
                    _ => false,
                });
                if disallowed {
                    return false;
                }
            }
        }
        true
    }

    fn is_legal_to_inline_region(
        &self,
        _: &Context,
        _: &Body,
        _: RegionId,
        _: &Body,
        _: RegionId,
        _: bool,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        _: &Body,
        _: RegionId,
        _: bool,
    ) -> bool {
        is_pure(ctx, body, op)
            || ALLOWED_SIDE_EFFECTING.contains(&ctx.op_name_str(body.op_name(op)))
    }

    fn handle_terminator_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        new_dest: BlockId,
    ) {
        if ctx.op_name_str(body.op_name(op)) != "llvm.return" {
            return;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let mut spec = op_spec(ctx, body.loc(op), "llvm.br", &operands, &[], &[]);
        spec.successors = std::slice::from_ref(&new_dest);
        let br = body.create_op(spec);
        body.insert_op(br, InsertPoint::Before(op));
        body.erase_op(op);
    }

    fn handle_terminator_values(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        values: &[ValueId],
    ) {
        if ctx.op_name_str(body.op_name(op)) != "llvm.return" {
            return;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        for (from, to) in values.iter().zip(operands) {
            body.replace_all_uses(*from, to);
        }
    }

    fn handle_argument(
        &self,
        ctx: &Context,
        site: &InlineSite<'_>,
        body: &mut Body,
        at: InsertPoint,
        _call: OpId,
        argument: ValueId,
        arg_attrs: Option<rmlir_ir::Attribute>,
    ) -> ValueId {
        let Some(AttrKind::Dictionary(entries)) = arg_attrs.map(|a| ctx.attr_kind(a)) else {
            return argument;
        };
        let get = |n: &str| {
            entries
                .iter()
                .find(|(k, _)| ctx.ident_str(*k) == n)
                .map(|(_, v)| *v)
        };
        let Some(AttrKind::Type(elem)) = get("llvm.byval").map(|a| ctx.attr_kind(a)) else {
            return argument;
        };
        let requested = get("llvm.align")
            .and_then(|a| int_value(ctx, a))
            .unwrap_or(1);
        handle_byval_argument(ctx, site, body, at, argument, *elem, requested)
    }

    fn process_inlined_call_blocks(
        &self,
        ctx: &Context,
        body: &mut Body,
        call: OpId,
        blocks: &[BlockId],
    ) {
        handle_inlined_allocas(ctx, body, call, blocks);
        append_call_metadata(ctx, body, call, blocks, &["alias_scopes", "noalias_scopes"]);
        append_call_metadata(ctx, body, call, blocks, &["access_groups"]);
    }
}

fn is_alloca(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)) == "llvm.alloca"
}

/// Whether the alloca's result reaches a lifetime marker, through bitcasts.
fn has_lifetime_markers(ctx: &Context, body: &Body, alloca: OpId) -> bool {
    let mut stack: Vec<OpId> = body.uses(body.result(alloca, 0)).map(|(o, _)| o).collect();
    while let Some(op) = stack.pop() {
        match ctx.op_name_str(body.op_name(op)) {
            "llvm.intr.lifetime.start" | "llvm.intr.lifetime.end" => return true,
            "llvm.bitcast" => stack.extend(body.uses(body.result(op, 0)).map(|(o, _)| o)),
            _ => {}
        }
    }
    false
}

/// The constant array size of an alloca (`None` when dynamic).
fn constant_size(ctx: &Context, body: &Body, alloca: OpId) -> Option<rmlir_ir::Attribute> {
    value_constant(ctx, body, body.operand(alloca, 0))
}

fn int_value(ctx: &Context, a: rmlir_ir::Attribute) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_u64(),
        _ => None,
    }
}

/// Upstream's `handleInlinedAllocas`.
fn handle_inlined_allocas(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    let Some(&callee_entry) = blocks.first() else {
        return;
    };
    let Some(region) = body.block_parent(callee_entry) else {
        return;
    };
    let Some(caller_entry) = body.entry_block(region) else {
        return;
    };
    if caller_entry == callee_entry {
        return;
    }
    // (alloca, size attribute, insert lifetime markers)
    let mut to_move: Vec<(OpId, rmlir_ir::Attribute, bool)> = Vec::new();
    let mut should_insert_lifetimes = false;
    let mut has_dynamic = false;
    let entry_ops: Vec<OpId> = body.block_ops(callee_entry).collect();
    for op in entry_ops {
        if !is_alloca(ctx, body, op) {
            continue;
        }
        let Some(size) = constant_size(ctx, body, op) else {
            has_dynamic = true;
            continue;
        };
        let n = int_value(ctx, size).unwrap_or(0);
        let insert = n != 0 && !has_lifetime_markers(ctx, body, op);
        should_insert_lifetimes |= insert;
        to_move.push((op, size, insert));
    }
    for &b in &blocks[1..] {
        if has_dynamic {
            break;
        }
        has_dynamic = body
            .block_ops(b)
            .any(|o| is_alloca(ctx, body, o) && constant_size(ctx, body, o).is_none());
    }
    if to_move.is_empty() && !has_dynamic {
        return;
    }
    let call_loc = body.loc(call);
    let ptr = t::ptr(ctx, 0);
    let mut stack_ptr = None;
    if has_dynamic {
        let op = create(
            ctx,
            body,
            InsertPoint::BlockStart(callee_entry),
            call_loc,
            "llvm.intr.stacksave",
            &[],
            &[ptr],
            &[],
        );
        stack_ptr = Some(body.result(op, 0));
    }
    let mut after: Option<OpId> = None;
    for &(alloca, size, insert) in &to_move {
        let loc = body.loc(alloca);
        let size_ty = body.value_type(body.operand(alloca, 0));
        let at = match after {
            Some(o) => InsertPoint::After(o),
            None => InsertPoint::BlockStart(caller_entry),
        };
        let cst = create(
            ctx,
            body,
            at,
            loc,
            "llvm.mlir.constant",
            &[],
            &[size_ty],
            &[("value", size)],
        );
        let ptr_v = body.result(alloca, 0);
        if insert {
            let n = int_value(ctx, size).unwrap_or(0);
            let size_attr = ctx.int_attr(ctx.integer_type(64), n as i64);
            create(
                ctx,
                body,
                InsertPoint::Before(alloca),
                loc,
                "llvm.intr.lifetime.start",
                &[ptr_v],
                &[],
                &[("size", size_attr)],
            );
        }
        body.move_op(alloca, InsertPoint::After(cst));
        let c = body.result(cst, 0);
        body.set_operand(alloca, 0, c);
        after = Some(alloca);
    }
    if !should_insert_lifetimes && !has_dynamic {
        return;
    }
    for &b in blocks {
        let Some(term) = body.last_op(b) else {
            continue;
        };
        if !ctx.op_traits(body.op_name(term)).has(Traits::RETURN_LIKE) {
            continue;
        }
        if let Some(sp) = stack_ptr {
            create(
                ctx,
                body,
                InsertPoint::Before(term),
                call_loc,
                "llvm.intr.stackrestore",
                &[sp],
                &[],
                &[],
            );
        }
        for &(alloca, size, insert) in &to_move {
            if !insert {
                continue;
            }
            let n = int_value(ctx, size).unwrap_or(0);
            let ptr_v = body.result(alloca, 0);
            let size_attr = ctx.int_attr(ctx.integer_type(64), n as i64);
            let loc = body.loc(alloca);
            create(
                ctx,
                body,
                InsertPoint::Before(term),
                loc,
                "llvm.intr.lifetime.end",
                &[ptr_v],
                &[],
                &[("size", size_attr)],
            );
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn create(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    loc: rmlir_ir::Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    attrs: &[(&str, rmlir_ir::Attribute)],
) -> OpId {
    let spec = op_spec(ctx, loc, name, operands, results, attrs);
    Builder::at(body, at).create(spec)
}

/// The argument-memory access of a function's `memory` attribute (`None` without one).
fn arg_mem_access(ctx: &Context, body: &Body, func: OpId) -> Option<String> {
    let a = prop(ctx, body, func, "memory")?;
    let text = rmlir_ir::printer::attr_to_string(ctx, a);
    let rest = &text[text.find("argMem = ")? + "argMem = ".len()..];
    let end = rest.find([',', '>']).unwrap_or(rest.len());
    Some(rest[..end].trim().to_string())
}

/// Upstream's `tryToEnforceAlignment`: the alignment known for `value`, raised to
/// `requested` when `value` is an alloca that may be realigned.
fn try_to_enforce_alignment(
    ctx: &Context,
    site: &InlineSite<'_>,
    body: &mut Body,
    value: ValueId,
    requested: u64,
    stack_alignment_bits: u64,
) -> u64 {
    if let Some(def) = body.defining_op(value) {
        match ctx.op_name_str(body.op_name(def)) {
            "llvm.alloca" => {
                let current = prop(ctx, body, def, "alignment")
                    .and_then(|a| int_value(ctx, a))
                    .unwrap_or(1);
                if requested <= current {
                    return current;
                }
                if stack_alignment_bits == 0
                    || 8 * requested <= stack_alignment_bits
                    || 8 * current > stack_alignment_bits
                {
                    let idx = ctx
                        .op_info(body.op_name(def))
                        .and_then(|i| i.prop_index("alignment"));
                    if let Some(i) = idx {
                        body.set_prop(
                            def,
                            i,
                            Some(ctx.int_attr(ctx.integer_type(64), requested as i64)),
                        );
                    }
                    return requested;
                }
                return current;
            }
            "llvm.mlir.addressof" => {
                let name = prop(ctx, body, def, "global_name")
                    .and_then(|a| crate::symbol::flat_symbol(ctx, a));
                if let Some(name) = name {
                    for &r in site.module.root_regions() {
                        for b in site.module.region_blocks(r) {
                            for o in site.module.block_ops(b) {
                                if ctx.op_name_str(site.module.op_name(o)) == "llvm.mlir.global"
                                    && rmlir_ir::symbol_table::symbol_name(ctx, site.module.op(o))
                                        == Some(name.as_bytes())
                                {
                                    return prop(ctx, site.module, o, "alignment")
                                        .and_then(|a| int_value(ctx, a))
                                        .unwrap_or(1);
                                }
                            }
                        }
                    }
                }
                return 1;
            }
            _ => return 1,
        }
    }
    // A block argument: the caller's own argument when it is an entry argument of the
    // caller's body.
    if let rmlir_ir::body::ValueDef::Arg { block, index } = body.value(value).def {
        let is_func_arg = body
            .block_parent(block)
            .is_some_and(|r| body.region_parent(r).is_none() && body.entry_block(r) == Some(block));
        if is_func_arg && ctx.op_name_str(site.module.op_name(site.caller_op)) == "llvm.func" {
            if let Some(AttrKind::Array(dicts)) =
                prop(ctx, site.module, site.caller_op, "arg_attrs").map(|a| ctx.attr_kind(a))
            {
                if let Some(AttrKind::Dictionary(entries)) =
                    dicts.get(index as usize).map(|d| ctx.attr_kind(*d))
                {
                    if let Some((_, v)) = entries
                        .iter()
                        .find(|(k, _)| ctx.ident_str(*k) == "llvm.align")
                    {
                        return int_value(ctx, *v).unwrap_or(1);
                    }
                }
            }
        }
    }
    1
}

/// Upstream's `handleByValArgument`: a copy of the pointee in a new entry-block alloca,
/// unless the callee only reads its argument memory and the alignment is already met.
fn handle_byval_argument(
    ctx: &Context,
    site: &InlineSite<'_>,
    body: &mut Body,
    at: InsertPoint,
    argument: ValueId,
    elem: Type,
    requested: u64,
) -> ValueId {
    let read_only = arg_mem_access(ctx, site.module, site.callee_op)
        .is_some_and(|m| m != "readwrite" && m != "write");
    let layout = crate::dlti::layout::DataLayout::for_scopes(
        ctx,
        site.scopes.iter().map(|(n, a)| (*n, a.as_slice())),
    );
    let minimum = layout.abi_alignment(ctx, elem).unwrap_or(1);
    let stack_bits = layout.stack_alignment(ctx);
    if read_only {
        if requested <= minimum {
            return argument;
        }
        let current = try_to_enforce_alignment(ctx, site, body, argument, requested, stack_bits);
        if current >= requested {
            return argument;
        }
    }
    let target = requested.max(minimum);
    let size = layout.type_size(ctx, elem).map(|s| s.value).unwrap_or(0);
    let loc = site.module.loc(site.callee_op);
    let i64t = ctx.integer_type(64);
    let ptr_ty = body.value_type(argument);
    // The alloca goes to the entry block of the argument's region.
    let region = match body.value(argument).def {
        rmlir_ir::body::ValueDef::Arg { block, .. } => body.block_parent(block),
        rmlir_ir::body::ValueDef::Result { op, .. } => {
            body.parent_block(op).and_then(|b| body.block_parent(b))
        }
        _ => None,
    };
    let Some(entry) = region.and_then(|r| body.entry_block(r)) else {
        return argument;
    };
    let one = create(
        ctx,
        body,
        InsertPoint::BlockStart(entry),
        loc,
        "llvm.mlir.constant",
        &[],
        &[i64t],
        &[("value", ctx.int_attr(i64t, 1))],
    );
    let one_v = body.result(one, 0);
    let alloca = create(
        ctx,
        body,
        InsertPoint::After(one),
        loc,
        "llvm.alloca",
        &[one_v],
        &[ptr_ty],
        &[
            ("alignment", ctx.int_attr(i64t, target as i64)),
            ("elem_type", ctx.type_attr(elem)),
        ],
    );
    let alloca_v = body.result(alloca, 0);
    let size_op = create(
        ctx,
        body,
        at,
        loc,
        "llvm.mlir.constant",
        &[],
        &[i64t],
        &[("value", ctx.int_attr(i64t, size as i64))],
    );
    let size_v = body.result(size_op, 0);
    create(
        ctx,
        body,
        at,
        loc,
        "llvm.intr.memcpy",
        &[alloca_v, argument, size_v],
        &[],
        &[("isVolatile", ctx.bool_attr(false))],
    );
    alloca_v
}

/// Upstream's `appendCallOpAliasScopes` and `handleAccessGroups`: the call's metadata lists
/// named `names` are appended to those of the inlined ops that carry such lists.
fn append_call_metadata(
    ctx: &Context,
    body: &mut Body,
    call: OpId,
    blocks: &[BlockId],
    names: &[&str],
) {
    let call_lists: Vec<Option<rmlir_ir::Attribute>> =
        names.iter().map(|n| prop(ctx, body, call, n)).collect();
    if call_lists.iter().all(|l| l.is_none()) {
        return;
    }
    for &b in blocks {
        let ops: Vec<OpId> = body.block_ops(b).collect();
        for op in ops {
            let Some(info) = ctx.op_info(body.op_name(op)) else {
                continue;
            };
            for (n, extra) in names.iter().zip(&call_lists) {
                let (Some(extra), Some(idx)) = (extra, info.prop_index(n)) else {
                    continue;
                };
                let mut items: Vec<rmlir_ir::Attribute> =
                    match body.op(op).props[idx].map(|a| ctx.attr_kind(a)) {
                        Some(AttrKind::Array(v)) => v.to_vec(),
                        _ => Vec::new(),
                    };
                if let AttrKind::Array(v) = ctx.attr_kind(*extra) {
                    items.extend(v.iter().copied());
                }
                body.set_prop(op, idx, Some(ctx.array_attr(&items)));
            }
        }
    }
}
