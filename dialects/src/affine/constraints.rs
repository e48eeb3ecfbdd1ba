//! Flat affine constraints: upstream MLIR 19's `IntegerRelation` (as an
//! `IntegerPolyhedron`: dims, symbols, locals), `FlatLinearConstraints` and
//! `FlatLinearValueConstraints`, restricted to what `simplifyConstrainedMinMaxOp` needs.
//!
//! A system holds equalities (`row = 0`) and inequalities (`row >= 0`) over the columns
//! `[dims, symbols, locals, constant]`. Emptiness is decided as upstream does: the GCD test,
//! Gaussian elimination, then Fourier-Motzkin elimination (exact over rationals, so "not
//! empty" can be wrong for integers exactly where upstream's is). Bounds are read back as
//! affine maps with upstream's `getSliceBounds`, so the maps print as upstream's.

use super::simplify::{expr_from_flat_form, flatten_with_local_divs, simplify_affine_expr};
use rmlir_ir::affine::{AffineExpr, AffineExprView, AffineMap};
use rmlir_ir::ValueId;
use std::collections::{HashMap, HashSet};

/// Upstream `BoundType`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoundType {
    Eq,
    Lb,
    Ub,
}

/// Upstream's guard against constraint explosion in `isEmpty`.
const EXPLOSION_FACTOR: usize = 32;

/// An arithmetic result that does not fit in i64. Upstream computes with arbitrary
/// precision; here the computation stops and every query answers conservatively (nothing
/// proven: not empty, no constant bound, no slice bound).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Overflow;

type Checked<T> = Result<T, Overflow>;

/// `v` as an i64, or `Overflow`.
fn fit(v: i128) -> Checked<i64> {
    i64::try_from(v).map_err(|_| Overflow)
}

fn neg(v: i64) -> Checked<i64> {
    v.checked_neg().ok_or(Overflow)
}

fn add(a: i64, b: i64) -> Checked<i64> {
    a.checked_add(b).ok_or(Overflow)
}

/// The GCD of `|a|` and `|b|` (exact: `gcd(i64::MIN, 0)` is 2^63).
fn gcd_u(a: i64, b: i64) -> u64 {
    gcd_u64(a.unsigned_abs(), b.unsigned_abs())
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn gcd(a: i64, b: i64) -> Checked<i64> {
    i64::try_from(gcd_u(a, b)).map_err(|_| Overflow)
}

/// The LCM of `|a|` and `|b|` (both non-zero), exact in i128.
fn lcm(a: i64, b: i64) -> i128 {
    let g = gcd_u(a, b) as i128;
    (a.unsigned_abs() as i128) / g * (b.unsigned_abs() as i128)
}

/// `a * ma + b * mb`, computed exactly, or `Overflow` if it does not fit in i64.
fn combine(a: i64, ma: i128, b: i64, mb: i128) -> Checked<i64> {
    let x = (a as i128).checked_mul(ma).ok_or(Overflow)?;
    let y = (b as i128).checked_mul(mb).ok_or(Overflow)?;
    fit(x.checked_add(y).ok_or(Overflow)?)
}

fn floor_div(a: i64, b: i64) -> Checked<i64> {
    let q = a.checked_div(b).ok_or(Overflow)?;
    Ok(if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    })
}

fn ceil_div(a: i64, b: i64) -> Checked<i64> {
    let q = a.checked_div(b).ok_or(Overflow)?;
    Ok(if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    })
}

/// Divides the first `cols` entries of `row` by their GCD; returns the GCD (upstream
/// `Matrix::normalizeRow`).
fn normalize_row(row: &mut [i64], cols: usize) -> Checked<i64> {
    let mut g = 0;
    for &v in &row[..cols] {
        g = gcd(g, v)?;
        if g == 1 {
            return Ok(1);
        }
    }
    if g == 0 || g == 1 {
        return Ok(g);
    }
    for v in &mut row[..cols] {
        *v /= g;
    }
    Ok(g)
}

/// A column of an expression's flattened form, all locals counted as one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Col {
    Dim(u32),
    Symbol(u32),
    Local,
    Constant,
}

/// Ranges of the coefficients in the columns of a flattened expression (a missing column
/// is `[0, 0]`), each within i64.
type Magnitudes = HashMap<Col, (i128, i128)>;

/// `[lo, hi]` if it lies within i64.
fn range(lo: i128, hi: i128) -> Checked<(i128, i128)> {
    fit(lo)?;
    fit(hi)?;
    Ok((lo, hi))
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Op {
    Add,
    Mul,
    Mod,
    FloorDiv,
    CeilDiv,
}

/// The coefficient ranges of `l op r` from those of `l` and `r` (`r_const` when `r` is a
/// constant), following upstream's flattener: sums add columns, products by a constant
/// scale them, a division by a constant is a new local (a ceildiv first adds
/// `divisor - 1` to the dividend's constant), a modulo keeps the dividend and adds
/// `-divisor` times a local. Constants folded when the expression is built are sums and
/// products within the same ranges, so `Ok` also means the construction does not wrap.
fn magnitude_of(op: Op, l: Magnitudes, r: Magnitudes, r_const: Option<i64>) -> Checked<Magnitudes> {
    let constant = |m: &Magnitudes| -> Option<(i128, i128)> {
        m.keys()
            .all(|&c| c == Col::Constant)
            .then(|| m.get(&Col::Constant).copied().unwrap_or((0, 0)))
    };
    let local = |v: (i128, i128)| Magnitudes::from([(Col::Local, v)]);
    match op {
        Op::Add => {
            let mut out = l;
            for (c, (lo, hi)) in r {
                let e = out.entry(c).or_insert((0, 0));
                *e = range(e.0 + lo, e.1 + hi)?;
            }
            Ok(out)
        }
        Op::Mul => {
            let (scaled, (flo, fhi)) = match (constant(&r), constant(&l)) {
                (Some(f), _) => (l, f),
                (None, Some(f)) => (r, f),
                // Semi-affine: a local of its own.
                (None, None) => return Ok(local((1, 1))),
            };
            scaled
                .into_iter()
                .map(|(c, (lo, hi))| {
                    let p = [lo * flo, lo * fhi, hi * flo, hi * fhi];
                    let (min, max) = (p.iter().min(), p.iter().max());
                    Ok((c, range(*min.expect("4"), *max.expect("4"))?))
                })
                .collect()
        }
        Op::Mod | Op::FloorDiv | Op::CeilDiv => {
            let Some(divisor) = r_const.filter(|&d| d > 0) else {
                return Ok(local((1, 1)));
            };
            let divisor = divisor as i128;
            if let Some((lo, hi)) = constant(&l) {
                // Folded to a constant when the expression is built.
                let folded = match op {
                    Op::Mod => (0, divisor - 1),
                    _ => (lo.min(0), hi.max(0)),
                };
                return Ok(Magnitudes::from([(Col::Constant, folded)]));
            }
            match op {
                Op::Mod => {
                    let mut out = l;
                    let e = out.entry(Col::Local).or_insert((-divisor, -divisor));
                    *e = (e.0.min(-divisor), e.1.max(-divisor));
                    Ok(out)
                }
                Op::CeilDiv => {
                    let (lo, hi) = l.get(&Col::Constant).copied().unwrap_or((0, 0));
                    range(lo + divisor - 1, hi + divisor - 1)?;
                    Ok(local((1, 1)))
                }
                _ => Ok(local((1, 1))),
            }
        }
    }
}

/// The coefficient ranges of `e`'s flattened form, or `Overflow` if flattening it could
/// leave i64.
fn magnitude(e: &AffineExpr) -> Checked<Magnitudes> {
    magnitude_with(e, &|_| None)
}

/// [`magnitude`] of `e` with each dim or symbol `x` replaced by the constant `value_of(x)`
/// where that is `Some`.
fn magnitude_with(
    e: &AffineExpr,
    value_of: &dyn Fn(&AffineExpr) -> Option<i64>,
) -> Checked<Magnitudes> {
    if let Some(v) = value_of(e) {
        return Ok(Magnitudes::from([(Col::Constant, (v as i128, v as i128))]));
    }
    let (op, l, r) = match e.view() {
        AffineExprView::Dim(p) => return Ok(Magnitudes::from([(Col::Dim(p), (1, 1))])),
        AffineExprView::Symbol(p) => return Ok(Magnitudes::from([(Col::Symbol(p), (1, 1))])),
        AffineExprView::Constant(c) => {
            return Ok(Magnitudes::from([(Col::Constant, (c as i128, c as i128))]))
        }
        AffineExprView::Add(l, r) => (Op::Add, l, r),
        AffineExprView::Mul(l, r) => (Op::Mul, l, r),
        AffineExprView::Mod(l, r) => (Op::Mod, l, r),
        AffineExprView::FloorDiv(l, r) => (Op::FloorDiv, l, r),
        AffineExprView::CeilDiv(l, r) => (Op::CeilDiv, l, r),
    };
    let r_const = match value_of(r) {
        Some(v) => Some(v),
        None => r.as_constant(),
    };
    magnitude_of(
        op,
        magnitude_with(l, value_of)?,
        magnitude_with(r, value_of)?,
        r_const,
    )
}

/// Whether `e`, with each dim or symbol `x` replaced by the constant `value_of(x)` where
/// that is `Some`, can be folded and flattened without leaving i64.
pub(crate) fn fits_with_values(
    e: &AffineExpr,
    value_of: &dyn Fn(&AffineExpr) -> Option<i64>,
) -> bool {
    magnitude_with(e, value_of).is_ok()
}

/// Overflow-checked construction of affine expressions: `Overflow` where folding the
/// constants of the result, or flattening it, could leave i64 (where `AffineExpr`'s own
/// folding would wrap as C++ does).
pub(crate) mod checked {
    use super::*;

    fn build(op: Op, l: &AffineExpr, r: &AffineExpr) -> Checked<AffineExpr> {
        magnitude_of(op, magnitude(l)?, magnitude(r)?, r.as_constant())?;
        Ok(match op {
            Op::Add => l.add(r),
            Op::Mul => l.mul(r),
            Op::Mod => l.modulo(r),
            Op::FloorDiv => l.floor_div(r),
            Op::CeilDiv => l.ceil_div(r),
        })
    }

    pub(crate) fn add(l: &AffineExpr, r: &AffineExpr) -> Checked<AffineExpr> {
        build(Op::Add, l, r)
    }
    pub(crate) fn sub(l: &AffineExpr, r: &AffineExpr) -> Checked<AffineExpr> {
        add(l, &neg(r)?)
    }
    pub(crate) fn add_const(l: &AffineExpr, c: i64) -> Checked<AffineExpr> {
        build(Op::Add, l, &AffineExpr::constant(c))
    }
    pub(crate) fn mul_const(l: &AffineExpr, c: i64) -> Checked<AffineExpr> {
        build(Op::Mul, l, &AffineExpr::constant(c))
    }
    pub(crate) fn neg(l: &AffineExpr) -> Checked<AffineExpr> {
        mul_const(l, -1)
    }
    pub(crate) fn floor_div_const(l: &AffineExpr, c: i64) -> Checked<AffineExpr> {
        build(Op::FloorDiv, l, &AffineExpr::constant(c))
    }
    pub(crate) fn ceil_div_const(l: &AffineExpr, c: i64) -> Checked<AffineExpr> {
        build(Op::CeilDiv, l, &AffineExpr::constant(c))
    }
    pub(crate) fn modulo_const(l: &AffineExpr, c: i64) -> Checked<AffineExpr> {
        build(Op::Mod, l, &AffineExpr::constant(c))
    }
}

/// A constraint system over dims, symbols and locals, with an optional SSA value attached
/// to each dim and symbol (upstream `FlatAffineValueConstraints`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FlatAffineConstraints {
    num_dims: usize,
    num_symbols: usize,
    num_locals: usize,
    values: Vec<Option<ValueId>>,
    eqs: Vec<Vec<i64>>,
    ineqs: Vec<Vec<i64>>,
    /// Set when a constraint could not be represented in i64: nothing is proven any more.
    overflowed: bool,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Dim,
    Symbol,
    Local,
}

