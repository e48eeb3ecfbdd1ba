// RUN: rmlir-opt %s -mlir-timing -mlir-disable-threading -pass-pipeline='builtin.module(builtin.module(symbol-dce,strip-debuginfo),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s
// RUN: rmlir-opt %s -mlir-timing -mlir-timing-display=list -mlir-disable-threading -pass-pipeline='builtin.module(builtin.module(symbol-dce,strip-debuginfo),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: rmlir-opt %s -mlir-pass-statistics -symbol-dce -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: rmlir-opt %s -mlir-timing -mlir-disable-threading -symbol-dce --mlir-pass-pipeline-crash-reproducer=%t -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPRO

// The report's structure is upstream's; the times differ from run to run.

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----Wall Time----  ----Name----
// CHECK-NEXT:   {{.*}}%)  Parser
// CHECK-NEXT:   {{.*}}%)  'builtin.module' Pipeline
// CHECK-NEXT:   {{.*}}%)    SymbolDCE
// CHECK-NEXT:   {{.*}}%)    StripDebugInfo
// CHECK-NEXT:   {{.*}}%)  SymbolDCE
// CHECK-NEXT:   {{.*}}%)  Output
// CHECK-NEXT:   {{.*}}%)  Rest
// CHECK-NEXT:   {{ +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  Total

// LIST:      ... Execution time report ...
// LIST:        ----Wall Time----  ----Name----
// LIST-NEXT:   {{.*}}(100.0%)  root
// LIST-DAG:    {{.*}}%)  Parser
// LIST-DAG:    {{.*}}%)  Output
// LIST-DAG:    {{.*}}%)  Pipeline Collection : ['builtin.module']
// LIST-DAG:    {{.*}}%)  'builtin.module' Pipeline
// LIST-DAG:    {{.*}}%)  SymbolDCE
// LIST-DAG:    {{.*}}%)  StripDebugInfo
// LIST:        {{.*}}%)  Rest
// LIST-NEXT:   {{.*}}(100.0%)  Total

// With a crash reproducer upstream runs the pipeline on a thread of its own: user time is
// shown and the pass timers come after the main thread's.
// REPRO:      ----User Time----  ----Wall Time----  ----Name----
// REPRO-NEXT: {{.*}}%)  Parser
// REPRO-NEXT: {{.*}}%)  Output
// REPRO-NEXT: {{.*}}%)  SymbolDCE
// REPRO-NEXT: {{.*}}%)  Rest
// REPRO-NEXT: {{.*}}%)  Total

// STATS:      ===-------------------------------------------------------------------------===
// STATS-NEXT:                          ... Pass statistics report ...
// STATS-NEXT: ===-------------------------------------------------------------------------===

module {
  module @a {
  }
  module @b {
  }
}
