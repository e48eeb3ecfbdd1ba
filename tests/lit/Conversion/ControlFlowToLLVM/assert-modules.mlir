// Assert lowering per module: nested modules are converted with their own declarations
// (existing symbols reused), message globals get unique names, and the uniquing counter
// is process-wide as upstream's (the second split chunk continues it).
// RUN: rmlir-opt %s -split-input-file -convert-cf-to-llvm | FileCheck %s

// CHECK: module {
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[111, 110, 101, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-LABEL: func.func private @assert_msg
// CHECK-LABEL: func.func @a
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: module @inner {
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[116, 119, 111, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-LABEL: func.func @b
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: {{^}}// {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_1(dense<[121, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[120, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-LABEL: func.func @c
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.cond_br %arg0, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: %2 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: {{^}}// {{-----}}
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @d
// CHECK-NEXT: cf.br ^bb1(%arg1 : index)
// CHECK-NEXT: ^bb1(%0: index):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

module {
  func.func private @assert_msg()
  func.func @a(%c: i1) {
    cf.assert %c, "one"
    return
  }
  module @inner {
    llvm.func @puts(!llvm.ptr)
    func.func @b(%c: i1) {
      cf.assert %c, "two"
      return
    }
  }
}
// -----
func.func @c(%c: i1) {
  cf.assert %c, "x"
  cf.assert %c, "y"
  return
}
// -----
func.func @d(%c: i1, %i: index) {
  cf.br ^bb1(%i : index)
^bb1(%j: index):
  return
}
