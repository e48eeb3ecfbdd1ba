//! The core transform ops (`TransformOps.td`, `DebugExtensionOps.td`): control flow
//! (`sequence`, `include`, `foreach`, `foreach_match`, `collect_matching`, `alternatives`),
//! handle manipulation, parameters, matchers and diagnostics.

use super::{Consumes, Failure, HKey, Interp, Mapped, PayloadOp, PayloadValue, Propagation};
use super::{TOp, TResult, TransformOpImpl};
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::{AttrKind, Attribute, Body, OpId};

macro_rules! imp {
    ($name:literal, $f:expr) => {
        TransformOpImpl {
            name: $name,
            apply: $f,
            consumes: Consumes::Nothing,
        }
    };
    ($name:literal, $f:expr, $c:expr) => {
        TransformOpImpl {
            name: $name,
            apply: $f,
            consumes: $c,
        }
    };
}

pub static IMPLS: &[TransformOpImpl] = &[
    imp!("transform.sequence", sequence),
    imp!("transform.named_sequence", named_sequence),
    imp!(
        "transform.include",
        include,
        Consumes::Dynamic(include_consumed)
    ),
    imp!("transform.foreach", foreach),
    imp!("transform.foreach_match", foreach_match),
    imp!("transform.collect_matching", collect_matching),
    imp!("transform.alternatives", alternatives),
    imp!("transform.get_parent_op", get_parent_op),
    imp!("transform.get_defining_op", get_defining_op),
    imp!("transform.get_producer_of_operand", get_producer_of_operand),
    imp!("transform.get_consumers_of_result", get_consumers_of_result),
    imp!("transform.get_result", get_result),
    imp!("transform.get_operand", get_operand),
    imp!("transform.get_type", get_type),
    imp!("transform.split_handle", split_handle, Consumes::All),
    imp!("transform.merge_handles", merge_handles, Consumes::All),
    imp!("transform.select", select),
    imp!("transform.cast", cast, Consumes::All),
    imp!("transform.annotate", annotate),
    imp!("transform.print", print),
    imp!("transform.param.constant", param_constant),
    imp!("transform.num_associations", num_associations),
    imp!("transform.match.operation_name", match_operation_name),
    imp!("transform.match.param.cmpi", match_param_cmpi),
    imp!("transform.debug.emit_remark_at", emit_remark_at),
    imp!("transform.debug.emit_param_as_remark", emit_param_as_remark),
    imp!("transform.verify", verify_op),
    imp!("transform.apply_cse", apply_cse),
    imp!("transform.apply_dce", apply_dce),
    imp!(
        "transform.apply_registered_pass",
        apply_registered_pass,
        Consumes::All
    ),
];

pub(crate) fn str_attr(it: &Interp<'_>, a: Option<Attribute>) -> Option<String> {
    a.and_then(|a| it.ctx.attr_str(a))
        .map(|s| String::from_utf8_lossy(s).into_owned())
}

pub(crate) fn int_attr(it: &Interp<'_>, a: Option<Attribute>) -> Option<i64> {
    match it.ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn propagation(it: &Interp<'_>, t: &TOp) -> Propagation {
    match int_attr(it, t.attr(it.ctx, "failure_propagation_mode")) {
        Some(2) => Propagation::Suppress,
        _ => Propagation::Propagate,
    }
}

fn sequence(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let Some(block) = t.region_block(0) else {
        return Ok(());
    };
    let roots = t.operand_group(ctx, "root");
    let extra = t.operand_group(ctx, "extra_bindings");
    let mut vals = Vec::new();
    if let Some(r) = roots.first() {
        vals.push(it.mapped(*r).cloned().unwrap_or(Mapped::Ops(Vec::new())));
    } else {
        vals.push(Mapped::Ops(vec![PayloadOp::root()]));
    }
    for e in extra {
        vals.push(it.mapped(e).cloned().unwrap_or(Mapped::Ops(Vec::new())));
    }
    it.map_block_args(t.script, block, vals);
    let mode = propagation(it, t);
    let r = it.run_block(t.script, block, mode);
    let ys = it.yielded(t.script, block);
    for (i, m) in ys.into_iter().enumerate() {
        if i < t.num_results() {
            it.set_mapped(t, t.result(i), m)?;
        }
    }
    r
}

fn named_sequence(_it: &mut Interp<'_>, _t: &TOp) -> TResult {
    Ok(())
}

/// Finds a named sequence by symbol in the container of `t`'s script.
fn callee(it: &mut Interp<'_>, t: &TOp, attr: &str) -> Option<u32> {
    let a = t.attr(it.ctx, attr)?;
    symbol_script(it, t, a)
}

fn symbol_script(it: &mut Interp<'_>, t: &TOp, a: Attribute) -> Option<u32> {
    let name = match it.ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => it.ctx.ident_str(*root).to_string(),
        _ => return None,
    };
    let container = it.scripts[t.script as usize].container.clone();
    let body = it.body(&container)?;
    let op = body
        .root_regions()
        .first()
        .and_then(|r| body.entry_block(*r))
        .and_then(|b| {
            body.block_ops(b).find(|o| {
                it.ctx.op_name_str(body.op_name(*o)) == "transform.named_sequence"
                    && super::pass::sym_name(it.ctx, body, *o).as_deref() == Some(&name)
            })
        })?;
    it.load_script(&container, op)
}

