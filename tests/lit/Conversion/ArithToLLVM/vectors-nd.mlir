// n-D vector ops unrolled over llvm arrays of 1-D vectors (select with a scalar condition
// stays whole), then the casts between the lowered ops reconciled away.
// RUN: rmlir-opt %s -convert-arith-to-llvm=index-bitwidth=16 -reconcile-unrealized-casts | FileCheck %s

func.func @f(%c: vector<2x3xi1>, %a: vector<2x3xf16>, %b: vector<2x3xf16>, %s: i1, %t: tensor<2xf32>, %i: vector<2x2xi64>, %x: index) -> vector<2x3xf32> {
  %0 = arith.select %c, %a, %b : vector<2x3xi1>, vector<2x3xf16>
  %1 = arith.extf %0 : vector<2x3xf16> to vector<2x3xf32>
  %2 = arith.select %s, %a, %b : vector<2x3xf16>
  %3 = arith.constant dense<1.0> : tensor<2xf32>
  %4 = arith.bitcast %i : vector<2x2xi64> to vector<2x2xf64>
  %5 = arith.index_cast %i : vector<2x2xi64> to vector<2x2xindex>
  %7 = arith.index_castui %x : index to i64
  %8 = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xindex>
  %9 = arith.addi %5, %8 : vector<2x2xindex>
  %10 = arith.negf %1 : vector<2x3xf32>
  return %10 : vector<2x3xf32>
}

// CHECK-LABEL: func.func @f(%arg0: vector<2x3xi1>, %arg1: vector<2x3xf16>, %arg2: vector<2x3xf16>, %arg3: i1, %arg4: tensor<2xf32>, %arg5: vector<2x2xi64>, %arg6: index) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg6 : index to i16
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg5 : vector<2x2xi64> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf16> to !llvm.array<2 x vector<3xf16>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf16> to !llvm.array<2 x vector<3xf16>>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.array<2 x vector<3xf16>>
// CHECK-NEXT: %6 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT: %7 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf16>> 
// CHECK-NEXT: %8 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf16>> 
// CHECK-NEXT: %9 = llvm.select %6, %7, %8 : vector<3xi1>, vector<3xf16>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %5[0] : !llvm.array<2 x vector<3xf16>> 
// CHECK-NEXT: %11 = llvm.extractvalue %4[1] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT: %12 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xf16>> 
// CHECK-NEXT: %13 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf16>> 
// CHECK-NEXT: %14 = llvm.select %11, %12, %13 : vector<3xi1>, vector<3xf16>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %10[1] : !llvm.array<2 x vector<3xf16>> 
// CHECK-NEXT: %16 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %15[0] : !llvm.array<2 x vector<3xf16>> 
// CHECK-NEXT: %18 = llvm.fpext %17 : vector<3xf16> to vector<3xf32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %16[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT: %20 = llvm.extractvalue %15[1] : !llvm.array<2 x vector<3xf16>> 
// CHECK-NEXT: %21 = llvm.fpext %20 : vector<3xf16> to vector<3xf32>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %19[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT: %23 = llvm.select %arg3, %3, %2 : i1, !llvm.array<2 x vector<3xf16>>
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: %24 = llvm.mlir.undef : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %25 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi64>> 
// CHECK-NEXT: %26 = llvm.bitcast %25 : vector<2xi64> to vector<2xf64>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %24[0] : !llvm.array<2 x vector<2xf64>> 
// CHECK-NEXT: %28 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi64>> 
// CHECK-NEXT: %29 = llvm.bitcast %28 : vector<2xi64> to vector<2xf64>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %27[1] : !llvm.array<2 x vector<2xf64>> 
// CHECK-NEXT: %31 = llvm.mlir.undef : !llvm.array<2 x vector<2xi16>>
// CHECK-NEXT: %32 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi64>> 
// CHECK-NEXT: %33 = llvm.trunc %32 : vector<2xi64> to vector<2xi16>
// CHECK-NEXT: %34 = llvm.insertvalue %33, %31[0] : !llvm.array<2 x vector<2xi16>> 
// CHECK-NEXT: %35 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi64>> 
// CHECK-NEXT: %36 = llvm.trunc %35 : vector<2xi64> to vector<2xi16>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %34[1] : !llvm.array<2 x vector<2xi16>> 
// CHECK-NEXT: %38 = llvm.zext %0 : i16 to i64
// CHECK-NEXT: %39 = llvm.mlir.constant(dense<{{\[\[}}1, 2], [3, 4{{\]\]}}> : vector<2x2xindex>) : !llvm.array<2 x vector<2xi16>>
// CHECK-NEXT: %40 = llvm.mlir.undef : !llvm.array<2 x vector<2xi16>>
// CHECK-NEXT: %41 = llvm.extractvalue %37[0] : !llvm.array<2 x vector<2xi16>> 
// CHECK-NEXT: %42 = llvm.extractvalue %39[0] : !llvm.array<2 x vector<2xi16>> 
// CHECK-NEXT: %43 = llvm.add %41, %42 : vector<2xi16>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %40[0] : !llvm.array<2 x vector<2xi16>> 
// CHECK-NEXT: %45 = llvm.extractvalue %37[1] : !llvm.array<2 x vector<2xi16>> 
// CHECK-NEXT: %46 = llvm.extractvalue %39[1] : !llvm.array<2 x vector<2xi16>> 
// CHECK-NEXT: %47 = llvm.add %45, %46 : vector<2xi16>
// CHECK-NEXT: %48 = llvm.insertvalue %47, %44[1] : !llvm.array<2 x vector<2xi16>> 
// CHECK-NEXT: %49 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %50 = llvm.extractvalue %22[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT: %51 = llvm.fneg %50  : vector<3xf32>
// CHECK-NEXT: %52 = llvm.insertvalue %51, %49[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT: %53 = llvm.extractvalue %22[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT: %54 = llvm.fneg %53  : vector<3xf32>
// CHECK-NEXT: %55 = llvm.insertvalue %54, %52[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT: %56 = builtin.unrealized_conversion_cast %55 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %56 : vector<2x3xf32>
// CHECK-NEXT: }
