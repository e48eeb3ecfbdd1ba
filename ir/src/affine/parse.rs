//! Parsing of affine maps, integer sets and bare affine expressions, matching
//! MLIR 19's `mlir/lib/AsmParser/AffineParser.cpp` (and the parts of the
//! generic `Lexer`/`Parser` it relies on) in what it accepts, the trees it
//! builds and the first diagnostic it emits, including where that
//! diagnostic points.
//!
//! Details reproduced on purpose:
//! * Expressions are built only through the simplifying operators, left to
//!   right, exactly as upstream builds them; there is no flattening.
//! * Diagnostics that upstream emits through `emitWrongTokenError` (missing
//!   tokens, undeclared identifiers) point just past the previous
//!   non-blank character, skipping back over blank lines and `//` comments.
//! * A lexer error (`%` without a name, a stray `/`, ...) wins over the
//!   parser error it causes, because upstream abandons parser diagnostics
//!   emitted while the current token is an error token.
//! * Non-affine products and divisions are reported at the operator token
//!   upstream uses (which, mid-chain, is the *next* operator).
//!
//! Upstream recurses once per operator and once per nesting level; here the
//! pending steps live in an explicit stack, so no input can exhaust the
//! machine stack. Nesting (parentheses, unary minus) is still capped at
//! [`MAX_NESTING_DEPTH`] to bound the work done on hostile input.

use std::fmt;

use super::expr::{AffineBinaryOp, AffineExpr};
use super::{AffineMap, IntegerSet};

/// Maximum nesting of parentheses and unary minus in one expression. Deeper
/// input is rejected with an error instead of exhausting the stack.
pub const MAX_NESTING_DEPTH: u32 = 1000;

/// A parse failure: the first diagnostic upstream would emit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineParseError {
    /// Byte offset into the parsed string where upstream's caret points.
    pub offset: usize,
    /// Upstream's message text, e.g. `use of undeclared identifier`.
    pub message: String,
}

impl fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for AffineParseError {}

/// Either of the two structures that share the `(dims)[symbols]` prefix.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineMapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

type PResult<T> = Result<T, AffineParseError>;

// ---------------------------------------------------------------------------
// Lexer
// ---------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Eof,
    /// A lexer diagnostic: message and its location.
    Error(&'static str, usize),
    /// Bare identifier, keyword or integer type (`i32`): all usable as names.
    Ident,
    KwFloorDiv,
    KwCeilDiv,
    KwMod,
    KwSymbol,
    Integer,
    PercentIdent,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Less,
    Greater,
    Equal,
    Plus,
    Minus,
    Star,
    Arrow,
    Colon,
    Comma,
    /// Any other token of the MLIR grammar; never valid here.
    Other,
}

#[derive(Clone, Debug)]
struct Token {
    kind: Tok,
    start: usize,
    end: usize,
}

struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

