//! The parser of declarative assembly formats: a port of the parsers upstream's
//! `OpFormatGen` generates (element by element, then type inference and operand
//! resolution in operand order, with upstream's messages).

use super::format::{Elem, TypeArg};
use super::{Arity, AttrAsm, OpDef, Trait};
use crate::attributes::Attribute;
use crate::body::BlockId;
use crate::parser::lexer::Tok;
use crate::parser::{OpAsmParser, OperationState, UnresolvedOperand};
use crate::types::{Type, TypeKind};
use smallvec::SmallVec;

type PResult<T> = Result<T, ()>;

/// An argument of a `custom<...>` directive, as its parser receives it: outputs to fill
/// (empty on entry) or, under `ref(...)`, what the format parsed before.
#[derive(Clone, Debug)]
pub enum CustomParseArg<'a> {
    Operands(Vec<UnresolvedOperand<'a>>),
    Types(Vec<Type>),
    Attr(Option<Attribute>),
    /// Regions are parsed straight into the op state; this counts them.
    Regions(usize),
    Successors(Vec<BlockId>),
    AttrDict,
}

/// The parser of a `custom<...>` directive.
pub type CustomParseFn = for<'a> fn(
    &mut OpAsmParser<'_, 'a>,
    &mut OperationState,
    &mut [CustomParseArg<'a>],
) -> PResult<()>;

