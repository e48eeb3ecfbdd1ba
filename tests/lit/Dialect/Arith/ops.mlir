// Round trip of every arith op in custom and generic form, result names included.
// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @int_ops(%a: i32, %b: i32, %v: vector<4xi64>, %t: tensor<2x?xindex>, %x: index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %v, %v overflow<nuw, nsw> : vector<4xi64>
  %3 = arith.muli %t, %t overflow<none> : tensor<2x?xindex>
  %4 = arith.shli %a, %b overflow<nuw> : i32
  %5 = arith.divui %a, %b : i32
  %6 = arith.divsi %v, %v : vector<4xi64>
  %7 = arith.ceildivui %x, %x : index
  %8 = arith.ceildivsi %a, %b : i32
  %9 = arith.floordivsi %t, %t : tensor<2x?xindex>
  %10 = arith.remui %a, %b : i32
  %11 = arith.remsi %a, %b : i32
  %12 = arith.andi %a, %b : i32
  %13 = arith.ori %v, %v : vector<4xi64>
  %14 = arith.xori %x, %x : index
  %15 = arith.shrui %a, %b : i32
  %16 = arith.shrsi %a, %b {tag = "kept"} : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %a, %b : i32
  %sum, %ovf = arith.addui_extended %a, %b : i32, i1
  %s2:2 = arith.addui_extended %v, %v : vector<4xi64>, vector<4xi1>
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %l2:2 = arith.mului_extended %v, %v : vector<4xi64>
  %c0 = arith.cmpi eq, %a, %b : i32
  %c1 = arith.cmpi "uge", %v, %v : vector<4xi64>
  %c2 = arith.cmpi sle, %t, %t : tensor<2x?xindex>
  return
}

func.func @float_ops(%f: f32, %g: f32, %v: vector<2xf16>, %t: tensor<?xbf16>) {
  %0 = arith.addf %f, %g : f32
  %1 = arith.addf %f, %g fastmath<fast> : f32
  %2 = arith.subf %v, %v fastmath<nnan, ninf> : vector<2xf16>
  %3 = arith.mulf %t, %t fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : tensor<?xbf16>
  %4 = arith.divf %f, %g fastmath<none> : f32
  %5 = arith.remf %f, %g fastmath<afn,contract> : f32
  %6 = arith.maximumf %f, %g : f32
  %7 = arith.maxnumf %f, %g fastmath<nsz> : f32
  %8 = arith.minimumf %v, %v : vector<2xf16>
  %9 = arith.minnumf %t, %t : tensor<?xbf16>
  %10 = arith.negf %f : f32
  %11 = arith.negf %v fastmath<arcp> : vector<2xf16>
  %12 = arith.cmpf oeq, %f, %g : f32
  %13 = arith.cmpf ult, %v, %v fastmath<fast> : vector<2xf16>
  %14 = arith.cmpf false, %t, %t : tensor<?xbf16>
  %15 = arith.cmpf true, %f, %g : f32
  return
}

func.func @casts(%i8: i8, %i32: i32, %f16: f16, %f32: f32, %x: index, %v: vector<3xi32>, %m: memref<4xi32>, %mi: memref<?xindex>, %tf: tensor<4xf32>) {
  %0 = arith.extui %i8 : i8 to i32
  %1 = arith.extsi %v : vector<3xi32> to vector<3xi64>
  %2 = arith.trunci %i32 : i32 to i8
  %3 = arith.extf %f16 : f16 to f32
  %4 = arith.extf %f16 fastmath<fast> : f16 to f64
  %5 = arith.truncf %f32 : f32 to f16
  %6 = arith.truncf %f32 downward : f32 to bf16
  %7 = arith.truncf %tf to_nearest_away fastmath<nnan> : tensor<4xf32> to tensor<4xf16>
  %8 = arith.uitofp %i32 : i32 to f32
  %9 = arith.sitofp %v : vector<3xi32> to vector<3xf64>
  %10 = arith.fptoui %f32 : f32 to i64
  %11 = arith.fptosi %tf : tensor<4xf32> to tensor<4xi16>
  %12 = arith.index_cast %i32 : i32 to index
  %13 = arith.index_cast %x : index to i8
  %14 = arith.index_castui %m : memref<4xi32> to memref<4xindex>
  %15 = arith.index_castui %mi : memref<?xindex> to memref<?xi64>
  %16 = arith.bitcast %f32 : f32 to i32
  %17 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %18 = arith.bitcast %v : vector<3xi32> to vector<3xf32>
  return
}

