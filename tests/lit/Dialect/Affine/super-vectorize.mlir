// RUN: rmlir-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=8" | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=8 vectorize-reductions=true" | FileCheck %s --check-prefix=RED

// A parallel loop: the load becomes a transfer_read, the function-level constant a splat at
// the start of the vector loop, the function argument a broadcast after its definition.
// CHECK-LABEL: func @scale_add
// CHECK-NEXT:    %[[S:.*]] = vector.broadcast %arg2 : f32 to vector<8xf32>
// CHECK-NEXT:    arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 64 step 8 {
// CHECK-NEXT:      %[[C:.*]] = arith.constant dense<2.000000e+00> : vector<8xf32>
// CHECK-NEXT:      %[[PAD:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[A:.*]] = vector.transfer_read %arg0[%[[I]]], %[[PAD]] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT:      %[[M:.*]] = arith.mulf %[[A]], %[[C]] : vector<8xf32>
// CHECK-NEXT:      %[[R:.*]] = arith.addf %[[M]], %[[S]] : vector<8xf32>
// CHECK-NEXT:      vector.transfer_write %[[R]], %arg1[%[[I]]] : vector<8xf32>, memref<64xf32>
// CHECK-NEXT:    }
func.func @scale_add(%A: memref<64xf32>, %B: memref<64xf32>, %s: f32) {
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    %m = arith.mulf %a, %c : f32
    %r = arith.addf %m, %s : f32
    affine.store %r, %B[%i] : memref<64xf32>
  }
  return
}

// -----

// A loop-carried memory dependence: not parallel, left alone.
// CHECK-LABEL: func @not_parallel
// CHECK:         affine.for %{{.*}} = 0 to 64 {
// CHECK-NEXT:      affine.load
// CHECK-NEXT:      affine.store
func.func @not_parallel(%A: memref<65xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<65xf32>
    affine.store %a, %A[%i + 1] : memref<65xf32>
  }
  return
}

// -----

// The induction variable of the vectorized loop is neither uniform nor vectorizable: the
// scalar loop stays.
// CHECK-LABEL: func @iv_use
// CHECK:         affine.for %{{.*}} = 0 to 64 {
// CHECK:           arith.index_cast
func.func @iv_use(%A: memref<70xi32>, %B: memref<64xi32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i + 3] : memref<70xi32>
    %b = arith.index_cast %i : index to i32
    %s = arith.addi %a, %b : i32
    affine.store %s, %B[%i] : memref<64xi32>
  }
  return
}

// -----

// A sum over 30 elements by 8: the last iteration masks the lanes past the trip count, and
// the non-neutral init is combined after the vector.reduction.
// CHECK-LABEL: func @sum_masked
// CHECK:         affine.for %{{.*}} = 0 to 30 iter_args
// RED-DAG:     #[[LEFT:.*]] = affine_map<(d0) -> (-d0 + 30)>
// RED-LABEL: func @sum_masked
// RED-NEXT:    %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// RED-NEXT:    %[[L:.*]] = affine.for %[[I:.*]] = 0 to 30 step 8 iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (vector<8xf32>) {
// RED-NEXT:      %[[N:.*]] = affine.apply #[[LEFT]](%[[I]])
// RED-NEXT:      %[[MASK:.*]] = vector.create_mask %[[N]] : vector<8xi1>
// RED-NEXT:      %[[PAD:.*]] = arith.constant 0.000000e+00 : f32
// RED-NEXT:      %[[A:.*]] = vector.transfer_read %arg0[%[[I]]], %[[PAD]] : memref<30xf32>, vector<8xf32>
// RED-NEXT:      %[[SEL:.*]] = arith.select %[[MASK]], %[[A]], %[[ZERO]] : vector<8xi1>, vector<8xf32>
// RED-NEXT:      %[[ADD:.*]] = arith.addf %[[ACC]], %[[SEL]] : vector<8xf32>
// RED-NEXT:      affine.yield %[[ADD]] : vector<8xf32>
// RED-NEXT:    }
// RED-NEXT:    %[[RED:.*]] = vector.reduction <add>, %[[L]] : vector<8xf32> into f32
// RED-NEXT:    %[[RES:.*]] = arith.addf %[[RED]], %arg1 : f32
// RED-NEXT:    return %[[RES]] : f32
func.func @sum_masked(%A: memref<30xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 30 iter_args(%acc = %init) -> (f32) {
    %a = affine.load %A[%i] : memref<30xf32>
    %s = arith.addf %acc, %a : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// A signed max with a symbolic trip count, initialized with its neutral element: no
// combination after the reduction.
// RED-DAG:     #[[LEFT:.*]] = affine_map<(d0)[s0] -> (-d0 + s0)>
// RED-LABEL: func @max_dynamic
// RED:         %[[LOWEST:.*]] = arith.constant dense<-2147483648> : vector<8xi32>
// RED-NEXT:    %[[L:.*]] = affine.for %[[I:.*]] = 0 to %arg1 step 8 iter_args(%[[ACC:.*]] = %[[LOWEST]]) -> (vector<8xi32>) {
// RED-NEXT:      %[[N:.*]] = affine.apply #[[LEFT]](%[[I]])[%arg1]
// RED-NEXT:      %[[MASK:.*]] = vector.create_mask %[[N]] : vector<8xi1>
// RED:           arith.select %[[MASK]], %{{.*}}, %[[LOWEST]] : vector<8xi1>, vector<8xi32>
// RED-NEXT:      arith.maxsi %[[ACC]], %{{.*}} : vector<8xi32>
// RED:         %[[RED:.*]] = vector.reduction <maxsi>, %[[L]] : vector<8xi32> into i32
// RED-NEXT:    return %[[RED]] : i32
func.func @max_dynamic(%A: memref<?xi32>, %n: index) -> i32 {
  %lowest = arith.constant -2147483648 : i32
  %r = affine.for %i = 0 to %n iter_args(%acc = %lowest) -> (i32) {
    %a = affine.load %A[%i] : memref<?xi32>
    %m = arith.maxsi %acc, %a : i32
    affine.yield %m : i32
  }
  return %r : i32
}

// -----

// 64 is a multiple of 8: no mask.
// RED-LABEL: func @product_exact
// RED:         affine.for %{{.*}} = 0 to 64 step 8 iter_args
// RED-NOT:       vector.create_mask
// RED:           arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
// RED:         vector.reduction <mul>
func.func @product_exact(%A: memref<64xf32>) -> f32 {
  %one = arith.constant 1.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %one) -> (f32) {
    %a = affine.load %A[%i] : memref<64xf32>
    %m = arith.mulf %a, %acc : f32
    affine.yield %m : f32
  }
  return %r : f32
}
