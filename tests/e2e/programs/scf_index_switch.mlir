// scf.index_switch with results and without, inside a loop.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %r = scf.index_switch %i -> i64
    case 0 {
      %v = arith.constant 100 : i64
      scf.yield %v : i64
    }
    case 2 {
      %v = arith.constant 200 : i64
      scf.yield %v : i64
    }
    case 5 {
      %v = arith.constant 500 : i64
      scf.yield %v : i64
    }
    default {
      %v = arith.index_cast %i : index to i64
      %n = arith.subi %v, %v : i64
      %m = arith.subi %n, %v : i64
      scf.yield %m : i64
    }
    func.call @printI64(%r) : (i64) -> ()
    func.call @printComma() : () -> ()
    scf.index_switch %i
    case 3 {
      %v = arith.constant 3333 : i64
      func.call @printI64(%v) : (i64) -> ()
      func.call @printComma() : () -> ()
      scf.yield
    }
    default {
    }
  }
  func.call @printNewline() : () -> ()
  return
}
