// Entry block arguments change type in place: converted users take the new arguments, the
// others see casts back (built last argument first, as upstream); casts already in the input
// stay. A function whose signature does not convert stays func.func, its body ops lowered.
// RUN: rmlir-opt %s -allow-unregistered-dialect -convert-func-to-llvm | FileCheck %s

func.func @casts(%a: index, %b: index, %c: index) -> index {
  "test.use"(%b) : (index) -> ()
  "test.use"(%c, %a) : (index, index) -> ()
  %r = "test.def"() : () -> index
  %s = call @casts(%a, %r, %c) : (index, index, index) -> index
  "test.use"(%s) : (index) -> ()
  %0 = builtin.unrealized_conversion_cast %a : index to i64
  "test.use"(%0) : (i64) -> ()
  return %c : index
}
func.func @tensor_result(%a: index) -> tensor<2xf32> {
  %t = "test.def"() : () -> tensor<2xf32>
  %0 = call @casts(%a, %a, %a) : (index, index, index) -> index
  return %t : tensor<2xf32>
}

// CHECK-LABEL: llvm.func @casts(%arg0: i64, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg2 : i64 to index
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:  "test.use"(%1) : (index) -> ()
// CHECK-NEXT:  "test.use"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:  %3 = "test.def"() : () -> index
// CHECK-NEXT:  %4 = builtin.unrealized_conversion_cast %3 : index to i64
// CHECK-NEXT:  %5 = llvm.call @casts(%arg0, %4, %arg2) : (i64, i64, i64) -> i64
// CHECK-NEXT:  %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT:  "test.use"(%6) : (index) -> ()
// CHECK-NEXT:  %7 = builtin.unrealized_conversion_cast %2 : index to i64
// CHECK-NEXT:  "test.use"(%7) : (i64) -> ()
// CHECK-NEXT:  llvm.return %arg2 : i64
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @tensor_result(%arg0: index) -> tensor<2xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:  %1 = "test.def"() : () -> tensor<2xf32>
// CHECK-NEXT:  %2 = llvm.call @casts(%0, %0, %0) : (i64, i64, i64) -> i64
// CHECK-NEXT:  return %1 : tensor<2xf32>
// CHECK-NEXT:  }
