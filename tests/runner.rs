//! `rmlir-runner` end to end: the object dump flags and the exit status (the lit tests in
//! tests/lit/Runner cover results and messages).

use std::path::Path;
use std::process::Command;

const PROGRAM: &str = r#"
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @main() {
  %0 = llvm.mlir.constant(9 : i64) : i64
  llvm.call @printI64(%0) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
"#;

fn runner() -> Command {
    Command::new(env!("CARGO_BIN_EXE_rmlir-runner"))
}

fn tmp(name: &str) -> std::path::PathBuf {
    let d = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("runner");
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

#[test]
fn dump_object_file_with_and_without_object_filename() {
    let input = tmp("dump.mlir");
    std::fs::write(&input, PROGRAM).unwrap();
    let default_obj = tmp("dump.mlir.o");
    let _ = std::fs::remove_file(&default_obj);
    let out = runner()
        .arg(&input)
        .args(["-entry-point-result=void", "--dump-object-file"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(out.stdout, b"9\n");
    let bytes = std::fs::read(&default_obj).expect("<input>.o written");
    assert_eq!(&bytes[..4], b"\x7fELF");

    let named = tmp("named.o");
    let _ = std::fs::remove_file(&named);
    let out = runner()
        .arg(&input)
        .args(["-entry-point-result=void", "-dump-object-file"])
        .arg(format!("-object-filename={}", named.display()))
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(&std::fs::read(&named).unwrap()[..4], b"\x7fELF");

    // Without --dump-object-file, -object-filename writes nothing.
    let unused = tmp("unused.o");
    let _ = std::fs::remove_file(&unused);
    let out = runner()
        .arg(&input)
        .args(["-entry-point-result=void"])
        .arg(format!("-object-filename={}", unused.display()))
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(!unused.exists());
}

#[test]
fn output_survives_exit_and_help_succeeds() {
    let input = tmp("exit.mlir");
    std::fs::write(&input, PROGRAM).unwrap();
    // Every -O level gives the program's output (C stdout flushed before exit).
    for o in ["-O0", "-O1", "-O2", "-O3"] {
        let out = runner()
            .arg(&input)
            .args(["-entry-point-result=void", o])
            .output()
            .unwrap();
        assert!(out.status.success());
        assert_eq!(out.stdout, b"9\n", "{o}");
    }
    let out = runner().arg("--help").output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("-entry-point-result"));
}

/// The object rmlir-translate writes links with `cc` against shared libc: external symbols
/// (defined and undefined) have default visibility, as LLVM emits them (a hidden undefined
/// `malloc` cannot bind to libc.so).
#[test]
fn translate_object_links_with_cc() {
    let translate = Path::new(env!("CARGO_BIN_EXE_rmlir-translate"));
    let lib = translate.parent().unwrap().join("librmlir_runtime.a");
    if !lib.exists() || Command::new("cc").arg("--version").output().is_err() {
        eprintln!("skipped: no cc or no {}", lib.display());
        return;
    }
    let input = tmp("link.mlir");
    std::fs::write(
        &input,
        r#"
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @main() -> i32 {
  %n = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.store %n, %p : i64, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.call @printI64(%v) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
"#,
    )
    .unwrap();
    let obj = tmp("link.o");
    let exe = tmp("link");
    let st = Command::new(translate)
        .args(["--mlir-to-obj"])
        .arg(&input)
        .arg("-o")
        .arg(&obj)
        .status()
        .unwrap();
    assert!(st.success());
    let out = Command::new("cc")
        .arg(&obj)
        .arg(&lib)
        .args(["-lm", "-lpthread", "-ldl", "-o"])
        .arg(&exe)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe).output().unwrap();
    assert!(run.status.success());
    assert_eq!(run.stdout, b"8\n");
}
