// affine.for, affine.if and affine.yield in upstream's custom form: constant, SSA-symbol
// and map bounds (max/min when several results), step elided when 1, iter_args, the
// operand-less implicit yield elided, and the integer-set condition of affine.if.
// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file %s | FileCheck %s
// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// CHECK-DAG: #[[$LB:.*]] = affine_map<(d0)[s0] -> (d0 + s0, 5)>
// CHECK-DAG: #[[$UB:.*]] = affine_map<(d0) -> (d0 * 2)>
// CHECK-DAG: #[[$SET:.*]] = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>

// CHECK-LABEL: func.func @loops(
// CHECK-NEXT:    affine.for %arg3 = 0 to 10 step 2 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg3 = %arg0 to %arg1 {
// CHECK-NEXT:      affine.for %arg4 = max #[[$LB]](%arg3)[%arg1] to #[[$UB]](%arg0) {
// CHECK-NEXT:        affine.if #[[$SET]](%arg4)[%arg1] {
// CHECK-NEXT:          "foo"() : () -> ()
// CHECK-NEXT:        } else {
// CHECK-NEXT:          "bar"() : () -> ()
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg3 = -4 to 4 {
// CHECK-NEXT:      "baz"(%arg3) : (index) -> ()
// CHECK-NEXT:    } {tag = 1 : i32}
// CHECK-NEXT:    %0 = affine.for %arg3 = 0 to 4 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT:      %2 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:      affine.yield %2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = affine.if #[[$SET]](%arg0)[%arg1] -> f32 {
// CHECK-NEXT:      affine.yield %0 : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      affine.yield %arg2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : f32

// The bounds are stored as maps, the step as an index attribute.
// GENERIC-DAG: #[[$C0:.*]] = affine_map<() -> (0)>
// GENERIC-DAG: #[[$C10:.*]] = affine_map<() -> (10)>
// GENERIC-DAG: #[[$SYM:.*]] = affine_map<()[s0] -> (s0)>
// GENERIC: "affine.for"() <{lowerBoundMap = #[[$C0]], operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #[[$C10]]}> ({
// GENERIC-NEXT: ^bb0(%{{.*}}: index):
// GENERIC-NEXT:   "affine.yield"() : () -> ()
// GENERIC: "affine.for"(%arg0, %arg1) <{lowerBoundMap = #[[$SYM]], operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #[[$SYM]]}>
// GENERIC: "affine.if"(%{{.*}}, %arg1) ({
// GENERIC: }) {condition = #set} : (index, index) -> ()
// GENERIC: "affine.for"(%arg2) <{{.*}}operandSegmentSizes = array<i32: 0, 0, 1>{{.*}}}> ({
// GENERIC: }) : (f32) -> f32


#lb = affine_map<(d0)[s0] -> (d0 + s0, 5)>
#ub = affine_map<(d0) -> (d0 * 2)>
#set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>

func.func @loops(%a: index, %n: index, %init: f32) -> f32 {
  affine.for %i = 0 to 10 step 2 {
  }
  affine.for %i = %a to %n {
    affine.for %j = max #lb(%i)[%n] to #ub(%a) {
      affine.if #set(%j)[%n] {
        "foo"() : () -> ()
      } else {
        "bar"() : () -> ()
      }
    }
  }
  affine.for %i = -4 to 4 step 1 {
    "baz"(%i) : (index) -> ()
  } {tag = 1 : i32}
  %r = affine.for %i = 0 to 4 iter_args(%acc = %init) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  %q = affine.if #set(%a)[%n] -> f32 {
    affine.yield %r : f32
  } else {
    affine.yield %init : f32
  }
  return %q : f32
}

// -----

// A bound map whose operands do not match its inputs (generic form) is printed as
// upstream does: the extra operands count as iter operands.
// CHECK-LABEL: func.func @extra_bound_operand(
// CHECK-NEXT:    affine.for %arg1 = 0 to 10 iter_args() -> () {
// CHECK-NEXT:      affine.yield
// CHECK-NEXT:    }
func.func @extra_bound_operand(%n: index) {
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}
