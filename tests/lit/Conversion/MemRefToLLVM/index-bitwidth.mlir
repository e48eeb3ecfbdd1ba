// index-bitwidth=32: iN index values, but the alloca count promoting a descriptor is an
// i64 constant (upstream's type converter builds it so).
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm=index-bitwidth=32 | FileCheck %s


func.func @to_unranked(%a : memref<42x2x?xf32>, %b : memref<4xf32>) -> memref<*xf32> {
  %0 = memref.cast %a : memref<42x2x?xf32> to memref<*xf32>
  %u = memref.cast %b : memref<4xf32> to memref<*xf32>
  %1 = memref.rank %u : memref<*xf32>
  return %0 : memref<*xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @to_unranked(%arg0: memref<42x2x?xf32>, %arg1: memref<4xf32>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<4xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<42x2x?xf32> to !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.alloca %2 x !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %3 : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>, !llvm.ptr
// CHECK-NEXT: %4 = llvm.mlir.constant(3 : index) : i32
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %3, %6[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(i32, ptr)> to memref<*xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.alloca %9 x !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %10 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, !llvm.ptr
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %14 = llvm.insertvalue %10, %13[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %15 = llvm.extractvalue %14[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: return %8 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @copy(%s : memref<2x3xf32, strided<[4, 1]>>, %b : memref<2x3xf32>) {
  memref.copy %s, %b : memref<2x3xf32, strided<[4, 1]>> to memref<2x3xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @memrefCopy(i32, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: func.func @copy(%arg0: memref<2x3xf32, strided<[4, 1]>>, %arg1: memref<2x3xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<2x3xf32, strided<[4, 1]>> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %5 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %3, %6[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %9 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %11 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %13 = llvm.insertvalue %9, %12[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %16 = llvm.alloca %15 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %8, %16 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// CHECK-NEXT: %17 = llvm.alloca %15 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %14, %17 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// CHECK-NEXT: %18 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %20 = llvm.ptrtoint %19 : !llvm.ptr to i32
// CHECK-NEXT: llvm.call @memrefCopy(%20, %16, %17) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
