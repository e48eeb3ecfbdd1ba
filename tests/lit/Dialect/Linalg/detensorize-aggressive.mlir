// RUN: rmlir-opt %s -pass-pipeline="builtin.module(func.func(linalg-detensorize{aggressive-mode}))" | FileCheck %s --check-prefix=ALL
// RUN: rmlir-opt %s -pass-pipeline="builtin.module(func.func(linalg-detensorize))" | FileCheck %s --check-prefix=CF

// Without control flow, only aggressive-mode detensors a 0-d generic. The final
// clean-up applies tensor.from_elements' canonicalization pattern: an extract of an
// index_cast becomes an index_cast of an extract.

#map0 = affine_map<() -> ()>
#attrs = {indexing_maps = [#map0, #map0, #map0], iterator_types = []}

func.func @straight_line(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %e = tensor.empty() : tensor<i32>
  %0 = linalg.generic #attrs ins(%a, %b : tensor<i32>, tensor<i32>) outs(%e : tensor<i32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %s = arith.subi %x, %y : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  return %0 : tensor<i32>
}
func.func @ic(%t: tensor<4xi32>, %i: index) -> index {
  %c = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %e = tensor.extract %c[%i] : tensor<4xindex>
  return %e : index
}

// ALL: module {
// ALL-NEXT: func.func @straight_line(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
// ALL-NEXT: %extracted = tensor.extract %arg1[] : tensor<i32>
// ALL-NEXT: %extracted_0 = tensor.extract %arg0[] : tensor<i32>
// ALL-NEXT: %0 = arith.subi %extracted_0, %extracted : i32
// ALL-NEXT: %from_elements = tensor.from_elements %0 : tensor<i32>
// ALL-NEXT: return %from_elements : tensor<i32>
// ALL-NEXT: }
// ALL-NEXT: func.func @ic(%arg0: tensor<4xi32>, %arg1: index) -> index {
// ALL-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
// ALL-NEXT: %0 = arith.index_cast %extracted : i32 to index
// ALL-NEXT: return %0 : index
// ALL-NEXT: }
// ALL-NEXT: }

// CF: #map = affine_map<() -> ()>
// CF-NEXT: module {
// CF-NEXT: func.func @straight_line(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
// CF-NEXT: %0 = tensor.empty() : tensor<i32>
// CF-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%arg0, %arg1 : tensor<i32>, tensor<i32>) outs(%0 : tensor<i32>) {
// CF-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CF-NEXT: %2 = arith.subi %in, %in_0 : i32
// CF-NEXT: linalg.yield %2 : i32
// CF-NEXT: } -> tensor<i32>
// CF-NEXT: return %1 : tensor<i32>
// CF-NEXT: }
// CF-NEXT: func.func @ic(%arg0: tensor<4xi32>, %arg1: index) -> index {
// CF-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
// CF-NEXT: %0 = arith.index_cast %extracted : i32 to index
// CF-NEXT: return %0 : index
// CF-NEXT: }
// CF-NEXT: }
