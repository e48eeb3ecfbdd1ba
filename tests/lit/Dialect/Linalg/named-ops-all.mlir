// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: rmlir-opt %s -convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS
// Every named op with static indexing maps: the region built when parsing and the maps
// (generic form), and its loop lowering, as mlir-opt 19.

func.func @f0(%a0: memref<?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?xf32>) {
  linalg.matmul ins(%a0, %a1 : memref<?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?xf32>)
  return
}
func.func @f1(%a0: memref<?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?xf32>) {
  linalg.matmul_transpose_a ins(%a0, %a1 : memref<?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?xf32>)
  return
}
func.func @f2(%a0: memref<?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?xf32>) {
  linalg.matmul_transpose_b ins(%a0, %a1 : memref<?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?xf32>)
  return
}
func.func @f3(%a0: memref<?x?xf32>, %a1: memref<?x?xf32>, %a2: f32, %a3: f32, %a4: memref<?x?xf32>) {
  linalg.quantized_matmul ins(%a0, %a1, %a2, %a3 : memref<?x?xf32>, memref<?x?xf32>, f32, f32) outs(%a4 : memref<?x?xf32>)
  return
}
func.func @f4(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.mmt4d ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f5(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.batch_mmt4d ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f6(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.batch_matmul ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f7(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.batch_matmul_transpose_a ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f8(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.batch_matmul_transpose_b ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f9(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: f32, %a3: f32, %a4: memref<?x?x?xf32>) {
  linalg.quantized_batch_matmul ins(%a0, %a1, %a2, %a3 : memref<?x?x?xf32>, memref<?x?x?xf32>, f32, f32) outs(%a4 : memref<?x?x?xf32>)
  return
}
func.func @f10(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?xf32>) {
  linalg.batch_reduce_matmul ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?xf32>)
  return
}
func.func @f11(%a0: memref<?x?xf32>, %a1: memref<?xf32>, %a2: memref<?xf32>) {
  linalg.matvec ins(%a0, %a1 : memref<?x?xf32>, memref<?xf32>) outs(%a2 : memref<?xf32>)
  return
}
func.func @f12(%a0: memref<?xf32>, %a1: memref<?x?xf32>, %a2: memref<?xf32>) {
  linalg.vecmat ins(%a0, %a1 : memref<?xf32>, memref<?x?xf32>) outs(%a2 : memref<?xf32>)
  return
}
func.func @f13(%a0: memref<?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?xf32>) {
  linalg.batch_matvec ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?xf32>)
  return
}
func.func @f14(%a0: memref<?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?xf32>) {
  linalg.batch_vecmat ins(%a0, %a1 : memref<?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?xf32>)
  return
}
func.func @f15(%a0: memref<?xf32>, %a1: memref<?xf32>, %a2: memref<f32>) {
  linalg.dot ins(%a0, %a1 : memref<?xf32>, memref<?xf32>) outs(%a2 : memref<f32>)
  return
}
func.func @f16(%a0: memref<?xf32>, %a1: memref<?xf32>, %a2: memref<?xf32>) {
  linalg.conv_1d ins(%a0, %a1 : memref<?xf32>, memref<?xf32>) outs(%a2 : memref<?xf32>)
  return
}
func.func @f17(%a0: memref<?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?xf32>) {
  linalg.conv_2d ins(%a0, %a1 : memref<?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?xf32>)
  return
}
func.func @f18(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.conv_3d ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f19(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.conv_1d_nwc_wcf ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f20(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.conv_1d_ncw_fcw ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f21(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f22(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_fhwc ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f23(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: f32, %a3: f32, %a4: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_hwcf_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, f32, f32) outs(%a4 : memref<?x?x?x?xf32>)
  return
}
func.func @f24(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: f32, %a3: f32, %a4: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_fhwc_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, f32, f32) outs(%a4 : memref<?x?x?x?xf32>)
  return
}
func.func @f25(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nchw_fchw ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f26(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.conv_2d_ngchw_fgchw ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f27(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.conv_2d_ngchw_gfchw ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f28(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: f32, %a3: f32, %a4: memref<?x?x?x?x?xf32>) {
  linalg.conv_2d_ngchw_gfchw_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, f32, f32) outs(%a4 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f29(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.conv_3d_ndhwc_dhwcf ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f30(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: f32, %a3: f32, %a4: memref<?x?x?x?x?xf32>) {
  linalg.conv_3d_ndhwc_dhwcf_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, f32, f32) outs(%a4 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f31(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.conv_3d_ncdhw_fcdhw ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f32(%a0: memref<?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.depthwise_conv_1d_nwc_wc ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f33(%a0: memref<?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.depthwise_conv_1d_ncw_cw ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f34(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.depthwise_conv_1d_nwc_wcm ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f35(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f36(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.depthwise_conv_2d_nchw_chw ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f37(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: f32, %a3: f32, %a4: memref<?x?x?x?xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xf32>, memref<?x?x?xf32>, f32, f32) outs(%a4 : memref<?x?x?x?xf32>)
  return
}
func.func @f38(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f39(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: f32, %a3: f32, %a4: memref<?x?x?x?x?xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, f32, f32) outs(%a4 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f40(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f41(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.depthwise_conv_3d_ncdhw_cdhw ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f42(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?x?xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?x?xf32>)
  return
}
func.func @f43(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nhwc_sum ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f44(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nchw_sum ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f45(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nhwc_max ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f46(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nhwc_max_unsigned ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f47(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nchw_max ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f48(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nhwc_min ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f49(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nhwc_min_unsigned ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f50(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_nwc_sum ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f51(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_ncw_sum ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f52(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_nwc_max ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f53(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_nwc_max_unsigned ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f54(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_ncw_max ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f55(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_nwc_min ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f56(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_nwc_min_unsigned ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f57(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.pooling_ndhwc_sum ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f58(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.pooling_ndhwc_max ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f59(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.pooling_ndhwc_min ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> ()>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// CHECK-NEXT: #map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map13 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: #map15 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-NEXT: #map16 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-NEXT: #map17 = affine_map<(d0, d1, d2, d3) -> ()>
// CHECK-NEXT: #map18 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-NEXT: #map19 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map20 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map21 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map22 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map23 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map24 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-NEXT: #map25 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map26 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map27 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map28 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
// CHECK-NEXT: #map29 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-NEXT: #map30 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-NEXT: #map31 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>
// CHECK-NEXT: #map32 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// CHECK-NEXT: #map33 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
// CHECK-NEXT: #map34 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
// CHECK-NEXT: #map35 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// CHECK-NEXT: #map36 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CHECK-NEXT: #map37 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 + d4)>
// CHECK-NEXT: #map38 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// CHECK-NEXT: #map39 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// CHECK-NEXT: #map40 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-NEXT: #map41 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map42 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// CHECK-NEXT: #map43 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// CHECK-NEXT: #map44 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// CHECK-NEXT: #map45 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// CHECK-NEXT: #map46 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
// CHECK-NEXT: #map47 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// CHECK-NEXT: #map48 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map49 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// CHECK-NEXT: #map50 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// CHECK-NEXT: #map51 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
// CHECK-NEXT: #map52 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// CHECK-NEXT: #map53 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map54 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
// CHECK-NEXT: #map55 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d8, d1 + d5, d2 + d6, d3 + d7)>
// CHECK-NEXT: #map56 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d4, d8, d5, d6, d7)>
// CHECK-NEXT: #map57 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d4, d1, d2, d3)>
// CHECK-NEXT: #map58 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
// CHECK-NEXT: #map59 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-NEXT: #map60 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 + d3)>
// CHECK-NEXT: #map61 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
// CHECK-NEXT: #map62 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d4, d2)>
// CHECK-NEXT: #map63 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
// CHECK-NEXT: #map64 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map65 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// CHECK-NEXT: #map66 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// CHECK-NEXT: #map67 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map68 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
// CHECK-NEXT: #map69 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
// CHECK-NEXT: #map70 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
// CHECK-NEXT: #map71 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
// CHECK-NEXT: #map72 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// CHECK-NEXT: #map73 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map74 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d4, d2 + d5, d3 + d6, d7)>
// CHECK-NEXT: #map75 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// CHECK-NEXT: #map76 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// CHECK-NEXT: #map77 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 + d4, d2 + d5, d3 + d6)>
// CHECK-NEXT: #map78 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
// CHECK-NEXT: #map79 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
// CHECK-NEXT: #map80 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// CHECK-NEXT: #map81 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-NEXT: #map82 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
// CHECK-NEXT: #map83 = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-NEXT: #map84 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + d3)>
// CHECK-NEXT: #map85 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3 + d7, d4)>
// CHECK-NEXT: #map86 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "f0"}> ({
// CHECK-NEXT:   ^bb0(%arg386: memref<?x?xf32>, %arg387: memref<?x?xf32>, %arg388: memref<?x?xf32>):
// CHECK-NEXT:     "linalg.matmul"(%arg386, %arg387, %arg388) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg389: f32, %arg390: f32, %arg391: f32):
// CHECK-NEXT:       %117 = "arith.mulf"(%arg389, %arg390) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %118 = "arith.addf"(%arg391, %117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%118) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "f1"}> ({
// CHECK-NEXT:   ^bb0(%arg380: memref<?x?xf32>, %arg381: memref<?x?xf32>, %arg382: memref<?x?xf32>):
// CHECK-NEXT:     "linalg.matmul_transpose_a"(%arg380, %arg381, %arg382) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg383: f32, %arg384: f32, %arg385: f32):
// CHECK-NEXT:       %115 = "arith.mulf"(%arg383, %arg384) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %116 = "arith.addf"(%arg385, %115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%116) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map3, #map1, #map2]} : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "f2"}> ({
// CHECK-NEXT:   ^bb0(%arg374: memref<?x?xf32>, %arg375: memref<?x?xf32>, %arg376: memref<?x?xf32>):
// CHECK-NEXT:     "linalg.matmul_transpose_b"(%arg374, %arg375, %arg376) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg377: f32, %arg378: f32, %arg379: f32):
// CHECK-NEXT:       %113 = "arith.mulf"(%arg377, %arg378) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %114 = "arith.addf"(%arg379, %113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%114) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map, #map4, #map2]} : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, f32, f32, memref<?x?xf32>) -> (), sym_name = "f3"}> ({
// CHECK-NEXT:   ^bb0(%arg364: memref<?x?xf32>, %arg365: memref<?x?xf32>, %arg366: f32, %arg367: f32, %arg368: memref<?x?xf32>):
// CHECK-NEXT:     "linalg.quantized_matmul"(%arg364, %arg365, %arg366, %arg367, %arg368) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg369: f32, %arg370: f32, %arg371: f32, %arg372: f32, %arg373: f32):
// CHECK-NEXT:       %109 = "arith.subf"(%arg369, %arg371) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %110 = "arith.subf"(%arg370, %arg372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %111 = "arith.mulf"(%109, %110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %112 = "arith.addf"(%arg373, %111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%112) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map, #map1, #map5, #map5, #map2]} : (memref<?x?xf32>, memref<?x?xf32>, f32, f32, memref<?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f4"}> ({
// CHECK-NEXT:   ^bb0(%arg358: memref<?x?x?x?xf32>, %arg359: memref<?x?x?x?xf32>, %arg360: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.mmt4d"(%arg358, %arg359, %arg360) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg361: f32, %arg362: f32, %arg363: f32):
// CHECK-NEXT:       %107 = "arith.mulf"(%arg361, %arg362) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %108 = "arith.addf"(%arg363, %107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%108) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f5"}> ({
// CHECK-NEXT:   ^bb0(%arg352: memref<?x?x?x?x?xf32>, %arg353: memref<?x?x?x?x?xf32>, %arg354: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.batch_mmt4d"(%arg352, %arg353, %arg354) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg355: f32, %arg356: f32, %arg357: f32):
// CHECK-NEXT:       %105 = "arith.mulf"(%arg355, %arg356) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %106 = "arith.addf"(%arg357, %105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%106) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f6"}> ({
// CHECK-NEXT:   ^bb0(%arg346: memref<?x?x?xf32>, %arg347: memref<?x?x?xf32>, %arg348: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.batch_matmul"(%arg346, %arg347, %arg348) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg349: f32, %arg350: f32, %arg351: f32):
// CHECK-NEXT:       %103 = "arith.mulf"(%arg349, %arg350) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %104 = "arith.addf"(%arg351, %103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%104) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map12, #map13, #map14]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f7"}> ({
// CHECK-NEXT:   ^bb0(%arg340: memref<?x?x?xf32>, %arg341: memref<?x?x?xf32>, %arg342: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.batch_matmul_transpose_a"(%arg340, %arg341, %arg342) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg343: f32, %arg344: f32, %arg345: f32):
// CHECK-NEXT:       %101 = "arith.mulf"(%arg343, %arg344) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %102 = "arith.addf"(%arg345, %101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%102) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map15, #map13, #map14]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f8"}> ({
// CHECK-NEXT:   ^bb0(%arg334: memref<?x?x?xf32>, %arg335: memref<?x?x?xf32>, %arg336: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.batch_matmul_transpose_b"(%arg334, %arg335, %arg336) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg337: f32, %arg338: f32, %arg339: f32):
// CHECK-NEXT:       %99 = "arith.mulf"(%arg337, %arg338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %100 = "arith.addf"(%arg339, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%100) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map12, #map16, #map14]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, f32, f32, memref<?x?x?xf32>) -> (), sym_name = "f9"}> ({
// CHECK-NEXT:   ^bb0(%arg324: memref<?x?x?xf32>, %arg325: memref<?x?x?xf32>, %arg326: f32, %arg327: f32, %arg328: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.quantized_batch_matmul"(%arg324, %arg325, %arg326, %arg327, %arg328) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg329: f32, %arg330: f32, %arg331: f32, %arg332: f32, %arg333: f32):
// CHECK-NEXT:       %95 = "arith.subf"(%arg329, %arg331) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %96 = "arith.subf"(%arg330, %arg332) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %97 = "arith.mulf"(%95, %96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %98 = "arith.addf"(%arg333, %97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%98) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map12, #map13, #map17, #map17, #map14]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, f32, f32, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?xf32>) -> (), sym_name = "f10"}> ({
// CHECK-NEXT:   ^bb0(%arg318: memref<?x?x?xf32>, %arg319: memref<?x?x?xf32>, %arg320: memref<?x?xf32>):
// CHECK-NEXT:     "linalg.batch_reduce_matmul"(%arg318, %arg319, %arg320) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg321: f32, %arg322: f32, %arg323: f32):
// CHECK-NEXT:       %93 = "arith.mulf"(%arg321, %arg322) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %94 = "arith.addf"(%arg323, %93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%94) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map12, #map13, #map18]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?xf32>, memref<?xf32>, memref<?xf32>) -> (), sym_name = "f11"}> ({
// CHECK-NEXT:   ^bb0(%arg312: memref<?x?xf32>, %arg313: memref<?xf32>, %arg314: memref<?xf32>):
// CHECK-NEXT:     "linalg.matvec"(%arg312, %arg313, %arg314) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg315: f32, %arg316: f32, %arg317: f32):
// CHECK-NEXT:       %91 = "arith.mulf"(%arg315, %arg316) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %92 = "arith.addf"(%arg317, %91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%92) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map19, #map20, #map21]} : (memref<?x?xf32>, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?xf32>, memref<?x?xf32>, memref<?xf32>) -> (), sym_name = "f12"}> ({
// CHECK-NEXT:   ^bb0(%arg306: memref<?xf32>, %arg307: memref<?x?xf32>, %arg308: memref<?xf32>):
// CHECK-NEXT:     "linalg.vecmat"(%arg306, %arg307, %arg308) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg309: f32, %arg310: f32, %arg311: f32):
// CHECK-NEXT:       %89 = "arith.mulf"(%arg309, %arg310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %90 = "arith.addf"(%arg311, %89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%90) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map20, #map22, #map21]} : (memref<?xf32>, memref<?x?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "f13"}> ({
// CHECK-NEXT:   ^bb0(%arg300: memref<?x?x?xf32>, %arg301: memref<?x?xf32>, %arg302: memref<?x?xf32>):
// CHECK-NEXT:     "linalg.batch_matvec"(%arg300, %arg301, %arg302) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg303: f32, %arg304: f32, %arg305: f32):
// CHECK-NEXT:       %87 = "arith.mulf"(%arg303, %arg304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %88 = "arith.addf"(%arg305, %87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%88) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map23, #map, #map2]} : (memref<?x?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?x?xf32>, memref<?x?xf32>) -> (), sym_name = "f14"}> ({
// CHECK-NEXT:   ^bb0(%arg294: memref<?x?xf32>, %arg295: memref<?x?x?xf32>, %arg296: memref<?x?xf32>):
// CHECK-NEXT:     "linalg.batch_vecmat"(%arg294, %arg295, %arg296) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg297: f32, %arg298: f32, %arg299: f32):
// CHECK-NEXT:       %85 = "arith.mulf"(%arg297, %arg298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %86 = "arith.addf"(%arg299, %85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%86) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map, #map24, #map2]} : (memref<?x?xf32>, memref<?x?x?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?xf32>, memref<?xf32>, memref<f32>) -> (), sym_name = "f15"}> ({
// CHECK-NEXT:   ^bb0(%arg288: memref<?xf32>, %arg289: memref<?xf32>, %arg290: memref<f32>):
// CHECK-NEXT:     "linalg.dot"(%arg288, %arg289, %arg290) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg291: f32, %arg292: f32, %arg293: f32):
// CHECK-NEXT:       %83 = "arith.mulf"(%arg291, %arg292) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %84 = "arith.addf"(%arg293, %83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%84) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map25, #map25, #map26]} : (memref<?xf32>, memref<?xf32>, memref<f32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?xf32>, memref<?xf32>, memref<?xf32>) -> (), sym_name = "f16"}> ({
// CHECK-NEXT:   ^bb0(%arg282: memref<?xf32>, %arg283: memref<?xf32>, %arg284: memref<?xf32>):
// CHECK-NEXT:     "linalg.conv_1d"(%arg282, %arg283, %arg284) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg285: f32, %arg286: f32, %arg287: f32):
// CHECK-NEXT:       %81 = "arith.mulf"(%arg285, %arg286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %82 = "arith.addf"(%arg287, %81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%82) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map27, #map20, #map21]} : (memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "f17"}> ({
// CHECK-NEXT:   ^bb0(%arg276: memref<?x?xf32>, %arg277: memref<?x?xf32>, %arg278: memref<?x?xf32>):
// CHECK-NEXT:     "linalg.conv_2d"(%arg276, %arg277, %arg278) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg279: f32, %arg280: f32, %arg281: f32):
// CHECK-NEXT:       %79 = "arith.mulf"(%arg279, %arg280) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %80 = "arith.addf"(%arg281, %79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%80) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map28, #map29, #map30]} : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f18"}> ({
// CHECK-NEXT:   ^bb0(%arg270: memref<?x?x?xf32>, %arg271: memref<?x?x?xf32>, %arg272: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_3d"(%arg270, %arg271, %arg272) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg273: f32, %arg274: f32, %arg275: f32):
// CHECK-NEXT:       %77 = "arith.mulf"(%arg273, %arg274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %78 = "arith.addf"(%arg275, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%78) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map31, #map32, #map33]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f19"}> ({
// CHECK-NEXT:   ^bb0(%arg264: memref<?x?x?xf32>, %arg265: memref<?x?x?xf32>, %arg266: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_1d_nwc_wcf"(%arg264, %arg265, %arg266) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg267: f32, %arg268: f32, %arg269: f32):
// CHECK-NEXT:       %75 = "arith.mulf"(%arg267, %arg268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %76 = "arith.addf"(%arg269, %75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%76) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map34, #map35, #map36]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f20"}> ({
// CHECK-NEXT:   ^bb0(%arg258: memref<?x?x?xf32>, %arg259: memref<?x?x?xf32>, %arg260: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_1d_ncw_fcw"(%arg258, %arg259, %arg260) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg261: f32, %arg262: f32, %arg263: f32):
// CHECK-NEXT:       %73 = "arith.mulf"(%arg261, %arg262) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %74 = "arith.addf"(%arg263, %73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%74) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map37, #map38, #map36]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f21"}> ({
// CHECK-NEXT:   ^bb0(%arg252: memref<?x?x?x?xf32>, %arg253: memref<?x?x?x?xf32>, %arg254: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_2d_nhwc_hwcf"(%arg252, %arg253, %arg254) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg255: f32, %arg256: f32, %arg257: f32):
// CHECK-NEXT:       %71 = "arith.mulf"(%arg255, %arg256) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %72 = "arith.addf"(%arg257, %71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%72) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map39, #map40, #map41]} : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f22"}> ({
// CHECK-NEXT:   ^bb0(%arg246: memref<?x?x?x?xf32>, %arg247: memref<?x?x?x?xf32>, %arg248: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_2d_nhwc_fhwc"(%arg246, %arg247, %arg248) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg249: f32, %arg250: f32, %arg251: f32):
// CHECK-NEXT:       %69 = "arith.mulf"(%arg249, %arg250) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %70 = "arith.addf"(%arg251, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%70) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map39, #map42, #map41]} : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, f32, f32, memref<?x?x?x?xf32>) -> (), sym_name = "f23"}> ({
// CHECK-NEXT:   ^bb0(%arg236: memref<?x?x?x?xf32>, %arg237: memref<?x?x?x?xf32>, %arg238: f32, %arg239: f32, %arg240: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_2d_nhwc_hwcf_q"(%arg236, %arg237, %arg238, %arg239, %arg240) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg241: f32, %arg242: f32, %arg243: f32, %arg244: f32, %arg245: f32):
// CHECK-NEXT:       %65 = "arith.subf"(%arg241, %arg243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %66 = "arith.subf"(%arg242, %arg244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %67 = "arith.mulf"(%65, %66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %68 = "arith.addf"(%arg245, %67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%68) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map39, #map40, #map43, #map43, #map41]} : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, f32, f32, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, f32, f32, memref<?x?x?x?xf32>) -> (), sym_name = "f24"}> ({
// CHECK-NEXT:   ^bb0(%arg226: memref<?x?x?x?xf32>, %arg227: memref<?x?x?x?xf32>, %arg228: f32, %arg229: f32, %arg230: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_2d_nhwc_fhwc_q"(%arg226, %arg227, %arg228, %arg229, %arg230) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg231: f32, %arg232: f32, %arg233: f32, %arg234: f32, %arg235: f32):
// CHECK-NEXT:       %61 = "arith.subf"(%arg231, %arg233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %62 = "arith.subf"(%arg232, %arg234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %63 = "arith.mulf"(%61, %62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %64 = "arith.addf"(%arg235, %63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%64) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map39, #map42, #map43, #map43, #map41]} : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, f32, f32, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f25"}> ({
// CHECK-NEXT:   ^bb0(%arg220: memref<?x?x?x?xf32>, %arg221: memref<?x?x?x?xf32>, %arg222: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_2d_nchw_fchw"(%arg220, %arg221, %arg222) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg223: f32, %arg224: f32, %arg225: f32):
// CHECK-NEXT:       %59 = "arith.mulf"(%arg223, %arg224) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %60 = "arith.addf"(%arg225, %59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%60) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map44, #map45, #map41]} : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f26"}> ({
// CHECK-NEXT:   ^bb0(%arg214: memref<?x?x?x?x?xf32>, %arg215: memref<?x?x?x?x?xf32>, %arg216: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_2d_ngchw_fgchw"(%arg214, %arg215, %arg216) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg217: f32, %arg218: f32, %arg219: f32):
// CHECK-NEXT:       %57 = "arith.mulf"(%arg217, %arg218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %58 = "arith.addf"(%arg219, %57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%58) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map46, #map47, #map48]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f27"}> ({
// CHECK-NEXT:   ^bb0(%arg208: memref<?x?x?x?x?xf32>, %arg209: memref<?x?x?x?x?xf32>, %arg210: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_2d_ngchw_gfchw"(%arg208, %arg209, %arg210) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg211: f32, %arg212: f32, %arg213: f32):
// CHECK-NEXT:       %55 = "arith.mulf"(%arg211, %arg212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %56 = "arith.addf"(%arg213, %55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%56) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map46, #map49, #map48]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, f32, f32, memref<?x?x?x?x?xf32>) -> (), sym_name = "f28"}> ({
// CHECK-NEXT:   ^bb0(%arg198: memref<?x?x?x?x?xf32>, %arg199: memref<?x?x?x?x?xf32>, %arg200: f32, %arg201: f32, %arg202: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_2d_ngchw_gfchw_q"(%arg198, %arg199, %arg200, %arg201, %arg202) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg203: f32, %arg204: f32, %arg205: f32, %arg206: f32, %arg207: f32):
// CHECK-NEXT:       %51 = "arith.subf"(%arg203, %arg205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %52 = "arith.subf"(%arg204, %arg206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %53 = "arith.mulf"(%51, %52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %54 = "arith.addf"(%arg207, %53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%54) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map46, #map49, #map50, #map50, #map48]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, f32, f32, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f29"}> ({
// CHECK-NEXT:   ^bb0(%arg192: memref<?x?x?x?x?xf32>, %arg193: memref<?x?x?x?x?xf32>, %arg194: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_3d_ndhwc_dhwcf"(%arg192, %arg193, %arg194) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg195: f32, %arg196: f32, %arg197: f32):
// CHECK-NEXT:       %49 = "arith.mulf"(%arg195, %arg196) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %50 = "arith.addf"(%arg197, %49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%50) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map51, #map52, #map53]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, f32, f32, memref<?x?x?x?x?xf32>) -> (), sym_name = "f30"}> ({
// CHECK-NEXT:   ^bb0(%arg182: memref<?x?x?x?x?xf32>, %arg183: memref<?x?x?x?x?xf32>, %arg184: f32, %arg185: f32, %arg186: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_3d_ndhwc_dhwcf_q"(%arg182, %arg183, %arg184, %arg185, %arg186) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg187: f32, %arg188: f32, %arg189: f32, %arg190: f32, %arg191: f32):
// CHECK-NEXT:       %45 = "arith.subf"(%arg187, %arg189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %46 = "arith.subf"(%arg188, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %47 = "arith.mulf"(%45, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %48 = "arith.addf"(%arg191, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%48) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map51, #map52, #map54, #map54, #map53]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, f32, f32, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f31"}> ({
// CHECK-NEXT:   ^bb0(%arg176: memref<?x?x?x?x?xf32>, %arg177: memref<?x?x?x?x?xf32>, %arg178: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.conv_3d_ncdhw_fcdhw"(%arg176, %arg177, %arg178) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg179: f32, %arg180: f32, %arg181: f32):
// CHECK-NEXT:       %43 = "arith.mulf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %44 = "arith.addf"(%arg181, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%44) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map55, #map56, #map57]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f32"}> ({
// CHECK-NEXT:   ^bb0(%arg170: memref<?x?x?xf32>, %arg171: memref<?x?xf32>, %arg172: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.depthwise_conv_1d_nwc_wc"(%arg170, %arg171, %arg172) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg173: f32, %arg174: f32, %arg175: f32):
// CHECK-NEXT:       %41 = "arith.mulf"(%arg173, %arg174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %42 = "arith.addf"(%arg175, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%42) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map58, #map59, #map14]} : (memref<?x?x?xf32>, memref<?x?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f33"}> ({
// CHECK-NEXT:   ^bb0(%arg164: memref<?x?x?xf32>, %arg165: memref<?x?xf32>, %arg166: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.depthwise_conv_1d_ncw_cw"(%arg164, %arg165, %arg166) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg167: f32, %arg168: f32, %arg169: f32):
// CHECK-NEXT:       %39 = "arith.mulf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %40 = "arith.addf"(%arg169, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%40) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map60, #map29, #map61]} : (memref<?x?x?xf32>, memref<?x?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f34"}> ({
// CHECK-NEXT:   ^bb0(%arg158: memref<?x?x?xf32>, %arg159: memref<?x?x?xf32>, %arg160: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.depthwise_conv_1d_nwc_wcm"(%arg158, %arg159, %arg160) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg161: f32, %arg162: f32, %arg163: f32):
// CHECK-NEXT:       %37 = "arith.mulf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %38 = "arith.addf"(%arg163, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%38) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map62, #map63, #map64]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f35"}> ({
// CHECK-NEXT:   ^bb0(%arg152: memref<?x?x?x?xf32>, %arg153: memref<?x?x?xf32>, %arg154: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.depthwise_conv_2d_nhwc_hwc"(%arg152, %arg153, %arg154) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg155: f32, %arg156: f32, %arg157: f32):
// CHECK-NEXT:       %35 = "arith.mulf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %36 = "arith.addf"(%arg157, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%36) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map65, #map66, #map67]} : (memref<?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f36"}> ({
// CHECK-NEXT:   ^bb0(%arg146: memref<?x?x?x?xf32>, %arg147: memref<?x?x?xf32>, %arg148: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.depthwise_conv_2d_nchw_chw"(%arg146, %arg147, %arg148) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg149: f32, %arg150: f32, %arg151: f32):
// CHECK-NEXT:       %33 = "arith.mulf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %34 = "arith.addf"(%arg151, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%34) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map68, #map32, #map69]} : (memref<?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?xf32>, f32, f32, memref<?x?x?x?xf32>) -> (), sym_name = "f37"}> ({
// CHECK-NEXT:   ^bb0(%arg136: memref<?x?x?x?xf32>, %arg137: memref<?x?x?xf32>, %arg138: f32, %arg139: f32, %arg140: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.depthwise_conv_2d_nhwc_hwc_q"(%arg136, %arg137, %arg138, %arg139, %arg140) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg141: f32, %arg142: f32, %arg143: f32, %arg144: f32, %arg145: f32):
// CHECK-NEXT:       %29 = "arith.subf"(%arg141, %arg143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %30 = "arith.subf"(%arg142, %arg144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %31 = "arith.mulf"(%29, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %32 = "arith.addf"(%arg145, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%32) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map65, #map66, #map70, #map70, #map67]} : (memref<?x?x?x?xf32>, memref<?x?x?xf32>, f32, f32, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f38"}> ({
// CHECK-NEXT:   ^bb0(%arg130: memref<?x?x?x?xf32>, %arg131: memref<?x?x?x?xf32>, %arg132: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.depthwise_conv_2d_nhwc_hwcm"(%arg130, %arg131, %arg132) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg133: f32, %arg134: f32, %arg135: f32):
// CHECK-NEXT:       %27 = "arith.mulf"(%arg133, %arg134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %28 = "arith.addf"(%arg135, %27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%28) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map71, #map72, #map73]} : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, f32, f32, memref<?x?x?x?x?xf32>) -> (), sym_name = "f39"}> ({
// CHECK-NEXT:   ^bb0(%arg120: memref<?x?x?x?xf32>, %arg121: memref<?x?x?x?xf32>, %arg122: f32, %arg123: f32, %arg124: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.depthwise_conv_2d_nhwc_hwcm_q"(%arg120, %arg121, %arg122, %arg123, %arg124) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg125: f32, %arg126: f32, %arg127: f32, %arg128: f32, %arg129: f32):
// CHECK-NEXT:       %23 = "arith.subf"(%arg125, %arg127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %24 = "arith.subf"(%arg126, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %25 = "arith.mulf"(%23, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %26 = "arith.addf"(%arg129, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%26) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map71, #map72, #map43, #map43, #map73]} : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, f32, f32, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f40"}> ({
// CHECK-NEXT:   ^bb0(%arg114: memref<?x?x?x?x?xf32>, %arg115: memref<?x?x?x?xf32>, %arg116: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.depthwise_conv_3d_ndhwc_dhwc"(%arg114, %arg115, %arg116) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg117: f32, %arg118: f32, %arg119: f32):
// CHECK-NEXT:       %21 = "arith.mulf"(%arg117, %arg118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %22 = "arith.addf"(%arg119, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%22) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map74, #map75, #map76]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f41"}> ({
// CHECK-NEXT:   ^bb0(%arg108: memref<?x?x?x?x?xf32>, %arg109: memref<?x?x?x?xf32>, %arg110: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.depthwise_conv_3d_ncdhw_cdhw"(%arg108, %arg109, %arg110) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
// CHECK-NEXT:       %19 = "arith.mulf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %20 = "arith.addf"(%arg113, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%20) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map77, #map78, #map79]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?x?xf32>) -> (), sym_name = "f42"}> ({
// CHECK-NEXT:   ^bb0(%arg102: memref<?x?x?x?x?xf32>, %arg103: memref<?x?x?x?x?xf32>, %arg104: memref<?x?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.depthwise_conv_3d_ndhwc_dhwcm"(%arg102, %arg103, %arg104) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
// CHECK-NEXT:       %17 = "arith.mulf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %18 = "arith.addf"(%arg107, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%18) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map51, #map52, #map80]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f43"}> ({
// CHECK-NEXT:   ^bb0(%arg96: memref<?x?x?x?xf32>, %arg97: memref<?x?xf32>, %arg98: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nhwc_sum"(%arg96, %arg97, %arg98) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
// CHECK-NEXT:       %16 = "arith.addf"(%arg101, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%16) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map65, #map81, #map67]} : (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f44"}> ({
// CHECK-NEXT:   ^bb0(%arg90: memref<?x?x?x?xf32>, %arg91: memref<?x?xf32>, %arg92: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nchw_sum"(%arg90, %arg91, %arg92) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
// CHECK-NEXT:       %15 = "arith.addf"(%arg95, %arg93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%15) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map82, #map81, #map67]} : (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f45"}> ({
// CHECK-NEXT:   ^bb0(%arg84: memref<?x?x?x?xf32>, %arg85: memref<?x?xf32>, %arg86: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nhwc_max"(%arg84, %arg85, %arg86) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
// CHECK-NEXT:       %14 = "arith.maximumf"(%arg89, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%14) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map65, #map81, #map67]} : (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f46"}> ({
// CHECK-NEXT:   ^bb0(%arg78: memref<?x?x?x?xf32>, %arg79: memref<?x?xf32>, %arg80: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nhwc_max_unsigned"(%arg78, %arg79, %arg80) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg81: f32, %arg82: f32, %arg83: f32):
// CHECK-NEXT:       %13 = "arith.maximumf"(%arg83, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%13) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map65, #map81, #map67]} : (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f47"}> ({
// CHECK-NEXT:   ^bb0(%arg72: memref<?x?x?x?xf32>, %arg73: memref<?x?xf32>, %arg74: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nchw_max"(%arg72, %arg73, %arg74) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
// CHECK-NEXT:       %12 = "arith.maximumf"(%arg77, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%12) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map82, #map81, #map67]} : (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f48"}> ({
// CHECK-NEXT:   ^bb0(%arg66: memref<?x?x?x?xf32>, %arg67: memref<?x?xf32>, %arg68: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nhwc_min"(%arg66, %arg67, %arg68) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
// CHECK-NEXT:       %11 = "arith.minimumf"(%arg71, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%11) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map65, #map81, #map67]} : (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f49"}> ({
// CHECK-NEXT:   ^bb0(%arg60: memref<?x?x?x?xf32>, %arg61: memref<?x?xf32>, %arg62: memref<?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nhwc_min_unsigned"(%arg60, %arg61, %arg62) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
// CHECK-NEXT:       %10 = "arith.minimumf"(%arg65, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%10) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map65, #map81, #map67]} : (memref<?x?x?x?xf32>, memref<?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f50"}> ({
// CHECK-NEXT:   ^bb0(%arg54: memref<?x?x?xf32>, %arg55: memref<?xf32>, %arg56: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nwc_sum"(%arg54, %arg55, %arg56) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
// CHECK-NEXT:       %9 = "arith.addf"(%arg59, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%9) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map58, #map83, #map14]} : (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f51"}> ({
// CHECK-NEXT:   ^bb0(%arg48: memref<?x?x?xf32>, %arg49: memref<?xf32>, %arg50: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_ncw_sum"(%arg48, %arg49, %arg50) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
// CHECK-NEXT:       %8 = "arith.addf"(%arg53, %arg51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%8) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map84, #map83, #map14]} : (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f52"}> ({
// CHECK-NEXT:   ^bb0(%arg42: memref<?x?x?xf32>, %arg43: memref<?xf32>, %arg44: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nwc_max"(%arg42, %arg43, %arg44) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
// CHECK-NEXT:       %7 = "arith.maximumf"(%arg47, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%7) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map58, #map83, #map14]} : (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f53"}> ({
// CHECK-NEXT:   ^bb0(%arg36: memref<?x?x?xf32>, %arg37: memref<?xf32>, %arg38: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nwc_max_unsigned"(%arg36, %arg37, %arg38) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
// CHECK-NEXT:       %6 = "arith.maximumf"(%arg41, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%6) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map58, #map83, #map14]} : (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f54"}> ({
// CHECK-NEXT:   ^bb0(%arg30: memref<?x?x?xf32>, %arg31: memref<?xf32>, %arg32: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_ncw_max"(%arg30, %arg31, %arg32) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
// CHECK-NEXT:       %5 = "arith.maximumf"(%arg35, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%5) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map84, #map83, #map14]} : (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f55"}> ({
// CHECK-NEXT:   ^bb0(%arg24: memref<?x?x?xf32>, %arg25: memref<?xf32>, %arg26: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nwc_min"(%arg24, %arg25, %arg26) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
// CHECK-NEXT:       %4 = "arith.minimumf"(%arg29, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%4) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map58, #map83, #map14]} : (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f56"}> ({
// CHECK-NEXT:   ^bb0(%arg18: memref<?x?x?xf32>, %arg19: memref<?xf32>, %arg20: memref<?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_nwc_min_unsigned"(%arg18, %arg19, %arg20) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
// CHECK-NEXT:       %3 = "arith.minimumf"(%arg23, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%3) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map58, #map83, #map14]} : (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f57"}> ({
// CHECK-NEXT:   ^bb0(%arg12: memref<?x?x?x?x?xf32>, %arg13: memref<?x?x?xf32>, %arg14: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_ndhwc_sum"(%arg12, %arg13, %arg14) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
// CHECK-NEXT:       %2 = "arith.addf"(%arg17, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%2) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map85, #map86, #map48]} : (memref<?x?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f58"}> ({
// CHECK-NEXT:   ^bb0(%arg6: memref<?x?x?x?x?xf32>, %arg7: memref<?x?x?xf32>, %arg8: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_ndhwc_max"(%arg6, %arg7, %arg8) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
// CHECK-NEXT:       %1 = "arith.maximumf"(%arg11, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%1) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map85, #map86, #map48]} : (memref<?x?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f59"}> ({
// CHECK-NEXT:   ^bb0(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>):
// CHECK-NEXT:     "linalg.pooling_ndhwc_min"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
// CHECK-NEXT:       %0 = "arith.minimumf"(%arg5, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%0) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map85, #map86, #map48]} : (memref<?x?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// LOOPS: #map = affine_map<(d0, d1) -> (d0 + d1)>
// LOOPS-NEXT: module {
// LOOPS-NEXT:   func.func @f0(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           %0 = memref.load %arg0[%arg3, %arg5] : memref<?x?xf32>
// LOOPS-NEXT:           %1 = memref.load %arg1[%arg5, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:           %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:           %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:           %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:           memref.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f1(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim step %c1 {
// LOOPS-NEXT:           %0 = memref.load %arg0[%arg5, %arg3] : memref<?x?xf32>
// LOOPS-NEXT:           %1 = memref.load %arg1[%arg5, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:           %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:           %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:           %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:           memref.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f2(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           %0 = memref.load %arg0[%arg3, %arg5] : memref<?x?xf32>
// LOOPS-NEXT:           %1 = memref.load %arg1[%arg4, %arg5] : memref<?x?xf32>
// LOOPS-NEXT:           %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:           %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:           %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:           memref.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f3(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: f32, %arg3: f32, %arg4: memref<?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:         scf.for %arg7 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           %0 = memref.load %arg0[%arg5, %arg7] : memref<?x?xf32>
// LOOPS-NEXT:           %1 = memref.load %arg1[%arg7, %arg6] : memref<?x?xf32>
// LOOPS-NEXT:           %2 = memref.load %arg4[%arg5, %arg6] : memref<?x?xf32>
// LOOPS-NEXT:           %3 = arith.subf %0, %arg2 : f32
// LOOPS-NEXT:           %4 = arith.subf %1, %arg3 : f32
// LOOPS-NEXT:           %5 = arith.mulf %3, %4 : f32
// LOOPS-NEXT:           %6 = arith.addf %2, %5 : f32
// LOOPS-NEXT:           memref.store %6, %arg4[%arg5, %arg6] : memref<?x?xf32>
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f4(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg1, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 %0 = memref.load %arg0[%arg3, %arg5, %arg6, %arg8] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %1 = memref.load %arg1[%arg4, %arg5, %arg7, %arg8] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %2 = memref.load %arg2[%arg3, %arg4, %arg6, %arg7] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:                 %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:                 memref.store %4, %arg2[%arg3, %arg4, %arg6, %arg7] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f5(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg0, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg0, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg1, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg1, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                   %0 = memref.load %arg0[%arg3, %arg4, %arg6, %arg7, %arg9] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   %1 = memref.load %arg1[%arg3, %arg5, %arg6, %arg8, %arg9] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   %2 = memref.load %arg2[%arg3, %arg4, %arg5, %arg7, %arg8] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:                   %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:                   memref.store %4, %arg2[%arg3, %arg4, %arg5, %arg7, %arg8] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f6(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = memref.load %arg0[%arg3, %arg4, %arg6] : memref<?x?x?xf32>
// LOOPS-NEXT:             %1 = memref.load %arg1[%arg3, %arg6, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:             %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:             memref.store %4, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f7(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             %0 = memref.load %arg0[%arg3, %arg6, %arg4] : memref<?x?x?xf32>
// LOOPS-NEXT:             %1 = memref.load %arg1[%arg3, %arg6, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:             %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:             memref.store %4, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f8(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = memref.load %arg0[%arg3, %arg4, %arg6] : memref<?x?x?xf32>
// LOOPS-NEXT:             %1 = memref.load %arg1[%arg3, %arg5, %arg6] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:             %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:             memref.store %4, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f9(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: f32, %arg3: f32, %arg4: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg7 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:           scf.for %arg8 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = memref.load %arg0[%arg5, %arg6, %arg8] : memref<?x?x?xf32>
// LOOPS-NEXT:             %1 = memref.load %arg1[%arg5, %arg8, %arg7] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg4[%arg5, %arg6, %arg7] : memref<?x?x?xf32>
// LOOPS-NEXT:             %3 = arith.subf %0, %arg2 : f32
// LOOPS-NEXT:             %4 = arith.subf %1, %arg3 : f32
// LOOPS-NEXT:             %5 = arith.mulf %3, %4 : f32
// LOOPS-NEXT:             %6 = arith.addf %2, %5 : f32
// LOOPS-NEXT:             memref.store %6, %arg4[%arg5, %arg6, %arg7] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f10(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = memref.load %arg0[%arg3, %arg4, %arg6] : memref<?x?x?xf32>
// LOOPS-NEXT:             %1 = memref.load %arg1[%arg3, %arg6, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg2[%arg4, %arg5] : memref<?x?xf32>
// LOOPS-NEXT:             %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:             %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:             memref.store %4, %arg2[%arg4, %arg5] : memref<?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f11(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:         %1 = memref.load %arg1[%arg4] : memref<?xf32>
// LOOPS-NEXT:         %2 = memref.load %arg2[%arg3] : memref<?xf32>
// LOOPS-NEXT:         %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:         %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:         memref.store %4, %arg2[%arg3] : memref<?xf32>
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f12(%arg0: memref<?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim step %c1 {
// LOOPS-NEXT:         %0 = memref.load %arg0[%arg4] : memref<?xf32>
// LOOPS-NEXT:         %1 = memref.load %arg1[%arg4, %arg3] : memref<?x?xf32>
// LOOPS-NEXT:         %2 = memref.load %arg2[%arg3] : memref<?xf32>
// LOOPS-NEXT:         %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:         %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:         memref.store %4, %arg2[%arg3] : memref<?xf32>
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f13(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:           %0 = memref.load %arg0[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           %1 = memref.load %arg1[%arg3, %arg5] : memref<?x?xf32>
// LOOPS-NEXT:           %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:           %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:           %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:           memref.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f14(%arg0: memref<?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           %0 = memref.load %arg0[%arg3, %arg5] : memref<?x?xf32>
// LOOPS-NEXT:           %1 = memref.load %arg1[%arg3, %arg5, %arg4] : memref<?x?x?xf32>
// LOOPS-NEXT:           %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:           %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:           %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:           memref.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f15(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: memref<f32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       %0 = memref.load %arg0[%arg3] : memref<?xf32>
// LOOPS-NEXT:       %1 = memref.load %arg1[%arg3] : memref<?xf32>
// LOOPS-NEXT:       %2 = memref.load %arg2[] : memref<f32>
// LOOPS-NEXT:       %3 = arith.mulf %0, %1 : f32
// LOOPS-NEXT:       %4 = arith.addf %2, %3 : f32
// LOOPS-NEXT:       memref.store %4, %arg2[] : memref<f32>
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f16(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg1, %c0 : memref<?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg2, %c0 : memref<?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim step %c1 {
// LOOPS-NEXT:         %0 = affine.apply #map(%arg3, %arg4)
// LOOPS-NEXT:         %1 = memref.load %arg0[%0] : memref<?xf32>
// LOOPS-NEXT:         %2 = memref.load %arg1[%arg4] : memref<?xf32>
// LOOPS-NEXT:         %3 = memref.load %arg2[%arg3] : memref<?xf32>
// LOOPS-NEXT:         %4 = arith.mulf %1, %2 : f32
// LOOPS-NEXT:         %5 = arith.addf %3, %4 : f32
// LOOPS-NEXT:         memref.store %5, %arg2[%arg3] : memref<?xf32>
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f17(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg1, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg2, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg2, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             %0 = affine.apply #map(%arg3, %arg5)
// LOOPS-NEXT:             %1 = affine.apply #map(%arg4, %arg6)
// LOOPS-NEXT:             %2 = memref.load %arg0[%0, %1] : memref<?x?xf32>
// LOOPS-NEXT:             %3 = memref.load %arg1[%arg5, %arg6] : memref<?x?xf32>
// LOOPS-NEXT:             %4 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:             %5 = arith.mulf %2, %3 : f32
// LOOPS-NEXT:             %6 = arith.addf %4, %5 : f32
// LOOPS-NEXT:             memref.store %6, %arg2[%arg3, %arg4] : memref<?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f18(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg1, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg2, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 %0 = affine.apply #map(%arg3, %arg6)
// LOOPS-NEXT:                 %1 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                 %2 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                 %3 = memref.load %arg0[%0, %1, %2] : memref<?x?x?xf32>
// LOOPS-NEXT:                 %4 = memref.load %arg1[%arg6, %arg7, %arg8] : memref<?x?x?xf32>
// LOOPS-NEXT:                 %5 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:                 %6 = arith.mulf %3, %4 : f32
// LOOPS-NEXT:                 %7 = arith.addf %5, %6 : f32
// LOOPS-NEXT:                 memref.store %7, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f19(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:               %0 = affine.apply #map(%arg4, %arg6)
// LOOPS-NEXT:               %1 = memref.load %arg0[%arg3, %0, %arg7] : memref<?x?x?xf32>
// LOOPS-NEXT:               %2 = memref.load %arg1[%arg6, %arg7, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:               %3 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:               %4 = arith.mulf %1, %2 : f32
// LOOPS-NEXT:               %5 = arith.addf %3, %4 : f32
// LOOPS-NEXT:               memref.store %5, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f20(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:               %0 = affine.apply #map(%arg5, %arg7)
// LOOPS-NEXT:               %1 = memref.load %arg0[%arg3, %arg6, %0] : memref<?x?x?xf32>
// LOOPS-NEXT:               %2 = memref.load %arg1[%arg4, %arg6, %arg7] : memref<?x?x?xf32>
// LOOPS-NEXT:               %3 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:               %4 = arith.mulf %1, %2 : f32
// LOOPS-NEXT:               %5 = arith.addf %3, %4 : f32
// LOOPS-NEXT:               memref.store %5, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f21(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:                   %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                   %1 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                   %2 = memref.load %arg0[%arg3, %0, %1, %arg9] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %3 = memref.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %5 = arith.mulf %2, %3 : f32
// LOOPS-NEXT:                   %6 = arith.addf %4, %5 : f32
// LOOPS-NEXT:                   memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f22(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:                   %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                   %1 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                   %2 = memref.load %arg0[%arg3, %0, %1, %arg9] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %3 = memref.load %arg1[%arg6, %arg7, %arg8, %arg9] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %5 = arith.mulf %2, %3 : f32
// LOOPS-NEXT:                   %6 = arith.addf %4, %5 : f32
// LOOPS-NEXT:                   memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f23(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: f32, %arg3: f32, %arg4: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg4, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg4, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg6 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:         scf.for %arg7 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:           scf.for %arg8 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:             scf.for %arg9 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg10 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 scf.for %arg11 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:                   %0 = affine.apply #map(%arg6, %arg9)
// LOOPS-NEXT:                   %1 = affine.apply #map(%arg7, %arg10)
// LOOPS-NEXT:                   %2 = memref.load %arg0[%arg5, %0, %1, %arg11] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %3 = memref.load %arg1[%arg9, %arg10, %arg11, %arg8] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %4 = memref.load %arg4[%arg5, %arg6, %arg7, %arg8] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %5 = arith.subf %2, %arg2 : f32
// LOOPS-NEXT:                   %6 = arith.subf %3, %arg3 : f32
// LOOPS-NEXT:                   %7 = arith.mulf %5, %6 : f32
// LOOPS-NEXT:                   %8 = arith.addf %4, %7 : f32
// LOOPS-NEXT:                   memref.store %8, %arg4[%arg5, %arg6, %arg7, %arg8] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f24(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: f32, %arg3: f32, %arg4: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg4, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg4, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg6 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:         scf.for %arg7 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:           scf.for %arg8 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             scf.for %arg9 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:               scf.for %arg10 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                 scf.for %arg11 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:                   %0 = affine.apply #map(%arg6, %arg9)
// LOOPS-NEXT:                   %1 = affine.apply #map(%arg7, %arg10)
// LOOPS-NEXT:                   %2 = memref.load %arg0[%arg5, %0, %1, %arg11] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %3 = memref.load %arg1[%arg8, %arg9, %arg10, %arg11] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %4 = memref.load %arg4[%arg5, %arg6, %arg7, %arg8] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %5 = arith.subf %2, %arg2 : f32
// LOOPS-NEXT:                   %6 = arith.subf %3, %arg3 : f32
// LOOPS-NEXT:                   %7 = arith.mulf %5, %6 : f32
// LOOPS-NEXT:                   %8 = arith.addf %4, %7 : f32
// LOOPS-NEXT:                   memref.store %8, %arg4[%arg5, %arg6, %arg7, %arg8] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f25(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                   %0 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                   %1 = affine.apply #map(%arg6, %arg9)
// LOOPS-NEXT:                   %2 = memref.load %arg0[%arg3, %arg7, %0, %1] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %3 = memref.load %arg1[%arg4, %arg7, %arg8, %arg9] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %5 = arith.mulf %2, %3 : f32
// LOOPS-NEXT:                   %6 = arith.addf %4, %5 : f32
// LOOPS-NEXT:                   memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f26(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg1, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg2, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                   scf.for %arg10 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:                     %0 = affine.apply #map(%arg6, %arg9)
// LOOPS-NEXT:                     %1 = affine.apply #map(%arg7, %arg10)
// LOOPS-NEXT:                     %2 = memref.load %arg0[%arg3, %arg4, %arg8, %0, %1] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %3 = memref.load %arg1[%arg5, %arg4, %arg8, %arg9, %arg10] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %5 = arith.mulf %2, %3 : f32
// LOOPS-NEXT:                     %6 = arith.addf %4, %5 : f32
// LOOPS-NEXT:                     memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f27(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg1, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg2, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                   scf.for %arg10 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:                     %0 = affine.apply #map(%arg6, %arg9)
// LOOPS-NEXT:                     %1 = affine.apply #map(%arg7, %arg10)
// LOOPS-NEXT:                     %2 = memref.load %arg0[%arg3, %arg4, %arg8, %0, %1] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %3 = memref.load %arg1[%arg4, %arg5, %arg8, %arg9, %arg10] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %5 = arith.mulf %2, %3 : f32
// LOOPS-NEXT:                     %6 = arith.addf %4, %5 : f32
// LOOPS-NEXT:                     memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f28(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?x?x?xf32>, %arg2: f32, %arg3: f32, %arg4: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg1, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg4, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg4, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg7 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:           scf.for %arg8 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:             scf.for %arg9 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:               scf.for %arg10 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 scf.for %arg11 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                   scf.for %arg12 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:                     %0 = affine.apply #map(%arg8, %arg11)
// LOOPS-NEXT:                     %1 = affine.apply #map(%arg9, %arg12)
// LOOPS-NEXT:                     %2 = memref.load %arg0[%arg5, %arg6, %arg10, %0, %1] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %3 = memref.load %arg1[%arg6, %arg7, %arg10, %arg11, %arg12] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %4 = memref.load %arg4[%arg5, %arg6, %arg7, %arg8, %arg9] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %5 = arith.subf %2, %arg2 : f32
// LOOPS-NEXT:                     %6 = arith.subf %3, %arg3 : f32
// LOOPS-NEXT:                     %7 = arith.mulf %5, %6 : f32
// LOOPS-NEXT:                     %8 = arith.addf %4, %7 : f32
// LOOPS-NEXT:                     memref.store %8, %arg4[%arg5, %arg6, %arg7, %arg8, %arg9] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f29(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg1, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg2, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_7 = memref.dim %arg2, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_7 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                   scf.for %arg10 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                     scf.for %arg11 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:                       %0 = affine.apply #map(%arg4, %arg8)
// LOOPS-NEXT:                       %1 = affine.apply #map(%arg5, %arg9)
// LOOPS-NEXT:                       %2 = affine.apply #map(%arg6, %arg10)
// LOOPS-NEXT:                       %3 = memref.load %arg0[%arg3, %0, %1, %2, %arg11] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                       %4 = memref.load %arg1[%arg8, %arg9, %arg10, %arg11, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                       %5 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                       %6 = arith.mulf %3, %4 : f32
// LOOPS-NEXT:                       %7 = arith.addf %5, %6 : f32
// LOOPS-NEXT:                       memref.store %7, %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     }
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f30(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?x?x?xf32>, %arg2: f32, %arg3: f32, %arg4: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg1, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg4, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg4, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_7 = memref.dim %arg4, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg6 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:         scf.for %arg7 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:           scf.for %arg8 = %c0 to %dim_7 step %c1 {
// LOOPS-NEXT:             scf.for %arg9 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:               scf.for %arg10 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 scf.for %arg11 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                   scf.for %arg12 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                     scf.for %arg13 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:                       %0 = affine.apply #map(%arg6, %arg10)
// LOOPS-NEXT:                       %1 = affine.apply #map(%arg7, %arg11)
// LOOPS-NEXT:                       %2 = affine.apply #map(%arg8, %arg12)
// LOOPS-NEXT:                       %3 = memref.load %arg0[%arg5, %0, %1, %2, %arg13] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                       %4 = memref.load %arg1[%arg10, %arg11, %arg12, %arg13, %arg9] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                       %5 = memref.load %arg4[%arg5, %arg6, %arg7, %arg8, %arg9] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                       %6 = arith.subf %3, %arg2 : f32
// LOOPS-NEXT:                       %7 = arith.subf %4, %arg3 : f32
// LOOPS-NEXT:                       %8 = arith.mulf %6, %7 : f32
// LOOPS-NEXT:                       %9 = arith.addf %5, %8 : f32
// LOOPS-NEXT:                       memref.store %9, %arg4[%arg5, %arg6, %arg7, %arg8, %arg9] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     }
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f31(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg1, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg2, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_7 = memref.dim %arg2, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_7 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                   scf.for %arg10 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:                     scf.for %arg11 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:                       %0 = affine.apply #map(%arg4, %arg8)
// LOOPS-NEXT:                       %1 = affine.apply #map(%arg5, %arg9)
// LOOPS-NEXT:                       %2 = affine.apply #map(%arg6, %arg10)
// LOOPS-NEXT:                       %3 = memref.load %arg0[%arg3, %arg11, %0, %1, %2] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                       %4 = memref.load %arg1[%arg7, %arg11, %arg8, %arg9, %arg10] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                       %5 = memref.load %arg2[%arg3, %arg7, %arg4, %arg5, %arg6] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                       %6 = arith.mulf %3, %4 : f32
// LOOPS-NEXT:                       %7 = arith.addf %5, %6 : f32
// LOOPS-NEXT:                       memref.store %7, %arg2[%arg3, %arg7, %arg4, %arg5, %arg6] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     }
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f32(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg2, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = affine.apply #map(%arg4, %arg6)
// LOOPS-NEXT:             %1 = memref.load %arg0[%arg3, %0, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg1[%arg6, %arg5] : memref<?x?xf32>
// LOOPS-NEXT:             %3 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %4 = arith.mulf %1, %2 : f32
// LOOPS-NEXT:             %5 = arith.addf %3, %4 : f32
// LOOPS-NEXT:             memref.store %5, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f33(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg2, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = affine.apply #map(%arg4, %arg6)
// LOOPS-NEXT:             %1 = memref.load %arg0[%arg3, %arg5, %0] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg1[%arg5, %arg6] : memref<?x?xf32>
// LOOPS-NEXT:             %3 = memref.load %arg2[%arg3, %arg5, %arg4] : memref<?x?x?xf32>
// LOOPS-NEXT:             %4 = arith.mulf %1, %2 : f32
// LOOPS-NEXT:             %5 = arith.addf %3, %4 : f32
// LOOPS-NEXT:             memref.store %5, %arg2[%arg3, %arg5, %arg4] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f34(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:               %1 = memref.load %arg0[%arg3, %0, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:               %2 = memref.load %arg1[%arg7, %arg5, %arg6] : memref<?x?x?xf32>
// LOOPS-NEXT:               %3 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               %4 = arith.mulf %1, %2 : f32
// LOOPS-NEXT:               %5 = arith.addf %3, %4 : f32
// LOOPS-NEXT:               memref.store %5, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f35(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                 %1 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                 %2 = memref.load %arg0[%arg3, %0, %1, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %3 = memref.load %arg1[%arg7, %arg8, %arg6] : memref<?x?x?xf32>
// LOOPS-NEXT:                 %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %5 = arith.mulf %2, %3 : f32
// LOOPS-NEXT:                 %6 = arith.addf %4, %5 : f32
// LOOPS-NEXT:                 memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f36(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                 %1 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                 %2 = memref.load %arg0[%arg3, %arg6, %0, %1] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %3 = memref.load %arg1[%arg6, %arg7, %arg8] : memref<?x?x?xf32>
// LOOPS-NEXT:                 %4 = memref.load %arg2[%arg3, %arg6, %arg4, %arg5] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %5 = arith.mulf %2, %3 : f32
// LOOPS-NEXT:                 %6 = arith.addf %4, %5 : f32
// LOOPS-NEXT:                 memref.store %6, %arg2[%arg3, %arg6, %arg4, %arg5] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f37(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: f32, %arg3: f32, %arg4: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg4, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg4, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg6 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg7 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:           scf.for %arg8 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             scf.for %arg9 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg10 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 %0 = affine.apply #map(%arg6, %arg9)
// LOOPS-NEXT:                 %1 = affine.apply #map(%arg7, %arg10)
// LOOPS-NEXT:                 %2 = memref.load %arg0[%arg5, %0, %1, %arg8] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %3 = memref.load %arg1[%arg9, %arg10, %arg8] : memref<?x?x?xf32>
// LOOPS-NEXT:                 %4 = memref.load %arg4[%arg5, %arg6, %arg7, %arg8] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %5 = arith.subf %2, %arg2 : f32
// LOOPS-NEXT:                 %6 = arith.subf %3, %arg3 : f32
// LOOPS-NEXT:                 %7 = arith.mulf %5, %6 : f32
// LOOPS-NEXT:                 %8 = arith.addf %4, %7 : f32
// LOOPS-NEXT:                 memref.store %8, %arg4[%arg5, %arg6, %arg7, %arg8] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f38(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                   %0 = affine.apply #map(%arg4, %arg8)
// LOOPS-NEXT:                   %1 = affine.apply #map(%arg5, %arg9)
// LOOPS-NEXT:                   %2 = memref.load %arg0[%arg3, %0, %1, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %3 = memref.load %arg1[%arg8, %arg9, %arg6, %arg7] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   %5 = arith.mulf %2, %3 : f32
// LOOPS-NEXT:                   %6 = arith.addf %4, %5 : f32
// LOOPS-NEXT:                   memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f39(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: f32, %arg3: f32, %arg4: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg4, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg4, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg6 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:         scf.for %arg7 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:           scf.for %arg8 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             scf.for %arg9 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:               scf.for %arg10 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 scf.for %arg11 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                   %0 = affine.apply #map(%arg6, %arg10)
// LOOPS-NEXT:                   %1 = affine.apply #map(%arg7, %arg11)
// LOOPS-NEXT:                   %2 = memref.load %arg0[%arg5, %0, %1, %arg8] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %3 = memref.load %arg1[%arg10, %arg11, %arg8, %arg9] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                   %4 = memref.load %arg4[%arg5, %arg6, %arg7, %arg8, %arg9] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   %5 = arith.subf %2, %arg2 : f32
// LOOPS-NEXT:                   %6 = arith.subf %3, %arg3 : f32
// LOOPS-NEXT:                   %7 = arith.mulf %5, %6 : f32
// LOOPS-NEXT:                   %8 = arith.addf %4, %7 : f32
// LOOPS-NEXT:                   memref.store %8, %arg4[%arg5, %arg6, %arg7, %arg8, %arg9] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f40(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg2, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                   scf.for %arg10 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:                     %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                     %1 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                     %2 = affine.apply #map(%arg6, %arg9)
// LOOPS-NEXT:                     %3 = memref.load %arg0[%arg3, %0, %1, %2, %arg10] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %4 = memref.load %arg1[%arg7, %arg8, %arg9, %arg10] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                     %5 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6, %arg10] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %6 = arith.mulf %3, %4 : f32
// LOOPS-NEXT:                     %7 = arith.addf %5, %6 : f32
// LOOPS-NEXT:                     memref.store %7, %arg2[%arg3, %arg4, %arg5, %arg6, %arg10] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f41(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg2, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                   scf.for %arg10 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:                     %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                     %1 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                     %2 = affine.apply #map(%arg6, %arg9)
// LOOPS-NEXT:                     %3 = memref.load %arg0[%arg3, %arg10, %0, %1, %2] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %4 = memref.load %arg1[%arg10, %arg7, %arg8, %arg9] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                     %5 = memref.load %arg2[%arg3, %arg10, %arg4, %arg5, %arg6] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %6 = arith.mulf %3, %4 : f32
// LOOPS-NEXT:                     %7 = arith.addf %5, %6 : f32
// LOOPS-NEXT:                     memref.store %7, %arg2[%arg3, %arg10, %arg4, %arg5, %arg6] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f42(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?x?x?xf32>, %arg2: memref<?x?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg1, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c1 : memref<?x?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg2, %c2 : memref<?x?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_7 = memref.dim %arg2, %c3 : memref<?x?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_7 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                   scf.for %arg10 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                     scf.for %arg11 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:                       %0 = affine.apply #map(%arg4, %arg8)
// LOOPS-NEXT:                       %1 = affine.apply #map(%arg5, %arg9)
// LOOPS-NEXT:                       %2 = affine.apply #map(%arg6, %arg10)
// LOOPS-NEXT:                       %3 = memref.load %arg0[%arg3, %0, %1, %2, %arg11] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                       %4 = memref.load %arg1[%arg8, %arg9, %arg10, %arg11, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                       %5 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6, %arg11, %arg7] : memref<?x?x?x?x?x?xf32>
// LOOPS-NEXT:                       %6 = arith.mulf %3, %4 : f32
// LOOPS-NEXT:                       %7 = arith.addf %5, %6 : f32
// LOOPS-NEXT:                       memref.store %7, %arg2[%arg3, %arg4, %arg5, %arg6, %arg11, %arg7] : memref<?x?x?x?x?x?xf32>
// LOOPS-NEXT:                     }
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f43(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                 %1 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                 %2 = memref.load %arg0[%arg3, %0, %1, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %3 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %4 = arith.addf %3, %2 : f32
// LOOPS-NEXT:                 memref.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f44(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 %0 = affine.apply #map(%arg5, %arg7)
// LOOPS-NEXT:                 %1 = affine.apply #map(%arg6, %arg8)
// LOOPS-NEXT:                 %2 = memref.load %arg0[%arg3, %arg4, %0, %1] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %3 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %4 = arith.addf %3, %2 : f32
// LOOPS-NEXT:                 memref.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f45(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                 %1 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                 %2 = memref.load %arg0[%arg3, %0, %1, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %3 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %4 = arith.maximumf %3, %2 : f32
// LOOPS-NEXT:                 memref.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f46(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                 %1 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                 %2 = memref.load %arg0[%arg3, %0, %1, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %3 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %4 = arith.maximumf %3, %2 : f32
// LOOPS-NEXT:                 memref.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f47(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 %0 = affine.apply #map(%arg5, %arg7)
// LOOPS-NEXT:                 %1 = affine.apply #map(%arg6, %arg8)
// LOOPS-NEXT:                 %2 = memref.load %arg0[%arg3, %arg4, %0, %1] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %3 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %4 = arith.maximumf %3, %2 : f32
// LOOPS-NEXT:                 memref.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f48(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                 %1 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                 %2 = memref.load %arg0[%arg3, %0, %1, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %3 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %4 = arith.minimumf %3, %2 : f32
// LOOPS-NEXT:                 memref.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f49(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg2, %c1 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                 %0 = affine.apply #map(%arg4, %arg7)
// LOOPS-NEXT:                 %1 = affine.apply #map(%arg5, %arg8)
// LOOPS-NEXT:                 %2 = memref.load %arg0[%arg3, %0, %1, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %3 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:                 %4 = arith.minimumf %3, %2 : f32
// LOOPS-NEXT:                 memref.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f50(%arg0: memref<?x?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg2, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = affine.apply #map(%arg4, %arg6)
// LOOPS-NEXT:             %1 = memref.load %arg0[%arg3, %0, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %3 = arith.addf %2, %1 : f32
// LOOPS-NEXT:             memref.store %3, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f51(%arg0: memref<?x?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg2, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = affine.apply #map(%arg5, %arg6)
// LOOPS-NEXT:             %1 = memref.load %arg0[%arg3, %arg4, %0] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %3 = arith.addf %2, %1 : f32
// LOOPS-NEXT:             memref.store %3, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f52(%arg0: memref<?x?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg2, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = affine.apply #map(%arg4, %arg6)
// LOOPS-NEXT:             %1 = memref.load %arg0[%arg3, %0, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %3 = arith.maximumf %2, %1 : f32
// LOOPS-NEXT:             memref.store %3, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f53(%arg0: memref<?x?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg2, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = affine.apply #map(%arg4, %arg6)
// LOOPS-NEXT:             %1 = memref.load %arg0[%arg3, %0, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %3 = arith.maximumf %2, %1 : f32
// LOOPS-NEXT:             memref.store %3, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f54(%arg0: memref<?x?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg2, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = affine.apply #map(%arg5, %arg6)
// LOOPS-NEXT:             %1 = memref.load %arg0[%arg3, %arg4, %0] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %3 = arith.maximumf %2, %1 : f32
// LOOPS-NEXT:             memref.store %3, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f55(%arg0: memref<?x?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg2, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = affine.apply #map(%arg4, %arg6)
// LOOPS-NEXT:             %1 = memref.load %arg0[%arg3, %0, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %3 = arith.minimumf %2, %1 : f32
// LOOPS-NEXT:             memref.store %3, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f56(%arg0: memref<?x?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?x?x?xf32>) {
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg2, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:             %0 = affine.apply #map(%arg4, %arg6)
// LOOPS-NEXT:             %1 = memref.load %arg0[%arg3, %0, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:             %3 = arith.minimumf %2, %1 : f32
// LOOPS-NEXT:             memref.store %3, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f57(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg2, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                   scf.for %arg10 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                     %0 = affine.apply #map(%arg4, %arg8)
// LOOPS-NEXT:                     %1 = affine.apply #map(%arg5, %arg9)
// LOOPS-NEXT:                     %2 = affine.apply #map(%arg6, %arg10)
// LOOPS-NEXT:                     %3 = memref.load %arg0[%arg3, %0, %1, %2, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %5 = arith.addf %4, %3 : f32
// LOOPS-NEXT:                     memref.store %5, %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f58(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg2, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                   scf.for %arg10 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                     %0 = affine.apply #map(%arg4, %arg8)
// LOOPS-NEXT:                     %1 = affine.apply #map(%arg5, %arg9)
// LOOPS-NEXT:                     %2 = affine.apply #map(%arg6, %arg10)
// LOOPS-NEXT:                     %3 = memref.load %arg0[%arg3, %0, %1, %2, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %5 = arith.maximumf %4, %3 : f32
// LOOPS-NEXT:                     memref.store %5, %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT:   func.func @f59(%arg0: memref<?x?x?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?x?x?xf32>) {
// LOOPS-NEXT:     %c3 = arith.constant 3 : index
// LOOPS-NEXT:     %c2 = arith.constant 2 : index
// LOOPS-NEXT:     %c1 = arith.constant 1 : index
// LOOPS-NEXT:     %c4 = arith.constant 4 : index
// LOOPS-NEXT:     %c0 = arith.constant 0 : index
// LOOPS-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_0 = memref.dim %arg0, %c4 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_3 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// LOOPS-NEXT:     %dim_4 = memref.dim %arg2, %c1 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_5 = memref.dim %arg2, %c2 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     %dim_6 = memref.dim %arg2, %c3 : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:     scf.for %arg3 = %c0 to %dim step %c1 {
// LOOPS-NEXT:       scf.for %arg4 = %c0 to %dim_4 step %c1 {
// LOOPS-NEXT:         scf.for %arg5 = %c0 to %dim_5 step %c1 {
// LOOPS-NEXT:           scf.for %arg6 = %c0 to %dim_6 step %c1 {
// LOOPS-NEXT:             scf.for %arg7 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT:               scf.for %arg8 = %c0 to %dim_1 step %c1 {
// LOOPS-NEXT:                 scf.for %arg9 = %c0 to %dim_2 step %c1 {
// LOOPS-NEXT:                   scf.for %arg10 = %c0 to %dim_3 step %c1 {
// LOOPS-NEXT:                     %0 = affine.apply #map(%arg4, %arg8)
// LOOPS-NEXT:                     %1 = affine.apply #map(%arg5, %arg9)
// LOOPS-NEXT:                     %2 = affine.apply #map(%arg6, %arg10)
// LOOPS-NEXT:                     %3 = memref.load %arg0[%arg3, %0, %1, %2, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                     %5 = arith.minimumf %4, %3 : f32
// LOOPS-NEXT:                     memref.store %5, %arg2[%arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?xf32>
// LOOPS-NEXT:                   }
// LOOPS-NEXT:                 }
// LOOPS-NEXT:               }
// LOOPS-NEXT:             }
// LOOPS-NEXT:           }
// LOOPS-NEXT:         }
// LOOPS-NEXT:       }
// LOOPS-NEXT:     }
// LOOPS-NEXT:     return
// LOOPS-NEXT:   }
// LOOPS-NEXT: }
