//! Printing arbitrarily deep IR on a small stack: regions deeper than `MAX_PRINT_DEPTH` are
//! printed from the printer's work list and spliced into place.

use crate::test_util::*;
use crate::{Context, PrintFlags};

/// What the printer must produce for `depth` nested ops named `name` (generic form, each with
/// one region holding one block), the innermost block empty.
fn expected(name: &str, depth: usize) -> String {
    let mut s = String::new();
    for i in 0..depth {
        s.push_str(&" ".repeat(2 * i));
        s.push_str(&format!("\"{name}\"() ({{\n"));
    }
    s.push_str(&" ".repeat(2 * depth - 2));
    s.push_str("^bb0:\n");
    for i in (0..depth).rev() {
        s.push_str(&" ".repeat(2 * i));
        s.push_str("}) : () -> ()");
        if i > 0 {
            s.push('\n');
        }
    }
    s
}

#[test]
fn deep_inline_regions_print_on_small_stack() {
    let text = on_small_stack(|| {
        let ctx = Context::new();
        let (body, outer) = deep_inline(&ctx, 3000);
        let flags = PrintFlags {
            local_scope: true,
            ..PrintFlags::default()
        };
        crate::printer::print_op_to_string(&ctx, &body, outer, flags)
    });
    assert_eq!(text, expected("demo.r", 3000));
}

#[test]
fn deep_isolated_bodies_print_on_small_stack() {
    let text = on_small_stack(|| {
        let ctx = Context::new();
        let (body, outer) = deep_isolated(&ctx, 3000);
        crate::printer::print_op_to_string(&ctx, &body, outer, PrintFlags::default())
    });
    assert_eq!(text, expected("demo.iso", 3000) + "\n");
}

#[test]
fn deferred_regions_keep_names_and_users_comments() {
    // Values used across the deferral boundary keep their names and users comments.
    let src = {
        let mut s = String::from("%v = \"demo.v\"() : () -> i32\n");
        for _ in 0..40 {
            s.push_str("\"demo.r\"() ({\n");
        }
        s.push_str("\"demo.use\"(%v) : (i32) -> ()\n");
        for _ in 0..40 {
            s.push_str("}) : () -> ()\n");
        }
        s
    };
    // Parsing recurses (bounded by the parser's MAX_NESTING): parse on the test's own stack.
    let ctx = Context::new();
    let m = parse(&ctx, &src);
    let text = on_small_stack(move || {
        let flags = PrintFlags {
            print_value_users: true,
            ..PrintFlags::default()
        };
        crate::printer::print_op_to_string(&ctx, &m.body, m.op, flags)
    });
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1], "  %0 = \"demo.v\"() : () -> i32 // user: %41");
    assert_eq!(
        lines[42],
        format!(
            "{}\"demo.use\"(%0) : (i32) -> () // id: %41",
            " ".repeat(82)
        )
    );
    assert_eq!(lines[43], format!("{}}}) : () -> ()", " ".repeat(80)));
    assert_eq!(lines.len(), 84);
}
