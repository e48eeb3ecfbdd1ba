llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @p(%v: i64) {
  llvm.call @printU64(%v) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @t17(%x: i64) {
  %one = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  llvm.store %m1, %buf : i64, !llvm.ptr
  %p1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %m1, %p1 : i64, !llvm.ptr
  %v = llvm.trunc %x : i64 to i17
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %q : i17, !llvm.ptr
  %w0 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w0) : (i64) -> ()
  %w1 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w1) : (i64) -> ()
  %l = llvm.load %q : !llvm.ptr -> i17
  %z = llvm.zext %l : i17 to i64
  llvm.call @p(%z) : (i64) -> ()
  %k = llvm.mlir.constant(-3 : i17) : i17
  llvm.store %k, %q : i17, !llvm.ptr
  %w2 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w2) : (i64) -> ()
  %w3 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w3) : (i64) -> ()
  llvm.return
}
llvm.func @t20(%x: i64) {
  %one = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  llvm.store %m1, %buf : i64, !llvm.ptr
  %p1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %m1, %p1 : i64, !llvm.ptr
  %v = llvm.trunc %x : i64 to i20
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %q : i20, !llvm.ptr
  %w0 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w0) : (i64) -> ()
  %w1 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w1) : (i64) -> ()
  %l = llvm.load %q : !llvm.ptr -> i20
  %z = llvm.zext %l : i20 to i64
  llvm.call @p(%z) : (i64) -> ()
  %k = llvm.mlir.constant(-3 : i20) : i20
  llvm.store %k, %q : i20, !llvm.ptr
  %w2 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w2) : (i64) -> ()
  %w3 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w3) : (i64) -> ()
  llvm.return
}
llvm.func @t24(%x: i64) {
  %one = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  llvm.store %m1, %buf : i64, !llvm.ptr
  %p1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %m1, %p1 : i64, !llvm.ptr
  %v = llvm.trunc %x : i64 to i24
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %q : i24, !llvm.ptr
  %w0 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w0) : (i64) -> ()
  %w1 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w1) : (i64) -> ()
  %l = llvm.load %q : !llvm.ptr -> i24
  %z = llvm.zext %l : i24 to i64
  llvm.call @p(%z) : (i64) -> ()
  %k = llvm.mlir.constant(-3 : i24) : i24
  llvm.store %k, %q : i24, !llvm.ptr
  %w2 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w2) : (i64) -> ()
  %w3 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w3) : (i64) -> ()
  llvm.return
}
llvm.func @t33(%x: i64) {
  %one = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  llvm.store %m1, %buf : i64, !llvm.ptr
  %p1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %m1, %p1 : i64, !llvm.ptr
  %v = llvm.trunc %x : i64 to i33
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %q : i33, !llvm.ptr
  %w0 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w0) : (i64) -> ()
  %w1 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w1) : (i64) -> ()
  %l = llvm.load %q : !llvm.ptr -> i33
  %z = llvm.zext %l : i33 to i64
  llvm.call @p(%z) : (i64) -> ()
  %k = llvm.mlir.constant(-3 : i33) : i33
  llvm.store %k, %q : i33, !llvm.ptr
  %w2 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w2) : (i64) -> ()
  %w3 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w3) : (i64) -> ()
  llvm.return
}
llvm.func @t40(%x: i64) {
  %one = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  llvm.store %m1, %buf : i64, !llvm.ptr
  %p1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %m1, %p1 : i64, !llvm.ptr
  %v = llvm.trunc %x : i64 to i40
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %q : i40, !llvm.ptr
  %w0 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w0) : (i64) -> ()
  %w1 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w1) : (i64) -> ()
  %l = llvm.load %q : !llvm.ptr -> i40
  %z = llvm.zext %l : i40 to i64
  llvm.call @p(%z) : (i64) -> ()
  %k = llvm.mlir.constant(-3 : i40) : i40
  llvm.store %k, %q : i40, !llvm.ptr
  %w2 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w2) : (i64) -> ()
  %w3 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w3) : (i64) -> ()
  llvm.return
}
llvm.func @t48(%x: i64) {
  %one = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  llvm.store %m1, %buf : i64, !llvm.ptr
  %p1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %m1, %p1 : i64, !llvm.ptr
  %v = llvm.trunc %x : i64 to i48
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %q : i48, !llvm.ptr
  %w0 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w0) : (i64) -> ()
  %w1 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w1) : (i64) -> ()
  %l = llvm.load %q : !llvm.ptr -> i48
  %z = llvm.zext %l : i48 to i64
  llvm.call @p(%z) : (i64) -> ()
  %k = llvm.mlir.constant(-3 : i48) : i48
  llvm.store %k, %q : i48, !llvm.ptr
  %w2 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w2) : (i64) -> ()
  %w3 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w3) : (i64) -> ()
  llvm.return
}
llvm.func @t56(%x: i64) {
  %one = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  llvm.store %m1, %buf : i64, !llvm.ptr
  %p1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %m1, %p1 : i64, !llvm.ptr
  %v = llvm.trunc %x : i64 to i56
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %q : i56, !llvm.ptr
  %w0 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w0) : (i64) -> ()
  %w1 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w1) : (i64) -> ()
  %l = llvm.load %q : !llvm.ptr -> i56
  %z = llvm.zext %l : i56 to i64
  llvm.call @p(%z) : (i64) -> ()
  %k = llvm.mlir.constant(-3 : i56) : i56
  llvm.store %k, %q : i56, !llvm.ptr
  %w2 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w2) : (i64) -> ()
  %w3 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w3) : (i64) -> ()
  llvm.return
}
llvm.func @t60(%x: i64) {
  %one = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  llvm.store %m1, %buf : i64, !llvm.ptr
  %p1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %m1, %p1 : i64, !llvm.ptr
  %v = llvm.trunc %x : i64 to i60
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %q : i60, !llvm.ptr
  %w0 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w0) : (i64) -> ()
  %w1 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w1) : (i64) -> ()
  %l = llvm.load %q : !llvm.ptr -> i60
  %z = llvm.zext %l : i60 to i64
  llvm.call @p(%z) : (i64) -> ()
  %k = llvm.mlir.constant(-3 : i60) : i60
  llvm.store %k, %q : i60, !llvm.ptr
  %w2 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w2) : (i64) -> ()
  %w3 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w3) : (i64) -> ()
  llvm.return
}
llvm.func @t9(%x: i64) {
  %one = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  llvm.store %m1, %buf : i64, !llvm.ptr
  %p1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %m1, %p1 : i64, !llvm.ptr
  %v = llvm.trunc %x : i64 to i9
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %q : i9, !llvm.ptr
  %w0 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w0) : (i64) -> ()
  %w1 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w1) : (i64) -> ()
  %l = llvm.load %q : !llvm.ptr -> i9
  %z = llvm.zext %l : i9 to i64
  llvm.call @p(%z) : (i64) -> ()
  %k = llvm.mlir.constant(-3 : i9) : i9
  llvm.store %k, %q : i9, !llvm.ptr
  %w2 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w2) : (i64) -> ()
  %w3 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w3) : (i64) -> ()
  llvm.return
}
llvm.func @t12(%x: i64) {
  %one = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  llvm.store %m1, %buf : i64, !llvm.ptr
  %p1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %m1, %p1 : i64, !llvm.ptr
  %v = llvm.trunc %x : i64 to i12
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %q : i12, !llvm.ptr
  %w0 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w0) : (i64) -> ()
  %w1 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w1) : (i64) -> ()
  %l = llvm.load %q : !llvm.ptr -> i12
  %z = llvm.zext %l : i12 to i64
  llvm.call @p(%z) : (i64) -> ()
  %k = llvm.mlir.constant(-3 : i12) : i12
  llvm.store %k, %q : i12, !llvm.ptr
  %w2 = llvm.load %buf : !llvm.ptr -> i64
  llvm.call @p(%w2) : (i64) -> ()
  %w3 = llvm.load %p1 : !llvm.ptr -> i64
  llvm.call @p(%w3) : (i64) -> ()
  llvm.return
}
llvm.func @main() -> i32 {
  %c1 = llvm.mlir.constant(81985529216486895 : i64) : i64
  llvm.call @t17(%c1) : (i64) -> ()
  %c2 = llvm.mlir.constant(-81985529216486896 : i64) : i64
  llvm.call @t17(%c2) : (i64) -> ()
  %c3 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @t17(%c3) : (i64) -> ()
  %c4 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @t17(%c4) : (i64) -> ()
  %c5 = llvm.mlir.constant(-9187201950435737472 : i64) : i64
  llvm.call @t17(%c5) : (i64) -> ()
  %c6 = llvm.mlir.constant(81985529216486895 : i64) : i64
  llvm.call @t20(%c6) : (i64) -> ()
  %c7 = llvm.mlir.constant(-81985529216486896 : i64) : i64
  llvm.call @t20(%c7) : (i64) -> ()
  %c8 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @t20(%c8) : (i64) -> ()
  %c9 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @t20(%c9) : (i64) -> ()
  %c10 = llvm.mlir.constant(-9187201950435737472 : i64) : i64
  llvm.call @t20(%c10) : (i64) -> ()
  %c11 = llvm.mlir.constant(81985529216486895 : i64) : i64
  llvm.call @t24(%c11) : (i64) -> ()
  %c12 = llvm.mlir.constant(-81985529216486896 : i64) : i64
  llvm.call @t24(%c12) : (i64) -> ()
  %c13 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @t24(%c13) : (i64) -> ()
  %c14 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @t24(%c14) : (i64) -> ()
  %c15 = llvm.mlir.constant(-9187201950435737472 : i64) : i64
  llvm.call @t24(%c15) : (i64) -> ()
  %c16 = llvm.mlir.constant(81985529216486895 : i64) : i64
  llvm.call @t33(%c16) : (i64) -> ()
  %c17 = llvm.mlir.constant(-81985529216486896 : i64) : i64
  llvm.call @t33(%c17) : (i64) -> ()
  %c18 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @t33(%c18) : (i64) -> ()
  %c19 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @t33(%c19) : (i64) -> ()
  %c20 = llvm.mlir.constant(-9187201950435737472 : i64) : i64
  llvm.call @t33(%c20) : (i64) -> ()
  %c21 = llvm.mlir.constant(81985529216486895 : i64) : i64
  llvm.call @t40(%c21) : (i64) -> ()
  %c22 = llvm.mlir.constant(-81985529216486896 : i64) : i64
  llvm.call @t40(%c22) : (i64) -> ()
  %c23 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @t40(%c23) : (i64) -> ()
  %c24 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @t40(%c24) : (i64) -> ()
  %c25 = llvm.mlir.constant(-9187201950435737472 : i64) : i64
  llvm.call @t40(%c25) : (i64) -> ()
  %c26 = llvm.mlir.constant(81985529216486895 : i64) : i64
  llvm.call @t48(%c26) : (i64) -> ()
  %c27 = llvm.mlir.constant(-81985529216486896 : i64) : i64
  llvm.call @t48(%c27) : (i64) -> ()
  %c28 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @t48(%c28) : (i64) -> ()
  %c29 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @t48(%c29) : (i64) -> ()
  %c30 = llvm.mlir.constant(-9187201950435737472 : i64) : i64
  llvm.call @t48(%c30) : (i64) -> ()
  %c31 = llvm.mlir.constant(81985529216486895 : i64) : i64
  llvm.call @t56(%c31) : (i64) -> ()
  %c32 = llvm.mlir.constant(-81985529216486896 : i64) : i64
  llvm.call @t56(%c32) : (i64) -> ()
  %c33 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @t56(%c33) : (i64) -> ()
  %c34 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @t56(%c34) : (i64) -> ()
  %c35 = llvm.mlir.constant(-9187201950435737472 : i64) : i64
  llvm.call @t56(%c35) : (i64) -> ()
  %c36 = llvm.mlir.constant(81985529216486895 : i64) : i64
  llvm.call @t60(%c36) : (i64) -> ()
  %c37 = llvm.mlir.constant(-81985529216486896 : i64) : i64
  llvm.call @t60(%c37) : (i64) -> ()
  %c38 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @t60(%c38) : (i64) -> ()
  %c39 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @t60(%c39) : (i64) -> ()
  %c40 = llvm.mlir.constant(-9187201950435737472 : i64) : i64
  llvm.call @t60(%c40) : (i64) -> ()
  %c41 = llvm.mlir.constant(81985529216486895 : i64) : i64
  llvm.call @t9(%c41) : (i64) -> ()
  %c42 = llvm.mlir.constant(-81985529216486896 : i64) : i64
  llvm.call @t9(%c42) : (i64) -> ()
  %c43 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @t9(%c43) : (i64) -> ()
  %c44 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @t9(%c44) : (i64) -> ()
  %c45 = llvm.mlir.constant(-9187201950435737472 : i64) : i64
  llvm.call @t9(%c45) : (i64) -> ()
  %c46 = llvm.mlir.constant(81985529216486895 : i64) : i64
  llvm.call @t12(%c46) : (i64) -> ()
  %c47 = llvm.mlir.constant(-81985529216486896 : i64) : i64
  llvm.call @t12(%c47) : (i64) -> ()
  %c48 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @t12(%c48) : (i64) -> ()
  %c49 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @t12(%c49) : (i64) -> ()
  %c50 = llvm.mlir.constant(-9187201950435737472 : i64) : i64
  llvm.call @t12(%c50) : (i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