struct St<'a> {
    operands: SmallVec<[SmallVec<[UnresolvedOperand<'a>; 2]>; 4]>,
    operand_offs: SmallVec<[usize; 4]>,
    all_operands: Option<(Vec<UnresolvedOperand<'a>>, usize)>,
    operand_types: SmallVec<[Option<Vec<Type>>; 4]>,
    result_types: SmallVec<[Option<Vec<Type>>; 2]>,
    all_operand_types: Option<Vec<Type>>,
    all_result_types: Option<Vec<Type>>,
    attrs: SmallVec<[Option<Attribute>; 4]>,
    successors: SmallVec<[SmallVec<[BlockId; 2]>; 1]>,
    all_successors: Option<Vec<BlockId>>,
    /// Regions parsed so far, per region definition (regions land in the op state in
    /// parse order, which is the definition order in every format).
    regions_parsed: usize,
}

/// The parse hook of every op declared with a format.
pub fn parse_op(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let info = ctx.op_info(state.name).expect("registered op");
    let (Some(def), Some(fmt)) = (info.def, info.format.as_deref()) else {
        return p.error("op has no assembly format");
    };
    let mut st = St {
        operands: smallvec::smallvec![SmallVec::new(); def.operands.len()],
        operand_offs: smallvec::smallvec![0; def.operands.len()],
        all_operands: None,
        operand_types: smallvec::smallvec![None; def.operands.len()],
        result_types: smallvec::smallvec![None; def.results.len()],
        all_operand_types: None,
        all_result_types: None,
        attrs: smallvec::smallvec![None; def.attrs.len()],
        successors: smallvec::smallvec![SmallVec::new(); def.successors.len()],
        all_successors: None,
        regions_parsed: 0,
    };
    let start = p.offset();
    let mut fp = FmtParser { def };
    for e in &fmt.elems {
        fp.elem(p, state, &mut st, e)?;
    }
    fp.finish(p, state, st, start)
}

struct FmtParser {
    def: &'static OpDef,
}

fn literal_token(lit: &str) -> Option<Tok> {
    Some(match lit {
        "->" => Tok::Arrow,
        ":" => Tok::Colon,
        "," => Tok::Comma,
        "=" => Tok::Equal,
        "<" => Tok::Less,
        ">" => Tok::Greater,
        "(" => Tok::LParen,
        ")" => Tok::RParen,
        "[" => Tok::LSquare,
        "]" => Tok::RSquare,
        "{" => Tok::LBrace,
        "}" => Tok::RBrace,
        "?" => Tok::Question,
        "+" => Tok::Plus,
        "*" => Tok::Star,
        "|" => Tok::VerticalBar,
        "..." => Tok::Ellipsis,
        "-" => Tok::Minus,
        _ => return None,
    })
}

/// Whether the current token can start a type (upstream's `parseOptionalType`).
fn at_type(p: &OpAsmParser<'_, '_>) -> bool {
    match p.p.tok.kind {
        Tok::IntType | Tok::BangIdent | Tok::LParen => true,
        Tok::BareIdent => {
            matches!(
                p.p.spelling(),
                "index"
                    | "none"
                    | "complex"
                    | "vector"
                    | "tensor"
                    | "memref"
                    | "tuple"
                    | "f16"
                    | "bf16"
                    | "f32"
                    | "f64"
                    | "f80"
                    | "f128"
                    | "tf32"
            ) || p.p.spelling().starts_with("f8E")
        }
        _ => false,
    }
}

impl FmtParser {
    fn elem<'a>(
        &mut self,
        p: &mut OpAsmParser<'_, 'a>,
        state: &mut OperationState,
        st: &mut St<'a>,
        e: &Elem,
    ) -> PResult<()> {
        let ctx = p.ctx();
        match e {
            Elem::Literal(lit) => match literal_token(lit) {
                Some(t) => {
                    if p.p.consume_if(t) {
                        Ok(())
                    } else {
                        p.p.expect(t, &format!("expected '{lit}'"))
                    }
                }
                None => {
                    if p.p.consume_keyword(lit) {
                        Ok(())
                    } else {
                        let off = p.offset();
                        p.emit_error(off, format!("expected '{lit}'"))
                    }
                }
            },
            Elem::Space(_) | Elem::Newline => Ok(()),
            Elem::Operand(i) => {
                st.operand_offs[*i] = p.offset();
                match self.def.operands[*i].arity {
                    Arity::Single => {
                        let u = p.parse_operand()?;
                        st.operands[*i] = smallvec::smallvec![u];
                    }
                    Arity::Optional => {
                        if p.at(Tok::PercentIdent) {
                            let u = p.parse_operand()?;
                            st.operands[*i] = smallvec::smallvec![u];
                        }
                    }
                    Arity::Variadic => {
                        st.operands[*i] = p.parse_operand_list()?.into();
                    }
                }
                Ok(())
            }
            Elem::Operands => {
                let off = p.offset();
                let v = p.parse_operand_list()?;
                st.all_operands = Some((v, off));
                Ok(())
            }
            Elem::Attr { idx, .. }
                if matches!(self.def.attrs[*idx].constraint.asm, AttrAsm::Unit) =>
            {
                // A unit attribute is written by the presence of its optional group
                // (`(`constant` $constant^)?`), never parsed itself.
                st.attrs[*idx] = Some(ctx.unit_attr());
                Ok(())
            }
            Elem::Attr { idx, qualified } => {
                let a = self.attribute(p, *idx, *qualified)?;
                st.attrs[*idx] = Some(a);
                Ok(())
            }
            Elem::Type { arg, .. } => {
                let single = match arg {
                    TypeArg::Operand(i) => Some(self.def.operands[*i]),
                    TypeArg::Result(i) => Some(self.def.results[*i]),
                    _ => None,
                };
                let tys = match single.map(|d| (d.arity, d.constraint.class)) {
                    Some((Arity::Single, class)) => {
                        let off = p.offset();
                        let t = p.parse_type()?;
                        if let Some(class) = class {
                            if !class(ctx, t) {
                                return p.emit_error(off, "invalid kind of type specified");
                            }
                        }
                        vec![t]
                    }
                    Some((Arity::Optional, _)) => {
                        if at_type(p) {
                            vec![p.parse_type()?]
                        } else {
                            Vec::new()
                        }
                    }
                    _ => {
                        let mut v = Vec::new();
                        if at_type(p) {
                            v.push(p.parse_type()?);
                            while p.consume_if(Tok::Comma) {
                                v.push(p.parse_type()?);
                            }
                        }
                        v
                    }
                };
                set_types(st, *arg, tys);
                Ok(())
            }
            Elem::FunctionalType(a, r) => {
                let off = p.offset();
                let t = p.parse_type()?;
                let TypeKind::Function { inputs, results } = ctx.type_kind(t).clone() else {
                    return p.emit_error(off, "invalid kind of type specified");
                };
                set_types(st, *a, inputs.to_vec());
                set_types(st, *r, results.to_vec());
                Ok(())
            }
            Elem::Region(i) => {
                let rd = self.def.regions[*i];
                if rd.variadic {
                    if p.at(Tok::LBrace) {
                        p.parse_region(state)?;
                        st.regions_parsed += 1;
                        while p.consume_if(Tok::Comma) {
                            p.parse_region(state)?;
                            st.regions_parsed += 1;
                        }
                    }
                } else {
                    p.parse_region(state)?;
                    st.regions_parsed += 1;
                }
                Ok(())
            }
            Elem::Regions => {
                if p.at(Tok::LBrace) {
                    p.parse_region(state)?;
                    st.regions_parsed += 1;
                    while p.consume_if(Tok::Comma) {
                        p.parse_region(state)?;
                        st.regions_parsed += 1;
                    }
                }
                Ok(())
            }
            Elem::Successor(i) => {
                if self.def.successors[*i].variadic {
                    let mut v = Vec::new();
                    if p.at(Tok::CaretIdent) {
                        v.push(p.parse_successor()?);
                        while p.consume_if(Tok::Comma) {
                            v.push(p.parse_successor()?);
                        }
                    }
                    st.successors[*i] = v.into();
                } else {
                    st.successors[*i] = smallvec::smallvec![p.parse_successor()?];
                }
                Ok(())
            }
            Elem::Successors => {
                let mut v = Vec::new();
                if p.at(Tok::CaretIdent) {
                    v.push(p.parse_successor()?);
                    while p.consume_if(Tok::Comma) {
                        v.push(p.parse_successor()?);
                    }
                }
                st.all_successors = Some(v);
                Ok(())
            }
            Elem::AttrDict { keyword } => {
                let off = p.offset();
                if *keyword {
                    p.parse_optional_attr_dict_with_keyword(&mut state.attrs)?;
                } else {
                    p.parse_optional_attr_dict(&mut state.attrs)?;
                }
                // Upstream's generated parser checks the inherent attributes written in the
                // dictionary (`verifyInherentAttrs`), at the dictionary.
                let ctx = p.ctx();
                let attrs = &state.attrs;
                let get = |n: &str| {
                    attrs
                        .iter()
                        .find(|(k, _)| ctx.ident_str(*k) == n)
                        .map(|&(_, v)| v)
                };
                if let Some(msg) = crate::ods::verify::inherent_attr_error(ctx, self.def, &get) {
                    return p.emit_error(off, format!("'{}' op {msg}", self.def.name));
                }
                Ok(())
            }
            Elem::PropDict => {
                if p.at(Tok::Less) {
                    p.p.advance();
                    let a = p.parse_attribute(None)?;
                    p.p.expect(Tok::Greater, "expected '>'")?;
                    state.properties = Some(a);
                }
                Ok(())
            }
            Elem::Custom { dir, args } => {
                let mut cargs: Vec<CustomParseArg<'a>> =
                    args.iter().map(|a| self.custom_input(st, a)).collect();
                let before = state.regions.len()
                    + state
                        .isolated_body
                        .as_ref()
                        .map_or(0, |b| b.root_regions().len());
                (self.def.customs[*dir].parse)(p, state, &mut cargs)?;
                let after = state.regions.len()
                    + state
                        .isolated_body
                        .as_ref()
                        .map_or(0, |b| b.root_regions().len());
                st.regions_parsed += after - before;
                for (a, c) in args.iter().zip(cargs) {
                    self.custom_output(st, a, c);
                }
                Ok(())
            }
            Elem::Ref(_) => Ok(()),
            Elem::OIList(clauses) => {
                let mut seen = vec![false; clauses.len()];
                'clauses: loop {
                    for (k, (kw, elems)) in clauses.iter().enumerate() {
                        if !p.p.consume_keyword(kw) {
                            continue;
                        }
                        if seen[k] {
                            let off = p.name_offset();
                            return p.emit_error(off, format!("`{kw}` clause can appear at most once in the expansion of the oilist directive"));
                        }
                        seen[k] = true;
                        let unit = elems.iter().find_map(|e| match e {
                            Elem::Attr { idx, .. }
                                if matches!(self.def.attrs[*idx].constraint.asm, AttrAsm::Unit) =>
                            {
                                Some(*idx)
                            }
                            _ => None,
                        });
                        match unit {
                            Some(idx) => st.attrs[idx] = Some(ctx.unit_attr()),
                            None => {
                                for e in elems {
                                    self.elem(p, state, st, e)?;
                                }
                            }
                        }
                        continue 'clauses;
                    }
                    break;
                }
                Ok(())
            }
            Elem::Optional { then, els, anchor } => {
                // As upstream's `getThenElements(/*parseable=*/true)`: leading whitespace
                // is not the element that decides whether the group is present.
                let skip = then
                    .iter()
                    .take_while(|e| matches!(e, Elem::Space(_) | Elem::Newline))
                    .count();
                let first = &then[skip];
                let present = self.parse_optional_first(p, state, st, first)?;
                if present {
                    for e in &then[skip + 1..] {
                        self.elem(p, state, st, e)?;
                    }
                    let a = &then[*anchor];
                    if let Elem::Attr { idx, .. } = a {
                        if matches!(self.def.attrs[*idx].constraint.asm, AttrAsm::Unit)
                            && st.attrs[*idx].is_none()
                        {
                            st.attrs[*idx] = Some(ctx.unit_attr());
                        }
                    }
                } else {
                    // An absent group gives its optional and variadic results no types.
                    for e in then {
                        match e {
                            Elem::Type {
                                arg: TypeArg::Result(i),
                            } if self.def.results[*i].arity != Arity::Single => {
                                st.result_types[*i].get_or_insert_with(Vec::new);
                            }
                            _ => {}
                        }
                    }
                    for e in els {
                        self.elem(p, state, st, e)?;
                    }
                }
                Ok(())
            }
        }
    }

    /// Parses the first element of an optional group if present; returns whether it was.
    fn parse_optional_first<'a>(
        &mut self,
        p: &mut OpAsmParser<'_, 'a>,
        state: &mut OperationState,
        st: &mut St<'a>,
        e: &Elem,
    ) -> PResult<bool> {
        let present = match e {
            Elem::Literal(lit) => {
                return Ok(match literal_token(lit) {
                    Some(t) => p.consume_if(t),
                    None => p.p.consume_keyword(lit),
                })
            }
            Elem::Operand(_) | Elem::Operands => p.at(Tok::PercentIdent),
            Elem::Region(_) | Elem::Regions => p.at(Tok::LBrace),
            Elem::Successor(_) | Elem::Successors => p.at(Tok::CaretIdent),
            Elem::Type { .. } | Elem::FunctionalType(..) => at_type(p),
            Elem::Attr { idx, .. } => self.at_attribute(p, *idx),
            Elem::Custom { .. } => true,
            _ => true,
        };
        if present {
            self.elem(p, state, st, e)?;
        }
        Ok(present)
    }

    /// Whether the current token starts attribute `idx` as written in the format.
    fn at_attribute(&self, p: &OpAsmParser<'_, '_>, idx: usize) -> bool {
        let tok = p.p.tok.kind;
        match self.def.attrs[idx].constraint.asm {
            AttrAsm::Enum(e) => {
                (tok == Tok::BareIdent && e.case_value(p.p.spelling()).is_some())
                    || tok == Tok::String
            }
            AttrAsm::SymbolName => tok == Tok::AtIdent,
            AttrAsm::DenseArray(_) => tok == Tok::LSquare,
            AttrAsm::Dialect(_) => matches!(tok, Tok::Less | Tok::HashIdent),
            AttrAsm::DialectEnum(_) => matches!(tok, Tok::BareIdent | Tok::HashIdent),
            AttrAsm::Unit => false,
            // Upstream's `parseOptionalAttribute(StringAttr &)`: a string token only.
            AttrAsm::Class(check) if check(p.ctx(), p.ctx().string_attr("")) => tok == Tok::String,
            _ => {
                !matches!(
                    tok,
                    Tok::Eof
                        | Tok::Colon
                        | Tok::Comma
                        | Tok::RParen
                        | Tok::RSquare
                        | Tok::RBrace
                        | Tok::Greater
                        | Tok::PercentIdent
                        | Tok::CaretIdent
                        | Tok::Arrow
                        | Tok::Equal
                        | Tok::LBrace
                ) && (tok != Tok::BareIdent || p.p.spelling() != "attributes")
            }
        }
    }

    fn attribute(
        &self,
        p: &mut OpAsmParser<'_, '_>,
        idx: usize,
        qualified: bool,
    ) -> PResult<Attribute> {
        let ctx = p.ctx();
        let def = &self.def.attrs[idx];
        let off = p.offset();
        let asm = if qualified {
            AttrAsm::Any
        } else {
            def.constraint.asm
        };
        match asm {
            AttrAsm::Any | AttrAsm::Unit => p.parse_attribute(None),
            AttrAsm::Class(check) => {
                let a = p.parse_attribute(None)?;
                if !check(ctx, a) {
                    return p.emit_error(off, "invalid kind of attribute specified");
                }
                Ok(a)
            }
            AttrAsm::Typed(ty) => p.parse_attribute(Some(ty(ctx))),
            AttrAsm::DenseArray(elem) => p.p.parse_dense_array_stripped(elem(ctx)),
            AttrAsm::SymbolName => match p.parse_optional_symbol_name()? {
                Some(a) => Ok(a),
                None => {
                    let off = p.offset();
                    p.emit_error(off, "expected valid '@'-identifier for symbol name")
                }
            },
            AttrAsm::Enum(e) => {
                let s = if p.at(Tok::BareIdent) && e.case_value(p.p.spelling()).is_some() {
                    let s = p.p.spelling().to_string();
                    p.p.advance();
                    s
                } else if p.at(Tok::String) {
                    let a = p.parse_attribute(None)?;
                    String::from_utf8_lossy(ctx.attr_str(a).unwrap_or_default()).into_owned()
                } else {
                    let cases: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
                    return p.emit_error(
                        off,
                        format!(
                            "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                            def.name,
                            cases.join(", ")
                        ),
                    );
                };
                match e.case_value(&s) {
                    Some(v) => Ok(ctx.int_attr(ctx.integer_type(e.width), v)),
                    None => p.emit_error(
                        off,
                        format!("invalid {} attribute specification: \"{s}\"", def.name),
                    ),
                }
            }
            AttrAsm::DialectEnum(e) => {
                if p.at(Tok::HashIdent) {
                    let a = p.parse_attribute(None)?;
                    if e.case_of(ctx, a).is_none() {
                        return p.emit_error(off, "invalid kind of attribute specified");
                    }
                    return Ok(a);
                }
                if !p.at(Tok::BareIdent) {
                    return p.p.err_wrong_token("expected valid keyword");
                }
                let kw = p.p.spelling();
                match e.cases.iter().find(|c| **c == kw) {
                    Some(case) => {
                        p.p.advance();
                        Ok(e.attr(ctx, case))
                    }
                    None => p.error_at(
                        off,
                        format!(
                            "expected {} to be one of: {}",
                            e.cpp_name,
                            e.cases.join(", ")
                        ),
                    ),
                }
            }
            AttrAsm::Dialect(prefix) => {
                if p.at(Tok::HashIdent) {
                    let a = p.parse_attribute(None)?;
                    if !super::constraints::is_dialect_attr(ctx, a, prefix) {
                        return p.emit_error(off, "invalid kind of attribute specified");
                    }
                    return Ok(a);
                }
                let (dialect, mnemonic) = prefix
                    .trim_start_matches('#')
                    .split_once('.')
                    .expect("'#dialect.mnemonic'");
                if let Some(d) = ctx.dialect_attr_def(dialect, mnemonic) {
                    return super::enums::parse_params(p.p, d, Some(p.op_name));
                }
                p.p.parse_stripped_dialect_attr(dialect, mnemonic)
            }
        }
    }

    fn custom_input<'a>(&self, st: &St<'a>, e: &Elem) -> CustomParseArg<'a> {
        match e {
            Elem::Ref(inner) => match &**inner {
                Elem::Operand(i) => CustomParseArg::Operands(st.operands[*i].to_vec()),
                Elem::Attr { idx, .. } => CustomParseArg::Attr(st.attrs[*idx]),
                Elem::Type { arg, .. } => {
                    CustomParseArg::Types(get_types(st, *arg).unwrap_or_default())
                }
                Elem::Successor(i) => CustomParseArg::Successors(st.successors[*i].to_vec()),
                _ => CustomParseArg::AttrDict,
            },
            Elem::Operand(_) | Elem::Operands => CustomParseArg::Operands(Vec::new()),
            Elem::Attr { .. } => CustomParseArg::Attr(None),
            Elem::Type { .. } => CustomParseArg::Types(Vec::new()),
            Elem::Region(_) | Elem::Regions => CustomParseArg::Regions(0),
            Elem::Successor(_) | Elem::Successors => CustomParseArg::Successors(Vec::new()),
            _ => CustomParseArg::AttrDict,
        }
    }

    fn custom_output<'a>(&self, st: &mut St<'a>, e: &Elem, c: CustomParseArg<'a>) {
        match (e, c) {
            (Elem::Operand(i), CustomParseArg::Operands(v)) => st.operands[*i] = v.into(),
            (Elem::Operands, CustomParseArg::Operands(v)) => st.all_operands = Some((v, 0)),
            (Elem::Attr { idx, .. }, CustomParseArg::Attr(a)) if a.is_some() => st.attrs[*idx] = a,
            (Elem::Type { arg, .. }, CustomParseArg::Types(v)) => set_types(st, *arg, v),
            (Elem::Successor(i), CustomParseArg::Successors(v)) => st.successors[*i] = v.into(),
            (Elem::Successors, CustomParseArg::Successors(v)) => st.all_successors = Some(v),
            _ => {}
        }
    }

    /// Type inference, operand resolution, and the op state, as the end of upstream's
    /// generated parsers.
    fn finish<'a>(
        &mut self,
        p: &mut OpAsmParser<'_, 'a>,
        state: &mut OperationState,
        mut st: St<'a>,
        start: usize,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let def = self.def;
        // Attributes the format parsed.
        for (i, a) in st.attrs.iter().enumerate() {
            if let Some(a) = a {
                state.attrs.push((ctx.ident(def.attrs[i].name), *a));
            }
        }
        // Regions the format did not write are empty.
        let total_regions = if def.regions.iter().any(|r| r.variadic) {
            st.regions_parsed
        } else {
            def.regions.len()
        };
        for _ in st.regions_parsed..total_regions {
            p.add_empty_region(state);
        }
        if let Some(term) = def.implicit_terminator() {
            for i in 0..total_regions {
                p.ensure_terminator(state, i, term);
            }
        } else if def.has_trait(|t| matches!(t, Trait::SingleBlock)) {
            for i in 0..total_regions {
                p.ensure_entry_block(state, i);
            }
        }
        // Successors.
        match st.all_successors.take() {
            Some(v) => state.successors.extend(v),
            None => {
                for v in &st.successors {
                    state.successors.extend(v.iter().copied());
                }
            }
        }
        // Distribute `operands`/`type(operands)` over the operand definitions.
        let counts: Vec<usize> = st.operands.iter().map(|v| v.len()).collect();
        if let Some((all, _)) = &st.all_operands {
            distribute_counts(def, all.len(), &mut st.operands, all);
        }
        let counts = if st.all_operands.is_some() {
            st.operands.iter().map(|v| v.len()).collect()
        } else {
            counts
        };
        if let Some(all) = st.all_operand_types.take() {
            // Upstream resolves all the operands against all the types at once.
            let total: usize = counts.iter().sum();
            if total != all.len() {
                // At the `operands` directive, else at the op name (upstream's generated
                // parsers pass `getNameLoc()`).
                let name_off = p.name_offset();
                let off = st.all_operands.as_ref().map_or(name_off, |(_, off)| *off);
                return p.emit_error(
                    off,
                    format!("{total} operands present, but expected {}", all.len()),
                );
            }
            let mut k = 0;
            for (i, n) in counts.iter().enumerate() {
                let end = (k + n).min(all.len());
                st.operand_types[i] = Some(all[k..end].to_vec());
                k = end;
            }
            if k < all.len() {
                if let Some(last) = st.operand_types.last_mut() {
                    last.get_or_insert_with(Vec::new)
                        .extend_from_slice(&all[k..]);
                }
            }
        }
        if let Some(all) = st.all_result_types.take() {
            distribute_types(def, &all, &mut st.result_types);
        }
        if let Err(msg) = self.infer_types(ctx, &mut st, &counts) {
            let off = p.name_offset();
            return p.emit_error(off, msg);
        }
        // Results: from the format, else inferred from the operands.
        let mut result_types: Vec<Type> = Vec::new();
        let mut missing_results = false;
        for t in &st.result_types {
            match t {
                Some(v) => result_types.extend(v.iter().copied()),
                None => missing_results = true,
            }
        }
        // Operands, in definition order.
        let mut operand_sizes: Vec<i32> = Vec::new();
        for (i, uses) in st.operands.iter().enumerate() {
            let tys = st.operand_types[i].clone().unwrap_or_default();
            let tys = if tys.len() == 1 && uses.len() > 1 && self.same_type_group(i) {
                vec![tys[0]; uses.len()]
            } else {
                tys
            };
            let off = st.operand_offs[i];
            if uses.len() != tys.len() {
                return p.emit_error(
                    if off == 0 { start } else { off },
                    format!(
                        "{} operands present, but expected {}",
                        uses.len(),
                        tys.len()
                    ),
                );
            }
            p.resolve_operands(uses, &tys, state)?;
            operand_sizes.push(uses.len() as i32);
        }
        if missing_results {
            let Some(infer) = def.infer else {
                return p.error_at(start, "could not infer the result types");
            };
            let operand_types: Vec<Type> = {
                let body = p.p.body();
                state.operands.iter().map(|v| body.value_type(*v)).collect()
            };
            let attrs = state.attrs.clone();
            let props = state.properties;
            let lookup = |n: &str| -> Option<Attribute> {
                attrs
                    .iter()
                    .find(|(k, _)| ctx.ident_str(*k) == n)
                    .map(|e| e.1)
                    .or_else(|| {
                        props.and_then(|d| {
                            ctx.dict_entries(d)
                                .iter()
                                .find(|(k, _)| ctx.ident_str(*k) == n)
                                .map(|e| e.1)
                        })
                    })
            };
            match infer(ctx, &operand_types, &lookup) {
                Some(v) => result_types = v,
                None => return p.error_at(start, "failed to infer returned types"),
            }
        }
        state.result_types = result_types;
        if def.has_trait(|t| matches!(t, Trait::AttrSizedOperandSegments))
            && !state
                .attrs
                .iter()
                .any(|(k, _)| ctx.ident_str(*k) == "operandSegmentSizes")
        {
            let a = super::constraints::dense_i32_array(ctx, &operand_sizes);
            state.attrs.push((ctx.ident("operandSegmentSizes"), a));
        }
        Ok(())
    }

    /// Whether operand `i` takes one type for all its values (a type-equality trait).
    fn same_type_group(&self, i: usize) -> bool {
        let name = self.def.operands[i].name;
        self.def.traits.iter().any(|t| match t {
            Trait::SameOperandsAndResultType | Trait::SameTypeOperands => true,
            Trait::AllTypesMatch(names) => names.contains(&name),
            _ => false,
        })
    }

    /// Fills unknown operand/result types from the type-equality traits and buildable
    /// constraints, to a fixpoint. A type that a `TypesMatchWith` transform is applied to must
    /// satisfy its own constraint first (upstream's generated parsers check it): the error
    /// message otherwise.
    fn infer_types(
        &self,
        ctx: &crate::Context,
        st: &mut St<'_>,
        counts: &[usize],
    ) -> Result<(), String> {
        let def = self.def;
        let first = |v: &Option<Vec<Type>>| v.as_ref().and_then(|v| v.first().copied());
        loop {
            let mut changed = false;
            for t in def.traits {
                let group: Vec<(bool, usize)> = match t {
                    Trait::SameOperandsAndResultType => (0..def.operands.len())
                        .map(|i| (true, i))
                        .chain((0..def.results.len()).map(|i| (false, i)))
                        .collect(),
                    Trait::SameTypeOperands => (0..def.operands.len()).map(|i| (true, i)).collect(),
                    Trait::AllTypesMatch(names) => {
                        names.iter().filter_map(|n| self.lookup_value(n)).collect()
                    }
                    Trait::TypesMatchWith {
                        from,
                        to,
                        transform,
                        ..
                    } => {
                        let (Some(f), Some(t)) = (self.lookup_value(from), self.lookup_value(to))
                        else {
                            continue;
                        };
                        let known = first(slot(st, f));
                        if let (Some(k), None) = (known, slot(st, t)) {
                            let d = if f.0 {
                                &def.operands[f.1]
                            } else {
                                &def.results[f.1]
                            };
                            if !(d.constraint.pred)(ctx, k) {
                                return Err(format!(
                                    "'{}' must be {}, but got '{}'",
                                    d.name,
                                    d.constraint.summary,
                                    crate::printer::type_to_string(ctx, k)
                                ));
                            }
                            let n = if t.0 { counts[t.1] } else { 1 };
                            *slot_mut(st, t) = Some(vec![transform(ctx, k); n]);
                            changed = true;
                        }
                        continue;
                    }
                    _ => continue,
                };
                let known = group.iter().find_map(|&v| first(slot(st, v)));
                if let Some(k) = known {
                    for &v in &group {
                        if slot(st, v).is_none() {
                            let n = if v.0 { counts[v.1] } else { 1 };
                            *slot_mut(st, v) = Some(vec![k; n]);
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        // Buildable types.
        for (i, d) in def.operands.iter().enumerate() {
            if st.operand_types[i].is_none() {
                if let Some(b) = d.constraint.build {
                    st.operand_types[i] = Some(vec![b(ctx); counts[i]]);
                }
            }
        }
        for (i, d) in def.results.iter().enumerate() {
            if st.result_types[i].is_none() && d.arity == Arity::Single {
                if let Some(b) = d.constraint.build {
                    st.result_types[i] = Some(vec![b(ctx)]);
                }
            }
        }
        Ok(())
    }

    fn lookup_value(&self, name: &str) -> Option<(bool, usize)> {
        if let Some(i) = self.def.operands.iter().position(|o| o.name == name) {
            return Some((true, i));
        }
        self.def
            .results
            .iter()
            .position(|o| o.name == name)
            .map(|i| (false, i))
    }
}

fn slot<'s>(st: &'s St<'_>, v: (bool, usize)) -> &'s Option<Vec<Type>> {
    if v.0 {
        &st.operand_types[v.1]
    } else {
        &st.result_types[v.1]
    }
}

fn slot_mut<'s>(st: &'s mut St<'_>, v: (bool, usize)) -> &'s mut Option<Vec<Type>> {
    if v.0 {
        &mut st.operand_types[v.1]
    } else {
        &mut st.result_types[v.1]
    }
}

fn get_types(st: &St<'_>, arg: TypeArg) -> Option<Vec<Type>> {
    match arg {
        TypeArg::Operand(i) => st.operand_types[i].clone(),
        TypeArg::Result(i) => st.result_types[i].clone(),
        TypeArg::Operands => st.all_operand_types.clone(),
        TypeArg::Results => st.all_result_types.clone(),
    }
}

fn set_types(st: &mut St<'_>, arg: TypeArg, tys: Vec<Type>) {
    match arg {
        TypeArg::Operand(i) => st.operand_types[i] = Some(tys),
        TypeArg::Result(i) => st.result_types[i] = Some(tys),
        TypeArg::Operands => st.all_operand_types = Some(tys),
        TypeArg::Results => st.all_result_types = Some(tys),
    }
}

/// Splits `all` (the `operands` directive) over the operand definitions: single operands
/// take one each, the one variadic/optional group takes the rest.
fn distribute_counts<'a>(
    def: &OpDef,
    n: usize,
    out: &mut [SmallVec<[UnresolvedOperand<'a>; 2]>],
    all: &[UnresolvedOperand<'a>],
) {
    let fixed = def
        .operands
        .iter()
        .filter(|o| o.arity == Arity::Single)
        .count();
    let mut spare = n.saturating_sub(fixed);
    let mut k = 0;
    for (i, d) in def.operands.iter().enumerate() {
        let take = match d.arity {
            Arity::Single => 1,
            _ => std::mem::take(&mut spare),
        };
        let end = (k + take).min(all.len());
        out[i] = SmallVec::from_slice(&all[k..end]);
        k = end;
    }
}

/// Splits `type(results)` over the result definitions.
fn distribute_types(def: &OpDef, all: &[Type], out: &mut [Option<Vec<Type>>]) {
    let fixed = def
        .results
        .iter()
        .filter(|o| o.arity == Arity::Single)
        .count();
    let mut spare = all.len().saturating_sub(fixed);
    let mut k = 0;
    for (i, d) in def.results.iter().enumerate() {
        let take = match d.arity {
            Arity::Single => 1,
            _ => std::mem::take(&mut spare),
        };
        let end = (k + take).min(all.len());
        out[i] = Some(all[k..end].to_vec());
        k = end;
    }
}
