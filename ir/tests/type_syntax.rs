//! `Dialect::type_syntax`: a dialect giving its types a syntax of its own (`!toy.pair<i32>`),
//! uniqued as `TypeKind::Ext`, nested types printed through the general printer.

use rmlir_ir::dialect::{Dialect, OpInfo, TypeSyntax};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, PResult};
use rmlir_ir::printer::Printer;
use rmlir_ir::types::TypeParam;
use rmlir_ir::{Context, Type, TypeKind};

struct Toy;
struct ToyTypes;
static TOY_TYPES: ToyTypes = ToyTypes;

impl TypeSyntax for ToyTypes {
    fn parse(&self, p: &mut OpAsmParser<'_, '_>) -> PResult<Type> {
        if !p.parse_optional_keyword("pair") {
            let off = p.offset();
            return p.error_at(off, "unknown toy type");
        }
        p.expect(Tok::Less, "expected '<'")?;
        let elem = p.parse_type()?;
        p.expect(Tok::Greater, "expected '>'")?;
        let ctx = p.ctx();
        Ok(ctx.get_type(TypeKind::Ext {
            dialect: ctx.ident("toy"),
            kind: 0,
            params: Box::new([TypeParam::Type(elem)]),
        }))
    }

    fn print(&self, p: &mut Printer<'_>, t: Type) {
        let ctx = p.ctx();
        if let TypeKind::Ext { params, .. } = ctx.type_kind(t) {
            if let [TypeParam::Type(e)] = &params[..] {
                p.out.push_str("pair<");
                p.print_type(*e);
                p.out.push('>');
            }
        }
    }
}

impl Dialect for Toy {
    fn namespace(&self) -> &'static str {
        "toy"
    }
    fn ops(&self) -> Vec<OpInfo> {
        Vec::new()
    }
    fn type_syntax(&self) -> Option<&'static dyn TypeSyntax> {
        Some(&TOY_TYPES)
    }
}

static TOY: Toy = Toy;

fn run(src: &str) -> Result<String, String> {
    let ctx = Context::with_dialects(&[&TOY]);
    let config = rmlir_ir::ParserConfig {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let m = rmlir_ir::parse_source(&ctx, src, "t.mlir", config, true).map_err(|d| d.message)?;
    Ok(rmlir_ir::printer::print_op_to_string(
        &ctx,
        &m.body,
        m.op,
        Default::default(),
    ))
}

#[test]
fn dialect_types_parse_print_and_unique() {
    let out = run("\"x.op\"() : () -> (!toy.pair<i32>, !toy.pair<!toy.pair<f16>>)\n").unwrap();
    assert!(
        out.contains("() -> (!toy.pair<i32>, !toy.pair<!toy.pair<f16>>)"),
        "{out}"
    );
    let ctx = Context::with_dialects(&[&TOY]);
    let a = ctx.get_type(TypeKind::Ext {
        dialect: ctx.ident("toy"),
        kind: 0,
        params: Box::new([TypeParam::Int(1)]),
    });
    let b = ctx.get_type(TypeKind::Ext {
        dialect: ctx.ident("toy"),
        kind: 0,
        params: Box::new([TypeParam::Int(1)]),
    });
    assert_eq!(a, b);
}

#[test]
fn dialect_type_errors_come_from_the_dialect() {
    let err = run("\"x.op\"() : () -> !toy.triple<i32>\n").unwrap_err();
    assert_eq!(err, "unknown toy type");
}

#[test]
fn identified_bodies_are_set_once() {
    let ctx = Context::with_dialects(&[&TOY]);
    let t = ctx.get_type(TypeKind::Identified {
        dialect: ctx.ident("toy"),
        kind: ctx.ident("node"),
        name: "n".into(),
    });
    assert_eq!(ctx.identified_body(t), None);
    let i32t = ctx.integer_type(32);
    assert!(ctx.set_identified_body(t, &[i32t], 1));
    assert!(ctx.set_identified_body(t, &[i32t], 1));
    assert!(!ctx.set_identified_body(t, &[i32t], 0));
    assert_eq!(ctx.identified_body(t), Some((&[i32t][..], 1)));
}
