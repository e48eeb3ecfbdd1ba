//! Flattening of affine expressions and the simplifications built on it (upstream's
//! `SimpleAffineExprFlattener`, `getAffineExprFromFlatForm`, `simplifyAffineExpr`,
//! `simplifyAffineMap`), constant folding of maps (`AffineExprConstantFolder`,
//! `AffineMap::partialConstantFold`) and the map surgery the affine ops need.

use rmlir_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprView, AffineMap};

/// Upstream `SimpleAffineExprFlattener`: each expression becomes a row of coefficients
/// `[dims, symbols, locals, constant]`; `floordiv`/`ceildiv`/`mod` by constants introduce
/// local variables (kept in `local_exprs`).
struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    stack: Vec<Vec<i64>>,
    local_exprs: Vec<AffineExpr>,
    /// For each local introduced by a division or modulo by a constant: the dividend (as
    /// a row over the columns that existed when it was added) and the divisor.
    local_divs: Vec<(Vec<i64>, i64)>,
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Flattener {
    fn new(num_dims: u32, num_symbols: u32) -> Self {
        Flattener {
            num_dims: num_dims as usize,
            num_symbols: num_symbols as usize,
            stack: Vec::new(),
            local_exprs: Vec::new(),
            local_divs: Vec::new(),
        }
    }

    fn num_cols(&self) -> usize {
        self.num_dims + self.num_symbols + self.local_exprs.len() + 1
    }

    fn local_start(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    fn row(&self) -> Vec<i64> {
        vec![0; self.num_cols()]
    }

    fn to_expr(&self, row: &[i64]) -> AffineExpr {
        expr_from_flat_form(row, self.num_dims, self.num_symbols, &self.local_exprs)
    }

    fn find_local(&self, e: &AffineExpr) -> Option<usize> {
        self.local_exprs.iter().position(|l| l == e)
    }

    fn add_local(&mut self, e: AffineExpr) {
        let at = self.local_start() + self.local_exprs.len();
        for r in &mut self.stack {
            r.insert(at, 0);
        }
        self.local_exprs.push(e);
    }

    /// Post-order walk; `Err` on a division or modulo by a non-positive constant (poison).
    fn walk(&mut self, e: &AffineExpr) -> Result<(), ()> {
        match e.view() {
            AffineExprView::Dim(p) => {
                let mut r = self.row();
                r[p as usize] = 1;
                self.stack.push(r);
            }
            AffineExprView::Symbol(p) => {
                let mut r = self.row();
                r[self.num_dims + p as usize] = 1;
                self.stack.push(r);
            }
            AffineExprView::Constant(c) => {
                let mut r = self.row();
                *r.last_mut().expect("constant column") = c;
                self.stack.push(r);
            }
            AffineExprView::Add(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop().expect("rhs");
                let lhs = self.stack.last_mut().expect("lhs");
                for (a, b) in lhs.iter_mut().zip(rhs) {
                    *a = a.wrapping_add(b);
                }
            }
            AffineExprView::Mul(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop().expect("rhs");
                if r.as_constant().is_none() {
                    let lhs = self.stack.pop().expect("lhs");
                    let prod = self.to_expr(&lhs).mul(&self.to_expr(&rhs));
                    self.push_local_semi_affine(prod);
                    return Ok(());
                }
                let c = *rhs.last().expect("constant column");
                for a in self.stack.last_mut().expect("lhs") {
                    *a = a.wrapping_mul(c);
                }
            }
            AffineExprView::Mod(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop().expect("rhs");
                if r.as_constant().is_none() {
                    let lhs = self.stack.pop().expect("lhs");
                    let m = self.to_expr(&lhs).modulo(&self.to_expr(&rhs));
                    self.push_local_semi_affine(m);
                    return Ok(());
                }
                let c = *rhs.last().expect("constant column");
                if c <= 0 {
                    return Err(());
                }
                let lhs = self.stack.last().expect("lhs").clone();
                if lhs.iter().all(|v| v % c == 0) {
                    self.stack.last_mut().expect("lhs").fill(0);
                    return Ok(());
                }
                let mut g = c as u64;
                for v in &lhs {
                    g = gcd(g, v.unsigned_abs());
                }
                let g = g as i64;
                let dividend: Vec<i64> = lhs.iter().map(|v| v / g).collect();
                let divisor = c / g;
                let fd = self
                    .to_expr(&dividend)
                    .floor_div(&AffineExpr::constant(divisor));
                match self.find_local(&fd) {
                    None => {
                        self.local_divs.push((dividend.clone(), divisor));
                        self.add_local(fd);
                        let at = self.local_start() + self.local_exprs.len() - 1;
                        self.stack.last_mut().expect("lhs")[at] = -c;
                    }
                    Some(loc) => {
                        let at = self.local_start() + loc;
                        self.stack.last_mut().expect("lhs")[at] = -c;
                    }
                }
            }
            AffineExprView::FloorDiv(l, r) | AffineExprView::CeilDiv(l, r) => {
                let ceil = matches!(e.view(), AffineExprView::CeilDiv(..));
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop().expect("rhs");
                if r.as_constant().is_none() {
                    let lhs = self.stack.pop().expect("lhs");
                    let (a, b) = (self.to_expr(&lhs), self.to_expr(&rhs));
                    let d = if ceil {
                        a.ceil_div(&b)
                    } else {
                        a.floor_div(&b)
                    };
                    self.push_local_semi_affine(d);
                    return Ok(());
                }
                let c = *rhs.last().expect("constant column");
                if c <= 0 {
                    return Err(());
                }
                let mut g = c as u64;
                for v in self.stack.last().expect("lhs") {
                    g = gcd(g, v.unsigned_abs());
                }
                let g = g as i64;
                if g != 1 {
                    for v in self.stack.last_mut().expect("lhs") {
                        *v /= g;
                    }
                }
                let divisor = c / g;
                if divisor == 1 {
                    return Ok(());
                }
                let a = self.to_expr(self.stack.last().expect("lhs"));
                let b = AffineExpr::constant(divisor);
                let d = if ceil {
                    a.ceil_div(&b)
                } else {
                    a.floor_div(&b)
                };
                let loc = match self.find_local(&d) {
                    Some(loc) => loc,
                    None => {
                        let mut dividend = self.stack.last().expect("lhs").clone();
                        if ceil {
                            *dividend.last_mut().expect("constant column") += divisor - 1;
                        }
                        self.local_divs.push((dividend, divisor));
                        self.add_local(d);
                        self.local_exprs.len() - 1
                    }
                };
                let at = self.local_start() + loc;
                let lhs = self.stack.last_mut().expect("lhs");
                lhs.fill(0);
                lhs[at] = 1;
            }
        }
        Ok(())
    }

    fn push_local_semi_affine(&mut self, e: AffineExpr) {
        let loc = match self.find_local(&e) {
            Some(l) => l,
            None => {
                self.add_local(e);
                self.local_exprs.len() - 1
            }
        };
        let mut r = self.row();
        r[self.local_start() + loc] = 1;
        self.stack.push(r);
    }
}

/// Upstream `getAffineExprFromFlatForm`.
pub(crate) fn expr_from_flat_form(
    flat: &[i64],
    num_dims: usize,
    num_symbols: usize,
    locals: &[AffineExpr],
) -> AffineExpr {
    let mut expr = AffineExpr::constant(0);
    for (j, &c) in flat.iter().enumerate().take(num_dims + num_symbols) {
        if c == 0 {
            continue;
        }
        let id = if j < num_dims {
            AffineExpr::dim(j as u32)
        } else {
            AffineExpr::symbol((j - num_dims) as u32)
        };
        expr = expr.add(&id.mul_const(c));
    }
    for j in num_dims + num_symbols..flat.len() - 1 {
        if flat[j] == 0 {
            continue;
        }
        let term = locals[j - num_dims - num_symbols].mul_const(flat[j]);
        expr = expr.add(&term);
    }
    let c = flat[flat.len() - 1];
    if c != 0 {
        expr = expr.add_const(c);
    }
    expr
}

/// Flattened pure affine expressions sharing their locals (upstream's
/// `AffineExprFlattener` over a list of expressions): the rows `[dims, symbols, locals,
/// constant]` and, per local in order, the dividend (over the columns existing when the
/// local was introduced) and the positive divisor of its floor division. `None` for a
/// semi-affine expression or a division by a non-positive constant.
#[allow(clippy::type_complexity)]
pub(crate) fn flatten_with_local_divs(
    exprs: &[AffineExpr],
    num_dims: u32,
    num_symbols: u32,
) -> Option<(Vec<Vec<i64>>, Vec<(Vec<i64>, i64)>)> {
    if !exprs.iter().all(AffineExpr::is_pure_affine) {
        return None;
    }
    let mut f = Flattener::new(num_dims, num_symbols);
    for e in exprs {
        f.walk(e).ok()?;
    }
    Some((f.stack, f.local_divs))
}

/// The flattened form of a pure affine expression without local variables (upstream's
/// flattening with a check that no local was introduced), or `None`.
pub fn flatten_no_locals(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> Option<Vec<i64>> {
    if !e.is_pure_affine() {
        return None;
    }
    let mut f = Flattener::new(num_dims, num_symbols);
    f.walk(e).ok()?;
    let row = f.stack.pop()?;
    (row.len() == (num_dims + num_symbols) as usize + 1).then_some(row)
}

/// Upstream `getSemiAffineExprFromFlatForm`: dims, symbols and the products, divisions
/// and modulos of a dim or symbol by a dim, symbol or constant, ordered by position, then
/// the other locals and the constant.
fn semi_affine_expr_from_flat_form(
    flat: &[i64],
    num_dims: usize,
    num_symbols: usize,
    locals: &[AffineExpr],
) -> AffineExpr {
    let key_sym = num_dims.max(num_symbols) as i64;
    let mut entries: Vec<((usize, i64), i64, AffineExpr)> = Vec::new();
    for (j, &c) in flat.iter().enumerate().take(num_dims) {
        if c != 0 {
            entries.push(((j, -1), c, AffineExpr::dim(j as u32)));
        }
    }
    for (p, &c) in flat[num_dims..num_dims + num_symbols].iter().enumerate() {
        if c != 0 {
            entries.push(((p, key_sym), c, AffineExpr::symbol(p as u32)));
        }
    }
    let mut added = vec![false; locals.len()];
    for (i, e) in locals.iter().enumerate() {
        let c = flat[num_dims + num_symbols + i];
        if c == 0 {
            continue;
        }
        let Some((_, l, r)) = e.as_binary() else {
            continue;
        };
        let l_ok = l.as_dim().is_some() || l.as_symbol().is_some();
        let r_ok = r.as_dim().is_some() || r.as_symbol().is_some() || r.as_constant().is_some();
        if !(l_ok && r_ok) {
            continue;
        }
        let key = if r.as_constant().is_some() {
            match l.as_dim() {
                Some(d) => (d as usize, -1),
                None => (l.as_symbol().unwrap_or(0) as usize, key_sym),
            }
        } else if let Some(d) = l.as_dim() {
            (d as usize, r.as_symbol().map_or(0, |s| s as i64))
        } else {
            (
                l.as_symbol().unwrap_or(0) as usize,
                r.as_symbol().map_or(0, |s| s as i64),
            )
        };
        entries.push((key, c, e.clone()));
        added[i] = true;
    }
    entries.sort_by_key(|e| e.0);
    let mut expr = AffineExpr::constant(0);
    for (_, c, e) in &entries {
        expr = expr.add(&e.mul_const(*c));
    }
    for j in num_dims + num_symbols..flat.len() - 1 {
        if flat[j] == 0 || added[j - num_dims - num_symbols] {
            continue;
        }
        expr = expr.add(&locals[j - num_dims - num_symbols].mul_const(flat[j]));
    }
    let c = flat[flat.len() - 1];
    if c != 0 {
        expr = expr.add_const(c);
    }
    expr
}

/// Upstream `simplifyAffineExpr` (without `simplifySemiAffine`'s rewrites of divisions
/// by symbols).
pub fn simplify_affine_expr(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let semi;
    let e = if e.is_pure_affine() {
        e
    } else {
        semi = simplify_semi_affine(e, num_dims, num_symbols);
        &semi
    };
    let mut f = Flattener::new(num_dims, num_symbols);
    if f.walk(e).is_err() {
        return e.clone();
    }
    let row = f.stack.pop().expect("flattened row");
    if e.is_pure_affine() {
        return f.to_expr(&row);
    }
    if *e == f.to_expr(&row) {
        return e.clone();
    }
    semi_affine_expr_from_flat_form(&row, f.num_dims, f.num_symbols, &f.local_exprs)
}

/// Upstream `isDivisibleBySymbol`: whether `e` is a multiple of symbol `pos`, for a
/// division or modulo of kind `op` (floordiv/ceildiv nest only with their own kind).
fn divisible_by_symbol(e: &AffineExpr, pos: u32, op: AffineBinaryOp) -> bool {
    match e.view() {
        AffineExprView::Constant(c) => c == 0,
        AffineExprView::Dim(_) => false,
        AffineExprView::Symbol(p) => p == pos,
        AffineExprView::Add(l, r) => {
            divisible_by_symbol(l, pos, op) && divisible_by_symbol(r, pos, op)
        }
        AffineExprView::Mod(l, r) => {
            divisible_by_symbol(l, pos, AffineBinaryOp::Mod)
                && divisible_by_symbol(r, pos, AffineBinaryOp::Mod)
        }
        AffineExprView::Mul(l, r) => {
            divisible_by_symbol(l, pos, op) || divisible_by_symbol(r, pos, op)
        }
        AffineExprView::FloorDiv(l, _) => {
            op == AffineBinaryOp::FloorDiv && divisible_by_symbol(l, pos, op)
        }
        AffineExprView::CeilDiv(l, _) => {
            op == AffineBinaryOp::CeilDiv && divisible_by_symbol(l, pos, op)
        }
    }
}

/// Upstream `symbolicDivide`: `e` divided by symbol `pos` (`None` where upstream gets a
/// null expression).
fn symbolic_divide(e: &AffineExpr, pos: u32, op: AffineBinaryOp) -> Option<AffineExpr> {
    Some(match e.view() {
        AffineExprView::Constant(c) => {
            if c != 0 {
                return None;
            }
            AffineExpr::constant(0)
        }
        AffineExprView::Dim(_) => return None,
        AffineExprView::Symbol(_) => AffineExpr::constant(1),
        AffineExprView::Add(l, r) => {
            symbolic_divide(l, pos, op)?.add(&symbolic_divide(r, pos, op)?)
        }
        AffineExprView::Mod(l, r) => {
            let k = AffineBinaryOp::Mod;
            symbolic_divide(l, pos, k)?.modulo(&symbolic_divide(r, pos, k)?)
        }
        AffineExprView::Mul(l, r) => {
            if !divisible_by_symbol(l, pos, op) {
                l.mul(&symbolic_divide(r, pos, op)?)
            } else {
                symbolic_divide(l, pos, op)?.mul(r)
            }
        }
        AffineExprView::FloorDiv(l, r) => {
            symbolic_divide(l, pos, AffineBinaryOp::FloorDiv)?.floor_div(r)
        }
        AffineExprView::CeilDiv(l, r) => {
            symbolic_divide(l, pos, AffineBinaryOp::CeilDiv)?.ceil_div(r)
        }
    })
}

/// The summands of a (nested) addition, left to right.
fn summands(e: &AffineExpr, out: &mut Vec<AffineExpr>) {
    if let AffineExprView::Add(l, r) = e.view() {
        summands(l, out);
        summands(r, out);
    } else {
        out.push(e.clone());
    }
}

/// Upstream `isNegatedAffineExpr`: `x * -1` or `-1 * x` gives `x`.
fn negated_operand(e: &AffineExpr) -> Option<AffineExpr> {
    let AffineExprView::Mul(l, r) = e.view() else {
        return None;
    };
    if l.as_constant() == Some(-1) {
        return Some(r.clone());
    }
    if r.as_constant() == Some(-1) {
        return Some(l.clone());
    }
    None
}

/// Upstream `isModOfModSubtraction`: `lhs` is `x - x mod rhs` (summands in any order),
/// so `lhs mod rhs` is zero.
fn is_mod_of_mod_subtraction(
    lhs: &AffineExpr,
    rhs: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> bool {
    let mut terms = Vec::new();
    summands(lhs, &mut terms);
    for (i, t) in terms.iter().enumerate() {
        let Some(inner) = negated_operand(t) else {
            continue;
        };
        let AffineExprView::Mod(x, m) = inner.view() else {
            continue;
        };
        if m != rhs {
            continue;
        }
        let mut diff = AffineExpr::constant(0);
        for (j, u) in terms.iter().enumerate() {
            if i != j {
                diff = diff.add(u);
            }
        }
        diff = diff.sub(x);
        if simplify_affine_expr(&diff, num_dims, num_symbols).as_constant() == Some(0) {
            return true;
        }
    }
    false
}

/// Upstream `simplifySemiAffine`: divisions and modulos by a symbol that divides their
/// dividend, and `(x - x mod y) mod y`.
fn simplify_semi_affine(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let (op, l, r) = match e.view() {
        AffineExprView::Constant(_) | AffineExprView::Dim(_) | AffineExprView::Symbol(_) => {
            return e.clone()
        }
        AffineExprView::Add(l, r) => (AffineBinaryOp::Add, l, r),
        AffineExprView::Mul(l, r) => (AffineBinaryOp::Mul, l, r),
        AffineExprView::Mod(l, r) => (AffineBinaryOp::Mod, l, r),
        AffineExprView::FloorDiv(l, r) => (AffineBinaryOp::FloorDiv, l, r),
        AffineExprView::CeilDiv(l, r) => (AffineBinaryOp::CeilDiv, l, r),
    };
    let sl = simplify_semi_affine(l, num_dims, num_symbols);
    let sr = simplify_semi_affine(r, num_dims, num_symbols);
    if matches!(op, AffineBinaryOp::Add | AffineBinaryOp::Mul) {
        return AffineExpr::binary(op, &sl, &sr);
    }
    if is_mod_of_mod_subtraction(&sl, &sr, num_dims, num_symbols) {
        return AffineExpr::constant(0);
    }
    let Some(pos) = sr.as_symbol() else {
        return AffineExpr::binary(op, &sl, &sr);
    };
    if !divisible_by_symbol(l, pos, op) {
        return AffineExpr::binary(op, &sl, &sr);
    }
    if op == AffineBinaryOp::Mod {
        return AffineExpr::constant(0);
    }
    symbolic_divide(&sl, pos, op).unwrap_or_else(|| AffineExpr::binary(op, &sl, &sr))
}

/// Upstream `simplifyAffineMap`.
pub fn simplify_affine_map(map: &AffineMap) -> AffineMap {
    let results = map
        .results()
        .iter()
        .map(|e| simplify_affine_expr(e, map.num_dims(), map.num_symbols()))
        .collect();
    AffineMap::new(map.num_dims(), map.num_symbols(), results)
}

/// Upstream `AffineMap::shiftDims(shift)`.
pub fn shift_map_dims(map: &AffineMap, shift: u32) -> AffineMap {
    let n = map.num_dims();
    AffineMap::new(
        n + shift,
        map.num_symbols(),
        map.results()
            .iter()
            .map(|e| e.shift_dims(n, shift, 0))
            .collect(),
    )
}

/// Upstream `AffineMap::shiftSymbols(shift)`.
pub fn shift_map_symbols(map: &AffineMap, shift: u32) -> AffineMap {
    let n = map.num_symbols();
    AffineMap::new(
        map.num_dims(),
        n + shift,
        map.results()
            .iter()
            .map(|e| e.shift_symbols(n, shift, 0))
            .collect(),
    )
}

/// Upstream `AffineMap::replace(expr, replacement, numResultDims, numResultSyms)`.
pub fn replace_in_map(
    map: &AffineMap,
    from: &AffineExpr,
    to: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> AffineMap {
    AffineMap::new(
        num_dims,
        num_symbols,
        map.results().iter().map(|e| e.replace(from, to)).collect(),
    )
}

/// Why constant folding an expression stopped.
#[derive(Debug, PartialEq, Eq)]
pub enum FoldError {
    /// An operand is not a constant.
    NotConstant,
    /// Division or modulo by zero (or modulo by a negative number): poison.
    Poison,
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

fn modulo(a: i64, b: i64) -> i64 {
    let m = a % b;
    if m < 0 {
        m + b
    } else {
        m
    }
}

/// Upstream `AffineExprConstantFolder`: the value of `e` given constant operand values
/// (dims first, then symbols; `None` for a non-constant operand).
pub fn constant_fold_expr(
    e: &AffineExpr,
    num_dims: u32,
    operands: &[Option<i64>],
) -> Result<i64, FoldError> {
    match e.view() {
        AffineExprView::Constant(c) => Ok(c),
        AffineExprView::Dim(p) => operands
            .get(p as usize)
            .copied()
            .flatten()
            .ok_or(FoldError::NotConstant),
        AffineExprView::Symbol(p) => operands
            .get((num_dims + p) as usize)
            .copied()
            .flatten()
            .ok_or(FoldError::NotConstant),
        AffineExprView::Add(l, r)
        | AffineExprView::Mul(l, r)
        | AffineExprView::Mod(l, r)
        | AffineExprView::FloorDiv(l, r)
        | AffineExprView::CeilDiv(l, r) => {
            let a = constant_fold_expr(l, num_dims, operands)?;
            let b = constant_fold_expr(r, num_dims, operands)?;
            match e.view() {
                AffineExprView::Add(..) => Ok(a.wrapping_add(b)),
                AffineExprView::Mul(..) => Ok(a.wrapping_mul(b)),
                AffineExprView::Mod(..) => {
                    if b < 1 {
                        Err(FoldError::Poison)
                    } else {
                        Ok(modulo(a, b))
                    }
                }
                AffineExprView::FloorDiv(..) => {
                    if b == 0 {
                        Err(FoldError::Poison)
                    } else {
                        Ok(floor_div(a, b))
                    }
                }
                _ => {
                    if b == 0 {
                        Err(FoldError::Poison)
                    } else {
                        Ok(ceil_div(a, b))
                    }
                }
            }
        }
    }
}

/// Upstream `AffineMap::partialConstantFold`: the map with each result that folds replaced
/// by its constant, and the constant results when all of them fold. `Err` on poison.
pub fn partial_constant_fold(
    map: &AffineMap,
    operands: &[Option<i64>],
) -> Result<(AffineMap, Option<Vec<i64>>), FoldError> {
    let mut exprs = Vec::with_capacity(map.num_results());
    let mut values = Some(Vec::new());
    for e in map.results() {
        match constant_fold_expr(e, map.num_dims(), operands) {
            Ok(v) => {
                exprs.push(AffineExpr::constant(v));
                if let Some(vs) = values.as_mut() {
                    vs.push(v);
                }
            }
            Err(FoldError::Poison) => return Err(FoldError::Poison),
            Err(FoldError::NotConstant) => {
                exprs.push(e.clone());
                values = None;
            }
        }
    }
    Ok((
        AffineMap::new(map.num_dims(), map.num_symbols(), exprs),
        values,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_ir::affine::parse_affine_map;

    fn simp(s: &str) -> String {
        let m = parse_affine_map(s).unwrap();
        simplify_affine_map(&m).to_string()
    }

    /// Expected strings checked against `mlir-opt` 19 (`affine.apply` canonicalization).
    #[test]
    fn simplification_matches_upstream() {
        assert_eq!(
            simp("(d0, d1) -> (d0 * 2 + d1 - d0 * 2)"),
            "(d0, d1) -> (d1)"
        );
        assert_eq!(simp("(d0) -> ((d0 * 4) floordiv 2)"), "(d0) -> (d0 * 2)");
        assert_eq!(
            simp("(d0)[s0] -> (d0 - (d0 floordiv 4) * 4 + s0)"),
            "(d0)[s0] -> (d0 + s0 - (d0 floordiv 4) * 4)"
        );
        assert_eq!(simp("(d0) -> ((d0 * 6) mod 3)"), "(d0) -> (0)");
        assert_eq!(
            simp("(d0) -> ((d0 * 6 + 4) ceildiv 4 + d0 mod 2 + (d0 + 1) mod 2)"),
            "(d0) -> (d0 * 2 + (d0 * 3 + 2) ceildiv 2 - (d0 floordiv 2) * 2 \
             - ((d0 + 1) floordiv 2) * 2 + 1)"
        );
    }

    #[test]
    fn constant_folding() {
        let m = parse_affine_map("(d0)[s0] -> (d0 floordiv s0, d0 + 1)").unwrap();
        let (folded, vals) = partial_constant_fold(&m, &[Some(7), None]).unwrap();
        assert_eq!(folded.to_string(), "(d0)[s0] -> (d0 floordiv s0, 8)");
        assert!(vals.is_none());
        let (_, vals) = partial_constant_fold(&m, &[Some(-7), Some(2)]).unwrap();
        assert_eq!(vals, Some(vec![-4, -6]));
        assert!(partial_constant_fold(&m, &[Some(1), Some(0)]).is_err());
    }
}
