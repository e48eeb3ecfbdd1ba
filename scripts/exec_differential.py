#!/usr/bin/env python3
"""Differential *execution* of rmlir-opt's lowerings against upstream mlir-opt 19.

What it checks
--------------
A program lowered to the llvm dialect by ``rmlir-opt`` must

1. be accepted by ``mlir-translate-19 --mlir-to-llvmir``, and
2. print exactly what upstream's own lowering (``mlir-opt-19`` with the same
   pass list) prints when both are run under ``mlir-cpu-runner-19``
   (stdout and exit status are compared).

Inputs
------
Program files (``tests/e2e/programs/*.mlir``) carry a header::

    // RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm ...
    // RUN-PIPELINE: -convert-func-to-llvm -reconcile-unrealized-casts
    // ENTRY: main                 (default: main)
    // ENTRY-RESULT: void          (default: void; i32, i64, f32 allowed)
    // XFAIL: <why rmlir cannot do it yet>   (optional)

An ``XFAIL`` program that fails is reported as ``xfail`` and does not fail
the run; one that is identical is an ``XPASS`` and fails the run (remove the
``XFAIL`` line then), as lit does.

``RUN-PIPELINE`` lines are concatenated and split like a shell would
(``-pass-pipeline="builtin.module(...)"`` is fine).  The runner always gets
``libmlir_runner_utils`` and ``libmlir_c_runner_utils``.

Files without ``RUN-PIPELINE`` but with lit ``// RUN:`` lines are treated as
upstream integration tests: every RUN line is parsed (continuations joined,
``%s``, ``%t``, ``%mlir_runner_utils``, ``%mlir_c_runner_utils``,
``%shlibext`` ... substituted) and run twice -- once as written and once with
the ``mlir-opt`` stage replaced by rmlir-opt.  The outputs of the stage that
feeds ``FileCheck`` (the runner's) are compared, and FileCheck is run on
rmlir's output with the file's checks.  RUN lines needing things rmlir does
not target (async, gpu, sparse, complex ... or test-only
passes, or no mlir-opt stage at all) are skipped with the reason.
``--upstream-tests`` adds the default upstream CPU integration test files.

``--runtime LIB`` runs rmlir's lowering with the runner utility library LIB
(rmlir's own ``librmlir_runtime.so``) in place of both upstream libraries,
while upstream's lowering keeps upstream's libraries: the runtime is then
checked together with the lowering (programs only, not upstream tests).

``--rmlir-runner PATH`` runs rmlir's lowering with ``rmlir-runner`` (rmlir's own back
end, compiled and loaded in process) instead of ``mlir-cpu-runner-19``, with
the same flags; upstream's lowering still runs under ``mlir-cpu-runner-19``.
For upstream tests, the ``mlir-cpu-runner`` stage of rmlir's pipeline is
replaced.  ``--rmlir-translate PATH`` (programs only) instead compiles rmlir's
lowering with ``rmlir-translate --mlir-to-obj``, links it with ``cc`` and the
runtime static library (``librmlir_runtime.a`` beside the binary) and runs the
executable; only ``// ENTRY: main`` with a void result can run that way (the
exit status is not compared), other programs are skipped.

``--bisect`` adds, for programs that are not identical, the first pass of
their pipeline after which rmlir's IR differs from upstream's.

Output: one line per program / upstream file, then ``N/M identical``.
Exit status 0 iff every counted unit is identical (skips do not count).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

LLVM_BIN = Path("/usr/lib/llvm-19/bin")
LLVM_LIB = Path("/usr/lib/llvm-19/lib")
UPSTREAM_TESTS = Path("/work/shared/upstream-tests/mlir/test")
UPSTREAM_TEST_GLOBS = [
    "Integration/Dialect/Arith/**/*.mlir",
    "Integration/Dialect/ControlFlow/**/*.mlir",
    "Integration/Dialect/Math/**/*.mlir",
    "Integration/Dialect/LLVMIR/**/*.mlir",
    "Integration/Dialect/MemRef/**/*.mlir",
    "Integration/Dialect/SCF/**/*.mlir",
    "Integration/Dialect/Func/**/*.mlir",
    "Integration/Dialect/Linalg/CPU/*.mlir",
    "Integration/Dialect/Vector/CPU/*.mlir",
    "mlir-cpu-runner/*.mlir",
]
TIMEOUT = 60

# Pass-name / op-name fragments of things rmlir does not target; a RUN line
# whose mlir-opt pipeline or whose input uses them is skipped.
UNTARGETED_OPS = re.compile(
    r"\b(async|gpu|sparse_tensor|x86vector|"
    r"amx|arm_sve|arm_sme|omp|complex|shape|tosa)\.[a-z_]+"
)

_PASSES: set[str] | None = None


def rmlir_passes(rmlir_opt: str) -> set[str]:
    """The passes and pass pipelines rmlir-opt registers (the entries of its --help's
    "Compiler passes to run" section, at an indent of 6)."""
    global _PASSES
    if _PASSES is None:
        rc, out, _ = run([rmlir_opt, "--help"])
        _PASSES = set(re.findall(rb"^      --([\w-]+)", out, re.M)) if rc == 0 else set()
        _PASSES = {p.decode() for p in _PASSES}
    return _PASSES


def tool(name: str) -> str:
    """Path of an LLVM 19 tool: /usr/lib/llvm-19/bin/NAME or NAME-19 on PATH."""
    p = LLVM_BIN / name
    if p.exists():
        return str(p)
    found = shutil.which(f"{name}-19") or shutil.which(name)
    return found or str(p)


def runner_lib(stem: str) -> str:
    """A runner utility library; Debian's libmlir-19 only ships the versioned name."""
    for cand in (LLVM_LIB / f"{stem}.so", *sorted(LLVM_LIB.glob(f"{stem}.so.*"))):
        if cand.exists():
            return str(cand)
    return str(LLVM_LIB / f"{stem}.so")


