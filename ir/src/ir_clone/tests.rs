use crate::body::{Body, InsertPoint, OpSpec};
use crate::ir_clone::{Destination, IrMapping, IrTransferError, IrTree};
use crate::test_util::*;
use crate::Context;

const SRC: &str = r#"
%x = "demo.x"() : () -> i32
%y = "demo.y"() : () -> i32
%r = "demo.region"(%x) ({
^bb0(%a: i32):
  %s = "demo.add"(%a, %x) : (i32, i32) -> i32
  "demo.br"(%s)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "demo.yield"(%b) : (i32) -> ()
}) : (i32) -> i32
"#;

fn module_text(ctx: &Context, m: &crate::OwnedOp) -> String {
    print(ctx, &m.body, m.op, false)
}

#[test]
fn clone_op_in_same_body_maps_through_seeded_mapping() {
    let ctx = Context::new();
    let mut m = parse(&ctx, SRC);
    {
        let (body, block) = module_block(&mut m);
        let x = body.result(find(&ctx, body, "demo.x"), 0);
        let y = body.result(find(&ctx, body, "demo.y"), 0);
        let region_op = find(&ctx, body, "demo.region");
        // Unmapped: the copy keeps using %x.
        let mut map = IrMapping::new();
        let c1 = body.clone_op_at(region_op, InsertPoint::BlockEnd(block), &mut map);
        assert_eq!(map.lookup_op(region_op), Some(c1));
        assert_eq!(body.operand(c1, 0), x);
        // Seeded: %x becomes %y everywhere in the copy.
        let mut map = IrMapping::new();
        map.map_value(x, y);
        let c2 = body.clone_op(region_op, &mut map);
        assert_eq!(body.parent_block(c2), None);
        body.insert_op(c2, InsertPoint::BlockEnd(block));
        let add = body.defining_op(map.lookup_value(body.result(region_op, 0)).unwrap());
        assert_eq!(add, Some(c2));
    }
    let text = module_text(&ctx, &m);
    let expected = r#"module {
  %0 = "demo.x"() : () -> i32
  %1 = "demo.y"() : () -> i32
  %2 = "demo.region"(%0) ({
  ^bb0(%arg0: i32):
    %5 = "demo.add"(%arg0, %0) : (i32, i32) -> i32
    "demo.br"(%5)[^bb1] : (i32) -> ()
  ^bb1(%6: i32):  // pred: ^bb0
    "demo.yield"(%6) : (i32) -> ()
  }) : (i32) -> i32
  %3 = "demo.region"(%0) ({
  ^bb0(%arg0: i32):
    %5 = "demo.add"(%arg0, %0) : (i32, i32) -> i32
    "demo.br"(%5)[^bb1] : (i32) -> ()
  ^bb1(%6: i32):  // pred: ^bb0
    "demo.yield"(%6) : (i32) -> ()
  }) : (i32) -> i32
  %4 = "demo.region"(%1) ({
  ^bb0(%arg0: i32):
    %5 = "demo.add"(%arg0, %1) : (i32, i32) -> i32
    "demo.br"(%5)[^bb1] : (i32) -> ()
  ^bb1(%6: i32):  // pred: ^bb0
    "demo.yield"(%6) : (i32) -> ()
  }) : (i32) -> i32
}
"#;
    assert_eq!(text, expected);
}

#[test]
fn clone_copies_nested_isolated_bodies_deeply() {
    let ctx = Context::new();
    let mut m = parse(
        &ctx,
        r#""demo.wrap"() ({
  module {
    %0 = "demo.c"() : () -> i32
    "demo.use"(%0) : (i32) -> ()
  }
}) : () -> ()"#,
    );
    {
        let (body, block) = module_block(&mut m);
        let wrap = find(&ctx, body, "demo.wrap");
        let mut map = IrMapping::new();
        let copy = body.clone_op_at(wrap, InsertPoint::BlockEnd(block), &mut map);
        // Changing the copy's nested module does not touch the original.
        let inner_region = body.regions(copy)[0];
        let inner_block = body.entry_block(inner_region).unwrap();
        let module = body.first_op(inner_block).unwrap();
        let nested = body.isolated_body_mut(module).unwrap();
        let nb = nested.entry_block(nested.root_regions()[0]).unwrap();
        let user = nested.last_op(nb).unwrap();
        nested.erase_op(user);
    }
    let text = module_text(&ctx, &m);
    assert_eq!(text.matches("demo.use").count(), 1, "{text}");
    assert_eq!(text.matches("demo.c\"").count(), 2, "{text}");
}

