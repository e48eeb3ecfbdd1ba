//! Fixed-length llvm vectors, scalarized: a vector value lives in one register per lane (the
//! layout's leaves). Elementwise operations are lowered by running the scalar lowering once
//! per lane with the layout in lane mode (a vector type standing for its element) and each
//! vector operand bound to its lane's register; `extractelement`/`insertelement` pick or
//! replace a lane (through a stack slot for a dynamic index), `shufflevector` permutes lane
//! registers, reductions fold lanes in order. Vector function arguments and results travel in
//! SSE registers as llc legalizes them (see [`VecChunk`]); lanes move between their registers
//! and an SSE register through a 16-byte stack slot.

use super::{err, Lower};
use crate::layout::Scalar;
use crate::vcode::Reg;
use crate::x86_64::inst::*;
use crate::Error;
use rmlir_ir::body::{BlockId, OpId, ValueId};
use rmlir_ir::ods::prop;
use rmlir_ir::{AttrKind, Type};
use rustc_hash::FxHashMap as HashMap;

/// Ops computing each lane of the result from the same lane of the operands.
fn elementwise(name: &str) -> bool {
    matches!(
        name,
        "llvm.add"
            | "llvm.sub"
            | "llvm.mul"
            | "llvm.and"
            | "llvm.or"
            | "llvm.xor"
            | "llvm.shl"
            | "llvm.lshr"
            | "llvm.ashr"
            | "llvm.udiv"
            | "llvm.sdiv"
            | "llvm.urem"
            | "llvm.srem"
            | "llvm.icmp"
            | "llvm.fcmp"
            | "llvm.select"
            | "llvm.zext"
            | "llvm.sext"
            | "llvm.trunc"
            | "llvm.freeze"
            | "llvm.fadd"
            | "llvm.fsub"
            | "llvm.fmul"
            | "llvm.fdiv"
            | "llvm.frem"
            | "llvm.fneg"
            | "llvm.fpext"
            | "llvm.fptrunc"
            | "llvm.sitofp"
            | "llvm.uitofp"
            | "llvm.fptosi"
            | "llvm.fptoui"
            | "llvm.ptrtoint"
            | "llvm.inttoptr"
    ) || (name.starts_with("llvm.intr.")
        && !name.starts_with("llvm.intr.vector.")
        && !name.starts_with("llvm.intr.mem")
        && !name.starts_with("llvm.intr.masked.")
        && !name.starts_with("llvm.intr.matrix.")
        && !name.starts_with("llvm.intr.lifetime")
        && !name.starts_with("llvm.intr.stack")
        && !name.starts_with("llvm.intr.va")
        && !name.starts_with("llvm.intr.dbg"))
}

impl Lower<'_, '_> {
    fn is_vector(&self, t: Type) -> bool {
        self.layout.vector(t).is_some()
    }

    /// How a vector value crosses a call boundary, as llc legalizes its type for the System V
    /// calling convention without AVX: `None` for non-vectors and one-lane vectors (passed
    /// as their element). Vectors of non-`i1` elements are widened to a power-of-two lane
    /// count and split into 128-bit registers; `i1` vectors are promoted (`<4 x i1>` as
    /// `<4 x i32>`, `<8 x i1>` as `<8 x i16>`, `<16 x i1>` and wider as bytes).
    pub(super) fn vec_chunks(&self, t: Type) -> Result<Option<Vec<VecChunk>>, Error> {
        let Some((e, n)) = self.layout.vector(t) else {
            return Ok(None);
        };
        // Per-lane lowering (libcalls for a lane's math) sees a vector as its element.
        if n <= 1 || self.layout.lane_mode.get() {
            return Ok(None);
        }
        let s = self.scalar(e)?;
        let np = n.next_power_of_two();
        // A lane count that is not a power of two and does not widen into one register
        // (128 bits, 256 with AVX) is scalarized: each lane is its own argument (as llc).
        let reg_bits = if self.layout.features.avx() { 256 } else { 128 };
        let odd_int = matches!(s, Scalar::Int(b) if !matches!(b, 8 | 16 | 32 | 64));
        if np != n && !odd_int && np * s.bits() as u64 > reg_bits {
            return Ok(None);
        }
        let stride = match s {
            // `i1` and other odd widths are promoted (after widening to a power-of-two lane
            // count) to the narrowest power-of-two byte lanes that fill a 128-bit register,
            // or to their natural byte size if wider: `<16 x i5>` as `<16 x i8>`,
            // `<8 x i3>` as `<8 x i16>`, `<2 x i24>` as `<2 x i64>`.
            Scalar::Int(b) if odd_int && b <= 64 => {
                let natural = (b as u64).div_ceil(8).next_power_of_two();
                natural.max(16 / np)
            }
            Scalar::Int(8 | 16 | 32 | 64) | Scalar::Ptr | Scalar::F32 | Scalar::F64 => {
                s.bits() as u64 / 8
            }
            _ => {
                return Err(err(
                    self.cur_loc,
                    "unsupported: vector function argument or result of this element type",
                ))
            }
        };
        let per = 16 / stride;
        let count = (np * stride).div_ceil(16);
        Ok(Some(
            (0..count)
                .map(|k| {
                    let first = (k * per).min(n) as usize;
                    let last = ((k + 1) * per).min(n) as usize;
                    VecChunk {
                        first,
                        count: last - first,
                        stride,
                        elem: s,
                    }
                })
                .collect(),
        ))
    }

    /// Stores the lanes of `c` (from `lanes`) at `stride` intervals from `addr` (a 16-byte
    /// block).
    fn store_chunk_lanes(
        &mut self,
        c: &VecChunk,
        lanes: &[Reg],
        at: impl Fn(i32) -> Amode,
    ) -> Result<(), Error> {
        let lanes = lanes
            .get(c.first..c.first + c.count)
            .ok_or_else(|| err(self.cur_loc, "vector lane count mismatch"))?;
        for (k, r) in lanes.iter().enumerate() {
            let addr = at((k as u64 * c.stride) as i32);
            if c.elem.is_float() {
                self.store_leaf(c.elem, *r, addr)?;
            } else {
                let size = match c.stride {
                    1 => Size::B,
                    2 => Size::W,
                    4 => Size::L,
                    _ => Size::Q,
                };
                self.push(Inst::Store {
                    size,
                    src: *r,
                    addr,
                });
            }
        }
        Ok(())
    }

