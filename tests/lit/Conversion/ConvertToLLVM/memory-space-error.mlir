// convert-to-llvm includes the memref lowering, and so the type converter's report of a
// memory space without integer conversion (once per type); the ops stay and the pass
// succeeds.
// RUN: rmlir-opt %s -convert-to-llvm=filter-dialects=memref 2>&1 | FileCheck %s

// CHECK: <unknown>:0: error: conversion of memref memory space "gpu" to integer address space failed. Consider adding memory space conversions.
// CHECK-NOT: error
// CHECK-LABEL: func.func @f
func.func @f(%m: memref<2xf32, "gpu">, %i: index) -> f32 {
  // CHECK: memref.load
  %v = memref.load %m[%i] : memref<2xf32, "gpu">
  // CHECK: memref.load
  %w = memref.load %m[%i] : memref<2xf32, "gpu">
  return %v : f32
}
