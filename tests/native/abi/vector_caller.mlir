// Calls the functions of vector_callee.mlir and prints their results.
module {
  llvm.func @printI64(i64)
  llvm.func @printF32(f32)
  llvm.func @printComma()
  llvm.func @printNewline()
  llvm.func @vf(vector<4xf32>, vector<2xf64>, vector<2xf32>, vector<4xi32>) -> vector<4xf32>
  llvm.func @vmask(vector<4xi1>, vector<8xi1>, vector<8xi16>, vector<16xi8>, vector<2xi64>) -> i64
  llvm.func @vstack(f64, f64, f64, f64, f64, f64, f64, vector<2xf64>, f64, vector<2xf64>, vector<4xi32>) -> vector<8xf32>
  llvm.func @vhuge(vector<8xf32>) -> vector<20xf32>
  llvm.func @vptr(!llvm.vec<2 x ptr>, vector<2xi32>) -> !llvm.vec<2 x ptr>
  llvm.func @main() -> i32 {
    %v1 = llvm.mlir.constant(dense<[1.5, 2.5, 3.5, 4.5]> : vector<4xf32>) : vector<4xf32>
    %v2 = llvm.mlir.constant(dense<[10.0, 20.25]> : vector<2xf64>) : vector<2xf64>
    %v3 = llvm.mlir.constant(dense<[0.5, 0.75]> : vector<2xf32>) : vector<2xf32>
    %v4 = llvm.mlir.constant(dense<[7, -8, 9, -10]> : vector<4xi32>) : vector<4xi32>
    %v5 = llvm.call @vf(%v1, %v2, %v3, %v4) : (vector<4xf32>, vector<2xf64>, vector<2xf32>, vector<4xi32>) -> vector<4xf32>
    %v6 = llvm.mlir.constant(0 : i64) : i64
    %v7 = llvm.extractelement %v5[%v6 : i64] : vector<4xf32>
    llvm.call @printF32(%v7) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v8 = llvm.mlir.constant(1 : i64) : i64
    %v9 = llvm.extractelement %v5[%v8 : i64] : vector<4xf32>
    llvm.call @printF32(%v9) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v10 = llvm.mlir.constant(2 : i64) : i64
    %v11 = llvm.extractelement %v5[%v10 : i64] : vector<4xf32>
    llvm.call @printF32(%v11) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v12 = llvm.mlir.constant(3 : i64) : i64
    %v13 = llvm.extractelement %v5[%v12 : i64] : vector<4xf32>
    llvm.call @printF32(%v13) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printNewline() : () -> ()
    %v14 = llvm.mlir.constant(dense<[true, false, true, true]> : vector<4xi1>) : vector<4xi1>
    %v15 = llvm.mlir.constant(dense<[false, true, true, false, true, false, false, true]> : vector<8xi1>) : vector<8xi1>
    %v16 = llvm.mlir.constant(dense<[1, -2, 3, -4, 5, -6, 7, 300]> : vector<8xi16>) : vector<8xi16>
    %v17 = llvm.mlir.constant(dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 200]> : vector<16xi8>) : vector<16xi8>
    %v18 = llvm.mlir.constant(dense<[81985529216486895, 1311768467463790320]> : vector<2xi64>) : vector<2xi64>
    %v19 = llvm.call @vmask(%v14, %v15, %v16, %v17, %v18) : (vector<4xi1>, vector<8xi1>, vector<8xi16>, vector<16xi8>, vector<2xi64>) -> i64
    llvm.call @printI64(%v19) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %v20 = llvm.mlir.constant(0.5 : f64) : f64
    %v21 = llvm.mlir.constant(1.5 : f64) : f64
    %v22 = llvm.mlir.constant(2.5 : f64) : f64
    %v23 = llvm.mlir.constant(3.5 : f64) : f64
    %v24 = llvm.mlir.constant(4.5 : f64) : f64
    %v25 = llvm.mlir.constant(5.5 : f64) : f64
    %v26 = llvm.mlir.constant(6.5 : f64) : f64
    %v27 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf64>) : vector<2xf64>
    %v28 = llvm.mlir.constant(42.0 : f64) : f64
    %v29 = llvm.mlir.constant(dense<[0.125, 0.25]> : vector<2xf64>) : vector<2xf64>
    %v30 = llvm.mlir.constant(dense<[-1, 2, -3, 4]> : vector<4xi32>) : vector<4xi32>
    %v31 = llvm.call @vstack(%v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %v28, %v29, %v30) : (f64, f64, f64, f64, f64, f64, f64, vector<2xf64>, f64, vector<2xf64>, vector<4xi32>) -> vector<8xf32>
    %v32 = llvm.mlir.constant(0 : i64) : i64
    %v33 = llvm.extractelement %v31[%v32 : i64] : vector<8xf32>
    llvm.call @printF32(%v33) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v34 = llvm.mlir.constant(1 : i64) : i64
    %v35 = llvm.extractelement %v31[%v34 : i64] : vector<8xf32>
    llvm.call @printF32(%v35) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v36 = llvm.mlir.constant(2 : i64) : i64
    %v37 = llvm.extractelement %v31[%v36 : i64] : vector<8xf32>
    llvm.call @printF32(%v37) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v38 = llvm.mlir.constant(3 : i64) : i64
    %v39 = llvm.extractelement %v31[%v38 : i64] : vector<8xf32>
    llvm.call @printF32(%v39) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v40 = llvm.mlir.constant(4 : i64) : i64
    %v41 = llvm.extractelement %v31[%v40 : i64] : vector<8xf32>
    llvm.call @printF32(%v41) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v42 = llvm.mlir.constant(5 : i64) : i64
    %v43 = llvm.extractelement %v31[%v42 : i64] : vector<8xf32>
    llvm.call @printF32(%v43) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v44 = llvm.mlir.constant(6 : i64) : i64
    %v45 = llvm.extractelement %v31[%v44 : i64] : vector<8xf32>
    llvm.call @printF32(%v45) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v46 = llvm.mlir.constant(7 : i64) : i64
    %v47 = llvm.extractelement %v31[%v46 : i64] : vector<8xf32>
    llvm.call @printF32(%v47) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printNewline() : () -> ()
    %v48 = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>) : vector<8xf32>
    %v49 = llvm.call @vhuge(%v48) : (vector<8xf32>) -> vector<20xf32>
    %v50 = llvm.mlir.constant(0 : i64) : i64
    %v51 = llvm.extractelement %v49[%v50 : i64] : vector<20xf32>
    llvm.call @printF32(%v51) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v52 = llvm.mlir.constant(1 : i64) : i64
    %v53 = llvm.extractelement %v49[%v52 : i64] : vector<20xf32>
    llvm.call @printF32(%v53) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v54 = llvm.mlir.constant(2 : i64) : i64
    %v55 = llvm.extractelement %v49[%v54 : i64] : vector<20xf32>
    llvm.call @printF32(%v55) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v56 = llvm.mlir.constant(3 : i64) : i64
    %v57 = llvm.extractelement %v49[%v56 : i64] : vector<20xf32>
    llvm.call @printF32(%v57) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v58 = llvm.mlir.constant(4 : i64) : i64
    %v59 = llvm.extractelement %v49[%v58 : i64] : vector<20xf32>
    llvm.call @printF32(%v59) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v60 = llvm.mlir.constant(5 : i64) : i64
    %v61 = llvm.extractelement %v49[%v60 : i64] : vector<20xf32>
    llvm.call @printF32(%v61) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v62 = llvm.mlir.constant(6 : i64) : i64
    %v63 = llvm.extractelement %v49[%v62 : i64] : vector<20xf32>
    llvm.call @printF32(%v63) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v64 = llvm.mlir.constant(7 : i64) : i64
    %v65 = llvm.extractelement %v49[%v64 : i64] : vector<20xf32>
    llvm.call @printF32(%v65) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v66 = llvm.mlir.constant(8 : i64) : i64
    %v67 = llvm.extractelement %v49[%v66 : i64] : vector<20xf32>
    llvm.call @printF32(%v67) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v68 = llvm.mlir.constant(9 : i64) : i64
    %v69 = llvm.extractelement %v49[%v68 : i64] : vector<20xf32>
    llvm.call @printF32(%v69) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v70 = llvm.mlir.constant(10 : i64) : i64
    %v71 = llvm.extractelement %v49[%v70 : i64] : vector<20xf32>
    llvm.call @printF32(%v71) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v72 = llvm.mlir.constant(11 : i64) : i64
    %v73 = llvm.extractelement %v49[%v72 : i64] : vector<20xf32>
    llvm.call @printF32(%v73) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v74 = llvm.mlir.constant(12 : i64) : i64
    %v75 = llvm.extractelement %v49[%v74 : i64] : vector<20xf32>
    llvm.call @printF32(%v75) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v76 = llvm.mlir.constant(13 : i64) : i64
    %v77 = llvm.extractelement %v49[%v76 : i64] : vector<20xf32>
    llvm.call @printF32(%v77) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v78 = llvm.mlir.constant(14 : i64) : i64
    %v79 = llvm.extractelement %v49[%v78 : i64] : vector<20xf32>
    llvm.call @printF32(%v79) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v80 = llvm.mlir.constant(15 : i64) : i64
    %v81 = llvm.extractelement %v49[%v80 : i64] : vector<20xf32>
    llvm.call @printF32(%v81) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v82 = llvm.mlir.constant(16 : i64) : i64
    %v83 = llvm.extractelement %v49[%v82 : i64] : vector<20xf32>
    llvm.call @printF32(%v83) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v84 = llvm.mlir.constant(17 : i64) : i64
    %v85 = llvm.extractelement %v49[%v84 : i64] : vector<20xf32>
    llvm.call @printF32(%v85) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v86 = llvm.mlir.constant(18 : i64) : i64
    %v87 = llvm.extractelement %v49[%v86 : i64] : vector<20xf32>
    llvm.call @printF32(%v87) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v88 = llvm.mlir.constant(19 : i64) : i64
    %v89 = llvm.extractelement %v49[%v88 : i64] : vector<20xf32>
    llvm.call @printF32(%v89) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printNewline() : () -> ()
    %v90 = llvm.mlir.zero : !llvm.ptr
    %v91 = llvm.mlir.constant(0 : i64) : i64
    %v92 = llvm.mlir.constant(1 : i64) : i64
    %v93 = llvm.mlir.undef : !llvm.vec<2 x ptr>
    %v94 = llvm.insertelement %v90, %v93[%v91 : i64] : !llvm.vec<2 x ptr>
    %v95 = llvm.getelementptr %v90[16] : (!llvm.ptr) -> !llvm.ptr, i8
    %v96 = llvm.insertelement %v95, %v94[%v92 : i64] : !llvm.vec<2 x ptr>
    %v97 = llvm.mlir.constant(dense<[3, -1]> : vector<2xi32>) : vector<2xi32>
    %v98 = llvm.call @vptr(%v96, %v97) : (!llvm.vec<2 x ptr>, vector<2xi32>) -> !llvm.vec<2 x ptr>
    %v99 = llvm.extractelement %v98[%v91 : i64] : !llvm.vec<2 x ptr>
    %v100 = llvm.ptrtoint %v99 : !llvm.ptr to i64
    llvm.call @printI64(%v100) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %v101 = llvm.extractelement %v98[%v92 : i64] : !llvm.vec<2 x ptr>
    %v102 = llvm.ptrtoint %v101 : !llvm.ptr to i64
    llvm.call @printI64(%v102) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printNewline() : () -> ()
    %v103 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %v103 : i32
  }
}
