//! Instruction selection: an `llvm.func` body to x86-64 machine IR.
//!
//! Blocks are lowered in reverse post-order; critical edges get blocks of their own (regalloc2
//! needs them split). Values are held in one virtual register per scalar leaf (first-class
//! aggregates are split into their fields). An integer narrower than its register has
//! undefined upper bits, as in LLVM: whatever reads them (compares, divisions, extensions,
//! conversions) extends first.
//!
//! Selection folds what x86 can absorb: constants become immediates, `getelementptr`s and
//! static `alloca`s become addressing modes of the loads and stores using them, a compare
//! used only by the block's branch or a `select` sets the flags its user reads, and other
//! constants are rematerialized at each use instead of living across the function.

mod call;
mod float;
mod int;
mod simd;
mod vector;

use super::inst::*;
use crate::layout::{Layout, Scalar};
use crate::module::{self, FuncSymbols, SymKind};
use crate::vcode::{Reg, VCode, VCodeBuilder};
use crate::Error;
use regalloc2::RegClass;
use rmlir_dialects::llvm::types::{self as lt, LlvmType};
use rmlir_ir::body::{BlockId, Body, OpId, ValueId};
use rmlir_ir::ods::prop;
use rmlir_ir::{AttrKind, Attribute, Location, Type};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// A function after instruction selection.
#[derive(Debug)]
pub struct LoweredFunc {
    pub sym: u32,
    pub vcode: VCode<Inst>,
    /// Static stack objects: (size, alignment).
    pub slots: Vec<(u64, u64)>,
    /// Bytes of outgoing stack arguments the calls need.
    pub outgoing_args: u32,
    /// Read-only constants addressed RIP-relative: (bytes, alignment).
    pub const_pool: Vec<(Vec<u8>, u32)>,
    pub dynamic_stack: bool,
    /// The location of each instruction (for line tables).
    pub locs: Vec<Location>,
    /// Symbols this function added to the module's ([`FuncSymbols`]).
    pub extra_syms: Vec<module::SymbolInfo>,
}

struct Lower<'a, 'c> {
    layout: &'a Layout<'c>,
    syms: FuncSymbols<'a>,
    body: &'a Body,
    b: VCodeBuilder<Inst>,
    values: HashMap<ValueId, Vec<Reg>>,
    blocks: HashMap<BlockId, u32>,
    /// Edge (block, successor slot) -> the block splitting it.
    splits: HashMap<(BlockId, usize), u32>,
    /// Chain blocks of each `llvm.switch` (one per case after the first).
    switch_chain: HashMap<OpId, Vec<u32>>,
    slots: Vec<(u64, u64)>,
    static_allocas: HashMap<ValueId, u32>,
    const_pool: Vec<(Vec<u8>, u32)>,
    outgoing: u32,
    dynamic_stack: bool,
    /// Compares whose flags their single user reads (lowered there).
    fused: HashSet<OpId>,
    locs: Vec<Location>,
    cur_loc: Location,
    /// Stack arguments not loaded yet: placeholder register -> (leaf, offset). Uses load
    /// them ([`Lower::get`]).
    lazy_args: HashMap<Reg, (Scalar, u32)>,
    /// The leaves of each value something reads ([`crate::demand`]).
    demand: HashMap<ValueId, crate::demand::LeafMask>,
    /// The module body (callee attributes) and the function op.
    mbody: &'a Body,
    fn_op: OpId,
    fabi: call::FuncAbi,
    /// Vectors held packed in SIMD registers ([`simd`]).
    simd: simd::SimdState,
}

fn err(loc: Location, msg: impl Into<String>) -> Error {
    Error::new(loc, msg)
}

/// Lowers the `llvm.func` `op` of the module body `mbody`.
pub fn lower_function(
    layout: &Layout<'_>,
    syms: FuncSymbols<'_>,
    mbody: &Body,
    op: OpId,
) -> Result<LoweredFunc, Error> {
    let mut syms = syms;
    let ctx = layout.ctx;
    let loc = mbody.loc(op);
    let name = module::sym_name(ctx, mbody, op);
    let sym = syms.intern(&name, SymKind::Func);
    let fty = rmlir_dialects::llvm::func::function_type(ctx, mbody, op)
        .ok_or_else(|| err(loc, "function without a type"))?;
    let Some(LlvmType::Func { result, vararg, .. }) = lt::decode(ctx, fty) else {
        return Err(err(loc, "function without a type"));
    };
    let body = mbody
        .isolated_body(op)
        .ok_or_else(|| err(loc, "function without a body"))?;
    let region = body.root_regions()[0];
    let entry = body
        .entry_block(region)
        .ok_or_else(|| err(loc, "function without a body"))?;
    let mut l = Lower {
        layout,
        syms,
        body,
        b: VCodeBuilder::new(),
        values: HashMap::default(),
        blocks: HashMap::default(),
        splits: HashMap::default(),
        switch_chain: HashMap::default(),
        slots: Vec::new(),
        static_allocas: HashMap::default(),
        const_pool: Vec::new(),
        outgoing: 0,
        dynamic_stack: false,
        fused: HashSet::default(),
        locs: Vec::new(),
        cur_loc: loc,
        lazy_args: HashMap::default(),
        demand: HashMap::default(),
        mbody,
        fn_op: op,
        fabi: call::FuncAbi::default(),
        simd: Default::default(),
    };
    l.fabi.vararg = vararg;
    let order = rpo(body, entry);
    l.demand = crate::demand::demanded_leaves(layout, body, &order);
    l.plan_blocks(&order);
    l.plan_fusion(&order);
    for (i, &blk) in order.iter().enumerate() {
        l.lower_block(blk, i == 0, result)?;
    }
    let mut vcode = l.b.finish();
    vcode.wide_spills = layout.features.avx2() || l.fabi.ymm;
    Ok(LoweredFunc {
        sym,
        vcode,
        slots: l.slots,
        outgoing_args: l.outgoing,
        const_pool: l.const_pool,
        dynamic_stack: l.dynamic_stack,
        locs: l.locs,
        extra_syms: l.syms.extra,
    })
}

