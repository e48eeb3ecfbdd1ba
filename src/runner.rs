//! The `rmlir-runner` driver: an `mlir-cpu-runner`-compatible tool that compiles an
//! `llvm`-dialect module in memory with rmlir's own back end, loads the object with the
//! in-process loader ([`rmlir_runtime::loader`]) and calls its entry function. No external
//! linker, no LLVM.
//!
//! Flags as `mlir-cpu-runner` 19 spells them: `[input]` (default stdin), `-e <name>` (default
//! `main`), `-entry-point-result=void|i32|i64|f32` (default `f32`, as upstream),
//! `-shared-libs=a.so,b.so` (upstream's runner utility libraries are the built-in runtime),
//! `-O0`..`-O3` (`-O0` selects the fast register allocator), `-mattr=`, `-march=`, `-mcpu=`
//! (accepted, x86-64 only), `-dump-object-file` and `-object-filename=`.
//!
//! Messages follow upstream: `Error: entry point not found`, `Error: expected void function`,
//! `Error: only single i32 function result supported`, `Error: function inputs not
//! supported`, `Error: unsupported function type`, parse errors as `loc("f":l:c): error: ...`
//! followed by `could not parse the input IR`. An i32/i64/f32 result is printed as upstream
//! does (`llvm::outs() <<`: decimal; `%e` for f32, `nan`/`INF`/`-INF`), before the C stdout
//! buffer of the program is flushed, which is the order upstream's output has when stdout is
//! not a terminal.

use rmlir_dialects::llvm::types::{self as lt, LlvmType};
use rmlir_emit::codegen::{self, CompiledModule, Options};
use rmlir_ir::apfloat::FloatSemantics;
use rmlir_ir::body::{Body, OpId};
use rmlir_ir::diagnostics::to_rendered;
use rmlir_ir::source_mgr::{DiagLoc, Severity};
use rmlir_ir::{
    parse_source, verify_with, Context, Diagnostic, ParserConfig, TypeKind, VerifyConfig,
};
use rmlir_runtime::loader::{EntryResult, EntryValue, Image, LoadError, ResolverConfig};
use std::path::{Path, PathBuf};

const TOOL: &str = "rmlir-runner";

#[derive(Clone, Debug)]
pub struct RunnerOptions {
    pub input: String,
    pub entry: String,
    /// The `-entry-point-result=` text (validated after parsing, as upstream).
    pub entry_result: String,
    pub shared_libs: Vec<String>,
    pub opt_level: u8,
    /// `-mattr=`: target features code generation may use.
    pub features: rmlir_emit::codegen::Features,
    pub dump_object_file: bool,
    pub object_filename: Option<String>,
    /// `--no-implicit-module`: the input's single top-level op is the module (it must be a
    /// symbol table).
    pub no_implicit_module: bool,
    /// `-g` / `--debug-info`: DWARF from the ops' locations, and the loaded code registered
    /// with a debugger (GDB's JIT interface). Also on when a debugger traces the process.
    pub debug_info: bool,
    /// `-enable-matrix`, `-matrix-allow-contract`, `-matrix-default-layout=`: how the
    /// matrix intrinsics are expanded (always expanded: rmlir has no other lowering).
    pub enable_matrix: bool,
    pub matrix_allow_contract: bool,
    pub matrix_layout: rmlir_dialects::llvm::lower_matrix::MatrixLayout,
}

impl Default for RunnerOptions {
    fn default() -> Self {
        RunnerOptions {
            input: "-".into(),
            entry: "main".into(),
            entry_result: "f32".into(),
            shared_libs: Vec::new(),
            opt_level: 2,
            features: Default::default(),
            dump_object_file: false,
            object_filename: None,
            no_implicit_module: false,
            debug_info: false,
            enable_matrix: false,
            matrix_allow_contract: false,
            matrix_layout: Default::default(),
        }
    }
}

fn unknown(a: &str) -> String {
    format!("{TOOL}: Unknown command line argument '{a}'.  Try: '{TOOL} --help'")
}

