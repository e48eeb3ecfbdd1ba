// RUN: rmlir-opt --test-data-layout-query --split-input-file %s | FileCheck %s
// RUN: rmlir-opt --pass-pipeline='builtin.module(builtin.module(func.func(test-data-layout-query)))' --split-input-file %s | FileCheck %s --check-prefix=NESTED

// Upstream's defaults for builtin types (i64 has ABI alignment 4, i1 takes a byte, vector
// sizes round the innermost dimension up to a power of two, scalable sizes are
// dictionaries) and the llvm types' layouts (structs padded, identified structs alike).
// CHECK-LABEL: func.func @builtin
// CHECK-NEXT: %0 = "test.data_layout_query"() {alignment = 1 : index, alloca_memory_space = 0 : ui32, bitsize = 1 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 1 : index, program_memory_space = 0 : ui32, size = 1 : index, stack_alignment = 0 : index} : () -> i1
// CHECK-NEXT: %1 = "test.data_layout_query"() {alignment = 1 : index, alloca_memory_space = 0 : ui32, bitsize = 7 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 1 : index, program_memory_space = 0 : ui32, size = 1 : index, stack_alignment = 0 : index} : () -> i7
// CHECK-NEXT: %2 = "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 64 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 8 : index, program_memory_space = 0 : ui32, size = 8 : index, stack_alignment = 0 : index} : () -> i64
// CHECK-NEXT: %3 = "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 128 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 16 : index, program_memory_space = 0 : ui32, size = 16 : index, stack_alignment = 0 : index} : () -> i128
// CHECK-NEXT: %4 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = 80 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 16 : index, program_memory_space = 0 : ui32, size = 10 : index, stack_alignment = 0 : index} : () -> f80
// CHECK-NEXT: %5 = "test.data_layout_query"() {alignment = 2 : index, alloca_memory_space = 0 : ui32, bitsize = 16 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 2 : index, program_memory_space = 0 : ui32, size = 2 : index, stack_alignment = 0 : index} : () -> bf16
// CHECK-NEXT: %6 = "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 64 : index, endianness = "", global_memory_space = 0 : ui32, index = 64 : index, preferred = 8 : index, program_memory_space = 0 : ui32, size = 8 : index, stack_alignment = 0 : index} : () -> index
// CHECK-NEXT: %7 = "test.data_layout_query"() {alignment = 8 : index, alloca_memory_space = 0 : ui32, bitsize = 128 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 8 : index, program_memory_space = 0 : ui32, size = 16 : index, stack_alignment = 0 : index} : () -> complex<f64>
// CHECK-NEXT: %8 = "test.data_layout_query"() {alignment = 1 : index, alloca_memory_space = 0 : ui32, bitsize = 16 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 1 : index, program_memory_space = 0 : ui32, size = 2 : index, stack_alignment = 0 : index} : () -> complex<i8>
// CHECK-NEXT: %9 = "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 32 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 4 : index, program_memory_space = 0 : ui32, size = 4 : index, stack_alignment = 0 : index} : () -> vector<3xi1>
// CHECK-NEXT: %10 = "test.data_layout_query"() {alignment = 32 : index, alloca_memory_space = 0 : ui32, bitsize = 256 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 32 : index, program_memory_space = 0 : ui32, size = 32 : index, stack_alignment = 0 : index} : () -> vector<2x3xf32>
// CHECK-NEXT: %11 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = {minimal_size = 128 : index, scalable}, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 16 : index, program_memory_space = 0 : ui32, size = {minimal_size = 16 : index, scalable}, stack_alignment = 0 : index} : () -> vector<[4]xf32>
// CHECK-NEXT: %12 = "test.data_layout_query"() {alignment = 1 : index, alloca_memory_space = 0 : ui32, bitsize = 24 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 1 : index, program_memory_space = 0 : ui32, size = 3 : index, stack_alignment = 0 : index} : () -> !llvm.array<3 x i8>
// CHECK-NEXT: %13 = "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 96 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 4 : index, program_memory_space = 0 : ui32, size = 12 : index, stack_alignment = 0 : index} : () -> !llvm.struct<"s", (i8, i64)>
// CHECK-NEXT: %14 = "test.data_layout_query"() {alignment = 8 : index, alloca_memory_space = 0 : ui32, bitsize = 192 : index, endianness = "", global_memory_space = 0 : ui32, index = 0 : index, preferred = 8 : index, program_memory_space = 0 : ui32, size = 24 : index, stack_alignment = 0 : index} : () -> !llvm.struct<(i8, array<2 x ptr>)>
func.func @builtin() {
  %0 = "test.data_layout_query"() : () -> i1
  %1 = "test.data_layout_query"() : () -> i7
  %2 = "test.data_layout_query"() : () -> i64
  %3 = "test.data_layout_query"() : () -> i128
  %4 = "test.data_layout_query"() : () -> f80
  %5 = "test.data_layout_query"() : () -> bf16
  %6 = "test.data_layout_query"() : () -> index
  %7 = "test.data_layout_query"() : () -> complex<f64>
  %8 = "test.data_layout_query"() : () -> complex<i8>
  %9 = "test.data_layout_query"() : () -> vector<3xi1>
  %10 = "test.data_layout_query"() : () -> vector<2x3xf32>
  %11 = "test.data_layout_query"() : () -> vector<[4]xf32>
  %12 = "test.data_layout_query"() : () -> !llvm.array<3 x i8>
  %13 = "test.data_layout_query"() : () -> !llvm.struct<"s", (i8, i64)>
  %14 = "test.data_layout_query"() : () -> !llvm.struct<(i8, array<2 x ptr>)>
  return
}

