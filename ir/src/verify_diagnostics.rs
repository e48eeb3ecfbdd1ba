//! `--verify-diagnostics`: MLIR 19's `SourceMgrDiagnosticVerifierHandler`, byte for byte.
//!
//! Upstream behaviour reproduced here (checked against `mlir-opt` 19.1.7):
//!
//! * **Annotations.** Every line of every buffer (split at `\n`, trailing whitespace
//!   ` \t\n\v\f\r` trimmed) is searched — anywhere, not only in comments — for the POSIX
//!   regex `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *{{(.*)}}$`.
//!   Only spaces (not tabs) may separate the parts; the message is everything between the
//!   first `{{` and the `}}` that ends the line (`{{a}} {{b}}` gives `a}} {{b`). There is no
//!   `@unknown` in MLIR 19 (such a line is not an annotation), nor `@N`.
//! * **Designators.** `@+N`/`@-N` offset the annotation's own line (N parsed by LLVM's
//!   `getAsInteger` with radix auto-detection: a leading `0` means octal, so `@+010` is +8)
//!   with unsigned 32-bit wrap-around (`@-1` on line 1 expects line 0). An unparsable or
//!   out-of-`int` N (`@+08`, `@+99999999999`) leaves upstream's `int` uninitialized; what
//!   `mlir-opt` 19.1.7 then does is use the N of the previous valid `@±N` of the same buffer,
//!   or 0 if there is none (observed; across split chunks the stale value is unpredictable,
//!   here it is 0). `@above` is the last line that is not an annotation (line 1 if
//!   none), `@below` the next such line, or the line count (lines after the last `\n`
//!   included) if none follows. Lines with an annotation, including rejected `-re` ones, do
//!   not count as lines for `@above`/`@below`.
//! * **Matching.** A diagnostic whose location contains a `file:line:col` (first in pre-order)
//!   is compared with the annotations of the buffer named `file` (scanned lazily if that
//!   buffer was not scanned yet, loading the file from disk if needed) on the same line: the
//!   first whose message matches (substring, or for `-re` an unanchored regex search) and
//!   whose severity is equal is marked as seen (an annotation may absorb any number of
//!   diagnostics). If only severities differ, the *last* such annotation is a near miss:
//!   `<annotation loc>: error: '<emitted>' diagnostic emitted when expecting a '<expected>'`
//!   (no range). Otherwise: `<diag loc>: error: unexpected <severity>: <message>` rendered at
//!   the diagnostic's location (no call stack). Notes and remarks are verified like errors;
//!   notes attached to a diagnostic are processed after it, each on its own. A diagnostic
//!   without `file:line:col` (e.g. `loc(unknown)`) is always unexpected:
//!   `<unknown>:0: error: unexpected error: msg`.
//! * **Missing.** At the end, every annotation not seen gives
//!   `<annotation loc>: error: expected <severity> "<raw message>" was not produced`, with a
//!   `~` range as long as the raw message starting at `expected-` (upstream's quirk), in
//!   buffer order then line order.
//! * **Bad `-re` annotations** are reported while scanning (before any diagnostic), with the
//!   same range: `found start of regex with no end '}}'` or `invalid regex: <LLVM regerror
//!   text>`; the annotation is dropped and verification fails.
//!
//! `mlir-opt` turns off the "see current operation" note in this mode
//! (`context.printOpOnDiagnostic(false)`), runs the pipeline ignoring its result, prints
//! the output if any, and fails iff verification failed.
//!
//! Regexes are LLVM's `llvm::Regex` (POSIX ERE, Henry Spencer's BSD engine, bytes, no
//! flags), ported rather than approximated, because the engine has observable quirks: a
//! word-boundary assertion (`[[:<:]]`, `[[:>:]]`) is passed at most once per position and
//! only after the `^`/`$` steps (so `[[:>:]]$` never matches), programs over 64 states
//! behave slightly differently, `(x){0}\1` copies dropped code, and so on. The port keeps
//! `regcomp`'s code generator and error detection and `regexec`'s `fast`/`slow`/`backref`
//! matchers; it was checked against `mlir-opt` and against `llvm::Regex` itself on
//! ~60,000 random pattern/subject pairs. No `regex` crate is needed. Remaining
//! differences: where upstream crashes (stack overflow in its back-reference matcher) or
//! runs for minutes (exponential back-reference searches), the port gives up and reports no
//! match (after 10^9 steps or 50,000 levels of recursion), and a program over 2^21
//! instructions (nested counted repetitions) never matches.

use crate::source_mgr::{BufferId, DiagLoc, Diagnostic, Severity, SourceMgr};

/// One `expected-*` annotation.
#[derive(Debug)]
struct Expected {
    kind: Severity,
    /// The line it expects a diagnostic on (may wrap around, as upstream's `unsigned`).
    line: u32,
    buffer: BufferId,
    /// Offset of `expected-` in the buffer: where errors about the annotation point.
    offset: usize,
    /// The raw text between `{{` and `}}`.
    substring: String,
    /// `None` for plain substring matching; `Some(None)` for a `-re` annotation whose
    /// combined regex does not compile (it then never matches, as upstream).
    regex: Option<Option<ere::Regex>>,
    matched: bool,
}

impl Expected {
    fn matches(&self, msg: &str) -> bool {
        match &self.regex {
            None => msg.contains(self.substring.as_str()),
            Some(Some(re)) => re.is_match(msg.as_bytes()),
            Some(None) => false,
        }
    }
}

/// The diagnostic verifier for one processed buffer set (one `mlir-opt` chunk).
#[derive(Debug)]
pub struct Verifier {
    /// Annotations per buffer name, in the order buffers were scanned. Upstream iterates a
    /// `StringMap` here (hash order); with a single buffer, the only case `mlir-opt` meets
    /// unless locations name other files on disk, the order is the same.
    files: Vec<(String, Vec<Expected>)>,
    ok: bool,
}

impl Verifier {
    /// Scans every buffer currently in `sm` for annotations; errors about malformed `-re`
    /// annotations are rendered into `out` right away, as upstream does in the constructor.
    pub fn new(sm: &mut SourceMgr, out: &mut String) -> Verifier {
        let mut v = Verifier {
            files: Vec::new(),
            ok: true,
        };
        let ids: Vec<BufferId> = sm.buffer_ids().collect();
        for id in ids {
            v.scan_buffer(sm, id, out);
        }
        v
    }

    /// Whether verification has failed so far.
    pub fn failed(&self) -> bool {
        !self.ok
    }

    /// Handles one emitted diagnostic: the diagnostic itself, then each of its notes, as
    /// upstream's handler (`process(diag); for (note : diag.getNotes()) process(note);`).
    /// Failures are rendered into `out`. Returns whether all of them were expected.
    ///
    /// Notes are verified like everything else: `mlir-opt` 19 reports a note that no
    /// `expected-note` names as `unexpected note: ...` (e.g. the parser's `prior use here`
    /// note when only the error is expected). Notes upstream does not emit in this mode,
    /// such as `see current operation`, must not be produced by the caller.
    pub fn handle(&mut self, sm: &mut SourceMgr, diag: &Diagnostic, out: &mut String) -> bool {
        let mut all = self.process(sm, &diag.loc, &diag.message, diag.severity, out);
        for note in &diag.notes {
            all &= self.process(sm, &note.loc, &note.message, note.severity, out);
        }
        all
    }

    /// Verifies a single message (upstream's `process(loc, msg, kind)`). Returns whether it
    /// was expected; if not, the failure is rendered into `out`.
    pub fn process(
        &mut self,
        sm: &mut SourceMgr,
        loc: &DiagLoc,
        msg: &str,
        kind: Severity,
        out: &mut String,
    ) -> bool {
        let Some((file, line, _)) = loc.find_file_line_col() else {
            sm.render_at(
                out,
                loc,
                Severity::Error,
                &format!("unexpected {kind}: {msg}"),
                true,
            );
            self.ok = false;
            return false;
        };
        let idx = match self.files.iter().position(|(n, _)| n == file) {
            Some(i) => Some(i),
            None => sm
                .buffer_for_file(file)
                .map(|id| self.scan_buffer(sm, id, out)),
        };
        let mut near_miss = None;
        if let Some(idx) = idx {
            for (i, e) in self.files[idx].1.iter_mut().enumerate() {
                if e.line != line || !e.matches(msg) {
                    continue;
                }
                if e.kind == kind {
                    e.matched = true;
                    return true;
                }
                near_miss = Some((idx, i));
            }
        }
        if let Some((f, i)) = near_miss {
            let e = &self.files[f].1[i];
            let text = format!("'{kind}' diagnostic emitted when expecting a '{}'", e.kind);
            sm.print_message(out, Some((e.buffer, e.offset)), Severity::Error, &text, &[]);
        } else {
            sm.render_at(
                out,
                loc,
                Severity::Error,
                &format!("unexpected {kind}: {msg}"),
                true,
            );
        }
        self.ok = false;
        false
    }

    /// Reports every annotation that was not matched and returns whether verification
    /// succeeded overall. Reported annotations are forgotten (upstream clears them), so a
    /// second call only returns the status.
    pub fn verify(&mut self, sm: &SourceMgr, out: &mut String) -> bool {
        for (_, exps) in std::mem::take(&mut self.files) {
            for e in exps.iter().filter(|e| !e.matched) {
                let text = format!("expected {} \"{}\" was not produced", e.kind, e.substring);
                let range = e.offset..e.offset.saturating_add(e.substring.len());
                sm.print_message(
                    out,
                    Some((e.buffer, e.offset)),
                    Severity::Error,
                    &text,
                    &[range],
                );
                self.ok = false;
            }
        }
        self.ok
    }

    /// Consuming form of [`Self::verify`].
    pub fn finish(mut self, sm: &SourceMgr, out: &mut String) -> bool {
        self.verify(sm, out)
    }

    /// Upstream's `computeExpectedDiags`: appends the buffer's annotations to the list of
    /// its name (created if needed) and returns that list's index.
    fn scan_buffer(&mut self, sm: &SourceMgr, id: BufferId, out: &mut String) -> usize {
        let name = sm.buffer_name(id);
        let idx = match self.files.iter().position(|(n, _)| n == name) {
            Some(i) => i,
            None => {
                self.files.push((name.to_string(), Vec::new()));
                self.files.len() - 1
            }
        };
        let text = sm.buffer_text(id);
        let num_lines = (text.bytes().filter(|&c| c == b'\n').count() as u64 + 1) as u32;
        let mut last_non_designator: u32 = 0;
        // Upstream's stale `int offset` (see the module documentation).
        let mut last_offset: u32 = 0;
        let mut for_next_line: Vec<usize> = Vec::new();
        let mut line_start = 0usize;
        for (line_no, line) in text.split('\n').enumerate() {
            let line_no = line_no as u32;
            let this_start = line_start;
            line_start += line.len() + 1;
            let trimmed = line.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
            let Some(a) = parse_annotation(trimmed) else {
                for i in for_next_line.drain(..) {
                    self.files[idx].1[i].line = line_no.wrapping_add(1);
                }
                last_non_designator = line_no;
                continue;
            };
            let offset = this_start + a.start;
            let mut record = Expected {
                kind: a.kind,
                line: line_no.wrapping_add(1),
                buffer: id,
                offset,
                substring: a.message.to_string(),
                regex: None,
                matched: false,
            };
            if a.is_regex {
                match compute_regex(a.message) {
                    Ok(re) => record.regex = Some(re),
                    Err(msg) => {
                        let range = offset..offset + a.message.len();
                        sm.print_message(out, Some((id, offset)), Severity::Error, &msg, &[range]);
                        self.ok = false;
                        continue;
                    }
                }
            }
            match a.designator {
                None => {}
                Some(Designator::Plus(n)) => {
                    last_offset = n.unwrap_or(last_offset);
                    record.line = record.line.wrapping_add(last_offset);
                }
                Some(Designator::Minus(n)) => {
                    last_offset = n.unwrap_or(last_offset);
                    record.line = record.line.wrapping_sub(last_offset);
                }
                Some(Designator::Above) => record.line = last_non_designator.wrapping_add(1),
                Some(Designator::Below) => {
                    for_next_line.push(self.files[idx].1.len());
                    // In case it dangles: the line count.
                    record.line = num_lines;
                }
            }
            self.files[idx].1.push(record);
        }
        idx
    }
}

