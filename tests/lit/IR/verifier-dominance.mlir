// RUN: rmlir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// SSA dominance in regions of unregistered ops: multi-block regions follow SSA dominance,
// uses in unreachable blocks are not checked.

"demo.op"() ({
  "demo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "demo.use"(%1) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = "demo.def"() : () -> i32
  "demo.ret"() : () -> ()
}) : () -> ()

// -----

"demo.op"() ({
  "demo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %0 = "demo.def"() : () -> i32
  "demo.br"()[^bb3] : () -> ()
^bb2:
  "demo.br"()[^bb3] : () -> ()
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "demo.use"(%0) : (i32) -> ()
  "demo.ret"() : () -> ()
}) : () -> ()

// -----

// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
"demo.op"() ({
  "demo.br"()[^bb2] : () -> ()
^bb1(%a: i32):
  "demo.ret"() : () -> ()
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "demo.use"(%a) : (i32) -> ()
  "demo.ret"() : () -> ()
}) : () -> ()

// -----

"demo.op"() ({
  %0 = "demo.def"() : () -> i32
  "demo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{operand #1 does not dominate this use}}
  "demo.use"(%0, %1) : (i32, i32) -> ()
  "demo.inner"() ({
    // expected-note@+1 {{operand defined here (op in a child region)}}
    %1 = "demo.def"() : () -> i32
  }) : () -> ()
  "demo.ret"() : () -> ()
}) : () -> ()

// -----

// Uses in unreachable blocks are not checked.
"demo.op"() ({
  "demo.ret"() : () -> ()
^bb1:
  "demo.use"(%0) : (i32) -> ()
  "demo.ret"() : () -> ()
^bb2:
  %0 = "demo.def"() : () -> i32
  "demo.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

// A block dominates the blocks it branches to alone.
"demo.op"() ({
  "demo.br"()[^bb2] : () -> ()
^bb1:
  "demo.use"(%0) : (i32) -> ()
  "demo.ret"() : () -> ()
^bb2:
  %0 = "demo.def"() : () -> i32
  "demo.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

// Isolated ops nested in a region are verified after the region's ops, before dominance
// of the enclosing region is checked.
"demo.op"() ({
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.use"(%0) : (i32) -> ()
  %0 = "demo.def"() : () -> i32
  builtin.module {
    // expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'}}
    module attributes {bad} {}
  }
  "demo.ret"() : () -> ()
}) : () -> ()
