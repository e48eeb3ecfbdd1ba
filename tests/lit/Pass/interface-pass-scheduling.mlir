// RUN: not rmlir-opt %s -linalg-detensorize 2>&1 | FileCheck %s --check-prefix=MODULE
// RUN: not rmlir-opt %s -pass-pipeline='builtin.module(cse,builtin.module(linalg-detensorize))' 2>&1 | FileCheck %s --check-prefix=MODULE
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(func.func(linalg-detensorize))' | FileCheck %s
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(any(linalg-detensorize))' | FileCheck %s

// An interface pass (here on FunctionOpInterface) cannot be scheduled on a pass manager
// anchored on an op without the interface: the pipeline fails before anything runs. Nested
// on functions, or under `any`, it runs.

// MODULE: <unknown>:0: error: unable to schedule pass 'LinalgDetensorizePass' on a PassManager intended to run on 'builtin.module'!

// CHECK-LABEL: func.func @f
func.func @f() {
  return
}
