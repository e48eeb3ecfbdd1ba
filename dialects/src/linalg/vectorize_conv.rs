//! Convolution vectorization (upstream's `Conv1DGenerator` of `Vectorization.cpp`): 1-D
//! convolutions (`W`, `Nwc`, `Ncw`), 1-D poolings (`Nwc`, `Ncw`) and 1-D depthwise `Nwc`
//! convolutions with static shapes become full transfer reads, slices unrolled along the
//! kernel width (and along the output width when strided), `vector.contract` /
//! `vector.outerproduct` / `vector.fma` (or the pooling's combiner) per slice, and one write.
//! Flattened depthwise convolutions and masking (dynamic channels) are not done.

use crate::vector::attrs::{CombiningKind, IteratorType};
use crate::vector::lowering::{build, build1, constant, index_const, vector_type, zero_attr};
use crate::vector::transfer::bool_array;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array};
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::{AttrKind, Attribute, Body, Context, Location, OpId, Type, TypeKind, ValueId};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Order {
    W,
    Nwc,
    Ncw,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Oper {
    Conv,
    Pool,
}

struct Gen {
    lhs: ValueId,
    rhs: ValueId,
    res: ValueId,
    maps: Vec<AffineMap>,
    iters: Vec<bool>,
    stride: i64,
    dilation: i64,
    oper: Oper,
    red_op: String,
    pool_ext: Option<String>,
}

fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shaped_parts(t)
        .map(|p| p.0.to_vec())
        .unwrap_or_default()
}

