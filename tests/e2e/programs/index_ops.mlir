// index dialect: arithmetic, divisions, shifts, min/max, bit ops, cmp, casts, sizeof.
// RUN-PIPELINE: -convert-index-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%x: index) {
  %e = index.casts %x : index to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @pb(%x: i1) {
  %e = arith.extui %x : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @ops(%a: index, %b: index) {
  %0 = index.add %a, %b
  func.call @p(%0) : (index) -> ()
  %1 = index.sub %a, %b
  func.call @p(%1) : (index) -> ()
  %2 = index.mul %a, %b
  func.call @p(%2) : (index) -> ()
  %3 = index.divs %a, %b
  func.call @p(%3) : (index) -> ()
  %4 = index.divu %a, %b
  func.call @p(%4) : (index) -> ()
  %5 = index.ceildivs %a, %b
  func.call @p(%5) : (index) -> ()
  %6 = index.ceildivu %a, %b
  func.call @p(%6) : (index) -> ()
  %7 = index.floordivs %a, %b
  func.call @p(%7) : (index) -> ()
  %8 = index.rems %a, %b
  func.call @p(%8) : (index) -> ()
  %9 = index.remu %a, %b
  func.call @p(%9) : (index) -> ()
  %10 = index.maxs %a, %b
  func.call @p(%10) : (index) -> ()
  %11 = index.mins %a, %b
  func.call @p(%11) : (index) -> ()
  %12 = index.maxu %a, %b
  func.call @p(%12) : (index) -> ()
  %13 = index.minu %a, %b
  func.call @p(%13) : (index) -> ()
  %c3 = index.constant 3
  %14 = index.shl %a, %c3
  func.call @p(%14) : (index) -> ()
  %15 = index.shrs %a, %c3
  func.call @p(%15) : (index) -> ()
  %16 = index.shru %a, %c3
  func.call @p(%16) : (index) -> ()
  %17 = index.and %a, %b
  func.call @p(%17) : (index) -> ()
  %18 = index.or %a, %b
  func.call @p(%18) : (index) -> ()
  %19 = index.xor %a, %b
  func.call @p(%19) : (index) -> ()
  %20 = index.cmp slt(%a, %b)
  func.call @pb(%20) : (i1) -> ()
  %21 = index.cmp ult(%a, %b)
  func.call @pb(%21) : (i1) -> ()
  %22 = index.cmp eq(%a, %b)
  func.call @pb(%22) : (i1) -> ()
  %23 = index.cmp sge(%a, %b)
  func.call @pb(%23) : (i1) -> ()
  %24 = index.castu %a : index to i32
  %25 = index.castu %24 : i32 to index
  func.call @p(%25) : (index) -> ()
  %26 = index.casts %a : index to i16
  %27 = index.casts %26 : i16 to index
  func.call @p(%27) : (index) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = index.constant 17
  %b = index.constant 5
  %c = index.constant -17
  %d = index.constant -5
  %e = index.constant 100000
  func.call @ops(%a, %b) : (index, index) -> ()
  func.call @ops(%c, %b) : (index, index) -> ()
  func.call @ops(%a, %d) : (index, index) -> ()
  func.call @ops(%c, %d) : (index, index) -> ()
  func.call @ops(%e, %a) : (index, index) -> ()
  %s = index.sizeof
  func.call @p(%s) : (index) -> ()
  %t = index.bool.constant true
  func.call @pb(%t) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}
