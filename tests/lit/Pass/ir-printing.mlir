// RUN: rmlir-opt %s -allow-unregistered-dialect -o /dev/null -mlir-disable-threading -pass-pipeline='builtin.module(symbol-dce,func.func(strip-debuginfo))' -mlir-print-ir-before=symbol-dce -mlir-print-ir-after-all 2>&1 | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect -o /dev/null -mlir-disable-threading -pass-pipeline='builtin.module(symbol-privatize,func.func(strip-debuginfo),symbol-dce)' -mlir-print-ir-before=strip-debuginfo,symbol-privatize -mlir-print-ir-before=symbol-dce -mlir-print-op-generic 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: rmlir-opt %s -allow-unregistered-dialect -o /dev/null -mlir-disable-threading -pass-pipeline='builtin.module(symbol-dce,symbol-dce,func.func(strip-debuginfo))' -mlir-print-ir-after-all -mlir-print-ir-after-change -mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: rmlir-opt %s -allow-unregistered-dialect -o /dev/null -mlir-disable-threading -pass-pipeline='builtin.module(func.func(strip-debuginfo))' -mlir-print-ir-before-all -mlir-print-ir-module-scope -mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not rmlir-opt %s -allow-unregistered-dialect -o /dev/null -mlir-disable-threading -pass-pipeline='builtin.module(symbol-privatize,func.func(strip-debuginfo,symbol-dce))' -mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=FAILURE
// RUN: not rmlir-opt %s -allow-unregistered-dialect -o /dev/null -mlir-disable-threading -pass-pipeline='builtin.module(symbol-privatize,func.func(symbol-dce))' -mlir-print-ir-after=symbol-dce 2>&1 | FileCheck %s --check-prefix=AFTER

// IR dumps go to stderr: a header naming the pass, the pass's op (the top-level op with its
// aliases, a nested op in local scope; generic when asked; the whole IR at module scope),
// and blank lines. These RUN lines disable threading: upstream prints from parallel passes
// as they run, so their dumps interleave.

#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func private @dead() {
    return
  }
  func.func @live(%arg0: memref<4xf32, #map>) {
    "demo.op"(%arg0) : (memref<4xf32, #map>) -> () loc("x.mlir":1:2)
    return
  }
  func.func @other() {
    return
  }
}

// CHECK:      // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @dead() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @live(%arg0: memref<4xf32, #map>) {
// CHECK-NEXT:     "demo.op"(%arg0) : (memref<4xf32, #map>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @other() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @live(%arg0: memref<4xf32, #map>) {
// CHECK-NEXT:     "demo.op"(%arg0) : (memref<4xf32, #map>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @other() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHECK-NEXT: func.func @live(%arg0: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) {
// CHECK-NEXT:   "demo.op"(%arg0) : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHECK-NEXT: func.func @other() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-EMPTY:

// BEFORE:      // -----// IR Dump Before SymbolPrivatize (symbol-privatize) //----- //
// BEFORE-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// BEFORE-NEXT: "builtin.module"() ({
// BEFORE-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "dead", sym_visibility = "private"}> ({
// BEFORE-NEXT:     "func.return"() : () -> ()
// BEFORE-NEXT:   }) : () -> ()
// BEFORE-NEXT:   "func.func"() <{function_type = (memref<4xf32, #map>) -> (), sym_name = "live"}> ({
// BEFORE-NEXT:   ^bb0(%arg0: memref<4xf32, #map>):
// BEFORE-NEXT:     "demo.op"(%arg0) : (memref<4xf32, #map>) -> ()
// BEFORE-NEXT:     "func.return"() : () -> ()
// BEFORE-NEXT:   }) : () -> ()
// BEFORE-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "other"}> ({
// BEFORE-NEXT:     "func.return"() : () -> ()
// BEFORE-NEXT:   }) : () -> ()
// BEFORE-NEXT: }) : () -> ()
// BEFORE-EMPTY:
// BEFORE-EMPTY:
// BEFORE-NEXT: // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //
// BEFORE-NEXT: "func.func"() <{function_type = () -> (), sym_name = "dead", sym_visibility = "private"}> ({
// BEFORE-NEXT:   "func.return"() : () -> ()
// BEFORE-NEXT: }) : () -> ()
// BEFORE-EMPTY:
// BEFORE-NEXT: // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //
// BEFORE-NEXT: "func.func"() <{function_type = (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> (), sym_name = "live", sym_visibility = "private"}> ({
// BEFORE-NEXT: ^bb0(%arg0: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>):
// BEFORE-NEXT:   "demo.op"(%arg0) : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> ()
// BEFORE-NEXT:   "func.return"() : () -> ()
// BEFORE-NEXT: }) : () -> ()
// BEFORE-EMPTY:
// BEFORE-NEXT: // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //
// BEFORE-NEXT: "func.func"() <{function_type = () -> (), sym_name = "other", sym_visibility = "private"}> ({
// BEFORE-NEXT:   "func.return"() : () -> ()
// BEFORE-NEXT: }) : () -> ()
// BEFORE-EMPTY:
// BEFORE-NEXT: // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// BEFORE-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// BEFORE-NEXT: "builtin.module"() ({
// BEFORE-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "dead", sym_visibility = "private"}> ({
// BEFORE-NEXT:     "func.return"() : () -> ()
// BEFORE-NEXT:   }) : () -> ()
// BEFORE-NEXT:   "func.func"() <{function_type = (memref<4xf32, #map>) -> (), sym_name = "live", sym_visibility = "private"}> ({
// BEFORE-NEXT:   ^bb0(%arg0: memref<4xf32, #map>):
// BEFORE-NEXT:     "demo.op"(%arg0) : (memref<4xf32, #map>) -> ()
// BEFORE-NEXT:     "func.return"() : () -> ()
// BEFORE-NEXT:   }) : () -> ()
// BEFORE-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "other", sym_visibility = "private"}> ({
// BEFORE-NEXT:     "func.return"() : () -> ()
// BEFORE-NEXT:   }) : () -> ()
// BEFORE-NEXT: }) : () -> ()
// BEFORE-EMPTY:
// BEFORE-EMPTY:

