//! A nested pipeline over 5000 isolated symbol ops gives identical output with and without
//! threading, and really runs on several threads when threading is on.

use rmlir_ir::dialect::{Dialect, OpInfo, Traits};
use rmlir_ir::pass::{parse_pass_pipeline, Pass, PassCx, PassManager, PassOp, PassOptions};
use rmlir_ir::{parse_source, Context, ParserConfig, PrintFlags};
use std::collections::HashSet;
use std::sync::Mutex;

struct DemoIso;

impl Dialect for DemoIso {
    fn namespace(&self) -> &'static str {
        "demo_iso"
    }
    fn ops(&self) -> Vec<OpInfo> {
        vec![OpInfo {
            props: vec!["sym_name", "sym_visibility"],
            ..OpInfo::new(
                "demo_iso.func",
                Traits::ISOLATED_FROM_ABOVE
                    .union(Traits::SYMBOL)
                    .union(Traits::NO_TERMINATOR),
            )
        }]
    }
}

static THREADS: Mutex<Option<HashSet<Option<usize>>>> = Mutex::new(None);

/// Records the rayon thread it runs on and tags its anchor with an attribute.
struct Recorder(PassOptions);

impl Pass for Recorder {
    fn name(&self) -> &'static str {
        "Recorder"
    }
    fn argument(&self) -> &'static str {
        "test-recorder"
    }
    fn options(&self) -> &PassOptions {
        &self.0
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.0
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        THREADS
            .lock()
            .unwrap()
            .get_or_insert_with(HashSet::new)
            .insert(rayon::current_thread_index());
        // Some work per op so that the pool spreads the jobs.
        let mut x = 0u64;
        for i in 0..20_000u64 {
            x = x.wrapping_mul(31).wrapping_add(i);
        }
        let v = cx.ctx.int_attr(cx.ctx.integer_type(64), (x % 7) as i64);
        rmlir_ir::symbol_table::set_op_attr(cx.ctx, op.data, "test.seen", Some(v));
        let name = rmlir_ir::symbol_table::symbol_name(cx.ctx, op.data).unwrap_or_default();
        cx.write_err(format!("ran on {}\n", String::from_utf8_lossy(name)));
        Ok(())
    }
}

fn run(threading: bool) -> (String, String) {
    let ctx = Context::with_dialects(&[&DemoIso]);
    let mut src = String::new();
    for i in 0..5000 {
        src.push_str(&format!(
            "\"demo_iso.func\"() <{{sym_name = \"f{i}\"}}> ({{\n}}) : () -> () loc(\"f\":{i}:1)\n"
        ));
    }
    let mut m = parse_source(&ctx, &src, "t.mlir", ParserConfig::default(), true).unwrap();
    let mut root = parse_pass_pipeline(
        "builtin.module(demo_iso.func(strip-debuginfo),symbol-privatize{exclude=f7})",
    )
    .unwrap();
    root.nest("demo_iso.func")
        .add_pass(Box::new(Recorder(PassOptions::new())));
    let mut pm = PassManager::new(root);
    pm.threading = threading;
    let res = pm.run(&ctx, &mut m.body, m.op);
    assert!(res.ok);
    let mut err = String::new();
    for e in res.events {
        if let rmlir_ir::pass::PassEvent::Text(t) = e {
            err.push_str(&t);
        }
    }
    let flags = PrintFlags {
        debug_info: true,
        ..PrintFlags::default()
    };
    (
        rmlir_ir::printer::print_op_to_string(&ctx, &m.body, m.op, flags),
        err,
    )
}

#[test]
fn threaded_and_sequential_agree() {
    let seq = run(false);
    *THREADS.lock().unwrap() = None;
    let par = run(true);
    assert_eq!(seq, par);
    assert!(seq.0.contains("sym_visibility = \"private\""));
    assert!(seq.0.contains("<{sym_name = \"f7\"}>"));
    assert!(!seq.0.contains("\"f\":"), "locations were stripped");
    assert_eq!(seq.1.lines().count(), 5000);
    assert!(seq.1.starts_with("ran on f0\nran on f1\n"));
    let threads = THREADS.lock().unwrap().clone().unwrap_or_default();
    if std::thread::available_parallelism().map_or(1, |n| n.get()) >= 2 {
        assert!(
            threads.len() > 1,
            "expected the nested pipeline on several threads, got {threads:?}"
        );
    }
}
