// memref.atomic_rmw becomes llvm.atomicrmw acq_rel for the kinds upstream 19 maps; the
// others stay.
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm | FileCheck %s


func.func @atomic(%A : memref<10xf32>, %i : index, %f : f32, %I : memref<10x?xi32>, %v : i32) {
  %0 = memref.atomic_rmw addf %f, %A[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %f, %A[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw minimumf %f, %A[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw assign %f, %A[%i] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw addi %v, %I[%i, %i] : (i32, memref<10x?xi32>) -> i32
  %5 = memref.atomic_rmw maxs %v, %I[%i, %i] : (i32, memref<10x?xi32>) -> i32
  %6 = memref.atomic_rmw maxu %v, %I[%i, %i] : (i32, memref<10x?xi32>) -> i32
  %7 = memref.atomic_rmw mins %v, %I[%i, %i] : (i32, memref<10x?xi32>) -> i32
  %8 = memref.atomic_rmw minu %v, %I[%i, %i] : (i32, memref<10x?xi32>) -> i32
  %9 = memref.atomic_rmw ori %v, %I[%i, %i] : (i32, memref<10x?xi32>) -> i32
  %10 = memref.atomic_rmw andi %v, %I[%i, %i] : (i32, memref<10x?xi32>) -> i32
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @atomic(%arg0: memref<10xf32>, %arg1: index, %arg2: f32, %arg3: memref<10x?xi32>, %arg4: i32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<10x?xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<10xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.atomicrmw fadd %4, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %6 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr %6[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.atomicrmw fmax %7, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %9 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.getelementptr %9[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %11 = llvm.atomicrmw fmin %10, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %12 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr %12[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %14 = llvm.atomicrmw xchg %13, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mul %1, %16 : i64
// CHECK-NEXT: %18 = llvm.add %17, %1 : i64
// CHECK-NEXT: %19 = llvm.getelementptr %15[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %20 = llvm.atomicrmw add %19, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %21 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.mul %1, %22 : i64
// CHECK-NEXT: %24 = llvm.add %23, %1 : i64
// CHECK-NEXT: %25 = llvm.getelementptr %21[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %26 = llvm.atomicrmw max %25, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %27 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.mul %1, %28 : i64
// CHECK-NEXT: %30 = llvm.add %29, %1 : i64
// CHECK-NEXT: %31 = llvm.getelementptr %27[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %32 = llvm.atomicrmw umax %31, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %33 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.mul %1, %34 : i64
// CHECK-NEXT: %36 = llvm.add %35, %1 : i64
// CHECK-NEXT: %37 = llvm.getelementptr %33[%36] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %38 = llvm.atomicrmw min %37, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %39 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %40 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.mul %1, %40 : i64
// CHECK-NEXT: %42 = llvm.add %41, %1 : i64
// CHECK-NEXT: %43 = llvm.getelementptr %39[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %44 = llvm.atomicrmw umin %43, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %45 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.mul %1, %46 : i64
// CHECK-NEXT: %48 = llvm.add %47, %1 : i64
// CHECK-NEXT: %49 = llvm.getelementptr %45[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %50 = llvm.atomicrmw _or %49, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %51 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %53 = llvm.mul %1, %52 : i64
// CHECK-NEXT: %54 = llvm.add %53, %1 : i64
// CHECK-NEXT: %55 = llvm.getelementptr %51[%54] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %56 = llvm.atomicrmw _and %55, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @not_lowered(%A : memref<10xf32>, %i : index, %f : f32, %I : memref<10xi32>, %v : i32) {
  %0 = memref.atomic_rmw maxnumf %f, %A[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw mulf %f, %A[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw muli %v, %I[%i] : (i32, memref<10xi32>) -> i32
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @not_lowered(%arg0: memref<10xf32>, %arg1: index, %arg2: f32, %arg3: memref<10xi32>, %arg4: i32) {
// CHECK-NEXT: %0 = memref.atomic_rmw maxnumf %arg2, %arg0[%arg1] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw mulf %arg2, %arg0[%arg1] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %2 = memref.atomic_rmw muli %arg4, %arg3[%arg1] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
