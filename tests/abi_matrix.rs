//! The ABI matrix: for a list of signatures (every argument and result shape the native back
//! end passes: narrow integers with and without `llvm.zeroext`/`llvm.signext`, pointers,
//! floats, mixes, more arguments than registers, first-class aggregates passed and returned,
//! results demoted to a hidden pointer, `llvm.byval` structs), the test generates at run time
//! a callee that records every argument leaf into a global buffer and returns constants, and a
//! caller that passes constants and records the result. Callee and caller are compiled by
//! different compilers and linked with a C `main` that checks the recorded bytes:
//!
//! - rmlir <-> rmlir (`rmlir-translate --mlir-to-obj`);
//! - rmlir <-> gcc (C sources; only signatures whose C struct ABI equals LLVM's aggregate ABI:
//!   scalars, structs passed or returned in memory);
//! - rmlir <-> llc-19 (`mlir-translate-19 --mlir-to-llvmir | llc-19 -filetype=obj`), both
//!   directions, all signatures; skipped with a message when the LLVM 19 tools are absent.
//!
//! The gcc callees also check that the stack was 16-byte aligned at the call.
//!
//! Each recorded leaf takes an 8-byte slot; an integer with an extension attribute is recorded
//! extended to 64 bits (so a caller that does not extend it is caught), others with their
//! store size (their upper bits are undefined by the ABI).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Clone, Debug)]
enum Ty {
    /// An integer of this many bits, no attribute.
    I(u32),
    /// `llvm.zeroext` / C unsigned.
    Z(u32),
    /// `llvm.signext` / C signed.
    S(u32),
    P,
    F,
    D,
    /// A first-class aggregate of scalar fields.
    St(Vec<Ty>),
    /// A pointer with `llvm.byval` of a struct of scalar fields (C: the struct by value).
    ByVal(Vec<Ty>),
}
use Ty::*;

struct Sig {
    args: Vec<Ty>,
    ret: Option<Ty>,
    /// Whether gcc's C ABI for the same shapes equals LLVM's.
    c: bool,
}

fn sig(args: Vec<Ty>, ret: Option<Ty>, c: bool) -> Sig {
    Sig { args, ret, c }
}

fn signatures() -> Vec<Sig> {
    let i64s = |n: usize| vec![I(64); n];
    let mut v = vec![
        sig(vec![], None, true),
        sig(vec![Z(1)], Some(Z(1)), true),
        sig(vec![I(1), I(1)], Some(I(1)), false),
        sig(vec![I(8), I(16)], Some(I(8)), true),
        sig(vec![Z(8), S(8)], Some(S(8)), true),
        sig(vec![S(16), Z(16)], Some(Z(16)), true),
        sig(vec![I(32), S(32)], Some(I(32)), true),
        sig(vec![I(64), P], Some(P), true),
        sig(vec![F, D], Some(F), true),
        sig(vec![D, F], Some(D), true),
        sig(vec![I(32), F, I(8), D, P, F], Some(I(64)), true),
        sig(i64s(8), Some(I(64)), true),
        sig(
            vec![S(8), Z(16), S(16), Z(8), I(32), I(64), S(8), Z(8)],
            Some(I(16)),
            true,
        ),
        sig(vec![D; 10], Some(D), true),
        sig(
            vec![
                F,
                I(64),
                D,
                I(32),
                F,
                S(16),
                D,
                I(64),
                F,
                I(8),
                D,
                P,
                F,
                I(64),
                D,
                F,
                Z(8),
            ],
            Some(F),
            true,
        ),
        // First-class aggregates: results in rax, rdx, rcx / xmm0, xmm1.
        sig(vec![], Some(St(vec![I(64), I(64)])), false),
        sig(vec![I(8)], Some(St(vec![I(8), I(16), I(32)])), false),
        sig(vec![], Some(St(vec![D, D])), false),
        sig(vec![], Some(St(vec![I(64), D, I(32), F, P])), false),
        sig(vec![], Some(St(vec![F, I(16)])), false),
        // Demoted to a hidden result pointer (C returns these in memory too).
        sig(
            vec![I(64), D],
            Some(St(vec![I(64), I(64), I(64), I(64)])),
            true,
        ),
        sig(vec![], Some(St(vec![D, D, D, D, D])), true),
        sig(vec![I(32); 6], Some(St(vec![I(32), I(64), P, I(8)])), false),
        sig(
            vec![St(vec![I(64), D]), I(8)],
            Some(St(vec![I(16), I(16), I(16), I(16), I(8)])),
            false,
        ),
        // Aggregate arguments: each leaf its own argument, split when registers run out.
        sig(vec![St(vec![I(64), I(32)]), St(vec![F, D])], None, false),
        sig(
            vec![
                I(64),
                I(64),
                I(64),
                I(64),
                I(64),
                St(vec![I(64), I(64), I(8)]),
                I(64),
            ],
            Some(I(64)),
            false,
        ),
        sig(
            vec![St(vec![D, D, D, D, D, D, D]), St(vec![F, I(32), D]), F],
            Some(St(vec![F, F])),
            false,
        ),
        sig(
            vec![St(vec![I(1), I(8), P])],
            Some(St(vec![I(1), I(64)])),
            false,
        ),
        // byval: a copy in the argument area (C passes structs over 16 bytes in memory).
        sig(vec![ByVal(vec![I(64), I(64), I(64)])], Some(I(64)), true),
        sig(
            vec![
                I(32),
                ByVal(vec![D, I(32), I(8), I(64)]),
                D,
                ByVal(vec![I(64), I(16), I(64), I(64), I(32)]),
            ],
            Some(D),
            true,
        ),
        sig(
            vec![
                I(64),
                I(64),
                I(64),
                I(64),
                I(64),
                I(64),
                I(64),
                ByVal(vec![I(8), D, I(64)]),
                Z(8),
            ],
            Some(St(vec![I(64), I(64), I(64), I(64), I(64)])),
            true,
        ),
    ];
    // Every scalar shape as a lone argument and result.
    for t in [I(1), I(8), I(16), I(32), I(64), Z(8), S(16), P, F, D] {
        let c = !matches!(t, I(1));
        v.push(sig(vec![t.clone()], Some(t), c));
    }
    v
}

