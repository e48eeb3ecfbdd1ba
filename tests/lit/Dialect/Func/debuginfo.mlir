// RUN: rmlir-opt --mlir-print-debuginfo %s | FileCheck %s

// Argument locations print inline in the signature; op locations use aliases.

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i32 {x.a} loc("a.mlir":1:2), %arg1: f32 loc({{.*}}debuginfo.mlir":[[@LINE+3]]:47)) -> i32 {
// CHECK-NEXT:    return %arg0 : i32 loc(#[[RET:loc[0-9]*]])
// CHECK-NEXT:  } loc(#[[FN:loc[0-9]*]])
func.func @f(%a: i32 {x.a} loc("a.mlir":1:2), %b: f32) -> i32 {
  return %a : i32 loc("ret.mlir":3:4)
}

// External declarations print no argument locations.
// CHECK-NEXT: func.func private @ext(i32, f32) loc(
func.func private @ext(i32 loc("x":1:1), f32)

// CHECK-DAG: #[[RET]] = loc("ret.mlir":3:4)
// CHECK-DAG: #[[FN]] = loc({{.*}}debuginfo.mlir":9:1)
