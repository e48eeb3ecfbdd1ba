// RUN: rmlir-opt %s --pass-pipeline='builtin.module(llvm.func(sroa))' --split-input-file | FileCheck %s

// One alloca per used field, in the order the uses are met (the use list starts with the
// last use); the i16 field is never used.
// CHECK-LABEL: llvm.func @multi
// CHECK-SAME: (%[[A:[a-z0-9_]+]]: i32, %[[B:[a-z0-9_]+]]: f64, %[[C:[a-z0-9_]+]]: i8)
// CHECK-NEXT: %[[ONE:[a-z0-9_]+]] = llvm.mlir.constant(1 : i32)
// CHECK-NEXT: %[[F0:[a-z0-9_]+]] = llvm.alloca %[[ONE]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[F1:[a-z0-9_]+]] = llvm.alloca %[[ONE]] x f64 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[F2:[a-z0-9_]+]] = llvm.alloca %[[ONE]] x i8 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[A]], %[[F0]] : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %[[C]], %[[F2]] : i8, !llvm.ptr
// CHECK-NEXT: llvm.store %[[B]], %[[F1]] : f64, !llvm.ptr
// CHECK-NEXT: %[[R:[a-z0-9_]+]] = llvm.load %[[F1]] : !llvm.ptr -> f64
// CHECK-NEXT: llvm.return %[[R]] : f64
llvm.func @multi(%a: i32, %b: f64, %c: i8) -> f64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, f64, i8, i16)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %g2 = llvm.getelementptr %1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, i8, i16)>
  %g1 = llvm.getelementptr inbounds %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, i8, i16)>
  llvm.store %a, %1 : i32, !llvm.ptr
  llvm.store %c, %g2 : i8, !llvm.ptr
  llvm.store %b, %g1 : f64, !llvm.ptr
  %r = llvm.load %g1 : !llvm.ptr -> f64
  llvm.return %r : f64
}

// -----

// Nested aggregates are destructured again, through byte-offset GEPs into the new allocas.
// CHECK-LABEL: llvm.func @nested
// CHECK-NEXT: %[[ONE:[a-z0-9_]+]] = llvm.mlir.constant(1 : i32)
// CHECK-NEXT: %[[I32:[a-z0-9_]+]] = llvm.alloca %[[ONE]] x i32
// CHECK-NEXT: %[[I16:[a-z0-9_]+]] = llvm.alloca %[[ONE]] x i16
// CHECK-NEXT: %[[I8:[a-z0-9_]+]] = llvm.alloca %[[ONE]] x i8
// CHECK-NEXT: llvm.store %{{.*}}, %[[I32]] : i32
// CHECK-NEXT: llvm.load %[[I8]] : !llvm.ptr -> i8
// CHECK-NEXT: llvm.load %[[I16]] : !llvm.ptr -> i16
// CHECK-NEXT: llvm.load %[[I32]] : !llvm.ptr -> i32
// CHECK-NOT: llvm.getelementptr
llvm.func @nested(%a: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, struct<(i16, i32)>, array<4 x i8>)> : (i32) -> !llvm.ptr
  %g = llvm.getelementptr %1[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i16, i32)>, array<4 x i8>)>
  %h = llvm.getelementptr %1[0, 2, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i16, i32)>, array<4 x i8>)>
  %i = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i16, i32)>, array<4 x i8>)>
  llvm.store %a, %g : i32, !llvm.ptr
  %x = llvm.load %h : !llvm.ptr -> i8
  %y = llvm.load %i : !llvm.ptr -> i16
  %r = llvm.load %g : !llvm.ptr -> i32
  llvm.return %r : i32
}

// -----

// Escaping pointer, array size 2, dynamic index, access past the field, more than 16
// elements: nothing is destructured.
// CHECK-LABEL: llvm.func @blocked
// CHECK-NEXT: llvm.mlir.constant(1
// CHECK-NEXT: llvm.mlir.constant(2
// CHECK-NEXT: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.alloca %{{.*}} x !llvm.array<4 x i32>
// CHECK-NEXT: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.alloca %{{.*}} x !llvm.array<17 x i32>
// CHECK-COUNT-5: llvm.getelementptr
llvm.func @use(!llvm.ptr)

llvm.func @blocked(%d: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.mlir.constant(2 : i32) : i32
  %a = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %b = llvm.alloca %2 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %c = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %e = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %f = llvm.alloca %0 x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
  %ga = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.call @use(%a) : (!llvm.ptr) -> ()
  %gb = llvm.getelementptr %b[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %gc = llvm.getelementptr %c[0, %d] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  %ge = llvm.getelementptr %e[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %gf = llvm.getelementptr %f[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i32>
  %x = llvm.load %ga : !llvm.ptr -> i32
  %y = llvm.load %gb : !llvm.ptr -> i32
  %z = llvm.load %gc : !llvm.ptr -> i32
  %w = llvm.load %ge : !llvm.ptr -> i64
  %v = llvm.load %gf : !llvm.ptr -> i32
  llvm.return %x : i32
}
