// RUN: rmlir-opt %s -inline='default-pipeline= max-iterations=1' | FileCheck %s
// RUN: rmlir-opt %s -inline='default-pipeline= inlining-threshold=100' | FileCheck %s --check-prefix=THRESHOLD

// Mutually recursive functions (one SCC): with one iteration, @b is inlined into @a and @a
// into @b once; the inline history stops the calls the inlining produced.
// CHECK-LABEL: func.func @a(
// CHECK:         cf.cond_br %0, ^bb1, ^bb2
// CHECK:       ^bb2:
// CHECK-NEXT:    %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:    %1 = arith.cmpi eq, %arg0, %c0_i32_0 : i32
// CHECK-NEXT:    cf.cond_br %1, ^bb3, ^bb4
// CHECK:       ^bb4:
// CHECK-NEXT:    %2 = call @b(%arg0) : (i32) -> i32
// CHECK-NEXT:    cf.br ^bb5(%2 : i32)
// CHECK:       ^bb6(%4: i32):
// CHECK-NEXT:    return %4 : i32
// CHECK-LABEL: func.func @b(
// CHECK:         %1 = call @b(%arg0) : (i32) -> i32
// CHECK-LABEL: func.func @small_caller(
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
func.func @a(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %eq = arith.cmpi eq, %x, %c0 : i32
  cf.cond_br %eq, ^exit, ^tail
^exit:
  return %c0 : i32
^tail:
  %r = call @b(%x) : (i32) -> i32
  return %r : i32
}
func.func @b(%x: i32) -> i32 {
  %r = call @a(%x) : (i32) -> i32
  return %r : i32
}

// The callee has 3 ops, the caller 2: a ratio of 150% exceeds a threshold of 100.
// THRESHOLD-LABEL: func.func @small_caller(
// THRESHOLD-NEXT:    %0 = call @callee(%arg0) : (i32) -> i32
// THRESHOLD-NEXT:    return %0 : i32
func.func @callee(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}
func.func @small_caller(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32
  return %0 : i32
}
