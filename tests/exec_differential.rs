//! Differential execution: every program under `tests/e2e/programs/` is
//! lowered to the llvm dialect by rmlir-opt and by upstream `mlir-opt` 19 with
//! the pass list of its `// RUN-PIPELINE:` header; rmlir's output must be
//! accepted by `mlir-translate-19 --mlir-to-llvmir` and print under
//! `mlir-cpu-runner-19` exactly what upstream's lowering prints.
//!
//! The work is done by `scripts/exec_differential.py` (also usable by hand,
//! with `--show-diff` and upstream's integration tests); this test runs it on
//! the programs with this build's `rmlir-opt`. Without LLVM 19's MLIR tools
//! (Debian `mlir-19-tools` and `libmlir-19`, which `scripts/test.sh`
//! installs) or python3 the test prints why it is skipped and passes.
//!
//! `programs_and_upstream_tests_run_natively_like_upstream` runs rmlir's lowering with
//! `rmlir-runner` (rmlir's back end) instead, over the programs and upstream's tests.
//!
//! `programs_run_with_rmlir_runtime` does the same with rmlir's own runner
//! utility library (the `rmlir-runtime` crate, built here as a `cdylib`) in
//! place of upstream's for rmlir's lowering (`--runtime`).

use std::path::Path;
use std::process::Command;

const RUNNER: &str = "/usr/lib/llvm-19/bin/mlir-cpu-runner";
const LIB_DIR: &str = "/usr/lib/llvm-19/lib";

/// Why the check cannot run here, if it cannot.
fn missing_tool() -> Option<String> {
    if !Path::new(RUNNER).exists() {
        return Some("mlir-cpu-runner-19 not installed (Debian package mlir-19-tools)".into());
    }
    let has_lib = |stem: &str| {
        std::fs::read_dir(LIB_DIR)
            .map(|dir| {
                dir.flatten()
                    .any(|e| e.file_name().to_string_lossy().starts_with(stem))
            })
            .unwrap_or(false)
    };
    if !has_lib("libmlir_runner_utils.so") || !has_lib("libmlir_c_runner_utils.so") {
        return Some(
            "MLIR runner utility libraries not installed (Debian package libmlir-19)".into(),
        );
    }
    if Command::new("python3").arg("--version").output().is_err() {
        return Some("python3 not installed".into());
    }
    None
}

/// Runs scripts/exec_differential.py on the programs with `extra` arguments.
fn run_programs(extra: &[&std::ffi::OsStr]) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let jobs = std::thread::available_parallelism().map_or(1, |n| n.get());
    let out = Command::new("python3")
        .arg(root.join("scripts/exec_differential.py"))
        .arg("--rmlir-opt")
        .arg(env!("CARGO_BIN_EXE_rmlir-opt"))
        .args(extra)
        .arg("--show-diff")
        .arg(format!("-j{jobs}"))
        .arg(root.join("tests/e2e/programs"))
        .output()
        .expect("running scripts/exec_differential.py");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}");
    assert!(
        out.status.success(),
        "differential execution found differences ({}):\n{stdout}\n{stderr}",
        out.status
    );
}

#[test]
fn programs_run_like_upstream() {
    if let Some(why) = missing_tool() {
        eprintln!("skipped: {why}");
        return;
    }
    run_programs(&[]);
}

/// The programs and upstream's CPU runner and integration tests, rmlir's lowering run by
/// `rmlir-runner` (rmlir's own back end, loaded in process) against upstream's lowering under
/// `mlir-cpu-runner-19`; runner-only upstream tests run with `rmlir-runner` in place of
/// `mlir-cpu-runner`.
#[test]
fn programs_and_upstream_tests_run_natively_like_upstream() {
    if let Some(why) = missing_tool() {
        eprintln!("skipped: {why}");
        return;
    }
    run_programs(&[
        "--rmlir-runner".as_ref(),
        env!("CARGO_BIN_EXE_rmlir-runner").as_ref(),
        "--upstream-tests".as_ref(),
    ]);
}