func.func @select_and_constants(%c: i1, %vc: vector<4xi1>, %a: f32, %v: vector<4xf32>, %t: tensor<2xi8>, %tc: tensor<2xi1>) {
  %0 = arith.select %c, %a, %a : f32
  %1 = arith.select %c, %v, %v : vector<4xf32>
  %2 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xf32>
  %3 = arith.select %tc, %t, %t {tag} : tensor<2xi1>, tensor<2xi8>
  %c42 = arith.constant 42 : i32
  %c-1 = arith.constant -1 : i64
  %idx = arith.constant 7 : index
  %t0 = arith.constant true
  %f0 = arith.constant false
  %cst = arith.constant 1.5 : f32
  %dense = arith.constant dense<[1, 2]> : vector<2xi32>
  %splat = arith.constant {tag} dense<0.0> : tensor<4xf64>
  return
}

"test.attrs"() {a = #arith.fastmath<nnan, ninf>, b = #arith.fastmath<contract,reassoc,nnan,ninf,nsz,arcp,afn>, c = #arith.overflow<nuw, nsw>, d = #arith.overflow<none>, e = #arith.fastmath<none>, f = #arith<fastmath<afn>>} : () -> ()

// CHECK-LABEL: func.func @int_ops(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: tensor<2x?xindex>, %arg4: index) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %arg2, %arg2 overflow<nsw, nuw> : vector<4xi64>
// CHECK-NEXT: %3 = arith.muli %arg3, %arg3 : tensor<2x?xindex>
// CHECK-NEXT: %4 = arith.shli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %5 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.divsi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT: %7 = arith.ceildivui %arg4, %arg4 : index
// CHECK-NEXT: %8 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.floordivsi %arg3, %arg3 : tensor<2x?xindex>
// CHECK-NEXT: %10 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.ori %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT: %14 = arith.xori %arg4, %arg4 : index
// CHECK-NEXT: %15 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %16 = arith.shrsi %arg0, %arg1 {tag = "kept"} : i32
// CHECK-NEXT: %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<4xi64>, vector<4xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT: %21 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %22 = arith.cmpi uge, %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT: %23 = arith.cmpi sle, %arg3, %arg3 : tensor<2x?xindex>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @float_ops(%arg0: f32, %arg1: f32, %arg2: vector<2xf16>, %arg3: tensor<?xbf16>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.subf %arg2, %arg2 fastmath<nnan,ninf> : vector<2xf16>
// CHECK-NEXT: %3 = arith.mulf %arg3, %arg3 fastmath<fast> : tensor<?xbf16>
// CHECK-NEXT: %4 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.remf %arg0, %arg1 fastmath<contract,afn> : f32
// CHECK-NEXT: %6 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.maxnumf %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT: %8 = arith.minimumf %arg2, %arg2 : vector<2xf16>
// CHECK-NEXT: %9 = arith.minnumf %arg3, %arg3 : tensor<?xbf16>
// CHECK-NEXT: %10 = arith.negf %arg0 : f32
// CHECK-NEXT: %11 = arith.negf %arg2 fastmath<arcp> : vector<2xf16>
// CHECK-NEXT: %12 = arith.cmpf oeq, %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.cmpf ult, %arg2, %arg2 fastmath<fast> : vector<2xf16>
// CHECK-NEXT: %14 = arith.cmpf false, %arg3, %arg3 : tensor<?xbf16>
// CHECK-NEXT: %15 = arith.cmpf true, %arg0, %arg1 : f32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @casts(%arg0: i8, %arg1: i32, %arg2: f16, %arg3: f32, %arg4: index, %arg5: vector<3xi32>, %arg6: memref<4xi32>, %arg7: memref<?xindex>, %arg8: tensor<4xf32>) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg5 : vector<3xi32> to vector<3xi64>
// CHECK-NEXT: %2 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %3 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %4 = arith.extf %arg2 fastmath<fast> : f16 to f64
// CHECK-NEXT: %5 = arith.truncf %arg3 : f32 to f16
// CHECK-NEXT: %6 = arith.truncf %arg3 downward : f32 to bf16
// CHECK-NEXT: %7 = arith.truncf %arg8 to_nearest_away fastmath<nnan> : tensor<4xf32> to tensor<4xf16>
// CHECK-NEXT: %8 = arith.uitofp %arg1 : i32 to f32
// CHECK-NEXT: %9 = arith.sitofp %arg5 : vector<3xi32> to vector<3xf64>
// CHECK-NEXT: %10 = arith.fptoui %arg3 : f32 to i64
// CHECK-NEXT: %11 = arith.fptosi %arg8 : tensor<4xf32> to tensor<4xi16>
// CHECK-NEXT: %12 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: %13 = arith.index_cast %arg4 : index to i8
// CHECK-NEXT: %14 = arith.index_castui %arg6 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %15 = arith.index_castui %arg7 : memref<?xindex> to memref<?xi64>
// CHECK-NEXT: %16 = arith.bitcast %arg3 : f32 to i32
// CHECK-NEXT: %17 = arith.bitcast %arg6 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT: %18 = arith.bitcast %arg5 : vector<3xi32> to vector<3xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @select_and_constants(%arg0: i1, %arg1: vector<4xi1>, %arg2: f32, %arg3: vector<4xf32>, %arg4: tensor<2xi8>, %arg5: tensor<2xi1>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg2 : f32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg3 : vector<4xf32>
// CHECK-NEXT: %2 = arith.select %arg1, %arg3, %arg3 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %3 = arith.select %arg5, %arg4, %arg4 {tag} : tensor<2xi1>, tensor<2xi8>
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %cst_1 = arith.constant {tag} dense<0.000000e+00> : tensor<4xf64>
// CHECK-NEXT: return
// CHECK: "test.attrs"() {a = #arith.fastmath<nnan,ninf>, b = #arith.fastmath<fast>, c = #arith.overflow<nsw, nuw>, d = #arith.overflow<none>, e = #arith.fastmath<none>, f = #arith.fastmath<afn>} : () -> ()

// GENERIC-LABEL: "func.func"() <{function_type = (i32, i32, vector<4xi64>, tensor<2x?xindex>, index) -> (), sym_name = "int_ops"}> ({
// GENERIC: ^bb0(%arg19: i32, %arg20: i32, %arg21: vector<4xi64>, %arg22: tensor<2x?xindex>, %arg23: index):
// GENERIC-NEXT: %47 = "arith.addi"(%arg19, %arg20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %48 = "arith.addi"(%arg19, %arg20) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %49 = "arith.subi"(%arg21, %arg21) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// GENERIC-NEXT: %50 = "arith.muli"(%arg22, %arg22) <{overflowFlags = #arith.overflow<none>}> : (tensor<2x?xindex>, tensor<2x?xindex>) -> tensor<2x?xindex>
// GENERIC-NEXT: %51 = "arith.shli"(%arg19, %arg20) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %52 = "arith.divui"(%arg19, %arg20) : (i32, i32) -> i32
// GENERIC-NEXT: %53 = "arith.divsi"(%arg21, %arg21) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// GENERIC-NEXT: %54 = "arith.ceildivui"(%arg23, %arg23) : (index, index) -> index
// GENERIC-NEXT: %55 = "arith.ceildivsi"(%arg19, %arg20) : (i32, i32) -> i32
// GENERIC-NEXT: %56 = "arith.floordivsi"(%arg22, %arg22) : (tensor<2x?xindex>, tensor<2x?xindex>) -> tensor<2x?xindex>
// GENERIC-NEXT: %57 = "arith.remui"(%arg19, %arg20) : (i32, i32) -> i32
// GENERIC-NEXT: %58 = "arith.remsi"(%arg19, %arg20) : (i32, i32) -> i32
// GENERIC-NEXT: %59 = "arith.andi"(%arg19, %arg20) : (i32, i32) -> i32
// GENERIC-NEXT: %60 = "arith.ori"(%arg21, %arg21) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// GENERIC-NEXT: %61 = "arith.xori"(%arg23, %arg23) : (index, index) -> index
// GENERIC-NEXT: %62 = "arith.shrui"(%arg19, %arg20) : (i32, i32) -> i32
// GENERIC-NEXT: %63 = "arith.shrsi"(%arg19, %arg20) {tag = "kept"} : (i32, i32) -> i32
// GENERIC-NEXT: %64 = "arith.maxsi"(%arg19, %arg20) : (i32, i32) -> i32
// GENERIC-NEXT: %65 = "arith.maxui"(%arg19, %arg20) : (i32, i32) -> i32
// GENERIC-NEXT: %66 = "arith.minsi"(%arg19, %arg20) : (i32, i32) -> i32
// GENERIC-NEXT: %67 = "arith.minui"(%arg19, %arg20) : (i32, i32) -> i32
// GENERIC-NEXT: %68:2 = "arith.addui_extended"(%arg19, %arg20) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT: %69:2 = "arith.addui_extended"(%arg21, %arg21) : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi1>)
// GENERIC-NEXT: %70:2 = "arith.mulsi_extended"(%arg19, %arg20) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT: %71:2 = "arith.mului_extended"(%arg21, %arg21) : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi64>)
// GENERIC-NEXT: %72 = "arith.cmpi"(%arg19, %arg20) <{predicate = 0 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %73 = "arith.cmpi"(%arg21, %arg21) <{predicate = 9 : i64}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
// GENERIC-NEXT: %74 = "arith.cmpi"(%arg22, %arg22) <{predicate = 3 : i64}> : (tensor<2x?xindex>, tensor<2x?xindex>) -> tensor<2x?xi1>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (f32, f32, vector<2xf16>, tensor<?xbf16>) -> (), sym_name = "float_ops"}> ({
// GENERIC: ^bb0(%arg15: f32, %arg16: f32, %arg17: vector<2xf16>, %arg18: tensor<?xbf16>):
// GENERIC-NEXT: %31 = "arith.addf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %32 = "arith.addf"(%arg15, %arg16) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT: %33 = "arith.subf"(%arg17, %arg17) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
// GENERIC-NEXT: %34 = "arith.mulf"(%arg18, %arg18) <{fastmath = #arith.fastmath<fast>}> : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT: %35 = "arith.divf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %36 = "arith.remf"(%arg15, %arg16) <{fastmath = #arith.fastmath<contract,afn>}> : (f32, f32) -> f32
// GENERIC-NEXT: %37 = "arith.maximumf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %38 = "arith.maxnumf"(%arg15, %arg16) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32
// GENERIC-NEXT: %39 = "arith.minimumf"(%arg17, %arg17) <{fastmath = #arith.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
// GENERIC-NEXT: %40 = "arith.minnumf"(%arg18, %arg18) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT: %41 = "arith.negf"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %42 = "arith.negf"(%arg17) <{fastmath = #arith.fastmath<arcp>}> : (vector<2xf16>) -> vector<2xf16>
// GENERIC-NEXT: %43 = "arith.cmpf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %44 = "arith.cmpf"(%arg17, %arg17) <{fastmath = #arith.fastmath<fast>, predicate = 11 : i64}> : (vector<2xf16>, vector<2xf16>) -> vector<2xi1>
// GENERIC-NEXT: %45 = "arith.cmpf"(%arg18, %arg18) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xi1>
// GENERIC-NEXT: %46 = "arith.cmpf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (i8, i32, f16, f32, index, vector<3xi32>, memref<4xi32>, memref<?xindex>, tensor<4xf32>) -> (), sym_name = "casts"}> ({
// GENERIC: ^bb0(%arg6: i8, %arg7: i32, %arg8: f16, %arg9: f32, %arg10: index, %arg11: vector<3xi32>, %arg12: memref<4xi32>, %arg13: memref<?xindex>, %arg14: tensor<4xf32>):
// GENERIC-NEXT: %12 = "arith.extui"(%arg6) : (i8) -> i32
// GENERIC-NEXT: %13 = "arith.extsi"(%arg11) : (vector<3xi32>) -> vector<3xi64>
// GENERIC-NEXT: %14 = "arith.trunci"(%arg7) : (i32) -> i8
// GENERIC-NEXT: %15 = "arith.extf"(%arg8) : (f16) -> f32
// GENERIC-NEXT: %16 = "arith.extf"(%arg8) <{fastmath = #arith.fastmath<fast>}> : (f16) -> f64
// GENERIC-NEXT: %17 = "arith.truncf"(%arg9) : (f32) -> f16
// GENERIC-NEXT: %18 = "arith.truncf"(%arg9) <{roundingmode = 1 : i32}> : (f32) -> bf16
// GENERIC-NEXT: %19 = "arith.truncf"(%arg14) <{fastmath = #arith.fastmath<nnan>, roundingmode = 4 : i32}> : (tensor<4xf32>) -> tensor<4xf16>
// GENERIC-NEXT: %20 = "arith.uitofp"(%arg7) : (i32) -> f32
// GENERIC-NEXT: %21 = "arith.sitofp"(%arg11) : (vector<3xi32>) -> vector<3xf64>
// GENERIC-NEXT: %22 = "arith.fptoui"(%arg9) : (f32) -> i64
// GENERIC-NEXT: %23 = "arith.fptosi"(%arg14) : (tensor<4xf32>) -> tensor<4xi16>
// GENERIC-NEXT: %24 = "arith.index_cast"(%arg7) : (i32) -> index
// GENERIC-NEXT: %25 = "arith.index_cast"(%arg10) : (index) -> i8
// GENERIC-NEXT: %26 = "arith.index_castui"(%arg12) : (memref<4xi32>) -> memref<4xindex>
// GENERIC-NEXT: %27 = "arith.index_castui"(%arg13) : (memref<?xindex>) -> memref<?xi64>
// GENERIC-NEXT: %28 = "arith.bitcast"(%arg9) : (f32) -> i32
// GENERIC-NEXT: %29 = "arith.bitcast"(%arg12) : (memref<4xi32>) -> memref<4xf32>
// GENERIC-NEXT: %30 = "arith.bitcast"(%arg11) : (vector<3xi32>) -> vector<3xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (i1, vector<4xi1>, f32, vector<4xf32>, tensor<2xi8>, tensor<2xi1>) -> (), sym_name = "select_and_constants"}> ({
// GENERIC: ^bb0(%arg0: i1, %arg1: vector<4xi1>, %arg2: f32, %arg3: vector<4xf32>, %arg4: tensor<2xi8>, %arg5: tensor<2xi1>):
// GENERIC-NEXT: %0 = "arith.select"(%arg0, %arg2, %arg2) : (i1, f32, f32) -> f32
// GENERIC-NEXT: %1 = "arith.select"(%arg0, %arg3, %arg3) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %2 = "arith.select"(%arg1, %arg3, %arg3) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %3 = "arith.select"(%arg5, %arg4, %arg4) {tag} : (tensor<2xi1>, tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
// GENERIC-NEXT: %4 = "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC-NEXT: %5 = "arith.constant"() <{value = -1 : i64}> : () -> i64
// GENERIC-NEXT: %6 = "arith.constant"() <{value = 7 : index}> : () -> index
// GENERIC-NEXT: %7 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: %8 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT: %9 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %10 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
// GENERIC-NEXT: %11 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4xf64>}> {tag} : () -> tensor<4xf64>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC: "test.attrs"() {a = #arith.fastmath<nnan,ninf>, b = #arith.fastmath<fast>, c = #arith.overflow<nsw, nuw>, d = #arith.overflow<none>, e = #arith.fastmath<none>, f = #arith.fastmath<afn>} : () -> ()
