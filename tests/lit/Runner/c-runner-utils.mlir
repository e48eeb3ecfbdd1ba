// libmlir_c_runner_utils' random helpers resolve to the built-in runtime.
// RUN: rmlir-runner %s -e main -entry-point-result=i64 -shared-libs=%S/libmlir_c_runner_utils.so | FileCheck %s

// CHECK: {{^}}0{{$}}
llvm.func @rtsrand(i64) -> !llvm.ptr
llvm.func @rtrand(!llvm.ptr, i64) -> i64
llvm.func @rtdrand(!llvm.ptr)

llvm.func @main() -> i64 {
  %seed = llvm.mlir.constant(7 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %g = llvm.call @rtsrand(%seed) : (i64) -> !llvm.ptr
  %r = llvm.call @rtrand(%g, %zero) : (!llvm.ptr, i64) -> i64
  llvm.call @rtdrand(%g) : (!llvm.ptr) -> ()
  llvm.return %r : i64
}