    /// An SSE register holding the lanes of chunk `c` of `lanes`.
    pub(super) fn pack_chunk(&mut self, c: &VecChunk, lanes: &[Reg]) -> Result<Reg, Error> {
        self.slots.push((16, 16));
        let slot = (self.slots.len() - 1) as u32;
        // The unused lanes are undefined; zero them so no uninitialized bytes are read.
        if (c.count as u64) * c.stride < 16 {
            for disp in [0, 8] {
                self.push(Inst::StoreImm {
                    size: Size::Q,
                    imm: 0,
                    addr: Amode::Slot { slot, disp },
                });
            }
        }
        self.store_chunk_lanes(c, lanes, |disp| Amode::Slot { slot, disp })?;
        let x = self.xmm();
        self.push(Inst::XmmLoad128 {
            addr: Amode::Slot { slot, disp: 0 },
            dst: x,
        });
        Ok(x)
    }

    /// The lane registers of chunk `c` held in the SSE register `x`.
    pub(super) fn unpack_chunk(&mut self, c: &VecChunk, x: Reg) -> Result<Vec<Reg>, Error> {
        self.slots.push((16, 16));
        let slot = (self.slots.len() - 1) as u32;
        self.push(Inst::XmmStore128 {
            src: x,
            addr: Amode::Slot { slot, disp: 0 },
        });
        self.load_chunk(c, |disp| Amode::Slot { slot, disp })
    }

    /// Loads the lanes of chunk `c` from the 16-byte block at `at(0)`.
    pub(super) fn load_chunk(
        &mut self,
        c: &VecChunk,
        at: impl Fn(i32) -> Amode,
    ) -> Result<Vec<Reg>, Error> {
        let mut out = Vec::new();
        for k in 0..c.count {
            // An `i1` (or other odd-width) lane is the low bits of its (little-endian)
            // promoted lane: load the whole promoted lane.
            let addr = at((k as u64 * c.stride) as i32);
            if c.elem.is_float()
                || matches!(c.elem, Scalar::Int(1 | 8 | 16 | 32 | 64) | Scalar::Ptr)
            {
                out.push(self.load_leaf(c.elem, addr)?);
                continue;
            }
            let kind = match c.stride {
                1 => LoadKind::ZxB,
                2 => LoadKind::ZxW,
                4 => LoadKind::L,
                _ => LoadKind::Q,
            };
            let dst = self.gpr();
            self.push(Inst::Load { kind, addr, dst });
            out.push(dst);
        }
        Ok(out)
    }

    /// Lowers `op` if it involves vector values; `false` if not.
    pub(super) fn lower_vector_op(
        &mut self,
        op: OpId,
        name: &str,
        blk: BlockId,
        ret_ty: Type,
    ) -> Result<bool, Error> {
        if self.lower_half_op(op, name, blk, ret_ty)? {
            return Ok(true);
        }
        if self.layout.lane_mode.get() {
            return Ok(false);
        }
        let body = self.body;
        let vec_operand = body.operands(op).any(|v| self.is_vector(self.vtype(v)));
        let vec_result = body
            .results(op)
            .iter()
            .any(|v| self.is_vector(self.vtype(*v)));
        if !vec_operand && !vec_result {
            return Ok(false);
        }
        match name {
            // Calls and returns pass vectors in SSE registers (`vec_chunks`).
            "llvm.call" | "llvm.return" => Ok(false),
            "llvm.invoke" => Err(err(
                self.cur_loc,
                format!("unsupported: vector function argument or result ('{name}')"),
            )),
            "llvm.load" | "llvm.store" => {
                let v = if name == "llvm.load" {
                    body.result(op, 0)
                } else {
                    body.operand(op, 0)
                };
                let t = self.vtype(v);
                if let Some((e, _)) = self.layout.vector(t) {
                    if self.scalar(e)? == Scalar::Int(1) {
                        return Err(err(
                            self.cur_loc,
                            "unsupported: load or store of a vector of i1",
                        ));
                    }
                }
                if self.odd_int_vector(t) {
                    return if name == "llvm.load" {
                        self.lower_packed_load(op).map(|_| true)
                    } else {
                        self.lower_packed_store(op).map(|_| true)
                    };
                }
                if name == "llvm.load" {
                    return Ok(false);
                }
                let bound = self.bind_vector_consts(op)?;
                let r = self.lower_store(op);
                self.unbind(bound);
                r.map(|_| true)
            }
            "llvm.br" | "llvm.cond_br" | "llvm.switch" => {
                let bound = self.bind_vector_consts(op)?;
                let r = self.lower_branch(op, blk);
                self.unbind(bound);
                r.map(|_| true)
            }
            "llvm.extractvalue" | "llvm.insertvalue" => {
                let bound = self.bind_vector_consts(op)?;
                if bound.is_empty() {
                    // Nothing to materialize: the aggregate lowering moves the lanes.
                    return Ok(false);
                }
                let r = self.lower_op(op, blk, ret_ty);
                self.unbind(bound);
                r.map(|_| true)
            }
            "llvm.bitcast" => {
                let (a, r) = (body.operand(op, 0), body.result(op, 0));
                let lanes = |t| self.layout.vector(t).map(|(e, n)| (self.layout.size(e), n));
                match (lanes(self.vtype(a)), lanes(self.vtype(r))) {
                    (Some(x), Some(y)) if x == y => self.per_lane(op, blk, ret_ty).map(|_| true),
                    _ => self.lower_repack_bitcast(op).map(|_| true),
                }
            }
            "llvm.extractelement" => self.lower_extractelement(op).map(|_| true),
            "llvm.insertelement" => self.lower_insertelement(op).map(|_| true),
            "llvm.shufflevector" => self.lower_shuffle(op).map(|_| true),
            "llvm.intr.masked.load"
            | "llvm.intr.masked.store"
            | "llvm.intr.masked.expandload"
            | "llvm.intr.masked.compressstore" => self.lower_masked(op, name).map(|_| true),
            "llvm.intr.masked.gather" | "llvm.intr.masked.scatter" => {
                self.lower_gather_scatter(op, name).map(|_| true)
            }
            "llvm.intr.vector.reduce.fmax"
            | "llvm.intr.vector.reduce.fmin"
            | "llvm.intr.vector.reduce.fmaximum"
            | "llvm.intr.vector.reduce.fminimum" => self.lower_reduce(op, name).map(|_| true),
            "llvm.intr.vector.reduce.fadd" | "llvm.intr.vector.reduce.fmul" => {
                self.lower_reduce_fp_arith(op, name).map(|_| true)
            }
            "llvm.intr.vector.reduce.add"
            | "llvm.intr.vector.reduce.mul"
            | "llvm.intr.vector.reduce.and"
            | "llvm.intr.vector.reduce.or"
            | "llvm.intr.vector.reduce.xor"
            | "llvm.intr.vector.reduce.smax"
            | "llvm.intr.vector.reduce.smin"
            | "llvm.intr.vector.reduce.umax"
            | "llvm.intr.vector.reduce.umin" => self.lower_reduce_int(op, name).map(|_| true),
            _ if elementwise(name) => self.per_lane(op, blk, ret_ty).map(|_| true),
            _ => Err(err(
                self.cur_loc,
                format!("unsupported: vector operation '{name}' in native code generation"),
            )),
        }
    }

