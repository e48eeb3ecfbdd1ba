// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s

// Masked memory intrinsics are lowered without branches: each lane's address is chosen by
// its mask bit (test + cmov) between the real element and a stack slot (the pass-through
// lane for loads, scratch for stores), so masked-off lanes never touch memory.

// CHECK-LABEL: mload:
// CHECK-COUNT-4: cmov
// CHECK-NOT: cmov
// CHECK: ret
llvm.func @mload(%p: !llvm.ptr, %q: !llvm.ptr, %r: !llvm.ptr) {
  %m = llvm.load %q : !llvm.ptr -> vector<4xi8>
  %z = llvm.mlir.constant(dense<0> : vector<4xi8>) : vector<4xi8>
  %mask = llvm.icmp "ne" %m, %z : vector<4xi8>
  %pass = llvm.mlir.constant(dense<7.0> : vector<4xf32>) : vector<4xf32>
  %v = llvm.intr.masked.load %p, %mask, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.store %v, %r : vector<4xf32>, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: mstore:
// CHECK-COUNT-4: cmov
// CHECK-NOT: cmov
// CHECK: ret
llvm.func @mstore(%p: !llvm.ptr, %q: !llvm.ptr, %r: !llvm.ptr) {
  %m = llvm.load %q : !llvm.ptr -> vector<4xi8>
  %z = llvm.mlir.constant(dense<0> : vector<4xi8>) : vector<4xi8>
  %mask = llvm.icmp "ne" %m, %z : vector<4xi8>
  %v = llvm.load %r : !llvm.ptr -> vector<4xf32>
  llvm.intr.masked.store %v, %p, %mask {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  llvm.return
}

// expandload and compressstore also advance their pointer by one element per set bit:
// two cmovs per lane.
// CHECK-LABEL: compress:
// CHECK-COUNT-8: cmov
// CHECK-NOT: cmov
// CHECK: ret
llvm.func @compress(%p: !llvm.ptr, %q: !llvm.ptr, %r: !llvm.ptr) {
  %m = llvm.load %q : !llvm.ptr -> vector<4xi8>
  %z = llvm.mlir.constant(dense<0> : vector<4xi8>) : vector<4xi8>
  %mask = llvm.icmp "ne" %m, %z : vector<4xi8>
  %v = llvm.load %r : !llvm.ptr -> vector<4xf32>
  "llvm.intr.masked.compressstore"(%v, %p, %mask) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  llvm.return
}

// CHECK-LABEL: expand:
// CHECK-COUNT-8: cmov
// CHECK-NOT: cmov
// CHECK: ret
llvm.func @expand(%p: !llvm.ptr, %q: !llvm.ptr, %r: !llvm.ptr) {
  %m = llvm.load %q : !llvm.ptr -> vector<4xi8>
  %z = llvm.mlir.constant(dense<0> : vector<4xi8>) : vector<4xi8>
  %mask = llvm.icmp "ne" %m, %z : vector<4xi8>
  %pass = llvm.load %r : !llvm.ptr -> vector<4xf32>
  %v = "llvm.intr.masked.expandload"(%p, %mask, %pass) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.store %v, %r : vector<4xf32>, !llvm.ptr
  llvm.return
}