fn is_scalar(t: &Ty) -> bool {
    !matches!(t, St(_) | ByVal(_))
}

/// The scalar leaves of a value of `t` (a byval pointer: the pointee's fields).
fn leaves(t: &Ty) -> Vec<Ty> {
    match t {
        St(f) | ByVal(f) => f.clone(),
        s => vec![s.clone()],
    }
}

fn bits(t: &Ty) -> u32 {
    match t {
        I(b) | Z(b) | S(b) => *b,
        P | D => 64,
        F => 32,
        _ => unreachable!(),
    }
}

fn mlir_ty(t: &Ty) -> String {
    match t {
        I(b) | Z(b) | S(b) => format!("i{b}"),
        P | ByVal(_) => "!llvm.ptr".into(),
        F => "f32".into(),
        D => "f64".into(),
        St(f) => struct_ty(f),
    }
}

fn struct_ty(f: &[Ty]) -> String {
    let fs: Vec<String> = f.iter().map(mlir_ty).collect();
    format!("!llvm.struct<({})>", fs.join(", "))
}

fn mlir_attr(t: &Ty) -> String {
    match t {
        Z(_) => " {llvm.zeroext}".into(),
        S(_) => " {llvm.signext}".into(),
        ByVal(f) => format!(" {{llvm.byval = {}}}", struct_ty(f)),
        _ => String::new(),
    }
}

/// The raw bits of leaf number `k`.
fn int_value(k: usize, b: u32) -> u64 {
    let v = 0x8a3b_5c7d_9e1f_2c41u64.rotate_left(7 * k as u32) ^ (k as u64 * 0x101);
    if b == 1 {
        1
    } else if b == 64 {
        v
    } else {
        v & ((1u64 << b) - 1)
    }
}

fn float_value(k: usize) -> f64 {
    (k as f64 + 1.0) * 1.5 + 0.25
}

/// The bytes recorded for leaf `k` of type `t`.
fn record(t: &Ty, k: usize) -> Vec<u8> {
    match t {
        F => (float_value(k) as f32).to_le_bytes().to_vec(),
        D => float_value(k).to_le_bytes().to_vec(),
        P => int_value(k, 64).to_le_bytes().to_vec(),
        Z(b) => int_value(k, *b).to_le_bytes().to_vec(),
        S(b) => {
            let v = int_value(k, *b);
            let sh = 64 - b;
            (((v << sh) as i64) >> sh).to_le_bytes().to_vec()
        }
        I(b) => int_value(k, *b).to_le_bytes()[..b.div_ceil(8) as usize].to_vec(),
        _ => unreachable!(),
    }
}

/// Leaf numbering: arguments from 0, results from 50.
const RET_BASE: usize = 50;

fn expected(ts: &[Ty], base: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let mut k = 0;
    for t in ts {
        for l in leaves(t) {
            let mut r = record(&l, base + k);
            r.resize(8, 0);
            out.extend(r);
            k += 1;
        }
    }
    out
}

// ---- MLIR -------------------------------------------------------------------------------

struct Mlir {
    text: String,
    n: usize,
}

