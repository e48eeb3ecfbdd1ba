//! The [`Context`]: owner of every uniqued type, attribute, location and identifier, and of the
//! registry of dialects and operations.
//!
//! Uniquing is thread-safe because passes run in parallel. Reading an interned value never
//! takes a lock: storage is append-only ([`boxcar::Vec`]) and handles are plain indices.
//! Only insertion locks, and only one of [`SHARDS`] shards chosen by the value's hash, so
//! threads creating different types rarely contend.

use crate::attributes::AttrKind;
use crate::attributes::Attribute;
use crate::dialect::{DialectRegistry, OpInfo, OperationName};
use crate::types::TypeKind;
use hashbrown::HashTable;
use rustc_hash::{FxHashMap, FxHasher};
use std::borrow::Borrow;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, RwLock};

const SHARDS: usize = 16;

/// Append-only uniquing table.
pub(crate) struct Interner<T> {
    items: boxcar::Vec<T>,
    shards: [Mutex<HashTable<u32>>; SHARDS],
    /// Identifies this table in the per-thread lookup caches.
    serial: u64,
}

/// Entries of the per-thread interning cache (a power of two).
const TL_CACHE: usize = 4096;

thread_local! {
    /// A direct-mapped cache of recent interning results per thread: `(table serial, hash,
    /// id)`. Hits skip the shard lock, so threads interning the same hot keys (`i32`, `index`,
    /// attribute names) do not contend; a hit is confirmed by comparing with the stored value.
    static TL_INTERNED: std::cell::RefCell<Vec<(u64, u64, u32)>> =
        std::cell::RefCell::new(vec![(0, 0, 0); TL_CACHE]);
}

static NEXT_INTERNER: AtomicU64 = AtomicU64::new(1);

fn hash_of<Q: Hash + ?Sized>(q: &Q) -> u64 {
    let mut h = FxHasher::default();
    q.hash(&mut h);
    h.finish()
}

impl<T> Interner<T> {
    fn new() -> Self {
        Interner {
            items: boxcar::Vec::new(),
            shards: std::array::from_fn(|_| Mutex::new(HashTable::new())),
            serial: NEXT_INTERNER.fetch_add(1, Ordering::Relaxed),
        }
    }

    #[inline]
    pub(crate) fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }

    /// Returns the id of the value equal to `key`, inserting `make(key)` if there is none.
    pub(crate) fn intern<Q>(&self, key: &Q, make: impl FnOnce(&Q) -> T) -> u32
    where
        T: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let hash = hash_of(key);
        let slot =
            ((hash ^ self.serial.wrapping_mul(0x9e37_79b9_7f4a_7c15)) as usize) & (TL_CACHE - 1);
        let cached = TL_INTERNED.with(|c| {
            let (serial, h, id) = c.borrow()[slot];
            (serial == self.serial && h == hash && self.items[id as usize].borrow() == key)
                .then_some(id)
        });
        if let Some(id) = cached {
            return id;
        }
        let shard = &self.shards[(hash >> 59) as usize % SHARDS];
        let mut table = shard.lock().unwrap_or_else(|e| e.into_inner());
        let id = match table.find(hash, |&id| self.items[id as usize].borrow() == key) {
            Some(&id) => id,
            None => {
                let id = self.items.push(make(key)) as u32;
                table.insert_unique(hash, id, |&id| hash_of(self.items[id as usize].borrow()));
                id
            }
        };
        drop(table);
        TL_INTERNED.with(|c| c.borrow_mut()[slot] = (self.serial, hash, id));
        id
    }

    /// Appends a value that is deliberately not uniqued (distinct attributes).
    pub(crate) fn push_unique(&self, v: T) -> u32 {
        self.items.push(v) as u32
    }
}

/// A uniqued string: op names, attribute names, symbol names, dialect namespaces.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Ident(pub(crate) u32);

/// The owner of all uniqued IR entities. Cheap to share across threads by reference.
pub struct Context {
    pub(crate) types: Interner<TypeKind>,
    pub(crate) attrs: Interner<AttrKind>,
    idents: Interner<Box<str>>,
    pub(crate) registry: DialectRegistry,
    op_names: Interner<OpNameEntry>,
    distinct_counter: AtomicU64,
    pub(crate) resources: crate::resources::ResourceTable,
    pub(crate) identified: crate::types::IdentifiedBodies,
    threading: std::sync::atomic::AtomicBool,
    memo_attrs: RwLock<FxHashMap<(usize, u64), Attribute>>,
    memo_values: RwLock<FxHashMap<(usize, Attribute), Option<u64>>>,
}

/// Interned operation name: its identifier and, when registered, its info.
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct OpNameEntry {
    pub(crate) name: Ident,
    pub(crate) info: Option<u32>,
}

