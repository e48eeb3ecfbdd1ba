// RUN: rmlir-opt -llvm-legalize-for-export %s | FileCheck %s

// A successor with arguments named again gets, from its second use on, a new block at the
// end of the region forwarding its arguments; argument-less repeats stay.
// CHECK-LABEL: llvm.func @f
// CHECK:       llvm.cond_br %arg0, ^bb1(%arg1, %arg3 : i32, i64), ^bb4(%arg2, %arg3 : i32, i64)
// CHECK:       llvm.switch %0 : i32, ^bb2(%0 : i32) [
// CHECK-NEXT:    1: ^bb5(%arg1 : i32),
// CHECK-NEXT:    2: ^bb3,
// CHECK-NEXT:    3: ^bb3,
// CHECK-NEXT:    4: ^bb6(%arg2 : i32)
// CHECK-NEXT:  ]
// CHECK:     ^bb4(%3: i32, %4: i64):  // pred: ^bb0
// CHECK-NEXT:  llvm.br ^bb1(%3, %4 : i32, i64)
// CHECK-NEXT: ^bb5(%5: i32):  // pred: ^bb1
// CHECK-NEXT:  llvm.br ^bb2(%5 : i32)
// CHECK-NEXT: ^bb6(%6: i32):  // pred: ^bb1
// CHECK-NEXT:  llvm.br ^bb2(%6 : i32)
llvm.func @f(%c: i1, %x: i32, %y: i32, %z: i64) {
  llvm.cond_br %c, ^bb1(%x, %z : i32, i64), ^bb1(%y, %z : i32, i64)
^bb1(%a: i32, %b: i64):
  llvm.switch %a : i32, ^bb2(%a : i32) [
    1: ^bb2(%x : i32),
    2: ^bb3,
    3: ^bb3,
    4: ^bb2(%y : i32)
  ]
^bb2(%d: i32):
  llvm.return
^bb3:
  llvm.return
}

// Also in other dialects' functions.
// CHECK-LABEL: func.func @g
// CHECK:       cf.cond_br %arg0, ^bb1(%arg0 : i1), ^bb2(%arg1 : i1)
// CHECK:     ^bb2(%1: i1):
// CHECK-NEXT:  llvm.br ^bb1(%1 : i1)
func.func @g(%a: i1, %b: i1) {
  cf.cond_br %a, ^bb1(%a : i1), ^bb1(%b : i1)
^bb1(%v: i1):
  return
}
