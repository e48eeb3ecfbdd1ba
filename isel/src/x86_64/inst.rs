//! x86-64 machine instructions over virtual registers.
//!
//! Two-address forms (`add dst, src`) are written as three-address instructions whose
//! destination reuses the first source's register (regalloc2's reuse constraint); instructions
//! with fixed registers (`div`, shifts by `cl`, calls) constrain their operands to them.

use super::regs;
use crate::vcode::{MachInst, OperandVisitor, OperandVisitorExt, Reg};
use regalloc2::{PReg, PRegSet};

/// Operand width.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Size {
    B,
    W,
    L,
    Q,
}

impl Size {
    pub fn bytes(self) -> u8 {
        match self {
            Size::B => 1,
            Size::W => 2,
            Size::L => 4,
            Size::Q => 8,
        }
    }
    pub fn bits(self) -> u32 {
        self.bytes() as u32 * 8
    }
    pub fn from_bytes(b: u64) -> Size {
        match b {
            1 => Size::B,
            2 => Size::W,
            4 => Size::L,
            _ => Size::Q,
        }
    }
    /// The operation width used for an integer of `bits` bits held in a register: 32-bit
    /// operations for everything up to 32 bits (no partial-register writes), 64 above.
    pub fn op_for_bits(bits: u32) -> Size {
        if bits <= 32 {
            Size::L
        } else {
            Size::Q
        }
    }
}

/// A memory address.
#[derive(Clone, Debug, PartialEq)]
pub enum Amode {
    /// `[base + index << shift + disp]`
    Base {
        base: Reg,
        index: Option<(Reg, u8)>,
        disp: i32,
    },
    /// A static stack object (an `llvm.alloca` of constant size in the entry block).
    Slot { slot: u32, disp: i32 },
    /// An argument passed on the stack, `off` bytes above the return address.
    IncomingArg { off: i32 },
    /// The outgoing argument area at the stack pointer.
    OutgoingArg { off: i32 },
    /// A symbol, RIP-relative (defined in this object).
    Sym { sym: u32, disp: i32 },
    /// An entry of the function's constant pool, RIP-relative.
    Const { idx: u32 },
}

impl Amode {
    pub fn base(base: Reg, disp: i32) -> Amode {
        Amode::Base {
            base,
            index: None,
            disp,
        }
    }
    fn visit(&mut self, v: &mut dyn OperandVisitor) {
        if let Amode::Base { base, index, .. } = self {
            v.use_reg(base);
            if let Some((i, _)) = index {
                v.use_reg(i);
            }
        }
    }
}

/// A second source: register, memory or 32-bit immediate (sign-extended).
#[derive(Clone, Debug, PartialEq)]
pub enum Rmi {
    Reg(Reg),
    Mem(Amode),
    Imm(i32),
}