/// Parses the command line (without the program name) as LLVM's `cl` does for the flags
/// `mlir-cpu-runner` has: `-flag`, `--flag`, `-flag=value` and `-flag value`.
pub fn parse_args(args: &[String]) -> Result<RunnerOptions, String> {
    let mut o = RunnerOptions::default();
    let mut input_set = false;
    let mut i = 0;
    let mut positional_only = false;
    while i < args.len() {
        let a = args[i].as_str();
        if positional_only || a == "-" || !a.starts_with('-') {
            if input_set {
                return Err(format!(
                    "{TOOL}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {TOOL} --help"
                ));
            }
            o.input = a.to_string();
            input_set = true;
            i += 1;
            continue;
        }
        if a == "--" {
            positional_only = true;
            i += 1;
            continue;
        }
        let flag = a.strip_prefix("--").unwrap_or(&a[1..]);
        let (name, inline) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        // A value option takes `=value` or the next argument.
        let value = |i: &mut usize| -> Result<String, String> {
            if let Some(v) = &inline {
                return Ok(v.clone());
            }
            *i += 1;
            args.get(*i).cloned().ok_or_else(|| {
                format!("{TOOL}: for the {} option: requires a value!", dashes(name))
            })
        };
        match name {
            "help" | "h" => return Err(help()),
            "e" => o.entry = value(&mut i)?,
            "entry-point-result" => o.entry_result = value(&mut i)?,
            "shared-libs" => o.shared_libs.extend(
                value(&mut i)?
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string),
            ),
            "object-filename" => o.object_filename = Some(value(&mut i)?),
            "matrix-default-layout" => {
                let v = value(&mut i)?;
                o.matrix_layout.row_major = match v.as_str() {
                    "column-major" => false,
                    "row-major" => true,
                    _ => {
                        return Err(format!(
                            "{TOOL}: for the --matrix-default-layout option: Cannot find option named '{v}'!"
                        ))
                    }
                };
            }
            "march" | "mcpu" | "mattr" | "mtriple" => {
                let v = value(&mut i)?;
                if name == "mattr" {
                    o.features.apply_mattr(&v);
                }
                if name == "march" && !matches!(v.as_str(), "x86-64" | "x86_64" | "") {
                    return Err(format!(
                        "{TOOL}: unsupported target architecture '{v}' (rmlir's back end targets x86-64)"
                    ));
                }
                if name == "mtriple" && !(v.starts_with("x86_64") || v.starts_with("x86-64")) {
                    return Err(format!(
                        "{TOOL}: unsupported target '{v}' (rmlir's back end targets x86-64)"
                    ));
                }
            }
            "O0"
            | "O1"
            | "O2"
            | "O3"
            | "dump-object-file"
            | "no-implicit-module"
            | "enable-matrix"
            | "matrix-allow-contract"
                if inline.is_some() =>
            {
                let v = inline.as_deref().unwrap_or("");
                let on = match v {
                    "true" | "TRUE" | "True" | "1" => true,
                    "false" | "FALSE" | "False" | "0" => false,
                    _ => {
                        return Err(format!(
                        "{TOOL}: for the {} option: '{v}' is invalid value for boolean argument! Try 0 or 1",
                        dashes(name)
                    ))
                    }
                };
                if name == "dump-object-file" {
                    o.dump_object_file = on;
                } else if name == "enable-matrix" {
                    o.enable_matrix = on;
                } else if name == "matrix-allow-contract" {
                    o.matrix_allow_contract = on;
                } else if name == "no-implicit-module" {
                    o.no_implicit_module = on;
                } else if on {
                    o.opt_level = name.as_bytes()[1] - b'0';
                }
            }
            "O0" | "O1" | "O2" | "O3" => o.opt_level = name.as_bytes()[1] - b'0',
            "dump-object-file" => o.dump_object_file = true,
            "no-implicit-module" => o.no_implicit_module = true,
            "enable-matrix" => o.enable_matrix = true,
            "matrix-allow-contract" => o.matrix_allow_contract = true,
            "g" | "debug-info" => o.debug_info = true,
            _ => return Err(unknown(a)),
        }
        i += 1;
    }
    Ok(o)
}

fn dashes(name: &str) -> String {
    if name.len() == 1 {
        format!("-{name}")
    } else {
        format!("--{name}")
    }
}

