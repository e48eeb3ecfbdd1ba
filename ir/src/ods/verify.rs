//! The verifier of declared ops, as upstream's ODS-generated code runs it: the count traits
//! (regions, results, successors, operands), then `verifyInvariantsImpl` (attributes,
//! segment sizes, operand and result constraints, predicate traits, regions), then — after
//! the structural traits the core verifier checks — the type traits in declaration order,
//! the inferred result types, and the op's own `verify()`.

use super::{constraints, operand_segments, prop, result_segments, Arity, AttrAsm, OpDef, Trait};
use crate::attributes::{AttrKind, Attribute};
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::printer::type_to_string;
use crate::types::{Type, TypeKind, DYNAMIC};
use crate::verifier::op_error;
use smallvec::SmallVec;

type VResult = Result<(), Diagnostic>;

fn def_of(ctx: &Context, body: &Body, op: OpId) -> &'static OpDef {
    ctx.op_info(body.op_name(op))
        .and_then(|i| i.def)
        .expect("declared op")
}

fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// The count traits and `verifyInvariantsImpl`.
#[allow(clippy::collapsible_match)]
pub fn verify_invariants(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let def = def_of(ctx, body, op);
    let err = |m: String| Err(op_error(ctx, body, op, m));
    // Regions.
    let nregions = body.op_regions(op).1.len();
    let fixed_regions = def.regions.iter().filter(|r| !r.variadic).count();
    if def.regions.iter().any(|r| r.variadic) {
        if fixed_regions > 0 && nregions < fixed_regions {
            return err(format!("expected {fixed_regions} or more regions"));
        }
    } else if fixed_regions == 0 && nregions != 0 {
        return err("requires zero regions".into());
    } else if fixed_regions == 1 && nregions != 1 {
        return err("requires one region".into());
    } else if fixed_regions > 1 && nregions != fixed_regions {
        return err(format!("expected {fixed_regions} regions"));
    }
    // Results.
    let nresults = body.results(op).len();
    let fixed = def
        .results
        .iter()
        .filter(|r| r.arity == Arity::Single)
        .count();
    if def.results.iter().any(|r| r.arity != Arity::Single) {
        if fixed > 0 && nresults < fixed {
            return err(format!("expected {fixed} or more results"));
        }
    } else if fixed == 0 && nresults != 0 {
        return err("requires zero results".into());
    } else if fixed == 1 && nresults != 1 {
        return err("requires one result".into());
    } else if fixed > 1 && nresults != fixed {
        return err(format!("expected {fixed} results"));
    }
    // Successors.
    let nsucc = body.successors(op).len();
    let fixed = def.successors.iter().filter(|s| !s.variadic).count();
    if def.successors.iter().any(|s| s.variadic) {
        if fixed > 0 && nsucc < fixed {
            return err(format!(
                "requires at least {fixed} successors but found {nsucc}"
            ));
        }
    } else if fixed == 1 && nsucc != 1 {
        return err(format!("requires 1 successor but found {nsucc}"));
    } else if nsucc != fixed {
        return err(format!("requires {fixed} successors but found {nsucc}"));
    }
    // Operands.
    let nops = body.num_operands(op);
    let fixed = def
        .operands
        .iter()
        .filter(|r| r.arity == Arity::Single)
        .count();
    if def.operands.iter().any(|r| r.arity != Arity::Single) {
        if fixed > 0 && nops < fixed {
            return err(format!(
                "expected {fixed} or more operands, but found {nops}"
            ));
        }
    } else if fixed == 0 && nops != 0 {
        return err("requires zero operands".into());
    } else if fixed == 1 && nops != 1 {
        return err("requires a single operand".into());
    } else if fixed > 1 && nops != fixed {
        return err(format!("expected {fixed} operands, but found {nops}"));
    }
    // Attributes: required ones first, then their constraints.
    for a in def.attrs {
        if !a.optional && a.default.is_none() && prop(ctx, body, op, a.name).is_none() {
            return err(format!("requires attribute '{}'", a.name));
        }
    }
    if let Some(m) = inherent_attr_error(ctx, def, &|n| prop(ctx, body, op, n)) {
        return err(m);
    }
    // Segment sizes.
    for (trait_is, name, kind, defs, count) in [
        (
            def.has_trait(|t| matches!(t, Trait::AttrSizedOperandSegments)),
            "operandSegmentSizes",
            "operand",
            def.operands,
            nops,
        ),
        (
            def.has_trait(|t| matches!(t, Trait::AttrSizedResultSegments)),
            "resultSegmentSizes",
            "result",
            def.results,
            nresults,
        ),
    ] {
        if !trait_is {
            continue;
        }
        // MLIR 19 stores the sizes in a fixed-size property: an array of another length
        // is not taken, and the sizes stay zero.
        let sizes = prop(ctx, body, op, name)
            .and_then(|a| constraints::dense_i32_values(ctx, a))
            .filter(|v| v.len() == defs.len())
            .unwrap_or_else(|| vec![0; defs.len()]);
        if sizes.iter().any(|s| *s < 0) {
            return err(format!("'{name}' attribute cannot have negative elements"));
        }
        let total: i64 = sizes.iter().map(|s| *s as i64).sum();
        if total != count as i64 {
            return err(format!(
                "{kind} count ({count}) does not match with the total size ({total}) specified in attribute '{name}'"
            ));
        }
    }
    // Operand and result constraints.
    for (kind, defs, segs, values) in [
        (
            "operand",
            def.operands,
            operand_segments(ctx, def, body, op),
            body.operands(op).collect::<SmallVec<[_; 4]>>(),
        ),
        (
            "result",
            def.results,
            result_segments(ctx, def, body, op),
            SmallVec::from_slice(body.results(op)),
        ),
    ] {
        for (d, &(start, n)) in defs.iter().zip(&segs) {
            if d.arity == Arity::Optional && n > 1 {
                return err(format!(
                    "{kind} group starting at #{start} requires 0 or 1 element, but found {n}"
                ));
            }
            for (k, v) in values.iter().enumerate().skip(start).take(n) {
                let t = body.value_type(*v);
                if !(d.constraint.pred)(ctx, t) {
                    // Upstream's `Variadic<T>` summary is "variadic of <T's summary>".
                    let variadic = if d.arity == Arity::Variadic {
                        "variadic of "
                    } else {
                        ""
                    };
                    return err(format!(
                        "{kind} #{k} must be {variadic}{}, but got {}",
                        d.constraint.summary,
                        q(ctx, t)
                    ));
                }
            }
        }
    }
    // Predicate traits.
    for t in def.traits {
        match t {
            Trait::AllTypesMatch(names) => {
                let tys: SmallVec<[Type; 4]> = names
                    .iter()
                    .filter_map(|n| named_type(ctx, def, body, op, n))
                    .collect();
                if tys.windows(2).any(|w| w[0] != w[1]) {
                    return err(format!(
                        "failed to verify that all of {{{}}} have same type",
                        names.join(", ")
                    ));
                }
            }
            Trait::TypesMatchWith {
                summary,
                from,
                to,
                transform,
            } => {
                if let (Some(f), Some(t)) = (
                    named_type(ctx, def, body, op, from),
                    named_type(ctx, def, body, op, to),
                ) {
                    if transform(ctx, f) != t {
                        return err(format!("failed to verify that {summary}"));
                    }
                }
            }
            Trait::Pred { summary, pred } => {
                if !pred(ctx, body, op) {
                    return err(format!("failed to verify that {summary}"));
                }
            }
            _ => {}
        }
    }
    // `HasParent` precedes the structural traits (`Terminator`) upstream.
    for t in def.traits {
        if let Trait::HasParent(parents) = t {
            let ok = match body.parent_op(op) {
                Some(parent) => parents.contains(&ctx.op_name_str(body.op_name(parent))),
                // The op sits directly in an isolated op's body (or at the top): its parent,
                // if any, is isolated. Only an isolated parent kind can be the right one.
                None => parents.iter().any(|p| {
                    ctx.op_traits(ctx.op_name(p))
                        .has(crate::dialect::Traits::ISOLATED_FROM_ABOVE)
                }),
            };
            if !ok {
                return err(expects_parent(parents));
            }
        }
    }
    // Regions.
    let (rb, regions) = body.op_regions(op);
    // Upstream verifies `SingleBlock` before the region constraints: a region of two blocks
    // is "expects region #0 to have 0 or 1 blocks", not a constraint failure.
    if def.has_trait(|t| {
        matches!(
            t,
            Trait::SingleBlock | Trait::SingleBlockImplicitTerminator(_)
        )
    }) {
        for (i, r) in regions.iter().enumerate() {
            if rb.region_blocks(*r).nth(1).is_some() {
                return err(format!("expects region #{i} to have 0 or 1 blocks"));
            }
        }
    }
    for (i, r) in regions.iter().enumerate() {
        let d = def.regions.get(i).or(def.regions.last());
        let Some(d) = d else { continue };
        let nblocks = rb.region_blocks(*r).count();
        let summary = if d.single_block && nblocks != 1 {
            "region with 1 blocks"
        } else if d.max_one_block && nblocks > 1 {
            "region with at most 1 blocks"
        } else {
            continue;
        };
        let name = if d.name.is_empty() {
            " ".to_string()
        } else {
            format!(" ('{}') ", d.name)
        };
        return err(format!(
            "region #{i}{name}failed to verify constraint: {summary}"
        ));
    }
    Ok(())
}

