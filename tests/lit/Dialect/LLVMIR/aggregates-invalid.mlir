// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

llvm.func @out_of_bounds(%s: !llvm.struct<(i32, f32)>) {
  // The parser reports at the token after the op.
  // expected-error @+2 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @not_aggregate(%a: !llvm.array<2 x i32>) {
  // expected-error @+2 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  %0 = llvm.extractvalue %a[0, 0] : !llvm.array<2 x i32>
  llvm.return
}

// -----

llvm.func @scalable_shuffle(%v: vector<[4]xf32>) {
  // expected-error @+1 {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %0 = llvm.shufflevector %v, %v [0, 1] : vector<[4]xf32>
  llvm.return
}

// -----

llvm.func @alloca_type(%n: i32) {
  // expected-error @+1 {{expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %n x i8 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @switch_args(%x: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
  llvm.switch %x : i32, ^bb1 [
    1: ^bb2
  ]
^bb1:
  llvm.return
^bb2(%a: i32):
  llvm.return
}

// -----

llvm.func @init() {
  llvm.return
}

// expected-error @+1 {{mismatch between the number of ctors and the number of priorities}}
llvm.mlir.global_ctors {ctors = [@init], priorities = []}

// -----

llvm.func @powi(%f: f32, %i: i32) {
  // expected-error @+1 {{'llvm.intr.powi' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.intr.powi(%i, %i) : (i32, i32) -> f32
  llvm.return
}

// -----

llvm.func @gep_struct_dynamic(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i8, i8)>
  llvm.return
}

// -----

llvm.func @gep_struct_bounds(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op index 2 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x struct<(i8, i8)>>
  llvm.return
}

// -----

llvm.func @gep_scalar(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op type 'f64' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.return
}

// -----

llvm.func @insert_scalable_into_fixed(%a: vector<[2]xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that it is not inserting scalable into fixed-length vectors.}}
  %0 = llvm.intr.vector.insert %a, %b[0] : vector<[2]xf32> into vector<8xf32>
  llvm.return
}

// -----

llvm.func @extract_too_big(%a: vector<[16385]xi8>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = llvm.intr.vector.extract %a[0] : vector<16xi8> from vector<[16385]xi8>
  llvm.return
}
