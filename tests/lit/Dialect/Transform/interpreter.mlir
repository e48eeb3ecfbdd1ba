// RUN: rmlir-opt %s --transform-interpreter --split-input-file | FileCheck %s

// Matching by name, annotating the matches and their parent function, and applying
// canonicalization patterns to the function.
// CHECK-LABEL: func.func @fold(%arg0: i32) -> i32 attributes {visited} {
// CHECK-NEXT:    return %arg0 : i32
func.func @fold(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %arg0, %c0 : i32
  return %0 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.get_parent_op %add {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
    transform.annotate %f "visited" : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}

// -----

// An included sequence and foreach_match: the action annotates every matched op.
// CHECK-LABEL: func.func @two_muls
// CHECK-NEXT:    arith.muli %arg0, %arg0 {tagged} : i32
// CHECK-NEXT:    arith.muli %{{.*}}, %arg0 {tagged} : i32
// CHECK-NEXT:    arith.addi %{{.*}}, %arg0 : i32
// CHECK:         %updated_root = transform.foreach_match in %{{.*}}{{ $}}
// CHECK-NEXT:        @is_mul -> @tag : (!transform.any_op) -> !transform.any_op
func.func @two_muls(%arg0: i32) -> i32 {
  %0 = arith.muli %arg0, %arg0 : i32
  %1 = arith.muli %0, %arg0 : i32
  %2 = arith.addi %1, %arg0 : i32
  return %2 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @is_mul(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.muli"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @tag(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "tagged" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @run(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach_match in %f @is_mul -> @tag : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @run failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}
