// vector.print of scalars and strings becomes calls of the runner utilities: integers
// widened to i64 (i1 and unsigned zero-extended, signed sign-extended) for printI64 /
// printU64, index for printU64, f16 / bf16 as their bits; strings in private globals for
// printString; then the punctuation. A vector operand stays (convert-vector-to-scf breaks
// it down). The greedy step first folds and hoists the constants, as upstream's.
// RUN: rmlir-opt %s -convert-vector-to-llvm | FileCheck %s

func.func @scalars(%x: index, %h: f16, %b: bf16, %d: f64, %w: i64, %v: vector<2xf32>) {
  %t = arith.constant true
  vector.print %t : i1
  %s = arith.constant -3 : i8
  vector.print %s : i8 punctuation <comma>
  vector.print %x : index punctuation <no_punctuation>
  vector.print %h : f16 punctuation <open>
  vector.print %b : bf16 punctuation <close>
  vector.print %d : f64
  vector.print %w : i64
  vector.print %v : vector<2xf32>
  vector.print str "a\0Ab"
  vector.print str "a\0Ab"
  vector.print punctuation <newline>
  return
}

// CHECK:        llvm.mlir.global private constant @vector_print_str_0(dense<[97, 10, 98, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-NEXT:   llvm.func @printString(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str(dense<[97, 10, 98, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-NEXT:   llvm.func @printF64(f64)
// CHECK-NEXT:   llvm.func @printClose()
// CHECK-NEXT:   llvm.func @printBF16(i16)
// CHECK-NEXT:   llvm.func @printOpen()
// CHECK-NEXT:   llvm.func @printF16(i16)
// CHECK-NEXT:   llvm.func @printU64(i64)
// CHECK-NEXT:   llvm.func @printComma()
// CHECK-NEXT:   llvm.func @printNewline()
// CHECK-NEXT:   llvm.func @printI64(i64)
// CHECK-NEXT:   func.func @scalars(%arg0: index, %arg1: f16, %arg2: bf16, %arg3: f64, %arg4: i64, %arg5: vector<2xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %1 = arith.extui %true : i1 to i64
// CHECK-NEXT:     llvm.call @printI64(%1) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %2 = arith.extsi %c-3_i8 : i8 to i64
// CHECK-NEXT:     llvm.call @printI64(%2) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printComma() : () -> ()
// CHECK-NEXT:     llvm.call @printU64(%0) : (i64) -> ()
// CHECK-NEXT:     %3 = llvm.bitcast %arg1 : f16 to i16
// CHECK-NEXT:     llvm.call @printF16(%3) : (i16) -> ()
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     %4 = llvm.bitcast %arg2 : bf16 to i16
// CHECK-NEXT:     llvm.call @printBF16(%4) : (i16) -> ()
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     llvm.call @printF64(%arg3) : (f64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printI64(%arg4) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     vector.print %arg5 : vector<2xf32>
// CHECK-NEXT:     %5 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT:     %6 = llvm.getelementptr %5[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT:     llvm.call @printString(%6) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %7 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
// CHECK-NEXT:     %8 = llvm.getelementptr %7[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT:     llvm.call @printString(%8) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