fn is_punct(c: u8) -> bool {
    matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// The byte at `i`, or NUL past the end (MemoryBuffer's terminator).
    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn token(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn error(&self, msg: &'static str, loc: usize) -> Token {
        Token {
            kind: Tok::Error(msg, loc),
            start: loc,
            end: self.pos,
        }
    }

    fn next(&mut self) -> Token {
        loop {
            let start = self.pos;
            if start >= self.src.len() {
                return self.token(Tok::Eof, start);
            }
            let c = self.src[start];
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'_' => return self.lex_ident(start),
                c if c.is_ascii_alphabetic() => return self.lex_ident(start),
                b':' => Tok::Colon,
                b',' => Tok::Comma,
                b'.' => {
                    if self.at(self.pos) != b'.' || self.at(self.pos + 1) != b'.' {
                        return self
                            .error("expected three consecutive dots for an ellipsis", self.pos);
                    }
                    self.pos += 2;
                    Tok::Other
                }
                b'(' => Tok::LParen,
                b')' => Tok::RParen,
                b'{' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                        self.pos += 2;
                    }
                    Tok::Other
                }
                b'}' | b'?' | b'|' => Tok::Other,
                b'[' => Tok::LSquare,
                b']' => Tok::RSquare,
                b'<' => Tok::Less,
                b'>' => Tok::Greater,
                b'=' => Tok::Equal,
                b'+' => Tok::Plus,
                b'*' => Tok::Star,
                b'-' => {
                    if self.at(self.pos) == b'>' {
                        self.pos += 1;
                        Tok::Arrow
                    } else {
                        Tok::Minus
                    }
                }
                b'/' => {
                    if self.at(self.pos) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    return self.error("unexpected character", start);
                }
                b'@' => return self.lex_at_ident(start),
                b'#' if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' => {
                    self.pos += 2;
                    Tok::Other
                }
                b'#' | b'!' | b'^' | b'%' => return self.lex_prefixed_ident(start),
                b'"' => return self.lex_string(start),
                b'0'..=b'9' => return self.lex_number(start),
                _ => return self.error("unexpected character", start),
            };
            return self.token(kind, start);
        }
    }

    fn skip_comment(&mut self) {
        // Past the second '/', up to and including the end of line.
        self.pos += 1;
        while self.pos < self.src.len() {
            let c = self.src[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    fn is_ident_char(c: u8) -> bool {
        c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
    }

    fn lex_ident(&mut self, start: usize) -> Token {
        while Self::is_ident_char(self.at(self.pos)) {
            self.pos += 1;
        }
        // Keywords and integer types are identifiers for the affine parser;
        // only these four change how a token is parsed.
        let kind = match &self.src[start..self.pos] {
            b"floordiv" => Tok::KwFloorDiv,
            b"ceildiv" => Tok::KwCeilDiv,
            b"mod" => Tok::KwMod,
            b"symbol" => Tok::KwSymbol,
            _ => Tok::Ident,
        };
        self.token(kind, start)
    }

    fn lex_at_ident(&mut self, start: usize) -> Token {
        let c = self.at(self.pos);
        self.pos += 1;
        if c == b'"' {
            let t = self.lex_string(self.pos);
            if matches!(t.kind, Tok::Error(..)) {
                return t;
            }
            return self.token(Tok::Other, start);
        }
        if !c.is_ascii_alphabetic() && c != b'_' {
            return self.error(
                "@ identifier expected to start with letter or '_'",
                self.pos - 1,
            );
        }
        while Self::is_ident_char(self.at(self.pos)) {
            self.pos += 1;
        }
        self.token(Tok::Other, start)
    }

    fn lex_prefixed_ident(&mut self, start: usize) -> Token {
        let (kind, error) = match self.src[start] {
            b'#' => (Tok::Other, "invalid attribute name"),
            b'%' => (Tok::PercentIdent, "invalid SSA name"),
            b'^' => (Tok::Other, "invalid block name"),
            _ => (Tok::Other, "invalid type identifier"),
        };
        let c = self.at(self.pos);
        if c.is_ascii_digit() {
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || is_punct(c) {
            self.pos += 1;
            while {
                let c = self.at(self.pos);
                c.is_ascii_alphanumeric() || is_punct(c)
            } {
                self.pos += 1;
            }
        } else {
            return self.error(error, self.pos - 1);
        }
        self.token(kind, start)
    }

    /// Lexes a string literal whose opening quote ends just before `pos`.
    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.src.len() {
                self.pos += 1;
                return self.error("expected '\"' in string literal", self.pos - 1);
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.token(Tok::Other, start),
                b'\n' | 0x0b | 0x0c => {
                    return self.error("expected '\"' in string literal", self.pos - 1);
                }
                b'\\' => {
                    let n = self.at(self.pos);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.at(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.error("unknown escape in string literal", self.pos - 1);
                    }
                }
                _ => {}
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.at(self.pos) == b'x' {
            // `0xi32` is the integer 0 followed by the identifier `xi32`.
            if !self.at(self.pos + 1).is_ascii_hexdigit() {
                return self.token(Tok::Integer, start);
            }
            self.pos += 2;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.token(Tok::Integer, start);
        }
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return self.token(Tok::Integer, start);
        }
        self.pos += 1;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.at(self.pos), b'e' | b'E') {
            let n1 = self.at(self.pos + 1);
            if n1.is_ascii_digit()
                || (matches!(n1, b'-' | b'+') && self.at(self.pos + 2).is_ascii_digit())
            {
                self.pos += 2;
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        // A float literal: never valid in an affine expression.
        self.token(Tok::Other, start)
    }
}

// ---------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// A suspended step of upstream's recursive descent, waiting for an
/// operand (or, for `Paren`, for a whole expression).
enum Pending {
    /// `parseAffineLowPrecOpExpr(llhs, op)` waiting for its next operand.
    LowOperand { llhs: Option<(AffineExpr, LowOp)> },
    /// `parseAffineHighPrecOpExpr(llhs, op, op_loc)` waiting for its next
    /// operand, inside a low-precedence loop whose pending left-hand side
    /// is `low`.
    HighOperand {
        low: Option<(AffineExpr, LowOp)>,
        llhs: AffineExpr,
        op: HighOp,
        op_loc: usize,
    },
    /// `parseParentheticalExpr` waiting for its expression.
    Paren,
    /// `parseNegateExpression` waiting for its operand.
    Negation { has_lhs: bool },
}

struct Parser<'a> {
    src: &'a str,
    lex: Lexer<'a>,
    tok: Token,
    /// End of the last consumed token: what a prefix parse reports.
    prev_end: usize,
    /// Declared names, searched in declaration order like upstream.
    names: Vec<(&'a str, AffineExpr)>,
    depth: u32,
    /// When the input is a suffix of a larger buffer (the text after
    /// `affine_map<`), diagnostics that upstream would move back before the
    /// start of `src` are reported at offset 0 (just after the `<`).
    prefix: bool,
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, prefix: bool) -> Self {
        let mut lex = Lexer {
            src: src.as_bytes(),
            pos: 0,
        };
        let tok = lex.next();
        Parser {
            src,
            lex,
            tok,
            prev_end: 0,
            names: Vec::new(),
            depth: 0,
            prefix,
        }
    }

    fn consume(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next();
    }

    fn consume_if(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.consume();
            true
        } else {
            false
        }
    }

    fn is_identifier(&self) -> bool {
        matches!(
            self.tok.kind,
            Tok::Ident | Tok::KwFloorDiv | Tok::KwCeilDiv | Tok::KwMod | Tok::KwSymbol
        )
    }

    fn spelling(&self) -> &'a str {
        &self.src[self.tok.start..self.tok.end]
    }

    /// Upstream `Parser::emitError(loc, msg)`: abandoned in favour of the
    /// lexer's diagnostic if the current token is a lexer error.
    fn error_at(&self, loc: usize, message: impl Into<String>) -> AffineParseError {
        if let Tok::Error(msg, at) = self.tok.kind {
            return AffineParseError {
                offset: at,
                message: msg.to_string(),
            };
        }
        AffineParseError {
            offset: loc,
            message: message.into(),
        }
    }

    /// Upstream `emitError(msg)`: at the current token.
    fn error_here(&self, message: impl Into<String>) -> AffineParseError {
        self.error_at(self.tok.start, message)
    }

    /// Upstream `emitWrongTokenError`: reported just past the last
    /// non-blank character before the current token, skipping blank lines
    /// and trailing `//` comments of earlier lines.
    fn wrong_token_error(&self, message: impl Into<String>) -> AffineParseError {
        let bytes = self.src.as_bytes();
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let mut end = loc;
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(if self.prefix { 0 } else { original }, message);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return self.error_at(end, message);
            }
            end -= 1;
            // The previous line, starting at its leading newline (if any).
            let line_start = bytes[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            if let Some(c) = find_comment(&bytes[line_start..end]) {
                end = line_start + c;
            }
        }
    }

    fn parse_token(&mut self, kind: Tok, message: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// Upstream `parseCommaSeparatedList` for `()`/`[]`-delimited lists.
    fn parse_list(
        &mut self,
        square: bool,
        context: &str,
        mut element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close, open_s, close_s) = if square {
            (Tok::LSquare, Tok::RSquare, '[', ']')
        } else {
            (Tok::LParen, Tok::RParen, '(', ')')
        };
        self.parse_token(open, &format!("expected '{open_s}'{context}"))?;
        if self.consume_if(close.clone()) {
            return Ok(());
        }
        element(self)?;
        while self.consume_if(Tok::Comma) {
            element(self)?;
        }
        self.parse_token(close, &format!("expected '{close_s}'{context}"))
    }

    fn parse_identifier_definition(&mut self, expr: AffineExpr) -> PResult<()> {
        if !self.is_identifier() {
            return Err(self.wrong_token_error("expected bare identifier"));
        }
        let name = self.spelling();
        if self.names.iter().any(|(n, _)| *n == name) {
            return Err(self.error_here(format!("redefinition of identifier '{name}'")));
        }
        self.consume();
        self.names.push((name, expr));
        Ok(())
    }

    fn parse_dims_and_symbols(&mut self) -> PResult<(u32, u32)> {
        let mut num_dims = 0u32;
        self.parse_list(false, " in dimensional identifier list", |p| {
            let d = AffineExpr::dim(num_dims);
            num_dims += 1;
            p.parse_identifier_definition(d)
        })?;
        let mut num_symbols = 0u32;
        if self.tok.kind == Tok::LSquare {
            self.parse_list(true, " in symbol list", |p| {
                let s = AffineExpr::symbol(num_symbols);
                num_symbols += 1;
                p.parse_identifier_definition(s)
            })?;
        }
        Ok((num_dims, num_symbols))
    }

    /// Upstream `parseAffineMapOrIntegerSetInline`.
    fn parse_map_or_set(&mut self) -> PResult<AffineMapOrSet> {
        let (num_dims, num_symbols) = self.parse_dims_and_symbols()?;
        if self.consume_if(Tok::Arrow) {
            let mut results = Vec::new();
            self.parse_list(false, " in affine map range", |p| {
                results.push(p.parse_expr()?);
                Ok(())
            })?;
            return Ok(AffineMapOrSet::Map(AffineMap::new(
                num_dims,
                num_symbols,
                results,
            )));
        }
        self.parse_token(Tok::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        let mut eq_flags = Vec::new();
        self.parse_list(false, " in integer set constraint list", |p| {
            let (c, is_eq) = p.parse_constraint()?;
            constraints.push(c);
            eq_flags.push(is_eq);
            Ok(())
        })?;
        if constraints.is_empty() {
            // The degenerate "true" set is spelled `0 == 0`.
            constraints.push(AffineExpr::constant(0));
            eq_flags.push(true);
        }
        Ok(AffineMapOrSet::Set(IntegerSet::new(
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        )))
    }

    /// Upstream `parseAffineConstraint`, normalized to `expr >= 0` or
    /// `expr == 0`.
    fn parse_constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_expr()?;
        // Token by token like upstream: `>` followed by something other than
        // `=` is consumed before the error is reported.
        if self.consume_if(Tok::Greater) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((lhs.sub(&rhs), false));
        }
        if self.consume_if(Tok::Less) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((rhs.sub(&lhs), false));
        }
        if self.consume_if(Tok::Equal) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((lhs.sub(&rhs), true));
        }
        Err(self.error_here(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ))
    }

    fn consume_if_low_op(&mut self) -> Option<LowOp> {
        let op = match self.tok.kind {
            Tok::Plus => LowOp::Add,
            Tok::Minus => LowOp::Sub,
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    fn consume_if_high_op(&mut self) -> Option<HighOp> {
        let op = match self.tok.kind {
            Tok::Star => HighOp::Mul,
            Tok::KwFloorDiv => HighOp::FloorDiv,
            Tok::KwCeilDiv => HighOp::CeilDiv,
            Tok::KwMod => HighOp::Mod,
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    /// Upstream `getAffineBinaryOpExpr(AffineHighPrecOp, ...)` with its
    /// (semi-)affinity checks.
    fn build_high(
        &self,
        op: HighOp,
        lhs: &AffineExpr,
        rhs: &AffineExpr,
        op_loc: usize,
    ) -> PResult<AffineExpr> {
        let (kind, name) = match op {
            HighOp::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return Err(self.error_at(
                        op_loc,
                        "non-affine expression: at least one of the multiply operands has to be \
                         either a constant or symbolic",
                    ));
                }
                return Ok(lhs.mul(rhs));
            }
            HighOp::FloorDiv => (AffineBinaryOp::FloorDiv, "floordiv"),
            HighOp::CeilDiv => (AffineBinaryOp::CeilDiv, "ceildiv"),
            HighOp::Mod => (AffineBinaryOp::Mod, "mod"),
        };
        if !rhs.is_symbolic_or_constant() {
            return Err(self.error_at(
                op_loc,
                format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"),
            ));
        }
        Ok(AffineExpr::binary(kind, lhs, rhs))
    }

    /// Upstream `parseAffineExpr`.
    ///
    /// Upstream is a set of mutually recursive functions
    /// (`parseAffineLowPrecOpExpr`, `parseAffineHighPrecOpExpr`,
    /// `parseAffineOperandExpr`, `parseParentheticalExpr`,
    /// `parseNegateExpression`). This runs the same steps, consuming and
    /// checking tokens in the same order and building the same
    /// expressions, with the pending calls kept in an explicit stack of
    /// continuations: nesting costs heap, not machine stack.
    fn parse_expr(&mut self) -> PResult<AffineExpr> {
        let mut stack: Vec<Pending> = vec![Pending::LowOperand { llhs: None }];
        'need_operand: loop {
            // Some frame wants an operand (`parseAffineOperandExpr`).
            let has_lhs = match stack.last() {
                Some(Pending::LowOperand { llhs }) => llhs.is_some(),
                Some(Pending::Negation { has_lhs }) => *has_lhs,
                _ => true,
            };
            let mut value = match self.tok.kind {
                Tok::LParen => {
                    self.enter_nesting()?;
                    self.consume();
                    if self.tok.kind == Tok::RParen {
                        return Err(self.error_here("no expression inside parentheses"));
                    }
                    stack.push(Pending::Paren);
                    stack.push(Pending::LowOperand { llhs: None });
                    continue 'need_operand;
                }
                Tok::Minus => {
                    // Negation binds tighter than every binary operator: its
                    // operand is an operand, not an expression. Upstream
                    // follows a failure there with a second diagnostic,
                    // "missing operand of negation"; only the first is kept.
                    self.enter_nesting()?;
                    self.consume();
                    stack.push(Pending::Negation { has_lhs });
                    continue 'need_operand;
                }
                _ => self.parse_simple_operand(has_lhs)?,
            };
            // Hand `value` to the innermost pending frame, unwinding frames
            // that complete as a result.
            loop {
                match stack.pop() {
                    Some(Pending::Negation { .. }) => {
                        self.depth -= 1;
                        value = value.mul_const(-1);
                    }
                    Some(Pending::LowOperand { llhs }) => {
                        if let Some(op) = self.consume_if_low_op() {
                            let combined = Self::combine_low(llhs, value);
                            stack.push(Pending::LowOperand {
                                llhs: Some((combined, op)),
                            });
                            continue 'need_operand;
                        }
                        let op_loc = self.tok.start;
                        if let Some(op) = self.consume_if_high_op() {
                            stack.push(Pending::HighOperand {
                                low: llhs,
                                llhs: value,
                                op,
                                op_loc,
                            });
                            continue 'need_operand;
                        }
                        value = Self::combine_low(llhs, value);
                        value = self.finish_expr(&mut stack, value)?;
                        if stack.is_empty() {
                            return Ok(value);
                        }
                    }
                    Some(Pending::HighOperand {
                        low,
                        llhs,
                        op,
                        op_loc,
                    }) => {
                        let next_loc = self.tok.start;
                        if let Some(next) = self.consume_if_high_op() {
                            // Upstream reports a non-affine intermediate
                            // result at the operator that follows it.
                            let llhs = self.build_high(op, &llhs, &value, next_loc)?;
                            stack.push(Pending::HighOperand {
                                low,
                                llhs,
                                op: next,
                                op_loc: next_loc,
                            });
                            continue 'need_operand;
                        }
                        let high = self.build_high(op, &llhs, &value, op_loc)?;
                        let expr = Self::combine_low(low, high);
                        if let Some(next) = self.consume_if_low_op() {
                            stack.push(Pending::LowOperand {
                                llhs: Some((expr, next)),
                            });
                            continue 'need_operand;
                        }
                        value = self.finish_expr(&mut stack, expr)?;
                        if stack.is_empty() {
                            return Ok(value);
                        }
                    }
                    Some(Pending::Paren) | None => unreachable!("operand delivered to no frame"),
                }
            }
        }
    }

    /// An expression is complete: close the parenthesis that contained it,
    /// if any (upstream `parseParentheticalExpr`'s tail). With an empty
    /// stack afterwards, `value` is the whole expression.
    fn finish_expr(&mut self, stack: &mut Vec<Pending>, value: AffineExpr) -> PResult<AffineExpr> {
        match stack.last() {
            None => Ok(value),
            Some(Pending::Paren) => {
                stack.pop();
                self.depth -= 1;
                self.parse_token(Tok::RParen, "expected ')'")?;
                Ok(value)
            }
            Some(_) => unreachable!("an expression always sits in a parenthesis or at the top"),
        }
    }

    fn combine_low(llhs: Option<(AffineExpr, LowOp)>, rhs: AffineExpr) -> AffineExpr {
        match llhs {
            Some((l, LowOp::Add)) => l.add(&rhs),
            Some((l, LowOp::Sub)) => l.sub(&rhs),
            None => rhs,
        }
    }

    /// Upstream `parseAffineOperandExpr` for every operand that does not
    /// nest (parentheses and negation are handled in `parse_expr`).
    /// `has_lhs` selects between the "missing right operand" and "expected
    /// affine expression" messages.
    fn parse_simple_operand(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::KwSymbol => {
                // `symbol(%ssa)` is only valid where SSA operands are parsed.
                self.consume();
                self.parse_token(Tok::LParen, "expected '(' at start of SSA symbol")?;
                Err(self.wrong_token_error("unexpected ssa identifier"))
            }
            Tok::PercentIdent => Err(self.wrong_token_error("unexpected ssa identifier")),
            Tok::Integer => self.parse_integer(),
            Tok::Plus | Tok::Star => Err(self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            })),
            _ if self.is_identifier() => self.parse_bare_id(),
            _ => Err(self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }

    /// Called on the `(` or `-` that opens a nesting level (the error
    /// points at it).
    fn enter_nesting(&mut self) -> PResult<()> {
        if self.depth >= MAX_NESTING_DEPTH {
            return Err(self.error_here(format!(
                "affine expression nested too deeply (more than {MAX_NESTING_DEPTH} levels)"
            )));
        }
        self.depth += 1;
        Ok(())
    }

    fn parse_integer(&mut self) -> PResult<AffineExpr> {
        let text = self.spelling();
        let value = match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => text.parse::<u64>().ok(),
        };
        let Some(v) = value.and_then(|v| i64::try_from(v).ok()) else {
            return Err(self.error_here("constant too large for index"));
        };
        self.consume();
        Ok(AffineExpr::constant(v))
    }

    fn parse_bare_id(&mut self) -> PResult<AffineExpr> {
        let name = self.spelling();
        if let Some((_, e)) = self.names.iter().find(|(n, _)| *n == name) {
            let e = e.clone();
            self.consume();
            return Ok(e);
        }
        Err(self.wrong_token_error("use of undeclared identifier"))
    }

    /// For whole-string parses: the input must end here.
    fn expect_end(&self) -> PResult<()> {
        if self.tok.kind == Tok::Eof {
            return Ok(());
        }
        Err(self.error_here("encountered unexpected token"))
    }
}

