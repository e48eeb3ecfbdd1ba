// RUN: rmlir-opt %s -allow-unregistered-dialect -remove-dead-values -split-input-file -verify-diagnostics | FileCheck %s
// Expected output from mlir-opt 19. Non-function symbols (a memref.global, a named module
// anchor) and branch ops make the pass give up with an error; otherwise dead arguments and
// results of private functions (and the matching call operands/results), dead region-branch
// results/operands/region arguments/terminator operands (scf.while, scf.for, scf.if,
// scf.index_switch) and effect-free ops with dead results are removed.

// CHECK:      module {
// CHECK-NEXT:   memref.global "private" constant @g : memref<i32> = dense<0>
// CHECK-NEXT:   func.func @main(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  // expected-error @+1 {{cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops}}
  memref.global "private" constant @g : memref<i32> = dense<0>
  func.func @main(%a: i32) -> i32 {
    %0 = arith.constant 3 : i64
    return %a : i32
  }
}

// -----

// CHECK:      module @named {
// CHECK-NEXT:   func.func @main(%arg0: f32) -> f32 {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// expected-error @+1 {{cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops}}
module @named {
  func.func @main(%a: f32) -> f32 {
    %0 = arith.addf %a, %a : f32
    return %a : f32
  }
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @br(%arg0: i1) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%c0_i32 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @br(%c: i1) {
  %x = arith.constant 0 : i32
  // expected-error @+1 {{cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops}}
  cf.cond_br %c, ^b1(%x : i32), ^b2
^b1(%y: i32):
  cf.br ^b2
^b2:
  return
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func private @callee(%arg0: i64) -> i64 {
// CHECK-NEXT:     return %arg0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: i32, %arg1: i64) -> i64 {
// CHECK-NEXT:     %0 = call @callee(%arg1) : (i64) -> i64
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func private @callee(%a: i32, %b: i64) -> (i32, i64) {
  return %a, %b : i32, i64
}
func.func @caller(%x: i32, %y: i64) -> i64 {
  %r:2 = func.call @callee(%x, %y) : (i32, i64) -> (i32, i64)
  return %r#1 : i64
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func private @two(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     memref.store %c5_i32, %arg0[] : memref<i32>
// CHECK-NEXT:     return %c5_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use2(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT:     %0 = call @two(%arg0) : (memref<i32>) -> i32
// CHECK-NEXT:     %1 = call @two(%arg0) : (memref<i32>) -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func private @two(%m: memref<i32>) -> (i32, i32) {
  %c = arith.constant 5 : i32
  memref.store %c, %m[] : memref<i32>
  return %c, %c : i32, i32
}
func.func @use2(%m: memref<i32>) -> i32 {
  %a:2 = func.call @two(%m) : (memref<i32>) -> (i32, i32)
  %b:2 = func.call @two(%m) : (memref<i32>) -> (i32, i32)
  return %b#0 : i32
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func private @keep2() -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32, %c1_i32 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @k() -> (i32, i32) {
// CHECK-NEXT:     %0:2 = call @keep2() : () -> (i32, i32)
// CHECK-NEXT:     %1:2 = call @keep2() : () -> (i32, i32)
// CHECK-NEXT:     return %0#1, %1#0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func private @keep2() -> (i32, i32) {
  %c = arith.constant 1 : i32
  return %c, %c : i32, i32
}
func.func @k() -> (i32, i32) {
  %a:2 = func.call @keep2() : () -> (i32, i32)
  %b:2 = func.call @keep2() : () -> (i32, i32)
  return %a#1, %b#0 : i32, i32
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @wh(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg2) : (i32) -> (i32, i32) {
// CHECK-NEXT:       %1 = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT:       scf.condition(%arg0) %1, %arg3 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:       %1 = arith.muli %arg4, %arg4 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @wh(%c: i1, %p: i32, %q: i32) -> i32 {
  %r:3 = scf.while (%a = %p, %b = %q) : (i32, i32) -> (i32, i32, i32) {
    %l = arith.muli %b, %b : i32
    %d = arith.subi %a, %a : i32
    scf.condition(%c) %l, %b, %d : i32, i32, i32
  } do {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %w = arith.muli %y, %y : i32
    scf.yield %z, %w : i32, i32
  }
  return %r#0 : i32
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func private @nop() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @wh2(%arg0: i1) -> i32 {
// CHECK-NEXT:     %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:     %c11_i32 = arith.constant 11 : i32
// CHECK-NEXT:     %0:2 = scf.while (%arg1 = %c10_i32, %arg2 = %c11_i32) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:       func.call @nop() : () -> ()
// CHECK-NEXT:       scf.condition(%arg0) %arg2, %arg1 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:       scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func private @nop(%a: i32) -> i32 {
  return %a : i32
}
func.func @wh2(%c: i1) -> i32 {
  %c0 = arith.constant 10 : i32
  %c1 = arith.constant 11 : i32
  %c2 = arith.constant 12 : i32
  %r:4 = scf.while (%a = %c0, %b = %c1, %e = %c2) : (i32, i32, i32) -> (i32, i32, i32, i32) {
    %n = arith.addi %e, %e : i32
    %m = func.call @nop(%e) : (i32) -> i32
    scf.condition(%c) %b, %a, %n, %m : i32, i32, i32, i32
  } do {
  ^bb0(%x: i32, %y: i32, %z: i32, %t: i32):
    %s = arith.addi %z, %t : i32
    scf.yield %x, %y, %s : i32, i32, i32
  }
  return %r#0 : i32
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @sw(%arg0: index, %arg1: memref<i32>) {
// CHECK-NEXT:     scf.index_switch %arg0 
// CHECK-NEXT:     case 2 {
// CHECK-NEXT:       %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:       memref.store %c20_i32, %arg1[] : memref<i32>
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @sw(%i: index, %m: memref<i32>) {
  %r = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 20 : i32
    memref.store %c, %m[] : memref<i32>
    scf.yield %c : i32
  }
  default {
    %d = arith.constant 21 : i32
    scf.yield %d : i32
  }
  return
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func private @simple(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:     memref.store %arg0, %arg1[] : memref<i32>
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main(%arg0: i32, %arg1: memref<i32>, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = call @simple(%arg0, %arg1) : (i32, memref<i32>) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func private @simple(%a: i32, %m: memref<i32>, %u: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %0 : i32
  %3 = arith.constant 9 : i32
  %4 = arith.xori %a, %2 : i32
  memref.store %a, %m[] : memref<i32>
  return %1, %2, %4 : i32, i32, i32
}
func.func @main(%a: i32, %m: memref<i32>, %u: i32) -> i32 {
  %r:3 = func.call @simple(%a, %m, %u) : (i32, memref<i32>, i32) -> (i32, i32, i32)
  return %r#0 : i32
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func private @erase_while() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m(%arg0: i32, %arg1: i1) {
// CHECK-NEXT:     call @erase_while() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func private @erase_while(%a: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @m(%a: i32, %c: i1) {
  %0 = func.call @erase_while(%a, %c) : (i32, i1) -> i32
  return
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func private @uncalled(%arg0: i32) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func private @uncalled(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @forl(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<f32>) -> f32 {
// CHECK-NEXT:     %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg3) -> (f32, f32) {
// CHECK-NEXT:       memref.store %arg7, %arg4[] : memref<f32>
// CHECK-NEXT:       %1 = arith.mulf %arg7, %arg7 : f32
// CHECK-NEXT:       scf.yield %arg6, %1 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @forl(%lb: index, %ub: index, %s: index, %x: f32, %m: memref<f32>) -> f32 {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x, %c = %x) -> (f32, f32, f32) {
    %n = arith.addf %a, %b : f32
    memref.store %c, %m[] : memref<f32>
    %k = arith.mulf %c, %c : f32
    scf.yield %n, %b, %k : f32, f32, f32
  }
  return %r#1 : f32
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @ifs(%arg0: i1, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:       memref.store %1, %arg2[] : memref<i32>
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @ifs(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %x : i32, i32
  } else {
    %b = arith.muli %x, %x : i32
    scf.yield %b, %b : i32, i32
  }
  return %r#1 : i32
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func private @leaf(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one(%arg0: i32, %arg1: memref<i32>) {
// CHECK-NEXT:     %0 = call @leaf(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:     memref.store %0, %arg1[] : memref<i32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two(%arg0: i32) {
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       %0 = func.call @leaf(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func private @leaf(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}
func.func @one(%x: i32, %m: memref<i32>) {
  %r = func.call @leaf(%x, %x) : (i32, i32) -> i32
  memref.store %r, %m[] : memref<i32>
  return
}
func.func @two(%x: i32) {
  scf.execute_region {
    %r = func.call @leaf(%x, %x) : (i32, i32) -> i32
    scf.yield
  }
  return
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @unreg(%arg0: i32) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     "some.op"(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @unreg(%x: i32) {
  %0 = arith.addi %x, %x : i32
  %1 = arith.muli %0, %0 : i32
  "some.op"(%0) : (i32) -> ()
  return
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @nest(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: i32, %arg5: memref<i32>) -> i32 {
// CHECK-NEXT:     %0:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4, %arg8 = %arg4) -> (i32, i32) {
// CHECK-NEXT:       %1:2 = scf.if %arg3 -> (i32, i32) {
// CHECK-NEXT:         %2 = arith.addi %arg7, %arg8 : i32
// CHECK-NEXT:         scf.yield %2, %arg7 : i32, i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %arg8, %arg5[] : memref<i32>
// CHECK-NEXT:         scf.yield %arg8, %arg8 : i32, i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1#1, %1#0 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @nest(%lb: index, %ub: index, %s: index, %c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %t:2 = scf.if %c -> (i32, i32) {
      %p = arith.addi %a, %b : i32
      scf.yield %p, %a : i32, i32
    } else {
      memref.store %b, %m[] : memref<i32>
      scf.yield %b, %b : i32, i32
    }
    scf.yield %t#1, %t#0 : i32, i32
  }
  return %r#0 : i32
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func private @attrs(%arg0: i32 {my.y}) -> (i32 {my.r}) {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ca(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = call @attrs(%arg1) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func private @attrs(%a: i32 {my.x}, %b: i32 {my.y}) -> (i32 {my.r}, i32) {
  return %b, %a : i32, i32
}
func.func @ca(%x: i32, %y: i32) -> i32 {
  %r:2 = func.call @attrs(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @deadif(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @deadif(%c: i1, %x: i32) {
  %r = scf.if %c -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return
}
