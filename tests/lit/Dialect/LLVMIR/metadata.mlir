// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s

#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain>

// Metadata attributes get upstream's aliases, named after their mnemonic.
// CHECK: #[[DOMAIN:alias_scope_domain]] = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
// CHECK: #[[SCOPE:alias_scope]] = #llvm.alias_scope<id = distinct[1]<>, domain = #[[DOMAIN]]>
// CHECK-LABEL: func @metadata
func.func @metadata(%p: !llvm.ptr) {
  // CHECK: llvm.load %{{.*}} {alias_scopes = [#[[SCOPE]]]} : !llvm.ptr -> i32
  %0 = llvm.load %p {alias_scopes = [#scope]} : !llvm.ptr -> i32
  // CHECK: llvm.mlir.constant([1.000000e+00 : f32, 2.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
  %1 = llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(f32, f32)>
  return
}