impl Rmi {
    fn visit(&mut self, v: &mut dyn OperandVisitor) {
        match self {
            Rmi::Reg(r) => v.use_reg(r),
            Rmi::Mem(a) => a.visit(v),
            Rmi::Imm(_) => {}
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AluOp {
    Add,
    Sub,
    And,
    Or,
    Xor,
    Imul,
    Adc,
    Sbb,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Not,
    Bswap,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ShiftOp {
    Shl,
    Shr,
    Sar,
    Rol,
    Ror,
}

/// Condition codes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cc {
    O,
    No,
    B,
    Ae,
    E,
    Ne,
    Be,
    A,
    S,
    Ns,
    P,
    Np,
    L,
    Ge,
    Le,
    G,
}

impl Cc {
    pub fn invert(self) -> Cc {
        use Cc::*;
        match self {
            O => No,
            No => O,
            B => Ae,
            Ae => B,
            E => Ne,
            Ne => E,
            Be => A,
            A => Be,
            S => Ns,
            Ns => S,
            P => Np,
            Np => P,
            L => Ge,
            Ge => L,
            Le => G,
            G => Le,
        }
    }
    /// The condition after swapping the compared operands.
    pub fn swap(self) -> Cc {
        use Cc::*;
        match self {
            B => A,
            A => B,
            Ae => Be,
            Be => Ae,
            L => G,
            G => L,
            Le => Ge,
            Ge => Le,
            c => c,
        }
    }
}

/// Loads, with their extension to the register.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LoadKind {
    /// 64-bit load.
    Q,
    /// 32-bit load (zero-extends).
    L,
    ZxB,
    ZxW,
    SxB,
    SxW,
    SxL,
}

/// Scalar SSE operations with a register destination shared with the first source.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum XmmOp {
    Add,
    Sub,
    Mul,
    Div,
    Min,
    Max,
    Sqrt,
    /// Bitwise (packed) forms.
    And,
    Andn,
    Or,
    Xor,
    /// fpext / fptrunc: cvtss2sd (double = false is the source width) / cvtsd2ss.
    Cvt,
}

/// Where a call goes.
#[derive(Clone, Debug, PartialEq)]
pub enum CallTarget {
    Sym(u32),
    Reg(Reg),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Inst {
    /// Function entry: defines the arguments in their ABI registers.
    Args {
        args: Vec<(Reg, PReg)>,
    },
    /// Return: the results in their ABI registers.
    Ret {
        rets: Vec<(Reg, PReg)>,
    },
    MovRR {
        size: Size,
        src: Reg,
        dst: Reg,
    },
    MovImm {
        size: Size,
        imm: u64,
        dst: Reg,
    },
    Alu {
        op: AluOp,
        size: Size,
        src1: Reg,
        src2: Rmi,
        dst: Reg,
    },
    Unary {
        op: UnaryOp,
        size: Size,
        src: Reg,
        dst: Reg,
    },
    /// Shift by an immediate, or by `cl` when `amount` is `None` (`amt_reg` fixed in rcx).
    Shift {
        op: ShiftOp,
        size: Size,
        src: Reg,
        amount: Option<u8>,
        amt_reg: Reg,
        dst: Reg,
    },
    Lea {
        size: Size,
        addr: Amode,
        dst: Reg,
    },
    Load {
        kind: LoadKind,
        addr: Amode,
        dst: Reg,
    },
    Store {
        size: Size,
        src: Reg,
        addr: Amode,
    },
    StoreImm {
        size: Size,
        imm: i32,
        addr: Amode,
    },
    /// movzx/movsx/movsxd from `from` bits into a `to`-sized register.
    Ext {
        signed: bool,
        from: Size,
        to: Size,
        src: Reg,
        dst: Reg,
    },
    Cmp {
        size: Size,
        lhs: Reg,
        rhs: Rmi,
    },
    Test {
        size: Size,
        lhs: Reg,
        rhs: Rmi,
    },
    /// `setcc dst8; movzx dst32, dst8`.
    Setcc {
        cc: Cc,
        dst: Reg,
    },
    /// `dst = cc ? src : alt` (dst reuses `alt`).
    Cmov {
        cc: Cc,
        size: Size,
        src: Reg,
        alt: Reg,
        dst: Reg,
    },
    /// (i)div: dividend in rax (sign- or zero-extended into rdx here), quotient rax,
    /// remainder rdx.
    Div {
        size: Size,
        signed: bool,
        dividend: Reg,
        divisor: Reg,
        quot: Reg,
        rem: Reg,
    },
    /// Widening multiply: rdx:rax = rax * src.
    MulWide {
        size: Size,
        signed: bool,
        lhs: Reg,
        rhs: Reg,
        lo: Reg,
        hi: Reg,
    },
    /// Scalar SSE, `double` picks sd over ss.
    Xmm {
        op: XmmOp,
        double: bool,
        src1: Reg,
        src2: Reg,
        dst: Reg,
    },
    XmmMov {
        src: Reg,
        dst: Reg,
    },
    XmmLoad {
        double: bool,
        addr: Amode,
        dst: Reg,
    },
    XmmStore {
        double: bool,
        src: Reg,
        addr: Amode,
    },
    /// movd/movq between general and SSE registers.
    GprToXmm {
        size: Size,
        src: Reg,
        dst: Reg,
    },
    XmmToGpr {
        size: Size,
        src: Reg,
        dst: Reg,
    },
    /// cvtsi2ss/sd from a 32- or 64-bit integer.
    CvtIntToFp {
        size: Size,
        double: bool,
        src: Reg,
        dst: Reg,
    },
    /// cvttss2si/cvttsd2si to a 32- or 64-bit integer.
    CvtFpToInt {
        size: Size,
        double: bool,
        src: Reg,
        dst: Reg,
    },
    /// ucomiss/ucomisd.
    Ucomi {
        double: bool,
        lhs: Reg,
        rhs: Reg,
    },
    Jmp {
        target: u32,
    },
    Jcc {
        cc: Cc,
        taken: u32,
        not_taken: u32,
    },
    Call {
        target: CallTarget,
        uses: Vec<(Reg, PReg)>,
        defs: Vec<(Reg, PReg)>,
        clobbers: PRegSet,
    },
    /// Dynamic stack allocation: `rsp -= size` rounded to 16 (and `align`), `dst` = the
    /// new object above the outgoing-argument area.
    StackAlloc {
        size: Reg,
        align: u32,
        dst: Reg,
    },
    StackSave {
        dst: Reg,
    },
    StackRestore {
        src: Reg,
    },
    /// Loads the address of an external symbol from the GOT.
    LoadGot {
        sym: u32,
        dst: Reg,
    },
    /// Address of a symbol defined in this object (`lea sym(%rip)`).
    SymAddr {
        sym: u32,
        dst: Reg,
    },
    Ud2,
    /// `fld` from memory (pushes the x87 stack): results llc returns in st0/st1.
    X87Load {
        double: bool,
        addr: Amode,
    },
    /// `fstp` to memory (pops the x87 stack).
    X87Store {
        double: bool,
        addr: Amode,
    },
    /// `bsr`/`bsf` (`reverse` = bsr): the index of the highest/lowest set bit; ZF set and
    /// `dst` undefined when `src` is zero.
    BitScan {
        reverse: bool,
        size: Size,
        src: Reg,
        dst: Reg,
    },
    /// `shld dst, lo` (`left`) / `shrd dst, lo` by an immediate or by `cl` (`amt_reg`
    /// fixed in rcx when `amount` is `None`); `dst` reuses `hi`.
    ShiftD {
        left: bool,
        size: Size,
        hi: Reg,
        lo: Reg,
        amount: Option<u8>,
        amt_reg: Reg,
        dst: Reg,
    },
    /// `lock xadd [addr], src` (or `xchg [addr], src` when `xchg`): `dst` (reusing `src`)
    /// receives the old memory value.
    AtomicXadd {
        xchg: bool,
        size: Size,
        src: Reg,
        addr: Amode,
        dst: Reg,
    },
    /// `lock cmpxchg [addr], new` with the expected value in rax; `old` (rax) receives the
    /// memory value, ZF is set when the exchange happened.
    Cmpxchg {
        size: Size,
        expected: Reg,
        new: Reg,
        addr: Amode,
        old: Reg,
    },
    /// A read-modify-write loop: `mov rax, [addr]; L: mov tmp, rax; <op> tmp, val;
    /// lock cmpxchg [addr], tmp; jne L`. `old` (rax) receives the old value.
    AtomicLoop {
        op: AtomicLoopOp,
        size: Size,
        val: Reg,
        addr: Amode,
        tmp: Reg,
        old: Reg,
    },
    Mfence,
    /// movups: all 128 bits of an SSE register from memory (vector arguments and results).
    XmmLoad128 {
        addr: Amode,
        dst: Reg,
    },
    /// movups: all 128 bits of an SSE register to memory.
    XmmStore128 {
        src: Reg,
        addr: Amode,
    },
    /// Packed SIMD (see [`VOp`]): movups/vmovups of a whole xmm (`wide`: ymm) register.
    VLoad {
        wide: bool,
        addr: Amode,
        dst: Reg,
    },
    VStore {
        wide: bool,
        src: Reg,
        addr: Amode,
    },
    /// A packed two-source operation; `vex` picks the three-operand AVX form (else `dst`
    /// reuses `src1`).
    VBin {
        op: VOp,
        wide: bool,
        vex: bool,
        src1: Reg,
        src2: Reg,
        dst: Reg,
    },
    /// A packed one-source operation (shifts by an immediate reuse `src` without VEX).
    VUn {
        op: VUnOp,
        wide: bool,
        vex: bool,
        src: Reg,
        dst: Reg,
    },
    /// `vfmadd231{ps,pd,ss,sd}`: `dst` (reusing `acc`) = `a * b + acc`, one rounding.
    VFma {
        double: bool,
        packed: bool,
        wide: bool,
        acc: Reg,
        a: Reg,
        b: Reg,
        dst: Reg,
    },
    /// `vblendvps`/`vblendvpd`: each lane of `dst` is `t`'s where `mask`'s sign bit is set,
    /// else `f`'s.
    VBlendv {
        double: bool,
        wide: bool,
        f: Reg,
        t: Reg,
        mask: Reg,
        dst: Reg,
    },
    /// AVX masked moves (`vmaskmovps/pd`, `vpmaskmovd/q` with `int`): lanes whose mask sign
    /// bit is clear are not touched in memory (a load zeroes them in `reg`).
    VMaskMov {
        store: bool,
        int: bool,
        double: bool,
        wide: bool,
        mask: Reg,
        addr: Amode,
        reg: Reg,
    },
}

/// Packed two-source SIMD operations (mnemonics without the `v` of their VEX forms).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VOp {
    Addps,
    Addpd,
    Subps,
    Subpd,
    Mulps,
    Mulpd,
    Divps,
    Divpd,
    Andps,
    Andnps,
    Orps,
    Xorps,
    Pand,
    Pandn,
    Por,
    Pxor,
    Paddb,
    Paddw,
    Paddd,
    Paddq,
    Psubb,
    Psubw,
    Psubd,
    Psubq,
    Pmullw,
    Pmulld,
    Pmuludq,
    Pcmpeqb,
    Pcmpeqw,
    Pcmpeqd,
    Pcmpeqq,
    Pcmpgtb,
    Pcmpgtw,
    Pcmpgtd,
    Pcmpgtq,
    Unpcklps,
    Unpckhps,
    Unpcklpd,
    Unpckhpd,
    Punpckldq,
    Punpckhdq,
    Punpcklqdq,
    Punpckhqdq,
    /// Shifts of every lane by the count in the low 64 bits of `src2`.
    Psllw,
    Pslld,
    Psllq,
    Psrlw,
    Psrld,
    Psrlq,
    Psraw,
    Psrad,
    /// AVX2 per-lane shifts.
    Psllvd,
    Psllvq,
    Psrlvd,
    Psrlvq,
    Psravd,
    Cmpps(u8),
    Cmppd(u8),
    Shufps(u8),
    Shufpd(u8),
    /// `vinsertf128 $imm, src2(xmm), src1(ymm)`.
    Vinsertf128(u8),
    /// Integer minimum/maximum (SSE2: `pmaxsw`/`pminsw`/`pmaxub`/`pminub`; the others
    /// SSE4.1).
    Pmaxsb,
    Pmaxsw,
    Pmaxsd,
    Pmaxub,
    Pmaxuw,
    Pmaxud,
    Pminsb,
    Pminsw,
    Pminsd,
    Pminub,
    Pminuw,
    Pminud,
}

/// Packed one-source SIMD operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VUnOp {
    Pshufd(u8),
    Cvtdq2ps,
    Cvttps2dq,
    Sqrtps,
    Sqrtpd,
    /// Shifts by an immediate (`Psrldq`/`Pslldq` shift whole 128-bit lanes by bytes).
    ShiftImm(VOp, u8),
    Psrldq(u8),
    /// AVX2 broadcasts of the low lane (`vbroadcastss`, `vbroadcastsd`, `vpbroadcast*`).
    Vbroadcastss,
    Vbroadcastsd,
    Vpbroadcastb,
    Vpbroadcastw,
    Vpbroadcastd,
    Vpbroadcastq,
    /// `vextractf128 $imm, src(ymm), dst(xmm)`.
    Vextractf128(u8),
    Vpermq(u8),
}