fn elem(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

fn is_block_arg(body: &Body, v: ValueId) -> bool {
    matches!(body.value(v).def, rmlir_ir::body::ValueDef::Arg { .. })
}

fn is_cast_name(n: &str) -> bool {
    matches!(
        n,
        "arith.extf"
            | "arith.extsi"
            | "arith.extui"
            | "arith.truncf"
            | "arith.trunci"
            | "arith.fptosi"
            | "arith.fptoui"
            | "arith.sitofp"
            | "arith.uitofp"
            | "arith.index_cast"
            | "arith.index_castui"
            | "arith.bitcast"
    )
}

/// `isCastOfBlockArgument`.
fn cast_of_block_arg(ctx: &Context, body: &Body, op: OpId) -> bool {
    is_cast_name(name(ctx, body, op))
        && body.num_operands(op) == 1
        && is_block_arg(body, body.operand(op, 0))
}

fn first_int(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    let a = a?;
    crate::dlti::dense_int_values(ctx, a).and_then(|(_, v)| v.first().map(|x| *x as i64))
}

/// `isSupportedPoolKind`.
fn pool_kind_ok(k: CombiningKind) -> bool {
    use CombiningKind::*;
    matches!(
        k,
        Add | MaxNumF | MaximumF | MaxSI | MaxUI | MinNumF | MinimumF | MinSI | MinUI
    )
}

impl Gen {
    /// The generator's constructor checks; `None` when the op is not a valid 1-D conv/pool.
    fn new(ctx: &Context, body: &Body, op: OpId) -> Option<Gen> {
        let (ins, outs) = super::segments(ctx, body, op);
        if ins.len() != 2 || outs.len() != 1 {
            return None;
        }
        let (lhs, rhs, res) = (ins[0], ins[1], outs[0]);
        let lr = shape(ctx, body.value_type(lhs)).len();
        let rr = shape(ctx, body.value_type(res)).len();
        let rhs_rank = shape(ctx, body.value_type(rhs)).len();
        if !matches!(
            ctx.type_kind(body.value_type(lhs)),
            TypeKind::RankedTensor { .. } | TypeKind::MemRef { .. }
        ) {
            return None;
        }
        if (lr != 3 || rr != 3) && (lr != 1 || rr != 1) {
            return None;
        }
        let maps = super::indexing_maps(ctx, body, op)?;
        let iters = super::iterator_types(ctx, body, op)?;
        // `matchLinalgReduction` of the init.
        let region = *body.regions(op).first()?;
        let block = body.entry_block(region)?;
        let args = body.block_args(block);
        let out_arg = *args.get(2)?;
        let mut uses = body.uses(out_arg);
        let (red, _) = uses.next()?;
        if uses.next().is_some() {
            return None;
        }
        let y = body.last_op(block)?;
        if body.defining_op(body.operand(y, 0)) != Some(red) || body.num_operands(red) != 2 {
            return None;
        }
        // `setOperKind`.
        let n_args = body
            .operands(red)
            .filter(|v| is_block_arg(body, *v))
            .count();
        let mut oper = Oper::Conv;
        let mut pool_ext = None;
        match n_args {
            1 => {
                let feed = body.operands(red).find(|v| !is_block_arg(body, *v))?;
                let fop = body.defining_op(feed)?;
                if cast_of_block_arg(ctx, body, fop) {
                    oper = Oper::Pool;
                    pool_ext = Some(name(ctx, body, fop).to_string());
                } else if !(matches!(name(ctx, body, fop), "arith.muli" | "arith.mulf")
                    && body.operands(fop).all(|v| {
                        is_block_arg(body, v)
                            || body
                                .defining_op(v)
                                .is_some_and(|d| cast_of_block_arg(ctx, body, d))
                    }))
                {
                    return None;
                }
            }
            2 => oper = Oper::Pool,
            _ => return None,
        }
        let kind = combiner_kind(name(ctx, body, red))?;
        if kind != CombiningKind::Add && (oper != Oper::Pool || !pool_kind_ok(kind)) {
            return None;
        }
        match oper {
            Oper::Conv if !(1..=3).contains(&rhs_rank) => return None,
            Oper::Pool if rhs_rank != 1 => return None,
            _ => {}
        }
        let stride = first_int(ctx, rmlir_ir::ods::prop(ctx, body, op, "strides")).unwrap_or(1);
        let dilation = first_int(ctx, rmlir_ir::ods::prop(ctx, body, op, "dilations")).unwrap_or(1);
        Some(Gen {
            lhs,
            rhs,
            res,
            maps,
            iters,
            stride,
            dilation,
            oper,
            red_op: name(ctx, body, red).to_string(),
            pool_ext,
        })
    }

    fn iters_are(&self, pars: &[bool]) -> bool {
        self.iters == pars
    }

    fn layout(&self, n: u32, exprs: [Vec<AffineExpr>; 3]) -> bool {
        self.maps.len() == 3
            && exprs
                .into_iter()
                .zip(&self.maps)
                .all(|(e, m)| *m == AffineMap::new(n, 0, e))
    }

    fn sw(&self, w: u32, kw: u32) -> AffineExpr {
        AffineExpr::dim(w)
            .mul_const(self.stride)
            .add(&AffineExpr::dim(kw).mul_const(self.dilation))
    }
}

fn combiner_kind(n: &str) -> Option<CombiningKind> {
    use CombiningKind::*;
    Some(match n {
        "arith.addi" | "arith.addf" => Add,
        "arith.andi" => And,
        "arith.maxsi" => MaxSI,
        "arith.maxui" => MaxUI,
        "arith.maximumf" => MaximumF,
        "arith.maxnumf" => MaxNumF,
        "arith.minsi" => MinSI,
        "arith.minui" => MinUI,
        "arith.minimumf" => MinimumF,
        "arith.minnumf" => MinNumF,
        "arith.muli" | "arith.mulf" => Mul,
        "arith.ori" => Or,
        "arith.xori" => Xor,
        _ => return None,
    })
}

fn d(i: u32) -> AffineExpr {
    AffineExpr::dim(i)
}

/// `vectorizeConvolution`: the vectorized op's results (the final write) or `Err`.
#[allow(clippy::result_unit_err)]
pub fn vectorize_convolution(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    flatten: bool,
) -> Result<Vec<ValueId>, ()> {
    let ctx = rw.ctx;
    let g = Gen::new(ctx, rw.body, op).ok_or(())?;
    // generateNonChanneledConv: (w, kw).
    if g.iters_are(&[true, false]) && g.layout(2, [vec![d(0).add(&d(1))], vec![d(1)], vec![d(0)]]) {
        return conv(rw, op, &g, Order::W);
    }
    // generateNwcConv: (n, w, f, kw, c).
    if g.iters_are(&[true, true, true, false, false])
        && g.layout(
            5,
            [
                vec![d(0), g.sw(1, 3), d(4)],
                vec![d(3), d(4), d(2)],
                vec![d(0), d(1), d(2)],
            ],
        )
    {
        return conv(rw, op, &g, Order::Nwc);
    }
    // generateNcwConv: (n, f, w, c, kw).
    if g.iters_are(&[true, true, true, false, false])
        && g.layout(
            5,
            [
                vec![d(0), d(3), g.sw(2, 4)],
                vec![d(1), d(3), d(4)],
                vec![d(0), d(1), d(2)],
            ],
        )
    {
        return conv(rw, op, &g, Order::Ncw);
    }
    // generateNwcPooling: (n, w, c, kw).
    if g.iters_are(&[true, true, true, false])
        && g.layout(
            4,
            [
                vec![d(0), g.sw(1, 3), d(2)],
                vec![d(3)],
                vec![d(0), d(1), d(2)],
            ],
        )
    {
        return conv(rw, op, &g, Order::Nwc);
    }
    // generateNcwPooling: (n, c, w, kw).
    if g.iters_are(&[true, true, true, false])
        && g.layout(
            4,
            [
                vec![d(0), d(1), g.sw(2, 3)],
                vec![d(3)],
                vec![d(0), d(1), d(2)],
            ],
        )
    {
        return conv(rw, op, &g, Order::Ncw);
    }
    // generateDilatedConv (depthwise Nwc): (n, w, c, kw).
    if g.iters_are(&[true, true, true, false])
        && g.layout(
            4,
            [
                vec![d(0), g.sw(1, 3), d(2)],
                vec![d(3), d(2)],
                vec![d(0), d(1), d(2)],
            ],
        )
    {
        return depthwise(rw, op, &g, flatten);
    }
    Err(())
}

/// A transfer read of the whole `source` from `indices` (the builder without padding: a
/// zero constant is created first; minor identity map; nothing in bounds).
fn read(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    source: ValueId,
    indices: &[ValueId],
) -> Result<ValueId, ()> {
    let ctx = rw.ctx;
    let st = rw.body.value_type(source);
    let e = elem(ctx, st);
    let pad = constant(rw, loc, e, zero_attr(ctx, e).ok_or(())?);
    let rank = shape(ctx, st).len();
    let vrank = shape(ctx, ty).len();
    let map = AffineMap::minor_identity(rank as u32, vrank as u32);
    let mut ops = vec![source];
    ops.extend(indices);
    ops.push(pad);
    Ok(build1(
        rw,
        loc,
        "vector.transfer_read",
        &ops,
        ty,
        &[
            ("permutation_map", ctx.get_attr(AttrKind::AffineMap(map))),
            ("in_bounds", bool_array(ctx, &vec![false; vrank])),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[1, indices.len() as i32, 1, 0]),
            ),
        ],
    ))
}

