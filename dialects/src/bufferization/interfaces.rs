//! The `BufferizableOpInterface` of MLIR 19 for the ops One-Shot Bufferize handles, as a
//! dispatch on the op name: memory reads and writes of tensor operands, aliasing values and
//! operands with their buffer relation, writability, allocation, repetitive and parallel
//! regions. The queries that depend on analysis results take the [`State`].
//!
//! Ops upstream can bufferize but this module does not know are reported by
//! [`unsupported_known_op`], so that the pass says "unsupported in rmlir's bufferization"
//! instead of printing IR that differs from upstream.

use super::analysis::State;
use rmlir_ir::body::ValueDef;
use rmlir_ir::{Body, Context, OpId, TypeKind, ValueId};

/// An `OpOperand`: the op and the operand's index.
pub type Use = (OpId, usize);

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Relation {
    Equivalent,
    Unknown,
}

#[derive(Copy, Clone, Debug)]
pub struct AliasingValue {
    pub value: ValueId,
    pub rel: Relation,
    pub definite: bool,
}

#[derive(Copy, Clone, Debug)]
pub struct AliasingOperand {
    pub operand: Use,
    pub rel: Relation,
    pub definite: bool,
}

/// Who owns a value: an op of the body, or the function whose body it is (its arguments).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Owner {
    Op(OpId),
    Func,
}

/// The interface implementations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Func,
    Return,
    Call,
    Constant,
    AllocTensor,
    ToTensor,
    ToMemref,
    Materialize,
    Empty,
    ExtractSlice,
    InsertSlice,
    ParallelInsertSlice,
    Extract,
    Insert,
    Dim,
    Cast,
    Reshape,
    Linalg,
    For,
    If,
    Yield,
    Forall,
    InParallel,
    TransferRead,
    TransferWrite,
    Gather,
    Mask,
    VectorYield,
}

pub fn is_tensor(ctx: &Context, t: rmlir_ir::Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

pub fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// The implementation for an op name, if any.
pub fn kind_of_name(n: &str) -> Option<Kind> {
    Some(match n {
        "func.return" => Kind::Return,
        "func.call" => Kind::Call,
        "arith.constant" => Kind::Constant,
        "bufferization.alloc_tensor" => Kind::AllocTensor,
        "bufferization.to_tensor" => Kind::ToTensor,
        "bufferization.to_memref" => Kind::ToMemref,
        "bufferization.materialize_in_destination" => Kind::Materialize,
        "tensor.empty" => Kind::Empty,
        "tensor.extract_slice" => Kind::ExtractSlice,
        "tensor.insert_slice" => Kind::InsertSlice,
        "tensor.parallel_insert_slice" => Kind::ParallelInsertSlice,
        "tensor.extract" => Kind::Extract,
        "tensor.insert" => Kind::Insert,
        "tensor.dim" => Kind::Dim,
        "tensor.cast" => Kind::Cast,
        "tensor.collapse_shape" | "tensor.expand_shape" => Kind::Reshape,
        "scf.for" => Kind::For,
        "scf.if" => Kind::If,
        "scf.yield" => Kind::Yield,
        "scf.forall" => Kind::Forall,
        "scf.forall.in_parallel" => Kind::InParallel,
        "vector.transfer_read" => Kind::TransferRead,
        "vector.transfer_write" => Kind::TransferWrite,
        "vector.gather" => Kind::Gather,
        "vector.mask" => Kind::Mask,
        "vector.yield" => Kind::VectorYield,
        _ => return None,
    })
}

/// Ops upstream's One-Shot Bufferize knows (an interface is registered for them) that this
/// implementation does not.
pub fn unsupported_known_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    let n = name(ctx, body, op);
    if kind_of_name(n).is_some() || crate::linalg::is_structured(ctx, body, op) {
        return false;
    }
    matches!(
        n,
        "arith.select"
            | "arith.index_cast"
            | "bufferization.dealloc_tensor"
            | "cf.br"
            | "cf.cond_br"
            | "func.call_indirect"
            | "scf.while"
            | "scf.condition"
            | "scf.execute_region"
            | "scf.index_switch"
            | "scf.reduce"
            | "scf.parallel"
            | "tensor.from_elements"
            | "tensor.generate"
            | "tensor.pad"
            | "tensor.rank"
            | "tensor.reshape"
            | "tensor.splat"
            | "tensor.pack"
            | "tensor.unpack"
            | "tensor.concat"
            | "vector.scatter"
            | "linalg.softmax"
            | "linalg.winograd_filter_transform"
            | "linalg.winograd_input_transform"
            | "linalg.winograd_output_transform"
            | "shape.assuming"
            | "shape.assuming_yield"
    ) || n.starts_with("sparse_tensor.")
        || n.starts_with("ml_program.")
}

