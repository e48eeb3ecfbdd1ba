// use-generic-functions: _mlir_memref_to_llvm_alloc / _free.
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm=use-generic-functions=1 | FileCheck %s


func.func @alloc_free(%N : index) {
  %0 = memref.alloc(%N) : memref<?xf32>
  %1 = memref.alloc() {alignment = 32} : memref<32xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK-NEXT: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// CHECK-NEXT: func.func @alloc_free(%arg0: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.call @_mlir_memref_to_llvm_alloc(%4) : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %16 = llvm.getelementptr %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
// CHECK-NEXT: %18 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %19 = llvm.add %17, %18 : i64
// CHECK-NEXT: %20 = llvm.call @_mlir_memref_to_llvm_alloc(%19) : (i64) -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.ptrtoint %20 : !llvm.ptr to i64
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %23 = llvm.sub %18, %22 : i64
// CHECK-NEXT: %24 = llvm.add %21, %23 : i64
// CHECK-NEXT: %25 = llvm.urem %24, %18  : i64
// CHECK-NEXT: %26 = llvm.sub %24, %25 : i64
// CHECK-NEXT: %27 = llvm.inttoptr %26 : i64 to !llvm.ptr
// CHECK-NEXT: %28 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %20, %28[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %27, %29[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %31 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %32 = llvm.insertvalue %31, %30[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %13, %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.insertvalue %14, %33[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @_mlir_memref_to_llvm_free(%35) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