/// Finds `//` in a line (upstream assumes it starts a comment).
fn find_comment(line: &[u8]) -> Option<usize> {
    line.windows(2).position(|w| w == b"//")
}

// ---------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------

/// Parses an affine map or an integer set from the start of `src` (the text
/// after `affine_map<`/`affine_set<`), returning it and the number of bytes
/// consumed (the end of its last token). Anything after that, such as the
/// closing `>`, is left to the caller.
pub fn parse_affine_map_or_integer_set_prefix(
    src: &str,
) -> Result<(AffineMapOrSet, usize), AffineParseError> {
    let mut p = Parser::new(src, true);
    let r = p.parse_map_or_set()?;
    Ok((r, p.prev_end))
}

fn map_from(p: &mut Parser<'_>) -> PResult<AffineMap> {
    let start = p.tok.start;
    match p.parse_map_or_set()? {
        AffineMapOrSet::Map(m) => Ok(m),
        AffineMapOrSet::Set(_) => Err(p.error_at(start, "expected AffineMap, but got IntegerSet")),
    }
}

fn set_from(p: &mut Parser<'_>) -> PResult<IntegerSet> {
    let start = p.tok.start;
    match p.parse_map_or_set()? {
        AffineMapOrSet::Set(s) => Ok(s),
        AffineMapOrSet::Map(_) => Err(p.error_at(start, "expected IntegerSet, but got AffineMap")),
    }
}

