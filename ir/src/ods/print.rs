//! The printer of declarative assembly formats: a port of the printers upstream's
//! `OpFormatGen` generates, spacing decisions included. Those decisions are made when the
//! printer is generated, so they depend on the sequence of format elements, not on which
//! optional groups are present at run time: the interpreter walks absent groups too,
//! without output.

use super::format::{Elem, Format, TypeArg};
use super::{operand_segments, prop, result_segments, Arity, AttrAsm, OpDef, Trait};
use crate::attributes::{AttrKind, Attribute};
use crate::body::{BlockId, Body, OpId, RegionId, ValueId};
use crate::printer::OpPrinter;
use crate::printer::{is_bare_identifier, write_escaped};
use crate::types::Type;
use smallvec::SmallVec;

/// An argument of a `custom<...>` directive, as its printer receives it.
#[derive(Clone, Debug)]
pub enum CustomPrintArg {
    /// An operand (0 or 1 value when optional) or an operand group.
    Values(Vec<ValueId>),
    Types(Vec<Type>),
    Attr(Option<Attribute>),
    Regions(Vec<RegionId>),
    Successors(Vec<BlockId>),
    /// `attr-dict`: the printer prints nothing for it.
    AttrDict,
}

/// The printer of a `custom<...>` directive: called after the space before it.
pub type CustomPrintFn = fn(&mut OpPrinter<'_, '_>, &Body, OpId, &[CustomPrintArg]);

#[derive(Clone, Copy)]
struct Spacing {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

/// Upstream's `shouldEmitSpaceBefore`.
fn space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.as_bytes()[0];
    if last_was_punctuation {
        return !b">)}],".contains(&c);
    }
    !b"<>(){}[],".contains(&c)
}

/// The print hook of every op declared with a format.
pub fn print_op(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let info = ctx.op_info(body.op_name(op)).expect("registered op");
    let (Some(def), Some(fmt)) = (info.def, info.format.as_deref()) else {
        return;
    };
    let mut st = Spacing {
        should_emit_space: true,
        last_was_punctuation: false,
    };
    let mut pr = OpFmtPrinter {
        p,
        body,
        op,
        def,
        fmt,
    };
    pr.elems(&fmt.elems, true, &mut st, None);
}

struct OpFmtPrinter<'a, 'p, 'q, 'c> {
    p: &'a mut OpPrinter<'q, 'c>,
    body: &'p Body,
    op: OpId,
    def: &'static OpDef,
    fmt: &'p Format,
}

impl OpFmtPrinter<'_, '_, '_, '_> {
    fn operand_values(&self, i: usize) -> SmallVec<[ValueId; 4]> {
        let segs = operand_segments(self.p.ctx(), self.def, self.body, self.op);
        let (s, n) = segs[i];
        (s..s + n).map(|k| self.body.operand(self.op, k)).collect()
    }

    fn result_values(&self, i: usize) -> SmallVec<[ValueId; 4]> {
        let segs = result_segments(self.p.ctx(), self.def, self.body, self.op);
        let (s, n) = segs[i];
        SmallVec::from_slice(&self.body.results(self.op)[s..s + n])
    }

    fn types_of(&self, arg: TypeArg) -> SmallVec<[Type; 4]> {
        let b = self.body;
        match arg {
            TypeArg::Operand(i) => self
                .operand_values(i)
                .iter()
                .map(|v| b.value_type(*v))
                .collect(),
            TypeArg::Result(i) => self
                .result_values(i)
                .iter()
                .map(|v| b.value_type(*v))
                .collect(),
            TypeArg::Operands => b.operands(self.op).map(|v| b.value_type(v)).collect(),
            TypeArg::Results => b
                .results(self.op)
                .iter()
                .map(|v| b.value_type(*v))
                .collect(),
        }
    }

    fn attr(&self, i: usize) -> Option<Attribute> {
        prop(self.p.ctx(), self.body, self.op, self.def.attrs[i].name)
    }

    fn regions(&self) -> Vec<RegionId> {
        self.body.op_regions(self.op).1.to_vec()
    }

    /// Regions of the region definition `i` (all remaining regions for a variadic one).
    fn region_group(&self, i: usize) -> Vec<RegionId> {
        let all = self.regions();
        if self.def.regions[i].variadic {
            all.get(i..).map(|s| s.to_vec()).unwrap_or_default()
        } else {
            all.get(i).map(|r| vec![*r]).unwrap_or_default()
        }
    }

    fn successor_group(&self, i: usize) -> Vec<BlockId> {
        let all = self.body.successors(self.op);
        if self.def.successors[i].variadic {
            all.get(i..).map(|s| s.to_vec()).unwrap_or_default()
        } else {
            all.get(i).map(|r| vec![*r]).unwrap_or_default()
        }
    }

