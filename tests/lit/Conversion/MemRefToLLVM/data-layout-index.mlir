// RUN: rmlir-opt --finalize-memref-to-llvm %s | FileCheck %s

// The descriptor's sizes and strides take the bitwidth of `index` in the module's data
// layout.
// CHECK: llvm.mlir.constant(2 : index) : i32
// CHECK: llvm.alloca %{{.*}} x i32 : (i32) -> !llvm.ptr
// CHECK: !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  func.func @f() {
    %m = memref.alloca() : memref<2xindex>
    return
  }
}
