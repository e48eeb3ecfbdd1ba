// RUN: rmlir-opt %s -convert-func-to-llvm | FileCheck %s

// Memref signatures are not converted yet (no descriptor unpacking): a function with memref
// arguments stays func.func, and so does a call passing memrefs, so that the IR stays valid.

// CHECK: func.func private @external(memref<?xf32>)
// CHECK: func.func @caller(%arg0: memref<?xf32>, %arg1: i32) -> i32 {
// CHECK-NEXT: call @external(%arg0) : (memref<?xf32>) -> ()
// CHECK-NEXT: llvm.add %arg1, %arg1 : i32

func.func private @external(memref<?xf32>)
func.func @caller(%m: memref<?xf32>, %a: i32) -> i32 {
  call @external(%m) : (memref<?xf32>) -> ()
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