    /// The lane registers of the vector `v` (constants materialized here).
    pub(super) fn vec_regs(&mut self, v: ValueId) -> Result<Vec<Reg>, Error> {
        if self.values.contains_key(&v) {
            return self.get(v);
        }
        let t = self.vtype(v);
        if let (Some((d, "llvm.mlir.constant")), Some((e, n))) =
            (self.def_op(v), self.layout.vector(t))
        {
            let a = prop(self.ctx(), self.body, d, "value")
                .ok_or_else(|| err(self.cur_loc, "constant without a value"))?;
            let s = self.scalar(e)?;
            let bits = dense_lanes(self.ctx(), a, n as usize, s.bits()).ok_or_else(|| {
                err(
                    self.cur_loc,
                    format!(
                        "unsupported vector constant {}",
                        rmlir_ir::printer::attr_to_string(self.ctx(), a)
                    ),
                )
            })?;
            let mut out = Vec::new();
            for b in bits {
                out.push(self.scalar_const(s, b)?);
            }
            return Ok(out);
        }
        self.get(v)
    }

    /// Binds the vector constants `op` reads to registers (until `unbind`).
    fn bind_vector_consts(&mut self, op: OpId) -> Result<Vec<ValueId>, Error> {
        let mut bound = Vec::new();
        let operands: Vec<ValueId> = self.body.operands(op).collect();
        for v in operands {
            if self.is_vector(self.vtype(v)) && !self.values.contains_key(&v) {
                let r = self.vec_regs(v)?;
                self.values.insert(v, r);
                bound.push(v);
            }
        }
        Ok(bound)
    }

    fn unbind(&mut self, bound: Vec<ValueId>) {
        for v in bound {
            self.values.remove(&v);
        }
    }

    /// Lowers the elementwise `op` once per lane.
    fn per_lane(&mut self, op: OpId, blk: BlockId, ret_ty: Type) -> Result<(), Error> {
        let body = self.body;
        let n = body
            .results(op)
            .iter()
            .chain(body.operands(op).collect::<Vec<_>>().iter())
            .find_map(|v| self.layout.vector(self.vtype(*v)))
            .map(|(_, n)| n)
            .unwrap_or(0) as usize;
        let mut lanes: HashMap<ValueId, Vec<Reg>> = HashMap::default();
        let operands: Vec<ValueId> = body.operands(op).collect();
        for &v in &operands {
            if self.is_vector(self.vtype(v)) && !lanes.contains_key(&v) {
                let r = self.vec_regs(v)?;
                if r.len() != n {
                    return Err(err(self.cur_loc, "vector lane count mismatch"));
                }
                lanes.insert(v, r);
            }
        }
        let saved: Vec<(ValueId, Option<Vec<Reg>>)> = lanes
            .keys()
            .map(|v| (*v, self.values.get(v).cloned()))
            .collect();
        let results: Vec<ValueId> = body.results(op).to_vec();
        let mut out: Vec<Vec<Reg>> = vec![Vec::new(); results.len()];
        let mut status = Ok(());
        for i in 0..n {
            for (v, r) in &lanes {
                self.values.insert(*v, vec![r[i]]);
            }
            self.layout.lane_mode.set(true);
            status = self.lower_op(op, blk, ret_ty);
            self.layout.lane_mode.set(false);
            if status.is_err() {
                break;
            }
            for (k, r) in results.iter().enumerate() {
                match self.values.remove(r) {
                    Some(regs) => out[k].extend(regs),
                    None => {
                        status = Err(err(self.cur_loc, "vector lane without a result"));
                    }
                }
            }
            if status.is_err() {
                break;
            }
        }
        for (v, old) in saved {
            match old {
                Some(r) => self.values.insert(v, r),
                None => self.values.remove(&v),
            };
        }
        status?;
        for (r, regs) in results.into_iter().zip(out) {
            self.values.insert(r, regs);
        }
        Ok(())
    }

    /// A stack slot holding the lanes of `regs` (of element `s`, `esize` bytes apart), with
    /// room for `cap` lanes.
    fn spill_lanes(&mut self, regs: &[Reg], s: Scalar, esize: u64, cap: u64) -> Result<u32, Error> {
        self.slots.push(((esize * cap).max(1), esize.max(16)));
        let slot = (self.slots.len() - 1) as u32;
        for (i, r) in regs.iter().enumerate() {
            let addr = Amode::Slot {
                slot,
                disp: (i as u64 * esize) as i32,
            };
            self.store_leaf(s, *r, addr)?;
        }
        Ok(slot)
    }

