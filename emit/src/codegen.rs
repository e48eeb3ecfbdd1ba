//! The back half in one call: an `llvm`-dialect module to machine code. Symbols and
//! globals are collected first, then each `llvm.func` with a body goes through instruction
//! selection, register allocation and encoding.

use crate::FuncCode;
use rmlir_dialects::dlti::layout::{module_spec, DataLayout};
use rmlir_ir::body::{Body, OpId};
use rmlir_ir::{AttrKind, Context};
use rmlir_isel::layout::Layout;
use rmlir_isel::module::{self, DataObject, SymKind, SymbolTable};
pub use rmlir_isel::x86_64::features::Features;
use rmlir_isel::Error;
use rmlir_regalloc::Allocator;

/// Code generation settings.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// 0 selects the fast register allocator.
    pub opt_level: u8,
    /// Run regalloc2's checker on every function (always on in debug builds).
    pub check_regalloc: bool,
    /// Keep each function's machine IR as text ([`CompiledModule::mir`]).
    pub keep_mir: bool,
    /// Build DWARF debug information from the ops' locations ([`CompiledModule::debug`]).
    pub debug_info: bool,
    /// Target features (`-mattr=`): SSE4.1, AVX, AVX2, FMA.
    pub features: Features,
}

/// A module's machine code, ready to be written as an object or loaded.
#[derive(Debug)]
pub struct CompiledModule {
    pub syms: SymbolTable,
    pub funcs: Vec<FuncCode>,
    pub data: Vec<DataObject>,
    /// `(priority, function)` of `llvm.mlir.global_ctors` / `global_dtors`.
    pub ctors: Vec<(i64, u32)>,
    pub dtors: Vec<(i64, u32)>,
    /// Machine IR of each function as selected (for `--mlir-to-mir` dumps).
    pub mir: Vec<String>,
    /// Under [`Options::debug_info`]: names, line rows and files of the functions.
    pub debug: Option<crate::dwarf::DebugInfo>,
}

/// The IR-level optimizations of `-O1` and above, run before instruction selection:
/// common subexpression elimination over each function (upstream's `cse`, dominance-scoped:
/// the address arithmetic the memref lowering repeats per access is computed once).
pub fn optimize(ctx: &Context, body: &mut Body, op: OpId, opts: &Options) {
    if opts.opt_level == 0 {
        return;
    }
    let name = body.op_name(op);
    if let Some(b) = body.isolated_body_mut(op) {
        rmlir_ir::transforms::cse::eliminate_common_subexpressions(ctx, name, b);
    }
}

