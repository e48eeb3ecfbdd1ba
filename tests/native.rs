//! Native code end to end: llvm-dialect programs compiled by `rmlir-translate --mlir-to-obj`,
//! linked by the system `cc`/`c++` with C or C++ code, and run.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn tmp(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("native");
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

/// Compiles `tests/native/<name>.mlir` to an object.
fn compile(name: &str, extra: &[&str]) -> PathBuf {
    let obj = tmp(&format!("{name}{}.o", extra.concat()));
    let out = Command::new(env!("CARGO_BIN_EXE_rmlir-translate"))
        .arg("--mlir-to-obj")
        .args(extra)
        .arg(root().join(format!("tests/native/{name}.mlir")))
        .arg("-o")
        .arg(&obj)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "rmlir-translate failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    obj
}

fn have(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok()
}

#[test]
fn exceptions_unwind_through_our_frames() {
    if !have("c++") {
        eprintln!("skipped: no c++ compiler");
        return;
    }
    for opt in ["-O0", "-O2"] {
        let obj = compile("unwind", &[opt]);
        let exe = tmp(&format!("unwind{opt}"));
        let st = Command::new("c++")
            .arg(root().join("tests/native/unwind_main.cpp"))
            .arg(&obj)
            .arg("-o")
            .arg(&exe)
            .status()
            .unwrap();
        assert!(st.success());
        let out = Command::new(&exe).output().unwrap();
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "returned 60\ncaught 21\n",
            "{opt}: stderr {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// Builds the object of `tests/native/<name>.mlir` with llc-19 when it is installed.
fn compile_llc(name: &str) -> Option<PathBuf> {
    if !have("llc-19") || !have("mlir-translate-19") {
        return None;
    }
    let ll = Command::new("mlir-translate-19")
        .arg("--mlir-to-llvmir")
        .arg(root().join(format!("tests/native/{name}.mlir")))
        .output()
        .ok()?;
    assert!(ll.status.success());
    let ll_path = tmp(&format!("{name}.ll"));
    std::fs::write(&ll_path, &ll.stdout).unwrap();
    let obj = tmp(&format!("{name}.llc.o"));
    let st = Command::new("llc-19")
        .args(["-filetype=obj", "-relocation-model=pic", "-o"])
        .arg(&obj)
        .arg(&ll_path)
        .status()
        .ok()?;
    assert!(st.success());
    Some(obj)
}

/// The runtime as a static library, built for this profile (as exec_differential.rs does).
fn runtime_lib() -> Option<PathBuf> {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_rmlir-translate")).parent()?;
    let target_dir = bin_dir.parent()?;
    let mut cmd = Command::new(env!("CARGO"));
    cmd.args(["build", "-p", "rmlir-runtime"])
        .env("CARGO_TARGET_DIR", target_dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"));
    if bin_dir.file_name().is_some_and(|n| n == "release") {
        cmd.arg("--release");
    }
    assert!(
        cmd.status().ok()?.success(),
        "cargo build -p rmlir-runtime failed"
    );
    let lib = bin_dir.join("librmlir_runtime.a");
    lib.exists().then_some(lib)
}

/// Links a callee and a caller, each built by rmlir and (when installed) by llc-19, in
/// every combination, and checks what the program prints.
fn cross_link(callee: &str, caller: &str, expected: &str) {
    let (Some(rt), true) = (runtime_lib(), have("cc")) else {
        eprintln!("skipped: no cc or librmlir_runtime.a");
        return;
    };
    let mut callees = vec![("rmlir", compile(callee, &[]))];
    let mut callers = vec![("rmlir", compile(caller, &[]))];
    match (compile_llc(callee), compile_llc(caller)) {
        (Some(a), Some(b)) => {
            callees.push(("llc", a));
            callers.push(("llc", b));
        }
        _ => eprintln!("llc-19 not installed: rmlir objects only"),
    }
    for (ca, callee_obj) in &callees {
        for (cb, caller_obj) in &callers {
            let exe = tmp(&format!("{callee}_{ca}_{cb}"));
            let st = Command::new("cc")
                .arg(callee_obj)
                .arg(caller_obj)
                .arg(&rt)
                .args(["-lm", "-lpthread", "-ldl", "-o"])
                .arg(&exe)
                .status()
                .unwrap();
            assert!(st.success());
            let out = Command::new(&exe).output().unwrap();
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                expected,
                "callee {ca}, caller {cb}"
            );
        }
    }
}

#[test]
fn x87_results_interoperate_with_llc() {
    cross_link("x87_callee", "x87_caller", "0.1251.52.5-7.2542\n");
}

#[test]
fn half_floats_cross_calls_as_llc_passes_them() {
    cross_link("half_callee", "half_caller", "17\n");
}

/// Compiles a self-contained program (`@main`) with rmlir (at `-O0` and `-O2`) and, when
/// installed, llc-19; every build must print `expected`.
fn run_program(name: &str, expected: &str) {
    let (Some(rt), true) = (runtime_lib(), have("cc")) else {
        eprintln!("skipped: no cc or librmlir_runtime.a");
        return;
    };
    let mut objs = vec![
        ("rmlir-O0", compile(name, &["-O0"])),
        ("rmlir-O2", compile(name, &["-O2"])),
    ];
    if let Some(o) = compile_llc(name) {
        objs.push(("llc", o));
    }
    for (who, obj) in objs {
        let exe = tmp(&format!("{name}_{who}"));
        let st = Command::new("cc")
            .arg(&obj)
            .arg(&rt)
            .args(["-lm", "-lpthread", "-ldl", "-o"])
            .arg(&exe)
            .status()
            .unwrap();
        assert!(st.success());
        let out = Command::new(&exe).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{who}");
    }
}

#[test]
fn reductions_in_llc_order() {
    run_program("reduce_order", "1\n2\n29\n-7\n4294967294\n");
}

#[test]
fn sparse_initializers() {
    run_program("sparse_global", "07000-90012003-4\n");
}
