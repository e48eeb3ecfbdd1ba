// Recursive and mutually recursive functions, calls with many arguments.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %lt = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %lt -> (i64) {
    scf.yield %n : i64
  } else {
    %c1 = arith.constant 1 : i64
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @is_even(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %z -> (i1) {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %c1 = arith.constant 1 : i64
    %m = arith.subi %n, %c1 : i64
    %o = func.call @is_odd(%m) : (i64) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}

func.func @is_odd(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %z -> (i1) {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %c1 = arith.constant 1 : i64
    %m = arith.subi %n, %c1 : i64
    %e = func.call @is_even(%m) : (i64) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}

func.func @ackermann(%m: i64, %n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %mz = arith.cmpi eq, %m, %c0 : i64
  %r = scf.if %mz -> (i64) {
    %s = arith.addi %n, %c1 : i64
    scf.yield %s : i64
  } else {
    %m1 = arith.subi %m, %c1 : i64
    %nz = arith.cmpi eq, %n, %c0 : i64
    %v = scf.if %nz -> (i64) {
      %a = func.call @ackermann(%m1, %c1) : (i64, i64) -> i64
      scf.yield %a : i64
    } else {
      %n1 = arith.subi %n, %c1 : i64
      %inner = func.call @ackermann(%m, %n1) : (i64, i64) -> i64
      %a = func.call @ackermann(%m1, %inner) : (i64, i64) -> i64
      scf.yield %a : i64
    }
    scf.yield %v : i64
  }
  return %r : i64
}

func.func @many(%a: i8, %b: i16, %c: i32, %d: i64, %e: f32, %f: f64, %g: index, %h: i1) -> i64 {
  %a1 = arith.extsi %a : i8 to i64
  %b1 = arith.extsi %b : i16 to i64
  %c1 = arith.extsi %c : i32 to i64
  %e1 = arith.fptosi %e : f32 to i64
  %f1 = arith.fptosi %f : f64 to i64
  %g1 = arith.index_cast %g : index to i64
  %h1 = arith.extui %h : i1 to i64
  %s0 = arith.addi %a1, %b1 : i64
  %s1 = arith.addi %s0, %c1 : i64
  %s2 = arith.addi %s1, %d : i64
  %s3 = arith.addi %s2, %e1 : i64
  %s4 = arith.addi %s3, %f1 : i64
  %s5 = arith.addi %s4, %g1 : i64
  %s6 = arith.addi %s5, %h1 : i64
  return %s6 : i64
}

func.func @main() {
  %n = arith.constant 25 : i64
  %f = call @fib(%n) : (i64) -> i64
  func.call @printI64(%f) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %k = arith.constant 17 : i64
  %e = call @is_even(%k) : (i64) -> i1
  %o = call @is_odd(%k) : (i64) -> i1
  %ee = arith.extui %e : i1 to i64
  %oe = arith.extui %o : i1 to i64
  func.call @printI64(%ee) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%oe) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m = arith.constant 2 : i64
  %nn = arith.constant 3 : i64
  %a = call @ackermann(%m, %nn) : (i64, i64) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x8 = arith.constant -8 : i8
  %x16 = arith.constant 1600 : i16
  %x32 = arith.constant -320000 : i32
  %x64 = arith.constant 6400000000 : i64
  %xf = arith.constant 32.75 : f32
  %xd = arith.constant -64.25 : f64
  %xi = arith.constant 7 : index
  %xb = arith.constant true
  %s = call @many(%x8, %x16, %x32, %x64, %xf, %xd, %xi, %xb) : (i8, i16, i32, i64, f32, f64, index, i1) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
