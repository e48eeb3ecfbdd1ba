//! x86-64 (`EM_X86_64`) relocations, stubs and GOT use, per the System V
//! x86-64 psABI.

use object::elf;

use super::reloc::{Overflow, RelocValues};

/// `jmp *0(%rip)` followed by the 8-byte absolute target.
pub(crate) const STUB_SIZE: usize = 16;

pub(crate) fn write_stub(stub: &mut [u8], target: u64) {
    stub[..6].copy_from_slice(&[0xff, 0x25, 0, 0, 0, 0]);
    stub[6..14].copy_from_slice(&target.to_le_bytes());
    // Pad with `int3`.
    stub[14..STUB_SIZE].fill(0xcc);
}

/// The number of bytes a relocation type writes; `None` for types this
/// loader does not handle.
pub(crate) fn width(r_type: u32) -> Option<usize> {
    Some(match elf::RelocationType(r_type) {
        elf::R_X86_64_NONE => 0,
        elf::R_X86_64_64
        | elf::R_X86_64_PC64
        | elf::R_X86_64_GOTOFF64
        | elf::R_X86_64_GOTPC64
        | elf::R_X86_64_GOT64
        | elf::R_X86_64_GOTPCREL64
        | elf::R_X86_64_PLTOFF64
        | elf::R_X86_64_SIZE64 => 8,
        elf::R_X86_64_PC32
        | elf::R_X86_64_PLT32
        | elf::R_X86_64_32
        | elf::R_X86_64_32S
        | elf::R_X86_64_GOT32
        | elf::R_X86_64_GOTPCREL
        | elf::R_X86_64_GOTPCRELX
        | elf::R_X86_64_REX_GOTPCRELX
        | elf::R_X86_64_GOTPC32
        | elf::R_X86_64_SIZE32 => 4,
        elf::R_X86_64_16 | elf::R_X86_64_PC16 => 2,
        elf::R_X86_64_8 | elf::R_X86_64_PC8 => 1,
        _ => return None,
    })
}

/// Whether the relocation reads the symbol's GOT entry.
pub(crate) fn uses_got_entry(r_type: u32) -> bool {
    matches!(
        elf::RelocationType(r_type),
        elf::R_X86_64_GOT32
            | elf::R_X86_64_GOT64
            | elf::R_X86_64_GOTPCREL
            | elf::R_X86_64_GOTPCRELX
            | elf::R_X86_64_REX_GOTPCRELX
            | elf::R_X86_64_GOTPCREL64
    )
}

/// Whether the relocation refers to the GOT's base address.
pub(crate) fn uses_got_base(r_type: u32) -> bool {
    matches!(
        elf::RelocationType(r_type),
        elf::R_X86_64_GOTOFF64
            | elf::R_X86_64_GOTPC32
            | elf::R_X86_64_GOTPC64
            | elf::R_X86_64_PLTOFF64
    ) || uses_got_entry(r_type)
}

/// Whether a relocation of this type could be redirected through a stub when
/// its target is out of range.
pub(crate) fn may_use_stub(r_type: u32) -> bool {
    matches!(
        elf::RelocationType(r_type),
        elf::R_X86_64_PLT32 | elf::R_X86_64_PC32
    )
}

/// Whether this out-of-range site may go through a stub: a PLT32 (a call or
/// jump) always; a PC32 when it targets a function or is the operand of a
/// `call`/`jmp rel32` (`prev` is the byte before the field).
pub(crate) fn stub_allowed(r_type: u32, is_function: bool, prev: Option<u8>) -> bool {
    match elf::RelocationType(r_type) {
        elf::R_X86_64_PLT32 => true,
        elf::R_X86_64_PC32 => is_function || matches!(prev, Some(0xe8 | 0xe9)),
        _ => false,
    }
}

/// Whether the relocation needs its target in the low 2 GiB (absolute 32-bit
/// fields of non-PIC code).
pub(crate) fn wants_low_memory(r_type: u32) -> bool {
    matches!(
        elf::RelocationType(r_type),
        elf::R_X86_64_32 | elf::R_X86_64_32S
    )
}