    /// The address of lane `idx` (masked to the slot's power-of-two capacity) of `slot`.
    pub(super) fn lane_addr(
        &mut self,
        slot: u32,
        idx: ValueId,
        esize: u64,
        cap: u64,
    ) -> Result<Amode, Error> {
        let bits = self.int_bits(self.vtype(idx))?;
        let i = self.zext_in_reg(idx, bits)?;
        let m = self.gpr();
        self.push(Inst::Alu {
            op: AluOp::And,
            size: Size::Q,
            src1: i,
            src2: Rmi::Imm((cap - 1) as i32),
            dst: m,
        });
        let base = self.gpr();
        self.push(Inst::Lea {
            size: Size::Q,
            addr: Amode::Slot { slot, disp: 0 },
            dst: base,
        });
        let shift = esize.trailing_zeros() as u8;
        if esize.is_power_of_two() && shift <= 3 {
            return Ok(Amode::Base {
                base,
                index: Some((m, shift)),
                disp: 0,
            });
        }
        Err(err(
            self.cur_loc,
            "unsupported: dynamic index into this vector",
        ))
    }

    fn lower_extractelement(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let (v, idx) = (body.operand(op, 0), body.operand(op, 1));
        let (e, n) = self
            .layout
            .vector(self.vtype(v))
            .ok_or_else(|| err(self.cur_loc, "extractelement of a non-vector"))?;
        let regs = self.vec_regs(v)?;
        let s = self.scalar(e)?;
        let r = match self.const_int(idx) {
            Some(i) if (i as u64) < n => regs[i as usize],
            Some(_) => self.scalar_const(s, 0)?,
            None => {
                let esize = self.layout.size(e);
                let cap = n.next_power_of_two();
                let slot = self.spill_lanes(&regs, s, esize, cap)?;
                let addr = self.lane_addr(slot, idx, esize, cap)?;
                self.load_leaf(s, addr)?
            }
        };
        self.values.insert(body.result(op, 0), vec![r]);
        Ok(())
    }

    fn lower_insertelement(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let (v, x, idx) = (
            body.operand(op, 0),
            body.operand(op, 1),
            body.operand(op, 2),
        );
        let (e, n) = self
            .layout
            .vector(self.vtype(v))
            .ok_or_else(|| err(self.cur_loc, "insertelement into a non-vector"))?;
        let mut regs = self.vec_regs(v)?;
        let xr = self.get1(x)?;
        let s = self.scalar(e)?;
        match self.const_int(idx) {
            Some(i) if (i as u64) < n => regs[i as usize] = xr,
            Some(_) => {}
            None => {
                let esize = self.layout.size(e);
                let cap = n.next_power_of_two();
                let slot = self.spill_lanes(&regs, s, esize, cap)?;
                let addr = self.lane_addr(slot, idx, esize, cap)?;
                self.store_leaf(s, xr, addr)?;
                for (i, r) in regs.iter_mut().enumerate() {
                    let a = Amode::Slot {
                        slot,
                        disp: (i as u64 * esize) as i32,
                    };
                    *r = self.load_leaf(s, a)?;
                }
            }
        }
        self.values.insert(body.result(op, 0), regs);
        Ok(())
    }

    fn lower_shuffle(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let (a, b) = (body.operand(op, 0), body.operand(op, 1));
        let mask = prop(self.ctx(), body, op, "mask")
            .and_then(|m| rmlir_ir::ods::constraints::dense_i32_values(self.ctx(), m))
            .ok_or_else(|| err(self.cur_loc, "shufflevector without a mask"))?;
        let mut all = self.vec_regs(a)?;
        all.extend(self.vec_regs(b)?);
        let res = body.result(op, 0);
        let (e, _) = self
            .layout
            .vector(self.vtype(res))
            .ok_or_else(|| err(self.cur_loc, "unsupported: shufflevector result"))?;
        let s = self.scalar(e)?;
        let mut out = Vec::new();
        for m in mask {
            match all.get(m as usize) {
                Some(r) if m >= 0 => out.push(*r),
                _ => out.push(self.scalar_const(s, 0)?),
            }
        }
        self.values.insert(res, out);
        Ok(())
    }

    /// `fmax`/`fmin` fold lanes with maxnum/minnum, `fmaximum`/`fminimum` with
    /// maximum/minimum, first lane first.
    fn lower_reduce(&mut self, op: OpId, name: &str) -> Result<(), Error> {
        let body = self.body;
        let v = body.operand(op, 0);
        let regs = self.vec_regs(v)?;
        let s = self.float_scalar(self.vtype(body.result(op, 0)), name)?;
        let double = s == Scalar::F64;
        let scalar_op = match name {
            "llvm.intr.vector.reduce.fmax" => "llvm.intr.maxnum",
            "llvm.intr.vector.reduce.fmin" => "llvm.intr.minnum",
            "llvm.intr.vector.reduce.fmaximum" => "llvm.intr.maximum",
            _ => "llvm.intr.minimum",
        };
        let mut acc = *regs
            .first()
            .ok_or_else(|| err(self.cur_loc, "reduction of an empty vector"))?;
        for r in &regs[1..] {
            acc = self.minmax_regs(scalar_op, double, acc, *r);
        }
        self.values.insert(body.result(op, 0), vec![acc]);
        Ok(())
    }
}

impl Lower<'_, '_> {
    /// `vector.reduce.fadd`/`fmul`: in lane order from the start value, or, with
    /// `reassoc`, as llc does: the lanes folded by halves (upper half into lower half while
    /// the count is a power of two), then the start value.
    fn lower_reduce_fp_arith(&mut self, op: OpId, name: &str) -> Result<(), Error> {
        let body = self.body;
        let start = self.get1(body.operand(op, 0))?;
        let lanes = self.vec_regs(body.operand(op, 1))?;
        let s = self.float_scalar(self.vtype(body.result(op, 0)), name)?;
        let double = s == Scalar::F64;
        let xop = if name.ends_with("fadd") {
            XmmOp::Add
        } else {
            XmmOp::Mul
        };
        // `#llvm.fastmath<reassoc>` (bit 64) allows llc's reassociated order.
        let reassoc = prop(self.ctx(), body, op, "fastmathFlags")
            .and_then(|a| rmlir_dialects::llvm::attrs::FASTMATH_ATTR.value(self.ctx(), a))
            .is_some_and(|f| f & 64 != 0);
        let bin = |l: &mut Self, a: Reg, b: Reg| {
            let dst = l.xmm();
            l.push(Inst::Xmm {
                op: xop,
                double,
                src1: a,
                src2: b,
                dst,
            });
            dst
        };
        let acc = if reassoc && lanes.len().is_power_of_two() && lanes.len() > 1 {
            let mut w = lanes;
            while w.len() > 1 {
                let h = w.len() / 2;
                let mut next = Vec::with_capacity(h);
                for i in 0..h {
                    next.push(bin(self, w[i], w[i + h]));
                }
                w = next;
            }
            bin(self, start, w[0])
        } else {
            let mut acc = start;
            for r in lanes {
                acc = bin(self, acc, r);
            }
            acc
        };
        self.values.insert(body.result(op, 0), vec![acc]);
        Ok(())
    }

