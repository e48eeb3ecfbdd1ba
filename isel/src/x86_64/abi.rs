//! System V AMD64 argument and result assignment, as llc 19 lowers the llvm dialect.
//!
//! Arguments: every scalar leaf of an argument (first-class aggregates are split into their
//! fields, each its own argument) takes the next integer (rdi, rsi, rdx, rcx, r8, r9) or SSE
//! (xmm0-7) register, or an 8-byte stack slot once that class has run out, so an aggregate may
//! be split between registers and the stack. A `llvm.byval` pointer passes a copy of the
//! pointee in the argument area instead (aligned to at least 8 bytes).
//!
//! Results: integer leaves in rax, rdx, rcx; float leaves in xmm0, xmm1 (llc then uses x87
//! st0, st1 for a third and fourth, which this back end does not support); anything larger is
//! returned through a hidden pointer passed as the first integer argument (sret demotion),
//! which the callee hands back in rax.
//!
//! Extensions: integers narrower than 32 bits with `llvm.zeroext`/`llvm.signext` are extended
//! to 32 bits by the caller (arguments) or the callee (results); without the attributes their
//! upper bits are undefined. (On Linux llc extends only an `i1` result, to 8 bits, and its
//! callers re-extend, so extending further is compatible.) Attributes come from the
//! callee's `llvm.func` (`arg_attrs`/`res_attrs`): MLIR 19's `llvm.call` carries none, and
//! llc falls back to the called function's attributes for direct calls the same way.
//!
//! `llvm.sret` on an explicit pointer argument: passed as an ordinary pointer; the callee
//! returns it in rax. Variadic calls put the number of SSE registers used in al.
//!
//! Not supported (llc's rules, for reference): `i128` takes two consecutive integer registers
//! or, when fewer than two are left, a 16-byte-aligned 16-byte stack slot, and then no later
//! integer argument goes in a register; it is returned in rax:rdx.

use super::regs::{self, xmm};
use crate::layout::Scalar;
use regalloc2::PReg;
use rmlir_ir::body::{Body, OpId};
use rmlir_ir::ods::prop;
use rmlir_ir::{AttrKind, Attribute, Context, Type};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArgLoc {
    Reg(PReg),
    /// Byte offset in the argument area (above the return address for the callee, at the
    /// stack pointer for the caller).
    Stack(u32),
}

/// One piece of an argument list: a scalar leaf, or a block of memory passed by value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArgPart {
    Leaf(Scalar),
    /// The low half of an integer of 65..128 bits; the next part is its high half. The pair
    /// takes two registers or, when fewer are left, a 16-byte aligned stack slot, and then
    /// no later integer argument takes a register (as llc).
    WideLo,
    Mem {
        size: u64,
        align: u64,
    },
    /// 128 bits of a vector (its lanes packed as llc's legalized register type): the next
    /// SSE register or a 16-byte aligned 16-byte stack slot.
    Vec128,
    /// The low 128 bits of a 256-bit vector piece with AVX (the next part is its high
    /// half): the pair takes the next SSE register (as a ymm register; both parts report
    /// it) or a 32-byte aligned 32-byte stack slot (the low half at its start, the high half
    /// 16 bytes on).
    Vec256Lo,
    Vec256Hi,
}

/// Assigns locations to scalar leaves.
pub fn assign_args(leaves: &[Scalar]) -> Vec<ArgLoc> {
    let parts: Vec<ArgPart> = leaves.iter().map(|s| ArgPart::Leaf(*s)).collect();
    assign_parts(&parts)
}