/// Writes the relocated value into `place` (`width(r_type)` bytes).
pub(crate) fn apply(r_type: u32, v: &RelocValues, place: &mut [u8]) -> Result<(), Overflow> {
    let s = v.s as i128;
    let a = v.a as i128;
    let p = v.p as i128;
    let got = v.got_base as i128;
    let g = v.got_entry.map_or(0, |e| e as i128);
    let z = v.z as i128;
    match elf::RelocationType(r_type) {
        elf::R_X86_64_NONE => Ok(()),
        elf::R_X86_64_64 => put(place, s + a, Fit::Any),
        elf::R_X86_64_PC64 => put(place, s + a - p, Fit::Any),
        // The large code model's call through the PLT: 64 bits reach the
        // function itself, so no PLT entry is needed.
        elf::R_X86_64_GOTOFF64 | elf::R_X86_64_PLTOFF64 => put(place, s + a - got, Fit::Any),
        elf::R_X86_64_GOTPC64 => put(place, got + a - p, Fit::Any),
        elf::R_X86_64_GOT64 => put(place, g - got + a, Fit::Any),
        elf::R_X86_64_GOTPCREL64 => put(place, g + a - p, Fit::Any),
        elf::R_X86_64_SIZE64 => put(place, z + a, Fit::Any),
        elf::R_X86_64_PC32 | elf::R_X86_64_PLT32 => put(place, s + a - p, Fit::Signed),
        elf::R_X86_64_32 => put(place, s + a, Fit::Unsigned),
        elf::R_X86_64_32S => put(place, s + a, Fit::Signed),
        elf::R_X86_64_GOT32 => put(place, g - got + a, Fit::Signed),
        elf::R_X86_64_GOTPCREL | elf::R_X86_64_GOTPCRELX | elf::R_X86_64_REX_GOTPCRELX => {
            put(place, g + a - p, Fit::Signed)
        }
        elf::R_X86_64_GOTPC32 => put(place, got + a - p, Fit::Signed),
        elf::R_X86_64_SIZE32 => put(place, z + a, Fit::Unsigned),
        elf::R_X86_64_16 | elf::R_X86_64_8 => put(place, s + a, Fit::Either),
        elf::R_X86_64_PC16 | elf::R_X86_64_PC8 => put(place, s + a - p, Fit::Signed),
        _ => unreachable!("width() rejects relocation type {r_type}"),
    }
}

#[derive(Clone, Copy)]
enum Fit {
    /// Truncate to the field (64-bit fields).
    Any,
    Signed,
    Unsigned,
    /// Either signed or unsigned fits (small absolute fields).
    Either,
}

fn put(place: &mut [u8], value: i128, fit: Fit) -> Result<(), Overflow> {
    let bits = place.len() as u32 * 8;
    if bits < 64 {
        let signed_ok = value >= -(1i128 << (bits - 1)) && value < (1i128 << (bits - 1));
        let unsigned_ok = value >= 0 && value < (1i128 << bits);
        let ok = match fit {
            Fit::Any => true,
            Fit::Signed => signed_ok,
            Fit::Unsigned => unsigned_ok,
            Fit::Either => signed_ok || unsigned_ok,
        };
        if !ok {
            return Err(Overflow);
        }
    }
    let bytes = (value as u64).to_le_bytes();
    place.copy_from_slice(&bytes[..place.len()]);
    Ok(())
}

