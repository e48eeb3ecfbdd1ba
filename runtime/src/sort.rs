//! `_mlir_ciface_stdSort{I64,F64,F32}`: upstream sorts with libstdc++'s
//! `std::sort` (introsort: median-of-three quicksort down to 16-element
//! runs, heapsort past the depth limit, a final insertion sort). Equal keys
//! (`-0.0` and `0.0`) and unordered ones (NaN) end up wherever that exact
//! algorithm puts them, so it is reproduced step by step here rather than
//! replaced by Rust's sort.
//!
//! Where upstream's unguarded loops rely on the comparison being a strict
//! weak order (NaN breaks that), the loops here stop at the slice's ends
//! instead of reading outside it.

use std::ffi::c_void;

const THRESHOLD: usize = 16;

/// `std::sort(xs.begin(), xs.end())` with `<` as the order.
pub fn std_sort<T: Copy + PartialOrd>(xs: &mut [T]) {
    let n = xs.len();
    if n == 0 {
        return;
    }
    let depth = 2 * (usize::BITS - 1 - n.leading_zeros()) as usize;
    introsort_loop(xs, depth);
    final_insertion_sort(xs);
}

fn less<T: PartialOrd>(a: T, b: T) -> bool {
    a < b
}

fn introsort_loop<T: Copy + PartialOrd>(xs: &mut [T], mut depth: usize) {
    let mut last = xs.len();
    while last > THRESHOLD {
        if depth == 0 {
            heap_sort(&mut xs[..last]);
            return;
        }
        depth -= 1;
        let cut = partition_pivot(&mut xs[..last]);
        introsort_loop(&mut xs[cut..last], depth);
        last = cut;
    }
}

/// Moves the median of `xs[1]`, `xs[mid]` and `xs[last - 1]` to `xs[0]` and
/// partitions the rest around it; returns the cut.
fn partition_pivot<T: Copy + PartialOrd>(xs: &mut [T]) -> usize {
    let n = xs.len();
    let (a, b, c) = (1, n / 2, n - 1);
    let median = if less(xs[a], xs[b]) {
        if less(xs[b], xs[c]) {
            b
        } else if less(xs[a], xs[c]) {
            c
        } else {
            a
        }
    } else if less(xs[a], xs[c]) {
        a
    } else if less(xs[b], xs[c]) {
        c
    } else {
        b
    };
    xs.swap(0, median);
    // The unguarded partition of xs[1..] around xs[0].
    let mut first = 1;
    let mut last = n;
    loop {
        while first < n && less(xs[first], xs[0]) {
            first += 1;
        }
        last -= 1;
        while last > 0 && less(xs[0], xs[last]) {
            last -= 1;
        }
        if first >= last {
            return first;
        }
        xs.swap(first, last);
        first += 1;
    }
}

fn heap_sort<T: Copy + PartialOrd>(xs: &mut [T]) {
    let len = xs.len();
    if len >= 2 {
        let mut parent = (len - 2) / 2;
        loop {
            let value = xs[parent];
            adjust_heap(xs, parent, len, value);
            if parent == 0 {
                break;
            }
            parent -= 1;
        }
    }
    let mut last = len;
    while last > 1 {
        last -= 1;
        let value = xs[last];
        xs[last] = xs[0];
        adjust_heap(&mut xs[..last], 0, last, value);
    }
}

/// libstdc++'s `__adjust_heap`: sinks the hole at `hole` to a leaf, then
/// pushes `value` up from there.
fn adjust_heap<T: Copy + PartialOrd>(xs: &mut [T], mut hole: usize, len: usize, value: T) {
    let top = hole;
    let mut child = hole;
    while child < len.saturating_sub(1) / 2 {
        child = 2 * (child + 1);
        if less(xs[child], xs[child - 1]) {
            child -= 1;
        }
        xs[hole] = xs[child];
        hole = child;
    }
    if len.is_multiple_of(2) && len >= 2 && child == (len - 2) / 2 {
        child = 2 * (child + 1);
        xs[hole] = xs[child - 1];
        hole = child - 1;
    }
    // Push heap.
    while hole > top {
        let parent = (hole - 1) / 2;
        if !less(xs[parent], value) {
            break;
        }
        xs[hole] = xs[parent];
        hole = parent;
    }
    xs[hole] = value;
}

