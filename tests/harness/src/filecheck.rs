//! A FileCheck clone following the semantics of LLVM 19's `FileCheck`.
//!
//! The matching rules are those of `llvm/lib/FileCheck/FileCheck.cpp`:
//!
//! * both the check file and the input have CRLF turned into LF and, unless
//!   `--strict-whitespace` is given, every run of spaces/tabs collapsed into
//!   one space, so `CHECK: a  b` matches `a\tb`;
//! * directives are found by searching for `PREFIX` followed by `:`,
//!   `-NEXT:`, `-SAME:`, `-NOT:`, `-DAG:`, `-LABEL:`, `-EMPTY:`,
//!   `-COUNT-n:` (optionally with a `{LITERAL}` modifier), where the prefix is
//!   not the tail of a longer word; `COM:` and `RUN:` lines are comments;
//! * `CHECK-LABEL` lines first split the input into regions that are then
//!   checked independently, so one failing function does not hide errors in
//!   the next;
//! * `CHECK-DAG` groups match in any order without overlapping, and
//!   `CHECK-NOT` patterns are checked in the gap between the surrounding
//!   matches.
//!
//! Regular expressions are POSIX EREs as LLVM's regex engine reads them (see
//! `ere.rs`), run on the `regex` crate. Two deliberate differences remain:
//! alternations pick the first alternative that matches rather than the
//! longest (`{{a|ab}}` matches `a` in `ab`), and back-references (`[[X]]` used
//! on the line that defines `X`) are resolved by a bounded search instead of a
//! backtracking engine.

mod ere;
mod numeric;

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;
use std::path::Path;
use std::rc::Rc;

use regex::bytes::{CaptureLocations, Regex, RegexBuilder};

use numeric::{EvalError, Expr, Format, ParseTables};

/// Exit status for "the input does not match the checks".
pub const EXIT_MISMATCH: i32 = 1;
/// Exit status for usage errors and malformed check files.
pub const EXIT_ERROR: i32 = 2;

/// FileCheck's command-line options.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The check file (FileCheck's only positional argument).
    pub check_file: Option<String>,
    /// `--input-file`; `None` or `-` reads standard input.
    pub input_file: Option<String>,
    /// `--check-prefix` / `--check-prefixes`; empty means `CHECK`.
    pub check_prefixes: Vec<String>,
    /// `--comment-prefixes`; empty means `COM,RUN`.
    pub comment_prefixes: Vec<String>,
    /// `--implicit-check-not` patterns.
    pub implicit_check_not: Vec<String>,
    /// `-D` definitions: `NAME=VALUE` or `#[%fmt,]NAME=EXPR`.
    pub defines: Vec<String>,
    pub match_full_lines: bool,
    pub strict_whitespace: bool,
    pub ignore_case: bool,
    pub allow_empty: bool,
    pub enable_var_scope: bool,
    pub allow_unused_prefixes: bool,
    pub allow_deprecated_dag_overlap: bool,
}

impl Options {
    /// Parses FileCheck's arguments (without the program name), accepting
    /// LLVM's option spellings: `-opt`, `--opt`, `--opt=value`, `--opt value`,
    /// `-DNAME=VALUE`. Output-formatting options (`-v`, `--dump-input=...`,
    /// `--color`, ...) are accepted and ignored.
    pub fn from_args<S: AsRef<str>>(args: &[S]) -> Result<Options, String> {
        let mut opts = Options::default();
        let mut positional = Vec::new();
        let mut i = 0;
        let mut only_positional = false;
        while i < args.len() {
            let arg = args[i].as_ref();
            i += 1;
            if only_positional || arg == "-" || !arg.starts_with('-') {
                positional.push(arg.to_string());
                continue;
            }
            if arg == "--" {
                only_positional = true;
                continue;
            }
            if let Some(def) = arg.strip_prefix("-D") {
                let def = if def.is_empty() {
                    i += 1;
                    args.get(i - 1)
                        .map(|a| a.as_ref().to_string())
                        .ok_or("-D requires a value")?
                } else {
                    def.to_string()
                };
                opts.defines.push(def);
                continue;
            }
            let body = arg.trim_start_matches('-');
            let (name, inline_value) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (body, None),
            };
            let value = |i: &mut usize| -> Result<String, String> {
                if let Some(v) = &inline_value {
                    return Ok(v.clone());
                }
                let v = args
                    .get(*i)
                    .ok_or_else(|| format!("option '{arg}' requires a value"))?;
                *i += 1;
                Ok(v.as_ref().to_string())
            };
            let flag = |v: &Option<String>| -> Result<bool, String> {
                match v.as_deref() {
                    None | Some("true" | "TRUE" | "True" | "1") => Ok(true),
                    Some("false" | "FALSE" | "False" | "0") => Ok(false),
                    Some(other) => Err(format!(
                        "'{other}' is invalid value for boolean argument '{name}'"
                    )),
                }
            };
            match name {
                "check-prefix" => opts.check_prefixes.push(value(&mut i)?),
                "check-prefixes" => opts
                    .check_prefixes
                    .extend(value(&mut i)?.split(',').map(str::to_string)),
                "comment-prefixes" => opts
                    .comment_prefixes
                    .extend(value(&mut i)?.split(',').map(str::to_string)),
                "implicit-check-not" => opts.implicit_check_not.push(value(&mut i)?),
                "input-file" => opts.input_file = Some(value(&mut i)?),
                "match-full-lines" => opts.match_full_lines = flag(&inline_value)?,
                "strict-whitespace" => opts.strict_whitespace = flag(&inline_value)?,
                "ignore-case" => opts.ignore_case = flag(&inline_value)?,
                "allow-empty" => opts.allow_empty = flag(&inline_value)?,
                "enable-var-scope" => opts.enable_var_scope = flag(&inline_value)?,
                "allow-unused-prefixes" => opts.allow_unused_prefixes = flag(&inline_value)?,
                "allow-deprecated-dag-overlap" => {
                    opts.allow_deprecated_dag_overlap = flag(&inline_value)?
                }
                "v" | "vv" | "verbose" | "color" | "dump-input-on-failure" => {
                    flag(&inline_value)?;
                }
                "dump-input" | "dump-input-filter" | "dump-input-context" => {
                    value(&mut i)?;
                }
                _ => return Err(format!("Unknown command line argument '{arg}'.")),
            }
        }
        match positional.len() {
            0 => return Err("Not enough positional command line arguments specified!\nMust specify at least 1 positional argument: See: FileCheck --help".into()),
            1 => opts.check_file = positional.pop(),
            _ => return Err(format!("Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: FileCheck --help (extra: '{}')", positional[1])),
        }
        Ok(opts)
    }
}

/// A failed FileCheck run: the exit status FileCheck would return and the
/// diagnostics it would print on stderr.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub exit_code: i32,
    pub message: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Failure {}

/// Convenience entry point: `args` are FileCheck options (without the check
/// file), `check_text` the check file's contents, `input` what is checked.
pub fn run<S: AsRef<str>>(args: &[S], check_text: &str, input: &str) -> Result<(), String> {
    let mut full: Vec<String> = args.iter().map(|a| a.as_ref().to_string()).collect();
    full.push("<check-file>".to_string());
    let opts = Options::from_args(&full)?;
    check(
        &opts,
        "<check-file>",
        check_text.as_bytes(),
        "<stdin>",
        input.as_bytes(),
    )
    .map_err(|f| f.message)
}

/// Runs FileCheck as its command line would: `args` without the program name,
/// files resolved against `cwd`, input from `--input-file` or `stdin`.
pub fn run_cli<S: AsRef<str>>(args: &[S], stdin: &[u8], cwd: &Path) -> Result<(), Failure> {
    let usage = |message: String| Failure {
        exit_code: EXIT_ERROR,
        message: format!("FileCheck: {message}\n"),
    };
    let opts = Options::from_args(args).map_err(usage)?;
    let check_name = opts.check_file.clone().unwrap_or_default();
    let check_text = std::fs::read(cwd.join(&check_name))
        .map_err(|e| usage(format!("Could not open check file '{check_name}': {e}")))?;
    let (input_name, input) = match opts.input_file.as_deref() {
        None | Some("-") => ("<stdin>".to_string(), stdin.to_vec()),
        Some(path) => {
            let text = std::fs::read(cwd.join(path))
                .map_err(|e| usage(format!("Could not open input file '{path}': {e}")))?;
            (path.to_string(), text)
        }
    };
    check(&opts, &check_name, &check_text, &input_name, &input)
}

/// Checks `input` against the directives in `check_text`.
pub fn check(
    opts: &Options,
    check_name: &str,
    check_text: &[u8],
    input_name: &str,
    input: &[u8],
) -> Result<(), Failure> {
    let mut rep = Reporter::default();
    let fail = |rep: Reporter, exit_code| Failure {
        exit_code,
        message: rep.out,
    };

    let (check_prefixes, default_prefix) = if opts.check_prefixes.is_empty() {
        (vec!["CHECK".to_string()], true)
    } else {
        (opts.check_prefixes.clone(), false)
    };
    let comment_prefixes = if opts.comment_prefixes.is_empty() {
        vec!["COM".to_string(), "RUN".to_string()]
    } else {
        opts.comment_prefixes.clone()
    };
    if let Err(msg) = validate_prefixes(opts, &check_prefixes, &comment_prefixes) {
        rep.out.push_str(&msg);
        return Err(fail(rep, EXIT_ERROR));
    }
    for def in &opts.defines {
        let problem = match def.find('=') {
            None => "Missing equal sign",
            Some(0) => "Missing variable name",
            Some(_) => continue,
        };
        let _ = writeln!(rep.out, "{problem} in command-line definition '-D{def}'");
        return Err(fail(rep, EXIT_ERROR));
    }

    let canonical_check = canonicalize(check_text, opts.strict_whitespace);
    rep.bufs
        .push((check_name.to_string(), canonical_check.into()));
    rep.bufs
        .push((input_name.to_string(), Rc::from(Vec::new())));

    let mut parser = CheckParser {
        opts,
        tables: ParseTables::default(),
        vars: Vars::default(),
        rep,
    };
    let checks = match parser.parse(&check_prefixes, &comment_prefixes, default_prefix) {
        Ok(checks) => checks,
        Err(()) => return Err(fail(parser.rep, EXIT_ERROR)),
    };
    let CheckParser { mut rep, vars, .. } = parser;

    if input.is_empty() && !opts.allow_empty {
        let shown = if input_name == "<stdin>" {
            "-"
        } else {
            input_name
        };
        let _ = writeln!(rep.out, "FileCheck error: '{shown}' is empty.");
        return Err(fail(rep, EXIT_ERROR));
    }
    rep.bufs[INPUT_BUF].1 = canonicalize(input, opts.strict_whitespace).into();

    let mut matcher = Matcher {
        opts,
        vars,
        rep,
        regex_cache: HashMap::new(),
    };
    if matcher.check_input(&checks) {
        Ok(())
    } else {
        Err(fail(matcher.rep, EXIT_MISMATCH))
    }
}

