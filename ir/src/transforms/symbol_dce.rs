//! `symbol-dce`: deletes symbols that are private (or in a hidden symbol table) and not
//! reachable from live ops, as upstream's `SymbolDCE`.

use crate::body::{Body, OpId};
use crate::dialect::Traits;
use crate::pass::{op_diagnostic, Pass, PassCx, PassInfo, PassOp, PassOptions, Statistic};
use crate::symbol_table::{self as st, Visibility};
use crate::walk::{IrNode, WalkOptions, WalkResult};
use rustc_hash::FxHashSet as HashSet;

pub struct SymbolDce {
    options: PassOptions,
    /// Upstream's `num-dce'd` statistic.
    num_dce: Statistic,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "symbol-dce",
        description: "Eliminate dead symbols",
        create: || {
            Box::new(SymbolDce {
                options: PassOptions::new(),
                num_dce: Statistic::new("num-dce'd", "Number of symbols DCE'd"),
            })
        },
    }
}

type Key = (usize, OpId);

fn key(b: &Body, o: OpId) -> Key {
    (b as *const Body as usize, o)
}

enum Item<'b> {
    /// A live op whose uses (and, for a symbol table, contents) must be propagated.
    Op {
        body: &'b Body,
        op: OpId,
        hidden: bool,
    },
    /// The uses of a symbol table op, after its contents were processed.
    Uses {
        body: &'b Body,
        op: OpId,
        hidden: bool,
    },
}

impl Pass for SymbolDce {
    fn name(&self) -> &'static str {
        "SymbolDCE"
    }
    fn argument(&self) -> &'static str {
        "symbol-dce"
    }
    fn description(&self) -> &'static str {
        "Eliminate dead symbols"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![&self.num_dce]
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        if !st::is_symbol_table(ctx, op.data.name) {
            let name = ctx.op_name_str(op.data.name);
            let d = op.error(
                ctx,
                format!("'{name}' op  was scheduled to run under SymbolDCE, but does not define a symbol table"),
            );
            cx.emit(d);
            return Err(());
        }
        let hidden = if !op.is_top_level && st::is_symbol(ctx, op.data) {
            st::visibility(ctx, op.data) == Visibility::Private
        } else {
            true
        };
        let live = {
            let Some(body) = op.data.isolated_body() else {
                return Ok(());
            };
            let Some(&root) = body.root_regions().first() else {
                return Ok(());
            };
            compute_liveness(cx, body, root, hidden)?
        };
        let Some(body) = op.data.isolated_body_mut() else {
            return Ok(());
        };
        let erased = erase_dead(ctx, body, &live);
        self.num_dce.add(erased);
        Ok(())
    }
}

/// Pushes the ops of the symbol table `(body, region)` known to be live.
fn seed<'b>(
    ctx: &crate::Context,
    body: &'b Body,
    region: crate::RegionId,
    hidden: bool,
    live: &mut HashSet<Key>,
    work: &mut Vec<Item<'b>>,
) {
    for blk in body.region_blocks(region) {
        for o in body.block_ops(blk) {
            let data = body.op(o);
            if !st::is_symbol(ctx, data) {
                work.push(Item::Op {
                    body,
                    op: o,
                    hidden,
                });
                continue;
            }
            // `canDiscardOnUseEmpty` defaults to "not public" for symbols.
            let vis = st::visibility(ctx, data);
            let discardable = (hidden || vis == Visibility::Private) && vis != Visibility::Public;
            if !discardable && live.insert(key(body, o)) {
                work.push(Item::Op {
                    body,
                    op: o,
                    hidden,
                });
            }
        }
    }
}

