//! x86-64 emission: allocated machine IR to bytes with iced-x86's encoder, one instruction
//! at a time. The frame is rbp-based:
//!
//! ```text
//!   [rbp + 16 ...]   incoming stack arguments
//!   [rbp + 8]        return address
//!   [rbp]            caller's rbp
//!   [rbp - 8 ...]    callee-saved registers this function uses
//!   ...              spill slots, then static stack objects (allocas)
//!   [rsp ...]        outgoing stack arguments
//! ```
//!
//! Branches are rel32 and patched once every block's offset is known; a jump to the next
//! block is omitted and a conditional branch whose taken target is next is inverted.

use crate::{CodeReloc, FuncCode, RelocKind, RelocTarget, Unwind};
use iced_x86::{Code, Encoder, Instruction, MemoryOperand, Register};

mod simd;
use regalloc2::{Allocation, Edit, Function, InstOrEdit, Output, PReg, RegClass};
use rmlir_isel::vcode::{Reg, VCode};
use rmlir_isel::x86_64::inst::*;
use rmlir_isel::x86_64::regs;
use rmlir_isel::x86_64::LoweredFunc;

const GPR64: [Register; 16] = [
    Register::RAX,
    Register::RCX,
    Register::RDX,
    Register::RBX,
    Register::RSP,
    Register::RBP,
    Register::RSI,
    Register::RDI,
    Register::R8,
    Register::R9,
    Register::R10,
    Register::R11,
    Register::R12,
    Register::R13,
    Register::R14,
    Register::R15,
];
const GPR32: [Register; 16] = [
    Register::EAX,
    Register::ECX,
    Register::EDX,
    Register::EBX,
    Register::ESP,
    Register::EBP,
    Register::ESI,
    Register::EDI,
    Register::R8D,
    Register::R9D,
    Register::R10D,
    Register::R11D,
    Register::R12D,
    Register::R13D,
    Register::R14D,
    Register::R15D,
];
const GPR16: [Register; 16] = [
    Register::AX,
    Register::CX,
    Register::DX,
    Register::BX,
    Register::SP,
    Register::BP,
    Register::SI,
    Register::DI,
    Register::R8W,
    Register::R9W,
    Register::R10W,
    Register::R11W,
    Register::R12W,
    Register::R13W,
    Register::R14W,
    Register::R15W,
];
const GPR8: [Register; 16] = [
    Register::AL,
    Register::CL,
    Register::DL,
    Register::BL,
    Register::SPL,
    Register::BPL,
    Register::SIL,
    Register::DIL,
    Register::R8L,
    Register::R9L,
    Register::R10L,
    Register::R11L,
    Register::R12L,
    Register::R13L,
    Register::R14L,
    Register::R15L,
];
const XMM: [Register; 16] = [
    Register::XMM0,
    Register::XMM1,
    Register::XMM2,
    Register::XMM3,
    Register::XMM4,
    Register::XMM5,
    Register::XMM6,
    Register::XMM7,
    Register::XMM8,
    Register::XMM9,
    Register::XMM10,
    Register::XMM11,
    Register::XMM12,
    Register::XMM13,
    Register::XMM14,
    Register::XMM15,
];

fn hw(r: Reg) -> usize {
    r.to_phys().expect("allocated register").hw_enc()
}

fn gpr(r: Reg, size: Size) -> Register {
    let i = hw(r);
    match size {
        Size::Q => GPR64[i],
        Size::L => GPR32[i],
        Size::W => GPR16[i],
        Size::B => GPR8[i],
    }
}

fn xmm(r: Reg) -> Register {
    XMM[hw(r)]
}

/// Which of a relocation's forms an address operand needs.
enum MemReloc {
    Sym(u32),
    Const(u32),
}

struct Frame {
    csr: Vec<PReg>,
    csr_bytes: i32,
    spill_base: i32,
    slot_offsets: Vec<i32>,
    /// Bytes subtracted from rsp after the pushes.
    sub: i32,
    outgoing: i32,
}

struct Emitter<'a> {
    f: &'a LoweredFunc,
    enc: Encoder,
    code: Vec<u8>,
    relocs: Vec<CodeReloc>,
    /// (offset of the rel32 field, end of instruction, target block)
    fixups: Vec<(usize, usize, u32)>,
    frame: Frame,
    block_offsets: Vec<u32>,
    inst_offsets: Vec<(u32, u32)>,
    error: Option<String>,
    pending_disp: i32,
    /// Where a branch to each block really goes.
    redirect: Vec<u32>,
    /// See [`Unwind::rets`].
    rets: Vec<(u32, u32)>,
    /// The current instruction passes ymm registers (no `vzeroupper` before it).
    keep_upper: bool,
}

