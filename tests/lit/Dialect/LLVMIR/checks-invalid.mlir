// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

llvm.func @cmp_int_predicate(%a: i8) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = llvm.icmp 3 %a, %a : i8
  llvm.return
}

// -----

func.func @insert_into_memref(%v: f32, %m: memref<2xf32>) {
  // expected-error@+2 {{expected LLVM IR Dialect type, got 'memref<2xf32>'}}
  %0 = llvm.insertvalue %v, %m[1] : memref<2xf32>
  return
}

// -----

llvm.func @complex_of_vectors() {
  // expected-error@+1 {{expected struct element types to be floating point type or integer type}}
  %0 = llvm.mlir.constant([dense<1> : vector<2xi32>, dense<2> : vector<2xi32>]) : !llvm.struct<(vector<2xi32>, vector<2xi32>)>
  llvm.return
}

// -----

llvm.func @callee()

llvm.func @no_personality() {
  llvm.invoke @callee() to ^ok unwind ^bad : () -> ()
^ok:
  llvm.return
^bad:
  // expected-error@+1 {{llvm.landingpad needs to be in a function with a personality}}
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @switch_trailing_comma(%x: i8) {
  llvm.switch %x : i8, ^a [
    1: ^a,
  // expected-error@+1 {{custom op 'llvm.switch' expected integer value}}
  ]
^a:
  llvm.return
}

// -----

llvm.mlir.global internal @stores_in_init() : i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  %1 = llvm.mlir.constant(1 : i64) : i64
  // expected-error@below {{ops with side effects not allowed in global initializers}}
  %2 = llvm.alloca %1 x i32 : (i64) -> !llvm.ptr
  llvm.return %0 : i32
}

// -----

llvm.func @zero_of_target_type() {
  // expected-error@+1 {{target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"foo.bar", i32>
  llvm.return
}

// -----

llvm.func @zero_of_spirv_type() {
  // A spirv type has a zero-initializer: no error.
  %0 = llvm.mlir.zero : !llvm.target<"spirv.Image", i32, 0>
  llvm.return
}

// -----

llvm.func @interleave_mismatch(%a: vector<4xi8>, %b: vector<4xi16>) {
  // expected-error@+1 {{'llvm.intr.vector.interleave2' op failed to verify that all of {vec1, vec2} have same type}}
  %0 = "llvm.intr.vector.interleave2"(%a, %b) : (vector<4xi8>, vector<4xi16>) -> vector<8xi8>
  llvm.return
}

// -----

llvm.func @interleave_length(%a: vector<4xi8>) {
  // expected-error@+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<4xi8>, vector<4xi8>) -> vector<[8]xi8>
  llvm.return
}

// -----

llvm.func @interleave_ok(%a: vector<[4]xi8>) -> vector<[8]xi8> {
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[8]xi8>
  llvm.return %0 : vector<[8]xi8>
}

// -----

llvm.func @not_an_intrinsic(%x: f32) {
  // expected-error@+1 {{'llvm.call_intrinsic' op intrinsic name must start with 'llvm.'}}
  %0 = llvm.call_intrinsic "sqrtf"(%x) : (f32) -> f32
  llvm.return
}
