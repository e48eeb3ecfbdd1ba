// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @sext_narrower(%i: i32) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %i : i32 to i16
  return
}

// -----

func.func @bitcast_ptr(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  return
}

// -----

func.func @icmp_predicate(%i: i32) {
  // expected-error @+1 {{'ult_' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "ult_" %i, %i : i32
  return
}

// -----

func.func @store_release_no_align(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.store' op expected alignment for atomic access}}
  llvm.store %i, %p atomic release : i32, !llvm.ptr
  return
}

// -----

func.func @store_acquire(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %i, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  return
}

// -----

func.func @fence_monotonic() {
  // expected-error @+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  return
}

// -----

func.func @rmw_float_add(%p: !llvm.ptr, %f: f32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw sub %p, %f monotonic : !llvm.ptr, f32
  return
}

// -----

func.func @cmpxchg_failure(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %i, %i seq_cst release : !llvm.ptr, i32
  return
}

// -----

func.func @string_constant() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 2 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("ab") : !llvm.array<3 x i8>
  return
}

// -----

func.func @float_constant() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected float type of width 64}}
  %0 = llvm.mlir.constant(1.0 : f64) : f32
  return
}

// -----

func.func @br_args(%i: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  llvm.br ^bb1
^bb1(%x: i32):
  llvm.unreachable
}

// -----

func.func @add_float(%f: f32) {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %f, %f : f32
  return
}

// -----

func.func @bitcast_vec_to_ptr(%v: !llvm.vec<2 x ptr>) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast vector of pointers to pointer}}
  %0 = llvm.bitcast %v : !llvm.vec<2 x ptr> to !llvm.ptr
  return
}

// -----

func.func @bitcast_spaces(%p: !llvm.ptr<2>) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr<2> to !llvm.ptr
  return
}

// -----

func.func @zext_shape(%v: vector<2xi8>) {
  // expected-error @+1 {{input and output vectors are of incompatible shape}}
  %0 = llvm.zext %v : vector<2xi8> to vector<4xi16>
  return
}

// -----

func.func @sext_to_vector(%i: i8) {
  // expected-error @+1 {{input type is an integer but output type is a vector}}
  %0 = llvm.sext %i : i8 to vector<1xi16>
  return
}

// -----

func.func @load_syncscope(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%p) {syncscope = "agent"} : (!llvm.ptr) -> i32
  return
}

// -----

func.func @rmw_result(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op failed to verify that result #0 and operand #1 have the same type}}
  %0 = "llvm.atomicrmw"(%p, %i) {bin_op = 1 : i64, ordering = 2 : i64} : (!llvm.ptr, i32) -> i64
  return
}

// -----

func.func @cmpxchg_result(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool}}
  %0 = "llvm.cmpxchg"(%p, %i, %i) {success_ordering = 2 : i64, failure_ordering = 2 : i64} : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}

// -----

func.func @extractelement_result(%v: vector<2xf32>, %i: i32) {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<2xf32>, i32) -> f64
  return
}

// -----

func.func @call_operand(%m: memref<f32>) {
  // expected-error @+1 {{'llvm.call' op operand #0 must be variadic of LLVM dialect-compatible type, but got 'memref<f32>'}}
  "llvm.call"(%m) : (memref<f32>) -> ()
  return
}

// -----

func.func @complex_constant_type() {
  // expected-error @+1 {{expected struct type with two elements of the same type, the type of a complex constant}}
  %0 = llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(f32, f64)>
  return
}

// -----

func.func @complex_constant_value() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements of the same type}}
  %0 = llvm.mlir.constant([1.0 : f32, 2 : i32]) : !llvm.struct<(f32, f32)>
  return
}

// -----

func.func @symbol_constant() {
  // expected-error @+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@symbol_constant) : !llvm.ptr
  return
}

// -----

func.func @alias_scopes(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.load %p {alias_scopes = ["scope"]} : !llvm.ptr -> i32
  return
}
