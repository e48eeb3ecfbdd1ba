// RUN: rmlir-translate --mlir-to-mir %s | FileCheck %s
// The machine IR after selection: blocks with parameters, instructions over virtual
// registers with their constraints (arguments in rdi/rsi: p7i/p6i), successors with the
// values they pass. The edge that needs no split keeps its arguments on the branch.

// CHECK-LABEL: thread:
// CHECK-NEXT: block0:
// CHECK-NEXT:   Args { args: [(v0, p7i), (v1, p6i)] }
// CHECK-NEXT:   Test { size: B, lhs: v0, rhs: Imm(1) }
// CHECK-NEXT:   Jcc { cc: Ne, taken: 1, not_taken: 2 }
// CHECK-NEXT:   ; successors: block1, block2
// CHECK-NEXT: block1:
// CHECK-NEXT:   Jmp { target: 3 }
// CHECK-NEXT:   ; successors: block3(v1)
// CHECK-NEXT: block2:
// CHECK-NEXT:   Alu { op: Add, size: Q, src1: v1, src2: Reg(v1), dst: v2 }
// CHECK-NEXT:   Jmp { target: 3 }
// CHECK-NEXT:   ; successors: block3(v2)
// CHECK-NEXT: block3(v3):
// CHECK-NEXT:   Ret { rets: [(v3, p0i)] }
llvm.func @thread(%c: i1, %a: i64) -> i64 {
  llvm.cond_br %c, ^m(%a : i64), ^o
^o:
  %x = llvm.add %a, %a : i64
  llvm.br ^m(%x : i64)
^m(%r: i64):
  llvm.return %r : i64
}
