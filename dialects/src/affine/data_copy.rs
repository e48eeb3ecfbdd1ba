//! Building blocks of upstream's explicit copy generation (`affineDataCopyGenerate` /
//! `generateCopy` in `Affine/Utils/LoopUtils.cpp`, driven by the
//! `-affine-data-copy-generate` pass): the copy options with upstream's defaults, the
//! multi-level DMA strides of a region's buffer, and the byte size of a fast buffer.
//!
//! The pass handles copies of whole top-level ranges of a function with constant-size
//! regions as DMAs; what it cannot reproduce byte for byte (copies placed inside loops,
//! parametric regions, point-wise copy loops, multi-level strides, ...) fails with
//! "unsupported in rmlir's affine-data-copy-generate: <what>".

/// Upstream `AffineCopyOptions`, with the pass options' defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopyOptions {
    /// `generate-dma` (default true): `affine.dma_start`/`affine.dma_wait` pairs instead of
    /// point-wise copy loop nests.
    pub generate_dma: bool,
    /// `slow-mem-space` (default 0).
    pub slow_memory_space: u64,
    /// `fast-mem-space` (default 1): memrefs already in it are not copied.
    pub fast_memory_space: u64,
    /// `tag-mem-space` (default 0): memory space of the DMA tags (`memref<1xi32>`).
    pub tag_memory_space: u64,
    /// `fast-mem-capacity` in KiB converted to bytes (default unlimited).
    pub fast_mem_capacity_bytes: u64,
}

impl Default for CopyOptions {
    fn default() -> Self {
        CopyOptions {
            generate_dma: true,
            slow_memory_space: 0,
            fast_memory_space: 1,
            tag_memory_space: 0,
            fast_mem_capacity_bytes: u64::MAX,
        }
    }
}

impl CopyOptions {
    /// The capacity in bytes for a `fast-mem-capacity` option in KiB (upstream multiplies
    /// by 1024; the unlimited default stays unlimited).
    pub fn capacity_from_kib(kib: u64) -> u64 {
        if kib == u64::MAX {
            u64::MAX
        } else {
            kib.saturating_mul(1024)
        }
    }
}

/// One level of DMA striding: every `stride` elements of the original memref,
/// `num_elt_per_stride` elements are transferred.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct StrideInfo {
    pub stride: i64,
    pub num_elt_per_stride: i64,
}

/// Upstream `getMultiLevelStrides`: from the innermost dimension outwards, a stride level
/// is needed where the buffer is shorter than the memref along a dimension and longer
/// than one along the next major dimension. `memref_shape` and `buffer_shape` have the
/// same rank; rank 0 and 1 need no striding.
pub fn multi_level_strides(memref_shape: &[i64], buffer_shape: &[i64]) -> Vec<StrideInfo> {
    let mut out = Vec::new();
    if buffer_shape.len() <= 1 || memref_shape.len() != buffer_shape.len() {
        return out;
    }
    let mut stride = 1i64;
    let mut num_elt_per_stride = 1i64;
    for d in (1..buffer_shape.len()).rev() {
        let dim = memref_shape[d];
        stride = stride.saturating_mul(dim);
        num_elt_per_stride = num_elt_per_stride.saturating_mul(buffer_shape[d]);
        if buffer_shape[d] < dim && buffer_shape[d - 1] > 1 {
            out.push(StrideInfo {
                stride,
                num_elt_per_stride,
            });
        }
    }
    out
}

/// Upstream `getMemRefSizeInBytes` for the constant-shaped fast buffer: the element count
/// times the element size in bytes (`None` on overflow or a dynamic dimension).
pub fn buffer_size_bytes(shape: &[i64], elt_size_bytes: i64) -> Option<i64> {
    let mut n = 1i64;
    for &d in shape {
        if d < 0 {
            return None;
        }
        n = n.checked_mul(d)?;
    }
    n.checked_mul(elt_size_bytes)
}

// ---------------------------------------------------------------------------------------
// The `-affine-data-copy-generate` pass, for the cases implemented so far: copies at the
// top level of a function's entry block (regions with constant bounds), as DMAs.