fn write(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    value: ValueId,
    dest: ValueId,
    indices: &[ValueId],
) -> Vec<ValueId> {
    let ctx = rw.ctx;
    let dt = rw.body.value_type(dest);
    let results: Vec<Type> = if matches!(ctx.type_kind(dt), TypeKind::MemRef { .. }) {
        Vec::new()
    } else {
        vec![dt]
    };
    let rank = shape(ctx, dt).len();
    let vrank = shape(ctx, rw.body.value_type(value)).len();
    let map = AffineMap::minor_identity(rank as u32, vrank as u32);
    let mut ops = vec![value, dest];
    ops.extend(indices);
    let w = build(
        rw,
        loc,
        "vector.transfer_write",
        &ops,
        &results,
        &[
            ("permutation_map", ctx.get_attr(AttrKind::AffineMap(map))),
            ("in_bounds", bool_array(ctx, &vec![false; vrank])),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[1, 1, indices.len() as i32, 0]),
            ),
        ],
        0,
    );
    rw.body.results(w).to_vec()
}

fn i64_array(ctx: &Context, v: &[i64]) -> Attribute {
    let i64t = ctx.integer_type(64);
    let elems: Vec<Attribute> = v.iter().map(|x| ctx.int_attr(i64t, *x)).collect();
    ctx.array_attr(&elems)
}

