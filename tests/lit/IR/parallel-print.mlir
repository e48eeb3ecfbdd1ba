// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-disable-threading | FileCheck %s

// Sibling functions are named and printed in parallel when threading is on: the text is
// that of printing them in turn (names restart per function, aliases and resources are
// shared and printed once, in first-use order).

#map = affine_map<(d0) -> (d0 * 2)>
module {
  %top = "demo.top"() : () -> i32
  func.func @a(%arg: i32) -> (i32, i32) {
    %c = arith.constant 1 : i32
    %s = arith.addi %arg, %c : i32
    %r:2 = arith.addui_extended %s, %c : i32, i1
    %t = "demo.t"() {m = #map, d = dense_resource<blob_a> : tensor<2xi32>} : () -> i32
    cf.br ^bb1(%t : i32)
  ^bb1(%x: i32):
    return %x, %s : i32, i32
  }
  func.func @b(%arg: index) -> index {
    %c0 = arith.constant 0 : index
    %r = scf.for %i = %c0 to %arg step %arg iter_args(%acc = %c0) -> (index) {
      %n = affine.apply #map(%i)
      %y = arith.addi %acc, %n : index
      scf.yield %y : index
    }
    return %r : index
  }
  func.func private @c(i32)
  func.func @d() {
    %u = "demo.u"() {d = dense_resource<blob_b> : tensor<1xi8>} : () -> i32
    return
  }
}

{-#
  dialect_resources: {
    builtin: {
      blob_a: "0x040000000100000002000000",
      blob_b: "0x0100000007"
    }
  }
#-}

// CHECK:      #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "demo.top"() : () -> i32
// CHECK-NEXT:   func.func @a(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %1, %c1_i32 : i32, i1
// CHECK-NEXT:     %2 = "demo.t"() {d = dense_resource<blob_a> : tensor<2xi32>, m = #map} : () -> i32
// CHECK-NEXT:     cf.br ^bb1(%2 : i32)
// CHECK-NEXT:   ^bb1(%3: i32):  // pred: ^bb0
// CHECK-NEXT:     return %3, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %1 = scf.for %arg1 = %c0 to %arg0 step %arg0 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT:       %2 = affine.apply #map(%arg1)
// CHECK-NEXT:       %3 = arith.addi %arg2, %2 : index
// CHECK-NEXT:       scf.yield %3 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @c(i32)
// CHECK-NEXT:   func.func @d() {
// CHECK-NEXT:     %1 = "demo.u"() {d = dense_resource<blob_b> : tensor<1xi8>} : () -> i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob_a: "0x040000000100000002000000",
// CHECK-NEXT:       blob_b: "0x0100000007"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
