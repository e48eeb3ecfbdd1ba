//! `rmlir-opt`: parse, verify, transform and print MLIR, as upstream `mlir-opt`.

use std::io::{Read, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Printing and parsing recurse per nesting level; a large stack keeps deep (but
    // depth-limited) inputs safe.
    let child = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || real_main(&args));
    match child.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => ExitCode::from(1),
    }
}

fn real_main(args: &[String]) -> ExitCode {
    let mut opts = match rmlir::opt::parse_args(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    opts.leak_ir_at_exit = true;
    if opts.help {
        print!("{}", rmlir::opt::help_text());
        return ExitCode::SUCCESS;
    }
    if opts.list_passes {
        print!("{}", rmlir::ir::pass::registry().list_passes());
        return ExitCode::SUCCESS;
    }
    let (name, text) = if opts.input == "-" {
        let mut s = String::new();
        if std::io::stdin().read_to_string(&mut s).is_err() {
            eprintln!("rmlir-opt: could not read standard input as UTF-8");
            return ExitCode::from(1);
        }
        ("<stdin>".to_string(), s)
    } else {
        match std::fs::read(&opts.input) {
            Ok(bytes) => (
                opts.input.clone(),
                // No copy for valid UTF-8 (the usual case).
                String::from_utf8(bytes)
                    .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
            ),
            Err(e) => {
                // As mlir-opt: the OS error text without Rust's " (os error N)" suffix.
                let msg = e.to_string();
                let msg = msg.split(" (os error").next().unwrap_or(&msg);
                eprintln!("cannot open input file '{}': {msg}", opts.input);
                return ExitCode::from(1);
            }
        }
    };
    let out = rmlir::opt::run(&opts, &name, &text);
    eprint!("{}", out.stderr);
    if out.abort {
        // Upstream's `report_fatal_error` aborts (without its stack dump here).
        std::process::abort();
    }
    let written = match &opts.output {
        Some(path) if path != "-" => std::fs::write(path, &out.stdout).is_ok(),
        _ => std::io::stdout().write_all(out.stdout.as_bytes()).is_ok(),
    };
    if out.success && written {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
