//! The `AffineExpr` value type and its construction-time simplification.
//!
//! Every binary expression is built through [`AffineExpr::binary`] (or the
//! operator helpers), which first tries the local rewrites that upstream MLIR
//! 19 applies in `mlir/lib/IR/AffineExpr.cpp` (`simplifyAdd`, `simplifyMul`,
//! `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod`). Those rewrites are
//! what makes `affine_map<(d0) -> (d0 + d0)>` print as `d0 * 2`, so they are
//! reproduced rule for rule, in the same order, including their quirks.
//!
//! Upstream uniques expressions in the context, so its `==` is pointer
//! equality. Here expressions are reference-counted trees with structural
//! equality; every node caches a structural hash (which makes `Hash` O(1) and
//! lets `==` reject most mismatches immediately) plus the two properties the
//! simplifier queries over and over (`isSymbolicOrConstant` and
//! `getLargestKnownDivisor`), so building stays linear in practice.
//!
//! Equality, hashing, printing and dropping never recurse: a left-deep sum of
//! a hundred thousand terms is easy to build through the API (or by parsing
//! a long `a + b + c + ...` chain) and must not overflow the stack.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, OnceLock};

use super::AffineMap;

/// The binary operators of affine expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineBinaryOp {
    /// `lhs + rhs`.
    Add,
    /// `lhs * rhs`.
    Mul,
    /// `lhs mod rhs` (result has the sign of `rhs`).
    Mod,
    /// `lhs floordiv rhs`.
    FloorDiv,
    /// `lhs ceildiv rhs`.
    CeilDiv,
}

impl AffineBinaryOp {
    /// The keyword or symbol used in the textual form (`+`, `*`, `mod`, ...).
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryOp::Add => "+",
            AffineBinaryOp::Mul => "*",
            AffineBinaryOp::Mod => "mod",
            AffineBinaryOp::FloorDiv => "floordiv",
            AffineBinaryOp::CeilDiv => "ceildiv",
        }
    }
}

/// The kind of an affine expression node (upstream `AffineExprKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineExprKind {
    Add,
    Mul,
    Mod,
    FloorDiv,
    CeilDiv,
    Constant,
    DimId,
    SymbolId,
}

impl From<AffineBinaryOp> for AffineExprKind {
    fn from(op: AffineBinaryOp) -> Self {
        match op {
            AffineBinaryOp::Add => AffineExprKind::Add,
            AffineBinaryOp::Mul => AffineExprKind::Mul,
            AffineBinaryOp::Mod => AffineExprKind::Mod,
            AffineBinaryOp::FloorDiv => AffineExprKind::FloorDiv,
            AffineBinaryOp::CeilDiv => AffineExprKind::CeilDiv,
        }
    }
}

/// A borrowed, pattern-matchable view of one node of an [`AffineExpr`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AffineExprView<'a> {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Add(&'a AffineExpr, &'a AffineExpr),
    Mul(&'a AffineExpr, &'a AffineExpr),
    Mod(&'a AffineExpr, &'a AffineExpr),
    FloorDiv(&'a AffineExpr, &'a AffineExpr),
    CeilDiv(&'a AffineExpr, &'a AffineExpr),
}

/// An immutable affine expression: a cheaply clonable, structurally compared
/// and hashed tree of dims, symbols, constants and binary operators.
#[derive(Clone)]
pub struct AffineExpr(Arc<Node>);

struct Node {
    kind: NodeKind,
    /// Structural hash, computed once from the children's cached hashes.
    hash: u64,
    /// Upstream `isSymbolicOrConstant()`: no dim anywhere in the tree.
    symbolic: bool,
    /// Upstream `getLargestKnownDivisor()` (with C++'s wrapping arithmetic).
    divisor: i64,
}

enum NodeKind {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Binary(AffineBinaryOp, AffineExpr, AffineExpr),
}

// Hash mixing: a fixed function (not `RandomState`) so the cached hash is a
// pure function of the structure.
const SEED_DIM: u64 = 0x243f_6a88_85a3_08d3;
const SEED_SYMBOL: u64 = 0x1319_8a2e_0370_7344;
const SEED_CONSTANT: u64 = 0xa409_3822_299f_31d0;

