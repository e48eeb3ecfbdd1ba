//! The integer-constraint arithmetic `normalize-memrefs` needs to size a normalized memref:
//! a port of the parts of upstream's `IntegerRelation` / `FlatAffineValueConstraints` that
//! `normalizeMemRefType` uses (flattening a map with local division variables,
//! `composeMatchingMap`, Gaussian and Fourier-Motzkin projection with GCD tightening,
//! `getConstantBound`). The bounds are those of the rational shadow tightened at each step,
//! not exact integer maxima: `d0 mod 32` over `0 <= d0 <= 13` is bounded by 31, as upstream.

use rmlir_ir::affine::{AffineExpr, AffineExprView, AffineMap};

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a as i64
}

fn lcm(a: i64, b: i64) -> Option<i64> {
    (a / gcd(a, b)).checked_mul(b).map(i64::abs)
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// Rows of `[vars..., constant]`: equalities `row == 0`, inequalities `row >= 0`.
#[derive(Clone, Debug)]
pub(crate) struct Constraints {
    num_vars: usize,
    eqs: Vec<Vec<i64>>,
    ineqs: Vec<Vec<i64>>,
}

/// Divides the first `cols` entries of `row` by their GCD; returns the GCD.
fn normalize_row(row: &mut [i64], cols: usize) -> i64 {
    let g = row[..cols].iter().fold(0, |g, &v| gcd(g, v));
    if g > 1 {
        for v in &mut row[..cols] {
            *v /= g;
        }
    }
    g
}

impl Constraints {
    fn cols(&self) -> usize {
        self.num_vars + 1
    }

    fn remove_var_range(&mut self, start: usize, end: usize) {
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            r.drain(start..end);
        }
        self.num_vars -= end - start;
    }

    /// Upstream `gcdTightenInequalities`.
    fn gcd_tighten(&mut self) {
        let n = self.num_vars;
        for r in &mut self.ineqs {
            let g = normalize_row(r, n);
            if g > 1 {
                r[n] = floor_div(r[n], g);
            }
        }
    }

    /// Upstream `normalizeConstraintsByGCD`.
    fn normalize_by_gcd(&mut self) {
        let c = self.cols();
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            normalize_row(r, c);
        }
    }

    /// Upstream `removeTrivialRedundancy`.
    fn remove_trivial_redundancy(&mut self) {
        self.gcd_tighten();
        self.normalize_by_gcd();
        let n = self.num_vars;
        let mut redundant = vec![false; self.ineqs.len()];
        let mut seen: Vec<&[i64]> = Vec::new();
        let mut by_coeffs: Vec<(&[i64], usize, i64)> = Vec::new();
        for (r, row) in self.ineqs.iter().enumerate() {
            let trivial = row[..n].iter().all(|v| *v == 0) && row[n] >= 0;
            if trivial || seen.contains(&row.as_slice()) {
                redundant[r] = true;
                continue;
            }
            seen.push(row);
            let coeffs = &row[..n];
            if let Some(entry) = by_coeffs.iter_mut().find(|e| e.0 == coeffs) {
                if entry.2 > row[n] {
                    redundant[entry.1] = true;
                    entry.1 = r;
                    entry.2 = row[n];
                } else {
                    redundant[r] = true;
                }
            } else {
                by_coeffs.push((coeffs, r, row[n]));
            }
        }
        let mut i = 0;
        self.ineqs.retain(|_| {
            i += 1;
            !redundant[i - 1]
        });
    }

    /// Upstream `eliminateFromConstraint`.
    fn eliminate_from(row: &mut [i64], pivot: &[i64], col: usize, elim_start: usize) -> bool {
        let lead = row[col];
        if lead == 0 {
            return true;
        }
        let pc = pivot[col];
        let sign = if lead.signum() * pc.signum() > 0 {
            -1
        } else {
            1
        };
        let Some(l) = lcm(pc, lead) else { return false };
        let pm = sign * (l / pc.abs());
        let rm = l / lead.abs();
        for j in 0..row.len() {
            if j >= elim_start && j < col {
                continue;
            }
            let Some(v) = pm
                .checked_mul(pivot[j])
                .and_then(|a| rm.checked_mul(row[j]).and_then(|b| a.checked_add(b)))
            else {
                return false;
            };
            row[j] = v;
        }
        true
    }

    /// Upstream `gaussianEliminateVars`: eliminates the prefix of `[start, limit)` that has
    /// equalities to pivot on; returns how many were eliminated.
    fn gaussian_eliminate_vars(&mut self, start: usize, limit: usize) -> Option<usize> {
        if start >= limit {
            return Some(0);
        }
        self.gcd_tighten();
        let mut col = start;
        while col < limit {
            let Some(p) = self.eqs.iter().position(|r| r[col] != 0) else {
                if self.ineqs.iter().any(|r| r[col] != 0) {
                    break;
                }
                col += 1;
                continue;
            };
            let pivot = self.eqs[p].clone();
            let c = self.cols();
            for (i, r) in self.eqs.iter_mut().enumerate() {
                if i == p {
                    continue;
                }
                if !Self::eliminate_from(r, &pivot, col, start) {
                    return None;
                }
                normalize_row(r, c);
            }
            for r in &mut self.ineqs {
                if !Self::eliminate_from(r, &pivot, col, start) {
                    return None;
                }
                normalize_row(r, c);
            }
            self.eqs.remove(p);
            self.gcd_tighten();
            col += 1;
        }
        self.remove_var_range(start, col);
        Some(col - start)
    }

    /// Upstream `fourierMotzkinEliminate` (no dark shadow).
    fn fourier_motzkin(&mut self, pos: usize) -> Option<()> {
        if self.eqs.iter().any(|r| r[pos] != 0) {
            self.gaussian_eliminate_vars(pos, pos + 1)?;
            return Some(());
        }
        self.gcd_tighten();
        if self.ineqs.iter().all(|r| r[pos] == 0) {
            self.remove_var_range(pos, pos + 1);
            return Some(());
        }
        let (mut lbs, mut ubs, mut nbs) = (Vec::new(), Vec::new(), Vec::new());
        for (r, row) in self.ineqs.iter().enumerate() {
            match row[pos].signum() {
                0 => nbs.push(r),
                1 => lbs.push(r),
                _ => ubs.push(r),
            }
        }
        let mut new_ineqs = Vec::new();
        for &u in &ubs {
            for &l in &lbs {
                let lb_coeff = self.ineqs[l][pos];
                let ub_coeff = -self.ineqs[u][pos];
                let m = lcm(lb_coeff, ub_coeff)?;
                let mut row = Vec::with_capacity(self.cols() - 1);
                for c in 0..self.cols() {
                    if c == pos {
                        continue;
                    }
                    let a = self.ineqs[u][c].checked_mul(m / ub_coeff)?;
                    let b = self.ineqs[l][c].checked_mul(m / lb_coeff)?;
                    row.push(a.checked_add(b)?);
                }
                new_ineqs.push(row);
            }
        }
        for &r in &nbs {
            let mut row = self.ineqs[r].clone();
            row.remove(pos);
            new_ineqs.push(row);
        }
        for r in &mut self.eqs {
            r.remove(pos);
        }
        self.ineqs = new_ineqs;
        self.num_vars -= 1;
        self.gcd_tighten();
        self.normalize_by_gcd();
        self.remove_trivial_redundancy();
        Some(())
    }

    /// Upstream `getBestVarToEliminate`.
    fn best_var_to_eliminate(&self, start: usize, end: usize) -> usize {
        let product = |c: usize| {
            let lb = self.ineqs.iter().filter(|r| r[c] > 0).count();
            let ub = self.ineqs.iter().filter(|r| r[c] < 0).count();
            lb * ub
        };
        let mut best = start;
        let mut min = product(start);
        for c in start + 1..end {
            let p = product(c);
            if p < min {
                min = p;
                best = c;
            }
        }
        best
    }

    /// Upstream `IntegerRelation::projectOut(pos, num)`.
    pub(crate) fn project_out(&mut self, pos: usize, num: usize) -> Option<()> {
        if num == 0 {
            return Some(());
        }
        let mut current = pos;
        let mut to_eliminate = num as i64;
        let mut gaussian = 0;
        while current < self.num_vars {
            let limit = if to_eliminate > 0 {
                current + to_eliminate as usize
            } else {
                current
            };
            let n = self.gaussian_eliminate_vars(current, limit.min(self.num_vars))?;
            current += 1;
            to_eliminate -= n as i64 + 1;
            gaussian += n;
        }
        for i in 0..num - gaussian {
            let remaining = num - gaussian - i;
            let v = self.best_var_to_eliminate(pos, pos + remaining);
            self.fourier_motzkin(v)?;
        }
        self.gcd_tighten();
        self.normalize_by_gcd();
        Some(())
    }

    /// Upstream `getConstantBound(BoundType::UB, pos)`.
    pub(crate) fn constant_upper_bound(&self, pos: usize) -> Option<i64> {
        let mut c = self.clone();
        c.project_out(0, pos)?;
        let rest = c.num_vars - 1;
        c.project_out(1, rest)?;
        let n = c.num_vars;
        for r in &c.eqs {
            if r[0].abs() == 1 && r[1..n].iter().all(|v| *v == 0) {
                return Some(-r[n] / r[0]);
            }
        }
        let mut best: Option<i64> = None;
        for r in &c.ineqs {
            if r[0] >= 0 || r[1..n].iter().any(|v| *v != 0) {
                continue;
            }
            let b = floor_div(r[n], -r[0]);
            best = Some(best.map_or(b, |x| x.min(b)));
        }
        best
    }
}

