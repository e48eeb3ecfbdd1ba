// RUN: rmlir-opt %s -allow-unregistered-dialect -pass-pipeline="builtin.module(func.func(linalg-detensorize))" | FileCheck %s

// A loop whose condition is computed by a 0-d generic: the loop-carried 0-d tensor
// becomes an i32 block argument, the generics their scalar bodies, the function
// arguments are extracted once at the entry and the result rebuilt with from_elements.
// A block argument fed by a detensored generic on one edge and a function argument on
// the other is converted too; a foreign user sees it as a tensor again.

#map0 = affine_map<() -> ()>
#attrs = {indexing_maps = [#map0, #map0, #map0], iterator_types = []}

func.func @while_loop(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  cf.br ^bb1(%a : tensor<i32>)
^bb1(%0: tensor<i32>):
  %1 = tensor.empty() : tensor<i1>
  %2 = linalg.generic #attrs ins(%0, %b : tensor<i32>, tensor<i32>) outs(%1 : tensor<i1>) {
  ^bb0(%x: i32, %y: i32, %o: i1):
    %c = arith.cmpi slt, %x, %y : i32
    linalg.yield %c : i1
  } -> tensor<i1>
  %3 = tensor.extract %2[] : tensor<i1>
  cf.cond_br %3, ^bb2(%0 : tensor<i32>), ^bb3(%0 : tensor<i32>)
^bb2(%4: tensor<i32>):
  %5 = tensor.empty() : tensor<i32>
  %6 = linalg.generic #attrs ins(%4, %4 : tensor<i32>, tensor<i32>) outs(%5 : tensor<i32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %s = arith.addi %x, %y : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  cf.br ^bb1(%6 : tensor<i32>)
^bb3(%7: tensor<i32>):
  return %7 : tensor<i32>
}

func.func @mixed(%a: tensor<f32>, %v: tensor<4xf32>, %p: i1) -> (tensor<f32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<f32>
  %m = linalg.generic #attrs ins(%a, %a : tensor<f32>, tensor<f32>) outs(%e : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  cf.cond_br %p, ^bb1(%m, %v : tensor<f32>, tensor<4xf32>), ^bb1(%a, %v : tensor<f32>, tensor<4xf32>)
^bb1(%r: tensor<f32>, %w: tensor<4xf32>):
  %u = "foo.use"(%r) : (tensor<f32>) -> tensor<f32>
  return %u, %w : tensor<f32>, tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @while_loop(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
// CHECK-NEXT: %extracted = tensor.extract %arg1[] : tensor<i32>
// CHECK-NEXT: %extracted_0 = tensor.extract %arg0[] : tensor<i32>
// CHECK-NEXT: cf.br ^bb1(%extracted_0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %extracted : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %from_elements = tensor.from_elements %0 : tensor<i32>
// CHECK-NEXT: return %from_elements : tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mixed(%arg0: tensor<f32>, %arg1: tensor<4xf32>, %arg2: i1) -> (tensor<f32>, tensor<4xf32>) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[] : tensor<f32>
// CHECK-NEXT: %0 = arith.mulf %extracted, %extracted : f32
// CHECK-NEXT: cf.cond_br %arg2, ^bb1(%0 : f32), ^bb1(%extracted : f32)
// CHECK-NEXT: ^bb1(%1: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %from_elements = tensor.from_elements %1 : tensor<f32>
// CHECK-NEXT: %2 = "foo.use"(%from_elements) : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %2, %arg1 : tensor<f32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