/// The owner of a value (`getOwnerOfValue`).
pub fn owner(body: &Body, v: ValueId) -> Owner {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Owner::Op(op),
        ValueDef::Arg { block, .. } => match body.block_parent_op(block) {
            Some(o) => Owner::Op(o),
            None => Owner::Func,
        },
        ValueDef::Placeholder => Owner::Func,
    }
}

/// The op's tensor operands' indices.
pub fn tensor_operands(ctx: &Context, body: &Body, op: OpId) -> Vec<usize> {
    body.operands(op)
        .enumerate()
        .filter(|(_, v)| is_tensor(ctx, body.value_type(*v)))
        .map(|(i, _)| i)
        .collect()
}

/// The value's index among its owner's results or its block's arguments.
pub fn value_index(body: &Body, v: ValueId) -> usize {
    match body.value(v).def {
        ValueDef::Result { index, .. } | ValueDef::Arg { index, .. } => index as usize,
        ValueDef::Placeholder => 0,
    }
}

pub fn is_result(body: &Body, v: ValueId) -> bool {
    matches!(body.value(v).def, ValueDef::Result { .. })
}

/// The entry block of region `i` of `op`.
pub fn region_entry(body: &Body, op: OpId, i: usize) -> Option<rmlir_ir::BlockId> {
    body.regions(op).get(i).and_then(|r| body.entry_block(*r))
}

/// The terminator of region `i`'s entry block.
pub fn region_terminator(body: &Body, op: OpId, i: usize) -> Option<OpId> {
    region_entry(body, op, i).and_then(|b| body.last_op(b))
}

/// `linalg` structured op: inputs and inits as operand index ranges.
pub fn dps_split(ctx: &Context, body: &Body, op: OpId) -> (usize, usize) {
    let (ins, outs) = crate::linalg::segments(ctx, body, op);
    (ins.len(), outs.len())
}

