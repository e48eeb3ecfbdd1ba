//! C `printf` number formatting (`%g`, `%f`, `%e`) reimplemented over Rust's
//! exact float formatting, so the runtime prints what glibc prints.
//!
//! Rust's `{:.N}` / `{:.Ne}` produce the correctly rounded decimal of the exact
//! binary value (ties to even), which is what glibc does in the default
//! rounding mode; the C conventions (sign of NaN, `inf`, exponent with at least
//! two digits, `%g`'s style choice and trailing-zero removal) are added here.

/// `printf("%.*g", prec, x)`.
pub fn fmt_g(x: f64, prec: usize) -> String {
    if let Some(s) = non_finite(x) {
        return s;
    }
    let p = if prec == 0 { 1 } else { prec };
    // The exponent X of the value rounded to P significant digits.
    let (_, exp) = sci_parts(x.abs(), p - 1);
    let mut s = if exp < p as i32 && exp >= -4 {
        fixed(x, (p as i32 - 1 - exp) as usize)
    } else {
        sci(x, p - 1)
    };
    strip_trailing_zeros(&mut s);
    s
}

/// `printf("%.*f", prec, x)`.
pub fn fmt_f(x: f64, prec: usize) -> String {
    if let Some(s) = non_finite(x) {
        return s;
    }
    fixed(x, prec)
}

/// `printf("%.*e", prec, x)`.
pub fn fmt_e(x: f64, prec: usize) -> String {
    if let Some(s) = non_finite(x) {
        return s;
    }
    sci(x, prec)
}

fn non_finite(x: f64) -> Option<String> {
    let neg = x.is_sign_negative();
    if x.is_nan() {
        Some(if neg { "-nan" } else { "nan" }.to_string())
    } else if x.is_infinite() {
        Some(if neg { "-inf" } else { "inf" }.to_string())
    } else {
        None
    }
}

fn sign(x: f64) -> &'static str {
    if x.is_sign_negative() {
        "-"
    } else {
        ""
    }
}

fn fixed(x: f64, prec: usize) -> String {
    format!("{}{:.*}", sign(x), prec, x.abs())
}

/// Mantissa digits (with the point) and decimal exponent of |x| rounded to
/// `prec` digits after the point in scientific notation.
fn sci_parts(ax: f64, prec: usize) -> (String, i32) {
    let s = format!("{:.*e}", prec, ax);
    let (m, e) = s.split_once('e').expect("exponent");
    (m.to_string(), e.parse().expect("exponent digits"))
}

fn sci(x: f64, prec: usize) -> String {
    let (m, e) = sci_parts(x.abs(), prec);
    let esign = if e < 0 { '-' } else { '+' };
    format!("{}{}e{}{:02}", sign(x), m, esign, e.unsigned_abs())
}

/// `%g` without `#`: drops trailing zeros of the fraction, then a bare point.
fn strip_trailing_zeros(s: &mut String) {
    let (num, exp) = match s.find('e') {
        Some(i) => (s[..i].to_string(), s[i..].to_string()),
        None => (s.clone(), String::new()),
    };
    if !num.contains('.') {
        return;
    }
    let num = num.trim_end_matches('0').trim_end_matches('.');
    *s = format!("{num}{exp}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::{c_char, c_int, CStr};

    extern "C" {
        fn snprintf(buf: *mut c_char, n: usize, fmt: *const c_char, ...) -> c_int;
    }

    fn c_format(fmt: &CStr, prec: c_int, x: f64) -> String {
        let mut buf = [0 as c_char; 512];
        // SAFETY: the buffer is large enough for any %g/%f/%e of an f64 at
        // these precisions and snprintf NUL-terminates within `n`.
        unsafe {
            snprintf(buf.as_mut_ptr(), buf.len(), fmt.as_ptr(), prec, x);
            CStr::from_ptr(buf.as_ptr()).to_string_lossy().into_owned()
        }
    }

    fn samples() -> Vec<f64> {
        let mut v = vec![
            0.0,
            -0.0,
            0.1,
            0.5,
            1.5,
            2.5,
            1.0 / 3.0,
            (1.0f32 / 3.0) as f64,
            0.1f32 as f64,
            1e20,
            1e-20,
            123456.0,
            1234567.0,
            999999.5,
            9999995.0,
            0.0001,
            0.00001,
            0.000123456789,
            1e100,
            1e-300,
            f64::MIN_POSITIVE,
            5e-324,
            f32::MIN_POSITIVE as f64,
            1.0e-45f32 as f64,
            f64::MAX,
            f32::MAX as f64,
            f64::NAN,
            -f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            42.0,
            -17.25,
            0.000099999995,
            99999.95,
            std::f64::consts::PI,
            2.718_281_7e-3,
            2.0f64.powi(60),
            0.125,
            0.0625,
            1e15,
            1e16,
            1e17,
            4.35,
            0.045,
        ];
        // A deterministic spread over magnitudes and bit patterns.
        let mut state = 0x2545F4914F6CDD1Du64;
        for _ in 0..2000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let x = f64::from_bits(state);
            v.push(x);
            v.push(f32::from_bits(state as u32) as f64);
            v.push((state % 100000) as f64 / 8.0);
            v.push((state % 10000000) as f64 / 1000.0);
        }
        v
    }

    #[test]
    fn g_matches_glibc() {
        for x in samples() {
            for prec in [0, 1, 6, 17] {
                assert_eq!(
                    fmt_g(x, prec),
                    c_format(c"%.*g", prec as c_int, x),
                    "%.{prec}g of {x:e}"
                );
            }
        }
    }

    #[test]
    fn f_and_e_match_glibc() {
        for x in samples() {
            if x.abs() < 1e30 {
                assert_eq!(fmt_f(x, 6), c_format(c"%.*f", 6, x), "%f of {x:e}");
            }
            assert_eq!(fmt_e(x, 6), c_format(c"%.*e", 6, x), "%e of {x:e}");
        }
    }
}
