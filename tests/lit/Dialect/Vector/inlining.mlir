// Vector ops are legal to inline (upstream's VectorInlinerInterface).
// RUN: rmlir-opt %s -inline | FileCheck %s

func.func private @splat4(%a: f32) -> vector<4xf32> {
  %0 = vector.broadcast %a : f32 to vector<4xf32>
  %1 = vector.reduction <add>, %0 : vector<4xf32> into f32
  %2 = vector.splat %1 : vector<4xf32>
  return %2 : vector<4xf32>
}
func.func @caller(%a: f32) -> vector<4xf32> {
  %0 = call @splat4(%a) : (f32) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @caller(%arg0: f32) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.reduction <add>, %0 : vector<4xf32> into f32
// CHECK-NEXT: %2 = vector.splat %1 : vector<4xf32>
// CHECK-NEXT: return %2 : vector<4xf32>
// CHECK-NEXT: }
