//! Every mutating `Body` method notifies the installed `Listener`.

use crate::body::{BlockId, OpId};
use crate::body::{InsertPoint, Listener, OpSpec};
use crate::builder::Builder;
use crate::ir_clone::{Destination, IrMapping, IrTree};
use crate::test_util::*;
use crate::{Body, Context};
use std::sync::{Arc, Mutex};

#[derive(Debug, PartialEq, Eq, Clone)]
enum Ev {
    Inserted(OpId),
    Modified(OpId),
    Erased(OpId),
    BlockInserted(BlockId),
    BlockErased(BlockId),
}

struct Recorder(Arc<Mutex<Vec<Ev>>>);

impl Listener for Recorder {
    fn op_inserted(&mut self, op: OpId) {
        self.0.lock().unwrap().push(Ev::Inserted(op));
    }
    fn op_modified(&mut self, op: OpId) {
        self.0.lock().unwrap().push(Ev::Modified(op));
    }
    fn op_erased(&mut self, op: OpId) {
        self.0.lock().unwrap().push(Ev::Erased(op));
    }
    fn block_inserted(&mut self, block: BlockId) {
        self.0.lock().unwrap().push(Ev::BlockInserted(block));
    }
    fn block_erased(&mut self, block: BlockId) {
        self.0.lock().unwrap().push(Ev::BlockErased(block));
    }
}

fn record(body: &mut Body) -> Arc<Mutex<Vec<Ev>>> {
    let log = Arc::new(Mutex::new(Vec::new()));
    body.set_listener(Some(Box::new(Recorder(log.clone()))));
    log
}

fn take(log: &Arc<Mutex<Vec<Ev>>>) -> Vec<Ev> {
    std::mem::take(&mut *log.lock().unwrap())
}

const SRC: &str = r#"
%0 = "demo.a"() : () -> i32
%1 = "demo.b"() : () -> i32
"demo.user"(%0, %0) : (i32, i32) -> ()
"demo.r"() ({
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.in"(%1) : (i32) -> ()
}) : () -> ()
module {
}
"#;

