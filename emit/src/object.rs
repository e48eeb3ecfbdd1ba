//! ELF relocatable objects with the `object` crate: `.text` (one subsection per function),
//! constant pools in `.rodata.cst`, globals in `.data`/`.rodata`/`.bss`/`.tbss`/`.tdata`,
//! `.init_array`/`.fini_array` for `llvm.mlir.global_ctors`/`global_dtors`, `.eh_frame`
//! (one CIE, one FDE per function, for the rbp-based frames `x86_64` emits), the DWARF
//! debug sections under `-g` ([`crate::dwarf`]) and `.note.GNU-stack`.

use crate::codegen::CompiledModule;
use crate::{RelocKind, RelocTarget};
use object::write::{Object, Relocation, StandardSection, Symbol, SymbolId, SymbolSection};
use object::{
    Architecture, BinaryFormat, Endianness, RelocationEncoding, RelocationFlags, RelocationKind,
    SectionKind, SymbolFlags, SymbolKind, SymbolScope,
};
use rmlir_isel::module::SymKind;

fn reloc(kind: RelocationKind, encoding: RelocationEncoding, size: u8) -> RelocationFlags {
    RelocationFlags::Generic {
        kind,
        encoding,
        size,
    }
}

/// Writes `m` as an x86-64 ELF object.
pub fn write_elf(m: &CompiledModule, file_name: &str) -> Result<Vec<u8>, String> {
    let mut obj = Object::new(BinaryFormat::Elf, Architecture::X86_64, Endianness::Little);
    obj.add_file_symbol(file_name.as_bytes().to_vec());
    // Symbols, in the table's order.
    let mut ids: Vec<SymbolId> = Vec::with_capacity(m.syms.syms.len());
    for s in &m.syms.syms {
        let kind = match s.kind {
            SymKind::Func => SymbolKind::Text,
            SymKind::Data => SymbolKind::Data,
        };
        let scope = if s.local {
            SymbolScope::Compilation
        } else {
            // Default visibility, as LLVM gives external linkage.
            SymbolScope::Dynamic
        };
        ids.push(obj.add_symbol(Symbol {
            name: s.name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind,
            scope,
            weak: s.weak,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        }));
    }
    let text = obj.section_id(StandardSection::Text);
    let cst = obj.add_section(
        Vec::new(),
        b".rodata.cst".to_vec(),
        SectionKind::ReadOnlyData,
    );
    let cst_sym = obj.section_symbol(cst);
    let mut func_offsets = Vec::new();
    for f in &m.funcs {
        let off = obj.add_symbol_data(ids[f.sym as usize], text, &f.code, 16);
        func_offsets.push(off);
        // Constant pool entries of this function.
        let mut pool = Vec::new();
        for (bytes, align) in &f.const_pool {
            pool.push(obj.append_section_data(cst, bytes, (*align).max(1) as u64));
        }
        for r in &f.relocs {
            let (symbol, extra) = match r.target {
                RelocTarget::Sym(s) => (ids[s as usize], 0),
                RelocTarget::Const(c) => (cst_sym, pool[c as usize] as i64),
            };
            let flags = match r.kind {
                RelocKind::PcRel32 => {
                    reloc(RelocationKind::Relative, RelocationEncoding::Generic, 32)
                }
                RelocKind::Plt32 => reloc(
                    RelocationKind::PltRelative,
                    RelocationEncoding::X86Branch,
                    32,
                ),
                RelocKind::GotPcRel => {
                    reloc(RelocationKind::GotRelative, RelocationEncoding::Generic, 32)
                }
            };
            obj.add_relocation(
                text,
                Relocation {
                    offset: off + r.offset as u64,
                    symbol,
                    addend: r.addend + extra,
                    flags,
                },
            )
            .map_err(|e| e.to_string())?;
        }
    }
    for d in &m.data {
        let section = match (d.thread_local, d.zero, d.readonly) {
            (true, true, _) => obj.section_id(StandardSection::UninitializedTls),
            (true, false, _) => obj.section_id(StandardSection::Tls),
            (false, true, false) => obj.section_id(StandardSection::UninitializedData),
            (false, _, true) => obj.section_id(StandardSection::ReadOnlyDataWithRel),
            (false, false, false) => obj.section_id(StandardSection::Data),
        };
        let sym = ids[d.sym as usize];
        if d.thread_local {
            obj.symbol_mut(sym).kind = SymbolKind::Tls;
        }
        let off = if d.zero && !d.readonly {
            obj.add_symbol_bss(sym, section, d.bytes.len().max(1) as u64, d.align)
        } else {
            obj.add_symbol_data(sym, section, &d.bytes, d.align)
        };
        for r in &d.relocs {
            obj.add_relocation(
                section,
                Relocation {
                    offset: off + r.offset,
                    symbol: ids[r.sym as usize],
                    addend: r.addend,
                    flags: reloc(RelocationKind::Absolute, RelocationEncoding::Generic, 64),
                },
            )
            .map_err(|e| e.to_string())?;
        }
    }
    for (name, list) in [(".init_array", &m.ctors), (".fini_array", &m.dtors)] {
        if list.is_empty() {
            continue;
        }
        let sec = obj.add_section(Vec::new(), name.as_bytes().to_vec(), SectionKind::Data);
        obj.section_mut(sec).flags = object::SectionFlags::Elf {
            sh_type: if name == ".init_array" {
                object::elf::SHT_INIT_ARRAY
            } else {
                object::elf::SHT_FINI_ARRAY
            },
            sh_flags: object::elf::SectionFlags(
                object::elf::SHF_ALLOC.0 | object::elf::SHF_WRITE.0,
            ),
        };
        for (_, s) in list.iter() {
            let off = obj.append_section_data(sec, &[0; 8], 8);
            obj.add_relocation(
                sec,
                Relocation {
                    offset: off,
                    symbol: ids[*s as usize],
                    addend: 0,
                    flags: reloc(RelocationKind::Absolute, RelocationEncoding::Generic, 64),
                },
            )
            .map_err(|e| e.to_string())?;
        }
    }
    // .eh_frame
    if !m.funcs.is_empty() {
        let eh = obj.section_id(StandardSection::EhFrame);
        let text_sym = obj.section_symbol(text);
        let (bytes, fdes) = eh_frame(m);
        let base = obj.append_section_data(eh, &bytes, 8);
        for (field, fi) in fdes {
            obj.add_relocation(
                eh,
                Relocation {
                    offset: base + field as u64,
                    symbol: text_sym,
                    addend: func_offsets[fi] as i64,
                    flags: reloc(RelocationKind::Relative, RelocationEncoding::Generic, 32),
                },
            )
            .map_err(|e| e.to_string())?;
        }
    }
    if let Some(debug) = &m.debug {
        let sizes: Vec<u64> = m.funcs.iter().map(|f| f.code.len() as u64).collect();
        let unit_name = debug.files.first().map(|s| s.as_str()).unwrap_or(file_name);
        let sections = crate::dwarf::write_sections(debug, &sizes, unit_name)?;
        let text_sym = obj.section_symbol(text);
        let sec_ids: Vec<_> = sections
            .iter()
            .map(|s| {
                let kind = if s.strings {
                    SectionKind::DebugString
                } else {
                    SectionKind::Debug
                };
                let id = obj.add_section(Vec::new(), s.name.as_bytes().to_vec(), kind);
                obj.append_section_data(id, &s.data, 1);
                id
            })
            .collect();
        for (s, &id) in sections.iter().zip(&sec_ids) {
            for r in &s.relocs {
                let (symbol, base) = match &r.target {
                    crate::dwarf::DebugTarget::Func(i) => (text_sym, func_offsets[*i] as i64),
                    crate::dwarf::DebugTarget::Section(name) => {
                        let k = sections
                            .iter()
                            .position(|t| t.name == *name)
                            .ok_or_else(|| format!("debug section {name} missing"))?;
                        (obj.section_symbol(sec_ids[k]), 0)
                    }
                };
                obj.add_relocation(
                    id,
                    Relocation {
                        offset: r.offset,
                        symbol,
                        addend: base + r.addend,
                        flags: reloc(
                            RelocationKind::Absolute,
                            RelocationEncoding::Generic,
                            r.size * 8,
                        ),
                    },
                )
                .map_err(|e| e.to_string())?;
            }
        }
    }
    obj.add_section(Vec::new(), b".note.GNU-stack".to_vec(), SectionKind::Linker);
    obj.write().map_err(|e| e.to_string())
}

