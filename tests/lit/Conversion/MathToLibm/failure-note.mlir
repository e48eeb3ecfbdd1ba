// RUN: not rmlir-opt %s -convert-math-to-libm 2>&1 | FileCheck %s

// The "see current operation" note of a conversion failure names values from the
// enclosing function, on the same line, as upstream's.

// CHECK: error: failed to legalize operation 'math.ctlz' that was explicitly marked illegal
// CHECK: note: see current operation: %1 = "math.ctlz"(%0) : (i16) -> i16
func.func @f(%a: i16) -> i16 {
  %0 = arith.addi %a, %a : i16
  %1 = math.ctlz %0 : i16
  return %1 : i16
}
