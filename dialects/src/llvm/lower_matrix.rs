//! Expansions before native code generation ([`prepare_for_native`]): loads and stores of
//! `vector<N x i1>` become loads and stores of the packed `N`-bit integer (LLVM's memory
//! layout of such vectors: element `i` in bit `i`, `ceil(N/8)` bytes), built and taken
//! apart lane by lane (arrays of them are split into one access per vector, addressed by
//! `getelementptr` over the array type); and LLVM's matrix intrinsics are expanded with the semantics
//! of LLVM's `LowerMatrixIntrinsics` pass (what `mlir-cpu-runner -enable-matrix` runs):
//! `llvm.intr.matrix.multiply` becomes scalar products summed in increasing `k` (the first
//! product starting the sum, as LLVM's `createMulAdd` does), `llvm.intr.matrix.transpose` a
//! `llvm.shufflevector`, and `llvm.intr.matrix.column.major.{load,store}` strided scalar
//! loads / stores. The flat vectors are column-major matrices by default; with
//! `row_major` (`-matrix-default-layout=row-major`) `multiply` and `transpose` read and
//! write them row by row instead. Column-major loads and stores always address memory by
//! columns; their flat vector follows the default layout.

use crate::vector::lowering::{build, build1};
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::{Body, Context, Location, OpId, Type, TypeKind, ValueId, WalkOptions, WalkResult};

/// How the flat vectors of the matrix intrinsics lay out their matrices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatrixLayout {
    pub row_major: bool,
}

/// The expansions native code generation needs first: i1-vector memory accesses and the
/// matrix intrinsics (in `root`, an op of `body`, typically the module).
pub fn prepare_for_native(ctx: &Context, body: &mut Body, root: OpId, layout: MatrixLayout) {
    lower_matrix_intrinsics(ctx, body, root, layout);
    expand_i1_vector_memory(ctx, body, root);
}

/// Rewrites loads and stores of `vector<N x i1>` in `root` and the ops nested in it.
pub fn expand_i1_vector_memory(ctx: &Context, body: &mut Body, root: OpId) {
    if body.is_isolated(root) {
        if let Some(b) = body.isolated_body_mut(root) {
            let roots: Vec<rmlir_ir::IrNode> = b
                .root_regions()
                .iter()
                .map(|r| rmlir_ir::IrNode::Region(*r))
                .collect();
            i1_in(ctx, b, &roots);
        }
        return;
    }
    i1_in(ctx, body, &[rmlir_ir::IrNode::Op(root)]);
}

fn i1_vector_len(ctx: &Context, t: Type) -> Option<usize> {
    let (n, e) = vector_elem(ctx, t)?;
    matches!(ctx.type_kind(e), TypeKind::Integer { width: 1, .. }).then_some(n)
}

fn i1_in(ctx: &Context, body: &mut Body, roots: &[rmlir_ir::IrNode]) {
    let mut accesses = Vec::new();
    let mut isolated = Vec::new();
    for root in roots {
        body.walk_ops(*root, WalkOptions::default(), |b, op| {
            let name = ctx.op_name_str(b.op_name(op));
            let ty = match name {
                "llvm.load" => Some(b.value_type(b.result(op, 0))),
                "llvm.store" => Some(b.value_type(b.operand(op, 0))),
                _ => None,
            };
            if ty.is_some_and(|t| i1_vector_len(ctx, t).is_some() || i1_vector_array(ctx, t)) {
                accesses.push(op);
            }
            if b.is_isolated(op) {
                isolated.push(op);
            }
            WalkResult::Advance
        });
    }
    let mut todo = accesses;
    while let Some(op) = todo.pop() {
        if let Ok(more) = expand_i1_access(ctx, body, op) {
            todo.extend(more);
        }
    }
    for op in isolated {
        if let Some(b) = body.isolated_body_mut(op) {
            let roots: Vec<rmlir_ir::IrNode> = b
                .root_regions()
                .iter()
                .map(|r| rmlir_ir::IrNode::Region(*r))
                .collect();
            i1_in(ctx, b, &roots);
        }
    }
}

