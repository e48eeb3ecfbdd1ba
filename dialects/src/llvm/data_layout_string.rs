//! LLVM data layout strings (`e-p:64:64-i64:64-...`): the validation of LLVM 19's
//! `DataLayout::parse` with its error messages, used by the `llvm.data_layout` attribute
//! check (`LLVMDialect::verifyDataLayoutString`) and the `set-llvm-module-datalayout` pass
//! (`set_module_datalayout.rs`).

use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};

/// Upstream's `StringRef::split` with LLVM's checks that both parts are present.
fn split(s: &str, sep: char) -> Result<(&str, &str), String> {
    let (first, second) = s.split_once(sep).unwrap_or((s, ""));
    if second.is_empty() && first != s {
        return Err("Trailing separator in datalayout string".into());
    }
    if !second.is_empty() && first.is_empty() {
        return Err("Expected token before separator in datalayout string".into());
    }
    Ok((first, second))
}

/// `StringRef::getAsInteger(10, ...)` into an unsigned of `bits` bits.
fn get_int(s: &str, bits: u32) -> Result<u64, String> {
    let err = || "not a number, or does not fit in an unsigned int".to_string();
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(err());
    }
    let v: u64 = s.parse().map_err(|_| err())?;
    if bits < 64 && v >> bits != 0 {
        return Err(err());
    }
    Ok(v)
}

/// A number of bits that must be a whole number of bytes, in bytes.
fn get_int_in_bytes(s: &str, bits: u32) -> Result<u64, String> {
    let v = get_int(s, bits)?;
    if v % 8 != 0 {
        return Err("number of bits must be a byte width multiple".into());
    }
    Ok(v / 8)
}

fn get_addr_space(s: &str) -> Result<u64, String> {
    let v = get_int(s, 32)?;
    if v >= 1 << 24 {
        return Err("Invalid address space, must be a 24-bit integer".into());
    }
    Ok(v)
}

fn is_pow2(v: u64) -> bool {
    v != 0 && v & (v - 1) == 0
}

/// Validates an LLVM data layout string as LLVM 19's `DataLayout::parse`; `Err` is its
/// error message.
pub fn verify_data_layout_string(desc: &str) -> Result<(), String> {
    let mut desc = desc;
    while !desc.is_empty() {
        let (spec, rest_desc) = split(desc, '-')?;
        desc = rest_desc;
        let (tok, mut rest) = split(spec, ':')?;
        if tok == "ni" {
            loop {
                let (t, r) = split(rest, ':')?;
                rest = r;
                if get_int(t, 32)? == 0 {
                    return Err("Address space 0 can never be non-integral".into());
                }
                if rest.is_empty() {
                    break;
                }
            }
            continue;
        }
        let specifier = tok.as_bytes()[0];
        let mut tok = &tok[1..];
        match specifier {
            b's' | b'E' | b'e' => {}
            b'p' => {
                let space = if tok.is_empty() { 0 } else { get_int(tok, 32)? };
                if space >= 1 << 24 {
                    return Err("Invalid address space, must be a 24-bit integer".into());
                }
                if rest.is_empty() {
                    return Err(
                        "Missing size specification for pointer in datalayout string".into(),
                    );
                }
                (tok, rest) = split(rest, ':')?;
                // LLVM 19 keeps pointer sizes in bits.
                let size = get_int(tok, 32)?;
                if size == 0 {
                    return Err("Invalid pointer size of 0 bytes".into());
                }
                if rest.is_empty() {
                    return Err(
                        "Missing alignment specification for pointer in datalayout string".into(),
                    );
                }
                (tok, rest) = split(rest, ':')?;
                let abi = get_int_in_bytes(tok, 32)?;
                if !is_pow2(abi) {
                    return Err("Pointer ABI alignment must be a power of 2".into());
                }
                let mut pref = abi;
                if !rest.is_empty() {
                    (tok, rest) = split(rest, ':')?;
                    pref = get_int_in_bytes(tok, 32)?;
                    if !is_pow2(pref) {
                        return Err("Pointer preferred alignment must be a power of 2".into());
                    }
                    if !rest.is_empty() {
                        (tok, _) = split(rest, ':')?;
                        if get_int(tok, 32)? == 0 {
                            return Err("Invalid index size of 0 bytes".into());
                        }
                    }
                }
                if pref < abi {
                    return Err("Preferred alignment cannot be less than the ABI alignment".into());
                }
            }
            b'i' | b'v' | b'f' | b'a' => {
                let size = if tok.is_empty() { 0 } else { get_int(tok, 32)? };
                if specifier == b'a' && size != 0 {
                    return Err("Sized aggregate specification in datalayout string".into());
                }
                if rest.is_empty() {
                    return Err("Missing alignment specification in datalayout string".into());
                }
                (tok, rest) = split(rest, ':')?;
                let abi = get_int_in_bytes(tok, 32)?;
                if specifier != b'a' && abi == 0 {
                    return Err(
                        "ABI alignment specification must be >0 for non-aggregate types".into(),
                    );
                }
                if abi >= 1 << 16 {
                    return Err("Invalid ABI alignment, must be a 16bit integer".into());
                }
                if abi != 0 && !is_pow2(abi) {
                    return Err("Invalid ABI alignment, must be a power of 2".into());
                }
                let mut pref = abi;
                if !rest.is_empty() {
                    (tok, _) = split(rest, ':')?;
                    pref = get_int_in_bytes(tok, 32)?;
                }
                if pref >= 1 << 16 {
                    return Err("Invalid preferred alignment, must be a 16bit integer".into());
                }
                if pref != 0 && !is_pow2(pref) {
                    return Err("Invalid preferred alignment, must be a power of 2".into());
                }
                if size >= 1 << 24 {
                    return Err("Invalid bit width, must be a 24-bit integer".into());
                }
                if pref < abi {
                    return Err("Preferred alignment cannot be less than the ABI alignment".into());
                }
            }
            b'n' => loop {
                if get_int(tok, 32)? == 0 {
                    return Err("Zero width native integer type in datalayout string".into());
                }
                if rest.is_empty() {
                    break;
                }
                (tok, rest) = split(rest, ':')?;
            },
            b'S' => {
                let a = get_int_in_bytes(tok, 64)?;
                if a != 0 && !is_pow2(a) {
                    return Err("Alignment is neither 0 nor a power of 2".into());
                }
            }
            b'F' => {
                match tok.as_bytes().first() {
                    Some(b'i') | Some(b'n') => {}
                    _ => {
                        return Err(
                            "Unknown function pointer alignment type in datalayout string".into(),
                        )
                    }
                }
                tok = &tok[1..];
                let a = get_int_in_bytes(tok, 64)?;
                if a != 0 && !is_pow2(a) {
                    return Err("Alignment is neither 0 nor a power of 2".into());
                }
            }
            b'P' | b'A' | b'G' => {
                get_addr_space(tok)?;
            }
            b'm' => {
                if !tok.is_empty() {
                    return Err(
                        "Unexpected trailing characters after mangling specifier in datalayout \
                         string"
                            .into(),
                    );
                }
                if rest.is_empty() {
                    return Err("Expected mangling specifier in datalayout string".into());
                }
                if rest.len() > 1 {
                    return Err("Unknown mangling specifier in datalayout string".into());
                }
                if !matches!(
                    rest.as_bytes()[0],
                    b'e' | b'l' | b'o' | b'm' | b'w' | b'x' | b'a'
                ) {
                    return Err("Unknown mangling in datalayout string".into());
                }
            }
            _ => return Err("Unknown specifier in datalayout string".into()),
        }
    }
    Ok(())
}

