// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

// Malformed custom forms of the func dialect give mlir-opt 19's parse diagnostics.

// expected-error@+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func a()

// -----

// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @a(%x: i32, i32)

// -----

// expected-error@+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @a(i32, %x: i32)

// -----

// expected-error@+1 {{result number not allowed in argument list}}
func.func @a(%x#1: i32) {
  return
}

// -----

// expected-error@+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @a(%x: i32) -> i32 attributes {sym_name = "x"}

// -----

// expected-error@+1 {{'function_type' is an inferred attribute}}
func.func private @a() attributes {function_type = () -> ()}

// -----

// expected-error@+2 {{region entry argument '%x' is already in use}}
// expected-note@+1 {{previously referenced here}}
func.func @a(%x: i32, %x: i32) {
  return
}

// -----

// expected-error@+1 {{expected non-empty function body}}
func.func @a() {}

// -----

// expected-error@+1 {{expected non-function type}}
func.func @a(...)

// -----

func.func @a(%x: i32) {
// expected-error@+1 {{invalid block name in region with named arguments}}
^bb0(%y: i32):
  return
}

// -----

func.func @a(%x: i32) {
  // expected-error@+1 {{custom op 'func.call' 2 operands present, but expected 1}}
  call @a(%x, %x) : (i32) -> ()
  return
}

// -----

func.func @a(%x: i32) {
  // expected-error@+1 {{custom op 'func.call' invalid kind of type specified}}
  %0 = call @a(%x) : i32
  return
}

// -----

func.func @a(%x: i32) {
  // expected-error@+1 {{custom op 'func.call_indirect' invalid kind of type specified}}
  call_indirect %x() : i32
  return
}

// -----

func.func @a(%x: () -> ()) {
  // expected-error@+1 {{custom op 'func.call_indirect' 1 operands present, but expected 0}}
  call_indirect %x(%x) : () -> ()
  return
}

// -----

func.func @a(%x: i32) {
  // expected-error@+1 {{custom op 'func.return' 2 operands present, but expected 1}}
  return %x, %x : i32
}

// -----

func.func @a() {
  // expected-error@+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = constant @f::@g : () -> ()
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = constant "" : index
  return
}