    /// Whether the anchor of an optional group is present.
    fn present(&self, e: &Elem) -> bool {
        let ctx = self.p.ctx();
        match e {
            Elem::Operand(i) => match self.def.operands[*i].arity {
                Arity::Single => true,
                _ => !self.operand_values(*i).is_empty(),
            },
            Elem::Attr { idx, .. } => {
                let a = self.attr(*idx);
                match (a, self.def.attrs[*idx].default) {
                    (Some(a), Some(d)) => a != d(ctx),
                    (a, _) => a.is_some(),
                }
            }
            Elem::Region(i) => self
                .region_group(*i)
                .iter()
                .any(|r| !self.body.op_regions(self.op).0.region_is_empty(*r)),
            Elem::Successor(i) => !self.successor_group(*i).is_empty(),
            Elem::Type { arg, .. } => !self.types_of(*arg).is_empty(),
            Elem::FunctionalType(a, _) => !self.types_of(*a).is_empty(),
            Elem::Operands => self.body.num_operands(self.op) > 0,
            Elem::Regions => !self.regions().is_empty(),
            Elem::Successors => !self.body.successors(self.op).is_empty(),
            Elem::Custom { args, .. } => args.first().is_some_and(|a| self.present(a)),
            Elem::Ref(inner) => self.present(inner),
            Elem::Literal(_) | Elem::Space(_) | Elem::Newline => true,
            Elem::AttrDict { .. } | Elem::PropDict | Elem::Optional { .. } | Elem::OIList(_) => {
                true
            }
        }
    }

    /// Whether an `oilist` clause is printed: one of its variables is present (upstream's
    /// generated check; a single operand counts only when it is there).
    fn clause_present(&self, elems: &[Elem]) -> bool {
        elems.iter().any(|e| match e {
            Elem::Operand(i) => !self.operand_values(*i).is_empty(),
            Elem::Attr { .. } | Elem::Region(_) => self.present(e),
            Elem::Custom { args, .. } => self.clause_present(args),
            Elem::Ref(inner) => self.clause_present(std::slice::from_ref(&**inner)),
            _ => false,
        })
    }

    fn is_unit_attr(&self, e: &Elem) -> bool {
        matches!(e, Elem::Attr { idx, .. } if matches!(self.def.attrs[*idx].constraint.asm, AttrAsm::Unit))
    }

    fn elems(&mut self, elems: &[Elem], emit: bool, st: &mut Spacing, skip: Option<*const Elem>) {
        for e in elems {
            if skip == Some(e as *const Elem) {
                continue;
            }
            self.elem(e, emit, st);
        }
    }

    fn elem(&mut self, e: &Elem, emit: bool, st: &mut Spacing) {
        match e {
            Elem::Literal(v) => {
                if emit {
                    if st.should_emit_space && space_before(v, st.last_was_punctuation) {
                        self.p.write(" ");
                    }
                    self.p.write(v);
                }
                let c = v.as_bytes()[0];
                st.should_emit_space = v.len() != 1 || !b"<({[".contains(&c);
                st.last_was_punctuation = c != b'_' && !c.is_ascii_alphabetic();
                return;
            }
            Elem::Space(sp) => {
                if emit && *sp {
                    self.p.write(" ");
                }
                st.last_was_punctuation = !*sp;
                st.should_emit_space = false;
                return;
            }
            Elem::Newline => {
                if emit {
                    self.p.print_newline();
                }
                return;
            }
            Elem::Optional { then, els, anchor } => {
                let a = &then[*anchor];
                let present = emit && self.present(a);
                // A unit attribute anchor that does not start a group is implied by the group.
                let elided = if self.is_unit_attr(a)
                    && !std::ptr::eq(a, &then[0])
                    && els.first().is_none_or(|f| !std::ptr::eq(a, f))
                {
                    Some(a as *const Elem)
                } else {
                    None
                };
                self.elems(then, present, st, elided);
                self.elems(els, emit && !present, st, elided);
                return;
            }
            Elem::OIList(clauses) => {
                for (kw, elems) in clauses {
                    let present = emit && self.clause_present(elems);
                    self.elem(&Elem::Literal(kw.clone()), present, st);
                    // A clause with a unit attribute is its keyword alone.
                    if !elems.iter().any(|e| self.is_unit_attr(e)) {
                        self.elems(elems, present, st, None);
                    }
                }
                return;
            }
            Elem::AttrDict { keyword } => {
                if emit {
                    self.attr_dict(*keyword);
                }
                st.last_was_punctuation = false;
                return;
            }
            Elem::PropDict => {
                if emit {
                    self.prop_dict();
                }
                st.last_was_punctuation = false;
                return;
            }
            _ => {}
        }
        if emit && (st.should_emit_space || !st.last_was_punctuation) {
            self.p.write(" ");
        }
        st.last_was_punctuation = false;
        st.should_emit_space = true;
        if emit {
            self.value_elem(e);
        }
    }

