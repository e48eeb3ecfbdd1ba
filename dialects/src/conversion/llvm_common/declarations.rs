//! The external functions conversion patterns call (`malloc`, `free`, ...): upstream's
//! `LLVM::lookupOrCreateFn` declares each at the start of the module the first time a
//! pattern needs it, unless the module has a symbol of that name. Patterns run inside
//! function bodies here, so they [`FuncDecls::request`] the declarations, which
//! [`FuncDecls::declare_all`] adds once the conversion succeeded, each before the earlier
//! ones as upstream's builder does.

use super::op_spec;
use rmlir_ir::body::InsertPoint;
use rmlir_ir::{Body, Context, Type};
use std::collections::HashSet;
use std::sync::{Arc, Mutex};

/// The symbols of a module and the declarations requested so far, in request order.
#[derive(Default)]
pub struct FuncDecls {
    symbols: HashSet<Vec<u8>>,
    declared: Vec<(String, Type)>,
}

/// [`FuncDecls`] shared by the patterns of one conversion.
#[derive(Clone, Default)]
pub struct SharedFuncDecls(Arc<Mutex<FuncDecls>>);

impl SharedFuncDecls {
    /// The declarations of the module whose body is `module`.
    pub fn for_module(ctx: &Context, module: &Body) -> Self {
        SharedFuncDecls(Arc::new(Mutex::new(FuncDecls {
            symbols: crate::conversion::math_to_libm::symbol_names(ctx, module),
            declared: Vec::new(),
        })))
    }

    /// Asks for the declaration of `name` of `!llvm.func` type `ty` (nothing when the
    /// module has the symbol or it was asked for already).
    pub fn request(&self, name: &str, ty: Type) {
        let mut d = self.0.lock().expect("declarations");
        if d.symbols.insert(name.as_bytes().to_vec()) {
            d.declared.push((name.to_string(), ty));
        }
    }

    /// Adds the requested declarations to `module`.
    pub fn declare_all(&self, ctx: &Context, module: &mut Body) {
        let declared = std::mem::take(&mut self.0.lock().expect("declarations").declared);
        for (name, ty) in declared {
            declare_function(ctx, module, &name, ty);
        }
    }
}

/// Inserts the declaration `llvm.func @name` of function type `ty` at the start of
/// `module`.
pub fn declare_function(ctx: &Context, module: &mut Body, name: &str, ty: Type) {
    let Some(block) = module
        .root_regions()
        .first()
        .and_then(|r| module.entry_block(*r))
    else {
        return;
    };
    let attrs = [
        ("sym_name", ctx.string_attr(name)),
        ("function_type", ctx.type_attr(ty)),
    ];
    let spec = op_spec(ctx, ctx.unknown_loc(), "llvm.func", &[], &[], &attrs);
    let op = module.create_isolated_op(spec, Box::new(Body::new(1)));
    module.insert_op(op, InsertPoint::BlockStart(block));
}
