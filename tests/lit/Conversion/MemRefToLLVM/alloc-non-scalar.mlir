// memref.alloc of non-scalar elements: malloc aligned by the element's size.
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm | FileCheck %s


func.func @alloc_vec(%N : index) {
  %2 = memref.alloc() : memref<4096xvector<8xf32>>
  %6 = memref.alloc(%N) : memref<?xvector<18xf32>>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: func.func @alloc_vec(%arg0: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(4096 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, vector<8xf32>
// CHECK-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT: %6 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, vector<8xf32>
// CHECK-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// CHECK-NEXT: %9 = llvm.add %5, %8 : i64
// CHECK-NEXT: %10 = llvm.call @malloc(%9) : (i64) -> !llvm.ptr
// CHECK-NEXT: %11 = llvm.ptrtoint %10 : !llvm.ptr to i64
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.sub %8, %12 : i64
// CHECK-NEXT: %14 = llvm.add %11, %13 : i64
// CHECK-NEXT: %15 = llvm.urem %14, %8  : i64
// CHECK-NEXT: %16 = llvm.sub %14, %15 : i64
// CHECK-NEXT: %17 = llvm.inttoptr %16 : i64 to !llvm.ptr
// CHECK-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %10, %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %22 = llvm.insertvalue %21, %20[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %1, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %2, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %27 = llvm.getelementptr %26[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<18xf32>
// CHECK-NEXT: %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
// CHECK-NEXT: %29 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %30 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, vector<18xf32>
// CHECK-NEXT: %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
// CHECK-NEXT: %32 = llvm.add %28, %31 : i64
// CHECK-NEXT: %33 = llvm.call @malloc(%32) : (i64) -> !llvm.ptr
// CHECK-NEXT: %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %36 = llvm.sub %31, %35 : i64
// CHECK-NEXT: %37 = llvm.add %34, %36 : i64
// CHECK-NEXT: %38 = llvm.urem %37, %31  : i64
// CHECK-NEXT: %39 = llvm.sub %37, %38 : i64
// CHECK-NEXT: %40 = llvm.inttoptr %39 : i64 to !llvm.ptr
// CHECK-NEXT: %41 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %33, %41[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %45 = llvm.insertvalue %44, %43[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %0, %45[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %47 = llvm.insertvalue %25, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @alloc_memref() {
  %7 = memref.alloc() : memref<1xmemref<1xf32>>
  %8 = memref.alloc() : memref<1 x memref<* x f32>>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: func.func @alloc_memref() {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.add %4, %7 : i64
// CHECK-NEXT: %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.sub %7, %11 : i64
// CHECK-NEXT: %13 = llvm.add %10, %12 : i64
// CHECK-NEXT: %14 = llvm.urem %13, %7  : i64
// CHECK-NEXT: %15 = llvm.sub %13, %14 : i64
// CHECK-NEXT: %16 = llvm.inttoptr %15 : i64 to !llvm.ptr
// CHECK-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %9, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %0, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %1, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %27 = llvm.getelementptr %26[%24] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
// CHECK-NEXT: %29 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %30 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
// CHECK-NEXT: %32 = llvm.add %28, %31 : i64
// CHECK-NEXT: %33 = llvm.call @malloc(%32) : (i64) -> !llvm.ptr
// CHECK-NEXT: %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %36 = llvm.sub %31, %35 : i64
// CHECK-NEXT: %37 = llvm.add %34, %36 : i64
// CHECK-NEXT: %38 = llvm.urem %37, %31  : i64
// CHECK-NEXT: %39 = llvm.sub %37, %38 : i64
// CHECK-NEXT: %40 = llvm.inttoptr %39 : i64 to !llvm.ptr
// CHECK-NEXT: %41 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %33, %41[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %45 = llvm.insertvalue %44, %43[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %24, %45[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %47 = llvm.insertvalue %25, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
