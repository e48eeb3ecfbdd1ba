//! The MLIR lexer: turns source bytes into tokens without allocating. Token spellings are
//! byte ranges of the source.

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    Eof,
    Error,
    BareIdent,
    /// `i32`, `si8`, `ui16`.
    IntType,
    AtIdent,
    HashIdent,
    PercentIdent,
    CaretIdent,
    BangIdent,
    Integer,
    Float,
    String,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Star,
    VerticalBar,
    FileMetadataBegin,
    FileMetadataEnd,
}

#[derive(Copy, Clone, Debug)]
pub struct Token {
    pub kind: Tok,
    pub start: usize,
    pub end: usize,
}

/// Error message for a `Tok::Error` token, with the offset it points at.
#[derive(Clone, Debug)]
pub struct LexError {
    pub offset: usize,
    pub message: &'static str,
}

pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    pub last_error: Option<LexError>,
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'$' || c == b'.' || c == b'_' || c == b'-'
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            last_error: None,
        }
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Restarts lexing at `pos`.
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos;
    }

    fn peek(&self, off: usize) -> u8 {
        *self.src.get(self.pos + off).unwrap_or(&0)
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn error(&mut self, start: usize, offset: usize, message: &'static str) -> Token {
        self.last_error = Some(LexError { offset, message });
        Token {
            kind: Tok::Error,
            start,
            end: self.pos,
        }
    }

    pub fn next_token(&mut self) -> Token {
        loop {
            let start = self.pos;
            let Some(&c) = self.src.get(self.pos) else {
                return self.tok(Tok::Eof, start);
            };
            self.pos += 1;
            return match c {
                // A NUL byte inside the buffer is whitespace, as in upstream's lexer.
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if self.peek(0) == b'/' => {
                    while self.pos < self.src.len()
                        && self.src[self.pos] != b'\n'
                        && self.src[self.pos] != b'\r'
                    {
                        self.pos += 1;
                    }
                    continue;
                }
                b'_' | b'a'..=b'z' | b'A'..=b'Z' => self.lex_bare(start),
                b':' => self.tok(Tok::Colon, start),
                b',' => self.tok(Tok::Comma, start),
                b'.' if self.peek(0) == b'.' && self.peek(1) == b'.' => {
                    self.pos += 2;
                    self.tok(Tok::Ellipsis, start)
                }
                // Upstream's `lexEllipsis`: reported just after the first dot.
                b'.' => self.error(
                    start,
                    start + 1,
                    "expected three consecutive dots for an ellipsis",
                ),
                b'(' => self.tok(Tok::LParen, start),
                b')' => self.tok(Tok::RParen, start),
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        self.tok(Tok::FileMetadataBegin, start)
                    } else {
                        self.tok(Tok::LBrace, start)
                    }
                }
                b'}' => self.tok(Tok::RBrace, start),
                b'[' => self.tok(Tok::LSquare, start),
                b']' => self.tok(Tok::RSquare, start),
                b'<' => self.tok(Tok::Less, start),
                b'>' => self.tok(Tok::Greater, start),
                b'=' => self.tok(Tok::Equal, start),
                b'+' => self.tok(Tok::Plus, start),
                b'*' => self.tok(Tok::Star, start),
                b'?' => self.tok(Tok::Question, start),
                b'|' => self.tok(Tok::VerticalBar, start),
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        self.tok(Tok::Arrow, start)
                    } else {
                        self.tok(Tok::Minus, start)
                    }
                }
                b'@' => self.lex_at(start),
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        self.tok(Tok::FileMetadataEnd, start)
                    } else {
                        self.lex_prefixed(start, Tok::HashIdent)
                    }
                }
                b'%' => self.lex_prefixed(start, Tok::PercentIdent),
                b'^' => self.lex_prefixed(start, Tok::CaretIdent),
                b'!' => self.lex_prefixed(start, Tok::BangIdent),
                b'"' => self.lex_string(start),
                b'0'..=b'9' => self.lex_number(start),
                _ => self.error(start, start, "unexpected character"),
            };
        }
    }

    fn lex_bare(&mut self, start: usize) -> Token {
        while self.pos < self.src.len() && is_ident_char(self.src[self.pos]) {
            self.pos += 1;
        }
        let s = &self.src[start..self.pos];
        let digits_after =
            |p: &[u8]| p.len() > 1 && p[0] == b'i' && p[1..].iter().all(|c| c.is_ascii_digit());
        let is_int_type = digits_after(s)
            || (s.len() > 2 && (s[0] == b's' || s[0] == b'u') && digits_after(&s[1..]));
        self.tok(
            if is_int_type {
                Tok::IntType
            } else {
                Tok::BareIdent
            },
            start,
        )
    }

    fn lex_at(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        if c == b'"' {
            self.pos += 1;
            let t = self.lex_string(start + 1);
            if t.kind == Tok::Error {
                return t;
            }
            return self.tok(Tok::AtIdent, start);
        }
        if !(c.is_ascii_alphabetic() || c == b'_') {
            return self.error(
                start,
                start + 1,
                "@ identifier expected to start with letter or '_'",
            );
        }
        while self.pos < self.src.len()
            && (is_ident_char(self.src[self.pos]) || self.src[self.pos] == b'-')
        {
            self.pos += 1;
        }
        self.tok(Tok::AtIdent, start)
    }

    fn lex_prefixed(&mut self, start: usize, kind: Tok) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            while self.pos < self.src.len() && is_suffix_char(self.src[self.pos]) {
                self.pos += 1;
            }
        } else {
            let msg = match kind {
                Tok::PercentIdent => "invalid SSA name",
                Tok::CaretIdent => "invalid block name",
                Tok::HashIdent => "invalid attribute name",
                _ => "invalid type identifier",
            };
            return self.error(start, start, msg);
        }
        self.tok(kind, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                return self.error(start, start, "expected '\"' in string literal");
            };
            self.pos += 1;
            match c {
                b'"' => return self.tok(Tok::String, start),
                b'\n' | b'\r' => {
                    return self.error(start, start, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.peek(0);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.error(start, self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(Tok::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(Tok::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) == b'e' || self.peek(0) == b'E' {
            let save = self.pos;
            self.pos += 1;
            if self.peek(0) == b'+' || self.peek(0) == b'-' {
                self.pos += 1;
            }
            if self.peek(0).is_ascii_digit() {
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            } else {
                self.pos = save;
            }
        }
        self.tok(Tok::Float, start)
    }
}

/// Decodes the contents of a string token (without the quotes), resolving escapes.
pub fn unescape(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let n = body.get(i + 1).copied().unwrap_or(0);
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                out.push(hex(n) * 16 + hex(body.get(i + 2).copied().unwrap_or(b'0')));
                i += 3;
            }
        }
    }
    out
}

