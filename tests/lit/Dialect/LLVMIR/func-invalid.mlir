// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{failed to construct function type: expected zero or one function result}}
llvm.func @two_results() -> (i32, i32)

// -----

// expected-error @+1 {{failed to construct function type: expected LLVM type for function arguments}}
llvm.func @bad_arg(index)

// -----

// expected-error @+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common_func()

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @internal_decl()

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @ret_mismatch(%a: i64) -> i32 {
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i64
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @ret_void(%a: i64) {
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i64
}

// -----

// expected-error @+1 {{type can only be omitted for string globals}}
llvm.mlir.global @untyped(1 : i32)

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{expected direct call to have 1 trailing type}}
  llvm.call @f(%a) : i32, (i32) -> ()
  llvm.return
}

// -----

llvm.func @g(%a: i32) {
  // expected-error @+1 {{expected a non-void result type}}
  llvm.call @g(%a) : (i32) -> !llvm.void
  llvm.return
}

// -----

llvm.func @takes_i64(i64)

llvm.func @caller(%a: i32) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i64'}}
  llvm.call @takes_i64(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @caller() {
  // expected-error @+1 {{'llvm.call' op 'nowhere' does not reference a symbol in the current scope}}
  llvm.call @nowhere() : () -> ()
  llvm.return
}

// -----

llvm.func @vararg_callee(i32, ...)

llvm.func @caller(%a: i32) {
  // expected-error @+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  llvm.call @vararg_callee(%a, %a) : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @caller(%a: i32) {
  // expected-error @+1 {{'llvm.call' op var_callee_type return type mismatch: 'i8' != 'i32'}}
  %0 = llvm.call @caller(%a) vararg(!llvm.func<i8 (i32, ...)>) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @returns_i32() -> i32

llvm.func @caller() {
  // expected-error @+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @returns_i32() : () -> ()
  llvm.return
}

// -----

llvm.mlir.global @in_space_one() {addr_space = 1 : i32} : i32

llvm.func @addr() {
  // expected-error @+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global}}
  %0 = llvm.mlir.addressof @in_space_one : !llvm.ptr
  llvm.return
}

// -----

llvm.func @addr() {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @missing : !llvm.ptr
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @bad_type() : !llvm.token

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @short("abc") : !llvm.array<2 x i8>

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @nonzero(dense<[0, 1]> : vector<2xi8>) : !llvm.array<2 x i8>

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @scalar() : f32

// -----

// expected-error @+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global private @aligned(1 : i8) {alignment = 6 : i64} : i8

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region type 'i16' does not match global type 'i32'}}
llvm.mlir.global internal @init() : i32 {
  %0 = llvm.mlir.constant(1 : i16) : i16
  llvm.return %0 : i16
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @both(2 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.func @personality(...) -> i32

llvm.func @no_clause() attributes {personality = @personality} {
  // expected-error @+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %0 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @personality(...) -> i32

llvm.func @non_constant_clause(%p: !llvm.ptr) attributes {personality = @personality} {
  // expected-error @+1 {{clause #0 is not a known constant - null, addressof, bitcast}}
  %0 = llvm.landingpad (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @personality(...) -> i32

// expected-error @+1 {{'llvm.resume' should have a consistent input type inside a function}}
llvm.func @inconsistent(%p: !llvm.ptr) attributes {personality = @personality} {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  %2 = llvm.mlir.undef : !llvm.struct<(ptr, i64)>
  llvm.resume %2 : !llvm.struct<(ptr, i64)>
}

// -----

// expected-error @+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @both_inline() attributes {no_inline, always_inline} {
  llvm.return
}

// -----

llvm.func @vararg(i32, ...)

llvm.func @invoker(%a: i32) attributes {personality = @vararg} {
  // expected-error @+1 {{'llvm.invoke' op expected var_callee_type to be a variadic function type}}
  llvm.invoke @vararg(%a) to ^bb1 unwind ^bb2 vararg(!llvm.func<void (i32)>) : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @declared_only()

// expected-error @+1 {{'llvm.mlir.global_dtors' op 'declared_only' does not have a definition}}
llvm.mlir.global_dtors {dtors = [@declared_only], priorities = [0 : i32]}

// -----

llvm.mlir.global internal @not_a_func() : i32

// expected-error @+1 {{'llvm.mlir.global_ctors' op 'not_a_func' does not reference a valid LLVM function}}
llvm.mlir.global_ctors {ctors = [@not_a_func], priorities = [0 : i32]}
