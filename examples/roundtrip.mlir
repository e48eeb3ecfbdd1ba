// A module of unregistered ops exercising builtin types, attributes and locations.
#map = affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 3)>
module @example {
  "demo.func"() ({
  ^bb0(%arg0: i32, %arg1: memref<4x?xf32, strided<[?, 1], offset: ?>>):
    %0 = "demo.constant"() {value = 42 : i32} : () -> i32
    %1:2 = "demo.pair"(%arg0, %0) {map = #map, f = 1.0e10 : f64} : (i32, i32) -> (i32, f32)
    "demo.br"(%1#0)[^bb1] : (i32) -> ()
  ^bb1(%2: i32):
    "demo.return"(%2) {data = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>} : (i32) -> () loc("example.mlir":12:5)
  }) : () -> ()
}
