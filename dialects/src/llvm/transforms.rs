//! The llvm dialect's own passes (MLIR 19's `mlir/lib/Dialect/LLVMIR/Transforms/`):
//! `llvm-add-comdats`, `llvm-legalize-for-export` and `llvm-request-c-wrappers`.

use super::attrs::LINKAGE_ATTR;
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::{AttrKind, Body, Context, OpId};

macro_rules! simple_pass {
    ($ty:ident, $name:literal, $arg:literal, $anchor:expr, $desc:literal) => {
        pub struct $ty {
            options: PassOptions,
        }

        impl $ty {
            pub fn info() -> PassInfo {
                PassInfo {
                    argument: $arg,
                    description: $desc,
                    create: || {
                        Box::new($ty {
                            options: PassOptions::new(),
                        })
                    },
                }
            }
        }

        impl Pass for $ty {
            fn name(&self) -> &'static str {
                $name
            }
            fn argument(&self) -> &'static str {
                $arg
            }
            fn description(&self) -> &'static str {
                $desc
            }
            fn op_name(&self) -> Option<&'static str> {
                $anchor
            }
            fn options(&self) -> &PassOptions {
                &self.options
            }
            fn options_mut(&mut self) -> &mut PassOptions {
                &mut self.options
            }
            fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
                self.run_on(op, cx.ctx);
                Ok(())
            }
        }
    };
}

simple_pass!(
    RequestCWrappers,
    "LLVMRequestCWrappers",
    "llvm-request-c-wrappers",
    Some("func.func"),
    "Request C wrapper emission for all functions"
);

impl RequestCWrappers {
    /// Marks the function with `llvm.emit_c_interface`.
    fn run_on(&self, op: &mut PassOp<'_>, ctx: &Context) {
        let name = ctx.ident("llvm.emit_c_interface");
        let unit = ctx.unit_attr();
        let attrs = op.data.attrs_mut();
        match attrs.binary_search_by(|a| ctx.ident_str(a.0).cmp("llvm.emit_c_interface")) {
            Ok(i) => attrs[i].1 = unit,
            Err(i) => attrs.insert(i, (name, unit)),
        }
    }
}

simple_pass!(
    AddComdats,
    "LLVMAddComdats",
    "llvm-add-comdats",
    Some("builtin.module"),
    "Add comdats to linkonce and linkonce_odr functions"
);

const COMDAT_NAME: &str = "__llvm_comdat";

impl AddComdats {
    /// Upstream's `AddComdats`: every `linkonce`/`linkonce_odr` `llvm.func` directly in the
    /// module gets an `any` selector named after it in the `@__llvm_comdat` comdat (created
    /// at the module's start when missing; selectors are added at its start).
    fn run_on(&self, op: &mut PassOp<'_>, ctx: &Context) {
        let loc = op.data.loc;
        let Some(body) = op.body_mut() else {
            return;
        };
        let Some(&region) = body.root_regions().first() else {
            return;
        };
        let Some(block) = body.entry_block(region) else {
            return;
        };
        let funcs: Vec<OpId> = body
            .block_ops(block)
            .filter(|&o| {
                ctx.op_name_str(body.op_name(o)) == "llvm.func"
                    && rmlir_ir::ods::prop(ctx, body, o, "linkage")
                        .and_then(|a| LINKAGE_ATTR.value(ctx, a))
                        .is_some_and(|l| l == 3 || l == 8)
            })
            .collect();
        let mut comdat: Option<OpId> = None;
        for f in funcs {
            let comdat_block = match comdat {
                Some(c) => body.regions(c)[0],
                None => {
                    let c = find_or_create_comdat(ctx, body, block, loc);
                    comdat = Some(c);
                    body.regions(c)[0]
                }
            };
            let Some(cb) = body.entry_block(comdat_block) else {
                continue;
            };
            let Some(sym) = rmlir_ir::ods::prop(ctx, body, f, "sym_name") else {
                continue;
            };
            let comdat_loc = body.loc(comdat.expect("created above"));
            let selector = create(
                ctx,
                body,
                "llvm.comdat_selector",
                comdat_loc,
                &[("sym_name", sym), ("comdat", super::attrs::zero_i64(ctx))],
                0,
            );
            body.insert_op(selector, InsertPoint::BlockStart(cb));
            let AttrKind::String { value, .. } = ctx.attr_kind(sym) else {
                continue;
            };
            let leaf = ctx.ident(&String::from_utf8_lossy(value));
            let symbol = ctx.get_attr(AttrKind::SymbolRef {
                root: ctx.ident(COMDAT_NAME),
                nested: Box::new([leaf]),
            });
            if let Some(i) = ctx
                .op_info(body.op_name(f))
                .and_then(|i| i.prop_index("comdat"))
            {
                body.set_prop(f, i, Some(symbol));
            }
        }
    }
}

