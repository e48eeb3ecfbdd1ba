//! Dialects and the registry of operations: what rmlir knows about an op name, found once
//! per name through [`OperationName`], never by string compares on hot paths.

use crate::attributes::{Attribute, Location};
use crate::body::{Body, OpId, RegionId};
use crate::builder::Builder;
use crate::context::{Context, Ident};
use crate::diagnostics::Diagnostic;
use crate::rewrite::{BranchOpInterface, EffectsFn, FoldFn, RewritePatternSet};
use crate::types::Type;
use rustc_hash::FxHashMap as HashMap;

/// An interned operation name (registered or not).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct OperationName(pub(crate) u32);

/// Structural traits of an op, as upstream's `OpTrait`s that the core IR must know.
#[derive(Copy, Clone, PartialEq, Eq, Default, Debug)]
pub struct Traits(pub u32);

impl Traits {
    pub const NONE: Traits = Traits(0);
    pub const TERMINATOR: Traits = Traits(1);
    pub const NO_TERMINATOR: Traits = Traits(1 << 1);
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 2);
    pub const SYMBOL_TABLE: Traits = Traits(1 << 3);
    pub const SYMBOL: Traits = Traits(1 << 4);
    pub const SINGLE_BLOCK: Traits = Traits(1 << 5);
    /// Regions are graph regions (`RegionKindInterface` returning `Graph`).
    pub const GRAPH_REGIONS: Traits = Traits(1 << 6);
    pub const ZERO_OPERANDS: Traits = Traits(1 << 7);
    pub const ZERO_RESULTS: Traits = Traits(1 << 8);
    pub const ZERO_REGIONS: Traits = Traits(1 << 9);
    pub const ONE_REGION: Traits = Traits(1 << 10);
    pub const AFFINE_SCOPE: Traits = Traits(1 << 11);
    /// Entry blocks of the op's regions take no arguments.
    pub const NO_REGION_ARGUMENTS: Traits = Traits(1 << 12);
    pub const AUTOMATIC_ALLOCATION_SCOPE: Traits = Traits(1 << 13);
    pub const RETURN_LIKE: Traits = Traits(1 << 14);
    pub const CONSTANT_LIKE: Traits = Traits(1 << 15);
    /// A `Symbol` only when it has a `sym_name` (`builtin.module`, `spirv.module`).
    pub const OPTIONAL_SYMBOL: Traits = Traits(1 << 16);
    /// `Commutative`: folding moves constant operands to the end; CSE and equivalence ignore
    /// operand order in hashing.
    pub const COMMUTATIVE: Traits = Traits(1 << 17);
    /// `NoMemoryEffect`: the op implements the memory-effect interface with no effects.
    pub const NO_MEMORY_EFFECT: Traits = Traits(1 << 18);
    /// `AlwaysSpeculatable`.
    pub const ALWAYS_SPECULATABLE: Traits = Traits(1 << 19);
    /// `RecursiveMemoryEffects`: the op's effects are those of the ops nested in it.
    pub const RECURSIVE_MEMORY_EFFECTS: Traits = Traits(1 << 20);
    /// `Idempotent`: `op(op(x)) = op(x)`, `op(x, x) = x` (a trait folder).
    pub const IDEMPOTENT: Traits = Traits(1 << 21);
    /// `Involution`: `op(op(x)) = x` (a trait folder).
    pub const INVOLUTION: Traits = Traits(1 << 22);
    /// Upstream's `Pure`: no memory effects and always speculatable.
    pub const PURE: Traits = Traits::NO_MEMORY_EFFECT.union(Traits::ALWAYS_SPECULATABLE);

    pub const fn union(self, o: Traits) -> Traits {
        Traits(self.0 | o.0)
    }
    pub const fn has(self, o: Traits) -> bool {
        self.0 & o.0 == o.0
    }
}

/// The verifier hook of an op: checks the op itself (traits are checked by the core first).
pub type VerifyFn = fn(&Context, &Body, OpId) -> Result<(), Diagnostic>;

