// use-aligned-alloc: aligned_alloc(alignment, size), the alignment from the op or the
// element size (a power of two, at least 16), the size padded when not known to be a multiple.
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm=use-aligned-alloc=1 | FileCheck %s


func.func @aligned(%N : index) {
  %0 = memref.alloc() {alignment = 32} : memref<32x18xf32>
  %1 = memref.alloc() {alignment = 64} : memref<4096xf32>
  %2 = memref.alloc() : memref<4096xvector<8xf32>>
  %3 = memref.alloc() : memref<4096xvector<2xf32>>
  %4 = memref.alloc() {alignment = 8} : memref<1024xvector<4xf32>>
  %5 = memref.alloc() {alignment = 32} : memref<100xf32>
  %6 = memref.alloc(%N) : memref<?xvector<18xf32>>
  %7 = memref.alloc() : memref<3xi8>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-NEXT: func.func @aligned(%arg0: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(18 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(576 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %9 = llvm.call @aligned_alloc(%8, %7) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %1, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %2, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %2, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %3, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(4096 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %21[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
// CHECK-NEXT: %24 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %25 = llvm.call @aligned_alloc(%24, %23) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %26 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %25, %26[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %25, %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %19, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %20, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.mlir.constant(4096 : index) : i64
// CHECK-NEXT: %34 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %35 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %36 = llvm.getelementptr %35[%33] : (!llvm.ptr, i64) -> !llvm.ptr, vector<8xf32>
// CHECK-NEXT: %37 = llvm.ptrtoint %36 : !llvm.ptr to i64
// CHECK-NEXT: %38 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %39 = llvm.call @aligned_alloc(%38, %37) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %40 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %41 = llvm.insertvalue %39, %40[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %39, %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %43 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %44 = llvm.insertvalue %43, %42[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %45 = llvm.insertvalue %33, %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %34, %45[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %47 = llvm.mlir.constant(4096 : index) : i64
// CHECK-NEXT: %48 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %49 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %50 = llvm.getelementptr %49[%47] : (!llvm.ptr, i64) -> !llvm.ptr, vector<2xf32>
// CHECK-NEXT: %51 = llvm.ptrtoint %50 : !llvm.ptr to i64
// CHECK-NEXT: %52 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %53 = llvm.call @aligned_alloc(%52, %51) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %54 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %55 = llvm.insertvalue %53, %54[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %56 = llvm.insertvalue %53, %55[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %57 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %58 = llvm.insertvalue %57, %56[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %59 = llvm.insertvalue %47, %58[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %60 = llvm.insertvalue %48, %59[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %61 = llvm.mlir.constant(1024 : index) : i64
// CHECK-NEXT: %62 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %63 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %64 = llvm.getelementptr %63[%61] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %65 = llvm.ptrtoint %64 : !llvm.ptr to i64
// CHECK-NEXT: %66 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %67 = llvm.call @aligned_alloc(%66, %65) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %68 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %69 = llvm.insertvalue %67, %68[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %70 = llvm.insertvalue %67, %69[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %71 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %72 = llvm.insertvalue %71, %70[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %73 = llvm.insertvalue %61, %72[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %74 = llvm.insertvalue %62, %73[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %75 = llvm.mlir.constant(100 : index) : i64
// CHECK-NEXT: %76 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %77 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %78 = llvm.getelementptr %77[%75] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %79 = llvm.ptrtoint %78 : !llvm.ptr to i64
// CHECK-NEXT: %80 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %81 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %82 = llvm.sub %80, %81 : i64
// CHECK-NEXT: %83 = llvm.add %79, %82 : i64
// CHECK-NEXT: %84 = llvm.urem %83, %80  : i64
// CHECK-NEXT: %85 = llvm.sub %83, %84 : i64
// CHECK-NEXT: %86 = llvm.call @aligned_alloc(%80, %85) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %87 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %88 = llvm.insertvalue %86, %87[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %89 = llvm.insertvalue %86, %88[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %90 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %91 = llvm.insertvalue %90, %89[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %92 = llvm.insertvalue %75, %91[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %93 = llvm.insertvalue %76, %92[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %94 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %95 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %96 = llvm.getelementptr %95[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<18xf32>
// CHECK-NEXT: %97 = llvm.ptrtoint %96 : !llvm.ptr to i64
// CHECK-NEXT: %98 = llvm.mlir.constant(128 : index) : i64
// CHECK-NEXT: %99 = llvm.call @aligned_alloc(%98, %97) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %100 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %101 = llvm.insertvalue %99, %100[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %102 = llvm.insertvalue %99, %101[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %103 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %104 = llvm.insertvalue %103, %102[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %105 = llvm.insertvalue %0, %104[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %106 = llvm.insertvalue %94, %105[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %107 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %108 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %109 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %110 = llvm.getelementptr %109[%107] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %111 = llvm.ptrtoint %110 : !llvm.ptr to i64
// CHECK-NEXT: %112 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %113 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %114 = llvm.sub %112, %113 : i64
// CHECK-NEXT: %115 = llvm.add %111, %114 : i64
// CHECK-NEXT: %116 = llvm.urem %115, %112  : i64
// CHECK-NEXT: %117 = llvm.sub %115, %116 : i64
// CHECK-NEXT: %118 = llvm.call @aligned_alloc(%112, %117) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %119 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %120 = llvm.insertvalue %118, %119[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %121 = llvm.insertvalue %118, %120[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %122 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %123 = llvm.insertvalue %122, %121[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %124 = llvm.insertvalue %107, %123[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %125 = llvm.insertvalue %108, %124[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @memref_elements() {
  %0 = memref.alloc() : memref<1xmemref<1xf32>>
  %1 = memref.alloc() : memref<1 x memref<2 x memref<3 x f32>>>
  %2 = memref.alloc() : memref<1 x memref<* x f32>>
  %3 = memref.alloc() : memref<5xindex>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-NEXT: func.func @memref_elements() {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.sub %5, %6 : i64
// CHECK-NEXT: %8 = llvm.add %4, %7 : i64
// CHECK-NEXT: %9 = llvm.urem %8, %5  : i64
// CHECK-NEXT: %10 = llvm.sub %8, %9 : i64
// CHECK-NEXT: %11 = llvm.call @aligned_alloc(%5, %10) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %0, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %21[%19] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
// CHECK-NEXT: %24 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.sub %24, %25 : i64
// CHECK-NEXT: %27 = llvm.add %23, %26 : i64
// CHECK-NEXT: %28 = llvm.urem %27, %24  : i64
// CHECK-NEXT: %29 = llvm.sub %27, %28 : i64
// CHECK-NEXT: %30 = llvm.call @aligned_alloc(%24, %29) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %31 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %36 = llvm.insertvalue %19, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %20, %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %40 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %41 = llvm.getelementptr %40[%38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %42 = llvm.ptrtoint %41 : !llvm.ptr to i64
// CHECK-NEXT: %43 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %44 = llvm.call @aligned_alloc(%43, %42) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %45 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %44, %45[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %47 = llvm.insertvalue %44, %46[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %48 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %49 = llvm.insertvalue %48, %47[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %50 = llvm.insertvalue %38, %49[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %51 = llvm.insertvalue %39, %50[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %52 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %53 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %54 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %55 = llvm.getelementptr %54[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
// CHECK-NEXT: %57 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %58 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %59 = llvm.sub %57, %58 : i64
// CHECK-NEXT: %60 = llvm.add %56, %59 : i64
// CHECK-NEXT: %61 = llvm.urem %60, %57  : i64
// CHECK-NEXT: %62 = llvm.sub %60, %61 : i64
// CHECK-NEXT: %63 = llvm.call @aligned_alloc(%57, %62) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %64 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %65 = llvm.insertvalue %63, %64[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %66 = llvm.insertvalue %63, %65[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %67 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %68 = llvm.insertvalue %67, %66[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %69 = llvm.insertvalue %52, %68[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %70 = llvm.insertvalue %53, %69[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
