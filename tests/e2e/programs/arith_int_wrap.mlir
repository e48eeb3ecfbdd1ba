// Wrapping integer arithmetic at several widths (no overflow flags: defined).
// RUN-PIPELINE: -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
// ENTRY: main
// ENTRY-RESULT: void

func.func private @printI64(i64)
func.func private @printNewline()

func.func @p8(%x: i8) {
  %e = arith.extsi %x : i8 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @p32(%x: i32) {
  %e = arith.extsi %x : i32 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @p64(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @ops8(%a: i8, %b: i8) {
  %s = arith.addi %a, %b : i8
  func.call @p8(%s) : (i8) -> ()
  %d = arith.subi %a, %b : i8
  func.call @p8(%d) : (i8) -> ()
  %m = arith.muli %a, %b : i8
  func.call @p8(%m) : (i8) -> ()
  return
}
func.func @ops32(%a: i32, %b: i32) {
  %s = arith.addi %a, %b : i32
  func.call @p32(%s) : (i32) -> ()
  %d = arith.subi %a, %b : i32
  func.call @p32(%d) : (i32) -> ()
  %m = arith.muli %a, %b : i32
  func.call @p32(%m) : (i32) -> ()
  return
}
func.func @ops64(%a: i64, %b: i64) {
  %s = arith.addi %a, %b : i64
  func.call @p64(%s) : (i64) -> ()
  %d = arith.subi %a, %b : i64
  func.call @p64(%d) : (i64) -> ()
  %m = arith.muli %a, %b : i64
  func.call @p64(%m) : (i64) -> ()
  return
}

func.func @main() {
  %a8 = arith.constant 100 : i8
  %b8 = arith.constant 77 : i8
  func.call @ops8(%a8, %b8) : (i8, i8) -> ()
  %c8 = arith.constant -128 : i8
  %d8 = arith.constant 3 : i8
  func.call @ops8(%c8, %d8) : (i8, i8) -> ()
  %a32 = arith.constant 2147483647 : i32
  %b32 = arith.constant 65537 : i32
  func.call @ops32(%a32, %b32) : (i32, i32) -> ()
  %a64 = arith.constant 9223372036854775807 : i64
  %b64 = arith.constant -4611686018427387905 : i64
  func.call @ops64(%a64, %b64) : (i64, i64) -> ()
  return
}
