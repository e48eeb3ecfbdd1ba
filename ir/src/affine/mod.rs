//! Affine expressions, affine maps and integer sets (MLIR 19 semantics).
//!
//! These are the builtin structures behind `affine_map<...>` and
//! `affine_set<...>` attributes:
//!
//! * [`AffineExpr`]: an immutable tree of dims (`d0`), symbols (`s0`),
//!   integer constants and the operators `+`, `*`, `mod`, `floordiv` and
//!   `ceildiv`. Building an expression applies upstream's local
//!   simplifications (constant folding, canonical operand order, `x + x` to
//!   `x * 2`, `x - (x floordiv c) * c` to `x mod c`, ...), because the
//!   printed form of every parsed map depends on them.
//! * [`AffineMap`]: `(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)`.
//! * [`IntegerSet`]: `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
//!
//! All three are plain values with structural `Eq`/`Hash` (upstream uniques
//! them in the context; structural equality gives the same answers), so
//! they can live inside interned attributes.
//!
//! Parsing ([`parse_affine_map`], [`parse_integer_set`] and their `_prefix`
//! forms for use inside a larger parser) reproduces upstream's
//! `AffineParser`, diagnostics included; `Display` reproduces the
//! `AsmPrinter` byte for byte. The behaviour was checked against
//! `mlir-opt` 19.1.7 (see the tests).

mod expr;
mod parse;
mod print;
#[cfg(test)]
mod tests;

use std::fmt;

pub use expr::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineExprView};
pub use parse::{
    parse_affine_expr, parse_affine_expr_prefix, parse_affine_map,
    parse_affine_map_or_integer_set_prefix, parse_affine_map_prefix, parse_integer_set,
    parse_integer_set_prefix, AffineMapOrSet, AffineParseError, MAX_NESTING_DEPTH,
};

/// Checks that every dim/symbol used by `exprs` is in range.
fn exprs_fit<'a>(
    num_dims: u32,
    num_symbols: u32,
    exprs: impl IntoIterator<Item = &'a AffineExpr>,
) -> bool {
    exprs.into_iter().all(|e| {
        let (d, s) = e.max_dim_and_symbol();
        d.is_none_or(|d| d < num_dims) && s.is_none_or(|s| s < num_symbols)
    })
}

/// A multi-dimensional affine map `(dims)[symbols] -> (results)`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct AffineMap {
    num_dims: u32,
    num_symbols: u32,
    results: Vec<AffineExpr>,
}

impl AffineMap {
    /// Builds a map (upstream `AffineMap::get`).
    ///
    /// # Panics
    /// If a result uses a dim or symbol position outside the declared
    /// counts; see [`AffineMap::try_new`].
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> Self {
        Self::try_new(num_dims, num_symbols, results)
            .expect("affine map result uses a dim or symbol beyond the declared counts")
    }

    /// Builds a map, or `None` if a result uses a dim or symbol position
    /// outside the declared counts.
    pub fn try_new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> Option<Self> {
        exprs_fit(num_dims, num_symbols, &results).then_some(AffineMap {
            num_dims,
            num_symbols,
            results,
        })
    }

    /// `() -> ()`.
    pub fn empty() -> Self {
        Self::new(0, 0, Vec::new())
    }

    /// `(d0, ..., d<n-1>)[s0, ...] -> ()`.
    pub fn zero_results(num_dims: u32, num_symbols: u32) -> Self {
        Self::new(num_dims, num_symbols, Vec::new())
    }

    /// `() -> (value)` (upstream `getConstantMap`).
    pub fn constant_map(value: i64) -> Self {
        Self::new(0, 0, vec![AffineExpr::constant(value)])
    }

    /// `(d0, ..., d<n-1>) -> (d0, ..., d<n-1>)`.
    pub fn multi_dim_identity(num_dims: u32) -> Self {
        Self::new(num_dims, 0, (0..num_dims).map(AffineExpr::dim).collect())
    }

