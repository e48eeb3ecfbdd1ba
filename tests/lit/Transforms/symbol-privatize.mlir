// RUN: rmlir-opt %s -symbol-privatize="exclude=aap,kat" | FileCheck %s
// RUN: rmlir-opt %s -pass-pipeline="builtin.module(symbol-privatize{exclude=aap,kat})" -mlir-disable-threading | FileCheck %s

// Top-level symbols become private unless excluded; nested tables are left alone.

// CHECK-LABEL: module {
// CHECK-NEXT: module @aap {
// CHECK-NEXT: module @inner {
module @aap {
  module @inner {
  }
}
// CHECK: module @kat {
module @kat {
}
// CHECK: module @noot attributes {sym_visibility = "private"} {
module @noot {
}
// CHECK: module @mies attributes {sym_visibility = "private"} {
module @mies attributes {sym_visibility = "nested"} {
}
