//! Machine IR container shared by every target: `VCode<I>` holds a function's machine
//! instructions grouped in blocks with block parameters, in emission order, and presents them
//! to regalloc2 through [`regalloc2::Function`] (Cranelift's VCode shape).
//!
//! Instructions name registers with [`Reg`]: a virtual register (a regalloc2 [`VReg`]) before
//! allocation, a physical one ([`PReg`]) after. A target instruction lists its register
//! operands through [`MachInst::visit_operands`], always in the same order: the collector
//! records them as regalloc2 operands, and after allocation the same walk rewrites each
//! register with its allocation.

use regalloc2::{
    Allocation, Block, Inst as RaInst, InstRange, Operand, OperandConstraint, OperandKind,
    OperandPos, PReg, PRegSet, RegClass, VReg,
};
use std::fmt;

/// A register: virtual before allocation, physical after (or where an instruction names a
/// fixed machine register such as the stack pointer, which the allocator never sees).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg(u32);

const PHYS_BIT: u32 = 1 << 31;

impl Reg {
    /// Stands for an undefined (`undef`/`poison`) leaf of an aggregate during selection; it
    /// never reaches an instruction (a use materializes a value instead).
    pub const UNDEF: Reg = Reg(u32::MAX);

    pub fn virt(v: VReg) -> Reg {
        Reg(v.bits() as u32)
    }
    pub fn phys(p: PReg) -> Reg {
        Reg(PHYS_BIT | p.index() as u32)
    }
    pub fn to_virtual(self) -> Option<VReg> {
        (self.0 & PHYS_BIT == 0).then(|| VReg::from_bits(self.0))
    }
    pub fn to_phys(self) -> Option<PReg> {
        (self.0 & PHYS_BIT != 0).then(|| PReg::from_index((self.0 & !PHYS_BIT) as usize))
    }
    pub fn is_virtual(self) -> bool {
        self.0 & PHYS_BIT == 0
    }
    pub fn class(self) -> RegClass {
        match self.to_phys() {
            Some(p) => p.class(),
            None => VReg::from_bits(self.0).class(),
        }
    }
}

impl fmt::Debug for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.to_phys() {
            Some(p) => write!(f, "{p}"),
            None => write!(f, "{}", VReg::from_bits(self.0)),
        }
    }
}

/// Receives an instruction's register operands in their fixed order.
pub trait OperandVisitor {
    fn operand(
        &mut self,
        reg: &mut Reg,
        kind: OperandKind,
        pos: OperandPos,
        constraint: OperandConstraint,
    );
}

/// Shorthands over [`OperandVisitor`] for the usual operand shapes.
pub trait OperandVisitorExt: OperandVisitor {
    /// Read at the start of the instruction.
    fn use_reg(&mut self, r: &mut Reg) {
        if r.is_virtual() {
            self.operand(
                r,
                OperandKind::Use,
                OperandPos::Early,
                OperandConstraint::Reg,
            );
        }
    }
    /// Read until the end of the instruction (not shared with a def).
    fn use_late(&mut self, r: &mut Reg) {
        if r.is_virtual() {
            self.operand(
                r,
                OperandKind::Use,
                OperandPos::Late,
                OperandConstraint::Reg,
            );
        }
    }
    /// Written at the end of the instruction.
    fn def_reg(&mut self, r: &mut Reg) {
        if r.is_virtual() {
            self.operand(
                r,
                OperandKind::Def,
                OperandPos::Late,
                OperandConstraint::Reg,
            );
        }
    }
    /// Written early: may not share a register with any use.
    fn def_early(&mut self, r: &mut Reg) {
        if r.is_virtual() {
            self.operand(
                r,
                OperandKind::Def,
                OperandPos::Early,
                OperandConstraint::Reg,
            );
        }
    }
    /// Written in the register of use operand number `idx` (two-address forms).
    fn reuse_def(&mut self, r: &mut Reg, idx: usize) {
        if r.is_virtual() {
            self.operand(
                r,
                OperandKind::Def,
                OperandPos::Late,
                OperandConstraint::Reuse(idx),
            );
        }
    }
    fn fixed_use(&mut self, r: &mut Reg, p: PReg) {
        if r.is_virtual() {
            self.operand(
                r,
                OperandKind::Use,
                OperandPos::Early,
                OperandConstraint::FixedReg(p),
            );
        }
    }
    fn fixed_def(&mut self, r: &mut Reg, p: PReg) {
        if r.is_virtual() {
            self.operand(
                r,
                OperandKind::Def,
                OperandPos::Late,
                OperandConstraint::FixedReg(p),
            );
        }
    }
    fn fixed_def_early(&mut self, r: &mut Reg, p: PReg) {
        if r.is_virtual() {
            self.operand(
                r,
                OperandKind::Def,
                OperandPos::Early,
                OperandConstraint::FixedReg(p),
            );
        }
    }
}

