//! Validation of `llvm.data_layout` strings: the checks and messages of LLVM 19's
//! `DataLayout::parse` (`llvm/lib/IR/DataLayout.cpp`), which upstream's
//! `LLVMDialect::verifyOperationAttribute` reports as "invalid data layout descriptor: ...".

/// LLVM's checked `split`: a separator must have text on both sides.
fn split(s: &str, sep: char) -> Result<(&str, &str), &'static str> {
    let (a, b) = s.split_once(sep).unwrap_or((s, ""));
    if b.is_empty() && a != s {
        return Err("Trailing separator in datalayout string");
    }
    if !b.is_empty() && a.is_empty() {
        return Err("Expected token before separator in datalayout string");
    }
    Ok((a, b))
}

/// `StringRef::getAsInteger(10, unsigned)`: decimal digits only, fitting in `max`.
fn get_int(s: &str, max: u64) -> Result<u64, &'static str> {
    const MSG: &str = "not a number, or does not fit in an unsigned int";
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(MSG);
    }
    s.parse::<u64>().ok().filter(|&v| v <= max).ok_or(MSG)
}

fn get_int_in_bytes(s: &str, max: u64) -> Result<u64, &'static str> {
    let v = get_int(s, max)?;
    if v % 8 != 0 {
        return Err("number of bits must be a byte width multiple");
    }
    Ok(v / 8)
}

const U32: u64 = u32::MAX as u64;

fn addr_space(s: &str) -> Result<u64, &'static str> {
    let v = get_int(s, U32)?;
    if v >= 1 << 24 {
        return Err("Invalid address space, must be a 24-bit integer");
    }
    Ok(v)
}

/// Takes the next `:`-separated field of `rest` into `tok`.
fn next<'s>(tok: &mut &'s str, rest: &mut &'s str) -> Result<(), &'static str> {
    let (a, b) = split(rest, ':')?;
    *tok = a;
    *rest = b;
    Ok(())
}

/// The error `DataLayout::parse` reports for `desc`, if any.
pub fn parse_error(desc: &str) -> Option<&'static str> {
    check(desc).err()
}

