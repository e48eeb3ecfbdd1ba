//! rmlir's runner utility library: the C-ABI symbols that MLIR 19's
//! `libmlir_c_runner_utils` and `libmlir_runner_utils` export for JIT-compiled
//! and AOT-compiled programs (`printF64`, `printMemrefF32`, `memrefCopy`, ...),
//! printing byte-identical output.
//!
//! Built as a `cdylib`, it can replace both upstream libraries under
//! `mlir-cpu-runner -shared-libs=librmlir_runtime.so`.
//!
//! Output goes through C's `stdout` `FILE` (as upstream's `printf` and its
//! stdio-synchronised `std::cout` do), so it interleaves with any other C
//! output of the process exactly as upstream's does; `std::endl` flushes are
//! mirrored by `fflush`.
//!
//! # Safety
//! Every exported function is `unsafe`: it trusts its pointer arguments to be
//! what MLIR's lowering passes (memref descriptors: allocated pointer, aligned
//! pointer, offset, sizes\[rank\], strides\[rank\]; unranked descriptors: rank
//! and a pointer to such a descriptor) or the C caller hand it, as upstream's
//! C++ does.
#![allow(clippy::missing_safety_doc)]

pub mod cfmt;
pub mod loader;
mod memref;
pub mod random;
mod sort;
mod verify;

pub use memref::*;
pub use sort::*;
pub use verify::*;

use std::ffi::{c_char, c_void, CStr};

/// C stdio, which upstream's runtime writes through.
mod cstdio {
    use std::ffi::c_void;

    extern "C" {
        static stdout: *mut c_void;
        static stderr: *mut c_void;
        fn fwrite(ptr: *const c_void, size: usize, n: usize, f: *mut c_void) -> usize;
        fn fflush(f: *mut c_void) -> i32;
        pub fn malloc(size: usize) -> *mut c_void;
        pub fn aligned_alloc(alignment: usize, size: usize) -> *mut c_void;
        pub fn free(p: *mut c_void);
    }

    /// Appends `bytes` to C's `stdout` buffer.
    pub fn out(bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        // SAFETY: `stdout` is the C library's stream; fwrite reads `bytes`.
        unsafe {
            fwrite(bytes.as_ptr().cast(), 1, bytes.len(), stdout);
        }
    }

    /// `fflush(stdout)`: what `std::endl` on a synchronised `std::cout` does.
    pub fn flush_out() {
        // SAFETY: flushing the C library's own stream.
        unsafe {
            fflush(stdout);
        }
    }

    /// Writes `bytes` to C's (unbuffered) `stderr`.
    pub fn err(bytes: &[u8]) {
        // SAFETY: as for `out`.
        unsafe {
            fwrite(bytes.as_ptr().cast(), 1, bytes.len(), stderr);
        }
    }
}

pub(crate) use cstdio::{err, flush_out, out};

// ---------------------------------------------------------------------------
// CRunnerUtils: scalar printing for vector.print and friends.
// ---------------------------------------------------------------------------

/// `fprintf(stdout, "%" PRId64, i)`.
#[no_mangle]
pub extern "C" fn printI64(i: i64) {
    out(i.to_string().as_bytes());
}

/// `fprintf(stdout, "%" PRIu64, u)`.
#[no_mangle]
pub extern "C" fn printU64(u: u64) {
    out(u.to_string().as_bytes());
}

/// `fprintf(stdout, "%g", f)` (the float promoted to double).
#[no_mangle]
pub extern "C" fn printF32(f: f32) {
    out(cfmt::fmt_g(f as f64, 6).as_bytes());
}

/// `fprintf(stdout, "%lg", d)`.
#[no_mangle]
pub extern "C" fn printF64(d: f64) {
    out(cfmt::fmt_g(d, 6).as_bytes());
}

/// `fputs(s, stdout)`.
#[no_mangle]
pub unsafe extern "C" fn printString(s: *const c_char) {
    out(CStr::from_ptr(s).to_bytes());
}

#[no_mangle]
pub extern "C" fn printOpen() {
    out(b"( ");
}

#[no_mangle]
pub extern "C" fn printClose() {
    out(b" )");
}

#[no_mangle]
pub extern "C" fn printComma() {
    out(b", ");
}

#[no_mangle]
pub extern "C" fn printNewline() {
    out(b"\n");
}

/// `fprintf(stderr, "%lf GFLOPS\n", flops / 1.0E9)`.
#[no_mangle]
pub extern "C" fn printFlops(flops: f64) {
    err(format!("{} GFLOPS\n", cfmt::fmt_f(flops / 1.0E9, 6)).as_bytes());
}

/// Seconds since the epoch at microsecond resolution (`gettimeofday`).
#[no_mangle]
pub extern "C" fn rtclock() -> f64 {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    d.as_secs() as f64 + d.subsec_micros() as f64 * 1.0e-6
}

/// Nanoseconds since the epoch (`std::chrono::high_resolution_clock`, which
/// is the system clock in libstdc++).
#[no_mangle]
pub extern "C" fn _mlir_ciface_nanoTime() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as i64)
}

// Allocation: the C heap, so memory may be freed by either side.

#[no_mangle]
pub unsafe extern "C" fn mlirAlloc(size: u64) -> *mut c_void {
    cstdio::malloc(size as usize)
}

#[no_mangle]
pub unsafe extern "C" fn mlirAlignedAlloc(alignment: u64, size: u64) -> *mut c_void {
    cstdio::aligned_alloc(alignment as usize, size as usize)
}

#[no_mangle]
pub unsafe extern "C" fn mlirFree(ptr: *mut c_void) {
    cstdio::free(ptr)
}

#[no_mangle]
pub unsafe extern "C" fn mlirAlignedFree(ptr: *mut c_void) {
    cstdio::free(ptr)
}