/// See [`OpInfo::alias_printed_props`].
pub type PrintedPropsFn = fn(&Context, &Body, OpId) -> Vec<Attribute>;
/// Custom assembly printer of an op.
pub type PrintFn = fn(&mut crate::printer::OpPrinter<'_, '_>, &Body, OpId);
/// Custom assembly parser of an op: fills the op state from the text after the op name.
pub type ParseFn = fn(
    &mut crate::parser::OpAsmParser<'_, '_>,
    &mut crate::parser::OperationState,
) -> Result<(), ()>;
/// Result name hints of an op in the custom form (upstream's `getAsmResultNames`): calls
/// `set_name(result_index, name)` for each result that gets a name instead of a number.
pub type ResultNamesFn = fn(&Context, &Body, OpId, &mut dyn FnMut(usize, &str));
/// Symbol-use verification of a symbol user (upstream's `SymbolUserOpInterface`), run after
/// the structural verification of the whole symbol table. `ancestors` are the isolated ops
/// enclosing the op's body, outermost first, each with the body that holds it (the op
/// itself lives in `body`, the isolated body of the last ancestor).
pub type SymbolUsesFn =
    fn(&Context, ancestors: &[(&Body, OpId)], body: &Body, op: OpId) -> Result<(), Diagnostic>;

/// Everything registered about one op.
pub struct OpInfo {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    pub traits: Traits,
    /// Inherent attributes (properties), in slot order.
    pub props: Vec<&'static str>,
    /// Checks run before the structural traits (declared ops: the count traits and ODS
    /// invariants, see [`crate::ods::verify`]).
    pub verify_invariants: Option<VerifyFn>,
    pub verify: Option<VerifyFn>,
    /// Checks run after everything nested in the op verified (upstream's region traits and
    /// `verifyRegions()`).
    pub verify_regions: Option<VerifyFn>,
    pub print: Option<PrintFn>,
    pub parse: Option<ParseFn>,
    /// Dialect whose prefix may be omitted for ops nested in this op's regions.
    pub default_dialect: Option<&'static str>,
    pub result_names: Option<ResultNamesFn>,
    pub verify_symbol_uses: Option<SymbolUsesFn>,
    /// The declaration of an op defined with [`crate::ods::OpDef`].
    pub def: Option<&'static crate::ods::OpDef>,
    /// Its parsed assembly format, interpreted by the `print`/`parse` hooks.
    pub format: Option<Box<crate::ods::Format>>,
    /// The folder (upstream's `fold`); see [`crate::rewrite::fold`].
    pub fold: Option<FoldFn>,
    /// Adds the op's canonicalization patterns (upstream's `getCanonicalizationPatterns`).
    pub canonicalization_patterns: Option<CanonicalizationPatternsFn>,
    /// The op's memory effects (upstream's `MemoryEffectOpInterface::getEffects`); ops
    /// without this hook and without [`Traits::NO_MEMORY_EFFECT`] have unknown effects.
    pub memory_effects: Option<EffectsFn>,
    /// Upstream's `BranchOpInterface`: the operands forwarded to each successor.
    pub branch: Option<BranchOpInterface>,
    /// Attributes a custom printer writes without going through `printAttribute` (e.g. an
    /// affine map printed bare), so they get no alias.
    pub alias_elided_attrs: &'static [&'static str],
    /// The inherent attributes a custom printer prints through `printAttribute`, in print
    /// order, when that depends on their values (in place of all non-elided properties).
    pub alias_printed_props: Option<PrintedPropsFn>,
    /// The op's interfaces ([`crate::interfaces`]): set here, by any dialect's
    /// [`Dialect::op_interfaces`], or derived from the declaration, merged at load.
    pub interfaces: crate::interfaces::OpInterfaces,
}

/// Adds an op's (or a dialect's) canonicalization patterns to a set.
pub type CanonicalizationPatternsFn = fn(&Context, &mut RewritePatternSet);

