//! [`TypeConverter`] and [`SignatureConversion`] (upstream's `TypeConverter`).

use crate::attributes::Location;
use crate::body::{Body, OpId, ValueId};
use crate::builder::Builder;
use crate::context::Context;
use crate::types::Type;
use smallvec::SmallVec;
use std::sync::Arc;

/// What a conversion callback made of a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeConversion {
    /// The type converts to these types (none: the type is dropped; several: 1:N).
    Types(SmallVec<[Type; 1]>),
    /// The type cannot be converted (no further callback is tried).
    Failure,
    /// This callback does not handle the type: try the next one.
    NotApplicable,
}

type ConversionFn = Arc<dyn Fn(&Context, Type) -> TypeConversion + Send + Sync>;

/// Builds a value of type `ty` from `inputs` at the builder's insertion point, or `None`
/// (upstream's materialization callbacks).
pub type MaterializationFn = Arc<
    dyn Fn(&Context, &mut Builder<'_>, Type, &[ValueId], Location) -> Option<ValueId> + Send + Sync,
>;

/// The kinds of materialization.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MaterializationKind {
    /// Converted block arguments back to the original argument's type.
    Argument,
    /// A converted value back to its original type, for a user that was not converted.
    Source,
    /// An original value to its converted type, for a converted user.
    Target,
}

/// Converts types, most recently added callback first, and materializes conversions.
#[derive(Clone, Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    argument_mats: Vec<MaterializationFn>,
    source_mats: Vec<MaterializationFn>,
    target_mats: Vec<MaterializationFn>,
}

impl TypeConverter {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a general (1:N) conversion callback.
    pub fn add_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> TypeConversion + Send + Sync + 'static,
    ) -> &mut Self {
        self.conversions.push(Arc::new(f));
        self
    }

    /// Adds a 1:1 conversion: `Some(t)` converts, `None` is not applicable.
    pub fn add_conversion_1to1(
        &mut self,
        f: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static,
    ) -> &mut Self {
        self.add_conversion(move |ctx, t| match f(ctx, t) {
            Some(t) => TypeConversion::Types(smallvec::smallvec![t]),
            None => TypeConversion::NotApplicable,
        })
    }

    /// Every type converts to itself (the usual first callback).
    pub fn add_identity_conversion(&mut self) -> &mut Self {
        self.add_conversion_1to1(|_, t| Some(t))
    }

    pub fn add_argument_materialization(
        &mut self,
        f: impl Fn(&Context, &mut Builder<'_>, Type, &[ValueId], Location) -> Option<ValueId>
            + Send
            + Sync
            + 'static,
    ) -> &mut Self {
        self.argument_mats.push(Arc::new(f));
        self
    }

    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&Context, &mut Builder<'_>, Type, &[ValueId], Location) -> Option<ValueId>
            + Send
            + Sync
            + 'static,
    ) -> &mut Self {
        self.source_mats.push(Arc::new(f));
        self
    }

    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&Context, &mut Builder<'_>, Type, &[ValueId], Location) -> Option<ValueId>
            + Send
            + Sync
            + 'static,
    ) -> &mut Self {
        self.target_mats.push(Arc::new(f));
        self
    }

    /// The types `t` converts to (empty: dropped), or `None` if it cannot be converted.
    pub fn convert_type(&self, ctx: &Context, t: Type) -> Option<SmallVec<[Type; 1]>> {
        for f in self.conversions.iter().rev() {
            match f(ctx, t) {
                TypeConversion::Types(ts) => return Some(ts),
                TypeConversion::Failure => return None,
                TypeConversion::NotApplicable => {}
            }
        }
        None
    }

    /// The single type `t` converts to (`None` if it fails or is not 1:1).
    pub fn convert_type_1(&self, ctx: &Context, t: Type) -> Option<Type> {
        let ts = self.convert_type(ctx, t)?;
        (ts.len() == 1).then(|| ts[0])
    }

    /// Converts each type, concatenating the results.
    pub fn convert_types(&self, ctx: &Context, types: &[Type]) -> Option<Vec<Type>> {
        let mut out = Vec::new();
        for t in types {
            out.extend(self.convert_type(ctx, *t)?);
        }
        Some(out)
    }

    /// Whether `t` converts to itself.
    pub fn is_legal_type(&self, ctx: &Context, t: Type) -> bool {
        self.convert_type(ctx, t)
            .is_some_and(|ts| ts.len() == 1 && ts[0] == t)
    }

    /// Whether every operand and result type of `op` is legal.
    pub fn is_legal_op(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        body.operands(op)
            .chain(body.results(op).iter().copied())
            .all(|v| self.is_legal_type(ctx, body.value_type(v)))
    }

    /// The signature conversion of `types` (block arguments), or `None` if one fails.
    pub fn convert_signature(&self, ctx: &Context, types: &[Type]) -> Option<SignatureConversion> {
        let mut conv = SignatureConversion::new(types.len());
        for (i, t) in types.iter().enumerate() {
            let ts = self.convert_type(ctx, *t)?;
            conv.add_inputs(i, &ts);
        }
        Some(conv)
    }

    pub(crate) fn materializations(&self, kind: MaterializationKind) -> &[MaterializationFn] {
        match kind {
            MaterializationKind::Argument => &self.argument_mats,
            MaterializationKind::Source => &self.source_mats,
            MaterializationKind::Target => &self.target_mats,
        }
    }

    /// Runs the callbacks of `kind`, most recent first; an argument materialization falls
    /// back to the target ones, as upstream.
    pub fn materialize(
        &self,
        ctx: &Context,
        kind: MaterializationKind,
        b: &mut Builder<'_>,
        ty: Type,
        inputs: &[ValueId],
        loc: Location,
    ) -> Option<ValueId> {
        for f in self.materializations(kind).iter().rev() {
            if let Some(v) = f(ctx, b, ty, inputs, loc) {
                return Some(v);
            }
        }
        if kind == MaterializationKind::Argument {
            return self.materialize(ctx, MaterializationKind::Target, b, ty, inputs, loc);
        }
        None
    }

    /// Whether any callback of `kind` (or of the target kind for arguments) exists.
    pub fn has_materializations(&self, kind: MaterializationKind) -> bool {
        !self.materializations(kind).is_empty()
            || (kind == MaterializationKind::Argument && !self.target_mats.is_empty())
    }
}

