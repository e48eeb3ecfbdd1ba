//! The types of the `llvm` dialect (MLIR 19), with upstream's syntax
//! (`LLVMTypeSyntax.cpp`) and verifiers (`LLVMTypes.cpp`).
//!
//! Each type is a uniqued [`TypeKind::Ext`] whose `kind` is one of the `K_*` tags below, with
//! its parameters in a fixed order; identified structs are [`TypeKind::Identified`] types
//! (`kind` = `struct`) whose body, set once, carries the [`PACKED`] and [`OPAQUE`] flags.
//! Inside another llvm type, llvm types are printed without the `!llvm.` prefix, as upstream's
//! `dispatchPrint` does, and either form is accepted when parsing.

use rmlir_ir::dialect::TypeSyntax;
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, PResult};
use rmlir_ir::printer::Printer;
use rmlir_ir::types::{TypeParam, DYNAMIC};
use rmlir_ir::{Context, Type, TypeKind};
use std::cell::RefCell;

pub const K_VOID: u32 = 0;
pub const K_PPC_FP128: u32 = 1;
pub const K_X86_MMX: u32 = 2;
pub const K_TOKEN: u32 = 3;
pub const K_LABEL: u32 = 4;
pub const K_METADATA: u32 = 5;
/// `[Int(address_space)]`
pub const K_PTR: u32 = 6;
/// `[Type(elem), Int(n)]`
pub const K_ARRAY: u32 = 7;
/// `[Type(result), Int(vararg), Type(param)...]`
pub const K_FUNC: u32 = 8;
/// `[Type(elem), Int(n)]`
pub const K_VEC: u32 = 9;
/// `[Type(elem), Int(min_n)]`
pub const K_SCALABLE_VEC: u32 = 10;
/// A literal struct: `[Int(packed), Type(elem)...]`
pub const K_STRUCT: u32 = 11;
/// `[Str(name), Int(num_types), Type..., Int...]`
pub const K_TARGET: u32 = 12;

/// Identified struct body flags.
pub const PACKED: u32 = 1;
pub const OPAQUE: u32 = 2;

const NS: &str = "llvm";

/// A decoded llvm type.
#[derive(Clone, Debug, PartialEq)]
pub enum LlvmType<'a> {
    Void,
    PpcFp128,
    X86Mmx,
    Token,
    Label,
    Metadata,
    Ptr(u32),
    Array(Type, u64),
    Func {
        result: Type,
        params: Vec<Type>,
        vararg: bool,
    },
    Vec(Type, u32),
    ScalableVec(Type, u32),
    /// A literal struct.
    Struct {
        packed: bool,
        elems: Vec<Type>,
    },
    /// An identified struct; `body` is `None` while uninitialized.
    Identified {
        name: &'a str,
        body: Option<(&'a [Type], u32)>,
    },
    Target {
        name: &'a str,
        types: Vec<Type>,
        ints: Vec<u32>,
    },
}

fn ext(ctx: &Context, kind: u32, params: Vec<TypeParam>) -> Type {
    ctx.get_type(TypeKind::Ext {
        dialect: ctx.ident(NS),
        kind,
        params: params.into(),
    })
}

