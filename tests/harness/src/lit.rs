//! The lit-style test runner: parses a test file's directives, expands
//! substitutions, and runs its RUN lines through [`crate::shell`].
//!
//! Recognised directives (anywhere on a line, typically after `//` or `#`,
//! and not glued to a preceding word, so `CHECK-RUN:` is not a RUN line):
//!
//! * `RUN: cmd` — a command; a trailing `\` continues it on the next RUN line.
//! * `DEFINE: %{name} = value` / `REDEFINE: %{name} = value` — test-local
//!   substitutions, taking effect for the RUN lines that follow them.
//! * `REQUIRES: expr, ...` — every boolean feature expression must hold.
//! * `UNSUPPORTED: expr, ...` — the test is skipped if any holds.
//! * `XFAIL: expr, ...` — the test is expected to fail if any holds (`*`
//!   always holds).
//! * `END.` — stop looking for directives.
//!
//! Feature expressions use `&&`, `||`, `!`, parentheses, `true`/`false`,
//! and feature names made of `[A-Za-z0-9_+=.-]`.
//!
//! Substitutions, applied in this order: `%(line)`, `%(line+N)`,
//! `%(line-N)`; `%{name}` from DEFINE; the caller's substitutions;
//! `%{pathsep}`, `%basename_t`, `%/s` `%/S` `%/p` `%/t` `%/T`, `%s` (the test
//! file), `%S` and `%p` (its directory), `%t` (a per-test temporary path,
//! not created), `%T` (a fresh per-test directory, also the working
//! directory of the RUN lines); and finally `%%` becomes `%`.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use crate::shell::{Shell, Tool};

/// Everything about the environment a test runs in.
#[derive(Clone, Debug)]
pub struct LitConfig {
    /// Command name to tool. `FileCheck` maps to the in-process FileCheck by
    /// default; names not found here fall back to built-ins, then `PATH`.
    pub tools: HashMap<String, Tool>,
    /// Features for REQUIRES / UNSUPPORTED / XFAIL.
    pub features: BTreeSet<String>,
    /// Extra substitutions such as `("%mlir_lib_dir", "/path")`, applied
    /// before the built-in ones (so `%shlibext` is not eaten by `%s`).
    pub substitutions: Vec<(String, String)>,
    /// Environment variables set for every RUN line.
    pub env: Vec<(String, String)>,
    /// Parent directory of the per-test temporary directories.
    pub tmp_root: PathBuf,
    /// Upper bound on the wall-clock time of one test's RUN lines.
    pub timeout: Option<Duration>,
}

impl Default for LitConfig {
    fn default() -> Self {
        let mut tools = HashMap::new();
        tools.insert("FileCheck".to_string(), Tool::FileCheck);
        LitConfig {
            tools,
            features: BTreeSet::new(),
            substitutions: Vec::new(),
            env: Vec::new(),
            tmp_root: std::env::temp_dir().join(format!("rmlir-lit-{}", std::process::id())),
            timeout: None,
        }
    }
}

/// The verdict on one test file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Pass,
    Fail,
    /// REQUIRES not met or UNSUPPORTED matched.
    Unsupported,
    /// Failed as XFAIL predicted.
    XFail,
    /// Passed although XFAIL predicted failure; counts as a failure.
    XPass,
}

/// The outcome plus a transcript: the RUN lines as executed, the output and
/// exit status of each command, and FileCheck's diagnostics.
#[derive(Clone, Debug)]
pub struct TestResult {
    pub outcome: Outcome,
    pub log: String,
}

impl TestResult {
    /// Whether the result is acceptable: pass, expected failure, or skipped.
    pub fn is_success(&self) -> bool {
        matches!(
            self.outcome,
            Outcome::Pass | Outcome::XFail | Outcome::Unsupported
        )
    }
}

/// One step of a test script, in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A RUN line (continuations joined), with the line it started on.
    Run { line: usize, command: String },
    /// DEFINE (`redefine == false`) or REDEFINE of `%{name}`.
    Define {
        line: usize,
        name: String,
        value: String,
        redefine: bool,
    },
}

/// The directives of a test file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Script {
    pub steps: Vec<Step>,
    pub requires: Vec<String>,
    pub unsupported: Vec<String>,
    pub xfail: Vec<String>,
}

