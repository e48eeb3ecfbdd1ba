use super::*;
use crate::body::{InsertPoint, OpSpec};
use crate::parser::{parse_source, ParserConfig};

fn check(src: &str) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
    let ctx = Context::new();
    let cfg = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let m = parse_source(&ctx, src, "t.mlir", cfg, true).expect("parses");
    verify(&ctx, &m.body, m.op)
}

/// The messages of the failing diagnostic and its notes.
fn failure(src: &str) -> Vec<String> {
    let diags = check(src).expect_err("verification fails");
    let d = diags.last().unwrap();
    std::iter::once(d.message.clone())
        .chain(d.notes.iter().map(|n| n.message.clone()))
        .collect()
}

#[test]
fn valid_ir_verifies() {
    let src = r#"
"demo.op"() ({
^bb0(%a: i32):
  %0 = "demo.def"(%a) : (i32) -> i32
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.inner"() ({
    "demo.use"(%0, %a) : (i32, i32) -> ()
  }) : () -> ()
  "demo.ret"() : () -> ()
}) : () -> ()
"#;
    assert!(check(src).unwrap().is_empty());
}

#[test]
fn graph_region_allows_forward_use() {
    let src = r#"
"demo.use"(%0) : (i32) -> ()
%0 = "demo.def"() : () -> i32
"#;
    assert!(check(src).is_ok());
}