pub fn void(ctx: &Context) -> Type {
    ext(ctx, K_VOID, vec![])
}
pub fn ptr(ctx: &Context, address_space: u32) -> Type {
    ext(ctx, K_PTR, vec![TypeParam::Int(address_space as i64)])
}
pub fn array(ctx: &Context, elem: Type, n: u64) -> Type {
    ext(
        ctx,
        K_ARRAY,
        vec![TypeParam::Type(elem), TypeParam::Int(n as i64)],
    )
}
pub fn func(ctx: &Context, result: Type, params: &[Type], vararg: bool) -> Type {
    let mut p = vec![TypeParam::Type(result), TypeParam::Int(vararg as i64)];
    p.extend(params.iter().map(|t| TypeParam::Type(*t)));
    ext(ctx, K_FUNC, p)
}
pub fn literal_struct(ctx: &Context, elems: &[Type], packed: bool) -> Type {
    let mut p = vec![TypeParam::Int(packed as i64)];
    p.extend(elems.iter().map(|t| TypeParam::Type(*t)));
    ext(ctx, K_STRUCT, p)
}
pub fn vec(ctx: &Context, elem: Type, n: u32) -> Type {
    ext(
        ctx,
        K_VEC,
        vec![TypeParam::Type(elem), TypeParam::Int(n as i64)],
    )
}
pub fn scalable_vec(ctx: &Context, elem: Type, n: u32) -> Type {
    ext(
        ctx,
        K_SCALABLE_VEC,
        vec![TypeParam::Type(elem), TypeParam::Int(n as i64)],
    )
}
fn simple(ctx: &Context, kind: u32) -> Type {
    ext(ctx, kind, vec![])
}
/// The identified struct named `name` (its body may not be set yet).
pub fn identified_struct(ctx: &Context, name: &str) -> Type {
    ctx.get_type(TypeKind::Identified {
        dialect: ctx.ident(NS),
        kind: ctx.ident("struct"),
        name: name.into(),
    })
}

/// Decodes an llvm type; `None` for any other type.
pub fn decode(ctx: &Context, t: Type) -> Option<LlvmType<'_>> {
    match ctx.type_kind(t) {
        TypeKind::Ext {
            dialect,
            kind,
            params,
        } if ctx.ident_str(*dialect) == NS => {
            let ty = |i: usize| match params.get(i) {
                Some(TypeParam::Type(t)) => *t,
                _ => t,
            };
            let int = |i: usize| match params.get(i) {
                Some(TypeParam::Int(v)) => *v,
                _ => 0,
            };
            let types_from = |i: usize| -> Vec<Type> {
                params[i.min(params.len())..]
                    .iter()
                    .filter_map(|p| match p {
                        TypeParam::Type(t) => Some(*t),
                        _ => None,
                    })
                    .collect()
            };
            Some(match *kind {
                K_VOID => LlvmType::Void,
                K_PPC_FP128 => LlvmType::PpcFp128,
                K_X86_MMX => LlvmType::X86Mmx,
                K_TOKEN => LlvmType::Token,
                K_LABEL => LlvmType::Label,
                K_METADATA => LlvmType::Metadata,
                K_PTR => LlvmType::Ptr(int(0) as u32),
                K_ARRAY => LlvmType::Array(ty(0), int(1) as u64),
                K_FUNC => LlvmType::Func {
                    result: ty(0),
                    vararg: int(1) != 0,
                    params: types_from(2),
                },
                K_VEC => LlvmType::Vec(ty(0), int(1) as u32),
                K_SCALABLE_VEC => LlvmType::ScalableVec(ty(0), int(1) as u32),
                K_STRUCT => LlvmType::Struct {
                    packed: int(0) != 0,
                    elems: types_from(1),
                },
                K_TARGET => {
                    let name = match params.first() {
                        Some(TypeParam::Str(s)) => &s[..],
                        _ => "",
                    };
                    let n = int(1) as usize;
                    let types = types_from(2).into_iter().take(n).collect();
                    let ints = params[(2 + n).min(params.len())..]
                        .iter()
                        .filter_map(|p| match p {
                            TypeParam::Int(v) => Some(*v as u32),
                            _ => None,
                        })
                        .collect();
                    LlvmType::Target { name, types, ints }
                }
                _ => return None,
            })
        }
        TypeKind::Identified { dialect, name, .. } if ctx.ident_str(*dialect) == NS => {
            Some(LlvmType::Identified {
                name,
                body: ctx.identified_body(t),
            })
        }
        _ => None,
    }
}

/// Whether `t` is a type of the llvm dialect.
pub fn is_llvm_type(ctx: &Context, t: Type) -> bool {
    decode(ctx, t).is_some()
}