#[test]
fn every_mutation_kind_is_notified() {
    let ctx = Context::new();
    let mut m = parse(&ctx, SRC);
    let (body, block) = module_block(&mut m);
    let log = record(body);
    let a = find(&ctx, body, "demo.a");
    let b = find(&ctx, body, "demo.b");
    let user = find(&ctx, body, "demo.user");
    let r = find(&ctx, body, "demo.r");
    let br = find(&ctx, body, "demo.br");
    let inner = find(&ctx, body, "demo.in");
    let module = find(&ctx, body, "builtin.module");
    let (va, vb) = (body.result(a, 0), body.result(b, 0));

    // Operands.
    body.set_operand(user, 0, vb);
    assert_eq!(take(&log), [Ev::Modified(user)]);
    body.set_operands(user, &[va]);
    assert_eq!(take(&log), [Ev::Modified(user)]);
    body.replace_all_uses(vb, va);
    assert_eq!(take(&log), [Ev::Modified(inner)]);
    // Attributes, properties, location.
    let name = ctx.ident("k");
    body.set_attr(&ctx, user, name, Some(ctx.unit_attr()));
    body.set_attr(&ctx, user, name, None);
    body.set_attr(&ctx, user, name, None); // no change: no notification
    body.set_attrs(user, vec![]);
    body.set_prop(user, 0, Some(ctx.unit_attr()));
    body.set_loc(user, ctx.unknown_loc());
    assert_eq!(take(&log), vec![Ev::Modified(user); 5]);
    // Successors.
    let bb1 = body.successors(br)[0];
    body.set_successor(br, 0, bb1);
    body.set_successors(br, &[bb1]);
    assert_eq!(take(&log), vec![Ev::Modified(br); 2]);
    // The isolated body moving out.
    let taken = body.take_isolated_body(module).unwrap();
    assert_eq!(take(&log), [Ev::Modified(module)]);
    drop(taken);
    // Insertion: create (detached: silent), insert, move, builder.
    let op = body.create_op(OpSpec::new(ctx.op_name("demo.new"), ctx.unknown_loc()));
    assert_eq!(take(&log), []);
    body.insert_op(op, InsertPoint::BlockStart(block));
    body.move_op(op, InsertPoint::BlockEnd(block));
    assert_eq!(take(&log), [Ev::Inserted(op), Ev::Inserted(op)]);
    let built = Builder::at(body, InsertPoint::After(op))
        .create(OpSpec::new(ctx.op_name("demo.built"), ctx.unknown_loc()));
    assert_eq!(take(&log), [Ev::Inserted(built)]);
    // Blocks.
    let region = body.regions(r)[0];
    let body_entry = body.entry_block(region).unwrap();
    let nb = body.create_block(&[]);
    body.insert_block(region, nb, Some(bb1));
    let nb2 = body.create_block(&[]);
    body.append_block(region, nb2);
    assert_eq!(take(&log), [Ev::BlockInserted(nb), Ev::BlockInserted(nb2)]);
    body.erase_block(nb2);
    assert_eq!(take(&log), [Ev::BlockErased(nb2)]);
    body.erase_blocks(&[nb]);
    assert_eq!(take(&log), [Ev::BlockErased(nb)]);
    // Erasure: as upstream's rewriter, per block ops in reverse (nested first), then the
    // region's blocks, then the op.
    body.erase_op(r);
    assert_eq!(
        take(&log),
        [
            Ev::Erased(br),
            Ev::Erased(inner),
            Ev::BlockErased(body_entry),
            Ev::BlockErased(bb1),
            Ev::Erased(r)
        ]
    );
    body.erase_ops(&[user, built]);
    assert_eq!(take(&log), [Ev::Erased(built), Ev::Erased(user)]);
}

#[test]
fn clone_and_move_notify_insertions_and_erasures() {
    let ctx = Context::new();
    let mut m = parse(&ctx, SRC);
    let (body, block) = module_block(&mut m);
    let r = find(&ctx, body, "demo.r");
    let log = record(body);
    let mut map = IrMapping::new();
    let c = body.clone_op_at(r, InsertPoint::BlockEnd(block), &mut map);
    let ev = take(&log);
    let inserted: Vec<_> = ev.iter().filter(|e| matches!(e, Ev::Inserted(_))).collect();
    assert_eq!(inserted.len(), 3, "{ev:?}"); // demo.br, demo.in, the copy of demo.r
    assert!(ev.contains(&Ev::Inserted(c)));
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Ev::BlockInserted(_)))
            .count(),
        2
    );
    assert!(!ev.iter().any(|e| matches!(e, Ev::Modified(_))), "{ev:?}");

    // Moving the copy out: erasures in the source, insertions in the destination.
    let mut dst = Body::new(1);
    let dr = dst.root_regions()[0];
    let db = dst.create_block(&[]);
    dst.append_block(dr, db);
    let dlog = record(&mut dst);
    let v1 = body.result(find(&ctx, body, "demo.b"), 0);
    let mut seed = IrMapping::new();
    let placeholder = dst.create_placeholder(body.value_type(v1));
    seed.map_value(v1, placeholder);
    let map = body
        .move_to(
            IrTree::Op(c),
            &mut dst,
            Destination::At(InsertPoint::BlockEnd(db)),
            seed,
        )
        .unwrap();
    let ev = take(&log);
    assert_eq!(ev.iter().filter(|e| matches!(e, Ev::Erased(_))).count(), 3);
    assert_eq!(ev.last(), Some(&Ev::Erased(c)));
    let dev = take(&dlog);
    assert!(dev.contains(&Ev::Inserted(map.lookup_op(c).unwrap())));
    assert_eq!(
        dev.iter().filter(|e| matches!(e, Ev::Inserted(_))).count(),
        3
    );
}
