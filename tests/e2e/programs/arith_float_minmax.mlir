// minimumf/maximumf (NaN-propagating) and minnumf/maxnumf (NaN-ignoring), signed zeros.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

// Prints "nan" as the marker 1 (the sign of a NaN is not printed portably),
// otherwise the value and the sign bit.
func.func @p(%x: f32) {
  %isnan = arith.cmpf uno, %x, %x : f32
  scf.if %isnan {
    %m = arith.constant 111 : i64
    func.call @printI64(%m) : (i64) -> ()
  } else {
    func.call @printF32(%x) : (f32) -> ()
    %bits = arith.bitcast %x : f32 to i32
    %c0 = arith.constant 0 : i32
    %neg = arith.cmpi slt, %bits, %c0 : i32
    %s = arith.extui %neg : i1 to i64
    func.call @printI64(%s) : (i64) -> ()
  }
  func.call @printComma() : () -> ()
  return
}

func.func @mm(%a: f32, %b: f32) {
  %0 = arith.minimumf %a, %b : f32
  func.call @p(%0) : (f32) -> ()
  %1 = arith.maximumf %a, %b : f32
  func.call @p(%1) : (f32) -> ()
  %2 = arith.minnumf %a, %b : f32
  func.call @p(%2) : (f32) -> ()
  %3 = arith.maxnumf %a, %b : f32
  func.call @p(%3) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  func.call @mm(%a, %b) : (f32, f32) -> ()
  func.call @mm(%b, %a) : (f32, f32) -> ()
  func.call @mm(%a, %nan) : (f32, f32) -> ()
  func.call @mm(%nan, %b) : (f32, f32) -> ()
  func.call @mm(%z, %nz) : (f32, f32) -> ()
  func.call @mm(%nz, %z) : (f32, f32) -> ()
  func.call @mm(%inf, %a) : (f32, f32) -> ()
  return
}