pub fn help() -> String {
    format!(
        "OVERVIEW: MLIR CPU execution driver (rmlir's own back end)\n\n\
USAGE: {TOOL} [options] <input file>\n\n\
OPTIONS:\n\
  --dump-object-file            - Dump JITted-compiled object to file specified with -object-filename (<input file>.o by default).\n\
  --no-implicit-module          - Disable implicit addition of a top-level module op during parsing\n\
  -e <function name>            - The function to be called\n\
  -g, --debug-info              - Emit DWARF from the ops' locations and register the code with a debugger (on when one traces the process)\n\
  --enable-matrix               - Enable lowering of the matrix intrinsics (always on: they are always expanded)\n\
  --entry-point-result=<f32 | i32 | i64 | void> - Textual description of the function type to be called\n\
  --march=<string>              - Architecture to generate code for (x86-64 only)\n\
  --matrix-allow-contract       - Allow the use of FMAs in the matrix intrinsics' expansion (a multiply and an add here)\n\
  --matrix-default-layout=<column-major | row-major> - How the matrix intrinsics read their flat vectors\n\
  --mattr=<a1,+a2,-a3,...>      - Target specific attributes (SSE4.1, AVX, AVX2, FMA are used)\n\
  --mcpu=<cpu-name>             - Target a specific cpu type (SSE4.1, AVX, AVX2, FMA are used)\n\
  --object-filename=<string>    - Dump JITted-compiled object to file <input file>.o\n\
  --shared-libs=<string>        - Libraries to link dynamically\n\
  --O0 .. --O3                  - Optimization level (O0: fast register allocator)\n"
    )
}

/// What a run produced: text for stderr, the value to print and the exit status.
pub struct RunOutcome {
    pub stderr: String,
    /// The line upstream prints for an i32/i64/f32 result (with its newline).
    pub result_line: Option<String>,
    pub success: bool,
}

/// Formats a location as upstream's default diagnostic handler does (`loc("f":1:2)`).
fn loc_string(l: &DiagLoc) -> String {
    fn inner(l: &DiagLoc) -> String {
        match l {
            DiagLoc::Unknown => "unknown".into(),
            DiagLoc::FileLineCol { file, line, col } => format!("{file:?}:{line}:{col}"),
            DiagLoc::Name { name, child } => match **child {
                DiagLoc::Unknown => format!("{name:?}"),
                ref c => format!("{name:?}({})", inner(c)),
            },
            DiagLoc::CallSite { callee, caller } => {
                format!("callsite({} at {})", inner(callee), inner(caller))
            }
            DiagLoc::Fused { locs, metadata } => {
                let ls: Vec<String> = locs.iter().map(inner).collect();
                match metadata {
                    Some(m) => format!("fused<{m}>[{}]", ls.join(", ")),
                    None => format!("fused[{}]", ls.join(", ")),
                }
            }
            DiagLoc::Opaque { fallback } => inner(fallback),
        }
    }
    format!("loc({})", inner(l))
}

fn render_loc_style(ctx: &Context, d: &Diagnostic, out: &mut String) {
    fn go(d: &rmlir_ir::source_mgr::Diagnostic, out: &mut String) {
        let sev = match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        };
        out.push_str(&format!("{}: {sev}: {}\n", loc_string(&d.loc), d.message));
        for n in &d.notes {
            go(n, out);
        }
    }
    go(&to_rendered(ctx, d), out);
}

/// `-entry-point-result=` text to the loader's kind (upstream's message otherwise).
fn entry_kind(s: &str) -> Result<EntryResult, String> {
    match s {
        "void" => Ok(EntryResult::Void),
        "i32" => Ok(EntryResult::I32),
        "i64" => Ok(EntryResult::I64),
        "f32" => Ok(EntryResult::F32),
        _ => Err("unsupported function type".into()),
    }
}

/// The top-level ops of a parsed module.
fn module_ops(body: &Body, op: OpId) -> Option<(&Body, Vec<OpId>)> {
    let mbody = body.isolated_body(op)?;
    let ops = mbody
        .root_regions()
        .first()
        .and_then(|r| mbody.entry_block(*r))
        .map(|b| mbody.block_ops(b).collect())
        .unwrap_or_default();
    Some((mbody, ops))
}

fn has_body(body: &Body, op: OpId) -> bool {
    body.isolated_body(op)
        .and_then(|b| {
            let r = *b.root_regions().first()?;
            b.entry_block(r)
        })
        .is_some()
}

