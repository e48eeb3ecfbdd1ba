//! The module-level ops conversion patterns need: the external functions they call
//! (`malloc`, `free`, `printI64`, ...), which upstream's `LLVM::lookupOrCreateFn`
//! declares at the start of the module the first time a pattern needs one (unless the
//! module has a symbol of that name), and the string constants of
//! `LLVM::createPrintStrCall`. Patterns run inside function bodies here, so they request
//! them ([`SharedFuncDecls::request`], [`SharedFuncDecls::request_string`]) and
//! [`SharedFuncDecls::declare_all`] adds them once the conversion succeeded, each before
//! the earlier ones as upstream's builder does.

use super::op_spec;
use crate::llvm::types as lt;
use rmlir_ir::body::InsertPoint;
use rmlir_ir::{AttrKind, Body, Context, Location, Type, TypeKind};
use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// A module-level op to add.
enum Decl {
    /// `llvm.func @name` of this `!llvm.func` type, without body.
    Func { name: String, ty: Type },
    /// A private constant `!llvm.array<N x i8>` global holding these bytes.
    String {
        name: String,
        bytes: Vec<u8>,
        loc: Location,
    },
}

/// The symbols of a module and the declarations requested so far, in request order.
#[derive(Default)]
pub struct FuncDecls {
    symbols: HashSet<Vec<u8>>,
    declared: Vec<Decl>,
}

/// Upstream's process-wide counter of `ensureSymbolNameIsUnique` (never reset, so later
/// modules of a split input continue the numbering).
static UNIQUE_COUNTER: AtomicU64 = AtomicU64::new(0);

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
            d.declared.push(Decl::Func {
                name: name.to_string(),
                ty,
            });
        }
    }

    /// Asks for a private constant global holding `bytes` (upstream's
    /// `createPrintStrCall`), named `base` or, if taken, `base_N` with upstream's counter;
    /// returns its name.
    pub fn request_string(&self, base: &str, bytes: Vec<u8>, loc: Location) -> String {
        let mut d = self.0.lock().expect("declarations");
        let mut name = base.to_string();
        while d.symbols.contains(name.as_bytes()) {
            let n = UNIQUE_COUNTER.fetch_add(1, Ordering::Relaxed);
            name = format!("{base}_{n}");
        }
        d.symbols.insert(name.as_bytes().to_vec());
        d.declared.push(Decl::String {
            name: name.clone(),
            bytes,
            loc,
        });
        name
    }

    /// Adds the requested declarations to `module`.
    pub fn declare_all(&self, ctx: &Context, module: &mut Body) {
        let declared = std::mem::take(&mut self.0.lock().expect("declarations").declared);
        for d in declared {
            match d {
                Decl::Func { name, ty } => declare_function(ctx, module, &name, ty),
                Decl::String { name, bytes, loc } => {
                    declare_string(ctx, module, &name, &bytes, loc)
                }
            }
        }
    }
}

/// The type of the global holding `len` bytes.
pub fn string_global_type(ctx: &Context, len: usize) -> Type {
    lt::array(ctx, ctx.integer_type(8), len as u64)
}

/// Inserts a private constant global `@name` holding `bytes` at the start of `module`.
fn declare_string(ctx: &Context, module: &mut Body, name: &str, bytes: &[u8], loc: Location) {
    let Some(block) = module
        .root_regions()
        .first()
        .and_then(|r| module.entry_block(*r))
    else {
        return;
    };
    let i8t = ctx.integer_type(8);
    let tensor = ctx.get_type(TypeKind::RankedTensor {
        shape: vec![bytes.len() as i64].into(),
        elem: i8t,
        encoding: None,
    });
    let splat = bytes.iter().all(|b| *b == bytes[0]);
    let data: Vec<u8> = if splat {
        vec![bytes[0]]
    } else {
        bytes.to_vec()
    };
    let value = ctx.get_attr(AttrKind::DenseIntOrFp {
        ty: tensor,
        data: data.into(),
        splat,
    });
    let attrs = [
        (
            "global_type",
            ctx.type_attr(string_global_type(ctx, bytes.len())),
        ),
        ("constant", ctx.unit_attr()),
        ("sym_name", ctx.string_attr(name)),
        ("linkage", crate::llvm::attrs::LINKAGE_ATTR.get(ctx, 0)),
        ("value", value),
    ];
    let spec = op_spec(ctx, loc, "llvm.mlir.global", &[], &[], &attrs);
    let op = module.create_isolated_op(spec, Box::new(Body::new(1)));
    module.insert_op(op, InsertPoint::BlockStart(block));
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