impl<T: OperandVisitor + ?Sized> OperandVisitorExt for T {}

/// What a target's machine instruction tells the shared machinery.
pub trait MachInst: Clone + fmt::Debug {
    /// Every virtual register operand, in a fixed order (see the module docs).
    fn visit_operands(&mut self, v: &mut dyn OperandVisitor);
    fn is_ret(&self) -> bool;
    fn is_branch(&self) -> bool;
    /// Registers the instruction overwrites without naming them (calls).
    fn clobbers(&self) -> PRegSet {
        PRegSet::empty()
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct BlockData {
    insts: (u32, u32),
    succs: (u32, u32),
    preds: (u32, u32),
    params: (u32, u32),
}

/// A function in machine IR.
#[derive(Clone, Debug)]
pub struct VCode<I> {
    pub insts: Vec<I>,
    operands: Vec<Operand>,
    operand_ranges: Vec<(u32, u32)>,
    clobbers: Vec<(u32, PRegSet)>,
    blocks: Vec<BlockData>,
    succs: Vec<Block>,
    preds: Vec<Block>,
    params: Vec<VReg>,
    /// Per successor slot (parallel to `succs`): the range of its arguments in `branch_args`.
    branch_arg_ranges: Vec<(u32, u32)>,
    branch_args: Vec<VReg>,
    num_vregs: usize,
    /// Float-class registers may hold 256-bit (ymm) values: they spill and move whole.
    pub wide_spills: bool,
    /// Calls and returns (instruction indices, ascending) passing ymm registers: no
    /// `vzeroupper` before them.
    pub keep_upper: Vec<u32>,
}

impl<I: MachInst> VCode<I> {
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    pub fn block_range(&self, b: usize) -> std::ops::Range<usize> {
        let (s, e) = self.blocks[b].insts;
        s as usize..e as usize
    }
    pub fn block_params_of(&self, b: usize) -> &[VReg] {
        let (s, e) = self.blocks[b].params;
        &self.params[s as usize..e as usize]
    }
    pub fn succs_of(&self, b: usize) -> &[Block] {
        let (s, e) = self.blocks[b].succs;
        &self.succs[s as usize..e as usize]
    }
    /// The machine IR as text: each block with its parameters, its instructions (one per
    /// line) and its successors with the arguments passed.
    pub fn dump(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        for b in 0..self.num_blocks() {
            let params: Vec<String> = self
                .block_params_of(b)
                .iter()
                .map(|v| v.to_string())
                .collect();
            if params.is_empty() {
                let _ = writeln!(out, "block{b}:");
            } else {
                let _ = writeln!(out, "block{b}({}):", params.join(", "));
            }
            for i in self.block_range(b) {
                let _ = writeln!(out, "  {}", short_pregs(&format!("{:?}", self.insts[i])));
            }
            let (s0, _) = self.blocks[b].succs;
            let succs: Vec<String> = self
                .succs_of(b)
                .iter()
                .enumerate()
                .map(|(k, t)| {
                    let (a0, a1) = self.branch_arg_ranges[s0 as usize + k];
                    let args: Vec<String> = self.branch_args[a0 as usize..a1 as usize]
                        .iter()
                        .map(|v| v.to_string())
                        .collect();
                    if args.is_empty() {
                        format!("block{}", t.index())
                    } else {
                        format!("block{}({})", t.index(), args.join(", "))
                    }
                })
                .collect();
            if !succs.is_empty() {
                let _ = writeln!(out, "  ; successors: {}", succs.join(", "));
            }
        }
        out
    }

    /// Rewrites instruction `i`'s registers with their allocations (registers only: the
    /// operand constraints this crate emits never allow a stack allocation).
    pub fn apply_allocs(inst: &mut I, allocs: &[Allocation]) {
        struct Rw<'a>(&'a [Allocation], usize);
        impl OperandVisitor for Rw<'_> {
            fn operand(
                &mut self,
                reg: &mut Reg,
                _: OperandKind,
                _: OperandPos,
                _: OperandConstraint,
            ) {
                let a = self.0[self.1];
                self.1 += 1;
                *reg = Reg::phys(
                    a.as_reg()
                        .expect("register operands are allocated registers"),
                );
            }
        }
        inst.visit_operands(&mut Rw(allocs, 0));
    }
}

