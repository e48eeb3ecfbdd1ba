// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

// Inherent attributes written in the attribute dictionary of an op with a declarative
// format are checked while parsing, at the dictionary (upstream's generated parsers call
// `verifyInherentAttrs`): the parse stops there, so the unknown op after it is never seen.
llvm.func @access_groups(%p : !llvm.ptr, %a : i32, %b : i32) {
  // expected-error @+1 {{custom op 'llvm.cmpxchg' 'llvm.cmpxchg' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.cmpxchg %p, %a, %b acq_rel monotonic { "access_groups" = [@m::@s] } : !llvm.ptr, i32
  llvm.return
}
llvm.not_an_op @m

// -----

llvm.func @alignment(%p : !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.load' 'llvm.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = llvm.load %p { alignment = "x" } : !llvm.ptr -> i32
  llvm.return
}
