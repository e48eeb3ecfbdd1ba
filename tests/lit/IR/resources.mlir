// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s --mlir-elide-resource-strings-if-larger=20 | FileCheck %s --check-prefix=ELIDE
// RUN: rmlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// Used builtin blobs print under dialect_resources (unused ones are dropped); external
// resources of unknown owners are kept in input order, empty owners dropped, strings
// re-escaped as upstream's printEscapedString does.

// CHECK: "demo.a"() {attr = dense_resource<blob1> : tensor<3xi64>} : () -> ()
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x08000000010000000000000002000000000000000300000000000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     zeta: {
// CHECK-NEXT:       b: "0x0800000001",
// CHECK-NEXT:       a: true,
// CHECK-NEXT:       s: "x\0Aq\22",
// CHECK-NEXT:       c: false
// CHECK-NEXT:     },
// CHECK-NEXT:     alpha: {
// CHECK-NEXT:       k: "\22s"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// ELIDE:      {-#
// ELIDE-NEXT:   external_resources: {
// ELIDE-NEXT:     zeta: {
// ELIDE-NEXT:       b: "0x0800000001",
// ELIDE-NEXT:       a: true,
// ELIDE-NEXT:       s: "x\0Aq\22",
// ELIDE-NEXT:       c: false
// ELIDE-NEXT:     },
// ELIDE-NEXT:     alpha: {
// ELIDE-NEXT:       k: "\22s"
// ELIDE-NEXT:     }
// ELIDE-NEXT:   }
// ELIDE-NEXT: #-}

"demo.a"() {attr = dense_resource<blob1> : tensor<3xi64>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      unused: "0x0800000001"
    }
  },
  external_resources: {
    zeta: { b: "0x0800000001", a: true, s: "x\nq\"", c: false },
    alpha: { k: "\22s" },
    empty: {}
  }
#-}