/// A flattened map: one row per result over `[dims, locals, constant]`, with the division
/// constraints of the locals (upstream's `AffineExprFlattener` with its `localVarCst`).
struct Flattener {
    num_dims: usize,
    /// `(dividend, divisor)` of each local `q = dividend floordiv divisor`; dividends over
    /// `[dims, locals created before, constant]`.
    locals: Vec<(Vec<i64>, i64)>,
    /// Local division constraints, in creation order, over `[dims, locals, constant]` (padded
    /// as locals are added).
    ineqs: Vec<Vec<i64>>,
}

impl Flattener {
    fn width(&self) -> usize {
        self.num_dims + self.locals.len() + 1
    }

    fn pad(row: &mut Vec<i64>, width: usize) {
        while row.len() < width {
            let at = row.len() - 1;
            row.insert(at, 0);
        }
    }

    /// The local for `dividend floordiv divisor`, created (with its two constraints) if new.
    fn local(&mut self, mut dividend: Vec<i64>, divisor: i64) -> usize {
        Self::pad(&mut dividend, self.width());
        for (i, (d, k)) in self.locals.iter().enumerate() {
            let mut d = d.clone();
            Self::pad(&mut d, self.width());
            if *k == divisor && d == dividend {
                return i;
            }
        }
        self.locals.push((dividend.clone(), divisor));
        let w = self.width();
        for r in &mut self.ineqs {
            Self::pad(r, w);
        }
        let q = self.num_dims + self.locals.len() - 1;
        let mut d = dividend;
        Self::pad(&mut d, w);
        // divisor * q - dividend + divisor - 1 >= 0
        let mut lower: Vec<i64> = d.iter().map(|v| -v).collect();
        lower[q] += divisor;
        lower[w - 1] += divisor - 1;
        // dividend - divisor * q >= 0
        let mut upper = d;
        upper[q] -= divisor;
        self.ineqs.push(lower);
        self.ineqs.push(upper);
        self.locals.len() - 1
    }

