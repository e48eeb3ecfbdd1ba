//! The llvm dialect attributes rmlir keeps as text (debug info, loop annotations, ...),
//! rewritten into the form upstream prints: one line with upstream's spacing and without
//! comments, integer parameters of `#llvm.di_subrange` typed, single debug-info flags
//! unquoted, and the stripped `var = <...>` of a global variable expression made an
//! attribute of its own (so that it is aliased as upstream's `#di_global_variable`).

use rmlir_ir::dialect_symbol::{DialectSymbol, SymbolPiece};
use rmlir_ir::{AttrKind, Context};

/// Whitespace and comments of one text piece made upstream's; `last` says whether another
/// piece follows.
fn respace(t: &str, last: bool) -> String {
    let b = t.as_bytes();
    let mut out = String::with_capacity(t.len());
    let mut i = 0;
    let mut pending_space = false;
    let opens = |c: char| matches!(c, '<' | '[' | '(' | '{');
    while i < b.len() {
        let c = b[i] as char;
        if c == '"' {
            // A string literal, verbatim.
            let start = i;
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(b.len());
            flush_space(&mut out, &mut pending_space, None);
            out.push_str(&t[start..i]);
            continue;
        }
        if c == '/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            pending_space = true;
            continue;
        }
        if c.is_ascii_whitespace() {
            pending_space = true;
            i += 1;
            continue;
        }
        // Upstream prints `key = value` and `, ` between parameters; nothing inside
        // brackets' edges or before a comma.
        match c {
            '>' | ']' | ')' | '}' | ',' => pending_space = false,
            '=' => pending_space = true,
            _ => {}
        }
        flush_space(&mut out, &mut pending_space, Some(c));
        out.push(c);
        i += 1;
        if c == ',' || c == '=' {
            pending_space = true;
        }
        if opens(c) {
            pending_space = false;
            // Skip the whitespace after an opening bracket.
            while i < b.len() && (b[i] as char).is_ascii_whitespace() {
                i += 1;
            }
        }
    }
    if pending_space && !last && !out.is_empty() {
        out.push(' ');
    }
    out
}

fn flush_space(out: &mut String, pending: &mut bool, next: Option<char>) {
    if *pending {
        let after_open = out.ends_with(['<', '[', '(', '{']);
        if !out.is_empty() && !after_open && !out.ends_with(' ') && next != Some('>') {
            out.push(' ');
        }
        *pending = false;
    }
}

/// `count = 4` inside a `di_subrange<...>` of `t` becomes `count = 4 : i64` (the parameters
/// are attributes; an integer without a type is an `i64`).
fn type_subrange_ints(t: &str, whole_is_subrange: bool) -> String {
    const KEYS: &[&str] = &["count = ", "lowerBound = ", "upperBound = ", "stride = "];
    let mut out = String::with_capacity(t.len());
    let mut i = 0;
    let in_subrange = |prefix: &str| {
        whole_is_subrange
            || prefix
                .rfind("di_subrange<")
                .is_some_and(|p| !prefix[p..].contains('>'))
    };
    while i < t.len() {
        let rest = &t[i..];
        if let Some(k) = KEYS.iter().find(|k| rest.starts_with(**k)) {
            let num_start = i + k.len();
            let digits = t[num_start..]
                .char_indices()
                .take_while(|&(j, c)| c.is_ascii_digit() || (j == 0 && c == '-'))
                .count();
            let end = num_start + digits;
            if digits > 0 && !t[end..].starts_with(" :") && in_subrange(&t[..i]) {
                out.push_str(&t[i..end]);
                out.push_str(" : i64");
                i = end;
                continue;
            }
        }
        let c = rest.chars().next().unwrap_or(' ');
        out.push(c);
        i += c.len_utf8();
    }
    out
}

