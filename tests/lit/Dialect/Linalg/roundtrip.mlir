// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Named ops print in short form and build upstream's region (see the generic form).

func.func @named(%a: memref<?x?xi8>, %b: memref<?x?xi8>, %c: memref<?x?xi32>, %x: memref<?x?x?xf32>, %k: memref<?x?x?xf32>, %o: memref<?x?x?xf32>, %t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  linalg.matmul ins(%a, %b : memref<?x?xi8>, memref<?x?xi8>) outs(%c : memref<?x?xi32>)
  linalg.conv_1d_nwc_wcf {strides = dense<2> : tensor<1xi64>} ins(%x, %k : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%o : memref<?x?x?xf32>)
  %cst = arith.constant 0.0 : f32
  linalg.fill ins(%cst : f32) outs(%o : memref<?x?x?xf32>)
  %r = linalg.exp ins(%t : tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
func.func @generic(%a: memref<4x8xf32>, %b: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<8xf32>) attrs = {foo} {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @named(%arg0: memref<?x?xi8>, %arg1: memref<?x?xi8>, %arg2: memref<?x?xi32>, %arg3: memref<?x?x?xf32>, %arg4: memref<?x?x?xf32>, %arg5: memref<?x?x?xf32>, %arg6: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT:     linalg.matmul ins(%arg0, %arg1 : memref<?x?xi8>, memref<?x?xi8>) outs(%arg2 : memref<?x?xi32>)
// CHECK-NEXT:     linalg.conv_1d_nwc_wcf {strides = dense<2> : tensor<1xi64>} ins(%arg3, %arg4 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg5 : memref<?x?x?xf32>)
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%arg5 : memref<?x?x?xf32>)
// CHECK-NEXT:     %0 = linalg.exp ins(%arg6 : tensor<4x4xf32>) outs(%arg6 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     return %0 : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @generic(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<8xf32>) attrs =  {foo} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = linalg.index 0 : index
// CHECK-NEXT:       %1 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3, d4)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<?x?xi8>, memref<?x?xi8>, memref<?x?xi32>, memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "named"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: memref<?x?xi8>, %arg5: memref<?x?xi8>, %arg6: memref<?x?xi32>, %arg7: memref<?x?x?xf32>, %arg8: memref<?x?x?xf32>, %arg9: memref<?x?x?xf32>, %arg10: tensor<4x4xf32>):
// GENERIC-NEXT:     "linalg.matmul"(%arg4, %arg5, %arg6) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg18: i8, %arg19: i8, %arg20: i32):
// GENERIC-NEXT:       %7 = "arith.extsi"(%arg18) : (i8) -> i32
// GENERIC-NEXT:       %8 = "arith.extsi"(%arg19) : (i8) -> i32
// GENERIC-NEXT:       %9 = "arith.muli"(%7, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %10 = "arith.addi"(%arg20, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%10) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?xi8>, memref<?x?xi8>, memref<?x?xi32>) -> ()
// GENERIC-NEXT:     "linalg.conv_1d_nwc_wcf"(%arg7, %arg8, %arg9) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
// GENERIC-NEXT:       %5 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %6 = "arith.addf"(%arg17, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%6) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
// GENERIC-NEXT:     %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     "linalg.fill"(%2, %arg9) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg13: f32, %arg14: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg13) : (f32) -> ()
// GENERIC-NEXT:     }) : (f32, memref<?x?x?xf32>) -> ()
// GENERIC-NEXT:     %3 = "linalg.exp"(%arg10, %arg10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg11: f32, %arg12: f32):
// GENERIC-NEXT:       %4 = "math.exp"(%arg11) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%4) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
// GENERIC-NEXT:     "func.return"(%3) : (tensor<4x4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x8xf32>, memref<8xf32>) -> (), sym_name = "generic"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>):
// GENERIC-NEXT:     "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg2: f32, %arg3: f32):
// GENERIC-NEXT:       %0 = "linalg.index"() <{dim = 0 : i64}> : () -> index
// GENERIC-NEXT:       %1 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%1) : (f32) -> ()
// GENERIC-NEXT:     }) {foo} : (memref<4x8xf32>, memref<8xf32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
