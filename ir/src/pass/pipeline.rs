//! The pass registry and upstream's textual pipeline grammar:
//! `op-name(pass{opt=val},nested-op(pass),any(pass))`.

use super::{OpPassManager, Pass, PassOptions};
use std::sync::{OnceLock, RwLock};

/// A registered pass: its argument, description and constructor.
#[derive(Clone, Copy)]
pub struct PassInfo {
    pub argument: &'static str,
    pub description: &'static str,
    pub create: fn() -> Box<dyn Pass>,
}

/// A registered pass pipeline (upstream's `PassPipelineRegistration`): an argument that
/// stands for a sequence of passes wherever a pass may appear (a textual pipeline or a
/// command-line flag), with its own options.
#[derive(Clone, Copy)]
pub struct PipelineInfo {
    pub argument: &'static str,
    pub description: &'static str,
    /// The pipeline's options with their defaults.
    pub options: fn() -> PassOptions,
    /// Adds the pipeline's passes to the manager the pipeline element appears in.
    pub build: fn(&PassOptions, &mut OpPassManager) -> Result<(), PipelineError>,
}

/// All registered passes and pass pipelines, by argument.
pub struct PassRegistry {
    passes: RwLock<Vec<PassInfo>>,
    pipelines: RwLock<Vec<PipelineInfo>>,
}

impl PassRegistry {
    /// Registers a pass (a second registration of the same argument is ignored).
    pub fn register(&self, info: PassInfo) {
        let mut v = self.passes.write().unwrap_or_else(|e| e.into_inner());
        if !v.iter().any(|p| p.argument == info.argument) {
            v.push(info);
        }
    }

    pub fn lookup(&self, argument: &str) -> Option<PassInfo> {
        let v = self.passes.read().unwrap_or_else(|e| e.into_inner());
        v.iter().find(|p| p.argument == argument).copied()
    }

    /// Registers a pass pipeline (a second registration of the same argument is ignored).
    pub fn register_pipeline(&self, info: PipelineInfo) {
        let mut v = self.pipelines.write().unwrap_or_else(|e| e.into_inner());
        if !v.iter().any(|p| p.argument == info.argument) {
            v.push(info);
        }
    }

    pub fn lookup_pipeline(&self, argument: &str) -> Option<PipelineInfo> {
        let v = self.pipelines.read().unwrap_or_else(|e| e.into_inner());
        v.iter().find(|p| p.argument == argument).copied()
    }

    /// Registered passes sorted by argument (as `--help` lists them).
    pub fn all(&self) -> Vec<PassInfo> {
        let mut v = self
            .passes
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        v.sort_by_key(|p| p.argument);
        v
    }
}

impl PassRegistry {
    /// The passes and their options, each as [`render_entry`] prints it.
    pub fn render_entries(&self, indent: usize, desc_indent: usize) -> String {
        let mut out = String::new();
        for info in self.all() {
            let p = (info.create)();
            render_entry(
                &mut out,
                info.argument,
                info.description,
                p.options(),
                indent,
                desc_indent,
            );
        }
        out
    }

    /// Registered pipelines sorted by argument.
    pub fn all_pipelines(&self) -> Vec<PipelineInfo> {
        let mut v = self
            .pipelines
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        v.sort_by_key(|p| p.argument);
        v
    }

    /// The pipelines and their options, as [`Self::render_entries`] prints passes.
    pub fn render_pipeline_entries(&self, indent: usize, desc_indent: usize) -> String {
        let mut out = String::new();
        for info in self.all_pipelines() {
            let o = (info.options)();
            render_entry(
                &mut out,
                info.argument,
                info.description,
                &o,
                indent,
                desc_indent,
            );
        }
        out
    }

    /// `--list-passes`: `Passes:` and every registered pass with its options (upstream's
    /// `printRegisteredPasses`, LLVM 20; `mlir-opt` 19 has no such flag).
    pub fn list_passes(&self) -> String {
        // Upstream sizes the columns by the widest pass *option* (not pass argument).
        let width = self
            .all()
            .iter()
            .map(|info| {
                let p = (info.create)();
                let w = p.options().opts.iter().map(|o| option_text(o).1).max();
                w.unwrap_or(0) + 2 + 4
            })
            .max()
            .unwrap_or(0);
        format!("Passes:\n{}", self.render_entries(2, width))
    }
}

