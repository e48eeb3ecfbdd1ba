// ub.poison becomes llvm.mlir.poison of the converted type; unconvertible types stay.
// RUN: rmlir-opt %s -convert-ub-to-llvm=index-bitwidth=32 | FileCheck %s

func.func @poison() -> (index, vector<2x3xf32>) {
  %0 = ub.poison : index
  %1 = ub.poison : vector<2x3xf32>
  %2 = ub.poison : !llvm.ptr<3>
  %3 = ub.poison : tensor<2xf32>
  return %0, %1 : index, vector<2x3xf32>
}

// CHECK-LABEL: func.func @poison() -> (index, vector<2x3xf32>) {
// CHECK-NEXT: %0 = llvm.mlir.poison : i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i32 to index
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %4 = llvm.mlir.poison : !llvm.ptr<3>
// CHECK-NEXT: %5 = ub.poison : tensor<2xf32>
// CHECK-NEXT: return %1, %3 : index, vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