/// The `llvm.comdat @__llvm_comdat` of the module's block, created at its start if missing.
fn find_or_create_comdat(
    ctx: &Context,
    body: &mut Body,
    block: rmlir_ir::BlockId,
    loc: rmlir_ir::Location,
) -> OpId {
    let existing = body.block_ops(block).find(|&o| {
        ctx.op_name_str(body.op_name(o)) == "llvm.comdat"
            && rmlir_ir::ods::prop(ctx, body, o, "sym_name")
                .is_some_and(|s| s == ctx.string_attr(COMDAT_NAME))
    });
    if let Some(c) = existing {
        return c;
    }
    let name = ctx.string_attr(COMDAT_NAME);
    let c = create(ctx, body, "llvm.comdat", loc, &[("sym_name", name)], 1);
    let b = body.create_block(&[]);
    let r = body.regions(c)[0];
    body.append_block(r, b);
    body.insert_op(c, InsertPoint::BlockStart(block));
    c
}

/// A detached op `name` with the given properties and `regions` empty regions.
fn create(
    ctx: &Context,
    body: &mut Body,
    name: &str,
    loc: rmlir_ir::Location,
    props: &[(&str, rmlir_ir::Attribute)],
    regions: usize,
) -> OpId {
    let op_name = ctx.op_name(name);
    let info = ctx.op_info(op_name).expect("registered llvm op");
    let mut spec = OpSpec::new(op_name, loc);
    spec.props = (0..info.props.len()).map(|_| None).collect();
    for (n, a) in props {
        if let Some(i) = info.prop_index(n) {
            spec.props[i] = Some(*a);
        }
    }
    spec.num_regions = regions;
    body.create_op(spec)
}

simple_pass!(
    LegalizeForExport,
    "LLVMLegalizeForExport",
    "llvm-legalize-for-export",
    None,
    "Legalize LLVM dialect to be convertible to LLVM IR"
);

impl LegalizeForExport {
    fn run_on(&self, op: &mut PassOp<'_>, ctx: &Context) {
        if let Some(body) = op.body_mut() {
            ensure_distinct_successors_all(ctx, body);
        }
    }
}

/// Upstream's `LLVM::ensureDistinctSuccessors` on every block of `body` and of the isolated
/// bodies nested in it.
pub fn ensure_distinct_successors_all(ctx: &Context, body: &mut Body) {
    let mut regions: Vec<rmlir_ir::RegionId> = body.root_regions().to_vec();
    let mut ops = Vec::new();
    for &r in &regions {
        ops.extend(body.collect_ops(
            rmlir_ir::walk::IrNode::Region(r),
            rmlir_ir::walk::WalkOrder::PostOrder,
        ));
    }
    for &o in &ops {
        regions.extend(body.regions(o).iter().copied());
    }
    for r in regions {
        let mut next = body.entry_block(r);
        while let Some(b) = next {
            ensure_distinct_successors(ctx, body, b);
            next = body.next_block(b);
        }
    }
    for o in ops {
        if let Some(inner) = body.op_mut(o).isolated_body_mut() {
            ensure_distinct_successors_all(ctx, inner);
        }
    }
}

/// A successor with arguments that a terminator names again is replaced, from its second
/// occurrence on, by a new block (at the region's end) that branches to it with its own
/// arguments.
fn ensure_distinct_successors(ctx: &Context, body: &mut Body, block: rmlir_ir::BlockId) {
    let Some(term) = body.last_op(block) else {
        return;
    };
    let succs: Vec<rmlir_ir::BlockId> = body.successors(term).to_vec();
    let mut seen: Vec<rmlir_ir::BlockId> = Vec::new();
    let Some(region) = body.block_parent(block) else {
        return;
    };
    let loc = body.loc(term);
    for (i, s) in succs.iter().copied().enumerate() {
        if body.block_args(s).is_empty() {
            continue;
        }
        if !seen.contains(&s) {
            seen.push(s);
            continue;
        }
        let args: Vec<(rmlir_ir::Type, rmlir_ir::Location)> = body
            .block_args(s)
            .iter()
            .map(|&a| (body.value_type(a), body.value(a).loc.unwrap_or(loc)))
            .collect();
        let dummy = body.create_block(&args);
        body.append_block(region, dummy);
        body.set_successor(term, i, dummy);
        let fwd: Vec<rmlir_ir::ValueId> = body.block_args(dummy).to_vec();
        let name = ctx.op_name("llvm.br");
        let info = ctx.op_info(name).expect("llvm.br");
        let mut spec = OpSpec::new(name, loc);
        spec.operands = &fwd;
        let dest = [s];
        spec.successors = &dest;
        spec.props = (0..info.props.len()).map(|_| None).collect();
        let br = body.create_op(spec);
        body.insert_op(br, InsertPoint::BlockEnd(dummy));
    }
}