// CHANGE:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHANGE-NEXT: #loc2 = loc("{{.*}}ir-printing.mlir":18:19)
// CHANGE-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHANGE-NEXT: module {
// CHANGE-NEXT:   func.func @live(%arg0: memref<4xf32, #map> loc("{{.*}}ir-printing.mlir":18:19)) {
// CHANGE-NEXT:     "demo.op"(%arg0) : (memref<4xf32, #map>) -> () loc(#loc3)
// CHANGE-NEXT:     return loc(#loc4)
// CHANGE-NEXT:   } loc(#loc1)
// CHANGE-NEXT:   func.func @other() {
// CHANGE-NEXT:     return loc(#loc6)
// CHANGE-NEXT:   } loc(#loc5)
// CHANGE-NEXT: } loc(#loc)
// CHANGE-NEXT: #loc = loc("{{.*}}ir-printing.mlir":14:1)
// CHANGE-NEXT: #loc1 = loc("{{.*}}ir-printing.mlir":18:3)
// CHANGE-NEXT: #loc3 = loc("x.mlir":1:2)
// CHANGE-NEXT: #loc4 = loc("{{.*}}ir-printing.mlir":20:5)
// CHANGE-NEXT: #loc5 = loc("{{.*}}ir-printing.mlir":22:3)
// CHANGE-NEXT: #loc6 = loc("{{.*}}ir-printing.mlir":23:5)
// CHANGE-EMPTY:
// CHANGE-EMPTY:
// CHANGE-NEXT: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHANGE-NEXT: func.func @live(%arg0: memref<4xf32, affine_map<(d0) -> (d0 + 1)>> loc(unknown)) {
// CHANGE-NEXT:   "demo.op"(%arg0) : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> () loc(unknown)
// CHANGE-NEXT:   return loc(unknown)
// CHANGE-NEXT: } loc(unknown)
// CHANGE-EMPTY:
// CHANGE-NEXT: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHANGE-NEXT: func.func @other() {
// CHANGE-NEXT:   return loc(unknown)
// CHANGE-NEXT: } loc(unknown)
// CHANGE-EMPTY:

