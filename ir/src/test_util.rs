//! Helpers shared by the IR API unit tests.

use crate::body::{BlockId, Body, InsertPoint, OpId, OpSpec};
use crate::{parse_source, Context, OwnedOp, ParserConfig, PrintFlags};

/// Parses `src` (unregistered ops allowed) into an implicit module.
pub(crate) fn parse(ctx: &Context, src: &str) -> OwnedOp {
    let cfg = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    match parse_source(ctx, src, "test.mlir", cfg, true) {
        Ok(m) => m,
        Err(d) => panic!("parse error: {}", d.message),
    }
}

/// Prints an op of `body` in the generic form... or custom form with `generic == false`.
pub(crate) fn print(ctx: &Context, body: &Body, op: OpId, generic: bool) -> String {
    let flags = PrintFlags {
        generic,
        ..PrintFlags::default()
    };
    crate::printer::print_op_to_string(ctx, body, op, flags)
}

/// The module's body and its single block.
pub(crate) fn module_block(m: &mut OwnedOp) -> (&mut Body, BlockId) {
    let body = m.body.isolated_body_mut(m.op).expect("module is isolated");
    let r = body.root_regions()[0];
    let b = body.entry_block(r).expect("module block");
    (body, b)
}

/// The ops of a block, by name.
pub(crate) fn names(ctx: &Context, body: &Body, ops: &[OpId]) -> Vec<String> {
    ops.iter()
        .map(|o| ctx.op_name_str(body.op_name(*o)).to_string())
        .collect()
}

/// Finds the first op named `name` in `body` (not inside isolated ops).
pub(crate) fn find(ctx: &Context, body: &Body, name: &str) -> OpId {
    let mut found = None;
    for r in body.root_regions() {
        body.walk_region(*r, |o| {
            if found.is_none() && ctx.op_name_str(body.op_name(o)) == name {
                found = Some(o);
            }
        });
    }
    found.unwrap_or_else(|| panic!("no op {name}"))
}

/// A body with `depth` nested `demo.r` ops (one region, one block each), in its single root
/// region; returns the outermost op.
pub(crate) fn deep_inline(ctx: &Context, depth: usize) -> (Body, OpId) {
    let mut body = Body::new(1);
    let r = body.root_regions()[0];
    let mut block = body.create_block(&[]);
    body.append_block(r, block);
    let name = ctx.op_name("demo.r");
    let mut outer = None;
    for _ in 0..depth {
        let mut spec = OpSpec::new(name, ctx.unknown_loc());
        spec.num_regions = 1;
        let op = body.create_op(spec);
        body.insert_op(op, InsertPoint::BlockEnd(block));
        outer.get_or_insert(op);
        let nr = body.regions(op)[0];
        block = body.create_block(&[]);
        body.append_block(nr, block);
    }
    (body, outer.expect("depth > 0"))
}

/// A body holding a chain of `depth` nested isolated `demo.iso` ops, built inside out (each
/// body moves into its parent in O(1)); returns the outermost op.
pub(crate) fn deep_isolated(ctx: &Context, depth: usize) -> (Body, OpId) {
    let name = ctx.op_name("demo.iso");
    let mut inner = Body::new(1);
    let mut op = None;
    for _ in 0..depth {
        let mut outer = Body::new(1);
        let r = outer.root_regions()[0];
        let block = outer.create_block(&[]);
        outer.append_block(r, block);
        {
            let r = inner.root_regions()[0];
            if inner.entry_block(r).is_none() {
                let b = inner.create_block(&[]);
                inner.append_block(r, b);
            }
        }
        let o = outer.create_isolated_op(OpSpec::new(name, ctx.unknown_loc()), Box::new(inner));
        outer.insert_op(o, InsertPoint::BlockEnd(block));
        op = Some(o);
        inner = outer;
    }
    (inner, op.expect("depth > 0"))
}

/// Runs `f` on a thread with a 256 KiB stack.
pub(crate) fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("small-stack thread panicked")
}
