// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// CallOpInterface / FunctionOpInterface checks of func.call and func.func (symbol
// resolution through the nearest symbol table), checked against mlir-opt 19.

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'func.call' op 'missing' does not reference a valid function}}
  %r = call @missing(%a) : (i32) -> i32
  return %r : i32
}

// -----

func.func private @callee(i32) -> i32

func.func @f(%a: i64) -> i32 {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %r = call @callee(%a) : (i64) -> i32
  return %r : i32
}

// -----

module {
  func.func private @outer(i32)
  module @inner {
    func.func @f(%a: i32) {
      // The nearest symbol table is @inner: @outer is not visible.
      // expected-error @+1 {{'func.call' op 'outer' does not reference a valid function}}
      call @outer(%a) : (i32) -> ()
      return
    }
  }
}

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
^bb0:
  return
}
