//! FileCheck numeric substitution blocks: `[[#%x,VAR:]]`, `[[#VAR+1]]`,
//! `[[#add(A,B)]]`, the legacy `[[@LINE+1]]`, and `-D#VAR=expr` definitions.
//!
//! LLVM evaluates expressions on arbitrary-width `APInt`s; `i128` covers every
//! value a test can realistically print, and anything beyond it is reported as
//! the same overflow error LLVM gives for unrepresentable results.

use std::collections::HashMap;

/// How a numeric value is matched and printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FormatKind {
    /// No format known yet (a literal); resolved to `Unsigned` in the end.
    NoFormat,
    Unsigned,
    Signed,
    HexLower,
    HexUpper,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Format {
    pub kind: FormatKind,
    pub precision: usize,
    pub alternate: bool,
}

impl Format {
    pub const NONE: Format = Format {
        kind: FormatKind::NoFormat,
        precision: 0,
        alternate: false,
    };

    pub const UNSIGNED: Format = Format {
        kind: FormatKind::Unsigned,
        precision: 0,
        alternate: false,
    };

    fn spec(self) -> &'static str {
        match self.kind {
            FormatKind::NoFormat => "<none>",
            FormatKind::Unsigned => "%u",
            FormatKind::Signed => "%d",
            FormatKind::HexLower => "%x",
            FormatKind::HexUpper => "%X",
        }
    }

    /// The POSIX regex matching any value printed in this format.
    pub fn wildcard_regex(self) -> String {
        let prefix = if self.alternate { "0x" } else { "" };
        let (body, digits) = match self.kind {
            FormatKind::Signed => ("-?([1-9][0-9]*)?", "[0-9]"),
            FormatKind::HexUpper => ("([1-9A-F][0-9A-F]*)?", "[0-9A-F]"),
            FormatKind::HexLower => ("([1-9a-f][0-9a-f]*)?", "[0-9a-f]"),
            FormatKind::Unsigned | FormatKind::NoFormat => ("([1-9][0-9]*)?", "[0-9]"),
        };
        if self.precision > 0 {
            return format!("{prefix}{body}{digits}{{{}}}", self.precision);
        }
        match self.kind {
            FormatKind::Signed => "-?[0-9]+".to_string(),
            _ => format!("{prefix}{digits}+"),
        }
    }

    /// The text this format prints for `value`, or `None` when the value is
    /// not representable (a negative value in an unsigned format).
    pub fn render(self, value: i128) -> Option<String> {
        if value < 0 && self.kind != FormatKind::Signed {
            return None;
        }
        let magnitude = value.unsigned_abs();
        let digits = match self.kind {
            FormatKind::HexLower => format!("{magnitude:x}"),
            FormatKind::HexUpper => format!("{magnitude:X}"),
            _ => magnitude.to_string(),
        };
        let sign = if value < 0 { "-" } else { "" };
        let prefix = if self.alternate { "0x" } else { "" };
        let zeros = "0".repeat(self.precision.saturating_sub(digits.len()));
        Some(format!("{sign}{prefix}{zeros}{digits}"))
    }

    /// Parses text matched by [`Format::wildcard_regex`].
    pub fn parse_value(self, text: &[u8]) -> Option<i128> {
        let mut s = std::str::from_utf8(text).ok()?;
        let negative = if let Some(rest) = s.strip_prefix('-') {
            s = rest;
            true
        } else {
            false
        };
        if self.alternate && self.kind != FormatKind::Signed {
            s = s.strip_prefix("0x").unwrap_or(s);
        }
        let radix = match self.kind {
            FormatKind::HexLower | FormatKind::HexUpper => 16,
            _ => 10,
        };
        let magnitude = i128::from_str_radix(s, radix).ok()?;
        Some(if negative { -magnitude } else { magnitude })
    }
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Max,
    Min,
}

