//! The rewriting half of One-Shot Bufferize (MLIR 19's `insertTensorCopies` and
//! `bufferizeOp`): conflicts found by the analysis are resolved with
//! `bufferization.alloc_tensor` copies at tensor level, then every op is replaced by its
//! buffer form (`getBuffer` through `to_tensor`, `to_memref` for values of unknown ops,
//! `to_tensor` for results still used as tensors), allocations as `memref.alloc` with
//! alignment 64 and copies as `memref.copy`; function signatures get memref types
//! (`function-boundary-type-conversion`), returned layouts are inferred.

use super::analysis::{all_ops, FuncSummary, LayoutConv, Options, State};
use super::interfaces::{
    alloc_tensor_copy, alloc_tensor_num_dyn, is_result, is_tensor, name, region_entry, Kind, Use,
};
use super::one_shot::{arg_attr, set_arg_attr, Failure, FuncInfo};
use crate::linalg::transform_utils::{mixed_lists, Ofr};
use rmlir_ir::body::{InsertPoint, ValueDef};
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array};
use rmlir_ir::walk::WalkOrder;
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind, ValueId};
use std::collections::HashMap;

const DYN: i64 = rmlir_ir::types::DYNAMIC;

/// A conflict resolution of `resolveConflicts`.
#[derive(Clone, Debug)]
pub enum Action {
    /// Copy operand `idx` of `op` (alloc_tensor before the op).
    Operand { op: OpId, idx: usize, copy: bool },
    /// Copy result `value` of `op` (alloc_tensor after the op).
    Value {
        op: OpId,
        value: ValueId,
        copy: bool,
    },
    /// Copy the `idx`-th yielded value of an `scf.yield`.
    Yield { op: OpId, idx: usize },
}

/// What the rewriting needs from a function's analysis (the state borrows the body).
pub struct Analyzed {
    pub markers: Vec<(OpId, Vec<&'static str>)>,
    pub conflicts: Vec<(Option<OpId>, String)>,
    pub actions: Result<Vec<Action>, String>,
}

impl Analyzed {
    pub fn from_state(st: &State) -> Self {
        Analyzed {
            markers: st.markers(),
            conflicts: st.conflict_attrs.clone(),
            actions: plan(st),
        }
    }
}

fn is_ranked(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
}

/// `insertTensorCopies`: the copies to make, op by op in post-order.
fn plan(st: &State) -> Result<Vec<Action>, String> {
    let (ctx, body) = (st.ctx, st.body);
    let mut out = Vec::new();
    for op in all_ops(body, WalkOrder::PostOrder) {
        let Some(k) = st.kind(op) else {
            continue;
        };
        let mut values = Vec::new();
        for (i, v) in body.operands(op).enumerate() {
            let t = body.value_type(v);
            if !is_tensor(ctx, t) {
                continue;
            }
            if st.is_in_place((op, i)) {
                continue;
            }
            if !is_ranked(ctx, t) {
                return Err("copying of unranked tensors".into());
            }
            let al = st.aliasing_values((op, i));
            if al.len() == 1
                && is_result(body, al[0].value)
                && !st.writes((op, i))
                && st.aliasing_operands(al[0].value).len() == 1
                && is_ranked(ctx, body.value_type(al[0].value))
            {
                let v = al[0].value;
                if !values.iter().any(|(x, _)| *x == v) {
                    values.push((v, !st.can_omit_copy((op, i))));
                }
            } else {
                out.push(Action::Operand {
                    op,
                    idx: i,
                    copy: !st.can_omit_copy((op, i)),
                });
            }
        }
        for (v, copy) in values {
            out.push(Action::Value { op, value: v, copy });
        }
        if k == Kind::For && !st.opts.copy_before_write {
            let Some(entry) = region_entry(body, op, 0) else {
                continue;
            };
            let Some(y) = body.last_op(entry) else {
                continue;
            };
            let region = body.regions(op)[0];
            for (idx, yv) in body.operands(y).enumerate() {
                if !is_tensor(ctx, body.value_type(yv)) {
                    continue;
                }
                let bb = body.block_args(entry)[idx + 1];
                let mut external = false;
                for a in st.alias.members(yv) {
                    if a == bb {
                        continue;
                    }
                    let r = match body.value(a).def {
                        ValueDef::Result { op, .. } => {
                            body.parent_block(op).and_then(|b| body.block_parent(b))
                        }
                        ValueDef::Arg { block, .. } => body.block_parent(block),
                        ValueDef::Placeholder => None,
                    };
                    let inside = region_inside(body, region, r, !is_result(body, a));
                    if !inside {
                        external = true;
                    }
                }
                if external {
                    out.push(Action::Yield { op: y, idx });
                }
            }
        }
    }
    Ok(out)
}

/// Whether region `r` is inside `region` (strictly for block arguments).
fn region_inside(
    body: &Body,
    region: rmlir_ir::RegionId,
    r: Option<rmlir_ir::RegionId>,
    proper: bool,
) -> bool {
    let Some(mut cur) = r else {
        return false;
    };
    if cur == region {
        return !proper;
    }
    loop {
        let Some(p) = body.region_parent(cur) else {
            return false;
        };
        let Some(pr) = body.parent_block(p).and_then(|b| body.block_parent(b)) else {
            return false;
        };
        if pr == region {
            return true;
        }
        cur = pr;
    }
}

/// Creates op `name` at `at`.
fn mk(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    attrs: &[(&str, Attribute)],
) -> OpId {
    let spec = crate::conversion::llvm_common::op_spec(
        ctx,
        body_loc_unknown(ctx),
        name,
        operands,
        results,
        attrs,
    );
    let op = body.create_op(spec);
    body.insert_op(op, at);
    op
}

fn body_loc_unknown(ctx: &Context) -> rmlir_ir::Location {
    ctx.unknown_loc()
}

#[allow(clippy::too_many_arguments)]
fn mk_at(
    ctx: &Context,
    body: &mut Body,
    at: &mut InsertPoint,
    loc: rmlir_ir::Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    attrs: &[(&str, Attribute)],
) -> OpId {
    let op = mk(ctx, body, *at, name, operands, results, attrs);
    body.set_loc(op, loc);
    if let InsertPoint::After(_) | InsertPoint::BlockStart(_) = at {
        *at = InsertPoint::After(op);
    }
    op
}

fn index_const(
    ctx: &Context,
    body: &mut Body,
    at: &mut InsertPoint,
    loc: rmlir_ir::Location,
    v: i64,
) -> ValueId {
    let it = ctx.index_type();
    let a = ctx.int_attr(it, v);
    let op = mk_at(
        ctx,
        body,
        at,
        loc,
        "arith.constant",
        &[],
        &[it],
        &[("value", a)],
    );
    body.result(op, 0)
}

fn tensor_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding: None,
        } => Some((shape.to_vec(), *elem)),
        _ => None,
    }
}

