//! Readable assembly (`--mlir-to-asm`): each function's final bytes decoded and printed in
//! AT&T syntax by iced-x86's GAS formatter, with block labels for branch targets and symbol
//! names where relocations point, so the text shows exactly what the object holds.

use crate::codegen::CompiledModule;
use crate::{RelocKind, RelocTarget};
use iced_x86::{Decoder, DecoderOptions, Formatter, GasFormatter, Instruction};
use std::collections::HashMap;
use std::fmt::Write;

pub fn print_module(m: &CompiledModule) -> String {
    let mut out = String::new();
    out.push_str("\t.text\n");
    if let Some(d) = &m.debug {
        for (i, f) in d.files.iter().enumerate() {
            let _ = writeln!(out, "\t.file\t{} {f:?}", i + 1);
        }
    }
    for (fi, f) in m.funcs.iter().enumerate() {
        // Under -g: `.loc` lines where the source position changes.
        let locs: HashMap<u32, crate::dwarf::SrcLoc> = m
            .debug
            .as_ref()
            .and_then(|d| d.funcs.get(fi))
            .map(|d| d.rows.iter().copied().collect())
            .unwrap_or_default();
        let name = &m.syms.info(f.sym).name;
        if !m.syms.info(f.sym).local {
            let _ = writeln!(out, "\t.globl\t{name}");
        }
        let _ = writeln!(out, "\t.p2align\t4");
        let _ = writeln!(out, "\t.type\t{name},@function");
        let _ = writeln!(out, "{name}:");
        let mut labels: HashMap<u32, String> = HashMap::new();
        for (b, off) in f.block_offsets.iter().enumerate().skip(1) {
            labels
                .entry(*off)
                .or_insert_with(|| format!(".LBB{fi}_{b}"));
        }
        let relocs: HashMap<u32, (String, i64, RelocKind)> = f
            .relocs
            .iter()
            .map(|r| {
                let target = match r.target {
                    RelocTarget::Sym(s) => m.syms.info(s).name.clone(),
                    RelocTarget::Const(c) => format!(".LCPI{fi}_{c}"),
                };
                let suffix = match r.kind {
                    RelocKind::Plt32 => "@PLT",
                    RelocKind::GotPcRel => "@GOTPCREL",
                    RelocKind::PcRel32 => "",
                };
                (r.offset, (format!("{target}{suffix}"), r.addend, r.kind))
            })
            .collect();
        let mut dec = Decoder::with_ip(64, &f.code, 0, DecoderOptions::NONE);
        let mut fmt = GasFormatter::new();
        fmt.options_mut().set_rip_relative_addresses(true);
        let mut ins = Instruction::default();
        let mut text = String::new();
        while dec.can_decode() {
            dec.decode_out(&mut ins);
            let start = ins.ip() as u32;
            if let Some(l) = labels.get(&start) {
                let _ = writeln!(out, "{l}:");
            }
            if let Some(s) = locs.get(&start) {
                let _ = writeln!(out, "\t.loc\t{} {} {}", s.file + 1, s.line, s.col);
            }
            text.clear();
            fmt.format(&ins, &mut text);
            // Branches to blocks print their label; relocated fields their symbol.
            let end = start + ins.len() as u32;
            let reloc = (start..end).find_map(|o| {
                relocs.get(&o).map(|(name, addend, kind)| {
                    // The displacement the relocation adds, relative to the next instruction.
                    let disp = addend + (end - o) as i64;
                    if *kind == RelocKind::PcRel32 && disp != 0 {
                        format!("{name}{disp:+}")
                    } else {
                        name.clone()
                    }
                })
            });
            let reloc = reloc.as_ref();
            let is_branch = ins.op_count() == 1 && ins.op0_kind() == iced_x86::OpKind::NearBranch64;
            if is_branch && !text.starts_with("call") {
                let t = ins.near_branch_target() as u32;
                if let Some(l) = labels.get(&t) {
                    let mn = text.split_whitespace().next().unwrap_or("").to_string();
                    text = format!("{mn}\t{l}");
                }
            } else if let Some(sym) = reloc {
                if text.starts_with("call") {
                    text = format!("call\t{sym}");
                } else if let Some(p) = text.find("(%rip)") {
                    // Replace the displacement before (%rip) with the symbol.
                    let head = &text[..p];
                    let cut = head.rfind([' ', ',', '\t']).map(|i| i + 1).unwrap_or(0);
                    text = format!("{}{}{}", &text[..cut], sym, &text[p..]);
                }
            }
            let text = text.replacen(' ', "\t", 1);
            let _ = writeln!(out, "\t{text}");
        }
        let _ = writeln!(out, ".Lfunc_end{fi}:");
        let _ = writeln!(out, "\t.size\t{name}, .Lfunc_end{fi}-{name}");
        if !f.const_pool.is_empty() {
            let _ = writeln!(out, "\t.section\t.rodata.cst,\"a\",@progbits");
            for (c, (bytes, align)) in f.const_pool.iter().enumerate() {
                let _ = writeln!(out, "\t.p2align\t{}", align.trailing_zeros());
                let _ = writeln!(out, ".LCPI{fi}_{c}:");
                let hex: Vec<String> = bytes.iter().map(|b| format!("0x{b:02x}")).collect();
                let _ = writeln!(out, "\t.byte\t{}", hex.join(","));
            }
            out.push_str("\t.text\n");
        }
    }
    for d in &m.data {
        let name = &m.syms.info(d.sym).name;
        let sec = match (d.zero && !d.readonly, d.readonly) {
            (true, _) => ".bss",
            (_, true) => ".rodata",
            _ => ".data",
        };
        let _ = writeln!(out, "\t.section\t{sec}");
        if !m.syms.info(d.sym).local {
            let _ = writeln!(out, "\t.globl\t{name}");
        }
        let _ = writeln!(out, "\t.p2align\t{}", d.align.trailing_zeros());
        let _ = writeln!(out, "{name}:");
        if d.zero && !d.readonly {
            let _ = writeln!(out, "\t.zero\t{}", d.bytes.len());
            continue;
        }
        let mut i = 0usize;
        let mut relocs = d.relocs.clone();
        relocs.sort_by_key(|r| r.offset);
        let mut ri = 0;
        while i < d.bytes.len() {
            if ri < relocs.len() && relocs[ri].offset as usize == i {
                let r = &relocs[ri];
                let target = &m.syms.info(r.sym).name;
                if r.addend != 0 {
                    let _ = writeln!(out, "\t.quad\t{target}{:+}", r.addend);
                } else {
                    let _ = writeln!(out, "\t.quad\t{target}");
                }
                i += 8;
                ri += 1;
                continue;
            }
            let stop = relocs
                .get(ri)
                .map(|r| r.offset as usize)
                .unwrap_or(d.bytes.len())
                .min(i + 16);
            let hex: Vec<String> = d.bytes[i..stop].iter().map(|b| format!("{b}")).collect();
            let _ = writeln!(out, "\t.byte\t{}", hex.join(","));
            i = stop;
        }
    }
    out.push_str("\t.section\t\".note.GNU-stack\",\"\",@progbits\n");
    out
}
