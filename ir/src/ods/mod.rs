//! Declarative op definitions: upstream's ODS, interpreted.
//!
//! An op is declared as a constant [`OpDef`]: its operands, results, attributes (stored as
//! properties), regions, successors, traits, and an upstream-style assembly format string
//! (`` $lhs `,` $rhs attr-dict `:` type($result) ``). [`OpDef::info`] turns it into the
//! [`OpInfo`] the context registers; the format is parsed once, when the dialect loads, and
//! interpreted by [`print`] and [`parse`] with the same spacing decisions upstream's
//! generated printers make. [`verify`] checks the invariants upstream's generated
//! `verifyInvariants` checks, with its messages.
//!
//! ```
//! use rmlir_ir::ods::{constraints as c, operand, result, OpDef, Trait};
//! static ADDI: OpDef = OpDef {
//!     operands: &[operand("lhs", c::SIGNLESS_INTEGER_LIKE), operand("rhs", c::SIGNLESS_INTEGER_LIKE)],
//!     results: &[result("result", c::SIGNLESS_INTEGER_LIKE)],
//!     traits: &[Trait::SameOperandsAndResultType],
//!     format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
//!     ..OpDef::new("demo.addi")
//! };
//! ```

pub mod constraints;
pub mod enums;
mod format;
pub mod parse;
pub mod print;
pub mod verify;
pub mod view;

use crate::attributes::Attribute;
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::dialect::{OpInfo, ResultNamesFn, SymbolUsesFn, Traits, VerifyFn};
use crate::types::Type;

pub use enums::DialectEnumDef;
pub use format::Format;
pub use parse::{CustomParseArg, CustomParseFn};
pub use print::{CustomPrintArg, CustomPrintFn};

/// How many values an operand or result definition stands for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// A type constraint (upstream's `TypeConstraint`): a predicate and its summary, which
/// verifier messages quote (`operand #0 must be <summary>, but got 'f32'`).
#[derive(Copy, Clone)]
pub struct TypeConstraint {
    pub summary: &'static str,
    pub pred: fn(&Context, Type) -> bool,
    /// The one type the constraint allows, when it names exactly one (`I1`, `Index`):
    /// custom parsers infer it instead of reading it.
    pub build: Option<fn(&Context) -> Type>,
    /// The C++ class upstream parses a `type(...)` of this constraint into (`MemRefType`):
    /// a parsed type of another kind is "invalid kind of type specified".
    pub class: Option<fn(&Context, Type) -> bool>,
}

/// An operand or a result.
#[derive(Copy, Clone)]
pub struct ValueDef {
    pub name: &'static str,
    pub arity: Arity,
    pub constraint: TypeConstraint,
}

pub const fn operand(name: &'static str, constraint: TypeConstraint) -> ValueDef {
    ValueDef {
        name,
        arity: Arity::Single,
        constraint,
    }
}
pub const fn optional(name: &'static str, constraint: TypeConstraint) -> ValueDef {
    ValueDef {
        name,
        arity: Arity::Optional,
        constraint,
    }
}
pub const fn variadic(name: &'static str, constraint: TypeConstraint) -> ValueDef {
    ValueDef {
        name,
        arity: Arity::Variadic,
        constraint,
    }
}
/// A single result (results use the same constructors as operands).
pub const fn result(name: &'static str, constraint: TypeConstraint) -> ValueDef {
    operand(name, constraint)
}

