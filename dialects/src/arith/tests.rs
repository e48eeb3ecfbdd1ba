use super::*;

#[test]
fn fastmath_flags_print_as_upstream() {
    assert_eq!(FASTMATH_FLAGS.stringify(0), "none");
    assert_eq!(FASTMATH_FLAGS.stringify(127), "fast");
    assert_eq!(FASTMATH_FLAGS.stringify(2 | 4), "nnan,ninf");
    assert_eq!(FASTMATH_FLAGS.symbolize("nnan,ninf"), Some(6));
    assert_eq!(OVERFLOW_FLAGS.stringify(3), "nsw, nuw");
    assert_eq!(OVERFLOW_FLAGS.symbolize("nsw, nuw"), Some(3));
}

#[test]
fn every_op_loads_and_attrs_round_trip() {
    let ctx = crate::context();
    for d in OPS {
        assert!(ctx.op_info(ctx.op_name(d.name)).is_some(), "{}", d.name);
    }
    let a = FASTMATH_ATTR.get(&ctx, 6);
    assert_eq!(
        rmlir_ir::printer::attr_to_string(&ctx, a),
        "#arith.fastmath<nnan,ninf>"
    );
    assert_eq!(FASTMATH_ATTR.value(&ctx, a), Some(6));
    assert_eq!(OVERFLOW_ATTR.value(&ctx, a), None);
}
