#!/usr/bin/env python3
"""Benchmark rmlir-opt against upstream mlir-opt 19 on parse + verify + print.

What
----
Both tools read the same generated module (benches/gen_module.py: thousands
of ``"bench.func"`` functions, every op in the unregistered ``bench``
dialect, written in generic form with many builtin attribute/type kinds) and
run with ``--allow-unregistered-dialect --mlir-print-op-generic``, so they do
the same work: parse, verify, print.  With ``--pipeline P`` a pass pipeline
(``--pass-pipeline=P``) is timed instead (for later benches; combine with
``--input FILE`` to use a module of your own).

How
---
* Size: unless ``--functions N`` (or ``--input``) is given, N is calibrated
  so that upstream mlir-opt takes at least ``--min-seconds`` (1 s) of CPU
  time (hence of wall time) per run; N is a multiple of 500.
  Generated modules are kept in ``target/bench/`` and reused.
* One untimed warm-up run of each tool; their outputs must be identical (a
  warning and the first differing line are printed otherwise).
* Then ``--runs K`` (default 5) timed runs of each tool, alternating
  upstream / rmlir.  Output goes to a file (not a pipe).  Wall time is
  measured around the child; peak RSS and CPU time come from the child's own
  rusage (``os.wait4``), so no ``/usr/bin/time`` is needed.
* Report: median / min / max wall time, median CPU time, peak RSS of each
  tool, and the ratios rmlir / upstream of median wall time, median CPU time
  and peak RSS.  A busy machine (load average above the core count) is
  flagged, since wall times then mostly measure the scheduler.

Exit status: 0, or 2 when the outputs differ (timings are still printed);
1 when a tool fails.

Usage
-----
    benches/parse_print.py                        # calibrate, 5 runs each
    benches/parse_print.py --functions 6000 --runs 9
    benches/parse_print.py --rmlir-opt target/release/rmlir-opt --json out.json
    benches/parse_print.py --input big.mlir --pipeline 'builtin.module(canonicalize)'
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gen_module  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
BASE_ARGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic"]


def find_rmlir(explicit: Optional[str]) -> str:
    if explicit:
        if not os.access(explicit, os.X_OK):
            sys.exit(f"error: --rmlir-opt {explicit} is not an executable")
        return explicit
    for sub in ("release", "debug"):
        cand = REPO_ROOT / "target" / sub / "rmlir-opt"
        if os.access(cand, os.X_OK):
            if sub == "debug":
                print("warning: using a debug build of rmlir-opt; timings are not meaningful",
                      file=sys.stderr)
            return str(cand)
    sys.exit("error: rmlir-opt not found in target/release or target/debug "
             "(build it with `cargo build --release`, or pass --rmlir-opt PATH)")


class Sample:
    def __init__(self, wall: float, cpu: float, maxrss_kib: int, rc: int):
        self.wall, self.cpu, self.maxrss_kib, self.rc = wall, cpu, maxrss_kib, rc


def run_once(cmd: list[str], out_path: str, err_path: str) -> Sample:
    """Run ``cmd`` with stdout/stderr to files; wall time + the child's rusage."""
    with open(out_path, "wb") as out, open(err_path, "wb") as err, open(os.devnull, "rb") as devnull:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdin=devnull, stdout=out, stderr=err)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)  # keep Popen from waiting again
    # ru_maxrss is in KiB on Linux.
    return Sample(wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss, p.returncode)


def check_ok(name: str, s: Sample, err_path: str, cmd: list[str]) -> None:
    if s.rc != 0:
        tail = Path(err_path).read_bytes()[-2000:].decode("utf-8", "replace")
        sys.exit(f"error: {name} failed (exit {s.rc}): {' '.join(cmd)}\n{tail}")


def module_path(workdir: Path, n: int, seed: int) -> Path:
    p = workdir / f"parse_print_n{n}_s{seed}.mlir"
    if not p.exists():
        tmp = p.with_suffix(".tmp")
        tmp.write_text(gen_module.generate(n, seed))
        os.replace(tmp, p)
    return p


