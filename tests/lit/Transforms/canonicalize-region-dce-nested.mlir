// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// Region DCE frees nothing until every region is cleaned: the dead scf.if below the first one
// holds dead ops whose operands are results of other dead ops (a generated case that once
// crashed with "use of an erased entity"). Output as mlir-opt 19.

// CHECK-LABEL: module {
// CHECK:   func.func @dead_nested_uses_dead_outer(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: index, %arg4: memref<8xi32>) -> (i32, i32) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.select %arg2, %arg0, %arg1 : i32
// CHECK-NEXT:     scf.if %arg2 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:       %2 = scf.for %arg5 = %c1 to %arg3 step %c4 iter_args(%arg6 = %arg0) -> (i32) {
// CHECK-NEXT:         memref.store %1, %arg4[%c1] : memref<8xi32>
// CHECK-NEXT:         %3 = arith.muli %arg6, %1 : i32
// CHECK-NEXT:         scf.yield %3 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %arg1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @dead_nested_uses_dead_outer(%a: i32, %b: i32, %c: i1, %n: index, %m: memref<8xi32>) -> (i32, i32) {
  %v1 = arith.constant 1 : index
  scf.if %c {
  } else {
    %v20 = arith.constant 4 : index
    %v21:2 = scf.if %c -> (i32, i32) {
      %v22 = arith.constant -1 : i32
      scf.yield %b, %v22 : i32, i32
    } else {
      %v23 = arith.constant 2 : i32
      %v24 = arith.subi %b, %a : i32
      %v25 = scf.for %v26 = %v1 to %n step %v20 iter_args(%v27 = %a) -> (i32) {
        memref.store %v24, %m[%v1] : memref<8xi32>
        %v28 = arith.muli %v27, %v24 : i32
        scf.yield %v28 : i32
      }
      scf.yield %a, %v23 : i32, i32
    }
  }
  %v51 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %v63 = arith.constant 2 : index
    %v60 = scf.for %v61 = %v1 to %n step %v63 iter_args(%v62 = %b) -> (i32) {
      scf.yield %a : i32
    }
    %v69 = scf.for %v70 = %v1 to %n step %v1 iter_args(%v71 = %v60) -> (i32) {
      %v72:2 = scf.if %c -> (i32, i32) {
        memref.store %v71, %m[%v70] : memref<8xi32>
        scf.yield %a, %v71 : i32, i32
      } else {
        %v75 = arith.constant 2 : i32
        scf.yield %v60, %v75 : i32, i32
      }
      scf.yield %v72#1 : i32
    }
    scf.yield %b : i32
  }
  return %v51, %b : i32, i32
}