fn mix(a: u64, b: u64) -> u64 {
    let x = (a ^ b.rotate_left(25)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    x ^ (x >> 29)
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// A shared constant used to defuse children while dropping (see `Drop`).
fn placeholder() -> &'static AffineExpr {
    static PLACEHOLDER: OnceLock<AffineExpr> = OnceLock::new();
    PLACEHOLDER.get_or_init(|| AffineExpr::constant(0))
}

impl Drop for Node {
    // The default drop would recurse once per tree level. Instead, children
    // that this node owns exclusively are detached (replaced by a shared
    // placeholder) and dismantled from an explicit worklist.
    fn drop(&mut self) {
        let NodeKind::Binary(_, lhs, rhs) = &mut self.kind else {
            return;
        };
        let mut work: Vec<Arc<Node>> = Vec::new();
        detach_if_unique(lhs, &mut work);
        detach_if_unique(rhs, &mut work);
        while let Some(arc) = work.pop() {
            if let Ok(mut node) = Arc::try_unwrap(arc) {
                if let NodeKind::Binary(_, l, r) = &mut node.kind {
                    detach_if_unique(l, &mut work);
                    detach_if_unique(r, &mut work);
                }
                // `node` drops here with placeholder children: no recursion.
            }
        }
    }
}

fn detach_if_unique(child: &mut AffineExpr, work: &mut Vec<Arc<Node>>) {
    if matches!(child.0.kind, NodeKind::Binary(..)) && Arc::strong_count(&child.0) == 1 {
        let taken = std::mem::replace(child, placeholder().clone());
        work.push(taken.0);
    }
}

impl PartialEq for AffineExpr {
    fn eq(&self, other: &Self) -> bool {
        if Arc::ptr_eq(&self.0, &other.0) {
            return true;
        }
        if self.0.hash != other.0.hash {
            return false;
        }
        // Iterative structural comparison.
        let mut stack: Vec<(&AffineExpr, &AffineExpr)> = vec![(self, other)];
        while let Some((a, b)) = stack.pop() {
            if Arc::ptr_eq(&a.0, &b.0) {
                continue;
            }
            if a.0.hash != b.0.hash {
                return false;
            }
            match (&a.0.kind, &b.0.kind) {
                (NodeKind::Dim(x), NodeKind::Dim(y))
                | (NodeKind::Symbol(x), NodeKind::Symbol(y)) => {
                    if x != y {
                        return false;
                    }
                }
                (NodeKind::Constant(x), NodeKind::Constant(y)) => {
                    if x != y {
                        return false;
                    }
                }
                (NodeKind::Binary(op1, l1, r1), NodeKind::Binary(op2, l2, r2)) => {
                    if op1 != op2 {
                        return false;
                    }
                    stack.push((r1, r2));
                    stack.push((l1, l2));
                }
                _ => return false,
            }
        }
        true
    }
}

impl Eq for AffineExpr {}

impl Hash for AffineExpr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.0.hash);
    }
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::print::write_expr(f, self, &mut |f, pos, is_symbol| {
            write!(f, "{}{}", if is_symbol { 's' } else { 'd' }, pos)
        })
    }
}

impl fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AffineExpr({self})")
    }
}

impl AffineExpr {
    fn from_kind(kind: NodeKind) -> Self {
        let (hash, symbolic, divisor) = match &kind {
            NodeKind::Dim(p) => (mix(SEED_DIM, u64::from(*p)), false, 1),
            NodeKind::Symbol(p) => (mix(SEED_SYMBOL, u64::from(*p)), true, 1),
            // std::abs(INT64_MIN) wraps in practice; keep that behaviour.
            NodeKind::Constant(c) => (mix(SEED_CONSTANT, *c as u64), true, c.wrapping_abs()),
            NodeKind::Binary(op, l, r) => {
                let hash = mix(mix(*op as u64 + 1, l.0.hash), r.0.hash);
                (
                    hash,
                    l.0.symbolic && r.0.symbolic,
                    binary_divisor(*op, l, r),
                )
            }
        };
        AffineExpr(Arc::new(Node {
            kind,
            hash,
            symbolic,
            divisor,
        }))
    }