def calibrate(mlir_opt: str, tool_args: list[str], workdir: Path, seed: int, min_seconds: float,
              scratch: str) -> tuple[int, Path, float]:
    """Smallest 'round' N (multiple of 500) for which upstream takes >= min_seconds.

    Uses the child's CPU time (user + sys), not wall time: the parse/print
    path is single-threaded, so on an idle machine wall >= CPU, and CPU time
    does not shrink N when the machine is busy.
    """
    n = 500
    for _ in range(8):
        path = module_path(workdir, n, seed)
        cmd = [mlir_opt, *tool_args, str(path)]
        s = run_once(cmd, os.path.join(scratch, "cal.out"), os.path.join(scratch, "cal.err"))
        check_ok("mlir-opt", s, os.path.join(scratch, "cal.err"), cmd)
        print(f"calibration: N={n}: mlir-opt wall {s.wall:.3f}s, cpu {s.cpu:.3f}s", flush=True)
        if s.cpu >= min_seconds:
            return n, path, s.cpu
        # Aim 30% above the target, to stay above it despite noise.
        n = max(n + 500, int(math.ceil(n * min_seconds * 1.3 / max(s.cpu, 1e-3) / 500.0)) * 500)
    return n, module_path(workdir, n, seed), float("nan")


def first_diff(a: bytes, b: bytes, width: int = 160) -> str:
    """First differing line, shown from a little before the first differing column."""
    la, lb = a.split(b"\n"), b.split(b"\n")
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else None
        y = lb[i] if i < len(lb) else None
        if x == y:
            continue
        col = 0
        if x is not None and y is not None:
            while col < min(len(x), len(y)) and x[col] == y[col]:
                col += 1
        start = max(0, col - 60)

        def fmt(v: Optional[bytes]) -> str:
            if v is None:
                return "<end of output>"
            t = v[start:start + width].decode("utf-8", "replace")
            return ("..." if start else "") + repr(t) + ("..." if len(v) > start + width else "")
        return f"line {i + 1}, col {col + 1}:\n    mlir-opt:  {fmt(x)}\n    rmlir-opt: {fmt(y)}"
    return "(no differing line)"


def fmt_mib(kib: int) -> str:
    return f"{kib / 1024.0:.1f} MiB"


