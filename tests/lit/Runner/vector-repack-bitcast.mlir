// Bitcasts that change the lane count or lane size reinterpret the packed little-endian bit
// string (lane 0 in the lowest bits), across 64-bit word boundaries, with float lanes and
// scalar sides; vectors of odd-width integers travel as function arguments and results.
// Expected output checked against mlir-cpu-runner-19 on the same lowered module.
// RUN: rmlir-opt %s -test-lower-to-llvm | rmlir-runner -e entry -entry-point-result=void | FileCheck %s

// CHECK: ( -127, -1, 69 )
// CHECK-NEXT: ( 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 1, 0 )
// CHECK-NEXT: ( -1, -1, -32513, -18459, 4886 )
// CHECK-NEXT: ( -1, -1, -1, -1, -1, -1, -1, -1, 0, 12, -7, 15, 11, 11, 12, 2 )
// CHECK-NEXT: ( -120, -58, -6 )
// CHECK-NEXT: ( 0, 1, 2, 3, -4, -3, -2, -1 )
// CHECK-NEXT: ( 1672, -84 )
// CHECK-NEXT: ( 0, 2, -4, -2, 0, 2, -4, -2 )
// CHECK-NEXT: ( -1985229329, 19088743, -2, -1, -1698898192, 305419896 )
// CHECK-NEXT: ( 76310993685999, -130781, -36348308226049, 20015998343868 )
// CHECK-NEXT: ( -4602678818107293696, 4453159313759765622 )
// CHECK-NEXT: ( 0, 1.9375, 0, -1.625 )
// CHECK-NEXT: ( 0, 16256, 0, -16352, -31626, 20703, -13107, 15820 )
// CHECK-NEXT: ( -8, 5.23869e-11 )
// CHECK-NEXT: 141
// CHECK-NEXT: ( -5, -6, -3, -4 )
// CHECK-NEXT: ( 1, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 1, 0, 0, 1, 1 )

func.func @odd(%a: vector<4xi6>, %b: vector<2xi40>, %c: vector<8xi3>) -> vector<8xi3> {
  %0 = vector.bitcast %a : vector<4xi6> to vector<3xi8>
  vector.print %0 : vector<3xi8>
  %1 = vector.bitcast %a : vector<4xi6> to vector<24xi1>
  vector.print %1 : vector<24xi1>
  %2 = vector.bitcast %b : vector<2xi40> to vector<5xi16>
  vector.print %2 : vector<5xi16>
  %3 = vector.bitcast %b : vector<2xi40> to vector<16xi5>
  vector.print %3 : vector<16xi5>
  %4 = vector.bitcast %c : vector<8xi3> to vector<3xi8>
  vector.print %4 : vector<3xi8>
  vector.print %c : vector<8xi3>
  %5 = vector.bitcast %4 : vector<3xi8> to vector<2xi12>
  vector.print %5 : vector<2xi12>
  %6 = arith.addi %c, %c : vector<8xi3>
  return %6 : vector<8xi3>
}

func.func @wide(%a: vector<3xi64>, %f: vector<4xf32>, %d: vector<2xf64>) {
  %0 = vector.bitcast %a : vector<3xi64> to vector<6xi32>
  vector.print %0 : vector<6xi32>
  %1 = vector.bitcast %a : vector<3xi64> to vector<4xi48>
  vector.print %1 : vector<4xi48>
  %2 = vector.bitcast %f : vector<4xf32> to vector<2xi64>
  vector.print %2 : vector<2xi64>
  %3 = vector.bitcast %d : vector<2xf64> to vector<4xf32>
  vector.print %3 : vector<4xf32>
  %4 = vector.bitcast %2 : vector<2xi64> to vector<8xi16>
  vector.print %4 : vector<8xi16>
  %5 = vector.bitcast %4 : vector<8xi16> to vector<2xf64>
  vector.print %5 : vector<2xf64>
  return
}

func.func @scalar(%m: vector<8xi1>, %x: i16) {
  %0 = llvm.bitcast %m : vector<8xi1> to i8
  %1 = arith.extui %0 : i8 to i32
  vector.print %1 : i32
  %2 = llvm.bitcast %x : i16 to vector<4xi4>
  vector.print %2 : vector<4xi4>
  %3 = llvm.bitcast %x : i16 to vector<16xi1>
  vector.print %3 : vector<16xi1>
  return
}

func.func @entry() {
  %a = arith.constant dense<[1, -2, 31, 17]> : vector<4xi6>
  %b = arith.constant dense<[1099511627775, 81985529216]> : vector<2xi40>
  %c = arith.constant dense<[0, 1, 2, 3, -4, -3, -2, -1]> : vector<8xi3>
  %r = func.call @odd(%a, %b, %c) : (vector<4xi6>, vector<2xi40>, vector<8xi3>) -> vector<8xi3>
  vector.print %r : vector<8xi3>
  %w = arith.constant dense<[81985529216486895, -2, 1311768467463790320]> : vector<3xi64>
  %f = arith.constant dense<[1.0, -2.5, 3.0e10, 0.1]> : vector<4xf32>
  %d = arith.constant dense<[1.5, -0.25]> : vector<2xf64>
  func.call @wide(%w, %f, %d) : (vector<3xi64>, vector<4xf32>, vector<2xf64>) -> ()
  %m = arith.constant dense<[true, false, true, true, false, false, false, true]> : vector<8xi1>
  %x = arith.constant -12885 : i16
  func.call @scalar(%m, %x) : (vector<8xi1>, i16) -> ()
  return
}
