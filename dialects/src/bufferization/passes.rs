//! The buffer passes One-Shot Bufferize pipelines use: `drop-equivalent-buffer-results`
//! (MLIR 19's `DropEquivalentBufferResults.cpp`: returned memrefs that are a function
//! argument, through `memref.cast`s, are dropped from the signature and the calls) and
//! `buffer-loop-hoisting` (`BufferOptimizations.cpp`: `memref.alloc`s move out of loops
//! up to the block of their dynamic sizes, unless an alias of the buffer escapes the loop).

use super::interfaces::name;
use super::one_shot::func_info;
use rmlir_ir::body::{InsertPoint, OpSpec, ValueDef};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::WalkOrder;
use rmlir_ir::{AttrKind, BlockId, Body, Context, OpId, TypeKind, ValueId};
use std::collections::HashMap;

pub fn drop_info() -> PassInfo {
    PassInfo {
        argument: "drop-equivalent-buffer-results",
        description: "Remove MemRef return values that are equivalent to a bbArg",
        create: || {
            Box::new(DropEquivalentBufferResults {
                options: PassOptions::new(),
            })
        },
    }
}

pub fn hoist_info() -> PassInfo {
    PassInfo {
        argument: "buffer-loop-hoisting",
        description:
            "Optimizes placement of allocation operations by moving them out of loop nests",
        create: || {
            Box::new(BufferLoopHoisting {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct DropEquivalentBufferResults {
    options: PassOptions,
}

pub struct BufferLoopHoisting {
    options: PassOptions,
}

impl Pass for DropEquivalentBufferResults {
    fn name(&self) -> &'static str {
        "DropEquivalentBufferResults"
    }
    fn argument(&self) -> &'static str {
        "drop-equivalent-buffer-results"
    }
    fn description(&self) -> &'static str {
        "Remove MemRef return values that are equivalent to a bbArg"
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
        if let Some(body) = op.body_mut() {
            drop_equivalent_results(cx.ctx, body);
        }
        Ok(())
    }
}

impl Pass for BufferLoopHoisting {
    fn name(&self) -> &'static str {
        "BufferLoopHoisting"
    }
    fn argument(&self) -> &'static str {
        "buffer-loop-hoisting"
    }
    fn description(&self) -> &'static str {
        "Optimizes placement of allocation operations by moving them out of loop nests"
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        if let Some(body) = op.body_mut() {
            hoist_allocs(cx.ctx, body);
        }
        Ok(())
    }
}

fn func_ops(ctx: &Context, module: &Body) -> Vec<OpId> {
    let Some(b) = module
        .root_regions()
        .first()
        .and_then(|r| module.entry_block(*r))
    else {
        return vec![];
    };
    module
        .block_ops(b)
        .filter(|o| name(ctx, module, *o) == "func.func")
        .collect()
}

