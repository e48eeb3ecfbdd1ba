// Each -entry-point-result kind; the result line is printed as mlir-cpu-runner prints it.
// RUN: rmlir-runner %s -e main -entry-point-result=void -shared-libs=%S/libmlir_runner_utils.so,%S/libmlir_c_runner_utils.so | FileCheck %s --check-prefix=VOID
// RUN: rmlir-runner %s -e answer -entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: rmlir-runner %s -e big --entry-point-result i64 -O0 | FileCheck %s --check-prefix=I64
// RUN: rmlir-runner %s -e half -entry-point-result=f32 -O3 | FileCheck %s --check-prefix=F32
// RUN: rmlir-runner %s -e ninf -entry-point-result=f32 | FileCheck %s --check-prefix=NINF
// The default entry result is f32, as upstream's.
// RUN: rmlir-runner %s -e half | FileCheck %s --check-prefix=F32
// Input from stdin; -mattr/-march/-mcpu are accepted.
// RUN: rmlir-runner -e answer -entry-point-result=i32 -mattr=+avx2 -march=x86-64 -mcpu=native < %s | FileCheck %s --check-prefix=I32
// The result comes first when stdout is a pipe (llvm::outs() is flushed before C stdout).
// RUN: rmlir-runner %s -e prints -entry-point-result=i32 | FileCheck %s --check-prefix=ORDER

llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @printF64(f64)

// VOID: 123
// VOID-NEXT: 2.5
llvm.func @main() {
  %0 = llvm.mlir.constant(123 : i64) : i64
  llvm.call @printI64(%0) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %1 = llvm.mlir.constant(2.5 : f64) : f64
  llvm.call @printF64(%1) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// I32: {{^}}-42{{$}}
llvm.func @answer() -> i32 {
  %0 = llvm.mlir.constant(-42 : i32) : i32
  llvm.return %0 : i32
}

// I64: {{^}}1099511627776{{$}}
llvm.func @big() -> i64 {
  %0 = llvm.mlir.constant(1099511627776 : i64) : i64
  llvm.return %0 : i64
}

// F32: {{^}}1.500000e+00{{$}}
llvm.func @half() -> f32 {
  %0 = llvm.mlir.constant(1.5 : f32) : f32
  llvm.return %0 : f32
}

// NINF: {{^}}-INF{{$}}
llvm.func @ninf() -> f32 {
  %0 = llvm.mlir.constant(0xFF800000 : f32) : f32
  llvm.return %0 : f32
}

// ORDER: {{^}}7{{$}}
// ORDER-NEXT: {{^}}5{{$}}
llvm.func @prints() -> i32 {
  %0 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @printI64(%0) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %1 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %1 : i32
}
