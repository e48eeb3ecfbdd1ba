//! The calling convention at function entry, at returns and at calls (see `abi.rs` for
//! the rules, which follow llc 19): sret demotion of large results, `llvm.zeroext` /
//! `llvm.signext` extensions, `llvm.byval` copies and `llvm.sret` pointers handed back.

use super::vector::VecChunk;
use super::{err, Lower};
use crate::layout::Scalar;
use crate::module::{self, SymKind};
use crate::vcode::Reg;
use crate::x86_64::abi::{self, ArgLoc, ArgPart, ParamAttrs, RetAbi};
use crate::x86_64::inst::*;
use crate::x86_64::regs;
use crate::Error;
use regalloc2::RegClass;
use rmlir_ir::body::{BlockId, OpId, ValueId};
use rmlir_ir::ods::prop;

/// Per-function calling-convention state.
#[derive(Default)]
pub(super) struct FuncAbi {
    /// The hidden result pointer of a function whose result is returned in memory.
    sret_ptr: Option<Reg>,
    /// An explicit `llvm.sret` argument (returned in rax by a void function).
    sret_arg: Option<Reg>,
    ret_attrs: ParamAttrs,
    /// A vector result: its SSE register chunks.
    ret_vec: Option<Vec<VecChunk>>,
    /// A variadic definition: `llvm.intr.vastart` needs the register save area (a frame
    /// slot holding the unnamed argument registers: rdi..r9 at 0..48, xmm0-7 at 48..176),
    /// the integer and SSE registers the named arguments took, and where the stack
    /// arguments after them start.
    pub(super) vararg: bool,
    va_save: Option<u32>,
    va_gp: u32,
    va_fp: u32,
    va_overflow: u32,
    /// Some vector crossed a call boundary in a ymm register (AVX): registers hold 256
    /// bits.
    pub(super) ymm: bool,
}

impl Lower<'_, '_> {
    /// Extends an integer leaf narrower than 32 bits as `attrs` ask.
    fn extend_for_abi(&mut self, s: Scalar, r: Reg, attrs: &ParamAttrs) -> Reg {
        match s {
            Scalar::Int(b) if b < 32 && attrs.zext => self.zext_reg(r, b),
            Scalar::Int(b) if b < 32 && attrs.sext => self.sext_reg(r, b, Size::L),
            _ => r,
        }
    }

    /// Register uses of a call or return with the half floats (held in general registers)
    /// moved to the SSE registers the ABI passes them in.
    fn half_uses(&mut self, uses: Vec<(Reg, regalloc2::PReg)>) -> Vec<(Reg, regalloc2::PReg)> {
        uses.into_iter()
            .map(|(r, p)| {
                if p.class() == regalloc2::RegClass::Float && r.class() == regalloc2::RegClass::Int
                {
                    let x = self.xmm();
                    self.push(Inst::GprToXmm {
                        size: Size::L,
                        src: r,
                        dst: x,
                    });
                    (x, p)
                } else {
                    (r, p)
                }
            })
            .collect()
    }

