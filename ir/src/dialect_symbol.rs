//! Types and attributes of dialects that rmlir does not implement, kept as their text.
//!
//! Upstream keeps such symbols as `OpaqueType`/`OpaqueAttr` holding the raw body. rmlir does
//! the same but resolves alias references inside the body (`#map`, `!alias`) to the uniqued
//! values they name, so that a body never refers to an alias definition the printer dropped,
//! and the printer can alias the nested values like upstream does for registered dialects.

use crate::attributes::Attribute;
use crate::context::Ident;
use crate::types::Type;

/// One piece of a dialect symbol's body.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum SymbolPiece {
    Text(Box<str>),
    Attr(Attribute),
    /// A nested attribute printed the way upstream's `printStrippedAttrOrType` prints a
    /// parameter of a concrete attribute class: its alias when it has one, else its body
    /// without `#dialect.mnemonic`.
    StrippedAttr(Attribute),
    Type(Type),
}

/// `!dialect.body` / `#dialect<body>`: the namespace and the text after it (for the pretty form
/// `!foo.bar<x>` the data is `bar<x>`; for the opaque form `!foo<"x">` it is `"x"`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DialectSymbol {
    pub dialect: Ident,
    pub pieces: Box<[SymbolPiece]>,
}

/// Upstream's `isDialectSymbolSimpleEnoughForPrettyForm`: an identifier optionally followed by
/// a body wrapped in `<>`.
pub fn is_simple_enough_for_pretty_form(data: &str) -> bool {
    let Some(first) = data.chars().next() else {
        return false;
    };
    if !first.is_ascii_alphabetic() {
        return false;
    }
    let rest = data.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}
