// RUN: rmlir-opt %s -allow-unregistered-dialect -symbol-privatize -mlir-print-ir-after-all 2>&1 | FileCheck %s

// A dump of the top-level op prints the dialect resources it uses but not the input's
// external resources, which only the tool's output carries back (upstream prints dumps with
// an AsmState of their own, without the tool's fallback resource map).

module {
  func.func @f() -> tensor<2xi32> {
    %0 = "demo.c"() {v = dense_resource<blob1> : tensor<2xi32>} : () -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  },
  external_resources: {
    other: {
      k: true
    }
  }
#-}

// CHECK:      // -----// IR Dump After SymbolPrivatize (symbol-privatize) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @f() -> tensor<2xi32> {
// CHECK-NEXT:     %0 = "demo.c"() {v = dense_resource<blob1> : tensor<2xi32>} : () -> tensor<2xi32>
// CHECK-NEXT:     return %0 : tensor<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @f() -> tensor<2xi32> {
// CHECK-NEXT:     %0 = "demo.c"() {v = dense_resource<blob1> : tensor<2xi32>} : () -> tensor<2xi32>
// CHECK-NEXT:     return %0 : tensor<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     other: {
// CHECK-NEXT:       k: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