impl BinOp {
    fn apply(self, a: i128, b: i128) -> Option<i128> {
        match self {
            BinOp::Add => a.checked_add(b),
            BinOp::Sub => a.checked_sub(b),
            BinOp::Mul => a.checked_mul(b),
            BinOp::Div => a.checked_div(b),
            BinOp::Max => Some(a.max(b)),
            BinOp::Min => Some(a.min(b)),
        }
    }
}

/// A parsed numeric expression. Offsets are byte offsets into the text the
/// block was parsed from, used to locate diagnostics.
#[derive(Clone, Debug)]
pub(crate) enum Expr {
    Literal(i128),
    /// A numeric variable (or `@LINE`) use, with the variable's implicit
    /// format as known when the use was parsed.
    Var {
        name: String,
        offset: usize,
        format: Format,
    },
    Binary {
        op: BinOp,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
        /// Span of the whole operation, for conflict diagnostics.
        span: (usize, usize),
    },
}

/// Why evaluation failed; mirrors LLVM's `UndefVarError` / `OverflowError`.
#[derive(Debug)]
pub(crate) enum EvalError {
    Undefined { name: String, offset: usize },
    Overflow,
}

impl Expr {
    /// Evaluates the expression; undefined-variable errors are all collected
    /// (LLVM reports every undefined operand, not just the first).
    pub fn eval(&self, lookup: &dyn Fn(&str) -> Option<i128>) -> Result<i128, Vec<EvalError>> {
        match self {
            Expr::Literal(v) => Ok(*v),
            Expr::Var { name, offset, .. } => lookup(name).ok_or_else(|| {
                vec![EvalError::Undefined {
                    name: name.clone(),
                    offset: *offset,
                }]
            }),
            Expr::Binary { op, lhs, rhs, .. } => match (lhs.eval(lookup), rhs.eval(lookup)) {
                (Ok(a), Ok(b)) => op.apply(a, b).ok_or_else(|| vec![EvalError::Overflow]),
                (Err(mut a), Err(b)) => {
                    a.extend(b);
                    Err(a)
                }
                (Err(e), _) | (_, Err(e)) => Err(e),
            },
        }
    }

    fn implicit_format(&self, text: &[u8]) -> Result<Format, (usize, String)> {
        match self {
            Expr::Literal(_) => Ok(Format::NONE),
            Expr::Var { format, .. } => Ok(*format),
            Expr::Binary { lhs, rhs, span, .. } => {
                let l = lhs.implicit_format(text)?;
                let r = rhs.implicit_format(text)?;
                if l.kind != FormatKind::NoFormat && r.kind != FormatKind::NoFormat && l != r {
                    return Err((
                        span.0,
                        format!(
                            "implicit format conflict between '{}' ({}) and '{}' ({}), need an explicit format specifier",
                            lhs.source(text),
                            l.spec(),
                            rhs.source(text),
                            r.spec()
                        ),
                    ));
                }
                Ok(if l.kind != FormatKind::NoFormat { l } else { r })
            }
        }
    }

    fn source(&self, text: &[u8]) -> String {
        match self {
            Expr::Literal(v) => v.to_string(),
            Expr::Var { name, .. } => name.clone(),
            Expr::Binary { span, .. } => {
                String::from_utf8_lossy(&text[span.0..span.1.min(text.len())]).into_owned()
            }
        }
    }
}

/// What the parse-time variable table knows about a numeric variable.
#[derive(Clone, Copy, Debug)]
pub(crate) struct NumVarInfo {
    pub format: Format,
    /// Check-file line of the first definition; `None` for command-line
    /// definitions and for placeholders created by uses before definition.
    pub def_line: Option<usize>,
}

/// Parse-time state shared by all patterns of one check file.
#[derive(Default)]
pub(crate) struct ParseTables {
    pub numeric: HashMap<String, NumVarInfo>,
    pub strings_defined: std::collections::HashSet<String>,
}

