// RUN: rmlir-opt %s -dump-pass-pipeline -pass-pipeline='  builtin.module ( symbol-dce , any( strip-debuginfo ) , builtin.module(symbol-privatize{exclude="a,b" }, print-op-stats{json}))  ' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXTUAL
// RUN: rmlir-opt %s -dump-pass-pipeline -symbol-privatize -strip-debuginfo --view-op-graph -print-op-stats=json=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: rmlir-opt %s -dump-pass-pipeline -pass-pipeline='builtin.module()' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not rmlir-opt %s -pass-pipeline='builtin.module(foo)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not rmlir-opt %s -pass-pipeline='builtin.module(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=EXTRA_PAREN
// RUN: not rmlir-opt %s -pass-pipeline='builtin.module(demo.x(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not rmlir-opt %s -pass-pipeline='builtin.module(symbol-dce{)' 2>&1 | FileCheck %s --check-prefix=NO_BRACE
// RUN: not rmlir-opt %s -pass-pipeline='builtin.module(symbol-dce{} x)' 2>&1 | FileCheck %s --check-prefix=NO_COMMA
// RUN: not rmlir-opt %s -pass-pipeline='symbol-dce' 2>&1 | FileCheck %s --check-prefix=NO_ANCHOR
// RUN: not rmlir-opt %s -pass-pipeline='builtin.module(symbol-privatize{foo=1})' 2>&1 | FileCheck %s --check-prefix=NO_OPTION
// RUN: not rmlir-opt %s -pass-pipeline='builtin.module(print-op-stats{json=xx})' 2>&1 | FileCheck %s --check-prefix=BAD_VALUE
// RUN: not rmlir-opt %s -symbol-dce -pass-pipeline='builtin.module(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: not rmlir-opt %s -pass-pipeline='demo.x(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=WRONG_ROOT

// TEXTUAL: Pass Manager with 3 passes:
// TEXTUAL-NEXT: builtin.module(symbol-dce,any(strip-debuginfo),builtin.module(symbol-privatize{exclude=a,b},print-op-stats{json=true}))

// FLAGS: Pass Manager with 4 passes:
// FLAGS-NEXT: builtin.module(symbol-privatize{},strip-debuginfo,view-op-graph{max-label-len=20 print-attrs=true print-control-flow-edges=false print-data-flow-edges=true print-result-types=true},print-op-stats{json=true})

// EMPTY: Pass Manager with 0 passes:
// EMPTY-NEXT: builtin.module()
// EMPTY: module {

// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: foo
// UNKNOWN-NEXT: ^

// EXTRA_PAREN: MLIR Textual PassPipeline Parser:1:11: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// EXTRA_PAREN-NEXT: symbol-dce)
// EXTRA_PAREN-NEXT: {{^          \^$}}

// UNBALANCED: MLIR Textual PassPipeline Parser:1:8: error: encountered unbalanced parentheses while parsing pipeline

// NO_BRACE: MLIR Textual PassPipeline Parser:1:11: error: missing closing '}' while processing pass options

// NO_COMMA: MLIR Textual PassPipeline Parser:1:14: error: expected ',' after parsing pipeline

// NO_ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// NO_OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// NO_OPTION: failed to add `symbol-privatize` with options `foo=1`

// BAD_VALUE: for the --json option: 'xx' is invalid value for boolean argument! Try 0 or 1
// BAD_VALUE-NEXT: <unknown>:0: error:
// BAD_VALUE-NEXT: failed to add `print-op-stats` with options `json=xx`

// MIXED: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// WRONG_ROOT: error: can't run 'demo.x' pass manager on 'builtin.module' op

module {
}