/// Blocks reachable from `entry`, in reverse post-order.
fn rpo(body: &Body, entry: BlockId) -> Vec<BlockId> {
    let mut seen = HashSet::default();
    let mut post = Vec::new();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    seen.insert(entry);
    while let Some((b, i)) = stack.pop() {
        let succs = body
            .last_op(b)
            .map(|t| body.successors(t).to_vec())
            .unwrap_or_default();
        if i < succs.len() {
            stack.push((b, i + 1));
            // Last successor first: the first one then comes right after its block in the
            // order (a loop body after its header, the true branch after the test).
            let s = succs[succs.len() - 1 - i];
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    post
}

impl<'a, 'c> Lower<'a, 'c> {
    fn ctx(&self) -> &'c rmlir_ir::Context {
        self.layout.ctx
    }

    fn op_name(&self, op: OpId) -> &'c str {
        self.ctx().op_name_str(self.body.op_name(op))
    }

    fn plan_blocks(&mut self, order: &[BlockId]) {
        let body = self.body;
        let mut preds: HashMap<BlockId, usize> = HashMap::default();
        for &b in order {
            if let Some(t) = body.last_op(b) {
                for s in body.successors(t) {
                    *preds.entry(*s).or_default() += 1;
                }
            }
        }
        for &b in order {
            let idx = self.b.declare_block();
            self.blocks.insert(b, idx);
            let Some(t) = body.last_op(b) else { continue };
            let succs = body.successors(t);
            let is_switch = self.op_name(t) == "llvm.switch";
            if is_switch {
                let chain: Vec<u32> = (1..succs.len().saturating_sub(1).max(1))
                    .map(|_| self.b.declare_block())
                    .collect();
                self.switch_chain.insert(t, chain);
            }
            if succs.len() > 1 {
                for (i, s) in succs.iter().enumerate() {
                    if is_switch || preds.get(s).copied().unwrap_or(0) > 1 {
                        let sb = self.b.declare_block();
                        self.splits.insert((b, i), sb);
                    }
                }
            }
        }
    }

    /// Marks compares whose only user is the next op that reads flags in the same block
    /// (`llvm.cond_br`, `llvm.select`), with nothing between that could clobber flags
    /// being lowered between them (the compare is lowered at its user).
    fn plan_fusion(&mut self, order: &[BlockId]) {
        let body = self.body;
        for &b in order {
            for op in body.block_ops(b) {
                let n = self.op_name(op);
                if n != "llvm.icmp" && n != "llvm.fcmp" {
                    continue;
                }
                let r = body.result(op, 0);
                let mut uses = body.uses(r);
                let (Some((user, idx)), None) = (uses.next(), uses.next()) else {
                    continue;
                };
                if idx != 0 || body.parent_block(user) != Some(b) {
                    continue;
                }
                let un = self.op_name(user);
                let scalar_operand = self.layout.scalar_opt(body.value_type(body.operand(op, 0)));
                if scalar_operand.is_none() {
                    continue;
                }
                if n == "llvm.fcmp" && fcmp_single_cc(self.pred(op)).is_none() {
                    continue;
                }
                if un == "llvm.cond_br" || un == "llvm.select" {
                    self.fused.insert(op);
                }
            }
        }
    }

    fn pred(&self, op: OpId) -> i64 {
        prop(self.ctx(), self.body, op, "predicate")
            .and_then(|a| int_attr(self.ctx(), a))
            .unwrap_or(0)
    }

    fn push(&mut self, i: Inst) {
        self.locs.push(self.cur_loc);
        self.b.push(i);
    }

    fn vreg(&mut self, class: RegClass) -> Reg {
        self.b.new_vreg(class)
    }

    fn gpr(&mut self) -> Reg {
        self.vreg(RegClass::Int)
    }

    fn xmm(&mut self) -> Reg {
        self.vreg(RegClass::Float)
    }

    fn new_regs(&mut self, t: Type) -> Result<Vec<Reg>, Error> {
        let leaves = self.leaves(t)?;
        Ok(leaves
            .iter()
            .map(|(s, _)| if s.is_float() { self.xmm() } else { self.gpr() })
            .collect())
    }

    fn leaves(&self, t: Type) -> Result<Vec<(Scalar, u64)>, Error> {
        self.layout.leaves(t).map_err(|m| err(self.cur_loc, m))
    }

    fn scalar(&self, t: Type) -> Result<Scalar, Error> {
        self.layout.scalar(t).map_err(|m| err(self.cur_loc, m))
    }

    fn vtype(&self, v: ValueId) -> Type {
        self.body.value_type(v)
    }

    fn def_op(&self, v: ValueId) -> Option<(OpId, &'c str)> {
        let d = self.body.defining_op(v)?;
        Some((d, self.op_name(d)))
    }

    /// The integer constant `v` is, sign-extended from its width.
    fn const_int(&self, v: ValueId) -> Option<i64> {
        let (d, n) = self.def_op(v)?;
        match n {
            "llvm.mlir.constant" => {
                let a = prop(self.ctx(), self.body, d, "value")?;
                match self.ctx().attr_kind(a) {
                    AttrKind::Integer { value, .. } => {
                        let w = value.width();
                        let raw = value.words().first().copied().unwrap_or(0);
                        if w > 64 {
                            return None;
                        }
                        Some(sext(raw, w))
                    }
                    _ => None,
                }
            }
            "llvm.mlir.zero" => self
                .layout
                .scalar(self.vtype(v))
                .ok()
                .and_then(|s| (!s.is_float()).then_some(0)),
            _ => None,
        }
    }

    /// `v` as an immediate for an operation of `size`.
    fn imm(&self, v: ValueId, size: Size) -> Option<i32> {
        let c = self.const_int(v)?;
        match size {
            Size::Q => i32::try_from(c).ok(),
            _ => Some(c as i32),
        }
    }

    fn rmi(&mut self, v: ValueId, size: Size) -> Result<Rmi, Error> {
        Ok(match self.imm(v, size) {
            Some(i) => Rmi::Imm(i),
            None => Rmi::Reg(self.get1(v)?),
        })
    }

    /// The registers of `v`, materializing constants here.
    fn get(&mut self, v: ValueId) -> Result<Vec<Reg>, Error> {
        let mut regs = self.get_raw(v)?;
        if !self.lazy_args.is_empty() {
            for r in regs.iter_mut() {
                if let Some(&(s, off)) = self.lazy_args.get(r) {
                    *r = self.load_leaf(s, Amode::IncomingArg { off: off as i32 })?;
                }
            }
        }
        if regs.contains(&Reg::UNDEF) {
            // Undefined leaves get a value where something uses them.
            let leaves = self.leaves(self.vtype(v))?;
            for (i, r) in regs.iter_mut().enumerate() {
                if *r == Reg::UNDEF {
                    let s = leaves.get(i).map(|l| l.0).unwrap_or(Scalar::Int(64));
                    *r = self.scalar_const(s, 0)?;
                }
            }
        }
        Ok(regs)
    }

    /// The width of a memory access to an integer or pointer leaf.
    pub(super) fn leaf_size(&self, s: Scalar) -> Result<Size, Error> {
        Ok(match s.store_bytes() {
            1 => Size::B,
            2 => Size::W,
            4 => Size::L,
            8 => Size::Q,
            n => {
                return Err(err(
                    self.cur_loc,
                    format!("unsupported: {n}-byte integer leaf"),
                ))
            }
        })
    }

    /// Loads a scalar leaf (integers zero-extended into their register).
    pub(super) fn load_leaf(&mut self, s: Scalar, addr: Amode) -> Result<Reg, Error> {
        if s.is_float() {
            let dst = self.xmm();
            self.push(Inst::XmmLoad {
                double: s == Scalar::F64,
                addr,
                dst,
            });
            return Ok(dst);
        }
        let kind = match self.leaf_size(s)? {
            Size::B => LoadKind::ZxB,
            Size::W => LoadKind::ZxW,
            Size::L => LoadKind::L,
            Size::Q => LoadKind::Q,
        };
        let dst = self.gpr();
        self.push(Inst::Load { kind, addr, dst });
        Ok(dst)
    }

    /// Stores a scalar leaf (integers of odd widths zero-extended to their store size).
    pub(super) fn store_leaf(&mut self, s: Scalar, src: Reg, addr: Amode) -> Result<(), Error> {
        if s.is_float() {
            self.push(Inst::XmmStore {
                double: s == Scalar::F64,
                src,
                addr,
            });
            return Ok(());
        }
        let size = self.leaf_size(s)?;
        let bits = s.bits();
        let src = if !bits.is_multiple_of(8) {
            self.zext_reg(src, bits)
        } else {
            src
        };
        self.push(Inst::Store { size, src, addr });
        Ok(())
    }

    /// The registers of `v` with undefined leaves left as [`Reg::UNDEF`] (for aggregate
    /// plumbing: `insertvalue` into `undef` materializes nothing).
    fn get_raw(&mut self, v: ValueId) -> Result<Vec<Reg>, Error> {
        if let Some(r) = self.values.get(&v) {
            return Ok(r.clone());
        }
        if let Some(r) = self.unpack_packed(v)? {
            return Ok(r);
        }
        let Some((d, name)) = self.def_op(v) else {
            return Err(err(self.cur_loc, "use of a value not lowered"));
        };
        if matches!(name, "llvm.mlir.undef" | "llvm.mlir.poison") {
            let n = self.leaves(self.vtype(v))?.len();
            return Ok(vec![Reg::UNDEF; n]);
        }
        let regs = self.materialize(d, name, v)?;
        Ok(regs)
    }

    fn get1(&mut self, v: ValueId) -> Result<Reg, Error> {
        let r = self.get(v)?;
        r.first()
            .copied()
            .ok_or_else(|| err(self.cur_loc, "empty value"))
    }

    fn materialize(&mut self, d: OpId, name: &str, v: ValueId) -> Result<Vec<Reg>, Error> {
        let t = self.vtype(v);
        match name {
            "llvm.mlir.constant" => {
                let a = prop(self.ctx(), self.body, d, "value")
                    .ok_or_else(|| err(self.cur_loc, "constant without a value"))?;
                self.const_regs(a, t)
            }
            "llvm.mlir.zero" | "llvm.mlir.undef" | "llvm.mlir.poison" => {
                let leaves = self.leaves(t)?;
                let mut out = Vec::new();
                for (s, _) in leaves {
                    out.push(self.scalar_const(s, 0)?);
                }
                Ok(out)
            }
            "llvm.mlir.addressof" => {
                let n = prop(self.ctx(), self.body, d, "global_name")
                    .and_then(|a| module::symbol_ref_name(self.ctx(), a))
                    .ok_or_else(|| err(self.cur_loc, "addressof without a symbol"))?;
                let s = match self.syms.get(&n) {
                    Some(s) => s,
                    None => self.syms.intern(&n, SymKind::Data),
                };
                let dst = self.gpr();
                if self.syms.info(s).defined && !self.syms.info(s).weak {
                    self.push(Inst::SymAddr { sym: s, dst });
                } else {
                    self.push(Inst::LoadGot { sym: s, dst });
                }
                Ok(vec![dst])
            }
            "llvm.getelementptr" => {
                let addr = self.gep_amode(d)?;
                Ok(vec![self.addr_reg(addr)?])
            }
            "llvm.alloca" => match self.static_allocas.get(&v) {
                Some(&slot) => Ok(vec![self.addr_reg(Amode::Slot { slot, disp: 0 })?]),
                None => Err(err(self.cur_loc, "use of an alloca before its lowering")),
            },
            _ => Err(err(
                self.cur_loc,
                format!("use of '{name}' before its lowering"),
            )),
        }
    }

    fn const_regs(&mut self, a: Attribute, t: Type) -> Result<Vec<Reg>, Error> {
        if let Some(r) = self.wide_const_regs(a, t)? {
            return Ok(r);
        }
        if let Some(r) = self.dense_aggregate_const(a, t)? {
            return Ok(r);
        }
        let s = self.scalar(t)?;
        let bits = match self.ctx().attr_kind(a) {
            AttrKind::Integer { value, .. } => value.words().first().copied().unwrap_or(0),
            AttrKind::Float { bits, .. } => *bits as u64,
            _ => {
                return Err(err(
                    self.cur_loc,
                    format!(
                        "unsupported constant {}",
                        rmlir_ir::printer::attr_to_string(self.ctx(), a)
                    ),
                ))
            }
        };
        Ok(vec![self.scalar_const(s, bits)?])
    }

    /// A register holding the scalar constant with bit pattern `bits`.
    fn scalar_const(&mut self, s: Scalar, bits: u64) -> Result<Reg, Error> {
        match s {
            Scalar::F32 | Scalar::F64 => {
                let double = s == Scalar::F64;
                let bytes = if double {
                    bits.to_le_bytes().to_vec()
                } else {
                    (bits as u32).to_le_bytes().to_vec()
                };
                let idx = self.constant(bytes, if double { 8 } else { 4 });
                let dst = self.xmm();
                self.push(Inst::XmmLoad {
                    double,
                    addr: Amode::Const { idx },
                    dst,
                });
                Ok(dst)
            }
            _ => {
                let dst = self.gpr();
                let size = if s.bits() <= 32 || bits >> 32 == 0 {
                    Size::L
                } else {
                    Size::Q
                };
                self.push(Inst::MovImm {
                    size,
                    imm: if size == Size::L {
                        bits & 0xffff_ffff
                    } else {
                        bits
                    },
                    dst,
                });
                Ok(dst)
            }
        }
    }

    fn constant(&mut self, bytes: Vec<u8>, align: u32) -> u32 {
        if let Some(i) = self.const_pool.iter().position(|c| c.0 == bytes) {
            return i as u32;
        }
        self.const_pool.push((bytes, align));
        (self.const_pool.len() - 1) as u32
    }

    // ---- blocks ------------------------------------------------------------------------

    fn lower_block(&mut self, blk: BlockId, is_entry: bool, ret_ty: Type) -> Result<(), Error> {
        let body = self.body;
        let idx = self.blocks[&blk];
        if is_entry {
            self.b.start_block(idx);
            self.lower_incoming_args(blk, self.fn_op, ret_ty)?;
            self.lower_static_allocas(blk);
        } else {
            let mut params = Vec::new();
            for &a in body.block_args(blk) {
                if let Some(r) = self.simd_block_param(a) {
                    params.extend(r);
                    continue;
                }
                let regs = self.new_regs(body.value_type(a))?;
                params.extend_from_slice(&regs);
                self.values.insert(a, regs);
            }
            self.b.set_block_params(idx, &params);
            self.b.start_block(idx);
        }
        for op in body.block_ops(blk) {
            self.cur_loc = body.loc(op);
            if self.fused.contains(&op) {
                continue;
            }
            self.lower_op(op, blk, ret_ty)?;
        }
        Ok(())
    }

    /// Static allocas of the entry block become frame slots.
    fn lower_static_allocas(&mut self, blk: BlockId) {
        let body = self.body;
        for op in body.block_ops(blk) {
            if self.op_name(op) != "llvm.alloca" {
                continue;
            }
            let Some(n) = self.const_int(body.operand(op, 0)) else {
                continue;
            };
            let Some(et) = self.type_prop(op, "elem_type") else {
                continue;
            };
            let align = prop(self.ctx(), body, op, "alignment")
                .and_then(|a| int_attr(self.ctx(), a))
                .unwrap_or(0) as u64;
            let size = self.layout.size(et) * n.max(0) as u64;
            let align = align.max(self.layout.align(et));
            self.slots.push((size.max(1), align));
            self.static_allocas
                .insert(body.result(op, 0), (self.slots.len() - 1) as u32);
        }
    }

    fn type_prop(&self, op: OpId, name: &str) -> Option<Type> {
        match self.ctx().attr_kind(prop(self.ctx(), self.body, op, name)?) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    // ---- operations --------------------------------------------------------------------

    fn lower_op(&mut self, op: OpId, blk: BlockId, ret_ty: Type) -> Result<(), Error> {
        let body = self.body;
        let name = self.op_name(op);
        // Getelementptrs producing vectors of pointers are computed lane by lane here.
        if name == "llvm.getelementptr" && self.lower_vector_gep(op)? {
            return Ok(());
        }
        // Constants and addresses are materialized at their uses (folded into addressing
        // modes where a load or store uses them).
        if matches!(
            name,
            "llvm.mlir.constant"
                | "llvm.mlir.zero"
                | "llvm.mlir.undef"
                | "llvm.mlir.poison"
                | "llvm.mlir.addressof"
                | "llvm.getelementptr"
        ) || (name == "llvm.alloca" && self.static_allocas.contains_key(&body.result(op, 0)))
        {
            return Ok(());
        }
        // Pure ops without uses are dropped.
        if body.results(op).len() == 1 && !body.has_uses(body.result(op, 0)) && is_pure(name) {
            return Ok(());
        }
        if self.lower_simd_op(op, name)? || self.lower_vector_op(op, name, blk, ret_ty)? {
            return Ok(());
        }
        // Integers of more than 64 bits (two registers), sequentially consistent stores.
        if self.lower_int_op_early(op, name)? {
            return Ok(());
        }
        let res = |i: usize| body.result(op, i);
        let opnd = |i: usize| body.operand(op, i);
        match name {
            "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.and" | "llvm.or" | "llvm.xor" => {
                let aop = match name {
                    "llvm.add" => AluOp::Add,
                    "llvm.sub" => AluOp::Sub,
                    "llvm.mul" => AluOp::Imul,
                    "llvm.and" => AluOp::And,
                    "llvm.or" => AluOp::Or,
                    _ => AluOp::Xor,
                };
                let bits = self.int_bits(self.vtype(res(0)))?;
                let size = Size::op_for_bits(bits);
                let (mut l, mut r) = (opnd(0), opnd(1));
                if aop != AluOp::Sub && self.imm(l, size).is_some() && self.imm(r, size).is_none() {
                    std::mem::swap(&mut l, &mut r);
                }
                let src1 = self.get1(l)?;
                let src2 = self.rmi(r, size)?;
                let dst = self.gpr();
                self.push(Inst::Alu {
                    op: aop,
                    size,
                    src1,
                    src2,
                    dst,
                });
                self.values.insert(res(0), vec![dst]);
            }
            "llvm.shl" | "llvm.lshr" | "llvm.ashr" => {
                let bits = self.int_bits(self.vtype(res(0)))?;
                let size = Size::op_for_bits(bits);
                let src = match name {
                    "llvm.shl" => self.get1(opnd(0))?,
                    "llvm.lshr" => self.zext_in_reg(opnd(0), bits)?,
                    _ => self.sext_in_reg(opnd(0), bits)?,
                };
                let sop = match name {
                    "llvm.shl" => ShiftOp::Shl,
                    "llvm.lshr" => ShiftOp::Shr,
                    _ => ShiftOp::Sar,
                };
                let dst = self.gpr();
                let (amount, amt_reg) = match self.const_int(opnd(1)) {
                    Some(c) => (Some((c as u64 % size.bits() as u64) as u8), src),
                    None => (None, self.get1(opnd(1))?),
                };
                self.push(Inst::Shift {
                    op: sop,
                    size,
                    src,
                    amount,
                    amt_reg,
                    dst,
                });
                self.values.insert(res(0), vec![dst]);
            }
            "llvm.udiv" | "llvm.urem" | "llvm.sdiv" | "llvm.srem" => {
                let bits = self.int_bits(self.vtype(res(0)))?;
                let size = Size::op_for_bits(bits);
                let signed = name == "llvm.sdiv" || name == "llvm.srem";
                let (a, d) = self.ext_pair(opnd(0), opnd(1), bits, signed)?;
                let (quot, rem) = (self.gpr(), self.gpr());
                self.push(Inst::Div {
                    size,
                    signed,
                    dividend: a,
                    divisor: d,
                    quot,
                    rem,
                });
                let r = if name.ends_with("rem") { rem } else { quot };
                self.values.insert(res(0), vec![r]);
            }
            "llvm.icmp" | "llvm.fcmp" => {
                let r = self.lower_cmp_to_reg(op)?;
                self.values.insert(res(0), vec![r]);
            }
            "llvm.select" => self.lower_select(op)?,
            "llvm.zext" | "llvm.sext" | "llvm.trunc" | "llvm.ptrtoint" | "llvm.inttoptr"
            | "llvm.freeze" | "llvm.bitcast" | "llvm.addrspacecast" => self.lower_cast(op)?,
            "llvm.fadd" | "llvm.fsub" | "llvm.fmul" | "llvm.fdiv" => {
                let s = self.scalar(self.vtype(res(0)))?;
                let xop = match name {
                    "llvm.fadd" => XmmOp::Add,
                    "llvm.fsub" => XmmOp::Sub,
                    "llvm.fmul" => XmmOp::Mul,
                    _ => XmmOp::Div,
                };
                let (a, c) = (self.get1(opnd(0))?, self.get1(opnd(1))?);
                let dst = self.xmm();
                self.push(Inst::Xmm {
                    op: xop,
                    double: s == Scalar::F64,
                    src1: a,
                    src2: c,
                    dst,
                });
                self.values.insert(res(0), vec![dst]);
            }
            "llvm.fneg" | "llvm.intr.fabs" => {
                let s = self.scalar(self.vtype(res(0)))?;
                let double = s == Scalar::F64;
                let (mask, xop) = match (name, double) {
                    ("llvm.fneg", true) => (0x8000_0000_0000_0000u64, XmmOp::Xor),
                    ("llvm.fneg", false) => (0x8000_0000, XmmOp::Xor),
                    (_, true) => (0x7fff_ffff_ffff_ffff, XmmOp::And),
                    (_, false) => (0x7fff_ffff, XmmOp::And),
                };
                let m = self.mask_const(mask, double);
                let a = self.get1(opnd(0))?;
                let dst = self.xmm();
                self.push(Inst::Xmm {
                    op: xop,
                    double,
                    src1: a,
                    src2: m,
                    dst,
                });
                self.values.insert(res(0), vec![dst]);
            }
            "llvm.intr.sqrt" => {
                let s = self.scalar(self.vtype(res(0)))?;
                let a = self.get1(opnd(0))?;
                let dst = self.xmm();
                self.push(Inst::Xmm {
                    op: XmmOp::Sqrt,
                    double: s == Scalar::F64,
                    src1: a,
                    src2: a,
                    dst,
                });
                self.values.insert(res(0), vec![dst]);
            }
            // The rounding mode of the constrained form is an assumption about the FP
            // environment (which stays round-to-nearest), not a request: as llc, the plain
            // conversion.
            "llvm.fpext"
            | "llvm.fptrunc"
            | "llvm.intr.experimental.constrained.fptrunc"
            | "llvm.intr.experimental.constrained.fpext" => {
                let (ss, ds) = (
                    self.scalar(self.vtype(opnd(0)))?,
                    self.scalar(self.vtype(res(0)))?,
                );
                if !matches!(ss, Scalar::F32 | Scalar::F64)
                    || !matches!(ds, Scalar::F32 | Scalar::F64)
                {
                    return Err(err(
                        self.cur_loc,
                        format!("unsupported: '{name}' between these types"),
                    ));
                }
                let a = self.get1(opnd(0))?;
                let dst = self.xmm();
                self.push(Inst::Xmm {
                    op: XmmOp::Cvt,
                    double: name.ends_with("fptrunc"),
                    src1: a,
                    src2: a,
                    dst,
                });
                self.values.insert(res(0), vec![dst]);
            }
            "llvm.sitofp" | "llvm.uitofp" => self.lower_int_to_fp(op)?,
            "llvm.fptosi" | "llvm.fptoui" => self.lower_fp_to_int(op)?,
            "llvm.frem" => {
                let s = self.scalar(self.vtype(res(0)))?;
                let f = crate::legalize::libm_name("llvm.frem", s);
                let args = vec![opnd(0), opnd(1)];
                let r = self.libcall(&f, &args, &[s])?;
                self.values.insert(res(0), r);
            }
            "llvm.load" => self.lower_load(op)?,
            "llvm.store" => self.lower_store(op)?,
            "llvm.alloca" => self.lower_alloca(op)?,
            "llvm.extractvalue" => {
                let agg = self.get_raw(opnd(0))?;
                let pos =
                    module::position(self.ctx(), body, op).map_err(|m| err(self.cur_loc, m))?;
                let (s, e, _) = self
                    .layout
                    .leaf_range(self.vtype(opnd(0)), &pos)
                    .map_err(|m| err(self.cur_loc, m))?;
                self.values.insert(res(0), agg[s..e].to_vec());
            }
            "llvm.insertvalue" => {
                let mut agg = self.get_raw(opnd(0))?;
                let v = self.get_raw(opnd(1))?;
                let pos =
                    module::position(self.ctx(), body, op).map_err(|m| err(self.cur_loc, m))?;
                let (s, e, _) = self
                    .layout
                    .leaf_range(self.vtype(opnd(0)), &pos)
                    .map_err(|m| err(self.cur_loc, m))?;
                agg.splice(s..e, v);
                self.values.insert(res(0), agg);
            }
            "llvm.call" => self.lower_call(op)?,
            "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset" => {
                let f = &name["llvm.intr.".len()..];
                let args = vec![opnd(0), opnd(1), opnd(2)];
                self.libcall_args(f, &args, &[])?;
            }
            "llvm.intr.smax" | "llvm.intr.smin" | "llvm.intr.umax" | "llvm.intr.umin" => {
                let bits = self.int_bits(self.vtype(res(0)))?;
                let signed = name.contains(".s");
                let (a, c) = self.ext_pair(opnd(0), opnd(1), bits, signed)?;
                let size = Size::op_for_bits(bits);
                self.push(Inst::Cmp {
                    size,
                    lhs: a,
                    rhs: Rmi::Reg(c),
                });
                let cc = match name {
                    "llvm.intr.smax" => Cc::G,
                    "llvm.intr.smin" => Cc::L,
                    "llvm.intr.umax" => Cc::A,
                    _ => Cc::B,
                };
                let dst = self.gpr();
                self.push(Inst::Cmov {
                    cc,
                    size,
                    src: a,
                    alt: c,
                    dst,
                });
                self.values.insert(res(0), vec![dst]);
            }
            "llvm.intr.lifetime.start"
            | "llvm.intr.lifetime.end"
            | "llvm.intr.assume"
            | "llvm.intr.dbg.value"
            | "llvm.intr.dbg.declare"
            | "llvm.intr.dbg.label" => {}
            "llvm.intr.expect" | "llvm.intr.expect.with.probability" => {
                let v = self.get(opnd(0))?;
                self.values.insert(res(0), v);
            }
            "llvm.intr.stacksave" => {
                let dst = self.gpr();
                self.push(Inst::StackSave { dst });
                self.dynamic_stack = true;
                self.values.insert(res(0), vec![dst]);
            }
            "llvm.intr.stackrestore" => {
                let src = self.get1(opnd(0))?;
                self.dynamic_stack = true;
                self.push(Inst::StackRestore { src });
            }
            "llvm.br" | "llvm.cond_br" | "llvm.switch" => self.lower_branch(op, blk)?,
            "llvm.return" => self.lower_return(op)?,
            "llvm.unreachable" => {
                self.push(Inst::Ud2);
                self.b.end_block(Vec::new());
            }
            _ => {
                // Families lowered in their own modules.
                if self.lower_int_op(op, name)?
                    || self.lower_float_op(op, name)?
                    || self.lower_va_op(op, name)?
                {
                    return Ok(());
                }
                return Err(err(
                    self.cur_loc,
                    format!("unsupported operation '{name}' in native code generation"),
                ));
            }
        }
        Ok(())
    }

    fn int_bits(&self, t: Type) -> Result<u32, Error> {
        match self.scalar(t)? {
            Scalar::Int(b) => Ok(b),
            Scalar::Ptr => Ok(64),
            _ => Err(err(self.cur_loc, "expected an integer")),
        }
    }

    /// A register whose whole operation-width container holds `v` (of `bits` bits)
    /// zero-extended.
    fn zext_in_reg(&mut self, v: ValueId, bits: u32) -> Result<Reg, Error> {
        if let Some(c) = self.const_int(v) {
            let m = if bits >= 64 {
                c as u64
            } else {
                (c as u64) & ((1u64 << bits) - 1)
            };
            return self.scalar_const(Scalar::Int(64), m);
        }
        let r = self.get1(v)?;
        Ok(self.zext_reg(r, bits))
    }

    fn zext_reg(&mut self, r: Reg, bits: u32) -> Reg {
        let dst = self.gpr();
        match bits {
            64 => return r,
            32 => self.push(Inst::MovRR {
                size: Size::L,
                src: r,
                dst,
            }),
            8 | 16 => self.push(Inst::Ext {
                signed: false,
                from: if bits == 8 { Size::B } else { Size::W },
                to: Size::L,
                src: r,
                dst,
            }),
            b if b < 32 => self.push(Inst::Alu {
                op: AluOp::And,
                size: Size::L,
                src1: r,
                src2: Rmi::Imm(((1u64 << b) - 1) as i32),
                dst,
            }),
            b => {
                let t = self.gpr();
                self.push(Inst::Shift {
                    op: ShiftOp::Shl,
                    size: Size::Q,
                    src: r,
                    amount: Some((64 - b) as u8),
                    amt_reg: r,
                    dst: t,
                });
                self.push(Inst::Shift {
                    op: ShiftOp::Shr,
                    size: Size::Q,
                    src: t,
                    amount: Some((64 - b) as u8),
                    amt_reg: t,
                    dst,
                });
            }
        }
        dst
    }

    /// Both operands extended (signed or not) to their operation width.
    fn ext_pair(
        &mut self,
        a: ValueId,
        b: ValueId,
        bits: u32,
        signed: bool,
    ) -> Result<(Reg, Reg), Error> {
        if signed {
            Ok((self.sext_in_reg(a, bits)?, self.sext_in_reg(b, bits)?))
        } else {
            Ok((self.zext_in_reg(a, bits)?, self.zext_in_reg(b, bits)?))
        }
    }

    /// As [`Self::zext_in_reg`], sign-extending.
    fn sext_in_reg(&mut self, v: ValueId, bits: u32) -> Result<Reg, Error> {
        if let Some(c) = self.const_int(v) {
            let s = sext(c as u64, bits);
            let size = Size::op_for_bits(bits);
            let m = if size == Size::L {
                s as u32 as u64
            } else {
                s as u64
            };
            return self.scalar_const(Scalar::Int(64), m);
        }
        let r = self.get1(v)?;
        Ok(self.sext_reg(r, bits, Size::op_for_bits(bits)))
    }

    /// Sign-extends the low `bits` of `r` to a `to`-sized container.
    fn sext_reg(&mut self, r: Reg, bits: u32, to: Size) -> Reg {
        if bits == to.bits() {
            return r;
        }
        let dst = self.gpr();
        match bits {
            8 | 16 | 32 => self.push(Inst::Ext {
                signed: true,
                from: Size::from_bytes(bits as u64 / 8),
                to,
                src: r,
                dst,
            }),
            b => {
                let t = self.gpr();
                let sh = (to.bits() - b) as u8;
                self.push(Inst::Shift {
                    op: ShiftOp::Shl,
                    size: to,
                    src: r,
                    amount: Some(sh),
                    amt_reg: r,
                    dst: t,
                });
                self.push(Inst::Shift {
                    op: ShiftOp::Sar,
                    size: to,
                    src: t,
                    amount: Some(sh),
                    amt_reg: t,
                    dst,
                });
            }
        }
        dst
    }

    fn lower_cast(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let name = self.op_name(op);
        let src = body.operand(op, 0);
        let res = body.result(op, 0);
        let (st, dt) = (self.vtype(src), self.vtype(res));
        let r = match name {
            "llvm.trunc" | "llvm.ptrtoint" | "llvm.freeze" | "llvm.addrspacecast" => {
                self.get(src)?
            }
            "llvm.zext" | "llvm.inttoptr" => {
                let sb = self.int_bits(st)?;
                vec![self.zext_in_reg(src, sb)?]
            }
            "llvm.sext" => {
                let sb = self.int_bits(st)?;
                let db = self.int_bits(dt)?;
                if let Some(c) = self.const_int(src) {
                    vec![self.scalar_const(Scalar::Int(64), sext(c as u64, sb) as u64)?]
                } else {
                    let r = self.get1(src)?;
                    vec![self.sext_reg(r, sb, Size::op_for_bits(db))]
                }
            }
            _ => {
                // bitcast
                let (ss, ds) = (self.scalar(st)?, self.scalar(dt)?);
                let r = self.get1(src)?;
                if ss.is_float() == ds.is_float() {
                    vec![r]
                } else {
                    let size = if ss.bits() == 64 { Size::Q } else { Size::L };
                    if ds.is_float() {
                        let dst = self.xmm();
                        self.push(Inst::GprToXmm { size, src: r, dst });
                        vec![dst]
                    } else {
                        let dst = self.gpr();
                        self.push(Inst::XmmToGpr { size, src: r, dst });
                        vec![dst]
                    }
                }
            }
        };
        self.values.insert(res, r);
        Ok(())
    }

    fn lower_int_to_fp(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let src = body.operand(op, 0);
        let res = body.result(op, 0);
        let bits = self.int_bits(self.vtype(src))?;
        let double = self.scalar(self.vtype(res))? == Scalar::F64;
        let signed = self.op_name(op) == "llvm.sitofp";
        let dst = self.xmm();
        if signed {
            let size = Size::op_for_bits(bits);
            let r = self.sext_in_reg(src, bits)?;
            self.push(Inst::CvtIntToFp {
                size,
                double,
                src: r,
                dst,
            });
        } else if bits < 64 {
            let r = self.zext_in_reg(src, bits)?;
            self.push(Inst::CvtIntToFp {
                size: Size::Q,
                double,
                src: r,
                dst,
            });
        } else {
            // u64: halve (keeping the low bit) when the top bit is set, convert, double.
            let r = self.get1(src)?;
            let direct = self.xmm();
            self.push(Inst::CvtIntToFp {
                size: Size::Q,
                double,
                src: r,
                dst: direct,
            });
            let (h, lo, hl) = (self.gpr(), self.gpr(), self.gpr());
            self.push(Inst::Shift {
                op: ShiftOp::Shr,
                size: Size::Q,
                src: r,
                amount: Some(1),
                amt_reg: r,
                dst: h,
            });
            self.push(Inst::Alu {
                op: AluOp::And,
                size: Size::L,
                src1: r,
                src2: Rmi::Imm(1),
                dst: lo,
            });
            self.push(Inst::Alu {
                op: AluOp::Or,
                size: Size::Q,
                src1: h,
                src2: Rmi::Reg(lo),
                dst: hl,
            });
            let (half, twice) = (self.xmm(), self.xmm());
            self.push(Inst::CvtIntToFp {
                size: Size::Q,
                double,
                src: hl,
                dst: half,
            });
            self.push(Inst::Xmm {
                op: XmmOp::Add,
                double,
                src1: half,
                src2: half,
                dst: twice,
            });
            self.select_xmm_on_sign(r, twice, direct, double, dst);
        }
        self.values.insert(res, vec![dst]);
        Ok(())
    }

    /// dst = (int)r < 0 ? neg : pos, for SSE values, through general registers.
    fn select_xmm_on_sign(&mut self, r: Reg, neg: Reg, pos: Reg, double: bool, dst: Reg) {
        let size = if double { Size::Q } else { Size::L };
        let (gn, gp, sel) = (self.gpr(), self.gpr(), self.gpr());
        self.push(Inst::XmmToGpr {
            size,
            src: neg,
            dst: gn,
        });
        self.push(Inst::XmmToGpr {
            size,
            src: pos,
            dst: gp,
        });
        self.push(Inst::Test {
            size: Size::Q,
            lhs: r,
            rhs: Rmi::Reg(r),
        });
        self.push(Inst::Cmov {
            cc: Cc::S,
            size,
            src: gn,
            alt: gp,
            dst: sel,
        });
        self.push(Inst::GprToXmm {
            size,
            src: sel,
            dst,
        });
    }

    fn lower_fp_to_int(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let src = body.operand(op, 0);
        let res = body.result(op, 0);
        let bits = self.int_bits(self.vtype(res))?;
        let double = self.scalar(self.vtype(src))? == Scalar::F64;
        let signed = self.op_name(op) == "llvm.fptosi";
        let r = self.get1(src)?;
        let dst = self.gpr();
        if signed || bits < 64 {
            let size = if signed && bits <= 32 {
                Size::L
            } else {
                Size::Q
            };
            self.push(Inst::CvtFpToInt {
                size,
                double,
                src: r,
                dst,
            });
        } else {
            // u64: values >= 2^63 convert after subtracting 2^63, then get the top bit back.
            let two63 = if double {
                (0x43e0_0000_0000_0000u64).to_le_bytes().to_vec()
            } else {
                0x5f00_0000u32.to_le_bytes().to_vec()
            };
            let idx = self.constant(two63, if double { 8 } else { 4 });
            let c = self.xmm();
            self.push(Inst::XmmLoad {
                double,
                addr: Amode::Const { idx },
                dst: c,
            });
            let (small, diff, big0, big, top) =
                (self.gpr(), self.xmm(), self.gpr(), self.gpr(), self.gpr());
            self.push(Inst::CvtFpToInt {
                size: Size::Q,
                double,
                src: r,
                dst: small,
            });
            self.push(Inst::Xmm {
                op: XmmOp::Sub,
                double,
                src1: r,
                src2: c,
                dst: diff,
            });
            self.push(Inst::CvtFpToInt {
                size: Size::Q,
                double,
                src: diff,
                dst: big0,
            });
            self.push(Inst::MovImm {
                size: Size::Q,
                imm: 1 << 63,
                dst: top,
            });
            self.push(Inst::Alu {
                op: AluOp::Xor,
                size: Size::Q,
                src1: big0,
                src2: Rmi::Reg(top),
                dst: big,
            });
            self.push(Inst::Ucomi {
                double,
                lhs: r,
                rhs: c,
            });
            self.push(Inst::Cmov {
                cc: Cc::Ae,
                size: Size::Q,
                src: big,
                alt: small,
                dst,
            });
        }
        self.values.insert(res, vec![dst]);
        Ok(())
    }

    // ---- compares ----------------------------------------------------------------------

    /// Emits the compare `op` and returns the condition under which it holds.
    fn emit_cmp(&mut self, op: OpId) -> Result<Cc, Error> {
        let body = self.body;
        let (l, r) = (body.operand(op, 0), body.operand(op, 1));
        let pred = self.pred(op);
        if self.op_name(op) == "llvm.fcmp" {
            let (cc, swap) = fcmp_single_cc(pred)
                .ok_or_else(|| err(self.cur_loc, "fcmp predicate needs two conditions"))?;
            let double = self.scalar(self.vtype(l))? == Scalar::F64;
            let (a, c) = (self.get1(l)?, self.get1(r)?);
            let (lhs, rhs) = if swap { (c, a) } else { (a, c) };
            self.push(Inst::Ucomi { double, lhs, rhs });
            return Ok(cc);
        }
        let bits = self.int_bits(self.vtype(l))?;
        let signed = matches!(pred, 2..=5);
        let cc = match pred {
            0 => Cc::E,
            1 => Cc::Ne,
            2 => Cc::L,
            3 => Cc::Le,
            4 => Cc::G,
            5 => Cc::Ge,
            6 => Cc::B,
            7 => Cc::Be,
            8 => Cc::A,
            _ => Cc::Ae,
        };
        let (size, a, c) = if matches!(bits, 8 | 16 | 32 | 64) {
            let size = Size::from_bytes(bits as u64 / 8);
            let (mut l, mut r, mut cc2) = (l, r, cc);
            if self.imm(l, size).is_some() && self.imm(r, size).is_none() {
                std::mem::swap(&mut l, &mut r);
                cc2 = cc.swap();
            }
            let a = self.get1(l)?;
            let c = self.rmi(r, size)?;
            self.push(Inst::Cmp {
                size,
                lhs: a,
                rhs: c,
            });
            return Ok(cc2);
        } else if signed {
            (
                Size::op_for_bits(bits),
                self.sext_in_reg(l, bits)?,
                self.sext_in_reg(r, bits)?,
            )
        } else {
            (
                Size::op_for_bits(bits),
                self.zext_in_reg(l, bits)?,
                self.zext_in_reg(r, bits)?,
            )
        };
        self.push(Inst::Cmp {
            size,
            lhs: a,
            rhs: Rmi::Reg(c),
        });
        Ok(cc)
    }

    fn lower_cmp_to_reg(&mut self, op: OpId) -> Result<Reg, Error> {
        if self.op_name(op) == "llvm.fcmp" {
            let pred = self.pred(op);
            if fcmp_single_cc(pred).is_none() {
                return self.lower_fcmp_compound(op, pred);
            }
        }
        if self.scalar(self.vtype(self.body.operand(op, 0))).is_err() {
            return Err(err(
                self.cur_loc,
                "unsupported: comparison of non-scalar values",
            ));
        }
        let cc = self.emit_cmp(op)?;
        let dst = self.gpr();
        self.push(Inst::Setcc { cc, dst });
        Ok(dst)
    }

    /// oeq, une, false and true.
    fn lower_fcmp_compound(&mut self, op: OpId, pred: i64) -> Result<Reg, Error> {
        let dst = self.gpr();
        match pred {
            0 | 15 => {
                self.push(Inst::MovImm {
                    size: Size::L,
                    imm: (pred == 15) as u64,
                    dst,
                });
            }
            _ => {
                let body = self.body;
                let (l, r) = (body.operand(op, 0), body.operand(op, 1));
                let double = self.scalar(self.vtype(l))? == Scalar::F64;
                let (a, c) = (self.get1(l)?, self.get1(r)?);
                self.push(Inst::Ucomi {
                    double,
                    lhs: a,
                    rhs: c,
                });
                let (x, y) = (self.gpr(), self.gpr());
                let (c1, c2, aop) = if pred == 1 {
                    (Cc::E, Cc::Np, AluOp::And)
                } else {
                    (Cc::Ne, Cc::P, AluOp::Or)
                };
                self.push(Inst::Setcc { cc: c1, dst: x });
                self.push(Inst::Setcc { cc: c2, dst: y });
                self.push(Inst::Alu {
                    op: aop,
                    size: Size::L,
                    src1: x,
                    src2: Rmi::Reg(y),
                    dst,
                });
            }
        }
        Ok(dst)
    }

    /// The condition code that holds when the i1 `cond` is true, with flags set.
    fn cond_flags(&mut self, cond: ValueId, regs_first: &[ValueId]) -> Result<Cc, Error> {
        // Materialize what the user needs before setting flags (constants are mov'd).
        for v in regs_first {
            self.get(*v)?;
        }
        if let Some((d, _)) = self.def_op(cond) {
            if self.fused.contains(&d) {
                return self.emit_cmp(d);
            }
        }
        let c = self.get1(cond)?;
        self.push(Inst::Test {
            size: Size::B,
            lhs: c,
            rhs: Rmi::Imm(1),
        });
        Ok(Cc::Ne)
    }

    fn lower_select(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let (c, t, f) = (
            body.operand(op, 0),
            body.operand(op, 1),
            body.operand(op, 2),
        );
        let res = body.result(op, 0);
        if self.layout.scalar_opt(self.vtype(c)).is_none() {
            return Err(err(self.cur_loc, "unsupported: vector select"));
        }
        let leaves = self.leaves(self.vtype(res))?;
        let tr = self.get(t)?;
        let fr = self.get(f)?;
        // Floats go through general registers.
        let mut tg = Vec::new();
        let mut fg = Vec::new();
        for (i, (s, _)) in leaves.iter().enumerate() {
            if s.is_float() {
                let size = if *s == Scalar::F64 { Size::Q } else { Size::L };
                let (a, b) = (self.gpr(), self.gpr());
                self.push(Inst::XmmToGpr {
                    size,
                    src: tr[i],
                    dst: a,
                });
                self.push(Inst::XmmToGpr {
                    size,
                    src: fr[i],
                    dst: b,
                });
                tg.push(a);
                fg.push(b);
            } else {
                tg.push(tr[i]);
                fg.push(fr[i]);
            }
        }
        let cc = self.cond_flags(c, &[])?;
        let mut out = Vec::new();
        for (i, (s, _)) in leaves.iter().enumerate() {
            let size = if s.bits() > 32 { Size::Q } else { Size::L };
            let dst = self.gpr();
            self.push(Inst::Cmov {
                cc,
                size,
                src: tg[i],
                alt: fg[i],
                dst,
            });
            out.push(dst);
        }
        for (i, (s, _)) in leaves.iter().enumerate() {
            if s.is_float() {
                let size = if *s == Scalar::F64 { Size::Q } else { Size::L };
                let x = self.xmm();
                self.push(Inst::GprToXmm {
                    size,
                    src: out[i],
                    dst: x,
                });
                out[i] = x;
            }
        }
        self.values.insert(res, out);
        Ok(())
    }

    // ---- memory ------------------------------------------------------------------------

    /// The address `ptr` designates, folding static allocas, getelementptrs and globals.
    fn amode(&mut self, ptr: ValueId) -> Result<Amode, Error> {
        if let Some(&slot) = self.static_allocas.get(&ptr) {
            return Ok(Amode::Slot { slot, disp: 0 });
        }
        if let Some((d, name)) = self.def_op(ptr) {
            if name == "llvm.getelementptr" {
                return self.gep_amode(d);
            }
            if name == "llvm.mlir.addressof" {
                if let Some(s) = self.local_symbol(d) {
                    return Ok(Amode::Sym { sym: s, disp: 0 });
                }
            }
        }
        Ok(Amode::base(self.get1(ptr)?, 0))
    }

    fn local_symbol(&mut self, addressof: OpId) -> Option<u32> {
        let n = prop(self.ctx(), self.body, addressof, "global_name")
            .and_then(|a| module::symbol_ref_name(self.ctx(), a))?;
        let s = self.syms.get(&n)?;
        let info = self.syms.info(s);
        (info.defined && !info.weak && !info.name.is_empty()).then_some(s)
    }

    fn gep_amode(&mut self, op: OpId) -> Result<Amode, Error> {
        let body = self.body;
        let (terms, mut konst) = module::gep_terms(self.layout, body, op)
            .ok_or_else(|| err(self.cur_loc, "unsupported: getelementptr form"))?;
        // Dynamic indices that are constants join the displacement.
        let terms: Vec<(usize, i64)> = terms
            .into_iter()
            .filter(
                |(opi, scale)| match self.const_int(body.operand(op, *opi)) {
                    Some(c) => {
                        konst = konst.wrapping_add(c.wrapping_mul(*scale));
                        false
                    }
                    None => true,
                },
            )
            .collect();
        let base_v = body.operand(op, 0);
        let disp = i32::try_from(konst).ok();
        // Base: a slot, a local symbol or a register.
        let base = match (disp, terms.len()) {
            (Some(d), 0) => {
                let inner = self.amode(base_v)?;
                if let Some(a) = add_disp(&inner, d) {
                    return Ok(a);
                }
                self.addr_reg(inner)?
            }
            _ => {
                let inner = self.amode(base_v)?;
                self.addr_reg(inner)?
            }
        };
        let mut acc = base;
        let mut index: Option<(Reg, u8)> = None;
        for (k, (opi, scale)) in terms.iter().enumerate() {
            let iv = body.operand(op, *opi);
            let bits = self.int_bits(self.vtype(iv))?;
            let ir = if let Some(c) = self.const_int(iv) {
                self.scalar_const(Scalar::Int(64), (c.wrapping_mul(*scale)) as u64)?
            } else {
                let r = self.get1(iv)?;
                let r = self.sext_reg(r, bits, Size::Q);
                if k == terms.len() - 1 && matches!(scale, 1 | 2 | 4 | 8) && index.is_none() {
                    index = Some((r, scale.trailing_zeros() as u8));
                    continue;
                }
                if *scale == 1 {
                    r
                } else {
                    let m = self.gpr();
                    match i32::try_from(*scale) {
                        Ok(s) => self.push(Inst::Alu {
                            op: AluOp::Imul,
                            size: Size::Q,
                            src1: r,
                            src2: Rmi::Imm(s),
                            dst: m,
                        }),
                        Err(_) => {
                            let c = self.scalar_const(Scalar::Int(64), *scale as u64)?;
                            self.push(Inst::Alu {
                                op: AluOp::Imul,
                                size: Size::Q,
                                src1: r,
                                src2: Rmi::Reg(c),
                                dst: m,
                            })
                        }
                    }
                    m
                }
            };
            let sum = self.gpr();
            self.push(Inst::Alu {
                op: AluOp::Add,
                size: Size::Q,
                src1: acc,
                src2: Rmi::Reg(ir),
                dst: sum,
            });
            acc = sum;
        }
        let disp = match disp {
            Some(d) => d,
            None => {
                let c = self.scalar_const(Scalar::Int(64), konst as u64)?;
                let sum = self.gpr();
                self.push(Inst::Alu {
                    op: AluOp::Add,
                    size: Size::Q,
                    src1: acc,
                    src2: Rmi::Reg(c),
                    dst: sum,
                });
                acc = sum;
                0
            }
        };
        Ok(Amode::Base {
            base: acc,
            index,
            disp,
        })
    }

    /// A register holding the address `a`.
    fn addr_reg(&mut self, a: Amode) -> Result<Reg, Error> {
        if let Amode::Base {
            base,
            index: None,
            disp: 0,
        } = a
        {
            return Ok(base);
        }
        let dst = self.gpr();
        self.push(Inst::Lea {
            size: Size::Q,
            addr: a,
            dst,
        });
        Ok(dst)
    }

    fn lower_load(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let res = body.result(op, 0);
        let addr = self.amode(body.operand(op, 0))?;
        let leaves = self.leaves(self.vtype(res))?;
        let mut out = Vec::new();
        for (s, off) in leaves {
            let a = add_disp(&addr, off as i32).ok_or_else(|| err(self.cur_loc, "offset"))?;
            if s.is_float() {
                let dst = self.xmm();
                self.push(Inst::XmmLoad {
                    double: s == Scalar::F64,
                    addr: a,
                    dst,
                });
                out.push(dst);
            } else {
                let kind = match s.store_bytes() {
                    1 => LoadKind::ZxB,
                    2 => LoadKind::ZxW,
                    4 => LoadKind::L,
                    8 => LoadKind::Q,
                    n => {
                        let dst = self.load_odd_int(n, &a)?;
                        out.push(dst);
                        continue;
                    }
                };
                let dst = self.gpr();
                self.push(Inst::Load { kind, addr: a, dst });
                out.push(dst);
            }
        }
        self.values.insert(res, out);
        Ok(())
    }

    fn lower_store(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let v = body.operand(op, 0);
        let leaves = self.leaves(self.vtype(v))?;
        let scalar_const = if leaves.len() == 1 && !leaves[0].0.is_float() {
            self.const_int(v)
        } else {
            None
        };
        let regs = if scalar_const.is_some() {
            Vec::new()
        } else {
            self.get(v)?
        };
        let addr = self.amode(body.operand(op, 1))?;
        for (i, (s, off)) in leaves.iter().enumerate() {
            let a = add_disp(&addr, *off as i32).ok_or_else(|| err(self.cur_loc, "offset"))?;
            if s.is_float() {
                self.push(Inst::XmmStore {
                    double: *s == Scalar::F64,
                    src: regs[i],
                    addr: a,
                });
                continue;
            }
            let size = match s.store_bytes() {
                1 => Size::B,
                2 => Size::W,
                4 => Size::L,
                8 => Size::Q,
                n => {
                    let src = if regs.is_empty() {
                        self.get1(v)?
                    } else {
                        regs[i]
                    };
                    self.store_odd_int(n, s.bits(), src, &a)?;
                    continue;
                }
            };
            // Integers of odd widths are stored zero-extended to their store size.
            let bits = s.bits();
            // (Masked first: a 64-bit immediate is sign-extended.)
            let masked = scalar_const.map(|c| {
                if bits < 64 && bits % 8 != 0 {
                    (c as u64 & ((1u64 << bits) - 1)) as i64
                } else {
                    c
                }
            });
            if let Some(c) = masked.filter(|c| size != Size::Q || i32::try_from(*c).is_ok()) {
                self.push(Inst::StoreImm {
                    size,
                    imm: c as i32,
                    addr: a,
                });
                continue;
            }
            let mut src = if regs.is_empty() {
                self.get1(v)?
            } else {
                regs[i]
            };
            if bits % 8 != 0 {
                src = self.zext_reg(src, bits);
            }
            self.push(Inst::Store { size, src, addr: a });
        }
        Ok(())
    }

    fn lower_alloca(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let res = body.result(op, 0);
        let et = self
            .type_prop(op, "elem_type")
            .ok_or_else(|| err(self.cur_loc, "alloca without an element type"))?;
        let esz = self.layout.size(et);
        let align = prop(self.ctx(), body, op, "alignment")
            .and_then(|a| int_attr(self.ctx(), a))
            .unwrap_or(0)
            .max(self.layout.align(et) as i64) as u32;
        let n = body.operand(op, 0);
        let bits = self.int_bits(self.vtype(n))?;
        let cnt = self.zext_in_reg(n, bits)?;
        let size = if esz == 1 {
            cnt
        } else {
            let m = self.gpr();
            self.push(Inst::Alu {
                op: AluOp::Imul,
                size: Size::Q,
                src1: cnt,
                src2: Rmi::Imm(esz as i32),
                dst: m,
            });
            m
        };
        let dst = self.gpr();
        self.dynamic_stack = true;
        self.push(Inst::StackAlloc { size, align, dst });
        self.values.insert(res, vec![dst]);
        Ok(())
    }

    // ---- calls -------------------------------------------------------------------------

    fn libcall(&mut self, f: &str, args: &[ValueId], res: &[Scalar]) -> Result<Vec<Reg>, Error> {
        let s = self.syms.intern(f, SymKind::Func);
        self.emit_call(CallTarget::Sym(s), args, res, false)
    }

    fn libcall_args(&mut self, f: &str, args: &[ValueId], res: &[Scalar]) -> Result<(), Error> {
        self.libcall(f, args, res).map(|_| ())
    }

    // ---- control flow ------------------------------------------------------------------

    fn succ_args(&mut self, op: OpId, i: usize) -> Result<Vec<Reg>, Error> {
        let ctx = self.ctx();
        let body = self.body;
        let branch = ctx
            .op_info(body.op_name(op))
            .and_then(|x| x.branch)
            .ok_or_else(|| err(self.cur_loc, "branch without successor operands"))?;
        let so = (branch.successor_operands)(ctx, body, op, i);
        let mut out = Vec::new();
        for k in so.start..so.start + so.len {
            let v = body.operand(op, k as usize);
            match self.simd_branch_arg(v)? {
                Some(r) => out.extend(r),
                None => out.extend(self.get(v)?),
            }
        }
        Ok(out)
    }

    /// The block an edge lands in (its split block if any), and the arguments the
    /// terminator itself passes (none when a split block passes them).
    fn edge(&mut self, blk: BlockId, op: OpId, i: usize) -> Result<(u32, Vec<Reg>), Error> {
        let args = self.succ_args(op, i)?;
        let target = self.body.successors(op)[i];
        match self.splits.get(&(blk, i)) {
            Some(&s) => Ok((s, args)),
            None => Ok((self.blocks[&target], args)),
        }
    }

    fn lower_branch(&mut self, op: OpId, blk: BlockId) -> Result<(), Error> {
        let body = self.body;
        let name = self.op_name(op);
        let nsucc = body.successors(op).len();
        // Arguments first: materializing constants must not clobber the flags.
        let mut edges = Vec::new();
        for i in 0..nsucc {
            edges.push(self.edge(blk, op, i)?);
        }
        let mut splits = Vec::new();
        let mut direct = Vec::new();
        for (i, (b, args)) in edges.into_iter().enumerate() {
            if self.splits.contains_key(&(blk, i)) {
                splits.push((b, self.blocks[&body.successors(op)[i]], args));
                direct.push((b, Vec::new()));
            } else {
                direct.push((b, args));
            }
        }
        match name {
            "llvm.br" => {
                let (t, _) = direct[0].clone();
                self.push(Inst::Jmp { target: t });
                self.b.end_block(direct);
            }
            "llvm.cond_br" => {
                let cc = self.cond_flags(body.operand(op, 0), &[])?;
                self.push(Inst::Jcc {
                    cc,
                    taken: direct[0].0,
                    not_taken: direct[1].0,
                });
                self.b.end_block(direct);
            }
            _ => {
                // llvm.switch: a chain of compares, default last.
                let v = body.operand(op, 0);
                let bits = self.int_bits(self.vtype(v))?;
                let cases = self.case_values(op)?;
                let x = self.zext_in_reg(v, bits)?;
                let size = Size::op_for_bits(bits);
                let chain = self.switch_chain.get(&op).cloned().unwrap_or_default();
                if cases.is_empty() {
                    self.push(Inst::Jmp {
                        target: direct[0].0,
                    });
                    self.b.end_block(vec![direct[0].clone()]);
                } else {
                    for (k, c) in cases.iter().enumerate() {
                        if k > 0 {
                            self.b.start_block(chain[k - 1]);
                        }
                        let c = if bits < 64 {
                            c & ((1u64 << bits) - 1)
                        } else {
                            *c
                        };
                        let rhs = match i32::try_from(c as i64) {
                            Ok(i) if size == Size::Q || c <= u32::MAX as u64 => Rmi::Imm(i),
                            _ if size == Size::L => Rmi::Imm(c as u32 as i32),
                            _ => Rmi::Reg(self.scalar_const(Scalar::Int(64), c)?),
                        };
                        self.push(Inst::Cmp { size, lhs: x, rhs });
                        let next = if k + 1 < cases.len() {
                            chain[k]
                        } else {
                            direct[0].0
                        };
                        self.push(Inst::Jcc {
                            cc: Cc::E,
                            taken: direct[k + 1].0,
                            not_taken: next,
                        });
                        self.b
                            .end_block(vec![(direct[k + 1].0, Vec::new()), (next, Vec::new())]);
                    }
                }
            }
        }
        for (s, target, args) in splits {
            self.b.start_block(s);
            self.push(Inst::Jmp { target });
            self.b.end_block(vec![(target, args)]);
        }
        Ok(())
    }

    fn case_values(&self, op: OpId) -> Result<Vec<u64>, Error> {
        let ctx = self.ctx();
        let Some(a) = prop(ctx, self.body, op, "case_values") else {
            return Ok(Vec::new());
        };
        match ctx.attr_kind(a) {
            AttrKind::DenseIntOrFp { data, ty, splat } => {
                let n = match ctx.type_kind(*ty) {
                    rmlir_ir::TypeKind::Vector { shape, .. }
                    | rmlir_ir::TypeKind::RankedTensor { shape, .. } => {
                        shape.iter().product::<i64>() as usize
                    }
                    _ => 1,
                };
                let w = if n == 0 {
                    1
                } else {
                    data.len() / if *splat { 1 } else { n }
                };
                Ok((0..n)
                    .map(|i| {
                        let chunk = if *splat {
                            &data[..w]
                        } else {
                            &data[i * w..(i + 1) * w]
                        };
                        let mut v = 0u64;
                        for (k, b) in chunk.iter().take(8).enumerate() {
                            v |= (*b as u64) << (8 * k);
                        }
                        v
                    })
                    .collect())
            }
            _ => Err(err(self.cur_loc, "unsupported switch case values")),
        }
    }
}

fn add_disp(a: &Amode, d: i32) -> Option<Amode> {
    let mut a = a.clone();
    match &mut a {
        Amode::Base { disp, .. } | Amode::Slot { disp, .. } | Amode::Sym { disp, .. } => {
            *disp = disp.checked_add(d)?;
        }
        Amode::IncomingArg { off } | Amode::OutgoingArg { off } => *off = off.checked_add(d)?,
        Amode::Const { .. } => {
            if d != 0 {
                return None;
            }
        }
    }
    Some(a)
}

fn sext(raw: u64, bits: u32) -> i64 {
    if bits == 0 || bits >= 64 {
        raw as i64
    } else {
        let sh = 64 - bits;
        ((raw << sh) as i64) >> sh
    }
}

fn int_attr(ctx: &rmlir_ir::Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(sext(
            value.words().first().copied().unwrap_or(0),
            value.width(),
        )),
        _ => None,
    }
}

