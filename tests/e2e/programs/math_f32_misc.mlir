// math.fpowi via llvm.intr.powi, f32 math with
// fastmath flags, math.log1p with approximate-log1p=false, math.erf via libm.
// RUN-PIPELINE: -convert-math-to-llvm=approximate-log1p=false -convert-math-to-libm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @b(%c: i1) {
  %e = arith.extui %c : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  return
}

func.func @ops(%x: f32) {
  %n = arith.constant 3 : i32
  %0 = math.fpowi %x, %n : f32, i32
  func.call @printF32(%0) : (f32) -> ()
  func.call @printComma() : () -> ()
  %1 = math.log1p %x fastmath<nnan> : f32
  func.call @printF32(%1) : (f32) -> ()
  func.call @printComma() : () -> ()
  %2 = math.exp %x fastmath<fast> : f32
  func.call @printF32(%2) : (f32) -> ()
  func.call @printComma() : () -> ()
  %3 = math.erf %x : f32
  func.call @printF32(%3) : (f32) -> ()
  func.call @printComma() : () -> ()
  %4 = math.ctlz %n : i32
  %5 = arith.extui %4 : i32 to i64
  func.call @printI64(%5) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 1.5 : f32
  %z = arith.constant 0.0 : f32
  %m = arith.constant -0.5 : f32
  func.call @ops(%a) : (f32) -> ()
  func.call @ops(%m) : (f32) -> ()
  func.call @ops(%z) : (f32) -> ()
  return
}
