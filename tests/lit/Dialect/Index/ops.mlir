// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @ops(
// CHECK-NEXT:    %0 = index.add %arg0, %arg1
// CHECK-NEXT:    %1 = index.ceildivs %0, %arg1 {x}
// CHECK-NEXT:    %2 = index.shru %1, %arg0
// CHECK-NEXT:    %3 = index.cmp slt(%2, %arg0)
// CHECK-NEXT:    %4 = index.cmp uge(%2, %arg0)
// CHECK-NEXT:    %idx42 = index.constant 42
// CHECK-NEXT:    %idx-7 = index.constant -7
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %5 = index.sizeof
// CHECK-NEXT:    %6 = index.casts %arg0 : index to i32
// CHECK-NEXT:    %7 = index.castu %6 : i32 to index
// GENERIC: "index.cmp"(%{{.*}}, %{{.*}}) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC: "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC: "index.bool.constant"() <{value = true}> : () -> i1
func.func @ops(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.ceildivs %0, %b {x}
  %2 = index.shru %1, %a
  %3 = index.cmp slt(%2, %a)
  %4 = index.cmp #index<cmp_predicate uge>(%2, %a)
  %5 = index.constant 42
  %6 = index.constant -7
  %7 = index.bool.constant true
  %8 = index.bool.constant false
  %9 = index.sizeof
  %10 = index.casts %a : index to i32
  %11 = index.castu %10 : i32 to index
  return
}
