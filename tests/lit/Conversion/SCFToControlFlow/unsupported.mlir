// An scf.forall with shared outputs has no lowering: the explicitly illegal op is an error.
// RUN: rmlir-opt %s -convert-scf-to-cf -verify-diagnostics

func.func @forall_outputs(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
