// RUN: rmlir-opt --pass-pipeline='builtin.module(llvm.func(canonicalize))' --split-input-file %s | FileCheck %s

// icmp eq/ne of a value with itself, scalar and vector.
// CHECK-LABEL: llvm.func @self_compare
// CHECK-DAG: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-DAG: %[[T:.*]] = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
// CHECK: llvm.icmp "slt"
// CHECK: llvm.call @use1(%[[F]])
// CHECK: llvm.call @use4(%[[T]])
llvm.func @use1(i1)
llvm.func @use4(vector<4xi1>)
llvm.func @self_compare(%a: i64, %v: vector<4xi8>) {
  %0 = llvm.icmp "ne" %a, %a : i64
  %1 = llvm.icmp "eq" %v, %v : vector<4xi8>
  %2 = llvm.icmp "slt" %a, %a : i64
  llvm.call @use1(%0) : (i1) -> ()
  llvm.call @use4(%1) : (vector<4xi1>) -> ()
  llvm.call @use1(%2) : (i1) -> ()
  llvm.return
}

// -----

// An alloca is never null, in either operand order; the unused alloca goes away.
// CHECK-LABEL: llvm.func @alloca_not_null
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: llvm.return %[[F]] : i1
llvm.func @alloca_not_null(%n: i32) -> i1 {
  %null = llvm.mlir.zero : !llvm.ptr
  %p = llvm.alloca %n x i64 : (i32) -> !llvm.ptr
  %0 = llvm.icmp "eq" %null, %p : !llvm.ptr
  llvm.return %0 : i1
}

// -----

// Duplicate markers and addresses are uniqued and hoisted like constants.
// CHECK-LABEL: llvm.func @markers
// CHECK-NEXT: %[[A:.*]] = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : i16
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.cond_br
// CHECK: llvm.call @sink(%[[Z]], %[[P]], %[[A]])
// CHECK: llvm.call @sink(%[[Z]], %[[P]], %[[A]])
llvm.mlir.global internal @g(0 : i32) : i32
llvm.func @sink(!llvm.ptr, i16, !llvm.ptr)
llvm.func @markers(%c: i1) {
  llvm.cond_br %c, ^a, ^b
^a:
  %z = llvm.mlir.zero : !llvm.ptr
  %p = llvm.mlir.poison : i16
  %g = llvm.mlir.addressof @g : !llvm.ptr
  llvm.call @sink(%z, %p, %g) : (!llvm.ptr, i16, !llvm.ptr) -> ()
  llvm.return
^b:
  %z2 = llvm.mlir.zero : !llvm.ptr
  %p2 = llvm.mlir.poison : i16
  %g2 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.call @sink(%z2, %p2, %g2) : (!llvm.ptr, i16, !llvm.ptr) -> ()
  llvm.return
}

// -----

// Casts: identity, round trip and chains.
// CHECK-LABEL: llvm.func @casts
// CHECK-SAME: (%[[X:.*]]: i64, %[[P:.*]]: !llvm.ptr<3>)
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[X]] : i64 to vector<4xi16>
// CHECK-NEXT: %[[C:.*]] = llvm.addrspacecast %[[P]] : !llvm.ptr<3> to !llvm.ptr<1>
// CHECK-NEXT: llvm.call @use(%[[X]], %[[B]], %[[P]], %[[C]])
llvm.func @use(i64, vector<4xi16>, !llvm.ptr<3>, !llvm.ptr<1>)
llvm.func @casts(%x: i64, %p: !llvm.ptr<3>) {
  %0 = llvm.bitcast %x : i64 to f64
  %1 = llvm.bitcast %0 : f64 to i64
  %2 = llvm.bitcast %0 : f64 to vector<4xi16>
  %3 = llvm.addrspacecast %p : !llvm.ptr<3> to !llvm.ptr
  %4 = llvm.addrspacecast %3 : !llvm.ptr to !llvm.ptr<3>
  %5 = llvm.addrspacecast %3 : !llvm.ptr to !llvm.ptr<1>
  llvm.call @use(%1, %2, %4, %5) : (i64, vector<4xi16>, !llvm.ptr<3>, !llvm.ptr<1>) -> ()
  llvm.return
}

