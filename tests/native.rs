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
    let obj = tmp(&format!("{name}.o"));
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
