llvm.func @printU64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @pw(%v: i128) {
  %lo = llvm.trunc %v : i128 to i64
  %c64 = llvm.mlir.constant(64 : i128) : i128
  %h = llvm.lshr %v, %c64 : i128
  %hi = llvm.trunc %h : i128 to i64
  llvm.call @printU64(%hi) : (i64) -> ()
  llvm.call @printU64(%lo) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @t(%v: i128, %d: f64, %f: f32) {
  %a = llvm.sitofp %v : i128 to f64
  llvm.call @printF64(%a) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %b = llvm.uitofp %v : i128 to f64
  llvm.call @printF64(%b) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %c = llvm.sitofp %v : i128 to f32
  %ce = llvm.fpext %c : f32 to f64
  llvm.call @printF64(%ce) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %e = llvm.uitofp %v : i128 to f32
  %ee = llvm.fpext %e : f32 to f64
  llvm.call @printF64(%ee) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %g = llvm.fptosi %d : f64 to i128
  llvm.call @pw(%g) : (i128) -> ()
  %h = llvm.fptoui %d : f64 to i128
  llvm.call @pw(%h) : (i128) -> ()
  %i = llvm.fptosi %f : f32 to i128
  llvm.call @pw(%i) : (i128) -> ()
  %j = llvm.fptoui %f : f32 to i128
  llvm.call @pw(%j) : (i128) -> ()
  llvm.return
}
llvm.func @main() -> i32 {
  %a = llvm.mlir.constant(-123456789012345678901234567890 : i128) : i128
  %b = llvm.mlir.constant(1.5e30 : f64) : f64
  %c = llvm.mlir.constant(2.5e20 : f32) : f32
  llvm.call @t(%a, %b, %c) : (i128, f64, f32) -> ()
  %d = llvm.mlir.constant(340282366920938463463374607431768211455 : i128) : i128
  %e = llvm.mlir.constant(7.75 : f64) : f64
  %f = llvm.mlir.constant(3.0e25 : f32) : f32
  llvm.call @t(%d, %e, %f) : (i128, f64, f32) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
