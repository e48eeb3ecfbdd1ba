//! `verifyMemRef*`: element-wise comparison of two memrefs of the same shape
//! (`impl::verifyMemRef` of upstream's `RunnerUtils.h`).
//!
//! The result is the number of differing elements, or -1 when the shapes
//! differ. Each difference, up to the first ten, is reported on `stderr` as
//! `<actual> != <expected> offset = <offset>` (elements written as
//! `printMemref*` writes them). A shape mismatch writes both memrefs' metadata
//! to `stderr`, back to back and without a newline, as upstream does.
//!
//! Integers, `f16`/`bf16` (bit patterns) and complex numbers must be equal;
//! `f32` and `f64` must be finite with a relative error of at most 1e-6 and
//! 1e-12 respectively, computed in the element's own precision.

use crate::err;
use crate::memref::{
    metadata, Elem, Ind, UnrankedMemRef, View, BF16, C32, C64, F16, F32, F64, I16, I32, I64, I8,
};
use std::ffi::c_void;

/// How many differences are reported before the rest are only counted.
const PRINT_LIMIT: i64 = 10;

/// An element type with upstream's notion of "close enough".
pub(crate) trait Verify: Elem {
    /// `MemRefDataVerifier<T>::verifyElem` on the elements at `a` and `e`.
    unsafe fn same(a: *const u8, e: *const u8) -> bool;
}

macro_rules! exact {
    ($($name:ident => $t:ty),* $(,)?) => {$(
        impl Verify for $name {
            unsafe fn same(a: *const u8, e: *const u8) -> bool {
                (a as *const $t).read_unaligned() == (e as *const $t).read_unaligned()
            }
        }
    )*};
}

// `f16`/`bf16` compare their bit patterns (upstream's `operator==`); complex
// numbers compare both parts as floats.
exact! {
    I8 => i8,
    I16 => i16,
    I32 => i32,
    I64 => i64,
    Ind => u64,
    F16 => u16,
    BF16 => u16,
    C32 => [f32; 2],
    C64 => [f64; 2],
}

impl Verify for F32 {
    unsafe fn same(a: *const u8, e: *const u8) -> bool {
        let (a, e) = (
            (a as *const f32).read_unaligned(),
            (e as *const f32).read_unaligned(),
        );
        a.is_finite() && e.is_finite() && (a - e).abs() <= 1e-6f32 * e.abs()
    }
}

impl Verify for F64 {
    unsafe fn same(a: *const u8, e: *const u8) -> bool {
        let (a, e) = (
            (a as *const f64).read_unaligned(),
            (e as *const f64).read_unaligned(),
        );
        a.is_finite() && e.is_finite() && (a - e).abs() <= 1e-12 * e.abs()
    }
}

/// `MemRefDataVerifier<T>::verify`: counts the differing elements of the
/// sub-array at `offset` with the given sizes and strides.
unsafe fn verify_data<T: Verify>(
    actual: *const u8,
    expected: *const u8,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
    printed: &mut i64,
) -> i64 {
    let Some((&n, inner_sizes)) = sizes.split_first() else {
        let at = (offset as isize).wrapping_mul(T::SIZE as isize);
        let (a, e) = (actual.wrapping_offset(at), expected.wrapping_offset(at));
        if T::same(a, e) {
            return 0;
        }
        if *printed < PRINT_LIMIT {
            let mut s = Vec::new();
            T::put(a, &mut s);
            s.extend_from_slice(b" != ");
            T::put(e, &mut s);
            s.extend_from_slice(format!(" offset = {offset}\n").as_bytes());
            err(&s);
            *printed += 1;
        }
        return 1;
    };
    let mut errors = 0;
    for i in 0..n {
        errors += verify_data::<T>(
            actual,
            expected,
            offset + i * strides[0],
            inner_sizes,
            &strides[1..],
            printed,
        );
    }
    errors
}

/// `impl::verifyMemRef` on two dynamic memrefs.
pub(crate) unsafe fn verify<T: Verify>(actual: &View, expected: &View) -> i64 {
    // Upstream compares the shapes inside its loop over the actual rank, so a
    // rank-0 actual memref is never reported as mismatching.
    for i in 0..actual.rank.max(0) as usize {
        if expected.rank != actual.rank
            || actual.offset != expected.offset
            || actual.sizes[i] != expected.sizes[i]
            || actual.strides[i] != expected.strides[i]
        {
            err(format!("{}{}", metadata(actual), metadata(expected)).as_bytes());
            return -1;
        }
    }
    let mut printed = 0;
    verify_data::<T>(
        actual.data,
        expected.data,
        actual.offset,
        &actual.sizes,
        &actual.strides,
        &mut printed,
    )
}

