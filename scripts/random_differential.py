#!/usr/bin/env python3
"""Random differential testing of rmlir-opt against mlir-opt 19.

Generates random functions (``arith`` scalar arithmetic, ``arith`` casts on scalars and
vectors, ``scf.if``/``scf.for`` nests with stores), one per ``// -----`` chunk, runs both
tools with ``-split-input-file`` and the given pipeline, and compares stdout and stderr.
Prints each seed whose outputs differ, with the first differing chunk.

Usage:
    scripts/random_differential.py --kind arith --seeds 1-20 --functions 150 -- -canonicalize
    scripts/random_differential.py --kind scf --seeds 1-8 -- -convert-scf-to-cf

A chunk on which mlir-opt itself runs longer than ``--timeout`` is reported and skipped.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"


def gen_arith(seed: int, n: int) -> str:
    rng = random.Random(seed)
    INT=['i1','i8','i16','i32','i64','index']
    BIN=['addi','subi','muli','divsi','divui','remsi','remui','andi','ori','xori','shli','shrsi','shrui','maxsi','minsi','maxui','minui','ceildivsi','ceildivui','floordivsi']
    PRED=['eq','ne','slt','sle','sgt','sge','ult','ule','ugt','uge']
    FBIN=['addf','subf','mulf','divf','maximumf','minimumf','maxnumf','minnumf','remf']
    FPRED=['oeq','one','olt','ole','ogt','oge','ueq','une','ult','ule','ugt','uge','ord','uno','false','true']
    def const(t):
        if t=='i1': return str(rng.choice(['true','false']))
        w={'i8':8,'i16':16,'i32':32,'i64':64,'index':64}[t]
        v=rng.choice([0,1,-1,2,3,7,-8,255,127,-128,2**(w-1)-1,-(2**(w-1)),rng.randint(-100,100)])
        return str(v)
    out=[]
    for f in range(n):
        t=rng.choice(INT[1:])
        ft=rng.choice(['f32','f64','f16'])
        lines=[f'func.func @f{f}(%a: {t}, %b: {t}, %x: {ft}, %y: {ft}, %c: i1) -> ({t}, i1, {ft}) {{']
        ints=['%a','%b']; bools=['%c']; floats=['%x','%y']; k=0
        def nv():
            nonlocal k
            k+=1; return f'%v{k}'
        for _ in range(rng.randint(3,12)):
            r=rng.random()
            if r<0.25:
                v=nv(); lines.append(f'  {v} = arith.constant {const(t)} : {t}'); ints.append(v)
            elif r<0.55:
                v=nv(); op=rng.choice(BIN); lines.append(f'  {v} = arith.{op} {rng.choice(ints)}, {rng.choice(ints)} : {t}'); ints.append(v)
            elif r<0.65:
                v=nv(); lines.append(f'  {v} = arith.cmpi {rng.choice(PRED)}, {rng.choice(ints)}, {rng.choice(ints)} : {t}'); bools.append(v)
            elif r<0.72:
                v=nv(); lines.append(f'  {v} = arith.select {rng.choice(bools)}, {rng.choice(ints)}, {rng.choice(ints)} : {t}'); ints.append(v)
            elif r<0.8:
                v=nv(); c=rng.choice(['1.0','0.0','-0.0','2.5','0x7FC00000' if ft=='f32' else '1.5']); lines.append(f'  {v} = arith.constant {c} : {ft}'); floats.append(v)
            elif r<0.9:
                v=nv(); op=rng.choice(FBIN); lines.append(f'  {v} = arith.{op} {rng.choice(floats)}, {rng.choice(floats)} : {ft}'); floats.append(v)
            else:
                v=nv(); lines.append(f'  {v} = arith.cmpf {rng.choice(FPRED)}, {rng.choice(floats)}, {rng.choice(floats)} : {ft}'); bools.append(v)
        lines.append(f'  return {ints[-1]}, {bools[-1]}, {floats[-1]} : {t}, i1, {ft}')
        lines.append('}')
        out.append('\n'.join(lines))
    return '\n// -----\n'.join(out)



def gen_casts(seed: int, n: int) -> str:
    rng = random.Random(seed)
    W={'i1':1,'i8':8,'i16':16,'i32':32,'i64':64}
    def const(t):
        if t=='i1': return rng.choice(['0','1','-1'])
        w=W[t] if t in W else 64
        return str(rng.choice([0,1,-1,2,3,7,-8,255,127,-128,2**(w-1)-1,-(2**(w-1)),rng.randint(-300,300)]))
    out=[]
    for f in range(n):
        vec = rng.random()<0.2
        def T(t): return f'vector<4x{t}>' if vec else t
        lines=[f'func.func @f{f}(%a: {T("i32")}, %b: {T("i8")}, %x: {T("f32")}, %y: {T("f16")}, %c: {T("i1")}, %d: {T("i64")}) -> ({T("i32")}, {T("i8")}, {T("f32")}, {T("i64")}) {{']
        vals={'i32':['%a'],'i8':['%b'],'f32':['%x'],'f16':['%y'],'i1':['%c'],'i64':['%d'],'i16':[]}
        k=[0]
        def nv():
            k[0]+=1; return f'%v{k[0]}'
        def cst(t):
            v=nv()
            if t.startswith('f'):
                c=rng.choice(['1.0','0.0','-0.0','2.5','-3.75','65504.0','1.0e+10','0x7FC00000' if t=='f32' else '1.5'])
            else: c=const(t)
            lines.append(f'  {v} = arith.constant {"dense<"+c+">" if vec else c} : {T(t)}'); vals[t].append(v); return v
        for t in ['i32','i8','f32','f16','i1','i64','i16']: cst(t)
        casts=[('extsi','i8','i32'),('extui','i8','i32'),('extsi','i32','i64'),('extui','i1','i32'),('trunci','i32','i8'),('trunci','i64','i32'),('trunci','i64','i16'),
               ('sitofp','i32','f32'),('uitofp','i8','f32'),('fptosi','f32','i32'),('fptoui','f32','i8'),('extf','f16','f32'),('truncf','f32','f16'),
               ('bitcast','i32','f32'),('bitcast','f32','i32'),('extsi','i1','i8'),('extui','i16','i64'),('trunci','i32','i1')]
        for _ in range(rng.randint(4,14)):
            r=rng.random()
            if r<0.45:
                op,s,d=rng.choice(casts)
                if not vals[s]: cst(s)
                v=nv(); lines.append(f'  {v} = arith.{op} {rng.choice(vals[s])} : {T(s)} to {T(d)}'); vals[d].append(v)
            elif r<0.6:
                t=rng.choice(['i32','i8','i64']); v=nv(); op=rng.choice(['addi','subi','muli','andi','ori','xori','shli','shrui','shrsi','maxsi','minui'])
                lines.append(f'  {v} = arith.{op} {rng.choice(vals[t])}, {rng.choice(vals[t])} : {T(t)}'); vals[t].append(v)
            elif r<0.7:
                t=rng.choice(['f32','f16']); v=nv(); op='negf'
                lines.append(f'  {v} = arith.{op} {rng.choice(vals[t])} : {T(t)}'); vals[t].append(v)
            elif r<0.8:
                t=rng.choice(['i32','i8','i64']); v=nv()
                lines.append(f'  {v} = arith.cmpi {rng.choice(["eq","ne","slt","ult","sge","uge"])}, {rng.choice(vals[t])}, {rng.choice(vals[t])} : {T(t)}'); vals['i1'].append(v)
            elif r<0.9:
                t=rng.choice(['i32','i8','i64','f32']); v=nv()
                lines.append(f'  {v} = arith.select {rng.choice(vals["i1"])}, {rng.choice(vals[t])}, {rng.choice(vals[t])} : {T("i1")+", " if vec else ""}{T(t)}'); vals[t].append(v)
            else:
                t=rng.choice(['i1']); v=nv(); op=rng.choice(['andi','ori','xori'])
                lines.append(f'  {v} = arith.{op} {rng.choice(vals[t])}, {rng.choice(vals[t])} : {T(t)}'); vals[t].append(v)
        lines.append(f'  return {vals["i32"][-1]}, {vals["i8"][-1]}, {vals["f32"][-1]}, {vals["i64"][-1]} : {T("i32")}, {T("i8")}, {T("f32")}, {T("i64")}')
        lines.append('}')
        out.append('\n'.join(lines))
    return '\n// -----\n'.join(out)



def gen_scf(seed: int, n: int) -> str:
    rng = random.Random(seed)
    out=[]
    for f in range(n):
        k=[0]
        def nv():
            k[0]+=1; return f'%v{k[0]}'
        lines=[f'func.func @f{f}(%a: i32, %b: i32, %c: i1, %n: index, %m: memref<8xi32>) -> (i32, i32) {{']
        def block(depth, ints, bools, idxs, ind):
            ints=list(ints); bools=list(bools); idxs=list(idxs)
            for _ in range(rng.randint(1,4)):
                r=rng.random()
                if r<0.2:
                    v=nv(); lines.append(f'{ind}{v} = arith.constant {rng.choice([0,1,2,5,-1])} : i32'); ints.append(v)
                elif r<0.3:
                    v=nv(); lines.append(f'{ind}{v} = arith.constant {rng.choice([0,1,2,4])} : index'); idxs.append(v)
                elif r<0.45:
                    v=nv(); lines.append(f'{ind}{v} = arith.{rng.choice(["addi","muli","subi"])} {rng.choice(ints)}, {rng.choice(ints)} : i32'); ints.append(v)
                elif r<0.52:
                    v=nv(); lines.append(f'{ind}{v} = arith.cmpi {rng.choice(["eq","slt","ne"])}, {rng.choice(ints)}, {rng.choice(ints)} : i32'); bools.append(v)
                elif r<0.58:
                    v=nv(); lines.append(f'{ind}{v} = arith.constant {rng.choice(["true","false"])}'); bools.append(v)
                elif r<0.62:
                    lines.append(f'{ind}memref.store {rng.choice(ints)}, %m[{rng.choice(idxs)}] : memref<8xi32>')
                elif r<0.8 and depth<3:
                    nres=rng.choice([0,1,1,2])
                    res=[nv() for _ in range(1)][0] if nres else None
                    cond=rng.choice(bools)
                    tys=', '.join(['i32']*nres)
                    head = f'{ind}{res}:{nres} = ' if nres>1 else (f'{ind}{res} = ' if nres==1 else ind)
                    lines.append(f'{head}scf.if {cond}' + (f' -> ({tys})' if nres else '') + ' {')
                    yi=block(depth+1, ints, bools, idxs, ind+'  ')
                    lines.append(f'{ind}  scf.yield ' + ', '.join(rng.choice(yi) for _ in range(nres)) + (f' : {tys}' if nres else ''))
                    if nres or rng.random()<0.5:
                        lines.append(f'{ind}}} else {{')
                        yi=block(depth+1, ints, bools, idxs, ind+'  ')
                        lines.append(f'{ind}  scf.yield ' + ', '.join(rng.choice(yi) for _ in range(nres)) + (f' : {tys}' if nres else ''))
                    lines.append(f'{ind}}}')
                    if nres==1: ints.append(res)
                    elif nres==2: ints.append(res+'#0'); ints.append(res+'#1')
                elif depth<3:
                    res=nv(); iv=nv(); acc=nv()
                    lb=rng.choice(idxs); ub=rng.choice(idxs+['%n']); st=rng.choice(idxs)
                    if rng.random()<0.5:
                        st=nv(); lines.append(f'{ind}{st} = arith.constant {rng.choice([1,2])} : index')
                    lines.append(f'{ind}{res} = scf.for {iv} = {lb} to {ub} step {st} iter_args({acc} = {rng.choice(ints)}) -> (i32) {{')
                    yi=block(depth+1, ints+[acc], bools, idxs+[iv], ind+'  ')
                    lines.append(f'{ind}  scf.yield {rng.choice(yi)} : i32')
                    lines.append(f'{ind}}}')
                    ints.append(res)
            return ints
        # An index constant to start loops from.
        c0=nv(); lines.append(f'  {c0} = arith.constant 1 : index')
        ints=block(0, ['%a','%b'], ['%c'], [c0], '  ')
        lines.append(f'  return {rng.choice(ints)}, {rng.choice(ints)} : i32, i32')
        lines.append('}')
        out.append('\n'.join(lines))
    return '\n// -----\n'.join(out)



GENERATORS = {"arith": gen_arith, "casts": gen_casts, "scf": gen_scf}


def seeds(spec: str) -> list[int]:
    a, _, b = spec.partition("-")
    return list(range(int(a), int(b or a) + 1))


def run(tool: str, text: str, args: list[str], timeout: float):
    p = subprocess.run([tool, "-", "-split-input-file", *args], input=text.encode(),
                       capture_output=True, timeout=timeout)
    return p.stdout, p.stderr


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kind", choices=sorted(GENERATORS), default="arith")
    ap.add_argument("--seeds", default="1-10", help="N or N-M")
    ap.add_argument("--functions", type=int, default=150)
    ap.add_argument("--rmlir-opt", default=str(REPO_ROOT / "target" / "release" / "rmlir-opt"))
    ap.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("pipeline", nargs="*", help="mlir-opt arguments (after --)")
    opts = ap.parse_args()
    failures = 0
    for seed in seeds(opts.seeds):
        text = GENERATORS[opts.kind](seed, opts.functions)
        try:
            up = run(opts.mlir_opt, text, opts.pipeline, opts.timeout)
        except subprocess.TimeoutExpired:
            print(f"seed {seed}: mlir-opt timed out; skipped")
            continue
        try:
            rm = run(opts.rmlir_opt, text, opts.pipeline, opts.timeout)
        except subprocess.TimeoutExpired:
            failures += 1
            print(f"seed {seed}: rmlir-opt timed out")
            continue
        if up == rm:
            continue
        failures += 1
        chunks = text.split("\n// -----\n")
        ue, re_ = up[0].split(b"// -----\n"), rm[0].split(b"// -----\n")
        first = next((i for i, (a, b) in enumerate(zip(ue, re_)) if a != b), None)
        print(f"seed {seed}: outputs differ" + (f" first in chunk {first}:" if first is not None else
                                                 " (stderr or chunk count)"))
        if first is not None:
            print(chunks[first])
    total = len(seeds(opts.seeds)) * opts.functions
    print(f"{opts.kind}: {total} functions, {failures} seeds differ")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