    /// Upstream `getMinorIdentityMap`: the identity on the last `results`
    /// of `dims` dims.
    ///
    /// # Panics
    /// If `results > dims`.
    pub fn minor_identity(dims: u32, results: u32) -> Self {
        assert!(
            results <= dims,
            "minor identity with more results than dims"
        );
        Self::new(
            dims,
            0,
            (dims - results..dims).map(AffineExpr::dim).collect(),
        )
    }

    /// Upstream `getPermutationMap`: `(d0, ...) -> (d<p0>, d<p1>, ...)`.
    ///
    /// # Panics
    /// If `permutation` is not a permutation of `0..len`.
    pub fn permutation(permutation: &[u32]) -> Self {
        let n = permutation.len() as u32;
        let mut seen = vec![false; permutation.len()];
        for &p in permutation {
            assert!(
                p < n && !seen[p as usize],
                "not a permutation: {permutation:?}"
            );
            seen[p as usize] = true;
        }
        Self::new(
            n,
            0,
            permutation.iter().map(|&p| AffineExpr::dim(p)).collect(),
        )
    }

    pub fn num_dims(&self) -> u32 {
        self.num_dims
    }

    pub fn num_symbols(&self) -> u32 {
        self.num_symbols
    }

    /// Dims plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    pub fn results(&self) -> &[AffineExpr] {
        &self.results
    }

    /// The result at `index`.
    ///
    /// # Panics
    /// If `index` is out of range.
    pub fn result(&self, index: usize) -> &AffineExpr {
        &self.results[index]
    }

    /// Upstream `isEmpty`: no dims, no symbols, no results.
    pub fn is_empty(&self) -> bool {
        self.num_dims == 0 && self.num_symbols == 0 && self.results.is_empty()
    }

    /// Upstream `isIdentity`: as many results as dims, result `i` being
    /// `d<i>` (symbols are allowed and ignored).
    pub fn is_identity(&self) -> bool {
        self.num_dims as usize == self.results.len()
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| e.as_dim() == Some(i as u32))
    }

    /// Upstream `isSymbolIdentity`: result `i` is `s<i>`, one per symbol.
    pub fn is_symbol_identity(&self) -> bool {
        self.num_symbols as usize == self.results.len()
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| e.as_symbol() == Some(i as u32))
    }

    /// Upstream `isMinorIdentity`: the results are the last dims in order.
    pub fn is_minor_identity(&self) -> bool {
        let n = self.results.len() as u32;
        n <= self.num_dims
            && self.num_symbols == 0
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| e.as_dim() == Some(self.num_dims - n + i as u32))
    }

    /// Upstream `isMinorIdentityWithBroadcasting`: each result is either the dim at its place
    /// in the trailing dims or the constant 0 (a broadcast).
    pub fn is_minor_identity_with_broadcasting(&self) -> bool {
        let (dims, n) = (self.num_dims as usize, self.results.len());
        if dims < n {
            return false;
        }
        self.results
            .iter()
            .enumerate()
            .all(|(i, e)| match e.as_dim() {
                Some(d) => d as usize == dims - n + i,
                None => e.is_constant_value(0),
            })
    }

    /// Upstream `isPermutationOfMinorIdentityWithBroadcasting`: the permutation (result `i`
    /// goes to position `p[i]`) that makes the map a minor identity with broadcasts, if any.
    pub fn permutation_of_minor_identity_with_broadcasting(&self) -> Option<Vec<usize>> {
        let (inputs, results) = (self.num_inputs() as usize, self.results.len());
        let projection_start = inputs.saturating_sub(results);
        let leading_broadcast = results.saturating_sub(inputs);
        let mut perm = vec![0; results];
        let mut found = vec![false; inputs.max(results)];
        let mut broadcast = Vec::new();
        for (i, e) in self.results.iter().enumerate() {
            if let Some(d) = e.as_dim() {
                let d = d as usize;
                if d < projection_start {
                    return None;
                }
                let p = d - projection_start + leading_broadcast;
                perm[i] = p;
                *found.get_mut(p)? = true;
            } else if e.is_constant_value(0) {
                broadcast.push(i);
            } else {
                return None;
            }
        }
        let mut pos = 0;
        for i in broadcast {
            while pos < found.len() && found[pos] {
                pos += 1;
            }
            perm[i] = pos;
            pos += 1;
        }
        Some(perm)
    }

    /// Upstream `compressUnusedDims`: dims no result uses are dropped (renumbering the rest).
    pub fn compress_unused_dims(&self) -> AffineMap {
        let mut next = 0u32;
        let repl: Vec<AffineExpr> = (0..self.num_dims)
            .map(|d| {
                if self.results.iter().any(|e| e.is_function_of_dim(d)) {
                    next += 1;
                    AffineExpr::dim(next - 1)
                } else {
                    AffineExpr::constant(0)
                }
            })
            .collect();
        let results = self.results.iter().map(|e| e.replace_dims(&repl)).collect();
        AffineMap::new(next, self.num_symbols, results)
    }

    /// Upstream `isConstant`: every result is a constant.
    pub fn is_constant(&self) -> bool {
        self.results.iter().all(|e| e.as_constant().is_some())
    }

    /// Upstream `isSingleConstant`: exactly one result, a constant.
    pub fn is_single_constant(&self) -> bool {
        self.results.len() == 1 && self.results[0].as_constant().is_some()
    }

    /// The value of the only result if it is a constant.
    pub fn single_constant_result(&self) -> Option<i64> {
        match self.results.as_slice() {
            [e] => e.as_constant(),
            _ => None,
        }
    }

    /// All results as constants, or `None` if any is not a constant
    /// (upstream `getConstantResults` asserts instead).
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results.iter().map(AffineExpr::as_constant).collect()
    }

    /// Upstream `isProjectedPermutation`: every result is a distinct dim
    /// (or, if `allow_zero_in_results`, the constant 0), no symbols, and no
    /// more results than dims.
    pub fn is_projected_permutation(&self, allow_zero_in_results: bool) -> bool {
        if self.num_symbols > 0 || self.results.len() > self.num_dims as usize {
            return false;
        }
        let mut seen = vec![false; self.num_dims as usize];
        for e in &self.results {
            if let Some(d) = e.as_dim() {
                if std::mem::replace(&mut seen[d as usize], true) {
                    return false;
                }
            } else if !(allow_zero_in_results && e.is_constant_value(0)) {
                return false;
            }
        }
        true
    }

    /// Upstream `isPermutation`: a projected permutation with as many
    /// results as dims.
    pub fn is_permutation(&self) -> bool {
        self.num_dims as usize == self.results.len() && self.is_projected_permutation(false)
    }

    /// True if any result uses `d<pos>`.
    pub fn is_function_of_dim(&self, pos: u32) -> bool {
        self.results.iter().any(|e| e.is_function_of_dim(pos))
    }

    /// True if any result uses `s<pos>`.
    pub fn is_function_of_symbol(&self, pos: u32) -> bool {
        self.results.iter().any(|e| e.is_function_of_symbol(pos))
    }

    /// The map made of the results at `indices` (upstream `getSubMap`).
    pub fn sub_map(&self, indices: &[usize]) -> Self {
        AffineMap {
            num_dims: self.num_dims,
            num_symbols: self.num_symbols,
            results: indices.iter().map(|&i| self.results[i].clone()).collect(),
        }
    }

    /// Upstream `replaceDimsAndSymbols`: substitutes in every result and
    /// declares `num_dims`/`num_symbols` inputs.
    ///
    /// # Panics
    /// If the substituted results do not fit the new counts.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> Self {
        let results = self
            .results
            .iter()
            .map(|e| e.replace_dims_and_symbols(dims, symbols))
            .collect();
        Self::new(num_dims, num_symbols, results)
    }

    /// Upstream `AffineMap::compose`: `self ∘ other`, i.e. `self` applied
    /// to the results of `other`. The symbols of `self` come first, then
    /// those of `other`.
    ///
    /// # Panics
    /// If `self.num_dims() != other.num_results()`.
    pub fn compose(&self, other: &AffineMap) -> Self {
        assert_eq!(
            self.num_dims as usize,
            other.results.len(),
            "composed maps disagree on the number of dims/results"
        );
        let num_dims = other.num_dims;
        let num_symbols = self.num_symbols + other.num_symbols;
        let new_dims: Vec<AffineExpr> = (0..num_dims).map(AffineExpr::dim).collect();
        let new_symbols: Vec<AffineExpr> = (self.num_symbols..num_symbols)
            .map(AffineExpr::symbol)
            .collect();
        let other = other.replace_dims_and_symbols(&new_dims, &new_symbols, num_dims, num_symbols);
        let results = self.results.iter().map(|e| e.compose(&other)).collect();
        Self::new(num_dims, num_symbols, results)
    }
}