/// The offset just past the `}` closing a region whose `{` ends at `pos`, found by a byte scan
/// that skips string literals and comments (the parser's test for deferring a region). `None`
/// at the end of the input or an unterminated string, for an empty region, and when the
/// region mentions `distinct` (distinct attribute ids are shared across the file).
pub(crate) fn scan_region_end(src: &[u8], mut pos: usize) -> Option<usize> {
    /// Bytes the scan stops at; everything else is skipped in a tight loop.
    const STOP: [bool; 256] = {
        let mut t = [false; 256];
        let stops = b"{}\"/d";
        let mut i = 0;
        while i < stops.len() {
            t[stops[i] as usize] = true;
            i += 1;
        }
        t
    };
    // An empty region (only whitespace and comments before the `}`) is not deferred.
    let mut p = pos;
    loop {
        while p < src.len() && src[p].is_ascii_whitespace() {
            p += 1;
        }
        if src.get(p) == Some(&b'/') && src.get(p + 1) == Some(&b'/') {
            while p < src.len() && src[p] != b'\n' && src[p] != b'\r' {
                p += 1;
            }
            continue;
        }
        break;
    }
    if src.get(p) == Some(&b'}') {
        return None;
    }
    let mut depth = 1usize;
    while pos < src.len() {
        if !STOP[src[pos] as usize] {
            pos += 1;
            continue;
        }
        match src[pos] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(pos + 1);
                }
            }
            b'"' => {
                pos += 1;
                loop {
                    match *src.get(pos)? {
                        b'"' => break,
                        b'\n' | b'\r' => return None,
                        b'\\' => pos += 1,
                        _ => {}
                    }
                    pos += 1;
                }
            }
            b'/' if src.get(pos + 1) == Some(&b'/') => {
                while pos < src.len() && src[pos] != b'\n' && src[pos] != b'\r' {
                    pos += 1;
                }
                continue;
            }
            b'd' if src[pos..].starts_with(b"distinct")
                && (pos == 0 || !is_ident_char(src[pos - 1])) =>
            {
                return None;
            }
            _ => {}
        }
        pos += 1;
    }
    None
}

#[cfg(test)]
mod scan_tests {
    use super::scan_region_end;

    #[test]
    fn finds_the_matching_brace_past_strings_and_comments() {
        let src = b"{ a { \"}\" } // }\n b } tail";
        assert_eq!(scan_region_end(src, 1), Some(src.len() - 5));
        assert_eq!(scan_region_end(b"{ }", 1), None);
        assert_eq!(scan_region_end(b"{ // c\n }", 1), None);
        assert_eq!(scan_region_end(b"{ x {", 1), None);
        assert_eq!(scan_region_end(b"{ \"x\\\"}\" }", 1), Some(10));
        assert_eq!(scan_region_end(b"{ a = distinct[0]<1> }", 1), None);
        assert_eq!(scan_region_end(b"{ \"unterminated }\n }", 1), None);
    }
}
