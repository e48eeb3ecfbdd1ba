// Floating-point reductions: in lane order without `reassoc`; with it, llc's order (upper
// half into lower half, then the start value). Lanes chosen so that the orders round
// differently.
module {
  llvm.func @printF32(f32)
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @main() -> i32 {
    %v = llvm.mlir.constant(dense<[1.0e+08, 1.0, -1.0e+08, 1.0]> : vector<4xf32>) : vector<4xf32>
    %z = llvm.mlir.constant(0.0 : f32) : f32
    %a = "llvm.intr.vector.reduce.fadd"(%z, %v) : (f32, vector<4xf32>) -> f32
    llvm.call @printF32(%a) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %b = "llvm.intr.vector.reduce.fadd"(%z, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
    llvm.call @printF32(%b) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %w = llvm.mlir.constant(dense<[3, -7, 12, 5, 9, -2, 8, 1]> : vector<8xi32>) : vector<8xi32>
    %s = "llvm.intr.vector.reduce.add"(%w) : (vector<8xi32>) -> i32
    %m = "llvm.intr.vector.reduce.smin"(%w) : (vector<8xi32>) -> i32
    %u = "llvm.intr.vector.reduce.umax"(%w) : (vector<8xi32>) -> i32
    %s64 = llvm.sext %s : i32 to i64
    %m64 = llvm.sext %m : i32 to i64
    %u64 = llvm.zext %u : i32 to i64
    llvm.call @printI64(%s64) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%m64) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%u64) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %r = llvm.mlir.constant(0 : i32) : i32
    llvm.return %r : i32
  }
}