/// DWARF register numbers of the x86-64 general registers, by hardware encoding.
const DWARF_GPR: [u8; 16] = [0, 2, 1, 3, 7, 6, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15];

fn uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            break;
        }
        out.push(b | 0x80);
    }
}

fn advance(out: &mut Vec<u8>, delta: u32) {
    if delta == 0 {
        return;
    }
    if delta < 64 {
        out.push(0x40 | delta as u8); // DW_CFA_advance_loc
    } else if delta < 256 {
        out.push(0x02);
        out.push(delta as u8);
    } else {
        out.push(0x03);
        out.extend_from_slice(&(delta as u16).to_le_bytes());
    }
}

/// The `.eh_frame` contents and, per FDE, the offset of its `pc_begin` field with the
/// function it covers.
fn eh_frame(m: &CompiledModule) -> (Vec<u8>, Vec<(usize, usize)>) {
    let mut out = Vec::new();
    // CIE
    let mut cie = vec![0, 0, 0, 0, 1];
    cie.extend_from_slice(b"zR\0");
    uleb(&mut cie, 1); // code alignment
    cie.push(0x78); // data alignment -8 (sleb)
    uleb(&mut cie, 16); // return address column
    uleb(&mut cie, 1);
    cie.push(0x1b); // pcrel | sdata4
    cie.extend_from_slice(&[0x0c, 7, 8]); // def_cfa rsp+8
    cie.extend_from_slice(&[0x80 | 16, 1]); // ra at cfa-8
    while (cie.len() + 4) % 8 != 0 {
        cie.push(0);
    }
    out.extend_from_slice(&(cie.len() as u32).to_le_bytes());
    out.extend_from_slice(&cie);
    let mut fdes = Vec::new();
    for (i, f) in m.funcs.iter().enumerate() {
        let start = out.len();
        let mut body = Vec::new();
        // CIE pointer: distance from this field back to the CIE.
        body.extend_from_slice(&((start + 4) as u32).to_le_bytes());
        let pc_field = start + 4 + body.len();
        body.extend_from_slice(&[0; 4]);
        body.extend_from_slice(&(f.code.len() as u32).to_le_bytes());
        uleb(&mut body, 0);
        let u = &f.unwind;
        advance(&mut body, u.push_rbp);
        body.extend_from_slice(&[0x0e, 16]); // def_cfa_offset 16
        body.extend_from_slice(&[0x80 | 6, 2]); // rbp at cfa-16
        advance(&mut body, u.set_fp - u.push_rbp);
        body.extend_from_slice(&[0x0d, 6]); // def_cfa_register rbp
        let mut at = u.set_fp;
        for (k, (off, hw)) in u.saves.iter().enumerate() {
            advance(&mut body, off - at);
            at = *off;
            body.push(0x80 | DWARF_GPR[*hw as usize]);
            uleb(&mut body, 3 + k as u64);
        }
        // At each `ret` the frame is popped: CFA = rsp + 8 until the next instruction.
        for (popped, after) in &u.rets {
            advance(&mut body, popped - at);
            body.push(0x0a); // remember_state
            body.extend_from_slice(&[0x0c, 7, 8]); // def_cfa rsp+8
            advance(&mut body, after - popped);
            body.push(0x0b); // restore_state
            at = *after;
        }
        while (body.len() + 4) % 8 != 0 {
            body.push(0);
        }
        out.extend_from_slice(&(body.len() as u32).to_le_bytes());
        out.extend_from_slice(&body);
        fdes.push((pc_field, i));
    }
    out.extend_from_slice(&[0; 4]);
    (out, fdes)
}