pub fn is_ptr(ctx: &Context, t: Type) -> bool {
    matches!(decode(ctx, t), Some(LlvmType::Ptr(_)))
}

pub fn is_void(ctx: &Context, t: Type) -> bool {
    matches!(decode(ctx, t), Some(LlvmType::Void))
}

/// Upstream's `LLVMStructType::isValidElementType` (also arrays' element rule).
fn is_valid_struct_element(ctx: &Context, t: Type) -> bool {
    !matches!(
        decode(ctx, t),
        Some(
            LlvmType::Void
                | LlvmType::Label
                | LlvmType::Metadata
                | LlvmType::Func { .. }
                | LlvmType::Token
        )
    )
}

fn is_valid_array_element(ctx: &Context, t: Type) -> bool {
    is_valid_struct_element(ctx, t) && !matches!(decode(ctx, t), Some(LlvmType::ScalableVec(..)))
}

/// Upstream's `isCompatibleFloatingPointType`.
fn is_compatible_float(ctx: &Context, t: Type) -> bool {
    use rmlir_ir::apfloat::FloatSemantics as S;
    match ctx.type_kind(t) {
        TypeKind::Float(s) => matches!(
            s,
            S::IEEEhalf
                | S::BFloat
                | S::IEEEsingle
                | S::IEEEdouble
                | S::X87DoubleExtended
                | S::IEEEquad
        ),
        _ => matches!(decode(ctx, t), Some(LlvmType::PpcFp128)),
    }
}

/// Upstream's `isCompatibleType`: types that have an LLVM IR equivalent (signless integers,
/// the standard floats, 1-D builtin vectors of those, and llvm types made of them).
pub fn is_compatible_type(ctx: &Context, t: Type) -> bool {
    let mut visited = Vec::new();
    is_compatible_impl(ctx, t, &mut visited)
}

fn is_compatible_impl(ctx: &Context, t: Type, visited: &mut Vec<Type>) -> bool {
    if visited.contains(&t) {
        return true;
    }
    match ctx.type_kind(t) {
        TypeKind::Integer { signedness, .. } => {
            return *signedness == rmlir_ir::types::Signedness::Signless
        }
        TypeKind::Float(_) => return is_compatible_float(ctx, t),
        TypeKind::Vector { shape, elem, .. } => {
            return shape.len() == 1 && is_compatible_impl(ctx, *elem, visited)
        }
        _ => {}
    }
    // Straight from the type's parameters (no decoded copy): every nested type must be
    // compatible.
    match ctx.type_kind(t) {
        TypeKind::Ext {
            dialect,
            kind,
            params,
        } if ctx.ident_str(*dialect) == NS && *kind <= K_TARGET => {
            visited.push(t);
            params.iter().all(|p| match p {
                TypeParam::Type(e) => is_compatible_impl(ctx, *e, visited),
                _ => true,
            })
        }
        TypeKind::Identified { dialect, .. } if ctx.ident_str(*dialect) == NS => {
            visited.push(t);
            ctx.identified_body(t)
                .map_or(&[][..], |b| b.0)
                .iter()
                .all(|e| is_compatible_impl(ctx, *e, visited))
        }
        _ => false,
    }
}

/// Types printed through the general printer even when nested in an llvm type (upstream's
/// `dispatchPrint`): builtin integers, floats and vectors, and incompatible types.
fn prints_generally(ctx: &Context, t: Type) -> bool {
    !is_llvm_type(ctx, t) || !is_compatible_type(ctx, t)
}

thread_local! {
    /// Identified structs being parsed / printed on this thread, innermost last (upstream's
    /// cyclic parse / print stacks).
    static PARSING: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    static PRINTING: RefCell<Vec<Type>> = const { RefCell::new(Vec::new()) };
}

/// The llvm dialect's type syntax.
pub struct LlvmTypeSyntax;

pub static LLVM_TYPE_SYNTAX: LlvmTypeSyntax = LlvmTypeSyntax;

