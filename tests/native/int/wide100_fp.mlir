// Conversions between 100-bit integers and floats: extended to 128 bits for the
// compiler-rt helpers (__floattidf ...). Expected output: the llc-19 path.
module {
  llvm.func @printF64(f64)
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @conv(%a: i100, %x: f64) {
    %s = llvm.sitofp %a : i100 to f64
    %u = llvm.uitofp %a : i100 to f64
    %sf = llvm.sitofp %a : i100 to f32
    %sfe = llvm.fpext %sf : f32 to f64
    llvm.call @printF64(%s) : (f64) -> ()
    llvm.call @printF64(%u) : (f64) -> ()
    llvm.call @printF64(%sfe) : (f64) -> ()
    %i = llvm.fptosi %x : f64 to i100
    %c = llvm.mlir.constant(64 : i100) : i100
    %lo = llvm.trunc %i : i100 to i64
    %h = llvm.ashr %i, %c : i100
    %hi = llvm.trunc %h : i100 to i64
    llvm.call @printI64(%lo) : (i64) -> ()
    llvm.call @printI64(%hi) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() -> i32 {
    %a = llvm.mlir.constant(-123456789012345678901234567 : i100) : i100
    %b = llvm.mlir.constant(98765432109876543210 : i100) : i100
    %x = llvm.mlir.constant(-3.0e+25 : f64) : f64
    %y = llvm.mlir.constant(1.5e+20 : f64) : f64
    llvm.call @conv(%a, %x) : (i100, f64) -> ()
    llvm.call @conv(%b, %y) : (i100, f64) -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
