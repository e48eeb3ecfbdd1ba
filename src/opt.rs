//! The `rmlir-opt` driver: command-line options as upstream `mlir-opt` spells them, input
//! splitting, parsing, printing and diagnostics (plain or verified).

use rmlir_ir::diagnostics::to_rendered;
use rmlir_ir::source_mgr::{split_input, SourceMgr, DEFAULT_SPLIT_MARKER};
use rmlir_ir::verify_diagnostics::Verifier;
use rmlir_ir::{parse_source, verify_with, Diagnostic, ParserConfig, PrintFlags, VerifyConfig};

/// Options of one `rmlir-opt` run.
#[derive(Clone, Debug, Default)]
pub struct OptOptions {
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
}

/// Parses `mlir-opt`-style arguments (`-x`, `--x`, `--x=v`, `--x v` for valued options).
pub fn parse_args(args: &[String]) -> Result<OptOptions, String> {
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
            "mlir-print-local-scope" => o.print.local_scope = true,
            "mlir-print-unique-ssa-ids" => o.print.unique_ssa_ids = true,
            "mlir-print-skip-regions" => o.print.skip_regions = true,
            "mlir-print-value-users" => o.print.print_value_users = true,
            "split-input-file" => {
                o.split_input = Some(value.unwrap_or_else(|| DEFAULT_SPLIT_MARKER.to_string()))
            }
            "output-split-marker" => o.output_split_marker = Some(value.unwrap_or_default()),
            "verify-diagnostics" => o.verify_diagnostics = true,
            "no-implicit-module" => o.no_implicit_module = true,
            "mlir-very-unsafe-disable-verifier-on-parsing" => o.disable_verifier_on_parsing = true,
            "mlir-disable-threading" => {}
            "mlir-print-elementsattrs-with-hex-if-larger" => {
                let v: i64 = take_value(value)?
                    .parse()
                    .map_err(|_| format!("rmlir-opt: for the --{name} option: invalid value"))?;
                o.print.hex_threshold = if v < 0 { None } else { Some(v) };
            }
            "mlir-elide-resource-strings-if-larger" => {
                let v: u64 = take_value(value)?
                    .parse()
                    .map_err(|_| format!("rmlir-opt: for the --{name} option: invalid value"))?;
                o.print.resource_string_limit = Some(v);
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
}

/// Processes one buffer (a whole file or one split chunk).
fn process_buffer(
    opts: &OptOptions,
    name: &str,
    text: &str,
    stdout: &mut String,
    stderr: &mut String,
) -> bool {
    let ctx = rmlir_dialects::context();
    let mut sm = SourceMgr::new();
    sm.add_buffer(name, text);
    let mut verifier = if opts.verify_diagnostics {
        Some(Verifier::new(&mut sm, stderr))
    } else {
        None
    };
    let mut ok = true;
    let mut report = |sm: &mut SourceMgr, stderr: &mut String, d: &Diagnostic| {
        let r = to_rendered(&ctx, d);
        match verifier.as_mut() {
            Some(v) => {
                v.handle(sm, &r, stderr);
            }
            None => sm.render_diagnostic(stderr, &r),
        }
    };
    match parse_source(
        &ctx,
        text,
        name,
        opts.parser.clone(),
        !opts.no_implicit_module,
    ) {
        Ok(m) => {
            // mlir-opt verifies after parsing, printing ops on diagnostics unless it checks
            // expected diagnostics.
            let config = VerifyConfig {
                print_op_on_diagnostic: !opts.verify_diagnostics,
            };
            let verified = if opts.disable_verifier_on_parsing {
                Ok(Vec::new())
            } else {
                verify_with(&ctx, &m.body, m.op, &config)
            };
            match verified {
                Ok(diags) => {
                    for d in &diags {
                        report(&mut sm, stderr, d);
                    }
                    let printed = rmlir_ir::printer::print_op_to_string(
                        &ctx,
                        &m.body,
                        m.op,
                        opts.print.clone(),
                    );
                    stdout.push_str(&printed);
                    stdout.push('\n');
                }
                Err(diags) => {
                    for d in &diags {
                        report(&mut sm, stderr, d);
                    }
                    ok = opts.verify_diagnostics;
                }
            }
        }
        Err(d) => {
            report(&mut sm, stderr, &d);
            ok = opts.verify_diagnostics;
        }
    }
    if let Some(v) = verifier {
        ok = v.finish(&sm, stderr) && ok;
    }
    ok
}

/// Runs `rmlir-opt` on already-read input text.
pub fn run(opts: &OptOptions, input_name: &str, text: &str) -> OptOutput {
    let mut stdout = String::new();
    let mut stderr = String::new();
    let mut success = true;
    match &opts.split_input {
        None => success = process_buffer(opts, input_name, text, &mut stdout, &mut stderr),
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
                success &= process_buffer(opts, &chunk.name, &chunk.text, &mut stdout, &mut stderr);
            }
        }
    }
    OptOutput {
        stdout,
        stderr,
        success,
    }
}
