// A memory space without integer conversion is reported once per memref type, at an
// unknown location; the op stays and the pass succeeds.
// RUN: rmlir-opt %s -finalize-memref-to-llvm 2>&1 | FileCheck %s

// CHECK: <unknown>:0: error: conversion of memref memory space "foo" to integer address space failed. Consider adding memory space conversions.
// CHECK-NEXT: <unknown>:0: error: conversion of memref memory space "foo" to integer address space failed. Consider adding memory space conversions.
// CHECK-NOT: error
// CHECK-LABEL: func.func @b
func.func @b(%m: memref<4xf32, "foo">, %n: memref<2xf32, "foo">, %i: index) -> f32 {
  // CHECK: memref.load
  %0 = memref.load %m[%i] : memref<4xf32, "foo">
  // CHECK: memref.load
  %1 = memref.load %n[%i] : memref<2xf32, "foo">
  // CHECK: memref.load
  %2 = memref.load %m[%i] : memref<4xf32, "foo">
  return %0 : f32
}
