// RUN: rmlir-opt -split-input-file %s | FileCheck %s

// Transform scripts round trip through the custom forms of the core and structured ops.

// CHECK-LABEL: module attributes {transform.with_named_sequence}
// CHECK: transform.named_sequence @main(%arg0: !transform.any_op {transform.consumed}) {
// CHECK-NEXT: %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT: %1 = transform.structured.match interface{TilingInterface} attributes {tag = 1 : i32} in %arg0 : (!transform.any_op) -> !transform.op<"linalg.generic">
// CHECK-NEXT: %2 = transform.get_parent_op %0 {isolated_from_above} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT: %3 = transform.structured.vectorize_children_and_apply_patterns %2 {vectorize_padding} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT: %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [4, 0, [8]] interchange = [2, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT: %tiled_op, %forall_op = transform.structured.tile_using_forall %0 num_threads [3, 5](mapping = [#gpu.thread<x>, #gpu.thread<y>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT: %4 = transform.param.constant 8 : i64 -> !transform.param<i64>
// CHECK-NEXT: %tiled_op_0, %forall_op_1 = transform.structured.tile_using_forall %0 tile_sizes *(%4) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT: transform.structured.vectorize %0 vector_sizes [2, [4]] : !transform.any_op
// CHECK-NEXT: transform.structured.vectorize %0 vector_sizes [%4, 3] : !transform.any_op, !transform.param<i64>
// CHECK-NEXT: %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %0 into %2 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT: transform.apply_patterns to %2 {
// CHECK-NEXT:   transform.apply_patterns.canonicalization
// CHECK-NEXT:   transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
// CHECK-NEXT:   transform.apply_patterns.vector.lower_transfer max_transfer_rank = 3
// CHECK-NEXT: } {apply_cse} : !transform.any_op
// CHECK-NEXT: %5 = transform.merge_handles deduplicate %0, %2 : !transform.any_op
// CHECK-NEXT: %6 = transform.structured.interchange %0 iterator_interchange = [0, 1] : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT: %padded, %pad, %copy = transform.structured.pad %0 {copy_back_op = "none", padding_dimensions = [0, 1]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT: %low_size, %high_size, %split_point = transform.structured.multitile_sizes %0 {dimension = 1 : i64, target_size = 7 : i64} : (!transform.any_op) -> !transform.param<i64>
// CHECK-NEXT: transform.foreach %0 : !transform.any_op {
// CHECK-NEXT: ^bb0(%arg1: !transform.any_op):
// CHECK-NEXT: }
// CHECK-NEXT: %7 = transform.include @matcher failures(propagate) (%0) : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT: transform.yield
// CHECK: transform.named_sequence @matcher(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
// CHECK-NEXT: transform.match.operation_name %arg0 ["linalg.matmul", "linalg.generic"] : !transform.any_op
// CHECK-NEXT: transform.yield %arg0 : !transform.any_op
module attributes {transform.with_named_sequence} {
  transform.named_sequence @main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match interface{TilingInterface} attributes {tag = 1 : i32} in %root : (!transform.any_op) -> !transform.op<"linalg.generic">
    %f = transform.get_parent_op %mm {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f {vectorize_padding} : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %mm tile_sizes [4, 0, [8]] interchange = [2, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %a:2 = transform.structured.tile_using_forall %mm num_threads [3, 5] (mapping = [#gpu.thread<x>, #gpu.thread<y>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %p = transform.param.constant 8 : i64 -> !transform.param<i64>
    %b:2 = transform.structured.tile_using_forall %mm tile_sizes *(%p) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %mm vector_sizes [2, [4]] : !transform.any_op
    transform.structured.vectorize %mm vector_sizes [%p, 3] : !transform.any_op, !transform.param<i64>
    %x, %y = transform.structured.fuse_into_containing_op %mm into %f : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
      transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 3
    } {apply_cse} : !transform.any_op
    %m = transform.merge_handles deduplicate %mm, %f : !transform.any_op
    %i = transform.structured.interchange %mm iterator_interchange = [0, 1] : (!transform.any_op) -> !transform.any_op
    %pd:3 = transform.structured.pad %mm {padding_dimensions = [0, 1], copy_back_op = "none"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %s:3 = transform.structured.multitile_sizes %mm {dimension = 1, target_size = 7} : (!transform.any_op) -> !transform.param<i64>
    transform.foreach %mm : !transform.any_op {
    ^bb0(%it: !transform.any_op):
      transform.yield
    }
    %inc = transform.include @matcher failures(propagate) (%mm) : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @matcher(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.matmul", "linalg.generic"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}

// -----

// A top-level sequence prints two spaces where its absent root would be; nested sequences
// use the transform dialect as default dialect.
// CHECK-LABEL: transform.sequence  failures(propagate) {
// CHECK-NEXT: ^bb0(%arg0: !transform.any_op):
// CHECK-NEXT: %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT: sequence %0 : !transform.any_op failures(suppress) {
// CHECK-NEXT: ^bb0(%arg1: !transform.any_op):
// CHECK-NEXT: }
// CHECK-NEXT: }
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
  transform.sequence %0 : !transform.any_op failures(suppress) {
  ^bb1(%arg1: !transform.any_op):
    transform.yield
  }
}

// -----

// String attributes (StrAttr) take no `: type`: the colon after them starts the operand types.
// CHECK-LABEL: transform.named_sequence @remarks
// CHECK-NEXT: transform.debug.emit_remark_at %arg0, "here" : !transform.any_op
// CHECK-NEXT: transform.annotate %arg0 "marked" : !transform.any_op
// CHECK-NEXT: %0 = transform.param.constant 2 : i64 -> !transform.param<i64>
// CHECK-NEXT: transform.debug.emit_param_as_remark %0, "two" : !transform.param<i64>
module attributes {transform.with_named_sequence} {
  transform.named_sequence @remarks(%arg0: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %arg0, "here" : !transform.any_op
    transform.annotate %arg0 "marked" : !transform.any_op
    %p = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.debug.emit_param_as_remark %p, "two" : !transform.param<i64>
    transform.yield
  }
}