/// How an attribute is written in a custom assembly format (follows the attribute's C++
/// storage class upstream).
#[derive(Copy, Clone)]
pub enum AttrAsm {
    /// Storage `::mlir::Attribute`: printed and parsed in full.
    Any,
    /// A builtin attribute class (`StringAttr`, `ArrayAttr`, ...): printed in full; a parsed
    /// attribute of another kind is "invalid kind of attribute specified".
    Class(fn(&Context, Attribute) -> bool),
    /// An attribute of a fixed type (`I64Attr`): printed and parsed without `: type`.
    Typed(fn(&Context) -> Type),
    /// A dense array attribute printed without its `array<T:` wrapper: `[1, 2]`.
    DenseArray(fn(&Context) -> Type),
    /// An integer enum (`I64EnumAttr`): its case name as a keyword.
    Enum(&'static EnumDef),
    /// An attribute of a dialect, printed as its parameters only: `<fast>` for
    /// `#arith.fastmath<fast>` (the field is the `#arith.fastmath` prefix).
    Dialect(&'static str),
    /// A dialect enum attribute whose own format is its case keyword
    /// (`#index<cmp_predicate slt>`): printed as ` slt` (the attribute printer's leading
    /// space included), parsed from the keyword or the full attribute.
    DialectEnum(&'static DialectEnumDef),
    /// `SymbolNameAttr`: `@name`.
    SymbolName,
    /// `UnitAttr`: only present or absent.
    Unit,
}

/// An attribute constraint (upstream's `Attr`): predicate, summary and assembly.
#[derive(Copy, Clone)]
pub struct AttrConstraint {
    pub summary: &'static str,
    pub pred: fn(&Context, Attribute) -> bool,
    pub asm: AttrAsm,
}

/// An inherent attribute of an op; stored as a property.
#[derive(Copy, Clone)]
pub struct AttrDef {
    pub name: &'static str,
    pub constraint: AttrConstraint,
    pub optional: bool,
    /// Upstream's `DefaultValuedAttr`: the attribute's value when absent (not elided by
    /// the generic printer; elided by `attr-dict` when equal).
    pub default: Option<fn(&Context) -> Attribute>,
}

pub const fn attr(name: &'static str, constraint: AttrConstraint) -> AttrDef {
    AttrDef {
        name,
        constraint,
        optional: false,
        default: None,
    }
}
pub const fn optional_attr(name: &'static str, constraint: AttrConstraint) -> AttrDef {
    AttrDef {
        name,
        constraint,
        optional: true,
        default: None,
    }
}
/// Upstream's `DefaultValuedOptionalAttr`: not filled in when absent, elided by
/// `attr-dict` when equal to `default`.
pub const fn default_optional_attr(
    name: &'static str,
    constraint: AttrConstraint,
    default: fn(&Context) -> Attribute,
) -> AttrDef {
    AttrDef {
        name,
        constraint,
        optional: true,
        default: Some(default),
    }
}

pub const fn default_attr(
    name: &'static str,
    constraint: AttrConstraint,
    default: fn(&Context) -> Attribute,
) -> AttrDef {
    AttrDef {
        name,
        constraint,
        optional: false,
        default: Some(default),
    }
}

/// An integer enum (upstream's `I32EnumAttr`/`I64EnumAttr`): case names and values.
pub struct EnumDef {
    /// The C++ enum name (`CmpIPredicate`), used in parse errors.
    pub name: &'static str,
    pub cases: &'static [(&'static str, i64)],
    /// Storage width of the integer attribute (32 or 64).
    pub width: u32,
}

impl EnumDef {
    pub fn case_name(&self, v: i64) -> Option<&'static str> {
        self.cases.iter().find(|c| c.1 == v).map(|c| c.0)
    }
    pub fn case_value(&self, name: &str) -> Option<i64> {
        self.cases.iter().find(|c| c.0 == name).map(|c| c.1)
    }
    /// Upstream's summary of the enum's attribute constraint.
    pub fn summary(&self) -> String {
        let vals: Vec<String> = self.cases.iter().map(|c| c.1.to_string()).collect();
        format!(
            "allowed {}-bit signless integer cases: {}",
            self.width,
            vals.join(", ")
        )
    }
}

/// A region of an op.
#[derive(Copy, Clone)]
pub struct RegionDef {
    pub name: &'static str,
    pub variadic: bool,
    /// `SizedRegion<1>`: exactly one block.
    pub single_block: bool,
    /// `MaxSizedRegion<1>`: at most one block.
    pub max_one_block: bool,
}
pub const fn region(name: &'static str) -> RegionDef {
    RegionDef {
        name,
        variadic: false,
        single_block: false,
        max_one_block: false,
    }
}
/// `MaxSizedRegion<1>`.
pub const fn max_sized_region(name: &'static str) -> RegionDef {
    RegionDef {
        name,
        variadic: false,
        single_block: false,
        max_one_block: true,
    }
}
/// `VariadicRegion<SizedRegion<1>>`.
pub const fn variadic_sized_region(name: &'static str) -> RegionDef {
    RegionDef {
        name,
        variadic: true,
        single_block: true,
        max_one_block: false,
    }
}
pub const fn sized_region(name: &'static str) -> RegionDef {
    RegionDef {
        name,
        variadic: false,
        single_block: true,
        max_one_block: false,
    }
}
pub const fn variadic_region(name: &'static str) -> RegionDef {
    RegionDef {
        name,
        variadic: true,
        single_block: false,
        max_one_block: false,
    }
}