/// One registry entry (upstream's `PassRegistryEntry::printHelpStr`): `--arg` padded to
/// `desc_indent - indent - 4`, then `-   description`; each option (sorted by name) as an
/// `llvm::cl` option, its ` - ` at column `desc_indent - 3`.
fn render_entry(
    out: &mut String,
    argument: &str,
    description: &str,
    options: &PassOptions,
    indent: usize,
    desc_indent: usize,
) {
    let arg_w = desc_indent.saturating_sub(indent + 4);
    out.push_str(&" ".repeat(indent));
    out.push_str(&format!("--{argument:<arg_w$}-   {description}\n"));
    let mut opts: Vec<_> = options.opts.iter().collect();
    opts.sort_by_key(|o| o.name);
    for o in opts {
        let (text, width) = option_text(o);
        out.push_str(&" ".repeat(indent));
        // `llvm::cl`'s `printHelpStr(help, desc_indent - indent, width)`.
        let pad = (desc_indent - indent).saturating_sub(width);
        out.push_str(&format!("{text}{} - {}\n", " ".repeat(pad), o.description));
        // `llvm::cl`'s enum values: at a fixed indent of 4, their help aligned `indent`
        // columns left of the options' help.
        if let super::OptValue::Enum { choices, .. } = &o.value {
            for (name, help) in choices.iter() {
                let line = format!("    ={name}");
                let pad = (desc_indent - 3 - indent).saturating_sub(line.len());
                out.push_str(&format!("{line}{} -   {help}\n", " ".repeat(pad)));
            }
        }
    }
}

/// An option as `llvm::cl` prints it (`  --name=<uint>`) and its width (`getOptionWidth`:
/// the name, 7 for padding, dashes and ` - `, and 3 plus the value name when it has one).
fn option_text(o: &super::PassOption) -> (String, usize) {
    use super::OptValue;
    let value = match o.value {
        OptValue::Bool(_) => None,
        // `affine-loop-fusion`'s `double`, `unsigned` (presence-tested) and `uint64_t` options.
        OptValue::Str(_) if o.name == "fusion-compute-tolerance" => Some("number"),
        OptValue::Str(_) if o.name == "fusion-fast-mem-space" => Some("uint"),
        OptValue::UInt(_) if o.name == "fusion-local-buf-threshold" => Some("ulong"),
        // `affine-loop-tile`'s `cache-size` is upstream's `uint64_t` option.
        OptValue::UInt(_) if o.name == "cache-size" => Some("ulong"),
        OptValue::UInt(_) if o.name == "fast-mem-capacity" => Some("ulong"),
        OptValue::Int(_) if o.name == "min-dma-transfer" => Some("int"),
        OptValue::UInt(_) => Some("uint"),
        OptValue::UIntList(_) => Some("uint"),
        // rmlir's signed options are upstream's `int64_t` ones.
        OptValue::Int(_) => Some("long"),
        OptValue::Enum { .. } => Some("value"),
        // `inline`'s `op-pipelines` is upstream's `ListOption<OpPassManager>`.
        OptValue::List(_) if o.name == "op-pipelines" => Some("pass-manager"),
        OptValue::List(_) if o.name == "collapse-dimensions-control" => Some("long"),
        OptValue::Str(_) | OptValue::List(_) => Some("string"),
    };
    match value {
        None => (format!("  --{}", o.name), o.name.len() + 7),
        Some(v) => (
            format!("  --{}=<{v}>", o.name),
            o.name.len() + 7 + v.len() + 3,
        ),
    }
}

/// The global registry, holding the passes of [`crate::transforms`] from the start.
pub fn registry() -> &'static PassRegistry {
    static REG: OnceLock<PassRegistry> = OnceLock::new();
    REG.get_or_init(|| {
        let r = PassRegistry {
            passes: RwLock::new(Vec::new()),
            pipelines: RwLock::new(Vec::new()),
        };
        for p in crate::transforms::builtin_passes() {
            r.register(p);
        }
        r
    })
}