/// Assigns locations to argument parts; a `Mem` part is always on the stack.
pub fn assign_parts(parts: &[ArgPart]) -> Vec<ArgLoc> {
    let (mut ni, mut nf, mut st) = (0usize, 0usize, 0u64);
    let mut stack = |size: u64, align: u64| {
        let off = st.next_multiple_of(align.max(8));
        st = off + size.max(1).next_multiple_of(8);
        ArgLoc::Stack(off as u32)
    };
    let mut out = Vec::with_capacity(parts.len());
    let mut i = 0;
    while i < parts.len() {
        let loc = match &parts[i] {
            ArgPart::Leaf(s) if s.in_sse() => {
                if nf < regs::FLOAT_ARGS {
                    nf += 1;
                    ArgLoc::Reg(xmm(nf - 1))
                } else {
                    stack(8, 8)
                }
            }
            ArgPart::Leaf(_) => {
                if ni < regs::INT_ARGS.len() {
                    ni += 1;
                    ArgLoc::Reg(regs::INT_ARGS[ni - 1])
                } else {
                    stack(8, 8)
                }
            }
            ArgPart::WideLo => {
                if ni + 2 <= regs::INT_ARGS.len() {
                    ni += 2;
                    out.push(ArgLoc::Reg(regs::INT_ARGS[ni - 2]));
                    ArgLoc::Reg(regs::INT_ARGS[ni - 1])
                } else {
                    ni = regs::INT_ARGS.len();
                    let ArgLoc::Stack(off) = stack(16, 16) else {
                        unreachable!()
                    };
                    out.push(ArgLoc::Stack(off));
                    ArgLoc::Stack(off + 8)
                }
            }
            ArgPart::Mem { size, align } => stack(*size, *align),
            ArgPart::Vec128 => {
                if nf < regs::FLOAT_ARGS {
                    nf += 1;
                    ArgLoc::Reg(xmm(nf - 1))
                } else {
                    stack(16, 16)
                }
            }
            ArgPart::Vec256Lo => {
                let loc = if nf < regs::FLOAT_ARGS {
                    nf += 1;
                    ArgLoc::Reg(xmm(nf - 1))
                } else {
                    stack(32, 32)
                };
                out.push(loc);
                match loc {
                    ArgLoc::Stack(off) => ArgLoc::Stack(off + 16),
                    r => r,
                }
            }
            // Placed with its low half.
            ArgPart::Vec256Hi => {
                i += 1;
                continue;
            }
        };
        // A wide pair placed its low half already: this is the high half's location.
        if matches!(parts[i], ArgPart::WideLo | ArgPart::Vec256Lo) {
            i += 1;
        }
        out.push(loc);
        i += 1;
    }
    out
}

/// Bytes of stack argument area that `locs` use.
pub fn stack_size(parts: &[ArgPart], locs: &[ArgLoc]) -> u32 {
    parts
        .iter()
        .zip(locs)
        .filter_map(|(p, l)| match (p, l) {
            (ArgPart::Mem { size, .. }, ArgLoc::Stack(o)) => {
                Some(*o + size.max(&1).next_multiple_of(8) as u32)
            }
            (ArgPart::Vec128 | ArgPart::Vec256Lo | ArgPart::Vec256Hi, ArgLoc::Stack(o)) => {
                Some(*o + 16)
            }
            (_, ArgLoc::Stack(o)) => Some(*o + 8),
            _ => None,
        })
        .max()
        .unwrap_or(0)
}

/// How a function's result is returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RetAbi {
    /// Each leaf in its register.
    Regs(Vec<PReg>),
    /// Through memory at a hidden pointer passed as the first integer argument.
    Sret,
    /// The third and fourth float leaves come back in x87 registers (st0, st1), as llc
    /// returns them: per leaf its register, `None` for those on the x87 stack, in order.
    X87(Vec<Option<PReg>>),
}

pub fn assign_result(leaves: &[Scalar]) -> RetAbi {
    let nf = leaves.iter().filter(|s| s.in_sse()).count();
    let ni = leaves.len() - nf;
    if ni > regs::INT_RETS.len() || nf > regs::FLOAT_RETS + 2 {
        return RetAbi::Sret;
    }
    match assign_rets(leaves) {
        Some(r) => RetAbi::Regs(r),
        None => {
            let (mut ni, mut nf) = (0usize, 0usize);
            RetAbi::X87(
                leaves
                    .iter()
                    .map(|s| {
                        if s.in_sse() {
                            nf += 1;
                            (nf <= regs::FLOAT_RETS).then(|| xmm(nf - 1))
                        } else {
                            ni += 1;
                            Some(regs::INT_RETS[ni - 1])
                        }
                    })
                    .collect(),
            )
        }
    }
}

/// The registers of each result leaf, or `None` when they do not fit.
pub fn assign_rets(leaves: &[Scalar]) -> Option<Vec<PReg>> {
    let (mut ni, mut nf) = (0usize, 0usize);
    leaves
        .iter()
        .map(|s| {
            if s.in_sse() {
                nf += 1;
                (nf <= regs::FLOAT_RETS).then(|| xmm(nf - 1))
            } else {
                ni += 1;
                regs::INT_RETS.get(ni - 1).copied()
            }
        })
        .collect()
}

/// The ABI-relevant attributes of one parameter or result.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ParamAttrs {
    pub zext: bool,
    pub sext: bool,
    /// `llvm.byval = T`: the pointee type copied into the argument area.
    pub byval: Option<Type>,
    /// `llvm.align = N`.
    pub align: u64,
    pub sret: bool,
}

impl ParamAttrs {
    fn from_dict(ctx: &Context, a: Option<Attribute>) -> ParamAttrs {
        let mut p = ParamAttrs::default();
        let Some(AttrKind::Dictionary(entries)) = a.map(|a| ctx.attr_kind(a)) else {
            return p;
        };
        for (k, v) in entries.iter() {
            match ctx.ident_str(*k) {
                "llvm.zeroext" => p.zext = true,
                "llvm.signext" => p.sext = true,
                "llvm.sret" => p.sret = true,
                "llvm.byval" => {
                    if let AttrKind::Type(t) = ctx.attr_kind(*v) {
                        p.byval = Some(*t);
                    }
                }
                "llvm.align" => {
                    if let AttrKind::Integer { value, .. } = ctx.attr_kind(*v) {
                        p.align = value.words().first().copied().unwrap_or(0);
                    }
                }
                _ => {}
            }
        }
        p
    }
}

