// addf/subf/mulf/divf/remf/negf on f32 and f64, with fastmath flags on some.
// RUN-PIPELINE: -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @f32ops(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b : f32
  func.call @printF32(%0) : (f32) -> ()
  func.call @printComma() : () -> ()
  %1 = arith.subf %a, %b : f32
  func.call @printF32(%1) : (f32) -> ()
  func.call @printComma() : () -> ()
  %2 = arith.mulf %a, %b fastmath<nnan,ninf> : f32
  func.call @printF32(%2) : (f32) -> ()
  func.call @printComma() : () -> ()
  %3 = arith.divf %a, %b : f32
  func.call @printF32(%3) : (f32) -> ()
  func.call @printComma() : () -> ()
  %4 = arith.remf %a, %b : f32
  func.call @printF32(%4) : (f32) -> ()
  func.call @printComma() : () -> ()
  %5 = arith.negf %a : f32
  func.call @printF32(%5) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @f64ops(%a: f64, %b: f64) {
  %0 = arith.addf %a, %b : f64
  func.call @printF64(%0) : (f64) -> ()
  func.call @printComma() : () -> ()
  %1 = arith.subf %a, %b fastmath<contract> : f64
  func.call @printF64(%1) : (f64) -> ()
  func.call @printComma() : () -> ()
  %2 = arith.mulf %a, %b : f64
  func.call @printF64(%2) : (f64) -> ()
  func.call @printComma() : () -> ()
  %3 = arith.divf %a, %b : f64
  func.call @printF64(%3) : (f64) -> ()
  func.call @printComma() : () -> ()
  %4 = arith.remf %a, %b : f64
  func.call @printF64(%4) : (f64) -> ()
  func.call @printComma() : () -> ()
  %5 = arith.negf %b : f64
  func.call @printF64(%5) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 7.5 : f32
  %b = arith.constant -2.25 : f32
  %c = arith.constant 1.0e+30 : f32
  %d = arith.constant 3.0e-10 : f32
  func.call @f32ops(%a, %b) : (f32, f32) -> ()
  func.call @f32ops(%c, %d) : (f32, f32) -> ()
  func.call @f32ops(%b, %a) : (f32, f32) -> ()
  %e = arith.constant 1.0e+300 : f64
  %f = arith.constant 1.0e+10 : f64
  %g = arith.constant -0.125 : f64
  %h = arith.constant 3.141592653589793 : f64
  func.call @f64ops(%e, %f) : (f64, f64) -> ()
  func.call @f64ops(%g, %h) : (f64, f64) -> ()
  func.call @f64ops(%h, %g) : (f64, f64) -> ()
  return
}
