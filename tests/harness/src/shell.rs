//! The small shell that executes RUN lines, modelled on lit's internal shell
//! (`llvm/utils/lit/lit/TestRunner.py` and `ShUtil.py`).
//!
//! Supported syntax: words with `'single'` and `"double"` quoting and
//! backslash escapes; pipelines `a | b`; sequencing with `&&`, `||` and `;`;
//! redirections `<`, `>`, `>>`, `2>`, `2>>`, `&>`, `2>&1`, `1>&2` (also `>&2`).
//! Like lit, pipelines behave as if `pipefail` were set: a pipeline fails when
//! any stage fails. Globs are not expanded.
//!
//! Commands are looked up in this order: the `not` and `env` prefixes, the
//! caller's tool map (see [`Tool`]), the built-ins below, then `PATH`.
//! Built-ins: `true`, `false`, `:`, `echo [-n] [-e]`, `cat`, `cd`, `export`,
//! `unset`, `mkdir [-p]`, `rm [-f] [-r]`, `count N`, `split-file`, and
//! `FileCheck` (run in process unless the tool map says otherwise).
//!
//! Pipeline stages run one after another with each stage's output buffered
//! and fed to the next, rather than concurrently; external programs get their
//! standard streams through temporary files, which rules out pipe deadlocks.
//!
//! A process that dies from a signal, or exits with status 101 (a Rust
//! panic), counts as a crash: `not cmd` fails on a crash, just as LLVM's `not`
//! does, so a panicking rmlir tool never passes a negative test by accident,
//! while `not --crash cmd` succeeds only on one.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::filecheck;

/// How a command name resolves to something runnable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tool {
    /// An executable file.
    Path(PathBuf),
    /// The in-process FileCheck of [`crate::filecheck`].
    FileCheck,
}

/// Exit status reported when a command cannot be found or started.
const EXIT_NOT_FOUND: i32 = 127;
/// Rust's exit status for a panic that unwinds out of `main`.
const EXIT_RUST_PANIC: i32 = 101;
/// Bytes of each stream kept in the log; longer output keeps its tail.
const LOG_TAIL: usize = 16 * 1024;

// ---------------------------------------------------------------------------
// Lexing and parsing

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Word(String),
    /// `|`, `||`, `&&`, `;` or `&`.
    Op(&'static str),
    Redirect(Option<u32>, RedirOp),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RedirOp {
    /// `>`
    Out,
    /// `>>`
    Append,
    /// `<`
    In,
    /// `&>`: both streams to a file.
    Both,
    /// `>&`: duplicate onto another descriptor (`2>&1`).
    Dup,
}

/// Splits a command line into words, resolving quotes and escapes the way
/// lit's `ShLexer` does. Exposed for callers that need shell-style splitting
/// (for example of option strings).
pub fn split_words(line: &str) -> Result<Vec<String>, String> {
    lex(line)?
        .into_iter()
        .map(|t| match t {
            Token::Word(w) => Ok(w),
            other => Err(format!("unexpected shell operator {other:?} in '{line}'")),
        })
        .collect()
}

fn lex(line: &str) -> Result<Vec<Token>, String> {
    let chars: Vec<char> = line.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let next = chars.get(i + 1).copied();
        let op = match (c, next) {
            ('|', Some('|')) => Some(("||", 2)),
            ('|', _) => Some(("|", 1)),
            ('&', Some('&')) => Some(("&&", 2)),
            (';', _) => Some((";", 1)),
            _ => None,
        };
        if let Some((op, len)) = op {
            tokens.push(Token::Op(op));
            i += len;
            continue;
        }
        match (c, next) {
            ('&', Some('>')) => {
                tokens.push(Token::Redirect(None, RedirOp::Both));
                i += 2;
                continue;
            }
            ('&', _) => {
                tokens.push(Token::Op("&"));
                i += 1;
                continue;
            }
            ('>', Some('&')) => {
                tokens.push(Token::Redirect(None, RedirOp::Dup));
                i += 2;
                continue;
            }
            ('>', Some('>')) => {
                tokens.push(Token::Redirect(None, RedirOp::Append));
                i += 2;
                continue;
            }
            ('>', _) => {
                tokens.push(Token::Redirect(None, RedirOp::Out));
                i += 1;
                continue;
            }
            ('<', _) => {
                tokens.push(Token::Redirect(None, RedirOp::In));
                i += 1;
                continue;
            }
            _ => {}
        }

        // A word, possibly made of several quoted and unquoted parts.
        let mut word = String::new();
        let mut quoted = false;
        while i < chars.len() {
            let c = chars[i];
            if c.is_whitespace() || "|&;<>".contains(c) {
                break;
            }
            i += 1;
            match c {
                '\'' => {
                    quoted = true;
                    loop {
                        match chars.get(i) {
                            None => return Err(format!("missing quote character in '{line}'")),
                            Some('\'') => {
                                i += 1;
                                break;
                            }
                            Some(&q) => {
                                word.push(q);
                                i += 1;
                            }
                        }
                    }
                }
                '"' => {
                    quoted = true;
                    loop {
                        match chars.get(i) {
                            None => return Err(format!("missing quote character in '{line}'")),
                            Some('"') => {
                                i += 1;
                                break;
                            }
                            // Inside double quotes a backslash only escapes
                            // the quote and itself.
                            Some('\\') if matches!(chars.get(i + 1), Some('"' | '\\')) => {
                                word.push(chars[i + 1]);
                                i += 2;
                            }
                            Some(&q) => {
                                word.push(q);
                                i += 1;
                            }
                        }
                    }
                }
                '\\' => match chars.get(i) {
                    Some(&e) => {
                        word.push(e);
                        i += 1;
                    }
                    None => word.push('\\'),
                },
                _ => word.push(c),
            }
        }
        // `2>file`, `2>&1`: a bare number directly before a redirection.
        if !quoted && !word.is_empty() && word.chars().all(|d| d.is_ascii_digit()) {
            if let Some(&r) = chars.get(i) {
                if r == '>' || r == '<' {
                    let fd = word.parse().ok();
                    let (op, len) = match (r, chars.get(i + 1)) {
                        ('>', Some('&')) => (RedirOp::Dup, 2),
                        ('>', Some('>')) => (RedirOp::Append, 2),
                        ('>', _) => (RedirOp::Out, 1),
                        _ => (RedirOp::In, 1),
                    };
                    tokens.push(Token::Redirect(fd, op));
                    i += len;
                    continue;
                }
            }
        }
        tokens.push(Token::Word(word));
    }
    Ok(tokens)
}

