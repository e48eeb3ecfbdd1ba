// f16 and bf16 arithmetic and conversions, printed after extension to f32.
// RUN-PIPELINE: -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @h(%a: f16, %b: f16) {
  %0 = arith.addf %a, %b : f16
  %1 = arith.mulf %a, %b : f16
  %2 = arith.divf %a, %b : f16
  %3 = arith.subf %a, %b : f16
  %e0 = arith.extf %0 : f16 to f32
  %e1 = arith.extf %1 : f16 to f32
  %e2 = arith.extf %2 : f16 to f32
  %e3 = arith.extf %3 : f16 to f32
  func.call @printF32(%e0) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%e1) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%e2) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%e3) : (f32) -> ()
  func.call @printComma() : () -> ()
  %c = arith.cmpf olt, %a, %b : f16
  %ce = arith.extui %c : i1 to i64
  func.call @printI64(%ce) : (i64) -> ()
  func.call @printComma() : () -> ()
  %i = arith.fptosi %a : f16 to i16
  %ie = arith.extsi %i : i16 to i64
  func.call @printI64(%ie) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @bf(%a: f32, %b: f32) {
  %x = arith.truncf %a : f32 to bf16
  %y = arith.truncf %b : f32 to bf16
  %s = arith.addf %x, %y : bf16
  %es = arith.extf %s : bf16 to f32
  func.call @printF32(%es) : (f32) -> ()
  func.call @printComma() : () -> ()
  %ex = arith.extf %x : bf16 to f32
  func.call @printF32(%ex) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 1.5 : f16
  %b = arith.constant -0.375 : f16
  %c = arith.constant 1000.0 : f16
  %d = arith.constant 3.0 : f16
  func.call @h(%a, %b) : (f16, f16) -> ()
  func.call @h(%c, %d) : (f16, f16) -> ()
  func.call @h(%b, %c) : (f16, f16) -> ()
  %x = arith.constant 3.14159265 : f32
  %y = arith.constant 100.0625 : f32
  func.call @bf(%x, %y) : (f32, f32) -> ()
  func.call @bf(%y, %x) : (f32, f32) -> ()
  return
}
