#!/usr/bin/env python3
"""Random llvm-dialect programs, free of undefined behaviour, run through two backends.

What it checks
--------------
Each seed gives one MLIR module in the llvm dialect (what lowering pipelines produce:
``llvm.func``, ``llvm.mlir.global``, ``llvm.call`` ...).  The module is compiled to an object
by two backends, each object is linked with ``cc`` against rmlir's runtime library
(``librmlir_runtime.a -lm -lpthread -ldl``) and run; stdout and the exit status must be equal.

* reference: ``mlir-translate-19 --mlir-to-llvmir P.mlir | llc-19 -O<ref-opt> -mcpu=x86-64
  -filetype=obj``
* candidate: ``rmlir-translate --mlir-to-obj -O<cand-opt> P.mlir -o cand.o`` (``--rmlir-translate
  PATH``; the word ``upstream`` instead of a path selects the reference pipeline at
  ``--cand-opt``, which is how the script itself is tested: ``--ref-opt 2 --cand-opt 0``
  must give 0 mismatches).
* optionally also ``rmlir-runner P.mlir -e main -entry-point-result=i32 -shared-libs=LIB``
  (``--rmlir-runner PATH``, ``--shared-libs LIB``; ``mlir-cpu-runner`` works there too): its
  stdout must be the reference's stdout and the exit status printed by the runner (before or
  after the program's output).

``--mode validate`` checks the generator instead: every program must translate with
``mlir-translate-19`` and print the same thing at ``llc-19 -O0`` and ``-O2`` (LLVM's optimiser
exploits undefined behaviour and poison, so this is a cheap UB detector).

The generated programs
----------------------
A few ``llvm.func``s (each may call the ones generated before it, so there is no recursion)
and ``@main() -> i32``, which calls every function with constant arguments and prints every
result with ``printI64`` / ``printF64`` / ``printNewline``; integers are widened with ``sext``
or ``zext`` (i128 printed as two halves), floats are printed with ``printF64`` and their bits
with ``printI64`` after NaNs are replaced by one canonical NaN (the sign and payload of a NaN
are not specified).  ``main`` returns a checksum in [0, 127] (the exit status).

Contents: integers i1/i8/i16/i32/i64/i128 (``add sub mul and or xor``, shifts with the amount
masked to the width, ``udiv sdiv urem srem`` with the divisor replaced by 1 through ``select``
when it is 0 or (INT_MIN, -1)), ``icmp``/``select``/``zext``/``sext``/``trunc``, the intrinsics
``smax smin umax umin abs ctpop ctlz cttz bitreverse bswap fshl fshr`` and
``{s,u}{add,sub,mul}.with.overflow``; f32/f64 ``fadd fsub fmul fdiv frem fneg``, ``fabs sqrt fma
minimum maximum``, ``fcmp``, ``sitofp uitofp fpext fptrunc`` and ``fptosi fptoui`` after
clamping into range (NaN -> 0); control flow: ``llvm.cond_br`` diamonds with block arguments,
``llvm.switch``, bounded loops (a counter block argument, trip count <= 8); memory: ``alloca``
of arrays and structs (always fully initialised before they are read, indices masked into
bounds), whole-aggregate ``load``/``store``, ``getelementptr``, internal globals (mutable and
constant); calls with up to ~12 integer and ~12 float arguments (stack arguments), i128
arguments, structs returned by value and taken apart with ``extractvalue``.  No ``nsw``/``nuw``
/``exact`` flags, no ``minnum``/``maxnum`` (signed-zero choice unspecified), no ``fmuladd``
(fusion unspecified), no float bit casts before NaN canonicalisation.

``--disable i128,float,memory,loops,switch,calls,intrinsics,overflow,globals,structs,divrem``
leaves features out (to narrow a bug down).  ``--size`` scales the number of statements.

Usage
-----
    # generator self-check
    scripts/random_llvm_differential.py --mode validate --seeds 1-2000
    # the script against itself (must print 0 mismatches)
    scripts/random_llvm_differential.py --rmlir-translate upstream --cand-opt 0 --seeds 1-200
    # rmlir's backend
    scripts/random_llvm_differential.py --rmlir-translate target/release/rmlir-translate \\
        --seeds 1-1000 --keep /tmp/fails
    # print one program
    scripts/random_llvm_differential.py --print 17

Mismatches are printed with their seed (and the first differing lines); ``--keep DIR`` keeps
the program of each mismatch as ``DIR/seed-N.mlir`` (with both outputs); ``--reduce`` shrinks a
failing program first (drops calls from ``main`` and statements, keeping the mismatch).  The
last line is ``N programs, M mismatches`` (plus errors, which count as mismatches).  Exit
status 0 iff there is no mismatch.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
import random

REPO_ROOT = Path(__file__).resolve().parent.parent
MLIR_TRANSLATE = "mlir-translate-19"
LLC = "llc-19"
MCPU = "x86-64"
LINK_LIBS = ["-lm", "-lpthread", "-ldl"]
FEATURES = ["i128", "float", "memory", "loops", "switch", "calls", "intrinsics", "overflow",
            "globals", "structs", "divrem"]

INT_TYPES = ["i1", "i8", "i16", "i32", "i64", "i128"]
FLOAT_TYPES = ["f32", "f64"]


def width(ty: str) -> int:
    return int(ty[1:])


def is_int(ty) -> bool:
    return isinstance(ty, str) and ty[0] == "i"


def is_float(ty) -> bool:
    return ty in FLOAT_TYPES


def tstr(ty) -> str:
    """MLIR spelling of a type: a string, or a tuple (struct fields)."""
    if isinstance(ty, tuple):
        return "!llvm.struct<(" + ", ".join(tstr(t) for t in ty) + ")>"
    return ty


def f32_round(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


def float_bits_hex(ty: str, x: float) -> str:
    if ty == "f32":
        return "0x%08X" % struct.unpack("<I", struct.pack("<f", x))[0]
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", x))[0]


def float_below(ty: str, bound: float) -> float:
    """The largest value of type ty strictly below the power of two `bound`."""
    if ty == "f64":
        return math.nextafter(bound, 0.0) if bound <= 1.7e308 else 1.7976931348623157e308
    if bound > 3.4028234663852886e38:
        return 3.4028234663852886e38
    bits = struct.unpack("<I", struct.pack("<f", bound))[0]
    return struct.unpack("<f", struct.pack("<I", bits - 1))[0]


# --------------------------------------------------------------------------------------------
# Generator
# --------------------------------------------------------------------------------------------

@dataclass
class FuncSig:
    name: str
    params: list
    ret: object  # type string, tuple (struct) or None (void)
    cost: int = 1


@dataclass
class Block:
    label: str
    args: list  # [(name, type)]
    lines: list = field(default_factory=list)


class FuncBuilder:
    def __init__(self, gen: "Gen", sig: FuncSig):
        self.g = gen
        self.r = gen.r
        self.sig = sig
        self.n = 0
        self.nblocks = 0
        self.blocks = [Block("", [])]
        self.cur = self.blocks[0]
        self.prelude: list[str] = []     # constants and allocas, at the top of the entry block
        self.consts: dict = {}
        self.pool: dict = {}             # type -> [values]
        self.arrays: list = []           # initialised (ptr, elem type, length)
        self.mult = 1                    # dynamic execution multiplier (loops)
        self.cost = 0
        self.loop_depth = 0

    # -- helpers ------------------------------------------------------------------------------
    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def label(self) -> str:
        self.nblocks += 1
        return f"^bb{self.nblocks}"

    def emit(self, text: str) -> None:
        self.cur.lines.append(text)
        self.cost += self.mult

    def op(self, text: str, ty=None) -> str:
        r = self.fresh()
        self.emit(f"{r} = {text}")
        if ty is not None:
            self.add(ty, r)
        return r

    def add(self, ty, v: str) -> None:
        self.pool.setdefault(ty, []).append(v)

    def const(self, ty: str, val) -> str:
        key = (ty, repr(val))
        if key in self.consts:
            return self.consts[key]
        r = self.fresh()
        if ty == "i1":
            lit = "true" if val else "false"
        elif is_int(ty):
            lit = f"{val} : {ty}"
        else:
            lit = f"{float_lit(ty, val)} : {ty}"
        self.prelude.append(f"{r} = llvm.mlir.constant({lit}) : {ty}")
        self.consts[key] = r
        return r

    def pick(self, ty) -> str:
        vals = self.pool.get(ty)
        if not vals:
            v = self.const(ty, self.g.rand_const(ty))
            self.add(ty, v)
            return v
        if self.r.random() < 0.6:
            return self.r.choice(vals[-6:])
        return self.r.choice(vals)

    def int_types(self, min_width=1):
        return [t for t in self.g.int_types if width(t) >= min_width]

    def any_scalar_type(self):
        return self.r.choice(self.g.scalar_types)

    def snapshot(self):
        return ({k: list(v) for k, v in self.pool.items()}, list(self.arrays))

    def restore(self, snap):
        self.pool = {k: list(v) for k, v in snap[0].items()}
        self.arrays = list(snap[1])

    def new_block(self, args) -> Block:
        b = Block(self.label(), args)
        self.blocks.append(b)
        self.cur = b
        return b

    # -- integer statements -------------------------------------------------------------------
    def to_i64(self, v: str, ty: str, signed: bool) -> str:
        if ty == "i64":
            return v
        if width(ty) > 64:
            return self.op(f"llvm.trunc {v} : {ty} to i64")
        return self.op(f"llvm.{'sext' if signed else 'zext'} {v} : {ty} to i64")

    def s_int_binop(self):
        ty = self.r.choice(self.int_types())
        o = self.r.choice(["add", "sub", "mul", "and", "or", "xor"])
        self.op(f"llvm.{o} {self.pick(ty)}, {self.pick(ty)} : {ty}", ty)

    def s_shift(self):
        ty = self.r.choice(self.int_types())
        amt = self.pick(ty)
        if self.r.random() < 0.2:
            amt = self.const(ty, self.r.randrange(width(ty)))
        else:
            amt = self.op(f"llvm.and {amt}, {self.const(ty, width(ty) - 1)} : {ty}")
        o = self.r.choice(["shl", "lshr", "ashr"])
        self.op(f"llvm.{o} {self.pick(ty)}, {amt} : {ty}", ty)

    def s_divrem(self):
        ty = self.r.choice(self.int_types(8))
        o = self.r.choice(["udiv", "sdiv", "urem", "srem"])
        a, d = self.pick(ty), self.pick(ty)
        if self.r.random() < 0.15:
            d = self.const(ty, self.r.choice([-1, 1, 2, 3, 7, 10, -8, 16]))
        bad = self.op(f"llvm.icmp \"eq\" {d}, {self.const(ty, 0)} : {ty}")
        if o[0] == "s":
            w = width(ty)
            is_min = self.op(f"llvm.icmp \"eq\" {a}, {self.const(ty, -(1 << (w - 1)))} : {ty}")
            is_m1 = self.op(f"llvm.icmp \"eq\" {d}, {self.const(ty, -1)} : {ty}")
            ov = self.op(f"llvm.and {is_min}, {is_m1} : i1")
            bad = self.op(f"llvm.or {bad}, {ov} : i1")
        safe = self.op(f"llvm.select {bad}, {self.const(ty, 1)}, {d} : i1, {ty}")
        self.op(f"llvm.{o} {a}, {safe} : {ty}", ty)

    def s_icmp_select(self):
        ty = self.r.choice(self.int_types())
        pred = self.r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
        c = self.op(f"llvm.icmp \"{pred}\" {self.pick(ty)}, {self.pick(ty)} : {ty}", "i1")
        sty = self.any_scalar_type()
        self.op(f"llvm.select {c}, {self.pick(sty)}, {self.pick(sty)} : i1, {sty}", sty)

    def s_cast(self):
        src = self.r.choice(self.int_types())
        dst = self.r.choice([t for t in self.int_types() if t != src] or [src])
        if src == dst:
            return
        v = self.pick(src)
        if width(dst) > width(src):
            self.op(f"llvm.{self.r.choice(['zext', 'sext'])} {v} : {src} to {dst}", dst)
        else:
            self.op(f"llvm.trunc {v} : {src} to {dst}", dst)

    def s_intrinsic(self):
        ty = self.r.choice(self.int_types(8))
        k = self.r.randrange(12)
        a = self.pick(ty)
        if k < 4:
            name = ["smax", "smin", "umax", "umin"][k]
            self.op(f"llvm.intr.{name}({a}, {self.pick(ty)})  : ({ty}, {ty}) -> {ty}", ty)
        elif k == 4:
            self.op(f"\"llvm.intr.abs\"({a}) <{{is_int_min_poison = false}}> : ({ty}) -> {ty}", ty)
        elif k in (5, 6):
            name = "ctlz" if k == 5 else "cttz"
            self.op(f"\"llvm.intr.{name}\"({a}) <{{is_zero_poison = false}}> : ({ty}) -> {ty}", ty)
        elif k == 7:
            self.op(f"llvm.intr.ctpop({a})  : ({ty}) -> {ty}", ty)
        elif k == 8:
            self.op(f"llvm.intr.bitreverse({a})  : ({ty}) -> {ty}", ty)
        elif k == 9 and width(ty) % 16 == 0:
            self.op(f"llvm.intr.bswap({a})  : ({ty}) -> {ty}", ty)
        else:
            name = self.r.choice(["fshl", "fshr"])
            self.op(f"llvm.intr.{name}({a}, {self.pick(ty)}, {self.pick(ty)})  : "
                    f"({ty}, {ty}, {ty}) -> {ty}", ty)

    def s_overflow(self):
        ty = self.r.choice([t for t in self.int_types(8) if width(t) <= 64])
        name = self.r.choice(["sadd", "uadd", "ssub", "usub", "smul", "umul"])
        st = f"!llvm.struct<({ty}, i1)>"
        s = self.op(f"\"llvm.intr.{name}.with.overflow\"({self.pick(ty)}, {self.pick(ty)}) : "
                    f"({ty}, {ty}) -> {st}")
        self.op(f"llvm.extractvalue {s}[0] : {st}", ty)
        self.op(f"llvm.extractvalue {s}[1] : {st}", "i1")

    # -- float statements ---------------------------------------------------------------------
    def s_float_binop(self):
        ty = self.r.choice(FLOAT_TYPES)
        o = self.r.choice(["fadd", "fsub", "fmul", "fdiv", "frem", "fadd", "fmul"])
        self.op(f"llvm.{o} {self.pick(ty)}, {self.pick(ty)}  : {ty}", ty)

    def s_float_unary(self):
        ty = self.r.choice(FLOAT_TYPES)
        k = self.r.randrange(6)
        a = self.pick(ty)
        if k == 0:
            self.op(f"llvm.fneg {a}  : {ty}", ty)
        elif k == 1:
            self.op(f"llvm.intr.fabs({a})  : ({ty}) -> {ty}", ty)
        elif k == 2:
            self.op(f"llvm.intr.sqrt({a})  : ({ty}) -> {ty}", ty)
        elif k == 3:
            self.op(f"llvm.intr.fma({a}, {self.pick(ty)}, {self.pick(ty)})  : "
                    f"({ty}, {ty}, {ty}) -> {ty}", ty)
        else:
            name = "minimum" if k == 4 else "maximum"
            self.op(f"llvm.intr.{name}({a}, {self.pick(ty)})  : ({ty}, {ty}) -> {ty}", ty)

    def s_fcmp_select(self):
        ty = self.r.choice(FLOAT_TYPES)
        pred = self.r.choice(["oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                              "ueq", "ugt", "uge", "ult", "ule", "une", "uno"])
        c = self.op(f"llvm.fcmp \"{pred}\" {self.pick(ty)}, {self.pick(ty)} : {ty}", "i1")
        sty = self.any_scalar_type()
        self.op(f"llvm.select {c}, {self.pick(sty)}, {self.pick(sty)} : i1, {sty}", sty)

    def s_float_conv(self):
        k = self.r.randrange(4)
        if k == 0:
            src = self.r.choice(self.int_types())
            dst = self.r.choice(FLOAT_TYPES)
            o = self.r.choice(["sitofp", "uitofp"])
            self.op(f"llvm.{o} {self.pick(src)} : {src} to {dst}", dst)
        elif k == 1:
            src = self.r.choice(FLOAT_TYPES)
            dst = self.r.choice(self.int_types())
            signed = self.r.random() < 0.6
            v = self.clamp_for_int(self.pick(src), src, dst, signed)
            self.op(f"llvm.{'fptosi' if signed else 'fptoui'} {v} : {src} to {dst}", dst)
        elif k == 2:
            self.op(f"llvm.fpext {self.pick('f32')} : f32 to f64", "f64")
        else:
            self.op(f"llvm.fptrunc {self.pick('f64')} : f64 to f32", "f32")

    def clamp_for_int(self, v: str, fty: str, ity: str, signed: bool) -> str:
        w = width(ity)
        if signed:
            lo, hi = -float(2 ** (w - 1)), float_below(fty, float(2 ** (w - 1)))
        else:
            lo, hi = 0.0, float_below(fty, float(2 ** w))
        clo, chi, zero = self.const(fty, lo), self.const(fty, hi), self.const(fty, 0.0)
        lt = self.op(f"llvm.fcmp \"olt\" {v}, {clo} : {fty}")
        v1 = self.op(f"llvm.select {lt}, {clo}, {v} : i1, {fty}")
        gt = self.op(f"llvm.fcmp \"ogt\" {v1}, {chi} : {fty}")
        v2 = self.op(f"llvm.select {gt}, {chi}, {v1} : i1, {fty}")
        nan = self.op(f"llvm.fcmp \"uno\" {v}, {v} : {fty}")
        return self.op(f"llvm.select {nan}, {zero}, {v2} : i1, {fty}")

    # -- memory -------------------------------------------------------------------------------
    def alloca(self, ty_s: str) -> str:
        p = self.fresh()
        self.prelude.append(f"{p} = llvm.alloca {self.const('i64', 1)} x {ty_s} : (i64) -> !llvm.ptr")
        return p

    def index_into(self, n: int) -> str:
        ty = self.r.choice(self.int_types(8))
        v = self.to_i64(self.pick(ty), ty, self.r.random() < 0.5)
        return self.op(f"llvm.and {v}, {self.const('i64', n - 1)} : i64")

    def s_new_array(self):
        ety = self.any_scalar_type()
        n = self.r.choice([2, 4, 8, 16])
        aty = f"!llvm.array<{n} x {ety}>"
        p = self.alloca(aty)
        for k in range(n):
            q = self.op(f"llvm.getelementptr {p}[0, {k}] : (!llvm.ptr) -> !llvm.ptr, {aty}")
            self.emit(f"llvm.store {self.pick(ety)}, {q} : {ety}, !llvm.ptr")
        self.arrays.append((p, ety, n))

    def s_array_access(self):
        if not self.arrays:
            return self.s_new_array()
        p, ety, n = self.r.choice(self.arrays)
        aty = f"!llvm.array<{n} x {ety}>"
        for _ in range(self.r.randrange(1, 4)):
            idx = self.index_into(n)
            q = self.op(f"llvm.getelementptr {p}[0, {idx}] : (!llvm.ptr, i64) -> !llvm.ptr, {aty}")
            if self.r.random() < 0.5:
                self.emit(f"llvm.store {self.pick(ety)}, {q} : {ety}, !llvm.ptr")
            else:
                self.op(f"llvm.load {q} : !llvm.ptr -> {ety}", ety)

    def struct_type(self, lo=2, hi=4) -> tuple:
        return tuple(self.any_scalar_type() for _ in range(self.r.randint(lo, hi)))

    def build_struct(self, sty: tuple) -> str:
        s = self.op(f"llvm.mlir.undef : {tstr(sty)}")
        for i, t in enumerate(sty):
            s = self.op(f"llvm.insertvalue {self.pick(t)}, {s}[{i}] : {tstr(sty)}")
        return s

    def extract_all(self, s: str, sty: tuple) -> list:
        return [(t, self.op(f"llvm.extractvalue {s}[{i}] : {tstr(sty)}", t))
                for i, t in enumerate(sty)]

    def s_struct_mem(self):
        sty = self.struct_type()
        ss = tstr(sty)
        p = self.alloca(ss)
        if self.r.random() < 0.5:
            self.emit(f"llvm.store {self.build_struct(sty)}, {p} : {ss}, !llvm.ptr")
        else:
            for i, t in enumerate(sty):
                q = self.op(f"llvm.getelementptr {p}[0, {i}] : (!llvm.ptr) -> !llvm.ptr, {ss}")
                self.emit(f"llvm.store {self.pick(t)}, {q} : {t}, !llvm.ptr")
        if self.r.random() < 0.5:
            s = self.op(f"llvm.load {p} : !llvm.ptr -> {ss}")
            self.extract_all(s, sty)
        else:
            for i, t in enumerate(sty):
                if self.r.random() < 0.7:
                    q = self.op(f"llvm.getelementptr {p}[0, {i}] : (!llvm.ptr) -> !llvm.ptr, {ss}")
                    self.op(f"llvm.load {q} : !llvm.ptr -> {t}", t)

    def s_global(self):
        name, ety, n, const = self.r.choice(self.g.globals)
        aty = f"!llvm.array<{n} x {ety}>"
        p = self.op(f"llvm.mlir.addressof @{name} : !llvm.ptr")
        idx = self.index_into(n)
        q = self.op(f"llvm.getelementptr {p}[0, {idx}] : (!llvm.ptr, i64) -> !llvm.ptr, {aty}")
        if not const and self.r.random() < 0.4:
            self.emit(f"llvm.store {self.pick(ety)}, {q} : {ety}, !llvm.ptr")
        else:
            self.op(f"llvm.load {q} : !llvm.ptr -> {ety}", ety)

    # -- calls --------------------------------------------------------------------------------
    def s_call(self):
        budget = self.g.cost_budget // max(self.mult, 1)
        callees = [f for f in self.g.funcs if f.cost <= budget]
        if not callees:
            return
        f = self.r.choice(callees)
        args = [self.pick(t) for t in f.params]
        self.cost += f.cost * self.mult
        self.call(f, args)

    def call(self, f: FuncSig, args: list) -> list:
        """Calls f; returns its results as [(type, value)] (struct fields extracted)."""
        argl = ", ".join(args)
        ptys = ", ".join(tstr(t) for t in f.params)
        if f.ret is None:
            self.emit(f"llvm.call @{f.name}({argl}) : ({ptys}) -> ()")
            return []
        r = self.op(f"llvm.call @{f.name}({argl}) : ({ptys}) -> {tstr(f.ret)}")
        if isinstance(f.ret, tuple):
            return self.extract_all(r, f.ret)
        self.add(f.ret, r)
        return [(f.ret, r)]

    # -- control flow -------------------------------------------------------------------------
    def cond(self) -> str:
        if self.r.random() < 0.5 or not self.pool.get("i1"):
            ty = self.r.choice(self.int_types(8))
            pred = self.r.choice(["slt", "ult", "eq", "ne", "sgt", "uge"])
            return self.op(f"llvm.icmp \"{pred}\" {self.pick(ty)}, {self.pick(ty)} : {ty}")
        return self.pick("i1")

    @staticmethod
    def succ(label: str, vals: list, tys: list) -> str:
        if not vals:
            return label
        return f"{label}({', '.join(vals)} : {', '.join(tstr(t) for t in tys)})"

    def s_if(self, depth):
        c = self.cond()
        tys = [self.any_scalar_type() for _ in range(self.r.randint(1, 3))]
        snap = self.snapshot()
        merge_args = [(self.fresh(), t) for t in tys]
        then_l, else_l, merge_l = self.label(), self.label(), self.label()
        empty_then = self.r.random() < 0.25
        if empty_then:
            vals = [self.pick(t) for t in tys]
            self.emit(f"llvm.cond_br {c}, {self.succ(merge_l, vals, tys)}, {else_l}")
        else:
            self.emit(f"llvm.cond_br {c}, {then_l}, {else_l}")
            self.open_block(then_l, [])
            self.body(depth + 1, self.r.randint(1, 5))
            vals = [self.pick(t) for t in tys]
            self.emit(f"llvm.br {self.succ(merge_l, vals, tys)}")
            self.restore(snap)
        self.open_block(else_l, [])
        self.body(depth + 1, self.r.randint(0, 5))
        vals = [self.pick(t) for t in tys]
        self.emit(f"llvm.br {self.succ(merge_l, vals, tys)}")
        self.restore(snap)
        self.open_block(merge_l, merge_args)
        for v, t in merge_args:
            self.add(t, v)

    def s_switch(self, depth):
        ty = self.r.choice(["i8", "i32", "i64"] if "i64" in self.g.int_types else ["i32"])
        sel = self.pick(ty)
        if self.r.random() < 0.5:
            sel = self.op(f"llvm.and {sel}, {self.const(ty, 7)} : {ty}")
        tys = [self.any_scalar_type() for _ in range(self.r.randint(1, 2))]
        snap = self.snapshot()
        merge_args = [(self.fresh(), t) for t in tys]
        merge_l = self.label()
        ncase = self.r.randint(1, 5)
        case_vals = self.r.sample(range(-2, 9), ncase)
        labels = [self.label() for _ in range(ncase)]
        default_vals = [self.pick(t) for t in tys]
        cases = ",\n    ".join(f"{v}: {l}" for v, l in zip(case_vals, labels))
        self.emit(f"llvm.switch {sel} : {ty}, {self.succ(merge_l, default_vals, tys)} [\n    "
                  f"{cases}\n  ]")
        for l in labels:
            self.open_block(l, [])
            self.body(depth + 1, self.r.randint(0, 3))
            vals = [self.pick(t) for t in tys]
            self.emit(f"llvm.br {self.succ(merge_l, vals, tys)}")
            self.restore(snap)
        self.open_block(merge_l, merge_args)
        for v, t in merge_args:
            self.add(t, v)

    def s_loop(self, depth):
        if self.r.random() < 0.4:
            n = self.const("i32", self.r.randint(0, 6))
        else:
            ty = self.r.choice(self.int_types(8))
            v = self.pick(ty)
            if ty != "i32":
                v = self.op(f"llvm.{'trunc' if width(ty) > 32 else 'zext'} {v} : {ty} to i32")
            n = self.op(f"llvm.and {v}, {self.const('i32', 7)} : i32")
        tys = [self.any_scalar_type() for _ in range(self.r.randint(1, 3))]
        init = [self.pick(t) for t in tys]
        hdr_l, body_l, exit_l = self.label(), self.label(), self.label()
        ctr = self.fresh()
        accs = [(self.fresh(), t) for t in tys]
        self.emit(f"llvm.br {self.succ(hdr_l, [self.const('i32', 0)] + init, ['i32'] + tys)}")
        self.open_block(hdr_l, [(ctr, "i32")] + accs)
        for a, t in accs:
            self.add(t, a)
        self.add("i32", ctr)
        snap = self.snapshot()
        c = self.op(f"llvm.icmp \"ult\" {ctr}, {n} : i32")
        self.emit(f"llvm.cond_br {c}, {body_l}, {exit_l}")
        self.open_block(body_l, [])
        self.mult *= 8
        self.loop_depth += 1
        self.body(depth + 1, self.r.randint(2, 7))
        self.loop_depth -= 1
        self.mult //= 8
        nxt = self.op(f"llvm.add {ctr}, {self.const('i32', 1)} : i32")
        vals = [self.pick(t) for t in tys]
        self.emit(f"llvm.br {self.succ(hdr_l, [nxt] + vals, ['i32'] + tys)}")
        self.restore(snap)
        self.open_block(exit_l, [])

    def open_block(self, label, args):
        b = Block(label, args)
        self.blocks.append(b)
        self.cur = b

    # -- driver -------------------------------------------------------------------------------
    def stmt(self, depth):
        g = self.g
        choices = [(self.s_int_binop, 6), (self.s_shift, 3), (self.s_icmp_select, 3),
                   (self.s_cast, 3)]
        if g.on("divrem"):
            choices.append((self.s_divrem, 2))
        if g.on("intrinsics"):
            choices.append((self.s_intrinsic, 3))
        if g.on("overflow"):
            choices.append((self.s_overflow, 1))
        if g.on("float"):
            choices += [(self.s_float_binop, 4), (self.s_float_unary, 2),
                        (self.s_fcmp_select, 2), (self.s_float_conv, 3)]
        if g.on("memory"):
            choices += [(self.s_new_array, 1), (self.s_array_access, 2)]
            if g.on("structs"):
                choices.append((self.s_struct_mem, 1))
        if g.on("globals") and g.globals:
            choices.append((self.s_global, 1))
        if g.on("calls") and g.funcs:
            choices.append((self.s_call, 2))
        if depth < 2:
            choices.append((lambda: self.s_if(depth), 2))
            if g.on("switch"):
                choices.append((lambda: self.s_switch(depth), 1))
            if g.on("loops") and self.loop_depth < 2:
                choices.append((lambda: self.s_loop(depth), 2))
        fns, weights = zip(*choices)
        self.r.choices(fns, weights)[0]()

    def body(self, depth, n):
        for _ in range(n):
            self.stmt(depth)

    def observe(self) -> None:
        """Folds (up to 16 of) the values in scope into the global @obs_hash, which main prints:
        most computed values become observable, not only the returned ones."""
        vals = [(t, v) for t, vs in self.pool.items() for v in dict.fromkeys(vs)]
        self.r.shuffle(vals)
        if not vals:
            return
        hp = self.op("llvm.mlir.addressof @obs_hash : !llvm.ptr")
        h = self.op(f"llvm.load {hp} : !llvm.ptr -> i64")
        k31 = self.const("i64", 31)
        for t, v in vals[:16]:
            if is_float(t):
                if t == "f32":
                    v = self.op(f"llvm.fpext {v} : f32 to f64")
                nan = self.op(f"llvm.fcmp \"uno\" {v}, {v} : f64")
                v = self.op(f"llvm.select {nan}, {self.const('f64', math.nan)}, {v} : i1, f64")
                v = self.op(f"llvm.bitcast {v} : f64 to i64")
            else:
                v = self.to_i64(v, t, False)
            m = self.op(f"llvm.mul {h}, {k31} : i64")
            h = self.op(f"llvm.xor {m}, {v} : i64")
        self.emit(f"llvm.store {h}, {hp} : i64, !llvm.ptr")

    def digest(self, ty: str) -> str:
        """A value of type ty that depends on several recent values (so that more of the
        computed values are observable); added to the pool."""
        if is_int(ty):
            acc = self.pick(ty)
            for _ in range(self.r.randint(1, 4)):
                src = self.r.choice(self.int_types())
                v = self.pick(src)
                if width(src) < width(ty):
                    v = self.op(f"llvm.{self.r.choice(['zext', 'sext'])} {v} : {src} to {ty}")
                elif width(src) > width(ty):
                    v = self.op(f"llvm.trunc {v} : {src} to {ty}")
                acc = self.op(f"llvm.{self.r.choice(['xor', 'add'])} {acc}, {v} : {ty}")
        else:
            acc = self.pick(ty)
            for _ in range(self.r.randint(1, 3)):
                src = self.r.choice(FLOAT_TYPES)
                v = self.pick(src)
                if src != ty:
                    v = self.op(f"llvm.{'fpext' if ty == 'f64' else 'fptrunc'} {v} : {src} to {ty}")
                acc = self.op(f"llvm.{self.r.choice(['fadd', 'fsub'])} {acc}, {v}  : {ty}")
        self.add(ty, acc)
        return acc

    def build(self) -> str:
        sig = self.sig
        params = []
        for i, t in enumerate(sig.params):
            v = f"%a{i}"
            params.append(f"{v}: {tstr(t)}")
            self.add(t, v)
        self.body(0, self.g.stmts())
        self.observe()
        if sig.ret is None:
            self.emit("llvm.return")
        elif isinstance(sig.ret, tuple):
            for t in sig.ret:
                self.digest(t)
            s = self.build_struct(sig.ret)
            self.emit(f"llvm.return {s} : {tstr(sig.ret)}")
        else:
            self.emit(f"llvm.return {self.digest(sig.ret)} : {sig.ret}")
        sig.cost = max(self.cost, 1)
        ret = "" if sig.ret is None else f" -> {tstr(sig.ret)}"
        out = [f"  llvm.func @{sig.name}({', '.join(params)}){ret} {{"]
        self.blocks[0].lines[:0] = self.prelude
        for b in self.blocks:
            if b.label:
                args = ", ".join(f"{v}: {tstr(t)}" for v, t in b.args)
                out.append(f"  {b.label}{'(' + args + ')' if args else ''}:")
            out += [f"    {l}" for l in b.lines]
        out.append("  }")
        return "\n".join(out)


def float_lit(ty: str, x: float) -> str:
    if math.isnan(x) or math.isinf(x):
        return float_bits_hex(ty, x)
    if ty == "f32":
        x = f32_round(x)
    r = repr(float(x))
    if "e" in r or "E" in r:
        mant, exp = r.split("e")
        if "." not in mant:
            mant += ".0"
        return f"{mant}e{exp}"
    return r


class Gen:
    def __init__(self, seed: int, disabled: set, size: float = 1.0):
        self.r = random.Random(seed)
        self.disabled = disabled
        self.size = size
        self.int_types = [t for t in INT_TYPES if t != "i128" or self.on("i128")]
        self.scalar_types = self.int_types + (FLOAT_TYPES if self.on("float") else [])
        self.funcs: list[FuncSig] = []
        self.globals: list = []
        self.cost_budget = 20000

    def on(self, feature: str) -> bool:
        return feature not in self.disabled

    def stmts(self) -> int:
        return max(1, int(self.r.randint(4, 14) * self.size))

    def rand_const(self, ty: str):
        r = self.r
        if is_int(ty):
            w = width(ty)
            if w == 1:
                return r.randrange(2)
            lo = -(1 << (w - 1))
            k = r.randrange(8)
            if k == 0:
                return r.choice([0, 1, -1, lo, -lo - 1, lo + 1, 2, -2])
            if k < 4:
                return r.randrange(-20, 40)
            return r.randrange(lo, -lo)
        k = r.randrange(10)
        if k == 0:
            return r.choice([0.0, -0.0, math.inf, -math.inf, math.nan, 1e-40 if ty == "f32" else 5e-310])
        if k == 1:
            return r.choice([1e10, -3e9, 3.0e38, 1e300 if ty == "f64" else 1e30, 2.5e19, -9.3e18])
        if k < 6:
            return r.randrange(-64, 64) / 8
        return f32_round(r.uniform(-1000, 1000)) if ty == "f32" else r.uniform(-1e6, 1e6)

    def sig(self, idx: int) -> FuncSig:
        r = self.r
        if r.random() < 0.2 and self.on("calls"):
            # Many arguments: more than 6 integer and 8 float registers.
            ni = r.randint(7, 12)
            nf = r.randint(9, 12) if self.on("float") else 0
            params = [r.choice(self.int_types) for _ in range(ni)] + \
                     [r.choice(FLOAT_TYPES) for _ in range(nf)]
            r.shuffle(params)
        else:
            params = [r.choice(self.scalar_types) for _ in range(r.randint(0, 5))]
        k = r.randrange(10)
        if k < 3 and self.on("structs"):
            ret = tuple(r.choice(self.scalar_types) for _ in range(r.randint(1, 5)))
        elif k == 3:
            ret = None
        else:
            ret = r.choice(self.scalar_types)
        return FuncSig(f"f{idx}", params, ret)

    def program(self) -> str:
        r = self.r
        out = ["module {", "  llvm.func @printI64(i64)", "  llvm.func @printF64(f64)",
               "  llvm.func @printNewline()"]
        if self.on("globals"):
            for gi in range(r.randint(1, 3)):
                ety = r.choice(self.scalar_types)
                n = r.choice([2, 4, 8])
                const = r.random() < 0.3
                vals = [self.rand_const(ety) for _ in range(n)]
                if ety == "i1":
                    lits = ["true" if v else "false" for v in vals]
                elif is_int(ety):
                    lits = [str(v) for v in vals]
                else:
                    # dense float literals: finite values only (hex spells bits there too).
                    lits = [float_lit(ety, v if math.isfinite(v) else 0.5) for v in vals]
                name = f"g{gi}"
                out.append(f"  llvm.mlir.global internal {'constant ' if const else ''}@{name}("
                           f"dense<[{', '.join(lits)}]> : tensor<{n}x{ety}>) {{addr_space = 0 : i32}}"
                           f" : !llvm.array<{n} x {ety}>")
                self.globals.append((name, ety, n, const))
        out.append("  llvm.mlir.global internal @obs_hash(0 : i64) {addr_space = 0 : i32} : i64")
        nfuncs = r.randint(2, 6)
        for i in range(nfuncs):
            sig = self.sig(i)
            text = FuncBuilder(self, sig).build()
            self.funcs.append(sig)
            out.append(text)
        out.append(self.main())
        out.append("}")
        return "\n".join(out) + "\n"

    def main(self) -> str:
        fb = FuncBuilder(self, FuncSig("main", [], "i32"))
        fb.mult = 0
        checksum = fb.const("i64", 0)

        def mix(v64):
            nonlocal checksum
            m = fb.op(f"llvm.mul {checksum}, {fb.const('i64', 31)} : i64")
            checksum = fb.op(f"llvm.add {m}, {v64} : i64")

        def print_i64(v):
            fb.emit(f"llvm.call @printI64({v}) : (i64) -> ()")
            fb.emit("llvm.call @printNewline() : () -> ()")
            mix(v)

        def print_val(ty, v):
            if is_int(ty):
                if width(ty) == 128:
                    print_i64(fb.op(f"llvm.trunc {v} : i128 to i64"))
                    hi = fb.op(f"llvm.lshr {v}, {fb.const('i128', 64)} : i128")
                    print_i64(fb.op(f"llvm.trunc {hi} : i128 to i64"))
                else:
                    print_i64(fb.to_i64(v, ty, self.r.random() < 0.5))
                return
            if ty == "f32":
                v = fb.op(f"llvm.fpext {v} : f32 to f64")
            nan = fb.op(f"llvm.fcmp \"uno\" {v}, {v} : f64")
            v = fb.op(f"llvm.select {nan}, {fb.const('f64', math.nan)}, {v} : i1, f64")
            fb.emit(f"llvm.call @printF64({v}) : (f64) -> ()")
            fb.emit("llvm.call @printNewline() : () -> ()")
            print_i64(fb.op(f"llvm.bitcast {v} : f64 to i64"))

        for f in self.funcs:
            for _ in range(self.r.randint(1, 2)):
                args = [fb.const(t, self.rand_const(t)) for t in f.params]
                for t, v in fb.call(f, args):
                    print_val(t, v)
                hp = fb.op("llvm.mlir.addressof @obs_hash : !llvm.ptr")
                print_i64(fb.op(f"llvm.load {hp} : !llvm.ptr -> i64"))
        # Globals are observable state too.
        for name, ety, n, const in self.globals:
            if const:
                continue
            p = fb.op(f"llvm.mlir.addressof @{name} : !llvm.ptr")
            aty = f"!llvm.array<{n} x {ety}>"
            for k in range(n):
                q = fb.op(f"llvm.getelementptr {p}[0, {k}] : (!llvm.ptr) -> !llvm.ptr, {aty}")
                print_val(ety, fb.op(f"llvm.load {q} : !llvm.ptr -> {ety}"))
        t = fb.op(f"llvm.trunc {checksum} : i64 to i32")
        ret = fb.op(f"llvm.and {t}, {fb.const('i32', 127)} : i32")
        fb.emit(f"llvm.return {ret} : i32")
        out = ["  llvm.func @main() -> i32 {"]
        out += [f"    {l}" for l in fb.prelude + fb.blocks[0].lines]
        out.append("  }")
        return "\n".join(out)


def generate(seed: int, disabled: set = frozenset(), size: float = 1.0) -> str:
    return Gen(seed, set(disabled), size).program()


# --------------------------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------------------------

def run_cmd(cmd, stdin=None, timeout=60, **kw):
    return subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout, **kw)


class Failure(Exception):
    """A tool failed (compile, link or timeout): the message says which."""


@dataclass
class Outcome:
    stdout: str
    rc: int

    def text(self) -> str:
        return f"{self.stdout}[exit {self.rc}]\n"


class Driver:
    def __init__(self, opts):
        self.o = opts
        self.runtime = opts.runtime

    # A compiled object from the upstream pipeline at optimisation level `lvl`.
    def upstream_obj(self, prog: Path, lvl: str, out: Path, ll_cache: dict) -> None:
        if "ll" not in ll_cache:
            p = run_cmd([self.o.mlir_translate, "--mlir-to-llvmir", str(prog)])
            if p.returncode:
                raise Failure(f"mlir-translate failed: {p.stderr.decode(errors='replace')[:2000]}")
            ll_cache["ll"] = p.stdout
        p = run_cmd([self.o.llc, f"-O{lvl}", f"-mcpu={self.o.mcpu}", "-relocation-model=pic",
                     "-filetype=obj", "-o", str(out)], stdin=ll_cache["ll"])
        if p.returncode:
            raise Failure(f"llc -O{lvl} failed: {p.stderr.decode(errors='replace')[:2000]}")

    def rmlir_obj(self, prog: Path, lvl: str, out: Path) -> None:
        cmd = [self.o.rmlir_translate, "--mlir-to-obj", f"-O{lvl}", str(prog), "-o", str(out)]
        try:
            p = run_cmd(cmd, timeout=self.o.timeout)
        except subprocess.TimeoutExpired:
            raise Failure("rmlir-translate timed out")
        if p.returncode:
            raise Failure(f"rmlir-translate failed (exit {p.returncode}): "
                          f"{p.stderr.decode(errors='replace')[:2000]}")

    def link_run(self, obj: Path, exe: Path) -> Outcome:
        p = run_cmd(["cc", *self.o.gold, str(obj), str(self.runtime), *LINK_LIBS, *self.o.link_flag,
                     "-o", str(exe)])
        if p.returncode:
            raise Failure(f"link failed: {p.stderr.decode(errors='replace')[:2000]}")
        try:
            p = run_cmd([str(exe)], timeout=self.o.timeout)
        except subprocess.TimeoutExpired:
            return Outcome("", -999)
        return Outcome(p.stdout.decode(errors="replace"), p.returncode)

    def run_runner(self, prog: Path) -> Outcome:
        cmd = [self.o.rmlir_runner, str(prog), "-e", "main", "-entry-point-result=i32"]
        if self.o.shared_libs:
            cmd.append(f"-shared-libs={self.o.shared_libs}")
        try:
            p = run_cmd(cmd, timeout=self.o.timeout)
        except subprocess.TimeoutExpired:
            return Outcome("", -999)
        return Outcome(p.stdout.decode(errors="replace"), p.returncode)

    def outcomes(self, prog: Path, tmp: Path) -> dict:
        """Compiles and runs one program; returns {configuration name: Outcome}."""
        res = {}
        ll = {}
        o = self.o
        if o.mode == "validate":
            for lvl in ("0", "2"):
                self.upstream_obj(prog, lvl, tmp / f"O{lvl}.o", ll)
                res[f"llc -O{lvl}"] = self.link_run(tmp / f"O{lvl}.o", tmp / f"O{lvl}")
            return res
        self.upstream_obj(prog, o.ref_opt, tmp / "ref.o", ll)
        ref = self.link_run(tmp / "ref.o", tmp / "ref")
        res[f"reference (llc -O{o.ref_opt})"] = ref
        if o.rmlir_translate:
            if o.rmlir_translate == "upstream":
                self.upstream_obj(prog, o.cand_opt, tmp / "cand.o", ll)
            else:
                self.rmlir_obj(prog, o.cand_opt, tmp / "cand.o")
            res[f"candidate (-O{o.cand_opt})"] = self.link_run(tmp / "cand.o", tmp / "cand")
        if o.rmlir_runner:
            out = self.run_runner(prog)
            # The runner prints main's i32 result after the program's output; exit status 0.
            res["runner"] = out
            # (mlir-cpu-runner prints it through its own stream, flushed before the C stdio
            # buffer: the result line may come first.)
            line = f"{ref.rc}\n"
            first = out.stdout.startswith(line) and not ref.stdout.startswith(line)
            res["__runner_expect"] = Outcome(line + ref.stdout if first else ref.stdout + line, 0)
        return res

    @staticmethod
    def verdict(res: dict):
        """None if all agree, else a description of the first disagreement."""
        items = [(k, v) for k, v in res.items() if not k.startswith("__")]
        base_k, base = items[0]
        for k, v in items[1:]:
            expect = res["__runner_expect"] if k == "runner" else base
            if v.text() != expect.text():
                return base_k, expect, k, v
        return None

    def check(self, prog_text: str, tmp: Path):
        """Returns None (agree), ('mismatch', detail) or ('error', message)."""
        prog = tmp / "p.mlir"
        prog.write_text(prog_text)
        try:
            res = self.outcomes(prog, tmp)
        except Failure as e:
            return "error", str(e), None
        v = self.verdict(res)
        if v is None:
            return None
        return "mismatch", v, res

    def one(self, seed: int):
        text = generate(seed, self.o.disabled, self.o.size)
        with tempfile.TemporaryDirectory(prefix=f"rld{seed}-") as d:
            r = self.check(text, Path(d))
            if r is not None and self.o.reduce:
                deadline = time.time() + self.o.reduce_time
                text = reduce_program(text, lambda t: self.same_failure(t, r, Path(d)), deadline)
                r = self.check(text, Path(d)) or r
        return seed, text, r

    def same_failure(self, text: str, first, tmp: Path) -> bool:
        r = self.check(text, tmp)
        if r is None or r[0] != first[0]:
            return False
        if r[0] == "error":
            # The same tool must fail (first line of the message).
            return describe(r).split(":")[0] == describe(first).split(":")[0]
        try:  # no undefined behaviour introduced: llc -O0 and -O2 agree
            prog, ll = tmp / "p.mlir", {}
            outs = []
            for lvl in ("0", "2"):
                self.upstream_obj(prog, lvl, tmp / f"u{lvl}.o", ll)
                outs.append(self.link_run(tmp / f"u{lvl}.o", tmp / f"u{lvl}").text())
            return outs[0] == outs[1]
        except Failure:
            return False


def describe(r) -> str:
    kind, detail, _ = r
    if kind == "error":
        return detail.strip().splitlines()[0] if detail.strip() else "error"
    ak, a, bk, b = detail
    al, bl = a.text().splitlines(), b.text().splitlines()
    for i in range(max(len(al), len(bl))):
        x = al[i] if i < len(al) else "<end>"
        y = bl[i] if i < len(bl) else "<end>"
        if x != y:
            return f"line {i + 1}: {ak}: {x!r}  {bk}: {y!r}"
    return "outputs differ"


# --------------------------------------------------------------------------------------------
# Reduction (--reduce): delta debugging over lines -- first main's lines, then every line --
# keeping a candidate only if it still translates, still fails the same way, and still prints
# the same at llc -O0 and -O2 (so that removing an initialising store or a divisor guard does
# not turn the program into one with undefined behaviour).  Bounded by --reduce-time seconds.
# --------------------------------------------------------------------------------------------

def reduce_program(text: str, still_fails, deadline: float) -> str:
    lines = text.splitlines()
    main_at = next(i for i, l in enumerate(lines) if l.startswith("  llvm.func @main"))
    for lo_fn in (lambda: main_at + 1, lambda: 0):
        chunk = max(1, (len(lines) - lo_fn()) // 4)
        while chunk >= 1 and time.time() < deadline:
            i = lo_fn()
            while i < len(lines) and time.time() < deadline:
                trial = drop_dead(lines[:i] + lines[i + chunk:])
                if len(trial) < len(lines) and still_fails("\n".join(trial) + "\n"):
                    lines = trial
                    main_at = next(k for k, l in enumerate(lines)
                                   if l.startswith("  llvm.func @main"))
                else:
                    i += chunk
            chunk //= 2
    return "\n".join(lines) + "\n"


DEF_RE = re.compile(r"^\s*(%[\w]+) = ")
USE_RE = re.compile(r"%[\w]+")


def drop_dead(lines: list) -> list:
    """Removes op lines whose result is never used (side-effect-free ones only)."""
    while True:
        uses = {}
        for l in lines:
            m = DEF_RE.match(l)
            body = l[m.end():] if m else l
            for u in USE_RE.findall(body):
                uses[u] = uses.get(u, 0) + 1
        out = []
        for l in lines:
            m = DEF_RE.match(l)
            if m and not uses.get(m.group(1)) and "llvm.call" not in l:
                continue
            out.append(l)
        if len(out) == len(lines):
            return out
        lines = out


def parse_seeds(spec: str) -> list:
    seeds = []
    for part in spec.split(","):
        if "-" in part[1:]:
            a, b = part.split("-", 1)
            seeds += range(int(a), int(b) + 1)
        else:
            seeds.append(int(part))
    return seeds


def default_runtime() -> Path:
    tgt = Path(os.environ.get("CARGO_TARGET_DIR", REPO_ROOT / "target"))
    return tgt / "debug" / "librmlir_runtime.a"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mode", choices=["diff", "validate"], default="diff")
    ap.add_argument("--seeds", default="1-100", help="e.g. 1-1000 or 3,17,40-50")
    ap.add_argument("--rmlir-translate", help="candidate backend, or 'upstream'")
    ap.add_argument("--rmlir-runner", help="also run programs with this runner")
    ap.add_argument("--shared-libs", help="-shared-libs= for the runner")
    ap.add_argument("--ref-opt", default="2", choices=["0", "1", "2", "3"])
    ap.add_argument("--cand-opt", default="2", choices=["0", "1", "2", "3"])
    ap.add_argument("--runtime", type=Path, default=None,
                    help="librmlir_runtime.a (default: $CARGO_TARGET_DIR/debug/)")
    ap.add_argument("--mlir-translate", default=MLIR_TRANSLATE)
    ap.add_argument("--llc", default=LLC)
    ap.add_argument("--mcpu", default=MCPU)
    ap.add_argument("--link-flag", action="append", default=[], help="extra cc flag (repeat)")
    ap.add_argument("--jobs", "-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("--keep", type=Path, help="keep failing programs here")
    ap.add_argument("--reduce", action="store_true", help="shrink failing programs first")
    ap.add_argument("--reduce-time", type=float, default=120.0, help="seconds per program")
    ap.add_argument("--disable", default="", help="comma list of: " + ",".join(FEATURES))
    ap.add_argument("--size", type=float, default=1.0, help="scale statements per function")
    ap.add_argument("--print", type=int, metavar="SEED", help="print one program and exit")
    ap.add_argument("--quiet", "-q", action="store_true", help="only mismatches and summary")
    o = ap.parse_args()
    o.disabled = {f for f in o.disable.split(",") if f}
    # gold links against the big static runtime about 3x faster than bfd.
    o.gold = ["-fuse-ld=gold"] if shutil.which("ld.gold") else []
    bad = o.disabled - set(FEATURES)
    if bad:
        ap.error(f"unknown features {sorted(bad)}")
    if o.print is not None:
        sys.stdout.write(generate(o.print, o.disabled, o.size))
        return 0
    if o.mode == "diff" and not (o.rmlir_translate or o.rmlir_runner):
        ap.error("diff mode needs --rmlir-translate (PATH or 'upstream') and/or --rmlir-runner")
    if o.rmlir_translate and o.rmlir_translate != "upstream":
        o.rmlir_translate = str(Path(o.rmlir_translate).resolve())
    o.runtime = (o.runtime or default_runtime()).resolve()
    if not o.runtime.exists():
        ap.error(f"{o.runtime} missing: cargo build -p rmlir-runtime (or pass --runtime)")
    seeds = parse_seeds(o.seeds)
    if o.keep:
        o.keep.mkdir(parents=True, exist_ok=True)
    drv = Driver(o)
    t0 = time.time()
    mismatches = errors = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=o.jobs) as ex:
        for seed, text, r in ex.map(drv.one, seeds):
            if r is None:
                if not o.quiet:
                    print(f"seed {seed}: ok", flush=True)
                continue
            if r[0] == "error":
                errors += 1
            else:
                mismatches += 1
            print(f"seed {seed}: {r[0].upper()}: {describe(r)}", flush=True)
            if o.keep:
                path = o.keep / f"seed-{seed}.mlir"
                path.write_text(text)
                if r[2]:
                    for k, v in r[2].items():
                        safe = re.sub(r"[^\w.-]+", "_", k).strip("_")
                        (o.keep / f"seed-{seed}.{safe}.out").write_text(v.text())
                else:
                    (o.keep / f"seed-{seed}.error.txt").write_text(r[1])
    dt = time.time() - t0
    n = len(seeds)
    what = "llc -O0/-O2 mismatches" if o.mode == "validate" else "mismatches"
    print(f"{n} programs, {mismatches + errors} {what} ({errors} errors); "
          f"{dt:.1f}s, {n / dt:.1f} programs/s")
    return 1 if mismatches + errors else 0


if __name__ == "__main__":
    sys.exit(main())
