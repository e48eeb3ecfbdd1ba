#!/usr/bin/env python3
"""Benchmark rmlir's native backend (``rmlir-translate --mlir-to-obj``) against upstream's
``mlir-translate-19 | opt-19 | llc-19``: compile time, and run time of the generated code.

a) Compile time
---------------
A generated module of ``--functions`` N ``func.func``s (scf loops with loop-carried values,
integer and float arith, compares and selects, ``scf.if``, memref loads and stores, calls) is
lowered once to the llvm dialect with ``--rmlir-opt`` (default ``mlir-opt-19``;
``-convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts``), and that llvm-dialect
file is compiled to an x86-64 object (``-mcpu=x86-64``, PIC) by

* upstream -O2: ``mlir-translate-19 --mlir-to-llvmir`` then ``opt-19 -O2`` then ``llc-19 -O2``
* upstream -O0: ``mlir-translate-19 --mlir-to-llvmir`` then ``llc-19 -O0``
* rmlir -O2 / -O0: ``rmlir-translate --mlir-to-obj -O2|-O0 IN -o OUT``

Upstream's stages run one after the other through files, and their times are added.  Median
wall and CPU (user + sys of the children) time over ``--runs`` runs (alternating); printed
with the speed-ups upstream/rmlir for both (targets: >= 10x against -O2, >= 3x against -O0;
on a busy machine the CPU figure is the one to trust).

b) Run time
-----------
Every ``benches/kernels/*.mlir`` (func/arith/scf/memref/cf scalar kernels, each printing a
checksum; the ``// RUN-PIPELINE:`` header gives the lowering) is lowered with ``--rmlir-opt``,
compiled by upstream -O2, upstream -O0 and rmlir (``--cand-opt``, default -O2), linked with
``cc`` against rmlir's runtime (``librmlir_runtime.a -lm -lpthread -ldl``) and run; best of
``--runs``.  Every binary must print what upstream -O2's prints (else the kernel is reported
as MISMATCH and the exit status is 2).  Printed: the time of each, the ratio rmlir/upstream-O2
per kernel and its geometric mean (target: <= 2).

``--rmlir-translate upstream`` stands in upstream's pipeline at the same level for rmlir (the
ratios are then about 1): that is how the script is tested before rmlir-translate exists.

Usage
-----
    benches/codegen.py --rmlir-translate target/release/rmlir-translate \\
        --rmlir-opt target/release/rmlir-opt [--functions 2000] [--runs 5] [--only compile|run]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import re
import shlex
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from parse_print import REPO_ROOT, run_once  # noqa: E402

DEFAULT_PIPELINE = ["-convert-scf-to-cf", "-convert-to-llvm", "-reconcile-unrealized-casts"]
KERNELS = Path(__file__).resolve().parent / "kernels"


# --------------------------------------------------------------------------------------------
# The compile-time module
# --------------------------------------------------------------------------------------------

def gen_function(r: random.Random, idx: int) -> str:
    L = [f"func.func @k{idx}(%m: memref<?xf64>, %v: memref<?xi32>, %n: index, %a: i32, "
         f"%x: f64) -> (i32, f64) {{",
         "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
         "  %c7 = arith.constant 7 : index"]
    ints, floats = ["%a"], ["%x"]
    n = 0

    def fresh():
        nonlocal n
        n += 1
        return f"%t{n}"

    def body(ind, count, idx_var):
        for _ in range(count):
            k = r.randrange(9)
            t = fresh()
            if k < 3:
                op = r.choice(["addi", "subi", "muli", "andi", "ori", "xori", "shli", "maxsi"])
                L.append(f"{ind}{t} = arith.{op} {r.choice(ints)}, {r.choice(ints)} : i32")
                ints.append(t)
            elif k < 5:
                op = r.choice(["addf", "subf", "mulf", "divf"])
                L.append(f"{ind}{t} = arith.{op} {r.choice(floats)}, {r.choice(floats)} : f64")
                floats.append(t)
            elif k == 5:
                c = fresh()
                L.append(f"{ind}{c} = arith.cmpi slt, {r.choice(ints)}, {r.choice(ints)} : i32")
                L.append(f"{ind}{t} = arith.select {c}, {r.choice(ints)}, {r.choice(ints)} : i32")
                ints.append(t)
            elif k == 6 and idx_var:
                i = fresh()
                L.append(f"{ind}{i} = arith.andi {idx_var}, %c7 : index")
                L.append(f"{ind}{t} = memref.load %m[{i}] : memref<?xf64>")
                floats.append(t)
            elif k == 7 and idx_var:
                L.append(f"{ind}memref.store {r.choice(ints)}, %v[{idx_var}] : memref<?xi32>")
            else:
                L.append(f"{ind}{t} = arith.sitofp {r.choice(ints)} : i32 to f64")
                floats.append(t)

    body("  ", r.randint(3, 8), None)
    for _ in range(r.randint(1, 3)):
        res = fresh()
        i = fresh()
        ai, af = fresh(), fresh()
        L.append(f"  {res}:2 = scf.for {i} = %c0 to %n step %c1 iter_args({ai} = {ints[-1]}, "
                 f"{af} = {floats[-1]}) -> (i32, f64) {{")
        saved = (list(ints), list(floats))
        ints.append(ai)
        floats.append(af)
        body("    ", r.randint(4, 12), i)
        if r.random() < 0.5:
            c = fresh()
            y = fresh()
            L.append(f"    {c} = arith.cmpi ult, {r.choice(ints)}, {r.choice(ints)} : i32")
            L.append(f"    {y} = scf.if {c} -> (i32) {{")
            L.append(f"      scf.yield {r.choice(ints)} : i32")
            L.append("    } else {")
            L.append(f"      scf.yield {r.choice(ints)} : i32")
            L.append("    }")
            ints.append(y)
        L.append(f"    scf.yield {ints[-1]}, {floats[-1]} : i32, f64")
        L.append("  }")
        ints, floats = saved
        ints.append(f"{res}#0")
        floats.append(f"{res}#1")
        body("  ", r.randint(1, 4), None)
    if idx > 0 and r.random() < 0.5:
        callee = r.randrange(idx)
        res = fresh()
        L.append(f"  {res}:2 = func.call @k{callee}(%m, %v, %n, {ints[-1]}, {floats[-1]}) : "
                 f"(memref<?xf64>, memref<?xi32>, index, i32, f64) -> (i32, f64)")
        ints.append(f"{res}#0")
        floats.append(f"{res}#1")
    L.append(f"  return {ints[-1]}, {floats[-1]} : i32, f64")
    L.append("}")
    return "\n".join(L)


def gen_module(n: int, seed: int) -> str:
    r = random.Random(seed)
    return "\n".join(gen_function(r, i) for i in range(n)) + "\n"


# --------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------

class Bench:
    def __init__(self, o, scratch: Path):
        self.o = o
        self.s = scratch
        self.gold = ["-fuse-ld=gold"] if shutil.which("ld.gold") else []

    def run(self, cmd: list, name: str):
        """Runs cmd (output to scratch files); returns (Sample, stdout path)."""
        out = self.s / f"{name}.out"
        err = self.s / f"{name}.err"
        sm = run_once([str(c) for c in cmd], str(out), str(err))
        if sm.rc != 0:
            tail = err.read_bytes()[-2000:].decode("utf-8", "replace")
            raise RuntimeError(f"{name} failed (exit {sm.rc}): {shlex.join(map(str, cmd))}\n{tail}")
        return sm, out

    def lower(self, src: Path, pipeline: list, dst: Path) -> None:
        sm, out = self.run([self.o.rmlir_opt, *pipeline, src], "lower")
        shutil.copyfile(out, dst)

    def upstream_steps(self, src: Path, lvl: str, obj: Path) -> list:
        ll = self.s / "u.ll"
        steps = [[self.o.mlir_translate, "--mlir-to-llvmir", src, "-o", ll]]
        llc_in = ll
        if lvl != "0":
            opt_out = self.s / "u.opt.bc"
            steps.append([self.o.opt, f"-O{lvl}", f"-mcpu={self.o.mcpu}", ll, "-o", opt_out])
            llc_in = opt_out
        steps.append([self.o.llc, f"-O{lvl}", f"-mcpu={self.o.mcpu}", "-relocation-model=pic",
                      "-filetype=obj", llc_in, "-o", obj])
        return steps

    def rmlir_steps(self, src: Path, lvl: str, obj: Path) -> list:
        if self.o.rmlir_translate == "upstream":
            return self.upstream_steps(src, lvl, obj)
        return [[self.o.rmlir_translate, "--mlir-to-obj", f"-O{lvl}", src, "-o", obj]]

    def compile(self, steps: list, name: str):
        """Runs the steps one after the other; returns (wall, cpu) summed."""
        wall = cpu = 0.0
        for k, cmd in enumerate(steps):
            sm, _ = self.run(cmd, f"{name}.{k}")
            wall += sm.wall
            cpu += sm.cpu
        return wall, cpu

    def link(self, obj: Path, exe: Path) -> None:
        self.run(["cc", *self.gold, obj, self.o.runtime, "-lm", "-lpthread", "-ldl",
                  *self.o.link_flag, "-o", exe], "link")


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def busy_note():
    load = os.getloadavg()[0]
    if load > (os.cpu_count() or 1):
        print(f"note: machine busy (load average {load:.1f} on {os.cpu_count()} cores)")


# --------------------------------------------------------------------------------------------
# a) compile time
# --------------------------------------------------------------------------------------------

def bench_compile(b: Bench) -> int:
    o = b.o
    workdir = REPO_ROOT / "target" / "bench"
    workdir.mkdir(parents=True, exist_ok=True)
    src = workdir / f"codegen_n{o.functions}_s{o.seed}.mlir"
    if not src.exists():
        src.write_text(gen_module(o.functions, o.seed))
    lowered = b.s / "module.llvm.mlir"
    b.lower(src, DEFAULT_PIPELINE, lowered)
    cand = "rmlir" if o.rmlir_translate != "upstream" else "stand-in (upstream)"
    configs = [
        ("upstream -O2", b.upstream_steps(lowered, "2", b.s / "u2.o")),
        ("upstream -O0", b.upstream_steps(lowered, "0", b.s / "u0.o")),
        (f"{cand} -O2", b.rmlir_steps(lowered, "2", b.s / "r2.o")),
        (f"{cand} -O0", b.rmlir_steps(lowered, "0", b.s / "r0.o")),
    ]
    for name, steps in configs:  # warm-up
        b.compile(steps, name.replace(" ", "_"))
    samples = {name: [] for name, _ in configs}
    for k in range(o.runs):
        for name, steps in (configs if k % 2 == 0 else configs[::-1]):
            samples[name].append(b.compile(steps, name.replace(" ", "_")))
    print("a) compile time: llvm-dialect module to x86-64 object")
    print(f"  module: {src.name} lowered by {Path(o.rmlir_opt).name} "
          f"({o.functions} functions, {lowered.stat().st_size / 1e6:.1f} MB of llvm dialect)")
    print(f"  runs:   {o.runs} per configuration, alternating, after one warm-up run each")
    print(f"{'configuration':<28} {'wall(med)':>10} {'cpu(med)':>10} {'object':>10}")
    med, medc = {}, {}
    objs = [b.s / "u2.o", b.s / "u0.o", b.s / "r2.o", b.s / "r0.o"]
    for (name, _), obj in zip(configs, objs):
        w = statistics.median(s[0] for s in samples[name])
        c = statistics.median(s[1] for s in samples[name])
        med[name] = w
        medc[name] = c
        print(f"{name:<28} {w:>9.3f}s {c:>9.3f}s {obj.stat().st_size / 1e3:>8.0f}KB")
    for lvl, target in (("2", 10), ("0", 3)):
        u, r = f"upstream -O{lvl}", f"{cand} -O{lvl}"
        print(f"speed-up vs upstream -O{lvl} ({u} / {r}): wall {med[u] / med[r]:.2f}x, "
              f"cpu {medc[u] / medc[r]:.2f}x (target >= {target}x)")
    busy_note()
    return 0


# --------------------------------------------------------------------------------------------
# b) run time
# --------------------------------------------------------------------------------------------

def pipeline_of(path: Path) -> list:
    parts = [l.split("RUN-PIPELINE:", 1)[1] for l in path.read_text().splitlines()
             if "RUN-PIPELINE:" in l]
    return shlex.split(" ".join(parts)) if parts else DEFAULT_PIPELINE


def bench_run(b: Bench) -> int:
    o = b.o
    kernels = sorted(KERNELS.glob("*.mlir"))
    if o.kernels:
        kernels = [k for k in kernels if re.search(o.kernels, k.stem)]
    cand = "rmlir" if o.rmlir_translate != "upstream" else "stand-in"
    print(f"b) run time of benches/kernels (best of {o.runs}; {cand} at -O{o.cand_opt}; "
          f"lowered by {Path(o.rmlir_opt).name})")
    print(f"{'kernel':<14} {'upstream-O2':>12} {'upstream-O0':>12} {cand + ' -O' + o.cand_opt:>12} "
          f"{'ratio':>7}  output")
    ratios = []
    status = 0
    for k in kernels:
        lowered = b.s / f"{k.stem}.llvm.mlir"
        try:
            b.lower(k, pipeline_of(k), lowered)
            exes = {}
            for name, steps in [("u2", b.upstream_steps(lowered, "2", b.s / "ku2.o")),
                                ("u0", b.upstream_steps(lowered, "0", b.s / "ku0.o")),
                                ("r", b.rmlir_steps(lowered, o.cand_opt, b.s / "kr.o"))]:
                b.compile(steps, f"k{name}")
                exe = b.s / f"{k.stem}.{name}"
                b.link(b.s / f"k{name}.o", exe)
                exes[name] = exe
            best = {}
            outs = {}
            for rep in range(o.runs):
                for name, exe in exes.items():
                    sm, out = b.run([exe], f"run.{name}")
                    best[name] = min(best.get(name, math.inf), sm.wall)
                    outs.setdefault(name, out.read_bytes())
        except RuntimeError as e:
            print(f"{k.stem:<14} ERROR: {e}")
            status = 2
            continue
        ok = outs["u0"] == outs["u2"] and outs["r"] == outs["u2"]
        ratio = best["r"] / best["u2"]
        ratios.append(ratio)
        shown = outs["u2"].decode(errors="replace").strip().replace("\n", " ")
        print(f"{k.stem:<14} {best['u2']:>11.3f}s {best['u0']:>11.3f}s {best['r']:>11.3f}s "
              f"{ratio:>7.2f}  {shown if ok else 'MISMATCH'}")
        if not ok:
            status = 2
            for name in ("u0", "r"):
                if outs[name] != outs["u2"]:
                    print(f"  {name}: {outs[name].decode(errors='replace').strip()!r}")
    print(f"geometric mean of {cand}/upstream-O2 run time: {geomean(ratios):.2f} (target <= 2)")
    busy_note()
    return status


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rmlir-translate", default="upstream",
                    help="rmlir-translate binary, or 'upstream' (default) to test the script")
    ap.add_argument("--rmlir-opt", default="mlir-opt-19", help="lowers to the llvm dialect")
    ap.add_argument("--mlir-translate", default="mlir-translate-19")
    ap.add_argument("--opt", default="opt-19")
    ap.add_argument("--llc", default="llc-19")
    ap.add_argument("--mcpu", default="x86-64")
    ap.add_argument("--runtime", type=Path, help="librmlir_runtime.a "
                    "(default: $CARGO_TARGET_DIR or target, debug/)")
    ap.add_argument("--link-flag", action="append", default=[], help="extra cc flag (repeat)")
    ap.add_argument("--functions", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--cand-opt", default="2", choices=["0", "1", "2", "3"],
                    help="rmlir's level for the run-time part")
    ap.add_argument("--kernels", help="regex on kernel names")
    ap.add_argument("--only", choices=["compile", "run"])
    o = ap.parse_args()
    for attr in ("rmlir_translate", "rmlir_opt"):
        v = getattr(o, attr)
        if v != "upstream" and not shutil.which(v):
            ap.error(f"--{attr.replace('_', '-')} {v}: not an executable")
        if v != "upstream" and os.sep in v:
            setattr(o, attr, str(Path(v).resolve()))
    tgt = Path(os.environ.get("CARGO_TARGET_DIR", REPO_ROOT / "target"))
    o.runtime = (o.runtime or tgt / "debug" / "librmlir_runtime.a").resolve()
    if o.only != "compile" and not o.runtime.exists():
        ap.error(f"{o.runtime} missing: cargo build -p rmlir-runtime (or pass --runtime)")
    status = 0
    with tempfile.TemporaryDirectory(prefix="rmlir-codegen-") as d:
        b = Bench(o, Path(d))
        if o.only != "run":
            status |= bench_compile(b)
        if o.only != "compile":
            status |= bench_run(b)
    return status


if __name__ == "__main__":
    sys.exit(main())
