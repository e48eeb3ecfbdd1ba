//! Packed SIMD selection: an llvm vector whose type fills a register (128 bits: `<4 x f32>`,
//! `<2 x f64>`, `<16 x i8>`, `<8 x i16>`, `<4 x i32>`, `<2 x i64>`; 256 bits in a ymm register
//! with AVX2) lives in ONE float-class vreg, and the operations below work on whole
//! registers (SSE2 forms by default, VEX forms with AVX).
//!
//! Everything else keeps the scalarized lowering of `vector.rs`: a packed value some other
//! lowering reads is unpacked into lane leaves at that use (through a stack slot,
//! [`Lower::unpack_packed`]), and leaves are packed where a packed operation reads them
//! ([`Lower::vget`]). Vector compares produce lane masks (all ones / all zeros per lane, of
//! the compared lanes' width) that selects, masked loads and stores consume; as leaves, a
//! mask lane's low bit is its `i1`.
//!
//! Semantics follow llc's: ordered `vector.reduce.fadd`/`fmul` stay sequential (scalar
//! path) while `reassoc` ones fold halves as llc does; `fmuladd` is fused only with FMA (as
//! llc); `fma` without FMA stays the libm call per lane.

use super::{err, Lower};
use crate::layout::Scalar;
use crate::vcode::Reg;
use crate::x86_64::inst::*;
use crate::Error;
use rmlir_ir::body::{OpId, ValueId};
use rmlir_ir::ods::prop;
use rmlir_ir::Type;
use rustc_hash::FxHashMap as HashMap;

/// Packed values of a function.
#[derive(Default)]
pub(super) struct SimdState {
    /// Vectors held packed (one register per part).
    pub(super) packed: HashMap<ValueId, Vec<Reg>>,
    /// `i1` vectors held as lane masks: (registers, lane bits, ymm).
    masks: HashMap<ValueId, (Vec<Reg>, u32, bool)>,
}

/// The register shape of a packed vector type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Shape {
    pub elem: Scalar,
    pub lanes: u32,
    /// 256-bit parts (ymm).
    pub wide: bool,
    /// Registers the value is split into (wider vectors than a register: llc splits them
    /// too).
    pub parts: u32,
}

impl Shape {
    fn bits(&self) -> u32 {
        self.elem.bits()
    }
    /// Bytes of one part.
    fn bytes(&self) -> u32 {
        if self.wide {
            32
        } else {
            16
        }
    }
    /// Lanes of one part.
    fn part_lanes(&self) -> u32 {
        self.lanes / self.parts
    }
    /// The shape of one part.
    fn part(&self) -> Shape {
        Shape {
            lanes: self.part_lanes(),
            parts: 1,
            ..*self
        }
    }
    fn float(&self) -> bool {
        self.elem.is_float()
    }
    fn double(&self) -> bool {
        self.elem.bits() == 64
    }
}

/// Lane masks of dense `i1` constants and other constants: lane bit patterns as bytes.
fn lane_bytes(lanes: &[u64], bits: u32) -> Vec<u8> {
    let mut out = Vec::new();
    for l in lanes {
        out.extend_from_slice(&l.to_le_bytes()[..(bits / 8) as usize]);
    }
    out
}

impl Lower<'_, '_> {
    /// The packed shape of `t`, if values of that type are held packed.
    pub(super) fn packed_shape(&self, t: Type) -> Option<Shape> {
        if self.layout.lane_mode.get() {
            return None;
        }
        let (e, n) = self.layout.vector(t)?;
        let s = self.layout.scalar_opt(e)?;
        if !matches!(s, Scalar::F32 | Scalar::F64 | Scalar::Int(8 | 16 | 32 | 64)) {
            return None;
        }
        let total = n * s.bits() as u64;
        let (wide, parts) = if total == 128 {
            (false, 1)
        } else if self.layout.features.avx2() && total.is_multiple_of(256) {
            (true, total / 256)
        } else if total.is_multiple_of(128) {
            (false, total / 128)
        } else {
            return None;
        };
        if parts > 4 {
            return None;
        }
        Some(Shape {
            elem: s,
            lanes: n as u32,
            wide,
            parts: parts as u32,
        })
    }

    fn vex(&self) -> bool {
        self.layout.features.avx()
    }

    fn simd_slot(&mut self, sh: Shape) -> u32 {
        self.slots
            .push(((sh.bytes() * sh.parts) as u64, sh.bytes() as u64));
        (self.slots.len() - 1) as u32
    }

    fn vbin(&mut self, op: VOp, wide: bool, a: Reg, b: Reg) -> Reg {
        let dst = self.xmm();
        let vex = self.vex();
        self.push(Inst::VBin {
            op,
            wide,
            vex,
            src1: a,
            src2: b,
            dst,
        });
        dst
    }

    fn vun(&mut self, op: VUnOp, wide: bool, src: Reg) -> Reg {
        let dst = self.xmm();
        let vex = self.vex() || op == VUnOp::Vextractf128(1);
        self.push(Inst::VUn {
            op,
            wide,
            vex,
            src,
            dst,
        });
        dst
    }

    /// The ymm register of `lo` (low 128 bits) and `hi` (high 128 bits).
    pub(super) fn ymm_join(&mut self, lo: Reg, hi: Reg) -> Reg {
        let dst = self.xmm();
        self.push(Inst::VBin {
            op: VOp::Vinsertf128(1),
            wide: true,
            vex: true,
            src1: lo,
            src2: hi,
            dst,
        });
        dst
    }

    /// The high 128 bits of the ymm register `x` (its low 128 bits are `x` itself).
    pub(super) fn ymm_high(&mut self, x: Reg) -> Reg {
        self.vun(VUnOp::Vextractf128(1), true, x)
    }

    fn vconst(&mut self, bytes: Vec<u8>, wide: bool) -> Reg {
        let align = bytes.len() as u32;
        let idx = self.constant(bytes, align);
        let dst = self.xmm();
        self.push(Inst::VLoad {
            wide,
            addr: Amode::Const { idx },
            dst,
        });
        dst
    }

    /// One part's register of a splat constant.
    fn splat_const(&mut self, sh: Shape, bits: u64) -> Reg {
        let lanes = vec![bits; sh.part_lanes() as usize];
        self.vconst(lane_bytes(&lanes, sh.bits()), sh.wide)
    }

    fn ones(&mut self, wide: bool) -> Reg {
        self.vconst(vec![0xff; if wide { 32 } else { 16 }], wide)
    }

    /// The packed registers of `v` (constants loaded, leaves packed here).
    pub(super) fn vget(&mut self, v: ValueId, sh: Shape) -> Result<Vec<Reg>, Error> {
        if let Some(r) = self.simd.packed.get(&v) {
            return Ok(r.clone());
        }
        if let Some((d, name)) = self.def_op(v) {
            match name {
                "llvm.mlir.constant" => {
                    if let Some(a) = prop(self.ctx(), self.body, d, "value") {
                        if let Some(l) =
                            super::vector::dense_lanes(self.ctx(), a, sh.lanes as usize, sh.bits())
                        {
                            let pl = sh.part_lanes() as usize;
                            return Ok(l
                                .chunks(pl)
                                .map(|c| self.vconst(lane_bytes(c, sh.bits()), sh.wide))
                                .collect());
                        }
                    }
                }
                "llvm.mlir.zero" | "llvm.mlir.undef" | "llvm.mlir.poison" => {
                    let z = self.splat_const(sh, 0);
                    return Ok(vec![z; sh.parts as usize]);
                }
                _ => {}
            }
        }
        let leaves = self.get(v)?;
        if leaves.len() != sh.lanes as usize {
            return Err(err(self.cur_loc, "vector lane count mismatch"));
        }
        let slot = self.simd_slot(sh);
        let esz = sh.bits() / 8;
        for (i, r) in leaves.iter().enumerate() {
            self.store_leaf(
                sh.elem,
                *r,
                Amode::Slot {
                    slot,
                    disp: (i as u32 * esz) as i32,
                },
            )?;
        }
        Ok(self.load_parts(sh, slot))
    }

