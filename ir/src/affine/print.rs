//! Printing of affine expressions, maps and integer sets, byte-identical to
//! MLIR 19's `AsmPrinter::Impl::printAffineExprInternal`, `printAffineMap`
//! and `printIntegerSet`.
//!
//! The upstream printer is recursive; this one runs the same algorithm from
//! an explicit stack so that arbitrarily deep expressions print safely.

use std::fmt::{self, Write};

use super::expr::{AffineExpr, AffineExprView};
use super::{AffineMap, IntegerSet};

/// Upstream `BindingStrength`: whether the enclosing context binds tighter
/// than `+` (and therefore needs parentheses around compound operands).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strength {
    Weak,
    Strong,
}

enum Task<'a> {
    Expr(&'a AffineExpr, Strength),
    Str(&'static str),
    /// Prints `-value` with C++'s wrapping negation (INT64_MIN stays).
    NegInt(i64),
}

/// Prints `expr` with dims and symbols named through `name`.
pub(crate) fn write_expr<W: Write>(
    out: &mut W,
    expr: &AffineExpr,
    name: &mut dyn FnMut(&mut W, u32, bool) -> fmt::Result,
) -> fmt::Result {
    let mut stack: Vec<Task<'_>> = vec![Task::Expr(expr, Strength::Weak)];
    // Tasks are pushed in reverse order of output.
    while let Some(task) = stack.pop() {
        let (e, enclosing) = match task {
            Task::Str(s) => {
                out.write_str(s)?;
                continue;
            }
            Task::NegInt(v) => {
                write!(out, "{}", v.wrapping_neg())?;
                continue;
            }
            Task::Expr(e, s) => (e, s),
        };
        let (spelling, lhs, rhs) = match e.view() {
            AffineExprView::Symbol(p) => {
                name(out, p, true)?;
                continue;
            }
            AffineExprView::Dim(p) => {
                name(out, p, false)?;
                continue;
            }
            AffineExprView::Constant(c) => {
                write!(out, "{c}")?;
                continue;
            }
            AffineExprView::Add(l, r) => (" + ", l, r),
            AffineExprView::Mul(l, r) => (" * ", l, r),
            AffineExprView::FloorDiv(l, r) => (" floordiv ", l, r),
            AffineExprView::CeilDiv(l, r) => (" ceildiv ", l, r),
            AffineExprView::Mod(l, r) => (" mod ", l, r),
        };
        let strong = enclosing == Strength::Strong;
        if strong {
            out.write_char('(')?;
            stack.push(Task::Str(")"));
        }

        let is_add = matches!(e.view(), AffineExprView::Add(..));
        if !is_add {
            // Multiplication by -1 prints as a negation.
            if matches!(e.view(), AffineExprView::Mul(..)) && rhs.is_constant_value(-1) {
                out.write_char('-')?;
                stack.push(Task::Expr(lhs, Strength::Strong));
                continue;
            }
            stack.push(Task::Expr(rhs, Strength::Strong));
            stack.push(Task::Str(spelling));
            stack.push(Task::Expr(lhs, Strength::Strong));
            continue;
        }

        // Addition of a product with a negative constant prints as a
        // subtraction.
        if let AffineExprView::Mul(rl, rr) = rhs.view() {
            if let Some(c) = rr.as_constant() {
                if c == -1 {
                    let inner = if matches!(rl.view(), AffineExprView::Add(..)) {
                        Strength::Strong
                    } else {
                        Strength::Weak
                    };
                    stack.push(Task::Expr(rl, inner));
                    stack.push(Task::Str(" - "));
                    stack.push(Task::Expr(lhs, Strength::Weak));
                    continue;
                }
                if c < -1 {
                    stack.push(Task::NegInt(c));
                    stack.push(Task::Str(" * "));
                    stack.push(Task::Expr(rl, Strength::Strong));
                    stack.push(Task::Str(" - "));
                    stack.push(Task::Expr(lhs, Strength::Weak));
                    continue;
                }
            }
        }

        // Addition of a negative constant prints as a subtraction.
        if let Some(c) = rhs.as_constant() {
            if c < 0 {
                stack.push(Task::NegInt(c));
                stack.push(Task::Str(" - "));
                stack.push(Task::Expr(lhs, Strength::Weak));
                continue;
            }
        }

        stack.push(Task::Expr(rhs, Strength::Weak));
        stack.push(Task::Str(" + "));
        stack.push(Task::Expr(lhs, Strength::Weak));
    }
    Ok(())
}

fn default_name<W: Write>(out: &mut W, pos: u32, is_symbol: bool) -> fmt::Result {
    write!(out, "{}{}", if is_symbol { 's' } else { 'd' }, pos)
}

/// Prints `(d0, d1)[s0, s1]` (the symbol list only when non-empty).
fn write_dims_and_symbols<W: Write>(out: &mut W, num_dims: u32, num_symbols: u32) -> fmt::Result {
    out.write_char('(')?;
    for i in 0..num_dims {
        if i > 0 {
            out.write_str(", ")?;
        }
        write!(out, "d{i}")?;
    }
    out.write_char(')')?;
    if num_symbols != 0 {
        out.write_char('[')?;
        for i in 0..num_symbols {
            if i > 0 {
                out.write_str(", ")?;
            }
            write!(out, "s{i}")?;
        }
        out.write_char(']')?;
    }
    Ok(())
}

/// Upstream `printAffineMap`: the text inside `affine_map<...>`.
pub(crate) fn write_map<W: Write>(out: &mut W, map: &AffineMap) -> fmt::Result {
    write_dims_and_symbols(out, map.num_dims(), map.num_symbols())?;
    out.write_str(" -> (")?;
    for (i, e) in map.results().iter().enumerate() {
        if i > 0 {
            out.write_str(", ")?;
        }
        write_expr(out, e, &mut default_name)?;
    }
    out.write_char(')')
}

/// Upstream `printIntegerSet`: the text inside `affine_set<...>`.
pub(crate) fn write_set<W: Write>(out: &mut W, set: &IntegerSet) -> fmt::Result {
    write_dims_and_symbols(out, set.num_dims(), set.num_symbols())?;
    out.write_str(" : (")?;
    for (i, (e, &is_eq)) in set.constraints().iter().zip(set.eq_flags()).enumerate() {
        if i > 0 {
            out.write_str(", ")?;
        }
        write_expr(out, e, &mut default_name)?;
        out.write_str(if is_eq { " == 0" } else { " >= 0" })?;
    }
    out.write_char(')')
}
