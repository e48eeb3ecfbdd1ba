// (generic form: the vector ops' custom assembly is declared elsewhere)
// Vector ops through convert-vector-to-scf and convert-vector-to-llvm: broadcasts,
// shape casts, transposes, strided slices, masks, reductions, fma, outer products and
// masked memory accesses, printed element by element.
// RUN-PIPELINE: -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %2 = "arith.constant"() <{value = dense<[3, -7, 11, 2]> : vector<4xi32>}> : () -> vector<4xi32>
    %3 = "vector.broadcast"(%1) : (vector<4xf32>) -> vector<2x4xf32>
    "vector.print"(%3) <{punctuation = #vector.punctuation<newline>}> : (vector<2x4xf32>) -> ()
    %4 = "vector.broadcast"(%0) : (f32) -> vector<2x3xf32>
    "vector.print"(%4) <{punctuation = #vector.punctuation<newline>}> : (vector<2x3xf32>) -> ()
    %5 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : vector<2x3xf32>}> : () -> vector<2x3xf32>
    %6 = "vector.transpose"(%5) <{permutation = array<i64: 1, 0>}> : (vector<2x3xf32>) -> vector<3x2xf32>
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (vector<3x2xf32>) -> ()
    %7 = "vector.shape_cast"(%5) : (vector<2x3xf32>) -> vector<6xf32>
    "vector.print"(%7) <{punctuation = #vector.punctuation<newline>}> : (vector<6xf32>) -> ()
    %8 = "vector.shape_cast"(%7) : (vector<6xf32>) -> vector<3x2xf32>
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (vector<3x2xf32>) -> ()
    %9 = "vector.extract_strided_slice"(%7) <{offsets = [1], sizes = [3], strides = [1]}> : (vector<6xf32>) -> vector<3xf32>
    "vector.print"(%9) <{punctuation = #vector.punctuation<newline>}> : (vector<3xf32>) -> ()
    %10 = "vector.insert_strided_slice"(%1, %7) <{offsets = [2], strides = [1]}> : (vector<4xf32>, vector<6xf32>) -> vector<6xf32>
    "vector.print"(%10) <{punctuation = #vector.punctuation<newline>}> : (vector<6xf32>) -> ()
    %11 = "vector.reduction"(%1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
    "vector.print"(%11) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %12 = "vector.reduction"(%2) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxsi>}> : (vector<4xi32>) -> i32
    "vector.print"(%12) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %13 = "vector.reduction"(%2, %12) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<4xi32>, i32) -> i32
    "vector.print"(%13) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %14 = "vector.reduction"(%1, %0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minimumf>}> : (vector<4xf32>, f32) -> f32
    "vector.print"(%14) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %15 = "vector.fma"(%1, %1, %1) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "vector.print"(%15) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
    %16 = "vector.outerproduct"(%1, %1) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf32>
    "vector.print"(%16) <{punctuation = #vector.punctuation<newline>}> : (vector<4x4xf32>) -> ()
    %17 = "arith.constant"() <{value = 3 : index}> : () -> index
    %18 = "vector.create_mask"(%17) : (index) -> vector<4xi1>
    "vector.print"(%18) <{punctuation = #vector.punctuation<newline>}> : (vector<4xi1>) -> ()
    %19 = "vector.constant_mask"() <{mask_dim_sizes = [1, 2]}> : () -> vector<2x3xi1>
    "vector.print"(%19) <{punctuation = #vector.punctuation<newline>}> : (vector<2x3xi1>) -> ()
    %20 = "vector.shuffle"(%1, %1) <{mask = [7, 0, 5]}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
    "vector.print"(%20) <{punctuation = #vector.punctuation<newline>}> : (vector<3xf32>) -> ()
    %21 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = 4 : index}> : () -> index
    "vector.store"(%1, %21, %22) : (vector<4xf32>, memref<8xf32>, index) -> ()
    "vector.store"(%15, %21, %23) : (vector<4xf32>, memref<8xf32>, index) -> ()
    %24 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %25 = "vector.maskedload"(%21, %23, %18, %24) : (memref<8xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "vector.print"(%25) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
    %26 = "vector.constant_mask"() <{mask_dim_sizes = [2]}> : () -> vector<4xi1>
    "vector.maskedstore"(%21, %22, %26, %24) : (memref<8xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
    %27 = "vector.load"(%21, %22) : (memref<8xf32>, index) -> vector<8xf32>
    "vector.print"(%27) <{punctuation = #vector.punctuation<newline>}> : (vector<8xf32>) -> ()
    %28 = "arith.constant"() <{value = dense<[true, false, true, true]> : vector<4xi1>}> : () -> vector<4xi1>
    "vector.compressstore"(%21, %22, %28, %1) : (memref<8xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
    %29 = "vector.expandload"(%21, %23, %28, %24) : (memref<8xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "vector.print"(%29) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
    %30 = "vector.load"(%21, %22) : (memref<8xf32>, index) -> vector<8xf32>
    "vector.print"(%30) <{punctuation = #vector.punctuation<newline>}> : (vector<8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

