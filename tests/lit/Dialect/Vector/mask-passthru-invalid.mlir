// Only a masked transfer_read takes a pass-through value.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @gather_passthru(%m: memref<32xf64>, %idx: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf64>) -> vector<4xf64> {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %b = vector.mask %k, %p { vector.gather %m[%c0] [%idx], %k, %p : memref<32xf64>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64> } : vector<4xi1> -> vector<4xf64>
  return %b : vector<4xf64>
}

// -----

func.func @read_passthru(%t: tensor<8xi16>, %i: index, %k: vector<8xi1>, %p: vector<8xi16>) -> vector<8xi16> {
  %pad = arith.constant 7 : i16
  %w = vector.mask %k, %p { vector.transfer_read %t[%i], %pad : tensor<8xi16>, vector<8xi16> } : vector<8xi1> -> vector<8xi16>
  return %w : vector<8xi16>
}
