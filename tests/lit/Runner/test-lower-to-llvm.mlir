// RUN: rmlir-opt %s -test-vector-scan-lowering -test-lower-to-llvm | rmlir-runner -e entry -entry-point-result=void | FileCheck %s

// The registered `test-lower-to-llvm` pipeline takes affine, linalg, vector and memref code
// all the way to the llvm dialect, and the scan lowering's slices run natively.

func.func @entry() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<2x3xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 + 1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      memref.store %kf, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %v = vector.transfer_read %m[%c0, %c0], %f0 : memref<2x3xf32>, vector<2x3xf32>
  %init = arith.constant dense<10.0> : vector<2xf32>
  %s:2 = vector.scan <add>, %v, %init {inclusive = false, reduction_dim = 1} : vector<2x3xf32>, vector<2xf32>
  // CHECK: ( ( 10, 11, 13 ), ( 10, 14, 19 ) )
  vector.print %s#0 : vector<2x3xf32>
  // CHECK-NEXT: ( 13, 19 )
  vector.print %s#1 : vector<2xf32>
  %init3 = arith.constant dense<1.0> : vector<3xf32>
  %t:2 = vector.scan <mul>, %v, %init3 {inclusive = true, reduction_dim = 0} : vector<2x3xf32>, vector<3xf32>
  // CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 10, 18 ) )
  vector.print %t#0 : vector<2x3xf32>
  %r = vector.reduction <add>, %s#1 : vector<2xf32> into f32
  // CHECK-NEXT: 32
  vector.print %r : f32
  memref.dealloc %m : memref<2x3xf32>
  return
}