impl OpInfo {
    pub const fn new(name: &'static str, traits: Traits) -> Self {
        OpInfo {
            name,
            traits,
            props: Vec::new(),
            verify_invariants: None,
            verify: None,
            verify_regions: None,
            print: None,
            parse: None,
            default_dialect: None,
            result_names: None,
            verify_symbol_uses: None,
            def: None,
            format: None,
            fold: None,
            canonicalization_patterns: None,
            memory_effects: None,
            branch: None,
            alias_elided_attrs: &[],
            alias_printed_props: None,
            interfaces: crate::interfaces::OpInterfaces::NONE,
        }
    }

    /// Slot of the property named `name`.
    pub fn prop_index(&self, name: &str) -> Option<usize> {
        self.props.iter().position(|p| *p == name)
    }

    /// The property slots of a new op: `named` properties in their slots (unknown names are
    /// ignored), the others empty or, with `defaults`, holding their declared default value
    /// (what the parser fills in for properties that were not written).
    pub fn props_from(
        &self,
        ctx: &Context,
        named: &[(&str, Attribute)],
        defaults: bool,
    ) -> smallvec::SmallVec<[Option<Attribute>; 2]> {
        let mut props: smallvec::SmallVec<[Option<Attribute>; 2]> =
            smallvec::smallvec![None; self.props.len()];
        if let (true, Some(def)) = (defaults, self.def) {
            for a in def.attrs {
                if let (Some(d), Some(k)) = (a.default, self.prop_index(a.name)) {
                    props[k] = Some(d(ctx));
                }
            }
        }
        for (n, a) in named {
            if let Some(k) = self.prop_index(n) {
                props[k] = Some(*a);
            }
        }
        props
    }
}

/// A dialect: a namespace, its ops, and the dialect-wide hooks of rewriting.
pub trait Dialect: Sync {
    fn namespace(&self) -> &'static str;
    fn ops(&self) -> Vec<OpInfo>;
    /// Upstream's `Dialect::allowsUnknownOperations`: whether ops of this namespace that no
    /// part of the dialect registers are valid. When no part allows them, the verifier
    /// reports such an op ("unregistered operation ... that does not allow unknown
    /// operations"), with or without `--allow-unregistered-dialect`.
    fn allows_unknown_operations(&self) -> bool {
        false
    }
    /// The attributes the dialect parses itself ([`crate::ods::enums`]). A dialect that
    /// declares any declares all of them: another `#dialect.mnemonic` is upstream's
    /// "unknown attribute" error. Dialects declaring none keep their attributes as text.
    fn attrs(&self) -> &'static [&'static crate::ods::enums::DialectAttrDef] {
        &[]
    }

    /// Whether [`Dialect::attrs`] lists only some of the dialect's attributes: then any other
    /// `#dialect.mnemonic` is kept as text instead of being an "unknown attribute" error.
    fn attrs_partial(&self) -> bool {
        false
    }

    /// The syntax of the types this dialect defines (upstream's `Dialect::parseType` /
    /// `printType`). Without it the dialect's types are kept as text
    /// ([`crate::types::TypeKind::Dialect`]).
    fn type_syntax(&self) -> Option<&'static dyn TypeSyntax> {
        None
    }

    /// The parser of (some of) this dialect's attributes (upstream's
    /// `Dialect::parseAttribute`, [`AttrSyntax`]); the others stay text or enums
    /// ([`Dialect::attrs`]). The attributes it builds print generically (commonly
    /// [`crate::AttrKind::Dialect`] symbols whose pieces hold the nested values).
    fn attr_syntax(&self) -> Option<&'static dyn AttrSyntax> {
        None
    }

    /// Upstream's `Dialect::verifyOperationAttribute`: checks a discardable attribute of `op`
    /// whose name starts with this dialect's namespace (`dlti.dl_spec`), before the op's own
    /// verifier. An error is `(diagnostic, at_op)`: `at_op` when upstream reports it with
    /// `op->emitError()` (the verifier then adds the "see current operation" note).
    fn verify_operation_attribute(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _attr: crate::attributes::NamedAttr,
    ) -> Result<(), (crate::diagnostics::Diagnostic, bool)> {
        Ok(())
    }

    /// Upstream's `OpAsmDialectInterface::getAlias` for attributes: the alias name (before
    /// sanitizing) this dialect gives `a`, preferred to the builtin rules. Only asked of
    /// dialects whose [`Dialect::has_aliases`] is true.
    fn attr_alias(&self, _ctx: &Context, _a: Attribute) -> Option<String> {
        None
    }
    /// Upstream's `OpAsmDialectInterface::getAlias` for types (see [`Dialect::attr_alias`]).
    fn type_alias(&self, _ctx: &Context, _t: Type) -> Option<String> {
        None
    }
    /// Whether the dialect names aliases ([`Dialect::attr_alias`], [`Dialect::type_alias`]).
    fn has_aliases(&self) -> bool {
        false
    }

    /// Upstream's `Dialect::materializeConstant`: builds a constant op of this dialect (or
    /// another) producing `value` of type `ty` at the builder's insertion point, for results
    /// that folded to an attribute. The op must be `CONSTANT_LIKE` with one result.
    fn materialize_constant(
        &self,
        _ctx: &Context,
        _b: &mut Builder<'_>,
        _value: Attribute,
        _ty: Type,
        _loc: Location,
    ) -> Option<OpId> {
        None
    }

    /// Upstream's `Dialect::getCanonicalizationPatterns`: patterns not tied to one op.
    fn canonicalization_patterns(&self, _ctx: &Context, _set: &mut RewritePatternSet) {}

    /// Upstream's `DialectFoldInterface::shouldMaterializeInto`: whether constants folded
    /// inside `region` (owned by an op of this dialect) are placed at its start rather than
    /// in an enclosing region.
    fn should_materialize_into(&self, _ctx: &Context, _body: &Body, _region: RegionId) -> bool {
        false
    }

    /// Interfaces this dialect attaches to ops by name (upstream's external models): to its
    /// own ops or to any other dialect's, whichever part registered them. See
    /// [`crate::interfaces`].
    fn op_interfaces(&self) -> Vec<(&'static str, crate::interfaces::OpInterfaces)> {
        Vec::new()
    }

    /// Upstream's `DialectInlinerInterface` of this dialect, if it has one.
    fn inliner_interface(
        &self,
    ) -> Option<&'static dyn crate::interfaces::inliner::DialectInlinerInterface> {
        None
    }
}

