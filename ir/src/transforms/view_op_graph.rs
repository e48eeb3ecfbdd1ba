//! `view-op-graph`: prints a Graphviz (dot) graph of the anchor op to stderr, as upstream's
//! `PrintOpPass`: ops are nodes, ops with regions and blocks are clusters, data flow edges
//! are solid and control flow edges (op order in a block) dashed.

use crate::attributes::{AttrKind, Attribute};
use crate::body::{BlockId, Body, OpData, OpId, RegionId, ValueId};
use crate::context::Context;
use crate::dialect::OperationName;
use crate::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use crate::types::{Type, TypeKind};
use rustc_hash::FxHashMap as HashMap;

pub struct ViewOpGraph {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "view-op-graph",
        description: "Print Graphviz visualization of an operation",
        create: || {
            Box::new(ViewOpGraph {
                options: PassOptions::new()
                    .with(
                        "max-label-len",
                        "Limit attribute/type length to number of chars",
                        OptValue::UInt(20),
                    )
                    .with(
                        "print-attrs",
                        "Print attributes of operations",
                        OptValue::Bool(true),
                    )
                    .with(
                        "print-control-flow-edges",
                        "Print control flow edges",
                        OptValue::Bool(false),
                    )
                    .with(
                        "print-data-flow-edges",
                        "Print data flow edges",
                        OptValue::Bool(true),
                    )
                    .with(
                        "print-result-types",
                        "Print result types of operations",
                        OptValue::Bool(true),
                    ),
            })
        },
    }
}

impl Pass for ViewOpGraph {
    fn name(&self) -> &'static str {
        "ViewOpGraph"
    }
    fn argument(&self) -> &'static str {
        "view-op-graph"
    }
    fn description(&self) -> &'static str {
        "Print Graphviz visualization of an operation"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let mut g = Graph {
            ctx: cx.ctx,
            max_label_len: self.options.uint("max-label-len") as usize,
            print_attrs: self.options.bool("print-attrs"),
            print_cf: self.options.bool("print-control-flow-edges"),
            print_df: self.options.bool("print-data-flow-edges"),
            print_types: self.options.bool("print-result-types"),
            out: String::new(),
            indent: 0,
            counter: 0,
            edges: Vec::new(),
            df_edges: Vec::new(),
            value_node: HashMap::default(),
            colors: HashMap::default(),
        };
        g.init_colors(op.data);
        g.line("digraph G {");
        g.indent += 1;
        g.line("compound = true;");
        g.process_anchor(op.data);
        g.emit_all_edges();
        g.indent -= 1;
        g.line("}");
        cx.write_err(g.out);
        Ok(())
    }
}

#[derive(Copy, Clone, Default)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

type ValueKey = (usize, ValueId);

struct Graph<'c> {
    ctx: &'c Context,
    max_label_len: usize,
    print_attrs: bool,
    print_cf: bool,
    print_df: bool,
    print_types: bool,
    out: String,
    indent: usize,
    counter: u32,
    edges: Vec<String>,
    df_edges: Vec<(ValueKey, Node, String)>,
    value_node: HashMap<ValueKey, Node>,
    colors: HashMap<OperationName, String>,
}

fn vkey(b: &Body, v: ValueId) -> ValueKey {
    (b as *const Body as usize, v)
}

/// `raw_ostream::write_escaped`.
fn escape(s: &[u8]) -> String {
    let mut o = String::new();
    for &c in s {
        match c {
            b'\\' => o.push_str("\\\\"),
            b'\t' => o.push_str("\\t"),
            b'\n' => o.push_str("\\n"),
            b'"' => o.push_str("\\\""),
            0x20..=0x7e => o.push(c as char),
            _ => o.push_str(&format!("\\{:03o}", c)),
        }
    }
    o
}

fn quote(s: &str) -> String {
    format!("\"{s}\"")
}