/// Compiles the module `op` (a `builtin.module` in `body`).
pub fn compile(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &Options,
) -> Result<CompiledModule, Vec<Error>> {
    let spec = module_spec(ctx, body.attrs(op));
    let dl = DataLayout::from_specs(ctx, spec.as_slice());
    let mut layout = Layout::new(ctx, dl.clone());
    layout.features = opts.features;
    let mbody = body
        .isolated_body(op)
        .ok_or_else(|| vec![Error::new(body.loc(op), "expected a module with a body")])?;
    let ops: Vec<OpId> = mbody
        .root_regions()
        .first()
        .and_then(|r| mbody.entry_block(*r))
        .map(|b| mbody.block_ops(b).collect())
        .unwrap_or_default();
    let mut syms = SymbolTable::default();
    module::collect_symbols(ctx, mbody, &ops, &mut syms);
    let mut errors = Vec::new();
    let mut out = CompiledModule {
        syms: SymbolTable::default(),
        funcs: Vec::new(),
        data: Vec::new(),
        ctors: Vec::new(),
        dtors: Vec::new(),
        mir: Vec::new(),
        debug: None,
    };
    let mut debug = crate::dwarf::DebugInfo {
        comp_dir: std::env::current_dir()
            .map(|d| d.to_string_lossy().into_owned())
            .unwrap_or_else(|_| ".".into()),
        ..Default::default()
    };
    // The module's own file comes first: it names the compile unit.
    if opts.debug_info {
        if let Some((file, _, _)) = crate::dwarf::file_line_col(ctx, body.loc(op)) {
            debug.file_id(file);
        }
    }
    let env = rmlir_isel::x86_64::regs::machine_env();
    let alloc = if opts.opt_level == 0 {
        Allocator::Fast
    } else {
        Allocator::Ion
    };
    // Functions compile in parallel against the symbols collected so far; the names each
    // adds are merged afterwards, in module order.
    let base_len = syms.len();
    let funcs: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&o| ctx.op_name_str(mbody.op_name(o)) == "llvm.func")
        .filter(|&o| {
            syms.get(&module::sym_name(ctx, mbody, o))
                .map(|s| syms.info(s).defined)
                .unwrap_or(false)
        })
        .collect();
    type Compiled = (
        FuncCode,
        Vec<module::SymbolInfo>,
        String,
        OpId,
        Vec<rmlir_ir::Location>,
    );
    let compile_one = |o: OpId| -> Result<Compiled, Error> {
        // Each function gets its own layout (it carries lowering modes).
        let mut layout = Layout::new(ctx, dl.clone());
        layout.features = opts.features;
        let lowered =
            rmlir_isel::x86_64::lower_function(&layout, module::FuncSymbols::new(&syms), mbody, o)?;
        let mir = if opts.keep_mir {
            format!(
                "{}:\n{}",
                module::sym_name(ctx, mbody, o),
                lowered.vcode.dump()
            )
        } else {
            String::new()
        };
        let ra = rmlir_regalloc::allocate(&lowered.vcode, &env, alloc, opts.check_regalloc)
            .map_err(|m| Error::new(mbody.loc(o), m))?;
        let code =
            crate::x86_64::emit_function(&lowered, &ra).map_err(|m| Error::new(mbody.loc(o), m))?;
        let locs = if opts.debug_info {
            lowered.locs
        } else {
            Vec::new()
        };
        Ok((code, lowered.extra_syms, mir, o, locs))
    };
    let results: Vec<_> = if ctx.threading() && funcs.len() > 1 {
        use rayon::prelude::*;
        funcs.par_iter().map(|&o| compile_one(o)).collect()
    } else {
        funcs.iter().map(|&o| compile_one(o)).collect()
    };
    for r in results {
        match r {
            Ok((mut code, extra, mir, o, locs)) => {
                if opts.debug_info {
                    let decl = debug.src_loc(ctx, mbody.loc(o));
                    let rows = debug.rows(ctx, decl, &code.inst_offsets, &locs);
                    debug.funcs.push(crate::dwarf::FuncDebug {
                        name: module::sym_name(ctx, mbody, o),
                        decl,
                        rows,
                    });
                }
                let map = syms.merge(&extra);
                for rel in &mut code.relocs {
                    if let crate::RelocTarget::Sym(s) = &mut rel.target {
                        if *s as usize >= base_len {
                            *s = map[*s as usize - base_len];
                        }
                    }
                }
                out.funcs.push(code);
                if opts.keep_mir {
                    out.mir.push(mir);
                }
            }
            Err(e) => errors.push(e),
        }
    }
    for &o in &ops {
        let name = ctx.op_name_str(mbody.op_name(o));
        match name {
            "llvm.func" => {}
            "llvm.mlir.global" => match module::lower_global(&layout, mbody, o, &mut syms) {
                Ok(Some(d)) => out.data.push(d),
                Ok(None) => {}
                Err(e) => errors.push(e),
            },
            "llvm.mlir.global_ctors" | "llvm.mlir.global_dtors" => {
                let is_ctor = name.ends_with("ctors");
                let list = rmlir_ir::ods::prop(
                    ctx,
                    mbody,
                    o,
                    if is_ctor { "ctors" } else { "dtors" },
                );
                let prios = rmlir_ir::ods::prop(ctx, mbody, o, "priorities");
                let names: Vec<String> = match list.map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::Array(v)) => v
                        .iter()
                        .filter_map(|a| module::symbol_ref_name(ctx, *a))
                        .collect(),
                    _ => Vec::new(),
                };
                let prios: Vec<i64> = match prios.map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::Array(v)) => v
                        .iter()
                        .map(|a| match ctx.attr_kind(*a) {
                            AttrKind::Integer { value, .. } => value.to_i64().unwrap_or(65535),
                            _ => 65535,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                let mut entries: Vec<(i64, u32)> = names
                    .iter()
                    .enumerate()
                    .map(|(i, n)| {
                        (
                            prios.get(i).copied().unwrap_or(65535),
                            syms.intern(n, SymKind::Func),
                        )
                    })
                    .collect();
                entries.sort_by_key(|e| e.0);
                if is_ctor {
                    out.ctors.extend(entries);
                } else {
                    out.dtors.extend(entries);
                }
            }
            "llvm.comdat" | "llvm.mlir.alias" | "llvm.module_flags" | "llvm.linker_options" => {}
            // Nested modules (e.g. what is left of a transform script) are not part of the
            // object: upstream's translation to LLVM IR skips them and what they contain.
            "builtin.module" => {}
            _ if name.starts_with("llvm.") => errors.push(Error::new(
                mbody.loc(o),
                format!("unsupported operation '{name}' at module level in native code generation"),
            )),
            _ => errors.push(Error::new(
                mbody.loc(o),
                format!(
                    "unsupported operation '{name}': native code generation needs the llvm dialect (lower the module to it first)"
                ),
            )),
        }
    }
    out.syms = syms;
    if opts.debug_info {
        out.debug = Some(debug);
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}
