// convert-vector-to-llvm: the greedy vector-to-vector lowerings (broadcast, shape_cast,
// transpose, masks, outer products) then the conversion patterns of upstream's
// populateVectorToLLVMConversionPatterns (reductions with their accumulators and neutral
// start values, fma, shuffles, bitcasts, extract/insert on n-D vectors as llvm arrays,
// splats, strided slices as shuffles, create_mask as a vector comparison in i32, loads and
// stores at the strided element address, masked / gather / expand / compress intrinsics
// with the element's preferred alignment). The output is mlir-opt 19's, op for op.
// The input is in generic form for the vector ops not declared with custom assembly yet.
// RUN: rmlir-opt %s -convert-vector-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @reductions(
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = "llvm.intr.vector.reduce.fadd"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = "llvm.intr.vector.reduce.fmul"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = "llvm.intr.vector.reduce.xor"(%{{[a-z0-9_]+}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = "llvm.intr.vector.reduce.smin"(%{{[a-z0-9_]+}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.icmp "sle" %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.select %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : i1, i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.intr.vector.reduce.fmax(%{{[a-z0-9_]+}})  : (vector<4xf32>) -> f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.intr.maxnum(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}})  : (f32, f32) -> f32
// CHECK-LABEL: func.func @fma_shuffle_bitcast(
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.intr.fmuladd(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}})  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 5, 2] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.bitcast %{{[a-z0-9_]+}} : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractelement %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractelement %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractelement %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<3xf32>
// CHECK-LABEL: func.func @extract_insert(
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : index to i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractelement %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractelement %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-LABEL: func.func @broadcast_splat(
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i32] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-LABEL: func.func @masks(
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.index_cast %{{[a-z0-9_]+}} : index to i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i32] : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.cmpi slt, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : vector<4xi32>
// CHECK-LABEL: func.func @shapes(
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractelement %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractelement %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractelement %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractelement %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [1, 2] : vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [4, 5, 0, 1] : vector<4xf32>
// CHECK-LABEL: func.func @outer(
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractelement %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i32] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.intr.fmuladd(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}})  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractelement %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i64] : vector<2xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.undef : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertelement %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}} : i32] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.shufflevector %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.intr.fmuladd(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}})  : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.insertvalue %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-LABEL: func.func @memory(
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : index to i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = builtin.unrealized_conversion_cast %{{[a-z0-9_]+}} : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.load %{{[a-z0-9_]+}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.intr.masked.load %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.intr.masked.gather %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = "llvm.intr.masked.expandload"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.masked.compressstore"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.extractvalue %{{[a-z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = llvm.getelementptr %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f32
// CHECK-NEXT: llvm.intr.masked.scatter %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr>

"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, vector<4xi32>, f32, i32) -> (f32, f32, i32, i32, f32), sym_name = "reductions"}> ({
  ^bb0(%arg21: vector<4xf32>, %arg22: vector<4xi32>, %arg23: f32, %arg24: i32):
    %24 = "vector.reduction"(%arg21) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
    %25 = "vector.reduction"(%arg21, %arg23) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<4xf32>, f32) -> f32
    %26 = "vector.reduction"(%arg22) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<xor>}> : (vector<4xi32>) -> i32
    %27 = "vector.reduction"(%arg22, %arg24) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minsi>}> : (vector<4xi32>, i32) -> i32
    %28 = "vector.reduction"(%arg21, %arg23) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxnumf>}> : (vector<4xf32>, f32) -> f32
    "func.return"(%24, %25, %26, %27, %28) : (f32, f32, i32, i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>, vector<4xi32>, vector<2xf32>) -> (vector<4xf32>, vector<3xf32>, vector<4xf32>, vector<3xf32>), sym_name = "fma_shuffle_bitcast"}> ({
  ^bb0(%arg18: vector<4xf32>, %arg19: vector<4xi32>, %arg20: vector<2xf32>):
    %20 = "vector.fma"(%arg18, %arg18, %arg18) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %21 = "vector.shuffle"(%arg18, %arg18) <{mask = [0, 5, 2]}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
    %22 = "vector.bitcast"(%arg19) : (vector<4xi32>) -> vector<4xf32>
    %23 = "vector.shuffle"(%arg20, %arg18) <{mask = [1, 2, 5]}> : (vector<2xf32>, vector<4xf32>) -> vector<3xf32>
    "func.return"(%20, %21, %22, %23) : (vector<4xf32>, vector<3xf32>, vector<4xf32>, vector<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x3xf32>, f32, vector<3xf32>, index, vector<4xf32>) -> (vector<2x3xf32>, f32, vector<3xf32>, f32, vector<4xf32>, vector<2x3xf32>), sym_name = "extract_insert"}> ({
  ^bb0(%arg13: vector<2x3xf32>, %arg14: f32, %arg15: vector<3xf32>, %arg16: index, %arg17: vector<4xf32>):
    %14 = "vector.insert"(%arg14, %arg13) <{static_position = array<i64: 1, 2>}> : (f32, vector<2x3xf32>) -> vector<2x3xf32>
    %15 = "vector.extract"(%arg13) <{static_position = array<i64: 0, 1>}> : (vector<2x3xf32>) -> f32
    %16 = "vector.extract"(%arg13) <{static_position = array<i64: 1>}> : (vector<2x3xf32>) -> vector<3xf32>
    %17 = "vector.extractelement"(%arg17, %arg16) : (vector<4xf32>, index) -> f32
    %18 = "vector.insertelement"(%arg14, %arg17, %arg16) : (f32, vector<4xf32>, index) -> vector<4xf32>
    %19 = "vector.insert"(%arg15, %arg13) <{static_position = array<i64: 0>}> : (vector<3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
    "func.return"(%14, %15, %16, %17, %18, %19) : (vector<2x3xf32>, f32, vector<3xf32>, f32, vector<4xf32>, vector<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, vector<3xf32>) -> (vector<4xf32>, vector<2x3xf32>, vector<2x3xf32>), sym_name = "broadcast_splat"}> ({
  ^bb0(%arg11: f32, %arg12: vector<3xf32>):
    %11 = "vector.splat"(%arg11) : (f32) -> vector<4xf32>
    %12 = "vector.broadcast"(%arg11) : (f32) -> vector<2x3xf32>
    %13 = "vector.broadcast"(%arg12) : (vector<3xf32>) -> vector<2x3xf32>
    "func.return"(%11, %12, %13) : (vector<4xf32>, vector<2x3xf32>, vector<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (vector<4xi1>, vector<4xi1>), sym_name = "masks"}> ({
  ^bb0(%arg10: index):
    %9 = "vector.create_mask"(%arg10) : (index) -> vector<4xi1>
    %10 = "vector.constant_mask"() <{mask_dim_sizes = [2]}> : () -> vector<4xi1>
    "func.return"(%9, %10) : (vector<4xi1>, vector<4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x2xf32>, vector<4xf32>) -> (vector<4xf32>, vector<2x2xf32>, vector<2xf32>, vector<4xf32>), sym_name = "shapes"}> ({
  ^bb0(%arg8: vector<2x2xf32>, %arg9: vector<4xf32>):
    %5 = "vector.shape_cast"(%arg8) : (vector<2x2xf32>) -> vector<4xf32>
    %6 = "vector.transpose"(%arg8) <{permutation = array<i64: 1, 0>}> : (vector<2x2xf32>) -> vector<2x2xf32>
    %7 = "vector.extract_strided_slice"(%arg9) <{offsets = [1], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xf32>
    %8 = "vector.insert_strided_slice"(%7, %arg9) <{offsets = [2], strides = [1]}> : (vector<2xf32>, vector<4xf32>) -> vector<4xf32>
    "func.return"(%5, %6, %7, %8) : (vector<4xf32>, vector<2x2xf32>, vector<2xf32>, vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xf32>, vector<3xf32>, vector<2x3xf32>) -> vector<2x3xf32>, sym_name = "outer"}> ({
  ^bb0(%arg5: vector<2xf32>, %arg6: vector<3xf32>, %arg7: vector<2x3xf32>):
    %4 = "vector.outerproduct"(%arg5, %arg6, %arg7) <{kind = #vector.kind<add>}> : (vector<2xf32>, vector<3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
    "func.return"(%4) : (vector<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index, vector<4xi1>, vector<4xf32>, vector<4xi32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>), sym_name = "memory"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xf32>, %arg4: vector<4xi32>):
    %0 = "vector.load"(%arg0, %arg1) : (memref<?xf32>, index) -> vector<4xf32>
    "vector.store"(%arg3, %arg0, %arg1) : (vector<4xf32>, memref<?xf32>, index) -> ()
    %1 = "vector.maskedload"(%arg0, %arg1, %arg2, %arg3) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "vector.maskedstore"(%arg0, %arg1, %arg2, %arg3) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
    %2 = "vector.gather"(%arg0, %arg1, %arg4, %arg2, %arg3) : (memref<?xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %3 = "vector.expandload"(%arg0, %arg1, %arg2, %arg3) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "vector.compressstore"(%arg0, %arg1, %arg2, %arg3) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
    "vector.scatter"(%arg0, %arg1, %arg4, %arg2, %arg3) : (memref<?xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> ()
    "func.return"(%0, %1, %2, %3) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

