// 256-bit vectors with AVX (`-mattr=+avx`, `+avx2`): each in ONE ymm register (ymm0-7 for
// arguments, then 32-byte aligned 32-byte stack slots; results in ymm0-ymm3), as llc passes
// them; 512-bit ones in two ymm registers. Lane counts that are not a power of two widen into
// one register when they fit (<6 x f32>, <3 x f64> in a ymm with AVX) and are otherwise
// passed lane by lane (<12 x f32>; without AVX <6 x f32> and <3 x f64> too). Built and cross-linked with ymm_caller.mlir.
module {
  llvm.func @y8(%a: vector<8xf32>, %b: vector<8xi32>, %x: i32, %q: vector<4xf32>, %c: vector<4xf64>) -> vector<8xf32> {
    %bf = llvm.sitofp %b : vector<8xi32> to vector<8xf32>
    %s = llvm.fadd %a, %bf : vector<8xf32>
    %xf = llvm.sitofp %x : i32 to f32
    %i2 = llvm.mlir.constant(2 : i64) : i64
    %i3 = llvm.mlir.constant(3 : i64) : i64
    %i7 = llvm.mlir.constant(7 : i64) : i64
    %q2 = llvm.extractelement %q[%i2 : i64] : vector<4xf32>
    %c3 = llvm.extractelement %c[%i3 : i64] : vector<4xf64>
    %c3f = llvm.fptrunc %c3 : f64 to f32
    %s7 = llvm.extractelement %s[%i7 : i64] : vector<8xf32>
    %t0 = llvm.fadd %s7, %xf : f32
    %t1 = llvm.fadd %t0, %q2 : f32
    %t2 = llvm.fadd %t1, %c3f : f32
    %r = llvm.insertelement %t2, %s[%i7 : i64] : vector<8xf32>
    llvm.return %r : vector<8xf32>
  }
  llvm.func @y16(%a: vector<16xf32>, %b: vector<8xi32>) -> vector<16xf32> {
    %bb = llvm.shufflevector %b, %b [0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0] : vector<8xi32>
    %bf = llvm.sitofp %bb : vector<16xi32> to vector<16xf32>
    %r = llvm.fmul %a, %bf : vector<16xf32>
    llvm.return %r : vector<16xf32>
  }
  llvm.func @ystack(%a0: vector<8xf32>, %a1: vector<8xf32>, %a2: vector<8xf32>, %a3: vector<8xf32>, %a4: vector<8xf32>, %a5: vector<8xf32>, %a6: vector<8xf32>, %a7: vector<8xf32>, %a8: vector<8xf32>, %d: f64, %q: vector<4xf32>) -> vector<4xf64> {
    %s1 = llvm.fadd %a0, %a1 : vector<8xf32>
    %s2 = llvm.fadd %s1, %a2 : vector<8xf32>
    %s3 = llvm.fadd %s2, %a3 : vector<8xf32>
    %s4 = llvm.fadd %s3, %a4 : vector<8xf32>
    %s5 = llvm.fadd %s4, %a5 : vector<8xf32>
    %s6 = llvm.fadd %s5, %a6 : vector<8xf32>
    %s7 = llvm.fadd %s6, %a7 : vector<8xf32>
    %s8 = llvm.fadd %s7, %a8 : vector<8xf32>
    %lo = llvm.shufflevector %s8, %s8 [0, 2, 5, 7] : vector<8xf32>
    %w = llvm.fpext %lo : vector<4xf32> to vector<4xf64>
    %i0 = llvm.mlir.constant(0 : i64) : i64
    %i3 = llvm.mlir.constant(3 : i64) : i64
    %w0 = llvm.extractelement %w[%i0 : i64] : vector<4xf64>
    %e0 = llvm.fadd %w0, %d : f64
    %r0 = llvm.insertelement %e0, %w[%i0 : i64] : vector<4xf64>
    %q3 = llvm.extractelement %q[%i3 : i64] : vector<4xf32>
    %q3d = llvm.fpext %q3 : f32 to f64
    %r1 = llvm.insertelement %q3d, %r0[%i3 : i64] : vector<4xf64>
    llvm.return %r1 : vector<4xf64>
  }
  llvm.func @yb(%a: vector<32xi8>, %m: vector<4xi64>) -> vector<4xi64> {
    %z = llvm.zext %a : vector<32xi8> to vector<32xi64>
    %s = "llvm.intr.vector.reduce.add"(%z) : (vector<32xi64>) -> i64
    %i1 = llvm.mlir.constant(1 : i64) : i64
    %m1 = llvm.extractelement %m[%i1 : i64] : vector<4xi64>
    %t = llvm.add %m1, %s : i64
    %r = llvm.insertelement %t, %m[%i1 : i64] : vector<4xi64>
    llvm.return %r : vector<4xi64>
  }
  llvm.func @y6(%a: vector<6xf32>, %b: vector<3xf64>, %c: vector<12xf32>) -> vector<3xf64> {
    %i1 = llvm.mlir.constant(1 : i64) : i64
    %i5 = llvm.mlir.constant(5 : i64) : i64
    %i11 = llvm.mlir.constant(11 : i64) : i64
    %a5 = llvm.extractelement %a[%i5 : i64] : vector<6xf32>
    %c11 = llvm.extractelement %c[%i11 : i64] : vector<12xf32>
    %s = llvm.fadd %a5, %c11 : f32
    %sd = llvm.fpext %s : f32 to f64
    %b1 = llvm.extractelement %b[%i1 : i64] : vector<3xf64>
    %t = llvm.fadd %b1, %sd : f64
    %r = llvm.insertelement %t, %b[%i1 : i64] : vector<3xf64>
    llvm.return %r : vector<3xf64>
  }
  llvm.func @y6r(%a: vector<6xf32>, %x: f32) -> vector<6xf32> {
    %i0 = llvm.mlir.constant(0 : i64) : i64
    %r = llvm.insertelement %x, %a[%i0 : i64] : vector<6xf32>
    llvm.return %r : vector<6xf32>
  }
}