    /// Defines the entry block's arguments from their ABI locations.
    pub(super) fn lower_incoming_args(
        &mut self,
        blk: BlockId,
        fn_op: OpId,
        ret_ty: rmlir_ir::Type,
    ) -> Result<(), Error> {
        let body = self.body;
        let args: Vec<ValueId> = body.block_args(blk).to_vec();
        let (attrs, ret_attrs) = abi::func_attrs(self.ctx(), self.mbody, fn_op, args.len());
        self.fabi.ret_attrs = ret_attrs;
        let ret_leaves: Vec<Scalar> = if lt_is_void(self, ret_ty) {
            Vec::new()
        } else {
            self.leaves(ret_ty)?.into_iter().map(|l| l.0).collect()
        };
        let ret_vec = if lt_is_void(self, ret_ty) {
            None
        } else {
            self.vec_chunks(ret_ty)?
        };
        self.fabi.ret_vec = ret_vec.clone();
        let mut parts = Vec::new();
        // (vreg, leaf) per part; `None` for byval blocks (their pointer is computed).
        let mut part_regs: Vec<Option<(Reg, Scalar)>> = Vec::new();
        // Vector arguments: (argument, part index of each chunk, the chunks).
        let mut vec_args = Vec::new();
        if vec_ret_abi(&ret_vec, &ret_leaves, self.layout.features.avx()) == RetAbi::Sret {
            let r = self.gpr();
            self.fabi.sret_ptr = Some(r);
            parts.push(ArgPart::Leaf(Scalar::Ptr));
            part_regs.push(Some((r, Scalar::Ptr)));
        }
        let mut byvals = Vec::new();
        // Stack arguments something reads (through descriptors too) load once at entry;
        // the others only if a use turns up anyway (see `Lower::get`).
        let mut eager = rustc_hash::FxHashSet::default();
        for (i, &a) in args.iter().enumerate() {
            let t = body.value_type(a);
            let at = attrs.get(i).copied().unwrap_or_default();
            if let Some(chunks) = self.vec_chunks(t)?.filter(|_| at.byval.is_none()) {
                let mut idx = Vec::new();
                for p in self.vec_parts(chunks.len()) {
                    idx.push(parts.len());
                    parts.push(p);
                    part_regs.push(None);
                }
                vec_args.push((a, idx, chunks));
                continue;
            }
            if let Some(bt) = at.byval {
                let r = self.gpr();
                self.values.insert(a, vec![r]);
                byvals.push((parts.len(), r));
                parts.push(ArgPart::Mem {
                    size: self.layout.size(bt),
                    align: self.layout.align(bt).max(at.align),
                });
                part_regs.push(None);
                continue;
            }
            let regs = self.new_regs(t)?;
            let demanded = self.demand.get(&a).copied().unwrap_or(0);
            for (k, r) in regs.iter().enumerate() {
                if k >= 64 || demanded & (1 << k) != 0 {
                    eager.insert(*r);
                }
            }
            let wide = self.layout.wide_int_hi_bits(t).is_some();
            for (k, (r, (s, _))) in regs.iter().zip(self.leaves(t)?).enumerate() {
                parts.push(if wide && k == 0 {
                    ArgPart::WideLo
                } else {
                    ArgPart::Leaf(s)
                });
                part_regs.push(Some((*r, s)));
            }
            if at.sret {
                self.fabi.sret_arg = regs.first().copied();
            }
            self.values.insert(a, regs);
        }
        let locs = abi::assign_parts(&parts);
        let mut in_regs = Vec::new();
        let mut loads = Vec::new();
        for (pr, loc) in part_regs.iter().zip(&locs) {
            match (pr, loc) {
                (Some((r, _)), ArgLoc::Reg(p)) => in_regs.push((*r, *p)),
                (Some((r, s)), ArgLoc::Stack(off)) => loads.push((*r, *s, *off)),
                _ => {}
            }
        }
        // Vector chunks in SSE registers: (argument index in `vec_args`, chunk, register).
        let mut vec_in = Vec::new();
        // High halves of ymm arguments: (argument, chunk, the ymm register).
        let mut ymm_hi = Vec::new();
        for (ai, (_, idx, _)) in vec_args.iter().enumerate() {
            for (k, pi) in idx.iter().enumerate() {
                if let ArgLoc::Reg(p) = locs[*pi] {
                    if parts[*pi] == ArgPart::Vec256Hi {
                        let lo = vec_in.last().map(|t: &(usize, usize, Reg)| t.2);
                        ymm_hi.push((ai, k, lo.expect("low half first")));
                        self.fabi.ymm = true;
                        continue;
                    }
                    let x = self.xmm();
                    in_regs.push((x, p));
                    vec_in.push((ai, k, x));
                }
            }
        }
        let mut va_saves = Vec::new();
        if self.fabi.vararg {
            let used: Vec<regalloc2::PReg> = in_regs.iter().map(|(_, p)| *p).collect();
            let ni = regs::INT_ARGS.iter().filter(|p| used.contains(p)).count();
            let nf = (0..regs::FLOAT_ARGS)
                .filter(|i| used.contains(&regs::xmm(*i)))
                .count();
            self.fabi.va_gp = ni as u32 * 8;
            self.fabi.va_fp = 48 + nf as u32 * 16;
            self.fabi.va_overflow = abi::stack_size(&parts, &locs);
            self.slots.push((176, 16));
            self.fabi.va_save = Some((self.slots.len() - 1) as u32);
            for (k, p) in regs::INT_ARGS.iter().enumerate().skip(ni) {
                let r = self.gpr();
                in_regs.push((r, *p));
                va_saves.push((r, false, 8 * k as i32));
            }
            for k in nf..regs::FLOAT_ARGS {
                let r = self.xmm();
                in_regs.push((r, regs::xmm(k)));
                va_saves.push((r, true, 48 + 16 * k as i32));
            }
        }
        // Half floats arrive in SSE registers and live in general ones.
        let mut halves = Vec::new();
        for (r, p) in in_regs.iter_mut() {
            if p.class() == regalloc2::RegClass::Float && r.class() == regalloc2::RegClass::Int {
                let x = self.xmm();
                halves.push((x, *r));
                *r = x;
            }
        }
        self.push(Inst::Args { args: in_regs });
        // Vectors held packed in ymm parts take their registers as they are.
        let mut done = Vec::new();
        for (ai, (a, idx, chunks)) in vec_args.iter().enumerate() {
            let ys: Vec<Reg> = ymm_hi.iter().filter(|t| t.0 == ai).map(|t| t.2).collect();
            if ys.len() * 2 == idx.len() && self.simd_from_ymm(*a, chunks, &ys) {
                done.push(ai);
            }
        }
        for (ai, k, y) in ymm_hi {
            if !done.contains(&ai) {
                let hi = self.ymm_high(y);
                vec_in.push((ai, k, hi));
            }
        }
        for (x, r) in halves {
            self.push(Inst::XmmToGpr {
                size: Size::L,
                src: x,
                dst: r,
            });
        }
        if let Some(slot) = self.fabi.va_save {
            for (r, float, disp) in va_saves {
                let addr = Amode::Slot { slot, disp };
                if float {
                    self.push(Inst::XmmStore {
                        double: true,
                        src: r,
                        addr,
                    });
                } else {
                    self.push(Inst::Store {
                        size: Size::Q,
                        src: r,
                        addr,
                    });
                }
            }
        }
        for (r, s, off) in loads {
            if eager.contains(&r) {
                let addr = Amode::IncomingArg { off: off as i32 };
                if s.is_float() {
                    self.push(Inst::XmmLoad {
                        double: s == Scalar::F64,
                        addr,
                        dst: r,
                    });
                } else {
                    self.push(Inst::Load {
                        kind: LoadKind::Q,
                        addr,
                        dst: r,
                    });
                }
            } else {
                self.lazy_args.insert(r, (s, off));
            }
        }
        for (ai, (a, idx, chunks)) in vec_args.iter().enumerate() {
            if done.contains(&ai) {
                continue;
            }
            // Registers of a vector held packed become its parts.
            let xs: Option<Vec<Reg>> = (0..idx.len())
                .map(|k| {
                    vec_in
                        .iter()
                        .find(|(i, j, _)| *i == ai && *j == k)
                        .map(|t| t.2)
                })
                .collect();
            if let Some(xs) = xs {
                if self.simd_from_chunks(*a, chunks, &xs)? {
                    continue;
                }
            }
            let mut lanes = Vec::new();
            for (k, (pi, c)) in idx.iter().zip(chunks).enumerate() {
                match locs[*pi] {
                    ArgLoc::Stack(off) => {
                        let l = self.load_chunk(c, |d| Amode::IncomingArg {
                            off: off as i32 + d,
                        })?;
                        lanes.extend(l);
                    }
                    ArgLoc::Reg(_) => {
                        let x = vec_in
                            .iter()
                            .find(|(i, j, _)| *i == ai && *j == k)
                            .map(|t| t.2)
                            .expect("chunk register");
                        lanes.extend(self.unpack_chunk(c, x)?);
                    }
                }
            }
            self.values.insert(*a, lanes);
        }
        for (k, r) in byvals {
            let ArgLoc::Stack(off) = locs[k] else {
                continue;
            };
            self.push(Inst::Lea {
                size: Size::Q,
                addr: Amode::IncomingArg { off: off as i32 },
                dst: r,
            });
        }
        Ok(())
    }

