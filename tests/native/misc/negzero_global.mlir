// A splat of -0.0 initializing an array becomes mlir-translate's `zeroinitializer` (+0.0);
// other -0.0 initializers keep their sign.
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.mlir.global internal @a(dense<[-0.0, -0.0]> : tensor<2xf32>) : !llvm.array<2 x f32>
  llvm.mlir.global internal @b(dense<[-0.0, 1.0]> : tensor<2xf32>) : !llvm.array<2 x f32>
  llvm.mlir.global internal @c(-0.0 : f64) : f64
  llvm.mlir.global internal @d(dense<-0.0> : vector<2xf64>) : vector<2xf64>
  llvm.func @bits32(%p: !llvm.ptr, %i: i64) {
    %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %v = llvm.load %q : !llvm.ptr -> i32
    %w = llvm.zext %v : i32 to i64
    llvm.call @printI64(%w) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @bits64(%p: !llvm.ptr, %i: i64) {
    %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %v = llvm.load %q : !llvm.ptr -> i64
    llvm.call @printI64(%v) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() -> i32 {
    %z = llvm.mlir.constant(0 : i64) : i64
    %o = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.mlir.addressof @a : !llvm.ptr
    %b = llvm.mlir.addressof @b : !llvm.ptr
    %c = llvm.mlir.addressof @c : !llvm.ptr
    %d = llvm.mlir.addressof @d : !llvm.ptr
    llvm.call @bits32(%a, %z) : (!llvm.ptr, i64) -> ()
    llvm.call @bits32(%a, %o) : (!llvm.ptr, i64) -> ()
    llvm.call @bits32(%b, %z) : (!llvm.ptr, i64) -> ()
    llvm.call @bits32(%b, %o) : (!llvm.ptr, i64) -> ()
    llvm.call @bits64(%c, %z) : (!llvm.ptr, i64) -> ()
    llvm.call @bits64(%d, %z) : (!llvm.ptr, i64) -> ()
    llvm.call @bits64(%d, %o) : (!llvm.ptr, i64) -> ()
    %r = llvm.mlir.constant(0 : i32) : i32
    llvm.return %r : i32
  }
}