// -----

// Integer entries apply to the narrowest entry at least as wide (else the widest), `index`
// follows its entry, float entries their semantics; identifier entries give the target
// properties. The inner module's spec combines with the outer one (the test pass runs on
// the functions of the top-level module only, as upstream's implicit nesting; the second
// RUN line reaches the inner one).
// CHECK-LABEL: func.func @outer
// CHECK-NEXT: %0 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = 64 : index, endianness = "big", global_memory_space = 0 : ui32, index = 64 : index, preferred = 16 : index, program_memory_space = 0 : ui32, size = 8 : index, stack_alignment = 64 : index} : () -> index
// CHECK-NEXT: %1 = "test.data_layout_query"() {alignment = 2 : index, alloca_memory_space = 0 : ui32, bitsize = 8 : index, endianness = "big", global_memory_space = 0 : ui32, index = 0 : index, preferred = 8 : index, program_memory_space = 0 : ui32, size = 1 : index, stack_alignment = 64 : index} : () -> i8
// CHECK-NEXT: %2 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = 48 : index, endianness = "big", global_memory_space = 0 : ui32, index = 0 : index, preferred = 16 : index, program_memory_space = 0 : ui32, size = 6 : index, stack_alignment = 64 : index} : () -> i48
// CHECK-NEXT: %3 = "test.data_layout_query"() {alignment = 16 : index, alloca_memory_space = 0 : ui32, bitsize = 256 : index, endianness = "big", global_memory_space = 0 : ui32, index = 0 : index, preferred = 16 : index, program_memory_space = 0 : ui32, size = 32 : index, stack_alignment = 64 : index} : () -> i256
// CHECK-NEXT: %4 = "test.data_layout_query"() {alignment = 8 : index, alloca_memory_space = 0 : ui32, bitsize = 32 : index, endianness = "big", global_memory_space = 0 : ui32, index = 0 : index, preferred = 16 : index, program_memory_space = 0 : ui32, size = 4 : index, stack_alignment = 64 : index} : () -> f32
// CHECK-NEXT: %5 = "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 96 : index, endianness = "big", global_memory_space = 0 : ui32, index = 0 : index, preferred = 8 : index, program_memory_space = 0 : ui32, size = 12 : index, stack_alignment = 64 : index} : () -> complex<f32>
// CHECK-NEXT: %6 = "test.data_layout_query"() {alignment = 8 : index, alloca_memory_space = 0 : ui32, bitsize = 64 : index, endianness = "big", global_memory_space = 0 : ui32, index = 64 : index, preferred = 8 : index, program_memory_space = 0 : ui32, size = 8 : index, stack_alignment = 64 : index} : () -> !llvm.ptr<2>
// CHECK-LABEL: func.func @inner
// CHECK-NEXT: %0 = "test.data_layout_query"() : () -> index
// CHECK-NEXT: %1 = "test.data_layout_query"() : () -> i32
// CHECK-NEXT: %2 = "test.data_layout_query"() : () -> !llvm.ptr<2>
// CHECK-NEXT: %3 = "test.data_layout_query"() : () -> !llvm.struct<(i16, ptr<2>)>
// NESTED-LABEL: func.func @inner
// NESTED-NEXT: %0 = "test.data_layout_query"() {alignment = 2 : index, alloca_memory_space = 0 : ui32, bitsize = 16 : index, endianness = "big", global_memory_space = 1 : i32, index = 16 : index, preferred = 8 : index, program_memory_space = 0 : ui32, size = 2 : index, stack_alignment = 64 : index} : () -> index
// NESTED-NEXT: %1 = "test.data_layout_query"() {alignment = 2 : index, alloca_memory_space = 0 : ui32, bitsize = 32 : index, endianness = "big", global_memory_space = 1 : i32, index = 0 : index, preferred = 8 : index, program_memory_space = 0 : ui32, size = 4 : index, stack_alignment = 64 : index} : () -> i32
// NESTED-NEXT: %2 = "test.data_layout_query"() {alignment = 2 : index, alloca_memory_space = 0 : ui32, bitsize = 16 : index, endianness = "big", global_memory_space = 1 : i32, index = 8 : index, preferred = 4 : index, program_memory_space = 0 : ui32, size = 2 : index, stack_alignment = 64 : index} : () -> !llvm.ptr<2>
// NESTED-NEXT: %3 = "test.data_layout_query"() {alignment = 2 : index, alloca_memory_space = 0 : ui32, bitsize = 32 : index, endianness = "big", global_memory_space = 1 : i32, index = 0 : index, preferred = 2 : index, program_memory_space = 0 : ui32, size = 4 : index, stack_alignment = 64 : index} : () -> !llvm.struct<(i16, ptr<2>)>
module attributes {dlti.dl_spec = #dlti.dl_spec<
  