/// A parsed `[[#...]]` block.
#[derive(Debug)]
pub(crate) struct Block {
    pub expr: Option<Expr>,
    pub format: Format,
    /// The variable this block defines, with the name's offset.
    pub def: Option<(String, usize)>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Operand {
    Any,
    LineVar,
    LegacyLiteral,
}

const SPACE: &[u8] = b" \t";

/// Parses a variable name at the start of `s`; returns `(len, is_pseudo)`.
pub(crate) fn parse_variable(s: &[u8]) -> Result<(usize, bool), String> {
    if s.is_empty() {
        return Err("empty variable name".into());
    }
    let pseudo = s[0] == b'@';
    let mut i = usize::from(s[0] == b'$' || pseudo);
    if i == s.len() {
        return Err(format!(
            "empty {} variable name",
            if pseudo { "pseudo" } else { "global" }
        ));
    }
    if !(s[i] == b'_' || s[i].is_ascii_alphabetic()) {
        return Err("invalid variable name".into());
    }
    i += 1;
    while i < s.len() && (s[i] == b'_' || s[i].is_ascii_alphanumeric()) {
        i += 1;
    }
    Ok((i, pseudo))
}

struct ExprParser<'a> {
    text: &'a [u8],
    pos: usize,
    end: usize,
    line: Option<usize>,
    tables: &'a mut ParseTables,
}

type PResult<T> = Result<T, (usize, String)>;

