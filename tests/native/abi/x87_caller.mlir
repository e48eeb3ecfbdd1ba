// Calls @three (x87_callee.mlir) and prints every field of its result.
module {
  llvm.func @printF64(f64)
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @three(f64) -> !llvm.struct<(f64, f32, f64, f32, i64)>
  llvm.func @main() -> i32 {
    %a = llvm.mlir.constant(0.125 : f64) : f64
    %r = llvm.call @three(%a) : (f64) -> !llvm.struct<(f64, f32, f64, f32, i64)>
    %0 = llvm.extractvalue %r[0] : !llvm.struct<(f64, f32, f64, f32, i64)>
    %1 = llvm.extractvalue %r[1] : !llvm.struct<(f64, f32, f64, f32, i64)>
    %2 = llvm.extractvalue %r[2] : !llvm.struct<(f64, f32, f64, f32, i64)>
    %3 = llvm.extractvalue %r[3] : !llvm.struct<(f64, f32, f64, f32, i64)>
    %4 = llvm.extractvalue %r[4] : !llvm.struct<(f64, f32, f64, f32, i64)>
    %e1 = llvm.fpext %1 : f32 to f64
    %e3 = llvm.fpext %3 : f32 to f64
    llvm.call @printF64(%0) : (f64) -> ()
    llvm.call @printF64(%e1) : (f64) -> ()
    llvm.call @printF64(%2) : (f64) -> ()
    llvm.call @printF64(%e3) : (f64) -> ()
    llvm.call @printI64(%4) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