#[derive(Clone, Debug)]
struct Redirect {
    fd: Option<u32>,
    op: RedirOp,
    target: String,
}

#[derive(Clone, Debug)]
struct SimpleCommand {
    args: Vec<String>,
    redirects: Vec<Redirect>,
}

#[derive(Clone, Debug)]
enum Node {
    Pipeline(Vec<SimpleCommand>),
    Seq(Box<Node>, &'static str, Box<Node>),
}

fn parse(line: &str) -> Result<Node, String> {
    let tokens = lex(line)?;
    let mut pos = 0;
    let mut node = parse_pipeline(&tokens, &mut pos, line)?;
    while pos < tokens.len() {
        let Token::Op(op) = tokens[pos] else {
            return Err(format!("unexpected token in '{line}'"));
        };
        if op == "&" {
            return Err(format!("unsupported shell operator: '&' in '{line}'"));
        }
        pos += 1;
        let rhs = parse_pipeline(&tokens, &mut pos, line)?;
        node = Node::Seq(Box::new(node), op, Box::new(rhs));
    }
    Ok(node)
}

fn parse_pipeline(tokens: &[Token], pos: &mut usize, line: &str) -> Result<Node, String> {
    let mut commands = vec![parse_command(tokens, pos, line)?];
    while *pos < tokens.len() && tokens[*pos] == Token::Op("|") {
        *pos += 1;
        commands.push(parse_command(tokens, pos, line)?);
    }
    Ok(Node::Pipeline(commands))
}

fn parse_command(tokens: &[Token], pos: &mut usize, line: &str) -> Result<SimpleCommand, String> {
    let mut cmd = SimpleCommand {
        args: Vec::new(),
        redirects: Vec::new(),
    };
    while *pos < tokens.len() {
        match &tokens[*pos] {
            Token::Word(w) => cmd.args.push(w.clone()),
            Token::Redirect(fd, op) => {
                *pos += 1;
                let Some(Token::Word(target)) = tokens.get(*pos) else {
                    return Err(format!("missing redirection target in '{line}'"));
                };
                cmd.redirects.push(Redirect {
                    fd: *fd,
                    op: *op,
                    target: target.clone(),
                });
            }
            Token::Op(_) => break,
        }
        *pos += 1;
    }
    if cmd.args.is_empty() {
        return Err(format!("empty command in '{line}'"));
    }
    Ok(cmd)
}

// ---------------------------------------------------------------------------
// Execution

/// Where one output stream of a command ends up.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Target {
    /// The command's standard output: the next pipeline stage, or the log.
    Stdout,
    /// The command's standard error: the log.
    Stderr,
    File(PathBuf, bool),
}

struct Outcome {
    code: i32,
    crashed: bool,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

impl Outcome {
    fn status(code: i32, stderr: impl Into<Vec<u8>>) -> Outcome {
        Outcome {
            code,
            crashed: false,
            stdout: Vec::new(),
            stderr: stderr.into(),
        }
    }
}

/// Shell state that persists across the RUN lines of one test: working
/// directory and environment, plus the execution log.
pub struct Shell<'a> {
    pub cwd: PathBuf,
    pub env: BTreeMap<String, String>,
    tools: &'a HashMap<String, Tool>,
    /// Where temporary files for process I/O go.
    scratch: PathBuf,
    timeout: Option<Duration>,
    deadline: Option<Instant>,
    /// Transcript of everything executed, for failure reports.
    pub log: String,
}

