// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The default `#ub.poison` value is elided, written or not.
// CHECK-LABEL: func.func @poison(
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    %1 = ub.poison : vector<2xf16>
// CHECK-NEXT:    %2 = ub.poison {x} : tensor<?xindex>
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> vector<2xf16>
// GENERIC: "ub.poison"() <{value = #ub.poison}> {x} : () -> tensor<?xindex>
func.func @poison() -> (i32, vector<2xf16>, tensor<?xindex>) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : vector<2xf16>
  %2 = "ub.poison"() {x} : () -> tensor<?xindex>
  return %0, %1, %2 : i32, vector<2xf16>, tensor<?xindex>
}
