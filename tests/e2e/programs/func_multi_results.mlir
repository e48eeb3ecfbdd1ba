// Functions returning several results (packed into an LLVM struct), call_indirect
// through func.constant, and private helpers.
// RUN-PIPELINE: -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func private @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}

func.func @stats(%a: f64, %b: f64, %c: f64) -> (f64, f64, f64, i1) {
  %s0 = arith.addf %a, %b : f64
  %s = arith.addf %s0, %c : f64
  %three = arith.constant 3.0 : f64
  %mean = arith.divf %s, %three : f64
  %m0 = arith.maximumf %a, %b : f64
  %m = arith.maximumf %m0, %c : f64
  %pos = arith.cmpf ogt, %mean, %three : f64
  return %s, %mean, %m, %pos : f64, f64, f64, i1
}

func.func @twice(%x: i64) -> i64 {
  %r = arith.addi %x, %x : i64
  return %r : i64
}

func.func @main() {
  %a = arith.constant 47 : i64
  %b = arith.constant -5 : i64
  %q, %r = call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
  func.call @printI64(%q) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x = arith.constant 1.5 : f64
  %y = arith.constant 8.25 : f64
  %z = arith.constant -2.0 : f64
  %s, %mean, %m, %pos = call @stats(%x, %y, %z) : (f64, f64, f64) -> (f64, f64, f64, i1)
  func.call @printF64(%s) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%mean) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%m) : (f64) -> ()
  func.call @printComma() : () -> ()
  %pe = arith.extui %pos : i1 to i64
  func.call @printI64(%pe) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %f = func.constant @twice : (i64) -> i64
  %t = func.call_indirect %f(%a) : (i64) -> i64
  func.call @printI64(%t) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
