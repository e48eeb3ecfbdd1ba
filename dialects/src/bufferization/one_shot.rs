//! The `one-shot-bufferize` pass (MLIR 19's `OneShotBufferizePass`): options, the module
//! driver (`runOneShotModuleBufferize` with `bufferize-function-boundaries`: functions in
//! call order, callees first; per-function analysis summaries for calls; the
//! `bufferization.access` and `__equivalent_func_args__` annotations of `test-analysis-only`)
//! and the per-function driver without function boundaries.

use super::analysis::{FuncFacts, FuncSummary, Heuristic, LayoutConv, Options, State};
use super::interfaces::{is_tensor, name};
use rmlir_ir::pass::options::OptValue;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind};
use std::collections::HashMap;

const DESCRIPTION: &str = "One-Shot Bufferize";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "one-shot-bufferize",
        description: DESCRIPTION,
        create: || Box::new(OneShotBufferize { options: options() }),
    }
}

fn options() -> PassOptions {
    PassOptions::new()
        .with(
            "allow-return-allocs-from-loops",
            "Allows returning/yielding new allocations from a loop.",
            OptValue::Bool(false),
        )
        .with(
            "allow-unknown-ops",
            "Allows unknown (not bufferizable) ops in the input IR.",
            OptValue::Bool(false),
        )
        .with(
            "analysis-fuzzer-seed",
            "Test only: Analyze ops in random order with a given seed (fuzzer)",
            OptValue::UInt(0),
        )
        .with(
            "analysis-heuristic",
            "Heuristic that control the IR traversal during analysis",
            OptValue::Str("bottom-up".into()),
        )
        .with(
            "bufferize-function-boundaries",
            "Bufferize function boundaries (experimental).",
            OptValue::Bool(false),
        )
        .with(
            "check-parallel-regions",
            "Account for parallel regions in RaW analysis.",
            OptValue::Bool(true),
        )
        .with(
            "copy-before-write",
            "Skip the analysis. Make a buffer copy on every write.",
            OptValue::Bool(false),
        )
        .with(
            "dialect-filter",
            "Restrict bufferization to ops from these dialects.",
            OptValue::List(Vec::new()),
        )
        .with(
            "dump-alias-sets",
            "Test only: Annotate tensor IR with alias sets",
            OptValue::Bool(false),
        )
        .with(
            "function-boundary-type-conversion",
            "Controls layout maps when bufferizing function signatures.",
            OptValue::Str("infer-layout-map".into()),
        )
        .with(
            "must-infer-memory-space",
            "The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used otherwise.",
            OptValue::Bool(false),
        )
        .with(
            "no-analysis-func-filter",
            "Skip analysis of functions with these symbol names.Set copyBeforeWrite to true when bufferizing them.",
            OptValue::List(Vec::new()),
        )
        .with(
            "print-conflicts",
            "Test only: Annotate IR with RaW conflicts. Requires test-analysis-only.",
            OptValue::Bool(false),
        )
        .with(
            "test-analysis-only",
            "Test only: Only run inplaceability analysis and annotate IR",
            OptValue::Bool(false),
        )
        .with(
            "unknown-type-conversion",
            "Controls layout maps for non-inferrable memref types.",
            OptValue::Str("fully-dynamic-layout-map".into()),
        )
}

pub struct OneShotBufferize {
    options: PassOptions,
}

fn layout_conv(s: &str) -> Option<LayoutConv> {
    Some(match s {
        "infer-layout-map" => LayoutConv::InferLayoutMap,
        "identity-layout-map" => LayoutConv::IdentityLayoutMap,
        "fully-dynamic-layout-map" => LayoutConv::FullyDynamicLayoutMap,
        _ => return None,
    })
}

