#!/usr/bin/env python3
"""Differential testing of rmlir-opt against upstream mlir-opt 19.

What it does
------------
Runs upstream ``mlir-opt`` (19.x) and ``rmlir-opt`` on the same inputs and
compares their outputs byte for byte.  Inputs are ``.mlir`` files or
directories (searched recursively; directories named ``Inputs`` are skipped,
as lit does).  Files are split into chunks exactly as MLIR's
``--split-input-file`` splits them (see ``split_input``) when the file's RUN
lines use ``-split-input-file``.

Modes (``--mode``)
------------------
generic (default)
    For each chunk: G = ``mlir-opt --mlir-print-op-generic [parse flags]``
    on the chunk (parse flags = ``--allow-unregistered-dialect`` when a RUN
    line of the file passes it).  If upstream rejects the chunk it is not
    counted ("upstream-rejects").  Then
    expected = ``mlir-opt   --mlir-print-op-generic --allow-unregistered-dialect G``,
    actual   = ``rmlir-opt  --mlir-print-op-generic --allow-unregistered-dialect G``.
    ``--debuginfo`` / ``--local-scope`` add ``--mlir-print-debuginfo`` /
    ``--mlir-print-local-scope`` to both (expected and actual) invocations.
original
    Like generic, but rmlir-opt is fed the chunk's original text (same flags
    as upstream).  ``--builtin-only`` restricts to chunks whose generic form
    only uses ``builtin.*`` ops and builtin attributes/types, or (when the
    file allows unregistered dialects) ops/attributes/types of dialects that
    are not upstream dialects (see ``UPSTREAM_DIALECTS``).
run
    Executes every RUN-line command whose first pipeline stage is mlir-opt:
    the consecutive mlir-opt stages of the pipeline (FileCheck etc. are
    dropped) run with mlir-opt and with rmlir-opt, same arguments; stage k>0
    of both tools is fed upstream's output of stage k-1.  stdout and exit
    code are compared (and stderr when the stage redirects ``2>&1``).  With
    ``-split-input-file`` the output is split on the output marker and every
    chunk is its own unit.
verify
    For files containing ``expected-*`` annotations: runs each RUN line that
    uses ``-verify-diagnostics`` (only its mlir-opt stage); files without
    such a RUN line get ``--verify-diagnostics --split-input-file [parse
    flags]``.  Only success of the exit status is compared; units where
    upstream itself fails are excluded.

Classification
--------------
Every unit ends up as one of
    pass, fail               -- counted;
    unsupported              -- counted, but rmlir's stderr says it lacks a
                                feature (``UNSUPPORTED_PATTERNS``); the
                                second pass rate leaves these out;
    upstream-rejects         -- not counted (upstream fails / times out);
    skipped                  -- not counted (RUN line not runnable, or
                                filtered by ``--builtin-only``).
All non-passing units are listed, grouped by their automatic reason.

Notes
-----
* Chunks are fed on stdin (``-``) to both tools, so locations name
  ``<stdin>``; run/verify modes pass the file path exactly as lit would
  (absolute), with the file's directory as working directory.
* A file whose RUN lines never pass ``-split-input-file`` is one chunk.
* run mode rewrites ``-o FILE`` to ``-o -`` and drops ``>``/``2>``
  redirects; commands reading a ``%t`` file produced by another RUN line
  are skipped.  Unknown lit substitutions (``%mlir_lib_dir`` ...) in an
  mlir-opt stage skip the command.
* Upstream results are cached under ``--cache-dir`` (key = SHA-256 of the
  mlir-opt version and path, arguments, stdin and the file's content), so
  reruns only execute rmlir-opt.  Other files a test reads (``Inputs/``)
  are not part of the key: use ``--no-cache`` after changing them.

Examples
--------
    scripts/differential.py tests/lit /work/shared/upstream-tests/mlir/test
    scripts/differential.py --mode run -j 2 --show-diff 3 tests/lit
    scripts/differential.py --rmlir-opt /usr/lib/llvm-19/bin/mlir-opt DIR   # self-check: 100%
"""

from __future__ import annotations

import argparse
import base64
import collections
import concurrent.futures
import dataclasses
import difflib
import hashlib
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Callable, Iterable, Optional

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
DEFAULT_INPUTS = [REPO_ROOT / "tests" / "lit"]

# ---------------------------------------------------------------------------
# Tables (extend these).
# ---------------------------------------------------------------------------

# rmlir-opt stderr patterns meaning "rmlir does not support this (yet)".
# The first matching regex wins; the reason is ``template.format(*groups)``
# (``{caret_op}``: the dotted name at/before the caret of the source snippet
# printed after the diagnostic, "?" if none).
# Only consulted when rmlir-opt exits non-zero (or its stderr mentions the
# pattern while upstream's does not).
UNSUPPORTED_PATTERNS: list[tuple[str, str]] = [
    (r"custom op '([^']+)' is unknown", "unknown op {0}"),
    (r"unregistered operation '([^']+)' found in dialect", "unknown op {0}"),
    (r"Dialect `([^']+)' not found for custom op '([^']+)'", "unregistered dialect {0} (op {1})"),
    # Name taken from the source snippet under the diagnostic ({caret_op}).
    (r"operation being parsed with an unregistered dialect", "unregistered dialect {caret_op}"),
    (r"[Dd]ialect [`']([\w.$]+)' (?:is unknown|is not registered|not found)", "unregistered dialect {0}"),
    (r"dialect '([^']+)' provides no (type|attribute) parsing hook", "no {1} parser for dialect {0}"),
    (r"unknown (type|attribute) [`']([^`']+)[`'] in dialect [`']([^`']+)[`']", "unknown {0} {2}.{1}"),
    (r"'([^']+)' does not refer to a registered pass or pass pipeline", "unknown pass {0}"),
    (r"<Pass-Options-Parser>: no such option (\S+)", "unknown pass option {0}"),
    (r"Unknown command line argument '-{1,2}([^'=]+)", "unknown flag --{0}"),
    (r"[Uu]nknown tool:? '?([^'\s]+)'?", "unknown tool {0}"),
    (r"could not read .* as UTF-8", "unsupported: non-UTF-8 input (bytecode?)"),
    (r"\b[Uu]nsupported\b:?\s*(.*)", "unsupported: {0}"),
    (r"\bnot (?:yet )?implemented\b:?\s*(.*)", "not implemented: {0}"),
]
_UNSUPPORTED_RES = [(re.compile(p), t) for p, t in UNSUPPORTED_PATTERNS]

# Lines of rmlir stderr never used for classification (e.g. in verify mode an
# expected diagnostic is quoted back: `expected error "custom op ..." was not
# produced`).
CLASSIFY_IGNORE_LINE_RES = [re.compile(r"was not produced"), re.compile(r"expected-(?:error|warning|remark|note)\b")]

