// Unranked memrefs leaving a function are copied to the heap, those a call returned to the
// stack (freeing the heap copy): the size of the ranked descriptor is computed from the
// rank, then copied with llvm.intr.memcpy into a new unranked descriptor.
// RUN: rmlir-opt %s -convert-func-to-llvm | FileCheck %s

func.func private @make(memref<*xi8>) -> memref<*xi8>

func.func @pass_on(%in: memref<*xi8>) -> memref<*xi8> {
  %r = call @make(%in) : (memref<*xi8>) -> memref<*xi8>
  return %r : memref<*xi8>
}

// Several unranked values share the constants of the size computation.
func.func private @make_two(memref<*xi8>, memref<*xf32>) -> (memref<*xi8>, memref<*xf32>)

func.func @pass_two(%a: memref<*xi8>, %b: memref<*xf32>) -> (memref<*xi8>, memref<*xf32>) {
  %r:2 = call @make_two(%a, %b) : (memref<*xi8>, memref<*xf32>) -> (memref<*xi8>, memref<*xf32>)
  return %r#0, %r#1 : memref<*xi8>, memref<*xf32>
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
// CHECK-NEXT:   llvm.func @make_two(i64, !llvm.ptr, i64, !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @pass_two(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg0, %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg1, %6[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(i64, ptr)> to memref<*xi8>
// CHECK-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : memref<*xi8> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %10 = llvm.extractvalue %9[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %11 = llvm.extractvalue %9[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %12 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %13 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %14 = llvm.call @make_two(%10, %11, %12, %13) : (i64, !llvm.ptr, i64, !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %15 = llvm.extractvalue %14[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %16 = llvm.extractvalue %14[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %19 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %20 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %21 = llvm.mul %18, %20 : i64
// CHECK-NEXT:     %22 = llvm.extractvalue %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %23 = llvm.mul %18, %22 : i64
// CHECK-NEXT:     %24 = llvm.add %23, %17 : i64
// CHECK-NEXT:     %25 = llvm.mul %24, %19 : i64
// CHECK-NEXT:     %26 = llvm.add %21, %25 : i64
// CHECK-NEXT:     %27 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %28 = llvm.mul %18, %27 : i64
// CHECK-NEXT:     %29 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %30 = llvm.mul %18, %29 : i64
// CHECK-NEXT:     %31 = llvm.add %30, %17 : i64
// CHECK-NEXT:     %32 = llvm.mul %31, %19 : i64
// CHECK-NEXT:     %33 = llvm.add %28, %32 : i64
// CHECK-NEXT:     %34 = llvm.alloca %26 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %35 = llvm.extractvalue %15[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%34, %35, %26) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%35) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %36 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %37 = llvm.extractvalue %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %38 = llvm.insertvalue %37, %36[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %39 = llvm.insertvalue %34, %38[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %40 = llvm.alloca %33 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %41 = llvm.extractvalue %16[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%40, %41, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%41) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %42 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %43 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %44 = llvm.insertvalue %43, %42[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %45 = llvm.insertvalue %40, %44[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %46 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %47 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %48 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %49 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %50 = llvm.mul %47, %49 : i64
// CHECK-NEXT:     %51 = llvm.extractvalue %39[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %52 = llvm.mul %47, %51 : i64
// CHECK-NEXT:     %53 = llvm.add %52, %46 : i64
// CHECK-NEXT:     %54 = llvm.mul %53, %48 : i64
// CHECK-NEXT:     %55 = llvm.add %50, %54 : i64
// CHECK-NEXT:     %56 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %57 = llvm.mul %47, %56 : i64
// CHECK-NEXT:     %58 = llvm.extractvalue %45[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %59 = llvm.mul %47, %58 : i64
// CHECK-NEXT:     %60 = llvm.add %59, %46 : i64
// CHECK-NEXT:     %61 = llvm.mul %60, %48 : i64
// CHECK-NEXT:     %62 = llvm.add %57, %61 : i64
// CHECK-NEXT:     %63 = llvm.call @malloc(%55) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %64 = llvm.extractvalue %39[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%63, %64, %55) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %65 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %66 = llvm.extractvalue %39[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %67 = llvm.insertvalue %66, %65[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %68 = llvm.insertvalue %63, %67[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %69 = llvm.call @malloc(%62) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %70 = llvm.extractvalue %45[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%69, %70, %62) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %71 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %72 = llvm.extractvalue %45[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %73 = llvm.insertvalue %72, %71[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %74 = llvm.insertvalue %69, %73[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %75 = llvm.mlir.undef : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %76 = llvm.insertvalue %68, %75[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %77 = llvm.insertvalue %74, %76[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     llvm.return %77 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:   }