impl Pass for OneShotBufferize {
    fn name(&self) -> &'static str {
        "OneShotBufferize"
    }
    fn argument(&self) -> &'static str {
        "one-shot-bufferize"
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
        let o = &self.options;
        let heuristic = match o.str("analysis-heuristic") {
            "bottom-up" => Heuristic::BottomUp,
            "top-down" => Heuristic::TopDown,
            "bottom-up-from-terminators" => Heuristic::BottomUpFromTerminators,
            "fuzzer" => Heuristic::Fuzzer,
            other => {
                cx.write_err(format!(
                    "unsupported in rmlir's bufferization: analysis heuristic '{other}'\n"
                ));
                return Err(());
            }
        };
        let (Some(func_type_conv), Some(unknown_type_conv)) = (
            layout_conv(o.str("function-boundary-type-conversion")),
            layout_conv(o.str("unknown-type-conversion")),
        ) else {
            cx.write_err("unsupported in rmlir's bufferization: layout map option\n");
            return Err(());
        };
        let opts = Options {
            allow_return_allocs_from_loops: o.bool("allow-return-allocs-from-loops"),
            allow_unknown_ops: o.bool("allow-unknown-ops"),
            fuzzer_seed: o.uint("analysis-fuzzer-seed"),
            heuristic,
            func_boundaries: o.bool("bufferize-function-boundaries"),
            check_parallel_regions: o.bool("check-parallel-regions"),
            copy_before_write: o.bool("copy-before-write"),
            dialect_filter: o.list("dialect-filter").to_vec(),
            test_analysis_only: o.bool("test-analysis-only"),
            print_conflicts: o.bool("print-conflicts"),
            func_type_conv,
            unknown_type_conv,
        };
        if o.bool("dump-alias-sets")
            || !o.list("no-analysis-func-filter").is_empty()
            || o.bool("must-infer-memory-space")
        {
            cx.write_err("unsupported in rmlir's bufferization: option\n");
            return Err(());
        }
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        match run_module(ctx, body, &opts) {
            Ok(()) => Ok(()),
            Err(Failure::Diag(d)) => {
                cx.emit(d);
                Err(())
            }
            Err(Failure::Unsupported(m)) => {
                cx.write_err(format!("unsupported in rmlir's bufferization: {m}\n"));
                Err(())
            }
        }
    }
}

pub enum Failure {
    Diag(Diagnostic),
    Unsupported(String),
}

/// A `func.func` of the module: its signature and argument attributes.
pub struct FuncInfo {
    pub op: OpId,
    pub name: String,
    pub inputs: Vec<Type>,
    pub results: Vec<Type>,
    pub external: bool,
}

pub fn func_info(ctx: &Context, body: &Body, op: OpId) -> Option<FuncInfo> {
    let f = crate::func::interfaces::FuncOp(op);
    let ft = f.function_type(ctx, body)?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(ft) else {
        return None;
    };
    let external = match body.op_regions(op).1.first() {
        Some(r) => body.op_regions(op).0.region_is_empty(*r),
        None => true,
    };
    Some(FuncInfo {
        op,
        name: f.sym_name(ctx, body)?.to_string(),
        inputs: inputs.to_vec(),
        results: results.to_vec(),
        external,
    })
}

/// The dictionary of argument `i` (`arg_attrs`).
pub fn arg_attr(ctx: &Context, body: &Body, op: OpId, i: usize, key: &str) -> Option<Attribute> {
    let a = crate::func::interfaces::FuncOp(op).arg_attrs(body)?;
    let AttrKind::Array(v) = ctx.attr_kind(a) else {
        return None;
    };
    let d = v.get(i)?;
    ctx.dict_entries(*d)
        .iter()
        .find(|(n, _)| ctx.ident_str(*n) == key)
        .map(|x| x.1)
}

/// Sets (or removes) entry `key` of argument `i`'s dictionary.
pub fn set_arg_attr(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    nargs: usize,
    i: usize,
    key: &str,
    value: Option<Attribute>,
) {
    let slot = crate::func::FUNC_PROPS
        .iter()
        .position(|p| *p == "arg_attrs")
        .unwrap_or(0);
    let empty = ctx.dict_attr(Vec::new()).expect("empty dictionary");
    let mut dicts: Vec<Attribute> = match crate::func::interfaces::FuncOp(op).arg_attrs(body) {
        Some(a) => match ctx.attr_kind(a) {
            AttrKind::Array(v) => v.to_vec(),
            _ => vec![],
        },
        None => vec![],
    };
    dicts.resize(nargs, empty);
    let mut entries: Vec<_> = ctx
        .dict_entries(dicts[i])
        .iter()
        .filter(|(n, _)| ctx.ident_str(*n) != key)
        .copied()
        .collect();
    if let Some(v) = value {
        entries.push((ctx.ident(key), v));
    }
    dicts[i] = ctx.dict_attr(entries).unwrap_or(empty);
    let all_empty = dicts.iter().all(|d| ctx.dict_entries(*d).is_empty());
    let new = if all_empty {
        None
    } else {
        Some(ctx.array_attr(&dicts))
    };
    body.set_prop(op, slot, new);
}

