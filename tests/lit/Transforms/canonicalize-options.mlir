// RUN: rmlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(canonicalize,cse)' -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULTS
// RUN: rmlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(canonicalize{region-simplify=aggressive max-iterations=0x10 max-num-rewrites=-1 disable-patterns=a,b top-down=false})' -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: not rmlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(canonicalize{region-simplify=foo})' 2>&1 | FileCheck %s --check-prefix=BAD_LEVEL
// RUN: not rmlir-opt %s -allow-unregistered-dialect -canonicalize=max-iterations=x 2>&1 | FileCheck %s --check-prefix=BAD_INT
// RUN: not rmlir-opt %s -allow-unregistered-dialect -canonicalize='max-iterations=1 test-convergence' 2>&1 | FileCheck %s --check-prefix=NOT_CONVERGED --allow-empty
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize='max-iterations=2 test-convergence' | FileCheck %s --check-prefix=LOC
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize=max-iterations=0 | FileCheck %s --check-prefix=NOTHING
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize -mlir-print-debuginfo | FileCheck %s --check-prefixes=LOC,DEBUG

// DEFAULTS: Pass Manager with 2 passes:
// DEFAULTS-NEXT: builtin.module(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse)

// OPTIONS: builtin.module(canonicalize{disable-patterns=a,b  max-iterations=16 max-num-rewrites=-1 region-simplify=aggressive test-convergence=false top-down=false})

// BAD_LEVEL: for the --region-simplify option: Cannot find option named 'foo'!
// BAD_LEVEL-NEXT: <unknown>:0: error:
// BAD_LEVEL-NEXT: failed to add `canonicalize` with options `region-simplify=foo`

// BAD_INT: for the --max-iterations option: 'x' value invalid for long argument!

// One iteration changes the function, so it has not converged: the pass fails silently.
// NOT_CONVERGED-NOT: module

// Without iterations nothing changes.
// NOTHING: "demo.use"() : () -> ()
// NOTHING-NEXT: %f = constant @g : () -> ()
// NOTHING-NEXT: %f_0 = constant @g : () -> ()

// The unified constant is hoisted and loses its location.
// LOC-LABEL: func.func @f
// LOC-NEXT: %f = constant @g : () -> ()
// LOC-NEXT: "demo.use"() : () -> ()
// LOC-NEXT: "demo.use"(%f) : (() -> ()) -> ()
// LOC-NEXT: return %f : () -> ()
// DEBUG: #{{.*}} = loc(unknown)
func.func private @g()
func.func @f() -> (() -> ()) {
  "demo.use"() : () -> ()
  %0 = func.constant @g : () -> () loc("a":1:1)
  %1 = func.constant @g : () -> () loc("b":2:2)
  "demo.use"(%0) : (() -> ()) -> ()
  %2 = builtin.unrealized_conversion_cast %0 : () -> () to i64
  return %1 : () -> ()
}