impl Mlir {
    fn val(&mut self) -> String {
        self.n += 1;
        format!("%v{}", self.n)
    }
    fn line(&mut self, s: &str) {
        self.text.push_str("    ");
        self.text.push_str(s);
        self.text.push('\n');
    }
    fn scalar_const(&mut self, t: &Ty, k: usize) -> String {
        let v = self.val();
        match t {
            F | D => {
                let ty = mlir_ty(t);
                self.line(&format!(
                    "{v} = llvm.mlir.constant({:?} : {ty}) : {ty}",
                    float_value(k)
                ));
            }
            P => {
                let c = self.val();
                self.line(&format!(
                    "{c} = llvm.mlir.constant({} : i64) : i64",
                    int_value(k, 64) as i64
                ));
                self.line(&format!("{v} = llvm.inttoptr {c} : i64 to !llvm.ptr"));
            }
            _ => {
                let b = bits(t);
                if b == 1 {
                    self.line(&format!("{v} = llvm.mlir.constant(true) : i1"));
                } else {
                    let raw = int_value(k, b);
                    let sv = ((raw << (64 - b)) as i64) >> (64 - b);
                    self.line(&format!("{v} = llvm.mlir.constant({sv} : i{b}) : i{b}"));
                }
            }
        }
        v
    }
    /// A value of `t` built from constants numbered from `k`.
    fn value(&mut self, t: &Ty, k: usize) -> String {
        match t {
            St(f) => {
                let ty = struct_ty(f);
                let mut cur = self.val();
                self.line(&format!("{cur} = llvm.mlir.undef : {ty}"));
                for (i, ft) in f.iter().enumerate() {
                    let x = self.scalar_const(ft, k + i);
                    let n = self.val();
                    self.line(&format!("{n} = llvm.insertvalue {x}, {cur}[{i}] : {ty}"));
                    cur = n;
                }
                cur
            }
            ByVal(f) => {
                let s = self.value(&St(f.clone()), k);
                let one = self.val();
                self.line(&format!("{one} = llvm.mlir.constant(1 : i64) : i64"));
                let p = self.val();
                let ty = struct_ty(f);
                self.line(&format!(
                    "{p} = llvm.alloca {one} x {ty} : (i64) -> !llvm.ptr"
                ));
                self.line(&format!("llvm.store {s}, {p} : {ty}, !llvm.ptr"));
                p
            }
            s => self.scalar_const(s, k),
        }
    }
    /// Records the leaves of `v: t` into `buf` from slot `slot`.
    fn record(&mut self, buf: &str, v: &str, t: &Ty, slot: &mut usize) {
        let (val, leaves_of): (String, Vec<Ty>) = match t {
            ByVal(f) => {
                let l = self.val();
                self.line(&format!(
                    "{l} = llvm.load {v} : !llvm.ptr -> {}",
                    struct_ty(f)
                ));
                (l, f.clone())
            }
            St(f) => (v.to_string(), f.clone()),
            s => {
                self.store_leaf(buf, v, s, *slot);
                *slot += 1;
                return;
            }
        };
        let sty = struct_ty(&leaves_of);
        for (i, lt) in leaves_of.iter().enumerate() {
            let x = self.val();
            self.line(&format!("{x} = llvm.extractvalue {val}[{i}] : {sty}"));
            self.store_leaf(buf, &x, lt, *slot);
            *slot += 1;
        }
    }
    fn store_leaf(&mut self, buf: &str, v: &str, t: &Ty, slot: usize) {
        let a = self.val();
        self.line(&format!("{a} = llvm.mlir.addressof @{buf} : !llvm.ptr"));
        let p = self.val();
        self.line(&format!(
            "{p} = llvm.getelementptr {a}[{}] : (!llvm.ptr) -> !llvm.ptr, i8",
            slot * 8
        ));
        let (v, ty) = match t {
            Z(b) | S(b) => {
                let e = self.val();
                let op = if matches!(t, Z(_)) { "zext" } else { "sext" };
                self.line(&format!("{e} = llvm.{op} {v} : i{b} to i64"));
                (e, "i64".to_string())
            }
            _ => (v.to_string(), mlir_ty(t)),
        };
        self.line(&format!("llvm.store {v}, {p} : {ty}, !llvm.ptr"));
    }
}

fn signature_text(i: usize, s: &Sig, names: bool) -> String {
    let args: Vec<String> = s
        .args
        .iter()
        .enumerate()
        .map(|(j, t)| {
            if names {
                format!("%a{j}: {}{}", mlir_ty(t), mlir_attr(t))
            } else {
                format!("{}{}", mlir_ty(t), mlir_attr(t))
            }
        })
        .collect();
    let ret = match &s.ret {
        Some(t) => format!(" -> ({}{})", mlir_ty(t), mlir_attr(t)),
        None => String::new(),
    };
    format!("@callee_{i}({}){ret}", args.join(", "))
}

