// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s --check-prefix=SSE
// RUN: rmlir-translate --mlir-to-asm -mattr=+avx2,+fma %s | FileCheck %s --check-prefix=AVX
// RUN: rmlir-translate --mlir-to-asm -mattr=+avx2 %s | FileCheck %s --check-prefix=AVXNOFMA
// RUN: rmlir-translate --mlir-to-asm -mattr=+sse4.1 %s | FileCheck %s --check-prefix=SSE41

// Vectors filling a register are selected packed: SSE2 forms by default, VEX forms (xmm
// and ymm) with -mattr=+avx2.

// SSE-LABEL: fadd4:
// SSE: movups (%rdi),
// SSE: addps
// SSE: divps
// SSE: movups %xmm{{[0-9]+}},(%rdi)
// AVX-LABEL: fadd4:
// AVX: vmovups (%rdi),%xmm
// AVX: vaddps %xmm{{[0-9]+}},%xmm{{[0-9]+}},%xmm
// AVX: vdivps
llvm.func @fadd4(%p: !llvm.ptr, %q: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %b = llvm.load %q : !llvm.ptr -> vector<4xf32>
  %s = llvm.fadd %a, %b : vector<4xf32>
  %d = llvm.fdiv %s, %b : vector<4xf32>
  llvm.store %d, %p : vector<4xf32>, !llvm.ptr
  llvm.return
}

// 256 bits: two xmm parts on SSE2 (as llc splits them), one ymm register with AVX2.
// SSE-LABEL: fadd8:
// SSE: movups (%rdi),
// SSE-NEXT: movups 0x10(%rdi),
// SSE-NEXT: addps
// SSE-NEXT: addps
// SSE-NOT: addss
// SSE: ret
// AVX-LABEL: fadd8:
// AVX: vmovups (%rdi),%ymm
// AVX-NEXT: vaddps %ymm{{[0-9]+}},%ymm{{[0-9]+}},%ymm
// AVX-NEXT: vmovups %ymm{{[0-9]+}},(%rdi)
// AVX-NEXT: vzeroupper
llvm.func @fadd8(%p: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> vector<8xf32>
  %s = llvm.fadd %a, %a : vector<8xf32>
  llvm.store %s, %p : vector<8xf32>, !llvm.ptr
  llvm.return
}

// No pmulld on SSE2: even and odd lanes through pmuludq, as llc does.
// SSE-LABEL: imul:
// SSE: pshufd $0xF5
// SSE: pmuludq
// SSE: pmuludq
// SSE: punpckldq
// SSE: pslld $3,
// AVX-LABEL: imul:
// AVX: vpmulld
// AVX-NEXT: vpslld $3,
llvm.func @imul(%p: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> vector<4xi32>
  %m = llvm.mul %a, %a : vector<4xi32>
  %c = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
  %s = llvm.shl %m, %c : vector<4xi32>
  llvm.store %s, %p : vector<4xi32>, !llvm.ptr
  llvm.return
}

// SSE-LABEL: cmpsel:
// SSE: cmpltps
// SSE: pand
// SSE: pandn
// SSE: por
// AVX-LABEL: cmpsel:
// AVX: vcmpltps
// AVX-NEXT: vblendvps
llvm.func @cmpsel(%p: !llvm.ptr, %q: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %b = llvm.load %q : !llvm.ptr -> vector<4xf32>
  %m = llvm.fcmp "olt" %a, %b : vector<4xf32>
  %s = llvm.select %m, %a, %b : vector<4xi1>, vector<4xf32>
  llvm.store %s, %p : vector<4xf32>, !llvm.ptr
  llvm.return
}

// SSE-LABEL: shuffles:
// SSE: pshufd $0x1B,
// SSE-NEXT: unpcklps
// SSE-NEXT: shufps $0xE4,
// AVX-LABEL: shuffles:
// AVX: vpshufd $0x1B,
// AVX-NEXT: vunpcklps
// AVX-NEXT: vshufps $0xE4,
llvm.func @shuffles(%p: !llvm.ptr, %q: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %b = llvm.load %q : !llvm.ptr -> vector<4xf32>
  %r = llvm.shufflevector %a, %a [3, 2, 1, 0] : vector<4xf32>
  %u = llvm.shufflevector %r, %b [0, 4, 1, 5] : vector<4xf32>
  %s = llvm.shufflevector %u, %b [0, 1, 6, 7] : vector<4xf32>
  llvm.store %s, %p : vector<4xf32>, !llvm.ptr
  llvm.return
}