# Flags of mlir-opt RUN lines that change what parses (used by generic /
# original / verify-fallback modes).  Spelled with one dash or two.
PARSE_FLAGS = ["allow-unregistered-dialect"]

# Dialect namespaces registered in upstream mlir-opt 19 (`mlir-opt
# --show-dialects`).  Used by --builtin-only.
UPSTREAM_DIALECTS = frozenset("""
    acc affine amdgpu amx arith arm_neon arm_sme arm_sve async bufferization
    builtin cf complex dlti emitc func gpu index irdl linalg llvm math memref
    mesh ml_program mpi nvgpu nvvm omp pdl pdl_interp polynomial ptr quant
    rocdl scf shape sparse_tensor spirv tensor test test_dyn tosa transform ub
    vector x86vector xegpu
""".split())

SPLIT_MARKER = b"// -----"
# mlir-opt separates the outputs of chunks with this line.
OUTPUT_SPLIT_RE = re.compile(rb"(?m)^// -----\n")
EXPECTED_DIAG_RE = re.compile(rb"expected-(?:error|warning|remark|note)")

# ---------------------------------------------------------------------------
# Input splitting (mirror of mlir::splitAndProcessBuffer, MLIR 19).
# ---------------------------------------------------------------------------


@dataclasses.dataclass
class Chunk:
    index: int  # 0-based chunk number within the file
    line: int  # 1-based line of the chunk's first byte (as upstream's "within split at F:LINE")
    text: bytes


def split_input(buf: bytes) -> list[tuple[int, int]]:
    """Return (start, end) byte ranges of the chunks of ``buf``.

    Mirrors MLIR 19's splitAndProcessBuffer: split on "// ---" (marker minus
    its last two characters); a piece continues a split only when it starts
    with "--" and is longer than 2 with piece[2] != '0' (sic, upstream);
    otherwise it is a "near miss" and is glued back onto the previous chunk.
    Empty leading pieces are skipped and a trailing empty chunk is dropped.
    """
    check_len = 2
    prefix = SPLIT_MARKER[:-check_len]
    suffix = SPLIT_MARKER[-check_len:]
    raw = []
    off = 0
    for piece in buf.split(prefix):
        raw.append((off, off + len(piece)))
        off += len(piece) + len(prefix)
    out: list[tuple[int, int]] = []
    prev: Optional[tuple[int, int]] = None  # None or empty == StringRef::empty()
    for start, end in raw:
        if prev is None or prev[0] == prev[1]:
            prev = (start, end)
            continue
        piece = buf[start:end]
        expected_suffix = (piece.startswith(suffix) and len(piece) > check_len
                           and piece[check_len:check_len + 1] != b"0")
        if expected_suffix:
            out.append(prev)
            prev = (start + check_len, end)
        else:  # near miss: extend prev over the marker prefix and this piece
            prev = (prev[0], end)
    if prev is not None and prev[0] != prev[1]:
        out.append(prev)
    return out


def make_chunks(buf: bytes, split: bool) -> list[Chunk]:
    if not split:
        return [Chunk(0, 1, buf)]
    return [Chunk(i, buf.count(b"\n", 0, s) + 1, buf[s:e])
            for i, (s, e) in enumerate(split_input(buf))]


# ---------------------------------------------------------------------------
# lit RUN-line handling.
# ---------------------------------------------------------------------------

_KEYWORD_RE = re.compile(rb"(?<![\w-])(RUN|DEFINE|REDEFINE):(.*)$")
_DEFINE_RE = re.compile(r"^\s*(%\{[\w.\-]+\})\s*=\s*(.*?)\s*$")
_UNRESOLVED_RE = re.compile(r"%(?:\{[^}]*\}|[A-Za-z_]\w*)")


def parse_run_lines(path: Path, buf: bytes, tmp_base: str) -> list[str]:
    """Return the file's RUN commands with lit substitutions applied.

    Handles ``\\`` continuations, DEFINE/REDEFINE (positional, as lit), and
    %s %S %p %t %T %%.  Unknown substitutions are left in place (the caller
    decides what to do with them).
    """
    directives: list[tuple[str, str]] = []
    pending: Optional[list] = None
    for raw_line in buf.split(b"\n"):
        m = _KEYWORD_RE.search(raw_line)
        if not m:
            if pending is not None:  # dangling continuation: lit errors; we end it
                directives.append((pending[0], pending[1]))
                pending = None
            continue
        kw = m.group(1).decode()
        text = m.group(2).decode("utf-8", "replace").rstrip("\r")
        if pending is not None:
            if pending[0] == kw:
                text = pending[1] + text
            else:
                directives.append((pending[0], pending[1]))
            pending = None
        if text.rstrip().endswith("\\"):
            pending = [kw, text.rstrip()[:-1]]
            continue
        directives.append((kw, text))
    if pending is not None:
        directives.append((pending[0], pending[1]))

    defines: dict[str, str] = {}
    runs: list[str] = []
    abspath = str(path.resolve())
    builtins = {
        "%s": abspath, "%S": str(path.resolve().parent), "%p": str(path.resolve().parent),
        "%t": tmp_base + ".tmp", "%T": os.path.dirname(tmp_base),
        "%{pathsep}": ":", "%{fs-sep}": "/", "%{fs-tmp-root}": "/tmp",
    }

    def expand(text: str) -> str:
        for _ in range(16):
            new = text
            for k, v in defines.items():
                new = new.replace(k, v)
            if new == text:
                break
            text = new
        # Builtins: replace longest first; protect "%%".
        text = text.replace("%%", "\0")
        text = re.sub(r"%\{pathsep\}|%\{fs-sep\}|%\{fs-tmp-root\}|%[sSptT](?![\w{])",
                      lambda mm: builtins[mm.group(0)], text)
        return text.replace("\0", "%").strip()

    for kw, text in directives:
        if kw in ("DEFINE", "REDEFINE"):
            m = _DEFINE_RE.match(text)
            if m:
                defines[m.group(1)] = m.group(2)
        else:
            runs.append(expand(text))
    return runs


def split_shell(text: str, seps: tuple[str, ...]) -> list[str]:
    """Split ``text`` on any of ``seps`` outside quotes (longest first)."""
    parts, cur, quote, i = [], [], None, 0
    seps = tuple(sorted(seps, key=len, reverse=True))
    while i < len(text):
        c = text[i]
        if quote:
            cur.append(c)
            if c == "\\" and quote == '"' and i + 1 < len(text):
                cur.append(text[i + 1])
                i += 1
            elif c == quote:
                quote = None
            i += 1
            continue
        if c in "'\"":
            quote = c
            cur.append(c)
            i += 1
            continue
        if c == "\\" and i + 1 < len(text):
            cur.append(text[i:i + 2])
            i += 2
            continue
        for s in seps:
            if text.startswith(s, i):
                parts.append("".join(cur))
                cur = []
                i += len(s)
                break
        else:
            cur.append(c)
            i += 1
    parts.append("".join(cur))
    return parts


