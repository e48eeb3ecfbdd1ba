// A memref.global initial value takes the global's tensor type, so a sparse literal has no
// `: type` of its own there (as a dense one).
// RUN: rmlir-opt %s | FileCheck %s

memref.global "private" constant @g : memref<4xcomplex<f32>> = sparse<[[1], [3]], [(1.0, 0.0), (2.5, -1.0)]>
memref.global "private" @h : memref<2x2xi16> = sparse<[[0, 1]], [7]>

// CHECK:        memref.global "private" constant @g : memref<4xcomplex<f32>> = sparse<{{\[\[}}1], [3]], [(1.000000e+00,0.000000e+00), (2.500000e+00,-1.000000e+00)]>
// CHECK-NEXT:   memref.global "private" @h : memref<2x2xi16> = sparse<{{\[\[}}0, 1]], 7>
// CHECK-NEXT: }