/// Upstream's `LLVMDialect::verifyDataLayoutString` message for an invalid string (LLVM's
/// error, logged with its trailing newline).
pub fn invalid_message(err: &str) -> String {
    format!("invalid data layout descriptor: {err}\n")
}

// ---- set-llvm-module-datalayout --------------------------------------------------------

const ARGUMENT: &str = "set-llvm-module-datalayout";
const DESCRIPTION: &str = "Attach a datalayout string as a module attribute";

/// `set-llvm-module-datalayout` (upstream's `SetLLVMModuleDataLayoutPass`): validates the
/// `data-layout` option and sets it as the module's `llvm.data_layout`.
pub struct SetLlvmModuleDataLayout {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(SetLlvmModuleDataLayout {
                options: PassOptions::new().with(
                    "data-layout",
                    "String description (LLVM format) of the data layout that is expected on \
                     the produced module",
                    OptValue::Str(String::new()),
                ),
            })
        },
    }
}

impl Pass for SetLlvmModuleDataLayout {
    fn name(&self) -> &'static str {
        "SetLLVMModuleDataLayoutPass"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let layout = self.options.str("data-layout").to_string();
        if let Err(e) = verify_data_layout_string(&layout) {
            let d = op.error(ctx, invalid_message(&e));
            cx.emit(d);
            return Err(());
        }
        let name = ctx.ident(super::DATA_LAYOUT_ATTR);
        let value = ctx.string_attr(&layout);
        let attrs = op.data.attrs_mut();
        match attrs.binary_search_by(|a| ctx.ident_str(a.0).cmp(super::DATA_LAYOUT_ATTR)) {
            Ok(i) => attrs[i].1 = value,
            Err(i) => attrs.insert(i, (name, value)),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::verify_data_layout_string as v;

    #[test]
    fn messages() {
        assert_eq!(v(""), Ok(()));
        assert_eq!(
            v("e-p:64:64:64-i64:64-f80:128-n8:16:32:64-S128-m:e"),
            Ok(())
        );
        assert_eq!(
            v("p:7").unwrap_err(),
            "Missing alignment specification for pointer in datalayout string"
        );
        assert_eq!(
            v("x").unwrap_err(),
            "Unknown specifier in datalayout string"
        );
        assert_eq!(
            v("e-").unwrap_err(),
            "Trailing separator in datalayout string"
        );
        assert_eq!(
            v("i32:24").unwrap_err(),
            "Invalid ABI alignment, must be a power of 2"
        );
    }
}