    /// `llvm.return`.
    pub(super) fn lower_return(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let mut leaves = Vec::new();
        let mut regs = Vec::new();
        let mut packed = None;
        if body.num_operands(op) == 1 {
            let v = body.operand(op, 0);
            if let Some(ch) = self.fabi.ret_vec.clone() {
                if self.layout.features.avx() && ch.len() >= 2 {
                    // Held packed in ymm parts: each register stands for both halves.
                    packed = self
                        .packed_ymm_parts(v, &ch)?
                        .map(|ys| ys.iter().flat_map(|y| [*y, *y]).collect());
                }
                if packed.is_none() {
                    packed = self.simd_chunk_regs(v, &ch)?;
                }
            }
            regs = if packed.is_some() {
                Vec::new()
            } else if self.fabi.ret_vec.is_some() || self.layout.vector(self.vtype(v)).is_some() {
                self.vec_regs(v)?
            } else {
                self.get(v)?
            };
            leaves = self.leaves(self.vtype(v))?;
        }
        let scalars: Vec<Scalar> = leaves.iter().map(|l| l.0).collect();
        let ret_vec = self.fabi.ret_vec.clone();
        let mut ymm_ret = false;
        let rets = match vec_ret_abi(&ret_vec, &scalars, self.layout.features.avx()) {
            RetAbi::Regs(locs) if ret_vec.is_some() => {
                let mut rets: Vec<(Reg, regalloc2::PReg)> = Vec::new();
                for (k, (c, p)) in ret_vec.iter().flatten().zip(locs).enumerate() {
                    let x = match &packed {
                        Some(xs) => xs[k],
                        None => self.pack_chunk(c, &regs)?,
                    };
                    // The high half of a ymm result.
                    if let Some(last) = rets.last_mut().filter(|l| l.1 == p) {
                        if last.0 != x {
                            last.0 = self.ymm_join(last.0, x);
                        }
                        ymm_ret = true;
                        continue;
                    }
                    rets.push((x, p));
                }
                rets
            }
            RetAbi::Regs(locs) => {
                let ra = self.fabi.ret_attrs;
                let mut rets = Vec::new();
                for ((r, s), p) in regs.into_iter().zip(scalars).zip(locs) {
                    rets.push((self.extend_for_abi(s, r, &ra), p));
                }
                if rets.is_empty() {
                    if let Some(r) = self.fabi.sret_arg {
                        rets.push((r, regs::RAX));
                    }
                }
                rets
            }
            RetAbi::Sret => {
                let ptr = self
                    .fabi
                    .sret_ptr
                    .ok_or_else(|| err(self.cur_loc, "returned value does not match the type"))?;
                for (r, (s, off)) in regs.into_iter().zip(leaves) {
                    self.store_leaf(s, r, Amode::base(ptr, off as i32))?;
                }
                vec![(ptr, regs::RAX)]
            }
            RetAbi::X87(locs) => {
                // Register leaves as usual; the others through memory onto the x87
                // stack, the last first so that the first is st0.
                let mut rets = Vec::new();
                let mut x87 = Vec::new();
                for ((r, s), p) in regs.into_iter().zip(scalars).zip(locs) {
                    match p {
                        Some(p) => rets.push((r, p)),
                        None => x87.push((r, s)),
                    }
                }
                self.slots.push((16, 16));
                let slot = (self.slots.len() - 1) as u32;
                for (k, (r, s)) in x87.iter().enumerate() {
                    self.store_leaf(
                        *s,
                        *r,
                        Amode::Slot {
                            slot,
                            disp: 8 * k as i32,
                        },
                    )?;
                }
                for (k, (_, s)) in x87.iter().enumerate().rev() {
                    self.push(Inst::X87Load {
                        double: *s == Scalar::F64,
                        addr: Amode::Slot {
                            slot,
                            disp: 8 * k as i32,
                        },
                    });
                }
                rets
            }
        };
        let rets = self.half_uses(rets);
        if ymm_ret {
            self.fabi.ymm = true;
            self.b.keep_upper();
        }
        self.push(Inst::Ret { rets });
        self.b.end_block(Vec::new());
        Ok(())
    }

