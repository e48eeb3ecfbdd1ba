//! The declarative assembly format of an op, parsed from upstream's format syntax.

use super::OpDef;

/// What a `type(...)` or `functional-type(...)` directive refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeArg {
    Operand(usize),
    Result(usize),
    Operands,
    Results,
}

/// One element of a format.
#[derive(Clone, Debug)]
pub enum Elem {
    Literal(String),
    /// `` ` ` `` (true) or ``` `` ``` (false).
    Space(bool),
    Newline,
    Operand(usize),
    Attr {
        idx: usize,
        qualified: bool,
    },
    Region(usize),
    Successor(usize),
    AttrDict {
        keyword: bool,
    },
    PropDict,
    Operands,
    Regions,
    Successors,
    /// `type(...)`; `qualified(type(...))` is the same element, as every type rmlir prints
    /// stripped or qualified alike (builtin types, and dialect types kept as text).
    Type {
        arg: TypeArg,
    },
    FunctionalType(TypeArg, TypeArg),
    Custom {
        dir: usize,
        args: Vec<Elem>,
    },
    /// `ref(...)` inside a custom directive: an element parsed earlier.
    Ref(Box<Elem>),
    Optional {
        then: Vec<Elem>,
        els: Vec<Elem>,
        /// Index of the anchor in `then`.
        anchor: usize,
    },
    /// `oilist(`kw` elems | ...)`: clauses in any order, each at most once, each a keyword
    /// and its elements.
    OIList(Vec<(String, Vec<Elem>)>),
}

/// A parsed format.
#[derive(Clone, Debug)]
pub struct Format {
    pub(crate) elems: Vec<Elem>,
    /// Attributes written by the format (elided from `attr-dict`).
    pub(crate) used_attrs: Vec<usize>,
    pub(crate) has_prop_dict: bool,
    /// Whether the format has the `operands` directive (upstream's `allOperands`: only
    /// then does `attr-dict` print the operand segment sizes).
    pub(crate) all_operands: bool,
}

struct FmtParser<'d> {
    def: &'d OpDef,
    s: &'d [u8],
    pos: usize,
    used_attrs: Vec<usize>,
    has_prop_dict: bool,
    saw_operands: bool,
    operand_seen: Vec<bool>,
}

impl Format {
    pub fn parse(def: &OpDef, text: &str) -> Result<Format, String> {
        let mut p = FmtParser {
            def,
            s: text.as_bytes(),
            pos: 0,
            used_attrs: Vec::new(),
            has_prop_dict: false,
            saw_operands: false,
            operand_seen: vec![false; def.operands.len()],
        };
        let mut elems = Vec::new();
        loop {
            p.skip_ws();
            if p.pos >= p.s.len() {
                break;
            }
            elems.push(p.elem(false)?);
        }
        let all_operands = p.saw_operands;
        Ok(Format {
            elems,
            used_attrs: p.used_attrs,
            has_prop_dict: p.has_prop_dict,
            all_operands,
        })
    }
}

