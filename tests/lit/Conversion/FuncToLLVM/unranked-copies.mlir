// Unranked memrefs leaving a function are copied to the heap, those a call returned to the
// stack (freeing the heap copy): the size of the ranked descriptor is computed from the
// rank, then copied with llvm.intr.memcpy into a new unranked descriptor.
// RUN: rmlir-opt %s -convert-func-to-llvm | FileCheck %s

func.func private @make(memref<*xi8>) -> memref<*xi8>

func.func @pass_on(%in: memref<*xi8>) -> memref<*xi8> {
  %r = call @make(%in) : (memref<*xi8>) -> memref<*xi8>
  return %r : memref<*xi8>
}

// CHECK:        llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.func @free(!llvm.ptr)
// CHECK-NEXT:   llvm.func @make(i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)> attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @pass_on(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xi8>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : memref<*xi8> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %5 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %6 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %7 = llvm.call @make(%5, %6) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %10 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %11 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %12 = llvm.mul %9, %11 : i64
// CHECK-NEXT:     %13 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %14 = llvm.mul %9, %13 : i64
// CHECK-NEXT:     %15 = llvm.add %14, %8 : i64
// CHECK-NEXT:     %16 = llvm.mul %15, %10 : i64
// CHECK-NEXT:     %17 = llvm.add %12, %16 : i64
// CHECK-NEXT:     %18 = llvm.alloca %17 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %19 = llvm.extractvalue %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%18, %19, %17) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%19) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %20 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %21 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %22 = llvm.insertvalue %21, %20[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %23 = llvm.insertvalue %18, %22[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %25 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %26 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %27 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %28 = llvm.mul %25, %27 : i64
// CHECK-NEXT:     %29 = llvm.extractvalue %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %30 = llvm.mul %25, %29 : i64
// CHECK-NEXT:     %31 = llvm.add %30, %24 : i64
// CHECK-NEXT:     %32 = llvm.mul %31, %26 : i64
// CHECK-NEXT:     %33 = llvm.add %28, %32 : i64
// CHECK-NEXT:     %34 = llvm.call @malloc(%33) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %35 = llvm.extractvalue %23[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%34, %35, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %36 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %37 = llvm.extractvalue %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %38 = llvm.insertvalue %37, %36[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %39 = llvm.insertvalue %34, %38[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.return %39 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   }
