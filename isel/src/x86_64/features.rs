//! Target features (`-mattr=`): the SIMD level packed code may use, parsed as llc parses its
//! attribute list (`+avx2,-fma,...`, later entries winning, implied features following
//! LLVM's X86 definitions: `avx2` implies `avx` implies `sse4.2` implies `sse4.1`...,
//! `fma` implies `avx`, the AVX-512 features imply `avx2` and `fma`).

/// The SSE/AVX level, in LLVM's implication order.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum SimdLevel {
    /// The x86-64 baseline.
    #[default]
    Sse2,
    Sse3,
    Ssse3,
    Sse41,
    Sse42,
    Avx,
    Avx2,
}

/// What instruction selection may use beyond the x86-64 baseline.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Features {
    pub level: SimdLevel,
    /// FMA3 (`vfmadd231ps`...); implies AVX.
    pub fma: bool,
}

impl Features {
    pub fn sse41(&self) -> bool {
        self.level >= SimdLevel::Sse41
    }
    pub fn sse42(&self) -> bool {
        self.level >= SimdLevel::Sse42
    }
    /// VEX encodings (three-operand forms, 256-bit float operations).
    pub fn avx(&self) -> bool {
        self.level >= SimdLevel::Avx
    }
    /// 256-bit integer operations, broadcasts from registers, variable shifts.
    pub fn avx2(&self) -> bool {
        self.level >= SimdLevel::Avx2
    }

    /// Applies an llc `-mattr=` list. Unknown features are ignored (llc warns and goes on).
    pub fn parse_mattr(list: &str) -> Features {
        let mut f = Features::default();
        f.apply_mattr(list);
        f
    }

    pub fn apply_mattr(&mut self, list: &str) {
        use SimdLevel::*;
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (on, name) = match item.as_bytes()[0] {
                b'+' => (true, &item[1..]),
                b'-' => (false, &item[1..]),
                _ => (true, item),
            };
            let level = match name {
                "sse2" => Some(Sse2),
                "sse3" => Some(Sse3),
                "ssse3" => Some(Ssse3),
                "sse4.1" => Some(Sse41),
                "sse4.2" => Some(Sse42),
                "avx" => Some(Avx),
                "avx2" => Some(Avx2),
                _ => None,
            };
            if let Some(l) = level {
                if on {
                    self.level = self.level.max(l);
                } else if l == Sse2 {
                    // rmlir has no x87-only mode: the baseline stays.
                } else {
                    // Disabling a level disables everything implying it.
                    let below = match l {
                        Sse3 => Sse2,
                        Ssse3 => Sse3,
                        Sse41 => Ssse3,
                        Sse42 => Sse41,
                        Avx => Sse42,
                        _ => Avx,
                    };
                    self.level = self.level.min(below);
                    if l <= Avx {
                        self.fma = false;
                    }
                }
                continue;
            }
            if name == "fma" {
                self.fma = on;
                if on {
                    self.level = self.level.max(Avx);
                }
            } else if name.starts_with("avx512") && on {
                self.level = Avx2;
                self.fma = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mattr_lists() {
        let f = Features::parse_mattr("+avx2");
        assert!(f.avx2() && f.avx() && f.sse41() && !f.fma);
        let f = Features::parse_mattr("+avx2,+fma");
        assert!(f.avx2() && f.fma);
        let f = Features::parse_mattr("+fma");
        assert!(f.avx() && !f.avx2() && f.fma);
        let f = Features::parse_mattr("+avx2,+fma,-avx");
        assert!(!f.avx() && f.sse42() && !f.fma);
        let f = Features::parse_mattr("+sse4.1,+frobnicate");
        assert!(f.sse41() && !f.sse42());
        assert_eq!(Features::parse_mattr(""), Features::default());
        let f = Features::parse_mattr("+avx512bw");
        assert!(f.avx2() && f.fma);
    }
}
