//! `--mlir-timing`: timers recorded while running a pipeline and upstream's execution time
//! report (`DefaultTimingManager`), in `tree` or `list` display.

use std::time::Duration;

/// How the report is laid out (`--mlir-timing-display`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum TimingDisplay {
    List,
    #[default]
    Tree,
}

/// A timer and its children, keyed by position so that two runs of the same pass in one
/// pipeline stay distinct.
#[derive(Clone, Debug, Default)]
pub struct TimerNode {
    pub name: String,
    pub wall: Duration,
    pub user: Duration,
    /// A nested-pipeline collection: not shown in the tree, its pipelines are.
    pub adaptor: bool,
    /// A `'op' Pipeline` timer.
    pub pipeline: bool,
    pub children: Vec<(u64, TimerNode)>,
}

impl TimerNode {
    pub fn new(name: impl Into<String>) -> Self {
        TimerNode {
            name: name.into(),
            ..Default::default()
        }
    }

    /// The child with `key`, created with `name` if missing.
    pub fn child(&mut self, key: u64, name: &str) -> &mut TimerNode {
        let pos = match self.children.iter().position(|c| c.0 == key) {
            Some(p) => p,
            None => {
                self.children.push((key, TimerNode::new(name)));
                self.children.len() - 1
            }
        };
        &mut self.children[pos].1
    }

    /// Adds `other`'s children (times and sub-timers) into this node's children.
    pub fn merge(&mut self, other: &TimerNode) {
        for (k, c) in &other.children {
            let mine = self.child(*k, &c.name);
            mine.wall += c.wall;
            mine.user += c.user;
            mine.adaptor |= c.adaptor;
            mine.pipeline |= c.pipeline;
            mine.merge(c);
        }
    }
}

const RULE: &str =
    "===-------------------------------------------------------------------------===";

fn centered(title: &str) -> String {
    let pad = (80usize.saturating_sub(title.len())) / 2;
    format!("{}{}", " ".repeat(pad), title)
}

/// The banner upstream prints before a report (`... Execution time report ...`).
pub fn report_header(title: &str) -> String {
    format!("{RULE}\n{}\n{RULE}\n", centered(title))
}

fn columns(user: Option<(Duration, Duration)>, wall: (Duration, Duration)) -> String {
    let col = |t: Duration, total: Duration| {
        let secs = t.as_secs_f64();
        let tot = total.as_secs_f64();
        let pct = if tot > 0.0 { 100.0 * secs / tot } else { 0.0 };
        format!("  {secs:8.4} ({pct:5.1}%)")
    };
    let mut s = String::new();
    if let Some((u, ut)) = user {
        s.push_str(&col(u, ut));
    }
    s.push_str(&col(wall.0, wall.1));
    s
}

/// Renders the execution time report. `children` are the top-level timers in order (Parser,
/// the pipeline's passes, Output); `total` is the whole run's wall time; `show_user` adds the
/// user-time column (upstream shows it when work ran on several threads).
pub fn render_report(
    children: &[TimerNode],
    total: Duration,
    show_user: bool,
    display: TimingDisplay,
) -> String {
    let mut out = report_header("... Execution time report ...");
    let user_total: Duration = if show_user {
        children.iter().map(|c| c.user).sum::<Duration>().max(total)
    } else {
        total
    };
    out.push_str(&format!(
        "  Total Execution Time: {:.4} seconds\n\n",
        total.as_secs_f64()
    ));
    if show_user {
        out.push_str("  ----User Time----");
    }
    out.push_str("  ----Wall Time----  ----Name----\n");
    let row = |out: &mut String, user: Duration, wall: Duration, indent: usize, name: &str| {
        let u = show_user.then_some((user, user_total));
        out.push_str(&columns(u, (wall, total)));
        out.push_str("  ");
        out.push_str(&" ".repeat(indent));
        out.push_str(name);
        out.push('\n');
    };
    let top_wall: Duration = children.iter().map(|c| c.wall).sum();
    let top_user: Duration = children.iter().map(|c| c.user).sum();
    match display {
        TimingDisplay::Tree => {
            // Iterative pre-order walk; adaptors are transparent.
            let mut stack: Vec<(&TimerNode, usize)> =
                children.iter().rev().map(|c| (c, 0)).collect();
            while let Some((n, indent)) = stack.pop() {
                if n.adaptor {
                    for (_, c) in n.children.iter().rev() {
                        stack.push((c, indent));
                    }
                    continue;
                }
                row(&mut out, n.user, n.wall, indent, &n.name);
                for (_, c) in n.children.iter().rev() {
                    stack.push((c, indent + 2));
                }
            }
        }
        TimingDisplay::List => {
            row(&mut out, user_total, total, 0, "root");
            let mut merged: Vec<(String, Duration, Duration)> = Vec::new();
            let mut stack: Vec<&TimerNode> = children.iter().rev().collect();
            while let Some(n) = stack.pop() {
                match merged.iter_mut().find(|m| m.0 == n.name) {
                    Some(m) => {
                        m.1 += n.user;
                        m.2 += n.wall;
                    }
                    None => merged.push((n.name.clone(), n.user, n.wall)),
                }
                for (_, c) in n.children.iter().rev() {
                    stack.push(c);
                }
            }
            merged.sort_by_key(|m| std::cmp::Reverse(m.2));
            for (name, u, w) in merged {
                row(&mut out, u, w, 0, &name);
            }
        }
    }
    let rest = total.saturating_sub(top_wall);
    row(
        &mut out,
        user_total.saturating_sub(top_user),
        rest,
        0,
        "Rest",
    );
    row(&mut out, user_total, total, 0, "Total");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_report_shape() {
        let mut parser = TimerNode::new("Parser");
        parser.wall = Duration::from_millis(1);
        let mut adaptor = TimerNode::new("Pipeline Collection : ['builtin.module']");
        adaptor.adaptor = true;
        adaptor
            .child(0, "'builtin.module' Pipeline")
            .child(0, "SymbolDCE")
            .wall = Duration::from_millis(1);
        let r = render_report(
            &[parser, adaptor],
            Duration::from_millis(4),
            false,
            TimingDisplay::Tree,
        );
        let lines: Vec<&str> = r.lines().collect();
        assert_eq!(
            lines[1],
            "                         ... Execution time report ..."
        );
        assert_eq!(lines[3], "  Total Execution Time: 0.0040 seconds");
        assert_eq!(lines[5], "  ----Wall Time----  ----Name----");
        assert_eq!(lines[6], "    0.0010 ( 25.0%)  Parser");
        assert_eq!(lines[7], "    0.0000 (  0.0%)  'builtin.module' Pipeline");
        assert_eq!(lines[8], "    0.0010 ( 25.0%)    SymbolDCE");
        assert_eq!(lines[10], "    0.0040 (100.0%)  Total");
    }
}
