// convert-vector-to-scf breaks a vector.print of a vector into loops printing one element
// at a time (upstream's DecomposePrintOpConversion): n-D and 0-D vectors are flattened by a
// shape_cast, each dimension is an scf.for between `open` and `close` punctuation with a
// comma after all but the last element, and the op's own punctuation follows. Integers
// narrower than 8 bits or not a power of two are widened (unsigned and i1 zero-extended).
// The greedy driver folds the index arithmetic and hoists the constants.
// RUN: rmlir-opt %s -convert-vector-to-scf | FileCheck %s

// CHECK-LABEL: func.func @print2d(
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[FLAT:.*]] = {{.*}}vector.shape_cast{{.*}}vector<2x3xf32>{{.*}}vector<6xf32>
// CHECK-NEXT:    vector.print punctuation <open>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[C2]] step %[[C1]] {
// CHECK-NEXT:      vector.print punctuation <open>
// CHECK-NEXT:      scf.for %[[J:.*]] = %[[C0]] to %[[C3]] step %[[C1]] {
// CHECK-NEXT:        %[[M:.*]] = arith.muli %[[I]], %[[C3]] : index
// CHECK-NEXT:        %[[K:.*]] = arith.addi %[[J]], %[[M]] : index
// CHECK-NEXT:        %[[E:.*]] = {{.*}}vector.extractelement{{.*}}%[[FLAT]]{{.*}}%[[K]]
// CHECK-NEXT:        vector.print %[[E]] : f32 punctuation <no_punctuation>
// CHECK-NEXT:        %[[NL:.*]] = arith.cmpi ult, %[[J]], %[[C2]] : index
// CHECK-NEXT:        scf.if %[[NL]] {
// CHECK-NEXT:          vector.print punctuation <comma>
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      vector.print punctuation <close>
// CHECK-NEXT:      %[[NL2:.*]] = arith.cmpi ult, %[[I]], %[[C1]] : index
// CHECK-NEXT:      scf.if %[[NL2]] {
// CHECK-NEXT:        vector.print punctuation <comma>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    vector.print punctuation <close>
// CHECK-NEXT:    vector.print
// CHECK-NEXT:    return
func.func @print2d(%v: vector<2x3xf32>) {
  vector.print %v : vector<2x3xf32>
  return
}

// CHECK-LABEL: func.func @print1d(
// CHECK-NOT:     shape_cast
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      {{.*}}vector.extractelement{{.*}}%arg0{{.*}}%[[I]]
// CHECK:         vector.print punctuation <close>
// CHECK-NEXT:    vector.print punctuation <comma>
// CHECK-NEXT:    return
func.func @print1d(%w: vector<4xi32>) {
  vector.print %w : vector<4xi32> punctuation <comma>
  return
}

// CHECK-LABEL: func.func @print_narrow(
// CHECK:         %[[B:.*]] = {{.*}}vector.bitcast{{.*}}vector<3xui4>{{.*}}vector<3xi4>
// CHECK-NEXT:    %[[X:.*]] = arith.extui %[[B]] : vector<3xi4> to vector<3xi8>
// CHECK-NEXT:    {{.*}}vector.bitcast{{.*}}%[[X]]{{.*}}vector<3xi8>{{.*}}vector<3xui8>
// CHECK:         vector.print %{{.*}} : ui8 punctuation <no_punctuation>
// CHECK:         arith.extui %arg1 : vector<2xi1> to vector<2xi8>
// CHECK:         vector.print %{{.*}} : i8 punctuation <no_punctuation>
// CHECK:         {{.*}}vector.shape_cast{{.*}}vector<f32>{{.*}}vector<1xf32>
// CHECK:         arith.cmpi ult, %{{.*}}, %c0 : index
func.func @print_narrow(%w: vector<3xui4>, %b: vector<2xi1>, %z: vector<f32>) {
  vector.print %w : vector<3xui4>
  vector.print %b : vector<2xi1>
  vector.print %z : vector<f32>
  return
}

// A scalar print is not touched.
// CHECK-LABEL: func.func @scalar(
// CHECK-NEXT:    vector.print %arg0 : f32
// CHECK-NEXT:    return
func.func @scalar(%f: f32) {
  vector.print %f : f32
  return
}