static SCRATCH_COUNTER: AtomicUsize = AtomicUsize::new(0);

impl<'a> Shell<'a> {
    /// A shell running in `cwd` with the current process environment.
    /// `timeout` bounds the total time of all commands run by this shell.
    pub fn new(cwd: PathBuf, tools: &'a HashMap<String, Tool>, timeout: Option<Duration>) -> Self {
        Shell {
            scratch: cwd.clone(),
            cwd,
            env: std::env::vars().collect(),
            tools,
            timeout,
            deadline: None,
            log: String::new(),
        }
    }

    /// Parses and runs one command line; returns its exit status. `Err` is
    /// for lines the shell cannot run at all (syntax errors, timeouts).
    pub fn run(&mut self, line: &str) -> Result<i32, String> {
        if self.deadline.is_none() {
            self.deadline = self.timeout.map(|t| Instant::now() + t);
        }
        let node = parse(line)?;
        self.run_node(&node)
    }

    fn run_node(&mut self, node: &Node) -> Result<i32, String> {
        match node {
            Node::Pipeline(cmds) => self.run_pipeline(cmds),
            Node::Seq(lhs, op, rhs) => {
                let status = self.run_node(lhs)?;
                match *op {
                    "&&" if status != 0 => Ok(status),
                    "||" if status == 0 => Ok(status),
                    _ => self.run_node(rhs),
                }
            }
        }
    }

    fn run_pipeline(&mut self, cmds: &[SimpleCommand]) -> Result<i32, String> {
        let mut input = Vec::new();
        let mut status = 0;
        for (i, cmd) in cmds.iter().enumerate() {
            let _ = writeln!(self.log, "$ {}", quote_args(&cmd.args, &cmd.redirects));
            let out = self.run_command(cmd, input)?;
            let last = i + 1 == cmds.len();
            // Piped output is only interesting when the stage failed.
            if last || out.code != 0 {
                log_stream(&mut self.log, "stdout", &out.stdout);
            }
            log_stream(&mut self.log, "stderr", &out.stderr);
            if out.code != 0 {
                let _ = writeln!(
                    self.log,
                    "# error: command failed with exit status: {}{}",
                    out.code,
                    if out.crashed { " (crashed)" } else { "" }
                );
                status = out.code;
            }
            input = out.stdout;
        }
        Ok(status)
    }

    fn resolve(&self, p: &str) -> PathBuf {
        let path = Path::new(p);
        if path.is_absolute() {
            path.to_path_buf()
        } else {
            self.cwd.join(path)
        }
    }

    fn run_command(&mut self, cmd: &SimpleCommand, stdin: Vec<u8>) -> Result<Outcome, String> {
        // Resolve redirections in order, like a POSIX shell: `>f 2>&1` sends
        // both streams to f, `2>&1 >f` only stdout.
        let mut stdin = stdin;
        let mut out_target = Target::Stdout;
        let mut err_target = Target::Stderr;
        for r in &cmd.redirects {
            match (r.fd, r.op) {
                (None | Some(0), RedirOp::In) => {
                    let path = self.resolve(&r.target);
                    stdin = std::fs::read(&path)
                        .map_err(|e| format!("cannot read '{}': {e}", path.display()))?;
                }
                (None | Some(1), RedirOp::Out | RedirOp::Append) => {
                    out_target = Target::File(self.resolve(&r.target), r.op == RedirOp::Append);
                }
                (Some(2), RedirOp::Out | RedirOp::Append) => {
                    err_target = Target::File(self.resolve(&r.target), r.op == RedirOp::Append);
                }
                (None, RedirOp::Both) => {
                    out_target = Target::File(self.resolve(&r.target), false);
                    err_target = out_target.clone();
                }
                (Some(2), RedirOp::Dup) if r.target == "1" => err_target = out_target.clone(),
                (None | Some(1), RedirOp::Dup) if r.target == "2" => {
                    out_target = err_target.clone()
                }
                _ => {
                    return Err(format!(
                        "unsupported redirection {:?}{:?} {}",
                        r.fd, r.op, r.target
                    ))
                }
            }
        }
        // Truncate each output file once, even when both streams share it.
        for t in [&out_target, &err_target] {
            if let Target::File(path, false) = t {
                File::create(path)
                    .map_err(|e| format!("cannot create '{}': {e}", path.display()))?;
            }
        }

        let mut args = cmd.args.clone();
        let mut negations: Vec<bool> = Vec::new(); // true = `not --crash`
        let mut env_changes: Vec<(String, Option<String>)> = Vec::new();
        loop {
            match args.first().map(String::as_str) {
                Some("not") => {
                    args.remove(0);
                    let crash = args.first().map(String::as_str) == Some("--crash");
                    if crash {
                        args.remove(0);
                    }
                    negations.push(crash);
                }
                Some("env") => {
                    args.remove(0);
                    while let Some(a) = args.first().cloned() {
                        if a == "-u" && args.len() > 1 {
                            env_changes.push((args[1].clone(), None));
                            args.drain(..2);
                        } else if let Some((k, v)) =
                            a.split_once('=').filter(|(k, _)| !k.is_empty())
                        {
                            env_changes.push((k.to_string(), Some(v.to_string())));
                            args.remove(0);
                        } else {
                            break;
                        }
                    }
                }
                _ => break,
            }
        }
        let mut outcome = if args.is_empty() {
            Outcome::status(0, Vec::new())
        } else {
            let mut env = self.env.clone();
            for (k, v) in &env_changes {
                match v {
                    Some(v) => env.insert(k.clone(), v.clone()),
                    None => env.remove(k),
                };
            }
            self.dispatch(&args, stdin, &env, &out_target, &err_target)?
        };
        if outcome.crashed {
            let _ = writeln!(
                self.log,
                "# note: '{}' crashed (exit status {}{})",
                args.first().map_or("", String::as_str),
                outcome.code,
                if outcome.code == EXIT_RUST_PANIC {
                    ", a Rust panic"
                } else {
                    ""
                }
            );
        }
        for crash in negations.into_iter().rev() {
            let code = if crash {
                i32::from(!outcome.crashed)
            } else {
                i32::from(outcome.crashed || outcome.code == 0)
            };
            outcome.code = code;
            outcome.crashed = false;
        }
        Ok(outcome)
    }