fn validate_prefixes(
    opts: &Options,
    check_prefixes: &[String],
    comment_prefixes: &[String],
) -> Result<(), String> {
    let mut seen = BTreeSet::new();
    if opts.check_prefixes.is_empty() {
        seen.insert("CHECK".to_string());
    }
    if opts.comment_prefixes.is_empty() {
        seen.insert("COM".to_string());
        seen.insert("RUN".to_string());
    }
    let lists = [
        ("check", &opts.check_prefixes, check_prefixes),
        ("comment", &opts.comment_prefixes, comment_prefixes),
    ];
    for (kind, supplied, _) in lists {
        for prefix in supplied.iter() {
            if prefix.is_empty() {
                return Err(format!(
                    "error: supplied {kind} prefix must not be the empty string\n"
                ));
            }
            if !prefix
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
            {
                return Err(format!(
                    "error: supplied {kind} prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '{prefix}'\n"
                ));
            }
            if !seen.insert(prefix.clone()) {
                return Err(format!(
                    "error: supplied {kind} prefix must be unique among check and comment prefixes: '{prefix}'\n"
                ));
            }
        }
    }
    Ok(())
}

/// CRLF -> LF always; runs of blanks -> one space unless whitespace is strict.
fn canonicalize(text: &[u8], strict: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        if c == b'\r' && text.get(i + 1) == Some(&b'\n') {
            i += 1;
            continue;
        }
        if strict || (c != b' ' && c != b'\t') {
            out.push(c);
            i += 1;
            continue;
        }
        out.push(b' ');
        while i + 1 < text.len() && (text[i + 1] == b' ' || text[i + 1] == b'\t') {
            i += 1;
        }
        i += 1;
    }
    out
}

// ---------------------------------------------------------------------------
// Diagnostics

const CHECK_BUF: usize = 0;
const INPUT_BUF: usize = 1;

/// A position in one of the reporter's buffers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Loc {
    buf: usize,
    off: usize,
}

impl Loc {
    fn check(off: usize) -> Loc {
        Loc {
            buf: CHECK_BUF,
            off,
        }
    }

    fn input(off: usize) -> Loc {
        Loc {
            buf: INPUT_BUF,
            off,
        }
    }
}

/// Renders `file:line:col: kind: message` plus the source line and a caret,
/// like LLVM's `SourceMgr::PrintMessage`.
#[derive(Default)]
struct Reporter {
    /// (name, canonicalized text): check file, input, then synthetic buffers
    /// for command-line patterns and definitions.
    /// Shared so that parsing can hold a buffer while reporting into `self`.
    bufs: Vec<(String, Rc<[u8]>)>,
    out: String,
}

impl Reporter {
    fn add_buffer(&mut self, name: &str, text: Vec<u8>) -> usize {
        self.bufs.push((name.to_string(), text.into()));
        self.bufs.len() - 1
    }

    fn emit(&mut self, loc: Loc, kind: &str, msg: &str) {
        self.emit_range(loc, 1, kind, msg);
    }

    /// Like `emit`, underlining `len` bytes (`^~~~`) within the line.
    fn emit_range(&mut self, loc: Loc, len: usize, kind: &str, msg: &str) {
        let (name, text) = &self.bufs[loc.buf];
        let off = loc.off.min(text.len());
        let line_start = text[..off]
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p + 1);
        let line_no = text[..line_start].iter().filter(|&&c| c == b'\n').count() + 1;
        let line_end = text[off..]
            .iter()
            .position(|&c| c == b'\n' || c == b'\r')
            .map_or(text.len(), |p| off + p);
        let line = String::from_utf8_lossy(&text[line_start..line_end]);
        let caret: String = text[line_start..off]
            .iter()
            .map(|&c| if c == b'\t' { '\t' } else { ' ' })
            .collect();
        let tildes = "~".repeat(len.min(line_end - off).saturating_sub(1));
        let _ = writeln!(
            self.out,
            "{name}:{line_no}:{}: {kind}: {msg}\n{line}\n{caret}^{tildes}",
            off - line_start + 1
        );
    }

    fn error(&mut self, loc: Loc, msg: &str) {
        self.emit(loc, "error", msg);
    }

    fn note(&mut self, loc: Loc, msg: &str) {
        self.emit(loc, "note", msg);
    }
}

// ---------------------------------------------------------------------------
// Patterns

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Plain,
    Next,
    Same,
    Not,
    Dag,
    Label,
    Empty,
    /// Synthetic end-of-input check carrying trailing DAG/NOT directives.
    Eof,
}

#[derive(Clone)]
struct Pattern {
    kind: Kind,
    count: usize,
    literal: bool,
    /// Check-file line, the value of `@LINE`.
    line: Option<usize>,
    /// Start of the pattern text, where "not found" errors point.
    loc: Loc,
    /// The pattern text, used to look for a likely intended match.
    text: Vec<u8>,
    body: Body,
}

#[derive(Clone)]
enum Body {
    Eof,
    Fixed(Vec<u8>),
    Regex(Rc<RegexPattern>),
}

struct RegexPattern {
    pieces: Vec<Piece>,
    /// Pre-compiled regex for patterns whose text never changes.
    compiled: Option<Regex>,
    /// String variables set from capture groups (last definition wins).
    str_defs: Vec<(String, usize)>,
    /// Numeric variables set from capture groups.
    num_defs: Vec<(String, usize, Format)>,
    /// (use group, definition group) pairs that must capture equal text.
    backrefs: Vec<(usize, usize)>,
    ignore_case: bool,
    /// CHECK-EMPTY's match starts after the newline it consumes.
    skip_first: bool,
}

enum Piece {
    /// Regex text, already in `regex`-crate syntax.
    Raw(String),
    /// `[[VAR]]` for a variable defined on an earlier line.
    StrUse { name: String, loc: Loc },
    /// `[[#expr]]`, or `[[#VAR:expr]]` when `group` is set.
    NumUse {
        expr: Expr,
        format: Format,
        buf: usize,
        loc: Loc,
        group: Option<usize>,
        /// The block's source text, for "with X equal to" notes.
        text: String,
    },
    /// `[[VAR:regex]]` or `[[#VAR:]]`: a capture group around `regex`.
    Def { group: usize, regex: String },
    /// `[[VAR]]` for a variable defined earlier on the same line: a capture
    /// group matching the definition's regex, checked for equality later.
    Backref { group: usize, regex: String },
}

impl RegexPattern {
    fn is_static(&self) -> bool {
        self.pieces
            .iter()
            .all(|p| matches!(p, Piece::Raw(_) | Piece::Def { .. }))
    }
}

fn build_regex(src: &str, ignore_case: bool) -> Result<Regex, String> {
    RegexBuilder::new(src)
        .multi_line(true)
        .unicode(false)
        .case_insensitive(ignore_case)
        .size_limit(64 << 20)
        .build()
        .map_err(|e| e.to_string())
}

fn escape_regex(bytes: &[u8]) -> String {
    let mut s = String::new();
    ere::push_escaped(&mut s, bytes);
    s
}

#[derive(Default)]
struct Vars {
    strings: HashMap<String, Vec<u8>>,
    numbers: HashMap<String, i128>,
}

impl Vars {
    /// `--enable-var-scope` at a CHECK-LABEL boundary. Only string variables
    /// are forgotten: in LLVM 19 numeric uses hold on to the variable object,
    /// whose value survives the scope reset (fixed in later releases).
    fn clear_local(&mut self) {
        self.strings.retain(|k, _| k.starts_with('$'));
    }
}

#[derive(Clone)]
struct DagNot {
    pat: Pattern,
    prefix: String,
}

struct CheckString {
    pat: Pattern,
    prefix: String,
    loc: Loc,
    dag_not: Vec<DagNot>,
}

// ---------------------------------------------------------------------------
// Check-file parsing

struct CheckParser<'a> {
    opts: &'a Options,
    tables: ParseTables,
    vars: Vars,
    rep: Reporter,
}

fn find_bytes(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() {
        return Some(from.min(hay.len()));
    }
    let first = needle[0];
    let mut i = from;
    while i + needle.len() <= hay.len() {
        let p = hay[i..=hay.len() - needle.len()]
            .iter()
            .position(|&c| c == first)?;
        i += p;
        if &hay[i..i + needle.len()] == needle {
            return Some(i);
        }
        i += 1;
    }
    None
}

fn find_bytes_ignore_case(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.len() > hay.len() {
        return None;
    }
    (0..=hay.len() - needle.len()).find(|&i| hay[i..i + needle.len()].eq_ignore_ascii_case(needle))
}

fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'-' || c == b'_'
}

enum Directive {
    None,
    Comment,
    Check {
        kind: Kind,
        count: usize,
        literal: bool,
    },
    Misspelled,
    BadNot,
    BadCount,
}

/// Classifies the text right after a prefix; returns the directive and the
/// offset (relative to `rest`) just past its colon, or past where parsing
/// stopped for malformed directives.
fn directive_kind(rest: &[u8], is_comment: bool) -> (Directive, usize) {
    if rest.is_empty() {
        return (Directive::None, 0);
    }
    if is_comment {
        return if rest[0] == b':' {
            (Directive::Comment, 1)
        } else {
            (Directive::None, 0)
        };
    }
    let modifiers = |kind: Kind, count: usize, at: usize| -> (Directive, usize) {
        let mut i = at;
        if rest.get(i) == Some(&b':') {
            return (
                Directive::Check {
                    kind,
                    count,
                    literal: false,
                },
                i + 1,
            );
        }
        if rest.get(i) != Some(&b'{') {
            return (Directive::None, i);
        }
        i += 1;
        // LITERAL is the only modifier, so a well-formed list always sets it.
        let literal = true;
        loop {
            while i < rest.len() && rest[i].is_ascii_whitespace() {
                i += 1;
            }
            if rest[i..].starts_with(b"LITERAL") {
                i += 7;
            } else {
                return (Directive::None, i);
            }
            while i < rest.len() && rest[i].is_ascii_whitespace() {
                i += 1;
            }
            if rest.get(i) == Some(&b',') {
                i += 1;
                continue;
            }
            break;
        }
        if rest[i..].starts_with(b"}:") {
            (
                Directive::Check {
                    kind,
                    count,
                    literal,
                },
                i + 2,
            )
        } else {
            (Directive::None, i)
        }
    };
    if rest[0] == b':' || rest[0] == b'{' {
        return modifiers(Kind::Plain, 1, 0);
    }
    let misspelled = match rest[0] {
        b'_' => true,
        b'-' => false,
        _ => return (Directive::None, 0),
    };
    let after = &rest[1..];
    let (d, used) = if let Some(num) = after.strip_prefix(b"COUNT-") {
        let digits = num.iter().take_while(|c| c.is_ascii_digit()).count();
        let at = 1 + 6 + digits;
        let count = std::str::from_utf8(&num[..digits])
            .ok()
            .and_then(|s| s.parse::<i64>().ok());
        match count {
            Some(n) if n > 0 && n <= i64::from(i32::MAX) => {
                if !matches!(rest.get(at), Some(b':' | b'{')) {
                    (Directive::BadCount, at)
                } else {
                    modifiers(Kind::Plain, n as usize, at)
                }
            }
            _ => (Directive::BadCount, at),
        }
    } else {
        const BAD_NOT: [&[u8]; 8] = [
            b"DAG-NOT:",
            b"NOT-DAG:",
            b"NEXT-NOT:",
            b"NOT-NEXT:",
            b"SAME-NOT:",
            b"NOT-SAME:",
            b"EMPTY-NOT:",
            b"NOT-EMPTY:",
        ];
        if BAD_NOT.iter().any(|b| after.starts_with(b)) {
            (Directive::BadNot, 1)
        } else {
            let kinds: [(&[u8], Kind); 6] = [
                (b"NEXT", Kind::Next),
                (b"SAME", Kind::Same),
                (b"NOT", Kind::Not),
                (b"DAG", Kind::Dag),
                (b"LABEL", Kind::Label),
                (b"EMPTY", Kind::Empty),
            ];
            match kinds.iter().find(|(name, _)| after.starts_with(name)) {
                Some((name, kind)) => modifiers(*kind, 1, 1 + name.len()),
                None => (Directive::None, 1),
            }
        }
    };
    if misspelled && !matches!(d, Directive::None) {
        return (Directive::Misspelled, used);
    }
    (d, used)
}

fn kind_suffix(kind: Kind) -> &'static str {
    match kind {
        Kind::Next => "-NEXT",
        Kind::Same => "-SAME",
        Kind::Not => "-NOT",
        Kind::Dag => "-DAG",
        Kind::Label => "-LABEL",
        Kind::Empty => "-EMPTY",
        Kind::Plain | Kind::Eof => "",
    }
}

/// The directive's name as LLVM's diagnostics spell it, e.g. `CHECK-NEXT`.
fn describe(pat: &Pattern, prefix: &str) -> String {
    if pat.kind == Kind::Eof {
        return "implicit EOF".to_string();
    }
    let count = if pat.kind == Kind::Plain && pat.count > 1 {
        "-COUNT"
    } else {
        ""
    };
    let literal = if pat.literal { "{LITERAL}" } else { "" };
    format!("{prefix}{}{count}{literal}", kind_suffix(pat.kind))
}

