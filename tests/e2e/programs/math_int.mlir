// math.ctlz / cttz / ctpop / absi at i8, i32, i64 (zero included: defined for math ops).
// RUN-PIPELINE: -convert-math-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @bits(%x: i64) {
  %0 = math.ctlz %x : i64
  func.call @p(%0) : (i64) -> ()
  %1 = math.cttz %x : i64
  func.call @p(%1) : (i64) -> ()
  %2 = math.ctpop %x : i64
  func.call @p(%2) : (i64) -> ()
  %3 = math.absi %x : i64
  func.call @p(%3) : (i64) -> ()
  %t = arith.trunci %x : i64 to i32
  %4 = math.ctlz %t : i32
  %5 = math.cttz %t : i32
  %6 = math.ctpop %t : i32
  %7 = math.absi %t : i32
  %e4 = arith.extui %4 : i32 to i64
  %e5 = arith.extui %5 : i32 to i64
  %e6 = arith.extui %6 : i32 to i64
  %e7 = arith.extui %7 : i32 to i64
  func.call @p(%e4) : (i64) -> ()
  func.call @p(%e5) : (i64) -> ()
  func.call @p(%e6) : (i64) -> ()
  func.call @p(%e7) : (i64) -> ()
  %b = arith.trunci %x : i64 to i8
  %8 = math.ctlz %b : i8
  %9 = math.ctpop %b : i8
  %e8 = arith.extui %8 : i8 to i64
  %e9 = arith.extui %9 : i8 to i64
  func.call @p(%e8) : (i64) -> ()
  func.call @p(%e9) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 0 : i64
  %b = arith.constant 1 : i64
  %c = arith.constant -1 : i64
  %d = arith.constant 1099511627776 : i64
  %e = arith.constant -6148914691236517206 : i64
  %f = arith.constant 96 : i64
  func.call @bits(%a) : (i64) -> ()
  func.call @bits(%b) : (i64) -> ()
  func.call @bits(%c) : (i64) -> ()
  func.call @bits(%d) : (i64) -> ()
  func.call @bits(%e) : (i64) -> ()
  func.call @bits(%f) : (i64) -> ()
  return
}