use super::fusion::{constant_bound_on_dim_size, memref_shape_elem};
use super::region::{memory_footprint_bytes, MemRefRegion};
use super::simplify::simplify_affine_map;
use super::utils::{
    canonicalize_map_and_operands, fully_compose_affine_map_and_operands, map_attr, op_map,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::types::TypeKind;
use rmlir_ir::{BlockId, Body, Builder, Context, OpId, ValueId};

const ARGUMENT: &str = "affine-data-copy-generate";
const DESCRIPTION: &str = "Generate explicit copying for affine memory operations";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(DataCopyGenerate {
                options: PassOptions::new()
                    .with(
                        "fast-mem-capacity",
                        "Set fast memory space capacity in KiB (default: unlimited)",
                        OptValue::UInt(u64::MAX),
                    )
                    .with(
                        "fast-mem-space",
                        "Fast memory space identifier for copy generation (default: 1)",
                        OptValue::UInt(1),
                    )
                    .with(
                        "generate-dma",
                        "Generate DMA instead of point-wise copy",
                        OptValue::Bool(true),
                    )
                    .with(
                        "min-dma-transfer",
                        "Minimum DMA transfer size supported by the target in bytes",
                        OptValue::Int(1024),
                    )
                    .with(
                        "skip-non-unit-stride-loops",
                        "Testing purposes: avoid non-unit stride loop choice depths for copy placement",
                        OptValue::Bool(false),
                    )
                    .with(
                        "slow-mem-space",
                        "Slow memory space identifier for copy generation (default: 0)",
                        OptValue::UInt(0),
                    )
                    .with(
                        "tag-mem-space",
                        "Tag memory space identifier for copy generation (default: 0)",
                        OptValue::UInt(0),
                    ),
            })
        },
    }
}

pub struct DataCopyGenerate {
    options: PassOptions,
}

impl Pass for DataCopyGenerate {
    fn name(&self) -> &'static str {
        "AffineDataCopyGeneration"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let o = &self.options;
        let opts = CopyOptions {
            generate_dma: o.bool("generate-dma"),
            slow_memory_space: o.uint("slow-mem-space"),
            fast_memory_space: o.uint("fast-mem-space"),
            tag_memory_space: o.uint("tag-mem-space"),
            fast_mem_capacity_bytes: CopyOptions::capacity_from_kib(o.uint("fast-mem-capacity")),
        };
        let skip = o.bool("skip-non-unit-stride-loops");
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let Some(entry) = func_entry(body) else {
            return Ok(());
        };
        // The pass's own zero index at the function's start.
        let mut g = Gen {
            ctx: cx.ctx,
            opts,
            skip,
        };
        g.constant_at_top(body, 0);
        match g.run_on_block(body, entry) {
            Ok(()) => Ok(()),
            Err(msg) => {
                let d = op.error(
                    cx.ctx,
                    format!("unsupported in rmlir's affine-data-copy-generate: {msg}"),
                );
                cx.emit(d);
                Err(())
            }
        }
    }
}

fn func_loc(body: &Body) -> rmlir_ir::Location {
    let entry = func_entry(body).expect("function body");
    let op = body.first_op(entry).expect("non-empty entry block");
    body.loc(op)
}

fn func_entry(body: &Body) -> Option<BlockId> {
    let r = *body.root_regions().first()?;
    body.region_blocks(r).next()
}

struct Gen<'c> {
    ctx: &'c Context,
    opts: CopyOptions,
    skip: bool,
}

type GenResult<T> = Result<T, &'static str>;

