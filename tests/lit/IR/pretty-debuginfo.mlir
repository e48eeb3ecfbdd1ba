// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-pretty-debuginfo | FileCheck %s --check-prefix=NODEBUG

// --mlir-pretty-debuginfo prints locations as upstream's pretty form: no `loc(...)`, file
// names unquoted, `[unknown]`, fused locations without `fused`, and call sites whose callee
// is not a name (or whose caller is not a file location) continued on new lines.

// NODEBUG-NOT: pretty-debuginfo.mlir
// CHECK: func.func @pretty(%arg0: i32 {{.*}}pretty-debuginfo.mlir:[[# @LINE + 1]]:19) -> i32 {
func.func @pretty(%a: i32) -> i32 {
  // CHECK-NEXT: %0 = "demo.op"() : () -> i32 "here"(src.c:1:2)
  %0 = "demo.op"() : () -> i32 loc("here"("src.c":1:2))
  // CHECK-NEXT: %1 = arith.addi %arg0, %0 : i32 "f" at a.c:3:4
  %1 = arith.addi %a, %0 : i32 loc(callsite("f" at "a.c":3:4))
  // CHECK-NEXT: %2 = arith.addi %1, %0 : i32 "g"
  // CHECK-NEXT: {{^}} at b.c:5:6
  // CHECK-NEXT: {{^}} at c.c:7:8
  %2 = arith.addi %1, %0 : i32 loc(callsite("g" at callsite("b.c":5:6 at "c.c":7:8)))
  // CHECK-NEXT: %3 = arith.muli %2, %2 : i32 <"pass">["x", d.c:1:1]
  %3 = arith.muli %2, %2 : i32 loc(fused<"pass">["x", "d.c":1:1])
  // CHECK-NEXT: return %3 : i32 [unknown]
  return %3 : i32 loc(unknown)
}