impl Borrow<Ident> for OpNameEntry {
    fn borrow(&self) -> &Ident {
        &self.name
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context with the builtin dialect loaded.
    pub fn new() -> Self {
        Self::with_dialects(&[])
    }

    /// A context with the builtin dialect and `dialects` loaded. Every dialect is loaded here,
    /// never later, so that parallel passes never mutate the registry.
    pub fn with_dialects(dialects: &[&'static dyn crate::dialect::Dialect]) -> Self {
        let mut ctx = Context {
            types: Interner::new(),
            attrs: Interner::new(),
            idents: Interner::new(),
            registry: DialectRegistry::default(),
            op_names: Interner::new(),
            distinct_counter: AtomicU64::new(0),
            resources: Default::default(),
            identified: Default::default(),
            threading: std::sync::atomic::AtomicBool::new(true),
            memo_attrs: Default::default(),
            memo_values: Default::default(),
        };
        // Slot 0 of each table is reserved so that fresh handles are never accidentally 0.
        crate::attributes::init_builtin_attrs(&ctx);
        let mut registry = DialectRegistry::default();
        registry.load(&ctx, &crate::builtin::BuiltinDialect);
        for d in dialects {
            registry.load(&ctx, *d);
        }
        registry.finish();
        ctx.registry = registry;
        ctx
    }

    /// Whether any distinct attribute was ever created in this context (their printed ids
    /// depend on printing order).
    pub fn has_distinct_attrs(&self) -> bool {
        self.distinct_counter.load(Ordering::Relaxed) != 0
    }

    /// Whether work on sibling isolated ops (parsing function bodies, verifying them) may run
    /// in parallel: upstream's `MLIRContext::isMultithreadingEnabled` (on by default;
    /// `--mlir-disable-threading` turns it off). Results are identical either way.
    pub fn threading(&self) -> bool {
        self.threading.load(Ordering::Relaxed)
    }

    /// Enables or disables [`Context::threading`].
    pub fn set_threading(&self, on: bool) {
        self.threading.store(on, Ordering::Relaxed);
    }

    /// The attribute `make` builds for `key`, built once per context. `key` is a static
    /// definition's address and a value (an enum attribute definition and its case, say), so
    /// that attributes used on every op (defaults) are not rebuilt each time.
    pub fn memo_attr(&self, key: (usize, u64), make: impl FnOnce() -> Attribute) -> Attribute {
        if let Some(&a) = self
            .memo_attrs
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
        {
            return a;
        }
        let a = make();
        self.memo_attrs
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, a);
        a
    }

    /// The value `read` computes from `attr` for the static definition at address `def`,
    /// computed once per context (the inverse of [`Context::memo_attr`]).
    pub fn memo_value(
        &self,
        def: usize,
        attr: Attribute,
        read: impl FnOnce() -> Option<u64>,
    ) -> Option<u64> {
        let key = (def, attr);
        if let Some(&v) = self
            .memo_values
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
        {
            return v;
        }
        let v = read();
        self.memo_values
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, v);
        v
    }

    /// Interns `s`.
    pub fn ident(&self, s: &str) -> Ident {
        Ident(self.idents.intern(s, |s| s.into()))
    }

    /// The text of an identifier.
    pub fn ident_str(&self, id: Ident) -> &str {
        self.idents.get(id.0)
    }

    /// The operation name `name`, registered or not.
    pub fn op_name(&self, name: &str) -> OperationName {
        let ident = self.ident(name);
        let info = self.registry.op_index(ident);
        OperationName(
            self.op_names
                .intern(&ident, |&name| OpNameEntry { name, info }),
        )
    }

    pub(crate) fn op_name_entry(&self, n: OperationName) -> &OpNameEntry {
        self.op_names.get(n.0)
    }

    /// The registered info of an operation name, if its dialect defines it.
    pub fn op_info(&self, n: OperationName) -> Option<&OpInfo> {
        self.op_name_entry(n).info.map(|i| self.registry.op(i))
    }

    /// The full name (`dialect.op`) of an operation name.
    pub fn op_name_str(&self, n: OperationName) -> &str {
        self.ident_str(self.op_name_entry(n).name)
    }

    /// Whether a dialect with this namespace is loaded.
    pub fn is_dialect_loaded(&self, namespace: &str) -> bool {
        self.registry.dialect(namespace).is_some()
    }

    /// Whether namespace `namespace` is loaded and allows ops it does not register
    /// ([`crate::dialect::Dialect::allows_unknown_operations`]).
    pub fn dialect_allows_unknown_operations(&self, namespace: &str) -> bool {
        self.registry.allows_unknown_operations(namespace)
    }

    /// Namespaces of the loaded dialects, sorted.
    pub fn loaded_namespaces(&self) -> Vec<&'static str> {
        let mut v = self.registry.namespaces();
        v.sort_unstable();
        v
    }

    /// Whether attributes and types of `namespace` may be written without
    /// `--allow-unregistered-dialect`: a loaded dialect, or one of upstream `mlir-opt`'s
    /// dialects, whose attributes and types rmlir keeps as text.
    pub fn is_known_dialect(&self, namespace: &str) -> bool {
        self.is_dialect_loaded(namespace) || UPSTREAM_DIALECTS.contains(&namespace)
    }

    pub(crate) fn next_distinct_id(&self) -> u64 {
        self.distinct_counter.fetch_add(1, Ordering::Relaxed)
    }

    /// Number of uniqued types and attributes, for statistics and tests.
    pub fn interned_counts(&self) -> (usize, usize) {
        (self.types.len(), self.attrs.len())
    }
}

/// The dialects upstream `mlir-opt` 19 registers (its test dialects aside).
const UPSTREAM_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "mesh",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "polynomial",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "sparse_tensor",
    "spirv",
    "tensor",
    "tosa",
    "transform",
    "ub",
    "vector",
    "x86vector",
    "xegpu",
];
