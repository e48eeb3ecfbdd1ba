// Constant folding of the math ops, results materialized as arith.constant.
// RUN: rmlir-opt %s -canonicalize -split-input-file | FileCheck %s

// Transcendental functions fold f32 and f64 constants with the C library's results.
// CHECK-LABEL: func.func @transcendental_f32(
// CHECK-DAG:     %[[V0:.*]] = arith.constant 0.722734272 : f32
// CHECK-DAG:     %[[V1:.*]] = arith.constant 0xFFC00000 : f32
// CHECK-DAG:     %[[V2:.*]] = arith.constant 0.848062098 : f32
// CHECK-DAG:     %[[V3:.*]] = arith.constant 0.693147182 : f32
// CHECK-DAG:     %[[V4:.*]] = arith.constant 0.643501102 : f32
// CHECK-DAG:     %[[V5:.*]] = arith.constant 0.972955107 : f32
// CHECK-DAG:     %[[V6:.*]] = arith.constant 0.731688857 : f32
// CHECK-DAG:     %[[V7:.*]] = arith.constant 1.29468334 : f32
// CHECK-DAG:     %[[V8:.*]] = arith.constant 0.711155653 : f32
// CHECK-DAG:     %[[V9:.*]] = arith.constant 2.117000e+00 : f32
// CHECK-DAG:     %[[V10:.*]] = arith.constant 1.68179286 : f32
// CHECK-DAG:     %[[V11:.*]] = arith.constant 1.117000e+00 : f32
// CHECK-DAG:     %[[V12:.*]] = arith.constant -0.287682086 : f32
// CHECK-DAG:     %[[V13:.*]] = arith.constant -0.124938749 : f32
// CHECK-DAG:     %[[V14:.*]] = arith.constant 0.559615791 : f32
// CHECK-DAG:     %[[V15:.*]] = arith.constant -0.415037513 : f32
// CHECK-DAG:     %[[V16:.*]] = arith.constant 0.681638777 : f32
// CHECK-DAG:     %[[V17:.*]] = arith.constant 0.822316706 : f32
// CHECK-DAG:     %[[V18:.*]] = arith.constant 0.866025388 : f32
// CHECK-DAG:     %[[V19:.*]] = arith.constant 0.931596457 : f32
// CHECK-DAG:     %[[V20:.*]] = arith.constant 0.635148942 : f32
// CHECK-DAG:     %[[V21:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]], %[[V16]], %[[V17]], %[[V18]], %[[V19]], %[[V20]], %[[V21]] : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @transcendental_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c = arith.constant 0.75 : f32
  %0 = math.acos %c : f32
  %1 = math.acosh %c : f32
  %2 = math.asin %c : f32
  %3 = math.asinh %c : f32
  %4 = math.atan %c : f32
  %5 = math.atanh %c : f32
  %6 = math.cos %c : f32
  %7 = math.cosh %c : f32
  %8 = math.erf %c : f32
  %9 = math.exp %c : f32
  %10 = math.exp2 %c : f32
  %11 = math.expm1 %c : f32
  %12 = math.log %c : f32
  %13 = math.log10 %c : f32
  %14 = math.log1p %c : f32
  %15 = math.log2 %c : f32
  %16 = math.sin %c : f32
  %17 = math.sinh %c : f32
  %18 = math.sqrt %c : f32
  %19 = math.tan %c : f32
  %20 = math.tanh %c : f32
  %21 = math.round %c : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @transcendental_f64(
// CHECK-DAG:     %[[V0:.*]] = arith.constant 0x7FF8000000000000 : f64
// CHECK-DAG:     %[[V1:.*]] = arith.constant 0xFFF8000000000000 : f64
// CHECK-DAG:     %[[V2:.*]] = arith.constant -1.6472311463710958 : f64
// CHECK-DAG:     %[[V3:.*]] = arith.constant -1.1902899496825317 : f64
// CHECK-DAG:     %[[V4:.*]] = arith.constant -0.8011436155469337 : f64
// CHECK-DAG:     %[[V5:.*]] = arith.constant 6.1322894796636858 : f64
// CHECK-DAG:     %[[V6:.*]] = arith.constant -0.99959304798255499 : f64
// CHECK-DAG:     %[[V7:.*]] = arith.constant 0.0820849986238988 : f64
// CHECK-DAG:     %[[V8:.*]] = arith.constant 0.17677669529663689 : f64
// CHECK-DAG:     %[[V9:.*]] = arith.constant -0.91791500137610126 : f64
// CHECK-DAG:     %[[V10:.*]] = arith.constant -0.59847214410395655 : f64
// CHECK-DAG:     %[[V11:.*]] = arith.constant -6.0502044810397875 : f64
// CHECK-DAG:     %[[V12:.*]] = arith.constant 0.74702229723866032 : f64
// CHECK-DAG:     %[[V13:.*]] = arith.constant -0.98661429815143031 : f64
// CHECK-DAG:     %[[V14:.*]] = arith.constant -3.000000e+00 : f64
// CHECK-DAG:     %[[V15:.*]] = arith.constant -2.000000e+00 : f64
// CHECK-DAG:     %[[V16:.*]] = arith.constant 2.500000e+00 : f64
// CHECK: return %[[V0]], %[[V1]], %[[V0]], %[[V2]], %[[V3]], %[[V1]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]], %[[V15]], %[[V14]], %[[V15]], %[[V16]] : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @transcendental_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c = arith.constant -2.5 : f64
  %0 = math.acos %c : f64
  %1 = math.acosh %c : f64
  %2 = math.asin %c : f64
  %3 = math.asinh %c : f64
  %4 = math.atan %c : f64
  %5 = math.atanh %c : f64
  %6 = math.cos %c : f64
  %7 = math.cosh %c : f64
  %8 = math.erf %c : f64
  %9 = math.exp %c : f64
  %10 = math.exp2 %c : f64
  %11 = math.expm1 %c : f64
  %12 = math.sin %c : f64
  %13 = math.sinh %c : f64
  %14 = math.tan %c : f64
  %15 = math.tanh %c : f64
  %16 = math.round %c : f64
  %17 = math.trunc %c : f64
  %18 = math.ceil %c : f64
  %19 = math.floor %c : f64
  %20 = math.roundeven %c : f64
  %21 = math.absf %c : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

// log, log2, log10 and sqrt refuse negative operands (-0.0 included); log1p refuses
// operands below -1.
// CHECK-LABEL: func.func @negative_domain(
// CHECK-DAG:     %[[V0:.*]] = arith.constant -0.693147182 : f32
// CHECK-DAG:     %[[V1:.*]] = arith.constant 0xFFF0000000000000 : f64
// CHECK-DAG:     %[[V2:.*]] = arith.constant -0.000000e+00 : f64
// CHECK-DAG:     %[[V3:.*]] = arith.constant -4.000000e+00 : f32
// CHECK: %[[V4:.*]] = math.log %[[V2]] : f64
// CHECK-NEXT: %[[V5:.*]] = math.sqrt %[[V3]] : f32
// CHECK-NEXT: %[[V6:.*]] = math.log10 %[[V3]] : f32
// CHECK-NEXT: %[[V7:.*]] = math.log1p %[[V3]] : f32
// CHECK-NEXT: return %[[V4]], %[[V5]], %[[V1]], %[[V6]], %[[V2]], %[[V7]], %[[V0]] : f64, f32, f64, f32, f64, f32, f32
// CHECK-NEXT: }
func.func @negative_domain(%x: f32) -> (f64, f32, f64, f32, f64, f32, f32) {
  %m = arith.constant -0.0 : f64
  %n = arith.constant -4.0 : f32
  %z = arith.constant 0.0 : f64
  %h = arith.constant -0.5 : f32
  %0 = math.log %m : f64
  %1 = math.sqrt %n : f32
  %2 = math.log2 %z : f64
  %3 = math.log10 %n : f32
  %4 = math.log1p %m : f64
  %5 = math.log1p %n : f32
  %6 = math.log1p %h : f32
  return %0, %1, %2, %3, %4, %5, %6 : f64, f32, f64, f32, f64, f32, f32
}

// -----

// Only absf, ceil, floor and roundeven fold other float types; cbrt, rsqrt, fma and
// fpowi never fold.
// CHECK-LABEL: func.func @narrow_types(
// CHECK-DAG:     %[[V0:.*]] = arith.constant 7.250000e+00 : f128
// CHECK-DAG:     %[[V1:.*]] = arith.constant 2.000000e+00 : f80
// CHECK-DAG:     %[[V2:.*]] = arith.constant -2.500000e+00 : f16
// CHECK-DAG:     %[[V3:.*]] = arith.constant 3.500000e+00 : bf16
// CHECK-DAG:     %[[V4:.*]] = arith.constant 8.000000e+00 : f32
// CHECK-DAG:     %[[V5:.*]] = arith.constant 4.000000e+00 : f64
// CHECK-DAG:     %[[V6:.*]] = arith.constant 2 : i32
// CHECK-DAG:     %[[V7:.*]] = arith.constant 2.500000e+00 : f16
// CHECK-DAG:     %[[V8:.*]] = arith.constant -2.000000e+00 : f16
// CHECK-DAG:     %[[V9:.*]] = arith.constant 3.000000e+00 : bf16
// CHECK-DAG:     %[[V10:.*]] = arith.constant 4.000000e+00 : bf16
// CHECK: %[[V11:.*]] = math.exp %[[V2]] : f16
// CHECK-NEXT: %[[V12:.*]] = math.sin %[[V3]] : bf16
// CHECK-NEXT: %[[V13:.*]] = math.trunc %[[V2]] : f16
// CHECK-NEXT: %[[V14:.*]] = math.cbrt %[[V4]] : f32
// CHECK-NEXT: %[[V15:.*]] = math.fma %[[V4]], %[[V4]], %[[V4]] : f32
// CHECK-NEXT: %[[V16:.*]] = math.rsqrt %[[V5]] : f64
// CHECK-NEXT: %[[V17:.*]] = math.fpowi %[[V4]], %[[V6]] : f32, i32
// CHECK-NEXT: return %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V8]], %[[V11]], %[[V12]], %[[V13]], %[[V1]], %[[V0]], %[[V14]], %[[V15]], %[[V16]], %[[V17]] : f16, f16, bf16, bf16, f16, f16, bf16, f16, f80, f128, f32, f32, f64, f32
// CHECK-NEXT: }
func.func @narrow_types() -> (f16, f16, bf16, bf16, f16, f16, bf16, f16, f80, f128, f32, f32, f64, f32) {
  %h = arith.constant -2.5 : f16
  %b = arith.constant 3.5 : bf16
  %e = arith.constant 1.5 : f80
  %q = arith.constant -7.25 : f128
  %s = arith.constant 8.0 : f32
  %d = arith.constant 4.0 : f64
  %i = arith.constant 2 : i32
  %0 = math.absf %h : f16
  %1 = math.ceil %h : f16
  %2 = math.floor %b : bf16
  %3 = math.roundeven %b : bf16
  %4 = math.roundeven %h : f16
  %5 = math.exp %h : f16
  %6 = math.sin %b : bf16
  %7 = math.trunc %h : f16
  %8 = math.ceil %e : f80
  %9 = math.absf %q : f128
  %10 = math.cbrt %s : f32
  %11 = math.fma %s, %s, %s : f32
  %12 = math.rsqrt %d : f64
  %13 = math.fpowi %s, %i : f32, i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f16, f16, bf16, bf16, f16, f16, bf16, f16, f80, f128, f32, f32, f64, f32
}

// -----

// Special values: NaN results print in hexadecimal.
// CHECK-LABEL: func.func @special_values(
// CHECK-DAG:     %[[V0:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG:     %[[V1:.*]] = arith.constant 0xFFF8000000000000 : f64
// CHECK-DAG:     %[[V2:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG:     %[[V3:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V1]], %[[V0]] : f32, f64, f32, f32, f64, f32
// CHECK-NEXT: }
func.func @special_values() -> (f32, f64, f32, f32, f64, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0xFFF8000000000000 : f64
  %two = arith.constant 2.0 : f32
  %0 = math.exp %inf : f32
  %1 = math.sin %nan : f64
  %2 = math.acos %two : f32
  %3 = math.tanh %inf : f32
  %4 = math.floor %nan : f64
  %5 = math.absf %inf : f32
  return %0, %1, %2, %3, %4, %5 : f32, f64, f32, f32, f64, f32
}

// -----

// Binary ops: atan2 of two zeros is NaN in any type; copysign folds every float type;
// powf and atan2 otherwise fold f32 and f64 only.
// CHECK-LABEL: func.func @binary(
// CHECK-DAG:     %[[V0:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-DAG:     %[[V1:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG:     %[[V2:.*]] = arith.constant 2.000000e+00 : f16
// CHECK-DAG:     %[[V3:.*]] = arith.constant -4.000000e+00 : bf16
// CHECK-DAG:     %[[V4:.*]] = arith.constant -9.000000e+00 : f64
// CHECK-DAG:     %[[V5:.*]] = arith.constant 1.500000e+00 : f16
// CHECK-DAG:     %[[V6:.*]] = arith.constant -2.000000e+00 : f16
// CHECK-DAG:     %[[V7:.*]] = arith.constant 2.4980917 : f32
// CHECK-DAG:     %[[V8:.*]] = arith.constant 0x7FF8000000000000 : f64
// CHECK-DAG:     %[[V9:.*]] = arith.constant 0.444444448 : f32
// CHECK: %[[V10:.*]] = math.powf %[[V5]], %[[V6]] : f16
// CHECK-NEXT: %[[V11:.*]] = math.atan2 %[[V6]], %[[V6]] : f16
// CHECK-NEXT: return %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V4]], %[[V3]], %[[V2]], %[[V1]], %[[V0]] : f32, f64, f32, f16, f16, f64, bf16, f16, f32, f64
// CHECK-NEXT: }
func.func @binary() -> (f32, f64, f32, f16, f16, f64, bf16, f16, f32, f64) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.0 : f32
  %z = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %h = arith.constant 1.5 : f16
  %hb = arith.constant -2.0 : f16
  %bb = arith.constant 4.0 : bf16
  %bn = arith.constant -0.0 : bf16
  %d = arith.constant 9.0 : f64
  %0 = math.atan2 %a, %b : f32
  %1 = math.atan2 %z, %nz : f64
  %2 = math.powf %a, %b : f32
  %3 = math.powf %h, %hb : f16
  %4 = math.atan2 %hb, %hb : f16
  %5 = math.copysign %d, %nz : f64
  %6 = math.copysign %bb, %bn : bf16
  %7 = math.copysign %hb, %h : f16
  %8 = math.copysign %b, %a : f32
  %9 = math.powf %d, %z : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f64, f32, f16, f16, f64, bf16, f16, f32, f64
}

