//! [`ConversionTarget`]: which ops are legal after a conversion (upstream's
//! `ConversionTarget`).

use crate::body::{Body, OpId};
use crate::context::Context;
use crate::dialect::OperationName;
use std::collections::HashMap;
use std::sync::Arc;

/// Decides the legality of one op instance: `Some(legal)`, or `None` to defer to the
/// callback registered before it (upstream's `DynamicLegalityCallbackFn`).
pub type DynamicLegalityFn = Arc<dyn Fn(&Context, &Body, OpId) -> Option<bool> + Send + Sync>;

/// How an op (or a dialect's ops) is treated.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LegalizationAction {
    /// Always legal.
    Legal,
    /// Legal when its legality callback says so.
    Dynamic,
    /// Must be converted; a partial conversion fails when it cannot be.
    Illegal,
}

#[derive(Clone)]
struct LegalizationInfo {
    action: LegalizationAction,
    recursively_legal: bool,
    callback: Option<DynamicLegalityFn>,
}

/// What [`ConversionTarget::is_legal`] knows of a legal op.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct LegalOpDetails {
    /// The ops nested in it are legal too, and are not converted.
    pub is_recursively_legal: bool,
}

/// Composes a new callback with the previous one: the new one is asked first.
fn compose(new: DynamicLegalityFn, old: Option<DynamicLegalityFn>) -> DynamicLegalityFn {
    match old {
        None => new,
        Some(old) => {
            Arc::new(move |ctx, body, op| new(ctx, body, op).or_else(|| old(ctx, body, op)))
        }
    }
}

/// The legal, illegal and dynamically legal ops (by name) and dialects (by namespace) of a
/// conversion.
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: HashMap<String, LegalizationInfo>,
    dialects: HashMap<String, (LegalizationAction, Option<DynamicLegalityFn>)>,
    unknown: Option<DynamicLegalityFn>,
    recursive_fns: HashMap<String, DynamicLegalityFn>,
}

impl ConversionTarget {
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the action of the ops named `names` (upstream's `setOpAction`).
    pub fn set_op_action(&mut self, names: &[&str], action: LegalizationAction) -> &mut Self {
        for n in names {
            let e = self.ops.entry(n.to_string()).or_insert(LegalizationInfo {
                action,
                recursively_legal: false,
                callback: None,
            });
            e.action = action;
        }
        self
    }

    pub fn add_legal_op(&mut self, names: &[&str]) -> &mut Self {
        self.set_op_action(names, LegalizationAction::Legal)
    }

    pub fn add_illegal_op(&mut self, names: &[&str]) -> &mut Self {
        self.set_op_action(names, LegalizationAction::Illegal)
    }

    /// Marks the ops named `names` legal when `f` says so (`None`: ask the callback set
    /// before, or treat as illegal).
    pub fn add_dynamically_legal_op(
        &mut self,
        names: &[&str],
        f: impl Fn(&Context, &Body, OpId) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        let f: DynamicLegalityFn = Arc::new(f);
        self.set_op_action(names, LegalizationAction::Dynamic);
        for n in names {
            let e = self.ops.get_mut(*n).expect("just inserted");
            e.callback = Some(compose(f.clone(), e.callback.take()));
        }
        self
    }

    /// Sets the action of every op of the dialects `namespaces` without an action of its own.
    pub fn set_dialect_action(
        &mut self,
        namespaces: &[&str],
        action: LegalizationAction,
    ) -> &mut Self {
        for n in namespaces {
            let e = self.dialects.entry(n.to_string()).or_insert((action, None));
            e.0 = action;
        }
        self
    }

    pub fn add_legal_dialect(&mut self, namespaces: &[&str]) -> &mut Self {
        self.set_dialect_action(namespaces, LegalizationAction::Legal)
    }

    pub fn add_illegal_dialect(&mut self, namespaces: &[&str]) -> &mut Self {
        self.set_dialect_action(namespaces, LegalizationAction::Illegal)
    }

    pub fn add_dynamically_legal_dialect(
        &mut self,
        namespaces: &[&str],
        f: impl Fn(&Context, &Body, OpId) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        let f: DynamicLegalityFn = Arc::new(f);
        self.set_dialect_action(namespaces, LegalizationAction::Dynamic);
        for n in namespaces {
            let e = self.dialects.get_mut(*n).expect("just inserted");
            e.1 = Some(compose(f.clone(), e.1.take()));
        }
        self
    }

    /// Ops with no action of their own nor of their dialect are legal when `f` says so
    /// (upstream's `markUnknownOpDynamicallyLegal`).
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        f: impl Fn(&Context, &Body, OpId) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown = Some(compose(Arc::new(f), self.unknown.take()));
        self
    }

