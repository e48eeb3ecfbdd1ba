// RUN: rmlir-opt %s --convert-func-to-llvm | FileCheck %s

// convert-func-to-llvm lowers cf as upstream's pass does, with the declarations cf.assert needs.

// CHECK: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[98, 111, 111, 109, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-NEXT: llvm.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   llvm.cond_br %arg1, ^bb1, ^bb4
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   llvm.cond_br %arg1, ^bb2(%arg0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT:   llvm.return %0 : i32
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   %1 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:   llvm.br ^bb2(%1 : i32)
// CHECK-NEXT: ^bb4:  // pred: ^bb0
// CHECK-NEXT:   %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:   %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT:   llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%a: i32, %c: i1) -> i32 {
  cf.assert %c, "boom"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  %z = arith.addi %a, %a : i32
  cf.br ^bb1(%z : i32)
}
