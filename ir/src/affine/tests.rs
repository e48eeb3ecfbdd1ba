//! Tests. The `VALID`/`INVALID` tables were produced by running every input
//! through `mlir-opt` 19.1.7 (`--allow-unregistered-dialect
//! --mlir-print-local-scope -split-input-file`) as
//! `"foo.op"() {m = affine_map<INPUT>} : () -> ()` and recording its output
//! or its first diagnostic; they are a sample of a larger checked corpus
//! (hand-written edge cases, every affine map/set in upstream's tests, and
//! random expression trees).

use super::*;
use std::collections::HashSet;

/// What follows the structure in the oracle's input line; parsing with it
/// attached reproduces where upstream's diagnostics land at the end of the
/// text (they back up from the following token).
const TAIL: &str = ">} : () -> ()\n";

/// Parses like the attribute parser would and returns the printed form, or
/// the diagnostic (offset, message).
fn run(kind: char, src: &str) -> Result<String, (usize, String)> {
    let full = format!("{src}{TAIL}");
    let r = if kind == 'M' {
        parse_affine_map_prefix(&full).map(|(m, n)| (m.to_string(), n))
    } else {
        parse_integer_set_prefix(&full).map(|(s, n)| (s.to_string(), n))
    };
    match r {
        Ok((text, consumed)) => {
            // The outer parser's own check: the closing `>` must follow.
            if full[consumed..].trim_start().starts_with('>') {
                Ok(text)
            } else {
                let what = if kind == 'M' {
                    "affine map"
                } else {
                    "integer set"
                };
                Err((consumed, format!("expected '>' in {what}")))
            }
        }
        Err(e) => Err((e.offset, e.message)),
    }
}

