//! The structured matchers (`transform.match.structured` and its predicates).

use super::core_ops::{int_attr, single_op};
use super::{Consumes, Failure, Interp, Mapped, PayloadOp, PayloadValue, TOp, TResult};
use super::{Propagation, TransformOpImpl};
use rmlir_ir::affine::AffineMap;
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::{Body, Location, OpId};

macro_rules! imp {
    ($name:literal, $f:expr) => {
        TransformOpImpl {
            name: $name,
            apply: $f,
            consumes: Consumes::Nothing,
        }
    };
}

pub static IMPLS: &[TransformOpImpl] = &[
    imp!("transform.match.structured", match_structured),
    imp!("transform.match.structured.body", body),
    imp!("transform.match.structured.dim", dim),
    imp!("transform.match.structured.input", |it, t| operand_op(
        it, t, true
    )),
    imp!("transform.match.structured.init", |it, t| operand_op(
        it, t, false
    )),
    imp!("transform.match.structured.num_inputs", |it, t| count(
        it, t, 0
    )),
    imp!("transform.match.structured.num_inits", |it, t| count(
        it, t, 1
    )),
    imp!("transform.match.structured.rank", |it, t| count(it, t, 2)),
    imp!("transform.match.structured.result", result),
    imp!(
        "transform.match.structured.elemental_bitwidth",
        elemental_bitwidth
    ),
];

/// A structured payload op, read.
struct Linalg {
    inputs: Vec<rmlir_ir::ValueId>,
    inits: Vec<rmlir_ir::ValueId>,
    maps: Vec<AffineMap>,
    parallel: Vec<bool>,
    loc: Location,
}

fn linalg_of(it: &Interp<'_>, p: &PayloadOp) -> Option<(Linalg, &'static str)> {
    let (b, o) = it.op_in(p)?;
    if !crate::linalg::is_structured(it.ctx, b, o) {
        return None;
    }
    let (inputs, inits) = crate::linalg::segments(it.ctx, b, o);
    let maps = crate::linalg::indexing_maps(it.ctx, b, o)?;
    let parallel = crate::linalg::iterator_types(it.ctx, b, o)?;
    Some((
        Linalg {
            inputs,
            inits,
            maps,
            parallel,
            loc: b.loc(o),
        },
        "",
    ))
}

fn silence(loc: Location, msg: impl Into<String>) -> Failure {
    Failure::Silenceable(vec![Diagnostic::error(loc, msg)])
}

fn match_structured(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let p = single_op(it, t, t.operand(0))?;
    let suppress = int_attr(it, t.attr(it.ctx, "failure_propagation_mode")) == Some(2);
    let set_empty = |it: &mut Interp<'_>, from: usize| {
        for i in from..t.num_results() {
            let h = t.result(i);
            let m = if it.is_param_type(h) {
                Mapped::Params(Vec::new())
            } else if it.is_value_type(h) {
                Mapped::Values(Vec::new())
            } else {
                Mapped::Ops(Vec::new())
            };
            it.set_mapped(t, h, m).ok();
        }
    };
    if linalg_of(it, &p).is_none() {
        if !suppress {
            return Err(silence(t.loc(), "expected a Linalg op"));
        }
        set_empty(it, 0);
        return Ok(());
    }
    let Some(block) = t.region_block(0) else {
        return Ok(());
    };
    it.map_block_args(t.script, block, vec![Mapped::Ops(vec![p])]);
    let ops: Vec<OpId> = t.body.block_ops(block).collect();
    let n = ops.len();
    for (k, o) in ops.iter().enumerate() {
        if k + 1 == n {
            break;
        }
        let nt = it.top(t.script, *o);
        match it.apply(&nt) {
            Ok(()) => {}
            Err(Failure::Definite) => return Err(Failure::Definite),
            Err(f) => {
                if !suppress {
                    return Err(f);
                }
                // Forward the terminator operands already defined, empty the others.
                let term = ops[n - 1];
                let later: std::collections::HashSet<OpId> = ops[k..].iter().copied().collect();
                let operands: Vec<_> = t.body.operands(term).collect();
                for (i, v) in operands.into_iter().enumerate() {
                    if i >= t.num_results() {
                        break;
                    }
                    let defined_later = match t.body.value(v).def {
                        rmlir_ir::body::ValueDef::Result { op, .. } => later.contains(&op),
                        _ => false,
                    };
                    if defined_later {
                        continue;
                    }
                    if let Some(m) = it.mapped(t.key(v)).cloned() {
                        it.set_mapped(t, t.result(i), m)?;
                    }
                }
                for i in 0..t.num_results() {
                    if it.mapped(t.result(i)).is_none() {
                        set_empty(it, i);
                        break;
                    }
                }
                return Ok(());
            }
        }
    }
    for (i, m) in it.yielded(t.script, block).into_iter().enumerate() {
        if i < t.num_results() {
            it.set_mapped(t, t.result(i), m)?;
        }
    }
    let _ = Propagation::Propagate;
    Ok(())
}

