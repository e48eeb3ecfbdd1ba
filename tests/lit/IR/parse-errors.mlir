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
