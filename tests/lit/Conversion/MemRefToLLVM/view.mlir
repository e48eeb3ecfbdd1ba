// memref.view: the source buffer moved by the byte shift, the result's sizes and strides.
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm | FileCheck %s


func.func @view(%arg0 : index, %arg1 : index, %arg2 : index, %m : memref<2048xi8>) {
  %5 = memref.view %m[%arg2][%arg0, %arg1] : memref<2048xi8> to memref<?x?xf32>
  %6 = memref.view %m[%arg2][%arg0] : memref<2048xi8> to memref<4x?xf32>
  %7 = memref.view %m[%arg2][] : memref<2048xi8> to memref<64x4xf32>
  %8 = memref.view %m[%arg2][] : memref<2048xi8> to memref<f32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @view(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2048xi8>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg3 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.getelementptr %7[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %0, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %1, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mul %13, %0 : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.getelementptr %21[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %23 = llvm.insertvalue %22, %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %1, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %28 = llvm.insertvalue %27, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %30 = llvm.insertvalue %29, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.mul %27, %1 : i64
// CHECK-NEXT: %32 = llvm.insertvalue %31, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.insertvalue %34, %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.getelementptr %36[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %38 = llvm.insertvalue %37, %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %42 = llvm.insertvalue %41, %40[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %44 = llvm.insertvalue %43, %42[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %45 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %46 = llvm.insertvalue %45, %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %48 = llvm.insertvalue %47, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %49 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %50 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %51 = llvm.insertvalue %50, %49[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %52 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %53 = llvm.getelementptr %52[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %54 = llvm.insertvalue %53, %51[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %55 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %56 = llvm.insertvalue %55, %54[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