fn buf_size(ts: &[Ty]) -> usize {
    (ts.iter().map(|t| leaves(t).len()).sum::<usize>() * 8).max(8)
}

fn mlir_callees(sigs: &[(usize, &Sig)]) -> String {
    let mut m = Mlir {
        text: "module {\n".into(),
        n: 0,
    };
    for &(i, s) in sigs {
        let _ = writeln!(
            m.text,
            "  llvm.mlir.global external @rec_{i}() {{addr_space = 0 : i32}} : !llvm.array<{} x i8>",
            buf_size(&s.args)
        );
        let _ = writeln!(m.text, "  llvm.func {} {{", signature_text(i, s, true));
        let mut slot = 0;
        for (j, t) in s.args.iter().enumerate() {
            m.record(&format!("rec_{i}"), &format!("%a{j}"), t, &mut slot);
        }
        match &s.ret {
            Some(t) => {
                let v = m.value(t, RET_BASE);
                m.line(&format!("llvm.return {v} : {}", mlir_ty(t)));
            }
            None => m.line("llvm.return"),
        }
        m.text.push_str("  }\n");
    }
    m.text.push_str("}\n");
    m.text
}

fn mlir_callers(sigs: &[(usize, &Sig)]) -> String {
    let mut m = Mlir {
        text: "module {\n".into(),
        n: 0,
    };
    for &(i, s) in sigs {
        let rets: Vec<Ty> = s.ret.iter().cloned().collect();
        let _ = writeln!(
            m.text,
            "  llvm.mlir.global external @got_{i}() {{addr_space = 0 : i32}} : !llvm.array<{} x i8>",
            buf_size(&rets)
        );
        let _ = writeln!(m.text, "  llvm.func {}", signature_text(i, s, false));
        let _ = writeln!(m.text, "  llvm.func @caller_{i}() {{");
        let mut k = 0;
        let mut vals = Vec::new();
        for t in &s.args {
            vals.push(m.value(t, k));
            k += leaves(t).len();
        }
        let tys: Vec<String> = s.args.iter().map(mlir_ty).collect();
        match &s.ret {
            Some(t) => {
                let r = m.val();
                m.line(&format!(
                    "{r} = llvm.call @callee_{i}({}) : ({}) -> {}",
                    vals.join(", "),
                    tys.join(", "),
                    mlir_ty(t)
                ));
                let mut slot = 0;
                m.record(&format!("got_{i}"), &r, t, &mut slot);
            }
            None => m.line(&format!(
                "llvm.call @callee_{i}({}) : ({}) -> ()",
                vals.join(", "),
                tys.join(", ")
            )),
        }
        m.line("llvm.return");
        m.text.push_str("  }\n");
    }
    m.text.push_str("}\n");
    m.text
}

// ---- C ----------------------------------------------------------------------------------

fn c_ty(t: &Ty) -> String {
    match t {
        I(1) | Z(1) => "_Bool".into(),
        I(b) | Z(b) => format!("uint{b}_t"),
        S(b) => format!("int{b}_t"),
        P => "void *".into(),
        F => "float".into(),
        D => "double".into(),
        St(f) | ByVal(f) => {
            let fs: Vec<String> = f
                .iter()
                .enumerate()
                .map(|(i, t)| format!("{} f{i};", c_ty(t)))
                .collect();
            format!("struct {{ {} }}", fs.join(" "))
        }
    }
}

fn c_const(t: &Ty, k: usize) -> String {
    match t {
        F => format!("{:?}f", float_value(k) as f32),
        D => format!("{:?}", float_value(k)),
        P => format!("(void *){:#x}ull", int_value(k, 64)),
        S(b) => {
            let raw = int_value(k, *b);
            format!("(int{b}_t){:#x}ull", raw)
        }
        I(1) | Z(1) => "1".into(),
        I(b) | Z(b) => format!("(uint{b}_t){:#x}ull", int_value(k, *b)),
        St(f) | ByVal(f) => {
            let fs: Vec<String> = f
                .iter()
                .enumerate()
                .map(|(i, t)| c_const(t, k + i))
                .collect();
            format!("{{ {} }}", fs.join(", "))
        }
    }
}

fn c_record(out: &mut String, buf: &str, v: &str, t: &Ty, slot: &mut usize) {
    match t {
        St(f) | ByVal(f) => {
            for (i, lt) in f.iter().enumerate() {
                c_record(out, buf, &format!("{v}.f{i}"), lt, slot);
            }
        }
        Z(_) => {
            let _ = writeln!(
                out,
                "  {{ uint64_t t = {v}; memcpy({buf} + {}, &t, 8); }}",
                *slot * 8
            );
            *slot += 1;
        }
        S(_) => {
            let _ = writeln!(
                out,
                "  {{ int64_t t = {v}; memcpy({buf} + {}, &t, 8); }}",
                *slot * 8
            );
            *slot += 1;
        }
        _ => {
            let n = record(t, 0).len();
            let _ = writeln!(
                out,
                "  {{ {} t = {v}; memcpy({buf} + {}, &t, {n}); }}",
                c_ty(t),
                *slot * 8
            );
            *slot += 1;
        }
    }
}