fn vshape(ctx: &Context, rw: &PatternRewriter<'_>, v: ValueId) -> (Vec<i64>, Type) {
    let t = rw.body.value_type(v);
    (shape(ctx, t), elem(ctx, t))
}

fn extract_strided(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    offsets: &[i64],
    sizes: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let (s, e) = vshape(ctx, rw, v);
    let mut rshape = sizes.to_vec();
    rshape.extend(&s[sizes.len()..]);
    let t = vector_type(ctx, &rshape, &[], e);
    build1(
        rw,
        loc,
        "vector.extract_strided_slice",
        &[v],
        t,
        &[
            ("offsets", i64_array(ctx, offsets)),
            ("sizes", i64_array(ctx, sizes)),
            ("strides", i64_array(ctx, &vec![1; sizes.len()])),
        ],
    )
}

fn insert_strided(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    src: ValueId,
    dst: ValueId,
    offsets: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let t = rw.body.value_type(dst);
    let r = shape(ctx, rw.body.value_type(src)).len();
    build1(
        rw,
        loc,
        "vector.insert_strided_slice",
        &[src, dst],
        t,
        &[
            ("offsets", i64_array(ctx, offsets)),
            ("strides", i64_array(ctx, &vec![1; r])),
        ],
    )
}

fn extract(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId, pos: i64) -> ValueId {
    let ctx = rw.ctx;
    let (s, e) = vshape(ctx, rw, v);
    let t = if s.len() == 1 {
        e
    } else {
        vector_type(ctx, &s[1..], &[], e)
    };
    build1(
        rw,
        loc,
        "vector.extract",
        &[v],
        t,
        &[("static_position", dense_i64_array(ctx, &[pos]))],
    )
}

fn transpose(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId, perm: &[i64]) -> ValueId {
    let ctx = rw.ctx;
    let (s, e) = vshape(ctx, rw, v);
    let ns: Vec<i64> = perm.iter().map(|p| s[*p as usize]).collect();
    let t = vector_type(ctx, &ns, &[], e);
    build1(
        rw,
        loc,
        "vector.transpose",
        &[v],
        t,
        &[("permutation", dense_i64_array(ctx, perm))],
    )
}

/// `promote`: widen `v` to the element type of `ty`.
fn promote(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    ty: Type,
) -> Result<ValueId, ()> {
    let ctx = rw.ctx;
    let vt = rw.body.value_type(v);
    let (se, de) = (elem(ctx, vt), elem(ctx, ty));
    if se == de {
        return Ok(v);
    }
    let sw = ctx.int_or_float_bitwidth(se).ok_or(())?;
    let dw = ctx.int_or_float_bitwidth(de).ok_or(())?;
    let dt = vector_type(ctx, &shape(ctx, vt), &[], de);
    let n = if ctx.is_integer(se) && ctx.is_float(de) {
        "arith.sitofp"
    } else if ctx.is_float(se) && ctx.is_float(de) && sw < dw {
        "arith.extf"
    } else if ctx.is_integer(se) && ctx.is_integer(de) && sw < dw {
        "arith.extsi"
    } else {
        return Err(());
    };
    Ok(build1(rw, loc, n, &[v], dt, &[]))
}

