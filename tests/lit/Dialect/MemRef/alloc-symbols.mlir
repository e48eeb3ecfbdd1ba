// RUN: rmlir-opt %s | FileCheck %s

// A strided layout has a symbol per dynamic offset and stride (its affine map's symbols).
// CHECK-LABEL: func.func @alloc_strided_symbols
// CHECK: memref.alloc()[%arg0, %arg0] : memref<4xf32, strided<[?], offset: ?>>
func.func @alloc_strided_symbols(%a: index) {
  %0 = memref.alloc()[%a, %a] : memref<4xf32, strided<[?], offset: ?>>
  return
}