/// The region invariants of a declared op: its `verify_regions` hook if it has one, else
/// the `SingleBlockImplicitTerminator` check.
pub fn verify_region_invariants(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let def = def_of(ctx, body, op);
    if let Some(v) = def.verify_regions {
        return v(ctx, body, op);
    }
    match def.implicit_terminator() {
        Some(t) => verify_implicit_terminator(ctx, body, op, t),
        None => Ok(()),
    }
}

/// Upstream's `SingleBlockImplicitTerminator<T>::verifyRegionTrait`: every non-empty region
/// ends with a `terminator` op.
pub fn verify_implicit_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    terminator: &str,
) -> VResult {
    let (rb, regions) = body.op_regions(op);
    for &r in regions {
        let Some(b) = rb.entry_block(r) else { continue };
        let Some(last) = rb.last_op(b) else { continue };
        let found = ctx.op_name_str(rb.op_name(last));
        if found == terminator {
            continue;
        }
        let mut d = op_error(
            ctx,
            body,
            op,
            format!("expects regions to end with '{terminator}', found '{found}'"),
        );
        let mut note = Diagnostic::error(
            body.loc(op),
            format!("in custom textual format, the absence of terminator implies '{terminator}'"),
        );
        note.severity = crate::diagnostics::Severity::Note;
        d.notes.push(note);
        return Err(d);
    }
    Ok(())
}

