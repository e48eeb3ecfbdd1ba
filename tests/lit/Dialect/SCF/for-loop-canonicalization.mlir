// RUN: rmlir-opt %s -scf-for-loop-canonicalization -split-input-file | FileCheck %s
// affine.min/max simplified with the ranges of loop induction variables, and memref.dim of
// loop iter_args and results; outputs checked against mlir-opt 19.

// The last iteration starts at 12, so 16 - %i >= 4: the min is 4 (folded to a constant).
// CHECK-LABEL: func.func @min_full_tiles(
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[C4]], %{{.*}}[] : memref<index>
// CHECK-NEXT:    }
func.func @min_full_tiles(%A : memref<index>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c4 {
    %0 = affine.min affine_map<(d0) -> (4, 16 - d0)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// 18 - %i can be 2 < 4 (last iteration at 16): not simplified.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (4, -d0 + 18)>
// CHECK-LABEL: func.func @min_partial_tile(
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      %[[M:.*]] = affine.min #[[$MAP]](%[[I]])
// CHECK-NEXT:      memref.store %[[M]]
func.func @min_partial_tile(%A : memref<index>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c18 = arith.constant 18 : index
  scf.for %i = %c0 to %c18 step %c4 {
    %0 = affine.min affine_map<(d0) -> (4, 18 - d0)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// A symbolic upper bound: the min stays, the max is 0 since %i < %n.
// CHECK: #[[$MAP:.*]] = affine_map<(d0)[s0] -> (4, -d0 + s0)>
// CHECK-LABEL: func.func @symbolic_upper_bound(
// CHECK-SAME:      %[[A:.*]]: memref<index>, %[[N:.*]]: index)
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         scf.for %[[I:.*]] = %[[C0]] to %[[N]]
// CHECK-NEXT:      %[[M:.*]] = affine.min #[[$MAP]](%[[I]])[%[[N]]]
// CHECK-NEXT:      memref.store %[[M]], %[[A]][]
// CHECK-NEXT:      memref.store %[[C0]], %[[A]][]
func.func @symbolic_upper_bound(%A : memref<index>, %n : index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c4 {
    %0 = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%n]
    %1 = affine.max affine_map<(d0)[s0] -> (0, d0 - s0)>(%i)[%n]
    memref.store %0, %A[] : memref<index>
    memref.store %1, %A[] : memref<index>
  }
  return
}

// -----

// Nested loops, the inner one starting at the outer induction variable: %j - %i <= 15 is
// the min; the max and the mod are not decided.
// CHECK: #[[$MAP:.*]] = affine_map<(d0, d1) -> (-d0 + d1)>
// CHECK: #[[$MAX:.*]] = affine_map<(d0, d1) -> (d1 - d0, -5, d0 floordiv 2)>
// CHECK: #[[$MOD:.*]] = affine_map<(d0) -> (d0 mod 8, 7)>
// CHECK-LABEL: func.func @nested(
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to
// CHECK-NEXT:      scf.for %[[J:.*]] = %[[I]] to
// CHECK-NEXT:        affine.apply #[[$MAP]](%[[I]], %[[J]])
// CHECK-NEXT:        affine.max #[[$MAX]](%[[I]], %[[J]])
// CHECK-NEXT:        affine.min #[[$MOD]](%[[I]])
func.func @nested(%A : memref<index>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c8 {
    scf.for %j = %i to %c16 step %c1 {
      %0 = affine.min affine_map<(d0, d1) -> (d1 - d0, 100)>(%i, %j)
      %1 = affine.max affine_map<(d0, d1) -> (d1 - d0, -5, d0 floordiv 2)>(%i, %j)
      %2 = affine.min affine_map<(d0) -> (d0 mod 8, 7)>(%i)
      memref.store %0, %A[] : memref<index>
      memref.store %1, %A[] : memref<index>
      memref.store %2, %A[] : memref<index>
    }
  }
  return
}

// -----

// scf.parallel and scf.forall induction variables (static and dynamic bounds).
// CHECK: #[[$MAP:.*]] = affine_map<(d0)[s0] -> (3, -d0 + s0)>
// CHECK: #[[$MAP1:.*]] = affine_map<(d0) -> (-d0 + 10)>
// CHECK: #[[$MAP2:.*]] = affine_map<(d0) -> (5, -d0 + 9)>
// CHECK: #[[$MAP3:.*]] = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// CHECK-LABEL: func.func @parallel_and_forall(
// CHECK-SAME:      %[[A:.*]]: memref<index>, %[[N:.*]]: index, %[[M:.*]]: index)
// CHECK:         %[[C3:.*]] = arith.constant 3 : index
// CHECK:         scf.parallel (%{{.*}}, %[[J:.*]]) =
// CHECK-NEXT:      %[[R:.*]] = affine.min #[[$MAP]](%[[J]])[%[[M]]]
// CHECK-NEXT:      memref.store %[[C3]], %[[A]][]
// CHECK-NEXT:      memref.store %[[R]], %[[A]][]
// CHECK:         scf.forall (%[[FI:.*]], %[[FJ:.*]]) in (10, %[[N]]) {
// CHECK-NEXT:      affine.apply #[[$MAP1]](%[[FI]])
// CHECK-NEXT:      affine.min #[[$MAP2]](%[[FI]])
// CHECK-NEXT:      affine.apply #[[$MAP3]](%[[FJ]])[%[[N]]]
func.func @parallel_and_forall(%A : memref<index>, %n : index, %m : index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  scf.parallel (%i, %j) = (%c0, %n) to (%c12, %m) step (%c3, %c3) {
    %0 = affine.min affine_map<(d0, d1) -> (3, 12 - d0)>(%i, %j)
    %1 = affine.min affine_map<(d0)[s0] -> (3, s0 - d0)>(%j)[%m]
    memref.store %0, %A[] : memref<index>
    memref.store %1, %A[] : memref<index>
  }
  scf.forall (%i, %j) in (10, %n) {
    %0 = affine.min affine_map<(d0) -> (10, 10 - d0)>(%i)
    %1 = affine.min affine_map<(d0) -> (5, 9 - d0)>(%i)
    %2 = affine.max affine_map<(d0)[s0] -> (0, s0 - d0 - 1)>(%j)[%n]
    memref.store %0, %A[] : memref<index>
    memref.store %1, %A[] : memref<index>
    memref.store %2, %A[] : memref<index>
  }
  return
}

// -----

// Not simplified: a non-constant step and a semi-affine map. A loop whose lower bound is
// above its upper bound is taken as running once, at its lower bound (min(20, 0) is 0).
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (20, -d0 + 20)>
// CHECK: #[[$SEMI:.*]] = affine_map<(d0)[s0] -> (d0 * s0, 0)>
// CHECK-LABEL: func.func @not_simplified(
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         scf.for
// CHECK-NEXT:      affine.min #[[$MAP]]
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[C0]]
// CHECK:         scf.for
// CHECK-NEXT:      affine.min #[[$SEMI]]
func.func @not_simplified(%A : memref<index>, %s : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  scf.for %i = %c0 to %c20 step %s {
    %0 = affine.min affine_map<(d0) -> (20, 20 - d0)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  scf.for %i = %c20 to %c9 step %c1 {
    %0 = affine.min affine_map<(d0) -> (d0, 0)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  scf.for %i = %c0 to %c20 step %c1 {
    %0 = affine.min affine_map<(d0)[s0] -> (d0 * s0, 0)>(%i)[%s]
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// A loop with a single iteration: %i is 5.
// CHECK-LABEL: func.func @single_iteration(
// CHECK:         %[[C10:.*]] = arith.constant 10 : index
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[C10]]
func.func @single_iteration(%A : memref<index>) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %c5 to %c7 step %c7 {
    %0 = affine.max affine_map<(d0) -> (d0 * 2, 3)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// memref.dim of an iter_arg (also through a nested loop) and of a result read the init
// value; not when the loop yields another memref.
// CHECK-LABEL: func.func @dims(
// CHECK-SAME:      %[[T:.*]]: memref<?xf32>, %[[U:.*]]: memref<?xf32>)
// CHECK:         %[[L:.*]]:2 = scf.for {{.*}} iter_args(%[[A:.*]] = %[[T]], %[[B:.*]] = %[[U]])
// CHECK-NEXT:      memref.dim %[[T]], %{{.*}}
// CHECK-NEXT:      memref.dim %[[B]], %{{.*}}
// CHECK-NEXT:      scf.for {{.*}} iter_args(%[[X:.*]] = %[[A]])
// CHECK-NEXT:        memref.dim %[[T]], %{{.*}}
// CHECK:         memref.dim %[[T]], %{{.*}}
// CHECK-NEXT:    memref.dim %[[L]]#1, %{{.*}}
func.func @dims(%t : memref<?xf32>, %u : memref<?xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %t, %b = %u) -> (memref<?xf32>, memref<?xf32>) {
    %d = memref.dim %a, %c0 : memref<?xf32>
    %e = memref.dim %b, %c0 : memref<?xf32>
    %r = scf.for %j = %c0 to %c10 step %c1 iter_args(%x = %a) -> (memref<?xf32>) {
      %f = memref.dim %x, %c0 : memref<?xf32>
      %ff = arith.index_cast %f : index to i64
      %fs = arith.sitofp %ff : i64 to f32
      memref.store %fs, %x[%c0] : memref<?xf32>
      scf.yield %x : memref<?xf32>
    }
    %di = arith.index_cast %d : index to i64
    %ei = arith.index_cast %e : index to i64
    %s = arith.addi %di, %ei : i64
    %sf = arith.sitofp %s : i64 to f32
    memref.store %sf, %r[%c0] : memref<?xf32>
    scf.yield %r, %t : memref<?xf32>, memref<?xf32>
  }
  %d0 = memref.dim %0#0, %c0 : memref<?xf32>
  %d1 = memref.dim %0#1, %c0 : memref<?xf32>
  return %d0, %d1, %c0, %c1 : index, index, index, index
}

// -----

// Bounds near i64::MAX that fit: the loop runs once from MAX - 1, the min is 4.
// CHECK-LABEL: func.func @huge_bounds_fit(
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[C4]], %{{.*}}[] : memref<index>
func.func @huge_bounds_fit(%A : memref<index>) {
  %lb = arith.constant 9223372036854775806 : index
  %c4 = arith.constant 4 : index
  %ub = arith.constant 9223372036854775807 : index
  scf.for %i = %lb to %ub step %c4 {
    %0 = affine.min affine_map<(d0) -> (4, d0)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// Large bounds whose difference is small: exact, the min is 4.
// CHECK-LABEL: func.func @large_bounds_small_range(
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[C4]], %{{.*}}[] : memref<index>
func.func @large_bounds_small_range(%A : memref<index>) {
  %lb = arith.constant 4611686018427387904 : index
  %c4 = arith.constant 4 : index
  %ub = arith.constant 4611686018427387920 : index
  scf.for %i = %lb to %ub step %c4 {
    %0 = affine.min affine_map<(d0) -> (4, 4611686018427387920 - d0)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// max(d0 - MAX, -MAX) for d0 >= 0 is d0 - MAX.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0 - 9223372036854775807)>
// CHECK-LABEL: func.func @huge_map_constant_fits(
// CHECK:         affine.apply #[[$MAP]](%{{.*}})
func.func @huge_map_constant_fits(%A : memref<index>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c4 {
    %0 = affine.max affine_map<(d0) -> (d0 - 9223372036854775807, -9223372036854775807)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// Upper bound MAX with step 4: the last iteration may be at MAX - 3, not simplified
// (as upstream).
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (4, -d0 + 9223372036854775807)>
// CHECK-LABEL: func.func @ub_max(
// CHECK:         affine.min #[[$MAP]](%{{.*}})
func.func @ub_max(%A : memref<index>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %cmax = arith.constant 9223372036854775807 : index
  scf.for %i = %c0 to %cmax step %c4 {
    %0 = affine.min affine_map<(d0) -> (4, 9223372036854775807 - d0)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// The cases below need values beyond i64 (upstream's constraint system has arbitrary
// precision and simplifies them); rmlir leaves the ops alone rather than wrap.
// Lower bound MIN: the constraint iv >= MIN needs -MIN.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (4, -d0 + 16)>
// CHECK-LABEL: func.func @lb_min(
// CHECK:         affine.min #[[$MAP]](%{{.*}})
func.func @lb_min(%A : memref<index>) {
  %cmin = arith.constant -9223372036854775808 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %cmin to %c16 step %c4 {
    %0 = affine.min affine_map<(d0) -> (4, 16 - d0)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// The min's exclusive upper bound would be d0 + MAX + 1.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0 + 9223372036854775807, 9223372036854775807)>
// CHECK-LABEL: func.func @min_map_constant_max(
// CHECK:         affine.min #[[$MAP]](%{{.*}})
func.func @min_map_constant_max(%A : memref<index>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c4 {
    %0 = affine.min affine_map<(d0) -> (d0 + 9223372036854775807, 9223372036854775807)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// The trip count of [-MAX, MAX) needs ub - lb - 1 = 2 * MAX - 1.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0, -9223372036854775807)>
// CHECK-LABEL: func.func @full_range(
// CHECK:         affine.max #[[$MAP]](%{{.*}})
func.func @full_range(%A : memref<index>) {
  %lb = arith.constant -9223372036854775807 : index
  %c1 = arith.constant 1 : index
  %ub = arith.constant 9223372036854775807 : index
  scf.for %i = %lb to %ub step %c1 {
    %0 = affine.max affine_map<(d0) -> (d0, -9223372036854775807)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// Eliminating with coefficients 2^62 over d0 in [0, 12] leaves i64.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0 * 4611686018427387904, d0 * -4611686018427387904)>
// CHECK-LABEL: func.func @huge_coefficients(
// CHECK:         affine.max #[[$MAP]](%{{.*}})
func.func @huge_coefficients(%A : memref<index>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c4 {
    %0 = affine.max affine_map<(d0) -> (d0 * 4611686018427387904, d0 * -4611686018427387904)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}

// -----

// Upper bound MIN (the loop is empty; lb + step >= ub, so iv = lb): the equality
// ub = MIN is kept as -ub + MIN = 0, and the min is 4.
// CHECK-LABEL: func.func @ub_min(
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[C4]], %{{.*}}[] : memref<index>
func.func @ub_min(%A : memref<index>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %cmin = arith.constant -9223372036854775808 : index
  scf.for %i = %c0 to %cmin step %c4 {
    %0 = affine.min affine_map<(d0) -> (4, d0 + 4)>(%i)
    memref.store %0, %A[] : memref<index>
  }
  return
}