fn identity_memref(ctx: &Context, shape: &[i64], elem: Type) -> Type {
    ctx.get_type(TypeKind::MemRef {
        shape: shape.into(),
        elem,
        layout: None,
        memory_space: None,
    })
}

fn dynamic_memref(ctx: &Context, shape: &[i64], elem: Type) -> Type {
    crate::memref::layout::strided_memref_type(ctx, shape, elem, &vec![DYN; shape.len()], DYN, None)
}

fn conv_type(ctx: &Context, t: Type, conv: LayoutConv) -> Result<Type, Failure> {
    let Some((shape, elem)) = tensor_parts(ctx, t) else {
        return Err(Failure::Unsupported(
            "unranked or encoded tensor type".into(),
        ));
    };
    Ok(match conv {
        LayoutConv::IdentityLayoutMap => identity_memref(ctx, &shape, elem),
        _ => dynamic_memref(ctx, &shape, elem),
    })
}

fn memref_shape(ctx: &Context, t: Type) -> Vec<i64> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => shape.to_vec(),
        _ => vec![],
    }
}

/// Bufferizes one function body.
struct Rewriter<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    opts: &'a Options,
    to_tensors: Vec<OpId>,
}

impl<'a> Rewriter<'a> {
    /// `getBuffer`.
    fn buffer(&mut self, v: ValueId) -> Result<ValueId, Failure> {
        let ctx = self.ctx;
        if let Some(d) = self.body.defining_op(v) {
            if name(ctx, self.body, d) == "bufferization.to_tensor" {
                return Ok(self.body.operand(d, 0));
            }
        }
        let t = conv_type(ctx, self.body.value_type(v), self.opts.unknown_type_conv)?;
        let at = match self.body.value(v).def {
            ValueDef::Result { op, .. } => InsertPoint::After(op),
            ValueDef::Arg { block, .. } => InsertPoint::BlockStart(block),
            ValueDef::Placeholder => return Err(Failure::Unsupported("placeholder".into())),
        };
        let loc = self.value_loc(v);
        let op = mk(
            ctx,
            self.body,
            at,
            "bufferization.to_memref",
            &[v],
            &[t],
            &[],
        );
        self.body.set_loc(op, loc);
        Ok(self.body.result(op, 0))
    }

    fn value_loc(&self, v: ValueId) -> rmlir_ir::Location {
        match self.body.value(v).def {
            ValueDef::Result { op, .. } => self.body.loc(op),
            _ => self
                .body
                .value(v)
                .loc
                .unwrap_or_else(|| self.ctx.unknown_loc()),
        }
    }

