// RUN: rmlir-opt %s -canonicalize -split-input-file | FileCheck %s
// Folders of the index ops (checked on 32 and 64 bits), constant materialization and the
// cmp(sub(x, y), 0) pattern, each checked against mlir-opt 19.

// CHECK-LABEL: func.func @unchecked(%arg0: index) -> (index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %idx4294967304 = index.constant 4294967304
// CHECK-NEXT: %idx21474836495 = index.constant 21474836495
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx4294967303 = index.constant 4294967303
// CHECK-NEXT: %idx4294967302 = index.constant 4294967302
// CHECK-NEXT: %idx160 = index.constant 160
// CHECK-NEXT: %0 = index.add %arg0, %idx5
// CHECK-NEXT: return %idx4294967304, %idx21474836495, %idx1, %idx4294967303, %idx4294967302, %idx160, %0 : index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @unchecked(%a: index) -> (index, index, index, index, index, index, index) {
  %c5 = index.constant 5
  %cbig = index.constant 0x100000003
  %0 = index.add %c5, %cbig
  %1 = index.mul %cbig, %c5
  %2 = index.and %cbig, %c5
  %3 = index.or %cbig, %c5
  %4 = index.xor %cbig, %c5
  %5 = index.shl %c5, %c5
  %6 = index.add %c5, %a
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @checked(%arg0: index) -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx-2 = index.constant -2
// CHECK-NEXT: %idx-7 = index.constant -7
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx4294967300 = index.constant 4294967300
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx-4 = index.constant -4
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %0 = index.divu %idx4294967300, %idx2
// CHECK-NEXT: %1 = index.shru %idx-7, %idx2
// CHECK-NEXT: return %idx-3, %idx-3, %idx-4, %idx-1, %0, %idx2, %idx-2, %1 : index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @checked(%a: index) -> (index, index, index, index, index, index, index, index) {
  %cm7 = index.constant -7
  %c2 = index.constant 2
  %cbig = index.constant 0x100000004
  %0 = index.divs %cm7, %c2
  %1 = index.ceildivs %cm7, %c2
  %2 = index.floordivs %cm7, %c2
  %3 = index.rems %cm7, %c2
  %4 = index.divu %cbig, %c2
  %5 = index.maxs %cm7, %c2
  %6 = index.shrs %cm7, %c2
  %7 = index.shru %cm7, %c2
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @identities(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: return %arg0, %arg0, %arg0, %idx0 : index, index, index, index
// CHECK-NEXT: }
func.func @identities(%a: index) -> (index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %a, %c0
  %1 = index.sub %a, %c0
  %2 = index.mul %a, %c1
  %3 = index.mul %c0, %a
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @casts() -> (i32, i64, i48, index, index) {
// CHECK-NEXT: %idx255 = index.constant 255
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %0 = index.casts %idx-3 : index to i32
// CHECK-NEXT: %1 = index.castu %idx-3 : index to i64
// CHECK-NEXT: %2 = index.casts %idx4294967296 : index to i48
// CHECK-NEXT: return %0, %1, %2, %idx-1, %idx255 : i32, i64, i48, index, index
// CHECK-NEXT: }
func.func @casts() -> (i32, i64, i48, index, index) {
  %c = index.constant -3
  %big = index.constant 0x100000000
  %0 = index.casts %c : index to i32
  %1 = index.castu %c : index to i64
  %2 = index.casts %big : index to i48
  %i = arith.constant 255 : i8
  %3 = index.casts %i : i8 to index
  %4 = index.castu %i : i8 to index
  return %0, %1, %2, %3, %4 : i32, i64, i48, index, index
}

// -----

// CHECK-LABEL: func.func @cmp(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %0 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp sge(%arg1, %arg0)
// CHECK-NEXT: %2 = index.cmp ult(%idx3, %arg0)
// CHECK-NEXT: return %true, %true, %0, %1, %false, %2 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmp(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c3 = index.constant 3
  %0 = index.cmp ult(%c0, %c3)
  %1 = index.cmp sle(%a, %a)
  %s = index.sub %a, %b
  %2 = index.cmp slt(%s, %c0)
  %3 = index.cmp sge(%c0, %s)
  %m = index.minu %a, %c3
  %4 = index.cmp ugt(%m, %c3)
  %5 = index.cmp ult(%c3, %a)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