/// `Conv1DGenerator::conv`.
fn conv(rw: &mut PatternRewriter<'_>, op: OpId, g: &Gen, order: Order) -> Result<Vec<ValueId>, ()> {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let lt = rw.body.value_type(g.lhs);
    let rt = rw.body.value_type(g.rhs);
    let ot = rw.body.value_type(g.res);
    let (rs, rhs_s) = (shape(ctx, ot), shape(ctx, rt));
    if rs.contains(&rmlir_ir::types::DYNAMIC) || rhs_s.contains(&rmlir_ir::types::DYNAMIC) {
        return Err(());
    }
    let single = order == Order::W;
    let (n, w, c, kw, f);
    let (lhs_shape, rhs_shape, res_shape): (Vec<i64>, Vec<i64>, Vec<i64>);
    let iw = |w: i64, kw: i64| ((w - 1) * g.stride + 1) + ((kw - 1) * g.dilation + 1) - 1;
    match order {
        Order::W => {
            n = 0;
            f = 0;
            c = 0;
            w = rs[0];
            kw = rhs_s[0];
            lhs_shape = vec![w + kw - 1];
            rhs_shape = vec![kw];
            res_shape = vec![w];
        }
        Order::Nwc => {
            n = rs[0];
            w = rs[1];
            f = rs[2];
            kw = rhs_s[0];
            c = if g.oper == Oper::Conv { rhs_s[1] } else { f };
            lhs_shape = vec![n, iw(w, kw), c];
            rhs_shape = if g.oper == Oper::Conv {
                vec![kw, c, f]
            } else {
                vec![kw]
            };
            res_shape = vec![n, w, f];
        }
        Order::Ncw => {
            n = rs[0];
            f = rs[1];
            w = rs[2];
            if g.oper == Oper::Conv {
                c = rhs_s[1];
                kw = rhs_s[2];
            } else {
                kw = rhs_s[0];
                c = f;
            }
            lhs_shape = vec![n, c, iw(w, kw)];
            rhs_shape = if g.oper == Oper::Conv {
                vec![f, c, kw]
            } else {
                vec![kw]
            };
            res_shape = vec![n, f, w];
        }
    }
    rw.set_insertion_point_before(op);
    let zero = index_const(rw, loc, 0);
    let wstep = if g.stride == 1 { w } else { 1 };
    let lty = vector_type(ctx, &lhs_shape, &[], elem(ctx, lt));
    let rty = vector_type(ctx, &rhs_shape, &[], elem(ctx, rt));
    let oty = vector_type(ctx, &res_shape, &[], elem(ctx, ot));
    let mut lhs = read(rw, loc, lty, g.lhs, &vec![zero; lhs_shape.len()])?;
    let mut rhs = if g.oper == Oper::Conv {
        Some(read(rw, loc, rty, g.rhs, &vec![zero; rhs_shape.len()])?)
    } else {
        None
    };
    let mut res = read(rw, loc, oty, g.res, &vec![zero; res_shape.len()])?;
    if order == Order::Ncw {
        lhs = transpose(rw, loc, lhs, &[0, 2, 1]);
        if let Some(r) = rhs {
            rhs = Some(transpose(rw, loc, r, &[2, 1, 0]));
        }
        res = transpose(rw, loc, res, &[0, 2, 1]);
    }
    // Slices.
    let mut lhs_vals = Vec::new();
    for k in 0..kw {
        let mut x = 0;
        while x < w {
            lhs_vals.push(if single {
                extract_strided(rw, loc, lhs, &[x + k], &[wstep])
            } else {
                extract_strided(
                    rw,
                    loc,
                    lhs,
                    &[0, x * g.stride + k * g.dilation, 0],
                    &[n, wstep, c],
                )
            });
            x += wstep;
        }
    }
    let mut rhs_vals = Vec::new();
    if let Some(r) = rhs {
        for k in 0..kw {
            rhs_vals.push(extract(rw, loc, r, k));
        }
    }
    let mut res_vals: Vec<ValueId> = Vec::new();
    let mut x = 0;
    while x < w {
        res_vals.push(if single {
            extract_strided(rw, loc, res, &[x], &[wstep])
        } else {
            extract_strided(rw, loc, res, &[0, x, 0], &[n, wstep, f])
        });
        x += wstep;
    }
    let lin = |k: i64, x: i64| (k * (w / wstep) + x) as usize;
    for k in 0..kw {
        let mut x = 0;
        while x < w {
            let slot = x as usize;
            let l = lhs_vals[lin(k, x)];
            let r0 = res_vals[slot];
            let nv = match g.oper {
                Oper::Conv if single => {
                    let rv = rhs_vals[k as usize];
                    let t = rw.body.value_type(r0);
                    build1(
                        rw,
                        loc,
                        "vector.outerproduct",
                        &[l, rv, r0],
                        t,
                        &[("kind", CombiningKind::Add.attr(ctx))],
                    )
                }
                Oper::Conv => {
                    let rt0 = rw.body.value_type(r0);
                    let l = promote(rw, loc, l, rt0)?;
                    let rv = promote(rw, loc, rhs_vals[k as usize], rt0)?;
                    // (n, w, f, c): {n, w, c}, {c, f}, {n, w, f}.
                    let maps = [
                        AffineMap::new(4, 0, vec![d(0), d(1), d(3)]),
                        AffineMap::new(4, 0, vec![d(3), d(2)]),
                        AffineMap::new(4, 0, vec![d(0), d(1), d(2)]),
                    ];
                    let maps: Vec<Attribute> = maps
                        .into_iter()
                        .map(|m| ctx.get_attr(AttrKind::AffineMap(m)))
                        .collect();
                    let p = IteratorType::Parallel.attr(ctx);
                    let red = IteratorType::Reduction.attr(ctx);
                    build1(
                        rw,
                        loc,
                        "vector.contract",
                        &[l, rv, r0],
                        rt0,
                        &[
                            ("indexing_maps", ctx.array_attr(&maps)),
                            ("iterator_types", ctx.array_attr(&[p, p, p, red])),
                            ("kind", CombiningKind::Add.attr(ctx)),
                        ],
                    )
                }
                Oper::Pool => {
                    let rt0 = rw.body.value_type(r0);
                    let l = match &g.pool_ext {
                        Some(e) => build1(rw, loc, e, &[l], rt0, &[]),
                        None => l,
                    };
                    build1(rw, loc, &g.red_op.clone(), &[l, r0], rt0, &[])
                }
            };
            res_vals[slot] = nv;
            x += wstep;
        }
    }
    let mut x = 0;
    while x < w {
        res = if single {
            insert_strided(rw, loc, res_vals[x as usize], res, &[x])
        } else {
            insert_strided(rw, loc, res_vals[x as usize], res, &[0, x, 0])
        };
        x += wstep;
    }
    if order == Order::Ncw {
        res = transpose(rw, loc, res, &[0, 2, 1]);
    }
    Ok(write(rw, loc, res, g.res, &vec![zero; res_shape.len()]))
}

