// RUN: rmlir-opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics

// Parser diagnostics checked against mlir-opt 19 (this file passes under both tools).

// expected-error@+1 {{type names with a '.' are reserved for dialect-defined names}}
!foo.bar = i32

// -----

// expected-error@+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#foo.attr = i32

// -----

// expected-error@+1 {{cannot name an operation with no results}}
%0 = "demo.op"() : () -> ()

// -----

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "demo.op"() : () -> (i32)

// -----

// expected-error@+1 {{expected floating-point elements, but parsed integer}}
"demo.op"() {a = dense<[4, 5]> : tensor<2xf32>} : () -> ()

// -----

// expected-error@+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"demo.op"() {a = dense<> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected 1-d tensor for sparse element values}}
"demo.op"() {a = sparse<[0], [[1.0]]> : tensor<2xf32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[5], and type='tensor<2xi32>'}}
"demo.op"() {a = sparse<[[5]], [1]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([1])}}
"demo.op"() {a = sparse<[[0, 0]], [1]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{element type bitwidth must be a multiple of 8}}
"demo.op"() {a = array<i7>} : () -> ()

// -----

// expected-error@+1 {{expected ':' after dense array type}}
"demo.op"() {a = array<i8)} : () -> ()

// -----

// expected-error@+1 {{expected an unsigned 64-bit integer}}
"demo.op"() {a = distinct[0xAAAABBBBEEEEFFFF1]<>} : () -> ()

// -----

// expected-error@+1 {{expected list element}}
"demo.op"() {a = memref<2x4xi8, >} : () -> ()

// -----

// expected-error@+1 {{invalid integer width}}
"demo.op"() {a = i21312312323120} : () -> ()

// -----

// A use in a nested region may refer to a value defined later in an enclosing region: the
// parser resolves it and the verifier reports the dominance error.
func.func @forward_use_in_nested_region() {
  "demo.r"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "demo.use"(%x) : (i32) -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %x = "demo.def"() : () -> i32
  return
}

// -----

"demo.func"() ({
  "demo.r"() ({
    %z = "demo.def"() : () -> i32
  }) : () -> ()
  // expected-error@+1 {{use of undeclared SSA value name}}
  "demo.use"(%z) : (i32) -> ()
}) : () -> ()

// -----

// A bare string literal is hex data for numeric element types.
// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"demo.op"() {a = dense<"00000000000024400000000000001440"> : tensor<2xf64>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"demo.op"() {a = dense<"0x0000000000002440000000000000144X"> : tensor<2xf64>} : () -> ()

// -----

// A scalar indices literal is one index, splat over the rank.
// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[1, 1], and type='tensor<1x1xi16>'}}
"demo.op"() {a = sparse<1, 10> : tensor<1x1xi16>} : () -> ()

// -----

// A lexer error is reported instead of the parser's error at the bad token.
// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
func.func @$invalid_function_name()