/// A parsed (not yet resolved) pipeline element.
struct Element<'a> {
    name: &'a str,
    /// Byte offset of `name` in the pipeline text (for diagnostics).
    offset: usize,
    options: &'a str,
    inner: Vec<Element<'a>>,
    entry: Option<Registered>,
}

/// What a pipeline element names.
#[derive(Clone, Copy)]
enum Registered {
    Pass(PassInfo),
    Pipeline(PipelineInfo),
}

/// Renders an error the way `llvm::SourceMgr::PrintMessage` does for the pipeline buffer.
fn located_error(text: &str, offset: usize, msg: &str) -> String {
    let offset = offset.min(text.len());
    let line_start = text[..offset].rfind('\n').map(|p| p + 1).unwrap_or(0);
    let line_end = text[offset..]
        .find('\n')
        .map(|p| p + offset)
        .unwrap_or(text.len());
    let line_no = text[..offset].matches('\n').count() + 1;
    let col = offset - line_start;
    format!(
        "MLIR Textual PassPipeline Parser:{}:{}: error: {}\n{}\n{}^\n",
        line_no,
        col + 1,
        msg,
        &text[line_start..line_end],
        " ".repeat(col)
    )
}

fn trimmed_span(text: &str, start: usize, end: usize) -> (usize, &str) {
    let seg = &text[start..end];
    let lead = seg.len() - seg.trim_start().len();
    (start + lead, seg.trim())
}

