// RUN: rmlir-opt %s -pass-pipeline='builtin.module(func.func(mem2reg))' -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}))' -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOSIMPLIFY
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}))' | FileCheck %s

// DEFAULT: builtin.module(func.func(mem2reg{region-simplify=true}))
// NOSIMPLIFY: builtin.module(func.func(mem2reg{region-simplify=false}))

// `region-simplify` changes nothing (as in MLIR 19): the dead block stays, and its load,
// which no store reaches, reads the default value.
// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT: return %[[C]] : i32
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: return %[[Z]] : i32
func.func @f() -> i32 {
  %c = arith.constant 1 : i32
  %a = memref.alloca() : memref<i32>
  memref.store %c, %a[] : memref<i32>
  %r = memref.load %a[] : memref<i32>
  return %r : i32
^bb1:
  %s = memref.load %a[] : memref<i32>
  return %s : i32
}