    /// Ops named `names`, when legal, are legal with everything nested in them (upstream's
    /// `markOpRecursivelyLegal`; the op must have a legal or dynamic action). `f`, if given,
    /// decides per instance (`None`: recursively legal).
    pub fn mark_op_recursively_legal(
        &mut self,
        names: &[&str],
        f: Option<DynamicLegalityFn>,
    ) -> &mut Self {
        for n in names {
            if let Some(e) = self.ops.get_mut(*n) {
                e.recursively_legal = true;
            } else {
                self.ops.insert(
                    n.to_string(),
                    LegalizationInfo {
                        action: LegalizationAction::Dynamic,
                        recursively_legal: true,
                        callback: None,
                    },
                );
            }
            match &f {
                Some(f) => {
                    self.recursive_fns.insert(n.to_string(), f.clone());
                }
                None => {
                    self.recursive_fns.remove(*n);
                }
            }
        }
        self
    }

    /// The action registered for ops named `name` (by name, then dialect, then unknown).
    pub fn op_action(&self, name: &str) -> Option<LegalizationAction> {
        self.info(name).map(|i| i.action)
    }

    fn info(&self, name: &str) -> Option<LegalizationInfo> {
        if let Some(i) = self.ops.get(name) {
            return Some(i.clone());
        }
        let ns = name.split('.').next().unwrap_or(name);
        if let Some((action, cb)) = self.dialects.get(ns) {
            return Some(LegalizationInfo {
                action: *action,
                recursively_legal: false,
                callback: cb.clone(),
            });
        }
        self.unknown.as_ref().map(|f| LegalizationInfo {
            action: LegalizationAction::Dynamic,
            recursively_legal: false,
            callback: Some(f.clone()),
        })
    }

    fn name_of<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
        ctx.op_name_str(body.op_name(op))
    }

    /// `Some` if `op` is legal (upstream's `isLegal`); `None` if illegal or unknown.
    pub fn is_legal(&self, ctx: &Context, body: &Body, op: OpId) -> Option<LegalOpDetails> {
        let name = Self::name_of(ctx, body, op);
        let info = self.info(name)?;
        let legal = match info.action {
            LegalizationAction::Dynamic => info
                .callback
                .as_ref()
                .and_then(|f| f(ctx, body, op))
                .unwrap_or(false),
            a => a == LegalizationAction::Legal,
        };
        if !legal {
            return None;
        }
        let mut details = LegalOpDetails::default();
        if info.recursively_legal {
            details.is_recursively_legal = match self.recursive_fns.get(name) {
                Some(f) => f(ctx, body, op).unwrap_or(true),
                None => true,
            };
        }
        Some(details)
    }

    /// Whether `op` is explicitly illegal (upstream's `isIllegal`).
    pub fn is_illegal(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let Some(info) = self.info(Self::name_of(ctx, body, op)) else {
            return false;
        };
        match info.action {
            LegalizationAction::Dynamic => info
                .callback
                .as_ref()
                .and_then(|f| f(ctx, body, op))
                .is_some_and(|l| !l),
            a => a == LegalizationAction::Illegal,
        }
    }

    /// The action of an op name known to the context (for tools).
    pub fn op_name_action(&self, ctx: &Context, name: OperationName) -> Option<LegalizationAction> {
        self.op_action(ctx.op_name_str(name))
    }
}