    fn dispatch(
        &mut self,
        args: &[String],
        stdin: Vec<u8>,
        env: &BTreeMap<String, String>,
        out_target: &Target,
        err_target: &Target,
    ) -> Result<Outcome, String> {
        let name = args[0].as_str();
        let tool = self.tools.get(name).cloned();
        let builtin = match (&tool, name) {
            (Some(Tool::FileCheck), _) | (None, "FileCheck") => {
                // A FileCheck bug must fail this test, not the whole run.
                let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    filecheck::run_cli(&args[1..], &stdin, &self.cwd)
                }));
                Some(match result {
                    Ok(Ok(())) => Outcome::status(0, Vec::new()),
                    Ok(Err(f)) => Outcome::status(f.exit_code, f.message),
                    Err(_) => Outcome {
                        code: EXIT_RUST_PANIC,
                        crashed: true,
                        stdout: Vec::new(),
                        stderr: b"in-process FileCheck panicked\n".to_vec(),
                    },
                })
            }
            (Some(Tool::Path(_)), _) => None,
            (None, _) => self.builtin(args, &stdin),
        };
        if let Some(outcome) = builtin {
            return route_in_process(outcome, out_target, err_target);
        }
        let program = match tool {
            Some(Tool::Path(p)) => p,
            _ => match self.find_program(name, env) {
                Some(p) => p,
                None => {
                    return route_in_process(
                        Outcome::status(EXIT_NOT_FOUND, format!("'{name}': command not found\n")),
                        out_target,
                        err_target,
                    )
                }
            },
        };
        self.spawn(&program, &args[1..], stdin, env, out_target, err_target)
    }

    fn find_program(&self, name: &str, env: &BTreeMap<String, String>) -> Option<PathBuf> {
        if name.contains('/') {
            let p = self.resolve(name);
            return p.is_file().then_some(p);
        }
        let path = env.get("PATH")?;
        std::env::split_paths(path)
            .map(|dir| dir.join(name))
            .find(|p| is_executable(p))
    }

    fn scratch_file(&self, tag: &str) -> PathBuf {
        let n = SCRATCH_COUNTER.fetch_add(1, Ordering::Relaxed);
        self.scratch
            .join(format!(".lit-{}-{n}.{tag}", std::process::id()))
    }

    fn spawn(
        &mut self,
        program: &Path,
        args: &[String],
        stdin: Vec<u8>,
        env: &BTreeMap<String, String>,
        out_target: &Target,
        err_target: &Target,
    ) -> Result<Outcome, String> {
        let io_err = |what: &str, e: std::io::Error| format!("{what}: {e}");
        let in_path = self.scratch_file("in");
        std::fs::write(&in_path, &stdin).map_err(|e| io_err("writing stdin", e))?;
        // One file per distinct target, shared when both streams go there so
        // that `2>&1` keeps the interleaving of the two streams.
        let mut files: Vec<(Target, File, Option<PathBuf>)> = Vec::new();
        let open = |t: &Target,
                    files: &mut Vec<(Target, File, Option<PathBuf>)>|
         -> Result<File, String> {
            if let Some((_, f, _)) = files.iter().find(|(k, _, _)| k == t) {
                return f.try_clone().map_err(|e| io_err("dup", e));
            }
            let (file, temp) = match t {
                Target::File(path, _) => (
                    OpenOptions::new()
                        .append(true)
                        .create(true)
                        .open(path)
                        .map_err(|e| io_err(&format!("opening '{}'", path.display()), e))?,
                    None,
                ),
                Target::Stdout | Target::Stderr => {
                    let p = self.scratch_file("out");
                    (
                        File::create(&p).map_err(|e| io_err("scratch file", e))?,
                        Some(p),
                    )
                }
            };
            let dup = file.try_clone().map_err(|e| io_err("dup", e))?;
            files.push((t.clone(), file, temp));
            Ok(dup)
        };
        let stdout = open(out_target, &mut files)?;
        let stderr = open(err_target, &mut files)?;
        let stdin_file = File::open(&in_path).map_err(|e| io_err("reading stdin", e))?;

        let spawned = Command::new(program)
            .args(args)
            .current_dir(&self.cwd)
            .env_clear()
            .envs(env)
            .stdin(Stdio::from(stdin_file))
            .stdout(Stdio::from(stdout))
            .stderr(Stdio::from(stderr))
            .spawn();
        let _ = std::fs::remove_file(&in_path);
        let mut child = match spawned {
            Ok(c) => c,
            Err(e) => {
                cleanup(&files);
                return Ok(Outcome::status(
                    EXIT_NOT_FOUND,
                    format!("could not execute '{}': {e}\n", program.display()),
                ));
            }
        };
        let status = match self.deadline {
            None => child.wait().map_err(|e| io_err("wait", e))?,
            Some(deadline) => loop {
                if let Some(s) = child.try_wait().map_err(|e| io_err("wait", e))? {
                    break s;
                }
                if Instant::now() >= deadline {
                    let _ = child.kill();
                    let _ = child.wait();
                    cleanup(&files);
                    return Err(format!(
                        "timed out after {:?} running '{}'",
                        self.timeout.unwrap_or_default(),
                        program.display()
                    ));
                }
                std::thread::sleep(Duration::from_millis(5));
            },
        };

        let read_back = |t: &Target| -> Vec<u8> {
            let mut buf = Vec::new();
            if let Some((_, _, Some(p))) = files.iter().find(|(k, _, _)| k == t) {
                if let Ok(mut f) = File::open(p) {
                    let _ = f.read_to_end(&mut buf);
                }
            }
            buf
        };
        let mut stdout_bytes = read_back(&Target::Stdout);
        let stderr_bytes = read_back(&Target::Stderr);
        if out_target == &Target::Stderr {
            // `1>&2`: what was written to "stdout" is really stderr.
            stdout_bytes.clear();
        }
        cleanup(&files);

        let (code, crashed) = exit_info(status);
        Ok(Outcome {
            code,
            crashed,
            stdout: if out_target == &Target::Stdout || err_target == &Target::Stdout {
                stdout_bytes
            } else {
                Vec::new()
            },
            stderr: if err_target == &Target::Stderr || out_target == &Target::Stderr {
                stderr_bytes
            } else {
                Vec::new()
            },
        })
    }

    /// In-process commands; `None` when `args[0]` is not a built-in.
    fn builtin(&mut self, args: &[String], stdin: &[u8]) -> Option<Outcome> {
        let rest = &args[1..];
        let outcome = match args[0].as_str() {
            "true" | ":" => Outcome::status(0, Vec::new()),
            "false" => Outcome::status(1, Vec::new()),
            "echo" => {
                let mut newline = true;
                let mut escapes = false;
                let mut words = rest;
                while let Some(flag) = words.first() {
                    match flag.as_str() {
                        "-n" => newline = false,
                        "-e" => escapes = true,
                        "-en" | "-ne" => {
                            newline = false;
                            escapes = true;
                        }
                        _ => break,
                    }
                    words = &words[1..];
                }
                let mut text = words.join(" ");
                if escapes {
                    text = unescape(&text);
                }
                if newline {
                    text.push('\n');
                }
                Outcome {
                    code: 0,
                    crashed: false,
                    stdout: text.into_bytes(),
                    stderr: Vec::new(),
                }
            }
            "cat" => {
                let mut out = Vec::new();
                let mut err = String::new();
                if rest.is_empty() {
                    out.extend_from_slice(stdin);
                }
                for f in rest {
                    if f == "-" {
                        out.extend_from_slice(stdin);
                        continue;
                    }
                    match std::fs::read(self.resolve(f)) {
                        Ok(bytes) => out.extend(bytes),
                        Err(e) => {
                            let _ = writeln!(err, "cat: {f}: {e}");
                        }
                    }
                }
                Outcome {
                    code: i32::from(!err.is_empty()),
                    crashed: false,
                    stdout: out,
                    stderr: err.into_bytes(),
                }
            }
            "cd" => match rest {
                [dir] => {
                    let target = self.resolve(dir);
                    if target.is_dir() {
                        self.cwd = target;
                        Outcome::status(0, Vec::new())
                    } else {
                        Outcome::status(1, format!("cd: {dir}: no such directory\n"))
                    }
                }
                _ => Outcome::status(1, "cd: expected exactly one argument\n"),
            },
            "export" => {
                for a in rest {
                    if let Some((k, v)) = a.split_once('=') {
                        self.env.insert(k.to_string(), v.to_string());
                    }
                }
                Outcome::status(0, Vec::new())
            }
            "unset" => {
                for a in rest {
                    self.env.remove(a);
                }
                Outcome::status(0, Vec::new())
            }
            "mkdir" => {
                let parents = rest.iter().any(|a| a == "-p");
                let mut err = String::new();
                for d in rest.iter().filter(|a| !a.starts_with('-')) {
                    let path = self.resolve(d);
                    let r = if parents {
                        std::fs::create_dir_all(&path)
                    } else {
                        std::fs::create_dir(&path)
                    };
                    if let Err(e) = r {
                        let _ = writeln!(err, "mkdir: {d}: {e}");
                    }
                }
                Outcome::status(i32::from(!err.is_empty()), err)
            }
            "rm" => {
                let flags: String = rest
                    .iter()
                    .filter(|a| a.starts_with('-') && a.len() > 1)
                    .map(|a| a[1..].to_string())
                    .collect();
                let force = flags.contains('f');
                let recursive = flags.contains('r') || flags.contains('R');
                let mut err = String::new();
                for p in rest.iter().filter(|a| !a.starts_with('-') || a.len() == 1) {
                    let path = self.resolve(p);
                    let r = match std::fs::symlink_metadata(&path) {
                        Err(_) if force => Ok(()),
                        Err(e) => Err(e),
                        Ok(m) if m.is_dir() && recursive => std::fs::remove_dir_all(&path),
                        Ok(m) if m.is_dir() => Err(std::io::Error::other("is a directory")),
                        Ok(_) => std::fs::remove_file(&path),
                    };
                    if let Err(e) = r {
                        let _ = writeln!(err, "rm: cannot remove '{p}': {e}");
                    }
                }
                Outcome::status(i32::from(!err.is_empty()), err)
            }
            "count" => {
                let lines = stdin.iter().filter(|&&c| c == b'\n').count()
                    + usize::from(!stdin.is_empty() && !stdin.ends_with(b"\n"));
                match rest.first().and_then(|n| n.parse::<usize>().ok()) {
                    Some(n) if n == lines => Outcome::status(0, Vec::new()),
                    Some(n) => Outcome::status(1, format!("Expected {n} lines, got {lines}.\n")),
                    None => Outcome::status(2, "usage: count <expected line count>\n"),
                }
            }
            "split-file" => self.split_file(rest, stdin),
            _ => return None,
        };
        Some(outcome)
    }
}

