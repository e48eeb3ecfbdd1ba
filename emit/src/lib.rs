//! rmlir-emit: machine code emission. Allocated machine IR is encoded (`x86_64`: iced-x86)
//! into per-function code with relocations, then written as an ELF relocatable object
//! ([`object`]: symbols, data, constant pools, `.eh_frame`, `.init_array`) or printed as
//! assembly ([`asm`]), with DWARF line tables from MLIR locations under `-g` ([`dwarf`]).
//! [`codegen`] drives the whole back half from an `llvm`-dialect module.

pub mod asm;
pub mod codegen;
pub mod dwarf;
pub mod object;
pub mod x86_64;

/// What a relocation in code computes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RelocKind {
    /// `S + A - P`, 32 bits (R_X86_64_PC32).
    PcRel32,
    /// A call through the PLT (R_X86_64_PLT32).
    Plt32,
    /// The symbol's GOT entry, PC-relative (R_X86_64_GOTPCREL).
    GotPcRel,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RelocTarget {
    Sym(u32),
    /// Entry of the function's constant pool.
    Const(u32),
}

#[derive(Clone, Debug)]
pub struct CodeReloc {
    pub offset: u32,
    pub target: RelocTarget,
    pub kind: RelocKind,
    pub addend: i64,
}

/// Code offsets of the prologue steps, for unwind information.
#[derive(Clone, Debug, Default)]
pub struct Unwind {
    /// After `push rbp`.
    pub push_rbp: u32,
    /// After `mov rbp, rsp`.
    pub set_fp: u32,
    /// After each callee-saved push: (offset, hardware register number).
    pub saves: Vec<(u32, u16)>,
    /// Each epilogue's `ret`: (offset after `pop rbp`, offset after `ret`). Between the two
    /// the frame is gone and the CFA is rsp + 8.
    pub rets: Vec<(u32, u32)>,
}

/// A function's machine code.
#[derive(Clone, Debug)]
pub struct FuncCode {
    pub sym: u32,
    pub code: Vec<u8>,
    pub relocs: Vec<CodeReloc>,
    pub const_pool: Vec<(Vec<u8>, u32)>,
    pub unwind: Unwind,
    pub block_offsets: Vec<u32>,
    /// (code offset, machine instruction index) of each emitted machine instruction.
    pub inst_offsets: Vec<(u32, u32)>,
}