    fn callee_attrs(&mut self, name: &str, nargs: usize) -> Vec<ParamAttrs> {
        let ctx = self.ctx();
        let mbody = self.mbody;
        let decl = self
            .syms
            .get(name)
            .and_then(|s| self.syms.info(s).op)
            .filter(|o| ctx.op_name_str(mbody.op_name(*o)) == "llvm.func");
        match decl {
            Some(o) => abi::func_attrs(ctx, mbody, o, nargs).0,
            None => vec![ParamAttrs::default(); nargs],
        }
    }

    /// `llvm.call`.
    pub(super) fn lower_call(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let ctx = self.ctx();
        let callee = prop(ctx, body, op, "callee").and_then(|a| module::symbol_ref_name(ctx, a));
        let operands: Vec<ValueId> = body.operands(op).collect();
        let (target, args, attrs) = match &callee {
            Some(n) => {
                let s = match self.syms.get(n) {
                    Some(s) => s,
                    None => self.syms.intern(n, SymKind::Func),
                };
                let attrs = self.callee_attrs(n, operands.len());
                (CallTarget::Sym(s), operands, attrs)
            }
            None => {
                let p = self.get1(operands[0])?;
                let n = operands.len() - 1;
                (
                    CallTarget::Reg(p),
                    operands[1..].to_vec(),
                    vec![ParamAttrs::default(); n],
                )
            }
        };
        let vararg = prop(ctx, body, op, "var_callee_type").is_some();
        let mut res_leaves = Vec::new();
        let mut res_vec = None;
        if body.results(op).len() == 1 {
            res_leaves = self.leaves(self.vtype(body.result(op, 0)))?;
            res_vec = self.vec_chunks(self.vtype(body.result(op, 0)))?;
        }
        let res_align = match body.results(op).len() {
            1 => self.layout.align(self.vtype(body.result(op, 0))),
            _ => 16,
        };
        let defs = self.emit_call_abi(
            target,
            &args,
            &attrs,
            (&res_leaves, res_align, body.results(op).first().copied()),
            res_vec,
            vararg,
        )?;
        if body.results(op).len() == 1 && !self.simd.packed.contains_key(&body.result(op, 0)) {
            self.values.insert(body.result(op, 0), defs);
        }
        Ok(())
    }

