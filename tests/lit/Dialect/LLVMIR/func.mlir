// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: llvm.mlir.global external @counter() {addr_space = 0 : i32} : i64
// GENERIC: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "counter", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
llvm.mlir.global @counter() : i64

// A string global takes its type from the value.
// CHECK: llvm.mlir.global private constant @msg("hello\0A\00") {addr_space = 0 : i32}
llvm.mlir.global private constant @msg("hello\0A\00")

// CHECK: llvm.mlir.global linkonce_odr protected local_unnamed_addr @tls(3 : i32) {addr_space = 1 : i32, alignment = 4 : i64, section = "data"} : i32
llvm.mlir.global linkonce_odr protected local_unnamed_addr @tls(3 : i32) {addr_space = 1 : i32, alignment = 4 : i64, section = "data"} : i32

// CHECK: llvm.mlir.global internal @table() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
// CHECK-NEXT:   %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %[[U:.*]] = llvm.mlir.undef : !llvm.array<2 x ptr>
// CHECK-NEXT:   %[[C:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %[[V:.*]] = llvm.mlir.undef : !llvm.vec<2 x ptr>
// CHECK-NEXT:   %{{.*}} = llvm.insertelement %[[Z]], %[[V]][%[[C]] : i32] : !llvm.vec<2 x ptr>
// CHECK-NEXT:   llvm.return %[[U]] : !llvm.array<2 x ptr>
llvm.mlir.global internal @table() : !llvm.array<2 x ptr> {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %c = llvm.mlir.constant(0 : i32) : i32
  %v = llvm.mlir.undef : !llvm.vec<2 x ptr>
  %2 = llvm.insertelement %0, %v[%c : i32] : !llvm.vec<2 x ptr>
  llvm.return %1 : !llvm.array<2 x ptr>
}

// CHECK: llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK: llvm.func @no_args_vararg(...)
llvm.func @no_args_vararg(...)

// CHECK: llvm.func internal fastcc @callee(%{{.*}}: i32 {llvm.signext}, %{{.*}}: !llvm.ptr {llvm.noalias}) -> (i8 {llvm.zeroext}) attributes {passthrough = ["nounwind"]} {
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<fastcc>, arg_attrs = [{llvm.signext}, {llvm.noalias}], function_type = !llvm.func<i8 (i32, ptr)>, linkage = #llvm.linkage<internal>, passthrough = ["nounwind"], res_attrs = [{llvm.zeroext}], sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}>
llvm.func internal fastcc @callee(%a: i32 {llvm.signext}, %p: !llvm.ptr {llvm.noalias}) -> (i8 {llvm.zeroext}) attributes {passthrough = ["nounwind"]} {
  %0 = llvm.trunc %a : i32 to i8
  llvm.return %0 : i8
}

// CHECK: llvm.func hidden unnamed_addr @interface() attributes {llvm.emit_c_interface, sym_visibility = "private"}
llvm.func hidden unnamed_addr @interface() attributes {llvm.emit_c_interface, sym_visibility = "private"}

// CHECK-LABEL: llvm.func @calls
llvm.func @calls(%p: !llvm.ptr, %i: i32) {
  // CHECK: llvm.call fastcc @callee(%{{.*}}, %{{.*}}) : (i32, !llvm.ptr) -> i8
  %0 = llvm.call fastcc @callee(%i, %p) : (i32, !llvm.ptr) -> i8
  // CHECK: llvm.call %{{.*}}(%{{.*}}) : !llvm.ptr, (i32) -> ()
  llvm.call %p(%i) : !llvm.ptr, (i32) -> ()
  // CHECK: llvm.call tail @printf(%{{.*}}, %{{.*}}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %1 = llvm.call tail @printf(%p, %i) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  // CHECK: llvm.call @no_args_vararg() vararg(!llvm.func<void (...)>) {fastmathFlags = #llvm.fastmath<fast>} : () -> ()
  llvm.call @no_args_vararg() vararg(!llvm.func<void (...)>) {fastmathFlags = #llvm.fastmath<fast>} : () -> ()
  // GENERIC: "llvm.call"(%{{.*}}) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, i32) -> ()
  // CHECK: llvm.mlir.addressof @counter : !llvm.ptr
  %2 = llvm.mlir.addressof @counter : !llvm.ptr
  // CHECK: llvm.return
  llvm.return
}

// CHECK: llvm.mlir.global internal thread_local @tls2() {addr_space = 0 : i32} : i32
llvm.mlir.global internal thread_local @tls2() : i32
