//! Building blocks of upstream's explicit copy generation (`affineDataCopyGenerate` /
//! `generateCopy` in `Affine/Utils/LoopUtils.cpp`, driven by the
//! `-affine-data-copy-generate` pass): the copy options with upstream's defaults, the
//! multi-level DMA strides of a region's buffer, and the byte size of a fast buffer.
//!
//! The pass itself is not registered yet: its output (constant placement at the function
//! top, replacement of the memref uses with remapped indices, the copy placement) must be
//! byte-identical to mlir-opt 19 before it can be exposed.

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
