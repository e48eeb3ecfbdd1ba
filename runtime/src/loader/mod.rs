//! An in-process loader for ELF64 relocatable objects (`.o`), so that
//! `rmlir-runner` can run compiled code without an external linker (as
//! `mlir-cpu-runner`'s JIT does).
//!
//! [`Image::load`] maps every `SHF_ALLOC` section (and `SHN_COMMON` symbols)
//! into one anonymous mapping, resolves undefined symbols through a
//! [`ResolverConfig`] (overrides, the built-in runner utilities and compiler
//! runtime helpers, `-shared-libs=` libraries, then the process), applies the
//! RELA relocations (out-of-range calls through absolute-jump stubs, GOT
//! references through a GOT placed beside the code), maps the segments W^X,
//! registers `.eh_frame` with the unwinder (and, when asked, the object with a debugger
//! through the GDB JIT interface, `gdb_jit.rs`) and runs `.init_array`. Dropping
//! the [`Image`] runs `.fini_array` and the `__cxa_atexit` destructors the
//! object registered, deregisters `.eh_frame` and unmaps it.
//!
//! ```no_run
//! use rmlir_runtime::loader::{EntryResult, Image, ResolverConfig};
//! let bytes = std::fs::read("module.o").unwrap();
//! // SAFETY: the object's constructors and `main` are trusted code.
//! let value = unsafe {
//!     let image = Image::load(&bytes, &ResolverConfig::default()).unwrap();
//!     image.call_entry("main", EntryResult::I32).unwrap()
//! };
//! println!("{value:?}");
//! ```
//!
//! Linux ELF64 little-endian only; x86-64 relocations are implemented
//! (`x86_64.rs`), the [`reloc`] dispatch is where AArch64 goes.

mod eh_frame;
mod elf;
mod gdb_jit;
mod memory;
mod reloc;
mod symbols;
mod x86_64;

pub use symbols::builtin_symbols;

use std::collections::HashMap;
use std::fmt;
use std::ops::Range;
use std::path::PathBuf;
use std::str::FromStr;

use elf::{SegmentKind, SymbolPlace};
use memory::{page_size, Region};
use reloc::{Arch, RelocValues};

/// Why an object could not be loaded, or a symbol not found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not an ELF file, or a header, section, symbol or relocation that is
    /// inconsistent or lies outside the file.
    Malformed(String),
    /// An ELF file of a class or byte order the loader does not read.
    UnsupportedFormat(String),
    /// Not a relocatable object (`e_type` is not `ET_REL`).
    NotRelocatable { e_type: u16 },
    /// An object for a machine the loader (or the host) does not run.
    UnsupportedMachine { e_machine: u16 },
    /// A section the loader cannot place (thread-local storage, REL).
    UnsupportedSection {
        section: String,
        reason: &'static str,
    },
    /// Undefined symbols no resolver step provides (sorted).
    UnresolvedSymbols(Vec<String>),
    /// A relocation type the loader does not implement.
    UnsupportedRelocation {
        r_type: String,
        section: String,
        offset: u64,
    },
    /// A relocated value that does not fit its field.
    RelocationOverflow {
        r_type: String,
        symbol: String,
        section: String,
        offset: u64,
    },
    /// A `-shared-libs=` library that `dlopen` refused.
    Library { path: String, message: String },
    /// `mmap`/`mprotect` failed.
    Memory(String),
    /// [`Image::symbol`] found no such exported symbol.
    SymbolNotFound(String),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Malformed(m) => write!(f, "malformed object file: {m}"),
            LoadError::UnsupportedFormat(m) => write!(f, "unsupported object file: {m}"),
            LoadError::NotRelocatable { e_type } => write!(
                f,
                "not a relocatable object file (ELF type {e_type}, expected ET_REL)"
            ),
            LoadError::UnsupportedMachine { e_machine } => {
                write!(f, "unsupported machine: ELF e_machine {e_machine}")
            }
            LoadError::UnsupportedSection { section, reason } => {
                write!(f, "section `{section}`: {reason}")
            }
            LoadError::UnresolvedSymbols(names) => {
                let s = if names.len() == 1 { "" } else { "s" };
                write!(f, "unresolved symbol{s}: {}", names.join(", "))
            }
            LoadError::UnsupportedRelocation {
                r_type,
                section,
                offset,
            } => write!(
                f,
                "unsupported relocation {r_type} in section `{section}` at offset {offset:#x}"
            ),
            LoadError::RelocationOverflow {
                r_type,
                symbol,
                section,
                offset,
            } => write!(
                f,
                "relocation {r_type} against `{symbol}` in section `{section}` at offset \
                 {offset:#x} does not fit its field"
            ),
            LoadError::Library { path, message } => {
                write!(f, "cannot load library `{path}`: {message}")
            }
            LoadError::Memory(m) => write!(f, "memory mapping failed: {m}"),
            LoadError::SymbolNotFound(name) => write!(f, "symbol `{name}` not found"),
        }
    }
}