fn include_consumed(it: &Interp<'_>, t: &TOp) -> Vec<usize> {
    // The callee may not be loaded yet: look it up without loading.
    let Some(a) = t.attr(it.ctx, "target") else {
        return Vec::new();
    };
    let AttrKind::SymbolRef { root, .. } = it.ctx.attr_kind(a) else {
        return Vec::new();
    };
    let name = it.ctx.ident_str(*root).to_string();
    let container = it.scripts[t.script as usize].container.clone();
    let Some(body) = it.body(&container) else {
        return Vec::new();
    };
    let Some(b) = body
        .root_regions()
        .first()
        .and_then(|r| body.entry_block(*r))
    else {
        return Vec::new();
    };
    let Some(op) = body.block_ops(b).find(|o| {
        it.ctx.op_name_str(body.op_name(*o)) == "transform.named_sequence"
            && super::pass::sym_name(it.ctx, body, *o).as_deref() == Some(&name)
    }) else {
        return Vec::new();
    };
    let Some(arg_attrs) = rmlir_ir::ods::prop(it.ctx, body, op, "arg_attrs") else {
        return Vec::new();
    };
    let mut v = Vec::new();
    if let AttrKind::Array(items) = it.ctx.attr_kind(arg_attrs) {
        for (i, d) in items.iter().enumerate() {
            if it
                .ctx
                .dict_entries(*d)
                .iter()
                .any(|(k, _)| it.ctx.ident_str(*k) == "transform.consumed")
            {
                v.push(i);
            }
        }
    }
    v
}

/// Runs the named sequence `s` with `args`; returns what it yields.
pub fn call(
    it: &mut Interp<'_>,
    s: u32,
    args: Vec<Mapped>,
    mode: Propagation,
) -> Result<Vec<Mapped>, Failure> {
    let body = it.scripts[s as usize].body.clone();
    let Some(block) = body
        .root_regions()
        .first()
        .and_then(|r| body.entry_block(*r))
    else {
        let sc = &it.scripts[s as usize];
        let loc = it.body(&sc.container).map(|b| b.loc(sc.op));
        let loc = loc.unwrap_or(it.root().loc);
        return Err(it.definite(Diagnostic::error(loc, "unresolved external named sequence")));
    };
    it.map_block_args(s, block, args);
    it.run_block(s, block, mode)?;
    Ok(it.yielded(s, block))
}

fn include(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let Some(s) = callee(it, t, "target") else {
        return Err(it.definite(Diagnostic::error(t.loc(), "could not find the callee")));
    };
    let args: Vec<Mapped> = t
        .operands()
        .into_iter()
        .map(|h| it.mapped(h).cloned().unwrap_or(Mapped::Ops(Vec::new())))
        .collect();
    let mode = propagation(it, t);
    let ys = call(it, s, args, mode)?;
    for (i, m) in ys.into_iter().enumerate() {
        if i < t.num_results() {
            it.set_mapped(t, t.result(i), m)?;
        }
    }
    Ok(())
}

fn foreach(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let Some(block) = t.region_block(0) else {
        return Ok(());
    };
    let targets = it.ops(t.operand(0));
    let n = t.num_results();
    let mut acc: Vec<Vec<PayloadOp>> = vec![Vec::new(); n];
    for p in targets {
        it.map_block_args(t.script, block, vec![Mapped::Ops(vec![p])]);
        it.run_block(t.script, block, Propagation::Propagate)?;
        for (i, m) in it.yielded(t.script, block).into_iter().enumerate() {
            if let (Mapped::Ops(o), Some(a)) = (m, acc.get_mut(i)) {
                a.extend(o);
            }
        }
    }
    for (i, a) in acc.into_iter().enumerate() {
        it.set_ops(t, t.result(i), a)?;
    }
    Ok(())
}

/// Runs matcher `m` on `op` (plus forwarded inputs); `Some(yields)` when it matched.
fn run_matcher(
    it: &mut Interp<'_>,
    m: u32,
    op: &PayloadOp,
    extra: &[Mapped],
) -> Result<Option<Vec<Mapped>>, Failure> {
    let mut args = vec![Mapped::Ops(vec![op.clone()])];
    args.extend(extra.iter().cloned());
    match call(it, m, args, Propagation::Propagate) {
        Ok(y) => Ok(Some(y)),
        Err(Failure::Definite) => Err(Failure::Definite),
        Err(Failure::Silenceable(_)) => Ok(None),
    }
}

fn sym_pairs(it: &Interp<'_>, t: &TOp) -> Vec<(Attribute, Attribute)> {
    let arr = |n: &str| -> Vec<Attribute> {
        match t.attr(it.ctx, n).map(|a| it.ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.to_vec(),
            _ => Vec::new(),
        }
    };
    arr("matchers").into_iter().zip(arr("actions")).collect()
}