const KEYWORDS: [&str; 7] = [
    "RUN:",
    "DEFINE:",
    "REDEFINE:",
    "REQUIRES:",
    "UNSUPPORTED:",
    "XFAIL:",
    "END.",
];

/// Finds the first directive keyword on a line that is not the tail of a
/// longer word; returns it and the text after it.
fn find_keyword(line: &str) -> Option<(&'static str, &str)> {
    let bytes = line.as_bytes();
    let mut best: Option<(usize, &'static str)> = None;
    for kw in KEYWORDS {
        let mut from = 0;
        while let Some(p) = line[from..].find(kw) {
            let at = from + p;
            let glued = at > 0 && {
                let c = bytes[at - 1];
                c.is_ascii_alphanumeric() || c == b'_' || c == b'-'
            };
            if !glued {
                if best.is_none_or(|(b, _)| at < b) {
                    best = Some((at, kw));
                }
                break;
            }
            from = at + kw.len();
        }
    }
    best.map(|(at, kw)| (kw, &line[at + kw.len()..]))
}

fn split_list(s: &str) -> impl Iterator<Item = String> + '_ {
    s.split(',')
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .map(str::to_string)
}

/// Parses the directives of a test file.
pub fn parse_script(text: &str) -> Result<Script, String> {
    let mut script = Script::default();
    // A directive still waiting for its continuation line.
    let mut pending: Option<(&'static str, usize, String)> = None;
    for (idx, raw) in text.lines().enumerate() {
        let line_no = idx + 1;
        let Some((kw, rest)) = find_keyword(raw) else {
            if let Some((kw, start, _)) = &pending {
                return Err(format!(
                    "line {start}: {kw} directive ends with '\\' but line {line_no} does not continue it"
                ));
            }
            continue;
        };
        if kw == "END." {
            break;
        }
        let rest = rest.trim_end();
        let (body, start) = match pending.take() {
            Some((pkw, start, mut acc)) => {
                if pkw != kw {
                    return Err(format!(
                        "line {start}: {pkw} directive continued by a {kw} directive on line {line_no}"
                    ));
                }
                acc.push_str(rest);
                (acc, start)
            }
            None => (rest.to_string(), line_no),
        };
        if let Some(cut) = body.strip_suffix('\\') {
            pending = Some((kw, start, cut.to_string()));
            continue;
        }
        match kw {
            "RUN:" => {
                let command = body.trim().to_string();
                if command.is_empty() {
                    return Err(format!("line {start}: empty RUN line"));
                }
                script.steps.push(Step::Run {
                    line: start,
                    command,
                });
            }
            "DEFINE:" | "REDEFINE:" => {
                let (name, value) = body
                    .split_once('=')
                    .ok_or_else(|| format!("line {start}: expected '%{{name}} = value' in {kw}"))?;
                let name = name.trim();
                let valid = name.starts_with("%{")
                    && name.ends_with('}')
                    && name.len() > 3
                    && name[2..name.len() - 1]
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "_-.:".contains(c));
                if !valid {
                    return Err(format!(
                        "line {start}: invalid substitution name '{name}' in {kw}"
                    ));
                }
                script.steps.push(Step::Define {
                    line: start,
                    name: name.to_string(),
                    value: value.trim().to_string(),
                    redefine: kw == "REDEFINE:",
                });
            }
            "REQUIRES:" => script.requires.extend(split_list(&body)),
            "UNSUPPORTED:" => script.unsupported.extend(split_list(&body)),
            "XFAIL:" => script.xfail.extend(split_list(&body)),
            _ => unreachable!("all keywords handled"),
        }
    }
    if let Some((kw, start, _)) = pending {
        return Err(format!(
            "line {start}: {kw} directive ends with '\\' at end of file"
        ));
    }
    Ok(script)
}

/// Evaluates a lit boolean feature expression.
pub fn eval_feature_expr(expr: &str, features: &BTreeSet<String>) -> Result<bool, String> {
    let tokens = tokenize_expr(expr)?;
    let mut p = ExprParser {
        tokens: &tokens,
        pos: 0,
        features,
    };
    let v = p.or()?;
    if p.pos != tokens.len() {
        return Err(format!(
            "unexpected '{}' in expression '{expr}'",
            tokens[p.pos]
        ));
    }
    Ok(v)
}

