// RUN: rmlir-translate --mlir-to-obj %s -o /dev/null --split-input-file --verify-diagnostics

llvm.func @three_floats() -> !llvm.struct<(f64, f64, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(f64, f64, f64)>
  // expected-error @below {{unsupported: a result with a third or fourth float leaf}}
  llvm.return %0 : !llvm.struct<(f64, f64, f64)>
}

// -----

llvm.func @not_variadic(%ap: !llvm.ptr) {
  // expected-error @below {{'llvm.intr.vastart' in a function that is not variadic}}
  llvm.intr.vastart %ap : !llvm.ptr
  llvm.return
}
