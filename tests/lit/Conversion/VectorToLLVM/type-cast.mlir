// vector.type_cast of a static, contiguous memref becomes a new descriptor (upstream's
// VectorTypeCastOpConversion): the source's pointers, offset 0 and the target's constant
// sizes and strides, inserted dim by dim.
// RUN: rmlir-opt %s -convert-vector-to-llvm | FileCheck %s


// CHECK-LABEL: func.func @type_cast_2d(%arg0: memref<vector<2x3xi16>>) -> memref<2xvector<3xi16>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<vector<2x3xi16>> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xvector<3xi16>>
// CHECK-NEXT: return %12 : memref<2xvector<3xi16>>
// CHECK-NEXT: }
func.func @type_cast_2d(%a: memref<vector<2x3xi16>>) -> memref<2xvector<3xi16>> {
  %0 = vector.type_cast %a : memref<vector<2x3xi16>> to memref<2xvector<3xi16>>
  return %0 : memref<2xvector<3xi16>>
}

// CHECK-LABEL: func.func @type_cast_nested(%arg0: memref<4xvector<2x3xf64>>) -> memref<4x2xvector<3xf64>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xvector<2x3xf64>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x2xvector<3xf64>>
// CHECK-NEXT: return %16 : memref<4x2xvector<3xf64>>
// CHECK-NEXT: }
func.func @type_cast_nested(%a: memref<4xvector<2x3xf64>>) -> memref<4x2xvector<3xf64>> {
  %0 = vector.type_cast %a : memref<4xvector<2x3xf64>> to memref<4x2xvector<3xf64>>
  return %0 : memref<4x2xvector<3xf64>>
}

// CHECK-LABEL: func.func @type_cast_scalars(%arg0: memref<8x8xf32>) -> memref<vector<8x8xf32>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<8x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64)> to memref<vector<8x8xf32>>
// CHECK-NEXT: return %8 : memref<vector<8x8xf32>>
// CHECK-NEXT: }
func.func @type_cast_scalars(%a: memref<8x8xf32>) -> memref<vector<8x8xf32>> {
  %0 = vector.type_cast %a : memref<8x8xf32> to memref<vector<8x8xf32>>
  return %0 : memref<vector<8x8xf32>>
}

