// use-generic-functions with use-aligned-alloc: _mlir_memref_to_llvm_aligned_alloc.
// RUN: rmlir-opt %s -split-input-file -pass-pipeline='builtin.module(finalize-memref-to-llvm{use-generic-functions=1 use-aligned-alloc=1})' | FileCheck %s


func.func @alloc_free(%N : index) {
  %0 = memref.alloc(%N) : memref<?xf32>
  %1 = memref.alloc() {alignment = 32} : memref<32xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK-NEXT: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-NEXT: func.func @alloc_free(%arg0: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.sub %5, %6 : i64
// CHECK-NEXT: %8 = llvm.add %4, %7 : i64
// CHECK-NEXT: %9 = llvm.urem %8, %5  : i64
// CHECK-NEXT: %10 = llvm.sub %8, %9 : i64
// CHECK-NEXT: %11 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%5, %10) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %0, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %21[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
// CHECK-NEXT: %24 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %25 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%24, %23) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %26 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %25, %26[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %25, %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %19, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %20, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @_mlir_memref_to_llvm_free(%33) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
