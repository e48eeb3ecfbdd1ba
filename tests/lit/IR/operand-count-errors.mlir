// RUN: rmlir-opt %s --split-input-file --verify-diagnostics

// Operand-count errors worded as upstream's (two spaces after a singular "type" in the
// generic form), and reported at the op name when a custom format resolves all operands
// against one list of types.

func.func @generic_form_singular(%a: i32) {
  // expected-error @below {{expected 1 operand type  but had 2}}
  %0 = "arith.addi"(%a) : (i32, i32) -> i32
  return
}

// -----

func.func @generic_form_plural(%a: i32) {
  // expected-error @below {{expected 2 operand types but had 1}}
  %0 = "arith.addi"(%a, %a) : (i32) -> i32
  return
}

// -----

func.func @functional_type_counts_all_operands(%base: !llvm.ptr, %i: i64) {
  // expected-error @below {{custom op 'llvm.getelementptr' 2 operands present, but expected 1}}
  %0 = llvm.getelementptr %base[%i] : (!llvm.ptr) -> !llvm.ptr, i8
  return
}
