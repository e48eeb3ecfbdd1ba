//! System V AMD64 argument and result assignment, as LLVM lowers the llvm dialect: every
//! scalar leaf of an argument (first-class aggregates are split into their fields) takes the
//! next integer or SSE argument register, or an 8-byte stack slot once those run out; results
//! come back in rax, rdx, rcx and xmm0, xmm1.

use super::regs::{self, xmm};
use crate::layout::Scalar;
use regalloc2::PReg;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArgLoc {
    Reg(PReg),
    /// Byte offset in the argument area (above the return address for the callee, at the
    /// stack pointer for the caller).
    Stack(u32),
}

pub fn assign_args(leaves: &[Scalar]) -> Vec<ArgLoc> {
    let (mut ni, mut nf, mut st) = (0usize, 0usize, 0u32);
    leaves
        .iter()
        .map(|s| {
            if s.is_float() {
                if nf < regs::FLOAT_ARGS {
                    nf += 1;
                    return ArgLoc::Reg(xmm(nf - 1));
                }
            } else if ni < regs::INT_ARGS.len() {
                ni += 1;
                return ArgLoc::Reg(regs::INT_ARGS[ni - 1]);
            }
            st += 8;
            ArgLoc::Stack(st - 8)
        })
        .collect()
}

/// The registers of each result leaf, or `None` when they do not fit (the caller then
/// needs an implicit result pointer).
pub fn assign_rets(leaves: &[Scalar]) -> Option<Vec<PReg>> {
    let (mut ni, mut nf) = (0usize, 0usize);
    leaves
        .iter()
        .map(|s| {
            if s.is_float() {
                nf += 1;
                (nf <= regs::FLOAT_RETS).then(|| xmm(nf - 1))
            } else {
                ni += 1;
                regs::INT_RETS.get(ni - 1).copied()
            }
        })
        .collect()
}
