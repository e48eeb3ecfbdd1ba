//! DWARF from MLIR locations, end to end: a func/arith/scf/memref program is lowered to the
//! llvm dialect by `rmlir-opt` (which keeps every op's location), compiled with
//! `rmlir-translate --mlir-to-obj -g`, linked by `cc`, and then
//! - gdb breaks on a line of the original `.mlir` file, names the function and the caller's
//!   line in the backtrace (also in `rmlir-runner -g`, through the GDB JIT interface);
//! - addr2line maps the addresses back to `.mlir` lines;
//! - `llvm-dwarfdump-19 --verify` accepts the object and the executable.
//!
//! A test whose tool (gdb, addr2line, llvm-dwarfdump-19, cc) is missing says so and passes.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

const SOURCE: &str = r#"func.func @sum(%m: memref<?xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %m[%i] : memref<?xi64>
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @main() -> i32 {
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4) : memref<?xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %m[%i] : memref<?xi64>
  }
  %s = call @sum(%m, %c4) : (memref<?xi64>, index) -> i64
  memref.dealloc %m : memref<?xi64>
  %r = arith.trunci %s : i64 to i32
  return %r : i32
}
"#;

const PIPELINE: &[&str] = &[
    "-convert-scf-to-cf",
    "-convert-arith-to-llvm",
    "-finalize-memref-to-llvm",
    "-convert-func-to-llvm",
    "-convert-cf-to-llvm",
    "-reconcile-unrealized-casts",
    "--mlir-print-debuginfo",
];

/// The 1-based line of SOURCE holding `needle`.
fn line_of(needle: &str) -> usize {
    SOURCE
        .lines()
        .position(|l| l.contains(needle))
        .expect("marker in the source")
        + 1
}

fn tmp(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("dwarf");
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

fn have(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok()
}

fn skip(what: &str) {
    eprintln!("skipped: {what} is not installed");
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn run_ok(cmd: &mut Command) -> Output {
    let out = cmd.output().unwrap();
    assert!(out.status.success(), "{cmd:?} failed:\n{}", text(&out));
    out
}

struct Built {
    /// The lowered llvm-dialect module (locations still point into prog.mlir).
    lowered: PathBuf,
    obj: PathBuf,
}

/// prog.mlir lowered and compiled with -g (once per test binary).
fn built() -> &'static Built {
    static B: OnceLock<Built> = OnceLock::new();
    B.get_or_init(|| {
        let src = tmp("prog.mlir");
        std::fs::write(&src, SOURCE).unwrap();
        let lowered = tmp("prog.llvm.mlir");
        let out = run_ok(
            Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
                .args(PIPELINE)
                .arg(&src),
        );
        std::fs::write(&lowered, &out.stdout).unwrap();
        let obj = tmp("prog.o");
        run_ok(
            Command::new(env!("CARGO_BIN_EXE_rmlir-translate"))
                .args(["--mlir-to-obj", "-g"])
                .arg(&lowered)
                .arg("-o")
                .arg(&obj),
        );
        Built { lowered, obj }
    })
}

/// The program linked into an executable, when `cc` is installed.
fn executable() -> Option<&'static PathBuf> {
    static E: OnceLock<Option<PathBuf>> = OnceLock::new();
    E.get_or_init(|| {
        if !have("cc") {
            return None;
        }
        let exe = tmp("prog");
        run_ok(Command::new("cc").arg(&built().obj).arg("-o").arg(&exe));
        let st = Command::new(&exe).status().unwrap();
        assert_eq!(st.code(), Some(6), "0 + 1 + 2 + 3");
        Some(exe)
    })
    .as_ref()
}

/// Runs gdb in batch mode; `None` (with a message) when it cannot trace processes here.
fn gdb(args: &[&str], program: &[&std::ffi::OsStr]) -> Option<String> {
    let mut cmd = Command::new("gdb");
    cmd.args([
        "-nx",
        "-batch",
        "-iex",
        "set debuginfod enabled off",
        "-ex",
        "set startup-with-shell off",
    ]);
    for a in args {
        cmd.args(["-ex", a]);
    }
    cmd.arg("--args").args(program);
    let out = text(&cmd.output().unwrap());
    if out.contains("ptrace: Operation not permitted") || out.contains("Couldn't get registers") {
        eprintln!("skipped: gdb cannot trace processes on this machine:\n{out}");
        return None;
    }
    Some(out)
}

#[test]
fn gdb_breaks_on_a_mlir_line_of_the_linked_executable() {
    if !have("gdb") {
        return skip("gdb");
    }
    let Some(exe) = executable() else {
        return skip("cc");
    };
    let add = line_of("arith.addi");
    let call = line_of("call @sum");
    let Some(out) = gdb(
        &[&format!("break prog.mlir:{add}"), "run", "bt", "info line"],
        &[exe.as_os_str()],
    ) else {
        return;
    };
    assert!(
        out.contains("Breakpoint 1 at ") && out.contains(&format!("prog.mlir, line {add}.")),
        "{out}"
    );
    assert!(
        out.contains("Breakpoint 1, sum () at ") && out.contains(&format!("prog.mlir:{add}\n")),
        "{out}"
    );
    // gdb shows the source line itself.
    assert!(out.contains("arith.addi %acc, %v : i64"), "{out}");
    assert!(
        out.lines().any(|l| l.starts_with("#1 ")
            && l.contains("in main () at ")
            && l.ends_with(&format!("prog.mlir:{call}"))),
        "{out}"
    );
    assert!(out.contains(&format!("Line {add} of \"")), "{out}");
}