    /// Integer reductions (any order gives the same result).
    fn lower_reduce_int(&mut self, op: OpId, name: &str) -> Result<(), Error> {
        let body = self.body;
        let lanes = self.vec_regs(body.operand(op, 0))?;
        let res = body.result(op, 0);
        let bits = self.int_bits(self.vtype(res))?;
        if bits > 64 {
            return Err(err(
                self.cur_loc,
                format!("unsupported: '{name}' on lanes wider than 64 bits"),
            ));
        }
        let size = Size::op_for_bits(bits);
        let kind = &name["llvm.intr.vector.reduce.".len()..];
        let mut it = lanes.into_iter();
        let first = it
            .next()
            .ok_or_else(|| err(self.cur_loc, "reduction of an empty vector"))?;
        let signed = kind.starts_with('s');
        let minmax = matches!(kind, "smax" | "smin" | "umax" | "umin");
        let ext = |l: &mut Self, r: Reg| {
            if !minmax {
                r
            } else if signed {
                l.sext_reg(r, bits, size)
            } else if bits < 64 {
                l.zext_reg(r, bits)
            } else {
                r
            }
        };
        let mut acc = ext(self, first);
        for r in it {
            let r = ext(self, r);
            let dst = self.gpr();
            if minmax {
                self.push(Inst::Cmp {
                    size,
                    lhs: acc,
                    rhs: Rmi::Reg(r),
                });
                let cc = match kind {
                    "smax" => Cc::G,
                    "smin" => Cc::L,
                    "umax" => Cc::A,
                    _ => Cc::B,
                };
                self.push(Inst::Cmov {
                    cc,
                    size,
                    src: acc,
                    alt: r,
                    dst,
                });
            } else {
                let aop = match kind {
                    "add" => AluOp::Add,
                    "mul" => AluOp::Imul,
                    "and" => AluOp::And,
                    "or" => AluOp::Or,
                    _ => AluOp::Xor,
                };
                self.push(Inst::Alu {
                    op: aop,
                    size,
                    src1: acc,
                    src2: Rmi::Reg(r),
                    dst,
                });
            }
            acc = dst;
        }
        self.values.insert(res, vec![acc]);
        Ok(())
    }
}

impl Lower<'_, '_> {
    /// A dense constant of an aggregate of vectors (an n-D vector lowered to nested llvm
    /// arrays): one register per lane, row-major as the leaves.
    pub(super) fn dense_aggregate_const(
        &mut self,
        a: rmlir_ir::Attribute,
        t: Type,
    ) -> Result<Option<Vec<Reg>>, Error> {
        if !matches!(self.ctx().attr_kind(a), AttrKind::DenseIntOrFp { .. }) || self.is_vector(t) {
            return Ok(None);
        }
        let leaves = self.leaves(t)?;
        let Some(&(s, _)) = leaves.first() else {
            return Ok(None);
        };
        if leaves.iter().any(|(x, _)| *x != s) {
            return Ok(None);
        }
        let Some(bits) = dense_lanes(self.ctx(), a, leaves.len(), s.bits()) else {
            return Ok(None);
        };
        let mut out = Vec::new();
        for b in bits {
            out.push(self.scalar_const(s, b)?);
        }
        Ok(Some(out))
    }

    /// `dst = (mask & 1) != 0 ? a : b` on addresses.
    fn select_addr(&mut self, mask: Reg, a: Reg, b: Reg) -> Reg {
        self.push(Inst::Test {
            size: Size::B,
            lhs: mask,
            rhs: Rmi::Imm(1),
        });
        let dst = self.gpr();
        self.push(Inst::Cmov {
            cc: Cc::Ne,
            size: Size::Q,
            src: a,
            alt: b,
            dst,
        });
        dst
    }

    fn lea(&mut self, addr: Amode) -> Reg {
        let dst = self.gpr();
        self.push(Inst::Lea {
            size: Size::Q,
            addr,
            dst,
        });
        dst
    }

    /// The masked memory intrinsics, without branches: each lane's access goes to its
    /// address when its mask bit is set, else to a stack slot (holding the pass-through
    /// lanes for loads, scratch for stores), so that masked-off lanes never touch memory.
    /// `expandload`/`compressstore` advance their pointer by one element per set bit.
    fn lower_masked(&mut self, op: OpId, name: &str) -> Result<(), Error> {
        let body = self.body;
        let operands: Vec<ValueId> = body.operands(op).collect();
        let (ptr, mask, data) = match name {
            "llvm.intr.masked.load" | "llvm.intr.masked.expandload" => {
                (operands[0], operands[1], Some(operands[2]))
            }
            "llvm.intr.masked.store" => (operands[1], operands[2], Some(operands[0])),
            _ => (operands[1], operands[2], Some(operands[0])),
        };
        let vty = self.vtype(data.expect("data"));
        let (e, n) = self
            .layout
            .vector(vty)
            .ok_or_else(|| err(self.cur_loc, format!("unsupported: '{name}' operand")))?;
        let s = self.scalar(e)?;
        let esize = self.layout.size(e);
        let base = self.get1(ptr)?;
        let masks = self.vec_regs(mask)?;
        let lanes = self.vec_regs(data.expect("data"))?;
        let is_load = name.ends_with("load");
        let slot = if is_load {
            self.spill_lanes(&lanes, s, esize, n)?
        } else {
            self.slots.push(((esize * n).max(1), esize.max(16)));
            (self.slots.len() - 1) as u32
        };
        let compact = name.ends_with("expandload") || name.ends_with("compressstore");
        let mut cur = self.lea(Amode::Base {
            base,
            index: None,
            disp: 0,
        });
        let mut out = Vec::new();
        for i in 0..n as usize {
            let disp = (i as u64 * esize) as i32;
            let real = if compact {
                cur
            } else {
                self.lea(Amode::Base {
                    base,
                    index: None,
                    disp,
                })
            };
            let fake = self.lea(Amode::Slot { slot, disp });
            let addr = self.select_addr(masks[i], real, fake);
            let a = Amode::Base {
                base: addr,
                index: None,
                disp: 0,
            };
            if is_load {
                out.push(self.load_leaf(s, a)?);
            } else {
                self.store_leaf(s, lanes[i], a)?;
            }
            if compact {
                let next = self.lea(Amode::Base {
                    base: cur,
                    index: None,
                    disp: esize as i32,
                });
                cur = self.select_addr(masks[i], next, cur);
            }
        }
        if is_load {
            self.values.insert(body.result(op, 0), out);
        }
        Ok(())
    }

