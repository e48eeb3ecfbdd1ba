llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @p(%v: i64) {
  llvm.call @printU64(%v) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @rmw_xchg_8(%p: !llvm.ptr, %init: i8, %v: i8) {
  llvm.store %init, %p : i8, !llvm.ptr
  %old = llvm.atomicrmw xchg %p, %v seq_cst : !llvm.ptr, i8
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_add_8(%p: !llvm.ptr, %init: i8, %v: i8) {
  llvm.store %init, %p : i8, !llvm.ptr
  %old = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i8
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_sub_8(%p: !llvm.ptr, %init: i8, %v: i8) {
  llvm.store %init, %p : i8, !llvm.ptr
  %old = llvm.atomicrmw sub %p, %v seq_cst : !llvm.ptr, i8
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__and_8(%p: !llvm.ptr, %init: i8, %v: i8) {
  llvm.store %init, %p : i8, !llvm.ptr
  %old = llvm.atomicrmw _and %p, %v seq_cst : !llvm.ptr, i8
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_nand_8(%p: !llvm.ptr, %init: i8, %v: i8) {
  llvm.store %init, %p : i8, !llvm.ptr
  %old = llvm.atomicrmw nand %p, %v seq_cst : !llvm.ptr, i8
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__or_8(%p: !llvm.ptr, %init: i8, %v: i8) {
  llvm.store %init, %p : i8, !llvm.ptr
  %old = llvm.atomicrmw _or %p, %v seq_cst : !llvm.ptr, i8
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__xor_8(%p: !llvm.ptr, %init: i8, %v: i8) {
  llvm.store %init, %p : i8, !llvm.ptr
  %old = llvm.atomicrmw _xor %p, %v seq_cst : !llvm.ptr, i8
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_max_8(%p: !llvm.ptr, %init: i8, %v: i8) {
  llvm.store %init, %p : i8, !llvm.ptr
  %old = llvm.atomicrmw max %p, %v seq_cst : !llvm.ptr, i8
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_min_8(%p: !llvm.ptr, %init: i8, %v: i8) {
  llvm.store %init, %p : i8, !llvm.ptr
  %old = llvm.atomicrmw min %p, %v seq_cst : !llvm.ptr, i8
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_umax_8(%p: !llvm.ptr, %init: i8, %v: i8) {
  llvm.store %init, %p : i8, !llvm.ptr
  %old = llvm.atomicrmw umax %p, %v seq_cst : !llvm.ptr, i8
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_umin_8(%p: !llvm.ptr, %init: i8, %v: i8) {
  llvm.store %init, %p : i8, !llvm.ptr
  %old = llvm.atomicrmw umin %p, %v seq_cst : !llvm.ptr, i8
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @cx_8(%p: !llvm.ptr, %init: i8, %c: i8, %v: i8) {
  llvm.store %init, %p atomic seq_cst {alignment = 1 : i64} : i8, !llvm.ptr
  %r = llvm.cmpxchg %p, %c, %v acq_rel monotonic : !llvm.ptr, i8
  %old = llvm.extractvalue %r[0] : !llvm.struct<(i8, i1)>
  %ok = llvm.extractvalue %r[1] : !llvm.struct<(i8, i1)>
  %zold = llvm.zext %old : i8 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %okz = llvm.zext %ok : i1 to i64
  llvm.call @p(%okz) : (i64) -> ()
  llvm.fence seq_cst
  llvm.fence acquire
  %new = llvm.load volatile %p : !llvm.ptr -> i8
  %znew = llvm.zext %new : i8 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.store volatile %new, %p : i8, !llvm.ptr
  llvm.return
}
llvm.func @rmw_xchg_16(%p: !llvm.ptr, %init: i16, %v: i16) {
  llvm.store %init, %p : i16, !llvm.ptr
  %old = llvm.atomicrmw xchg %p, %v seq_cst : !llvm.ptr, i16
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 2 : i64} : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_add_16(%p: !llvm.ptr, %init: i16, %v: i16) {
  llvm.store %init, %p : i16, !llvm.ptr
  %old = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i16
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 2 : i64} : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_sub_16(%p: !llvm.ptr, %init: i16, %v: i16) {
  llvm.store %init, %p : i16, !llvm.ptr
  %old = llvm.atomicrmw sub %p, %v seq_cst : !llvm.ptr, i16
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 2 : i64} : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__and_16(%p: !llvm.ptr, %init: i16, %v: i16) {
  llvm.store %init, %p : i16, !llvm.ptr
  %old = llvm.atomicrmw _and %p, %v seq_cst : !llvm.ptr, i16
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 2 : i64} : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_nand_16(%p: !llvm.ptr, %init: i16, %v: i16) {
  llvm.store %init, %p : i16, !llvm.ptr
  %old = llvm.atomicrmw nand %p, %v seq_cst : !llvm.ptr, i16
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 2 : i64} : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__or_16(%p: !llvm.ptr, %init: i16, %v: i16) {
  llvm.store %init, %p : i16, !llvm.ptr
  %old = llvm.atomicrmw _or %p, %v seq_cst : !llvm.ptr, i16
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 2 : i64} : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__xor_16(%p: !llvm.ptr, %init: i16, %v: i16) {
  llvm.store %init, %p : i16, !llvm.ptr
  %old = llvm.atomicrmw _xor %p, %v seq_cst : !llvm.ptr, i16
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 2 : i64} : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_max_16(%p: !llvm.ptr, %init: i16, %v: i16) {
  llvm.store %init, %p : i16, !llvm.ptr
  %old = llvm.atomicrmw max %p, %v seq_cst : !llvm.ptr, i16
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 2 : i64} : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_min_16(%p: !llvm.ptr, %init: i16, %v: i16) {
  llvm.store %init, %p : i16, !llvm.ptr
  %old = llvm.atomicrmw min %p, %v seq_cst : !llvm.ptr, i16
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 2 : i64} : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_umax_16(%p: !llvm.ptr, %init: i16, %v: i16) {
  llvm.store %init, %p : i16, !llvm.ptr
  %old = llvm.atomicrmw umax %p, %v seq_cst : !llvm.ptr, i16
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 2 : i64} : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_umin_16(%p: !llvm.ptr, %init: i16, %v: i16) {
  llvm.store %init, %p : i16, !llvm.ptr
  %old = llvm.atomicrmw umin %p, %v seq_cst : !llvm.ptr, i16
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 2 : i64} : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @cx_16(%p: !llvm.ptr, %init: i16, %c: i16, %v: i16) {
  llvm.store %init, %p atomic seq_cst {alignment = 2 : i64} : i16, !llvm.ptr
  %r = llvm.cmpxchg %p, %c, %v acq_rel monotonic : !llvm.ptr, i16
  %old = llvm.extractvalue %r[0] : !llvm.struct<(i16, i1)>
  %ok = llvm.extractvalue %r[1] : !llvm.struct<(i16, i1)>
  %zold = llvm.zext %old : i16 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %okz = llvm.zext %ok : i1 to i64
  llvm.call @p(%okz) : (i64) -> ()
  llvm.fence seq_cst
  llvm.fence acquire
  %new = llvm.load volatile %p : !llvm.ptr -> i16
  %znew = llvm.zext %new : i16 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.store volatile %new, %p : i16, !llvm.ptr
  llvm.return
}
llvm.func @rmw_xchg_32(%p: !llvm.ptr, %init: i32, %v: i32) {
  llvm.store %init, %p : i32, !llvm.ptr
  %old = llvm.atomicrmw xchg %p, %v seq_cst : !llvm.ptr, i32
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_add_32(%p: !llvm.ptr, %init: i32, %v: i32) {
  llvm.store %init, %p : i32, !llvm.ptr
  %old = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i32
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_sub_32(%p: !llvm.ptr, %init: i32, %v: i32) {
  llvm.store %init, %p : i32, !llvm.ptr
  %old = llvm.atomicrmw sub %p, %v seq_cst : !llvm.ptr, i32
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__and_32(%p: !llvm.ptr, %init: i32, %v: i32) {
  llvm.store %init, %p : i32, !llvm.ptr
  %old = llvm.atomicrmw _and %p, %v seq_cst : !llvm.ptr, i32
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_nand_32(%p: !llvm.ptr, %init: i32, %v: i32) {
  llvm.store %init, %p : i32, !llvm.ptr
  %old = llvm.atomicrmw nand %p, %v seq_cst : !llvm.ptr, i32
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__or_32(%p: !llvm.ptr, %init: i32, %v: i32) {
  llvm.store %init, %p : i32, !llvm.ptr
  %old = llvm.atomicrmw _or %p, %v seq_cst : !llvm.ptr, i32
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__xor_32(%p: !llvm.ptr, %init: i32, %v: i32) {
  llvm.store %init, %p : i32, !llvm.ptr
  %old = llvm.atomicrmw _xor %p, %v seq_cst : !llvm.ptr, i32
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_max_32(%p: !llvm.ptr, %init: i32, %v: i32) {
  llvm.store %init, %p : i32, !llvm.ptr
  %old = llvm.atomicrmw max %p, %v seq_cst : !llvm.ptr, i32
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_min_32(%p: !llvm.ptr, %init: i32, %v: i32) {
  llvm.store %init, %p : i32, !llvm.ptr
  %old = llvm.atomicrmw min %p, %v seq_cst : !llvm.ptr, i32
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_umax_32(%p: !llvm.ptr, %init: i32, %v: i32) {
  llvm.store %init, %p : i32, !llvm.ptr
  %old = llvm.atomicrmw umax %p, %v seq_cst : !llvm.ptr, i32
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_umin_32(%p: !llvm.ptr, %init: i32, %v: i32) {
  llvm.store %init, %p : i32, !llvm.ptr
  %old = llvm.atomicrmw umin %p, %v seq_cst : !llvm.ptr, i32
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.return
}
llvm.func @cx_32(%p: !llvm.ptr, %init: i32, %c: i32, %v: i32) {
  llvm.store %init, %p atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.cmpxchg %p, %c, %v acq_rel monotonic : !llvm.ptr, i32
  %old = llvm.extractvalue %r[0] : !llvm.struct<(i32, i1)>
  %ok = llvm.extractvalue %r[1] : !llvm.struct<(i32, i1)>
  %zold = llvm.zext %old : i32 to i64
  llvm.call @p(%zold) : (i64) -> ()
  %okz = llvm.zext %ok : i1 to i64
  llvm.call @p(%okz) : (i64) -> ()
  llvm.fence seq_cst
  llvm.fence acquire
  %new = llvm.load volatile %p : !llvm.ptr -> i32
  %znew = llvm.zext %new : i32 to i64
  llvm.call @p(%znew) : (i64) -> ()
  llvm.store volatile %new, %p : i32, !llvm.ptr
  llvm.return
}
llvm.func @rmw_xchg_64(%p: !llvm.ptr, %init: i64, %v: i64) {
  llvm.store %init, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw xchg %p, %v seq_cst : !llvm.ptr, i64
  llvm.call @p(%old) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_add_64(%p: !llvm.ptr, %init: i64, %v: i64) {
  llvm.store %init, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i64
  llvm.call @p(%old) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_sub_64(%p: !llvm.ptr, %init: i64, %v: i64) {
  llvm.store %init, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw sub %p, %v seq_cst : !llvm.ptr, i64
  llvm.call @p(%old) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__and_64(%p: !llvm.ptr, %init: i64, %v: i64) {
  llvm.store %init, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw _and %p, %v seq_cst : !llvm.ptr, i64
  llvm.call @p(%old) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_nand_64(%p: !llvm.ptr, %init: i64, %v: i64) {
  llvm.store %init, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw nand %p, %v seq_cst : !llvm.ptr, i64
  llvm.call @p(%old) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__or_64(%p: !llvm.ptr, %init: i64, %v: i64) {
  llvm.store %init, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw _or %p, %v seq_cst : !llvm.ptr, i64
  llvm.call @p(%old) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.return
}
llvm.func @rmw__xor_64(%p: !llvm.ptr, %init: i64, %v: i64) {
  llvm.store %init, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw _xor %p, %v seq_cst : !llvm.ptr, i64
  llvm.call @p(%old) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_max_64(%p: !llvm.ptr, %init: i64, %v: i64) {
  llvm.store %init, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw max %p, %v seq_cst : !llvm.ptr, i64
  llvm.call @p(%old) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_min_64(%p: !llvm.ptr, %init: i64, %v: i64) {
  llvm.store %init, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw min %p, %v seq_cst : !llvm.ptr, i64
  llvm.call @p(%old) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_umax_64(%p: !llvm.ptr, %init: i64, %v: i64) {
  llvm.store %init, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw umax %p, %v seq_cst : !llvm.ptr, i64
  llvm.call @p(%old) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.return
}
llvm.func @rmw_umin_64(%p: !llvm.ptr, %init: i64, %v: i64) {
  llvm.store %init, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw umin %p, %v seq_cst : !llvm.ptr, i64
  llvm.call @p(%old) : (i64) -> ()
  %new = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.return
}
llvm.func @cx_64(%p: !llvm.ptr, %init: i64, %c: i64, %v: i64) {
  llvm.store %init, %p atomic seq_cst {alignment = 8 : i64} : i64, !llvm.ptr
  %r = llvm.cmpxchg %p, %c, %v acq_rel monotonic : !llvm.ptr, i64
  %old = llvm.extractvalue %r[0] : !llvm.struct<(i64, i1)>
  %ok = llvm.extractvalue %r[1] : !llvm.struct<(i64, i1)>
  llvm.call @p(%old) : (i64) -> ()
  %okz = llvm.zext %ok : i1 to i64
  llvm.call @p(%okz) : (i64) -> ()
  llvm.fence seq_cst
  llvm.fence acquire
  %new = llvm.load volatile %p : !llvm.ptr -> i64
  llvm.call @p(%new) : (i64) -> ()
  llvm.store volatile %new, %p : i64, !llvm.ptr
  llvm.return
}
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %buf = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %a1 = llvm.mlir.constant(-17 : i8) : i8
  %b1 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a1, %b1) : (!llvm.ptr, i8, i8) -> ()
  %a2 = llvm.mlir.constant(-17 : i8) : i8
  %b2 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a2, %b2) : (!llvm.ptr, i8, i8) -> ()
  %a3 = llvm.mlir.constant(-17 : i8) : i8
  %b3 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a3, %b3) : (!llvm.ptr, i8, i8) -> ()
  %a4 = llvm.mlir.constant(-1 : i8) : i8
  %b4 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a4, %b4) : (!llvm.ptr, i8, i8) -> ()
  %a5 = llvm.mlir.constant(-1 : i8) : i8
  %b5 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a5, %b5) : (!llvm.ptr, i8, i8) -> ()
  %a6 = llvm.mlir.constant(-1 : i8) : i8
  %b6 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a6, %b6) : (!llvm.ptr, i8, i8) -> ()
  %a7 = llvm.mlir.constant(0 : i8) : i8
  %b7 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a7, %b7) : (!llvm.ptr, i8, i8) -> ()
  %a8 = llvm.mlir.constant(0 : i8) : i8
  %b8 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a8, %b8) : (!llvm.ptr, i8, i8) -> ()
  %a9 = llvm.mlir.constant(0 : i8) : i8
  %b9 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a9, %b9) : (!llvm.ptr, i8, i8) -> ()
  %a10 = llvm.mlir.constant(5 : i8) : i8
  %b10 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a10, %b10) : (!llvm.ptr, i8, i8) -> ()
  %a11 = llvm.mlir.constant(5 : i8) : i8
  %b11 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a11, %b11) : (!llvm.ptr, i8, i8) -> ()
  %a12 = llvm.mlir.constant(5 : i8) : i8
  %b12 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a12, %b12) : (!llvm.ptr, i8, i8) -> ()
  %a13 = llvm.mlir.constant(-7 : i8) : i8
  %b13 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a13, %b13) : (!llvm.ptr, i8, i8) -> ()
  %a14 = llvm.mlir.constant(-7 : i8) : i8
  %b14 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a14, %b14) : (!llvm.ptr, i8, i8) -> ()
  %a15 = llvm.mlir.constant(-7 : i8) : i8
  %b15 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_xchg_8(%buf, %a15, %b15) : (!llvm.ptr, i8, i8) -> ()
  %a16 = llvm.mlir.constant(-17 : i8) : i8
  %b16 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a16, %b16) : (!llvm.ptr, i8, i8) -> ()
  %a17 = llvm.mlir.constant(-17 : i8) : i8
  %b17 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a17, %b17) : (!llvm.ptr, i8, i8) -> ()
  %a18 = llvm.mlir.constant(-17 : i8) : i8
  %b18 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a18, %b18) : (!llvm.ptr, i8, i8) -> ()
  %a19 = llvm.mlir.constant(-1 : i8) : i8
  %b19 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a19, %b19) : (!llvm.ptr, i8, i8) -> ()
  %a20 = llvm.mlir.constant(-1 : i8) : i8
  %b20 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a20, %b20) : (!llvm.ptr, i8, i8) -> ()
  %a21 = llvm.mlir.constant(-1 : i8) : i8
  %b21 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a21, %b21) : (!llvm.ptr, i8, i8) -> ()
  %a22 = llvm.mlir.constant(0 : i8) : i8
  %b22 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a22, %b22) : (!llvm.ptr, i8, i8) -> ()
  %a23 = llvm.mlir.constant(0 : i8) : i8
  %b23 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a23, %b23) : (!llvm.ptr, i8, i8) -> ()
  %a24 = llvm.mlir.constant(0 : i8) : i8
  %b24 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a24, %b24) : (!llvm.ptr, i8, i8) -> ()
  %a25 = llvm.mlir.constant(5 : i8) : i8
  %b25 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a25, %b25) : (!llvm.ptr, i8, i8) -> ()
  %a26 = llvm.mlir.constant(5 : i8) : i8
  %b26 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a26, %b26) : (!llvm.ptr, i8, i8) -> ()
  %a27 = llvm.mlir.constant(5 : i8) : i8
  %b27 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a27, %b27) : (!llvm.ptr, i8, i8) -> ()
  %a28 = llvm.mlir.constant(-7 : i8) : i8
  %b28 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a28, %b28) : (!llvm.ptr, i8, i8) -> ()
  %a29 = llvm.mlir.constant(-7 : i8) : i8
  %b29 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a29, %b29) : (!llvm.ptr, i8, i8) -> ()
  %a30 = llvm.mlir.constant(-7 : i8) : i8
  %b30 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_add_8(%buf, %a30, %b30) : (!llvm.ptr, i8, i8) -> ()
  %a31 = llvm.mlir.constant(-17 : i8) : i8
  %b31 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a31, %b31) : (!llvm.ptr, i8, i8) -> ()
  %a32 = llvm.mlir.constant(-17 : i8) : i8
  %b32 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a32, %b32) : (!llvm.ptr, i8, i8) -> ()
  %a33 = llvm.mlir.constant(-17 : i8) : i8
  %b33 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a33, %b33) : (!llvm.ptr, i8, i8) -> ()
  %a34 = llvm.mlir.constant(-1 : i8) : i8
  %b34 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a34, %b34) : (!llvm.ptr, i8, i8) -> ()
  %a35 = llvm.mlir.constant(-1 : i8) : i8
  %b35 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a35, %b35) : (!llvm.ptr, i8, i8) -> ()
  %a36 = llvm.mlir.constant(-1 : i8) : i8
  %b36 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a36, %b36) : (!llvm.ptr, i8, i8) -> ()
  %a37 = llvm.mlir.constant(0 : i8) : i8
  %b37 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a37, %b37) : (!llvm.ptr, i8, i8) -> ()
  %a38 = llvm.mlir.constant(0 : i8) : i8
  %b38 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a38, %b38) : (!llvm.ptr, i8, i8) -> ()
  %a39 = llvm.mlir.constant(0 : i8) : i8
  %b39 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a39, %b39) : (!llvm.ptr, i8, i8) -> ()
  %a40 = llvm.mlir.constant(5 : i8) : i8
  %b40 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a40, %b40) : (!llvm.ptr, i8, i8) -> ()
  %a41 = llvm.mlir.constant(5 : i8) : i8
  %b41 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a41, %b41) : (!llvm.ptr, i8, i8) -> ()
  %a42 = llvm.mlir.constant(5 : i8) : i8
  %b42 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a42, %b42) : (!llvm.ptr, i8, i8) -> ()
  %a43 = llvm.mlir.constant(-7 : i8) : i8
  %b43 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a43, %b43) : (!llvm.ptr, i8, i8) -> ()
  %a44 = llvm.mlir.constant(-7 : i8) : i8
  %b44 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a44, %b44) : (!llvm.ptr, i8, i8) -> ()
  %a45 = llvm.mlir.constant(-7 : i8) : i8
  %b45 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_sub_8(%buf, %a45, %b45) : (!llvm.ptr, i8, i8) -> ()
  %a46 = llvm.mlir.constant(-17 : i8) : i8
  %b46 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a46, %b46) : (!llvm.ptr, i8, i8) -> ()
  %a47 = llvm.mlir.constant(-17 : i8) : i8
  %b47 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a47, %b47) : (!llvm.ptr, i8, i8) -> ()
  %a48 = llvm.mlir.constant(-17 : i8) : i8
  %b48 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a48, %b48) : (!llvm.ptr, i8, i8) -> ()
  %a49 = llvm.mlir.constant(-1 : i8) : i8
  %b49 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a49, %b49) : (!llvm.ptr, i8, i8) -> ()
  %a50 = llvm.mlir.constant(-1 : i8) : i8
  %b50 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a50, %b50) : (!llvm.ptr, i8, i8) -> ()
  %a51 = llvm.mlir.constant(-1 : i8) : i8
  %b51 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a51, %b51) : (!llvm.ptr, i8, i8) -> ()
  %a52 = llvm.mlir.constant(0 : i8) : i8
  %b52 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a52, %b52) : (!llvm.ptr, i8, i8) -> ()
  %a53 = llvm.mlir.constant(0 : i8) : i8
  %b53 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a53, %b53) : (!llvm.ptr, i8, i8) -> ()
  %a54 = llvm.mlir.constant(0 : i8) : i8
  %b54 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a54, %b54) : (!llvm.ptr, i8, i8) -> ()
  %a55 = llvm.mlir.constant(5 : i8) : i8
  %b55 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a55, %b55) : (!llvm.ptr, i8, i8) -> ()
  %a56 = llvm.mlir.constant(5 : i8) : i8
  %b56 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a56, %b56) : (!llvm.ptr, i8, i8) -> ()
  %a57 = llvm.mlir.constant(5 : i8) : i8
  %b57 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a57, %b57) : (!llvm.ptr, i8, i8) -> ()
  %a58 = llvm.mlir.constant(-7 : i8) : i8
  %b58 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a58, %b58) : (!llvm.ptr, i8, i8) -> ()
  %a59 = llvm.mlir.constant(-7 : i8) : i8
  %b59 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a59, %b59) : (!llvm.ptr, i8, i8) -> ()
  %a60 = llvm.mlir.constant(-7 : i8) : i8
  %b60 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__and_8(%buf, %a60, %b60) : (!llvm.ptr, i8, i8) -> ()
  %a61 = llvm.mlir.constant(-17 : i8) : i8
  %b61 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a61, %b61) : (!llvm.ptr, i8, i8) -> ()
  %a62 = llvm.mlir.constant(-17 : i8) : i8
  %b62 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a62, %b62) : (!llvm.ptr, i8, i8) -> ()
  %a63 = llvm.mlir.constant(-17 : i8) : i8
  %b63 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a63, %b63) : (!llvm.ptr, i8, i8) -> ()
  %a64 = llvm.mlir.constant(-1 : i8) : i8
  %b64 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a64, %b64) : (!llvm.ptr, i8, i8) -> ()
  %a65 = llvm.mlir.constant(-1 : i8) : i8
  %b65 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a65, %b65) : (!llvm.ptr, i8, i8) -> ()
  %a66 = llvm.mlir.constant(-1 : i8) : i8
  %b66 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a66, %b66) : (!llvm.ptr, i8, i8) -> ()
  %a67 = llvm.mlir.constant(0 : i8) : i8
  %b67 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a67, %b67) : (!llvm.ptr, i8, i8) -> ()
  %a68 = llvm.mlir.constant(0 : i8) : i8
  %b68 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a68, %b68) : (!llvm.ptr, i8, i8) -> ()
  %a69 = llvm.mlir.constant(0 : i8) : i8
  %b69 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a69, %b69) : (!llvm.ptr, i8, i8) -> ()
  %a70 = llvm.mlir.constant(5 : i8) : i8
  %b70 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a70, %b70) : (!llvm.ptr, i8, i8) -> ()
  %a71 = llvm.mlir.constant(5 : i8) : i8
  %b71 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a71, %b71) : (!llvm.ptr, i8, i8) -> ()
  %a72 = llvm.mlir.constant(5 : i8) : i8
  %b72 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a72, %b72) : (!llvm.ptr, i8, i8) -> ()
  %a73 = llvm.mlir.constant(-7 : i8) : i8
  %b73 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a73, %b73) : (!llvm.ptr, i8, i8) -> ()
  %a74 = llvm.mlir.constant(-7 : i8) : i8
  %b74 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a74, %b74) : (!llvm.ptr, i8, i8) -> ()
  %a75 = llvm.mlir.constant(-7 : i8) : i8
  %b75 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_nand_8(%buf, %a75, %b75) : (!llvm.ptr, i8, i8) -> ()
  %a76 = llvm.mlir.constant(-17 : i8) : i8
  %b76 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a76, %b76) : (!llvm.ptr, i8, i8) -> ()
  %a77 = llvm.mlir.constant(-17 : i8) : i8
  %b77 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a77, %b77) : (!llvm.ptr, i8, i8) -> ()
  %a78 = llvm.mlir.constant(-17 : i8) : i8
  %b78 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a78, %b78) : (!llvm.ptr, i8, i8) -> ()
  %a79 = llvm.mlir.constant(-1 : i8) : i8
  %b79 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a79, %b79) : (!llvm.ptr, i8, i8) -> ()
  %a80 = llvm.mlir.constant(-1 : i8) : i8
  %b80 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a80, %b80) : (!llvm.ptr, i8, i8) -> ()
  %a81 = llvm.mlir.constant(-1 : i8) : i8
  %b81 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a81, %b81) : (!llvm.ptr, i8, i8) -> ()
  %a82 = llvm.mlir.constant(0 : i8) : i8
  %b82 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a82, %b82) : (!llvm.ptr, i8, i8) -> ()
  %a83 = llvm.mlir.constant(0 : i8) : i8
  %b83 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a83, %b83) : (!llvm.ptr, i8, i8) -> ()
  %a84 = llvm.mlir.constant(0 : i8) : i8
  %b84 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a84, %b84) : (!llvm.ptr, i8, i8) -> ()
  %a85 = llvm.mlir.constant(5 : i8) : i8
  %b85 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a85, %b85) : (!llvm.ptr, i8, i8) -> ()
  %a86 = llvm.mlir.constant(5 : i8) : i8
  %b86 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a86, %b86) : (!llvm.ptr, i8, i8) -> ()
  %a87 = llvm.mlir.constant(5 : i8) : i8
  %b87 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a87, %b87) : (!llvm.ptr, i8, i8) -> ()
  %a88 = llvm.mlir.constant(-7 : i8) : i8
  %b88 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a88, %b88) : (!llvm.ptr, i8, i8) -> ()
  %a89 = llvm.mlir.constant(-7 : i8) : i8
  %b89 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a89, %b89) : (!llvm.ptr, i8, i8) -> ()
  %a90 = llvm.mlir.constant(-7 : i8) : i8
  %b90 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__or_8(%buf, %a90, %b90) : (!llvm.ptr, i8, i8) -> ()
  %a91 = llvm.mlir.constant(-17 : i8) : i8
  %b91 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a91, %b91) : (!llvm.ptr, i8, i8) -> ()
  %a92 = llvm.mlir.constant(-17 : i8) : i8
  %b92 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a92, %b92) : (!llvm.ptr, i8, i8) -> ()
  %a93 = llvm.mlir.constant(-17 : i8) : i8
  %b93 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a93, %b93) : (!llvm.ptr, i8, i8) -> ()
  %a94 = llvm.mlir.constant(-1 : i8) : i8
  %b94 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a94, %b94) : (!llvm.ptr, i8, i8) -> ()
  %a95 = llvm.mlir.constant(-1 : i8) : i8
  %b95 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a95, %b95) : (!llvm.ptr, i8, i8) -> ()
  %a96 = llvm.mlir.constant(-1 : i8) : i8
  %b96 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a96, %b96) : (!llvm.ptr, i8, i8) -> ()
  %a97 = llvm.mlir.constant(0 : i8) : i8
  %b97 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a97, %b97) : (!llvm.ptr, i8, i8) -> ()
  %a98 = llvm.mlir.constant(0 : i8) : i8
  %b98 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a98, %b98) : (!llvm.ptr, i8, i8) -> ()
  %a99 = llvm.mlir.constant(0 : i8) : i8
  %b99 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a99, %b99) : (!llvm.ptr, i8, i8) -> ()
  %a100 = llvm.mlir.constant(5 : i8) : i8
  %b100 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a100, %b100) : (!llvm.ptr, i8, i8) -> ()
  %a101 = llvm.mlir.constant(5 : i8) : i8
  %b101 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a101, %b101) : (!llvm.ptr, i8, i8) -> ()
  %a102 = llvm.mlir.constant(5 : i8) : i8
  %b102 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a102, %b102) : (!llvm.ptr, i8, i8) -> ()
  %a103 = llvm.mlir.constant(-7 : i8) : i8
  %b103 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a103, %b103) : (!llvm.ptr, i8, i8) -> ()
  %a104 = llvm.mlir.constant(-7 : i8) : i8
  %b104 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a104, %b104) : (!llvm.ptr, i8, i8) -> ()
  %a105 = llvm.mlir.constant(-7 : i8) : i8
  %b105 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw__xor_8(%buf, %a105, %b105) : (!llvm.ptr, i8, i8) -> ()
  %a106 = llvm.mlir.constant(-17 : i8) : i8
  %b106 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a106, %b106) : (!llvm.ptr, i8, i8) -> ()
  %a107 = llvm.mlir.constant(-17 : i8) : i8
  %b107 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a107, %b107) : (!llvm.ptr, i8, i8) -> ()
  %a108 = llvm.mlir.constant(-17 : i8) : i8
  %b108 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a108, %b108) : (!llvm.ptr, i8, i8) -> ()
  %a109 = llvm.mlir.constant(-1 : i8) : i8
  %b109 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a109, %b109) : (!llvm.ptr, i8, i8) -> ()
  %a110 = llvm.mlir.constant(-1 : i8) : i8
  %b110 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a110, %b110) : (!llvm.ptr, i8, i8) -> ()
  %a111 = llvm.mlir.constant(-1 : i8) : i8
  %b111 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a111, %b111) : (!llvm.ptr, i8, i8) -> ()
  %a112 = llvm.mlir.constant(0 : i8) : i8
  %b112 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a112, %b112) : (!llvm.ptr, i8, i8) -> ()
  %a113 = llvm.mlir.constant(0 : i8) : i8
  %b113 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a113, %b113) : (!llvm.ptr, i8, i8) -> ()
  %a114 = llvm.mlir.constant(0 : i8) : i8
  %b114 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a114, %b114) : (!llvm.ptr, i8, i8) -> ()
  %a115 = llvm.mlir.constant(5 : i8) : i8
  %b115 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a115, %b115) : (!llvm.ptr, i8, i8) -> ()
  %a116 = llvm.mlir.constant(5 : i8) : i8
  %b116 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a116, %b116) : (!llvm.ptr, i8, i8) -> ()
  %a117 = llvm.mlir.constant(5 : i8) : i8
  %b117 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a117, %b117) : (!llvm.ptr, i8, i8) -> ()
  %a118 = llvm.mlir.constant(-7 : i8) : i8
  %b118 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a118, %b118) : (!llvm.ptr, i8, i8) -> ()
  %a119 = llvm.mlir.constant(-7 : i8) : i8
  %b119 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a119, %b119) : (!llvm.ptr, i8, i8) -> ()
  %a120 = llvm.mlir.constant(-7 : i8) : i8
  %b120 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_max_8(%buf, %a120, %b120) : (!llvm.ptr, i8, i8) -> ()
  %a121 = llvm.mlir.constant(-17 : i8) : i8
  %b121 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a121, %b121) : (!llvm.ptr, i8, i8) -> ()
  %a122 = llvm.mlir.constant(-17 : i8) : i8
  %b122 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a122, %b122) : (!llvm.ptr, i8, i8) -> ()
  %a123 = llvm.mlir.constant(-17 : i8) : i8
  %b123 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a123, %b123) : (!llvm.ptr, i8, i8) -> ()
  %a124 = llvm.mlir.constant(-1 : i8) : i8
  %b124 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a124, %b124) : (!llvm.ptr, i8, i8) -> ()
  %a125 = llvm.mlir.constant(-1 : i8) : i8
  %b125 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a125, %b125) : (!llvm.ptr, i8, i8) -> ()
  %a126 = llvm.mlir.constant(-1 : i8) : i8
  %b126 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a126, %b126) : (!llvm.ptr, i8, i8) -> ()
  %a127 = llvm.mlir.constant(0 : i8) : i8
  %b127 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a127, %b127) : (!llvm.ptr, i8, i8) -> ()
  %a128 = llvm.mlir.constant(0 : i8) : i8
  %b128 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a128, %b128) : (!llvm.ptr, i8, i8) -> ()
  %a129 = llvm.mlir.constant(0 : i8) : i8
  %b129 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a129, %b129) : (!llvm.ptr, i8, i8) -> ()
  %a130 = llvm.mlir.constant(5 : i8) : i8
  %b130 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a130, %b130) : (!llvm.ptr, i8, i8) -> ()
  %a131 = llvm.mlir.constant(5 : i8) : i8
  %b131 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a131, %b131) : (!llvm.ptr, i8, i8) -> ()
  %a132 = llvm.mlir.constant(5 : i8) : i8
  %b132 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a132, %b132) : (!llvm.ptr, i8, i8) -> ()
  %a133 = llvm.mlir.constant(-7 : i8) : i8
  %b133 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a133, %b133) : (!llvm.ptr, i8, i8) -> ()
  %a134 = llvm.mlir.constant(-7 : i8) : i8
  %b134 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a134, %b134) : (!llvm.ptr, i8, i8) -> ()
  %a135 = llvm.mlir.constant(-7 : i8) : i8
  %b135 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_min_8(%buf, %a135, %b135) : (!llvm.ptr, i8, i8) -> ()
  %a136 = llvm.mlir.constant(-17 : i8) : i8
  %b136 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a136, %b136) : (!llvm.ptr, i8, i8) -> ()
  %a137 = llvm.mlir.constant(-17 : i8) : i8
  %b137 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a137, %b137) : (!llvm.ptr, i8, i8) -> ()
  %a138 = llvm.mlir.constant(-17 : i8) : i8
  %b138 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a138, %b138) : (!llvm.ptr, i8, i8) -> ()
  %a139 = llvm.mlir.constant(-1 : i8) : i8
  %b139 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a139, %b139) : (!llvm.ptr, i8, i8) -> ()
  %a140 = llvm.mlir.constant(-1 : i8) : i8
  %b140 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a140, %b140) : (!llvm.ptr, i8, i8) -> ()
  %a141 = llvm.mlir.constant(-1 : i8) : i8
  %b141 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a141, %b141) : (!llvm.ptr, i8, i8) -> ()
  %a142 = llvm.mlir.constant(0 : i8) : i8
  %b142 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a142, %b142) : (!llvm.ptr, i8, i8) -> ()
  %a143 = llvm.mlir.constant(0 : i8) : i8
  %b143 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a143, %b143) : (!llvm.ptr, i8, i8) -> ()
  %a144 = llvm.mlir.constant(0 : i8) : i8
  %b144 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a144, %b144) : (!llvm.ptr, i8, i8) -> ()
  %a145 = llvm.mlir.constant(5 : i8) : i8
  %b145 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a145, %b145) : (!llvm.ptr, i8, i8) -> ()
  %a146 = llvm.mlir.constant(5 : i8) : i8
  %b146 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a146, %b146) : (!llvm.ptr, i8, i8) -> ()
  %a147 = llvm.mlir.constant(5 : i8) : i8
  %b147 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a147, %b147) : (!llvm.ptr, i8, i8) -> ()
  %a148 = llvm.mlir.constant(-7 : i8) : i8
  %b148 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a148, %b148) : (!llvm.ptr, i8, i8) -> ()
  %a149 = llvm.mlir.constant(-7 : i8) : i8
  %b149 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a149, %b149) : (!llvm.ptr, i8, i8) -> ()
  %a150 = llvm.mlir.constant(-7 : i8) : i8
  %b150 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_umax_8(%buf, %a150, %b150) : (!llvm.ptr, i8, i8) -> ()
  %a151 = llvm.mlir.constant(-17 : i8) : i8
  %b151 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a151, %b151) : (!llvm.ptr, i8, i8) -> ()
  %a152 = llvm.mlir.constant(-17 : i8) : i8
  %b152 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a152, %b152) : (!llvm.ptr, i8, i8) -> ()
  %a153 = llvm.mlir.constant(-17 : i8) : i8
  %b153 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a153, %b153) : (!llvm.ptr, i8, i8) -> ()
  %a154 = llvm.mlir.constant(-1 : i8) : i8
  %b154 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a154, %b154) : (!llvm.ptr, i8, i8) -> ()
  %a155 = llvm.mlir.constant(-1 : i8) : i8
  %b155 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a155, %b155) : (!llvm.ptr, i8, i8) -> ()
  %a156 = llvm.mlir.constant(-1 : i8) : i8
  %b156 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a156, %b156) : (!llvm.ptr, i8, i8) -> ()
  %a157 = llvm.mlir.constant(0 : i8) : i8
  %b157 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a157, %b157) : (!llvm.ptr, i8, i8) -> ()
  %a158 = llvm.mlir.constant(0 : i8) : i8
  %b158 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a158, %b158) : (!llvm.ptr, i8, i8) -> ()
  %a159 = llvm.mlir.constant(0 : i8) : i8
  %b159 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a159, %b159) : (!llvm.ptr, i8, i8) -> ()
  %a160 = llvm.mlir.constant(5 : i8) : i8
  %b160 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a160, %b160) : (!llvm.ptr, i8, i8) -> ()
  %a161 = llvm.mlir.constant(5 : i8) : i8
  %b161 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a161, %b161) : (!llvm.ptr, i8, i8) -> ()
  %a162 = llvm.mlir.constant(5 : i8) : i8
  %b162 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a162, %b162) : (!llvm.ptr, i8, i8) -> ()
  %a163 = llvm.mlir.constant(-7 : i8) : i8
  %b163 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a163, %b163) : (!llvm.ptr, i8, i8) -> ()
  %a164 = llvm.mlir.constant(-7 : i8) : i8
  %b164 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a164, %b164) : (!llvm.ptr, i8, i8) -> ()
  %a165 = llvm.mlir.constant(-7 : i8) : i8
  %b165 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @rmw_umin_8(%buf, %a165, %b165) : (!llvm.ptr, i8, i8) -> ()
  %a166 = llvm.mlir.constant(-17 : i8) : i8
  %c166 = llvm.mlir.constant(-17 : i8) : i8
  %b166 = llvm.mlir.constant(77 : i8) : i8
  llvm.call @cx_8(%buf, %a166, %c166, %b166) : (!llvm.ptr, i8, i8, i8) -> ()
  %a167 = llvm.mlir.constant(-17 : i8) : i8
  %c167 = llvm.mlir.constant(-16 : i8) : i8
  %b167 = llvm.mlir.constant(77 : i8) : i8
  llvm.call @cx_8(%buf, %a167, %c167, %b167) : (!llvm.ptr, i8, i8, i8) -> ()
  %a168 = llvm.mlir.constant(-1 : i8) : i8
  %c168 = llvm.mlir.constant(-1 : i8) : i8
  %b168 = llvm.mlir.constant(77 : i8) : i8
  llvm.call @cx_8(%buf, %a168, %c168, %b168) : (!llvm.ptr, i8, i8, i8) -> ()
  %a169 = llvm.mlir.constant(-1 : i8) : i8
  %c169 = llvm.mlir.constant(0 : i8) : i8
  %b169 = llvm.mlir.constant(77 : i8) : i8
  llvm.call @cx_8(%buf, %a169, %c169, %b169) : (!llvm.ptr, i8, i8, i8) -> ()
  %a170 = llvm.mlir.constant(0 : i8) : i8
  %c170 = llvm.mlir.constant(0 : i8) : i8
  %b170 = llvm.mlir.constant(77 : i8) : i8
  llvm.call @cx_8(%buf, %a170, %c170, %b170) : (!llvm.ptr, i8, i8, i8) -> ()
  %a171 = llvm.mlir.constant(0 : i8) : i8
  %c171 = llvm.mlir.constant(1 : i8) : i8
  %b171 = llvm.mlir.constant(77 : i8) : i8
  llvm.call @cx_8(%buf, %a171, %c171, %b171) : (!llvm.ptr, i8, i8, i8) -> ()
  %a172 = llvm.mlir.constant(5 : i8) : i8
  %c172 = llvm.mlir.constant(5 : i8) : i8
  %b172 = llvm.mlir.constant(77 : i8) : i8
  llvm.call @cx_8(%buf, %a172, %c172, %b172) : (!llvm.ptr, i8, i8, i8) -> ()
  %a173 = llvm.mlir.constant(5 : i8) : i8
  %c173 = llvm.mlir.constant(6 : i8) : i8
  %b173 = llvm.mlir.constant(77 : i8) : i8
  llvm.call @cx_8(%buf, %a173, %c173, %b173) : (!llvm.ptr, i8, i8, i8) -> ()
  %a174 = llvm.mlir.constant(-7 : i8) : i8
  %c174 = llvm.mlir.constant(-7 : i8) : i8
  %b174 = llvm.mlir.constant(77 : i8) : i8
  llvm.call @cx_8(%buf, %a174, %c174, %b174) : (!llvm.ptr, i8, i8, i8) -> ()
  %a175 = llvm.mlir.constant(-7 : i8) : i8
  %c175 = llvm.mlir.constant(-6 : i8) : i8
  %b175 = llvm.mlir.constant(77 : i8) : i8
  llvm.call @cx_8(%buf, %a175, %c175, %b175) : (!llvm.ptr, i8, i8, i8) -> ()
  %a176 = llvm.mlir.constant(-12817 : i16) : i16
  %b176 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a176, %b176) : (!llvm.ptr, i16, i16) -> ()
  %a177 = llvm.mlir.constant(-12817 : i16) : i16
  %b177 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a177, %b177) : (!llvm.ptr, i16, i16) -> ()
  %a178 = llvm.mlir.constant(-12817 : i16) : i16
  %b178 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a178, %b178) : (!llvm.ptr, i16, i16) -> ()
  %a179 = llvm.mlir.constant(-1 : i16) : i16
  %b179 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a179, %b179) : (!llvm.ptr, i16, i16) -> ()
  %a180 = llvm.mlir.constant(-1 : i16) : i16
  %b180 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a180, %b180) : (!llvm.ptr, i16, i16) -> ()
  %a181 = llvm.mlir.constant(-1 : i16) : i16
  %b181 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a181, %b181) : (!llvm.ptr, i16, i16) -> ()
  %a182 = llvm.mlir.constant(0 : i16) : i16
  %b182 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a182, %b182) : (!llvm.ptr, i16, i16) -> ()
  %a183 = llvm.mlir.constant(0 : i16) : i16
  %b183 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a183, %b183) : (!llvm.ptr, i16, i16) -> ()
  %a184 = llvm.mlir.constant(0 : i16) : i16
  %b184 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a184, %b184) : (!llvm.ptr, i16, i16) -> ()
  %a185 = llvm.mlir.constant(5 : i16) : i16
  %b185 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a185, %b185) : (!llvm.ptr, i16, i16) -> ()
  %a186 = llvm.mlir.constant(5 : i16) : i16
  %b186 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a186, %b186) : (!llvm.ptr, i16, i16) -> ()
  %a187 = llvm.mlir.constant(5 : i16) : i16
  %b187 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a187, %b187) : (!llvm.ptr, i16, i16) -> ()
  %a188 = llvm.mlir.constant(-7 : i16) : i16
  %b188 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a188, %b188) : (!llvm.ptr, i16, i16) -> ()
  %a189 = llvm.mlir.constant(-7 : i16) : i16
  %b189 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a189, %b189) : (!llvm.ptr, i16, i16) -> ()
  %a190 = llvm.mlir.constant(-7 : i16) : i16
  %b190 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_xchg_16(%buf, %a190, %b190) : (!llvm.ptr, i16, i16) -> ()
  %a191 = llvm.mlir.constant(-12817 : i16) : i16
  %b191 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a191, %b191) : (!llvm.ptr, i16, i16) -> ()
  %a192 = llvm.mlir.constant(-12817 : i16) : i16
  %b192 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a192, %b192) : (!llvm.ptr, i16, i16) -> ()
  %a193 = llvm.mlir.constant(-12817 : i16) : i16
  %b193 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a193, %b193) : (!llvm.ptr, i16, i16) -> ()
  %a194 = llvm.mlir.constant(-1 : i16) : i16
  %b194 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a194, %b194) : (!llvm.ptr, i16, i16) -> ()
  %a195 = llvm.mlir.constant(-1 : i16) : i16
  %b195 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a195, %b195) : (!llvm.ptr, i16, i16) -> ()
  %a196 = llvm.mlir.constant(-1 : i16) : i16
  %b196 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a196, %b196) : (!llvm.ptr, i16, i16) -> ()
  %a197 = llvm.mlir.constant(0 : i16) : i16
  %b197 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a197, %b197) : (!llvm.ptr, i16, i16) -> ()
  %a198 = llvm.mlir.constant(0 : i16) : i16
  %b198 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a198, %b198) : (!llvm.ptr, i16, i16) -> ()
  %a199 = llvm.mlir.constant(0 : i16) : i16
  %b199 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a199, %b199) : (!llvm.ptr, i16, i16) -> ()
  %a200 = llvm.mlir.constant(5 : i16) : i16
  %b200 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a200, %b200) : (!llvm.ptr, i16, i16) -> ()
  %a201 = llvm.mlir.constant(5 : i16) : i16
  %b201 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a201, %b201) : (!llvm.ptr, i16, i16) -> ()
  %a202 = llvm.mlir.constant(5 : i16) : i16
  %b202 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a202, %b202) : (!llvm.ptr, i16, i16) -> ()
  %a203 = llvm.mlir.constant(-7 : i16) : i16
  %b203 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a203, %b203) : (!llvm.ptr, i16, i16) -> ()
  %a204 = llvm.mlir.constant(-7 : i16) : i16
  %b204 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a204, %b204) : (!llvm.ptr, i16, i16) -> ()
  %a205 = llvm.mlir.constant(-7 : i16) : i16
  %b205 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_add_16(%buf, %a205, %b205) : (!llvm.ptr, i16, i16) -> ()
  %a206 = llvm.mlir.constant(-12817 : i16) : i16
  %b206 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a206, %b206) : (!llvm.ptr, i16, i16) -> ()
  %a207 = llvm.mlir.constant(-12817 : i16) : i16
  %b207 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a207, %b207) : (!llvm.ptr, i16, i16) -> ()
  %a208 = llvm.mlir.constant(-12817 : i16) : i16
  %b208 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a208, %b208) : (!llvm.ptr, i16, i16) -> ()
  %a209 = llvm.mlir.constant(-1 : i16) : i16
  %b209 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a209, %b209) : (!llvm.ptr, i16, i16) -> ()
  %a210 = llvm.mlir.constant(-1 : i16) : i16
  %b210 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a210, %b210) : (!llvm.ptr, i16, i16) -> ()
  %a211 = llvm.mlir.constant(-1 : i16) : i16
  %b211 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a211, %b211) : (!llvm.ptr, i16, i16) -> ()
  %a212 = llvm.mlir.constant(0 : i16) : i16
  %b212 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a212, %b212) : (!llvm.ptr, i16, i16) -> ()
  %a213 = llvm.mlir.constant(0 : i16) : i16
  %b213 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a213, %b213) : (!llvm.ptr, i16, i16) -> ()
  %a214 = llvm.mlir.constant(0 : i16) : i16
  %b214 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a214, %b214) : (!llvm.ptr, i16, i16) -> ()
  %a215 = llvm.mlir.constant(5 : i16) : i16
  %b215 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a215, %b215) : (!llvm.ptr, i16, i16) -> ()
  %a216 = llvm.mlir.constant(5 : i16) : i16
  %b216 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a216, %b216) : (!llvm.ptr, i16, i16) -> ()
  %a217 = llvm.mlir.constant(5 : i16) : i16
  %b217 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a217, %b217) : (!llvm.ptr, i16, i16) -> ()
  %a218 = llvm.mlir.constant(-7 : i16) : i16
  %b218 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a218, %b218) : (!llvm.ptr, i16, i16) -> ()
  %a219 = llvm.mlir.constant(-7 : i16) : i16
  %b219 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a219, %b219) : (!llvm.ptr, i16, i16) -> ()
  %a220 = llvm.mlir.constant(-7 : i16) : i16
  %b220 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_sub_16(%buf, %a220, %b220) : (!llvm.ptr, i16, i16) -> ()
  %a221 = llvm.mlir.constant(-12817 : i16) : i16
  %b221 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a221, %b221) : (!llvm.ptr, i16, i16) -> ()
  %a222 = llvm.mlir.constant(-12817 : i16) : i16
  %b222 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a222, %b222) : (!llvm.ptr, i16, i16) -> ()
  %a223 = llvm.mlir.constant(-12817 : i16) : i16
  %b223 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a223, %b223) : (!llvm.ptr, i16, i16) -> ()
  %a224 = llvm.mlir.constant(-1 : i16) : i16
  %b224 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a224, %b224) : (!llvm.ptr, i16, i16) -> ()
  %a225 = llvm.mlir.constant(-1 : i16) : i16
  %b225 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a225, %b225) : (!llvm.ptr, i16, i16) -> ()
  %a226 = llvm.mlir.constant(-1 : i16) : i16
  %b226 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a226, %b226) : (!llvm.ptr, i16, i16) -> ()
  %a227 = llvm.mlir.constant(0 : i16) : i16
  %b227 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a227, %b227) : (!llvm.ptr, i16, i16) -> ()
  %a228 = llvm.mlir.constant(0 : i16) : i16
  %b228 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a228, %b228) : (!llvm.ptr, i16, i16) -> ()
  %a229 = llvm.mlir.constant(0 : i16) : i16
  %b229 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a229, %b229) : (!llvm.ptr, i16, i16) -> ()
  %a230 = llvm.mlir.constant(5 : i16) : i16
  %b230 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a230, %b230) : (!llvm.ptr, i16, i16) -> ()
  %a231 = llvm.mlir.constant(5 : i16) : i16
  %b231 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a231, %b231) : (!llvm.ptr, i16, i16) -> ()
  %a232 = llvm.mlir.constant(5 : i16) : i16
  %b232 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a232, %b232) : (!llvm.ptr, i16, i16) -> ()
  %a233 = llvm.mlir.constant(-7 : i16) : i16
  %b233 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a233, %b233) : (!llvm.ptr, i16, i16) -> ()
  %a234 = llvm.mlir.constant(-7 : i16) : i16
  %b234 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a234, %b234) : (!llvm.ptr, i16, i16) -> ()
  %a235 = llvm.mlir.constant(-7 : i16) : i16
  %b235 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__and_16(%buf, %a235, %b235) : (!llvm.ptr, i16, i16) -> ()
  %a236 = llvm.mlir.constant(-12817 : i16) : i16
  %b236 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a236, %b236) : (!llvm.ptr, i16, i16) -> ()
  %a237 = llvm.mlir.constant(-12817 : i16) : i16
  %b237 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a237, %b237) : (!llvm.ptr, i16, i16) -> ()
  %a238 = llvm.mlir.constant(-12817 : i16) : i16
  %b238 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a238, %b238) : (!llvm.ptr, i16, i16) -> ()
  %a239 = llvm.mlir.constant(-1 : i16) : i16
  %b239 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a239, %b239) : (!llvm.ptr, i16, i16) -> ()
  %a240 = llvm.mlir.constant(-1 : i16) : i16
  %b240 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a240, %b240) : (!llvm.ptr, i16, i16) -> ()
  %a241 = llvm.mlir.constant(-1 : i16) : i16
  %b241 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a241, %b241) : (!llvm.ptr, i16, i16) -> ()
  %a242 = llvm.mlir.constant(0 : i16) : i16
  %b242 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a242, %b242) : (!llvm.ptr, i16, i16) -> ()
  %a243 = llvm.mlir.constant(0 : i16) : i16
  %b243 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a243, %b243) : (!llvm.ptr, i16, i16) -> ()
  %a244 = llvm.mlir.constant(0 : i16) : i16
  %b244 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a244, %b244) : (!llvm.ptr, i16, i16) -> ()
  %a245 = llvm.mlir.constant(5 : i16) : i16
  %b245 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a245, %b245) : (!llvm.ptr, i16, i16) -> ()
  %a246 = llvm.mlir.constant(5 : i16) : i16
  %b246 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a246, %b246) : (!llvm.ptr, i16, i16) -> ()
  %a247 = llvm.mlir.constant(5 : i16) : i16
  %b247 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a247, %b247) : (!llvm.ptr, i16, i16) -> ()
  %a248 = llvm.mlir.constant(-7 : i16) : i16
  %b248 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a248, %b248) : (!llvm.ptr, i16, i16) -> ()
  %a249 = llvm.mlir.constant(-7 : i16) : i16
  %b249 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a249, %b249) : (!llvm.ptr, i16, i16) -> ()
  %a250 = llvm.mlir.constant(-7 : i16) : i16
  %b250 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_nand_16(%buf, %a250, %b250) : (!llvm.ptr, i16, i16) -> ()
  %a251 = llvm.mlir.constant(-12817 : i16) : i16
  %b251 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a251, %b251) : (!llvm.ptr, i16, i16) -> ()
  %a252 = llvm.mlir.constant(-12817 : i16) : i16
  %b252 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a252, %b252) : (!llvm.ptr, i16, i16) -> ()
  %a253 = llvm.mlir.constant(-12817 : i16) : i16
  %b253 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a253, %b253) : (!llvm.ptr, i16, i16) -> ()
  %a254 = llvm.mlir.constant(-1 : i16) : i16
  %b254 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a254, %b254) : (!llvm.ptr, i16, i16) -> ()
  %a255 = llvm.mlir.constant(-1 : i16) : i16
  %b255 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a255, %b255) : (!llvm.ptr, i16, i16) -> ()
  %a256 = llvm.mlir.constant(-1 : i16) : i16
  %b256 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a256, %b256) : (!llvm.ptr, i16, i16) -> ()
  %a257 = llvm.mlir.constant(0 : i16) : i16
  %b257 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a257, %b257) : (!llvm.ptr, i16, i16) -> ()
  %a258 = llvm.mlir.constant(0 : i16) : i16
  %b258 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a258, %b258) : (!llvm.ptr, i16, i16) -> ()
  %a259 = llvm.mlir.constant(0 : i16) : i16
  %b259 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a259, %b259) : (!llvm.ptr, i16, i16) -> ()
  %a260 = llvm.mlir.constant(5 : i16) : i16
  %b260 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a260, %b260) : (!llvm.ptr, i16, i16) -> ()
  %a261 = llvm.mlir.constant(5 : i16) : i16
  %b261 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a261, %b261) : (!llvm.ptr, i16, i16) -> ()
  %a262 = llvm.mlir.constant(5 : i16) : i16
  %b262 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a262, %b262) : (!llvm.ptr, i16, i16) -> ()
  %a263 = llvm.mlir.constant(-7 : i16) : i16
  %b263 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a263, %b263) : (!llvm.ptr, i16, i16) -> ()
  %a264 = llvm.mlir.constant(-7 : i16) : i16
  %b264 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a264, %b264) : (!llvm.ptr, i16, i16) -> ()
  %a265 = llvm.mlir.constant(-7 : i16) : i16
  %b265 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__or_16(%buf, %a265, %b265) : (!llvm.ptr, i16, i16) -> ()
  %a266 = llvm.mlir.constant(-12817 : i16) : i16
  %b266 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a266, %b266) : (!llvm.ptr, i16, i16) -> ()
  %a267 = llvm.mlir.constant(-12817 : i16) : i16
  %b267 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a267, %b267) : (!llvm.ptr, i16, i16) -> ()
  %a268 = llvm.mlir.constant(-12817 : i16) : i16
  %b268 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a268, %b268) : (!llvm.ptr, i16, i16) -> ()
  %a269 = llvm.mlir.constant(-1 : i16) : i16
  %b269 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a269, %b269) : (!llvm.ptr, i16, i16) -> ()
  %a270 = llvm.mlir.constant(-1 : i16) : i16
  %b270 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a270, %b270) : (!llvm.ptr, i16, i16) -> ()
  %a271 = llvm.mlir.constant(-1 : i16) : i16
  %b271 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a271, %b271) : (!llvm.ptr, i16, i16) -> ()
  %a272 = llvm.mlir.constant(0 : i16) : i16
  %b272 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a272, %b272) : (!llvm.ptr, i16, i16) -> ()
  %a273 = llvm.mlir.constant(0 : i16) : i16
  %b273 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a273, %b273) : (!llvm.ptr, i16, i16) -> ()
  %a274 = llvm.mlir.constant(0 : i16) : i16
  %b274 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a274, %b274) : (!llvm.ptr, i16, i16) -> ()
  %a275 = llvm.mlir.constant(5 : i16) : i16
  %b275 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a275, %b275) : (!llvm.ptr, i16, i16) -> ()
  %a276 = llvm.mlir.constant(5 : i16) : i16
  %b276 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a276, %b276) : (!llvm.ptr, i16, i16) -> ()
  %a277 = llvm.mlir.constant(5 : i16) : i16
  %b277 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a277, %b277) : (!llvm.ptr, i16, i16) -> ()
  %a278 = llvm.mlir.constant(-7 : i16) : i16
  %b278 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a278, %b278) : (!llvm.ptr, i16, i16) -> ()
  %a279 = llvm.mlir.constant(-7 : i16) : i16
  %b279 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a279, %b279) : (!llvm.ptr, i16, i16) -> ()
  %a280 = llvm.mlir.constant(-7 : i16) : i16
  %b280 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw__xor_16(%buf, %a280, %b280) : (!llvm.ptr, i16, i16) -> ()
  %a281 = llvm.mlir.constant(-12817 : i16) : i16
  %b281 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a281, %b281) : (!llvm.ptr, i16, i16) -> ()
  %a282 = llvm.mlir.constant(-12817 : i16) : i16
  %b282 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a282, %b282) : (!llvm.ptr, i16, i16) -> ()
  %a283 = llvm.mlir.constant(-12817 : i16) : i16
  %b283 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a283, %b283) : (!llvm.ptr, i16, i16) -> ()
  %a284 = llvm.mlir.constant(-1 : i16) : i16
  %b284 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a284, %b284) : (!llvm.ptr, i16, i16) -> ()
  %a285 = llvm.mlir.constant(-1 : i16) : i16
  %b285 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a285, %b285) : (!llvm.ptr, i16, i16) -> ()
  %a286 = llvm.mlir.constant(-1 : i16) : i16
  %b286 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a286, %b286) : (!llvm.ptr, i16, i16) -> ()
  %a287 = llvm.mlir.constant(0 : i16) : i16
  %b287 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a287, %b287) : (!llvm.ptr, i16, i16) -> ()
  %a288 = llvm.mlir.constant(0 : i16) : i16
  %b288 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a288, %b288) : (!llvm.ptr, i16, i16) -> ()
  %a289 = llvm.mlir.constant(0 : i16) : i16
  %b289 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a289, %b289) : (!llvm.ptr, i16, i16) -> ()
  %a290 = llvm.mlir.constant(5 : i16) : i16
  %b290 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a290, %b290) : (!llvm.ptr, i16, i16) -> ()
  %a291 = llvm.mlir.constant(5 : i16) : i16
  %b291 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a291, %b291) : (!llvm.ptr, i16, i16) -> ()
  %a292 = llvm.mlir.constant(5 : i16) : i16
  %b292 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a292, %b292) : (!llvm.ptr, i16, i16) -> ()
  %a293 = llvm.mlir.constant(-7 : i16) : i16
  %b293 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a293, %b293) : (!llvm.ptr, i16, i16) -> ()
  %a294 = llvm.mlir.constant(-7 : i16) : i16
  %b294 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a294, %b294) : (!llvm.ptr, i16, i16) -> ()
  %a295 = llvm.mlir.constant(-7 : i16) : i16
  %b295 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_max_16(%buf, %a295, %b295) : (!llvm.ptr, i16, i16) -> ()
  %a296 = llvm.mlir.constant(-12817 : i16) : i16
  %b296 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a296, %b296) : (!llvm.ptr, i16, i16) -> ()
  %a297 = llvm.mlir.constant(-12817 : i16) : i16
  %b297 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a297, %b297) : (!llvm.ptr, i16, i16) -> ()
  %a298 = llvm.mlir.constant(-12817 : i16) : i16
  %b298 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a298, %b298) : (!llvm.ptr, i16, i16) -> ()
  %a299 = llvm.mlir.constant(-1 : i16) : i16
  %b299 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a299, %b299) : (!llvm.ptr, i16, i16) -> ()
  %a300 = llvm.mlir.constant(-1 : i16) : i16
  %b300 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a300, %b300) : (!llvm.ptr, i16, i16) -> ()
  %a301 = llvm.mlir.constant(-1 : i16) : i16
  %b301 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a301, %b301) : (!llvm.ptr, i16, i16) -> ()
  %a302 = llvm.mlir.constant(0 : i16) : i16
  %b302 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a302, %b302) : (!llvm.ptr, i16, i16) -> ()
  %a303 = llvm.mlir.constant(0 : i16) : i16
  %b303 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a303, %b303) : (!llvm.ptr, i16, i16) -> ()
  %a304 = llvm.mlir.constant(0 : i16) : i16
  %b304 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a304, %b304) : (!llvm.ptr, i16, i16) -> ()
  %a305 = llvm.mlir.constant(5 : i16) : i16
  %b305 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a305, %b305) : (!llvm.ptr, i16, i16) -> ()
  %a306 = llvm.mlir.constant(5 : i16) : i16
  %b306 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a306, %b306) : (!llvm.ptr, i16, i16) -> ()
  %a307 = llvm.mlir.constant(5 : i16) : i16
  %b307 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a307, %b307) : (!llvm.ptr, i16, i16) -> ()
  %a308 = llvm.mlir.constant(-7 : i16) : i16
  %b308 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a308, %b308) : (!llvm.ptr, i16, i16) -> ()
  %a309 = llvm.mlir.constant(-7 : i16) : i16
  %b309 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a309, %b309) : (!llvm.ptr, i16, i16) -> ()
  %a310 = llvm.mlir.constant(-7 : i16) : i16
  %b310 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_min_16(%buf, %a310, %b310) : (!llvm.ptr, i16, i16) -> ()
  %a311 = llvm.mlir.constant(-12817 : i16) : i16
  %b311 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a311, %b311) : (!llvm.ptr, i16, i16) -> ()
  %a312 = llvm.mlir.constant(-12817 : i16) : i16
  %b312 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a312, %b312) : (!llvm.ptr, i16, i16) -> ()
  %a313 = llvm.mlir.constant(-12817 : i16) : i16
  %b313 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a313, %b313) : (!llvm.ptr, i16, i16) -> ()
  %a314 = llvm.mlir.constant(-1 : i16) : i16
  %b314 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a314, %b314) : (!llvm.ptr, i16, i16) -> ()
  %a315 = llvm.mlir.constant(-1 : i16) : i16
  %b315 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a315, %b315) : (!llvm.ptr, i16, i16) -> ()
  %a316 = llvm.mlir.constant(-1 : i16) : i16
  %b316 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a316, %b316) : (!llvm.ptr, i16, i16) -> ()
  %a317 = llvm.mlir.constant(0 : i16) : i16
  %b317 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a317, %b317) : (!llvm.ptr, i16, i16) -> ()
  %a318 = llvm.mlir.constant(0 : i16) : i16
  %b318 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a318, %b318) : (!llvm.ptr, i16, i16) -> ()
  %a319 = llvm.mlir.constant(0 : i16) : i16
  %b319 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a319, %b319) : (!llvm.ptr, i16, i16) -> ()
  %a320 = llvm.mlir.constant(5 : i16) : i16
  %b320 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a320, %b320) : (!llvm.ptr, i16, i16) -> ()
  %a321 = llvm.mlir.constant(5 : i16) : i16
  %b321 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a321, %b321) : (!llvm.ptr, i16, i16) -> ()
  %a322 = llvm.mlir.constant(5 : i16) : i16
  %b322 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a322, %b322) : (!llvm.ptr, i16, i16) -> ()
  %a323 = llvm.mlir.constant(-7 : i16) : i16
  %b323 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a323, %b323) : (!llvm.ptr, i16, i16) -> ()
  %a324 = llvm.mlir.constant(-7 : i16) : i16
  %b324 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a324, %b324) : (!llvm.ptr, i16, i16) -> ()
  %a325 = llvm.mlir.constant(-7 : i16) : i16
  %b325 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_umax_16(%buf, %a325, %b325) : (!llvm.ptr, i16, i16) -> ()
  %a326 = llvm.mlir.constant(-12817 : i16) : i16
  %b326 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a326, %b326) : (!llvm.ptr, i16, i16) -> ()
  %a327 = llvm.mlir.constant(-12817 : i16) : i16
  %b327 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a327, %b327) : (!llvm.ptr, i16, i16) -> ()
  %a328 = llvm.mlir.constant(-12817 : i16) : i16
  %b328 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a328, %b328) : (!llvm.ptr, i16, i16) -> ()
  %a329 = llvm.mlir.constant(-1 : i16) : i16
  %b329 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a329, %b329) : (!llvm.ptr, i16, i16) -> ()
  %a330 = llvm.mlir.constant(-1 : i16) : i16
  %b330 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a330, %b330) : (!llvm.ptr, i16, i16) -> ()
  %a331 = llvm.mlir.constant(-1 : i16) : i16
  %b331 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a331, %b331) : (!llvm.ptr, i16, i16) -> ()
  %a332 = llvm.mlir.constant(0 : i16) : i16
  %b332 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a332, %b332) : (!llvm.ptr, i16, i16) -> ()
  %a333 = llvm.mlir.constant(0 : i16) : i16
  %b333 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a333, %b333) : (!llvm.ptr, i16, i16) -> ()
  %a334 = llvm.mlir.constant(0 : i16) : i16
  %b334 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a334, %b334) : (!llvm.ptr, i16, i16) -> ()
  %a335 = llvm.mlir.constant(5 : i16) : i16
  %b335 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a335, %b335) : (!llvm.ptr, i16, i16) -> ()
  %a336 = llvm.mlir.constant(5 : i16) : i16
  %b336 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a336, %b336) : (!llvm.ptr, i16, i16) -> ()
  %a337 = llvm.mlir.constant(5 : i16) : i16
  %b337 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a337, %b337) : (!llvm.ptr, i16, i16) -> ()
  %a338 = llvm.mlir.constant(-7 : i16) : i16
  %b338 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a338, %b338) : (!llvm.ptr, i16, i16) -> ()
  %a339 = llvm.mlir.constant(-7 : i16) : i16
  %b339 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a339, %b339) : (!llvm.ptr, i16, i16) -> ()
  %a340 = llvm.mlir.constant(-7 : i16) : i16
  %b340 = llvm.mlir.constant(5 : i16) : i16
  llvm.call @rmw_umin_16(%buf, %a340, %b340) : (!llvm.ptr, i16, i16) -> ()
  %a341 = llvm.mlir.constant(-12817 : i16) : i16
  %c341 = llvm.mlir.constant(-12817 : i16) : i16
  %b341 = llvm.mlir.constant(77 : i16) : i16
  llvm.call @cx_16(%buf, %a341, %c341, %b341) : (!llvm.ptr, i16, i16, i16) -> ()
  %a342 = llvm.mlir.constant(-12817 : i16) : i16
  %c342 = llvm.mlir.constant(-12816 : i16) : i16
  %b342 = llvm.mlir.constant(77 : i16) : i16
  llvm.call @cx_16(%buf, %a342, %c342, %b342) : (!llvm.ptr, i16, i16, i16) -> ()
  %a343 = llvm.mlir.constant(-1 : i16) : i16
  %c343 = llvm.mlir.constant(-1 : i16) : i16
  %b343 = llvm.mlir.constant(77 : i16) : i16
  llvm.call @cx_16(%buf, %a343, %c343, %b343) : (!llvm.ptr, i16, i16, i16) -> ()
  %a344 = llvm.mlir.constant(-1 : i16) : i16
  %c344 = llvm.mlir.constant(0 : i16) : i16
  %b344 = llvm.mlir.constant(77 : i16) : i16
  llvm.call @cx_16(%buf, %a344, %c344, %b344) : (!llvm.ptr, i16, i16, i16) -> ()
  %a345 = llvm.mlir.constant(0 : i16) : i16
  %c345 = llvm.mlir.constant(0 : i16) : i16
  %b345 = llvm.mlir.constant(77 : i16) : i16
  llvm.call @cx_16(%buf, %a345, %c345, %b345) : (!llvm.ptr, i16, i16, i16) -> ()
  %a346 = llvm.mlir.constant(0 : i16) : i16
  %c346 = llvm.mlir.constant(1 : i16) : i16
  %b346 = llvm.mlir.constant(77 : i16) : i16
  llvm.call @cx_16(%buf, %a346, %c346, %b346) : (!llvm.ptr, i16, i16, i16) -> ()
  %a347 = llvm.mlir.constant(5 : i16) : i16
  %c347 = llvm.mlir.constant(5 : i16) : i16
  %b347 = llvm.mlir.constant(77 : i16) : i16
  llvm.call @cx_16(%buf, %a347, %c347, %b347) : (!llvm.ptr, i16, i16, i16) -> ()
  %a348 = llvm.mlir.constant(5 : i16) : i16
  %c348 = llvm.mlir.constant(6 : i16) : i16
  %b348 = llvm.mlir.constant(77 : i16) : i16
  llvm.call @cx_16(%buf, %a348, %c348, %b348) : (!llvm.ptr, i16, i16, i16) -> ()
  %a349 = llvm.mlir.constant(-7 : i16) : i16
  %c349 = llvm.mlir.constant(-7 : i16) : i16
  %b349 = llvm.mlir.constant(77 : i16) : i16
  llvm.call @cx_16(%buf, %a349, %c349, %b349) : (!llvm.ptr, i16, i16, i16) -> ()
  %a350 = llvm.mlir.constant(-7 : i16) : i16
  %c350 = llvm.mlir.constant(-6 : i16) : i16
  %b350 = llvm.mlir.constant(77 : i16) : i16
  llvm.call @cx_16(%buf, %a350, %c350, %b350) : (!llvm.ptr, i16, i16, i16) -> ()
  %a351 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b351 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a351, %b351) : (!llvm.ptr, i32, i32) -> ()
  %a352 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b352 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a352, %b352) : (!llvm.ptr, i32, i32) -> ()
  %a353 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b353 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a353, %b353) : (!llvm.ptr, i32, i32) -> ()
  %a354 = llvm.mlir.constant(-1 : i32) : i32
  %b354 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a354, %b354) : (!llvm.ptr, i32, i32) -> ()
  %a355 = llvm.mlir.constant(-1 : i32) : i32
  %b355 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a355, %b355) : (!llvm.ptr, i32, i32) -> ()
  %a356 = llvm.mlir.constant(-1 : i32) : i32
  %b356 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a356, %b356) : (!llvm.ptr, i32, i32) -> ()
  %a357 = llvm.mlir.constant(0 : i32) : i32
  %b357 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a357, %b357) : (!llvm.ptr, i32, i32) -> ()
  %a358 = llvm.mlir.constant(0 : i32) : i32
  %b358 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a358, %b358) : (!llvm.ptr, i32, i32) -> ()
  %a359 = llvm.mlir.constant(0 : i32) : i32
  %b359 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a359, %b359) : (!llvm.ptr, i32, i32) -> ()
  %a360 = llvm.mlir.constant(5 : i32) : i32
  %b360 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a360, %b360) : (!llvm.ptr, i32, i32) -> ()
  %a361 = llvm.mlir.constant(5 : i32) : i32
  %b361 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a361, %b361) : (!llvm.ptr, i32, i32) -> ()
  %a362 = llvm.mlir.constant(5 : i32) : i32
  %b362 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a362, %b362) : (!llvm.ptr, i32, i32) -> ()
  %a363 = llvm.mlir.constant(-7 : i32) : i32
  %b363 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a363, %b363) : (!llvm.ptr, i32, i32) -> ()
  %a364 = llvm.mlir.constant(-7 : i32) : i32
  %b364 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a364, %b364) : (!llvm.ptr, i32, i32) -> ()
  %a365 = llvm.mlir.constant(-7 : i32) : i32
  %b365 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_xchg_32(%buf, %a365, %b365) : (!llvm.ptr, i32, i32) -> ()
  %a366 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b366 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a366, %b366) : (!llvm.ptr, i32, i32) -> ()
  %a367 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b367 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a367, %b367) : (!llvm.ptr, i32, i32) -> ()
  %a368 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b368 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a368, %b368) : (!llvm.ptr, i32, i32) -> ()
  %a369 = llvm.mlir.constant(-1 : i32) : i32
  %b369 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a369, %b369) : (!llvm.ptr, i32, i32) -> ()
  %a370 = llvm.mlir.constant(-1 : i32) : i32
  %b370 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a370, %b370) : (!llvm.ptr, i32, i32) -> ()
  %a371 = llvm.mlir.constant(-1 : i32) : i32
  %b371 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a371, %b371) : (!llvm.ptr, i32, i32) -> ()
  %a372 = llvm.mlir.constant(0 : i32) : i32
  %b372 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a372, %b372) : (!llvm.ptr, i32, i32) -> ()
  %a373 = llvm.mlir.constant(0 : i32) : i32
  %b373 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a373, %b373) : (!llvm.ptr, i32, i32) -> ()
  %a374 = llvm.mlir.constant(0 : i32) : i32
  %b374 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a374, %b374) : (!llvm.ptr, i32, i32) -> ()
  %a375 = llvm.mlir.constant(5 : i32) : i32
  %b375 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a375, %b375) : (!llvm.ptr, i32, i32) -> ()
  %a376 = llvm.mlir.constant(5 : i32) : i32
  %b376 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a376, %b376) : (!llvm.ptr, i32, i32) -> ()
  %a377 = llvm.mlir.constant(5 : i32) : i32
  %b377 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a377, %b377) : (!llvm.ptr, i32, i32) -> ()
  %a378 = llvm.mlir.constant(-7 : i32) : i32
  %b378 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a378, %b378) : (!llvm.ptr, i32, i32) -> ()
  %a379 = llvm.mlir.constant(-7 : i32) : i32
  %b379 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a379, %b379) : (!llvm.ptr, i32, i32) -> ()
  %a380 = llvm.mlir.constant(-7 : i32) : i32
  %b380 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_add_32(%buf, %a380, %b380) : (!llvm.ptr, i32, i32) -> ()
  %a381 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b381 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a381, %b381) : (!llvm.ptr, i32, i32) -> ()
  %a382 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b382 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a382, %b382) : (!llvm.ptr, i32, i32) -> ()
  %a383 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b383 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a383, %b383) : (!llvm.ptr, i32, i32) -> ()
  %a384 = llvm.mlir.constant(-1 : i32) : i32
  %b384 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a384, %b384) : (!llvm.ptr, i32, i32) -> ()
  %a385 = llvm.mlir.constant(-1 : i32) : i32
  %b385 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a385, %b385) : (!llvm.ptr, i32, i32) -> ()
  %a386 = llvm.mlir.constant(-1 : i32) : i32
  %b386 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a386, %b386) : (!llvm.ptr, i32, i32) -> ()
  %a387 = llvm.mlir.constant(0 : i32) : i32
  %b387 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a387, %b387) : (!llvm.ptr, i32, i32) -> ()
  %a388 = llvm.mlir.constant(0 : i32) : i32
  %b388 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a388, %b388) : (!llvm.ptr, i32, i32) -> ()
  %a389 = llvm.mlir.constant(0 : i32) : i32
  %b389 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a389, %b389) : (!llvm.ptr, i32, i32) -> ()
  %a390 = llvm.mlir.constant(5 : i32) : i32
  %b390 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a390, %b390) : (!llvm.ptr, i32, i32) -> ()
  %a391 = llvm.mlir.constant(5 : i32) : i32
  %b391 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a391, %b391) : (!llvm.ptr, i32, i32) -> ()
  %a392 = llvm.mlir.constant(5 : i32) : i32
  %b392 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a392, %b392) : (!llvm.ptr, i32, i32) -> ()
  %a393 = llvm.mlir.constant(-7 : i32) : i32
  %b393 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a393, %b393) : (!llvm.ptr, i32, i32) -> ()
  %a394 = llvm.mlir.constant(-7 : i32) : i32
  %b394 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a394, %b394) : (!llvm.ptr, i32, i32) -> ()
  %a395 = llvm.mlir.constant(-7 : i32) : i32
  %b395 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_sub_32(%buf, %a395, %b395) : (!llvm.ptr, i32, i32) -> ()
  %a396 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b396 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a396, %b396) : (!llvm.ptr, i32, i32) -> ()
  %a397 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b397 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a397, %b397) : (!llvm.ptr, i32, i32) -> ()
  %a398 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b398 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a398, %b398) : (!llvm.ptr, i32, i32) -> ()
  %a399 = llvm.mlir.constant(-1 : i32) : i32
  %b399 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a399, %b399) : (!llvm.ptr, i32, i32) -> ()
  %a400 = llvm.mlir.constant(-1 : i32) : i32
  %b400 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a400, %b400) : (!llvm.ptr, i32, i32) -> ()
  %a401 = llvm.mlir.constant(-1 : i32) : i32
  %b401 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a401, %b401) : (!llvm.ptr, i32, i32) -> ()
  %a402 = llvm.mlir.constant(0 : i32) : i32
  %b402 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a402, %b402) : (!llvm.ptr, i32, i32) -> ()
  %a403 = llvm.mlir.constant(0 : i32) : i32
  %b403 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a403, %b403) : (!llvm.ptr, i32, i32) -> ()
  %a404 = llvm.mlir.constant(0 : i32) : i32
  %b404 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a404, %b404) : (!llvm.ptr, i32, i32) -> ()
  %a405 = llvm.mlir.constant(5 : i32) : i32
  %b405 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a405, %b405) : (!llvm.ptr, i32, i32) -> ()
  %a406 = llvm.mlir.constant(5 : i32) : i32
  %b406 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a406, %b406) : (!llvm.ptr, i32, i32) -> ()
  %a407 = llvm.mlir.constant(5 : i32) : i32
  %b407 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a407, %b407) : (!llvm.ptr, i32, i32) -> ()
  %a408 = llvm.mlir.constant(-7 : i32) : i32
  %b408 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a408, %b408) : (!llvm.ptr, i32, i32) -> ()
  %a409 = llvm.mlir.constant(-7 : i32) : i32
  %b409 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a409, %b409) : (!llvm.ptr, i32, i32) -> ()
  %a410 = llvm.mlir.constant(-7 : i32) : i32
  %b410 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__and_32(%buf, %a410, %b410) : (!llvm.ptr, i32, i32) -> ()
  %a411 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b411 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a411, %b411) : (!llvm.ptr, i32, i32) -> ()
  %a412 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b412 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a412, %b412) : (!llvm.ptr, i32, i32) -> ()
  %a413 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b413 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a413, %b413) : (!llvm.ptr, i32, i32) -> ()
  %a414 = llvm.mlir.constant(-1 : i32) : i32
  %b414 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a414, %b414) : (!llvm.ptr, i32, i32) -> ()
  %a415 = llvm.mlir.constant(-1 : i32) : i32
  %b415 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a415, %b415) : (!llvm.ptr, i32, i32) -> ()
  %a416 = llvm.mlir.constant(-1 : i32) : i32
  %b416 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a416, %b416) : (!llvm.ptr, i32, i32) -> ()
  %a417 = llvm.mlir.constant(0 : i32) : i32
  %b417 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a417, %b417) : (!llvm.ptr, i32, i32) -> ()
  %a418 = llvm.mlir.constant(0 : i32) : i32
  %b418 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a418, %b418) : (!llvm.ptr, i32, i32) -> ()
  %a419 = llvm.mlir.constant(0 : i32) : i32
  %b419 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a419, %b419) : (!llvm.ptr, i32, i32) -> ()
  %a420 = llvm.mlir.constant(5 : i32) : i32
  %b420 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a420, %b420) : (!llvm.ptr, i32, i32) -> ()
  %a421 = llvm.mlir.constant(5 : i32) : i32
  %b421 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a421, %b421) : (!llvm.ptr, i32, i32) -> ()
  %a422 = llvm.mlir.constant(5 : i32) : i32
  %b422 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a422, %b422) : (!llvm.ptr, i32, i32) -> ()
  %a423 = llvm.mlir.constant(-7 : i32) : i32
  %b423 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a423, %b423) : (!llvm.ptr, i32, i32) -> ()
  %a424 = llvm.mlir.constant(-7 : i32) : i32
  %b424 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a424, %b424) : (!llvm.ptr, i32, i32) -> ()
  %a425 = llvm.mlir.constant(-7 : i32) : i32
  %b425 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_nand_32(%buf, %a425, %b425) : (!llvm.ptr, i32, i32) -> ()
  %a426 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b426 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a426, %b426) : (!llvm.ptr, i32, i32) -> ()
  %a427 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b427 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a427, %b427) : (!llvm.ptr, i32, i32) -> ()
  %a428 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b428 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a428, %b428) : (!llvm.ptr, i32, i32) -> ()
  %a429 = llvm.mlir.constant(-1 : i32) : i32
  %b429 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a429, %b429) : (!llvm.ptr, i32, i32) -> ()
  %a430 = llvm.mlir.constant(-1 : i32) : i32
  %b430 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a430, %b430) : (!llvm.ptr, i32, i32) -> ()
  %a431 = llvm.mlir.constant(-1 : i32) : i32
  %b431 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a431, %b431) : (!llvm.ptr, i32, i32) -> ()
  %a432 = llvm.mlir.constant(0 : i32) : i32
  %b432 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a432, %b432) : (!llvm.ptr, i32, i32) -> ()
  %a433 = llvm.mlir.constant(0 : i32) : i32
  %b433 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a433, %b433) : (!llvm.ptr, i32, i32) -> ()
  %a434 = llvm.mlir.constant(0 : i32) : i32
  %b434 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a434, %b434) : (!llvm.ptr, i32, i32) -> ()
  %a435 = llvm.mlir.constant(5 : i32) : i32
  %b435 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a435, %b435) : (!llvm.ptr, i32, i32) -> ()
  %a436 = llvm.mlir.constant(5 : i32) : i32
  %b436 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a436, %b436) : (!llvm.ptr, i32, i32) -> ()
  %a437 = llvm.mlir.constant(5 : i32) : i32
  %b437 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a437, %b437) : (!llvm.ptr, i32, i32) -> ()
  %a438 = llvm.mlir.constant(-7 : i32) : i32
  %b438 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a438, %b438) : (!llvm.ptr, i32, i32) -> ()
  %a439 = llvm.mlir.constant(-7 : i32) : i32
  %b439 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a439, %b439) : (!llvm.ptr, i32, i32) -> ()
  %a440 = llvm.mlir.constant(-7 : i32) : i32
  %b440 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__or_32(%buf, %a440, %b440) : (!llvm.ptr, i32, i32) -> ()
  %a441 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b441 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a441, %b441) : (!llvm.ptr, i32, i32) -> ()
  %a442 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b442 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a442, %b442) : (!llvm.ptr, i32, i32) -> ()
  %a443 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b443 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a443, %b443) : (!llvm.ptr, i32, i32) -> ()
  %a444 = llvm.mlir.constant(-1 : i32) : i32
  %b444 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a444, %b444) : (!llvm.ptr, i32, i32) -> ()
  %a445 = llvm.mlir.constant(-1 : i32) : i32
  %b445 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a445, %b445) : (!llvm.ptr, i32, i32) -> ()
  %a446 = llvm.mlir.constant(-1 : i32) : i32
  %b446 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a446, %b446) : (!llvm.ptr, i32, i32) -> ()
  %a447 = llvm.mlir.constant(0 : i32) : i32
  %b447 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a447, %b447) : (!llvm.ptr, i32, i32) -> ()
  %a448 = llvm.mlir.constant(0 : i32) : i32
  %b448 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a448, %b448) : (!llvm.ptr, i32, i32) -> ()
  %a449 = llvm.mlir.constant(0 : i32) : i32
  %b449 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a449, %b449) : (!llvm.ptr, i32, i32) -> ()
  %a450 = llvm.mlir.constant(5 : i32) : i32
  %b450 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a450, %b450) : (!llvm.ptr, i32, i32) -> ()
  %a451 = llvm.mlir.constant(5 : i32) : i32
  %b451 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a451, %b451) : (!llvm.ptr, i32, i32) -> ()
  %a452 = llvm.mlir.constant(5 : i32) : i32
  %b452 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a452, %b452) : (!llvm.ptr, i32, i32) -> ()
  %a453 = llvm.mlir.constant(-7 : i32) : i32
  %b453 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a453, %b453) : (!llvm.ptr, i32, i32) -> ()
  %a454 = llvm.mlir.constant(-7 : i32) : i32
  %b454 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a454, %b454) : (!llvm.ptr, i32, i32) -> ()
  %a455 = llvm.mlir.constant(-7 : i32) : i32
  %b455 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw__xor_32(%buf, %a455, %b455) : (!llvm.ptr, i32, i32) -> ()
  %a456 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b456 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a456, %b456) : (!llvm.ptr, i32, i32) -> ()
  %a457 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b457 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a457, %b457) : (!llvm.ptr, i32, i32) -> ()
  %a458 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b458 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a458, %b458) : (!llvm.ptr, i32, i32) -> ()
  %a459 = llvm.mlir.constant(-1 : i32) : i32
  %b459 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a459, %b459) : (!llvm.ptr, i32, i32) -> ()
  %a460 = llvm.mlir.constant(-1 : i32) : i32
  %b460 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a460, %b460) : (!llvm.ptr, i32, i32) -> ()
  %a461 = llvm.mlir.constant(-1 : i32) : i32
  %b461 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a461, %b461) : (!llvm.ptr, i32, i32) -> ()
  %a462 = llvm.mlir.constant(0 : i32) : i32
  %b462 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a462, %b462) : (!llvm.ptr, i32, i32) -> ()
  %a463 = llvm.mlir.constant(0 : i32) : i32
  %b463 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a463, %b463) : (!llvm.ptr, i32, i32) -> ()
  %a464 = llvm.mlir.constant(0 : i32) : i32
  %b464 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a464, %b464) : (!llvm.ptr, i32, i32) -> ()
  %a465 = llvm.mlir.constant(5 : i32) : i32
  %b465 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a465, %b465) : (!llvm.ptr, i32, i32) -> ()
  %a466 = llvm.mlir.constant(5 : i32) : i32
  %b466 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a466, %b466) : (!llvm.ptr, i32, i32) -> ()
  %a467 = llvm.mlir.constant(5 : i32) : i32
  %b467 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a467, %b467) : (!llvm.ptr, i32, i32) -> ()
  %a468 = llvm.mlir.constant(-7 : i32) : i32
  %b468 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a468, %b468) : (!llvm.ptr, i32, i32) -> ()
  %a469 = llvm.mlir.constant(-7 : i32) : i32
  %b469 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a469, %b469) : (!llvm.ptr, i32, i32) -> ()
  %a470 = llvm.mlir.constant(-7 : i32) : i32
  %b470 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_max_32(%buf, %a470, %b470) : (!llvm.ptr, i32, i32) -> ()
  %a471 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b471 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a471, %b471) : (!llvm.ptr, i32, i32) -> ()
  %a472 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b472 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a472, %b472) : (!llvm.ptr, i32, i32) -> ()
  %a473 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b473 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a473, %b473) : (!llvm.ptr, i32, i32) -> ()
  %a474 = llvm.mlir.constant(-1 : i32) : i32
  %b474 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a474, %b474) : (!llvm.ptr, i32, i32) -> ()
  %a475 = llvm.mlir.constant(-1 : i32) : i32
  %b475 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a475, %b475) : (!llvm.ptr, i32, i32) -> ()
  %a476 = llvm.mlir.constant(-1 : i32) : i32
  %b476 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a476, %b476) : (!llvm.ptr, i32, i32) -> ()
  %a477 = llvm.mlir.constant(0 : i32) : i32
  %b477 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a477, %b477) : (!llvm.ptr, i32, i32) -> ()
  %a478 = llvm.mlir.constant(0 : i32) : i32
  %b478 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a478, %b478) : (!llvm.ptr, i32, i32) -> ()
  %a479 = llvm.mlir.constant(0 : i32) : i32
  %b479 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a479, %b479) : (!llvm.ptr, i32, i32) -> ()
  %a480 = llvm.mlir.constant(5 : i32) : i32
  %b480 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a480, %b480) : (!llvm.ptr, i32, i32) -> ()
  %a481 = llvm.mlir.constant(5 : i32) : i32
  %b481 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a481, %b481) : (!llvm.ptr, i32, i32) -> ()
  %a482 = llvm.mlir.constant(5 : i32) : i32
  %b482 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a482, %b482) : (!llvm.ptr, i32, i32) -> ()
  %a483 = llvm.mlir.constant(-7 : i32) : i32
  %b483 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a483, %b483) : (!llvm.ptr, i32, i32) -> ()
  %a484 = llvm.mlir.constant(-7 : i32) : i32
  %b484 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a484, %b484) : (!llvm.ptr, i32, i32) -> ()
  %a485 = llvm.mlir.constant(-7 : i32) : i32
  %b485 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_min_32(%buf, %a485, %b485) : (!llvm.ptr, i32, i32) -> ()
  %a486 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b486 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a486, %b486) : (!llvm.ptr, i32, i32) -> ()
  %a487 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b487 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a487, %b487) : (!llvm.ptr, i32, i32) -> ()
  %a488 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b488 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a488, %b488) : (!llvm.ptr, i32, i32) -> ()
  %a489 = llvm.mlir.constant(-1 : i32) : i32
  %b489 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a489, %b489) : (!llvm.ptr, i32, i32) -> ()
  %a490 = llvm.mlir.constant(-1 : i32) : i32
  %b490 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a490, %b490) : (!llvm.ptr, i32, i32) -> ()
  %a491 = llvm.mlir.constant(-1 : i32) : i32
  %b491 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a491, %b491) : (!llvm.ptr, i32, i32) -> ()
  %a492 = llvm.mlir.constant(0 : i32) : i32
  %b492 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a492, %b492) : (!llvm.ptr, i32, i32) -> ()
  %a493 = llvm.mlir.constant(0 : i32) : i32
  %b493 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a493, %b493) : (!llvm.ptr, i32, i32) -> ()
  %a494 = llvm.mlir.constant(0 : i32) : i32
  %b494 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a494, %b494) : (!llvm.ptr, i32, i32) -> ()
  %a495 = llvm.mlir.constant(5 : i32) : i32
  %b495 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a495, %b495) : (!llvm.ptr, i32, i32) -> ()
  %a496 = llvm.mlir.constant(5 : i32) : i32
  %b496 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a496, %b496) : (!llvm.ptr, i32, i32) -> ()
  %a497 = llvm.mlir.constant(5 : i32) : i32
  %b497 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a497, %b497) : (!llvm.ptr, i32, i32) -> ()
  %a498 = llvm.mlir.constant(-7 : i32) : i32
  %b498 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a498, %b498) : (!llvm.ptr, i32, i32) -> ()
  %a499 = llvm.mlir.constant(-7 : i32) : i32
  %b499 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a499, %b499) : (!llvm.ptr, i32, i32) -> ()
  %a500 = llvm.mlir.constant(-7 : i32) : i32
  %b500 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_umax_32(%buf, %a500, %b500) : (!llvm.ptr, i32, i32) -> ()
  %a501 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b501 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a501, %b501) : (!llvm.ptr, i32, i32) -> ()
  %a502 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b502 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a502, %b502) : (!llvm.ptr, i32, i32) -> ()
  %a503 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b503 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a503, %b503) : (!llvm.ptr, i32, i32) -> ()
  %a504 = llvm.mlir.constant(-1 : i32) : i32
  %b504 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a504, %b504) : (!llvm.ptr, i32, i32) -> ()
  %a505 = llvm.mlir.constant(-1 : i32) : i32
  %b505 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a505, %b505) : (!llvm.ptr, i32, i32) -> ()
  %a506 = llvm.mlir.constant(-1 : i32) : i32
  %b506 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a506, %b506) : (!llvm.ptr, i32, i32) -> ()
  %a507 = llvm.mlir.constant(0 : i32) : i32
  %b507 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a507, %b507) : (!llvm.ptr, i32, i32) -> ()
  %a508 = llvm.mlir.constant(0 : i32) : i32
  %b508 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a508, %b508) : (!llvm.ptr, i32, i32) -> ()
  %a509 = llvm.mlir.constant(0 : i32) : i32
  %b509 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a509, %b509) : (!llvm.ptr, i32, i32) -> ()
  %a510 = llvm.mlir.constant(5 : i32) : i32
  %b510 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a510, %b510) : (!llvm.ptr, i32, i32) -> ()
  %a511 = llvm.mlir.constant(5 : i32) : i32
  %b511 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a511, %b511) : (!llvm.ptr, i32, i32) -> ()
  %a512 = llvm.mlir.constant(5 : i32) : i32
  %b512 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a512, %b512) : (!llvm.ptr, i32, i32) -> ()
  %a513 = llvm.mlir.constant(-7 : i32) : i32
  %b513 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a513, %b513) : (!llvm.ptr, i32, i32) -> ()
  %a514 = llvm.mlir.constant(-7 : i32) : i32
  %b514 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a514, %b514) : (!llvm.ptr, i32, i32) -> ()
  %a515 = llvm.mlir.constant(-7 : i32) : i32
  %b515 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @rmw_umin_32(%buf, %a515, %b515) : (!llvm.ptr, i32, i32) -> ()
  %a516 = llvm.mlir.constant(-1985229329 : i32) : i32
  %c516 = llvm.mlir.constant(-1985229329 : i32) : i32
  %b516 = llvm.mlir.constant(77 : i32) : i32
  llvm.call @cx_32(%buf, %a516, %c516, %b516) : (!llvm.ptr, i32, i32, i32) -> ()
  %a517 = llvm.mlir.constant(-1985229329 : i32) : i32
  %c517 = llvm.mlir.constant(-1985229328 : i32) : i32
  %b517 = llvm.mlir.constant(77 : i32) : i32
  llvm.call @cx_32(%buf, %a517, %c517, %b517) : (!llvm.ptr, i32, i32, i32) -> ()
  %a518 = llvm.mlir.constant(-1 : i32) : i32
  %c518 = llvm.mlir.constant(-1 : i32) : i32
  %b518 = llvm.mlir.constant(77 : i32) : i32
  llvm.call @cx_32(%buf, %a518, %c518, %b518) : (!llvm.ptr, i32, i32, i32) -> ()
  %a519 = llvm.mlir.constant(-1 : i32) : i32
  %c519 = llvm.mlir.constant(0 : i32) : i32
  %b519 = llvm.mlir.constant(77 : i32) : i32
  llvm.call @cx_32(%buf, %a519, %c519, %b519) : (!llvm.ptr, i32, i32, i32) -> ()
  %a520 = llvm.mlir.constant(0 : i32) : i32
  %c520 = llvm.mlir.constant(0 : i32) : i32
  %b520 = llvm.mlir.constant(77 : i32) : i32
  llvm.call @cx_32(%buf, %a520, %c520, %b520) : (!llvm.ptr, i32, i32, i32) -> ()
  %a521 = llvm.mlir.constant(0 : i32) : i32
  %c521 = llvm.mlir.constant(1 : i32) : i32
  %b521 = llvm.mlir.constant(77 : i32) : i32
  llvm.call @cx_32(%buf, %a521, %c521, %b521) : (!llvm.ptr, i32, i32, i32) -> ()
  %a522 = llvm.mlir.constant(5 : i32) : i32
  %c522 = llvm.mlir.constant(5 : i32) : i32
  %b522 = llvm.mlir.constant(77 : i32) : i32
  llvm.call @cx_32(%buf, %a522, %c522, %b522) : (!llvm.ptr, i32, i32, i32) -> ()
  %a523 = llvm.mlir.constant(5 : i32) : i32
  %c523 = llvm.mlir.constant(6 : i32) : i32
  %b523 = llvm.mlir.constant(77 : i32) : i32
  llvm.call @cx_32(%buf, %a523, %c523, %b523) : (!llvm.ptr, i32, i32, i32) -> ()
  %a524 = llvm.mlir.constant(-7 : i32) : i32
  %c524 = llvm.mlir.constant(-7 : i32) : i32
  %b524 = llvm.mlir.constant(77 : i32) : i32
  llvm.call @cx_32(%buf, %a524, %c524, %b524) : (!llvm.ptr, i32, i32, i32) -> ()
  %a525 = llvm.mlir.constant(-7 : i32) : i32
  %c525 = llvm.mlir.constant(-6 : i32) : i32
  %b525 = llvm.mlir.constant(77 : i32) : i32
  llvm.call @cx_32(%buf, %a525, %c525, %b525) : (!llvm.ptr, i32, i32, i32) -> ()
  %a526 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b526 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a526, %b526) : (!llvm.ptr, i64, i64) -> ()
  %a527 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b527 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a527, %b527) : (!llvm.ptr, i64, i64) -> ()
  %a528 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b528 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a528, %b528) : (!llvm.ptr, i64, i64) -> ()
  %a529 = llvm.mlir.constant(-1 : i64) : i64
  %b529 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a529, %b529) : (!llvm.ptr, i64, i64) -> ()
  %a530 = llvm.mlir.constant(-1 : i64) : i64
  %b530 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a530, %b530) : (!llvm.ptr, i64, i64) -> ()
  %a531 = llvm.mlir.constant(-1 : i64) : i64
  %b531 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a531, %b531) : (!llvm.ptr, i64, i64) -> ()
  %a532 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b532 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a532, %b532) : (!llvm.ptr, i64, i64) -> ()
  %a533 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b533 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a533, %b533) : (!llvm.ptr, i64, i64) -> ()
  %a534 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b534 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a534, %b534) : (!llvm.ptr, i64, i64) -> ()
  %a535 = llvm.mlir.constant(5 : i64) : i64
  %b535 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a535, %b535) : (!llvm.ptr, i64, i64) -> ()
  %a536 = llvm.mlir.constant(5 : i64) : i64
  %b536 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a536, %b536) : (!llvm.ptr, i64, i64) -> ()
  %a537 = llvm.mlir.constant(5 : i64) : i64
  %b537 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a537, %b537) : (!llvm.ptr, i64, i64) -> ()
  %a538 = llvm.mlir.constant(-7 : i64) : i64
  %b538 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a538, %b538) : (!llvm.ptr, i64, i64) -> ()
  %a539 = llvm.mlir.constant(-7 : i64) : i64
  %b539 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a539, %b539) : (!llvm.ptr, i64, i64) -> ()
  %a540 = llvm.mlir.constant(-7 : i64) : i64
  %b540 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_xchg_64(%buf, %a540, %b540) : (!llvm.ptr, i64, i64) -> ()
  %a541 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b541 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a541, %b541) : (!llvm.ptr, i64, i64) -> ()
  %a542 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b542 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a542, %b542) : (!llvm.ptr, i64, i64) -> ()
  %a543 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b543 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a543, %b543) : (!llvm.ptr, i64, i64) -> ()
  %a544 = llvm.mlir.constant(-1 : i64) : i64
  %b544 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a544, %b544) : (!llvm.ptr, i64, i64) -> ()
  %a545 = llvm.mlir.constant(-1 : i64) : i64
  %b545 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a545, %b545) : (!llvm.ptr, i64, i64) -> ()
  %a546 = llvm.mlir.constant(-1 : i64) : i64
  %b546 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a546, %b546) : (!llvm.ptr, i64, i64) -> ()
  %a547 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b547 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a547, %b547) : (!llvm.ptr, i64, i64) -> ()
  %a548 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b548 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a548, %b548) : (!llvm.ptr, i64, i64) -> ()
  %a549 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b549 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a549, %b549) : (!llvm.ptr, i64, i64) -> ()
  %a550 = llvm.mlir.constant(5 : i64) : i64
  %b550 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a550, %b550) : (!llvm.ptr, i64, i64) -> ()
  %a551 = llvm.mlir.constant(5 : i64) : i64
  %b551 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a551, %b551) : (!llvm.ptr, i64, i64) -> ()
  %a552 = llvm.mlir.constant(5 : i64) : i64
  %b552 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a552, %b552) : (!llvm.ptr, i64, i64) -> ()
  %a553 = llvm.mlir.constant(-7 : i64) : i64
  %b553 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a553, %b553) : (!llvm.ptr, i64, i64) -> ()
  %a554 = llvm.mlir.constant(-7 : i64) : i64
  %b554 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a554, %b554) : (!llvm.ptr, i64, i64) -> ()
  %a555 = llvm.mlir.constant(-7 : i64) : i64
  %b555 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_add_64(%buf, %a555, %b555) : (!llvm.ptr, i64, i64) -> ()
  %a556 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b556 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a556, %b556) : (!llvm.ptr, i64, i64) -> ()
  %a557 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b557 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a557, %b557) : (!llvm.ptr, i64, i64) -> ()
  %a558 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b558 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a558, %b558) : (!llvm.ptr, i64, i64) -> ()
  %a559 = llvm.mlir.constant(-1 : i64) : i64
  %b559 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a559, %b559) : (!llvm.ptr, i64, i64) -> ()
  %a560 = llvm.mlir.constant(-1 : i64) : i64
  %b560 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a560, %b560) : (!llvm.ptr, i64, i64) -> ()
  %a561 = llvm.mlir.constant(-1 : i64) : i64
  %b561 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a561, %b561) : (!llvm.ptr, i64, i64) -> ()
  %a562 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b562 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a562, %b562) : (!llvm.ptr, i64, i64) -> ()
  %a563 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b563 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a563, %b563) : (!llvm.ptr, i64, i64) -> ()
  %a564 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b564 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a564, %b564) : (!llvm.ptr, i64, i64) -> ()
  %a565 = llvm.mlir.constant(5 : i64) : i64
  %b565 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a565, %b565) : (!llvm.ptr, i64, i64) -> ()
  %a566 = llvm.mlir.constant(5 : i64) : i64
  %b566 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a566, %b566) : (!llvm.ptr, i64, i64) -> ()
  %a567 = llvm.mlir.constant(5 : i64) : i64
  %b567 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a567, %b567) : (!llvm.ptr, i64, i64) -> ()
  %a568 = llvm.mlir.constant(-7 : i64) : i64
  %b568 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a568, %b568) : (!llvm.ptr, i64, i64) -> ()
  %a569 = llvm.mlir.constant(-7 : i64) : i64
  %b569 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a569, %b569) : (!llvm.ptr, i64, i64) -> ()
  %a570 = llvm.mlir.constant(-7 : i64) : i64
  %b570 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_sub_64(%buf, %a570, %b570) : (!llvm.ptr, i64, i64) -> ()
  %a571 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b571 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a571, %b571) : (!llvm.ptr, i64, i64) -> ()
  %a572 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b572 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a572, %b572) : (!llvm.ptr, i64, i64) -> ()
  %a573 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b573 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a573, %b573) : (!llvm.ptr, i64, i64) -> ()
  %a574 = llvm.mlir.constant(-1 : i64) : i64
  %b574 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a574, %b574) : (!llvm.ptr, i64, i64) -> ()
  %a575 = llvm.mlir.constant(-1 : i64) : i64
  %b575 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a575, %b575) : (!llvm.ptr, i64, i64) -> ()
  %a576 = llvm.mlir.constant(-1 : i64) : i64
  %b576 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a576, %b576) : (!llvm.ptr, i64, i64) -> ()
  %a577 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b577 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a577, %b577) : (!llvm.ptr, i64, i64) -> ()
  %a578 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b578 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a578, %b578) : (!llvm.ptr, i64, i64) -> ()
  %a579 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b579 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a579, %b579) : (!llvm.ptr, i64, i64) -> ()
  %a580 = llvm.mlir.constant(5 : i64) : i64
  %b580 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a580, %b580) : (!llvm.ptr, i64, i64) -> ()
  %a581 = llvm.mlir.constant(5 : i64) : i64
  %b581 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a581, %b581) : (!llvm.ptr, i64, i64) -> ()
  %a582 = llvm.mlir.constant(5 : i64) : i64
  %b582 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a582, %b582) : (!llvm.ptr, i64, i64) -> ()
  %a583 = llvm.mlir.constant(-7 : i64) : i64
  %b583 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a583, %b583) : (!llvm.ptr, i64, i64) -> ()
  %a584 = llvm.mlir.constant(-7 : i64) : i64
  %b584 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a584, %b584) : (!llvm.ptr, i64, i64) -> ()
  %a585 = llvm.mlir.constant(-7 : i64) : i64
  %b585 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__and_64(%buf, %a585, %b585) : (!llvm.ptr, i64, i64) -> ()
  %a586 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b586 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a586, %b586) : (!llvm.ptr, i64, i64) -> ()
  %a587 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b587 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a587, %b587) : (!llvm.ptr, i64, i64) -> ()
  %a588 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b588 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a588, %b588) : (!llvm.ptr, i64, i64) -> ()
  %a589 = llvm.mlir.constant(-1 : i64) : i64
  %b589 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a589, %b589) : (!llvm.ptr, i64, i64) -> ()
  %a590 = llvm.mlir.constant(-1 : i64) : i64
  %b590 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a590, %b590) : (!llvm.ptr, i64, i64) -> ()
  %a591 = llvm.mlir.constant(-1 : i64) : i64
  %b591 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a591, %b591) : (!llvm.ptr, i64, i64) -> ()
  %a592 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b592 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a592, %b592) : (!llvm.ptr, i64, i64) -> ()
  %a593 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b593 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a593, %b593) : (!llvm.ptr, i64, i64) -> ()
  %a594 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b594 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a594, %b594) : (!llvm.ptr, i64, i64) -> ()
  %a595 = llvm.mlir.constant(5 : i64) : i64
  %b595 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a595, %b595) : (!llvm.ptr, i64, i64) -> ()
  %a596 = llvm.mlir.constant(5 : i64) : i64
  %b596 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a596, %b596) : (!llvm.ptr, i64, i64) -> ()
  %a597 = llvm.mlir.constant(5 : i64) : i64
  %b597 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a597, %b597) : (!llvm.ptr, i64, i64) -> ()
  %a598 = llvm.mlir.constant(-7 : i64) : i64
  %b598 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a598, %b598) : (!llvm.ptr, i64, i64) -> ()
  %a599 = llvm.mlir.constant(-7 : i64) : i64
  %b599 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a599, %b599) : (!llvm.ptr, i64, i64) -> ()
  %a600 = llvm.mlir.constant(-7 : i64) : i64
  %b600 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_nand_64(%buf, %a600, %b600) : (!llvm.ptr, i64, i64) -> ()
  %a601 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b601 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a601, %b601) : (!llvm.ptr, i64, i64) -> ()
  %a602 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b602 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a602, %b602) : (!llvm.ptr, i64, i64) -> ()
  %a603 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b603 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a603, %b603) : (!llvm.ptr, i64, i64) -> ()
  %a604 = llvm.mlir.constant(-1 : i64) : i64
  %b604 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a604, %b604) : (!llvm.ptr, i64, i64) -> ()
  %a605 = llvm.mlir.constant(-1 : i64) : i64
  %b605 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a605, %b605) : (!llvm.ptr, i64, i64) -> ()
  %a606 = llvm.mlir.constant(-1 : i64) : i64
  %b606 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a606, %b606) : (!llvm.ptr, i64, i64) -> ()
  %a607 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b607 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a607, %b607) : (!llvm.ptr, i64, i64) -> ()
  %a608 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b608 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a608, %b608) : (!llvm.ptr, i64, i64) -> ()
  %a609 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b609 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a609, %b609) : (!llvm.ptr, i64, i64) -> ()
  %a610 = llvm.mlir.constant(5 : i64) : i64
  %b610 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a610, %b610) : (!llvm.ptr, i64, i64) -> ()
  %a611 = llvm.mlir.constant(5 : i64) : i64
  %b611 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a611, %b611) : (!llvm.ptr, i64, i64) -> ()
  %a612 = llvm.mlir.constant(5 : i64) : i64
  %b612 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a612, %b612) : (!llvm.ptr, i64, i64) -> ()
  %a613 = llvm.mlir.constant(-7 : i64) : i64
  %b613 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a613, %b613) : (!llvm.ptr, i64, i64) -> ()
  %a614 = llvm.mlir.constant(-7 : i64) : i64
  %b614 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a614, %b614) : (!llvm.ptr, i64, i64) -> ()
  %a615 = llvm.mlir.constant(-7 : i64) : i64
  %b615 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__or_64(%buf, %a615, %b615) : (!llvm.ptr, i64, i64) -> ()
  %a616 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b616 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a616, %b616) : (!llvm.ptr, i64, i64) -> ()
  %a617 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b617 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a617, %b617) : (!llvm.ptr, i64, i64) -> ()
  %a618 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b618 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a618, %b618) : (!llvm.ptr, i64, i64) -> ()
  %a619 = llvm.mlir.constant(-1 : i64) : i64
  %b619 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a619, %b619) : (!llvm.ptr, i64, i64) -> ()
  %a620 = llvm.mlir.constant(-1 : i64) : i64
  %b620 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a620, %b620) : (!llvm.ptr, i64, i64) -> ()
  %a621 = llvm.mlir.constant(-1 : i64) : i64
  %b621 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a621, %b621) : (!llvm.ptr, i64, i64) -> ()
  %a622 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b622 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a622, %b622) : (!llvm.ptr, i64, i64) -> ()
  %a623 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b623 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a623, %b623) : (!llvm.ptr, i64, i64) -> ()
  %a624 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b624 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a624, %b624) : (!llvm.ptr, i64, i64) -> ()
  %a625 = llvm.mlir.constant(5 : i64) : i64
  %b625 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a625, %b625) : (!llvm.ptr, i64, i64) -> ()
  %a626 = llvm.mlir.constant(5 : i64) : i64
  %b626 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a626, %b626) : (!llvm.ptr, i64, i64) -> ()
  %a627 = llvm.mlir.constant(5 : i64) : i64
  %b627 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a627, %b627) : (!llvm.ptr, i64, i64) -> ()
  %a628 = llvm.mlir.constant(-7 : i64) : i64
  %b628 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a628, %b628) : (!llvm.ptr, i64, i64) -> ()
  %a629 = llvm.mlir.constant(-7 : i64) : i64
  %b629 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a629, %b629) : (!llvm.ptr, i64, i64) -> ()
  %a630 = llvm.mlir.constant(-7 : i64) : i64
  %b630 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw__xor_64(%buf, %a630, %b630) : (!llvm.ptr, i64, i64) -> ()
  %a631 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b631 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a631, %b631) : (!llvm.ptr, i64, i64) -> ()
  %a632 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b632 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a632, %b632) : (!llvm.ptr, i64, i64) -> ()
  %a633 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b633 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a633, %b633) : (!llvm.ptr, i64, i64) -> ()
  %a634 = llvm.mlir.constant(-1 : i64) : i64
  %b634 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a634, %b634) : (!llvm.ptr, i64, i64) -> ()
  %a635 = llvm.mlir.constant(-1 : i64) : i64
  %b635 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a635, %b635) : (!llvm.ptr, i64, i64) -> ()
  %a636 = llvm.mlir.constant(-1 : i64) : i64
  %b636 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a636, %b636) : (!llvm.ptr, i64, i64) -> ()
  %a637 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b637 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a637, %b637) : (!llvm.ptr, i64, i64) -> ()
  %a638 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b638 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a638, %b638) : (!llvm.ptr, i64, i64) -> ()
  %a639 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b639 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a639, %b639) : (!llvm.ptr, i64, i64) -> ()
  %a640 = llvm.mlir.constant(5 : i64) : i64
  %b640 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a640, %b640) : (!llvm.ptr, i64, i64) -> ()
  %a641 = llvm.mlir.constant(5 : i64) : i64
  %b641 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a641, %b641) : (!llvm.ptr, i64, i64) -> ()
  %a642 = llvm.mlir.constant(5 : i64) : i64
  %b642 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a642, %b642) : (!llvm.ptr, i64, i64) -> ()
  %a643 = llvm.mlir.constant(-7 : i64) : i64
  %b643 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a643, %b643) : (!llvm.ptr, i64, i64) -> ()
  %a644 = llvm.mlir.constant(-7 : i64) : i64
  %b644 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a644, %b644) : (!llvm.ptr, i64, i64) -> ()
  %a645 = llvm.mlir.constant(-7 : i64) : i64
  %b645 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_max_64(%buf, %a645, %b645) : (!llvm.ptr, i64, i64) -> ()
  %a646 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b646 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a646, %b646) : (!llvm.ptr, i64, i64) -> ()
  %a647 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b647 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a647, %b647) : (!llvm.ptr, i64, i64) -> ()
  %a648 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b648 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a648, %b648) : (!llvm.ptr, i64, i64) -> ()
  %a649 = llvm.mlir.constant(-1 : i64) : i64
  %b649 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a649, %b649) : (!llvm.ptr, i64, i64) -> ()
  %a650 = llvm.mlir.constant(-1 : i64) : i64
  %b650 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a650, %b650) : (!llvm.ptr, i64, i64) -> ()
  %a651 = llvm.mlir.constant(-1 : i64) : i64
  %b651 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a651, %b651) : (!llvm.ptr, i64, i64) -> ()
  %a652 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b652 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a652, %b652) : (!llvm.ptr, i64, i64) -> ()
  %a653 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b653 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a653, %b653) : (!llvm.ptr, i64, i64) -> ()
  %a654 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b654 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a654, %b654) : (!llvm.ptr, i64, i64) -> ()
  %a655 = llvm.mlir.constant(5 : i64) : i64
  %b655 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a655, %b655) : (!llvm.ptr, i64, i64) -> ()
  %a656 = llvm.mlir.constant(5 : i64) : i64
  %b656 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a656, %b656) : (!llvm.ptr, i64, i64) -> ()
  %a657 = llvm.mlir.constant(5 : i64) : i64
  %b657 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a657, %b657) : (!llvm.ptr, i64, i64) -> ()
  %a658 = llvm.mlir.constant(-7 : i64) : i64
  %b658 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a658, %b658) : (!llvm.ptr, i64, i64) -> ()
  %a659 = llvm.mlir.constant(-7 : i64) : i64
  %b659 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a659, %b659) : (!llvm.ptr, i64, i64) -> ()
  %a660 = llvm.mlir.constant(-7 : i64) : i64
  %b660 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_min_64(%buf, %a660, %b660) : (!llvm.ptr, i64, i64) -> ()
  %a661 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b661 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a661, %b661) : (!llvm.ptr, i64, i64) -> ()
  %a662 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b662 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a662, %b662) : (!llvm.ptr, i64, i64) -> ()
  %a663 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b663 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a663, %b663) : (!llvm.ptr, i64, i64) -> ()
  %a664 = llvm.mlir.constant(-1 : i64) : i64
  %b664 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a664, %b664) : (!llvm.ptr, i64, i64) -> ()
  %a665 = llvm.mlir.constant(-1 : i64) : i64
  %b665 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a665, %b665) : (!llvm.ptr, i64, i64) -> ()
  %a666 = llvm.mlir.constant(-1 : i64) : i64
  %b666 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a666, %b666) : (!llvm.ptr, i64, i64) -> ()
  %a667 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b667 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a667, %b667) : (!llvm.ptr, i64, i64) -> ()
  %a668 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b668 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a668, %b668) : (!llvm.ptr, i64, i64) -> ()
  %a669 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b669 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a669, %b669) : (!llvm.ptr, i64, i64) -> ()
  %a670 = llvm.mlir.constant(5 : i64) : i64
  %b670 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a670, %b670) : (!llvm.ptr, i64, i64) -> ()
  %a671 = llvm.mlir.constant(5 : i64) : i64
  %b671 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a671, %b671) : (!llvm.ptr, i64, i64) -> ()
  %a672 = llvm.mlir.constant(5 : i64) : i64
  %b672 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a672, %b672) : (!llvm.ptr, i64, i64) -> ()
  %a673 = llvm.mlir.constant(-7 : i64) : i64
  %b673 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a673, %b673) : (!llvm.ptr, i64, i64) -> ()
  %a674 = llvm.mlir.constant(-7 : i64) : i64
  %b674 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a674, %b674) : (!llvm.ptr, i64, i64) -> ()
  %a675 = llvm.mlir.constant(-7 : i64) : i64
  %b675 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_umax_64(%buf, %a675, %b675) : (!llvm.ptr, i64, i64) -> ()
  %a676 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b676 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a676, %b676) : (!llvm.ptr, i64, i64) -> ()
  %a677 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b677 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a677, %b677) : (!llvm.ptr, i64, i64) -> ()
  %a678 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b678 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a678, %b678) : (!llvm.ptr, i64, i64) -> ()
  %a679 = llvm.mlir.constant(-1 : i64) : i64
  %b679 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a679, %b679) : (!llvm.ptr, i64, i64) -> ()
  %a680 = llvm.mlir.constant(-1 : i64) : i64
  %b680 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a680, %b680) : (!llvm.ptr, i64, i64) -> ()
  %a681 = llvm.mlir.constant(-1 : i64) : i64
  %b681 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a681, %b681) : (!llvm.ptr, i64, i64) -> ()
  %a682 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b682 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a682, %b682) : (!llvm.ptr, i64, i64) -> ()
  %a683 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b683 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a683, %b683) : (!llvm.ptr, i64, i64) -> ()
  %a684 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b684 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a684, %b684) : (!llvm.ptr, i64, i64) -> ()
  %a685 = llvm.mlir.constant(5 : i64) : i64
  %b685 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a685, %b685) : (!llvm.ptr, i64, i64) -> ()
  %a686 = llvm.mlir.constant(5 : i64) : i64
  %b686 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a686, %b686) : (!llvm.ptr, i64, i64) -> ()
  %a687 = llvm.mlir.constant(5 : i64) : i64
  %b687 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a687, %b687) : (!llvm.ptr, i64, i64) -> ()
  %a688 = llvm.mlir.constant(-7 : i64) : i64
  %b688 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a688, %b688) : (!llvm.ptr, i64, i64) -> ()
  %a689 = llvm.mlir.constant(-7 : i64) : i64
  %b689 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a689, %b689) : (!llvm.ptr, i64, i64) -> ()
  %a690 = llvm.mlir.constant(-7 : i64) : i64
  %b690 = llvm.mlir.constant(5 : i64) : i64
  llvm.call @rmw_umin_64(%buf, %a690, %b690) : (!llvm.ptr, i64, i64) -> ()
  %a691 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %c691 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %b691 = llvm.mlir.constant(77 : i64) : i64
  llvm.call @cx_64(%buf, %a691, %c691, %b691) : (!llvm.ptr, i64, i64, i64) -> ()
  %a692 = llvm.mlir.constant(81985529216486895 : i64) : i64
  %c692 = llvm.mlir.constant(81985529216486896 : i64) : i64
  %b692 = llvm.mlir.constant(77 : i64) : i64
  llvm.call @cx_64(%buf, %a692, %c692, %b692) : (!llvm.ptr, i64, i64, i64) -> ()
  %a693 = llvm.mlir.constant(-1 : i64) : i64
  %c693 = llvm.mlir.constant(-1 : i64) : i64
  %b693 = llvm.mlir.constant(77 : i64) : i64
  llvm.call @cx_64(%buf, %a693, %c693, %b693) : (!llvm.ptr, i64, i64, i64) -> ()
  %a694 = llvm.mlir.constant(-1 : i64) : i64
  %c694 = llvm.mlir.constant(0 : i64) : i64
  %b694 = llvm.mlir.constant(77 : i64) : i64
  llvm.call @cx_64(%buf, %a694, %c694, %b694) : (!llvm.ptr, i64, i64, i64) -> ()
  %a695 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c695 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %b695 = llvm.mlir.constant(77 : i64) : i64
  llvm.call @cx_64(%buf, %a695, %c695, %b695) : (!llvm.ptr, i64, i64, i64) -> ()
  %a696 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c696 = llvm.mlir.constant(-9223372036854775807 : i64) : i64
  %b696 = llvm.mlir.constant(77 : i64) : i64
  llvm.call @cx_64(%buf, %a696, %c696, %b696) : (!llvm.ptr, i64, i64, i64) -> ()
  %a697 = llvm.mlir.constant(5 : i64) : i64
  %c697 = llvm.mlir.constant(5 : i64) : i64
  %b697 = llvm.mlir.constant(77 : i64) : i64
  llvm.call @cx_64(%buf, %a697, %c697, %b697) : (!llvm.ptr, i64, i64, i64) -> ()
  %a698 = llvm.mlir.constant(5 : i64) : i64
  %c698 = llvm.mlir.constant(6 : i64) : i64
  %b698 = llvm.mlir.constant(77 : i64) : i64
  llvm.call @cx_64(%buf, %a698, %c698, %b698) : (!llvm.ptr, i64, i64, i64) -> ()
  %a699 = llvm.mlir.constant(-7 : i64) : i64
  %c699 = llvm.mlir.constant(-7 : i64) : i64
  %b699 = llvm.mlir.constant(77 : i64) : i64
  llvm.call @cx_64(%buf, %a699, %c699, %b699) : (!llvm.ptr, i64, i64, i64) -> ()
  %a700 = llvm.mlir.constant(-7 : i64) : i64
  %c700 = llvm.mlir.constant(-6 : i64) : i64
  %b700 = llvm.mlir.constant(77 : i64) : i64
  llvm.call @cx_64(%buf, %a700, %c700, %b700) : (!llvm.ptr, i64, i64, i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