// SSE-LABEL: splat8:
// SSE: pshufd $0,%xmm0,%[[R:xmm[0-9]+]]
// SSE-NEXT: movups %[[R]],(%rdi)
// SSE-NEXT: movups %[[R]],0x10(%rdi)
// AVX-LABEL: splat8:
// AVX: vbroadcastss %xmm0,%ymm
// AVX-NEXT: vmovups %ymm{{[0-9]+}},(%rdi)
llvm.func @splat8(%x: f32, %p: !llvm.ptr) {
  %u = llvm.mlir.poison : vector<8xf32>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %i = llvm.insertelement %x, %u[%c0 : i32] : vector<8xf32>
  %s = llvm.shufflevector %i, %u [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
  llvm.store %s, %p : vector<8xf32>, !llvm.ptr
  llvm.return
}

// fmuladd: multiply then add without FMA (as llc), one vfmadd231ps with it.
// SSE-LABEL: fmas:
// SSE: mulps
// SSE-NEXT: addps
// AVX-LABEL: fmas:
// AVX: vfmadd231ps
// AVXNOFMA-LABEL: fmas:
// AVXNOFMA: vmulps
// AVXNOFMA-NEXT: vaddps
llvm.func @fmas(%p: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %f = llvm.intr.fmuladd(%a, %a, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.store %f, %p : vector<4xf32>, !llvm.ptr
  llvm.return
}

// A reassociable reduction folds halves, then adds the start value.
// SSE-LABEL: hsum:
// SSE: pshufd $0xEE,
// SSE-NEXT: addps
// SSE-NEXT: pshufd $0x55,
// SSE-NEXT: addps
// SSE: addss
llvm.func @hsum(%p: !llvm.ptr) -> f32 {
  %a = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %z = llvm.mlir.constant(0.0 : f32) : f32
  %r = "llvm.intr.vector.reduce.fadd"(%z, %a) {fastmathFlags = #llvm.fastmath<reassoc>} : (f32, vector<4xf32>) -> f32
  llvm.return %r : f32
}

// Masked loads: per-lane selects on SSE2, vpmaskmovd with AVX2; the mask is a packed
// compare.
// SSE-LABEL: mload:
// SSE: pcmpgtd
// SSE-NOT: maskmov
// SSE: ret
// AVX-LABEL: mload:
// AVX: vpcmpgtd
// AVX-NEXT: vpmaskmovd (%rdi),
llvm.func @mload(%p: !llvm.ptr, %n: i32) -> vector<4xi32> {
  %st = llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xi32>) : vector<4xi32>
  %u = llvm.mlir.poison : vector<4xi32>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %i = llvm.insertelement %n, %u[%c0 : i32] : vector<4xi32>
  %b = llvm.shufflevector %i, %u [0, 0, 0, 0] : vector<4xi32>
  %m = llvm.icmp "slt" %st, %b : vector<4xi32>
  %z = llvm.mlir.zero : vector<4xi32>
  %r = llvm.intr.masked.load %p, %m, %z {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
  llvm.return %r : vector<4xi32>
}

// SSE-LABEL: cvt:
// SSE: cvtdq2ps
// AVX-LABEL: cvt:
// AVX: vcvtdq2ps
llvm.func @cvt(%p: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> vector<4xi32>
  %f = llvm.sitofp %a : vector<4xi32> to vector<4xf32>
  llvm.store %f, %p : vector<4xf32>, !llvm.ptr
  llvm.return
}

// Vector arguments and results stay in their SSE registers.
// SSE-LABEL: twice:
// SSE: mov %rsp,%rbp
// SSE-NEXT: paddd %xmm0,%xmm0
// SSE-NEXT: pop
// AVX-LABEL: twice:
// AVX: vpaddd %xmm0,%xmm0,%xmm0
llvm.func @twice(%a: vector<4xi32>) -> vector<4xi32> {
  %r = llvm.add %a, %a : vector<4xi32>
  llvm.return %r : vector<4xi32>
}

// Compare masks widened: sext is the mask itself, zext keeps bit 0 of each lane.
// SSE-LABEL: masks:
// SSE: pcmpeqd
// SSE-NOT: movss
// SSE: pand
// SSE-NEXT: paddd
llvm.func @masks(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %m = llvm.icmp "eq" %a, %b : vector<4xi32>
  %z = llvm.zext %m : vector<4xi1> to vector<4xi32>
  %s = llvm.sext %m : vector<4xi1> to vector<4xi32>
  %r = llvm.add %z, %s : vector<4xi32>
  llvm.return %r : vector<4xi32>
}

// Other shuffles go lane by lane through stack copies of the packed operands.
// SSE-LABEL: widen:
// SSE: movups %xmm0,
// SSE-COUNT-8: movss
// SSE: movups {{.*}},%xmm0
// SSE-NEXT: movups {{.*}},%xmm1
llvm.func @widen(%a: vector<4xf32>) -> vector<8xf32> {
  %s = llvm.shufflevector %a, %a [3, 2, 1, 0, 0, 1, 2, 3] : vector<4xf32>
  llvm.return %s : vector<8xf32>
}

// Integer min/max: pmaxsw on SSE2 (i32 lanes stay scalar there), pmaxsd with SSE4.1.
// SSE-LABEL: maxes:
// SSE: pmaxsw
// SSE-NOT: pmaxsd
// SSE: ret
// SSE41-LABEL: maxes:
// SSE41: pmaxsw
// SSE41: pmaxsd
// SSE41: pmulld
llvm.func @maxes(%a: vector<8xi16>, %b: vector<4xi32>) -> vector<4xi32> {
  %m = llvm.intr.smax(%a, %a) : (vector<8xi16>, vector<8xi16>) -> vector<8xi16>
  %c = llvm.bitcast %m : vector<8xi16> to vector<4xi32>
  %n = llvm.intr.smax(%c, %b) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %r = llvm.mul %n, %b : vector<4xi32>
  llvm.return %r : vector<4xi32>
}

// Packed copysign: magnitude bits of the first operand, sign bit of the second.
// CHECK-LABEL: copysign4:
// CHECK: andps
// CHECK: andnps
// CHECK: orps
// CHECK: ret
// AVX-LABEL: copysign8:
// AVX: vandps {{.*}}%ymm
// AVX: vandnps {{.*}}%ymm
// AVX: vorps {{.*}}%ymm
// AVX: ret
llvm.func @copysign4(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = llvm.intr.copysign(%a, %b) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return %r : vector<4xf32>
}
llvm.func @copysign8(%a: vector<8xf32>, %b: vector<8xf32>) -> vector<8xf32> {
  %r = llvm.intr.copysign(%a, %b) : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  llvm.return %r : vector<8xf32>
}