/// The parameter attributes (`arg_attrs`, `nargs` of them) and result attributes of the
/// `llvm.func` `op` of `body`.
pub fn func_attrs(
    ctx: &Context,
    body: &Body,
    op: OpId,
    nargs: usize,
) -> (Vec<ParamAttrs>, ParamAttrs) {
    let elem = |name: &str, i: usize| match prop(ctx, body, op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.get(i).copied(),
        _ => None,
    };
    let args = (0..nargs)
        .map(|i| ParamAttrs::from_dict(ctx, elem("arg_attrs", i)))
        .collect();
    (args, ParamAttrs::from_dict(ctx, elem("res_attrs", 0)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Scalar::*;

    #[test]
    fn results_in_registers_then_memory() {
        assert_eq!(
            assign_result(&[Int(64), Int(8), Ptr, F64, F32]),
            RetAbi::Regs(vec![regs::RAX, regs::RDX, regs::RCX, xmm(0), xmm(1)])
        );
        assert_eq!(assign_result(&[Int(64); 4]), RetAbi::Sret);
        assert_eq!(
            assign_result(&[F64; 3]),
            RetAbi::X87(vec![Some(xmm(0)), Some(xmm(1)), None])
        );
        assert_eq!(assign_result(&[F64; 5]), RetAbi::Sret);
    }

    #[test]
    fn arguments_split_when_registers_run_out() {
        let mut parts = vec![ArgPart::Leaf(Int(64)); 5];
        parts.push(ArgPart::Leaf(Int(64)));
        parts.push(ArgPart::Leaf(Int(8)));
        parts.push(ArgPart::Mem {
            size: 20,
            align: 16,
        });
        parts.push(ArgPart::Leaf(F32));
        parts.push(ArgPart::Leaf(Ptr));
        let locs = assign_parts(&parts);
        assert_eq!(locs[5], ArgLoc::Reg(regs::INT_ARGS[5]));
        assert_eq!(locs[6], ArgLoc::Stack(0));
        // byval blocks are aligned to their alignment and rounded up to 8 bytes.
        assert_eq!(locs[7], ArgLoc::Stack(16));
        assert_eq!(locs[8], ArgLoc::Reg(xmm(0)));
        assert_eq!(locs[9], ArgLoc::Stack(40));
        assert_eq!(stack_size(&parts, &locs), 48);
    }

    #[test]
    fn vector_parts_take_sse_registers_then_aligned_slots() {
        let mut parts = vec![ArgPart::Leaf(F64); 7];
        parts.push(ArgPart::Vec128);
        parts.push(ArgPart::Leaf(Int(64)));
        parts.push(ArgPart::Vec128);
        parts.push(ArgPart::Leaf(F32));
        parts.push(ArgPart::Vec128);
        let locs = assign_parts(&parts);
        assert_eq!(locs[7], ArgLoc::Reg(xmm(7)));
        assert_eq!(locs[8], ArgLoc::Reg(regs::INT_ARGS[0]));
        assert_eq!(locs[9], ArgLoc::Stack(0));
        assert_eq!(locs[10], ArgLoc::Stack(16));
        assert_eq!(locs[11], ArgLoc::Stack(32));
        assert_eq!(stack_size(&parts, &locs), 48);
    }

    #[test]
    fn ymm_pairs_take_one_register_then_32_byte_slots() {
        let mut parts = Vec::new();
        for _ in 0..8 {
            parts.push(ArgPart::Vec256Lo);
            parts.push(ArgPart::Vec256Hi);
        }
        parts.push(ArgPart::Vec256Lo);
        parts.push(ArgPart::Vec256Hi);
        parts.push(ArgPart::Leaf(F64));
        parts.push(ArgPart::Vec128);
        let locs = assign_parts(&parts);
        assert_eq!(locs[0], ArgLoc::Reg(xmm(0)));
        assert_eq!(locs[1], ArgLoc::Reg(xmm(0)));
        assert_eq!(locs[15], ArgLoc::Reg(xmm(7)));
        // As llc: the ninth at 16(%rbp), the double at 48(%rbp), the xmm vector at 64(%rbp).
        assert_eq!(locs[16], ArgLoc::Stack(0));
        assert_eq!(locs[17], ArgLoc::Stack(16));
        assert_eq!(locs[18], ArgLoc::Stack(32));
        assert_eq!(locs[19], ArgLoc::Stack(48));
        assert_eq!(stack_size(&parts, &locs), 64);
    }
}