/// Whether `t` is an `!llvm.array` (possibly nested) of i1 vectors.
fn i1_vector_array(ctx: &Context, t: Type) -> bool {
    match crate::llvm::types::decode(ctx, t) {
        Some(crate::llvm::types::LlvmType::Array(e, _)) => {
            i1_vector_len(ctx, e).is_some() || i1_vector_array(ctx, e)
        }
        _ => false,
    }
}

/// The index paths to the vectors of an array type `t` (with the vector type).
fn array_leaves(ctx: &Context, t: Type, path: &mut Vec<i64>, out: &mut Vec<(Vec<i64>, Type)>) {
    match crate::llvm::types::decode(ctx, t) {
        Some(crate::llvm::types::LlvmType::Array(e, n)) => {
            for i in 0..n as i64 {
                path.push(i);
                array_leaves(ctx, e, path, out);
                path.pop();
            }
        }
        _ => out.push((path.clone(), t)),
    }
}

/// Splits a load or store of an array of i1 vectors into one access per vector, addressed
/// with `getelementptr` over the array type (the back end's own layout); returns the new
/// vector accesses.
fn split_array_access(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    load: bool,
    at: Type,
) -> Result<Vec<OpId>, ()> {
    let loc = body.loc(op);
    let mut leaves = Vec::new();
    array_leaves(ctx, at, &mut Vec::new(), &mut leaves);
    let mut rw = PatternRewriter::new(ctx, body);
    rw.set_insertion_point_before(op);
    let ptr = rw.body().operand(op, if load { 0 } else { 1 });
    let pty = rw.body().value_type(ptr);
    let mut new_ops = Vec::new();
    let mut acc = if load {
        Some(build1(&mut rw, loc, "llvm.mlir.undef", &[], at, &[]))
    } else {
        None
    };
    for (path, vt) in leaves {
        let mut raw = vec![0i32];
        raw.extend(path.iter().map(|i| *i as i32));
        let raw = rmlir_ir::ods::constraints::dense_i32_array(ctx, &raw);
        let p = build1(
            &mut rw,
            loc,
            "llvm.getelementptr",
            &[ptr],
            pty,
            &[
                ("rawConstantIndices", raw),
                ("elem_type", ctx.type_attr(at)),
            ],
        );
        let pos = rmlir_ir::ods::constraints::dense_i64_array(ctx, &path);
        if let Some(a) = acc {
            let l = build(&mut rw, loc, "llvm.load", &[p], &[vt], &[], 0);
            new_ops.push(l);
            let lv = rw.body().result(l, 0);
            acc = Some(build1(
                &mut rw,
                loc,
                "llvm.insertvalue",
                &[a, lv],
                at,
                &[("position", pos)],
            ));
        } else {
            let v = rw.body().operand(op, 0);
            let e = build1(
                &mut rw,
                loc,
                "llvm.extractvalue",
                &[v],
                vt,
                &[("position", pos)],
            );
            new_ops.push(build(&mut rw, loc, "llvm.store", &[e, p], &[], &[], 0));
        }
    }
    match acc {
        Some(a) => rw.replace_op(op, &[a]),
        None => rw.erase_op(op),
    }
    Ok(new_ops)
}

