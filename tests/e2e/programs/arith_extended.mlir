// mulsi_extended / mului_extended / addui_extended and i1 arithmetic.
// RUN-PIPELINE: -convert-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @ext(%a: i32, %b: i32) {
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %l = arith.extui %lo : i32 to i64
  %h = arith.extsi %hi : i32 to i64
  func.call @printI64(%l) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%h) : (i64) -> ()
  func.call @printComma() : () -> ()
  %ulo, %uhi = arith.mului_extended %a, %b : i32
  %ul = arith.extui %ulo : i32 to i64
  %uh = arith.extui %uhi : i32 to i64
  func.call @printU64(%ul) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%uh) : (i64) -> ()
  func.call @printComma() : () -> ()
  %sum, %ov = arith.addui_extended %a, %b : i32, i1
  %s = arith.extui %sum : i32 to i64
  %o = arith.extui %ov : i1 to i64
  func.call @printU64(%s) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%o) : (i64) -> ()
  func.call @printComma() : () -> ()
  %t1 = arith.trunci %a : i32 to i1
  %t2 = arith.trunci %b : i32 to i1
  %x = arith.addi %t1, %t2 : i1
  %y = arith.muli %t1, %t2 : i1
  %xe = arith.extui %x : i1 to i64
  %ye = arith.extui %y : i1 to i64
  func.call @printI64(%xe) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%ye) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant -3 : i32
  %b = arith.constant 7 : i32
  %c = arith.constant 2147483647 : i32
  %d = arith.constant -1 : i32
  %e = arith.constant 65536 : i32
  func.call @ext(%a, %b) : (i32, i32) -> ()
  func.call @ext(%c, %c) : (i32, i32) -> ()
  func.call @ext(%d, %d) : (i32, i32) -> ()
  func.call @ext(%e, %e) : (i32, i32) -> ()
  func.call @ext(%b, %d) : (i32, i32) -> ()
  return
}
