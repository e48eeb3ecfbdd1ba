// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s

// Elementwise ops on vectors that do not fill a register are scalarized: one addss per lane.
// CHECK-LABEL: add4:
// CHECK-COUNT-3: addss
// CHECK-NOT: addss
// CHECK: ret
llvm.func @add4(%p: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> vector<3xf32>
  %s = llvm.fadd %a, %a : vector<3xf32>
  llvm.store %s, %p : vector<3xf32>, !llvm.ptr
  llvm.return
}

// A constant index picks the lane's register: a single load, of lane 2 (offset 16).
// CHECK-LABEL: pick:
// CHECK: mov{{.*}}0x10(%rdi)
// CHECK: ret
llvm.func @pick(%p: !llvm.ptr) -> i64 {
  %v = llvm.load %p : !llvm.ptr -> vector<3xi64>
  %c = llvm.mlir.constant(2 : i32) : i32
  %e = llvm.extractelement %v[%c : i32] : vector<3xi64>
  llvm.return %e : i64
}

// A dynamic index goes through a stack slot, masked to its power-of-two capacity.
// CHECK-LABEL: dyn:
// CHECK: and $3,
// CHECK: movss{{.*}}(%{{.*}},%{{.*}},4)
llvm.func @dyn(%p: !llvm.ptr, %i: i32) -> f32 {
  %v = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %e = llvm.extractelement %v[%i : i32] : vector<4xf32>
  llvm.return %e : f32
}
