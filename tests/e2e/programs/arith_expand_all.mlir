// -arith-expand (with include-bf16) before lowering: ceildivsi/ceildivui/floordivsi,
// bf16 extf/truncf expanded to integer arithmetic, minnumf/maxnumf.
// RUN-PIPELINE: -arith-expand=include-bf16=true -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @divs(%a: i64, %b: i64) {
  %0 = arith.ceildivsi %a, %b : i64
  func.call @printI64(%0) : (i64) -> ()
  func.call @printComma() : () -> ()
  %1 = arith.ceildivui %a, %b : i64
  func.call @printI64(%1) : (i64) -> ()
  func.call @printComma() : () -> ()
  %2 = arith.floordivsi %a, %b : i64
  func.call @printI64(%2) : (i64) -> ()
  func.call @printComma() : () -> ()
  %a8 = arith.trunci %a : i64 to i8
  %b8 = arith.trunci %b : i64 to i8
  %3 = arith.floordivsi %a8, %b8 : i8
  %4 = arith.extsi %3 : i8 to i64
  func.call @printI64(%4) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @bf(%x: f32, %y: f32) {
  %t = arith.truncf %x : f32 to bf16
  %e = arith.extf %t : bf16 to f32
  func.call @printF32(%e) : (f32) -> ()
  func.call @printComma() : () -> ()
  %0 = arith.minnumf %x, %y : f32
  func.call @printF32(%0) : (f32) -> ()
  func.call @printComma() : () -> ()
  %1 = arith.maxnumf %x, %y : f32
  func.call @printF32(%1) : (f32) -> ()
  func.call @printComma() : () -> ()
  %2 = arith.maximumf %x, %y : f32
  func.call @printF32(%2) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 17 : i64
  %b = arith.constant 5 : i64
  %c = arith.constant -17 : i64
  %d = arith.constant -5 : i64
  %z = arith.constant 0 : i64
  func.call @divs(%a, %b) : (i64, i64) -> ()
  func.call @divs(%c, %b) : (i64, i64) -> ()
  func.call @divs(%a, %d) : (i64, i64) -> ()
  func.call @divs(%c, %d) : (i64, i64) -> ()
  func.call @divs(%z, %d) : (i64, i64) -> ()
  func.call @divs(%b, %a) : (i64, i64) -> ()
  %x = arith.constant 3.14159265 : f32
  %y = arith.constant -1.0e+20 : f32
  %w = arith.constant 1.00390625 : f32
  func.call @bf(%x, %y) : (f32, f32) -> ()
  func.call @bf(%y, %x) : (f32, f32) -> ()
  func.call @bf(%w, %x) : (f32, f32) -> ()
  return
}
