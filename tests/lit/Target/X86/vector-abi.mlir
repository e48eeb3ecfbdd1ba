// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s

// Vector arguments and results in SSE registers as llc passes them (System V, no AVX):
// 128-bit vectors packed in one register, 256-bit ones split over two, i1 masks promoted
// (<4 x i1> as 32-bit lanes). Lanes move through a 16-byte stack slot.

// Vectors held packed (rmlir's SIMD selection) stay in their registers.
// CHECK-LABEL: pass4:
// CHECK: mov %rsp,%rbp
// CHECK-NEXT: pop
// CHECK-NEXT: ret
llvm.func @pass4(%a: vector<4xf32>, %b: vector<8xi32>) -> vector<4xf32> {
  llvm.return %a : vector<4xf32>
}

// CHECK-LABEL: pass3:
// CHECK: movups %xmm0,-0x10(%rbp)
// CHECK: movss -0x10(%rbp),
// CHECK: movss -0xC(%rbp),
// CHECK: movss -8(%rbp),
// The packed <8 x i16> stays in xmm1; the 5-lane vector (not a power of two, wider than a
// register once widened) is passed lane by lane in edi, esi, edx, ecx, r8d (as llc).
// CHECK-NOT: {{%xmm1([^0-9]|$)}}
// CHECK-NOT: %xmm2
// CHECK: movups -{{.*}}(%rbp),%xmm0
// CHECK: ret
llvm.func @pass3(%a: vector<3xf32>, %b: vector<8xi16>, %c: vector<5xi32>) -> vector<3xf32> {
  llvm.return %a : vector<3xf32>
}

// CHECK-LABEL: mask:
// CHECK: movups %xmm0,-0x10(%rbp)
// CHECK: movzbl -0x10(%rbp),
// CHECK: movzbl -0xC(%rbp),
// CHECK: movzbl -8(%rbp),
// CHECK: movzbl -4(%rbp),
// CHECK: mov %{{.*}},-0x20(%rbp)
// CHECK: mov %{{.*}},-0x1C(%rbp)
// CHECK: mov %{{.*}},-0x18(%rbp)
// CHECK: mov %{{.*}},-0x14(%rbp)
// CHECK: movups -0x20(%rbp),%xmm0
llvm.func @mask(%m: vector<4xi1>) -> vector<4xi1> {
  llvm.return %m : vector<4xi1>
}

// A gather of two pointers: a masked-off lane reads its pass-through lane from a stack slot.
// CHECK-LABEL: gather:
// CHECK: lea -0x40(%rbp),%[[F0:[a-z0-9]+]]
// CHECK: test $1,
// CHECK: cmovne %{{[a-z0-9]+}},%[[F0]]
// CHECK: mov (%[[F0]]),
// CHECK: lea -0x38(%rbp),%[[F1:[a-z0-9]+]]
// CHECK: test $1,
// CHECK: cmovne %{{[a-z0-9]+}},%[[F1]]
// CHECK: mov (%[[F1]]),
// CHECK: movups -0x50(%rbp),%xmm0
llvm.func @gather(%p: !llvm.vec<2 x ptr>, %m: vector<2xi1>, %d: vector<2xi64>) -> vector<2xi64> {
  %r = llvm.intr.masked.gather %p, %m, %d {alignment = 8 : i32} : (!llvm.vec<2 x ptr>, vector<2xi1>, vector<2xi64>) -> vector<2xi64>
  llvm.return %r : vector<2xi64>
}

// CHECK-LABEL: scatter:
// CHECK: test $1,
// CHECK: cmovne
// CHECK: movss %{{xmm[0-9]+}},(%
// CHECK: test $1,
// CHECK: cmovne
// CHECK: movss %{{xmm[0-9]+}},(%
llvm.func @scatter(%v: vector<2xf32>, %p: !llvm.vec<2 x ptr>, %m: vector<2xi1>) {
  llvm.intr.masked.scatter %v, %p, %m {alignment = 4 : i32} : vector<2xf32>, vector<2xi1> into !llvm.vec<2 x ptr>
  llvm.return
}

// A getelementptr from a pointer and a vector of indices: one address per lane.
// CHECK-LABEL: vgep:
// CHECK: lea (%{{[a-z0-9]+}},%{{[a-z0-9]+}},4),
// CHECK: lea (%{{[a-z0-9]+}},%{{[a-z0-9]+}},4),
// CHECK: movups {{.*}},%xmm0
llvm.func @vgep(%b: !llvm.ptr, %i: vector<2xi64>) -> !llvm.vec<2 x ptr> {
  %r = llvm.getelementptr %b[%i] : (!llvm.ptr, vector<2xi64>) -> !llvm.vec<2 x ptr>, f32
  llvm.return %r : !llvm.vec<2 x ptr>
}
