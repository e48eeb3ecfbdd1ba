// index ops lowered to llvm at the index bitwidth: the exotic divisions expand, casts
// extend or truncate, constants are truncated to the bitwidth.
// RUN: rmlir-opt %s -convert-index-to-llvm | FileCheck %s
// RUN: rmlir-opt %s -convert-index-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32

func.func @ops(%a: index, %b: index, %i: i16) -> (index, i1, i16) {
  %0 = index.add %a, %b
  %1 = index.maxs %0, %b
  %2 = index.shru %1, %a
  %3 = index.ceildivs %2, %b
  %4 = index.ceildivu %3, %a
  %5 = index.floordivs %4, %b
  %6 = index.cmp uge(%5, %a)
  %7 = index.castu %i : i16 to index
  %8 = index.casts %5 : index to i16
  %9 = index.sizeof
  %10 = index.constant 4294967297
  %11 = index.bool.constant true
  %12 = index.xor %7, %10
  return %12, %6, %8 : index, i1, i16
}

// CHECK-LABEL: func.func @ops(%arg0: index, %arg1: index, %arg2: i16) -> (index, i1, i16) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.add %1, %0 : i64
// CHECK-NEXT: %3 = llvm.intr.smax(%2, %0)  : (i64, i64) -> i64
// CHECK-NEXT: %4 = llvm.lshr %3, %1  : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %8 = llvm.icmp "sgt" %0, %5 : i64
// CHECK-NEXT: %9 = llvm.select %8, %7, %6 : i1, i64
// CHECK-NEXT: %10 = llvm.add %4, %9 : i64
// CHECK-NEXT: %11 = llvm.sdiv %10, %0  : i64
// CHECK-NEXT: %12 = llvm.add %11, %6 : i64
// CHECK-NEXT: %13 = llvm.sub %5, %4 : i64
// CHECK-NEXT: %14 = llvm.sdiv %13, %0  : i64
// CHECK-NEXT: %15 = llvm.sub %5, %14 : i64
// CHECK-NEXT: %16 = llvm.icmp "sgt" %4, %5 : i64
// CHECK-NEXT: %17 = llvm.icmp "eq" %16, %8 : i1
// CHECK-NEXT: %18 = llvm.icmp "ne" %4, %5 : i64
// CHECK-NEXT: %19 = llvm.and %17, %18  : i1
// CHECK-NEXT: %20 = llvm.select %19, %12, %15 : i1, i64
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %23 = llvm.sub %20, %22 : i64
// CHECK-NEXT: %24 = llvm.udiv %23, %1  : i64
// CHECK-NEXT: %25 = llvm.add %24, %22 : i64
// CHECK-NEXT: %26 = llvm.icmp "eq" %20, %21 : i64
// CHECK-NEXT: %27 = llvm.select %26, %21, %25 : i1, i64
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %30 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %31 = llvm.icmp "slt" %0, %28 : i64
// CHECK-NEXT: %32 = llvm.select %31, %29, %30 : i1, i64
// CHECK-NEXT: %33 = llvm.sub %32, %27 : i64
// CHECK-NEXT: %34 = llvm.sdiv %33, %0  : i64
// CHECK-NEXT: %35 = llvm.sub %30, %34 : i64
// CHECK-NEXT: %36 = llvm.sdiv %27, %0  : i64
// CHECK-NEXT: %37 = llvm.icmp "slt" %27, %28 : i64
// CHECK-NEXT: %38 = llvm.icmp "ne" %37, %31 : i1
// CHECK-NEXT: %39 = llvm.icmp "ne" %27, %28 : i64
// CHECK-NEXT: %40 = llvm.and %38, %39  : i1
// CHECK-NEXT: %41 = llvm.select %40, %35, %36 : i1, i64
// CHECK-NEXT: %42 = llvm.icmp "uge" %41, %1 : i64
// CHECK-NEXT: %43 = llvm.zext %arg2 : i16 to i64
// CHECK-NEXT: %44 = llvm.trunc %41 : i64 to i16
// CHECK-NEXT: %45 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %46 = llvm.mlir.constant(4294967297 : i64) : i64
// CHECK-NEXT: %47 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %48 = llvm.xor %43, %46  : i64
// CHECK-NEXT: %49 = builtin.unrealized_conversion_cast %48 : i64 to index
// CHECK-NEXT: return %49, %42, %44 : index, i1, i16
// CHECK-NEXT: }
// CHECK-NEXT: }

