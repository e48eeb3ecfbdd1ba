//! Reading an ELF64 relocatable object into the loader's model: its sections,
//! symbols and RELA relocations, every offset and index checked against the
//! file (a corrupt object gives [`LoadError::Malformed`], never a panic).

use object::elf;
use object::read::elf::{FileHeader, Rela as _, SectionHeader as _, Sym as _};
use object::LittleEndian as LE;

use super::LoadError;

/// Where an allocated section goes: its page protection after relocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SegmentKind {
    /// Read + execute (`SHF_EXECINSTR`).
    Text,
    /// Read only (allocated, neither writable nor executable).
    ReadOnly,
    /// Read + write (`SHF_WRITE`).
    Data,
}

pub(crate) struct Section<'a> {
    pub name: String,
    /// `None` for sections the image does not hold (not `SHF_ALLOC`, or empty).
    pub segment: Option<SegmentKind>,
    /// The file bytes; `None` for `SHT_NOBITS` (zero filled).
    pub data: Option<&'a [u8]>,
    pub size: u64,
    pub align: u64,
}

/// Where a symbol's value lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SymbolPlace {
    Undefined,
    Absolute(u64),
    /// `SHN_COMMON`: `align` is the symbol's value, `size` its size.
    Common {
        align: u64,
        size: u64,
    },
    Section {
        index: usize,
        value: u64,
    },
}

pub(crate) struct Symbol {
    pub name: String,
    pub bind: u8,
    pub kind: u8,
    pub size: u64,
    pub place: SymbolPlace,
}

impl Symbol {
    pub fn is_weak(&self) -> bool {
        self.bind == elf::STB_WEAK.0
    }
    pub fn is_global(&self) -> bool {
        self.bind == elf::STB_GLOBAL.0 || self.is_weak()
    }
    pub fn is_function(&self) -> bool {
        self.kind == elf::STT_FUNC.0
    }
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Relocation {
    pub offset: u64,
    pub r_type: u32,
    pub symbol: usize,
    pub addend: i64,
}

/// The relocations that apply to one allocated section.
pub(crate) struct RelocationSection {
    pub target: usize,
    pub relocations: Vec<Relocation>,
}

pub(crate) struct Object<'a> {
    pub machine: u16,
    pub sections: Vec<Section<'a>>,
    pub symbols: Vec<Symbol>,
    pub relocations: Vec<RelocationSection>,
}

/// The largest section or common-symbol alignment accepted (256 MiB).
const MAX_ALIGN: u64 = 1 << 28;