/// Named struct types for signature `i` (C needs one declaration per struct type).
fn c_decls(i: usize, s: &Sig) -> (String, Vec<String>, String) {
    let mut decls = String::new();
    let name = |t: &Ty, what: String, decls: &mut String| -> String {
        if is_scalar(t) {
            c_ty(t)
        } else {
            let n = format!("struct s{i}_{what}");
            let _ = writeln!(decls, "{n} {};", &c_ty(t)["struct ".len()..]);
            n
        }
    };
    let args: Vec<String> = s
        .args
        .iter()
        .enumerate()
        .map(|(j, t)| name(t, format!("a{j}"), &mut decls))
        .collect();
    let ret = match &s.ret {
        Some(t) => name(t, "r".into(), &mut decls),
        None => "void".into(),
    };
    (decls, args, ret)
}

const C_HEAD: &str = "#include <stdint.h>\n#include <string.h>\n";

fn c_callees(sigs: &[(usize, &Sig)]) -> String {
    let mut out = C_HEAD.to_string();
    for &(i, s) in sigs {
        let (decls, args, ret) = c_decls(i, s);
        out.push_str(&decls);
        let _ = writeln!(out, "extern unsigned char rec_{i}[];");
        let ps: Vec<String> = args
            .iter()
            .enumerate()
            .map(|(j, t)| format!("{t} a{j}"))
            .collect();
        let _ = writeln!(out, "{ret} callee_{i}({}) {{", ps.join(", "));
        // The caller must have aligned the stack to 16 bytes at the call.
        out.push_str("  if ((unsigned long)__builtin_frame_address(0) % 16) __builtin_trap();\n");
        let mut slot = 0;
        for (j, t) in s.args.iter().enumerate() {
            c_record(
                &mut out,
                &format!("rec_{i}"),
                &format!("a{j}"),
                t,
                &mut slot,
            );
        }
        if let Some(t) = &s.ret {
            let _ = writeln!(out, "  {ret} r = {};\n  return r;", c_const(t, RET_BASE));
        }
        out.push_str("}\n");
    }
    out
}

fn c_callers(sigs: &[(usize, &Sig)]) -> String {
    let mut out = C_HEAD.to_string();
    for &(i, s) in sigs {
        let (decls, args, ret) = c_decls(i, s);
        out.push_str(&decls);
        let _ = writeln!(out, "extern unsigned char got_{i}[];");
        let _ = writeln!(out, "{ret} callee_{i}({});", args.join(", "));
        let _ = writeln!(out, "void caller_{i}(void) {{");
        let mut k = 0;
        let mut vals = Vec::new();
        for (j, t) in s.args.iter().enumerate() {
            let _ = writeln!(out, "  {} x{j} = {};", args[j], c_const(t, k));
            vals.push(format!("x{j}"));
            k += leaves(t).len();
        }
        match &s.ret {
            Some(t) => {
                let _ = writeln!(out, "  {ret} r = callee_{i}({});", vals.join(", "));
                let mut slot = 0;
                c_record(&mut out, &format!("got_{i}"), "r", t, &mut slot);
            }
            None => {
                let _ = writeln!(out, "  callee_{i}({});", vals.join(", "));
            }
        }
        out.push_str("}\n");
    }
    out
}

