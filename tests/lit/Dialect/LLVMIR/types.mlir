// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func @pointers
func.func @pointers() {
  // CHECK: () -> (!llvm.ptr, !llvm.ptr, !llvm.ptr<7>, !llvm.ptr<4294967295>)
  %0:4 = "use.types"() : () -> (!llvm.ptr, !llvm.ptr<0>, !llvm.ptr<7>, !llvm.ptr<-1>)
  return
}

// CHECK-LABEL: func @simple_types
func.func @simple_types() {
  // CHECK: () -> (!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.ppc_fp128, !llvm.x86_mmx)
  %0:6 = "use.types"() : () -> (!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.ppc_fp128, !llvm.x86_mmx)
  return
}

// Nested llvm types lose their prefix; builtin types keep their syntax.
// CHECK-LABEL: func @aggregates
func.func @aggregates() {
  // CHECK: !llvm.array<3 x array<2 x ptr<1>>>
  %0 = "use.types"() : () -> !llvm.array<3 x !llvm.array<2 x ptr<1>>>
  // CHECK: !llvm.struct<(i8, vector<2xf16>, struct<packed (f64, ptr)>)>
  %1 = "use.types"() : () -> !llvm.struct<(i8, vector<2xf16>, !llvm.struct<packed (f64, ptr)>)>
  // CHECK: !llvm.struct<packed ()>, !llvm.struct<()>
  %2:2 = "use.types"() : () -> (!llvm.struct<packed ()>, !llvm.struct<()>)
  // An incompatible nested struct keeps its prefix.
  // CHECK: !llvm.array<0 x !llvm.struct<(index, memref<?xf32>)>>
  %3 = "use.types"() : () -> !llvm.array<0 x struct<(index, memref<?xf32>)>>
  return
}

// CHECK-LABEL: func @functions
func.func @functions() {
  // CHECK: (!llvm.func<void ()>, !llvm.func<i32 (ptr, ...)>, !llvm.func<ptr (...)>, !llvm.func<struct<(i1, i64)> (array<2 x f32>, i16)>)
  %0:4 = "use.types"() : () -> (!llvm.func<void ()>, !llvm.func<i32 (ptr, ...)>, !llvm.func<ptr (...)>, !llvm.func<struct<(i1, i64)> (array<2 x f32>, i16)>)
  return
}

// Vectors of pointers; scalable vectors keep upstream's double space.
// CHECK-LABEL: func @vectors
func.func @vectors() {
  // CHECK: (!llvm.vec<4 x ptr>, !llvm.vec<2 x ptr<3>>, !llvm.vec<? x 8 x  f32>, !llvm.vec<? x 2 x  ptr>, !llvm.vec<1 x ppc_fp128>)
  %0:5 = "use.types"() : () -> (!llvm.vec<4 x ptr>, !llvm.vec<2 x !llvm.ptr<3>>, !llvm.vec<?x8xf32>, !llvm.vec<? x 2 x ptr>, !llvm.vec<1 x ppc_fp128>)
  return
}

// Identified structs: recursive references print the name only; opaque bodies.
// CHECK-LABEL: func @identified
func.func @identified() {
  // CHECK: !llvm.struct<"node", (i32, ptr, struct<"node">, array<2 x struct<"node">>)>
  %0 = "use.types"() : () -> !llvm.struct<"node", (i32, ptr, !llvm.struct<"node">, array<2 x struct<"node">>)>
  // Same body again is accepted.
  // CHECK: !llvm.struct<"node", (i32, ptr, struct<"node">, array<2 x struct<"node">>)>
  %1 = "use.types"() : () -> !llvm.struct<"node", (i32, ptr, struct<"node">, array<2 x struct<"node">>)>
  // CHECK: !llvm.struct<"handle", opaque>, !llvm.struct<"packed_one", packed (i8, i32)>, !llvm.struct<"empty", ()>
  %2:3 = "use.types"() : () -> (!llvm.struct<"handle", opaque>, !llvm.struct<"packed_one", packed (i8, i32)>, !llvm.struct<"empty", ()>)
  // CHECK: !llvm.struct<"outer", (struct<"inner", (ptr, struct<"outer">)>)>
  %3 = "use.types"() : () -> !llvm.struct<"outer", (struct<"inner", (ptr, struct<"outer">)>)>
  return
}

// Target extension types print their type parameters in full.
// CHECK-LABEL: func @target_ext
func.func @target_ext() {
  // CHECK: (!llvm.target<"spirv.Image">, !llvm.target<"a", !llvm.ptr, i32, 1, 2>, !llvm.target<"b", 0>)
  %0:3 = "use.types"() : () -> (!llvm.target<"spirv.Image">, !llvm.target<"a", ptr, i32, 1, 2>, !llvm.target<"b", 0>)
  return
}

// CHECK-LABEL: func private @in_signature
// CHECK-SAME: (!llvm.ptr<1>, !llvm.struct<(ptr, i64)>) -> !llvm.array<4 x i8>
func.func private @in_signature(%a: !llvm.ptr<1>, %b: !llvm.struct<(ptr, i64)>) -> !llvm.array<4 x i8>