    /// The single register of `v` (a one-part shape).
    fn vget1(&mut self, v: ValueId, sh: Shape) -> Result<Reg, Error> {
        let r = self.vget(v, sh)?;
        r.first()
            .copied()
            .ok_or_else(|| err(self.cur_loc, "empty vector"))
    }

    /// Loads the parts of `sh` from stack slot `slot`.
    fn load_parts(&mut self, sh: Shape, slot: u32) -> Vec<Reg> {
        (0..sh.parts)
            .map(|p| {
                let dst = self.xmm();
                self.push(Inst::VLoad {
                    wide: sh.wide,
                    addr: Amode::Slot {
                        slot,
                        disp: (p * sh.bytes()) as i32,
                    },
                    dst,
                });
                dst
            })
            .collect()
    }

    /// Stores `regs` (parts of `sh`) into a new stack slot.
    fn store_parts(&mut self, sh: Shape, regs: &[Reg]) -> u32 {
        let slot = self.simd_slot(sh);
        for (p, r) in regs.iter().enumerate() {
            self.push(Inst::VStore {
                wide: sh.wide,
                src: *r,
                addr: Amode::Slot {
                    slot,
                    disp: (p as u32 * sh.bytes()) as i32,
                },
            });
        }
        slot
    }

    /// For a value held packed (or as a mask), its lane leaves (through a stack slot).
    pub(super) fn unpack_packed(&mut self, v: ValueId) -> Result<Option<Vec<Reg>>, Error> {
        let (regs, elem, wide) = if let Some(r) = self.simd.packed.get(&v) {
            let Some(sh) = self.packed_shape(self.vtype(v)) else {
                return Ok(None);
            };
            (r.clone(), sh.elem, sh.wide)
        } else if let Some((r, bits, wide)) = self.simd.masks.get(&v) {
            (r.clone(), Scalar::Int(*bits), *wide)
        } else {
            return Ok(None);
        };
        let per = (if wide { 256 } else { 128 }) / elem.bits();
        let sh = Shape {
            elem,
            lanes: per * regs.len() as u32,
            wide,
            parts: regs.len() as u32,
        };
        let slot = self.store_parts(sh, &regs);
        let n = self
            .layout
            .vector(self.vtype(v))
            .map(|(_, n)| n as u32)
            .unwrap_or(sh.lanes);
        let mut out = Vec::new();
        for i in 0..n.min(sh.lanes) {
            out.push(self.load_leaf(
                elem,
                Amode::Slot {
                    slot,
                    disp: (i * elem.bits() / 8) as i32,
                },
            )?);
        }
        Ok(Some(out))
    }

    /// The lane masks of the `i1` vector `v` for a selection of shape `sh` (lanes of its
    /// element's width).
    fn mask_regs(&mut self, v: ValueId, sh: Shape) -> Result<Vec<Reg>, Error> {
        let bits = sh.bits();
        if let Some((r, b, w)) = self.simd.masks.get(&v) {
            if *b == bits && *w == sh.wide && r.len() == sh.parts as usize {
                return Ok(r.clone());
            }
        }
        let n = sh.lanes as usize;
        let msh = Shape {
            elem: Scalar::Int(bits),
            ..sh
        };
        if let Some((d, "llvm.mlir.constant")) = self.def_op(v) {
            if let Some(a) = prop(self.ctx(), self.body, d, "value") {
                if let Some(l) = super::vector::dense_lanes(self.ctx(), a, n, 1) {
                    let lanes: Vec<u64> =
                        l.iter().map(|b| if b & 1 != 0 { !0 } else { 0 }).collect();
                    let pl = sh.part_lanes() as usize;
                    return Ok(lanes
                        .chunks(pl)
                        .map(|c| self.vconst(lane_bytes(c, bits), sh.wide))
                        .collect());
                }
            }
        }
        let leaves = self.get(v)?;
        if leaves.len() != n {
            return Err(err(self.cur_loc, "vector lane count mismatch"));
        }
        let slot = self.simd_slot(msh);
        let size = match bits {
            8 => Size::B,
            16 => Size::W,
            32 => Size::L,
            _ => Size::Q,
        };
        for (i, r) in leaves.iter().enumerate() {
            // 0 or -1 from the low bit.
            let one = self.gpr();
            self.push(Inst::Alu {
                op: AluOp::And,
                size: Size::Q,
                src1: *r,
                src2: Rmi::Imm(1),
                dst: one,
            });
            let m = self.gpr();
            self.push(Inst::Unary {
                op: UnaryOp::Neg,
                size: Size::Q,
                src: one,
                dst: m,
            });
            self.push(Inst::Store {
                size,
                src: m,
                addr: Amode::Slot {
                    slot,
                    disp: (i as u32 * bits / 8) as i32,
                },
            });
        }
        Ok(self.load_parts(msh, slot))
    }

    /// The packed registers a branch passes for `v` to a block parameter held packed.
    pub(super) fn simd_branch_arg(&mut self, v: ValueId) -> Result<Option<Vec<Reg>>, Error> {
        match self.packed_shape(self.vtype(v)) {
            Some(sh) => self.vget(v, sh).map(Some),
            None => Ok(None),
        }
    }

    /// A block parameter of a packed type: its registers, recorded as packed.
    pub(super) fn simd_block_param(&mut self, a: ValueId) -> Option<Vec<Reg>> {
        let sh = self.packed_shape(self.vtype(a))?;
        let r: Vec<Reg> = (0..sh.parts).map(|_| self.xmm()).collect();
        self.simd.packed.insert(a, r.clone());
        Some(r)
    }

    /// An atomic load or store (`ordering` other than not-atomic).
    /// Whether the ABI chunks of a vector (128-bit SSE registers) are exactly the 128-bit
    /// pieces of its packed shape.
    fn chunks_match(sh: Shape, chunks: &[super::vector::VecChunk]) -> bool {
        let per = (128 / sh.bits()) as usize;
        chunks.len() * per == sh.lanes as usize
            && chunks.iter().enumerate().all(|(k, c)| {
                c.first == k * per
                    && c.count == per
                    && c.stride == (sh.bits() / 8) as u64
                    && c.elem == sh.elem
            })
    }

    /// The SSE registers passing the vector `v` (its ABI `chunks`) when it is held packed.
    pub(super) fn simd_chunk_regs(
        &mut self,
        v: ValueId,
        chunks: &[super::vector::VecChunk],
    ) -> Result<Option<Vec<Reg>>, Error> {
        let Some(sh) = self.packed_shape(self.vtype(v)) else {
            return Ok(None);
        };
        if !Self::chunks_match(sh, chunks) {
            return Ok(None);
        }
        let parts = self.vget(v, sh)?;
        if !sh.wide {
            return Ok(Some(parts));
        }
        let mut out = Vec::new();
        for p in parts {
            out.push(p);
            out.push(self.vun(VUnOp::Vextractf128(1), true, p));
        }
        Ok(Some(out))
    }

