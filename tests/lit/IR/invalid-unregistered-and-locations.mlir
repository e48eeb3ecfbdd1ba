// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// Diagnostics of unregistered dialect symbols, location aliases, and errors reported where
// a token is missing; checked against mlir-opt 19 (this file passes under both tools).

// expected-error @below {{#"demo_dialect"<"attribute"> : 'none' attribute created with unregistered dialect}}
#attr = #demo_dialect.attribute

// -----

// expected-error @below {{`!"demo_dialect"<"type<1>">` type created with unregistered dialect}}
!type = !demo_dialect.type<1>

// -----

func.func @f() {
  // expected-error@+1 {{expected location, but found dialect attribute: '#demo.loc'}}
  return loc(#demo.loc)
}

// -----

func.func @f() {
  // expected-error@+1 {{operation location alias was never defined}}
  return loc(#never_defined)
}

// -----

func.func @f() {
  // expected-error@+1 {{expected location, but found 'true'}}
  return loc(#not_a_loc)
}
#not_a_loc = true

// -----

// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
func.func @dots(.)

// -----

!missing_type = // expected-error {{expected non-function type}}

// -----

// expected-error@+1 {{expected SSA operand}}
func.func @n(){^b(

// -----

func.func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{successors in non-terminator}}
  %c = "arith.addi"(%a, %b)[^bb1] : (i32, i32) -> i32
^bb1:
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), i32 // expected-error {{expected block name}}
}