/// Where an annotation applies, relative to its own line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Designator {
    /// `@+N`; `None` if N does not parse as an `int`.
    Plus(Option<u32>),
    /// `@-N`; `None` if N does not parse as an `int`.
    Minus(Option<u32>),
    Above,
    Below,
}

/// One parsed annotation on a (trimmed) line.
#[derive(Debug, PartialEq, Eq)]
struct Annotation<'a> {
    /// Byte index of `expected-` in the line.
    start: usize,
    kind: Severity,
    is_regex: bool,
    designator: Option<Designator>,
    message: &'a str,
}

/// Matches upstream's annotation regex against a trimmed line. The regex is deterministic
/// once its start is fixed (each optional part is followed by something it cannot begin
/// with), so trying each `expected-` from the left reproduces POSIX's leftmost match.
fn parse_annotation(line: &str) -> Option<Annotation<'_>> {
    const PREFIX: &str = "expected-";
    let mut from = 0;
    while let Some(i) = line[from..].find(PREFIX) {
        let start = from + i;
        if let Some(a) = parse_annotation_at(line, start, start + PREFIX.len()) {
            return Some(a);
        }
        from = start + 1;
    }
    None
}

fn parse_annotation_at(line: &str, start: usize, mut p: usize) -> Option<Annotation<'_>> {
    let b = line.as_bytes();
    let rest = &line[p..];
    let (kind, len) = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ]
    .iter()
    .find(|(w, _)| rest.starts_with(w))
    .map(|&(w, k)| (k, w.len()))?;
    p += len;
    let is_regex = line[p..].starts_with("-re");
    if is_regex {
        p += 3;
    }
    while b.get(p) == Some(&b' ') {
        p += 1;
    }
    let mut designator = None;
    if b.get(p) == Some(&b'@') {
        let q = p + 1;
        let after = &line[q..];
        if after.starts_with("above") {
            designator = Some(Designator::Above);
            p = q + 5;
        } else if after.starts_with("below") {
            designator = Some(Designator::Below);
            p = q + 5;
        } else if let Some(&sign) = b.get(q).filter(|&&c| c == b'+' || c == b'-') {
            let digits = b[q + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
            if digits > 0 {
                let n = llvm_get_as_int(&line[q + 1..q + 1 + digits]);
                designator = Some(if sign == b'+' {
                    Designator::Plus(n)
                } else {
                    Designator::Minus(n)
                });
                p = q + 1 + digits;
            }
        }
        // Otherwise the optional `@...` group is absent and `{{` must follow right here,
        // which fails below.
    }
    while b.get(p) == Some(&b' ') {
        p += 1;
    }
    if !line[p..].starts_with("{{") {
        return None;
    }
    let body = &line[p + 2..];
    let message = body.strip_suffix("}}")?;
    Some(Annotation {
        start,
        kind,
        is_regex,
        designator,
        message,
    })
}

/// `StringRef::getAsInteger(0, int&)` on a string of ASCII digits: radix 8 with a leading
/// `0` (and more digits), else 10; `None` on failure (a digit out of radix, or a value
/// beyond `INT_MAX`).
fn llvm_get_as_int(digits: &str) -> Option<u32> {
    let (radix, s) = if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    match u64::from_str_radix(s, radix) {
        Ok(v) if v <= i32::MAX as u64 => Some(v as u32),
        _ => None,
    }
}

/// Upstream's `ExpectedDiag::computeRegex`: literal text is escaped, each `{{re}}` block
/// validated alone then wrapped in a group. Returns the error message on a bad annotation;
/// `Ok(None)` if the combined regex is invalid (upstream then never matches; possible with
/// an empty message or back-references renumbered by the added groups).
fn compute_regex(substring: &str) -> Result<Option<ere::Regex>, String> {
    let mut combined = String::new();
    let mut rest = substring;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            combined.push_str(&ere::escape(rest));
            break;
        };
        combined.push_str(&ere::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let block = &rest[..close];
        if let Err(e) = ere::Regex::new(block.as_bytes()) {
            return Err(format!("invalid regex: {}", e.message()));
        }
        combined.push('(');
        combined.push_str(block);
        combined.push(')');
        rest = &rest[close + 2..];
    }
    Ok(ere::Regex::new(combined.as_bytes()).ok())
}

