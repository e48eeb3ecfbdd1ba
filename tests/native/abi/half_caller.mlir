// Calls @hsum (half_callee.mlir) and prints its result.
module {
  llvm.func @printF32(f32)
  llvm.func @printNewline()
  llvm.func @hsum(f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, i32, bf16) -> f16
  llvm.func @main() -> i32 {
    %a = llvm.mlir.constant(0.5 : f16) : f16
    %b = llvm.mlir.constant(1.25 : f16) : f16
    %c = llvm.mlir.constant(-2.0 : f16) : f16
    %d = llvm.mlir.constant(3.0 : f16) : f16
    %i = llvm.mlir.constant(7 : i32) : i32
    %e = llvm.mlir.constant(0.75 : bf16) : bf16
    %r = llvm.call @hsum(%a, %b, %c, %d, %a, %b, %c, %d, %d, %b, %i, %e) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, i32, bf16) -> f16
    %f = llvm.fpext %r : f16 to f32
    llvm.call @printF32(%f) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