    /// `replaceOpWithBufferizedValues`: tensor results become `to_tensor`s of the buffers.
    fn replace(&mut self, op: OpId, values: &[ValueId]) {
        let ctx = self.ctx;
        let loc = self.body.loc(op);
        let results = self.body.results(op).to_vec();
        let mut at = InsertPoint::After(op);
        for (r, v) in results.iter().zip(values) {
            let rt = self.body.value_type(*r);
            if is_tensor(ctx, rt) {
                let tt = mk_at(
                    ctx,
                    self.body,
                    &mut at,
                    loc,
                    "bufferization.to_tensor",
                    &[*v],
                    &[rt],
                    &[],
                );
                self.to_tensors.push(tt);
                let nv = self.body.result(tt, 0);
                self.body.replace_all_uses(*r, nv);
            } else {
                self.body.replace_all_uses(*r, *v);
            }
        }
        self.body.erase_op(op);
    }

    /// Creates an op like `op` (name, properties, attributes) on `operands`, without
    /// results, moving `op`'s regions into it.
    fn clone_without_results(&mut self, op: OpId, operands: &[ValueId]) -> OpId {
        let d = self.body.op(op);
        let mut spec = rmlir_ir::body::OpSpec::new(d.name, d.loc);
        spec.operands = operands;
        spec.props = d.props.clone();
        spec.attrs = d.attrs().to_vec();
        let regions = self.body.regions(op).to_vec();
        spec.num_regions = regions.len();
        let new = self.body.create_op(spec);
        self.body.insert_op(new, InsertPoint::Before(op));
        let new_regions = self.body.regions(new).to_vec();
        for (r, nr) in regions.iter().zip(new_regions) {
            let blocks: Vec<_> = self.body.region_blocks(*r).collect();
            for b in blocks {
                self.body.detach_block(b);
                self.body.append_block(nr, b);
            }
        }
        new
    }

    /// `memref.alloc` of type `t` with `dims`.
    fn alloc(
        &mut self,
        at: &mut InsertPoint,
        loc: rmlir_ir::Location,
        t: Type,
        dims: &[ValueId],
    ) -> ValueId {
        let ctx = self.ctx;
        let seg = dense_i32_array(ctx, &[dims.len() as i32, 0]);
        let align = ctx.int_attr(ctx.integer_type(64), 64);
        let op = mk_at(
            ctx,
            self.body,
            at,
            loc,
            "memref.alloc",
            dims,
            &[t],
            &[("operandSegmentSizes", seg), ("alignment", align)],
        );
        self.body.result(op, 0)
    }

    /// `populateDynamicDimSizes` on a buffer.
    fn memref_dims(
        &mut self,
        at: &mut InsertPoint,
        loc: rmlir_ir::Location,
        buf: ValueId,
    ) -> Vec<ValueId> {
        let ctx = self.ctx;
        let shape = memref_shape(ctx, self.body.value_type(buf));
        let mut dims = Vec::new();
        for (i, d) in shape.iter().enumerate() {
            if *d == DYN {
                let c = index_const(ctx, self.body, at, loc, i as i64);
                let it = ctx.index_type();
                let op = mk_at(ctx, self.body, at, loc, "memref.dim", &[buf, c], &[it], &[]);
                dims.push(self.body.result(op, 0));
            }
        }
        dims
    }

    fn subview(
        &mut self,
        at: &mut InsertPoint,
        loc: rmlir_ir::Location,
        src: ValueId,
        lists: &[Vec<Ofr>; 3],
        result_shape: &[i64],
    ) -> Result<ValueId, Failure> {
        let ctx = self.ctx;
        let st = |l: &Vec<Ofr>| -> Vec<i64> { l.iter().map(|o| o.unwrap_or(DYN)).collect() };
        let (offs, sizes, strides) = (st(&lists[0]), st(&lists[1]), st(&lists[2]));
        let srct = self.body.value_type(src);
        let Some(full) =
            crate::memref::verify::subview_infer_result_type(ctx, srct, &offs, &sizes, &strides)
        else {
            return Err(Failure::Unsupported(
                "subview of a non-strided buffer".into(),
            ));
        };
        let rt = if result_shape.len() == sizes.len() {
            full
        } else {
            // Rank reduction: drop the unit dims the tensor shape does not have.
            let Some(mask) = crate::memref::verify::rank_reduction_mask(&sizes, result_shape)
            else {
                return Err(Failure::Unsupported("rank-reducing slice".into()));
            };
            let TypeKind::MemRef { elem, layout, .. } = ctx.type_kind(full).clone() else {
                return Err(Failure::Unsupported("subview type".into()));
            };
            let Some(AttrKind::Strided {
                offset,
                strides: fs,
            }) = layout.map(|l| ctx.attr_kind(l).clone())
            else {
                return Err(Failure::Unsupported("subview layout".into()));
            };
            let keep_strides: Vec<i64> = fs
                .iter()
                .zip(&mask)
                .filter(|(_, m)| !**m)
                .map(|(s, _)| *s)
                .collect();
            crate::memref::layout::strided_memref_type(
                ctx,
                result_shape,
                elem,
                &keep_strides,
                offset,
                None,
            )
        };
        let mut operands = vec![src];
        let mut seg = vec![1i32];
        for l in lists {
            let mut n = 0;
            for o in l {
                if let Err(v) = o {
                    operands.push(*v);
                    n += 1;
                }
            }
            seg.push(n);
        }
        let attrs = [
            ("operandSegmentSizes", dense_i32_array(ctx, &seg)),
            ("static_offsets", dense_i64_array(ctx, &offs)),
            ("static_sizes", dense_i64_array(ctx, &sizes)),
            ("static_strides", dense_i64_array(ctx, &strides)),
        ];
        let op = mk_at(
            ctx,
            self.body,
            at,
            loc,
            "memref.subview",
            &operands,
            &[rt],
            &attrs,
        );
        Ok(self.body.result(op, 0))
    }