/// The first inherent attribute that fails its constraint, as upstream's
/// `verifyInherentAttrs` reports it (without the `'name' op` prefix).
pub fn inherent_attr_error(
    ctx: &Context,
    def: &OpDef,
    get: &dyn Fn(&str) -> Option<Attribute>,
) -> Option<String> {
    for a in def.attrs {
        let Some(v) = get(a.name) else {
            continue;
        };
        if !attr_satisfies(ctx, a.constraint, v) {
            let summary = match a.constraint.asm {
                AttrAsm::Enum(e) if a.constraint.summary.is_empty() => e.summary(),
                _ => a.constraint.summary.to_string(),
            };
            return Some(format!(
                "attribute '{}' failed to satisfy constraint: {summary}",
                a.name
            ));
        }
    }
    None
}

/// The first property of a `<{...}>` dictionary whose attribute is not of the property's
/// storage class, as upstream's generated `setPropertiesFromAttr` reports it (after
/// `invalid properties {...} for op <name>: `).
pub fn property_conversion_error(
    ctx: &Context,
    def: &OpDef,
    entries: &[(crate::context::Ident, Attribute)],
) -> Option<String> {
    for a in def.attrs {
        let Some(&(_, v)) = entries.iter().find(|(n, _)| ctx.ident_str(*n) == a.name) else {
            continue;
        };
        if !fits_property_storage(ctx, a, v) {
            return Some(format!(
                "Invalid attribute `{}` in property conversion: {}",
                a.name,
                crate::printer::attr_to_string(ctx, v)
            ));
        }
    }
    None
}

