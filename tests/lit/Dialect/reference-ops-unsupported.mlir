// RUN: rmlir-opt %s --allow-unregistered-dialect -verify-diagnostics

// rmlir-specific: ops known from upstream's reference whose custom assembly format rmlir
// does not implement yet are rejected by name (their generic form is accepted).

"demo.region"() ({
^bb0(%a: index):
  // expected-error@+1 {{custom assembly format of op 'affine.apply' is unsupported in rmlir; write it in the generic form}}
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
}) : () -> ()
