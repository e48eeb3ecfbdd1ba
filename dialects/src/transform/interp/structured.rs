//! Structured (Linalg) transform ops: `transform.structured.match`.

use super::{Consumes, Interp, PayloadOp, TOp, TResult, TransformOpImpl};
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::AttrKind;

pub static IMPLS: &[TransformOpImpl] = &[
    TransformOpImpl {
        name: "transform.structured.match",
        apply: structured_match,
        consumes: Consumes::Nothing,
    },
    TransformOpImpl {
        name: "transform.structured.interchange",
        apply: interchange,
        consumes: Consumes::All,
    },
];

/// `transform.structured.interchange`: permutes the loops of `linalg.generic` ops in place
/// (upstream's `interchangeGenericOp`).
fn interchange(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let perm: Vec<i64> = t
        .attr(ctx, "iterator_interchange")
        .and_then(|a| rmlir_ir::ods::constraints::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let targets = it.ops(t.operand(0));
    let mut out = Vec::new();
    for p in targets {
        if it.op_name(&p) != "linalg.generic" {
            let loc = it.payload_loc(&p);
            let d = Diagnostic::error(t.loc(), "transform applied to the wrong op kind")
                .with_note(loc, "when applied to this op");
            return Err(super::Failure::Silenceable(vec![d]));
        }
        if perm.is_empty() {
            out.push(p);
            continue;
        }
        let Some((b, o)) = it.op_in(&p) else { continue };
        let Some(maps) = crate::linalg::indexing_maps(ctx, b, o) else {
            continue;
        };
        let its = match rmlir_ir::ods::prop(ctx, b, o, "iterator_types").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(v)) => v.to_vec(),
            _ => Vec::new(),
        };
        if perm.len() != its.len() {
            let d = Diagnostic::error(
                t.loc(),
                format!(
                    "\"iterator_interchange\" has length ({}) different from the number of loops in the target operation ({})",
                    perm.len(),
                    its.len()
                ),
            );
            return Err(super::Failure::Silenceable(vec![d]));
        }
        let has_index = b
            .collect_ops(rmlir_ir::IrNode::Op(o), rmlir_ir::walk::WalkOrder::PreOrder)
            .iter()
            .any(|x| ctx.op_name_str(b.op_name(*x)) == "linalg.index");
        if has_index {
            let d = Diagnostic::error(
                t.loc(),
                "interchange of ops with linalg.index is not supported by rmlir's interpreter",
            );
            return Err(it.definite(d));
        }
        let mut inv = vec![0u32; perm.len()];
        for (i, v) in perm.iter().enumerate() {
            inv[*v as usize] = i as u32;
        }
        let pm = rmlir_ir::affine::AffineMap::permutation(&inv);
        let new_maps: Vec<rmlir_ir::Attribute> = maps
            .iter()
            .map(|m| ctx.get_attr(AttrKind::AffineMap(m.compose(&pm))))
            .collect();
        let new_its: Vec<rmlir_ir::Attribute> = perm.iter().map(|i| its[*i as usize]).collect();
        let info = ctx.op_info(b.op_name(o));
        let (Some(mi), Some(ii)) = (
            info.and_then(|i| i.prop_index("indexing_maps")),
            info.and_then(|i| i.prop_index("iterator_types")),
        ) else {
            continue;
        };
        let maps_attr = ctx.array_attr(&new_maps);
        let its_attr = ctx.array_attr(&new_its);
        if let Some(b) = it.body_mut(p.body_path()) {
            b.set_prop(o, mi, Some(maps_attr));
            b.set_prop(o, ii, Some(its_attr));
        }
        out.push(p);
    }
    it.set_ops(t, t.result(0), out)
}

/// Whether `name` is a `LinalgOp` (a structured op of the linalg dialect).
pub fn is_linalg_op(name: &str) -> bool {
    name.strip_prefix("linalg.").is_some_and(|n| {
        !matches!(
            n,
            "yield"
                | "index"
                | "pack"
                | "unpack"
                | "softmax"
                | "winograd_filter_transform"
                | "winograd_input_transform"
                | "winograd_output_transform"
        )
    })
}