fn foreach_match(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let root_h = t.operand_group(ctx, "root");
    let fwd = t.operand_group(ctx, "forwarded_inputs");
    let restrict = t.attr(ctx, "restrict_root").is_some();
    let flatten = t.attr(ctx, "flatten_results").is_some();
    let _ = flatten;
    let extra: Vec<Mapped> = fwd
        .iter()
        .map(|h| it.mapped(*h).cloned().unwrap_or(Mapped::Ops(Vec::new())))
        .collect();
    let mut pairs = Vec::new();
    for (m, a) in sym_pairs(it, t) {
        let (Some(ms), Some(as_)) = (symbol_script(it, t, m), symbol_script(it, t, a)) else {
            return Err(it.definite(Diagnostic::error(
                t.loc(),
                "could not find the matcher or action",
            )));
        };
        pairs.push((ms, as_));
    }
    let nres = t.num_results();
    let mut acc: Vec<Vec<Mapped>> = vec![Vec::new(); nres.saturating_sub(1)];
    let mut failure: Option<Diagnostic> = None;
    let roots = root_h.first().map(|h| it.ops(*h)).unwrap_or_default();
    for root in &roots {
        let ops = it.walk_ops(root, true);
        for op in ops {
            if !restrict && &op == root {
                continue;
            }
            if !it.alive(&op) {
                continue;
            }
            for &(m, a) in &pairs {
                let Some(ys) = run_matcher(it, m, &op, &extra)? else {
                    continue;
                };
                let abody = it.scripts[a as usize].body.clone();
                let Some(ablock) = abody
                    .root_regions()
                    .first()
                    .and_then(|r| abody.entry_block(*r))
                else {
                    break;
                };
                it.map_block_args(a, ablock, ys);
                let aops: Vec<OpId> = abody.block_ops(ablock).collect();
                let n = aops.len();
                for (k, o) in aops.into_iter().enumerate() {
                    if k + 1 == n && ctx.op_name_str(abody.op_name(o)) == "transform.yield" {
                        break;
                    }
                    let at = it.top(a, o);
                    match it.apply(&at) {
                        Ok(()) => {}
                        Err(Failure::Definite) => return Err(Failure::Definite),
                        Err(Failure::Silenceable(_)) => {
                            let sc = &it.scripts[a as usize];
                            let aloc = it
                                .body(&sc.container)
                                .map(|b| b.loc(sc.op))
                                .unwrap_or(t.loc());
                            let ploc = it.payload_loc(&op);
                            let d = failure
                                .take()
                                .unwrap_or_else(|| Diagnostic::error(t.loc(), "actions failed"));
                            failure = Some(
                                d.with_note(aloc, "failed action")
                                    .with_note(ploc, "when applied to this matching payload"),
                            );
                        }
                    }
                }
                for (i, y) in it.yielded(a, ablock).into_iter().enumerate() {
                    if let Some(v) = acc.get_mut(i) {
                        v.push(y);
                    }
                }
                break;
            }
        }
    }
    if nres > 0 {
        it.set_ops(t, t.result(0), roots.clone())?;
    }
    for (i, ms) in acc.into_iter().enumerate() {
        let h = t.result(i + 1);
        let m = concat(it, h, ms);
        it.set_mapped(t, h, m)?;
    }
    match failure {
        Some(d) => Err(Failure::Silenceable(vec![d])),
        None => Ok(()),
    }
}

fn concat(it: &Interp<'_>, h: HKey, ms: Vec<Mapped>) -> Mapped {
    if it.is_param_type(h) {
        let mut v = Vec::new();
        for m in ms {
            if let Mapped::Params(p) = m {
                v.extend(p);
            }
        }
        Mapped::Params(v)
    } else if it.is_value_type(h) {
        let mut v = Vec::new();
        for m in ms {
            if let Mapped::Values(p) = m {
                v.extend(p);
            }
        }
        Mapped::Values(v)
    } else {
        let mut v = Vec::new();
        for m in ms {
            if let Mapped::Ops(p) = m {
                v.extend(p);
            }
        }
        Mapped::Ops(v)
    }
}

fn collect_matching(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let Some(m) = callee(it, t, "matcher") else {
        return Err(it.definite(Diagnostic::error(t.loc(), "could not find the matcher")));
    };
    let nres = t.num_results();
    let mut acc: Vec<Vec<Mapped>> = vec![Vec::new(); nres];
    for root in it.ops(t.operand(0)) {
        for op in it.walk_ops(&root, true) {
            if let Some(ys) = run_matcher(it, m, &op, &[])? {
                for (i, y) in ys.into_iter().enumerate() {
                    if let Some(v) = acc.get_mut(i) {
                        v.push(y);
                    }
                }
            }
        }
    }
    for (i, ms) in acc.into_iter().enumerate() {
        let h = t.result(i);
        let m = concat(it, h, ms);
        it.set_mapped(t, h, m)?;
    }
    Ok(())
}

