// Calls @f and @g (i128_callee.mlir) and prints their results.
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @f(i64, i64, i64, i64, i64, i128, i64) -> i64
  llvm.func @g(i64, i64, i64, i64, i128, i64, i64, i64, i128) -> i128
  llvm.func @main() -> i32 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %five = llvm.mlir.constant(5 : i64) : i64
    %seven = llvm.mlir.constant(7 : i64) : i64
    %x = llvm.mlir.constant(55340232221128654849 : i128) : i128
    %r = llvm.call @f(%one, %one, %one, %one, %five, %x, %seven) : (i64, i64, i64, i64, i64, i128, i64) -> i64
    llvm.call @printI64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %z = llvm.mlir.constant(18446744073709551615 : i128) : i128
    %w = llvm.call @g(%one, %one, %one, %one, %x, %one, %one, %seven, %z) : (i64, i64, i64, i64, i128, i64, i64, i64, i128) -> i128
    %lo = llvm.trunc %w : i128 to i64
    %c64 = llvm.mlir.constant(64 : i128) : i128
    %hs = llvm.lshr %w, %c64 : i128
    %hi = llvm.trunc %hs : i128 to i64
    llvm.call @printI64(%lo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%hi) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %ret = llvm.mlir.constant(0 : i32) : i32
    llvm.return %ret : i32
  }
}
