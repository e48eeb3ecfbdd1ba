//! `rtsrand`, `rtrand`, `rtdrand` and `_mlir_ciface_shuffle`: upstream's
//! random numbers are a `std::mt19937` drawn through libstdc++'s
//! `std::uniform_int_distribution<uint64_t>` and `std::shuffle`. This module
//! reproduces those exact sequences, so a program seeded with `rtsrand` draws
//! the same numbers as under upstream's library.

use std::ffi::c_void;

/// The 32-bit Mersenne Twister (`std::mt19937`).
pub struct Mt19937 {
    state: [u32; 624],
    index: usize,
}

impl Mt19937 {
    /// `std::mt19937(seed)`: only the low 32 bits of the seed count.
    pub fn new(seed: u64) -> Mt19937 {
        let mut state = [0u32; 624];
        state[0] = seed as u32;
        for i in 1..624 {
            let prev = state[i - 1];
            state[i] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 { state, index: 624 }
    }

    fn twist(&mut self) {
        const UPPER: u32 = 0x8000_0000;
        const LOWER: u32 = 0x7fff_ffff;
        for i in 0..624 {
            let y = (self.state[i] & UPPER) | (self.state[(i + 1) % 624] & LOWER);
            let mut next = self.state[(i + 397) % 624] ^ (y >> 1);
            if y & 1 != 0 {
                next ^= 0x9908_b0df;
            }
            self.state[i] = next;
        }
        self.index = 0;
    }

    /// The next 32-bit output.
    pub fn next_u32(&mut self) -> u32 {
        if self.index >= 624 {
            self.twist();
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// libstdc++'s `uniform_int_distribution<uint64_t>(lo, hi)(*this)`:
    /// Lemire's multiply-and-reject when the range fits in 32 bits, several
    /// draws stacked (most significant first) when it does not.
    pub fn uniform(&mut self, lo: u64, hi: u64) -> u64 {
        const GEN_RANGE: u64 = u32::MAX as u64;
        let range = hi.wrapping_sub(lo);
        let value = if range < GEN_RANGE {
            // Downscaling: `range + 1` fits in 32 bits.
            let n = range + 1;
            let mut product = self.next_u32() as u64 * n;
            let mut low = product as u32 as u64;
            if low < n {
                let threshold = (n as u32).wrapping_neg() as u64 % n;
                while low < threshold {
                    product = self.next_u32() as u64 * n;
                    low = product as u32 as u64;
                }
            }
            product >> 32
        } else if range > GEN_RANGE {
            // Upscaling: a draw for the high part, one for the low part,
            // rejected when past the range or when the sum wrapped.
            loop {
                let high = (GEN_RANGE + 1).wrapping_mul(self.uniform(0, range / (GEN_RANGE + 1)));
                let v = high.wrapping_add(self.next_u32() as u64);
                if v <= range && v >= high {
                    break v;
                }
            }
        } else {
            self.next_u32() as u64
        };
        value.wrapping_add(lo)
    }

    /// libstdc++'s `std::shuffle(xs, *this)`: positions are drawn two at a
    /// time from one number when the generator's range allows it.
    pub fn shuffle<T>(&mut self, xs: &mut [T]) {
        let n = xs.len() as u64;
        if n == 0 {
            return;
        }
        const GEN_RANGE: u64 = u32::MAX as u64;
        if GEN_RANGE / n >= n {
            let mut i = 1usize;
            if n.is_multiple_of(2) {
                let j = self.uniform(0, 1) as usize;
                xs.swap(i, j);
                i += 1;
            }
            while i != xs.len() {
                let b0 = i as u64 + 1;
                let b1 = b0 + 1;
                let x = self.uniform(0, b0 * b1 - 1);
                xs.swap(i, (x / b1) as usize);
                xs.swap(i + 1, (x % b1) as usize);
                i += 2;
            }
            return;
        }
        for i in 1..xs.len() {
            let j = self.uniform(0, i as u64) as usize;
            xs.swap(i, j);
        }
    }
}

/// A new generator seeded with `seed`, to pass to `rtrand`, `shuffle` and
/// finally `rtdrand`.
#[no_mangle]
pub extern "C" fn rtsrand(seed: u64) -> *mut c_void {
    Box::into_raw(Box::new(Mt19937::new(seed))).cast()
}

/// A number uniformly drawn from `[0, m]`.
#[no_mangle]
pub unsafe extern "C" fn rtrand(g: *mut c_void, m: u64) -> u64 {
    (*(g as *mut Mt19937)).uniform(0, m)
}

/// Releases a generator made by `rtsrand`.
#[no_mangle]
pub unsafe extern "C" fn rtdrand(g: *mut c_void) {
    if !g.is_null() {
        drop(Box::from_raw(g as *mut Mt19937));
    }
}

/// Fills the 1-d `memref<?xindex>` (`sizes[0]` contiguous elements from the
/// aligned pointer plus the offset, the stride ignored as upstream does) with
/// a random permutation of `0 .. sizes[0]`.
#[no_mangle]
pub unsafe extern "C" fn _mlir_ciface_shuffle(m: *mut c_void, g: *mut c_void) {
    let words = m as *const i64;
    let data = (*(m as *const *mut u64).add(1)).wrapping_offset(*words.add(2) as isize);
    let n = (*words.add(3)).max(0) as usize;
    let mut xs: Vec<u64> = (0..n as u64).collect();
    (*(g as *mut Mt19937)).shuffle(&mut xs);
    std::ptr::copy_nonoverlapping(xs.as_ptr(), data, n);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mt19937_reference_value() {
        // The C++ standard's check: the 10000th output of a default-seeded
        // mt19937 is 4123659995.
        let mut g = Mt19937::new(5489);
        let last = (0..10000).map(|_| g.next_u32()).last().unwrap();
        assert_eq!(last, 4_123_659_995);
    }

    #[test]
    fn draws_match_upstream() {
        // What upstream's rtsrand(42) / rtrand print for these bounds, in
        // this order (tests/c/runtime_more.c).
        let mut g = Mt19937::new(42);
        let mut draw = |m: u64| (0..6).map(|_| g.uniform(0, m)).collect::<Vec<_>>();
        assert_eq!(draw(0), [0; 6]);
        assert_eq!(draw(1), [1, 1, 0, 0, 0, 0]);
        assert_eq!(draw(2), [0, 1, 2, 1, 1, 0]);
        assert_eq!(draw(9), [7, 6, 0, 0, 9, 7]);
        assert_eq!(draw(100), [84, 94, 21, 0, 18, 100]);
        let mut g = Mt19937::new(1234);
        assert_eq!(g.uniform(0, 1000), 191);
        assert_eq!(g.uniform(0, 1 << 40), 548_132_783_398);
    }

    #[test]
    fn shuffle_matches_upstream() {
        let mut g = Mt19937::new(7);
        let mut perm = |n: u64| {
            let mut xs: Vec<u64> = (0..n).collect();
            g.shuffle(&mut xs);
            xs
        };
        assert_eq!(perm(0), [0u64; 0]);
        assert_eq!(perm(1), [0]);
        assert_eq!(perm(2), [1, 0]);
        assert_eq!(perm(3), [1, 2, 0]);
        assert_eq!(perm(8), [2, 5, 4, 3, 0, 1, 7, 6]);
    }

    #[test]
    fn uniform_stays_in_range() {
        let mut g = Mt19937::new(7);
        for m in [0u64, 1, 2, 9, 1000, u32::MAX as u64, 1 << 40, u64::MAX] {
            for _ in 0..100 {
                assert!(g.uniform(0, m) <= m);
            }
        }
        assert_eq!(g.uniform(0, 0), 0);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut g = Mt19937::new(1);
        for n in [0usize, 1, 2, 3, 10, 70_000] {
            let mut xs: Vec<usize> = (0..n).collect();
            g.shuffle(&mut xs);
            xs.sort_unstable();
            assert_eq!(xs, (0..n).collect::<Vec<_>>());
        }
    }
}