/// `dropEquivalentBufferResults`.
pub fn drop_equivalent_results(ctx: &Context, module: &mut Body) {
    let funcs = func_ops(ctx, module);
    for f in funcs.iter().copied() {
        let Some(info) = func_info(ctx, module, f) else {
            continue;
        };
        if info.external {
            continue;
        }
        let fb = module.isolated_body(f).expect("function body");
        let rets: Vec<OpId> = super::analysis::all_ops(fb, WalkOrder::PreOrder)
            .into_iter()
            .filter(|o| name(ctx, fb, *o) == "func.return")
            .collect();
        if rets.len() != 1 {
            continue;
        }
        let ret = rets[0];
        let args: Vec<ValueId> = fb
            .root_regions()
            .first()
            .and_then(|r| fb.entry_block(*r))
            .map(|b| fb.block_args(b).to_vec())
            .unwrap_or_default();
        let mut result_to_arg: HashMap<usize, usize> = HashMap::new();
        let mut keep: Vec<ValueId> = Vec::new();
        for (k, v) in fb.operands(ret).enumerate() {
            let mut val = v;
            while let Some(d) = fb.defining_op(val) {
                if name(ctx, fb, d) != "memref.cast" {
                    break;
                }
                val = fb.operand(d, 0);
            }
            match args.iter().position(|a| *a == val) {
                Some(a) => {
                    result_to_arg.insert(k, a);
                }
                None => keep.push(v),
            }
        }
        if result_to_arg.is_empty() {
            continue;
        }
        let new_results: Vec<rmlir_ir::Type> = info
            .results
            .iter()
            .enumerate()
            .filter(|(k, _)| !result_to_arg.contains_key(k))
            .map(|(_, t)| *t)
            .collect();
        // The function.
        let ft = ctx.function_type(&info.inputs, &new_results);
        let slots = crate::func::FUNC_PROPS;
        let ft_slot = slots
            .iter()
            .position(|p| *p == "function_type")
            .unwrap_or(1);
        let ra_slot = slots.iter().position(|p| *p == "res_attrs").unwrap_or(2);
        module.set_prop(f, ft_slot, Some(ctx.type_attr(ft)));
        if let Some(ra) = crate::func::interfaces::FuncOp(f).res_attrs(module) {
            if let AttrKind::Array(v) = ctx.attr_kind(ra).clone() {
                let kept: Vec<_> = v
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| !result_to_arg.contains_key(k))
                    .map(|(_, a)| *a)
                    .collect();
                let all_empty = kept.iter().all(|d| ctx.dict_entries(*d).is_empty());
                let new = if all_empty {
                    None
                } else {
                    Some(ctx.array_attr(&kept))
                };
                module.set_prop(f, ra_slot, new);
            }
        }
        let fb = module.isolated_body_mut(f).expect("function body");
        fb.set_operands(ret, &keep);
        // The calls.
        for g in funcs.iter().copied() {
            let Some(gb) = module.isolated_body_mut(g) else {
                continue;
            };
            let calls: Vec<OpId> = super::analysis::all_ops(gb, WalkOrder::PreOrder)
                .into_iter()
                .filter(|o| {
                    name(ctx, gb, *o) == "func.call"
                        && rmlir_ir::ods::prop(ctx, gb, *o, "callee").is_some_and(|a| {
                            matches!(ctx.attr_kind(a), AttrKind::SymbolRef { root, .. } if ctx.ident_str(*root) == info.name)
                        })
                })
                .collect();
            for call in calls {
                let operands: Vec<ValueId> = gb.operands(call).collect();
                let d = gb.op(call);
                let mut spec = OpSpec::new(d.name, d.loc);
                spec.operands = &operands;
                spec.result_types = &new_results;
                spec.props = d.props.clone();
                spec.attrs = d.attrs().to_vec();
                let new = gb.create_op(spec);
                gb.insert_op(new, InsertPoint::Before(call));
                let old_results = gb.results(call).to_vec();
                let mut next = 0;
                for (i, r) in old_results.iter().enumerate() {
                    let repl = match result_to_arg.get(&i) {
                        None => {
                            next += 1;
                            gb.result(new, next - 1)
                        }
                        Some(a) => {
                            let v = operands[*a];
                            let want = gb.value_type(*r);
                            if gb.value_type(v) != want {
                                let (ops, tys) = ([v], [want]);
                                let spec = crate::conversion::llvm_common::op_spec(
                                    ctx,
                                    gb.loc(call),
                                    "memref.cast",
                                    &ops,
                                    &tys,
                                    &[],
                                );
                                let c = gb.create_op(spec);
                                gb.insert_op(c, InsertPoint::Before(call));
                                gb.result(c, 0)
                            } else {
                                v
                            }
                        }
                    };
                    gb.replace_all_uses(*r, repl);
                }
                gb.erase_op(call);
            }
            gb.commit();
        }
    }
}

fn is_loop(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(
        name(ctx, body, op),
        "scf.for" | "scf.while" | "scf.parallel" | "scf.forall" | "affine.for" | "affine.parallel"
    )
}

fn value_block(body: &Body, v: ValueId) -> Option<BlockId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => body.parent_block(op),
        ValueDef::Arg { block, .. } => Some(block),
        ValueDef::Placeholder => None,
    }
}

