// RUN: rmlir-opt %s --pass-pipeline='builtin.module(llvm.func(mem2reg))' --split-input-file | FileCheck %s
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(llvm.func(mem2reg{region-simplify=false}))' --split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @merge_two_slots
// CHECK-SAME: (%[[C:[a-z0-9_]+]]: i1, %[[V:[a-z0-9_]+]]: i32, %[[W:[a-z0-9_]+]]: i64)
// Each promotion puts its default value first in the entry block.
// CHECK-NEXT: %[[UB:[a-z0-9_]+]] = llvm.mlir.undef : i64
// CHECK-NEXT: %[[UA:[a-z0-9_]+]] = llvm.mlir.undef : i32
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: llvm.cond_br %[[C]], ^[[BB1:[a-z0-9_]+]], ^[[BB2:[a-z0-9_]+]]
// CHECK: ^[[BB1]]:
// CHECK-NEXT: llvm.br ^[[BB3:[a-z0-9_]+]](%[[V]], %[[W]] : i32, i64)
// CHECK: ^[[BB2]]:
// CHECK-NEXT: llvm.br ^[[BB3]](%[[UA]], %[[UB]] : i32, i64)
// CHECK: ^[[BB3]](%[[A:[a-z0-9_]+]]: i32, %[[B:[a-z0-9_]+]]: i64):
// CHECK-NEXT: %[[X:[a-z0-9_]+]] = llvm.zext %[[A]] : i32 to i64
// CHECK-NEXT: llvm.add %[[X]], %[[B]] : i64
llvm.func @merge_two_slots(%c: i1, %v: i32, %w: i64) -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %b = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %v, %a : i32, !llvm.ptr
  llvm.store %w, %b : i64, !llvm.ptr
  llvm.br ^bb3
^bb2:
  llvm.br ^bb3
^bb3:
  %r = llvm.load %a : !llvm.ptr -> i32
  %s = llvm.load %b : !llvm.ptr -> i64
  %x = llvm.zext %r : i32 to i64
  %t = llvm.add %x, %s : i64
  llvm.return %t : i64
}

// -----

// CHECK-LABEL: llvm.func @loop
// CHECK-SAME: (%[[N:[a-z0-9_]+]]: i32)
// CHECK-NOT: llvm.alloca
// CHECK: %[[ONE:[a-z0-9_]+]] = llvm.mlir.constant(1 : i32)
// CHECK-NEXT: %[[Z:[a-z0-9_]+]] = llvm.mlir.constant(0 : i32)
// CHECK-NEXT: llvm.br ^[[HEAD:[a-z0-9_]+]](%[[Z]] : i32)
// CHECK-NEXT: ^[[HEAD]](%[[IV:[a-z0-9_]+]]: i32):
// CHECK-NEXT: %[[CMP:[a-z0-9_]+]] = llvm.icmp "slt" %[[IV]], %[[N]]
// CHECK-NEXT: llvm.cond_br %[[CMP]], ^[[BODY:[a-z0-9_]+]], ^[[EXIT:[a-z0-9_]+]]
// CHECK-NEXT: ^[[BODY]]:
// CHECK-NEXT: %[[NEXT:[a-z0-9_]+]] = llvm.add %[[IV]], %[[ONE]]
// CHECK-NEXT: llvm.br ^[[HEAD]](%[[NEXT]] : i32)
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT: llvm.return %[[IV]] : i32
llvm.func @loop(%n: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %i = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %z, %i : i32, !llvm.ptr
  llvm.br ^head
^head:
  %iv = llvm.load %i : !llvm.ptr -> i32
  %cmp = llvm.icmp "slt" %iv, %n : i32
  llvm.cond_br %cmp, ^body, ^exit
^body:
  %next = llvm.add %iv, %0 : i32
  llvm.store %next, %i : i32, !llvm.ptr
  llvm.br ^head
^exit:
  %res = llvm.load %i : !llvm.ptr -> i32
  llvm.return %res : i32
}

// -----

// An unreachable predecessor does not make a merge point.
// CHECK-LABEL: llvm.func @unreachable_pred
// CHECK-SAME: (%[[V:[a-z0-9_]+]]: i32)
// CHECK-NOT: llvm.mlir.undef
// CHECK: llvm.br ^[[BB2:[a-z0-9_]+]]{{$}}
// CHECK: llvm.br ^[[BB2]]{{$}}
// CHECK: ^[[BB2]]:
// CHECK-NEXT: llvm.return %[[V]] : i32
llvm.func @unreachable_pred(%v: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  llvm.br ^bb2
^bb1:
  llvm.store %0, %a : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  %r = llvm.load %a : !llvm.ptr -> i32
  llvm.return %r : i32
}

