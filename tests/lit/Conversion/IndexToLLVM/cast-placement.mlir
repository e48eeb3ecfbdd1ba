// RUN: rmlir-opt %s --convert-index-to-llvm | FileCheck %s

// A result replaced by a value of another type (a same-width index.casts passes its operand
// through) is cast back where the replaced op was, as upstream does when it commits.

// CHECK-LABEL: func.func @passthrough_cast
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT: %2 = llvm.add %0, %1 : i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: return %3, %4 : index, index

func.func @passthrough_cast(%a: i64, %b: index) -> (index, index) {
  %c = arith.constant 1 : index
  %0 = index.add %b, %c
  %1 = index.casts %a : i64 to index
  return %0, %1 : index, index
}