/// A successor of an op.
#[derive(Copy, Clone)]
pub struct SuccessorDef {
    pub name: &'static str,
    pub variadic: bool,
}
pub const fn successor(name: &'static str) -> SuccessorDef {
    SuccessorDef {
        name,
        variadic: false,
    }
}
pub const fn variadic_successor(name: &'static str) -> SuccessorDef {
    SuccessorDef {
        name,
        variadic: true,
    }
}

/// Traits of an op, verified in the order declared (after the count checks and the
/// invariants of its operands, results, attributes, regions and successors).
#[derive(Copy, Clone)]
pub enum Trait {
    Terminator,
    NoTerminator,
    IsolatedFromAbove,
    SymbolTable,
    Symbol,
    SingleBlock,
    /// `SingleBlockImplicitTerminator<Op>`: the full name of the terminator op.
    SingleBlockImplicitTerminator(&'static str),
    GraphRegions,
    AffineScope,
    NoRegionArguments,
    AutomaticAllocationScope,
    ReturnLike,
    ConstantLike,
    AttrSizedOperandSegments,
    AttrSizedResultSegments,
    SameOperandsAndResultType,
    SameTypeOperands,
    SameOperandsShape,
    SameOperandsAndResultShape,
    SameOperandsElementType,
    SameOperandsAndResultElementType,
    Elementwise,
    /// `HasParent<A, B>`: full names of the allowed parents.
    HasParent(&'static [&'static str]),
    /// `AllTypesMatch<[...]>` over operand/result names.
    AllTypesMatch(&'static [&'static str]),
    /// `TypesMatchWith<summary, from, to, transform>`.
    TypesMatchWith {
        summary: &'static str,
        from: &'static str,
        to: &'static str,
        transform: fn(&Context, Type) -> Type,
    },
    /// Any other `PredOpTrait`: "failed to verify that <summary>".
    Pred {
        summary: &'static str,
        pred: fn(&Context, &Body, OpId) -> bool,
    },
    Commutative,
    Idempotent,
    Involution,
    /// `Pure`: no memory effects, always speculatable.
    Pure,
    NoMemoryEffect,
    AlwaysSpeculatable,
    RecursiveMemoryEffects,
}

/// Result type inference (upstream's `InferTypeOpInterface::inferReturnTypes`) from the
/// operand types and the op's attributes (by name).
pub type InferFn = fn(
    &Context,
    operand_types: &[Type],
    attr: &dyn Fn(&str) -> Option<Attribute>,
) -> Option<Vec<Type>>;

/// A `custom<Name>(...)` directive of an op's format.
#[derive(Copy, Clone)]
pub struct CustomDirective {
    pub name: &'static str,
    pub parse: CustomParseFn,
    pub print: CustomPrintFn,
}

/// Everything declared about one op. Build with struct update from [`OpDef::new`].
pub struct OpDef {
    pub name: &'static str,
    pub operands: &'static [ValueDef],
    pub results: &'static [ValueDef],
    pub attrs: &'static [AttrDef],
    pub regions: &'static [RegionDef],
    pub successors: &'static [SuccessorDef],
    pub traits: &'static [Trait],
    /// The declarative assembly format; `None` with `parse`/`print` for a hand-written one,
    /// `None` without them for the generic form only.
    pub format: Option<&'static str>,
    pub customs: &'static [CustomDirective],
    pub infer: Option<InferFn>,
    /// The op's own verifier (upstream's `verify()`), after the traits.
    pub verify: Option<VerifyFn>,
    /// Region traits and upstream's `verifyRegions()`, after the nested ops verified
    /// (replaces the `SingleBlockImplicitTerminator` check, see
    /// [`verify::verify_implicit_terminator`]).
    pub verify_regions: Option<VerifyFn>,
    pub parse: Option<crate::dialect::ParseFn>,
    pub print: Option<crate::dialect::PrintFn>,
    pub result_names: Option<ResultNamesFn>,
    pub default_dialect: Option<&'static str>,
    pub verify_symbol_uses: Option<SymbolUsesFn>,
    /// Upstream's `fold` ([`crate::rewrite::fold`]).
    pub fold: Option<crate::rewrite::fold::FoldFn>,
    /// Upstream's `getCanonicalizationPatterns`.
    pub canonicalization_patterns: Option<crate::dialect::CanonicalizationPatternsFn>,
    /// Upstream's `MemoryEffectOpInterface::getEffects` (ops with a `Pure`/`NoMemoryEffect`
    /// trait need none).
    pub memory_effects: Option<crate::rewrite::effects::EffectsFn>,
    /// Upstream's `BranchOpInterface`.
    pub branch: Option<crate::rewrite::BranchOpInterface>,
}

