// RUN: rmlir-opt %s -canonicalize -split-input-file | FileCheck %s

// Canonicalization of the cf ops: block merging through cf.br, pass-through
// branches, constant and repeated conditions, truth propagation, cf.assert and
// cf.switch simplifications.

// CHECK-LABEL: func.func @br_merge(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @br_merge(%a : i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @pass_through(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT: call @use(%0) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb1(%0 : i32)
// CHECK-NEXT: }
func.func private @use(i32)
func.func @pass_through(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x : i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%y : i32):
  func.call @use(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
}

// -----

// CHECK-LABEL: func.func @const_cond(
// CHECK-SAME: %arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func private @op()
func.func @const_cond(%a : i32, %b : i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x : i32):
  return %x : i32
^bb2(%y : i32):
  func.call @op() : () -> ()
  return %y : i32
}

// -----

// CHECK-LABEL: func.func @identical(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @identical(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x : i32, %y : i32):
  %s = arith.addi %x, %y : i32
  return %s : i32
}

// -----

// CHECK-LABEL: func.func @same_cond(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @a() : () -> ()
// CHECK-NEXT: call @c() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: call @b() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @a()
func.func private @b()
func.func private @c()
func.func private @d()
func.func @same_cond(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @a() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  func.call @b() : () -> ()
  return
^bb3:
  func.call @c() : () -> ()
  return
^bb4:
  func.call @d() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @truth(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @a(%true) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: call @b(%false) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @a(i1)
func.func private @b(i1)
func.func @truth(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @a(%c) : (i1) -> ()
  return
^bb2:
  func.call @b(%c) : (i1) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @assert(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "kept"
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assert(%c : i1) {
  %t = arith.constant true
  cf.assert %t, "ok"
  cf.assert %c, "kept"
  return
}

// -----

// CHECK-LABEL: func.func @loop(
// CHECK-SAME: %arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = call @next(%0) : (i32) -> i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @next(i32) -> i32
func.func @loop(%c : i1, %a : i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  %y = func.call @next(%x) : (i32) -> i32
  cf.cond_br %c, ^bb1(%y : i32), ^bb2
^bb2:
  return
}

// -----

// CHECK-LABEL: func.func @switch_args(
// CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 42: ^bb2(%arg1, %arg2 : i32, i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: call @x(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%1: i32, %2: i32):  // pred: ^bb0
// CHECK-NEXT: call @y(%1, %2) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @x(i32)
func.func private @y(i32, i32)
func.func @switch_args(%f : i32, %a : i32, %b : i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%a, %b : i32, i32),
    43: ^bb1(%a : i32)
  ]
^bb1(%x : i32):
  func.call @x(%x) : (i32) -> ()
  return
^bb2(%y : i32, %z : i32):
  func.call @y(%y, %z) : (i32, i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @only_default(
// CHECK-SAME: %arg0: i32, %arg1: i32) {
// CHECK-NEXT: call @x(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @x(i32)
func.func @only_default(%f : i32, %a : i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x : i32):
  func.call @x(%x) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @const_flag(
// CHECK-SAME: %arg0: i32, %arg1: i32) {
// CHECK-NEXT: call @y() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @x(i32)
func.func private @y()
func.func @const_flag(%a : i32, %b : i32) {
  %f = arith.constant 43 : i32
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%x : i32):
  func.call @x(%x) : (i32) -> ()
  return
^bb2:
  func.call @y() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @pass_through(
// CHECK-SAME: %arg0: i8, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb2(%arg1 : i32),
// CHECK-NEXT: 255: ^bb2(%arg2 : i32),
// CHECK-NEXT: 7: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @z() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: call @x(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @x(i32)
func.func private @z()
func.func @pass_through(%f : i8, %a : i32, %b : i32) {
  cf.switch %f : i8, [
    default: ^bb1(%a : i32),
    -1: ^bb2(%b : i32),
    7: ^bb3
  ]
^bb1(%x : i32):
  cf.br ^bb4(%x : i32)
^bb2(%y : i32):
  cf.br ^bb4(%y : i32)
^bb3:
  func.call @z() : () -> ()
  return
^bb4(%z : i32):
  func.call @x(%z) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @same_flag(
// CHECK-SAME: %arg0: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2,
// CHECK-NEXT: 2: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: call @a() : () -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 3: ^bb5
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: call @b() : () -> ()
// CHECK-NEXT: call @e() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: call @c() : () -> ()
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT: call @d() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT: call @f() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @a()
func.func private @b()
func.func private @c()
func.func private @d()
func.func private @e()
func.func private @f()
func.func @same_flag(%f : i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  func.call @a() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5,
    3: ^bb6
  ]
^bb2:
  func.call @b() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5,
    2: ^bb6
  ]
^bb3:
  func.call @c() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5
  ]
^bb4:
  func.call @d() : () -> ()
  return
^bb5:
  func.call @e() : () -> ()
  return
^bb6:
  func.call @f() : () -> ()
  return
}