#[test]
fn clone_into_another_body_requires_mapped_outside_values() {
    let ctx = Context::new();
    let m = parse(&ctx, SRC);
    let src = m.body.isolated_body(m.op).unwrap();
    let region_op = find(&ctx, src, "demo.region");
    let x = src.result(find(&ctx, src, "demo.x"), 0);

    let mut dst = parse(&ctx, r#"%z = "demo.z"() : () -> i32"#);
    let before = module_text(&ctx, &dst);
    {
        let (dbody, dblock) = module_block(&mut dst);
        let z = dbody.result(dbody.first_op(dblock).unwrap(), 0);
        let mut map = IrMapping::new();
        let err = src
            .clone_op_into(
                region_op,
                dbody,
                Some(InsertPoint::BlockEnd(dblock)),
                &mut map,
            )
            .unwrap_err();
        assert_eq!(
            err,
            IrTransferError::UnmappedValue {
                user: region_op,
                value: x
            }
        );
        assert_eq!(
            dbody.block_ops(dblock).count(),
            1,
            "nothing created on error"
        );
        let _ = before;
        map.map_value(x, z);
        let c = src
            .clone_op_into(
                region_op,
                dbody,
                Some(InsertPoint::BlockEnd(dblock)),
                &mut map,
            )
            .unwrap();
        assert_eq!(dbody.operand(c, 0), z);
    }
    let text = module_text(&ctx, &dst);
    assert!(
        text.contains(
            "%1 = \"demo.region\"(%0) ({\n  ^bb0(%arg0: i32):\n    %2 = \"demo.add\"(%arg0, %0)"
        ),
        "{text}"
    );
}

#[test]
fn clone_region_into_same_and_other_body() {
    let ctx = Context::new();
    let mut m = parse(
        &ctx,
        r#"
"demo.holder"() ({
^bb0(%a: i32):
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.ret"(%a) : (i32) -> ()
}) : () -> ()
"demo.empty"() ({
}) : () -> ()
"#,
    );
    let (body, _) = module_block(&mut m);
    let holder = find(&ctx, body, "demo.holder");
    let empty = find(&ctx, body, "demo.empty");
    let src_r = body.regions(holder)[0];
    let dst_r = body.regions(empty)[0];
    let mut map = IrMapping::new();
    body.clone_region_into(src_r, dst_r, None, &mut map);
    // Cloning a region into itself, before its entry block.
    let entry = body.entry_block(src_r).unwrap();
    body.clone_region_into(src_r, src_r, Some(entry), &mut IrMapping::new());
    assert_eq!(body.region_blocks(dst_r).count(), 2);
    assert_eq!(body.region_blocks(src_r).count(), 4);
    let text = module_text(&ctx, &m);
    assert!(
        text.contains("\"demo.empty\"() ({\n  ^bb0(%arg0: i32):\n    \"demo.br\"()[^bb1] : () -> ()\n  ^bb1:  // pred: ^bb0\n    \"demo.ret\"(%arg0) : (i32) -> ()\n  }) : () -> ()"),
        "{text}"
    );
    // Into another body: the region uses nothing from outside, so no mapping is needed.
    let m2 = parse(&ctx, "");
    let mut other = Body::new(1);
    let r = other.root_regions()[0];
    let src = m2.body.isolated_body(m2.op).unwrap();
    let _ = src;
    let body = m.body.isolated_body(m.op).unwrap();
    let src_r = body.regions(find(&ctx, body, "demo.holder"))[0];
    body.clone_region_to(src_r, &mut other, r, None, &mut IrMapping::new())
        .unwrap();
    assert_eq!(other.region_blocks(r).count(), 4);
}

#[test]
fn graph_region_forward_references_are_cloned() {
    let ctx = Context::new();
    let mut m = parse(
        &ctx,
        r#""demo.graph"() ({
  %0 = "demo.a"(%1) : (i32) -> i32
  %1 = "demo.b"(%0) : (i32) -> i32
}) : () -> ()"#,
    );
    let (body, block) = module_block(&mut m);
    let g = find(&ctx, body, "demo.graph");
    body.clone_op_at(g, InsertPoint::BlockEnd(block), &mut IrMapping::new());
    let text = module_text(&ctx, &m);
    assert_eq!(
        text.matches("%0 = \"demo.a\"(%1) : (i32) -> i32\n    %1 = \"demo.b\"(%0)")
            .count(),
        2,
        "{text}"
    );
}

