// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: llvm.func @memory
llvm.func @memory(%n: i32, %p: !llvm.ptr, %i: i64) {
  // CHECK: llvm.alloca %{{.*}} x f64 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %0 = llvm.alloca %n x f64 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  // A zero alignment is dropped.
  // CHECK: llvm.alloca inalloca %{{.*}} x !llvm.array<4 x i8> : (i32) -> !llvm.ptr
  // GENERIC: "llvm.alloca"(%{{.*}}) <{elem_type = !llvm.array<4 x i8>, inalloca}> : (i32) -> !llvm.ptr
  %1 = llvm.alloca inalloca %n x !llvm.array<4 x i8> {alignment = 0 : i64} : (i32) -> !llvm.ptr
  // CHECK: llvm.getelementptr inbounds %{{.*}}[%{{.*}}, 2, %{{.*}}] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i8, f32, array<3 x i16>)>
  // GENERIC: rawConstantIndices = array<i32: -2147483648, 2, -2147483648>
  %2 = llvm.getelementptr inbounds %p[%i, 2, %n] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i8, f32, array<3 x i16>)>
  // CHECK: llvm.getelementptr %{{.*}}[-7] : (!llvm.ptr) -> !llvm.ptr, i8
  %3 = llvm.getelementptr %p[-7] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// Aggregate accessors print a trailing space, as upstream's empty custom directive leaves it.
// CHECK-LABEL: llvm.func @aggregates
llvm.func @aggregates(%s: !llvm.struct<"pair", (i32, array<2 x ptr>)>, %v: vector<4xi32>) {
  // CHECK: llvm.extractvalue %{{.*}}[1, 0] : !llvm.struct<"pair", (i32, array<2 x ptr>)> {{$}}
  // GENERIC: "llvm.extractvalue"(%{{.*}}) <{position = array<i64: 1, 0>}> : (!llvm.struct<"pair", (i32, array<2 x ptr>)>) -> !llvm.ptr
  %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<"pair", (i32, array<2 x ptr>)>
  // CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[1, 1] : !llvm.struct<"pair", (i32, array<2 x ptr>)> {{$}}
  %1 = llvm.insertvalue %0, %s[1, 1] : !llvm.struct<"pair", (i32, array<2 x ptr>)>
  // CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [3, 2, 1, 0, -1] : vector<4xi32> {{$}}
  // GENERIC: (vector<4xi32>, vector<4xi32>) -> vector<5xi32>
  %2 = llvm.shufflevector %v, %v [3, 2, 1, 0, -1] : vector<4xi32>
  llvm.return
}

// CHECK-LABEL: llvm.func @switches
llvm.func @switches(%x: i8, %y: i64) {
  // CHECK:      llvm.switch %{{.*}} : i8, ^bb1 [
  // CHECK-NEXT:   7: ^bb2(%{{.*}} : i64),
  // CHECK-NEXT:   255: ^bb1
  // CHECK-NEXT: ]
  // GENERIC: <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[7, -1]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 1>}>
  llvm.switch %x : i8, ^bb1 [
    7: ^bb2(%y : i64),
    -1: ^bb1
  ]
^bb1:
  // CHECK:      llvm.switch %{{.*}} : i8, ^bb1 [
  // CHECK-NEXT: ]
  llvm.switch %x : i8, ^bb1 []
^bb2(%z: i64):
  llvm.return
}