/// Emits a function whose registers `out` allocated.
pub fn emit_function(f: &LoweredFunc, out: &Output) -> Result<FuncCode, String> {
    let code = &f.vcode;
    // Callee-saved registers in use.
    let mut used = [false; 16];
    for a in out.allocs.iter() {
        if let Some(p) = a.as_reg() {
            if p.class() == RegClass::Int {
                used[p.hw_enc()] = true;
            }
        }
    }
    for (_, e) in &out.edits {
        let Edit::Move { from, to } = e;
        for a in [from, to] {
            if let Some(p) = a.as_reg() {
                if p.class() == RegClass::Int {
                    used[p.hw_enc()] = true;
                }
            }
        }
    }
    let csr: Vec<PReg> = regs::CALLEE_SAVED
        .iter()
        .copied()
        .filter(|p| used[p.hw_enc()])
        .collect();
    let csr_bytes = 8 * csr.len() as i32;
    let spill_bytes = 8 * out.num_spillslots as i32;
    // Frame offsets are rbp/rsp displacements: the frame must stay below 2 GiB.
    const MAX_FRAME: i64 = i32::MAX as i64 - 4096;
    let too_large = || "unsupported: a stack frame of 2 GiB or more".to_string();
    let mut off = (csr_bytes + spill_bytes) as i64;
    let mut slot_offsets = Vec::new();
    for (size, align) in &f.slots {
        let align = (*align).clamp(1, 16) as i64;
        off = off
            .checked_add(i64::try_from(*size).map_err(|_| too_large())?)
            .filter(|o| *o < MAX_FRAME)
            .ok_or_else(too_large)?;
        off = (off + align - 1) / align * align;
        slot_offsets.push(-(off as i32));
    }
    let outgoing = f.outgoing_args as i64;
    let total = (off + outgoing + 15) / 16 * 16;
    if total >= MAX_FRAME {
        return Err(too_large());
    }
    let (total, outgoing) = (total as i32, outgoing as i32);
    let frame = Frame {
        spill_base: -(csr_bytes + spill_bytes),
        csr,
        csr_bytes,
        slot_offsets,
        sub: total - csr_bytes,
        outgoing,
    };
    let mut e = Emitter {
        f,
        enc: Encoder::new(64),
        code: Vec::new(),
        relocs: Vec::new(),
        fixups: Vec::new(),
        frame,
        block_offsets: vec![0; code.num_blocks()],
        inst_offsets: Vec::new(),
        error: None,
        pending_disp: 0,
        redirect: Vec::new(),
        rets: Vec::new(),
        keep_upper: false,
    };
    let unwind = e.prologue();
    let nblocks = code.num_blocks();
    // Blocks that only jump elsewhere (split critical edges that needed no moves) are not
    // emitted: branches to them go straight to where they lead.
    let only_jump: Vec<Option<u32>> = (0..nblocks)
        .map(|b| {
            let mut target = None;
            for ie in out.block_insts_and_edits(code, regalloc2::Block::new(b)) {
                match ie {
                    InstOrEdit::Inst(i) => match &code.insts[i.index()] {
                        Inst::Jmp { target: t } if target.is_none() => target = Some(*t),
                        _ => return None,
                    },
                    InstOrEdit::Edit(Edit::Move { from, to }) => {
                        if from != to {
                            return None;
                        }
                    }
                }
            }
            target.filter(|_| b != 0)
        })
        .collect();
    e.redirect = (0..nblocks as u32)
        .map(|b| {
            let mut t = b;
            for _ in 0..nblocks {
                match only_jump[t as usize] {
                    Some(n) if n != t => t = n,
                    _ => break,
                }
            }
            t
        })
        .collect();
    let emitted: Vec<usize> = (0..nblocks)
        .filter(|&b| e.redirect[b] == b as u32)
        .collect();
    for (k, &b) in emitted.iter().enumerate() {
        e.block_offsets[b] = e.code.len() as u32;
        let next = emitted.get(k + 1).map(|n| *n as u32);
        for ie in out.block_insts_and_edits(code, regalloc2::Block::new(b)) {
            match ie {
                InstOrEdit::Inst(i) => {
                    let mut inst = code.insts[i.index()].clone();
                    VCode::apply_allocs(&mut inst, out.inst_allocs(i));
                    let start = e.code.len() as u32;
                    e.keep_upper = code.keep_upper.binary_search(&(i.index() as u32)).is_ok();
                    e.inst(&inst, next);
                    e.inst_offsets.push((start, i.index() as u32));
                }
                InstOrEdit::Edit(Edit::Move { from, to }) => e.mov(*from, *to),
            }
        }
    }
    for b in 0..nblocks {
        e.block_offsets[b] = e.block_offsets[e.redirect[b] as usize];
    }
    if let Some(m) = e.error {
        return Err(m);
    }
    for (field, end, target) in std::mem::take(&mut e.fixups) {
        let t = e.block_offsets[target as usize] as i64;
        let rel = (t - end as i64) as i32;
        e.code[field..field + 4].copy_from_slice(&rel.to_le_bytes());
    }
    let _ = code.num_insts();
    Ok(FuncCode {
        sym: f.sym,
        code: e.code,
        relocs: e.relocs,
        const_pool: f.const_pool.clone(),
        unwind: Unwind {
            rets: std::mem::take(&mut e.rets),
            ..unwind
        },
        block_offsets: e.block_offsets,
        inst_offsets: e.inst_offsets,
    })
}

