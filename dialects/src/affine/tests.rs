use crate::context;
use rmlir_ir::printer::print_op_to_string;

fn roundtrip(src: &str) -> String {
    let ctx = context();
    let m = rmlir_ir::parse_source(&ctx, src, "x.mlir", Default::default(), true).unwrap();
    print_op_to_string(&ctx, &m.body, m.op, Default::default())
}

#[test]
fn apply_min_max_are_defined_here_and_the_rest_by_the_reference() {
    let ctx = context();
    let apply = ctx.op_info(ctx.op_name("affine.apply")).unwrap();
    assert!(apply.def.is_some());
    let f = ctx.op_info(ctx.op_name("affine.for")).unwrap();
    assert!(f.def.is_some());
    let dma = ctx
        .op_info(ctx.op_name("affine.delinearize_index"))
        .unwrap();
    assert!(dma.def.is_none());
}

#[test]
fn custom_form_round_trips() {
    let out = roundtrip(
        "func.func @f(%a: index, %b: index) -> index {\n  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%b]\n  %1 = affine.min affine_map<(d0) -> (d0, 4)>(%0)\n  return %1 : index\n}\n",
    );
    assert!(out.contains("affine.apply #map(%arg0)[%arg1]"), "{out}");
    assert!(out.contains("affine.min #map1(%0)"), "{out}");
}