/// Whether `v` is of the storage class of the property `a` (what upstream's generated
/// property setters `dyn_cast` to).
pub fn fits_property_storage(ctx: &Context, a: &crate::ods::AttrDef, v: Attribute) -> bool {
    let kind = ctx.attr_kind(v);
    match a.constraint.asm {
        AttrAsm::Any => true,
        AttrAsm::Class(class) => class(ctx, v),
        AttrAsm::Typed(ty) => {
            let t = ty(ctx);
            if ctx.is_float(t) {
                matches!(kind, AttrKind::Float { .. })
            } else if matches!(ctx.type_kind(t), crate::TypeKind::None) {
                // A string attribute parsed with the `none` type (upstream's `StrAttr`).
                matches!(kind, AttrKind::String { .. })
            } else {
                matches!(kind, AttrKind::Integer { .. })
            }
        }
        AttrAsm::DenseArray(elem) => {
            matches!(kind, AttrKind::DenseArray { elem: e, .. } if *e == elem(ctx))
        }
        AttrAsm::Enum(_) => matches!(kind, AttrKind::Integer { .. }),
        AttrAsm::Dialect(prefix) => constraints::is_dialect_attr(ctx, v, prefix),
        AttrAsm::DialectEnum(e) => e.case_of(ctx, v).is_some(),
        AttrAsm::SymbolName => matches!(kind, AttrKind::String { .. }),
        AttrAsm::Unit => matches!(kind, AttrKind::Unit),
    }
}

/// The type of the single operand or result named `name`.
fn named_type(ctx: &Context, def: &OpDef, body: &Body, op: OpId, name: &str) -> Option<Type> {
    if let Some(i) = def.operands.iter().position(|o| o.name == name) {
        let (s, n) = operand_segments(ctx, def, body, op)[i];
        return (n > 0).then(|| body.value_type(body.operand(op, s)));
    }
    if def.attrs.iter().any(|a| a.name == name) {
        return prop(ctx, body, op, name).and_then(|a| ctx.attr_type(a));
    }
    let i = def.results.iter().position(|o| o.name == name)?;
    let (s, n) = result_segments(ctx, def, body, op)[i];
    (n > 0).then(|| body.value_type(body.results(op)[s]))
}

fn attr_satisfies(ctx: &Context, c: super::AttrConstraint, a: Attribute) -> bool {
    match c.asm {
        AttrAsm::Enum(e) => match ctx.attr_kind(a) {
            AttrKind::Integer { ty, value } if ctx.is_signless_integer(*ty, e.width) => {
                value.to_i64().is_some_and(|v| e.case_name(v).is_some())
            }
            _ => false,
        },
        _ => (c.pred)(ctx, a),
    }
}

/// Shapes of a shaped type: `None` for scalars, `Some(None)` when unranked.
fn shape_of(ctx: &Context, t: Type) -> Option<Option<Vec<i64>>> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => Some(Some(shape.to_vec())),
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// Upstream's `verifyCompatibleShape`: both unshaped, one unranked, or equal ranks with
/// dims equal or dynamic.
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (None, None) => true,
        (Some(None), Some(_)) | (Some(_), Some(None)) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len()
                && x.iter()
                    .zip(&y)
                    .all(|(p, q)| p == q || *p == DYNAMIC || *q == DYNAMIC)
        }
        _ => false,
    }
}

fn encoding(ctx: &Context, t: Type) -> Option<Attribute> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

fn base_kind(ctx: &Context, t: Type) -> u8 {
    match ctx.type_kind(t) {
        TypeKind::Vector { .. } => 1,
        TypeKind::RankedTensor { .. } => 2,
        TypeKind::UnrankedTensor { .. } => 3,
        _ => 0,
    }
}