fn tokenize_expr(expr: &str) -> Result<Vec<String>, String> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = expr.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c == '&' || c == '|' {
            if chars.get(i + 1) != Some(&c) {
                return Err(format!("expected '{c}{c}' in expression '{expr}'"));
            }
            tokens.push(format!("{c}{c}"));
            i += 2;
        } else if "!()".contains(c) {
            tokens.push(c.to_string());
            i += 1;
        } else if c.is_ascii_alphanumeric() || "_+=.-".contains(c) {
            let start = i;
            while i < chars.len()
                && (chars[i].is_ascii_alphanumeric() || "_+=.-".contains(chars[i]))
            {
                i += 1;
            }
            tokens.push(chars[start..i].iter().collect());
        } else {
            return Err(format!("unexpected character '{c}' in expression '{expr}'"));
        }
    }
    Ok(tokens)
}

struct ExprParser<'a> {
    tokens: &'a [String],
    pos: usize,
    features: &'a BTreeSet<String>,
}

impl<'a> ExprParser<'a> {
    fn peek(&self) -> Option<&'a str> {
        self.tokens.get(self.pos).map(String::as_str)
    }

    fn or(&mut self) -> Result<bool, String> {
        let mut v = self.and()?;
        while self.peek() == Some("||") {
            self.pos += 1;
            v |= self.and()?;
        }
        Ok(v)
    }

    fn and(&mut self) -> Result<bool, String> {
        let mut v = self.not()?;
        while self.peek() == Some("&&") {
            self.pos += 1;
            v &= self.not()?;
        }
        Ok(v)
    }

    fn not(&mut self) -> Result<bool, String> {
        match self.peek() {
            Some("!") => {
                self.pos += 1;
                Ok(!self.not()?)
            }
            Some("(") => {
                self.pos += 1;
                let v = self.or()?;
                if self.peek() != Some(")") {
                    return Err("missing ')' in feature expression".into());
                }
                self.pos += 1;
                Ok(v)
            }
            Some(t) if t != ")" && t != "&&" && t != "||" => {
                self.pos += 1;
                Ok(match t {
                    "true" => true,
                    "false" => false,
                    _ => self.features.contains(t),
                })
            }
            other => Err(format!("expected a feature name, found {other:?}")),
        }
    }
}

/// Why a script would be skipped, or `None` when it should run.
pub fn unsupported_reason(
    script: &Script,
    features: &BTreeSet<String>,
) -> Result<Option<String>, String> {
    let missing: Vec<&String> = script
        .requires
        .iter()
        .map(|e| eval_feature_expr(e, features).map(|ok| (!ok).then_some(e)))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .flatten()
        .collect();
    if !missing.is_empty() {
        let list: Vec<&str> = missing.iter().map(|s| s.as_str()).collect();
        return Ok(Some(format!("Test requires: {}", list.join(", "))));
    }
    for e in &script.unsupported {
        if eval_feature_expr(e, features)? {
            return Ok(Some(format!("Test does not support: {e}")));
        }
    }
    Ok(None)
}

