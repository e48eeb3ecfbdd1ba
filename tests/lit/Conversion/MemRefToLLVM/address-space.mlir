// Memrefs in non-default address spaces: pointers of that space; unranked descriptors hold a
// plain !llvm.ptr to the ranked one whatever the memory space (as upstream 19).
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm | FileCheck %s


func.func @ranked(%A : memref<10xf32, 1>, %i : index, %f : f32, %a : memref<2x3xf32, 3>, %b : memref<2x3xf32, 3>, %s : memref<2x3xf32, strided<[4, 1]>, 1>) {
  %0 = memref.atomic_rmw addf %f, %A[%i] : (f32, memref<10xf32, 1>) -> f32
  memref.prefetch %A[%i], write, locality<3>, data : memref<10xf32, 1>
  memref.assume_alignment %A, 16 : memref<10xf32, 1>
  memref.copy %a, %b : memref<2x3xf32, 3> to memref<2x3xf32, 3>
  memref.copy %s, %s : memref<2x3xf32, strided<[4, 1]>, 1> to memref<2x3xf32, strided<[4, 1]>, 1>
  %z = memref.alloc() {alignment = 16} : memref<4xf32, 2>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: func.func @ranked(%arg0: memref<10xf32, 1>, %arg1: index, %arg2: f32, %arg3: memref<2x3xf32, 3>, %arg4: memref<2x3xf32, 3>, %arg5: memref<2x3xf32, strided<[4, 1]>, 1>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : memref<2x3xf32, strided<[4, 1]>, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg4 : memref<2x3xf32, 3> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg3 : memref<2x3xf32, 3> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg0 : memref<10xf32, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %7 = llvm.atomicrmw fadd %6, %arg2 acq_rel : !llvm.ptr<1>, f32
// CHECK-NEXT: %8 = llvm.extractvalue %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.getelementptr %8[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%9) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}> : (!llvm.ptr<1>) -> ()
// CHECK-NEXT: %10 = llvm.extractvalue %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %12 = llvm.mlir.constant(15 : index) : i64
// CHECK-NEXT: %13 = llvm.ptrtoint %10 : !llvm.ptr<1> to i64
// CHECK-NEXT: %14 = llvm.and %13, %12  : i64
// CHECK-NEXT: %15 = llvm.icmp "eq" %14, %11 : i64
// CHECK-NEXT: "llvm.intr.assume"(%15) : (i1) -> ()
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.extractvalue %2[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.mul %16, %17 : i64
// CHECK-NEXT: %19 = llvm.extractvalue %2[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mul %18, %19 : i64
// CHECK-NEXT: %21 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
// CHECK-NEXT: %24 = llvm.mul %20, %23 : i64
// CHECK-NEXT: %25 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.extractvalue %2[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.getelementptr %25[%26] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK-NEXT: %28 = llvm.extractvalue %1[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.extractvalue %1[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.getelementptr %28[%29] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%30, %27, %24) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<3>, i64) -> ()
// CHECK-NEXT: %31 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %32 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %34 = llvm.alloca %33 x !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %34 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %35 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %36 = llvm.insertvalue %32, %35[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %37 = llvm.insertvalue %34, %36[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %38 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %40 = llvm.alloca %39 x !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %40 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %41 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %42 = llvm.insertvalue %38, %41[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %44 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %45 = llvm.alloca %44 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %37, %45 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %46 = llvm.alloca %44 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %43, %46 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %47 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %48 = llvm.getelementptr %47[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %49 = llvm.ptrtoint %48 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%49, %45, %46) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %31 : !llvm.ptr
// CHECK-NEXT: %50 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %51 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %52 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %53 = llvm.getelementptr %52[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %54 = llvm.ptrtoint %53 : !llvm.ptr to i64
// CHECK-NEXT: %55 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %56 = llvm.add %54, %55 : i64
// CHECK-NEXT: %57 = llvm.call @malloc(%56) : (i64) -> !llvm.ptr
// CHECK-NEXT: %58 = llvm.addrspacecast %57 : !llvm.ptr to !llvm.ptr<2>
// CHECK-NEXT: %59 = llvm.ptrtoint %58 : !llvm.ptr<2> to i64
// CHECK-NEXT: %60 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %61 = llvm.sub %55, %60 : i64
// CHECK-NEXT: %62 = llvm.add %59, %61 : i64
// CHECK-NEXT: %63 = llvm.urem %62, %55  : i64
// CHECK-NEXT: %64 = llvm.sub %62, %63 : i64
// CHECK-NEXT: %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<2>
// CHECK-NEXT: %66 = llvm.mlir.undef : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %67 = llvm.insertvalue %58, %66[0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %68 = llvm.insertvalue %65, %67[1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %69 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %70 = llvm.insertvalue %69, %68[2] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %71 = llvm.insertvalue %50, %70[3, 0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %72 = llvm.insertvalue %51, %71[4, 0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @unranked(%u : memref<*xf32, 1>, %s : memref<2x3xf32, strided<[4, 1]>, 1>, %d : memref<?xindex>, %i : index) {
  %c = memref.cast %s : memref<2x3xf32, strided<[4, 1]>, 1> to memref<*xf32, 1>
  %r = memref.cast %u : memref<*xf32, 1> to memref<2x3xf32, 1>
  %e = memref.extract_aligned_pointer_as_index %u : memref<*xf32, 1> -> index
  %1 = memref.reshape %u(%d) : (memref<*xf32, 1>, memref<?xindex>) -> memref<*xf32, 1>
  %3 = memref.dim %u, %i : memref<*xf32, 1>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @unranked(%arg0: memref<*xf32, 1>, %arg1: memref<2x3xf32, strided<[4, 1]>, 1>, %arg2: memref<?xindex>, %arg3: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 1> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : memref<2x3xf32, strided<[4, 1]>, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %3, %5 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.insertvalue %5, %8[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.load %10 : !llvm.ptr -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %13 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: %14 = llvm.load %13 : !llvm.ptr -> !llvm.ptr<1>
// CHECK-NEXT: %15 = llvm.ptrtoint %14 : !llvm.ptr<1> to i64
// CHECK-NEXT: %16 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %23 = llvm.mul %20, %22 : i64
// CHECK-NEXT: %24 = llvm.extractvalue %18[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %25 = llvm.mul %20, %24 : i64
// CHECK-NEXT: %26 = llvm.add %25, %19 : i64
// CHECK-NEXT: %27 = llvm.mul %26, %21 : i64
// CHECK-NEXT: %28 = llvm.add %23, %27 : i64
// CHECK-NEXT: %29 = llvm.alloca %28 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %30 = llvm.insertvalue %29, %18[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %31 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr<1>
// CHECK-NEXT: %33 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr<1>
// CHECK-NEXT: %35 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: %36 = llvm.load %35 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %32, %29 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %37 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: llvm.store %34, %37 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: llvm.store %36, %38 : i64, !llvm.ptr
// CHECK-NEXT: %39 = llvm.getelementptr %29[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr<1>, ptr<1>, i64, i64)>
// CHECK-NEXT: %40 = llvm.getelementptr %39[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %41 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %43 = llvm.sub %16, %42 : i64
// CHECK-NEXT: llvm.br ^bb1(%43, %42 : i64, i64)
// CHECK-NEXT: ^bb1(%44: i64, %45: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %46 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %47 = llvm.icmp "sge" %44, %46 : i64
// CHECK-NEXT: llvm.cond_br %47, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %48 = llvm.getelementptr %41[%44] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %49 = llvm.load %48 : !llvm.ptr -> i64
// CHECK-NEXT: %50 = llvm.getelementptr %39[%44] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %49, %50 : i64, !llvm.ptr
// CHECK-NEXT: %51 = llvm.getelementptr %40[%44] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %45, %51 : i64, !llvm.ptr
// CHECK-NEXT: %52 = llvm.mul %45, %49 : i64
// CHECK-NEXT: %53 = llvm.sub %44, %42 : i64
// CHECK-NEXT: llvm.br ^bb1(%53, %52 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %54 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %55 = llvm.getelementptr %54[0, 2] : (!llvm.ptr) -> !llvm.ptr<1>, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %56 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %57 = llvm.add %56, %0 : i64
// CHECK-NEXT: %58 = llvm.getelementptr %55[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
// CHECK-NEXT: %59 = llvm.load %58 : !llvm.ptr<1> -> i64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
