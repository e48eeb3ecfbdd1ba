// test-cf-assert lowers cf.assert without aborting: on failure the message is printed with
// puts, then execution continues after the assert (no abort declaration).
// RUN: rmlir-opt %s -test-cf-assert | FileCheck %s

func.func @check(%c: i1, %d: i1) {
  cf.assert %c, "first"
  cf.assert %d, "second"
  return
}

// CHECK:        llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT:   llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:   func.func @check(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb2, ^bb4
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb1, ^bb4
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:     llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.br ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb1
// CHECK-NEXT:     %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT:     llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.br ^bb2
// CHECK-NEXT:   }
// CHECK-NEXT: }
