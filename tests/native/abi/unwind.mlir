// A frame of ours between a C++ caller and a C++ callee that throws: the exception
// unwinds through it only if its .eh_frame describes the frame (rbp-based CFA and the
// callee-saved registers the values live across the call need).
module {
  llvm.func @cb(i64)
  llvm.func @through(%x: i64, %y: i64, %z: i64) -> i64 {
    %a = llvm.mul %x, %y : i64
    %b = llvm.mul %y, %z : i64
    %c = llvm.mul %x, %z : i64
    %d = llvm.add %a, %b : i64
    %e = llvm.xor %c, %x : i64
    llvm.call @cb(%d) : (i64) -> ()
    %f = llvm.add %d, %e : i64
    %g = llvm.add %f, %c : i64
    %h = llvm.add %g, %a : i64
    %i = llvm.add %h, %b : i64
    llvm.return %i : i64
  }
}