/// Checks the entry function as upstream's JIT runner does.
fn check_entry(
    ctx: &Context,
    mbody: &Body,
    ops: &[OpId],
    entry: &str,
    kind: EntryResult,
) -> Result<(), String> {
    let func = ops
        .iter()
        .copied()
        .find(|&o| sym_name(ctx, mbody, o).as_deref() == Some(entry));
    let Some(func) = func.filter(|&o| ctx.op_name_str(mbody.op_name(o)) == "llvm.func") else {
        return Err("entry point not found".into());
    };
    if !has_body(mbody, func) {
        return Err("entry point not found".into());
    }
    let fty = rmlir_dialects::llvm::func::function_type(ctx, mbody, func);
    let Some(LlvmType::Func { result, params, .. }) = fty.and_then(|t| lt::decode(ctx, t)) else {
        return Err("entry point not found".into());
    };
    if kind == EntryResult::Void {
        if !matches!(lt::decode(ctx, result), Some(LlvmType::Void)) {
            return Err("expected void function".into());
        }
        // Upstream calls such a function with no arguments (and crashes); say why instead.
        if !params.is_empty() {
            return Err("function inputs not supported".into());
        }
        return Ok(());
    }
    if !params.is_empty() {
        return Err("function inputs not supported".into());
    }
    let ok = matches!(
        (kind, ctx.type_kind(result)),
        (EntryResult::I32, TypeKind::Integer { width: 32, .. })
            | (EntryResult::I64, TypeKind::Integer { width: 64, .. })
            | (
                EntryResult::F32,
                TypeKind::Float(FloatSemantics::IEEEsingle)
            )
    );
    if !ok {
        let t = match kind {
            EntryResult::I32 => "i32",
            EntryResult::I64 => "i64",
            _ => "f32",
        };
        return Err(format!("only single {t} function result supported"));
    }
    Ok(())
}

fn sym_name(ctx: &Context, body: &Body, op: OpId) -> Option<String> {
    rmlir_ir::ods::prop(ctx, body, op, "sym_name")
        .and_then(|a| ctx.attr_str(a))
        .map(|n| String::from_utf8_lossy(n).into_owned())
}

/// Formats an f32 result as `llvm::raw_ostream << double` does.
pub fn format_f32(v: f32) -> String {
    let d = v as f64;
    if d.is_nan() {
        return "nan".into();
    }
    if d.is_infinite() {
        return if d < 0.0 { "-INF".into() } else { "INF".into() };
    }
    // `%e`: six fractional digits, an exponent of at least two digits.
    let s = format!("{d:.6e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let (sign, digits) = match exp.strip_prefix('-') {
        Some(e) => ('-', e),
        None => ('+', exp),
    };
    format!("{mant}e{sign}{digits:0>2}")
}

fn format_value(v: EntryValue) -> Option<String> {
    match v {
        EntryValue::Void => None,
        EntryValue::I32(x) => Some(format!("{x}\n")),
        EntryValue::I64(x) => Some(format!("{x}\n")),
        EntryValue::F32(x) => Some(format!("{}\n", format_f32(x))),
    }
}

