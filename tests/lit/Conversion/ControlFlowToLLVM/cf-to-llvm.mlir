// cf.br/cond_br/switch become llvm.br/cond_br/switch with the same successors and
// attributes when the converted operands have the destination blocks' argument types;
// otherwise (index operands here) they stay, as in MLIR 19. cf.assert branches to a block
// that prints the message with puts and calls abort; the declarations and message
// globals go to the start of the module, the latest first.
// RUN: rmlir-opt %s -convert-cf-to-llvm=index-bitwidth=32 | FileCheck %s

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_2(dense<[97, 97, 0]> : tensor<3xi8>) {addr_space = 0 : i32} : !llvm.array<3 x i8>
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_1(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[98, 111, 111, 109, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[98, 111, 111, 109, 32, 34, 120, 34, 0]> : tensor<9xi8>) {addr_space = 0 : i32} : !llvm.array<9 x i8>
// CHECK-LABEL: func.func @f
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1, ^bb5
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg0 : index) {foo = 1 : i64}
// CHECK-NEXT: ^bb2(%0: index):  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg1, ^bb3(%0 : index), ^bb4 {bar}
// CHECK-NEXT: ^bb3(%1: index):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.switch %arg2 : i32, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 42: ^bb3(%1 : index),
// CHECK-NEXT: 43: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb3
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: ^bb5:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<9 x i8>
// CHECK-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.cond_br %arg0 weights([1, 2]), ^bb2, ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw
// CHECK-NEXT: llvm.switch %arg0 : i32, ^bb1(%arg1 : f32) [
// CHECK-NEXT: 42: ^bb2(%arg0, %arg1 : i32, f32),
// CHECK-NEXT: 7: ^bb1(%arg1 : f32)
// CHECK-NEXT: ] {attr = "x"}
// CHECK-NEXT: ^bb1(%0: f32):  // 3 preds: ^bb0, ^bb0, ^bb2
// CHECK-NEXT: cf.cond_br %arg3, ^bb2(%arg0, %0 : i32, f32), ^bb3(%arg2 : vector<2x3xf32>)
// CHECK-NEXT: ^bb2(%1: i32, %2: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.br ^bb1(%2 : f32)
// CHECK-NEXT: ^bb3(%3: vector<2x3xf32>):  // pred: ^bb1
// CHECK-NEXT: llvm.cond_br %arg3, ^bb4, ^bb6
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: llvm.cond_br %arg3, ^bb5, ^bb7
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: return
// CHECK-NEXT: ^bb6:  // pred: ^bb3
// CHECK-NEXT: %4 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
// CHECK-NEXT: llvm.call @puts(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb7:  // pred: ^bb4
// CHECK-NEXT: %6 = llvm.mlir.addressof @assert_msg_2 : !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i8>
// CHECK-NEXT: llvm.call @puts(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%a: index, %p: i1, %f: i32) -> index {
  cf.assert %p, "boom \"x\""
  cf.br ^bb1(%a : index) {foo = 1}
^bb1(%x: index):
  cf.cond_br %p, ^bb2(%x : index), ^bb3 {bar}
^bb2(%y: index):
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb2(%y : index),
    43: ^bb3
  ]
^bb3:
  return %a : index
}
func.func @g(%p: i1) {
  cf.assert %p, "boom"
  cf.cond_br %p, ^bb1, ^bb1 {branch_weights = array<i32: 1, 2>}
^bb1:
  return
}
func.func @sw(%f: i32, %a: f32, %v: vector<2x3xf32>, %c: i1) {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    42: ^bb2(%f, %a : i32, f32),
    7: ^bb1(%a : f32)
  ] {attr = "x"}
^bb1(%x: f32):
  cf.cond_br %c, ^bb2(%f, %x : i32, f32), ^bb3(%v : vector<2x3xf32>)
^bb2(%y: i32, %z: f32):
  cf.br ^bb1(%z : f32)
^bb3(%w: vector<2x3xf32>):
  cf.assert %c, ""
  cf.assert %c, "aa"
  return
}
