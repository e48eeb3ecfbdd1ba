// llvm.emit_c_interface: a _mlir_ciface_ wrapper calls a defined function; an external one gets
// a private body calling the wrapper declaration. Struct results go through a leading pointer.
// The bare-pointer convention makes no wrappers.
// RUN: rmlir-opt %s -convert-func-to-llvm | FileCheck %s
// RUN: rmlir-opt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv | FileCheck %s --check-prefix=BARE

func.func private @ext_struct(%a: i32 {llvm.noundef}, %b: f32) -> (i32, f32) attributes {llvm.emit_c_interface}
func.func private @ext_scalar(%a: index) -> (f64 {llvm.noundef}) attributes {llvm.emit_c_interface}
func.func private @ext_void(i32) attributes {llvm.emit_c_interface}
func.func @def_struct(%a: i32, %b: f32) -> (i32 {llvm.noundef}, f32) attributes {llvm.emit_c_interface} {
  return %a, %b : i32, f32
}
func.func @def_complex(%a: complex<f32> {llvm.noundef}) -> complex<f32> attributes {llvm.emit_c_interface} {
  return %a : complex<f32>
}
func.func private @def_scalar(%a: i32 {llvm.noundef}, %b: index) -> (i64 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
  %0 = arith.index_cast %b : index to i64
  return %0 : i64
}

// CHECK-LABEL: llvm.func private @ext_struct(%arg0: i32 {llvm.noundef}, %arg1: f32) -> !llvm.struct<(i32, f32)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:  %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %1 = llvm.alloca %0 x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr
// CHECK-NEXT:  llvm.call @_mlir_ciface_ext_struct(%1, %arg0, %arg1) : (!llvm.ptr, i32, f32) -> ()
// CHECK-NEXT:  %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i32, f32)>
// CHECK-NEXT:  llvm.return %2 : !llvm.struct<(i32, f32)>
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_ext_struct(!llvm.ptr, i32 {llvm.noundef}, f32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func private @ext_scalar(%arg0: i64) -> (f64 {llvm.noundef}) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:  %0 = llvm.call @_mlir_ciface_ext_scalar(%arg0) : (i64) -> f64
// CHECK-NEXT:  llvm.return %0 : f64
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_ext_scalar(i64) -> (f64 {llvm.noundef}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func private @ext_void(%arg0: i32) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:  llvm.call @_mlir_ciface_ext_void(%arg0) : (i32) -> ()
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_ext_void(i32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @def_struct(%arg0: i32, %arg1: f32) -> !llvm.struct<(i32, f32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:  llvm.return %2 : !llvm.struct<(i32, f32)>
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_def_struct(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  %0 = llvm.call @def_struct(%arg1, %arg2) : (i32, f32) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT:  llvm.store %0, %arg0 : !llvm.struct<(i32, f32)>, !llvm.ptr
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @def_complex(%arg0: !llvm.struct<(f32, f32)> {llvm.noundef}) -> !llvm.struct<(f32, f32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  llvm.return %arg0 : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_def_complex(%arg0: !llvm.ptr, %arg1: !llvm.struct<(f32, f32)> {llvm.noundef}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  %0 = llvm.call @def_complex(%arg1) : (!llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)>
// CHECK-NEXT:  llvm.store %0, %arg0 : !llvm.struct<(f32, f32)>, !llvm.ptr
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @def_scalar(%arg0: i32 {llvm.noundef}, %arg1: i64) -> (i64 {llvm.zeroext}) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:  llvm.return %arg1 : i64
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_def_scalar(%arg0: i32 {llvm.noundef}, %arg1: i64) -> (i64 {llvm.zeroext}) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:  %0 = llvm.call @def_scalar(%arg0, %arg1) : (i32, i64) -> i64
// CHECK-NEXT:  llvm.return %0 : i64
// CHECK-NEXT:  }

// BARE-NOT: _mlir_ciface
// BARE: llvm.func @ext_struct(i32 {llvm.noundef}, f32) -> !llvm.struct<(i32, f32)> attributes {llvm.emit_c_interface, sym_visibility = "private"}
// BARE-NOT: _mlir_ciface