// SCOPE:      // -----// IR Dump Before StripDebugInfo (strip-debuginfo) ('func.func' operation: @dead) //----- //
// SCOPE-NEXT: #loc4 = loc("{{.*}}ir-printing.mlir":18:19)
// SCOPE-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func private @dead() {
// SCOPE-NEXT:     return loc(#loc2)
// SCOPE-NEXT:   } loc(#loc1)
// SCOPE-NEXT:   func.func @live(%arg0: memref<4xf32, #map> loc("{{.*}}ir-printing.mlir":18:19)) {
// SCOPE-NEXT:     "demo.op"(%arg0) : (memref<4xf32, #map>) -> () loc(#loc5)
// SCOPE-NEXT:     return loc(#loc6)
// SCOPE-NEXT:   } loc(#loc3)
// SCOPE-NEXT:   func.func @other() {
// SCOPE-NEXT:     return loc(#loc8)
// SCOPE-NEXT:   } loc(#loc7)
// SCOPE-NEXT: } loc(#loc)
// SCOPE-NEXT: #loc = loc("{{.*}}ir-printing.mlir":14:1)
// SCOPE-NEXT: #loc1 = loc("{{.*}}ir-printing.mlir":15:3)
// SCOPE-NEXT: #loc2 = loc("{{.*}}ir-printing.mlir":16:5)
// SCOPE-NEXT: #loc3 = loc("{{.*}}ir-printing.mlir":18:3)
// SCOPE-NEXT: #loc5 = loc("x.mlir":1:2)
// SCOPE-NEXT: #loc6 = loc("{{.*}}ir-printing.mlir":20:5)
// SCOPE-NEXT: #loc7 = loc("{{.*}}ir-printing.mlir":22:3)
// SCOPE-NEXT: #loc8 = loc("{{.*}}ir-printing.mlir":23:5)
// SCOPE-EMPTY:
// SCOPE-EMPTY:
// SCOPE-NEXT: // -----// IR Dump Before StripDebugInfo (strip-debuginfo) ('func.func' operation: @live) //----- //
// SCOPE-NEXT: #loc3 = loc("{{.*}}ir-printing.mlir":18:19)
// SCOPE-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func private @dead() {
// SCOPE-NEXT:     return loc(#loc1)
// SCOPE-NEXT:   } loc(#loc1)
// SCOPE-NEXT:   func.func @live(%arg0: memref<4xf32, #map> loc("{{.*}}ir-printing.mlir":18:19)) {
// SCOPE-NEXT:     "demo.op"(%arg0) : (memref<4xf32, #map>) -> () loc(#loc4)
// SCOPE-NEXT:     return loc(#loc5)
// SCOPE-NEXT:   } loc(#loc2)
// SCOPE-NEXT:   func.func @other() {
// SCOPE-NEXT:     return loc(#loc7)
// SCOPE-NEXT:   } loc(#loc6)
// SCOPE-NEXT: } loc(#loc)
// SCOPE-NEXT: #loc = loc("{{.*}}ir-printing.mlir":14:1)
// SCOPE-NEXT: #loc1 = loc(unknown)
// SCOPE-NEXT: #loc2 = loc("{{.*}}ir-printing.mlir":18:3)
// SCOPE-NEXT: #loc4 = loc("x.mlir":1:2)
// SCOPE-NEXT: #loc5 = loc("{{.*}}ir-printing.mlir":20:5)
// SCOPE-NEXT: #loc6 = loc("{{.*}}ir-printing.mlir":22:3)
// SCOPE-NEXT: #loc7 = loc("{{.*}}ir-printing.mlir":23:5)
// SCOPE-EMPTY:
// SCOPE-EMPTY:
// SCOPE-NEXT: // -----// IR Dump Before StripDebugInfo (strip-debuginfo) ('func.func' operation: @other) //----- //
// SCOPE-NEXT: #loc1 = loc(unknown)
// SCOPE-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func private @dead() {
// SCOPE-NEXT:     return loc(#loc1)
// SCOPE-NEXT:   } loc(#loc1)
// SCOPE-NEXT:   func.func @live(%arg0: memref<4xf32, #map> loc(unknown)) {
// SCOPE-NEXT:     "demo.op"(%arg0) : (memref<4xf32, #map>) -> () loc(#loc1)
// SCOPE-NEXT:     return loc(#loc1)
// SCOPE-NEXT:   } loc(#loc1)
// SCOPE-NEXT:   func.func @other() {
// SCOPE-NEXT:     return loc(#loc3)
// SCOPE-NEXT:   } loc(#loc2)
// SCOPE-NEXT: } loc(#loc)
// SCOPE-NEXT: #loc = loc("{{.*}}ir-printing.mlir":14:1)
// SCOPE-NEXT: #loc2 = loc("{{.*}}ir-printing.mlir":22:3)
// SCOPE-NEXT: #loc3 = loc("{{.*}}ir-printing.mlir":23:5)
// SCOPE-EMPTY:
// SCOPE-EMPTY:

// FAILURE:      <unknown>:0: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// FAILURE-NEXT: <unknown>:0: note: see current operation: 
// FAILURE-NEXT: "func.func"() <{function_type = () -> (), sym_name = "dead", sym_visibility = "private"}> ({
// FAILURE-NEXT:   "func.return"() : () -> ()
// FAILURE-NEXT: }) : () -> ()
// FAILURE-NEXT: // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// FAILURE-NEXT: func.func private @dead() {
// FAILURE-NEXT:   return
// FAILURE-NEXT: }
// FAILURE-EMPTY:

// AFTER:      {{.*}}ir-printing.mlir:15:3: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// AFTER-NEXT:   func.func private @dead() {
// AFTER-NEXT:   ^
// AFTER-NEXT: {{.*}}ir-printing.mlir:15:3: note: see current operation: 
// AFTER-NEXT: "func.func"() <{function_type = () -> (), sym_name = "dead", sym_visibility = "private"}> ({
// AFTER-NEXT:   "func.return"() : () -> ()
// AFTER-NEXT: }) : () -> ()
// AFTER-NEXT: // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// AFTER-NEXT: func.func private @dead() {
// AFTER-NEXT:   return
// AFTER-NEXT: }
// AFTER-EMPTY:
