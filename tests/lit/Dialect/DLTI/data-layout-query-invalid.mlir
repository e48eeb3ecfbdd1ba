// RUN: rmlir-opt --test-data-layout-query --split-input-file --verify-diagnostics %s

// Types without a layout are a diagnostic (upstream aborts: "LLVM ERROR: neither the
// scoping op nor the type class provide data layout information for ...").

func.func @memref() {
  // expected-error @+1 {{neither the scoping op nor the type class provide data layout information for memref<4xf32>}}
  %0 = "test.data_layout_query"() : () -> memref<4xf32>
  return
}

// -----

// A struct containing itself has no size (upstream recurses until the stack overflows).
func.func @recursive() {
  // expected-error @+1 {{neither the scoping op nor the type class provide data layout information for !llvm.struct<"a", (struct<"a">)>}}
  %0 = "test.data_layout_query"() : () -> !llvm.struct<"a", (struct<"a">)>
  return
}
