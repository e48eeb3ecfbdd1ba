// Unranked memrefs: memref.cast ranked <-> unranked (the ranked descriptor stored in an
// alloca), memref.rank, memref.dim / dealloc / extract_aligned_pointer_as_index and
// memref.reinterpret_cast of an unranked memref (fields read through the descriptor pointer).
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm | FileCheck %s


func.func @to_unranked(%a : memref<42x2x?xf32>) -> memref<*xf32> {
  %0 = memref.cast %a : memref<42x2x?xf32> to memref<*xf32>
  return %0 : memref<*xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @to_unranked(%arg0: memref<42x2x?xf32>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<42x2x?xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: return %7 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @from_unranked(%u : memref<*xf32>) -> memref<?x?x10x2xf32> {
  %0 = memref.cast %u : memref<*xf32> to memref<?x?x10x2xf32>
  return %0 : memref<?x?x10x2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @from_unranked(%arg0: memref<*xf32>) -> memref<?x?x10x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> to memref<?x?x10x2xf32>
// CHECK-NEXT: return %3 : memref<?x?x10x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @rank(%u : memref<*xf32>, %a : memref<2x?xf32>) -> (index, index) {
  %0 = memref.rank %u : memref<*xf32>
  %1 = memref.rank %a : memref<2x?xf32>
  return %0, %1 : index, index
}

// CHECK: module {
// CHECK-NEXT: func.func @rank(%arg0: memref<*xf32>, %arg1: memref<2x?xf32>) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: return %2, %4 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @dim(%u : memref<*xf32>, %i : index) -> index {
  %0 = memref.dim %u, %i : memref<*xf32>
  return %0 : index
}

// CHECK: module {
// CHECK-NEXT: func.func @dim(%arg0: memref<*xf32>, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.add %4, %0 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %3[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: return %8 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @dealloc_and_pointer(%u : memref<*xf32>) -> index {
  %0 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  memref.dealloc %u : memref<*xf32>
  return %0 : index
}

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: func.func @dealloc_and_pointer(%arg0: memref<*xf32>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.call @free(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT: return %5 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @non_integer_space(%u : memref<*xf32, "foo">) -> index {
  %0 = memref.rank %u : memref<*xf32, "foo">
  memref.dealloc %u : memref<*xf32, "foo">
  return %0 : index
}

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: func.func @non_integer_space(%arg0: memref<*xf32, "foo">) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, "foo"> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.call @free(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT: return %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @reinterpret_unranked(%u : memref<*xf32>, %o : index, %s0 : index, %s1 : index, %t0 : index, %t1 : index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.reinterpret_cast %u to offset: [%o], sizes: [%s0, %s1], strides: [%t0, %t1] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK: module {
// CHECK-NEXT: func.func @reinterpret_unranked(%arg0: memref<*xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %11 = llvm.insertvalue %8, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %4, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %3, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %2, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %0, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %18 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
