//! End-to-end tests of the x86-64 back end's integer lowering: each program under
//! `tests/native/int/` is compiled with `rmlir-translate --mlir-to-obj` (with the default
//! allocator and at `-O0`), linked with `cc` and the runtime static library, run, and its
//! output compared with `<name>.expected` (what the `mlir-translate-19 | llc-19` path prints;
//! when those tools are installed the test also checks that they still agree).

use std::path::{Path, PathBuf};
use std::process::Command;

fn runtime_lib() -> PathBuf {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_rmlir-translate"))
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
    bin_dir.join("librmlir_runtime.a")
}

fn link_and_run(obj: &Path, lib: &Path, exe: &Path) -> String {
    let st = Command::new("cc")
        .arg(obj)
        .arg(lib)
        .args(["-lm", "-lpthread", "-ldl", "-o"])
        .arg(exe)
        .status()
        .expect("running cc");
    assert!(st.success(), "linking {} failed", obj.display());
    let out = Command::new(exe).output().expect("running the program");
    assert!(out.status.success(), "{} failed", exe.display());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The output of the reference path, when its tools are installed.
fn reference(src: &Path, lib: &Path, dir: &Path) -> Option<String> {
    let ir = Command::new("mlir-translate-19")
        .arg("--mlir-to-llvmir")
        .arg(src)
        .output()
        .ok()?;
    if !ir.status.success() {
        return None;
    }
    let ll = dir.join("ref.ll");
    std::fs::write(&ll, &ir.stdout).ok()?;
    let obj = dir.join("ref.o");
    let st = Command::new("llc-19")
        .args(["-O2", "-filetype=obj", "-o"])
        .arg(&obj)
        .arg(&ll)
        .status()
        .ok()?;
    if !st.success() {
        return None;
    }
    Some(link_and_run(&obj, lib, &dir.join("ref")))
}

#[test]
fn native_int_programs() {
    if Command::new("cc").arg("--version").output().is_err() {
        eprintln!("skipped: no C compiler (cc)");
        return;
    }
    let lib = runtime_lib();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/native/int");
    let dir = std::env::temp_dir().join(format!("rmlir-native-int-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("tests/native/int")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for src in &files {
        let name = src.file_stem().unwrap().to_string_lossy().into_owned();
        let expected = std::fs::read_to_string(src.with_extension("expected"))
            .unwrap_or_else(|_| panic!("{name}.expected"));
        if let Some(r) = reference(src, &lib, &dir) {
            if r != expected {
                failures.push(format!(
                    "{name}: the llc-19 path disagrees with {name}.expected"
                ));
            }
        }
        for opt in [None, Some("-O0")] {
            let obj = dir.join(format!("{name}.o"));
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_rmlir-translate"));
            if let Some(o) = opt {
                cmd.arg(o);
            }
            let out = cmd
                .arg("--mlir-to-obj")
                .arg(src)
                .arg("-o")
                .arg(&obj)
                .output()
                .expect("running rmlir-translate");
            if !out.status.success() {
                failures.push(format!(
                    "{name} {opt:?}: rmlir-translate failed: {}",
                    String::from_utf8_lossy(&out.stderr)
                ));
                continue;
            }
            let got = link_and_run(&obj, &lib, &dir.join(&name));
            if got != expected {
                let line = got
                    .lines()
                    .zip(expected.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(got.lines().count().min(expected.lines().count()));
                failures.push(format!(
                    "{name} {opt:?}: output differs from {name}.expected at line {}",
                    line + 1
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
