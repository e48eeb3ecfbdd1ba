// RUN: rmlir-opt %s -control-flow-sink | FileCheck %s
// Effect-free ops used only in regions run at most once (scf.if, scf.index_switch with a
// constant selector) sink into them; loads and ops used in two regions stay.

// CHECK: module {
// CHECK-NEXT:   func.func @g(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>, %arg4: index) -> i32 {
// CHECK-NEXT:     %0 = memref.load %arg3[%arg4] : memref<4xi32>
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %7 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:       %8 = arith.muli %7, %arg1 : i32
// CHECK-NEXT:       %9 = arith.addi %8, %1 : i32
// CHECK-NEXT:       scf.yield %9 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %7 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:         %8 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:         scf.yield %8 : i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %0 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %7 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %3 = scf.if %true -> (i32) {
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %4 = scf.index_switch %c2 -> i32 
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       %7 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:       scf.yield %7 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %7 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:       scf.yield %7 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = arith.addi %2, %3 : i32
// CHECK-NEXT:     %6 = arith.addi %5, %4 : i32
// CHECK-NEXT:     return %6 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @g(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>, %ix: index) -> i32 {
  %x = arith.addi %a, %b : i32
  %y = arith.muli %x, %a : i32
  %z = arith.subi %a, %b : i32
  %l = memref.load %m[%ix] : memref<4xi32>
  %u = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %q = arith.addi %y, %u : i32
    scf.yield %q : i32
  } else {
    %p = scf.if %c -> i32 {
      scf.yield %z : i32
    } else {
      scf.yield %l : i32
    }
    scf.yield %p : i32
  }
  %true = arith.constant true
  %s = scf.if %true -> i32 {
    scf.yield %u : i32
  } else {
    scf.yield %a : i32
  }
  %i = arith.constant 2 : index
  %k1 = arith.addi %a, %b : i32
  %k2 = arith.muli %a, %b : i32
  %w = scf.index_switch %i -> i32
  case 1 {
    scf.yield %k1 : i32
  }
  default {
    scf.yield %k2 : i32
  }
  %t = arith.addi %r, %s : i32
  %t2 = arith.addi %t, %w : i32
  return %t2 : i32
}
