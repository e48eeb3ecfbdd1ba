// f16 and bf16: arithmetic promoted to f32 through the compiler-rt/libgcc helpers,
// (bf16 truncation needs __truncsfbf2, which this libgcc lacks: see the lit test)
// conversions, compares, sign operations, loads/stores and vectors of halves.
// Expected output: the llc-19 path.
module {
  llvm.func @printI64(i64)
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.func @ph(%p: !llvm.ptr) {
    %h = llvm.load %p : !llvm.ptr -> f16
    %d = llvm.fpext %h : f16 to f64
    llvm.call @printF64(%d) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %b = llvm.load %p : !llvm.ptr -> i16
    %z = llvm.zext %b : i16 to i64
    llvm.call @printI64(%z) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @pb(%p: !llvm.ptr) {
    %h = llvm.load %p : !llvm.ptr -> bf16
    %d = llvm.fpext %h : bf16 to f64
    llvm.call @printF64(%d) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %b = llvm.load %p : !llvm.ptr -> i16
    %z = llvm.zext %b : i16 to i64
    llvm.call @printI64(%z) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @pi(%x: i64) {
    llvm.call @printI64(%x) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @half_ops(%p: !llvm.ptr, %q: !llvm.ptr, %o: !llvm.ptr) {
    %a = llvm.load %p : !llvm.ptr -> f16
    %b = llvm.load %q : !llvm.ptr -> f16
    %s = llvm.fadd %a, %b : f16
    llvm.store %s, %o : f16, !llvm.ptr
    llvm.call @ph(%o) : (!llvm.ptr) -> ()
    %m = llvm.fmul %s, %a : f16
    %d = llvm.fdiv %m, %b : f16
    llvm.store %d, %o : f16, !llvm.ptr
    llvm.call @ph(%o) : (!llvm.ptr) -> ()
    %n = llvm.fneg %d : f16
    llvm.store %n, %o : f16, !llvm.ptr
    llvm.call @ph(%o) : (!llvm.ptr) -> ()
    %f = llvm.intr.floor(%n) : (f16) -> f16
    llvm.store %f, %o : f16, !llvm.ptr
    llvm.call @ph(%o) : (!llvm.ptr) -> ()
    %c = llvm.fcmp "olt" %a, %b : f16
    %z = llvm.zext %c : i1 to i64
    llvm.call @pi(%z) : (i64) -> ()
    %i = llvm.fptosi %m : f16 to i32
    %ie = llvm.sext %i : i32 to i64
    llvm.call @pi(%ie) : (i64) -> ()
    %k = llvm.mlir.constant(1000001 : i32) : i32
    %kf = llvm.sitofp %k : i32 to f16
    llvm.store %kf, %o : f16, !llvm.ptr
    llvm.call @ph(%o) : (!llvm.ptr) -> ()
    %big = llvm.mlir.constant(1.00048828125 : f64) : f64
    %t = llvm.fptrunc %big : f64 to f16
    llvm.store %t, %o : f16, !llvm.ptr
    llvm.call @ph(%o) : (!llvm.ptr) -> ()
    %bigf = llvm.mlir.constant(65519.0 : f32) : f32
    %t2 = llvm.fptrunc %bigf : f32 to f16
    llvm.store %t2, %o : f16, !llvm.ptr
    llvm.call @ph(%o) : (!llvm.ptr) -> ()
    %hc = llvm.mlir.constant(2.5 : f16) : f16
    %sel = llvm.select %c, %hc, %a : i1, f16
    %sum = llvm.fsub %sel, %hc : f16
    llvm.store %sum, %o : f16, !llvm.ptr
    llvm.call @ph(%o) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @bf_ops(%p: !llvm.ptr, %q: !llvm.ptr, %o: !llvm.ptr) {
    %a = llvm.load %p : !llvm.ptr -> bf16
    %b = llvm.load %q : !llvm.ptr -> bf16
    llvm.call @pb(%p) : (!llvm.ptr) -> ()
    llvm.call @pb(%q) : (!llvm.ptr) -> ()
    %c = llvm.fcmp "ugt" %a, %b : bf16
    %z = llvm.zext %c : i1 to i64
    llvm.call @pi(%z) : (i64) -> ()
    llvm.return
  }
  llvm.func @vec_half(%p: !llvm.ptr, %o: !llvm.ptr) {
    %v = llvm.load %p : !llvm.ptr -> vector<4xf16>
    %w = llvm.fadd %v, %v : vector<4xf16>
    llvm.store %w, %o : vector<4xf16>, !llvm.ptr
    llvm.return
  }
  llvm.func @main() -> i32 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
    %q = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
    %o = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
    %a = llvm.mlir.constant(1.5 : f16) : f16
    %b = llvm.mlir.constant(-0.3 : f16) : f16
    llvm.store %a, %p : f16, !llvm.ptr
    llvm.store %b, %q : f16, !llvm.ptr
    llvm.call @half_ops(%p, %q, %o) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    %ab = llvm.mlir.constant(1.7 : bf16) : bf16
    %bb = llvm.mlir.constant(-300.5 : bf16) : bf16
    llvm.store %ab, %p : bf16, !llvm.ptr
    llvm.store %bb, %q : bf16, !llvm.ptr
    llvm.call @bf_ops(%p, %q, %o) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    %vp = llvm.alloca %one x vector<4xf16> : (i64) -> !llvm.ptr
    %vo = llvm.alloca %one x vector<4xf16> : (i64) -> !llvm.ptr
    %vc = llvm.mlir.constant(dense<[1.0, 2.5, -7.0, 65000.0]> : vector<4xf16>) : vector<4xf16>
    llvm.store %vc, %vp : vector<4xf16>, !llvm.ptr
    llvm.call @vec_half(%vp, %vo) : (!llvm.ptr, !llvm.ptr) -> ()
    %vl = llvm.load %vo : !llvm.ptr -> i64
    llvm.call @pi(%vl) : (i64) -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