impl Gen<'_> {
    fn name<'a>(&'a self, body: &Body, op: OpId) -> &'a str {
        self.ctx.op_name_str(body.op_name(op))
    }

    /// An `arith.constant N : index` inserted before the first op of the function.
    fn constant_at_top(&self, body: &mut Body, v: i64) -> (OpId, ValueId) {
        let entry = func_entry(body).expect("function body");
        self.constant_at(body, InsertPoint::BlockStart(entry), v)
    }

    fn constant_at(&self, body: &mut Body, at: InsertPoint, v: i64) -> (OpId, ValueId) {
        let ctx = self.ctx;
        let index = ctx.index_type();
        let loc = func_loc(body);
        let mut spec = OpSpec::new(ctx.op_name("arith.constant"), loc);
        spec.result_types = std::slice::from_ref(&index);
        spec.props.push(Some(ctx.int_attr(index, v)));
        let k = Builder::at(body, at).create(spec);
        (k, body.result(k, 0))
    }

    fn is_copy_candidate(&self, body: &Body, op: OpId) -> bool {
        matches!(
            self.name(body, op),
            "affine.load" | "affine.store" | "affine.for"
        )
    }

    fn run_on_block(&mut self, body: &mut Body, block: BlockId) -> GenResult<()> {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let mut cur_begin = ops.iter().position(|o| self.is_copy_candidate(body, *o));
        let mut it = cur_begin;
        while let Some(i) = it {
            if i >= ops.len() {
                break;
            }
            let op = ops[i];
            if self.name(body, op) == "affine.for" {
                if let Some(b) = cur_begin {
                    self.generate(body, &ops[b..i], ops[i])?;
                }
                let recurse = if self.skip {
                    for_step(self.ctx, body, op) != Some(1)
                } else {
                    memory_footprint_bytes(self.ctx, body, op)
                        .is_some_and(|f| f as u64 > self.opts.fast_mem_capacity_bytes)
                };
                if recurse {
                    return Err("copies inside loops");
                }
                let next = ops.get(i + 1).copied().ok_or("unterminated block")?;
                self.generate(body, &ops[i..=i], next)?;
                cur_begin = (i + 1..ops.len()).find(|j| self.is_copy_candidate(body, ops[*j]));
                it = cur_begin;
            } else {
                it = Some(i + 1);
            }
        }
        if let Some(b) = cur_begin {
            let last = ops.len() - 1;
            if b < last {
                self.generate(body, &ops[b..last], ops[last])?;
            }
        }
        Ok(())
    }

    /// Upstream `affineDataCopyGenerate` over the top-level ops `range`, followed by `end`.
    fn generate(&mut self, body: &mut Body, range: &[OpId], end: OpId) -> GenResult<()> {
        if range.is_empty() {
            return Ok(());
        }
        if super::region::nesting_depth(self.ctx, body, range[0]) != 0 {
            return Err("copies inside loops");
        }
        let mut accesses = Vec::new();
        for &op in range {
            collect_accesses(self.ctx, body, op, &mut accesses);
        }
        let mut reads: Vec<MemRefRegion> = Vec::new();
        let mut writes: Vec<MemRefRegion> = Vec::new();
        for a in accesses {
            let region = MemRefRegion::compute(self.ctx, body, a, 0, true)
                .map_err(|_| "regions that cannot be computed")?;
            let space = memory_space(self.ctx, body.value_type(region.memref))
                .ok_or("unsupported memref type")?;
            if space != self.opts.slow_memory_space {
                continue;
            }
            let list = if region.write {
                &mut writes
            } else {
                &mut reads
            };
            match list.iter_mut().find(|r| r.memref == region.memref) {
                Some(r) => r
                    .union_bounding_box(&region)
                    .ok_or("non-constant region unions")?,
                None => list.push(region),
            }
        }
        for r in reads.iter_mut() {
            if let Some(w) = writes.iter_mut().find(|w| w.memref == r.memref) {
                r.union_bounding_box(w)
                    .ok_or("non-constant region unions")?;
                w.cst = r.cst.clone();
            }
        }
        let mut state = RangeState {
            begin: range[0],
            end,
            last: *range.last().expect("non-empty"),
            fast: Vec::new(),
        };
        for r in reads.iter().chain(writes.iter()) {
            self.generate_copy(body, r, &mut state)?;
        }
        Ok(())
    }

    fn generate_copy(
        &mut self,
        body: &mut Body,
        region: &MemRefRegion,
        st: &mut RangeState,
    ) -> GenResult<()> {
        let ctx = self.ctx;
        let (zero_op, zero) = self.constant_at_top(body, 0);
        let top = InsertPoint::Before(zero_op);
        let mem_ty = body.value_type(region.memref);
        let (mshape, elem, identity) =
            memref_shape_elem(ctx, mem_ty).ok_or("unsupported memref type")?;
        if !identity {
            return Err("non-identity layouts");
        }
        let rank = mshape.len();
        let cst = &region.cst;
        if cst.num_dims_and_symbols() != rank {
            return Err("parametric regions");
        }
        let mut shape = Vec::with_capacity(rank);
        let mut offsets = Vec::with_capacity(rank);
        let mut num_elements = 1i64;
        for d in 0..rank {
            let (diff, lb, div) =
                constant_bound_on_dim_size(cst, d).ok_or("non-constant regions")?;
            shape.push(diff);
            num_elements = num_elements.saturating_mul(diff);
            offsets.push(lb.last().copied().unwrap_or(0).div_euclid(div.max(1)));
        }
        if num_elements == 0 {
            return Ok(());
        }
        let prologue = InsertPoint::Before(st.begin);
        let epilogue_at = st.end;
        let is_write = region.write;
        let b = if is_write {
            InsertPoint::Before(st.end)
        } else {
            prologue
        };
        let mut mem_indices = Vec::with_capacity(rank);
        for &off in &offsets {
            if off == 0 {
                mem_indices.push(zero);
            } else {
                mem_indices.push(self.constant_at(body, top, off).1);
            }
        }
        let buf_indices = vec![zero; rank];
        let existing = st
            .fast
            .iter()
            .find(|(m, _)| *m == region.memref)
            .map(|p| p.1);
        let fast = match existing {
            Some(f) => f,
            None => {
                let space = self.opts.fast_memory_space;
                let ty = ctx.get_type(TypeKind::MemRef {
                    shape: shape.clone().into(),
                    elem,
                    layout: None,
                    memory_space: (space != 0)
                        .then(|| ctx.int_attr(ctx.integer_type(64), space as i64)),
                });
                let f = self.alloc(body, prologue, ty);
                st.fast.push((region.memref, f));
                f
            }
        };
        let (_, num_el) = self.constant_at(body, top, num_elements);
        let strides = multi_level_strides(&mshape, &shape);
        if strides.len() > 1 {
            return Err("multi-level strided copies");
        }
        let stride_vals = match strides.first() {
            Some(s) => {
                let a = self.constant_at(body, top, s.stride).1;
                let e = self.constant_at(body, top, s.num_elt_per_stride).1;
                vec![a, e]
            }
            None => Vec::new(),
        };
        if !self.opts.generate_dma {
            return Err("point-wise copies");
        }
        let is_copy_out_at_end = true;
        let mut n_end = st.end;
        let i32t = ctx.integer_type(32);
        let tag_ty = ctx.get_type(TypeKind::MemRef {
            shape: vec![1].into(),
            elem: i32t,
            layout: None,
            memory_space: (self.opts.tag_memory_space != 0)
                .then(|| ctx.int_attr(ctx.integer_type(64), self.opts.tag_memory_space as i64)),
        });
        let tag = self.alloc(body, prologue, tag_ty);
        let id = |n: usize| map_attr(ctx, AffineMap::multi_dim_identity(n as u32));
        let mut operands = Vec::new();
        let (src, src_idx, dst, dst_idx) = if is_write {
            (fast, &buf_indices, region.memref, &mem_indices)
        } else {
            (region.memref, &mem_indices, fast, &buf_indices)
        };
        operands.push(src);
        operands.extend(src_idx.iter().copied());
        operands.push(dst);
        operands.extend(dst_idx.iter().copied());
        operands.push(tag);
        operands.push(zero);
        operands.push(num_el);
        operands.extend(stride_vals);
        let loc = func_loc(body);
        let mut spec = OpSpec::new(ctx.op_name("affine.dma_start"), loc);
        spec.operands = &operands;
        let start = Builder::at(body, b).create(spec);
        body.set_attr(ctx, start, ctx.ident("src_map"), Some(id(rank)));
        body.set_attr(ctx, start, ctx.ident("dst_map"), Some(id(rank)));
        body.set_attr(ctx, start, ctx.ident("tag_map"), Some(id(1)));
        if is_write && is_copy_out_at_end {
            n_end = start;
        }
        let wait_ops = [tag, zero, num_el];
        let mut spec = OpSpec::new(ctx.op_name("affine.dma_wait"), loc);
        spec.operands = &wait_ops;
        let wait = Builder::at(body, b).create(spec);
        body.set_attr(ctx, wait, ctx.ident("tag_map"), Some(id(1)));
        let tag_dealloc = self.dealloc(body, InsertPoint::Before(epilogue_at), tag);
        if n_end == st.end && is_copy_out_at_end {
            n_end = tag_dealloc;
        }
        if existing.is_none() {
            self.dealloc(body, InsertPoint::Before(epilogue_at), fast);
        }
        // Replace the uses in [begin, last] with the buffer, shifted by the offsets.
        let remap = AffineMap::new(
            rank as u32,
            0,
            (0..rank)
                .map(|i| AffineExpr::dim(i as u32).sub(&AffineExpr::constant(offsets[i])))
                .collect(),
        );
        let remap = simplify_affine_map(&remap);
        replace_in_range(ctx, body, region.memref, fast, &remap, st.begin, st.last);
        // Upstream recomputes `begin` from its predecessor after the prologue copies were
        // inserted before it: it stays the same op.
        st.end = n_end;
        Ok(())
    }

    fn alloc(&self, body: &mut Body, at: InsertPoint, ty: rmlir_ir::Type) -> ValueId {
        let ctx = self.ctx;
        let loc = func_loc(body);
        let mut spec = OpSpec::new(ctx.op_name("memref.alloc"), loc);
        spec.result_types = std::slice::from_ref(&ty);
        let info = ctx
            .op_info(ctx.op_name("memref.alloc"))
            .expect("memref.alloc");
        if let Some(slot) = info.prop_index("operandSegmentSizes") {
            spec.props.resize(slot + 1, None);
            spec.props[slot] = Some(rmlir_ir::ods::constraints::dense_i32_array(ctx, &[0, 0]));
        }
        let op = Builder::at(body, at).create(spec);
        body.result(op, 0)
    }

    fn dealloc(&self, body: &mut Body, at: InsertPoint, v: ValueId) -> OpId {
        let loc = func_loc(body);
        let ops = [v];
        let mut spec = OpSpec::new(self.ctx.op_name("memref.dealloc"), loc);
        spec.operands = &ops;
        Builder::at(body, at).create(spec)
    }
}

