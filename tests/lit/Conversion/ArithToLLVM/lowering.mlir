// arith ops lowered to llvm: scalars, fastmath/overflow flags, n-D vectors unrolled over
// arrays of 1-D vectors, index with the index-bitwidth option; unsupported types stay.
// RUN: rmlir-opt %s -convert-arith-to-llvm | FileCheck %s
// RUN: rmlir-opt %s -convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32

func.func @scalars(%a: index, %b: i32, %x: f32, %u: ui8) -> (index, f32) {
  %c = arith.constant 7 : index
  %0 = arith.muli %a, %c overflow<nsw, nuw> : index
  %1 = arith.subf %x, %x fastmath<nnan, ninf> : f32
  %2 = arith.index_castui %b : i32 to index
  %3 = arith.index_cast %a : index to i16
  %4 = arith.cmpf ult, %x, %1 fastmath<fast> : f32
  %5 = arith.maxsi %b, %b : i32
  %6 = arith.select %4, %x, %1 : f32
  %7 = arith.bitcast %b : i32 to f32
  %8 = arith.addi %b, %5 : i32
  %9 = arith.cmpi ugt, %b, %8 : i32
  %10 = arith.negf %x : f32
  return %0, %6 : index, f32
}

func.func @vectors(%v: vector<4xi32>, %w: vector<2x2xf32>, %i: vector<2x3xindex>, %z: vector<f32>) -> vector<2x2xf32> {
  %0 = arith.shrui %v, %v : vector<4xi32>
  %1 = arith.mulf %w, %w fastmath<contract> : vector<2x2xf32>
  %2 = arith.index_cast %i : vector<2x3xindex> to vector<2x3xi32>
  %3 = arith.cmpf olt, %w, %1 : vector<2x2xf32>
  %4 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %5 = arith.addf %z, %z : vector<f32>
  return %1 : vector<2x2xf32>
}

func.func @unsupported(%t: tensor<4xf32>, %x: tf32) -> tensor<4xf32> {
  %0 = arith.addf %t, %t : tensor<4xf32>
  %1 = arith.addf %x, %x : tf32
  return %0 : tensor<4xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @scalars(%arg0: index, %arg1: i32, %arg2: f32, %arg3: ui8) -> (index, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %2 = llvm.mul %0, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = llvm.fsub %arg2, %arg2  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %5 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT: %6 = llvm.trunc %0 : i64 to i16
// CHECK-NEXT: %7 = llvm.fcmp "ult" %arg2, %4 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %8 = llvm.select %7, %arg2, %4 : i1, f32
// CHECK-NEXT: %9 = llvm.bitcast %arg1 : i32 to f32
// CHECK-NEXT: %10 = llvm.add %arg1, %arg1 : i32
// CHECK-NEXT: %11 = llvm.icmp "ugt" %arg1, %10 : i32
// CHECK-NEXT: %12 = llvm.fneg %arg2  : f32
// CHECK-NEXT: return %3, %8 : index, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vectors(%arg0: vector<4xi32>, %arg1: vector<2x2xf32>, %arg2: vector<2x3xindex>, %arg3: vector<f32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xindex> to !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %3 = llvm.lshr %arg0, %arg0  : vector<4xi32>
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %7 = llvm.fmul %5, %6  {fastmathFlags = #llvm.fastmath<contract>} : vector<2xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %4[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %11 = llvm.fmul %9, %10  {fastmathFlags = #llvm.fastmath<contract>} : vector<2xf32>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %8[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %14 = llvm.mlir.undef : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %15 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %16 = llvm.trunc %15 : vector<3xi64> to vector<3xi32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %14[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %19 = llvm.trunc %18 : vector<3xi64> to vector<3xi32>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %17[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %21 = llvm.mlir.undef : !llvm.array<2 x vector<2xi1>>
// CHECK-NEXT: %22 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %23 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %24 = llvm.fcmp "olt" %22, %23 : vector<2xf32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %21[0] : !llvm.array<2 x vector<2xi1>>
// CHECK-NEXT: %26 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %27 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %28 = llvm.fcmp "olt" %26, %27 : vector<2xf32>
// CHECK-NEXT: %29 = llvm.insertvalue %28, %25[1] : !llvm.array<2 x vector<2xi1>>
// CHECK-NEXT: %30 = llvm.mlir.constant(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00{{\]\]}}> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %31 = llvm.fadd %0, %0  : vector<1xf32>
// CHECK-NEXT: return %13 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unsupported(%arg0: tensor<4xf32>, %arg1: tf32) -> tensor<4xf32> {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : tensor<4xf32>
// CHECK-NEXT: %1 = arith.addf %arg1, %arg1 : tf32
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }

// IDX32: module {
// IDX32-LABEL: func.func @scalars(%arg0: index, %arg1: i32, %arg2: f32, %arg3: ui8) -> (index, f32) {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
// IDX32-NEXT: %1 = llvm.mlir.constant(7 : index) : i32
// IDX32-NEXT: %2 = llvm.mul %0, %1 overflow<nsw, nuw> : i32
// IDX32-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i32 to index
// IDX32-NEXT: %4 = llvm.fsub %arg2, %arg2  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// IDX32-NEXT: %5 = llvm.trunc %0 : i32 to i16
// IDX32-NEXT: %6 = llvm.fcmp "ult" %arg2, %4 {fastmathFlags = #llvm.fastmath<fast>} : f32
// IDX32-NEXT: %7 = llvm.select %6, %arg2, %4 : i1, f32
// IDX32-NEXT: %8 = llvm.bitcast %arg1 : i32 to f32
// IDX32-NEXT: %9 = llvm.add %arg1, %arg1 : i32
// IDX32-NEXT: %10 = llvm.icmp "ugt" %arg1, %9 : i32
// IDX32-NEXT: %11 = llvm.fneg %arg2  : f32
// IDX32-NEXT: return %3, %7 : index, f32
// IDX32-NEXT: }

// As mlir-opt 19, the ceil/floor divisions have no lowering and stay.
// CHECK-LABEL: func.func @divisions
// CHECK-NEXT: arith.ceildivsi
// CHECK-NEXT: arith.floordivsi
// IDX32-LABEL: func.func @divisions
func.func @divisions(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %0, %b : i32
  return %0, %1 : i32, i32
}
