// RUN: rmlir-opt --split-input-file --verify-diagnostics --allow-unregistered-dialect %s

// The llvm dialect checks its `llvm.data_layout` attribute before the op's own verifier
// and before the ops nested in it (the public declaration below is never reached).
// expected-error @+1 {{'builtin.module' op invalid data layout descriptor: Unknown specifier in datalayout string}}
module attributes {llvm.data_layout = "#vjkr32"} {
  func.func @public_declaration()
}

// -----

// expected-error @+1 {{invalid data layout descriptor: Missing alignment specification for pointer in datalayout string}}
module attributes {llvm.data_layout = "e-p:32"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Preferred alignment cannot be less than the ABI alignment}}
module attributes {llvm.data_layout = "e-i64:64:32"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Trailing separator in datalayout string}}
module attributes {llvm.data_layout = "e-"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: not a number, or does not fit in an unsigned int}}
module attributes {llvm.data_layout = "p:abc"} {}

// -----

// expected-error @+1 {{expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 42} {}

// -----

// On any op, also unregistered ones.
"test.op"() {llvm.data_layout = "e-x"} : () -> ()
// expected-error @-1 {{'test.op' op invalid data layout descriptor: Unknown specifier in datalayout string}}

// -----

// A valid layout.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {}
