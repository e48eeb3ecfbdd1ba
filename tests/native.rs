//! Native code end to end: llvm-dialect programs compiled by `rmlir-translate --mlir-to-obj`,
//! linked by the system `cc` (or `c++`) with the runtime's static library, and run.
//!
//! - `programs_print_what_llc_builds_print`: every `tests/native/<family>/<name>.mlir` with a
//!   `<name>.expected` beside it is built at `-O0` (fast allocator) and `-O2`; each build must
//!   print the expected text, which is what the `mlir-translate-19 | llc-19` path prints
//!   (checked too when those tools are installed).
//! - `tests/native/abi/`: objects of rmlir and of llc-19 linked together both ways (results in
//!   x87 registers, half floats), and a C++ exception unwinding through our frames.

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

fn have(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok()
}

/// The runtime as a static library, built for this profile.
fn runtime_lib() -> Option<PathBuf> {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_rmlir-translate")).parent()?;
    let target_dir = bin_dir.parent()?;
    let mut cmd = Command::new(env!("CARGO"));
    cmd.args(["build", "-p", "rmlir-runtime"])
        .env("CARGO_TARGET_DIR", target_dir)
        .current_dir(root());
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

/// Compiles `src` to an object named after `tag`; `Err` holds rmlir-translate's stderr.
fn compile(src: &Path, tag: &str, extra: &[&str]) -> Result<PathBuf, String> {
    let obj = tmp(&format!("{tag}{}.o", extra.concat()));
    let out = Command::new(env!("CARGO_BIN_EXE_rmlir-translate"))
        .arg("--mlir-to-obj")
        .args(extra)
        .arg(src)
        .arg("-o")
        .arg(&obj)
        .output()
        .unwrap();
    if out.status.success() {
        Ok(obj)
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The object llc-19 builds for `src` (PIC, as `cc` links PIE), when it is installed.
fn compile_llc(src: &Path, tag: &str) -> Option<PathBuf> {
    if !have("llc-19") || !have("mlir-translate-19") {
        return None;
    }
    let ll = Command::new("mlir-translate-19")
        .arg("--mlir-to-llvmir")
        .arg(src)
        .output()
        .ok()?;
    assert!(
        ll.status.success(),
        "mlir-translate-19 rejects {}",
        src.display()
    );
    let ll_path = tmp(&format!("{tag}.ll"));
    std::fs::write(&ll_path, &ll.stdout).unwrap();
    let obj = tmp(&format!("{tag}.llc.o"));
    let st = Command::new("llc-19")
        .args(["-O2", "-filetype=obj", "-relocation-model=pic", "-o"])
        .arg(&obj)
        .arg(&ll_path)
        .status()
        .ok()?;
    assert!(st.success());
    Some(obj)
}

/// Links `objs` with the runtime and runs the program; its stdout.
fn link_and_run(linker: &str, objs: &[&Path], rt: &Path, exe: &Path) -> String {
    let st = Command::new(linker)
        .args(objs)
        .arg(rt)
        .args(["-lm", "-lpthread", "-ldl", "-o"])
        .arg(exe)
        .status()
        .unwrap();
    assert!(st.success(), "linking {} failed", exe.display());
    let out = Command::new(exe).output().unwrap();
    assert!(
        out.status.success(),
        "{} exits with {}: {}",
        exe.display(),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn first_difference(got: &str, expected: &str) -> usize {
    got.lines()
        .zip(expected.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(got.lines().count().min(expected.lines().count()))
        + 1
}

#[test]
fn programs_print_what_llc_builds_print() {
    let (Some(rt), true) = (runtime_lib(), have("cc")) else {
        eprintln!("skipped: no cc or librmlir_runtime.a");
        return;
    };
    let mut programs: Vec<PathBuf> = Vec::new();
    for family in ["int", "float", "misc"] {
        let dir = root().join("tests/native").join(family);
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "mlir") && p.with_extension("expected").exists() {
                programs.push(p);
            }
        }
    }
    programs.sort();
    assert!(programs.len() >= 19, "programs under tests/native/");
    let mut failures = Vec::new();
    for src in &programs {
        let name = src.file_stem().unwrap().to_string_lossy().into_owned();
        let expected = std::fs::read_to_string(src.with_extension("expected")).unwrap();
        let mut builds = Vec::new();
        for opt in ["-O0", "-O2"] {
            match compile(src, &name, &[opt]) {
                Ok(o) => builds.push((opt, o)),
                Err(e) => failures.push(format!("{name} {opt}: rmlir-translate failed: {e}")),
            }
        }
        if let Some(o) = compile_llc(src, &name) {
            builds.push(("llc-19", o));
        }
        for (who, obj) in builds {
            let got = link_and_run("cc", &[&obj], &rt, &tmp(&format!("{name}-{who}")));
            if got != expected {
                failures.push(format!(
                    "{name} ({who}): output differs from {name}.expected at line {}",
                    first_difference(&got, &expected)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Links a callee and a caller of `tests/native/abi/`, each built by rmlir and (when
/// installed) by llc-19, in every combination, and checks what the program prints.
fn cross_link(callee: &str, caller: &str, expected: &str) {
    let (Some(rt), true) = (runtime_lib(), have("cc")) else {
        eprintln!("skipped: no cc or librmlir_runtime.a");
        return;
    };
    let src = |n: &str| root().join(format!("tests/native/abi/{n}.mlir"));
    let mut callees = vec![("rmlir", compile(&src(callee), callee, &[]).unwrap())];
    let mut callers = vec![("rmlir", compile(&src(caller), caller, &[]).unwrap())];
    match (
        compile_llc(&src(callee), callee),
        compile_llc(&src(caller), caller),
    ) {
        (Some(a), Some(b)) => {
            callees.push(("llc", a));
            callers.push(("llc", b));
        }
        _ => eprintln!("llc-19 not installed: rmlir objects only"),
    }
    for (ca, callee_obj) in &callees {
        for (cb, caller_obj) in &callers {
            let exe = tmp(&format!("{callee}_{ca}_{cb}"));
            let got = link_and_run("cc", &[callee_obj, caller_obj], &rt, &exe);
            assert_eq!(got, expected, "callee {ca}, caller {cb}");
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

#[test]
fn exceptions_unwind_through_our_frames() {
    let (Some(rt), true) = (runtime_lib(), have("c++")) else {
        eprintln!("skipped: no c++ compiler");
        return;
    };
    let src = root().join("tests/native/abi/unwind.mlir");
    for opt in ["-O0", "-O2"] {
        let obj = compile(&src, "unwind", &[opt]).unwrap();
        let main_cpp = root().join("tests/native/abi/unwind_main.cpp");
        let exe = tmp(&format!("unwind{opt}"));
        let got = link_and_run("c++", &[&main_cpp, &obj], &rt, &exe);
        assert_eq!(got, "returned 60\ncaught 21\n", "{opt}");
    }
}

#[test]
fn i128_arguments_are_never_split() {
    cross_link("i128_callee", "i128_caller", "23\n-7\n3\n");
}

/// gdb walks the stack through our frame (backtrace from a breakpoint in the callee).
#[test]
fn gdb_backtraces_through_our_frames() {
    let (Some(rt), true, true) = (runtime_lib(), have("c++"), have("gdb")) else {
        eprintln!("skipped: no c++ or gdb");
        return;
    };
    let obj = compile(
        &root().join("tests/native/abi/unwind.mlir"),
        "unwind-gdb",
        &[],
    )
    .unwrap();
    let main_cpp = root().join("tests/native/abi/unwind_main.cpp");
    let exe = tmp("unwind-gdb");
    link_and_run("c++", &[&main_cpp, &obj], &rt, &exe);
    let out = Command::new("gdb")
        .args([
            "-batch", "-nx", "-ex", "break cb", "-ex", "run", "-ex", "bt",
        ])
        .arg(&exe)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    if !text.contains("Breakpoint 1,") {
        // gdb cannot run programs here (no ptrace in this sandbox).
        eprintln!("skipped: gdb could not run the program: {text}");
        return;
    }
    let frames: Vec<&str> = text.lines().filter(|l| l.starts_with('#')).collect();
    assert!(
        frames.len() >= 3
            && frames[0].contains("cb")
            && frames[1].contains("through")
            && frames[2].contains("main"),
        "backtrace: {text}"
    );
}

#[test]
fn vector_arguments_and_results_cross_calls_as_llc_passes_them() {
    cross_link(
        "vector_callee",
        "vector_caller",
        "9.25, -5.5, 12.5, 14.75, \n1375592435400571532\n-1, 2, -3, 4, 42, 22.5, 11.25, 6.5, \n\
         8, 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, \n24, 8, \n",
    );
}
