// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #dom>

// CHECK-LABEL: llvm.func @masked
// CHECK: %[[L:.*]] = llvm.intr.masked.load %arg0, %arg1, %arg2 {alignment = 8 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf64>) -> vector<8xf64>
// CHECK: llvm.intr.masked.store %[[L]], %arg0, %arg1 {alignment = 8 : i32} : vector<8xf64>, vector<8xi1> into !llvm.ptr
// CHECK: %[[G:.*]] = llvm.intr.masked.gather %arg3, %arg1 {alignment = 4 : i32} : (!llvm.vec<8 x ptr>, vector<8xi1>) -> vector<8xf64>
// CHECK: llvm.intr.masked.scatter %[[G]], %arg3, %arg1 {alignment = 4 : i32} : vector<8xf64>, vector<8xi1> into !llvm.vec<8 x ptr>
// GENERIC: "llvm.intr.masked.load"(%{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 8 : i32}> : (!llvm.ptr, vector<8xi1>, vector<8xf64>) -> vector<8xf64>
llvm.func @masked(%p: !llvm.ptr, %m: vector<8xi1>, %pt: vector<8xf64>, %ps: !llvm.vec<8 x ptr>) {
  %0 = llvm.intr.masked.load %p, %m, %pt {alignment = 8 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf64>) -> vector<8xf64>
  llvm.intr.masked.store %0, %p, %m {alignment = 8 : i32} : vector<8xf64>, vector<8xi1> into !llvm.ptr
  %1 = llvm.intr.masked.gather %ps, %m {alignment = 4 : i32} : (!llvm.vec<8 x ptr>, vector<8xi1>) -> vector<8xf64>
  llvm.intr.masked.scatter %1, %ps, %m {alignment = 4 : i32} : vector<8xf64>, vector<8xi1> into !llvm.vec<8 x ptr>
  llvm.return
}

// CHECK-LABEL: llvm.func @matrices
// CHECK: %[[A:.*]] = llvm.intr.matrix.column.major.load %arg0, <stride = %arg1> {columns = 2 : i32, isVolatile = true, rows = 2 : i32} : vector<4xf32> from !llvm.ptr stride i32
// CHECK: %[[T:.*]] = llvm.intr.matrix.transpose %[[A]] {columns = 2 : i32, rows = 2 : i32} : vector<4xf32> into vector<4xf32>
// CHECK: %[[M:.*]] = llvm.intr.matrix.multiply %[[A]], %[[T]] {lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: llvm.intr.matrix.column.major.store %[[M]], %arg0, <stride = %arg1> {columns = 2 : i32, isVolatile = false, rows = 2 : i32} : vector<4xf32> to !llvm.ptr stride i32
llvm.func @matrices(%p: !llvm.ptr, %s: i32) {
  %0 = llvm.intr.matrix.column.major.load %p, <stride = %s> {isVolatile = true, rows = 2 : i32, columns = 2 : i32} : vector<4xf32> from !llvm.ptr stride i32
  %1 = llvm.intr.matrix.transpose %0 {rows = 2 : i32, columns = 2 : i32} : vector<4xf32> into vector<4xf32>
  %2 = llvm.intr.matrix.multiply %0, %1 {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.matrix.column.major.store %2, %p, <stride = %s> {isVolatile = false, rows = 2 : i32, columns = 2 : i32} : vector<4xf32> to !llvm.ptr stride i32
  llvm.return
}

// CHECK-LABEL: llvm.func @misc
// CHECK: %[[S:.*]] = llvm.intr.invariant.start 16, %arg0 : !llvm.ptr<1>
// CHECK: llvm.intr.invariant.end %[[S]], 16, %arg0 : !llvm.ptr<1>
// CHECK: llvm.intr.eh.typeid.for %arg0 : (!llvm.ptr<1>) -> i32
// CHECK: llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK: llvm.intr.experimental.constrained.fptrunc %arg1 dynamic strict : f64 to f16
// GENERIC: "llvm.intr.invariant.start"(%{{.*}}) <{size = 16 : i64}> : (!llvm.ptr<1>) -> !llvm.ptr
// GENERIC: "llvm.intr.experimental.constrained.fptrunc"(%{{.*}}) <{fpExceptionBehavior = 2 : i64, roundingmode = 7 : i64}> : (f64) -> f16
llvm.func @misc(%p: !llvm.ptr<1>, %d: f64) {
  %0 = llvm.intr.invariant.start 16, %p : !llvm.ptr<1>
  llvm.intr.invariant.end %0, 16, %p : !llvm.ptr<1>
  %1 = llvm.intr.eh.typeid.for %p : (!llvm.ptr<1>) -> i32
  llvm.intr.experimental.noalias.scope.decl #scope
  %2 = llvm.intr.experimental.constrained.fptrunc %d dynamic strict : f64 to f16
  llvm.return
}