impl CheckParser<'_> {
    fn parse(
        &mut self,
        check_prefixes: &[String],
        comment_prefixes: &[String],
        default_prefix: bool,
    ) -> Result<Vec<CheckString>, ()> {
        self.define_cmdline_vars()?;

        let mut implicit = Vec::new();
        for pattern in &self.opts.implicit_check_not {
            let quoted = format!("-implicit-check-not='{pattern}'");
            let buf = self.rep.add_buffer("command line", quoted.into_bytes());
            let start = "-implicit-check-not='".len();
            let pat = self.parse_pattern(
                Kind::Not,
                1,
                false,
                buf,
                start,
                start + pattern.len(),
                "IMPLICIT-CHECK",
                None,
            )?;
            implicit.push(DagNot {
                pat,
                prefix: "IMPLICIT-CHECK".to_string(),
            });
        }

        // Longest prefix first so that at equal positions the longest wins.
        let mut prefixes: Vec<(String, bool, Option<usize>)> = check_prefixes
            .iter()
            .map(|p| (p.clone(), false, None))
            .chain(comment_prefixes.iter().map(|p| (p.clone(), true, None)))
            .collect();
        prefixes.sort_by_key(|(p, _, _)| std::cmp::Reverse(p.len()));

        let text = Rc::clone(&self.rep.bufs[CHECK_BUF].1);
        let mut not_found: BTreeSet<String> = check_prefixes.iter().cloned().collect();
        let distinct = not_found.len();
        let mut checks: Vec<CheckString> = Vec::new();
        let mut dag_not = implicit.clone();
        let mut pos = 0;
        let mut last_line = 1;
        // Line numbers are counted incrementally: check files can be large.
        let (mut counted_to, mut counted_lines) = (0usize, 1usize);

        loop {
            // Find the next prefix occurrence that forms a directive.
            let mut found = None;
            while pos < text.len() {
                let mut best: Option<(usize, usize)> = None;
                for (idx, (p, _, cached)) in prefixes.iter_mut().enumerate() {
                    // Re-search only when the cached hit fell behind `pos`;
                    // `usize::MAX` caches "no further occurrence".
                    if cached.is_none_or(|p| p != usize::MAX && p < pos) {
                        *cached = Some(find_bytes(&text, p.as_bytes(), pos).unwrap_or(usize::MAX));
                    }
                    let at = cached.unwrap_or(usize::MAX);
                    if at != usize::MAX && best.is_none_or(|(b, _)| at < b) {
                        best = Some((at, idx));
                    }
                }
                let Some((at, idx)) = best else {
                    break;
                };
                let (prefix, is_comment, _) = &prefixes[idx];
                let skipped_ok = at == pos || !is_word_char(text[at - 1]);
                if skipped_ok {
                    let rest = &text[at + prefix.len()..];
                    let (d, used) = directive_kind(rest, *is_comment);
                    if !matches!(d, Directive::None) {
                        found = Some((at, idx, d, at + prefix.len() + used));
                        break;
                    }
                }
                let mut skip = at + prefix.len();
                while skip < text.len() && is_word_char(text[skip]) {
                    skip += 1;
                }
                pos = skip;
            }
            let Some((at, idx, directive, after)) = found else {
                break;
            };
            let prefix = prefixes[idx].0.clone();
            counted_lines += text[counted_to..at].iter().filter(|&&c| c == b'\n').count();
            counted_to = at;
            let line = counted_lines;
            // LLVM restarts right after the prefix when the directive ends the
            // file, so `CHECK:` at EOF reads the colon as its pattern.
            let after = if after >= text.len() {
                at + prefix.len()
            } else {
                after
            };
            last_line = line;
            let (kind, count, literal) = match directive {
                Directive::None => unreachable!("filtered above"),
                Directive::Comment => (None, 1, false),
                Directive::Check {
                    kind,
                    count,
                    literal,
                } => (Some(kind), count, literal),
                Directive::Misspelled => {
                    let name = String::from_utf8_lossy(&text[at..after]).into_owned();
                    self.rep
                        .error(Loc::check(at), &format!("misspelled directive '{name}'"));
                    return Err(());
                }
                Directive::BadNot => {
                    self.rep.error(
                        Loc::check(after),
                        &format!("unsupported -NOT combo on prefix '{prefix}'"),
                    );
                    return Err(());
                }
                Directive::BadCount => {
                    self.rep.error(
                        Loc::check(after),
                        &format!("invalid count in -COUNT specification on prefix '{prefix}'"),
                    );
                    return Err(());
                }
            };
            if kind.is_some() {
                not_found.remove(&prefix);
            }

            let mut start = after;
            if !(self.opts.strict_whitespace && self.opts.match_full_lines) {
                while start < text.len() && (text[start] == b' ' || text[start] == b'\t') {
                    start += 1;
                }
            }
            let end = text[start..]
                .iter()
                .position(|&c| c == b'\n' || c == b'\r')
                .map_or(text.len(), |p| start + p);
            pos = end;
            let Some(kind) = kind else {
                continue;
            };

            let pat = self.parse_pattern(
                kind,
                count,
                literal,
                CHECK_BUF,
                start,
                end,
                &prefix,
                Some(line),
            )?;
            if kind == Kind::Label && pattern_has_variable(&pat) {
                self.rep.error(
                    Loc::check(at),
                    &format!("found '{prefix}-LABEL:' with variable definition or use"),
                );
                return Err(());
            }
            if matches!(kind, Kind::Next | Kind::Same | Kind::Empty) && checks.is_empty() {
                let name = &kind_suffix(kind)[1..];
                self.rep.error(
                    Loc::check(at),
                    &format!("found '{prefix}-{name}' without previous '{prefix}: line"),
                );
                return Err(());
            }
            if matches!(kind, Kind::Dag | Kind::Not) {
                dag_not.push(DagNot { pat, prefix });
                continue;
            }
            checks.push(CheckString {
                pat,
                prefix,
                loc: Loc::check(start),
                dag_not: std::mem::replace(&mut dag_not, implicit.clone()),
            });
        }

        let none_found = not_found.len() == distinct;
        let some_unused = !self.opts.allow_unused_prefixes && !not_found.is_empty();
        if (none_found || some_unused) && (implicit.is_empty() || !default_prefix) {
            let list: Vec<String> = not_found.iter().map(|p| format!("'{p}:'")).collect();
            let _ = writeln!(
                self.rep.out,
                "error: no check strings found with prefix{} {}",
                if not_found.len() > 1 { "es" } else { "" },
                list.join(", ")
            );
            return Err(());
        }

        if !dag_not.is_empty() {
            checks.push(CheckString {
                pat: Pattern {
                    kind: Kind::Eof,
                    count: 1,
                    literal: false,
                    line: Some(last_line + 1),
                    loc: Loc::check(text.len()),
                    text: Vec::new(),
                    body: Body::Eof,
                },
                prefix: check_prefixes[0].clone(),
                loc: Loc::check(text.len()),
                dag_not,
            });
        }
        Ok(checks)
    }

    fn define_cmdline_vars(&mut self) -> Result<(), ()> {
        if self.opts.defines.is_empty() {
            return Ok(());
        }
        // LLVM reports definition errors against a synthetic buffer listing
        // every definition, one per line.
        let mut listing = String::new();
        let mut spans = Vec::new();
        for (n, def) in self.opts.defines.iter().enumerate() {
            let head = format!("Global define #{}: ", n + 1);
            match def.find('=') {
                None => spans.push((listing.len(), 0, false)),
                Some(eq) if def.starts_with('#') => {
                    listing.push_str(&head);
                    listing.push_str(def);
                    listing.push_str(" (parsed as: [[");
                    let mut as_block = def.clone();
                    as_block.replace_range(eq..=eq, ":");
                    spans.push((listing.len(), as_block.len(), true));
                    listing.push_str(&as_block);
                    listing.push_str("]])\n");
                }
                Some(_) => {
                    listing.push_str(&head);
                    spans.push((listing.len(), def.len(), false));
                    listing.push_str(def);
                    listing.push('\n');
                }
            }
        }
        let buf = self
            .rep
            .add_buffer("Global defines", listing.clone().into_bytes());
        let text = listing.into_bytes();
        let mut ok = true;
        for (start, len, numeric) in spans {
            let loc = Loc { buf, off: start };
            if len == 0 {
                self.rep
                    .error(loc, "missing equal sign in global definition");
                ok = false;
                continue;
            }
            let def = &text[start..start + len];
            if numeric {
                match numeric::parse_block(
                    &text,
                    start + 1,
                    start + len,
                    false,
                    None,
                    &mut self.tables,
                ) {
                    Err((off, msg)) => {
                        self.rep.error(Loc { buf, off }, &msg);
                        ok = false;
                    }
                    Ok(block) => {
                        let value = block
                            .expr
                            .as_ref()
                            .map(|e| e.eval(&|name| self.vars.numbers.get(name).copied()));
                        match (value, block.def) {
                            (Some(Ok(v)), Some((name, _))) => {
                                self.vars.numbers.insert(name, v);
                            }
                            (Some(Err(errs)), _) => {
                                self.report_eval_errors(buf, Loc { buf, off: start }, errs);
                                ok = false;
                            }
                            _ => {
                                self.rep.error(loc, "invalid numeric variable definition");
                                ok = false;
                            }
                        }
                    }
                }
                continue;
            }
            let eq = def.iter().position(|&c| c == b'=').unwrap_or(def.len());
            let name_part = &def[..eq];
            match numeric::parse_variable(name_part) {
                Err(msg) => {
                    self.rep.error(loc, &msg);
                    ok = false;
                }
                Ok((n, pseudo)) if pseudo || n != name_part.len() => {
                    let shown = String::from_utf8_lossy(name_part);
                    self.rep.error(
                        loc,
                        &format!("invalid name in string variable definition '{shown}'"),
                    );
                    ok = false;
                }
                Ok(_) => {
                    let name = String::from_utf8_lossy(name_part).into_owned();
                    if self.tables.numeric.contains_key(&name) {
                        self.rep.error(
                            loc,
                            &format!("numeric variable with name '{name}' already exists"),
                        );
                        ok = false;
                        continue;
                    }
                    self.vars
                        .strings
                        .entry(name.clone())
                        .or_insert_with(|| def[eq + 1..].to_vec());
                    self.tables.strings_defined.insert(name);
                }
            }
        }
        if ok {
            Ok(())
        } else {
            Err(())
        }
    }

    fn report_eval_errors(&mut self, buf: usize, whole: Loc, errs: Vec<EvalError>) {
        for e in errs {
            match e {
                EvalError::Undefined { name, offset } => self.rep.error(
                    Loc { buf, off: offset },
                    &format!("undefined variable: {name}"),
                ),
                EvalError::Overflow => self.rep.error(
                    whole,
                    "unable to substitute variable or numeric expression: overflow error",
                ),
            }
        }
    }

    /// Parses the pattern text `bufs[buf][start..end]` (LLVM's
    /// `Pattern::parsePattern`), printing an error and returning `Err` when
    /// it is malformed.
    #[allow(clippy::too_many_arguments)]
    fn parse_pattern(
        &mut self,
        kind: Kind,
        count: usize,
        literal: bool,
        buf: usize,
        start: usize,
        mut end: usize,
        prefix: &str,
        line: Option<usize>,
    ) -> Result<Pattern, ()> {
        let text = Rc::clone(&self.rep.bufs[buf].1);
        let opts = self.opts;
        let full_lines = opts.match_full_lines && kind != Kind::Not;
        let loc = Loc { buf, off: start };
        if !(opts.strict_whitespace && opts.match_full_lines) {
            while end > start && (text[end - 1] == b' ' || text[end - 1] == b'\t') {
                end -= 1;
            }
        }
        let pat_text = text[start..end].to_vec();
        let mk = |body: Body| Pattern {
            kind,
            count,
            literal,
            line,
            loc,
            text: pat_text.clone(),
            body,
        };
        if start == end && kind != Kind::Empty {
            self.rep.error(
                loc,
                &format!("found empty check string with prefix '{prefix}:'"),
            );
            return Err(());
        }
        if start != end && kind == Kind::Empty {
            self.rep.error(
                loc,
                &format!("found non-empty check string for empty check with prefix '{prefix}:'"),
            );
            return Err(());
        }
        if kind == Kind::Empty {
            let rp = RegexPattern {
                pieces: vec![Piece::Raw("(?:\\n$)".to_string())],
                compiled: build_regex("(?:\\n$)", false).ok(),
                str_defs: Vec::new(),
                num_defs: Vec::new(),
                backrefs: Vec::new(),
                ignore_case: false,
                skip_first: true,
            };
            return Ok(mk(Body::Regex(Rc::new(rp))));
        }
        let s = &text[start..end];
        if literal {
            return Ok(mk(Body::Fixed(s.to_vec())));
        }
        let has_regex = find_bytes(s, b"{{", 0).is_some() || find_bytes(s, b"[[", 0).is_some();
        if !full_lines && (s.len() < 2 || !has_regex) {
            return Ok(mk(Body::Fixed(s.to_vec())));
        }

        let mut pieces = Vec::new();
        let mut str_defs: Vec<(String, usize)> = Vec::new();
        let mut num_defs = Vec::new();
        let mut backrefs = Vec::new();
        let mut group = 0usize;
        // Definitions on this line, for back-references: name -> (group, regex).
        let mut line_defs: HashMap<String, (usize, String)> = HashMap::new();

        if full_lines {
            pieces.push(Piece::Raw(if opts.strict_whitespace {
                "^".into()
            } else {
                "^ *".into()
            }));
        }
        let mut i = start;
        while i < end {
            let rest = &text[i..end];
            if rest.starts_with(b"{{") {
                let Some(close) = find_bytes(rest, b"}}", 0) else {
                    self.rep.error(
                        Loc { buf, off: i },
                        "found start of regex string with no end '}}'",
                    );
                    return Err(());
                };
                let re = self.translate_regex(buf, i + 2, &text[i + 2..i + close])?;
                pieces.push(Piece::Raw(format!("(?:{re})")));
                i += close + 2;
                continue;
            }
            if rest.starts_with(b"[[") && !rest.starts_with(b"[[[") {
                let inner_start = i + 2;
                let Some(close) = find_var_end(&text[inner_start..end]) else {
                    self.rep.error(
                        Loc { buf, off: i },
                        "Invalid substitution block, no ]] found",
                    );
                    return Err(());
                };
                let close = match close {
                    Ok(c) => c,
                    Err(bad) => {
                        self.rep.error(
                            Loc {
                                buf,
                                off: inner_start + bad,
                            },
                            "missing closing \"]\" for regex variable",
                        );
                        return Err(());
                    }
                };
                let inner_end = inner_start + close;
                i = inner_end + 2;
                let is_num = text[inner_start..inner_end].starts_with(b"#");
                let mut block_start = inner_start + usize::from(is_num);
                let mut legacy = false;

                if !is_num {
                    let inner = &text[inner_start..inner_end];
                    let colon = inner.iter().position(|&c| c == b':');
                    let name_area = &inner[..colon.unwrap_or(inner.len())];
                    if let Some(sp) = name_area.iter().position(|&c| c == b' ' || c == b'\t') {
                        self.rep.error(
                            Loc {
                                buf,
                                off: inner_start + sp,
                            },
                            "unexpected whitespace",
                        );
                        return Err(());
                    }
                    let (len, pseudo) = match numeric::parse_variable(inner) {
                        Ok(v) => v,
                        Err(msg) => {
                            self.rep.error(
                                Loc {
                                    buf,
                                    off: inner_start,
                                },
                                &msg,
                            );
                            return Err(());
                        }
                    };
                    let name = String::from_utf8_lossy(&inner[..len]).into_owned();
                    let after = &inner[len..];
                    let name_loc = Loc {
                        buf,
                        off: inner_start,
                    };
                    if colon.is_some() {
                        if pseudo || !after.starts_with(b":") {
                            self.rep
                                .error(name_loc, "invalid name in string variable definition");
                            return Err(());
                        }
                        if self.tables.numeric.contains_key(&name) {
                            self.rep.error(
                                name_loc,
                                &format!("numeric variable with name '{name}' already exists"),
                            );
                            return Err(());
                        }
                        let re_start = inner_start + len + 1;
                        let re = if re_start == inner_end {
                            String::new()
                        } else {
                            self.translate_regex(buf, re_start, &text[re_start..inner_end])?
                        };
                        group += 1;
                        pieces.push(Piece::Def {
                            group,
                            regex: re.clone(),
                        });
                        str_defs.retain(|(n, _)| *n != name);
                        str_defs.push((name.clone(), group));
                        line_defs.insert(name.clone(), (group, re));
                        self.tables.strings_defined.insert(name);
                        continue;
                    }
                    if !pseudo {
                        if !after.is_empty() {
                            self.rep
                                .error(name_loc, "invalid name in string variable use");
                            return Err(());
                        }
                        if let Some((def_group, re)) = line_defs.get(&name) {
                            group += 1;
                            backrefs.push((group, *def_group));
                            pieces.push(Piece::Backref {
                                group,
                                regex: re.clone(),
                            });
                        } else {
                            pieces.push(Piece::StrUse {
                                name,
                                loc: name_loc,
                            });
                        }
                        continue;
                    }
                    // `[[@LINE+N]]`: the legacy numeric syntax.
                    legacy = true;
                    block_start = inner_start;
                }

                let block = match numeric::parse_block(
                    &text,
                    block_start,
                    inner_end,
                    legacy,
                    line,
                    &mut self.tables,
                ) {
                    Ok(b) => b,
                    Err((off, msg)) => {
                        self.rep.error(Loc { buf, off }, &msg);
                        return Err(());
                    }
                };
                let def_group = block.def.as_ref().map(|_| {
                    group += 1;
                    group
                });
                if let (Some((name, _)), Some(g)) = (&block.def, def_group) {
                    num_defs.retain(|(n, _, _): &(String, usize, Format)| n != name);
                    num_defs.push((name.clone(), g, block.format));
                }
                match block.expr {
                    Some(expr) => pieces.push(Piece::NumUse {
                        expr,
                        format: block.format,
                        buf,
                        loc: Loc {
                            buf,
                            off: block_start,
                        },
                        group: def_group,
                        text: String::from_utf8_lossy(&text[block_start..inner_end]).into_owned(),
                    }),
                    None => {
                        let wildcard = block.format.wildcard_regex();
                        let re = ere::translate(wildcard.as_bytes())
                            .expect("numeric wildcard regexes are valid");
                        match def_group {
                            Some(g) => pieces.push(Piece::Def {
                                group: g,
                                regex: re,
                            }),
                            None => pieces.push(Piece::Raw(format!("(?:{re})"))),
                        }
                    }
                }
                continue;
            }
            // Literal text up to the next `{{` or `[[` (searching from the
            // second byte so a lone leading `[` of `[[[` stays literal).
            let next = [find_bytes(rest, b"{{", 1), find_bytes(rest, b"[[", 1)]
                .into_iter()
                .flatten()
                .min()
                .unwrap_or(rest.len());
            pieces.push(Piece::Raw(escape_regex(&rest[..next])));
            i += next;
        }
        if full_lines {
            pieces.push(Piece::Raw(if opts.strict_whitespace {
                "$".into()
            } else {
                " *$".into()
            }));
        }

        let mut rp = RegexPattern {
            pieces,
            compiled: None,
            str_defs,
            num_defs,
            backrefs,
            ignore_case: opts.ignore_case,
            skip_first: false,
        };
        if rp.is_static() && rp.backrefs.is_empty() {
            let src = render_static(&rp);
            match build_regex(&src, rp.ignore_case) {
                Ok(re) => rp.compiled = Some(re),
                Err(e) => {
                    self.rep.error(loc, &format!("invalid regex: {e}"));
                    return Err(());
                }
            }
        }
        Ok(mk(Body::Regex(Rc::new(rp))))
    }

    fn translate_regex(&mut self, buf: usize, off: usize, src: &[u8]) -> Result<String, ()> {
        ere::translate(src).map_err(|msg| {
            self.rep
                .error(Loc { buf, off }, &format!("invalid regex: {msg}"));
        })
    }
}