impl std::error::Error for LoadError {}

/// Where undefined symbols come from, in this order: `symbols`, the built-in
/// table ([`builtin_symbols`]) when `builtins`, each of `shared_libs`
/// (`dlopen`ed; upstream's `libmlir_runner_utils.so`,
/// `libmlir_c_runner_utils.so` and `librmlir_runtime.so` are the built-in
/// table and are not opened), then the process's global namespace when
/// `process_symbols`. A weak undefined symbol found nowhere is 0.
#[derive(Clone, Debug)]
pub struct ResolverConfig {
    pub shared_libs: Vec<PathBuf>,
    pub symbols: HashMap<String, usize>,
    pub builtins: bool,
    pub process_symbols: bool,
    /// Register the loaded object (its symbols and DWARF sections, at the addresses it was
    /// loaded to) with a debugger through the GDB JIT interface.
    pub register_with_debugger: bool,
}

impl Default for ResolverConfig {
    fn default() -> Self {
        ResolverConfig {
            shared_libs: Vec::new(),
            symbols: HashMap::new(),
            builtins: true,
            process_symbols: true,
            register_with_debugger: false,
        }
    }
}

impl ResolverConfig {
    /// Adds `-shared-libs=` libraries.
    pub fn with_shared_libs<I, P>(mut self, libs: I) -> Self
    where
        I: IntoIterator<Item = P>,
        P: Into<PathBuf>,
    {
        self.shared_libs.extend(libs.into_iter().map(Into::into));
        self
    }

    /// See [`ResolverConfig::register_with_debugger`].
    pub fn with_debugger_registration(mut self, on: bool) -> Self {
        self.register_with_debugger = on;
        self
    }

    /// Resolves `name` to `address`, before any other source.
    pub fn with_symbol(mut self, name: impl Into<String>, address: usize) -> Self {
        self.symbols.insert(name.into(), address);
        self
    }
}

/// The result type of an entry function (`-entry-point-result=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryResult {
    Void,
    I32,
    I64,
    F32,
}

impl FromStr for EntryResult {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "void" => Ok(EntryResult::Void),
            "i32" => Ok(EntryResult::I32),
            "i64" => Ok(EntryResult::I64),
            "f32" => Ok(EntryResult::F32),
            _ => Err(format!(
                "unsupported entry point result `{s}` (expected void, i32, i64 or f32)"
            )),
        }
    }
}

/// What an entry function returned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EntryValue {
    Void,
    I32(i32),
    I64(i64),
    F32(f32),
}

/// Facts about a loaded image, for diagnostics and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImageStats {
    /// Bytes mapped for the image.
    pub size: usize,
    /// Absolute-jump stubs created for out-of-range calls.
    pub stubs: usize,
    /// GOT entries.
    pub got_entries: usize,
    /// Whether `.eh_frame` was registered with the unwinder.
    pub eh_frame_registered: bool,
    /// Whether the image was placed in the low 2 GiB (for R_X86_64_32/32S).
    pub low_memory: bool,
}