fn alternatives(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let scope = t.operand_group(it.ctx, "scope");
    let scope_ops = scope.first().map(|h| it.ops(*h));
    let nreg = t.body.regions(t.op).len();
    let mut last: Option<Vec<Diagnostic>> = None;
    for r in 0..nreg {
        let Some(block) = t.region_block(r) else {
            continue;
        };
        let args = match &scope_ops {
            Some(o) => vec![Mapped::Ops(o.clone())],
            None => Vec::new(),
        };
        it.map_block_args(t.script, block, args);
        match it.run_block(t.script, block, Propagation::Propagate) {
            Ok(()) => {
                for (i, m) in it.yielded(t.script, block).into_iter().enumerate() {
                    it.set_mapped(t, t.result(i), m)?;
                }
                return Ok(());
            }
            Err(Failure::Definite) => return Err(Failure::Definite),
            Err(Failure::Silenceable(d)) => last = Some(d),
        }
    }
    let _ = last;
    Err(it.silenceable(t.loc(), "all alternatives failed"))
}

fn dedup(v: Vec<PayloadOp>) -> Vec<PayloadOp> {
    let mut seen = std::collections::HashSet::new();
    v.into_iter().filter(|p| seen.insert(p.clone())).collect()
}

fn get_parent_op(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let isolated = t.attr(ctx, "isolated_from_above").is_some();
    let allow_empty = t.attr(ctx, "allow_empty_results").is_some();
    let name = str_attr(it, t.attr(ctx, "op_name"));
    let nth = int_attr(it, t.attr(ctx, "nth_parent")).unwrap_or(1);
    let dedupe = t.attr(ctx, "deduplicate").is_some();
    let mut out = Vec::new();
    for target in it.ops(t.operand(0)) {
        let mut cur = Some(target.clone());
        for _ in 0..nth {
            cur = cur.and_then(|c| it.parent(&c));
            while let Some(c) = &cur {
                let ok_iso = !isolated || it.is_isolated_payload(c);
                let ok_name = name.as_deref().is_none_or(|n| it.op_name(c) == n);
                if ok_iso && ok_name {
                    break;
                }
                cur = it.parent(c);
            }
        }
        match cur {
            Some(c) => out.push(c),
            None => {
                if allow_empty {
                    continue;
                }
                let loc = it.payload_loc(&target);
                let d = Diagnostic::error(
                    t.loc(),
                    "could not find a parent op that matches all requirements",
                )
                .with_note(loc, "target op");
                return Err(Failure::Silenceable(vec![d]));
            }
        }
    }
    if dedupe {
        out = dedup(out);
    }
    it.set_ops(t, t.result(0), out)
}

impl Interp<'_> {
    /// Whether the payload op is isolated from above.
    pub fn is_isolated_payload(&self, p: &PayloadOp) -> bool {
        match self.op_in(p) {
            Some((b, o)) => b.is_isolated(o),
            None => true,
        }
    }
}

fn value_def(it: &Interp<'_>, v: &PayloadValue) -> Option<PayloadOp> {
    let b = it.body(&v.body)?;
    match b.value(v.value).def {
        rmlir_ir::body::ValueDef::Result { op, .. } => Some(PayloadOp::at(&v.body, op)),
        _ => None,
    }
}

fn get_defining_op(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let mut out = Vec::new();
    for v in it.values(t.operand(0)) {
        match value_def(it, &v) {
            Some(p) => out.push(p),
            None => {
                let d = Diagnostic::error(t.loc(), "cannot get defining op of block argument");
                return Err(Failure::Silenceable(vec![d]));
            }
        }
    }
    it.set_ops(t, t.result(0), out)
}

fn operand_number(it: &Interp<'_>, t: &TOp) -> i64 {
    int_attr(it, t.attr(it.ctx, "operand_number")).unwrap_or(0)
}

fn get_producer_of_operand(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let n = operand_number(it, t);
    let mut out = Vec::new();
    for p in it.ops(t.operand(0)) {
        let Some((b, o)) = it.op_in(&p) else { continue };
        if n as usize >= b.num_operands(o) {
            let loc = it.payload_loc(&p);
            let d = Diagnostic::error(
                t.loc(),
                format!(
                    "could not find a producer for operand number: {n} of {}",
                    it.print_op(&p)
                ),
            )
            .with_note(loc, "target op");
            return Err(Failure::Silenceable(vec![d]));
        }
        let v = b.operand(o, n as usize);
        match b.value(v).def {
            rmlir_ir::body::ValueDef::Result { op, .. } => {
                out.push(PayloadOp::at(p.body_path(), op))
            }
            _ => {
                let d = Diagnostic::error(
                    t.loc(),
                    format!(
                        "could not find a producer for operand number: {n} of {}",
                        it.print_op(&p)
                    ),
                );
                return Err(Failure::Silenceable(vec![d]));
            }
        }
    }
    it.set_ops(t, t.result(0), out)
}

