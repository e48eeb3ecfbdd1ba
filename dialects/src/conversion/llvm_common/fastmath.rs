//! Upstream's `convertArithFastMathFlagsToLLVM`: arith's fastmath flags (also used by math)
//! as llvm's, flag by flag (the two enums number their bits differently).

/// The llvm fastmath bits of arith fastmath bits `v`.
pub fn arith_fastmath_to_llvm(v: u64) -> u64 {
    const MAP: [(u64, u64); 7] = [
        (1, 64),  // reassoc
        (2, 1),   // nnan
        (4, 2),   // ninf
        (8, 4),   // nsz
        (16, 8),  // arcp
        (32, 16), // contract
        (64, 32), // afn
    ];
    MAP.iter()
        .filter(|(a, _)| v & a != 0)
        .fold(0, |acc, (_, l)| acc | l)
}

#[cfg(test)]
mod tests {
    use super::arith_fastmath_to_llvm as map;

    #[test]
    fn flags_map_by_name() {
        assert_eq!(map(0), 0);
        assert_eq!(map(127), 127);
        assert_eq!(map(1 | 32), 64 | 16);
        assert_eq!(map(2 | 64), 1 | 32);
    }
}