/// A loaded, relocated object. Dropping it runs its finalizers and unmaps it:
/// no pointer obtained from it may be used afterwards.
pub struct Image {
    exports: HashMap<String, u64>,
    /// `.fini_array` entries in call order.
    fini: Vec<u64>,
    /// The `__dso_handle` the object's `__cxa_atexit` calls used, if any.
    dso_handle: Option<u64>,
    stats: ImageStats,
    text: Range<u64>,
    /// Declared before `region`: deregistered before the memory goes away.
    _eh_frame: Option<eh_frame::Registration>,
    /// The GDB JIT interface entry, if registered ([`ResolverConfig::register_with_debugger`]).
    _debugger: Option<gdb_jit::Registration>,
    region: Region,
}

/// One allocated item of a segment.
struct Item {
    size: u64,
    align: u64,
}

/// Lays items out one after another; returns their offsets and the end.
fn pack(items: &[Item]) -> (Vec<u64>, u64) {
    let mut offsets = Vec::with_capacity(items.len());
    let mut at = 0u64;
    for item in items {
        at = at.next_multiple_of(item.align);
        offsets.push(at);
        at += item.size;
    }
    (offsets, at)
}

fn oversize() -> LoadError {
    LoadError::Memory("the object's sections are too large to map".into())
}

/// The numeric priority of `.init_array.N` / `.fini_array.N` (plain
/// sections sort after every numbered one).
fn priority(name: &str, prefix: &str) -> Option<u32> {
    if name == prefix {
        Some(u32::MAX)
    } else {
        name.strip_prefix(prefix)?
            .strip_prefix('.')?
            .parse()
            .ok()
            .filter(|p| *p != u32::MAX)
    }
}

