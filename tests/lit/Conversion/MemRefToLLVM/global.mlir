// memref.global becomes llvm.mlir.global (linkage from visibility, undef initializer when uninitialized, scalar value at rank 0, alignment, address space); memref.get_global builds a descriptor from llvm.mlir.addressof.
// RUN: rmlir-opt %s -finalize-memref-to-llvm | FileCheck %s

memref.global "private" @a : memref<2x3xf32> = uninitialized
memref.global constant @b : memref<2xi32> = dense<[1, 2]> {alignment = 64}
memref.global @c : memref<f32> = dense<1.0>
memref.global @d : memref<4xi8, 3>
memref.global "private" constant @e : memref<3xf32> = dense<0.0>
func.func @g() -> f32 {
  %0 = memref.get_global @b : memref<2xi32>
  %1 = memref.get_global @c : memref<f32>
  %2 = memref.get_global @d : memref<4xi8, 3>
  %3 = memref.get_global @a : memref<2x3xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %1[] : memref<f32>
  return %v : f32
}

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global private @a() {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT:     llvm.return %0 : !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global external constant @b(dense<[1, 2]> : tensor<2xi32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x i32>
// CHECK-NEXT:   llvm.mlir.global external @c(1.000000e+00 : f32) {addr_space = 0 : i32} : f32
// CHECK-NEXT:   llvm.mlir.global external @d() {addr_space = 3 : i32} : !llvm.array<4 x i8>
// CHECK-NEXT:   llvm.mlir.global private constant @e(dense<0.000000e+00> : tensor<3xf32>) {addr_space = 0 : i32} : !llvm.array<3 x f32>
// CHECK-NEXT:   func.func @g() -> f32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT:     %5 = llvm.mlir.addressof @b : !llvm.ptr
// CHECK-NEXT:     %6 = llvm.getelementptr %5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
// CHECK-NEXT:     %7 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:     %8 = llvm.inttoptr %7 : i64 to !llvm.ptr
// CHECK-NEXT:     %9 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.insertvalue %6, %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %0, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %17 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %18 = llvm.getelementptr %17[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
// CHECK-NEXT:     %20 = llvm.mlir.addressof @c : !llvm.ptr
// CHECK-NEXT:     %21 = llvm.getelementptr %20[0] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:     %22 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:     %23 = llvm.inttoptr %22 : i64 to !llvm.ptr
// CHECK-NEXT:     %24 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %26 = llvm.insertvalue %21, %25[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %27 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %28 = llvm.insertvalue %27, %26[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %29 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %30 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %31 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %32 = llvm.getelementptr %31[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %33 = llvm.ptrtoint %32 : !llvm.ptr to i64
// CHECK-NEXT:     %34 = llvm.mlir.addressof @d : !llvm.ptr<3>
// CHECK-NEXT:     %35 = llvm.getelementptr %34[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<4 x i8>
// CHECK-NEXT:     %36 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:     %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<3>
// CHECK-NEXT:     %38 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %39 = llvm.insertvalue %37, %38[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %40 = llvm.insertvalue %35, %39[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %41 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %42 = llvm.insertvalue %41, %40[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %43 = llvm.insertvalue %29, %42[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %44 = llvm.insertvalue %30, %43[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %45 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %46 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %47 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %48 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT:     %49 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %50 = llvm.getelementptr %49[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %51 = llvm.ptrtoint %50 : !llvm.ptr to i64
// CHECK-NEXT:     %52 = llvm.mlir.addressof @a : !llvm.ptr
// CHECK-NEXT:     %53 = llvm.getelementptr %52[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT:     %54 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:     %55 = llvm.inttoptr %54 : i64 to !llvm.ptr
// CHECK-NEXT:     %56 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %57 = llvm.insertvalue %55, %56[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %58 = llvm.insertvalue %53, %57[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %59 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %60 = llvm.insertvalue %59, %58[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %61 = llvm.insertvalue %45, %60[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %62 = llvm.insertvalue %46, %61[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %63 = llvm.insertvalue %46, %62[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %64 = llvm.insertvalue %47, %63[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %65 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %66 = llvm.load %65 : !llvm.ptr -> f32
// CHECK-NEXT:     return %66 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
