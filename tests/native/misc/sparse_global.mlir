// Globals initialized by sparse elements: zero but at the listed coordinates (row-major).
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.mlir.global internal constant @s(sparse<[[0, 1], [1, 2]], [7, -9]> : tensor<2x3xi32>) : !llvm.array<2 x array<3 x i32>>
  llvm.mlir.global internal constant @c(sparse<[[1], [3]], [(1.5, 2.5), (3.0, -4.0)]> : tensor<4xcomplex<f32>>) : !llvm.array<4 x struct<(f32, f32)>>
  llvm.func @main() -> i32 {
    %s = llvm.mlir.addressof @s : !llvm.ptr
    %c = llvm.mlir.addressof @c : !llvm.ptr
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %six = llvm.mlir.constant(6 : i64) : i64
    %eight = llvm.mlir.constant(8 : i64) : i64
    llvm.br ^l(%zero : i64)
  ^l(%i: i64):
    %d = llvm.icmp "slt" %i, %six : i64
    llvm.cond_br %d, ^b, ^c(%zero : i64)
  ^b:
    %p = llvm.getelementptr %s[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %v = llvm.load %p : !llvm.ptr -> i32
    %w = llvm.sext %v : i32 to i64
    llvm.call @printI64(%w) : (i64) -> ()
    %n = llvm.add %i, %one : i64
    llvm.br ^l(%n : i64)
  ^c(%j: i64):
    %e = llvm.icmp "slt" %j, %eight : i64
    llvm.cond_br %e, ^cb, ^done
  ^cb:
    %q = llvm.getelementptr %c[%j] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %f = llvm.load %q : !llvm.ptr -> f32
    %fi = llvm.fptosi %f : f32 to i64
    llvm.call @printI64(%fi) : (i64) -> ()
    %m = llvm.add %j, %one : i64
    llvm.br ^c(%m : i64)
  ^done:
    llvm.call @printNewline() : () -> ()
    %r = llvm.mlir.constant(0 : i32) : i32
    llvm.return %r : i32
  }
}