/// Finds the `]]` closing a substitution block, skipping nested `[...]` and
/// backslash escapes. `Some(Err(at))` reports an unbalanced `]`.
fn find_var_end(s: &[u8]) -> Option<Result<usize, usize>> {
    let mut i = 0;
    let mut depth = 0usize;
    while i < s.len() {
        if depth == 0 && s[i..].starts_with(b"]]") {
            return Some(Ok(i));
        }
        match s[i] {
            b'\\' => {
                i += 2;
                continue;
            }
            b'[' => depth += 1,
            b']' => {
                if depth == 0 {
                    return Some(Err(i));
                }
                depth -= 1;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

fn pattern_has_variable(p: &Pattern) -> bool {
    match &p.body {
        Body::Regex(rp) => rp.pieces.iter().any(|piece| match piece {
            Piece::StrUse { .. } | Piece::Backref { .. } => true,
            Piece::NumUse { .. } => true,
            Piece::Def { group, .. } => rp.str_defs.iter().any(|(_, g)| g == group),
            Piece::Raw(_) => false,
        }),
        _ => false,
    }
}

fn render_static(rp: &RegexPattern) -> String {
    let mut s = String::new();
    for p in &rp.pieces {
        match p {
            Piece::Raw(r) => s.push_str(r),
            Piece::Def { regex, .. } => {
                let _ = write!(s, "({regex})");
            }
            _ => unreachable!("static patterns contain only raw text and definitions"),
        }
    }
    s
}

// ---------------------------------------------------------------------------
// Matching

enum MatchResult {
    Found {
        pos: usize,
        len: usize,
    },
    NotFound,
    /// Undefined variables or overflow while substituting.
    Error(Vec<(Loc, String)>),
}

struct Matcher<'a> {
    opts: &'a Options,
    vars: Vars,
    rep: Reporter,
    regex_cache: HashMap<String, Regex>,
}

/// Upper bound on candidate values tried per start position when resolving
/// back-references; keeps pathological patterns from running away.
const BACKREF_BUDGET: usize = 256;

impl Matcher<'_> {
    fn input(&self) -> &[u8] {
        &self.rep.bufs[INPUT_BUF].1
    }

    /// Renders a pattern's regex with current variable values. `overrides`
    /// pins definition groups (and their back-references) to literal text.
    fn render(
        &self,
        rp: &RegexPattern,
        line: Option<usize>,
        overrides: &[(usize, Vec<u8>)],
    ) -> Result<String, Vec<(Loc, String)>> {
        let mut s = String::new();
        let mut errors = Vec::new();
        let pinned = |g: usize| overrides.iter().find(|(d, _)| *d == g).map(|(_, v)| v);
        for p in &rp.pieces {
            match p {
                Piece::Raw(r) => s.push_str(r),
                Piece::Def { group, regex } => match pinned(*group) {
                    Some(v) => {
                        let _ = write!(s, "({})", escape_regex(v));
                    }
                    None => {
                        let _ = write!(s, "({regex})");
                    }
                },
                Piece::Backref { group, regex } => {
                    let def = rp
                        .backrefs
                        .iter()
                        .find(|(u, _)| u == group)
                        .map(|(_, d)| *d);
                    match def.and_then(pinned) {
                        Some(v) => {
                            let _ = write!(s, "({})", escape_regex(v));
                        }
                        None => {
                            let _ = write!(s, "({regex})");
                        }
                    }
                }
                Piece::StrUse { name, loc } => match self.vars.strings.get(name) {
                    Some(v) => s.push_str(&escape_regex(v)),
                    None => errors.push((*loc, format!("undefined variable: {name}"))),
                },
                Piece::NumUse {
                    expr,
                    format,
                    buf,
                    loc,
                    group,
                    ..
                } => {
                    let lookup = |name: &str| {
                        if name == "@LINE" {
                            line.and_then(|l| i128::try_from(l).ok())
                        } else {
                            self.vars.numbers.get(name).copied()
                        }
                    };
                    match expr.eval(&lookup) {
                        Ok(v) => match format.render(v) {
                            Some(text) => {
                                let body = escape_regex(text.as_bytes());
                                if group.is_some() {
                                    let _ = write!(s, "({body})");
                                } else {
                                    s.push_str(&body);
                                }
                            }
                            None => errors.push((
                                *loc,
                                "unable to substitute variable or numeric expression: overflow error"
                                    .to_string(),
                            )),
                        },
                        Err(errs) => {
                            for e in errs {
                                errors.push(match e {
                                    EvalError::Undefined { name, offset } => (
                                        Loc {
                                            buf: *buf,
                                            off: offset,
                                        },
                                        format!("undefined variable: {name}"),
                                    ),
                                    EvalError::Overflow => (
                                        *loc,
                                        "unable to substitute variable or numeric expression: overflow error"
                                            .to_string(),
                                    ),
                                });
                            }
                        }
                    }
                }
            }
        }
        if errors.is_empty() {
            Ok(s)
        } else {
            Err(errors)
        }
    }

    fn compiled(&mut self, src: &str, ignore_case: bool) -> Result<Regex, String> {
        if let Some(r) = self.regex_cache.get(src) {
            return Ok(r.clone());
        }
        let r = build_regex(src, ignore_case)?;
        self.regex_cache.insert(src.to_string(), r.clone());
        Ok(r)
    }

    /// LLVM's `Pattern::match` on `input[start..end]`; positions returned are
    /// absolute. Defines the pattern's variables on success.
    fn match_pattern(&mut self, pat: &Pattern, start: usize, end: usize) -> MatchResult {
        match &pat.body {
            Body::Eof => MatchResult::Found { pos: end, len: 0 },
            Body::Fixed(needle) => {
                let hay = &self.input()[start..end];
                let found = if self.opts.ignore_case {
                    find_bytes_ignore_case(hay, needle)
                } else {
                    find_bytes(hay, needle, 0)
                };
                match found {
                    Some(p) => MatchResult::Found {
                        pos: start + p,
                        len: needle.len(),
                    },
                    None => MatchResult::NotFound,
                }
            }
            Body::Regex(rp) => {
                let rp = Rc::clone(rp);
                let caps = match self.regex_search(&rp, pat.line, start, end) {
                    Ok(Some(c)) => c,
                    Ok(None) => return MatchResult::NotFound,
                    Err(e) => return MatchResult::Error(e),
                };
                let (m_start, m_end) = caps[0].expect("group 0 always participates");
                let input = &self.rep.bufs[INPUT_BUF].1;
                let text = |g: usize| -> Vec<u8> {
                    caps.get(g)
                        .copied()
                        .flatten()
                        .map(|(a, b)| input[start + a..start + b].to_vec())
                        .unwrap_or_default()
                };
                for (name, g) in &rp.str_defs {
                    let v = text(*g);
                    self.vars.strings.insert(name.clone(), v);
                }
                for (name, g, format) in &rp.num_defs {
                    if let Some(v) = format.parse_value(&text(*g)) {
                        self.vars.numbers.insert(name.clone(), v);
                    }
                }
                let skip = usize::from(rp.skip_first);
                MatchResult::Found {
                    pos: start + m_start + skip,
                    len: m_end - m_start - skip,
                }
            }
        }
    }

    /// Returns capture spans relative to `start`.
    #[allow(clippy::type_complexity)]
    fn regex_search(
        &mut self,
        rp: &RegexPattern,
        line: Option<usize>,
        start: usize,
        end: usize,
    ) -> Result<Option<Vec<Option<(usize, usize)>>>, Vec<(Loc, String)>> {
        let re = match &rp.compiled {
            Some(re) => re.clone(),
            None => {
                let src = self.render(rp, line, &[])?;
                self.compiled(&src, rp.ignore_case)
                    .map_err(|e| vec![(Loc::check(0), format!("invalid regex: {e}"))])?
            }
        };
        let input = Rc::clone(&self.rep.bufs[INPUT_BUF].1);
        let hay = &input[start..end];
        let result = if rp.backrefs.is_empty() {
            let mut locs = re.capture_locations();
            re.captures_read(&mut locs, hay).map(|_| spans(&locs))
        } else {
            self.search_with_backrefs(rp, line, &re, hay)
        };
        Ok(result)
    }

    fn search_with_backrefs(
        &mut self,
        rp: &RegexPattern,
        line: Option<usize>,
        relaxed: &Regex,
        hay: &[u8],
    ) -> Option<Vec<Option<(usize, usize)>>> {
        let mut from = 0;
        while from <= hay.len() {
            let mut locs = relaxed.capture_locations();
            let m = relaxed.captures_read_at(&mut locs, hay, from)?;
            let mut budget = BACKREF_BUDGET;
            if let Some(found) =
                self.try_backrefs_at(rp, line, hay, m.start(), &mut Vec::new(), &mut budget)
            {
                return Some(found);
            }
            from = m.start() + 1;
        }
        None
    }

    /// Looks for a match starting exactly at `at` whose back-references equal
    /// their definitions, pinning definitions to candidate values.
    fn try_backrefs_at(
        &mut self,
        rp: &RegexPattern,
        line: Option<usize>,
        hay: &[u8],
        at: usize,
        pins: &mut Vec<(usize, Vec<u8>)>,
        budget: &mut usize,
    ) -> Option<Vec<Option<(usize, usize)>>> {
        let src = self.render(rp, line, pins).ok()?;
        let re = self.compiled(&src, rp.ignore_case).ok()?;
        let mut locs = re.capture_locations();
        let m = re.captures_read_at(&mut locs, hay, at)?;
        if m.start() != at {
            return None;
        }
        let caps = spans(&locs);
        let text = |g: usize| caps[g].map(|(a, b)| &hay[a..b]);
        let Some(&(_, def)) = rp.backrefs.iter().find(|(u, d)| text(*u) != text(*d)) else {
            return Some(caps);
        };
        let def_regex = rp.pieces.iter().find_map(|p| match p {
            Piece::Def { group, regex } if *group == def => Some(regex.clone()),
            _ => None,
        })?;
        let validator = self
            .compiled(&format!("\\A(?:{def_regex})\\z"), rp.ignore_case)
            .ok()?;
        let current = text(def).unwrap_or_default().to_vec();
        let mut candidates: Vec<Vec<u8>> = (0..=current.len())
            .rev()
            .map(|n| current[..n].to_vec())
            .collect();
        for (u, d) in &rp.backrefs {
            if *d == def {
                if let Some(t) = text(*u) {
                    candidates.insert(0, t.to_vec());
                }
            }
        }
        for cand in candidates {
            if *budget == 0 {
                return None;
            }
            *budget -= 1;
            if !validator.is_match(&cand) {
                continue;
            }
            pins.push((def, cand));
            let found = self.try_backrefs_at(rp, line, hay, at, pins, budget);
            pins.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// Prints diagnostics for a match attempt; returns true on error.
    #[allow(clippy::too_many_arguments)]
    fn report(
        &mut self,
        expected: bool,
        prefix: &str,
        pat: &Pattern,
        loc: Loc,
        matched_count: usize,
        search: (usize, usize),
        result: &MatchResult,
    ) -> bool {
        match result {
            MatchResult::Found { pos, len } => {
                if expected {
                    return false;
                }
                let mut msg = format!("{}: excluded string found in input", describe(pat, prefix));
                if pat.count > 1 {
                    let _ = write!(msg, " ({matched_count} out of {})", pat.count);
                }
                self.rep.error(loc, &msg);
                self.rep
                    .emit_range(Loc::input(*pos), *len, "note", "found here");
                self.print_substitutions(pat, Loc::input(*pos));
                true
            }
            MatchResult::NotFound => {
                if !expected {
                    return false;
                }
                let mut msg = format!(
                    "{}: expected string not found in input",
                    describe(pat, prefix)
                );
                if pat.count > 1 {
                    let _ = write!(msg, " ({matched_count} out of {})", pat.count);
                }
                self.rep.error(loc, &msg);
                self.rep.note(Loc::input(search.0), "scanning from here");
                self.print_substitutions(pat, Loc::input(search.0));
                self.print_fuzzy_match(pat, search);
                true
            }
            MatchResult::Error(errors) => {
                for (l, msg) in errors {
                    self.rep.error(*l, msg);
                }
                true
            }
        }
    }

    /// Notes giving the value each `[[VAR]]` / `[[#expr]]` had.
    fn print_substitutions(&mut self, pat: &Pattern, at: Loc) {
        let Body::Regex(rp) = &pat.body else {
            return;
        };
        let mut notes = Vec::new();
        for piece in &rp.pieces {
            match piece {
                Piece::StrUse { name, .. } => {
                    if let Some(v) = self.vars.strings.get(name) {
                        notes.push(format!(
                            "with \"{name}\" equal to \"{}\"",
                            String::from_utf8_lossy(v)
                        ));
                    }
                }
                Piece::NumUse {
                    expr, format, text, ..
                } => {
                    let lookup = |name: &str| {
                        if name == "@LINE" {
                            pat.line.and_then(|l| i128::try_from(l).ok())
                        } else {
                            self.vars.numbers.get(name).copied()
                        }
                    };
                    if let Some(v) = expr.eval(&lookup).ok().and_then(|v| format.render(v)) {
                        notes.push(format!("with \"{text}\" equal to \"{v}\""));
                    }
                }
                _ => {}
            }
        }
        for n in notes {
            self.rep.note(at, &n);
        }
    }

    /// LLVM's "possible intended match here" hint: the nearby position whose
    /// text is closest (by edit distance) to the pattern.
    fn print_fuzzy_match(&mut self, pat: &Pattern, search: (usize, usize)) {
        let example = &pat.text;
        let buf = &self.input()[search.0..search.1];
        let limit = buf.len().min(4096);
        if example.is_empty() || 4096 * 2048 < limit * example.len() {
            return;
        }
        let mut best: Option<(usize, f64)> = None;
        let mut lines = 0usize;
        for i in 0..limit {
            if buf[i] == b'\n' {
                lines += 1;
            }
            if buf[i] == b' ' || buf[i] == b'\t' {
                continue;
            }
            let end = (i + example.len()).min(buf.len());
            let candidate = &buf[i..end];
            let candidate = candidate
                .iter()
                .position(|&c| c == b'\n')
                .map_or(candidate, |p| &candidate[..p]);
            let quality = edit_distance(candidate, example) as f64 + lines as f64 / 100.0;
            if best.is_none_or(|(_, q)| quality < q) {
                best = Some((i, quality));
            }
        }
        if let Some((i, q)) = best {
            if i != 0 && q < 50.0 {
                self.rep
                    .note(Loc::input(search.0 + i), "possible intended match here");
            }
        }
    }

    /// LLVM's `FileCheckString::Check`: returns the match position and
    /// length, or `None` after reporting an error.
    fn check_string(
        &mut self,
        cs: &CheckString,
        start: usize,
        end: usize,
        label_scan: bool,
    ) -> Option<(usize, usize)> {
        let mut last_pos = start;
        let mut not_strings: Vec<&DagNot> = Vec::new();
        if !label_scan {
            last_pos = self.check_dag(cs, start, end, &mut not_strings)?;
        }
        let mut last_match_end = last_pos;
        let mut first_match_pos = 0;
        for i in 1..=cs.pat.count {
            let result = self.match_pattern(&cs.pat, last_match_end, end);
            if self.report(
                true,
                &cs.prefix,
                &cs.pat,
                cs.loc,
                i,
                (last_match_end, end),
                &result,
            ) {
                return None;
            }
            let MatchResult::Found { pos, len } = result else {
                unreachable!("reported above");
            };
            if i == 1 {
                first_match_pos = pos;
            }
            last_match_end = pos + len;
        }
        let match_len = last_match_end - first_match_pos;
        if !label_scan {
            let skipped = (last_pos, first_match_pos);
            if self.check_next(cs, skipped) || self.check_same(cs, skipped) {
                return None;
            }
            if self.check_not(skipped, &not_strings) {
                return None;
            }
        }
        Some((first_match_pos, match_len))
    }

    /// Counts line breaks in `input[a..b]` (`\r\n`/`\n\r` count once) and
    /// returns the position just after the first one.
    fn count_newlines(&self, (a, b): (usize, usize)) -> (usize, usize) {
        let s = &self.input()[a..b];
        let mut n = 0;
        let mut first = b;
        let mut i = 0;
        while i < s.len() {
            if s[i] == b'\n' || s[i] == b'\r' {
                n += 1;
                if i + 1 < s.len() && (s[i + 1] == b'\n' || s[i + 1] == b'\r') && s[i] != s[i + 1] {
                    i += 1;
                }
                if n == 1 {
                    first = a + i + 1;
                }
            }
            i += 1;
        }
        (n, first)
    }

    fn check_next(&mut self, cs: &CheckString, skipped: (usize, usize)) -> bool {
        if !matches!(cs.pat.kind, Kind::Next | Kind::Empty) {
            return false;
        }
        let name = format!("{}{}", cs.prefix, kind_suffix(cs.pat.kind));
        let (n, first) = self.count_newlines(skipped);
        if n == 1 {
            return false;
        }
        if n == 0 {
            self.rep.error(
                cs.loc,
                &format!("{name}: is on the same line as previous match"),
            );
        } else {
            self.rep.error(
                cs.loc,
                &format!("{name}: is not on the line after the previous match"),
            );
        }
        self.rep
            .note(Loc::input(skipped.1), "'next' match was here");
        self.rep
            .note(Loc::input(skipped.0), "previous match ended here");
        if n > 1 {
            self.rep.note(
                Loc::input(first),
                "non-matching line after previous match is here",
            );
        }
        true
    }

    fn check_same(&mut self, cs: &CheckString, skipped: (usize, usize)) -> bool {
        if cs.pat.kind != Kind::Same || self.count_newlines(skipped).0 == 0 {
            return false;
        }
        self.rep.error(
            cs.loc,
            &format!(
                "{}-SAME: is not on the same line as the previous match",
                cs.prefix
            ),
        );
        self.rep
            .note(Loc::input(skipped.1), "'next' match was here");
        self.rep
            .note(Loc::input(skipped.0), "previous match ended here");
        true
    }

    fn check_not(&mut self, region: (usize, usize), nots: &[&DagNot]) -> bool {
        let mut failed = false;
        for dn in nots {
            let result = self.match_pattern(&dn.pat, region.0, region.1);
            if self.report(false, &dn.prefix, &dn.pat, dn.pat.loc, 1, region, &result) {
                failed = true;
            }
        }
        failed
    }

    /// LLVM's `CheckDag`: matches the DAG groups preceding a check, checking
    /// the NOTs between them; returns where the check itself starts searching.
    fn check_dag<'c>(
        &mut self,
        cs: &'c CheckString,
        start: usize,
        end: usize,
        not_strings: &mut Vec<&'c DagNot>,
    ) -> Option<usize> {
        if cs.dag_not.is_empty() {
            return Some(start);
        }
        let mut start_pos = start;
        // Sorted, non-overlapping matches of the current DAG group.
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for (idx, dn) in cs.dag_not.iter().enumerate() {
            if dn.pat.kind == Kind::Not {
                not_strings.push(dn);
                continue;
            }
            let mut match_pos = start_pos;
            let mut mi = 0;
            loop {
                let result = self.match_pattern(&dn.pat, match_pos, end);
                if !matches!(result, MatchResult::Found { .. })
                    && self.report(
                        true,
                        &dn.prefix,
                        &dn.pat,
                        dn.pat.loc,
                        1,
                        (match_pos, end),
                        &result,
                    )
                {
                    return None;
                }
                let MatchResult::Found { pos, len } = result else {
                    return None;
                };
                let m = (pos, pos + len);
                if self.opts.allow_deprecated_dag_overlap {
                    if let Some(block) = ranges.first_mut() {
                        block.0 = block.0.min(m.0);
                        block.1 = block.1.max(m.1);
                    } else {
                        ranges.push(m);
                    }
                    break;
                }
                let mut overlap = false;
                while mi < ranges.len() {
                    if m.0 < ranges[mi].1 {
                        overlap = ranges[mi].0 < m.1;
                        break;
                    }
                    mi += 1;
                }
                if !overlap {
                    ranges.insert(mi, m);
                    break;
                }
                match_pos = ranges[mi].1;
                mi += 1;
            }
            let group_ends = cs
                .dag_not
                .get(idx + 1)
                .is_none_or(|next| next.pat.kind == Kind::Not);
            if group_ends {
                if !not_strings.is_empty() {
                    let region = (start_pos, ranges[0].0);
                    if self.check_not(region, not_strings) {
                        return None;
                    }
                    not_strings.clear();
                }
                start_pos = ranges.last().expect("group has a match").1;
                ranges.clear();
            }
        }
        Some(start_pos)
    }

    /// LLVM's `FileCheck::checkInput`.
    fn check_input(&mut self, checks: &[CheckString]) -> bool {
        let input_len = self.input().len();
        let mut failed = false;
        let (mut i, mut j) = (0, 0);
        let mut buf_start = 0;
        loop {
            let region;
            if j == checks.len() {
                region = (buf_start, input_len);
            } else {
                if checks[j].pat.kind != Kind::Label {
                    j += 1;
                    continue;
                }
                let (pos, len) = match self.check_string(&checks[j], buf_start, input_len, true) {
                    Some(m) => m,
                    None => return false,
                };
                region = (buf_start, pos + len);
                buf_start = pos + len;
                j += 1;
            }
            if i != 0 && self.opts.enable_var_scope {
                self.vars.clear_local();
            }
            let mut cur = region.0;
            while i != j {
                match self.check_string(&checks[i], cur, region.1, false) {
                    Some((pos, len)) => cur = pos + len,
                    None => {
                        failed = true;
                        i = j;
                        break;
                    }
                }
                i += 1;
            }
            if j == checks.len() {
                break;
            }
        }
        !failed
    }
}

fn spans(locs: &CaptureLocations) -> Vec<Option<(usize, usize)>> {
    (0..locs.len()).map(|g| locs.get(g)).collect()
}

fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, &ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let replace = prev[j] + usize::from(ca != cb);
            cur[j + 1] = replace.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(args: &[&str], check: &str, input: &str) {
        if let Err(e) = run(args, check, input) {
            panic!("expected success for\n{check}\n--- on ---\n{input}\n--- got ---\n{e}");
        }
    }

    /// Expects a failure whose diagnostics contain `needle`.
    fn fails(args: &[&str], check: &str, input: &str, needle: &str) {
        match run(args, check, input) {
            Ok(()) => panic!("expected failure for\n{check}\n--- on ---\n{input}"),
            Err(e) => assert!(e.contains(needle), "missing {needle:?} in:\n{e}"),
        }
    }

    fn code(args: &[&str], check: &str, input: &str) -> i32 {
        let mut full: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        full.push("c".into());
        let opts = Options::from_args(&full).unwrap();
        match super::check(&opts, "c", check.as_bytes(), "<stdin>", input.as_bytes()) {
            Ok(()) => 0,
            Err(f) => f.exit_code,
        }
    }

    #[test]
    fn plain() {
        ok(&[], "CHECK: b\nCHECK: d\n", "a b\nc d\n");
        fails(
            &[],
            "CHECK: d\nCHECK: b\n",
            "a b\nc d\n",
            "CHECK: expected string not found",
        );
        fails(&[], "CHECK: nope\n", "a\n", "scanning from here");
    }

    #[test]
    fn next_same_empty() {
        ok(&[], "CHECK: a\nCHECK-NEXT: b\nCHECK-SAME: c\n", "a\nb c\n");
        fails(
            &[],
            "CHECK: a\nCHECK-NEXT: b\n",
            "a\n\nb\n",
            "is not on the line after",
        );
        fails(
            &[],
            "CHECK: a\nCHECK-NEXT: b\n",
            "a b\n",
            "is on the same line as previous match",
        );
        fails(
            &[],
            "CHECK: a\nCHECK-SAME: b\n",
            "a\nb\n",
            "is not on the same line",
        );
        ok(&[], "CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n");
        fails(
            &[],
            "CHECK: a\nCHECK-EMPTY:\n",
            "a\nb\n",
            "CHECK-EMPTY: is not on the line after",
        );
        fails(
            &[],
            "CHECK-NEXT: a\n",
            "a\n",
            "without previous 'CHECK: line",
        );
    }

    #[test]
    fn not_and_dag() {
        ok(&[], "CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\nb\nx\n");
        fails(
            &[],
            "CHECK: a\nCHECK-NOT: x\nCHECK: b\n",
            "a\nx\nb\n",
            "CHECK-NOT: excluded string found",
        );
        fails(
            &[],
            "CHECK: a\nCHECK-NOT: x\n",
            "a\nx\n",
            "excluded string found",
        );
        ok(&[], "CHECK-DAG: 2\nCHECK-DAG: 1\nCHECK: 3\n", "1\n2\n3\n");
        fails(
            &[],
            "CHECK-DAG: 1\nCHECK-DAG: 1\n",
            "1\n",
            "CHECK-DAG: expected string not found",
        );
        ok(
            &["--allow-deprecated-dag-overlap"],
            "CHECK-DAG: 1\nCHECK-DAG: 1\n",
            "1\n",
        );
        fails(
            &[],
            "CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n",
            "a\nx\nb\n",
            "excluded string found",
        );
    }

    #[test]
    fn labels() {
        let check = "CHECK-LABEL: @f\nCHECK: ret\nCHECK-LABEL: @g\nCHECK: ret\n";
        ok(&[], check, "@f\nret\n@g\nret\n");
        // The `ret` of @f must not be satisfied by the one in @g.
        fails(&[], check, "@f\n@g\nret\n", "expected string not found");
        fails(
            &[],
            "CHECK-LABEL: @h\n",
            "@f\n",
            "CHECK-LABEL: expected string not found",
        );
        fails(
            &[],
            "CHECK-LABEL: [[X:.*]]\n",
            "a\n",
            "with variable definition or use",
        );
    }

    #[test]
    fn count() {
        ok(&[], "CHECK-COUNT-2: x\nCHECK-NOT: x\n", "x\nx\n");
        fails(&[], "CHECK-COUNT-3: x\n", "x x\n", "(3 out of 3)");
        assert_eq!(code(&[], "CHECK-COUNT-0: x\n", "x\n"), EXIT_ERROR);
    }

    #[test]
    fn regexes_and_variables() {
        ok(&[], "CHECK: x{{[0-9]+}}y\n", "x42y\n");
        ok(&[], "CHECK: {{a|b}}c\n", "bc\n");
        fails(
            &[],
            "CHECK: {{(}}\n",
            "(\n",
            "invalid regex: parentheses not balanced",
        );
        fails(&[], "CHECK: {{a\n", "a\n", "no end '}}'");
        ok(
            &[],
            "CHECK: %[[V:.*]] = add\nCHECK: use %[[V]]\n",
            "%7 = add\nuse %7\n",
        );
        fails(
            &[],
            "CHECK: %[[V:.*]] = add\nCHECK: use %[[V]]\n",
            "%7 = add\nuse %8\n",
            "with \"V\" equal to \"7\"",
        );
        fails(&[], "CHECK: [[U]]\n", "x\n", "undefined variable: U");
        ok(&[], "CHECK: [[X:[a-z]+]]-[[X]]\n", "ab-cd\nef-ef\n");
        ok(&[], "CHECK: a.b\n", "a.b\n");
        fails(&[], "CHECK: a.b\n", "axb\n", "expected string not found");
        ok(&["-DV=a.b"], "CHECK: [[V]]\n", "a.b\n");
        fails(
            &["-DV=a.b"],
            "CHECK: [[V]]\n",
            "axb\n",
            "expected string not found",
        );
    }

    #[test]
    fn numeric() {
        ok(&[], "CHECK: [[#N:]]\nCHECK: [[#N+1]]\n", "9\n10\n");
        ok(&[], "CHECK: [[#%x,N:]]\nCHECK: [[#N+1]]\n", "f\n10\n");
        ok(&[], "CHECK: [[#%X,N:]]\nCHECK: [[#N+1]]\n", "F\n10\n");
        ok(&[], "CHECK: [[#%.3d,N:]]\n", "007\n");
        ok(&["-D#BASE=10"], "CHECK: [[#BASE+5]] [[#@LINE]]\n", "15 1\n");
        ok(&[], "\nCHECK: [[@LINE-1]]\n", "1\n");
        fails(
            &[],
            "CHECK: [[#N:]]\nCHECK: [[#N+1]]\n",
            "9\n11\n",
            "with \"N+1\" equal to \"10\"",
        );
        fails(&[], "CHECK: [[#M]]\n", "1\n", "undefined variable: M");
        fails(
            &[],
            "CHECK: [[#%q,N:]]\n",
            "1\n",
            "invalid format specifier",
        );
    }

    #[test]
    fn options() {
        ok(&["--check-prefix=FOO"], "FOO: a\nCHECK: zzz\n", "a\n");
        ok(&["--check-prefixes=A,B"], "A: a\nB: b\n", "a b\n");
        fails(
            &["--check-prefixes=A,B"],
            "A: a\n",
            "a\n",
            "no check strings found with prefix 'B:'",
        );
        ok(
            &["--check-prefixes=A,B", "--allow-unused-prefixes"],
            "A: a\n",
            "a\n",
        );
        fails(
            &[],
            "nothing\n",
            "a\n",
            "no check strings found with prefix 'CHECK:'",
        );
        ok(&["--match-full-lines"], "CHECK: a b\n", " a b \n");
        fails(
            &["--match-full-lines"],
            "CHECK: a\n",
            "a b\n",
            "expected string not found",
        );
        ok(&[], "CHECK: a b\n", "a \t b\n");
        fails(
            &["--strict-whitespace"],
            "CHECK: a b\n",
            "a \t b\n",
            "expected string not found",
        );
        fails(
            &["--implicit-check-not=warning"],
            "CHECK: a\n",
            "a\nwarning: x\n",
            "IMPLICIT-CHECK-NOT",
        );
        ok(&["--ignore-case"], "CHECK: ABC\n", "abc\n");
        fails(
            &["--enable-var-scope"],
            "CHECK-LABEL: f\nCHECK: [[X:.]]\nCHECK-LABEL: g\nCHECK: [[X]]\n",
            "f\n1\ng\n1\n",
            "undefined variable: X",
        );
        ok(
            &["--enable-var-scope"],
            "CHECK-LABEL: f\nCHECK: [[$X:.]]\nCHECK-LABEL: g\nCHECK: [[$X]]\n",
            "f\n1\ng\n1\n",
        );
        assert_eq!(code(&[], "CHECK-NOT: x\n", ""), EXIT_ERROR);
        assert_eq!(code(&["--allow-empty"], "CHECK-NOT: x\n", ""), 0);
        assert_eq!(code(&["--check-prefix=a.b"], "a.b: x\n", "x\n"), EXIT_ERROR);
        assert_eq!(
            code(
                &["-v", "-vv", "--dump-input=never", "--color"],
                "CHECK: x\n",
                "x\n"
            ),
            0
        );
        assert!(Options::from_args(&["c", "--no-such-option"]).is_err());
        assert!(Options::from_args::<&str>(&[]).is_err());
    }

    #[test]
    fn directive_syntax() {
        ok(
            &[],
            "COM: CHECK: nope\n// RUN: CHECK: nope\nCHECK: yes\n",
            "yes\n",
        );
        ok(&[], "XCHECK: nope\nCHECK: yes\n", "yes\n");
        ok(&[], "CHECK{LITERAL}: [[x]] {{y}}\n", "[[x]] {{y}}\n");
        fails(
            &[],
            "CHECK_NEXT: a\n",
            "a\n",
            "misspelled directive 'CHECK_NEXT:'",
        );
        fails(&[], "CHECK-NOT-NEXT: a\n", "a\n", "unsupported -NOT combo");
        fails(&[], "CHECK:\n", "a\n", "found empty check string");
        fails(
            &[],
            "CHECK: a\nCHECK-EMPTY: b\n",
            "a\n",
            "found non-empty check string",
        );
        ok(&[], "CHECK: a\r\nCHECK-NEXT: b\r\n", "a\r\nb\r\n");
    }

    #[test]
    fn diagnostics_have_locations() {
        // Locations refer to the whitespace-canonicalized text, as in LLVM.
        let err = run(&[] as &[&str], "\n  CHECK: missing\n", "line one\n").unwrap_err();
        assert!(
            err.starts_with("<check-file>:2:9: error: CHECK: expected string not found in input\n"),
            "{err}"
        );
        assert!(
            err.contains("<stdin>:1:1: note: scanning from here\nline one\n^\n"),
            "{err}"
        );
    }

    #[test]
    fn cli_reads_files() {
        let dir = std::env::temp_dir().join(format!("rmlir-fc-cli-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("c.txt"), "CHECK: hello\n").unwrap();
        std::fs::write(dir.join("in.txt"), "hello\n").unwrap();
        assert!(run_cli(&["c.txt"], b"hello\n", &dir).is_ok());
        assert!(run_cli(&["c.txt", "--input-file", "in.txt"], b"", &dir).is_ok());
        let missing = run_cli(&["nope.txt"], b"", &dir).unwrap_err();
        assert_eq!(missing.exit_code, EXIT_ERROR);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