    /// The dimension identifier `d<pos>`.
    pub fn dim(pos: u32) -> Self {
        Self::from_kind(NodeKind::Dim(pos))
    }

    /// The symbol identifier `s<pos>`.
    pub fn symbol(pos: u32) -> Self {
        Self::from_kind(NodeKind::Symbol(pos))
    }

    /// An integer constant.
    pub fn constant(value: i64) -> Self {
        Self::from_kind(NodeKind::Constant(value))
    }

    /// Builds `lhs op rhs` without any simplification. Only for callers that
    /// must reproduce a specific tree; everything else goes through
    /// [`AffineExpr::binary`].
    fn raw_binary(op: AffineBinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> Self {
        Self::from_kind(NodeKind::Binary(op, lhs.clone(), rhs.clone()))
    }

    /// Upstream `getAffineBinaryOpExpr`: builds `lhs op rhs`, applying the
    /// construction-time simplifications of that operator.
    pub fn binary(op: AffineBinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> Self {
        let simplified = match op {
            AffineBinaryOp::Add => simplify_add(lhs, rhs),
            AffineBinaryOp::Mul => simplify_mul(lhs, rhs),
            AffineBinaryOp::FloorDiv => simplify_floor_div(lhs, rhs),
            AffineBinaryOp::CeilDiv => simplify_ceil_div(lhs, rhs),
            AffineBinaryOp::Mod => simplify_mod(lhs, rhs),
        };
        simplified.unwrap_or_else(|| Self::raw_binary(op, lhs, rhs))
    }

    /// `self + rhs`.
    pub fn add(&self, rhs: &AffineExpr) -> Self {
        Self::binary(AffineBinaryOp::Add, self, rhs)
    }

    /// `self - rhs`, built as upstream does: `self + rhs * -1`.
    pub fn sub(&self, rhs: &AffineExpr) -> Self {
        self.add(&rhs.neg())
    }

    /// `self * rhs`.
    ///
    /// Upstream asserts that one side is symbolic or constant (and loops
    /// forever without assertions); here a product of two dim-dependent
    /// operands is simply built unsimplified.
    pub fn mul(&self, rhs: &AffineExpr) -> Self {
        Self::binary(AffineBinaryOp::Mul, self, rhs)
    }

    /// `self floordiv rhs`.
    pub fn floor_div(&self, rhs: &AffineExpr) -> Self {
        Self::binary(AffineBinaryOp::FloorDiv, self, rhs)
    }

    /// `self ceildiv rhs`.
    pub fn ceil_div(&self, rhs: &AffineExpr) -> Self {
        Self::binary(AffineBinaryOp::CeilDiv, self, rhs)
    }

    /// `self mod rhs`.
    pub fn modulo(&self, rhs: &AffineExpr) -> Self {
        Self::binary(AffineBinaryOp::Mod, self, rhs)
    }

    /// `-self`, built as upstream does: `self * -1`.
    pub fn neg(&self) -> Self {
        self.mul(&Self::constant(-1))
    }

    /// `self + value`.
    pub fn add_const(&self, value: i64) -> Self {
        self.add(&Self::constant(value))
    }

    /// `self - value` (upstream `operator-(int64_t)`: `self + (-value)`).
    pub fn sub_const(&self, value: i64) -> Self {
        self.add_const(value.wrapping_neg())
    }

    /// `self * value`.
    pub fn mul_const(&self, value: i64) -> Self {
        self.mul(&Self::constant(value))
    }

    /// `self floordiv value`.
    pub fn floor_div_const(&self, value: i64) -> Self {
        self.floor_div(&Self::constant(value))
    }

    /// `self ceildiv value`.
    pub fn ceil_div_const(&self, value: i64) -> Self {
        self.ceil_div(&Self::constant(value))
    }

    /// `self mod value`.
    pub fn modulo_const(&self, value: i64) -> Self {
        self.modulo(&Self::constant(value))
    }

    /// The kind of the root node.
    pub fn kind(&self) -> AffineExprKind {
        match &self.0.kind {
            NodeKind::Dim(_) => AffineExprKind::DimId,
            NodeKind::Symbol(_) => AffineExprKind::SymbolId,
            NodeKind::Constant(_) => AffineExprKind::Constant,
            NodeKind::Binary(op, _, _) => (*op).into(),
        }
    }

    /// A pattern-matchable view of the root node.
    pub fn view(&self) -> AffineExprView<'_> {
        match &self.0.kind {
            NodeKind::Dim(p) => AffineExprView::Dim(*p),
            NodeKind::Symbol(p) => AffineExprView::Symbol(*p),
            NodeKind::Constant(c) => AffineExprView::Constant(*c),
            NodeKind::Binary(op, l, r) => match op {
                AffineBinaryOp::Add => AffineExprView::Add(l, r),
                AffineBinaryOp::Mul => AffineExprView::Mul(l, r),
                AffineBinaryOp::Mod => AffineExprView::Mod(l, r),
                AffineBinaryOp::FloorDiv => AffineExprView::FloorDiv(l, r),
                AffineBinaryOp::CeilDiv => AffineExprView::CeilDiv(l, r),
            },
        }
    }

    /// The value if this is a constant.
    pub fn as_constant(&self) -> Option<i64> {
        match self.0.kind {
            NodeKind::Constant(c) => Some(c),
            _ => None,
        }
    }

    /// The position if this is a dim identifier.
    pub fn as_dim(&self) -> Option<u32> {
        match self.0.kind {
            NodeKind::Dim(p) => Some(p),
            _ => None,
        }
    }

    /// The position if this is a symbol identifier.
    pub fn as_symbol(&self) -> Option<u32> {
        match self.0.kind {
            NodeKind::Symbol(p) => Some(p),
            _ => None,
        }
    }

    /// Operator and operands if this is a binary expression.
    pub fn as_binary(&self) -> Option<(AffineBinaryOp, &AffineExpr, &AffineExpr)> {
        match &self.0.kind {
            NodeKind::Binary(op, l, r) => Some((*op, l, r)),
            _ => None,
        }
    }

    /// Operands if this is a binary expression of operator `op`.
    fn as_op(&self, op: AffineBinaryOp) -> Option<(&AffineExpr, &AffineExpr)> {
        match &self.0.kind {
            NodeKind::Binary(o, l, r) if *o == op => Some((l, r)),
            _ => None,
        }
    }

    /// True if this is the constant `value`.
    pub fn is_constant_value(&self, value: i64) -> bool {
        self.as_constant() == Some(value)
    }

    /// True if the two handles share the same node (cheaper than `==`).
    pub fn ptr_eq(&self, other: &AffineExpr) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    /// Upstream `isSymbolicOrConstant`: true if no dim occurs in the tree.
    pub fn is_symbolic_or_constant(&self) -> bool {
        self.0.symbolic
    }

    /// Upstream `isPureAffine`: multiplication only by constants, and
    /// floordiv/ceildiv/mod only by constants.
    pub fn is_pure_affine(&self) -> bool {
        let mut stack = vec![self];
        while let Some(e) = stack.pop() {
            if let NodeKind::Binary(op, l, r) = &e.0.kind {
                let ok = match op {
                    AffineBinaryOp::Add => true,
                    AffineBinaryOp::Mul => l.as_constant().is_some() || r.as_constant().is_some(),
                    _ => r.as_constant().is_some(),
                };
                if !ok {
                    return false;
                }
                stack.push(l);
                stack.push(r);
            }
        }
        true
    }

    /// Upstream `getLargestKnownDivisor` (cached per node).
    pub fn largest_known_divisor(&self) -> i64 {
        self.0.divisor
    }

    /// Upstream `isMultipleOf`. Like upstream, most cases compare unsigned
    /// (the divisors are `uint64_t` there); a zero factor is never a match.
    pub fn is_multiple_of(&self, factor: i64) -> bool {
        let urem = |v: u64| v.checked_rem(factor as u64) == Some(0);
        match &self.0.kind {
            NodeKind::Dim(_) | NodeKind::Symbol(_) => factor.wrapping_mul(factor) == 1,
            NodeKind::Constant(c) => factor != 0 && c.wrapping_rem(factor) == 0,
            NodeKind::Binary(AffineBinaryOp::Mul, l, r) => {
                let ld = l.0.divisor as u64;
                let rd = r.0.divisor as u64;
                urem(ld) || urem(rd) || urem(ld.wrapping_mul(rd))
            }
            NodeKind::Binary(_, l, r) => urem(gcd_u64(l.0.divisor as u64, r.0.divisor as u64)),
        }
    }

    /// Visits every node in post-order (children before parents).
    pub fn walk(&self, mut f: impl FnMut(&AffineExpr)) {
        // (node, children already pushed)
        let mut stack: Vec<(&AffineExpr, bool)> = vec![(self, false)];
        while let Some((e, expanded)) = stack.pop() {
            match &e.0.kind {
                NodeKind::Binary(_, l, r) if !expanded => {
                    stack.push((e, true));
                    stack.push((r, false));
                    stack.push((l, false));
                }
                _ => f(e),
            }
        }
    }

    /// True if `d<pos>` occurs in the expression.
    pub fn is_function_of_dim(&self, pos: u32) -> bool {
        self.any_leaf(|k| matches!(k, NodeKind::Dim(p) if *p == pos))
    }

    /// True if `s<pos>` occurs in the expression.
    pub fn is_function_of_symbol(&self, pos: u32) -> bool {
        self.any_leaf(|k| matches!(k, NodeKind::Symbol(p) if *p == pos))
    }

    fn any_leaf(&self, pred: impl Fn(&NodeKind) -> bool) -> bool {
        let mut stack = vec![self];
        while let Some(e) = stack.pop() {
            match &e.0.kind {
                NodeKind::Binary(_, l, r) => {
                    stack.push(r);
                    stack.push(l);
                }
                k => {
                    if pred(k) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The largest dim position and symbol position used, if any.
    pub(crate) fn max_dim_and_symbol(&self) -> (Option<u32>, Option<u32>) {
        let (mut d, mut s) = (None, None);
        self.walk(|e| match e.0.kind {
            NodeKind::Dim(p) => d = d.max(Some(p)),
            NodeKind::Symbol(p) => s = s.max(Some(p)),
            _ => {}
        });
        (d, s)
    }

    /// Rebuilds the tree bottom-up, replacing leaves through `leaf` and
    /// re-simplifying every rebuilt binary node (upstream
    /// `replaceDimsAndSymbols` semantics: unchanged subtrees are reused).
    fn rebuild(&self, leaf: &dyn Fn(&AffineExpr) -> Option<AffineExpr>) -> AffineExpr {
        let mut stack: Vec<(&AffineExpr, bool)> = vec![(self, false)];
        let mut results: Vec<AffineExpr> = Vec::new();
        while let Some((e, expanded)) = stack.pop() {
            match &e.0.kind {
                NodeKind::Binary(op, l, r) => {
                    if !expanded {
                        stack.push((e, true));
                        stack.push((r, false));
                        stack.push((l, false));
                    } else {
                        let new_r = results.pop().expect("rhs result");
                        let new_l = results.pop().expect("lhs result");
                        if new_l.ptr_eq(l) && new_r.ptr_eq(r) {
                            results.push(e.clone());
                        } else {
                            results.push(AffineExpr::binary(*op, &new_l, &new_r));
                        }
                    }
                }
                _ => results.push(leaf(e).unwrap_or_else(|| e.clone())),
            }
        }
        results.pop().expect("root result")
    }

    /// Upstream `replaceDimsAndSymbols`: substitutes `d<i>` with
    /// `dims[i]` and `s<i>` with `symbols[i]` (positions past the end of a
    /// slice are kept), re-simplifying the rebuilt nodes.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
    ) -> AffineExpr {
        self.rebuild(&|e| match e.0.kind {
            NodeKind::Dim(p) => dims.get(p as usize).cloned(),
            NodeKind::Symbol(p) => symbols.get(p as usize).cloned(),
            _ => None,
        })
    }

    /// Substitutes dims only.
    pub fn replace_dims(&self, dims: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(dims, &[])
    }

    /// Substitutes symbols only.
    pub fn replace_symbols(&self, symbols: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(&[], symbols)
    }

    /// Upstream `replace(expr, replacement)`: replaces every occurrence of
    /// the subtree `from` (checked top-down, like upstream) with `to`.
    pub fn replace(&self, from: &AffineExpr, to: &AffineExpr) -> AffineExpr {
        if self == from {
            return to.clone();
        }
        // Top-down matching with bottom-up rebuilding: a matched subtree is
        // not descended into.
        let mut stack: Vec<(&AffineExpr, bool)> = vec![(self, false)];
        let mut results: Vec<AffineExpr> = Vec::new();
        while let Some((e, expanded)) = stack.pop() {
            if !expanded && e == from {
                results.push(to.clone());
                continue;
            }
            match &e.0.kind {
                NodeKind::Binary(op, l, r) => {
                    if !expanded {
                        stack.push((e, true));
                        stack.push((r, false));
                        stack.push((l, false));
                    } else {
                        let new_r = results.pop().expect("rhs result");
                        let new_l = results.pop().expect("lhs result");
                        if new_l.ptr_eq(l) && new_r.ptr_eq(r) {
                            results.push(e.clone());
                        } else {
                            results.push(AffineExpr::binary(*op, &new_l, &new_r));
                        }
                    }
                }
                _ => results.push(e.clone()),
            }
        }
        results.pop().expect("root result")
    }

    /// Upstream `shiftDims`: renames `d<i>` to `d<i + shift>` for
    /// `offset <= i < num_dims`.
    pub fn shift_dims(&self, num_dims: u32, shift: u32, offset: u32) -> AffineExpr {
        let dims: Vec<AffineExpr> = (0..num_dims)
            .map(|i| AffineExpr::dim(if i < offset { i } else { i + shift }))
            .collect();
        self.replace_dims(&dims)
    }

    /// Upstream `shiftSymbols`: renames `s<i>` to `s<i + shift>` for
    /// `offset <= i < num_symbols`.
    pub fn shift_symbols(&self, num_symbols: u32, shift: u32, offset: u32) -> AffineExpr {
        let syms: Vec<AffineExpr> = (0..num_symbols)
            .map(|i| AffineExpr::symbol(if i < offset { i } else { i + shift }))
            .collect();
        self.replace_symbols(&syms)
    }

    /// Upstream `AffineExpr::compose`: substitutes the dims with the results
    /// of `map`.
    pub fn compose(&self, map: &AffineMap) -> AffineExpr {
        self.replace_dims(map.results())
    }

    /// Prints the expression, naming dims and symbols through `name`
    /// (called with the position and whether it is a symbol). This is the
    /// hook for custom syntaxes that print SSA values inside expressions.
    pub fn write_with<W: fmt::Write>(
        &self,
        out: &mut W,
        name: &mut dyn FnMut(&mut W, u32, bool) -> fmt::Result,
    ) -> fmt::Result {
        super::print::write_expr(out, self, name)
    }
}

/// `getLargestKnownDivisor` of `lhs op rhs`, from the children's cached
/// values. Arithmetic wraps like the C++ original does in practice.
fn binary_divisor(op: AffineBinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> i64 {
    let (ld, rd) = (lhs.0.divisor, rhs.0.divisor);
    match op {
        AffineBinaryOp::Mul => ld.wrapping_mul(rd),
        AffineBinaryOp::Add | AffineBinaryOp::Mod => gcd_u64(ld as u64, rd as u64) as i64,
        AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => match rhs.as_constant() {
            // A constant divisor that divides the dividend's known divisor
            // leaves the quotient as a known divisor.
            Some(c) if c != 0 && ld.wrapping_rem(c) == 0 => ld.wrapping_div(c),
            _ => 1,
        },
    }
}

/// Floor division (upstream `divideFloorSigned`); `None` for a zero
/// divisor or the one overflowing case, `i64::MIN / -1`.
fn floor_div_i64(lhs: i64, rhs: i64) -> Option<i64> {
    let q = lhs.checked_div(rhs)?;
    let r = lhs % rhs;
    Some(if r != 0 && ((r < 0) != (rhs < 0)) {
        q - 1
    } else {
        q
    })
}

/// Ceiling division (upstream `divideCeilSigned`); `None` like
/// [`floor_div_i64`].
fn ceil_div_i64(lhs: i64, rhs: i64) -> Option<i64> {
    let q = lhs.checked_div(rhs)?;
    let r = lhs % rhs;
    Some(if r != 0 && ((r < 0) == (rhs < 0)) {
        q + 1
    } else {
        q
    })
}

/// Splits `x * c` into `(c, x)`; anything else is `(1, e)`.
fn coefficient_and_term(e: &AffineExpr) -> (i64, &AffineExpr) {
    if let Some((x, c)) = e.as_op(AffineBinaryOp::Mul) {
        if let Some(c) = c.as_constant() {
            return (c, x);
        }
    }
    (1, e)
}

/// Upstream `simplifyAdd`. `None` means "build the node as is".
fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
        // An overflowing sum is left unfolded (and in its original order).
        return l.checked_add(r).map(AffineExpr::constant);
    }

    // Canonicalize so that only the RHS is a constant, and so that a lone
    // symbolic operand is on the RHS.
    if lhs_const.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.add(lhs));
    }

    if rhs_const == Some(0) {
        return Some(lhs.clone());
    }

    // (x + c1) + c2 -> x + (c1 + c2).
    let l_add = lhs.as_op(AffineBinaryOp::Add);
    if let (Some((ll, lr)), Some(rc)) = (l_add, rhs_const) {
        if let Some(lrc) = lr.as_constant() {
            return Some(ll.add_const(lrc.wrapping_add(rc)));
        }
    }

    // c1 * x + c2 * x -> (c1 + c2) * x, with implicit coefficients of 1.
    let (lhs_coeff, first) = coefficient_and_term(lhs);
    let (rhs_coeff, second) = coefficient_and_term(rhs);
    if first == second {
        return Some(AffineExpr::binary(
            AffineBinaryOp::Mul,
            first,
            &AffineExpr::constant(lhs_coeff.wrapping_add(rhs_coeff)),
        ));
    }

    // (x + c) + y -> (x + y) + c.
    if let Some((ll, lr)) = l_add {
        if let Some(lrc) = lr.as_constant() {
            return Some(ll.add(rhs).add_const(lrc));
        }
    }

    // Detect "x - q * (x floordiv q)" (in either of the two shapes the
    // builders produce) and turn it into "x mod q".
    let (r_lhs, r_rhs) = rhs.as_op(AffineBinaryOp::Mul)?;
    if r_rhs.is_constant_value(-1) {
        if let Some((fd, q)) = r_lhs.as_op(AffineBinaryOp::Mul) {
            let (x, q2) = fd.as_op(AffineBinaryOp::FloorDiv)?;
            if q2 == q && lhs == x {
                return Some(lhs.modulo(q));
            }
        }
    }
    let (x, q) = r_lhs.as_op(AffineBinaryOp::FloorDiv)?;
    if lhs == x && *q == r_rhs.neg() {
        return Some(lhs.modulo(q));
    }
    None
}

/// Upstream `simplifyMul`.
fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
        // An overflowing product is left unfolded (and in its original order).
        return l.checked_mul(r).map(AffineExpr::constant);
    }

    // Upstream asserts this; without the assert it would swap forever.
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        return None;
    }

    // Put the symbolic/constant operand on the RHS, and a constant there if
    // both are symbolic.
    if !rhs.is_symbolic_or_constant() || lhs_const.is_some() {
        return Some(rhs.mul(lhs));
    }

    if let Some(rc) = rhs_const {
        if rc == 1 {
            return Some(lhs.clone());
        }
        if rc == 0 {
            return Some(rhs.clone());
        }
    }

    // (x * c1) * c2 -> x * (c1 * c2); (x * c) * y -> (x * y) * c.
    let (ll, lr) = lhs.as_op(AffineBinaryOp::Mul)?;
    let lrc = lr.as_constant()?;
    match rhs_const {
        Some(rc) => Some(ll.mul_const(lrc.wrapping_mul(rc))),
        None => Some(ll.mul(rhs).mul_const(lrc)),
    }
}

