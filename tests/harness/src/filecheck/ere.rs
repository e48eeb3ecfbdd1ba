//! Translation of the regular expressions FileCheck accepts inside `{{...}}`
//! and `[[VAR:...]]` into `regex`-crate syntax.
//!
//! LLVM compiles FileCheck patterns with its own `llvm::Regex`, a copy of
//! Henry Spencer's POSIX *extended* regular expression engine. Its dialect
//! differs from the `regex` crate's in ways that change the meaning of real
//! test patterns, so patterns are re-parsed here instead of being handed to
//! `regex` verbatim:
//!
//! * `\d`, `\s`, `\w`, `\n` ... are plain escaped letters (`\d` matches `d`),
//!   and `\1`..`\9` are back-references;
//! * a backslash inside a bracket expression is an ordinary character;
//! * `{` that does not start a bound (`{2}`, `{1,3}`) is an ordinary
//!   character, while `a*?` or `a**` are errors rather than lazy operators;
//! * with `REG_NEWLINE` (which FileCheck uses) a negated bracket expression
//!   never matches a newline.
//!
//! Errors use the wording of LLVM's `regerror` so diagnostics read the same.
//!
//! The output has every capture group turned into a non-capturing one; the
//! caller owns capture-group numbering. It assumes the caller compiles it
//! with `(?m-u)` on a byte regex: `.` then excludes only `\n`, `^`/`$` match
//! at line boundaries, and `\xHH` escapes denote single bytes.

use std::fmt::Write;

const REG_BADRPT: &str = "repetition-operator operand invalid";
const REG_EPAREN: &str = "parentheses not balanced";
const REG_EBRACK: &str = "brackets ([ ]) not balanced";
const REG_EBRACE: &str = "braces not balanced";
const REG_BADBR: &str = "invalid repetition count(s)";
const REG_ERANGE: &str = "invalid character range";
const REG_ECTYPE: &str = "invalid character class";
const REG_EESCAPE: &str = "trailing backslash (\\)";
const REG_ESUBREG: &str = "invalid backreference number";
const REG_EMPTY: &str = "empty (sub)expression";
const REG_ECOLLATE: &str = "invalid collating element";
const NO_BACKREFS: &str = "back-references inside {{...}} are not supported by rmlir-filecheck";

/// Largest repetition bound POSIX engines accept (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

const CLASS_NAMES: &[&str] = &[
    "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space",
    "upper", "xdigit",
];

/// Translates one POSIX ERE into `regex` syntax, or returns LLVM's error text.
pub(crate) fn translate(src: &[u8]) -> Result<String, String> {
    let mut p = Parser {
        s: src,
        i: 0,
        out: String::with_capacity(src.len() * 2),
        closed_groups: 0,
    };
    p.ere(None).map_err(str::to_string)?;
    if p.i != p.s.len() {
        // Only an unmatched ')' can stop the top-level parse early.
        return Err(REG_EPAREN.to_string());
    }
    Ok(p.out)
}

/// Appends `bytes` to `out` as a regex matching exactly those bytes.
pub(crate) fn push_escaped(out: &mut String, bytes: &[u8]) {
    for &b in bytes {
        push_literal(out, b);
    }
}

fn push_literal(out: &mut String, b: u8) {
    if b.is_ascii_alphanumeric() || b == b'_' || b == b' ' {
        out.push(b as char);
    } else {
        let _ = write!(out, "\\x{b:02X}");
    }
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    out: String,
    closed_groups: usize,
}

type PResult = Result<(), &'static str>;

