// RUN: rmlir-opt %s -test-lower-to-llvm -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(cse,test-lower-to-llvm{reassociate-fp-reductions=true})' -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXTUAL
// RUN: not rmlir-opt %s -pass-pipeline='builtin.module(test-lower-to-llvm{bogus=1})' 2>&1 | FileCheck %s --check-prefix=NO_OPTION
// RUN: not rmlir-opt %s --test-lower-to-llvm=reassociate-fp-reductions=xx 2>&1 | FileCheck %s --check-prefix=BAD_FLAG
// RUN: rmlir-opt %s -test-lower-to-llvm | FileCheck %s
// RUN: rmlir-opt --help | FileCheck %s --check-prefix=HELP

// A registered pipeline (upstream's `PassPipelineRegistration`) expands into its passes,
// from a command-line flag or inside a textual pipeline, with its own options.

// FLAG: Pass Manager with 14 passes:
// FLAG-NEXT: builtin.module(func.func(convert-vector-to-scf{full-unroll=false lower-tensors=false target-rank=1}),func.func(convert-linalg-to-loops),lower-affine,convert-scf-to-cf,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse,convert-vector-to-llvm{enable-amx=false enable-arm-neon=false enable-arm-sve=false enable-x86vector=false force-32bit-vector-indices=true reassociate-fp-reductions=false},func.func(convert-math-to-llvm{approximate-log1p=true}),expand-strided-metadata,lower-affine,finalize-memref-to-llvm{index-bitwidth=0 use-aligned-alloc=false use-generic-functions=false},convert-func-to-llvm{index-bitwidth=0 use-bare-ptr-memref-call-conv=false},convert-index-to-llvm{index-bitwidth=0},reconcile-unrealized-casts)

// TEXTUAL: Pass Manager with 15 passes:
// TEXTUAL-NEXT: builtin.module(cse,func.func(convert-vector-to-scf{{.*}}),func.func(convert-linalg-to-loops),{{.*}}reassociate-fp-reductions=true},{{.*}},reconcile-unrealized-casts)

// NO_OPTION: <Pass-Options-Parser>: no such option bogus
// NO_OPTION-NEXT: <unknown>:0: error: failed to add `test-lower-to-llvm` with options `bogus=1`

// BAD_FLAG: for the --reassociate-fp-reductions option: 'xx' is invalid value for boolean argument! Try 0 or 1

// HELP: Compiler passes to run
// HELP-NEXT: Passes:
// HELP: --canonicalize{{ +}}-   Canonicalize operations
// HELP: Pass Pipelines:
// HELP-NEXT: --test-lower-to-llvm{{ +}}-   An example of pipeline to lower the main dialects (arith, linalg, memref, scf, vector) down to LLVM.
// HELP-NEXT: --reassociate-fp-reductions{{ +}}- Allow reassociation og FP reductions

// CHECK-LABEL: llvm.func @sum
// CHECK: llvm.intr.vector.reduce.add
// CHECK-NOT: vector.
// CHECK-NOT: affine.
func.func @sum(%v: vector<4xi32>, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 4 {
    %z = arith.index_cast %i : index to i32
    memref.store %z, %m[%i] : memref<4xi32>
  }
  %r = vector.reduction <add>, %v : vector<4xi32> into i32
  return %r : i32
}