ADDRESS = re.compile(rb"base@ = 0x[0-9a-fA-F]+")


def mask_addresses(out):
    """Runner output with the heap addresses printMemref* prints (`base@ = 0x...`)
    masked: they differ from run to run."""
    return ADDRESS.sub(b"base@ = <addr>", out)


def run(cmd, stdin: bytes | None = None, merge_stderr=False, timeout=TIMEOUT):
    """Runs CMD; returns (rc, stdout, stderr) with rc=-999 on timeout."""
    try:
        p = subprocess.run(
            cmd,
            input=stdin if stdin is not None else b"",
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT if merge_stderr else subprocess.PIPE,
            timeout=timeout,
        )
        return p.returncode, p.stdout, (p.stderr or b"")
    except subprocess.TimeoutExpired:
        return -999, b"", f"timed out after {timeout}s".encode()
    except OSError as e:
        return -998, b"", str(e).encode()


def first_error(stderr: bytes, limit=3) -> str:
    lines = [l for l in stderr.decode(errors="replace").splitlines() if l.strip()]
    errs = [l for l in lines if "error" in l] or lines
    return " | ".join(errs[:limit])[:400]


def diff_text(a: bytes, b: bytes, name_a="upstream", name_b="rmlir", n=40) -> str:
    d = difflib.unified_diff(
        a.decode(errors="replace").splitlines(),
        b.decode(errors="replace").splitlines(),
        name_a,
        name_b,
        lineterm="",
    )
    out = list(d)
    if len(out) > n:
        out = out[:n] + [f"... ({len(out) - n} more diff lines)"]
    return "\n".join(out)


@dataclass
class Result:
    name: str
    status: str  # "identical", "FAIL", "skip", "xfail", "XPASS"
    detail: str = ""
    diff: str = ""
    units: list = field(default_factory=list)  # sub results (upstream files)


# --------------------------------------------------------------------------
# Our programs
# --------------------------------------------------------------------------


