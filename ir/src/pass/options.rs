//! Pass options: declared per pass, parsed from `pass{a=1 b=x,y}` text and printed back the
//! way upstream's `PassOptions::print` does.

/// The value of one option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptValue {
    Bool(bool),
    UInt(u64),
    /// A signed integer (`llvm::cl` `long`/`int` options).
    Int(i64),
    Str(String),
    List(Vec<String>),
    /// A list of unsigned integers (`ListOption<unsigned>`): each element is checked as a
    /// `uint` value when parsed.
    UIntList(Vec<u64>),
    /// One of a fixed set of names (`llvm::cl::values`), each with its help text.
    Enum {
        value: &'static str,
        choices: &'static [(&'static str, &'static str)],
    },
}

/// One declared option.
#[derive(Clone, Debug)]
pub struct PassOption {
    pub name: &'static str,
    pub description: &'static str,
    pub value: OptValue,
}

/// A failure to parse options: `direct` is text that upstream's `llvm::cl` prints straight to
/// stderr (bad values), `message` what goes into the pipeline error.
#[derive(Clone, Debug, Default)]
pub struct OptionError {
    pub direct: String,
    pub message: String,
}

/// The options of a pass.
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    pub opts: Vec<PassOption>,
}

impl PassOptions {
    pub fn new() -> Self {
        Self::default()
    }

    /// Declares an option.
    pub fn with(mut self, name: &'static str, description: &'static str, value: OptValue) -> Self {
        self.opts.push(PassOption {
            name,
            description,
            value,
        });
        self
    }

    fn get(&self, name: &str) -> &OptValue {
        &self
            .opts
            .iter()
            .find(|o| o.name == name)
            .unwrap_or_else(|| panic!("undeclared pass option {name}"))
            .value
    }

    pub fn bool(&self, name: &str) -> bool {
        matches!(self.get(name), OptValue::Bool(true))
    }

    pub fn uint(&self, name: &str) -> u64 {
        match self.get(name) {
            OptValue::UInt(v) => *v,
            _ => 0,
        }
    }

    pub fn int(&self, name: &str) -> i64 {
        match self.get(name) {
            OptValue::Int(v) => *v,
            _ => 0,
        }
    }

