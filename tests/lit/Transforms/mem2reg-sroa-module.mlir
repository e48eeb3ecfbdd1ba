// RUN: rmlir-opt %s --mem2reg | FileCheck %s --check-prefix=M2R
// RUN: rmlir-opt %s --sroa | FileCheck %s --check-prefix=SROA
// RUN: rmlir-opt %s --sroa --mem2reg | FileCheck %s --check-prefix=BOTH

// Anchored on the module, both passes reach the allocators inside its functions.

// M2R-LABEL: func.func @f
// M2R-NEXT: arith.constant
// M2R-NEXT: %[[A:.*]] = memref.alloca() : memref<2xi32>
// M2R-NEXT: memref.store %arg0, %[[A]]
// M2R-NEXT: memref.load %[[A]]

// SROA-LABEL: func.func @f
// SROA-NEXT: arith.constant
// SROA-NEXT: %[[E:.*]] = memref.alloca() : memref<i32>
// SROA-NEXT: %[[S:.*]] = memref.alloca() : memref<i32>
// SROA-NEXT: memref.store %arg0, %[[S]][] : memref<i32>
// SROA-NEXT: memref.store %arg0, %[[E]][] : memref<i32>
// SROA-NEXT: memref.load %[[E]][] : memref<i32>

// BOTH-LABEL: func.func @f
// BOTH-NEXT: arith.constant
// BOTH-NEXT: return %arg0 : i32
func.func @f(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2xi32>
  %s = memref.alloca() : memref<i32>
  memref.store %v, %s[] : memref<i32>
  memref.store %v, %a[%c0] : memref<2xi32>
  %r = memref.load %a[%c0] : memref<2xi32>
  return %r : i32
}
