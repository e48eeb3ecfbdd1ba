// Folding and canonicalization of affine.if: affine.apply and constant operands are
// composed into the condition, an else block holding only its yield is dropped, and an
// always-true or always-false condition is replaced by the chosen block.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// CHECK-DAG: #[[$SET:.*]] = affine_set<(d0)[s0] : (d0 - 1 >= 0, -d0 + s0 + 9 >= 0)>

// CHECK-LABEL: func.func @compose(
func.func @compose(%n: index) {
  %c10 = arith.constant 10 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    // CHECK: affine.if #[[$SET]](%{{.*}})[%arg0] {
    // CHECK-NEXT: "test.then"
    // CHECK-NEXT: }
    affine.if affine_set<(d0, d1)[s0] : (d0 - 2 >= 0, s0 + d1 - d0 >= 0)>(%a, %c10)[%n] {
      "test.then"() : () -> ()
    } else {
    }
  }
  return
}

// CHECK-LABEL: func.func @always_true(
// CHECK-NEXT:    "test.then"() : () -> ()
// CHECK-NEXT:    return %arg0 : index
func.func @always_true(%x: index, %y: index) -> index {
  %r = affine.if affine_set<() : (0 == 0)>() -> index {
    "test.then"() : () -> ()
    affine.yield %x : index
  } else {
    affine.yield %y : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @always_false(
// CHECK-NEXT:    "test.else"() : () -> ()
// CHECK-NEXT:    return
func.func @always_false() {
  affine.if affine_set<() : (1 == 0)>() {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.then"() : () -> ()
  }
  return
}