    /// The selected name of an enum option.
    pub fn choice(&self, name: &str) -> &'static str {
        match self.get(name) {
            OptValue::Enum { value, .. } => value,
            _ => "",
        }
    }

    pub fn str(&self, name: &str) -> &str {
        match self.get(name) {
            OptValue::Str(v) => v,
            _ => "",
        }
    }

    pub fn list(&self, name: &str) -> &[String] {
        match self.get(name) {
            OptValue::List(v) => v,
            _ => &[],
        }
    }

    pub fn uint_list(&self, name: &str) -> &[u64] {
        match self.get(name) {
            OptValue::UIntList(v) => v,
            _ => &[],
        }
    }

    /// Prints `{a=1 b=x}` (options sorted by name), or nothing for a pass without options.
    pub fn print(&self) -> String {
        if self.opts.is_empty() {
            return String::new();
        }
        let mut sorted: Vec<&PassOption> = self.opts.iter().collect();
        sorted.sort_by(|a, b| a.name.cmp(b.name));
        let parts: Vec<String> = sorted
            .iter()
            .map(|o| match &o.value {
                OptValue::Bool(b) => format!("{}={}", o.name, b),
                OptValue::UInt(v) => format!("{}={}", o.name, v),
                OptValue::Int(v) => format!("{}={}", o.name, v),
                OptValue::Enum { value, .. } => format!("{}={}", o.name, value),
                OptValue::Str(s) => format!("{}={}", o.name, s),
                OptValue::List(l) if l.is_empty() => String::new(),
                OptValue::List(l) => format!("{}={}", o.name, l.join(",")),
                OptValue::UIntList(l) if l.is_empty() => String::new(),
                OptValue::UIntList(l) => {
                    let l: Vec<String> = l.iter().map(u64::to_string).collect();
                    format!("{}={}", o.name, l.join(","))
                }
            })
            .collect();
        format!("{{{}}}", parts.join(" "))
    }

    /// Parses `key=value key2 key3=v1,v2` as upstream's `PassOptions::parseFromString`.
    pub fn parse(&mut self, text: &str) -> Result<(), OptionError> {
        let mut rest = text;
        while !rest.is_empty() {
            let (key, value, next) = parse_next_arg(rest);
            rest = next;
            if key.is_empty() {
                continue;
            }
            let Some(opt) = self.opts.iter_mut().find(|o| o.name == key) else {
                return Err(OptionError {
                    direct: String::new(),
                    message: format!("<Pass-Options-Parser>: no such option {key}\n"),
                });
            };
            let bad = |kind: &str| {
                OptionError {
                direct: format!(
                    "rmlir-opt: for the --{key} option: '{value}' is invalid value for {kind} argument!{}\n",
                    if kind == "boolean" { " Try 0 or 1" } else { "" }
                ),
                message: String::new(),
            }
            };
            match &mut opt.value {
                OptValue::Bool(b) => {
                    *b = match value {
                        "" | "true" | "TRUE" | "True" | "1" => true,
                        "false" | "FALSE" | "False" | "0" => false,
                        _ => return Err(bad("boolean")),
                    }
                }
                OptValue::UInt(v) => {
                    *v = parse_uint(value).ok_or_else(|| OptionError {
                        direct: format!(
                            "rmlir-opt: for the --{key} option: '{value}' value invalid for uint argument!\n"
                        ),
                        message: String::new(),
                    })?
                }
                OptValue::Int(v) => {
                    *v = parse_int(value).ok_or_else(|| OptionError {
                        direct: format!(
                            "rmlir-opt: for the --{key} option: '{value}' value invalid for long argument!\n"
                        ),
                        message: String::new(),
                    })?
                }
                OptValue::Enum { value: v, choices } => {
                    *v = choices.iter().map(|c| c.0).find(|c| *c == value).ok_or_else(|| {
                        OptionError {
                            direct: format!(
                                "rmlir-opt: for the --{key} option: Cannot find option named '{value}'!\n"
                            ),
                            message: String::new(),
                        }
                    })?
                }
                OptValue::Str(s) => *s = value.to_string(),
                OptValue::List(l) => {
                    // Each occurrence appends, as `llvm::cl::list` does.
                    for elem in split_comma_list(value) {
                        l.push(elem.to_string());
                    }
                }
                OptValue::UIntList(l) => {
                    for elem in split_comma_list(value) {
                        l.push(parse_uint(elem).ok_or_else(|| OptionError {
                            direct: format!(
                                "rmlir-opt: for the --{key} option: '{elem}' value invalid for uint argument!\n"
                            ),
                            message: String::new(),
                        })?);
                    }
                }
            }
        }
        Ok(())
    }
}

/// `StringRef::getAsInteger(0, long)`: optional sign, then `0x`, `0b`, `0o` or leading-`0`
/// radix prefixes.
fn parse_int(s: &str) -> Option<i64> {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, s),
    };
    let (radix, body) = if let Some(h) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        (16, h)
    } else if let Some(b) = digits
        .strip_prefix("0b")
        .or_else(|| digits.strip_prefix("0B"))
    {
        (2, b)
    } else if let Some(o) = digits.strip_prefix("0o") {
        (8, o)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if body.is_empty() || !body.bytes().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    let mag = i128::from(u64::from_str_radix(body, radix).ok()?);
    i64::try_from(if neg { -mag } else { mag }).ok()
}

fn parse_uint(s: &str) -> Option<u64> {
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        return u64::from_str_radix(h, 16).ok();
    }
    s.parse().ok()
}

/// Upstream's `findChar`: the next `c` at or after `index`, skipping bracketed ranges and
/// quoted literals.
fn find_char(s: &[u8], index: usize, c: u8) -> Option<usize> {
    let mut i = index;
    while i < s.len() {
        if s[i] == c {
            return Some(i);
        }
        let skip = match s[i] {
            b'{' => find_char(s, i + 1, b'}'),
            b'(' => find_char(s, i + 1, b')'),
            b'[' => find_char(s, i + 1, b']'),
            b'"' => s[i + 1..]
                .iter()
                .position(|&x| x == b'"')
                .map(|p| p + i + 1),
            b'\'' => s[i + 1..]
                .iter()
                .position(|&x| x == b'\'')
                .map(|p| p + i + 1),
            _ => Some(i),
        };
        i = skip? + 1;
    }
    None
}