    /// A `getelementptr` producing a vector of pointers (from a pointer or a vector of
    /// pointers, with scalar or vector indices), lane by lane; `false` for other ones.
    pub(super) fn lower_vector_gep(&mut self, op: OpId) -> Result<bool, Error> {
        let body = self.body;
        let res = body.result(op, 0);
        let Some((_, n)) = self.layout.vector(self.vtype(res)) else {
            return Ok(false);
        };
        if !body.has_uses(res) {
            return Ok(true);
        }
        let (terms, konst) = crate::module::gep_terms(self.layout, body, op)
            .ok_or_else(|| err(self.cur_loc, "unsupported: getelementptr form"))?;
        let base_v = body.operand(op, 0);
        let bases = if self.is_vector(self.vtype(base_v)) {
            self.vec_regs(base_v)?
        } else {
            let a = self.amode(base_v)?;
            vec![self.addr_reg(a)?; n as usize]
        };
        // Per term: its lanes (sign-extended to 64 bits) and scale.
        let mut idx = Vec::new();
        for (opi, scale) in terms {
            let iv = body.operand(op, opi);
            let t = self.vtype(iv);
            let (et, vector) = match self.layout.vector(t) {
                Some((e, _)) => (e, true),
                None => (t, false),
            };
            let bits = self.int_bits(et)?;
            let lanes = if vector {
                self.vec_regs(iv)?
            } else {
                vec![self.get1(iv)?; n as usize]
            };
            let lanes: Vec<Reg> = lanes
                .into_iter()
                .map(|r| self.sext_reg(r, bits, Size::Q))
                .collect();
            idx.push((lanes, scale));
        }
        let mut out = Vec::new();
        for l in 0..n as usize {
            let mut acc = bases[l];
            for (lanes, scale) in &idx {
                let r = lanes[l];
                let (r, shift) = match scale {
                    1 | 2 | 4 | 8 => (r, scale.trailing_zeros() as u8),
                    _ => {
                        let c = self.scalar_const(Scalar::Int(64), *scale as u64)?;
                        let m = self.gpr();
                        self.push(Inst::Alu {
                            op: AluOp::Imul,
                            size: Size::Q,
                            src1: r,
                            src2: Rmi::Reg(c),
                            dst: m,
                        });
                        (m, 0)
                    }
                };
                acc = self.lea(Amode::Base {
                    base: acc,
                    index: Some((r, shift)),
                    disp: 0,
                });
            }
            if konst != 0 {
                acc = match i32::try_from(konst) {
                    Ok(d) => self.lea(Amode::Base {
                        base: acc,
                        index: None,
                        disp: d,
                    }),
                    Err(_) => {
                        let c = self.scalar_const(Scalar::Int(64), konst as u64)?;
                        self.lea(Amode::Base {
                            base: acc,
                            index: Some((c, 0)),
                            disp: 0,
                        })
                    }
                };
            }
            out.push(acc);
        }
        self.values.insert(res, out);
        Ok(true)
    }

    /// `llvm.intr.masked.gather` / `llvm.intr.masked.scatter`: each lane accesses its own
    /// pointer when its mask bit is set, else a stack slot (holding the pass-through lane
    /// for gathers), so masked-off lanes never touch memory.
    fn lower_gather_scatter(&mut self, op: OpId, name: &str) -> Result<(), Error> {
        let body = self.body;
        let operands: Vec<ValueId> = body.operands(op).collect();
        let gather = name == "llvm.intr.masked.gather";
        let (ptrs, mask, data) = if gather {
            (operands[0], operands[1], body.result(op, 0))
        } else {
            (operands[1], operands[2], operands[0])
        };
        let (e, n) = self
            .layout
            .vector(self.vtype(data))
            .ok_or_else(|| err(self.cur_loc, format!("unsupported: '{name}' operand")))?;
        let s = self.scalar(e)?;
        let esize = self.layout.size(e);
        let addrs = self.vec_regs(ptrs)?;
        let masks = self.vec_regs(mask)?;
        let slot = if gather {
            let pass = operands.get(2).copied();
            match pass {
                Some(p) => {
                    let lanes = self.vec_regs(p)?;
                    self.spill_lanes(&lanes, s, esize, n)?
                }
                None => {
                    self.slots.push(((esize * n).max(1), esize.max(16)));
                    (self.slots.len() - 1) as u32
                }
            }
        } else {
            self.slots.push(((esize * n).max(1), esize.max(16)));
            (self.slots.len() - 1) as u32
        };
        let lanes = if gather {
            Vec::new()
        } else {
            self.vec_regs(data)?
        };
        let mut out = Vec::new();
        for i in 0..n as usize {
            let disp = (i as u64 * esize) as i32;
            let fake = self.lea(Amode::Slot { slot, disp });
            let addr = self.select_addr(masks[i], addrs[i], fake);
            let a = Amode::Base {
                base: addr,
                index: None,
                disp: 0,
            };
            if gather {
                out.push(self.load_leaf(s, a)?);
            } else {
                self.store_leaf(s, lanes[i], a)?;
            }
        }
        if gather {
            self.values.insert(data, out);
        }
        Ok(())
    }
}