fn check(mut desc: &str) -> Result<(), &'static str> {
    while !desc.is_empty() {
        let (spec, rest_desc) = split(desc, '-')?;
        desc = rest_desc;
        let (mut tok, mut rest) = split(spec, ':')?;
        if tok == "ni" {
            loop {
                let (a, b) = split(rest, ':')?;
                rest = b;
                if get_int(a, U32)? == 0 {
                    return Err("Address space 0 can never be non-integral");
                }
                if rest.is_empty() {
                    break;
                }
            }
            continue;
        }
        let specifier = tok.as_bytes()[0];
        tok = &tok[1..];
        match specifier {
            b's' | b'E' | b'e' => {}
            b'p' => {
                let space = if tok.is_empty() {
                    0
                } else {
                    get_int(tok, U32)?
                };
                if space >= 1 << 24 {
                    return Err("Invalid address space, must be a 24-bit integer");
                }
                if rest.is_empty() {
                    return Err("Missing size specification for pointer in datalayout string");
                }
                next(&mut tok, &mut rest)?;
                let size = get_int(tok, U32)?;
                if size == 0 {
                    return Err("Invalid pointer size of 0 bytes");
                }
                if rest.is_empty() {
                    return Err("Missing alignment specification for pointer in datalayout string");
                }
                next(&mut tok, &mut rest)?;
                let abi = get_int_in_bytes(tok, U32)?;
                if !abi.is_power_of_two() {
                    return Err("Pointer ABI alignment must be a power of 2");
                }
                let mut index = size;
                let mut pref = abi;
                if !rest.is_empty() {
                    next(&mut tok, &mut rest)?;
                    pref = get_int_in_bytes(tok, U32)?;
                    if !pref.is_power_of_two() {
                        return Err("Pointer preferred alignment must be a power of 2");
                    }
                    if !rest.is_empty() {
                        next(&mut tok, &mut rest)?;
                        index = get_int(tok, U32)?;
                        if index == 0 {
                            return Err("Invalid index size of 0 bytes");
                        }
                    }
                }
                if pref < abi {
                    return Err("Preferred alignment cannot be less than the ABI alignment");
                }
                if index > size {
                    return Err("Index width cannot be larger than pointer width");
                }
            }
            b'i' | b'v' | b'f' | b'a' => {
                let size = if tok.is_empty() {
                    0
                } else {
                    get_int(tok, U32)?
                };
                if specifier == b'a' && size != 0 {
                    return Err("Sized aggregate specification in datalayout string");
                }
                if rest.is_empty() {
                    return Err("Missing alignment specification in datalayout string");
                }
                next(&mut tok, &mut rest)?;
                let abi = get_int_in_bytes(tok, U32)?;
                if specifier != b'a' && abi == 0 {
                    return Err("ABI alignment specification must be >0 for non-aggregate types");
                }
                if abi > u16::MAX as u64 {
                    return Err("Invalid ABI alignment, must be a 16bit integer");
                }
                if abi != 0 && !abi.is_power_of_two() {
                    return Err("Invalid ABI alignment, must be a power of 2");
                }
                if specifier == b'i' && size == 8 && abi != 1 {
                    return Err("Invalid ABI alignment, i8 must be naturally aligned");
                }
                let mut pref = abi;
                if !rest.is_empty() {
                    next(&mut tok, &mut rest)?;
                    pref = get_int_in_bytes(tok, U32)?;
                }
                if pref > u16::MAX as u64 {
                    return Err("Invalid preferred alignment, must be a 16bit integer");
                }
                if pref != 0 && !pref.is_power_of_two() {
                    return Err("Invalid preferred alignment, must be a power of 2");
                }
                if size >= 1 << 24 {
                    return Err("Invalid bit width, must be a 24-bit integer");
                }
                if pref < abi {
                    return Err("Preferred alignment cannot be less than the ABI alignment");
                }
            }
            b'n' => loop {
                if get_int(tok, U32)? == 0 {
                    return Err("Zero width native integer type in datalayout string");
                }
                if rest.is_empty() {
                    break;
                }
                next(&mut tok, &mut rest)?;
            },
            b'S' => {
                let a = get_int_in_bytes(tok, u64::MAX)?;
                if a != 0 && !a.is_power_of_two() {
                    return Err("Alignment is neither 0 nor a power of 2");
                }
            }
            b'F' => {
                match tok.as_bytes().first() {
                    Some(b'i') | Some(b'n') => {}
                    _ => {
                        return Err("Unknown function pointer alignment type in datalayout string")
                    }
                }
                let a = get_int_in_bytes(&tok[1..], u64::MAX)?;
                if a != 0 && !a.is_power_of_two() {
                    return Err("Alignment is neither 0 nor a power of 2");
                }
            }
            b'P' | b'A' | b'G' => {
                addr_space(tok)?;
            }
            b'm' => {
                if !tok.is_empty() {
                    return Err(
                        "Unexpected trailing characters after mangling specifier in datalayout \
                         string",
                    );
                }
                if rest.is_empty() {
                    return Err("Expected mangling specifier in datalayout string");
                }
                if rest.len() > 1 {
                    return Err("Unknown mangling specifier in datalayout string");
                }
                if !matches!(rest, "e" | "l" | "o" | "m" | "w" | "x" | "a") {
                    return Err("Unknown mangling in datalayout string");
                }
            }
            _ => return Err("Unknown specifier in datalayout string"),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::parse_error;

    #[test]
    fn messages() {
        let x86 = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
        assert_eq!(parse_error(x86), None);
        assert_eq!(parse_error(""), None);
        assert_eq!(parse_error("i:8"), None);
        assert_eq!(
            parse_error("#vjkr32"),
            Some("Unknown specifier in datalayout string")
        );
        assert_eq!(
            parse_error("e-"),
            Some("Trailing separator in datalayout string")
        );
        assert_eq!(
            parse_error("-e"),
            Some("Expected token before separator in datalayout string")
        );
        assert_eq!(
            parse_error("p"),
            Some("Missing size specification for pointer in datalayout string")
        );
        assert_eq!(
            parse_error("e-p:32"),
            Some("Missing alignment specification for pointer in datalayout string")
        );
        assert_eq!(
            parse_error("e-p:32:24"),
            Some("Pointer ABI alignment must be a power of 2")
        );
        assert_eq!(
            parse_error("e-i64:64:32"),
            Some("Preferred alignment cannot be less than the ABI alignment")
        );
        assert_eq!(
            parse_error("Pa"),
            Some("not a number, or does not fit in an unsigned int")
        );
    }
}
