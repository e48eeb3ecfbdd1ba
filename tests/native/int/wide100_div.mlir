// Division and remainder of 100-bit integers: operands extended to 128 bits for the
// compiler-rt helpers (__divti3 ...). Expected output: the llc-19 path.
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @show(%v: i100) {
    %c = llvm.mlir.constant(64 : i100) : i100
    %lo = llvm.trunc %v : i100 to i64
    %h = llvm.ashr %v, %c : i100
    %hi = llvm.trunc %h : i100 to i64
    llvm.call @printI64(%lo) : (i64) -> ()
    llvm.call @printI64(%hi) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @ops(%a: i100, %b: i100) {
    %q = llvm.sdiv %a, %b : i100
    %r = llvm.srem %a, %b : i100
    %u = llvm.udiv %a, %b : i100
    %m = llvm.urem %a, %b : i100
    llvm.call @show(%q) : (i100) -> ()
    llvm.call @show(%r) : (i100) -> ()
    llvm.call @show(%u) : (i100) -> ()
    llvm.call @show(%m) : (i100) -> ()
    llvm.return
  }
  llvm.func @main() -> i32 {
    %a = llvm.mlir.constant(-123456789012345678901234567 : i100) : i100
    %b = llvm.mlir.constant(98765432109 : i100) : i100
    %c = llvm.mlir.constant(-7 : i100) : i100
    %d = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
    llvm.call @ops(%a, %b) : (i100, i100) -> ()
    llvm.call @ops(%a, %c) : (i100, i100) -> ()
    llvm.call @ops(%d, %c) : (i100, i100) -> ()
    llvm.call @ops(%d, %b) : (i100, i100) -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