impl TypeSyntax for LlvmTypeSyntax {
    fn parse(&self, p: &mut OpAsmParser<'_, '_>) -> PResult<Type> {
        dispatch_parse(p, false)
    }

    fn print(&self, p: &mut Printer<'_>, t: Type) {
        print_llvm(p, t);
    }
}

/// Prints a type nested in an llvm type (upstream's `dispatchPrint`).
pub fn print_nested(p: &mut Printer<'_>, t: Type) {
    if prints_generally(p.ctx(), t) {
        p.print_type(t);
    } else {
        print_llvm(p, t);
    }
}

fn print_list(p: &mut Printer<'_>, ts: &[Type]) {
    for (i, t) in ts.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        print_nested(p, *t);
    }
}

/// Prints an llvm type without the `!llvm.` prefix (upstream's `detail::printType`).
fn print_llvm(p: &mut Printer<'_>, t: Type) {
    let ctx = p.ctx();
    let Some(d) = decode(ctx, t) else {
        p.print_type(t);
        return;
    };
    match d {
        LlvmType::Void => p.out.push_str("void"),
        LlvmType::PpcFp128 => p.out.push_str("ppc_fp128"),
        LlvmType::X86Mmx => p.out.push_str("x86_mmx"),
        LlvmType::Token => p.out.push_str("token"),
        LlvmType::Label => p.out.push_str("label"),
        LlvmType::Metadata => p.out.push_str("metadata"),
        LlvmType::Ptr(a) => {
            p.out.push_str("ptr");
            if a != 0 {
                p.out.push_str(&format!("<{a}>"));
            }
        }
        LlvmType::Array(e, n) => {
            p.out.push_str(&format!("array<{n} x "));
            print_nested(p, e);
            p.out.push('>');
        }
        LlvmType::Func {
            result,
            params,
            vararg,
        } => {
            p.out.push_str("func<");
            print_nested(p, result);
            p.out.push_str(" (");
            print_list(p, &params);
            if vararg {
                if !params.is_empty() {
                    p.out.push_str(", ");
                }
                p.out.push_str("...");
            }
            p.out.push_str(")>");
        }
        LlvmType::Vec(e, n) => {
            p.out.push_str(&format!("vec<{n} x "));
            print_nested(p, e);
            p.out.push('>');
        }
        LlvmType::ScalableVec(e, n) => {
            // Upstream's format prints a space before and after the `x` literal here.
            p.out.push_str(&format!("vec<? x {n} x  "));
            print_nested(p, e);
            p.out.push('>');
        }
        LlvmType::Struct { packed, elems } => {
            p.out.push_str("struct<");
            if packed {
                p.out.push_str("packed ");
            }
            p.out.push('(');
            print_list(p, &elems);
            p.out.push_str(")>");
        }
        LlvmType::Identified { name, body } => {
            p.out.push_str("struct<\"");
            // Upstream 19 prints the name unescaped.
            p.out.push_str(name);
            p.out.push('"');
            if PRINTING.with(|s| s.borrow().contains(&t)) {
                p.out.push('>');
                return;
            }
            p.out.push_str(", ");
            let (elems, flags) = body.unwrap_or((&[], 0));
            if flags & OPAQUE != 0 {
                p.out.push_str("opaque>");
                return;
            }
            if flags & PACKED != 0 {
                p.out.push_str("packed ");
            }
            p.out.push('(');
            PRINTING.with(|s| s.borrow_mut().push(t));
            print_list(p, elems);
            PRINTING.with(|s| s.borrow_mut().pop());
            p.out.push_str(")>");
        }
        LlvmType::Target { name, types, ints } => {
            p.out.push_str("target<");
            rmlir_ir::printer::write_escaped(&mut p.out, name.as_bytes());
            for t in types {
                p.out.push_str(", ");
                p.print_type(t);
            }
            for i in ints {
                p.out.push_str(&format!(", {i}"));
            }
            p.out.push('>');
        }
    }
}

