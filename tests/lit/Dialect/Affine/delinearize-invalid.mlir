// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @count(%i: index, %n: index) {
  // expected-error @+1 {{'affine.delinearize_index' op should return an index for each basis element}}
  %0:2 = affine.delinearize_index %i into (%n, %n, %n) : index, index
  return
}

// -----

func.func @empty(%i: index) {
  // expected-error @+1 {{'affine.delinearize_index' op basis should not be empty}}
  "affine.delinearize_index"(%i) : (index) -> ()
  return
}
