// Canonicalizations: extracts of create_mask/from_elements, shape_casts of broadcasts and of
// masks with trailing unit dims, unit-dim multi_reductions and one-element reductions (masked
// too), constant extractelement/insertelement and vector.step.
// RUN: rmlir-opt %s -split-input-file -canonicalize | FileCheck %s

func.func @mask_extracts(%n: index, %i: index) -> (vector<8xi1>, vector<8xi1>, vector<2x8xi1>) {
  %c5 = arith.constant 5 : index
  %m = vector.create_mask %c5, %n : vector<6x8xi1>
  %a = vector.extract %m[3] : vector<8xi1> from vector<6x8xi1>
  %b = vector.extract %m[5] : vector<8xi1> from vector<6x8xi1>
  %c3 = arith.constant 3 : index
  %m3 = vector.create_mask %c3, %c3, %n : vector<3x2x8xi1>
  %c = vector.extract %m3[%i] : vector<2x8xi1> from vector<3x2x8xi1>
  return %a, %b, %c : vector<8xi1>, vector<8xi1>, vector<2x8xi1>
}

// -----

func.func @from_elements_extracts(%x: i16, %y: i16, %z: i16) -> (i16, vector<2xi16>, vector<3xi16>) {
  %v = vector.from_elements %x, %y, %z, %y, %z, %x : vector<2x3xi16>
  %a = vector.extract %v[1, 2] : i16 from vector<2x3xi16>
  %w = vector.from_elements %x, %y, %z, %z : vector<2x2xi16>
  %b = vector.extract %w[0] : vector<2xi16> from vector<2x2xi16>
  %s = vector.from_elements %z, %z, %z, %z, %z, %z : vector<2x3xi16>
  %c = vector.extract %s[1] : vector<3xi16> from vector<2x3xi16>
  return %a, %b, %c : i16, vector<2xi16>, vector<3xi16>
}

// -----

func.func @shape_cast_of_broadcast(%s: i8, %v: vector<2xi8>, %w: vector<2x3xi8>) -> (vector<4xi8>, vector<6x2xi8>, vector<6xi8>) {
  %a = vector.broadcast %s : i8 to vector<2x2xi8>
  %ac = vector.shape_cast %a : vector<2x2xi8> to vector<4xi8>
  %b = vector.broadcast %v : vector<2xi8> to vector<3x2x2xi8>
  %bc = vector.shape_cast %b : vector<3x2x2xi8> to vector<6x2xi8>
  %c = vector.broadcast %w : vector<2x3xi8> to vector<1x2x3xi8>
  %cc = vector.shape_cast %c : vector<1x2x3xi8> to vector<6xi8>
  return %ac, %bc, %cc : vector<4xi8>, vector<6x2xi8>, vector<6xi8>
}

// -----

func.func @shape_cast_of_masks(%n: index) -> (vector<2x[8]xi1>, vector<3xi1>, vector<3x1xi1>) {
  %c1 = arith.constant 1 : index
  %m = vector.create_mask %c1, %n, %c1 : vector<2x[8]x1xi1>
  %a = vector.shape_cast %m : vector<2x[8]x1xi1> to vector<2x[8]xi1>
  %k = vector.constant_mask [2, 1, 1] : vector<3x1x1xi1>
  %b = vector.shape_cast %k : vector<3x1x1xi1> to vector<3xi1>
  %c2 = arith.constant 2 : index
  %q = vector.create_mask %n, %c1, %c2 : vector<3x1x2xi1>
  %c = vector.shape_cast %q : vector<3x1x2xi1> to vector<3x1x2xi1>
  %d = vector.create_mask %n, %c1, %n : vector<3x1x1xi1>
  %e = vector.shape_cast %d : vector<3x1x1xi1> to vector<3x1xi1>
  return %a, %b, %e : vector<2x[8]xi1>, vector<3xi1>, vector<3x1xi1>
}

// -----

func.func @unit_dim_reductions(%v: vector<2x1x3xi32>, %acc: vector<2x3xi32>, %m: vector<2x1x3xi1>, %s: vector<1x1xf32>, %f: f32) -> (vector<2x3xi32>, vector<2x3xi32>, f32) {
  %a = vector.multi_reduction <maxsi>, %v, %acc [1] : vector<2x1x3xi32> to vector<2x3xi32>
  %b = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<2x1x3xi32> to vector<2x3xi32> } : vector<2x1x3xi1> -> vector<2x3xi32>
  %c = vector.multi_reduction <minimumf>, %s, %f [0, 1] : vector<1x1xf32> to f32
  return %a, %b, %c : vector<2x3xi32>, vector<2x3xi32>, f32
}

// -----

func.func @masked_one_element_reductions(%v: vector<1xi32>, %acc: i32, %m: vector<1xi1>) -> (i32, i32) {
  %a = vector.mask %m { vector.reduction <xor>, %v, %acc : vector<1xi32> into i32 } : vector<1xi1> -> i32
  %b = vector.mask %m { vector.reduction <mul>, %v : vector<1xi32> into i32 } : vector<1xi1> -> i32
  return %a, %b : i32, i32
}