/// `flags = "Definition"` becomes `flags = Definition` (upstream quotes several flags only).
fn unquote_single_flags(t: &str) -> String {
    let mut out = String::new();
    let mut rest = t;
    while let Some(p) = rest.find("lags = \"") {
        let (head, tail) = rest.split_at(p + "lags = ".len());
        out.push_str(head);
        let body = &tail[1..];
        match body.find('"') {
            Some(q)
                if q > 0
                    && body[..q]
                        .bytes()
                        .all(|c| c.is_ascii_alphanumeric() || c == b'_') =>
            {
                out.push_str(&body[..q]);
                rest = &body[q + 1..];
            }
            _ => {
                out.push('"');
                rest = body;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Merges adjacent text pieces.
fn push_piece(v: &mut Vec<SymbolPiece>, p: SymbolPiece) {
    if let SymbolPiece::Text(t) = &p {
        if t.is_empty() {
            return;
        }
        if let Some(SymbolPiece::Text(prev)) = v.last_mut() {
            let mut s = prev.to_string();
            s.push_str(t);
            *prev = s.into();
            return;
        }
    }
    v.push(p);
}

/// In a `di_global_variable_expression`, the `var = <...>` written stripped becomes a
/// `#llvm.di_global_variable<...>` piece.
fn attr_for_stripped_var(ctx: &Context, pieces: Vec<SymbolPiece>) -> Vec<SymbolPiece> {
    let key = "var = <";
    let Some(start) = pieces
        .iter()
        .position(|p| matches!(p, SymbolPiece::Text(t) if t.contains(key)))
    else {
        return pieces;
    };
    let SymbolPiece::Text(first) = &pieces[start] else {
        return pieces;
    };
    let open = first.find(key).expect("found") + key.len() - 1;
    // Find the matching '>' across the pieces (nested attributes are opaque).
    let mut depth = 0usize;
    let mut end: Option<(usize, usize)> = None;
    'scan: for (k, p) in pieces.iter().enumerate().skip(start) {
        let SymbolPiece::Text(t) = p else { continue };
        let from = if k == start { open } else { 0 };
        let b = t.as_bytes();
        let mut i = from;
        while i < b.len() {
            match b[i] {
                b'"' => {
                    i += 1;
                    while i < b.len() && b[i] != b'"' {
                        i += if b[i] == b'\\' { 2 } else { 1 };
                    }
                }
                b'<' => depth += 1,
                b'>' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some((k, i));
                        break 'scan;
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
    let Some((end_piece, end_off)) = end else {
        return pieces;
    };
    let mut inner: Vec<SymbolPiece> = Vec::new();
    let mut out: Vec<SymbolPiece> = Vec::new();
    for (k, p) in pieces.into_iter().enumerate() {
        if k < start || k > end_piece {
            push_piece(&mut out, p);
            continue;
        }
        let SymbolPiece::Text(t) = p else {
            push_piece(&mut inner, p);
            continue;
        };
        let lo = if k == start { open } else { 0 };
        let hi = if k == end_piece { end_off + 1 } else { t.len() };
        if k == start {
            push_piece(&mut out, SymbolPiece::Text(t[..lo].into()));
            push_piece(
                &mut inner,
                SymbolPiece::Text(format!("di_global_variable{}", &t[lo..hi]).into()),
            );
        } else {
            push_piece(&mut inner, SymbolPiece::Text(t[lo..hi].into()));
        }
        if k == end_piece {
            mark_stripped("di_global_variable", &mut inner);
            let sym = DialectSymbol {
                dialect: ctx.ident("llvm"),
                pieces: inner.drain(..).collect(),
            };
            push_piece(
                &mut out,
                SymbolPiece::StrippedAttr(ctx.get_attr(AttrKind::Dialect { sym, ty: None })),
            );
            push_piece(&mut out, SymbolPiece::Text(t[hi..].into()));
        }
    }
    out
}

/// Whether parameter `key` of attribute `mnemonic` has a concrete attribute class (upstream
/// prints it stripped unless it is aliased).
fn concrete_param(mnemonic: &str, key: &str) -> bool {
    match key {
        "file" => mnemonic.starts_with("di_"),
        "compileUnit" | "type" => mnemonic == "di_subprogram",
        "var" => mnemonic == "di_global_variable_expression",
        "vectorize" | "interleave" | "unroll" | "unrollAndJam" | "licm" | "distribute"
        | "pipeline" | "peeled" | "unswitch" => mnemonic == "loop_annotation",
        _ => mnemonic.starts_with("loop_") && key.starts_with("followup"),
    }
}

/// Nested attributes directly in the body (not inside a nested text attribute) that are
/// parameters of a concrete attribute class become stripped pieces.
fn mark_stripped(mnemonic: &str, pieces: &mut [SymbolPiece]) {
    let mut depth = 0usize;
    let mut key = String::new();
    for p in pieces.iter_mut() {
        match p {
            SymbolPiece::Text(t) => {
                let b = t.as_bytes();
                let mut i = 0;
                while i < b.len() {
                    match b[i] {
                        b'"' => {
                            i += 1;
                            while i < b.len() && b[i] != b'"' {
                                i += if b[i] == b'\\' { 2 } else { 1 };
                            }
                        }
                        b'<' | b'[' | b'(' | b'{' => depth += 1,
                        b'>' | b']' | b')' | b'}' => depth = depth.saturating_sub(1),
                        _ => {}
                    }
                    i += 1;
                }
                key = t
                    .strip_suffix(" = ")
                    .map(|s| {
                        let start = s
                            .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                            .map_or(0, |i| i + 1);
                        s[start..].to_string()
                    })
                    .unwrap_or_default();
            }
            SymbolPiece::Attr(a) => {
                if depth == 1 && concrete_param(mnemonic, &key) {
                    *p = SymbolPiece::StrippedAttr(*a);
                }
                key.clear();
            }
            _ => key.clear(),
        }
    }
}

/// The rewriting described in the module documentation.
pub fn normalize(ctx: &Context, sym: DialectSymbol) -> DialectSymbol {
    let mnemonic = match sym.pieces.first() {
        Some(SymbolPiece::Text(t)) => t[..t.find('<').unwrap_or(t.len())].to_string(),
        _ => String::new(),
    };
    let n = sym.pieces.len();
    let mut pieces: Vec<SymbolPiece> = Vec::new();
    for (k, p) in sym.pieces.iter().enumerate() {
        match p {
            SymbolPiece::Text(t) => {
                let t = respace(t, k + 1 == n);
                let t = type_subrange_ints(&t, mnemonic == "di_subrange");
                let t = unquote_single_flags(&t);
                push_piece(&mut pieces, SymbolPiece::Text(t.into()));
            }
            other => push_piece(&mut pieces, other.clone()),
        }
    }
    if mnemonic == "di_global_variable_expression" {
        pieces = attr_for_stripped_var(ctx, pieces);
    }
    mark_stripped(&mnemonic, &mut pieces);
    DialectSymbol {
        dialect: sym.dialect,
        pieces: pieces.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spacing() {
        assert_eq!(
            respace(
                "di_basic_type<\n  // c\n  tag = DW_TAG_base_type,name=\"a  b\" >",
                true
            ),
            "di_basic_type<tag = DW_TAG_base_type, name = \"a  b\">"
        );
        assert_eq!(
            respace("di_file<\"a\"   in   \"b\">", true),
            "di_file<\"a\" in \"b\">"
        );
        assert_eq!(respace("f(0,32)]>", true), "f(0, 32)]>");
        assert_eq!(respace("x = ", false), "x = ");
    }

    #[test]
    fn subrange_and_flags() {
        assert_eq!(
            type_subrange_ints(
                "a<count = 3, x = #llvm.di_subrange<count = 4, lowerBound = -1 : i32>>",
                false
            ),
            "a<count = 3, x = #llvm.di_subrange<count = 4 : i64, lowerBound = -1 : i32>>"
        );
        assert_eq!(
            unquote_single_flags("flags = \"A\", subprogramFlags = \"A|B\""),
            "flags = A, subprogramFlags = \"A|B\""
        );
    }
}