impl Graph<'_> {
    fn line(&mut self, s: &str) {
        self.out.push_str(&"  ".repeat(self.indent));
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn truncate(&self, s: &[u8]) -> Vec<u8> {
        if s.len() <= self.max_label_len {
            return s.to_vec();
        }
        let mut v = s[..self.max_label_len].to_vec();
        v.extend_from_slice(b"...");
        v
    }

    /// Colors per op name, by first occurrence in a post-order walk (hue = index / count).
    fn init_colors(&mut self, anchor: &OpData) {
        let mut order: Vec<OperationName> = Vec::new();
        let mut seen = rustc_hash::FxHashSet::default();
        let mut visit = |n: OperationName| {
            if seen.insert(n) {
                order.push(n);
            }
        };
        if let Some(b) = anchor.isolated_body() {
            for &r in b.root_regions() {
                post_order(b, r, &mut visit);
            }
        }
        visit(anchor.name);
        let n = order.len();
        for (i, name) in order.into_iter().enumerate() {
            let hue = i as f64 / n as f64;
            self.colors.insert(name, format!("{hue:.6} 1.0 1.0"));
        }
    }

    fn attr_list(attrs: &[(&str, String)]) -> String {
        let mut sorted: Vec<&(&str, String)> = attrs.iter().collect();
        sorted.sort_by(|a, b| a.0.cmp(b.0));
        let parts: Vec<String> = sorted.iter().map(|(k, v)| format!("{k} = {v}")).collect();
        format!("[{}]", parts.join(", "))
    }

    fn emit_node(&mut self, label: &[u8], shape: &str, fill: Option<String>) -> Node {
        self.counter += 1;
        let id = self.counter;
        let mut attrs = vec![
            ("label", quote(&escape(label))),
            ("shape", shape.to_string()),
        ];
        if let Some(f) = fill {
            attrs.push(("style", "filled".into()));
            attrs.push(("fillcolor", quote(&f)));
        }
        let s = format!("v{id} {};", Self::attr_list(&attrs));
        self.line(&s);
        Node { id, cluster: None }
    }

    fn begin_cluster(&mut self, label: &[u8]) -> Node {
        self.counter += 1;
        let cluster = self.counter;
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.indent += 1;
        let anchor = self.emit_node(b" ", "plain", None);
        self.line(&format!("label = {};", quote(&escape(label))));
        Node {
            id: anchor.id,
            cluster: Some(cluster),
        }
    }

    fn end_cluster(&mut self) {
        self.indent -= 1;
        self.line("}");
    }

    fn edge(&mut self, n1: Node, n2: Node, label: &str, style: &str) {
        let mut attrs = vec![("style", style.to_string())];
        if n1.cluster.is_none() && n2.cluster.is_none() {
            attrs.push(("label", quote(&escape(label.as_bytes()))));
        }
        if let Some(c) = n1.cluster {
            attrs.push(("ltail", format!("cluster_{c}")));
        }
        if let Some(c) = n2.cluster {
            attrs.push(("lhead", format!("cluster_{c}")));
        }
        self.edges.push(format!(
            "v{} -> v{} {}",
            n1.id,
            n2.id,
            Self::attr_list(&attrs)
        ));
    }

    fn emit_all_edges(&mut self) {
        if self.print_df {
            for (v, n, label) in std::mem::take(&mut self.df_edges) {
                let from = self.value_node.get(&v).copied().unwrap_or_default();
                self.edge(from, n, &label, "solid");
            }
        }
        for e in std::mem::take(&mut self.edges) {
            self.line(&format!("{e};"));
        }
    }

    fn attr_text(&self, a: Attribute) -> Vec<u8> {
        let ctx = self.ctx;
        let limit = 16usize;
        let shaped = |ty: Type| -> Option<(usize, i64)> {
            match ctx.type_kind(ty) {
                TypeKind::RankedTensor { shape, .. }
                | TypeKind::Vector { shape, .. }
                | TypeKind::MemRef { shape, .. } => {
                    Some((shape.len(), shape.iter().product::<i64>()))
                }
                _ => None,
            }
        };
        match ctx.attr_kind(a) {
            AttrKind::DenseIntOrFp { splat: true, .. }
            | AttrKind::DenseString { splat: true, .. } => {
                return crate::printer::attr_to_string(ctx, a).into_bytes();
            }
            AttrKind::DenseIntOrFp { ty, .. } | AttrKind::DenseString { ty, .. } => {
                if let Some((rank, n)) = shaped(*ty) {
                    if n > limit as i64 {
                        let t = crate::printer::type_to_string(ctx, *ty);
                        return format!("{}...{} : {}", "[".repeat(rank), "]".repeat(rank), t)
                            .into_bytes();
                    }
                }
            }
            AttrKind::Array(elems) if elems.len() > limit => return b"[...]".to_vec(),
            _ => {}
        }
        self.truncate(crate::printer::attr_to_string(ctx, a).as_bytes())
    }

    fn label(
        &self,
        name: OperationName,
        result_types: &[Type],
        attrs: &[(crate::Ident, Attribute)],
    ) -> Vec<u8> {
        let ctx = self.ctx;
        let mut s: Vec<u8> = ctx.op_name_str(name).as_bytes().to_vec();
        if self.print_types {
            let tys: Vec<String> = result_types
                .iter()
                .map(|t| crate::printer::type_to_string(ctx, *t))
                .collect();
            s.extend_from_slice(b" : (");
            s.extend(self.truncate(tys.join(", ").as_bytes()));
            s.push(b')');
        }
        if self.print_attrs {
            s.push(b'\n');
            for (k, v) in attrs {
                s.push(b'\n');
                s.extend_from_slice(ctx.ident_str(*k).as_bytes());
                s.extend_from_slice(b": ");
                s.extend(self.attr_text(*v));
            }
        }
        s
    }

    fn process_anchor(&mut self, data: &OpData) {
        // The anchor's results live in its parent's body, which a pass cannot see; anchors
        // (isolated ops) have none in practice.
        let label = self.label(data.name, &[], data.attrs());
        match data.isolated_body() {
            Some(b) if !b.root_regions().is_empty() => {
                self.begin_cluster(&label);
                for &r in b.root_regions() {
                    self.process_region(b, r);
                }
                self.end_cluster();
            }
            _ => {
                let fill = self.colors.get(&data.name).cloned();
                self.emit_node(&label, "ellipse", fill);
            }
        }
    }

    fn process_region(&mut self, b: &Body, r: RegionId) {
        let blocks: Vec<BlockId> = b.region_blocks(r).collect();
        for blk in blocks {
            self.process_block(b, blk);
        }
    }

    fn process_block(&mut self, b: &Body, blk: BlockId) {
        self.begin_cluster(b"");
        for (i, &a) in b.block_args(blk).iter().enumerate() {
            let n = self.emit_node(format!("arg{i}").as_bytes(), "ellipse", None);
            self.value_node.insert(vkey(b, a), n);
        }
        let mut prev: Option<Node> = None;
        let ops: Vec<OpId> = b.block_ops(blk).collect();
        for o in ops {
            let n = self.process_op(b, o);
            if self.print_cf {
                if let Some(p) = prev {
                    self.edge(p, n, "", "dashed");
                }
            }
            prev = Some(n);
        }
        self.end_cluster();
    }

    fn process_op(&mut self, b: &Body, o: OpId) -> Node {
        let types: Vec<Type> = b.results(o).iter().map(|v| b.value_type(*v)).collect();
        let label = self.label(b.op_name(o), &types, b.attrs(o));
        let node = if b.num_regions(o) > 0 {
            let n = self.begin_cluster(&label);
            let (rb, rs) = b.op_regions(o);
            for &r in rs {
                self.process_region(rb, r);
            }
            self.end_cluster();
            n
        } else {
            let fill = self.colors.get(&b.op_name(o)).cloned();
            self.emit_node(&label, "ellipse", fill)
        };
        if self.print_df {
            let n = b.num_operands(o);
            for (i, v) in b.operands(o).enumerate() {
                let label = if n == 1 { String::new() } else { i.to_string() };
                self.df_edges.push((vkey(b, v), node, label));
            }
        }
        for &v in b.results(o) {
            self.value_node.insert(vkey(b, v), node);
        }
        node
    }
}

/// Post-order walk of op names under a region, crossing into isolated bodies.
fn post_order(b: &Body, r: RegionId, f: &mut impl FnMut(OperationName)) {
    for blk in b.region_blocks(r) {
        for o in b.block_ops(blk) {
            let (rb, rs) = b.op_regions(o);
            for &nr in rs {
                post_order(rb, nr, f);
            }
            f(b.op_name(o));
        }
    }
}
