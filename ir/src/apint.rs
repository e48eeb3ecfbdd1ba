//! Arbitrary-width integers, the part of LLVM's `APInt` that MLIR's textual format needs:
//! integer attributes and dense elements of any width (`i1` to `i16777215`), decimal and hex
//! conversions, signed/unsigned interpretation.

use smallvec::SmallVec;
use std::fmt::Write;

/// A fixed-width two's-complement integer. Bits above `width` are always zero.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    width: u32,
    words: SmallVec<[u64; 1]>,
}

fn words_for(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

impl ApInt {
    /// Zero of the given width.
    pub fn zero(width: u32) -> Self {
        ApInt {
            width,
            words: SmallVec::from_elem(0, words_for(width)),
        }
    }

    /// The low `width` bits of `v` (sign-extended first, so `-1` is all ones).
    pub fn from_i64(width: u32, v: i64) -> Self {
        let mut r = Self::zero(width);
        let fill = if v < 0 { u64::MAX } else { 0 };
        for (i, w) in r.words.iter_mut().enumerate() {
            *w = if i == 0 { v as u64 } else { fill };
        }
        r.clear_unused();
        r
    }

    /// The low `width` bits of `v`.
    pub fn from_u64(width: u32, v: u64) -> Self {
        let mut r = Self::zero(width);
        r.words[0] = v;
        r.clear_unused();
        r
    }

    /// Builds from little-endian 64-bit words (truncated to `width`).
    pub fn from_words(width: u32, src: &[u64]) -> Self {
        let mut r = Self::zero(width);
        for (d, s) in r.words.iter_mut().zip(src) {
            *d = *s;
        }
        r.clear_unused();
        r
    }

    /// Builds from little-endian bytes (truncated to `width`).
    pub fn from_le_bytes(width: u32, bytes: &[u8]) -> Self {
        let mut r = Self::zero(width);
        for (i, b) in bytes.iter().enumerate() {
            if i / 8 < r.words.len() {
                r.words[i / 8] |= (*b as u64) << ((i % 8) * 8);
            }
        }
        r.clear_unused();
        r
    }

    /// Little-endian bytes, `ceil(width / 8)` of them.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        let n = (self.width as usize).div_ceil(8).max(1);
        (0..n)
            .map(|i| (self.words[i / 8] >> ((i % 8) * 8)) as u8)
            .collect()
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn words(&self) -> &[u64] {
        &self.words
    }

    fn clear_unused(&mut self) {
        let rem = self.width % 64;
        let n = words_for(self.width);
        if self.width == 0 {
            self.words[0] = 0;
        } else if rem != 0 {
            self.words[n - 1] &= (1u64 << rem) - 1;
        }
    }

    pub fn bit(&self, i: u32) -> bool {
        i < self.width && (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// Sign bit set (value negative when read as signed).
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|w| *w == 0)
    }

    /// The value read as signed, if it fits in `i64`.
    pub fn to_i64(&self) -> Option<i64> {
        let neg = self.is_negative();
        let ext = self.sext_words(words_for(self.width.max(64)));
        let fill = if neg { u64::MAX } else { 0 };
        if ext[1..].iter().any(|w| *w != fill) {
            return None;
        }
        let v = ext[0] as i64;
        if (v < 0) != neg {
            return None;
        }
        Some(v)
    }

    /// The value read as unsigned, if it fits in `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        if self.words[1..].iter().any(|w| *w != 0) {
            return None;
        }
        Some(self.words[0])
    }

    fn sext_words(&self, n: usize) -> Vec<u64> {
        let mut out: Vec<u64> = self.words.to_vec();
        let neg = self.is_negative();
        if neg && !self.width.is_multiple_of(64) {
            let last = out.len() - 1;
            out[last] |= !((1u64 << (self.width % 64)) - 1);
        }
        out.resize(n.max(out.len()), if neg { u64::MAX } else { 0 });
        out
    }

    /// Two's complement negation (wrapping).
    pub fn negate(&self) -> Self {
        let mut r = self.clone();
        for w in r.words.iter_mut() {
            *w = !*w;
        }
        let mut carry = 1u64;
        for w in r.words.iter_mut() {
            let (s, c) = w.overflowing_add(carry);
            *w = s;
            carry = c as u64;
        }
        r.clear_unused();
        r
    }

    /// Number of significant bits needed to represent the value read as unsigned.
    pub fn active_bits(&self) -> u32 {
        for (i, w) in self.words.iter().enumerate().rev() {
            if *w != 0 {
                return i as u32 * 64 + (64 - w.leading_zeros());
            }
        }
        0
    }

    /// Bits needed to hold the value read as signed (incl. the sign bit).
    pub fn min_signed_bits(&self) -> u32 {
        if self.is_negative() {
            self.negate_unsigned_magnitude_bits() + 1
        } else {
            self.active_bits() + 1
        }
    }

    fn negate_unsigned_magnitude_bits(&self) -> u32 {
        // For a negative value v, the signed width is the width needed for !v, plus the sign.
        let mut r = self.clone();
        for w in r.words.iter_mut() {
            *w = !*w;
        }
        r.clear_unused();
        r.active_bits()
    }

    /// Parses an unsigned decimal or `0x` hex magnitude into a big integer of exactly enough
    /// width. Returns `None` on a digit outside the radix.
    pub fn parse_magnitude(text: &str) -> Option<ApInt> {
        let (digits, radix) = match text.strip_prefix("0x") {
            Some(h) => (h, 16u64),
            None => (text, 10u64),
        };
        if digits.is_empty() {
            return None;
        }
        let mut words: Vec<u64> = vec![0];
        for c in digits.bytes() {
            let d = (c as char).to_digit(radix as u32)? as u64;
            let mut carry = d as u128;
            for w in words.iter_mut() {
                let v = (*w as u128) * radix as u128 + carry;
                *w = v as u64;
                carry = v >> 64;
            }
            if carry != 0 {
                words.push(carry as u64);
            }
        }
        let mut r = ApInt {
            width: 0,
            words: SmallVec::from_vec(words),
        };
        r.width = (r.active_bits()).max(1);
        r.words.truncate(words_for(r.width));
        Some(r)
    }

    /// Zero-extends or truncates to `width`.
    pub fn zext_or_trunc(&self, width: u32) -> ApInt {
        ApInt::from_words(width, &self.words)
    }

    /// Sign-extends or truncates to `width`.
    pub fn sext_or_trunc(&self, width: u32) -> ApInt {
        ApInt::from_words(width, &self.sext_words(words_for(width)))
    }

    /// Decimal text, reading the bits as signed or unsigned (as `APInt::print`).
    pub fn to_string_radix10(&self, signed: bool) -> String {
        let neg = signed && self.is_negative();
        let mag = if neg { self.negate() } else { self.clone() };
        let mut words: Vec<u64> = mag.words.to_vec();
        let mut chunks: Vec<u64> = Vec::new();
        const TEN19: u64 = 10_000_000_000_000_000_000;
        loop {
            let mut rem: u128 = 0;
            for w in words.iter_mut().rev() {
                let cur = (rem << 64) | *w as u128;
                *w = (cur / TEN19 as u128) as u64;
                rem = cur % TEN19 as u128;
            }
            chunks.push(rem as u64);
            while words.len() > 1 && *words.last().unwrap() == 0 {
                words.pop();
            }
            if words.len() == 1 && words[0] == 0 {
                break;
            }
        }
        let mut s = String::new();
        if neg {
            s.push('-');
        }
        let mut iter = chunks.iter().rev();
        if let Some(first) = iter.next() {
            let _ = write!(s, "{first}");
        }
        for c in iter {
            let _ = write!(s, "{c:019}");
        }
        s
    }

    /// Uppercase hex of the unsigned value without leading zeros, as `APInt::toString(16)`.
    pub fn to_hex_upper(&self) -> String {
        let mut s = String::new();
        let mut started = false;
        for w in self.words.iter().rev() {
            if started {
                let _ = write!(s, "{w:016X}");
            } else if *w != 0 {
                let _ = write!(s, "{w:X}");
                started = true;
            }
        }
        if !started {
            s.push('0');
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_round_trip_wide() {
        let v = ApInt::parse_magnitude("340282366920938463463374607431768211455").unwrap();
        assert_eq!(v.width(), 128);
        assert_eq!(
            v.to_string_radix10(false),
            "340282366920938463463374607431768211455"
        );
        assert_eq!(v.to_string_radix10(true), "-1");
    }

    #[test]
    fn signed_reading_of_small_widths() {
        let v = ApInt::from_i64(8, -3);
        assert_eq!(v.to_string_radix10(true), "-3");
        assert_eq!(v.to_string_radix10(false), "253");
        assert_eq!(v.to_i64(), Some(-3));
        assert_eq!(ApInt::from_u64(64, u64::MAX).to_i64(), Some(-1));
    }

    #[test]
    fn hex_magnitude() {
        let v = ApInt::parse_magnitude("0x7FC00000").unwrap();
        assert_eq!(v.to_u64(), Some(0x7FC0_0000));
        assert_eq!(v.to_hex_upper(), "7FC00000");
    }

    #[test]
    fn min_signed_bits() {
        assert_eq!(ApInt::from_i64(32, -1).min_signed_bits(), 1);
        assert_eq!(ApInt::from_i64(32, 127).min_signed_bits(), 8);
        assert_eq!(ApInt::from_i64(32, -128).min_signed_bits(), 8);
    }
}