def parse_program(text: str):
    pipeline, entry, result = [], "main", "void"
    for line in text.splitlines():
        m = re.match(r"\s*//\s*RUN-PIPELINE:(.*)", line)
        if m:
            pipeline.append(m.group(1).strip())
            continue
        m = re.match(r"\s*//\s*ENTRY:\s*(\S+)", line)
        if m:
            entry = m.group(1)
            continue
        m = re.match(r"\s*//\s*ENTRY-RESULT:\s*(\S+)", line)
        if m:
            result = m.group(1)
    if not pipeline:
        return None
    return shlex.split(" ".join(pipeline)), entry, result


# Set by --runtime: the library rmlir's lowering runs with instead of
# upstream's two runner utility libraries.
RMLIR_RUNTIME: str | None = None
# Set by --rmlir-runner / --rmlir-translate: rmlir's back end runs rmlir's lowering.
RMLIR_RUNNER: str | None = None
RMLIR_TRANSLATE: str | None = None


def runner_cmd(entry: str, result: str, runtime: str | None = None,
               runner: str | None = None) -> list[str]:
    libs = runtime or ",".join(
        [runner_lib("libmlir_runner_utils"), runner_lib("libmlir_c_runner_utils")]
    )
    return [
        runner or tool("mlir-cpu-runner"),
        "-e",
        entry,
        f"-entry-point-result={result}",
        f"-shared-libs={libs}",
    ]


def check_program(path: Path, rmlir_opt: str) -> Result:
    name = str(path)
    parsed = parse_program(path.read_text())
    if parsed is None:
        return Result(name, "skip", "no RUN-PIPELINE header")
    passes, entry, result = parsed
    rc, up, err = run([tool("mlir-opt"), str(path), *passes])
    if rc != 0:
        return Result(name, "FAIL", f"upstream mlir-opt fails (bad program?): {first_error(err)}")
    cmd = runner_cmd(entry, result)
    urc, uout, uerr = run(cmd, stdin=up)
    if urc != 0:
        return Result(name, "FAIL", f"upstream's lowering fails to run (rc {urc}): {first_error(uerr)}")
    rc, rm, err = run([rmlir_opt, str(path), *passes])
    if rc != 0:
        return Result(name, "FAIL", f"rmlir-opt fails: {first_error(err)}")
    rc, _, err = run([tool("mlir-translate"), "--mlir-to-llvmir"], stdin=rm)
    if rc != 0:
        return Result(name, "FAIL", f"mlir-translate rejects rmlir's output: {first_error(err)}",
                      diff=diff_text(up, rm, "upstream.mlir", "rmlir.mlir"))
    if RMLIR_TRANSLATE:
        if (entry, result) != ("main", "void"):
            return Result(name, "skip", f"--rmlir-translate runs void @main only (entry {entry}, {result})")
        rrc, rout, rerr = run_linked(rm)
        urc = rrc if rrc >= 0 else urc  # a void C main's exit status is not meaningful
    else:
        rrc, rout, rerr = run(runner_cmd(entry, result, RMLIR_RUNTIME, RMLIR_RUNNER), stdin=rm)
    if rrc != urc:
        return Result(name, "FAIL", f"runner exit {rrc} (upstream {urc}): {first_error(rerr)}",
                      diff=diff_text(uout, rout))
    uout, rout = mask_addresses(uout), mask_addresses(rout)
    if rout != uout:
        return Result(name, "FAIL", "output differs", diff=diff_text(uout, rout))
    same_ir = "lowered IR byte-identical" if rm == up else "lowered IR differs"
    return Result(name, "identical", f"{len(uout.splitlines())} lines, {same_ir}")