impl<I: MachInst> regalloc2::Function for VCode<I> {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    fn entry_block(&self) -> Block {
        Block::new(0)
    }
    fn block_insns(&self, block: Block) -> InstRange {
        let (s, e) = self.blocks[block.index()].insts;
        InstRange::new(RaInst::new(s as usize), RaInst::new(e as usize))
    }
    fn block_succs(&self, block: Block) -> &[Block] {
        self.succs_of(block.index())
    }
    fn block_preds(&self, block: Block) -> &[Block] {
        let (s, e) = self.blocks[block.index()].preds;
        &self.preds[s as usize..e as usize]
    }
    fn block_params(&self, block: Block) -> &[VReg] {
        self.block_params_of(block.index())
    }
    fn is_ret(&self, insn: RaInst) -> bool {
        self.insts[insn.index()].is_ret()
    }
    fn is_branch(&self, insn: RaInst) -> bool {
        self.insts[insn.index()].is_branch()
    }
    fn branch_blockparams(&self, block: Block, _insn: RaInst, succ_idx: usize) -> &[VReg] {
        let slot = self.blocks[block.index()].succs.0 as usize + succ_idx;
        let (s, e) = self.branch_arg_ranges[slot];
        &self.branch_args[s as usize..e as usize]
    }
    fn inst_operands(&self, insn: RaInst) -> &[Operand] {
        let (s, e) = self.operand_ranges[insn.index()];
        &self.operands[s as usize..e as usize]
    }
    fn inst_clobbers(&self, insn: RaInst) -> PRegSet {
        match self
            .clobbers
            .binary_search_by_key(&(insn.index() as u32), |c| c.0)
        {
            Ok(i) => self.clobbers[i].1,
            Err(_) => PRegSet::empty(),
        }
    }
    fn num_vregs(&self) -> usize {
        self.num_vregs
    }
    fn spillslot_size(&self, regclass: RegClass) -> usize {
        // Slots are 8 bytes; vector registers spill whole (16 bytes).
        match regclass {
            RegClass::Int => 1,
            RegClass::Float | RegClass::Vector if self.wide_spills => 4,
            RegClass::Float | RegClass::Vector => 2,
        }
    }
}

/// Builds a [`VCode`] block by block, in emission order.
pub struct VCodeBuilder<I> {
    code: VCode<I>,
    /// Successors named by each block's terminator, with their arguments.
    pending_succs: Vec<Vec<(u32, Vec<VReg>)>>,
    block_params: Vec<Vec<VReg>>,
    declared: usize,
    current: Option<usize>,
    block_start: u32,
}

impl<I: MachInst> Default for VCodeBuilder<I> {
    fn default() -> Self {
        Self::new()
    }
}

impl<I: MachInst> VCodeBuilder<I> {
    pub fn new() -> Self {
        VCodeBuilder {
            code: VCode {
                insts: Vec::new(),
                operands: Vec::new(),
                operand_ranges: Vec::new(),
                clobbers: Vec::new(),
                blocks: Vec::new(),
                succs: Vec::new(),
                preds: Vec::new(),
                params: Vec::new(),
                branch_arg_ranges: Vec::new(),
                branch_args: Vec::new(),
                num_vregs: 0,
                wide_spills: false,
                keep_upper: Vec::new(),
            },
            pending_succs: Vec::new(),
            block_params: Vec::new(),
            declared: 0,
            current: None,
            block_start: 0,
        }
    }

    pub fn new_vreg(&mut self, class: RegClass) -> Reg {
        let v = VReg::new(self.code.num_vregs, class);
        self.code.num_vregs += 1;
        Reg::virt(v)
    }

    /// Declares a block; blocks are started in the order they were declared.
    pub fn declare_block(&mut self) -> u32 {
        self.declared += 1;
        self.pending_succs.push(Vec::new());
        self.block_params.push(Vec::new());
        (self.declared - 1) as u32
    }

    pub fn num_declared_blocks(&self) -> usize {
        self.declared
    }

    pub fn set_block_params(&mut self, b: u32, params: &[Reg]) {
        self.block_params[b as usize] = params.iter().map(|r| vreg(*r)).collect();
    }

