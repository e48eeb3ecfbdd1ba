//! `transform.structured.gpu.map_copy_to_threads` (upstream's `MapCopyToThreadsOp`): a
//! `linalg.copy` with a static shape of rank 1 to 3 is distributed over GPU threads. The copy
//! mapping heuristic ([`CopyMapping`], upstream's `CopyMappingInfo` in `GPUHeuristics.cpp`)
//! picks the vector size along the most minor dimension (the largest transfer that the
//! desired alignment, the most minor size and the 128-bit maximum load allow) and the number of
//! threads per dimension (greedily, as many as possible up to the total); the op is then tiled
//! by an `scf.forall` with that many threads per dimension and the `#gpu.thread<linear_dim_*>`
//! mapping, through the forall tiling of `transform.structured.tile_using_forall`
//! ([`super::tiling_forall::tile_to_forall`]). `tensor.pad` targets (which need pad tiling)
//! fail with "unsupported in rmlir's gpu copy mapping".

use super::transform_utils::shape_of;
use crate::transform::interp::{Consumes, Interp, PayloadOp, TOp, TResult, TransformOpImpl};
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::ods::constraints::dialect_attr;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::{AttrKind, Attribute, Context};

pub static IMPLS: &[TransformOpImpl] = &[TransformOpImpl {
    name: "transform.structured.gpu.map_copy_to_threads",
    apply: apply_map_copy_to_threads,
    consumes: Consumes::All,
}];

/// Upstream's `kMaxVectorLoadBitWidth`.
const MAX_VECTOR_LOAD_BITS: i64 = 128;

/// The result of the copy mapping heuristic (upstream's `CopyMappingInfo`).
#[derive(Debug, PartialEq, Eq)]
pub struct CopyMapping {
    pub vector_size: i64,
    pub num_threads: Vec<i64>,
    pub tile_sizes: Vec<i64>,
}

#[derive(PartialEq, Eq)]
enum Status {
    Success,
    RequiresPredication,
    Invalid,
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// The thread counts per dimension: the last one is `sizes.last()`, each earlier one a
/// divisor of its size, maximizing the product without exceeding `max` (the first best
/// found in increasing divisor order wins).
fn maximize_threads(sizes: &[i64], i: usize, max: i64) -> Vec<i64> {
    if i + 1 == sizes.len() {
        return vec![sizes[i]];
    }
    let mut best = 0;
    let mut res = Vec::new();
    let s = sizes[i];
    for f in (1..=s).filter(|f| s % f == 0) {
        let nested = maximize_threads(sizes, i + 1, max / f);
        let local = f * nested.iter().product::<i64>();
        if local > best && local <= max {
            res = std::iter::once(f).chain(nested).collect();
            best = local;
        }
    }
    res
}

fn infer_impl(total: i64, sizes: &[i64], vs: i64, out: &mut (i64, Vec<i64>)) -> Status {
    let mut scaled = sizes.to_vec();
    *scaled.last_mut().unwrap() /= vs;
    if *scaled.last().unwrap() > total {
        return Status::Invalid;
    }
    let threads = maximize_threads(&scaled, 0, total);
    let used: i64 = threads.iter().product();
    if threads.len() != sizes.len() || used == 0 || used > total {
        return Status::Invalid;
    }
    *out = (vs, threads);
    if used == total {
        Status::Success
    } else {
        Status::RequiresPredication
    }
}

impl CopyMapping {
    /// Upstream's `CopyMappingInfo` constructor with `favorPredication = false`; `None` when
    /// the status is invalid.
    pub fn new(total: i64, alignment: i64, sizes: &[i64], elem_bits: i64) -> Option<Self> {
        if sizes.is_empty() || sizes.len() > 3 || elem_bits <= 0 {
            return None;
        }
        let last = *sizes.last()?;
        let desired = gcd(
            gcd(alignment / elem_bits, last),
            MAX_VECTOR_LOAD_BITS / elem_bits,
        );
        if desired <= 0 {
            return None;
        }
        let mut out = (0, Vec::new());
        let mut vs = desired;
        let mut status = Status::RequiresPredication;
        while vs >= 1 {
            status = infer_impl(total, sizes, vs, &mut out);
            if status != Status::RequiresPredication {
                break;
            }
            vs /= 2;
        }
        if status == Status::RequiresPredication {
            status = infer_impl(total, sizes, desired, &mut out);
        }
        if status == Status::Invalid {
            return None;
        }
        let (vector_size, num_threads) = out;
        let tile_sizes = sizes
            .iter()
            .zip(&num_threads)
            .map(|(s, n)| (s + n - 1).div_euclid(*n))
            .collect();
        Some(CopyMapping {
            vector_size,
            num_threads,
            tile_sizes,
        })
    }
}

fn int_attr(ctx: &Context, a: Option<Attribute>) -> i64 {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.to_i64().unwrap_or(0),
        _ => 0,
    }
}