    fn copy(&mut self, at: &mut InsertPoint, loc: rmlir_ir::Location, src: ValueId, dst: ValueId) {
        let ctx = self.ctx;
        mk_at(
            ctx,
            self.body,
            at,
            loc,
            "memref.copy",
            &[src, dst],
            &[],
            &[],
        );
    }

    /// Bufferizes `op` of kind `k`.
    fn bufferize_op(&mut self, op: OpId, k: Kind) -> Result<(), Failure> {
        let ctx = self.ctx;
        let loc = self.body.loc(op);
        let mut at = InsertPoint::Before(op);
        match k {
            Kind::AllocTensor | Kind::Empty => {
                let results = self.body.results(op).to_vec();
                if !self.body.has_uses(results[0]) {
                    self.body.erase_op(op);
                    return Ok(());
                }
                let rt = self.body.value_type(results[0]);
                let Some((shape, elem)) = tensor_parts(ctx, rt) else {
                    return Err(Failure::Unsupported("alloc of an unranked tensor".into()));
                };
                if k == Kind::AllocTensor
                    && (rmlir_ir::ods::prop(ctx, self.body, op, "memory_space").is_some())
                {
                    return Err(Failure::Unsupported("alloc_tensor memory_space".into()));
                }
                let copy = if k == Kind::AllocTensor {
                    alloc_tensor_copy(ctx, self.body, op).map(|i| self.body.operand(op, i))
                } else {
                    None
                };
                let ndyn = if k == Kind::AllocTensor {
                    alloc_tensor_num_dyn(ctx, self.body, op)
                } else {
                    self.body.num_operands(op)
                };
                let mut dims: Vec<ValueId> = (0..ndyn).map(|i| self.body.operand(op, i)).collect();
                let copy_buf = match copy {
                    Some(c) => {
                        let b = self.buffer(c)?;
                        dims = self.memref_dims(&mut at, loc, b);
                        Some(b)
                    }
                    None => None,
                };
                let t = identity_memref(ctx, &shape, elem);
                let alloc = self.alloc(&mut at, loc, t, &dims);
                if let Some(b) = copy_buf {
                    self.copy(&mut at, loc, b, alloc);
                }
                self.replace(op, &[alloc]);
            }
            Kind::Dim => {
                let src = self.buffer(self.body.operand(op, 0))?;
                let idx = self.body.operand(op, 1);
                let it = ctx.index_type();
                let d = mk_at(
                    ctx,
                    self.body,
                    &mut at,
                    loc,
                    "memref.dim",
                    &[src, idx],
                    &[it],
                    &[],
                );
                let r = self.body.result(d, 0);
                self.replace(op, &[r]);
            }
            Kind::Extract => {
                let src = self.buffer(self.body.operand(op, 0))?;
                let mut operands = vec![src];
                operands.extend(self.body.operands(op).skip(1));
                let rt = self.body.value_type(self.body.result(op, 0));
                let l = mk_at(
                    ctx,
                    self.body,
                    &mut at,
                    loc,
                    "memref.load",
                    &operands,
                    &[rt],
                    &[],
                );
                let r = self.body.result(l, 0);
                self.replace(op, &[r]);
            }
            Kind::Insert => {
                let dest = self.buffer(self.body.operand(op, 1))?;
                let mut operands = vec![self.body.operand(op, 0), dest];
                operands.extend(self.body.operands(op).skip(2));
                mk_at(
                    ctx,
                    self.body,
                    &mut at,
                    loc,
                    "memref.store",
                    &operands,
                    &[],
                    &[],
                );
                self.replace(op, &[dest]);
            }
            Kind::Cast => {
                let src = self.buffer(self.body.operand(op, 0))?;
                let rt = self.body.value_type(self.body.result(op, 0));
                let Some((shape, elem)) = tensor_parts(ctx, rt) else {
                    return Err(Failure::Unsupported("cast to an unranked tensor".into()));
                };
                let TypeKind::MemRef {
                    layout,
                    memory_space,
                    ..
                } = ctx.type_kind(self.body.value_type(src)).clone()
                else {
                    return Err(Failure::Unsupported("cast of an unranked buffer".into()));
                };
                let t = ctx.get_type(TypeKind::MemRef {
                    shape: shape.into(),
                    elem,
                    layout,
                    memory_space,
                });
                let c = mk_at(
                    ctx,
                    self.body,
                    &mut at,
                    loc,
                    "memref.cast",
                    &[src],
                    &[t],
                    &[],
                );
                let r = self.body.result(c, 0);
                self.replace(op, &[r]);
            }
            Kind::ExtractSlice => {
                let src = self.buffer(self.body.operand(op, 0))?;
                let lists = mixed_lists(ctx, self.body, op, 1);
                let rt = self.body.value_type(self.body.result(op, 0));
                let Some((shape, _)) = tensor_parts(ctx, rt) else {
                    return Err(Failure::Unsupported("slice type".into()));
                };
                let sv = self.subview(&mut at, loc, src, &lists, &shape)?;
                self.replace(op, &[sv]);
            }
            Kind::InsertSlice => {
                let dest = self.buffer(self.body.operand(op, 1))?;
                let lists = mixed_lists(ctx, self.body, op, 2);
                let st = self.body.value_type(self.body.operand(op, 0));
                let Some((shape, _)) = tensor_parts(ctx, st) else {
                    return Err(Failure::Unsupported("slice type".into()));
                };
                let sv = self.subview(&mut at, loc, dest, &lists, &shape)?;
                let src = self.buffer(self.body.operand(op, 0))?;
                self.copy(&mut at, loc, src, sv);
                self.replace(op, &[dest]);
            }
            Kind::Linalg => {
                let (ni, _) = super::interfaces::dps_split(ctx, self.body, op);
                let n = self.body.num_operands(op);
                let mut operands = Vec::with_capacity(n);
                for i in 0..n {
                    let v = self.body.operand(op, i);
                    if is_tensor(ctx, self.body.value_type(v)) {
                        operands.push(self.buffer(v)?);
                    } else {
                        operands.push(v);
                    }
                }
                let nres = self.body.results(op).len();
                let outs: Vec<ValueId> = operands[ni..ni + nres].to_vec();
                self.clone_without_results(op, &operands);
                self.replace(op, &outs);
            }
            Kind::TransferRead | Kind::Gather => {
                let src = self.buffer(self.body.operand(op, 0))?;
                self.body.set_operand(op, 0, src);
            }
            Kind::TransferWrite => {
                let dest = self.buffer(self.body.operand(op, 1))?;
                let mut operands: Vec<ValueId> = self.body.operands(op).collect();
                operands[1] = dest;
                self.clone_without_results(op, &operands);
                self.replace(op, &[dest]);
            }
            Kind::For => {
                let n = self.body.num_operands(op);
                let entry = region_entry(self.body, op, 0).expect("loop body");
                let results = self.body.results(op).to_vec();
                let mut first_arg_use = InsertPoint::BlockStart(entry);
                for i in 3..n {
                    let v = self.body.operand(op, i);
                    if !is_tensor(ctx, self.body.value_type(v)) {
                        continue;
                    }
                    let b = self.buffer(v)?;
                    let bt = self.body.value_type(b);
                    self.body.set_operand(op, i, b);
                    let arg = self.body.block_args(entry)[i - 2];
                    let tt_ty = self.body.value_type(arg);
                    self.body.set_value_type(arg, bt);
                    if self.body.has_uses(arg) {
                        let tt = mk_at(
                            ctx,
                            self.body,
                            &mut first_arg_use,
                            loc,
                            "bufferization.to_tensor",
                            &[arg],
                            &[tt_ty],
                            &[],
                        );
                        self.to_tensors.push(tt);
                        let nv = self.body.result(tt, 0);
                        self.body.replace_all_uses(arg, nv);
                        self.body.set_operand(tt, 0, arg);
                    }
                    let r = results[i - 3];
                    let rt = self.body.value_type(r);
                    self.body.set_value_type(r, bt);
                    if self.body.has_uses(r) {
                        let mut after = InsertPoint::After(op);
                        let tt = mk_at(
                            ctx,
                            self.body,
                            &mut after,
                            loc,
                            "bufferization.to_tensor",
                            &[r],
                            &[rt],
                            &[],
                        );
                        self.to_tensors.push(tt);
                        let nv = self.body.result(tt, 0);
                        self.body.replace_all_uses(r, nv);
                        self.body.set_operand(tt, 0, r);
                    }
                }
            }
            Kind::Yield => {
                let Some(p) = self.body.parent_op(op) else {
                    return Ok(());
                };
                if name(ctx, self.body, p) != "scf.for" {
                    return Err(Failure::Unsupported("scf.yield outside scf.for".into()));
                }
                let entry = region_entry(self.body, p, 0).expect("loop body");
                for i in 0..self.body.num_operands(op) {
                    let v = self.body.operand(op, i);
                    if !is_tensor(ctx, self.body.value_type(v)) {
                        continue;
                    }
                    let b = self.buffer(v)?;
                    let want = self.body.value_type(self.body.block_args(entry)[i + 1]);
                    if self.body.value_type(b) != want {
                        return Err(Failure::Unsupported(
                            "loop buffer with a changing layout".into(),
                        ));
                    }
                    self.body.set_operand(op, i, b);
                }
            }
            Kind::Call => {
                let n = self.body.num_operands(op);
                if self
                    .body
                    .results(op)
                    .iter()
                    .any(|r| is_tensor(ctx, self.body.value_type(*r)))
                {
                    return Err(Failure::Unsupported("call returning a tensor".into()));
                }
                for i in 0..n {
                    let v = self.body.operand(op, i);
                    if is_tensor(ctx, self.body.value_type(v)) {
                        let b = self.buffer(v)?;
                        self.body.set_operand(op, i, b);
                    }
                }
            }
            Kind::Return => {}
            _ => {
                return Err(Failure::Unsupported(format!(
                    "bufferization of '{}'",
                    name(ctx, self.body, op)
                )))
            }
        }
        Ok(())
    }

