//! The `rmlir-translate` driver: an `llvm`-dialect module to an ELF object
//! (`--mlir-to-obj`), to assembly (`--mlir-to-asm`) or to a machine-IR dump (`--mlir-to-mir`),
//! with rmlir's own x86-64 back end. Flags as upstream's `mlir-translate` spells its common
//! ones (`-o`, `--split-input-file`, `--verify-diagnostics`). `-g` (`--debug-info`) adds DWARF
//! debug information built from the ops' locations, so that a debugger stops on `.mlir` lines.

use rmlir_emit::codegen::{self, CompiledModule, Options};
use rmlir_ir::diagnostics::to_rendered;
use rmlir_ir::source_mgr::{split_input, SourceMgr, DEFAULT_SPLIT_MARKER};
use rmlir_ir::verify_diagnostics::Verifier;
use rmlir_ir::{parse_source, verify_with, Context, Diagnostic, ParserConfig, VerifyConfig};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    #[default]
    Obj,
    Asm,
    Mir,
}

#[derive(Clone, Debug, Default)]
pub struct TranslateOptions {
    pub mode: Option<Mode>,
    pub input: String,
    pub output: Option<String>,
    pub opt_level: u8,
    pub split_input: bool,
    pub verify_diagnostics: bool,
    /// `-g` / `--debug-info`: DWARF line tables and subprograms from the ops' locations.
    pub debug_info: bool,
    /// `-mattr=`: target features (`+avx2`, `+fma`, `+sse4.1`...).
    pub features: rmlir_emit::codegen::Features,
}

pub fn parse_args(args: &[String]) -> Result<TranslateOptions, String> {
    let mut o = TranslateOptions {
        input: "-".into(),
        opt_level: 2,
        ..Default::default()
    };
    let mut i = 0;
    let mut input_set = false;
    while i < args.len() {
        let a = args[i].as_str();
        let flag = a.trim_start_matches('-');
        match flag {
            "mlir-to-obj" => o.mode = Some(Mode::Obj),
            "mlir-to-asm" => o.mode = Some(Mode::Asm),
            "mlir-to-mir" => o.mode = Some(Mode::Mir),
            "split-input-file" => o.split_input = true,
            "verify-diagnostics" => o.verify_diagnostics = true,
            "g" | "debug-info" => o.debug_info = true,
            "O0" | "O1" | "O2" | "O3" => o.opt_level = flag[1..].parse().unwrap_or(2),
            "o" => {
                i += 1;
                o.output = Some(
                    args.get(i)
                        .cloned()
                        .ok_or("rmlir-translate: -o needs a file name")?,
                );
            }
            _ if a.starts_with("-o") && a.len() > 2 && !a.starts_with("--") => {
                o.output = Some(a[2..].to_string())
            }
            _ if flag.starts_with("target=") || flag.starts_with("mtriple=") => {
                let t = flag.split_once('=').map(|x| x.1).unwrap_or("");
                check_target(t)?;
            }
            _ if flag.starts_with("mattr=") => o.features.apply_mattr(&flag["mattr=".len()..]),
            _ if flag.starts_with("mcpu=") => {}
            _ if a == "-" || !a.starts_with('-') => {
                if input_set {
                    return Err("rmlir-translate: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: rmlir-translate --help".into());
                }
                o.input = a.to_string();
                input_set = true;
            }
            _ => {
                return Err(format!(
                    "rmlir-translate: Unknown command line argument '{a}'.  Try: 'rmlir-translate --help'"
                ))
            }
        }
        i += 1;
    }
    if o.mode.is_none() {
        return Err(
            "rmlir-translate: Not enough positional arguments specified!\nchoose a translation: --mlir-to-obj, --mlir-to-asm or --mlir-to-mir".into(),
        );
    }
    Ok(o)
}

/// Checks a `--target` triple (target-lexicon's parser): x86-64 ELF targets are supported.
pub fn check_target(t: &str) -> Result<(), String> {
    use target_lexicon::{Architecture, BinaryFormat, Triple};
    let triple: Triple = t
        .parse()
        .map_err(|e| format!("rmlir-translate: invalid target triple '{t}': {e}"))?;
    let elf = matches!(
        triple.binary_format,
        BinaryFormat::Elf | BinaryFormat::Unknown
    );
    if triple.architecture != Architecture::X86_64 || !elf {
        return Err(format!(
            "rmlir-translate: unsupported target '{t}' (rmlir emits x86_64 ELF objects)"
        ));
    }
    Ok(())
}

