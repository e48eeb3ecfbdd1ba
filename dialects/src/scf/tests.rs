use crate::context;

fn round_trip(src: &str) -> String {
    let ctx = context();
    let m = rmlir_ir::parse_source(&ctx, src, "x.mlir", Default::default(), true)
        .unwrap_or_else(|e| panic!("{e:?}"));
    rmlir_ir::printer::print_op_to_string(&ctx, &m.body, m.op, Default::default())
}

#[test]
fn every_op_loads() {
    let ctx = context();
    for d in super::SCF.ops {
        assert!(ctx.op_info(ctx.op_name(d.name)).is_some(), "{}", d.name);
    }
}

#[test]
fn for_elides_its_yield_and_prints_a_non_index_type() {
    let src =
        "func.func @f(%a: i64) {\n  scf.for %i = %a to %a step %a : i64 {\n  }\n  return\n}\n";
    let out = round_trip(src);
    assert!(
        out.contains("scf.for %arg1 = %arg0 to %arg0 step %arg0  : i64 {\n    }\n"),
        "{out}"
    );
}

#[test]
fn if_without_else_keeps_an_empty_region() {
    let src = "func.func @f(%c: i1) {\n  scf.if %c {\n  }\n  return\n}\n";
    let out = round_trip(src);
    assert!(out.contains("    scf.if %arg0 {\n    }\n"), "{out}");
}
