// cf.br / cf.cond_br with block arguments; loops built from blocks (factorial, gcd).
// RUN-PIPELINE: -convert-arith-to-llvm -convert-cf-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printNewline()

func.func @fact(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  cf.br ^loop(%n, %one : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = arith.cmpi sle, %i, %one : i64
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %acc2 = arith.muli %acc, %i : i64
  %i2 = arith.subi %i, %one : i64
  cf.br ^loop(%i2, %acc2 : i64, i64)
^exit(%r: i64):
  return %r : i64
}

func.func @gcd(%a: i64, %b: i64) -> i64 {
  %zero = arith.constant 0 : i64
  cf.br ^head(%a, %b : i64, i64)
^head(%x: i64, %y: i64):
  %z = arith.cmpi eq, %y, %zero : i64
  cf.cond_br %z, ^done, ^step(%x, %y : i64, i64)
^step(%p: i64, %q: i64):
  %r = arith.remsi %p, %q : i64
  cf.br ^head(%q, %r : i64, i64)
^done:
  return %x : i64
}

func.func @sign(%a: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %neg = arith.cmpi slt, %a, %zero : i64
  cf.cond_br %neg, ^n, ^nn
^n:
  %m1 = arith.constant -1 : i64
  return %m1 : i64
^nn:
  %pos = arith.cmpi sgt, %a, %zero : i64
  %one = arith.constant 1 : i64
  cf.cond_br %pos, ^out(%one : i64), ^out(%zero : i64)
^out(%v: i64):
  return %v : i64
}

func.func @main() {
  %c0 = arith.constant 0 : i64
  %c5 = arith.constant 5 : i64
  %c20 = arith.constant 20 : i64
  %f0 = call @fact(%c0) : (i64) -> i64
  func.call @printI64(%f0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %f5 = call @fact(%c5) : (i64) -> i64
  func.call @printI64(%f5) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %f20 = call @fact(%c20) : (i64) -> i64
  func.call @printI64(%f20) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %g = call @gcd(%a, %b) : (i64, i64) -> i64
  func.call @printI64(%g) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m = arith.constant -42 : i64
  %s1 = call @sign(%m) : (i64) -> i64
  %s2 = call @sign(%c0) : (i64) -> i64
  %s3 = call @sign(%c5) : (i64) -> i64
  func.call @printI64(%s1) : (i64) -> ()
  func.call @printI64(%s2) : (i64) -> ()
  func.call @printI64(%s3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
