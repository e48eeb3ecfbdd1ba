// math.ipowi and math.fpowi expanded into outlined functions by convert-math-to-funcs.
// RUN-PIPELINE: -convert-math-to-funcs -convert-scf-to-cf -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @ip(%b: i64, %e: i64) {
  %0 = math.ipowi %b, %e : i64
  func.call @printI64(%0) : (i64) -> ()
  func.call @printComma() : () -> ()
  %b32 = arith.trunci %b : i64 to i32
  %e32 = arith.trunci %e : i64 to i32
  %1 = math.ipowi %b32, %e32 : i32
  %x1 = arith.extsi %1 : i32 to i64
  func.call @printI64(%x1) : (i64) -> ()
  func.call @printComma() : () -> ()
  %bf = arith.sitofp %b : i64 to f64
  %2 = math.fpowi %bf, %e : f64, i64
  func.call @printF64(%2) : (f64) -> ()
  func.call @printComma() : () -> ()
  %bf32 = arith.sitofp %b32 : i32 to f32
  %3 = math.fpowi %bf32, %e32 : f32, i32
  %x3 = arith.extf %3 : f32 to f64
  func.call @printF64(%x3) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %cm3 = arith.constant -3 : i64
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %c10 = arith.constant 10 : i64
  %cm2 = arith.constant -2 : i64
  func.call @ip(%c2, %c10) : (i64, i64) -> ()
  func.call @ip(%cm3, %c3) : (i64, i64) -> ()
  func.call @ip(%c3, %c0) : (i64, i64) -> ()
  func.call @ip(%c2, %cm2) : (i64, i64) -> ()
  func.call @ip(%c1, %cm3) : (i64, i64) -> ()
  func.call @ip(%cm1, %cm3) : (i64, i64) -> ()
  func.call @ip(%cm1, %c10) : (i64, i64) -> ()
  return
}
