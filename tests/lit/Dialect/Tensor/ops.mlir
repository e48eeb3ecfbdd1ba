// Every tensor op in its custom form, printed back as mlir-opt 19 prints it (result names,
// elided defaults, `DynamicIndexList` lists), directly and through the generic form.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | rmlir-opt | FileCheck %s

// CHECK: %0 = tensor.bitcast %arg0 : tensor<4x?xf32> to tensor<4x?xi32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg2) : tensor<4x?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2, %arg2] : tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg4[0, %arg2, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg3, %arg3 : tensor<2xf32>
// CHECK-NEXT: %gather = tensor.gather %arg4[%arg5] gather_dims([0, 1, 2]) unique : (tensor<8x16x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
// CHECK-NEXT: %generated = tensor.generate %arg2 {
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<4x?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg0[%arg2, %arg2] : tensor<4x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg4[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
// CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT: %from_elements_0 = tensor.from_elements %arg2 : tensor<1xindex>
// CHECK-NEXT: %reshape = tensor.reshape %arg1(%from_elements_0) : (tensor<*xf32>, tensor<1xindex>) -> tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} output_shape [2, 2, %arg2] : tensor<4x?xf32> into tensor<2x2x?xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg4 {{\[\[}}0, 1], [2{{\]\]}} : tensor<8x16x4xf32> into tensor<128x4xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[1, %arg2] high[2, 3] {
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<7x?xf32>
// CHECK-NEXT: %scatter = tensor.scatter %gather into %arg4[%arg5] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1x1xf32>, tensor<8x16x4xf32>, tensor<1x2x3xindex>) -> tensor<8x16x4xf32>
// CHECK-NEXT: %splat = tensor.splat %arg3[%arg2] : tensor<4x?xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<2x8x8x32xf32>
// CHECK-NEXT: %3 = tensor.empty() : tensor<16x256xf32>
// CHECK-NEXT: %pack = tensor.pack %3 padding_value(%arg3 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %2 : tensor<16x256xf32> -> tensor<2x8x8x32xf32>
// CHECK-NEXT: %unpack = tensor.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %3 : tensor<2x8x8x32xf32> -> tensor<16x256xf32>
// CHECK-NEXT: %4 = tensor.empty(%arg2, %arg2) : tensor<4x?x?xf32>
// CHECK-NEXT: %unpack_1 = tensor.unpack %4 outer_dims_perm = [0, 1] inner_dims_pos = [1] inner_tiles = [%arg2] into %arg0 : tensor<4x?x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %5 = scf.forall (%arg6) in (2) shared_outs(%arg7 = %arg4) -> (tensor<8x16x4xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg7[%arg6, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg0[%arg2, 0] [%arg2, %arg2] [2, %arg2] : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @f(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %f: f32, %s: tensor<8x16x4xf32>, %idx: tensor<1x2x3xindex>) {
  %a = tensor.bitcast %t : tensor<4x?xf32> to tensor<4x?xi32>
  %b = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %c = tensor.concat dim(0) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %e = tensor.empty(%i) : tensor<4x?xf32>
  %g = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %h = tensor.extract_slice %s[0, %i, 0][1, 16, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  %j = tensor.from_elements %f, %f : tensor<2xf32>
  %k = tensor.gather %s[%idx] gather_dims([0, 1, 2]) unique : (tensor<8x16x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  %l = tensor.generate %i {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  %m = tensor.insert %f into %t[%i, %i] : tensor<4x?xf32>
  %n = tensor.insert_slice %h into %s[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  %o = tensor.rank %u : tensor<*xf32>
  %sh = tensor.from_elements %i : tensor<1xindex>
  %p = tensor.reshape %u(%sh) : (tensor<*xf32>, tensor<1xindex>) -> tensor<?xf32>
  %q = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, %i] : tensor<4x?xf32> into tensor<2x2x?xf32>
  %r = tensor.collapse_shape %s [[0, 1], [2]] : tensor<8x16x4xf32> into tensor<128x4xf32>
  %pd = tensor.pad %t nofold low[1, %i] high[2, 3] {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %sc = tensor.scatter %k into %s[%idx] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1x1xf32>, tensor<8x16x4xf32>, tensor<1x2x3xindex>) -> tensor<8x16x4xf32>
  %sp = tensor.splat %f[%i] : tensor<4x?xf32>
  %e2 = tensor.empty() : tensor<2x8x8x32xf32>
  %src = tensor.empty() : tensor<16x256xf32>
  %pk = tensor.pack %src padding_value(%f : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %e2 : tensor<16x256xf32> -> tensor<2x8x8x32xf32>
  %up = tensor.unpack %pk inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %src : tensor<2x8x8x32xf32> -> tensor<16x256xf32>
  %pk3 = tensor.empty(%i, %i) : tensor<4x?x?xf32>
  %up2 = tensor.unpack %pk3 outer_dims_perm = [0, 1] inner_dims_pos = [1] inner_tiles = [%i] into %t : tensor<4x?x?xf32> -> tensor<4x?xf32>
  %res = scf.forall (%x) in (2) shared_outs(%out = %s) -> (tensor<8x16x4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %h into %out[%x, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
    }
  }
  %ds = tensor.extract_slice %t[%i, 0] [%i, %i] [2, %i] : tensor<4x?xf32> to tensor<?x?xf32>
  return
}
