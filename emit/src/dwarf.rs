//! DWARF debug information from MLIR locations (`-g`): a compile unit per module with a
//! `DW_TAG_subprogram` per function (name, `low_pc`/`high_pc`, declaration line) and a line
//! table mapping each machine instruction back to the `loc("file.mlir":L:C)` of the op it
//! was selected from. Written with `gimli::write` into `.debug_info`, `.debug_abbrev`,
//! `.debug_line`, `.debug_str`, `.debug_rnglists` (the unit's ranges) and `.debug_aranges`;
//! addresses are relocations against the functions, so the same sections serve a linked
//! executable and a JIT-loaded object whose sections got their load addresses.
//!
//! Which file position a location stands for follows upstream's LLVM IR translation: a
//! `FileLineColLoc` itself, the child of a `NameLoc`, the callee of a `CallSiteLoc` (the
//! position inlined code came from), and the first file position of a `FusedLoc`.

use gimli::write::{
    Address, AttributeValue, DwarfUnit, EndianVec, LineProgram, LineString, Range, RangeList,
    RelocateWriter, Relocation, RelocationTarget, Sections, Writer,
};
use gimli::{Encoding, Format, LineEncoding, LittleEndian};
use rmlir_ir::{AttrKind, Context, Location};

/// A source position: an index into [`DebugInfo::files`], line and column.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SrcLoc {
    pub file: u32,
    pub line: u32,
    pub col: u32,
}

/// What the debug sections say about one function.
#[derive(Clone, Debug, Default)]
pub struct FuncDebug {
    pub name: String,
    /// Where the function is declared (its `llvm.func`'s location).
    pub decl: Option<SrcLoc>,
    /// (code offset, position) where the position changes, by increasing offset.
    pub rows: Vec<(u32, SrcLoc)>,
}

/// A module's debug information, per function parallel to
/// [`crate::codegen::CompiledModule::funcs`].
#[derive(Clone, Debug, Default)]
pub struct DebugInfo {
    pub files: Vec<String>,
    /// The compilation directory relative file names are taken from.
    pub comp_dir: String,
    pub funcs: Vec<FuncDebug>,
}

/// The file position `loc` stands for, if it has one (see the module docs).
pub fn file_line_col(ctx: &Context, loc: Location) -> Option<(&str, u32, u32)> {
    fn walk(ctx: &Context, loc: Location, depth: u32) -> Option<(&str, u32, u32)> {
        if depth > 64 {
            return None;
        }
        match ctx.attr_kind(loc.0) {
            AttrKind::FileLineColLoc { file, line, col } => {
                Some((ctx.ident_str(*file), *line, *col))
            }
            AttrKind::NameLoc { child, .. } => walk(ctx, *child, depth + 1),
            AttrKind::CallSiteLoc { callee, .. } => walk(ctx, *callee, depth + 1),
            AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| walk(ctx, *l, depth + 1)),
            _ => None,
        }
    }
    walk(ctx, loc, 0)
}

/// A name DWARF can hold: not empty, no NUL bytes.
fn clean_name(s: &str) -> Vec<u8> {
    let v: Vec<u8> = s.bytes().filter(|b| *b != 0).collect();
    if v.is_empty() {
        b"<unknown>".to_vec()
    } else {
        v
    }
}

impl DebugInfo {
    /// The index of `file` in [`DebugInfo::files`], adding it when new.
    pub fn file_id(&mut self, file: &str) -> u32 {
        match self.files.iter().position(|f| f == file) {
            Some(i) => i as u32,
            None => {
                self.files.push(file.to_string());
                (self.files.len() - 1) as u32
            }
        }
    }

    /// Resolves `loc` to a [`SrcLoc`], adding its file.
    pub fn src_loc(&mut self, ctx: &Context, loc: Location) -> Option<SrcLoc> {
        let (file, line, col) = file_line_col(ctx, loc)?;
        Some(SrcLoc {
            file: self.file_id(file),
            line,
            col,
        })
    }

    /// Line rows of a function from the location of each machine instruction
    /// (`inst_offsets`: (code offset, instruction index); `locs`: by instruction index).
    /// Code before the first instruction (the prologue) belongs to `decl`; instructions
    /// without a file position continue the previous row.
    pub fn rows(
        &mut self,
        ctx: &Context,
        decl: Option<SrcLoc>,
        inst_offsets: &[(u32, u32)],
        locs: &[Location],
    ) -> Vec<(u32, SrcLoc)> {
        let mut rows: Vec<(u32, SrcLoc)> = Vec::new();
        if let Some(d) = decl {
            rows.push((0, d));
        }
        for &(off, idx) in inst_offsets {
            let Some(s) = locs.get(idx as usize).and_then(|l| self.src_loc(ctx, *l)) else {
                continue;
            };
            match rows.last_mut() {
                Some(last) if last.1 == s => {}
                Some(last) if last.0 == off => last.1 = s,
                _ => rows.push((off, s)),
            }
        }
        rows
    }
}

/// What a relocation in a debug section points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DebugTarget {
    /// The start of function `n` (index into the module's functions).
    Func(usize),
    /// The start of another debug section (an offset into it is the addend).
    Section(&'static str),
}