/// Parser and printer of a dialect's types ([`Dialect::type_syntax`]); its types are
/// [`crate::types::TypeKind::Ext`] or [`crate::types::TypeKind::Identified`] values whose
/// `dialect` is the dialect's namespace.
pub trait TypeSyntax: Sync {
    /// Parses a type written `!ns.body`: the parser is positioned at the start of `body` (the
    /// mnemonic). Errors are reported through the parser, at source offsets.
    fn parse(&self, p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::PResult<Type>;
    /// Prints the body of `t` (what follows `!ns.`); nested types go through
    /// [`crate::printer::Printer::print_type`] or are printed directly.
    fn print(&self, p: &mut crate::printer::Printer<'_>, t: Type);
}

/// Parser of the dialect attributes a dialect gives a structure ([`Dialect::attr_syntax`]).
/// The attribute it builds is usually a [`crate::AttrKind::Dialect`] whose pieces hold the
/// nested values (aliased by the printer).
pub trait AttrSyntax: Sync {
    /// Whether this parser takes `#ns.mnemonic...` (`mnemonic` is empty for `#ns<...>`);
    /// the others stay text.
    fn handles(&self, _mnemonic: &str) -> bool {
        true
    }
    /// Parses an attribute written `#ns.body` (or `#ns<body>`): the parser is positioned at
    /// the start of `body` (the mnemonic), which starts at byte `mnemonic_off`. A trailing
    /// `: type` was already consumed (upstream passes it to the dialect; `ty` is it).
    fn parse(
        &self,
        p: &mut crate::parser::OpAsmParser<'_, '_>,
        mnemonic_off: usize,
        ty: Option<Type>,
    ) -> crate::parser::PResult<Attribute>;
    /// Rewrites an attribute of this dialect that stays text ([`AttrSyntax::handles`] is
    /// false for it) into the form upstream prints (spacing, comments, spellings).
    fn normalize_text(
        &self,
        _ctx: &Context,
        sym: crate::dialect_symbol::DialectSymbol,
    ) -> crate::dialect_symbol::DialectSymbol {
        sym
    }
}

#[derive(Default)]
pub(crate) struct DialectRegistry {
    /// Attribute syntax of each namespace providing one.
    attr_syntaxes: Vec<(&'static str, &'static dyn AttrSyntax)>,
    /// Type syntax of each namespace providing one.
    type_syntaxes: Vec<(&'static str, &'static dyn TypeSyntax)>,
    /// Namespaces whose declared attributes are partial ([`Dialect::attrs_partial`]).
    partial_attrs: Vec<&'static str>,
    namespaces: Vec<&'static str>,
    dialects: Vec<&'static dyn Dialect>,
    ops: Vec<OpInfo>,
    attrs: Vec<&'static crate::ods::enums::DialectAttrDef>,
    /// The dialects naming aliases, in load order.
    pub(crate) alias_dialects: Vec<&'static dyn Dialect>,
    /// Index in `dialects` of each op's dialect.
    op_dialect: Vec<u32>,
    by_name: HashMap<Ident, u32>,
    /// Interfaces attached by name to ops not registered yet.
    pending_interfaces: HashMap<Ident, Vec<crate::interfaces::OpInterfaces>>,
    /// The inliner interface of each namespace (the first part providing one).
    inliners: Vec<(
        &'static str,
        &'static dyn crate::interfaces::inliner::DialectInlinerInterface,
    )>,
}

impl DialectRegistry {
    pub(crate) fn load(&mut self, ctx: &Context, d: &'static dyn Dialect) {
        if !self.namespaces.contains(&d.namespace()) {
            self.namespaces.push(d.namespace());
        }
        // A namespace may be loaded in parts (a dialect module, then the reference table
        // for the ops it does not define yet): the first registration of a name wins, and
        // an op's dialect is the `Dialect` that registered it.
        let index = self.dialects.len() as u32;
        self.dialects.push(d);
        if d.has_aliases() {
            self.alias_dialects.push(d);
        }
        self.attrs.extend(d.attrs().iter().copied());
        if let Some(a) = d.attr_syntax() {
            self.attr_syntaxes.push((d.namespace(), a));
        }
        if let Some(t) = d.type_syntax() {
            self.type_syntaxes.push((d.namespace(), t));
        }
        if d.attrs_partial() {
            self.partial_attrs.push(d.namespace());
        }
        for mut op in d.ops() {
            let id = ctx.ident(op.name);
            if self.by_name.contains_key(&id) {
                continue;
            }
            for i in self.pending_interfaces.remove(&id).unwrap_or_default() {
                op.interfaces.merge(&i);
            }
            self.by_name.insert(id, self.ops.len() as u32);
            self.ops.push(op);
            self.op_dialect.push(index);
        }
        for (name, ifaces) in d.op_interfaces() {
            let id = ctx.ident(name);
            match self.by_name.get(&id) {
                Some(&i) => self.ops[i as usize].interfaces.merge(&ifaces),
                None => self.pending_interfaces.entry(id).or_default().push(ifaces),
            }
        }
        if let Some(i) = d.inliner_interface() {
            if !self.inliners.iter().any(|(ns, _)| *ns == d.namespace()) {
                self.inliners.push((d.namespace(), i));
            }
        }
    }

    /// Completes loading: adds the interfaces each op's declaration implies.
    pub(crate) fn finish(&mut self) {
        for op in &mut self.ops {
            let derived = crate::interfaces::derived(op);
            op.interfaces.merge(&derived);
        }
    }

    pub(crate) fn op_dialect(&self, i: u32) -> &'static dyn Dialect {
        self.dialects[self.op_dialect[i as usize] as usize]
    }

    /// Loaded dialects in load order.
    pub(crate) fn dialects(&self) -> &[&'static dyn Dialect] {
        &self.dialects
    }

    /// Registered ops in registration order.
    pub(crate) fn ops(&self) -> &[OpInfo] {
        &self.ops
    }

    pub(crate) fn op_index(&self, name: Ident) -> Option<u32> {
        self.by_name.get(&name).copied()
    }

    pub(crate) fn op(&self, i: u32) -> &OpInfo {
        &self.ops[i as usize]
    }

    pub(crate) fn namespaces(&self) -> Vec<&'static str> {
        self.namespaces.clone()
    }