def run_linked(ir: bytes):
    """Compiles IR with rmlir-translate, links it with cc and the runtime, runs it."""
    assert RMLIR_TRANSLATE
    with tempfile.TemporaryDirectory(prefix="rmlir-cc-") as d:
        obj, exe = Path(d) / "prog.o", Path(d) / "prog"
        rc, _, err = run([RMLIR_TRANSLATE, "--mlir-to-obj", "-", "-o", str(obj)], stdin=ir)
        if rc != 0:
            return -997, b"", b"rmlir-translate fails: " + err
        lib = Path(RMLIR_TRANSLATE).parent / "librmlir_runtime.a"
        rc, _, err = run(["cc", str(obj), str(lib), "-lm", "-lpthread", "-ldl", "-o", str(exe)])
        if rc != 0:
            return -996, b"", b"cc fails: " + err
        return run([str(exe)])


def first_divergent_pass(path: Path, rmlir_opt: str) -> str:
    """The first pass of the program's pipeline after which rmlir's IR differs
    from upstream's (flat pass lists only)."""
    passes, _, _ = parse_program(path.read_text())
    for i in range(1, len(passes) + 1):
        urc, uout, _ = run([tool("mlir-opt"), str(path), *passes[:i]])
        rrc, rout, _ = run([rmlir_opt, str(path), *passes[:i]])
        if (urc, uout) != (rrc, rout):
            return f"IR first differs after {passes[i - 1]}"
    return "IR identical after every pass"


# --------------------------------------------------------------------------
# Upstream lit integration tests
# --------------------------------------------------------------------------


def lit_run_lines(text: str) -> list[str]:
    lines, cur = [], None
    for raw in text.splitlines():
        m = re.match(r"\s*//\s*RUN:(.*)", raw)
        if not m:
            continue
        body = m.group(1).rstrip()
        cont = body.endswith("\\")
        if cont:
            body = body[:-1]
        cur = body if cur is None else cur + " " + body
        if not cont:
            lines.append(cur.strip())
            cur = None
    if cur:
        lines.append(cur.strip())
    return lines


def lit_directives(text: str, key: str) -> list[str]:
    return [m.group(1).strip() for m in re.finditer(rf"//\s*{key}:(.*)", text)]


def substitute(line: str, path: Path, tmp: Path) -> str:
    subs = {
        "%mlir_c_runner_utils": runner_lib("libmlir_c_runner_utils"),
        "%mlir_runner_utils": runner_lib("libmlir_runner_utils"),
        "%mlir_lib_dir": str(LLVM_LIB),
        "%mlir_native_utils_lib_dir": str(LLVM_LIB),
        "%shlibext": ".so",
        "%lli": tool("lli"),
        "%s": str(path),
        "%t": str(tmp / "t"),
        "%T": str(tmp),
    }
    # Longest first so %mlir_c_runner_utils wins over a shorter prefix.
    for k in sorted(subs, key=len, reverse=True):
        line = line.replace(k, subs[k])
    return line


def split_pipeline(line: str) -> list[list[str]]:
    lex = shlex.shlex(line, posix=True, punctuation_chars="|")
    lex.whitespace_split = True
    stages, cur = [], []
    for tok in lex:
        if tok == "|":
            stages.append(cur)
            cur = []
        else:
            cur.append(tok)
    stages.append(cur)
    return stages


def mlir_opt_passes(args: list[str]) -> list[str]:
    names = []
    for a in args:
        if a.startswith("-pass-pipeline=") or a.startswith("--pass-pipeline="):
            spec = a.split("=", 1)[1]
            # Pass names: identifiers followed by '{', ',', ')' or end -- not
            # the anchors (followed by '(').
            for m in re.finditer(r"([A-Za-z][\w.-]*)\s*(\(|\{|,|\)|$)", spec):
                if m.group(2) != "(":
                    names.append(m.group(1))
        elif a.startswith("-"):
            names.append(a.lstrip("-").split("=", 1)[0])
    return names


KNOWN_STAGES = {"mlir-opt", "mlir-cpu-runner", "mlir-translate", "FileCheck", "lli"}


