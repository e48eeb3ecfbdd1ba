// Results with a third and fourth float field: llc returns those in st0 and st1.
module {
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.func @three(%a: f64) -> !llvm.struct<(f64, f32, f64, f32, i64)> {
    %u = llvm.mlir.undef : !llvm.struct<(f64, f32, f64, f32, i64)>
    %c1 = llvm.mlir.constant(1.5 : f32) : f32
    %c2 = llvm.mlir.constant(2.5 : f64) : f64
    %c3 = llvm.mlir.constant(-7.25 : f32) : f32
    %c4 = llvm.mlir.constant(42 : i64) : i64
    %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(f64, f32, f64, f32, i64)>
    %1 = llvm.insertvalue %c1, %0[1] : !llvm.struct<(f64, f32, f64, f32, i64)>
    %2 = llvm.insertvalue %c2, %1[2] : !llvm.struct<(f64, f32, f64, f32, i64)>
    %3 = llvm.insertvalue %c3, %2[3] : !llvm.struct<(f64, f32, f64, f32, i64)>
    %4 = llvm.insertvalue %c4, %3[4] : !llvm.struct<(f64, f32, f64, f32, i64)>
    llvm.return %4 : !llvm.struct<(f64, f32, f64, f32, i64)>
  }
}
