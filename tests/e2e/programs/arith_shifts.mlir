// shli / shrsi / shrui at i8, i32 and i64 with in-range shift amounts.
// RUN-PIPELINE: -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @s8(%a: i8, %n: i8) {
  %0 = arith.shli %a, %n : i8
  %1 = arith.shrsi %a, %n : i8
  %2 = arith.shrui %a, %n : i8
  %e0 = arith.extsi %0 : i8 to i64
  %e1 = arith.extsi %1 : i8 to i64
  %e2 = arith.extui %2 : i8 to i64
  func.call @printI64(%e0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @s32(%a: i32, %n: i32) {
  %0 = arith.shli %a, %n : i32
  %1 = arith.shrsi %a, %n : i32
  %2 = arith.shrui %a, %n : i32
  %e0 = arith.extsi %0 : i32 to i64
  %e1 = arith.extsi %1 : i32 to i64
  %e2 = arith.extui %2 : i32 to i64
  func.call @printI64(%e0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @s64(%a: i64, %n: i64) {
  %0 = arith.shli %a, %n : i64
  %1 = arith.shrsi %a, %n : i64
  %2 = arith.shrui %a, %n : i64
  func.call @printI64(%0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a8 = arith.constant -100 : i8
  %b8 = arith.constant 45 : i8
  %n0 = arith.constant 0 : i8
  %n3 = arith.constant 3 : i8
  %n7 = arith.constant 7 : i8
  func.call @s8(%a8, %n0) : (i8, i8) -> ()
  func.call @s8(%a8, %n3) : (i8, i8) -> ()
  func.call @s8(%a8, %n7) : (i8, i8) -> ()
  func.call @s8(%b8, %n3) : (i8, i8) -> ()
  %a32 = arith.constant -123456789 : i32
  %m1 = arith.constant 1 : i32
  %m16 = arith.constant 16 : i32
  %m31 = arith.constant 31 : i32
  func.call @s32(%a32, %m1) : (i32, i32) -> ()
  func.call @s32(%a32, %m16) : (i32, i32) -> ()
  func.call @s32(%a32, %m31) : (i32, i32) -> ()
  %a64 = arith.constant -81985529216486896 : i64
  %k4 = arith.constant 4 : i64
  %k40 = arith.constant 40 : i64
  %k63 = arith.constant 63 : i64
  func.call @s64(%a64, %k4) : (i64, i64) -> ()
  func.call @s64(%a64, %k40) : (i64, i64) -> ()
  func.call @s64(%a64, %k63) : (i64, i64) -> ()
  return
}