fn c_main(sigs: &[(usize, &Sig)]) -> String {
    let mut out = String::from("#include <stdio.h>\n#include <string.h>\n");
    let bytes = |b: &[u8]| {
        let v: Vec<String> = b.iter().map(|x| x.to_string()).collect();
        v.join(",")
    };
    out.push_str(
        "static int check(int i, const char *what, const unsigned char *got, const unsigned char *want, int n) {\n\
         \x20 if (!memcmp(got, want, n)) return 0;\n\
         \x20 printf(\"signature %d: %s differs\\n  got \", i, what);\n\
         \x20 for (int k = 0; k < n; k++) printf(\"%02x%s\", got[k], k % 8 == 7 ? \" \" : \"\");\n\
         \x20 printf(\"\\n want \");\n\
         \x20 for (int k = 0; k < n; k++) printf(\"%02x%s\", want[k], k % 8 == 7 ? \" \" : \"\");\n\
         \x20 printf(\"\\n\");\n  return 1;\n}\n",
    );
    for &(i, s) in sigs {
        let rets: Vec<Ty> = s.ret.iter().cloned().collect();
        let _ = writeln!(
            out,
            "unsigned char rec_{i}[{}], got_{i}[{}];\nvoid caller_{i}(void);",
            buf_size(&s.args),
            buf_size(&rets)
        );
    }
    out.push_str("int main(void) {\n  int bad = 0;\n");
    for &(i, s) in sigs {
        let rets: Vec<Ty> = s.ret.iter().cloned().collect();
        let mut want_rec = expected(&s.args, 0);
        want_rec.resize(buf_size(&s.args), 0);
        let mut want_got = expected(&rets, RET_BASE);
        want_got.resize(buf_size(&rets), 0);
        let _ = writeln!(
            out,
            "  {{ static const unsigned char wr[] = {{{}}}, wg[] = {{{}}};\n    caller_{i}();\n    bad += check({i}, \"arguments\", rec_{i}, wr, sizeof wr);\n    bad += check({i}, \"result\", got_{i}, wg, sizeof wg); }}",
            bytes(&want_rec),
            bytes(&want_got)
        );
    }
    out.push_str("  printf(\"%d failures\\n\", bad);\n  return bad != 0;\n}\n");
    out
}

// ---- driver -----------------------------------------------------------------------------

#[derive(Copy, Clone, PartialEq, Debug)]
enum Compiler {
    Rmlir,
    Llc,
    Gcc,
}

fn have_llc() -> bool {
    ["mlir-translate-19", "llc-19"].iter().all(|t| {
        Command::new(t)
            .arg("--version")
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false)
    })
}

