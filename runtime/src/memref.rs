//! Memref descriptors, `printMemref*` / `printMemrefShape*` and `memrefCopy`.
//!
//! A ranked descriptor (`StridedMemRefType<T, N>`) is, in memory: allocated
//! pointer, aligned pointer, offset, `sizes[N]`, `strides[N]` (all 64-bit). An
//! unranked one (`UnrankedMemRefType<T>`) is a rank and a pointer to a ranked
//! descriptor of that rank.

use crate::cfmt::fmt_g;
use crate::{flush_out, out};
use std::ffi::c_void;
use std::fmt::Write as _;

/// `UnrankedMemRefType<T>`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct UnrankedMemRef {
    pub rank: i64,
    pub descriptor: *mut c_void,
}

/// A memref of any rank, read from a descriptor (`DynamicMemRefType<T>`).
pub(crate) struct View {
    pub(crate) rank: i64,
    /// The aligned pointer (`data`).
    pub(crate) data: *const u8,
    pub(crate) offset: i64,
    pub(crate) sizes: Vec<i64>,
    pub(crate) strides: Vec<i64>,
}

impl View {
    /// Reads the ranked descriptor at `desc` of rank `rank`.
    pub(crate) unsafe fn read(desc: *const c_void, rank: i64) -> View {
        let words = desc as *const i64;
        let data = *(desc as *const *const u8).add(1);
        let offset = *words.add(2);
        let n = rank.max(0) as usize;
        let sizes = (0..n).map(|i| *words.add(3 + i)).collect();
        let strides = (0..n).map(|i| *words.add(3 + n + i)).collect();
        View {
            rank,
            data,
            offset,
            sizes,
            strides,
        }
    }

    pub(crate) unsafe fn unranked(m: *const UnrankedMemRef) -> View {
        View::read((*m).descriptor, (*m).rank)
    }
}

/// An element type printable the way `std::ostream << T` prints it.
pub(crate) trait Elem {
    const SIZE: usize;
    /// Appends the element at `p` to `s`.
    unsafe fn put(p: *const u8, s: &mut Vec<u8>);
}

fn put_str(s: &mut Vec<u8>, t: &str) {
    s.extend_from_slice(t.as_bytes());
}

/// `ostream << float/double` with default flags: `%.6g`.
fn put_float(s: &mut Vec<u8>, x: f64) {
    put_str(s, &fmt_g(x, 6));
}

macro_rules! int_elem {
    ($name:ident, $t:ty) => {
        pub(crate) struct $name;
        impl Elem for $name {
            const SIZE: usize = std::mem::size_of::<$t>();
            unsafe fn put(p: *const u8, s: &mut Vec<u8>) {
                put_str(s, &(p as *const $t).read_unaligned().to_string());
            }
        }
    };
}

/// `int8_t` is `signed char`: the stream writes the byte itself.
pub(crate) struct I8;
impl Elem for I8 {
    const SIZE: usize = 1;
    unsafe fn put(p: *const u8, s: &mut Vec<u8>) {
        s.push(*p);
    }
}
int_elem!(I16, i16);
int_elem!(I32, i32);
int_elem!(I64, i64);
int_elem!(Ind, u64);

pub(crate) struct F32;
impl Elem for F32 {
    const SIZE: usize = 4;
    unsafe fn put(p: *const u8, s: &mut Vec<u8>) {
        put_float(s, (p as *const f32).read_unaligned() as f64);
    }
}

pub(crate) struct F64;
impl Elem for F64 {
    const SIZE: usize = 8;
    unsafe fn put(p: *const u8, s: &mut Vec<u8>) {
        put_float(s, (p as *const f64).read_unaligned());
    }
}

/// IEEE half to single precision (exact).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = ((h >> 15) as u32) << 31;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let bits = match (exp, man) {
        (0, 0) => sign,
        (0, _) => {
            // Subnormal: value is man * 2^-24.
            let v = man as f32 * (1.0 / 16_777_216.0);
            return if sign != 0 { -v } else { v };
        }
        (0x1f, 0) => sign | 0x7f80_0000,
        (0x1f, _) => sign | 0x7f80_0000 | (man << 13),
        _ => sign | ((exp + 127 - 15) << 23) | (man << 13),
    };
    f32::from_bits(bits)
}

