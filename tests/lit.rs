//! Runs every `tests/lit/**/*.mlir` (and `*.ll`) file as a lit test: one
//! libtest-mimic trial per file, named by its path relative to `tests/lit/`,
//! run in parallel (`--test-threads` applies).
//!
//! `cargo test --test lit -- IR/` runs the tests under `tests/lit/IR/`;
//! unsupported tests (REQUIRES/UNSUPPORTED) show up as ignored. A failure
//! prints the executed RUN lines with each command's output and FileCheck's
//! diagnostics; the test's `%T` directory is kept under Cargo's
//! `CARGO_TARGET_TMPDIR` for inspection.
//!
//! Environment: `RMLIR_LIT_TIMEOUT` (seconds per test file, default 300).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use libtest_mimic::{Arguments, Failed, Trial};
use rmlir_lit::lit::{parse_script, unsupported_reason};
use rmlir_lit::{discover, run_test, LitConfig, Outcome, Tool};

/// The rmlir binaries a test may invoke. `CARGO_BIN_EXE_<name>` only exists
/// for binaries this package actually defines, so each is looked up with
/// `option_env!` and tools not built (yet) are simply absent; their names
/// also become lit features, for `REQUIRES: rmlir-translate`.
const RMLIR_TOOLS: [(&str, Option<&str>); 3] = [
    ("rmlir-opt", option_env!("CARGO_BIN_EXE_rmlir-opt")),
    (
        "rmlir-translate",
        option_env!("CARGO_BIN_EXE_rmlir-translate"),
    ),
    ("rmlir-runner", option_env!("CARGO_BIN_EXE_rmlir-runner")),
];

fn config() -> LitConfig {
    let mut config = LitConfig::default();
    for (name, path) in RMLIR_TOOLS {
        if let Some(path) = path {
            config
                .tools
                .insert(name.to_string(), Tool::Path(PathBuf::from(path)));
            config.features.insert(name.to_string());
        }
    }
    // `FileCheck` stays the in-process implementation (LitConfig's default).
    config.features.insert(std::env::consts::ARCH.to_string());
    config.features.insert(std::env::consts::OS.to_string());
    config.features.insert(std::env::consts::FAMILY.to_string());
    // Pass statistics in reports (upstream's LLVM_ENABLE_STATS).
    if cfg!(feature = "stats") {
        config.features.insert("stats".to_string());
    }
    config.tmp_root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit");
    let secs = std::env::var("RMLIR_LIT_TIMEOUT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    config.timeout = Some(Duration::from_secs(secs));
    config
}

fn run(path: &Path, config: &LitConfig) -> Result<(), Failed> {
    let result = run_test(path, config);
    match result.outcome {
        Outcome::Pass | Outcome::XFail | Outcome::Unsupported => Ok(()),
        Outcome::Fail => Err(format!("{}\n{}", path.display(), result.log).into()),
        Outcome::XPass => Err(format!(
            "{}: XPASS (marked XFAIL but passed)\n{}",
            path.display(),
            result.log
        )
        .into()),
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lit");
    let config = Arc::new(config());
    // Start from a clean slate so kept directories belong to this run.
    let _ = std::fs::remove_dir_all(&config.tmp_root);

    let trials = discover(&root)
        .into_iter()
        .map(|path| {
            let name = path
                .strip_prefix(&root)
                .unwrap_or(&path)
                .to_string_lossy()
                .replace('\\', "/");
            // Decide up front so that unsupported tests are reported as
            // ignored; parse errors surface when the trial runs.
            let skip = std::fs::read_to_string(&path)
                .ok()
                .and_then(|text| parse_script(&text).ok())
                .and_then(|script| unsupported_reason(&script, &config.features).ok())
                .flatten()
                .is_some();
            let config = Arc::clone(&config);
            Trial::test(name, move || run(&path, &config)).with_ignored_flag(skip)
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