#[test]
fn move_ops_into_a_new_module_returns_the_map() {
    let ctx = Context::new();
    let mut m = parse(
        &ctx,
        r#"
%0 = "demo.a"() : () -> i32
%1 = "demo.b"(%0) ({
  "demo.inner"(%0) : (i32) -> ()
}) : (i32) -> i32
module {
  "demo.nested"() : () -> ()
}
"demo.c"(%1) : (i32) -> ()
"demo.keep"() : () -> ()
"#,
    );
    // A new module body to wrap the ops into.
    let mut newb = Box::new(Body::new(1));
    let nr = newb.root_regions()[0];
    let nblock = newb.create_block(&[]);
    newb.append_block(nr, nblock);
    let (body, block) = module_block(&mut m);
    let ops: Vec<_> = body.block_ops(block).take(4).collect();
    let (a, b, module, c) = (ops[0], ops[1], ops[2], ops[3]);
    let a0 = body.result(a, 0);

    // Moving `b` alone: it uses %0 from outside (unmapped) -> rejected, nothing changes.
    let err = body
        .move_to(
            IrTree::Op(b),
            &mut newb,
            Destination::At(InsertPoint::BlockEnd(nblock)),
            IrMapping::new(),
        )
        .unwrap_err();
    assert_eq!(err, IrTransferError::UnmappedValue { user: b, value: a0 });
    // Moving `a` alone: %0 is used outside -> rejected.
    let err = body
        .move_to(
            IrTree::Op(a),
            &mut newb,
            Destination::At(InsertPoint::BlockEnd(nblock)),
            IrMapping::new(),
        )
        .unwrap_err();
    assert!(matches!(err, IrTransferError::UsedOutside { value, .. } if value == a0));
    // Regions need a region destination.
    let err = body
        .move_to(
            IrTree::Op(a),
            &mut newb,
            Destination::Region {
                region: nr,
                before: None,
            },
            IrMapping::new(),
        )
        .unwrap_err();
    assert_eq!(err, IrTransferError::BadDestination);
    assert_eq!(newb.num_ops(), 0);
    assert_eq!(body.block_ops(block).count(), 5);

    let map = body
        .move_to(
            IrTree::Ops(&[a, b, module, c]),
            &mut newb,
            Destination::At(InsertPoint::BlockEnd(nblock)),
            IrMapping::new(),
        )
        .unwrap();
    let new_a = map.lookup_op(a).unwrap();
    assert_eq!(newb.result(new_a, 0), map.lookup_value(a0).unwrap());
    assert!(!body.contains_op(a) && !body.contains_op(b) && !body.contains_op(module));
    assert!(!body.contains_value(a0));
    assert_eq!(body.block_ops(block).count(), 1);
    let new_module = map.lookup_op(module).unwrap();
    assert!(newb.isolated_body(new_module).unwrap().num_ops() == 1);

    // Wrap: a new `builtin.module` holding the moved ops, inserted where they were.
    let keep = body.first_op(block).unwrap();
    let mut spec = OpSpec::new(ctx.op_name("builtin.module"), ctx.unknown_loc());
    spec.props = crate::builtin::MODULE_PROPS.iter().map(|_| None).collect();
    let wrapper = body.create_isolated_op(spec, newb);
    body.insert_op(wrapper, InsertPoint::Before(keep));
    let text = module_text(&ctx, &m);
    assert_eq!(
        text,
        r#"module {
  module {
    %0 = "demo.a"() : () -> i32
    %1 = "demo.b"(%0) ({
      "demo.inner"(%0) : (i32) -> ()
    }) : (i32) -> i32
    module {
      "demo.nested"() : () -> ()
    }
    "demo.c"(%1) : (i32) -> ()
  }
  "demo.keep"() : () -> ()
}
"#
    );
}