impl Emitter<'_> {
    fn emit(&mut self, ins: Instruction) -> (usize, usize) {
        let start = self.code.len();
        match self.enc.encode(&ins, start as u64) {
            Ok(_) => {
                // The encoder's buffer is handed back to it (no allocation per instruction).
                let mut bytes = self.enc.take_buffer();
                self.code.extend_from_slice(&bytes);
                if cfg!(debug_assertions) {
                    self.check_round_trip(&ins, &bytes, start);
                }
                bytes.clear();
                self.enc.set_buffer(bytes);
            }
            Err(e) => {
                if self.error.is_none() {
                    self.error = Some(format!("cannot encode {ins:?}: {e}"));
                }
            }
        }
        (start, self.code.len())
    }

    /// Encoder round trip (debug builds, so over the whole test suite).
    fn check_round_trip(&mut self, ins: &Instruction, bytes: &[u8], ip: usize) {
        if let Some(m) = round_trip_error(ins, bytes, ip) {
            if self.error.is_none() {
                self.error = Some(m);
            }
        }
    }

    fn put(&mut self, r: Result<Instruction, iced_x86::IcedError>) {
        match r {
            Ok(i) => {
                self.emit(i);
            }
            Err(e) => {
                if self.error.is_none() {
                    self.error = Some(format!("cannot build an instruction: {e}"));
                }
            }
        }
    }

    /// An instruction with a memory operand, recording its relocation if RIP-relative.
    fn emit_mem(&mut self, ins: Result<Instruction, iced_x86::IcedError>, rel: Option<MemReloc>) {
        let ins = match ins {
            Ok(i) => i,
            Err(e) => {
                if self.error.is_none() {
                    self.error = Some(format!("cannot build an instruction: {e}"));
                }
                return;
            }
        };
        let (start, end) = self.emit(ins);
        if let Some(r) = rel {
            let co = self.enc.get_constant_offsets();
            let field = start + co.displacement_offset();
            let disp_wanted = match &r {
                MemReloc::Sym(_) => self.pending_disp,
                MemReloc::Const(_) => 0,
            };
            self.code[field..field + 4].copy_from_slice(&[0; 4]);
            let addend = disp_wanted as i64 - (end - field) as i64;
            self.relocs.push(CodeReloc {
                offset: field as u32,
                target: match r {
                    MemReloc::Sym(s) => RelocTarget::Sym(s),
                    MemReloc::Const(c) => RelocTarget::Const(c),
                },
                kind: RelocKind::PcRel32,
                addend,
            });
        }
    }

    fn prologue(&mut self) -> Unwind {
        self.put(Instruction::with1(Code::Push_r64, Register::RBP));
        let push_rbp = self.code.len() as u32;
        self.put(Instruction::with2(
            Code::Mov_r64_rm64,
            Register::RBP,
            Register::RSP,
        ));
        let set_fp = self.code.len() as u32;
        let mut saves = Vec::new();
        for p in self.frame.csr.clone() {
            self.put(Instruction::with1(Code::Push_r64, GPR64[p.hw_enc()]));
            saves.push((self.code.len() as u32, p.hw_enc() as u16));
        }
        if self.frame.sub > 0 {
            let s = self.frame.sub;
            let c = if s < 128 {
                Code::Sub_rm64_imm8
            } else {
                Code::Sub_rm64_imm32
            };
            self.put(Instruction::with2(c, Register::RSP, s));
        }
        Unwind {
            push_rbp,
            set_fp,
            saves,
            rets: Vec::new(),
        }
    }

    fn epilogue(&mut self) {
        if self.f.dynamic_stack {
            let m = MemoryOperand::new(
                Register::RBP,
                Register::None,
                1,
                -(self.frame.csr_bytes as i64),
                1,
                false,
                Register::None,
            );
            self.emit_mem(Instruction::with2(Code::Lea_r64_m, Register::RSP, m), None);
        } else if self.frame.sub > 0 {
            let s = self.frame.sub;
            let c = if s < 128 {
                Code::Add_rm64_imm8
            } else {
                Code::Add_rm64_imm32
            };
            self.put(Instruction::with2(c, Register::RSP, s));
        }
        for p in self.frame.csr.clone().iter().rev() {
            self.put(Instruction::with1(Code::Pop_r64, GPR64[p.hw_enc()]));
        }
        self.put(Instruction::with1(Code::Pop_r64, Register::RBP));
        let popped = self.code.len() as u32;
        self.emit(Instruction::with(Code::Retnq));
        self.rets.push((popped, self.code.len() as u32));
    }

    fn spill_mem(&self, slot: usize) -> MemoryOperand {
        MemoryOperand::new(
            Register::RBP,
            Register::None,
            1,
            (self.frame.spill_base + 8 * slot as i32) as i64,
            1,
            false,
            Register::None,
        )
    }

    fn mov(&mut self, from: Allocation, to: Allocation) {
        match (from.as_reg(), to.as_reg()) {
            (Some(a), Some(b)) => {
                if a == b {
                    return;
                }
                if a.class() == RegClass::Int {
                    self.put(Instruction::with2(
                        Code::Mov_r64_rm64,
                        GPR64[b.hw_enc()],
                        GPR64[a.hw_enc()],
                    ));
                } else if self.f.vcode.wide_spills {
                    self.put(Instruction::with2(
                        Code::VEX_Vmovaps_ymm_ymmm256,
                        simd::YMM[b.hw_enc()],
                        simd::YMM[a.hw_enc()],
                    ));
                } else {
                    self.put(Instruction::with2(
                        Code::Movaps_xmm_xmmm128,
                        XMM[b.hw_enc()],
                        XMM[a.hw_enc()],
                    ));
                }
            }
            (Some(a), None) => {
                let m = self.spill_mem(to.as_stack().unwrap().index());
                if a.class() == RegClass::Int {
                    self.emit_mem(
                        Instruction::with2(Code::Mov_rm64_r64, m, GPR64[a.hw_enc()]),
                        None,
                    );
                } else if self.f.vcode.wide_spills {
                    self.emit_mem(
                        Instruction::with2(Code::VEX_Vmovups_ymmm256_ymm, m, simd::YMM[a.hw_enc()]),
                        None,
                    );
                } else {
                    self.emit_mem(
                        Instruction::with2(Code::Movups_xmmm128_xmm, m, XMM[a.hw_enc()]),
                        None,
                    );
                }
            }
            (None, Some(b)) => {
                let m = self.spill_mem(from.as_stack().unwrap().index());
                if b.class() == RegClass::Int {
                    self.emit_mem(
                        Instruction::with2(Code::Mov_r64_rm64, GPR64[b.hw_enc()], m),
                        None,
                    );
                } else if self.f.vcode.wide_spills {
                    self.emit_mem(
                        Instruction::with2(Code::VEX_Vmovups_ymm_ymmm256, simd::YMM[b.hw_enc()], m),
                        None,
                    );
                } else {
                    self.emit_mem(
                        Instruction::with2(Code::Movups_xmm_xmmm128, XMM[b.hw_enc()], m),
                        None,
                    );
                }
            }
            (None, None) => {
                if self.error.is_none() {
                    self.error = Some("stack-to-stack move from the register allocator".into());
                }
            }
        }
    }

    fn mem(&mut self, a: &Amode) -> (MemoryOperand, Option<MemReloc>) {
        let m = |base: Register, index: Register, scale: u32, d: i64| {
            MemoryOperand::new(base, index, scale, d, 1, false, Register::None)
        };
        match a {
            Amode::Base { base, index, disp } => {
                let (ir, sc) = match index {
                    Some((r, s)) => (GPR64[hw(*r)], 1u32 << s),
                    None => (Register::None, 1),
                };
                (m(GPR64[hw(*base)], ir, sc, *disp as i64), None)
            }
            Amode::Slot { slot, disp } => (
                m(
                    Register::RBP,
                    Register::None,
                    1,
                    (self.frame.slot_offsets[*slot as usize] + disp) as i64,
                ),
                None,
            ),
            Amode::IncomingArg { off } => {
                (m(Register::RBP, Register::None, 1, 16 + *off as i64), None)
            }
            Amode::OutgoingArg { off } => (m(Register::RSP, Register::None, 1, *off as i64), None),
            Amode::Sym { sym, disp } => {
                self.pending_disp = *disp;
                let here = self.code.len() as i64;
                (
                    MemoryOperand::with_base_displ(Register::RIP, here),
                    Some(MemReloc::Sym(*sym)),
                )
            }
            Amode::Const { idx } => {
                let here = self.code.len() as i64;
                (
                    MemoryOperand::with_base_displ(Register::RIP, here),
                    Some(MemReloc::Const(*idx)),
                )
            }
        }
    }

    fn rm(
        &mut self,
        code_r: Code,
        code_m: Code,
        code_i: Option<(Code, Code)>,
        dst: Register,
        src: &Rmi,
    ) {
        match src {
            Rmi::Reg(r) => {
                let sz = reg_size(dst);
                let sr = if is_xmm(dst) { xmm(*r) } else { gpr(*r, sz) };
                self.put(Instruction::with2(code_r, dst, sr));
            }
            Rmi::Mem(a) => {
                let (m, rel) = self.mem(a);
                self.emit_mem(Instruction::with2(code_m, dst, m), rel);
            }
            Rmi::Imm(i) => {
                let (c8, c32) = code_i.expect("immediate form");
                if i8::try_from(*i).is_ok() && c8 != Code::INVALID {
                    self.put(Instruction::with2(c8, dst, *i));
                } else {
                    self.put(Instruction::with2(c32, dst, *i));
                }
            }
        }
    }

    fn inst(&mut self, inst: &Inst, next: Option<u32>) {
        use Inst::*;
        if matches!(inst, Call { .. }) {
            self.vzeroupper();
        }
        match inst {
            Args { .. } => {}
            Ret { .. } => {
                self.vzeroupper();
                self.epilogue()
            }
            MovRR { size, src, dst } => {
                if hw(*src) != hw(*dst) || *size == Size::L {
                    let c = if *size == Size::Q {
                        Code::Mov_r64_rm64
                    } else {
                        Code::Mov_r32_rm32
                    };
                    self.put(Instruction::with2(c, gpr(*dst, *size), gpr(*src, *size)));
                }
            }
            MovImm { size, imm, dst } => match size {
                Size::Q if (*imm as i64) >= i32::MIN as i64 && (*imm as i64) <= i32::MAX as i64 => {
                    self.put(Instruction::with2(
                        Code::Mov_rm64_imm32,
                        gpr(*dst, Size::Q),
                        *imm as i64 as i32,
                    ))
                }
                Size::Q => self.put(Instruction::with2(
                    Code::Mov_r64_imm64,
                    gpr(*dst, Size::Q),
                    *imm,
                )),
                _ => self.put(Instruction::with2(
                    Code::Mov_r32_imm32,
                    gpr(*dst, Size::L),
                    *imm as u32,
                )),
            },
            Alu {
                op,
                size,
                src1,
                src2,
                dst,
            } => {
                self.same(*src1, *dst, *size);
                let d = gpr(*dst, *size);
                let q = *size == Size::Q;
                macro_rules! alu {
                    ($r64:ident, $m64:ident, $i8_64:ident, $i32_64:ident, $r32:ident, $m32:ident, $i8_32:ident, $i32_32:ident) => {
                        if q {
                            self.rm(
                                Code::$r64,
                                Code::$m64,
                                Some((Code::$i8_64, Code::$i32_64)),
                                d,
                                src2,
                            )
                        } else {
                            self.rm(
                                Code::$r32,
                                Code::$m32,
                                Some((Code::$i8_32, Code::$i32_32)),
                                d,
                                src2,
                            )
                        }
                    };
                }
                match op {
                    AluOp::Add => alu!(
                        Add_r64_rm64,
                        Add_r64_rm64,
                        Add_rm64_imm8,
                        Add_rm64_imm32,
                        Add_r32_rm32,
                        Add_r32_rm32,
                        Add_rm32_imm8,
                        Add_rm32_imm32
                    ),
                    AluOp::Sub => alu!(
                        Sub_r64_rm64,
                        Sub_r64_rm64,
                        Sub_rm64_imm8,
                        Sub_rm64_imm32,
                        Sub_r32_rm32,
                        Sub_r32_rm32,
                        Sub_rm32_imm8,
                        Sub_rm32_imm32
                    ),
                    AluOp::And => alu!(
                        And_r64_rm64,
                        And_r64_rm64,
                        And_rm64_imm8,
                        And_rm64_imm32,
                        And_r32_rm32,
                        And_r32_rm32,
                        And_rm32_imm8,
                        And_rm32_imm32
                    ),
                    AluOp::Or => alu!(
                        Or_r64_rm64,
                        Or_r64_rm64,
                        Or_rm64_imm8,
                        Or_rm64_imm32,
                        Or_r32_rm32,
                        Or_r32_rm32,
                        Or_rm32_imm8,
                        Or_rm32_imm32
                    ),
                    AluOp::Xor => alu!(
                        Xor_r64_rm64,
                        Xor_r64_rm64,
                        Xor_rm64_imm8,
                        Xor_rm64_imm32,
                        Xor_r32_rm32,
                        Xor_r32_rm32,
                        Xor_rm32_imm8,
                        Xor_rm32_imm32
                    ),
                    AluOp::Adc => alu!(
                        Adc_r64_rm64,
                        Adc_r64_rm64,
                        Adc_rm64_imm8,
                        Adc_rm64_imm32,
                        Adc_r32_rm32,
                        Adc_r32_rm32,
                        Adc_rm32_imm8,
                        Adc_rm32_imm32
                    ),
                    AluOp::Sbb => alu!(
                        Sbb_r64_rm64,
                        Sbb_r64_rm64,
                        Sbb_rm64_imm8,
                        Sbb_rm64_imm32,
                        Sbb_r32_rm32,
                        Sbb_r32_rm32,
                        Sbb_rm32_imm8,
                        Sbb_rm32_imm32
                    ),
                    AluOp::Imul => match src2 {
                        Rmi::Imm(i) => {
                            let c = match (q, i8::try_from(*i).is_ok()) {
                                (true, true) => Code::Imul_r64_rm64_imm8,
                                (true, false) => Code::Imul_r64_rm64_imm32,
                                (false, true) => Code::Imul_r32_rm32_imm8,
                                (false, false) => Code::Imul_r32_rm32_imm32,
                            };
                            self.put(Instruction::with3(c, d, d, *i));
                        }
                        _ => {
                            if q {
                                self.rm(Code::Imul_r64_rm64, Code::Imul_r64_rm64, None, d, src2)
                            } else {
                                self.rm(Code::Imul_r32_rm32, Code::Imul_r32_rm32, None, d, src2)
                            }
                        }
                    },
                }
            }
            Unary { op, size, src, dst } => {
                self.same(*src, *dst, *size);
                let d = gpr(*dst, *size);
                let q = *size == Size::Q;
                let c = match (op, q) {
                    (UnaryOp::Neg, true) => Code::Neg_rm64,
                    (UnaryOp::Neg, false) => Code::Neg_rm32,
                    (UnaryOp::Not, true) => Code::Not_rm64,
                    (UnaryOp::Not, false) => Code::Not_rm32,
                    (UnaryOp::Bswap, true) => Code::Bswap_r64,
                    (UnaryOp::Bswap, false) => Code::Bswap_r32,
                };
                self.put(Instruction::with1(c, d));
            }
            Shift {
                op,
                size,
                src,
                amount,
                dst,
                ..
            } => {
                self.same(*src, *dst, *size);
                let d = gpr(*dst, *size);
                let q = *size == Size::Q;
                let (ci, ccl) = match (op, q) {
                    (ShiftOp::Shl, true) => (Code::Shl_rm64_imm8, Code::Shl_rm64_CL),
                    (ShiftOp::Shl, false) => (Code::Shl_rm32_imm8, Code::Shl_rm32_CL),
                    (ShiftOp::Shr, true) => (Code::Shr_rm64_imm8, Code::Shr_rm64_CL),
                    (ShiftOp::Shr, false) => (Code::Shr_rm32_imm8, Code::Shr_rm32_CL),
                    (ShiftOp::Sar, true) => (Code::Sar_rm64_imm8, Code::Sar_rm64_CL),
                    (ShiftOp::Sar, false) => (Code::Sar_rm32_imm8, Code::Sar_rm32_CL),
                    (ShiftOp::Rol, true) => (Code::Rol_rm64_imm8, Code::Rol_rm64_CL),
                    (ShiftOp::Rol, false) => (Code::Rol_rm32_imm8, Code::Rol_rm32_CL),
                    (ShiftOp::Ror, true) => (Code::Ror_rm64_imm8, Code::Ror_rm64_CL),
                    (ShiftOp::Ror, false) => (Code::Ror_rm32_imm8, Code::Ror_rm32_CL),
                };
                match amount {
                    Some(n) => self.put(Instruction::with2(ci, d, *n as u32)),
                    None => self.put(Instruction::with2(ccl, d, Register::CL)),
                }
            }
            Lea { size, addr, dst } => {
                let (m, rel) = self.mem(addr);
                let c = if *size == Size::Q {
                    Code::Lea_r64_m
                } else {
                    Code::Lea_r32_m
                };
                self.emit_mem(Instruction::with2(c, gpr(*dst, *size), m), rel);
            }
            Load { kind, addr, dst } => {
                let (m, rel) = self.mem(addr);
                let (c, sz) = match kind {
                    LoadKind::Q => (Code::Mov_r64_rm64, Size::Q),
                    LoadKind::L => (Code::Mov_r32_rm32, Size::L),
                    LoadKind::ZxB => (Code::Movzx_r32_rm8, Size::L),
                    LoadKind::ZxW => (Code::Movzx_r32_rm16, Size::L),
                    LoadKind::SxB => (Code::Movsx_r64_rm8, Size::Q),
                    LoadKind::SxW => (Code::Movsx_r64_rm16, Size::Q),
                    LoadKind::SxL => (Code::Movsxd_r64_rm32, Size::Q),
                };
                self.emit_mem(Instruction::with2(c, gpr(*dst, sz), m), rel);
            }
            Store { size, src, addr } => {
                let (m, rel) = self.mem(addr);
                let c = match size {
                    Size::B => Code::Mov_rm8_r8,
                    Size::W => Code::Mov_rm16_r16,
                    Size::L => Code::Mov_rm32_r32,
                    Size::Q => Code::Mov_rm64_r64,
                };
                self.emit_mem(Instruction::with2(c, m, gpr(*src, *size)), rel);
            }
            StoreImm { size, imm, addr } => {
                let (m, rel) = self.mem(addr);
                let ins = match size {
                    Size::B => Instruction::with2(Code::Mov_rm8_imm8, m, *imm as u8 as u32),
                    Size::W => Instruction::with2(Code::Mov_rm16_imm16, m, *imm as u16 as u32),
                    Size::L => Instruction::with2(Code::Mov_rm32_imm32, m, *imm as u32),
                    Size::Q => Instruction::with2(Code::Mov_rm64_imm32, m, *imm),
                };
                self.emit_mem(ins, rel);
            }
            Ext {
                signed,
                from,
                to,
                src,
                dst,
            } => {
                let c = match (signed, from, to) {
                    (true, Size::B, Size::Q) => Code::Movsx_r64_rm8,
                    (true, Size::B, _) => Code::Movsx_r32_rm8,
                    (true, Size::W, Size::Q) => Code::Movsx_r64_rm16,
                    (true, Size::W, _) => Code::Movsx_r32_rm16,
                    (true, _, _) => Code::Movsxd_r64_rm32,
                    (false, Size::B, _) => Code::Movzx_r32_rm8,
                    (false, Size::W, _) => Code::Movzx_r32_rm16,
                    (false, _, _) => Code::Mov_r32_rm32,
                };
                let dsz = match c {
                    Code::Movsx_r64_rm8 | Code::Movsx_r64_rm16 | Code::Movsxd_r64_rm32 => Size::Q,
                    _ => Size::L,
                };
                let ssz = if *from == Size::Q { Size::L } else { *from };
                self.put(Instruction::with2(c, gpr(*dst, dsz), gpr(*src, ssz)));
            }
            Cmp { size, lhs, rhs } | Test { size, lhs, rhs } => {
                let is_cmp = matches!(inst, Cmp { .. });
                let l = gpr(*lhs, *size);
                match rhs {
                    Rmi::Reg(r) => {
                        let c = match (is_cmp, size) {
                            (true, Size::B) => Code::Cmp_rm8_r8,
                            (true, Size::W) => Code::Cmp_rm16_r16,
                            (true, Size::L) => Code::Cmp_rm32_r32,
                            (true, Size::Q) => Code::Cmp_rm64_r64,
                            (false, Size::B) => Code::Test_rm8_r8,
                            (false, Size::W) => Code::Test_rm16_r16,
                            (false, Size::L) => Code::Test_rm32_r32,
                            (false, Size::Q) => Code::Test_rm64_r64,
                        };
                        self.put(Instruction::with2(c, l, gpr(*r, *size)));
                    }
                    Rmi::Mem(a) => {
                        let (m, rel) = self.mem(a);
                        let c = match (is_cmp, size) {
                            (true, Size::B) => Code::Cmp_r8_rm8,
                            (true, Size::W) => Code::Cmp_r16_rm16,
                            (true, Size::L) => Code::Cmp_r32_rm32,
                            (true, Size::Q) => Code::Cmp_r64_rm64,
                            (false, Size::B) => Code::Test_rm8_r8,
                            (false, Size::W) => Code::Test_rm16_r16,
                            (false, Size::L) => Code::Test_rm32_r32,
                            (false, Size::Q) => Code::Test_rm64_r64,
                        };
                        if is_cmp {
                            self.emit_mem(Instruction::with2(c, l, m), rel);
                        } else {
                            self.emit_mem(Instruction::with2(c, m, l), rel);
                        }
                    }
                    Rmi::Imm(i) => {
                        let small = i8::try_from(*i).is_ok();
                        let ins = match (is_cmp, size) {
                            (true, Size::B) => {
                                Instruction::with2(Code::Cmp_rm8_imm8, l, *i as u8 as u32)
                            }
                            (true, Size::W) if small => {
                                Instruction::with2(Code::Cmp_rm16_imm8, l, *i)
                            }
                            (true, Size::W) => {
                                Instruction::with2(Code::Cmp_rm16_imm16, l, *i as u16 as u32)
                            }
                            (true, Size::L) if small => {
                                Instruction::with2(Code::Cmp_rm32_imm8, l, *i)
                            }
                            (true, Size::L) => Instruction::with2(Code::Cmp_rm32_imm32, l, *i),
                            (true, Size::Q) if small => {
                                Instruction::with2(Code::Cmp_rm64_imm8, l, *i)
                            }
                            (true, Size::Q) => Instruction::with2(Code::Cmp_rm64_imm32, l, *i),
                            (false, Size::B) => {
                                Instruction::with2(Code::Test_rm8_imm8, l, *i as u8 as u32)
                            }
                            (false, Size::W) => {
                                Instruction::with2(Code::Test_rm16_imm16, l, *i as u16 as u32)
                            }
                            (false, Size::L) => Instruction::with2(Code::Test_rm32_imm32, l, *i),
                            (false, Size::Q) => Instruction::with2(Code::Test_rm64_imm32, l, *i),
                        };
                        self.put(ins);
                    }
                }
            }
            Setcc { cc, dst } => {
                self.put(Instruction::with1(setcc(*cc), gpr(*dst, Size::B)));
                self.put(Instruction::with2(
                    Code::Movzx_r32_rm8,
                    gpr(*dst, Size::L),
                    gpr(*dst, Size::B),
                ));
            }
            Cmov {
                cc,
                size,
                src,
                alt,
                dst,
            } => {
                self.same(*alt, *dst, *size);
                let sz = if *size == Size::Q { Size::Q } else { Size::L };
                self.put(Instruction::with2(
                    cmov(*cc, sz == Size::Q),
                    gpr(*dst, sz),
                    gpr(*src, sz),
                ));
            }
            Div {
                size,
                signed,
                divisor,
                ..
            } => {
                let q = *size == Size::Q;
                if *signed {
                    self.put(Ok(Instruction::with(if q { Code::Cqo } else { Code::Cdq })));
                    self.put(Instruction::with1(
                        if q { Code::Idiv_rm64 } else { Code::Idiv_rm32 },
                        gpr(*divisor, *size),
                    ));
                } else {
                    self.put(Instruction::with2(
                        Code::Xor_r32_rm32,
                        Register::EDX,
                        Register::EDX,
                    ));
                    self.put(Instruction::with1(
                        if q { Code::Div_rm64 } else { Code::Div_rm32 },
                        gpr(*divisor, *size),
                    ));
                }
            }
            MulWide {
                size, signed, rhs, ..
            } => {
                let q = *size == Size::Q;
                let c = match (signed, q) {
                    (true, true) => Code::Imul_rm64,
                    (true, false) => Code::Imul_rm32,
                    (false, true) => Code::Mul_rm64,
                    (false, false) => Code::Mul_rm32,
                };
                self.put(Instruction::with1(c, gpr(*rhs, *size)));
            }
            Xmm {
                op,
                double,
                src1,
                src2,
                dst,
            } => {
                let d = xmm(*dst);
                let s = xmm(*src2);
                let c = match (op, double) {
                    (XmmOp::Add, false) => Code::Addss_xmm_xmmm32,
                    (XmmOp::Add, true) => Code::Addsd_xmm_xmmm64,
                    (XmmOp::Sub, false) => Code::Subss_xmm_xmmm32,
                    (XmmOp::Sub, true) => Code::Subsd_xmm_xmmm64,
                    (XmmOp::Mul, false) => Code::Mulss_xmm_xmmm32,
                    (XmmOp::Mul, true) => Code::Mulsd_xmm_xmmm64,
                    (XmmOp::Div, false) => Code::Divss_xmm_xmmm32,
                    (XmmOp::Div, true) => Code::Divsd_xmm_xmmm64,
                    (XmmOp::Min, false) => Code::Minss_xmm_xmmm32,
                    (XmmOp::Min, true) => Code::Minsd_xmm_xmmm64,
                    (XmmOp::Max, false) => Code::Maxss_xmm_xmmm32,
                    (XmmOp::Max, true) => Code::Maxsd_xmm_xmmm64,
                    (XmmOp::Sqrt, false) => Code::Sqrtss_xmm_xmmm32,
                    (XmmOp::Sqrt, true) => Code::Sqrtsd_xmm_xmmm64,
                    (XmmOp::And, _) => Code::Andps_xmm_xmmm128,
                    (XmmOp::Andn, _) => Code::Andnps_xmm_xmmm128,
                    (XmmOp::Or, _) => Code::Orps_xmm_xmmm128,
                    (XmmOp::Xor, _) => Code::Xorps_xmm_xmmm128,
                    (XmmOp::Cvt, true) => Code::Cvtsd2ss_xmm_xmmm64,
                    (XmmOp::Cvt, false) => Code::Cvtss2sd_xmm_xmmm32,
                };
                if !matches!(op, XmmOp::Sqrt | XmmOp::Cvt) && hw(*src1) != hw(*dst) {
                    self.put(Instruction::with2(Code::Movaps_xmm_xmmm128, d, xmm(*src1)));
                }
                self.put(Instruction::with2(c, d, s));
            }
            XmmMov { src, dst } => {
                if hw(*src) != hw(*dst) {
                    self.put(Instruction::with2(
                        Code::Movaps_xmm_xmmm128,
                        xmm(*dst),
                        xmm(*src),
                    ));
                }
            }
            XmmLoad { double, addr, dst } => {
                let (m, rel) = self.mem(addr);
                let c = if *double {
                    Code::Movsd_xmm_xmmm64
                } else {
                    Code::Movss_xmm_xmmm32
                };
                self.emit_mem(Instruction::with2(c, xmm(*dst), m), rel);
            }
            XmmStore { double, src, addr } => {
                let (m, rel) = self.mem(addr);
                let c = if *double {
                    Code::Movsd_xmmm64_xmm
                } else {
                    Code::Movss_xmmm32_xmm
                };
                self.emit_mem(Instruction::with2(c, m, xmm(*src)), rel);
            }
            GprToXmm { size, src, dst } => {
                let (c, sz) = if *size == Size::Q {
                    (Code::Movq_xmm_rm64, Size::Q)
                } else {
                    (Code::Movd_xmm_rm32, Size::L)
                };
                self.put(Instruction::with2(c, xmm(*dst), gpr(*src, sz)));
            }
            XmmToGpr { size, src, dst } => {
                let (c, sz) = if *size == Size::Q {
                    (Code::Movq_rm64_xmm, Size::Q)
                } else {
                    (Code::Movd_rm32_xmm, Size::L)
                };
                self.put(Instruction::with2(c, gpr(*dst, sz), xmm(*src)));
            }
            CvtIntToFp {
                size,
                double,
                src,
                dst,
            } => {
                let q = *size == Size::Q;
                let c = match (double, q) {
                    (true, true) => Code::Cvtsi2sd_xmm_rm64,
                    (true, false) => Code::Cvtsi2sd_xmm_rm32,
                    (false, true) => Code::Cvtsi2ss_xmm_rm64,
                    (false, false) => Code::Cvtsi2ss_xmm_rm32,
                };
                let d = xmm(*dst);
                // Break the dependency on the destination's old value.
                self.put(Instruction::with2(Code::Xorps_xmm_xmmm128, d, d));
                self.put(Instruction::with2(
                    c,
                    d,
                    gpr(*src, if q { Size::Q } else { Size::L }),
                ));
            }
            CvtFpToInt {
                size,
                double,
                src,
                dst,
            } => {
                let q = *size == Size::Q;
                let c = match (double, q) {
                    (true, true) => Code::Cvttsd2si_r64_xmmm64,
                    (true, false) => Code::Cvttsd2si_r32_xmmm64,
                    (false, true) => Code::Cvttss2si_r64_xmmm32,
                    (false, false) => Code::Cvttss2si_r32_xmmm32,
                };
                self.put(Instruction::with2(
                    c,
                    gpr(*dst, if q { Size::Q } else { Size::L }),
                    xmm(*src),
                ));
            }
            Ucomi { double, lhs, rhs } => {
                let c = if *double {
                    Code::Ucomisd_xmm_xmmm64
                } else {
                    Code::Ucomiss_xmm_xmmm32
                };
                self.put(Instruction::with2(c, xmm(*lhs), xmm(*rhs)));
            }
            Jmp { target } => {
                let t = self.redirect[*target as usize];
                if Some(t) != next {
                    self.jump(Code::Jmp_rel32_64, t);
                }
            }
            Jcc {
                cc,
                taken,
                not_taken,
            } => {
                let (taken, not_taken) = (
                    self.redirect[*taken as usize],
                    self.redirect[*not_taken as usize],
                );
                if taken == not_taken {
                    if Some(taken) != next {
                        self.jump(Code::Jmp_rel32_64, taken);
                    }
                } else if Some(taken) == next {
                    self.jump(jcc(cc.invert()), not_taken);
                } else {
                    self.jump(jcc(*cc), taken);
                    if Some(not_taken) != next {
                        self.jump(Code::Jmp_rel32_64, not_taken);
                    }
                }
            }
            Call { target, .. } => match target {
                CallTarget::Sym(s) => {
                    let start = self.code.len();
                    let (_, end) = self
                        .emit(Instruction::with_branch(Code::Call_rel32_64, start as u64).unwrap());
                    let field = end - 4;
                    self.code[field..end].copy_from_slice(&[0; 4]);
                    self.relocs.push(CodeReloc {
                        offset: field as u32,
                        target: RelocTarget::Sym(*s),
                        kind: RelocKind::Plt32,
                        addend: -4,
                    });
                }
                CallTarget::Reg(r) => {
                    self.put(Instruction::with1(Code::Call_rm64, gpr(*r, Size::Q)))
                }
            },
            StackAlloc { size, align, dst } => {
                self.put(Instruction::with2(
                    Code::Sub_r64_rm64,
                    Register::RSP,
                    gpr(*size, Size::Q),
                ));
                let a = (*align).max(16) as i32;
                self.put(Instruction::with2(Code::And_rm64_imm32, Register::RSP, -a));
                let m = MemoryOperand::new(
                    Register::RSP,
                    Register::None,
                    1,
                    self.frame.outgoing as i64,
                    1,
                    false,
                    Register::None,
                );
                self.emit_mem(
                    Instruction::with2(Code::Lea_r64_m, gpr(*dst, Size::Q), m),
                    None,
                );
            }
            StackSave { dst } => self.put(Instruction::with2(
                Code::Mov_r64_rm64,
                gpr(*dst, Size::Q),
                Register::RSP,
            )),
            StackRestore { src } => self.put(Instruction::with2(
                Code::Mov_r64_rm64,
                Register::RSP,
                gpr(*src, Size::Q),
            )),
            LoadGot { sym, dst } => {
                let here = self.code.len() as i64;
                let m = MemoryOperand::with_base_displ(Register::RIP, here);
                let (start, end) = self
                    .emit(Instruction::with2(Code::Mov_r64_rm64, gpr(*dst, Size::Q), m).unwrap());
                let field = end - 4;
                let _ = start;
                self.code[field..end].copy_from_slice(&[0; 4]);
                self.relocs.push(CodeReloc {
                    offset: field as u32,
                    target: RelocTarget::Sym(*sym),
                    kind: RelocKind::GotPcRel,
                    addend: -4,
                });
            }
            SymAddr { sym, dst } => {
                self.pending_disp = 0;
                let here = self.code.len() as i64;
                let m = MemoryOperand::with_base_displ(Register::RIP, here);
                self.emit_mem(
                    Instruction::with2(Code::Lea_r64_m, gpr(*dst, Size::Q), m),
                    Some(MemReloc::Sym(*sym)),
                );
            }
            X87Load { double, addr } | X87Store { double, addr } => {
                let (m, rel) = self.mem(addr);
                let c = match (matches!(inst, X87Load { .. }), double) {
                    (true, true) => Code::Fld_m64fp,
                    (true, false) => Code::Fld_m32fp,
                    (false, true) => Code::Fstp_m64fp,
                    (false, false) => Code::Fstp_m32fp,
                };
                self.emit_mem(Instruction::with1(c, m), rel);
            }
            Ud2 => {
                self.put(Ok(Instruction::with(Code::Ud2)));
            }
            BitScan {
                reverse,
                size,
                src,
                dst,
            } => {
                let c = match (reverse, *size == Size::Q) {
                    (true, true) => Code::Bsr_r64_rm64,
                    (true, false) => Code::Bsr_r32_rm32,
                    (false, true) => Code::Bsf_r64_rm64,
                    (false, false) => Code::Bsf_r32_rm32,
                };
                self.put(Instruction::with2(c, gpr(*dst, *size), gpr(*src, *size)));
            }
            ShiftD {
                left,
                size,
                hi,
                lo,
                amount,
                dst,
                ..
            } => {
                self.same(*hi, *dst, *size);
                let (d, l) = (gpr(*dst, *size), gpr(*lo, *size));
                let q = *size == Size::Q;
                match amount {
                    Some(n) => {
                        let c = match (left, q) {
                            (true, true) => Code::Shld_rm64_r64_imm8,
                            (true, false) => Code::Shld_rm32_r32_imm8,
                            (false, true) => Code::Shrd_rm64_r64_imm8,
                            (false, false) => Code::Shrd_rm32_r32_imm8,
                        };
                        self.put(Instruction::with3(c, d, l, *n as u32));
                    }
                    None => {
                        let c = match (left, q) {
                            (true, true) => Code::Shld_rm64_r64_CL,
                            (true, false) => Code::Shld_rm32_r32_CL,
                            (false, true) => Code::Shrd_rm64_r64_CL,
                            (false, false) => Code::Shrd_rm32_r32_CL,
                        };
                        self.put(Instruction::with3(c, d, l, Register::CL));
                    }
                }
            }
            AtomicXadd {
                xchg,
                size,
                src,
                addr,
                dst,
            } => {
                self.same(*src, *dst, *size);
                let (m, rel) = self.mem(addr);
                let c = match (xchg, size) {
                    (true, Size::B) => Code::Xchg_rm8_r8,
                    (true, Size::W) => Code::Xchg_rm16_r16,
                    (true, Size::L) => Code::Xchg_rm32_r32,
                    (true, Size::Q) => Code::Xchg_rm64_r64,
                    (false, Size::B) => Code::Xadd_rm8_r8,
                    (false, Size::W) => Code::Xadd_rm16_r16,
                    (false, Size::L) => Code::Xadd_rm32_r32,
                    (false, Size::Q) => Code::Xadd_rm64_r64,
                };
                let ins = Instruction::with2(c, m, gpr(*dst, *size)).map(|mut i| {
                    i.set_has_lock_prefix(!*xchg);
                    i
                });
                self.emit_mem(ins, rel);
            }
            Cmpxchg {
                size, new, addr, ..
            } => self.lock_cmpxchg(*size, *new, addr),
            AtomicLoop {
                op,
                size,
                val,
                addr,
                tmp,
                ..
            } => {
                let (m, rel) = self.mem(addr);
                let c = match size {
                    Size::B => Code::Movzx_r32_rm8,
                    Size::W => Code::Movzx_r32_rm16,
                    Size::L => Code::Mov_r32_rm32,
                    Size::Q => Code::Mov_r64_rm64,
                };
                let wide = if *size == Size::Q { Size::Q } else { Size::L };
                self.emit_mem(
                    Instruction::with2(c, gpr(Reg::phys(regs::RAX), wide), m),
                    rel,
                );
                let top = self.code.len();
                let (t, t_w, v_w) = (gpr(*tmp, *size), gpr(*tmp, wide), gpr(*val, wide));
                let mov = if wide == Size::Q {
                    Code::Mov_r64_rm64
                } else {
                    Code::Mov_r32_rm32
                };
                self.put(Instruction::with2(
                    mov,
                    t_w,
                    gpr(Reg::phys(regs::RAX), wide),
                ));
                let q = wide == Size::Q;
                let binop = |a: Code, b: Code| if q { a } else { b };
                match op {
                    AtomicLoopOp::And | AtomicLoopOp::Nand => {
                        let c = binop(Code::And_r64_rm64, Code::And_r32_rm32);
                        self.put(Instruction::with2(c, t_w, v_w));
                        if *op == AtomicLoopOp::Nand {
                            let c = binop(Code::Not_rm64, Code::Not_rm32);
                            self.put(Instruction::with1(c, t_w));
                        }
                    }
                    AtomicLoopOp::Or => {
                        let c = binop(Code::Or_r64_rm64, Code::Or_r32_rm32);
                        self.put(Instruction::with2(c, t_w, v_w));
                    }
                    AtomicLoopOp::Xor => {
                        let c = binop(Code::Xor_r64_rm64, Code::Xor_r32_rm32);
                        self.put(Instruction::with2(c, t_w, v_w));
                    }
                    AtomicLoopOp::Keep(cc) => {
                        let c = match size {
                            Size::B => Code::Cmp_rm8_r8,
                            Size::W => Code::Cmp_rm16_r16,
                            Size::L => Code::Cmp_rm32_r32,
                            Size::Q => Code::Cmp_rm64_r64,
                        };
                        self.put(Instruction::with2(c, t, gpr(*val, *size)));
                        self.put(Instruction::with2(cmov(cc.invert(), q), t_w, v_w));
                    }
                }
                self.lock_cmpxchg(*size, *tmp, addr);
                self.emit(Instruction::with_branch(Code::Jne_rel32_64, top as u64).unwrap());
            }
            Mfence => self.put(Ok(Instruction::with(Code::Mfence))),
            XmmLoad128 { addr, dst } => {
                let (m, rel) = self.mem(addr);
                self.emit_mem(
                    Instruction::with2(Code::Movups_xmm_xmmm128, xmm(*dst), m),
                    rel,
                );
            }
            XmmStore128 { src, addr } => {
                let (m, rel) = self.mem(addr);
                self.emit_mem(
                    Instruction::with2(Code::Movups_xmmm128_xmm, m, xmm(*src)),
                    rel,
                );
            }
            VLoad { .. }
            | VStore { .. }
            | VBin { .. }
            | VUn { .. }
            | VFma { .. }
            | VBlendv { .. }
            | VMaskMov { .. } => {
                self.simd_inst(inst);
            }
        }
    }

    fn lock_cmpxchg(&mut self, size: Size, new: Reg, addr: &Amode) {
        let (m, rel) = self.mem(addr);
        let c = match size {
            Size::B => Code::Cmpxchg_rm8_r8,
            Size::W => Code::Cmpxchg_rm16_r16,
            Size::L => Code::Cmpxchg_rm32_r32,
            Size::Q => Code::Cmpxchg_rm64_r64,
        };
        let ins = Instruction::with2(c, m, gpr(new, size)).map(|mut i| {
            i.set_has_lock_prefix(true);
            i
        });
        self.emit_mem(ins, rel);
    }

    /// Two-address forms: the allocator put `dst` in `src`'s register.
    fn same(&mut self, src: Reg, dst: Reg, size: Size) {
        if hw(src) != hw(dst) && src.class() == RegClass::Int {
            let sz = if size == Size::Q { Size::Q } else { Size::L };
            let c = if sz == Size::Q {
                Code::Mov_r64_rm64
            } else {
                Code::Mov_r32_rm32
            };
            self.put(Instruction::with2(c, gpr(dst, sz), gpr(src, sz)));
        }
    }

    fn jump(&mut self, code: Code, target: u32) {
        let start = self.code.len();
        let (_, end) = self.emit(Instruction::with_branch(code, start as u64 + 16).unwrap());
        self.fixups.push((end - 4, end, target));
    }
}

