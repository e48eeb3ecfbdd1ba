#!/usr/bin/env python3
"""Benchmark `--convert-scf-to-cf` of rmlir-opt against upstream mlir-opt 19, and rmlir-opt
with 2 threads against 1.

What
----
A generated module of N ``func.func`` functions whose bodies are random nests (up to
``--depth`` deep) of ``scf.for`` (with iter_args), ``scf.if`` (with results),
``scf.while``, ``scf.index_switch``, ``scf.execute_region`` and ``scf.parallel`` over
``arith`` code, run through ``--convert-scf-to-cf`` by both tools (the pass runs on the
module: the conversion itself is not parallel, so 1 and 2 threads differ only in the
parser, verifier and printer).

How
---
* Outputs of both tools must be identical (checked on a warm-up run of each).
* ``--runs K`` timed runs of each configuration, alternating: mlir-opt, rmlir-opt (default
  threading), rmlir-opt with ``RAYON_NUM_THREADS=1`` and with ``RAYON_NUM_THREADS=2``.
  Helpers from benches/parse_print.py (wall time, CPU time and peak RSS from rusage).
* ``--callgrind N``: instead, count instructions of both tools with
  ``valgrind --tool=callgrind`` on a module of N functions (load-independent figures).

Usage
-----
    benches/convert_scf_to_cf.py --functions 2000 --runs 5
    benches/convert_scf_to_cf.py --callgrind 200
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from parse_print import DEFAULT_MLIR_OPT, REPO_ROOT, compare_threads, find_rmlir  # noqa: E402

PASS = "--convert-scf-to-cf"


class Gen:
    def __init__(self, rng: random.Random, depth: int, stmts: int):
        self.rng = rng
        self.depth = depth
        self.stmts = stmts
        self.n = 0
        self.lines: list[str] = []

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def emit(self, ind: int, s: str) -> None:
        self.lines.append("  " * ind + s)

    def arith(self, ind: int, vals: list[str]) -> str:
        r = self.fresh()
        k = self.rng.randrange(4)
        a, b = self.rng.choice(vals), self.rng.choice(vals)
        if k == 0:
            self.emit(ind, f"{r} = arith.addi {a}, {b} : i32")
        elif k == 1:
            self.emit(ind, f"{r} = arith.muli {a}, {b} : i32")
        elif k == 2:
            c = self.fresh()
            self.emit(ind, f"{c} = arith.cmpi slt, {a}, {b} : i32")
            self.emit(ind, f"{r} = arith.select {c}, {a}, {b} : i32")
        else:
            self.emit(ind, f"{r} = arith.xori {a}, {b} : i32")
        vals.append(r)
        return r

    def block(self, ind: int, vals: list[str], depth: int) -> str:
        """Statements of a nested block; returns a value to yield."""
        vals = list(vals)
        for _ in range(self.rng.randrange(1, self.stmts + 1)):
            if depth < self.depth and self.rng.randrange(3) == 0:
                self.structured(ind, vals, depth + 1)
            else:
                self.arith(ind, vals)
        return vals[-1]

    def structured(self, ind: int, vals: list[str], depth: int) -> None:
        k = self.rng.randrange(6)
        r = self.fresh()
        if k == 0:
            iv, acc = self.fresh(), self.fresh()
            self.emit(ind, f"{r} = scf.for {iv} = %c0 to %n step %c1 iter_args({acc} = {self.rng.choice(vals)}) -> (i32) {{")
            y = self.block(ind + 1, vals + [acc], depth)
            self.emit(ind + 1, f"scf.yield {y} : i32")
            self.emit(ind, "}")
        elif k == 1:
            c = self.fresh()
            self.emit(ind, f"{c} = arith.cmpi sgt, {self.rng.choice(vals)}, {self.rng.choice(vals)} : i32")
            self.emit(ind, f"{r} = scf.if {c} -> (i32) {{")
            y = self.block(ind + 1, vals, depth)
            self.emit(ind + 1, f"scf.yield {y} : i32")
            self.emit(ind, "} else {")
            y = self.block(ind + 1, vals, depth)
            self.emit(ind + 1, f"scf.yield {y} : i32")
            self.emit(ind, "}")
        elif k == 2:
            a, a2, c = self.fresh(), self.fresh(), self.fresh()
            self.emit(ind, f"{r} = scf.while ({a} = {self.rng.choice(vals)}) : (i32) -> i32 {{")
            self.emit(ind + 1, f"{c} = arith.cmpi slt, {a}, %lim : i32")
            self.emit(ind + 1, f"scf.condition({c}) {a} : i32")
            self.emit(ind, "} do {")
            self.emit(ind, f"^bb0({a2}: i32):")
            y = self.block(ind + 1, vals + [a2], depth)
            self.emit(ind + 1, f"scf.yield {y} : i32")
            self.emit(ind, "}")
        elif k == 3:
            self.emit(ind, f"{r} = scf.index_switch %i -> i32")
            for case in sorted(self.rng.sample(range(8), 2)):
                self.emit(ind, f"case {case} {{")
                y = self.block(ind + 1, vals, depth)
                self.emit(ind + 1, f"scf.yield {y} : i32")
                self.emit(ind, "}")
            self.emit(ind, "default {")
            y = self.block(ind + 1, vals, depth)
            self.emit(ind + 1, f"scf.yield {y} : i32")
            self.emit(ind, "}")
        elif k == 4:
            self.emit(ind, f"{r} = scf.execute_region -> i32 {{")
            y = self.block(ind + 1, vals, depth)
            self.emit(ind + 1, f"scf.yield {y} : i32")
            self.emit(ind, "}")
        else:
            iv = self.fresh()
            self.emit(ind, f"scf.parallel ({iv}) = (%c0) to (%n) step (%c1) {{")
            self.block(ind + 1, vals, depth)
            self.emit(ind + 1, "scf.reduce")
            self.emit(ind, "}")
            self.emit(ind, f"{r} = arith.addi {vals[-1]}, %a : i32")
        vals.append(r)

    def function(self, idx: int) -> str:
        self.lines = [f"func.func @f{idx}(%n: index, %i: index, %a: i32, %lim: i32) -> i32 {{"]
        self.emit(1, "%c0 = arith.constant 0 : index")
        self.emit(1, "%c1 = arith.constant 1 : index")
        vals = ["%a", "%lim"]
        for _ in range(self.stmts):
            self.structured(1, vals, 1)
        self.emit(1, f"return {vals[-1]} : i32")
        self.lines.append("}")
        return "\n".join(self.lines)


def generate(n_funcs: int, depth: int, stmts: int, seed: int) -> str:
    g = Gen(random.Random(seed), depth, stmts)
    return "\n".join(g.function(i) for i in range(n_funcs)) + "\n"


def module(n: int, depth: int, stmts: int, seed: int) -> Path:
    workdir = REPO_ROOT / "target" / "bench"
    workdir.mkdir(parents=True, exist_ok=True)
    path = workdir / f"scf_to_cf_n{n}_d{depth}_s{stmts}_r{seed}.mlir"
    if not path.exists():
        path.write_text(generate(n, depth, stmts, seed))
    return path


def callgrind(tool: str, path: Path, scratch: str) -> int:
    out = os.path.join(scratch, "cg.out")
    cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", tool, PASS, str(path),
           "-o", os.devnull]
    env = dict(os.environ, RAYON_NUM_THREADS="1")
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    m = re.search(r"Collected : (\d+)", p.stderr)
    if p.returncode != 0 or not m:
        sys.exit(f"callgrind failed for {tool}:\n{p.stderr[-2000:]}")
    return int(m.group(1))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rmlir-opt")
    ap.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    ap.add_argument("--functions", type=int, default=2000)
    ap.add_argument("--depth", type=int, default=3, help="maximum scf nesting depth")
    ap.add_argument("--stmts", type=int, default=4, help="statements per block (at most)")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--callgrind", type=int, metavar="N",
                    help="count instructions with callgrind on N functions instead")
    opts = ap.parse_args()
    rmlir = find_rmlir(opts.rmlir_opt)

    if opts.callgrind:
        path = module(opts.callgrind, opts.depth, opts.stmts, opts.seed)
        with tempfile.TemporaryDirectory(prefix="rmlir-bench-") as scratch:
            up = callgrind(opts.mlir_opt, path, scratch)
            rm = callgrind(rmlir, path, scratch)
        print(f"convert-scf-to-cf instruction counts (callgrind, 1 thread), {path.name}, "
              f"{path.stat().st_size / 1e3:.0f} kB")
        print(f"  mlir-opt:  {up:>14,}")
        print(f"  rmlir-opt: {rm:>14,}")
        print(f"  ratio rmlir/upstream: {rm / up:.3f}")
        return 0

    path = module(opts.functions, opts.depth, opts.stmts, opts.seed)
    return compare_threads(f"convert-scf-to-cf benchmark ({PASS})", path,
                           f"{opts.functions} functions", opts.mlir_opt, rmlir, [PASS], opts.runs)

if __name__ == "__main__":
    sys.exit(main())
