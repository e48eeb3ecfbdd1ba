// RUN: rmlir-opt %s -allow-unregistered-dialect -loop-invariant-code-motion | FileCheck %s
// Invariant pure ops leave scf.for/scf.while/scf.parallel, innermost loops first; divisions
// by a non-constant and loops of non-unit step are not speculatable; loads stay.

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: index, %arg2: memref<10xf32>, %arg3: i32) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.muli %0, %0 : index
// CHECK-NEXT:     %2 = arith.divui %arg0, %c2 : index
// CHECK-NEXT:     %3 = arith.addi %1, %2 : index
// CHECK-NEXT:     %4 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT:     %5 = scf.for %arg4 = %c0 to %arg0 step %c1 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %6 = scf.for %arg4 = %c0 to %c10 step %c1 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:       %12 = arith.muli %0, %arg4 : index
// CHECK-NEXT:       %13 = arith.divui %arg0, %arg1 : index
// CHECK-NEXT:       %14 = memref.load %arg2[%0] : memref<10xf32>
// CHECK-NEXT:       %15 = scf.for %arg6 = %c0 to %c10 step %c1 iter_args(%arg7 = %arg5) -> (i32) {
// CHECK-NEXT:         %17 = arith.addi %arg7, %arg3 : i32
// CHECK-NEXT:         scf.yield %17 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       %16 = scf.for %arg6 = %c0 to %arg0 step %c2 iter_args(%arg7 = %arg5) -> (i32) {
// CHECK-NEXT:         scf.yield %arg7 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       "test.use"(%12, %13, %14, %16, %5) : (index, index, f32, i32, i32) -> ()
// CHECK-NEXT:       scf.yield %15 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %7 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT:     %8 = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT:     %9 = scf.while (%arg4 = %arg3) : (i32) -> i32 {
// CHECK-NEXT:       %12 = arith.cmpi slt, %arg3, %arg4 : i32
// CHECK-NEXT:       scf.condition(%12) %arg4 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg4: i32):
// CHECK-NEXT:       %12 = arith.addi %8, %arg4 : i32
// CHECK-NEXT:       scf.yield %12 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %10 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:     %11 = arith.divsi %arg0, %c2 : index
// CHECK-NEXT:     %dim = memref.dim %arg2, %c0 : memref<10xf32>
// CHECK-NEXT:     scf.parallel (%arg4) = (%c0) to (%c10) step (%c1) {
// CHECK-NEXT:       %12 = arith.divsi %arg0, %arg1 : index
// CHECK-NEXT:       "test.use"(%10, %11, %12, %dim) : (index, index, index, index) -> ()
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     return %9 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @f(%a: index, %b: index, %m: memref<10xf32>, %n: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %n) -> (i32) {
    %x = arith.addi %a, %b : index
    %y = arith.muli %x, %i : index
    %z = arith.muli %x, %x : index
    %d = arith.divui %a, %b : index
    %e = arith.divui %a, %c2 : index
    %v = memref.load %m[%x] : memref<10xf32>
    %inner = scf.for %j = %c0 to %c10 step %c1 iter_args(%q = %acc) -> (i32) {
      %k = arith.addi %z, %e : index
      %w = arith.addi %q, %n : i32
      scf.yield %w : i32
    }
    %s = scf.for %j = %c0 to %a step %c2 iter_args(%q = %acc) -> (i32) {
      scf.yield %q : i32
    }
    %t = scf.for %j = %c0 to %a step %c1 iter_args(%q = %n) -> (i32) {
      %kk = arith.addi %n, %n : i32
      scf.yield %kk : i32
    }
    "test.use"(%y, %d, %v, %s, %t) : (index, index, f32, i32, i32) -> ()
    scf.yield %inner : i32
  }
  %w = scf.while (%arg = %n) : (i32) -> i32 {
    %cmp = arith.cmpi slt, %n, %arg : i32
    %p = arith.addi %n, %n : i32
    scf.condition(%cmp) %arg : i32
  } do {
  ^bb0(%arg2: i32):
    %p2 = arith.muli %n, %n : i32
    %p3 = arith.addi %p2, %arg2 : i32
    scf.yield %p3 : i32
  }
  scf.parallel (%i) = (%c0) to (%c10) step (%c1) {
    %q = arith.addi %a, %b : index
    %v = arith.divsi %a, %c2 : index
    %vv = arith.divsi %a, %b : index
    %dim = memref.dim %m, %c0 : memref<10xf32>
    "test.use"(%q, %v, %vv, %dim) : (index, index, index, index) -> ()
    scf.reduce
  }
  return %w : i32
}