@dataclasses.dataclass
class Stage:
    """One mlir-opt invocation of a RUN pipeline."""
    args: list[str]  # arguments after the tool name, output redirected to stdout
    stdin_file: Optional[str]  # '< FILE' redirect
    merge_stderr: bool  # '2>&1'
    expect_fail: bool  # 'not' prefix (informational)


def _is_mlir_opt(tok: str) -> bool:
    return tok == "mlir-opt" or tok.endswith("/mlir-opt") or tok == "mlir-opt-19"


def parse_command(cmd: str) -> tuple[list[Stage], Optional[str]]:
    """Parse one RUN command (no && / ;) into its leading mlir-opt stages.

    Returns (stages, skip_reason).  ``stages`` is empty when the command does
    not start with mlir-opt (skip_reason says why if it mentions mlir-opt).
    """
    stages: list[Stage] = []
    for stage_text in split_shell(cmd, ("|",)):
        try:
            toks = shlex.split(stage_text)
        except ValueError as e:
            return stages, f"cannot tokenize RUN line ({e})"
        expect_fail = False
        while toks and toks[0] == "not":
            expect_fail = True
            toks = toks[1:]
            if toks and toks[0] == "--crash":
                toks = toks[1:]
        if not toks or not _is_mlir_opt(toks[0]):
            if not stages and any(_is_mlir_opt(t) for t in toks):
                return stages, "mlir-opt not first in pipeline stage"
            if not stages and "mlir-opt" in cmd:
                return stages, "mlir-opt is fed by a non-mlir-opt stage"
            break
        args, stdin_file, merge = [], None, False
        i = 1
        while i < len(toks):
            t = toks[i]
            if t == "2>&1":
                merge = True
            elif t in (">", "2>", ">>", "&>"):
                i += 1  # drop redirect target; stdout is captured
            elif re.fullmatch(r"(?:2|&)?>>?\S+", t):
                pass
            elif t == "<":
                i += 1
                stdin_file = toks[i] if i < len(toks) else None
            elif t.startswith("<"):
                stdin_file = t[1:]
            elif t in ("-o", "--o"):
                args += ["-o", "-"]
                i += 1
            elif re.fullmatch(r"--?o=.*", t):
                args += ["-o", "-"]
            else:
                args.append(t)
            i += 1
        stages.append(Stage(args, stdin_file, merge, expect_fail))
    if stages:
        unresolved = [t for s in stages for t in s.args if _UNRESOLVED_RE.search(t)]
        if unresolved:
            return [], f"unresolved lit substitution in {unresolved[0]!r}"
    return stages, None


def run_commands(runs: list[str]) -> list[str]:
    return [c.strip() for r in runs for c in split_shell(r, ("&&", "||", ";")) if c.strip()]


def _has_flag(args: Iterable[str], name: str) -> bool:
    return any(a in (f"-{name}", f"--{name}") or a.startswith((f"-{name}=", f"--{name}="))
               for a in args)


def file_mlir_opt_args(runs: list[str]) -> list[list[str]]:
    """Tokens of every RUN command (any tool), for flag detection."""
    out = []
    for cmd in run_commands(runs):
        for stage in split_shell(cmd, ("|",)):
            try:
                out.append(shlex.split(stage))
            except ValueError:
                out.append(stage.split())
    return out


# ---------------------------------------------------------------------------
# Running tools, with a cache for upstream.
# ---------------------------------------------------------------------------


@dataclasses.dataclass
class ProcResult:
    rc: int  # negative = killed by signal
    stdout: bytes
    stderr: bytes
    timed_out: bool = False


def run_tool(cmd: list[str], stdin: bytes, timeout: float, cwd: Optional[str] = None) -> ProcResult:
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout, cwd=cwd)
        return ProcResult(p.returncode, p.stdout, p.stderr)
    except subprocess.TimeoutExpired as e:
        return ProcResult(-signal.SIGKILL, e.stdout or b"", e.stderr or b"", True)
    except OSError as e:
        return ProcResult(127, b"", f"cannot execute {cmd[0]}: {e}\n".encode())


class Tools:
    def __init__(self, opts: argparse.Namespace):
        self.mlir_opt = opts.mlir_opt
        self.rmlir_opt = opts.rmlir_opt
        self.timeout = opts.timeout
        self.upstream_timeout = opts.upstream_timeout
        self.cache_dir = Path(opts.cache_dir) if not opts.no_cache else None
        v = run_tool([self.mlir_opt, "--version"], b"", 60)
        if v.rc != 0:
            sys.exit(f"error: cannot run mlir-opt at {self.mlir_opt}: {v.stderr.decode(errors='replace')}")
        self.version = v.stdout.decode(errors="replace").strip()
        self.stats = collections.Counter()
        self._lock = threading.Lock()

    def _cache_path(self, args: list[str], stdin: bytes, key_extra: bytes) -> Optional[Path]:
        if self.cache_dir is None:
            return None
        h = hashlib.sha256()
        for part in (self.version, self.mlir_opt, json.dumps(args)):
            h.update(part.encode() + b"\0")
        h.update(hashlib.sha256(key_extra).digest())
        h.update(stdin)
        d = h.hexdigest()
        return self.cache_dir / d[:2] / (d[2:] + ".json")

    def upstream(self, args: list[str], stdin: bytes = b"", cwd: Optional[str] = None,
                 key_extra: bytes = b"") -> ProcResult:
        """Run mlir-opt (cached).  ``key_extra``: bytes the result also depends on
        (the input file's content when it is named in ``args``)."""
        cp = self._cache_path(args, stdin, key_extra)
        if cp is not None and cp.exists():
            try:
                j = json.loads(cp.read_text())
                with self._lock:
                    self.stats["upstream cached"] += 1
                return ProcResult(j["rc"], base64.b64decode(j["stdout"]), base64.b64decode(j["stderr"]),
                                  j["timed_out"])
            except (ValueError, KeyError, OSError):
                pass
        r = run_tool([self.mlir_opt, *args], stdin, self.upstream_timeout, cwd)
        with self._lock:
            self.stats["upstream runs"] += 1
        if cp is not None and r.rc != 127 and not r.timed_out:  # never cache a timeout
            cp.parent.mkdir(parents=True, exist_ok=True)
            tmp = cp.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
            tmp.write_text(json.dumps({
                "rc": r.rc, "timed_out": r.timed_out,
                "stdout": base64.b64encode(r.stdout).decode(),
                "stderr": base64.b64encode(r.stderr).decode()}))
            os.replace(tmp, cp)
        return r

    def rmlir(self, args: list[str], stdin: bytes = b"", cwd: Optional[str] = None) -> ProcResult:
        with self._lock:
            self.stats["rmlir runs"] += 1
        return run_tool([self.rmlir_opt, *args], stdin, self.timeout, cwd)