// IDX32-LABEL: func.func @ops(%arg0: index, %arg1: index, %arg2: i16) -> (index, i1, i16) {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// IDX32-NEXT: %2 = llvm.add %1, %0 : i32
// IDX32-NEXT: %3 = llvm.intr.smax(%2, %0)  : (i32, i32) -> i32
// IDX32-NEXT: %4 = llvm.lshr %3, %1  : i32
// IDX32-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT: %6 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %7 = llvm.mlir.constant(-1 : i32) : i32
// IDX32-NEXT: %8 = llvm.icmp "sgt" %0, %5 : i32
// IDX32-NEXT: %9 = llvm.select %8, %7, %6 : i1, i32
// IDX32-NEXT: %10 = llvm.add %4, %9 : i32
// IDX32-NEXT: %11 = llvm.sdiv %10, %0  : i32
// IDX32-NEXT: %12 = llvm.add %11, %6 : i32
// IDX32-NEXT: %13 = llvm.sub %5, %4 : i32
// IDX32-NEXT: %14 = llvm.sdiv %13, %0  : i32
// IDX32-NEXT: %15 = llvm.sub %5, %14 : i32
// IDX32-NEXT: %16 = llvm.icmp "sgt" %4, %5 : i32
// IDX32-NEXT: %17 = llvm.icmp "eq" %16, %8 : i1
// IDX32-NEXT: %18 = llvm.icmp "ne" %4, %5 : i32
// IDX32-NEXT: %19 = llvm.and %17, %18  : i1
// IDX32-NEXT: %20 = llvm.select %19, %12, %15 : i1, i32
// IDX32-NEXT: %21 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT: %22 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %23 = llvm.sub %20, %22 : i32
// IDX32-NEXT: %24 = llvm.udiv %23, %1  : i32
// IDX32-NEXT: %25 = llvm.add %24, %22 : i32
// IDX32-NEXT: %26 = llvm.icmp "eq" %20, %21 : i32
// IDX32-NEXT: %27 = llvm.select %26, %21, %25 : i1, i32
// IDX32-NEXT: %28 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT: %29 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %30 = llvm.mlir.constant(-1 : i32) : i32
// IDX32-NEXT: %31 = llvm.icmp "slt" %0, %28 : i32
// IDX32-NEXT: %32 = llvm.select %31, %29, %30 : i1, i32
// IDX32-NEXT: %33 = llvm.sub %32, %27 : i32
// IDX32-NEXT: %34 = llvm.sdiv %33, %0  : i32
// IDX32-NEXT: %35 = llvm.sub %30, %34 : i32
// IDX32-NEXT: %36 = llvm.sdiv %27, %0  : i32
// IDX32-NEXT: %37 = llvm.icmp "slt" %27, %28 : i32
// IDX32-NEXT: %38 = llvm.icmp "ne" %37, %31 : i1
// IDX32-NEXT: %39 = llvm.icmp "ne" %27, %28 : i32
// IDX32-NEXT: %40 = llvm.and %38, %39  : i1
// IDX32-NEXT: %41 = llvm.select %40, %35, %36 : i1, i32
// IDX32-NEXT: %42 = llvm.icmp "uge" %41, %1 : i32
// IDX32-NEXT: %43 = llvm.zext %arg2 : i16 to i32
// IDX32-NEXT: %44 = llvm.trunc %41 : i32 to i16
// IDX32-NEXT: %45 = llvm.mlir.constant(32 : i32) : i32
// IDX32-NEXT: %46 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %47 = llvm.mlir.constant(true) : i1
// IDX32-NEXT: %48 = llvm.xor %43, %46  : i32
// IDX32-NEXT: %49 = builtin.unrealized_conversion_cast %48 : i32 to index
// IDX32-NEXT: return %49, %42, %44 : index, i1, i16
// IDX32-NEXT: }
// IDX32-NEXT: }
