//! The architecture-independent face of relocation processing: the loader
//! asks an [`Arch`] what a relocation type needs (GOT entry, possible stub,
//! low memory) and has it write the value. x86-64 is implemented; AArch64
//! is a new variant plus a module like `x86_64.rs`.

use object::elf;

use super::x86_64;
use super::LoadError;

/// The inputs of a relocation formula (psABI names).
#[derive(Clone, Copy, Debug)]
pub(crate) struct RelocValues {
    /// S: the symbol's address (or its stub's).
    pub s: u64,
    /// A: the addend.
    pub a: i64,
    /// P: the address of the field being relocated.
    pub p: u64,
    /// Z: the symbol's size.
    pub z: u64,
    /// GOT: the GOT's base address.
    pub got_base: u64,
    /// G + GOT: the address of the symbol's GOT entry, for GOT-using types.
    pub got_entry: Option<u64>,
}

/// The value does not fit the relocated field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Overflow;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Arch {
    X86_64,
}

impl Arch {
    pub fn from_machine(machine: u16) -> Result<Arch, LoadError> {
        match machine {
            m if m == elf::EM_X86_64.0 => Ok(Arch::X86_64),
            e_machine => Err(LoadError::UnsupportedMachine { e_machine }),
        }
    }

    /// The architecture of the running process.
    pub fn host() -> Option<Arch> {
        cfg!(target_arch = "x86_64").then_some(Arch::X86_64)
    }

    pub fn stub_size(self) -> usize {
        match self {
            Arch::X86_64 => x86_64::STUB_SIZE,
        }
    }

    pub fn write_stub(self, stub: &mut [u8], target: u64) {
        match self {
            Arch::X86_64 => x86_64::write_stub(stub, target),
        }
    }

    pub fn width(self, r_type: u32) -> Option<usize> {
        match self {
            Arch::X86_64 => x86_64::width(r_type),
        }
    }

    pub fn uses_got_entry(self, r_type: u32) -> bool {
        match self {
            Arch::X86_64 => x86_64::uses_got_entry(r_type),
        }
    }

    pub fn uses_got_base(self, r_type: u32) -> bool {
        match self {
            Arch::X86_64 => x86_64::uses_got_base(r_type),
        }
    }

    pub fn may_use_stub(self, r_type: u32) -> bool {
        match self {
            Arch::X86_64 => x86_64::may_use_stub(r_type),
        }
    }

    pub fn stub_allowed(self, r_type: u32, is_function: bool, prev: Option<u8>) -> bool {
        match self {
            Arch::X86_64 => x86_64::stub_allowed(r_type, is_function, prev),
        }
    }

    pub fn wants_low_memory(self, r_type: u32) -> bool {
        match self {
            Arch::X86_64 => x86_64::wants_low_memory(r_type),
        }
    }

    pub fn apply(self, r_type: u32, v: &RelocValues, place: &mut [u8]) -> Result<(), Overflow> {
        match self {
            Arch::X86_64 => x86_64::apply(r_type, v, place),
        }
    }

    /// "R_X86_64_PC32", or the number for unknown types.
    pub fn reloc_name(self, r_type: u32) -> String {
        let name = match self {
            Arch::X86_64 => x86_64::name(r_type),
        };
        name.map_or_else(|| format!("relocation type {r_type}"), str::to_string)
    }
}