# ---------------------------------------------------------------------------
# Results and classification.
# ---------------------------------------------------------------------------


@dataclasses.dataclass
class Result:
    file: str
    line: int  # chunk start line (1 for whole-file units)
    chunk: Optional[int]  # chunk index, None for whole-file units
    status: str  # pass | fail | unsupported | upstream-rejects | skipped
    reason: str = ""
    detail: str = ""
    run: Optional[int] = None  # index of the RUN command (run / verify modes)
    expected: Optional[bytes] = None  # kept in memory for --show-diff
    actual: Optional[bytes] = None

    def label(self) -> str:
        s = f"{self.file}:{self.line}"
        if self.run is not None:
            s += f" [RUN#{self.run + 1}]"
        return s


def _text(b: bytes) -> str:
    return b.decode("utf-8", "replace")


def _short(s: str, n: int = 160) -> str:
    s = s.rstrip("\n")
    return s if len(s) <= n else s[:n] + "..."


def classify_unsupported(stderr: bytes, line_filter: Optional[Callable[[str], bool]] = None,
                         upstream_stderr: bytes = b"") -> Optional[str]:
    """Return an 'unsupported' reason if rmlir's stderr matches the table."""
    up = _text(upstream_stderr)
    lines = _text(stderr).splitlines()
    for i, line in enumerate(lines):
        if any(r.search(line) for r in CLASSIFY_IGNORE_LINE_RES):
            continue
        if line_filter is not None and not line_filter(line):
            continue
        for rx, template in _UNSUPPORTED_RES:
            m = rx.search(line)
            if m and m.group(0) not in up:
                return _short(template.format(*m.groups(), caret_op=_caret_op(lines, i)), 120)
    return None


def _caret_op(lines: list[str], i: int) -> str:
    """Dotted name at/just before the '^' of the snippet after diagnostic line i."""
    if i + 2 < len(lines) and lines[i + 2].strip() == "^":
        col = lines[i + 2].index("^")
        found = list(re.finditer(r"[A-Za-z_][\w$]*\.[\w$.]+", lines[i + 1]))
        before = [m for m in found if m.start() <= col]
        if before or found:
            return (before[-1] if before else found[0]).group(0)
    return "?"


def first_error_line(stderr: bytes) -> str:
    lines = _text(stderr).splitlines()
    for line in lines:
        if "error:" in line or "panicked" in line:
            return _short(line.strip())
    return _short(lines[0].strip()) if lines else ""


def first_difference(expected: bytes, actual: bytes, width: int = 150) -> str:
    """'line N[, col C]: expected '...' | actual '...'' for the first differing line.

    Long lines are shown as a window starting a little before the first
    differing column, so the difference is visible.
    """
    e, a = expected.split(b"\n"), actual.split(b"\n")
    for i in range(max(len(e), len(a))):
        el = e[i] if i < len(e) else None
        al = a[i] if i < len(a) else None
        if el == al:
            continue
        col = 0
        if el is not None and al is not None:
            while col < min(len(el), len(al)) and el[col] == al[col]:
                col += 1
        start = max(0, col - 40) if col > width - 40 else 0

        def fmt(x: Optional[bytes]) -> str:
            if x is None:
                return "<end of output>"
            t = _text(x[start:])
            t = t if len(t) <= width else t[:width] + "..."
            return ("..." if start else "") + repr(t)

        where = f"line {i + 1}" + (f", col {col + 1}" if el is not None and al is not None else "")
        return f"{where}: expected {fmt(el)} | actual {fmt(al)}"
    return "outputs differ (no line difference?)"


_TOKEN_RE = re.compile(rb'"(?:[^"\\\n]|\\.)*"|[%#!^@]?[\w.$]+|\S')


def diff_signature(expected: bytes, actual: bytes) -> str:
    """Short, normalised description of the first difference, used to group
    'output differs' failures: the token where the outputs diverge on each
    side (digits -> N, long strings elided), e.g. "'#map' vs '\"builtin.module\"'"."""
    if not expected.strip() or not actual.strip():
        return "expected no output" if not expected.strip() else "no output"
    e, a = expected.split(b"\n"), actual.split(b"\n")
    for i in range(max(len(e), len(a))):
        el = e[i] if i < len(e) else None
        al = a[i] if i < len(a) else None
        if el == al:
            continue
        if el is None:
            return "extra output lines"
        if al is None:
            return "missing output lines"
        col = 0
        while col < min(len(el), len(al)) and el[col] == al[col]:
            col += 1
        # Back up to the start of the token containing the first difference.
        start = col
        for m in _TOKEN_RE.finditer(el):
            if m.start() <= col < m.end() or m.start() >= col:
                start = min(col, m.start())
                break

        def tok(line: bytes) -> str:
            # Leading whitespace is kept: it may be the difference.
            m = re.compile(rb"[ \t]*(?:" + _TOKEN_RE.pattern + rb")").match(line, start)
            if not m:
                return "<end of line>"
            t = _text(m.group(0))
            t = re.sub(r"\d+", "N", t)
            return t if len(t) <= 24 else t[:21] + "..."
        return f"{tok(el)!r} vs {tok(al)!r}"
    return "?"


def failure_reason(act: ProcResult) -> tuple[str, str]:
    """(reason, detail) for a failed rmlir process that is not 'unsupported'."""
    if act.timed_out:
        return "timeout", ""
    err = _text(act.stderr)
    if "panicked at" in err:
        m = re.search(r"panicked at [^\n]*\n?([^\n]*)", err)
        return "panic", _short(m.group(0).replace("\n", " ") if m else "")
    if act.rc < 0:
        try:
            name = signal.Signals(-act.rc).name
        except ValueError:
            name = str(-act.rc)
        return f"crash ({name})", first_error_line(act.stderr)
    if act.rc == 127:
        return "cannot execute rmlir-opt", first_error_line(act.stderr)
    msg = first_error_line(act.stderr)
    key = re.sub(r"\d+", "N", re.sub(r"^.*?\berror: ", "", msg))
    return f"rmlir-opt exit {act.rc}" + (f": {_short(key, 90)}" if key else ""), msg


