// RUN: rmlir-translate --mlir-to-asm -mattr=+avx2 %s | FileCheck %s
// RUN: rmlir-translate --mlir-to-asm -mattr=+avx %s | FileCheck %s --check-prefix=AVX

// With AVX, 256-bit vectors cross calls in ONE ymm register (as llc with -mattr=+avx/+avx2):
// arguments in ymm0-7, then 32-byte aligned 32-byte stack slots; results in ymm0-ymm3. No
// vzeroupper before a call or return passing ymm registers.

// CHECK-LABEL: id8:
// CHECK-NOT: vzeroupper
// CHECK: vmovaps %ymm1,%ymm0
// CHECK-NOT: vzeroupper
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
// comes back in ymm0 and ymm1 and returns there.
// CHECK-LABEL: call16:
// CHECK-NOT: vzeroupper
// CHECK: call take
// CHECK-DAG: vaddps %ymm0,%ymm0,%ymm0
// CHECK-DAG: vaddps %ymm1,%ymm1,%ymm1
// CHECK-NOT: vzeroupper
// CHECK: ret
llvm.func @call16(%a: vector<16xf32>, %d: f64, %q: vector<4xf32>) -> vector<16xf32> {
  %r = llvm.call @take(%a, %d, %q) : (vector<16xf32>, f64, vector<4xf32>) -> vector<16xf32>
  %s = llvm.fadd %r, %r : vector<16xf32>
  llvm.return %s : vector<16xf32>
}

// A ninth <8 x f32> argument is in a 32-byte stack slot (16(%rbp)), the double after it at
// 48(%rbp). A call passing no ymm register gets a vzeroupper before it.
// CHECK-LABEL: stack9:
// CHECK-DAG: 0x10(%rbp)
// CHECK-DAG: 0x30(%rbp)
// CHECK: vzeroupper
// CHECK-NEXT: call plain
llvm.func @plain(f64)
llvm.func @stack9(%a0: vector<8xf32>, %a1: vector<8xf32>, %a2: vector<8xf32>, %a3: vector<8xf32>, %a4: vector<8xf32>, %a5: vector<8xf32>, %a6: vector<8xf32>, %a7: vector<8xf32>, %a8: vector<8xf32>, %d: f64) -> vector<8xf32> {
  llvm.call @plain(%d) : (f64) -> ()
  llvm.return %a8 : vector<8xf32>
}