impl VUnOp {
    /// Without VEX, the destination is the source.
    pub fn destructive(self) -> bool {
        matches!(self, VUnOp::ShiftImm(..) | VUnOp::Psrldq(_))
    }
}

/// The operation of an [`Inst::AtomicLoop`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AtomicLoopOp {
    And,
    Or,
    Xor,
    Nand,
    /// `tmp = cc(tmp, val) ? tmp : val` after `cmp tmp, val` (max: G, min: L, umax: A, umin: B).
    Keep(Cc),
}

impl MachInst for Inst {
    fn visit_operands(&mut self, v: &mut dyn OperandVisitor) {
        use Inst::*;
        match self {
            Args { args } => {
                for (r, p) in args {
                    v.fixed_def(r, *p);
                }
            }
            Ret { rets } => {
                for (r, p) in rets {
                    v.fixed_use(r, *p);
                }
            }
            MovRR { src, dst, .. } | Ext { src, dst, .. } => {
                v.use_reg(src);
                v.def_reg(dst);
            }
            MovImm { dst, .. } | Setcc { dst, .. } => v.def_reg(dst),
            Alu {
                src1, src2, dst, ..
            } => {
                v.use_reg(src1);
                src2.visit(v);
                v.reuse_def(dst, 0);
            }
            Unary { src, dst, .. } => {
                v.use_reg(src);
                v.reuse_def(dst, 0);
            }
            Shift {
                src,
                amount,
                amt_reg,
                dst,
                ..
            } => {
                v.use_reg(src);
                if amount.is_none() {
                    v.fixed_use(amt_reg, regs::RCX);
                }
                v.reuse_def(dst, 0);
            }
            Lea { addr, dst, .. } | Load { addr, dst, .. } | XmmLoad { addr, dst, .. } => {
                addr.visit(v);
                v.def_reg(dst);
            }
            Store { src, addr, .. } | XmmStore { src, addr, .. } => {
                v.use_reg(src);
                addr.visit(v);
            }
            StoreImm { addr, .. } | X87Load { addr, .. } | X87Store { addr, .. } => addr.visit(v),
            Cmp { lhs, rhs, .. } | Test { lhs, rhs, .. } => {
                v.use_reg(lhs);
                rhs.visit(v);
            }
            Cmov { src, alt, dst, .. } => {
                v.use_reg(alt);
                v.use_reg(src);
                v.reuse_def(dst, 0);
            }
            Div {
                dividend,
                divisor,
                quot,
                rem,
                ..
            } => {
                v.fixed_use(dividend, regs::RAX);
                v.use_reg(divisor);
                v.fixed_def(quot, regs::RAX);
                v.fixed_def_early(rem, regs::RDX);
            }
            MulWide {
                lhs, rhs, lo, hi, ..
            } => {
                v.fixed_use(lhs, regs::RAX);
                v.use_reg(rhs);
                v.fixed_def(lo, regs::RAX);
                v.fixed_def_early(hi, regs::RDX);
            }
            Xmm {
                op,
                src1,
                src2,
                dst,
                ..
            } => {
                if matches!(op, XmmOp::Sqrt | XmmOp::Cvt) {
                    // One source (`src2`; `src1` is not read): sqrtsd/cvtsd2ss write the
                    // low lane of any register.
                    v.use_reg(src2);
                    v.def_reg(dst);
                } else {
                    v.use_reg(src1);
                    v.use_reg(src2);
                    v.reuse_def(dst, 0);
                }
            }
            XmmMov { src, dst }
            | GprToXmm { src, dst, .. }
            | XmmToGpr { src, dst, .. }
            | CvtIntToFp { src, dst, .. }
            | CvtFpToInt { src, dst, .. } => {
                v.use_reg(src);
                v.def_reg(dst);
            }
            Ucomi { lhs, rhs, .. } => {
                v.use_reg(lhs);
                v.use_reg(rhs);
            }
            Jmp { .. } | Jcc { .. } | Ud2 => {}
            Call {
                target, uses, defs, ..
            } => {
                if let CallTarget::Reg(r) = target {
                    v.use_reg(r);
                }
                for (r, p) in uses {
                    v.fixed_use(r, *p);
                }
                for (r, p) in defs {
                    v.fixed_def(r, *p);
                }
            }
            StackAlloc { size, dst, .. } => {
                v.use_reg(size);
                v.def_reg(dst);
            }
            StackSave { dst } | LoadGot { dst, .. } | SymAddr { dst, .. } => v.def_reg(dst),
            StackRestore { src } => v.use_reg(src),
            BitScan { src, dst, .. } => {
                v.use_reg(src);
                v.def_reg(dst);
            }
            ShiftD {
                hi,
                lo,
                amount,
                amt_reg,
                dst,
                ..
            } => {
                v.use_reg(hi);
                v.use_reg(lo);
                if amount.is_none() {
                    v.fixed_use(amt_reg, regs::RCX);
                }
                v.reuse_def(dst, 0);
            }
            AtomicXadd { src, addr, dst, .. } => {
                v.use_reg(src);
                addr.visit(v);
                v.reuse_def(dst, 0);
            }
            Cmpxchg {
                expected,
                new,
                addr,
                old,
                ..
            } => {
                v.fixed_use(expected, regs::RAX);
                v.use_reg(new);
                addr.visit(v);
                v.fixed_def(old, regs::RAX);
            }
            AtomicLoop {
                val,
                addr,
                tmp,
                old,
                ..
            } => {
                v.use_reg(val);
                addr.visit(v);
                v.def_early(tmp);
                v.fixed_def_early(old, regs::RAX);
            }
            Mfence => {}
            XmmLoad128 { addr, dst } => {
                addr.visit(v);
                v.def_reg(dst);
            }
            XmmStore128 { src, addr } => {
                v.use_reg(src);
                addr.visit(v);
            }
            VLoad { addr, dst, .. } => {
                addr.visit(v);
                v.def_reg(dst);
            }
            VStore { src, addr, .. } => {
                v.use_reg(src);
                addr.visit(v);
            }
            VBin {
                vex,
                src1,
                src2,
                dst,
                ..
            } => {
                v.use_reg(src1);
                v.use_reg(src2);
                if *vex {
                    v.def_reg(dst);
                } else {
                    v.reuse_def(dst, 0);
                }
            }
            VUn {
                op, vex, src, dst, ..
            } => {
                v.use_reg(src);
                if !*vex && op.destructive() {
                    v.reuse_def(dst, 0);
                } else {
                    v.def_reg(dst);
                }
            }
            VFma { acc, a, b, dst, .. } => {
                v.use_reg(acc);
                v.use_reg(a);
                v.use_reg(b);
                v.reuse_def(dst, 0);
            }
            VBlendv {
                f, t, mask, dst, ..
            } => {
                v.use_reg(f);
                v.use_reg(t);
                v.use_reg(mask);
                v.def_reg(dst);
            }
            VMaskMov {
                store,
                mask,
                addr,
                reg,
                ..
            } => {
                v.use_reg(mask);
                addr.visit(v);
                if *store {
                    v.use_reg(reg);
                } else {
                    v.def_reg(reg);
                }
            }
        }
    }

    fn is_ret(&self) -> bool {
        matches!(self, Inst::Ret { .. } | Inst::Ud2)
    }

    fn is_branch(&self) -> bool {
        matches!(self, Inst::Jmp { .. } | Inst::Jcc { .. })
    }

    fn clobbers(&self) -> PRegSet {
        match self {
            Inst::Call { clobbers, defs, .. } => {
                // Defined registers are results, not clobbers.
                let mut c = *clobbers;
                for (_, p) in defs {
                    c.remove(*p);
                }
                c
            }
            _ => PRegSet::empty(),
        }
    }
}