def compare(base: Result, exp: ProcResult, act: ProcResult, compare_stderr: bool = False,
            line_filter: Optional[Callable[[str], bool]] = None) -> Result:
    """Fill ``base`` from an expected (upstream) and actual (rmlir) run."""
    r = base
    r.expected, r.actual = exp.stdout, act.stdout
    same = (act.rc == exp.rc and act.stdout == exp.stdout and not act.timed_out
            and (not compare_stderr or act.stderr == exp.stderr))
    if same:
        r.status = "pass"
        return r
    if act.timed_out:
        r.status, r.reason = "fail", "timeout"
        return r
    if act.rc != 0:
        why = classify_unsupported(act.stderr, line_filter, exp.stderr)
        if why:
            r.status, r.reason = "unsupported", why
            r.detail = first_error_line(act.stderr)
            return r
    r.status = "fail"
    if act.rc != exp.rc:
        if act.rc != 0:
            r.reason, r.detail = failure_reason(act)
            if exp.rc != 0:
                r.reason += f" (upstream exit {exp.rc})"
        else:
            r.reason = f"rmlir-opt succeeded, upstream exit {exp.rc}"
            r.detail = first_error_line(exp.stderr)
    elif act.stdout != exp.stdout:
        r.reason = f"output differs: {diff_signature(exp.stdout, act.stdout)}"
        r.detail = first_difference(exp.stdout, act.stdout)
    else:
        r.reason = "stderr differs"
        r.detail = first_difference(exp.stderr, act.stderr)
        r.expected, r.actual = exp.stderr, act.stderr
    return r


# ---------------------------------------------------------------------------
# Per-file work.
# ---------------------------------------------------------------------------


@dataclasses.dataclass
class FileInfo:
    path: Path
    display: str
    buf: bytes
    runs: list[str]
    split: bool  # some RUN line uses -split-input-file (or there is no RUN line)
    parse_flags: list[str]
    tmp_base: str  # what %t expands to, minus ".tmp"


def load_file(path: Path, display: str, tmp_root: str) -> FileInfo:
    buf = path.read_bytes()
    tmp_base = os.path.join(tmp_root, hashlib.sha1(str(path).encode()).hexdigest()[:12], path.name)
    os.makedirs(os.path.dirname(tmp_base), exist_ok=True)
    runs = parse_run_lines(path, buf, tmp_base)
    toks = file_mlir_opt_args(runs)
    split = _has_flag((t for ts in toks for t in ts), "split-input-file") or not runs
    flags = [f"--{f}" for f in PARSE_FLAGS if _has_flag((t for ts in toks for t in ts), f)]
    return FileInfo(path, display, buf, runs, split, flags, tmp_base)


def print_flags(opts) -> list[str]:
    f = []
    if opts.debuginfo:
        f.append("--mlir-print-debuginfo")
    if opts.local_scope:
        f.append("--mlir-print-local-scope")
    return f


_OP_NAME_RE = re.compile(r'^\s*(?:%[^"=]*=\s*)?"([^"]+)"\(', re.M)
_STRING_RE = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_DIALECT_SYM_RE = re.compile(r"(?<![\w$.])[#!]([A-Za-z_][\w$]*)[.<]")


def is_builtin_only(generic: bytes, allow_unregistered: bool) -> bool:
    text = _text(generic)
    for name in _OP_NAME_RE.findall(text):
        dialect = name.split(".", 1)[0]
        if dialect == "builtin":
            continue
        if allow_unregistered and dialect not in UPSTREAM_DIALECTS:
            continue
        return False
    for dialect in _DIALECT_SYM_RE.findall(_STRING_RE.sub('""', text)):
        if dialect == "builtin":
            continue
        if dialect in UPSTREAM_DIALECTS or not allow_unregistered:
            return False
    return True


def work_generic_or_original(tools: Tools, fi: FileInfo, opts) -> list[Result]:
    results = []
    pflags = print_flags(opts)
    for ch in make_chunks(fi.buf, fi.split):
        base = Result(fi.display, ch.line, ch.index if fi.split else None, "fail")
        g = tools.upstream([*fi.parse_flags, "--mlir-print-op-generic", "-"], ch.text)
        if g.rc != 0 or g.timed_out:
            base.status = "upstream-rejects"
            base.reason = "upstream timeout" if g.timed_out else "upstream rejects"
            base.detail = first_error_line(g.stderr)
            results.append(base)
            continue
        if opts.mode == "generic":
            args = ["--mlir-print-op-generic", "--allow-unregistered-dialect", *pflags, "-"]
            stdin = g.stdout
            exp = tools.upstream(args, stdin)
            if exp.rc != 0 or exp.timed_out:
                base.status, base.reason = "upstream-rejects", "upstream cannot re-parse its generic output"
                base.detail = first_error_line(exp.stderr)
                results.append(base)
                continue
        else:
            if opts.builtin_only and not is_builtin_only(g.stdout, bool(fi.parse_flags)):
                base.status, base.reason = "skipped", "not builtin-only"
                results.append(base)
                continue
            args = [*fi.parse_flags, "--mlir-print-op-generic", *pflags, "-"]
            stdin = ch.text
            exp = tools.upstream(args, stdin)
            if exp.rc != 0 or exp.timed_out:
                base.status, base.reason = "upstream-rejects", "upstream rejects with print flags"
                base.detail = first_error_line(exp.stderr)
                results.append(base)
                continue
        act = tools.rmlir(args, stdin)
        results.append(compare(base, exp, act))
    return results


def _stage_cmdline(stage: Stage) -> str:
    return "mlir-opt " + " ".join(shlex.quote(a) for a in stage.args)


# Flags of mlir-opt that do not name a pass (prefix match on the flag name).
NON_PASS_FLAGS = ("split-input-file", "allow-unregistered-dialect", "verify-diagnostics", "verify-each",
                  "mlir-", "o", "pass-pipeline", "show-dialects", "no-implicit-module", "emit-bytecode",
                  "dump-pass-pipeline", "list-passes", "debug", "run-reproducer", "log-actions-to",
                  "allow-unregistered", "verify-roundtrip", "disable-", "split-input")


def stage_passes(args: list[str]) -> list[str]:
    """Pass names an mlir-opt stage runs: pass flags and --pass-pipeline contents."""
    names = []
    it = iter(range(len(args)))
    for i in it:
        a = args[i]
        if not a.startswith("-") or a == "-":
            continue
        name, _, value = a.lstrip("-").partition("=")
        if name in ("pass-pipeline", "p"):
            if not value and i + 1 < len(args):
                value = args[i + 1]
            body = re.sub(r"\{[^{}]*\}", "", value)
            names += [n for n in re.findall(r"[A-Za-z_][\w.-]*", body) if "." not in n]
            continue
        if name == "o" or any(name == f or (f.endswith("-") and name.startswith(f)) for f in NON_PASS_FLAGS):
            continue
        names.append(name)
    return names