/// The psABI name of a relocation type, for messages.
pub(crate) fn name(r_type: u32) -> Option<&'static str> {
    Some(match elf::RelocationType(r_type) {
        elf::R_X86_64_NONE => "R_X86_64_NONE",
        elf::R_X86_64_64 => "R_X86_64_64",
        elf::R_X86_64_PC32 => "R_X86_64_PC32",
        elf::R_X86_64_GOT32 => "R_X86_64_GOT32",
        elf::R_X86_64_PLT32 => "R_X86_64_PLT32",
        elf::R_X86_64_COPY => "R_X86_64_COPY",
        elf::R_X86_64_GLOB_DAT => "R_X86_64_GLOB_DAT",
        elf::R_X86_64_JUMP_SLOT => "R_X86_64_JUMP_SLOT",
        elf::R_X86_64_RELATIVE => "R_X86_64_RELATIVE",
        elf::R_X86_64_GOTPCREL => "R_X86_64_GOTPCREL",
        elf::R_X86_64_32 => "R_X86_64_32",
        elf::R_X86_64_32S => "R_X86_64_32S",
        elf::R_X86_64_16 => "R_X86_64_16",
        elf::R_X86_64_PC16 => "R_X86_64_PC16",
        elf::R_X86_64_8 => "R_X86_64_8",
        elf::R_X86_64_PC8 => "R_X86_64_PC8",
        elf::R_X86_64_DTPMOD64 => "R_X86_64_DTPMOD64",
        elf::R_X86_64_DTPOFF64 => "R_X86_64_DTPOFF64",
        elf::R_X86_64_TPOFF64 => "R_X86_64_TPOFF64",
        elf::R_X86_64_TLSGD => "R_X86_64_TLSGD",
        elf::R_X86_64_TLSLD => "R_X86_64_TLSLD",
        elf::R_X86_64_DTPOFF32 => "R_X86_64_DTPOFF32",
        elf::R_X86_64_GOTTPOFF => "R_X86_64_GOTTPOFF",
        elf::R_X86_64_TPOFF32 => "R_X86_64_TPOFF32",
        elf::R_X86_64_PC64 => "R_X86_64_PC64",
        elf::R_X86_64_GOTOFF64 => "R_X86_64_GOTOFF64",
        elf::R_X86_64_GOTPC32 => "R_X86_64_GOTPC32",
        elf::R_X86_64_GOT64 => "R_X86_64_GOT64",
        elf::R_X86_64_GOTPCREL64 => "R_X86_64_GOTPCREL64",
        elf::R_X86_64_GOTPC64 => "R_X86_64_GOTPC64",
        elf::R_X86_64_GOTPLT64 => "R_X86_64_GOTPLT64",
        elf::R_X86_64_PLTOFF64 => "R_X86_64_PLTOFF64",
        elf::R_X86_64_SIZE32 => "R_X86_64_SIZE32",
        elf::R_X86_64_SIZE64 => "R_X86_64_SIZE64",
        elf::R_X86_64_GOTPC32_TLSDESC => "R_X86_64_GOTPC32_TLSDESC",
        elf::R_X86_64_TLSDESC_CALL => "R_X86_64_TLSDESC_CALL",
        elf::R_X86_64_TLSDESC => "R_X86_64_TLSDESC",
        elf::R_X86_64_IRELATIVE => "R_X86_64_IRELATIVE",
        elf::R_X86_64_GOTPCRELX => "R_X86_64_GOTPCRELX",
        elf::R_X86_64_REX_GOTPCRELX => "R_X86_64_REX_GOTPCRELX",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(s: u64, a: i64, p: u64) -> RelocValues {
        RelocValues {
            s,
            a,
            p,
            z: 0,
            got_base: 0,
            got_entry: None,
        }
    }

    #[test]
    fn pc32_range() {
        let mut b = [0u8; 4];
        apply(elf::R_X86_64_PC32.0, &values(0x1000, -4, 0x2000), &mut b).unwrap();
        assert_eq!(i32::from_le_bytes(b), 0x1000 - 4 - 0x2000);
        let far = values(0x7f00_0000_0000, -4, 0x1000);
        assert_eq!(apply(elf::R_X86_64_PLT32.0, &far, &mut b), Err(Overflow));
    }

    #[test]
    fn absolute_32_fits() {
        let mut b = [0u8; 4];
        apply(elf::R_X86_64_32.0, &values(0xffff_fff0, 0, 0), &mut b).unwrap();
        assert_eq!(u32::from_le_bytes(b), 0xffff_fff0);
        assert_eq!(
            apply(elf::R_X86_64_32S.0, &values(0xffff_fff0, 0, 0), &mut b),
            Err(Overflow)
        );
        assert_eq!(
            apply(elf::R_X86_64_32.0, &values(1 << 32, 0, 0), &mut b),
            Err(Overflow)
        );
    }

    #[test]
    fn stub_encoding() {
        let mut s = [0u8; STUB_SIZE];
        write_stub(&mut s, 0x1122_3344_5566_7788);
        assert_eq!(&s[..6], &[0xff, 0x25, 0, 0, 0, 0]);
        assert_eq!(
            u64::from_le_bytes(s[6..14].try_into().unwrap()),
            0x1122_3344_5566_7788
        );
    }
}
