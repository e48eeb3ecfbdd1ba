//! `memref-expand` (upstream's `ExpandOps.cpp`): legalizes memref ops for the lowering to
//! LLVM, as a partial dialect conversion.
//!
//! - `memref.atomic_rmw` of kind `maximumf`, `minimumf`, `maxnumf` or `minnumf` (no LLVM
//!   atomic) becomes a `memref.generic_atomic_rmw` whose body applies the arith op of the
//!   same name to the current value and the operand;
//! - `memref.reshape` whose shape operand has a static shape becomes a
//!   `memref.reinterpret_cast` at offset 0: the sizes are the result's static dims or
//!   loaded from the shape (cast to `index`), the strides their running product from the
//!   innermost dimension.

use rmlir_ir::body::OpSpec;
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use rmlir_ir::ods::constraints::{self as c, dense_i32_array, dense_i64_array};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{Attribute, Body, Context, Location, OpId, Type, TypeKind, ValueId};

const DESCRIPTION: &str = "Legalize memref operations to be convertible to LLVM.";

/// The atomic kinds without an LLVM atomic, with the arith op computing them.
const EXPANDED_KINDS: &[(&str, &str)] = &[
    ("maximumf", "arith.maximumf"),
    ("minimumf", "arith.minimumf"),
    ("maxnumf", "arith.maxnumf"),
    ("minnumf", "arith.minnumf"),
];

fn atomic_kind(ctx: &Context, body: &Body, op: OpId) -> Option<&'static str> {
    let kind = rmlir_ir::ods::prop(ctx, body, op, "kind")
        .and_then(|a| c::signless_int_value(ctx, a, 64))?;
    crate::arith::attrs::ATOMIC_RMW_KIND.case_name(kind)
}

fn expanded_op(ctx: &Context, body: &Body, op: OpId) -> Option<&'static str> {
    let kind = atomic_kind(ctx, body, op)?;
    EXPANDED_KINDS
        .iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, o)| *o)
}

fn static_shape_operand(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    let shape_ty = body.value_type(body.operand(op, 1));
    match ctx.type_kind(shape_ty) {
        TypeKind::MemRef { shape, .. } if !shape.contains(&rmlir_ir::types::DYNAMIC) => {
            shape.first().copied()
        }
        _ => None,
    }
}

fn create(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let ctx = rw.ctx;
    let n = ctx.op_name(name);
    let info = ctx.op_info(n).expect("registered op");
    let mut spec = OpSpec::new(n, loc);
    spec.operands = operands;
    spec.result_types = results;
    spec.num_regions = info.def.map_or(0, |d| d.regions.len());
    spec.props = info.props.iter().map(|_| None).collect();
    for (k, v) in props {
        if let Some(i) = info.prop_index(k) {
            spec.props[i] = Some(*v);
        }
    }
    rw.create(spec)
}

fn index_constant(rw: &mut ConversionPatternRewriter<'_>, loc: Location, v: i64) -> ValueId {
    let ctx = rw.ctx;
    let idx = ctx.index_type();
    let op = create(
        rw,
        loc,
        "arith.constant",
        &[],
        &[idx],
        &[("value", ctx.int_attr(idx, v))],
    );
    rw.body.result(op, 0)
}

/// Upstream's `AtomicRMWOpConverter`.
fn expand_atomic_rmw(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let Some(arith_op) = expanded_op(ctx, rw.body, op) else {
        return Err(());
    };
    let loc = rw.body.loc(op);
    let operands: Vec<ValueId> = rw.body.operands(op).collect();
    let (value, memref, indices) = (operands[0], operands[1], &operands[2..]);
    let elem = rw.body.value_type(value);
    let mut ga_operands = vec![memref];
    ga_operands.extend_from_slice(indices);
    let generic = create(
        rw,
        loc,
        "memref.generic_atomic_rmw",
        &ga_operands,
        &[elem],
        &[],
    );
    let region = rw.body.regions(generic)[0];
    let saved = rw.set_insertion_point(None);
    let block = rw.create_block(region, None, &[(elem, loc)]);
    let current = rw.body.block_args(block)[0];
    let applied = create(rw, loc, arith_op, &[current, value], &[elem], &[]);
    let applied = rw.body.result(applied, 0);
    create(rw, loc, "memref.atomic_yield", &[applied], &[], &[]);
    rw.set_insertion_point(saved);
    let result = rw.body.result(generic, 0);
    rw.replace_op(op, &[result]);
    Ok(())
}