fn final_insertion_sort<T: Copy + PartialOrd>(xs: &mut [T]) {
    if xs.len() > THRESHOLD {
        insertion_sort(&mut xs[..THRESHOLD]);
        for i in THRESHOLD..xs.len() {
            linear_insert(xs, i);
        }
    } else {
        insertion_sort(xs);
    }
}

fn insertion_sort<T: Copy + PartialOrd>(xs: &mut [T]) {
    for i in 1..xs.len() {
        if less(xs[i], xs[0]) {
            let value = xs[i];
            xs.copy_within(0..i, 1);
            xs[0] = value;
        } else {
            linear_insert(xs, i);
        }
    }
}

/// Moves `xs[i]` down past the larger elements before it.
fn linear_insert<T: Copy + PartialOrd>(xs: &mut [T], mut i: usize) {
    let value = xs[i];
    while i > 0 && less(value, xs[i - 1]) {
        xs[i] = xs[i - 1];
        i -= 1;
    }
    xs[i] = value;
}

/// Sorts the first `n` elements from `data + offset` of the 1-d memref
/// (whose stride must be 1).
unsafe fn sort_memref<T: Copy + PartialOrd>(n: u64, m: *mut c_void) {
    let data = *(m as *const *mut T).add(1);
    let offset = *(m as *const i64).add(2);
    if n == 0 {
        return;
    }
    let xs = std::slice::from_raw_parts_mut(data.wrapping_offset(offset as isize), n as usize);
    std_sort(xs);
}

#[no_mangle]
pub unsafe extern "C" fn _mlir_ciface_stdSortI64(n: u64, m: *mut c_void) {
    sort_memref::<i64>(n, m)
}

#[no_mangle]
pub unsafe extern "C" fn _mlir_ciface_stdSortF64(n: u64, m: *mut c_void) {
    sort_memref::<f64>(n, m)
}

#[no_mangle]
pub unsafe extern "C" fn _mlir_ciface_stdSortF32(n: u64, m: *mut c_void) {
    sort_memref::<f32>(n, m)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lcg(seed: &mut u64) -> u64 {
        *seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        *seed >> 33
    }

    #[test]
    fn sorts_like_a_sort() {
        let mut seed = 1;
        for n in [0usize, 1, 2, 15, 16, 17, 100, 1000] {
            let mut xs: Vec<i64> = (0..n).map(|_| (lcg(&mut seed) % 50) as i64).collect();
            let mut want = xs.clone();
            want.sort();
            std_sort(&mut xs);
            assert_eq!(xs, want);
        }
    }

    #[test]
    fn signed_zeros_land_where_upstream_puts_them() {
        // Upstream's _mlir_ciface_stdSortF64 on this input (tests/c/runtime_more.c);
        // a stable sort would order the zeros differently.
        let mut xs: Vec<f64> = (0..40)
            .map(|i| match i % 3 {
                0 => -0.0,
                1 => 0.0,
                _ => ((i * 7) % 5 - 2) as f64,
            })
            .collect();
        std_sort(&mut xs);
        let shown: Vec<String> = xs
            .iter()
            .map(|x| match (*x == 0.0, x.is_sign_negative()) {
                (true, true) => "-0".to_string(),
                (true, false) => "0".to_string(),
                _ => x.to_string(),
            })
            .collect();
        assert_eq!(
            shown.join(" "),
            "-2 -2 -2 -1 -1 -1 0 -0 0 -0 0 0 -0 0 -0 -0 -0 0 -0 0 -0 0 0 -0 0 -0 0 -0 0 0 -0 0 \
             -0 0 -0 1 1 2 2 2"
        );
    }

    #[test]
    fn heap_sort_sorts() {
        let mut seed = 3;
        for n in [0usize, 1, 2, 3, 4, 5, 31, 64] {
            let mut xs: Vec<i64> = (0..n).map(|_| (lcg(&mut seed) % 20) as i64).collect();
            let mut want = xs.clone();
            want.sort();
            heap_sort(&mut xs);
            assert_eq!(xs, want);
        }
    }

    #[test]
    fn nan_stays_in_bounds() {
        let mut xs: Vec<f64> = (0..200)
            .map(|i| {
                if i % 7 == 0 {
                    f64::NAN
                } else {
                    (i * 37 % 101) as f64
                }
            })
            .collect();
        std_sort(&mut xs);
        assert_eq!(xs.len(), 200);
    }
}