# Ops, attributes and types of upstream's `test` dialect (mlir/test/lib): a testing aid of
# upstream's own. rmlir implements part of it (crate rmlir-test-dialect); a failing unit that
# uses it is listed as unsupported, as the usual cause is a test op rmlir lacks. The overall
# rate counts such units as not passing.
TEST_DIALECT_RE = re.compile(rb'(?<![\w.$@%^])"?test\.[A-Za-z_]|[#!]test\.')


def mark_test_dialect(fi: FileInfo, results: list[Result]) -> list[Result]:
    """Failing units whose chunk uses upstream's test dialect become 'unsupported'."""
    chunks = make_chunks(fi.buf, True)
    by_line = {c.line: c.text for c in chunks}
    for r in results:
        if r.status not in ("fail", "unsupported"):
            continue
        text = by_line.get(r.line, fi.buf if len(chunks) <= 1 or r.line == 1 else b"")
        if TEST_DIALECT_RE.search(text):
            r.status, r.reason = "unsupported", "needs upstream's test dialect"
    return results


def work_run(tools: Tools, fi: FileInfo, opts) -> list[Result]:
    return mark_test_dialect(fi, work_run_units(tools, fi, opts))


def work_run_units(tools: Tools, fi: FileInfo, opts) -> list[Result]:
    results: list[Result] = []
    cwd = str(fi.path.resolve().parent)
    for ri, cmd in enumerate(run_commands(fi.runs)):
        stages, skip = parse_command(cmd)
        if not stages:
            if skip:
                results.append(Result(fi.display, 1, None, "skipped", skip, _short(cmd), run=ri))
            continue
        if opts.passes is not None:
            outside = [n for st in stages for n in stage_passes(st.args) if n not in opts.passes]
            if outside:
                results.append(Result(fi.display, 1, None, "skipped", f"pass out of scope: {outside[0]}",
                                      _short(cmd), run=ri))
                continue
        if any(fi.tmp_base in a for st in stages for a in st.args + [st.stdin_file or ""]):
            # -o %t was turned into stdout, so %t (or %t.*) written by another
            # RUN line does not exist.
            results.append(Result(fi.display, 1, None, "skipped", "uses a %t file of another RUN line",
                                  _short(cmd), run=ri))
            continue
        # Upstream chain first; rmlir stage k is fed upstream's stage k-1 output.
        stdin = b""
        for si, st in enumerate(stages):
            if st.stdin_file:
                try:
                    stdin = Path(st.stdin_file).read_bytes()
                except OSError as e:
                    results.append(Result(fi.display, 1, None, "skipped", f"cannot read stdin file ({e.strerror})",
                                          _short(cmd), run=ri))
                    break
            exp = tools.upstream(st.args, stdin, cwd, key_extra=fi.buf)
            if exp.timed_out:
                results.append(Result(fi.display, 1, None, "upstream-rejects", "upstream timeout",
                                      _stage_cmdline(st), run=ri))
                break
            act = tools.rmlir(st.args, stdin, cwd)
            stage_note = f" (stage {si + 1})" if len(stages) > 1 else ""
            units = compare_run_stage(fi, ri, st, stdin, exp, act)
            for u in units:
                if u.status != "pass":
                    u.reason += stage_note
            results.extend(units)
            if exp.rc != 0:
                break  # later stages would be fed a failed upstream run
            stdin = exp.stdout  # every stage is evaluated, whatever rmlir did before
    return results


def compare_run_stage(fi: FileInfo, ri: int, st: Stage, stdin: bytes, exp: ProcResult,
                      act: ProcResult) -> list[Result]:
    """Units of one mlir-opt stage: one, or one per chunk with -split-input-file."""
    merged = st.merge_stderr
    if not _has_flag(st.args, "split-input-file"):
        return [compare(Result(fi.display, 1, None, "fail", run=ri), exp, act, compare_stderr=merged)]
    # The chunks are those of the stage's input: the test file, or stdin.
    path_str = str(fi.path.resolve())
    reads_file = path_str in st.args or st.stdin_file == path_str
    input_name = path_str if path_str in st.args else "<stdin>"
    chunks = make_chunks(fi.buf if reads_file else stdin, True)
    file_chunks = chunks if reads_file else make_chunks(fi.buf, True)
    same_shape = len(file_chunks) == len(chunks)
    ep = OUTPUT_SPLIT_RE.split(exp.stdout)
    ap = OUTPUT_SPLIT_RE.split(act.stdout)
    out = []
    for i, ch in enumerate(chunks):
        e = ep[i] if i < len(ep) else b""
        a = ap[i] if i < len(ap) else b""
        # Report lines of the test file when the input has the same chunks.
        line = file_chunks[i].line if same_shape else ch.line
        r = Result(fi.display, line, ch.index, "fail", run=ri, expected=e, actual=a)
        marker = f"within split at {input_name}:{ch.line} offset"
        if act.timed_out:
            r.reason = "timeout"
        elif e == a and len(ep) == len(ap):
            r.status = "pass"
        else:
            why = None
            if act.rc != 0:
                why = (classify_unsupported(act.stderr, lambda l: marker in l, exp.stderr)
                       or classify_unsupported(act.stderr, lambda l: "within split at" not in l, exp.stderr))
            mine = [l for l in _text(act.stderr).splitlines() if marker in l and "error:" in l]
            if why:
                r.status, r.reason = "unsupported", why
                r.detail = _short(mine[0]) if mine else first_error_line(act.stderr)
            elif len(ep) != len(ap):
                r.reason = f"chunk count differs (upstream {len(ep)}, rmlir {len(ap)})"
                if act.rc != 0:
                    r.reason += f"; {failure_reason(act)[0]}"
                    r.detail = first_error_line(act.stderr)
            elif act.rc != 0 and mine and not a.strip():
                # rmlir failed on this chunk.
                reason, _ = failure_reason(ProcResult(act.rc, b"", mine[0].encode()))
                r.reason, r.detail = reason, _short(mine[0])
            else:
                r.reason = f"output differs: {diff_signature(e, a)}"
                r.detail = first_difference(e, a)
        out.append(r)
    if all(u.status == "pass" for u in out):
        # Chunk outputs agree; the run as a whole (exit code, merged stderr)
        # must agree too.  Blame the chunks named in rmlir's extra stderr
        # lines ("within split at F:LINE"), or every chunk if none is named,
        # so that the number of units does not depend on rmlir's behaviour.
        whole = compare(Result(fi.display, 1, None, "fail", run=ri), exp, act, compare_stderr=merged)
        if whole.status != "pass":
            extra = set(_text(act.stderr).splitlines()) - set(_text(exp.stderr).splitlines())
            named = {int(m.group(1)) for l in extra
                     for m in [re.search(r"within split at .*?:(\d+) offset", l)] if m}
            for u, ch in zip(out, chunks):
                if not named or ch.line in named:
                    u.status, u.reason, u.detail = whole.status, whole.reason, whole.detail
                    if u.status == "fail":
                        u.reason = "whole run: " + u.reason
    return out