/// Upstream's `extractArgAndUpdateOptions`: the trimmed first `n` bytes with one level of
/// quotes (or a whole-string `{...}`) removed; `rest` becomes what follows, left-trimmed.
fn extract_arg<'a>(rest: &mut &'a str, n: usize) -> &'a str {
    let s = rest[..n].trim();
    *rest = rest[n..].trim_start();
    if s.len() <= 1 {
        return s;
    }
    for q in ['\'', '"'] {
        if s.starts_with(q) && s.ends_with(q) {
            return s[1..s.len() - 1].trim();
        }
    }
    if s.starts_with('{') && find_char(s.as_bytes(), 1, b'}') == Some(s.len() - 1) {
        return s[1..s.len() - 1].trim();
    }
    s
}

fn split_comma_list(value: &str) -> Vec<&str> {
    let mut out = Vec::new();
    if value.is_empty() {
        return out;
    }
    let mut rest = value;
    while let Some(pos) = find_char(rest.as_bytes(), 0, b',') {
        out.push(extract_arg(&mut rest, pos));
        rest = &rest[1..];
    }
    let n = rest.len();
    out.push(extract_arg(&mut rest, n));
    out
}

/// Upstream's `parseNextArg`: `(key, value, rest)`.
fn parse_next_arg(options: &str) -> (&str, &str, &str) {
    let b = options.as_bytes();
    let mut rest = options;
    let mut i = 0;
    let key;
    loop {
        if i == b.len() || b[i] == b' ' {
            let k = extract_arg(&mut rest, i);
            return (k, "", rest);
        }
        if b[i] == b'=' {
            key = extract_arg(&mut rest, i);
            rest = &rest[1..];
            break;
        }
        i += 1;
    }
    let b = rest.as_bytes();
    let mut i = 0;
    loop {
        if i >= b.len() || b[i] == b' ' {
            let n = i.min(b.len());
            let v = extract_arg(&mut rest, n);
            return (key, v, rest);
        }
        let c = b[i];
        if c == b'\'' || c == b'"' {
            if let Some(p) = b[i + 1..].iter().position(|&x| x == c) {
                i += p + 1;
            }
            i += 1;
            continue;
        }
        if c == b'{' {
            let mut depth = 1;
            i += 1;
            while i < b.len() {
                let x = b[i];
                if x == b'\'' || x == b'"' {
                    if let Some(p) = b[i + 1..].iter().position(|&y| y == x) {
                        i += p + 1;
                    }
                } else if x == b'{' {
                    depth += 1;
                } else if x == b'}' {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                i += 1;
            }
            // The loop's increment steps past the closing brace.
        }
        i += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print() {
        let mut o = PassOptions::new()
            .with("exclude", "", OptValue::List(vec![]))
            .with("json", "", OptValue::Bool(false))
            .with("max", "", OptValue::UInt(20));
        o.parse("exclude=\"a,b\" json max=3").unwrap();
        assert_eq!(o.print(), "{exclude=a,b json=true max=3}");
        let mut o2 = PassOptions::new().with("exclude", "", OptValue::List(vec![]));
        o2.parse("exclude={x,y},z").unwrap();
        assert_eq!(o2.list("exclude"), &["x,y", "z"]);
        assert!(o.parse("nope=1").is_err());
        assert!(o.parse("json=xx").is_err());
    }

    #[test]
    fn signed_and_enum_options_parse_like_llvm_cl() {
        let mut o = PassOptions::new().with("n", "", OptValue::Int(10)).with(
            "level",
            "",
            OptValue::Enum {
                value: "normal",
                choices: &[("disabled", ""), ("normal", ""), ("aggressive", "")],
            },
        );
        o.parse("n=-0x10 level=aggressive").unwrap();
        assert_eq!((o.int("n"), o.choice("level")), (-16, "aggressive"));
        o.parse("n=010").unwrap();
        assert_eq!(o.int("n"), 8);
        assert_eq!(o.print(), "{level=aggressive n=8}");
        let e = o.parse("n=x").unwrap_err();
        assert!(e.direct.contains("'x' value invalid for long argument!"));
        let e = o.parse("level=foo").unwrap_err();
        assert!(e.direct.contains("Cannot find option named 'foo'!"));
    }
}