impl FlatAffineConstraints {
    /// An empty system (no variables, no constraints).
    pub fn new() -> Self {
        Self::default()
    }

    pub fn num_dims(&self) -> usize {
        self.num_dims
    }
    pub fn num_symbols(&self) -> usize {
        self.num_symbols
    }
    pub fn num_locals(&self) -> usize {
        self.num_locals
    }
    pub fn num_dims_and_symbols(&self) -> usize {
        self.num_dims + self.num_symbols
    }
    pub fn num_vars(&self) -> usize {
        self.num_dims + self.num_symbols + self.num_locals
    }
    pub fn num_cols(&self) -> usize {
        self.num_vars() + 1
    }
    pub fn equalities(&self) -> &[Vec<i64>] {
        &self.eqs
    }
    pub fn inequalities(&self) -> &[Vec<i64>] {
        &self.ineqs
    }

    /// The values attached to the dims and symbols, in order.
    pub fn values(&self) -> &[Option<ValueId>] {
        &self.values
    }

    /// The dims' values.
    pub fn dim_values(&self) -> &[Option<ValueId>] {
        &self.values[..self.num_dims]
    }

    /// The symbols' values.
    pub fn symbol_values(&self) -> &[Option<ValueId>] {
        &self.values[self.num_dims..]
    }