struct RangeState {
    begin: OpId,
    end: OpId,
    last: OpId,
    fast: Vec<(ValueId, ValueId)>,
}

fn memory_space(ctx: &Context, ty: rmlir_ir::Type) -> Option<u64> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { memory_space, .. } => match memory_space {
            None => Some(0),
            Some(a) => super::utils::int_attr_value(ctx, *a).and_then(|v| u64::try_from(v).ok()),
        },
        _ => None,
    }
}

fn for_step(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    let a = rmlir_ir::ods::prop(ctx, body, op, "step")?;
    super::utils::int_attr_value(ctx, a)
}

fn collect_accesses(ctx: &Context, body: &Body, op: OpId, out: &mut Vec<OpId>) {
    if matches!(
        ctx.op_name_str(body.op_name(op)),
        "affine.load" | "affine.store"
    ) {
        out.push(op);
    }
    for r in body.regions(op).to_vec() {
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            for o in body.block_ops(b).collect::<Vec<_>>() {
                collect_accesses(ctx, body, o, out);
            }
        }
    }
}

/// Upstream `replaceAllMemRefUsesWith` restricted to the ops whose ancestor in `first`'s
/// block lies in `[first, last]`: each affine load/store of `old` there accesses `new`
/// through `remap` composed with its map.
fn replace_in_range(
    ctx: &Context,
    body: &mut Body,
    old: ValueId,
    new: ValueId,
    remap: &AffineMap,
    first: OpId,
    last: OpId,
) {
    let block = body.parent_block(first);
    let mut in_range = Vec::new();
    let mut cur = Some(first);
    while let Some(o) = cur {
        in_range.push(o);
        if o == last {
            break;
        }
        cur = body.next_op(o);
    }
    let users: Vec<OpId> = body.uses(old).map(|(u, _)| u).collect();
    let mut seen = Vec::new();
    for user in users {
        if seen.contains(&user) {
            continue;
        }
        seen.push(user);
        let mut a = user;
        while body.parent_block(a) != block {
            match body.parent_op(a) {
                Some(p) => a = p,
                None => break,
            }
        }
        if !in_range.contains(&a) {
            continue;
        }
        let name = ctx.op_name_str(body.op_name(user));
        let mi = match name {
            "affine.load" => 0,
            "affine.store" => 1,
            _ => continue,
        };
        let all: Vec<ValueId> = body.operands(user).collect();
        if all.get(mi) != Some(&old) {
            continue;
        }
        let Some(map) = op_map(ctx, body, user) else {
            continue;
        };
        let acc_ops: Vec<ValueId> = all[mi + 1..].to_vec();
        let results: Vec<AffineExpr> = remap
            .results()
            .iter()
            .map(|e| e.replace_dims_and_symbols(map.results(), &[]))
            .collect();
        let mut m = AffineMap::new(map.num_dims(), map.num_symbols(), results);
        let mut operands = acc_ops;
        fully_compose_affine_map_and_operands(ctx, body, &mut m, &mut operands);
        m = simplify_affine_map(&m);
        canonicalize_map_and_operands(ctx, body, &mut m, &mut operands);
        let mut new_ops: Vec<ValueId> = all[..mi].to_vec();
        new_ops.push(new);
        new_ops.extend(operands);
        body.set_operands(user, &new_ops);
        let info = ctx.op_info(body.op_name(user)).expect("registered");
        if let Some(slot) = info.prop_index("map") {
            body.set_prop(user, slot, Some(map_attr(ctx, m)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_match_upstream_options() {
        let o = CopyOptions::default();
        assert!(o.generate_dma);
        assert_eq!(o.fast_memory_space, 1);
        assert_eq!(o.slow_memory_space, 0);
        assert_eq!(o.tag_memory_space, 0);
        assert_eq!(o.fast_mem_capacity_bytes, u64::MAX);
        assert_eq!(CopyOptions::capacity_from_kib(16), 16384);
        assert_eq!(CopyOptions::capacity_from_kib(u64::MAX), u64::MAX);
    }

    #[test]
    fn strides_for_a_narrower_inner_dimension() {
        // mlir-opt 19 copies a 256x40 box of a memref<256x64xf32> with
        // `%c10240, %c64, %c40` (elements, stride, elements per stride).
        assert_eq!(
            multi_level_strides(&[256, 64], &[256, 40]),
            vec![StrideInfo {
                stride: 64,
                num_elt_per_stride: 40
            }]
        );
    }

    #[test]
    fn no_strides_for_full_rows_or_single_outer_extent() {
        assert!(multi_level_strides(&[512, 32], &[512, 32]).is_empty());
        assert!(multi_level_strides(&[512, 32], &[1, 16]).is_empty());
        assert!(multi_level_strides(&[256], &[128]).is_empty());
    }

    #[test]
    fn two_stride_levels_are_reported() {
        // Upstream gives up on more than one level for DMAs.
        let s = multi_level_strides(&[8, 8, 8], &[4, 4, 4]);
        assert_eq!(s.len(), 2);
        assert_eq!(
            s[0],
            StrideInfo {
                stride: 8,
                num_elt_per_stride: 4
            }
        );
        assert_eq!(
            s[1],
            StrideInfo {
                stride: 64,
                num_elt_per_stride: 16
            }
        );
    }

    #[test]
    fn buffer_sizes() {
        assert_eq!(buffer_size_bytes(&[256, 40], 4), Some(40960));
        assert_eq!(buffer_size_bytes(&[], 4), Some(4));
        assert_eq!(buffer_size_bytes(&[-1], 4), None);
    }
}
