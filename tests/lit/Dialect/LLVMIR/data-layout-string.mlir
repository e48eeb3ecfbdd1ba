// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// LLVM's data layout string errors, as LLVM 19's DataLayout::parse reports them.

// expected-error @+1 {{'builtin.module' op expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 1} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Unknown specifier in datalayout string}}
module attributes {llvm.data_layout = "x"} {}

// -----

// expected-error @+1 {{Missing alignment specification for pointer in datalayout string}}
"test.op"() {llvm.data_layout = "e-p:64"} : () -> ()

// -----

// expected-error @+1 {{Trailing separator in datalayout string}}
"test.op"() {llvm.data_layout = "e-"} : () -> ()

// -----

// expected-error @+1 {{Expected token before separator in datalayout string}}
"test.op"() {llvm.data_layout = "e--p"} : () -> ()

// -----

// expected-error @+1 {{Invalid address space, must be a 24-bit integer}}
"test.op"() {llvm.data_layout = "p16777216:8:8"} : () -> ()

// -----

// expected-error @+1 {{Preferred alignment cannot be less than the ABI alignment}}
"test.op"() {llvm.data_layout = "i32:32:16"} : () -> ()

// -----

// expected-error @+1 {{Sized aggregate specification in datalayout string}}
"test.op"() {llvm.data_layout = "a8:8"} : () -> ()

// -----

// expected-error @+1 {{Zero width native integer type in datalayout string}}
"test.op"() {llvm.data_layout = "n8:0"} : () -> ()

// -----

// expected-error @+1 {{Alignment is neither 0 nor a power of 2}}
"test.op"() {llvm.data_layout = "S24"} : () -> ()

// -----

// expected-error @+1 {{Unknown function pointer alignment type in datalayout string}}
"test.op"() {llvm.data_layout = "Fx8"} : () -> ()

// -----

// expected-error @+1 {{Unknown mangling in datalayout string}}
"test.op"() {llvm.data_layout = "m:q"} : () -> ()

// -----

// expected-error @+1 {{Address space 0 can never be non-integral}}
"test.op"() {llvm.data_layout = "ni:1:0"} : () -> ()

// -----

// expected-error @+1 {{not a number, or does not fit in an unsigned int}}
"test.op"() {llvm.data_layout = "i4294967296:8"} : () -> ()

// -----

"test.op"() {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} : () -> ()