    /// The ymm registers of `v` (its ABI `chunks` paired, AVX) when it is held packed in
    /// ymm parts.
    pub(super) fn packed_ymm_parts(
        &mut self,
        v: ValueId,
        chunks: &[super::vector::VecChunk],
    ) -> Result<Option<Vec<Reg>>, Error> {
        match self.packed_shape(self.vtype(v)) {
            Some(sh) if sh.wide && Self::chunks_match(sh, chunks) => Ok(Some(self.vget(v, sh)?)),
            _ => Ok(None),
        }
    }

    /// Records `v` arriving in the ymm registers `ys` (its ABI `chunks` paired) as packed;
    /// `false` when it is not held packed in ymm parts.
    pub(super) fn simd_from_ymm(
        &mut self,
        v: ValueId,
        chunks: &[super::vector::VecChunk],
        ys: &[Reg],
    ) -> bool {
        match self.packed_shape(self.vtype(v)) {
            Some(sh)
                if sh.wide && Self::chunks_match(sh, chunks) && ys.len() * 2 == chunks.len() =>
            {
                self.simd.packed.insert(v, ys.to_vec());
                true
            }
            _ => false,
        }
    }

    /// Records the vector `v` arriving in the SSE registers `xs` (its ABI `chunks`) as
    /// packed; `false` when its type is not held packed.
    pub(super) fn simd_from_chunks(
        &mut self,
        v: ValueId,
        chunks: &[super::vector::VecChunk],
        xs: &[Reg],
    ) -> Result<bool, Error> {
        let Some(sh) = self.packed_shape(self.vtype(v)) else {
            return Ok(false);
        };
        if !Self::chunks_match(sh, chunks) || xs.len() != chunks.len() {
            return Ok(false);
        }
        let parts = if sh.wide {
            xs.chunks(2)
                .map(|pair| {
                    let dst = self.xmm();
                    self.push(Inst::VBin {
                        op: VOp::Vinsertf128(1),
                        wide: true,
                        vex: true,
                        src1: pair[0],
                        src2: pair[1],
                        dst,
                    });
                    dst
                })
                .collect()
        } else {
            xs.to_vec()
        };
        self.simd.packed.insert(v, parts);
        Ok(true)
    }

    fn atomic(&self, op: OpId) -> bool {
        match prop(self.ctx(), self.body, op, "ordering").map(|a| self.ctx().attr_kind(a)) {
            Some(rmlir_ir::AttrKind::Integer { value, .. }) => value.to_i64().unwrap_or(0) > 0,
            _ => false,
        }
    }

    fn fastmath(&self, op: OpId) -> i64 {
        prop(self.ctx(), self.body, op, "fastmathFlags")
            .and_then(|a| rmlir_dialects::llvm::attrs::FASTMATH_ATTR.value(self.ctx(), a))
            .map(|f| f as i64)
            .unwrap_or(0)
    }