    fn insert_var(&mut self, kind: Kind, pos: usize, num: usize) -> usize {
        let at = match kind {
            Kind::Dim => {
                debug_assert!(pos <= self.num_dims);
                self.num_dims += num;
                pos
            }
            Kind::Symbol => {
                debug_assert!(pos <= self.num_symbols);
                self.num_symbols += num;
                self.num_dims + pos
            }
            Kind::Local => {
                debug_assert!(pos <= self.num_locals);
                self.num_locals += num;
                self.num_dims + self.num_symbols + pos
            }
        };
        if kind != Kind::Local {
            self.values.splice(at..at, std::iter::repeat_n(None, num));
        }
        for row in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            row.splice(at..at, std::iter::repeat_n(0, num));
        }
        at
    }

    /// Upstream `appendDimVar(value)`: the new dim's position.
    pub fn append_dim(&mut self, value: Option<ValueId>) -> usize {
        let pos = self.insert_var(Kind::Dim, self.num_dims, 1);
        self.values[pos] = value;
        pos
    }

    /// Upstream `appendDimVar(num)`: the first new dim's position.
    pub fn append_dims(&mut self, num: usize) -> usize {
        self.insert_var(Kind::Dim, self.num_dims, num)
    }

    /// Upstream `appendSymbolVar(value)`: the new symbol's (absolute) position.
    pub fn append_symbol(&mut self, value: Option<ValueId>) -> usize {
        let pos = self.insert_var(Kind::Symbol, self.num_symbols, 1);
        self.values[pos] = value;
        pos
    }

    /// Appends `num` local variables (upstream `appendVar(VarKind::Local, num)`).
    pub fn append_locals(&mut self, num: usize) -> usize {
        self.insert_var(Kind::Local, self.num_locals, num)
    }

    /// Removes the variables in the absolute range `[start, end)`.
    fn remove_var_range(&mut self, start: usize, end: usize) {
        if start >= end {
            return;
        }
        let nds = self.num_dims_and_symbols();
        let (nd, ns) = (self.num_dims, self.num_symbols);
        let count = |lo: usize, hi: usize| end.min(hi).saturating_sub(start.max(lo));
        let rd = count(0, nd);
        let rs = count(nd, nd + ns);
        let rl = count(nd + ns, nd + ns + self.num_locals);
        self.num_dims -= rd;
        self.num_symbols -= rs;
        self.num_locals -= rl;
        if start < nds {
            self.values.drain(start..end.min(nds));
        }
        for row in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            row.drain(start..end);
        }
    }

    fn remove_var(&mut self, pos: usize) {
        self.remove_var_range(pos, pos + 1);
    }

    /// Whether some constraint could not be represented in i64 (every query is then
    /// conservative).
    pub fn overflowed(&self) -> bool {
        self.overflowed
    }

    pub fn add_equality(&mut self, row: Vec<i64>) {
        debug_assert_eq!(row.len(), self.num_cols());
        self.eqs.push(row);
    }

    pub fn add_inequality(&mut self, row: Vec<i64>) {
        debug_assert_eq!(row.len(), self.num_cols());
        self.ineqs.push(row);
    }

    /// Upstream `addBound(type, pos, value)`: `var[pos] (=, >=, <=) value`.
    pub fn add_bound_const(&mut self, ty: BoundType, pos: usize, value: i64) {
        let n = self.num_cols();
        let Ok(neg_value) = neg(value) else {
            if ty == BoundType::Eq {
                // `-var + i64::MIN = 0`: the same equality, representable.
                let mut row = vec![0; n];
                row[pos] = -1;
                row[n - 1] = value;
                self.eqs.push(row);
            } else {
                self.overflowed = true;
            }
            return;
        };
        let mut row = vec![0; n];
        match ty {
            BoundType::Eq => {
                row[pos] = 1;
                row[n - 1] = neg_value;
                self.eqs.push(row);
            }
            BoundType::Lb => {
                row[pos] = 1;
                row[n - 1] = neg_value;
                self.ineqs.push(row);
            }
            BoundType::Ub => {
                row[pos] = -1;
                row[n - 1] = value;
                self.ineqs.push(row);
            }
        }
    }

    /// Upstream `flattenAlignedMapAndMergeLocals`: the map's results flattened over this
    /// system's columns, the locals they introduce inserted first among the locals.
    /// `Ok(None)` when the map cannot be flattened (semi-affine).
    fn flatten_aligned_map_and_merge_locals(
        &mut self,
        map: &AffineMap,
    ) -> Checked<Option<Vec<Vec<i64>>>> {
        debug_assert_eq!(map.num_dims() as usize, self.num_dims);
        debug_assert_eq!(map.num_symbols() as usize, self.num_symbols);
        if map.num_results() == 0 {
            return Ok(Some(Vec::new()));
        }
        // The flattener computes with wrapping arithmetic: refuse what could wrap.
        for e in map.results() {
            magnitude(e)?;
        }
        let Some((rows, divs)) =
            flatten_with_local_divs(map.results(), map.num_dims(), map.num_symbols())
        else {
            return Ok(None);
        };
        if divs.is_empty() {
            return Ok(Some(rows));
        }
        // The local constraints of the flattening: one floor division per local.
        let mut local = FlatAffineConstraints::new();
        local.append_dims(self.num_dims);
        local.insert_var(Kind::Symbol, 0, self.num_symbols);
        for (dividend, divisor) in divs {
            local.add_local_floor_div(&dividend, divisor)?;
        }
        let own_locals = self.num_locals;
        self.insert_var(Kind::Local, 0, local.num_locals);
        local.append_locals(own_locals);
        self.ineqs.extend(local.ineqs);
        self.eqs.extend(local.eqs);
        Ok(Some(rows))
    }

    /// Upstream `computeLocalVars`: the expressions of the dims, symbols and the locals
    /// detected as floor divisions (`None` for the others).
    fn local_var_exprs(&self) -> Checked<Vec<Option<AffineExpr>>> {
        let (nd, ns) = (self.num_dims, self.num_symbols);
        let mut memo: Vec<Option<AffineExpr>> = vec![None; self.num_vars()];
        for (i, m) in memo.iter_mut().enumerate().take(nd) {
            *m = Some(AffineExpr::dim(i as u32));
        }
        for (i, m) in memo.iter_mut().enumerate().take(nd + ns).skip(nd) {
            *m = Some(AffineExpr::symbol((i - nd) as u32));
        }
        loop {
            let mut changed = false;
            for pos in nd + ns..self.num_vars() {
                if memo[pos].is_none() && self.detect_as_floor_div(pos, &mut memo)? {
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Ok(memo)
    }

    /// Upstream `getAsIntegerSet`: `None` when a local variable used by a constraint has
    /// no expression.
    pub fn as_integer_set(&self) -> Option<rmlir_ir::affine::IntegerSet> {
        use rmlir_ir::affine::IntegerSet;
        let (nd, ns) = (self.num_dims, self.num_symbols);
        if self.eqs.is_empty() && self.ineqs.is_empty() {
            return Some(IntegerSet::new(
                nd as u32,
                ns as u32,
                vec![AffineExpr::constant(0)],
                vec![true],
            ));
        }
        let memo = self.local_var_exprs().ok()?;
        let mut locals = Vec::with_capacity(self.num_locals);
        for (i, m) in memo.iter().enumerate().skip(nd + ns) {
            match m {
                Some(e) => locals.push(e.clone()),
                None if self.is_col_zero(i) => locals.push(AffineExpr::constant(0)),
                None => return None,
            }
        }
        let mut exprs = Vec::new();
        let mut flags = Vec::new();
        for r in &self.eqs {
            exprs.push(expr_from_flat_form(r, nd, ns, &locals));
            flags.push(true);
        }
        for r in &self.ineqs {
            exprs.push(expr_from_flat_form(r, nd, ns, &locals));
            flags.push(false);
        }
        Some(IntegerSet::new(nd as u32, ns as u32, exprs, flags))
    }

    /// The constraints of an integer set (dims and symbols without values, locals for its
    /// divisions; upstream `FlatAffineValueConstraints(IntegerSet)`). `None` for a
    /// semi-affine set or on overflow.
    pub fn from_integer_set(set: &rmlir_ir::affine::IntegerSet) -> Option<Self> {
        let mut c = FlatAffineConstraints::new();
        c.append_dims(set.num_dims() as usize);
        c.insert_var(Kind::Symbol, 0, set.num_symbols() as usize);
        let map = AffineMap::new(
            set.num_dims(),
            set.num_symbols(),
            set.constraints().to_vec(),
        );
        let rows = c.flatten_aligned_map(&map)?;
        // The set's constraints first, then those of the locals (upstream appends the
        // flattening's local constraints last).
        let (local_eqs, local_ineqs) = (std::mem::take(&mut c.eqs), std::mem::take(&mut c.ineqs));
        for (i, r) in rows.into_iter().enumerate() {
            if set.is_eq(i) {
                c.eqs.push(r);
            } else {
                c.ineqs.push(r);
            }
        }
        c.eqs.extend(local_eqs);
        c.ineqs.extend(local_ineqs);
        (!c.overflowed).then_some(c)
    }

    /// Upstream `setDimSymbolSeparation(newSymbolCount)`: the last `num_symbols` dims and
    /// symbols become the symbols.
    pub fn set_dim_symbol_separation(&mut self, num_symbols: usize) {
        let nds = self.num_dims_and_symbols();
        debug_assert!(num_symbols <= nds);
        self.num_dims = nds - num_symbols;
        self.num_symbols = num_symbols;
    }

    /// Upstream `fourierMotzkinEliminate(pos)` (marks the system overflowed on overflow).
    pub fn fm_eliminate(&mut self, pos: usize) {
        if self.overflowed || self.fourier_motzkin_eliminate(pos).is_err() {
            self.overflowed = true;
        }
    }

    /// Inserts `num` dims (without values) at dim position `pos` (upstream
    /// `insertVar(VarKind::SetDim, pos, num)`).
    pub fn insert_dims(&mut self, pos: usize, num: usize) -> usize {
        self.insert_var(Kind::Dim, pos, num)
    }

    /// The results of `map` (aligned with this system's dims and symbols) flattened into
    /// rows of this system's width, the locals their divisions need added first among the
    /// locals (upstream `flattenAlignedMapAndMergeLocals`). `None` for a semi-affine map or
    /// one whose constants could overflow (the system is then marked overflowed).
    pub fn flatten_aligned_map(&mut self, map: &AffineMap) -> Option<Vec<Vec<i64>>> {
        let flat = match self.flatten_aligned_map_and_merge_locals(map) {
            Ok(f) => f?,
            Err(Overflow) => {
                self.overflowed = true;
                return None;
            }
        };
        let inputs = map.num_inputs() as usize;
        let nds = self.num_dims_and_symbols();
        let n = self.num_cols();
        Some(
            flat.into_iter()
                .map(|f| {
                    let mut row = vec![0; n];
                    row[..inputs].copy_from_slice(&f[..inputs]);
                    for (j, &v) in (nds..).zip(&f[inputs..f.len() - 1]) {
                        row[j] = v;
                    }
                    row[n - 1] = f[f.len() - 1];
                    row
                })
                .collect(),
        )
    }

    /// Public `addLocalFloorDiv(dividend, divisor)` (the dividend over the current
    /// columns); `None` on overflow (the system is then marked overflowed).
    pub fn add_floor_div_local(&mut self, dividend: &[i64], divisor: i64) -> Option<()> {
        if self.add_local_floor_div(dividend, divisor).is_err() {
            self.overflowed = true;
            return None;
        }
        Some(())
    }

    /// Upstream `addLocalFloorDiv`: a new local `q = dividend floordiv divisor`.
    fn add_local_floor_div(&mut self, dividend: &[i64], divisor: i64) -> Checked<()> {
        debug_assert_eq!(dividend.len(), self.num_cols());
        let mut d = dividend.to_vec();
        let at = d.len() - 1;
        d.insert(at, 0);
        let mut lower = d.iter().map(|&v| neg(v)).collect::<Checked<Vec<i64>>>()?;
        lower[at] = divisor;
        let c = lower.last_mut().expect("constant");
        *c = add(*c, add(divisor, -1)?)?;
        let mut upper = d;
        upper[at] = neg(divisor)?;
        self.append_locals(1);
        self.ineqs.push(lower);
        self.ineqs.push(upper);
        Ok(())
    }

    /// Upstream `FlatLinearConstraints::addBound(type, pos, boundMap, isClosedBound)`:
    /// bounds `var[pos]` by each result of `map` (aligned with this system's dims and
    /// symbols). `None` when the map cannot be flattened (semi-affine) or its constraints
    /// do not fit in i64 (the system is then marked overflowed).
    pub fn add_bound_map_closed(
        &mut self,
        ty: BoundType,
        pos: usize,
        map: &AffineMap,
        closed: bool,
    ) -> Option<()> {
        match self.try_add_bound_map(ty, pos, map, closed) {
            Ok(added) => added,
            Err(Overflow) => {
                self.overflowed = true;
                None
            }
        }
    }

    fn try_add_bound_map(
        &mut self,
        ty: BoundType,
        pos: usize,
        map: &AffineMap,
        closed: bool,
    ) -> Checked<Option<()>> {
        let lower = matches!(ty, BoundType::Lb | BoundType::Eq);
        let Some(flat) = self.flatten_aligned_map_and_merge_locals(map)? else {
            return Ok(None);
        };
        let signed = |v: i64| if lower { neg(v) } else { Ok(v) };
        let inputs = map.num_inputs() as usize;
        let n = self.num_cols();
        let mut rows = Vec::with_capacity(flat.len());
        for f in flat {
            let mut row = vec![0; n];
            for j in 0..inputs {
                row[j] = signed(f[j])?;
            }
            if row[pos] != 0 {
                continue;
            }
            row[pos] = if lower { 1 } else { -1 };
            let nds = self.num_dims_and_symbols();
            for (j, &v) in (nds..).zip(&f[inputs..f.len() - 1]) {
                row[j] = signed(v)?;
            }
            let adjust = if closed || ty == BoundType::Eq { 0 } else { -1 };
            row[n - 1] = add(signed(f[f.len() - 1])?, adjust)?;
            rows.push(row);
        }
        if ty == BoundType::Eq {
            self.eqs.extend(rows);
        } else {
            self.ineqs.extend(rows);
        }
        Ok(Some(()))
    }

    /// Upstream `addBound(type, pos, boundMap)`: upper bounds are exclusive.
    pub fn add_bound_map(&mut self, ty: BoundType, pos: usize, map: &AffineMap) -> Option<()> {
        self.add_bound_map_closed(ty, pos, map, ty != BoundType::Ub)
    }

    fn find_nonzero(&self, col: usize, is_eq: bool) -> Option<usize> {
        let rows = if is_eq { &self.eqs } else { &self.ineqs };
        rows.iter().position(|r| r[col] != 0)
    }

    fn is_col_zero(&self, col: usize) -> bool {
        self.find_nonzero(col, false).is_none() && self.find_nonzero(col, true).is_none()
    }

    /// Upstream `normalizeConstraintsByGCD`.
    fn normalize_constraints_by_gcd(&mut self) -> Checked<()> {
        let n = self.num_cols();
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            normalize_row(r, n)?;
        }
        Ok(())
    }

    /// Upstream `gcdTightenInequalities`.
    fn gcd_tighten_inequalities(&mut self) -> Checked<()> {
        let n = self.num_cols();
        for r in &mut self.ineqs {
            let g = normalize_row(r, n - 1)?;
            if g > 1 {
                r[n - 1] = floor_div(r[n - 1], g)?;
            }
        }
        Ok(())
    }

    fn has_invalid_constraint(&self) -> bool {
        let n = self.num_cols();
        let invalid = |r: &Vec<i64>, is_eq: bool| {
            r[..n - 1].iter().all(|&v| v == 0) && if is_eq { r[n - 1] != 0 } else { r[n - 1] < 0 }
        };
        self.eqs.iter().any(|r| invalid(r, true)) || self.ineqs.iter().any(|r| invalid(r, false))
    }

    fn is_empty_by_gcd_test(&self) -> bool {
        let n = self.num_cols();
        self.eqs.iter().any(|r| {
            let g = r[..n - 1]
                .iter()
                .fold(0, |g, &v| gcd_u64(g, v.unsigned_abs()));
            g > 0 && r[n - 1].unsigned_abs() % g != 0
        })
    }

    /// Upstream `eliminateFromConstraint`.
    fn eliminate_from_constraint(
        &mut self,
        row: usize,
        pivot_row: usize,
        pivot_col: usize,
        elim_col_start: usize,
        is_eq: bool,
    ) -> Checked<()> {
        if is_eq && row == pivot_row {
            return Ok(());
        }
        let lead = if is_eq {
            self.eqs[row][pivot_col]
        } else {
            self.ineqs[row][pivot_col]
        };
        if lead == 0 {
            return Ok(());
        }
        let pivot = self.eqs[pivot_row][pivot_col];
        let sign = if lead.signum() * pivot.signum() > 0 {
            -1
        } else {
            1
        };
        let l = lcm(pivot, lead);
        let pivot_mul = sign * (l / pivot.unsigned_abs() as i128);
        let row_mul = l / lead.unsigned_abs() as i128;
        let pivot_vals = self.eqs[pivot_row].clone();
        let target = if is_eq {
            &mut self.eqs[row]
        } else {
            &mut self.ineqs[row]
        };
        for (j, (t, p)) in target.iter_mut().zip(pivot_vals).enumerate() {
            if j >= elim_col_start && j < pivot_col {
                continue;
            }
            *t = combine(p, pivot_mul, *t, row_mul)?;
        }
        Ok(())
    }

    /// Upstream `gaussianEliminateVars`: the number of variables eliminated.
    fn gaussian_eliminate_vars(&mut self, start: usize, limit: usize) -> Checked<usize> {
        if start >= limit {
            return Ok(0);
        }
        self.gcd_tighten_inequalities()?;
        let n = self.num_cols();
        let mut pivot_col = start;
        while pivot_col < limit {
            let Some(pivot_row) = self.find_nonzero(pivot_col, true) else {
                if self.find_nonzero(pivot_col, false).is_none() {
                    pivot_col += 1;
                    continue;
                }
                break;
            };
            for i in 0..self.eqs.len() {
                self.eliminate_from_constraint(i, pivot_row, pivot_col, start, true)?;
                normalize_row(&mut self.eqs[i], n)?;
            }
            for i in 0..self.ineqs.len() {
                self.eliminate_from_constraint(i, pivot_row, pivot_col, start, false)?;
                normalize_row(&mut self.ineqs[i], n)?;
            }
            self.eqs.remove(pivot_row);
            self.gcd_tighten_inequalities()?;
            pivot_col += 1;
        }
        self.remove_var_range(start, pivot_col);
        Ok(pivot_col - start)
    }

    /// Upstream `removeRedundantLocalVars`.
    fn remove_redundant_local_vars(&mut self) -> Checked<()> {
        let n = self.num_cols();
        for r in &mut self.eqs {
            normalize_row(r, n)?;
        }
        loop {
            let nds = self.num_dims_and_symbols();
            let nv = self.num_vars();
            let found = self.eqs.iter().enumerate().find_map(|(i, r)| {
                (nds..nv)
                    .find(|&j| r[j].unsigned_abs() == 1)
                    .map(|j| (i, j))
            });
            let Some((i, j)) = found else {
                break;
            };
            let n = self.num_cols();
            for k in 0..self.eqs.len() {
                if self.eqs[k][j] != 0 {
                    self.eliminate_from_constraint(k, i, j, j, true)?;
                    normalize_row(&mut self.eqs[k], n)?;
                }
            }
            for k in 0..self.ineqs.len() {
                self.eliminate_from_constraint(k, i, j, j, false)?;
            }
            self.remove_var(j);
            self.eqs.remove(i);
        }
        Ok(())
    }

    /// Upstream `removeTrivialRedundancy`.
    fn remove_trivial_redundancy(&mut self) -> Checked<()> {
        self.gcd_tighten_inequalities()?;
        self.normalize_constraints_by_gcd()?;
        let n = self.num_cols();
        let mut without_const: HashMap<Vec<i64>, (usize, i64)> = HashMap::new();
        let mut seen: HashSet<Vec<i64>> = HashSet::new();
        let mut redundant = vec![false; self.ineqs.len()];
        for (r, row) in self.ineqs.iter().enumerate() {
            let trivially_valid = row[..n - 1].iter().all(|&v| v == 0) && row[n - 1] >= 0;
            if trivially_valid || !seen.insert(row.clone()) {
                redundant[r] = true;
                continue;
            }
            let c = row[n - 1];
            match without_const.get_mut(&row[..n - 1]) {
                None => {
                    without_const.insert(row[..n - 1].to_vec(), (r, c));
                }
                Some(val) => {
                    if val.1 > c {
                        redundant[val.0] = true;
                        *val = (r, c);
                    } else {
                        redundant[r] = true;
                    }
                }
            }
        }
        let mut i = 0;
        self.ineqs.retain(|_| {
            let keep = !redundant[i];
            i += 1;
            keep
        });
        Ok(())
    }

    /// Upstream `fourierMotzkinEliminate(pos)` (no dark shadow).
    fn fourier_motzkin_eliminate(&mut self, pos: usize) -> Checked<()> {
        if self.eqs.iter().any(|r| r[pos] != 0) {
            self.gaussian_eliminate_vars(pos, pos + 1)?;
            return Ok(());
        }
        self.gcd_tighten_inequalities()?;
        if self.is_col_zero(pos) {
            self.remove_var(pos);
            return Ok(());
        }
        let n = self.num_cols();
        let (mut lbs, mut ubs, mut nbs) = (Vec::new(), Vec::new(), Vec::new());
        for (r, row) in self.ineqs.iter().enumerate() {
            match row[pos] {
                0 => nbs.push(r),
                v if v >= 1 => lbs.push(r),
                _ => ubs.push(r),
            }
        }
        let mut new_ineqs = Vec::with_capacity(lbs.len() * ubs.len() + nbs.len());
        for &ub in &ubs {
            for &lb in &lbs {
                let (lb_row, ub_row) = (&self.ineqs[lb], &self.ineqs[ub]);
                // Exact in i128: `lb_coeff > 0`, `ub_coeff = -ub_row[pos] > 0`.
                let lb_coeff = lb_row[pos] as i128;
                let ub_coeff = -(ub_row[pos] as i128);
                let l = lcm(lb_row[pos], ub_row[pos]);
                let row = (0..n)
                    .filter(|&c| c != pos)
                    .map(|c| combine(ub_row[c], l / ub_coeff, lb_row[c], l / lb_coeff))
                    .collect::<Checked<Vec<i64>>>()?;
                new_ineqs.push(row);
            }
        }
        for &nb in &nbs {
            let mut row = self.ineqs[nb].clone();
            row.remove(pos);
            new_ineqs.push(row);
        }
        self.ineqs = new_ineqs;
        for r in &mut self.eqs {
            r.remove(pos);
        }
        // Only the bookkeeping of the removed column is left (every row already lost it).
        let nds = self.num_dims_and_symbols();
        if pos < self.num_dims {
            self.num_dims -= 1;
        } else if pos < nds {
            self.num_symbols -= 1;
        } else {
            self.num_locals -= 1;
        }
        if pos < nds {
            self.values.remove(pos);
        }
        self.gcd_tighten_inequalities()?;
        self.normalize_constraints_by_gcd()?;
        self.remove_trivial_redundancy()
    }

    /// Upstream `getBestVarToEliminate`.
    fn best_var_to_eliminate(&self, start: usize, end: usize) -> usize {
        let product = |pos: usize| {
            let lb = self.ineqs.iter().filter(|r| r[pos] > 0).count();
            let ub = self.ineqs.iter().filter(|r| r[pos] < 0).count();
            lb * ub
        };
        let mut min_loc = start;
        let mut min = product(start);
        for c in start + 1..end {
            let p = product(c);
            if p < min {
                min = p;
                min_loc = c;
            }
        }
        min_loc
    }

    /// Upstream `projectOut(pos, num)`.
    fn project_out(&mut self, pos: usize, num: usize) -> Checked<()> {
        if num == 0 {
            return Ok(());
        }
        let mut current = pos;
        let mut to_eliminate = num as isize;
        let mut gaussian = 0;
        while current < self.num_vars() {
            let limit = (current as isize + to_eliminate).max(current as isize) as usize;
            let k = self.gaussian_eliminate_vars(current, limit)?;
            current += 1;
            to_eliminate -= k as isize + 1;
            gaussian += k;
        }
        for i in 0..num - gaussian {
            let left = num - gaussian - i;
            let best = self.best_var_to_eliminate(pos, pos + left);
            self.fourier_motzkin_eliminate(best)?;
        }
        self.gcd_tighten_inequalities()?;
        self.normalize_constraints_by_gcd()
    }

    /// Public `projectOut(pos, num)`; on overflow the system is marked overflowed.
    pub fn project_out_vars(&mut self, pos: usize, num: usize) {
        if self.overflowed || self.project_out(pos, num).is_err() {
            self.overflowed = true;
        }
    }

    /// Public `removeTrivialRedundancy`.
    pub fn simplify_trivially(&mut self) {
        if self.overflowed || self.remove_trivial_redundancy().is_err() {
            self.overflowed = true;
        }
    }

    /// Removes variable `pos` (its column) from the system.
    pub fn remove_var_at(&mut self, pos: usize) {
        self.remove_var(pos);
    }

    /// The equalities and inequalities, mutably (rows keep `num_cols` entries).
    pub fn rows_mut(&mut self) -> (&mut Vec<Vec<i64>>, &mut Vec<Vec<i64>>) {
        (&mut self.eqs, &mut self.ineqs)
    }

    /// Upstream `isEmpty`: `true` only when the system is proven to have no integer point;
    /// `false` when that could not be decided in i64.
    pub fn is_empty(&self) -> bool {
        !self.overflowed && self.try_is_empty().unwrap_or(false)
    }

    fn try_is_empty(&self) -> Checked<bool> {
        if self.is_empty_by_gcd_test() || self.has_invalid_constraint() {
            return Ok(true);
        }
        let mut tmp = self.clone();
        tmp.remove_redundant_local_vars()?;
        if tmp.is_empty_by_gcd_test() || tmp.has_invalid_constraint() {
            return Ok(true);
        }
        let mut current = 0;
        while current < tmp.num_vars() {
            let nv = tmp.num_vars();
            tmp.gaussian_eliminate_vars(current, nv)?;
            current += 1;
            if tmp.has_invalid_constraint() || tmp.is_empty_by_gcd_test() {
                return Ok(true);
            }
        }
        for _ in 0..tmp.num_vars() {
            let best = tmp.best_var_to_eliminate(0, tmp.num_vars());
            tmp.fourier_motzkin_eliminate(best)?;
            if tmp.eqs.len() + tmp.ineqs.len() >= EXPLOSION_FACTOR * self.num_vars() {
                return Ok(false);
            }
            if tmp.has_invalid_constraint() {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Upstream `findEqualityToConstant` (non-symbolic).
    fn find_equality_to_constant(&self, pos: usize) -> Option<usize> {
        let nv = self.num_vars();
        self.eqs
            .iter()
            .position(|r| r[pos].unsigned_abs() == 1 && (0..nv).all(|c| c == pos || r[c] == 0))
    }

    /// Upstream `computeConstantLowerOrUpperBound`.
    fn compute_constant_bound(mut self, pos: usize, lower: bool) -> Checked<Option<i64>> {
        self.project_out(0, pos)?;
        let nv = self.num_vars();
        self.project_out(1, nv - 1)?;
        let n = self.num_cols();
        if let Some(r) = self.find_equality_to_constant(0) {
            // The coefficient is 1 or -1.
            let c = self.eqs[r][n - 1];
            return Ok(Some(if self.eqs[r][0] == 1 { neg(c)? } else { c }));
        }
        if self.ineqs.iter().all(|r| r[0] == 0) {
            return Ok(None);
        }
        let mut best: Option<i64> = None;
        for r in &self.ineqs {
            if (lower && r[0] <= 0) || (!lower && r[0] >= 0) {
                continue;
            }
            if (1..n - 1).any(|c| r[c] != 0) {
                continue;
            }
            let b = if lower {
                ceil_div(neg(r[n - 1])?, r[0])?
            } else {
                floor_div(r[n - 1], neg(r[0])?)?
            };
            best = Some(match best {
                None => b,
                Some(x) if lower => x.max(b),
                Some(x) => x.min(b),
            });
        }
        Ok(best)
    }

    /// Upstream `getConstantBound64(type, pos)`; `None` also when it could not be computed
    /// in i64.
    pub fn constant_bound(&self, ty: BoundType, pos: usize) -> Option<i64> {
        if self.overflowed {
            return None;
        }
        self.try_constant_bound(ty, pos).ok().flatten()
    }

    fn try_constant_bound(&self, ty: BoundType, pos: usize) -> Checked<Option<i64>> {
        Ok(match ty {
            BoundType::Lb => self.clone().compute_constant_bound(pos, true)?,
            BoundType::Ub => self.clone().compute_constant_bound(pos, false)?,
            BoundType::Eq => {
                let lb = self.clone().compute_constant_bound(pos, true)?;
                let ub = self.clone().compute_constant_bound(pos, false)?;
                match (lb, ub) {
                    (Some(l), Some(u)) if l == u => Some(u),
                    _ => None,
                }
            }
        })
    }

    /// Upstream `removeRedundantInequalities` (the Fourier-Motzkin based one).
    fn remove_redundant_inequalities(&mut self) -> Checked<()> {
        let n = self.num_cols();
        let mut redundant = vec![false; self.ineqs.len()];
        let mut tmp = self.clone();
        #[allow(clippy::needless_range_loop)]
        for r in 0..self.ineqs.len() {
            // The complement of the inequality: `-row - 1 >= 0`.
            let original = tmp.ineqs[r].clone();
            let mut complement = original
                .iter()
                .map(|&v| neg(v))
                .collect::<Checked<Vec<i64>>>()?;
            complement[n - 1] = add(complement[n - 1], -1)?;
            tmp.ineqs[r] = complement;
            if tmp.try_is_empty()? {
                redundant[r] = true;
                self.ineqs[r].fill(0);
                tmp.ineqs[r].fill(0);
            } else {
                tmp.ineqs[r] = original;
            }
        }
        let mut i = 0;
        self.ineqs.retain(|_| {
            let keep = !redundant[i];
            i += 1;
            keep
        });
        Ok(())
    }

    /// Upstream `getLowerAndUpperBoundIndices`.
    fn bound_indices(
        &self,
        pos: usize,
        offset: usize,
        num: usize,
    ) -> (Vec<usize>, Vec<usize>, Vec<usize>) {
        let depends = |r: &Vec<i64>| (offset..offset + num).any(|c| c != pos && r[c] != 0);
        let (mut lbs, mut ubs, mut eqs) = (Vec::new(), Vec::new(), Vec::new());
        for (i, r) in self.ineqs.iter().enumerate() {
            if depends(r) {
                continue;
            }
            if r[pos] >= 1 {
                lbs.push(i);
            } else if r[pos] <= -1 {
                ubs.push(i);
            }
        }
        for (i, r) in self.eqs.iter().enumerate() {
            if r[pos] != 0 && !depends(r) {
                eqs.push(i);
            }
        }
        (lbs, ubs, eqs)
    }

    /// Upstream `computeSingleVarRepr` + the int64 wrapper: the dividend and divisor of
    /// `var[pos]` as a floor division, and whether it came from an equality.
    fn single_var_repr(
        &self,
        found: &[bool],
        pos: usize,
    ) -> Checked<Option<(Vec<i64>, i64, bool)>> {
        let n = self.num_cols();
        let nv = self.num_vars();
        let (lbs, ubs, eqs) = self.bound_indices(pos, 0, 0);
        let explicit = |d: &[i64]| (0..nv).all(|c| c == pos || found[c] || d[c] == 0);
        let mut dividend = vec![0; n];
        for &ub in &ubs {
            for &lb in &lbs {
                let (u, l) = (&self.ineqs[ub], &self.ineqs[lb]);
                let mut divisor = l[pos];
                if (0..nv).any(|i| Some(u[i]) != l[i].checked_neg()) {
                    continue;
                }
                // Exact in i128; in `[0, divisor)` it fits in i64.
                let c = divisor as i128 - 1 - (l[n - 1] as i128 + u[n - 1] as i128);
                if !(0 <= c && c < divisor as i128) {
                    continue;
                }
                for i in 0..nv {
                    if i != pos {
                        dividend[i] = u[i];
                    }
                }
                dividend[n - 1] = fit(u[n - 1] as i128 + c)?;
                normalize_division(&mut dividend, &mut divisor)?;
                if !explicit(&dividend) {
                    continue;
                }
                return Ok(Some((dividend, divisor, false)));
            }
        }
        for &eq in &eqs {
            let e = &self.eqs[eq];
            let sign = if e[pos] < 0 { -1 } else { 1 };
            let mut divisor = e[pos].checked_abs().ok_or(Overflow)?;
            for i in 0..nv {
                if i != pos {
                    dividend[i] = if sign < 0 { e[i] } else { neg(e[i])? };
                }
            }
            dividend[n - 1] = if sign < 0 { e[n - 1] } else { neg(e[n - 1])? };
            normalize_division(&mut dividend, &mut divisor)?;
            if !explicit(&dividend) {
                continue;
            }
            return Ok(Some((dividend, divisor, true)));
        }
        Ok(None)
    }

    /// Upstream `detectAsFloorDiv`.
    fn detect_as_floor_div(&self, pos: usize, memo: &mut [Option<AffineExpr>]) -> Checked<bool> {
        let found: Vec<bool> = memo.iter().map(Option::is_some).collect();
        let Some((dividend, divisor, false)) = self.single_var_repr(&found, pos)? else {
            return Ok(false);
        };
        let mut e = AffineExpr::constant(*dividend.last().expect("constant"));
        for (c, &d) in dividend.iter().enumerate().take(self.num_vars()) {
            if d != 0 {
                let Some(m) = &memo[c] else {
                    return Ok(false);
                };
                e = checked::add(&e, &checked::mul_const(m, d)?)?;
            }
        }
        memo[pos] = Some(checked::floor_div_const(&e, divisor)?);
        Ok(true)
    }

    /// Upstream `detectAsMod`.
    fn detect_as_mod(
        &self,
        pos: usize,
        offset: usize,
        num: usize,
        lb: i64,
        ub: i64,
        memo: &mut [Option<AffineExpr>],
    ) -> Checked<bool> {
        if lb != 0 || ub < 1 {
            return Ok(false);
        }
        let divisor = add(ub, 1)?;
        let n = self.num_cols();
        for eq in &self.eqs {
            let at_pos = eq[pos];
            if at_pos == 0 || eq[n - 1] != 0 {
                continue;
            }
            let mut dividend = AffineExpr::constant(0);
            let mut quotient_count = 0;
            let mut quotient_pos = None;
            let mut quotient_sign = 1;
            let mut complete = true;
            for (var, &coeff) in eq.iter().enumerate().take(self.num_dims_and_symbols()) {
                if var == pos || coeff == 0 {
                    continue;
                }
                // A multiple of `divisor * at_pos` beyond i64 is not a multiple of `coeff`.
                let multiple = (divisor as i128) * (at_pos as i128);
                if (coeff as i128) % multiple == 0 {
                    quotient_count += 1;
                    quotient_pos = Some(var);
                    quotient_sign = if coeff.signum() * at_pos.signum() > 0 {
                        1
                    } else {
                        -1
                    };
                    continue;
                }
                let Some(m) = &memo[var] else {
                    complete = false;
                    break;
                };
                dividend = checked::add(&dividend, &checked::mul_const(m, coeff)?)?;
            }
            if !complete {
                continue;
            }
            dividend = if at_pos > 0 {
                checked::floor_div_const(&checked::neg(&dividend)?, at_pos)?
            } else {
                checked::floor_div_const(&dividend, neg(at_pos)?)?
            };
            dividend =
                simplify_affine_expr(&dividend, self.num_dims as u32, self.num_symbols as u32);
            let Some(dim_pos) = dividend.as_dim() else {
                continue;
            };
            if quotient_count >= 1 {
                let dim_pos = dim_pos as usize;
                let col = if dim_pos < offset {
                    dim_pos
                } else {
                    dim_pos + num
                };
                let dim_ub = self.try_constant_bound(BoundType::Ub, col)?;
                memo[pos] = Some(match dim_ub {
                    Some(u) if u < divisor => dividend.clone(),
                    _ => checked::modulo_const(&dividend, divisor)?,
                });
                if let Some(q) = quotient_pos {
                    if quotient_count == 1 && memo[q].is_none() {
                        let quotient = checked::floor_div_const(&dividend, divisor)?;
                        memo[q] = Some(checked::mul_const(&quotient, quotient_sign)?);
                    }
                }
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Upstream `getLowerAndUpperBound` without local expressions.
    fn lower_and_upper_bound(
        &self,
        pos: usize,
        offset: usize,
        num: usize,
        sym_start: usize,
        closed_ub: bool,
    ) -> Checked<(AffineMap, AffineMap)> {
        let (lbs, ubs, eqs) = self.bound_indices(pos + offset, offset, num);
        let strip = |a: &[i64]| -> Vec<i64> {
            a.iter()
                .enumerate()
                .filter(|&(i, _)| i < offset || i >= offset + num)
                .map(|(_, &v)| v)
                .collect()
        };
        let negated = |a: Vec<i64>| a.into_iter().map(neg).collect::<Checked<Vec<i64>>>();
        let dim_count = sym_start - num;
        let sym_count = self.num_dims_and_symbols() - sym_start;
        let p = pos + offset;
        let mut lb_exprs = Vec::new();
        for &i in &lbs {
            let ineq = &self.ineqs[i];
            let lb = negated(strip(ineq))?;
            let e = expr_from_flat_form(&lb, dim_count, sym_count, &[]);
            let d = ineq[p].checked_abs().ok_or(Overflow)?;
            let e = checked::add_const(&checked::add_const(&e, d)?, -1)?;
            lb_exprs.push(checked::floor_div_const(&e, d)?);
        }
        let mut ub_exprs = Vec::new();
        for &i in &ubs {
            let ineq = &self.ineqs[i];
            let e = expr_from_flat_form(&strip(ineq), dim_count, sym_count, &[]);
            let e = checked::floor_div_const(&e, ineq[p].checked_abs().ok_or(Overflow)?)?;
            ub_exprs.push(checked::add_const(&e, if closed_ub { 0 } else { 1 })?);
        }
        for &i in &eqs {
            let eq = &self.eqs[i];
            let d = eq[p].checked_abs().ok_or(Overflow)?;
            let b = if eq[p] > 0 {
                negated(strip(eq))?
            } else {
                strip(eq)
            };
            let e = expr_from_flat_form(&b, dim_count, sym_count, &[]);
            ub_exprs.push(checked::add_const(&checked::floor_div_const(&e, d)?, 1)?);
            let e = expr_from_flat_form(&b, dim_count, sym_count, &[]);
            lb_exprs.push(checked::ceil_div_const(&e, d)?);
        }
        Ok((
            AffineMap::new(dim_count as u32, sym_count as u32, lb_exprs),
            AffineMap::new(dim_count as u32, sym_count as u32, ub_exprs),
        ))
    }

    /// Upstream `getSliceBounds(offset, num, ..., closedUB = false)`: for each of the `num`
    /// dims from `offset`, a lower and an (exclusive) upper bound map over the other dims
    /// and the symbols, or `None` where none was found (everywhere when the bounds could
    /// not be computed in i64).
    #[allow(clippy::type_complexity)]
    pub fn slice_bounds(
        &mut self,
        offset: usize,
        num: usize,
    ) -> (Vec<Option<AffineMap>>, Vec<Option<AffineMap>>) {
        if !self.overflowed {
            if let Ok(bounds) = self.try_slice_bounds(offset, num) {
                return bounds;
            }
            self.overflowed = true;
        }
        (vec![None; num], vec![None; num])
    }

    #[allow(clippy::type_complexity)]
    fn try_slice_bounds(
        &mut self,
        offset: usize,
        num: usize,
    ) -> Checked<(Vec<Option<AffineMap>>, Vec<Option<AffineMap>>)> {
        self.normalize_constraints_by_gcd()?;
        let nv = self.num_vars();
        let nd = self.num_dims;
        let mut memo: Vec<Option<AffineExpr>> = vec![None; nv];
        for (i, m) in memo.iter_mut().enumerate().take(nd) {
            if i < offset {
                *m = Some(AffineExpr::dim(i as u32));
            } else if i >= offset + num {
                *m = Some(AffineExpr::dim((i - num) as u32));
            }
        }
        for (i, m) in memo
            .iter_mut()
            .enumerate()
            .take(self.num_dims_and_symbols())
            .skip(nd)
        {
            *m = Some(AffineExpr::symbol((i - nd) as u32));
        }
        loop {
            let mut changed = false;
            for pos in 0..nv {
                if memo[pos].is_some() {
                    continue;
                }
                let lb = self.try_constant_bound(BoundType::Lb, pos)?;
                let ub = self.try_constant_bound(BoundType::Ub, pos)?;
                if let (Some(l), Some(u)) = (lb, ub) {
                    if l == u {
                        memo[pos] = Some(AffineExpr::constant(l));
                        changed = true;
                        continue;
                    }
                    if self.detect_as_mod(pos, offset, num, l, u, &mut memo)? {
                        changed = true;
                        continue;
                    }
                }
                if self.detect_as_floor_div(pos, &mut memo)? {
                    changed = true;
                    continue;
                }
                let Some(idx) = self.find_nonzero(pos, true) else {
                    continue;
                };
                let eq = &self.eqs[idx];
                let mut e = AffineExpr::constant(0);
                let mut complete = true;
                for j in 0..nv {
                    if j == pos || eq[j] == 0 {
                        continue;
                    }
                    let Some(m) = &memo[j] else {
                        complete = false;
                        break;
                    };
                    e = checked::add(&e, &checked::mul_const(m, eq[j])?)?;
                }
                if !complete {
                    continue;
                }
                e = checked::add_const(&e, eq[nv])?;
                let v = eq[pos];
                e = if v > 0 {
                    checked::floor_div_const(&checked::neg(&e)?, v)?
                } else {
                    checked::floor_div_const(&e, neg(v)?)?
                };
                memo[pos] = Some(e);
                changed = true;
            }
            if !changed {
                break;
            }
        }
        let mut lbs = vec![None; num];
        let mut ubs = vec![None; num];
        let mut tmp: Option<FlatAffineConstraints> = None;
        let map_dims = (self.num_dims - num) as u32;
        let map_syms = self.num_symbols as u32;
        for pos in 0..num {
            let expr = memo[pos + offset]
                .as_ref()
                .map(|e| simplify_affine_expr(e, map_dims, map_syms));
            if let Some(e) = expr {
                let upper = checked::add_const(&e, 1)?;
                lbs[pos] = Some(AffineMap::new(map_dims, map_syms, vec![e]));
                ubs[pos] = Some(AffineMap::new(map_dims, map_syms, vec![upper]));
                continue;
            }
            let (mut lb, mut ub) = (None, None);
            if self.num_locals == 0 {
                if tmp.is_none() {
                    let mut t = self.clone();
                    t.remove_redundant_inequalities()?;
                    tmp = Some(t);
                }
                let t = tmp.as_ref().expect("just set");
                let (l, u) = t.lower_and_upper_bound(pos, offset, num, self.num_dims, false)?;
                lb = Some(l);
                ub = Some(u);
            }
            if lb.as_ref().is_none_or(|m| m.num_results() > 1) {
                if let Some(c) = self.try_constant_bound(BoundType::Lb, pos + offset)? {
                    lb = Some(AffineMap::new(
                        map_dims,
                        map_syms,
                        vec![AffineExpr::constant(c)],
                    ));
                }
            }
            if ub.as_ref().is_none_or(|m| m.num_results() > 1) {
                if let Some(c) = self.try_constant_bound(BoundType::Ub, pos + offset)? {
                    ub = Some(AffineMap::new(
                        map_dims,
                        map_syms,
                        vec![AffineExpr::constant(add(c, 1)?)],
                    ));
                }
            }
            lbs[pos] = lb;
            ubs[pos] = ub;
        }
        Ok((lbs, ubs))
    }
}

/// Upstream `normalizeDivisionByGCD`: the constant term is left out of the GCD.
fn normalize_division(dividend: &mut [i64], divisor: &mut i64) -> Checked<()> {
    if *divisor == 0 || dividend.is_empty() {
        return Ok(());
    }
    let mut g = gcd(dividend[0], *divisor)?;
    for &v in &dividend[1..dividend.len() - 1] {
        g = gcd(v, g)?;
        if g == 1 {
            return Ok(());
        }
    }
    for v in dividend.iter_mut() {
        *v = floor_div(*v, g)?;
    }
    *divisor /= g;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(i: u32) -> AffineExpr {
        AffineExpr::dim(i)
    }

    #[test]
    fn box_bounds_and_emptiness() {
        // 0 <= d0 <= 9.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(1);
        c.add_bound_const(BoundType::Lb, 0, 0);
        c.add_bound_const(BoundType::Ub, 0, 9);
        assert_eq!(c.constant_bound(BoundType::Lb, 0), Some(0));
        assert_eq!(c.constant_bound(BoundType::Ub, 0), Some(9));
        assert_eq!(c.constant_bound(BoundType::Eq, 0), None);
        assert!(!c.is_empty());
        c.add_bound_const(BoundType::Lb, 0, 10);
        assert!(c.is_empty());
    }

    #[test]
    fn gcd_test_proves_emptiness() {
        // 2 * d0 = 1 has no integer solution.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(1);
        c.add_equality(vec![2, -1]);
        assert!(c.is_empty());
    }

    #[test]
    fn floordiv_bound_introduces_locals() {
        // d0 < (d1 floordiv 4) * 4 + 1: a local q with 4q <= d1 <= 4q + 3, and d0 <= 4q.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(2);
        let map = AffineMap::new(
            2,
            0,
            vec![d(1).floor_div_const(4).mul_const(4).add_const(1)],
        );
        c.add_bound_map(BoundType::Ub, 0, &map).unwrap();
        assert_eq!(c.num_locals(), 1);
        assert_eq!(
            c.inequalities(),
            &[vec![0, -1, 4, 3], vec![0, 1, -4, 0], vec![-1, 0, 4, 0]]
        );
        // d1 = 5 forces q = 1, hence d0 <= 4 (Gaussian elimination of d1 comes first).
        c.add_bound_const(BoundType::Eq, 1, 5);
        assert_eq!(c.constant_bound(BoundType::Ub, 0), Some(4));
    }

    #[test]
    fn semi_affine_bounds_are_refused() {
        let mut c = FlatAffineConstraints::new();
        c.append_dims(2);
        let map = AffineMap::new(2, 0, vec![d(1).mul(&d(1))]);
        assert!(c.add_bound_map(BoundType::Ub, 0, &map).is_none());
    }

    #[test]
    fn slice_bound_of_an_equality() {
        // d1 = d0 + 3 gives d1 in [d0 + 3, d0 + 4).
        let mut c = FlatAffineConstraints::new();
        c.append_dims(2);
        c.add_equality(vec![1, -1, 3]);
        let (lbs, ubs) = c.slice_bounds(1, 1);
        assert_eq!(lbs[0], Some(AffineMap::new(1, 0, vec![d(0).add_const(3)])));
        assert_eq!(ubs[0], Some(AffineMap::new(1, 0, vec![d(0).add_const(4)])));
    }

    #[test]
    fn slice_bound_from_inequalities() {
        // 0 <= d0 <= d1 - 1 (d1 a symbol-like dim): upper bound d1, lower bound 0.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(2);
        c.add_bound_const(BoundType::Lb, 0, 0);
        c.add_inequality(vec![-1, 1, -1]);
        let (lbs, ubs) = c.slice_bounds(0, 1);
        assert_eq!(
            lbs[0],
            Some(AffineMap::new(1, 0, vec![AffineExpr::constant(0)]))
        );
        assert_eq!(ubs[0], Some(AffineMap::new(1, 0, vec![d(0)])));
    }

    #[test]
    fn fourier_motzkin_projects_out() {
        // d0 <= d1, d1 <= 5, d0 >= 2: d0 in [2, 5].
        let mut c = FlatAffineConstraints::new();
        c.append_dims(2);
        c.add_inequality(vec![-1, 1, 0]);
        c.add_inequality(vec![0, -1, 5]);
        c.add_inequality(vec![1, 0, -2]);
        assert_eq!(c.constant_bound(BoundType::Ub, 0), Some(5));
        assert_eq!(c.constant_bound(BoundType::Lb, 1), Some(2));
    }

    const MAX: i64 = i64::MAX;
    const MIN: i64 = i64::MIN;

    #[test]
    fn huge_constants_that_fit_are_exact() {
        // MAX - 1 <= d0 <= MAX: bounds read back exactly; d0 >= MAX + 1 is not added.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(1);
        c.add_bound_const(BoundType::Lb, 0, MAX - 1);
        c.add_bound_const(BoundType::Ub, 0, MAX);
        assert_eq!(c.constant_bound(BoundType::Lb, 0), Some(MAX - 1));
        assert_eq!(c.constant_bound(BoundType::Ub, 0), Some(MAX));
        assert!(!c.is_empty());
        // MIN + 1 <= d0 <= -1 and d0 = 2 * d1: exact, d1 in [MIN / 2, -1].
        let mut c = FlatAffineConstraints::new();
        c.append_dims(2);
        c.add_bound_const(BoundType::Lb, 0, MIN + 1);
        c.add_bound_const(BoundType::Ub, 0, -1);
        c.add_equality(vec![1, -2, 0]);
        assert_eq!(c.constant_bound(BoundType::Lb, 1), Some((MIN + 2) / 2));
        assert_eq!(c.constant_bound(BoundType::Ub, 1), Some(-1));
    }

    #[test]
    fn equality_to_min_is_representable() {
        // d0 = MIN is stored as -d0 + MIN = 0.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(2);
        c.add_bound_const(BoundType::Eq, 0, MIN);
        c.add_bound_const(BoundType::Eq, 1, 3);
        assert!(!c.overflowed());
        assert_eq!(c.constant_bound(BoundType::Eq, 0), Some(MIN));
        assert_eq!(c.constant_bound(BoundType::Eq, 1), Some(3));
        assert!(!c.is_empty());
    }

    #[test]
    fn unrepresentable_bound_makes_queries_conservative() {
        // d0 >= MIN needs -MIN as a constant: the system is marked, nothing is proven, even
        // with contradictory constraints.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(1);
        c.add_bound_const(BoundType::Ub, 0, 5);
        c.add_bound_const(BoundType::Lb, 0, 10);
        assert!(c.is_empty());
        c.add_bound_const(BoundType::Lb, 0, MIN);
        assert!(c.overflowed());
        assert!(!c.is_empty());
        assert_eq!(c.constant_bound(BoundType::Ub, 0), None);
        let (lbs, ubs) = c.slice_bounds(0, 1);
        assert_eq!((lbs, ubs), (vec![None], vec![None]));
    }

    #[test]
    fn overflowing_elimination_is_not_empty() {
        // Rows with coefficients near MAX: eliminating a variable multiplies them (beyond
        // i64). The system has the point d0 = d1 = 1, so it must not be proven empty.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(2);
        c.add_inequality(vec![MAX, -MAX, MAX]);
        c.add_inequality(vec![-MAX, MAX - 1, MAX]);
        c.add_inequality(vec![MAX - 2, MAX, -MAX]);
        assert!(!c.is_empty());
        assert_eq!(c.constant_bound(BoundType::Lb, 0), None);
        let point = [1i128, 1, 1];
        for r in c.inequalities() {
            assert!(
                r.iter()
                    .zip(point)
                    .map(|(&a, b)| a as i128 * b)
                    .sum::<i128>()
                    >= 0
            );
        }
    }

    #[test]
    fn huge_map_constants_are_refused_not_wrapped() {
        // d0 < d1 + MAX is d0 <= d1 + MAX - 1; d0 >= d1 + MIN needs -MIN.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(2);
        let map = AffineMap::new(2, 0, vec![d(1).add_const(MAX)]);
        assert!(c.add_bound_map(BoundType::Ub, 0, &map).is_some());
        assert_eq!(c.inequalities(), &[vec![-1, 1, MAX - 1]]);
        assert!(!c.overflowed());
        let map = AffineMap::new(2, 0, vec![d(1).add_const(MIN)]);
        assert!(c.add_bound_map(BoundType::Lb, 0, &map).is_none());
        assert!(c.overflowed());
        assert!(!c.is_empty());
        // A ceildiv adds `divisor - 1` to the dividend's constant when flattened.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(2);
        let map = AffineMap::new(2, 0, vec![d(1).add_const(MAX - 1).ceil_div_const(4)]);
        assert!(c.add_bound_map(BoundType::Lb, 0, &map).is_none());
        assert!(c.overflowed());
    }

    #[test]
    fn checked_expressions() {
        assert!(checked::add_const(&d(0).add_const(MAX), 1).is_err());
        assert_eq!(
            checked::add_const(&d(0).add_const(MAX), -1),
            Ok(d(0).add_const(MAX - 1))
        );
        assert!(checked::mul_const(&d(0).mul_const(1 << 62), 2).is_err());
        assert!(checked::neg(&AffineExpr::constant(MIN)).is_err());
        // Exact differences of huge constants are fine.
        let diff = checked::sub(&AffineExpr::constant(MAX), &AffineExpr::constant(MAX - 16));
        assert_eq!(diff, Ok(AffineExpr::constant(16)));
        // Replacing d0 by a huge constant in `d0 * 2` would wrap.
        let e = d(0).mul_const(2).add(&d(1));
        assert!(!fits_with_values(&e, &|x| (*x == d(0)).then_some(MAX / 2 + 1)));
        assert!(fits_with_values(&e, &|x| (*x == d(0)).then_some(MAX / 4)));
        // A floordiv of a replaced value folds to a constant (not a local).
        let e = d(0).floor_div_const(2).mul_const(4);
        assert!(!fits_with_values(&e, &|x| (*x == d(0)).then_some(MAX - 1)));
    }
}