impl Shell<'_> {
    /// LLVM's `split-file [--leading-lines] INPUT OUTDIR`: writes each part
    /// introduced by a `//--- NAME` (or `#--- NAME`, `;--- NAME`, ...) line to
    /// `OUTDIR/NAME`. `--leading-lines` pads each part with empty lines so
    /// that line numbers match the input's.
    fn split_file(&self, args: &[String], stdin: &[u8]) -> Outcome {
        let mut leading = false;
        let mut positional = Vec::new();
        for a in args {
            match a.as_str() {
                "--leading-lines" => leading = true,
                "--no-leading-lines" => leading = false,
                _ => positional.push(a.as_str()),
            }
        }
        let [input, out_dir] = positional[..] else {
            return Outcome::status(1, "split-file: expected <input> <output directory>\n");
        };
        let text = if input == "-" {
            stdin.to_vec()
        } else {
            match std::fs::read(self.resolve(input)) {
                Ok(t) => t,
                Err(e) => return Outcome::status(1, format!("split-file: {input}: {e}\n")),
            }
        };
        let text = String::from_utf8_lossy(&text);
        // (name, first content line number, content)
        let mut parts: Vec<(String, usize, String)> = Vec::new();
        for (idx, line) in text.split_inclusive('\n').enumerate() {
            let bare = line.trim_end_matches(['\n', '\r']);
            let marker_len = if bare.starts_with("//") { 6 } else { 5 };
            let is_marker = bare.len() >= marker_len
                && bare.is_char_boundary(marker_len - 4)
                && bare[marker_len - 4..].starts_with("--- ");
            if !is_marker {
                if let Some(part) = parts.last_mut() {
                    part.2.push_str(line);
                }
                continue;
            }
            let name = &bare[marker_len..];
            if name.is_empty()
                || name.starts_with(char::is_whitespace)
                || name.ends_with(char::is_whitespace)
            {
                return Outcome::status(1, format!("split-file: invalid part name in '{bare}'\n"));
            }
            if parts.iter().any(|(n, _, _)| n == name) {
                return Outcome::status(1, format!("split-file: '{bare}' occurs more than once\n"));
            }
            parts.push((name.to_string(), idx + 2, String::new()));
        }
        if parts.is_empty() {
            return Outcome::status(1, "split-file: no part separator was found\n");
        }
        let dir = self.resolve(out_dir);
        for (name, first_line, content) in parts {
            let path = dir.join(&name);
            let padding = if leading {
                "\n".repeat(first_line - 1)
            } else {
                String::new()
            };
            let written = path
                .parent()
                .map_or(Ok(()), std::fs::create_dir_all)
                .and_then(|()| std::fs::write(&path, padding + &content));
            if let Err(e) = written {
                return Outcome::status(1, format!("split-file: {}: {e}\n", path.display()));
            }
        }
        Outcome::status(0, Vec::new())
    }
}