// -----

// Integer ops fold every width.
// CHECK-LABEL: func.func @integer(
// CHECK-DAG:     %[[V0:.*]] = arith.constant 5 : i32
// CHECK-DAG:     %[[V1:.*]] = arith.constant -128 : i8
// CHECK-DAG:     %[[V2:.*]] = arith.constant 3 : i8
// CHECK-DAG:     %[[V3:.*]] = arith.constant 64 : i64
// CHECK-DAG:     %[[V4:.*]] = arith.constant 11 : i16
// CHECK-DAG:     %[[V5:.*]] = arith.constant false
// CHECK-DAG:     %[[V6:.*]] = arith.constant 127 : i128
// CHECK-DAG:     %[[V7:.*]] = arith.constant 0 : i32
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V3]] : i32, i8, i8, i64, i16, i1, i128, i32, i64
// CHECK-NEXT: }
func.func @integer() -> (i32, i8, i8, i64, i16, i1, i128, i32, i64) {
  %m5 = arith.constant -5 : i32
  %min = arith.constant -128 : i8
  %c20 = arith.constant 20 : i8
  %z = arith.constant 0 : i64
  %c = arith.constant 0x7F0F : i16
  %t = arith.constant true
  %big = arith.constant 1 : i128
  %0 = math.absi %m5 : i32
  %1 = math.absi %min : i8
  %2 = math.ctlz %c20 : i8
  %3 = math.cttz %z : i64
  %4 = math.ctpop %c : i16
  %5 = math.ctlz %t : i1
  %6 = math.ctlz %big : i128
  %7 = math.cttz %m5 : i32
  %8 = math.ctlz %z : i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i8, i8, i64, i16, i1, i128, i32, i64
}

