// RUN: rmlir-opt -allow-unregistered-dialect %s -affine-simplify-structures | FileCheck %s

// Empty sets (by elimination or the GCD test) fold their affine.if away; trivially
// redundant constraints go; maps are simplified and the ops canonicalized.

func.func @sets(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 - d0 - 1 >= 0)>(%i, %j) {
        "empty"() : () -> ()
      }
      affine.if affine_set<(d0) : (3 * d0 - 1 >= 0, -3 * d0 + 2 >= 0)>(%i) {
        "gcd_empty"() : () -> ()
      }
      affine.if affine_set<(d0, d1) : (d0 - 5 == 0, d0 - 5 == 0, d1 >= 0, d1 >= 0, d1 + 3 >= 0)>(%i, %j) {
        "redundant"() : () -> ()
      }
      affine.if affine_set<(d0)[s0] : (d0 mod 4 - 1 >= 0, s0 - d0 >= 0)>(%i)[%n] {
        "mod"() : () -> ()
      }
    }
  }
  return
}

func.func @maps(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> ((d0 * 4 + d1 * 8) floordiv 4)>(%a, %b)
  %1 = affine.apply affine_map<(d0) -> (d0 * 6 mod 3 + d0)>(%a)
  return %0, %1 : index, index
}

// CHECK:      #map = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK-NEXT: #set = affine_set<(d0, d1) : (d0 - 5 == 0, d0 - 5 == 0, d1 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0)[s0] : (d0 mod 4 - 1 >= 0, -d0 + s0 >= 0, -d0 + (d0 floordiv 4) * 4 + 3 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @sets(%arg0: index) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:         affine.if #set(%arg1, %arg2) {
// CHECK-NEXT:           "redundant"() : () -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:         affine.if #set1(%arg1)[%arg0] {
// CHECK-NEXT:           "mod"() : () -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @maps(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT:     return %0, %arg0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