    fn value_elem(&mut self, e: &Elem) {
        let body = self.body;
        match e {
            Elem::Operand(i) => {
                let vals = self.operand_values(*i);
                self.value_list(&vals);
            }
            Elem::Attr { idx, qualified } => {
                if let Some(a) = self.attr(*idx) {
                    self.attribute(*idx, a, *qualified);
                }
            }
            Elem::Region(i) => {
                let rs = self.region_group(*i);
                self.region_list(&rs);
            }
            Elem::Regions => {
                let rs = self.regions();
                self.region_list(&rs);
            }
            Elem::Successor(i) => {
                let ss = self.successor_group(*i);
                self.successor_list(&ss);
            }
            Elem::Successors => {
                let ss = body.successors(self.op).to_vec();
                self.successor_list(&ss);
            }
            Elem::Operands => {
                let vals: Vec<_> = body.operands(self.op).collect();
                self.value_list(&vals);
            }
            Elem::Type { arg } => {
                let tys = self.types_of(*arg);
                self.type_list(&tys);
            }
            Elem::FunctionalType(a, r) => {
                let ins = self.types_of(*a);
                let outs = self.types_of(*r);
                self.p.write("(");
                self.type_list(&ins);
                self.p.write(") -> ");
                self.p.p.print_function_results(&outs);
            }
            Elem::Custom { dir, args } => {
                let args: Vec<CustomPrintArg> = args.iter().map(|a| self.custom_arg(a)).collect();
                (self.def.customs[*dir].print)(self.p, body, self.op, &args);
            }
            _ => {}
        }
    }

    fn custom_arg(&self, e: &Elem) -> CustomPrintArg {
        match e {
            Elem::Operand(i) => CustomPrintArg::Values(self.operand_values(*i).to_vec()),
            Elem::Operands => CustomPrintArg::Values(self.body.operands(self.op).collect()),
            Elem::Attr { idx, .. } => CustomPrintArg::Attr(self.attr(*idx)),
            Elem::Type { arg, .. } => CustomPrintArg::Types(self.types_of(*arg).to_vec()),
            Elem::Region(i) => CustomPrintArg::Regions(self.region_group(*i)),
            Elem::Regions => CustomPrintArg::Regions(self.regions()),
            Elem::Successor(i) => CustomPrintArg::Successors(self.successor_group(*i)),
            Elem::Successors => CustomPrintArg::Successors(self.body.successors(self.op).to_vec()),
            Elem::Ref(inner) => self.custom_arg(inner),
            _ => CustomPrintArg::AttrDict,
        }
    }

    fn value_list(&mut self, vals: &[ValueId]) {
        for (k, v) in vals.iter().enumerate() {
            if k > 0 {
                self.p.write(", ");
            }
            self.p.print_value(self.body, *v);
        }
    }

    fn type_list(&mut self, tys: &[Type]) {
        for (k, t) in tys.iter().enumerate() {
            if k > 0 {
                self.p.write(", ");
            }
            self.p.print_type(*t);
        }
    }

    fn successor_list(&mut self, ss: &[BlockId]) {
        for (k, b) in ss.iter().enumerate() {
            if k > 0 {
                self.p.write(", ");
            }
            self.p.p.print_block_name(self.body, *b);
        }
    }

    fn region_list(&mut self, rs: &[RegionId]) {
        let (rb, _) = self.body.op_regions(self.op);
        let implicit = self.def.implicit_terminator().is_some();
        for (k, r) in rs.iter().enumerate() {
            if k > 0 {
                self.p.write(", ");
            }
            let mut print_terminator = true;
            if implicit {
                if let Some(b) = rb.entry_block(*r) {
                    if let Some(t) = rb.last_op(b) {
                        let data = rb.op(t);
                        let has_traits = self
                            .p
                            .ctx()
                            .op_traits(data.name)
                            .has(crate::dialect::Traits::TERMINATOR);
                        if has_traits {
                            print_terminator = !rb.attrs(t).is_empty()
                                || data.props.iter().any(|p| p.is_some())
                                || rb.num_operands(t) != 0
                                || !rb.results(t).is_empty();
                        }
                    }
                }
            }
            self.p.print_region(rb, *r, true, print_terminator);
        }
    }