def work_verify(tools: Tools, fi: FileInfo, opts) -> list[Result]:
    return mark_test_dialect(fi, work_verify_units(tools, fi, opts))


def work_verify_units(tools: Tools, fi: FileInfo, opts) -> list[Result]:
    if not EXPECTED_DIAG_RE.search(fi.buf):
        return []
    cwd = str(fi.path.resolve().parent)
    invocations: list[tuple[Optional[int], list[str], Optional[str]]] = []
    filtered = False
    for ri, cmd in enumerate(run_commands(fi.runs)):
        stages, skip = parse_command(cmd)
        if stages and _has_flag(stages[0].args, "verify-diagnostics"):
            if opts.passes is not None and any(n not in opts.passes for n in stage_passes(stages[0].args)):
                filtered = True
                continue
            invocations.append((ri, stages[0].args, stages[0].stdin_file))
    if not invocations and filtered:
        return []
    if not invocations:
        invocations.append((None, ["--verify-diagnostics", "--split-input-file", *fi.parse_flags,
                                   str(fi.path.resolve())], None))
    results = []
    for ri, args, stdin_file in invocations:
        stdin = Path(stdin_file).read_bytes() if stdin_file and os.path.exists(stdin_file) else b""
        split = [a for a in args if a.lstrip("-").split("=")[0] == "split-input-file"]
        path_arg = str(fi.path.resolve())
        if split and not stdin_file and path_arg in args:
            # One unit per chunk: each chunk runs alone on stdin (verify-diagnostics is
            # self-contained per chunk), so the rate counts chunks, not files.
            chunk_args = [("-" if a == path_arg else a) for a in args if a not in split]
            for ch in make_chunks(fi.buf, True):
                results.append(verify_unit(tools, fi, ri, ch.line, chunk_args, ch.text, cwd))
            continue
        results.append(verify_unit(tools, fi, ri, 1, args, stdin, cwd))
    return results


def verify_unit(tools: Tools, fi: FileInfo, ri: Optional[int], line: int, args: list[str],
                stdin: bytes, cwd: str) -> Result:
    base = Result(fi.display, line, None, "fail", run=ri)
    exp = tools.upstream(args, stdin, cwd, key_extra=fi.buf)
    if exp.rc != 0 or exp.timed_out:
        base.status = "upstream-rejects"
        base.reason = "upstream timeout" if exp.timed_out else "upstream fails verify-diagnostics"
        base.detail = first_error_line(exp.stderr)
        return base
    act = tools.rmlir(args, stdin, cwd)
    base.expected, base.actual = exp.stderr, act.stderr
    if act.rc == 0 and not act.timed_out:
        base.status = "pass"
    else:
        why = None if act.timed_out else classify_unsupported(act.stderr)
        if why:
            base.status, base.reason = "unsupported", why
        else:
            base.reason = "timeout" if act.timed_out else "verify-diagnostics fails"
        base.detail = first_error_line(act.stderr)
    return base


WORKERS = {
    "generic": work_generic_or_original,
    "original": work_generic_or_original,
    "run": work_run,
    "verify": work_verify,
}

# ---------------------------------------------------------------------------
# Driver and report.
# ---------------------------------------------------------------------------


def collect_files(paths: list[str], filt: Optional[str]) -> list[tuple[Path, str]]:
    files: list[tuple[Path, str]] = []
    rx = re.compile(filt) if filt else None
    cwd = Path.cwd().resolve()
    for p in paths:
        root = Path(p)
        if root.is_file():
            cand = [root]
        elif root.is_dir():
            cand = []
            for dirpath, dirnames, filenames in os.walk(root):
                dirnames[:] = sorted(d for d in dirnames if d != "Inputs")
                cand += [Path(dirpath) / f for f in sorted(filenames) if f.endswith(".mlir")]
        else:
            sys.exit(f"error: no such file or directory: {p}")
        for f in cand:
            rp = f.resolve()
            try:
                disp = str(rp.relative_to(cwd))
            except ValueError:
                disp = str(rp)
            if rx is None or rx.search(disp):
                files.append((f, disp))
    seen, out = set(), []
    for f, d in files:
        if d not in seen:
            seen.add(d)
            out.append((f, d))
    return out


def find_rmlir(explicit: Optional[str]) -> str:
    if explicit:
        if not os.access(explicit, os.X_OK):
            sys.exit(f"error: --rmlir-opt {explicit} is not an executable")
        return explicit
    for sub in ("release", "debug"):
        cand = REPO_ROOT / "target" / sub / "rmlir-opt"
        if os.access(cand, os.X_OK):
            return str(cand)
    sys.exit("error: rmlir-opt not found in target/release or target/debug "
             "(build it with `cargo build --release`, or pass --rmlir-opt PATH)")


def pct(n: int, d: int) -> str:
    return f"{100.0 * n / d:.2f}% ({n}/{d})" if d else "n/a (0 counted)"