/// `None` if `bytes` decode to one instruction of the form and length `ins` was encoded
/// with; else what went wrong.
fn round_trip_error(ins: &Instruction, bytes: &[u8], ip: usize) -> Option<String> {
    let mut dec = iced_x86::Decoder::with_ip(64, bytes, ip as u64, iced_x86::DecoderOptions::NONE);
    let d = dec.decode();
    (d.code() != ins.code() || d.len() != bytes.len()).then(|| {
        format!(
            "encoder round trip: {:?} encoded as {bytes:02x?}, which decodes as {:?} ({} bytes)",
            ins.code(),
            d.code(),
            d.len()
        )
    })
}

fn reg_size(r: Register) -> Size {
    if GPR64.contains(&r) {
        Size::Q
    } else if GPR32.contains(&r) {
        Size::L
    } else if GPR16.contains(&r) {
        Size::W
    } else {
        Size::B
    }
}

fn is_xmm(r: Register) -> bool {
    XMM.contains(&r)
}

fn setcc(cc: Cc) -> Code {
    use Cc::*;
    match cc {
        O => Code::Seto_rm8,
        No => Code::Setno_rm8,
        B => Code::Setb_rm8,
        Ae => Code::Setae_rm8,
        E => Code::Sete_rm8,
        Ne => Code::Setne_rm8,
        Be => Code::Setbe_rm8,
        A => Code::Seta_rm8,
        S => Code::Sets_rm8,
        Ns => Code::Setns_rm8,
        P => Code::Setp_rm8,
        Np => Code::Setnp_rm8,
        L => Code::Setl_rm8,
        Ge => Code::Setge_rm8,
        Le => Code::Setle_rm8,
        G => Code::Setg_rm8,
    }
}

