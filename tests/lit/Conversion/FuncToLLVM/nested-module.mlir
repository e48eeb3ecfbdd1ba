// Functions in nested modules are converted too.
// RUN: rmlir-opt %s -convert-func-to-llvm | FileCheck %s

func.func @outer(%a: index) -> index {
  return %a : index
}
module @inner {
  func.func private @decl(i32) -> (i32, i32)
  func.func @g(%x: i32) -> i32 {
    %r:2 = call @decl(%x) : (i32) -> (i32, i32)
    return %r#1 : i32
  }
}

// CHECK-LABEL: llvm.func @outer(%arg0: i64) -> i64 {
// CHECK-NEXT:  llvm.return %arg0 : i64
// CHECK-NEXT:  }
// CHECK:       module @inner {
// CHECK-LABEL: llvm.func @decl(i32) -> !llvm.struct<(i32, i32)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = llvm.call @decl(%arg0) : (i32) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:  llvm.return %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  }
