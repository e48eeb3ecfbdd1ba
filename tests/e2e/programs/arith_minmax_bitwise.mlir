// minsi/maxsi/minui/maxui, andi/ori/xori and select.
// RUN-PIPELINE: -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%x: i16) {
  %e = arith.extsi %x : i16 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @all(%a: i16, %b: i16) {
  %0 = arith.minsi %a, %b : i16
  func.call @p(%0) : (i16) -> ()
  %1 = arith.maxsi %a, %b : i16
  func.call @p(%1) : (i16) -> ()
  %2 = arith.minui %a, %b : i16
  func.call @p(%2) : (i16) -> ()
  %3 = arith.maxui %a, %b : i16
  func.call @p(%3) : (i16) -> ()
  %4 = arith.andi %a, %b : i16
  func.call @p(%4) : (i16) -> ()
  %5 = arith.ori %a, %b : i16
  func.call @p(%5) : (i16) -> ()
  %6 = arith.xori %a, %b : i16
  func.call @p(%6) : (i16) -> ()
  %c = arith.cmpi slt, %a, %b : i16
  %7 = arith.select %c, %a, %b : i16
  func.call @p(%7) : (i16) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant -5 : i16
  %b = arith.constant 300 : i16
  %c = arith.constant 32767 : i16
  %d = arith.constant -32768 : i16
  %z = arith.constant 0 : i16
  func.call @all(%a, %b) : (i16, i16) -> ()
  func.call @all(%b, %a) : (i16, i16) -> ()
  func.call @all(%c, %d) : (i16, i16) -> ()
  func.call @all(%z, %a) : (i16, i16) -> ()
  func.call @all(%b, %b) : (i16, i16) -> ()
  return
}
