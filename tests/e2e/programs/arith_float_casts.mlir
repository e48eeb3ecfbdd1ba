// fptosi/fptoui/sitofp/uitofp/extf/truncf/bitcast with in-range values.
// RUN-PIPELINE: -convert-math-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @fromf(%x: f64) {
  %0 = arith.fptosi %x : f64 to i32
  %e0 = arith.extsi %0 : i32 to i64
  func.call @printI64(%e0) : (i64) -> ()
  func.call @printComma() : () -> ()
  %1 = arith.fptosi %x : f64 to i64
  func.call @printI64(%1) : (i64) -> ()
  func.call @printComma() : () -> ()
  %a = math.absf %x : f64
  %2 = arith.fptoui %a : f64 to i64
  func.call @printU64(%2) : (i64) -> ()
  func.call @printComma() : () -> ()
  %3 = arith.truncf %x : f64 to f32
  func.call @printF32(%3) : (f32) -> ()
  func.call @printComma() : () -> ()
  %4 = arith.extf %3 : f32 to f64
  func.call @printF64(%4) : (f64) -> ()
  func.call @printComma() : () -> ()
  %5 = arith.bitcast %x : f64 to i64
  func.call @printI64(%5) : (i64) -> ()
  func.call @printComma() : () -> ()
  %6 = arith.bitcast %3 : f32 to i32
  %e6 = arith.extsi %6 : i32 to i64
  func.call @printI64(%e6) : (i64) -> ()
  func.call @printComma() : () -> ()
  %h = arith.truncf %x : f64 to f16
  %hb = arith.bitcast %h : f16 to i16
  %eh = arith.extui %hb : i16 to i64
  func.call @printI64(%eh) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @toi(%i: i64) {
  %0 = arith.sitofp %i : i64 to f64
  func.call @printF64(%0) : (f64) -> ()
  func.call @printComma() : () -> ()
  %1 = arith.uitofp %i : i64 to f64
  func.call @printF64(%1) : (f64) -> ()
  func.call @printComma() : () -> ()
  %t = arith.trunci %i : i64 to i8
  %2 = arith.uitofp %t : i8 to f32
  func.call @printF32(%2) : (f32) -> ()
  func.call @printComma() : () -> ()
  %3 = arith.sitofp %t : i8 to f32
  func.call @printF32(%3) : (f32) -> ()
  func.call @printComma() : () -> ()
  %4 = arith.bitcast %i : i64 to f64
  %5 = arith.cmpf oeq, %4, %4 : f64
  %e5 = arith.extui %5 : i1 to i64
  func.call @printI64(%e5) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 3.75 : f64
  %b = arith.constant -3.75 : f64
  %c = arith.constant 123456.5 : f64
  %d = arith.constant -0.0 : f64
  %e = arith.constant 1.0e+9 : f64
  func.call @fromf(%a) : (f64) -> ()
  func.call @fromf(%b) : (f64) -> ()
  func.call @fromf(%c) : (f64) -> ()
  func.call @fromf(%d) : (f64) -> ()
  func.call @fromf(%e) : (f64) -> ()
  %i = arith.constant -1 : i64
  %j = arith.constant 200 : i64
  %k = arith.constant 4611686018427387904 : i64
  %n = arith.constant 9221120237041090560 : i64
  func.call @toi(%i) : (i64) -> ()
  func.call @toi(%j) : (i64) -> ()
  func.call @toi(%k) : (i64) -> ()
  func.call @toi(%n) : (i64) -> ()
  return
}