/// Upstream's `expandTargetSpecification`.
pub fn expand_target_spec(
    loc: Location,
    all: bool,
    inverted: bool,
    raw: &[i64],
    max: i64,
) -> Result<Vec<i64>, Diagnostic> {
    if all {
        return Ok((0..max).collect());
    }
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for &r in raw {
        let u = if r < 0 { max + r } else { r };
        if u >= max {
            return Err(Diagnostic::error(
                loc,
                format!("position overflow {u} (updated from {r}) for maximum {max}"),
            ));
        }
        if u < 0 {
            return Err(Diagnostic::error(
                loc,
                format!("position underflow {u} (updated from {r})"),
            ));
        }
        if !seen.insert(u) {
            return Err(Diagnostic::error(
                loc,
                format!("repeated position {u} (updated from {r})"),
            ));
        }
        out.push(u);
    }
    if !inverted {
        return Ok(out);
    }
    Ok((0..max).filter(|c| !out.contains(c)).collect())
}

fn spec(
    it: &Interp<'_>,
    t: &TOp,
    list: &str,
    max: usize,
    note_loc: Location,
    note: &str,
) -> Result<Vec<i64>, Failure> {
    let ctx = it.ctx;
    let raw = t
        .attr(ctx, list)
        .and_then(|a| rmlir_ir::ods::constraints::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let all = t.attr(ctx, "is_all").is_some();
    let inv = t.attr(ctx, "is_inverted").is_some();
    expand_target_spec(t.loc(), all, inv, &raw, max as i64)
        .map_err(|d| Failure::Silenceable(vec![d.with_note(note_loc, note)]))
}

fn structured(it: &mut Interp<'_>, t: &TOp) -> Result<(PayloadOp, Linalg), Failure> {
    let p = single_op(it, t, t.operand(0))?;
    match linalg_of(it, &p) {
        Some((l, _)) => Ok((p, l)),
        None => Err(silence(t.loc(), "expected a Linalg op")),
    }
}

/// Static loop ranges: for each loop, the first operand dimension indexed by it alone.
fn static_loop_ranges(it: &Interp<'_>, p: &PayloadOp, l: &Linalg) -> Vec<i64> {
    let n = l.parallel.len();
    let mut out = vec![i64::MIN; n];
    let mut found = vec![false; n];
    let Some((b, _)) = it.op_in(p) else {
        return out;
    };
    for (v, m) in l.inputs.iter().chain(&l.inits).zip(&l.maps) {
        let shape: Vec<i64> = it
            .ctx
            .shaped_parts(b.value_type(*v))
            .map(|(s, _)| s.to_vec())
            .unwrap_or_default();
        for (k, e) in m.results().iter().enumerate() {
            if let rmlir_ir::affine::AffineExprView::Dim(d) = e.view() {
                let d = d as usize;
                if d < n && !found[d] {
                    found[d] = true;
                    out[d] = shape.get(k).copied().unwrap_or(i64::MIN);
                }
            }
        }
    }
    out
}

fn dim(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let (p, l) = structured(it, t)?;
    let ctx = it.ctx;
    let dims = spec(
        it,
        t,
        "raw_dim_list",
        l.parallel.len(),
        l.loc,
        "while considering dimensions of this payload operation",
    )?;
    let par = t.attr(ctx, "parallel").is_some();
    let red = t.attr(ctx, "reduction").is_some();
    if par || red {
        for &d in &dims {
            let is_par = l.parallel.get(d as usize).copied().unwrap_or(false);
            if par && !is_par {
                return Err(silence(
                    t.loc(),
                    format!("expects dimension #{d} to be parallel"),
                ));
            }
            if red && is_par {
                return Err(silence(
                    t.loc(),
                    format!("expects dimension #{d} to be reduction"),
                ));
            }
        }
    }
    if t.num_results() == 0 {
        return Ok(());
    }
    let ranges = static_loop_ranges(it, &p, &l);
    let i64t = ctx.integer_type(64);
    let vals = dims
        .iter()
        .map(|d| ctx.int_attr(i64t, ranges[*d as usize]))
        .collect();
    it.set_params(t.result(0), vals);
    Ok(())
}

fn operand_op(it: &mut Interp<'_>, t: &TOp, input: bool) -> TResult {
    let (p, l) = structured(it, t)?;
    let ctx = it.ctx;
    let (list, note, what) = if input {
        (
            &l.inputs,
            "while considering DPS inputs of this payload operation",
            "input",
        )
    } else {
        (
            &l.inits,
            "while considering DPS inits (outputs) of this payload operation",
            "output(init)",
        )
    };
    let positions = spec(it, t, "raw_position_list", list.len(), l.loc, note)?;
    let perm = t.attr(ctx, "permutation").is_some();
    let proj = t.attr(ctx, "projected_permutation").is_some();
    let has_result = t.num_results() > 0;
    let mut mapped = Vec::new();
    for pos in positions {
        let idx = if input {
            pos as usize
        } else {
            l.inputs.len() + pos as usize
        };
        let map = &l.maps[idx];
        if perm && !map.is_permutation() {
            return Err(silence(
                t.loc(),
                format!("the indexing map for {what} #{pos} is not a permutation"),
            ));
        }
        if proj && !map.is_projected_permutation(false) {
            let kind = if input {
                "is not a projected permutation"
            } else {
                "is not a permutation"
            };
            return Err(silence(
                t.loc(),
                format!("the indexing map for {what} #{pos} {kind}"),
            ));
        }
        if !has_result {
            continue;
        }
        let r = t.result(0);
        let ty = rmlir_ir::printer::type_to_string(ctx, t.handle_type(r));
        if ty == "!transform.affine_map" {
            mapped.push(Mapped::Params(vec![
                ctx.get_attr(rmlir_ir::AttrKind::AffineMap(map.clone()))
            ]));
            continue;
        }
        let v = list[pos as usize];
        if it.is_value_type(r) {
            mapped.push(Mapped::Values(vec![PayloadValue {
                body: p.body_path().into(),
                value: v,
            }]));
            continue;
        }
        let (b, _) = it.op_in(&p).unwrap();
        match b.value(v).def {
            rmlir_ir::body::ValueDef::Result { op, .. } => {
                mapped.push(Mapped::Ops(vec![PayloadOp::at(p.body_path(), op)]))
            }
            _ => {
                return Err(silence(
                    t.loc(),
                    format!("{what} #{pos} is not produced by an operation"),
                ))
            }
        }
    }
    if has_result {
        let r = t.result(0);
        let m = concat(mapped, it, r);
        it.set_mapped(t, r, m)?;
    }
    Ok(())
}

fn concat(ms: Vec<Mapped>, it: &Interp<'_>, h: super::HKey) -> Mapped {
    let mut ops = Vec::new();
    let mut vals = Vec::new();
    let mut params = Vec::new();
    for m in ms {
        match m {
            Mapped::Ops(v) => ops.extend(v),
            Mapped::Values(v) => vals.extend(v),
            Mapped::Params(v) => params.extend(v),
        }
    }
    if it.is_value_type(h) {
        Mapped::Values(vals)
    } else if !params.is_empty() || it.is_param_type(h) {
        Mapped::Params(params)
    } else {
        Mapped::Ops(ops)
    }
}

fn count(it: &mut Interp<'_>, t: &TOp, what: u8) -> TResult {
    let (_, l) = structured(it, t)?;
    let n = match what {
        0 => l.inputs.len(),
        1 => l.inits.len(),
        _ => l.parallel.len(),
    };
    let ctx = it.ctx;
    it.set_params(
        t.result(0),
        vec![ctx.int_attr(ctx.integer_type(64), n as i64)],
    );
    Ok(())
}

fn result(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let (p, l) = structured(it, t)?;
    let ctx = it.ctx;
    let raw = int_attr(it, t.attr(ctx, "position")).unwrap_or(0);
    let n = l.inits.len() as i64;
    let pos = if raw < 0 { n + raw } else { raw };
    if pos >= n || pos < 0 {
        return Err(silence(
            t.loc(),
            format!(
                "position {raw} overflows the number of results(ints) of the payload operation"
            ),
        ));
    }
    let (b, o) = it.op_in(&p).unwrap();
    let Some(&v) = b.results(o).get(pos as usize) else {
        return Err(silence(t.loc(), format!("no users of the result #{raw}")));
    };
    let r = t.result(0);
    if it.is_value_type(r) {
        it.set_values(
            r,
            vec![PayloadValue {
                body: p.body_path().into(),
                value: v,
            }],
        );
        return Ok(());
    }
    let users: Vec<OpId> = users_in_order(b, v);
    let Some(first) = users.first().copied() else {
        return Err(silence(t.loc(), format!("no users of the result #{raw}")));
    };
    if t.attr(ctx, "single").is_some() && users.len() != 1 {
        return Err(silence(
            t.loc(),
            "more than one result user with single user requested",
        ));
    }
    it.set_ops(t, r, vec![PayloadOp::at(p.body_path(), first)])
}

/// Users of `v` as upstream's use list enumerates them (most recent use first).
fn users_in_order(b: &Body, v: rmlir_ir::ValueId) -> Vec<OpId> {
    b.uses(v).map(|(o, _)| o).collect()
}

fn body(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let (p, l) = structured(it, t)?;
    let ctx = it.ctx;
    let (b, o) = it.op_in(&p).unwrap();
    let Some(block) = b.regions(o).first().and_then(|r| b.entry_block(*r)) else {
        return Ok(());
    };
    let args = b.block_args(block).to_vec();
    let Some(term) = b.last_op(block) else {
        return Ok(());
    };
    let yielded: Vec<_> = b.operands(term).collect();
    if let Some(pos) = int_attr(it, t.attr(ctx, "reduction_position")) {
        let pos = pos as usize;
        let Some(&arg) = args.get(l.inputs.len() + pos) else {
            return Err(silence(t.loc(), "could not match reduction"));
        };
        let Some(&y) = yielded.get(pos) else {
            return Err(silence(t.loc(), "could not match reduction"));
        };
        // Follow the single-use chain from the carried argument to the yielded value.
        let mut combiners = 0;
        let mut cur = arg;
        loop {
            let us: Vec<_> = b.uses(cur).collect();
            if us.len() != 1 {
                return Err(silence(t.loc(), "could not match reduction"));
            }
            let (user, _) = us[0];
            if user == term {
                break;
            }
            combiners += 1;
            if b.results(user).len() != 1 {
                return Err(silence(t.loc(), "could not match reduction"));
            }
            cur = b.result(user, 0);
            if cur == y {
                break;
            }
        }
        if cur != y || combiners == 0 {
            return Err(silence(t.loc(), "could not match reduction"));
        }
        if combiners != 1 {
            return Err(silence(t.loc(), "reduction combiner is not a single op"));
        }
        return Ok(());
    }
    if t.attr(ctx, "passthrough").is_some() {
        if yielded != args[..l.inputs.len().min(args.len())] {
            return Err(silence(t.loc(), "not a passthrough"));
        }
        return Ok(());
    }
    if t.attr(ctx, "elementwise").is_some() {
        let ok = l.parallel.iter().all(|p| *p)
            && l.maps.iter().all(|m| m.is_projected_permutation(false))
            && l.maps[l.inputs.len()..].iter().all(|m| m.is_permutation());
        if !ok {
            return Err(silence(t.loc(), "not elementwise"));
        }
        return Ok(());
    }
    Err(it.definite(Diagnostic::error(t.loc(), "unknown body condition")))
}

fn elemental_bitwidth(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let vals = it.values(t.operand(0));
    if vals.len() != 1 {
        let d = Diagnostic::error(
            t.loc(),
            "SingleValueMatchOpTrait requires the value handle to point to a single payload value",
        );
        return Err(it.definite(d));
    }
    let ctx = it.ctx;
    let Some(b) = it.body(&vals[0].body) else {
        return Ok(());
    };
    let ty = b.value_type(vals[0].value);
    let int_or_float = |t: rmlir_ir::Type| {
        if matches!(ctx.type_kind(t), rmlir_ir::TypeKind::Index) {
            None
        } else {
            ctx.int_or_float_bitwidth(t)
        }
    };
    let width =
        int_or_float(ty).or_else(|| ctx.shaped_parts(ty).and_then(|(_, e)| int_or_float(e)));
    match width {
        Some(w) => {
            it.set_params(
                t.result(0),
                vec![ctx.int_attr(ctx.integer_type(64), w as i64)],
            );
            Ok(())
        }
        None => {
            let s = rmlir_ir::printer::type_to_string(ctx, ty);
            Err(silence(
                t.loc(),
                format!("unsupported type for bitwidth extraction: {s}"),
            ))
        }
    }
}
