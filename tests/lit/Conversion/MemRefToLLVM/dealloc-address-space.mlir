// As upstream 19, memref.dealloc passes the allocated pointer to free without an address
// space cast: in another address space the call does not verify.
// RUN: not rmlir-opt %s -finalize-memref-to-llvm 2>&1 | FileCheck %s

func.func @dealloc(%m : memref<4xf32, 2>) {
  memref.dealloc %m : memref<4xf32, 2>
  return
}

// CHECK: error: 'llvm.call' op operand type mismatch for operand 0: '!llvm.ptr<2>' != '!llvm.ptr'
