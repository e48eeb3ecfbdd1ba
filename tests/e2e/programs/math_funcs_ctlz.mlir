// math.ctlz expanded by convert-math-to-funcs{convert-ctlz=true}, nested pipeline syntax.
// RUN-PIPELINE: -pass-pipeline="builtin.module(convert-math-to-funcs{convert-ctlz=true},func.func(convert-scf-to-cf,convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)"

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @c(%x: i32) {
  %0 = math.ctlz %x : i32
  %e = arith.extui %0 : i32 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  %w = arith.extui %x : i32 to i64
  %1 = math.ctlz %w : i64
  func.call @printI64(%1) : (i64) -> ()
  func.call @printComma() : () -> ()
  %t = arith.trunci %x : i32 to i8
  %2 = math.ctlz %t : i8
  %e2 = arith.extui %2 : i8 to i64
  func.call @printI64(%e2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 0 : i32
  %b = arith.constant 1 : i32
  %c = arith.constant 7 : i32
  %d = arith.constant -1 : i32
  %e = arith.constant 65535 : i32
  func.call @c(%a) : (i32) -> ()
  func.call @c(%b) : (i32) -> ()
  func.call @c(%c) : (i32) -> ()
  func.call @c(%d) : (i32) -> ()
  func.call @c(%e) : (i32) -> ()
  return
}