fn with_note(
    it: &Interp<'_>,
    t: &TOp,
    p: &PayloadOp,
    msg: &str,
) -> crate::transform::interp::Failure {
    let d = Diagnostic::error(t.loc(), msg).with_note(it.payload_loc(p), "target op");
    crate::transform::interp::Failure::Silenceable(vec![d])
}

fn apply_map_copy_to_threads(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let total = int_attr(ctx, t.attr(ctx, "total_num_threads"));
    let alignment = int_attr(ctx, t.attr(ctx, "desired_bit_alignment"));
    let mut foralls = Vec::new();
    let mut tiled = Vec::new();
    for target in it.ops(t.operand(0)) {
        let name = it.op_name(&target).to_string();
        if name != "linalg.copy" && name != "tensor.pad" {
            return Err(with_note(
                it,
                t,
                &target,
                "only linalg.copy and tensor.pad target ops are supported",
            ));
        }
        let Some((b, op)) = it.op_in(&target) else {
            continue;
        };
        let Some(&res) = b.results(op).first() else {
            return Err(it.silenceable(
                t.loc(),
                "unsupported in rmlir's gpu copy mapping: copies on buffers",
            ));
        };
        let rty = b.value_type(res);
        let shape = shape_of(ctx, rty);
        if shape.iter().any(|s| *s < 0) {
            return Err(with_note(
                it,
                t,
                &target,
                "only statically sized ops of rank <= 3 are supported",
            ));
        }
        let elem = super::transform_utils::elem_type(ctx, rty);
        let bits = elem.and_then(|e| ctx.int_or_float_bitwidth(e)).unwrap_or(0) as i64;
        if bits <= 0 || MAX_VECTOR_LOAD_BITS % bits != 0 {
            return Err(it.silenceable(
                t.loc(),
                "unsupported in rmlir's gpu copy mapping: element bitwidths not dividing 128",
            ));
        }
        let align = if alignment % bits != 0 {
            bits
        } else {
            alignment
        };
        let Some(mapping) = CopyMapping::new(total, align, &shape, bits) else {
            return Err(with_note(
                it,
                t,
                &target,
                "too few threads to map copy op to threads on the most minor dimension, given alignment and vector size constraints, try smaller tile size of mapping to more threads",
            ));
        };
        if name == "tensor.pad" {
            return Err(it.silenceable(
                t.loc(),
                "unsupported in rmlir's gpu copy mapping: tensor.pad targets",
            ));
        }
        let dims = ["linear_dim_2", "linear_dim_1", "linear_dim_0"];
        let attrs: Vec<Attribute> = dims[3 - shape.len()..]
            .iter()
            .map(|d| dialect_attr(ctx, "gpu", &format!("thread<{d}>")))
            .collect();
        let mapping_attr = ctx.array_attr(&attrs);
        let path = target.body_path().to_vec();
        let loc = it.payload_loc(&target);
        let Some(body) = it.body_mut(&path) else {
            continue;
        };
        let mut rw = PatternRewriter::new(ctx, body);
        let nt: Vec<super::tiling_forall::Size> = mapping
            .num_threads
            .iter()
            .map(|n| super::tiling_forall::Size::Const(*n))
            .collect();
        let mut warnings = Vec::new();
        let r = super::tiling_forall::tile_to_forall(
            &mut rw,
            &path,
            op,
            &nt,
            &[],
            Some(mapping_attr),
            &mut warnings,
        );
        drop(rw);
        match r {
            Ok((f, o)) => {
                foralls.push(PayloadOp::at(&path, f));
                tiled.push(PayloadOp::at(&path, o));
            }
            Err(m) => return Err(it.silenceable(loc, m)),
        }
    }
    it.set_ops(t, t.result(0), foralls)?;
    it.set_ops(t, t.result(1), tiled)
}

#[cfg(test)]
mod tests {
    use super::CopyMapping;

    #[test]
    fn copy_mapping_matches_upstream_heuristic() {
        let m = CopyMapping::new(32, 128, &[16, 32, 64], 8).unwrap();
        assert_eq!(m.num_threads, vec![1, 8, 4]);
        assert_eq!(m.tile_sizes, vec![16, 4, 16]);
        let m = CopyMapping::new(32, 64, &[16, 32, 64], 8).unwrap();
        assert_eq!(m.num_threads, vec![1, 4, 8]);
        let m = CopyMapping::new(32, 128, &[20], 16).unwrap();
        assert_eq!(m.num_threads, vec![5]);
        assert!(CopyMapping::new(32, 128, &[1024], 16).is_none());
    }
}
