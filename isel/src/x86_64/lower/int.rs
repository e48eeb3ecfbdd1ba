//! Integer operations beyond the core arithmetic of `mod.rs`: bit manipulation, overflow
//! and saturating intrinsics.
//!
//! Baseline x86-64 (no popcnt/lzcnt/tzcnt/bmi): `ctpop` is the classic bit-parallel sum,
//! `ctlz`/`cttz` are `bsr`/`bsf` with the zero input patched by a `cmov` (unless
//! `is_zero_poison`), funnel shifts of 32/64 bits are `shld`/`shrd` and narrower ones shift
//! the concatenation in a 64-bit register. Overflow intrinsics of 64 bits read the flags of
//! the operation itself; narrower ones compute exactly in 64 bits on extended operands and
//! check that the result fits.

use super::{err, Lower};
use crate::layout::Scalar;
use crate::module::SymKind;
use crate::vcode::Reg;
use crate::x86_64::inst::*;
use crate::x86_64::regs;
use crate::Error;
use rmlir_ir::body::OpId;
use rmlir_ir::ods::prop;
use rmlir_ir::AttrKind;

impl Lower<'_, '_> {
    /// Lowers `op` if it belongs to this family; `false` if not.
    pub(super) fn lower_int_op(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        match name {
            "llvm.atomicrmw" => return self.lower_atomicrmw(op).map(|_| true),
            "llvm.cmpxchg" => return self.lower_cmpxchg(op).map(|_| true),
            "llvm.fence" => {
                // x86 orders everything but store-load: only seq_cst needs a fence.
                if self.int_prop(op, "ordering") == 7 {
                    self.push(Inst::Mfence);
                }
                return Ok(true);
            }
            _ => {}
        }
        let Some(intr) = name.strip_prefix("llvm.intr.") else {
            return Ok(false);
        };
        match intr {
            "abs" => self.lower_abs(op)?,
            "ctpop" => self.lower_ctpop(op)?,
            "ctlz" | "cttz" => self.lower_count_zeros(op, intr == "ctlz")?,
            "bswap" => self.lower_bswap(op)?,
            "bitreverse" => self.lower_bitreverse(op)?,
            "fshl" | "fshr" => self.lower_funnel(op, intr == "fshl")?,
            "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
            | "usub.with.overflow" | "smul.with.overflow" | "umul.with.overflow" => {
                self.lower_overflow(op, &intr[..4])?
            }
            "sadd.sat" | "uadd.sat" | "ssub.sat" | "usub.sat" => self.lower_sat(op, &intr[..4])?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn int_prop(&self, op: OpId, name: &str) -> i64 {
        match prop(self.ctx(), self.body, op, name).map(|a| self.ctx().attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => value.to_i64().unwrap_or(0),
            _ => 0,
        }
    }

    fn bool_prop(&self, op: OpId, name: &str) -> bool {
        match prop(self.ctx(), self.body, op, name).map(|a| self.ctx().attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => value.words().first().copied() != Some(0),
            _ => false,
        }
    }

    fn res_bits(&self, op: OpId) -> Result<u32, Error> {
        let t = self.vtype(self.body.operand(op, 0));
        match self.scalar(t)? {
            Scalar::Int(b) => Ok(b),
            _ => Err(err(
                self.cur_loc,
                format!("unsupported: '{}' on a non-integer type", self.op_name(op)),
            )),
        }
    }

    fn imm64(&mut self, v: u64) -> Reg {
        let dst = self.gpr();
        let size = if v >> 32 == 0 { Size::L } else { Size::Q };
        self.push(Inst::MovImm { size, imm: v, dst });
        dst
    }

    fn alu(&mut self, op: AluOp, size: Size, src1: Reg, src2: Rmi) -> Reg {
        let dst = self.gpr();
        self.push(Inst::Alu {
            op,
            size,
            src1,
            src2,
            dst,
        });
        dst
    }

    fn shift_imm(&mut self, op: ShiftOp, size: Size, src: Reg, n: u32) -> Reg {
        if n == 0 {
            return src;
        }
        let dst = self.gpr();
        self.push(Inst::Shift {
            op,
            size,
            src,
            amount: Some(n as u8),
            amt_reg: src,
            dst,
        });
        dst
    }

    /// `bsr` (`reverse`) or `bsf` of a 64-bit register (the flags say whether it was zero).
    fn bit_scan(&mut self, reverse: bool, src: Reg) -> Reg {
        let dst = self.gpr();
        self.push(Inst::BitScan {
            reverse,
            size: Size::Q,
            src,
            dst,
        });
        dst
    }

    fn cmov(&mut self, cc: Cc, size: Size, src: Reg, alt: Reg) -> Reg {
        let dst = self.gpr();
        self.push(Inst::Cmov {
            cc,
            size,
            src,
            alt,
            dst,
        });
        dst
    }

    /// An AND with a mask that may not fit an immediate.
    fn and_mask(&mut self, size: Size, src: Reg, mask: u64) -> Reg {
        if size == Size::L || i32::try_from(mask as i64).is_ok() {
            self.alu(AluOp::And, size, src, Rmi::Imm(mask as i32))
        } else {
            let m = self.imm64(mask);
            self.alu(AluOp::And, size, src, Rmi::Reg(m))
        }
    }

    fn unsupported_width(&self, op: OpId, bits: u32) -> Error {
        err(
            self.cur_loc,
            format!(
                "unsupported: '{}' on i{bits} in native code generation",
                self.op_name(op)
            ),
        )
    }

    fn lower_abs(&mut self, op: OpId) -> Result<(), Error> {
        let bits = self.res_bits(op)?;
        let size = Size::op_for_bits(bits);
        let a = self.sext_in_reg(self.body.operand(op, 0), bits)?;
        let n = self.gpr();
        self.push(Inst::Unary {
            op: UnaryOp::Neg,
            size,
            src: a,
            dst: n,
        });
        // neg sets SF when -a is negative, i.e. a was positive (or INT_MIN).
        let r = self.cmov(Cc::S, size, a, n);
        self.values.insert(self.body.result(op, 0), vec![r]);
        Ok(())
    }

    fn lower_ctpop(&mut self, op: OpId) -> Result<(), Error> {
        let bits = self.res_bits(op)?;
        let size = Size::op_for_bits(bits);
        let x = self.zext_in_reg(self.body.operand(op, 0), bits)?;
        let r = self.ctpop_reg(size, x);
        self.values.insert(self.body.result(op, 0), vec![r]);
        Ok(())
    }

    /// The number of set bits of the `size` register `x`.
    fn ctpop_reg(&mut self, size: Size, x: Reg) -> Reg {
        let w = size.bits();
        let rep = |b: u8| -> u64 {
            let v = u64::from_le_bytes([b; 8]);
            if w == 32 {
                v & 0xffff_ffff
            } else {
                v
            }
        };
        // x - ((x >> 1) & 0x55..)
        let t = self.shift_imm(ShiftOp::Shr, size, x, 1);
        let t = self.and_mask(size, t, rep(0x55));
        let x = self.alu(AluOp::Sub, size, x, Rmi::Reg(t));
        // (x & 0x33..) + ((x >> 2) & 0x33..)
        let m33 = if size == Size::Q {
            Rmi::Reg(self.imm64(rep(0x33)))
        } else {
            Rmi::Imm(rep(0x33) as i32)
        };
        let lo = self.alu(AluOp::And, size, x, m33.clone());
        let hi = self.shift_imm(ShiftOp::Shr, size, x, 2);
        let hi = self.alu(AluOp::And, size, hi, m33);
        let x = self.alu(AluOp::Add, size, lo, Rmi::Reg(hi));
        // (x + (x >> 4)) & 0x0f..
        let t = self.shift_imm(ShiftOp::Shr, size, x, 4);
        let x = self.alu(AluOp::Add, size, x, Rmi::Reg(t));
        let x = self.and_mask(size, x, rep(0x0f));
        // (x * 0x01..) >> (w - 8)
        let m = if size == Size::Q {
            Rmi::Reg(self.imm64(rep(0x01)))
        } else {
            Rmi::Imm(rep(0x01) as i32)
        };
        let x = self.alu(AluOp::Imul, size, x, m);
        self.shift_imm(ShiftOp::Shr, size, x, w - 8)
    }

    fn lower_count_zeros(&mut self, op: OpId, leading: bool) -> Result<(), Error> {
        let bits = self.res_bits(op)?;
        let size = Size::op_for_bits(bits);
        let poison = self.bool_prop(op, "is_zero_poison");
        let x = self.zext_in_reg(self.body.operand(op, 0), bits)?;
        // The value for a zero input, set up before the scan sets the flags.
        let zero_val = (!poison).then(|| self.imm64(if leading { u64::MAX } else { bits as u64 }));
        let s = self.gpr();
        self.push(Inst::BitScan {
            reverse: leading,
            size,
            src: x,
            dst: s,
        });
        let s = match zero_val {
            Some(z) => self.cmov(Cc::E, Size::Q, z, s),
            None => s,
        };
        let r = if leading {
            // (bits - 1) - index; index -1 for zero gives bits.
            let c = self.imm64(bits as u64 - 1);
            self.alu(AluOp::Sub, size, c, Rmi::Reg(s))
        } else {
            s
        };
        self.values.insert(self.body.result(op, 0), vec![r]);
        Ok(())
    }

    fn bswap_reg(&mut self, size: Size, x: Reg) -> Reg {
        let dst = self.gpr();
        self.push(Inst::Unary {
            op: UnaryOp::Bswap,
            size,
            src: x,
            dst,
        });
        dst
    }

    fn lower_bswap(&mut self, op: OpId) -> Result<(), Error> {
        let bits = self.res_bits(op)?;
        if bits % 16 != 0 {
            return Err(self.unsupported_width(op, bits));
        }
        let size = Size::op_for_bits(bits);
        let x = self.get1(self.body.operand(op, 0))?;
        let r = self.bswap_reg(size, x);
        let r = self.shift_imm(ShiftOp::Shr, size, r, size.bits() - bits);
        self.values.insert(self.body.result(op, 0), vec![r]);
        Ok(())
    }

    fn lower_bitreverse(&mut self, op: OpId) -> Result<(), Error> {
        let bits = self.res_bits(op)?;
        let size = Size::op_for_bits(bits);
        let x = self.get1(self.body.operand(op, 0))?;
        let x = self.bitrev_reg(size, x);
        let r = self.shift_imm(ShiftOp::Shr, size, x, size.bits() - bits);
        self.values.insert(self.body.result(op, 0), vec![r]);
        Ok(())
    }

    /// The `size` register `x` with its bits reversed.
    fn bitrev_reg(&mut self, size: Size, x: Reg) -> Reg {
        let w = size.bits();
        let rep = |b: u8| -> u64 {
            let v = u64::from_le_bytes([b; 8]);
            if w == 32 {
                v & 0xffff_ffff
            } else {
                v
            }
        };
        let mut x = self.bswap_reg(size, x);
        for (sh, m) in [(4u32, 0x0fu8), (2, 0x33), (1, 0x55)] {
            // ((x & m) << sh) | ((x >> sh) & m)
            let lo = self.and_mask(size, x, rep(m));
            let lo = self.shift_imm(ShiftOp::Shl, size, lo, sh);
            let hi = self.shift_imm(ShiftOp::Shr, size, x, sh);
            let hi = self.and_mask(size, hi, rep(m));
            x = self.alu(AluOp::Or, size, lo, Rmi::Reg(hi));
        }
        x
    }

    fn lower_funnel(&mut self, op: OpId, left: bool) -> Result<(), Error> {
        let body = self.body;
        let bits = self.res_bits(op)?;
        let (a, b, c) = (
            body.operand(op, 0),
            body.operand(op, 1),
            body.operand(op, 2),
        );
        let res = body.result(op, 0);
        if bits == 32 || bits == 64 {
            let size = Size::op_for_bits(bits);
            // shld a, b / shrd b, a: the hardware masks the count to the width.
            let (hi, lo) = if left {
                (self.get1(a)?, self.get1(b)?)
            } else {
                (self.get1(b)?, self.get1(a)?)
            };
            let (amount, amt_reg) = match self.const_int(c) {
                Some(k) => (Some((k as u64 % bits as u64) as u8), hi),
                None => (None, self.get1(c)?),
            };
            let dst = self.gpr();
            self.push(Inst::ShiftD {
                left,
                size,
                hi,
                lo,
                amount,
                amt_reg,
                dst,
            });
            self.values.insert(res, vec![dst]);
            return Ok(());
        }
        if bits > 32 {
            return Err(self.unsupported_width(op, bits));
        }
        // The concatenation a:b in a 64-bit register, shifted by c mod bits.
        let ah = self.get1(a)?;
        let ah = self.shift_imm(ShiftOp::Shl, Size::Q, ah, bits);
        let bl = self.zext_in_reg(b, bits)?;
        let cat = self.alu(AluOp::Or, Size::Q, ah, Rmi::Reg(bl));
        let (amount, amt_reg) = match self.const_int(c) {
            Some(k) => (Some(((k as u64) & ((1u64 << bits) - 1)) % bits as u64), cat),
            None => {
                let cz = self.zext_in_reg(c, bits)?;
                let s = if bits.is_power_of_two() {
                    self.alu(AluOp::And, Size::L, cz, Rmi::Imm(bits as i32 - 1))
                } else {
                    let d = self.imm64(bits as u64);
                    let (quot, rem) = (self.gpr(), self.gpr());
                    self.push(Inst::Div {
                        size: Size::L,
                        signed: false,
                        dividend: cz,
                        divisor: d,
                        quot,
                        rem,
                    });
                    rem
                };
                (None, s)
            }
        };
        let shifted = self.gpr();
        self.push(Inst::Shift {
            op: if left { ShiftOp::Shl } else { ShiftOp::Shr },
            size: Size::Q,
            src: cat,
            amount: amount.map(|k| k as u8),
            amt_reg,
            dst: shifted,
        });
        let r = if left {
            self.shift_imm(ShiftOp::Shr, Size::Q, shifted, bits)
        } else {
            shifted
        };
        self.values.insert(res, vec![r]);
        Ok(())
    }

    fn lower_overflow(&mut self, op: OpId, kind: &str) -> Result<(), Error> {
        let body = self.body;
        let bits = self.res_bits(op)?;
        let (l, r) = (body.operand(op, 0), body.operand(op, 1));
        let signed = kind.starts_with('s');
        let aop = match &kind[1..] {
            "add" => AluOp::Add,
            "sub" => AluOp::Sub,
            _ => AluOp::Imul,
        };
        let res = body.result(op, 0);
        let (val, flag) = if bits == 64 {
            let a = self.get1(l)?;
            if aop == AluOp::Imul && !signed {
                let b = self.get1(r)?;
                let (lo, hi) = (self.gpr(), self.gpr());
                self.push(Inst::MulWide {
                    size: Size::Q,
                    signed: false,
                    lhs: a,
                    rhs: b,
                    lo,
                    hi,
                });
                let f = self.gpr();
                self.push(Inst::Setcc { cc: Cc::O, dst: f });
                (lo, f)
            } else {
                let b = self.rmi(r, Size::Q)?;
                let v = self.alu(aop, Size::Q, a, b);
                let cc = if signed || aop == AluOp::Imul {
                    Cc::O
                } else {
                    Cc::B
                };
                let f = self.gpr();
                self.push(Inst::Setcc { cc, dst: f });
                (v, f)
            }
        } else {
            if aop == AluOp::Imul && bits > 32 {
                // The 128-bit product of the extended operands must fit in `bits`.
                let (a, b) = if signed {
                    (self.sext_in_reg(l, bits)?, self.sext_in_reg(r, bits)?)
                } else {
                    (self.zext_in_reg(l, bits)?, self.zext_in_reg(r, bits)?)
                };
                let (lo, hi) = (self.gpr(), self.gpr());
                self.push(Inst::MulWide {
                    size: Size::Q,
                    signed,
                    lhs: a,
                    rhs: b,
                    lo,
                    hi,
                });
                let bad = if signed {
                    let s = self.sext_reg(lo, bits, Size::Q);
                    let x1 = self.alu(AluOp::Xor, Size::Q, s, Rmi::Reg(lo));
                    let sh = self.shift_imm(ShiftOp::Sar, Size::Q, s, 63);
                    let x2 = self.alu(AluOp::Xor, Size::Q, sh, Rmi::Reg(hi));
                    self.alu(AluOp::Or, Size::Q, x1, Rmi::Reg(x2))
                } else {
                    let t = self.shift_imm(ShiftOp::Shr, Size::Q, lo, bits);
                    self.alu(AluOp::Or, Size::Q, t, Rmi::Reg(hi))
                };
                self.push(Inst::Test {
                    size: Size::Q,
                    lhs: bad,
                    rhs: Rmi::Reg(bad),
                });
                let f = self.gpr();
                self.push(Inst::Setcc { cc: Cc::Ne, dst: f });
                self.values.insert(res, vec![lo, f]);
                return Ok(());
            }
            // Exact in 64 bits on extended operands; overflow iff the result does not fit.
            let (a, b) = if signed {
                let a = self.sext_in_reg(l, bits)?;
                let b = self.sext_in_reg(r, bits)?;
                let sz = Size::op_for_bits(bits);
                (
                    self.sext_reg(a, sz.bits(), Size::Q),
                    self.sext_reg(b, sz.bits(), Size::Q),
                )
            } else {
                (self.zext_in_reg(l, bits)?, self.zext_in_reg(r, bits)?)
            };
            let v = self.alu(aop, Size::Q, a, Rmi::Reg(b));
            let f = self.gpr();
            if signed {
                let s = self.sext_reg(v, bits, Size::Q);
                self.push(Inst::Cmp {
                    size: Size::Q,
                    lhs: s,
                    rhs: Rmi::Reg(v),
                });
            } else {
                let h = self.shift_imm(ShiftOp::Shr, Size::Q, v, bits);
                self.push(Inst::Test {
                    size: Size::Q,
                    lhs: h,
                    rhs: Rmi::Reg(h),
                });
            }
            self.push(Inst::Setcc { cc: Cc::Ne, dst: f });
            (v, f)
        };
        self.values.insert(res, vec![val, flag]);
        Ok(())
    }

    fn lower_sat(&mut self, op: OpId, kind: &str) -> Result<(), Error> {
        let body = self.body;
        let bits = self.res_bits(op)?;
        let (l, r) = (body.operand(op, 0), body.operand(op, 1));
        let add = &kind[1..] == "add";
        let aop = if add { AluOp::Add } else { AluOp::Sub };
        let res = body.result(op, 0);
        let out = if !kind.starts_with('s') {
            let a = self.zext_in_reg(l, bits)?;
            let b = self.zext_in_reg(r, bits)?;
            if !add {
                // a - b, or 0 when it borrows.
                let z = self.imm64(0);
                let v = self.alu(AluOp::Sub, Size::Q, a, Rmi::Reg(b));
                self.cmov(Cc::B, Size::Q, z, v)
            } else if bits == 64 {
                let m = self.imm64(u64::MAX);
                let v = self.alu(AluOp::Add, Size::Q, a, Rmi::Reg(b));
                self.cmov(Cc::B, Size::Q, m, v)
            } else {
                let m = self.imm64((1u64 << bits) - 1);
                let v = self.alu(AluOp::Add, Size::Q, a, Rmi::Reg(b));
                self.push(Inst::Cmp {
                    size: Size::Q,
                    lhs: v,
                    rhs: Rmi::Reg(m),
                });
                self.cmov(Cc::A, Size::Q, m, v)
            }
        } else if bits == 64 {
            // Overflow only with a's sign: a < 0 saturates to MIN, else MAX.
            let a = self.get1(l)?;
            let b = self.get1(r)?;
            let s = self.shift_imm(ShiftOp::Sar, Size::Q, a, 63);
            let m = self.imm64(i64::MAX as u64);
            let sat = self.alu(AluOp::Xor, Size::Q, s, Rmi::Reg(m));
            let v = self.alu(aop, Size::Q, a, Rmi::Reg(b));
            self.cmov(Cc::O, Size::Q, sat, v)
        } else {
            let a = self.sext_in_reg(l, bits)?;
            let b = self.sext_in_reg(r, bits)?;
            let sz = Size::op_for_bits(bits);
            let a = self.sext_reg(a, sz.bits(), Size::Q);
            let b = self.sext_reg(b, sz.bits(), Size::Q);
            let v = self.alu(aop, Size::Q, a, Rmi::Reg(b));
            let max = self.imm64((1u64 << (bits - 1)) - 1);
            let min = self.imm64((-(1i64 << (bits - 1))) as u64);
            self.push(Inst::Cmp {
                size: Size::Q,
                lhs: v,
                rhs: Rmi::Reg(max),
            });
            let v = self.cmov(Cc::G, Size::Q, max, v);
            self.push(Inst::Cmp {
                size: Size::Q,
                lhs: v,
                rhs: Rmi::Reg(min),
            });
            self.cmov(Cc::L, Size::Q, min, v)
        };
        self.values.insert(res, vec![out]);
        Ok(())
    }
}

/// Integers of 65..=128 bits live in two registers (low, high); the high one holds
/// `hi_bits` bits with undefined bits above them, as narrow integers do.
impl Lower<'_, '_> {
    /// The registers of a wide constant of type `t`, or `None` when `t` is not wide.
    pub(super) fn wide_const_regs(
        &mut self,
        a: rmlir_ir::Attribute,
        t: rmlir_ir::Type,
    ) -> Result<Option<Vec<Reg>>, Error> {
        if self.layout.wide_int_hi_bits(t).is_none() {
            return Ok(None);
        }
        let AttrKind::Integer { value, .. } = self.ctx().attr_kind(a) else {
            return Err(err(self.cur_loc, "unsupported wide integer constant"));
        };
        let w = value.words();
        let (lo, hi) = (
            w.first().copied().unwrap_or(0),
            w.get(1).copied().unwrap_or(0),
        );
        let lo = self.scalar_const(Scalar::Int(64), lo)?;
        let hi = self.scalar_const(Scalar::Int(64), hi)?;
        Ok(Some(vec![lo, hi]))
    }

    fn pair(&mut self, v: rmlir_ir::body::ValueId) -> Result<(Reg, Reg), Error> {
        let r = self.get(v)?;
        match r[..] {
            [lo, hi] => Ok((lo, hi)),
            _ => Err(err(self.cur_loc, "expected a two-register integer")),
        }
    }

    /// `v`'s registers with the high one extended from its bits to 64.
    fn pair_ext(&mut self, v: rmlir_ir::body::ValueId, signed: bool) -> Result<(Reg, Reg), Error> {
        let hb = self.layout.wide_int_hi_bits(self.vtype(v)).unwrap_or(64);
        let (lo, hi) = self.pair(v)?;
        let hi = if signed {
            self.sext_reg(hi, hb, Size::Q)
        } else {
            self.zext_reg(hi, hb)
        };
        Ok((lo, hi))
    }

    /// Lowers `op` if it computes on integers of more than 64 bits or is a sequentially
    /// consistent store (before the core lowering sees it); `false` if not (or if the generic
    /// lowering of leaves handles it: loads, stores, selects, calls...).
    pub(super) fn lower_int_op_early(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        if (name == "llvm.load" || name == "llvm.store") && self.int_prop(op, "ordering") > 0 {
            // Atomic accesses wider than a register would need cmpxchg16b.
            let v = if name == "llvm.load" {
                self.body.result(op, 0)
            } else {
                self.body.operand(op, 0)
            };
            if self.layout.wide_int_hi_bits(self.vtype(v)).is_some() {
                return Err(err(
                    self.cur_loc,
                    format!(
                        "unsupported: atomic '{name}' of type '{}' in native code generation",
                        rmlir_ir::printer::type_to_string(self.ctx(), self.vtype(v))
                    ),
                ));
            }
        }
        if name == "llvm.store" && self.int_prop(op, "ordering") == 7 {
            self.lower_seq_cst_store(op)?;
            return Ok(true);
        }
        if matches!(name, "llvm.udiv" | "llvm.urem" | "llvm.sdiv" | "llvm.srem")
            && self.lower_div_by_const(op, name)?
        {
            return Ok(true);
        }
        self.lower_wide_int_op(op, name)
    }

    fn lower_wide_int_op(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        let body = self.body;
        let wide = |v| self.layout.wide_int_hi_bits(self.vtype(v));
        let res_wide = body.results(op).len() == 1 && wide(body.result(op, 0)).is_some();
        let opnd_wide = body.num_operands(op) >= 1 && wide(body.operand(op, 0)).is_some();
        if !res_wide && !opnd_wide {
            return Ok(false);
        }
        let opnd = |i: usize| body.operand(op, i);
        let out = match name {
            "llvm.intr.fshl" | "llvm.intr.fshr"
                if self.layout.wide_int_hi_bits(self.vtype(opnd(0))) == Some(64) =>
            {
                self.wide_funnel(op, name == "llvm.intr.fshl")?
            }
            "llvm.add" | "llvm.sub" => {
                let (a, b) = (self.pair(opnd(0))?, self.pair(opnd(1))?);
                let (o1, o2) = if name == "llvm.add" {
                    (AluOp::Add, AluOp::Adc)
                } else {
                    (AluOp::Sub, AluOp::Sbb)
                };
                let lo = self.alu(o1, Size::Q, a.0, Rmi::Reg(b.0));
                let hi = self.alu(o2, Size::Q, a.1, Rmi::Reg(b.1));
                vec![lo, hi]
            }
            "llvm.and" | "llvm.or" | "llvm.xor" => {
                let aop = match name {
                    "llvm.and" => AluOp::And,
                    "llvm.or" => AluOp::Or,
                    _ => AluOp::Xor,
                };
                let (a, b) = (self.pair(opnd(0))?, self.pair(opnd(1))?);
                let lo = self.alu(aop, Size::Q, a.0, Rmi::Reg(b.0));
                let hi = self.alu(aop, Size::Q, a.1, Rmi::Reg(b.1));
                vec![lo, hi]
            }
            "llvm.mul" => {
                let (a, b) = (self.pair(opnd(0))?, self.pair(opnd(1))?);
                let (lo, h0) = (self.gpr(), self.gpr());
                self.push(Inst::MulWide {
                    size: Size::Q,
                    signed: false,
                    lhs: a.0,
                    rhs: b.0,
                    lo,
                    hi: h0,
                });
                let t1 = self.alu(AluOp::Imul, Size::Q, a.0, Rmi::Reg(b.1));
                let t2 = self.alu(AluOp::Imul, Size::Q, a.1, Rmi::Reg(b.0));
                let h = self.alu(AluOp::Add, Size::Q, h0, Rmi::Reg(t1));
                let hi = self.alu(AluOp::Add, Size::Q, h, Rmi::Reg(t2));
                vec![lo, hi]
            }
            "llvm.shl" | "llvm.lshr" | "llvm.ashr" => self.wide_shift(op, name)?,
            "llvm.intr.ctpop" => {
                let (lo, hi) = self.pair_ext(opnd(0), false)?;
                let a = self.ctpop_reg(Size::Q, lo);
                let b = self.ctpop_reg(Size::Q, hi);
                let r = self.alu(AluOp::Add, Size::Q, a, Rmi::Reg(b));
                let z = self.imm64(0);
                vec![r, z]
            }
            "llvm.intr.ctlz" | "llvm.intr.cttz" => {
                let w = 64 + wide(opnd(0)).unwrap_or(64);
                let (lo, hi) = self.pair_ext(opnd(0), false)?;
                let r = if name == "llvm.intr.ctlz" {
                    // hi != 0 ? 63 - bsr(hi) : 64 + ctlz(lo), over 128 bits, less 128 - w.
                    let m1 = self.imm64(u64::MAX);
                    let bl = self.bit_scan(true, lo);
                    let bl = self.cmov(Cc::E, Size::Q, m1, bl);
                    // 63 - (64 + 63 - bl) = bl - 64
                    let alt = self.alu(AluOp::Sub, Size::Q, bl, Rmi::Imm(64));
                    let bh = self.bit_scan(true, hi);
                    let x = self.cmov(Cc::E, Size::Q, alt, bh);
                    let c = self.imm64(63 - (128 - w as u64));
                    self.alu(AluOp::Sub, Size::Q, c, Rmi::Reg(x))
                } else {
                    // lo != 0 ? bsf(lo) : 64 + cttz(hi), hi = 0 counting w - 64.
                    let hz = self.imm64(w as u64 - 64);
                    let bh = self.bit_scan(false, hi);
                    let bh = self.cmov(Cc::E, Size::Q, hz, bh);
                    let alt = self.alu(AluOp::Add, Size::Q, bh, Rmi::Imm(64));
                    let bl = self.bit_scan(false, lo);
                    self.cmov(Cc::E, Size::Q, alt, bl)
                };
                let z = self.imm64(0);
                vec![r, z]
            }
            "llvm.intr.bswap" | "llvm.intr.bitreverse" => {
                let w = 64 + wide(opnd(0)).unwrap_or(64);
                if name == "llvm.intr.bswap" && w % 16 != 0 {
                    return Err(self.unsupported_width(op, w));
                }
                let (lo, hi) = self.pair(opnd(0))?;
                let (nl, nh) = if name == "llvm.intr.bswap" {
                    (self.bswap_reg(Size::Q, hi), self.bswap_reg(Size::Q, lo))
                } else {
                    (self.bitrev_reg(Size::Q, hi), self.bitrev_reg(Size::Q, lo))
                };
                let k = 128 - w;
                if k == 0 {
                    vec![nl, nh]
                } else {
                    let l = self.gpr();
                    self.push(Inst::ShiftD {
                        left: false,
                        size: Size::Q,
                        hi: nl,
                        lo: nh,
                        amount: Some(k as u8),
                        amt_reg: nl,
                        dst: l,
                    });
                    let h = self.shift_imm(ShiftOp::Shr, Size::Q, nh, k);
                    vec![l, h]
                }
            }
            "llvm.intr.smax" | "llvm.intr.smin" | "llvm.intr.umax" | "llvm.intr.umin" => {
                let signed = name.starts_with("llvm.intr.s");
                let a = self.pair_ext(opnd(0), signed)?;
                let b = self.pair_ext(opnd(1), signed)?;
                // Flags of a - b over 128 bits; both halves pick with them.
                self.push(Inst::Cmp {
                    size: Size::Q,
                    lhs: a.0,
                    rhs: Rmi::Reg(b.0),
                });
                self.alu(AluOp::Sbb, Size::Q, a.1, Rmi::Reg(b.1));
                let lt = if signed { Cc::L } else { Cc::B };
                let (x, y) = if name.ends_with("max") {
                    (b, a)
                } else {
                    (a, b)
                };
                // lt ? x : y
                let l = self.cmov(lt, Size::Q, x.0, y.0);
                let h = self.cmov(lt, Size::Q, x.1, y.1);
                vec![l, h]
            }
            "llvm.intr.sadd.with.overflow"
            | "llvm.intr.uadd.with.overflow"
            | "llvm.intr.ssub.with.overflow"
            | "llvm.intr.usub.with.overflow"
            | "llvm.intr.sadd.sat"
            | "llvm.intr.uadd.sat"
            | "llvm.intr.ssub.sat"
            | "llvm.intr.usub.sat" => {
                if wide(opnd(0)) != Some(64) {
                    return Err(self.unsupported_width(op, 64 + wide(opnd(0)).unwrap_or(0)));
                }
                let kind = &name["llvm.intr.".len()..];
                let signed = kind.starts_with('s');
                let add = &kind[1..4] == "add";
                let (a, b) = (self.pair(opnd(0))?, self.pair(opnd(1))?);
                let (o1, o2) = if add {
                    (AluOp::Add, AluOp::Adc)
                } else {
                    (AluOp::Sub, AluOp::Sbb)
                };
                let cc = if signed { Cc::O } else { Cc::B };
                if kind.ends_with("overflow") {
                    let lo = self.alu(o1, Size::Q, a.0, Rmi::Reg(b.0));
                    let hi = self.alu(o2, Size::Q, a.1, Rmi::Reg(b.1));
                    let f = self.gpr();
                    self.push(Inst::Setcc { cc, dst: f });
                    vec![lo, hi, f]
                } else {
                    // The saturated value, set up before the flags.
                    let (sl, sh) = if signed {
                        // a < 0 ? MIN : MAX (overflow only happens with a's sign).
                        let s = self.shift_imm(ShiftOp::Sar, Size::Q, a.1, 63);
                        let m = self.imm64(i64::MAX as u64);
                        let sh = self.alu(AluOp::Xor, Size::Q, s, Rmi::Reg(m));
                        let sl = self.alu(AluOp::Xor, Size::Q, s, Rmi::Imm(-1));
                        (sl, sh)
                    } else {
                        let v = self.imm64(if add { u64::MAX } else { 0 });
                        (v, v)
                    };
                    let lo = self.alu(o1, Size::Q, a.0, Rmi::Reg(b.0));
                    let hi = self.alu(o2, Size::Q, a.1, Rmi::Reg(b.1));
                    let l = self.cmov(cc, Size::Q, sl, lo);
                    let h = self.cmov(cc, Size::Q, sh, hi);
                    vec![l, h]
                }
            }
            "llvm.intr.abs" => {
                let (lo, hi) = self.pair_ext(opnd(0), true)?;
                let s = self.shift_imm(ShiftOp::Sar, Size::Q, hi, 63);
                let xl = self.alu(AluOp::Xor, Size::Q, lo, Rmi::Reg(s));
                let xh = self.alu(AluOp::Xor, Size::Q, hi, Rmi::Reg(s));
                let l = self.alu(AluOp::Sub, Size::Q, xl, Rmi::Reg(s));
                let h = self.alu(AluOp::Sbb, Size::Q, xh, Rmi::Reg(s));
                vec![l, h]
            }
            "llvm.icmp" => vec![self.wide_icmp(op)?],
            "llvm.zext" | "llvm.sext" | "llvm.ptrtoint" => {
                let signed = name == "llvm.sext";
                let src = opnd(0);
                if opnd_wide {
                    let (lo, hi) = self.pair_ext(src, signed)?;
                    vec![lo, hi]
                } else {
                    let bits = self.int_bits(self.vtype(src))?;
                    let lo = if signed {
                        let r = self.get1(src)?;
                        self.sext_reg(r, bits, Size::Q)
                    } else {
                        self.zext_in_reg(src, bits)?
                    };
                    let hi = if signed {
                        self.shift_imm(ShiftOp::Sar, Size::Q, lo, 63)
                    } else {
                        self.imm64(0)
                    };
                    vec![lo, hi]
                }
            }
            "llvm.trunc" | "llvm.inttoptr" => {
                let (lo, hi) = self.pair(opnd(0))?;
                if res_wide {
                    vec![lo, hi]
                } else {
                    vec![lo]
                }
            }
            "llvm.sitofp" | "llvm.uitofp" | "llvm.fptosi" | "llvm.fptoui" => {
                let to_fp = name.ends_with("fp");
                let fv = if to_fp { body.result(op, 0) } else { opnd(0) };
                let fs = self.scalar(self.vtype(fv))?;
                if !matches!(fs, Scalar::F32 | Scalar::F64) {
                    return Err(err(
                        self.cur_loc,
                        format!("unsupported: '{name}' between these types"),
                    ));
                }
                let f = crate::legalize::wide_int_fp(name, fs)
                    .ok_or_else(|| err(self.cur_loc, format!("unsupported: '{name}'")))?;
                let sym = self.syms.intern(f, SymKind::Func);
                if to_fp {
                    // 65..128 bits: extended to 128 (in rdi:rsi), the result in xmm0.
                    let (lo, hi) = self.pair_ext(opnd(0), name == "llvm.sitofp")?;
                    let dst = self.xmm();
                    self.push(Inst::Call {
                        target: CallTarget::Sym(sym),
                        uses: vec![(lo, regs::RDI), (hi, regs::RSI)],
                        defs: vec![(dst, regs::xmm(0))],
                        clobbers: regs::caller_saved(),
                    });
                    vec![dst]
                } else {
                    // The 128-bit result's low bits (out-of-range inputs are poison).
                    let x = self.get1(opnd(0))?;
                    let (lo, hi) = (self.gpr(), self.gpr());
                    self.push(Inst::Call {
                        target: CallTarget::Sym(sym),
                        uses: vec![(x, regs::xmm(0))],
                        defs: vec![(lo, regs::RAX), (hi, regs::RDX)],
                        clobbers: regs::caller_saved(),
                    });
                    vec![lo, hi]
                }
            }
            "llvm.udiv" | "llvm.sdiv" | "llvm.urem" | "llvm.srem" => {
                // 65..128 bits: the operands extended to 128 bits, then the i128 helper
                // (a in rdi:rsi, b in rdx:rcx, the result in rax:rdx).
                let f = crate::legalize::wide_divrem(name)
                    .ok_or_else(|| err(self.cur_loc, format!("unsupported: '{name}'")))?;
                let signed = name == "llvm.sdiv" || name == "llvm.srem";
                let (a_lo, a_hi) = self.pair_ext(opnd(0), signed)?;
                let (b_lo, b_hi) = self.pair_ext(opnd(1), signed)?;
                let sym = self.syms.intern(f, SymKind::Func);
                let (lo, hi) = (self.gpr(), self.gpr());
                self.push(Inst::Call {
                    target: CallTarget::Sym(sym),
                    uses: vec![
                        (a_lo, regs::RDI),
                        (a_hi, regs::RSI),
                        (b_lo, regs::RDX),
                        (b_hi, regs::RCX),
                    ],
                    defs: vec![(lo, regs::RAX), (hi, regs::RDX)],
                    clobbers: regs::caller_saved(),
                });
                vec![lo, hi]
            }
            _ => return Ok(false),
        };
        self.values.insert(body.result(op, 0), out);
        Ok(true)
    }

    /// i128 funnel shifts: the 256-bit concatenation `a:b` shifted by `c mod 128`, as
    /// double shifts of the three 64-bit words the amount's bit 6 selects.
    fn wide_funnel(&mut self, op: OpId, left: bool) -> Result<Vec<Reg>, Error> {
        let body = self.body;
        let (a_lo, a_hi) = self.pair(body.operand(op, 0))?;
        let (b_lo, b_hi) = self.pair(body.operand(op, 1))?;
        let (amt, _) = self.pair(body.operand(op, 2))?;
        self.push(Inst::Test {
            size: Size::L,
            lhs: amt,
            rhs: Rmi::Imm(64),
        });
        // Words from the most significant one the result takes, for each case of bit 6.
        let (w0, w1, w2) = if left {
            (
                self.cmov(Cc::Ne, Size::Q, a_lo, a_hi),
                self.cmov(Cc::Ne, Size::Q, b_hi, a_lo),
                self.cmov(Cc::Ne, Size::Q, b_lo, b_hi),
            )
        } else {
            (
                self.cmov(Cc::Ne, Size::Q, a_hi, a_lo),
                self.cmov(Cc::Ne, Size::Q, a_lo, b_hi),
                self.cmov(Cc::Ne, Size::Q, b_hi, b_lo),
            )
        };
        let dshift = |s: &mut Self, hi: Reg, lo: Reg| {
            let dst = s.gpr();
            s.push(Inst::ShiftD {
                left,
                size: Size::Q,
                hi,
                lo,
                amount: None,
                amt_reg: amt,
                dst,
            });
            dst
        };
        if left {
            // high = shld(w0, w1), low = shld(w1, w2)
            let hi = dshift(self, w0, w1);
            let lo = dshift(self, w1, w2);
            Ok(vec![lo, hi])
        } else {
            // low = shrd(w2, w1), high = shrd(w1, w0)
            let lo = dshift(self, w2, w1);
            let hi = dshift(self, w1, w0);
            Ok(vec![lo, hi])
        }
    }

    fn wide_shift(&mut self, op: OpId, name: &str) -> Result<Vec<Reg>, Error> {
        let body = self.body;
        let (lo, hi) = match name {
            "llvm.shl" => self.pair(body.operand(op, 0))?,
            n => self.pair_ext(body.operand(op, 0), n == "llvm.ashr")?,
        };
        let (amt, _) = self.pair(body.operand(op, 1))?;
        // Shift by the amount mod 64 (the hardware masks cl), then move a half over when
        // the amount has bit 6 set.
        let fill = match name {
            "llvm.ashr" => self.shift_imm(ShiftOp::Sar, Size::Q, hi, 63),
            _ => self.imm64(0),
        };
        let (a, b) = (self.gpr(), self.gpr());
        if name == "llvm.shl" {
            self.push(Inst::ShiftD {
                left: true,
                size: Size::Q,
                hi,
                lo,
                amount: None,
                amt_reg: amt,
                dst: a,
            });
            self.push(Inst::Shift {
                op: ShiftOp::Shl,
                size: Size::Q,
                src: lo,
                amount: None,
                amt_reg: amt,
                dst: b,
            });
        } else {
            self.push(Inst::ShiftD {
                left: false,
                size: Size::Q,
                hi: lo,
                lo: hi,
                amount: None,
                amt_reg: amt,
                dst: a,
            });
            self.push(Inst::Shift {
                op: if name == "llvm.ashr" {
                    ShiftOp::Sar
                } else {
                    ShiftOp::Shr
                },
                size: Size::Q,
                src: hi,
                amount: None,
                amt_reg: amt,
                dst: b,
            });
        }
        self.push(Inst::Test {
            size: Size::L,
            lhs: amt,
            rhs: Rmi::Imm(64),
        });
        if name == "llvm.shl" {
            // a = new high, b = new low
            let nh = self.cmov(Cc::Ne, Size::Q, b, a);
            let nl = self.cmov(Cc::Ne, Size::Q, fill, b);
            Ok(vec![nl, nh])
        } else {
            // a = new low, b = new high
            let nl = self.cmov(Cc::Ne, Size::Q, b, a);
            let nh = self.cmov(Cc::Ne, Size::Q, fill, b);
            Ok(vec![nl, nh])
        }
    }

    fn wide_icmp(&mut self, op: OpId) -> Result<Reg, Error> {
        let body = self.body;
        let pred = self.pred(op);
        let signed = matches!(pred, 2..=5);
        let a = self.pair_ext(body.operand(op, 0), signed)?;
        let b = self.pair_ext(body.operand(op, 1), signed)?;
        let dst = self.gpr();
        if pred <= 1 {
            let x0 = self.alu(AluOp::Xor, Size::Q, a.0, Rmi::Reg(b.0));
            let x1 = self.alu(AluOp::Xor, Size::Q, a.1, Rmi::Reg(b.1));
            self.alu(AluOp::Or, Size::Q, x0, Rmi::Reg(x1));
            let cc = if pred == 0 { Cc::E } else { Cc::Ne };
            self.push(Inst::Setcc { cc, dst });
            return Ok(dst);
        }
        // x - y over 128 bits: CF = x <u y, SF != OF = x <s y.
        let (swap, cc) = match pred {
            2 => (false, Cc::L),
            3 => (true, Cc::Ge),
            4 => (true, Cc::L),
            5 => (false, Cc::Ge),
            6 => (false, Cc::B),
            7 => (true, Cc::Ae),
            8 => (true, Cc::B),
            _ => (false, Cc::Ae),
        };
        let (x, y) = if swap { (b, a) } else { (a, b) };
        self.push(Inst::Cmp {
            size: Size::Q,
            lhs: x.0,
            rhs: Rmi::Reg(y.0),
        });
        self.alu(AluOp::Sbb, Size::Q, x.1, Rmi::Reg(y.1));
        self.push(Inst::Setcc { cc, dst });
        Ok(dst)
    }
}

/// Loads and stores of integers whose store size is not a power of two (3, 5, 6, 7 bytes):
/// pieces of 4, 2 and 1 bytes from the lowest address, touching exactly the store size.
impl Lower<'_, '_> {
    fn pieces(n: u64) -> Vec<(u64, Size)> {
        let mut out = Vec::new();
        let mut off = 0;
        for sz in [Size::L, Size::W, Size::B] {
            if (n - off) >= sz.bytes() as u64 {
                out.push((off, sz));
                off += sz.bytes() as u64;
            }
        }
        out
    }

    pub(super) fn load_odd_int(&mut self, n: u64, addr: &Amode) -> Result<Reg, Error> {
        if n > 8 {
            return Err(err(
                self.cur_loc,
                format!("unsupported: load of a {n}-byte integer"),
            ));
        }
        let mut acc: Option<Reg> = None;
        for (off, sz) in Self::pieces(n) {
            let a = super::add_disp(addr, off as i32).ok_or_else(|| err(self.cur_loc, "offset"))?;
            let kind = match sz {
                Size::L => LoadKind::L,
                Size::W => LoadKind::ZxW,
                _ => LoadKind::ZxB,
            };
            let r = self.gpr();
            self.push(Inst::Load {
                kind,
                addr: a,
                dst: r,
            });
            let r = self.shift_imm(ShiftOp::Shl, Size::Q, r, off as u32 * 8);
            acc = Some(match acc {
                None => r,
                Some(p) => self.alu(AluOp::Or, Size::Q, p, Rmi::Reg(r)),
            });
        }
        acc.ok_or_else(|| err(self.cur_loc, "empty load"))
    }

    pub(super) fn store_odd_int(
        &mut self,
        n: u64,
        bits: u32,
        src: Reg,
        addr: &Amode,
    ) -> Result<(), Error> {
        if n > 8 {
            return Err(err(
                self.cur_loc,
                format!("unsupported: store of a {n}-byte integer"),
            ));
        }
        // The bits above the width are stored as zeros.
        let src = if !bits.is_multiple_of(8) {
            self.zext_reg(src, bits)
        } else {
            src
        };
        for (off, sz) in Self::pieces(n) {
            let a = super::add_disp(addr, off as i32).ok_or_else(|| err(self.cur_loc, "offset"))?;
            let r = self.shift_imm(ShiftOp::Shr, Size::Q, src, off as u32 * 8);
            self.push(Inst::Store {
                size: sz,
                src: r,
                addr: a,
            });
        }
        Ok(())
    }
}

/// Atomics. Every locked x86 instruction is sequentially consistent, and plain loads and
/// stores are acquire/release: only seq_cst stores (xchg) and seq_cst fences (mfence)
/// need more than the plain instruction.
impl Lower<'_, '_> {
    fn atomic_size(&self, op: OpId, v: rmlir_ir::body::ValueId) -> Result<Size, Error> {
        match self.layout.scalar(self.vtype(v)) {
            Ok(Scalar::Int(b @ (8 | 16 | 32 | 64))) => Ok(Size::from_bytes(b as u64 / 8)),
            Ok(Scalar::Ptr) => Ok(Size::Q),
            _ => Err(err(
                self.cur_loc,
                format!(
                    "unsupported: '{}' on type '{}' in native code generation",
                    self.op_name(op),
                    rmlir_ir::printer::type_to_string(self.ctx(), self.vtype(v))
                ),
            )),
        }
    }

    fn lower_atomicrmw(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let (ptr, val) = (body.operand(op, 0), body.operand(op, 1));
        let bin = self.int_prop(op, "bin_op");
        let size = if (11..=14).contains(&bin) {
            return Err(err(
                self.cur_loc,
                "unsupported: floating-point 'llvm.atomicrmw' in native code generation",
            ));
        } else {
            self.atomic_size(op, val)?
        };
        let v = self.get1(val)?;
        let addr = self.amode(ptr)?;
        let old =
            match bin {
                0..=2 => {
                    let src = if bin == 2 {
                        let n = self.gpr();
                        self.push(Inst::Unary {
                            op: UnaryOp::Neg,
                            size: Size::op_for_bits(size.bits()),
                            src: v,
                            dst: n,
                        });
                        n
                    } else {
                        v
                    };
                    let dst = self.gpr();
                    self.push(Inst::AtomicXadd {
                        xchg: bin == 0,
                        size,
                        src,
                        addr,
                        dst,
                    });
                    dst
                }
                3..=10 => {
                    let lop = match bin {
                        3 => AtomicLoopOp::And,
                        4 => AtomicLoopOp::Nand,
                        5 => AtomicLoopOp::Or,
                        6 => AtomicLoopOp::Xor,
                        7 => AtomicLoopOp::Keep(Cc::G),
                        8 => AtomicLoopOp::Keep(Cc::L),
                        9 => AtomicLoopOp::Keep(Cc::A),
                        _ => AtomicLoopOp::Keep(Cc::B),
                    };
                    let (tmp, old) = (self.gpr(), self.gpr());
                    self.push(Inst::AtomicLoop {
                        op: lop,
                        size,
                        val: v,
                        addr,
                        tmp,
                        old,
                    });
                    old
                }
                _ => return Err(err(
                    self.cur_loc,
                    "unsupported: 'llvm.atomicrmw' uinc_wrap/udec_wrap in native code generation",
                )),
            };
        self.values.insert(body.result(op, 0), vec![old]);
        Ok(())
    }

    fn lower_cmpxchg(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let (ptr, cmp, val) = (
            body.operand(op, 0),
            body.operand(op, 1),
            body.operand(op, 2),
        );
        let size = self.atomic_size(op, val)?;
        let expected = self.get1(cmp)?;
        let new = self.get1(val)?;
        let addr = self.amode(ptr)?;
        let (old, ok) = (self.gpr(), self.gpr());
        self.push(Inst::Cmpxchg {
            size,
            expected,
            new,
            addr,
            old,
        });
        self.push(Inst::Setcc { cc: Cc::E, dst: ok });
        self.values.insert(body.result(op, 0), vec![old, ok]);
        Ok(())
    }

    fn lower_seq_cst_store(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let (val, ptr) = (body.operand(op, 0), body.operand(op, 1));
        let s = self.scalar(self.vtype(val))?;
        let size = match s {
            Scalar::F32 => Size::L,
            Scalar::F64 => Size::Q,
            _ => self.atomic_size(op, val)?,
        };
        let mut src = self.get1(val)?;
        if s.is_float() {
            let g = self.gpr();
            self.push(Inst::XmmToGpr { size, src, dst: g });
            src = g;
        }
        let addr = self.amode(ptr)?;
        let dst = self.gpr();
        self.push(Inst::AtomicXadd {
            xchg: true,
            size,
            src,
            addr,
            dst,
        });
        Ok(())
    }
}

/// Division by a constant: shifts for powers of two, a multiply by a magic reciprocal
/// otherwise (Granlund-Montgomery); signed division divides the magnitudes.
impl Lower<'_, '_> {
    fn lower_div_by_const(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        let body = self.body;
        let res = body.result(op, 0);
        let Ok(Scalar::Int(bits)) = self.layout.scalar(self.vtype(res)) else {
            return Ok(false);
        };
        let Some(c) = self.const_int(body.operand(op, 1)) else {
            return Ok(false);
        };
        let signed = name.starts_with("llvm.s");
        let rem = name.ends_with("rem");
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let (ud, neg_d) = if signed {
            (c.unsigned_abs(), c < 0)
        } else {
            (c as u64 & mask, false)
        };
        if ud == 0 {
            return Ok(false);
        }
        let x = if signed {
            let r = self.sext_in_reg(body.operand(op, 0), bits)?;
            let sz = Size::op_for_bits(bits);
            self.sext_reg(r, sz.bits(), Size::Q)
        } else {
            self.zext_in_reg(body.operand(op, 0), bits)?
        };
        if !signed && rem && ud.is_power_of_two() {
            let r = self.and_mask(Size::Q, x, ud - 1);
            self.values.insert(res, vec![r]);
            return Ok(true);
        }
        let q = if !signed {
            self.udiv_const(x, ud, bits)
        } else if ud.is_power_of_two() {
            let k = ud.trailing_zeros();
            let q = if k == 0 {
                x
            } else {
                // Round toward zero: add 2^k - 1 to negative dividends.
                let s = self.shift_imm(ShiftOp::Sar, Size::Q, x, 63);
                let bias = self.shift_imm(ShiftOp::Shr, Size::Q, s, 64 - k);
                let t = self.alu(AluOp::Add, Size::Q, x, Rmi::Reg(bias));
                self.shift_imm(ShiftOp::Sar, Size::Q, t, k)
            };
            self.neg_if(q, neg_d)
        } else {
            // sign(x) * (|x| / |d|), negated again for a negative divisor.
            let s = self.shift_imm(ShiftOp::Sar, Size::Q, x, 63);
            let t = self.alu(AluOp::Xor, Size::Q, x, Rmi::Reg(s));
            let a = self.alu(AluOp::Sub, Size::Q, t, Rmi::Reg(s));
            let uq = self.udiv_const(a, ud, if bits <= 32 { 32 } else { 64 });
            let t = self.alu(AluOp::Xor, Size::Q, uq, Rmi::Reg(s));
            let q = self.alu(AluOp::Sub, Size::Q, t, Rmi::Reg(s));
            self.neg_if(q, neg_d)
        };
        let out = if rem {
            // x - q * d
            let d = if signed { c as u64 } else { ud };
            let p = match i32::try_from(d as i64) {
                Ok(i) => self.alu(AluOp::Imul, Size::Q, q, Rmi::Imm(i)),
                Err(_) => {
                    let r = self.imm64(d);
                    self.alu(AluOp::Imul, Size::Q, q, Rmi::Reg(r))
                }
            };
            self.alu(AluOp::Sub, Size::Q, x, Rmi::Reg(p))
        } else {
            q
        };
        self.values.insert(res, vec![out]);
        Ok(true)
    }

    fn neg_if(&mut self, r: Reg, neg: bool) -> Reg {
        if !neg {
            return r;
        }
        let dst = self.gpr();
        self.push(Inst::Unary {
            op: UnaryOp::Neg,
            size: Size::Q,
            src: r,
            dst,
        });
        dst
    }

    /// `x / d` for an unsigned `x` below 2^bits held zero-extended in 64 bits.
    fn udiv_const(&mut self, x: Reg, d: u64, bits: u32) -> Reg {
        if d.is_power_of_two() {
            return self.shift_imm(ShiftOp::Shr, Size::Q, x, d.trailing_zeros());
        }
        if bits <= 32 {
            // hi64(x * ceil(2^64 / d)) is exact for x, d < 2^32.
            let m = self.imm64(u64::MAX / d + 1);
            let (lo, hi) = (self.gpr(), self.gpr());
            self.push(Inst::MulWide {
                size: Size::Q,
                signed: false,
                lhs: x,
                rhs: m,
                lo,
                hi,
            });
            return hi;
        }
        // t = hi64(x * m'), q = (t + ((x - t) >> 1)) >> (l - 1), l = ceil(log2 d).
        let l = 64 - (d - 1).leading_zeros();
        let mp = ((((1u128 << l) - d as u128) << 64) / d as u128 + 1) as u64;
        let m = self.imm64(mp);
        let (lo, t) = (self.gpr(), self.gpr());
        self.push(Inst::MulWide {
            size: Size::Q,
            signed: false,
            lhs: x,
            rhs: m,
            lo,
            hi: t,
        });
        let diff = self.alu(AluOp::Sub, Size::Q, x, Rmi::Reg(t));
        let half = self.shift_imm(ShiftOp::Shr, Size::Q, diff, 1);
        let sum = self.alu(AluOp::Add, Size::Q, t, Rmi::Reg(half));
        self.shift_imm(ShiftOp::Shr, Size::Q, sum, l - 1)
    }
}
