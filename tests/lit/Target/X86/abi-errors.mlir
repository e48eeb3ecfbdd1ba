// RUN: rmlir-translate --mlir-to-obj %s -o /dev/null --split-input-file --verify-diagnostics

llvm.func @three_floats() -> !llvm.struct<(f64, f64, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(f64, f64, f64)>
  // expected-error @below {{unsupported: a result with a third or fourth float leaf}}
  llvm.return %0 : !llvm.struct<(f64, f64, f64)>
}

// -----

// expected-error @below {{unsupported: variadic function definition 'va'}}
llvm.func @va(%a: i32, ...) {
  llvm.return
}
