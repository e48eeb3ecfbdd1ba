// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// Patterns that keep undoing each other (after region simplification) on this function: the
// greedy driver stops after a thousand rewrites per op (100000 at least) instead of
// running forever, as mlir-opt 19 does on it.

// CHECK: func.func @f10

module {
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: index, %arg4: memref<8xi32>) -> (i32, i32) {
    %c1 = arith.constant 1 : index
    cf.cond_br %arg2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %0 = arith.cmpi eq, %arg0, %arg0 : i32
    %1 = arith.muli %arg1, %arg1 : i32
    cf.br ^bb22(%arg0 : i32)
  ^bb2:  // pred: ^bb0
    %c2_i32 = arith.constant 2 : i32
    cf.cond_br %arg2, ^bb3, ^bb7
  ^bb3:  // pred: ^bb2
    %c4 = arith.constant 4 : index
    cf.br ^bb4(%c1, %c2_i32 : index, i32)
  ^bb4(%2: index, %3: i32):  // 2 preds: ^bb3, ^bb5
    %4 = arith.cmpi slt, %2, %c4 : index
    cf.cond_br %4, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %c-1_i32 = arith.constant -1 : i32
    %5 = arith.addi %2, %c1 : index
    cf.br ^bb4(%5, %arg1 : index, i32)
  ^bb6:  // pred: ^bb4
    %c4_0 = arith.constant 4 : index
    %true = arith.constant true
    cf.br ^bb7
  ^bb7:  // 2 preds: ^bb2, ^bb6
    cf.cond_br %arg2, ^bb8, ^bb15
  ^bb8:  // pred: ^bb7
    cf.br ^bb9(%c1, %arg0 : index, i32)
  ^bb9(%6: index, %7: i32):  // 2 preds: ^bb8, ^bb10
    %8 = arith.cmpi slt, %6, %c1 : index
    cf.cond_br %8, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %c5_i32 = arith.constant 5 : i32
    %9 = arith.addi %6, %c1 : index
    cf.br ^bb9(%9, %c2_i32 : index, i32)
  ^bb11:  // pred: ^bb9
    cf.br ^bb12(%c1, %arg0 : index, i32)
  ^bb12(%10: index, %11: i32):  // 2 preds: ^bb11, ^bb13
    %12 = arith.cmpi slt, %10, %arg3 : index
    cf.cond_br %12, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    %c2_i32_1 = arith.constant 2 : i32
    %13 = arith.addi %10, %c1 : index
    cf.br ^bb12(%13, %arg0 : index, i32)
  ^bb14:  // pred: ^bb12
    cf.br ^bb16(%c2_i32, %arg0 : i32, i32)
  ^bb15:  // pred: ^bb7
    %14 = arith.muli %c2_i32, %c2_i32 : i32
    %15 = arith.subi %arg1, %14 : i32
    cf.br ^bb16(%arg1, %arg1 : i32, i32)
  ^bb16(%16: i32, %17: i32):  // 2 preds: ^bb14, ^bb15
    cf.br ^bb17
  ^bb17:  // pred: ^bb16
    cf.cond_br %arg2, ^bb18, ^bb19
  ^bb18:  // pred: ^bb17
    %18 = arith.subi %c2_i32, %17 : i32
    %c5_i32_2 = arith.constant 5 : i32
    %19 = arith.muli %c5_i32_2, %17 : i32
    cf.br ^bb20(%18, %17 : i32, i32)
  ^bb19:  // pred: ^bb17
    %c-1_i32_3 = arith.constant -1 : i32
    cf.br ^bb20(%c-1_i32_3, %16 : i32, i32)
  ^bb20(%20: i32, %21: i32):  // 2 preds: ^bb18, ^bb19
    cf.br ^bb21
  ^bb21:  // pred: ^bb20
    cf.br ^bb22(%arg1 : i32)
  ^bb22(%22: i32):  // 2 preds: ^bb1, ^bb21
    cf.br ^bb23
  ^bb23:  // pred: ^bb22
    cf.cond_br %arg2, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %false = arith.constant false
    %c0_i32 = arith.constant 0 : i32
    cf.br ^bb29(%arg1 : i32)
  ^bb25:  // pred: ^bb23
    %c-1_i32_4 = arith.constant -1 : i32
    %c2 = arith.constant 2 : index
    cf.br ^bb26(%c1, %arg0 : index, i32)
  ^bb26(%23: index, %24: i32):  // 2 preds: ^bb25, ^bb27
    %25 = arith.cmpi slt, %23, %c2 : index
    cf.cond_br %25, ^bb27, ^bb28
  ^bb27:  // pred: ^bb26
    %true_5 = arith.constant true
    %c1_6 = arith.constant 1 : index
    memref.store %c-1_i32_4, %arg4[%c1] : memref<8xi32>
    %26 = arith.addi %23, %c2 : index
    cf.br ^bb26(%26, %24 : index, i32)
  ^bb28:  // pred: ^bb26
    cf.br ^bb29(%c-1_i32_4 : i32)
  ^bb29(%27: i32):  // 2 preds: ^bb24, ^bb28
    cf.br ^bb30
  ^bb30:  // pred: ^bb29
    return %22, %arg0 : i32, i32
  }
}

