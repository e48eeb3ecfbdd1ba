// math ops without LLVM intrinsics go to libm calls (convert-math-to-libm).
// RUN-PIPELINE: -convert-math-to-libm -convert-math-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%x: f64) {
  func.call @printF64(%x) : (f64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @f(%x: f64, %y: f64) {
  %0 = math.tan %x : f64
  func.call @p(%0) : (f64) -> ()
  %1 = math.atan %x : f64
  func.call @p(%1) : (f64) -> ()
  %2 = math.atan2 %x, %y : f64
  func.call @p(%2) : (f64) -> ()
  %3 = math.tanh %x : f64
  func.call @p(%3) : (f64) -> ()
  %4 = math.erf %x : f64
  func.call @p(%4) : (f64) -> ()
  %5 = math.cbrt %x : f64
  func.call @p(%5) : (f64) -> ()
  %6 = math.sinh %x : f64
  func.call @p(%6) : (f64) -> ()
  %7 = math.cosh %x : f64
  func.call @p(%7) : (f64) -> ()
  %8 = math.acos %y : f64
  func.call @p(%8) : (f64) -> ()
  %9 = math.asin %y : f64
  func.call @p(%9) : (f64) -> ()
  %10 = math.exp %x : f64
  func.call @p(%10) : (f64) -> ()
  %11 = math.sin %x : f64
  func.call @p(%11) : (f64) -> ()
  %x32 = arith.truncf %x : f64 to f32
  %12 = math.tan %x32 : f32
  func.call @printF32(%12) : (f32) -> ()
  func.call @printComma() : () -> ()
  %13 = math.round %x32 : f32
  func.call @printF32(%13) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 0.5 : f64
  %b = arith.constant 0.25 : f64
  %c = arith.constant 2.5 : f64
  %d = arith.constant -0.75 : f64
  func.call @f(%a, %b) : (f64, f64) -> ()
  func.call @f(%c, %d) : (f64, f64) -> ()
  func.call @f(%d, %a) : (f64, f64) -> ()
  return
}
