// Math ops become llvm intrinsics (fastmath flags mapped, n-D vectors unrolled);
// expm1, log1p and rsqrt expand around a constant one; ctlz/cttz/absi get a false poison
// flag; ops without a lowering (math.tanh) stay.
// RUN: rmlir-opt %s -convert-math-to-llvm | FileCheck %s
// RUN: rmlir-opt %s -convert-math-to-llvm=approximate-log1p=false | FileCheck %s --check-prefix=NOLOG1P

// CHECK-LABEL: func.func @unary
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg0)  : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.ceil(%arg1)  {fastmathFlags = #llvm.fastmath<nnan, afn>} : (f64) -> f64
// CHECK-NEXT: %2 = llvm.intr.copysign(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.cos(%arg2)  : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %4 = llvm.intr.exp2(%arg0)  : (f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.floor(%arg0)  : (f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.fma(%arg0, %arg0, %arg0)  {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.log10(%arg0)  : (f32) -> f32
// CHECK-NEXT: %9 = llvm.intr.log2(%arg0)  : (f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.log(%arg0)  : (f32) -> f32
// CHECK-NEXT: %11 = llvm.intr.pow(%arg0, %arg0)  {fastmathFlags = #llvm.fastmath<nsz, reassoc>} : (f32, f32) -> f32
// CHECK-NEXT: %12 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
// CHECK-NEXT: %13 = llvm.intr.round(%arg0)  : (f32) -> f32
// CHECK-NEXT: %14 = llvm.intr.sin(%arg0)  : (f32) -> f32
// CHECK-NEXT: %15 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT: %16 = llvm.intr.trunc(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %17 = math.tanh %arg0 : f32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @ints
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi16> to !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT: %1 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT: %4 = "llvm.intr.cttz"(%3) <{is_zero_poison = false}> : (vector<3xi16>) -> vector<3xi16>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %2[0] : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT: %7 = "llvm.intr.cttz"(%6) <{is_zero_poison = false}> : (vector<3xi16>) -> vector<3xi16>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %5[1] : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT: %9 = "llvm.intr.abs"(%arg2) <{is_int_min_poison = false}> : (vector<4xi8>) -> vector<4xi8>
// CHECK-NEXT: %10 = llvm.intr.ctpop(%arg0)  : (i32) -> i32
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT: %13 = llvm.intr.ctpop(%12)  : (vector<3xi16>) -> vector<3xi16>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %11[0] : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT: %16 = llvm.intr.ctpop(%15)  : (vector<3xi16>) -> vector<3xi16>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %14[1] : !llvm.array<2 x vector<3xi16>>
// CHECK-NEXT: %18 = llvm.intr.powi(%arg3, %arg0)  : (f32, i32) -> f32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @expansions
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x[4]xf64> to !llvm.array<2 x vector<[4]xf64>>
// CHECK-NEXT: %1 = llvm.mlir.constant(1.000000e+00 : f16) : f16
// CHECK-NEXT: %2 = llvm.intr.exp(%arg0)  {fastmathFlags = #llvm.fastmath<ninf>} : (f16) -> f16
// CHECK-NEXT: %3 = llvm.fsub %2, %1  {fastmathFlags = #llvm.fastmath<ninf>} : f16
// CHECK-NEXT: %4 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %5 = llvm.fadd %4, %arg1  : vector<4xf32>
// CHECK-NEXT: %6 = llvm.intr.log(%5)  : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %7 = llvm.mlir.undef : !llvm.array<2 x vector<[4]xf64>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf64>>
// CHECK-NEXT: %9 = llvm.mlir.constant(dense<1.000000e+00> : vector<[4]xf64>) : vector<[4]xf64>
// CHECK-NEXT: %10 = llvm.intr.sqrt(%8)  {fastmathFlags = #llvm.fastmath<arcp>} : (vector<[4]xf64>) -> vector<[4]xf64>
// CHECK-NEXT: %11 = llvm.fdiv %9, %10  {fastmathFlags = #llvm.fastmath<arcp>} : vector<[4]xf64>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %7[0] : !llvm.array<2 x vector<[4]xf64>>
// CHECK-NEXT: %13 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf64>>
// CHECK-NEXT: %14 = llvm.mlir.constant(dense<1.000000e+00> : vector<[4]xf64>) : vector<[4]xf64>
// CHECK-NEXT: %15 = llvm.intr.sqrt(%13)  {fastmathFlags = #llvm.fastmath<arcp>} : (vector<[4]xf64>) -> vector<[4]xf64>
// CHECK-NEXT: %16 = llvm.fdiv %14, %15  {fastmathFlags = #llvm.fastmath<arcp>} : vector<[4]xf64>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %12[1] : !llvm.array<2 x vector<[4]xf64>>
// CHECK-NEXT: return

func.func @unary(%a: f32, %b: f64, %v: vector<4xf32>) {
  %0 = math.absf %a : f32
  %1 = math.ceil %b fastmath<nnan,afn> : f64
  %2 = math.copysign %a, %a : f32
  %3 = math.cos %v : vector<4xf32>
  %4 = math.exp2 %a : f32
  %5 = math.exp %a : f32
  %6 = math.floor %a : f32
  %7 = math.fma %a, %a, %a fastmath<contract> : f32
  %8 = math.log10 %a : f32
  %9 = math.log2 %a : f32
  %10 = math.log %a : f32
  %11 = math.powf %a, %a fastmath<reassoc,nsz> : f32
  %12 = math.roundeven %a : f32
  %13 = math.round %a : f32
  %14 = math.sin %a : f32
  %15 = math.sqrt %a fastmath<none> : f32
  %16 = math.trunc %a fastmath<fast> : f32
  %17 = math.tanh %a : f32
  return
}

func.func @ints(%i: i32, %v: vector<2x3xi16>, %w: vector<4xi8>, %f: f32) {
  %0 = math.ctlz %i : i32
  %1 = math.cttz %v : vector<2x3xi16>
  %2 = math.absi %w : vector<4xi8>
  %3 = math.ctpop %i : i32
  %4 = math.ctpop %v : vector<2x3xi16>
  %5 = math.fpowi %f, %i : f32, i32
  return
}

func.func @expansions(%a: f16, %v: vector<4xf32>, %n: vector<2x[4]xf64>) {
  %0 = math.expm1 %a fastmath<ninf> : f16
  %1 = math.log1p %v : vector<4xf32>
  %2 = math.rsqrt %n fastmath<arcp> : vector<2x[4]xf64>
  return
}

// NOLOG1P-LABEL: func.func @expansions
// NOLOG1P: math.log1p %arg1 : vector<4xf32>