fn get_consumers_of_result(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let n = int_attr(it, t.attr(it.ctx, "result_number")).unwrap_or(0) as usize;
    let mut out = Vec::new();
    for p in it.ops(t.operand(0)) {
        let Some((b, o)) = it.op_in(&p) else { continue };
        if n >= b.results(o).len() {
            let d = Diagnostic::error(t.loc(), "result number overflow");
            return Err(Failure::Silenceable(vec![d]));
        }
        let v = b.result(o, n);
        for (user, _) in b.uses(v) {
            out.push(PayloadOp::at(p.body_path(), user));
        }
    }
    it.set_ops(t, t.result(0), out)
}

/// The positions selected by `raw_position_list` / `is_inverted` / `is_all` among `n`.
fn positions(it: &Interp<'_>, t: &TOp, n: usize) -> Result<Vec<usize>, String> {
    let ctx = it.ctx;
    if t.attr(ctx, "is_all").is_some() {
        return Ok((0..n).collect());
    }
    let raw: Vec<i64> = t
        .attr(ctx, "raw_position_list")
        .and_then(|a| rmlir_ir::ods::constraints::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let mut pos = Vec::new();
    for r in raw {
        let p = if r < 0 { r + n as i64 } else { r };
        if p < 0 || p >= n as i64 {
            return Err(format!(
                "position overflow {r} (updated from {r}) for maximum {n}"
            ));
        }
        pos.push(p as usize);
    }
    if t.attr(ctx, "is_inverted").is_some() {
        let set: std::collections::HashSet<usize> = pos.into_iter().collect();
        return Ok((0..n).filter(|i| !set.contains(i)).collect());
    }
    Ok(pos)
}

fn get_result(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let mut out = Vec::new();
    for p in it.ops(t.operand(0)) {
        let Some((b, o)) = it.op_in(&p) else { continue };
        let res = b.results(o).to_vec();
        match positions(it, t, res.len()) {
            Ok(ps) => out.extend(ps.into_iter().map(|i| PayloadValue {
                body: p.body_path().into(),
                value: res[i],
            })),
            Err(m) => {
                let loc = it.payload_loc(&p);
                let d = Diagnostic::error(t.loc(), m)
                    .with_note(loc, "while considering positions of this payload operation");
                return Err(Failure::Silenceable(vec![d]));
            }
        }
    }
    it.set_values(t.result(0), out);
    Ok(())
}

fn get_operand(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let mut out = Vec::new();
    for p in it.ops(t.operand(0)) {
        let Some((b, o)) = it.op_in(&p) else { continue };
        let ops: Vec<_> = b.operands(o).collect();
        match positions(it, t, ops.len()) {
            Ok(ps) => out.extend(ps.into_iter().map(|i| PayloadValue {
                body: p.body_path().into(),
                value: ops[i],
            })),
            Err(m) => {
                let loc = it.payload_loc(&p);
                let d = Diagnostic::error(t.loc(), m)
                    .with_note(loc, "while considering positions of this payload operation");
                return Err(Failure::Silenceable(vec![d]));
            }
        }
    }
    it.set_values(t.result(0), out);
    Ok(())
}

fn get_type(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let elemental = t.attr(it.ctx, "elemental").is_some();
    let mut out = Vec::new();
    for v in it.values(t.operand(0)) {
        let Some(b) = it.body(&v.body) else { continue };
        let mut ty = b.value_type(v.value);
        if elemental {
            if let Some(e) = it.ctx.element_type(ty) {
                ty = e;
            }
        }
        out.push(it.ctx.type_attr(ty));
    }
    it.set_params(t.result(0), out);
    Ok(())
}

fn split_handle(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let h = t.operand(0);
    let n = t.num_results();
    let pass_through = t
        .attr(ctx, "pass_through_empty_handle")
        .map(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if !value.is_zero()))
        .unwrap_or(true);
    let fail_small = t
        .attr(ctx, "fail_on_payload_too_small")
        .map(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if !value.is_zero()))
        .unwrap_or(true);
    let overflow = int_attr(it, t.attr(ctx, "overflow_result"));
    let m = it.mapped(h).cloned().unwrap_or(Mapped::Ops(Vec::new()));
    let items: Vec<Mapped> = match &m {
        Mapped::Ops(v) => v.iter().map(|p| Mapped::Ops(vec![p.clone()])).collect(),
        Mapped::Values(v) => v.iter().map(|p| Mapped::Values(vec![p.clone()])).collect(),
        Mapped::Params(v) => v.iter().map(|p| Mapped::Params(vec![*p])).collect(),
    };
    let empty = || match &m {
        Mapped::Ops(_) => Mapped::Ops(Vec::new()),
        Mapped::Values(_) => Mapped::Values(Vec::new()),
        Mapped::Params(_) => Mapped::Params(Vec::new()),
    };
    let count = items.len();
    if count == 0 && pass_through {
        for i in 0..n {
            it.set_mapped(t, t.result(i), empty())?;
        }
        return Ok(());
    }
    if (count < n && fail_small) || (count > n && overflow.is_none()) {
        for i in 0..n {
            it.set_mapped(t, t.result(i), empty())?;
        }
        let d = Diagnostic::error(
            t.loc(),
            format!(
                "{} expected to contain {n} payloads but it contains {count} payloads",
                handle_text(it, h)
            ),
        );
        return Err(Failure::Silenceable(vec![d]));
    }
    let mut res: Vec<Vec<Mapped>> = vec![Vec::new(); n];
    for (i, item) in items.into_iter().enumerate() {
        let k = if i < n {
            i
        } else {
            overflow.unwrap_or(0) as usize
        };
        res[k].push(item);
    }
    for (i, ms) in res.into_iter().enumerate() {
        let h2 = t.result(i);
        let merged = match &m {
            Mapped::Ops(_) => Mapped::Ops(
                ms.into_iter()
                    .flat_map(|x| match x {
                        Mapped::Ops(v) => v,
                        _ => Vec::new(),
                    })
                    .collect(),
            ),
            Mapped::Values(_) => Mapped::Values(
                ms.into_iter()
                    .flat_map(|x| match x {
                        Mapped::Values(v) => v,
                        _ => Vec::new(),
                    })
                    .collect(),
            ),
            Mapped::Params(_) => Mapped::Params(
                ms.into_iter()
                    .flat_map(|x| match x {
                        Mapped::Params(v) => v,
                        _ => Vec::new(),
                    })
                    .collect(),
            ),
        };
        it.set_mapped(t, h2, merged)?;
    }
    Ok(())
}