macro_rules! unranked_verifiers {
    ($($name:ident => $t:ty),* $(,)?) => {$(
        #[no_mangle]
        pub unsafe extern "C" fn $name(
            actual: *const UnrankedMemRef,
            expected: *const UnrankedMemRef,
        ) -> i64 {
            verify::<$t>(&View::unranked(actual), &View::unranked(expected))
        }
    )*};
}

unranked_verifiers! {
    _mlir_ciface_verifyMemRefI8 => I8,
    _mlir_ciface_verifyMemRefI16 => I16,
    _mlir_ciface_verifyMemRefI32 => I32,
    _mlir_ciface_verifyMemRefI64 => I64,
    _mlir_ciface_verifyMemRefF16 => F16,
    _mlir_ciface_verifyMemRefBF16 => BF16,
    _mlir_ciface_verifyMemRefF32 => F32,
    _mlir_ciface_verifyMemRefF64 => F64,
    _mlir_ciface_verifyMemRefInd => Ind,
    _mlir_ciface_verifyMemRefC32 => C32,
    _mlir_ciface_verifyMemRefC64 => C64,
}

macro_rules! rank_ptr_verifiers {
    ($($name:ident => $t:ty),* $(,)?) => {$(
        /// The non-`_mlir_ciface_` form: one rank and the two ranked
        /// descriptors.
        #[no_mangle]
        pub unsafe extern "C" fn $name(
            rank: i64,
            actual: *mut c_void,
            expected: *mut c_void,
        ) -> i64 {
            verify::<$t>(&View::read(actual, rank), &View::read(expected, rank))
        }
    )*};
}

rank_ptr_verifiers! {
    verifyMemRefI32 => I32,
    verifyMemRefF32 => F32,
    verifyMemRefF64 => F64,
    verifyMemRefInd => Ind,
    verifyMemRefC32 => C32,
    verifyMemRefC64 => C64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(data: &[u8], offset: i64, sizes: &[i64], strides: &[i64]) -> View {
        View {
            rank: sizes.len() as i64,
            data: data.as_ptr(),
            offset,
            sizes: sizes.to_vec(),
            strides: strides.to_vec(),
        }
    }

    fn bytes<T: Copy, const N: usize>(xs: [T; N]) -> Vec<u8> {
        let n = std::mem::size_of::<T>() * N;
        // SAFETY: reading the plain-old-data array's own bytes.
        unsafe { std::slice::from_raw_parts(xs.as_ptr() as *const u8, n).to_vec() }
    }

    #[test]
    fn counts_differences() {
        let a = bytes([1i32, 2, 3, 4, 5, 6]);
        let e = bytes([1i32, 0, 3, 4, 0, 0]);
        // SAFETY: the views stay inside the buffers.
        unsafe {
            assert_eq!(
                verify::<I32>(
                    &view(&a, 0, &[2, 3], &[3, 1]),
                    &view(&e, 0, &[2, 3], &[3, 1])
                ),
                3
            );
            // Only the first column, through strides.
            assert_eq!(
                verify::<I32>(&view(&a, 0, &[2], &[3]), &view(&e, 0, &[2], &[3])),
                0
            );
            // Shape mismatch.
            assert_eq!(
                verify::<I32>(&view(&a, 0, &[6], &[1]), &view(&e, 0, &[3], &[1])),
                -1
            );
            // A rank-0 actual memref is compared whatever the expected shape.
            assert_eq!(
                verify::<I32>(&view(&a, 1, &[], &[]), &view(&e, 0, &[3], &[1])),
                1
            );
        }
    }

    #[test]
    fn float_tolerance() {
        let one = 1.0f32.to_ne_bytes();
        let close = (1.0f32 + 1e-7).to_ne_bytes();
        let far = 1.00001f32.to_ne_bytes();
        let nan = f32::NAN.to_ne_bytes();
        // SAFETY: four-byte buffers.
        unsafe {
            assert!(F32::same(close.as_ptr(), one.as_ptr()));
            assert!(!F32::same(far.as_ptr(), one.as_ptr()));
            assert!(!F32::same(nan.as_ptr(), nan.as_ptr()));
        }
        let z = 0.0f64.to_ne_bytes();
        let tiny = 1e-300f64.to_ne_bytes();
        // SAFETY: eight-byte buffers.
        unsafe {
            assert!(F64::same(z.as_ptr(), z.as_ptr()));
            assert!(!F64::same(tiny.as_ptr(), z.as_ptr()));
        }
    }
}