    fn attribute(&mut self, idx: usize, a: Attribute, qualified: bool) {
        let ctx = self.p.ctx();
        let def = &self.def.attrs[idx];
        if qualified {
            self.p.print_attribute(a);
            return;
        }
        match def.constraint.asm {
            AttrAsm::Any | AttrAsm::Class(_) | AttrAsm::Unit => self.p.print_attribute(a),
            AttrAsm::Typed(_) => self.p.print_attribute_without_type(a),
            AttrAsm::SymbolName => {
                let s = ctx.attr_str(a).unwrap_or_default();
                let s = String::from_utf8_lossy(s).into_owned();
                self.p.print_symbol_name(&s);
            }
            AttrAsm::Enum(e) => {
                let name = match ctx.attr_kind(a) {
                    AttrKind::Integer { value, .. } => value.to_i64().and_then(|v| e.case_name(v)),
                    _ => None,
                };
                match name {
                    Some(n) if is_bare_identifier(n) => self.p.write(n),
                    Some(n) => {
                        let mut s = String::new();
                        write_escaped(&mut s, n.as_bytes());
                        self.p.write(&s);
                    }
                    None => self.p.print_attribute(a),
                }
            }
            AttrAsm::DenseArray(_) => self.p.print_dense_array_stripped(a),
            AttrAsm::DialectEnum(e) => match e.case_of(ctx, a) {
                Some(case) => {
                    self.p.write(" ");
                    self.p.write(case);
                }
                None => self.p.print_attribute(a),
            },
            AttrAsm::Dialect(prefix) => {
                match super::constraints::dialect_attr_params(ctx, a, prefix)
                    .filter(|r| r.starts_with('<'))
                {
                    Some(rest) => self.p.write(rest),
                    None => self.p.print_attribute(a),
                }
            }
        }
    }

    /// Upstream's `genAttrDictPrinter`: every attribute (inherent and discardable, sorted)
    /// except those the format prints, the segment sizes it implies and defaults.
    fn attr_dict(&mut self, keyword: bool) {
        let ctx = self.p.ctx();
        let mut elided: Vec<&str> = Vec::new();
        if !self.fmt.all_operands
            && self
                .def
                .has_trait(|t| matches!(t, Trait::AttrSizedOperandSegments))
        {
            elided.push("operandSegmentSizes");
        }
        if self
            .def
            .has_trait(|t| matches!(t, Trait::AttrSizedResultSegments))
        {
            elided.push("resultSegmentSizes");
        }
        for &i in &self.fmt.used_attrs {
            elided.push(self.def.attrs[i].name);
        }
        for (i, a) in self.def.attrs.iter().enumerate() {
            if let (Some(d), Some(v)) = (a.default, self.attr(i)) {
                if v == d(ctx) {
                    elided.push(a.name);
                }
            }
        }
        let mut all: Vec<(crate::context::Ident, Attribute)> = Vec::new();
        if !self.fmt.has_prop_dict {
            let info = ctx.op_info(self.body.op_name(self.op)).expect("registered");
            for (n, v) in info.props.iter().zip(self.body.op(self.op).props.iter()) {
                if let Some(v) = v {
                    all.push((ctx.ident(n), *v));
                }
            }
        }
        all.extend(self.body.attrs(self.op).iter().copied());
        let _ = ctx.sort_named_attrs(&mut all);
        if keyword {
            self.p.print_optional_attr_dict_with_keyword(&all, &elided);
        } else {
            self.p.print_optional_attr_dict(&all, &elided);
        }
    }

    /// Upstream's `genPropDictPrinter`: ` <{...}>` of the properties the format does not
    /// print.
    fn prop_dict(&mut self) {
        let ctx = self.p.ctx();
        let info = ctx.op_info(self.body.op_name(self.op)).expect("registered");
        let mut kept = Vec::new();
        for (n, v) in info.props.iter().zip(self.body.op(self.op).props.iter()) {
            let Some(v) = v else { continue };
            let used = self
                .fmt
                .used_attrs
                .iter()
                .any(|&i| self.def.attrs[i].name == *n);
            let default = self
                .def
                .attrs
                .iter()
                .find(|a| a.name == *n)
                .and_then(|a| a.default)
                .is_some_and(|d| d(ctx) == *v);
            if !used && !default {
                kept.push((ctx.ident(n), *v));
            }
        }
        if kept.is_empty() {
            return;
        }
        let _ = ctx.sort_named_attrs(&mut kept);
        let dict = ctx.dict_attr(kept).unwrap_or_else(|_| ctx.unit_attr());
        self.p.write(" <");
        self.p.print_attribute(dict);
        self.p.write(">");
    }
}
