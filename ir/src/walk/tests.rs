use crate::test_util::*;
use crate::walk::{IrNode, WalkOptions, WalkOrder, WalkResult};
use crate::{Body, Context};

const SRC: &str = r#"
"demo.a"() ({
  "demo.b"() : () -> ()
  "demo.c"() ({
    "demo.d"() : () -> ()
  }, {
    "demo.e"() : () -> ()
  ^bb1:
    "demo.f"() : () -> ()
  }) : () -> ()
}) : () -> ()
module {
  "demo.inner"() : () -> ()
}
"demo.g"() : () -> ()
"#;

fn op_names(ctx: &Context, body: &Body, opts: WalkOptions) -> Vec<String> {
    let mut v = Vec::new();
    for r in body.root_regions() {
        body.walk_ops(IrNode::Region(*r), opts, |b, o| {
            v.push(ctx.op_name_str(b.op_name(o)).to_string());
            WalkResult::Advance
        });
    }
    v
}

#[test]
fn pre_and_post_order() {
    let ctx = Context::new();
    let m = parse(&ctx, SRC);
    let body = m.body.isolated_body(m.op).unwrap();
    assert_eq!(
        op_names(&ctx, body, WalkOptions::pre_order()),
        [
            "demo.a",
            "demo.b",
            "demo.c",
            "demo.d",
            "demo.e",
            "demo.f",
            "builtin.module",
            "demo.g"
        ]
    );
    assert_eq!(
        op_names(&ctx, body, WalkOptions::post_order()),
        [
            "demo.b",
            "demo.d",
            "demo.e",
            "demo.f",
            "demo.c",
            "demo.a",
            "builtin.module",
            "demo.g"
        ]
    );
    assert_eq!(
        op_names(&ctx, body, WalkOptions::pre_order().descend_isolated()),
        [
            "demo.a",
            "demo.b",
            "demo.c",
            "demo.d",
            "demo.e",
            "demo.f",
            "builtin.module",
            "demo.inner",
            "demo.g"
        ]
    );
    assert_eq!(
        op_names(&ctx, body, WalkOptions::post_order().descend_isolated()),
        [
            "demo.b",
            "demo.d",
            "demo.e",
            "demo.f",
            "demo.c",
            "demo.a",
            "demo.inner",
            "builtin.module",
            "demo.g"
        ]
    );
    // From the implicit module (which lives in the parser's container body).
    let mut n = 0;
    m.body.walk(
        IrNode::Op(m.op),
        WalkOptions::pre_order().descend_isolated(),
        |_, node| {
            n += matches!(node, IrNode::Op(_)) as usize;
            WalkResult::Advance
        },
    );
    assert_eq!(n, 10);
    // The whole module body.
    let mut n = 0;
    body.walk_body(WalkOptions::pre_order(), |_, node| {
        n += matches!(node, IrNode::Op(_)) as usize;
        WalkResult::Advance
    });
    assert_eq!(n, 8);
}

#[test]
fn regions_and_blocks_in_order() {
    let ctx = Context::new();
    let m = parse(&ctx, SRC);
    let body = m.body.isolated_body(m.op).unwrap();
    let c = find(&ctx, body, "demo.c");
    let mut events = Vec::new();
    body.walk(IrNode::Op(c), WalkOptions::pre_order(), |b, n| {
        events.push(match n {
            IrNode::Op(o) => ctx.op_name_str(b.op_name(o)).to_string(),
            IrNode::Region(_) => "region".into(),
            IrNode::Block(_) => "block".into(),
        });
        WalkResult::Advance
    });
    assert_eq!(
        events,
        ["demo.c", "region", "block", "demo.d", "region", "block", "demo.e", "block", "demo.f"]
    );
    let mut blocks = 0;
    let mut regions = 0;
    body.walk_blocks(IrNode::Op(c), WalkOptions::post_order(), |_, _| {
        blocks += 1;
        WalkResult::Advance
    });
    body.walk_regions(IrNode::Op(c), WalkOptions::post_order(), |_, _| {
        regions += 1;
        WalkResult::Advance
    });
    assert_eq!((blocks, regions), (3, 2));
    assert_eq!(
        names(
            &ctx,
            body,
            &body.collect_ops(IrNode::Op(c), WalkOrder::PostOrder)
        ),
        ["demo.d", "demo.e", "demo.f", "demo.c"]
    );
}

#[test]
fn skip_and_interrupt() {
    let ctx = Context::new();
    let m = parse(&ctx, SRC);
    let body = m.body.isolated_body(m.op).unwrap();
    let mut seen = Vec::new();
    for r in body.root_regions() {
        body.walk_ops(IrNode::Region(*r), WalkOptions::pre_order(), |b, o| {
            let n = ctx.op_name_str(b.op_name(o));
            seen.push(n.to_string());
            if n == "demo.c" {
                WalkResult::Skip
            } else {
                WalkResult::Advance
            }
        });
    }
    assert_eq!(
        seen,
        ["demo.a", "demo.b", "demo.c", "builtin.module", "demo.g"]
    );
    let mut seen = Vec::new();
    let r = body.root_regions()[0];
    let status = body.walk_ops(IrNode::Region(r), WalkOptions::post_order(), |b, o| {
        let n = ctx.op_name_str(b.op_name(o));
        seen.push(n.to_string());
        if n == "demo.e" {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    assert!(status.was_interrupted());
    assert_eq!(seen, ["demo.b", "demo.d", "demo.e"]);
    let status = body.walk_ops(IrNode::Region(r), WalkOptions::pre_order(), |_, _| {
        WalkResult::Advance
    });
    assert!(!status.was_interrupted());
}

#[test]
fn deep_inline_nesting_on_small_stack() {
    on_small_stack(|| {
        let ctx = Context::new();
        let (body, outer) = deep_inline(&ctx, 200_000);
        let mut pre = 0usize;
        body.walk_ops(IrNode::Op(outer), WalkOptions::pre_order(), |_, _| {
            pre += 1;
            WalkResult::Advance
        });
        let mut last = None;
        body.walk_ops(IrNode::Op(outer), WalkOptions::post_order(), |_, o| {
            last = Some(o);
            WalkResult::Advance
        });
        assert_eq!(pre, 200_000);
        assert_eq!(last, Some(outer));
        // Erasing is iterative too.
        let mut body = body;
        body.erase_op(outer);
        assert_eq!(body.num_ops(), 0);
    });
}

#[test]
fn deep_isolated_nesting_on_small_stack() {
    on_small_stack(|| {
        let ctx = Context::new();
        let (body, outer) = deep_isolated(&ctx, 200_000);
        let mut n = 0usize;
        let mut depth_bodies = std::collections::HashSet::new();
        body.walk_ops(
            IrNode::Op(outer),
            WalkOptions::post_order().descend_isolated(),
            |b, _| {
                n += 1;
                depth_bodies.insert(b as *const Body as usize);
                WalkResult::Advance
            },
        );
        assert_eq!(n, 200_000);
        assert_eq!(depth_bodies.len(), 200_000);
        let copy = body.deep_clone();
        drop(body);
        drop(copy);
    });
}