fn str_attr_of(ctx: &Context, a: Attribute) -> Option<String> {
    ctx.attr_str(a)
        .map(|s| String::from_utf8_lossy(s).into_owned())
}

fn bool_of(ctx: &Context, a: Attribute) -> Option<bool> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64().map(|v| v != 0),
        _ => None,
    }
}

/// The functions in the order upstream analyzes and bufferizes them: callees first.
fn ordered_funcs(ctx: &Context, module: &Body, funcs: &[FuncInfo]) -> Result<Vec<usize>, Failure> {
    let by_name: HashMap<&str, usize> = funcs
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.as_str(), i))
        .collect();
    let mut callees: Vec<Vec<usize>> = vec![Vec::new(); funcs.len()];
    for (i, f) in funcs.iter().enumerate() {
        let Some(fb) = module.isolated_body(f.op) else {
            continue;
        };
        for op in super::analysis::all_ops(fb, rmlir_ir::walk::WalkOrder::PreOrder) {
            if name(ctx, fb, op) != "func.call" {
                continue;
            }
            let Some(a) = rmlir_ir::ods::prop(ctx, fb, op, "callee") else {
                continue;
            };
            let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(a) else {
                continue;
            };
            if let Some(&c) = by_name.get(ctx.ident_str(*root)) {
                let cf = &funcs[c];
                let tensors = cf
                    .inputs
                    .iter()
                    .chain(cf.results.iter())
                    .any(|t| is_tensor(ctx, *t));
                if tensors && !callees[i].contains(&c) {
                    callees[i].push(c);
                }
            }
        }
    }
    let mut done = vec![false; funcs.len()];
    let mut order = Vec::new();
    while order.len() < funcs.len() {
        let next = (0..funcs.len()).find(|i| !done[*i] && callees[*i].iter().all(|c| done[*c]));
        match next {
            Some(i) => {
                done[i] = true;
                order.push(i);
            }
            None => {
                return Err(Failure::Unsupported(
                    "call graph with circular dependencies".into(),
                ))
            }
        }
    }
    Ok(order)
}

/// Checks that the ops of a function body are ones this implementation handles.
fn check_supported(
    ctx: &Context,
    body: &Body,
    st_allowed: &dyn Fn(OpId) -> bool,
) -> Result<(), Failure> {
    for op in super::analysis::all_ops(body, rmlir_ir::walk::WalkOrder::PreOrder) {
        let tensors = body
            .operands(op)
            .any(|v| is_tensor(ctx, body.value_type(v)))
            || body
                .results(op)
                .iter()
                .any(|v| is_tensor(ctx, body.value_type(*v)));
        if tensors && super::interfaces::unsupported_known_op(ctx, body, op) && st_allowed(op) {
            return Err(Failure::Unsupported(format!(
                "op '{}'",
                name(ctx, body, op)
            )));
        }
        for r in body.regions(op) {
            if body.region_blocks(*r).count() > 1 {
                return Err(Failure::Unsupported("unstructured control flow".into()));
            }
        }
    }
    for r in body.root_regions() {
        if body.region_blocks(*r).count() > 1 {
            return Err(Failure::Unsupported("unstructured control flow".into()));
        }
    }
    Ok(())
}

fn op_allowed_by(opts: &Options, n: &str) -> bool {
    let dialect = n.split('.').next().unwrap_or("");
    if dialect == "func" && !opts.func_boundaries {
        return false;
    }
    opts.dialect_filter.is_empty() || opts.dialect_filter.iter().any(|d| d == dialect)
}

