// RUN: not rmlir-translate --mlir-to-asm --split-input-file %s 2>&1 | FileCheck %s

// Integer operations the x86-64 back end does not lower name the operation and the type.

// CHECK: error: unsupported: 'llvm.intr.fshl' on i48 in native code generation
llvm.func @fshl48(%a: i48, %b: i48) -> i48 {
  %r = "llvm.intr.fshl"(%a, %b, %b) : (i48, i48, i48) -> i48
  llvm.return %r : i48
}

// -----

// CHECK: error: unsupported type 'i128'
llvm.func @umulo128(%a: i128, %b: i128) -> !llvm.struct<(i128, i1)> {
  %r = "llvm.intr.umul.with.overflow"(%a, %b) : (i128, i128) -> !llvm.struct<(i128, i1)>
  llvm.return %r : !llvm.struct<(i128, i1)>
}

// -----

// CHECK: error: unsupported type 'i100'
llvm.func @fshl100(%a: i100) -> i100 {
  %r = "llvm.intr.fshl"(%a, %a, %a) : (i100, i100, i100) -> i100
  llvm.return %r : i100
}

// -----

// CHECK: error: unsupported: floating-point 'llvm.atomicrmw' in native code generation
llvm.func @fadd(%p: !llvm.ptr, %v: f32) -> f32 {
  %r = llvm.atomicrmw fadd %p, %v seq_cst : !llvm.ptr, f32
  llvm.return %r : f32
}

// -----

// CHECK: error: unsupported: 'llvm.atomicrmw' on type 'i128' in native code generation
llvm.func @rmw128(%p: !llvm.ptr, %v: i128) -> i128 {
  %r = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i128
  llvm.return %r : i128
}

// -----

// CHECK: error: unsupported: atomic 'llvm.load' of type 'i128' in native code generation
llvm.func @load128(%p: !llvm.ptr) -> i128 {
  %r = llvm.load %p atomic acquire {alignment = 16 : i64} : !llvm.ptr -> i128
  llvm.return %r : i128
}
