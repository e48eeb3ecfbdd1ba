// RUN: not rmlir-opt -allow-unregistered-dialect -affine-data-copy-generate="generate-dma fast-mem-capacity=1 fast-mem-space=2" %s 2>&1 | FileCheck %s

// The 256 KiB footprint exceeds the 1 KiB fast memory: upstream places the copies inside
// the loop, which rmlir does not do yet and says so.
// CHECK: error: unsupported in rmlir's affine-data-copy-generate: copies inside loops
func.func @copy_inside_loop(%A: memref<256x256xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      %v = affine.load %A[%i, %j] : memref<256x256xf32>
    }
  }
  return
}
