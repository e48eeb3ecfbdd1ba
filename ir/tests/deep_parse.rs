//! Nesting up to the parser's limit is safe on small thread stacks (the parser grows its
//! stack on the heap), and nesting past it is a diagnostic.

use rmlir_ir::parser::MAX_NESTING;
use rmlir_ir::{parse_source, Context, ParserConfig};

fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 << 10)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("no stack overflow")
}

fn nested_regions(depth: usize) -> String {
    let mut s = String::new();
    for _ in 0..depth {
        s.push_str("\"demo.op\"() ({\n");
    }
    for _ in 0..depth {
        s.push_str("}) : () -> ()\n");
    }
    s
}

fn parse(src: String) -> Result<(), String> {
    let ctx = Context::new();
    let cfg = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    parse_source(&ctx, &src, "deep.mlir", cfg, true)
        .map(|_| ())
        .map_err(|d| d.message)
}

#[test]
fn regions_attributes_and_types_at_the_limit_on_a_small_stack() {
    // The implicit module takes one level.
    let depth = MAX_NESTING - 2;
    on_small_stack(move || parse(nested_regions(depth))).unwrap();
    let attr = format!(
        "\"demo.op\"() {{a = {}1{}}} : () -> ()\n",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    on_small_stack(move || parse(attr)).unwrap();
    let ty = format!(
        "\"demo.op\"() : () -> {}i32{}\n",
        "tuple<".repeat(depth / 2),
        ">".repeat(depth / 2)
    );
    on_small_stack(move || parse(ty)).unwrap();
}

#[test]
fn nesting_past_the_limit_is_a_diagnostic() {
    let err = on_small_stack(|| parse(nested_regions(MAX_NESTING + 5))).unwrap_err();
    assert_eq!(
        err,
        format!("exceeded maximum nesting depth of {MAX_NESTING}")
    );
}
