// vector.print's assembly: an optional operand with its type, then in any order `str` and
// `punctuation` (newline by default, elided); a string excludes the others.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @forms(%v: vector<2x3xf32>, %i: i32) {
  vector.print %v : vector<2x3xf32>
  vector.print %i : i32 punctuation <comma>
  vector.print punctuation <open>
  vector.print str "x"
  vector.print punctuation <newline>
  return
}

// -----

func.func @string_and_punctuation() {
  // expected-error@+1 {{`source` or `punctuation` are not set when printing strings}}
  vector.print punctuation <close> str "no"
  return
}

// -----

func.func @not_printable(%m: memref<2xf32>) {
  // expected-error@+1 {{op operand #0 must be , but got 'memref<2xf32>'}}
  vector.print %m : memref<2xf32>
  return
}

// CHECK:        func.func @forms(%arg0: vector<2x3xf32>, %arg1: i32) {
// CHECK-NEXT:     vector.print %arg0 : vector<2x3xf32>
// CHECK-NEXT:     vector.print %arg1 : i32 punctuation <comma>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     vector.print str "x"
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<2x3xf32>, i32) -> (), sym_name = "forms"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: vector<2x3xf32>, %arg1: i32):
// GENERIC-NEXT:     "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (vector<2x3xf32>) -> ()
// GENERIC-NEXT:     "vector.print"(%arg1) <{punctuation = #vector.punctuation<comma>}> : (i32) -> ()
// GENERIC-NEXT:     "vector.print"() <{punctuation = #vector.punctuation<open>}> : () -> ()
// GENERIC-NEXT:     "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "x"}> : () -> ()
// GENERIC-NEXT:     "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