/// Parses an affine map from the start of `src` (e.g. the text after
/// `affine_map<`), like upstream `parseAffineMapReference`. Returns the map
/// and the number of bytes consumed; the caller continues after that (with
/// the closing `>`).
///
/// The token after the map is looked at but not checked: a lexer error
/// there (say `affine_map<(d0) -> (d0)%>`) is left for the caller's lexer
/// to report when it resumes at the returned offset, which yields the same
/// diagnostic as upstream.
///
/// Error offsets are relative to `src`. A diagnostic that upstream places
/// before the first token (it backs up over blanks to the end of the
/// previous token) is reported at offset 0, which is where it lands when
/// `src` directly follows `affine_map<`.
pub fn parse_affine_map_prefix(src: &str) -> Result<(AffineMap, usize), AffineParseError> {
    let mut p = Parser::new(src, true);
    let m = map_from(&mut p)?;
    Ok((m, p.prev_end))
}

/// Parses an integer set from the start of `src` (e.g. the text after
/// `affine_set<`); see [`parse_affine_map_prefix`].
pub fn parse_integer_set_prefix(src: &str) -> Result<(IntegerSet, usize), AffineParseError> {
    let mut p = Parser::new(src, true);
    let s = set_from(&mut p)?;
    Ok((s, p.prev_end))
}