/// A handle printed as upstream's `<< value` (its defining op or block argument).
fn handle_text(it: &Interp<'_>, h: HKey) -> String {
    let b = &it.scripts[h.0 as usize].body;
    match b.value(h.1).def {
        rmlir_ir::body::ValueDef::Result { op, .. } => {
            rmlir_ir::printer::print_op_in_isolated_body_for_diagnostic(it.ctx, b, op)
        }
        rmlir_ir::body::ValueDef::Arg { index, .. } => {
            let ty = rmlir_ir::printer::type_to_string(it.ctx, b.value_type(h.1));
            format!("<block argument> of type '{ty}' at index: {index}")
        }
        _ => String::new(),
    }
}

fn merge_handles(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let dd = t.attr(it.ctx, "deduplicate").is_some();
    let hs = t.operands();
    let ms: Vec<Mapped> = hs
        .iter()
        .map(|h| it.mapped(*h).cloned().unwrap_or(Mapped::Ops(Vec::new())))
        .collect();
    let r = t.result(0);
    let mut m = concat(it, r, ms);
    if dd {
        m = match m {
            Mapped::Ops(v) => Mapped::Ops(dedup(v)),
            Mapped::Values(v) => {
                let mut seen = std::collections::HashSet::new();
                Mapped::Values(v.into_iter().filter(|x| seen.insert(x.clone())).collect())
            }
            Mapped::Params(v) => {
                let mut seen = std::collections::HashSet::new();
                Mapped::Params(v.into_iter().filter(|x| seen.insert(*x)).collect())
            }
        };
    }
    it.set_mapped(t, r, m)
}

fn select(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let name = str_attr(it, t.attr(it.ctx, "op_name")).unwrap_or_default();
    let out: Vec<PayloadOp> = it
        .ops(t.operand(0))
        .into_iter()
        .filter(|p| it.op_name(p) == name)
        .collect();
    it.set_ops(t, t.result(0), out)
}

fn cast(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let m = it
        .mapped(t.operand(0))
        .cloned()
        .unwrap_or(Mapped::Ops(Vec::new()));
    it.set_mapped(t, t.result(0), m)
}

fn annotate(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let name = str_attr(it, t.attr(ctx, "name")).unwrap_or_default();
    let mut value = ctx.unit_attr();
    if t.num_operands() > 1 {
        let ps = it.params(t.operand(1));
        if ps.len() != 1 {
            let d = Diagnostic::error(
                t.loc(),
                "parameter handle for annotation must be associated with exactly one parameter",
            );
            return Err(it.definite(d));
        }
        value = ps[0];
    }
    let ident = ctx.ident(&name);
    for p in it.ops(t.operand(0)) {
        match p.id() {
            None => {
                let attrs = it.root_mut().attrs_mut();
                attrs.retain(|(k, _)| *k != ident);
                attrs.push((ident, value));
                let _ = ctx.sort_named_attrs(attrs);
            }
            Some(o) => {
                if let Some(b) = it.body_mut(p.body_path()) {
                    b.set_attr(ctx, o, ident, Some(value));
                }
            }
        }
    }
    Ok(())
}

fn print(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let name = str_attr(it, t.attr(it.ctx, "name"));
    let mut s = String::from("[[[ IR printer: ");
    if let Some(n) = name {
        s.push_str(&n);
        s.push(' ');
    }
    if t.num_operands() == 0 {
        s.push_str("top-level ]]]\n");
        s.push_str(&it.print_root());
        s.push('\n');
    } else {
        s.push_str("]]]\n");
        for p in it.ops(t.operand(0)) {
            if p.id().is_none() {
                s.push_str(&it.print_root());
            } else {
                s.push_str(&it.print_op(&p));
            }
            s.push('\n');
        }
    }
    it.stdout.push_str(&s);
    Ok(())
}