#[test]
fn move_region_and_blocks_between_bodies() {
    let ctx = Context::new();
    let mut m = parse(
        &ctx,
        r#"
%v = "demo.v"() : () -> i32
"demo.holder"() ({
^bb0(%a: i32):
  "demo.br"(%v)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "demo.ret"(%b) : (i32) -> ()
}) : () -> ()
"#,
    );
    let mut dst = Body::new(1);
    let dr = dst.root_regions()[0];
    let pre = dst.create_block(&[]);
    dst.append_block(dr, pre);
    let i32t = ctx.integer_type(32);
    let dv = dst.create_block(&[(i32t, ctx.unknown_loc())]);
    dst.append_block(dr, dv);
    let dvalue = dst.block_args(dv)[0];
    let (body, _) = module_block(&mut m);
    let holder = find(&ctx, body, "demo.holder");
    let v = body.result(find(&ctx, body, "demo.v"), 0);
    let r = body.regions(holder)[0];
    let dest = Destination::Region {
        region: dr,
        before: Some(dv),
    };
    assert_eq!(
        body.move_to(IrTree::Region(r), &mut dst, dest, IrMapping::new())
            .unwrap_err(),
        IrTransferError::UnmappedValue {
            user: body.first_op(body.entry_block(r).unwrap()).unwrap(),
            value: v
        }
    );
    let mut seed = IrMapping::new();
    seed.map_value(v, dvalue);
    let map = body
        .move_to(IrTree::Region(r), &mut dst, dest, seed)
        .unwrap();
    assert!(body.region_is_empty(r));
    let blocks: Vec<_> = dst.region_blocks(dr).collect();
    assert_eq!(blocks.len(), 4);
    assert_eq!(blocks[0], pre);
    assert_eq!(blocks[3], dv);
    let br = dst.first_op(blocks[1]).unwrap();
    assert_eq!(dst.operand(br, 0), dvalue);
    assert_eq!(dst.successors(br), &[blocks[2]]);
    assert_eq!(map.blocks().count(), 2);

    // A block that an op left behind branches to cannot move.
    let target = blocks[2];
    let back = Destination::Region {
        region: r,
        before: None,
    };
    assert_eq!(
        dst.move_to(IrTree::Blocks(&[target]), body, back, IrMapping::new())
            .unwrap_err(),
        IrTransferError::BlockUsedOutside {
            block: target,
            user: br
        }
    );
    // Both blocks together can (the branch moves with its target).
    let map = dst
        .move_to(
            IrTree::Blocks(&[blocks[1], blocks[2]]),
            body,
            back,
            IrMapping::new(),
        )
        .unwrap_err();
    // ^bb0's branch uses the argument of `dv`, which stays behind and is not mapped.
    assert_eq!(
        map,
        IrTransferError::UnmappedValue {
            user: br,
            value: dvalue
        }
    );
    let mut seed = IrMapping::new();
    seed.map_value(dvalue, v);
    dst.move_to(IrTree::Blocks(&[blocks[1], blocks[2]]), body, back, seed)
        .unwrap();
    assert_eq!(dst.region_blocks(dr).count(), 2);
    let text = module_text(&ctx, &m);
    assert!(
        text.contains("\"demo.holder\"() ({\n  ^bb0(%arg0: i32):\n    \"demo.br\"(%0)[^bb1] : (i32) -> ()\n  ^bb1(%1: i32):  // pred: ^bb0\n    \"demo.ret\"(%1) : (i32) -> ()\n  }) : () -> ()"),
        "{text}"
    );
}