/// The condition (and whether to swap the operands) of an fcmp predicate that one flag
/// test decides after `ucomis` (all but oeq, une, false and true).
fn fcmp_single_cc(pred: i64) -> Option<(Cc, bool)> {
    Some(match pred {
        2 => (Cc::A, false),   // ogt
        3 => (Cc::Ae, false),  // oge
        4 => (Cc::A, true),    // olt
        5 => (Cc::Ae, true),   // ole
        6 => (Cc::Ne, false),  // one
        7 => (Cc::Np, false),  // ord
        8 => (Cc::E, false),   // ueq
        9 => (Cc::B, true),    // ugt
        10 => (Cc::Be, true),  // uge
        11 => (Cc::B, false),  // ult
        12 => (Cc::Be, false), // ule
        14 => (Cc::P, false),  // uno
        _ => return None,
    })
}

fn is_pure(name: &str) -> bool {
    !matches!(
        name,
        "llvm.call" | "llvm.store" | "llvm.load" | "llvm.intr.stacksave" | "llvm.intr.stackrestore"
    ) && !name.starts_with("llvm.intr.mem")
        && !name.starts_with("llvm.intr.va")
        && !name.starts_with("llvm.intr.lifetime")
        && !name.starts_with("llvm.intr.assume")
        && !name.starts_with("llvm.inline_asm")
        && !name.starts_with("llvm.atomic")
        && !name.starts_with("llvm.cmpxchg")
        && !name.starts_with("llvm.fence")
        && !name.starts_with("llvm.br")
        && !name.starts_with("llvm.cond_br")
        && !name.starts_with("llvm.switch")
        && !name.starts_with("llvm.return")
        && !name.starts_with("llvm.unreachable")
        && !name.starts_with("llvm.intr.trap")
        && !name.starts_with("llvm.intr.debugtrap")
        && !name.starts_with("llvm.intr.ubsantrap")
        && !name.contains("sdiv")
        && !name.contains("udiv")
        && !name.contains("srem")
        && !name.contains("urem")
}