/// `f16` prints as the float it converts to.
pub(crate) struct F16;
impl Elem for F16 {
    const SIZE: usize = 2;
    unsafe fn put(p: *const u8, s: &mut Vec<u8>) {
        put_float(s, f16_to_f32((p as *const u16).read_unaligned()) as f64);
    }
}

/// `bf16` prints as the float it converts to.
pub(crate) struct BF16;
impl Elem for BF16 {
    const SIZE: usize = 2;
    unsafe fn put(p: *const u8, s: &mut Vec<u8>) {
        let bits = ((p as *const u16).read_unaligned() as u32) << 16;
        put_float(s, f32::from_bits(bits) as f64);
    }
}

/// `std::complex<float>`: `(re,im)`.
pub(crate) struct C32;
impl Elem for C32 {
    const SIZE: usize = 8;
    unsafe fn put(p: *const u8, s: &mut Vec<u8>) {
        let q = p as *const f32;
        s.push(b'(');
        put_float(s, q.read_unaligned() as f64);
        s.push(b',');
        put_float(s, q.add(1).read_unaligned() as f64);
        s.push(b')');
    }
}

/// `std::complex<double>`: `(re,im)`.
pub(crate) struct C64;
impl Elem for C64 {
    const SIZE: usize = 16;
    unsafe fn put(p: *const u8, s: &mut Vec<u8>) {
        let q = p as *const f64;
        s.push(b'(');
        put_float(s, q.read_unaligned());
        s.push(b',');
        put_float(s, q.add(1).read_unaligned());
        s.push(b')');
    }
}

/// `Vector2D<4, 4, float>` (rows of four floats, 16 bytes each):
/// `((a, b, c, d),   (...),   (...), (...))` as upstream's vector printer
/// lays it out.
struct Vec4x4F32;
impl Elem for Vec4x4F32 {
    const SIZE: usize = 64;
    unsafe fn put(p: *const u8, s: &mut Vec<u8>) {
        let row = |s: &mut Vec<u8>, r: usize| {
            let q = (p as *const f32).add(4 * r);
            s.push(b'(');
            for i in 0..4 {
                put_float(s, q.add(i).read_unaligned() as f64);
                if i < 3 {
                    put_str(s, ", ");
                }
            }
            s.push(b')');
        };
        s.push(b'(');
        row(s, 0);
        put_str(s, ", ");
        for r in 1..3 {
            put_str(s, "  ");
            row(s, r);
            put_str(s, ", ");
        }
        put_str(s, " ");
        row(s, 3);
        s.push(b')');
    }
}