  #dlti.dl_entry<i32, dense<[16, 64]> : vector<2xi64>>,
  #dlti.dl_entry<i64, dense<[128]> : vector<1xi64>>,
  #dlti.dl_entry<f32, dense<[64, 128]> : vector<2xi64>>,
  #dlti.dl_entry<"dlti.endianness", "big">,
  #dlti.dl_entry<"dlti.stack_alignment", 64 : i32>>} {
  func.func @outer() {
    %0 = "test.data_layout_query"() : () -> index
    %1 = "test.data_layout_query"() : () -> i8
    %2 = "test.data_layout_query"() : () -> i48
    %3 = "test.data_layout_query"() : () -> i256
    %4 = "test.data_layout_query"() : () -> f32
    %5 = "test.data_layout_query"() : () -> complex<f32>
    %6 = "test.data_layout_query"() : () -> !llvm.ptr<2>
    return
  }
  module attributes {dlti.dl_spec = #dlti.dl_spec<
    #dlti.dl_entry<index, 16>,
    #dlti.dl_entry<!llvm.ptr<2>, dense<[16, 16, 32, 8]> : vector<4xi64>>,
    #dlti.dl_entry<"dlti.global_memory_space", 1 : i32>>} {
    func.func @inner() {
      %0 = "test.data_layout_query"() : () -> index
      %1 = "test.data_layout_query"() : () -> i32
      %2 = "test.data_layout_query"() : () -> !llvm.ptr<2>
      %3 = "test.data_layout_query"() : () -> !llvm.struct<(i16, ptr<2>)>
      return
    }
  }
}