fn expand_i1_access(ctx: &Context, body: &mut Body, op: OpId) -> Result<Vec<OpId>, ()> {
    let load = ctx.op_name_str(body.op_name(op)) == "llvm.load";
    let loc = body.loc(op);
    let vt = if load {
        body.value_type(body.result(op, 0))
    } else {
        body.value_type(body.operand(op, 0))
    };
    if i1_vector_array(ctx, vt) {
        return split_array_access(ctx, body, op, load, vt);
    }
    let n = i1_vector_len(ctx, vt).ok_or(())?;
    let bits = n.div_ceil(8).max(1) * 8;
    let it = ctx.integer_type(bits as u32);
    let i1 = ctx.integer_type(1);
    let mut rw = PatternRewriter::new(ctx, body);
    rw.set_insertion_point_before(op);
    let mut ex = Ex { rw: &mut rw, loc };
    let int_const = |ex: &mut Ex<'_, '_>, v: i64| {
        build1(
            ex.rw,
            loc,
            "llvm.mlir.constant",
            &[],
            it,
            &[("value", ctx.int_attr(it, v))],
        )
    };
    if load {
        let ptr = ex.rw.body().operand(op, 0);
        let word = build1(ex.rw, loc, "llvm.load", &[ptr], it, &[]);
        let mut res = ex.undef(vt);
        for i in 0..n {
            let sh = int_const(&mut ex, i as i64);
            let shifted = ex.binop("llvm.lshr", word, sh);
            let bit = build1(ex.rw, loc, "llvm.trunc", &[shifted], i1, &[]);
            res = ex.insert(res, bit, i);
        }
        rw.replace_op(op, &[res]);
    } else {
        let (v, ptr) = (ex.rw.body().operand(op, 0), ex.rw.body().operand(op, 1));
        let mut acc = int_const(&mut ex, 0);
        for i in 0..n {
            let bit = ex.extract(v, i, i1);
            let wide = build1(ex.rw, loc, "llvm.zext", &[bit], it, &[]);
            let sh = int_const(&mut ex, i as i64);
            let shifted = ex.binop("llvm.shl", wide, sh);
            acc = ex.binop("llvm.or", acc, shifted);
        }
        build(ex.rw, loc, "llvm.store", &[acc, ptr], &[], &[], 0);
        rw.erase_op(op);
    }
    Ok(vec![])
}

/// Expands every matrix intrinsic in `root` (an op of `body`, typically the module) and
/// the ops nested in it.
pub fn lower_matrix_intrinsics(ctx: &Context, body: &mut Body, root: OpId, layout: MatrixLayout) {
    if body.is_isolated(root) {
        if let Some(b) = body.isolated_body_mut(root) {
            lower_in_body(ctx, b, layout);
        }
        return;
    }
    lower_in(ctx, body, &[rmlir_ir::IrNode::Op(root)], layout);
}

fn lower_in_body(ctx: &Context, body: &mut Body, layout: MatrixLayout) {
    let roots: Vec<rmlir_ir::IrNode> = body
        .root_regions()
        .iter()
        .map(|r| rmlir_ir::IrNode::Region(*r))
        .collect();
    lower_in(ctx, body, &roots, layout);
}

fn lower_in(ctx: &Context, body: &mut Body, roots: &[rmlir_ir::IrNode], layout: MatrixLayout) {
    let mut matrix_ops = Vec::new();
    let mut isolated = Vec::new();
    for root in roots {
        body.walk_ops(*root, WalkOptions::default(), |b, op| {
            if ctx
                .op_name_str(b.op_name(op))
                .starts_with("llvm.intr.matrix.")
            {
                matrix_ops.push(op);
            }
            if b.is_isolated(op) {
                isolated.push(op);
            }
            WalkResult::Advance
        });
    }
    for op in matrix_ops {
        // Ops the expansion does not understand are left for the back end to reject.
        let _ = expand(ctx, body, op, layout);
    }
    for op in isolated {
        if let Some(b) = body.isolated_body_mut(op) {
            lower_in_body(ctx, b, layout);
        }
    }
}

fn i32_prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<usize> {
    let a = rmlir_ir::ods::prop(ctx, body, op, name)?;
    let v = crate::affine::utils::int_attr_value(ctx, a)?;
    usize::try_from(v).ok()
}

fn vector_elem(ctx: &Context, t: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, elem, .. } if shape.len() == 1 => {
            Some((shape[0] as usize, *elem))
        }
        _ => None,
    }
}

