#!/usr/bin/env python3
"""Benchmark `-canonicalize -cse` of rmlir-opt against upstream mlir-opt 19, and rmlir-opt
with 2 threads against 1.

What
----
A generated module of N ``func.func`` functions of ``arith`` code written in custom form
(constants to fold and deduplicate, reassociable constant chains, common subexpressions,
dead code, comparisons, selects and casts), run through the pipeline
``builtin.module(func.func(canonicalize,cse))`` (functions in parallel where the tool
threads) by both tools.

How
---
* Outputs of both tools must be identical (checked on a warm-up run of each).
* ``--runs K`` timed runs of each configuration, alternating: mlir-opt (default threading),
  rmlir-opt (default threading), rmlir-opt with ``RAYON_NUM_THREADS=1`` and with
  ``RAYON_NUM_THREADS=2``. Wall time around the child, CPU time and peak RSS from its
  rusage (see benches/parse_print.py, whose helpers this script reuses).
* Report: median wall and CPU time and peak RSS per configuration, the ratio rmlir/upstream
  and the speed-up of 2 threads over 1 (meaningful only on a machine with 2 idle cores).

Usage
-----
    benches/canonicalize_cse.py --functions 4000 --runs 5
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from parse_print import DEFAULT_MLIR_OPT, REPO_ROOT, compare_threads, find_rmlir  # noqa: E402

PIPELINE = "builtin.module(func.func(canonicalize,cse))"


def function(rng: random.Random, idx: int, nops: int) -> str:
    lines = [f"func.func @f{idx}(%a: i32, %b: i32, %x: f32, %i: index) -> (i32, f32, index) {{"]
    ints = ["%a", "%b"]
    floats = ["%x"]
    n = 0

    def fresh() -> str:
        nonlocal n
        n += 1
        return f"%v{n}"

    for _ in range(nops):
        k = rng.randrange(10)
        r = fresh()
        if k == 0:
            lines.append(f"  {r} = arith.constant {rng.randrange(-8, 64)} : i32")
            ints.append(r)
        elif k in (1, 2):
            op = rng.choice(["addi", "muli", "subi", "andi", "ori", "xori", "maxsi", "minui"])
            lhs, rhs = rng.choice(ints), rng.choice(ints)
            lines.append(f"  {r} = arith.{op} {lhs}, {rhs} : i32")
            ints.append(r)
        elif k == 3:
            # A constant chain that reassociates.
            c1, c2 = fresh(), fresh()
            lines.append(f"  {c1} = arith.constant {rng.randrange(1, 9)} : i32")
            lines.append(f"  {c2} = arith.constant {rng.randrange(1, 9)} : i32")
            t = fresh()
            lines.append(f"  {t} = arith.addi {rng.choice(ints)}, {c1} : i32")
            lines.append(f"  {r} = arith.addi {t}, {c2} : i32")
            ints.append(r)
        elif k == 4:
            # A common subexpression.
            lhs, rhs = rng.choice(ints), rng.choice(ints)
            d = fresh()
            lines.append(f"  {d} = arith.muli {lhs}, {rhs} : i32")
            lines.append(f"  {r} = arith.muli {lhs}, {rhs} : i32")
            s = fresh()
            lines.append(f"  {s} = arith.addi {d}, {r} : i32")
            ints.append(s)
        elif k == 5:
            c = fresh()
            pred = rng.choice(["slt", "sle", "eq", "ne", "ugt"])
            lines.append(f"  {c} = arith.cmpi {pred}, {rng.choice(ints)}, {rng.choice(ints)} : i32")
            lines.append(f"  {r} = arith.select {c}, {rng.choice(ints)}, {rng.choice(ints)} : i32")
            ints.append(r)
        elif k == 6:
            op = rng.choice(["addf", "mulf", "subf"])
            lines.append(f"  {r} = arith.{op} {rng.choice(floats)}, {rng.choice(floats)} : f32")
            floats.append(r)
        elif k == 7:
            e = fresh()
            lines.append(f"  {e} = arith.extsi {rng.choice(ints)} : i32 to i64")
            lines.append(f"  {r} = arith.trunci {e} : i64 to i32")
            ints.append(r)
        elif k == 8:
            # Dead code.
            lines.append(f"  {r} = arith.divui {rng.choice(ints)}, {rng.choice(ints)} : i32")
        else:
            z = fresh()
            lines.append(f"  {z} = arith.constant 0 : i32")
            lines.append(f"  {r} = arith.addi {rng.choice(ints)}, {z} : i32")
            ints.append(r)
    ic = fresh()
    lines.append(f"  {ic} = arith.index_cast {ints[-1]} : i32 to index")
    ix = fresh()
    lines.append(f"  {ix} = arith.addi {ic}, %i : index")
    lines.append(f"  return {ints[-1]}, {floats[-1]}, {ix} : i32, f32, index")
    lines.append("}")
    return "\n".join(lines)


def generate(n_funcs: int, nops: int, seed: int) -> str:
    rng = random.Random(seed)
    return "\n".join(function(rng, i, nops) for i in range(n_funcs)) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rmlir-opt")
    ap.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    ap.add_argument("--functions", type=int, default=4000)
    ap.add_argument("--ops", type=int, default=60, help="op groups per function")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    opts = ap.parse_args()
    rmlir = find_rmlir(opts.rmlir_opt)
    workdir = REPO_ROOT / "target" / "bench"
    workdir.mkdir(parents=True, exist_ok=True)
    path = workdir / f"canon_cse_n{opts.functions}_o{opts.ops}_s{opts.seed}.mlir"
    if not path.exists():
        path.write_text(generate(opts.functions, opts.ops, opts.seed))
    return compare_threads(f"canonicalize+cse benchmark (pipeline {PIPELINE})", path,
                           f"{opts.functions} functions", opts.mlir_opt, rmlir,
                           [f"--pass-pipeline={PIPELINE}"], opts.runs)

if __name__ == "__main__":
    sys.exit(main())