/// An absolute relocation of `size` bytes in a debug section.
#[derive(Clone, Debug)]
pub struct DebugReloc {
    pub offset: u64,
    pub size: u8,
    pub target: DebugTarget,
    pub addend: i64,
}

/// A written debug section.
#[derive(Clone, Debug)]
pub struct DebugSection {
    pub name: &'static str,
    pub data: Vec<u8>,
    pub relocs: Vec<DebugReloc>,
    /// Holds NUL-terminated strings (`SHF_MERGE | SHF_STRINGS`).
    pub strings: bool,
}

#[derive(Clone)]
struct RelocWriter {
    data: EndianVec<LittleEndian>,
    relocs: Vec<Relocation>,
}

impl RelocateWriter for RelocWriter {
    type Writer = EndianVec<LittleEndian>;
    fn writer(&self) -> &Self::Writer {
        &self.data
    }
    fn writer_mut(&mut self) -> &mut Self::Writer {
        &mut self.data
    }
    fn relocate(&mut self, relocation: Relocation) {
        self.relocs.push(relocation);
    }
}

const PRODUCER: &str = concat!("rmlir ", env!("CARGO_PKG_VERSION"));

/// Writes the debug sections of `info`; `func_sizes` are the functions' code sizes and
/// `unit_name` names the compile unit (the input file).
pub fn write_sections(
    info: &DebugInfo,
    func_sizes: &[u64],
    unit_name: &str,
) -> Result<Vec<DebugSection>, String> {
    let encoding = Encoding {
        format: Format::Dwarf32,
        version: 5,
        address_size: 8,
    };
    let mut dwarf = DwarfUnit::new(encoding);
    let comp_dir = clean_name(&info.comp_dir);
    let unit_file = clean_name(unit_name);
    let mut program = LineProgram::new(
        encoding,
        LineEncoding::default(),
        LineString::new(comp_dir.clone(), encoding, &mut dwarf.line_strings),
        None,
        LineString::new(unit_file.clone(), encoding, &mut dwarf.line_strings),
        None,
    );
    let dir = program.default_directory();
    let file_ids: Vec<_> = info
        .files
        .iter()
        .map(|f| {
            let name = LineString::new(clean_name(f), encoding, &mut dwarf.line_strings);
            program.add_file(name, dir, None)
        })
        .collect();
    let mut ranges = Vec::new();
    for (i, (f, size)) in info.funcs.iter().zip(func_sizes).enumerate() {
        let start = Address::Symbol {
            symbol: i,
            addend: 0,
        };
        ranges.push(Range::StartLength {
            begin: start,
            length: *size,
        });
        if f.rows.is_empty() || *size == 0 {
            continue;
        }
        program.begin_sequence(Some(start));
        for (off, s) in &f.rows {
            if u64::from(*off) >= *size {
                break;
            }
            let row = program.row();
            row.address_offset = u64::from(*off);
            row.file = file_ids[s.file as usize];
            row.line = u64::from(s.line);
            row.column = u64::from(s.col);
            program.generate_row();
        }
        program.end_sequence(*size);
    }
    dwarf.unit.line_program = program;
    let range_list = dwarf.unit.ranges.add(RangeList(ranges));
    let root = dwarf.unit.root();
    let producer = dwarf.strings.add(PRODUCER);
    let name = dwarf.strings.add(unit_file);
    let dir_name = dwarf.strings.add(comp_dir);
    let cu = dwarf.unit.get_mut(root);
    cu.set(gimli::DW_AT_producer, AttributeValue::StringRef(producer));
    cu.set(
        gimli::DW_AT_language,
        AttributeValue::Language(gimli::DW_LANG_C),
    );
    cu.set(gimli::DW_AT_name, AttributeValue::StringRef(name));
    cu.set(gimli::DW_AT_comp_dir, AttributeValue::StringRef(dir_name));
    cu.set(
        gimli::DW_AT_low_pc,
        AttributeValue::Address(Address::Constant(0)),
    );
    cu.set(
        gimli::DW_AT_ranges,
        AttributeValue::RangeListRef(range_list),
    );
    for (i, (f, size)) in info.funcs.iter().zip(func_sizes).enumerate() {
        let name = dwarf.strings.add(clean_name(&f.name));
        let sp = dwarf.unit.add(root, gimli::DW_TAG_subprogram);
        let e = dwarf.unit.get_mut(sp);
        e.set(gimli::DW_AT_name, AttributeValue::StringRef(name));
        e.set(
            gimli::DW_AT_low_pc,
            AttributeValue::Address(Address::Symbol {
                symbol: i,
                addend: 0,
            }),
        );
        e.set(gimli::DW_AT_high_pc, AttributeValue::Udata(*size));
        // rbp-based frames: the frame base is the CFA.
        let mut expr = gimli::write::Expression::new();
        expr.op(gimli::DW_OP_call_frame_cfa);
        e.set(gimli::DW_AT_frame_base, AttributeValue::Exprloc(expr));
        if let Some(d) = f.decl {
            e.set(
                gimli::DW_AT_decl_file,
                AttributeValue::FileIndex(Some(file_ids[d.file as usize])),
            );
            e.set(gimli::DW_AT_decl_line, AttributeValue::Udata(d.line.into()));
        }
    }
    let mut sections = Sections::new(RelocWriter {
        data: EndianVec::new(LittleEndian),
        relocs: Vec::new(),
    });
    dwarf.write(&mut sections).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    sections.for_each(|id, w| -> Result<(), String> {
        if w.data.slice().is_empty() {
            return Ok(());
        }
        let relocs = w
            .relocs
            .iter()
            .map(|r| DebugReloc {
                offset: r.offset as u64,
                size: r.size,
                target: match r.target {
                    RelocationTarget::Symbol(n) => DebugTarget::Func(n),
                    RelocationTarget::Section(s) => DebugTarget::Section(s.name()),
                },
                addend: r.addend,
            })
            .collect();
        out.push(DebugSection {
            name: id.name(),
            data: w.data.slice().to_vec(),
            relocs,
            strings: id.is_string(),
        });
        Ok(())
    })?;
    out.push(aranges(func_sizes));
    Ok(out)
}

