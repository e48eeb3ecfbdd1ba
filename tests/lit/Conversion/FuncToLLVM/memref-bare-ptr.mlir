// The bare-pointer convention: a memref of static shape, strides and offset is the pointer
// to its data; the descriptor is rebuilt from it with constants, calls pass the aligned
// pointer and return the allocated one. Other memrefs keep the function unconverted. The
// llvm.bareptr attribute asks for the convention for one function.
// RUN: rmlir-opt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | FileCheck %s
// RUN: rmlir-opt %s -convert-func-to-llvm | FileCheck %s --check-prefix=ATTR

func.func @dynamic(%a: memref<?xf32>) {
  return
}

func.func @strided(%a: memref<4x8xf32, strided<[16, 1], offset: 3>> {llvm.noalias}) -> memref<4x8xf32, strided<[16, 1], offset: 3>> {
  return %a : memref<4x8xf32, strided<[16, 1], offset: 3>>
}

func.func @by_attr(%a: memref<3xi16>, %i: index) -> (i16, memref<3xi16>) attributes {llvm.bareptr} {
  %v = memref.load %a[%i] : memref<3xi16>
  return %v, %a : i16, memref<3xi16>
}

func.func private @callee(memref<2xi64>) -> memref<2xi64>

func.func @call_bare(%a: memref<2xi64>) -> memref<2xi64> {
  %r = call @callee(%a) : (memref<2xi64>) -> memref<2xi64>
  return %r : memref<2xi64>
}

// CHECK:        func.func @dynamic(%arg0: memref<?xf32>) {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @strided(%arg0: !llvm.ptr {llvm.noalias}) -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x8xf32, strided<[16, 1], offset: 3>>
// CHECK-NEXT:     %14 = builtin.unrealized_conversion_cast %13 : memref<4x8xf32, strided<[16, 1], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     llvm.return %15 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @by_attr(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.struct<(i16, ptr)> attributes {llvm.bareptr} {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// CHECK-NEXT:     %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg0, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<3xi16>
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : memref<3xi16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = memref.load %10[%0] : memref<3xi16>
// CHECK-NEXT:     %13 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.mlir.undef : !llvm.struct<(i16, ptr)>
// CHECK-NEXT:     %15 = llvm.insertvalue %12, %14[0] : !llvm.struct<(i16, ptr)>
// CHECK-NEXT:     %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(i16, ptr)>
// CHECK-NEXT:     llvm.return %16 : !llvm.struct<(i16, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @callee(!llvm.ptr) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @call_bare(%arg0: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xi64>
// CHECK-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : memref<2xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = llvm.call @callee(%11) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:     %13 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %15 = llvm.insertvalue %12, %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %16 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %19 = llvm.insertvalue %18, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %22 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.return %22 : !llvm.ptr
// CHECK-NEXT:   }

// ATTR:        llvm.func @dynamic(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
// ATTR-NEXT:     llvm.return
// ATTR-NEXT:   }
// ATTR-NEXT:   llvm.func @strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// ATTR-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ATTR-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ATTR-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ATTR-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ATTR-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ATTR-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ATTR-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ATTR-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ATTR-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x8xf32, strided<[16, 1], offset: 3>>
// ATTR-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : memref<4x8xf32, strided<[16, 1], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ATTR-NEXT:     llvm.return %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ATTR-NEXT:   }
// ATTR-NEXT:   llvm.func @by_attr(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.struct<(i16, ptr)> attributes {llvm.bareptr} {
// ATTR-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// ATTR-NEXT:     %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %3 = llvm.insertvalue %arg0, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %4 = llvm.mlir.constant(0 : index) : i64
// ATTR-NEXT:     %5 = llvm.insertvalue %4, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %6 = llvm.mlir.constant(3 : index) : i64
// ATTR-NEXT:     %7 = llvm.insertvalue %6, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// ATTR-NEXT:     %9 = llvm.insertvalue %8, %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<3xi16>
// ATTR-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : memref<3xi16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %12 = memref.load %10[%0] : memref<3xi16>
// ATTR-NEXT:     %13 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %14 = llvm.mlir.undef : !llvm.struct<(i16, ptr)>
// ATTR-NEXT:     %15 = llvm.insertvalue %12, %14[0] : !llvm.struct<(i16, ptr)>
// ATTR-NEXT:     %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(i16, ptr)>
// ATTR-NEXT:     llvm.return %16 : !llvm.struct<(i16, ptr)>
// ATTR-NEXT:   }
// ATTR-NEXT:   llvm.func @callee(!llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {sym_visibility = "private"}
// ATTR-NEXT:   llvm.func @call_bare(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// ATTR-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xi64>
// ATTR-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : memref<2xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %10 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %11 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %12 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     %13 = llvm.call @callee(%8, %9, %10, %11, %12) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:     llvm.return %13 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-NEXT:   }