/// One 128-bit register's share of a vector passed or returned in SSE registers: lanes
/// `first..first + count` (of element `elem`), `stride` bytes apart in the register.
#[derive(Copy, Clone, Debug)]
pub(super) struct VecChunk {
    pub first: usize,
    pub count: usize,
    pub stride: u64,
    pub elem: Scalar,
}

/// The lane bit patterns of a dense constant of `n` lanes of `bits` bits.
pub(super) fn dense_lanes(
    ctx: &rmlir_ir::Context,
    a: rmlir_ir::Attribute,
    n: usize,
    bits: u32,
) -> Option<Vec<u64>> {
    let AttrKind::DenseIntOrFp { data, splat, .. } = ctx.attr_kind(a) else {
        return None;
    };
    let count = if *splat { 1 } else { n };
    let read = |i: usize| -> Option<u64> {
        if bits == 1 && data.len() < count {
            // Bit-packed booleans.
            return Some(((data.get(i / 8)? >> (i % 8)) & 1) as u64);
        }
        let w = (data.len() / count.max(1)).max(1);
        let chunk = data.get(i * w..(i + 1) * w)?;
        let mut v = 0u64;
        for (k, b) in chunk.iter().take(8).enumerate() {
            v |= (*b as u64) << (8 * k);
        }
        Some(v)
    };
    (0..n).map(|i| read(if *splat { 0 } else { i })).collect()
}

/// Bitcasts that change the lane count (`<16 x i5>` to `<80 x i1>`, `<5 x i8>` to
/// `<8 x i5>`, `i8` to `<8 x i1>`): the source lanes are packed into a little-endian bit
/// string of 64-bit words (lane 0 in the lowest bits) in general registers, and the result
/// lanes are cut out of it. Lane registers keep the backend's convention: upper bits beyond
/// a lane's width are undefined.
impl Lower<'_, '_> {
    /// A lane register as an integer register (floats moved through a stack slot).
    fn lane_as_int(&mut self, s: Scalar, r: Reg) -> Result<Reg, Error> {
        if !s.is_float() {
            return Ok(r);
        }
        self.slots.push((8, 8));
        let slot = (self.slots.len() - 1) as u32;
        let addr = Amode::Slot { slot, disp: 0 };
        self.store_leaf(s, r, addr.clone())?;
        self.load_leaf(Scalar::Int(s.bits()), addr)
    }

    /// An integer register as a lane register of `s` (floats through a stack slot).
    fn int_as_lane(&mut self, s: Scalar, r: Reg) -> Result<Reg, Error> {
        if !s.is_float() {
            return Ok(r);
        }
        self.slots.push((8, 8));
        let slot = (self.slots.len() - 1) as u32;
        let addr = Amode::Slot { slot, disp: 0 };
        self.push(Inst::Store {
            size: Size::Q,
            src: r,
            addr: addr.clone(),
        });
        self.load_leaf(s, addr)
    }

    fn repack_shift(&mut self, op: ShiftOp, r: Reg, by: u32) -> Reg {
        if by == 0 {
            return r;
        }
        let dst = self.gpr();
        self.push(Inst::Shift {
            op,
            size: Size::Q,
            src: r,
            amount: Some(by as u8),
            amt_reg: r,
            dst,
        });
        dst
    }

    fn or_into(&mut self, acc: Option<Reg>, r: Reg) -> Reg {
        let Some(a) = acc else {
            return r;
        };
        let dst = self.gpr();
        self.push(Inst::Alu {
            op: AluOp::Or,
            size: Size::Q,
            src1: a,
            src2: Rmi::Reg(r),
            dst,
        });
        dst
    }

    /// The bit pieces a value of type `t` is held in, lowest first: the lanes of a vector,
    /// the two halves of a 65..=128-bit integer, or a scalar itself.
    fn bit_pieces(&self, t: Type) -> Option<Vec<Scalar>> {
        if let Some((e, n)) = self.layout.vector(t) {
            let s = self.layout.scalar(e).ok()?;
            return Some(vec![s; n as usize]);
        }
        if let Some(hi) = self.layout.wide_int_hi_bits(t) {
            return Some(vec![Scalar::Int(64), Scalar::Int(hi)]);
        }
        Some(vec![self.layout.scalar(t).ok()?])
    }

    /// Packs integer registers of the given widths (upper bits undefined) into a bit string
    /// of 64-bit words, the first piece in the lowest bits; bits past the last piece are 0.
    fn pack_bits(&mut self, pieces: &[(Reg, u32)]) -> Vec<Reg> {
        let total: u64 = pieces.iter().map(|p| p.1 as u64).sum();
        let mut words: Vec<Option<Reg>> = vec![None; total.div_ceil(64) as usize];
        let mut off = 0u64;
        for &(r, w) in pieces {
            let v = self.zext_reg(r, w);
            let (j, s) = ((off / 64) as usize, (off % 64) as u32);
            let lo = self.repack_shift(ShiftOp::Shl, v, s);
            words[j] = Some(self.or_into(words[j], lo));
            if s + w > 64 {
                let hi = self.repack_shift(ShiftOp::Shr, v, 64 - s);
                words[j + 1] = Some(self.or_into(words[j + 1], hi));
            }
            off += w as u64;
        }
        words
            .into_iter()
            .map(|w| w.expect("every word holds at least one piece's bits"))
            .collect()
    }

    /// Cuts pieces of the given widths out of the bit string `words` (upper bits of each
    /// piece's register undefined).
    fn unpack_bits(&mut self, words: &[Reg], widths: &[u32]) -> Vec<Reg> {
        let mut out = Vec::with_capacity(widths.len());
        let mut off = 0u64;
        for &w in widths {
            let (j, s) = ((off / 64) as usize, (off % 64) as u32);
            let mut v = self.repack_shift(ShiftOp::Shr, words[j], s);
            if s + w > 64 && s != 0 {
                let hi = self.repack_shift(ShiftOp::Shl, words[j + 1], 64 - s);
                v = self.or_into(Some(v), hi);
            }
            out.push(v);
            off += w as u64;
        }
        out
    }

