//! End-to-end tests of the x86-64 back end's floating-point lowering: each program under
//! `tests/native/float/` is compiled with `rmlir-translate --mlir-to-obj`, linked with `cc`
//! and the runtime's static library, run, and its output compared with the `.out` beside
//! it (what the `mlir-translate-19 | llc-19 -O2` path prints for the same program).

use std::path::{Path, PathBuf};
use std::process::Command;

fn build_runtime() -> PathBuf {
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

fn run_program(name: &str, lib: &Path) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/native/float");
    let src = dir.join(format!("{name}.mlir"));
    let expected =
        std::fs::read_to_string(dir.join(format!("{name}.out"))).expect("expected output");
    let tmp =
        std::env::temp_dir().join(format!("rmlir-native-float-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temporary directory");
    for opt in ["-O2", "-O0"] {
        let obj = tmp.join("prog.o");
        let exe = tmp.join("prog");
        let out = Command::new(env!("CARGO_BIN_EXE_rmlir-translate"))
            .args(["--mlir-to-obj", opt])
            .arg(&src)
            .arg("-o")
            .arg(&obj)
            .output()
            .expect("running rmlir-translate");
        assert!(
            out.status.success(),
            "{name} {opt}: rmlir-translate failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let st = Command::new("cc")
            .arg(&obj)
            .arg(lib)
            .args(["-lm", "-lpthread", "-ldl", "-o"])
            .arg(&exe)
            .status()
            .expect("running cc");
        assert!(st.success(), "{name} {opt}: link failed");
        let run = Command::new(&exe).output().expect("running the program");
        assert!(run.status.success(), "{name} {opt}: {}", run.status);
        let got = String::from_utf8_lossy(&run.stdout);
        if got != expected {
            let line = got
                .lines()
                .zip(expected.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            panic!(
                "{name} {opt}: output differs from llc's at line {}: got {:?}, expected {:?}",
                line + 1,
                got.lines().nth(line),
                expected.lines().nth(line)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

fn cc_available() -> bool {
    Command::new("cc").arg("--version").output().is_ok()
}

macro_rules! programs {
    ($($name:ident),* $(,)?) => {$(
        #[test]
        fn $name() {
            if !cc_available() {
                eprintln!("skipped: no C compiler (cc)");
                return;
            }
            let lib = build_runtime();
            run_program(stringify!($name), &lib);
        }
    )*};
}

programs!(math_intrinsics, conversions_compares, vectors, half);
