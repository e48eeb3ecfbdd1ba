// LLVM aggregates holding builtin types convert their elements: literal structs, arrays
// and function types in place, identified structs as "_Converted.<name>" (recursive
// references kept; an existing struct of that name must have the same body, otherwise
// the function does not convert).
// RUN: rmlir-opt %s -convert-func-to-llvm -split-input-file | FileCheck %s

func.func private @literal(!llvm.struct<(index, array<3 x index>)>, !llvm.array<2 x struct<packed (i1, index)>>)
func.func private @recursive(!llvm.struct<"node", (ptr, struct<"node">, index)>) -> !llvm.struct<"node", (ptr, struct<"node">, index)>

// -----

func.func private @taken(!llvm.struct<"_Converted.pair", (i32)>)
func.func private @clash(!llvm.struct<"pair", (index)>)

// CHECK:        llvm.func @literal(!llvm.struct<(i64, array<3 x i64>)>, !llvm.array<2 x struct<packed (i1, i64)>>) attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @recursive(!llvm.struct<"_Converted.node", (ptr, struct<"_Converted.node">, i64)>) -> !llvm.struct<"_Converted.node", (ptr, struct<"_Converted.node">, i64)> attributes {sym_visibility = "private"}
// CHECK-NEXT: }
// CHECK:        llvm.func @taken(!llvm.struct<"_Converted.pair", (i32)>) attributes {sym_visibility = "private"}
// CHECK-NEXT:   func.func private @clash(!llvm.struct<"pair", (index)>)
// CHECK-NEXT: }