/// Compiles `text` to an ELF object after checking the entry function.
/// Errors are the complete text for stderr.
pub fn compile(opts: &RunnerOptions, name: &str, text: &str) -> Result<Vec<u8>, String> {
    let ctx = rmlir_dialects::context();
    let mut err = String::new();
    let m = match parse_source(
        &ctx,
        text,
        name,
        ParserConfig::default(),
        !opts.no_implicit_module,
    ) {
        Ok(m) => m,
        Err(d) => {
            render_loc_style(&ctx, &d, &mut err);
            err.push_str("could not parse the input IR\n");
            return Err(err);
        }
    };
    let config = VerifyConfig {
        print_op_on_diagnostic: true,
    };
    if let Err(diags) = verify_with(&ctx, &m.body, m.op, &config) {
        for d in &diags {
            render_loc_style(&ctx, d, &mut err);
        }
        err.push_str("could not parse the input IR\n");
        return Err(err);
    }
    if !ctx
        .op_traits(m.body.op_name(m.op))
        .has(rmlir_ir::dialect::Traits::SYMBOL_TABLE)
    {
        return Err(
            "Error: top-level op must be a symbol table.\ncould not parse the input IR\n".into(),
        );
    }
    let kind = entry_kind(&opts.entry_result).map_err(|e| format!("Error: {e}\n"))?;
    let Some((mbody, ops)) = module_ops(&m.body, m.op) else {
        return Err("Error: entry point not found\n".into());
    };
    check_entry(&ctx, mbody, &ops, &opts.entry, kind).map_err(|e| format!("Error: {e}\n"))?;
    let cg = Options {
        opt_level: opts.opt_level,
        debug_info: wants_debug_info(opts),
        features: opts.features,
        ..Default::default()
    };
    let mut m = m;
    rmlir_dialects::llvm::lower_matrix::prepare_for_native(
        &ctx,
        &mut m.body,
        m.op,
        opts.matrix_layout,
    );
    codegen::optimize(&ctx, &mut m.body, m.op, &cg);
    let compiled: CompiledModule = match codegen::compile(&ctx, &m.body, m.op, &cg) {
        Ok(c) => c,
        Err(errs) => {
            let diags: Vec<Diagnostic> = errs
                .into_iter()
                .map(|e| Diagnostic::error(e.loc, e.message))
                .collect();
            err.push_str(&crate::translate::render(&ctx, name, text, &diags));
            err.push_str("Error: could not compile the module\n");
            return Err(err);
        }
    };
    let file = Path::new(name)
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_else(|| name.to_string());
    let obj = rmlir_emit::object::write_elf(&compiled, &file)
        .map_err(|e| format!("Error: cannot write the object: {e}\n"))?;
    // The module is large and about to be dropped at exit anyway.
    std::mem::forget(m);
    Ok(obj)
}

/// Whether a debugger (or another tracer) is attached to this process (Linux
/// `/proc/self/status` `TracerPid`).
fn traced() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("TracerPid:"))
                .map(|v| v.trim() != "0")
        })
        .unwrap_or(false)
}

/// `-g`, or a debugger attached: build DWARF and register the code with the debugger.
fn wants_debug_info(opts: &RunnerOptions) -> bool {
    opts.debug_info || traced()
}

fn is_builtin_library(path: &str) -> bool {
    let name = Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("");
    [
        "libmlir_runner_utils.so",
        "libmlir_c_runner_utils.so",
        "librmlir_runtime.so",
    ]
    .iter()
    .any(|lib| name == *lib || name.starts_with(&format!("{lib}.")))
}

/// Compiles, loads and runs the entry function. The program's own output goes to the
/// process's C stdout; the caller prints `result_line` and flushes ([`flush_c_stdout`]).
pub fn run(opts: &RunnerOptions, name: &str, text: &str) -> RunOutcome {
    let fail = |stderr: String| RunOutcome {
        stderr,
        result_line: None,
        success: false,
    };
    let obj = match compile(opts, name, text) {
        Ok(o) => o,
        Err(e) => return fail(e),
    };
    let mut stderr = String::new();
    if opts.dump_object_file {
        let path = opts.object_filename.clone().unwrap_or_else(|| {
            if opts.input == "-" {
                "<stdin>.o".into()
            } else {
                format!("{}.o", opts.input)
            }
        });
        if let Err(e) = std::fs::write(&path, &obj) {
            stderr.push_str(&format!("could not open '{path}': {e}\n"));
        }
    }
    // Upstream reports a library it cannot open and goes on without it.
    let mut libs: Vec<PathBuf> = Vec::new();
    for l in &opts.shared_libs {
        if is_builtin_library(l) || Path::new(l).exists() {
            libs.push(PathBuf::from(l));
        } else {
            stderr.push_str(&format!(
                "Failed to create MemoryBuffer for: {l}\nError: No such file or directory\n"
            ));
        }
    }
    let config = ResolverConfig::default()
        .with_shared_libs(libs)
        .with_debugger_registration(wants_debug_info(opts));
    let kind = entry_kind(&opts.entry_result).unwrap_or(EntryResult::Void);
    // SAFETY: the object is code this process just compiled from the input, for this host;
    // `check_entry` made sure the entry function has the signature called.
    let image = match unsafe { Image::load(&obj, &config) } {
        Ok(i) => i,
        Err(LoadError::UnresolvedSymbols(names)) => {
            stderr.push_str(&format!(
                "JIT session error: Symbols not found: [ {} ]\nError: Failed to materialize symbols: {{ ({}, {{ {} }}) }}\n",
                names.join(", "),
                opts.entry,
                opts.entry
            ));
            return fail(stderr);
        }
        Err(e) => {
            stderr.push_str(&format!("Error: {e}\n"));
            return fail(stderr);
        }
    };
    // SAFETY: as above.
    match unsafe { image.call_entry(&opts.entry, kind) } {
        Ok(v) => {
            // Unloading runs the module's destructors (`llvm.mlir.global_dtors`), as
            // upstream's execution engine does when it is destroyed after the call.
            drop(image);
            RunOutcome {
                stderr,
                result_line: format_value(v),
                success: true,
            }
        }
        Err(e) => {
            stderr.push_str(&format!("Error: {e}\n"));
            fail(stderr)
        }
    }
}

