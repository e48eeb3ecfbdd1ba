// cf.switch with case operands and a default, on i32 and i8 flags.
// RUN-PIPELINE: -convert-arith-to-llvm -convert-cf-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @classify(%x: i32) -> i64 {
  %c100 = arith.constant 100 : i64
  %c200 = arith.constant 200 : i64
  cf.switch %x : i32, [
    default: ^def(%x : i32),
    0: ^zero,
    1: ^one(%c100 : i64),
    -5: ^one(%c200 : i64),
    42: ^answer
  ]
^def(%v: i32):
  %e = arith.extsi %v : i32 to i64
  %m = arith.constant 1000 : i64
  %r = arith.addi %e, %m : i64
  return %r : i64
^zero:
  %z = arith.constant 0 : i64
  return %z : i64
^one(%w: i64):
  return %w : i64
^answer:
  %a = arith.constant 4242 : i64
  return %a : i64
}

func.func @small(%x: i8) -> i64 {
  cf.switch %x : i8, [
    default: ^d,
    -1: ^a,
    127: ^b
  ]
^d:
  %c0 = arith.constant 0 : i64
  return %c0 : i64
^a:
  %c1 = arith.constant 1 : i64
  return %c1 : i64
^b:
  %c2 = arith.constant 2 : i64
  return %c2 : i64
}

func.func @main() {
  %vals = arith.constant 0 : i32
  %a = arith.constant 1 : i32
  %b = arith.constant -5 : i32
  %c = arith.constant 42 : i32
  %d = arith.constant 7 : i32
  %r0 = call @classify(%vals) : (i32) -> i64
  %r1 = call @classify(%a) : (i32) -> i64
  %r2 = call @classify(%b) : (i32) -> i64
  %r3 = call @classify(%c) : (i32) -> i64
  %r4 = call @classify(%d) : (i32) -> i64
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r3) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r4) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x = arith.constant -1 : i8
  %y = arith.constant 127 : i8
  %z = arith.constant 3 : i8
  %s0 = call @small(%x) : (i8) -> i64
  %s1 = call @small(%y) : (i8) -> i64
  %s2 = call @small(%z) : (i8) -> i64
  func.call @printI64(%s0) : (i64) -> ()
  func.call @printI64(%s1) : (i64) -> ()
  func.call @printI64(%s2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
