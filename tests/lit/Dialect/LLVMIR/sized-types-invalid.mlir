// RUN: rmlir-opt %s --split-input-file --verify-diagnostics

// Loads, stores and allocas need sized types: target extension types only when LLVM allows
// memory operations on them (spirv.*, aarch64.svcount), identified structs only when defined
// and not opaque.

func.func @alloca_of_plain_target_type(%n: i64) {
  // expected-error @below {{this target extension type cannot be used in alloca}}
  %0 = llvm.alloca %n x !llvm.target<"my.handle"> : (i64) -> !llvm.ptr
  return
}

// -----

func.func @load_of_plain_target_type(%p: !llvm.ptr) {
  // expected-error @below {{result #0 must be LLVM type with size, but got '!llvm.target<"my.handle">'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.target<"my.handle">
  return
}

// -----

func.func @load_of_opaque_struct(%p: !llvm.ptr) {
  // expected-error @below {{result #0 must be LLVM type with size, but got '!llvm.struct<"hidden", opaque>'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<"hidden", opaque>
  return
}

// -----

// These are fine.
func.func @memory_ops_on_sized_types(%p: !llvm.ptr, %n: i64) {
  %0 = llvm.alloca %n x !llvm.target<"spirv.Image"> : (i64) -> !llvm.ptr
  %1 = llvm.load %p : !llvm.ptr -> !llvm.target<"aarch64.svcount">
  llvm.store %1, %0 : !llvm.target<"aarch64.svcount">, !llvm.ptr
  %2 = llvm.load %p : !llvm.ptr -> !llvm.struct<"defined", (i32, f64)>
  return
}
