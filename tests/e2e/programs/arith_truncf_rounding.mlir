// arith.truncf with explicit rounding modes (llvm.intr.experimental.constrained.fptrunc;
// the mode is an assumption about the FP environment, which stays round-to-nearest).
// RUN-PIPELINE: -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @t(%x: f64) {
  %0 = arith.truncf %x to_nearest_even : f64 to f32
  func.call @printF32(%0) : (f32) -> ()
  func.call @printComma() : () -> ()
  %1 = arith.truncf %x downward : f64 to f32
  func.call @printF32(%1) : (f32) -> ()
  func.call @printComma() : () -> ()
  %2 = arith.truncf %x upward : f64 to f32
  func.call @printF32(%2) : (f32) -> ()
  func.call @printComma() : () -> ()
  %3 = arith.truncf %x toward_zero : f64 to f32
  func.call @printF32(%3) : (f32) -> ()
  func.call @printComma() : () -> ()
  %4 = arith.truncf %x : f64 to f32
  func.call @printF32(%4) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 1.0000000596046448 : f64
  %b = arith.constant -3.14159265358979 : f64
  %c = arith.constant 1.0e+30 : f64
  func.call @t(%a) : (f64) -> ()
  func.call @t(%b) : (f64) -> ()
  func.call @t(%c) : (f64) -> ()
  return
}
