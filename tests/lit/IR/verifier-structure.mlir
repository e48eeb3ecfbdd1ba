// RUN: rmlir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// Block and region structure.

// expected-error@+1 {{entry block of region may not have predecessors}}
"demo.op"() ({
^bb0:
  "demo.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"demo.op"() ({
^bb0:
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

"demo.op"() ({
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "demo.br"()[^bb1] : () -> ()
  "demo.x"() : () -> ()
^bb1:
  "demo.ret"() : () -> ()
}) : () -> ()

// -----

// A block of a multi-block region needs a terminator.
// expected-error@+1 {{empty block: expect at least a terminator}}
"demo.op"() ({
  "demo.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

// Registered ops that are not terminators cannot end such a block.
"demo.op"() ({
  "demo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{block with no terminator, has %0 = "builtin.unrealized_conversion_cast"() : () -> i32}}
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
}) : () -> ()

// -----

// Unregistered ops may be terminators, and single-block regions of unregistered ops may
// end in any op.
"demo.op"() ({
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.anything"() : () -> ()
}, {
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
}) : () -> ()

// -----

// Entrance checks of an op come before those of the ops nested in it.
// expected-error@+1 {{entry block of region may not have predecessors}}
"demo.op"() ({
^bb0:
  "demo.inner"() ({
  ^bb1:
    "demo.br"()[^bb1] : () -> ()
  }) : () -> ()
  "demo.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// Ops are checked in order, nested ones before the next op; the first failure stops.
"demo.op"() ({
  "demo.inner"() ({
    // expected-error@+1 {{operation with block successors must terminate its parent block}}
    "demo.br"()[^bb1] : () -> ()
    "demo.x"() : () -> ()
  ^bb1:
    "demo.ret"() : () -> ()
  }) : () -> ()
  "demo.second"() ({
  ^bb0:
    "demo.br"()[^bb0] : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// builtin.module's traits.

// expected-error@+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
}) : () -> i32

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.x"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo = 1} {
}

// -----

// Reported, yet upstream's verifier does not fail on it.
// expected-error@+3 {{'builtin.module' op expects at most one data layout attribute}}
// expected-note@+2 {{'a.x' is a data layout attribute}}
// expected-note@+1 {{'b.y' is a data layout attribute}}
module attributes {a.x = #dlti.dl_spec<>, b.y = #dlti.dl_spec<>} {
}