// -----

// Stored pointer, volatile access, non-zero GEP: nothing is promoted.
// CHECK-LABEL: llvm.func @blocked
// CHECK-COUNT-3: llvm.alloca
// CHECK: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr, !llvm.ptr
// CHECK: llvm.store volatile
// CHECK: llvm.getelementptr
// CHECK-COUNT-3: llvm.load
llvm.func @blocked(%p: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %b = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %c = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %a, %p : !llvm.ptr, !llvm.ptr
  llvm.store volatile %0, %b : i32, !llvm.ptr
  %g = llvm.getelementptr %c[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %x = llvm.load %a : !llvm.ptr -> i32
  %y = llvm.load %b : !llvm.ptr -> i32
  %z = llvm.load %g : !llvm.ptr -> i32
  %s = llvm.add %x, %y : i32
  %t = llvm.add %s, %z : i32
  llvm.return %t : i32
}

// -----

// Lifetime markers, no-op casts and zero GEPs go away with the slot.
// CHECK-LABEL: llvm.func @discardable
// CHECK-SAME: (%[[V:[a-z0-9_]+]]: i64)
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: llvm.return %[[V]] : i64
llvm.func @discardable(%v: i64) -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start 8, %a : !llvm.ptr
  %b = llvm.bitcast %a : !llvm.ptr to !llvm.ptr
  %g = llvm.getelementptr %b[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64)>
  %c = llvm.addrspacecast %g : !llvm.ptr to !llvm.ptr<1>
  llvm.store %v, %a : i64, !llvm.ptr
  %r = llvm.load %a : !llvm.ptr -> i64
  llvm.intr.lifetime.end 8, %a : !llvm.ptr
  llvm.return %r : i64
}

// -----

// A narrower store is merged into the reaching definition, a narrower load truncates it;
// a pointer cannot be read out of a 32-bit slot.
// CHECK-LABEL: llvm.func @mismatched_types
// CHECK-SAME: (%[[V:[a-z0-9_]+]]: i16, %[[F:[a-z0-9_]+]]: f32)
// CHECK-NEXT: %[[U:[a-z0-9_]+]] = llvm.mlir.undef : i64
// CHECK-NEXT: %[[ONE:[a-z0-9_]+]] = llvm.mlir.constant(1 : i32)
// CHECK-NEXT: %[[EXT:[a-z0-9_]+]] = llvm.zext %[[V]] : i16 to i64
// CHECK-NEXT: %[[MASK:[a-z0-9_]+]] = llvm.mlir.constant(-65536 : i64) : i64
// CHECK-NEXT: %[[AND:[a-z0-9_]+]] = llvm.and %[[U]], %[[MASK]]
// CHECK-NEXT: %[[OR:[a-z0-9_]+]] = llvm.or %[[AND]], %[[EXT]]
// CHECK-NEXT: llvm.trunc %[[OR]] : i64 to i8
// CHECK-NEXT: %[[B:[a-z0-9_]+]] = llvm.alloca %[[ONE]] x i32
// CHECK-NEXT: llvm.store %[[F]], %[[B]] : f32, !llvm.ptr
llvm.func @mismatched_types(%v: i16, %f: f32) -> f32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
  llvm.store %v, %a : i16, !llvm.ptr
  %x = llvm.load %a : !llvm.ptr -> i8
  %b = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %f, %b : f32, !llvm.ptr
  %p = llvm.load %b : !llvm.ptr -> !llvm.ptr
  %y = llvm.load %b : !llvm.ptr -> f32
  llvm.return %y : f32
}

// -----

// Only entry-block allocas are promoted.
// CHECK-LABEL: llvm.func @inner_alloca
// CHECK: ^bb1:
// CHECK-NEXT: llvm.alloca
// CHECK-NEXT: llvm.store
// CHECK-NEXT: llvm.load
llvm.func @inner_alloca(%v: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1
^bb1:
  %a = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  %r = llvm.load %a : !llvm.ptr -> i32
  llvm.return %r : i32
}
