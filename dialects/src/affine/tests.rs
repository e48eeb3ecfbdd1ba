use crate::context;
use rmlir_ir::printer::print_op_to_string;

fn roundtrip(src: &str) -> String {
    let ctx = context();
    let m = rmlir_ir::parse_source(&ctx, src, "x.mlir", Default::default(), true).unwrap();
    print_op_to_string(&ctx, &m.body, m.op, Default::default())
}

#[test]
fn every_affine_op_is_defined_here() {
    let ctx = context();
    for name in [
        "affine.apply",
        "affine.delinearize_index",
        "affine.dma_start",
        "affine.dma_wait",
        "affine.for",
        "affine.parallel",
    ] {
        let info = ctx.op_info(ctx.op_name(name)).unwrap();
        assert!(info.def.is_some(), "{name}");
    }
}

#[test]
fn custom_form_round_trips() {
    let out = roundtrip(
        "func.func @f(%a: index, %b: index) -> index {\n  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%b]\n  %1 = affine.min affine_map<(d0) -> (d0, 4)>(%0)\n  return %1 : index\n}\n",
    );
    assert!(out.contains("affine.apply #map(%arg0)[%arg1]"), "{out}");
    assert!(out.contains("affine.min #map1(%0)"), "{out}");
}
