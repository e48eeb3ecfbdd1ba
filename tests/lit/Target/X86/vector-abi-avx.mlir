// RUN: rmlir-translate --mlir-to-asm -mattr=+avx2 %s | FileCheck %s
// RUN: rmlir-translate --mlir-to-asm -mattr=+avx %s | FileCheck %s --check-prefix=AVX

// With AVX, 256-bit vectors cross calls in ONE ymm register (as llc with -mattr=+avx/+avx2):
// arguments in ymm0-7, then 32-byte aligned 32-byte stack slots; results in ymm0-ymm3. No
// vzeroupper before a call or return passing ymm registers.

// CHECK-LABEL: id8:
// CHECK-NOT: vzeroupper
// CHECK-NOT: %ymm
// CHECK: ret
// AVX-LABEL: id8:
// AVX: vinsertf128 $1,
// AVX-NOT: vzeroupper
// AVX: ret
llvm.func @id8(%a: vector<8xf32>, %b: vector<8xi32>) -> vector<8xi32> {
  llvm.return %b : vector<8xi32>
}

// The second <8 x f32> argument is the second ymm register; the sum returns in ymm0.
// CHECK-LABEL: add8:
// CHECK: vaddps %ymm1,%ymm0,%ymm0
// CHECK-NOT: vzeroupper
// CHECK: ret
llvm.func @add8(%a: vector<8xf32>, %b: vector<8xf32>) -> vector<8xf32> {
  %c = llvm.fadd %a, %b : vector<8xf32>
  llvm.return %c : vector<8xf32>
}

llvm.func @take(vector<16xf32>, f64, vector<4xf32>) -> vector<16xf32>

// <16 x f32> goes in ymm0 and ymm1, the double in xmm2, the <4 x f32> in xmm3; the result
// comes back in ymm0 and ymm1.
// CHECK-LABEL: call16:
// CHECK-NOT: vzeroupper
// CHECK: call take
// CHECK: vaddps %ymm1,%ymm0,
// CHECK: vzeroupper
// CHECK: ret
llvm.func @call16(%a: vector<16xf32>, %d: f64, %q: vector<4xf32>) -> vector<8xf32> {
  %r = llvm.call @take(%a, %d, %q) : (vector<16xf32>, f64, vector<4xf32>) -> vector<16xf32>
  %lo = llvm.shufflevector %r, %r [0, 1, 2, 3, 4, 5, 6, 7] : vector<16xf32>
  %hi = llvm.shufflevector %r, %r [8, 9, 10, 11, 12, 13, 14, 15] : vector<16xf32>
  %s = llvm.fadd %lo, %hi : vector<8xf32>
  %z = llvm.mlir.constant(dense<0.0> : vector<8xf32>) : vector<8xf32>
  %t = llvm.fadd %s, %z : vector<8xf32>
  llvm.return %s : vector<8xf32>
}
