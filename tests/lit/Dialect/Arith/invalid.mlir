// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @extsi_narrower(%b: i64) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %b : i64 to i32
  return
}

// -----

func.func @trunci_wider(%a: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @extui_same(%a: i32) {
  // expected-error @+1 {{operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = "arith.extui"(%a) : (i32) -> i32
  return
}

// -----

func.func @extf_narrower(%f: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %f : f32 to f16
  return
}

// -----

func.func @truncf_wider(%f: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %f : f32 to f64
  return
}

// -----

func.func @bitcast_width(%f: f32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible}}
  %0 = arith.bitcast %f : f32 to i64
  return
}

// -----

func.func @bitcast_memref_width(%m: memref<4xi32>) {
  // expected-error @+1 {{operand type 'memref<4xi32>' and result type 'memref<4xf64>' are cast incompatible}}
  %0 = arith.bitcast %m : memref<4xi32> to memref<4xf64>
  return
}

// -----

func.func @index_cast_no_index(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @index_cast_shape(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.index_castui' op requires the same shape for all operands and results}}
  %0 = arith.index_castui %v : vector<4xi32> to vector<5xindex>
  return
}

// -----

func.func @fptosi_to_float(%a: f32) {
  // expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.fptosi %a : f32 to f32
  return
}

// -----

func.func @sitofp_to_int(%a: i32) {
  // expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.sitofp %a : i32 to i32
  return
}

// -----

func.func @uitofp_index(%a: index) {
  // expected-error @+1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.uitofp %a : index to f32
  return
}

// -----

func.func @fptoui_shape(%a: vector<4xf32>) {
  // expected-error @+1 {{'arith.fptoui' op requires the same shape for all operands and results}}
  %0 = arith.fptoui %a : vector<4xf32> to i32
  return
}

// -----

func.func @select_shape(%c: vector<4xi1>, %f: vector<5xf32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %f, %f : vector<4xi1>, vector<5xf32>
  return
}

// -----

func.func @select_types(%c: i1, %f: f32, %g: f64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %f, %g) : (i1, f32, f64) -> f32
  return
}

// -----

func.func @select_operand_count(%c: i1, %f: f32) {
  // expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %f : f32
  return
}

// -----

func.func @select_condition(%c: i32, %f: f32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = arith.select %c, %f, %f : i32, f32
  return
}

// -----

func.func @addui_extended_scalar(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, vector<2xi1>)
  return
}

// -----

func.func @addui_extended_sum(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @mului_extended_types(%a: i32) {
  // expected-error @+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i64, i32)
  return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i64} : () -> i32
  return
}

// -----

func.func @constant_signed() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si32
  return
}

// -----

func.func @rounding_mode(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%a) {roundingmode = 9 : i32} : (f32) -> bf16
  return
}

// -----

func.func @cmpi_predicate(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpf_predicate(%a: f32) {
  // expected-error @+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf foo, %a, %a : f32
  return
}

// -----

func.func @cmpf_result(%a: f32) {
  // expected-error @+1 {{'arith.cmpf' op result #0 must be bool-like, but got 'f32'}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (f32, f32) -> f32
  return
}

// -----

func.func @fastmath_attr_kind(%a: f32) {
  // expected-error @+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %a) {fastmath = #arith.overflow<nsw>} : (f32, f32) -> f32
  return
}

// -----

func.func @overflow_attr_kind(%a: i32) {
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @fastmath_unclosed(%a: f32) {
  // expected-error @+1 {{expected '>'}}
  %0 = arith.addf %a, %a fastmath<fast : f32
  return
}

// -----

func.func @fastmath_missing_comma(%a: f32) {
  // expected-error @+1 {{expected '>'}}
  %0 = arith.addf %a, %a fastmath<nnan ninf> : f32
  return
}

// -----

func.func @fastmath_no_less(%a: f32) {
  // expected-error @+1 {{expected '<'}}
  %0 = arith.mulf %a, %a fastmath fast : f32
  return
}

// -----

func.func @overflow_unclosed(%a: i32) {
  // expected-error @+1 {{expected '>'}}
  %0 = arith.addi %a, %a overflow<nsw : i32
  return
}

// -----

// expected-error @+1 {{expected '>'}}
"test.op"() {a = #arith.fastmath<fast : i32>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `flags` in dialect `arith`}}
"test.op"() {a = #arith.flags<fast>} : () -> ()

// -----

// expected-error @+1 {{expected '<'}}
"test.op"() {a = #arith.overflow} : () -> ()

// -----

func.func @cmpi_float(%f: f32) {
  // The result type is derived from `lhs` (TypesMatchWith), whose constraint the parser
  // checks first.
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi slt, %f, %f : f32
  return
}

// -----

func.func @cmpf_int(%i: i32) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf olt, %i, %i : i32
  return
}