// -----

func.func @constant_elements() -> (f32, vector<3xf32>, vector<6xindex>) {
  %v = arith.constant dense<[1.5, 2.5, 3.5]> : vector<3xf32>
  %c1 = arith.constant 1 : index
  %e = vector.extractelement %v[%c1 : index] : vector<3xf32>
  %x = arith.constant 9.0 : f32
  %c2 = arith.constant 2 : i64
  %i = vector.insertelement %x, %v[%c2 : i64] : vector<3xf32>
  %s = vector.step : vector<6xindex>
  return %e, %i, %s : f32, vector<3xf32>, vector<6xindex>
}

// CHECK: module {
// CHECK-NEXT:   func.func @mask_extracts(%arg0: index, %arg1: index) -> (vector<8xi1>, vector<8xi1>, vector<2x8xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<8xi1>
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = vector.create_mask %arg0 : vector<8xi1>
// CHECK-NEXT:     %1 = vector.create_mask %c3, %arg0 : vector<2x8xi1>
// CHECK-NEXT:     return %0, %cst, %1 : vector<8xi1>, vector<8xi1>, vector<2x8xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @from_elements_extracts(%arg0: i16, %arg1: i16, %arg2: i16) -> (i16, vector<2xi16>, vector<3xi16>) {
// CHECK-NEXT:     %0 = vector.from_elements %arg0, %arg1 : vector<2xi16>
// CHECK-NEXT:     %1 = vector.broadcast %arg2 : i16 to vector<3xi16>
// CHECK-NEXT:     return %arg0, %0, %1 : i16, vector<2xi16>, vector<3xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @shape_cast_of_broadcast(%arg0: i8, %arg1: vector<2xi8>, %arg2: vector<2x3xi8>) -> (vector<4xi8>, vector<6x2xi8>, vector<6xi8>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : i8 to vector<4xi8>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : vector<2xi8> to vector<6x2xi8>
// CHECK-NEXT:     %2 = vector.shape_cast %arg2 : vector<2x3xi8> to vector<6xi8>
// CHECK-NEXT:     return %0, %1, %2 : vector<4xi8>, vector<6x2xi8>, vector<6xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @shape_cast_of_masks(%arg0: index) -> (vector<2x[8]xi1>, vector<3xi1>, vector<3x1xi1>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = vector.create_mask %c1, %arg0 : vector<2x[8]xi1>
// CHECK-NEXT:     %1 = vector.constant_mask [2] : vector<3xi1>
// CHECK-NEXT:     %2 = vector.create_mask %arg0, %c1, %arg0 : vector<3x1x1xi1>
// CHECK-NEXT:     %3 = vector.shape_cast %2 : vector<3x1x1xi1> to vector<3x1xi1>
// CHECK-NEXT:     return %0, %1, %3 : vector<2x[8]xi1>, vector<3xi1>, vector<3x1xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @unit_dim_reductions(%arg0: vector<2x1x3xi32>, %arg1: vector<2x3xi32>, %arg2: vector<2x1x3xi1>, %arg3: vector<1x1xf32>, %arg4: f32) -> (vector<2x3xi32>, vector<2x3xi32>, f32) {
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x1x3xi32> to vector<2x3xi32>
// CHECK-NEXT:     %1 = arith.maxsi %arg1, %0 : vector<2x3xi32>
// CHECK-NEXT:     %2 = vector.shape_cast %arg2 : vector<2x1x3xi1> to vector<2x3xi1>
// CHECK-NEXT:     %3 = vector.shape_cast %arg0 : vector<2x1x3xi32> to vector<2x3xi32>
// CHECK-NEXT:     %4 = arith.addi %arg1, %3 : vector<2x3xi32>
// CHECK-NEXT:     %5 = arith.select %2, %4, %3 : vector<2x3xi1>, vector<2x3xi32>
// CHECK-NEXT:     %6 = vector.extract %arg3[0, 0] : f32 from vector<1x1xf32>
// CHECK-NEXT:     %7 = arith.minimumf %arg4, %6 : f32
// CHECK-NEXT:     return %1, %5, %7 : vector<2x3xi32>, vector<2x3xi32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @masked_one_element_reductions(%arg0: vector<1xi32>, %arg1: i32, %arg2: vector<1xi1>) -> (i32, i32) {
// CHECK-NEXT:     %0 = vector.extract %arg2[0] : i1 from vector<1xi1>
// CHECK-NEXT:     %1 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT:     %2 = arith.xori %1, %arg1 : i32
// CHECK-NEXT:     %3 = arith.select %0, %2, %arg1 : i32
// CHECK-NEXT:     %4 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT:     return %3, %4 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @constant_elements() -> (f32, vector<3xf32>, vector<6xindex>) {
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1.500000e+00, 2.500000e+00, 9.000000e+00]> : vector<3xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[0, 1, 2, 3, 4, 5]> : vector<6xindex>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1 : f32, vector<3xf32>, vector<6xindex>
// CHECK-NEXT:   }
// CHECK-NEXT: }