/// `base@ = 0x... rank = R offset = O sizes = [..] strides = [..]`.
pub(crate) fn metadata(v: &View) -> String {
    let mut s = String::new();
    if v.data.is_null() {
        s.push_str("base@ = 0");
    } else {
        let _ = write!(s, "base@ = {:#x}", v.data as usize);
    }
    let _ = write!(s, " rank = {} offset = {}", v.rank, v.offset);
    let join = |xs: &[i64]| {
        xs.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = write!(
        s,
        " sizes = [{}] strides = [{}]",
        join(&v.sizes),
        join(&v.strides)
    );
    s
}

fn spaces(s: &mut Vec<u8>, n: i64) {
    for _ in 0..n.max(0) {
        s.push(b' ');
    }
}

/// Upstream's nested layout (`MemRefDataPrinter<T>::print`): the first and
/// last sub-arrays of each dimension are treated specially, rows of an outer
/// dimension are separated by ", \n" and indented by their depth, and the
/// element at the offset is printed even for empty dimensions.
unsafe fn print_data<T: Elem>(
    s: &mut Vec<u8>,
    v: &View,
    dim: usize,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
) {
    if dim == 0 {
        T::put(
            v.data.wrapping_offset((offset as isize) * T::SIZE as isize),
            s,
        );
        return;
    }
    let rank = v.rank;
    let indent = rank - dim as i64 + 1;
    let (n, stride) = (sizes[0], strides[0]);
    // First.
    s.push(b'[');
    print_data::<T>(s, v, dim - 1, offset, &sizes[1..], &strides[1..]);
    if n <= 1 {
        s.push(b']');
        return;
    }
    put_str(s, ", ");
    if dim > 1 {
        s.push(b'\n');
    }
    // Middle.
    let mut i = 1i64;
    while i + 1 < n {
        spaces(s, indent);
        print_data::<T>(
            s,
            v,
            dim - 1,
            offset + i * stride,
            &sizes[1..],
            &strides[1..],
        );
        put_str(s, ", ");
        if dim > 1 {
            s.push(b'\n');
        }
        i += 1;
    }
    // Last.
    spaces(s, indent);
    print_data::<T>(
        s,
        v,
        dim - 1,
        offset + (n - 1) * stride,
        &sizes[1..],
        &strides[1..],
    );
    s.push(b']');
}

/// `impl::printMemRef`: `<prefix>` metadata ` data = ` endl, the data, endl.
unsafe fn print_memref<T: Elem>(prefix: &str, v: &View) {
    out(format!("{prefix}{} data = \n", metadata(v)).as_bytes());
    flush_out();
    let mut s = Vec::new();
    if v.rank == 0 {
        s.push(b'[');
    }
    print_data::<T>(
        &mut s,
        v,
        v.rank.max(0) as usize,
        v.offset,
        &v.sizes,
        &v.strides,
    );
    if v.rank == 0 {
        s.push(b']');
    }
    s.push(b'\n');
    out(&s);
    flush_out();
}

unsafe fn print_unranked<T: Elem>(m: *const UnrankedMemRef) {
    print_memref::<T>("Unranked Memref ", &View::unranked(m));
}

unsafe fn print_ranked<T: Elem>(desc: *const c_void, rank: i64) {
    print_memref::<T>("Memref ", &View::read(desc, rank));
}

unsafe fn print_shape(m: *const UnrankedMemRef) {
    out(format!("Unranked Memref {}\n", metadata(&View::unranked(m))).as_bytes());
}

macro_rules! unranked_printers {
    ($($name:ident => $t:ty),* $(,)?) => {$(
        #[no_mangle]
        pub unsafe extern "C" fn $name(m: *const UnrankedMemRef) {
            print_unranked::<$t>(m)
        }
    )*};
}

unranked_printers! {
    _mlir_ciface_printMemrefI8 => I8,
    _mlir_ciface_printMemrefI16 => I16,
    _mlir_ciface_printMemrefI32 => I32,
    _mlir_ciface_printMemrefI64 => I64,
    _mlir_ciface_printMemrefF16 => F16,
    _mlir_ciface_printMemrefBF16 => BF16,
    _mlir_ciface_printMemrefF32 => F32,
    _mlir_ciface_printMemrefF64 => F64,
    _mlir_ciface_printMemrefInd => Ind,
    _mlir_ciface_printMemrefC32 => C32,
    _mlir_ciface_printMemrefC64 => C64,
}

macro_rules! rank_ptr_printers {
    ($($name:ident => $t:ty),* $(,)?) => {$(
        /// The non-`_mlir_ciface_` form: the unranked descriptor's fields as
        /// two arguments.
        #[no_mangle]
        pub unsafe extern "C" fn $name(rank: i64, ptr: *mut c_void) {
            print_unranked::<$t>(&UnrankedMemRef { rank, descriptor: ptr })
        }
    )*};
}

rank_ptr_printers! {
    printMemrefI32 => I32,
    printMemrefI64 => I64,
    printMemrefF32 => F32,
    printMemrefF64 => F64,
    printMemrefInd => Ind,
    printMemrefC32 => C32,
    printMemrefC64 => C64,
}

macro_rules! ranked_printers {
    ($($name:ident => ($t:ty, $rank:expr)),* $(,)?) => {$(
        #[no_mangle]
        pub unsafe extern "C" fn $name(desc: *const c_void) {
            print_ranked::<$t>(desc, $rank)
        }
    )*};
}

ranked_printers! {
    _mlir_ciface_printMemref0dF32 => (F32, 0),
    _mlir_ciface_printMemref1dF32 => (F32, 1),
    _mlir_ciface_printMemref2dF32 => (F32, 2),
    _mlir_ciface_printMemref3dF32 => (F32, 3),
    _mlir_ciface_printMemref4dF32 => (F32, 4),
    _mlir_ciface_printMemref1dI8 => (I8, 1),
    _mlir_ciface_printMemref1dI32 => (I32, 1),
    _mlir_ciface_printMemref1dI64 => (I64, 1),
    _mlir_ciface_printMemref1dF64 => (F64, 1),
    _mlir_ciface_printMemref1dInd => (Ind, 1),
    _mlir_ciface_printMemref1dC32 => (C32, 1),
    _mlir_ciface_printMemref1dC64 => (C64, 1),
    _mlir_ciface_printMemrefVector4x4xf32 => (Vec4x4F32, 2),
}

macro_rules! shape_printers {
    ($($name:ident),* $(,)?) => {$(
        #[no_mangle]
        pub unsafe extern "C" fn $name(m: *const UnrankedMemRef) {
            print_shape(m)
        }
    )*};
}

shape_printers! {
    _mlir_ciface_printMemrefShapeI8,
    _mlir_ciface_printMemrefShapeI32,
    _mlir_ciface_printMemrefShapeI64,
    _mlir_ciface_printMemrefShapeF32,
    _mlir_ciface_printMemrefShapeF64,
    _mlir_ciface_printMemrefShapeInd,
    _mlir_ciface_printMemrefShapeC32,
    _mlir_ciface_printMemrefShapeC64,
}

/// `memref.copy` of non-identity layouts: copies `src` into `dst` element by
/// element (`elem_size` bytes each), walking `src`'s shape in row-major order
/// with each side's strides. Nothing is copied when a dimension is empty.
#[no_mangle]
pub unsafe extern "C" fn memrefCopy(
    elem_size: i64,
    src: *const UnrankedMemRef,
    dst: *const UnrankedMemRef,
) {
    let s = View::unranked(src);
    let d = View::read((*dst).descriptor, (*dst).rank);
    if s.sizes.contains(&0) {
        return;
    }
    let src_ptr = s.data.wrapping_offset((s.offset * elem_size) as isize);
    let dst_ptr = (d.data as *mut u8).wrapping_offset((d.offset * elem_size) as isize);
    let n = elem_size as usize;
    let rank = s.rank.max(0) as usize;
    if rank == 0 {
        std::ptr::copy(src_ptr, dst_ptr, n);
        return;
    }
    let src_strides: Vec<i64> = s.strides.iter().map(|x| x * elem_size).collect();
    let dst_strides: Vec<i64> = d.strides.iter().map(|x| x * elem_size).collect();
    let mut index = vec![0i64; rank];
    let (mut read, mut write) = (0i64, 0i64);
    loop {
        std::ptr::copy(
            src_ptr.wrapping_offset(read as isize),
            dst_ptr.wrapping_offset(write as isize),
            n,
        );
        // Advance the innermost axis, carrying into outer ones.
        let mut axis = rank - 1;
        loop {
            index[axis] += 1;
            read += src_strides[axis];
            write += dst_strides[axis];
            if index[axis] != s.sizes[axis] {
                break;
            }
            if axis == 0 {
                return;
            }
            index[axis] = 0;
            read -= s.sizes[axis] * src_strides[axis];
            write -= d.sizes[axis] * dst_strides[axis];
            axis -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_conversion() {
        assert_eq!(f16_to_f32(0x3c00), 1.0);
        assert_eq!(f16_to_f32(0xc000), -2.0);
        assert_eq!(f16_to_f32(0x0001), 2f32.powi(-24));
        assert_eq!(f16_to_f32(0x7bff), 65504.0);
        assert!(f16_to_f32(0x7e00).is_nan());
        assert_eq!(f16_to_f32(0xfc00), f32::NEG_INFINITY);
        assert!(f16_to_f32(0x8000).is_sign_negative());
    }

    fn render<T: Elem>(data: &[u8], offset: i64, sizes: &[i64], strides: &[i64]) -> String {
        let v = View {
            rank: sizes.len() as i64,
            data: data.as_ptr(),
            offset,
            sizes: sizes.to_vec(),
            strides: strides.to_vec(),
        };
        let mut s = Vec::new();
        // SAFETY: the views below stay inside `data`.
        unsafe { print_data::<T>(&mut s, &v, sizes.len(), offset, sizes, strides) };
        String::from_utf8(s).unwrap()
    }

    #[test]
    fn nested_layout() {
        let data: Vec<u8> = (0..24i32).flat_map(|x| x.to_ne_bytes()).collect();
        assert_eq!(render::<I32>(&data, 0, &[3], &[1]), "[0,  1,  2]");
        assert_eq!(
            render::<I32>(&data, 0, &[2, 3], &[3, 1]),
            "[[0,   1,   2], \n [3,   4,   5]]"
        );
        assert_eq!(render::<I32>(&data, 5, &[1, 1], &[1, 1]), "[[5]]");
        assert_eq!(render::<I32>(&data, 2, &[0], &[1]), "[2]");
    }
}