/// Upstream `simplifyFloorDiv`.
fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // Division by zero is undefined: left as is. Negative divisors are fine.
    let rc = rhs.as_constant().filter(|&c| c != 0)?;
    if let Some(l) = lhs.as_constant() {
        return floor_div_i64(l, rc).map(AffineExpr::constant);
    }
    if rc == 1 {
        return Some(lhs.clone());
    }
    // (x * c1) floordiv c2 -> x * (c1 / c2) when c2 divides c1.
    if let Some((ll, lr)) = lhs.as_op(AffineBinaryOp::Mul) {
        if let Some(lrc) = lr.as_constant() {
            if lrc.wrapping_rem(rc) == 0 {
                return Some(ll.mul_const(lrc.wrapping_div(rc)));
            }
        }
    }
    // (x + y) floordiv c -> x floordiv c + y floordiv c when c divides one.
    if let Some((ll, lr)) = lhs.as_op(AffineBinaryOp::Add) {
        if ll.0.divisor.wrapping_rem(rc) == 0 || lr.0.divisor.wrapping_rem(rc) == 0 {
            return Some(ll.floor_div_const(rc).add(&lr.floor_div_const(rc)));
        }
    }
    None
}

/// Upstream `simplifyCeilDiv`.
fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let rc = rhs.as_constant().filter(|&c| c != 0)?;
    if let Some(l) = lhs.as_constant() {
        return ceil_div_i64(l, rc).map(AffineExpr::constant);
    }
    if rc == 1 {
        return Some(lhs.clone());
    }
    if let Some((ll, lr)) = lhs.as_op(AffineBinaryOp::Mul) {
        if let Some(lrc) = lr.as_constant() {
            if lrc.wrapping_rem(rc) == 0 {
                return Some(ll.mul_const(lrc.wrapping_div(rc)));
            }
        }
    }
    None
}

