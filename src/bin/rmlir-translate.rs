//! `rmlir-translate`: the `llvm` dialect to x86-64 machine code (`--mlir-to-obj`,
//! `--mlir-to-asm`, `--mlir-to-mir`) with rmlir's own back end.

use std::io::{Read, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let child = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || real_main(&args));
    match child.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => ExitCode::from(1),
    }
}

fn real_main(args: &[String]) -> ExitCode {
    let opts = match rmlir::translate::parse_args(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let (name, text) = if opts.input == "-" {
        let mut s = String::new();
        if std::io::stdin().read_to_string(&mut s).is_err() {
            eprintln!("rmlir-translate: could not read standard input as UTF-8");
            return ExitCode::from(1);
        }
        ("<stdin>".to_string(), s)
    } else {
        match std::fs::read(&opts.input) {
            Ok(b) => (
                opts.input.clone(),
                String::from_utf8(b)
                    .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
            ),
            Err(e) => {
                let msg = e.to_string();
                let msg = msg.split(" (os error").next().unwrap_or(&msg).to_string();
                eprintln!("Could not open input file '{}': {msg}", opts.input);
                return ExitCode::from(1);
            }
        }
    };
    let out = rmlir::translate::run(&opts, &name, &text);
    eprint!("{}", out.stderr);
    if out.success {
        let written = match opts.output.as_deref() {
            None | Some("-") => std::io::stdout().write_all(&out.stdout),
            Some(path) => std::fs::write(path, &out.stdout),
        };
        if let Err(e) = written {
            eprintln!("rmlir-translate: cannot write the output: {e}");
            return ExitCode::from(1);
        }
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