impl OpDef {
    pub const fn new(name: &'static str) -> OpDef {
        OpDef {
            name,
            operands: &[],
            results: &[],
            attrs: &[],
            regions: &[],
            successors: &[],
            traits: &[],
            format: None,
            customs: &[],
            infer: None,
            verify: None,
            verify_regions: None,
            parse: None,
            print: None,
            result_names: None,
            default_dialect: None,
            verify_symbol_uses: None,
            fold: None,
            canonicalization_patterns: None,
            memory_effects: None,
            branch: None,
        }
    }

    pub fn has_trait(&self, f: impl Fn(&Trait) -> bool) -> bool {
        self.traits.iter().any(f)
    }

    /// The implicit terminator of `SingleBlockImplicitTerminator`, if any.
    pub fn implicit_terminator(&self) -> Option<&'static str> {
        self.traits.iter().find_map(|t| match t {
            Trait::SingleBlockImplicitTerminator(n) => Some(*n),
            _ => None,
        })
    }

    fn structural_traits(&self) -> Traits {
        let mut t = Traits::NONE;
        for tr in self.traits {
            t = t.union(match tr {
                Trait::Terminator => Traits::TERMINATOR,
                Trait::NoTerminator => Traits::NO_TERMINATOR,
                Trait::IsolatedFromAbove => Traits::ISOLATED_FROM_ABOVE,
                Trait::SymbolTable => Traits::SYMBOL_TABLE,
                Trait::Symbol => Traits::SYMBOL,
                Trait::SingleBlock | Trait::SingleBlockImplicitTerminator(_) => {
                    Traits::SINGLE_BLOCK
                }
                Trait::GraphRegions => Traits::GRAPH_REGIONS,
                Trait::AffineScope => Traits::AFFINE_SCOPE,
                Trait::NoRegionArguments => Traits::NO_REGION_ARGUMENTS,
                Trait::AutomaticAllocationScope => Traits::AUTOMATIC_ALLOCATION_SCOPE,
                Trait::ReturnLike => Traits::RETURN_LIKE,
                Trait::ConstantLike => Traits::CONSTANT_LIKE,
                Trait::Commutative => Traits::COMMUTATIVE,
                Trait::Idempotent => Traits::IDEMPOTENT,
                Trait::Involution => Traits::INVOLUTION,
                Trait::Pure => Traits::PURE,
                Trait::NoMemoryEffect => Traits::NO_MEMORY_EFFECT,
                Trait::AlwaysSpeculatable => Traits::ALWAYS_SPECULATABLE,
                Trait::RecursiveMemoryEffects => Traits::RECURSIVE_MEMORY_EFFECTS,
                _ => Traits::NONE,
            });
        }
        t
    }

    /// Property slots: the segment sizes (if any), then the attributes in declaration order.
    pub fn property_names(&self) -> Vec<&'static str> {
        let mut v = Vec::new();
        if self.has_trait(|t| matches!(t, Trait::AttrSizedOperandSegments)) {
            v.push("operandSegmentSizes");
        }
        if self.has_trait(|t| matches!(t, Trait::AttrSizedResultSegments)) {
            v.push("resultSegmentSizes");
        }
        v.extend(self.attrs.iter().map(|a| a.name));
        v
    }

    /// The registration of this op. Panics if its format is malformed: formats are part of
    /// the program, and the dialect's tests load every op.
    pub fn info(&'static self) -> OpInfo {
        let mut info = OpInfo::new(self.name, self.structural_traits());
        info.props = self.property_names();
        info.verify_invariants = Some(verify::verify_invariants);
        info.verify = Some(verify::verify_op);
        info.verify_regions = Some(verify::verify_region_invariants);
        info.default_dialect = self.default_dialect;
        info.result_names = self.result_names;
        info.verify_symbol_uses = self.verify_symbol_uses;
        info.fold = self.fold;
        info.canonicalization_patterns = self.canonicalization_patterns;
        info.memory_effects = self.memory_effects;
        info.branch = self.branch;
        info.def = Some(self);
        match self.format {
            Some(f) => {
                let fmt = Format::parse(self, f)
                    .unwrap_or_else(|e| panic!("assembly format of '{}': {e}", self.name));
                info.format = Some(Box::new(fmt));
                info.parse = Some(parse::parse_op);
                info.print = Some(print::print_op);
            }
            None => {
                info.parse = self.parse;
                info.print = self.print;
            }
        }
        info
    }
}