/// Upstream's `TextualPipeline::parsePipelineText`.
fn parse_elements(text: &str) -> Result<Vec<Element<'_>>, String> {
    // A stack of paths to the pipeline being filled (indices into nested `inner` vectors).
    let mut root: Vec<Element<'_>> = Vec::new();
    let mut path: Vec<usize> = Vec::new();
    fn current<'e, 'a>(root: &'e mut Vec<Element<'a>>, path: &[usize]) -> &'e mut Vec<Element<'a>> {
        let mut v = root;
        for &i in path {
            v = &mut v[i].inner;
        }
        v
    }
    let b = text.as_bytes();
    let mut pos = 0usize;
    loop {
        let rel = text[pos..].find([',', '(', ')', '{']);
        let end = rel.map(|r| r + pos).unwrap_or(text.len());
        let (off, name) = trimmed_span(text, pos, end);
        let cur = current(&mut root, &path);
        cur.push(Element {
            name,
            offset: off,
            options: "",
            inner: Vec::new(),
            entry: None,
        });
        if rel.is_none() {
            break;
        }
        pos = end;
        let sep = b[pos];
        if sep == b'{' {
            pos += 1;
            let mut depth = 1;
            let mut close = None;
            for (i, &c) in b.iter().enumerate().skip(pos) {
                if c == b'{' {
                    depth += 1;
                } else if c == b'}' {
                    depth -= 1;
                    if depth == 0 {
                        close = Some(i);
                        break;
                    }
                }
            }
            let Some(close) = close else {
                return Err(located_error(
                    text,
                    pos - 1,
                    "missing closing '}' while processing pass options",
                ));
            };
            let cur = current(&mut root, &path);
            cur.last_mut().expect("element").options = &text[pos..close];
            pos = close + 1;
            while pos < b.len() && b[pos].is_ascii_whitespace() {
                pos += 1;
            }
        } else if sep == b'(' {
            pos += 1;
            let n = current(&mut root, &path).len();
            path.push(n - 1);
            continue;
        }
        while pos < b.len() && b[pos] == b')' {
            pos += 1;
            if path.is_empty() {
                return Err(located_error(
                    text,
                    pos - 1,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            path.pop();
            while pos < b.len() && b[pos].is_ascii_whitespace() {
                pos += 1;
            }
        }
        if pos >= b.len() {
            break;
        }
        if b[pos] != b',' {
            return Err(located_error(
                text,
                pos,
                "expected ',' after parsing pipeline",
            ));
        }
        pos += 1;
    }
    if !path.is_empty() {
        return Err(located_error(
            text,
            pos,
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(root)
}

fn resolve(text: &str, elems: &mut [Element<'_>]) -> Result<(), String> {
    // Iterative over the element tree.
    let mut stack: Vec<&mut Element<'_>> = elems.iter_mut().rev().collect();
    while let Some(e) = stack.pop() {
        if !e.inner.is_empty() {
            stack.extend(e.inner.iter_mut().rev());
            continue;
        }
        let found = match registry().lookup(e.name) {
            Some(info) => Some(Registered::Pass(info)),
            None => registry().lookup_pipeline(e.name).map(Registered::Pipeline),
        };
        match found {
            Some(r) => e.entry = Some(r),
            None => {
                return Err(located_error(
                    text,
                    e.offset,
                    &format!(
                        "'{}' does not refer to a registered pass or pass pipeline",
                        e.name
                    ),
                ))
            }
        }
    }
    Ok(())
}

/// Creates a registered pass with its options parsed from `options`. Errors are the text of
/// upstream's pipeline error (with `direct` text that upstream prints straight to stderr).
pub fn create_pass(info: &PassInfo, options: &str) -> Result<Box<dyn Pass>, (String, String)> {
    let mut p = (info.create)();
    if let Err(e) = p.options_mut().parse(options) {
        return Err((e.direct, e.message));
    }
    Ok(p)
}

/// Adds a registered pipeline, its options parsed from `options`, to `pm` (upstream's
/// `PassPipelineInfo::addToPipeline`). Errors as [`create_pass`]'s.
pub fn add_pipeline(
    info: &PipelineInfo,
    options: &str,
    pm: &mut OpPassManager,
) -> Result<(), (String, String)> {
    let mut o = (info.options)();
    if let Err(e) = o.parse(options) {
        return Err((e.direct, e.message));
    }
    (info.build)(&o, pm).map_err(|e| (e.direct, e.message))
}

fn add_elements(
    elems: &[Element<'_>],
    pm: &mut OpPassManager,
    direct: &mut String,
) -> Result<(), String> {
    for e in elems {
        let fail = |msg: String| {
            format!(
                "{msg}\nfailed to add `{}` with options `{}`\n",
                e.name, e.options
            )
        };
        if let Some(Registered::Pipeline(info)) = &e.entry {
            // Upstream's pipeline options report their errors straight to the stream, and
            // the diagnostic names only the element.
            if let Err((d, m)) = add_pipeline(info, e.options, pm) {
                direct.push_str(&d);
                direct.push_str(&m);
                if !m.is_empty() && !m.ends_with('\n') {
                    direct.push('\n');
                }
                return Err(format!(
                    "failed to add `{}` with options `{}`\n",
                    e.name, e.options
                ));
            }
        } else if let Some(Registered::Pass(info)) = &e.entry {
            let p = match create_pass(info, e.options) {
                Ok(p) => p,
                Err((d, m)) => {
                    direct.push_str(&d);
                    return Err(fail(m));
                }
            };
            if let Some(n) = p.op_name() {
                if !pm.is_any() && n != pm.name() {
                    return Err(fail(format!(
                        "Can't add pass '{}' restricted to '{}' on a PassManager intended to run on '{}', did you intend to nest?",
                        p.name(),
                        n,
                        pm.name()
                    )));
                }
            }
            pm.add_pass(p);
        } else {
            let nested = pm.nest(e.name);
            if let Err(m) = add_elements(&e.inner, nested, direct) {
                return Err(format!(
                    "{m}failed to add `{}` with options `{}` to inner pipeline\n",
                    e.name, e.options
                ));
            }
        }
    }
    Ok(())
}

/// A pipeline parse failure: `direct` text (printed to stderr as is, before the diagnostic)
/// and the message of the error diagnostic upstream emits at an unknown location.
#[derive(Debug, Clone)]
pub struct PipelineError {
    pub direct: String,
    pub message: String,
}

/// Parses the contents of a pipeline (`pass1,op(pass2)`) into `pm` (upstream's
/// `parsePassPipeline(text, pm, errs)`).
pub fn parse_into(text: &str, pm: &mut OpPassManager) -> Result<(), PipelineError> {
    if text.is_empty() {
        return Ok(());
    }
    let err = |m: String| PipelineError {
        direct: String::new(),
        message: m,
    };
    let mut elems = parse_elements(text).map_err(err)?;
    resolve(text, &mut elems).map_err(err)?;
    let mut direct = String::new();
    add_elements(&elems, pm, &mut direct).map_err(|m| PipelineError { direct, message: m })
}

/// Parses a whole anchored pipeline, `builtin.module(...)`.
pub fn parse_pass_pipeline(text: &str) -> Result<OpPassManager, PipelineError> {
    let t = text.trim();
    let start = t.find('(');
    let ok = matches!(start, Some(s) if s > 0) && t.ends_with(')');
    if !ok {
        return Err(PipelineError {
            direct: String::new(),
            message: "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'".into(),
        });
    }
    let start = start.unwrap_or(0);
    let inner = &t[start + 1..t.len() - 1];
    let mut pm = OpPassManager::new(t[..start].trim_end());
    parse_into(inner, &mut pm)?;
    Ok(pm)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `mlir-opt --help` (19) lists these passes with the same entry printer, at indent 6
    /// with descriptions at column 63.
    #[test]
    fn entries_match_upstream_help() {
        let upstream = "      --canonicalize                                         -   Canonicalize operations
        --disable-patterns=<string>                          - Labels of patterns that should be filtered out during application
        --enable-patterns=<string>                           - Labels of patterns that should be used during application, all other patterns are filtered out
        --max-iterations=<long>                              - Max. iterations between applying patterns / simplifying regions
        --max-num-rewrites=<long>                            - Max. number of pattern rewrites within an iteration
        --region-simplify=<value>                            - Perform control flow optimizations to the region tree
    =disabled                                          -   Don't run any control-flow simplification.
    =normal                                            -   Perform simple control-flow simplifications (e.g. dead args elimination).
    =aggressive                                        -   Perform aggressive control-flow simplification (e.g. block merging).
        --test-convergence                                   - Test only: Fail pass on non-convergence to detect cyclic pattern
        --top-down                                           - Seed the worklist in general top-down order
      --control-flow-sink                                    -   Sink operations into conditional blocks
      --cse                                                  -   Eliminate common sub-expressions
      --inline                                               -   Inline function calls
        --default-pipeline=<string>                          - The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList
        --inlining-threshold=<uint>                          - If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it
        --max-iterations=<uint>                              - Maximum number of iterations when inlining within an SCC
        --op-pipelines=<pass-manager>                        - Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)
      --loop-invariant-code-motion                           -   Hoist loop invariant instructions outside of the loop
      --mem2reg                                              -   Promotes memory slots into values.
        --region-simplify                                    - Perform control flow optimizations to the region tree
      --print-op-stats                                       -   Print statistics of operations
        --json                                               - print the stats as JSON
      --remove-dead-values                                   -   Remove dead values
      --sccp                                                 -   Sparse Conditional Constant Propagation
      --sroa                                                 -   Scalar Replacement of Aggregates
      --strip-debuginfo                                      -   Strip debug info from all operations
      --symbol-dce                                           -   Eliminate dead symbols
      --symbol-privatize                                     -   Mark symbols private
        --exclude=<string>                                   - Comma separated list of symbols that should not be marked private
      --topological-sort                                     -   Sort regions without SSA dominance in topological order
      --view-op-graph                                        -   Print Graphviz visualization of an operation
        --max-label-len=<uint>                               - Limit attribute/type length to number of chars
        --print-attrs                                        - Print attributes of operations
        --print-control-flow-edges                           - Print control flow edges
        --print-data-flow-edges                              - Print data flow edges
        --print-result-types                                 - Print result types of operations
";
        assert_eq!(registry().render_entries(6, 63), upstream);
    }

    #[test]
    fn list_passes_sizes_columns_by_options() {
        let l = registry().list_passes();
        assert!(l.starts_with(
            "Passes:\n  --canonicalize                      -   Canonicalize operations\n    --disable-patterns=<string>       - Labels"
        ));
    }
}