/// Runs the pass on a module body.
pub fn run_module(ctx: &Context, module: &mut Body, opts: &Options) -> Result<(), Failure> {
    let Some(block) = module
        .root_regions()
        .first()
        .and_then(|r| module.entry_block(*r))
    else {
        return Ok(());
    };
    let mut funcs: Vec<FuncInfo> = Vec::new();
    for op in module.block_ops(block).collect::<Vec<_>>() {
        let n = name(ctx, module, op);
        if n == "func.func" {
            if let Some(fi) = func_info(ctx, module, op) {
                funcs.push(fi);
            }
        } else if module.is_isolated(op) || !module.regions(op).is_empty() {
            return Err(Failure::Unsupported(format!(
                "nested op '{n}' in the module"
            )));
        }
    }
    let order = if opts.func_boundaries {
        ordered_funcs(ctx, module, &funcs)?
    } else {
        (0..funcs.len()).collect()
    };
    let allowed_fn = |n: &str| op_allowed_by(opts, n);
    // Checks first: never change anything when something is unsupported.
    for f in &funcs {
        if let Some(fb) = module.isolated_body(f.op) {
            check_supported(ctx, fb, &|o| allowed_fn(name(ctx, fb, o)))?;
        }
    }
    let mut summaries: HashMap<String, FuncSummary> = HashMap::new();
    let mut results: Vec<Option<super::bufferize::Analyzed>> =
        (0..funcs.len()).map(|_| None).collect();
    for &i in &order {
        let f = &funcs[i];
        let func_allowed = opts.func_boundaries && allowed_fn("func.func");
        let nargs = f.inputs.len();
        if f.external {
            let mut s = FuncSummary {
                num_inputs: nargs,
                ..Default::default()
            };
            for (a, t) in f.inputs.iter().enumerate() {
                if !is_tensor(ctx, *t) {
                    continue;
                }
                let access = arg_attr(ctx, module, f.op, a, "bufferization.access")
                    .and_then(|x| str_attr_of(ctx, x));
                let (r, w) = match access.as_deref() {
                    Some(s) => (
                        s == "read" || s == "read-write",
                        s == "write" || s == "read-write",
                    ),
                    None => (true, true),
                };
                if r {
                    s.read_args.insert(a);
                }
                if w {
                    s.written_args.insert(a);
                }
                let rets: Vec<usize> = f
                    .results
                    .iter()
                    .enumerate()
                    .filter(|(_, t)| is_tensor(ctx, **t))
                    .map(|(k, _)| k)
                    .collect();
                if !rets.is_empty() {
                    s.aliasing_results.insert(a, rets);
                }
                if opts.test_analysis_only && func_allowed && access.is_none() {
                    let v = access_str(r, w);
                    set_arg_attr(
                        ctx,
                        module,
                        f.op,
                        nargs,
                        a,
                        "bufferization.access",
                        Some(ctx.string_attr(v)),
                    );
                }
            }
            if func_allowed {
                summaries.insert(f.name.clone(), s);
            }
            continue;
        }
        let writable: Vec<Option<bool>> = (0..nargs)
            .map(|a| {
                arg_attr(ctx, module, f.op, a, "bufferization.writable")
                    .and_then(|x| bool_of(ctx, x))
            })
            .collect();
        let accesses: Vec<Option<String>> = (0..nargs)
            .map(|a| {
                arg_attr(ctx, module, f.op, a, "bufferization.access")
                    .and_then(|x| str_attr_of(ctx, x))
            })
            .collect();
        let fb = module.isolated_body(f.op).expect("function body");
        let func_has_tensors = f
            .inputs
            .iter()
            .chain(f.results.iter())
            .any(|t| is_tensor(ctx, *t));
        let analyzed;
        let mut summary = FuncSummary {
            num_inputs: nargs,
            ..Default::default()
        };
        let mut equiv_annot: Option<(OpId, Vec<i64>)> = None;
        let mut access_annot: Vec<(usize, &'static str)> = Vec::new();
        {
            let mut st = State::new(
                ctx,
                fb,
                opts,
                FuncFacts {
                    writable,
                    allowed: func_allowed,
                },
                &summaries,
            );
            if !opts.copy_before_write {
                st.analyze(func_has_tensors);
            }
            let args: Vec<rmlir_ir::ValueId> = fb
                .root_regions()
                .first()
                .and_then(|r| fb.entry_block(*r))
                .map(|b| fb.block_args(b).to_vec())
                .unwrap_or_default();
            if func_allowed {
                // The unique return.
                let ret = super::analysis::all_ops(fb, rmlir_ir::walk::WalkOrder::PreOrder)
                    .into_iter()
                    .filter(|o| name(ctx, fb, *o) == "func.return")
                    .collect::<Vec<_>>();
                if func_has_tensors && ret.len() != 1 {
                    return Err(Failure::Diag(rmlir_ir::pass::op_diagnostic(
                        ctx,
                        module,
                        f.op,
                        "cannot bufferize a FuncOp with tensors and without a unique ReturnOp",
                    )));
                }
                if let Some(&ret) = ret.first() {
                    for (a, av) in args.iter().enumerate() {
                        if !matches!(
                            ctx.type_kind(fb.value_type(*av)),
                            TypeKind::RankedTensor { .. }
                        ) {
                            continue;
                        }
                        let mut al = Vec::new();
                        for (k, rv) in fb.operands(ret).enumerate() {
                            if matches!(
                                ctx.type_kind(fb.value_type(rv)),
                                TypeKind::RankedTensor { .. }
                            ) && st.aliasing(rv, *av)
                                && !al.contains(&k)
                            {
                                al.push(k);
                            }
                        }
                        if !al.is_empty() {
                            summary.aliasing_results.insert(a, al);
                        }
                    }
                    let mut annot = vec![-1i64; fb.num_operands(ret)];
                    let mut any = false;
                    for (k, rv) in fb.operands(ret).enumerate() {
                        if !is_tensor(ctx, fb.value_type(rv)) {
                            continue;
                        }
                        for (a, av) in args.iter().enumerate() {
                            if matches!(
                                ctx.type_kind(fb.value_type(*av)),
                                TypeKind::RankedTensor { .. }
                            ) && st.equivalent(rv, *av)
                            {
                                annot[k] = a as i64;
                                any = true;
                                summary.equivalent_args.insert(k, a);
                                break;
                            }
                        }
                    }
                    if any {
                        equiv_annot = Some((ret, annot));
                    }
                }
                for (a, av) in args.iter().enumerate() {
                    if !is_tensor(ctx, fb.value_type(*av)) {
                        continue;
                    }
                    let (r, w) = match accesses[a].as_deref() {
                        Some(s) => (
                            s == "read" || s == "read-write",
                            s == "write" || s == "read-write",
                        ),
                        None => (st.is_value_read(*av), st.is_value_written(*av)),
                    };
                    if opts.test_analysis_only {
                        access_annot.push((a, access_str(r, w)));
                    }
                    if r {
                        summary.read_args.insert(a);
                    }
                    if w {
                        summary.written_args.insert(a);
                    }
                }
            }
            analyzed = super::bufferize::Analyzed::from_state(&st);
        }
        if func_allowed {
            summaries.insert(f.name.clone(), summary);
        }
        if opts.test_analysis_only {
            for (a, v) in access_annot {
                set_arg_attr(
                    ctx,
                    module,
                    f.op,
                    nargs,
                    a,
                    "bufferization.access",
                    Some(ctx.string_attr(v)),
                );
            }
            let fb = module.isolated_body_mut(f.op).expect("function body");
            for (op, m) in &analyzed.markers {
                let elems: Vec<Attribute> = m.iter().map(|s| ctx.string_attr(s)).collect();
                fb.set_attr(
                    ctx,
                    *op,
                    ctx.ident("__inplace_operands_attr__"),
                    Some(ctx.array_attr(&elems)),
                );
            }
            for (op, a) in &analyzed.conflicts {
                if let Some(op) = op {
                    fb.set_attr(ctx, *op, ctx.ident(a), Some(ctx.unit_attr()));
                }
            }
            if let Some((ret, annot)) = equiv_annot {
                let i64t = ctx.integer_type(64);
                let elems: Vec<Attribute> = annot.iter().map(|v| ctx.int_attr(i64t, *v)).collect();
                fb.set_attr(
                    ctx,
                    ret,
                    ctx.ident("__equivalent_func_args__"),
                    Some(ctx.array_attr(&elems)),
                );
            }
        }
        results[i] = Some(analyzed);
    }
    if opts.test_analysis_only {
        return Ok(());
    }
    super::bufferize::bufferize_module(ctx, module, opts, &funcs, &order, results, &summaries)
}

fn access_str(r: bool, w: bool) -> &'static str {
    match (r, w) {
        (true, true) => "read-write",
        (true, false) => "read",
        (false, true) => "write",
        (false, false) => "none",
    }
}
