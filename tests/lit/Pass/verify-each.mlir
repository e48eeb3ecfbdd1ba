// RUN: rmlir-opt %s -verify-each=0 -symbol-dce | FileCheck %s
// RUN: rmlir-opt %s -verify-each=false -verify-each -symbol-dce | FileCheck %s
// RUN: rmlir-opt %s -verify-each=TRUE -pass-pipeline='builtin.module(func.func(strip-debuginfo))' | FileCheck %s --check-prefix=NESTED
// RUN: not rmlir-opt %s -verify-each=foo 2>&1 | FileCheck %s --check-prefix=BAD

// `--verify-each` (on by default) verifies a pass's op after the pass, nested passes
// included; `--verify-each=0` turns it off (crash-reproducer.mlir shows it recorded in a
// reproducer; rmlir's passes keep the IR valid, so the checks of invalid IR are unit tests).

// CHECK:      module {
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// NESTED: func.func @f()
// NESTED: func.func private @g()

// BAD: for the --verify-each option: 'foo' is invalid value for boolean argument! Try 0 or 1

func.func @f() {
  return
}
func.func private @g() {
  return
}
