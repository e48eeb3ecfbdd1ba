//! Resource blobs: the `{-# dialect_resources: { builtin: { name: "0x..." } } #-}` section and
//! the `dense_resource<name>` attributes that refer to it. Resources are not uniqued by value:
//! each has a name, unique within its dialect, renamed on collision as upstream does.

use rustc_hash::FxHashMap as HashMap;
use std::sync::{Arc, Mutex};

/// The contents of one blob: alignment and bytes (as in upstream's `AsmResourceBlob`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blob {
    pub alignment: u64,
    pub data: Vec<u8>,
}

/// A handle to a named resource of the builtin dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ResourceId(pub(crate) u32);

/// A value of an `external_resources` entry, kept as parsed so that it prints back as
/// upstream's fallback resource map prints it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExternalValue {
    Bool(bool),
    String(Vec<u8>),
    Blob(Blob),
}

/// One owner's `external_resources` entries, in input order.
pub type ExternalResources = (String, Vec<(String, ExternalValue)>);

#[derive(Default)]
pub(crate) struct ResourceTable {
    inner: Mutex<ResourceInner>,
    /// `external_resources` entries of owners no rmlir component claims, per owner in
    /// first-seen order (upstream's `FallbackAsmResourceMap`).
    external: Mutex<Vec<ExternalResources>>,
}

#[derive(Default)]
struct ResourceInner {
    names: Vec<String>,
    blobs: Vec<Option<Arc<Blob>>>,
    by_name: HashMap<String, u32>,
}

impl ResourceTable {
    /// Declares a resource named `name` (or `name_N` if taken, as upstream's `insert`).
    pub(crate) fn declare(&self, name: &str, unique: bool) -> ResourceId {
        let mut t = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        if !unique {
            if let Some(&id) = t.by_name.get(name) {
                return ResourceId(id);
            }
        }
        let mut candidate = name.to_string();
        let mut n = 0;
        while t.by_name.contains_key(&candidate) {
            candidate = format!("{name}_{n}");
            n += 1;
        }
        let id = t.names.len() as u32;
        t.names.push(candidate.clone());
        t.blobs.push(None);
        t.by_name.insert(candidate, id);
        ResourceId(id)
    }

    pub(crate) fn set_blob(&self, id: ResourceId, blob: Blob) {
        let mut t = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        t.blobs[id.0 as usize] = Some(Arc::new(blob));
    }

    pub(crate) fn name(&self, id: ResourceId) -> String {
        self.inner.lock().unwrap_or_else(|e| e.into_inner()).names[id.0 as usize].clone()
    }

    pub(crate) fn add_external(&self, owner: &str, key: &str, value: ExternalValue) {
        let mut t = self.external.lock().unwrap_or_else(|e| e.into_inner());
        let i = match t.iter().position(|(o, _)| o == owner) {
            Some(i) => i,
            None => {
                t.push((owner.to_string(), Vec::new()));
                t.len() - 1
            }
        };
        t[i].1.push((key.to_string(), value));
    }

    pub(crate) fn take_external(&self, owner: &str) -> Option<Vec<(String, ExternalValue)>> {
        let mut t = self.external.lock().unwrap_or_else(|e| e.into_inner());
        let i = t.iter().position(|(o, _)| o == owner)?;
        Some(t.remove(i).1)
    }

    pub(crate) fn external(&self) -> Vec<ExternalResources> {
        self.external
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    pub(crate) fn blob(&self, id: ResourceId) -> Option<Arc<Blob>> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner()).blobs[id.0 as usize].clone()
    }
}

impl crate::Context {
    /// Declares a builtin resource blob and returns its handle (renamed if the name is taken).
    pub fn add_resource(&self, name: &str, blob: Blob) -> ResourceId {
        let id = self.resources.declare(name, true);
        self.resources.set_blob(id, blob);
        id
    }

    /// Removes and returns the `external_resources` entries of `owner` (a component claiming
    /// them, as `--run-reproducer` claims `mlir_reproducer`: they are then not printed back).
    pub fn take_external_resources(&self, owner: &str) -> Option<Vec<(String, ExternalValue)>> {
        self.resources.take_external(owner)
    }

    /// The name a resource is printed with.
    pub fn resource_name(&self, id: ResourceId) -> String {
        self.resources.name(id)
    }

    /// The blob of a resource, if its data was provided.
    pub fn resource_blob(&self, id: ResourceId) -> Option<Arc<Blob>> {
        self.resources.blob(id)
    }
}