/// rmlir-runner without its own (large, in debug builds) DWARF, which gdb would otherwise
/// read first; its symbol table (with the JIT interface's symbols) stays.
fn runner_without_debug_info() -> PathBuf {
    let runner = PathBuf::from(env!("CARGO_BIN_EXE_rmlir-runner"));
    let copy = tmp("rmlir-runner-nodebug");
    let stripped = Command::new("objcopy")
        .arg("--strip-debug")
        .arg(&runner)
        .arg(&copy)
        .status()
        .is_ok_and(|s| s.success());
    if stripped {
        copy
    } else {
        runner
    }
}

#[test]
fn gdb_breaks_on_a_mlir_line_in_the_runner() {
    if !have("gdb") {
        return skip("gdb");
    }
    let b = built();
    let add = line_of("arith.addi");
    let call = line_of("call @sum");
    let runner = runner_without_debug_info();
    let Some(out) = gdb(
        &[
            "set breakpoint pending on",
            &format!("break prog.mlir:{add}"),
            "run",
            "bt 2",
        ],
        &[
            runner.as_os_str(),
            "-g".as_ref(),
            "-e".as_ref(),
            "main".as_ref(),
            "--entry-point-result=i32".as_ref(),
            b.lowered.as_os_str(),
        ],
    ) else {
        return;
    };
    assert!(
        out.contains("hit Breakpoint 1, sum () at ") || out.contains("Breakpoint 1, sum () at "),
        "{out}"
    );
    assert!(out.contains(&format!("prog.mlir:{add}\n")), "{out}");
    assert!(
        out.lines().any(|l| l.starts_with("#1 ")
            && l.contains("in main () at ")
            && l.ends_with(&format!("prog.mlir:{call}"))),
        "{out}"
    );
}

#[test]
fn addr2line_maps_addresses_to_mlir_lines() {
    if !have("addr2line") {
        return skip("addr2line");
    }
    let Some(exe) = executable() else {
        return skip("cc");
    };
    // The function's first address is its declaration line.
    let nm = run_ok(Command::new("nm").arg(exe));
    let nm = String::from_utf8_lossy(&nm.stdout).into_owned();
    let sum = nm
        .lines()
        .find_map(|l| l.strip_suffix(" T sum"))
        .expect("sum in the symbol table");
    let out = run_ok(
        Command::new("addr2line")
            .args(["-f", "-e"])
            .arg(exe)
            .arg(sum),
    );
    let out = String::from_utf8_lossy(&out.stdout).into_owned();
    let decl = line_of("func.func @sum");
    assert!(out.starts_with("sum\n"), "{out}");
    assert!(
        out.trim_end().ends_with(&format!("prog.mlir:{decl}")),
        "{out}"
    );

    // An address inside the loop body (where gdb says line `add` starts).
    if !have("gdb") {
        return skip("gdb");
    }
    let add = line_of("arith.addi");
    let info =
        gdb(&[&format!("info line prog.mlir:{add}")], &[exe.as_os_str()]).unwrap_or_default();
    let Some(addr) = info
        .split("starts at address ")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
    else {
        panic!("no address for line {add}:\n{info}");
    };
    let out = run_ok(Command::new("addr2line").arg("-e").arg(exe).arg(addr));
    let out = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.trim_end().ends_with(&format!("prog.mlir:{add}")),
        "{out}"
    );
}

#[test]
fn llvm_dwarfdump_verifies_object_and_executable() {
    if !have("llvm-dwarfdump-19") {
        return skip("llvm-dwarfdump-19");
    }
    let mut files = vec![built().obj.clone()];
    files.extend(executable().cloned());
    for f in files {
        let out = Command::new("llvm-dwarfdump-19")
            .arg("--verify")
            .arg(&f)
            .output()
            .unwrap();
        let t = text(&out);
        assert!(
            out.status.success() && t.contains("No errors."),
            "{}:\n{t}",
            f.display()
        );
    }
    // The unit, its functions and the line table's file.
    let out = run_ok(
        Command::new("llvm-dwarfdump-19")
            .args(["--debug-info", "--debug-line"])
            .arg(&built().obj),
    );
    let t = String::from_utf8_lossy(&out.stdout).into_owned();
    for needle in [
        "DW_TAG_compile_unit",
        "DW_AT_name\t(\"sum\")",
        "DW_AT_name\t(\"main\")",
        "DW_AT_high_pc",
        "prog.mlir",
    ] {
        assert!(t.contains(needle), "{needle} missing:\n{t}");
    }
}

#[test]
fn no_debug_sections_without_g() {
    let obj = tmp("nodebug.o");
    run_ok(
        Command::new(env!("CARGO_BIN_EXE_rmlir-translate"))
            .arg("--mlir-to-obj")
            .arg(&built().lowered)
            .arg("-o")
            .arg(&obj),
    );
    let bytes = std::fs::read(&obj).unwrap();
    let has = |s: &[u8]| bytes.windows(s.len()).any(|w| w == s);
    assert!(!has(b".debug_info") && !has(b".debug_line"));
    let with = std::fs::read(&built().obj).unwrap();
    for s in [
        &b".debug_info"[..],
        b".debug_line",
        b".debug_abbrev",
        b".debug_str",
        b".debug_aranges",
    ] {
        assert!(with.windows(s.len()).any(|w| w == s));
    }
}