/// Sends an in-process command's output where its redirections point.
fn route_in_process(
    outcome: Outcome,
    out_target: &Target,
    err_target: &Target,
) -> Result<Outcome, String> {
    let mut routed = Outcome {
        code: outcome.code,
        crashed: outcome.crashed,
        stdout: Vec::new(),
        stderr: Vec::new(),
    };
    for (bytes, target) in [(outcome.stdout, out_target), (outcome.stderr, err_target)] {
        match target {
            Target::Stdout => routed.stdout.extend(bytes),
            Target::Stderr => routed.stderr.extend(bytes),
            // Files were truncated up front, so always append here.
            Target::File(path, _) => OpenOptions::new()
                .append(true)
                .create(true)
                .open(path)
                .and_then(|mut f| f.write_all(&bytes))
                .map_err(|e| format!("writing '{}': {e}", path.display()))?,
        }
    }
    Ok(routed)
}

fn cleanup(files: &[(Target, File, Option<PathBuf>)]) {
    for (_, _, temp) in files {
        if let Some(p) = temp {
            let _ = std::fs::remove_file(p);
        }
    }
}

#[cfg(unix)]
fn exit_info(status: std::process::ExitStatus) -> (i32, bool) {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(code), _) => (code, code == EXIT_RUST_PANIC),
        (None, Some(sig)) => (128 + sig, true),
        (None, None) => (1, true),
    }
}