fn malformed(e: object::read::Error) -> LoadError {
    LoadError::Malformed(e.to_string())
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Parses `data` as an ELF64 little-endian relocatable object.
pub(crate) fn parse(data: &[u8]) -> Result<Object<'_>, LoadError> {
    if data.len() < 16 || data[..4] != elf::ELFMAG {
        return Err(LoadError::Malformed("not an ELF file (bad magic)".into()));
    }
    if data[4] != elf::ELFCLASS64.0 {
        return Err(LoadError::UnsupportedFormat(
            "only 64-bit (ELFCLASS64) objects are supported".into(),
        ));
    }
    if data[5] != elf::ELFDATA2LSB.0 {
        return Err(LoadError::UnsupportedFormat(
            "only little-endian objects are supported".into(),
        ));
    }
    let header = elf::FileHeader64::<LE>::parse(data).map_err(malformed)?;
    let e = LE;
    let e_type = header.e_type(e).0;
    if e_type != elf::ET_REL.0 {
        return Err(LoadError::NotRelocatable { e_type });
    }
    let machine = header.e_machine(e).0;
    let table = header.sections(e, data).map_err(malformed)?;

    let mut sections = Vec::with_capacity(table.len());
    let mut symtab_index = None;
    for (index, sh) in table.enumerate() {
        let name = text(table.section_name(e, sh).map_err(malformed)?);
        let flags = sh.sh_flags(e).0;
        let sh_type = sh.sh_type(e);
        let size = sh.sh_size(e);
        let align = sh.sh_addralign(e).max(1);
        if !align.is_power_of_two() || align > MAX_ALIGN {
            return Err(LoadError::Malformed(format!(
                "section `{name}` has alignment {align}, not a power of two up to {MAX_ALIGN}"
            )));
        }
        if sh_type == elf::SHT_SYMTAB {
            if symtab_index.is_some() {
                return Err(LoadError::Malformed("more than one symbol table".into()));
            }
            symtab_index = Some(index);
        }
        let allocated = flags & elf::SHF_ALLOC.0 != 0 && size != 0;
        if allocated && flags & elf::SHF_TLS.0 != 0 {
            return Err(LoadError::UnsupportedSection {
                section: name,
                reason: "thread-local storage (SHF_TLS) is not supported",
            });
        }
        let kind = {
            if flags & elf::SHF_EXECINSTR.0 != 0 {
                SegmentKind::Text
            } else if flags & elf::SHF_WRITE.0 != 0 {
                SegmentKind::Data
            } else {
                SegmentKind::ReadOnly
            }
        };
        let segment = allocated.then_some(kind);
        let data = if sh_type == elf::SHT_NOBITS || !allocated {
            None
        } else {
            let bytes = sh.data(e, data).map_err(|_| {
                LoadError::Malformed(format!("section `{name}` lies outside the file"))
            })?;
            Some(bytes)
        };
        sections.push(Section {
            name,
            segment,
            data,
            size,
            align,
        });
    }

    let mut symbols = Vec::new();
    if let Some(index) = symtab_index {
        let symtab = table
            .symbol_table_by_index(e, data, index)
            .map_err(malformed)?;
        symbols.reserve(symtab.len());
        for (si, sym) in symtab.enumerate() {
            let name = text(symtab.symbol_name(e, sym).map_err(malformed)?);
            let shndx = sym.st_shndx(e);
            let value = sym.st_value(e);
            let place = if shndx == elf::SHN_UNDEF {
                SymbolPlace::Undefined
            } else if shndx == elf::SHN_ABS {
                SymbolPlace::Absolute(value)
            } else if shndx == elf::SHN_COMMON {
                let align = value.max(1);
                if !align.is_power_of_two() || align > MAX_ALIGN {
                    return Err(LoadError::Malformed(format!(
                        "common symbol `{name}` has alignment {align}, not a power of two \
                         up to {MAX_ALIGN}"
                    )));
                }
                SymbolPlace::Common {
                    align,
                    size: sym.st_size(e),
                }
            } else {
                match symtab.symbol_section(e, sym, si).map_err(malformed)? {
                    Some(section) if section.0 < sections.len() => SymbolPlace::Section {
                        index: section.0,
                        value,
                    },
                    Some(section) => {
                        return Err(LoadError::Malformed(format!(
                            "symbol `{name}` refers to section {} of {}",
                            section.0,
                            sections.len()
                        )))
                    }
                    // Other reserved indices (processor specific): treat as absolute.
                    None => SymbolPlace::Absolute(value),
                }
            };
            symbols.push(Symbol {
                name,
                bind: sym.st_bind().0,
                kind: sym.st_type().0,
                size: sym.st_size(e),
                place,
            });
        }
    }

    if symbols.is_empty() {
        // Relocations against symbol 0 (no symbol) still need an entry.
        symbols.push(Symbol {
            name: String::new(),
            bind: elf::STB_LOCAL.0,
            kind: elf::STT_NOTYPE.0,
            size: 0,
            place: SymbolPlace::Absolute(0),
        });
    }

    let mut relocations = Vec::new();
    for (index, sh) in table.enumerate() {
        let sh_type = sh.sh_type(e);
        if sh_type == elf::SHT_REL || sh_type == elf::SHT_CREL || sh_type == elf::SHT_RELR {
            let target = sh.sh_info(e) as usize;
            if sections.get(target).is_some_and(|s| s.segment.is_some()) {
                return Err(LoadError::UnsupportedSection {
                    section: sections[index.0].name.clone(),
                    reason: "only RELA relocation sections are supported",
                });
            }
            continue;
        }
        let Some((relas, link)) = sh.rela(e, data).map_err(|_| {
            LoadError::Malformed(format!(
                "relocation section `{}` lies outside the file",
                sections[index.0].name
            ))
        })?
        else {
            continue;
        };
        let target = sh.sh_info(e) as usize;
        let Some(target_section) = sections.get(target) else {
            return Err(LoadError::Malformed(format!(
                "relocation section `{}` applies to section {target} of {}",
                sections[index.0].name,
                sections.len()
            )));
        };
        // Relocations of sections that are not loaded (debug info) are skipped.
        if target_section.segment.is_none() {
            continue;
        }
        if Some(link) != symtab_index {
            return Err(LoadError::Malformed(format!(
                "relocation section `{}` does not use the symbol table",
                sections[index.0].name
            )));
        }
        let mut list = Vec::with_capacity(relas.len());
        for rela in relas {
            let symbol = rela.r_sym(e, false) as usize;
            if symbol >= symbols.len() {
                return Err(LoadError::Malformed(format!(
                    "relocation in `{}` names symbol {symbol} of {}",
                    sections[index.0].name,
                    symbols.len()
                )));
            }
            list.push(Relocation {
                offset: rela.r_offset(e),
                r_type: rela.r_type(e, false).0,
                symbol,
                addend: rela.r_addend(e),
            });
        }
        relocations.push(RelocationSection {
            target,
            relocations: list,
        });
    }

    Ok(Object {
        machine,
        sections,
        symbols,
        relocations,
    })
}