    fn flatten(&mut self, e: &AffineExpr) -> Option<Vec<i64>> {
        let row = match e.view() {
            AffineExprView::Dim(p) => {
                let mut r = vec![0; self.width()];
                r[p as usize] = 1;
                r
            }
            AffineExprView::Symbol(_) => return None,
            AffineExprView::Constant(c) => {
                let mut r = vec![0; self.width()];
                r[self.width() - 1] = c;
                r
            }
            AffineExprView::Add(l, r) => {
                let mut a = self.flatten(l)?;
                let mut b = self.flatten(r)?;
                let w = self.width();
                Self::pad(&mut a, w);
                Self::pad(&mut b, w);
                a.iter()
                    .zip(&b)
                    .map(|(x, y)| x.checked_add(*y))
                    .collect::<Option<_>>()?
            }
            AffineExprView::Mul(l, r) => {
                let c = r.as_constant()?;
                let a = self.flatten(l)?;
                a.iter().map(|x| x.checked_mul(c)).collect::<Option<_>>()?
            }
            AffineExprView::Mod(l, r) => {
                let c = r.as_constant().filter(|c| *c > 0)?;
                let mut a = self.flatten(l)?;
                if a.iter().all(|v| v % c == 0) {
                    return Some(vec![0; self.width()]);
                }
                let g = a.iter().fold(c, |g, v| gcd(g, *v));
                let dividend: Vec<i64> = a.iter().map(|v| v / g).collect();
                let q = self.local(dividend, c / g);
                let w = self.width();
                Self::pad(&mut a, w);
                a[self.num_dims + q] = -c;
                a
            }
            AffineExprView::FloorDiv(l, r) | AffineExprView::CeilDiv(l, r) => {
                let ceil = matches!(e.view(), AffineExprView::CeilDiv(..));
                let c = r.as_constant().filter(|c| *c > 0)?;
                let a = self.flatten(l)?;
                let g = a.iter().fold(c, |g, v| gcd(g, *v));
                let mut a: Vec<i64> = a.iter().map(|v| v / g).collect();
                let divisor = c / g;
                if divisor == 1 {
                    return Some(a);
                }
                if ceil {
                    *a.last_mut().expect("constant column") += divisor - 1;
                }
                let q = self.local(a, divisor);
                let mut r = vec![0; self.width()];
                r[self.num_dims + q] = 1;
                r
            }
        };
        Some(row)
    }
}