#[cfg(not(unix))]
fn exit_info(status: std::process::ExitStatus) -> (i32, bool) {
    let code = status.code().unwrap_or(1);
    (code, code == EXIT_RUST_PANIC || code < 0)
}

#[cfg(unix)]
fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    p.metadata()
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}

#[cfg(not(unix))]
fn is_executable(p: &Path) -> bool {
    p.is_file()
}

/// `echo -e` escapes.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            Some('0') => out.push('\0'),
            Some(o) => {
                out.push('\\');
                out.push(o);
            }
            None => out.push('\\'),
        }
    }
    out
}

fn quote_args(args: &[String], redirects: &[Redirect]) -> String {
    let mut parts: Vec<String> = args
        .iter()
        .map(|a| {
            if !a.is_empty()
                && a.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_=./%:,+@".contains(c))
            {
                a.clone()
            } else {
                format!("'{}'", a.replace('\'', "'\\''"))
            }
        })
        .collect();
    for r in redirects {
        let fd = r.fd.map(|f| f.to_string()).unwrap_or_default();
        let op = match r.op {
            RedirOp::Out => ">",
            RedirOp::Append => ">>",
            RedirOp::In => "<",
            RedirOp::Both => "&>",
            RedirOp::Dup => ">&",
        };
        parts.push(format!("{fd}{op}{}", r.target));
    }
    parts.join(" ")
}

