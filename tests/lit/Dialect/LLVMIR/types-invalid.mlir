// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{invalid array element type: '!llvm.label'}}
"use.types"() : () -> !llvm.array<2 x label>

// -----

// expected-error @+1 {{invalid function result type: '!llvm.metadata'}}
"use.types"() : () -> !llvm.func<metadata (i32)>

// -----

// expected-error @+1 {{invalid function argument type: '!llvm.void'}}
"use.types"() : () -> !llvm.func<i32 (void)>

// -----

// expected-error @+1 {{expected ')'}}
"use.types"() : () -> !llvm.func<i32 (..., i32)>

// -----

"use.types"() : () -> !llvm.struct<"s", (i32)>
// expected-error @+1 {{identified type already used with a different body}}
"use.types"() : () -> !llvm.struct<"s", packed (i32)>

// -----

"use.types"() : () -> !llvm.struct<"s", opaque>
// expected-error @+1 {{identified type already used with a different body}}
"use.types"() : () -> !llvm.struct<"s", (ptr)>

// -----

"use.types"() : () -> !llvm.struct<"s", (ptr)>
// expected-error @+1 {{redeclaring defined struct as opaque}}
"use.types"() : () -> !llvm.struct<"s", opaque>

// -----

// expected-error @+1 {{only identified structs can be opaque}}
"use.types"() : () -> !llvm.struct<opaque>

// -----

// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
"use.types"() : () -> !llvm.struct<(struct<"t">)>

// -----

// expected-error @+1 {{identifier already used for an enclosing struct}}
"use.types"() : () -> !llvm.struct<"t", (ptr, struct<"t", (i8)>)>

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.token'}}
"use.types"() : () -> !llvm.struct<"t", (i8, token)>

// -----

// expected-error @+1 {{unexpected type, expected keyword}}
"use.types"() : () -> !llvm.i32

// -----

// expected-error @+1 {{unknown LLVM type: pointer}}
"use.types"() : () -> !llvm.pointer

// -----

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
"use.types"() : () -> !llvm.vec<2 x ? x ptr>

// -----

// expected-error @+1 {{the number of vector elements must be positive}}
"use.types"() : () -> !llvm.vec<? x 0 x ptr>

// -----

// expected-error @+1 {{invalid vector element type}}
"use.types"() : () -> !llvm.vec<2 x struct<()>>

// -----

// expected-error @+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
"use.types"() : () -> !llvm.vec<2 x i64>

// -----

// expected-error @+1 {{failed to parse parameter list for target extension type}}
"use.types"() : () -> !llvm.target<"t", 1, ptr>

// -----

// expected-error @+1 {{expected 'x'}}
"use.types"() : () -> !llvm.array<2xi8>

// -----

// expected-error @+1 {{invalid memref element type}}
"use.types"() : () -> memref<4x!llvm.ptr>

// -----

// A failed parameter is reported twice, as upstream's generated parser does: its own error,
// then which parameter failed.
// expected-error @+2 {{expected string}}
// expected-error @+1 {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
"use.types"() : () -> !llvm.target<f32>