    /// `allocateTensorForShapedValue` at tensor level, inserted at `at`.
    fn alloc_tensor_for(
        &mut self,
        at: &mut InsertPoint,
        loc: rmlir_ir::Location,
        v: ValueId,
        copy: bool,
    ) -> Result<ValueId, Failure> {
        let ctx = self.ctx;
        let t = self.body.value_type(v);
        let Some((shape, _)) = tensor_parts(ctx, t) else {
            return Err(Failure::Unsupported("copy of an unranked tensor".into()));
        };
        let mut dims = Vec::new();
        if !copy {
            let reified = self.reify(at, loc, v, &shape)?;
            dims = reified;
        }
        let seg = dense_i32_array(ctx, &[dims.len() as i32, i32::from(copy), 0]);
        let mut operands = dims.clone();
        if copy {
            operands.push(v);
        }
        let op = mk_at(
            ctx,
            self.body,
            at,
            loc,
            "bufferization.alloc_tensor",
            &operands,
            &[t],
            &[("operandSegmentSizes", seg)],
        );
        Ok(self.body.result(op, 0))
    }

    /// The dynamic sizes of tensor `v` (`reifyResultShapes`, else `tensor.dim`s).
    fn reify(
        &mut self,
        at: &mut InsertPoint,
        loc: rmlir_ir::Location,
        v: ValueId,
        shape: &[i64],
    ) -> Result<Vec<ValueId>, Failure> {
        let ctx = self.ctx;
        let mut src = v;
        if let Some(d) = self.body.defining_op(v) {
            let n = name(ctx, self.body, d);
            match n {
                "tensor.extract_slice" => {
                    let lists = mixed_lists(ctx, self.body, d, 1);
                    let sizes: Vec<Ofr> = lists[1].clone();
                    let reduced = sizes.len() != shape.len();
                    if reduced {
                        return Err(Failure::Unsupported(
                            "reify of a rank-reducing slice".into(),
                        ));
                    }
                    return Ok(sizes
                        .iter()
                        .zip(shape)
                        .filter(|(_, s)| **s == DYN)
                        .filter_map(|(o, _)| o.err())
                        .collect());
                }
                "tensor.empty" => return Ok(self.body.operands(d).collect()),
                "bufferization.alloc_tensor" => {
                    let nd = alloc_tensor_num_dyn(ctx, self.body, d);
                    if alloc_tensor_copy(ctx, self.body, d).is_none() {
                        return Ok((0..nd).map(|i| self.body.operand(d, i)).collect());
                    }
                }
                "tensor.insert_slice" | "tensor.insert" | "vector.transfer_write" => {
                    src = self.body.operand(d, 1);
                }
                _ if crate::linalg::is_structured(ctx, self.body, d) => {
                    let (ni, _) = super::interfaces::dps_split(ctx, self.body, d);
                    let k = super::interfaces::value_index(self.body, v);
                    src = self.body.operand(d, ni + k);
                }
                _ => {
                    if shape.contains(&DYN) {
                        return Err(Failure::Unsupported(format!("reify of '{n}'")));
                    }
                }
            }
        }
        let mut dims = Vec::new();
        for (i, s) in shape.iter().enumerate() {
            if *s == DYN {
                let c = index_const(ctx, self.body, at, loc, i as i64);
                let it = ctx.index_type();
                let op = mk_at(ctx, self.body, at, loc, "tensor.dim", &[src, c], &[it], &[]);
                dims.push(self.body.result(op, 0));
            }
        }
        Ok(dims)
    }

