//! Pass instrumentation with threading: IR dumps and pass statistics of a nested pipeline over
//! many isolated ops are the same with and without threading (dumps in op order, statistics
//! summed over the worker threads), and detached views print as the op's parent body does.

use rmlir_ir::body::OpShape;
use rmlir_ir::dialect::{Dialect, OpInfo, Traits};
use rmlir_ir::pass::{
    parse_pass_pipeline, IrPrinting, IrPrintingFlags, Pass, PassCx, PassEvent, PassManager, PassOp,
    PassOptions, Statistic, StatisticsDisplay,
};
use rmlir_ir::{parse_source, Body, Context, ParserConfig, PrintFlags};

struct DemoIso;

impl Dialect for DemoIso {
    fn namespace(&self) -> &'static str {
        "demo_iso"
    }
    fn ops(&self) -> Vec<OpInfo> {
        vec![
            OpInfo {
                props: vec!["sym_name", "sym_visibility"],
                ..OpInfo::new(
                    "demo_iso.func",
                    Traits::ISOLATED_FROM_ABOVE
                        .union(Traits::SYMBOL)
                        .union(Traits::NO_TERMINATOR),
                )
            },
            OpInfo::new(
                "demo_iso.apply",
                Traits::ISOLATED_FROM_ABOVE.union(Traits::NO_TERMINATOR),
            ),
            // Its block needs a terminator.
            OpInfo::new("demo_iso.strict", Traits::ISOLATED_FROM_ABOVE),
        ]
    }
}

/// Counts the ops it runs on and the ops in their bodies.
struct Counter {
    options: PassOptions,
    anchors: Statistic,
    nested: Statistic,
}

impl Pass for Counter {
    fn name(&self) -> &'static str {
        "Counter"
    }
    fn argument(&self) -> &'static str {
        "test-counter"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![&self.nested, &self.anchors]
    }
    fn run(&self, op: &mut PassOp<'_>, _cx: &mut PassCx<'_>) -> Result<(), ()> {
        self.anchors.inc();
        if let Some(b) = op.body() {
            self.nested.add(b.num_ops() as u64);
        }
        Ok(())
    }
}

fn source(n: usize) -> String {
    let mut src = String::new();
    for i in 0..n {
        src.push_str(&format!(
            "\"demo_iso.func\"() <{{sym_name = \"f{i}\"}}> ({{\n  \"demo.x\"() : () -> ()\n}}) : () -> ()\n"
        ));
    }
    src
}

fn run(threading: bool) -> (String, String, u64, u64) {
    let ctx = Context::with_dialects(&[&DemoIso]);
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let mut m = parse_source(&ctx, &source(300), "t.mlir", config, true).unwrap();
    let mut root = parse_pass_pipeline("builtin.module(demo_iso.func(strip-debuginfo))").unwrap();
    root.nest("demo_iso.func").add_pass(Box::new(Counter {
        options: PassOptions::new(),
        anchors: Statistic::new("anchors", "Ops run on"),
        nested: Statistic::new("nested-ops", "Ops in their bodies"),
    }));
    let mut pm = PassManager::new(root);
    pm.threading = threading;
    let flags = IrPrintingFlags {
        after: vec!["test-counter".into()],
        before: vec!["strip-debuginfo".into()],
        ..IrPrintingFlags::default()
    };
    pm.ir_printing = IrPrinting::from_flags(&flags, PrintFlags::default());
    let res = pm.run(&ctx, &mut m.body, m.op);
    assert!(res.ok);
    let mut err = String::new();
    for e in res.events {
        if let PassEvent::Text(t) = e {
            err.push_str(&t);
        }
    }
    let report =
        rmlir_ir::pass::statistics::render_report(&pm.root, StatisticsDisplay::Pipeline, true);
    let mut counts = (0, 0);
    if let Some(rmlir_ir::pass::PassEntry::Adaptor(mgrs)) = pm.root.passes().first() {
        if let Some(rmlir_ir::pass::PassEntry::Pass(p)) = mgrs[0].passes().get(1) {
            let s = p.statistics();
            counts = (s[1].get(), s[0].get());
        }
    }
    (err, report, counts.0, counts.1)
}

#[test]
fn dumps_and_statistics_agree_with_and_without_threading() {
    let seq = run(false);
    let par = run(true);
    assert_eq!(seq, par);
    let (err, report, anchors, nested) = seq;
    assert_eq!((anchors, nested), (300, 300));
    assert!(err.starts_with(
        "// -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //\n\
         \"demo_iso.func\"() <{sym_name = \"f0\"}> ({\n  \"demo.x\"() : () -> ()\n}) : () -> ()\n\n\
         // -----// IR Dump After Counter (test-counter) //----- //\n"
    ));
    assert_eq!(err.matches("IR Dump").count(), 600);
    assert!(report.ends_with(
        "'demo_iso.func' Pipeline\n  StripDebugInfo\n  Counter\n    \
         (S) 300 anchors    - Ops run on\n    (S) 300 nested-ops - Ops in their bodies\n\n"
    ));
}