impl<'a> ExprParser<'a> {
    fn rest(&self) -> &'a [u8] {
        &self.text[self.pos..self.end]
    }

    fn skip_space(&mut self) {
        while self.pos < self.end && SPACE.contains(&self.text[self.pos]) {
            self.pos += 1;
        }
    }

    fn starts_with(&self, c: u8) -> bool {
        self.pos < self.end && self.text[self.pos] == c
    }

    fn operand(&mut self, allowed: Operand, maybe_constraint: bool) -> PResult<Expr> {
        if self.starts_with(b'(') {
            if allowed != Operand::Any {
                return Err((
                    self.pos,
                    "parenthesized expression not permitted here".into(),
                ));
            }
            return self.paren();
        }
        if allowed != Operand::LegacyLiteral {
            match parse_variable(self.rest()) {
                Ok((len, pseudo)) => {
                    let start = self.pos;
                    let name = String::from_utf8_lossy(&self.text[start..start + len]).into_owned();
                    self.pos += len;
                    let mut look = self.pos;
                    while look < self.end && SPACE.contains(&self.text[look]) {
                        look += 1;
                    }
                    if look < self.end && self.text[look] == b'(' {
                        if allowed != Operand::Any {
                            return Err((start, "unexpected function call".into()));
                        }
                        return self.call(name, start);
                    }
                    return self.variable_use(name, start, pseudo);
                }
                Err(e) if allowed == Operand::LineVar => return Err((self.pos, e)),
                Err(_) => {}
            }
        }
        let start = self.pos;
        let negative = self.starts_with(b'-');
        if negative {
            self.pos += 1;
        }
        let radix = if allowed == Operand::LegacyLiteral {
            Some(10)
        } else {
            None
        };
        match consume_integer(self.rest(), radix) {
            Some((value, used)) => {
                self.pos += used;
                let value = i128::try_from(value)
                    .map_err(|_| (start, "unable to represent numeric value".to_string()))?;
                Ok(Expr::Literal(if negative { -value } else { value }))
            }
            None => Err((
                start,
                format!(
                    "invalid {}operand format",
                    if maybe_constraint {
                        "matching constraint or "
                    } else {
                        ""
                    }
                ),
            )),
        }
    }

    fn variable_use(&mut self, name: String, offset: usize, pseudo: bool) -> PResult<Expr> {
        if pseudo && name != "@LINE" {
            return Err((offset, format!("invalid pseudo numeric variable '{name}'")));
        }
        let info = *self
            .tables
            .numeric
            .entry(name.clone())
            .or_insert(NumVarInfo {
                format: Format::UNSIGNED,
                def_line: None,
            });
        if info.def_line.is_some() && info.def_line == self.line && self.line.is_some() {
            return Err((
                offset,
                format!("numeric variable '{name}' defined earlier in the same CHECK directive"),
            ));
        }
        Ok(Expr::Var {
            name,
            offset,
            format: info.format,
        })
    }

    fn paren(&mut self) -> PResult<Expr> {
        self.pos += 1;
        self.skip_space();
        if self.pos >= self.end {
            return Err((self.pos, "missing operand in expression".into()));
        }
        let start = self.pos;
        let mut e = self.operand(Operand::Any, false)?;
        self.skip_space();
        while self.pos < self.end && !self.starts_with(b')') {
            e = self.binop(start, e, false)?;
            self.skip_space();
        }
        if !self.starts_with(b')') {
            return Err((self.pos, "missing ')' at end of nested expression".into()));
        }
        self.pos += 1;
        Ok(e)
    }

    fn binop(&mut self, expr_start: usize, lhs: Expr, legacy: bool) -> PResult<Expr> {
        self.skip_space();
        if self.pos >= self.end {
            return Ok(lhs);
        }
        let op = match self.text[self.pos] {
            b'+' => BinOp::Add,
            b'-' => BinOp::Sub,
            c => {
                return Err((self.pos, format!("unsupported operation '{}'", c as char)));
            }
        };
        self.pos += 1;
        self.skip_space();
        if self.pos >= self.end {
            return Err((self.pos, "missing operand in expression".into()));
        }
        let allowed = if legacy {
            Operand::LegacyLiteral
        } else {
            Operand::Any
        };
        let rhs = self.operand(allowed, false)?;
        Ok(Expr::Binary {
            op,
            lhs: Box::new(lhs),
            rhs: Box::new(rhs),
            span: (expr_start, self.pos),
        })
    }

    fn call(&mut self, name: String, name_offset: usize) -> PResult<Expr> {
        let op = match name.as_str() {
            "add" => BinOp::Add,
            "div" => BinOp::Div,
            "max" => BinOp::Max,
            "min" => BinOp::Min,
            "mul" => BinOp::Mul,
            "sub" => BinOp::Sub,
            _ => {
                return Err((name_offset, format!("call to undefined function '{name}'")));
            }
        };
        self.skip_space();
        self.pos += 1; // '('
        self.skip_space();
        let mut args = Vec::new();
        while self.pos < self.end && !self.starts_with(b')') {
            if self.starts_with(b',') {
                return Err((self.pos, "missing argument".into()));
            }
            let start = self.pos;
            let mut arg = self.operand(Operand::Any, false)?;
            while self.pos < self.end {
                self.skip_space();
                if self.starts_with(b',') || self.starts_with(b')') {
                    break;
                }
                arg = self.binop(start, arg, false)?;
            }
            args.push(arg);
            self.skip_space();
            if !self.starts_with(b',') {
                break;
            }
            self.pos += 1;
            self.skip_space();
            if self.starts_with(b')') {
                return Err((self.pos, "missing argument".into()));
            }
        }
        if !self.starts_with(b')') {
            return Err((self.pos, "missing ')' at end of call expression".into()));
        }
        self.pos += 1;
        if args.len() != 2 {
            return Err((
                name_offset,
                format!(
                    "function '{name}' takes 2 arguments but {} given",
                    args.len()
                ),
            ));
        }
        let rhs = args.pop().expect("two arguments");
        let lhs = args.pop().expect("two arguments");
        Ok(Expr::Binary {
            op,
            lhs: Box::new(lhs),
            rhs: Box::new(rhs),
            span: (name_offset, self.pos),
        })
    }
}