impl Parser<'_> {
    fn more(&self) -> bool {
        self.i < self.s.len()
    }

    fn peek(&self) -> u8 {
        self.s[self.i]
    }

    fn peek2(&self) -> Option<u8> {
        self.s.get(self.i + 1).copied()
    }

    fn see(&self, c: u8) -> bool {
        self.more() && self.peek() == c
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.see(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn see_two(&self, a: u8, b: u8) -> bool {
        self.see(a) && self.peek2() == Some(b)
    }

    fn eat_two(&mut self, a: u8, b: u8) -> bool {
        if self.see_two(a, b) {
            self.i += 2;
            true
        } else {
            false
        }
    }

    fn is_repetition_start(&self) -> bool {
        match self.peek() {
            b'*' | b'+' | b'?' => true,
            b'{' => self.peek2().is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    /// `ere := branch ('|' branch)*`, each branch non-empty.
    fn ere(&mut self, stop: Option<u8>) -> PResult {
        loop {
            let start = self.out.len();
            while self.more() && self.peek() != b'|' && Some(self.peek()) != stop {
                self.exp()?;
            }
            if self.out.len() == start {
                return Err(REG_EMPTY);
            }
            if !self.eat(b'|') {
                return Ok(());
            }
            self.out.push('|');
        }
    }

    /// One atom plus an optional repetition operator.
    fn exp(&mut self) -> PResult {
        let c = self.peek();
        self.i += 1;
        let mut was_caret = false;
        match c {
            b'(' => {
                if !self.more() {
                    return Err(REG_EPAREN);
                }
                self.out.push_str("(?:");
                if !self.see(b')') {
                    self.ere(Some(b')'))?;
                }
                if !self.eat(b')') {
                    return Err(REG_EPAREN);
                }
                self.out.push(')');
                self.closed_groups += 1;
            }
            b')' => return Err(REG_EPAREN),
            b'^' => {
                self.out.push_str("(?:^)");
                was_caret = true;
            }
            b'$' => self.out.push_str("(?:$)"),
            b'*' | b'+' | b'?' => return Err(REG_BADRPT),
            b'.' => self.out.push('.'),
            b'[' => self.bracket()?,
            b'\\' => {
                if !self.more() {
                    return Err(REG_EESCAPE);
                }
                let e = self.peek();
                self.i += 1;
                if (b'1'..=b'9').contains(&e) {
                    if usize::from(e - b'0') > self.closed_groups {
                        return Err(REG_ESUBREG);
                    }
                    return Err(NO_BACKREFS);
                }
                push_literal(&mut self.out, e);
            }
            b'{' => {
                if self.more() && self.peek().is_ascii_digit() {
                    return Err(REG_BADRPT);
                }
                push_literal(&mut self.out, c);
            }
            _ => push_literal(&mut self.out, c),
        }

        if !self.more() || !self.is_repetition_start() {
            return Ok(());
        }
        let op = self.peek();
        self.i += 1;
        if was_caret {
            return Err(REG_BADRPT);
        }
        match op {
            b'*' => self.out.push('*'),
            b'+' => self.out.push('+'),
            b'?' => self.out.push('?'),
            _ => {
                let lo = self.count()?;
                let hi = if self.eat(b',') {
                    if self.more() && self.peek().is_ascii_digit() {
                        let hi = self.count()?;
                        if lo > hi {
                            return Err(REG_BADBR);
                        }
                        Some(hi)
                    } else {
                        None
                    }
                } else {
                    Some(lo)
                };
                if !self.eat(b'}') {
                    while self.more() && self.peek() != b'}' {
                        self.i += 1;
                    }
                    return Err(if self.more() { REG_BADBR } else { REG_EBRACE });
                }
                match hi {
                    Some(hi) if hi == lo => {
                        let _ = write!(self.out, "{{{lo}}}");
                    }
                    Some(hi) => {
                        let _ = write!(self.out, "{{{lo},{hi}}}");
                    }
                    None => {
                        let _ = write!(self.out, "{{{lo},}}");
                    }
                }
            }
        }
        if self.more() && self.is_repetition_start() {
            return Err(REG_BADRPT);
        }
        Ok(())
    }

    fn count(&mut self) -> Result<u32, &'static str> {
        let mut count = 0u32;
        let mut digits = 0;
        while self.more() && self.peek().is_ascii_digit() && count <= DUP_MAX {
            count = count * 10 + u32::from(self.peek() - b'0');
            digits += 1;
            self.i += 1;
        }
        if digits == 0 || count > DUP_MAX {
            return Err(REG_BADBR);
        }
        Ok(count)
    }

    /// A bracket expression; the opening `[` is already consumed.
    fn bracket(&mut self) -> PResult {
        // Spencer's word-boundary extensions.
        if self.s[self.i..].starts_with(b"[:<:]]") {
            self.i += 6;
            self.out.push_str("\\b{start}");
            return Ok(());
        }
        if self.s[self.i..].starts_with(b"[:>:]]") {
            self.i += 6;
            self.out.push_str("\\b{end}");
            return Ok(());
        }
        let invert = self.eat(b'^');
        let mut items = String::new();
        if self.eat(b']') {
            push_class_byte(&mut items, b']');
        } else if self.eat(b'-') {
            push_class_byte(&mut items, b'-');
        }
        while self.more() && self.peek() != b']' && !self.see_two(b'-', b']') {
            self.bracket_term(&mut items)?;
        }
        if self.eat(b'-') {
            push_class_byte(&mut items, b'-');
        }
        if !self.eat(b']') {
            return Err(REG_EBRACK);
        }
        self.out.push('[');
        if invert {
            self.out.push('^');
            // REG_NEWLINE: a non-matching list never matches a newline.
            items.push_str("\\x0A");
        }
        self.out.push_str(&items);
        self.out.push(']');
        Ok(())
    }

    fn bracket_term(&mut self, items: &mut String) -> PResult {
        let kind = match self.peek() {
            b'[' => self.peek2(),
            b'-' => return Err(REG_ERANGE),
            _ => None,
        };
        match kind {
            Some(b':') => {
                self.i += 2;
                if !self.more() {
                    return Err(REG_EBRACK);
                }
                let c = self.peek();
                if c == b'-' || c == b']' {
                    return Err(REG_ECTYPE);
                }
                let start = self.i;
                while self.more() && self.peek().is_ascii_alphabetic() {
                    self.i += 1;
                }
                let name = std::str::from_utf8(&self.s[start..self.i]).unwrap_or("");
                if !CLASS_NAMES.contains(&name) {
                    return Err(REG_ECTYPE);
                }
                let name = name.to_string();
                if !self.more() {
                    return Err(REG_EBRACK);
                }
                if !self.eat_two(b':', b']') {
                    return Err(REG_ECTYPE);
                }
                let _ = write!(items, "[:{name}:]");
            }
            Some(b'=') => {
                self.i += 2;
                if !self.more() {
                    return Err(REG_EBRACK);
                }
                let c = self.peek();
                if c == b'-' || c == b']' {
                    return Err(REG_ECOLLATE);
                }
                let c = self.collating_element(b'=')?;
                if !self.more() {
                    return Err(REG_EBRACK);
                }
                if !self.eat_two(b'=', b']') {
                    return Err(REG_ECOLLATE);
                }
                push_class_byte(items, c);
            }
            _ => {
                let start = self.symbol()?;
                let finish = if self.see(b'-') && self.peek2().is_some_and(|c| c != b']') {
                    self.i += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.symbol()?
                    }
                } else {
                    start
                };
                if start > finish {
                    return Err(REG_ERANGE);
                }
                push_class_byte(items, start);
                if finish != start {
                    items.push('-');
                    push_class_byte(items, finish);
                }
            }
        }
        Ok(())
    }

    fn symbol(&mut self) -> Result<u8, &'static str> {
        if !self.more() {
            return Err(REG_EBRACK);
        }
        if !self.eat_two(b'[', b'.') {
            let c = self.peek();
            self.i += 1;
            return Ok(c);
        }
        let c = self.collating_element(b'.')?;
        if !self.eat_two(b'.', b']') {
            return Err(REG_ECOLLATE);
        }
        Ok(c)
    }

    /// Only single-character collating elements are supported; POSIX names
    /// such as `[.hyphen.]` are rejected as invalid.
    fn collating_element(&mut self, end: u8) -> Result<u8, &'static str> {
        let start = self.i;
        while self.more() && !self.see_two(end, b']') {
            self.i += 1;
        }
        if !self.more() {
            return Err(REG_EBRACK);
        }
        match &self.s[start..self.i] {
            [c] => Ok(*c),
            _ => Err(REG_ECOLLATE),
        }
    }
}