/// Upstream `simplifyMod`.
fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // Unlike the divisions, mod by a negative number is not simplified.
    let rc = rhs.as_constant().filter(|&c| c >= 1)?;
    if let Some(l) = lhs.as_constant() {
        return Some(AffineExpr::constant(l.rem_euclid(rc)));
    }
    // A known multiple of the modulus folds to zero.
    if lhs.0.divisor.wrapping_rem(rc) == 0 {
        return Some(AffineExpr::constant(0));
    }
    // (x + y) mod c drops a summand that is a known multiple of c.
    if let Some((ll, lr)) = lhs.as_op(AffineBinaryOp::Add) {
        if ll.0.divisor.wrapping_rem(rc) == 0 {
            return Some(lr.modulo_const(rc));
        }
        if lr.0.divisor.wrapping_rem(rc) == 0 {
            return Some(ll.modulo_const(rc));
        }
    }
    // (x mod a) mod b -> x mod b when b divides a.
    if let Some((ll, lr)) = lhs.as_op(AffineBinaryOp::Mod) {
        if let Some(a) = lr.as_constant() {
            if a >= 1 && a.rem_euclid(rc) == 0 {
                return Some(ll.modulo_const(rc));
            }
        }
    }
    None
}

// Operator sugar over the simplifying builders. `/` is deliberately absent:
// affine expressions have two divisions (`floor_div`, `ceil_div`).
macro_rules! impl_binop {
    ($trait:ident, $method:ident, $builder:ident, $const_builder:ident) => {
        impl std::ops::$trait<&AffineExpr> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: &AffineExpr) -> AffineExpr {
                AffineExpr::$builder(self, rhs)
            }
        }
        impl std::ops::$trait<AffineExpr> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: AffineExpr) -> AffineExpr {
                AffineExpr::$builder(&self, &rhs)
            }
        }
        impl std::ops::$trait<&AffineExpr> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: &AffineExpr) -> AffineExpr {
                AffineExpr::$builder(&self, rhs)
            }
        }
        impl std::ops::$trait<AffineExpr> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: AffineExpr) -> AffineExpr {
                AffineExpr::$builder(self, &rhs)
            }
        }
        impl std::ops::$trait<i64> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: i64) -> AffineExpr {
                AffineExpr::$const_builder(self, rhs)
            }
        }
        impl std::ops::$trait<i64> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: i64) -> AffineExpr {
                AffineExpr::$const_builder(&self, rhs)
            }
        }
    };
}

impl_binop!(Add, add, add, add_const);
impl_binop!(Sub, sub, sub, sub_const);
impl_binop!(Mul, mul, mul, mul_const);
impl_binop!(Rem, rem, modulo, modulo_const);

impl std::ops::Neg for &AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(self)
    }
}

impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(&self)
    }
}
