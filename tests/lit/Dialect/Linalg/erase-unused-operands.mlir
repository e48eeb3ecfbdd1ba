// RUN: rmlir-opt %s -split-input-file -test-linalg-transform-patterns=test-erase-unused-operands-and-results | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -test-linalg-transform-patterns=test-erase-unnecessary-inputs | FileCheck %s --check-prefix=INPUTS
// Expected output from mlir-opt-19: dead inputs, duplicate inputs and dead results are
// dropped; with test-erase-unnecessary-inputs only inputs go, and an input argument whose
// operand is repeated later (here the init) is redirected to the later argument.

func.func @dead_and_dup(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<?xf32>) -> tensor<?xf32> {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %b, %a : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%c, %c : tensor<?xf32>, tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32, %p: f32):
    %s = arith.addf %x, %z : f32
    %t = arith.mulf %p, %s : f32
    linalg.yield %s, %t : f32, f32
  } -> (tensor<?xf32>, tensor<?xf32>)
  return %0#0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @dead_and_dup
// CHECK: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg2 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: arith.addf %in, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// INPUTS-LABEL: func.func @dead_and_dup
// INPUTS: %0:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg2, %arg2 : tensor<?xf32>, tensor<?xf32>) {
// INPUTS: linalg.yield %1, %2 : f32, f32

// -----

func.func @dup_bbarg(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%a : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @dup_bbarg
// CHECK: ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%arg0 : tensor<?xf32>)
// INPUTS-LABEL: func.func @dup_bbarg
// INPUTS: ins(%arg1 : tensor<?xf32>) outs(%arg0 : tensor<?xf32>) {
// INPUTS-NEXT: ^bb0(%in: f32, %out: f32):
// INPUTS-NEXT: arith.addf %out, %in : f32