impl Image {
    /// Loads the relocatable object `bytes`, resolving its undefined symbols
    /// through `config`, and runs its constructors.
    ///
    /// # Safety
    /// Loading runs the object's `.init_array` code; the object must be
    /// trusted code for this process's architecture and ABI.
    pub unsafe fn load(bytes: &[u8], config: &ResolverConfig) -> Result<Image, LoadError> {
        let obj = elf::parse(bytes)?;
        let arch = Arch::from_machine(obj.machine)?;
        if Arch::host() != Some(arch) {
            return Err(LoadError::UnsupportedMachine {
                e_machine: obj.machine,
            });
        }

        // Pre-pass: which symbols need GOT entries or may need stubs, and
        // whether absolute 32-bit fields want the image in low memory.
        let mut got_slots: HashMap<usize, usize> = HashMap::new();
        let mut stub_candidates: Vec<bool> = vec![false; obj.symbols.len()];
        let mut referenced: Vec<bool> = vec![false; obj.symbols.len()];
        let mut low = false;
        let mut needs_got = false;
        // External symbols that PC-relative 32-bit fields reach directly (data
        // references, which no stub can redirect).
        let mut near: Vec<bool> = vec![false; obj.symbols.len()];
        for rs in &obj.relocations {
            for r in &rs.relocations {
                if arch.width(r.r_type).is_none() {
                    return Err(LoadError::UnsupportedRelocation {
                        r_type: arch.reloc_name(r.r_type),
                        section: obj.sections[rs.target].name.clone(),
                        offset: r.offset,
                    });
                }
                referenced[r.symbol] = true;
                let sym = &obj.symbols[r.symbol];
                let external =
                    matches!(sym.place, SymbolPlace::Undefined | SymbolPlace::Absolute(_));
                if arch.uses_got_entry(r.r_type) {
                    let n = got_slots.len();
                    got_slots.entry(r.symbol).or_insert(n);
                }
                needs_got |= arch.uses_got_base(r.r_type);
                if external && arch.may_use_stub(r.r_type) {
                    let data = obj.sections[rs.target].data;
                    let prev = r
                        .offset
                        .checked_sub(1)
                        .and_then(|o| data.and_then(|d| d.get(o as usize)).copied());
                    if arch.stub_allowed(r.r_type, sym.is_function(), prev) {
                        stub_candidates[r.symbol] = true;
                    } else {
                        near[r.symbol] = true;
                    }
                }
                if arch.wants_low_memory(r.r_type) && !external {
                    low = true;
                }
            }
        }
        let uses_got_symbol = obj
            .symbols
            .iter()
            .any(|s| s.name == "_GLOBAL_OFFSET_TABLE_" && s.place == SymbolPlace::Undefined);
        needs_got |= uses_got_symbol;
        let stub_capacity = stub_candidates.iter().filter(|c| **c).count();
        let uses_dso_handle = obj
            .symbols
            .iter()
            .enumerate()
            .any(|(i, s)| referenced[i] && s.name == "__dso_handle");

        // Layout: [text | stubs] [rodata | .eh_frame terminator | GOT] [data | commons | dso handle].
        let mut segments: [Vec<Item>; 3] = [Vec::new(), Vec::new(), Vec::new()];
        let seg_index = |k: SegmentKind| match k {
            SegmentKind::Text => 0,
            SegmentKind::ReadOnly => 1,
            SegmentKind::Data => 2,
        };
        // (segment, item index) of each section.
        let mut section_items: Vec<Option<(usize, usize)>> = vec![None; obj.sections.len()];
        let mut eh_frame_index = None;
        let mut max_align = page_size() as u64;
        for (i, s) in obj.sections.iter().enumerate() {
            let Some(kind) = s.segment else { continue };
            let seg = seg_index(kind);
            let mut size = s.size;
            if s.name == ".eh_frame" && eh_frame_index.is_none() {
                eh_frame_index = Some(i);
                size = size.checked_add(4).ok_or_else(oversize)?;
            }
            max_align = max_align.max(s.align);
            section_items[i] = Some((seg, segments[seg].len()));
            segments[seg].push(Item {
                size,
                align: s.align,
            });
        }
        let stub_item = segments[0].len();
        segments[0].push(Item {
            size: (stub_capacity * arch.stub_size()) as u64,
            align: 16,
        });
        let got_item = segments[1].len();
        segments[1].push(Item {
            size: if needs_got {
                8 * got_slots.len().max(1) as u64
            } else {
                0
            },
            align: 8,
        });
        let mut common_items: Vec<Option<usize>> = vec![None; obj.symbols.len()];
        for (i, s) in obj.symbols.iter().enumerate() {
            if let SymbolPlace::Common { align, size } = s.place {
                max_align = max_align.max(align);
                common_items[i] = Some(segments[2].len());
                segments[2].push(Item { size, align });
            }
        }
        let dso_item = segments[2].len();
        segments[2].push(Item {
            size: if uses_dso_handle { 8 } else { 0 },
            align: 8,
        });
        if segments.iter().flatten().any(|it| it.size > (1u64 << 40)) {
            return Err(oversize());
        }
        let page = page_size() as u64;
        let mut seg_start = [0u64; 3];
        let mut seg_len = [0u64; 3];
        let mut item_offsets: [Vec<u64>; 3] = [Vec::new(), Vec::new(), Vec::new()];
        let mut total = 0u64;
        for seg in 0..3 {
            let (offsets, end) = pack(&segments[seg]);
            seg_start[seg] = total;
            seg_len[seg] = end.next_multiple_of(page);
            item_offsets[seg] = offsets;
            total = total.checked_add(seg_len[seg]).ok_or_else(oversize)?;
        }
        if total > (1u64 << 31) {
            return Err(LoadError::Memory(format!(
                "image of {total} bytes exceeds the 2 GiB a relocatable object may span"
            )));
        }
        // Resolve the undefined symbols (before mapping: where the image may
        // go depends on them).
        let resolver = symbols::Resolver::new(config)?;
        let mut unresolved = Vec::new();
        let mut external: Vec<Option<u64>> = vec![None; obj.symbols.len()];
        for (i, s) in obj.symbols.iter().enumerate() {
            if s.place != SymbolPlace::Undefined
                || s.name.is_empty()
                || s.name == "_GLOBAL_OFFSET_TABLE_"
                || (s.name == "__dso_handle" && uses_dso_handle)
            {
                continue;
            }
            external[i] = match resolver.resolve(&s.name) {
                Some(a) => Some(a as u64),
                None if s.is_weak() => Some(0),
                None => {
                    if referenced[i] {
                        unresolved.push(s.name.clone());
                    }
                    None
                }
            };
        }
        if !unresolved.is_empty() {
            unresolved.sort();
            unresolved.dedup();
            return Err(LoadError::UnresolvedSymbols(unresolved));
        }
        let near_targets: Vec<u64> = obj
            .symbols
            .iter()
            .enumerate()
            .filter(|(i, _)| near[*i])
            .filter_map(|(i, s)| match s.place {
                SymbolPlace::Absolute(v) => Some(v),
                _ => external[i],
            })
            .filter(|a| *a != 0)
            .collect();

        let mut region = Region::map(total as usize, max_align as usize, low, &near_targets)?;
        let base = region.addr();
        let low_memory = low && base + total <= (1u64 << 31);
        let item_addr = |seg: usize, item: usize| seg_start[seg] + item_offsets[seg][item];
        let section_offset: Vec<Option<u64>> = section_items
            .iter()
            .map(|si| si.map(|(seg, item)| item_addr(seg, item)))
            .collect();
        let stub_offset = item_addr(0, stub_item);
        let got_offset = item_addr(1, got_item);
        let dso_offset = item_addr(2, dso_item);

        let image = region.bytes_mut(total as usize);
        for (i, s) in obj.sections.iter().enumerate() {
            if let (Some(off), Some(data)) = (section_offset[i], s.data) {
                image[off as usize..off as usize + data.len()].copy_from_slice(data);
            }
        }

        // Symbol addresses.
        let addresses: Vec<Option<u64>> = obj
            .symbols
            .iter()
            .enumerate()
            .map(|(i, s)| match s.place {
                SymbolPlace::Absolute(v) => Some(v),
                // Wrapping: a corrupt value must not overflow (the result is
                // only ever written into fields, range-checked).
                SymbolPlace::Section { index, value } => {
                    section_offset[index].map(|off| (base + off).wrapping_add(value))
                }
                SymbolPlace::Common { .. } => common_items[i].map(|item| base + item_addr(2, item)),
                SymbolPlace::Undefined if s.name.is_empty() => Some(0),
                SymbolPlace::Undefined if s.name == "__dso_handle" && uses_dso_handle => {
                    Some(base + dso_offset)
                }
                SymbolPlace::Undefined if s.name == "_GLOBAL_OFFSET_TABLE_" => {
                    Some(base + got_offset)
                }
                SymbolPlace::Undefined => external[i],
            })
            .collect();

        // GOT entries hold the symbols' addresses.
        for (&sym, &slot) in &got_slots {
            let at = (got_offset + 8 * slot as u64) as usize;
            let value = addresses[sym].unwrap_or(0);
            image[at..at + 8].copy_from_slice(&value.to_le_bytes());
        }

        // Relocations.
        let mut stubs: HashMap<usize, u64> = HashMap::new();
        for rs in &obj.relocations {
            let section = &obj.sections[rs.target];
            let Some(sec_off) = section_offset[rs.target] else {
                continue;
            };
            for r in &rs.relocations {
                let width = arch.width(r.r_type).unwrap_or(0) as u64;
                let in_bounds = r
                    .offset
                    .checked_add(width)
                    .is_some_and(|end| end <= section.size);
                if !in_bounds || (section.data.is_none() && width != 0) {
                    return Err(LoadError::Malformed(format!(
                        "relocation at offset {:#x} lies outside section `{}`",
                        r.offset, section.name
                    )));
                }
                let sym = &obj.symbols[r.symbol];
                let Some(s) = addresses[r.symbol] else {
                    return Err(LoadError::Malformed(format!(
                        "relocation in `{}` refers to `{}`, which is in a section that is not loaded",
                        section.name, sym.name
                    )));
                };
                let place_off = (sec_off + r.offset) as usize;
                let mut values = RelocValues {
                    s,
                    a: r.addend,
                    p: base + place_off as u64,
                    z: sym.size,
                    got_base: base + got_offset,
                    got_entry: got_slots
                        .get(&r.symbol)
                        .map(|slot| base + got_offset + 8 * *slot as u64),
                };
                let field = place_off..place_off + width as usize;
                if arch
                    .apply(r.r_type, &values, &mut image[field.clone()])
                    .is_ok()
                {
                    continue;
                }
                let prev = r
                    .offset
                    .checked_sub(1)
                    .and_then(|o| section.data.and_then(|d| d.get(o as usize)).copied());
                let overflow = || LoadError::RelocationOverflow {
                    r_type: arch.reloc_name(r.r_type),
                    symbol: sym.name.clone(),
                    section: section.name.clone(),
                    offset: r.offset,
                };
                if !stub_candidates[r.symbol]
                    || !arch.stub_allowed(r.r_type, sym.is_function(), prev)
                {
                    return Err(overflow());
                }
                let n = stubs.len();
                let stub = *stubs.entry(r.symbol).or_insert_with(|| {
                    let at = stub_offset as usize + n * arch.stub_size();
                    arch.write_stub(&mut image[at..at + arch.stub_size()], s);
                    base + at as u64
                });
                values.s = stub;
                arch.apply(r.r_type, &values, &mut image[field])
                    .map_err(|_| overflow())?;
            }
        }

        // W^X: text read+execute, rodata (and the GOT) read-only, data read+write.
        let prots = [
            libc::PROT_READ | libc::PROT_EXEC,
            libc::PROT_READ,
            libc::PROT_READ | libc::PROT_WRITE,
        ];
        for seg in 0..3 {
            region.protect(seg_start[seg] as usize, seg_len[seg] as usize, prots[seg])?;
        }

        let mut exports = HashMap::new();
        for (s, addr) in obj.symbols.iter().zip(&addresses) {
            if s.is_global() && s.place != SymbolPlace::Undefined {
                if let Some(a) = addr {
                    exports.entry(s.name.clone()).or_insert(*a);
                }
            }
        }

        // Constructor and destructor tables, in call order.
        let read_table = |index: usize| -> Vec<u64> {
            let Some(off) = section_offset[index] else {
                return Vec::new();
            };
            let n = obj.sections[index].size as usize / 8;
            (0..n)
                .map(|k| {
                    let p = (base + off) as *const u64;
                    // SAFETY: inside the mapped, readable section.
                    unsafe { p.add(k).read_unaligned() }
                })
                .filter(|f| *f != 0 && *f != u64::MAX)
                .collect()
        };
        let mut inits: Vec<(u32, usize)> = Vec::new();
        let mut finis: Vec<(u32, usize)> = Vec::new();
        for (i, s) in obj.sections.iter().enumerate() {
            if s.segment.is_none() {
                continue;
            }
            if s.name == ".preinit_array" {
                inits.push((0, i));
            } else if let Some(p) = priority(&s.name, ".init_array") {
                inits.push((p, i));
            } else if let Some(p) = priority(&s.name, ".fini_array") {
                finis.push((p, i));
            }
        }
        inits.sort_by_key(|x| x.0);
        finis.sort_by_key(|x| std::cmp::Reverse(x.0));
        let init: Vec<u64> = inits.iter().flat_map(|&(_, i)| read_table(i)).collect();
        let fini: Vec<u64> = finis
            .iter()
            .flat_map(|&(_, i)| read_table(i).into_iter().rev())
            .collect();

        let eh_frame = eh_frame_index
            .and_then(|i| section_offset[i])
            .and_then(|off| eh_frame::register((base + off) as *const u8));

        // Before the constructors run, so that a debugger can stop in them too.
        let debugger = if config.register_with_debugger {
            let addrs: Vec<Option<u64>> =
                section_offset.iter().map(|o| o.map(|o| base + o)).collect();
            gdb_jit::symfile(bytes, &addrs).map(gdb_jit::register)
        } else {
            None
        };

        let text = base + seg_start[0]..base + seg_start[0] + seg_len[0];
        let image = Image {
            exports,
            fini,
            dso_handle: uses_dso_handle.then_some(base + dso_offset),
            stats: ImageStats {
                size: total as usize,
                stubs: stubs.len(),
                got_entries: got_slots.len(),
                eh_frame_registered: eh_frame.is_some(),
                low_memory,
            },
            text,
            _eh_frame: eh_frame,
            _debugger: debugger,
            region,
        };
        for f in init {
            let f: extern "C" fn() = std::mem::transmute(f as usize);
            f();
        }
        Ok(image)
    }

