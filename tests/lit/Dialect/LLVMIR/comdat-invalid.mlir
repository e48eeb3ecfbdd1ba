// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

llvm.comdat @c {
  llvm.comdat_selector @s any
  // expected-error@below {{only comdat selector symbols can appear in a comdat region}}
  llvm.func @f()
}

// -----

llvm.comdat @c {
  llvm.comdat_selector @s samesize
}
// expected-error@below {{expected comdat symbol}}
llvm.mlir.global internal @g(0 : i8) comdat(@c::@missing) : i8

// -----

llvm.func @f()
// expected-error@below {{expected comdat symbol}}
llvm.func @h() comdat(@f) {
  llvm.return
}

// -----

// expected-error@below {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @untyped(5 : i16)