    /// Starts block `b`, which must be the next declared block not yet started.
    pub fn start_block(&mut self, b: u32) {
        assert!(self.current.is_none(), "previous block not terminated");
        assert_eq!(b as usize, self.code.blocks.len(), "blocks start in order");
        self.current = Some(b as usize);
        self.block_start = self.code.insts.len() as u32;
    }

    /// Marks the next instruction as one before which upper ymm state must be kept.
    pub fn keep_upper(&mut self) {
        let i = self.code.insts.len() as u32;
        self.code.keep_upper.push(i);
    }

    pub fn push(&mut self, inst: I) {
        debug_assert!(self.current.is_some());
        self.code.insts.push(inst);
    }

    /// Ends the current block with its terminator (already pushed) and its successors.
    pub fn end_block(&mut self, succs: Vec<(u32, Vec<Reg>)>) {
        let b = self.current.take().expect("no block started");
        let end = self.code.insts.len() as u32;
        assert!(end > self.block_start, "empty block");
        self.code.blocks.push(BlockData {
            insts: (self.block_start, end),
            ..Default::default()
        });
        self.pending_succs[b] = succs
            .into_iter()
            .map(|(t, args)| (t, args.into_iter().map(vreg).collect()))
            .collect();
    }

    pub fn current_block(&self) -> Option<usize> {
        self.current
    }

    pub fn finish(mut self) -> VCode<I> {
        assert_eq!(self.code.blocks.len(), self.declared, "every block lowered");
        let n = self.code.blocks.len();
        let mut preds: Vec<Vec<Block>> = vec![Vec::new(); n];
        for (b, succs) in self.pending_succs.iter().enumerate() {
            let s0 = self.code.succs.len() as u32;
            for (t, args) in succs {
                self.code.succs.push(Block::new(*t as usize));
                preds[*t as usize].push(Block::new(b));
                let a0 = self.code.branch_args.len() as u32;
                self.code.branch_args.extend_from_slice(args);
                self.code
                    .branch_arg_ranges
                    .push((a0, self.code.branch_args.len() as u32));
            }
            self.code.blocks[b].succs = (s0, self.code.succs.len() as u32);
        }
        for (b, p) in preds.into_iter().enumerate() {
            let s0 = self.code.preds.len() as u32;
            self.code.preds.extend(p);
            self.code.blocks[b].preds = (s0, self.code.preds.len() as u32);
            let p0 = self.code.params.len() as u32;
            self.code.params.extend_from_slice(&self.block_params[b]);
            self.code.blocks[b].params = (p0, self.code.params.len() as u32);
        }
        // Operands, in each instruction's visiting order.
        struct Collect<'a>(&'a mut Vec<Operand>);
        impl OperandVisitor for Collect<'_> {
            fn operand(
                &mut self,
                reg: &mut Reg,
                kind: OperandKind,
                pos: OperandPos,
                constraint: OperandConstraint,
            ) {
                self.0.push(Operand::new(vreg(*reg), constraint, kind, pos));
            }
        }
        let mut ops = Vec::new();
        let mut ranges = Vec::with_capacity(self.code.insts.len());
        for (i, inst) in self.code.insts.iter_mut().enumerate() {
            let s = ops.len() as u32;
            inst.visit_operands(&mut Collect(&mut ops));
            ranges.push((s, ops.len() as u32));
            let c = inst.clobbers();
            if c != PRegSet::empty() {
                self.code.clobbers.push((i as u32, c));
            }
        }
        self.code.operands = ops;
        self.code.operand_ranges = ranges;
        self.code
    }
}

fn vreg(r: Reg) -> VReg {
    r.to_virtual().expect("a virtual register")
}

/// `PReg(hw = 7, class = Int, index = 7)` as `p7i` (regalloc2's short form) in a dump.
fn short_pregs(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("PReg(hw = ") {
        out.push_str(&rest[..i]);
        let tail = &rest[i + "PReg(hw = ".len()..];
        let Some(end) = tail.find(')') else {
            out.push_str(&rest[i..]);
            return out;
        };
        let inner = &tail[..end];
        let hw = inner.split(',').next().unwrap_or("");
        let class = if inner.contains("Float") {
            'f'
        } else if inner.contains("Vector") {
            'v'
        } else {
            'i'
        };
        out.push_str(&format!("p{hw}{class}"));
        rest = &tail[end + 1..];
    }
    out.push_str(rest);
    out
}