// -----

// ipowi: x^0 is 1; a negative exponent gives 1 or -1 for bases 1 and -1, 0 otherwise,
// and leaves base 0 unfolded; positive exponents wrap.
// CHECK-LABEL: func.func @ipowi(
// CHECK-DAG:     %[[V0:.*]] = arith.constant 45 : i8
// CHECK-DAG:     %[[V1:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[V2:.*]] = arith.constant -1 : i32
// CHECK-DAG:     %[[V3:.*]] = arith.constant -27 : i32
// CHECK-DAG:     %[[V4:.*]] = arith.constant 1 : i32
// CHECK: %[[V5:.*]] = math.ipowi %[[V1]], %[[V2]] : i32
// CHECK-NEXT: return %[[V3]], %[[V4]], %[[V5]], %[[V2]], %[[V1]], %[[V4]], %[[V0]], %[[V4]] : i32, i32, i32, i32, i32, i32, i8, i32
// CHECK-NEXT: }
func.func @ipowi() -> (i32, i32, i32, i32, i32, i32, i8, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  %cm3 = arith.constant -3 : i32
  %c5 = arith.constant 5 : i8
  %c7 = arith.constant 7 : i8
  %0 = math.ipowi %cm3, %c3 : i32
  %1 = math.ipowi %c3, %c0 : i32
  %2 = math.ipowi %c0, %cm1 : i32
  %3 = math.ipowi %cm1, %cm3 : i32
  %4 = math.ipowi %c3, %cm1 : i32
  %5 = math.ipowi %c1, %cm3 : i32
  %6 = math.ipowi %c5, %c7 : i8
  %7 = math.ipowi %c0, %c0 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i8, i32
}