/// Upstream's `MemRefReshapeOpConverter`.
fn expand_reshape(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let Some(rank) = static_shape_operand(ctx, rw.body, op) else {
        return Err(());
    };
    let loc = rw.body.loc(op);
    let source = rw.body.operand(op, 0);
    let shape = rw.body.operand(op, 1);
    let result_ty = rw.body.value_type(rw.body.result(op, 0));
    let TypeKind::MemRef { shape: dims, .. } = ctx.type_kind(result_ty).clone() else {
        return Err(());
    };
    let rank = rank as usize;
    if dims.len() != rank {
        return Err(());
    }
    let index = ctx.index_type();
    let mut sizes: Vec<Option<ValueId>> = vec![None; rank];
    let mut strides: Vec<Option<ValueId>> = vec![None; rank];
    let mut stride = index_constant(rw, loc, 1);
    for i in (0..rank).rev() {
        let size = if dims[i] == rmlir_ir::types::DYNAMIC {
            let at = index_constant(rw, loc, i as i64);
            let elem = match ctx.type_kind(rw.body.value_type(shape)) {
                TypeKind::MemRef { elem, .. } => *elem,
                _ => return Err(()),
            };
            let load = create(rw, loc, "memref.load", &[shape, at], &[elem], &[]);
            let mut size = rw.body.result(load, 0);
            if elem != index {
                let cast = create(rw, loc, "arith.index_cast", &[size], &[index], &[]);
                size = rw.body.result(cast, 0);
            }
            sizes[i] = Some(size);
            size
        } else {
            index_constant(rw, loc, dims[i])
        };
        strides[i] = Some(stride);
        if i > 0 {
            let mul = create(rw, loc, "arith.muli", &[stride, size], &[index], &[]);
            stride = rw.body.result(mul, 0);
        }
    }
    let static_sizes: Vec<i64> = (0..rank)
        .map(|i| {
            if sizes[i].is_some() {
                rmlir_ir::types::DYNAMIC
            } else {
                dims[i]
            }
        })
        .collect();
    let dynamic_sizes: Vec<ValueId> = sizes.iter().flatten().copied().collect();
    let mut operands = vec![source];
    operands.extend(&dynamic_sizes);
    operands.extend(strides.iter().flatten());
    let segs = dense_i32_array(ctx, &[1, 0, dynamic_sizes.len() as i32, rank as i32]);
    let dyn_strides = vec![rmlir_ir::types::DYNAMIC; rank];
    let cast = create(
        rw,
        loc,
        "memref.reinterpret_cast",
        &operands,
        &[result_ty],
        &[
            ("operandSegmentSizes", segs),
            ("static_offsets", dense_i64_array(ctx, &[0])),
            ("static_sizes", dense_i64_array(ctx, &static_sizes)),
            ("static_strides", dense_i64_array(ctx, &dyn_strides)),
        ],
    );
    let v = rw.body.result(cast, 0);
    rw.replace_op(op, &[v]);
    Ok(())
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "memref-expand",
        description: DESCRIPTION,
        create: || {
            Box::new(ExpandOps {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct ExpandOps {
    options: PassOptions,
}

impl Pass for ExpandOps {
    fn name(&self) -> &'static str {
        "ExpandOpsPass"
    }
    fn argument(&self) -> &'static str {
        "memref-expand"
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let mut target = ConversionTarget::new();
        target.add_legal_dialect(&["arith", "memref"]);
        target.add_dynamically_legal_op(&["memref.atomic_rmw"], |ctx, body, op| {
            Some(expanded_op(ctx, body, op).is_none())
        });
        target.add_dynamically_legal_op(&["memref.reshape"], |ctx, body, op| {
            Some(static_shape_operand(ctx, body, op).is_none())
        });
        let mut patterns = ConversionPatternSet::new();
        patterns.add(
            ctx,
            Some("memref.atomic_rmw"),
            1,
            "AtomicRMWOpConverter",
            None,
            expand_atomic_rmw,
        );
        patterns.add(
            ctx,
            Some("memref.reshape"),
            1,
            "MemRefReshapeOpConverter",
            None,
            expand_reshape,
        );
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        if let Err(diags) = apply_partial_conversion(ctx, body, &target, &patterns) {
            for d in diags {
                cx.emit(d);
            }
            return Err(());
        }
        Ok(())
    }
}
