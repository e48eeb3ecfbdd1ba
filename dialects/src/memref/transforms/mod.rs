//! Transforms of the `memref` dialect.

pub mod emulate_narrow_type;
pub mod expand_ops;
pub mod expand_strided_metadata;
pub mod fold_alias_ops;
pub mod layout_util;

use rmlir_ir::Body;

/// Commits the arenas of `body` and of every isolated body nested in it.
pub(crate) fn commit_all(root: &mut Body) {
    let mut stack: Vec<&mut Body> = vec![root];
    while let Some(b) = stack.pop() {
        b.commit();
        for (_, d) in b.ops_mut() {
            if let Some(c) = d.isolated_body_mut() {
                stack.push(c);
            }
        }
    }
}