/// A dialect made of declared ops.
pub struct DeclaredDialect {
    pub namespace: &'static str,
    pub ops: &'static [&'static OpDef],
}

impl crate::dialect::Dialect for DeclaredDialect {
    fn namespace(&self) -> &'static str {
        self.namespace
    }
    fn ops(&self) -> Vec<OpInfo> {
        self.ops.iter().map(|d| d.info()).collect()
    }
}

/// The declaration of a registered op, if it was declared with an [`OpDef`].
pub fn op_def(ctx: &Context, body: &Body, op: OpId) -> Option<&'static OpDef> {
    ctx.op_info(body.op_name(op)).and_then(|i| i.def)
}

/// The value of the inherent attribute `name` of `op` (its property slot).
pub fn prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    let info = ctx.op_info(body.op_name(op))?;
    let i = info.prop_index(name)?;
    body.op(op).props.get(i).copied().flatten()
}

/// Operand ranges of each operand definition: `(start, len)` per definition, from the
/// segment sizes property or the arity (one variadic group takes what remains).
pub fn operand_segments(ctx: &Context, def: &OpDef, body: &Body, op: OpId) -> Segments {
    let total = body.num_operands(op);
    segments(ctx, def.operands, total, || {
        prop(ctx, body, op, "operandSegmentSizes")
    })
}

/// `(start, count)` of each operand or result definition.
pub type Segments = smallvec::SmallVec<[(usize, usize); 4]>;

/// Result ranges of each result definition.
pub fn result_segments(ctx: &Context, def: &OpDef, body: &Body, op: OpId) -> Segments {
    let total = body.results(op).len();
    segments(ctx, def.results, total, || {
        prop(ctx, body, op, "resultSegmentSizes")
    })
}

pub(crate) fn segments(
    ctx: &Context,
    defs: &[ValueDef],
    total: usize,
    sizes: impl Fn() -> Option<Attribute>,
) -> Segments {
    let dynamic = defs.iter().filter(|d| d.arity != Arity::Single).count();
    let sizes = if dynamic > 1 {
        sizes().and_then(|a| constraints::dense_i32_values(ctx, a))
    } else {
        None
    };
    segments_with_sizes(defs, total, sizes.as_deref())
}

/// `(start, count)` of each definition of `defs` for an op with `total` values, from the
/// segment sizes when the op has them, else from the arities (one variadic group takes
/// what remains; several split it evenly, as `SameVariadicOperandSize`).
pub fn segments_with_sizes(defs: &[ValueDef], total: usize, sizes: Option<&[i32]>) -> Segments {
    let dynamic = defs.iter().filter(|d| d.arity != Arity::Single).count();
    let mut out = Segments::new();
    if let Some(v) = sizes.filter(|_| dynamic > 1) {
        let mut start = 0;
        for (i, _) in defs.iter().enumerate() {
            let n = v.get(i).copied().unwrap_or(0).max(0) as usize;
            let n = n.min(total.saturating_sub(start));
            out.push((start, n));
            start += n;
        }
        return out;
    }
    let fixed = defs.len() - dynamic;
    let spare = total.saturating_sub(fixed);
    let each = spare.checked_div(dynamic).unwrap_or(0);
    let mut start = 0;
    for d in defs {
        let n = match d.arity {
            Arity::Single => 1,
            _ => each,
        };
        let n = n.min(total.saturating_sub(start));
        out.push((start, n));
        start += n;
    }
    out
}

#[cfg(test)]
mod tests;
