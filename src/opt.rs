//! The `rmlir-opt` driver: command-line options as upstream `mlir-opt` spells them, input
//! splitting, parsing, printing and diagnostics (plain or verified).

use rmlir_ir::diagnostics::to_rendered;
use rmlir_ir::pass::{
    self, IrPrinting, IrPrintingFlags, OpPassManager, PassEvent, PassManager, ReproducerConfig,
    StatisticsDisplay, TimerNode, TimingDisplay,
};
use rmlir_ir::source_mgr::{split_input, SourceMgr, DEFAULT_SPLIT_MARKER};
use rmlir_ir::verify_diagnostics::Verifier;
use rmlir_ir::{
    parse_source, verify_with, Body, Context, Diagnostic, OpId, ParserConfig, PrintFlags,
    VerifyConfig,
};
use std::time::{Duration, Instant};

/// Options of one `rmlir-opt` run.
#[derive(Clone, Debug, Default)]
pub struct OptOptions {
    /// Leave the IR and its context allocated when a buffer is done (the `rmlir-opt` binary
    /// exits right after, so freeing them would only cost time; clang's `-disable-free`).
    pub leak_ir_at_exit: bool,
    pub input: String,
    pub output: Option<String>,
    pub split_input: Option<String>,
    pub output_split_marker: Option<String>,
    pub verify_diagnostics: bool,
    pub no_implicit_module: bool,
    /// `--mlir-very-unsafe-disable-verifier-on-parsing`.
    pub disable_verifier_on_parsing: bool,
    pub parser: ParserConfig,
    pub print: PrintFlags,
    /// `--pass-pipeline` / `-p`.
    pub pass_pipeline: Option<String>,
    /// Individual pass flags in command-line order: (argument, options text).
    pub pass_flags: Vec<(String, String)>,
    pub disable_threading: bool,
    pub timing: bool,
    pub timing_display: TimingDisplay,
    pub pass_statistics: bool,
    pub statistics_display: StatisticsDisplay,
    pub dump_pass_pipeline: bool,
    /// `--verify-each=0`: no verifier between passes.
    pub disable_verify_each: bool,
    /// `--mlir-print-ir-*`.
    pub print_ir: IrPrintingFlags,
    /// `--mlir-pass-pipeline-crash-reproducer`.
    pub reproducer: Option<String>,
    /// `--mlir-pass-pipeline-local-reproducer`.
    pub local_reproducer: bool,
    /// `--run-reproducer`: run the pipeline of the input's `mlir_reproducer` resource.
    pub run_reproducer: bool,
    /// `--list-passes`.
    pub list_passes: bool,
    /// `--help`.
    pub help: bool,
}

