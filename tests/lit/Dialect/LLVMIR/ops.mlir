// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func @arith
func.func @arith(%i: i64, %f: f64, %v: vector<2xf32>) {
  // CHECK: llvm.sub %{{.*}}, %{{.*}} : i64
  %0 = llvm.sub %i, %i : i64
  // CHECK: llvm.shl %{{.*}}, %{{.*}} overflow<nuw> : i64
  %1 = llvm.shl %i, %i overflow<nuw> : i64
  // CHECK: llvm.mul %{{.*}}, %{{.*}} overflow<nsw, nuw> {tag} : i64
  %2 = llvm.mul %i, %i overflow<nuw, nsw> {tag} : i64
  // Ops printing their attribute dictionary through a custom directive keep upstream's
  // double space.
  // CHECK: llvm.urem %{{.*}}, %{{.*}}  : i64
  %3 = llvm.urem %i, %i : i64
  // CHECK: llvm.fdiv %{{.*}}, %{{.*}}  {fastmathFlags = #llvm.fastmath<nnan, afn>} : f64
  %4 = llvm.fdiv %f, %f {fastmathFlags = #llvm.fastmath<afn, nnan>} : f64
  // CHECK: llvm.frem %{{.*}}, %{{.*}}  : vector<2xf32>
  %5 = llvm.frem %v, %v {fastmathFlags = #llvm.fastmath<none>} : vector<2xf32>
  // CHECK: llvm.fneg %{{.*}}  {fastmathFlags = #llvm.fastmath<fast>} : f64
  %6 = llvm.fneg %f {fastmathFlags = #llvm.fastmath<fast>} : f64
  // GENERIC: "llvm.sub"(%{{.*}}, %{{.*}}) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
  // GENERIC: "llvm.urem"(%{{.*}}, %{{.*}}) : (i64, i64) -> i64
  // GENERIC: "llvm.fneg"(%{{.*}}) <{fastmathFlags = #llvm.fastmath<fast>}> : (f64) -> f64
  return
}

// CHECK-LABEL: func @compare
func.func @compare(%i: i32, %p: !llvm.vec<4 x ptr>, %v: vector<[2]xf16>) {
  // CHECK: llvm.icmp "uge" %{{.*}}, %{{.*}} : i32
  %0 = llvm.icmp "uge" %i, %i : i32
  // CHECK: llvm.icmp "eq" %{{.*}}, %{{.*}} : !llvm.vec<4 x ptr>
  %1 = llvm.icmp "eq" %p, %p : !llvm.vec<4 x ptr>
  // CHECK: llvm.fcmp "uno" %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<ninf>} : vector<[2]xf16>
  %2 = llvm.fcmp "uno" %v, %v {fastmathFlags = #llvm.fastmath<ninf>} : vector<[2]xf16>
  // GENERIC: "llvm.icmp"(%{{.*}}, %{{.*}}) <{predicate = 9 : i64}> : (i32, i32) -> i1
  // GENERIC: "llvm.icmp"(%{{.*}}, %{{.*}}) <{predicate = 0 : i64}> : (!llvm.vec<4 x ptr>, !llvm.vec<4 x ptr>) -> vector<4xi1>
  // GENERIC: <{fastmathFlags = #llvm.fastmath<ninf>, predicate = 14 : i64}> : (vector<[2]xf16>, vector<[2]xf16>) -> vector<[2]xi1>
  return
}

// CHECK-LABEL: func @casts
func.func @casts(%i: i32, %p: !llvm.ptr<3>, %f: f16) {
  // CHECK: llvm.sext %{{.*}} : i32 to i64
  %0 = llvm.sext %i : i32 to i64
  // CHECK: llvm.trunc %{{.*}} : i64 to i8
  %1 = llvm.trunc %0 : i64 to i8
  // CHECK: llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i64
  %2 = llvm.ptrtoint %p : !llvm.ptr<3> to i64
  // CHECK: llvm.addrspacecast %{{.*}} : !llvm.ptr<3> to !llvm.ptr
  %3 = llvm.addrspacecast %p : !llvm.ptr<3> to !llvm.ptr
  // CHECK: llvm.fpext %{{.*}} : f16 to f32
  %4 = llvm.fpext %f : f16 to f32
  // CHECK: llvm.fptoui %{{.*}} : f32 to i16
  %5 = llvm.fptoui %4 : f32 to i16
  // CHECK: llvm.bitcast %{{.*}} : i16 to f16
  %6 = llvm.bitcast %5 : i16 to f16
  return
}

// CHECK-LABEL: func @values
func.func @values(%c: i1, %s: !llvm.struct<(i32)>) {
  // CHECK: llvm.mlir.constant(42 : i32) : i32
  %0 = llvm.mlir.constant(42 : i32) : i32
  // CHECK: llvm.mlir.constant("hi") : !llvm.array<2 x i8>
  %1 = llvm.mlir.constant("hi") : !llvm.array<2 x i8>
  // CHECK: llvm.mlir.undef : !llvm.struct<(i32)>
  %2 = llvm.mlir.undef : !llvm.struct<(i32)>
  // CHECK: llvm.mlir.poison : i32
  %3 = llvm.mlir.poison : i32
  // CHECK: llvm.mlir.zero : !llvm.ptr
  %4 = llvm.mlir.zero : !llvm.ptr
  // CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, !llvm.struct<(i32)>
  %5 = llvm.select %c, %s, %2 : i1, !llvm.struct<(i32)>
  // CHECK: llvm.freeze %{{.*}} : i32
  %6 = llvm.freeze %3 : i32
  return
}

// CHECK-LABEL: func @memory
func.func @memory(%p: !llvm.ptr, %i: i32, %f: f32) {
  // CHECK: llvm.load %{{.*}} invariant : !llvm.ptr -> f32
  %0 = llvm.load %p invariant : !llvm.ptr -> f32
  // CHECK: llvm.load volatile %{{.*}} atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %1 = llvm.load volatile %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  // CHECK: llvm.store %{{.*}}, %{{.*}} atomic syncscope("wavefront") seq_cst {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %f, %p atomic syncscope("wavefront") seq_cst {alignment = 4 : i64} : f32, !llvm.ptr
  // CHECK: llvm.fence acquire
  llvm.fence acquire
  // CHECK: llvm.atomicrmw fmax %{{.*}}, %{{.*}} monotonic : !llvm.ptr, f32
  %2 = llvm.atomicrmw fmax %p, %f monotonic : !llvm.ptr, f32
  // CHECK: llvm.atomicrmw _xor %{{.*}}, %{{.*}} acquire : !llvm.ptr, i32
  %3 = llvm.atomicrmw _xor %p, %i acquire : !llvm.ptr, i32
  // CHECK: llvm.cmpxchg volatile %{{.*}}, %{{.*}}, %{{.*}} seq_cst acquire : !llvm.ptr, i32
  %4 = llvm.cmpxchg volatile %p, %i, %i seq_cst acquire : !llvm.ptr, i32
  // GENERIC: "llvm.cmpxchg"(%{{.*}}, %{{.*}}, %{{.*}}) <{failure_ordering = 4 : i64, success_ordering = 7 : i64, volatile_}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
  return
}

// CHECK-LABEL: func @control
func.func @control(%c: i1, %i: i32) {
  // CHECK: llvm.cond_br %{{.*}} weights([3, 5]), ^bb1(%{{.*}} : i32), ^bb2
  llvm.cond_br %c weights([3, 5]), ^bb1(%i : i32), ^bb2
^bb1(%x: i32):
  // CHECK: llvm.br ^bb2
  llvm.br ^bb2
^bb2:
  // CHECK: llvm.unreachable
  llvm.unreachable
}