/// Where an original argument went.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InputMapping {
    /// To the new arguments `start..start + len` (`len == 0`: dropped).
    Types { start: usize, len: usize },
    /// Dropped, its uses replaced by this value.
    Value(ValueId),
}

/// How a block's arguments change (upstream's `TypeConverter::SignatureConversion`).
#[derive(Clone, Debug, Default)]
pub struct SignatureConversion {
    inputs: Vec<Option<InputMapping>>,
    types: Vec<Type>,
}

impl SignatureConversion {
    /// A conversion of `num_inputs` original arguments, none mapped yet.
    pub fn new(num_inputs: usize) -> Self {
        SignatureConversion {
            inputs: vec![None; num_inputs],
            types: Vec::new(),
        }
    }

    /// Original argument `i` becomes new arguments of `types` (none: dropped).
    pub fn add_inputs(&mut self, i: usize, types: &[Type]) {
        self.inputs[i] = Some(InputMapping::Types {
            start: self.types.len(),
            len: types.len(),
        });
        self.types.extend_from_slice(types);
    }

    /// Appends new arguments that map to no original one.
    pub fn append_inputs(&mut self, types: &[Type]) {
        self.types.extend_from_slice(types);
    }

    /// Original argument `i` is dropped and its uses replaced by `v`.
    pub fn remap_input(&mut self, i: usize, v: ValueId) {
        self.inputs[i] = Some(InputMapping::Value(v));
    }

    pub fn input_mapping(&self, i: usize) -> Option<InputMapping> {
        self.inputs[i]
    }

    pub fn num_inputs(&self) -> usize {
        self.inputs.len()
    }

    /// The new argument types.
    pub fn converted_types(&self) -> &[Type] {
        &self.types
    }
}