    /// Emits a call passing `args` (SysV, no attributes), returning the result leaves'
    /// registers.
    pub(super) fn emit_call(
        &mut self,
        target: CallTarget,
        args: &[ValueId],
        res_leaves: &[Scalar],
        vararg: bool,
    ) -> Result<Vec<Reg>, Error> {
        let res: Vec<(Scalar, u64)> = res_leaves.iter().map(|s| (*s, 0)).collect();
        let attrs = vec![ParamAttrs::default(); args.len()];
        self.emit_call_abi(target, args, &attrs, (&res, 16, None), None, vararg)
    }

    fn emit_call_abi(
        &mut self,
        target: CallTarget,
        args: &[ValueId],
        attrs: &[ParamAttrs],
        (res_leaves, res_align, res_value): (&[(Scalar, u64)], u64, Option<ValueId>),
        res_vec: Option<Vec<VecChunk>>,
        vararg: bool,
    ) -> Result<Vec<Reg>, Error> {
        let res_scalars: Vec<Scalar> = res_leaves.iter().map(|l| l.0).collect();
        let ret = vec_ret_abi(&res_vec, &res_scalars, self.layout.features.avx());
        let mut parts = Vec::new();
        // Per part: the value's register and leaf, or the source pointer of a byval copy.
        let mut srcs: Vec<(Reg, Option<Scalar>)> = Vec::new();
        let mut sret_slot = None;
        if ret == RetAbi::Sret {
            let size = res_leaves
                .iter()
                .map(|(s, o)| o + s.store_bytes())
                .max()
                .unwrap_or(0);
            // The callee may store with aligned moves at the result type's alignment (a
            // vector's is its size rounded up to a power of two): beyond the frame's 16
            // bytes the pointer is aligned by hand.
            let align = res_align.clamp(16, 4096);
            self.slots.push((size.max(1) + align - 16, 16));
            let slot = (self.slots.len() - 1) as u32;
            let mut r = self.gpr();
            self.push(Inst::Lea {
                size: Size::Q,
                addr: Amode::Slot { slot, disp: 0 },
                dst: r,
            });
            if align > 16 {
                for (op, imm) in [
                    (AluOp::Add, align as i32 - 1),
                    (AluOp::And, -(align as i32)),
                ] {
                    let dst = self.gpr();
                    self.push(Inst::Alu {
                        op,
                        size: Size::Q,
                        src1: r,
                        src2: Rmi::Imm(imm),
                        dst,
                    });
                    r = dst;
                }
            }
            sret_slot = Some((slot, align <= 16, r));
            parts.push(ArgPart::Leaf(Scalar::Ptr));
            srcs.push((r, Some(Scalar::Ptr)));
        }
        for (i, &a) in args.iter().enumerate() {
            let at = attrs.get(i).copied().unwrap_or_default();
            if let Some(bt) = at.byval {
                let p = self.get1(a)?;
                parts.push(ArgPart::Mem {
                    size: self.layout.size(bt),
                    align: self.layout.align(bt).max(at.align),
                });
                srcs.push((p, None));
                continue;
            }
            if let Some(chunks) = self.vec_chunks(self.vtype(a))? {
                let vparts = self.vec_parts(chunks.len());
                if vparts[0] == ArgPart::Vec256Lo {
                    if let Some(ys) = self.packed_ymm_parts(a, &chunks)? {
                        // Each ymm register stands for both halves.
                        for y in ys {
                            parts.push(ArgPart::Vec256Lo);
                            srcs.push((y, None));
                            parts.push(ArgPart::Vec256Hi);
                            srcs.push((y, None));
                        }
                        continue;
                    }
                }
                if let Some(xs) = self.simd_chunk_regs(a, &chunks)? {
                    for (x, p) in xs.into_iter().zip(vparts) {
                        parts.push(p);
                        srcs.push((x, None));
                    }
                    continue;
                }
                let r = self.vec_regs(a)?;
                for (c, p) in chunks.iter().zip(vparts) {
                    let x = self.pack_chunk(c, &r)?;
                    parts.push(p);
                    srcs.push((x, None));
                }
                continue;
            }
            // (A vector passed lane by lane: its lanes.)
            let r = if self.layout.vector(self.vtype(a)).is_some() {
                self.vec_regs(a)?
            } else {
                self.get(a)?
            };
            let wide = self.layout.wide_int_hi_bits(self.vtype(a)).is_some();
            for (k, (x, (s, _))) in r.iter().zip(self.leaves(self.vtype(a))?).enumerate() {
                let x = self.extend_for_abi(s, *x, &at);
                parts.push(if wide && k == 0 {
                    ArgPart::WideLo
                } else {
                    ArgPart::Leaf(s)
                });
                srcs.push((x, Some(s)));
            }
        }
        let locs = abi::assign_parts(&parts);
        let mut uses = Vec::new();
        let mut ymm_call = false;
        for (i, ((part, (r, s)), loc)) in parts.iter().zip(&srcs).zip(&locs).enumerate() {
            match (loc, s, part) {
                (ArgLoc::Reg(p), _, ArgPart::Vec256Lo) => {
                    let hi = srcs[i + 1].0;
                    let y = if hi == *r { hi } else { self.ymm_join(*r, hi) };
                    uses.push((y, *p));
                    ymm_call = true;
                }
                (ArgLoc::Reg(_), _, ArgPart::Vec256Hi) => {}
                (ArgLoc::Reg(p), _, _) => uses.push((*r, *p)),
                (ArgLoc::Stack(off), Some(s), _) => {
                    let addr = Amode::OutgoingArg { off: *off as i32 };
                    if s.is_float() {
                        self.push(Inst::XmmStore {
                            double: *s == Scalar::F64,
                            src: *r,
                            addr,
                        });
                    } else {
                        self.push(Inst::Store {
                            size: Size::Q,
                            src: *r,
                            addr,
                        });
                    }
                }
                (ArgLoc::Stack(off), None, ArgPart::Mem { size, .. }) => {
                    self.copy_bytes(*r, *off as i32, *size)?;
                }
                (
                    ArgLoc::Stack(off),
                    None,
                    ArgPart::Vec128 | ArgPart::Vec256Lo | ArgPart::Vec256Hi,
                ) => {
                    // The high half of a ymm register passed whole.
                    let src = if *part == ArgPart::Vec256Hi && srcs[i - 1].0 == *r {
                        self.ymm_high(*r)
                    } else {
                        *r
                    };
                    self.push(Inst::XmmStore128 {
                        src,
                        addr: Amode::OutgoingArg { off: *off as i32 },
                    });
                }
                _ => {}
            }
        }
        let stack = abi::stack_size(&parts, &locs);
        self.outgoing = self.outgoing.max(stack.next_multiple_of(16));
        if vararg {
            let n = uses
                .iter()
                .filter(|(_, p)| p.class() == RegClass::Float)
                .count();
            let al = self.gpr();
            self.push(Inst::MovImm {
                size: Size::L,
                imm: n as u64,
                dst: al,
            });
            uses.push((al, regs::RAX));
        }
        let mut defs: Vec<(Reg, regalloc2::PReg)> = Vec::new();
        let mut out = Vec::new();
        let mut x87 = Vec::new();
        let mut vec_defs = Vec::new();
        match &ret {
            RetAbi::Regs(ret_locs) if res_vec.is_some() => {
                for p in ret_locs {
                    // The high half of a ymm result (extracted after the call).
                    if let Some(&(x, _)) = defs.last().filter(|d| d.1 == *p) {
                        vec_defs.push((x, true));
                        self.fabi.ymm = true;
                        continue;
                    }
                    let x = self.xmm();
                    defs.push((x, *p));
                    vec_defs.push((x, false));
                }
            }
            RetAbi::Regs(ret_locs) => {
                for (s, p) in res_scalars.iter().zip(ret_locs) {
                    let r = if s.is_float() { self.xmm() } else { self.gpr() };
                    defs.push((r, *p));
                    out.push(r);
                }
            }
            RetAbi::X87(ret_locs) => {
                for (i, (s, p)) in res_scalars.iter().zip(ret_locs).enumerate() {
                    let r = if s.is_float() { self.xmm() } else { self.gpr() };
                    match p {
                        Some(p) => defs.push((r, *p)),
                        None => x87.push((i, *s)),
                    }
                    out.push(r);
                }
            }
            RetAbi::Sret => {}
        }
        let uses = self.half_uses(uses);
        // Half-float results come back in SSE registers.
        let mut halves = Vec::new();
        for (r, p) in defs.iter_mut() {
            if p.class() == regalloc2::RegClass::Float && r.class() == regalloc2::RegClass::Int {
                let x = self.xmm();
                halves.push((x, *r));
                *r = x;
            }
        }
        if ymm_call {
            self.fabi.ymm = true;
            self.b.keep_upper();
        }
        self.push(Inst::Call {
            target,
            uses,
            defs,
            clobbers: regs::caller_saved(),
        });
        // A vector result held packed takes its registers as they are.
        if let (Some(v), Some(chunks)) = (res_value, &res_vec) {
            let firsts: Vec<Reg> = vec_defs.iter().filter(|d| !d.1).map(|d| d.0).collect();
            let packed = if vec_defs.iter().any(|d| d.1) {
                self.simd_from_ymm(v, chunks, &firsts)
            } else {
                !vec_defs.is_empty() && self.simd_from_chunks(v, chunks, &firsts)?
            };
            if packed {
                return Ok(Vec::new());
            }
        }
        let vec_defs: Vec<Reg> = vec_defs
            .into_iter()
            .map(|(x, hi)| if hi { self.ymm_high(x) } else { x })
            .collect();
        for (x, r) in halves {
            self.push(Inst::XmmToGpr {
                size: Size::L,
                src: x,
                dst: r,
            });
        }
        for (c, x) in res_vec.iter().flatten().zip(vec_defs) {
            let l = self.unpack_chunk(c, x)?;
            out.extend(l);
        }
        if !x87.is_empty() {
            // st0 is the first x87 leaf: popped first.
            self.slots.push((16, 16));
            let slot = (self.slots.len() - 1) as u32;
            for (k, (_, s)) in x87.iter().enumerate() {
                self.push(Inst::X87Store {
                    double: *s == Scalar::F64,
                    addr: Amode::Slot {
                        slot,
                        disp: 8 * k as i32,
                    },
                });
            }
            for (k, (i, s)) in x87.iter().enumerate() {
                let r = self.load_leaf(
                    *s,
                    Amode::Slot {
                        slot,
                        disp: 8 * k as i32,
                    },
                )?;
                out[*i] = r;
            }
        }
        if let Some((slot, in_slot, base)) = sret_slot {
            for (s, off) in res_leaves {
                let disp = *off as i32;
                let addr = if in_slot {
                    Amode::Slot { slot, disp }
                } else {
                    Amode::base(base, disp)
                };
                let r = self.load_leaf(*s, addr)?;
                out.push(r);
            }
        }
        Ok(out)
    }