/// `Conv1DGenerator::depthwiseConv` (static shapes, not flattened).
fn depthwise(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    g: &Gen,
    flatten: bool,
) -> Result<Vec<ValueId>, ()> {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let lt = rw.body.value_type(g.lhs);
    let rt = rw.body.value_type(g.rhs);
    let ot = rw.body.value_type(g.res);
    let rhs_s = shape(ctx, rt);
    let rs = shape(ctx, ot);
    if rhs_s.contains(&rmlir_ir::types::DYNAMIC) || rs.contains(&rmlir_ir::types::DYNAMIC) {
        return Err(());
    }
    let (kw, c) = (rhs_s[0], rhs_s[1]);
    let (n, w) = (rs[0], rs[1]);
    rw.set_insertion_point_before(op);
    let zero = index_const(rw, loc, 0);
    let wstep = if g.stride == 1 { w } else { 1 };
    let iw = ((w - 1) * g.stride + 1) + ((kw - 1) * g.dilation + 1) - 1;
    let lty = vector_type(ctx, &[n, iw, c], &[], elem(ctx, lt));
    let rty = vector_type(ctx, &[kw, c], &[], elem(ctx, rt));
    let oty = vector_type(ctx, &[n, w, c], &[], elem(ctx, ot));
    let lhs = read(rw, loc, lty, g.lhs, &[zero, zero, zero])?;
    let rhs = read(rw, loc, rty, g.rhs, &[zero, zero])?;
    let mut res = read(rw, loc, oty, g.res, &[zero, zero, zero])?;
    let mut lhs_vals = Vec::new();
    for k in 0..kw {
        let mut x = 0;
        while x < w {
            lhs_vals.push(extract_strided(
                rw,
                loc,
                lhs,
                &[0, x * g.stride + k * g.dilation, 0],
                &[n, wstep, c],
            ));
            x += wstep;
        }
    }
    let mut rhs_vals = Vec::new();
    for k in 0..kw {
        rhs_vals.push(extract(rw, loc, rhs, k));
    }
    let mut res_vals = Vec::new();
    let mut x = 0;
    while x < w {
        res_vals.push(extract_strided(rw, loc, res, &[0, x, 0], &[n, wstep, c]));
        x += wstep;
    }
    let lin = |k: i64, x: i64| (k * (w / wstep) + x) as usize;
    for k in 0..kw {
        let mut x = 0;
        while x < w {
            let slot = x as usize;
            let mut lv = lhs_vals[lin(k, x)];
            let mut r0 = res_vals[slot];
            if flatten {
                let flat = [n, wstep * c];
                let lt = vector_type(ctx, &flat, &[], elem(ctx, rw.body.value_type(lv)));
                lv = build1(rw, loc, "vector.shape_cast", &[lv], lt, &[]);
                let rt = vector_type(ctx, &flat, &[], elem(ctx, rw.body.value_type(r0)));
                r0 = build1(rw, loc, "vector.shape_cast", &[r0], rt, &[]);
            }
            let rt0 = rw.body.value_type(r0);
            let l = promote(rw, loc, lv, rt0)?;
            let mut rv = rhs_vals[k as usize];
            let re = elem(ctx, rw.body.value_type(rv));
            if flatten {
                let rhs_size = shape(ctx, rw.body.value_type(rv))[0];
                let res_size = shape(ctx, rt0)[1];
                let mut mask = Vec::new();
                for _ in 0..res_size / rhs_size {
                    mask.extend(0..rhs_size);
                }
                let st = vector_type(ctx, &[mask.len() as i64], &[], re);
                rv = build1(
                    rw,
                    loc,
                    "vector.shuffle",
                    &[rv, rv],
                    st,
                    &[("mask", i64_array(ctx, &mask))],
                );
            }
            let bt = vector_type(ctx, &shape(ctx, rt0), &[], re);
            let b = build1(rw, loc, "vector.broadcast", &[rv], bt, &[]);
            let b = promote(rw, loc, b, rt0)?;
            let mut nv = if ctx.is_float(elem(ctx, rt0)) {
                build1(rw, loc, "vector.fma", &[l, b, r0], rt0, &[])
            } else {
                let m = build1(rw, loc, "arith.muli", &[l, b], rt0, &[]);
                build1(rw, loc, "arith.addi", &[m, r0], rt0, &[])
            };
            if flatten {
                let t = vector_type(ctx, &[n, wstep, c], &[], elem(ctx, rt0));
                nv = build1(rw, loc, "vector.shape_cast", &[nv], t, &[]);
            }
            res_vals[slot] = nv;
            x += wstep;
        }
    }
    let mut x = 0;
    while x < w {
        res = insert_strided(rw, loc, res_vals[x as usize], res, &[0, x, 0]);
        x += wstep;
    }
    Ok(write(rw, loc, res, g.res, &[zero, zero, zero]))
}