struct Ex<'r, 'a> {
    rw: &'r mut PatternRewriter<'a>,
    loc: Location,
}

impl Ex<'_, '_> {
    fn i64c(&mut self, v: i64) -> ValueId {
        let ctx = self.rw.ctx;
        let t = ctx.integer_type(64);
        build1(
            self.rw,
            self.loc,
            "llvm.mlir.constant",
            &[],
            t,
            &[("value", ctx.int_attr(t, v))],
        )
    }
    fn extract(&mut self, v: ValueId, i: usize, elem: Type) -> ValueId {
        let p = self.i64c(i as i64);
        build1(self.rw, self.loc, "llvm.extractelement", &[v, p], elem, &[])
    }
    fn insert(&mut self, v: ValueId, x: ValueId, i: usize) -> ValueId {
        let p = self.i64c(i as i64);
        let t = self.rw.body().value_type(v);
        build1(self.rw, self.loc, "llvm.insertelement", &[v, x, p], t, &[])
    }
    fn undef(&mut self, t: Type) -> ValueId {
        build1(self.rw, self.loc, "llvm.mlir.undef", &[], t, &[])
    }
    fn binop(&mut self, name: &str, a: ValueId, b: ValueId) -> ValueId {
        let t = self.rw.body().value_type(a);
        build1(self.rw, self.loc, name, &[a, b], t, &[])
    }
    /// The pointer to element `j * stride + i` of `base`.
    fn elem_ptr(
        &mut self,
        base: ValueId,
        stride: ValueId,
        i: usize,
        j: usize,
        elem: Type,
    ) -> ValueId {
        let ctx = self.rw.ctx;
        let i64t = ctx.integer_type(64);
        let mut s = stride;
        if self.rw.body().value_type(s) != i64t {
            s = build1(self.rw, self.loc, "llvm.zext", &[s], i64t, &[]);
        }
        let jc = self.i64c(j as i64);
        let col = self.binop("llvm.mul", jc, s);
        let ic = self.i64c(i as i64);
        let off = self.binop("llvm.add", col, ic);
        let pty = self.rw.body().value_type(base);
        let raw =
            rmlir_ir::ods::constraints::dense_i32_array(ctx, &[crate::llvm::asm::DYNAMIC_INDEX]);
        build1(
            self.rw,
            self.loc,
            "llvm.getelementptr",
            &[base, off],
            pty,
            &[
                ("rawConstantIndices", raw),
                ("elem_type", ctx.type_attr(elem)),
            ],
        )
    }
}