def compare_threads(title: str, path: Path, count: str, mlir_opt: str, rmlir: str,
                    args: list[str], runs: int) -> int:
    """Times one pipeline: mlir-opt, rmlir-opt (default threading), and rmlir-opt with
    ``RAYON_NUM_THREADS`` 1 and 2, alternating over ``runs`` runs after a warm-up run of each
    (whose outputs must be identical). Prints medians, the rmlir/upstream ratio and the
    2-over-1-thread speed-up; returns the exit status (2 when outputs differ)."""
    configs = [
        ("mlir-opt", [mlir_opt, *args, str(path)], None),
        ("rmlir-opt", [rmlir, *args, str(path)], None),
        ("rmlir 1 thread", [rmlir, *args, str(path)], "1"),
        ("rmlir 2 threads", [rmlir, *args, str(path)], "2"),
    ]
    with tempfile.TemporaryDirectory(prefix="rmlir-bench-") as scratch:
        def run(name, cmd, threads):
            env_before = os.environ.get("RAYON_NUM_THREADS")
            if threads:
                os.environ["RAYON_NUM_THREADS"] = threads
            try:
                out = os.path.join(scratch, name.replace(" ", "_") + ".out")
                err = out + ".err"
                s = run_once(cmd, out, err)
                check_ok(name, s, err, cmd)
                return s, out
            finally:
                if threads:
                    if env_before is None:
                        del os.environ["RAYON_NUM_THREADS"]
                    else:
                        os.environ["RAYON_NUM_THREADS"] = env_before

        outs = {}
        for name, cmd, th in configs:
            outs[name] = Path(run(name, cmd, th)[1]).read_bytes()
        identical = all(o == outs["mlir-opt"] for o in outs.values())
        samples = {name: [] for name, _, _ in configs}
        for k in range(runs):
            order = configs if k % 2 == 0 else configs[::-1]
            for name, cmd, th in order:
                samples[name].append(run(name, cmd, th)[0])

    print(title)
    print(f"  module: {path} ({count}, {path.stat().st_size / 1e6:.1f} MB)")
    print(f"  runs:   {runs} per configuration, alternating, after one warm-up run each")
    print(f"{'configuration':<16} {'median':>9} {'cpu(med)':>9} {'peak RSS':>12}")
    med = {}
    for name, _, _ in configs:
        ss = samples[name]
        med[name] = statistics.median(s.wall for s in ss)
        cpu = statistics.median(s.cpu for s in ss)
        rss = max(s.maxrss_kib for s in ss)
        print(f"{name:<16} {med[name]:>8.3f}s {cpu:>8.3f}s {fmt_mib(rss):>12}")
    print(f"ratio rmlir/upstream (wall): {med['rmlir-opt'] / med['mlir-opt']:.3f}")
    print(f"speed-up of 2 threads over 1: {med['rmlir 1 thread'] / med['rmlir 2 threads']:.2f}x")
    load = os.getloadavg()[0]
    if load > (os.cpu_count() or 1):
        print(f"note: machine busy (load average {load:.1f} on {os.cpu_count()} cores)")
    if identical:
        print("outputs: identical")
        return 0
    print("outputs: DIFFER\n" + first_diff(outs["mlir-opt"], outs["rmlir-opt"]))
    return 2


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__[__doc__.index("How"):])
    ap.add_argument("--rmlir-opt", help="rmlir-opt binary (default: target/release then target/debug)")
    ap.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT, help="upstream mlir-opt (default: %(default)s)")
    ap.add_argument("--functions", type=int, metavar="N", help="module size (default: calibrated)")
    ap.add_argument("--runs", type=int, default=5, metavar="K", help="timed runs per tool (default %(default)s)")
    ap.add_argument("--seed", type=int, default=0, help="generator seed (default %(default)s)")
    ap.add_argument("--min-seconds", type=float, default=1.0,
                    help="calibration target: upstream CPU seconds per run (default %(default)s)")
    ap.add_argument("--pipeline", metavar="P", help="also pass --pass-pipeline=P to both tools")
    ap.add_argument("--input", metavar="FILE", help="use this module instead of a generated one")
    ap.add_argument("--tool-arg", action="append", default=[], metavar="ARG",
                    help="extra argument for both tools (repeatable)")
    ap.add_argument("--workdir", default=str(REPO_ROOT / "target" / "bench"),
                    help="where generated modules are kept (default %(default)s)")
    ap.add_argument("--json", metavar="FILE", help="write the measurements as JSON")
    opts = ap.parse_args(argv)
    if opts.runs < 1:
        ap.error("--runs must be >= 1")

    rmlir = find_rmlir(opts.rmlir_opt)
    tool_args = list(BASE_ARGS) + opts.tool_arg
    if opts.pipeline:
        tool_args.append(f"--pass-pipeline={opts.pipeline}")
    workdir = Path(opts.workdir)
    workdir.mkdir(parents=True, exist_ok=True)

    with tempfile.TemporaryDirectory(prefix="rmlir-bench-") as scratch:
        if opts.input:
            path, n = Path(opts.input), None
        elif opts.functions:
            n = opts.functions
            path = module_path(workdir, n, opts.seed)
        else:
            n, path, _ = calibrate(opts.mlir_opt, tool_args, workdir, opts.seed, opts.min_seconds, scratch)
        size = path.stat().st_size

        tools = [("mlir-opt", opts.mlir_opt), ("rmlir-opt", rmlir)]
        cmds = {name: [exe, *tool_args, str(path)] for name, exe in tools}
        outs = {name: os.path.join(scratch, f"{name}.out") for name, _ in tools}
        errs = {name: os.path.join(scratch, f"{name}.err") for name, _ in tools}

        # Warm-up (page cache, dynamic loading) + output check.
        for name, _ in tools:
            check_ok(name, run_once(cmds[name], outs[name], errs[name]), errs[name], cmds[name])
        out_up = Path(outs["mlir-opt"]).read_bytes()
        out_rm = Path(outs["rmlir-opt"]).read_bytes()
        identical = out_up == out_rm

        samples: dict[str, list[Sample]] = {name: [] for name, _ in tools}
        for k in range(opts.runs):
            order = tools if k % 2 == 0 else tools[::-1]
            for name, _ in order:
                s = run_once(cmds[name], outs[name], errs[name])
                check_ok(name, s, errs[name], cmds[name])
                samples[name].append(s)

    print(f"parse+verify+print benchmark{' (pipeline ' + opts.pipeline + ')' if opts.pipeline else ''}")
    print(f"  module: {path} ({'%d functions, ' % n if n else ''}{size / 1e6:.1f} MB, "
          f"output {len(out_up) / 1e6:.1f} MB)")
    print(f"  args:   {' '.join(tool_args)}")
    print(f"  runs:   {opts.runs} per tool, alternating, after one warm-up run each")
    print(f"{'tool':<10} {'median':>9} {'min':>9} {'max':>9} {'cpu(med)':>9} {'peak RSS':>12}  binary")
    stats = {}
    for name, exe in tools:
        ss = samples[name]
        walls = [s.wall for s in ss]
        st = {
            "median_s": statistics.median(walls), "min_s": min(walls), "max_s": max(walls),
            "cpu_median_s": statistics.median(s.cpu for s in ss),
            "peak_rss_kib": max(s.maxrss_kib for s in ss), "walls_s": walls, "binary": exe,
        }
        stats[name] = st
        print(f"{name:<10} {st['median_s']:>8.3f}s {st['min_s']:>8.3f}s {st['max_s']:>8.3f}s "
              f"{st['cpu_median_s']:>8.3f}s {fmt_mib(st['peak_rss_kib']):>12}  {exe}")
    up, rm = stats["mlir-opt"], stats["rmlir-opt"]
    ratio = rm["median_s"] / up["median_s"]
    cpu_ratio = rm["cpu_median_s"] / max(up["cpu_median_s"], 1e-9)
    mem_ratio = rm["peak_rss_kib"] / up["peak_rss_kib"]
    speed = f"{1 / ratio:.2f}x faster" if ratio < 1 else f"{ratio:.2f}x slower"
    print(f"ratio rmlir/upstream: wall time {ratio:.3f} (rmlir-opt is {speed}), cpu time {cpu_ratio:.3f}, "
          f"peak RSS {mem_ratio:.3f}")
    if up["median_s"] < opts.min_seconds and not opts.input and not opts.functions:
        print(f"note: upstream median {up['median_s']:.3f}s is below --min-seconds {opts.min_seconds}")
    load = os.getloadavg()[0]
    if load > (os.cpu_count() or 1):
        print(f"note: machine busy (load average {load:.1f} on {os.cpu_count()} cores); "
              "wall times are unreliable, compare cpu times")
    if identical:
        print("outputs: identical")
    else:
        print("WARNING: outputs differ; first difference at " + first_diff(out_up, out_rm))

    if opts.json:
        with open(opts.json, "w") as f:
            json.dump({"module": str(path), "functions": n, "module_bytes": size, "args": tool_args,
                       "runs": opts.runs, "identical_output": identical, "ratio_time": ratio,
                       "ratio_cpu_time": cpu_ratio, "load_average": os.getloadavg()[0],
                       "ratio_peak_rss": mem_ratio, "tools": stats}, f, indent=1)
    return 0 if identical else 2


if __name__ == "__main__":
    sys.exit(main())
