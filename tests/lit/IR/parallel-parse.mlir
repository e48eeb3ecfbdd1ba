// RUN: rmlir-opt %s -mlir-print-debuginfo -allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s -mlir-print-debuginfo -allow-unregistered-dialect --mlir-disable-threading | FileCheck %s

// Function bodies parsed in parallel (deferred regions) give the sequential parse's IR:
// aliases defined before, location aliases defined after, nested modules, the generic
// form, declarations and distinct attributes (whose bodies are parsed in order).

#map = affine_map<(d0) -> (d0 + 1)>
!t = i32
module {
  func.func @a(%x: !t) -> !t {
    %0 = arith.addi %x, %x : !t loc(#loc1)
    cf.br ^bb1(%0 : !t)
  ^bb1(%y: !t):
    return %y : !t
  }
  func.func private @decl(i32)
  module @inner {
    func.func @b() -> index {
      %c = arith.constant 3 : index
      %r = affine.apply #map(%c)
      return %r : index
    }
  }
  "func.func"() <{function_type = () -> (), sym_name = "generic"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  func.func @d() attributes {x = distinct[0]<42 : i32>} {
    "test.op"() {y = distinct[0]<42 : i32>} : () -> ()
    return
  }
}
#loc1 = loc("x.mlir":3:4)

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #loc2 = loc("{{.*}}parallel-parse.mlir":11:16)
// CHECK-NEXT: #loc5 = loc("{{.*}}parallel-parse.mlir":14:8)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @a(%arg0: i32 loc("{{.*}}parallel-parse.mlir":11:16)) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
// CHECK-NEXT:     cf.br ^bb1(%0 : i32) loc(#loc4)
// CHECK-NEXT:   ^bb1(%1: i32 loc("{{.*}}parallel-parse.mlir":14:8)):  // pred: ^bb0
// CHECK-NEXT:     return %1 : i32 loc(#loc6)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   func.func private @decl(i32) loc(#loc7)
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @b() -> index {
// CHECK-NEXT:       %c3 = arith.constant 3 : index loc(#loc10)
// CHECK-NEXT:       %0 = affine.apply #map(%c3) loc(#loc11)
// CHECK-NEXT:       return %0 : index loc(#loc12)
// CHECK-NEXT:     } loc(#loc9)
// CHECK-NEXT:   } loc(#loc8)
// CHECK-NEXT:   func.func @generic() {
// CHECK-NEXT:     return loc(#loc14)
// CHECK-NEXT:   } loc(#loc13)
// CHECK-NEXT:   func.func @d() attributes {x = #distinct} {
// CHECK-NEXT:     "test.op"() {y = #distinct} : () -> () loc(#loc16)
// CHECK-NEXT:     return loc(#loc17)
// CHECK-NEXT:   } loc(#loc15)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}parallel-parse.mlir":10:1)
// CHECK-NEXT: #loc1 = loc("{{.*}}parallel-parse.mlir":11:3)
// CHECK-NEXT: #loc3 = loc("x.mlir":3:4)
// CHECK-NEXT: #loc4 = loc("{{.*}}parallel-parse.mlir":13:5)
// CHECK-NEXT: #loc6 = loc("{{.*}}parallel-parse.mlir":15:5)
// CHECK-NEXT: #loc7 = loc("{{.*}}parallel-parse.mlir":17:3)
// CHECK-NEXT: #loc8 = loc("{{.*}}parallel-parse.mlir":18:3)
// CHECK-NEXT: #loc9 = loc("{{.*}}parallel-parse.mlir":19:5)
// CHECK-NEXT: #loc10 = loc("{{.*}}parallel-parse.mlir":20:12)
// CHECK-NEXT: #loc11 = loc("{{.*}}parallel-parse.mlir":21:12)
// CHECK-NEXT: #loc12 = loc("{{.*}}parallel-parse.mlir":22:7)
// CHECK-NEXT: #loc13 = loc("{{.*}}parallel-parse.mlir":25:3)
// CHECK-NEXT: #loc14 = loc("{{.*}}parallel-parse.mlir":26:5)
// CHECK-NEXT: #loc15 = loc("{{.*}}parallel-parse.mlir":28:3)
// CHECK-NEXT: #loc16 = loc("{{.*}}parallel-parse.mlir":29:5)
// CHECK-NEXT: #loc17 = loc("{{.*}}parallel-parse.mlir":30:5)