fn expand(ctx: &Context, body: &mut Body, op: OpId, layout: MatrixLayout) -> Result<(), ()> {
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    let loc = body.loc(op);
    let mut rw = PatternRewriter::new(ctx, body);
    rw.set_insertion_point_before(op);
    let mut ex = Ex { rw: &mut rw, loc };
    let row_major = layout.row_major;
    match name.as_str() {
        "llvm.intr.matrix.multiply" => {
            let b = ex.rw.body();
            let (r, k, c) = (
                i32_prop(ctx, b, op, "lhs_rows").ok_or(())?,
                i32_prop(ctx, b, op, "lhs_columns").ok_or(())?,
                i32_prop(ctx, b, op, "rhs_columns").ok_or(())?,
            );
            let (lhs, rhs) = (b.operand(op, 0), b.operand(op, 1));
            let rt = b.value_type(b.result(op, 0));
            let (n, elem) = vector_elem(ctx, rt).ok_or(())?;
            if n != r * c {
                return Err(());
            }
            let float = ctx.is_float(elem);
            let (mul, add) = if float {
                ("llvm.fmul", "llvm.fadd")
            } else {
                ("llvm.mul", "llvm.add")
            };
            // The flat position of element (row, col) of a `rows x cols` matrix.
            let at = |row: usize, col: usize, rows: usize, cols: usize| {
                if row_major {
                    row * cols + col
                } else {
                    col * rows + row
                }
            };
            let mut res = ex.undef(rt);
            let mut order: Vec<(usize, usize)> = Vec::new();
            if row_major {
                for i in 0..r {
                    for j in 0..c {
                        order.push((i, j));
                    }
                }
            } else {
                for j in 0..c {
                    for i in 0..r {
                        order.push((i, j));
                    }
                }
            }
            for (i, j) in order {
                let mut sum: Option<ValueId> = None;
                for kk in 0..k {
                    let a = ex.extract(lhs, at(i, kk, r, k), elem);
                    let bv = ex.extract(rhs, at(kk, j, k, c), elem);
                    let p = ex.binop(mul, a, bv);
                    sum = Some(match sum {
                        Some(s) => ex.binop(add, s, p),
                        None => p,
                    });
                }
                let s = sum.ok_or(())?;
                res = ex.insert(res, s, at(i, j, r, c));
            }
            rw.replace_op(op, &[res]);
        }
        "llvm.intr.matrix.transpose" => {
            let b = ex.rw.body();
            let (r, c) = (
                i32_prop(ctx, b, op, "rows").ok_or(())?,
                i32_prop(ctx, b, op, "columns").ok_or(())?,
            );
            let v = b.operand(op, 0);
            let rt = b.value_type(b.result(op, 0));
            let (n, _) = vector_elem(ctx, rt).ok_or(())?;
            if n != r * c {
                return Err(());
            }
            // Result is `c x r`: element (j, i) is the input's (i, j).
            let mut mask = vec![0i32; n];
            for i in 0..r {
                for j in 0..c {
                    let (dst, src) = if row_major {
                        (j * r + i, i * c + j)
                    } else {
                        (i * c + j, j * r + i)
                    };
                    mask[dst] = src as i32;
                }
            }
            let m = rmlir_ir::ods::constraints::dense_i32_array(ctx, &mask);
            let s = build1(
                ex.rw,
                loc,
                "llvm.shufflevector",
                &[v, v],
                rt,
                &[("mask", m)],
            );
            rw.replace_op(op, &[s]);
        }
        "llvm.intr.matrix.column.major.load" => {
            let b = ex.rw.body();
            let (r, c) = (
                i32_prop(ctx, b, op, "rows").ok_or(())?,
                i32_prop(ctx, b, op, "columns").ok_or(())?,
            );
            let (ptr, stride) = (b.operand(op, 0), b.operand(op, 1));
            let rt = b.value_type(b.result(op, 0));
            let (n, elem) = vector_elem(ctx, rt).ok_or(())?;
            if n != r * c {
                return Err(());
            }
            let mut res = ex.undef(rt);
            for j in 0..c {
                for i in 0..r {
                    let p = ex.elem_ptr(ptr, stride, i, j, elem);
                    let x = build1(ex.rw, loc, "llvm.load", &[p], elem, &[]);
                    let pos = if row_major { i * c + j } else { j * r + i };
                    res = ex.insert(res, x, pos);
                }
            }
            rw.replace_op(op, &[res]);
        }
        "llvm.intr.matrix.column.major.store" => {
            let b = ex.rw.body();
            let (r, c) = (
                i32_prop(ctx, b, op, "rows").ok_or(())?,
                i32_prop(ctx, b, op, "columns").ok_or(())?,
            );
            let (m, ptr, stride) = (b.operand(op, 0), b.operand(op, 1), b.operand(op, 2));
            let (n, elem) = vector_elem(ctx, b.value_type(m)).ok_or(())?;
            if n != r * c {
                return Err(());
            }
            for j in 0..c {
                for i in 0..r {
                    let pos = if row_major { i * c + j } else { j * r + i };
                    let x = ex.extract(m, pos, elem);
                    let p = ex.elem_ptr(ptr, stride, i, j, elem);
                    build(ex.rw, loc, "llvm.store", &[x, p], &[], &[], 0);
                }
            }
            rw.erase_op(op);
        }
        _ => return Err(()),
    }
    Ok(())
}
