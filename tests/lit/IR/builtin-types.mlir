// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// Every builtin types form prints exactly as mlir-opt 19 prints it.

"demo.types"() {a = i1, b = si8, c = ui16, d = index, e = f16, f = bf16, g = f80, h = f128, i = tf32, j = f8E4M3FN, k = complex<f32>, l = vector<4x[8]xf32>, m = tensor<?x4xi32>, n = tensor<*xf64>, o = memref<4x?xf32, strided<[?, 1], offset: ?>>, p = memref<8xi8, 1>, q = memref<*xf32, 2>, r = tuple<i32, none>, s = (i32, f32) -> (), t = () -> (() -> i32), u = !demo.opaque<"x">, v = tensor<4xi32, "enc">, w = memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, x = vector<f32>, y = memref<4xf32, affine_map<(d0) -> (d0)>>} : () -> ()

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "demo.types"() {a = i1, b = si8, c = ui16, d = index, e = f16, f = bf16, g = f80, h = f128, i = tf32, j = f8E4M3FN, k = complex<f32>, l = vector<4x[8]xf32>, m = tensor<?x4xi32>, n = tensor<*xf64>, o = memref<4x?xf32, strided<[?, 1], offset: ?>>, p = memref<8xi8, 1>, q = memref<*xf32, 2>, r = tuple<i32, none>, s = (i32, f32) -> (), t = () -> (() -> i32), u = !demo.opaque<"x">, v = tensor<4xi32, "enc">, w = memref<4x4xf32, #map>, x = vector<f32>, y = memref<4xf32>} : () -> ()
// CHECK-NEXT: }
