//! rmlir-isel: instruction selection from the `llvm` dialect to machine IR with virtual
//! registers, per target (`x86_64/`), over the target-independent pieces: the machine-IR
//! container [`vcode`], type layout and scalarization ([`layout`]) and the module-level
//! lowering of symbols and globals ([`module`]).

pub mod demand;
pub mod layout;
pub mod legalize;
pub mod module;
pub mod vcode;
pub mod x86_64;

use rmlir_ir::Location;

/// A code generation failure at an op's location.
#[derive(Clone, Debug)]
pub struct Error {
    pub loc: Location,
    pub message: String,
}

impl Error {
    pub fn new(loc: Location, message: impl Into<String>) -> Self {
        Error {
            loc,
            message: message.into(),
        }
    }
}