impl fmt::Display for AffineMap {
    /// The text that goes inside `affine_map<...>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print::write_map(f, self)
    }
}

impl fmt::Debug for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "affine_map<{self}>")
    }
}

/// A conjunction of affine constraints `expr >= 0` / `expr == 0` over
/// dims and symbols.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    num_dims: u32,
    num_symbols: u32,
    constraints: Vec<AffineExpr>,
    eq_flags: Vec<bool>,
}

impl IntegerSet {
    /// Builds a set (upstream `IntegerSet::get`); `eq_flags[i]` tells
    /// whether constraint `i` is an equality.
    ///
    /// # Panics
    /// If the two vectors differ in length, if there are no constraints
    /// (upstream asserts this too; the "true" set is `0 == 0`), or if a
    /// constraint uses a dim or symbol beyond the declared counts.
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        constraints: Vec<AffineExpr>,
        eq_flags: Vec<bool>,
    ) -> Self {
        assert_eq!(
            constraints.len(),
            eq_flags.len(),
            "one eq flag per constraint"
        );
        assert!(
            !constraints.is_empty(),
            "an integer set needs at least one constraint"
        );
        assert!(
            exprs_fit(num_dims, num_symbols, &constraints),
            "integer set constraint uses a dim or symbol beyond the declared counts"
        );
        IntegerSet {
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        }
    }

    /// Upstream `getEmptySet`: `1 == 0`, which no point satisfies.
    pub fn empty_set(num_dims: u32, num_symbols: u32) -> Self {
        Self::new(
            num_dims,
            num_symbols,
            vec![AffineExpr::constant(1)],
            vec![true],
        )
    }

    /// Upstream `isEmptyIntegerSet`: structurally the canonical empty set.
    pub fn is_empty_integer_set(&self) -> bool {
        self.constraints.len() == 1 && self.eq_flags[0] && self.constraints[0].is_constant_value(1)
    }

    pub fn num_dims(&self) -> u32 {
        self.num_dims
    }

    pub fn num_symbols(&self) -> u32 {
        self.num_symbols
    }

    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    pub fn num_equalities(&self) -> usize {
        self.eq_flags.iter().filter(|&&e| e).count()
    }

    pub fn num_inequalities(&self) -> usize {
        self.eq_flags.iter().filter(|&&e| !e).count()
    }

    pub fn constraints(&self) -> &[AffineExpr] {
        &self.constraints
    }

    pub fn eq_flags(&self) -> &[bool] {
        &self.eq_flags
    }

    /// Constraint `index`.
    ///
    /// # Panics
    /// If `index` is out of range.
    pub fn constraint(&self, index: usize) -> &AffineExpr {
        &self.constraints[index]
    }

    /// Whether constraint `index` is an equality.
    ///
    /// # Panics
    /// If `index` is out of range.
    pub fn is_eq(&self, index: usize) -> bool {
        self.eq_flags[index]
    }
}

impl fmt::Display for IntegerSet {
    /// The text that goes inside `affine_set<...>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print::write_set(f, self)
    }
}

impl fmt::Debug for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "affine_set<{self}>")
    }
}
