// RUN: rmlir-opt %s --convert-to-llvm | FileCheck %s
// RUN: rmlir-opt %s --convert-to-llvm="filter-dialects=math,ub" | FileCheck %s --check-prefix=FILTER
// RUN: not rmlir-opt %s --convert-to-llvm="filter-dialects=scf" 2>&1 | FileCheck %s --check-prefix=NOTLOADED
// RUN: not rmlir-opt %s --convert-to-llvm="filter-dialects=builtin" 2>&1 | FileCheck %s --check-prefix=NOIFACE

// convert-to-llvm applies the lowerings of every dialect (or of the filtered ones) in one
// conversion; a filtered dialect must be used by the input, as upstream loads dialects lazily.

// CHECK: llvm.func @mixed(%arg0: i64, %arg1: f32) -> !llvm.struct<(f32, i32)> {
// CHECK-NEXT:   %0 = llvm.add %arg0, %arg0 : i64
// CHECK-NEXT:   %1 = llvm.intr.exp(%arg1)  : (f32) -> f32
// CHECK-NEXT:   %2 = llvm.fadd %1, %arg1  : f32
// CHECK-NEXT:   %3 = llvm.mlir.poison : i32
// CHECK-NEXT:   %4 = llvm.mlir.undef : !llvm.struct<(f32, i32)>
// CHECK-NEXT:   %5 = llvm.insertvalue %2, %4[0] : !llvm.struct<(f32, i32)> 
// CHECK-NEXT:   %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(f32, i32)> 
// CHECK-NEXT:   llvm.return %6 : !llvm.struct<(f32, i32)>
// CHECK-NEXT: }
// CHECK-NEXT: }

// FILTER: func.func @mixed(%arg0: index, %arg1: f32) -> (f32, i32) {
// FILTER-NEXT:   %0 = index.add %arg0, %arg0
// FILTER-NEXT:   %1 = llvm.intr.exp(%arg1)  : (f32) -> f32
// FILTER-NEXT:   %2 = arith.addf %1, %arg1 : f32
// FILTER-NEXT:   %3 = llvm.mlir.poison : i32
// FILTER-NEXT:   return %2, %3 : f32, i32
// FILTER-NEXT: }
// FILTER-NEXT: }

// NOTLOADED: error: dialect not loaded: scf
// NOIFACE: error: dialect does not implement ConvertToLLVMPatternInterface: builtin

func.func @mixed(%a: index, %b: f32) -> (f32, i32) {
  %0 = index.add %a, %a
  %1 = math.exp %b : f32
  %2 = arith.addf %1, %b : f32
  %p = ub.poison : i32
  return %2, %p : f32, i32
}
