use crate::body::{InsertPoint, OpSpec};
use crate::builder::Builder;
use crate::test_util::*;
use crate::Context;

#[test]
fn insertion_points_keep_program_order() {
    let ctx = Context::new();
    let mut m = parse(&ctx, r#""demo.mid"() : () -> ()"#);
    let spec = |n: &str| OpSpec::new(ctx.op_name(n), ctx.unknown_loc());
    {
        let (body, block) = module_block(&mut m);
        let mid = body.first_op(block).unwrap();
        let mut b = Builder::new(body);
        // Detached without an insertion point.
        let detached = b.create(spec("demo.detached"));
        assert_eq!(b.body.parent_block(detached), None);
        b.body.erase_op(detached);

        b.set_insertion_point_to_start(block);
        b.create(spec("demo.s1"));
        b.create(spec("demo.s2"));
        b.set_insertion_point_before(mid);
        b.create(spec("demo.b1"));
        b.create(spec("demo.b2"));
        b.set_insertion_point_after(mid);
        b.create(spec("demo.a1"));
        let a2 = b.create(spec("demo.a2"));
        b.set_insertion_point_to_end(block);
        b.create(spec("demo.e1"));
        let saved = b.set_insertion_point(Some(InsertPoint::After(a2)));
        b.create(spec("demo.a3"));
        b.set_insertion_point(saved);
        b.create(spec("demo.e2"));
        assert_eq!(b.insertion_block(), Some(block));

        // A region with two blocks, created through the builder.
        let mut rspec = spec("demo.region");
        rspec.num_regions = 1;
        let rop = b.create(rspec);
        let region = b.body.regions(rop)[0];
        let i32t = ctx.integer_type(32);
        let bb1 = b.create_block(region, None, &[(i32t, ctx.unknown_loc())]);
        let arg = b.body.block_args(bb1)[0];
        let ops = [arg];
        let mut use_spec = spec("demo.use");
        use_spec.operands = &ops;
        b.create(use_spec);
        let bb0 = b.create_block(region, Some(bb1), &[]);
        let succ = [bb1];
        let mut br = spec("demo.br");
        br.successors = &succ;
        br.operands = &ops;
        let _ = bb0;
        // `demo.br` in ^bb0 passes ^bb1's own argument only to keep the test short; the IR
        // is not verified here.
        b.create(br);
    }
    let body = m.body.isolated_body(m.op).unwrap();
    let block = body.entry_block(body.root_regions()[0]).unwrap();
    let ops: Vec<_> = body.block_ops(block).collect();
    assert_eq!(
        names(&ctx, body, &ops),
        [
            "demo.s1",
            "demo.s2",
            "demo.b1",
            "demo.b2",
            "demo.mid",
            "demo.a1",
            "demo.a2",
            "demo.a3",
            "demo.e1",
            "demo.e2",
            "demo.region"
        ]
    );
    let text = print(&ctx, &m.body, m.op, true);
    assert!(
        text.contains(
            "\"demo.region\"() ({\n    \"demo.br\"(%0)[^bb1] : (i32) -> ()\n  ^bb1(%0: i32):  // pred: ^bb0\n    \"demo.use\"(%0) : (i32) -> ()\n  }) : () -> ()"
        ),
        "{text}"
    );
}
