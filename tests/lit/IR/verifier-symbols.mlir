// RUN: rmlir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// Symbol tables: names are unique among the ops directly in the table's region.

// expected-note@+1 {{see existing symbol definition here}}
module @x {}
// expected-error@+1 {{redefinition of symbol named 'x'}}
module @x {}

// -----

module {
  // Both inherent and discardable `sym_name` attributes name a symbol.
  // expected-note@+1 {{see existing symbol definition here}}
  "demo.op"() {sym_name = "s"} : () -> ()
  // expected-error@+1 {{redefinition of symbol named 's'}}
  "demo.op"() <{sym_name = "s"}> : () -> ()
}

// -----

// Symbols in nested tables and non-string names do not clash.
module @x {
  module @x {}
  "demo.op"() {sym_name = 1} : () -> ()
  "demo.op"() {sym_name = 1} : () -> ()
}

// -----

// expected-error@+1 {{'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
module @a attributes {sym_visibility = "foo"} {
}

// -----

// An unnamed module is no symbol: its visibility is not checked.
module attributes {sym_visibility = "public"} {
}

// -----

// A symbol table is checked on exit, after the isolated ops nested in it.
module {
  module @y {
    // expected-note@+1 {{see existing symbol definition here}}
    "demo.op"() {sym_name = "z"} : () -> ()
    // expected-error@+1 {{redefinition of symbol named 'z'}}
    "demo.op"() {sym_name = "z"} : () -> ()
  }
  module @y {}
}

// -----

// The visibility of a symbol is checked on entrance, before the table.
module {
  module @y {}
  // expected-error@+1 {{'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "bad"}}
  module @y attributes {sym_visibility = "bad"} {}
}
