// Vectors crossing calls (SSE registers as llc passes them without AVX) held packed on
// both sides: arguments, results, a recursive accumulation.
module {
  llvm.mlir.global internal @fa(dense<[1.5, -2.25, 0.0, -0.0, 4.0, 0.5, 7.0, 3.0e+38, 1.0e-40, -1.0, 0.1, 100.0, -3.5, 2.0, 12.75, -0.5]> : tensor<16xf32>) : !llvm.array<16 x f32>
  llvm.mlir.global internal @ia(dense<[0, 1, -1, 2147483647, -2147483648, 12345, -77, 1431655765]> : tensor<8xi32>) : !llvm.array<8 x i32>
  llvm.mlir.global internal constant @fmt("%08x\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @dump(%p: !llvm.ptr, %n: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^h(%c0 : i32)
  ^h(%i: i32):
    %c = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %c, ^b, ^e
  ^b:
    %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %w = llvm.load %q : !llvm.ptr -> i32
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%f, %w) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %i2 = llvm.add %i, %c1 : i32
    llvm.br ^h(%i2 : i32)
  ^e:
    llvm.return
  }
  llvm.func @mix(%a: vector<4xf32>, %b: vector<8xf32>, %d: vector<2xf64>, %i: vector<4xi32>) -> vector<8xf32> {
    %s = llvm.shufflevector %a, %a [0, 1, 2, 3, 3, 2, 1, 0] : vector<4xf32>
    %m = llvm.fmul %s, %b : vector<8xf32>
    %f = llvm.sitofp %i : vector<4xi32> to vector<4xf32>
    %w = llvm.shufflevector %f, %f [0, 0, 1, 1, 2, 2, 3, 3] : vector<4xf32>
    %r = llvm.fadd %m, %w : vector<8xf32>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %e = llvm.extractelement %d[%c0 : i32] : vector<2xf64>
    %t = llvm.fptrunc %e : f64 to f32
    %x = llvm.insertelement %t, %r[%c0 : i32] : vector<8xf32>
    llvm.return %x : vector<8xf32>
  }
  llvm.func @twice(%a: vector<4xi32>) -> vector<4xi32> {
    %r = llvm.add %a, %a : vector<4xi32>
    llvm.return %r : vector<4xi32>
  }
  llvm.func @pd(%a: vector<2xf64>, %b: vector<2xf64>) -> vector<2xf64> {
    %r = llvm.fsub %a, %b : vector<2xf64>
    llvm.return %r : vector<2xf64>
  }
  llvm.func @main() -> i32 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %buf = llvm.alloca %one x !llvm.array<64 x i8> {alignment = 32 : i64} : (i64) -> !llvm.ptr
    %p = llvm.mlir.addressof @fa : !llvm.ptr
    %q = llvm.getelementptr %p[4] : (!llvm.ptr) -> !llvm.ptr, f32
    %pi = llvm.mlir.addressof @ia : !llvm.ptr
    %a = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %b = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %d = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> vector<2xf64>
    %i = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr -> vector<4xi32>
    %i2 = llvm.call @twice(%i) : (vector<4xi32>) -> vector<4xi32>
    %i3 = llvm.call @twice(%i2) : (vector<4xi32>) -> vector<4xi32>
    %r = llvm.call @mix(%a, %b, %d, %i3) : (vector<4xf32>, vector<8xf32>, vector<2xf64>, vector<4xi32>) -> vector<8xf32>
    llvm.store %r, %buf {alignment = 1 : i64} : vector<8xf32>, !llvm.ptr
    %c8 = llvm.mlir.constant(8 : i32) : i32
    llvm.call @dump(%buf, %c8) : (!llvm.ptr, i32) -> ()
    %e = llvm.call @pd(%d, %d) : (vector<2xf64>, vector<2xf64>) -> vector<2xf64>
    %e2 = llvm.fadd %e, %d : vector<2xf64>
    llvm.store %e2, %buf {alignment = 1 : i64} : vector<2xf64>, !llvm.ptr
    %c4 = llvm.mlir.constant(4 : i32) : i32
    llvm.call @dump(%buf, %c4) : (!llvm.ptr, i32) -> ()
    llvm.store %i3, %buf {alignment = 1 : i64} : vector<4xi32>, !llvm.ptr
    llvm.call @dump(%buf, %c4) : (!llvm.ptr, i32) -> ()
    %zero = llvm.mlir.constant(0 : i32) : i32
    llvm.return %zero : i32
  }
}