pub struct TranslateOutput {
    pub stdout: Vec<u8>,
    pub stderr: String,
    pub success: bool,
}

/// Compiles MLIR text (one module) to a module's machine code; the errors are rendered.
/// With `leak_ir` the parsed IR is not freed (for a process that exits right after, as
/// `rmlir-opt`'s `leak_ir_at_exit`: freeing a large module costs time for nothing).
pub fn compile_text(
    ctx: &Context,
    name: &str,
    text: &str,
    opts: &Options,
    leak_ir: bool,
) -> Result<CompiledModule, Vec<Diagnostic>> {
    let mut m =
        parse_source(ctx, text, name, ParserConfig::default(), true).map_err(|d| vec![d])?;
    let config = VerifyConfig {
        print_op_on_diagnostic: true,
    };
    verify_with(ctx, &m.body, m.op, &config)?;
    codegen::optimize(ctx, &mut m.body, m.op, opts);
    let compiled = codegen::compile(ctx, &m.body, m.op, opts).map_err(|errs| {
        errs.into_iter()
            .map(|e| Diagnostic::error(e.loc, e.message))
            .collect::<Vec<_>>()
    });
    if leak_ir {
        std::mem::forget(m);
    }
    compiled
}

/// Renders diagnostics as `mlir-translate` prints them.
pub fn render(ctx: &Context, name: &str, text: &str, diags: &[Diagnostic]) -> String {
    let mut sm = SourceMgr::new();
    sm.add_buffer(name, text);
    let mut out = String::new();
    for d in diags {
        sm.render_diagnostic(&mut out, &to_rendered(ctx, d));
    }
    out
}

fn translate_buffer(
    opts: &TranslateOptions,
    name: &str,
    text: &str,
    stdout: &mut Vec<u8>,
    stderr: &mut String,
) -> bool {
    let ctx = rmlir_dialects::context();
    let cg = Options {
        opt_level: opts.opt_level,
        check_regalloc: false,
        keep_mir: opts.mode == Some(Mode::Mir),
        debug_info: opts.debug_info,
        features: opts.features,
    };
    let file = std::path::Path::new(name)
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_else(|| name.to_string());
    match compile_text(&ctx, name, text, &cg, true) {
        Ok(m) => {
            // Under --verify-diagnostics a clean chunk still prints its output, and any
            // diagnostic the file expects there is reported missing.
            let expected_ok = if opts.verify_diagnostics {
                let mut sm = SourceMgr::new();
                sm.add_buffer(name, text);
                let v = Verifier::new(&mut sm, stderr);
                v.finish(&sm, stderr)
            } else {
                true
            };
            expected_ok
                && match opts.mode.unwrap_or_default() {
                    Mode::Obj => match rmlir_emit::object::write_elf(&m, &file) {
                        Ok(bytes) => {
                            stdout.extend_from_slice(&bytes);
                            true
                        }
                        Err(e) => {
                            stderr.push_str(&format!(
                                "rmlir-translate: cannot write the object: {e}\n"
                            ));
                            false
                        }
                    },
                    Mode::Asm => {
                        stdout.extend_from_slice(rmlir_emit::asm::print_module(&m).as_bytes());
                        true
                    }
                    Mode::Mir => {
                        for s in &m.mir {
                            stdout.extend_from_slice(s.as_bytes());
                            stdout.push(b'\n');
                        }
                        true
                    }
                }
        }
        Err(diags) => {
            if opts.verify_diagnostics {
                let mut sm = SourceMgr::new();
                sm.add_buffer(name, text);
                let mut v = Verifier::new(&mut sm, stderr);
                for d in &diags {
                    v.handle(&mut sm, &to_rendered(&ctx, d), stderr);
                }
                return v.finish(&sm, stderr);
            }
            stderr.push_str(&render(&ctx, name, text, &diags));
            false
        }
    }
}

pub fn run(opts: &TranslateOptions, name: &str, text: &str) -> TranslateOutput {
    let mut stdout = Vec::new();
    let mut stderr = String::new();
    let mut success = true;
    if opts.split_input {
        let split = split_input(name, text, DEFAULT_SPLIT_MARKER);
        stderr.push_str(&split.warnings);
        for chunk in &split.chunks {
            success &= translate_buffer(opts, &chunk.name, &chunk.text, &mut stdout, &mut stderr);
        }
    } else {
        success = translate_buffer(opts, name, text, &mut stdout, &mut stderr);
    }
    TranslateOutput {
        stdout,
        stderr,
        success,
    }
}
