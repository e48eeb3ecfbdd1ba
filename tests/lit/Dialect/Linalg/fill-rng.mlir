// RUN: rmlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: rmlir-opt %s -linalg-generalize-named-ops | FileCheck %s
// linalg.fill_rng_2d: its short form, and its body (OpDSL's linear congruential generator
// over the loop indices) once generalized.

func.func @rng(%lo: f64, %hi: f64, %seed: i32, %o: memref<3x9xf16>) {
  linalg.fill_rng_2d ins(%lo, %hi, %seed : f64, f64, i32) outs(%o : memref<3x9xf16>)
  return
}
// ROUND: linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<3x9xf16>)

// CHECK-DAG: #[[S:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK:      %[[INC:.*]] = arith.constant 12345 : i32
// CHECK-NEXT: %[[MUL:.*]] = arith.constant 1103515245 : i32
// CHECK-NEXT: %[[OFF:.*]] = arith.constant 0x41DFFFFFFFC00000 : f64
// CHECK-NEXT: %[[SCALE:.*]] = arith.constant 2.3283063999999999E-10 : f64
// CHECK-NEXT: linalg.generic {indexing_maps = [#[[S]], #[[S]], #[[S]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<3x9xf16>) {
// CHECK-NEXT: ^bb0(%[[MIN:.*]]: f64, %[[MAX:.*]]: f64, %[[SEED:.*]]: i32, %{{.*}}: f16):
// CHECK-NEXT:   %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT:   %[[J32:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK-NEXT:   %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT:   %[[I32:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:   %[[A:.*]] = arith.addi %[[I32]], %[[SEED]] : i32
// CHECK-NEXT:   %[[B:.*]] = arith.muli %[[A]], %[[MUL]] : i32
// CHECK-NEXT:   %[[R1:.*]] = arith.addi %[[B]], %[[INC]] : i32
// CHECK-NEXT:   %[[C:.*]] = arith.addi %[[J32]], %[[R1]] : i32
// CHECK-NEXT:   %[[D:.*]] = arith.muli %[[C]], %[[MUL]] : i32
// CHECK-NEXT:   %[[R2:.*]] = arith.addi %[[D]], %[[INC]] : i32
// CHECK-NEXT:   %[[F:.*]] = arith.sitofp %[[R2]] : i32 to f64
// CHECK-NEXT:   %[[G:.*]] = arith.addf %[[F]], %[[OFF]] : f64
// CHECK-NEXT:   %[[H:.*]] = arith.subf %[[MAX]], %[[MIN]] : f64
// CHECK-NEXT:   %[[K:.*]] = arith.mulf %[[H]], %[[SCALE]] : f64
// CHECK-NEXT:   %[[L:.*]] = arith.mulf %[[G]], %[[K]] : f64
// CHECK-NEXT:   %[[M:.*]] = arith.addf %[[L]], %[[MIN]] : f64
// CHECK-NEXT:   %[[T:.*]] = arith.truncf %[[M]] : f64 to f16
// CHECK-NEXT:   linalg.yield %[[T]] : f16