/// An `llvm::cl` boolean flag's value: absent or `true`/`1` (any case upstream accepts) is
/// true, `false`/`0` false.
fn parse_bool(name: &str, value: Option<&str>) -> Result<bool, String> {
    match value {
        None | Some("") | Some("true") | Some("TRUE") | Some("True") | Some("1") => Ok(true),
        Some("false") | Some("FALSE") | Some("False") | Some("0") => Ok(false),
        Some(v) => Err(format!(
            "rmlir-opt: for the --{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

/// A `--mlir-print-ir-before=a,b` list: registered pass arguments, comma separated.
fn parse_pass_list(name: &str, value: Option<&str>, into: &mut Vec<String>) -> Result<(), String> {
    for arg in value.unwrap_or("").split(',') {
        if pass::registry().lookup(arg).is_none() {
            return Err(format!(
                "rmlir-opt: for the --{name} option: Cannot find option named '{arg}'!"
            ));
        }
        into.push(arg.to_string());
    }
    Ok(())
}

/// A `--help` entry: the flag as `llvm::cl` shows it, its help, and its enum values with theirs.
type HelpOption = (
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
);

/// The general options `--help` lists: upstream's `llvm::cl` text for each flag rmlir-opt
/// accepts, with enum values where the option has them.
const HELP_OPTIONS: &[HelpOption] = &[
    ("--allow-unregistered-dialect", "Allow operation with no registered dialects", &[]),
    ("--dump-pass-pipeline", "Print the pipeline that will be run", &[]),
    ("--list-passes", "Print the list of registered passes and exit", &[]),
    ("--mlir-disable-threading", "Disable multi-threading within MLIR, overrides any further call to MLIRContext::enableMultiThreading()", &[]),
    ("--mlir-elide-elementsattrs-if-larger=<uint>", "Elide ElementsAttrs with \"...\" that have more elements than the given upper limit", &[]),
    ("--mlir-elide-resource-strings-if-larger=<uint>", "Elide printing value of resources if string is too long in chars.", &[]),
    ("--mlir-pass-pipeline-crash-reproducer=<string>", "Generate a .mlir reproducer file at the given output path if the pass manager crashes or fails", &[]),
    ("--mlir-pass-pipeline-local-reproducer", "When generating a crash reproducer, attempt to generated a reproducer with the smallest pipeline.", &[]),
    ("--mlir-pass-statistics", "Display the statistics of each pass", &[]),
    ("--mlir-pass-statistics-display=<value>", "Display method for pass statistics", &[
        ("list", "display the results in a merged list sorted by pass name"),
        ("pipeline", "display the results with a nested pipeline view"),
    ]),
    ("--mlir-pretty-debuginfo", "Print pretty debug info in MLIR output", &[]),
    ("--mlir-print-debuginfo", "Print debug info in MLIR output", &[]),
    ("--mlir-print-elementsattrs-with-hex-if-larger=<long>", "Print DenseElementsAttrs with a hex string that have more elements than the given upper limit (use -1 to disable)", &[]),
    ("--mlir-print-ir-after=<pass-arg>", "Print IR after specified passes", &[]),
    ("--mlir-print-ir-after-all", "Print IR after each pass", &[]),
    ("--mlir-print-ir-after-change", "When printing the IR after a pass, only print if the IR changed", &[]),
    ("--mlir-print-ir-after-failure", "When printing the IR after a pass, only print if the pass failed", &[]),
    ("--mlir-print-ir-before=<pass-arg>", "Print IR before specified passes", &[]),
    ("--mlir-print-ir-before-all", "Print IR before each pass", &[]),
    ("--mlir-print-ir-module-scope", "When printing IR for print-ir-[before|after]{-all} always print the top-level operation", &[]),
    ("--mlir-print-ir-tree-dir=<string>", "When printing the IR before/after a pass, print file tree rooted at this directory", &[]),
    ("--mlir-print-local-scope", "Print with local scope and inline information (eliding aliases for attributes, types, and locations", &[]),
    ("--mlir-print-op-generic", "Print the generic op form", &[]),
    ("--mlir-print-skip-regions", "Skip regions when printing ops.", &[]),
    ("--mlir-print-unique-ssa-ids", "Print unique SSA ID numbers for values, block arguments and naming conflicts across all regions", &[]),
    ("--mlir-print-value-users", "Print users of operation results and block arguments as a comment", &[]),
    ("--mlir-timing", "Display execution times", &[]),
    ("--mlir-timing-display=<value>", "Display method for timing data", &[
        ("list", "display the results in a list sorted by total time"),
        ("tree", "display the results ina with a nested tree view"),
    ]),
    ("--mlir-very-unsafe-disable-verifier-on-parsing", "Disable the verifier on parsing (very unsafe)", &[]),
    ("--no-implicit-module", "Disable implicit addition of a top-level module op during parsing", &[]),
    ("-o <filename>", "Output filename", &[]),
    ("--output-split-marker=<string>", "Split marker to use for merging the ouput", &[]),
    ("--pass-pipeline=<string>", "Textual description of the pass pipeline to run", &[]),
    ("--run-reproducer", "Run the pipeline stored in the reproducer", &[]),
    ("--split-input-file[=<string>]", "Split the input file into chunks using the given or default marker and process each chunk independently", &[]),
    ("--verify-diagnostics", "Check that emitted diagnostics match expected-* lines on the corresponding line", &[]),
    ("--verify-each", "Run the verifier after each transformation pass", &[]),
];

/// `--help`: upstream's layout (overview, dialects, usage, then the general options with the
/// registered passes and pass pipelines among them), over the options rmlir-opt accepts.
pub fn help_text() -> String {
    rmlir_dialects::register_passes();
    rmlir_test_dialect::register_passes();
    let mut dialects: Vec<&str> = rmlir_dialects::all_dialects()
        .iter()
        .map(|d| d.namespace())
        .chain(std::iter::once("test"))
        .chain(
            rmlir_dialects::reference::reference_dialects()
                .iter()
                .map(|d| rmlir_ir::dialect::Dialect::namespace(d)),
        )
        .collect();
    dialects.sort_unstable();
    dialects.dedup();
    let mut out = format!(
        "OVERVIEW: MLIR modular optimizer driver\n\nAvailable Dialects: {}\nUSAGE: rmlir-opt [options] <input file>\n\nOPTIONS:\n\nGeneral options:\n\n",
        dialects.join(", ")
    );
    // `llvm::cl` pads every option to the widest one; upstream's help puts ` - ` at column 61.
    let line = |out: &mut String, text: &str, sep: &str, help: &str| {
        out.push_str(&format!("{text:<61}{sep}{help}\n"));
    };
    for (flag, help, values) in HELP_OPTIONS {
        // The pass list sits where upstream's sorted options put it.
        if flag.starts_with("--verify-diagnostics") {
            let reg = pass::registry();
            out.push_str("  Compiler passes to run\n    Passes:\n");
            out.push_str(&reg.render_entries(6, 63));
            out.push_str("    Pass Pipelines:\n");
            out.push_str(&reg.render_pipeline_entries(6, 63));
        }
        line(&mut out, &format!("  {flag}"), "- ", help);
        for (v, h) in values.iter() {
            line(&mut out, &format!("    ={v}"), "-   ", h);
        }
    }
    out.push_str("\nGeneric Options:\n\n");
    line(&mut out, "  --help", "- ", "Display available options");
    out
}

/// Parses `mlir-opt`-style arguments (`-x`, `--x`, `--x=v`, `--x v` for valued options).
pub fn parse_args(args: &[String]) -> Result<OptOptions, String> {
    rmlir_dialects::register_passes();
    rmlir_test_dialect::register_passes();
    let mut o = OptOptions {
        input: "-".into(),
        ..Default::default()
    };
    let mut positional: Vec<String> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if a == "-" || !a.starts_with('-') {
            positional.push(a.clone());
            continue;
        }
        let flag = a.trim_start_matches('-');
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        let mut take_value = |value: Option<String>| -> Result<String, String> {
            match value {
                Some(v) => Ok(v),
                None if i < args.len() => {
                    i += 1;
                    Ok(args[i - 1].clone())
                }
                None => Err(format!(
                    "rmlir-opt: for the --{name} option: requires a value!"
                )),
            }
        };
        match name {
            "o" => o.output = Some(take_value(value)?),
            "allow-unregistered-dialect" => o.parser.allow_unregistered_dialect = true,
            "mlir-print-op-generic" => o.print.generic = true,
            "mlir-print-debuginfo" => o.print.debug_info = true,
            "mlir-pretty-debuginfo" => o.print.pretty_debug_info = true,
            "mlir-print-local-scope" => o.print.local_scope = true,
            "mlir-print-unique-ssa-ids" => o.print.unique_ssa_ids = true,
            "mlir-print-skip-regions" => o.print.skip_regions = true,
            "split-input-file" => {
                o.split_input = Some(value.unwrap_or_else(|| DEFAULT_SPLIT_MARKER.to_string()))
            }
            "output-split-marker" => o.output_split_marker = Some(value.unwrap_or_default()),
            "verify-diagnostics" => o.verify_diagnostics = true,
            "no-implicit-module" => o.no_implicit_module = true,
            "mlir-print-value-users" => o.print.print_value_users = true,
            "mlir-elide-resource-strings-if-larger" => {
                let v: u64 = take_value(value)?
                    .parse()
                    .map_err(|_| format!("rmlir-opt: for the --{name} option: invalid value"))?;
                o.print.resource_string_limit = Some(v);
            }
            "mlir-very-unsafe-disable-verifier-on-parsing" => o.disable_verifier_on_parsing = true,
            "mlir-disable-threading" => o.disable_threading = true,
            "pass-pipeline" | "p" => o.pass_pipeline = Some(take_value(value)?),
            "dump-pass-pipeline" => o.dump_pass_pipeline = true,
            "mlir-timing" => o.timing = true,
            "mlir-timing-display" => {
                o.timing_display = match take_value(value)?.as_str() {
                    "list" => TimingDisplay::List,
                    "tree" => TimingDisplay::Tree,
                    v => {
                        return Err(format!(
                            "rmlir-opt: for the --mlir-timing-display option: Cannot find option named '{v}'!"
                        ))
                    }
                }
            }
            "mlir-pass-statistics" => o.pass_statistics = parse_bool(name, value.as_deref())?,
            "mlir-pass-statistics-display" => {
                o.statistics_display = match take_value(value)?.as_str() {
                    "list" => StatisticsDisplay::List,
                    "pipeline" => StatisticsDisplay::Pipeline,
                    v => {
                        return Err(format!(
                            "rmlir-opt: for the --mlir-pass-statistics-display option: Cannot find option named '{v}'!"
                        ))
                    }
                }
            }
            "verify-each" => o.disable_verify_each = !parse_bool(name, value.as_deref())?,
            "mlir-print-ir-before" => {
                parse_pass_list(name, value.as_deref(), &mut o.print_ir.before)?
            }
            "mlir-print-ir-after" => parse_pass_list(name, value.as_deref(), &mut o.print_ir.after)?,
            "mlir-print-ir-before-all" => {
                o.print_ir.before_all = parse_bool(name, value.as_deref())?
            }
            "mlir-print-ir-after-all" => o.print_ir.after_all = parse_bool(name, value.as_deref())?,
            "mlir-print-ir-after-change" => {
                o.print_ir.after_change = parse_bool(name, value.as_deref())?
            }
            "mlir-print-ir-after-failure" => {
                o.print_ir.after_failure = parse_bool(name, value.as_deref())?
            }
            "mlir-print-ir-module-scope" => {
                o.print_ir.module_scope = parse_bool(name, value.as_deref())?
            }
            "mlir-print-ir-tree-dir" => o.print_ir.tree_dir = Some(take_value(value)?),
            "mlir-pass-pipeline-crash-reproducer" => o.reproducer = Some(take_value(value)?),
            "mlir-pass-pipeline-local-reproducer" => {
                o.local_reproducer = parse_bool(name, value.as_deref())?
            }
            "run-reproducer" => o.run_reproducer = parse_bool(name, value.as_deref())?,
            "list-passes" => o.list_passes = parse_bool(name, value.as_deref())?,
            "help" => o.help = true,
            // A pipeline's options are parsed with the command line (upstream's
            // `PassPipelineCLParser`): a bad one ends the run as a command-line error.
            _ if pass::registry().lookup_pipeline(name).is_some() => {
                let info = pass::registry().lookup_pipeline(name).expect("looked up");
                if let Err(e) = (info.options)().parse(value.as_deref().unwrap_or("")) {
                    return Err(format!("{}{}", e.direct, e.message).trim_end().to_string());
                }
                o.pass_flags.push((name.to_string(), value.unwrap_or_default()))
            }
            _ if pass::registry().lookup(name).is_some() => {
                o.pass_flags.push((name.to_string(), value.unwrap_or_default()))
            }
            "mlir-print-elementsattrs-with-hex-if-larger" => {
                let v: i64 = take_value(value)?
                    .parse()
                    .map_err(|_| format!("rmlir-opt: for the --{name} option: invalid value"))?;
                o.print.hex_threshold = if v < 0 { None } else { Some(v) };
            }
            "mlir-elide-elementsattrs-if-larger" => {
                let v: u64 = take_value(value)?
                    .parse()
                    .map_err(|_| format!("rmlir-opt: for the --{name} option: invalid value"))?;
                o.print.elide_elements_if_larger = Some(v);
            }
            _ => {
                return Err(format!(
                    "rmlir-opt: Unknown command line argument '{a}'.  Try: 'rmlir-opt --help'"
                ))
            }
        }
    }
    if positional.len() > 1 {
        return Err("rmlir-opt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: rmlir-opt --help".to_string());
    }
    if let Some(p) = positional.pop() {
        o.input = p;
    }
    Ok(o)
}

/// Result of running the tool: what goes to stdout and stderr, and success.
pub struct OptOutput {
    pub stdout: String,
    pub stderr: String,
    pub success: bool,
    /// An `LLVM ERROR` (upstream's `report_fatal_error`): the tool aborts after writing
    /// `stderr`.
    pub abort: bool,
}

/// Timers accumulated over all buffers for `--mlir-timing`.
#[derive(Default)]
struct Timing {
    parser: Duration,
    output: Duration,
    passes: TimerNode,
    parallel: bool,
    /// An `LLVM ERROR` ended the run: upstream aborts.
    fatal: bool,
}

/// Builds the pass manager from `--pass-pipeline` or the individual pass flags; `Err` holds
/// (text upstream prints directly, diagnostic message).
fn build_pass_manager(
    opts: &OptOptions,
    anchor: &str,
    reproducer_pipeline: Option<&str>,
) -> Result<OpPassManager, (String, String)> {
    if let Some(p) = &opts.pass_pipeline {
        if !opts.pass_flags.is_empty() {
            return Err((
                String::new(),
                "'-pass-pipeline' option can't be used with individual pass options".into(),
            ));
        }
        return pass::parse_pass_pipeline(p).map_err(|e| (e.direct, e.message));
    }
    // A reproducer's pipeline is the starting point; pass flags are added to it. Upstream
    // prints a bad one's parse error directly and fails without a diagnostic.
    let mut pm = match reproducer_pipeline {
        Some(p) => pass::parse_pass_pipeline(p)
            .map_err(|e| (format!("{}{}", e.direct, e.message), String::new()))?,
        None => OpPassManager::new(anchor),
    };
    for (arg, options) in &opts.pass_flags {
        // A registered pipeline adds its passes to the top-level manager.
        if let Some(info) = pass::registry().lookup_pipeline(arg) {
            pass::pipeline::add_pipeline(&info, options, &mut pm)?;
            continue;
        }
        let info = pass::registry()
            .lookup(arg)
            .expect("flag of a registered pass or pipeline");
        let p = pass::pipeline::create_pass(&info, options)?;
        pm.add_pass_implicit(p);
    }
    Ok(pm)
}

/// Processes one buffer (a whole file or one split chunk).
/// Renders a diagnostic to stderr, or hands it to the `--verify-diagnostics` checker.
fn report(
    ctx: &Context,
    (name, text): (&str, &str),
    sm: &mut SourceMgr,
    verifier: Option<&mut Verifier>,
    stderr: &mut String,
    d: &Diagnostic,
) {
    // The source buffer is registered only when a diagnostic needs it (or up front under
    // --verify-diagnostics), so a clean run does not hold a second copy of the input.
    if sm.num_buffers() == 0 {
        sm.add_buffer(name, text);
    }
    let r = to_rendered(ctx, d);
    match verifier {
        Some(v) => {
            v.handle(sm, &r, stderr);
        }
        None => sm.render_diagnostic(stderr, &r),
    }
}

/// The verifier the pass manager runs between passes (ops printed on diagnostics).
fn verify_printing_ops(ctx: &Context, body: &Body, op: OpId) -> Result<(), Vec<Diagnostic>> {
    rmlir_ir::verify(ctx, body, op).map(|_| ())
}

/// The verifier between passes under `--verify-diagnostics` (no "see current operation").
fn verify_quiet(ctx: &Context, body: &Body, op: OpId) -> Result<(), Vec<Diagnostic>> {
    let config = VerifyConfig {
        print_op_on_diagnostic: false,
    };
    verify_with(ctx, body, op, &config).map(|_| ())
}

fn process_buffer(
    opts: &OptOptions,
    name: &str,
    text: &str,
    stdout: &mut String,
    stderr: &mut String,
    timing: &mut Timing,
) -> bool {
    let ctx = rmlir_dialects::context_with(&[&rmlir_test_dialect::TestDialect]);
    ctx.set_threading(!opts.disable_threading);
    let mut sm = SourceMgr::new();
    if opts.verify_diagnostics {
        sm.add_buffer(name, text);
    }
    let mut verifier = if opts.verify_diagnostics {
        Some(Verifier::new(&mut sm, stderr))
    } else {
        None
    };
    let mut ok = true;
    let parse_start = Instant::now();
    let mut parser_config = opts.parser.clone();
    parser_config.reproducer_resource = opts.run_reproducer;
    let parsed = parse_source(&ctx, text, name, parser_config, !opts.no_implicit_module);
    timing.parser += parse_start.elapsed();
    match parsed {
        Ok(mut m) => {
            let mut diags: Vec<rmlir_ir::Diagnostic> = Vec::new();
            let mut events: Vec<PassEvent> = Vec::new();
            let mut statistics: Option<String> = None;
            // mlir-opt verifies after parsing, printing ops on diagnostics unless it checks
            // expected diagnostics; diagnostics reported without failing come first.
            let config = VerifyConfig {
                print_op_on_diagnostic: !opts.verify_diagnostics,
            };
            let verified = if opts.disable_verifier_on_parsing {
                Ok(Vec::new())
            } else {
                verify_with(&ctx, &m.body, m.op, &config)
            };
            let verified_ok = verified.is_ok();
            for d in verified.unwrap_or_else(|e| e) {
                report(&ctx, (name, text), &mut sm, verifier.as_mut(), stderr, &d);
            }
            if !verified_ok {
                if verifier.is_none() {
                    ok = false;
                }
                if let Some(v) = verifier {
                    ok = v.finish(&sm, stderr) && ok;
                }
                return ok;
            }
            // Upstream's `applyPassManagerCLOptions`, before the pipeline is set up.
            if opts.reproducer.is_some() && opts.local_reproducer && !opts.disable_threading {
                stderr.push_str("LLVM ERROR: Local crash reproduction can't be setup on a pass-manager without disabling multi-threading first.\n");
                timing.fatal = true;
                return false;
            }
            if opts.print_ir.module_scope && !opts.disable_threading {
                let d = rmlir_ir::Diagnostic::error(
                    ctx.unknown_loc(),
                    "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n",
                );
                report(&ctx, (name, text), &mut sm, verifier.as_mut(), stderr, &d);
                // Under --verify-diagnostics the expected diagnostics decide, as upstream.
                return match verifier {
                    Some(v) => v.finish(&sm, stderr),
                    None => false,
                };
            }
            let anchor = ctx.op_name_str(m.body.op_name(m.op)).to_string();
            // `--run-reproducer`: the input's `mlir_reproducer` resource sets the pipeline and
            // the threading and verifier settings (the resource is consumed, not printed).
            let repro = if opts.run_reproducer {
                ctx.take_external_resources("mlir_reproducer")
            } else {
                None
            };
            let mut threading = !opts.disable_threading;
            let mut verify_each = !opts.disable_verify_each;
            let mut repro_pipeline = None;
            for (key, value) in repro.unwrap_or_default() {
                use rmlir_ir::resources::ExternalValue;
                match (key.as_str(), value) {
                    ("pipeline", ExternalValue::String(p)) => {
                        repro_pipeline = Some(String::from_utf8_lossy(&p).into_owned())
                    }
                    ("disable_threading", ExternalValue::Bool(b)) => threading = !b,
                    ("verify_each", ExternalValue::Bool(b)) => verify_each = b,
                    _ => {}
                }
            }
            let pipeline_ok;
            match build_pass_manager(opts, &anchor, repro_pipeline.as_deref()) {
                Err((direct, msg)) => {
                    stderr.push_str(&direct);
                    if !msg.is_empty() {
                        diags.push(rmlir_ir::Diagnostic::error(ctx.unknown_loc(), msg));
                    }
                    pipeline_ok = false;
                }
                Ok(root) => {
                    let mut pm = PassManager::new(root);
                    pm.set_verifier(Some(if opts.verify_diagnostics {
                        verify_quiet
                    } else {
                        verify_printing_ops
                    }));
                    pm.threading = threading;
                    ctx.set_threading(threading);
                    pm.timing = opts.timing;
                    pm.verify_each = verify_each;
                    pm.ir_printing = IrPrinting::from_flags(&opts.print_ir, opts.print.clone());
                    pm.reproducer = opts.reproducer.as_ref().map(|path| ReproducerConfig {
                        path: path.clone(),
                        local: opts.local_reproducer,
                        flags: opts.print.clone(),
                    });
                    if opts.dump_pass_pipeline {
                        stderr.push_str(&pm.dump());
                        stderr.push('\n');
                    }
                    let res = pm.run(&ctx, &mut m.body, m.op);
                    events = res.events;
                    timing.passes.merge(&res.timers);
                    timing.parallel |= res.ran_parallel;
                    pipeline_ok = res.ok;
                    if opts.pass_statistics {
                        statistics = Some(pm.statistics_report(opts.statistics_display));
                    }
                }
            }
            events.extend(diags.into_iter().map(PassEvent::Diag));
            for e in events {
                match e {
                    PassEvent::Text(t) => stderr.push_str(&t),
                    PassEvent::Diag(mut d) => {
                        // mlir-opt turns off the op printed on diagnostics when it checks them.
                        if opts.verify_diagnostics {
                            d.notes
                                .retain(|n| !n.message.starts_with("see current operation: "));
                        }
                        report(&ctx, (name, text), &mut sm, verifier.as_mut(), stderr, &d)
                    }
                    PassEvent::ReproducerRequest { .. } => {}
                }
            }
            // Upstream prints the statistics at the end of the pass manager's run.
            if let Some(st) = statistics.take() {
                stderr.push_str(&st);
            }
            if pipeline_ok {
                let out_start = Instant::now();
                let printed =
                    rmlir_ir::printer::print_op_to_string(&ctx, &m.body, m.op, opts.print.clone());
                if stdout.is_empty() {
                    // The common unsplit case: hand over the printed text without a copy.
                    *stdout = printed;
                } else {
                    stdout.push_str(&printed);
                }
                stdout.push('\n');
                timing.output += out_start.elapsed();
            } else if verifier.is_none() {
                ok = false;
            }
            if opts.leak_ir_at_exit {
                std::mem::forget(m);
            }
        }
        Err(d) => {
            if verifier.is_none() {
                ok = false;
            }
            report(&ctx, (name, text), &mut sm, verifier.as_mut(), stderr, &d);
        }
    }
    if let Some(v) = verifier {
        ok = v.finish(&sm, stderr) && ok;
    }
    if opts.leak_ir_at_exit {
        std::mem::forget(ctx);
    }
    ok
}

/// Runs `rmlir-opt` on already-read input text.
pub fn run(opts: &OptOptions, input_name: &str, text: &str) -> OptOutput {
    let start = Instant::now();
    let mut timing = Timing::default();
    let mut stdout = String::new();
    let mut stderr = String::new();
    let mut success = true;
    match &opts.split_input {
        None => {
            success = process_buffer(
                opts,
                input_name,
                text,
                &mut stdout,
                &mut stderr,
                &mut timing,
            )
        }
        Some(marker) => {
            let split = split_input(input_name, text, marker);
            stderr.push_str(&split.warnings);
            let out_marker = opts
                .output_split_marker
                .clone()
                .unwrap_or_else(|| DEFAULT_SPLIT_MARKER.to_string());
            for (i, chunk) in split.chunks.iter().enumerate() {
                if i > 0 {
                    stdout.push_str(&out_marker);
                    stdout.push('\n');
                }
                success &= process_buffer(
                    opts,
                    &chunk.name,
                    &chunk.text,
                    &mut stdout,
                    &mut stderr,
                    &mut timing,
                );
                if timing.fatal {
                    break;
                }
            }
        }
    }
    if timing.fatal {
        return OptOutput {
            stdout,
            stderr,
            success: false,
            abort: true,
        };
    }
    if opts.timing {
        let mut parser = TimerNode::new("Parser");
        parser.wall = timing.parser;
        parser.user = timing.parser;
        let mut output = TimerNode::new("Output");
        output.wall = timing.output;
        output.user = timing.output;
        let passes = timing.passes.children.iter().map(|c| c.1.clone());
        // With a crash reproducer upstream runs the pipeline on a thread of its own: its
        // timers are merged in after the main thread's, with the user-time column.
        let on_thread = opts.reproducer.is_some();
        let children: Vec<TimerNode> = if on_thread {
            [parser, output].into_iter().chain(passes).collect()
        } else {
            std::iter::once(parser)
                .chain(passes)
                .chain([output])
                .collect()
        };
        stderr.push_str(&pass::timing::render_report(
            &children,
            start.elapsed(),
            timing.parallel || on_thread,
            opts.timing_display,
        ));
    }
    OptOutput {
        stdout,
        stderr,
        success,
        abort: timing.fatal,
    }
}