    /// Lowers an `llvm.bitcast` whose sides have different lane counts or lane sizes.
    pub(super) fn lower_repack_bitcast(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let (a, r) = (body.operand(op, 0), body.result(op, 0));
        let unsupported = |this: &Self| {
            err(
                this.cur_loc,
                "unsupported: bitcast changing the number of vector lanes between these types",
            )
        };
        let (Some(sp), Some(dp)) = (
            self.bit_pieces(self.vtype(a)),
            self.bit_pieces(self.vtype(r)),
        ) else {
            return Err(unsupported(self));
        };
        let bits = |p: &[Scalar]| p.iter().map(|s| s.bits() as u64).sum::<u64>();
        let ok = |p: &[Scalar]| p.iter().all(|s| (1..=64).contains(&s.bits()));
        if !ok(&sp) || !ok(&dp) || bits(&sp) != bits(&dp) {
            return Err(unsupported(self));
        }
        let src = if self.is_vector(self.vtype(a)) {
            self.vec_regs(a)?
        } else {
            self.get(a)?
        };
        if src.len() != sp.len() {
            return Err(unsupported(self));
        }
        let mut pieces = Vec::with_capacity(src.len());
        for (&reg, &s) in src.iter().zip(&sp) {
            pieces.push((self.lane_as_int(s, reg)?, s.bits()));
        }
        let words = self.pack_bits(&pieces);
        let widths: Vec<u32> = dp.iter().map(|s| s.bits()).collect();
        let lanes = self.unpack_bits(&words, &widths);
        let mut out = Vec::with_capacity(lanes.len());
        for (v, &s) in lanes.into_iter().zip(&dp) {
            out.push(self.int_as_lane(s, v)?);
        }
        self.values.insert(r, out);
        Ok(())
    }

    /// Whether `t` is a vector of integers whose lanes are bit-packed in memory differently
    /// from one leaf per lane (widths other than 1, 8, 16, 32 and 64).
    pub(super) fn odd_int_vector(&self, t: Type) -> bool {
        self.layout.vector(t).is_some_and(|(e, n)| {
            n > 1
                && matches!(self.layout.scalar(e), Ok(Scalar::Int(b)) if !matches!(b, 1 | 8 | 16 | 32 | 64))
        })
    }

    /// `llvm.load` of an odd-width integer vector: LLVM's bit-packed layout (lane `i` at bit
    /// `i * width`, `ceil(n * width / 8)` bytes) read as words and cut into lanes.
    pub(super) fn lower_packed_load(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let r = body.result(op, 0);
        let pieces = self
            .bit_pieces(self.vtype(r))
            .ok_or_else(|| err(self.cur_loc, "unsupported: load of this vector type"))?;
        let widths: Vec<u32> = pieces.iter().map(|s| s.bits()).collect();
        let total: u64 = widths.iter().map(|w| *w as u64).sum();
        let addr = self.amode(body.operand(op, 0))?;
        let mut words = Vec::new();
        let bytes = total.div_ceil(8);
        let mut at = 0u64;
        while at < bytes {
            // One word: the widest loads that stay within the vector's bytes.
            let end = (at + 8).min(bytes);
            let mut word: Option<Reg> = None;
            let mut b = at;
            while b < end {
                let (kind, n) = match end - b {
                    8.. => (LoadKind::Q, 8),
                    4..=7 => (LoadKind::L, 4),
                    2..=3 => (LoadKind::ZxW, 2),
                    _ => (LoadKind::ZxB, 1),
                };
                let a = add_disp_vec(&addr, b).ok_or_else(|| err(self.cur_loc, "offset"))?;
                let dst = self.gpr();
                self.push(Inst::Load { kind, addr: a, dst });
                let part = self.repack_shift(ShiftOp::Shl, dst, ((b - at) * 8) as u32);
                word = Some(self.or_into(word, part));
                b += n;
            }
            words.push(word.expect("a word has at least one byte"));
            at = end;
        }
        let lanes = self.unpack_bits(&words, &widths);
        self.values.insert(r, lanes);
        Ok(())
    }

    /// `llvm.store` of an odd-width integer vector in LLVM's bit-packed layout (the bits past
    /// the last lane in the last byte are zero).
    pub(super) fn lower_packed_store(&mut self, op: OpId) -> Result<(), Error> {
        let body = self.body;
        let v = body.operand(op, 0);
        let pieces = self
            .bit_pieces(self.vtype(v))
            .ok_or_else(|| err(self.cur_loc, "unsupported: store of this vector type"))?;
        let regs = self.vec_regs(v)?;
        if regs.len() != pieces.len() {
            return Err(err(self.cur_loc, "vector lane count mismatch"));
        }
        let parts: Vec<(Reg, u32)> = regs
            .iter()
            .zip(&pieces)
            .map(|(r, s)| (*r, s.bits()))
            .collect();
        let total: u64 = parts.iter().map(|p| p.1 as u64).sum();
        let words = self.pack_bits(&parts);
        let addr = self.amode(body.operand(op, 1))?;
        let bytes = total.div_ceil(8);
        for (j, &w) in words.iter().enumerate() {
            let at = j as u64 * 8;
            let end = (at + 8).min(bytes);
            let mut b = at;
            while b < end {
                let (size, n) = match end - b {
                    8.. => (Size::Q, 8),
                    4..=7 => (Size::L, 4),
                    2..=3 => (Size::W, 2),
                    _ => (Size::B, 1),
                };
                let a = add_disp_vec(&addr, b).ok_or_else(|| err(self.cur_loc, "offset"))?;
                let src = self.repack_shift(ShiftOp::Shr, w, ((b - at) * 8) as u32);
                self.push(Inst::Store { size, src, addr: a });
                b += n;
            }
        }
        Ok(())
    }
}

fn add_disp_vec(a: &Amode, by: u64) -> Option<Amode> {
    super::add_disp(a, i32::try_from(by).ok()?)
}
