// All conversions with index-bitwidth=32: index arithmetic wraps at 32 bits.
// RUN-PIPELINE: -convert-index-to-llvm=index-bitwidth=32 -convert-arith-to-llvm=index-bitwidth=32 -convert-func-to-llvm=index-bitwidth=32 -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%x: index) {
  %e = arith.index_cast %x : index to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @ops(%a: index, %b: index) {
  %0 = arith.muli %a, %b : index
  func.call @p(%0) : (index) -> ()
  %1 = index.mul %a, %b
  func.call @p(%1) : (index) -> ()
  %2 = index.add %a, %b
  func.call @p(%2) : (index) -> ()
  %3 = index.divs %a, %b
  func.call @p(%3) : (index) -> ()
  %4 = index.shru %a, %b
  func.call @p(%4) : (index) -> ()
  %5 = index.castu %a : index to i64
  func.call @printI64(%5) : (i64) -> ()
  func.call @printComma() : () -> ()
  %s = index.sizeof
  func.call @p(%s) : (index) -> ()
  %big = arith.constant 6000000000 : i64
  %6 = arith.index_cast %big : i64 to index
  func.call @p(%6) : (index) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 100000 : index
  %b = arith.constant 3 : index
  %c = arith.constant -7 : index
  func.call @ops(%a, %b) : (index, index) -> ()
  func.call @ops(%c, %b) : (index, index) -> ()
  return
}
