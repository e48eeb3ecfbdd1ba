// Entry function checks, with upstream's messages.
// RUN: not rmlir-runner %s -e nope -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=NOTFOUND
// RUN: not rmlir-runner %s -e decl -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=NOTFOUND
// RUN: not rmlir-runner %s -e ret_i32 -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=NOTVOID
// RUN: not rmlir-runner %s -e void_fn -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=NOTI32
// RUN: not rmlir-runner %s -e ret_i32 -entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=NOTI64
// RUN: not rmlir-runner %s -e ret_i32 -entry-point-result=f32 2>&1 | FileCheck %s --check-prefix=NOTF32
// RUN: not rmlir-runner %s -e with_arg -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=INPUTS
// RUN: not rmlir-runner %s -e with_arg_void -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=INPUTS
// RUN: not rmlir-runner %s -e ret_i32 -entry-point-result=i16 2>&1 | FileCheck %s --check-prefix=BADKIND
// An undefined symbol no library provides.
// RUN: not rmlir-runner %s -e calls_missing -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MISSING
// A library that does not exist is reported and skipped, as upstream does.
// RUN: not rmlir-runner %s -e calls_missing -entry-point-result=void -shared-libs=%S/no-such-lib.so 2>&1 | FileCheck %s --check-prefix=NOLIB
// Bad flags.
// RUN: not rmlir-runner %s -bogus 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not rmlir-runner %s -O4 2>&1 | FileCheck %s --check-prefix=O4
// RUN: not rmlir-runner %s -e 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not rmlir-runner %s %s 2>&1 | FileCheck %s --check-prefix=TWO

// NOTFOUND: Error: entry point not found
// NOTVOID: Error: expected void function
// NOTI32: Error: only single i32 function result supported
// NOTI64: Error: only single i64 function result supported
// NOTF32: Error: only single f32 function result supported
// INPUTS: Error: function inputs not supported
// BADKIND: Error: unsupported function type
// MISSING: JIT session error: Symbols not found: [ missing ]
// MISSING-NEXT: Error: Failed to materialize symbols: { (calls_missing, { calls_missing }) }
// NOLIB: Failed to create MemoryBuffer for: {{.*}}no-such-lib.so
// NOLIB-NEXT: Error: No such file or directory
// NOLIB-NEXT: JIT session error: Symbols not found: [ missing ]
// FLAG: rmlir-runner: Unknown command line argument '-bogus'.  Try: 'rmlir-runner --help'
// O4: rmlir-runner: Unknown command line argument '-O4'.
// NOVALUE: rmlir-runner: for the -e option: requires a value!
// TWO: rmlir-runner: Too many positional arguments specified!

llvm.func @decl()
llvm.func @missing()

llvm.func @ret_i32() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

llvm.func @void_fn() {
  llvm.return
}

llvm.func @with_arg(%a: i32) -> i32 {
  llvm.return %a : i32
}

llvm.func @with_arg_void(%a: i32) {
  llvm.return
}

llvm.func @calls_missing() {
  llvm.call @missing() : () -> ()
  llvm.return
}
