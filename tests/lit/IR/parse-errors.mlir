// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Parser diagnostics carry upstream's messages and locations.

// expected-error@+1 {{use of undeclared SSA value name}}
"demo.use"(%undefined) : (i32) -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"demo.op"() : () -> (i32, )

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"demo.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error@+1 {{undefined symbol alias id 'nope'}}
"demo.op"() {a = #nope} : () -> ()

// -----

"demo.op"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "demo.br"()[^missing] : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"demo.op"() : () -> i16777216

// -----

%0 = "demo.def"() : () -> i32
// expected-note@-1 {{prior use here}}
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"demo.use"(%0) : (i64) -> ()

// -----

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"demo.op"() {a = 1 : f32} : () -> ()
