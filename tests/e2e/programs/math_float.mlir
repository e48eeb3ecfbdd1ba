// math ops lowered to LLVM intrinsics: sqrt, exp, exp2, log, log2, log10, log1p,
// expm1, sin, cos, powf, fma, absf, copysign, rsqrt, round, roundeven, floor, ceil, trunc.
// RUN-PIPELINE: -convert-math-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%x: f64) {
  func.call @printF64(%x) : (f64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @unary(%x: f64) {
  %0 = math.sqrt %x : f64
  func.call @p(%0) : (f64) -> ()
  %1 = math.exp %x : f64
  func.call @p(%1) : (f64) -> ()
  %2 = math.exp2 %x : f64
  func.call @p(%2) : (f64) -> ()
  %3 = math.log %x : f64
  func.call @p(%3) : (f64) -> ()
  %4 = math.log2 %x : f64
  func.call @p(%4) : (f64) -> ()
  %5 = math.log10 %x : f64
  func.call @p(%5) : (f64) -> ()
  %6 = math.log1p %x : f64
  func.call @p(%6) : (f64) -> ()
  %7 = math.expm1 %x : f64
  func.call @p(%7) : (f64) -> ()
  %8 = math.sin %x : f64
  func.call @p(%8) : (f64) -> ()
  %9 = math.cos %x : f64
  func.call @p(%9) : (f64) -> ()
  %10 = math.rsqrt %x : f64
  func.call @p(%10) : (f64) -> ()
  %11 = math.round %x : f64
  func.call @p(%11) : (f64) -> ()
  %12 = math.roundeven %x : f64
  func.call @p(%12) : (f64) -> ()
  %13 = math.floor %x : f64
  func.call @p(%13) : (f64) -> ()
  %14 = math.ceil %x : f64
  func.call @p(%14) : (f64) -> ()
  %15 = math.trunc %x : f64
  func.call @p(%15) : (f64) -> ()
  %n = arith.negf %x : f64
  %16 = math.absf %n : f64
  func.call @p(%16) : (f64) -> ()
  %17 = math.round %n : f64
  func.call @p(%17) : (f64) -> ()
  %18 = math.floor %n : f64
  func.call @p(%18) : (f64) -> ()
  %f = arith.truncf %x : f64 to f32
  %19 = math.sqrt %f fastmath<afn> : f32
  func.call @printF32(%19) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @binary(%x: f64, %y: f64) {
  %0 = math.powf %x, %y : f64
  func.call @p(%0) : (f64) -> ()
  %1 = math.fma %x, %y, %x : f64
  func.call @p(%1) : (f64) -> ()
  %2 = math.copysign %x, %y : f64
  func.call @p(%2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 2.5 : f64
  %b = arith.constant 0.5 : f64
  %c = arith.constant 10.0 : f64
  %d = arith.constant 3.5 : f64
  func.call @unary(%a) : (f64) -> ()
  func.call @unary(%b) : (f64) -> ()
  func.call @unary(%c) : (f64) -> ()
  func.call @unary(%d) : (f64) -> ()
  %m = arith.constant -1.5 : f64
  func.call @binary(%a, %d) : (f64, f64) -> ()
  func.call @binary(%c, %m) : (f64, f64) -> ()
  func.call @binary(%b, %b) : (f64, f64) -> ()
  return
}