    /// The address of the exported (global or weak, defined) symbol `name`.
    pub fn symbol(&self, name: &str) -> Result<*const u8, LoadError> {
        self.exports
            .get(name)
            .map(|a| *a as usize as *const u8)
            .ok_or_else(|| LoadError::SymbolNotFound(name.to_string()))
    }

    /// The exported symbols and their addresses.
    pub fn symbols(&self) -> impl Iterator<Item = (&str, *const u8)> + '_ {
        self.exports
            .iter()
            .map(|(n, a)| (n.as_str(), *a as usize as *const u8))
    }

    /// Calls the exported function `name`, taking no arguments and returning
    /// `result` (C ABI), as `mlir-cpu-runner -entry-point-result=` does.
    ///
    /// # Safety
    /// `name` must be a function of that signature.
    pub unsafe fn call_entry(
        &self,
        name: &str,
        result: EntryResult,
    ) -> Result<EntryValue, LoadError> {
        let f = self.symbol(name)?;
        Ok(match result {
            EntryResult::Void => {
                std::mem::transmute::<*const u8, extern "C" fn()>(f)();
                EntryValue::Void
            }
            EntryResult::I32 => {
                EntryValue::I32(std::mem::transmute::<*const u8, extern "C" fn() -> i32>(f)())
            }
            EntryResult::I64 => {
                EntryValue::I64(std::mem::transmute::<*const u8, extern "C" fn() -> i64>(f)())
            }
            EntryResult::F32 => {
                EntryValue::F32(std::mem::transmute::<*const u8, extern "C" fn() -> f32>(f)())
            }
        })
    }

    pub fn stats(&self) -> ImageStats {
        self.stats
    }

    /// The address range of the image's executable segment (code and stubs).
    pub fn text_range(&self) -> Range<usize> {
        self.text.start as usize..self.text.end as usize
    }

    /// Whether `addr` lies inside the image's mapping.
    pub fn contains(&self, addr: usize) -> bool {
        let base = self.region.addr() as usize;
        addr >= base && addr < base + self.stats.size
    }
}

impl Drop for Image {
    fn drop(&mut self) {
        for &f in &self.fini {
            // SAFETY: a destructor the object asked to run at unload.
            unsafe {
                let f: extern "C" fn() = std::mem::transmute(f as usize);
                f();
            }
        }
        if let Some(handle) = self.dso_handle {
            if let Some(finalize) = symbols::dlsym(libc::RTLD_DEFAULT, "__cxa_finalize") {
                // SAFETY: runs the `__cxa_atexit` destructors registered with
                // this image's `__dso_handle` (glibc's `__cxa_finalize(void *)`).
                unsafe {
                    let finalize: extern "C" fn(*mut libc::c_void) = std::mem::transmute(finalize);
                    finalize(handle as usize as *mut libc::c_void);
                }
            }
        }
    }
}
