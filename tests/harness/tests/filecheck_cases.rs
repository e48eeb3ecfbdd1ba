//! Replays the differential corpus in `filecheck-cases/` against the exit
//! status LLVM's FileCheck gave for each case (its `EXPECT:` line, recorded by
//! `scripts/filecheck-diff.sh --update`), so FileCheck compatibility stays
//! tested on machines without LLVM. Cases marked `KNOWN-DIFF: <status> ...`
//! document a deliberate deviation and expect rmlir's status instead.

use std::path::Path;

use rmlir_lit::filecheck::{self, Options};
use rmlir_lit::shell::split_words;

struct Case {
    args: Vec<String>,
    expect: i32,
    check: Vec<u8>,
    input: Vec<u8>,
}

/// Mirrors the format documented in `scripts/filecheck-diff.sh`.
fn parse_case(text: &str) -> Result<Case, String> {
    let mut args = Vec::new();
    let mut expect = None;
    let mut known = None;
    let mut check = Vec::new();
    let mut input = Vec::new();
    let (mut check_noeol, mut input_noeol) = (false, false);
    let mut section: Option<bool> = None; // Some(true) = check, Some(false) = input
    for line in text.split_inclusive('\n') {
        let bare = line.strip_suffix('\n').unwrap_or(line);
        match bare {
            "=== check" | "=== check (no-eol)" => {
                section = Some(true);
                check_noeol = bare.ends_with("(no-eol)");
                continue;
            }
            "=== input" | "=== input (no-eol)" => {
                section = Some(false);
                input_noeol = bare.ends_with("(no-eol)");
                continue;
            }
            _ => {}
        }
        match section {
            None => {
                if let Some(a) = bare.strip_prefix("ARGS:") {
                    args = split_words(a)?;
                } else if let Some(e) = bare.strip_prefix("EXPECT:") {
                    expect = Some(e.trim().parse().map_err(|_| format!("bad EXPECT: {e}"))?);
                } else if let Some(k) = bare.strip_prefix("KNOWN-DIFF:") {
                    let code = k.split_whitespace().next().unwrap_or_default();
                    known = Some(code.parse().map_err(|_| format!("bad KNOWN-DIFF: {k}"))?);
                }
            }
            Some(true) => check.extend_from_slice(line.as_bytes()),
            Some(false) => input.extend_from_slice(line.as_bytes()),
        }
    }
    if check_noeol && check.ends_with(b"\n") {
        check.pop();
    }
    if input_noeol && input.ends_with(b"\n") {
        input.pop();
    }
    Ok(Case {
        args,
        expect: known.or(expect).ok_or("missing EXPECT: line")?,
        check,
        input,
    })
}

#[test]
fn corpus_matches_recorded_llvm_results() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("filecheck-cases");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("filecheck-cases directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "case"))
        .collect();
    paths.sort();
    assert!(paths.len() > 100, "corpus unexpectedly small");
    let mut failures = Vec::new();
    for path in &paths {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(path).unwrap();
        let case = match parse_case(&text) {
            Ok(c) => c,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let mut args = case.args.clone();
        args.push("check.txt".into());
        let got = match Options::from_args(&args) {
            Err(_) => filecheck::EXIT_ERROR,
            Ok(opts) => {
                match filecheck::check(&opts, "check.txt", &case.check, "<stdin>", &case.input) {
                    Ok(()) => 0,
                    Err(f) => f.exit_code,
                }
            }
        };
        if got != case.expect {
            failures.push(format!(
                "{name}: LLVM FileCheck exited {}, rmlir {got}",
                case.expect
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} case(s) differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
