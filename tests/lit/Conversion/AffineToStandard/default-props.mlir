// The ops lower-affine creates carry their default-valued properties, as upstream's
// builders set them: visible in the generic form.
// RUN: rmlir-opt %s -lower-affine -mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "func.func"
// CHECK: "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK: "memref.load"(%{{.*}}, %{{.*}}) <{nontemporal = false}> : (memref<16xf32>, index) -> f32
// CHECK: "memref.store"(%{{.*}}, %{{.*}}, %{{.*}}) <{nontemporal = false}> : (f32, memref<16xf32>, index) -> ()
func.func @f(%m: memref<16xf32>, %i: index) {
  %v = affine.load %m[%i * 2] : memref<16xf32>
  affine.store %v, %m[%i] : memref<16xf32>
  return
}
