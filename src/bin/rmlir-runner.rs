//! `rmlir-runner`: compiles an `llvm`-dialect module with rmlir's own back end, loads it in
//! process and runs its entry function, as `mlir-cpu-runner` does (see `rmlir::runner`).

use std::io::{Read, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // A large stack for the compiler's recursion (and the program's own).
    let child = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || real_main(&args));
    let code = match child.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => ExitCode::from(1),
    };
    rmlir::runner::flush_c_stdout();
    code
}

fn real_main(args: &[String]) -> ExitCode {
    let opts = match rmlir::runner::parse_args(args) {
        Ok(o) => o,
        Err(e) if e.starts_with("OVERVIEW") => {
            print!("{e}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let (name, text) = if opts.input == "-" {
        let mut b = Vec::new();
        if let Err(e) = std::io::stdin().read_to_end(&mut b) {
            eprintln!("cannot open input file '-': {e}\ncould not parse the input IR");
            return ExitCode::from(1);
        }
        (
            "<stdin>".to_string(),
            String::from_utf8_lossy(&b).into_owned(),
        )
    } else {
        match std::fs::read(&opts.input) {
            Ok(b) => (opts.input.clone(), String::from_utf8_lossy(&b).into_owned()),
            Err(e) => {
                let msg = e.to_string();
                let msg = msg.split(" (os error").next().unwrap_or(&msg).to_string();
                eprintln!(
                    "cannot open input file '{}': {msg}\ncould not parse the input IR",
                    opts.input
                );
                return ExitCode::from(1);
            }
        }
    };
    let out = rmlir::runner::run(&opts, &name, &text);
    eprint!("{}", out.stderr);
    // Upstream prints the result through llvm::outs(), which is flushed before the C stdout
    // buffer of the program at exit: the same order here.
    if let Some(line) = &out.result_line {
        let mut so = std::io::stdout().lock();
        let _ = so.write_all(line.as_bytes());
        let _ = so.flush();
    }
    if out.success {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