/// Parses a type nested in an llvm type: any type, or an llvm type without its prefix
/// (upstream's `dispatchParse`). With `allow_any` false (the top level, after `!llvm.`), a
/// full type is "unexpected type, expected keyword".
pub fn dispatch_parse(p: &mut OpAsmParser<'_, '_>, allow_any: bool) -> PResult<Type> {
    let key_off = p.offset();
    if p.at_type_start() {
        let t = p.parse_type()?;
        if !allow_any {
            return p.error_at(key_off, "unexpected type, expected keyword");
        }
        return Ok(t);
    }
    let Some(key) = p.parse_optional_any_keyword() else {
        return p.error_at(key_off, "expected valid keyword");
    };
    let ctx = p.ctx();
    match key {
        "void" => Ok(simple(ctx, K_VOID)),
        "ppc_fp128" => Ok(simple(ctx, K_PPC_FP128)),
        "x86_mmx" => Ok(simple(ctx, K_X86_MMX)),
        "token" => Ok(simple(ctx, K_TOKEN)),
        "label" => Ok(simple(ctx, K_LABEL)),
        "metadata" => Ok(simple(ctx, K_METADATA)),
        "func" => parse_func(p),
        "ptr" => parse_ptr(p),
        "vec" => parse_vec(p),
        "array" => parse_array(p),
        "struct" => parse_struct(p),
        "target" => parse_target(p),
        _ => p.error_at(key_off, format!("unknown LLVM type: {key}")),
    }
}

/// A type as diagnostics quote it.
fn type_str(ctx: &Context, t: Type) -> String {
    format!("'{}'", rmlir_ir::printer::type_to_string(ctx, t))
}

fn parse_ptr(p: &mut OpAsmParser<'_, '_>) -> PResult<Type> {
    if !p.consume_if(Tok::Less) {
        return Ok(ptr(p.ctx(), 0));
    }
    let off = p.offset();
    let Some(v) = p.parse_optional_integer_i64() else {
        return p.error_at(off, "expected integer value");
    };
    let v = v?;
    p.expect(Tok::Greater, "expected '>'")?;
    Ok(ptr(p.ctx(), v as u32))
}

fn parse_array(p: &mut OpAsmParser<'_, '_>) -> PResult<Type> {
    let loc = p.offset();
    p.expect(Tok::Less, "expected '<'")?;
    let off = p.offset();
    let Some(n) = p.parse_optional_integer_i64() else {
        return p.error_at(off, "expected integer value");
    };
    let n = n?;
    if !p.parse_optional_keyword("x") {
        return p.error("expected 'x'");
    }
    let elem = dispatch_parse(p, true)?;
    p.expect(Tok::Greater, "expected '>'")?;
    let ctx = p.ctx();
    if !is_valid_array_element(ctx, elem) {
        return p.error_at(
            loc,
            format!("invalid array element type: {}", type_str(ctx, elem)),
        );
    }
    Ok(array(ctx, elem, n as u64))
}