    pub(crate) fn dialect(&self, ns: &str) -> Option<&'static str> {
        self.namespaces.iter().copied().find(|n| *n == ns)
    }

    /// Whether some loaded part of namespace `ns` allows unknown operations.
    pub(crate) fn allows_unknown_operations(&self, ns: &str) -> bool {
        self.dialects
            .iter()
            .any(|d| d.namespace() == ns && d.allows_unknown_operations())
    }
}

impl Context {
    /// The declared attribute `#dialect.mnemonic`, if any.
    pub fn dialect_attr_def(
        &self,
        dialect: &str,
        mnemonic: &str,
    ) -> Option<&'static crate::ods::enums::DialectAttrDef> {
        self.registry
            .attrs
            .iter()
            .copied()
            .find(|a| a.dialect == dialect && a.mnemonic == mnemonic)
    }

    /// The attribute syntax of `dialect`, if it has one ([`Dialect::attr_syntax`]).
    pub fn attr_syntax(&self, dialect: &str) -> Option<&'static dyn AttrSyntax> {
        self.registry
            .attr_syntaxes
            .iter()
            .find(|(ns, _)| *ns == dialect)
            .map(|(_, s)| *s)
    }

    /// The type syntax of `dialect`, if it gives its types one ([`Dialect::type_syntax`]).
    pub fn type_syntax(&self, dialect: &str) -> Option<&'static dyn TypeSyntax> {
        self.registry
            .type_syntaxes
            .iter()
            .find(|(d, _)| *d == dialect)
            .map(|(_, t)| *t)
    }

    /// Whether `dialect` declares only some of its attributes ([`Dialect::attrs_partial`]).
    pub fn dialect_attrs_partial(&self, dialect: &str) -> bool {
        self.registry.partial_attrs.contains(&dialect)
    }

    /// Whether `dialect` declares its attributes ([`Dialect::attrs`]).
    pub fn dialect_declares_attrs(&self, dialect: &str) -> bool {
        self.registry.attrs.iter().any(|a| a.dialect == dialect)
    }

    /// The inliner interface of the dialect defining the registered op `n`.
    pub fn dialect_inliner(
        &self,
        n: OperationName,
    ) -> Option<&'static dyn crate::interfaces::inliner::DialectInlinerInterface> {
        let ns = self.op_dialect(n)?.namespace();
        self.registry
            .inliners
            .iter()
            .find(|(d, _)| *d == ns)
            .map(|(_, i)| *i)
    }

    /// Traits of an op name (none for unregistered ops).
    pub fn op_traits(&self, n: OperationName) -> Traits {
        self.op_info(n).map(|i| i.traits).unwrap_or_default()
    }

    /// The dialect defining a registered op (upstream's `Operation::getDialect`).
    pub fn op_dialect(&self, n: OperationName) -> Option<&'static dyn Dialect> {
        self.op_name_entry(n)
            .info
            .map(|i| self.registry.op_dialect(i))
    }

    /// The loaded dialects, sorted by namespace (upstream's `getLoadedDialects`).
    pub fn loaded_dialects(&self) -> Vec<&'static dyn Dialect> {
        let mut v = self.registry.dialects().to_vec();
        v.sort_by_key(|d| d.namespace());
        v
    }

    /// The registered ops, sorted by name (upstream's `getRegisteredOperations`).
    pub fn registered_ops(&self) -> Vec<&OpInfo> {
        let mut v: Vec<&OpInfo> = self.registry.ops().iter().collect();
        v.sort_by_key(|i| i.name);
        v
    }
}