/// Parses a whole string as an affine map, e.g.
/// `(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)` (upstream `parseAffineMap`);
/// trailing tokens are an error.
pub fn parse_affine_map(src: &str) -> Result<AffineMap, AffineParseError> {
    let mut p = Parser::new(src, false);
    let m = map_from(&mut p)?;
    p.expect_end()?;
    Ok(m)
}

/// Parses a whole string as an integer set, e.g.
/// `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)` (upstream `parseIntegerSet`).
pub fn parse_integer_set(src: &str) -> Result<IntegerSet, AffineParseError> {
    let mut p = Parser::new(src, false);
    let s = set_from(&mut p)?;
    p.expect_end()?;
    Ok(s)
}

/// Parses an affine expression from the start of `src` with the given
/// name bindings (upstream `parseAffineExprReference`); names are looked up
/// in order, so the first binding of a name wins. Returns the expression
/// and the number of bytes consumed.
pub fn parse_affine_expr_prefix(
    src: &str,
    bindings: &[(&str, AffineExpr)],
) -> Result<(AffineExpr, usize), AffineParseError> {
    let mut p = Parser::new(src, true);
    p.names = bindings.to_vec();
    let e = p.parse_expr()?;
    Ok((e, p.prev_end))
}

/// Parses a whole string as one affine expression, naming the dims and
/// symbols positionally: `parse_affine_expr("i + N", &["i"], &["N"])`
/// gives `d0 + s0`.
pub fn parse_affine_expr(
    src: &str,
    dims: &[&str],
    symbols: &[&str],
) -> Result<AffineExpr, AffineParseError> {
    let bindings: Vec<(&str, AffineExpr)> = dims
        .iter()
        .enumerate()
        .map(|(i, n)| (*n, AffineExpr::dim(i as u32)))
        .chain(
            symbols
                .iter()
                .enumerate()
                .map(|(i, n)| (*n, AffineExpr::symbol(i as u32))),
        )
        .collect();
    let mut p = Parser::new(src, false);
    p.names = bindings;
    let e = p.parse_expr()?;
    p.expect_end()?;
    Ok(e)
}
