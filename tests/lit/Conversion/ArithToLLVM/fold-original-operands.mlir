// Folding during a conversion sees the operands ops had before it started, as upstream
// (which replaces uses only when the conversion commits): a select of two values that only
// became equal through a fold stays; an op whose operand was folded to a constant is not
// folded further; identical original operands and original constants still fold.
// RUN: rmlir-opt %s -convert-arith-to-llvm -split-input-file | FileCheck %s

func.func @became_equal(%a: index, %b: i1) -> index {
  %0 = arith.andi %a, %a : index
  %1 = arith.select %b, %0, %a : index
  return %1 : index
}

// -----

func.func @folded_operand(%d: i64) -> (i64, i8) {
  %c = arith.constant -128 : i16
  %e = arith.extui %c : i16 to i64
  %m = arith.minui %e, %d : i64
  %t = arith.constant true
  %x = arith.xori %t, %t : i1
  %s = arith.extsi %x : i1 to i8
  return %m, %s : i64, i8
}

// -----

func.func @still_fold(%c: i1, %v: i32) -> (i32, i32) {
  %k = arith.constant 3 : i32
  %s = arith.select %c, %v, %v : i32
  %a = arith.addi %k, %k : i32
  return %s, %a : i32, i32
}


// -----

// Folders look through the original definitions: negf(negf(x)) folds to x although the
// inner negf was folded (and erased) first; andi(v, v) folds with v already replaced.
func.func @through_erased(%a: index) -> (f32, index) {
  %c = arith.constant 2.5 : f32
  %n = arith.negf %c : f32
  %m = arith.negf %n : f32
  %v = arith.minsi %a, %a : index
  %w = arith.andi %v, %v : index
  return %m, %w : f32, index
}

// CHECK:        func.func @became_equal(%arg0: index, %arg1: i1) -> index {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.select %arg1, %0, %0 : i1, i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT:     return %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:        func.func @folded_operand(%arg0: i64) -> (i64, i8) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(-128 : i16) : i16
// CHECK-NEXT:     %1 = llvm.mlir.constant(65408 : i64) : i64
// CHECK-NEXT:     %2 = llvm.intr.umin(%1, %arg0)  : (i64, i64) -> i64
// CHECK-NEXT:     %3 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %4 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %5 = llvm.sext %4 : i1 to i8
// CHECK-NEXT:     return %2, %5 : i64, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:        func.func @still_fold(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT:     return %arg1, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:        func.func @through_erased(%arg0: index) -> (f32, index) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(2.500000e+00 : f32) : f32
// CHECK-NEXT:     %1 = llvm.mlir.constant(-2.500000e+00 : f32) : f32
// CHECK-NEXT:     return %0, %arg0 : f32, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
