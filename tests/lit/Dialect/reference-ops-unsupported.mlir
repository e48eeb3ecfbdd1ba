// RUN: rmlir-opt %s --allow-unregistered-dialect -verify-diagnostics

// rmlir-specific: ops known from upstream's reference whose custom assembly format rmlir
// does not implement yet are rejected by name (their generic form is accepted).

"demo.region"() ({
^bb0(%a: index, %m: memref<4xf32>):
  // expected-error@+1 {{custom assembly format of op 'gpu.wait' is unsupported in rmlir; write it in the generic form}}
  %0 = gpu.wait async
}) : () -> ()