/// Flushes every C `FILE` stream (the runtime's printers write through C stdout).
pub fn flush_c_stdout() {
    extern "C" {
        fn fflush(stream: *mut std::ffi::c_void) -> i32;
    }
    // SAFETY: fflush(NULL) flushes all open output streams.
    unsafe {
        fflush(std::ptr::null_mut());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn flags() {
        let o = parse_args(&args(
            "x.mlir -e foo --entry-point-result=i64 -shared-libs=a.so,b.so --shared-libs c.so -O0 -mattr=+avx2 -march=x86-64 -mcpu=native --dump-object-file -object-filename=o.o",
        ))
        .unwrap();
        assert_eq!(o.input, "x.mlir");
        assert_eq!(o.entry, "foo");
        assert_eq!(o.entry_result, "i64");
        assert_eq!(o.shared_libs, ["a.so", "b.so", "c.so"]);
        assert_eq!(o.opt_level, 0);
        assert!(o.dump_object_file);
        assert_eq!(o.object_filename.as_deref(), Some("o.o"));
        let d = parse_args(&[]).unwrap();
        assert_eq!((d.input.as_str(), d.entry.as_str()), ("-", "main"));
        assert_eq!(d.entry_result, "f32");
        assert_eq!(parse_args(&args("-e=bar")).unwrap().entry, "bar");
    }

    #[test]
    fn matrix_flags() {
        let o = parse_args(&args(
            "-enable-matrix -matrix-allow-contract -matrix-default-layout=row-major x.mlir",
        ))
        .unwrap();
        assert!(o.enable_matrix && o.matrix_allow_contract && o.matrix_layout.row_major);
        let o = parse_args(&args("--matrix-default-layout column-major")).unwrap();
        assert!(!o.matrix_layout.row_major && !o.enable_matrix);
        assert!(parse_args(&args("-matrix-default-layout=diagonal"))
            .unwrap_err()
            .contains("Cannot find option named 'diagonal'"));
        assert!(
            !parse_args(&args("-enable-matrix=false"))
                .unwrap()
                .enable_matrix
        );
    }

    #[test]
    fn bad_flags() {
        assert_eq!(
            parse_args(&args("-bogus")).unwrap_err(),
            "rmlir-runner: Unknown command line argument '-bogus'.  Try: 'rmlir-runner --help'"
        );
        assert!(parse_args(&args("-O4")).unwrap_err().contains("'-O4'"));
        assert!(parse_args(&args("a b")).unwrap_err().contains("Too many"));
        assert!(parse_args(&args("-e"))
            .unwrap_err()
            .contains("requires a value"));
        assert!(parse_args(&args("-march=aarch64")).is_err());
        assert!(parse_args(&args("-O1=maybe"))
            .unwrap_err()
            .contains("boolean"));
    }

    #[test]
    fn f32_format() {
        assert_eq!(format_f32(1.5), "1.500000e+00");
        assert_eq!(format_f32(1.0e10), "1.000000e+10");
        assert_eq!(format_f32(-1.0e-30), "-1.000000e-30");
        assert_eq!(format_f32(0.0), "0.000000e+00");
        assert_eq!(format_f32(f32::NAN), "nan");
        assert_eq!(format_f32(f32::NEG_INFINITY), "-INF");
        assert_eq!(format_f32(f32::INFINITY), "INF");
    }

    #[test]
    fn loc_format() {
        let l = DiagLoc::file_line_col("a.mlir", 1, 21);
        assert_eq!(loc_string(&l), "loc(\"a.mlir\":1:21)");
    }
}