fn jcc(cc: Cc) -> Code {
    use Cc::*;
    match cc {
        O => Code::Jo_rel32_64,
        No => Code::Jno_rel32_64,
        B => Code::Jb_rel32_64,
        Ae => Code::Jae_rel32_64,
        E => Code::Je_rel32_64,
        Ne => Code::Jne_rel32_64,
        Be => Code::Jbe_rel32_64,
        A => Code::Ja_rel32_64,
        S => Code::Js_rel32_64,
        Ns => Code::Jns_rel32_64,
        P => Code::Jp_rel32_64,
        Np => Code::Jnp_rel32_64,
        L => Code::Jl_rel32_64,
        Ge => Code::Jge_rel32_64,
        Le => Code::Jle_rel32_64,
        G => Code::Jg_rel32_64,
    }
}

fn cmov(cc: Cc, q: bool) -> Code {
    use Cc::*;
    match (cc, q) {
        (O, true) => Code::Cmovo_r64_rm64,
        (No, true) => Code::Cmovno_r64_rm64,
        (B, true) => Code::Cmovb_r64_rm64,
        (Ae, true) => Code::Cmovae_r64_rm64,
        (E, true) => Code::Cmove_r64_rm64,
        (Ne, true) => Code::Cmovne_r64_rm64,
        (Be, true) => Code::Cmovbe_r64_rm64,
        (A, true) => Code::Cmova_r64_rm64,
        (S, true) => Code::Cmovs_r64_rm64,
        (Ns, true) => Code::Cmovns_r64_rm64,
        (P, true) => Code::Cmovp_r64_rm64,
        (Np, true) => Code::Cmovnp_r64_rm64,
        (L, true) => Code::Cmovl_r64_rm64,
        (Ge, true) => Code::Cmovge_r64_rm64,
        (Le, true) => Code::Cmovle_r64_rm64,
        (G, true) => Code::Cmovg_r64_rm64,
        (O, false) => Code::Cmovo_r32_rm32,
        (No, false) => Code::Cmovno_r32_rm32,
        (B, false) => Code::Cmovb_r32_rm32,
        (Ae, false) => Code::Cmovae_r32_rm32,
        (E, false) => Code::Cmove_r32_rm32,
        (Ne, false) => Code::Cmovne_r32_rm32,
        (Be, false) => Code::Cmovbe_r32_rm32,
        (A, false) => Code::Cmova_r32_rm32,
        (S, false) => Code::Cmovs_r32_rm32,
        (Ns, false) => Code::Cmovns_r32_rm32,
        (P, false) => Code::Cmovp_r32_rm32,
        (Np, false) => Code::Cmovnp_r32_rm32,
        (L, false) => Code::Cmovl_r32_rm32,
        (Ge, false) => Code::Cmovge_r32_rm32,
        (Le, false) => Code::Cmovle_r32_rm32,
        (G, false) => Code::Cmovg_r32_rm32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode(ins: &Instruction) -> Vec<u8> {
        let mut e = Encoder::new(64);
        e.encode(ins, 0).unwrap();
        e.take_buffer()
    }

    #[test]
    fn round_trip_accepts_what_the_encoder_writes() {
        let m = MemoryOperand::new(
            Register::RBP,
            Register::R12,
            8,
            -24,
            1,
            false,
            Register::None,
        );
        for ins in [
            Instruction::with2(Code::Add_r64_rm64, Register::R11, Register::RAX).unwrap(),
            Instruction::with2(Code::Movsd_xmm_xmmm64, Register::XMM9, m).unwrap(),
            Instruction::with2(Code::Mov_rm8_r8, m, Register::SIL).unwrap(),
            Instruction::with2(Code::Shl_rm32_CL, Register::R9D, Register::CL).unwrap(),
            Instruction::with_branch(Code::Jne_rel32_64, 0x40).unwrap(),
        ] {
            let bytes = encode(&ins);
            assert_eq!(round_trip_error(&ins, &bytes, 0), None, "{ins:?}");
        }
    }

    #[test]
    fn round_trip_rejects_other_bytes() {
        let ins = Instruction::with2(Code::Add_r64_rm64, Register::R11, Register::RAX).unwrap();
        let mut bytes = encode(&ins);
        // Another opcode, then a truncated encoding.
        bytes[1] = 0x2b;
        assert!(round_trip_error(&ins, &bytes, 0).is_some());
        assert!(round_trip_error(&ins, &bytes[..2], 0).is_some());
    }
}
