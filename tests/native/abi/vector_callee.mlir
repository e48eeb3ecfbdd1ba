// Vector arguments and results in SSE registers (and on the stack once xmm0-7 are taken), as
// llc passes them: 128-bit vectors packed in one register, smaller ones in the low lanes,
// 256-bit ones split over two registers, i1 masks promoted (<4 x i1> as <4 x i32>, <8 x i1>
// as <8 x i16>), results in xmm0-xmm3.
module {
  llvm.func @vf(%a: vector<4xf32>, %b: vector<2xf64>, %d: vector<2xf32>, %c: vector<4xi32>) -> vector<4xf32> {
    %cf = llvm.sitofp %c : vector<4xi32> to vector<4xf32>
    %r = llvm.fadd %a, %cf : vector<4xf32>
    %i0 = llvm.mlir.constant(0 : i64) : i64
    %i1 = llvm.mlir.constant(1 : i64) : i64
    %i3 = llvm.mlir.constant(3 : i64) : i64
    %d1 = llvm.extractelement %d[%i1 : i64] : vector<2xf32>
    %r0 = llvm.extractelement %r[%i0 : i64] : vector<4xf32>
    %s0 = llvm.fadd %r0, %d1 : f32
    %r1 = llvm.insertelement %s0, %r[%i0 : i64] : vector<4xf32>
    %b1 = llvm.extractelement %b[%i1 : i64] : vector<2xf64>
    %b1f = llvm.fptrunc %b1 : f64 to f32
    %r3 = llvm.extractelement %r1[%i3 : i64] : vector<4xf32>
    %s3 = llvm.fadd %r3, %b1f : f32
    %r2 = llvm.insertelement %s3, %r1[%i3 : i64] : vector<4xf32>
    llvm.return %r2 : vector<4xf32>
  }
  llvm.func @vmask(%m: vector<4xi1>, %q: vector<8xi1>, %p: vector<8xi16>, %t: vector<16xi8>, %u: vector<2xi64>) -> i64 {
    %mz = llvm.zext %m : vector<4xi1> to vector<4xi64>
    %w4 = llvm.mlir.constant(dense<[1, 2, 4, 8]> : vector<4xi64>) : vector<4xi64>
    %mw = llvm.mul %mz, %w4 : vector<4xi64>
    %ms = "llvm.intr.vector.reduce.add"(%mw) : (vector<4xi64>) -> i64
    %qz = llvm.zext %q : vector<8xi1> to vector<8xi64>
    %w8 = llvm.mlir.constant(dense<[16, 32, 64, 128, 256, 512, 1024, 2048]> : vector<8xi64>) : vector<8xi64>
    %qw = llvm.mul %qz, %w8 : vector<8xi64>
    %qs = "llvm.intr.vector.reduce.add"(%qw) : (vector<8xi64>) -> i64
    %pz = llvm.sext %p : vector<8xi16> to vector<8xi64>
    %ps = "llvm.intr.vector.reduce.add"(%pz) : (vector<8xi64>) -> i64
    %tz = llvm.zext %t : vector<16xi8> to vector<16xi64>
    %ts = "llvm.intr.vector.reduce.add"(%tz) : (vector<16xi64>) -> i64
    %us = "llvm.intr.vector.reduce.xor"(%u) : (vector<2xi64>) -> i64
    %k = llvm.mlir.constant(100000 : i64) : i64
    %a1 = llvm.add %ms, %qs : i64
    %a2 = llvm.mul %ps, %k : i64
    %a3 = llvm.add %a1, %a2 : i64
    %k2 = llvm.mlir.constant(10000000000 : i64) : i64
    %a4 = llvm.mul %ts, %k2 : i64
    %a5 = llvm.add %a3, %a4 : i64
    %a6 = llvm.add %a5, %us : i64
    llvm.return %a6 : i64
  }
  // Seven doubles take xmm0-6, %v0 xmm7, then %v1 and %v2 go on the stack around %y.
  llvm.func @vstack(%x0: f64, %x1: f64, %x2: f64, %x3: f64, %x4: f64, %x5: f64, %x6: f64, %v0: vector<2xf64>, %y: f64, %v1: vector<2xf64>, %v2: vector<4xi32>) -> vector<8xf32> {
    %t = llvm.fadd %v0, %v1 : vector<2xf64>
    %c10 = llvm.mlir.constant(dense<10.0> : vector<2xf64>) : vector<2xf64>
    %t2 = llvm.fmul %t, %c10 : vector<2xf64>
    %tf = llvm.fptrunc %t2 : vector<2xf64> to vector<2xf32>
    %v2f = llvm.sitofp %v2 : vector<4xi32> to vector<4xf32>
    %yf = llvm.fptrunc %y : f64 to f32
    %x6f = llvm.fptrunc %x6 : f64 to f32
    %i0 = llvm.mlir.constant(0 : i64) : i64
    %w = llvm.shufflevector %tf, %tf [0, 1, 0, 1] : vector<2xf32>
    %wy = llvm.insertelement %yf, %w[%i0 : i64] : vector<4xf32>
    %r = llvm.shufflevector %v2f, %wy [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>
    %i7 = llvm.mlir.constant(7 : i64) : i64
    %r2 = llvm.insertelement %x6f, %r[%i7 : i64] : vector<8xf32>
    llvm.return %r2 : vector<8xf32>
  }
  // Too large for xmm0-3: returned through a hidden pointer.
  llvm.func @vhuge(%a: vector<8xf32>) -> vector<20xf32> {
    %r = llvm.shufflevector %a, %a [7, 6, 5, 4, 3, 2, 1, 0, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3] : vector<8xf32>
    llvm.return %r : vector<20xf32>
  }
  llvm.func @vptr(%p: !llvm.vec<2 x ptr>, %k: vector<2xi32>) -> !llvm.vec<2 x ptr> {
    %r = llvm.getelementptr %p[%k] : (!llvm.vec<2 x ptr>, vector<2xi32>) -> !llvm.vec<2 x ptr>, i64
    llvm.return %r : !llvm.vec<2 x ptr>
  }
}
