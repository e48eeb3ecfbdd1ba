// RUN: rmlir-opt -split-input-file -allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt -split-input-file -allow-unregistered-dialect -affine-expand-index-ops %s | FileCheck %s --check-prefix=EXPAND

// CHECK-LABEL: func.func @round_trip
// CHECK: %0:2 = affine.delinearize_index %arg0 into (%arg1, %arg2) : index, index
// CHECK: %1 = affine.delinearize_index %arg0 into (%arg1) : index
// The basis folds into constants where it is constant: the first divisor is the product
// 7 * 5, the last is 5 itself; dead constants are erased, the live one hoisted.
// EXPAND-DAG: #[[D:.*]] = affine_map<()[s0, s1] -> (s0 floordiv s1)>
// EXPAND-DAG: #[[E:.*]] = affine_map<()[s0, s1] -> (s0 mod s1)>
// EXPAND-DAG: #[[Q:.*]] = affine_map<()[s0] -> (s0 floordiv 35)>
// EXPAND-DAG: #[[M:.*]] = affine_map<()[s0] -> ((s0 mod 35) floordiv 5)>
// EXPAND-DAG: #[[R:.*]] = affine_map<()[s0] -> (s0 mod 5)>
// EXPAND-LABEL: func.func @round_trip
// EXPAND-NEXT: %c3 = arith.constant 3 : index
// EXPAND-NEXT: %0 = affine.apply #[[D]]()[%arg0, %arg2]
// EXPAND-NEXT: %1 = affine.apply #[[E]]()[%arg0, %arg2]
// EXPAND-NEXT: %2 = affine.apply #[[Q]]()[%arg0]
// EXPAND-NEXT: %3 = affine.apply #[[M]]()[%arg0]
// EXPAND-NEXT: %4 = affine.apply #[[R]]()[%arg0]
// EXPAND-NEXT: return %0, %1, %arg0, %2, %3, %4, %c3
func.func @round_trip(%i: index, %a: index, %b: index) -> (index, index, index, index, index, index, index) {
  %0:2 = affine.delinearize_index %i into (%a, %b) : index, index
  %1 = affine.delinearize_index %i into (%a) : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %2:3 = affine.delinearize_index %i into (%c3, %c7, %c5) : index, index, index
  return %0#0, %0#1, %1, %2#0, %2#1, %2#2, %c3 : index, index, index, index, index, index, index
}

// -----

// Loop induction variables stay dimensions.
// EXPAND-DAG: #[[F:.*]] = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// EXPAND-DAG: #[[G:.*]] = affine_map<(d0)[s0] -> (d0 mod s0)>
// EXPAND-LABEL: func.func @in_loop
// EXPAND: affine.for %[[I:.*]] = 0 to 10
// EXPAND-NEXT: affine.apply #[[F]](%[[I]])[%arg0]
// EXPAND-NEXT: affine.apply #[[G]](%[[I]])[%arg0]
func.func @in_loop(%n: index) {
  affine.for %i = 0 to 10 {
    %0:2 = affine.delinearize_index %i into (%n, %n) : index, index
    "test.use"(%0#0, %0#1) : (index, index) -> ()
  }
  return
}