#[test]
fn use_before_def_in_multi_block_region() {
    let src = r#"
"demo.op"() ({
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.use"(%1) : (i32) -> ()
  %1 = "demo.def"() : () -> i32
  "demo.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        failure(src),
        [
            "operand #0 does not dominate this use",
            "see current operation: \"demo.use\"(%0) : (i32) -> ()",
            "operand defined here (op in the same block)",
        ]
    );
}

#[test]
fn block_argument_of_a_non_dominating_block() {
    let src = r#"
"demo.op"() ({
  "demo.br"()[^bb2] : () -> ()
^bb1(%a: i32):
  "demo.ret"() : () -> ()
^bb2:
  "demo.use"(%a) : (i32) -> ()
  "demo.ret"() : () -> ()
}) : () -> ()
"#;
    let msgs = failure(src);
    assert_eq!(
        msgs[2],
        "operand defined as a block argument (block #1 in the same region)"
    );
}

#[test]
fn unreachable_blocks_are_not_checked() {
    let src = r#"
"demo.op"() ({
  "demo.ret"() : () -> ()
^bb1:
  "demo.use"(%0) : (i32) -> ()
  "demo.ret"() : () -> ()
^bb2:
  %0 = "demo.def"() : () -> i32
  "demo.br"()[^bb1] : () -> ()
}) : () -> ()
"#;
    assert!(check(src).is_ok());
}

#[test]
fn structural_errors() {
    let src = r#"
"demo.op"() ({
^bb0:
  "demo.br"()[^bb0] : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        failure(src),
        ["entry block of region may not have predecessors"]
    );
    let src = r#"
"demo.op"() ({
  "demo.br"()[^bb1] : () -> ()
  "demo.x"() : () -> ()
^bb1:
  "demo.ret"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        failure(src)[0],
        "operation with block successors must terminate its parent block"
    );
    let src = r#"
"demo.op"() ({
  "demo.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
"#;
    assert_eq!(failure(src), ["empty block: expect at least a terminator"]);
}

#[test]
fn symbol_redefinition_and_module_checks() {
    let msgs = failure("module @x {}\nmodule @x {}\n");
    assert_eq!(msgs[0], "redefinition of symbol named 'x'");
    assert_eq!(msgs[2], "see existing symbol definition here");
    let msgs = failure("module @a attributes {sym_visibility = \"foo\"} {}");
    assert_eq!(
        msgs[0],
        "'builtin.module' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"foo\""
    );
    let msgs = failure("module attributes {foo = 1} {}");
    assert_eq!(
        msgs[0],
        "'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'"
    );
}

#[test]
fn diagnostic_op_note_can_be_disabled() {
    let ctx = Context::new();
    let cfg = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let m = parse_source(&ctx, "module @x {}\nmodule @x {}\n", "t.mlir", cfg, true).unwrap();
    let config = VerifyConfig {
        print_op_on_diagnostic: false,
    };
    let diags = verify_with(&ctx, &m.body, m.op, &config).unwrap_err();
    assert_eq!(diags[0].notes.len(), 1);
}

/// 200k nested regions verify on a thread with a 2 MiB stack: nothing recurses over depth.
#[test]
fn deep_nesting_does_not_overflow() {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let ctx = Context::new();
            let name = ctx.op_name("demo.op");
            let def_name = ctx.op_name("demo.def");
            let use_name = ctx.op_name("demo.use");
            let loc = ctx.unknown_loc();
            let mut body = Body::new(1);
            let top = body.create_block(&[]);
            body.append_block(body.root_regions()[0], top);
            let i32t = ctx.integer_type(32);
            let def = body.create_op(OpSpec {
                result_types: &[i32t],
                ..OpSpec::new(def_name, loc)
            });
            body.insert_op(def, InsertPoint::BlockEnd(top));
            let v = body.result(def, 0);
            let root = body.create_op(OpSpec {
                num_regions: 1,
                ..OpSpec::new(name, loc)
            });
            body.insert_op(root, InsertPoint::BlockEnd(top));
            let mut cur = root;
            for _ in 0..200_000 {
                let r = body.regions(cur)[0];
                let b = body.create_block(&[]);
                body.append_block(r, b);
                let inner = body.create_op(OpSpec {
                    num_regions: 1,
                    ..OpSpec::new(name, loc)
                });
                body.insert_op(inner, InsertPoint::BlockEnd(b));
                cur = inner;
            }
            let r = body.regions(cur)[0];
            let b = body.create_block(&[]);
            body.append_block(r, b);
            let u = body.create_op(OpSpec {
                operands: &[v],
                ..OpSpec::new(use_name, loc)
            });
            body.insert_op(u, InsertPoint::BlockEnd(b));
            assert!(verify(&ctx, &body, root).is_ok());
        })
        .unwrap()
        .join()
        .unwrap();
}

/// 200k nested `builtin.module`s (a body each) verify on a 2 MiB stack, and a failure in the
/// innermost one is reported.
#[test]
fn deep_isolated_nesting_does_not_overflow() {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let ctx = Context::new();
            let module = ctx.op_name("builtin.module");
            let loc = ctx.unknown_loc();
            let new_body = || {
                let mut b = Body::new(1);
                let blk = b.create_block(&[]);
                b.append_block(b.root_regions()[0], blk);
                (b, blk)
            };
            let (mut inner, blk) = new_body();
            let bad = inner.create_op(OpSpec {
                num_regions: 1,
                ..OpSpec::new(module, loc)
            });
            inner.insert_op(bad, InsertPoint::BlockEnd(blk));
            let mut child = Box::new(inner);
            let mut top = None;
            for _ in 0..200_000 {
                let (mut b, blk) = new_body();
                let op = b.create_isolated_op(OpSpec::new(module, loc), child);
                b.insert_op(op, InsertPoint::BlockEnd(blk));
                top = Some(op);
                child = Box::new(b);
            }
            let diags = verify(&ctx, &child, top.unwrap()).unwrap_err();
            // The innermost module's region has no block, which a symbol table rejects.
            assert_eq!(
                diags[0].message,
                "'builtin.module' op Operations with a 'SymbolTable' must have exactly one block"
            );
        })
        .unwrap()
        .join()
        .unwrap();
}

/// Sibling isolated ops verify in parallel when threading is on, and report exactly what the
/// sequential order reports: the first failing op's error, after the warnings before it.
#[test]
fn parallel_verification_reports_the_sequential_first_error() {
    let mut src = String::new();
    for i in 0..40 {
        if i == 17 || i == 31 {
            src.push_str(&format!(
                "module @m{i} {{\n  module @x {{}}\n  module @x {{}}\n}}\n"
            ));
        } else {
            src.push_str(&format!("module @m{i} {{\n  module @y {{}}\n}}\n"));
        }
    }
    let mut results = Vec::new();
    for threading in [false, true] {
        let ctx = Context::new();
        ctx.set_threading(threading);
        let m = parse_source(&ctx, &src, "t.mlir", ParserConfig::default(), true).unwrap();
        let diags = verify(&ctx, &m.body, m.op).unwrap_err();
        let shown: Vec<String> = diags
            .iter()
            .map(|d| {
                format!(
                    "{} {}",
                    crate::printer::attr_to_string(&ctx, d.loc.0),
                    d.message
                )
            })
            .collect();
        results.push(shown);
    }
    assert_eq!(results[0], results[1]);
    assert_eq!(results[0].len(), 1);
    assert!(results[0][0].contains(":54:3"), "{:?}", results[0]);
    assert!(results[0][0].contains("redefinition of symbol named 'x'"));
}
