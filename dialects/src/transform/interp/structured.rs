//! Structured (Linalg) transform ops: `transform.structured.match`.

use super::{Consumes, Interp, PayloadOp, TOp, TResult, TransformOpImpl};
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::AttrKind;

pub static IMPLS: &[TransformOpImpl] = &[TransformOpImpl {
    name: "transform.structured.match",
    apply: structured_match,
    consumes: Consumes::Nothing,
}];

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
