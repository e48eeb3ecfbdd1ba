// The arguments of the other blocks of a converted function take their converted types
// before its ops convert, so that branches become llvm.br / llvm.cond_br; the casts back
// to the old types that no one uses are dropped.
// RUN: rmlir-opt %s -convert-func-to-llvm | FileCheck %s

func.func @loop(%n: index, %m: memref<4xi32>) -> memref<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %m : index, memref<4xi32>)
^head(%i: index, %acc: memref<4xi32>):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next, %acc : index, memref<4xi32>)
^exit:
  return %acc : memref<4xi32>
}

// CHECK:        llvm.func @loop(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xi32>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : memref<4xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     llvm.br ^bb1(%8, %7 : i64, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// CHECK-NEXT:   ^bb1(%10: i64, %11: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %12 = llvm.icmp "slt" %10, %arg0 : i64
// CHECK-NEXT:     llvm.cond_br %12, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %13 = llvm.add %10, %9 : i64
// CHECK-NEXT:     llvm.br ^bb1(%13, %11 : i64, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     llvm.return %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   }