fn log_stream(log: &mut String, name: &str, bytes: &[u8]) {
    if bytes.is_empty() {
        return;
    }
    let _ = writeln!(log, "# .---{name}---");
    let start = bytes.len().saturating_sub(LOG_TAIL);
    if start > 0 {
        let _ = writeln!(log, "# (first {start} bytes omitted)");
    }
    let text = String::from_utf8_lossy(&bytes[start..]);
    log.push_str(&text);
    if !text.ends_with('\n') {
        log.push('\n');
    }
    let _ = writeln!(log, "# `---{name}---");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexing() {
        assert_eq!(
            split_words(r#"a 'b c' "d \"e\" \x" f\ g --x="1 2""#).unwrap(),
            vec!["a", "b c", r#"d "e" \x"#, "f g", "--x=1 2"]
        );
        let t = lex("a 2>&1 >out | b && c || d ; e 2>err <in >>app &>both").unwrap();
        assert!(t.contains(&Token::Redirect(Some(2), RedirOp::Dup)));
        assert!(t.contains(&Token::Redirect(Some(2), RedirOp::Out)));
        assert!(t.contains(&Token::Redirect(None, RedirOp::Both)));
        assert!(t.contains(&Token::Op("||")));
        assert!(lex("'unterminated").is_err());
        assert!(parse("a |").is_err());
        assert!(parse("a & b").is_err());
    }

    fn shell_in(dir: &Path, tools: &HashMap<String, Tool>) -> Shell<'static> {
        let tools: &'static HashMap<String, Tool> = Box::leak(Box::new(tools.clone()));
        Shell::new(dir.to_path_buf(), tools, Some(Duration::from_secs(60)))
    }

    fn temp_dir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("rmlir-lit-shell-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn builtins_and_operators() {
        let dir = temp_dir("builtins");
        let mut sh = shell_in(&dir, &HashMap::new());
        assert_eq!(sh.run("true && echo hi > f.txt").unwrap(), 0);
        assert_eq!(std::fs::read_to_string(dir.join("f.txt")).unwrap(), "hi\n");
        assert_eq!(
            sh.run("echo more >> f.txt; cat f.txt | count 2").unwrap(),
            0
        );
        assert_eq!(sh.run("false || true").unwrap(), 0);
        assert_eq!(sh.run("false && true").unwrap(), 1);
        assert_eq!(sh.run("not false").unwrap(), 0);
        assert_eq!(sh.run("not true").unwrap(), 1);
        assert_eq!(sh.run("not not true").unwrap(), 0);
        assert_eq!(sh.run("false | true").unwrap(), 1, "pipefail");
        assert_eq!(
            sh.run("mkdir -p a/b && cd a && echo x > b/y && cat b/y")
                .unwrap(),
            0
        );
        assert_eq!(sh.run("rm -rf b && not cat b/y").unwrap(), 0);
        assert_eq!(sh.run("rm missing").unwrap(), 1);
        assert_eq!(sh.run("rm -f missing").unwrap(), 0);
        assert_eq!(sh.run("no-such-tool-anywhere").unwrap(), EXIT_NOT_FOUND);
        std::fs::write(
            dir.join("a/multi.mlir"),
            "// RUN: x\n//--- one.mlir\nfirst\n//--- sub/two.mlir\nsecond\n",
        )
        .unwrap();
        assert_eq!(sh.run("split-file multi.mlir parts").unwrap(), 0);
        assert_eq!(
            std::fs::read_to_string(dir.join("a/parts/one.mlir")).unwrap(),
            "first\n"
        );
        assert_eq!(
            sh.run("split-file --leading-lines multi.mlir p2").unwrap(),
            0
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("a/p2/sub/two.mlir")).unwrap(),
            "\n\n\n\nsecond\n"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn filecheck_in_pipeline() {
        let dir = temp_dir("fc");
        std::fs::write(dir.join("c.txt"), "CHECK: hello\nCHECK-NEXT: world\n").unwrap();
        let mut sh = shell_in(&dir, &HashMap::new());
        assert_eq!(
            sh.run("echo -e 'hello\\nworld' | FileCheck c.txt").unwrap(),
            0
        );
        assert_eq!(sh.run("echo hello world | FileCheck c.txt").unwrap(), 1);
        assert!(
            sh.log.contains("CHECK-NEXT: is on the same line"),
            "{}",
            sh.log
        );
        assert_eq!(sh.run("echo hello world | not FileCheck c.txt").unwrap(), 0);
        assert_eq!(
            sh.run("echo hello | FileCheck --input-file=c.txt c.txt")
                .unwrap(),
            0
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn external_processes() {
        let dir = temp_dir("ext");
        let mut sh = shell_in(&dir, &HashMap::new());
        assert_eq!(
            sh.run("sh -c 'echo out; echo err >&2' 2>&1 | FileCheck --check-prefix=B both.chk")
                .unwrap(),
            2
        );
        std::fs::write(dir.join("both.chk"), "B: out\nB-NEXT: err\n").unwrap();
        assert_eq!(
            sh.run("sh -c 'echo out; echo err >&2' 2>&1 | FileCheck --check-prefix=B both.chk")
                .unwrap(),
            0
        );
        assert_eq!(
            sh.run("sh -c 'echo out; echo err >&2' 2>e.txt | FileCheck --check-prefix=B both.chk")
                .unwrap(),
            1
        );
        assert_eq!(std::fs::read_to_string(dir.join("e.txt")).unwrap(), "err\n");
        assert_eq!(sh.run("echo piped | sh -c 'cat; exit 3'").unwrap(), 3);
        assert!(sh.log.contains("piped"));
        assert_eq!(
            sh.run("env FOO=bar sh -c 'test \"$FOO\" = bar'").unwrap(),
            0
        );
        assert_eq!(
            sh.run("export FOO=baz && sh -c 'test \"$FOO\" = baz'")
                .unwrap(),
            0
        );
        // Crashes: a signal or a Rust panic's exit status 101.
        assert_eq!(sh.run("not sh -c 'kill -SEGV $$'").unwrap(), 1);
        assert_eq!(sh.run("not --crash sh -c 'kill -SEGV $$'").unwrap(), 0);
        assert_eq!(sh.run("not sh -c 'exit 101'").unwrap(), 1);
        assert_eq!(sh.run("not --crash sh -c 'exit 101'").unwrap(), 0);
        assert_eq!(sh.run("not --crash sh -c 'exit 1'").unwrap(), 1);
        assert_eq!(sh.run("not sh -c 'exit 1'").unwrap(), 0);
        let mut tools = HashMap::new();
        tools.insert("mytool".to_string(), Tool::Path(PathBuf::from("/bin/sh")));
        let mut sh = shell_in(&dir, &tools);
        assert_eq!(sh.run("mytool -c 'exit 4'").unwrap(), 4);
        let mut sh = Shell::new(
            dir.clone(),
            Box::leak(Box::new(HashMap::new())),
            Some(Duration::from_millis(200)),
        );
        assert!(sh.run("sleep 5").is_err(), "timeout");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