/// `.debug_aranges`: the address ranges of the (single) unit, so that tools find it
/// without reading every unit.
fn aranges(func_sizes: &[u64]) -> DebugSection {
    let mut w = EndianVec::new(LittleEndian);
    let mut relocs = Vec::new();
    // The length is patched at the end.
    let _ = w.write_u32(0);
    let _ = w.write_u16(2);
    relocs.push(DebugReloc {
        offset: w.len() as u64,
        size: 4,
        target: DebugTarget::Section(".debug_info"),
        addend: 0,
    });
    let _ = w.write_u32(0);
    let _ = w.write_u8(8);
    let _ = w.write_u8(0);
    // Tuples are aligned to twice the address size.
    while w.len() & 15 != 0 {
        let _ = w.write_u8(0);
    }
    for (i, size) in func_sizes.iter().enumerate() {
        relocs.push(DebugReloc {
            offset: w.len() as u64,
            size: 8,
            target: DebugTarget::Func(i),
            addend: 0,
        });
        let _ = w.write_u64(0);
        let _ = w.write_u64(*size);
    }
    let _ = w.write_u64(0);
    let _ = w.write_u64(0);
    let len = (w.len() - 4) as u32;
    let _ = w.write_u32_at(0, len);
    DebugSection {
        name: ".debug_aranges",
        data: w.into_vec(),
        relocs,
        strings: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_merge_and_skip() {
        let ctx = rmlir_dialects::context();
        let l = |line, col| ctx.file_line_col("a.mlir", line, col);
        let mut d = DebugInfo::default();
        let decl = d.src_loc(&ctx, l(1, 1));
        let unknown = ctx.unknown_loc();
        let locs = [l(2, 3), l(2, 3), unknown, l(4, 5)];
        let rows = d.rows(&ctx, decl, &[(0, 0), (4, 1), (8, 2), (12, 3)], &locs);
        let s = |line, col| SrcLoc { file: 0, line, col };
        assert_eq!(rows, vec![(0, s(2, 3)), (12, s(4, 5))]);
        let rows = d.rows(&ctx, decl, &[(3, 0)], &locs);
        assert_eq!(rows, vec![(0, s(1, 1)), (3, s(2, 3))]);
    }

    #[test]
    fn fused_and_callsite() {
        let ctx = rmlir_dialects::context();
        let a = ctx.file_line_col("a.mlir", 3, 4);
        let b = ctx.file_line_col("b.mlir", 7, 8);
        let cs = ctx.callsite_loc(b, a);
        assert_eq!(file_line_col(&ctx, cs), Some(("b.mlir", 7, 8)));
        let fused = ctx.fused_loc(&[ctx.unknown_loc(), a, b], None);
        assert_eq!(file_line_col(&ctx, fused), Some(("a.mlir", 3, 4)));
        let named = ctx.name_loc("x", b);
        assert_eq!(file_line_col(&ctx, named), Some(("b.mlir", 7, 8)));
    }

    #[test]
    fn sections_written() {
        let mut d = DebugInfo {
            comp_dir: "/tmp".into(),
            ..Default::default()
        };
        let file = d.file_id("a.mlir");
        let s = |line| SrcLoc { file, line, col: 1 };
        d.funcs.push(FuncDebug {
            name: "f".into(),
            decl: Some(s(1)),
            rows: vec![(0, s(1)), (4, s(2))],
        });
        let secs = write_sections(&d, &[16], "a.mlir").unwrap();
        let names: Vec<_> = secs.iter().map(|s| s.name).collect();
        for n in [
            ".debug_info",
            ".debug_abbrev",
            ".debug_line",
            ".debug_str",
            ".debug_aranges",
        ] {
            assert!(names.contains(&n), "{n} missing from {names:?}");
        }
        let info = secs.iter().find(|s| s.name == ".debug_info").unwrap();
        assert!(info.relocs.iter().any(|r| r.target == DebugTarget::Func(0)));
    }
}