#[test]
fn oracle_valid_corpus() {
    let mut failures = Vec::new();
    for &(kind, src, expected) in VALID {
        // Note that printing is not a fixed point (upstream's neither):
        // `(d0 + 1) + (d0 + 2)` prints as `d0 + d0 + 2 + 1`, which reparses
        // to `d0 * 2 + 3`.
        match run(kind, src) {
            Ok(text) if text == expected => {}
            other => failures.push(format!("{src:?}: expected {expected:?}, got {other:?}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn oracle_invalid_corpus() {
    let mut failures = Vec::new();
    for &(kind, src, offset, message) in INVALID {
        let got = run(kind, src);
        if got != Err((offset, message.to_string())) {
            failures.push(format!(
                "{src:?}: expected ({offset}, {message:?}), got {got:?}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn whole_string_entry_points() {
    let m = parse_affine_map("(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)").unwrap();
    assert_eq!(m.to_string(), "(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)");
    assert_eq!((m.num_dims(), m.num_symbols(), m.num_results()), (2, 1, 2));
    let s = parse_integer_set("(d0)[s0] : (d0 - s0 >= 0, d0 == 0)").unwrap();
    assert_eq!(s.to_string(), "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)");
    assert_eq!((s.num_equalities(), s.num_inequalities()), (1, 1));

    let e = parse_affine_map("(d0) -> (d0) x").unwrap_err();
    assert_eq!(
        (e.offset, e.message.as_str()),
        (13, "encountered unexpected token")
    );
    let e = parse_affine_map("  (d0) : (d0 >= 0)").unwrap_err();
    assert_eq!(
        (e.offset, e.message.as_str()),
        (2, "expected AffineMap, but got IntegerSet")
    );
    let e = parse_integer_set("(d0) -> (d0)").unwrap_err();
    assert_eq!(
        (e.offset, e.message.as_str()),
        (0, "expected IntegerSet, but got AffineMap")
    );
    // Trailing blanks and comments are fine.
    assert!(parse_affine_map("(d0) -> (d0)  // done\n").is_ok());
    // A wrong first token: the caret stays on it for a standalone string,
    // and moves to offset 0 (just after `affine_map<`) for a prefix parse.
    assert_eq!(parse_affine_map("  x").unwrap_err().offset, 2);
    assert_eq!(parse_affine_map_prefix("  x").unwrap_err().offset, 0);

    let (m, n) = parse_affine_map_prefix("(d0) -> (d0 + 1)> rest").unwrap();
    assert_eq!((m.to_string().as_str(), n), ("(d0) -> (d0 + 1)", 16));
    let (s, n) = parse_integer_set_prefix("(d0) : ()>").unwrap();
    assert_eq!((s.to_string().as_str(), n), ("(d0) : (0 == 0)", 9));
    match parse_affine_map_or_integer_set_prefix("(d0) : (d0 >= 0)>").unwrap() {
        (AffineMapOrSet::Set(s), 16) => assert_eq!(s.num_constraints(), 1),
        other => panic!("{other:?}"),
    }
}

#[test]
fn bare_expressions() {
    let e = parse_affine_expr("i + N * 2 - j floordiv N", &["i", "j"], &["N"]).unwrap();
    assert_eq!(e.to_string(), "d0 + s0 * 2 - d1 floordiv s0");
    let e = parse_affine_expr("i * i", &["i"], &[]).unwrap_err();
    assert_eq!(e.offset, 2);
    assert!(e.message.starts_with("non-affine expression"));
    let bindings = [("x", AffineExpr::dim(3)), ("x", AffineExpr::dim(4))];
    let (e, n) = parse_affine_expr_prefix("x + 1, rest", &bindings).unwrap();
    assert_eq!((e.to_string().as_str(), n), ("d3 + 1", 5));
    let e = parse_affine_expr("y", &["x"], &[]).unwrap_err();
    assert_eq!(e.message, "use of undeclared identifier");
}

#[test]
fn builders_simplify_like_upstream() {
    let d0 = AffineExpr::dim(0);
    let d1 = AffineExpr::dim(1);
    let s0 = AffineExpr::symbol(0);
    assert_eq!((&d0 + &d0).to_string(), "d0 * 2");
    assert_eq!((&d0 - &d0).to_string(), "0");
    assert_eq!((&d0 - &d1).to_string(), "d0 - d1");
    assert_eq!((&s0 * &d0).to_string(), "d0 * s0");
    assert_eq!((AffineExpr::constant(3) + &d0).to_string(), "d0 + 3");
    assert_eq!((-&d0).to_string(), "-d0");
    assert_eq!(d0.neg().floor_div_const(2).to_string(), "(-d0) floordiv 2");
    assert_eq!((&d0 - (d0.floor_div_const(4) * 4)).to_string(), "d0 mod 4");
    assert_eq!((&d0 * 128).floor_div_const(64).to_string(), "d0 * 2");
    assert_eq!((&d0 * 128).modulo_const(64).to_string(), "0");
    assert_eq!(d0.floor_div_const(0).to_string(), "d0 floordiv 0");
    assert_eq!(d0.modulo_const(-2).to_string(), "d0 mod -2");
    assert_eq!(
        AffineExpr::constant(7).floor_div_const(-2),
        AffineExpr::constant(-4)
    );
    assert_eq!(
        AffineExpr::constant(-5).ceil_div_const(-2),
        AffineExpr::constant(3)
    );
    assert_eq!(
        AffineExpr::constant(-7).modulo_const(2),
        AffineExpr::constant(1)
    );
    // Overflowing constant arithmetic is left unfolded.
    assert_eq!(
        (AffineExpr::constant(i64::MAX) + 1).to_string(),
        "9223372036854775807 + 1"
    );
    assert_eq!(
        AffineExpr::constant(i64::MIN)
            .floor_div_const(-1)
            .to_string(),
        "-9223372036854775808 floordiv -1"
    );
    // `x - v` is `x + (-v)`, wrapping like C++.
    assert_eq!((&d0 - i64::MIN).to_string(), "d0 - -9223372036854775808");
    // A product of two dim-dependent operands is kept as built.
    assert_eq!(d0.mul(&d1).to_string(), "d0 * d1");
    assert_eq!(
        AffineExpr::binary(AffineBinaryOp::Add, &d1, &AffineExpr::constant(-1)).to_string(),
        "d1 - 1"
    );
}

#[test]
fn expression_queries() {
    let m = parse_affine_map(
        "(d0, d1)[s0] -> (d0 * 4 + d1 * 8, (d0 * 6) mod 4, d0 * s0, s0 floordiv 2, 12)",
    )
    .unwrap();
    let r = m.results();
    assert_eq!(r[0].largest_known_divisor(), 4);
    assert!(r[0].is_multiple_of(2) && !r[0].is_multiple_of(8));
    assert_eq!(r[1].largest_known_divisor(), 2);
    assert!(r[0].is_pure_affine() && !r[2].is_pure_affine());
    assert!(r[3].is_symbolic_or_constant() && !r[2].is_symbolic_or_constant());
    assert!(r[2].is_function_of_dim(0) && !r[2].is_function_of_dim(1));
    assert!(r[2].is_function_of_symbol(0) && !r[0].is_function_of_symbol(0));
    assert_eq!(r[4].as_constant(), Some(12));
    assert_eq!(r[2].kind(), AffineExprKind::Mul);
    match r[0].view() {
        AffineExprView::Add(l, rr) => {
            assert_eq!(l.to_string(), "d0 * 4");
            assert_eq!(
                rr.as_binary().map(|(op, _, _)| op),
                Some(AffineBinaryOp::Mul)
            );
        }
        other => panic!("{other:?}"),
    }
    let mut leaves = Vec::new();
    r[0].walk(|e| leaves.push(e.to_string()));
    assert_eq!(
        leaves,
        ["d0", "4", "d0 * 4", "d1", "8", "d1 * 8", "d0 * 4 + d1 * 8"]
    );

    let e = r[0].replace_dims_and_symbols(&[AffineExpr::dim(1), AffineExpr::dim(1)], &[]);
    assert_eq!(e.to_string(), "d1 * 12");
    assert_eq!(r[0].shift_dims(2, 3, 1).to_string(), "d0 * 4 + d4 * 8");
    assert_eq!(r[2].shift_symbols(1, 2, 0).to_string(), "d0 * s2");
    assert_eq!(
        r[0].replace(&(AffineExpr::dim(0) * 4), &AffineExpr::symbol(0))
            .to_string(),
        "d1 * 8 + s0"
    );

    // Custom names, as used by syntaxes that print SSA values inline.
    let mut text = String::new();
    r[2].write_with(&mut text, &mut |out, pos, is_symbol| {
        use std::fmt::Write;
        write!(out, "%{}{pos}", if is_symbol { "sym" } else { "arg" })
    })
    .unwrap();
    assert_eq!(text, "%arg0 * %sym0");
}

#[test]
fn structural_equality_and_hashing() {
    let a = parse_affine_map("(i, j)[n] -> (i * 2 + j floordiv n, i mod 3)").unwrap();
    let b = parse_affine_map("(x, y)[m] -> (2 * x + y floordiv m, x mod 3)").unwrap();
    assert_eq!(a, b);
    let c = parse_affine_map("(x, y)[m] -> (2 * x + y floordiv m, x mod 4)").unwrap();
    assert_ne!(a, c);
    let set: HashSet<AffineMap> = [a.clone(), b, c].into_iter().collect();
    assert_eq!(set.len(), 2);
    // Same expressions, different counts: different maps.
    assert_ne!(a, AffineMap::new(3, 1, a.results().to_vec()));
    let e1 = AffineExpr::dim(0) + AffineExpr::symbol(0);
    let e2 = AffineExpr::symbol(0) + AffineExpr::dim(0);
    assert!(e1 == e2 && !e1.ptr_eq(&e2));
    assert_ne!(AffineExpr::dim(0), AffineExpr::symbol(0));
    assert_ne!(AffineExpr::constant(0), AffineExpr::dim(0));
}

#[test]
fn map_helpers() {
    let id = AffineMap::multi_dim_identity(3);
    assert_eq!(id.to_string(), "(d0, d1, d2) -> (d0, d1, d2)");
    assert!(id.is_identity() && id.is_permutation() && id.is_minor_identity());
    assert!(parse_affine_map("(d0, d1)[s0] -> (d0, d1)")
        .unwrap()
        .is_identity());
    assert!(!parse_affine_map("(d0, d1) -> (d1, d0)")
        .unwrap()
        .is_identity());
    let p = AffineMap::permutation(&[2, 0, 1]);
    assert_eq!(p.to_string(), "(d0, d1, d2) -> (d2, d0, d1)");
    assert!(p.is_permutation() && !p.is_identity());
    let proj = parse_affine_map("(d0, d1, d2) -> (d2, 0, d0)").unwrap();
    assert!(!proj.is_projected_permutation(false) && proj.is_projected_permutation(true));
    assert!(!proj.is_permutation());
    assert!(!parse_affine_map("(d0, d1) -> (d0, d0)")
        .unwrap()
        .is_projected_permutation(false));
    assert_eq!(
        AffineMap::minor_identity(3, 2).to_string(),
        "(d0, d1, d2) -> (d1, d2)"
    );
    assert!(AffineMap::minor_identity(3, 2).is_minor_identity());

    assert_eq!(AffineMap::empty().to_string(), "() -> ()");
    assert!(AffineMap::empty().is_empty());
    assert_eq!(
        AffineMap::zero_results(2, 1).to_string(),
        "(d0, d1)[s0] -> ()"
    );
    let c = AffineMap::constant_map(-5);
    assert_eq!(c.to_string(), "() -> (-5)");
    assert!(c.is_single_constant() && c.is_constant());
    assert_eq!(c.single_constant_result(), Some(-5));
    let cs = parse_affine_map("(d0) -> (1, -2, 3)").unwrap();
    assert_eq!(cs.constant_results(), Some(vec![1, -2, 3]));
    assert_eq!(id.constant_results(), None);
    assert_eq!(cs.sub_map(&[2, 0]).to_string(), "(d0) -> (3, 1)");
    assert!(id.is_function_of_dim(2) && !id.is_function_of_symbol(0));

    // compose: self(other(x)); symbols of self first, then other's.
    let f = parse_affine_map("(d0, d1)[s0] -> (d0 + d1 + s0)").unwrap();
    let g = parse_affine_map("(d0)[s0] -> (d0 * 2, d0 + s0)").unwrap();
    assert_eq!(
        f.compose(&g).to_string(),
        "(d0)[s0, s1] -> (d0 * 2 + d0 + s1 + s0)"
    );

    assert!(AffineMap::try_new(1, 0, vec![AffineExpr::dim(1)]).is_none());
    assert!(AffineMap::try_new(1, 0, vec![AffineExpr::symbol(0)]).is_none());
    assert!(AffineMap::try_new(2, 1, vec![AffineExpr::dim(1) + AffineExpr::symbol(0)]).is_some());
}

#[test]
fn set_helpers() {
    let e = IntegerSet::empty_set(1, 1);
    assert_eq!(e.to_string(), "(d0)[s0] : (1 == 0)");
    assert!(e.is_empty_integer_set());
    let s = parse_integer_set("(d0) : (d0 >= 0, d0 <= 9, d0 == 4)").unwrap();
    assert!(!s.is_empty_integer_set());
    assert_eq!(s.to_string(), "(d0) : (d0 >= 0, -d0 + 9 >= 0, d0 - 4 == 0)");
    assert_eq!(s.constraint(1).to_string(), "-d0 + 9");
    assert!(s.is_eq(2) && !s.is_eq(0));
    assert_eq!(s.eq_flags(), &[false, false, true]);
    assert_eq!(
        format!("{s:?}"),
        "affine_set<(d0) : (d0 >= 0, -d0 + 9 >= 0, d0 - 4 == 0)>"
    );
}

#[test]
fn nesting_limit() {
    let ok = format!("(d0) -> ({}d0{})", "(".repeat(900), ")".repeat(900));
    assert_eq!(parse_affine_map(&ok).unwrap().to_string(), "(d0) -> (d0)");
    let deep = format!("(d0) -> ({}d0{})", "(".repeat(100_000), ")".repeat(100_000));
    let e = parse_affine_map(&deep).unwrap_err();
    assert!(e.message.contains("nested too deeply"), "{e}");
    assert_eq!(e.offset, 9 + MAX_NESTING_DEPTH as usize);
    let negs = format!("(d0) -> ({}d0)", "- ".repeat(100_000));
    assert!(parse_affine_map(&negs)
        .unwrap_err()
        .message
        .contains("nested too deeply"));
    let negs = format!("(d0) -> ({}d0)", "-".repeat(998));
    assert_eq!(parse_affine_map(&negs).unwrap().to_string(), "(d0) -> (d0)");
}

/// Runs `f` on a thread with a small stack, so that any recursion over the
/// depth of an expression would overflow.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn long_chains_do_not_recurse() {
    on_small_stack(|| {
        // A left-deep sum parsed from text: one level per term.
        let n = 20_000;
        let terms: Vec<String> = (2..n).map(|k| format!("d0 floordiv {k}")).collect();
        let src = format!("(d0) -> ({})", terms.join(" + "));
        let m = parse_affine_map(&src).unwrap();
        let printed = m.to_string();
        assert_eq!(printed, src);
        let again = parse_affine_map(&printed).unwrap();
        assert_eq!(m, again);
        let mut set = HashSet::new();
        set.insert(m.clone());
        assert!(set.contains(&again));
        drop(m);
        drop(again);

        // A chain built through the API, alternating + and * by a symbol.
        let build = || {
            let mut e = AffineExpr::dim(0);
            for _ in 0..200_000 {
                e = (e + 1) * AffineExpr::symbol(0);
            }
            e
        };
        let (a, b) = (build(), build());
        assert!(a == b && !a.ptr_eq(&b));
        assert!(a != (b.clone() + 1));
        assert!(!a.is_pure_affine() && a.is_function_of_dim(0) && !a.is_function_of_dim(1));
        let text = a.to_string();
        assert!(text.starts_with("((((") && text.ends_with(" + 1) * s0"));
        let replaced = a.replace_dims(&[AffineExpr::symbol(1)]);
        assert!(replaced.is_symbolic_or_constant());
        let mut count = 0;
        a.walk(|_| count += 1);
        assert_eq!(count, 1 + 4 * 200_000);
        drop(a);
        drop(b);
        drop(replaced);
    });
}

#[test]
fn error_display() {
    let e = parse_affine_map("(d0) -> (x)").unwrap_err();
    assert_eq!(e.to_string(), "use of undeclared identifier (at byte 9)");
    let _: &dyn std::error::Error = &e;
}

/// `(kind, text inside affine_map<>/affine_set<>, mlir-opt 19.1.7 output)`.
#[rustfmt::skip]
const VALID: &[(char, &str, &str)] = &[
    ('M', "(d0) -> (d0 + d0)", "(d0) -> (d0 * 2)"),
    ('M', "(d0) -> (d0 * 2 + d0 floordiv 1)", "(d0) -> (d0 * 3)"),
    ('M', "(d0) -> (d0 - d0)", "(d0) -> (0)"),
    ('M', "()[s0, s1] -> (s0 * s1)", "()[s0, s1] -> (s0 * s1)"),
    ('M', "(d0) -> ((d0 + 1) * 2)", "(d0) -> ((d0 + 1) * 2)"),
    ('M', "(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)", "(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)"),
    ('M', "(i, j)[N] -> (i + N)", "(d0, d1)[s0] -> (d0 + s0)"),
    ('M', "(d0) -> ()", "(d0) -> ()"),
    ('M', "()[s0] -> (s0)", "()[s0] -> (s0)"),
    ('M', "() -> (0)", "() -> (0)"),
    ('M', "() -> ()", "() -> ()"),
    ('M', "(d0)[] -> (d0)", "(d0) -> (d0)"),
    ('M', "(d0, d1) -> (d0 - d1)", "(d0, d1) -> (d0 - d1)"),
    ('M', "(d0, d1) -> (d0 - d1 * 2)", "(d0, d1) -> (d0 - d1 * 2)"),
    ('M', "(d0, d1, d2) -> (d0 - (d1 + d2))", "(d0, d1, d2) -> (d0 - (d1 + d2))"),
    ('M', "(d0) -> (-d0)", "(d0) -> (-d0)"),
    ('M', "(d0) -> (-(d0 + 1))", "(d0) -> (-(d0 + 1))"),
    ('M', "(d0) -> (-(d0 floordiv 2))", "(d0) -> (-(d0 floordiv 2))"),
    ('M', "(d0)[s0] -> (s0 * -1)", "(d0)[s0] -> (-s0)"),
    ('M', "(d0)[s0] -> (s0 * -3)", "(d0)[s0] -> (s0 * -3)"),
    ('M', "(d0)[s0] -> (d0 * s0 * -1)", "(d0)[s0] -> (-(d0 * s0))"),
    ('M', "(d0)[s0] -> (d0 - d0 * s0)", "(d0)[s0] -> (d0 - d0 * s0)"),
    ('M', "(d0) -> (d0 * 0)", "(d0) -> (0)"),
    ('M', "(d0) -> (d0 floordiv 0)", "(d0) -> (d0 floordiv 0)"),
    ('M', "(d0) -> (d0 mod 0)", "(d0) -> (d0 mod 0)"),
    ('M', "(d0) -> (d0 ceildiv 0)", "(d0) -> (d0 ceildiv 0)"),
    ('M', "(d0) -> (d0 floordiv -2)", "(d0) -> (d0 floordiv -2)"),
    ('M', "(d0) -> (d0 mod -2)", "(d0) -> (d0 mod -2)"),
    ('M', "(d0) -> (d0 ceildiv -1)", "(d0) -> (d0 ceildiv -1)"),
    ('M', "(d0) -> (7 floordiv -2)", "(d0) -> (-4)"),
    ('M', "(d0) -> (-7 floordiv 2, -7 ceildiv 2, -7 mod 2, 7 floordiv 2, 7 ceildiv 2, 7 mod 2)", "(d0) -> (-4, -3, 1, 3, 4, 1)"),
    ('M', "(d0) -> (0x10 + d0)", "(d0) -> (d0 + 16)"),
    ('M', "(d0) -> (d0 + 0x7fffffffffffffff)", "(d0) -> (d0 + 9223372036854775807)"),
    ('M', "(d0) -> (9223372036854775807 + 1)", "(d0) -> (9223372036854775807 + 1)"),
    ('M', "(d0) -> (d0 - 9223372036854775807 - 1)", "(d0) -> (d0 - -9223372036854775808)"),
    ('M', "(d0) -> (d0 * 9223372036854775807 * 2)", "(d0) -> (d0 * -2)"),
    ('M', "(d0) -> (d0 - 9223372036854775807 * 2)", "(d0) -> (d0 - 9223372036854775807 * 2)"),
    ('M', "(d0, d1) -> (d0 - d1 * 9223372036854775807 - d1)", "(d0, d1) -> (d0 - d1 * 9223372036854775807 - d1)"),
    ('M', "(d0) -> (9223372036854775807 * 9223372036854775807)", "(d0) -> (9223372036854775807 * 9223372036854775807)"),
    ('M', "(d0) -> (d0 + (d0 floordiv 4 - 4))", "(d0) -> (d0 + d0 floordiv 4 - 4)"),
    ('M', "(d0) -> (d0 - (d0 floordiv 4) * 4)", "(d0) -> (d0 mod 4)"),
    ('M', "(d0) -> (d0 - 4 * (d0 floordiv 4))", "(d0) -> (d0 mod 4)"),
    ('M', "(d0)[s0] -> (d0 - (d0 floordiv s0) * s0)", "(d0)[s0] -> (d0 mod s0)"),
    ('M', "(d0)[s0] -> (d0 - s0 * (d0 floordiv s0))", "(d0)[s0] -> (d0 mod s0)"),
    ('M', "(d0)[s0] -> (d0 + (d0 floordiv s0) * -s0)", "(d0)[s0] -> (d0 mod s0)"),
    ('M', "(d0)[s0] -> (d0 + (d0 floordiv s0) * (s0 * -1))", "(d0)[s0] -> (d0 mod s0)"),
    ('M', "(d0) -> (d0 + (d0 floordiv 4) * -4)", "(d0) -> (d0 mod 4)"),
    ('M', "(d0) -> (d0 + (d0 floordiv 4) * -3)", "(d0) -> (d0 - (d0 floordiv 4) * 3)"),
    ('M', "(d0) -> ((((d0 * 4) mod 8) floordiv 2) mod 2)", "(d0) -> (0)"),
    ('M', "(d0) -> (((d0 * 4) mod 8) floordiv 2)", "(d0) -> (((d0 * 4) mod 8) floordiv 2)"),
    ('M', "(d0) -> ((d0 * 6) ceildiv 3, (d0 * 6) floordiv 4, (d0 * 6) mod 4, (d0 * 6) mod 3)", "(d0) -> (d0 * 2, (d0 * 6) floordiv 4, (d0 * 6) mod 4, 0)"),
    ('M', "(d0, d1) -> ((d0 * 4 + d1) floordiv 2, (d0 * 4 + d1) mod 2, (d0 * 4 + d1) ceildiv 2)", "(d0, d1) -> (d0 * 2 + d1 floordiv 2, d1 mod 2, (d0 * 4 + d1) ceildiv 2)"),
    ('M', "(d0, d1) -> ((d0 + d1 * 4) floordiv 2, (d0 + d1 * 4) mod 2, (d0 + d1 * 4) ceildiv 2)", "(d0, d1) -> (d0 floordiv 2 + d1 * 2, d0 mod 2, (d0 + d1 * 4) ceildiv 2)"),
    ('M', "(d0) -> ((d0 mod 8) mod 4, (d0 mod 4) mod 8, (d0 mod -8) mod 4)", "(d0) -> (d0 mod 4, (d0 mod 4) mod 8, (d0 mod -8) mod 4)"),
    ('M', "(d0)[s0] -> ((d0 * s0) mod s0, (d0 * s0) floordiv s0)", "(d0)[s0] -> ((d0 * s0) mod s0, (d0 * s0) floordiv s0)"),
    ('M', "(d0)[s0, s1] -> (s0 * s1 * d0, d0 * s1 * s0, s1 * (s0 * d0), (d0 * 2) * s0, s0 * (d0 * 2))", "(d0)[s0, s1] -> (d0 * (s0 * s1), (d0 * s1) * s0, (d0 * s0) * s1, (d0 * s0) * 2, (d0 * s0) * 2)"),
    ('M', "(d0)[s0] -> ((d0 * 2) * 3, 2 * (3 * d0), (2 * d0) * (3 * s0))", "(d0)[s0] -> (d0 * 6, d0 * 6, (d0 * (s0 * 3)) * 2)"),
    ('M', "(d0, d1) -> (d0 + 2 + d1, (d0 + 2) + (d1 + 3), d0 + 2 + 3)", "(d0, d1) -> (d0 + d1 + 2, d0 + d1 + 3 + 2, d0 + 5)"),
    ('M', "(d0)[s0] -> (s0 + d0, 1 + s0, s0 + 1, 1 + s0 + d0, d0 + 1 + s0)", "(d0)[s0] -> (d0 + s0, s0 + 1, s0 + 1, d0 + s0 + 1, d0 + s0 + 1)"),
    ('M', "(d0, d1) -> (d0 * 2 + d0 * 3, d0 * 2 - d0 * 2, d0 + d0 * -1, d1 * 3 + d1)", "(d0, d1) -> (d0 * 5, 0, 0, d1 * 4)"),
    ('M', "(d0) -> ((d0 + 1) floordiv 2, (d0 - 1) ceildiv 2, (d0 * 3) mod 2)", "(d0) -> ((d0 + 1) floordiv 2, (d0 - 1) ceildiv 2, (d0 * 3) mod 2)"),
    ('M', "(d0) -> ((d0 floordiv 2) * 2, (d0 floordiv 2) * -2, d0 floordiv 2 * 3)", "(d0) -> ((d0 floordiv 2) * 2, (d0 floordiv 2) * -2, (d0 floordiv 2) * 3)"),
    ('M', "(i, j) -> (i, j)", "(d0, d1) -> (d0, d1)"),
    ('M', "(i, j)[s0] -> (i, j)", "(d0, d1)[s0] -> (d0, d1)"),
    ('M', "(mod)[floordiv] -> (mod mod floordiv)", "(d0)[s0] -> (d0 mod s0)"),
    ('M', "(i32, f32)[index] -> (i32 * index + f32)", "(d0, d1)[s0] -> (d0 * s0 + d1)"),
    ('M', "(x.y, _z)[a$b] -> (x.y + _z * a$b)", "(d0, d1)[s0] -> (d0 + d1 * s0)"),
    ('M', "(ceildiv) -> (ceildiv ceildiv 2)", "(d0) -> (d0 ceildiv 2)"),
    ('M', "(d0, d1) -> (d0 // comment\n + d1)", "(d0, d1) -> (d0 + d1)"),
    ('M', "(d0)\n -> (d0)", "(d0) -> (d0)"),
    ('M', "(d0) -> (-(-(-d0)))", "(d0) -> (-d0)"),
    ('M', "(d0) -> (- - d0)", "(d0) -> (d0)"),
    ('M', "(d0) -> (-2 * d0)", "(d0) -> (d0 * -2)"),
    ('M', "(d0) -> (d0 * -2 * -3)", "(d0) -> (d0 * 6)"),
    ('M', "(d0, d1) -> (d0 floordiv 2 floordiv 3, d0 ceildiv 2 ceildiv 3, d0 mod 6 mod 4)", "(d0, d1) -> ((d0 floordiv 2) floordiv 3, (d0 ceildiv 2) ceildiv 3, (d0 mod 6) mod 4)"),
    ('M', "(d0)[s0] -> (d0 floordiv s0 floordiv 2, (d0 + s0) mod s0)", "(d0)[s0] -> ((d0 floordiv s0) floordiv 2, (d0 + s0) mod s0)"),
    ('M', "(d0, d1)[s0, s1] -> (d0 * s0 + d1 * s1, (d0 + d1) * s0, (d0 * s0) floordiv s1)", "(d0, d1)[s0, s1] -> (d0 * s0 + d1 * s1, (d0 + d1) * s0, (d0 * s0) floordiv s1)"),
    ('M', "(d0)[s0] -> (s0 floordiv 2, s0 mod 3, s0 ceildiv 4, (s0 + 1) floordiv (s0 + 2))", "(d0)[s0] -> (s0 floordiv 2, s0 mod 3, s0 ceildiv 4, (s0 + 1) floordiv (s0 + 2))"),
    ('M', "(d0)[s0] -> (d0 + s0 * s0, s0 * s0 * d0, -s0)", "(d0)[s0] -> (d0 + s0 * s0, d0 * (s0 * s0), -s0)"),
    ('M', "(d0) -> (d0 * 1, d0 floordiv 1, d0 ceildiv 1, d0 mod 1)", "(d0) -> (d0, d0, d0, 0)"),
    ('S', "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)", "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)"),
    ('S', "(d0) : ()", "(d0) : (0 == 0)"),
    ('S', "() : (0 == 0)", "() : (0 == 0)"),
    ('S', "(d0) : (1 == 0)", "(d0) : (1 == 0)"),
    ('S', "(d0, d1)[s0] : (d0 <= d1, d0 >= s0, d0 + d1 == s0 * 2)", "(d0, d1)[s0] : (d1 - d0 >= 0, d0 - s0 >= 0, d0 + d1 - s0 * 2 == 0)"),
    ('S', "(i)[N] : (i >= 0, -i + N - 1 >= 0)", "(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)"),
    ('S', "(d0) : (d0 > = 0)", "(d0) : (d0 >= 0)"),
    ('S', "(d0) : (d0 = = 0)", "(d0) : (d0 == 0)"),
    ('S', "(d0)[s0] : (d0 floordiv 2 - s0 >= 0)", "(d0)[s0] : (d0 floordiv 2 - s0 >= 0)"),
    ('S', "(d0) : (d0 * 2 - 4 >= 0, d0 - 2 <= d0 * 3)", "(d0) : (d0 * 2 - 4 >= 0, d0 * 3 - (d0 - 2) >= 0)"),
    ('S', "() : ()", "() : (0 == 0)"),
    ('M', "(d0) -> (d0 + (d0 floordiv 4) mod -4, d0 + (d0 floordiv 4) floordiv -4, d0 + (d0 floordiv 4) ceildiv -4)", "(d0) -> (d0 + (d0 floordiv 4) mod -4, d0 + (d0 floordiv 4) floordiv -4, d0 + (d0 floordiv 4) ceildiv -4)"),
    ('M', "(d0) -> (d0 + (d0 floordiv 4) * (0 - 4), d0 + -4 * (d0 floordiv 4), d0 - (d0 floordiv -4) * -4)", "(d0) -> (d0 mod 4, d0 mod 4, d0 mod -4)"),
    ('M', "(d0) -> ((-9223372036854775807 - 1) floordiv -1, (-9223372036854775807 - 1) ceildiv -1, (-9223372036854775807 - 1) mod 3, (-9223372036854775807 - 1) floordiv 1, (-9223372036854775807 - 1) * -1, (-9223372036854775807 - 1) + -1, (-9223372036854775807 - 1) - 1)", "(d0) -> (-9223372036854775808 floordiv -1, -9223372036854775808 ceildiv -1, 1, -9223372036854775808, --9223372036854775808, -9223372036854775808 - 1, -9223372036854775808 - 1)"),
    ('M', "(d0) -> (d0 floordiv -1, d0 ceildiv -1, (d0 * 2 + 4) floordiv -2, (d0 + 4) ceildiv -2)", "(d0) -> (d0 floordiv -1, d0 ceildiv -1, -d0 - 2, (d0 + 4) ceildiv -2)"),
    ('M', "(d0, d1) -> ((d0 * 3 + d1 * 6) floordiv -3, (d0 * 3 + d1 * 6) ceildiv -3, (d0 * 3 + d1 * 6) mod 3)", "(d0, d1) -> (-d0 - d1 * 2, (d0 * 3 + d1 * 6) ceildiv -3, 0)"),
    ('M', "(d0) -> (((d0 * -4) mod 8) floordiv -2 mod 2, ((d0 * -4) mod 8) ceildiv -2 mod 2)", "(d0) -> (0, 0)"),
    ('M', "(d0) -> (d0 * 9223372036854775807 + d0, (d0 + 1) + 9223372036854775807, d0 * (-9223372036854775807 - 1))", "(d0) -> (d0 * -9223372036854775808, d0 - -9223372036854775808, d0 * -9223372036854775808)"),
    ('M', "(d0)[s0] -> (s0 * 9223372036854775807 * 9223372036854775807, -((-9223372036854775807 - 1)), (-9223372036854775807 - 1) * d0 * -1)", "(d0)[s0] -> (s0, --9223372036854775808, d0 * -9223372036854775808)"),
    ('M', "(d0) -> ((-9223372036854775807 - 1) floordiv 2, (-9223372036854775807 - 1) ceildiv 2, (-9223372036854775807 - 1) mod 2, (-9223372036854775807 - 1) mod 9223372036854775807)", "(d0) -> (-4611686018427387904, -4611686018427387904, 0, 9223372036854775806)"),
    ('M', "(d0) -> (9223372036854775807 * 2 * d0, d0 * (9223372036854775807 * 2))", "(d0) -> (d0 * (9223372036854775807 * 2), d0 * (9223372036854775807 * 2))"),
    ('M', "(d0) -> (-9223372036854775807 floordiv -9223372036854775807, 5 floordiv 9223372036854775807, -5 ceildiv 9223372036854775807)", "(d0) -> (1, 0, 0)"),
    ('M', "(d0)[s0] -> ((s0 * -1) floordiv -1, (s0 * 4) floordiv s0, s0 floordiv s0)", "(d0)[s0] -> (s0, (s0 * 4) floordiv s0, s0 floordiv s0)"),
    ('M', "(d0)[s0] -> ((d0 * s0 * 2) floordiv 2, (d0 * s0 * 4) mod 2, (d0 * s0 * 4) floordiv 3)", "(d0)[s0] -> (d0 * s0, 0, ((d0 * s0) * 4) floordiv 3)"),
    ('M', "(d0)[s0, s1] -> (d0 * s0 + d0 * s0, s0 * s1 + s1 * s0, d0 * s0 - d0 * s0)", "(d0)[s0, s1] -> ((d0 * s0) * 2, s0 * s1 + s1 * s0, 0)"),
    ('M', "(d0, d1) -> ((d0 + d1) * 2 + (d0 + d1) * 3, (d0 + d1) - (d0 + d1), (d0 floordiv 2) * 3 - (d0 floordiv 2) * 3)", "(d0, d1) -> ((d0 + d1) * 5, 0, 0)"),
    ('M', "(d0, d1) -> ((d0 + d1) - ((d0 + d1) floordiv 8) * 8, (d0 * 2) - ((d0 * 2) floordiv 8) * 8)", "(d0, d1) -> ((d0 + d1) mod 8, (d0 * 2) mod 8)"),
    ('M', "(d0, d1) -> (d0 - (d1 floordiv 8) * 8, (d0 floordiv 8) * -8 + d0)", "(d0, d1) -> (d0 - (d1 floordiv 8) * 8, (d0 floordiv 8) * -8 + d0)"),
    ('M', "(d0) -> (d0 mod 4 mod 2, d0 mod 2 mod 4, (d0 mod 6) mod 3, (d0 mod 6) mod 4)", "(d0) -> (d0 mod 2, (d0 mod 2) mod 4, d0 mod 3, (d0 mod 6) mod 4)"),
    ('M', "(d0) -> ((d0 * 4 + 2) mod 2, (d0 * 4 + 2) floordiv 2, (d0 * 4 + 2) ceildiv 2, (d0 * 4 + 3) mod 2)", "(d0) -> (0, d0 * 2 + 1, (d0 * 4 + 2) ceildiv 2, 1)"),
    ('M', "(d0) -> ((d0 * 4 + 3) floordiv 2, (d0 * 4 + 3) mod 4, (2 + d0 * 4) mod 4)", "(d0) -> (d0 * 2 + 1, 3, 2)"),
    ('M', "(d0, d1) -> ((d0 * 4) * (d1 * 0), d0 * 0 + d1, 0 * d0, (d0 + d1) * 0)", "(d0, d1) -> (0, d1, 0, 0)"),
    ('M', "(d0)[s0] -> (s0 * (d0 + 1), (d0 + 1) * s0 * 2, s0 * 2 * (d0 + 1))", "(d0)[s0] -> ((d0 + 1) * s0, ((d0 + 1) * s0) * 2, (d0 + 1) * (s0 * 2))"),
    ('M', "(d0)[s0] -> ((s0 + 1) * (d0 + 1), (s0 * 2) * (d0 * 3))", "(d0)[s0] -> ((d0 + 1) * (s0 + 1), (d0 * (s0 * 2)) * 3)"),
    ('M', "(d0)[s0] -> (s0 + d0 * 2 + s0 * 3, 3 + s0 + d0 + 4)", "(d0)[s0] -> (d0 * 2 + s0 + s0 * 3, d0 + s0 + 3 + 4)"),
    ('M', "(d0) -> (d0 - -1, d0 - -d0, -d0 - -d0, -(-d0))", "(d0) -> (d0 + 1, d0 * 2, 0, d0)"),
    ('M', "(d0) -> (- (d0) * 2, -(d0 * 2), -2 * -d0)", "(d0) -> (d0 * -2, d0 * -2, d0 * 2)"),
    ('M', "(d0, d1, d2) -> (d0 - (d1 - d2), d0 - (d1 * 2 + d2), d0 - d1 floordiv 2, d0 - (d1 mod 2) * 3)", "(d0, d1, d2) -> (d0 - (d1 - d2), d0 - (d1 * 2 + d2), d0 - d1 floordiv 2, d0 - (d1 mod 2) * 3)"),
    ('M', "(d0, d1) -> (d0 + d1 * -1 * -1, d0 + (d1 * -1) * 2, d0 + d1 floordiv 2 * -1)", "(d0, d1) -> (d0 + d1, d0 - d1 * 2, d0 - d1 floordiv 2)"),
    ('M', "(d0, d1) -> ((d0 - d1) floordiv 2, (d0 - 1) * 2, -(d0 - 1) * 2, (d0 - d1) * -1)", "(d0, d1) -> ((d0 - d1) floordiv 2, (d0 - 1) * 2, (d0 - 1) * -2, -(d0 - d1))"),
    ('M', "(d0, d1) -> (d0 + (d1 + 2) * -1, d0 + (d1 + d0) * -1, d0 + (d1 + d0) * -3)", "(d0, d1) -> (d0 - (d1 + 2), d0 - (d1 + d0), d0 - (d1 + d0) * 3)"),
    ('M', "(d0) -> (0x0, 0x7FFFFFFFFFFFFFFF, 0xa + d0, 0x00010)", "(d0) -> (0, 9223372036854775807, d0 + 10, 16)"),
    ('M', "(d0) -> (00012 + d0, 0 + d0, 0 * d0, 0)", "(d0) -> (d0 + 12, d0, 0, 0)"),
    ('M', "( d0 , d1 ) [ s0 ] -> ( d0 + s0 , d1 )", "(d0, d1)[s0] -> (d0 + s0, d1)"),
    ('M', "(d0)\t->\t(d0\t+\t1)", "(d0) -> (d0 + 1)"),
    ('M', "(d0) -> (d0 +\n\n 1)", "(d0) -> (d0 + 1)"),
    ('M', "(d0) -> (d0 + // c1\n// c2\n 1)", "(d0) -> (d0 + 1)"),
    ('S', "(d0)[s0] : (d0 >= s0, s0 >= d0, d0 <= s0, s0 <= d0, d0 == s0, s0 == d0)", "(d0)[s0] : (d0 - s0 >= 0, -d0 + s0 >= 0, -d0 + s0 >= 0, d0 - s0 >= 0, d0 - s0 == 0, -d0 + s0 == 0)"),
    ('S', "(d0, d1) : (d0 floordiv 2 >= d1 mod 3, d0 * 2 + 1 == d1 - 1, -d0 <= -d1)", "(d0, d1) : (d0 floordiv 2 - d1 mod 3 >= 0, d0 * 2 - (d1 - 1) + 1 == 0, -d1 + d0 >= 0)"),
    ('S', "(d0)[s0] : (d0 * s0 >= 0, d0 mod s0 == 0, s0 - 1 >= 0)", "(d0)[s0] : (d0 * s0 >= 0, d0 mod s0 == 0, s0 - 1 >= 0)"),
    ('S', "(d0) : (0 >= 0, 1 >= 0, -1 >= 0, 0 == 0, 1 == 0)", "(d0) : (0 >= 0, 1 >= 0, -1 >= 0, 0 == 0, 1 == 0)"),
    ('S', "(d0) : (d0 >= 9223372036854775807, d0 <= (-9223372036854775807 - 1))", "(d0) : (d0 - 9223372036854775807 >= 0, -d0 - -9223372036854775808 >= 0)"),
    ('S', "(d0)[s0] : (d0 >= s0 floordiv 2, d0 == (d0 floordiv 4) * 4)", "(d0)[s0] : (d0 - s0 floordiv 2 >= 0, d0 mod 4 == 0)"),
    ('S', "(d0) : (d0 < = 0)", "(d0) : (-d0 >= 0)"),
    ('M', "(d0, d1)[s0, s1] -> (3 * -12 - s0 * (3 * -12 floordiv s0))", "(d0, d1)[s0, s1] -> (-(s0 * (-36 floordiv s0)) - 36)"),
    ('M', "(d0, d1)[s0, s1] -> (((5) * 8) floordiv 8)", "(d0, d1)[s0, s1] -> (5)"),
    ('M', "(d0, d1)[s0, s1] -> ((d0) mod 8 mod 8)", "(d0, d1)[s0, s1] -> (d0 mod 8)"),
    ('M', "(d0, d1)[s0, s1] -> ((d0 * 3) * s0 + (d0 * 3) * s0)", "(d0, d1)[s0, s1] -> ((d0 * s0) * 6)"),
    ('M', "(d0, d1)[s0, s1] -> ((d0 - 0) * (s0 * 2) + (d0 - 0) * (s0 * 2))", "(d0, d1)[s0, s1] -> ((d0 * (s0 * 2)) * 2)"),
    ('M', "(d0, d1)[s0, s1] -> (((d1) * 4 + 8) floordiv 4)", "(d0, d1)[s0, s1] -> (d1 + 2)"),
    ('M', "(d0, d1)[s0, s1] -> ((((d1) floordiv s0)) * -4 + (((d1) floordiv s0)) * -4)", "(d0, d1)[s0, s1] -> ((d1 floordiv s0) * -8)"),
    ('M', "(d0, d1)[s0, s1] -> ((12 + s1) * 2 + (12 + s1) * 3)", "(d0, d1)[s0, s1] -> ((s1 + 12) * 5)"),
    ('M', "(d0, d1)[s0, s1] -> (((12) * 4 + 8) ceildiv -4)", "(d0, d1)[s0, s1] -> (-14)"),
    ('M', "(d0, d1)[s0, s1] -> (((776337) * 4 + 8) mod 4)", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> (-2 - 3 * (-2 floordiv 3))", "(d0, d1)[s0, s1] -> (1)"),
    ('M', "(d0, d1)[s0, s1] -> (4 + (4 floordiv 3) * (-3))", "(d0, d1)[s0, s1] -> (1)"),
    ('M', "(d0, d1)[s0, s1] -> (((d1) floordiv 6) - ((d1) floordiv 6))", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> (3 - (3 floordiv 2) * 2)", "(d0, d1)[s0, s1] -> (1)"),
    ('M', "(d0, d1)[s0, s1] -> (((-d1) * 4 + 8) ceildiv -4)", "(d0, d1)[s0, s1] -> ((d1 * -4 + 8) ceildiv -4)"),
    ('M', "(d0, d1)[s0, s1] -> (((-d0 + 12 - 1 * d1 + s1) * s0) floordiv s0)", "(d0, d1)[s0, s1] -> (((-d0 - d1 + s1 + 12) * s0) floordiv s0)"),
    ('M', "(d0, d1)[s0, s1] -> ((d1) - (d1))", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> ((s1) * 8 + (s1) * 8)", "(d0, d1)[s0, s1] -> (s1 * 16)"),
    ('M', "(d0, d1)[s0, s1] -> (((0 ceildiv 16) * 4 + 8) ceildiv -4)", "(d0, d1)[s0, s1] -> (-2)"),
    ('M', "(d0, d1)[s0, s1] -> ((4 ceildiv 4) * -4 + (4 ceildiv 4) * -4)", "(d0, d1)[s0, s1] -> (-8)"),
    ('M', "(d0, d1)[s0, s1] -> (((s1) * 4 + 8) floordiv 4)", "(d0, d1)[s0, s1] -> (s1 + 2)"),
    ('M', "(d0, d1)[s0, s1] -> (((5) + 0 ceildiv 2) mod 3 mod 3)", "(d0, d1)[s0, s1] -> (2)"),
    ('M', "(d0, d1)[s0, s1] -> (-(-3) - -(-3))", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> (s0 - (s0 floordiv 4) * 4)", "(d0, d1)[s0, s1] -> (s0 mod 4)"),
    ('M', "(d0, d1)[s0, s1] -> ((12 floordiv 8) * (s0 * 2) + (12 floordiv 8) * (s0 * 2))", "(d0, d1)[s0, s1] -> (s0 * 4)"),
    ('M', "(d0, d1)[s0, s1] -> (((s0) * 4 + 8) floordiv 4)", "(d0, d1)[s0, s1] -> (s0 + 2)"),
    ('M', "(d0, d1)[s0, s1] -> (((7 floordiv s0) * 4 + 8) floordiv 4)", "(d0, d1)[s0, s1] -> (7 floordiv s0 + 2)"),
    ('M', "(d0, d1)[s0, s1] -> (0 - (0 floordiv (s0 * 2)) * (s0 * 2))", "(d0, d1)[s0, s1] -> (-((0 floordiv (s0 * 2)) * (s0 * 2)))"),
    ('M', "(d0, d1)[s0, s1] -> ((d1 + 1) + (d1 + 2))", "(d0, d1)[s0, s1] -> (d1 + d1 + 2 + 1)"),
    ('M', "(d0, d1)[s0, s1] -> ((8) * 2 + (8) * 3)", "(d0, d1)[s0, s1] -> (40)"),
    ('M', "(d0, d1)[s0, s1] -> ((128) mod -4 mod -4)", "(d0, d1)[s0, s1] -> ((128 mod -4) mod -4)"),
    ('M', "(d0, d1)[s0, s1] -> (((0) * 4 + 8) ceildiv -4)", "(d0, d1)[s0, s1] -> (-2)"),
    ('M', "(d0, d1)[s0, s1] -> ((d0 - d1 + -d1) mod 4 mod 4)", "(d0, d1)[s0, s1] -> ((d0 - d1 - d1) mod 4)"),
    ('M', "(d0, d1)[s0, s1] -> (((16) * s0) floordiv s0)", "(d0, d1)[s0, s1] -> ((s0 * 16) floordiv s0)"),
    ('M', "(d0, d1)[s0, s1] -> (((8) * 4 + 8) floordiv 4)", "(d0, d1)[s0, s1] -> (10)"),
    ('M', "(d0, d1)[s0, s1] -> ((8 * 12 ceildiv 4 - 2 * (3)) mod (s0 * 2) mod (s0 * 2))", "(d0, d1)[s0, s1] -> ((18 mod (s0 * 2)) mod (s0 * 2))"),
    ('M', "(d0, d1)[s0, s1] -> ((s1 floordiv (s0 + 1)) * -(s0 + 1) + s1)", "(d0, d1)[s0, s1] -> ((s1 floordiv (s0 + 1)) * (-(s0 + 1)) + s1)"),
    ('M', "(d0, d1)[s0, s1] -> ((7) * -1 * -1)", "(d0, d1)[s0, s1] -> (7)"),
    ('M', "(d0, d1)[s0, s1] -> ((5 floordiv 8 floordiv s0 mod s0) * 8 + (5 floordiv 8 floordiv s0 mod s0) * 8)", "(d0, d1)[s0, s1] -> (((0 floordiv s0) mod s0) * 16)"),
    ('M', "(d0, d1)[s0, s1] -> (((16 - 8 - (7) - d0) * 4 + 8) floordiv 4)", "(d0, d1)[s0, s1] -> (-d0 + 3)"),
    ('M', "(d0, d1)[s0, s1] -> ((12) * -1 * -1)", "(d0, d1)[s0, s1] -> (12)"),
    ('M', "(d0, d1)[s0, s1] -> ((d0 * (-1) * 8 + 1) + (d0 * (-1) * 8 + 2))", "(d0, d1)[s0, s1] -> (d0 * -8 + d0 * -8 + 2 + 1)"),
    ('M', "(d0, d1)[s0, s1] -> (((d1 mod 1) * 4 + 8) mod 4)", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> ((16 floordiv (55109)) mod 2 mod 2)", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> (((12 * 2)) - 3 * (((12 * 2)) floordiv 3))", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> ((((d1)) * 4 + 8) floordiv 4)", "(d0, d1)[s0, s1] -> (d1 + 2)"),
    ('M', "(d0, d1)[s0, s1] -> (d0 ceildiv 8 - (d0 ceildiv 8 floordiv s0) * s0)", "(d0, d1)[s0, s1] -> ((d0 ceildiv 8) mod s0)"),
    ('M', "(d0, d1)[s0, s1] -> ((d0 + 1) + (d0 + 2))", "(d0, d1)[s0, s1] -> (d0 + d0 + 2 + 1)"),
    ('M', "(d0, d1)[s0, s1] -> (((7) * 4 + 8) mod 4)", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> ((s0 + (d0)) mod -4 mod -4)", "(d0, d1)[s0, s1] -> (((d0 + s0) mod -4) mod -4)"),
    ('M', "(d0, d1)[s0, s1] -> ((12 floordiv 4) * -4 + 12)", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> (-(s0 ceildiv s1 + 64) - -(s0 ceildiv s1 + 64))", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> (-(3) - -(3))", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> ((--0 floordiv 3) mod -4 mod -4)", "(d0, d1)[s0, s1] -> ((0 mod -4) mod -4)"),
    ('M', "(d0, d1)[s0, s1] -> (((s0 + (d1)) * 4 + 8) mod 4)", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> (((d1) * 4 + 8) mod 4)", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> (((d1)) mod 2 mod 2)", "(d0, d1)[s0, s1] -> (d1 mod 2)"),
    ('M', "(d0, d1)[s0, s1] -> (((3) * 4 + 8) floordiv 4)", "(d0, d1)[s0, s1] -> (5)"),
    ('M', "(d0, d1)[s0, s1] -> (-(64) - -(64))", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> (d1 + (d1 floordiv (s0 + 1)) * (-(s0 + 1)))", "(d0, d1)[s0, s1] -> (d1 mod (s0 + 1))"),
    ('M', "(d0, d1)[s0, s1] -> (d1 - (d1 floordiv s0) * s0)", "(d0, d1)[s0, s1] -> (d1 mod s0)"),
    ('M', "(d0, d1)[s0, s1] -> (272202 + 16 - d1 - (s0 + 1) * (272202 + 16 - d1 floordiv (s0 + 1)))", "(d0, d1)[s0, s1] -> (-d1 - (-(d1 floordiv (s0 + 1)) + 272218) * (s0 + 1) + 272218)"),
    ('M', "(d0, d1)[s0, s1] -> (((5) * (s0 + 1)) floordiv (s0 + 1))", "(d0, d1)[s0, s1] -> (((s0 + 1) * 5) floordiv (s0 + 1))"),
    ('M', "(d0, d1)[s0, s1] -> (((d1)) * 3 + ((d1)) * 3)", "(d0, d1)[s0, s1] -> (d1 * 6)"),
    ('M', "(d0, d1)[s0, s1] -> (8 * d0 + 4 mod 2 - 3 * (8 * d0 + 4 mod 2 floordiv 3))", "(d0, d1)[s0, s1] -> (d0 * -16)"),
    ('M', "(d0, d1)[s0, s1] -> ((d1) * 8 + (d1) * 8)", "(d0, d1)[s0, s1] -> (d1 * 16)"),
    ('M', "(d0, d1)[s0, s1] -> (((s0) * 8) floordiv 8)", "(d0, d1)[s0, s1] -> (s0)"),
    ('M', "(d0, d1)[s0, s1] -> ((16 floordiv (s0 * 2)) * -(s0 * 2) + 16)", "(d0, d1)[s0, s1] -> ((16 floordiv (s0 * 2)) * (s0 * -2) + 16)"),
    ('M', "(d0, d1)[s0, s1] -> (d0 floordiv 2 - (d0 floordiv 2 floordiv 8) * 8)", "(d0, d1)[s0, s1] -> ((d0 floordiv 2) mod 8)"),
    ('M', "(d0, d1)[s0, s1] -> (((s0) * 4 + 8) ceildiv -4)", "(d0, d1)[s0, s1] -> ((s0 * 4 + 8) ceildiv -4)"),
    ('M', "(d0, d1)[s0, s1] -> ((5 floordiv 16 * s1) * 2 + (5 floordiv 16 * s1) * 3)", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> ((d0) - 2 * ((d0) floordiv 2))", "(d0, d1)[s0, s1] -> (d0 mod 2)"),
    ('M', "(d0, d1)[s0, s1] -> (-(1 + 16 + -2) - -(1 + 16 + -2))", "(d0, d1)[s0, s1] -> (0)"),
    ('M', "(d0, d1)[s0, s1] -> (d1 + (d1 floordiv -4) * (--4))", "(d0, d1)[s0, s1] -> (d1 mod -4)"),
    ('M', "(d0, d1)[s0, s1] -> ((d1 floordiv (s0 + 1)) * -(s0 + 1) + d1)", "(d0, d1)[s0, s1] -> ((d1 floordiv (s0 + 1)) * (-(s0 + 1)) + d1)"),
    ('M', "(d0, d1)[s0, s1] -> ((d0) mod (s0 * 2) mod (s0 * 2))", "(d0, d1)[s0, s1] -> ((d0 mod (s0 * 2)) mod (s0 * 2))"),
    ('M', "(d0, d1)[s0] -> ((1000000007 ceildiv 9223372036854775806 + -2 mod 3037000500 floordiv 1), d1, 1 + s0)", "(d0, d1)[s0] -> (3037000499, d1, s0 + 1)"),
    ('M', "(d0, d1)[s0] -> (-1000000007, (s0 ceildiv 1) + -1, (d0 mod 0) * -3)", "(d0, d1)[s0] -> (-1000000007, s0 - 1, (d0 mod 0) * -3)"),
    ('M', "(d0, d1)[s0] -> (d0 + (d1 + d1) mod 1000000007 mod (-9223372036854775807 - 1), (d1 ceildiv s0))", "(d0, d1)[s0] -> (d0 + ((d1 * 2) mod 1000000007) mod -9223372036854775808, d1 ceildiv s0)"),
    ('M', "(d0, d1)[s0] -> ((-4294967296 * 3037000500) * -1 + (d0 + d0))", "(d0, d1)[s0] -> (d0 * 2 - -4294967296 * 3037000500)"),
    ('M', "(d0, d1)[s0] -> (-4611686018427387904, (2 * -1), 4611686018427387904)", "(d0, d1)[s0] -> (-4611686018427387904, -2, 4611686018427387904)"),
    ('M', "(d0, d1)[s0] -> ((3037000500 + d1 * 4611686018427387904), 9223372036854775806)", "(d0, d1)[s0] -> (d1 * 4611686018427387904 + 3037000500, 9223372036854775806)"),
    ('M', "(d0, d1)[s0] -> ((1000000007 + d1), s0 * 4294967296)", "(d0, d1)[s0] -> (d1 + 1000000007, s0 * 4294967296)"),
    ('M', "(d0, d1)[s0] -> (s0 floordiv s0 - d1 floordiv 9223372036854775807, (s0 floordiv 4294967296) * (d0 + 2147483648), (d1 * 2147483648 floordiv -2))", "(d0, d1)[s0] -> (-(d1 floordiv 9223372036854775807) + s0 floordiv s0, (d0 + 2147483648) * (s0 floordiv 4294967296), d1 * -1073741824)"),
    ('M', "(d0, d1)[s0] -> ((9223372036854775807 * 3037000500))", "(d0, d1)[s0] -> (9223372036854775807 * 3037000500)"),
    ('M', "(d0, d1)[s0] -> (-1000000007, (s0 * 9223372036854775806))", "(d0, d1)[s0] -> (-1000000007, s0 * 9223372036854775806)"),
    ('M', "(d0, d1)[s0] -> (2147483648, (1 + 2), 9223372036854775807)", "(d0, d1)[s0] -> (2147483648, 3, 9223372036854775807)"),
    ('M', "(d0, d1)[s0] -> (1 ceildiv s0 floordiv -3)", "(d0, d1)[s0] -> ((1 ceildiv s0) floordiv -3)"),
    ('M', "(d0, d1)[s0] -> ((((1 floordiv 2) floordiv 2 + s0) + (d1 mod -2 * 1 * 4294967296) mod 9223372036854775807), 0)", "(d0, d1)[s0] -> (((d1 mod -2) * 4294967296) mod 9223372036854775807 + s0, 0)"),
    ('M', "(d0, d1)[s0] -> ((((1000000007 floordiv 4294967296) + s0 + 0) mod 2147483648) mod (-0 * (d1 + 0)))", "(d0, d1)[s0] -> ((s0 mod 2147483648) mod 0)"),
    ('M', "(d0, d1)[s0] -> (((-9223372036854775806 * -1) mod -2))", "(d0, d1)[s0] -> (9223372036854775806 mod -2)"),
    ('M', "(d0, d1)[s0] -> (d1 mod 1)", "(d0, d1)[s0] -> (0)"),
    ('M', "(d0, d1)[s0] -> ((1 ceildiv -2 floordiv 3037000500))", "(d0, d1)[s0] -> (0)"),
    ('M', "(d0, d1)[s0] -> (((-9223372036854775806 floordiv 4611686018427387904 * 4294967296) * 3037000500 mod -2))", "(d0, d1)[s0] -> ((-8589934592 * 3037000500) mod -2)"),
    ('M', "(d0, d1)[s0] -> ((s0 floordiv 9223372036854775806), 9223372036854775807 floordiv 4611686018427387904, (-1 + 2147483648) mod (-9223372036854775807 - 1))", "(d0, d1)[s0] -> (s0 floordiv 9223372036854775806, 1, 2147483647 mod -9223372036854775808)"),
    ('M', "(d0, d1)[s0] -> ((2 * ((-0 ceildiv s0) + d1 * -3)))", "(d0, d1)[s0] -> ((d1 * -3 + 0 ceildiv s0) * 2)"),
    ('M', "(d0, d1)[s0] -> (((d1 - s0 - 0) - (0 floordiv -1000000007) floordiv 3037000500), ((9223372036854775807 floordiv 3037000500 * 4611686018427387904 mod 9223372036854775807) - (s0 ceildiv -1 * 2147483648)))", "(d0, d1)[s0] -> (d1 - s0, (3037000499 * 4611686018427387904) mod 9223372036854775807 - (s0 ceildiv -1) * 2147483648)"),
    ('M', "(d0, d1)[s0] -> (((d1 + -1 floordiv 2 - 9223372036854775806) ceildiv 1000000007), (d1 mod 4294967296) floordiv -3)", "(d0, d1)[s0] -> ((d1 - 9223372036854775807) ceildiv 1000000007, (d1 mod 4294967296) floordiv -3)"),
    ('M', "(d0, d1)[s0] -> (((d1 ceildiv 1000000007) + (d0 floordiv 0)))", "(d0, d1)[s0] -> (d1 ceildiv 1000000007 + d0 floordiv 0)"),
    ('M', "(d0, d1)[s0] -> ((1000000007 * 9223372036854775806))", "(d0, d1)[s0] -> (1000000007 * 9223372036854775806)"),
    ('M', "(d0, d1)[s0] -> (s0)", "(d0, d1)[s0] -> (s0)"),
    ('M', "(d0, d1)[s0] -> ((d1 * 9223372036854775807))", "(d0, d1)[s0] -> (d1 * 9223372036854775807)"),
    ('M', "(d0, d1)[s0] -> (((1000000007 * d1 floordiv 2147483648) - (d1 * 9223372036854775807 ceildiv 9223372036854775806 * 4294967296)), (2 mod ((9223372036854775806 + 9223372036854775806) ceildiv -2)))", "(d0, d1)[s0] -> ((d1 * 1000000007) floordiv 2147483648 - ((d1 * 9223372036854775807) ceildiv 9223372036854775806) * 4294967296, 2 mod ((9223372036854775806 + 9223372036854775806) ceildiv -2))"),
    ('M', "(d0, d1)[s0] -> (1, (s0 * d1))", "(d0, d1)[s0] -> (1, d1 * s0)"),
    ('M', "(d0, d1)[s0] -> ((s0 mod 4611686018427387904), d0)", "(d0, d1)[s0] -> (s0 mod 4611686018427387904, d0)"),
    ('M', "(d0, d1)[s0] -> ((-2 ceildiv s0) mod 2 ceildiv 4294967296 - d1 floordiv 9223372036854775806 mod 0 mod 4294967296)", "(d0, d1)[s0] -> (-(((d1 floordiv 9223372036854775806) mod 0) mod 4294967296) + ((-2 ceildiv s0) mod 2) ceildiv 4294967296)"),
    ('M', "(d0, d1)[s0] -> ((d1 - -2147483648) + d1 mod s0, d0)", "(d0, d1)[s0] -> (d1 + d1 mod s0 + 2147483648, d0)"),
    ('M', "(d0, d1)[s0] -> (-9223372036854775807 + 2147483648, s0 - d1 + 9223372036854775807 * 2147483648, d0 mod (-9223372036854775807 - 1) - ((4611686018427387904 mod s0) * s0 - 9223372036854775806) + 9223372036854775807)", "(d0, d1)[s0] -> (-9223372034707292159, -d1 + s0 + 9223372036854775807 * 2147483648, d0 mod -9223372036854775808 - ((4611686018427387904 mod s0) * s0 - 9223372036854775806) + 9223372036854775807)"),
    ('M', "(d0, d1)[s0] -> (4611686018427387904)", "(d0, d1)[s0] -> (4611686018427387904)"),
    ('M', "(d0, d1)[s0] -> (-9223372036854775807 * -1)", "(d0, d1)[s0] -> (9223372036854775807)"),
    ('M', "(d0, d1)[s0] -> (2147483648 - s0, d1)", "(d0, d1)[s0] -> (-s0 + 2147483648, d1)"),
    ('M', "(d0, d1)[s0] -> (d0 ceildiv 2, (d1 + d0 ceildiv (-9223372036854775807 - 1)), d1)", "(d0, d1)[s0] -> (d0 ceildiv 2, d1 + d0 ceildiv -9223372036854775808, d1)"),
    ('M', "(d0, d1)[s0] -> ((d1 - 4294967296) + 0 mod 2 * (4611686018427387904 floordiv 0), (0 + d1) * 3037000500 mod 0 floordiv -3, (((-4611686018427387904 * 9223372036854775806 * 4294967296) mod 1) * (d1 * 9223372036854775806 - 0 * (2 + 2147483648 * 1))))", "(d0, d1)[s0] -> (d1 - 4294967296, ((d1 * 3037000500) mod 0) floordiv -3, 0)"),
    ('M', "(d0, d1)[s0] -> ((((2 floordiv (4294967296 ceildiv 4611686018427387904)) ceildiv 2147483648) mod s0 - -2147483648 + (s0 ceildiv 1) mod 1000000007), s0 mod 4611686018427387904)", "(d0, d1)[s0] -> (1 mod s0 + s0 mod 1000000007 + 2147483648, s0 mod 4611686018427387904)"),
    ('M', "(d0, d1)[s0] -> ((d1 ceildiv 9223372036854775806 - 1), 4294967296 floordiv 4294967296)", "(d0, d1)[s0] -> (d1 ceildiv 9223372036854775806 - 1, 1)"),
    ('M', "(d0, d1)[s0] -> (4611686018427387904 * d0 - d0, (3037000500 ceildiv 2147483648) floordiv 9223372036854775806)", "(d0, d1)[s0] -> (d0 * 4611686018427387903, 0)"),
    ('M', "(d0, d1)[s0] -> ((d1 - d0 - (0 + d1)), d0, (d0 + 4611686018427387904) + (0 * 9223372036854775806))", "(d0, d1)[s0] -> (d1 - d0 - d1, d0, d0 + 4611686018427387904)"),
    ('M', "(d0, d1)[s0] -> (d1 ceildiv 3037000500 ceildiv 9223372036854775806, d0, (4611686018427387904 * 4294967296 - 0 ceildiv 4294967296 ceildiv -2))", "(d0, d1)[s0] -> ((d1 ceildiv 3037000500) ceildiv 9223372036854775806, d0, 4611686018427387904 * 4294967296)"),
    ('M', "(d0, d1)[s0] -> (3037000500, ((2 - s0) + 2147483648 * 9223372036854775807 - (-3037000500 + d0 + 4294967296 ceildiv 2147483648)))", "(d0, d1)[s0] -> (3037000500, -(d0 - 3037000498) + -s0 + 2147483648 * 9223372036854775807 + 2)"),
    ('M', "(d0, d1)[s0] -> (d1)", "(d0, d1)[s0] -> (d1)"),
    ('M', "(d0, d1)[s0] -> (d0 floordiv 0 mod s0, ((d0 mod 9223372036854775806) ceildiv (-3037000500 mod 1) + s0 floordiv s0))", "(d0, d1)[s0] -> ((d0 floordiv 0) mod s0, (d0 mod 9223372036854775806) ceildiv 0 + s0 floordiv s0)"),
    ('M', "(d0, d1)[s0] -> (((-3037000500 - d0 * (-9223372036854775807 - 1)) - 2 floordiv 1 * 0))", "(d0, d1)[s0] -> (d0 * -9223372036854775808 - 3037000500)"),
    ('M', "(d0, d1)[s0] -> (d0 + 4294967296 + 2, ((((s0 - d0) * -2) + (d1 * 4611686018427387904) + (d0 + d1)) * 1), 3037000500 * 9223372036854775807)", "(d0, d1)[s0] -> (d0 + 4294967298, (-d0 + s0) * -2 + d1 * 4611686018427387904 + d0 + d1, 3037000500 * 9223372036854775807)"),
    ('M', "(d0, d1)[s0] -> (((d0 + 1) floordiv s0 + -0) + 0, (-3037000500 - d0))", "(d0, d1)[s0] -> ((d0 + 1) floordiv s0, -d0 - 3037000500)"),
    ('M', "(d0, d1)[s0] -> (4611686018427387904 + 1000000007, d1, 3037000500)", "(d0, d1)[s0] -> (4611686019427387911, d1, 3037000500)"),
    ('M', "(d0, d1)[s0] -> (d0, 9223372036854775806 + 2147483648)", "(d0, d1)[s0] -> (d0, 9223372036854775806 + 2147483648)"),
    ('M', "(d0, d1)[s0] -> ((d1 + d1), (((d1 mod 2) floordiv (-9223372036854775807 - 1)) ceildiv 2147483648))", "(d0, d1)[s0] -> (d1 * 2, ((d1 mod 2) floordiv -9223372036854775808) ceildiv 2147483648)"),
    ('M', "(d0, d1)[s0] -> (d0 + s0 mod 2147483648 mod 4611686018427387904)", "(d0, d1)[s0] -> (d0 + (s0 mod 2147483648) mod 4611686018427387904)"),
    ('M', "(d0, d1)[s0] -> (((1 * d0) floordiv 1000000007 * -1) * (9223372036854775806 * (-9223372036854775807 - 1)), s0 + 4611686018427387904)", "(d0, d1)[s0] -> (-((d0 floordiv 1000000007) * (9223372036854775806 * -9223372036854775808)), s0 + 4611686018427387904)"),
    ('M', "(d0, d1)[s0] -> (9223372036854775806, (d1 mod s0), s0)", "(d0, d1)[s0] -> (9223372036854775806, d1 mod s0, s0)"),
    ('M', "(d0, d1)[s0] -> (3037000500 ceildiv 1000000007, (0 ceildiv (-9223372036854775807 - 1) * -3 ceildiv ((1 - s0) + 1000000007) floordiv s0), d0)", "(d0, d1)[s0] -> (4, (0 ceildiv (-s0 + 1000000008)) floordiv s0, d0)"),
    ('M', "(d0, d1)[s0] -> (s0 - -1 * 4611686018427387904 mod 3037000500, (s0 - 9223372036854775807))", "(d0, d1)[s0] -> (s0 - 72737096, s0 - 9223372036854775807)"),
    ('M', "(d0, d1)[s0] -> ((s0 mod 9223372036854775807) ceildiv -2)", "(d0, d1)[s0] -> ((s0 mod 9223372036854775807) ceildiv -2)"),
    ('M', "(d0, d1)[s0] -> ((s0 - 4611686018427387904 + 1 floordiv -3) + ((9223372036854775807 * (-9223372036854775807 - 1)) ceildiv 9223372036854775806))", "(d0, d1)[s0] -> (s0 + (9223372036854775807 * -9223372036854775808) ceildiv 9223372036854775806 - 4611686018427387905)"),
    ('M', "(d0, d1)[s0] -> ((s0 + d0), d1 + s0)", "(d0, d1)[s0] -> (d0 + s0, d1 + s0)"),
    ('M', "(d0, d1)[s0] -> ((d0 floordiv 2147483648 mod 3037000500), -9223372036854775807 mod 2147483648)", "(d0, d1)[s0] -> ((d0 floordiv 2147483648) mod 3037000500, 1)"),
    ('M', "(d0, d1)[s0] -> ((d1 * s0) floordiv s0)", "(d0, d1)[s0] -> ((d1 * s0) floordiv s0)"),
    ('M', "(d0, d1)[s0] -> (d0, ((3037000500 - d1) mod -2 mod 4294967296))", "(d0, d1)[s0] -> (d0, ((-d1 + 3037000500) mod -2) mod 4294967296)"),
    ('M', "(d0, d1)[s0] -> ((d0 - ((-0 * 2) * (-1 * -1))), 9223372036854775807 + 1)", "(d0, d1)[s0] -> (d0, 9223372036854775807 + 1)"),
    ('M', "(d0, d1)[s0] -> (-4294967296, ((1000000007 ceildiv 4611686018427387904) + d1 * (-9223372036854775807 - 1)))", "(d0, d1)[s0] -> (-4294967296, d1 * -9223372036854775808 + 1)"),
    ('M', "(d0, d1)[s0] -> ((d1 floordiv 0))", "(d0, d1)[s0] -> (d1 floordiv 0)"),
    ('M', "(d0, d1)[s0] -> ((((-2 ceildiv (-9223372036854775807 - 1)) mod 0) floordiv 0), 1 ceildiv s0)", "(d0, d1)[s0] -> ((1 mod 0) floordiv 0, 1 ceildiv s0)"),
    ('M', "(d0, d1)[s0] -> (-3037000500)", "(d0, d1)[s0] -> (-3037000500)"),
    ('M', "(d0, d1)[s0] -> ((d0 - (d0 floordiv -3)), (1 + d0), (1 + ((2147483648 ceildiv -3 * 3037000500) mod 2)))", "(d0, d1)[s0] -> (d0 - d0 floordiv -3, d0 + 1, 1)"),
    ('M', "(j0)[N0, N1] -> ((N0), 881390)", "(d0)[s0, s1] -> (s0, 881390)"),
    ('M', "()[N0, N1] -> (-N0 mod 756051 + (-64) + (N0 floordiv N1 + N1 + N0))", "()[s0, s1] -> ((-s0) mod 756051 + s0 floordiv s1 + s1 + s0 - 64)"),
    ('M', "(d0, d1) -> (32 * (-d0), d0 floordiv 2 + 0 * 2 mod 128 + d0 - d1)", "(d0, d1) -> (d0 * -32, d0 floordiv 2 + d0 - d1)"),
    ('S', "(d0, d1, d2)[s0, s1] : (s1 >= 0, (d2) - d1 * 1 floordiv -2 + (d0 - 314995) ceildiv 8 + 634992 + d1 floordiv 4 * 8 floordiv s1 <= 0)", "(d0, d1, d2)[s0, s1] : (s1 >= 0, -(d2 - d1 floordiv -2 + (d0 - 314995) ceildiv 8 + ((d1 floordiv 4) * 8) floordiv s1 + 634992) >= 0)"),
    ('M', "(k0, y1, j2) -> (-0 - k0 mod 2)", "(d0, d1, d2) -> (-(d0 mod 2))"),
    ('S', "(d0, d1, d2)[s0] : (2 mod (s0) + 8 - d2 floordiv 7 - 3 >= s0 + s0 - s0 - s0)", "(d0, d1, d2)[s0] : (-(d2 floordiv 7) + 2 mod s0 + 8 - 3 >= 0)"),
    ('M', "()[s0, s1] -> (s0 + 5, s0 - s0 * (s1 ceildiv (-2)), s1 - 1 - 2 + 0)", "()[s0, s1] -> (s0 + 5, s0 - s0 * (s1 ceildiv -2), s1 - 3)"),
    ('M', "(d0)[s0, s1] -> (4, 1 * 3 floordiv 6 - d0 - 174664 + 64 * -2)", "(d0)[s0, s1] -> (4, -d0 - 174792)"),
    ('M', "(d0, d1, d2) -> (-8 + 101187 * 6 - 285968 + (d0) ceildiv (5 mod (-1)) * -1)", "(d0, d1, d2) -> (-(d0 ceildiv (5 mod -1)) + 321146)"),
    ('M', "(k0, y1) -> (-((4 mod 6)), 4 + -152306 + -(k0))", "(d0, d1) -> (-4, -d0 - 152302)"),
    ('M', "(d0)[s0] -> (--7 - s0 floordiv 32 ceildiv 4 ceildiv s0, -(d0 + d0 + (d0 + 7)), s0)", "(d0)[s0] -> (-(((s0 floordiv 32) ceildiv 4) ceildiv s0) + 7, -(d0 * 2 + d0 + 7), s0)"),
    ('M', "(d0, d1, d2)[s0] -> (s0 - 64)", "(d0, d1, d2)[s0] -> (s0 - 64)"),
    ('M', "(d0, d1) -> (((128 floordiv 16)), d1)", "(d0, d1) -> (8, d1)"),
    ('M', "() -> (5 mod 4, 2, (-3 ceildiv 2 mod 2) floordiv 3 + 4)", "() -> (1, 2, 4)"),
    ('M', "(d0, d1, d2)[s0] -> ((d0), (d0), s0 - 8)", "(d0, d1, d2)[s0] -> (d0, d0, s0 - 8)"),
    ('M', "(y0)[N0] -> ((N0) * 3)", "(d0)[s0] -> (s0 * 3)"),
    ('S', "(d0, d1, d2)[s0, s1] : (d1 ceildiv s1 >= d2 + d1 - s1, d0 == 0, d2 >= 0)", "(d0, d1, d2)[s0, s1] : (d1 ceildiv s1 - (d2 + d1 - s1) >= 0, d0 == 0, d2 >= 0)"),
    ('M', "(d0, d1, d2)[s0] -> (16 - ((s0)), (s0 mod (16) + 128))", "(d0, d1, d2)[s0] -> (-s0 + 16, s0 mod 16 + 128)"),
    ('M', "(d0, d1, d2) -> (128, d2 + 128, -64)", "(d0, d1, d2) -> (128, d2 + 128, -64)"),
    ('M', "() -> (-7 + 128 floordiv 32 * 1)", "() -> (-3)"),
    ('M', "(d0, d1) -> (2 + d1 + -2)", "(d0, d1) -> (d1)"),
    ('S', "(d0)[s0, s1] : (d0 == -d0 mod 32, d0 mod 32 + 5 + d0 <= s0)", "(d0)[s0, s1] : (d0 - (-d0) mod 32 == 0, -(d0 mod 32 + d0 + 5) + s0 >= 0)"),
    ('M', "(d0)[s0] -> (0, -128, 2 floordiv 6)", "(d0)[s0] -> (0, -128, 0)"),
    ('M', "(d0)[s0, s1] -> (s0 - 8, -d0, d0 + d0)", "(d0)[s0, s1] -> (s0 - 8, -d0, d0 * 2)"),
    ('M', "(d0, d1)[s0] -> (--d1 - 3 + --d0 + s0 - -(12 ceildiv s0 ceildiv 16), d0 * 16)", "(d0, d1)[s0] -> (d1 + d0 + s0 + (12 ceildiv s0) ceildiv 16 - 3, d0 * 16)"),
    ('M', "(d0)[s0] -> (128 floordiv 4, s0 + 848723, s0 floordiv 0)", "(d0)[s0] -> (32, s0 + 848723, s0 floordiv 0)"),
    ('M', "(d0) -> (d0 + 12 * 8 + d0 ceildiv 32, d0)", "(d0) -> (d0 + d0 ceildiv 32 + 96, d0)"),
    ('M', "(x0) -> (3 floordiv 4 mod 0, x0)", "(d0) -> (0 mod 0, d0)"),
    ('M', "(j0, i1)[N0, N1] -> (i1 floordiv 1)", "(d0, d1)[s0, s1] -> (d1)"),
    ('M', "(x0, y1, k2)[N0, N1] -> (y1 - 3 floordiv (N1) - N0 + y1 - x0 ceildiv 0 - y1 + N1 floordiv (-2))", "(d0, d1, d2)[s0, s1] -> (d1 - 3 floordiv s1 - s0 + d1 - d0 ceildiv 0 - d1 + s1 floordiv -2)"),
    ('M', "(d0)[s0, s1] -> (s1, s1 ceildiv 1 * d0 mod s0 * (-2) mod (s0 + s0 * 8 mod 1))", "(d0)[s0, s1] -> (s1, (((d0 * s1) mod s0) * -2) mod s0)"),
    ('S', "(d0)[s0, s1] : ((s1) >= 0)", "(d0)[s0, s1] : (s1 >= 0)"),
    ('M', "(i0, y1, x2)[N0, N1] -> (N0 mod 32 - x2 ceildiv -1, N0)", "(d0, d1, d2)[s0, s1] -> (-(d2 ceildiv -1) + s0 mod 32, s0)"),
    ('S', "(k0, j1, x2)[N0, N1] : (-j1 - 5 - 64 >= 0, k0 ceildiv N0 - -3 + j1 - 12 <= 0, x2 ceildiv -1 + k0 - x2 mod (7) + (j1 - 8 mod 3 + 1 + N1 mod N1) - N1 floordiv 8 >= 0)", "(d0, d1, d2)[s0, s1] : (-d1 - 69 >= 0, -(d0 ceildiv s0 + d1 - 9) >= 0, d2 ceildiv -1 + d0 - d2 mod 7 + d1 + s1 mod s1 - 1 - s1 floordiv 8 >= 0)"),
    ('M', "(k0, j1) -> (k0, (16), -3)", "(d0, d1) -> (d0, 16, -3)"),
    ('M', "(j0, y1) -> (3 * 16 - 12 + y1 - 885609 - 12 floordiv 2 + 5 * j0 - -1 ceildiv 4 ceildiv 8, 7 floordiv 4 mod 3 floordiv 5 + 16 * j0 ceildiv (-2) ceildiv 3 mod 16 mod 8, y1 + y1 * 816544 + j0 + -16 - 128 ceildiv 5 - j0 mod -1 ceildiv 8)", "(d0, d1) -> (d1 + d0 * 5 - 885579, ((d0 * -8) ceildiv 3) mod 8, d1 * 816545 + d0 - (d0 mod -1) ceildiv 8 - 42)"),
    ('M', "(d0)[s0, s1] -> (-0 ceildiv 1 - (1) + -s0 - d0 - d0 ceildiv 16 - d0 floordiv 6 - d0 + 969396, (8 + --64 - 8 + s1))", "(d0)[s0, s1] -> (-d0 + -s0 - 1 - d0 ceildiv 16 - d0 floordiv 6 - d0 + 969396, s1 + 64)"),
    ('M', "(d0, d1) -> (d1, 2 * 2 * 3)", "(d0, d1) -> (d1, 12)"),
    ('M', "()[s0, s1] -> (0 * 681827 - s1 mod 0, s1 mod 16 - (s1))", "()[s0, s1] -> (-(s1 mod 0), s1 mod 16 - s1)"),
    ('M', "(d0, d1, d2) -> (d2)", "(d0, d1, d2) -> (d2)"),
    ('M', "()[s0, s1] -> (s1 - s0)", "()[s0, s1] -> (s1 - s0)"),
    ('M', "()[s0, s1] -> ((-s0 - (1 - 0) ceildiv -s1 + s1 * s0), -631888 + s0)", "()[s0, s1] -> (-s0 - 1 ceildiv (-s1) + s1 * s0, s0 - 631888)"),
    ('M', "()[N0] -> (-(8 * 8))", "()[s0] -> (-64)"),
    ('S', "(d0, d1, d2)[s0, s1] : (d2 == 0)", "(d0, d1, d2)[s0, s1] : (d2 == 0)"),
    ('M', "(d0)[s0, s1] -> (-64 ceildiv --2 - -12 ceildiv 1)", "(d0)[s0, s1] -> (-20)"),
    ('S', "(d0, d1, d2)[s0] : (d0 >= -d0 * 1, 12 == 0)", "(d0, d1, d2)[s0] : (d0 * 2 >= 0, 12 == 0)"),
    ('M', "(d0, d1, d2)[s0] -> (4, s0, (954110 floordiv 2))", "(d0, d1, d2)[s0] -> (4, s0, 477055)"),
    ('M', "(d0) -> (12, (5 floordiv 1) mod (4 floordiv 32) mod 3 mod 4, -16 + 4)", "(d0) -> (12, ((5 mod 0) mod 3) mod 4, -12)"),
    ('M', "(d0)[] -> (6 * 2 mod 0)", "(d0) -> (12 mod 0)"),
    ('M', "() -> (-128, 2 * 128, 0)", "() -> (-128, 256, 0)"),
    ('M', "(d0, d1)[s0, s1] -> (-2 * -s1 - -16 floordiv 1 floordiv s1, 16)", "(d0, d1)[s0, s1] -> (s1 * 2 - -16 floordiv s1, 16)"),
    ('M', "(y0, j1)[N0] -> (4 floordiv 32, N0, 12 + j1 mod 16 - 5 * 128 mod (-2))", "(d0, d1)[s0] -> (0, s0, d1 mod 16 - 640 mod -2 + 12)"),
    ('M', "(d0, d1, d2)[s0] -> (s0 * 4, d0 floordiv 16, s0 - s0)", "(d0, d1, d2)[s0] -> (s0 * 4, d0 floordiv 16, 0)"),
    ('M', "(d0, d1)[s0] -> (d0, d0 floordiv (0), d0 * (((s0) + s0 + -s0 * 7 - s0)))", "(d0, d1)[s0] -> (d0, d0 floordiv 0, d0 * (s0 * -6))"),
    ('M', "()[s0] -> (-s0 floordiv 0)", "()[s0] -> ((-s0) floordiv 0)"),
    ('M', "(d0)[s0] -> (-d0)", "(d0)[s0] -> (-d0)"),
    ('M', "()[s0, s1] -> ((16 * (64)), 8)", "()[s0, s1] -> (1024, 8)"),
    ('M', "(k0, k1)[N0] -> (k1 ceildiv (997557 floordiv (128 mod 6)), 1 ceildiv (1))", "(d0, d1)[s0] -> (d1 ceildiv 498778, 1)"),
    ('M', "(d0, d1, d2) -> ((128))", "(d0, d1, d2) -> (128)"),
    ('M', "(d0, d1)[s0] -> (-64 + d0, d0 mod s0 + d1 floordiv -2, 12 * -2)", "(d0, d1)[s0] -> (d0 - 64, d0 mod s0 + d1 floordiv -2, -24)"),
    ('M', "(d0)[s0, s1] -> ((148272), d0 + d0)", "(d0)[s0, s1] -> (148272, d0 * 2)"),
    ('S', "(y0, i1, j2) : (3 == 0, -y0 <= 0)", "(d0, d1, d2) : (3 == 0, d0 >= 0)"),
    ('M', "(x0)[N0] -> (x0)", "(d0)[s0] -> (d0)"),
    ('M', "()[s0, s1] -> (6 * s1 mod (5 + 128 - 3 - s1 ceildiv (-2)) mod (s0))", "()[s0, s1] -> (((s1 * 6) mod (-(s1 ceildiv -2) + 130)) mod s0)"),
    ('M', "()[s0, s1] -> (s0 * 32 - s1 mod (s1), (s1) ceildiv s0 + 1)", "()[s0, s1] -> (s0 * 32 - s1 mod s1, s1 ceildiv s0 + 1)"),
    ('M', "(d0, d1)[s0, s1] -> (d0, 2, s0 floordiv s1)", "(d0, d1)[s0, s1] -> (d0, 2, s0 floordiv s1)"),
    ('M', "()[s0, s1] -> ((64 * 7 floordiv 16) floordiv (4 - -s1 floordiv 2), s1 + s1 mod 4 + -8 floordiv -1, --s0 mod 1 - (7 + 3))", "()[s0, s1] -> (28 floordiv (-((-s1) floordiv 2) + 4), s1 + s1 mod 4 + 8, -10)"),
    ('M', "()[s0, s1] -> (s1 floordiv s1 mod s1, 7 + (2) ceildiv 4)", "()[s0, s1] -> ((s1 floordiv s1) mod s1, 8)"),
    ('M', "(d0)[s0, s1] -> (-d0)", "(d0)[s0, s1] -> (-d0)"),
    ('M', "()[s0] -> ((0 - s0))", "()[s0] -> (-s0)"),
    ('M', "(d0, d1)[s0] -> ((d0 - d1), d0, (d1) + s0)", "(d0, d1)[s0] -> (d0 - d1, d0, d1 + s0)"),
    ('M', "(d0) -> (-(d0) mod 1, d0, -(64) - d0)", "(d0) -> (0, d0, -d0 - 64)"),
    ('M', "(d0, d1, d2) -> (128 floordiv 4 * 8 - 1 + 1 + 128 floordiv 16, (128 - 762762 - d2))", "(d0, d1, d2) -> (264, -d2 - 762634)"),
    ('M', "(d0, d1)[s0, s1] -> (2)", "(d0, d1)[s0, s1] -> (2)"),
    ('M', "()[s0, s1] -> ((s0))", "()[s0, s1] -> (s0)"),
    ('M', "(d0, d1)[s0] -> (s0, d1, d0)", "(d0, d1)[s0] -> (s0, d1, d0)"),
    ('M', "(k0, k1, i2)[N0] -> (((128)) floordiv 32 - 7 + k1 * (N0 - 5) ceildiv 16, N0 + 4 * 4 - -64 * N0 mod N0, -12)", "(d0, d1, d2)[s0] -> ((d1 * (s0 - 5)) ceildiv 16 - 3, s0 - (s0 * -64) mod s0 + 16, -12)"),
    ('M', "(d0, d1)[s0] -> (((d0) ceildiv s0))", "(d0, d1)[s0] -> (d0 ceildiv s0)"),
    ('M', "() -> (-128 + 458448 + 1 + -5 mod (-2) + (119367 + 5) - (16) mod 274782 floordiv 16 - 12 + 64 - 16 - 5 + 128 + 4 mod (-1) - (-1) * 3 - 945010 + 3 - 3 - 3 - (3) * (-1) + 5, ---758499 * 810939 floordiv 16 mod 32)", "() -> (-5 mod -2 + 4 mod -1 - 367151, 18)"),
    ('M', "(d0)[s0] -> (5 ceildiv s0 floordiv 3 mod s0 mod 1 mod s0)", "(d0)[s0] -> (0 mod s0)"),
    ('M', "(x0)[N0, N1] -> (N0 + x0)", "(d0)[s0, s1] -> (d0 + s0)"),
    ('M', "(d0)[s0, s1] -> ((128), -(d0))", "(d0)[s0, s1] -> (128, -d0)"),
    ('S', "()[s0] : (-s0 == 0, (7) >= s0 + 483086 - s0)", "()[s0] : (-s0 == 0, -483079 >= 0)"),
    ('M', "(d0, d1, d2)[s0] -> (d0 mod (-s0 ceildiv 3) - d1, -s0 mod 1)", "(d0, d1, d2)[s0] -> (d0 mod ((-s0) ceildiv 3) - d1, 0)"),
    ('M', "()[s0, s1] -> (-s0 + s0 ceildiv -1, s1)", "()[s0, s1] -> (-s0 + s0 ceildiv -1, s1)"),
    ('M', "(x0) -> (x0 mod -5 floordiv 4 + x0 mod 6, x0 ceildiv -2 - x0 mod 4)", "(d0) -> ((d0 mod -5) floordiv 4 + d0 mod 6, d0 ceildiv -2 - d0 mod 4)"),
    ('M', "(d0)[s0] -> (7 floordiv 0, d0 mod 6, -s0)", "(d0)[s0] -> (7 floordiv 0, d0 mod 6, -s0)"),
    ('M', "(d0, d1, d2) -> (12, (7) + d0 * 32 + 738248)", "(d0, d1, d2) -> (12, d0 * 32 + 738255)"),
    ('S', "(d0)[s0, s1] : (d0 == 0)", "(d0)[s0, s1] : (d0 == 0)"),
    ('M', "(d0, d1) -> (-d0, (16))", "(d0, d1) -> (-d0, 16)"),
    ('M', "(k0, x1, y2)[N0] -> (4 mod N0, N0, ((N0 ceildiv 8 + -N0) * 2))", "(d0, d1, d2)[s0] -> (4 mod s0, s0, (s0 ceildiv 8 - s0) * 2)"),
    ('S', "(d0, d1, d2) : ((--0 + 12 - d0 - 0 floordiv 405292 mod 8) == d2 mod 4 ceildiv 32)", "(d0, d1, d2) : (-d0 - (d2 mod 4) ceildiv 32 + 12 == 0)"),
    ('M', "(x0, i1, y2) -> ((4 * y2))", "(d0, d1, d2) -> (d2 * 4)"),
    ('M', "(d0, d1, d2)[s0] -> (16 * s0 * (0) ceildiv 0)", "(d0, d1, d2)[s0] -> (0 ceildiv 0)"),
    ('M', "(d0)[s0] -> (d0)", "(d0)[s0] -> (d0)"),
    ('M', "()[s0] -> ((s0) - s0, s0 - (s0 floordiv 0) - s0 ceildiv 8 ceildiv 4 floordiv 1, -((s0 floordiv s0)) mod 32)", "()[s0] -> (0, s0 - s0 floordiv 0 - (s0 ceildiv 8) ceildiv 4, (-(s0 floordiv s0)) mod 32)"),
    ('M', "()[s0, s1] -> (s0 * 3 + s1)", "()[s0, s1] -> (s0 * 3 + s1)"),
    ('M', "(d0, d1) -> (d0 floordiv 14 + d1 floordiv 12)", "(d0, d1) -> (d0 floordiv 14 + d1 floordiv 12)"),
    ('M', "(i, j) -> (i + i mod 2, j)", "(d0, d1) -> (d0 + d0 mod 2, d1)"),
    ('M', "(i, j)[s0, s1] -> (i*(s0*s1), j)", "(d0, d1)[s0, s1] -> (d0 * (s0 * s1), d1)"),
    ('M', "(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d4, d5, d6, d7, d3)", "(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d4, d5, d6, d7, d3)"),
    ('M', "(d0, d1, d2) -> (d0 + d1)", "(d0, d1, d2) -> (d0 + d1)"),
    ('M', "()[s0, s1] -> (s0 + s1 + 4)", "()[s0, s1] -> (s0 + s1 + 4)"),
    ('M', "(d0) -> (16, d0 * -16 + 32)", "(d0) -> (16, d0 * -16 + 32)"),
    ('M', "()[s0, s1, s2] -> (s0 * 6 + s1 * 3 + s2)", "()[s0, s1, s2] -> (s0 * 6 + s1 * 3 + s2)"),
    ('M', "()[s0, s1] -> (s0 * 128 + s1)", "()[s0, s1] -> (s0 * 128 + s1)"),
    ('M', "(d0) -> (42)", "(d0) -> (42)"),
    ('M', "(d0, d1) -> (d0 * 3, (d0 + d1) * 2, d0 mod 2)", "(d0, d1) -> (d0 * 3, (d0 + d1) * 2, d0 mod 2)"),
    ('M', "(d0) -> (d0 * -21 + 300, 21)", "(d0) -> (d0 * -21 + 300, 21)"),
    ('M', "(m, k) -> (k, m)", "(d0, d1) -> (d1, d0)"),
    ('M', "(d0)[s0] -> ((d0 floordiv 32) mod 4 + s0 + 42)", "(d0)[s0] -> ((d0 floordiv 32) mod 4 + s0 + 42)"),
    ('M', "(m, n, k) -> (n, k)", "(d0, d1, d2) -> (d1, d2)"),
    ('M', "()[s0] -> ((s0 + 1) floordiv 2)", "()[s0] -> ((s0 + 1) floordiv 2)"),
    ('M', "(d0)[s0] -> (d0 + 160, s0)", "(d0)[s0] -> (d0 + 160, s0)"),
    ('M', "(d0) -> (5, 4 * d0)", "(d0) -> (5, d0 * 4)"),
    ('M', "()[] -> (0)", "() -> (0)"),
    ('M', "()[s0, s1] -> (s0 + s1 + 5)", "()[s0, s1] -> (s0 + s1 + 5)"),
    ('M', "(d0)[]->(d0)", "(d0) -> (d0)"),
    ('M', "(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3, d4)", "(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3, d4)"),
    ('M', "(d0) -> (4 * d0)", "(d0) -> (d0 * 4)"),
    ('M', "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)", "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)"),
    ('M', "(d0, d1) -> (d0 mod 5, (d1 mod 35) mod 4)", "(d0, d1) -> (d0 mod 5, (d1 mod 35) mod 4)"),
    ('M', "(d0) -> ((d0 floordiv 32) mod 4 + 42)", "(d0) -> ((d0 floordiv 32) mod 4 + 42)"),
    ('M', "(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)", "(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)"),
    ('M', "(d0, d1)[s0] -> (d1 * s0 + d0)", "(d0, d1)[s0] -> (d1 * s0 + d0)"),
    ('M', "(d0, d1)[] -> (-2, -(d1 - d0))", "(d0, d1) -> (-2, -(d1 - d0))"),
    ('S', "(d0, d1) : (d0 - 100 == 0, d1 - 10 == 0, -d0 + 100 >= 0, d1 >= 0, d1 + 101 >= 0)", "(d0, d1) : (d0 - 100 == 0, d1 - 10 == 0, -d0 + 100 >= 0, d1 >= 0, d1 + 101 >= 0)"),
    ('M', "(i, j) -> ((j - i) + 2*(i - j + 1) + j - 1 + 0, j + j + 1 + j + j + 1)", "(d0, d1) -> (d1 - d0 + (d0 - d1 + 1) * 2 + d1 - 1, d1 * 4 + 2)"),
    ('M', "(d0, d1, d2, d3) -> (d2, d0, d3, d1)", "(d0, d1, d2, d3) -> (d2, d0, d3, d1)"),
    ('M', "(d0, d1, d2, d3) -> (d1, d0, 0, 0)", "(d0, d1, d2, d3) -> (d1, d0, 0, 0)"),
    ('M', "()[s0, s1] -> (s0 + s1 + 10)", "()[s0, s1] -> (s0 + s1 + 10)"),
    ('M', "(d0, d1, d2, d3, d4, d5) -> (d2, d1, d4, d5)", "(d0, d1, d2, d3, d4, d5) -> (d2, d1, d4, d5)"),
    ('M', "() -> (8)", "() -> (8)"),
    ('M', "(d0, d1) -> (4 * d0, d1, 1024)", "(d0, d1) -> (d0 * 4, d1, 1024)"),
    ('M', "(d0, d1, d2, d3) -> (d3)", "(d0, d1, d2, d3) -> (d3)"),
    ('M', "(i, j)[s0] -> (i + s0, j + 5)", "(d0, d1)[s0] -> (d0 + s0, d1 + 5)"),
    ('M', "(d0)[s0, s1] -> (((d0 floordiv 2) * s0 + s1 floordiv 2) * 2 + d0 mod 2)", "(d0)[s0, s1] -> (((d0 floordiv 2) * s0 + s1 floordiv 2) * 2 + d0 mod 2)"),
    ('M', "()[s0] -> (-s0 + 32)", "()[s0] -> (-s0 + 32)"),
    ('M', "(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d0, d2)"),
    ('M', "(d0, d1) -> ()", "(d0, d1) -> ()"),
    ('M', "(d0, d1, d2, d3, d4, d5) -> (d3)", "(d0, d1, d2, d3, d4, d5) -> (d3)"),
    ('M', "(i, j) -> (i + 1, j*1*4 + 2)", "(d0, d1) -> (d0 + 1, d1 * 4 + 2)"),
    ('M', "()[s0] -> (s0 ceildiv 64)", "()[s0] -> (s0 ceildiv 64)"),
    ('M', "()[s0] -> (s0 * 16)", "()[s0] -> (s0 * 16)"),
    ('M', "(d0, d1, d2, d3) -> (d1, d3)", "(d0, d1, d2, d3) -> (d1, d3)"),
    ('M', "()[s0, s1, s2] -> (s0, s1, s2 * 2)", "()[s0, s1, s2] -> (s0, s1, s2 * 2)"),
    ('M', "(d0, d1)[s0] -> (s0, d0 - d1 - 1)", "(d0, d1)[s0] -> (s0, d0 - d1 - 1)"),
    ('M', "(d0)[s0, s1, s2, s3] -> (d0 floordiv (s0 - s1 * s2 + s3 - s0))", "(d0)[s0, s1, s2, s3] -> (d0 floordiv (s0 - s1 * s2 + s3 - s0))"),
    ('M', "(d0)[s0] -> (d0 + s0)", "(d0)[s0] -> (d0 + s0)"),
    ('M', "()[s0] -> (s0 * ((-s0 + 40961) ceildiv 512))", "()[s0] -> (s0 * ((-s0 + 40961) ceildiv 512))"),
    ('M', "(m, n) -> (m, n)", "(d0, d1) -> (d0, d1)"),
    ('M', "()[s0] -> ((s0 floordiv 16) * 16)", "()[s0] -> ((s0 floordiv 16) * 16)"),
    ('M', "(d0, d1, d2, d3) -> (0, d1, 0, d0)", "(d0, d1, d2, d3) -> (0, d1, 0, d0)"),
    ('M', "(i, j)[s0] -> ( (i * 2 + 1) ceildiv 1, (j + s0) floordiv 1)", "(d0, d1)[s0] -> (d0 * 2 + 1, d1 + s0)"),
    ('M', "(i, j) -> (i)", "(d0, d1) -> (d0)"),
    ('M', "()[s0] -> ((s0 floordiv 32) * 16)", "()[s0] -> ((s0 floordiv 32) * 16)"),
    ('M', "(d0)[s0, s1, s2] -> (d0 + (d0 + s0) mod s2 + s0 * s1 - (d0 + s0) mod s2 - (d0 - s0) mod s2)", "(d0)[s0, s1, s2] -> (d0 + (d0 + s0) mod s2 + s0 * s1 - (d0 + s0) mod s2 - (d0 - s0) mod s2)"),
    ('M', "(m, l, i, j, k) -> (l, m, i, j)", "(d0, d1, d2, d3, d4) -> (d1, d0, d2, d3)"),
    ('M', "(d0) -> (d0 + 2)", "(d0) -> (d0 + 2)"),
    ('M', "(d0)[s0, s1, s2, s3] -> ((-(d0 * s1 - (s0 - s1) floordiv s2) + s3) + (d0 * s1 + s0))", "(d0)[s0, s1, s2, s3] -> (-(d0 * s1 - (s0 - s1) floordiv s2) + s3 + d0 * s1 + s0)"),
    ('M', "(i, j) -> (i + 1, 4*j*1 + 2)", "(d0, d1) -> (d0 + 1, d1 * 4 + 2)"),
    ('M', "()[s0] -> ((s0 floordiv 32) * 32)", "()[s0] -> ((s0 floordiv 32) * 32)"),
    ('M', "(d0, d1) -> ((d0 + d1 * 72) floordiv 2304 + ((((d0 + d1 * 72) mod 2304) mod 1152) mod 9) floordiv 3)", "(d0, d1) -> ((d0 + d1 * 72) floordiv 2304 + (d0 mod 9) floordiv 3)"),
    ('M', "(d0, d1, d2, d3, d4, d5) -> (d2, d0, d5, d3)", "(d0, d1, d2, d3, d4, d5) -> (d2, d0, d5, d3)"),
    ('M', "(i, j) -> (i + 1, j*4*1 + 2)", "(d0, d1) -> (d0 + 1, d1 * 4 + 2)"),
    ('M', "()[s0, s1] -> (s0 + s1 floordiv 4)", "()[s0, s1] -> (s0 + s1 floordiv 4)"),
    ('M', "(i, j)[s0, s1] -> (-5*i, -3*j, -2, -1*(i+j), -1*s0)", "(d0, d1)[s0, s1] -> (d0 * -5, d1 * -3, -2, -(d0 + d1), -s0)"),
    ('M', "(d0)[s0] -> (3 * s0, d0)", "(d0)[s0] -> (s0 * 3, d0)"),
    ('M', "()[s0] -> (s0 * 4 - (s0 floordiv 4) * 16 + 55)", "()[s0] -> (s0 * 4 - (s0 floordiv 4) * 16 + 55)"),
    ('M', "()[s0, s1] -> (s0 + s1, s1 + 16, 32)", "()[s0, s1] -> (s0 + s1, s1 + 16, 32)"),
    ('M', "(d0, d1, d2, d3) -> (d0, d2)", "(d0, d1, d2, d3) -> (d0, d2)"),
    ('M', "(d0) -> (d0 *  128)", "(d0) -> (d0 * 128)"),
    ('M', "(i) -> (-5 floordiv 3, -5 mod 3, -5 ceildiv 3)", "(d0) -> (-2, 1, -1)"),
    ('M', "(i, j, k) -> (i, j, k)", "(d0, d1, d2) -> (d0, d1, d2)"),
    ('M', "(d0, d1, d2) -> (d1, d2, d0)", "(d0, d1, d2) -> (d1, d2, d0)"),
    ('M', "(i, j, k) -> (i * 64 ceildiv 64, i * 512 ceildiv 128, 4 * j mod 4, 4*j*4 mod 8, k mod 1)", "(d0, d1, d2) -> (d0, d0 * 4, 0, 0, 0)"),
    ('M', "()[s0] -> (s0 mod 4 + 3)", "()[s0] -> (s0 mod 4 + 3)"),
    ('M', "(f0, f1, f2, f3, c0, c1) -> (c0, f0, c1, f2)", "(d0, d1, d2, d3, d4, d5) -> (d4, d0, d5, d2)"),
    ('M', "(d0, d1, d2) -> (d1, d0)", "(d0, d1, d2) -> (d1, d0)"),
    ('M', "(d0, d1)[s0, s1] -> (-d0 + s0, -d1 + s1, 2)", "(d0, d1)[s0, s1] -> (-d0 + s0, -d1 + s1, 2)"),
    ('M', "(d0) -> (5, 5, d0)", "(d0) -> (5, 5, d0)"),
    ('M', "(d0) -> (d0 + 1)", "(d0) -> (d0 + 1)"),
    ('M', "(d0)[s0] -> (d0, s0 - d0)", "(d0)[s0] -> (d0, -d0 + s0)"),
    ('M', "()[s0] -> (50, 100 - s0)", "()[s0] -> (50, -s0 + 100)"),
    ('M', "(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)", "(d0, d1, d2, d3, d4) -> (d0, d4, d3, d2)"),
    ('M', "(d0, d1, d2, d3) -> (d0, d1 + d2)", "(d0, d1, d2, d3) -> (d0, d1 + d2)"),
    ('M', "()[x] -> (x+1)", "()[s0] -> (s0 + 1)"),
    ('M', "(d0)[s0, s1] -> (d0 * s1 + s1, s0)", "(d0)[s0, s1] -> (d0 * s1 + s1, s0)"),
    ('M', "()[s0] -> (s0 floordiv 4 + 40)", "()[s0] -> (s0 floordiv 4 + 40)"),
    ('M', "(d0) -> (-d0 + 128)", "(d0) -> (-d0 + 128)"),
    ('M', "(d0, d1, d2, d3) -> (d1, 0, d3)", "(d0, d1, d2, d3) -> (d1, 0, d3)"),
    ('M', "(k, m, n) -> (n, m)", "(d0, d1, d2) -> (d2, d1)"),
    ('M', "()[s0, s1] -> (s0 + s1 floordiv 8)", "()[s0, s1] -> (s0 + s1 floordiv 8)"),
    ('M', "(m, n) -> ()", "(d0, d1) -> ()"),
    ('M', "(d0, d1)[s0, s1] -> (d1 * s1 + s1 * 2, d0 + s0 + 2)", "(d0, d1)[s0, s1] -> (d1 * s1 + s1 * 2, d0 + s0 + 2)"),
    ('M', "(f0, f1, f2, f3, c0, c1) -> (f0, f1, f2, f3)", "(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)"),
    ('M', "(d0) -> (d0 * 3)", "(d0) -> (d0 * 3)"),
    ('M', "(d0, d1, d2, d3) -> (d0, d2, d1, d3)", "(d0, d1, d2, d3) -> (d0, d2, d1, d3)"),
    ('M', "(d0)[s0] -> (s0, d0 + 10)", "(d0)[s0] -> (s0, d0 + 10)"),
    ('M', "(d0)[s0] -> (2, s0 - d0)", "(d0)[s0] -> (2, -d0 + s0)"),
    ('M', "(l, i, j, k) -> (i, k, l)", "(d0, d1, d2, d3) -> (d1, d3, d0)"),
    ('M', "(d0, d1, d2, d3, d4, d5) -> (d4, d5)", "(d0, d1, d2, d3, d4, d5) -> (d4, d5)"),
    ('M', "()[s0] -> (s0 * 32)", "()[s0] -> (s0 * 32)"),
    ('M', "(d0, d1) -> ((d1 mod 9) floordiv 3)", "(d0, d1) -> ((d1 mod 9) floordiv 3)"),
    ('M', "()[s0] -> (s0 + 4)", "()[s0] -> (s0 + 4)"),
    ('M', "(d0, d1)[s0] -> (d0 + d1 + s0 + 5, d1)", "(d0, d1)[s0] -> (d0 + d1 + s0 + 5, d1)"),
    ('M', "(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)", "(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)"),
    ('M', "(d0, d1) -> (d0 - d0 + d1, -d0 + d0 + d0, (1 + d0 + d1 floordiv 4) - (d0 + d1 floordiv 4 + 1))", "(d0, d1) -> (d1, d0, 0)"),
    ('M', "(d0) -> (d0 + 25)", "(d0) -> (d0 + 25)"),
    ('M', "(d0, d1)[s0] -> (d0 * 16 + d1)", "(d0, d1)[s0] -> (d0 * 16 + d1)"),
    ('M', "(d0, d1)[step, loc] -> (step - d0, loc - d1)", "(d0, d1)[s0, s1] -> (-d0 + s0, -d1 + s1)"),
    ('M', "(d0) -> (d0 ceildiv 8)", "(d0) -> (d0 ceildiv 8)"),
    ('M', "(d0) -> (d0 * 2)", "(d0) -> (d0 * 2)"),
    ('S', "(d0) : (8*d0 - 4 >= 0, -8*d0 + 7 >= 0)", "(d0) : (d0 * 8 - 4 >= 0, d0 * -8 + 7 >= 0)"),
    ('M', "(d0)[s0] -> (-d0 + s0, 128)", "(d0)[s0] -> (-d0 + s0, 128)"),
    ('M', "(d0, d1, d2)[s0, s1] -> (d2 * s0)", "(d0, d1, d2)[s0, s1] -> (d2 * s0)"),
    ('M', "()[s0, s1, s2] -> ((s2 mod (s0 * s1)) floordiv s1)", "()[s0, s1, s2] -> ((s2 mod (s0 * s1)) floordiv s1)"),
    ('M', "()[s0] -> (s0 mod 16 + 1)", "()[s0] -> (s0 mod 16 + 1)"),
    ('M', "(d0) -> (d0 * 8)", "(d0) -> (d0 * 8)"),
    ('M', "()[s0, s1, s2] -> ((s2 + s0 * s1) floordiv 2)", "()[s0, s1, s2] -> ((s2 + s0 * s1) floordiv 2)"),
    ('M', "(d0, d1) -> (d0 + 1, d1 * 4 + 2)", "(d0, d1) -> (d0 + 1, d1 * 4 + 2)"),
    ('M', "(d0) -> (d0 * 4)", "(d0) -> (d0 * 4)"),
    ('M', "(d0)[s0] -> (s0 + 4, 7 + d0)", "(d0)[s0] -> (s0 + 4, d0 + 7)"),
    ('M', "()[s0, s1, s2] -> (s2 + 16, s2 * 8, s1 * 2, s0 + 1)", "()[s0, s1, s2] -> (s2 + 16, s2 * 8, s1 * 2, s0 + 1)"),
    ('M', "(d0) -> ( (d0 + 1) mod 2)", "(d0) -> ((d0 + 1) mod 2)"),
    ('M', "(d0)[s0, s1] -> (d0 * s0 + s1)", "(d0)[s0, s1] -> (d0 * s0 + s1)"),
    ('M', "(d0, d1) -> (4 * d0 - 3 * d1, -9, 4 * d0 - 4 * d1)", "(d0, d1) -> (d0 * 4 - d1 * 3, -9, d0 * 4 - d1 * 4)"),
    ('M', "(d0, d1) -> (d1 + d0)", "(d0, d1) -> (d1 + d0)"),
    ('M', "(d0, d1, d2) -> (d2 * 64 - 2, 5, (d1 mod 4) floordiv 8)", "(d0, d1, d2) -> (d2 * 64 - 2, 5, (d1 mod 4) floordiv 8)"),
    ('M', "(d0) -> (d0 + 32)", "(d0) -> (d0 + 32)"),
    ('M', "()[s0] -> (512 ceildiv s0)", "()[s0] -> (512 ceildiv s0)"),
    ('M', "(d0)[s0, s1, s2] -> (d0 * s2 + s2, s0, 4096 floordiv s1)", "(d0)[s0, s1, s2] -> (d0 * s2 + s2, s0, 4096 floordiv s1)"),
    ('M', "(d0) -> (d0 + 12)", "(d0) -> (d0 + 12)"),
    ('M', "(d0, d1) -> (d0 * 16 + d1)", "(d0, d1) -> (d0 * 16 + d1)"),
    ('M', "(d0) -> (d0 + 4)", "(d0) -> (d0 + 4)"),
    ('M', "(d0) -> ((d0 mod 147456) floordiv 1152)", "(d0) -> ((d0 mod 147456) floordiv 1152)"),
    ('M', "(d0)[s0] -> (d0 + s0 - 1)", "(d0)[s0] -> (d0 + s0 - 1)"),
    ('M', "()[s0] -> (-(2000 mod s0) + 2000)", "()[s0] -> (-(2000 mod s0) + 2000)"),
    ('M', "(d0)[s0] -> (32, -d0 + s0)", "(d0)[s0] -> (32, -d0 + s0)"),
    ('M', "(d0, d1, d2) -> (d0 + d1 * 12 + d2 * 108)", "(d0, d1, d2) -> (d0 + d1 * 12 + d2 * 108)"),
    ('M', "(d0, d1) -> (d0, d1*2)", "(d0, d1) -> (d0, d1 * 2)"),
    ('M', "(d0, d1) -> (d1, d0, 0, 0)", "(d0, d1) -> (d1, d0, 0, 0)"),
    ('M', "(d0,d1) -> (d0 - d1, d1 - d0)", "(d0, d1) -> (d0 - d1, d1 - d0)"),
    ('M', "()[s0] -> (s0 - 42)", "()[s0] -> (s0 - 42)"),
    ('M', "(i, j, k, l, m) -> (i, k, m)", "(d0, d1, d2, d3, d4) -> (d0, d2, d4)"),
    ('M', "(i, j) -> (1*i+3*2-2*2-1, 4*j + 2)", "(d0, d1) -> (d0 + 1, d1 * 4 + 2)"),
    ('M', "(i, j, k) -> (i, k, i + j)", "(d0, d1, d2) -> (d0, d2, d0 + d1)"),
    ('M', "()[s0] -> (64 ceildiv s0)", "()[s0] -> (64 ceildiv s0)"),
    ('M', "(d0, d1, d2) -> (d2, d0)", "(d0, d1, d2) -> (d2, d0)"),
    ('M', "()[s0, s1, s2] -> ((s0 - ((s0 - s2) mod s1) - s2) mod s1)", "()[s0, s1, s2] -> ((s0 - (s0 - s2) mod s1 - s2) mod s1)"),
    ('M', "(d0, d1, d2) -> (d0 + d1, d2)", "(d0, d1, d2) -> (d0 + d1, d2)"),
    ('M', "(d0) -> (d0 mod 128)", "(d0) -> (d0 mod 128)"),
    ('M', "(i, j)[s1] -> (i, 0)", "(d0, d1)[s0] -> (d0, 0)"),
    ('M', "(d0, d1, d2) -> (d1, d0, d2)", "(d0, d1, d2) -> (d1, d0, d2)"),
    ('M', "(d0, d1, d2) -> (d2 floordiv 4)", "(d0, d1, d2) -> (d2 floordiv 4)"),
    ('M', "(d0) -> ((d0 floordiv 32) * 16 + 8)", "(d0) -> ((d0 floordiv 32) * 16 + 8)"),
    ('M', "()[s0, s1, s2] -> ((s2 mod (s0 * s1)) mod s1)", "()[s0, s1, s2] -> ((s2 mod (s0 * s1)) mod s1)"),
    ('M', "(d0)[s0] ->((-((d0 floordiv s0) * s0) + s0 * s0) mod s0)", "(d0)[s0] -> ((-((d0 floordiv s0) * s0) + s0 * s0) mod s0)"),
    ('M', "()[s0] -> (((s0 - 1) floordiv 2) * 2 + 1)", "()[s0] -> (((s0 - 1) floordiv 2) * 2 + 1)"),
    ('M', "(d0, d1, d2) -> (d2 * 32 + ((d0 + d1 * 4) floordiv 32) * 32)", "(d0, d1, d2) -> (d2 * 32 + ((d0 + d1 * 4) floordiv 32) * 32)"),
    ('M', "(d0, d1)[s0, s1] -> (d0, d0 - d1 * s1 + 2)", "(d0, d1)[s0, s1] -> (d0, d0 - d1 * s1 + 2)"),
    ('M', "(d0) -> (4 * d0 + 3)", "(d0) -> (d0 * 4 + 3)"),
    ('M', "()[s0, s1] -> (-(s1 floordiv s0) + 2)", "()[s0, s1] -> (-(s1 floordiv s0) + 2)"),
    ('M', "(d0,d1) -> (d1)", "(d0, d1) -> (d1)"),
    ('M', "(d0, d1)->(d0 + 1)", "(d0, d1) -> (d0 + 1)"),
    ('M', "(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d5, d4, d0 + d2, d1 + d3, d7, d8)", "(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d5, d4, d0 + d2, d1 + d3, d7, d8)"),
    ('M', "(d0) -> (d0 floordiv (3 * 16))", "(d0) -> (d0 floordiv 48)"),
    ('M', "(d0) -> (d0 floordiv 2)", "(d0) -> (d0 floordiv 2)"),
    ('M', "()[s0] -> (s0 * 2 - (s0 floordiv 4) * 8 + 40)", "()[s0] -> (s0 * 2 - (s0 floordiv 4) * 8 + 40)"),
    ('M', "(d0, d1)-> (d0, d1)", "(d0, d1) -> (d0, d1)"),
    ('M', "()->()", "() -> ()"),
    ('M', "(d0) -> (d0 - 2)", "(d0) -> (d0 - 2)"),
    ('M', "(i, j)[s0] -> (i, s0*j)", "(d0, d1)[s0] -> (d0, d1 * s0)"),
    ('S', "(d0, d1) : (-1 >= 0)", "(d0, d1) : (-1 >= 0)"),
    ('M', "(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d5, d6, d0, d1, d8, d9)", "(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d5, d6, d0, d1, d8, d9)"),
    ('M', "(d0, d1)->(d0)", "(d0, d1) -> (d0)"),
    ('M', "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)", "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)"),
    ('M', "(i, j, k) -> (i * 64 floordiv 64, i * 512 floordiv 128, 4 * j mod 4, 4*j*4 mod 8)", "(d0, d1, d2) -> (d0, d0 * 4, 0, 0)"),
    ('M', "()[s0] -> (s0 mod 4 + 4)", "()[s0] -> (s0 mod 4 + 4)"),
    ('M', "(d0, d1)[mod, floordiv] -> (mod floordiv 2 - d0, floordiv mod 3 - d1)", "(d0, d1)[s0, s1] -> (-d0 + s0 floordiv 2, -d1 + s1 mod 3)"),
    ('M', "(k, m, n) -> (m, k)", "(d0, d1, d2) -> (d1, d0)"),
    ('M', "(d0, d1) -> (0)", "(d0, d1) -> (0)"),
    ('M', "(d1) [s0] -> (d1 + s0)", "(d0)[s0] -> (d0 + s0)"),
    ('S', "(d0)[s0]: (  d0 - s0 floordiv 2 >= 0)", "(d0)[s0] : (d0 - s0 floordiv 2 >= 0)"),
    ('M', "()[s0, s1] -> (s0 + s1, s0 * s1)", "()[s0, s1] -> (s0 + s1, s0 * s1)"),
    ('M', "(d0) -> (d0 * 7 - 49)", "(d0) -> (d0 * 7 - 49)"),
    ('M', "(i, j) -> (i + 1, j*2*2 + 2)", "(d0, d1) -> (d0 + 1, d1 * 4 + 2)"),
    ('M', "(d0, d1) -> (d0 floordiv 256)", "(d0, d1) -> (d0 floordiv 256)"),
    ('M', "(d0, d1) -> (d1 mod 8 floordiv 32, 5 + 291414 - 64 + 3)", "(d0, d1) -> ((d1 mod 8) floordiv 32, 291358)"),
    ('S', "()[N0, N1] : (N1 + N1 == N0 floordiv (-2) - -N1, N0 ceildiv 32 <= 0, N0 ceildiv -1 >= N0 mod 16 floordiv N0)", "()[s0, s1] : (s1 * 2 - (s0 floordiv -2 + s1) == 0, -(s0 ceildiv 32) >= 0, s0 ceildiv -1 - (s0 mod 16) floordiv s0 >= 0)"),
    ('M', "(d0, d1, d2)[s0] -> (64)", "(d0, d1, d2)[s0] -> (64)"),
    ('M', "(d0, d1, d2)[s0, s1] -> (s1, 12, 922054 - 64 - 0)", "(d0, d1, d2)[s0, s1] -> (s1, 12, 921990)"),
    ('M', "()[s0] -> (-(1 * (s0)) + 7 + (s0))", "()[s0] -> (7)"),
    ('M', "(j0) -> (1 mod 0, 1, (1) - 0 * (12))", "(d0) -> (1 mod 0, 1, 1)"),
    ('M', "(d0, d1, d2)[s0] -> (8)", "(d0, d1, d2)[s0] -> (8)"),
    ('M', "() -> (128 ceildiv 2, -(1 mod 6) floordiv 6 floordiv 8)", "() -> (64, -1)"),
    ('M', "()[s0, s1] -> (s1)", "()[s0, s1] -> (s1)"),
    ('M', "(d0)[s0, s1] -> (s1 + d0, 3 + 16)", "(d0)[s0, s1] -> (d0 + s1, 19)"),
    ('S', "()[s0] : (64 == 0, 2 - s0 ceildiv 2 floordiv (5 floordiv 32 - (-2) * s0 + 0 * (-2) floordiv 1) == 0, -(s0) mod -2 >= 370052)", "()[s0] : (64 == 0, -((s0 ceildiv 2) floordiv (s0 * 2)) + 2 == 0, (-s0) mod -2 - 370052 >= 0)"),
    ('M', "(d0) -> ((0))", "(d0) -> (0)"),
    ('M', "(d0)[s0, s1] -> (d0 - d0 mod 16 + (2 - s0), 139362, (-d0 mod (3)))", "(d0)[s0, s1] -> (d0 - d0 mod 16 + -s0 + 2, 139362, (-d0) mod 3)"),
    ('M', "(d0, d1, d2) -> ((4), d2 + 128)", "(d0, d1, d2) -> (4, d2 + 128)"),
    ('M', "(d0, d1)[s0] -> (-0 * d0 - 12 - d1 - (3 * d1), (d1) - -d0 + d0 mod s0)", "(d0, d1)[s0] -> (d1 * -4 - 12, d1 + d0 + d0 mod s0)"),
    ('M', "()[N0, N1] -> (N1 ceildiv N1, N1 mod N1)", "()[s0, s1] -> (s1 ceildiv s1, s1 mod s1)"),
    ('S', "()[N0] : (N0 mod N0 - 1 + N0 == (N0), N0 ceildiv -1 + N0 >= -128 * N0, N0 >= 0)", "()[s0] : (s0 mod s0 + s0 - s0 - 1 == 0, s0 ceildiv -1 + s0 + s0 * 128 >= 0, s0 >= 0)"),
    ('S', "(d0, d1, d2)[s0] : (d0 + (3) == ((d0)), 4 * s0 <= 0)", "(d0, d1, d2)[s0] : (3 == 0, s0 * -4 >= 0)"),
    ('M', "(d0, d1, d2)[s0, s1] -> ((s0) ceildiv s0 floordiv 8 - -d0 - 5 floordiv 8 + --s0 floordiv s1 - -d0 - d2 mod (1) mod (s1 mod (-2)) floordiv 3)", "(d0, d1, d2)[s0, s1] -> (d0 + (s0 ceildiv s0) floordiv 8 + s0 floordiv s1 + d0 - (0 mod (s1 mod -2)) floordiv 3)"),
    ('M', "(d0)[s0] -> ((d0), 12 - 994298 - d0 * 3, d0 floordiv 8 + s0 - d0 ceildiv s0)", "(d0)[s0] -> (d0, d0 * -3 - 994286, d0 floordiv 8 + s0 - d0 ceildiv s0)"),
    ('M', "(d0, d1, d2)[s0] -> (s0 * d2 * 16, (0))", "(d0, d1, d2)[s0] -> ((d2 * s0) * 16, 0)"),
    ('M', "(d0) -> (64, 64)", "(d0) -> (64, 64)"),
    ('M', "()[s0, s1] -> (-s1 * 16 - -s1 mod 6 - (0 floordiv (4)) - (s0) mod 8 - s0, -3 * ((16 - (s1 - s0))), (-s0 * s1) mod -2 * s1 - 3 floordiv s0 + (8 mod s1 + -s1) - s1)", "()[s0, s1] -> (s1 * -16 - (-s1) mod 6 - s0 mod 8 - s0, (-(s1 - s0) + 16) * -3, ((-(s0 * s1)) mod -2) * s1 - 3 floordiv s0 + 8 mod s1 - s1 - s1)"),
    ('M', "(d0, d1)[s0] -> (-(0 - -(d0)))", "(d0, d1)[s0] -> (-d0)"),
    ('M', "()[s0] -> ((s0) ceildiv 0 mod 0 + s0 - (1), 751997 + s0 - s0 - 1 - s0 mod s0 - 8 + 16, 3 mod 4)", "()[s0] -> ((s0 ceildiv 0) mod 0 + s0 - 1, -(s0 mod s0) + 752004, 3)"),
    ('M', "()[s0] -> (0 + s0, s0, s0)", "()[s0] -> (s0, s0, s0)"),
    ('M', "(k0)[N0, N1] -> ((k0 floordiv N0))", "(d0)[s0, s1] -> (d0 floordiv s0)"),
    ('M', "(d0, d1, d2)[s0] -> ((d2 + s0 + 7 mod 5))", "(d0, d1, d2)[s0] -> (d2 + s0 + 2)"),
    ('S', "(d0)[s0] : (s0 >= (16) floordiv -1, (5) * 0 - 12 - d0 == 8)", "(d0)[s0] : (s0 + 16 >= 0, -d0 - 20 == 0)"),
    ('M', "()[s0, s1] -> (s0, (s0 floordiv 3 * 32) mod 2)", "()[s0, s1] -> (s0, 0)"),
    ('M', "(d0, d1) -> (16 - d1 floordiv 6 * 8 ceildiv 1, --128 + (5))", "(d0, d1) -> ((d1 floordiv 6) * -8 + 16, 133)"),
    ('M', "(i0, x1, i2) -> (i2 ceildiv 2 - i0 - 4 ceildiv 3, -i2 + 128 ceildiv 2 * 663789, i0 + (12) - 43438 + 128 + i0 + 128)", "(d0, d1, d2) -> (d2 ceildiv 2 - d0 - 2, -d2 + 42482496, d0 * 2 - 43170)"),
    ('M', "()[s0, s1] -> (s0 * 16 - s1 - s0 - s0 floordiv 8, 4 + -5 - 64 + s0 * 8, 1 + s1)", "()[s0, s1] -> (s0 * 16 - s1 - s0 - s0 floordiv 8, s0 * 8 - 65, s1 + 1)"),
    ('S', "()[s0] : (s0 + s0 mod 4 >= (s0 mod 1))", "()[s0] : (s0 + s0 mod 4 >= 0)"),
    ('M', "(d0)[s0, s1] -> (0 mod 12, d0 floordiv 1)", "(d0)[s0, s1] -> (0, d0)"),
    ('M', "()[s0] -> (s0, s0 + s0)", "()[s0] -> (s0, s0 * 2)"),
    ('M', "(d0, d1) -> (-16 floordiv 32, (5 - 4))", "(d0, d1) -> (-1, 1)"),
    ('M', "()[s0, s1] -> (s0, 16, 1)", "()[s0, s1] -> (s0, 16, 1)"),
    ('M', "(d0, d1)[s0, s1] -> (s1 floordiv (-2) mod 4)", "(d0, d1)[s0, s1] -> ((s1 floordiv -2) mod 4)"),
    ('M', "(d0, d1, d2)[s0, s1] -> (5)", "(d0, d1, d2)[s0, s1] -> (5)"),
    ('S', "()[s0] : (0 floordiv (-1) ceildiv s0 - 1 floordiv 0 <= 0)", "()[s0] : (-(0 ceildiv s0 - 1 floordiv 0) >= 0)"),
    ('M', "(d0)[s0, s1] -> ((s1) - s1 mod s0, s0 + d0 + 8)", "(d0)[s0, s1] -> (s1 - s1 mod s0, d0 + s0 + 8)"),
    ('M', "(d0, d1, d2)[s0] -> (7 - 2, 0 floordiv 16)", "(d0, d1, d2)[s0] -> (5, 0)"),
    ('M', "(d0) -> (16 * (1), d0)", "(d0) -> (16, d0)"),
    ('M', "() -> (12 + 3 - (8) - 8, (128 ceildiv 3), -(12) + 1 + 8)", "() -> (-1, 43, -3)"),
    ('M', "(d0, d1) -> (64)", "(d0, d1) -> (64)"),
    ('S', "(d0, d1)[s0, s1] : (d1 - d0 <= d0, d1 - s1 >= (d0) + d1)", "(d0, d1)[s0, s1] : (d0 - (d1 - d0) >= 0, d1 - s1 - (d0 + d1) >= 0)"),
    ('M', "(d0)[s0, s1] -> (d0, 128)", "(d0)[s0, s1] -> (d0, 128)"),
    ('M', "(x0)[N0, N1] -> (2 + 128 + 2 - N0, (N1 - x0), x0)", "(d0)[s0, s1] -> (-s0 + 132, -d0 + s1, d0)"),
    ('M', "() -> (16 * (5))", "() -> (80)"),
    ('M', "(d0)[s0, s1] -> (d0 floordiv (-1), 150079 floordiv (-1), s0 + s0)", "(d0)[s0, s1] -> (d0 floordiv -1, -150079, s0 * 2)"),
    ('M', "(d0, d1)[s0] -> (-d1 mod 6, 12)", "(d0, d1)[s0] -> ((-d1) mod 6, 12)"),
    ('M', "(d0) -> (-d0 - 2 + 7 * 7 mod 32, 4 floordiv 8 floordiv 6 mod (-1) + --0, 192839 * 4 floordiv 12 + (-2) * 12 + 64)", "(d0) -> (-d0 + 15, 0 mod -1, 64319)"),
    ('M', "(d0) -> (12 * 16)", "(d0) -> (192)"),
    ('M', "() -> (1, 64)", "() -> (1, 64)"),
    ('S', "(d0, d1) : (d1 - 5 * d0 >= -d1 mod -2)", "(d0, d1) : (d1 - d0 * 5 - (-d1) mod -2 >= 0)"),
    ('M', "(d0, d1)[s0, s1] -> (622892 - d0 + (-64 mod 1), s0, 4 * (s1) floordiv (-4 + 12 + -s1 - s1))", "(d0, d1)[s0, s1] -> (-d0 + 622892, s0, (s1 * 4) floordiv (s1 * -2 + 8))"),
    ('S', "(d0, d1)[s0] : (2 * d0 + -5 * s0 mod (5) <= (12 + d1), d1 + 745867 * 12 - 16 mod 3 <= 0, ((d0 * (s0))) >= 0)", "(d0, d1)[s0] : (d1 - d0 * 2 + 12 >= 0, -(d1 + 8950403) >= 0, d0 * s0 >= 0)"),
    ('M', "(x0, y1, y2)[N0] -> (N0, --x0)", "(d0, d1, d2)[s0] -> (s0, d0)"),
    ('M', "(d0, d1) -> (d1 + 64 ceildiv 4, 16 ceildiv 32)", "(d0, d1) -> (d1 + 16, 1)"),
    ('M', "(d0, d1)[s0, s1] -> (d1 floordiv 8 + d1, (s0 floordiv s0))", "(d0, d1)[s0, s1] -> (d1 floordiv 8 + d1, s0 floordiv s0)"),
    ('M', "(k0)[N0, N1] -> (7 - N0, 7 ceildiv -1, 2 + 16)", "(d0)[s0, s1] -> (-s0 + 7, -7, 18)"),
    ('M', "(d0, d1)[s0, s1] -> (s1)", "(d0, d1)[s0, s1] -> (s1)"),
    ('M', "(x0) -> ((x0 mod (-1) floordiv 4 floordiv 0), -0 ceildiv 32)", "(d0) -> (((d0 mod -1) floordiv 4) floordiv 0, 0)"),
    ('M', "(d0, d1)[s0] -> ((8), -128 mod s0 - d1 ceildiv 8 - s0 - d1 - -d1 ceildiv 6 ceildiv 8, 3 * s0 + d0 + d1 floordiv (s0) + 601749 + d0 mod s0)", "(d0, d1)[s0] -> (8, -(d1 ceildiv 8) + -128 mod s0 - s0 - d1 - ((-d1) ceildiv 6) ceildiv 8, d0 + s0 * 3 + d1 floordiv s0 + d0 mod s0 + 601749)"),
    ('M', "(d0)[s0] -> (0 ceildiv 3 - 64 - d0 ceildiv s0 floordiv s0)", "(d0)[s0] -> (-((d0 ceildiv s0) floordiv s0) - 64)"),
    ('M', "(d0, d1, d2)[s0, s1] -> (1)", "(d0, d1, d2)[s0, s1] -> (1)"),
    ('S', "()[s0, s1] : (s1 * s0 == 0, s1 * 3 + s0 floordiv -1 floordiv (((s1)) * 128 - 12) <= 5 + 5 mod 1)", "()[s0, s1] : (s1 * s0 == 0, -(s1 * 3 + (s0 floordiv -1) floordiv (s1 * 128 - 12)) + 5 >= 0)"),
    ('M', "()[N0, N1] -> ((N0 floordiv N1) - N0 floordiv 0, -N1, N1 ceildiv (-2) * 4 * -2 mod 0 - N1)", "()[s0, s1] -> (s0 floordiv s1 - s0 floordiv 0, -s1, ((s1 ceildiv -2) * -8) mod 0 - s1)"),
    ('M', "()[s0] -> (s0 * -32 + 1023\t, 32)", "()[s0] -> (s0 * -32 + 1023, 32)"),
    ('M', "() -> (3)", "() -> (3)"),
    ('M', "(d1, d2, d3) -> (0, d1, 0, 0)", "(d0, d1, d2) -> (0, d0, 0, 0)"),
    ('M', "(y0, k1, j2)[N0, N1] -> (j2 - k1 mod N0, (k1 -  - 7))", "(d0, d1, d2)[s0, s1] -> (d2 - d1 mod s0, d1 + 7)"),
    ('M', "(d0, d1, d2) -> (d0 - ( d2))", "(d0, d1, d2) -> (d0 - d2)"),
    ('M', "(k, m) //c\n-> (m)", "(d0, d1) -> (d1)"),
    ('M', "() -> (-5 mod -2 + 4 mod -1 - 367151, 18)", "() -> (-5 mod -2 + 4 mod -1 - 367151, 18)"),
    ('M', "()[s0, s1] -> (s0 + 219899)", "()[s0, s1] -> (s0 + 219899)"),
    ('M', "(d0, d1) -> (d1, (d0 ceildiv -1) ceildiv -2 - (-d0 + 128) * 3)", "(d0, d1) -> (d1, (d0 ceildiv -1) ceildiv -2 - (-d0 + 128) * 3)"),
    ('M', "(d0, d1, d2)[s0, s1] -> (s1, 12, 921990)", "(d0, d1, d2)[s0, s1] -> (s1, 12, 921990)"),
    ('S', "(d0, d1)[s0, s1] : (s0 >= 0, d1 == 0)", "(d0, d1)[s0, s1] : (s0 >= 0, d1 == 0)"),
    ('M', "(d0, d1, d2)[s0, s1] -> (12, d1 - s1 floordiv 3)", "(d0, d1, d2)[s0, s1] -> (12, d1 - s1 floordiv 3)"),
    ('M', "(d0, d1)[s0] -> ((((-9223372036854775806 floordiv s0) ceildiv 1000000007) * s0) * 4294967296 + 4294967296)", "(d0, d1)[s0] -> ((((-9223372036854775806 floordiv s0) ceildiv 1000000007) * s0) * 4294967296 + 4294967296)"),
    ('M', "() -> (64, 0)", "() -> (64, 0)"),
    ('S', "() : ((4 mod -1) mod 3 - (16 mod 0 + 3) >= 0, -(8 ceildiv 0) >= 0, -13 >= 0)", "() : ((4 mod -1) mod 3 - (16 mod 0 + 3) >= 0, -(8 ceildiv 0) >= 0, -13 >= 0)"),
    ('M', "(d0)[s0, s1] -> (d0, -d0 + s0 + 4 + d0 * 3, d0 * 2 + s1 floordiv 8)", "(d0)[s0, s1] -> (d0, -d0 + s0 + d0 * 3 + 4, d0 * 2 + s1 floordiv 8)"),
    ('M', "(d0, d1)[s0, s1] -> (d0 + (d0 * -2) ceildiv s1, d0)", "(d0, d1)[s0, s1] -> (d0 + (d0 * -2) ceildiv s1, d0)"),
    ('M', "(d0)[s0] -> (-d0 - d0 mod s0)", "(d0)[s0] -> (-d0 - d0 mod s0)"),
    ('S', "()[s0] : (-s0 == 0, s0 * 2 + 11 >= 0)", "()[s0] : (-s0 == 0, s0 * 2 + 11 >= 0)"),
    ('M', "(d0)[s0, s1] -> (d0 * -192 + s0 mod 16 - s0 - d0 ceildiv 8 - 53923, s1 * 325788)", "(d0)[s0, s1] -> (d0 * -192 + s0 mod 16 - s0 - d0 ceildiv 8 - 53923, s1 * 325788)"),
    ('M', "(d0, d1)[s0, s1] -> (d1 - 1)", "(d0, d1)[s0, s1] -> (d1 - 1)"),
    ('M', "(d0, d1)[s0] -> (((s0 floordiv -3) floordiv 1000000007) * 4611686018427387904, -d0 + -s0 - 2147483648 + 2147483648, ((d0 ceildiv -2) mod 0 + -4611686018427387904 * 2147483648 + s0 + 3037000500) * ((s0 + 4294967296) mod -3) - 2592242074)", "(d0, d1)[s0] -> (((s0 floordiv -3) floordiv 1000000007) * 4611686018427387904, -d0 - s0, ((d0 ceildiv -2) mod 0 + -4611686018427387904 * 2147483648 + s0 + 3037000500) * ((s0 + 4294967296) mod -3) - 2592242074)"),
    ('M', "(d0, d1, d2) -> (0, d1, d0 + d2 + 1)", "(d0, d1, d2) -> (0, d1, d0 + d2 + 1)"),
    ('M', "()[s0, s1] -> (-4)", "()[s0, s1] -> (-4)"),
    ('M', "(d0, d1)[s0, s1] -> ((s1 floordiv 2) * -2 + s1)", "(d0, d1)[s0, s1] -> ((s1 floordiv 2) * -2 + s1)"),
    ('M', "(d0, d1)[s0, s1] -> (((s0 + 1) * 64) floordiv (s0 + 1))", "(d0, d1)[s0, s1] -> (((s0 + 1) * 64) floordiv (s0 + 1))"),
    ('S', "() : (8 >= 0)", "() : (8 >= 0)"),
    ('M', "(d0, d1)[s0, s1] -> (((d1 - 60) * 4 + 8) ceildiv -4)", "(d0, d1)[s0, s1] -> (((d1 - 60) * 4 + 8) ceildiv -4)"),
    ('M', "(d0, d1)[s0] -> (-d1, 0)", "(d0, d1)[s0] -> (-d1, 0)"),
    ('M', "(d0, d1, d2)[s0] -> (s0, d1 + -s0 + 7)", "(d0, d1, d2)[s0] -> (s0, d1 - s0 + 7)"),
    ('M', "(d0) -> (10, 7, 0)", "(d0) -> (10, 7, 0)"),
    ('S', "(d0, d1, d2)[s0, s1] : (d1 floordiv 32 - (-(d2 * s1) + s1) == 0, -d0 + s1 >= 0, -(d0 - d1 + d2) + 1 >= 0)", "(d0, d1, d2)[s0, s1] : (d1 floordiv 32 - (-(d2 * s1) + s1) == 0, -d0 + s1 >= 0, -(d0 - d1 + d2) + 1 >= 0)"),
    ('M', "(d0, d1)[s0, s1] -> (d0 * -8 + d0 * -8 + 2 + 1)", "(d0, d1)[s0, s1] -> (d0 * -16 + 3)"),
    ('M', "(d0, d1, d2)[s0, s1] -> (7, d1 - 6)", "(d0, d1, d2)[s0, s1] -> (7, d1 - 6)"),
    ('M', "(d0, d1)[s0] -> (-s0)", "(d0, d1)[s0] -> (-s0)"),
    ('M', "(d0)[s0] -> (d0 * 110 + 110, s0 floordiv 3)", "(d0)[s0] -> (d0 * 110 + 110, s0 floordiv 3)"),
    ('M', "(d0, d1)[s0] -> (d0 - d1, d0, d1 + s0)", "(d0, d1)[s0] -> (d0 - d1, d0, d1 + s0)"),
    ('S', "(d0, d1, d2) : (144 >= 0)", "(d0, d1, d2) : (144 >= 0)"),
    ('M', "()[s0] -> (s0, (s0 floordiv 16) floordiv 0)", "()[s0] -> (s0, (s0 floordiv 16) floordiv 0)"),
    ('M', "()[s0, s1] -> (s0, s1 + 8)", "()[s0, s1] -> (s0, s1 + 8)"),
    ('M', "(d0, d1) -> (5, d1 * 3 + 6)", "(d0, d1) -> (5, d1 * 3 + 6)"),
    ('M', "(d0)[s0] -> (d0 * 2 + s0 + s0 * 3, d0 + s0 + 3 + 4)", "(d0)[s0] -> (d0 * 2 + s0 + s0 * 3, d0 + s0 + 7)"),
    ('S', "()[s0] : (-537663 >= 0)", "()[s0] : (-537663 >= 0)"),
    ('M', "()[s0, s1] -> (0 mod -2)", "()[s0, s1] -> (0 mod -2)"),
    ('M', "(d0, d1, d2)[s0] -> (d0 - d1 + 5 mod -1 - 123, -938812, d2 + d0)", "(d0, d1, d2)[s0] -> (d0 - d1 + 5 mod -1 - 123, -938812, d2 + d0)"),
    ('M', "() -> (42)", "() -> (42)"),
    ('M', "(d0, d1)[s0] -> (1000000007, d0, s0 floordiv 4611686018427387904)", "(d0, d1)[s0] -> (1000000007, d0, s0 floordiv 4611686018427387904)"),
    ('M', "(d0) -> (0, 532108, d0)", "(d0) -> (0, 532108, d0)"),
    ('M', "(d0)[s0] -> (d0, -s0, d0 ceildiv 0)", "(d0)[s0] -> (d0, -s0, d0 ceildiv 0)"),
    ('M', "() -> (405785)", "() -> (405785)"),
    ('M', "()[s0, s1] -> (-(s1 mod 0), s1 mod 16 - s1)", "()[s0, s1] -> (-(s1 mod 0), s1 mod 16 - s1)"),
    ('S', "(d0, d1) : (-(d0 ceildiv 32) + (1 floordiv 0) * 6 == 0, -272 >= 0, 20 >= 0)", "(d0, d1) : (-(d0 ceildiv 32) + (1 floordiv 0) * 6 == 0, -272 >= 0, 20 >= 0)"),
    ('M', "()[s0, s1] -> (((((s1 * s0 + s1 mod 16 + s1 + 66) floordiv (-s1)) ceildiv 5) * s0) * 2, -(s0 + 1))", "()[s0, s1] -> (((((s1 * s0 + s1 mod 16 + s1 + 66) floordiv (-s1)) ceildiv 5) * s0) * 2, -(s0 + 1))"),
    ('M', "(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)", "(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)"),
    ('S', "(d0, d1, d2) : (d0 - d1 == 0, d2 - d0 >= 0, d0 - d1 - 1 >= 0)", "(d0, d1, d2) : (d0 - d1 == 0, d2 - d0 >= 0, d0 - d1 - 1 >= 0)"),
    ('M', "(d0, d1, d2) -> (d1 floordiv 4 + 1)", "(d0, d1, d2) -> (d1 floordiv 4 + 1)"),
    ('S', "(d0, d1) : (d1 - 71 >= 0, d1 + d0 ceildiv 2 - d0 * 4 >= 0, 56 >= 0)", "(d0, d1) : (d1 - 71 >= 0, d1 + d0 ceildiv 2 - d0 * 4 >= 0, 56 >= 0)"),
    ('M', "(d0, d1, d2)[s0] -> (-1 ceildiv 0)", "(d0, d1, d2)[s0] -> (-1 ceildiv 0)"),
    ('M', "(d0, d1) -> (d0 - 7, 4, d1)", "(d0, d1) -> (d0 - 7, 4, d1)"),
    ('M', "(d0, d1, d2) -> (d1 + d2 * 9 + d0 floordiv 7)", "(d0, d1, d2) -> (d1 + d2 * 9 + d0 floordiv 7)"),
    ('M', "() -> (20283760, (3 ceildiv 0) ceildiv 16 + 3, -192)", "() -> (20283760, (3 ceildiv 0) ceildiv 16 + 3, -192)"),
    ('M', "(d0, d1, d2, d3) -> (d0, d2, d3)", "(d0, d1, d2, d3) -> (d0, d2, d3)"),
    ('M', "(d0, d1)[s0] -> (s0 mod (s0 + s0 floordiv 8 + 8))", "(d0, d1)[s0] -> (s0 mod (s0 + s0 floordiv 8 + 8))"),
    ('S', "(d0, d1) : (d0 - d1 >= 0, d1 - d0 - 1 >= 0)", "(d0, d1) : (d0 - d1 >= 0, d1 - d0 - 1 >= 0)"),
    ('M', "(d0, d1)[s0, s1] -> (d1 floordiv 3 + 12 floordiv 0 + d1 * 4 - d0, s0)", "(d0, d1)[s0, s1] -> (d1 floordiv 3 + 12 floordiv 0 + d1 * 4 - d0, s0)"),
    ('M', "(d0) -> (d0 * 4 + 1)", "(d0) -> (d0 * 4 + 1)"),
    ('M', "(d0, d1)[s0, s1] -> (-d0 + (s1 * 64) mod s0)", "(d0, d1)[s0, s1] -> (-d0 + (s1 * 64) mod s0)"),
    ('S', "(d0, d1, d2)[s0] : (16 == 0)", "(d0, d1, d2)[s0] : (16 == 0)"),
    ('M', "(d0, d1, d2)[s0] -> (7, d0 - d0 mod s0 + 2, -12)", "(d0, d1, d2)[s0] -> (7, d0 - d0 mod s0 + 2, -12)"),
    ('M', "()[s0, s1] -> (s0, s1, 42)", "()[s0, s1] -> (s0, s1, 42)"),
    ('M', "(d0, d1)[s0, s1] -> (-d0 + s1 floordiv 2, -d1 + s0 mod 3)", "(d0, d1)[s0, s1] -> (-d0 + s1 floordiv 2, -d1 + s0 mod 3)"),
    ('M', "(d0) -> (-d0 + 15, 0 mod -1, 64319)", "(d0) -> (-d0 + 15, 0 mod -1, 64319)"),
    ('M', "(d0, d1)[s0] -> (s0 * 2147483648 + 2147483648, (-d0 + d1 + d1 - 3037000500) mod 1000000007)", "(d0, d1)[s0] -> (s0 * 2147483648 + 2147483648, (-d0 + d1 + d1 - 3037000500) mod 1000000007)"),
    ('S', "(d0)[s0, s1] : (-(d0 ceildiv 2) + 0 mod s1 - 128 floordiv s0 + 8 >= 0, d0 mod s1 + -646654 mod s0 - s0 - 1 >= 0, 16 >= 0)", "(d0)[s0, s1] : (-(d0 ceildiv 2) + 0 mod s1 - 128 floordiv s0 + 8 >= 0, d0 mod s1 + -646654 mod s0 - s0 - 1 >= 0, 16 >= 0)"),
    ('M', "(d0) -> (d0 * 110)", "(d0) -> (d0 * 110)"),
    ('M', "(d0, d1)[s0] -> (d0)", "(d0, d1)[s0] -> (d0)"),
    ('M', "() -> (2, -136)", "() -> (2, -136)"),
    ('M', "(d0, d1)[s0, s1] -> (-18)", "(d0, d1)[s0, s1] -> (-18)"),
    ('S', "()[s0, s1] : (s0 - (-s0) mod 16 - 859137 >= 0, s0 ceildiv -1 >= 0, s0 - s0 floordiv -2 - (s1 + 685473) >= 0)", "()[s0, s1] : (s0 - (-s0) mod 16 - 859137 >= 0, s0 ceildiv -1 >= 0, s0 - s0 floordiv -2 - (s1 + 685473) >= 0)"),
    ('S', "(d0, d1) : (-((d1 * 16) mod 6) + 64 >= 0, d0 - d1 + d1 * 5 - 4505324 >= 0)", "(d0, d1) : (-((d1 * 16) mod 6) + 64 >= 0, d0 - d1 + d1 * 5 - 4505324 >= 0)"),
    ('M', "(d0, d1, d2, d3, d4) -> (d4, d0, d3, d1)", "(d0, d1, d2, d3, d4) -> (d4, d0, d3, d1)"),
    ('M', "()[s0, s1] -> (-64, s1 * 2 + s0 mod 0, -(s0 mod 16))", "()[s0, s1] -> (-64, s1 * 2 + s0 mod 0, -(s0 mod 16))"),
];

/// `(kind, text, byte offset of mlir-opt's caret within the text, message)`.
#[rustfmt::skip]
const INVALID: &[(char, &str, usize, &str)] = &[
    ('M', "(i, j) -> ((), j)", 12, "no expression inside parentheses"),
    ('M', "(i, j) -> (->, j)", 11, "expected affine expression"),
    ('M', "(i, j) -> (:)", 11, "expected affine expression"),
    ('M', "(i, j) -> (, j)", 11, "expected affine expression"),
    ('M', "(i, j) [s0] -> (2*i*, 3*j*i*2 + 5)", 20, "missing right operand of binary operator"),
    ('M', "(i, j) [s0] -> (i+, i+j+2 + 5)", 18, "missing right operand of binary operator"),
    ('M', "(i, j) [s0] -> ((s0 + i, j)", 23, "expected ')'"),
    ('M', "(i, j) [s0] -> (((s0 + (i + j) + 5), j)", 35, "expected ')'"),
    ('M', "(i, j) [s0] -> i + s0, j)", 14, "expected '(' in affine map range"),
    ('M', "(i, j) [s0] -> (x)", 16, "use of undeclared identifier"),
    ('M', "(i, j, i) [s0] -> (i)", 7, "redefinition of identifier 'i'"),
    ('M', "(i, j) [s0, s1, s0] -> (i)", 16, "redefinition of identifier 's0'"),
    ('M', "(i, j) [i, s0] -> (j)", 8, "redefinition of identifier 'i'"),
    ('M', "(i, j) [s0, s1] -> (+i, j)", 20, "missing left operand of binary operator"),
    ('M', "(i, j) [s0, s1] -> (i, *j)", 23, "missing left operand of binary operator"),
    ('M', "(i, j) [s0, s1] -> (floordiv i 2, j)", 20, "use of undeclared identifier"),
    ('M', "(i, j) [s0, s1] -> (ceildiv i 2, j)", 20, "use of undeclared identifier"),
    ('M', "(i, j) [s0, s1] -> (mod i 2, j)", 20, "use of undeclared identifier"),
    ('M', "(i, j) [s0, s1] -> (-(), j)", 22, "no expression inside parentheses"),
    ('M', "(i, j) [s0, s1] -> (i, *j+5)", 23, "missing left operand of binary operator"),
    ('M', "(i, j) [s0, s1] -> (i, floordiv j+5)", 22, "use of undeclared identifier"),
    ('M', "(i, j) [s0, s1] -> (i*j, j)", 21, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(i, j) [s0, s1] -> (i, j + j ceildiv 128 mod 16 * i - 4)", 48, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(i, j) [s0, s1] -> (i, j floordiv i)", 25, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(i, j) [s0, s1] -> (i, i*2 ceildiv j*5)", 36, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"),
    ('M', "(i, j) [s0, s1] -> (i, i mod (2+i))", 25, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(i, j) [s0, s1] -> (-1*i j, j)", 24, "expected ')' in affine map range"),
    ('M', "(i, j) -> (i, 3*d0 + )", 16, "use of undeclared identifier"),
    ('M', "(d0) -> (%)", 9, "invalid SSA name"),
    ('M', "(d0, d1)", 8, "expected '->' or ':'"),
    ('M', "(d0) -> (%x)", 9, "unexpected ssa identifier"),
    ('M', "(d0) -> (symbol(%x))", 16, "unexpected ssa identifier"),
    ('M', "(symbol) -> (symbol)", 19, "expected '(' at start of SSA symbol"),
    ('M', "(d0) -> (d0 / 2)", 12, "unexpected character"),
    ('M', "(d0) -> (d0 @ 2)", 13, "@ identifier expected to start with letter or '_'"),
    ('M', "(d0) -> (1.5)", 9, "expected affine expression"),
    ('M', "(d0) -> (d0 + 1.5)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (9223372036854775808)", 9, "constant too large for index"),
    ('M', "(d0) -> (d0 - 9223372036854775808)", 14, "constant too large for index"),
    ('M', "(d0) -> (0x8000000000000000)", 9, "constant too large for index"),
    ('M', "(d0) -> (99999999999999999999)", 9, "constant too large for index"),
    ('M', "(d0) -> (2d0)", 10, "expected ')' in affine map range"),
    ('M', "(d0) -> (d0 d0)", 11, "expected ')' in affine map range"),
    ('M', "(d0 d1) -> (d0)", 3, "expected ')' in dimensional identifier list"),
    ('M', "(d0,) -> (d0)", 4, "expected bare identifier"),
    ('M', "(d0)[s0 -> (d0)", 7, "expected ']' in symbol list"),
    ('M', "(d0)[,] -> (d0)", 5, "expected bare identifier"),
    ('M', "(d0) -> d0", 7, "expected '(' in affine map range"),
    ('M', "x", 0, "expected '(' in dimensional identifier list"),
    ('M', "", 0, "expected '(' in dimensional identifier list"),
    ('M', "(d0) -> (d0", 11, "expected ')' in affine map range"),
    ('M', "(d0) -> (d0 +", 13, "missing right operand of binary operator"),
    ('M', "(d0) : (d0 >= 0)", 0, "expected AffineMap, but got IntegerSet"),
    ('S', "(d0) -> (d0)", 0, "expected IntegerSet, but got AffineMap"),
    ('S', "(d0) : (d0)", 10, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"),
    ('S', "(d0) : (d0 > 0)", 13, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"),
    ('S', "(d0) : (d0 < 0)", 13, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"),
    ('S', "(d0) : (d0 >= )", 14, "expected affine expression"),
    ('S', "(d0) : (d0 == d0 * d0)", 17, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 * d0 %)", 17, "invalid SSA name"),
    ('M', "(d0) -> ( x)", 9, "use of undeclared identifier"),
    ('M', "(d0) -> (\n x)", 9, "use of undeclared identifier"),
    ('M', "(d0) -> ( // c\n x)", 9, "use of undeclared identifier"),
    ('M', " (d0) -> (x)", 10, "use of undeclared identifier"),
    ('M', "\n(d0) -> (x)", 10, "use of undeclared identifier"),
    ('M', "(d0) -> (d0 + \"str\")", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + \"unterminated)", 41, "expected '\"' in string literal"),
    ('M', "(d0) -> (d0 ...)", 11, "expected ')' in affine map range"),
    ('M', "(d0) -> (d0 .)", 13, "expected three consecutive dots for an ellipsis"),
    ('M', "(d0) -> (#)", 9, "invalid attribute name"),
    ('M', "(d0) -> (^)", 9, "invalid block name"),
    ('M', "(d0) -> (!)", 9, "invalid type identifier"),
    ('M', "(d0) -> (@)", 10, "@ identifier expected to start with letter or '_'"),
    ('M', "(d0) -> (@1)", 10, "@ identifier expected to start with letter or '_'"),
    ('M', "(d0) -> (d0 * (d0 + 1))", 12, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0)[s0] -> (d0 floordiv (d0 + s0))", 16, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 * 2 * d0)", 16, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (2 * d0 * d0 * 3)", 21, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 floordiv 2 * d0)", 23, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 * d0 * d0)", 17, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 mod d0 mod 2)", 19, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0) -> (-d0 * d0)", 13, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> ((d0) * (d0))", 14, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 $)", 12, "unexpected character"),
    ('M', "(d0) -> (d0 ` 2)", 12, "unexpected character"),
    ('M', "(d0) -> (d0 + é)", 14, "unexpected character"),
    ('M', "(d0) -> (-)", 10, "expected affine expression"),
    ('M', "(d0) -> (- )", 11, "expected affine expression"),
    ('M', "(d0) -> (d0 - -)", 15, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 * -)", 15, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 floordiv)", 20, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0, )", 13, "expected affine expression"),
    ('M', "(d0) -> (())", 10, "no expression inside parentheses"),
    ('M', "(d0) -> ((d0)", 13, "expected ')' in affine map range"),
    ('M', "(d0) -> (d0))", 12, "expected '>' in affine map"),
    ('M', "(d0) -> (d0]", 11, "expected ')' in affine map range"),
    ('M', "(d0] -> (d0)", 3, "expected ')' in dimensional identifier list"),
    ('M', "(d0)[s0) -> (d0)", 7, "expected ']' in symbol list"),
    ('M', "(1) -> (d0)", 1, "expected bare identifier"),
    ('M', "(d0)[1] -> (d0)", 5, "expected bare identifier"),
    ('M', "(%a) -> (d0)", 1, "expected bare identifier"),
    ('M', "(d0) => (d0)", 4, "expected '->' or ':'"),
    ('M', "(d0) -> (d0 + symbol)", 20, "expected '(' at start of SSA symbol"),
    ('M', "(d0) -> (d0 mod)", 15, "missing right operand of binary operator"),
    ('M', "(d0) -> (mod)", 9, "use of undeclared identifier"),
    ('M', "(d0) -> (d0 + \n x)", 13, "use of undeclared identifier"),
    ('M', "(d0) -> (d0 +  // comment\n  x)", 13, "use of undeclared identifier"),
    ('M', "(d0) -> (d0 + // c\n\n   // c2\n x)", 13, "use of undeclared identifier"),
    ('M', "(d0) -> (d0 \n d0)", 11, "expected ')' in affine map range"),
    ('M', "(d0) -> (d0 + 1.)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + 1e5)", 15, "expected ')' in affine map range"),
    ('M', "(d0) -> (d0 + 0x)", 15, "expected ')' in affine map range"),
    ('M', "(d0) -> (d0 + 0xg)", 15, "expected ')' in affine map range"),
    ('M', "(d0) -> (d0 * d0 + 1)", 12, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 + d0 * d0)", 17, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (3 * d0 * d0)", 16, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 * 3 * d0 * 3)", 21, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> ((d0 * 3) * (d0 * 3))", 18, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (-d0 * -d0)", 13, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 floordiv d0 floordiv 2)", 24, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 * 2 floordiv d0)", 16, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 ceildiv d0)", 12, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"),
    ('M', "(d0) -> (1 mod d0)", 11, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0)[s0] -> (s0 mod d0)", 16, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0)[s0] -> (s0 * d0 * d0)", 21, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0)[s0] -> (d0 * s0 * d0)", 21, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 + (d0 * d0))", 18, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (-(d0 * d0))", 14, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 - - - (d0 * d0))", 22, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (d0 + 99999999999999999999999)", 14, "constant too large for index"),
    ('M', "(d0) -> (d0 + 0xFFFFFFFFFFFFFFFFF)", 14, "constant too large for index"),
    ('M', "(d0) -> (d0 + 0xFFFFFFFFFFFFFFFF)", 14, "constant too large for index"),
    ('M', "(d0)[s0, s0] -> (d0)", 9, "redefinition of identifier 's0'"),
    ('M', "(d0, d0) -> (d0)", 5, "redefinition of identifier 'd0'"),
    ('M', "(d0)[d0] -> (d0)", 5, "redefinition of identifier 'd0'"),
    ('M', "(d0, ) -> (d0)", 4, "expected bare identifier"),
    ('M', "(, d0) -> (d0)", 1, "expected bare identifier"),
    ('M', "(d0)[s0,] -> (d0)", 8, "expected bare identifier"),
    ('M', "(d0) -> (d0,,d0)", 12, "expected affine expression"),
    ('M', "(d0) -> (d0 (d0))", 11, "expected ')' in affine map range"),
    ('M', "(d0) -> (d0 + (d0 d0))", 17, "expected ')'"),
    ('M', "(d0) -> (symbol)", 15, "expected '(' at start of SSA symbol"),
    ('M', "(d0) -> (symbol(d0))", 16, "unexpected ssa identifier"),
    ('M', "(d0) -> (d0 + symbol(%a))", 21, "unexpected ssa identifier"),
    ('M', "(d0) -> (%a + 1)", 9, "unexpected ssa identifier"),
    ('M', "(d0) -> (d0 + %1)", 13, "unexpected ssa identifier"),
    ('M', "(d0) -> (d0 + %)", 14, "invalid SSA name"),
    ('M', "(d0) -> (d0 + #)", 14, "invalid attribute name"),
    ('M', "(d0) -> (d0 + #a)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + !)", 14, "invalid type identifier"),
    ('M', "(d0) -> (d0 + ^)", 14, "invalid block name"),
    ('M', "(d0) -> (d0 + @)", 15, "@ identifier expected to start with letter or '_'"),
    ('M', "(d0) -> (d0 + @\"x\")", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + {)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + ?)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + |)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + [)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + ])", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + <)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + >)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + =)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + :)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + ->)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + \"a\\qb\")", 16, "unknown escape in string literal"),
    ('M', "(d0) -> (d0 + ...)", 14, "missing right operand of binary operator"),
    ('M', "(d0) -> (d0 + ..)", 15, "expected three consecutive dots for an ellipsis"),
    ('M', "(d0) -> (d0 + i32)", 13, "use of undeclared identifier"),
    ('M', "(i32) -> (i32 + si8)", 15, "use of undeclared identifier"),
    ('M', "(d0) : (d0 >= 0", 15, "expected ')' in integer set constraint list"),
    ('S', "(d0) : (d0 >= 0", 15, "expected ')' in integer set constraint list"),
    ('S', "(d0) : (d0 >= 0,)", 16, "expected affine expression"),
    ('S', "(d0) : (,)", 8, "expected affine expression"),
    ('S', "(d0) : (d0 >=)", 13, "expected affine expression"),
    ('S', "(d0) : (d0 == )", 14, "expected affine expression"),
    ('S', "(d0) : (>= 0)", 8, "expected affine expression"),
    ('S', "(d0) : (d0 => 0)", 12, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"),
    ('S', "(d0) : (d0 =< 0)", 12, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"),
    ('S', "(d0) : (d0 != 0)", 11, "invalid type identifier"),
    ('S', "(d0) : (d0 >= 0 >= 0)", 15, "expected ')' in integer set constraint list"),
    ('S', "(d0) : (d0 >= x)", 13, "use of undeclared identifier"),
    ('S', "(d0) : d0 >= 0", 6, "expected '(' in integer set constraint list"),
    ('S', "(d0) (d0 >= 0)", 4, "expected '->' or ':'"),
    ('S', "(d0) : (d0 * d0 >= 0)", 11, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('S', "(d0) : (d0 >= d0 * d0)", 17, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('S', "(d0)[s0] : (d0 floordiv d0 == 0)", 15, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0, s1] -> (-(d1 ceildiv 1 * d0 floordiv 32) - -(d1 ceildiv 1 * d0 floordiv 32))", 41, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0, s1] -> ((8 ceildiv d0 mod (-2)) * 8 + (8 ceildiv d0 mod (-2)) * 8)", 35, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> (((d0 - d0) * -3 + ((1000000007 + d0) + (-9223372036854775806 + s0))), (((d1 mod (-9223372036854775807 - 1)) * d1) floordiv -2), ((d0 + 0 - (-2147483648 floordiv (-9223372036854775807 - 1))) ceildiv 1000000007 ceildiv 0))", 125, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> ((d1 * 9223372036854775806) floordiv (-9223372036854775806 - d1), ((-9223372036854775807 floordiv 3037000500) * (d0 + d0) floordiv 4611686018427387904))", 44, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> (((d1 + 4611686018427387904) * 9223372036854775806 * d0 + s0 - 2147483648 * -1), d0)", 67, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> ((d1 * (-9223372036854775807 - 1)), s0 mod ((d1 + 3037000500 + s0) floordiv -3), d1)", 55, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> ((d0 - (d1 * d0)), (d0 floordiv 3037000500) - d0 * -1)", 27, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> ((2147483648 mod d1), (-2147483648 ceildiv -1), (-2147483648 * 2 floordiv 0) - (1 ceildiv 2147483648 + d0))", 29, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> (((1000000007 - d0) * d1 * -2), (4294967296 + d0))", 41, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> (4294967296 + 4611686018427387904 + d1 - -2147483648 + ((d1 * d0) - (-2 + d0)))", 76, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> ((s0 ceildiv d0))", 21, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> ((d1 floordiv 1) ceildiv -1, (((9223372036854775806 mod 4611686018427387904) floordiv d1 floordiv (d0 + -2)) mod 4611686018427387904))", 105, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> ((-0 - d0 * -2) floordiv d0 ceildiv (-9223372036854775807 - 1) * -2)", 44, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0] -> (d0, ((d0 mod (d0 + d0) - 3037000500 + 9223372036854775806) floordiv -3), 1)", 26, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0)[s0, s1] -> (d0 mod d0)", 20, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('S', "(d0, d1, d2)[s0] : (-d0 + (s0 - 128) floordiv 4 ceildiv d1 == d0 floordiv 8, 16 + (12) - s0 ceildiv 64 - s0 floordiv 3 >= (1) + d2, s0 <= s0)", 48, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"),
    ('M', "(d0, d1, d2)[s0] -> (((d1)) floordiv d2 floordiv 8 ceildiv ((-s0) mod s0 * (-2)))", 40, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(d0, d1) -> (d0, (d1) + (-8 * 3 floordiv d0), 2 ceildiv 3)", 32, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(i0)[N0, N1] -> (N0 mod i0 - (7) * 455380 * (128 + N1) * (N0 + 5 * 16 ceildiv (N0)))", 20, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('S', "(d0)[s0] : (s0 >= 0, d0 + 0 floordiv 6 <= d0 ceildiv 1 - 5 ceildiv d0, -d0 floordiv 5 == 0)", 59, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0, s1] -> ((-d0 floordiv (0) floordiv 2 + s1 floordiv d0 + s0 mod 2 + --3 + 64))", 55, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('S', "(d0)[s0] : ((-5) <= (7), d0 - d0 floordiv 6 mod 6 - (d0 + 7 floordiv d0 - d0 - s0) * -2 <= 0, d0 >= 0)", 60, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0, s1] -> (d0 ceildiv 2 floordiv (d1 ceildiv 8))", 34, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(y0, y1) -> (3, 991886 floordiv y0 * 1 * 4 floordiv 2)", 35, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(d0)[s0, s1] -> (1, 2 mod (s0 + d0))", 22, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0, d1) -> (4 ceildiv (d0 mod d0 - 894925) ceildiv d1 * -1 mod 1 mod d1 - d1 + d0 * (-1) - 4, 64 ceildiv 0 ceildiv 2)", 27, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('S', "(d0, d1) : (d1 ceildiv 7 * d1 <= -d1 + d1, d1 ceildiv 5 - 64 <= -3, 12 >= 0)", 25, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0) -> (-d0 + -2 floordiv 6 + 0 + 7 - d0 - 4 - 128 + -3 + d0 floordiv 4 + d0 mod 1 + 357921 mod d0 + 2 + d0 + 3 * 0, (d0), d0)", 93, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0, d1)[s0, s1] -> ((d1 + 4 - s0), (-2) * 12 ceildiv ((s1)), -2 * s0 + -0 ceildiv s1 mod d0 + d1 ceildiv 756845)", 86, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(j0) -> (--64 - (8 + j0 + j0 + 128 mod j0 - j0 ceildiv 8 - j0))", 35, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0)[s0, s1] -> (-64 mod d0 - d0 + 64 - (-8 - d0))", 21, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0, d1, d2) -> (16 * 4 - 7 + 7 - -64 - d1 + d0 - -16 mod d1 - (128 ceildiv (-2)) + 2 mod 32, 4, -(2) * 2 + 128 mod -1 - (-d2) + 16 * 16 - (5) - (2 * d2) - 64 + d0 + 128 ceildiv d1 ceildiv 16)", 54, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0, d1, d2)[s0] -> (d1, (-2), d2 * d2)", 34, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(x0, k1) -> (2 + 32 * 8 ceildiv x0 ceildiv k1 mod 2 floordiv 8, (k1) * 1 mod -0 ceildiv 6)", 35, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"),
    ('M', "(k0, j1, y2) -> (2 floordiv 4 mod j1)", 30, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "()[s0] -> ([[A_IMPL:s0 floordiv 2]])", 11, "expected affine expression"),
    ('M', "(i, j) [s0, s1] -> (i, mod j+5)", 22, "use of undeclared identifier"),
    ('M', "(d0, d1)[s0] -> (d0, 16 ceildiv d1 + s0 + 3 ceildiv 2, s0)", 24, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"),
    ('S', "(d0, d1) : (8 - 16 + 0 ceildiv 1 <= 0, 64 floordiv d1 + 5 + d0 * -d1 ceildiv 0 == (3 - 64), 648209 mod -1 <= 0)", 42, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "(d0, d1, d2)[s0] -> ((((16)) - -s0 * 16) mod ((8 - s0)), d0 + s0 mod 6 mod -d2 floordiv s0 - 5 floordiv 32)", 79, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('S', "(d0) : (--d0 * 16 * -d0 + 2 >= 0, (d0) - ((d0) - 958242 ceildiv 8) == 4 + d0 + d0 - d0, (1 floordiv 4) >= 0)", 18, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0, d1, d2)[s0, s1] -> (((8 * s1) + 12), 16 * d1 - 943303 mod 128 ceildiv 0 mod 0 + (874025), d0 + s1 * 16 + s0 + (-0 + d2 ceildiv 6) + -383817 + s1 floordiv d1 + 3 - 8 * 2)", 150, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('S', "(j0, x1) : (12 + j0 floordiv x1 + j0 >= 0, 7 >= x1 ceildiv 4 - 0)", 20, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('S', "(d0) : (0 >= -4 floordiv 1, 7 + d0 - (680544) mod d0 * 6 <= 0, (550416 floordiv 3) ceildiv 3 + (6 * 7 + 4) == 0)", 53, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0) -> ((d0 - 8 mod d0 floordiv 0 floordiv 6 ceildiv 1), 3 + 7 ceildiv 0 + d0 mod 3 + 3 floordiv 0 + 3, -64 * 1 + 7 mod 8 * d0 - 16 * d0 floordiv (3 + (3)) mod 16)", 24, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0, d1) -> ((-128), 12 - 12 floordiv 16 + d0 + 250524 ceildiv 16 floordiv 3 floordiv (d1 + d0 * 16 ceildiv (16) mod -d1 floordiv (d0) * d0 * 8 * (d1 floordiv 64)))", 121, "non-affine expression: right operand of mod has to be either a constant or symbolic"),
    ('M', "(d0)[s0] -> (2 + s0 ceildiv 16 ceildiv 8 ceildiv 1 - s0 mod 1 - d0 * (1 + 64 floordiv s0 + d0 - d0))", 67, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(x0, k1, j2) -> ((5 - 5 * j2) * 3, (j2 ceildiv j2 * 5 + 7 * -2))", 50, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"),
    ('M', "() -9223372036854775808> (1 (16)", 2, "expected '->' or ':'"),
    ('M', "(i)[off]->(off + if]->()", 16, "use of undeclared identifier"),
    ('M', "(d0, d1)[s0] -> (d0 + d1 + s0 d0* 1024)", 29, "expected ')' in affine map range"),
    ('M', "()[s0,\n ] > (s0, 7)", 6, "expected bare identifier"),
    ('M', "()[s0 , s1] -> (4 * s0, s11, 1024)", 23, "use of undeclared identifier"),
    ('M', ")[s0, s1] - ceildiv > (s 0 + s1 * 2)", 0, "expected '(' in dimensional identifier list"),
    ('M', "<=(d0) -> (-64 floordiv 0 - 0 mod 41519 * (16 * -d0))", 0, "expected '(' in dimensional identifier list"),
    ('M', "(d0) -> +(2-> (2)", 7, "expected '(' in affine map range"),
    ('S', "(d0, d1)[s0](12) == -d1 * 0, 128 + d0 == (2) * -2, 30!9503 - s0 <= -7 - 631575)", 12, "expected '->' or ':'"),
    ('M', "(d0) -0 )+ 100)", 4, "expected '->' or ':'"),
    ('M', "{(d0)[s0, s1] -> (64, 16 f0, -8s0 + d0 mod 16 floordiv 8)", 0, "expected '(' in dimensional identifier list"),
    ('M', "(is0, j) [s)", 11, "expected ']' in symbol list"),
    ('S', "()[s0, s1] : (s1 >= 0(, s0 o1 <= (7) * -1, s0 - 1 >= 7)", 21, "expected ')' in integer set constraint list"),
    ('M', "(d0) -> (4 * (d0 0xfloordiv? 4)  + d0 mo1.5d 4)", 16, "expected ')'"),
    ('M', "() -> (0 +*  s0, s0, s0)", 10, "missing right operand of binary operator"),
    ('M', "(d0, d1, 2, d3) -> (d3, 0)d1, d2, d0)", 8, "expected bare identifier"),
    ('M', "s0,  mod s1] -> * s1)", 0, "expected '(' in dimensional identifier list"),
    ('M', "(\nd0\t) -> (d0 -> (* 110)", 13, "expected ')' in affine map range"),
    ('M', "(d0, d1) -> ( 64 * (d0 ceildiv 64", 33, "expected ')'"),
    ('M', "(i)-, 100)", 3, "expected '->' or ':'"),
    ('M', "(d0, d1)[s0, s1]] - > (d0 - s1 +  d1 - s0)", 16, "expected '->' or ':'"),
    ('M', "()[s0] --> floordiv > s0 + (s0 + 10)", 6, "expected '->' or ':'"),
    ('M', "(k0, x1)[N0, N1] -> (x1 - N0 mod -2 ceildiv N0 + -k0 mod 2 mod 16 * x1, 8 * (9223372036854775808N0 - x1) mod N0 + -k0 - 3 * 64 + x1 - 205037 + (k0))", 66, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(d0, d1) -> (4*d0 - 2*d0 + d0, (d0 + d1) + (d0 + d1), 2 * (d0 mod 2 - d0 mod 2)", 79, "expected ')' in affine map range"),
    ('M', "()[s0] -> (s0(,-3,   (4))", 13, "expected ')' in affine map range"),
    ('M', "(d0, d1, d2) - (d2", 12, "expected '->' or ':'"),
    ('M', "(d0) -> (d 0, 0, 0)", 9, "use of undeclared identifier"),
    ('M', "(d0)[s0, s1] -> ((128), d0 * 1 ceildiv 32()", 41, "expected ')' in affine map range"),
    ('M', "(d0, d1 -> (d0*1d1.51)", 7, "expected ')' in dimensional identifier list"),
    ('S', "(d0, d1\") :+ (d0 - 1 == 0)", 39, "expected '\"' in string literal"),
    ('S', "(d0, d1) : (d0 mod 2 - 1 == 0, d0 ==- 2 * (d0 floordiv 2) == 0)", 57, "expected ')' in integer set constraint list"),
    ('M', "(d0)[s(3 * s ->((-((d0 floordiv s0) * s0) + ((2 * s0) mod (3 * s0)))loordiv s0)", 6, "expected ']' in symbol list"),
    ('M', "() -> ((0) + 4 <+ 8 + 8 - 128 mo990386 floordiv -2 - 2 - (16 mod 3) mod (-2) - -7 - 4 floordiv 2 - 0 mod 7 ceildiv -3 - -12 floordiv -1, (8 + 4 * (4)))", 14, "expected ')' in affine map range"),
    ('M', "(d0) -> (d0 + <25)", 14, "missing right operand of binary operator"),
    ('M', "()[s0, s1, s2] -> (s1 - - s0) mod s2)", 29, "expected '>' in affine map"),
    ('M', "(d0d0)[s)[s0] -> (d0 - s0 * 0 floordiv s0))", 8, "expected ']' in symbol list"),
    ('M', "()[s*0, s1=] -> (s0 * 1024 + s1)", 4, "expected ']' in symbol list"),
    ('M', "(d0, d1, d2, d3, d4(, d5, d6) -> (d0, d1, d2, d3)", 19, "expected ')' in dimensional identifier list"),
    ('M', "()[s1] -> (s0 * 1024 + s1)", 11, "use of undeclared identifier"),
    ('M', "(d0)[s0]symbol( -> + s0, d0 - s0)", 8, "expected '->' or ':'"),
    ('M', "(d0)> ((((d0 mod 288) mod 144) mod 48) floordiv  floordiv (1 1))", 4, "expected '->' or ':'"),
    ('S', "(d1) : (7 * 3 == 4 mod 64 - d1  7, d0 floordiv (-2) <= 0)", 30, "expected ')' in integer set constraint list"),
    ('M', "(d0, d,1) -> (10*d0 - d1 + 19)", 7, "expected bare identifier"),
    ('M', "(d0)[s0s1] -> ({-(d0 * s1)+ s0, s1)", 15, "expected affine expression"),
    ('M', " d1)[s0] -> (d0 + d1 + s0, d1)", 0, "expected '(' in dimensional identifier list"),
    ('M', "()[s0, s1] 1] - (s0 *)", 10, "expected '->' or ':'"),
    ('M', "(d0)[ ceildiv s0] -> (-d0 + s0 + 1)", 13, "expected ']' in symbol list"),
    ('M', "()[] -> ?(8 + 0, 16 floordiv (64), 64 mod 32 )", 7, "expected '(' in affine map range"),
    ('M', "(d0)[s>=0] -> (-s0, -7 floordiv 1 floordiv -2 - oor(d0 flooiv d0) mod s0)", 6, "expected ']' in symbol list"),
    ('M', " (d0, d1) -d0, d1)", 9, "expected '->' or ':'"),
    ('S', "(d0)[s0]: (d0 * s0 >=  d0 mod s0 == 0, s0 - 1 >= 0)s0 - 1", 32, "expected ')' in integer set constraint list"),
    ('M', "(i, j [s0, s1, s0] -> (i)", 5, "expected ')' in dimensional identifier list"),
    ('M', "(d0) -> (4 * (d0 floordiv 4)  + d0 mo 4)", 34, "expected ')' in affine map range"),
    ('M', "(d0, d1,== d2, d3) -> ( ceildiv d d3)", 8, "expected bare identifier"),
    ('M', "(d0, d1)[s0] x-> (d0 * 16 ++ s0) s0)", 12, "expected '->' or ':'"),
    ('M', "(d0d mod 1) -> (d1 + d0)s0", 4, "expected ')' in dimensional identifier list"),
    ('M', "(d0,( d1) -> (0)", 4, "expected bare identifier"),
    ('M', "()[s0] -> (s(s0) - s0 mod 16))", 11, "use of undeclared identifier"),
    ('M', "(d0!, d1) -> (d0 * 3 + d1)", 3, "invalid type identifier"),
    ('M', "()[s0, s1, s2,! s3] -> (mod (s2 - s0 * s1))", 14, "invalid type identifier"),
    ('S', "(x0) : (7 * (-2) mod 16 + (5 + 0) floordiv 7 + 128 + 16 floordiv x0 floordiv -5 + (1 mod 0) + 5 >= 8, |x0 loordiv -1 >= -0 floordiv rdi4)", 68, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('M', "9223372036854775808 (s0)()[s0] -> (s0)", 0, "expected '(' in dimensional identifier list"),
    ('M', "()[s0] -> (128 floor fdiv s0,s0 - s0)", 14, "expected ')' in affine map range"),
    ('M', "(d0, d1)[s0,  -> (8 * (-4 - -d1) floordiv s1, (d0 + 5 mod 1 +@ -64 - s0 floordiv 128 - d1 - s0 mod 1), 7 + d0 + d1 * (-2) + d0 ceildiv s1 mod 2)", 12, "expected bare identifier"),
    ('M', "(d0, d1, d2) -> -(d0*, d1)", 15, "expected '(' in affine map range"),
    ('M', "(%ai0, i1) -> (i0, i1)", 1, "expected bare identifier"),
    ('M', "()[N0, N1] -> (N1,(N1, N0 floordiv 32 + N0 + 4 mod (8), N0)", 21, "expected ')'"),
    ('M', "() - ->> (0)", 2, "expected '->' or ':'"),
    ('M', "(d0, d1)[s0, s1] -> (-d0 + s0 fordiv 2, -d1 + s1 mod 3)...", 29, "expected ')' in affine map range"),
    ('M', "(-> (-7 floordiv , -7 ceildiv 2, -7 mod 2, 7 floordiv 2, 7 c\neildiv 2, 7 mod 2)", 1, "expected bare identifier"),
    ('M', "(i0)[N0] -> (i0 -i0 + 2), i0 mo(-N0 - {4), 110438)", 24, "expected '>' in affine map"),
    ('M', "(i0, j1, x2)[N0] -> (-16  +, 442534 mod N0 - 16, (1) + N0 ceildiv 4 * 8 floordiv 16 floordiv 8 +iv 0)", 27, "missing right operand of binary operator"),
    ('M', "(d0, d1)  floordiv -> (d00, d0 * 3 + d1)", 8, "expected '->' or ':'"),
    ('M', "(d0, d11, d2, d2, , d4, d5, d d6, d7) -> (d1, d2, d5, d6, d7)", 14, "redefinition of identifier 'd2'"),
    ('M', "(ds//c\n0)[s0] -> (d0 + 32, s0)", 3, "expected ')' in dimensional identifier list"),
    ('M', "(d0, d1)[0,s0, s> (-d0 + s1 fl1] oordiv 2, -d1 + s0 mod 3)", 9, "expected bare identifier"),
    ('M', "()[s0,x s1, s2] -> (s0, 7 + s1, s2)", 7, "expected ']' in symbol list"),
    ('M', "(i) -> (-5 flo5 mo\trdiv 3, -5 mod 3, -5 ceildiv 3)", 10, "expected ')' in affine map range"),
    ('M', "(d%a0)[s0]symbol -> (s0, d0 + 10)", 2, "expected ')' in dimensional identifier list"),
    ('M', "(d0, d1)[s0, s1] -> 1.5(d0, d1 ildiv 5", 19, "expected '(' in affine map range"),
    ('M', "(d0, d1, d2)1[s0] -> (s0, d0 -= d1, d2)", 12, "expected '->' or ':'"),
    ('M', "(d0, d1) -> (d1 - d0 +symbol( (d0 - d1 + 1) * 2 + d> (d1 - 1, @d1 * 4 + 2)", 29, "unexpected ssa identifier"),
    ('M', "()[s0]> (s0# mod 4 + 4)", 6, "expected '->' or ':'"),
    ('M', "(i,j)#[M]->(M *} i + j 1)", 5, "invalid attribute name"),
    ('M', "(d?0, d1)[s0, s1] -> (-d1, 16 mod 1 mod 6, d1 ceid1ldiv 32 ceildiv 6)", 2, "expected ')' in dimensional identifier list"),
    ('M', "(d, s0, d -> (d0 - d1 + 1, s0)", 8, "redefinition of identifier 'd'"),
    ('M', "(d0symbol, d1) -> (d0, d1)", 19, "use of undeclared identifier"),
    ('S', "()[N0] : (->-(64 - N0 floordiv 4) * 1 - N0 <= N0 - (5), --1 - N0 - 5) - 7 mod (64 * N0) <= 0)", 10, "expected affine expression"),
    ('S', "(d0, d1)[s0] : (2 <= d1, d1 ceildiv 2 floordiv -d1 floordiv 8 f mod loorilddiv s0 <= 0)", 51, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
    ('S', "()[s0 - (, s1] : (s0 * = s1 - (s1), s1 == 0, (s0) == s0)", 5, "expected ']' in symbol list"),
    ('M', "(d0, d1) 304)-> (((((d0 * 72 + d1) mod 2304) mod 1152) m!od 9) mod 3)", 8, "expected '->' or ':'"),
    ('M', "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3 d5, d, d4, d5, d6)", 47, "expected ')' in affine map range"),
    ('M', "(d0) -> (d0 floordi:v 2, 0)", 11, "expected ')' in affine map range"),
    ('M', "(d0) -> ( +(d0 + 1od 2)", 10, "missing left operand of binary operator"),
    ('M', "(d0) -> (d:?0 - (d0 + d0 +1))", 9, "use of undeclared identifier"),
    ('M', "(i, j) -> j<=)", 9, "expected '(' in affine map range"),
    ('S', "(d0, d1)[s0] : (2 <= d1, d1 ceildiv 2 floor{div -d1 floordiv 8 floordiv s0 <= 0)", 38, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"),
    ('M', "(d0, d1,2  d2)[s0] -> ((d2 - d0 + d0 - 3 - -(8)), -8 + d2 - -0)", 8, "expected bare identifier"),
    ('M', "()[0]  + 64-> (-2 * s0 + 640 + 6)", 3, "expected bare identifier"),
    ('M', "()[N0]] -> (N0 * 3, (64 floordiv 2 + k0 - k0) mod N0", 6, "expected '->' or ':'"),
    ('S', "(d0)[s01] : (s0 >= 0)", 13, "use of undeclared identifier"),
    ('M', "(d0, d1> ( 4 + d1)", 7, "expected ')' in dimensional identifier list"),
    ('M', "( [[dé0:.*]], [[d1:.*]]) -> ([[d0]], [[d1]] * 2)", 1, "expected bare identifier"),
    ('M', "(i, j)[s0, s1] -> (i, od 5)", 21, "use of undeclared identifier"),
    ('M', "(d0, d1, d2)[s0, s1] -> (8 floordiv (7) flo>=ordiv 8 + 844655 + 128 + 64 - 7 flo>=o+ d2, 0 floordiv (-1))", 39, "expected ')' in affine map range"),
    ('M', "(d0) -> ((d0 + 3)[ ->  (ceildiv 3)", 17, "expected ')' in affine map range"),
    ('S', "()[s0] : (8 == s0 - 8 mod (16), s0 modmod 2 <= 0, s0 ceildiv s0 mod 4 + s0 mod 0 - s0 ceildiv 16 + s0 ceildiv s0 - (-0 - 1 mod 32) == 0)", 35, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"),
    ('M', "(d0, d1, d2, d3, d4) -> (d3, d4, d2", 35, "expected ')' in affine map range"),
    ('M', "(:d0) -> ((d0 floordiv 32) * 16 + 8)8)", 1, "expected bare identifier"),
    ('M', "(d0)[s0] -> (d0 * (s0 cdiv 512))", 21, "expected ')'"),
    ('M', "(d0)[s0] d0-> (d0 floordiv (s0 + \n1))", 8, "expected '->' or ':'"),
    ('M', ") -> (d0 - d0)", 0, "expected '(' in dimensional identifier list"),
    ('M', "()d0,0 d1) -> (d - 1)", 2, "expected '->' or ':'"),
    ('M', "(d0)> ( -> (//c\nd0 mod d0, (4 - -12 * 32 floordiv (-2)))", 4, "expected '->' or ':'"),
    ('M', "()[s0] -> ((2 + 1 floordiv s0 - s0 mod 32) mod 8 - s0 + 7 - (s0 * s0 floordiv* ((s0 + 4))), 3, 3 * 7)", 77, "missing right operand of binary operator"),
    ('M', "(d0, d1)[s0, s1] -> (d1 - d0 + d1 * d1 + d1 floordiv (-2) - -d0é)", 34, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
    ('M', "(i, j) -> (i> +( i mod 2, j)", 12, "expected ')' in affine map range"),
    ('M', "(d0)[s0] ->(((((s0 * 2) ceildiv 4) * 5) @+ s0 * 42) ceildiv s0)", 41, "@ identifier expected to start with letter or '_'"),
    ('M', "(d0(, d1)[s0, s1] -> (d0)", 3, "expected ')' in dimensional identifier list"),
    ('M', "(d0x) -> (8 + -6@4 floordiv 0 - 0 mod 4//c\n1519 * (16 * -d0))", 17, "@ identifier expected to start with letter or '_'"),
    ('M', "(d0, d1, d2) - ((d1 + d2 * 8 + d0 floordiv 32) floordiv 2)", 12, "expected '->' or ':'"),
    ('M', "(i, j) -(i +1 +< 0, 4*j )", 6, "expected '->' or ':'"),
    ('M', "(d0, , d2, d//c\n3, d4, d5) -> (d0, d1,( d2, d3, d4, d5)", 4, "expected bare identifier"),
    ('M', "(i i1)[mod] -> (i0 + i1 + mod)", 2, "expected ')' in dimensional identifier list"),
    ('M', "(d0, d1) -> ((d0 * 72 + d1) mod 2304 - (((d0 * 72 + d1) mod 2304 floordiv 1152) * 1151 - ((((d0 * 72 + d1) mod 2304) mod 1152) flordiv 9) * 9 - (((((d0 * 72 + d1) mod 2304) mod 1152) mod 9) floordiv 3) * 3)", 126, "expected ')'"),
    ('M', "()[s0, s1] -> (s0 * 6 @+ s1)", 23, "@ identifier expected to start with letter or '_'"),
    ('M', "( mod d0, d1, d2, d3, 3, d4d4, d5, d6 d6, d7) -> ()", 5, "expected ')' in dimensional identifier list"),
    ('M', "()[-> (s0((-s0 + 40961) ceildiv 512))", 3, "expected bare identifier"),
    ('M', "(d0, d1, d2, d3, d4, d5) -> (0,d0, d1 symbol(d1, 0, 0, d5)", 37, "expected ')' in affine map range"),
    ('M', "()[s0, s1, s2] -> (s2 +  (s2 16, s2 * 8, s1 * 2, s0 + 1)", 28, "expected ')'"),
    ('M', "() -> (4 mod -1 + -1 + (546]667) ceildiv (-2))", 27, "expected ')'"),
    ('M', "(d0) -> ((d0 +# 6==) ceildiv ", 14, "invalid attribute name"),
    ('M', "<=()[s0] -> (-s0 floordiv 6 -//c\n 5 - 9976870 - 4, s0, -12)", 0, "expected '(' in dimensional identifier list"),
    ('S', "(d0 d1)[s0] : (d0 - 1 >= 0, d1 2 == 0, -d0 + s0 >= 0)", 3, "expected ')' in dimensional identifier list"),
    ('M', "() -> (-128 + 16 *), -5 + 64 - 8, 8 * (1) mod 0)", 18, "missing right operand of binary operator"),
    ('M', "() -> (16 floordiv 1 + 321663 fordiv4loéordiv 32 - (2 * 6oordiv4 floordiv (-1)), ((483213)))", 29, "expected ')' in affine map range"),
    ('M', "()[ ceildiv s0, s1] -> (s0 + s1, s1 + 16, 32)", 11, "expected ']' in symbol list"),
    ('S', "(d0, d1) : (5 >= 0, -=0)", 21, "expected affine expression"),
    ('M', "( --> > (d0 [* 110)", 1, "expected bare identifier"),
    ('M', "(d0)[s0] -> 2 (d0 * (s0 ceildiv 20))", 11, "expected '(' in affine map range"),
    ('M', "(d0)(d0 + 2-56)", 4, "expected '->' or ':'"),
    ('M', "() -> -(0, 595954, d00)", 5, "expected '(' in affine map range"),
    ('M', "() -> ((0) + 4 + 8 + 8 - 128 mod -990386 floordiv -2 - 2 - (16 mod mod (-2) - -7 - 4 floordiv 2 - 0 mod 7 ceildiv -3 - -12 floordiv -1, (8 + 4 * (4)))", 66, "use of undeclared identifier"),
    ('M', "(d0, d1) ->symbol (d0 + 1, d<1 - 1)", 11, "expected '(' in affine map range"),
    ('M', "(d0,1) -> (1 + d0 + d1)", 4, "expected bare identifier"),
    ('M', "(k0)[N0] -> (N0 * 3 (64 fliv 2 +oordiv 2 + k0 - k0) mod N0)", 19, "expected ')' in affine map range"),
    ('M', "(d0) -> (s0 + 7 + d0)", 9, "use of undeclared identifier"),
    ('M', "(y0, y1, i2) ->* (((12)))", 15, "expected '(' in affine map range"),
    ('M', "(d0)[s0] ] -> -,> (d0 * s0 * -1)", 8, "expected '->' or ':'"),
    ('M', "(i, j, k, l, m) -> (i,, j, l, m)", 22, "expected affine expression"),
    ('M', "(d0)[\ns0] -> (d0 - s01.symbol(5)", 18, "use of undeclared identifier"),
    ('M', "(d0, d1d2)[s0, s1] -> ->((s0), d2)", 21, "expected '(' in affine map range"),
    ('M', "()[s0, s1] -> (s0 * 500 + s1 * 4 }- ((s0 * 125 + s1) floordiv 2) *", 32, "expected ')' in affine map range"),
    ('M', "(d0) [s0] +? -> (d0 +? + 1)", 9, "expected '->' or ':'"),
    ('M', "(i, >j) -> ()", 3, "expected bare identifier"),
    ('M', "())", 2, "expected '->' or ':'"),
    ('M', "( 8 * -d0=, d1)[s0] -> (-3, (-d1 ceildiv 8 * -2), 985300)", 1, "expected bare identifier"),
    ('M', "(d0,d1,d2) -> (d1,d2) 0,d1", 21, "expected '>' in affine map"),
    ('M', "(d0, d1, d2) -> ( -d2 flo^ordiv 4)", 21, "expected ')' in affine map range"),
    ('M', "(d0)+ -> (32, d0 * -32 + 6?4)", 4, "expected '->' or ':'"),
    ('M', "() -> (12 + 3 - (8) - 8, (128 ceildiv 3), -(12cei) + floordiv  1 + 8)", 46, "expected ')'"),
    ('M', "() ss01] -> (s0, 4096 )floordiv s1)", 2, "expected '->' or ':'"),
    ('M', "(i, j [s0, s1] ->\n ^(ceildiv i 2, j)", 5, "expected ')' in dimensional identifier list"),
    ('M', "()[s0]((s0) ceildiv 0 mod 0 + s0 - (1), 751997 + s0d 0  - s0 - 1 - s0 mod0x s0 - 8 + 16, 3 mod 4)", 6, "expected '->' or ':'"),
    ('M', "(i, j, k, ->l, ...m) -> (i, k, m)", 9, "expected bare identifier"),
    ('S', "(d0)[s0]: (  d0 - s0 fl>div 2 >= 0)", 21, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"),
    ('M', "()[s0, s1, s2] -> (s0 * 6 + s1 * 3 + + ", 37, "missing right operand of binary operator"),
    ('S', "(i0, ce->ildiv  x1 (i0 == 0)", 7, "expected ')' in dimensional identifier list"),
    ('S', "(y0, x1) : (1 f#loordiv 0 * 6 == (y0) ceildiv 32), 16 + 0 - 4 * 64 <= 0, 5 * 4 >= 2 floordiv 8 ceildiv 1()", 14, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"),
    ('M', "()[s0, s1], s -> (s0 * s1)", 10, "expected '->' or ':'"),
    ('M', "(i, +j, k) [N] -> (1 + i + 3 + j - 3 + \"k, k + 5 + j -2*i*4*N)", 3, "expected bare identifier"),
    ('M', "(d0, d1, d2%, d3, d4, d5, d6) -> (d0, d1 * 2, d2 * 2d5, d6)", 11, "invalid SSA name"),
    ('M', ",j) -> (", 0, "expected '(' in dimensional identifier list"),
    ('M', "(d0, d1, d2)[s0] -> (d0 * 16, s0)9223372036854775808", 33, "expected '>' in affine map"),
    ('M', "%a()[s0, s 1] -> (s0 * 4  floordiv 2)", 0, "expected '(' in dimensional identifier list"),
    ('M', "()[s0] - (seildi v 4)", 6, "expected '->' or ':'"),
    ('M', "(d0, d1) -> (((d0 * 9 +é d1) m=od 288), floordiv 144)", 23, "unexpected character"),
    ('M', "(sy[mbol(mod)[floordiv] -> (momod floordiv)", 3, "expected ')' in dimensional identifier list"),
    ('M', "(k0)[N0, N1][ -> (( floordiv N0))", 12, "expected '->' or ':'"),
    ('M', "(d0, d1) -> ((d0 * 3 + d1 * 6) floordiv -3, (d0 * 3 + d1 1.5* 6) ceildiv -3, (d0 * 3 + d1 * 6) mod 3)", 56, "expected ')'"),
    ('M', "(d)0 d1, d2) -> (d0, 64)", 3, "expected '->' or ':'"),
    ('M', "(d0, d1, d2, d3, d4, d5)-(d0, d5)<=", 24, "expected '->' or ':'"),
    ('M', "(d0) -> ((d0 + 1) floordiv 2, ( - 1) ceildiv 2, (d0 \"* 3) mod 2)", 77, "expected '\"' in string literal"),
    ('M', "()[] -(> (0)", 4, "expected '->' or ':'"),
    ('M', "()[N0, N1] -> (N1 ceildiv N1 ceildiv (-N0 floordiv 32 ceildiv N0 ceildiv (-N1 mod -16)) mod 16, 0 - N1, N1 mod (16 * N0 mod 8) - -3 + 8 -... N1 ceildiv 1 mod (16 floordiv 32) * 0 + --N1)", 137, "missing right operand of binary operator"),
    ('M', "(d0) -> (-9223372v 036854775807 floordiv -9223372036854775807, 5 floordiv 9223372036854775807, -5 ceildiv 9223372036854775807)", 17, "expected ')' in affine map range"),
    ('M', "(d0, d1, d2)[s0] -> (->0, d1 éceildiv (12), 32 * d2)", 21, "expected affine expression"),
    ('M', "()[s0] -> (-s0 + 32", 19, "expected ')' in affine map range"),
    ('M', "(> (d0 d0) -> (d0 {+ 12)", 1, "expected bare identifier"),
    ('M', "(0] -> (3 * s0é)", 1, "expected bare identifier"),
    ('M', "()[s0, s1] -> (s0 * 500 +  4 [- ((s0 * 125 + s1) floordiv 28)", 28, "expected ')' in affine map range"),
    ('M', "(d0, d1, d2%)[s0,d0 s1, s2, s3] -> (s0 + d0 * s1 + d1 * s2 + d2 * s3)", 11, "invalid SSA name"),
    ('M', "(i,j)[M]->(M * i + j + (M * ", 28, "missing right operand of binary operator"),
    ('M', "0, d1) -> (d)0 1) - 2)", 0, "expected '(' in dimensional identifier list"),
];