    /// The variadic-argument operations; `false` for other operations.
    pub(super) fn lower_va_op(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        let body = self.body;
        match name {
            "llvm.intr.vastart" => {
                let slot = self.fabi.va_save.ok_or_else(|| {
                    err(
                        self.cur_loc,
                        "'llvm.intr.vastart' in a function that is not variadic",
                    )
                })?;
                let p = self.get1(body.operand(op, 0))?;
                for (disp, imm) in [(0, self.fabi.va_gp), (4, self.fabi.va_fp)] {
                    self.push(Inst::StoreImm {
                        size: Size::L,
                        imm: imm as i32,
                        addr: Amode::base(p, disp),
                    });
                }
                for (disp, addr) in [
                    (
                        8,
                        Amode::IncomingArg {
                            off: self.fabi.va_overflow as i32,
                        },
                    ),
                    (16, Amode::Slot { slot, disp: 0 }),
                ] {
                    let r = self.gpr();
                    self.push(Inst::Lea {
                        size: Size::Q,
                        addr,
                        dst: r,
                    });
                    self.push(Inst::Store {
                        size: Size::Q,
                        src: r,
                        addr: Amode::base(p, disp),
                    });
                }
            }
            "llvm.intr.vaend" => {}
            "llvm.intr.vacopy" => {
                let dst = self.get1(body.operand(op, 0))?;
                let src = self.get1(body.operand(op, 1))?;
                for disp in [0, 8, 16] {
                    let t = self.gpr();
                    self.push(Inst::Load {
                        kind: LoadKind::Q,
                        addr: Amode::base(src, disp),
                        dst: t,
                    });
                    self.push(Inst::Store {
                        size: Size::Q,
                        src: t,
                        addr: Amode::base(dst, disp),
                    });
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Copies `size` bytes at `src` into the outgoing argument area at `off` (by `memcpy`
    /// beyond a few words, as llc does).
    fn copy_bytes(&mut self, src: Reg, off: i32, size: u64) -> Result<(), Error> {
        if size > 128 {
            let size_ok = i32::try_from(size)
                .ok()
                .and_then(|s| off.checked_add(s))
                .is_some();
            if !size_ok {
                return Err(err(self.cur_loc, "unsupported: byval argument too large"));
            }
            let dst = self.gpr();
            self.push(Inst::Lea {
                size: Size::Q,
                addr: Amode::OutgoingArg { off },
                dst,
            });
            let len = self.scalar_const(Scalar::Int(64), size)?;
            let sym = self.syms.intern("memcpy", module::SymKind::Func);
            self.push(Inst::Call {
                target: CallTarget::Sym(sym),
                uses: vec![(dst, regs::RDI), (src, regs::RSI), (len, regs::RDX)],
                defs: Vec::new(),
                clobbers: regs::caller_saved(),
            });
            return Ok(());
        }
        let mut done = 0u64;
        while done < size {
            let (kind, sz, n) = match size - done {
                8.. => (LoadKind::Q, Size::Q, 8),
                4.. => (LoadKind::L, Size::L, 4),
                2.. => (LoadKind::ZxW, Size::W, 2),
                _ => (LoadKind::ZxB, Size::B, 1),
            };
            let d = i32::try_from(done)
                .map_err(|_| err(self.cur_loc, "unsupported: byval argument too large"))?;
            let t = self.gpr();
            self.push(Inst::Load {
                kind,
                addr: Amode::base(src, d),
                dst: t,
            });
            self.push(Inst::Store {
                size: sz,
                src: t,
                addr: Amode::OutgoingArg { off: off + d },
            });
            done += n;
        }
        Ok(())
    }
}

fn lt_is_void(l: &Lower<'_, '_>, t: rmlir_ir::Type) -> bool {
    rmlir_dialects::llvm::types::is_void(l.ctx(), t)
}

/// The result ABI of a function returning `leaves`, or the vector `vec` (its chunks in
/// xmm0..xmm3, in memory when there are more, as llc).
fn vec_ret_abi(vec: &Option<Vec<VecChunk>>, leaves: &[Scalar], avx: bool) -> RetAbi {
    match vec {
        // With AVX, pairs of chunks in ymm0..ymm3 (each pair reports its register twice).
        Some(chunks) if avx && chunks.len() >= 2 && chunks.len() <= 8 => {
            RetAbi::Regs((0..chunks.len()).map(|k| regs::xmm(k / 2)).collect())
        }
        Some(chunks) if avx && chunks.len() > 8 => RetAbi::Sret,
        Some(chunks) if chunks.len() <= 4 => {
            RetAbi::Regs((0..chunks.len()).map(regs::xmm).collect())
        }
        Some(_) => RetAbi::Sret,
        None => abi::assign_result(leaves),
    }
}

impl Lower<'_, '_> {
    /// The argument parts of a vector passed in `n` 128-bit chunks: with AVX, pairs of
    /// chunks travel in one ymm register (as llc passes 256-bit vectors with AVX).
    fn vec_parts(&self, n: usize) -> Vec<ArgPart> {
        if self.layout.features.avx() && n >= 2 {
            (0..n)
                .map(|k| {
                    if k % 2 == 0 {
                        ArgPart::Vec256Lo
                    } else {
                        ArgPart::Vec256Hi
                    }
                })
                .collect()
        } else {
            vec![ArgPart::Vec128; n]
        }
    }
}
