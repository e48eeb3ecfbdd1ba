//! `test-affine-access-analysis` (upstream's `TestAccessAnalysis`,
//! `mlir/test/lib/Dialect/Affine/TestAccessAnalysis.cpp`): every affine load and store
//! under a top-level `affine.for` of the function gets a remark per surrounding loop along
//! which it is contiguous in the innermost memref dimension (`isContiguousAccess`) or
//! invariant (`isInvariantAccess`).

use rmlir_dialects::affine::dependence::{affine_for_ops, loop_ivs, MemRefAccess};
use rmlir_dialects::affine::simplify::simplify_affine_map;
use rmlir_dialects::affine::utils::{
    canonicalize_map_and_operands, fully_compose_affine_map_and_operands,
};
use rmlir_ir::affine::AffineMap;
use rmlir_ir::pass::{op_diagnostic, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::types::TypeKind;
use rmlir_ir::walk::WalkOrder;
use rmlir_ir::{AttrKind, Body, Context, Diagnostic, IrNode, OpId, ValueId};

const ARGUMENT: &str = "test-affine-access-analysis";
const DESCRIPTION: &str = "Tests affine memory access analysis utility";

pub struct TestAccessAnalysis {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(TestAccessAnalysis {
                options: PassOptions::new(),
            })
        },
    }
}

/// The operands `map(operands)` still uses once composed, simplified and canonicalized
/// (upstream `AffineValueMap::composeSimplifyAndCanonicalize`).
fn used_operands(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[ValueId],
) -> Vec<ValueId> {
    let mut m = map.clone();
    let mut ops = operands.to_vec();
    fully_compose_affine_map_and_operands(ctx, body, &mut m, &mut ops);
    m = simplify_affine_map(&m);
    canonicalize_map_and_operands(ctx, body, &mut m, &mut ops);
    ops
}

/// Upstream `isAccessIndexInvariant`.
fn index_invariant(ctx: &Context, body: &Body, iv: ValueId, index: ValueId) -> bool {
    !used_operands(ctx, body, &AffineMap::multi_dim_identity(1), &[index]).contains(&iv)
}

fn has_identity_layout(ctx: &Context, ty: rmlir_ir::Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { layout: None, .. } => true,
        TypeKind::MemRef {
            layout: Some(l), ..
        } => matches!(ctx.attr_kind(*l), AttrKind::AffineMap(m) if m.is_identity()),
        _ => false,
    }
}

/// Upstream `isContiguousAccess`: `Err` for a non-identity layout, `Ok(None)` when not
/// contiguous, else the memref dim (from the innermost, -1 for none) varying along `iv`.
fn contiguous_access(
    ctx: &Context,
    body: &Body,
    iv: ValueId,
    acc: &MemRefAccess,
) -> Result<Option<i64>, ()> {
    let ty = body.value_type(acc.memref);
    if !has_identity_layout(ctx, ty) {
        return Err(());
    }
    let nd = acc.map.num_dims() as usize;
    let rank = acc.rank();
    let mut unique: Option<usize> = None;
    for (i, e) in acc.map.results().iter().enumerate() {
        let mut operands = Vec::new();
        e.walk(|x| {
            if let Some(d) = x.as_dim() {
                operands.push(acc.indices[d as usize]);
            } else if let Some(s) = x.as_symbol() {
                operands.push(acc.indices[nd + s as usize]);
            }
        });
        for o in operands {
            if !index_invariant(ctx, body, iv, o) {
                if unique.is_some() {
                    return Ok(None);
                }
                unique = Some(i);
            }
        }
    }
    Ok(Some(match unique {
        None => -1,
        Some(i) => (rank - (i + 1)) as i64,
    }))
}

fn remark(ctx: &Context, body: &Body, op: OpId, msg: String) -> Diagnostic {
    let mut d = op_diagnostic(ctx, body, op, msg);
    d.severity = rmlir_ir::diagnostics::Severity::Remark;
    d
}

impl Pass for TestAccessAnalysis {
    fn name(&self) -> &'static str {
        "TestAccessAnalysis"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
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
        let ctx = cx.ctx;
        let Some(body) = op.body() else {
            return Ok(());
        };
        let mut tops = Vec::new();
        for r in body.root_regions() {
            for b in body.region_blocks(*r) {
                tops.extend(
                    body.block_ops(b)
                        .filter(|o| ctx.op_name_str(body.op_name(*o)) == "affine.for"),
                );
            }
        }
        for f in tops {
            let accesses: Vec<OpId> = body
                .collect_ops(IrNode::Op(f), WalkOrder::PostOrder)
                .into_iter()
                .filter(|o| MemRefAccess::new(ctx, body, *o).is_some())
                .collect();
            for m in accesses {
                let Some(acc) = MemRefAccess::new(ctx, body, m) else {
                    continue;
                };
                for (d, l) in affine_for_ops(ctx, body, m).into_iter().enumerate() {
                    let Some(&iv) = loop_ivs(ctx, body, l).first() else {
                        continue;
                    };
                    match contiguous_access(ctx, body, iv, &acc) {
                        Ok(Some(0)) => {
                            cx.emit(remark(ctx, body, m, format!("contiguous along loop {d}\n")))
                        }
                        Ok(_) => {}
                        Err(()) => {
                            cx.emit(op_diagnostic(ctx, body, m, "NYI: non-trivial layout map"))
                        }
                    }
                    if !used_operands(ctx, body, &acc.map, &acc.indices).contains(&iv) {
                        cx.emit(remark(ctx, body, m, format!("invariant along loop {d}\n")));
                    }
                }
            }
        }
        Ok(())
    }
}
