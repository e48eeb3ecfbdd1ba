// vector.contract lowered as convert-vector-to-llvm does by default (upstream's
// ContractionOpLowering with the Dot strategy): matmat and matvec layouts become
// row-by-column products reduced with vector.reduction (transposing operands into
// place) plus the accumulator; other `add` contractions are unrolled a batch or free
// dimension at a time, then a reduction dimension at a time, down to 1-D dot products.
// RUN: rmlir-opt %s -convert-vector-to-llvm | FileCheck %s

#mm_t = {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]}
#mv = {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"]}
#vm = {indexing_maps = [affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (k, m)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"]}
#dot = {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]}
#dot2 = {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
#batch = {indexing_maps = [affine_map<(b, m, k) -> (b, m, k)>, affine_map<(b, m, k) -> (b, k)>, affine_map<(b, m, k) -> (b, m)>], iterator_types = ["parallel", "parallel", "reduction"]}
#rfree = {indexing_maps = [affine_map<(k, n) -> (k)>, affine_map<(k, n) -> (n, k)>, affine_map<(k, n) -> (n)>], iterator_types = ["reduction", "parallel"]}

func.func @matmat_transposed(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract #mm_t %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

func.func @matvec_i32(%a: vector<2x3xi32>, %b: vector<3xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %0 = vector.contract #mv %a, %b, %c : vector<2x3xi32>, vector<3xi32> into vector<2xi32>
  return %0 : vector<2xi32>
}

func.func @vecmat(%a: vector<2xf32>, %b: vector<2x2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract #vm %a, %b, %c : vector<2xf32>, vector<2x2xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

func.func @dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract #dot %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}

func.func @dot_2d(%a: vector<2x2xi64>, %b: vector<2x2xi64>, %c: i64) -> i64 {
  %0 = vector.contract #dot2 %a, %b, %c : vector<2x2xi64>, vector<2x2xi64> into i64
  return %0 : i64
}

func.func @batch(%a: vector<2x2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract #batch %a, %b, %c : vector<2x2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

func.func @rhs_free(%a: vector<2xf32>, %b: vector<3x2xf32>, %c: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.contract #rfree %a, %b, %c : vector<2xf32>, vector<3x2xf32> into vector<3xf32>
  return %0 : vector<3xf32>
}

// CHECK-LABEL: func.func @matmat_transposed(
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.addf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2x2xf32>
// CHECK-NEXT: return %{{[a-z0-9_#]+}} : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matvec_i32(
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.muli %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<3xi32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.add"(%{{[a-z0-9_#]+}}) : (vector<3xi32>) -> i32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xi32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.muli %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<3xi32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.add"(%{{[a-z0-9_#]+}}) : (vector<3xi32>) -> i32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xi32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.addi %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xi32>
// CHECK-NEXT: return %{{[a-z0-9_#]+}} : vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vecmat(
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.addf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: return %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dot(
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: return %{{[a-z0-9_#]+}} : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dot_2d(
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2xi64> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2xi64> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant dense<0> : vector<2xi64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xi64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xi64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xi64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xi64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.muli %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xi64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.add"(%{{[a-z0-9_#]+}}) : (vector<2xi64>) -> i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.add %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xi64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xi64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xi64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xi64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.muli %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xi64>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.add"(%{{[a-z0-9_#]+}}) : (vector<2xi64>) -> i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.add %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : i64
// CHECK-NEXT: return %{{[a-z0-9_#]+}} : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch(
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0, 0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0, 1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.addf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1, 0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1, 1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.addf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertvalue %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: return %{{[a-z0-9_#]+}} : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rhs_free(
// CHECK-NEXT: %{{[a-z0-9_#]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_#]+}} : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractvalue %{{[a-z0-9_#]+}}[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.extractelement %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.mulf %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}} : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_#]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_#]+}} = llvm.insertelement %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}[%{{[a-z0-9_#]+}} : i64] : vector<3xf32>
// CHECK-NEXT: return %{{[a-z0-9_#]+}} : vector<3xf32>
// CHECK-NEXT: }
