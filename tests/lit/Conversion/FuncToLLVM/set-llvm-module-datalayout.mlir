// RUN: rmlir-opt --set-llvm-module-datalayout %s | FileCheck %s --check-prefix=EMPTY
// RUN: rmlir-opt '--set-llvm-module-datalayout=data-layout=e-m:e-p270:32:32-p:12:8-i64:64-f80:128-n8:16:32:64-S128-Fi8-ni:1:2' %s | FileCheck %s
// RUN: not rmlir-opt '--set-llvm-module-datalayout=data-layout=i32:24' %s 2>&1 | FileCheck %s --check-prefix=ERR

// The string replaces the module's llvm.data_layout; LLVM 19 keeps pointer sizes in bits
// (p:12 is valid).
// EMPTY: module attributes {llvm.data_layout = ""}
// CHECK: module attributes {llvm.data_layout = "e-m:e-p270:32:32-p:12:8-i64:64-f80:128-n8:16:32:64-S128-Fi8-ni:1:2"}
// ERR: error: invalid data layout descriptor: Invalid ABI alignment, must be a power of 2
// ERR-EMPTY:
// ERR-NEXT: module attributes
// ERR: note: see current operation:
module attributes {llvm.data_layout = "e"} {
}
