//! `print-op-stats`: the count of each op name under the anchor (itself included), printed to
//! stderr as upstream's table or, with `json`, as a JSON object.

use crate::body::Body;
use crate::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use std::collections::BTreeMap;

pub struct PrintOpStats {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "print-op-stats",
        description: "Print statistics of operations",
        create: || {
            Box::new(PrintOpStats {
                options: PassOptions::new().with(
                    "json",
                    "print the stats as JSON",
                    OptValue::Bool(false),
                ),
            })
        },
    }
}

impl Pass for PrintOpStats {
    fn name(&self) -> &'static str {
        "PrintOpStats"
    }
    fn argument(&self) -> &'static str {
        "print-op-stats"
    }
    fn description(&self) -> &'static str {
        "Print statistics of operations"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let mut counts: BTreeMap<&str, i64> = BTreeMap::new();
        *counts.entry(ctx.op_name_str(op.data.name)).or_default() += 1;
        if let Some(body) = op.body() {
            let mut stack: Vec<&Body> = vec![body];
            while let Some(b) = stack.pop() {
                for &r in b.root_regions() {
                    b.walk_region(r, |o| {
                        *counts.entry(ctx.op_name_str(b.op_name(o))).or_default() += 1;
                        if let Some(c) = b.isolated_body(o) {
                            stack.push(c);
                        }
                    });
                }
            }
        }
        let text = if self.options.bool("json") {
            print_json(&counts)
        } else {
            print_table(&counts)
        };
        cx.write_err(text);
        Ok(())
    }
}

fn print_table(counts: &BTreeMap<&str, i64>) -> String {
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    let parts: Vec<(&str, &str, i64)> = counts
        .iter()
        .map(|(k, v)| {
            let (d, o) = k.split_once('.').unwrap_or(("", k));
            (d, o, *v)
        })
        .collect();
    let max_d = parts.iter().map(|p| p.0.len()).max().unwrap_or(0);
    let max_o = parts.iter().map(|p| p.1.len()).max().unwrap_or(0);
    for (d, o, v) in parts {
        if d.is_empty() {
            out.push_str(&" ".repeat(max_d + 3));
        } else {
            out.push_str(&format!("{d:>w$}.", w = max_d + 2));
        }
        out.push_str(&format!("{o:<w$} , {v}\n", w = max_o));
    }
    out
}

fn print_json(counts: &BTreeMap<&str, i64>) -> String {
    let mut out = String::from("{\n");
    let n = counts.len();
    for (i, (k, v)) in counts.iter().enumerate() {
        out.push_str(&format!("  \"{k}\" : {v}"));
        out.push_str(if i + 1 != n { ",\n" } else { "\n" });
    }
    out.push_str("}\n");
    out
}
