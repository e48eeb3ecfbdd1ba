// The runner's scalar printers on edge values: %g of f32 and f64 (0.1, 1e20,
// -0.0, nan, -nan, inf, denormals, 1/3, rounding at 6 digits, exponent
// switch), printI64/printU64 extremes and the punctuation helpers.
// RUN-PIPELINE: -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()

func.func @f64s(%x: f64) {
  func.call @printF64(%x) : (f64) -> ()
  func.call @printComma() : () -> ()
  %f = arith.truncf %x : f64 to f32
  func.call @printF32(%f) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 1.0e20 : f64
  %c = arith.constant -0.0 : f64
  %d = arith.constant 0x7FF8000000000000 : f64
  %e = arith.constant 0xFFF8000000000000 : f64
  %f = arith.constant 0x7FF0000000000000 : f64
  %g = arith.constant 0xFFF0000000000000 : f64
  %h = arith.constant 4.9406564584124654e-324 : f64
  %i = arith.constant 1.0e-40 : f64
  %j = arith.constant 123456.5 : f64
  %k = arith.constant 1234567.0 : f64
  %l = arith.constant 0.0001 : f64
  %m = arith.constant 0.00001234 : f64
  %n = arith.constant 999999.5 : f64
  %o = arith.constant 2.5 : f64
  %p = arith.constant -1.7976931348623157e308 : f64
  %one = arith.constant 1.0 : f64
  %three = arith.constant 3.0 : f64
  %third = arith.divf %one, %three : f64
  func.call @f64s(%a) : (f64) -> ()
  func.call @f64s(%b) : (f64) -> ()
  func.call @f64s(%c) : (f64) -> ()
  func.call @f64s(%d) : (f64) -> ()
  func.call @f64s(%e) : (f64) -> ()
  func.call @f64s(%f) : (f64) -> ()
  func.call @f64s(%g) : (f64) -> ()
  func.call @f64s(%h) : (f64) -> ()
  func.call @f64s(%i) : (f64) -> ()
  func.call @f64s(%j) : (f64) -> ()
  func.call @f64s(%k) : (f64) -> ()
  func.call @f64s(%l) : (f64) -> ()
  func.call @f64s(%m) : (f64) -> ()
  func.call @f64s(%n) : (f64) -> ()
  func.call @f64s(%o) : (f64) -> ()
  func.call @f64s(%p) : (f64) -> ()
  func.call @f64s(%third) : (f64) -> ()
  %fd = arith.constant 1.0e-45 : f32
  func.call @printF32(%fd) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %i1 = arith.constant -9223372036854775808 : i64
  %i2 = arith.constant -1 : i64
  func.call @printOpen() : () -> ()
  func.call @printI64(%i1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%i2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%i2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%i1) : (i64) -> ()
  func.call @printClose() : () -> ()
  func.call @printNewline() : () -> ()
  return
}
