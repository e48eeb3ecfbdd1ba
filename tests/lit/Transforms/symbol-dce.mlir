// RUN: rmlir-opt -allow-unregistered-dialect %s -symbol-dce -split-input-file | FileCheck %s
// RUN: rmlir-opt -allow-unregistered-dialect %s -symbol-dce -split-input-file -mlir-disable-threading | FileCheck %s
// RUN: rmlir-opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(builtin.module(symbol-dce))" -split-input-file | FileCheck %s --check-prefix=NESTED

// Non-public symbols without uses are deleted; public ones and those referenced by live
// ops stay. Unregistered ops are not symbols, so they always stay and their uses count.

// CHECK-LABEL: module attributes {test.simple}
module attributes {test.simple} {
  // CHECK-NOT: @dead_private
  module @dead_private attributes {sym_visibility = "private"} {
  }
  // CHECK: module @live_private attributes {sym_visibility = "private"}
  module @live_private attributes {sym_visibility = "private"} {
  }
  // CHECK: module @public
  module @public {
  }
  // A `nested` symbol is not public, so it can be discarded in a hidden table.
  // CHECK-NOT: @nested_vis
  module @nested_vis attributes {sym_visibility = "nested"} {
  }
  // CHECK: "demo.use"() {refs = [@live_private]}
  "demo.use"() {refs = [@live_private]} : () -> ()
  // CHECK: "demo.sym"() {sym_name = "not_a_symbol", sym_visibility = "private"}
  "demo.sym"() {sym_name = "not_a_symbol", sym_visibility = "private"} : () -> ()
}

// -----

// Liveness propagates through nested references (`@outer::@inner` keeps both alive) and
// through live symbol tables.

// CHECK-LABEL: module attributes {test.nested}
// NESTED-LABEL: module attributes {test.nested}
module attributes {test.nested} {
  // CHECK: module @outer attributes {sym_visibility = "private"}
  module @outer attributes {sym_visibility = "private"} {
    // CHECK-NEXT: module @inner attributes {sym_visibility = "nested"}
    module @inner attributes {sym_visibility = "nested"} {
    }
    // CHECK-NOT: @unused_inner
    module @unused_inner attributes {sym_visibility = "private"} {
    }
    // CHECK: module @kept_by_nested_run
    // NESTED: module @kept_by_nested_run
    module @kept_by_nested_run {
      "demo.use"() {ref = @kept_private} : () -> ()
      // NESTED: module @kept_private
      module @kept_private attributes {sym_visibility = "private"} {
      }
      // NESTED-NOT: @gone_private
      module @gone_private attributes {sym_visibility = "private"} {
      }
    }
  }
  // CHECK: "demo.use"() {ref = @outer::@inner}
  "demo.use"() {ref = @outer::@inner} : () -> ()
}
