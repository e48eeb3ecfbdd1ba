// RUN: not rmlir-translate --mlir-to-asm --split-input-file %s 2>&1 | FileCheck %s

// CHECK: error: unsupported: vector function argument or result of this element type
llvm.func @arg(%v: vector<4xf16>) -> f16 {
  %c = llvm.mlir.constant(0 : i32) : i32
  %e = llvm.extractelement %v[%c : i32] : vector<4xf16>
  llvm.return %e : f16
}

// -----

// CHECK: error: unsupported: load or store of a vector of i1
llvm.func @i1(%p: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> vector<8xi1>
  llvm.store %v, %p : vector<8xi1>, !llvm.ptr
  llvm.return
}