/// LLVM's regex dialect: POSIX extended regular expressions as implemented by LLVM's copy
/// of Henry Spencer's BSD regex library (`regcomp.c`, `regengine.inc`, with the `\1`-`\9`
/// back-reference extension), bytes only, no flags (`.` and negated brackets match `\n`;
/// `^`/`$` only at the ends of the message).
mod ere {
    /// `regcomp` error codes that can occur, with `regerror`'s texts.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    pub enum Error {
        ECollate,
        ECType,
        EEscape,
        ESubReg,
        EBrack,
        EParen,
        EBrace,
        BadBr,
        ERange,
        BadRpt,
        Empty,
        Assert,
    }

    impl Error {
        pub fn message(self) -> &'static str {
            match self {
                Error::ECollate => "invalid collating element",
                Error::ECType => "invalid character class",
                Error::EEscape => "trailing backslash (\\)",
                Error::ESubReg => "invalid backreference number",
                Error::EBrack => "brackets ([ ]) not balanced",
                Error::EParen => "parentheses not balanced",
                Error::EBrace => "braces not balanced",
                Error::BadBr => "invalid repetition count(s)",
                Error::ERange => "invalid character range",
                Error::BadRpt => "repetition-operator operand invalid",
                Error::Empty => "empty (sub)expression",
                Error::Assert => "\"can't happen\" -- you found a bug",
            }
        }
    }

    /// `llvm::Regex::escape`: a backslash before each of `()^$|*+?.[]\{}`.
    pub fn escape(s: &str) -> String {
        let mut out = String::with_capacity(s.len());
        for c in s.chars() {
            if "()^$|*+?.[]\\{}".contains(c) {
                out.push('\\');
            }
            out.push(c);
        }
        out
    }

    const CLASSES: &[(&str, &str)] = &[
        (
            "alnum",
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
        ),
        ("alpha", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
        ("blank", " \t"),
        ("cntrl", ""), // computed: 1..=31 and 127 (upstream's C string cannot hold NUL)
        ("digit", "0123456789"),
        (
            "graph",
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
        ),
        ("lower", "abcdefghijklmnopqrstuvwxyz"),
        (
            "print",
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ ",
        ),
        ("punct", "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"),
        ("space", "\t\n\x0b\x0c\r "),
        ("upper", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        ("xdigit", "0123456789ABCDEFabcdef"),
    ];

    const NAMES: &[(&str, u8)] = &[
        ("NUL", 0),
        ("SOH", 1),
        ("STX", 2),
        ("ETX", 3),
        ("EOT", 4),
        ("ENQ", 5),
        ("ACK", 6),
        ("BEL", 7),
        ("alert", 7),
        ("BS", 8),
        ("backspace", 8),
        ("HT", 9),
        ("tab", 9),
        ("LF", 10),
        ("newline", 10),
        ("VT", 11),
        ("vertical-tab", 11),
        ("FF", 12),
        ("form-feed", 12),
        ("CR", 13),
        ("carriage-return", 13),
        ("SO", 14),
        ("SI", 15),
        ("DLE", 16),
        ("DC1", 17),
        ("DC2", 18),
        ("DC3", 19),
        ("DC4", 20),
        ("NAK", 21),
        ("SYN", 22),
        ("ETB", 23),
        ("CAN", 24),
        ("EM", 25),
        ("SUB", 26),
        ("ESC", 27),
        ("IS4", 28),
        ("FS", 28),
        ("IS3", 29),
        ("GS", 29),
        ("IS2", 30),
        ("RS", 30),
        ("IS1", 31),
        ("US", 31),
        ("space", b' '),
        ("exclamation-mark", b'!'),
        ("quotation-mark", b'"'),
        ("number-sign", b'#'),
        ("dollar-sign", b'$'),
        ("percent-sign", b'%'),
        ("ampersand", b'&'),
        ("apostrophe", b'\''),
        ("left-parenthesis", b'('),
        ("right-parenthesis", b')'),
        ("asterisk", b'*'),
        ("plus-sign", b'+'),
        ("comma", b','),
        ("hyphen", b'-'),
        ("hyphen-minus", b'-'),
        ("period", b'.'),
        ("full-stop", b'.'),
        ("slash", b'/'),
        ("solidus", b'/'),
        ("zero", b'0'),
        ("one", b'1'),
        ("two", b'2'),
        ("three", b'3'),
        ("four", b'4'),
        ("five", b'5'),
        ("six", b'6'),
        ("seven", b'7'),
        ("eight", b'8'),
        ("nine", b'9'),
        ("colon", b':'),
        ("semicolon", b';'),
        ("less-than-sign", b'<'),
        ("equals-sign", b'='),
        ("greater-than-sign", b'>'),
        ("question-mark", b'?'),
        ("commercial-at", b'@'),
        ("left-square-bracket", b'['),
        ("backslash", b'\\'),
        ("reverse-solidus", b'\\'),
        ("right-square-bracket", b']'),
        ("circumflex", b'^'),
        ("circumflex-accent", b'^'),
        ("underscore", b'_'),
        ("low-line", b'_'),
        ("grave-accent", b'`'),
        ("left-brace", b'{'),
        ("left-curly-bracket", b'{'),
        ("vertical-line", b'|'),
        ("right-brace", b'}'),
        ("right-curly-bracket", b'}'),
        ("tilde", b'~'),
        ("DEL", 127),
    ];

    /// POSIX's `RE_DUP_MAX`; `{m,n}` counts above it are errors.
    const DUPMAX: usize = 255;
    /// Upstream's `INFINITY`: the upper bound of `{m,}`.
    const INFINITY: usize = DUPMAX + 1;
    /// Groups 1-9 are remembered for back-references (upstream's `NPAREN`).
    const NPAREN: usize = 10;
    /// Beyond this many instructions (deeply nested counted repetitions) the program is not
    /// kept and the regex never matches; upstream would keep going, slowly.
    const MAX_STRIP: usize = 1 << 21;
    /// Step budget of the back-reference matcher per match (upstream is unbounded and
    /// exponential in the worst case; this is a few seconds of work).
    const BACKREF_BUDGET: u64 = 1_000_000_000;
    /// Recursion bound of the back-reference matcher (upstream recurses on the C stack and
    /// crashes when it runs out).
    const BACKREF_DEPTH: usize = 50_000;
    /// Stack for the thread running the back-reference matcher, ample for `BACKREF_DEPTH`.
    const BACKREF_STACK: usize = 256 << 20;
    /// Recursion bound used if that thread cannot be started.
    const BACKREF_DEPTH_FALLBACK: usize = 1_000;
    /// Upstream's `MAX_RECURSION` for empty back-reference matches.
    const MAX_RECURSION: usize = 100;

    /// Upstream's strip operators (`regex2.h`), with `opnd` as their operand.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    enum Op {
        /// `OEND`: first and last instruction.
        End,
        /// `OCHAR`: the byte `opnd`.
        Char,
        Bol,
        Eol,
        Any,
        /// `OANYOF`: a byte in set `opnd`.
        AnyOf,
        /// `OBACK_`/`O_BACK`: back-reference `opnd`, bracketing a copy of the group.
        BackStart,
        BackEnd,
        /// `OPLUS_`/`O_PLUS`: one or more (forward / backward distance in `opnd`).
        PlusStart,
        PlusEnd,
        /// `OQUEST_`/`O_QUEST`: optional (used by `*` only).
        QuestStart,
        QuestEnd,
        LParen,
        RParen,
        /// `OCH_`, `OOR1`, `OOR2`, `O_CH`: alternation.
        ChStart,
        Or1,
        Or2,
        ChEnd,
        Bow,
        Eow,
    }

    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    struct Sop {
        op: Op,
        opnd: usize,
    }

    /// A port of `regcomp.c`'s ERE parser and code generator (same instruction strip, same
    /// error detection order). Errors are returned where upstream first calls `SETERROR`;
    /// upstream keeps the earliest error and stops consuming input, so it reports the same.
    struct Parser<'a> {
        s: &'a [u8],
        i: usize,
        strip: Vec<Sop>,
        /// Upstream's `HERE()`; tracked separately so parsing (and its errors) stays exact
        /// after the strip overflowed `MAX_STRIP`.
        len: usize,
        overflow: bool,
        /// A back-reference copied ops that were never written (never matches).
        garbage: bool,
        nsub: usize,
        pbegin: [usize; NPAREN],
        pend: [usize; NPAREN],
        nbol: usize,
        neol: usize,
        sets: Vec<[bool; 256]>,
        backrefs: bool,
    }

    type PResult<T> = Result<T, Error>;

    impl Parser<'_> {
        fn more(&self) -> bool {
            self.i < self.s.len()
        }
        fn more2(&self) -> bool {
            self.i + 1 < self.s.len()
        }
        /// The next byte; past the end upstream reads whatever follows the pattern, which is
        /// never a digit where this matters (the `}` closing the annotation, or a NUL).
        fn peek(&self) -> u8 {
            self.s.get(self.i).copied().unwrap_or(0)
        }
        fn peek2(&self) -> u8 {
            self.s.get(self.i + 1).copied().unwrap_or(0)
        }
        fn see(&self, c: u8) -> bool {
            self.more() && self.peek() == c
        }
        fn seetwo(&self, a: u8, b: u8) -> bool {
            self.more2() && self.peek() == a && self.peek2() == b
        }
        fn eat(&mut self, c: u8) -> bool {
            let r = self.see(c);
            if r {
                self.i += 1;
            }
            r
        }
        fn eattwo(&mut self, a: u8, b: u8) -> bool {
            let r = self.seetwo(a, b);
            if r {
                self.i += 2;
            }
            r
        }
        fn next(&mut self) -> u8 {
            let c = self.peek();
            self.i += 1;
            c
        }

        // --- Strip construction: upstream's EMIT/INSERT/AHEAD/ASTERN/DROP/dupl. ---

        fn here(&self) -> usize {
            self.len
        }
        fn there(&self) -> usize {
            self.len - 1
        }
        fn therethere(&self) -> usize {
            self.len - 2
        }
        fn grew(&mut self) {
            if self.len > MAX_STRIP && !self.overflow {
                self.overflow = true;
                self.strip = Vec::new();
            }
        }
        /// Writes at logical position `at`. The buffer keeps ops past `len` after a `DROP`,
        /// as upstream's array does: a back-reference to a group dropped by `{0}` copies them.
        fn put(&mut self, at: usize, sop: Sop) {
            if self.overflow || self.garbage {
                return;
            }
            if at < self.strip.len() {
                self.strip[at] = sop;
            } else if at == self.strip.len() {
                self.strip.push(sop);
            } else {
                self.garbage = true;
            }
        }
        fn emit(&mut self, op: Op, opnd: usize) {
            self.put(self.len, Sop { op, opnd });
            self.len += 1;
            self.grew();
        }
        /// `INSERT(op, pos)`: `op` with operand `HERE() - pos + 1` goes before `pos`.
        fn insert(&mut self, op: Op, pos: usize) {
            let opnd = self.len - pos + 1;
            for i in 1..NPAREN {
                if self.pbegin[i] >= pos {
                    self.pbegin[i] += 1;
                }
                if self.pend[i] >= pos {
                    self.pend[i] += 1;
                }
            }
            self.put(self.len, Sop { op, opnd });
            if !self.overflow && !self.garbage {
                // Shift the live part `pos..len` right by one (upstream's memmove).
                self.strip[pos..=self.len].rotate_right(1);
            }
            self.len += 1;
            self.grew();
        }
        /// `AHEAD(pos)`: the operand at `pos` becomes the distance to `HERE()`.
        fn ahead(&mut self, pos: usize) {
            let v = self.len - pos;
            if self.overflow || self.garbage {
                return;
            }
            if let Some(s) = self.strip.get_mut(pos) {
                s.opnd = v;
            }
        }
        /// `ASTERN(op, pos)`: emit `op` with the distance back to `pos`.
        fn astern(&mut self, op: Op, pos: usize) {
            let v = self.len - pos;
            self.emit(op, v);
        }
        /// `DROP(n)`: forget the last `n` ops (their storage stays, see [`Self::put`]).
        fn drop_ops(&mut self, n: usize) {
            self.len -= n;
        }
        /// `dupl`: appends a copy of `start..finish`, returns where it starts.
        fn dupl(&mut self, start: usize, finish: usize) -> usize {
            let ret = self.len;
            let n = finish.saturating_sub(start);
            if n == 0 {
                return ret;
            }
            if !self.overflow && !self.garbage {
                match self.strip.get(start..finish) {
                    Some(src) => {
                        let src = src.to_vec();
                        for (k, sop) in src.into_iter().enumerate() {
                            self.put(ret + k, sop);
                        }
                    }
                    // Upstream would copy never-written memory; give up on this regex.
                    None => self.garbage = true,
                }
            }
            self.len += n;
            self.grew();
            ret
        }

        // --- Parsing. ---

        /// `p_ere`: alternatives of concatenations, up to `stop` (`)`) or the end.
        fn ere(&mut self, stop: Option<u8>) -> PResult<()> {
            let mut prevback = 0;
            let mut prevfwd = 0;
            let mut first = true;
            loop {
                let conc = self.here();
                while self.more() && self.peek() != b'|' && Some(self.peek()) != stop {
                    self.ere_exp()?;
                }
                // The branch must have emitted something (`x{0}` emits nothing).
                if self.here() == conc {
                    return Err(Error::Empty);
                }
                if !self.eat(b'|') {
                    break;
                }
                if first {
                    self.insert(Op::ChStart, conc);
                    prevfwd = conc;
                    prevback = conc;
                    first = false;
                }
                self.astern(Op::Or1, prevback);
                prevback = self.there();
                self.ahead(prevfwd);
                prevfwd = self.here();
                self.emit(Op::Or2, 0);
            }
            if !first {
                self.ahead(prevfwd);
                self.astern(Op::ChEnd, prevback);
            }
            Ok(())
        }

        /// `p_ere_exp`: one atom and its optional repetition.
        fn ere_exp(&mut self) -> PResult<()> {
            let c = self.next();
            let pos = self.here();
            let mut wascaret = false;
            match c {
                b'(' => {
                    if !self.more() {
                        return Err(Error::EParen);
                    }
                    self.nsub += 1;
                    let subno = self.nsub;
                    if subno < NPAREN {
                        self.pbegin[subno] = self.here();
                    }
                    self.emit(Op::LParen, subno);
                    if !self.see(b')') {
                        self.ere(Some(b')'))?;
                    }
                    if subno < NPAREN {
                        self.pend[subno] = self.here();
                    }
                    self.emit(Op::RParen, subno);
                    if !(self.more() && self.next() == b')') {
                        return Err(Error::EParen);
                    }
                }
                b')' => return Err(Error::EParen),
                b'^' => {
                    self.emit(Op::Bol, 0);
                    self.nbol += 1;
                    wascaret = true;
                }
                b'$' => {
                    self.emit(Op::Eol, 0);
                    self.neol += 1;
                }
                b'|' => return Err(Error::Empty),
                b'*' | b'+' | b'?' => return Err(Error::BadRpt),
                b'.' => self.emit(Op::Any, 0),
                b'[' => self.bracket()?,
                b'\\' => {
                    if !self.more() {
                        return Err(Error::EEscape);
                    }
                    let c = self.next();
                    if (b'1'..=b'9').contains(&c) {
                        let n = (c - b'0') as usize;
                        if self.pend[n] == 0 {
                            return Err(Error::ESubReg);
                        }
                        self.emit(Op::BackStart, n);
                        let (b, e) = (self.pbegin[n] + 1, self.pend[n]);
                        self.dupl(b, e);
                        self.emit(Op::BackEnd, n);
                        self.backrefs = true;
                    } else {
                        self.emit(Op::Char, c as usize);
                    }
                }
                b'{' => {
                    if self.more() && self.peek().is_ascii_digit() {
                        return Err(Error::BadRpt);
                    }
                    self.emit(Op::Char, b'{' as usize);
                }
                c => self.emit(Op::Char, c as usize),
            }
            if !self.is_repetition_next() {
                return Ok(());
            }
            let c = self.next();
            if wascaret {
                return Err(Error::BadRpt);
            }
            match c {
                b'*' => {
                    self.insert(Op::PlusStart, pos);
                    self.astern(Op::PlusEnd, pos);
                    self.insert(Op::QuestStart, pos);
                    self.astern(Op::QuestEnd, pos);
                }
                b'+' => {
                    self.insert(Op::PlusStart, pos);
                    self.astern(Op::PlusEnd, pos);
                }
                b'?' => self.optional(pos),
                _ => {
                    let count = self.count()?;
                    let count2 = if self.eat(b',') {
                        if self.peek().is_ascii_digit() {
                            let c2 = self.count()?;
                            if count > c2 {
                                return Err(Error::BadBr);
                            }
                            c2
                        } else {
                            INFINITY
                        }
                    } else {
                        count
                    };
                    self.repeat(pos, count, count2);
                    if !self.eat(b'}') {
                        while self.more() && self.peek() != b'}' {
                            self.i += 1;
                        }
                        return Err(if self.more() {
                            Error::BadBr
                        } else {
                            Error::EBrace
                        });
                    }
                }
            }
            if self.is_repetition_next() {
                return Err(Error::BadRpt);
            }
            Ok(())
        }

        /// Upstream's "emit y? as (y|)" kludge around `pos..HERE()`.
        fn optional(&mut self, pos: usize) {
            self.insert(Op::ChStart, pos);
            self.astern(Op::Or1, pos);
            self.ahead(pos);
            self.emit(Op::Or2, 0);
            let t = self.there();
            self.ahead(t);
            let tt = self.therethere();
            self.astern(Op::ChEnd, tt);
        }

        /// `repeat`: bounded repetition of `start..HERE()`, by copying.
        fn repeat(&mut self, start: usize, from: usize, to: usize) {
            let finish = self.here();
            let map = |n: usize| match n {
                0 | 1 => n,
                INFINITY => 3,
                _ => 2,
            };
            match (map(from), map(to)) {
                (0, 0) => self.drop_ops(finish - start),
                (0, _) => {
                    self.insert(Op::ChStart, start);
                    self.repeat(start + 1, 1, to);
                    self.astern(Op::Or1, start);
                    self.ahead(start);
                    self.emit(Op::Or2, 0);
                    let t = self.there();
                    self.ahead(t);
                    let tt = self.therethere();
                    self.astern(Op::ChEnd, tt);
                }
                (1, 1) => {}
                (1, 2) => {
                    self.optional(start);
                    let copy = self.dupl(start + 1, finish + 1);
                    self.repeat(copy, 1, to - 1);
                }
                (1, _) => {
                    self.insert(Op::PlusStart, start);
                    self.astern(Op::PlusEnd, start);
                }
                (_, 2) => {
                    let copy = self.dupl(start, finish);
                    self.repeat(copy, from - 1, to - 1);
                }
                _ => {
                    let copy = self.dupl(start, finish);
                    self.repeat(copy, from - 1, to);
                }
            }
        }

        /// `*`, `+`, `?`, or `{` followed by a digit.
        fn is_repetition_next(&self) -> bool {
            if !self.more() {
                return false;
            }
            let c = self.peek();
            c == b'*'
                || c == b'+'
                || c == b'?'
                || (c == b'{' && self.more2() && self.peek2().is_ascii_digit())
        }

        /// `p_count`.
        fn count(&mut self) -> PResult<usize> {
            let mut count = 0usize;
            let mut ndigits = 0;
            while self.more() && self.peek().is_ascii_digit() && count <= DUPMAX {
                count = count * 10 + (self.next() - b'0') as usize;
                ndigits += 1;
            }
            if ndigits > 0 && count <= DUPMAX {
                Ok(count)
            } else {
                Err(Error::BadBr)
            }
        }

        /// `p_bracket`, after the `[`.
        fn bracket(&mut self) -> PResult<()> {
            if self.s.len().saturating_sub(self.i) > 5 {
                if self.s[self.i..].starts_with(b"[:<:]]") {
                    self.i += 6;
                    self.emit(Op::Bow, 0);
                    return Ok(());
                }
                if self.s[self.i..].starts_with(b"[:>:]]") {
                    self.i += 6;
                    self.emit(Op::Eow, 0);
                    return Ok(());
                }
            }
            let mut set = [false; 256];
            let invert = self.eat(b'^');
            if self.eat(b']') {
                set[b']' as usize] = true;
            } else if self.eat(b'-') {
                set[b'-' as usize] = true;
            }
            while self.more() && self.peek() != b']' && !self.seetwo(b'-', b']') {
                self.b_term(&mut set)?;
            }
            if self.eat(b'-') {
                set[b'-' as usize] = true;
            }
            if !(self.more() && self.next() == b']') {
                return Err(Error::EBrack);
            }
            if invert {
                for b in set.iter_mut() {
                    *b = !*b;
                }
            }
            // Singleton sets become plain characters, as upstream.
            let mut members = set.iter().enumerate().filter(|(_, &b)| b);
            match (members.next(), members.next()) {
                (Some((c, _)), None) => self.emit(Op::Char, c),
                _ => {
                    self.sets.push(set);
                    let k = self.sets.len() - 1;
                    self.emit(Op::AnyOf, k);
                }
            }
            Ok(())
        }

        /// `p_b_term`.
        fn b_term(&mut self, set: &mut [bool; 256]) -> PResult<()> {
            let c = match self.peek() {
                b'[' if self.more2() => self.peek2(),
                b'-' => return Err(Error::ERange),
                _ => 0,
            };
            match c {
                b':' => {
                    self.i += 2;
                    if !self.more() {
                        return Err(Error::EBrack);
                    }
                    let c = self.peek();
                    if c == b'-' || c == b']' {
                        return Err(Error::ECType);
                    }
                    let sp = self.i;
                    while self.more() && self.peek().is_ascii_alphabetic() {
                        self.i += 1;
                    }
                    let name = &self.s[sp..self.i];
                    let Some(&(cname, chars)) = CLASSES.iter().find(|(n, _)| n.as_bytes() == name)
                    else {
                        return Err(Error::ECType);
                    };
                    if cname == "cntrl" {
                        for b in (1..32).chain([127]) {
                            set[b] = true;
                        }
                    }
                    for &b in chars.as_bytes() {
                        set[b as usize] = true;
                    }
                    if !self.more() {
                        return Err(Error::EBrack);
                    }
                    if !self.eattwo(b':', b']') {
                        return Err(Error::ECType);
                    }
                }
                b'=' => {
                    self.i += 2;
                    if !self.more() {
                        return Err(Error::EBrack);
                    }
                    let c = self.peek();
                    if c == b'-' || c == b']' {
                        return Err(Error::ECollate);
                    }
                    let c = self.coll_elem(b'=')?;
                    set[c as usize] = true;
                    if !self.more() {
                        return Err(Error::EBrack);
                    }
                    if !self.eattwo(b'=', b']') {
                        return Err(Error::ECollate);
                    }
                }
                _ => {
                    let start = self.b_symbol()?;
                    let finish = if self.see(b'-') && self.more2() && self.peek2() != b']' {
                        self.i += 1;
                        if self.eat(b'-') {
                            b'-'
                        } else {
                            self.b_symbol()?
                        }
                    } else {
                        start
                    };
                    // Upstream compares plain (signed) `char`s.
                    let (s, f) = (start as i8, finish as i8);
                    if s > f {
                        return Err(Error::ERange);
                    }
                    for c in s..=f {
                        set[c as u8 as usize] = true;
                    }
                }
            }
            Ok(())
        }

        /// `p_b_symbol`.
        fn b_symbol(&mut self) -> PResult<u8> {
            if !self.more() {
                return Err(Error::EBrack);
            }
            if !self.eattwo(b'[', b'.') {
                return Ok(self.next());
            }
            let v = self.coll_elem(b'.')?;
            if !self.eattwo(b'.', b']') {
                return Err(Error::ECollate);
            }
            Ok(v)
        }

        /// `p_b_coll_elem`: a collating element name ended by `endc]`.
        fn coll_elem(&mut self, endc: u8) -> PResult<u8> {
            let sp = self.i;
            while self.more() && !self.seetwo(endc, b']') {
                self.i += 1;
            }
            if !self.more() {
                return Err(Error::EBrack);
            }
            let name = &self.s[sp..self.i];
            if let Some(&(_, c)) = NAMES.iter().find(|(n, _)| n.as_bytes() == name) {
                return Ok(c);
            }
            if name.len() == 1 {
                return Ok(name[0]);
            }
            Err(Error::ECollate)
        }
    }

    /// What a matcher step consumes: a byte or one of upstream's pseudo-characters.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    enum Ch {
        Byte(u8),
        Bol,
        Eol,
        BolEol,
        Nothing,
        Bow,
        Eow,
    }

    /// Upstream's `ISWORD` in the C locale.
    fn is_word(c: u8) -> bool {
        c.is_ascii_alphanumeric() || c == b'_'
    }

    /// A compiled regex: upstream's instruction strip plus what its matcher needs.
    #[derive(Debug)]
    pub struct Regex {
        /// `None` when the program overflowed `MAX_STRIP` or copied never-written ops
        /// (never matches).
        strip: Option<Vec<Sop>>,
        sets: Vec<[bool; 256]>,
        nbol: usize,
        neol: usize,
        nsub: usize,
        backrefs: bool,
        /// `findmust`'s prescreen: a byte string every match contains.
        must: Option<Vec<u8>>,
    }

    /// Mutable state of one back-reference match.
    struct BackrefState<'s> {
        s: &'s [u8],
        pmatch: Vec<(Option<usize>, Option<usize>)>,
        lastpos: Vec<usize>,
        budget: u64,
        depth: usize,
        max_depth: usize,
    }

    impl Regex {
        /// Compiles a pattern as `llvm::Regex` with default flags (`REG_EXTENDED`), with
        /// `regcomp`'s error if it is invalid.
        pub fn new(pattern: &[u8]) -> Result<Regex, Error> {
            let mut p = Parser {
                s: pattern,
                i: 0,
                strip: Vec::new(),
                len: 0,
                overflow: false,
                garbage: false,
                nsub: 0,
                pbegin: [0; NPAREN],
                pend: [0; NPAREN],
                nbol: 0,
                neol: 0,
                sets: Vec::new(),
                backrefs: false,
            };
            p.emit(Op::End, 0);
            p.ere(None)?;
            p.emit(Op::End, 0);
            let strip = if p.overflow || p.garbage {
                None
            } else {
                p.strip.truncate(p.len);
                Some(p.strip)
            };
            // `findmust` and `pluscount` flag malformed programs (possible only through
            // back-references to dropped groups), which upstream reports as `REG_ASSERT`.
            let must = match strip.as_deref() {
                Some(strip) => {
                    let must = find_must(strip).ok_or(Error::Assert)?;
                    if !plus_balanced(strip) {
                        return Err(Error::Assert);
                    }
                    must
                }
                None => None,
            };
            Ok(Regex {
                strip,
                sets: p.sets,
                nbol: p.nbol,
                neol: p.neol,
                nsub: p.nsub,
                backrefs: p.backrefs,
                must,
            })
        }

        /// Whether the regex matches anywhere in `s`: `llvm::Regex::match` without captures,
        /// i.e. `regexec` with `nmatch == 0` (`matcher` in `regengine.inc`).
        pub fn is_match(&self, s: &[u8]) -> bool {
            if !self.backrefs {
                return self.matcher(s, 0);
            }
            // The back-reference matcher recurses about once per byte matched, as upstream's
            // does on the C stack: run it where its depth bound cannot overflow the stack.
            std::thread::scope(|scope| {
                std::thread::Builder::new()
                    .stack_size(BACKREF_STACK)
                    .spawn_scoped(scope, || self.matcher(s, BACKREF_DEPTH))
                    .ok()
                    .and_then(|h| h.join().ok())
            })
            .unwrap_or_else(|| self.matcher(s, BACKREF_DEPTH_FALLBACK))
        }

        /// Upstream's `matcher` for `nmatch == 0`.
        fn matcher(&self, s: &[u8], max_depth: usize) -> bool {
            let Some(strip) = &self.strip else {
                return false;
            };
            if let Some(must) = &self.must {
                if must.len() > s.len() || !s.windows(must.len()).any(|w| w == must.as_slice()) {
                    return false;
                }
            }
            let m = Machine {
                re: self,
                strip,
                s,
                large: strip.len() > 64,
            };
            let (gf, gl) = (1, strip.len() - 1);
            let stop = s.len();
            let mut st = BackrefState {
                s,
                pmatch: vec![(None, None); self.nsub + 1],
                lastpos: vec![0; strip.len() + 1],
                budget: BACKREF_BUDGET,
                depth: 0,
                max_depth,
            };
            let mut start = 0;
            loop {
                let (endp, coldp) = m.fast(start, stop, gf, gl);
                if endp.is_none() {
                    return false;
                }
                if !self.backrefs {
                    return true;
                }
                // Find where the match starts, then verify with back-references.
                let mut coldp = coldp.unwrap_or(start);
                let mut endp = loop {
                    if let Some(e) = m.slow(coldp, stop, gf, gl) {
                        break e;
                    }
                    if coldp >= stop {
                        return false;
                    }
                    coldp += 1;
                };
                st.pmatch.iter_mut().for_each(|p| *p = (None, None));
                let mut dp = m.backref(&mut st, coldp, endp, gf, gl, 0, 0);
                while dp.is_none() && endp > coldp {
                    match m.slow(coldp, endp - 1, gf, gl) {
                        Some(e) => endp = e,
                        None => break,
                    }
                    dp = m.backref(&mut st, coldp, endp, gf, gl, 0, 0);
                }
                if dp.is_some() {
                    return true;
                }
                // Upstream's loop exits here and reports a match (a quirk kept as is).
                if coldp == stop {
                    return true;
                }
                start = coldp + 1;
            }
        }
    }

    /// `pluscount`'s sanity check: `OPLUS_`/`O_PLUS` balance up to the first `OEND`.
    fn plus_balanced(strip: &[Sop]) -> bool {
        let mut nest = 0i64;
        for s in strip.iter().skip(1) {
            match s.op {
                Op::PlusStart => nest += 1,
                Op::PlusEnd => nest -= 1,
                Op::End => break,
                _ => {}
            }
        }
        nest == 0
    }

    /// `findmust`: the longest run of `OCHAR`s not interrupted by anything but `OPLUS_` and
    /// parentheses (skipping optional parts), used to reject strings early. `None` if the
    /// program is malformed (upstream's `REGEX_BAD`), else the string if there is one.
    fn find_must(strip: &[Sop]) -> Option<Option<Vec<u8>>> {
        let mut newlen = 0usize;
        let mut newstart = 0usize;
        let mut start = 0usize;
        let mut mlen = 0usize;
        let mut scan = 1usize;
        loop {
            let mut s = *strip.get(scan)?;
            scan += 1;
            let breaks = match s.op {
                Op::Char => {
                    if newlen == 0 {
                        newstart = scan - 1;
                    }
                    newlen += 1;
                    false
                }
                Op::PlusStart | Op::LParen | Op::RParen => false,
                Op::QuestStart | Op::ChStart => {
                    scan -= 1;
                    loop {
                        if s.opnd == 0 {
                            // Upstream would loop forever on this malformed program.
                            return None;
                        }
                        scan += s.opnd;
                        s = *strip.get(scan)?;
                        if !matches!(s.op, Op::QuestEnd | Op::ChEnd | Op::Or2) {
                            return None;
                        }
                        if matches!(s.op, Op::QuestEnd | Op::ChEnd) {
                            break;
                        }
                    }
                    true
                }
                _ => true,
            };
            if breaks {
                if newlen > mlen {
                    start = newstart;
                    mlen = newlen;
                }
                newlen = 0;
            }
            if s.op == Op::End {
                break;
            }
        }
        if mlen == 0 {
            return Some(None);
        }
        let must = strip[start..]
            .iter()
            .filter(|s| s.op == Op::Char)
            .take(mlen)
            .map(|s| s.opnd as u8)
            .collect();
        Some(Some(must))
    }

    /// One matching run: `regengine.inc`'s `fast`, `slow`, `step` and `backref`.
    struct Machine<'a> {
        re: &'a Regex,
        strip: &'a [Sop],
        s: &'a [u8],
        /// Upstream picks `lmatcher` above 64 states. Its state sets are arrays and the
        /// pseudo-character steps pass the same array as "before" and "after", so an
        /// assertion reached during a step can be passed in that same step; `smatcher`
        /// works on copies, so it cannot.
        large: bool,
    }

    impl Machine<'_> {
        /// `step` with distinct before/after sets.
        fn step(&self, start: usize, stop: usize, bef: &[bool], ch: Ch, aft: &mut [bool]) {
            self.step_impl(start, stop, Some(bef), ch, aft);
        }

        /// `step(g, start, stop, st, ch, st)`: in place, with each matcher's aliasing.
        fn step_self(&self, start: usize, stop: usize, ch: Ch, st: &mut [bool]) {
            if self.large {
                self.step_impl(start, stop, None, ch, st);
            } else {
                let bef = st.to_vec();
                self.step_impl(start, stop, Some(&bef), ch, st);
            }
        }

        /// Maps the states reachable before `ch` to those reachable after it; `bef == None`
        /// reads "before" from `aft` itself (upstream's aliasing in `lmatcher`).
        fn step_impl(
            &self,
            start: usize,
            stop: usize,
            bef: Option<&[bool]>,
            ch: Ch,
            aft: &mut [bool],
        ) {
            let strip = self.strip;
            let n = aft.len();
            let mut pc = start;
            while pc != stop && pc < strip.len() {
                let s = strip[pc];
                let before = |aft: &[bool]| match bef {
                    Some(b) => b[pc],
                    None => aft[pc],
                };
                // FWD(aft, aft, k): anything at `pc` also reaches `pc + k`.
                let fwd = |aft: &mut [bool], k: usize| {
                    if aft[pc] && pc + k < n {
                        aft[pc + k] = true;
                    }
                };
                let consumes = match s.op {
                    Op::Char => Some(ch == Ch::Byte(s.opnd as u8)),
                    Op::Bol => Some(matches!(ch, Ch::Bol | Ch::BolEol)),
                    Op::Eol => Some(matches!(ch, Ch::Eol | Ch::BolEol)),
                    Op::Bow => Some(ch == Ch::Bow),
                    Op::Eow => Some(ch == Ch::Eow),
                    Op::Any => Some(matches!(ch, Ch::Byte(_))),
                    Op::AnyOf => Some(match ch {
                        Ch::Byte(b) => self.re.sets[s.opnd][b as usize],
                        _ => false,
                    }),
                    _ => None,
                };
                match (consumes, s.op) {
                    (Some(ok), _) => {
                        if ok && before(aft) && pc + 1 < n {
                            aft[pc + 1] = true;
                        }
                    }
                    (None, Op::End) => {}
                    (
                        None,
                        Op::BackStart
                        | Op::BackEnd
                        | Op::PlusStart
                        | Op::QuestEnd
                        | Op::LParen
                        | Op::RParen
                        | Op::ChEnd,
                    ) => fwd(aft, 1),
                    (None, Op::PlusEnd) => {
                        fwd(aft, 1);
                        let back = pc.wrapping_sub(s.opnd);
                        if back < n {
                            let was = aft[back];
                            if aft[pc] {
                                aft[back] = true;
                            }
                            if !was && aft[back] {
                                // Reconsider the loop body.
                                pc = back;
                                continue;
                            }
                        }
                    }
                    (None, Op::QuestStart | Op::ChStart) => {
                        fwd(aft, 1);
                        fwd(aft, s.opnd);
                    }
                    (None, Op::Or1) => {
                        if aft[pc] {
                            let mut look = 1;
                            while let Some(t) = strip.get(pc + look) {
                                if t.op == Op::ChEnd {
                                    break;
                                }
                                look += t.opnd.max(1);
                            }
                            if pc + look < n {
                                aft[pc + look] = true;
                            }
                        }
                    }
                    (None, Op::Or2) => {
                        fwd(aft, 1);
                        if strip.get(pc + s.opnd).is_some_and(|t| t.op != Op::ChEnd) {
                            fwd(aft, s.opnd);
                        }
                    }
                    (None, _) => {}
                }
                pc += 1;
            }
        }

        /// The pseudo-character steps between `lastc` and `c` (shared by `fast`/`slow`):
        /// `nbol`/`neol` steps at the ends, then at most one word-boundary step.
        fn boundary_steps(
            &self,
            st: &mut [bool],
            lastc: Option<u8>,
            c: Option<u8>,
            startst: usize,
            stopst: usize,
        ) {
            let mut flag = None;
            let mut i = 0;
            if lastc.is_none() {
                flag = Some(Ch::Bol);
                i = self.re.nbol;
            }
            if c.is_none() {
                flag = Some(if flag == Some(Ch::Bol) {
                    Ch::BolEol
                } else {
                    Ch::Eol
                });
                i += self.re.neol;
            }
            if let Some(f) = flag {
                for _ in 0..i {
                    self.step_self(startst, stopst, f, st);
                }
            }
            if (flag == Some(Ch::Bol) || lastc.is_some_and(|l| !is_word(l)))
                && c.is_some_and(is_word)
            {
                flag = Some(Ch::Bow);
            }
            if lastc.is_some_and(is_word)
                && (flag == Some(Ch::Eol) || c.is_some_and(|c| !is_word(c)))
            {
                flag = Some(Ch::Eow);
            }
            if let Some(f @ (Ch::Bow | Ch::Eow)) = flag {
                self.step_self(startst, stopst, f, st);
            }
        }

        /// `fast`: whether a match ends somewhere in `start..=stop`, and `coldp`.
        fn fast(
            &self,
            start: usize,
            stop: usize,
            startst: usize,
            stopst: usize,
        ) -> (Option<usize>, Option<usize>) {
            let s = self.s;
            let mut st = vec![false; self.strip.len()];
            st[startst] = true;
            self.step_self(startst, stopst, Ch::Nothing, &mut st);
            let fresh = st.clone();
            let mut c = if start == 0 {
                None
            } else {
                s.get(start - 1).copied()
            };
            let mut p = start;
            let mut coldp = None;
            loop {
                let lastc = c;
                c = s.get(p).copied();
                if st == fresh {
                    coldp = Some(p);
                }
                self.boundary_steps(&mut st, lastc, c, startst, stopst);
                if st[stopst] || p >= stop {
                    break;
                }
                let tmp = std::mem::replace(&mut st, fresh.clone());
                self.step(startst, stopst, &tmp, Ch::Byte(s[p]), &mut st);
                p += 1;
            }
            (if st[stopst] { Some(p + 1) } else { None }, coldp)
        }

        /// `slow`: where the longest match starting exactly at `start` (within `stop`) ends.
        fn slow(&self, start: usize, stop: usize, startst: usize, stopst: usize) -> Option<usize> {
            let s = self.s;
            let mut st = vec![false; self.strip.len()];
            st[startst] = true;
            self.step_self(startst, stopst, Ch::Nothing, &mut st);
            let mut c = if start == 0 {
                None
            } else {
                s.get(start - 1).copied()
            };
            let mut p = start;
            let mut matchp = None;
            loop {
                let lastc = c;
                c = s.get(p).copied();
                self.boundary_steps(&mut st, lastc, c, startst, stopst);
                if st[stopst] {
                    matchp = Some(p);
                }
                if st.iter().all(|&b| !b) || p >= stop || p >= s.len() {
                    break;
                }
                let tmp = std::mem::replace(&mut st, vec![false; self.strip.len()]);
                self.step(startst, stopst, &tmp, Ch::Byte(s[p]), &mut st);
                p += 1;
            }
            matchp
        }

        /// `backref`: whether `start..stop` matches `startst..stopst` exactly, honouring
        /// back-references (recursive backtracking, as upstream).
        #[allow(clippy::too_many_arguments)]
        fn backref(
            &self,
            m: &mut BackrefState<'_>,
            start: usize,
            stop: usize,
            startst: usize,
            stopst: usize,
            lev: usize,
            rec: usize,
        ) -> Option<usize> {
            if m.budget == 0 || m.depth > m.max_depth {
                return None;
            }
            m.budget -= 1;
            m.depth += 1;
            let r = self.backref_inner(m, start, stop, startst, stopst, lev, rec);
            m.depth -= 1;
            r
        }

        #[allow(clippy::too_many_arguments)]
        fn backref_inner(
            &self,
            m: &mut BackrefState<'_>,
            start: usize,
            stop: usize,
            startst: usize,
            stopst: usize,
            lev: usize,
            mut rec: usize,
        ) -> Option<usize> {
            let strip = self.strip;
            let s = m.s;
            let endp = s.len();
            let mut sp = start;
            let mut ss = startst;
            let mut hard = false;
            // The easy stuff.
            while !hard && ss < stopst {
                let op = *strip.get(ss)?;
                match op.op {
                    Op::Char => {
                        if sp == stop || s.get(sp) != Some(&(op.opnd as u8)) {
                            return None;
                        }
                        sp += 1;
                    }
                    Op::Any => {
                        if sp == stop {
                            return None;
                        }
                        sp += 1;
                    }
                    Op::AnyOf => {
                        if sp == stop
                            || !s
                                .get(sp)
                                .is_some_and(|&b| self.re.sets[op.opnd][b as usize])
                        {
                            return None;
                        }
                        sp += 1;
                    }
                    Op::Bol => {
                        if sp != 0 {
                            return None;
                        }
                    }
                    Op::Eol => {
                        if sp != endp {
                            return None;
                        }
                    }
                    Op::Bow => {
                        let before = sp == 0 || !is_word(s[sp - 1]);
                        if !(before && sp < endp && is_word(s[sp])) {
                            return None;
                        }
                    }
                    Op::Eow => {
                        let after = sp == endp || (sp < endp && !is_word(s[sp]));
                        if !(after && sp > 0 && is_word(s[sp - 1])) {
                            return None;
                        }
                    }
                    Op::QuestEnd | Op::ChEnd => {}
                    Op::Or1 => {
                        // Matches null but needs to skip to the `O_CH`.
                        ss += 1;
                        let mut t = *strip.get(ss)?;
                        loop {
                            ss += t.opnd.max(1);
                            t = *strip.get(ss)?;
                            if t.op == Op::ChEnd {
                                break;
                            }
                        }
                    }
                    _ => hard = true,
                }
                if !hard {
                    ss += 1;
                }
            }
            if !hard {
                return if sp != stop { None } else { Some(sp) };
            }
            // The hard stuff.
            let op = strip[ss];
            match op.op {
                Op::BackStart => {
                    let i = op.opnd;
                    let (Some(so), Some(eo)) = *m.pmatch.get(i)? else {
                        return None;
                    };
                    let len = eo.checked_sub(so)?;
                    if len == 0 {
                        let old = rec;
                        rec += 1;
                        if old > MAX_RECURSION {
                            return None;
                        }
                    }
                    if sp + len > stop || s.get(sp..sp + len)? != s.get(so..eo)? {
                        return None;
                    }
                    while strip.get(ss)?
                        != &(Sop {
                            op: Op::BackEnd,
                            opnd: i,
                        })
                    {
                        ss += 1;
                    }
                    self.backref(m, sp + len, stop, ss + 1, stopst, lev, rec)
                }
                Op::QuestStart => {
                    let dp = self.backref(m, sp, stop, ss + 1, stopst, lev, rec);
                    if dp.is_some() {
                        return dp;
                    }
                    self.backref(m, sp, stop, ss + op.opnd + 1, stopst, lev, rec)
                }
                Op::PlusStart => {
                    *m.lastpos.get_mut(lev + 1)? = sp;
                    self.backref(m, sp, stop, ss + 1, stopst, lev + 1, rec)
                }
                Op::PlusEnd => {
                    let lower = lev.checked_sub(1)?;
                    if sp == *m.lastpos.get(lev)? {
                        // The last pass matched null.
                        return self.backref(m, sp, stop, ss + 1, stopst, lower, rec);
                    }
                    m.lastpos[lev] = sp;
                    let dp = self.backref(
                        m,
                        sp,
                        stop,
                        (ss + 1).checked_sub(op.opnd)?,
                        stopst,
                        lev,
                        rec,
                    );
                    if dp.is_none() {
                        self.backref(m, sp, stop, ss + 1, stopst, lower, rec)
                    } else {
                        dp
                    }
                }
                Op::ChStart => {
                    let mut ssub = ss + 1;
                    let mut esub = (ss + op.opnd).checked_sub(1)?;
                    loop {
                        let dp = self.backref(m, sp, stop, ssub, stopst, lev, rec);
                        if dp.is_some() {
                            return dp;
                        }
                        if strip.get(esub)?.op == Op::ChEnd {
                            return None;
                        }
                        esub += 1;
                        ssub = esub + 1;
                        esub += strip.get(esub)?.opnd;
                        if strip.get(esub)?.op == Op::Or2 {
                            esub -= 1;
                        }
                    }
                }
                Op::LParen => {
                    let i = op.opnd;
                    let save = m.pmatch.get(i)?.0;
                    m.pmatch[i].0 = Some(sp);
                    let dp = self.backref(m, sp, stop, ss + 1, stopst, lev, rec);
                    if dp.is_some() {
                        return dp;
                    }
                    m.pmatch[i].0 = save;
                    None
                }
                Op::RParen => {
                    let i = op.opnd;
                    let save = m.pmatch.get(i)?.1;
                    m.pmatch[i].1 = Some(sp);
                    let dp = self.backref(m, sp, stop, ss + 1, stopst, lev, rec);
                    if dp.is_some() {
                        return dp;
                    }
                    m.pmatch[i].1 = save;
                    None
                }
                _ => None,
            }
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        fn m(p: &str, s: &str) -> bool {
            Regex::new(p.as_bytes()).unwrap().is_match(s.as_bytes())
        }

        fn err(p: &str) -> &'static str {
            Regex::new(p.as_bytes()).unwrap_err().message()
        }

        #[test]
        fn matching() {
            assert!(m("abc", "xxabcxx"));
            assert!(!m("abd", "xxabcxx"));
            assert!(m("^ab", "abc"));
            assert!(!m("^bc", "abc"));
            assert!(m("bc$", "abc"));
            assert!(m("a.c", "a\nc"));
            assert!(m("[^x]", "\n"));
            assert!(m("a(b|cd)*e", "acdbbcde"));
            assert!(!m("a(b|cd)*e", "acdbbce"));
            assert!(m("x{2,3}y", "axxy"));
            assert!(!m("^x{2,3}y", "xy"));
            assert!(!m("^x{2,3}y", "xxxxy"));
            assert!(m("^(ab){2}$", "abab"));
            assert!(m("a{0}b", "b"));
            assert!(m("[[:digit:]]+", "a12"));
            assert!(m("[]a]", "]"));
            assert!(m("[a-]", "-"));
            assert!(m("[[.hyphen.]]", "-"));
            assert!(m("[[=a=]]", "a"));
            assert!(m("[[:<:]]foo[[:>:]]", "a foo b"));
            assert!(!m("[[:<:]]foo", "afoo"));
            assert!(!m("foo[[:>:]]", "foox"));
            assert!(m("\\{x\\}", "{x}"));
            assert!(m("a{,2}", "a{,2}"));
            assert!(m("a{", "a{"));
            assert!(m("(a*)*b", "aaab"));
            assert!(!m("(a*)*b", &"a".repeat(200)));
            assert!(m("()", ""));
            assert!(m("\\d", "d"));
            assert!(!m("\\d", "1"));
            assert!(m("(a)\\1", "xaa"));
            assert!(!m("(a)\\1", "xab"));
            assert!(m("(a|b)*c\\1", "abcb"));
            assert!(m("((a*)*)\\2x", "aax"));
            assert!(m("é+", "\u{e9}\u{a9}"));
            assert!(m("[\u{80}-\u{ff}]", "\u{e9}"));
        }

        #[test]
        fn errors() {
            assert_eq!(err("["), "brackets ([ ]) not balanced");
            assert_eq!(err("("), "parentheses not balanced");
            assert_eq!(err(")"), "parentheses not balanced");
            assert_eq!(err(""), "empty (sub)expression");
            assert_eq!(err("a|"), "empty (sub)expression");
            assert_eq!(err("(|a)"), "empty (sub)expression");
            assert_eq!(err("x{0}"), "empty (sub)expression");
            assert_eq!(err("*"), "repetition-operator operand invalid");
            assert_eq!(err("b**"), "repetition-operator operand invalid");
            assert_eq!(err("^*"), "repetition-operator operand invalid");
            assert_eq!(err("{1}"), "repetition-operator operand invalid");
            assert_eq!(err("a{1}{2}"), "repetition-operator operand invalid");
            assert_eq!(err("\\"), "trailing backslash (\\)");
            assert_eq!(err("[[:foo:]]"), "invalid character class");
            assert_eq!(err("[[:alpha]"), "invalid character class");
            assert_eq!(err("[[:alpha"), "brackets ([ ]) not balanced");
            assert_eq!(err("[z-a]"), "invalid character range");
            assert_eq!(err("[a-c-e]"), "invalid character range");
            assert_eq!(err("x{2,1}"), "invalid repetition count(s)");
            assert_eq!(err("x{256}"), "invalid repetition count(s)");
            assert_eq!(err("x{1a}"), "invalid repetition count(s)");
            assert_eq!(err("x{1"), "braces not balanced");
            assert_eq!(err("x{1,"), "braces not balanced");
            assert_eq!(err("\\1"), "invalid backreference number");
            assert_eq!(err("(a\\1)"), "invalid backreference number");
            assert_eq!(err("[[.foo.]]"), "invalid collating element");
            assert_eq!(err("[[=ab=]]"), "invalid collating element");
            assert_eq!(err("[a-é]"), "invalid character range");
        }

        /// Random patterns and subjects: compiling and matching never panics or hangs.
        #[test]
        fn no_panics() {
            let mut state = 0x2545_f491_4f6c_dd1du64;
            let mut next = move |n: usize| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state % n as u64) as usize
            };
            let alphabet: &[&str] = &[
                "a",
                "b",
                ".",
                "|",
                "*",
                "+",
                "?",
                "(",
                ")",
                "[",
                "]",
                "^",
                "$",
                "\\",
                "{",
                "}",
                "0",
                "1",
                "2",
                ",",
                "-",
                ":",
                "=",
                "[:alpha:]",
                "[.a.]",
                "[=a=]",
                "\\1",
                "\\2",
                "{0}",
                "{1,2}",
                "{2,}",
                "[[:<:]]",
                "[[:>:]]",
                "é",
                "\n",
            ];
            for _ in 0..20_000 {
                let pat: String = (0..next(12))
                    .map(|_| alphabet[next(alphabet.len())])
                    .collect();
                let subj: String = (0..next(16))
                    .map(|_| ["a", "b", " ", "\n", "é"][next(5)])
                    .collect();
                if let Ok(re) = Regex::new(pat.as_bytes()) {
                    re.is_match(subj.as_bytes());
                }
            }
        }

        #[test]
        fn too_big_never_matches() {
            let r = Regex::new(b"((a{255}){255}){255}").unwrap();
            assert!(!r.is_match(b"aaa"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mgr(name: &str, text: &str) -> SourceMgr {
        let mut m = SourceMgr::new();
        m.set_load_files_from_disk(false);
        m.add_buffer(name, text);
        m
    }

    /// Runs the verifier over `text` named `name` with the given diagnostics, as
    /// `mlir-opt --verify-diagnostics` does, returning (stderr, success).
    fn run(name: &str, text: &str, diags: &[Diagnostic]) -> (String, bool) {
        let mut sm = mgr(name, text);
        let mut out = String::new();
        let mut v = Verifier::new(&mut sm, &mut out);
        for d in diags {
            v.handle(&mut sm, d, &mut out);
        }
        let ok = v.finish(&sm, &mut out);
        (out, ok)
    }

    const EXPECTS_PARENT: &str = "'func.return' op expects parent op 'func.func'";

    fn err_at(file: &str, line: u32, col: u32, msg: &str) -> Diagnostic {
        Diagnostic::new(
            Severity::Error,
            DiagLoc::file_line_col(file, line, col),
            msg,
        )
    }

    #[test]
    fn annotation_syntax() {
        let a = parse_annotation("// expected-error@+2 {{foo}}").unwrap();
        assert_eq!(
            a,
            Annotation {
                start: 3,
                kind: Severity::Error,
                is_regex: false,
                designator: Some(Designator::Plus(Some(2))),
                message: "foo"
            }
        );
        let a = parse_annotation("x expected-warning-re  @below   {{a}} {{b}}").unwrap();
        assert_eq!(a.kind, Severity::Warning);
        assert!(a.is_regex);
        assert_eq!(a.designator, Some(Designator::Below));
        assert_eq!(a.message, "a}} {{b");
        assert_eq!(parse_annotation("expected-note{{}}").unwrap().message, "");
        assert_eq!(
            parse_annotation("expected-remark@-007{{x}}")
                .unwrap()
                .designator,
            Some(Designator::Minus(Some(7)))
        );
        assert_eq!(
            parse_annotation("expected-error@+010 {{x}}")
                .unwrap()
                .designator,
            Some(Designator::Plus(Some(8)))
        );
        assert_eq!(
            parse_annotation("expected-error@+08 {{x}}")
                .unwrap()
                .designator,
            Some(Designator::Plus(None))
        );
        assert_eq!(
            parse_annotation("expected-error@+2147483648 {{x}}")
                .unwrap()
                .designator,
            Some(Designator::Plus(None))
        );
        assert_eq!(
            parse_annotation("expected-error@+99999999999999999999999 {{x}}")
                .unwrap()
                .designator,
            Some(Designator::Plus(None))
        );
        // Leftmost annotation that matches.
        let a = parse_annotation("expected-error expected-note {{x}}").unwrap();
        assert_eq!((a.start, a.kind), (15, Severity::Note));
        for bad in [
            "expected-error\t{{x}}",
            "expected-error@unknown {{x}}",
            "expected-error@3 {{x}}",
            "expected-error@+ {{x}}",
            "expected-error {{x}",
            "expected-error {{x}} y",
            "expected-error {{}",
            "expected-fatal {{x}}",
            "expected-error-re-re {{x}}",
            "expected-error foo {{x}}",
            "",
        ] {
            assert_eq!(parse_annotation(bad), None, "{bad}");
        }
        assert_eq!(
            parse_annotation("expected-error {{}}}").unwrap().message,
            "}"
        );
    }

    // Oracle: `mlir-opt --split-input-file --verify-diagnostics split2.mlir`, chunks 2-4.
    #[test]
    fn oracle_split_verify() {
        use crate::source_mgr::{split_input, DEFAULT_SPLIT_MARKER};
        let text = "\"foo.a\"() : () -> ()\n// -----\n\"foo.b\"(%x) : (i32) -> ()\n// -----\n// expected-error@+1 {{undeclared SSA}}\n\"foo.c\"(%y) : (i32) -> ()\n// -----\n// expected-error@+1 {{nothing}}\n\"foo.c\"() : () -> ()\n";
        let s = split_input("split2.mlir", text, DEFAULT_SPLIT_MARKER);
        assert_eq!(s.chunks.len(), 4);
        let undeclared = "use of undeclared SSA value name";
        let diags: [Vec<Diagnostic>; 4] = [
            vec![],
            vec![err_at(&s.chunks[1].name, 2, 9, undeclared)],
            vec![err_at(&s.chunks[2].name, 3, 9, undeclared)],
            vec![],
        ];
        let mut all = String::new();
        let mut oks = Vec::new();
        for (c, d) in s.chunks.iter().zip(diags.iter()) {
            let (out, ok) = run(&c.name, &c.text, d);
            all.push_str(&out);
            oks.push(ok);
        }
        assert_eq!(oks, [true, false, true, false]);
        assert_eq!(
            all,
            "within split at split2.mlir:2 offset :2:9: error: unexpected error: use of undeclared SSA value name\n\
             \"foo.b\"(%x) : (i32) -> ()\n        ^\n\
             within split at split2.mlir:7 offset :2:4: error: expected error \"nothing\" was not produced\n\
             // expected-error@+1 {{nothing}}\n   ^~~~~~~\n"
        );
    }

    // Oracle: v1-v5 / unk.mlir with --verify-diagnostics.
    #[test]
    fn oracle_locations() {
        let named = DiagLoc::Name {
            name: "named".into(),
            child: Box::new(DiagLoc::Unknown),
        };
        let (out, ok) = run(
            "v1.mlir",
            "// expected-error@+1 {{expects parent op}}\n\"func.return\"() : () -> () loc(\"named\")\n",
            &[Diagnostic::new(Severity::Error, named, EXPECTS_PARENT)],
        );
        assert!(!ok);
        assert_eq!(
            out,
            "<unknown>:0: error: loc(\"named\"): unexpected error: 'func.return' op expects parent op 'func.func'\n\
             v1.mlir:1:4: error: expected error \"expects parent op\" was not produced\n\
             // expected-error@+1 {{expects parent op}}\n   ^~~~~~~~~~~~~~~~~\n"
        );

        // `@unknown` is not an annotation in MLIR 19; unknown locations are unexpected.
        let (out, ok) = run(
            "unk.mlir",
            "// expected-error@unknown {{expects parent op}}\n\"func.return\"() : () -> () loc(unknown)\n",
            &[Diagnostic::new(Severity::Error, DiagLoc::Unknown, EXPECTS_PARENT)],
        );
        assert!(!ok);
        assert_eq!(
            out,
            "<unknown>:0: error: unexpected error: 'func.return' op expects parent op 'func.func'\n"
        );

        let v2 = DiagLoc::Name {
            name: "named".into(),
            child: Box::new(DiagLoc::file_line_col("v2.mlir", 1, 3)),
        };
        let (out, ok) = run(
            "v2.mlir",
            "\"func.return\"() : () -> () loc(\"named\"(\"v2.mlir\":1:3))\n// expected-error@-1 {{expects parent op}}\n",
            &[Diagnostic::new(Severity::Error, v2, EXPECTS_PARENT)],
        );
        assert_eq!((out.as_str(), ok), ("", true));

        let cs = |file: &str| DiagLoc::CallSite {
            callee: Box::new(DiagLoc::file_line_col(file, 1, 3)),
            caller: Box::new(DiagLoc::file_line_col(file, 2, 1)),
        };
        let (out, ok) = run(
            "v3.mlir",
            "\"func.return\"() : () -> () loc(callsite(\"v3.mlir\":1:3 at \"v3.mlir\":2:1))\n// expected-warning@-1 {{expects parent op}}\n",
            &[Diagnostic::new(Severity::Error, cs("v3.mlir"), EXPECTS_PARENT)],
        );
        assert!(!ok);
        assert_eq!(
            out,
            "v3.mlir:2:4: error: 'error' diagnostic emitted when expecting a 'warning'\n\
             // expected-warning@-1 {{expects parent op}}\n   ^\n\
             v3.mlir:2:4: error: expected warning \"expects parent op\" was not produced\n\
             // expected-warning@-1 {{expects parent op}}\n   ^~~~~~~~~~~~~~~~~\n"
        );

        // Unexpected diagnostics show their first file location only, no call stack.
        let src =
            "\"func.return\"() : () -> () loc(callsite(\"v4.mlir\":1:3 at \"v4.mlir\":2:1))\n";
        let (out, ok) = run(
            "v4.mlir",
            src,
            &[Diagnostic::new(
                Severity::Error,
                cs("v4.mlir"),
                EXPECTS_PARENT,
            )],
        );
        assert!(!ok);
        assert_eq!(
            out,
            format!(
                "v4.mlir:1:3: error: unexpected error: {EXPECTS_PARENT}\n{}\n  ^\n",
                src.trim_end()
            )
        );

        // Expected note, unexpected error.
        let src = "func.func @f() {\n  // expected-note@below {{previously defined here}}\n  %0 = \"foo.a\"() : () -> i32\n  %0 = \"foo.b\"() : () -> i32\n  return\n}\n";
        let d = err_at("v5.mlir", 4, 3, "redefinition of SSA value '%0'").with_note(
            DiagLoc::file_line_col("v5.mlir", 3, 3),
            "previously defined here",
        );
        let (out, ok) = run("v5.mlir", src, &[d]);
        assert!(!ok);
        assert_eq!(
            out,
            "v5.mlir:4:3: error: unexpected error: redefinition of SSA value '%0'\n  %0 = \"foo.b\"() : () -> i32\n  ^\n"
        );

        // Unmatched notes/remarks/warnings are failures too; files not loaded print bare.
        let d = Diagnostic::new(
            Severity::Remark,
            DiagLoc::file_line_col("x.mlir", 1, 2),
            "r",
        )
        .with_note(DiagLoc::Unknown, "n");
        let (out, ok) = run("y.mlir", "", &[d]);
        assert!(!ok);
        assert_eq!(
            out,
            "x.mlir:1:2: error: unexpected remark: r\n<unknown>:0: error: unexpected note: n\n"
        );
    }

    // Oracle: n1.mlir / pu2.mlir: notes nobody expected are failures, even when the error
    // they are attached to was expected.
    #[test]
    fn oracle_unexpected_notes() {
        let src = "func.func @f() {\n  %0 = \"foo.a\"() : () -> i32\n  // expected-error@+1 {{redefinition}}\n  %0 = \"foo.b\"() : () -> i32\n  return\n}\n";
        let d = err_at("n1.mlir", 4, 3, "redefinition of SSA value '%0'").with_note(
            DiagLoc::file_line_col("n1.mlir", 2, 3),
            "previously defined here",
        );
        let (out, ok) = run("n1.mlir", src, &[d]);
        assert!(!ok);
        assert_eq!(
            out,
            "n1.mlir:2:3: error: unexpected note: previously defined here\n  %0 = \"foo.a\"() : () -> i32\n  ^\n"
        );

        let src = "\"demo.use\"(%0) : (i64) -> ()\n%0 = \"demo.def\"() : () -> i32\n";
        let d = err_at(
            "pu2.mlir",
            2,
            1,
            "definition of SSA value '%0#0' has type 'i32'",
        )
        .with_note(
            DiagLoc::file_line_col("pu2.mlir", 1, 12),
            "previously used here with type 'i64'",
        );
        let mut sm = mgr("pu2.mlir", src);
        let mut out = String::new();
        let mut v = Verifier::new(&mut sm, &mut out);
        assert!(!v.handle(&mut sm, &d, &mut out));
        assert!(!v.finish(&sm, &mut out));
        assert_eq!(
            out,
            "pu2.mlir:2:1: error: unexpected error: definition of SSA value '%0#0' has type 'i32'\n\
             %0 = \"demo.def\"() : () -> i32\n^\n\
             pu2.mlir:1:12: error: unexpected note: previously used here with type 'i64'\n\
             \"demo.use\"(%0) : (i64) -> ()\n           ^\n"
        );
    }

    // Oracle: r1.mlir (comment-only file, so no diagnostics are emitted).
    #[test]
    fn oracle_bad_regexes() {
        let text = "// expected-error-re {{a{{[}}}}\n// expected-error-re {{a{{(}}}}\n// expected-error-re {{a{{x{1}}}\n// expected-error-re {{a{{}}}}\n// expected-error-re {{a{{*}}}}\n// expected-error-re {{a{{b**}}}}\n// expected-error-re {{a{{\\}}}}\n// expected-error-re {{a{{[[:foo:]]}}}}\n// expected-error-re {{a{{[z-a]}}}}\n// expected-error-re {{a{{x{2,1}}}}}\n// expected-error-re {{a{{x{1,2}}}\n// expected-error-re {{a{{)}}}}\n// expected-error-re {{a{{a|}}}}\n// expected-error-re {{a{{\\1}}}}\n// expected-error-re {{a{{[[.foo.]]}}}}\n// expected-error-re {{a{{[[=ab=]]}}}}\n// expected-error-re {{a{{x{1a}}}}}\n// expected-error-re {{a{{x{256}}}}}\n// expected-error-re {{a{{{1}}}}}\n// expected-error-re {{a{{^*}}}}\n// expected-error-re {{a{{[a-c-e]}}}}\n// expected-error-re {{a{{x{0}}}}}\n// expected-error-re {{a{{()}}}}\n// expected-error-re {{nothing{{}}\n// expected-error-re {{ok{{.*}}}}\n";
        let (out, ok) = run("r1.mlir", text, &[]);
        assert!(!ok);
        let expected = r#"r1.mlir:1:4: error: invalid regex: brackets ([ ]) not balanced
// expected-error-re {{a{{[}}}}
   ^~~~~~
r1.mlir:2:4: error: invalid regex: parentheses not balanced
// expected-error-re {{a{{(}}}}
   ^~~~~~
r1.mlir:3:4: error: found start of regex with no end '}}'
// expected-error-re {{a{{x{1}}}
   ^~~~~~~
r1.mlir:4:4: error: invalid regex: empty (sub)expression
// expected-error-re {{a{{}}}}
   ^~~~~
r1.mlir:5:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re {{a{{*}}}}
   ^~~~~~
r1.mlir:6:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re {{a{{b**}}}}
   ^~~~~~~~
r1.mlir:7:4: error: invalid regex: trailing backslash (\)
// expected-error-re {{a{{\}}}}
   ^~~~~~
r1.mlir:8:4: error: invalid regex: invalid character class
// expected-error-re {{a{{[[:foo:]]}}}}
   ^~~~~~~~~~~~~~
r1.mlir:9:4: error: invalid regex: invalid character range
// expected-error-re {{a{{[z-a]}}}}
   ^~~~~~~~~~
r1.mlir:10:4: error: invalid regex: invalid repetition count(s)
// expected-error-re {{a{{x{2,1}}}}}
   ^~~~~~~~~~~
r1.mlir:11:4: error: found start of regex with no end '}}'
// expected-error-re {{a{{x{1,2}}}
   ^~~~~~~~~
r1.mlir:12:4: error: invalid regex: parentheses not balanced
// expected-error-re {{a{{)}}}}
   ^~~~~~
r1.mlir:13:4: error: invalid regex: empty (sub)expression
// expected-error-re {{a{{a|}}}}
   ^~~~~~~
r1.mlir:14:4: error: invalid regex: invalid backreference number
// expected-error-re {{a{{\1}}}}
   ^~~~~~~
r1.mlir:15:4: error: invalid regex: invalid collating element
// expected-error-re {{a{{[[.foo.]]}}}}
   ^~~~~~~~~~~~~~
r1.mlir:16:4: error: invalid regex: invalid collating element
// expected-error-re {{a{{[[=ab=]]}}}}
   ^~~~~~~~~~~~~
r1.mlir:17:4: error: invalid regex: braces not balanced
// expected-error-re {{a{{x{1a}}}}}
   ^~~~~~~~~~
r1.mlir:18:4: error: invalid regex: invalid repetition count(s)
// expected-error-re {{a{{x{256}}}}}
   ^~~~~~~~~~~
r1.mlir:19:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re {{a{{{1}}}}}
   ^~~~~~~~
r1.mlir:20:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re {{a{{^*}}}}
   ^~~~~~~
r1.mlir:21:4: error: invalid regex: invalid character range
// expected-error-re {{a{{[a-c-e]}}}}
   ^~~~~~~~~~~~
r1.mlir:22:4: error: invalid regex: braces not balanced
// expected-error-re {{a{{x{0}}}}}
   ^~~~~~~~~
r1.mlir:24:4: error: found start of regex with no end '}}'
// expected-error-re {{nothing{{}}
   ^~~~~~~~~
r1.mlir:23:4: error: expected error "a{{()}}" was not produced
// expected-error-re {{a{{()}}}}
   ^~~~~~~
r1.mlir:25:4: error: expected error "ok{{.*}}" was not produced
// expected-error-re {{ok{{.*}}}}
   ^~~~~~~~
"#;
        assert_eq!(out, expected);
    }

    // Oracle: d1.mlir / d2.mlir (designators), with the one parse error mlir-opt reports.
    #[test]
    fn oracle_designators() {
        let text = "// expected-error@-5 {{minus five}}\n// expected-error@above {{above first}}\n\"func.return\"() : () -> ()\n// expected-error@above {{expects parent op}}\n// expected-error@above {{above again}}\n// expected-error@+010 {{octal}}\n// expected-error@+08 {{bad octal}}\n// expected-error  @+2   {{spaces}}\nx = \"expected-error {{in string}}\"\n  // expected-error@below {{dangling}}\n   \t\n";
        let d = err_at(
            "d1.mlir",
            9,
            1,
            "custom op 'x' is unknown (tried 'builtin.x' as well)",
        );
        let (out, ok) = run("d1.mlir", text, &[d]);
        assert!(!ok);
        let expected = r#"d1.mlir:9:1: error: unexpected error: custom op 'x' is unknown (tried 'builtin.x' as well)
x = "expected-error {{in string}}"
^
d1.mlir:1:4: error: expected error "minus five" was not produced
// expected-error@-5 {{minus five}}
   ^~~~~~~~~~
d1.mlir:2:4: error: expected error "above first" was not produced
// expected-error@above {{above first}}
   ^~~~~~~~~~~
d1.mlir:4:4: error: expected error "expects parent op" was not produced
// expected-error@above {{expects parent op}}
   ^~~~~~~~~~~~~~~~~
d1.mlir:5:4: error: expected error "above again" was not produced
// expected-error@above {{above again}}
   ^~~~~~~~~~~
d1.mlir:6:4: error: expected error "octal" was not produced
// expected-error@+010 {{octal}}
   ^~~~~
d1.mlir:7:4: error: expected error "bad octal" was not produced
// expected-error@+08 {{bad octal}}
   ^~~~~~~~~
d1.mlir:8:4: error: expected error "spaces" was not produced
// expected-error  @+2   {{spaces}}
   ^~~~~~
d1.mlir:10:6: error: expected error "dangling" was not produced
  // expected-error@below {{dangling}}
     ^~~~~~~~
"#;
        assert_eq!(out, expected);

        // The same annotations, now with diagnostics where they point (lines per upstream).
        let lines: Vec<u32> = {
            let mut sm = mgr("d1.mlir", text);
            let mut o = String::new();
            let v = Verifier::new(&mut sm, &mut o);
            v.files[0].1.iter().map(|e| e.line).collect()
        };
        // `@+08` reuses the 8 of the `@+010` before it.
        assert_eq!(lines, [u32::MAX - 3, 1, 3, 3, 14, 15, 10, 11]);

        let (out, ok) = run(
            "d2.mlir",
            "// expected-error@below {{dangling}}\n// expected-error@below {{dangling2}}",
            &[],
        );
        assert!(!ok);
        assert_eq!(
            out,
            "d2.mlir:1:4: error: expected error \"dangling\" was not produced\n// expected-error@below {{dangling}}\n   ^~~~~~~~\n\
             d2.mlir:2:4: error: expected error \"dangling2\" was not produced\n// expected-error@below {{dangling2}}\n   ^~~~~~~~~\n"
        );
    }

    // Oracle: o1-o12 (integer designators, wrap-around).
    #[test]
    fn oracle_offsets() {
        let fr = |f: &str, l: u32, c: u32| err_at(f, l, c, EXPECTS_PARENT);
        let mut cases: Vec<(&str, String, Diagnostic, bool)> = vec![
            ("o1.mlir", format!("// expected-error@+010 {{{{expects parent}}}}\n{}\"func.return\"() : () -> ()\n", "\n".repeat(7)), fr("o1.mlir", 9, 1), true),
            ("o2.mlir", "// expected-error@+08 {{expects parent}}\n\"func.return\"() : () -> ()\n".into(), fr("o2.mlir", 2, 1), false),
            ("o4.mlir", "// expected-error@-1 {{expects parent}}\n\"func.return\"() : () -> () loc(\"o4.mlir\":0:7)\n".into(), fr("o4.mlir", 0, 7), true),
            ("o5.mlir", "// expected-error@-2 {{expects parent}}\n\"func.return\"() : () -> () loc(\"o5.mlir\":4294967295:7)\n".into(), fr("o5.mlir", u32::MAX, 7), true),
            ("o8.mlir", "\"func.return\"() : () -> () // expected-error@+08 {{expects parent}}\n".into(), fr("o8.mlir", 1, 1), true),
            ("o9.mlir", "\"func.return\"() : () -> () // expected-error@+4294967295 {{expects parent}}\n".into(), fr("o9.mlir", 1, 1), true),
            ("o12.mlir", "\"func.return\"() : () -> () loc(\"o12.mlir\":2147483648:1) // expected-error@+2147483647 {{expects parent}}\n".into(), fr("o12.mlir", 2147483648, 1), true),
        ];
        // u1.mlir / u4.mlir: a bad N reuses the previous valid N of the buffer.
        cases.push((
            "u1.mlir",
            "// expected-error@+5 {{zzz}}\n// expected-error@+08 {{expects parent}}\n\n\n\n\n\"func.return\"() : () -> ()\n".into(),
            fr("u1.mlir", 7, 1),
            false,
        ));
        cases.push((
            "u4.mlir",
            "// expected-error@+3 {{zzz}}\n// expected-error-re {{[}}}}\n// expected-error@+08 {{expects parent}}\n\n\n\"func.return\"() : () -> ()\n".into(),
            fr("u4.mlir", 6, 1),
            false,
        ));
        for (name, text, d, want) in cases {
            let (out, ok) = run(name, &text, &[d]);
            assert_eq!(ok, want, "{name}: {out}");
            if name.starts_with('u') {
                // Only `zzz` is missing: the diagnostic itself was expected.
                assert!(
                    !out.contains("unexpected") && out.contains("zzz"),
                    "{name}: {out}"
                );
            }
        }
        let (out, ok) = run(
            "o6.mlir",
            "// expected-error@+4294967295 {{expects parent}}\n\"func.return\"() : () -> () loc(\"o6.mlir\":0:7)\n",
            &[fr("o6.mlir", 0, 7)],
        );
        assert!(!ok);
        assert_eq!(
            out,
            "o6.mlir:0:7: error: unexpected error: 'func.return' op expects parent op 'func.func'\n\
             o6.mlir:1:4: error: expected error \"expects parent\" was not produced\n\
             // expected-error@+4294967295 {{expects parent}}\n   ^~~~~~~~~~~~~~\n"
        );
    }

    // Oracle: t1-t3 (tabs, trailing whitespace, non-ASCII, CRLF, long ranges).
    #[test]
    fn oracle_rendering_of_annotations() {
        let text = "\t// \texpected-error\t{{ab\tc}}\n// é expected-error {{xyz}}\n// expected-note {{expects parent op}} \t \r\n\"func.return\"() : () -> () loc(\"t1.mlir\":3:1)\n   // expected-error@+1 {{a very long message that extends past the end of line}}\n\n";
        let (out, ok) = run("t1.mlir", text, &[err_at("t1.mlir", 3, 1, EXPECTS_PARENT)]);
        assert!(!ok);
        let expected = "t1.mlir:3:4: error: 'error' diagnostic emitted when expecting a 'note'\n\
// expected-note {{expects parent op}}   \n   ^\n\
t1.mlir:2:7: error: expected error \"xyz\" was not produced\n\
// é expected-error {{xyz}}\n\
t1.mlir:3:4: error: expected note \"expects parent op\" was not produced\n\
// expected-note {{expects parent op}}   \n   ^~~~~~~~~~~~~~~~~\n\
t1.mlir:5:7: error: expected error \"a very long message that extends past the end of line\" was not produced\n\
\x20  // expected-error@+1 {{a very long message that extends past the end of line}}\n\
\x20     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n";
        assert_eq!(out, expected);

        // Oracle: tabd.mlir (the range is measured in bytes, then follows tab expansion).
        let (out, _) = run("tabd.mlir", "\t// expected-error@+1 {{\tfoo}}\n\n", &[]);
        assert_eq!(
            out,
            "tabd.mlir:1:5: error: expected error \"\tfoo\" was not produced\n        // expected-error@+1 {{ foo}}\n           ^~~~\n"
        );

        let (out, ok) = run("t2.mlir", "// expected-error {{}}\n", &[]);
        assert!(!ok);
        assert_eq!(
            out,
            "t2.mlir:1:4: error: expected error \"\" was not produced\n// expected-error {{}}\n   ^\n"
        );

        let (out, ok) = run(
            "t3.mlir",
            "// expected-error {{abc}}\r\n\"func.return\"() : () -> () loc(\"t3.mlir\":1:25)\r\n",
            &[err_at("t3.mlir", 1, 25, EXPECTS_PARENT)],
        );
        assert!(!ok);
        assert_eq!(
            out,
            "t3.mlir:1:25: error: unexpected error: 'func.return' op expects parent op 'func.func'\n\
             // expected-error {{abc}}\n                        ^\n\
             t3.mlir:1:4: error: expected error \"abc\" was not produced\n\
             // expected-error {{abc}}\n   ^~~\n"
        );
    }

    #[test]
    fn matching_rules() {
        // Regex annotations: literal parts escaped, blocks are regexes, search unanchored.
        let text = "// expected-error-re@+1 {{'func.{{[a-z]+}}' op expects {{.*}} 'func.func'}}\n\"func.return\"() : () -> ()\n";
        let (out, ok) = run("re.mlir", text, &[err_at("re.mlir", 2, 1, EXPECTS_PARENT)]);
        assert_eq!((out.as_str(), ok), ("", true));
        // `.` in literal text is literal.
        let text = "// expected-error-re@+1 {{func.return{{x*}}}}\n\n";
        let (_, ok) = run("re.mlir", text, &[err_at("re.mlir", 2, 1, "funcXreturn")]);
        assert!(!ok);
        // An empty `-re` message never matches (its combined regex is invalid upstream).
        let text = "// expected-error-re {{}}\n";
        let (out, ok) = run("re.mlir", text, &[err_at("re.mlir", 1, 1, "x")]);
        assert!(!ok);
        assert!(out.starts_with("re.mlir:1:1: error: unexpected error: x\n"));
        // One annotation absorbs repeated diagnostics; the first matching one is used.
        let text = "// expected-error {{dup}}\n// expected-error@-1 {{dup}}\n";
        let d = err_at("m.mlir", 1, 1, "a dup b");
        let mut sm = mgr("m.mlir", text);
        let mut out = String::new();
        let mut v = Verifier::new(&mut sm, &mut out);
        assert!(v.handle(&mut sm, &d, &mut out));
        assert!(v.handle(&mut sm, &d, &mut out));
        assert!(!v.verify(&sm, &mut out));
        assert_eq!(
            out,
            "m.mlir:2:4: error: expected error \"dup\" was not produced\n// expected-error@-1 {{dup}}\n   ^~~\n"
        );
        // Verify twice: nothing printed again, status kept.
        let mut again = String::new();
        assert!(!v.verify(&sm, &mut again));
        assert_eq!(again, "");
        // The last near miss is reported.
        let text = "x // expected-note {{m}}\n// expected-remark@-1 {{m}}\n";
        let (out, _) = run("n.mlir", text, &[err_at("n.mlir", 1, 1, "m")]);
        assert!(out.starts_with(
            "n.mlir:2:4: error: 'error' diagnostic emitted when expecting a 'remark'\n"
        ));
    }

    // Oracle: `// expected-error-re@+1 {{{{PATTERN}}}}` above
    // `"func.call"() {callee = @"x"} : () -> ()`, matched or not by mlir-opt.
    #[test]
    fn oracle_regex_engine_quirks() {
        let msg = "'func.call' op 'x' does not reference a valid function";
        let cases = [
            ("function[[:>:]]$", false),
            ("function$", true),
            ("function$[[:>:]]", true),
            ("op[[:>:]][[:>:]] ", false),
            ("^^.func", true),
            ("op[[:>:]] ", true),
            ("(x){0}\\1", false),
            // Over 64 states, assertions chain within one step.
            (
                "op[[:>:]][[:>:]] (a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t|u|v|w|x|y|z)?",
                true,
            ),
            ("op[[:>:]][[:>:]] (a|b|c|d|e|f|g|h|i|j|k|l|m|n)?", false),
            (
                "op[[:>:]][[:>:]] (a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t)?",
                true,
            ),
        ];
        for (pat, want) in cases {
            // `None`: the combined regex is invalid (e.g. `\1` now names the added group).
            let re = compute_regex(&format!("{{{{{pat}}}}}")).unwrap();
            let got = re.is_some_and(|re| re.is_match(msg.as_bytes()));
            assert_eq!(got, want, "{pat}");
        }
        // Malformed programs from back-references to dropped groups: REG_ASSERT.
        assert_eq!(
            compute_regex("a{{(([[:<:]])){0}([^a]|\\2+){2,}( ){2,3}((\\1{2,3}))}}").unwrap_err(),
            "invalid regex: \"can't happen\" -- you found a bug"
        );
    }

    #[test]
    fn robustness() {
        for text in [
            "",
            "\n",
            "\r\n\r\n",
            "expected-",
            "expected-error",
            "expected-error {{",
            "expected-error-re {{{{",
            "expected-error-re {{{{}}",
            "expected-error-re {{{{}}}}",
            "expected-error-re {{a{{b}}c{{d}}}}",
            "expected-error-re {{[[:alpha:]]{{[[:alpha:]]}}}}",
            "expected-error-re {{{{[}}}}",
            "expected-error-re {{{{é*}}}}",
            "expected-note@below {{x}}",
            "é expected-error@-99999999 {{é}}",
        ] {
            let mut sm = mgr("r.mlir", text);
            let mut out = String::new();
            let mut v = Verifier::new(&mut sm, &mut out);
            for (l, c) in [(0, 0), (1, 1), (1, 1000), (u32::MAX, u32::MAX)] {
                let d = err_at("r.mlir", l, c, "é{{}}").with_note(DiagLoc::Unknown, "");
                v.handle(&mut sm, &d, &mut out);
            }
            v.verify(&sm, &mut out);
        }
    }
}
