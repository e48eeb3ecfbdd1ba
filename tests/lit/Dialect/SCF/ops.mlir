// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// The custom forms of the scf dialect print as mlir-opt 19 prints them: elided
// terminators, the induction variable's type, result lists, init lists, case regions.

// CHECK-LABEL: func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i16) -> i32 {
// CHECK-NEXT:   scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     scf.for %arg6 = %arg5 to %arg1 step %arg2 {
// CHECK-NEXT:       "x.use"(%arg5, %arg6) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT:     %2 = arith.addi %arg6, %arg3 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1:2 = scf.for %arg5 = %arg4 to %arg4 step %arg4 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i16)  : i16 {
// CHECK-NEXT:     scf.yield %arg6, %arg7 : i32, i16
// CHECK-NEXT:   } {x.tag}
// CHECK-NEXT:   scf.for %arg5 = %arg4 to %arg4 step %arg4  : i16 {
// CHECK-NEXT:     "x.use"(%arg5) : (i16) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @loops(%lb: index, %ub: index, %s: index, %x: i32, %w: i16) -> i32 {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %i to %ub step %s {
      "x.use"(%i, %j) : (index, index) -> ()
    }
  }
  %sum = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (i32) {
    %n = arith.addi %acc, %x : i32
    scf.yield %n : i32
  }
  %p:2 = scf.for %k = %w to %w step %w iter_args(%a = %x, %b = %w) -> (i32, i16) : i16 {
    scf.yield %a, %b : i32, i16
  } {x.tag}
  scf.for %k = %w to %w step %w : i16 {
    "x.use"(%k) : (i16) -> ()
  }
  return %sum : i32
}

// CHECK-LABEL: func.func @conditionals(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "x.then"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "x.then"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "x.else"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:     scf.yield %arg1, %arg1 : i32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %0, %0 : i32, i32
// CHECK-NEXT:   } {x.attr = 1 : i32}
// CHECK-NEXT:   return %1#0, %1#1 : i32, i32
// CHECK-NEXT: }
func.func @conditionals(%c: i1, %x: i32) -> (i32, i32) {
  scf.if %c {
    "x.then"() : () -> ()
  }
  scf.if %c {
    "x.then"() : () -> ()
  } else {
    "x.else"() : () -> ()
  }
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %t:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %x : i32, i32
  } else {
    scf.yield %r, %r : i32, i32
  } {x.attr = 1 : i32}
  return %t#0, %t#1 : i32, i32
}

// CHECK-LABEL: func.func @loops_while(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT:     scf.condition(%2) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.while : () -> () {
// CHECK-NEXT:     scf.condition(%arg1)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   } attributes {x.loop}
// CHECK-NEXT:   %1:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i1) -> (i1, i32) {
// CHECK-NEXT:     scf.condition(%arg3) %arg3, %arg2 : i1, i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i1, %arg3: i32):
// CHECK-NEXT:     scf.yield %arg3, %arg2 : i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @loops_while(%x: i32, %c: i1) -> i32 {
  %r = scf.while (%v = %x) : (i32) -> i32 {
    %cond = arith.cmpi slt, %v, %x : i32
    scf.condition(%cond) %v : i32
  } do {
  ^bb0(%arg: i32):
    %n = arith.addi %arg, %arg : i32
    scf.yield %n : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {x.loop}
  %a:2 = scf.while (%p = %x, %q = %c) : (i32, i1) -> (i1, i32) {
    scf.condition(%q) %q, %p : i1, i32
  } do {
  ^bb0(%m: i1, %n: i32):
    scf.yield %n, %m : i32, i1
  }
  return %r : i32
}

// CHECK-LABEL: func.func @regions(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 {
// CHECK-NEXT:     "x.before"() : () -> ()
// CHECK-NEXT:     "x.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     scf.yield %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.execute_region {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   } {x.keep}
// CHECK-NEXT:   %1:2 = scf.execute_region -> (i32, i32) {
// CHECK-NEXT:     scf.yield %arg0, %arg0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = scf.index_switch %arg1 -> i32 
// CHECK-NEXT:   case 0 {
// CHECK-NEXT:     scf.yield %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   case -3 {
// CHECK-NEXT:     %3 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     scf.yield %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.index_switch %arg1 
// CHECK-NEXT:   case 7 {
// CHECK-NEXT:     "x.seven"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @regions(%x: i32, %i: index) -> i32 {
  %e = scf.execute_region -> i32 {
    "x.before"() : () -> ()
    "x.br"()[^bb1] : () -> ()
  ^bb1:
    scf.yield %x : i32
  }
  scf.execute_region {
    scf.yield
  } {x.keep}
  %m:2 = scf.execute_region -> (i32, i32) {
    scf.yield %x, %x : i32, i32
  }
  %s = scf.index_switch %i -> i32
  case 0 {
    scf.yield %x : i32
  }
  case -3 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  default {
    scf.yield %e : i32
  }
  scf.index_switch %i
  case 7 {
    "x.seven"() : () -> ()
    scf.yield
  }
  default {
  }
  return %s : i32
}

// CHECK-LABEL: func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT:     "x.use"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   %0:2 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg3) -> (f32, f32) {
// CHECK-NEXT:     scf.reduce(%arg3, %arg3 : f32, f32) {
// CHECK-NEXT:     ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:       %1 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT:       scf.reduce.return %1 : f32
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:       scf.reduce.return %arg5 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:   } {x.par}
// CHECK-NEXT:   return %0#0 : f32
// CHECK-NEXT: }
func.func @parallel(%lb: index, %ub: index, %s: index, %f: f32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    "x.use"(%i, %j) : (index, index) -> ()
  }
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f, %f) -> (f32, f32) {
    scf.reduce(%f, %f : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.addf %a, %b : f32
      scf.reduce.return %m : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  } {x.par}
  return %r#0 : f32
}

// CHECK-LABEL: func.func @forall(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<4xi32>) -> tensor<8xf32> {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT:     "x.use"(%arg3, %arg4) : (index, tensor<8xf32>) -> ()
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.forall (%arg3, %arg4) in (4, %arg0) {
// CHECK-NEXT:     "x.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.forall (%arg3) in (%arg0) {
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.forall (%arg3, %arg4) = (%c1, 0) to (%arg0, 16) step (%c2, 4) {
// CHECK-NEXT:   } {mapping = [#gpu.block<x>, #gpu.thread<y>]}
// CHECK-NEXT:   %1:2 = scf.forall (%arg3) = (2) to (%arg0) step (3) shared_outs(%arg4 = %arg1, %arg5 = %arg2) -> (tensor<8xf32>, tensor<4xi32>) {
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @forall(%n: index, %t: tensor<8xf32>, %u: tensor<4xi32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    "x.use"(%i, %o) : (index, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i, %j) in (4, %n) {
    "x.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i, %j) = (%c1, 0) to (%n, 16) step (%c2, 4) {
  } {mapping = [#gpu.block<x>, #gpu.thread<y>]}
  %q:2 = scf.forall (%i) = (2) to (%n) step (3) shared_outs(%a = %t, %b = %u) -> (tensor<8xf32>, tensor<4xi32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