impl FmtParser<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.pos).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: u8) -> Result<(), String> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(format!("expected '{}' at byte {}", c as char, self.pos))
        }
    }

    fn ident(&mut self) -> String {
        self.skip_ws();
        let start = self.pos;
        while self.pos < self.s.len()
            && (self.s[self.pos].is_ascii_alphanumeric() || matches!(self.s[self.pos], b'_' | b'-'))
        {
            self.pos += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.pos]).into_owned()
    }

    fn elem(&mut self, in_custom: bool) -> Result<Elem, String> {
        match self.peek() {
            Some(b'`') => {
                self.pos += 1;
                let start = self.pos;
                while self.pos < self.s.len() && self.s[self.pos] != b'`' {
                    self.pos += 1;
                }
                let lit = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
                self.pos += 1;
                Ok(match lit.as_str() {
                    "" => Elem::Space(false),
                    " " => Elem::Space(true),
                    "\\n" => Elem::Newline,
                    _ => Elem::Literal(lit),
                })
            }
            Some(b'$') => {
                self.pos += 1;
                let name = self.ident();
                self.variable(&name, in_custom)
            }
            Some(b'(') => {
                self.pos += 1;
                let mut then = Vec::new();
                let mut anchor = None;
                while !self.eat(b')') {
                    then.push(self.elem(in_custom)?);
                    if self.eat(b'^') {
                        anchor = Some(then.len() - 1);
                    }
                }
                let mut els = Vec::new();
                if self.eat(b':') {
                    self.expect(b'(')?;
                    while !self.eat(b')') {
                        els.push(self.elem(in_custom)?);
                    }
                }
                self.expect(b'?')?;
                let anchor = anchor.ok_or("optional group has no anchor")?;
                Ok(Elem::Optional { then, els, anchor })
            }
            Some(_) => {
                let kw = self.ident();
                match kw.as_str() {
                    "attr-dict" => Ok(Elem::AttrDict { keyword: false }),
                    "attr-dict-with-keyword" => Ok(Elem::AttrDict { keyword: true }),
                    "prop-dict" => {
                        self.has_prop_dict = true;
                        Ok(Elem::PropDict)
                    }
                    "operands" => {
                        self.saw_operands = true;
                        Ok(Elem::Operands)
                    }
                    "regions" => Ok(Elem::Regions),
                    "oilist" => {
                        self.expect(b'(')?;
                        let mut clauses = Vec::new();
                        loop {
                            let kw = match self.elem(in_custom)? {
                                Elem::Literal(kw) => kw,
                                e => return Err(format!("oilist clause starts with {e:?}")),
                            };
                            let mut elems = Vec::new();
                            while !matches!(self.peek(), Some(b'|') | Some(b')') | None) {
                                elems.push(self.elem(in_custom)?);
                            }
                            clauses.push((kw, elems));
                            if !self.eat(b'|') {
                                break;
                            }
                        }
                        self.expect(b')')?;
                        Ok(Elem::OIList(clauses))
                    }
                    "successors" => Ok(Elem::Successors),
                    "type" => {
                        self.expect(b'(')?;
                        let arg = self.type_arg()?;
                        self.expect(b')')?;
                        Ok(Elem::Type { arg })
                    }
                    "qualified" => {
                        self.expect(b'(')?;
                        let inner = self.elem(in_custom)?;
                        self.expect(b')')?;
                        Ok(match inner {
                            Elem::Type { arg } => Elem::Type { arg },
                            Elem::Attr { idx, .. } => Elem::Attr {
                                idx,
                                qualified: true,
                            },
                            e => return Err(format!("cannot qualify {e:?}")),
                        })
                    }
                    "functional-type" => {
                        self.expect(b'(')?;
                        let a = self.type_arg()?;
                        self.expect(b',')?;
                        let b = self.type_arg()?;
                        self.expect(b')')?;
                        Ok(Elem::FunctionalType(a, b))
                    }
                    "custom" => {
                        self.expect(b'<')?;
                        let name = self.ident();
                        self.expect(b'>')?;
                        let dir = self
                            .def
                            .customs
                            .iter()
                            .position(|c| c.name == name)
                            .ok_or(format!("custom directive '{name}' is not declared"))?;
                        self.expect(b'(')?;
                        let mut args = Vec::new();
                        while !self.eat(b')') {
                            args.push(self.elem(true)?);
                            self.eat(b',');
                        }
                        Ok(Elem::Custom { dir, args })
                    }
                    "ref" if in_custom => {
                        self.expect(b'(')?;
                        let inner = self.elem(true)?;
                        self.expect(b')')?;
                        Ok(Elem::Ref(Box::new(inner)))
                    }
                    _ => Err(format!("unknown directive '{kw}' at byte {}", self.pos)),
                }
            }
            None => Err("unexpected end of format".into()),
        }
    }

    fn variable(&mut self, name: &str, _in_custom: bool) -> Result<Elem, String> {
        let d = self.def;
        if let Some(i) = d.operands.iter().position(|o| o.name == name) {
            self.operand_seen[i] = true;
            return Ok(Elem::Operand(i));
        }
        if let Some(i) = d.attrs.iter().position(|a| a.name == name) {
            if !self.used_attrs.contains(&i) {
                self.used_attrs.push(i);
            }
            return Ok(Elem::Attr {
                idx: i,
                qualified: false,
            });
        }
        if let Some(i) = d.regions.iter().position(|r| r.name == name) {
            return Ok(Elem::Region(i));
        }
        if let Some(i) = d.successors.iter().position(|r| r.name == name) {
            return Ok(Elem::Successor(i));
        }
        Err(format!("unknown variable '${name}'"))
    }

    fn type_arg(&mut self) -> Result<TypeArg, String> {
        if self.eat(b'$') {
            let name = self.ident();
            let d = self.def;
            if let Some(i) = d.operands.iter().position(|o| o.name == name) {
                return Ok(TypeArg::Operand(i));
            }
            if let Some(i) = d.results.iter().position(|o| o.name == name) {
                return Ok(TypeArg::Result(i));
            }
            return Err(format!(
                "unknown operand or result '${name}' in type directive"
            ));
        }
        match self.ident().as_str() {
            "operands" => Ok(TypeArg::Operands),
            "results" => Ok(TypeArg::Results),
            other => Err(format!("invalid type directive argument '{other}'")),
        }
    }
}
