// memref.load/store address elements with getelementptr (offset, linearized strided
// indices); alloca/alloc fill fresh descriptors; alloc calls malloc, dealloc free.
// RUN: rmlir-opt %s -finalize-memref-to-llvm | FileCheck %s

func.func @f(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>, %i: index, %j: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<?x4xf32, strided<[?, 1], offset: ?>>
  memref.store %v, %m[%i, %j] : memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0 : f32
}
func.func @g(%m: memref<3x4xf32>, %u: memref<*xf32, 3>, %i: index, %j: index) -> f32 {
  %0 = memref.load %m[%i, %j] {nontemporal = true} : memref<3x4xf32>
  %z = memref.alloca() : memref<f32>
  return %0 : f32
}

func.func @a(%n: index) {
  %0 = memref.alloc(%n) : memref<?x4xf32>
  %1 = memref.alloc() {alignment = 16} : memref<2xi8, 1>
  memref.dealloc %0 : memref<?x4xf32>
  return
}
// CHECK:      module {
// CHECK-NEXT:   llvm.func @free(!llvm.ptr)
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   func.func @f(%arg0: memref<?x4xf32, strided<[?, 1], offset: ?>>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.getelementptr %3[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %6 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.mul %1, %6 : i64
// CHECK-NEXT:     %8 = llvm.add %7, %0 : i64
// CHECK-NEXT:     %9 = llvm.getelementptr %5[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %10 = llvm.load %9 : !llvm.ptr -> f32
// CHECK-NEXT:     %11 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %12 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.getelementptr %11[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %14 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.mul %1, %14 : i64
// CHECK-NEXT:     %16 = llvm.add %15, %0 : i64
// CHECK-NEXT:     %17 = llvm.getelementptr %13[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %arg3, %17 : f32, !llvm.ptr
// CHECK-NEXT:     return %10 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<3x4xf32>, %arg1: memref<*xf32, 3>, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<3x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT:     %6 = llvm.add %5, %0 : i64
// CHECK-NEXT:     %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %8 = llvm.load %7 {nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT:     %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %10 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     return %8 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @a(%arg0: index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.mul %1, %0 : i64
// CHECK-NEXT:     %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:     %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %0, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %1, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %16 = llvm.insertvalue %2, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %17 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %18 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %19 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %20 = llvm.getelementptr %19[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %21 = llvm.ptrtoint %20 : !llvm.ptr to i64
// CHECK-NEXT:     %22 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %23 = llvm.add %21, %22 : i64
// CHECK-NEXT:     %24 = llvm.call @malloc(%23) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %25 = llvm.addrspacecast %24 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:     %26 = llvm.ptrtoint %25 : !llvm.ptr<1> to i64
// CHECK-NEXT:     %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %28 = llvm.sub %22, %27 : i64
// CHECK-NEXT:     %29 = llvm.add %26, %28 : i64
// CHECK-NEXT:     %30 = llvm.urem %29, %22  : i64
// CHECK-NEXT:     %31 = llvm.sub %29, %30 : i64
// CHECK-NEXT:     %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
// CHECK-NEXT:     %33 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %34 = llvm.insertvalue %25, %33[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %35 = llvm.insertvalue %32, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %36 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %37 = llvm.insertvalue %36, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %38 = llvm.insertvalue %17, %37[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %39 = llvm.insertvalue %18, %38[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %40 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     llvm.call @free(%40) : (!llvm.ptr) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
