//! `rmlir-filecheck CHECKFILE [options] < input`: a drop-in for LLVM's
//! `FileCheck` command (see `rmlir_lit::filecheck` for the semantics).

use std::io::Read;
use std::process::ExitCode;

use rmlir_lit::filecheck::{self, Options};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    // Standard input is only read when it is the input, so that
    // `--input-file` works with an interactive or closed stdin.
    let reads_stdin = Options::from_args(&args)
        .map(|o| matches!(o.input_file.as_deref(), None | Some("-")))
        .unwrap_or(false);
    let mut stdin = Vec::new();
    if reads_stdin {
        if let Err(e) = std::io::stdin().read_to_end(&mut stdin) {
            eprintln!("FileCheck: error reading standard input: {e}");
            return ExitCode::from(2);
        }
    }
    let cwd = std::env::current_dir().unwrap_or_else(|_| ".".into());
    match filecheck::run_cli(&args, &stdin, &cwd) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprint!("{}", failure.message);
            ExitCode::from(u8::try_from(failure.exit_code).unwrap_or(2))
        }
    }
}
