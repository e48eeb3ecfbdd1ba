// scf.while: collatz step counts, a do-while shape with several carried values.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %cont = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%cont) %x, %steps : i64, i64
  } do {
  ^bb0(%y: i64, %s: i64):
    %rem = arith.remui %y, %c2 : i64
    %even = arith.cmpi eq, %rem, %c0 : i64
    %half = arith.divui %y, %c2 : i64
    %t = arith.muli %y, %c3 : i64
    %odd = arith.addi %t, %c1 : i64
    %next = arith.select %even, %half, %odd : i64
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %r#1 : i64
}

// Different before/after types: the before region yields an f64 computed from the i64.
func.func @halvings(%n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r = scf.while (%x = %n) : (i64) -> f64 {
    %f = arith.sitofp %x : i64 to f64
    %cont = arith.cmpi sgt, %x, %c1 : i64
    scf.condition(%cont) %f : f64
  } do {
  ^bb0(%f: f64):
    %h = arith.constant 0.5 : f64
    %g = arith.mulf %f, %h : f64
    %i = arith.fptosi %g : f64 to i64
    scf.yield %i : i64
  }
  %unused = arith.addi %c0, %c1 : i64
  return %r : f64
}

func.func private @printF64(f64)

func.func @main() {
  %a = arith.constant 27 : i64
  %b = arith.constant 1 : i64
  %c = arith.constant 97 : i64
  %d = arith.constant 871 : i64
  %r0 = call @collatz(%a) : (i64) -> i64
  %r1 = call @collatz(%b) : (i64) -> i64
  %r2 = call @collatz(%c) : (i64) -> i64
  %r3 = call @collatz(%d) : (i64) -> i64
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %e = arith.constant 1000 : i64
  %h = call @halvings(%e) : (i64) -> f64
  func.call @printF64(%h) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
