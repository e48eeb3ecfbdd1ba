// RUN: rmlir-translate --mlir-to-asm --target=x86_64-unknown-linux-gnu %s | FileCheck %s
// RUN: not rmlir-translate --mlir-to-obj --target=aarch64-unknown-linux-gnu %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARCH
// RUN: not rmlir-translate --mlir-to-obj --target=x86_64-apple-darwin %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not rmlir-translate --mlir-to-obj --target=notanarch-linux %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// `--target` takes a triple (target-lexicon's parser); x86-64 ELF is what rmlir emits.

// CHECK-LABEL: id:
// ARCH: rmlir-translate: unsupported target 'aarch64-unknown-linux-gnu' (rmlir emits x86_64 ELF objects)
// FORMAT: rmlir-translate: unsupported target 'x86_64-apple-darwin' (rmlir emits x86_64 ELF objects)
// BAD: rmlir-translate: invalid target triple 'notanarch-linux': Unrecognized architecture: notanarch
llvm.func @id(%a: i64) -> i64 {
  llvm.return %a : i64
}