// -----

// zext of a constant folds; llvm constants feed other dialects' folders.
// CHECK-LABEL: llvm.func @const_fold
// CHECK-DAG: %[[W:.*]] = llvm.mlir.constant(255 : i32) : i32
// CHECK-DAG: %[[S:.*]] = arith.constant 10 : i8
// CHECK: llvm.return
llvm.func @take(i32, i8)
llvm.func @const_fold() {
  %0 = llvm.mlir.constant(-1 : i8) : i8
  %1 = llvm.zext %0 : i8 to i32
  %2 = llvm.mlir.constant(3 : i8) : i8
  %3 = llvm.mlir.constant(7 : i8) : i8
  %4 = arith.addi %2, %3 : i8
  llvm.call @take(%1, %4) : (i32, i8) -> ()
  llvm.return
}

// -----

// GEP: a zero offset of the same type is the base; constant dynamic indices become
// constant ones.
// CHECK-LABEL: llvm.func @geps
// CHECK-SAME: (%[[B:.*]]: !llvm.ptr, %[[I:.*]]: i64)
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[B]][%[[I]], 3, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x struct<(i8, i32)>>
// CHECK-NEXT: llvm.call @p2(%[[B]], %[[G]])
llvm.func @p2(!llvm.ptr, !llvm.ptr)
llvm.func @geps(%b: !llvm.ptr, %i: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i16) : i16
  %0 = llvm.getelementptr %b[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr %b[%i, %c3, 1] : (!llvm.ptr, i64, i16) -> !llvm.ptr, !llvm.array<8 x struct<(i8, i32)>>
  llvm.call @p2(%0, %1) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----

// extractvalue through insertions at other positions; an extract of an extract stays.
// CHECK-LABEL: llvm.func @extracts
// CHECK-SAME: (%[[S:.*]]: !llvm.struct<(i32, struct<(i8, i8)>)>, %[[V:.*]]: i32, %[[W:.*]]: i8)
// CHECK-NEXT: %[[E:.*]] = llvm.extractvalue %[[S]][1] : !llvm.struct<(i32, struct<(i8, i8)>)>
// CHECK-NEXT: %[[F:.*]] = llvm.extractvalue %[[E]][0] : !llvm.struct<(i8, i8)>
// CHECK-NEXT: llvm.call @t(%[[V]], %[[F]])
llvm.func @t(i32, i8)
llvm.func @extracts(%s: !llvm.struct<(i32, struct<(i8, i8)>)>, %v: i32, %w: i8) {
  %0 = llvm.insertvalue %v, %s[0] : !llvm.struct<(i32, struct<(i8, i8)>)>
  %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, struct<(i8, i8)>)>
  %2 = llvm.insertvalue %w, %0[1, 1] : !llvm.struct<(i32, struct<(i8, i8)>)>
  %3 = llvm.extractvalue %2[1] : !llvm.struct<(i32, struct<(i8, i8)>)>
  %4 = llvm.extractvalue %0[1] : !llvm.struct<(i32, struct<(i8, i8)>)>
  %5 = llvm.extractvalue %4[0] : !llvm.struct<(i8, i8)>
  llvm.call @t(%1, %5) : (i32, i8) -> ()
  llvm.return
}

// -----

// Memory effects: plain and unordered loads are dead when unused, volatile and
// monotonic ones are not; an unused alloca goes; inline asm stays only with side effects.
// CHECK-LABEL: llvm.func @effects
// CHECK-NOT: llvm.alloca
// CHECK-NOT: atomic unordered
// CHECK: llvm.load volatile
// CHECK-NEXT: llvm.load %{{.*}} atomic monotonic
// CHECK-NEXT: llvm.store
// CHECK-NEXT: llvm.inline_asm has_side_effects "nop", ""
// CHECK-NEXT: llvm.return
llvm.func @effects(%p: !llvm.ptr, %n: i64) {
  %a = llvm.alloca %n x f32 : (i64) -> !llvm.ptr
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.load volatile %p : !llvm.ptr -> i32
  %3 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %n, %p : i64, !llvm.ptr
  llvm.inline_asm "nop", "" : () -> ()
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  llvm.return
}
