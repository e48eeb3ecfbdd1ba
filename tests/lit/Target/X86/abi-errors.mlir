// RUN: rmlir-translate --mlir-to-obj %s -o /dev/null --split-input-file --verify-diagnostics

llvm.func @not_variadic(%ap: !llvm.ptr) {
  // expected-error @below {{'llvm.intr.vastart' in a function that is not variadic}}
  llvm.intr.vastart %ap : !llvm.ptr
  llvm.return
}
