// AllocaScopeInliner and AllocaScopeHoister; expected output from mlir-opt 19.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @hoist_hoist(
//  CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
//  CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
//  CHECK-NEXT: %alloca_0 = memref.alloca(%arg0) : memref<?xf32>
//  CHECK-NEXT: %alloca_1 = memref.alloca(%arg4) : memref<?xf32>
//  CHECK-NEXT: "test.use"(%alloca, %alloca_0, %alloca_1) : (memref<4xf32>, memref<?xf32>, memref<?xf32>) -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: return
func.func @hoist_hoist(%n: index, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      %c = memref.alloca(%i) : memref<?xf32>
      "test.use"(%a, %b, %c) : (memref<4xf32>, memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @hoist_not_last(
//  CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
//  CHECK-NEXT: memref.alloca_scope  {
//  CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
//  CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: "test.other"() : () -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: return
func.func @hoist_not_last(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    "test.other"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @hoist_nested2(
//  CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
//  CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
//  CHECK-NEXT: %alloca_0 = memref.alloca(%arg4) : memref<?xf32>
//  CHECK-NEXT: scf.if %arg3 {
//  CHECK-NEXT: memref.alloca_scope  {
//  CHECK-NEXT: "test.use"(%alloca, %alloca_0) : (memref<4xf32>, memref<?xf32>) -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: }
//  CHECK-NEXT: }
//  CHECK-NEXT: return
func.func @hoist_nested2(%lb: index, %ub: index, %s: index, %p: i1) {
  scf.for %i = %lb to %ub step %s {
    scf.if %p {
      memref.alloca_scope {
        %a = memref.alloca() : memref<4xf32>
        %c = memref.alloca(%i) : memref<?xf32>
        "test.use"(%a, %c) : (memref<4xf32>, memref<?xf32>) -> ()
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @hoist_deep(
//  CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
//  CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
//  CHECK-NEXT: %alloca_0 = memref.alloca() : memref<4xf32>
//  CHECK-NEXT: %alloca_1 = memref.alloca(%arg4) : memref<?xf32>
//  CHECK-NEXT: "test.use"(%alloca_0, %alloca_1) : (memref<4xf32>, memref<?xf32>) -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: %alloca = memref.alloca() : memref<8xf32>
//  CHECK-NEXT: "test.use"(%alloca) : (memref<8xf32>) -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: return
func.func @hoist_deep(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    memref.alloca_scope {
      scf.for %j = %lb to %ub step %s {
        %a = memref.alloca() : memref<4xf32>
        %c = memref.alloca(%j) : memref<?xf32>
        "test.use"(%a, %c) : (memref<4xf32>, memref<?xf32>) -> ()
      }
      memref.alloca_scope {
        %b = memref.alloca() : memref<8xf32>
        "test.use"(%b) : (memref<8xf32>) -> ()
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @hoist_inner_def(
//  CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
//  CHECK-NEXT: %alloca = memref.alloca(%arg4) : memref<?xf32>
//  CHECK-NEXT: scf.if %arg3 {
//  CHECK-NEXT: %0 = arith.addi %arg5, %arg4 : index
//  CHECK-NEXT: memref.alloca_scope  {
//  CHECK-NEXT: %alloca_0 = memref.alloca(%0) : memref<?xf32>
//  CHECK-NEXT: "test.use"(%alloca_0, %alloca) : (memref<?xf32>, memref<?xf32>) -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: }
//  CHECK-NEXT: }
//  CHECK-NEXT: return
func.func @hoist_inner_def(%lb: index, %ub: index, %s: index, %p: i1, %n: index) {
  scf.for %i = %lb to %ub step %s {
    scf.if %p {
      %k = arith.addi %i, %n : index
      memref.alloca_scope {
        %a = memref.alloca(%k) : memref<?xf32>
        %b = memref.alloca(%n) : memref<?xf32>
        "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @hoist_deeper(
//  CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
//  CHECK-NEXT: %0 = arith.andi %arg3, %arg4 : i1
//  CHECK-NEXT: %alloca = memref.alloca() : memref<8xf32>
//  CHECK-NEXT: scf.if %0 {
//  CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
//  CHECK-NEXT: %alloca_0 = memref.alloca(%arg5) : memref<?xf32>
//  CHECK-NEXT: %alloca_1 = memref.alloca(%arg6) : memref<?xf32>
//  CHECK-NEXT: "test.use"(%alloca_0, %alloca_1) : (memref<?xf32>, memref<?xf32>) -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: memref.alloca_scope  {
//  CHECK-NEXT: "test.use"(%alloca) : (memref<8xf32>) -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: }
//  CHECK-NEXT: }
//  CHECK-NEXT: return
func.func @hoist_deeper(%lb: index, %ub: index, %s: index, %p: i1, %q: i1) {
  scf.for %i = %lb to %ub step %s {
    scf.if %p {
      scf.if %q {
        memref.alloca_scope {
          scf.for %j = %lb to %ub step %s {
            %a = memref.alloca(%i) : memref<?xf32>
            %c = memref.alloca(%j) : memref<?xf32>
            "test.use"(%a, %c) : (memref<?xf32>, memref<?xf32>) -> ()
          }
          memref.alloca_scope {
            %b = memref.alloca() : memref<8xf32>
            "test.use"(%b) : (memref<8xf32>) -> ()
          }
        }
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @hoist_if_else(
//  CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
//  CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
//  CHECK-NEXT: scf.if %arg3 {
//  CHECK-NEXT: memref.alloca_scope  {
//  CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: } else {
//  CHECK-NEXT: "test.other"() : () -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: }
//  CHECK-NEXT: return
func.func @hoist_if_else(%lb: index, %ub: index, %s: index, %p: i1) {
  scf.for %i = %lb to %ub step %s {
    scf.if %p {
      memref.alloca_scope {
        %a = memref.alloca() : memref<4xf32>
        "test.use"(%a) : (memref<4xf32>) -> ()
      }
    } else {
      "test.other"() : () -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @hoist_mid_not_last(
//  CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
//  CHECK-NEXT: scf.if %arg3 {
//  CHECK-NEXT: scf.if %arg4 {
//  CHECK-NEXT: memref.alloca_scope  {
//  CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
//  CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: }
//  CHECK-NEXT: "test.other"() : () -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: }
//  CHECK-NEXT: return
func.func @hoist_mid_not_last(%lb: index, %ub: index, %s: index, %p: i1, %q: i1) {
  scf.for %i = %lb to %ub step %s {
    scf.if %p {
      scf.if %q {
        memref.alloca_scope {
          %a = memref.alloca() : memref<4xf32>
          "test.use"(%a) : (memref<4xf32>) -> ()
        }
      }
      "test.other"() : () -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @hoist_results(
//  CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
//  CHECK-NEXT: %c0 = arith.constant 0 : index
//  CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
//  CHECK-NEXT: %0 = scf.if %arg3 -> (f32) {
//  CHECK-NEXT: %1 = memref.load %alloca[%c0] : memref<4xf32>
//  CHECK-NEXT: scf.yield %1 : f32
//  CHECK-NEXT: } else {
//  CHECK-NEXT: scf.yield %cst : f32
//  CHECK-NEXT: }
//  CHECK-NEXT: return %0 : f32
func.func @hoist_results(%lb: index, %ub: index, %s: index, %p: i1) -> f32 {
  %r = scf.if %p -> f32 {
    %v = memref.alloca_scope -> f32 {
      %a = memref.alloca() : memref<4xf32>
      %c0 = arith.constant 0 : index
      %x = memref.load %a[%c0] : memref<4xf32>
      memref.alloca_scope.return %x : f32
    }
    scf.yield %v : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @hoist_while_(
//  CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
//  CHECK-NEXT: scf.while : () -> () {
//  CHECK-NEXT: scf.condition(%arg1)
//  CHECK-NEXT: } do {
//  CHECK-NEXT: memref.alloca_scope  {
//  CHECK-NEXT: "test.use"(%alloca) : (memref<?xf32>) -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: scf.yield
//  CHECK-NEXT: }
//  CHECK-NEXT: return
func.func @hoist_while_(%n: index, %p: i1) {
  scf.while () : () -> () {
    scf.condition(%p)
  } do {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
    scf.yield
  }
  return
}