fn parse_func(p: &mut OpAsmParser<'_, '_>) -> PResult<Type> {
    let loc = p.offset();
    p.expect(Tok::Less, "expected '<'")?;
    let result = dispatch_parse(p, true)?;
    p.expect(Tok::LParen, "expected '('")?;
    let mut params = Vec::new();
    let mut vararg = false;
    if !p.consume_if(Tok::RParen) {
        loop {
            if p.consume_if(Tok::Ellipsis) {
                vararg = true;
                break;
            }
            params.push(dispatch_parse(p, true)?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "expected ')'")?;
    }
    p.expect(Tok::Greater, "expected '>'")?;
    let ctx = p.ctx();
    if matches!(
        decode(ctx, result),
        Some(LlvmType::Func { .. } | LlvmType::Metadata | LlvmType::Label)
    ) {
        return p.error_at(
            loc,
            format!("invalid function result type: {}", type_str(ctx, result)),
        );
    }
    for a in &params {
        if matches!(
            decode(ctx, *a),
            Some(LlvmType::Void | LlvmType::Func { .. })
        ) {
            return p.error_at(
                loc,
                format!("invalid function argument type: {}", type_str(ctx, *a)),
            );
        }
    }
    Ok(func(ctx, result, &params, vararg))
}

fn parse_vec(p: &mut OpAsmParser<'_, '_>) -> PResult<Type> {
    let loc = p.offset();
    p.expect(Tok::Less, "expected '<'")?;
    let dim_off = p.offset();
    let dims = p.parse_dimension_list(true)?;
    let type_off = p.offset();
    let elem = dispatch_parse(p, true)?;
    p.expect(Tok::Greater, "expected '>'")?;
    if dims.is_empty()
        || dims.len() > 2
        || ((dims.len() == 2) ^ (dims[0] == DYNAMIC))
        || (dims.len() == 2 && dims[1] == DYNAMIC)
    {
        return p.error_at(
            dim_off,
            "expected '? x <integer> x <type>' or '<integer> x <type>'",
        );
    }
    let ctx = p.ctx();
    let scalable = dims.len() == 2;
    let n = if scalable { dims[1] } else { dims[0] };
    let signless_int_or_float = matches!(
        ctx.type_kind(elem),
        TypeKind::Float(_)
            | TypeKind::Integer {
                signedness: rmlir_ir::types::Signedness::Signless,
                ..
            }
    );
    if !scalable && signless_int_or_float {
        return p.error_at(
            type_off,
            "cannot use !llvm.vec for built-in primitives, use 'vector' instead",
        );
    }
    if n == 0 {
        return p.error_at(loc, "the number of vector elements must be positive");
    }
    let valid = if scalable {
        ctx.is_integer(elem) || is_ptr(ctx, elem) || is_compatible_float(ctx, elem)
    } else {
        matches!(
            decode(ctx, elem),
            Some(LlvmType::Ptr(_) | LlvmType::PpcFp128)
        )
    };
    if !valid {
        return p.error_at(loc, "invalid vector element type");
    }
    Ok(if scalable {
        scalable_vec(ctx, elem, n as u32)
    } else {
        vec(ctx, elem, n as u32)
    })
}

struct ParseGuard;
impl Drop for ParseGuard {
    fn drop(&mut self) {
        PARSING.with(|s| s.borrow_mut().pop());
    }
}

fn parse_struct(p: &mut OpAsmParser<'_, '_>) -> PResult<Type> {
    p.expect(Tok::Less, "expected '<'")?;
    let name = p.parse_optional_string();
    let ctx = p.ctx();
    if let Some(name) = &name {
        let greater_off = p.offset();
        if p.consume_if(Tok::Greater) {
            if !PARSING.with(|s| s.borrow().contains(name)) {
                return p.error_at(
                    greater_off,
                    "struct without a body only allowed in a recursive struct",
                );
            }
            return Ok(identified_struct(ctx, name));
        }
        p.expect(Tok::Comma, "expected ','")?;
    }
    let kw_off = p.offset();
    if p.parse_optional_keyword("opaque") {
        let Some(name) = name else {
            return p.error_at(kw_off, "only identified structs can be opaque");
        };
        p.expect(Tok::Greater, "expected '>'")?;
        let t = identified_struct(ctx, &name);
        let _ = ctx.set_identified_body(t, &[], OPAQUE);
        if ctx.identified_body(t).map(|b| b.1) != Some(OPAQUE) {
            return p.error_at(kw_off, "redeclaring defined struct as opaque");
        }
        return Ok(t);
    }
    let _guard = if let Some(name) = &name {
        if PARSING.with(|s| s.borrow().contains(name)) {
            return p.error_at(kw_off, "identifier already used for an enclosing struct");
        }
        PARSING.with(|s| s.borrow_mut().push(name.clone()));
        Some(ParseGuard)
    } else {
        None
    };
    let packed = p.parse_optional_keyword("packed");
    p.expect(Tok::LParen, "expected '('")?;
    let mut elems = Vec::new();
    let mut subtypes_off = kw_off;
    if !p.consume_if(Tok::RParen) {
        subtypes_off = p.offset();
        loop {
            elems.push(dispatch_parse(p, true)?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "expected ')'")?;
    }
    p.expect(Tok::Greater, "expected '>'")?;
    let Some(name) = name else {
        for e in &elems {
            if !is_valid_struct_element(ctx, *e) {
                // Upstream's `getLiteralChecked` reports at the struct's `<`.
                return p.error_at(
                    subtypes_off,
                    format!("invalid LLVM structure element type: {}", type_str(ctx, *e)),
                );
            }
        }
        return Ok(literal_struct(ctx, &elems, packed));
    };
    for e in &elems {
        if !is_valid_struct_element(ctx, *e) {
            return p.error_at(
                subtypes_off,
                format!("invalid LLVM structure element type: {}", type_str(ctx, *e)),
            );
        }
    }
    let t = identified_struct(ctx, &name);
    let flags = if packed { PACKED } else { 0 };
    if !ctx.set_identified_body(t, &elems, flags) {
        return p.error_at(
            subtypes_off,
            "identified type already used with a different body",
        );
    }
    Ok(t)
}

fn parse_target(p: &mut OpAsmParser<'_, '_>) -> PResult<Type> {
    p.expect(Tok::Less, "expected '<'")?;
    let name_off = p.offset();
    let Some(name) = p.parse_optional_string() else {
        let _ = p.error::<()>("expected string");
        return p.error_follow_up_at(
            name_off,
            "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a \
             `::llvm::StringRef`",
        );
    };
    let mut types = Vec::new();
    let mut ints: Vec<i64> = Vec::new();
    while p.consume_if(Tok::Comma) {
        let off = p.offset();
        if let Some(v) = p.parse_optional_integer_i64() {
            ints.push(v?);
        } else if !ints.is_empty() {
            return p.error_at(
                off,
                "failed to parse parameter list for target extension type",
            );
        } else {
            types.push(dispatch_parse(p, true)?);
        }
    }
    p.expect(Tok::Greater, "expected '>'")?;
    let mut params = vec![
        TypeParam::Str(name.into()),
        TypeParam::Int(types.len() as i64),
    ];
    params.extend(types.into_iter().map(TypeParam::Type));
    params.extend(ints.into_iter().map(|v| TypeParam::Int(v as u32 as i64)));
    Ok(ext(p.ctx(), K_TARGET, params))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(src: &str) -> String {
        let ctx = crate::context();
        let m = rmlir_ir::parse_source(
            &ctx,
            src,
            "t.mlir",
            rmlir_ir::ParserConfig {
                allow_unregistered_dialect: true,
                ..Default::default()
            },
            true,
        )
        .expect("parses");
        rmlir_ir::printer::print_op_to_string(&ctx, &m.body, m.op, Default::default())
    }

    #[test]
    fn types_are_uniqued_and_decoded() {
        let ctx = crate::context();
        let p = ptr(&ctx, 3);
        assert_eq!(p, ptr(&ctx, 3));
        assert_eq!(decode(&ctx, p), Some(LlvmType::Ptr(3)));
        let s = literal_struct(&ctx, &[p, ctx.integer_type(32)], true);
        assert_eq!(
            decode(&ctx, s),
            Some(LlvmType::Struct {
                packed: true,
                elems: vec![p, ctx.integer_type(32)]
            })
        );
        assert_eq!(type_str(&ctx, s), "'!llvm.struct<packed (ptr<3>, i32)>'");
    }

    #[test]
    fn recursive_struct_prints_its_name_inside() {
        let out = round_trip(
            "\"some.op\"() : () -> !llvm.struct<\"r\", (ptr, !llvm.struct<\"r\">, struct<(struct<\"r\">)>)>\n",
        );
        assert!(out.contains("!llvm.struct<\"r\", (ptr, struct<\"r\">, struct<(struct<\"r\">)>)>"));
    }
}
