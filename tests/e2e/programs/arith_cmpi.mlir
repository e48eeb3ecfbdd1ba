// Every cmpi predicate on signed/unsigned-sensitive pairs, i32 and index.
// RUN-PIPELINE: -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printNewline()

func.func @b(%c: i1) {
  %e = arith.extui %c : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  return
}

func.func @cmp(%a: i32, %x: i32) {
  %0 = arith.cmpi eq, %a, %x : i32
  func.call @b(%0) : (i1) -> ()
  %1 = arith.cmpi ne, %a, %x : i32
  func.call @b(%1) : (i1) -> ()
  %2 = arith.cmpi slt, %a, %x : i32
  func.call @b(%2) : (i1) -> ()
  %3 = arith.cmpi sle, %a, %x : i32
  func.call @b(%3) : (i1) -> ()
  %4 = arith.cmpi sgt, %a, %x : i32
  func.call @b(%4) : (i1) -> ()
  %5 = arith.cmpi sge, %a, %x : i32
  func.call @b(%5) : (i1) -> ()
  %6 = arith.cmpi ult, %a, %x : i32
  func.call @b(%6) : (i1) -> ()
  %7 = arith.cmpi ule, %a, %x : i32
  func.call @b(%7) : (i1) -> ()
  %8 = arith.cmpi ugt, %a, %x : i32
  func.call @b(%8) : (i1) -> ()
  %9 = arith.cmpi uge, %a, %x : i32
  func.call @b(%9) : (i1) -> ()
  %ia = arith.index_cast %a : i32 to index
  %ix = arith.index_cast %x : i32 to index
  %10 = arith.cmpi ult, %ia, %ix : index
  func.call @b(%10) : (i1) -> ()
  %11 = arith.cmpi sge, %ia, %ix : index
  func.call @b(%11) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant -1 : i32
  %b = arith.constant 1 : i32
  %c = arith.constant 0 : i32
  %d = arith.constant 2147483647 : i32
  func.call @cmp(%a, %b) : (i32, i32) -> ()
  func.call @cmp(%b, %a) : (i32, i32) -> ()
  func.call @cmp(%b, %b) : (i32, i32) -> ()
  func.call @cmp(%c, %d) : (i32, i32) -> ()
  func.call @cmp(%d, %a) : (i32, i32) -> ()
  return
}
