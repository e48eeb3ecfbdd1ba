// RUN: not rmlir-opt %s -affine-loop-tile="tile-sizes=4,x" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=8,0x10}))' -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP

// `tile-sizes` is a list of unsigned integers: each element is checked when the option is
// parsed, and the list prints back as numbers.
// BAD: for the --tile-sizes option: 'x' value invalid for uint argument!
// DUMP: affine-loop-tile{cache-size=512 separate=false tile-size=0 tile-sizes=8,16}

func.func @f(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xf32>
  }
  return
}
