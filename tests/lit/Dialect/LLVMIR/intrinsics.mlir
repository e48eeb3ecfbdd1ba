// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Intrinsics print their attribute dictionary through a custom directive after a space,
// hence upstream's double space.
// CHECK-LABEL: llvm.func @intrinsics
llvm.func @intrinsics(%f: f64, %i: i16, %v: vector<2xf32>, %p: !llvm.ptr) {
  // CHECK: llvm.intr.sqrt(%{{.*}})  : (f64) -> f64
  // GENERIC: "llvm.intr.sqrt"(%{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
  %0 = llvm.intr.sqrt(%f) : (f64) -> f64
  // CHECK: llvm.intr.copysign(%{{.*}}, %{{.*}})  {fastmathFlags = #llvm.fastmath<nsz>} : (f64, f64) -> f64
  %1 = llvm.intr.copysign(%f, %f) {fastmathFlags = #llvm.fastmath<nsz>} : (f64, f64) -> f64
  // CHECK: llvm.intr.umin(%{{.*}}, %{{.*}})  : (i16, i16) -> i16
  // GENERIC: "llvm.intr.umin"(%{{.*}}, %{{.*}}) : (i16, i16) -> i16
  %2 = llvm.intr.umin(%i, %i) : (i16, i16) -> i16
  // CHECK: llvm.intr.fshl(%{{.*}}, %{{.*}}, %{{.*}})  : (i16, i16, i16) -> i16
  %3 = llvm.intr.fshl(%i, %i, %i) : (i16, i16, i16) -> i16
  // CHECK: llvm.intr.llround(%{{.*}})  : (f64) -> i64
  %4 = llvm.intr.llround(%f) : (f64) -> i64
  // CHECK: llvm.intr.vector.reduce.fminimum(%{{.*}})  : (vector<2xf32>) -> f32
  %5 = llvm.intr.vector.reduce.fminimum(%v) : (vector<2xf32>) -> f32
  // CHECK: llvm.intr.vastart %{{.*}} : !llvm.ptr
  llvm.intr.vastart %p : !llvm.ptr
  // CHECK: llvm.intr.vacopy %{{.*}} to %{{.*}} : !llvm.ptr, !llvm.ptr
  llvm.intr.vacopy %p to %p : !llvm.ptr, !llvm.ptr
  // CHECK: llvm.intr.vaend %{{.*}} : !llvm.ptr
  llvm.intr.vaend %p : !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @memory_intrinsics
llvm.func @memory_intrinsics(%p: !llvm.ptr, %v: vector<[4]xi8>, %w: vector<2xi8>, %i: i1) {
  // CHECK: %[[S:.*]] = llvm.intr.stacksave : !llvm.ptr
  %0 = llvm.intr.stacksave : !llvm.ptr
  // CHECK: llvm.intr.stackrestore %[[S]] : !llvm.ptr
  llvm.intr.stackrestore %0 : !llvm.ptr
  // CHECK: llvm.intr.lifetime.start 8, %{{.*}} : !llvm.ptr
  llvm.intr.lifetime.start 8, %p : !llvm.ptr
  // CHECK: llvm.intr.lifetime.end 8, %{{.*}} : !llvm.ptr
  llvm.intr.lifetime.end 8, %p : !llvm.ptr
  // CHECK: llvm.intr.vector.insert %{{.*}}, %{{.*}}[2] : vector<2xi8> into vector<[4]xi8>
  // GENERIC: "llvm.intr.vector.insert"(%{{.*}}, %{{.*}}) <{pos = 2 : i64}> : (vector<[4]xi8>, vector<2xi8>) -> vector<[4]xi8>
  %1 = llvm.intr.vector.insert %w, %v[2] : vector<2xi8> into vector<[4]xi8>
  // CHECK: llvm.intr.vector.extract %{{.*}}[0] : vector<2xi8> from vector<[4]xi8>
  %2 = llvm.intr.vector.extract %v[0] : vector<2xi8> from vector<[4]xi8>
  // CHECK: llvm.intr.expect %{{.*}}, %{{.*}} : i1
  %3 = llvm.intr.expect %i, %i : i1
  llvm.return
}

llvm.func @init() {
  llvm.return
}

// CHECK: llvm.mlir.global_ctors {ctors = [@init], priorities = [65535 : i32]}
// GENERIC: "llvm.mlir.global_ctors"() <{ctors = [@init], priorities = [65535 : i32]}> : () -> ()
llvm.mlir.global_ctors {ctors = [@init], priorities = [65535 : i32]}
// CHECK: llvm.mlir.global_dtors {dtors = [@init], priorities = [0 : i32]}
llvm.mlir.global_dtors {dtors = [@init], priorities = [0 : i32]}

// CHECK-LABEL: llvm.func @inline_asm
llvm.func @inline_asm(%a: i32) {
  // CHECK: llvm.inline_asm has_side_effects asm_dialect = intel "mov $0, $1", "=r,r" %{{.*}} : (i32) -> i32
  // GENERIC: "llvm.inline_asm"(%{{.*}}) <{asm_dialect = 1 : i64, asm_string = "mov $0, $1", constraints = "=r,r", has_side_effects}> : (i32) -> i32
  %0 = llvm.inline_asm has_side_effects asm_dialect = intel "mov $0, $1", "=r,r" %a : (i32) -> i32
  // Without operands, upstream's format leaves two spaces before the colon.
  // CHECK: llvm.inline_asm "nop", ""  : () -> ()
  llvm.inline_asm "nop", "" : () -> ()
  // CHECK: llvm.mlir.none : !llvm.token
  %1 = llvm.mlir.none : !llvm.token
  llvm.return
}