// -----

// Splats and dense elements fold elementwise; one refused element refuses the whole fold.
// CHECK-LABEL: func.func @shaped(
// CHECK-DAG:     %[[V0:.*]] = arith.constant dense<0> : vector<2xi8>
// CHECK-DAG:     %[[V1:.*]] = arith.constant dense<[1.000000e+00, -1.000000e+00]> : vector<2xf16>
// CHECK-DAG:     %[[V2:.*]] = arith.constant dense<[0x7FC00000, 0.785398185]> : tensor<2xf32>
// CHECK-DAG:     %[[V3:.*]] = arith.constant dense<[15, 14, 0]> : vector<3xi16>
// CHECK-DAG:     %[[V4:.*]] = arith.constant dense<[-5.000000e-01, 2.000000e+00]> : vector<2xf32>
// CHECK-DAG:     %[[V5:.*]] = arith.constant dense<[1.64872122, 7.3890562]> : vector<2xf32>
// CHECK-DAG:     %[[V6:.*]] = arith.constant dense<[0.8414709848078965, 0.90929742682568171, 0.14112000805986721]> : tensor<3xf64>
// CHECK: %[[V7:.*]] = math.log %[[V4]] : vector<2xf32>
// CHECK-NEXT: return %[[V5]], %[[V6]], %[[V7]], %[[V3]], %[[V2]], %[[V1]], %[[V0]] : vector<2xf32>, tensor<3xf64>, vector<2xf32>, vector<3xi16>, tensor<2xf32>, vector<2xf16>, vector<2xi8>
// CHECK-NEXT: }
func.func @shaped() -> (vector<2xf32>, tensor<3xf64>, vector<2xf32>, vector<3xi16>, tensor<2xf32>, vector<2xf16>, vector<2xi8>) {
  %v = arith.constant dense<[0.5, 2.0]> : vector<2xf32>
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  %n = arith.constant dense<[-0.5, 2.0]> : vector<2xf32>
  %i = arith.constant dense<[1, 2, -3]> : vector<3xi16>
  %z = arith.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %h = arith.constant dense<[1.5, -0.5]> : vector<2xf16>
  %s = arith.constant dense<-3> : vector<2xi8>
  %0 = math.exp %v : vector<2xf32>
  %1 = math.sin %t : tensor<3xf64>
  %2 = math.log %n : vector<2xf32>
  %3 = math.ctlz %i : vector<3xi16>
  %4 = math.atan2 %z, %z : tensor<2xf32>
  %5 = math.floor %h : vector<2xf16>
  %6 = math.ipowi %s, %s : vector<2xi8>
  return %0, %1, %2, %3, %4, %5, %6 : vector<2xf32>, tensor<3xf64>, vector<2xf32>, vector<3xi16>, tensor<2xf32>, vector<2xf16>, vector<2xi8>
}