    fn apply(&mut self, a: &Action) -> Result<(), Failure> {
        match a {
            Action::Operand { op, idx, copy } => {
                let loc = self.body.loc(*op);
                let v = self.body.operand(*op, *idx);
                let mut at = InsertPoint::Before(*op);
                let c = self.alloc_tensor_for(&mut at, loc, v, *copy)?;
                self.body.set_operand(*op, *idx, c);
            }
            Action::Value { op, value, copy } => {
                let loc = self.body.loc(*op);
                let mut at = InsertPoint::After(*op);
                let uses: Vec<Use> = self.body.uses(*value).collect();
                let c = self.alloc_tensor_for(&mut at, loc, *value, *copy)?;
                let cop = self.body.defining_op(c);
                for (u, i) in uses {
                    if Some(u) == cop || name(self.ctx, self.body, u) == "tensor.dim" {
                        continue;
                    }
                    self.body.set_operand(u, i, c);
                }
            }
            Action::Yield { op, idx } => {
                let loc = self.body.loc(*op);
                let v = self.body.operand(*op, *idx);
                let mut at = InsertPoint::Before(*op);
                let c = self.alloc_tensor_for(&mut at, loc, v, true)?;
                self.body.set_operand(*op, *idx, c);
            }
        }
        Ok(())
    }
}

