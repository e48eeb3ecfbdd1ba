// RUN: rmlir-opt %s -convert-linalg-to-std --split-input-file --verify-diagnostics | FileCheck %s
// Structured ops on buffers become calls of their (mangled or named) library functions,
// declared once per module; ops on tensors have no library call and fail to legalize.

func.func @calls(%a: memref<4x?xi32, strided<[?, 1], offset: 2>>, %b: memref<3xf64, 1>, %s: f64, %g: memref<8xf32>) {
  linalg.copy ins(%a : memref<4x?xi32, strided<[?, 1], offset: 2>>) outs(%a : memref<4x?xi32, strided<[?, 1], offset: 2>>)
  linalg.fill ins(%s : f64) outs(%b : memref<3xf64, 1>)
  linalg.fill ins(%s : f64) outs(%b : memref<3xf64, 1>)
  linalg.elemwise_unary {fun = #linalg.unary_fn<exp>} ins(%g : memref<8xf32>) outs(%g : memref<8xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], library_call = "my_kernel"} outs(%g : memref<8xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  }
  return
}
func.func @last() {
  return
}
// CHECK-LABEL: module {
// CHECK-NEXT:  func.func @calls(
// CHECK-NEXT:    %[[C0:.*]] = memref.cast %arg0 : memref<4x?xi32, strided<[?, 1], offset: 2>> to memref<4x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    %[[C1:.*]] = memref.cast %arg0 : memref<4x?xi32, strided<[?, 1], offset: 2>> to memref<4x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    call @linalg_copy_view4xsxi32_view4xsxi32(%[[C0]], %[[C1]])
// CHECK-NEXT:    %[[C2:.*]] = memref.cast %arg1 : memref<3xf64, 1> to memref<3xf64, strided<[?], offset: ?>, 1>
// CHECK-NEXT:    call @linalg_fill_f64_view3xf64as1(%arg2, %[[C2]]) : (f64, memref<3xf64, strided<[?], offset: ?>, 1>) -> ()
// CHECK:         call @linalg_fill_f64_view3xf64as1(
// CHECK:         call @linalg_elemwise_unary_exp_view8xf32_view8xf32(
// CHECK:         call @my_kernel(%{{.*}}) : (memref<8xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @linalg_copy_view4xsxi32_view4xsxi32(memref<4x?xi32, strided<[?, ?], offset: ?>>, memref<4x?xi32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-NEXT:  func.func private @linalg_fill_f64_view3xf64as1(f64, memref<3xf64, strided<[?], offset: ?>, 1>) attributes {llvm.emit_c_interface}
// CHECK-NEXT:  func.func private @linalg_elemwise_unary_exp_view8xf32_view8xf32(
// CHECK-NEXT:  func.func private @my_kernel(memref<8xf32, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-NEXT:  func.func @last()

// -----

func.func @on_tensors(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  // expected-error @below {{failed to legalize operation 'linalg.fill'}}
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
