//! x86-64: machine instructions, System V calling convention, instruction selection.

pub mod abi;
pub mod features;
pub mod inst;
pub mod lower;
pub mod regs;

pub use inst::Inst;
pub use lower::{lower_function, LoweredFunc};
