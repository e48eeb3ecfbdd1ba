// i128 arguments take two registers or, when fewer are left, a 16-byte aligned stack slot,
// after which later integer arguments go on the stack too (as llc passes them).
module {
  llvm.func @f(%a: i64, %b: i64, %c: i64, %d: i64, %e: i64, %x: i128, %y: i64) -> i64 {
    %hi_sh = llvm.mlir.constant(64 : i128) : i128
    %h = llvm.lshr %x, %hi_sh : i128
    %t = llvm.trunc %x : i128 to i64
    %th = llvm.trunc %h : i128 to i64
    %m = llvm.mul %th, %e : i64
    %r = llvm.add %t, %y : i64
    %s = llvm.add %r, %m : i64
    llvm.return %s : i64
  }
  llvm.func @g(%a: i64, %b: i64, %c: i64, %d: i64, %x: i128, %e: i64, %f: i64, %s: i64, %z: i128) -> i128 {
    %t = llvm.add %x, %z : i128
    %e1 = llvm.zext %s : i64 to i128
    %u = llvm.sub %t, %e1 : i128
    llvm.return %u : i128
  }
}