/// Whether block `a` is `b` or encloses it.
fn block_encloses(body: &Body, a: BlockId, b: BlockId) -> bool {
    let mut cur = Some(b);
    while let Some(x) = cur {
        if x == a {
            return true;
        }
        cur = body.block_parent_op(x).and_then(|p| body.parent_block(p));
    }
    false
}

/// The buffer's aliases (upstream's `BufferViewFlowAnalysis`, for the ops of structured
/// control flow and view-like memref ops).
fn aliases(ctx: &Context, body: &Body, v: ValueId) -> Vec<ValueId> {
    let mut out = vec![v];
    let mut i = 0;
    while i < out.len() {
        let x = out[i];
        i += 1;
        for (user, idx) in body.uses(x) {
            let n = name(ctx, body, user);
            let mut add: Vec<ValueId> = Vec::new();
            match n {
                "memref.subview"
                | "memref.cast"
                | "memref.expand_shape"
                | "memref.collapse_shape"
                | "memref.reinterpret_cast"
                | "memref.view"
                | "memref.transpose" => add.extend(body.results(user).iter().copied()),
                "scf.for" if idx >= 3 => {
                    add.push(body.result(user, idx - 3));
                    if let Some(e) = super::interfaces::region_entry(body, user, 0) {
                        add.push(body.block_args(e)[idx - 2]);
                    }
                }
                "scf.yield" => {
                    if let Some(p) = body.parent_op(user) {
                        if idx < body.results(p).len() {
                            add.push(body.result(p, idx));
                        }
                        if name(ctx, body, p) == "scf.for" {
                            if let Some(e) = super::interfaces::region_entry(body, p, 0) {
                                add.push(body.block_args(e)[idx + 1]);
                            }
                        }
                    }
                }
                _ => {}
            }
            for a in add {
                if !out.contains(&a) {
                    out.push(a);
                }
            }
        }
    }
    out
}

/// `hoistBuffersFromLoops` on a function body.
pub fn hoist_allocs(ctx: &Context, body: &mut Body) {
    let allocs: Vec<OpId> = super::analysis::all_ops(body, WalkOrder::PostOrder)
        .into_iter()
        .filter(|o| name(ctx, body, *o) == "memref.alloc")
        .collect();
    for alloc in allocs {
        let v = body.result(alloc, 0);
        if !matches!(ctx.type_kind(body.value_type(v)), TypeKind::MemRef { .. }) {
            continue;
        }
        // The common enclosing block of the aliases.
        let als = aliases(ctx, body, v);
        let mut dom = value_block(body, v);
        for a in &als {
            let Some(b) = value_block(body, *a) else {
                continue;
            };
            while let Some(d) = dom {
                if block_encloses(body, d, b) {
                    break;
                }
                dom = body.block_parent_op(d).and_then(|p| body.parent_block(p));
            }
        }
        // The innermost block of the operands.
        let mut upper: Option<BlockId> = None;
        for o in body.operands(alloc) {
            let Some(b) = value_block(body, o) else {
                continue;
            };
            upper = match upper {
                None => Some(b),
                Some(u) if block_encloses(body, u, b) => Some(b),
                Some(u) => Some(u),
            };
        }
        let Some(mut cur) = body.parent_block(alloc) else {
            continue;
        };
        let mut placement = cur;
        while Some(cur) != upper {
            let Some(p) = body.block_parent_op(cur) else {
                break;
            };
            let Some(pb) = body.parent_block(p) else {
                break;
            };
            if !body.is_entry_block(cur) {
                break;
            }
            let legal = is_loop(ctx, body, p) && dom.is_some_and(|d| !block_encloses(body, d, pb));
            if !legal {
                break;
            }
            cur = pb;
            placement = pb;
        }
        if Some(placement) == body.parent_block(alloc) {
            continue;
        }
        let mut start = alloc;
        while body.parent_block(start) != Some(placement) {
            match body.parent_op(start) {
                Some(p) => start = p,
                None => break,
            }
        }
        body.move_op(alloc, InsertPoint::Before(start));
    }
}
