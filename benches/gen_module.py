#!/usr/bin/env python3
"""Generate a large, deterministic MLIR module for parser/printer benchmarks.

The module is written in generic form and every op lives in the unregistered
``bench`` dialect, so mlir-opt and rmlir-opt (both run with
``--allow-unregistered-dialect --mlir-print-op-generic``) do the same work:
parse, verify (structure, dominance, SSA types) and print -- no dialect
specific code is involved.  Each function is a ``"bench.func"`` op whose body
has several blocks (``"bench.br"`` / ``"bench.cond_br"`` with successor
operands), nested regions (``"bench.if"``, ``"bench.for"`` with region
arguments), multi-result ops, and attributes of most builtin kinds: integers
of several widths/signedness, floats (incl. hex), strings with escapes,
arrays, dictionaries, symbol references, unit/bool, type attributes, dense
int/float/splat/hex elements, ``array<...>``, affine maps and integer sets,
plus opaque ``#bench<...>`` attributes and ``!bench.*`` types; values carry
builtin types (integers, index, floats, complex, tuple, tensor, memref with
layouts and memory spaces, scalable vectors).

Usage:
    benches/gen_module.py N [--seed S] [-o FILE]     # N functions

The output depends only on (N, seed).
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Optional

SCALAR_INT_TYPES = ["i1", "i8", "i16", "i32", "i64", "index"]
SCALAR_FLOAT_TYPES = ["f16", "bf16", "f32", "f64"]
OTHER_TYPES = [
    "tensor<4x?xf32>", "tensor<*xi32>", "tensor<2x3xi64>",
    "memref<16x8xf32, strided<[8, 1], offset: ?>>", "memref<?xi8, 3>",
    "memref<4x4xf16, affine_map<(d0, d1) -> (d1, d0)>>", "memref<?x?xf64>",
    "vector<4x[8]xf32>", "vector<2x3xi64>", "vector<16xi8>",
    "complex<f32>", "tuple<i32, f32, tensor<2xi8>>", "none",
    "!bench.handle", "!bench<\"opaque_type<1>\">", "ui8", "si32", "i3",
]
ALL_TYPES = SCALAR_INT_TYPES + SCALAR_FLOAT_TYPES + OTHER_TYPES

FLOAT_LITERALS = ["0.0", "-0.0", "1.5", "0.25", "-3.75", "3.1415926535", "1.0e-5", "6.02e23", "2.5e+3",
                  "123456.789"]
HEX_FLOATS = {"f32": ["0x7FC00000", "0x3F800000", "0x7F800000"], "f64": ["0x7FF8000000000000", "0x3FF0000000000000"],
              "f16": ["0x3C00", "0x7E00"], "bf16": ["0x3F80", "0x7FC0"]}
AFFINE_MAPS = [
    "affine_map<(d0, d1)[s0] -> (d0 * 4 + s0, d1 floordiv 2)>",
    "affine_map<(d0) -> (d0 mod 8, d0 ceildiv 3, -d0)>",
    "affine_map<() -> (0)>",
    "affine_map<(d0, d1, d2) -> (d2, d0, d1)>",
    "affine_map<(d0)[s0, s1] -> (d0 * s0 + s1 - 1)>",
]
INTEGER_SETS = [
    "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>",
    "affine_set<(d0, d1) : (d0 + d1 - 10 >= 0, -d0 + 5 >= 0)>",
]
STRINGS = ['"hello"', '"with \\"quotes\\" and \\\\ backslash"', '"tab\\09newline\\0A"', '""',
           '"unicode \\E2\\82\\AC"', '"a longer string used as a name for something important"']
BINARY_OPS = ["addi", "subi", "muli", "andi", "xori", "maxsi", "addf", "mulf", "divf", "minimumf"]


class Gen:
    def __init__(self, seed: int):
        self.r = random.Random(seed)
        self.out: list[str] = []
        self.counter = 0

    # -- small helpers -----------------------------------------------------
    def fresh(self) -> str:
        self.counter += 1
        return f"%v{self.counter}"

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def emit(self, indent: int, text: str) -> None:
        self.out.append("  " * indent + text)

    # -- attributes ----------------------------------------------------------
    def int_attr(self) -> str:
        t = self.pick(["i1", "i8", "i16", "i32", "i64", "index", "ui8", "si16"])
        if t == "i1":
            return self.pick(["true", "false", "1 : i1", "0 : i1"])
        if t == "ui8":
            return f"{self.r.randrange(256)} : ui8"
        if self.r.random() < 0.1 and t != "index":
            return f"0x{self.r.randrange(1 << 7):X} : {t}"
        if t == "i8":
            return f"{self.r.randrange(-128, 128)} : {t}"
        return f"{self.r.randrange(-100, 1000)} : {t}"

    def float_attr(self) -> str:
        t = self.pick(SCALAR_FLOAT_TYPES)
        if self.r.random() < 0.15:
            return f"{self.pick(HEX_FLOATS[t])} : {t}"
        return f"{self.pick(FLOAT_LITERALS)} : {t}"

    def dense_attr(self) -> str:
        k = self.r.randrange(5)
        if k == 0:
            n = self.r.randrange(1, 9)
            vals = ", ".join(str(self.r.randrange(-50, 50)) for _ in range(n))
            return f"dense<[{vals}]> : tensor<{n}xi32>"
        if k == 1:
            rows = ", ".join("[" + ", ".join(self.pick(FLOAT_LITERALS) for _ in range(3)) + "]" for _ in range(2))
            return f"dense<[{rows}]> : tensor<2x3xf64>"
        if k == 2:
            return f"dense<{self.pick(FLOAT_LITERALS)}> : vector<4xf32>"
        if k == 3:
            return 'dense<"0x0000803F000000400000404000008040"> : tensor<4xf32>'
        return f"dense<[true, false, {self.pick(['true', 'false'])}]> : tensor<3xi1>"

    def scalar_attr(self) -> str:
        k = self.r.randrange(10)
        if k < 3:
            return self.int_attr()
        if k < 5:
            return self.float_attr()
        if k == 5:
            return self.pick(STRINGS)
        if k == 6:
            return f"@f{self.r.randrange(1000)}" + ("::@inner" if self.r.random() < 0.3 else "")
        if k == 7:
            return self.pick(ALL_TYPES)
        if k == 8:
            return "unit"
        return f"#bench<\"opaque{self.r.randrange(10)}\">"

    def any_attr(self, depth: int = 0) -> str:
        k = self.r.randrange(12 if depth < 2 else 8)
        if k < 4:
            return self.scalar_attr()
        if k == 4:
            return self.dense_attr()
        if k == 5:
            return self.pick(AFFINE_MAPS)
        if k == 6:
            return self.pick(INTEGER_SETS)
        if k == 7:
            et = self.pick(["i32", "i64", "f32", "i8"])
            vals = ", ".join(str(self.r.randrange(-9, 99)) + (".5" if et == "f32" else "")
                             for _ in range(self.r.randrange(0, 6)))
            return f"array<{et}: {vals}>" if vals else f"array<{et}>"
        if k in (8, 9):
            return "[" + ", ".join(self.any_attr(depth + 1) for _ in range(self.r.randrange(0, 4))) + "]"
        if k == 10:
            return f"({', '.join(self.pick(ALL_TYPES[:10]) for _ in range(2))}) -> {self.pick(ALL_TYPES)}"
        return self.dict_attr(depth + 1)

    def dict_attr(self, depth: int, prefix: str = "") -> str:
        n = self.r.randrange(1, 4)
        keys = sorted({f"{prefix}{self.pick(['alpha', 'beta', 'gamma', 'delta', 'kind', 'name', 'size'])}"
                       for _ in range(n)})
        items = []
        for key in keys:
            if self.r.random() < 0.15:
                items.append(key)  # unit attribute
            else:
                items.append(f"{key} = {self.any_attr(depth)}")
        return "{" + ", ".join(items) + "}"

    # -- values --------------------------------------------------------------
    def constant(self, indent: int, scope: list[tuple[str, str]], ty: Optional[str] = None) -> tuple[str, str]:
        if ty is None:
            ty = self.pick(SCALAR_INT_TYPES[1:] + SCALAR_FLOAT_TYPES)
        if ty not in SCALAR_INT_TYPES + SCALAR_FLOAT_TYPES:
            v = self.fresh()
            self.emit(indent, f'{v} = "bench.undef"() : () -> {ty}')
            scope.append((v, ty))
            return v, ty
        if ty in SCALAR_FLOAT_TYPES:
            val = f"{self.pick(FLOAT_LITERALS)} : {ty}"
        elif ty == "index":
            val = f"{self.r.randrange(0, 64)} : index"
        elif ty == "i1":
            val = self.pick(["true", "false"])
        elif ty == "i8":
            val = f"{self.r.randrange(-128, 128)} : i8"
        else:
            val = f"{self.r.randrange(-128, 128)} : {ty}"
        v = self.fresh()
        self.emit(indent, f'{v} = "bench.constant"() <{{value = {val}}}> : () -> {ty}')
        scope.append((v, ty))
        return v, ty

    def value_of(self, indent: int, scope: list[tuple[str, str]], ty: str) -> str:
        cands = [v for v, t in scope if t == ty]
        if cands and self.r.random() < 0.85:
            return self.pick(cands)
        return self.constant(indent, scope, ty)[0]

    # -- ops -------------------------------------------------------------------
    def simple_op(self, indent: int, scope: list[tuple[str, str]], depth: int) -> None:
        k = self.r.randrange(100)
        if k < 20:
            self.constant(indent, scope)
        elif k < 45:
            a, ty = self.pick(scope) if scope else self.constant(indent, scope)
            b = self.value_of(indent, scope, ty)
            op = self.pick(BINARY_OPS)
            props = ""
            if self.r.random() < 0.3:
                props = f" <{{overflowFlags = #bench<\"overflow<nsw, nuw>\">, fastmath = {self.r.randrange(8)} : i32}}>"
            v = self.fresh()
            self.emit(indent, f'{v} = "bench.{op}"({a}, {b}){props} : ({ty}, {ty}) -> {ty}')
            scope.append((v, ty))
        elif k < 55:
            a, ty = self.pick(scope) if scope else self.constant(indent, scope)
            b = self.value_of(indent, scope, ty)
            v = self.fresh()
            self.emit(indent, f'{v} = "bench.cmp"({a}, {b}) <{{predicate = {self.r.randrange(10)} : i64}}> '
                              f': ({ty}, {ty}) -> i1')
            scope.append((v, "i1"))
        elif k < 62:
            a, ty = self.pick(scope) if scope else self.constant(indent, scope)
            to = self.pick(ALL_TYPES)
            v = self.fresh()
            self.emit(indent, f'{v} = "bench.cast"({a}) : ({ty}) -> {to}')
            scope.append((v, to))
        elif k < 70:
            a, ty = self.pick(scope) if scope else self.constant(indent, scope)
            b = self.value_of(indent, scope, ty)
            v = self.fresh()
            self.emit(indent, f'{v}:2 = "bench.divrem"({a}, {b}) : ({ty}, {ty}) -> ({ty}, {ty})')
            scope += [(f"{v}#0", ty), (f"{v}#1", ty)]
        elif k < 82:
            operands = [self.pick(scope) for _ in range(self.r.randrange(0, 3))] if scope else []
            props = self.dict_attr(0)
            attrs = self.dict_attr(0, prefix="bench.")
            ops = ", ".join(v for v, _ in operands)
            tys = ", ".join(t for _, t in operands)
            nres = self.r.randrange(0, 2)
            res_ty = self.pick(OTHER_TYPES)
            lhs = ""
            if nres:
                lhs = f"{self.fresh()} = "
                scope.append((lhs[:-3], res_ty))
            self.emit(indent, f'{lhs}"bench.annotate"({ops}) <{props}> {attrs} : ({tys}) -> '
                              f'{"(" + res_ty + ")" if nres and self.r.random() < 0.5 else (res_ty if nres else "()")}')
        elif k < 91 and depth < 2:
            self.if_op(indent, scope, depth)
        elif depth < 2:
            self.for_op(indent, scope, depth)
        else:
            self.constant(indent, scope)

    def region_body(self, indent: int, scope: list[tuple[str, str]], depth: int, nops: int,
                    yield_ty: Optional[str]) -> None:
        inner = list(scope)
        for _ in range(nops):
            self.simple_op(indent, inner, depth)
        if yield_ty is None:
            self.emit(indent, '"bench.yield"() : () -> ()')
        else:
            y = self.value_of(indent, inner, yield_ty)
            self.emit(indent, f'"bench.yield"({y}) : ({yield_ty}) -> ()')

    def if_op(self, indent: int, scope: list[tuple[str, str]], depth: int) -> None:
        cond = self.value_of(indent, scope, "i1")
        ty = self.pick(["i32", "f32", "index", "i64"])
        v = self.fresh()
        self.emit(indent, f'{v} = "bench.if"({cond}) ({{')
        self.region_body(indent + 1, scope, depth + 1, self.r.randrange(1, 5), ty)
        self.emit(indent, "}, {")
        self.region_body(indent + 1, scope, depth + 1, self.r.randrange(0, 3), ty)
        self.emit(indent, f"}}) : (i1) -> {ty}")
        scope.append((v, ty))

    def for_op(self, indent: int, scope: list[tuple[str, str]], depth: int) -> None:
        lb = self.value_of(indent, scope, "index")
        ub = self.value_of(indent, scope, "index")
        ty = self.pick(["i32", "f64", "i16"])
        init = self.value_of(indent, scope, ty)
        v = self.fresh()
        iv, acc = self.fresh(), self.fresh()
        self.emit(indent, f'{v} = "bench.for"({lb}, {ub}, {init}) <{{step = 1 : index}}> ({{')
        self.emit(indent, f"^bb0({iv}: index, {acc}: {ty}):")
        self.region_body(indent + 1, scope + [(iv, "index"), (acc, ty)], depth + 1,
                         self.r.randrange(1, 6), ty)
        self.emit(indent, f"}}) {{bench.unroll = {self.r.randrange(1, 8)} : i64}} : (index, index, {ty}) -> {ty}")
        scope.append((v, ty))

    # -- functions -------------------------------------------------------------
    def function(self, idx: int) -> None:
        nargs = self.r.randrange(0, 5)
        arg_tys = [self.pick(ALL_TYPES[:12] + OTHER_TYPES[:8]) for _ in range(nargs)]
        ret_ty = self.pick(["i32", "f32", "index"])
        args = [(self.fresh(), t) for t in arg_tys]
        arg_attrs = ", ".join(self.pick(["{}", "{bench.noalias}", '{bench.name = "x"}']) for _ in args)
        vis = ', sym_visibility = "private"' if idx % 3 == 0 else ""
        self.emit(1, f'"bench.func"() <{{arg_attrs = [{arg_attrs}], function_type = ({", ".join(arg_tys)}) '
                     f'-> {ret_ty}, sym_name = "f{idx}"{vis}}}> ({{')
        self.emit(1, "^bb0(" + ", ".join(f"{v}: {t}" for v, t in args) + "):")
        entry: list[tuple[str, str]] = list(args)
        for _ in range(self.r.randrange(4, 14)):
            self.simple_op(2, entry, 0)
        shape = self.r.randrange(3)
        if shape == 0:  # single block
            self.emit(2, f'"bench.return"({self.value_of(2, entry, ret_ty)}) : ({ret_ty}) -> ()')
        else:
            # entry -> cond_br ^bb1 / ^bb2 -> ^bb3(ret)
            cond = self.value_of(2, entry, "i1")
            a = self.value_of(2, entry, ret_ty)
            self.emit(2, f'"bench.cond_br"({cond}, {a})[^bb1, ^bb2] '
                         f'<{{operandSegmentSizes = array<i32: 1, 1, 0>}}> : (i1, {ret_ty}) -> ()')
            for b in (1, 2):
                if b == 1:
                    barg = self.fresh()
                    self.emit(1, f"^bb1({barg}: {ret_ty}):")
                    scope = entry + [(barg, ret_ty)]
                else:
                    self.emit(1, "^bb2:")
                    scope = list(entry)
                for _ in range(self.r.randrange(1, 8)):
                    self.simple_op(2, scope, 0)
                out = self.value_of(2, scope, ret_ty)
                self.emit(2, f'"bench.br"({out})[^bb3] : ({ret_ty}) -> ()')
            r = self.fresh()
            self.emit(1, f"^bb3({r}: {ret_ty}):")
            scope = entry + [(r, ret_ty)]
            if shape == 2:
                for _ in range(self.r.randrange(1, 4)):
                    self.simple_op(2, scope, 0)
            self.emit(2, f'"bench.return"({r}) : ({ret_ty}) -> ()')
        self.emit(1, f'}}) {{bench.index = {idx} : i64}} : () -> ()')


def generate(n_funcs: int, seed: int = 0) -> str:
    """Return the text of a module with ``n_funcs`` bench functions."""
    g = Gen(seed)
    g.emit(0, '"builtin.module"() <{sym_name = "bench"}> ({')
    for i in range(n_funcs):
        g.function(i)
    g.emit(0, '}) {bench.generator = "benches/gen_module.py", bench.seed = %d : i64} : () -> ()' % seed)
    return "\n".join(g.out) + "\n"


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("functions", type=int, help="number of functions")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("-o", "--output", help="output file (default: stdout)")
    opts = ap.parse_args(argv)
    text = generate(opts.functions, opts.seed)
    if opts.output:
        with open(opts.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