/// Whether `name` implements `TilingInterface`.
pub fn is_tiling_interface(name: &str) -> bool {
    (name.starts_with("linalg.") && !matches!(name, "linalg.yield" | "linalg.index"))
        || matches!(name, "tensor.pad" | "tensor.pack" | "tensor.unpack")
}

/// Whether `name` implements `LoopLikeOpInterface`.
pub fn is_loop_like(name: &str) -> bool {
    matches!(
        name,
        "scf.for" | "scf.forall" | "scf.parallel" | "scf.while" | "affine.for" | "affine.parallel"
    )
}

fn structured_match(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let names: Option<Vec<String>> = t.attr(ctx, "ops").map(|a| match ctx.attr_kind(a) {
        AttrKind::Array(items) => items
            .iter()
            .filter_map(|x| ctx.attr_str(*x))
            .map(|s| String::from_utf8_lossy(s).into_owned())
            .collect(),
        _ => Vec::new(),
    });
    let iface = super::core_ops::int_attr(it, t.attr(ctx, "interface"));
    let op_attrs = t
        .attr(ctx, "op_attrs")
        .map(|a| ctx.dict_entries(a).to_vec());
    let result_ty = t
        .attr(ctx, "filter_result_type")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Type(ty) => Some(*ty),
            _ => None,
        });
    let operand_tys: Option<Vec<rmlir_ir::Type>> =
        t.attr(ctx, "filter_operand_types")
            .map(|a| match ctx.attr_kind(a) {
                AttrKind::Array(items) => items
                    .iter()
                    .filter_map(|x| match ctx.attr_kind(*x) {
                        AttrKind::Type(ty) => Some(*ty),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            });
    let targets = it.ops(t.operand(0));
    if targets.len() != 1 {
        let d = Diagnostic::error(t.loc(), "requires exactly one target handle!");
        return Err(it.definite(d));
    }
    let mut res: Vec<PayloadOp> = Vec::new();
    let mut bad_count = false;
    for p in it.walk_ops(&targets[0], true) {
        let name = it.op_name(&p);
        if let Some(ns) = &names {
            if !ns.iter().any(|n| n == name) {
                continue;
            }
        }
        match iface {
            Some(0) if !is_linalg_op(name) => continue,
            Some(1) if !is_tiling_interface(name) => continue,
            Some(2) if !is_loop_like(name) => continue,
            _ => {}
        }
        let Some((b, o)) = it.op_in(&p) else {
            // The root: only name filters apply.
            if op_attrs.as_ref().is_some_and(|a| !a.is_empty())
                || result_ty.is_some()
                || operand_tys.is_some()
            {
                continue;
            }
            res.push(p);
            continue;
        };
        if let Some(attrs) = &op_attrs {
            let ok = attrs.iter().all(|(k, v)| {
                let key = ctx.ident_str(*k);
                if key == "interface" || key == "ops" {
                    return true;
                }
                let have = rmlir_ir::ods::prop(ctx, b, o, key).or_else(|| b.attr(o, *k));
                have == Some(*v)
            });
            if !ok {
                continue;
            }
        }
        if let Some(ty) = result_ty {
            let rs = b.results(o);
            if rs.len() != 1 || b.value_type(rs[0]) != ty {
                continue;
            }
        }
        if let Some(tys) = &operand_tys {
            let ots: Vec<_> = b.operands(o).map(|v| b.value_type(v)).collect();
            if tys.len() == 1 {
                if !ots.iter().all(|x| *x == tys[0]) {
                    continue;
                }
            } else {
                if tys.len() != ots.len() {
                    bad_count = true;
                    continue;
                }
                if tys.iter().zip(&ots).any(|(a, b)| a != b) {
                    continue;
                }
            }
        }
        res.push(p);
    }
    if bad_count {
        let d = Diagnostic::error(t.loc(), "If filter_operand_types contains more than a type, then it must contain as much types as the number of operands in the target ops");
        return Err(it.definite(d));
    }
    it.set_ops(t, t.result(0), res)
}