fn push_class_byte(out: &mut String, b: u8) {
    if b.is_ascii_alphanumeric() {
        out.push(b as char);
    } else {
        let _ = write!(out, "\\x{b:02X}");
    }
}

#[cfg(test)]
mod tests {
    use super::translate;
    use regex::bytes::Regex;

    fn re(src: &str) -> Regex {
        let t = translate(src.as_bytes()).unwrap_or_else(|e| panic!("{src}: {e}"));
        Regex::new(&format!("(?m-u){t}")).unwrap()
    }

    #[test]
    fn escapes_are_literal_letters() {
        assert!(re("a\\d").is_match(b"ad"));
        assert!(!re("a\\d").is_match(b"a1"));
        assert!(re("\\.").is_match(b"."));
        assert!(!re("\\.").is_match(b"x"));
    }

    #[test]
    fn brackets() {
        assert!(re("[\\]").is_match(b"\\"));
        assert!(re("[]a]").is_match(b"]"));
        assert!(re("[^a]").is_match(b"b"));
        assert!(!re("^[^a]$").is_match(b"\n"));
        assert!(re("[[:digit:]]+").is_match(b"42"));
        assert!(re("[a-c-]").is_match(b"-"));
        assert!(translate(b"[a-c-e]").is_err());
        assert!(translate(b"[z-a]").is_err());
        assert!(translate(b"[abc").is_err());
        assert!(translate(b"[[:nope:]]").is_err());
    }

    #[test]
    fn braces() {
        assert!(re("a{2}").is_match(b"aa"));
        assert!(!re("^a{2}$").is_match(b"a"));
        assert!(re("a{").is_match(b"a{"));
        assert!(re("{x").is_match(b"{x"));
        assert!(translate(b"[0-9]{2").is_err());
        assert!(translate(b"a{3,2}").is_err());
    }

    #[test]
    fn errors() {
        for bad in [
            "", "*a", "a**", "a*?", "(a", "a)", "a|", "|a", "(|a)", "a\\", "^*",
        ] {
            assert!(
                translate(bad.as_bytes()).is_err(),
                "{bad:?} should be rejected"
            );
        }
    }

    #[test]
    fn groups_do_not_capture() {
        let r = re("(a|b)c");
        assert_eq!(r.captures_len(), 1);
        assert!(r.is_match(b"bc"));
    }
}
