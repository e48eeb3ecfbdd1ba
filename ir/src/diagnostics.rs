//! Diagnostics as values: every failure on user input is a [`Diagnostic`] with a location,
//! never a panic. Rendering in upstream's format lives in [`crate::source_mgr`].

use crate::attributes::{AttrKind, Location};
use crate::context::Context;

pub use crate::source_mgr::Severity;

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub loc: Location,
    pub message: String,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    pub fn warning(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    pub fn remark(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Remark,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Attaches a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

/// The first file/line/col location reachable from `loc` (through names, call sites and
/// fusions), used to place a diagnostic in a source buffer, as upstream's handler does.
pub fn file_line_col(ctx: &Context, loc: Location) -> Option<(&str, u32, u32)> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.attr_kind(l.0) {
            AttrKind::FileLineColLoc { file, line, col } => {
                return Some((ctx.ident_str(*file), *line, *col))
            }
            AttrKind::NameLoc { child, .. } => stack.push(*child),
            AttrKind::CallSiteLoc { callee, .. } => stack.push(*callee),
            AttrKind::FusedLoc { locs, .. } => stack.extend(locs.iter().rev()),
            _ => {}
        }
    }
    None
}

/// Converts a location to the renderer's form.
pub fn to_diag_loc(ctx: &Context, loc: Location) -> crate::source_mgr::DiagLoc {
    use crate::source_mgr::DiagLoc;
    match ctx.attr_kind(loc.0) {
        AttrKind::FileLineColLoc { file, line, col } => {
            DiagLoc::file_line_col(ctx.ident_str(*file), *line, *col)
        }
        AttrKind::NameLoc { name, child } => DiagLoc::Name {
            name: ctx.ident_str(*name).to_string(),
            child: Box::new(to_diag_loc(ctx, *child)),
        },
        AttrKind::CallSiteLoc { callee, caller } => DiagLoc::CallSite {
            callee: Box::new(to_diag_loc(ctx, *callee)),
            caller: Box::new(to_diag_loc(ctx, *caller)),
        },
        AttrKind::FusedLoc { locs, metadata } => DiagLoc::Fused {
            locs: locs.iter().map(|l| to_diag_loc(ctx, *l)).collect(),
            metadata: metadata.map(|m| crate::printer::attr_to_string(ctx, m)),
        },
        _ => DiagLoc::Unknown,
    }
}

/// Converts a diagnostic (and its notes) to the renderer's form.
pub fn to_rendered(ctx: &Context, d: &Diagnostic) -> crate::source_mgr::Diagnostic {
    crate::source_mgr::Diagnostic {
        severity: d.severity,
        loc: to_diag_loc(ctx, d.loc),
        message: d.message.clone(),
        notes: d.notes.iter().map(|n| to_rendered(ctx, n)).collect(),
    }
}