def untargeted_reason(stages: list[list[str]], text: str, rmlir_opt: str) -> str | None:
    if not stages or not stages[0]:
        return "empty RUN line"
    for st in stages:
        prog = os.path.basename(st[0]) if st else ""
        if prog == "not":
            return "expects a failure ('not')"
        base = re.sub(r"-19$", "", prog)
        if base not in KNOWN_STAGES:
            return f"uses '{prog}'"
        if base == "lli":
            return "runs lli (not mlir-cpu-runner)"
    if os.path.basename(stages[0][0]) not in ("mlir-opt", "mlir-opt-19"):
        # With --rmlir-runner, tests that feed the runner directly run too.
        if RMLIR_RUNNER and re.sub(r"-19$", "", os.path.basename(stages[0][0])) == "mlir-cpu-runner":
            return None
        return "no mlir-opt stage (runner-only test)"
    passes = rmlir_passes(rmlir_opt)
    for p in mlir_opt_passes(stages[0][1:]):
        if p not in passes and p not in ("builtin.module", "func.func", "gpu.module"):
            return f"needs pass '{p}' (not in rmlir)"
    m = UNTARGETED_OPS.search(text)
    if m:
        return f"uses {m.group(0)}"
    return None


def exec_stages(stages, opt_binary: str, runner_binary: str | None = None
                ) -> tuple[int, bytes, bytes, int]:
    """Runs the stages up to (not including) FileCheck; returns
    (rc, stdout, stderr, index of the first FileCheck stage or len)."""
    data = None
    rc, out, err = 0, b"", b""
    for i, st in enumerate(stages):
        base = re.sub(r"-19$", "", os.path.basename(st[0]))
        if base == "FileCheck":
            return rc, out, err, i
        merge = "2>&1" in st
        args = [a for a in st[1:] if a != "2>&1"]
        exe = opt_binary if base == "mlir-opt" else tool(base)
        if base == "mlir-cpu-runner" and runner_binary:
            exe = runner_binary
        rc, out, err = run([exe, *args], stdin=data, merge_stderr=merge)
        if rc != 0:
            return rc, out, err, i
        data = out
    return rc, out, err, len(stages)


def check_upstream(path: Path, rmlir_opt: str) -> Result:
    text = path.read_text()
    name = str(path)
    req = [r for r in lit_directives(text, "REQUIRES") if r not in ("x86-native-target",)]
    if req:
        return Result(name, "skip", f"REQUIRES: {', '.join(req)}")
    units = []
    with tempfile.TemporaryDirectory(prefix="rmlir-exec-") as tmpd:
        tmp = Path(tmpd)
        for k, line in enumerate(lit_run_lines(text), 1):
            uname = f"RUN#{k}"
            try:
                stages = split_pipeline(substitute(line, path, tmp))
            except ValueError as e:
                units.append(Result(uname, "skip", f"unparsable RUN line: {e}"))
                continue
            why = untargeted_reason(stages, text, rmlir_opt)
            if why:
                units.append(Result(uname, "skip", why))
                continue
            urc, uout, uerr, fc = exec_stages(stages, tool("mlir-opt"))
            if urc != 0:
                units.append(Result(uname, "skip", f"upstream pipeline fails: {first_error(uerr)}"))
                continue
            runner_only = re.sub(r"-19$", "", os.path.basename(stages[0][0])) == "mlir-cpu-runner"
            if not runner_only:
                # rmlir-opt's stage alone first, so its own failures and outputs
                # mlir-translate rejects are reported as such.
                orc, rm_ir, oerr, _ = exec_stages([stages[0]], rmlir_opt)
                if orc != 0 and (b"is not supported by the transform interpreter" in oerr
                                 or b"unsupported in rmlir's" in oerr):
                    units.append(Result(uname, "skip", f"transform op not in rmlir: {first_error(oerr)}"))
                    continue
                if orc != 0:
                    units.append(Result(uname, "FAIL", f"rmlir-opt fails: {first_error(oerr)}"))
                    continue
                trc, _, terr = run([tool("mlir-translate"), "--mlir-to-llvmir"], stdin=rm_ir)
                if trc != 0:
                    units.append(Result(uname, "FAIL", f"mlir-translate rejects rmlir's output: {first_error(terr)}"))
                    continue
            rrc, rout, rerr, _ = exec_stages(stages, rmlir_opt, RMLIR_RUNNER)
            if rrc != urc:
                units.append(Result(uname, "FAIL", f"rmlir pipeline exits {rrc} (upstream {urc}): {first_error(rerr)}"))
                continue
            uout, rout = mask_addresses(uout), mask_addresses(rout)
            if rout != uout:
                units.append(Result(uname, "FAIL", "runner output differs", diff=diff_text(uout, rout)))
                continue
            if fc < len(stages):
                fc_args = stages[fc][1:]
                frc, fout, ferr = run([tool("FileCheck"), *fc_args], stdin=rout)
                if frc != 0:
                    units.append(Result(uname, "FAIL", f"FileCheck fails on rmlir's output: {first_error(ferr + fout)}"))
                    continue
            units.append(Result(uname, "identical"))
    counted = [u for u in units if u.status != "skip"]
    if not counted:
        reasons = sorted({u.detail for u in units}) or ["no RUN lines"]
        return Result(name, "skip", "; ".join(reasons), units=units)
    bad = [u for u in counted if u.status != "identical"]
    status = "FAIL" if bad else "identical"
    detail = f"{len(counted) - len(bad)}/{len(counted)} RUN lines identical"
    skipped = [u for u in units if u.status == "skip"]
    if skipped:
        detail += f", {len(skipped)} skipped"
    return Result(name, status, detail, units=units)


