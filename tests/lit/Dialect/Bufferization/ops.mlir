// The bufferization ops in their custom form (alloc_tensor's hand-written assembly, optional
// unit keywords, dealloc's optional groups), directly and through the generic form.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | rmlir-opt | FileCheck %s

// CHECK: %0 = bufferization.to_tensor %arg0 restrict writable : memref<4x?xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %arg0 : memref<4x?xf32>
// CHECK-NEXT: %2 = bufferization.to_memref %arg1 read_only : memref<4x?xf32>
// CHECK-NEXT: %3 = bufferization.to_memref %arg1 : memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %4 = bufferization.alloc_tensor(%arg2) : tensor<4x?xf32>
// CHECK-NEXT: %5 = bufferization.alloc_tensor() copy(%arg1) {memory_space = 1 : i64} : tensor<4x?xf32>
// CHECK-NEXT: %6 = bufferization.alloc_tensor(%arg2) size_hint=%arg2 : tensor<4x?xf32>
// CHECK-NEXT: %7 = bufferization.materialize_in_destination %arg1 in %arg1 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg1 in restrict writable %arg0 : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc_tensor %arg1 : tensor<4x?xf32>
// CHECK-NEXT: %8 = bufferization.clone %arg0 : memref<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT: %9:2 = bufferization.dealloc (%arg0, %arg4 : memref<4x?xf32>, memref<*xf32>) if (%arg3, %arg3) retain (%arg0, %arg4 : memref<4x?xf32>, memref<*xf32>)
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<4x?xf32>) if (%arg3)
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @f(%m: memref<4x?xf32>, %t: tensor<4x?xf32>, %i: index, %c: i1, %u: memref<*xf32>) {
  %0 = bufferization.to_tensor %m restrict writable : memref<4x?xf32>
  %1 = bufferization.to_tensor %m : memref<4x?xf32>
  %2 = bufferization.to_memref %t read_only : memref<4x?xf32>
  %3 = bufferization.to_memref %t : memref<4x?xf32, strided<[?, ?], offset: ?>>
  %4 = bufferization.alloc_tensor(%i) : tensor<4x?xf32>
  %5 = bufferization.alloc_tensor() copy(%t) {memory_space = 1 : i64} : tensor<4x?xf32>
  %6 = bufferization.alloc_tensor(%i) size_hint=%i : tensor<4x?xf32>
  %7 = bufferization.materialize_in_destination %t in %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
  bufferization.dealloc_tensor %t : tensor<4x?xf32>
  %8 = bufferization.clone %m : memref<4x?xf32> to memref<4x?xf32>
  %9:2 = bufferization.dealloc (%m, %u : memref<4x?xf32>, memref<*xf32>) if (%c, %c) retain (%m, %u : memref<4x?xf32>, memref<*xf32>)
  bufferization.dealloc (%m : memref<4x?xf32>) if (%c)
  bufferization.dealloc
  return
}
