//! `test-data-layout-query` (upstream's `TestDataLayoutQuery`,
//! `mlir/test/lib/Dialect/DLTI/TestDataLayoutQuery.cpp`): every `test.data_layout_query` op
//! of a function gets the data layout queries of its result type as attributes (size,
//! bitsize, alignment, preferred, index, endianness, memory spaces, stack alignment), under
//! the layout of the closest enclosing module.

use rmlir_dialects::dlti::layout::{DataLayout, TypeSize};
use rmlir_ir::apint::ApInt;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::types::Signedness;
use rmlir_ir::walk::WalkOptions;
use rmlir_ir::{AttrKind, Attribute, Context, Diagnostic, IrNode, TypeKind, WalkResult};

const ARGUMENT: &str = "test-data-layout-query";
const DESCRIPTION: &str = "Test data layout queries";

pub struct TestDataLayoutQuery {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(TestDataLayoutQuery {
                options: PassOptions::new(),
            })
        },
    }
}

fn index_attr(ctx: &Context, v: u64) -> Attribute {
    ctx.int_attr(ctx.index_type(), v as i64)
}

fn ui32_zero(ctx: &Context) -> Attribute {
    let ty = ctx.get_type(TypeKind::Integer {
        width: 32,
        signedness: Signedness::Unsigned,
    });
    ctx.get_attr(AttrKind::Integer {
        ty,
        value: ApInt::from_u64(32, 0),
    })
}

/// An index attribute, or `{minimal_size = N : index, scalable}` for a scalable size.
fn size_attr(ctx: &Context, s: TypeSize) -> Attribute {
    if !s.scalable {
        return index_attr(ctx, s.value);
    }
    ctx.dict_attr(vec![
        (ctx.ident("scalable"), ctx.unit_attr()),
        (ctx.ident("minimal_size"), index_attr(ctx, s.value)),
    ])
    .expect("distinct names")
}

impl Pass for TestDataLayoutQuery {
    fn name(&self) -> &'static str {
        "TestDataLayoutQuery"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        // The scopes above the queries: the function's ancestors, then the function.
        let layout = DataLayout::for_scopes(
            ctx,
            cx.ancestors()
                .iter()
                .map(|a| (a.name, &a.attrs[..]))
                .chain(std::iter::once((op.data.name, op.data.attrs()))),
        );
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let query = ctx.op_name("test.data_layout_query");
        let mut ops = Vec::new();
        body.walk_body(WalkOptions::post_order(), |b, n| {
            if let IrNode::Op(o) = n {
                if b.op_name(o) == query {
                    ops.push(o);
                }
            }
            WalkResult::Advance
        });
        let size_name = ctx.ident("size");
        for o in ops {
            if body.attr(o, size_name).is_some() {
                continue;
            }
            let Some(&res) = body.results(o).first() else {
                continue;
            };
            let ty = body.value_type(res);
            let (Some(size), Some(bitsize), Some(alignment), Some(preferred)) = (
                layout.type_size(ctx, ty),
                layout.type_size_in_bits(ctx, ty),
                layout.abi_alignment(ctx, ty),
                layout.preferred_alignment(ctx, ty),
            ) else {
                // Upstream aborts ("neither the scoping op nor the type class provide data
                // layout information for ...").
                cx.emit(Diagnostic::error(
                    body.loc(o),
                    format!(
                        "neither the scoping op nor the type class provide data layout \
                         information for {}",
                        rmlir_ir::printer::type_to_string(ctx, ty)
                    ),
                ));
                return Err(());
            };
            let index = layout.type_index_bitwidth(ctx, ty).unwrap_or(0);
            let zero = ui32_zero(ctx);
            let mut attrs = vec![
                (size_name, size_attr(ctx, size)),
                (ctx.ident("bitsize"), size_attr(ctx, bitsize)),
                (ctx.ident("alignment"), index_attr(ctx, alignment)),
                (ctx.ident("preferred"), index_attr(ctx, preferred)),
                (ctx.ident("index"), index_attr(ctx, index)),
                (
                    ctx.ident("endianness"),
                    layout.endianness().unwrap_or_else(|| ctx.string_attr("")),
                ),
                (
                    ctx.ident("alloca_memory_space"),
                    layout.alloca_memory_space().unwrap_or(zero),
                ),
                (
                    ctx.ident("program_memory_space"),
                    layout.program_memory_space().unwrap_or(zero),
                ),
                (
                    ctx.ident("global_memory_space"),
                    layout.global_memory_space().unwrap_or(zero),
                ),
                (
                    ctx.ident("stack_alignment"),
                    index_attr(ctx, layout.stack_alignment(ctx)),
                ),
            ];
            ctx.sort_named_attrs(&mut attrs).expect("distinct names");
            body.set_attrs(o, attrs);
        }
        Ok(())
    }
}
