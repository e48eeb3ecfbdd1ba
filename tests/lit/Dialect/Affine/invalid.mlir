// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @apply_mismatch(%a: index) {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a)
  return
}

// -----

func.func @apply_two_results(%a: index) {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_operands(%a: index) {
  // expected-error @+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a, %a) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @min_operands(%a: index) {
  // expected-error @+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%a)
  return
}

// -----

func.func @not_a_map(%a: index) {
  // expected-error @+1 {{custom op 'affine.max' invalid kind of attribute specified}}
  %0 = affine.max 4 (%a)
  return
}