/// Whether XFAIL applies.
pub fn expects_failure(script: &Script, features: &BTreeSet<String>) -> Result<bool, String> {
    for e in &script.xfail {
        if e == "*" || eval_feature_expr(e, features)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Paths a test's substitutions refer to.
struct TestPaths {
    source: PathBuf,
    tmp_dir: PathBuf,
    tmp_base: PathBuf,
}

/// Expands every substitution in one RUN line.
fn substitute(
    command: &str,
    line: usize,
    defines: &[(String, String)],
    config: &LitConfig,
    paths: &TestPaths,
) -> Result<String, String> {
    const PERCENT: &str = "\u{0}PERCENT\u{0}";
    let mut s = expand_line_numbers(command, line)?;
    s = s.replace("%%", PERCENT);
    // DEFINE values may mention other substitutions, including defines.
    for _ in 0..32 {
        let before = s.clone();
        for (name, value) in defines {
            s = s.replace(name.as_str(), value);
        }
        if s == before {
            break;
        }
    }
    for (k, v) in &config.substitutions {
        s = s.replace(k.as_str(), v);
    }
    let display = |p: &Path| p.to_string_lossy().into_owned();
    let source = display(&paths.source);
    let source_dir = display(paths.source.parent().unwrap_or(Path::new(".")));
    let tmp_name = format!("{}.tmp", display(&paths.tmp_base));
    let tmp_dir = display(&paths.tmp_dir);
    let basename_t = paths
        .tmp_base
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let pathsep = if cfg!(windows) { ";" } else { ":" };
    let builtins: [(&str, &str); 12] = [
        ("%{pathsep}", pathsep),
        ("%basename_t", &basename_t),
        ("%/s", &source),
        ("%/S", &source_dir),
        ("%/p", &source_dir),
        ("%/t", &tmp_name),
        ("%/T", &tmp_dir),
        ("%s", &source),
        ("%S", &source_dir),
        ("%p", &source_dir),
        ("%t", &tmp_name),
        ("%T", &tmp_dir),
    ];
    for (k, v) in builtins {
        s = s.replace(k, v);
    }
    Ok(s.replace(PERCENT, "%"))
}

/// `%(line)`, `%(line+N)`, `%(line-N)`: the RUN line's own line number.
fn expand_line_numbers(s: &str, line: usize) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = s;
    while let Some(p) = rest.find("%(line") {
        out.push_str(&rest[..p]);
        let after = &rest[p + 6..];
        let close = after
            .find(')')
            .ok_or_else(|| format!("unterminated %(line...) in '{s}'"))?;
        let offset = after[..close].replace(' ', "");
        let value = if offset.is_empty() {
            Some(line as i64)
        } else {
            let n = offset[1..].parse::<i64>().ok();
            match offset.as_bytes()[0] {
                b'+' => n.map(|n| line as i64 + n),
                b'-' => n.map(|n| line as i64 - n),
                _ => None,
            }
        }
        .ok_or_else(|| format!("invalid %(line{offset}) in '{s}'"))?;
        let _ = write!(out, "{value}");
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

static TEST_COUNTER: AtomicUsize = AtomicUsize::new(0);

/// Runs one test file.
pub fn run_test(path: &Path, config: &LitConfig) -> TestResult {
    let fail = |log: String| TestResult {
        outcome: Outcome::Fail,
        log,
    };
    let text = match std::fs::read(path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => return fail(format!("cannot read {}: {e}\n", path.display())),
    };
    let script = match parse_script(&text) {
        Ok(s) => s,
        Err(e) => return fail(format!("{}: {e}\n", path.display())),
    };
    match unsupported_reason(&script, &config.features) {
        Ok(Some(reason)) => {
            return TestResult {
                outcome: Outcome::Unsupported,
                log: reason,
            }
        }
        Ok(None) => {}
        Err(e) => return fail(format!("{}: {e}\n", path.display())),
    }
    let xfail = match expects_failure(&script, &config.features) {
        Ok(x) => x,
        Err(e) => return fail(format!("{}: {e}\n", path.display())),
    };
    if !script.steps.iter().any(|s| matches!(s, Step::Run { .. })) {
        return fail(format!("{}: Test has no 'RUN:' line\n", path.display()));
    }

    let source = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let file_name = source
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "test".into());
    let n = TEST_COUNTER.fetch_add(1, Ordering::Relaxed);
    let tmp_dir = config.tmp_root.join(format!("{n}-{file_name}"));
    let _ = std::fs::remove_dir_all(&tmp_dir);
    if let Err(e) = std::fs::create_dir_all(&tmp_dir) {
        return fail(format!("cannot create {}: {e}\n", tmp_dir.display()));
    }
    let paths = TestPaths {
        source,
        tmp_base: tmp_dir.join(&file_name),
        tmp_dir: tmp_dir.clone(),
    };

    let mut shell = Shell::new(tmp_dir.clone(), &config.tools, config.timeout);
    for (k, v) in &config.env {
        shell.env.insert(k.clone(), v.clone());
    }
    let mut defines: Vec<(String, String)> = Vec::new();
    let mut failed = false;
    for step in &script.steps {
        match step {
            Step::Define {
                line,
                name,
                value,
                redefine,
            } => {
                let existing = defines.iter_mut().find(|(n, _)| n == name);
                match (existing, redefine) {
                    (Some(slot), true) => slot.1 = value.clone(),
                    (None, false) => defines.push((name.clone(), value.clone())),
                    (Some(_), false) => {
                        let _ = writeln!(
                            shell.log,
                            "line {line}: DEFINE of already defined '{name}' (use REDEFINE)"
                        );
                        failed = true;
                        break;
                    }
                    (None, true) => {
                        let _ = writeln!(shell.log, "line {line}: REDEFINE of undefined '{name}'");
                        failed = true;
                        break;
                    }
                }
            }
            Step::Run { line, command } => {
                let expanded = match substitute(command, *line, &defines, config, &paths) {
                    Ok(c) => c,
                    Err(e) => {
                        let _ = writeln!(shell.log, "line {line}: {e}");
                        failed = true;
                        break;
                    }
                };
                let _ = writeln!(shell.log, "# RUN: at line {line}: {expanded}");
                match shell.run(&expanded) {
                    Ok(0) => {}
                    Ok(_) => {
                        failed = true;
                        break;
                    }
                    Err(e) => {
                        let _ = writeln!(shell.log, "# error: {e}");
                        failed = true;
                        break;
                    }
                }
            }
        }
    }
    let log = std::mem::take(&mut shell.log);
    drop(shell);
    // Keep the temporary files of failing tests for inspection.
    if !failed {
        let _ = std::fs::remove_dir_all(&tmp_dir);
    }
    let outcome = match (failed, xfail) {
        (false, false) => Outcome::Pass,
        (true, false) => Outcome::Fail,
        (true, true) => Outcome::XFail,
        (false, true) => Outcome::XPass,
    };
    TestResult { outcome, log }
}

/// All test files (`*.mlir`, `*.ll`) under `root`, sorted, skipping
/// directories named `Inputs` (which hold files that tests read).
pub fn discover(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_dir() {
                if entry.file_name() != "Inputs" {
                    stack.push(path);
                }
            } else if matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("mlir" | "ll")
            ) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn features(list: &[&str]) -> BTreeSet<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn directives() {
        let s = parse_script(
            "// RUN: a \\\n// RUN:   b | c\n// CHECK-RUN: not a run line\n# RUN: d\n\
             // DEFINE: %{x} = 1 2\n// REDEFINE: %{x} = 3\n// REQUIRES: foo, bar\n\
             // UNSUPPORTED: baz\n// XFAIL: *\n// END.\n// RUN: ignored\n",
        )
        .unwrap();
        assert_eq!(
            s.steps,
            vec![
                Step::Run {
                    line: 1,
                    command: "a    b | c".into()
                },
                Step::Run {
                    line: 4,
                    command: "d".into()
                },
                Step::Define {
                    line: 5,
                    name: "%{x}".into(),
                    value: "1 2".into(),
                    redefine: false
                },
                Step::Define {
                    line: 6,
                    name: "%{x}".into(),
                    value: "3".into(),
                    redefine: true
                },
            ]
        );
        assert_eq!(s.requires, vec!["foo", "bar"]);
        assert_eq!(s.unsupported, vec!["baz"]);
        assert_eq!(s.xfail, vec!["*"]);
        assert!(parse_script("// RUN: a \\\n").is_err());
        assert!(parse_script("// DEFINE: x = 1\n").is_err());
    }

    #[test]
    fn feature_expressions() {
        let f = features(&["x86_64", "linux", "asserts"]);
        assert!(eval_feature_expr("x86_64", &f).unwrap());
        assert!(!eval_feature_expr("aarch64", &f).unwrap());
        assert!(eval_feature_expr("!aarch64 && (linux || windows)", &f).unwrap());
        assert!(!eval_feature_expr("asserts && !linux", &f).unwrap());
        assert!(eval_feature_expr("true", &f).unwrap());
        assert!(eval_feature_expr("a &", &f).is_err());
        assert!(eval_feature_expr("(a", &f).is_err());
    }

    #[test]
    fn substitutions() {
        let mut config = LitConfig::default();
        config
            .substitutions
            .push(("%shlibext".into(), ".so".into()));
        let paths = TestPaths {
            source: PathBuf::from("/src/dir/t.mlir"),
            tmp_dir: PathBuf::from("/tmp/x"),
            tmp_base: PathBuf::from("/tmp/x/t.mlir"),
        };
        let defines = vec![
            ("%{opt}".to_string(), "rmlir-opt %{flags}".to_string()),
            ("%{flags}".to_string(), "--foo %s".to_string()),
        ];
        let s = substitute(
            "%{opt} %S %p %t %T %%s lib%shlibext %(line) %(line+2) %basename_t",
            7,
            &defines,
            &config,
            &paths,
        )
        .unwrap();
        assert_eq!(
            s,
            "rmlir-opt --foo /src/dir/t.mlir /src/dir /src/dir /tmp/x/t.mlir.tmp /tmp/x %s lib.so 7 9 t.mlir"
        );
    }

    fn write_test(dir: &Path, name: &str, body: &str) -> PathBuf {
        let p = dir.join(name);
        std::fs::write(&p, body).unwrap();
        p
    }

    #[test]
    fn runs_tests() {
        let dir = std::env::temp_dir().join(format!("rmlir-lit-runner-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("sub/Inputs")).unwrap();
        let mut config = LitConfig {
            tmp_root: dir.join("tmp"),
            timeout: Some(Duration::from_secs(60)),
            ..LitConfig::default()
        };
        config.features.insert("x86_64".into());

        let pass = write_test(
            &dir,
            "pass.mlir",
            "// RUN: echo 'func @f() {' | FileCheck %s\n\
             // RUN: echo hi > %t && cat %t | FileCheck %s --check-prefix=HI\n\
             // RUN: not FileCheck %s --check-prefix=NOPE < %s\n\
             // CHECK: func @f\n// HI: hi\n",
        );
        let r = run_test(&pass, &config);
        assert_eq!(r.outcome, Outcome::Pass, "{}", r.log);

        let failing = write_test(
            &dir,
            "sub/fail.mlir",
            "// RUN: echo 'func @g()' | FileCheck %s\n// CHECK: func @f\n",
        );
        let r = run_test(&failing, &config);
        assert_eq!(r.outcome, Outcome::Fail);
        assert!(
            r.log
                .contains("RUN: at line 1: echo 'func @g()' | FileCheck"),
            "{}",
            r.log
        );
        assert!(
            r.log.contains("CHECK: expected string not found in input"),
            "{}",
            r.log
        );

        let xfail = write_test(&dir, "xfail.mlir", "// XFAIL: *\n// RUN: false\n");
        assert_eq!(run_test(&xfail, &config).outcome, Outcome::XFail);
        let xpass = write_test(&dir, "xpass.mlir", "// XFAIL: x86_64\n// RUN: true\n");
        assert_eq!(run_test(&xpass, &config).outcome, Outcome::XPass);
        let unsup = write_test(&dir, "unsup.mlir", "// REQUIRES: aarch64\n// RUN: false\n");
        assert_eq!(run_test(&unsup, &config).outcome, Outcome::Unsupported);
        let unsup2 = write_test(&dir, "unsup2.ll", "; UNSUPPORTED: x86_64\n; RUN: false\n");
        assert_eq!(run_test(&unsup2, &config).outcome, Outcome::Unsupported);
        let norun = write_test(&dir, "norun.mlir", "// CHECK: x\n");
        assert_eq!(run_test(&norun, &config).outcome, Outcome::Fail);
        let defines = write_test(
            &dir,
            "defines.mlir",
            "// DEFINE: %{check} = FileCheck %s --check-prefix=A\n\
             // RUN: echo one | %{check}\n\
             // REDEFINE: %{check} = FileCheck %s --check-prefix=B\n\
             // RUN: echo two | %{check}\n// A: one\n// B: two\n",
        );
        let r = run_test(&defines, &config);
        assert_eq!(r.outcome, Outcome::Pass, "{}", r.log);

        write_test(&dir, "sub/Inputs/skipped.mlir", "// RUN: false\n");
        write_test(&dir, "notes.txt", "// RUN: false\n");
        let found = discover(&dir);
        let names: Vec<String> = found
            .iter()
            .map(|p| p.strip_prefix(&dir).unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            names,
            vec![
                "defines.mlir",
                "norun.mlir",
                "pass.mlir",
                "sub/fail.mlir",
                "unsup.mlir",
                "unsup2.ll",
                "xfail.mlir",
                "xpass.mlir"
            ]
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
