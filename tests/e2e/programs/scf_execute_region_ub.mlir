// scf.execute_region with several blocks and results, ub.poison in a never-selected
// select arm, cf.assert with a true condition, a function with llvm.emit_c_interface.
// RUN-PIPELINE: -convert-scf-to-cf -convert-ub-to-llvm -convert-arith-to-llvm -convert-cf-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printNewline()

func.func @clamp(%x: i64) -> i64 attributes {llvm.emit_c_interface} {
  %r = scf.execute_region -> i64 {
    %c0 = arith.constant 0 : i64
    %neg = arith.cmpi slt, %x, %c0 : i64
    cf.cond_br %neg, ^lo, ^check
  ^check:
    %c100 = arith.constant 100 : i64
    %big = arith.cmpi sgt, %x, %c100 : i64
    cf.cond_br %big, ^hi(%c100 : i64), ^mid
  ^lo:
    scf.yield %c0 : i64
  ^hi(%h: i64):
    scf.yield %h : i64
  ^mid:
    scf.yield %x : i64
  }
  return %r : i64
}

func.func @main() {
  %a = arith.constant -5 : i64
  %b = arith.constant 55 : i64
  %c = arith.constant 555 : i64
  %ra = func.call @clamp(%a) : (i64) -> i64
  %rb = func.call @clamp(%b) : (i64) -> i64
  %rc = func.call @clamp(%c) : (i64) -> i64
  func.call @printI64(%ra) : (i64) -> ()
  func.call @printI64(%rb) : (i64) -> ()
  func.call @printI64(%rc) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %p = ub.poison : i64
  %t = arith.constant true
  %s = arith.select %t, %rb, %p : i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %ok = arith.cmpi eq, %s, %rb : i64
  cf.assert %ok, "select picked the poison arm"
  return
}
