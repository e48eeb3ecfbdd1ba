// Memref arguments unpack into their descriptor fields (pointers, offset, sizes, strides;
// an unranked one into rank and pointer); uses see the descriptor packed back at the
// entry block start, in reverse argument order, followed by its cast to the descriptor
// type. An unused argument packs nothing. Memref results are whole descriptors, several
// packed into a struct; calls unpack their memref operands field by field.
// RUN: rmlir-opt %s -convert-func-to-llvm | FileCheck %s

func.func @unused(%a: memref<2xf32>, %i: index, %u: memref<*xf32>) -> index {
  return %i : index
}

func.func @swap(%a: memref<2x?xf32, strided<[?, 1], offset: ?>>, %b: memref<?xi8>) -> (memref<?xi8>, memref<2x?xf32, strided<[?, 1], offset: ?>>) {
  return %b, %a : memref<?xi8>, memref<2x?xf32, strided<[?, 1], offset: ?>>
}

func.func @rank0(%a: memref<f64>) -> memref<f64> {
  return %a : memref<f64>
}

func.func @caller(%x: memref<2x?xf32, strided<[?, 1], offset: ?>>, %y: memref<?xi8>, %s: memref<f64>, %u: memref<*xf32>) -> index {
  %r:2 = call @swap(%x, %y) : (memref<2x?xf32, strided<[?, 1], offset: ?>>, memref<?xi8>) -> (memref<?xi8>, memref<2x?xf32, strided<[?, 1], offset: ?>>)
  %z = call @rank0(%s) : (memref<f64>) -> memref<f64>
  %c = arith.constant 3 : index
  %w = memref.alloca() : memref<2xf32>
  %q = call @unused(%w, %c, %u) : (memref<2xf32>, index, memref<*xf32>) -> index
  return %q : index
}

// CHECK:        llvm.func @unused(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr) -> i64 {
// CHECK-NEXT:     llvm.return %arg5 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @swap(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg11, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi8>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : memref<?xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %11 = llvm.insertvalue %arg2, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %12 = llvm.insertvalue %arg3, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %arg5, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %arg4, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.insertvalue %arg6, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : memref<2x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %18 = llvm.mlir.undef : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT:     %19 = llvm.insertvalue %7, %18[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT:     %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT:     llvm.return %20 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @rank0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) -> !llvm.struct<(ptr, ptr, i64)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(ptr, ptr, i64)> to memref<f64>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : memref<f64> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     llvm.return %5 : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: !llvm.ptr) -> i64 {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg15, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg16, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg12, %5[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg13, %6[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %8 = llvm.insertvalue %arg14, %7[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64)> to memref<f64>
// CHECK-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : memref<f64> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = llvm.insertvalue %arg7, %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %arg8, %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %arg9, %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %15 = llvm.insertvalue %arg10, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %16 = llvm.insertvalue %arg11, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi8>
// CHECK-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : memref<?xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %19 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %20 = llvm.insertvalue %arg0, %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %21 = llvm.insertvalue %arg1, %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %22 = llvm.insertvalue %arg2, %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %23 = llvm.insertvalue %arg3, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %24 = llvm.insertvalue %arg5, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %25 = llvm.insertvalue %arg4, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %26 = llvm.insertvalue %arg6, %25[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %28 = builtin.unrealized_conversion_cast %27 : memref<2x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %29 = llvm.extractvalue %28[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %30 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %31 = llvm.extractvalue %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %32 = llvm.extractvalue %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %33 = llvm.extractvalue %28[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %34 = llvm.extractvalue %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %35 = llvm.extractvalue %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %36 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %37 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %38 = llvm.extractvalue %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %39 = llvm.extractvalue %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %40 = llvm.extractvalue %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %41 = llvm.call @swap(%29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT:     %42 = llvm.extractvalue %41[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT:     %43 = llvm.extractvalue %41[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NEXT:     %44 = llvm.extractvalue %10[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %45 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %46 = llvm.extractvalue %10[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %47 = llvm.call @rank0(%44, %45, %46) : (!llvm.ptr, !llvm.ptr, i64) -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %48 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT:     %49 = builtin.unrealized_conversion_cast %alloca : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %50 = llvm.extractvalue %49[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %51 = llvm.extractvalue %49[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %52 = llvm.extractvalue %49[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %53 = llvm.extractvalue %49[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %54 = llvm.extractvalue %49[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %55 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %56 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %57 = llvm.call @unused(%50, %51, %52, %53, %54, %48, %55, %56) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> i64
// CHECK-NEXT:     llvm.return %57 : i64
// CHECK-NEXT:   }
