// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(mem2reg))' --split-input-file | FileCheck %s

// Loads before any store read the element type's zero.
// CHECK-LABEL: func.func @default_zero
// CHECK-NEXT: %[[I:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[F:[a-z0-9_]+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[A:[a-z0-9_]+]] = arith.constant 0 : i32
// CHECK-NOT: memref.
// CHECK: return %[[A]], %[[F]], %[[I]] : i32, f32, index
func.func @default_zero(%c: i1) -> (i32, f32, index) {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<1x1xf32>
  %i = memref.alloca() : memref<index>
  %k = arith.constant 0 : index
  %x = memref.load %a[] : memref<i32>
  %y = memref.load %b[%k, %k] : memref<1x1xf32>
  %z = memref.load %i[] : memref<index>
  return %x, %y, %z : i32, f32, index
}

// -----

// The default content of a slot of memrefs is a new alloca.
// CHECK-LABEL: func.func @nested_memref
// CHECK-NEXT: %[[A:[a-z0-9_]+]] = memref.alloca() : memref<i64>
// CHECK-NEXT: return %[[A]] : memref<i64>
func.func @nested_memref() -> memref<i64> {
  %a = memref.alloca() : memref<memref<i64>>
  %v = memref.load %a[] : memref<memref<i64>>
  return %v : memref<i64>
}

// -----

// CHECK-LABEL: func.func @merge
// CHECK-SAME: (%[[C:[a-z0-9_]+]]: i1, %[[V:[a-z0-9_]+]]: i32)
// CHECK-NEXT: %[[Z:[a-z0-9_]+]] = arith.constant 0 : i32
// CHECK-NEXT: cf.cond_br %[[C]], ^[[BB1:bb[0-9]+]], ^[[BB2:bb[0-9]+]](%[[Z]] : i32)
// CHECK-NEXT: ^[[BB1]]:
// CHECK-NEXT: cf.br ^[[BB2]](%[[V]] : i32)
// CHECK-NEXT: ^[[BB2]](%[[R:[a-z0-9_]+]]: i32):
// CHECK-NEXT: return %[[R]] : i32
func.func @merge(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb2
^bb2:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

// -----

// Several elements, dynamic shape: not promotable.
// CHECK-LABEL: func.func @not_promoted
// CHECK-COUNT-2: memref.alloca
// CHECK-COUNT-2: memref.store
// CHECK-COUNT-2: memref.load
func.func @not_promoted(%v: i32, %d: index) -> (i32, i32) {
  %k = arith.constant 0 : index
  %a = memref.alloca() : memref<2xi32>
  %b = memref.alloca(%d) : memref<?xi32>
  memref.store %v, %a[%k] : memref<2xi32>
  memref.store %v, %b[%k] : memref<?xi32>
  %x = memref.load %a[%k] : memref<2xi32>
  %y = memref.load %b[%k] : memref<?xi32>
  return %x, %y : i32, i32
}

// -----

// A load in a nested region is outside the slot's region: no promotion.
// CHECK-LABEL: func.func @in_region
// CHECK: memref.alloca
// CHECK: memref.store
// CHECK: scf.if
// CHECK-NEXT: memref.load
func.func @in_region(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  %r = scf.if %c -> i32 {
    %x = memref.load %a[] : memref<i32>
    scf.yield %x : i32
  } else {
    scf.yield %v : i32
  }
  return %r : i32
}