/// Builds the `rmlir-runtime` cdylib in this build's target directory and
/// profile; returns its path.
fn build_runtime() -> std::path::PathBuf {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_rmlir-opt"))
        .parent()
        .expect("binary directory");
    let target_dir = bin_dir.parent().expect("target directory");
    let mut cmd = Command::new(env!("CARGO"));
    cmd.args(["build", "-p", "rmlir-runtime"])
        .env("CARGO_TARGET_DIR", target_dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"));
    if bin_dir.file_name().is_some_and(|n| n == "release") {
        cmd.arg("--release");
    }
    let status = cmd.status().expect("running cargo build -p rmlir-runtime");
    assert!(status.success(), "cargo build -p rmlir-runtime failed");
    bin_dir.join(format!(
        "{}rmlir_runtime{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ))
}

#[test]
fn programs_run_with_rmlir_runtime() {
    if let Some(why) = missing_tool() {
        eprintln!("skipped: {why}");
        return;
    }
    let lib = build_runtime();
    run_programs(&["--runtime".as_ref(), lib.as_os_str()]);
}

/// What `tests/c/runtime_staticlib.c` prints (upstream's libraries print the same, the
/// heap address aside).
const STATICLIB_EXPECTED: &str = "( 0.1, 1e+20, -0, -42, 18446744073709551615 )
Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
[[1,   2.5,   -3], 
 [4,   0.333333,   6e-08]]
Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [3, 2] strides = [1, 3] data = 
[[1,   4], 
 [2.5,   0.333333], 
 [-3,   6e-08]]
";

/// The runtime as a static library: a C program calling the runner utilities links with
/// `cc` and prints what upstream's libraries print.
#[test]
fn staticlib_links_with_cc() {
    if Command::new("cc").arg("--version").output().is_err() {
        eprintln!("skipped: no C compiler (cc)");
        return;
    }
    let cdylib = build_runtime();
    let lib = cdylib.with_file_name("librmlir_runtime.a");
    let out_dir = std::env::temp_dir().join(format!("rmlir-staticlib-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).expect("temporary directory");
    let exe = out_dir.join("runtime_staticlib");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/c/runtime_staticlib.c");
    let status = Command::new("cc")
        .arg("-o")
        .arg(&exe)
        .arg(&src)
        .arg(&lib)
        .args(["-lpthread", "-ldl", "-lm"])
        .status()
        .expect("running cc");
    assert!(status.success(), "cc failed to link the runtime");
    let out = Command::new(&exe)
        .output()
        .expect("running the linked program");
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(out.status.success());
    assert_eq!(
        mask_addresses(&String::from_utf8_lossy(&out.stdout)),
        STATICLIB_EXPECTED
    );
}

/// Replaces the hexadecimal address after each `base@ = ` by `ADDR`.
fn mask_addresses(text: &str) -> String {
    text.split("base@ = ")
        .enumerate()
        .map(|(i, part)| {
            if i == 0 {
                part.to_string()
            } else {
                let rest = part.trim_start_matches(|c: char| c == 'x' || c.is_ascii_hexdigit());
                format!("base@ = ADDR{rest}")
            }
        })
        .collect()
}

/// Compiles `tests/c/<name>.c` with `cc` and the link arguments `link`, runs it and
/// returns its output (stdout; the program sends stderr there too).
fn build_and_run_c(name: &str, tag: &str, link: &[&std::ffi::OsStr]) -> String {
    let out_dir = std::env::temp_dir().join(format!("rmlir-{name}-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).expect("temporary directory");
    let exe = out_dir.join(name);
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/c/{name}.c"));
    let status = Command::new("cc")
        .arg("-o")
        .arg(&exe)
        .arg(&src)
        .args(link)
        .status()
        .expect("running cc");
    assert!(status.success(), "cc failed to build {name} ({tag})");
    let out = Command::new(&exe).output().expect("running the C program");
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(
        out.status.success(),
        "{name} ({tag}) failed: {}",
        out.status
    );
    mask_addresses(&String::from_utf8_lossy(&out.stdout))
}

/// `tests/c/runtime_more.c` (random numbers, sorting, verifyMemRef*) prints, linked
/// against the runtime's static library, what `tests/c/runtime_more.out` holds; that
/// is also what it prints linked against upstream's libraries, checked here when they
/// are installed.
#[test]
fn random_sort_verify_match_upstream() {
    if Command::new("cc").arg("--version").output().is_err() {
        eprintln!("skipped: no C compiler (cc)");
        return;
    }
    let lib = build_runtime().with_file_name("librmlir_runtime.a");
    let ours = build_and_run_c(
        "runtime_more",
        "rmlir",
        &[
            lib.as_os_str(),
            "-lpthread".as_ref(),
            "-ldl".as_ref(),
            "-lm".as_ref(),
        ],
    );
    let expected = include_str!("c/runtime_more.out");
    assert_eq!(ours, expected, "rmlir's runtime");
    let upstream_lib = |stem: &str| {
        std::fs::read_dir(LIB_DIR).ok().and_then(|dir| {
            dir.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with(stem))
                .min()
        })
    };
    let (Some(c_utils), Some(utils)) = (
        upstream_lib("libmlir_c_runner_utils.so"),
        upstream_lib("libmlir_runner_utils.so"),
    ) else {
        eprintln!("upstream comparison skipped: libmlir-19 not installed");
        return;
    };
    let link: Vec<std::ffi::OsString> = vec![
        format!("-L{LIB_DIR}").into(),
        format!("-l:{c_utils}").into(),
        format!("-l:{utils}").into(),
        format!("-Wl,-rpath,{LIB_DIR}").into(),
        "-lm".into(),
    ];
    let link: Vec<&std::ffi::OsStr> = link.iter().map(|s| s.as_os_str()).collect();
    let upstream = build_and_run_c("runtime_more", "upstream", &link);
    assert_eq!(upstream, expected, "upstream's libraries");
}
