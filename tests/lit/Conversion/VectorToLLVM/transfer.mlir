// convert-vector-to-llvm lowers 1-D transfers: an in-bounds minor identity read or write
// becomes llvm.load / llvm.store at the element's address; one that may run out of bounds
// first gets the mask `create_mask(dim - index)` (upstream's MaterializeTransferMask), then
// becomes a masked load (pass-through: the padding splat) or store. Output as mlir-opt 19.
// RUN: rmlir-opt %s -convert-vector-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @r(
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : index to i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[a-z0-9_]+}} = memref.dim %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : memref<?xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.subi %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : index
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.index_cast %{{[a-z0-9_]+}} : index to i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i32] : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.cmpi slt, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.intr.masked.load %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-LABEL: func.func @rin(
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : index to i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.load %{{[a-z0-9_]+}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-LABEL: func.func @w(
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : index to i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[a-z0-9_]+}} = memref.dim %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : memref<?xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.subi %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : index
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.index_cast %{{[a-z0-9_]+}} : index to i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i32] : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.cmpi slt, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr

func.func @r(%m: memref<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @rin(%m: memref<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @w(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32>
  return
}