impl Interp<'_> {
    /// The payload root printed.
    pub fn print_root(&mut self) -> String {
        let ctx = self.ctx;
        let shape = rmlir_ir::body::OpShape {
            operand_types: Vec::new(),
            result_types: Vec::new(),
        };
        Body::with_detached(self.root_mut(), &shape, |b, id| {
            rmlir_ir::printer::print_op_to_string(
                ctx,
                b,
                id,
                rmlir_ir::printer::PrintFlags::default(),
            )
        })
    }
}

fn param_constant(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let v = t.attr(it.ctx, "value").into_iter().collect();
    it.set_params(t.result(0), v);
    Ok(())
}

fn num_associations(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let n = match it.mapped(t.operand(0)) {
        Some(Mapped::Ops(v)) => v.len(),
        Some(Mapped::Values(v)) => v.len(),
        Some(Mapped::Params(v)) => v.len(),
        None => 0,
    };
    let ctx = it.ctx;
    let a = ctx.int_attr(ctx.integer_type(64), n as i64);
    it.set_params(t.result(0), vec![a]);
    Ok(())
}

/// The single payload op of a `SingleOpMatcherOpTrait` op's operand.
pub fn single_op(it: &mut Interp<'_>, t: &TOp, h: HKey) -> Result<PayloadOp, Failure> {
    let ops = it.ops(h);
    if ops.len() != 1 {
        let d = Diagnostic::error(
            t.loc(),
            "SingleOpMatchOpTrait requires the operand handle to point to a single payload op",
        );
        return Err(it.definite(d));
    }
    Ok(ops[0].clone())
}

fn match_operation_name(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let p = single_op(it, t, t.operand(0))?;
    let name = it.op_name(&p).to_string();
    let ok = match t.attr(it.ctx, "op_names").map(|a| it.ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items
            .iter()
            .any(|a| it.ctx.attr_str(*a) == Some(name.as_bytes())),
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(it.silenceable(t.loc(), "wrong operation name"))
    }
}

fn match_param_cmpi(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let params = it.params(t.operand(0));
    let refs = it.params(t.operand(1));
    let pred = int_attr(it, t.attr(ctx, "predicate")).unwrap_or(0);
    if params.len() != refs.len() {
        let d = Diagnostic::error(t.loc(), "parameters have different payload lengths")
            .with_note(
                it.handle_loc(t.operand(0)),
                format!("{} elements", params.len()),
            )
            .with_note(
                it.handle_loc(t.operand(1)),
                format!("{} elements", refs.len()),
            );
        return Err(Failure::Silenceable(vec![d]));
    }
    for (p, r) in params.iter().zip(&refs) {
        let (Some(a), Some(b)) = (int_attr(it, Some(*p)), int_attr(it, Some(*r))) else {
            let d = Diagnostic::error(t.loc(), "non-integer parameter value not expected");
            return Err(Failure::Silenceable(vec![d]));
        };
        let (ok, desc) = match pred {
            0 => (a == b, "equal to"),
            1 => (a != b, "not equal to"),
            2 => (a < b, "less than"),
            3 => (a <= b, "less than or equal to"),
            4 => (a > b, "greater than"),
            _ => (a >= b, "greater than or equal to"),
        };
        if !ok {
            let d = Diagnostic::error(
                t.loc(),
                format!("expected parameter to be {desc} {b}, got {a}"),
            );
            return Err(Failure::Silenceable(vec![d]));
        }
    }
    Ok(())
}

fn emit_remark_at(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let msg = str_attr(it, t.attr(it.ctx, "message")).unwrap_or_default();
    let h = t.operand(0);
    match it.mapped(h).cloned() {
        Some(Mapped::Ops(v)) => {
            for p in v {
                let loc = it.payload_loc(&p);
                it.emit(Diagnostic::remark(loc, msg.clone()));
            }
        }
        Some(Mapped::Values(v)) => {
            for pv in v {
                let loc = it.value_loc(&pv);
                let note = it.describe_value(&pv);
                it.emit(Diagnostic::remark(loc, msg.clone()).with_note(loc, note));
            }
        }
        _ => {}
    }
    Ok(())
}

impl Interp<'_> {
    /// `value handle points to ...` (upstream's `EmitRemarkAtOp` note).
    pub fn describe_value(&self, v: &PayloadValue) -> String {
        let Some(b) = self.body(&v.body) else {
            return String::new();
        };
        match b.value(v.value).def {
            rmlir_ir::body::ValueDef::Result { index, .. } => {
                format!("value handle points to an op result #{index}")
            }
            rmlir_ir::body::ValueDef::Arg { block, index } => {
                let region = b.block_parent(block);
                let bno = region
                    .map(|r| b.region_blocks(r).position(|x| x == block).unwrap_or(0))
                    .unwrap_or(0);
                let rno = region
                    .and_then(|r| {
                        let p = b.region_parent(r)?;
                        b.regions(p).iter().position(|x| *x == r)
                    })
                    .unwrap_or(0);
                format!(
                    "value handle points to a block argument #{index} in block #{bno} in region #{rno}"
                )
            }
            _ => String::new(),
        }
    }

    /// The location of a payload value (its op's, or the block argument's).
    pub fn value_loc(&self, v: &PayloadValue) -> rmlir_ir::Location {
        let Some(b) = self.body(&v.body) else {
            return self.root().loc;
        };
        match b.value(v.value).def {
            rmlir_ir::body::ValueDef::Result { op, .. } => b.loc(op),
            _ => b.value(v.value).loc.unwrap_or(self.root().loc),
        }
    }
}

