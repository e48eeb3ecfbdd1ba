// vector.interleave / vector.deinterleave: n-D ones unrolled over their leading
// dimensions (upstream's UnrollInterleaveOp / UnrollDeinterleaveOp), 1-D ones as
// llvm.shufflevector (deinterleave against a poison vector, even then odd lanes).
// RUN: rmlir-opt %s -convert-vector-to-llvm | FileCheck %s

func.func @interleave_1d(%v: vector<4xf32>, %w: vector<4xf32>) -> vector<8xf32> {
  %0 = vector.interleave %v, %w : vector<4xf32> -> vector<8xf32>
  return %0 : vector<8xf32>
}

func.func @interleave_3d(%v: vector<2x2x2xi8>, %w: vector<2x2x2xi8>) -> vector<2x2x4xi8> {
  %0 = vector.interleave %v, %w : vector<2x2x2xi8> -> vector<2x2x4xi8>
  return %0 : vector<2x2x4xi8>
}

func.func @deinterleave_1d(%v: vector<8xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %0, %1 = vector.deinterleave %v : vector<8xi32> -> vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi32>
}

func.func @deinterleave_2d(%v: vector<2x4xf64>) -> (vector<2x2xf64>, vector<2x2xf64>) {
  %0, %1 = vector.deinterleave %v : vector<2x4xf64> -> vector<2x2xf64>
  return %0, %1 : vector<2x2xf64>, vector<2x2xf64>
}

// CHECK-LABEL: func.func @interleave_1d(
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.shufflevector %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
// CHECK-NEXT: return %{{[a-z0-9_#]+}} : vector<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @interleave_3d(
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2x2xi8> to !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2x2xi8> to !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant dense<0> : vector<2x2x4xi8>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2x4xi8> to !llvm.array<2 x array<2 x vector<4xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.shufflevector %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} [0, 2, 1, 3] : vector<2xi8>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[0, 0] : !llvm.array<2 x array<2 x vector<4xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.shufflevector %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} [0, 2, 1, 3] : vector<2xi8>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[0, 1] : !llvm.array<2 x array<2 x vector<4xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.shufflevector %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} [0, 2, 1, 3] : vector<2xi8>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[1, 0] : !llvm.array<2 x array<2 x vector<4xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.shufflevector %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} [0, 2, 1, 3] : vector<2xi8>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[1, 1] : !llvm.array<2 x array<2 x vector<4xi8>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : !llvm.array<2 x array<2 x vector<4xi8>>> to vector<2x2x4xi8>
// CHECK-NEXT: return %{{[a-z0-9_#]+}} : vector<2x2x4xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @deinterleave_1d(
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.poison : vector<8xi32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.shufflevector %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} [0, 2, 4, 6] : vector<8xi32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.shufflevector %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} [1, 3, 5, 7] : vector<8xi32>
// CHECK-NEXT: return %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<4xi32>, vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @deinterleave_2d(
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x4xf64> to !llvm.array<2 x vector<4xf64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant dense<0.000000e+00> : vector<2x2xf64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<4xf64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.poison : vector<4xf64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.shufflevector %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} [0, 2] : vector<4xf64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.shufflevector %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} [1, 3] : vector<4xf64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<4xf64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.poison : vector<4xf64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.shufflevector %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} [0, 2] : vector<4xf64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.shufflevector %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} [1, 3] : vector<4xf64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : !llvm.array<2 x vector<2xf64>> to vector<2x2xf64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : !llvm.array<2 x vector<2xf64>> to vector<2x2xf64>
// CHECK-NEXT: return %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2x2xf64>, vector<2x2xf64>
// CHECK-NEXT: }
