//! Floating-point operations beyond the core arithmetic of `mod.rs`: math intrinsics, libm calls, half precision.
//!
//! The baseline is SSE2 (`-mcpu=x86-64`), as llc's default: without SSE4.1's `roundss` the
//! rounding intrinsics are libm calls, and without FMA `llvm.intr.fma` is a call to `fma`
//! while `llvm.intr.fmuladd` is a multiply and an add. `minnum`/`maxnum`/`minimum`/`maximum`
//! are expanded around `minsd`/`maxsd` the way LLVM's x86 lowering does, so results (signed
//! zeros included) match llc's.

use super::{err, Lower};
use crate::layout::Scalar;
use crate::legalize;
use crate::module::SymKind;
use crate::vcode::Reg;
use crate::x86_64::abi::{self, ArgLoc};
use crate::x86_64::inst::*;
use crate::x86_64::regs;
use crate::Error;
use rmlir_ir::body::{BlockId, OpId, ValueId};
use rmlir_ir::Type;

impl Lower<'_, '_> {
    /// Lowers `op` if it belongs to this family; `false` if not.
    pub(super) fn lower_float_op(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        let body = self.body;
        let opnd = |i: usize| body.operand(op, i);
        let res = |i: usize| body.result(op, i);
        if legalize::unary_libm(name, Scalar::F64).is_some() {
            let s = self.float_scalar(self.vtype(res(0)), name)?;
            let f = legalize::unary_libm(name, s).unwrap_or_default();
            let r = self.libcall(&f, &[opnd(0)], &[s])?;
            self.values.insert(res(0), r);
            return Ok(true);
        }
        match name {
            "llvm.intr.pow" | "llvm.intr.fma" | "llvm.intr.atan2" => {
                let s = self.float_scalar(self.vtype(res(0)), name)?;
                let f = legalize::libm_name(name, s);
                let args: Vec<_> = body.operands(op).collect();
                let r = self.libcall(&f, &args, &[s])?;
                self.values.insert(res(0), r);
            }
            "llvm.intr.powi" => {
                let s = self.float_scalar(self.vtype(res(0)), name)?;
                let f = legalize::powi(s);
                if self.scalar(self.vtype(opnd(1)))? != Scalar::Int(32) {
                    return Err(err(
                        self.cur_loc,
                        "unsupported: llvm.intr.powi with a non-i32 exponent",
                    ));
                }
                let r = self.libcall(f, &[opnd(0), opnd(1)], &[s])?;
                self.values.insert(res(0), r);
            }
            "llvm.intr.lrint" | "llvm.intr.llrint" | "llvm.intr.lround" | "llvm.intr.llround" => {
                // The long results of libm; a narrower result is the low bits.
                let s = self.float_scalar(self.vtype(opnd(0)), name)?;
                if !matches!(self.scalar(self.vtype(res(0)))?, Scalar::Int(b) if b <= 64) {
                    return Err(err(self.cur_loc, format!("unsupported: '{name}' result")));
                }
                let f = legalize::libm_name(name, s);
                let r = self.libcall(&f, &[opnd(0)], &[Scalar::Int(64)])?;
                self.values.insert(res(0), r);
            }
            "llvm.intr.fmuladd" => {
                let s = self.float_scalar(self.vtype(res(0)), name)?;
                let double = s == Scalar::F64;
                let (a, b, c) = (
                    self.get1(opnd(0))?,
                    self.get1(opnd(1))?,
                    self.get1(opnd(2))?,
                );
                let m = self.xmm();
                self.push(Inst::Xmm {
                    op: XmmOp::Mul,
                    double,
                    src1: a,
                    src2: b,
                    dst: m,
                });
                let dst = self.xmm();
                self.push(Inst::Xmm {
                    op: XmmOp::Add,
                    double,
                    src1: m,
                    src2: c,
                    dst,
                });
                self.values.insert(res(0), vec![dst]);
            }
            "llvm.intr.copysign" => {
                let s = self.float_scalar(self.vtype(res(0)), name)?;
                let double = s == Scalar::F64;
                let sign = if double { 1u64 << 63 } else { 1 << 31 };
                let (a, b) = (self.get1(opnd(0))?, self.get1(opnd(1))?);
                let mag_mask = self.mask_const(!sign & lane_mask(double), double);
                let mag = self.xmm_op(XmmOp::And, double, a, mag_mask);
                let sign_mask = self.mask_const(sign, double);
                let sgn = self.xmm_op(XmmOp::And, double, b, sign_mask);
                let dst = self.xmm_op(XmmOp::Or, double, mag, sgn);
                self.values.insert(res(0), vec![dst]);
            }
            "llvm.intr.minnum" | "llvm.intr.maxnum" | "llvm.intr.minimum" | "llvm.intr.maximum" => {
                let s = self.float_scalar(self.vtype(res(0)), name)?;
                let (a, b) = (self.get1(opnd(0))?, self.get1(opnd(1))?);
                let dst = self.minmax_regs(name, s == Scalar::F64, a, b);
                self.values.insert(res(0), vec![dst]);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `name` (minnum, maxnum, minimum or maximum) of `a` and `b`.
    pub(super) fn minmax_regs(&mut self, name: &str, double: bool, a: Reg, b: Reg) -> Reg {
        if name == "llvm.intr.minnum" || name == "llvm.intr.maxnum" {
            // As x86's lowering: isnan(a) ? b : (b OP a), with minsd/maxsd returning
            // their second operand when unordered or equal.
            let xop = if name == "llvm.intr.maxnum" {
                XmmOp::Max
            } else {
                XmmOp::Min
            };
            let mm = self.xmm_op(xop, double, b, a);
            return self.xmm_select(double, b, mm, |l| {
                l.push(Inst::Ucomi {
                    double,
                    lhs: a,
                    rhs: a,
                });
                Cc::P
            });
        }
        // NaN if either is NaN; -0 < +0. Equal operands combine their bits (and for
        // maximum, or for minimum) which picks the right zero and is the identity otherwise.
        let max = name == "llvm.intr.maximum";
        let mm = self.xmm_op(if max { XmmOp::Max } else { XmmOp::Min }, double, a, b);
        let both = self.xmm_op(if max { XmmOp::And } else { XmmOp::Or }, double, a, b);
        let eq = self.xmm_select(double, both, mm, |l| {
            l.push(Inst::Ucomi {
                double,
                lhs: a,
                rhs: b,
            });
            Cc::E
        });
        // Unordered (which also sets ZF): a + b is the quieted NaN.
        let nan = self.xmm_op(XmmOp::Add, double, a, b);
        self.xmm_select(double, nan, eq, |l| {
            l.push(Inst::Ucomi {
                double,
                lhs: a,
                rhs: b,
            });
            Cc::P
        })
    }

    /// The float scalar of `t` (the operand type of the float op `name`).
    pub(super) fn float_scalar(&self, t: rmlir_ir::Type, name: &str) -> Result<Scalar, Error> {
        match self.layout.scalar(t) {
            Ok(s) if s.is_float() => Ok(s),
            _ => Err(err(
                self.cur_loc,
                format!(
                    "unsupported: '{name}' on type '{}'",
                    rmlir_ir::printer::type_to_string(self.ctx(), t)
                ),
            )),
        }
    }

    fn xmm_op(&mut self, op: XmmOp, double: bool, src1: Reg, src2: Reg) -> Reg {
        let dst = self.xmm();
        self.push(Inst::Xmm {
            op,
            double,
            src1,
            src2,
            dst,
        });
        dst
    }

    /// A register holding `bits` in every lane (the packed bitwise forms read 16 bytes).
    pub(super) fn mask_const(&mut self, bits: u64, double: bool) -> Reg {
        let mut bytes = if double {
            bits.to_le_bytes().to_vec()
        } else {
            (bits as u32).to_le_bytes().repeat(2)
        };
        bytes.extend_from_within(..);
        let idx = self.constant(bytes, 16);
        let r = self.xmm();
        self.push(Inst::XmmLoad {
            double: true,
            addr: Amode::Const { idx },
            dst: r,
        });
        r
    }

    /// `cc ? t : f` over float registers, where `flags` sets the flags and returns `cc`
    /// (the values go through general registers; nothing clobbers the flags in between).
    fn xmm_select(
        &mut self,
        double: bool,
        t: Reg,
        f: Reg,
        flags: impl FnOnce(&mut Self) -> Cc,
    ) -> Reg {
        let size = if double { Size::Q } else { Size::L };
        let (gt, gf, sel) = (self.gpr(), self.gpr(), self.gpr());
        self.push(Inst::XmmToGpr {
            size,
            src: t,
            dst: gt,
        });
        self.push(Inst::XmmToGpr {
            size,
            src: f,
            dst: gf,
        });
        let cc = flags(self);
        self.push(Inst::Cmov {
            cc,
            size,
            src: gt,
            alt: gf,
            dst: sel,
        });
        let dst = self.xmm();
        self.push(Inst::GprToXmm {
            size,
            src: sel,
            dst,
        });
        dst
    }
}

fn lane_mask(double: bool) -> u64 {
    if double {
        u64::MAX
    } else {
        u32::MAX as u64
    }
}

/// Whether `s` is a 16-bit float (held as its bit pattern in a general register).
fn is_half(s: Scalar) -> bool {
    matches!(s, Scalar::F16 | Scalar::BF16)
}

impl Lower<'_, '_> {
    fn half_of(&self, v: ValueId) -> Option<Scalar> {
        self.layout
            .scalar_opt(self.vtype(v))
            .filter(|s| is_half(*s))
    }

    /// f16 and bf16 operations: sign operations on the bit pattern, conversions through the
    /// compiler-rt/libgcc helpers (`__extendhfsf2`, `__truncsfhf2`, `__truncdfhf2`,
    /// `__truncsfbf2`, `__truncdfbf2`; a bf16 extends by a shift), everything else computed
    /// in f32 on the promoted operands and truncated back, as llc does without AVX512-FP16.
    pub(super) fn lower_half_op(
        &mut self,
        op: OpId,
        name: &str,
        blk: BlockId,
        ret_ty: Type,
    ) -> Result<bool, Error> {
        if self.layout.promote_mode.get() {
            return Ok(false);
        }
        let body = self.body;
        let operands: Vec<ValueId> = body.operands(op).collect();
        let results: Vec<ValueId> = body.results(op).to_vec();
        let any = operands
            .iter()
            .chain(&results)
            .any(|v| self.half_of(*v).is_some());
        if !any {
            return Ok(false);
        }
        match name {
            "llvm.load"
            | "llvm.store"
            | "llvm.select"
            | "llvm.bitcast"
            | "llvm.freeze"
            | "llvm.extractvalue"
            | "llvm.insertvalue"
            | "llvm.br"
            | "llvm.cond_br"
            | "llvm.switch"
            | "llvm.extractelement"
            | "llvm.insertelement"
            | "llvm.shufflevector"
            // Calls and returns pass half floats in SSE registers (call.rs).
            | "llvm.call"
            | "llvm.return" => Ok(false),
            "llvm.invoke" => Err(err(self.cur_loc, format!("unsupported: '{name}'"))),
            "llvm.fneg" | "llvm.intr.fabs" => {
                let a = self.get1(operands[0])?;
                let dst = self.gpr();
                let (aop, imm) = if name == "llvm.fneg" {
                    (AluOp::Xor, 0x8000)
                } else {
                    (AluOp::And, 0x7fff)
                };
                self.push(Inst::Alu {
                    op: aop,
                    size: Size::L,
                    src1: a,
                    src2: Rmi::Imm(imm),
                    dst,
                });
                self.values.insert(results[0], vec![dst]);
                Ok(true)
            }
            "llvm.fpext" => {
                let s = self.half_of(operands[0]).unwrap_or(Scalar::F16);
                let a = self.get1(operands[0])?;
                let mut r = self.half_to_f32(s, a);
                if self.scalar(self.vtype(results[0]))? == Scalar::F64 {
                    r = self.xmm_op(XmmOp::Cvt, false, r, r);
                }
                self.values.insert(results[0], vec![r]);
                Ok(true)
            }
            "llvm.fptrunc" => {
                let to = self
                    .half_of(results[0])
                    .ok_or_else(|| err(self.cur_loc, "fptrunc from a 16-bit float"))?;
                let from = self.scalar(self.vtype(operands[0]))?;
                let a = self.get1(operands[0])?;
                let f = legalize::truncate_to_half(from, to);
                let r = self.call_regs(f, &[(a, from)], Scalar::F32);
                let dst = self.gpr();
                self.push(Inst::XmmToGpr {
                    size: Size::L,
                    src: r,
                    dst,
                });
                self.values.insert(results[0], vec![dst]);
                Ok(true)
            }
            _ => {
                // Promote the 16-bit operands, lower in f32, truncate 16-bit results.
                let mut saved = Vec::new();
                for &v in &operands {
                    if let Some(s) = self.half_of(v) {
                        if saved.iter().any(|(x, _)| *x == v) {
                            continue;
                        }
                        let a = self.get1(v)?;
                        let r = self.half_to_f32(s, a);
                        saved.push((v, self.values.insert(v, vec![r])));
                    }
                }
                let half_res: Vec<Option<Scalar>> =
                    results.iter().map(|r| self.half_of(*r)).collect();
                self.layout.promote_mode.set(true);
                let status = self.lower_op(op, blk, ret_ty);
                self.layout.promote_mode.set(false);
                for (v, old) in saved {
                    match old {
                        Some(r) => self.values.insert(v, r),
                        None => self.values.remove(&v),
                    };
                }
                status?;
                for (r, h) in results.iter().zip(half_res) {
                    let Some(h) = h else { continue };
                    let x = self.get1(*r)?;
                    let f = legalize::truncate_to_half(Scalar::F32, h);
                    let t = self.call_regs(f, &[(x, Scalar::F32)], Scalar::F32);
                    let dst = self.gpr();
                    self.push(Inst::XmmToGpr {
                        size: Size::L,
                        src: t,
                        dst,
                    });
                    self.values.insert(*r, vec![dst]);
                }
                Ok(true)
            }
        }
    }

    /// The f32 value of the 16-bit float `s` whose bits are in the general register `a`.
    fn half_to_f32(&mut self, s: Scalar, a: Reg) -> Reg {
        if s == Scalar::BF16 {
            let sh = self.gpr();
            self.push(Inst::Shift {
                op: ShiftOp::Shl,
                size: Size::L,
                amount: Some(16),
                amt_reg: a,
                src: a,
                dst: sh,
            });
            let dst = self.xmm();
            self.push(Inst::GprToXmm {
                size: Size::L,
                src: sh,
                dst,
            });
            return dst;
        }
        let x = self.xmm();
        self.push(Inst::GprToXmm {
            size: Size::L,
            src: a,
            dst: x,
        });
        self.call_regs(legalize::EXTEND_HALF, &[(x, Scalar::F32)], Scalar::F32)
    }

    /// Calls `f` with register arguments (all passed in registers) returning one scalar.
    fn call_regs(&mut self, f: &str, args: &[(Reg, Scalar)], res: Scalar) -> Reg {
        let sym = self.syms.intern(f, SymKind::Func);
        let leaves: Vec<Scalar> = args.iter().map(|a| a.1).collect();
        let locs = abi::assign_args(&leaves);
        let uses = args
            .iter()
            .zip(locs)
            .filter_map(|((r, _), l)| match l {
                ArgLoc::Reg(p) => Some((*r, p)),
                ArgLoc::Stack(_) => None,
            })
            .collect();
        let p = abi::assign_rets(&[res]).expect("one scalar result fits a register")[0];
        let dst = if res.is_float() {
            self.xmm()
        } else {
            self.gpr()
        };
        self.push(Inst::Call {
            target: CallTarget::Sym(sym),
            uses,
            defs: vec![(dst, p)],
            clobbers: regs::caller_saved(),
        });
        dst
    }
}