    /// Selects `op` packed when its types and operation allow; `false` leaves it to the
    /// scalarized lowering.
    pub(super) fn lower_simd_op(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        if self.layout.lane_mode.get() {
            return Ok(false);
        }
        let body = self.body;
        let nres = body.results(op).len();
        let res_shape = if nres == 1 {
            self.packed_shape(self.vtype(body.result(op, 0)))
        } else {
            None
        };
        let opnd = |i: usize| body.operand(op, i);
        // Scalar fused multiply-adds with FMA.
        if matches!(name, "llvm.intr.fmuladd" | "llvm.intr.fma")
            && self.layout.features.fma
            && nres == 1
        {
            let t = self.vtype(body.result(op, 0));
            if let Some(s @ (Scalar::F32 | Scalar::F64)) = self.layout.scalar_opt(t) {
                if self.layout.vector(t).is_none() {
                    let (a, b, c) = (
                        self.get1(opnd(0))?,
                        self.get1(opnd(1))?,
                        self.get1(opnd(2))?,
                    );
                    let dst = self.xmm();
                    self.push(Inst::VFma {
                        double: s == Scalar::F64,
                        packed: false,
                        wide: false,
                        acc: c,
                        a,
                        b,
                        dst,
                    });
                    self.values.insert(body.result(op, 0), vec![dst]);
                    return Ok(true);
                }
            }
        }
        match name {
            "llvm.load" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                if self.atomic(op) {
                    return Ok(false);
                }
                let addr = self.amode(opnd(0))?;
                let mut out = Vec::new();
                for p in 0..sh.parts {
                    let dst = self.xmm();
                    let addr = super::add_disp(&addr, (p * sh.bytes()) as i32)
                        .ok_or_else(|| err(self.cur_loc, "offset"))?;
                    self.push(Inst::VLoad {
                        wide: sh.wide,
                        addr,
                        dst,
                    });
                    out.push(dst);
                }
                self.simd.packed.insert(body.result(op, 0), out);
                Ok(true)
            }
            "llvm.store" => {
                let Some(sh) = self.packed_shape(self.vtype(opnd(0))) else {
                    return Ok(false);
                };
                if self.atomic(op) {
                    return Ok(false);
                }
                let src = self.vget(opnd(0), sh)?;
                let addr = self.amode(opnd(1))?;
                for (p, r) in src.into_iter().enumerate() {
                    let addr = super::add_disp(&addr, (p as u32 * sh.bytes()) as i32)
                        .ok_or_else(|| err(self.cur_loc, "offset"))?;
                    self.push(Inst::VStore {
                        wide: sh.wide,
                        src: r,
                        addr,
                    });
                }
                Ok(true)
            }
            "llvm.fadd" | "llvm.fsub" | "llvm.fmul" | "llvm.fdiv" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                let d = sh.double();
                let vop = match (name, d) {
                    ("llvm.fadd", false) => VOp::Addps,
                    ("llvm.fadd", true) => VOp::Addpd,
                    ("llvm.fsub", false) => VOp::Subps,
                    ("llvm.fsub", true) => VOp::Subpd,
                    ("llvm.fmul", false) => VOp::Mulps,
                    ("llvm.fmul", true) => VOp::Mulpd,
                    ("llvm.fdiv", false) => VOp::Divps,
                    _ => VOp::Divpd,
                };
                self.simd_binary(op, sh, vop)
            }
            "llvm.fneg" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                let a = self.vget(opnd(0), sh)?;
                let m = self.splat_const(sh, 1u64 << (sh.bits() - 1));
                let r = a
                    .into_iter()
                    .map(|x| self.vbin(VOp::Xorps, sh.wide, x, m))
                    .collect();
                self.simd.packed.insert(body.result(op, 0), r);
                Ok(true)
            }
            "llvm.add" | "llvm.sub" | "llvm.and" | "llvm.or" | "llvm.xor" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                let vop = match (name, sh.bits()) {
                    ("llvm.add", 8) => VOp::Paddb,
                    ("llvm.add", 16) => VOp::Paddw,
                    ("llvm.add", 32) => VOp::Paddd,
                    ("llvm.add", _) => VOp::Paddq,
                    ("llvm.sub", 8) => VOp::Psubb,
                    ("llvm.sub", 16) => VOp::Psubw,
                    ("llvm.sub", 32) => VOp::Psubd,
                    ("llvm.sub", _) => VOp::Psubq,
                    ("llvm.and", _) => VOp::Pand,
                    ("llvm.or", _) => VOp::Por,
                    _ => VOp::Pxor,
                };
                self.simd_binary(op, sh, vop)
            }
            "llvm.mul" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                match sh.bits() {
                    16 => self.simd_binary(op, sh, VOp::Pmullw),
                    32 if self.layout.features.sse41() => self.simd_binary(op, sh, VOp::Pmulld),
                    32 => {
                        let a = self.vget(opnd(0), sh)?;
                        let b = self.vget(opnd(1), sh)?;
                        let r = a
                            .into_iter()
                            .zip(b)
                            .map(|(x, y)| self.mul32_sse2(x, y))
                            .collect();
                        self.simd.packed.insert(body.result(op, 0), r);
                        Ok(true)
                    }
                    _ => Ok(false),
                }
            }
            "llvm.shl" | "llvm.lshr" | "llvm.ashr" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                self.simd_shift(op, name, sh)
            }
            "llvm.bitcast" | "llvm.freeze" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                let Some(ish) = self.packed_shape(self.vtype(opnd(0))) else {
                    return Ok(false);
                };
                if ish.wide != sh.wide || ish.parts != sh.parts {
                    return Ok(false);
                }
                let r = self.vget(opnd(0), ish)?;
                self.simd.packed.insert(body.result(op, 0), r);
                Ok(true)
            }
            "llvm.icmp" | "llvm.fcmp" => self.simd_compare(op, name),
            "llvm.zext" | "llvm.sext" => {
                // Lane masks widened: all ones (sext) or one (zext) per set lane.
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                let c = opnd(0);
                let from_i1 = self.layout.vector(self.vtype(c)).is_some_and(|(e, n)| {
                    n as u32 == sh.lanes && self.layout.scalar_opt(e) == Some(Scalar::Int(1))
                });
                if !from_i1 || sh.float() {
                    return Ok(false);
                }
                let m = self.mask_regs(c, sh)?;
                let r = if name == "llvm.sext" {
                    m
                } else {
                    let one = self.splat_const(sh, 1);
                    m.into_iter()
                        .map(|x| self.vbin(VOp::Pand, sh.wide, x, one))
                        .collect()
                };
                self.simd.packed.insert(body.result(op, 0), r);
                Ok(true)
            }
            "llvm.select" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                let c = opnd(0);
                if self.layout.vector(self.vtype(c)).map(|(_, n)| n as u32) != Some(sh.lanes) {
                    return Ok(false);
                }
                let m = self.mask_regs(c, sh)?;
                let a = self.vget(opnd(1), sh)?;
                let b = self.vget(opnd(2), sh)?;
                let mut r = Vec::new();
                for ((m, x), y) in m.into_iter().zip(a).zip(b) {
                    r.push(self.blend(sh, m, x, y));
                }
                self.simd.packed.insert(body.result(op, 0), r);
                Ok(true)
            }
            "llvm.sitofp" | "llvm.fptosi" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                let Some(ish) = self.packed_shape(self.vtype(opnd(0))) else {
                    return Ok(false);
                };
                let ok = ish.lanes == sh.lanes
                    && ish.parts == sh.parts
                    && ((name == "llvm.sitofp"
                        && ish.elem == Scalar::Int(32)
                        && sh.elem == Scalar::F32)
                        || (name == "llvm.fptosi"
                            && ish.elem == Scalar::F32
                            && sh.elem == Scalar::Int(32)));
                if !ok {
                    return Ok(false);
                }
                let a = self.vget(opnd(0), ish)?;
                let u = if name == "llvm.sitofp" {
                    VUnOp::Cvtdq2ps
                } else {
                    VUnOp::Cvttps2dq
                };
                let r = a.into_iter().map(|x| self.vun(u, sh.wide, x)).collect();
                self.simd.packed.insert(body.result(op, 0), r);
                Ok(true)
            }
            "llvm.intr.fmuladd" | "llvm.intr.fma" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                if !sh.float() {
                    return Ok(false);
                }
                let (a, b, c) = (
                    self.vget(opnd(0), sh)?,
                    self.vget(opnd(1), sh)?,
                    self.vget(opnd(2), sh)?,
                );
                let fma = self.layout.features.fma;
                if !fma && name == "llvm.intr.fma" {
                    return Ok(false);
                }
                let mut r = Vec::new();
                for ((a, b), c) in a.into_iter().zip(b).zip(c) {
                    r.push(if fma {
                        let dst = self.xmm();
                        self.push(Inst::VFma {
                            double: sh.double(),
                            packed: true,
                            wide: sh.wide,
                            acc: c,
                            a,
                            b,
                            dst,
                        });
                        dst
                    } else {
                        // Without FMA llc multiplies, then adds.
                        let (m, ad) = if sh.double() {
                            (VOp::Mulpd, VOp::Addpd)
                        } else {
                            (VOp::Mulps, VOp::Addps)
                        };
                        let p = self.vbin(m, sh.wide, a, b);
                        self.vbin(ad, sh.wide, p, c)
                    });
                }
                self.simd.packed.insert(body.result(op, 0), r);
                Ok(true)
            }
            "llvm.intr.fabs" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                if !sh.float() {
                    return Ok(false);
                }
                let a = self.vget(opnd(0), sh)?;
                let m = self.splat_const(sh, !(1u64 << (sh.bits() - 1)));
                let r = a
                    .into_iter()
                    .map(|x| self.vbin(VOp::Andps, sh.wide, x, m))
                    .collect();
                self.simd.packed.insert(body.result(op, 0), r);
                Ok(true)
            }
            // The magnitude bits of the first operand with the sign bit of the second
            // (`andps`/`andnps`/`orps` with the sign mask, as llc).
            "llvm.intr.copysign" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                if !sh.float() {
                    return Ok(false);
                }
                let a = self.vget(opnd(0), sh)?;
                let b = self.vget(opnd(1), sh)?;
                let sign = self.splat_const(sh, 1u64 << (sh.bits() - 1));
                let r = a
                    .into_iter()
                    .zip(b)
                    .map(|(x, y)| {
                        let s = self.vbin(VOp::Andps, sh.wide, y, sign);
                        let m = self.vbin(VOp::Andnps, sh.wide, sign, x);
                        self.vbin(VOp::Orps, sh.wide, s, m)
                    })
                    .collect();
                self.simd.packed.insert(body.result(op, 0), r);
                Ok(true)
            }
            "llvm.intr.sqrt" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                if !sh.float() {
                    return Ok(false);
                }
                let a = self.vget(opnd(0), sh)?;
                let u = if sh.double() {
                    VUnOp::Sqrtpd
                } else {
                    VUnOp::Sqrtps
                };
                let r = a.into_iter().map(|x| self.vun(u, sh.wide, x)).collect();
                self.simd.packed.insert(body.result(op, 0), r);
                Ok(true)
            }
            "llvm.extractelement" => self.simd_extract(op),
            "llvm.insertelement" => self.simd_insert(op),
            "llvm.shufflevector" => Ok(self.simd_shuffle(op)? || self.simd_shuffle_memory(op)?),
            "llvm.intr.vector.reduce.fadd" | "llvm.intr.vector.reduce.fmul" => {
                self.simd_reduce_fp(op, name)
            }
            "llvm.intr.vector.reduce.add"
            | "llvm.intr.vector.reduce.and"
            | "llvm.intr.vector.reduce.or"
            | "llvm.intr.vector.reduce.xor"
            | "llvm.intr.vector.reduce.mul"
            | "llvm.intr.vector.reduce.smax"
            | "llvm.intr.vector.reduce.smin"
            | "llvm.intr.vector.reduce.umax"
            | "llvm.intr.vector.reduce.umin" => self.simd_reduce_int(op, name),
            "llvm.intr.masked.load" | "llvm.intr.masked.store" => self.simd_masked(op, name),
            "llvm.intr.smax" | "llvm.intr.smin" | "llvm.intr.umax" | "llvm.intr.umin" => {
                let Some(sh) = res_shape else {
                    return Ok(false);
                };
                match self.minmax_op(&name["llvm.intr.".len()..], sh) {
                    Some(v) => self.simd_binary(op, sh, v),
                    None => Ok(false),
                }
            }
            _ => Ok(false),
        }
    }

    /// The packed integer min/max `kind` (`smax`...) for lanes of `sh`, where the target
    /// has it.
    fn minmax_op(&self, kind: &str, sh: Shape) -> Option<VOp> {
        if sh.float() {
            return None;
        }
        let sse41 = self.layout.features.sse41();
        let op = match (kind, sh.bits()) {
            ("smax", 16) => VOp::Pmaxsw,
            ("smin", 16) => VOp::Pminsw,
            ("umax", 8) => VOp::Pmaxub,
            ("umin", 8) => VOp::Pminub,
            ("smax", 8) if sse41 => VOp::Pmaxsb,
            ("smin", 8) if sse41 => VOp::Pminsb,
            ("umax", 16) if sse41 => VOp::Pmaxuw,
            ("umin", 16) if sse41 => VOp::Pminuw,
            ("smax", 32) if sse41 => VOp::Pmaxsd,
            ("smin", 32) if sse41 => VOp::Pminsd,
            ("umax", 32) if sse41 => VOp::Pmaxud,
            ("umin", 32) if sse41 => VOp::Pminud,
            _ => return None,
        };
        Some(op)
    }

    fn simd_binary(&mut self, op: OpId, sh: Shape, vop: VOp) -> Result<bool, Error> {
        let body = self.body;
        let a = self.vget(body.operand(op, 0), sh)?;
        let b = self.vget(body.operand(op, 1), sh)?;
        let r = a
            .into_iter()
            .zip(b)
            .map(|(x, y)| self.vbin(vop, sh.wide, x, y))
            .collect();
        self.simd.packed.insert(body.result(op, 0), r);
        Ok(true)
    }

    /// `<4 x i32>` multiply without `pmulld`, as llc does on SSE2: even and odd lanes
    /// through `pmuludq`, recombined.
    fn mul32_sse2(&mut self, a: Reg, b: Reg) -> Reg {
        let a_odd = self.vun(VUnOp::Pshufd(0xF5), false, a);
        let b_odd = self.vun(VUnOp::Pshufd(0xF5), false, b);
        let even = self.vbin(VOp::Pmuludq, false, a, b);
        let even = self.vun(VUnOp::Pshufd(0xE8), false, even);
        let odd = self.vbin(VOp::Pmuludq, false, a_odd, b_odd);
        let odd = self.vun(VUnOp::Pshufd(0xE8), false, odd);
        self.vbin(VOp::Punpckldq, false, even, odd)
    }

    fn simd_shift(&mut self, op: OpId, name: &str, sh: Shape) -> Result<bool, Error> {
        let body = self.body;
        let bits = sh.bits();
        let (by_imm, by_lane) = match (name, bits) {
            ("llvm.shl", 16) => (VOp::Psllw, None),
            ("llvm.shl", 32) => (VOp::Pslld, Some(VOp::Psllvd)),
            ("llvm.shl", 64) => (VOp::Psllq, Some(VOp::Psllvq)),
            ("llvm.lshr", 16) => (VOp::Psrlw, None),
            ("llvm.lshr", 32) => (VOp::Psrld, Some(VOp::Psrlvd)),
            ("llvm.lshr", 64) => (VOp::Psrlq, Some(VOp::Psrlvq)),
            ("llvm.ashr", 16) => (VOp::Psraw, None),
            ("llvm.ashr", 32) => (VOp::Psrad, Some(VOp::Psravd)),
            _ => return Ok(false),
        };
        let amt = body.operand(op, 1);
        let splat = self.def_op(amt).and_then(|(d, n)| {
            if n != "llvm.mlir.constant" {
                return None;
            }
            let a = prop(self.ctx(), self.body, d, "value")?;
            let l = super::vector::dense_lanes(self.ctx(), a, sh.lanes as usize, bits)?;
            l.iter().all(|x| *x == l[0]).then_some(l[0])
        });
        let r: Vec<Reg> = match (splat, by_lane) {
            (Some(c), _) if c < bits as u64 => {
                let a = self.vget(body.operand(op, 0), sh)?;
                a.into_iter()
                    .map(|x| self.vun(VUnOp::ShiftImm(by_imm, c as u8), sh.wide, x))
                    .collect()
            }
            (_, Some(v)) if self.layout.features.avx2() => {
                let a = self.vget(body.operand(op, 0), sh)?;
                let b = self.vget(amt, sh)?;
                a.into_iter()
                    .zip(b)
                    .map(|(x, y)| self.vbin(v, sh.wide, x, y))
                    .collect()
            }
            _ => return Ok(false),
        };
        self.simd.packed.insert(body.result(op, 0), r);
        Ok(true)
    }

    /// `mask ? a : b` per lane.
    fn blend(&mut self, sh: Shape, mask: Reg, a: Reg, b: Reg) -> Reg {
        if self.vex() && sh.bits() >= 32 && (sh.float() || !sh.wide || self.layout.features.avx2())
        {
            let dst = self.xmm();
            self.push(Inst::VBlendv {
                double: sh.bits() == 64,
                wide: sh.wide,
                f: b,
                t: a,
                mask,
                dst,
            });
            return dst;
        }
        let t = self.vbin(VOp::Pand, sh.wide, mask, a);
        let f = self.vbin(VOp::Pandn, sh.wide, mask, b);
        self.vbin(VOp::Por, sh.wide, t, f)
    }

    fn simd_compare(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        let body = self.body;
        let (l, r) = (body.operand(op, 0), body.operand(op, 1));
        let Some(sh) = self.packed_shape(self.vtype(l)) else {
            return Ok(false);
        };
        let pred = self.pred(op);
        let w = sh.wide;
        let res = body.result(op, 0);
        let mut masks = Vec::new();
        if name == "llvm.fcmp" {
            if !sh.float() {
                return Ok(false);
            }
            let (av, bv) = (self.vget(l, sh)?, self.vget(r, sh)?);
            let d = sh.double();
            let cmp = |s: &mut Self, x: Reg, y: Reg, imm: u8| {
                let o = if d { VOp::Cmppd(imm) } else { VOp::Cmpps(imm) };
                s.vbin(o, w, x, y)
            };
            for (a, b) in av.into_iter().zip(bv) {
                let m = match pred {
                    0 => self.splat_const(sh, 0),
                    1 => cmp(self, a, b, 0),
                    2 => cmp(self, b, a, 1),
                    3 => cmp(self, b, a, 2),
                    4 => cmp(self, a, b, 1),
                    5 => cmp(self, a, b, 2),
                    6 => {
                        let o = cmp(self, a, b, 7);
                        let n = cmp(self, a, b, 4);
                        self.vbin(VOp::Andps, w, o, n)
                    }
                    7 => cmp(self, a, b, 7),
                    8 => {
                        let u = cmp(self, a, b, 3);
                        let e = cmp(self, a, b, 0);
                        self.vbin(VOp::Orps, w, u, e)
                    }
                    9 => cmp(self, a, b, 6),
                    10 => cmp(self, a, b, 5),
                    11 => cmp(self, b, a, 6),
                    12 => cmp(self, b, a, 5),
                    13 => cmp(self, a, b, 4),
                    14 => cmp(self, a, b, 3),
                    _ => self.ones(w),
                };
                masks.push(m);
            }
        } else {
            if sh.float() {
                return Ok(false);
            }
            let bits = sh.bits();
            let f = self.layout.features;
            if bits == 64 && !(f.sse42() && (!w || f.avx2())) {
                return Ok(false);
            }
            if w && !f.avx2() {
                return Ok(false);
            }
            let (eq, gt) = match bits {
                8 => (VOp::Pcmpeqb, VOp::Pcmpgtb),
                16 => (VOp::Pcmpeqw, VOp::Pcmpgtw),
                32 => (VOp::Pcmpeqd, VOp::Pcmpgtd),
                _ => (VOp::Pcmpeqq, VOp::Pcmpgtq),
            };
            let (av, bv) = (self.vget(l, sh)?, self.vget(r, sh)?);
            for (mut a, mut b) in av.into_iter().zip(bv) {
                if matches!(pred, 6..=9) {
                    // Unsigned: flip the sign bits, compare signed.
                    let s = self.splat_const(sh, 1u64 << (bits - 1));
                    a = self.vbin(VOp::Pxor, w, a, s);
                    b = self.vbin(VOp::Pxor, w, b, s);
                }
                let not = |s: &mut Self, x: Reg| {
                    let o = s.ones(w);
                    s.vbin(VOp::Pxor, w, x, o)
                };
                let m = match pred {
                    0 => self.vbin(eq, w, a, b),
                    1 => {
                        let e = self.vbin(eq, w, a, b);
                        not(self, e)
                    }
                    2 | 6 => self.vbin(gt, w, b, a),
                    3 | 7 => {
                        let g = self.vbin(gt, w, a, b);
                        not(self, g)
                    }
                    4 | 8 => self.vbin(gt, w, a, b),
                    _ => {
                        let g = self.vbin(gt, w, b, a);
                        not(self, g)
                    }
                };
                masks.push(m);
            }
        }
        self.simd.masks.insert(res, (masks, sh.bits(), w));
        Ok(true)
    }

    /// A 128-bit register holding lane `k` of `v` (of shape `sh`) and its lane index there.
    fn low_half(&mut self, x: Reg, sh: Shape, k: u32) -> (Reg, u32) {
        if !sh.wide {
            return (x, k);
        }
        let half = sh.lanes / 2;
        if k < half {
            (x, k)
        } else {
            let dst = self.xmm();
            self.push(Inst::VUn {
                op: VUnOp::Vextractf128(1),
                wide: true,
                vex: true,
                src: x,
                dst,
            });
            (dst, k - half)
        }
    }

    fn simd_extract(&mut self, op: OpId) -> Result<bool, Error> {
        let body = self.body;
        let v = body.operand(op, 0);
        let Some(sh) = self.packed_shape(self.vtype(v)) else {
            return Ok(false);
        };
        if !self.simd.packed.contains_key(&v) {
            return Ok(false);
        }
        let Some(k) = self.const_int(body.operand(op, 1)) else {
            // A dynamic index reads the lane from a stack copy.
            if !sh.lanes.is_power_of_two() {
                return Ok(false);
            }
            let x = self.vget(v, sh)?;
            let slot = self.store_parts(sh, &x);
            let esize = (sh.bits() / 8) as u64;
            let addr = self.lane_addr(slot, body.operand(op, 1), esize, sh.lanes as u64)?;
            let r = self.load_leaf(sh.elem, addr)?;
            self.values.insert(body.result(op, 0), vec![r]);
            return Ok(true);
        };
        if k < 0 || k >= sh.lanes as i64 {
            return Ok(false);
        }
        let (part, k) = (k as u32 / sh.part_lanes(), k as u32 % sh.part_lanes());
        let x = self.vget(v, sh)?[part as usize];
        let (x, k) = self.low_half(x, sh.part(), k);
        let bits = sh.bits();
        // The 32-bit group holding the lane moved to lane 0.
        let group = k * bits / 32;
        let moved = |s: &mut Self| {
            if group == 0 {
                x
            } else if bits == 64 {
                s.vun(VUnOp::Pshufd(0xEE), false, x)
            } else {
                s.vun(VUnOp::Pshufd(group as u8), false, x)
            }
        };
        let r = match sh.elem {
            Scalar::F32 | Scalar::F64 => moved(self),
            _ => {
                let m = moved(self);
                let g = self.gpr();
                self.push(Inst::XmmToGpr {
                    size: if bits == 64 { Size::Q } else { Size::L },
                    src: m,
                    dst: g,
                });
                let sub = (k * bits) % 32;
                if bits < 32 && sub != 0 {
                    let d = self.gpr();
                    self.push(Inst::Shift {
                        op: ShiftOp::Shr,
                        size: Size::L,
                        src: g,
                        amount: Some(sub as u8),
                        amt_reg: Reg::UNDEF,
                        dst: d,
                    });
                    d
                } else {
                    g
                }
            }
        };
        self.values.insert(body.result(op, 0), vec![r]);
        Ok(true)
    }

    fn is_undef(&self, v: ValueId) -> bool {
        matches!(
            self.def_op(v),
            Some((_, "llvm.mlir.undef" | "llvm.mlir.poison"))
        )
    }

    fn simd_insert(&mut self, op: OpId) -> Result<bool, Error> {
        let body = self.body;
        let res = body.result(op, 0);
        let Some(sh) = self.packed_shape(self.vtype(res)) else {
            return Ok(false);
        };
        let (v, s, i) = (
            body.operand(op, 0),
            body.operand(op, 1),
            body.operand(op, 2),
        );
        let k = self.const_int(i);
        if k.is_some_and(|k| k < 0 || k >= sh.lanes as i64)
            || (k.is_none() && !sh.lanes.is_power_of_two())
        {
            return Ok(false);
        }
        let scalar = self.get1(s)?;
        if k == Some(0) && self.is_undef(v) {
            // The other lanes are undefined: the scalar's register is the vector.
            let r = if sh.float() {
                scalar
            } else {
                let x = self.xmm();
                self.push(Inst::GprToXmm {
                    size: if sh.bits() == 64 { Size::Q } else { Size::L },
                    src: scalar,
                    dst: x,
                });
                x
            };
            // (Other parts: any register.)
            self.simd.packed.insert(res, vec![r; sh.parts as usize]);
            return Ok(true);
        }
        let x = self.vget(v, sh)?;
        let slot = self.store_parts(sh, &x);
        let addr = match k {
            Some(k) => Amode::Slot {
                slot,
                disp: (k as u32 * sh.bits() / 8) as i32,
            },
            None => self.lane_addr(slot, i, (sh.bits() / 8) as u64, sh.lanes as u64)?,
        };
        self.store_leaf(sh.elem, scalar, addr)?;
        let r = self.load_parts(sh, slot);
        self.simd.packed.insert(res, r);
        Ok(true)
    }

    fn simd_shuffle(&mut self, op: OpId) -> Result<bool, Error> {
        let body = self.body;
        let res = body.result(op, 0);
        let Some(sh) = self.packed_shape(self.vtype(res)) else {
            return Ok(false);
        };
        let (a, b) = (body.operand(op, 0), body.operand(op, 1));
        let Some(ish) = self.packed_shape(self.vtype(a)) else {
            // Broadcasts from narrower sources (`<1 x f32>` and the like) stay scalar.
            return Ok(false);
        };
        let Some(mask) = prop(self.ctx(), body, op, "mask")
            .and_then(|m| rmlir_ir::ods::constraints::dense_i32_values(self.ctx(), m))
        else {
            return Ok(false);
        };
        let n = ish.lanes as i32;
        if ish.elem != sh.elem {
            return Ok(false);
        }
        let defined: Vec<i32> = mask.iter().copied().filter(|m| *m >= 0).collect();
        let b_undef = self.is_undef(b);
        let f = self.layout.features;
        // Broadcasts: one part's register, repeated for every part.
        if !defined.is_empty() && defined.iter().all(|m| *m == defined[0]) && defined[0] < n {
            let k = defined[0] as u32;
            let (sp, mut kk) = (k / ish.part_lanes(), k % ish.part_lanes());
            let mut x = self.vget(a, ish)?[sp as usize];
            if ish.wide && kk >= ish.part_lanes() / 2 {
                x = self.vun(VUnOp::Vextractf128(1), true, x);
                kk -= ish.part_lanes() / 2;
            }
            let bits = sh.bits();
            if kk != 0 {
                // Move lane kk to lane 0 first.
                x = match bits {
                    32 => self.vun(VUnOp::Pshufd(kk as u8), false, x),
                    64 => self.vun(VUnOp::Pshufd(0xEE), false, x),
                    _ => return Ok(false),
                };
            }
            let r = if f.avx2() && (sh.wide || bits < 32) {
                let u = match sh.elem {
                    Scalar::F32 => VUnOp::Vbroadcastss,
                    Scalar::F64 if sh.wide => VUnOp::Vbroadcastsd,
                    Scalar::F64 => VUnOp::Pshufd(0x44),
                    Scalar::Int(8) => VUnOp::Vpbroadcastb,
                    Scalar::Int(16) => VUnOp::Vpbroadcastw,
                    Scalar::Int(32) => VUnOp::Vpbroadcastd,
                    _ => VUnOp::Vpbroadcastq,
                };
                self.vun(u, sh.wide, x)
            } else {
                match bits {
                    32 => self.vun(VUnOp::Pshufd(0), false, x),
                    64 => self.vun(VUnOp::Pshufd(0x44), false, x),
                    _ => return Ok(false),
                }
            };
            self.simd.packed.insert(res, vec![r; sh.parts as usize]);
            return Ok(true);
        }
        if sh != ish || sh.wide || sh.parts != 1 {
            return Ok(false);
        }
        let lanes = sh.lanes as usize;
        // Identity.
        if mask
            .iter()
            .enumerate()
            .all(|(i, m)| *m < 0 || *m == i as i32)
        {
            let x = self.vget(a, ish)?;
            self.simd.packed.insert(res, x);
            return Ok(true);
        }
        let single_a = mask.iter().all(|m| *m < n) || b_undef;
        let r = match sh.bits() {
            32 if single_a => {
                let x = self.vget1(a, ish)?;
                let mut imm = 0u8;
                for (i, m) in mask.iter().enumerate() {
                    let l = if *m < 0 { i as i32 } else { *m % n };
                    imm |= (l as u8 & 3) << (2 * i);
                }
                self.vun(VUnOp::Pshufd(imm), false, x)
            }
            32 => {
                let (x, y) = (self.vget1(a, ish)?, self.vget1(b, ish)?);
                let src = |m: i32| if m < 0 { None } else { Some(m >= n) };
                let lane = |m: i32, i: usize| if m < 0 { i as u8 & 3 } else { (m % n) as u8 };
                let m: Vec<i32> = mask.clone();
                if m == [0, 4, 1, 5] {
                    self.vbin(VOp::Unpcklps, false, x, y)
                } else if m == [2, 6, 3, 7] {
                    self.vbin(VOp::Unpckhps, false, x, y)
                } else if m[..2].iter().all(|v| src(*v) != Some(true))
                    && m[2..].iter().all(|v| src(*v) != Some(false))
                {
                    let imm = lane(m[0], 0)
                        | (lane(m[1], 1) << 2)
                        | (lane(m[2], 2) << 4)
                        | (lane(m[3], 3) << 6);
                    self.vbin(VOp::Shufps(imm), false, x, y)
                } else if m[..2].iter().all(|v| src(*v) != Some(false))
                    && m[2..].iter().all(|v| src(*v) != Some(true))
                {
                    let imm = lane(m[0], 0)
                        | (lane(m[1], 1) << 2)
                        | (lane(m[2], 2) << 4)
                        | (lane(m[3], 3) << 6);
                    self.vbin(VOp::Shufps(imm), false, y, x)
                } else {
                    return Ok(false);
                }
            }
            64 if single_a => {
                let x = self.vget1(a, ish)?;
                let l0 = if mask[0] < 0 { 0 } else { mask[0] % n } as u8;
                let l1 = if mask[1] < 0 { 1 } else { mask[1] % n } as u8;
                let imm = (2 * l0) | ((2 * l0 + 1) << 2) | ((2 * l1) << 4) | ((2 * l1 + 1) << 6);
                self.vun(VUnOp::Pshufd(imm), false, x)
            }
            64 => {
                let (x, y) = (self.vget1(a, ish)?, self.vget1(b, ish)?);
                let l = |m: i32, d: i32| if m < 0 { d } else { m };
                let (m0, m1) = (l(mask[0], 0), l(mask[1], 3));
                match (m0 >= n, m1 >= n) {
                    (false, true) => self.vbin(
                        VOp::Shufpd((m0 as u8) | (((m1 - n) as u8) << 1)),
                        false,
                        x,
                        y,
                    ),
                    (true, false) => self.vbin(
                        VOp::Shufpd(((m0 - n) as u8) | ((m1 as u8) << 1)),
                        false,
                        y,
                        x,
                    ),
                    _ => return Ok(false),
                }
            }
            _ => return Ok(false),
        };
        let _ = lanes;
        self.simd.packed.insert(res, vec![r]);
        Ok(true)
    }

    /// Any shuffle of packed operands: lane by lane through stack copies (no unpacking into
    /// registers).
    fn simd_shuffle_memory(&mut self, op: OpId) -> Result<bool, Error> {
        let body = self.body;
        let res = body.result(op, 0);
        let Some(sh) = self.packed_shape(self.vtype(res)) else {
            return Ok(false);
        };
        let (a, b) = (body.operand(op, 0), body.operand(op, 1));
        let Some(ish) = self.packed_shape(self.vtype(a)) else {
            return Ok(false);
        };
        let Some(mask) = prop(self.ctx(), body, op, "mask")
            .and_then(|m| rmlir_ir::ods::constraints::dense_i32_values(self.ctx(), m))
        else {
            return Ok(false);
        };
        if ish.elem != sh.elem || mask.len() != sh.lanes as usize {
            return Ok(false);
        }
        let n = ish.lanes as i32;
        let av = self.vget(a, ish)?;
        let sa = self.store_parts(ish, &av);
        let sb = if mask.iter().any(|m| *m >= n) {
            let bv = self.vget(b, ish)?;
            Some(self.store_parts(ish, &bv))
        } else {
            None
        };
        let out = self.simd_slot(sh);
        let esz = sh.bits() / 8;
        for (i, m) in mask.iter().enumerate() {
            if *m < 0 {
                continue;
            }
            let (slot, l) = if *m < n {
                (sa, *m)
            } else {
                (sb.expect("second operand"), *m - n)
            };
            let r = self.load_leaf(
                sh.elem,
                Amode::Slot {
                    slot,
                    disp: l * esz as i32,
                },
            )?;
            self.store_leaf(
                sh.elem,
                r,
                Amode::Slot {
                    slot: out,
                    disp: (i as u32 * esz) as i32,
                },
            )?;
        }
        let r = self.load_parts(sh, out);
        self.simd.packed.insert(res, r);
        Ok(true)
    }

    /// Folds the lanes of `x` (shape `sh`) by halves with `fold` down to lane 0 of a 128-bit
    /// register.
    /// (Parts first, the upper half into the lower half while their count is even: llc's
    /// order.) `fold` gets whether its operands are ymm registers.
    fn fold_halves(
        &mut self,
        parts: Vec<Reg>,
        sh: Shape,
        fold: &mut dyn FnMut(&mut Self, bool, Reg, Reg) -> Reg,
    ) -> Reg {
        let mut w = parts;
        while w.len() > 1 {
            let h = w.len() / 2;
            let mut next = Vec::with_capacity(h + 1);
            for i in 0..h {
                next.push(fold(self, sh.wide, w[i], w[i + h]));
            }
            if !w.len().is_multiple_of(2) {
                // (Odd counts: only integer reductions, where order does not matter.)
                let last = next.pop().expect("part");
                next.push(fold(self, sh.wide, last, w[w.len() - 1]));
            }
            w = next;
        }
        let mut x = w[0];
        let mut lanes = sh.part_lanes();
        if sh.wide {
            let hi = self.vun(VUnOp::Vextractf128(1), true, x);
            x = fold(self, false, x, hi);
            lanes /= 2;
        }
        let bits = sh.bits();
        while lanes > 1 {
            let half_bytes = lanes * bits / 8 / 2;
            let hi = match half_bytes {
                8 => self.vun(VUnOp::Pshufd(0xEE), false, x),
                4 => self.vun(VUnOp::Pshufd(0x55), false, x),
                _ => self.vun(VUnOp::Psrldq(half_bytes as u8), false, x),
            };
            x = fold(self, false, x, hi);
            lanes /= 2;
        }
        x
    }

    fn simd_reduce_fp(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        let body = self.body;
        let v = body.operand(op, 1);
        let Some(sh) = self.packed_shape(self.vtype(v)) else {
            return Ok(false);
        };
        // Ordered reductions stay sequential (the scalar path).
        if self.fastmath(op) & 64 == 0
            || !sh.float()
            || !sh.parts.is_power_of_two()
            || !self.simd.packed.contains_key(&v)
        {
            return Ok(false);
        }
        let x = self.vget(v, sh)?;
        let add = name.ends_with("fadd");
        let d = sh.double();
        let vop = match (add, d) {
            (true, false) => VOp::Addps,
            (true, true) => VOp::Addpd,
            (false, false) => VOp::Mulps,
            (false, true) => VOp::Mulpd,
        };
        let r = self.fold_halves(x, sh, &mut |s, w, a, b| s.vbin(vop, w, a, b));
        let start = self.get1(body.operand(op, 0))?;
        let dst = self.xmm();
        self.push(Inst::Xmm {
            op: if add { XmmOp::Add } else { XmmOp::Mul },
            double: d,
            src1: start,
            src2: r,
            dst,
        });
        self.values.insert(body.result(op, 0), vec![dst]);
        Ok(true)
    }

    fn simd_reduce_int(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        let body = self.body;
        let v = body.operand(op, 0);
        let Some(sh) = self.packed_shape(self.vtype(v)) else {
            return Ok(false);
        };
        if sh.float() || !self.simd.packed.contains_key(&v) {
            return Ok(false);
        }
        let bits = sh.bits();
        let sse41 = self.layout.features.sse41();
        let vop = match (name, bits) {
            ("llvm.intr.vector.reduce.add", 8) => VOp::Paddb,
            ("llvm.intr.vector.reduce.add", 16) => VOp::Paddw,
            ("llvm.intr.vector.reduce.add", 32) => VOp::Paddd,
            ("llvm.intr.vector.reduce.add", _) => VOp::Paddq,
            ("llvm.intr.vector.reduce.and", _) => VOp::Pand,
            ("llvm.intr.vector.reduce.or", _) => VOp::Por,
            ("llvm.intr.vector.reduce.xor", _) => VOp::Pxor,
            ("llvm.intr.vector.reduce.mul", 16) => VOp::Pmullw,
            ("llvm.intr.vector.reduce.mul", 32) => VOp::Pmulld,
            (n, _) => match self.minmax_op(&n["llvm.intr.vector.reduce.".len()..], sh) {
                Some(v) => v,
                None => return Ok(false),
            },
        };
        let x = self.vget(v, sh)?;
        let r = self.fold_halves(x, sh, &mut |s, w, a, b| {
            if vop == VOp::Pmulld && !sse41 {
                s.mul32_sse2(a, b)
            } else {
                s.vbin(vop, w, a, b)
            }
        });
        let g = self.gpr();
        self.push(Inst::XmmToGpr {
            size: if bits == 64 { Size::Q } else { Size::L },
            src: r,
            dst: g,
        });
        self.values.insert(body.result(op, 0), vec![g]);
        Ok(true)
    }

    /// AVX masked loads and stores of 32- and 64-bit lanes.
    fn simd_masked(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        if !self.vex() {
            return Ok(false);
        }
        let body = self.body;
        let load = name == "llvm.intr.masked.load";
        let (ptr, mask, data) = if load {
            (body.operand(op, 0), body.operand(op, 1), body.result(op, 0))
        } else {
            (
                body.operand(op, 1),
                body.operand(op, 2),
                body.operand(op, 0),
            )
        };
        let Some(sh) = self.packed_shape(self.vtype(data)) else {
            return Ok(false);
        };
        if sh.bits() < 32 {
            return Ok(false);
        }
        let int = !sh.float() && self.layout.features.avx2();
        let ms = self.mask_regs(mask, sh)?;
        let base = self.amode(ptr)?;
        let addrs = (0..sh.parts)
            .map(|p| {
                super::add_disp(&base, (p * sh.bytes()) as i32)
                    .ok_or_else(|| err(self.cur_loc, "offset"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if load {
            let pass = body.operands(op).nth(2);
            let zero_pass = pass.is_none_or(|pass| {
                self.is_undef(pass)
                    || matches!(self.def_op(pass), Some((_, "llvm.mlir.zero")))
                    || self.def_op(pass).is_some_and(|(d, n)| {
                        n == "llvm.mlir.constant"
                            && prop(self.ctx(), self.body, d, "value")
                                .and_then(|a| {
                                    super::vector::dense_lanes(
                                        self.ctx(),
                                        a,
                                        sh.lanes as usize,
                                        sh.bits(),
                                    )
                                })
                                .is_some_and(|l| l.iter().all(|x| *x == 0))
                    })
            });
            let pv = match pass {
                Some(pass) if !zero_pass => Some(self.vget(pass, sh)?),
                _ => None,
            };
            let mut out = Vec::new();
            for (p, (m, addr)) in ms.into_iter().zip(addrs).enumerate() {
                let dst = self.xmm();
                self.push(Inst::VMaskMov {
                    store: false,
                    int,
                    double: sh.double(),
                    wide: sh.wide,
                    mask: m,
                    addr,
                    reg: dst,
                });
                out.push(match &pv {
                    Some(pv) => self.blend(sh, m, dst, pv[p]),
                    None => dst,
                });
            }
            self.simd.packed.insert(data, out);
        } else {
            let src = self.vget(data, sh)?;
            for ((m, addr), r) in ms.into_iter().zip(addrs).zip(src) {
                self.push(Inst::VMaskMov {
                    store: true,
                    int,
                    double: sh.double(),
                    wide: sh.wide,
                    mask: m,
                    addr,
                    reg: r,
                });
            }
        }
        Ok(true)
    }
}