fn kind_for(ctx: &Context, body: &Body, opts: &Options, op: OpId) -> Option<Kind> {
    let n = name(ctx, body, op);
    let dialect = n.split('.').next().unwrap_or("");
    if dialect == "func" && !opts.func_boundaries {
        return None;
    }
    if !opts.dialect_filter.is_empty() && !opts.dialect_filter.iter().any(|d| d == dialect) {
        return None;
    }
    if let Some(k) = super::interfaces::kind_of_name(n) {
        return Some(k);
    }
    if crate::linalg::is_structured(ctx, body, op) {
        return Some(Kind::Linalg);
    }
    None
}

fn has_tensor_semantics(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.operands(op)
        .any(|v| is_tensor(ctx, body.value_type(v)))
        || body
            .results(op)
            .iter()
            .any(|v| is_tensor(ctx, body.value_type(*v)))
}

/// Checks, before anything changes, that every op to bufferize is one this module rewrites.
fn check_rewritable(ctx: &Context, body: &Body, opts: &Options) -> Result<(), Failure> {
    for op in all_ops(body, WalkOrder::PreOrder) {
        if !has_tensor_semantics(ctx, body, op) {
            continue;
        }
        let n = name(ctx, body, op);
        match kind_for(ctx, body, opts, op) {
            None => {
                let dialect = n.split('.').next().unwrap_or("");
                let filtered = (!opts.dialect_filter.is_empty()
                    && !opts.dialect_filter.iter().any(|d| d == dialect))
                    || (dialect == "func" && !opts.func_boundaries);
                if !filtered && !opts.allow_unknown_ops {
                    return Err(Failure::Unsupported(format!("unknown op '{n}'")));
                }
            }
            Some(
                Kind::Constant
                | Kind::ToMemref
                | Kind::ToTensor
                | Kind::Materialize
                | Kind::Forall
                | Kind::If
                | Kind::Mask
                | Kind::VectorYield
                | Kind::Reshape
                | Kind::ParallelInsertSlice
                | Kind::InParallel
                | Kind::Func,
            ) => return Err(Failure::Unsupported(format!("bufferization of '{n}'"))),
            Some(Kind::Yield) => {
                let p = body.parent_op(op).map(|p| name(ctx, body, p));
                if p != Some("scf.for") {
                    return Err(Failure::Unsupported(format!("bufferization of '{n}' here")));
                }
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// Bufferizes the functions of a module after their analysis.
#[allow(clippy::needless_range_loop)]
pub fn bufferize_module(
    ctx: &Context,
    module: &mut Body,
    opts: &Options,
    funcs: &[FuncInfo],
    order: &[usize],
    mut results: Vec<Option<Analyzed>>,
    _summaries: &HashMap<String, FuncSummary>,
) -> Result<(), Failure> {
    // Everything checked first.
    for f in funcs {
        if let Some(fb) = module.isolated_body(f.op) {
            check_rewritable(ctx, fb, opts)?;
        }
        if let Some(Err(m)) = results[funcs.iter().position(|x| x.op == f.op).unwrap_or(0)]
            .as_ref()
            .map(|a| a.actions.clone())
        {
            return Err(Failure::Unsupported(m));
        }
        if opts.func_boundaries && f.external && f.results.iter().any(|t| is_tensor(ctx, *t)) {
            return Err(Failure::Diag(rmlir_ir::pass::op_diagnostic(
                ctx,
                module,
                f.op,
                "cannot bufferize bodiless function that returns a tensor",
            )));
        }
    }
    for &i in order {
        let f = &funcs[i];
        let nargs = f.inputs.len();
        // Argument types.
        let mut arg_types = f.inputs.clone();
        if opts.func_boundaries {
            for (a, t) in f.inputs.iter().enumerate() {
                if !is_tensor(ctx, *t) {
                    continue;
                }
                let mut mt = conv_type(ctx, *t, opts.func_type_conv)?;
                if let Some(l) = arg_attr(ctx, module, f.op, a, "bufferization.buffer_layout") {
                    let AttrKind::AffineMap(m) = ctx.attr_kind(l) else {
                        return Err(Failure::Unsupported("buffer_layout".into()));
                    };
                    let (shape, elem) = tensor_parts(ctx, *t).expect("ranked");
                    let layout = if m.is_identity() { None } else { Some(l) };
                    mt = ctx.get_type(TypeKind::MemRef {
                        shape: shape.into(),
                        elem,
                        layout,
                        memory_space: None,
                    });
                }
                arg_types[a] = mt;
            }
        }
        let mut result_types = f.results.clone();
        if !f.external {
            let actions = results[i]
                .take()
                .map(|a| a.actions)
                .unwrap_or_else(|| Ok(Vec::new()))
                .map_err(Failure::Unsupported)?;
            let fb = module.isolated_body_mut(f.op).expect("function body");
            let mut rw = Rewriter {
                ctx,
                body: fb,
                opts,
                to_tensors: Vec::new(),
            };
            for a in &actions {
                rw.apply(a)?;
            }
            let entry = rw
                .body
                .root_regions()
                .first()
                .and_then(|r| rw.body.entry_block(*r))
                .expect("entry block");
            if opts.func_boundaries {
                let args = rw.body.block_args(entry).to_vec();
                for (a, v) in args.iter().enumerate() {
                    let t = rw.body.value_type(*v);
                    if !is_tensor(ctx, t) {
                        continue;
                    }
                    rw.body.set_value_type(*v, arg_types[a]);
                    if rw.body.has_uses(*v) {
                        let mut at = InsertPoint::BlockStart(entry);
                        let loc = rw.value_loc(*v);
                        let tt = mk_at(
                            ctx,
                            rw.body,
                            &mut at,
                            loc,
                            "bufferization.to_tensor",
                            &[*v],
                            &[t],
                            &[],
                        );
                        rw.to_tensors.push(tt);
                        let nv = rw.body.result(tt, 0);
                        rw.body.replace_all_uses(*v, nv);
                        rw.body.set_operand(tt, 0, *v);
                    }
                }
            }
            for op in all_ops(rw.body, WalkOrder::PreOrder) {
                if !rw.body.contains_op(op) || rw.to_tensors.contains(&op) {
                    continue;
                }
                if !has_tensor_semantics(ctx, rw.body, op) {
                    continue;
                }
                let Some(k) = kind_for(ctx, rw.body, opts, op) else {
                    continue;
                };
                rw.bufferize_op(op, k)?;
            }
            if opts.func_boundaries {
                let rets: Vec<OpId> = all_ops(rw.body, WalkOrder::PreOrder)
                    .into_iter()
                    .filter(|o| name(ctx, rw.body, *o) == "func.return")
                    .collect();
                if let Some(&ret) = rets.first() {
                    let loc = rw.body.loc(ret);
                    for k in 0..rw.body.num_operands(ret) {
                        let v = rw.body.operand(ret, k);
                        let t = rw.body.value_type(v);
                        if !is_tensor(ctx, t) {
                            continue;
                        }
                        let b = rw.buffer(v)?;
                        let want = conv_type(ctx, t, opts.func_type_conv)?;
                        let bt = rw.body.value_type(b);
                        if bt != want {
                            let mut at = InsertPoint::Before(ret);
                            let c = mk_at(
                                ctx,
                                rw.body,
                                &mut at,
                                loc,
                                "memref.cast",
                                &[b],
                                &[want],
                                &[],
                            );
                            if opts.func_type_conv != LayoutConv::InferLayoutMap {
                                let cv = rw.body.result(c, 0);
                                rw.body.set_operand(ret, k, cv);
                                result_types[k] = want;
                                continue;
                            }
                        }
                        rw.body.set_operand(ret, k, b);
                        result_types[k] = bt;
                    }
                }
            }
            // Dead to_tensor ops.
            for tt in std::mem::take(&mut rw.to_tensors).into_iter().rev() {
                if rw.body.contains_op(tt) && !rw.body.has_uses(rw.body.result(tt, 0)) {
                    rw.body.erase_op(tt);
                }
            }
            rw.body.commit();
        }
        if opts.func_boundaries {
            let ft = ctx.function_type(&arg_types, &result_types);
            let slot = crate::func::FUNC_PROPS
                .iter()
                .position(|p| *p == "function_type")
                .unwrap_or(1);
            module.set_prop(f.op, slot, Some(ctx.type_attr(ft)));
            for a in 0..nargs {
                for key in ["bufferization.buffer_layout", "bufferization.writable"] {
                    if arg_attr(ctx, module, f.op, a, key).is_some() {
                        set_arg_attr(ctx, module, f.op, nargs, a, key, None);
                    }
                }
            }
        }
    }
    Ok(())
}
