// RUN: rmlir-opt %s | FileCheck %s

// A hand-written custom form (llvm.call) leaves its attribute dictionary to upstream's
// setInherentAttr: an inherent attribute not of the property's storage class (here a
// dense elements attribute for a dense i32 array) is dropped without a diagnostic.
llvm.func @callee() -> i32
// CHECK-LABEL: llvm.func @f
// CHECK: llvm.call fastcc @callee() {fastmathFlags = #llvm.fastmath<nnan, ninf>} : () -> i32
llvm.func @f() -> i32 {
  %0 = llvm.call fastcc @callee() { fastmathFlags = #llvm.fastmath<nnan, ninf>, branch_weights = dense<42> : vector<1xi32> } : () -> (i32)
  llvm.return %0 : i32
}