/// The type traits in declaration order, inferred result types, and the op's `verify()`.
// One arm per trait, each with its own check, reads as upstream's list of trait verifiers.
#[allow(clippy::collapsible_match)]
pub fn verify_op(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let def = def_of(ctx, body, op);
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let operand_types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let result_types: Vec<Type> = body
        .results(op)
        .iter()
        .map(|v| body.value_type(*v))
        .collect();
    let elem = |t: Type| constraints::element_type_or_self(ctx, t);
    for t in def.traits {
        match t {
            Trait::SameOperandsAndResultType => {
                if operand_types.is_empty() {
                    return err(&format!(
                        "expected 1 or more operands, but found {}",
                        operand_types.len()
                    ));
                }
                if result_types.is_empty() {
                    return err("expected 1 or more results");
                }
                let ty = result_types[0];
                let enc = encoding(ctx, ty);
                for &other in result_types[1..].iter().chain(&operand_types) {
                    if elem(other) != elem(ty) || !compatible_shape(ctx, other, ty) {
                        return err("requires the same type for all operands and results");
                    }
                    if encoding(ctx, other) != enc {
                        return err("requires the same encoding for all operands and results");
                    }
                }
            }
            Trait::SameTypeOperands => {
                if operand_types.windows(2).any(|w| w[0] != w[1]) {
                    return err("requires all operands to have the same type");
                }
            }
            // Upstream's `verifyAtLeastNOperands(op, 1)` (and results) come first.
            Trait::SameOperandsShape
            | Trait::SameOperandsAndResultShape
            | Trait::SameOperandsElementType
            | Trait::SameOperandsAndResultElementType
                if operand_types.is_empty() =>
            {
                return err("expected 1 or more operands, but found 0");
            }
            Trait::SameOperandsAndResultShape | Trait::SameOperandsAndResultElementType
                if result_types.is_empty() =>
            {
                return err("expected 1 or more results");
            }
            Trait::SameOperandsShape => {
                if operand_types
                    .windows(2)
                    .any(|w| !compatible_shape(ctx, w[0], w[1]))
                {
                    return err("requires the same shape for all operands");
                }
            }
            Trait::SameOperandsAndResultShape => {
                let all: Vec<Type> = operand_types.iter().chain(&result_types).copied().collect();
                if all.windows(2).any(|w| !compatible_shape(ctx, w[0], w[1])) {
                    return err("requires the same shape for all operands and results");
                }
            }
            Trait::SameOperandsElementType => {
                if operand_types.windows(2).any(|w| elem(w[0]) != elem(w[1])) {
                    return err("requires the same element type for all operands");
                }
            }
            Trait::SameOperandsAndResultElementType => {
                let all: Vec<Type> = operand_types.iter().chain(&result_types).copied().collect();
                if all.windows(2).any(|w| elem(w[0]) != elem(w[1])) {
                    return err("requires the same element type for all operands and results");
                }
            }
            Trait::Elementwise => {
                let mappable = |t: &&Type| base_kind(ctx, **t) != 0;
                let rm: Vec<Type> = result_types.iter().filter(mappable).copied().collect();
                let om: Vec<Type> = operand_types.iter().filter(mappable).copied().collect();
                if rm.is_empty() && om.is_empty() {
                    continue;
                }
                if !rm.is_empty() && om.is_empty() {
                    return err(
                        "if a result is non-scalar, then at least one operand must be non-scalar",
                    );
                }
                if rm.is_empty() {
                    return err("if an operand is non-scalar, then there must be at least one non-scalar result");
                }
                if rm.len() != result_types.len() {
                    return err("if an operand is non-scalar, then all results must be non-scalar");
                }
                let all: Vec<Type> = om.iter().chain(&rm).copied().collect();
                let k = base_kind(ctx, all[0]);
                if all.iter().any(|t| base_kind(ctx, *t) != k)
                    || all.windows(2).any(|w| !compatible_shape(ctx, w[0], w[1]))
                {
                    return err(
                        "all non-scalar operands/results must have the same shape and base type",
                    );
                }
            }
            _ => {}
        }
    }
    if let Some(infer) = def.infer {
        let lookup = |n: &str| prop(ctx, body, op, n);
        if let Some(inferred) = infer(ctx, &operand_types, &lookup) {
            if inferred != result_types {
                let list = |v: &[Type]| v.iter().map(|t| q(ctx, *t)).collect::<Vec<_>>().join(", ");
                return err(&format!(
                    "inferred type(s) {} are incompatible with return type(s) of operation {}",
                    list(&inferred),
                    list(&result_types)
                ));
            }
        }
    }
    if let Some(v) = def.verify {
        v(ctx, body, op)?;
    }
    Ok(())
}

/// Upstream's `HasParent` message.
pub fn expects_parent(parents: &[&str]) -> String {
    if parents.len() == 1 {
        format!("expects parent op '{}'", parents[0])
    } else {
        format!("expects parent op to be one of '{}'", parents.join(", "))
    }
}
