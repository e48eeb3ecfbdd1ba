use super::*;

static SEG: OpDef = OpDef {
    operands: &[
        operand("a", constraints::ANY_TYPE),
        variadic("b", constraints::ANY_TYPE),
        variadic("c", constraints::ANY_TYPE),
    ],
    traits: &[Trait::AttrSizedOperandSegments],
    format: Some("$a `,` $b `,` $c attr-dict"),
    ..OpDef::new("demo.seg")
};

static ALL: OpDef = OpDef {
    format: Some("operands attr-dict"),
    ..SEG
};

#[test]
fn segment_sizes_printed_only_with_the_operands_directive() {
    assert!(
        !Format::parse(&SEG, SEG.format.unwrap())
            .unwrap()
            .all_operands
    );
    assert!(
        Format::parse(&ALL, ALL.format.unwrap())
            .unwrap()
            .all_operands
    );
}

static CMP: DialectEnumDef = DialectEnumDef {
    dialect: "demo",
    mnemonic: "pred",
    cpp_name: "::demo::Pred",
    cases: &["lt", "ge"],
};

#[test]
fn dialect_enum_round_trips_through_its_attribute() {
    let ctx = Context::with_dialects(&[]);
    let a = CMP.attr(&ctx, "ge");
    assert_eq!(crate::printer::attr_to_string(&ctx, a), "#demo<pred ge>");
    assert_eq!(CMP.case_of(&ctx, a), Some("ge"));
    assert_eq!(CMP.case_of(&ctx, ctx.unit_attr()), None);
}
