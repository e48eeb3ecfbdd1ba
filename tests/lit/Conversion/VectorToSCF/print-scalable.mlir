// A scalable vector.print loops up to `vscale * n`: the product is named `%c<n>_vscale`, as
// upstream names an index arith.muli of a constant and vector.vscale (either order).
// RUN: rmlir-opt %s -convert-vector-to-scf | FileCheck %s


// CHECK-LABEL: func.func @print_scalable(%arg0: vector<[2]xi16>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %c2_vscale = arith.muli %vscale, %c2 : index
// CHECK-NEXT: %0 = arith.subi %c2_vscale, %c1 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2_vscale step %c1 {
// CHECK-NEXT: %1 = vector.extractelement %arg0[%arg1 : index] : vector<[2]xi16>
// CHECK-NEXT: vector.print %1 : i16 punctuation <no_punctuation>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg1, %0 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_scalable(%v: vector<[2]xi16>) {
  vector.print %v : vector<[2]xi16>
  return
}

// CHECK-LABEL: func.func @names(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %c3_vscale = arith.muli %vscale, %c3 : index
// CHECK-NEXT: %c3_vscale_0 = arith.muli %vscale, %c3 : index
// CHECK-NEXT: %0 = arith.muli %vscale, %arg0 : index
// CHECK-NEXT: return %c3_vscale, %c3_vscale_0, %0 : index, index, index
// CHECK-NEXT: }
func.func @names(%n: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %vs = vector.vscale
  %a = arith.muli %vs, %c3 : index
  %b = arith.muli %c3, %vs : index
  %c = arith.muli %vs, %n : index
  return %a, %b, %c : index, index, index
}

