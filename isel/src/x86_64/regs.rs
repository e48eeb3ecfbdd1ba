//! x86-64 registers as regalloc2 sees them, and the System V register sets.

use regalloc2::{MachineEnv, PReg, PRegSet, RegClass};

pub const RAX: PReg = PReg::new(0, RegClass::Int);
pub const RCX: PReg = PReg::new(1, RegClass::Int);
pub const RDX: PReg = PReg::new(2, RegClass::Int);
pub const RBX: PReg = PReg::new(3, RegClass::Int);
pub const RSP: PReg = PReg::new(4, RegClass::Int);
pub const RBP: PReg = PReg::new(5, RegClass::Int);
pub const RSI: PReg = PReg::new(6, RegClass::Int);
pub const RDI: PReg = PReg::new(7, RegClass::Int);
pub const R8: PReg = PReg::new(8, RegClass::Int);
pub const R9: PReg = PReg::new(9, RegClass::Int);
pub const R10: PReg = PReg::new(10, RegClass::Int);
pub const R11: PReg = PReg::new(11, RegClass::Int);
pub const R12: PReg = PReg::new(12, RegClass::Int);
pub const R13: PReg = PReg::new(13, RegClass::Int);
pub const R14: PReg = PReg::new(14, RegClass::Int);
pub const R15: PReg = PReg::new(15, RegClass::Int);

pub const fn xmm(n: usize) -> PReg {
    PReg::new(n, RegClass::Float)
}

/// Integer argument registers, in order.
pub const INT_ARGS: [PReg; 6] = [RDI, RSI, RDX, RCX, R8, R9];
/// Integer return registers (LLVM returns first-class aggregates in up to three).
pub const INT_RETS: [PReg; 3] = [RAX, RDX, RCX];
pub const FLOAT_ARGS: usize = 8;
pub const FLOAT_RETS: usize = 2;
/// Callee-saved general registers other than rbp (the frame pointer).
pub const CALLEE_SAVED: [PReg; 5] = [RBX, R12, R13, R14, R15];

/// Registers a call may overwrite.
pub fn caller_saved() -> PRegSet {
    let mut s = PRegSet::empty();
    for r in [RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11] {
        s.add(r);
    }
    for i in 0..16 {
        s.add(xmm(i));
    }
    s
}

/// The allocatable registers: caller-saved first (cheaper), then callee-saved.
pub fn machine_env() -> MachineEnv {
    let mut int_pref = PRegSet::empty();
    for r in [RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11] {
        int_pref.add(r);
    }
    let mut int_non = PRegSet::empty();
    for r in CALLEE_SAVED {
        int_non.add(r);
    }
    let mut fp = PRegSet::empty();
    for i in 0..16 {
        fp.add(xmm(i));
    }
    MachineEnv {
        preferred_regs_by_class: [int_pref, fp, PRegSet::empty()],
        non_preferred_regs_by_class: [int_non, PRegSet::empty(), PRegSet::empty()],
        scratch_by_class: [None, None, None],
        fixed_stack_slots: Vec::new(),
    }
}

/// AT&T name of a general register at a width in bytes.
pub fn gpr_name(hw: usize, bytes: u8) -> &'static str {
    const Q: [&str; 16] = [
        "rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12",
        "r13", "r14", "r15",
    ];
    const L: [&str; 16] = [
        "eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi", "r8d", "r9d", "r10d", "r11d",
        "r12d", "r13d", "r14d", "r15d",
    ];
    const W: [&str; 16] = [
        "ax", "cx", "dx", "bx", "sp", "bp", "si", "di", "r8w", "r9w", "r10w", "r11w", "r12w",
        "r13w", "r14w", "r15w",
    ];
    const B: [&str; 16] = [
        "al", "cl", "dl", "bl", "spl", "bpl", "sil", "dil", "r8b", "r9b", "r10b", "r11b", "r12b",
        "r13b", "r14b", "r15b",
    ];
    match bytes {
        8 => Q[hw],
        4 => L[hw],
        2 => W[hw],
        _ => B[hw],
    }
}
