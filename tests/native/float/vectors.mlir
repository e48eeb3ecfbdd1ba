// Scalarized llvm vectors: elementwise arithmetic, compares, selects and casts,
// extractelement/insertelement (constant and dynamic index), shufflevector, vector
// loads/stores and the fmax/fmin/fmaximum/fminimum reductions. Expected output: the llc-19 path.
module {
  llvm.func @printI64(i64)
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.func @pf(%x: f32) {
    %d = llvm.fpext %x : f32 to f64
    llvm.call @printF64(%d) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @pi(%x: i64) {
    llvm.call @printI64(%x) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @show4f(%p: !llvm.ptr) {
    %v = llvm.load %p : !llvm.ptr -> vector<4xf32>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %a = llvm.extractelement %v[%c0 : i32] : vector<4xf32>
    %b = llvm.extractelement %v[%c1 : i32] : vector<4xf32>
    %c = llvm.extractelement %v[%c2 : i32] : vector<4xf32>
    %d = llvm.extractelement %v[%c3 : i32] : vector<4xf32>
    llvm.call @pf(%a) : (f32) -> ()
    llvm.call @pf(%b) : (f32) -> ()
    llvm.call @pf(%c) : (f32) -> ()
    llvm.call @pf(%d) : (f32) -> ()
    llvm.return
  }
  llvm.func @show2i(%p: !llvm.ptr) {
    %v = llvm.load %p : !llvm.ptr -> vector<2xi64>
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.extractelement %v[%c0 : i64] : vector<2xi64>
    %b = llvm.extractelement %v[%c1 : i64] : vector<2xi64>
    llvm.call @pi(%a) : (i64) -> ()
    llvm.call @pi(%b) : (i64) -> ()
    llvm.return
  }
  // Elementwise float ops on vectors loaded from memory.
  llvm.func @farith(%p: !llvm.ptr, %q: !llvm.ptr, %o: !llvm.ptr) {
    %a = llvm.load %p : !llvm.ptr -> vector<4xf32>
    %b = llvm.load %q : !llvm.ptr -> vector<4xf32>
    %s = llvm.fadd %a, %b : vector<4xf32>
    %m = llvm.fmul %s, %a : vector<4xf32>
    %d = llvm.fdiv %m, %b : vector<4xf32>
    %n = llvm.fneg %d : vector<4xf32>
    %f = llvm.intr.floor(%n) : (vector<4xf32>) -> vector<4xf32>
    %c = llvm.fcmp "olt" %a, %b : vector<4xf32>
    %r = llvm.select %c, %f, %a : vector<4xi1>, vector<4xf32>
    %mx = llvm.intr.maximum(%r, %b) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    llvm.store %mx, %o : vector<4xf32>, !llvm.ptr
    llvm.return
  }
  llvm.func @iarith(%p: !llvm.ptr, %o: !llvm.ptr) {
    %a = llvm.load %p : !llvm.ptr -> vector<2xi64>
    %k = llvm.mlir.constant(dense<[3, -5]> : vector<2xi64>) : vector<2xi64>
    %s = llvm.mul %a, %k : vector<2xi64>
    %t = llvm.sdiv %s, %k : vector<2xi64>
    %u = llvm.add %t, %k : vector<2xi64>
    %c = llvm.icmp "sgt" %u, %k : vector<2xi64>
    %z = llvm.zext %c : vector<2xi1> to vector<2xi64>
    %sh = llvm.shl %u, %z : vector<2xi64>
    %tr = llvm.trunc %sh : vector<2xi64> to vector<2xi32>
    %se = llvm.sext %tr : vector<2xi32> to vector<2xi64>
    llvm.store %se, %o : vector<2xi64>, !llvm.ptr
    llvm.return
  }
  llvm.func @dyn_extract(%p: !llvm.ptr, %i: i32) -> f32 {
    %v = llvm.load %p : !llvm.ptr -> vector<4xf32>
    %e = llvm.extractelement %v[%i : i32] : vector<4xf32>
    llvm.return %e : f32
  }
  llvm.func @dyn_insert(%p: !llvm.ptr, %i: i64, %x: f32) {
    %v = llvm.load %p : !llvm.ptr -> vector<4xf32>
    %w = llvm.insertelement %x, %v[%i : i64] : vector<4xf32>
    llvm.store %w, %p : vector<4xf32>, !llvm.ptr
    llvm.return
  }
  llvm.func @shuffle(%p: !llvm.ptr, %q: !llvm.ptr, %o: !llvm.ptr) {
    %a = llvm.load %p : !llvm.ptr -> vector<4xf32>
    %b = llvm.load %q : !llvm.ptr -> vector<4xf32>
    %s = llvm.shufflevector %a, %b [7, 0, 5, 2] : vector<4xf32>
    llvm.store %s, %o : vector<4xf32>, !llvm.ptr
    llvm.return
  }
  llvm.func @convert(%p: !llvm.ptr, %o: !llvm.ptr) {
    %a = llvm.load %p : !llvm.ptr -> vector<4xf32>
    %i = llvm.fptosi %a : vector<4xf32> to vector<4xi32>
    %f = llvm.sitofp %i : vector<4xi32> to vector<4xf32>
    %c = llvm.mlir.constant(dense<0.5> : vector<4xf32>) : vector<4xf32>
    %g = llvm.fadd %f, %c : vector<4xf32>
    llvm.store %g, %o : vector<4xf32>, !llvm.ptr
    llvm.return
  }
  llvm.func @reduce(%p: !llvm.ptr) {
    %a = llvm.load %p : !llvm.ptr -> vector<4xf32>
    %x = llvm.intr.vector.reduce.fmax(%a) : (vector<4xf32>) -> f32
    %y = llvm.intr.vector.reduce.fmin(%a) : (vector<4xf32>) -> f32
    %z = llvm.intr.vector.reduce.fmaximum(%a) : (vector<4xf32>) -> f32
    %w = llvm.intr.vector.reduce.fminimum(%a) : (vector<4xf32>) -> f32
    llvm.call @pf(%x) : (f32) -> ()
    llvm.call @pf(%y) : (f32) -> ()
    llvm.call @pf(%z) : (f32) -> ()
    llvm.call @pf(%w) : (f32) -> ()
    llvm.return
  }
  llvm.func @main() -> i32 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.alloca %one x vector<4xf32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %q = llvm.alloca %one x vector<4xf32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %o = llvm.alloca %one x vector<4xf32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %ip = llvm.alloca %one x vector<2xi64> {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %io = llvm.alloca %one x vector<2xi64> {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %va = llvm.mlir.constant(dense<[1.5, -2.25, 3.0, 0.125]> : vector<4xf32>) : vector<4xf32>
    %vb = llvm.mlir.constant(dense<[2.0, -4.0, 1.0, 0.5]> : vector<4xf32>) : vector<4xf32>
    llvm.store %va, %p : vector<4xf32>, !llvm.ptr
    llvm.store %vb, %q : vector<4xf32>, !llvm.ptr
    llvm.call @farith(%p, %q, %o) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    llvm.call @show4f(%o) : (!llvm.ptr) -> ()
    %vi = llvm.mlir.constant(dense<[7, -100]> : vector<2xi64>) : vector<2xi64>
    llvm.store %vi, %ip : vector<2xi64>, !llvm.ptr
    llvm.call @iarith(%ip, %io) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @show2i(%io) : (!llvm.ptr) -> ()
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %e0 = llvm.call @dyn_extract(%p, %c0) : (!llvm.ptr, i32) -> f32
    %e3 = llvm.call @dyn_extract(%p, %c3) : (!llvm.ptr, i32) -> f32
    llvm.call @pf(%e0) : (f32) -> ()
    llvm.call @pf(%e3) : (f32) -> ()
    %i2 = llvm.mlir.constant(2 : i64) : i64
    %x = llvm.mlir.constant(42.5 : f32) : f32
    llvm.call @dyn_insert(%p, %i2, %x) : (!llvm.ptr, i64, f32) -> ()
    llvm.call @show4f(%p) : (!llvm.ptr) -> ()
    llvm.call @shuffle(%p, %q, %o) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    llvm.call @show4f(%o) : (!llvm.ptr) -> ()
    llvm.call @convert(%p, %o) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @show4f(%o) : (!llvm.ptr) -> ()
    llvm.call @reduce(%p) : (!llvm.ptr) -> ()
    %vz = llvm.mlir.constant(dense<[0.0, -0.0, -0.0, 0.0]> : vector<4xf32>) : vector<4xf32>
    llvm.store %vz, %q : vector<4xf32>, !llvm.ptr
    llvm.call @reduce(%q) : (!llvm.ptr) -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