#[test]
fn detached_view_prints_as_the_parent_body() {
    let ctx = Context::with_dialects(&[&DemoIso]);
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let src = "%0 = \"demo.def\"() : () -> i32\n\
               %1 = \"demo_iso.apply\"(%0) ({\n  \"demo.x\"() {a = 1} : () -> ()\n}) {b} : (i32) -> i64\n";
    let mut m = parse_source(&ctx, src, "t.mlir", config, true).unwrap();
    let flags = PrintFlags {
        local_scope: true,
        ..PrintFlags::default()
    };
    let module = m.body.isolated_body_mut(m.op).unwrap();
    let region = module.root_regions()[0];
    let block = module.region_blocks(region).next().unwrap();
    let apply = module
        .block_ops(block)
        .find(|&id| ctx.op_name_str(module.op_name(id)) == "demo_iso.apply")
        .unwrap();
    let shape: OpShape = module.op_shape(apply);
    let expected = rmlir_ir::printer::print_op_to_string(&ctx, module, apply, flags.clone());
    let data = module.op_mut(apply);
    let viewed = Body::with_detached(data, &shape, |b, id| {
        rmlir_ir::printer::print_op_to_string(&ctx, b, id, flags.clone())
    });
    assert_eq!(viewed, expected);
    assert!(
        viewed.starts_with("%0 = \"demo_iso.apply\"(<<UNKNOWN SSA VALUE>>) ({")
            && viewed.ends_with("}) {b} : (i32) -> i64"),
        "{viewed}"
    );
    // The op's body and attributes are back in place.
    let after = rmlir_ir::printer::print_op_to_string(&ctx, module, apply, flags);
    assert_eq!(after, expected);
}

/// Erases every op in its anchor's body (leaving an empty block).
struct Breaker(PassOptions);

impl Pass for Breaker {
    fn name(&self) -> &'static str {
        "Breaker"
    }
    fn argument(&self) -> &'static str {
        "test-breaker"
    }
    fn options(&self) -> &PassOptions {
        &self.0
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.0
    }
    fn run(&self, op: &mut PassOp<'_>, _cx: &mut PassCx<'_>) -> Result<(), ()> {
        let b = op.body_mut().ok_or(())?;
        let r = b.root_regions()[0];
        let blocks: Vec<_> = b.region_blocks(r).collect();
        for blk in blocks {
            let ops: Vec<_> = b.block_ops(blk).collect();
            for o in ops {
                b.erase_op(o);
            }
        }
        Ok(())
    }
}

fn run_breaker(verify_each: bool, threading: bool) -> (bool, Vec<String>) {
    let ctx = Context::with_dialects(&[&DemoIso]);
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let src = "\"demo_iso.strict\"() ({\n  \"demo.term\"() : () -> ()\n}) : () -> ()\n\
               \"demo_iso.strict\"() ({\n  \"demo.term\"() : () -> ()\n}) : () -> ()\n";
    let mut m = parse_source(&ctx, src, "t.mlir", config, true).unwrap();
    let mut root = rmlir_ir::pass::OpPassManager::new("builtin.module");
    root.nest("demo_iso.strict")
        .add_pass(Box::new(Breaker(PassOptions::new())));
    let mut pm = PassManager::new(root);
    pm.threading = threading;
    pm.verify_each = verify_each;
    pm.set_verifier(Some(|ctx, body, op| {
        rmlir_ir::verify(ctx, body, op).map(|_| ())
    }));
    let flags = IrPrintingFlags {
        after_failure: true,
        ..IrPrintingFlags::default()
    };
    pm.ir_printing = IrPrinting::from_flags(&flags, PrintFlags::default());
    let res = pm.run(&ctx, &mut m.body, m.op);
    let events = res
        .events
        .iter()
        .map(|e| match e {
            PassEvent::Diag(d) => format!("error: {}", d.message),
            PassEvent::Text(t) => t.clone(),
            PassEvent::ReproducerRequest { .. } => "request".to_string(),
        })
        .collect();
    (res.ok, events)
}

#[test]
fn verify_each_checks_nested_ops_after_their_passes() {
    let (ok, events) = run_breaker(true, false);
    assert!(!ok);
    // The nested op is verified right after the pass that broke it (then printed as failed,
    // generically since it does not verify), and the pipeline stops there.
    assert_eq!(events.len(), 2, "{events:?}");
    assert!(events[0].starts_with("error: empty block"), "{events:?}");
    assert_eq!(
        events[1],
        "// -----// IR Dump After Breaker Failed (test-breaker) //----- //\n\
         \"demo_iso.strict\"() ({\n^bb0:\n}) : () -> ()\n\n"
    );
    assert_eq!(run_breaker(true, true), (ok, events));
    let (ok, events) = run_breaker(false, true);
    assert!(ok && events.is_empty(), "{events:?}");
}
