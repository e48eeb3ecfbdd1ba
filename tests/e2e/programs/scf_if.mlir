// scf.if with and without results, nested ifs, ifs yielding several values.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @bucket(%x: i64) -> (i64, f64) {
  %c0 = arith.constant 0 : i64
  %c10 = arith.constant 10 : i64
  %neg = arith.cmpi slt, %x, %c0 : i64
  %r:2 = scf.if %neg -> (i64, f64) {
    %m = arith.constant -1 : i64
    %f = arith.constant -0.5 : f64
    scf.yield %m, %f : i64, f64
  } else {
    %small = arith.cmpi slt, %x, %c10 : i64
    %v = scf.if %small -> (i64) {
      scf.yield %x : i64
    } else {
      %d = arith.divsi %x, %c10 : i64
      %t = arith.addi %d, %c10 : i64
      scf.yield %t : i64
    }
    %f = arith.sitofp %v : i64 to f64
    scf.yield %v, %f : i64, f64
  }
  return %r#0, %r#1 : i64, f64
}

func.func @main() {
  %vals = arith.constant -3 : i64
  %a = arith.constant 7 : i64
  %b = arith.constant 250 : i64
  %c = arith.constant 0 : i64
  %x0, %y0 = call @bucket(%vals) : (i64) -> (i64, f64)
  %x1, %y1 = call @bucket(%a) : (i64) -> (i64, f64)
  %x2, %y2 = call @bucket(%b) : (i64) -> (i64, f64)
  %x3, %y3 = call @bucket(%c) : (i64) -> (i64, f64)
  func.call @printI64(%x0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%y0) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%x1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%y1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%x2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%y2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%x3) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%y3) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %t = arith.constant true
  scf.if %t {
    func.call @printI64(%a) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  %f = arith.constant false
  scf.if %f {
    func.call @printI64(%b) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