fn compute_liveness(
    cx: &mut PassCx<'_>,
    body: &Body,
    root: crate::RegionId,
    hidden: bool,
) -> Result<HashSet<Key>, ()> {
    let ctx = cx.ctx;
    let mut live: HashSet<Key> = HashSet::default();
    let mut work: Vec<Item<'_>> = Vec::new();
    seed(ctx, body, root, hidden, &mut live, &mut work);
    while let Some(item) = work.pop() {
        let (b, o, hidden) = match item {
            Item::Op {
                body: b,
                op: o,
                hidden,
            } => {
                if st::is_symbol_table(ctx, b.op_name(o)) {
                    // Nested table: its contents first (upstream recurses), then its uses.
                    let data = b.op(o);
                    let sym_hidden = hidden
                        || !st::is_symbol(ctx, data)
                        || st::visibility(ctx, data) == Visibility::Private;
                    work.push(Item::Uses {
                        body: b,
                        op: o,
                        hidden,
                    });
                    if let Some((tb, tr)) = st::table_scope(b, o) {
                        seed(ctx, tb, tr, sym_hidden, &mut live, &mut work);
                    }
                    continue;
                }
                (b, o, hidden)
            }
            Item::Uses {
                body: b,
                op: o,
                hidden,
            } => (b, o, hidden),
        };
        let uses = match st::symbol_uses(ctx, b, o) {
            Ok(u) => u,
            Err((eb, eo)) => {
                cx.emit(op_diagnostic(
                    ctx,
                    eb,
                    eo,
                    "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
                ));
                return Err(());
            }
        };
        // Uses are resolved in the symbol table that contains the op.
        let scope = match b.parent_op(o) {
            Some(p) => st::table_scope(b, p),
            None => b.root_regions().first().map(|r| (b, *r)),
        };
        let Some((sb, sr)) = scope else { continue };
        for u in uses {
            let Some(path) = st::lookup_path(ctx, sb, sr, &u) else {
                continue;
            };
            for (rb, ro) in path {
                if live.insert(key(rb, ro)) {
                    work.push(Item::Op {
                        body: rb,
                        op: ro,
                        hidden,
                    });
                }
            }
        }
    }
    Ok(live)
}

/// How many symbols upstream's post-order erase walk counts for the dead symbol `o`: `o` and
/// every symbol of the symbol tables nested in it (their liveness is never computed, so all
/// are dead and erased first).
fn count_erased(ctx: &crate::Context, b: &Body, o: OpId) -> u64 {
    let mut n = 0;
    b.walk_ops(
        IrNode::Op(o),
        WalkOptions::pre_order().descend_isolated(),
        |bb, x| {
            if st::is_symbol_table(ctx, bb.op_name(x)) {
                if let Some((tb, tr)) = st::table_scope(bb, x) {
                    for blk in tb.region_blocks(tr) {
                        for y in tb.block_ops(blk) {
                            if ctx.op_traits(tb.op_name(y)).has(Traits::SYMBOL) {
                                n += 1;
                            }
                        }
                    }
                }
            }
            WalkResult::Advance
        },
    );
    n + 1
}

/// Erases the symbols of every symbol table under the anchor that are not live; returns how
/// many upstream counts as erased.
fn erase_dead(ctx: &crate::Context, root: &mut Body, live: &HashSet<Key>) -> u64 {
    let mut erased = 0;
    let mut stack: Vec<(&mut Body, bool)> = vec![(root, true)];
    while let Some((b, owner_is_table)) = stack.pop() {
        let mut tables: Vec<crate::RegionId> = Vec::new();
        if owner_is_table {
            tables.extend(b.root_regions().first().copied());
        }
        for &r in b.root_regions() {
            b.walk_region(r, |o| {
                if !b.is_isolated(o) && st::is_symbol_table(ctx, b.op_name(o)) {
                    tables.extend(b.regions(o).first().copied());
                }
            });
        }
        let mut dead = Vec::new();
        for r in tables {
            for blk in b.region_blocks(r) {
                for o in b.block_ops(blk) {
                    if st::is_symbol(ctx, b.op(o)) && !live.contains(&key(b, o)) {
                        dead.push(o);
                    }
                }
            }
        }
        for o in dead {
            if b.contains_op(o) {
                erased += count_erased(ctx, b, o);
                b.erase_op(o);
            }
        }
        for (_, d) in b.ops_mut() {
            let is_table = st::is_symbol_table(ctx, d.name);
            if let Some(c) = d.isolated_body_mut() {
                stack.push((c, is_table));
            }
        }
    }
    erased
}
