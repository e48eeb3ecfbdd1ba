//! Demanded leaves: which scalar leaves of each value something really reads, seen through
//! the aggregate plumbing (`insertvalue`, `extractvalue`) and block arguments. Memref
//! descriptors are packed from function arguments and then only partly read; selection
//! uses this to load only the stack arguments that matter, once, at entry.

use crate::layout::Layout;
use rmlir_ir::body::{BlockId, Body, OpId, ValueId};
use rustc_hash::FxHashMap as HashMap;

/// Bit `i` set: leaf `i` is read. Values of more than 64 leaves count as wholly read.
pub type LeafMask = u64;
pub const ALL: LeafMask = u64::MAX;

fn range_mask(s: usize, e: usize) -> LeafMask {
    if e >= 64 {
        ALL << s.min(63)
    } else {
        ((1u64 << e) - 1) & !((1u64 << s) - 1)
    }
}

/// The demanded leaves of every value of `blocks` (absent: none).
pub fn demanded_leaves(
    layout: &Layout<'_>,
    body: &Body,
    blocks: &[BlockId],
) -> HashMap<ValueId, LeafMask> {
    let ctx = layout.ctx;
    let mut d: HashMap<ValueId, LeafMask> = HashMap::default();
    let mut plumbing: Vec<OpId> = Vec::new();
    for &b in blocks {
        for op in body.block_ops(b) {
            let name = ctx.op_name_str(body.op_name(op));
            match name {
                "llvm.extractvalue" | "llvm.insertvalue" => plumbing.push(op),
                "llvm.br" | "llvm.cond_br" | "llvm.switch" => {
                    plumbing.push(op);
                    // The condition / switch value is read.
                    if name != "llvm.br" {
                        d.insert(body.operand(op, 0), ALL);
                    }
                }
                _ => {
                    for v in body.operands(op) {
                        d.insert(v, ALL);
                    }
                }
            }
        }
    }
    let leaf_count = |v: ValueId| {
        layout
            .leaves(body.value_type(v))
            .map(|l| l.len())
            .unwrap_or(64)
    };
    let position = |op: OpId| crate::module::position(ctx, body, op).ok();
    loop {
        let mut changed = false;
        let mut or = |d: &mut HashMap<ValueId, LeafMask>, v: ValueId, m: LeafMask| {
            if m == 0 {
                return;
            }
            let e = d.entry(v).or_insert(0);
            if *e | m != *e {
                *e |= m;
                changed = true;
            }
        };
        for &op in plumbing.iter().rev() {
            let name = ctx.op_name_str(body.op_name(op));
            match name {
                "llvm.extractvalue" => {
                    let m = d.get(&body.result(op, 0)).copied().unwrap_or(0);
                    if m == 0 {
                        continue;
                    }
                    let agg = body.operand(op, 0);
                    let range =
                        position(op).and_then(|p| layout.leaf_range(body.value_type(agg), &p).ok());
                    match range {
                        Some((s, e, _)) if leaf_count(agg) <= 64 => {
                            or(&mut d, agg, (m << s) & range_mask(s, e))
                        }
                        _ => or(&mut d, agg, ALL),
                    }
                }
                "llvm.insertvalue" => {
                    let m = d.get(&body.result(op, 0)).copied().unwrap_or(0);
                    if m == 0 {
                        continue;
                    }
                    let (agg, val) = (body.operand(op, 0), body.operand(op, 1));
                    let range =
                        position(op).and_then(|p| layout.leaf_range(body.value_type(agg), &p).ok());
                    match range {
                        Some((s, e, _)) if leaf_count(agg) <= 64 => {
                            let r = range_mask(s, e);
                            or(&mut d, agg, m & !r);
                            or(&mut d, val, (m & r) >> s);
                        }
                        _ => {
                            or(&mut d, agg, ALL);
                            or(&mut d, val, ALL);
                        }
                    }
                }
                _ => {
                    // Branch operands take the demand of the block arguments they feed.
                    let Some(branch) = ctx.op_info(body.op_name(op)).and_then(|x| x.branch) else {
                        for v in body.operands(op) {
                            or(&mut d, v, ALL);
                        }
                        continue;
                    };
                    for (i, &succ) in body.successors(op).iter().enumerate() {
                        let so = (branch.successor_operands)(ctx, body, op, i);
                        let args = body.block_args(succ);
                        for k in 0..so.len as usize {
                            let v = body.operand(op, so.start as usize + k);
                            let m = args
                                .get(so.produced as usize + k)
                                .and_then(|a| d.get(a).copied())
                                .unwrap_or(0);
                            or(&mut d, v, m);
                        }
                    }
                }
            }
        }
        if !changed {
            return d;
        }
    }
}
