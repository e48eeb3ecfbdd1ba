// Signed/unsigned division and remainder, ceil/floor division, all sign combinations.
// RUN-PIPELINE: -arith-expand -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
// ENTRY: main

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%x: i32) {
  %e = arith.extsi %x : i32 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @div(%a: i32, %b: i32) {
  %0 = arith.divsi %a, %b : i32
  func.call @p(%0) : (i32) -> ()
  %1 = arith.divui %a, %b : i32
  func.call @p(%1) : (i32) -> ()
  %2 = arith.remsi %a, %b : i32
  func.call @p(%2) : (i32) -> ()
  %3 = arith.remui %a, %b : i32
  func.call @p(%3) : (i32) -> ()
  %4 = arith.ceildivsi %a, %b : i32
  func.call @p(%4) : (i32) -> ()
  %5 = arith.ceildivui %a, %b : i32
  func.call @p(%5) : (i32) -> ()
  %6 = arith.floordivsi %a, %b : i32
  func.call @p(%6) : (i32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %cm2 = arith.constant -2 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %c10 = arith.constant 10 : i32
  func.call @div(%c7, %c2) : (i32, i32) -> ()
  func.call @div(%cm7, %c2) : (i32, i32) -> ()
  func.call @div(%c7, %cm2) : (i32, i32) -> ()
  func.call @div(%cm7, %cm2) : (i32, i32) -> ()
  func.call @div(%c0, %c7) : (i32, i32) -> ()
  func.call @div(%c0, %cm7) : (i32, i32) -> ()
  func.call @div(%c100, %c10) : (i32, i32) -> ()
  func.call @div(%cm7, %c1) : (i32, i32) -> ()
  func.call @div(%c2, %c7) : (i32, i32) -> ()
  func.call @div(%cm2, %c7) : (i32, i32) -> ()
  return
}