def report(results: list[Result], nfiles: int, opts, tools: Tools, elapsed: float) -> None:
    st = collections.Counter(r.status for r in results)
    counted = st["pass"] + st["fail"] + st["unsupported"]
    unit = "chunks" if opts.mode in ("generic", "original") else "units"
    out = sys.stdout
    w = out.write
    w(f"rmlir differential test -- mode {opts.mode}"
      + (" +debuginfo" if opts.debuginfo else "") + (" +local-scope" if opts.local_scope else "")
      + (" (builtin-only)" if opts.mode == "original" and opts.builtin_only else "") + "\n")
    version = next((l.strip() for l in tools.version.splitlines() if "version" in l), tools.version)
    w(f"  rmlir-opt: {tools.rmlir_opt}\n  mlir-opt:  {tools.mlir_opt} ({version})\n")
    w(f"Files: {nfiles}   {unit}: {len(results)}   "
      f"upstream-rejects (not counted): {st['upstream-rejects']}   skipped (not counted): {st['skipped']}\n")
    w(f"Counted (upstream accepts): {counted}   pass: {st['pass']}   fail: {st['fail']}   "
      f"unsupported by rmlir: {st['unsupported']}\n")
    w(f"Pass rate over all upstream-accepted {unit}:      {pct(st['pass'], counted)}\n")
    w(f"Pass rate excluding rmlir-unsupported {unit}:     {pct(st['pass'], st['pass'] + st['fail'])}\n")
    w(f"({elapsed:.1f}s; {tools.stats['rmlir runs']} rmlir runs, {tools.stats['upstream runs']} upstream runs, "
      f"{tools.stats['upstream cached']} upstream results from cache)\n")

    sections = [
        ("fail", "FAILURES"),
        ("unsupported", "UNSUPPORTED BY RMLIR (counted as failures in the first rate, excluded from the second)"),
        ("upstream-rejects", "UPSTREAM REJECTS (not counted)"),
        ("skipped", "SKIPPED (not counted)"),
    ]
    for status, title in sections:
        rs = [r for r in results if r.status == status]
        if not rs:
            continue
        if status == "skipped" and opts.mode == "original" and not opts.verbose:
            # Thousands of "not builtin-only" entries are noise; summarise.
            groups = collections.Counter(r.reason for r in rs)
            w(f"\n== {title}: {len(rs)} ==\n")
            for reason, n in groups.most_common():
                w(f"-- {reason}: {n}\n")
            continue
        groups: dict[str, list[Result]] = collections.defaultdict(list)
        for r in rs:
            groups[r.reason].append(r)
        w(f"\n== {title}: {len(rs)} in {len(groups)} groups ==\n")
        for reason, items in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            w(f"-- {reason} ({len(items)})\n")
            shown = items if not opts.max_list else items[:opts.max_list]
            for r in shown:
                w(f"   {r.label()}" + (f": {r.detail}" if r.detail else "") + "\n")
            if len(shown) < len(items):
                w(f"   ... {len(items) - len(shown)} more (raise --max-list)\n")

    if opts.show_diff:
        fails = [r for r in results if r.status == "fail"
                 and r.expected is not None and r.actual is not None]
        fails.sort(key=lambda r: not r.reason.startswith("output differs"))  # most useful first
        for r in fails[:opts.show_diff]:
            w(f"\n=== diff {r.label()} ({r.reason}) ===\n")
            diff = difflib.unified_diff(_text(r.expected).splitlines(), _text(r.actual).splitlines(),
                                        "expected (mlir-opt)", "actual (rmlir-opt)", lineterm="")
            for line in diff:
                w(line + "\n")
    w(f"\nSUMMARY [{opts.mode}]: {pct(st['pass'], counted)} over upstream-accepted {unit}; "
      f"{pct(st['pass'], st['pass'] + st['fail'])} excluding unsupported\n")


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0] + " (see module docstring for details).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=__doc__[__doc__.index("Modes"):])
    ap.add_argument("paths", nargs="*", help="'.mlir' files or directories "
                    f"(default: {DEFAULT_INPUTS[0].relative_to(REPO_ROOT)})")
    ap.add_argument("--mode", choices=sorted(WORKERS), default="generic", help="see below (default: generic)")
    ap.add_argument("--debuginfo", action="store_true", help="add --mlir-print-debuginfo to both sides")
    ap.add_argument("--local-scope", action="store_true", help="add --mlir-print-local-scope to both sides")
    ap.add_argument("--builtin-only", action="store_true",
                    help="original mode: only chunks using builtin / non-upstream-dialect IR")
    ap.add_argument("--rmlir-opt", help="rmlir-opt binary (default: target/release then target/debug)")
    ap.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT, help="upstream mlir-opt (default: %(default)s)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                    help="parallel files (default: number of cores, %(default)s)")
    ap.add_argument("--timeout", type=float, default=20.0, help="seconds per rmlir-opt run (default %(default)s)")
    ap.add_argument("--upstream-timeout", type=float, default=120.0,
                    help="seconds per mlir-opt run (default %(default)s)")
    ap.add_argument("--cache-dir", default=str(REPO_ROOT / "target" / "diff-cache"))
    ap.add_argument("--no-cache", action="store_true", help="do not read or write the upstream cache")
    ap.add_argument("--show-diff", type=int, default=0, metavar="N", help="print N full diffs of failures")
    ap.add_argument("--json", metavar="FILE", help="write per-unit results as JSON")
    ap.add_argument("--filter", metavar="REGEX", help="only files whose displayed path matches")
    ap.add_argument("--max-list", type=int, default=0, metavar="N",
                    help="list at most N entries per reason group (default: all)")
    ap.add_argument("-v", "--verbose", action="store_true", help="list every skipped entry too")
    ap.add_argument("--passes", metavar="P1,P2",
                    help="run/verify modes: only RUN commands whose passes are all in this list (none = round trip)")
    opts = ap.parse_args(argv)
    opts.passes = None if opts.passes is None else set(filter(None, opts.passes.split(",")))
    if opts.mode != "original" and opts.builtin_only:
        ap.error("--builtin-only only applies to --mode original")

    opts.rmlir_opt = find_rmlir(opts.rmlir_opt)
    tools = Tools(opts)
    files = collect_files(opts.paths or [str(p) for p in DEFAULT_INPUTS], opts.filter)
    if not files:
        sys.exit("error: no .mlir files found")

    start = time.monotonic()
    worker = WORKERS[opts.mode]
    per_file: list[list[Result]] = [[] for _ in files]
    with tempfile.TemporaryDirectory(prefix="rmlir-diff-") as tmp_root:
        def job(i: int) -> None:
            path, disp = files[i]
            try:
                fi = load_file(path, disp, tmp_root)
                per_file[i] = worker(tools, fi, opts)
            except Exception as e:  # keep going; report as a failure of the harness
                per_file[i] = [Result(disp, 1, None, "skipped", "harness error", f"{type(e).__name__}: {e}")]

        done = 0
        with concurrent.futures.ThreadPoolExecutor(max(1, opts.jobs)) as ex:
            futs = [ex.submit(job, i) for i in range(len(files))]
            for _ in concurrent.futures.as_completed(futs):
                done += 1
                if sys.stderr.isatty():
                    sys.stderr.write(f"\r{done}/{len(files)} files")
        if sys.stderr.isatty():
            sys.stderr.write("\n")
    results = [r for rs in per_file for r in rs]
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump({
                "mode": opts.mode, "rmlir_opt": tools.rmlir_opt, "mlir_opt": tools.mlir_opt,
                "results": [{k: v for k, v in dataclasses.asdict(r).items() if k not in ("expected", "actual")}
                            for r in results],
            }, f, indent=1)
    report(results, len(files), opts, tools, time.monotonic() - start)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # e.g. piped into `head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