# --------------------------------------------------------------------------


def collect(paths: list[str]) -> list[Path]:
    out = []
    for p in paths:
        pp = Path(p)
        if pp.is_dir():
            out.extend(sorted(pp.rglob("*.mlir")))
        else:
            out.append(pp)
    return out


def check(path: Path, rmlir_opt: str) -> Result:
    text = path.read_text()
    if parse_program(text) is not None:
        r = check_program(path, rmlir_opt)
        xfail = re.search(r"^\s*//\s*XFAIL:(.*)$", text, re.M)
        if xfail:
            why = xfail.group(1).strip()
            if r.status == "identical":
                r.status, r.detail = "XPASS", f"marked XFAIL ({why}) but identical"
            elif r.status == "FAIL" and not r.detail.startswith("upstream"):
                r.status, r.detail = "xfail", f"{r.detail}  [XFAIL: {why}]"
        return r
    return check_upstream(path, rmlir_opt)


def main() -> int:
    repo = Path(__file__).resolve().parent.parent
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="*", help="programs / upstream tests (files or dirs)")
    ap.add_argument("--rmlir-opt", default=os.environ.get("RMLIR_OPT"),
                    help="rmlir-opt binary (default: $RMLIR_OPT, else target/release/rmlir-opt)")
    ap.add_argument("--upstream-tests", action="store_true",
                    help=f"also run upstream CPU integration tests under {UPSTREAM_TESTS}")
    ap.add_argument("--show-diff", action="store_true", help="print diffs of differing outputs")
    ap.add_argument("--bisect", action="store_true",
                    help="for programs not identical, name the first pass whose IR differs")
    ap.add_argument("--runtime", metavar="LIB",
                    help="run rmlir's lowering with this runner utility library "
                         "(e.g. librmlir_runtime.so) instead of upstream's")
    ap.add_argument("--rmlir-runner", metavar="PATH",
                    help="run rmlir's lowering with this rmlir-runner (rmlir's back end) "
                         "instead of mlir-cpu-runner-19")
    ap.add_argument("--rmlir-translate", metavar="PATH",
                    help="compile rmlir's lowering with this rmlir-translate, link it with cc "
                         "and librmlir_runtime.a beside it, and run it (void @main programs)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()

    global RMLIR_RUNTIME, RMLIR_RUNNER, RMLIR_TRANSLATE
    for opt, val in (("rmlir-runner", args.rmlir_runner), ("rmlir-translate", args.rmlir_translate)):
        if val and not Path(val).exists():
            print(f"error: {opt} not found at {val}", file=sys.stderr)
            return 2
    if args.rmlir_runner:
        RMLIR_RUNNER = str(Path(args.rmlir_runner).resolve())
    if args.rmlir_translate:
        RMLIR_TRANSLATE = str(Path(args.rmlir_translate).resolve())
        if not (Path(RMLIR_TRANSLATE).parent / "librmlir_runtime.a").exists():
            print("error: librmlir_runtime.a not found beside rmlir-translate", file=sys.stderr)
            return 2
    if args.runtime:
        if not Path(args.runtime).exists():
            print(f"error: runtime library not found at {args.runtime}", file=sys.stderr)
            return 2
        RMLIR_RUNTIME = str(Path(args.runtime).resolve())
    rmlir_opt = args.rmlir_opt
    if not rmlir_opt:
        tgt = Path(os.environ.get("CARGO_TARGET_DIR", repo / "target"))
        rmlir_opt = str(tgt / "release" / "rmlir-opt")
    if not Path(rmlir_opt).exists():
        print(f"error: rmlir-opt not found at {rmlir_opt}", file=sys.stderr)
        return 2
    for t in ("mlir-opt", "mlir-translate", "mlir-cpu-runner"):
        if not Path(tool(t)).exists():
            print(f"error: {t} (LLVM 19) not installed", file=sys.stderr)
            return 2

    paths = args.paths
    if not paths and not args.upstream_tests:
        paths = [str(repo / "tests/e2e/programs")]
    files = collect(paths)
    if args.upstream_tests:
        for g in UPSTREAM_TEST_GLOBS:
            files.extend(sorted(UPSTREAM_TESTS.glob(g)))

    def one(f: Path) -> Result:
        r = check(f, rmlir_opt)
        if args.bisect and r.status in ("FAIL", "xfail") and not r.units:
            r.detail += f"  ({first_divergent_pass(f, rmlir_opt)})"
        return r

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        results = list(ex.map(one, files))

    cwd = Path.cwd()
    for r in results:
        shown = r.name
        try:
            shown = str(Path(r.name).resolve().relative_to(cwd))
        except ValueError:
            pass
        tag = {"identical": "ok  ", "FAIL": "FAIL", "skip": "skip", "xfail": "xfail",
               "XPASS": "XPASS"}[r.status]
        print(f"{tag} {shown}: {r.detail}" if r.detail else f"{tag} {shown}")
        for u in r.units if r.status != "skip" else []:
            if u.status != "identical":
                print(f"       {u.name}: {u.status}: {u.detail}")
            if args.show_diff and u.diff:
                print("\n".join("         " + l for l in u.diff.splitlines()))
        if args.show_diff and r.diff and r.status != "xfail":
            print("\n".join("     " + l for l in r.diff.splitlines()))

    counted = [r for r in results if r.status != "skip"]
    same = [r for r in counted if r.status == "identical"]
    notes = []
    xfails = sum(r.status == "xfail" for r in results)
    if xfails:
        notes.append(f"{xfails} expected failures")
    xpass = sum(r.status == "XPASS" for r in results)
    if xpass:
        notes.append(f"{xpass} unexpectedly identical (XPASS)")
    skipped = len(results) - len(counted)
    if skipped:
        notes.append(f"{skipped} skipped")
    print(f"{len(same)}/{len(counted)} identical" + (f" ({', '.join(notes)})" if notes else ""))
    run_units = [u for r in results for u in r.units if u.status != "skip"]
    if run_units:
        ok_units = sum(u.status == "identical" for u in run_units)
        print(f"upstream RUN lines: {ok_units}/{len(run_units)} identical")
    bad = [r for r in counted if r.status in ("FAIL", "XPASS")]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
