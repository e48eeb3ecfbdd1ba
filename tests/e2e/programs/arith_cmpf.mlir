// All 16 cmpf predicates, with ordered/unordered NaN, infinities and signed zeros.
// RUN-PIPELINE: -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printNewline()

func.func @b(%c: i1) {
  %e = arith.extui %c : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  return
}

func.func @cmp(%a: f64, %x: f64) {
  %0 = arith.cmpf false, %a, %x : f64
  func.call @b(%0) : (i1) -> ()
  %1 = arith.cmpf oeq, %a, %x : f64
  func.call @b(%1) : (i1) -> ()
  %2 = arith.cmpf ogt, %a, %x : f64
  func.call @b(%2) : (i1) -> ()
  %3 = arith.cmpf oge, %a, %x : f64
  func.call @b(%3) : (i1) -> ()
  %4 = arith.cmpf olt, %a, %x : f64
  func.call @b(%4) : (i1) -> ()
  %5 = arith.cmpf ole, %a, %x : f64
  func.call @b(%5) : (i1) -> ()
  %6 = arith.cmpf one, %a, %x : f64
  func.call @b(%6) : (i1) -> ()
  %7 = arith.cmpf ord, %a, %x : f64
  func.call @b(%7) : (i1) -> ()
  %8 = arith.cmpf ueq, %a, %x : f64
  func.call @b(%8) : (i1) -> ()
  %9 = arith.cmpf ugt, %a, %x : f64
  func.call @b(%9) : (i1) -> ()
  %10 = arith.cmpf uge, %a, %x : f64
  func.call @b(%10) : (i1) -> ()
  %11 = arith.cmpf ult, %a, %x : f64
  func.call @b(%11) : (i1) -> ()
  %12 = arith.cmpf ule, %a, %x : f64
  func.call @b(%12) : (i1) -> ()
  %13 = arith.cmpf une, %a, %x : f64
  func.call @b(%13) : (i1) -> ()
  %14 = arith.cmpf uno, %a, %x : f64
  func.call @b(%14) : (i1) -> ()
  %15 = arith.cmpf true, %a, %x : f64
  func.call @b(%15) : (i1) -> ()
  %af = arith.truncf %a : f64 to f32
  %xf = arith.truncf %x : f64 to f32
  %16 = arith.cmpf ult, %af, %xf : f32
  func.call @b(%16) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %z = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  func.call @cmp(%one, %two) : (f64, f64) -> ()
  func.call @cmp(%two, %one) : (f64, f64) -> ()
  func.call @cmp(%one, %one) : (f64, f64) -> ()
  func.call @cmp(%nan, %one) : (f64, f64) -> ()
  func.call @cmp(%one, %nan) : (f64, f64) -> ()
  func.call @cmp(%nan, %nan) : (f64, f64) -> ()
  func.call @cmp(%inf, %ninf) : (f64, f64) -> ()
  func.call @cmp(%z, %nz) : (f64, f64) -> ()
  return
}
