//! The interfaces of the `memref` ops, attached by name: `ViewLikeOpInterface` (the ops
//! upstream 19 declares it on; the view source is their first operand),
//! `RegionBranchOpInterface` for `memref.alloca_scope`, the dialect's inliner interface
//! (every op legal), and typed views of `memref.alloc`, `memref.load`, `memref.store`,
//! `memref.subview`. `memref.alloca_scope.return` is `ReturnLike`, hence a region-branch
//! terminator.

use rmlir_ir::interfaces::inliner::AllOpsLegal;
use rmlir_ir::interfaces::view_like::source_operand;
use rmlir_ir::interfaces::{
    DialectInterfaces, OpInterfaces, RegionBranchOpInterface, RegionBranchPoint as P,
    RegionSuccessor as S,
};
use rmlir_ir::{op_view, Body, Context, OpId};

/// The `memref` interfaces (list after [`super::MEMREF`]).
pub static MEMREF_INTERFACES: DialectInterfaces = DialectInterfaces {
    namespace: "memref",
    ops: op_interfaces,
    inliner: Some(&AllOpsLegal),
};

op_view! {
    /// `memref.alloc`.
    pub struct AllocOp = super::ALLOC {
        operands(ctx) dynamic_sizes = "dynamicSizes";
        operands(ctx) symbol_operands = "symbolOperands";
        attr alignment = "alignment";
        result memref = "memref";
    }
}
op_view! {
    /// `memref.load`.
    pub struct LoadOp = super::LOAD {
        operand memref = "memref";
        operands indices = "indices";
        attr nontemporal = "nontemporal";
        result result = "result";
    }
}
op_view! {
    /// `memref.store`.
    pub struct StoreOp = super::STORE {
        operand value = "value";
        operand memref = "memref";
        operands indices = "indices";
        attr nontemporal = "nontemporal";
    }
}
op_view! {
    /// `memref.subview`.
    pub struct SubViewOp = super::SUBVIEW {
        operand(ctx) source = "source";
        operands(ctx) offsets = "offsets";
        operands(ctx) sizes = "sizes";
        operands(ctx) strides = "strides";
        attr static_offsets = "static_offsets";
        attr static_sizes = "static_sizes";
        attr static_strides = "static_strides";
        result result = "result";
    }
}

/// `AllocaScopeOp::getSuccessorRegions`: into the body, then back to the results.
fn alloca_scope_successors(_: &Context, body: &Body, op: OpId, p: P, out: &mut Vec<S>) {
    match p {
        P::Parent => out.push(S::region(0, Vec::new())),
        P::Region(_) => out.push(S::parent(body.results(op).to_vec())),
    }
}

fn op_interfaces() -> Vec<(&'static str, OpInterfaces)> {
    let view = OpInterfaces {
        view_like: Some(source_operand::<0>()),
        ..OpInterfaces::NONE
    };
    let mut v: Vec<(&'static str, OpInterfaces)> = [
        "memref.cast",
        "memref.collapse_shape",
        "memref.expand_shape",
        "memref.extract_strided_metadata",
        "memref.memory_space_cast",
        "memref.reinterpret_cast",
        "memref.reshape",
        "memref.subview",
        "memref.view",
    ]
    .iter()
    .map(|n| (*n, view))
    .collect();
    v.push((
        "memref.alloca_scope",
        OpInterfaces {
            region_branch: Some(RegionBranchOpInterface {
                successor_regions: alloca_scope_successors,
                entry_successor_operands: None,
                are_types_compatible: None,
            }),
            ..OpInterfaces::NONE
        },
    ));
    v
}

#[cfg(test)]
#[test]
fn views_match_declarations() {
    use rmlir_ir::ods::view::check_view;
    check_view::<AllocOp>();
    check_view::<LoadOp>();
    check_view::<StoreOp>();
    check_view::<SubViewOp>();
}