fn run(cmd: &mut Command, what: &str) {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        out.status.success(),
        "{what} failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Compiles `mlir` (or `c` for gcc) to an object.
fn compile(dir: &Path, stem: &str, comp: Compiler, mlir: &str, c: &str) -> PathBuf {
    let obj = dir.join(format!("{stem}.o"));
    match comp {
        Compiler::Rmlir => {
            let src = dir.join(format!("{stem}.mlir"));
            std::fs::write(&src, mlir).unwrap();
            run(
                Command::new(env!("CARGO_BIN_EXE_rmlir-translate"))
                    .arg("--mlir-to-obj")
                    .arg(&src)
                    .arg("-o")
                    .arg(&obj),
                &format!("rmlir-translate {}", src.display()),
            );
        }
        Compiler::Llc => {
            let src = dir.join(format!("{stem}.mlir"));
            let ll = dir.join(format!("{stem}.ll"));
            std::fs::write(&src, mlir).unwrap();
            run(
                Command::new("mlir-translate-19")
                    .arg("--mlir-to-llvmir")
                    .arg(&src)
                    .arg("-o")
                    .arg(&ll),
                "mlir-translate-19",
            );
            run(
                Command::new("llc-19")
                    .args(["-O2", "-filetype=obj", "-relocation-model=pic"])
                    .arg(&ll)
                    .arg("-o")
                    .arg(&obj),
                "llc-19",
            );
        }
        Compiler::Gcc => {
            let src = dir.join(format!("{stem}.c"));
            std::fs::write(&src, c).unwrap();
            run(
                Command::new("gcc")
                    .args(["-O1", "-c", "-fPIC"])
                    .arg(&src)
                    .arg("-o")
                    .arg(&obj),
                "gcc",
            );
        }
    }
    obj
}

/// Builds callee (by `callee`) and caller (by `caller`) objects for `sigs`, links them with
/// the checking main and runs it.
fn pair(callee: Compiler, caller: Compiler, sigs: &[(usize, &Sig)]) {
    let name = format!("{callee:?}-{caller:?}").to_lowercase();
    let dir = std::env::temp_dir().join(format!("rmlir-abi-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ce = compile(
        &dir,
        "callee",
        callee,
        &mlir_callees(sigs),
        &c_callees(sigs),
    );
    let cr = compile(
        &dir,
        "caller",
        caller,
        &mlir_callers(sigs),
        &c_callers(sigs),
    );
    let main = dir.join("main.c");
    std::fs::write(&main, c_main(sigs)).unwrap();
    let exe = dir.join("prog");
    run(
        Command::new("cc")
            .arg(&main)
            .arg(&ce)
            .arg(&cr)
            .arg("-o")
            .arg(&exe),
        "cc",
    );
    let out = Command::new(&exe).output().expect("running the matrix");
    let stdout = String::from_utf8_lossy(&out.stdout);
    println!(
        "callee {callee:?}, caller {caller:?}: {} signatures: {}",
        sigs.len(),
        stdout.trim()
    );
    assert!(
        out.status.success(),
        "callee by {callee:?}, caller by {caller:?} (files in {}):\n{stdout}",
        dir.display()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn abi_matrix_rmlir_rmlir() {
    let sigs = signatures();
    let all: Vec<(usize, &Sig)> = sigs.iter().enumerate().collect();
    pair(Compiler::Rmlir, Compiler::Rmlir, &all);
}

#[test]
fn abi_matrix_gcc() {
    let sigs = signatures();
    let c: Vec<(usize, &Sig)> = sigs.iter().enumerate().filter(|(_, s)| s.c).collect();
    pair(Compiler::Rmlir, Compiler::Gcc, &c);
    pair(Compiler::Gcc, Compiler::Rmlir, &c);
}

#[test]
fn abi_matrix_llc() {
    if !have_llc() {
        println!("skipped: mlir-translate-19 / llc-19 not installed");
        return;
    }
    let sigs = signatures();
    let all: Vec<(usize, &Sig)> = sigs.iter().enumerate().collect();
    // The generator itself, checked on LLVM alone.
    pair(Compiler::Llc, Compiler::Llc, &all);
    pair(Compiler::Rmlir, Compiler::Llc, &all);
    pair(Compiler::Llc, Compiler::Rmlir, &all);
}

// ---- variadic functions -----------------------------------------------------------------

/// A variadic definition reading `n` pairs (i64, f64) from its `va_list` (MLIR 19 has no
/// `llvm.va_arg`: the reads are written out as clang does, over the SysV `va_list` fields
/// that `llvm.intr.vastart` sets: gp_offset, fp_offset, overflow_arg_area, reg_save_area),
/// the first i64 again through a `llvm.intr.vacopy`, and a variadic call to C's version.
const VARARGS_MLIR: &str = r#"module {
  llvm.func @sum_va(%n: i32, ...) -> f64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %ap = llvm.alloca %one x !llvm.array<24 x i8> {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %ap2 = llvm.alloca %one x !llvm.array<24 x i8> {alignment = 8 : i64} : (i64) -> !llvm.ptr
    llvm.intr.vastart %ap : !llvm.ptr
    llvm.intr.vacopy %ap to %ap2 : !llvm.ptr, !llvm.ptr
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %z = llvm.mlir.constant(0.0 : f64) : f64
    %three = llvm.mlir.constant(3.0 : f64) : f64
    %two = llvm.mlir.constant(2.0 : f64) : f64
    %half = llvm.mlir.constant(0.5 : f64) : f64
    llvm.br ^loop(%c0, %z : i32, f64)
  ^loop(%i: i32, %acc: f64):
    %done = llvm.icmp "sge" %i, %n : i32
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %x = llvm.call @next_i64(%ap) : (!llvm.ptr) -> i64
    %d = llvm.call @next_f64(%ap) : (!llvm.ptr) -> f64
    %xf = llvm.sitofp %x : i64 to f64
    %t0 = llvm.fmul %acc, %three : f64
    %t1 = llvm.fadd %t0, %xf : f64
    %t2 = llvm.fmul %t1, %two : f64
    %t3 = llvm.fadd %t2, %d : f64
    %i1 = llvm.add %i, %c1 : i32
    llvm.br ^loop(%i1, %t3 : i32, f64)
  ^exit:
    llvm.intr.vaend %ap : !llvm.ptr
    %first = llvm.call @next_i64(%ap2) : (!llvm.ptr) -> i64
    llvm.intr.vaend %ap2 : !llvm.ptr
    %ff = llvm.sitofp %first : i64 to f64
    %h = llvm.fmul %ff, %half : f64
    %r = llvm.fadd %acc, %h : f64
    llvm.return %r : f64
  }
  llvm.func @next_i64(%ap: !llvm.ptr) -> i64 {
    %gpo = llvm.load %ap : !llvm.ptr -> i32
    %c48 = llvm.mlir.constant(48 : i32) : i32
    %inreg = llvm.icmp "ult" %gpo, %c48 : i32
    llvm.cond_br %inreg, ^reg, ^mem
  ^reg:
    %sp = llvm.getelementptr %ap[16] : (!llvm.ptr) -> !llvm.ptr, i8
    %save = llvm.load %sp : !llvm.ptr -> !llvm.ptr
    %o = llvm.zext %gpo : i32 to i64
    %p = llvm.getelementptr %save[%o] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %v = llvm.load %p : !llvm.ptr -> i64
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %n = llvm.add %gpo, %c8 : i32
    llvm.store %n, %ap : i32, !llvm.ptr
    llvm.return %v : i64
  ^mem:
    %op = llvm.getelementptr %ap[8] : (!llvm.ptr) -> !llvm.ptr, i8
    %ovf = llvm.load %op : !llvm.ptr -> !llvm.ptr
    %v2 = llvm.load %ovf : !llvm.ptr -> i64
    %nx = llvm.getelementptr %ovf[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %nx, %op : !llvm.ptr, !llvm.ptr
    llvm.return %v2 : i64
  }
  llvm.func @next_f64(%ap: !llvm.ptr) -> f64 {
    %fpp = llvm.getelementptr %ap[4] : (!llvm.ptr) -> !llvm.ptr, i8
    %fpo = llvm.load %fpp : !llvm.ptr -> i32
    %c176 = llvm.mlir.constant(176 : i32) : i32
    %inreg = llvm.icmp "ult" %fpo, %c176 : i32
    llvm.cond_br %inreg, ^reg, ^mem
  ^reg:
    %sp = llvm.getelementptr %ap[16] : (!llvm.ptr) -> !llvm.ptr, i8
    %save = llvm.load %sp : !llvm.ptr -> !llvm.ptr
    %o = llvm.zext %fpo : i32 to i64
    %p = llvm.getelementptr %save[%o] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %v = llvm.load %p : !llvm.ptr -> f64
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %n = llvm.add %fpo, %c16 : i32
    llvm.store %n, %fpp : i32, !llvm.ptr
    llvm.return %v : f64
  ^mem:
    %op = llvm.getelementptr %ap[8] : (!llvm.ptr) -> !llvm.ptr, i8
    %ovf = llvm.load %op : !llvm.ptr -> !llvm.ptr
    %v2 = llvm.load %ovf : !llvm.ptr -> f64
    %nx = llvm.getelementptr %ovf[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %nx, %op : !llvm.ptr, !llvm.ptr
    llvm.return %v2 : f64
  }
  llvm.func @sum_c(i32, ...) -> f64
  llvm.func @call_sum_c() -> f64 {
    %n = llvm.mlir.constant(7 : i32) : i32
    %x1 = llvm.mlir.constant(-3 : i64) : i64
    %x2 = llvm.mlir.constant(11 : i64) : i64
    %d1 = llvm.mlir.constant(1.25 : f64) : f64
    %d2 = llvm.mlir.constant(-7.5 : f64) : f64
    %r = llvm.call @sum_c(%n, %x1, %d1, %x2, %d2, %x1, %d2, %x2, %d1, %x1, %d1, %x2, %d2, %x1, %d1) vararg(!llvm.func<f64 (i32, ...)>) : (i32, i64, f64, i64, f64, i64, f64, i64, f64, i64, f64, i64, f64, i64, f64) -> f64
    llvm.return %r : f64
  }
}
"#;

const VARARGS_C: &str = r#"#include <stdarg.h>
#include <stdio.h>
double sum_va(int n, ...);
double call_sum_c(void);
double sum_c(int n, ...) {
  va_list ap, ap2;
  va_start(ap, n);
  va_copy(ap2, ap);
  double acc = 0;
  for (int i = 0; i < n; i++) {
    long x = va_arg(ap, long);
    double d = va_arg(ap, double);
    acc = (acc * 3.0 + (double)x) * 2.0 + d;
  }
  va_end(ap);
  double r = acc + (double)va_arg(ap2, long) * 0.5;
  va_end(ap2);
  return r;
}
#define ARGS 7, -3L, 1.25, 11L, -7.5, -3L, -7.5, 11L, 1.25, -3L, 1.25, 11L, -7.5, -3L, 1.25
int main(void) {
  double want = sum_c(ARGS);
  double got = sum_va(ARGS), got2 = sum_va(0, 5L), got3 = call_sum_c();
  int bad = got != want || got2 != 2.5 || got3 != want;
  printf("sum_va %.17g sum_va(0) %.17g call_sum_c %.17g want %.17g: %s\n", got, got2, got3, want,
         bad ? "FAIL" : "ok");
  return bad;
}
"#;

fn varargs(comp: Compiler) {
    let dir =
        std::env::temp_dir().join(format!("rmlir-abi-{}-varargs-{comp:?}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let obj = compile(&dir, "va", comp, VARARGS_MLIR, "");
    let main = dir.join("main.c");
    std::fs::write(&main, VARARGS_C).unwrap();
    let exe = dir.join("prog");
    run(
        Command::new("cc").arg(&main).arg(&obj).arg("-o").arg(&exe),
        "cc",
    );
    let out = Command::new(&exe)
        .output()
        .expect("running the varargs test");
    let stdout = String::from_utf8_lossy(&out.stdout);
    println!("varargs ({comp:?}): {}", stdout.trim());
    assert!(out.status.success(), "{comp:?} varargs: {stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn varargs_definition_and_call() {
    varargs(Compiler::Rmlir);
    if have_llc() {
        varargs(Compiler::Llc);
    } else {
        println!("skipped the llc-19 half: mlir-translate-19 / llc-19 not installed");
    }
}