fn emit_param_as_remark(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let msg = str_attr(it, t.attr(ctx, "message"));
    let ops = t.operand_group(ctx, "param");
    let anchor = t.operand_group(ctx, "anchor");
    let mut s = String::new();
    if let Some(m) = msg {
        s.push_str(&m);
        s.push(' ');
    }
    let parts: Vec<String> = ops
        .first()
        .map(|h| it.params(*h))
        .unwrap_or_default()
        .into_iter()
        .map(|a| rmlir_ir::printer::attr_to_string(ctx, a))
        .collect();
    s.push_str(&parts.join(", "));
    match anchor.first() {
        None => it.emit(Diagnostic::remark(t.loc(), s)),
        Some(h) => {
            for p in it.ops(*h) {
                let loc = it.payload_loc(&p);
                it.emit(Diagnostic::remark(loc, s.clone()));
            }
        }
    }
    Ok(())
}

fn verify_op(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let _ = (it, t);
    Ok(())
}

/// The isolated payload ops of a handle, for transforms that need a body of their own.
fn isolated_targets(it: &mut Interp<'_>, t: &TOp, what: &str) -> Result<Vec<PayloadOp>, Failure> {
    let ops = it.ops(t.operand(0));
    for p in &ops {
        if !it.is_isolated_payload(p) {
            let d = Diagnostic::error(
                t.loc(),
                format!("{what} is only supported on isolated ops by rmlir's interpreter"),
            );
            return Err(it.definite(d));
        }
    }
    Ok(ops)
}

fn apply_cse(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    for p in isolated_targets(it, t, "apply_cse")? {
        let name = match p.id() {
            None => it.root().name,
            Some(o) => it.body(p.body_path()).unwrap().op_name(o),
        };
        if let Some(b) = it.body_mut(p.inner_path()) {
            rmlir_ir::transforms::cse::eliminate_common_subexpressions(ctx, name, b);
        }
    }
    Ok(())
}

fn apply_dce(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    for p in isolated_targets(it, t, "apply_dce")? {
        if let Some(b) = it.body_mut(p.inner_path()) {
            super::patterns::dead_code_elimination(ctx, b);
        }
    }
    Ok(())
}

fn apply_registered_pass(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let name = str_attr(it, t.attr(ctx, "pass_name")).unwrap_or_default();
    let options = str_attr(it, t.attr(ctx, "options")).unwrap_or_default();
    let Some(info) = rmlir_ir::pass::registry().lookup(&name) else {
        let d = Diagnostic::error(t.loc(), format!("unknown pass or pass pipeline: {name}"));
        return Err(it.definite(d));
    };
    let pass = match rmlir_ir::pass::pipeline::create_pass(&info, &options) {
        Ok(p) => p,
        Err((_, m)) => {
            let d = Diagnostic::error(t.loc(), m);
            return Err(it.definite(d));
        }
    };
    let targets = it.ops(t.operand(0));
    for p in &targets {
        let mut cx = rmlir_ir::pass::PassCx::new(ctx);
        let ok = match p.id() {
            None => {
                let shape = rmlir_ir::body::OpShape {
                    operand_types: Vec::new(),
                    result_types: Vec::new(),
                };
                let data = it.root_mut();
                let mut po = rmlir_ir::pass::PassOp {
                    id: <OpId as rmlir_ir::entity::EntityId>::new(0, 0),
                    is_top_level: true,
                    data,
                    shape,
                };
                pass.run(&mut po, &mut cx).is_ok()
            }
            Some(o) => {
                let Some(b) = it.body_mut(p.body_path()) else {
                    continue;
                };
                let shape = b.op_shape(o);
                let data = b.op_mut(o);
                let mut po = rmlir_ir::pass::PassOp {
                    id: o,
                    is_top_level: false,
                    data,
                    shape,
                };
                pass.run(&mut po, &mut cx).is_ok()
            }
        };
        for e in cx.into_events() {
            if let rmlir_ir::pass::PassEvent::Diag(d) = e {
                it.emit(d);
            }
        }
        if !ok {
            let loc = it.payload_loc(p);
            let d = Diagnostic::error(t.loc(), "pass pipeline failed").with_note(loc, "target op");
            return Err(Failure::Silenceable(vec![d]));
        }
    }
    it.set_ops(t, t.result(0), targets)
}

#[allow(dead_code)]
fn unused(_: &Body) {}