/// Constant integer value of `v` (an `arith.constant` of integer or index type).
pub fn const_int(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let d = body.defining_op(v)?;
    if name(ctx, body, d) != "arith.constant" {
        return None;
    }
    let a = rmlir_ir::ods::prop(ctx, body, d, "value")?;
    match ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

impl Kind {
    /// `bufferizesToMemoryRead`.
    pub fn reads(self, st: &State, u: Use) -> bool {
        let (ctx, body) = (st.ctx, st.body);
        let (op, i) = u;
        match self {
            Kind::Return => true,
            Kind::Call => st.call_reads(op, i),
            Kind::AllocTensor => true,
            Kind::ToMemref => true,
            Kind::Materialize => i == 0,
            Kind::ExtractSlice | Kind::Dim | Kind::Cast | Kind::Reshape => false,
            Kind::InsertSlice => {
                if i == 0 {
                    return true;
                }
                !insert_slice_overwrites_all(ctx, body, op)
            }
            Kind::ParallelInsertSlice => true,
            Kind::Extract | Kind::Insert => true,
            Kind::Linalg => {
                let Some(entry) = region_entry(body, op, 0) else {
                    return true;
                };
                match body.block_args(entry).get(i) {
                    Some(a) => body.has_uses(*a),
                    None => false,
                }
            }
            Kind::For => {
                // A loop that may run zero times yields its init_args: they are read.
                let lb = const_int(ctx, body, body.operand(op, 0));
                let ub = const_int(ctx, body, body.operand(op, 1));
                let zero_trips = match (lb, ub) {
                    (Some(l), Some(u)) => u <= l,
                    _ => true,
                };
                if zero_trips {
                    return true;
                }
                // Otherwise the tied iter_arg may be read inside the loop.
                match for_iter_arg(body, op, i) {
                    Some(a) => st.is_value_read(a),
                    None => false,
                }
            }
            Kind::If | Kind::Mask => false,
            Kind::Yield => true,
            Kind::Forall => true,
            Kind::InParallel => false,
            Kind::TransferRead | Kind::Gather => true,
            Kind::TransferWrite => transfer_write_reads(ctx, body, op),
            Kind::VectorYield => true,
            Kind::Func | Kind::Constant | Kind::ToTensor | Kind::Empty => false,
        }
    }

    /// `bufferizesToMemoryWrite`.
    pub fn writes(self, st: &State, u: Use) -> bool {
        let (ctx, body) = (st.ctx, st.body);
        let (op, i) = u;
        match self {
            Kind::Call => st.call_writes(op, i),
            Kind::ToMemref => true,
            Kind::Materialize => i == 1,
            Kind::InsertSlice => i == 1,
            Kind::ParallelInsertSlice => i == 1,
            Kind::Insert => i == 1,
            Kind::Linalg => {
                let (ni, _) = dps_split(ctx, body, op);
                i >= ni
            }
            Kind::Forall => true,
            // Tensor iter_args of scf.for are always considered as a write.
            Kind::For => i >= 3,
            Kind::TransferWrite => i == 1,
            _ => false,
        }
    }

    /// `getAliasingValues`.
    pub fn aliasing_values(self, st: &State, u: Use) -> Vec<AliasingValue> {
        let (ctx, body) = (st.ctx, st.body);
        let (op, i) = u;
        let eq = |v: ValueId| {
            vec![AliasingValue {
                value: v,
                rel: Relation::Equivalent,
                definite: true,
            }]
        };
        match self {
            Kind::Call => st.call_aliasing_values(op, i),
            Kind::ExtractSlice => {
                if i == 0 {
                    vec![AliasingValue {
                        value: body.result(op, 0),
                        rel: Relation::Unknown,
                        definite: true,
                    }]
                } else {
                    vec![]
                }
            }
            Kind::InsertSlice | Kind::Insert | Kind::TransferWrite => {
                if i == 1 {
                    eq(body.result(op, 0))
                } else {
                    vec![]
                }
            }
            Kind::Materialize => {
                if i == 1 && !body.results(op).is_empty() {
                    eq(body.result(op, 0))
                } else {
                    vec![]
                }
            }
            Kind::Cast | Kind::Reshape => eq(body.result(op, 0)),
            Kind::Linalg => {
                let (ni, _) = dps_split(ctx, body, op);
                if i >= ni {
                    match body.results(op).get(i - ni) {
                        Some(r) => eq(*r),
                        None => vec![],
                    }
                } else {
                    vec![]
                }
            }
            Kind::For => {
                let Some(k) = i.checked_sub(3) else {
                    return vec![];
                };
                let r = body.result(op, k);
                let rel = st.for_relation(op, k);
                vec![AliasingValue {
                    value: r,
                    rel,
                    definite: rel == Relation::Equivalent,
                }]
            }
            Kind::Forall => {
                let n = body.num_operands(op);
                let nres = body.results(op).len();
                let first = n - nres;
                if i >= first {
                    eq(body.result(op, i - first))
                } else {
                    vec![]
                }
            }
            Kind::Yield => {
                let Some(p) = body.parent_op(op) else {
                    return vec![];
                };
                if name(ctx, body, p) == "scf.if" {
                    vec![AliasingValue {
                        value: body.result(p, i),
                        rel: Relation::Equivalent,
                        definite: false,
                    }]
                } else {
                    vec![]
                }
            }
            Kind::VectorYield => {
                let Some(p) = body.parent_op(op) else {
                    return vec![];
                };
                eq(body.result(p, i))
            }
            _ => vec![],
        }
    }

    /// `getAliasingOpOperands` (the default derives it from `getAliasingValues`).
    pub fn aliasing_operands(self, st: &State, v: ValueId) -> Vec<AliasingOperand> {
        let body = st.body;
        match self {
            Kind::If | Kind::Mask if is_result(body, v) => {
                let Owner::Op(op) = owner(body, v) else {
                    return vec![];
                };
                let k = value_index(body, v);
                let nreg = if self == Kind::If { 2 } else { 1 };
                let mut out = Vec::new();
                for r in 0..nreg {
                    if let Some(t) = region_terminator(body, op, r) {
                        if k < body.num_operands(t) {
                            out.push(AliasingOperand {
                                operand: (t, k),
                                rel: Relation::Equivalent,
                                definite: self == Kind::Mask,
                            });
                        }
                    }
                }
                out
            }
            _ => st.default_aliasing_operands(v),
        }
    }

    /// `resultBufferizesToMemoryWrite`.
    pub fn result_writes(self, st: &State, r: ValueId) -> bool {
        match self {
            Kind::Empty => false,
            Kind::AllocTensor => {
                let Owner::Op(op) = owner(st.body, r) else {
                    return true;
                };
                st.body.num_operands(op) > alloc_tensor_num_dyn(st.ctx, st.body, op)
            }
            _ => st.default_result_writes(self, r),
        }
    }

    /// `isWritable`.
    pub fn is_writable(self, st: &State, v: ValueId) -> bool {
        match self {
            Kind::Constant => false,
            Kind::Func => st.func_arg_writable(value_index(st.body, v)),
            Kind::ToTensor => {
                let Owner::Op(op) = owner(st.body, v) else {
                    return false;
                };
                rmlir_ir::ods::prop(st.ctx, st.body, op, "writable").is_some()
            }
            _ => true,
        }
    }

    pub fn must_inplace(self, _st: &State, _u: Use) -> bool {
        matches!(self, Kind::Yield | Kind::VectorYield)
    }

    pub fn bufferizes_to_allocation(self) -> bool {
        matches!(self, Kind::AllocTensor | Kind::Empty | Kind::Constant)
    }

    pub fn is_repetitive_region(self) -> bool {
        matches!(self, Kind::For | Kind::Forall)
    }

    pub fn is_parallel_region(self) -> bool {
        self == Kind::Forall
    }
}

/// The number of dynamic-size operands of an `alloc_tensor` (the rest: copy, size_hint).
pub fn alloc_tensor_num_dyn(ctx: &Context, body: &Body, op: OpId) -> usize {
    let Some(def) = ctx.op_info(body.op_name(op)).and_then(|i| i.def) else {
        return body.num_operands(op);
    };
    let segs = rmlir_ir::ods::operand_segments(ctx, def, body, op);
    segs.first().map(|s| s.1).unwrap_or(0)
}

/// The `copy` operand index of an `alloc_tensor`, if any.
pub fn alloc_tensor_copy(ctx: &Context, body: &Body, op: OpId) -> Option<usize> {
    let def = ctx.op_info(body.op_name(op)).and_then(|i| i.def)?;
    let segs = rmlir_ir::ods::operand_segments(ctx, def, body, op);
    match segs.get(1) {
        Some((s, 1)) => Some(*s),
        _ => None,
    }
}

/// The iter_arg of `scf.for` tied to operand `i` (operands: lb, ub, step, inits...).
pub fn for_iter_arg(body: &Body, op: OpId, i: usize) -> Option<ValueId> {
    let k = i.checked_sub(3)?;
    let entry = region_entry(body, op, 0)?;
    body.block_args(entry).get(k + 1).copied()
}

/// Upstream's check of `tensor.insert_slice` overwriting its whole destination.
fn insert_slice_overwrites_all(ctx: &Context, body: &Body, op: OpId) -> bool {
    let lists = crate::linalg::transform_utils::mixed_lists(ctx, body, op, 2);
    let dest_t = body.value_type(body.operand(op, 1));
    let Some((shape, _)) = ctx.shaped_parts(dest_t) else {
        return false;
    };
    let cst = |o: &crate::linalg::transform_utils::Ofr| match o {
        Ok(c) => Some(*c),
        Err(v) => const_int(ctx, body, *v),
    };
    let zero = lists[0].iter().all(|o| cst(o) == Some(0));
    let sizes = lists[1]
        .iter()
        .enumerate()
        .all(|(k, o)| cst(o).is_some() && cst(o) == shape.get(k).copied());
    let ones = lists[2].iter().all(|o| cst(o) == Some(1));
    zero && sizes && ones
}

/// Whether a `vector.transfer_write` into a tensor reads its destination.
fn transfer_write_reads(ctx: &Context, body: &Body, op: OpId) -> bool {
    let dest_t = body.value_type(body.operand(op, 1));
    let Some((shape, _)) = ctx.shaped_parts(dest_t) else {
        return true;
    };
    if shape.contains(&rmlir_ir::types::DYNAMIC) {
        return true;
    }
    let (_, idx, mask) = transfer_write_parts(ctx, body, op);
    for v in idx {
        if const_int(ctx, body, v) != Some(0) {
            return true;
        }
    }
    if mask.is_some() {
        return true;
    }
    let vt = body.value_type(body.operand(op, 0));
    let Some((vshape, _)) = ctx.shaped_parts(vt) else {
        return true;
    };
    for (d0, d1) in shape.iter().zip(vshape.iter()) {
        if d0 > d1 {
            return true;
        }
    }
    false
}

/// `vector.transfer_write`'s (vector, indices, mask).
pub fn transfer_write_parts(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> (ValueId, Vec<ValueId>, Option<ValueId>) {
    let def = ctx.op_info(body.op_name(op)).and_then(|i| i.def);
    let n = body.num_operands(op);
    let (nidx, has_mask) = match def {
        Some(def) => {
            let segs = rmlir_ir::ods::operand_segments(ctx, def, body, op);
            (
                segs.get(2).map(|s| s.1).unwrap_or(n - 2),
                segs.get(3).map(|s| s.1 == 1).unwrap_or(false),
            )
        }
        None => (n - 2, false),
    };
    let idx = (2..2 + nidx).map(|k| body.operand(op, k)).collect();
    let mask = has_mask.then(|| body.operand(op, 2 + nidx));
    (body.operand(op, 0), idx, mask)
}