/// `StringRef::consumeInteger` with radix auto-detection (`radix == None`):
/// returns the value and the number of bytes consumed.
fn consume_integer(s: &[u8], radix: Option<u32>) -> Option<(u128, usize)> {
    let (radix, skip) = match radix {
        Some(r) => (r, 0),
        None => {
            let lower: Vec<u8> = s.iter().take(2).map(u8::to_ascii_lowercase).collect();
            if lower == b"0x" {
                (16, 2)
            } else if lower == b"0b" {
                (2, 2)
            } else if s.starts_with(b"0o") {
                (8, 2)
            } else if s.len() > 1 && s[0] == b'0' && s[1].is_ascii_digit() {
                (8, 1)
            } else {
                (10, 0)
            }
        }
    };
    let mut value: u128 = 0;
    let mut i = skip;
    while i < s.len() {
        let Some(d) = (s[i] as char).to_digit(radix) else {
            break;
        };
        value = value
            .checked_mul(u128::from(radix))?
            .checked_add(u128::from(d))?;
        i += 1;
    }
    if i == skip {
        return None;
    }
    Some((value, i))
}

/// Parses the inside of a `[[#...]]` block (`text[start..end]`), or a legacy
/// `@LINE` expression when `legacy` is set. Errors carry an offset into `text`.
pub(crate) fn parse_block(
    text: &[u8],
    start: usize,
    end: usize,
    legacy: bool,
    line: Option<usize>,
    tables: &mut ParseTables,
) -> PResult<Block> {
    let mut p = ExprParser {
        text,
        pos: start,
        end,
        line,
        tables,
    };
    let mut explicit: Option<Format> = None;
    let mut precision = 0usize;

    // Format specifier; a ',' after a '(' belongs to a function call.
    let block = &text[start..end];
    let comma = block.iter().position(|&c| c == b',');
    let paren = block.iter().position(|&c| c == b'(');
    if let Some(comma) = comma.filter(|&c| paren.is_none_or(|p| c < p)) {
        let (mut fs, mut fe) = (start, start + comma);
        while fs < fe && SPACE.contains(&text[fs]) {
            fs += 1;
        }
        while fe > fs && SPACE.contains(&text[fe - 1]) {
            fe -= 1;
        }
        if fs >= fe || text[fs] != b'%' {
            return Err((
                fs,
                "invalid matching format specification in expression".into(),
            ));
        }
        fs += 1;
        let alt_pos = fs;
        let alternate = fs < fe && text[fs] == b'#';
        if alternate {
            fs += 1;
        }
        if fs < fe && text[fs] == b'.' {
            fs += 1;
            match consume_integer(&text[fs..fe], Some(10)) {
                Some((v, used)) => {
                    precision = usize::try_from(v).unwrap_or(usize::MAX);
                    fs += used;
                }
                None => return Err((fs, "invalid precision in format specifier".into())),
            }
        }
        if fs < fe {
            let kind = match text[fs] {
                b'u' => FormatKind::Unsigned,
                b'd' => FormatKind::Signed,
                b'x' => FormatKind::HexLower,
                b'X' => FormatKind::HexUpper,
                _ => return Err((fs, "invalid format specifier in expression".into())),
            };
            let hex = matches!(kind, FormatKind::HexLower | FormatKind::HexUpper);
            explicit = Some(Format {
                kind,
                precision,
                alternate: alternate && hex,
            });
            fs += 1;
        }
        if alternate && !explicit.is_some_and(|f| f.alternate) {
            return Err((
                alt_pos,
                "alternate form only supported for hex values".into(),
            ));
        }
        while fs < fe && SPACE.contains(&text[fs]) {
            fs += 1;
        }
        if fs < fe {
            return Err((
                fs,
                "invalid matching format specification in expression".into(),
            ));
        }
        p.pos = start + comma + 1;
    }

    // Optional variable definition before ':'.
    let mut def_range = None;
    if let Some(colon) = text[p.pos..end].iter().position(|&c| c == b':') {
        def_range = Some((p.pos, p.pos + colon));
        p.pos += colon + 1;
    }

    p.skip_space();
    let constraint = p.rest().starts_with(b"==");
    if constraint {
        p.pos += 2;
    }
    p.skip_space();
    let mut expr = None;
    if p.pos >= p.end {
        if constraint {
            return Err((
                p.pos,
                "empty numeric expression should not have a constraint".into(),
            ));
        }
    } else {
        while p.end > p.pos && SPACE.contains(&text[p.end - 1]) {
            p.end -= 1;
        }
        let expr_start = p.pos;
        let allowed = if legacy {
            Operand::LineVar
        } else {
            Operand::Any
        };
        let mut e = p.operand(allowed, !constraint)?;
        while p.pos < p.end {
            e = p.binop(expr_start, e, legacy)?;
            if legacy && p.pos < p.end {
                let rest = String::from_utf8_lossy(p.rest()).into_owned();
                return Err((
                    p.pos,
                    format!("unexpected characters at end of expression '{rest}'"),
                ));
            }
        }
        expr = Some(e);
    }

    let format = match (explicit, &expr) {
        (Some(f), _) => f,
        (None, Some(e)) => e.implicit_format(text)?,
        (None, None) => Format::NONE,
    };
    let format = if format.kind == FormatKind::NoFormat {
        Format {
            kind: FormatKind::Unsigned,
            precision,
            alternate: false,
        }
    } else {
        format
    };

    let mut def = None;
    if let Some((mut ds, de)) = def_range {
        while ds < de && SPACE.contains(&text[ds]) {
            ds += 1;
        }
        let (len, pseudo) = parse_variable(&text[ds..de]).map_err(|e| (ds, e))?;
        let name = String::from_utf8_lossy(&text[ds..ds + len]).into_owned();
        if pseudo {
            return Err((
                ds,
                "definition of pseudo numeric variable unsupported".into(),
            ));
        }
        if p.tables.strings_defined.contains(&name) {
            return Err((
                ds,
                format!("string variable with name '{name}' already exists"),
            ));
        }
        let mut after = ds + len;
        while after < de && SPACE.contains(&text[after]) {
            after += 1;
        }
        if after < de {
            return Err((
                after,
                "unexpected characters after numeric variable name".into(),
            ));
        }
        match p.tables.numeric.get(&name) {
            Some(info) if info.format != format => {
                return Err((
                    after,
                    "format different from previous variable definition".into(),
                ));
            }
            Some(_) => {}
            None => {
                p.tables.numeric.insert(
                    name.clone(),
                    NumVarInfo {
                        format,
                        def_line: line,
                    },
                );
            }
        }
        def = Some((name, ds));
    }
    Ok(Block { expr, format, def })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(s: &str) -> PResult<Block> {
        let mut t = ParseTables::default();
        parse_block(s.as_bytes(), 0, s.len(), false, Some(1), &mut t)
    }

    #[test]
    fn formats() {
        let f = block("%x,V:").unwrap();
        assert_eq!(f.format.kind, FormatKind::HexLower);
        assert_eq!(f.def.unwrap().0, "V");
        let f = block("%#.4X,V:").unwrap().format;
        assert_eq!(f.render(255).unwrap(), "0x00FF");
        assert_eq!(f.parse_value(b"0x00FF"), Some(255));
        assert_eq!(Format::UNSIGNED.render(-1), None);
        assert!(block("%#d,V:").is_err());
        assert!(block("%q,V:").is_err());
    }

    #[test]
    fn expressions() {
        let b = block("add(3, mul(2,5)) - 0x10").unwrap();
        let v = b.expr.unwrap().eval(&|_| None).unwrap();
        assert_eq!(v, 3 + 10 - 16);
        assert!(block("1 * 2").is_err());
        assert!(block("foo(1,2)").is_err());
        assert!(block("==").is_err());
        let b = block("X+1").unwrap();
        assert!(b.expr.unwrap().eval(&|_| None).is_err());
    }
}