/// The constraints of upstream's `normalizeMemRefType` for `layout` over a memref of `shape`:
/// the map's results as the leading variables, then the memref's dimensions (bounded by the
/// static sizes) and the division locals, the dimensions projected out. `None` where upstream's
/// `composeMatchingMap` fails (semi-affine maps, symbols).
pub(crate) fn layout_constraints(layout: &AffineMap, shape: &[i64]) -> Option<Constraints> {
    if layout.num_symbols() != 0 {
        return None;
    }
    let rank = shape.len();
    let mut f = Flattener {
        num_dims: rank,
        locals: Vec::new(),
        ineqs: Vec::new(),
    };
    let mut rows = Vec::new();
    for e in layout.results() {
        rows.push(f.flatten(e)?);
    }
    let w = f.width();
    for r in &mut rows {
        Flattener::pad(r, w);
    }
    let new_rank = layout.num_results();
    let num_locals = f.locals.len();
    // Variables: [results (new_rank), dims (rank), locals], then the constant.
    let num_vars = new_rank + rank + num_locals;
    let widen = |r: &[i64]| {
        let mut out = vec![0; new_rank];
        out.extend_from_slice(r);
        out
    };
    let mut ineqs = Vec::new();
    for (d, &size) in shape.iter().enumerate() {
        if size > 0 {
            let mut lb = vec![0; num_vars + 1];
            lb[new_rank + d] = 1;
            ineqs.push(lb);
            let mut ub = vec![0; num_vars + 1];
            ub[new_rank + d] = -1;
            ub[num_vars] = size - 1;
            ineqs.push(ub);
        }
    }
    for r in &f.ineqs {
        let mut r = r.clone();
        Flattener::pad(&mut r, w);
        ineqs.push(widen(&r));
    }
    let mut eqs = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        let mut eq: Vec<i64> = widen(r).iter().map(|v| -v).collect();
        eq[i] = 1;
        eqs.push(eq);
    }
    let mut c = Constraints {
        num_vars,
        eqs,
        ineqs,
    };
    c.project_out(new_rank, rank)?;
    Some(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ub(map: AffineMap, shape: &[i64]) -> Vec<Option<i64>> {
        let c = layout_constraints(&map, shape).unwrap();
        (0..map.num_results())
            .map(|d| c.constant_upper_bound(d))
            .collect()
    }

    #[test]
    fn tiled_and_linear_bounds_match_upstream() {
        let d0 = AffineExpr::dim(0);
        let d1 = AffineExpr::dim(1);
        // (d0, d1) -> (d0 floordiv 32, d1 mod 32) over 14x14: the mod is bounded by 31.
        let m = AffineMap::new(2, 0, vec![d0.floor_div_const(32), d1.modulo_const(32)]);
        assert_eq!(ub(m, &[14, 14]), vec![Some(0), Some(31)]);
        // d0 * 8 + d1 over 4x4 (strided<[8, 1]>): 27.
        let m = AffineMap::new(2, 0, vec![d0.mul_const(8).add(&d1)]);
        assert_eq!(ub(m, &[4, 4]), vec![Some(27)]);
        // d0 ceildiv 4 over 5: 1; -d0 + 10: 10; d0 - d0 floordiv 2 over 8: 4.
        let m = AffineMap::new(
            1,
            0,
            vec![
                d0.ceil_div_const(4),
                d0.neg().add_const(10),
                d0.sub(&d0.floor_div_const(2)),
            ],
        );
        assert_eq!(ub(m, &[5]), vec![Some(1), Some(10), Some(2)]);
    }
}
