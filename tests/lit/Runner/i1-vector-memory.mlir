// Loads and stores of vectors of i1 use LLVM's packed layout (element i in bit i of
// ceil(N/8) bytes): rmlir-runner rewrites them to integer accesses before code generation,
// arrays of such vectors one vector at a time.
// RUN: rmlir-runner %s -e main -entry-point-result=void -shared-libs=%S/libmlir_c_runner_utils.so | FileCheck %s

// CHECK: 1, 0, 1
// CHECK-NEXT: 77
// CHECK-NEXT: 1, 1
// CHECK-NEXT: 0

llvm.func @printI64(i64)
llvm.func @printComma()
llvm.func @printNewline()

llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x vector<9xi1> : (i64) -> !llvm.ptr
  %m = llvm.mlir.constant(dense<[true, false, true, true, false, false, true, false, true]> : vector<9xi1>) : vector<9xi1>
  llvm.store %m, %p : vector<9xi1>, !llvm.ptr
  %l = llvm.load %p : !llvm.ptr -> vector<9xi1>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %b0 = llvm.extractelement %l[%c0 : i64] : vector<9xi1>
  %b2 = llvm.extractelement %l[%c5 : i64] : vector<9xi1>
  %b8 = llvm.extractelement %l[%c8 : i64] : vector<9xi1>
  %w0 = llvm.zext %b0 : i1 to i64
  %w2 = llvm.zext %b2 : i1 to i64
  %w8 = llvm.zext %b8 : i1 to i64
  llvm.call @printI64(%w0) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%w2) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%w8) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %bytes = llvm.load %p : !llvm.ptr -> i8
  %wb = llvm.zext %bytes : i8 to i64
  llvm.call @printI64(%wb) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %q = llvm.alloca %one x !llvm.array<2 x vector<9xi1>> : (i64) -> !llvm.ptr
  %u = llvm.mlir.undef : !llvm.array<2 x vector<9xi1>>
  %n = llvm.mlir.constant(dense<[false, true, true, false, false, false, false, false, true]> : vector<9xi1>) : vector<9xi1>
  %a0 = llvm.insertvalue %m, %u[0] : !llvm.array<2 x vector<9xi1>>
  %a1 = llvm.insertvalue %n, %a0[1] : !llvm.array<2 x vector<9xi1>>
  llvm.store %a1, %q : !llvm.array<2 x vector<9xi1>>, !llvm.ptr
  %q1 = llvm.getelementptr %q[1] : (!llvm.ptr) -> !llvm.ptr, vector<9xi1>
  %r = llvm.load %q1 : !llvm.ptr -> vector<9xi1>
  %r1 = llvm.extractelement %r[%c2 : i64] : vector<9xi1>
  %r8 = llvm.extractelement %r[%c8 : i64] : vector<9xi1>
  %x1 = llvm.zext %r1 : i1 to i64
  %x8 = llvm.zext %r8 : i1 to i64
  llvm.call @printI64(%x1) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%x8) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %all = llvm.load %q : !llvm.ptr -> !llvm.array<2 x vector<9xi1>>
  %v0 = llvm.extractvalue %all[0] : !llvm.array<2 x vector<9xi1>>
  %y = llvm.extractelement %v0[%c5 : i64] : vector<9xi1>
  %yw = llvm.zext %y : i1 to i64
  llvm.call @printI64(%yw) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
