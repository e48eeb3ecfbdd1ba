// Conversions (fptosi/fptoui/sitofp/uitofp of every width, fpext/fptrunc), fneg, frem and
// every fcmp predicate as a value, a branch and a select, at edge values. Expected output: the llc-19 path.
module {
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @fptosi_f32_i1(%a0: f32) -> i1 {
  %r = llvm.fptosi %a0 : f32 to i1
  llvm.return %r : i1
}
llvm.func @fptoui_f32_i1(%a0: f32) -> i1 {
  %r = llvm.fptoui %a0 : f32 to i1
  llvm.return %r : i1
}
llvm.func @sitofp_i1_f32(%a0: i1) -> f32 {
  %r = llvm.sitofp %a0 : i1 to f32
  llvm.return %r : f32
}
llvm.func @uitofp_i1_f32(%a0: i1) -> f32 {
  %r = llvm.uitofp %a0 : i1 to f32
  llvm.return %r : f32
}
llvm.func @fptosi_f32_i8(%a0: f32) -> i8 {
  %r = llvm.fptosi %a0 : f32 to i8
  llvm.return %r : i8
}
llvm.func @fptoui_f32_i8(%a0: f32) -> i8 {
  %r = llvm.fptoui %a0 : f32 to i8
  llvm.return %r : i8
}
llvm.func @sitofp_i8_f32(%a0: i8) -> f32 {
  %r = llvm.sitofp %a0 : i8 to f32
  llvm.return %r : f32
}
llvm.func @uitofp_i8_f32(%a0: i8) -> f32 {
  %r = llvm.uitofp %a0 : i8 to f32
  llvm.return %r : f32
}
llvm.func @fptosi_f32_i16(%a0: f32) -> i16 {
  %r = llvm.fptosi %a0 : f32 to i16
  llvm.return %r : i16
}
llvm.func @fptoui_f32_i16(%a0: f32) -> i16 {
  %r = llvm.fptoui %a0 : f32 to i16
  llvm.return %r : i16
}
llvm.func @sitofp_i16_f32(%a0: i16) -> f32 {
  %r = llvm.sitofp %a0 : i16 to f32
  llvm.return %r : f32
}
llvm.func @uitofp_i16_f32(%a0: i16) -> f32 {
  %r = llvm.uitofp %a0 : i16 to f32
  llvm.return %r : f32
}
llvm.func @fptosi_f32_i32(%a0: f32) -> i32 {
  %r = llvm.fptosi %a0 : f32 to i32
  llvm.return %r : i32
}
llvm.func @fptoui_f32_i32(%a0: f32) -> i32 {
  %r = llvm.fptoui %a0 : f32 to i32
  llvm.return %r : i32
}
llvm.func @sitofp_i32_f32(%a0: i32) -> f32 {
  %r = llvm.sitofp %a0 : i32 to f32
  llvm.return %r : f32
}
llvm.func @uitofp_i32_f32(%a0: i32) -> f32 {
  %r = llvm.uitofp %a0 : i32 to f32
  llvm.return %r : f32
}
llvm.func @fptosi_f32_i64(%a0: f32) -> i64 {
  %r = llvm.fptosi %a0 : f32 to i64
  llvm.return %r : i64
}
llvm.func @fptoui_f32_i64(%a0: f32) -> i64 {
  %r = llvm.fptoui %a0 : f32 to i64
  llvm.return %r : i64
}
llvm.func @sitofp_i64_f32(%a0: i64) -> f32 {
  %r = llvm.sitofp %a0 : i64 to f32
  llvm.return %r : f32
}
llvm.func @uitofp_i64_f32(%a0: i64) -> f32 {
  %r = llvm.uitofp %a0 : i64 to f32
  llvm.return %r : f32
}
llvm.func @fneg_f32(%a0: f32) -> f32 {
  %r = llvm.fneg %a0 : f32
  llvm.return %r : f32
}
llvm.func @frem_f32(%a0: f32, %a1: f32) -> f32 {
  %r = llvm.frem %a0, %a1 : f32
  llvm.return %r : f32
}
llvm.func @cmp__false_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "_false" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br__false_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "_false" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel__false_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "_false" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_oeq_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "oeq" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_oeq_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "oeq" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_oeq_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "oeq" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_ogt_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "ogt" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_ogt_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "ogt" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ogt_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "ogt" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_oge_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "oge" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_oge_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "oge" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_oge_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "oge" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_olt_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "olt" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_olt_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "olt" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_olt_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "olt" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_ole_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "ole" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_ole_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "ole" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ole_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "ole" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_one_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "one" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_one_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "one" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_one_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "one" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_ord_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "ord" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_ord_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "ord" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ord_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "ord" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_ueq_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "ueq" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_ueq_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "ueq" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ueq_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "ueq" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_ugt_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "ugt" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_ugt_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "ugt" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ugt_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "ugt" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_uge_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "uge" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_uge_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "uge" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_uge_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "uge" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_ult_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "ult" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_ult_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "ult" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ult_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "ult" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_ule_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "ule" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_ule_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "ule" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ule_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "ule" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_une_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "une" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_une_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "une" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_une_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "une" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp_uno_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "uno" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br_uno_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "uno" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_uno_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "uno" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @cmp__true_f32(%a0: f32, %a1: f32) -> i1 {
  %r = llvm.fcmp "_true" %a0, %a1 : f32
  llvm.return %r : i1
}
llvm.func @br__true_f32(%a0: f32, %a1: f32) -> i64 {
  %c = llvm.fcmp "_true" %a0, %a1 : f32
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel__true_f32(%a0: f32, %a1: f32) -> f32 {
  %c = llvm.fcmp "_true" %a0, %a1 : f32
  %r = llvm.select %c, %a0, %a1 : i1, f32
  llvm.return %r : f32
}
llvm.func @fptosi_f64_i1(%a0: f64) -> i1 {
  %r = llvm.fptosi %a0 : f64 to i1
  llvm.return %r : i1
}
llvm.func @fptoui_f64_i1(%a0: f64) -> i1 {
  %r = llvm.fptoui %a0 : f64 to i1
  llvm.return %r : i1
}
llvm.func @sitofp_i1_f64(%a0: i1) -> f64 {
  %r = llvm.sitofp %a0 : i1 to f64
  llvm.return %r : f64
}
llvm.func @uitofp_i1_f64(%a0: i1) -> f64 {
  %r = llvm.uitofp %a0 : i1 to f64
  llvm.return %r : f64
}
llvm.func @fptosi_f64_i8(%a0: f64) -> i8 {
  %r = llvm.fptosi %a0 : f64 to i8
  llvm.return %r : i8
}
llvm.func @fptoui_f64_i8(%a0: f64) -> i8 {
  %r = llvm.fptoui %a0 : f64 to i8
  llvm.return %r : i8
}
llvm.func @sitofp_i8_f64(%a0: i8) -> f64 {
  %r = llvm.sitofp %a0 : i8 to f64
  llvm.return %r : f64
}
llvm.func @uitofp_i8_f64(%a0: i8) -> f64 {
  %r = llvm.uitofp %a0 : i8 to f64
  llvm.return %r : f64
}
llvm.func @fptosi_f64_i16(%a0: f64) -> i16 {
  %r = llvm.fptosi %a0 : f64 to i16
  llvm.return %r : i16
}
llvm.func @fptoui_f64_i16(%a0: f64) -> i16 {
  %r = llvm.fptoui %a0 : f64 to i16
  llvm.return %r : i16
}
llvm.func @sitofp_i16_f64(%a0: i16) -> f64 {
  %r = llvm.sitofp %a0 : i16 to f64
  llvm.return %r : f64
}
llvm.func @uitofp_i16_f64(%a0: i16) -> f64 {
  %r = llvm.uitofp %a0 : i16 to f64
  llvm.return %r : f64
}
llvm.func @fptosi_f64_i32(%a0: f64) -> i32 {
  %r = llvm.fptosi %a0 : f64 to i32
  llvm.return %r : i32
}
llvm.func @fptoui_f64_i32(%a0: f64) -> i32 {
  %r = llvm.fptoui %a0 : f64 to i32
  llvm.return %r : i32
}
llvm.func @sitofp_i32_f64(%a0: i32) -> f64 {
  %r = llvm.sitofp %a0 : i32 to f64
  llvm.return %r : f64
}
llvm.func @uitofp_i32_f64(%a0: i32) -> f64 {
  %r = llvm.uitofp %a0 : i32 to f64
  llvm.return %r : f64
}
llvm.func @fptosi_f64_i64(%a0: f64) -> i64 {
  %r = llvm.fptosi %a0 : f64 to i64
  llvm.return %r : i64
}
llvm.func @fptoui_f64_i64(%a0: f64) -> i64 {
  %r = llvm.fptoui %a0 : f64 to i64
  llvm.return %r : i64
}
llvm.func @sitofp_i64_f64(%a0: i64) -> f64 {
  %r = llvm.sitofp %a0 : i64 to f64
  llvm.return %r : f64
}
llvm.func @uitofp_i64_f64(%a0: i64) -> f64 {
  %r = llvm.uitofp %a0 : i64 to f64
  llvm.return %r : f64
}
llvm.func @fneg_f64(%a0: f64) -> f64 {
  %r = llvm.fneg %a0 : f64
  llvm.return %r : f64
}
llvm.func @frem_f64(%a0: f64, %a1: f64) -> f64 {
  %r = llvm.frem %a0, %a1 : f64
  llvm.return %r : f64
}
llvm.func @cmp__false_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "_false" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br__false_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "_false" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel__false_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "_false" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_oeq_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "oeq" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_oeq_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "oeq" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_oeq_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "oeq" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_ogt_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "ogt" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_ogt_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "ogt" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ogt_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "ogt" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_oge_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "oge" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_oge_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "oge" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_oge_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "oge" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_olt_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "olt" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_olt_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "olt" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_olt_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "olt" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_ole_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "ole" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_ole_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "ole" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ole_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "ole" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_one_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "one" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_one_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "one" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_one_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "one" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_ord_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "ord" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_ord_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "ord" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ord_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "ord" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_ueq_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "ueq" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_ueq_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "ueq" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ueq_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "ueq" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_ugt_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "ugt" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_ugt_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "ugt" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ugt_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "ugt" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_uge_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "uge" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_uge_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "uge" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_uge_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "uge" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_ult_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "ult" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_ult_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "ult" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ult_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "ult" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_ule_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "ule" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_ule_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "ule" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_ule_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "ule" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_une_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "une" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_une_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "une" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_une_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "une" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp_uno_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "uno" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br_uno_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "uno" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel_uno_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "uno" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @cmp__true_f64(%a0: f64, %a1: f64) -> i1 {
  %r = llvm.fcmp "_true" %a0, %a1 : f64
  llvm.return %r : i1
}
llvm.func @br__true_f64(%a0: f64, %a1: f64) -> i64 {
  %c = llvm.fcmp "_true" %a0, %a1 : f64
  llvm.cond_br %c, ^t, ^f
^t:
  %one = llvm.mlir.constant(11 : i64) : i64
  llvm.return %one : i64
^f:
  %two = llvm.mlir.constant(22 : i64) : i64
  llvm.return %two : i64
}
llvm.func @sel__true_f64(%a0: f64, %a1: f64) -> f64 {
  %c = llvm.fcmp "_true" %a0, %a1 : f64
  %r = llvm.select %c, %a0, %a1 : i1, f64
  llvm.return %r : f64
}
llvm.func @ext(%a0: f32) -> f64 {
  %r = llvm.fpext %a0 : f32 to f64
  llvm.return %r : f64
}
llvm.func @trunc(%a0: f64) -> f32 {
  %r = llvm.fptrunc %a0 : f64 to f32
  llvm.return %r : f32
}
llvm.func @main() -> i32 {
  %k1 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.bitcast %k1 : i32 to f32
  %r2 = llvm.call @fptosi_f32_i1(%c1) : (f32) -> i1
  %x3 = llvm.sext %r2 : i1 to i64
  llvm.call @printI64(%x3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k4 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c4 = llvm.bitcast %k4 : i32 to f32
  %r5 = llvm.call @fptosi_f32_i1(%c4) : (f32) -> i1
  %x6 = llvm.sext %r5 : i1 to i64
  llvm.call @printI64(%x6) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k7 = llvm.mlir.constant(1056964608 : i32) : i32
  %c7 = llvm.bitcast %k7 : i32 to f32
  %r8 = llvm.call @fptosi_f32_i1(%c7) : (f32) -> i1
  %x9 = llvm.sext %r8 : i1 to i64
  llvm.call @printI64(%x9) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k10 = llvm.mlir.constant(-1083808154 : i32) : i32
  %c10 = llvm.bitcast %k10 : i32 to f32
  %r11 = llvm.call @fptosi_f32_i1(%c10) : (f32) -> i1
  %x12 = llvm.sext %r11 : i1 to i64
  llvm.call @printI64(%x12) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k13 = llvm.mlir.constant(-1082130432 : i32) : i32
  %c13 = llvm.bitcast %k13 : i32 to f32
  %r14 = llvm.call @fptosi_f32_i1(%c13) : (f32) -> i1
  %x15 = llvm.sext %r14 : i1 to i64
  llvm.call @printI64(%x15) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k16 = llvm.mlir.constant(0 : i32) : i32
  %c16 = llvm.bitcast %k16 : i32 to f32
  %r17 = llvm.call @fptoui_f32_i1(%c16) : (f32) -> i1
  %x18 = llvm.zext %r17 : i1 to i64
  llvm.call @printI64(%x18) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k19 = llvm.mlir.constant(1065185444 : i32) : i32
  %c19 = llvm.bitcast %k19 : i32 to f32
  %r20 = llvm.call @fptoui_f32_i1(%c19) : (f32) -> i1
  %x21 = llvm.zext %r20 : i1 to i64
  llvm.call @printI64(%x21) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k22 = llvm.mlir.constant(1065353216 : i32) : i32
  %c22 = llvm.bitcast %k22 : i32 to f32
  %r23 = llvm.call @fptoui_f32_i1(%c22) : (f32) -> i1
  %x24 = llvm.zext %r23 : i1 to i64
  llvm.call @printI64(%x24) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c25 = llvm.mlir.constant(0 : i1) : i1
  %r26 = llvm.call @sitofp_i1_f32(%c25) : (i1) -> f32
  %b27 = llvm.bitcast %r26 : f32 to i32
  %x28 = llvm.zext %b27 : i32 to i64
  llvm.call @printI64(%x28) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r29 = llvm.call @uitofp_i1_f32(%c25) : (i1) -> f32
  %b30 = llvm.bitcast %r29 : f32 to i32
  %x31 = llvm.zext %b30 : i32 to i64
  llvm.call @printI64(%x31) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c32 = llvm.mlir.constant(1 : i1) : i1
  %r33 = llvm.call @sitofp_i1_f32(%c32) : (i1) -> f32
  %b34 = llvm.bitcast %r33 : f32 to i32
  %x35 = llvm.zext %b34 : i32 to i64
  llvm.call @printI64(%x35) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r36 = llvm.call @uitofp_i1_f32(%c32) : (i1) -> f32
  %b37 = llvm.bitcast %r36 : f32 to i32
  %x38 = llvm.zext %b37 : i32 to i64
  llvm.call @printI64(%x38) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c39 = llvm.mlir.constant(1 : i1) : i1
  %r40 = llvm.call @sitofp_i1_f32(%c39) : (i1) -> f32
  %b41 = llvm.bitcast %r40 : f32 to i32
  %x42 = llvm.zext %b41 : i32 to i64
  llvm.call @printI64(%x42) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r43 = llvm.call @uitofp_i1_f32(%c39) : (i1) -> f32
  %b44 = llvm.bitcast %r43 : f32 to i32
  %x45 = llvm.zext %b44 : i32 to i64
  llvm.call @printI64(%x45) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c46 = llvm.mlir.constant(0 : i1) : i1
  %r47 = llvm.call @sitofp_i1_f32(%c46) : (i1) -> f32
  %b48 = llvm.bitcast %r47 : f32 to i32
  %x49 = llvm.zext %b48 : i32 to i64
  llvm.call @printI64(%x49) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r50 = llvm.call @uitofp_i1_f32(%c46) : (i1) -> f32
  %b51 = llvm.bitcast %r50 : f32 to i32
  %x52 = llvm.zext %b51 : i32 to i64
  llvm.call @printI64(%x52) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c53 = llvm.mlir.constant(1 : i1) : i1
  %r54 = llvm.call @sitofp_i1_f32(%c53) : (i1) -> f32
  %b55 = llvm.bitcast %r54 : f32 to i32
  %x56 = llvm.zext %b55 : i32 to i64
  llvm.call @printI64(%x56) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r57 = llvm.call @uitofp_i1_f32(%c53) : (i1) -> f32
  %b58 = llvm.bitcast %r57 : f32 to i32
  %x59 = llvm.zext %b58 : i32 to i64
  llvm.call @printI64(%x59) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c60 = llvm.mlir.constant(0 : i1) : i1
  %r61 = llvm.call @sitofp_i1_f32(%c60) : (i1) -> f32
  %b62 = llvm.bitcast %r61 : f32 to i32
  %x63 = llvm.zext %b62 : i32 to i64
  llvm.call @printI64(%x63) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r64 = llvm.call @uitofp_i1_f32(%c60) : (i1) -> f32
  %b65 = llvm.bitcast %r64 : f32 to i32
  %x66 = llvm.zext %b65 : i32 to i64
  llvm.call @printI64(%x66) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c67 = llvm.mlir.constant(1 : i1) : i1
  %r68 = llvm.call @sitofp_i1_f32(%c67) : (i1) -> f32
  %b69 = llvm.bitcast %r68 : f32 to i32
  %x70 = llvm.zext %b69 : i32 to i64
  llvm.call @printI64(%x70) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r71 = llvm.call @uitofp_i1_f32(%c67) : (i1) -> f32
  %b72 = llvm.bitcast %r71 : f32 to i32
  %x73 = llvm.zext %b72 : i32 to i64
  llvm.call @printI64(%x73) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c74 = llvm.mlir.constant(1 : i1) : i1
  %r75 = llvm.call @sitofp_i1_f32(%c74) : (i1) -> f32
  %b76 = llvm.bitcast %r75 : f32 to i32
  %x77 = llvm.zext %b76 : i32 to i64
  llvm.call @printI64(%x77) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r78 = llvm.call @uitofp_i1_f32(%c74) : (i1) -> f32
  %b79 = llvm.bitcast %r78 : f32 to i32
  %x80 = llvm.zext %b79 : i32 to i64
  llvm.call @printI64(%x80) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k81 = llvm.mlir.constant(0 : i32) : i32
  %c81 = llvm.bitcast %k81 : i32 to f32
  %r82 = llvm.call @fptosi_f32_i8(%c81) : (f32) -> i8
  %x83 = llvm.sext %r82 : i8 to i64
  llvm.call @printI64(%x83) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k84 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c84 = llvm.bitcast %k84 : i32 to f32
  %r85 = llvm.call @fptosi_f32_i8(%c84) : (f32) -> i8
  %x86 = llvm.sext %r85 : i8 to i64
  llvm.call @printI64(%x86) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k87 = llvm.mlir.constant(1063675494 : i32) : i32
  %c87 = llvm.bitcast %k87 : i32 to f32
  %r88 = llvm.call @fptosi_f32_i8(%c87) : (f32) -> i8
  %x89 = llvm.sext %r88 : i8 to i64
  llvm.call @printI64(%x89) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k90 = llvm.mlir.constant(-1083808154 : i32) : i32
  %c90 = llvm.bitcast %k90 : i32 to f32
  %r91 = llvm.call @fptosi_f32_i8(%c90) : (f32) -> i8
  %x92 = llvm.sext %r91 : i8 to i64
  llvm.call @printI64(%x92) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k93 = llvm.mlir.constant(-1023410176 : i32) : i32
  %c93 = llvm.bitcast %k93 : i32 to f32
  %r94 = llvm.call @fptosi_f32_i8(%c93) : (f32) -> i8
  %x95 = llvm.sext %r94 : i8 to i64
  llvm.call @printI64(%x95) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k96 = llvm.mlir.constant(1123942400 : i32) : i32
  %c96 = llvm.bitcast %k96 : i32 to f32
  %r97 = llvm.call @fptosi_f32_i8(%c96) : (f32) -> i8
  %x98 = llvm.sext %r97 : i8 to i64
  llvm.call @printI64(%x98) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k99 = llvm.mlir.constant(-1023475712 : i32) : i32
  %c99 = llvm.bitcast %k99 : i32 to f32
  %r100 = llvm.call @fptosi_f32_i8(%c99) : (f32) -> i8
  %x101 = llvm.sext %r100 : i8 to i64
  llvm.call @printI64(%x101) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k102 = llvm.mlir.constant(-1082130432 : i32) : i32
  %c102 = llvm.bitcast %k102 : i32 to f32
  %r103 = llvm.call @fptosi_f32_i8(%c102) : (f32) -> i8
  %x104 = llvm.sext %r103 : i8 to i64
  llvm.call @printI64(%x104) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k105 = llvm.mlir.constant(1080872141 : i32) : i32
  %c105 = llvm.bitcast %k105 : i32 to f32
  %r106 = llvm.call @fptosi_f32_i8(%c105) : (f32) -> i8
  %x107 = llvm.sext %r106 : i8 to i64
  llvm.call @printI64(%x107) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k108 = llvm.mlir.constant(0 : i32) : i32
  %c108 = llvm.bitcast %k108 : i32 to f32
  %r109 = llvm.call @fptoui_f32_i8(%c108) : (f32) -> i8
  %x110 = llvm.zext %r109 : i8 to i64
  llvm.call @printI64(%x110) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k111 = llvm.mlir.constant(1065185444 : i32) : i32
  %c111 = llvm.bitcast %k111 : i32 to f32
  %r112 = llvm.call @fptoui_f32_i8(%c111) : (f32) -> i8
  %x113 = llvm.zext %r112 : i8 to i64
  llvm.call @printI64(%x113) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k114 = llvm.mlir.constant(1120495206 : i32) : i32
  %c114 = llvm.bitcast %k114 : i32 to f32
  %r115 = llvm.call @fptoui_f32_i8(%c114) : (f32) -> i8
  %x116 = llvm.zext %r115 : i8 to i64
  llvm.call @printI64(%x116) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k117 = llvm.mlir.constant(1132396544 : i32) : i32
  %c117 = llvm.bitcast %k117 : i32 to f32
  %r118 = llvm.call @fptoui_f32_i8(%c117) : (f32) -> i8
  %x119 = llvm.zext %r118 : i8 to i64
  llvm.call @printI64(%x119) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k120 = llvm.mlir.constant(1117388800 : i32) : i32
  %c120 = llvm.bitcast %k120 : i32 to f32
  %r121 = llvm.call @fptoui_f32_i8(%c120) : (f32) -> i8
  %x122 = llvm.zext %r121 : i8 to i64
  llvm.call @printI64(%x122) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k123 = llvm.mlir.constant(1077936128 : i32) : i32
  %c123 = llvm.bitcast %k123 : i32 to f32
  %r124 = llvm.call @fptoui_f32_i8(%c123) : (f32) -> i8
  %x125 = llvm.zext %r124 : i8 to i64
  llvm.call @printI64(%x125) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c126 = llvm.mlir.constant(0 : i8) : i8
  %r127 = llvm.call @sitofp_i8_f32(%c126) : (i8) -> f32
  %b128 = llvm.bitcast %r127 : f32 to i32
  %x129 = llvm.zext %b128 : i32 to i64
  llvm.call @printI64(%x129) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r130 = llvm.call @uitofp_i8_f32(%c126) : (i8) -> f32
  %b131 = llvm.bitcast %r130 : f32 to i32
  %x132 = llvm.zext %b131 : i32 to i64
  llvm.call @printI64(%x132) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c133 = llvm.mlir.constant(1 : i8) : i8
  %r134 = llvm.call @sitofp_i8_f32(%c133) : (i8) -> f32
  %b135 = llvm.bitcast %r134 : f32 to i32
  %x136 = llvm.zext %b135 : i32 to i64
  llvm.call @printI64(%x136) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r137 = llvm.call @uitofp_i8_f32(%c133) : (i8) -> f32
  %b138 = llvm.bitcast %r137 : f32 to i32
  %x139 = llvm.zext %b138 : i32 to i64
  llvm.call @printI64(%x139) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c140 = llvm.mlir.constant(-1 : i8) : i8
  %r141 = llvm.call @sitofp_i8_f32(%c140) : (i8) -> f32
  %b142 = llvm.bitcast %r141 : f32 to i32
  %x143 = llvm.zext %b142 : i32 to i64
  llvm.call @printI64(%x143) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r144 = llvm.call @uitofp_i8_f32(%c140) : (i8) -> f32
  %b145 = llvm.bitcast %r144 : f32 to i32
  %x146 = llvm.zext %b145 : i32 to i64
  llvm.call @printI64(%x146) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c147 = llvm.mlir.constant(-128 : i8) : i8
  %r148 = llvm.call @sitofp_i8_f32(%c147) : (i8) -> f32
  %b149 = llvm.bitcast %r148 : f32 to i32
  %x150 = llvm.zext %b149 : i32 to i64
  llvm.call @printI64(%x150) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r151 = llvm.call @uitofp_i8_f32(%c147) : (i8) -> f32
  %b152 = llvm.bitcast %r151 : f32 to i32
  %x153 = llvm.zext %b152 : i32 to i64
  llvm.call @printI64(%x153) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c154 = llvm.mlir.constant(127 : i8) : i8
  %r155 = llvm.call @sitofp_i8_f32(%c154) : (i8) -> f32
  %b156 = llvm.bitcast %r155 : f32 to i32
  %x157 = llvm.zext %b156 : i32 to i64
  llvm.call @printI64(%x157) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r158 = llvm.call @uitofp_i8_f32(%c154) : (i8) -> f32
  %b159 = llvm.bitcast %r158 : f32 to i32
  %x160 = llvm.zext %b159 : i32 to i64
  llvm.call @printI64(%x160) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c161 = llvm.mlir.constant(-1 : i8) : i8
  %r162 = llvm.call @sitofp_i8_f32(%c161) : (i8) -> f32
  %b163 = llvm.bitcast %r162 : f32 to i32
  %x164 = llvm.zext %b163 : i32 to i64
  llvm.call @printI64(%x164) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r165 = llvm.call @uitofp_i8_f32(%c161) : (i8) -> f32
  %b166 = llvm.bitcast %r165 : f32 to i32
  %x167 = llvm.zext %b166 : i32 to i64
  llvm.call @printI64(%x167) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c168 = llvm.mlir.constant(5 : i8) : i8
  %r169 = llvm.call @sitofp_i8_f32(%c168) : (i8) -> f32
  %b170 = llvm.bitcast %r169 : f32 to i32
  %x171 = llvm.zext %b170 : i32 to i64
  llvm.call @printI64(%x171) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r172 = llvm.call @uitofp_i8_f32(%c168) : (i8) -> f32
  %b173 = llvm.bitcast %r172 : f32 to i32
  %x174 = llvm.zext %b173 : i32 to i64
  llvm.call @printI64(%x174) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c175 = llvm.mlir.constant(-7 : i8) : i8
  %r176 = llvm.call @sitofp_i8_f32(%c175) : (i8) -> f32
  %b177 = llvm.bitcast %r176 : f32 to i32
  %x178 = llvm.zext %b177 : i32 to i64
  llvm.call @printI64(%x178) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r179 = llvm.call @uitofp_i8_f32(%c175) : (i8) -> f32
  %b180 = llvm.bitcast %r179 : f32 to i32
  %x181 = llvm.zext %b180 : i32 to i64
  llvm.call @printI64(%x181) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k182 = llvm.mlir.constant(0 : i32) : i32
  %c182 = llvm.bitcast %k182 : i32 to f32
  %r183 = llvm.call @fptosi_f32_i16(%c182) : (f32) -> i16
  %x184 = llvm.sext %r183 : i16 to i64
  llvm.call @printI64(%x184) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k185 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c185 = llvm.bitcast %k185 : i32 to f32
  %r186 = llvm.call @fptosi_f32_i16(%c185) : (f32) -> i16
  %x187 = llvm.sext %r186 : i16 to i64
  llvm.call @printI64(%x187) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k188 = llvm.mlir.constant(1063675494 : i32) : i32
  %c188 = llvm.bitcast %k188 : i32 to f32
  %r189 = llvm.call @fptosi_f32_i16(%c188) : (f32) -> i16
  %x190 = llvm.sext %r189 : i16 to i64
  llvm.call @printI64(%x190) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k191 = llvm.mlir.constant(-1083808154 : i32) : i32
  %c191 = llvm.bitcast %k191 : i32 to f32
  %r192 = llvm.call @fptosi_f32_i16(%c191) : (f32) -> i16
  %x193 = llvm.sext %r192 : i16 to i64
  llvm.call @printI64(%x193) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k194 = llvm.mlir.constant(-956301312 : i32) : i32
  %c194 = llvm.bitcast %k194 : i32 to f32
  %r195 = llvm.call @fptosi_f32_i16(%c194) : (f32) -> i16
  %x196 = llvm.sext %r195 : i16 to i64
  llvm.call @printI64(%x196) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k197 = llvm.mlir.constant(1191181824 : i32) : i32
  %c197 = llvm.bitcast %k197 : i32 to f32
  %r198 = llvm.call @fptosi_f32_i16(%c197) : (f32) -> i16
  %x199 = llvm.sext %r198 : i16 to i64
  llvm.call @printI64(%x199) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k200 = llvm.mlir.constant(-956301568 : i32) : i32
  %c200 = llvm.bitcast %k200 : i32 to f32
  %r201 = llvm.call @fptosi_f32_i16(%c200) : (f32) -> i16
  %x202 = llvm.sext %r201 : i16 to i64
  llvm.call @printI64(%x202) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k203 = llvm.mlir.constant(-1082130432 : i32) : i32
  %c203 = llvm.bitcast %k203 : i32 to f32
  %r204 = llvm.call @fptosi_f32_i16(%c203) : (f32) -> i16
  %x205 = llvm.sext %r204 : i16 to i64
  llvm.call @printI64(%x205) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k206 = llvm.mlir.constant(1080872141 : i32) : i32
  %c206 = llvm.bitcast %k206 : i32 to f32
  %r207 = llvm.call @fptosi_f32_i16(%c206) : (f32) -> i16
  %x208 = llvm.sext %r207 : i16 to i64
  llvm.call @printI64(%x208) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k209 = llvm.mlir.constant(0 : i32) : i32
  %c209 = llvm.bitcast %k209 : i32 to f32
  %r210 = llvm.call @fptoui_f32_i16(%c209) : (f32) -> i16
  %x211 = llvm.zext %r210 : i16 to i64
  llvm.call @printI64(%x211) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k212 = llvm.mlir.constant(1065185444 : i32) : i32
  %c212 = llvm.bitcast %k212 : i32 to f32
  %r213 = llvm.call @fptoui_f32_i16(%c212) : (f32) -> i16
  %x214 = llvm.zext %r213 : i16 to i64
  llvm.call @printI64(%x214) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k215 = llvm.mlir.constant(1120495206 : i32) : i32
  %c215 = llvm.bitcast %k215 : i32 to f32
  %r216 = llvm.call @fptoui_f32_i16(%c215) : (f32) -> i16
  %x217 = llvm.zext %r216 : i16 to i64
  llvm.call @printI64(%x217) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k218 = llvm.mlir.constant(1199570688 : i32) : i32
  %c218 = llvm.bitcast %k218 : i32 to f32
  %r219 = llvm.call @fptoui_f32_i16(%c218) : (f32) -> i16
  %x220 = llvm.zext %r219 : i16 to i64
  llvm.call @printI64(%x220) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k221 = llvm.mlir.constant(1117388800 : i32) : i32
  %c221 = llvm.bitcast %k221 : i32 to f32
  %r222 = llvm.call @fptoui_f32_i16(%c221) : (f32) -> i16
  %x223 = llvm.zext %r222 : i16 to i64
  llvm.call @printI64(%x223) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k224 = llvm.mlir.constant(1077936128 : i32) : i32
  %c224 = llvm.bitcast %k224 : i32 to f32
  %r225 = llvm.call @fptoui_f32_i16(%c224) : (f32) -> i16
  %x226 = llvm.zext %r225 : i16 to i64
  llvm.call @printI64(%x226) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c227 = llvm.mlir.constant(0 : i16) : i16
  %r228 = llvm.call @sitofp_i16_f32(%c227) : (i16) -> f32
  %b229 = llvm.bitcast %r228 : f32 to i32
  %x230 = llvm.zext %b229 : i32 to i64
  llvm.call @printI64(%x230) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r231 = llvm.call @uitofp_i16_f32(%c227) : (i16) -> f32
  %b232 = llvm.bitcast %r231 : f32 to i32
  %x233 = llvm.zext %b232 : i32 to i64
  llvm.call @printI64(%x233) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c234 = llvm.mlir.constant(1 : i16) : i16
  %r235 = llvm.call @sitofp_i16_f32(%c234) : (i16) -> f32
  %b236 = llvm.bitcast %r235 : f32 to i32
  %x237 = llvm.zext %b236 : i32 to i64
  llvm.call @printI64(%x237) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r238 = llvm.call @uitofp_i16_f32(%c234) : (i16) -> f32
  %b239 = llvm.bitcast %r238 : f32 to i32
  %x240 = llvm.zext %b239 : i32 to i64
  llvm.call @printI64(%x240) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c241 = llvm.mlir.constant(-1 : i16) : i16
  %r242 = llvm.call @sitofp_i16_f32(%c241) : (i16) -> f32
  %b243 = llvm.bitcast %r242 : f32 to i32
  %x244 = llvm.zext %b243 : i32 to i64
  llvm.call @printI64(%x244) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r245 = llvm.call @uitofp_i16_f32(%c241) : (i16) -> f32
  %b246 = llvm.bitcast %r245 : f32 to i32
  %x247 = llvm.zext %b246 : i32 to i64
  llvm.call @printI64(%x247) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c248 = llvm.mlir.constant(-32768 : i16) : i16
  %r249 = llvm.call @sitofp_i16_f32(%c248) : (i16) -> f32
  %b250 = llvm.bitcast %r249 : f32 to i32
  %x251 = llvm.zext %b250 : i32 to i64
  llvm.call @printI64(%x251) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r252 = llvm.call @uitofp_i16_f32(%c248) : (i16) -> f32
  %b253 = llvm.bitcast %r252 : f32 to i32
  %x254 = llvm.zext %b253 : i32 to i64
  llvm.call @printI64(%x254) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c255 = llvm.mlir.constant(32767 : i16) : i16
  %r256 = llvm.call @sitofp_i16_f32(%c255) : (i16) -> f32
  %b257 = llvm.bitcast %r256 : f32 to i32
  %x258 = llvm.zext %b257 : i32 to i64
  llvm.call @printI64(%x258) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r259 = llvm.call @uitofp_i16_f32(%c255) : (i16) -> f32
  %b260 = llvm.bitcast %r259 : f32 to i32
  %x261 = llvm.zext %b260 : i32 to i64
  llvm.call @printI64(%x261) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c262 = llvm.mlir.constant(-1 : i16) : i16
  %r263 = llvm.call @sitofp_i16_f32(%c262) : (i16) -> f32
  %b264 = llvm.bitcast %r263 : f32 to i32
  %x265 = llvm.zext %b264 : i32 to i64
  llvm.call @printI64(%x265) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r266 = llvm.call @uitofp_i16_f32(%c262) : (i16) -> f32
  %b267 = llvm.bitcast %r266 : f32 to i32
  %x268 = llvm.zext %b267 : i32 to i64
  llvm.call @printI64(%x268) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c269 = llvm.mlir.constant(5 : i16) : i16
  %r270 = llvm.call @sitofp_i16_f32(%c269) : (i16) -> f32
  %b271 = llvm.bitcast %r270 : f32 to i32
  %x272 = llvm.zext %b271 : i32 to i64
  llvm.call @printI64(%x272) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r273 = llvm.call @uitofp_i16_f32(%c269) : (i16) -> f32
  %b274 = llvm.bitcast %r273 : f32 to i32
  %x275 = llvm.zext %b274 : i32 to i64
  llvm.call @printI64(%x275) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c276 = llvm.mlir.constant(-7 : i16) : i16
  %r277 = llvm.call @sitofp_i16_f32(%c276) : (i16) -> f32
  %b278 = llvm.bitcast %r277 : f32 to i32
  %x279 = llvm.zext %b278 : i32 to i64
  llvm.call @printI64(%x279) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r280 = llvm.call @uitofp_i16_f32(%c276) : (i16) -> f32
  %b281 = llvm.bitcast %r280 : f32 to i32
  %x282 = llvm.zext %b281 : i32 to i64
  llvm.call @printI64(%x282) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k283 = llvm.mlir.constant(0 : i32) : i32
  %c283 = llvm.bitcast %k283 : i32 to f32
  %r284 = llvm.call @fptosi_f32_i32(%c283) : (f32) -> i32
  %x285 = llvm.sext %r284 : i32 to i64
  llvm.call @printI64(%x285) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k286 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c286 = llvm.bitcast %k286 : i32 to f32
  %r287 = llvm.call @fptosi_f32_i32(%c286) : (f32) -> i32
  %x288 = llvm.sext %r287 : i32 to i64
  llvm.call @printI64(%x288) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k289 = llvm.mlir.constant(1063675494 : i32) : i32
  %c289 = llvm.bitcast %k289 : i32 to f32
  %r290 = llvm.call @fptosi_f32_i32(%c289) : (f32) -> i32
  %x291 = llvm.sext %r290 : i32 to i64
  llvm.call @printI64(%x291) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k292 = llvm.mlir.constant(-1083808154 : i32) : i32
  %c292 = llvm.bitcast %k292 : i32 to f32
  %r293 = llvm.call @fptosi_f32_i32(%c292) : (f32) -> i32
  %x294 = llvm.sext %r293 : i32 to i64
  llvm.call @printI64(%x294) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k295 = llvm.mlir.constant(-822083584 : i32) : i32
  %c295 = llvm.bitcast %k295 : i32 to f32
  %r296 = llvm.call @fptosi_f32_i32(%c295) : (f32) -> i32
  %x297 = llvm.sext %r296 : i32 to i64
  llvm.call @printI64(%x297) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k298 = llvm.mlir.constant(1585446912 : i32) : i32
  %c298 = llvm.bitcast %k298 : i32 to f32
  %r299 = llvm.call @fptosi_f32_i32(%c298) : (f32) -> i32
  %x300 = llvm.sext %r299 : i32 to i64
  llvm.call @printI64(%x300) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k301 = llvm.mlir.constant(-822083584 : i32) : i32
  %c301 = llvm.bitcast %k301 : i32 to f32
  %r302 = llvm.call @fptosi_f32_i32(%c301) : (f32) -> i32
  %x303 = llvm.sext %r302 : i32 to i64
  llvm.call @printI64(%x303) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k304 = llvm.mlir.constant(-1082130432 : i32) : i32
  %c304 = llvm.bitcast %k304 : i32 to f32
  %r305 = llvm.call @fptosi_f32_i32(%c304) : (f32) -> i32
  %x306 = llvm.sext %r305 : i32 to i64
  llvm.call @printI64(%x306) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k307 = llvm.mlir.constant(1080872141 : i32) : i32
  %c307 = llvm.bitcast %k307 : i32 to f32
  %r308 = llvm.call @fptosi_f32_i32(%c307) : (f32) -> i32
  %x309 = llvm.sext %r308 : i32 to i64
  llvm.call @printI64(%x309) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k310 = llvm.mlir.constant(0 : i32) : i32
  %c310 = llvm.bitcast %k310 : i32 to f32
  %r311 = llvm.call @fptoui_f32_i32(%c310) : (f32) -> i32
  %x312 = llvm.zext %r311 : i32 to i64
  llvm.call @printI64(%x312) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k313 = llvm.mlir.constant(1065185444 : i32) : i32
  %c313 = llvm.bitcast %k313 : i32 to f32
  %r314 = llvm.call @fptoui_f32_i32(%c313) : (f32) -> i32
  %x315 = llvm.zext %r314 : i32 to i64
  llvm.call @printI64(%x315) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k316 = llvm.mlir.constant(1120495206 : i32) : i32
  %c316 = llvm.bitcast %k316 : i32 to f32
  %r317 = llvm.call @fptoui_f32_i32(%c316) : (f32) -> i32
  %x318 = llvm.zext %r317 : i32 to i64
  llvm.call @printI64(%x318) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k319 = llvm.mlir.constant(1325400064 : i32) : i32
  %c319 = llvm.bitcast %k319 : i32 to f32
  %r320 = llvm.call @fptoui_f32_i32(%c319) : (f32) -> i32
  %x321 = llvm.zext %r320 : i32 to i64
  llvm.call @printI64(%x321) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k322 = llvm.mlir.constant(1117388800 : i32) : i32
  %c322 = llvm.bitcast %k322 : i32 to f32
  %r323 = llvm.call @fptoui_f32_i32(%c322) : (f32) -> i32
  %x324 = llvm.zext %r323 : i32 to i64
  llvm.call @printI64(%x324) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k325 = llvm.mlir.constant(1077936128 : i32) : i32
  %c325 = llvm.bitcast %k325 : i32 to f32
  %r326 = llvm.call @fptoui_f32_i32(%c325) : (f32) -> i32
  %x327 = llvm.zext %r326 : i32 to i64
  llvm.call @printI64(%x327) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c328 = llvm.mlir.constant(0 : i32) : i32
  %r329 = llvm.call @sitofp_i32_f32(%c328) : (i32) -> f32
  %b330 = llvm.bitcast %r329 : f32 to i32
  %x331 = llvm.zext %b330 : i32 to i64
  llvm.call @printI64(%x331) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r332 = llvm.call @uitofp_i32_f32(%c328) : (i32) -> f32
  %b333 = llvm.bitcast %r332 : f32 to i32
  %x334 = llvm.zext %b333 : i32 to i64
  llvm.call @printI64(%x334) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c335 = llvm.mlir.constant(1 : i32) : i32
  %r336 = llvm.call @sitofp_i32_f32(%c335) : (i32) -> f32
  %b337 = llvm.bitcast %r336 : f32 to i32
  %x338 = llvm.zext %b337 : i32 to i64
  llvm.call @printI64(%x338) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r339 = llvm.call @uitofp_i32_f32(%c335) : (i32) -> f32
  %b340 = llvm.bitcast %r339 : f32 to i32
  %x341 = llvm.zext %b340 : i32 to i64
  llvm.call @printI64(%x341) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c342 = llvm.mlir.constant(-1 : i32) : i32
  %r343 = llvm.call @sitofp_i32_f32(%c342) : (i32) -> f32
  %b344 = llvm.bitcast %r343 : f32 to i32
  %x345 = llvm.zext %b344 : i32 to i64
  llvm.call @printI64(%x345) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r346 = llvm.call @uitofp_i32_f32(%c342) : (i32) -> f32
  %b347 = llvm.bitcast %r346 : f32 to i32
  %x348 = llvm.zext %b347 : i32 to i64
  llvm.call @printI64(%x348) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c349 = llvm.mlir.constant(-2147483648 : i32) : i32
  %r350 = llvm.call @sitofp_i32_f32(%c349) : (i32) -> f32
  %b351 = llvm.bitcast %r350 : f32 to i32
  %x352 = llvm.zext %b351 : i32 to i64
  llvm.call @printI64(%x352) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r353 = llvm.call @uitofp_i32_f32(%c349) : (i32) -> f32
  %b354 = llvm.bitcast %r353 : f32 to i32
  %x355 = llvm.zext %b354 : i32 to i64
  llvm.call @printI64(%x355) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c356 = llvm.mlir.constant(2147483647 : i32) : i32
  %r357 = llvm.call @sitofp_i32_f32(%c356) : (i32) -> f32
  %b358 = llvm.bitcast %r357 : f32 to i32
  %x359 = llvm.zext %b358 : i32 to i64
  llvm.call @printI64(%x359) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r360 = llvm.call @uitofp_i32_f32(%c356) : (i32) -> f32
  %b361 = llvm.bitcast %r360 : f32 to i32
  %x362 = llvm.zext %b361 : i32 to i64
  llvm.call @printI64(%x362) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c363 = llvm.mlir.constant(-1 : i32) : i32
  %r364 = llvm.call @sitofp_i32_f32(%c363) : (i32) -> f32
  %b365 = llvm.bitcast %r364 : f32 to i32
  %x366 = llvm.zext %b365 : i32 to i64
  llvm.call @printI64(%x366) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r367 = llvm.call @uitofp_i32_f32(%c363) : (i32) -> f32
  %b368 = llvm.bitcast %r367 : f32 to i32
  %x369 = llvm.zext %b368 : i32 to i64
  llvm.call @printI64(%x369) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c370 = llvm.mlir.constant(5 : i32) : i32
  %r371 = llvm.call @sitofp_i32_f32(%c370) : (i32) -> f32
  %b372 = llvm.bitcast %r371 : f32 to i32
  %x373 = llvm.zext %b372 : i32 to i64
  llvm.call @printI64(%x373) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r374 = llvm.call @uitofp_i32_f32(%c370) : (i32) -> f32
  %b375 = llvm.bitcast %r374 : f32 to i32
  %x376 = llvm.zext %b375 : i32 to i64
  llvm.call @printI64(%x376) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c377 = llvm.mlir.constant(-7 : i32) : i32
  %r378 = llvm.call @sitofp_i32_f32(%c377) : (i32) -> f32
  %b379 = llvm.bitcast %r378 : f32 to i32
  %x380 = llvm.zext %b379 : i32 to i64
  llvm.call @printI64(%x380) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r381 = llvm.call @uitofp_i32_f32(%c377) : (i32) -> f32
  %b382 = llvm.bitcast %r381 : f32 to i32
  %x383 = llvm.zext %b382 : i32 to i64
  llvm.call @printI64(%x383) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k384 = llvm.mlir.constant(0 : i32) : i32
  %c384 = llvm.bitcast %k384 : i32 to f32
  %r385 = llvm.call @fptosi_f32_i64(%c384) : (f32) -> i64
  llvm.call @printI64(%r385) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k387 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c387 = llvm.bitcast %k387 : i32 to f32
  %r388 = llvm.call @fptosi_f32_i64(%c387) : (f32) -> i64
  llvm.call @printI64(%r388) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k390 = llvm.mlir.constant(1063675494 : i32) : i32
  %c390 = llvm.bitcast %k390 : i32 to f32
  %r391 = llvm.call @fptosi_f32_i64(%c390) : (f32) -> i64
  llvm.call @printI64(%r391) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k393 = llvm.mlir.constant(-1083808154 : i32) : i32
  %c393 = llvm.bitcast %k393 : i32 to f32
  %r394 = llvm.call @fptosi_f32_i64(%c393) : (f32) -> i64
  llvm.call @printI64(%r394) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k396 = llvm.mlir.constant(-553648128 : i32) : i32
  %c396 = llvm.bitcast %k396 : i32 to f32
  %r397 = llvm.call @fptosi_f32_i64(%c396) : (f32) -> i64
  llvm.call @printI64(%r397) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k399 = llvm.mlir.constant(1585446912 : i32) : i32
  %c399 = llvm.bitcast %k399 : i32 to f32
  %r400 = llvm.call @fptosi_f32_i64(%c399) : (f32) -> i64
  llvm.call @printI64(%r400) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k402 = llvm.mlir.constant(-1077936128 : i32) : i32
  %c402 = llvm.bitcast %k402 : i32 to f32
  %r403 = llvm.call @fptosi_f32_i64(%c402) : (f32) -> i64
  llvm.call @printI64(%r403) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k405 = llvm.mlir.constant(-1082130432 : i32) : i32
  %c405 = llvm.bitcast %k405 : i32 to f32
  %r406 = llvm.call @fptosi_f32_i64(%c405) : (f32) -> i64
  llvm.call @printI64(%r406) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k408 = llvm.mlir.constant(1080872141 : i32) : i32
  %c408 = llvm.bitcast %k408 : i32 to f32
  %r409 = llvm.call @fptosi_f32_i64(%c408) : (f32) -> i64
  llvm.call @printI64(%r409) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k411 = llvm.mlir.constant(0 : i32) : i32
  %c411 = llvm.bitcast %k411 : i32 to f32
  %r412 = llvm.call @fptoui_f32_i64(%c411) : (f32) -> i64
  llvm.call @printI64(%r412) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k414 = llvm.mlir.constant(1065185444 : i32) : i32
  %c414 = llvm.bitcast %k414 : i32 to f32
  %r415 = llvm.call @fptoui_f32_i64(%c414) : (f32) -> i64
  llvm.call @printI64(%r415) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k417 = llvm.mlir.constant(1120495206 : i32) : i32
  %c417 = llvm.bitcast %k417 : i32 to f32
  %r418 = llvm.call @fptoui_f32_i64(%c417) : (f32) -> i64
  llvm.call @printI64(%r418) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k420 = llvm.mlir.constant(1593835520 : i32) : i32
  %c420 = llvm.bitcast %k420 : i32 to f32
  %r421 = llvm.call @fptoui_f32_i64(%c420) : (f32) -> i64
  llvm.call @printI64(%r421) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k423 = llvm.mlir.constant(1593835521 : i32) : i32
  %c423 = llvm.bitcast %k423 : i32 to f32
  %r424 = llvm.call @fptoui_f32_i64(%c423) : (f32) -> i64
  llvm.call @printI64(%r424) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k426 = llvm.mlir.constant(1601817817 : i32) : i32
  %c426 = llvm.bitcast %k426 : i32 to f32
  %r427 = llvm.call @fptoui_f32_i64(%c426) : (f32) -> i64
  llvm.call @printI64(%r427) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c429 = llvm.mlir.constant(0 : i64) : i64
  %r430 = llvm.call @sitofp_i64_f32(%c429) : (i64) -> f32
  %b431 = llvm.bitcast %r430 : f32 to i32
  %x432 = llvm.zext %b431 : i32 to i64
  llvm.call @printI64(%x432) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r433 = llvm.call @uitofp_i64_f32(%c429) : (i64) -> f32
  %b434 = llvm.bitcast %r433 : f32 to i32
  %x435 = llvm.zext %b434 : i32 to i64
  llvm.call @printI64(%x435) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c436 = llvm.mlir.constant(1 : i64) : i64
  %r437 = llvm.call @sitofp_i64_f32(%c436) : (i64) -> f32
  %b438 = llvm.bitcast %r437 : f32 to i32
  %x439 = llvm.zext %b438 : i32 to i64
  llvm.call @printI64(%x439) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r440 = llvm.call @uitofp_i64_f32(%c436) : (i64) -> f32
  %b441 = llvm.bitcast %r440 : f32 to i32
  %x442 = llvm.zext %b441 : i32 to i64
  llvm.call @printI64(%x442) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c443 = llvm.mlir.constant(-1 : i64) : i64
  %r444 = llvm.call @sitofp_i64_f32(%c443) : (i64) -> f32
  %b445 = llvm.bitcast %r444 : f32 to i32
  %x446 = llvm.zext %b445 : i32 to i64
  llvm.call @printI64(%x446) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r447 = llvm.call @uitofp_i64_f32(%c443) : (i64) -> f32
  %b448 = llvm.bitcast %r447 : f32 to i32
  %x449 = llvm.zext %b448 : i32 to i64
  llvm.call @printI64(%x449) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c450 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %r451 = llvm.call @sitofp_i64_f32(%c450) : (i64) -> f32
  %b452 = llvm.bitcast %r451 : f32 to i32
  %x453 = llvm.zext %b452 : i32 to i64
  llvm.call @printI64(%x453) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r454 = llvm.call @uitofp_i64_f32(%c450) : (i64) -> f32
  %b455 = llvm.bitcast %r454 : f32 to i32
  %x456 = llvm.zext %b455 : i32 to i64
  llvm.call @printI64(%x456) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c457 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %r458 = llvm.call @sitofp_i64_f32(%c457) : (i64) -> f32
  %b459 = llvm.bitcast %r458 : f32 to i32
  %x460 = llvm.zext %b459 : i32 to i64
  llvm.call @printI64(%x460) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r461 = llvm.call @uitofp_i64_f32(%c457) : (i64) -> f32
  %b462 = llvm.bitcast %r461 : f32 to i32
  %x463 = llvm.zext %b462 : i32 to i64
  llvm.call @printI64(%x463) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c464 = llvm.mlir.constant(-3 : i64) : i64
  %r465 = llvm.call @sitofp_i64_f32(%c464) : (i64) -> f32
  %b466 = llvm.bitcast %r465 : f32 to i32
  %x467 = llvm.zext %b466 : i32 to i64
  llvm.call @printI64(%x467) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r468 = llvm.call @uitofp_i64_f32(%c464) : (i64) -> f32
  %b469 = llvm.bitcast %r468 : f32 to i32
  %x470 = llvm.zext %b469 : i32 to i64
  llvm.call @printI64(%x470) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c471 = llvm.mlir.constant(5 : i64) : i64
  %r472 = llvm.call @sitofp_i64_f32(%c471) : (i64) -> f32
  %b473 = llvm.bitcast %r472 : f32 to i32
  %x474 = llvm.zext %b473 : i32 to i64
  llvm.call @printI64(%x474) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r475 = llvm.call @uitofp_i64_f32(%c471) : (i64) -> f32
  %b476 = llvm.bitcast %r475 : f32 to i32
  %x477 = llvm.zext %b476 : i32 to i64
  llvm.call @printI64(%x477) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c478 = llvm.mlir.constant(-7 : i64) : i64
  %r479 = llvm.call @sitofp_i64_f32(%c478) : (i64) -> f32
  %b480 = llvm.bitcast %r479 : f32 to i32
  %x481 = llvm.zext %b480 : i32 to i64
  llvm.call @printI64(%x481) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r482 = llvm.call @uitofp_i64_f32(%c478) : (i64) -> f32
  %b483 = llvm.bitcast %r482 : f32 to i32
  %x484 = llvm.zext %b483 : i32 to i64
  llvm.call @printI64(%x484) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c485 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %r486 = llvm.call @sitofp_i64_f32(%c485) : (i64) -> f32
  %b487 = llvm.bitcast %r486 : f32 to i32
  %x488 = llvm.zext %b487 : i32 to i64
  llvm.call @printI64(%x488) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r489 = llvm.call @uitofp_i64_f32(%c485) : (i64) -> f32
  %b490 = llvm.bitcast %r489 : f32 to i32
  %x491 = llvm.zext %b490 : i32 to i64
  llvm.call @printI64(%x491) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c492 = llvm.mlir.constant(-4611686018427387905 : i64) : i64
  %r493 = llvm.call @sitofp_i64_f32(%c492) : (i64) -> f32
  %b494 = llvm.bitcast %r493 : f32 to i32
  %x495 = llvm.zext %b494 : i32 to i64
  llvm.call @printI64(%x495) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r496 = llvm.call @uitofp_i64_f32(%c492) : (i64) -> f32
  %b497 = llvm.bitcast %r496 : f32 to i32
  %x498 = llvm.zext %b497 : i32 to i64
  llvm.call @printI64(%x498) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c499 = llvm.mlir.constant(9007199254740993 : i64) : i64
  %r500 = llvm.call @sitofp_i64_f32(%c499) : (i64) -> f32
  %b501 = llvm.bitcast %r500 : f32 to i32
  %x502 = llvm.zext %b501 : i32 to i64
  llvm.call @printI64(%x502) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r503 = llvm.call @uitofp_i64_f32(%c499) : (i64) -> f32
  %b504 = llvm.bitcast %r503 : f32 to i32
  %x505 = llvm.zext %b504 : i32 to i64
  llvm.call @printI64(%x505) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c506 = llvm.mlir.constant(-9007199254740993 : i64) : i64
  %r507 = llvm.call @sitofp_i64_f32(%c506) : (i64) -> f32
  %b508 = llvm.bitcast %r507 : f32 to i32
  %x509 = llvm.zext %b508 : i32 to i64
  llvm.call @printI64(%x509) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r510 = llvm.call @uitofp_i64_f32(%c506) : (i64) -> f32
  %b511 = llvm.bitcast %r510 : f32 to i32
  %x512 = llvm.zext %b511 : i32 to i64
  llvm.call @printI64(%x512) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c513 = llvm.mlir.constant(16777217 : i64) : i64
  %r514 = llvm.call @sitofp_i64_f32(%c513) : (i64) -> f32
  %b515 = llvm.bitcast %r514 : f32 to i32
  %x516 = llvm.zext %b515 : i32 to i64
  llvm.call @printI64(%x516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r517 = llvm.call @uitofp_i64_f32(%c513) : (i64) -> f32
  %b518 = llvm.bitcast %r517 : f32 to i32
  %x519 = llvm.zext %b518 : i32 to i64
  llvm.call @printI64(%x519) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c520 = llvm.mlir.constant(9007199254740995 : i64) : i64
  %r521 = llvm.call @sitofp_i64_f32(%c520) : (i64) -> f32
  %b522 = llvm.bitcast %r521 : f32 to i32
  %x523 = llvm.zext %b522 : i32 to i64
  llvm.call @printI64(%x523) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r524 = llvm.call @uitofp_i64_f32(%c520) : (i64) -> f32
  %b525 = llvm.bitcast %r524 : f32 to i32
  %x526 = llvm.zext %b525 : i32 to i64
  llvm.call @printI64(%x526) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k527 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c527 = llvm.bitcast %k527 : i32 to f32
  %r528 = llvm.call @fneg_f32(%c527) : (f32) -> f32
  %b529 = llvm.bitcast %r528 : f32 to i32
  %x530 = llvm.zext %b529 : i32 to i64
  llvm.call @printI64(%x530) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k531 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c531 = llvm.bitcast %k531 : i32 to f32
  %r532 = llvm.call @cmp__false_f32(%c527, %c531) : (f32, f32) -> i1
  %x533 = llvm.zext %r532 : i1 to i64
  llvm.call @printI64(%x533) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r534 = llvm.call @br__false_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r534) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r536 = llvm.call @sel__false_f32(%c527, %c531) : (f32, f32) -> f32
  %b537 = llvm.bitcast %r536 : f32 to i32
  %x538 = llvm.zext %b537 : i32 to i64
  llvm.call @printI64(%x538) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r539 = llvm.call @cmp_oeq_f32(%c527, %c531) : (f32, f32) -> i1
  %x540 = llvm.zext %r539 : i1 to i64
  llvm.call @printI64(%x540) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r541 = llvm.call @br_oeq_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r541) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r543 = llvm.call @sel_oeq_f32(%c527, %c531) : (f32, f32) -> f32
  %b544 = llvm.bitcast %r543 : f32 to i32
  %x545 = llvm.zext %b544 : i32 to i64
  llvm.call @printI64(%x545) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r546 = llvm.call @cmp_ogt_f32(%c527, %c531) : (f32, f32) -> i1
  %x547 = llvm.zext %r546 : i1 to i64
  llvm.call @printI64(%x547) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r548 = llvm.call @br_ogt_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r548) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r550 = llvm.call @sel_ogt_f32(%c527, %c531) : (f32, f32) -> f32
  %b551 = llvm.bitcast %r550 : f32 to i32
  %x552 = llvm.zext %b551 : i32 to i64
  llvm.call @printI64(%x552) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r553 = llvm.call @cmp_oge_f32(%c527, %c531) : (f32, f32) -> i1
  %x554 = llvm.zext %r553 : i1 to i64
  llvm.call @printI64(%x554) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r555 = llvm.call @br_oge_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r555) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r557 = llvm.call @sel_oge_f32(%c527, %c531) : (f32, f32) -> f32
  %b558 = llvm.bitcast %r557 : f32 to i32
  %x559 = llvm.zext %b558 : i32 to i64
  llvm.call @printI64(%x559) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r560 = llvm.call @cmp_olt_f32(%c527, %c531) : (f32, f32) -> i1
  %x561 = llvm.zext %r560 : i1 to i64
  llvm.call @printI64(%x561) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r562 = llvm.call @br_olt_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r562) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r564 = llvm.call @sel_olt_f32(%c527, %c531) : (f32, f32) -> f32
  %b565 = llvm.bitcast %r564 : f32 to i32
  %x566 = llvm.zext %b565 : i32 to i64
  llvm.call @printI64(%x566) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r567 = llvm.call @cmp_ole_f32(%c527, %c531) : (f32, f32) -> i1
  %x568 = llvm.zext %r567 : i1 to i64
  llvm.call @printI64(%x568) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r569 = llvm.call @br_ole_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r569) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r571 = llvm.call @sel_ole_f32(%c527, %c531) : (f32, f32) -> f32
  %b572 = llvm.bitcast %r571 : f32 to i32
  %x573 = llvm.zext %b572 : i32 to i64
  llvm.call @printI64(%x573) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r574 = llvm.call @cmp_one_f32(%c527, %c531) : (f32, f32) -> i1
  %x575 = llvm.zext %r574 : i1 to i64
  llvm.call @printI64(%x575) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r576 = llvm.call @br_one_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r576) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r578 = llvm.call @sel_one_f32(%c527, %c531) : (f32, f32) -> f32
  %b579 = llvm.bitcast %r578 : f32 to i32
  %x580 = llvm.zext %b579 : i32 to i64
  llvm.call @printI64(%x580) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r581 = llvm.call @cmp_ord_f32(%c527, %c531) : (f32, f32) -> i1
  %x582 = llvm.zext %r581 : i1 to i64
  llvm.call @printI64(%x582) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r583 = llvm.call @br_ord_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r583) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r585 = llvm.call @sel_ord_f32(%c527, %c531) : (f32, f32) -> f32
  %b586 = llvm.bitcast %r585 : f32 to i32
  %x587 = llvm.zext %b586 : i32 to i64
  llvm.call @printI64(%x587) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r588 = llvm.call @cmp_ueq_f32(%c527, %c531) : (f32, f32) -> i1
  %x589 = llvm.zext %r588 : i1 to i64
  llvm.call @printI64(%x589) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r590 = llvm.call @br_ueq_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r590) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r592 = llvm.call @sel_ueq_f32(%c527, %c531) : (f32, f32) -> f32
  %b593 = llvm.bitcast %r592 : f32 to i32
  %x594 = llvm.zext %b593 : i32 to i64
  llvm.call @printI64(%x594) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r595 = llvm.call @cmp_ugt_f32(%c527, %c531) : (f32, f32) -> i1
  %x596 = llvm.zext %r595 : i1 to i64
  llvm.call @printI64(%x596) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r597 = llvm.call @br_ugt_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r597) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r599 = llvm.call @sel_ugt_f32(%c527, %c531) : (f32, f32) -> f32
  %b600 = llvm.bitcast %r599 : f32 to i32
  %x601 = llvm.zext %b600 : i32 to i64
  llvm.call @printI64(%x601) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r602 = llvm.call @cmp_uge_f32(%c527, %c531) : (f32, f32) -> i1
  %x603 = llvm.zext %r602 : i1 to i64
  llvm.call @printI64(%x603) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r604 = llvm.call @br_uge_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r604) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r606 = llvm.call @sel_uge_f32(%c527, %c531) : (f32, f32) -> f32
  %b607 = llvm.bitcast %r606 : f32 to i32
  %x608 = llvm.zext %b607 : i32 to i64
  llvm.call @printI64(%x608) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r609 = llvm.call @cmp_ult_f32(%c527, %c531) : (f32, f32) -> i1
  %x610 = llvm.zext %r609 : i1 to i64
  llvm.call @printI64(%x610) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r611 = llvm.call @br_ult_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r611) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r613 = llvm.call @sel_ult_f32(%c527, %c531) : (f32, f32) -> f32
  %b614 = llvm.bitcast %r613 : f32 to i32
  %x615 = llvm.zext %b614 : i32 to i64
  llvm.call @printI64(%x615) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r616 = llvm.call @cmp_ule_f32(%c527, %c531) : (f32, f32) -> i1
  %x617 = llvm.zext %r616 : i1 to i64
  llvm.call @printI64(%x617) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r618 = llvm.call @br_ule_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r618) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r620 = llvm.call @sel_ule_f32(%c527, %c531) : (f32, f32) -> f32
  %b621 = llvm.bitcast %r620 : f32 to i32
  %x622 = llvm.zext %b621 : i32 to i64
  llvm.call @printI64(%x622) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r623 = llvm.call @cmp_une_f32(%c527, %c531) : (f32, f32) -> i1
  %x624 = llvm.zext %r623 : i1 to i64
  llvm.call @printI64(%x624) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r625 = llvm.call @br_une_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r625) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r627 = llvm.call @sel_une_f32(%c527, %c531) : (f32, f32) -> f32
  %b628 = llvm.bitcast %r627 : f32 to i32
  %x629 = llvm.zext %b628 : i32 to i64
  llvm.call @printI64(%x629) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r630 = llvm.call @cmp_uno_f32(%c527, %c531) : (f32, f32) -> i1
  %x631 = llvm.zext %r630 : i1 to i64
  llvm.call @printI64(%x631) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r632 = llvm.call @br_uno_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r632) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r634 = llvm.call @sel_uno_f32(%c527, %c531) : (f32, f32) -> f32
  %b635 = llvm.bitcast %r634 : f32 to i32
  %x636 = llvm.zext %b635 : i32 to i64
  llvm.call @printI64(%x636) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r637 = llvm.call @cmp__true_f32(%c527, %c531) : (f32, f32) -> i1
  %x638 = llvm.zext %r637 : i1 to i64
  llvm.call @printI64(%x638) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r639 = llvm.call @br__true_f32(%c527, %c531) : (f32, f32) -> i64
  llvm.call @printI64(%r639) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r641 = llvm.call @sel__true_f32(%c527, %c531) : (f32, f32) -> f32
  %b642 = llvm.bitcast %r641 : f32 to i32
  %x643 = llvm.zext %b642 : i32 to i64
  llvm.call @printI64(%x643) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k644 = llvm.mlir.constant(1069547520 : i32) : i32
  %c644 = llvm.bitcast %k644 : i32 to f32
  %r645 = llvm.call @frem_f32(%c527, %c644) : (f32, f32) -> f32
  %b646 = llvm.bitcast %r645 : f32 to i32
  %x647 = llvm.zext %b646 : i32 to i64
  llvm.call @printI64(%x647) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r648 = llvm.call @cmp__false_f32(%c527, %c644) : (f32, f32) -> i1
  %x649 = llvm.zext %r648 : i1 to i64
  llvm.call @printI64(%x649) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r650 = llvm.call @br__false_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r650) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r652 = llvm.call @sel__false_f32(%c527, %c644) : (f32, f32) -> f32
  %b653 = llvm.bitcast %r652 : f32 to i32
  %x654 = llvm.zext %b653 : i32 to i64
  llvm.call @printI64(%x654) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r655 = llvm.call @cmp_oeq_f32(%c527, %c644) : (f32, f32) -> i1
  %x656 = llvm.zext %r655 : i1 to i64
  llvm.call @printI64(%x656) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r657 = llvm.call @br_oeq_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r657) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r659 = llvm.call @sel_oeq_f32(%c527, %c644) : (f32, f32) -> f32
  %b660 = llvm.bitcast %r659 : f32 to i32
  %x661 = llvm.zext %b660 : i32 to i64
  llvm.call @printI64(%x661) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r662 = llvm.call @cmp_ogt_f32(%c527, %c644) : (f32, f32) -> i1
  %x663 = llvm.zext %r662 : i1 to i64
  llvm.call @printI64(%x663) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r664 = llvm.call @br_ogt_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r664) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r666 = llvm.call @sel_ogt_f32(%c527, %c644) : (f32, f32) -> f32
  %b667 = llvm.bitcast %r666 : f32 to i32
  %x668 = llvm.zext %b667 : i32 to i64
  llvm.call @printI64(%x668) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r669 = llvm.call @cmp_oge_f32(%c527, %c644) : (f32, f32) -> i1
  %x670 = llvm.zext %r669 : i1 to i64
  llvm.call @printI64(%x670) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r671 = llvm.call @br_oge_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r671) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r673 = llvm.call @sel_oge_f32(%c527, %c644) : (f32, f32) -> f32
  %b674 = llvm.bitcast %r673 : f32 to i32
  %x675 = llvm.zext %b674 : i32 to i64
  llvm.call @printI64(%x675) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r676 = llvm.call @cmp_olt_f32(%c527, %c644) : (f32, f32) -> i1
  %x677 = llvm.zext %r676 : i1 to i64
  llvm.call @printI64(%x677) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r678 = llvm.call @br_olt_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r678) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r680 = llvm.call @sel_olt_f32(%c527, %c644) : (f32, f32) -> f32
  %b681 = llvm.bitcast %r680 : f32 to i32
  %x682 = llvm.zext %b681 : i32 to i64
  llvm.call @printI64(%x682) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r683 = llvm.call @cmp_ole_f32(%c527, %c644) : (f32, f32) -> i1
  %x684 = llvm.zext %r683 : i1 to i64
  llvm.call @printI64(%x684) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r685 = llvm.call @br_ole_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r685) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r687 = llvm.call @sel_ole_f32(%c527, %c644) : (f32, f32) -> f32
  %b688 = llvm.bitcast %r687 : f32 to i32
  %x689 = llvm.zext %b688 : i32 to i64
  llvm.call @printI64(%x689) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r690 = llvm.call @cmp_one_f32(%c527, %c644) : (f32, f32) -> i1
  %x691 = llvm.zext %r690 : i1 to i64
  llvm.call @printI64(%x691) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r692 = llvm.call @br_one_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r692) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r694 = llvm.call @sel_one_f32(%c527, %c644) : (f32, f32) -> f32
  %b695 = llvm.bitcast %r694 : f32 to i32
  %x696 = llvm.zext %b695 : i32 to i64
  llvm.call @printI64(%x696) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r697 = llvm.call @cmp_ord_f32(%c527, %c644) : (f32, f32) -> i1
  %x698 = llvm.zext %r697 : i1 to i64
  llvm.call @printI64(%x698) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r699 = llvm.call @br_ord_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r699) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r701 = llvm.call @sel_ord_f32(%c527, %c644) : (f32, f32) -> f32
  %b702 = llvm.bitcast %r701 : f32 to i32
  %x703 = llvm.zext %b702 : i32 to i64
  llvm.call @printI64(%x703) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r704 = llvm.call @cmp_ueq_f32(%c527, %c644) : (f32, f32) -> i1
  %x705 = llvm.zext %r704 : i1 to i64
  llvm.call @printI64(%x705) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r706 = llvm.call @br_ueq_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r706) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r708 = llvm.call @sel_ueq_f32(%c527, %c644) : (f32, f32) -> f32
  %b709 = llvm.bitcast %r708 : f32 to i32
  %x710 = llvm.zext %b709 : i32 to i64
  llvm.call @printI64(%x710) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r711 = llvm.call @cmp_ugt_f32(%c527, %c644) : (f32, f32) -> i1
  %x712 = llvm.zext %r711 : i1 to i64
  llvm.call @printI64(%x712) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r713 = llvm.call @br_ugt_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r713) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r715 = llvm.call @sel_ugt_f32(%c527, %c644) : (f32, f32) -> f32
  %b716 = llvm.bitcast %r715 : f32 to i32
  %x717 = llvm.zext %b716 : i32 to i64
  llvm.call @printI64(%x717) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r718 = llvm.call @cmp_uge_f32(%c527, %c644) : (f32, f32) -> i1
  %x719 = llvm.zext %r718 : i1 to i64
  llvm.call @printI64(%x719) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r720 = llvm.call @br_uge_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r720) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r722 = llvm.call @sel_uge_f32(%c527, %c644) : (f32, f32) -> f32
  %b723 = llvm.bitcast %r722 : f32 to i32
  %x724 = llvm.zext %b723 : i32 to i64
  llvm.call @printI64(%x724) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r725 = llvm.call @cmp_ult_f32(%c527, %c644) : (f32, f32) -> i1
  %x726 = llvm.zext %r725 : i1 to i64
  llvm.call @printI64(%x726) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r727 = llvm.call @br_ult_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r727) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r729 = llvm.call @sel_ult_f32(%c527, %c644) : (f32, f32) -> f32
  %b730 = llvm.bitcast %r729 : f32 to i32
  %x731 = llvm.zext %b730 : i32 to i64
  llvm.call @printI64(%x731) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r732 = llvm.call @cmp_ule_f32(%c527, %c644) : (f32, f32) -> i1
  %x733 = llvm.zext %r732 : i1 to i64
  llvm.call @printI64(%x733) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r734 = llvm.call @br_ule_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r734) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r736 = llvm.call @sel_ule_f32(%c527, %c644) : (f32, f32) -> f32
  %b737 = llvm.bitcast %r736 : f32 to i32
  %x738 = llvm.zext %b737 : i32 to i64
  llvm.call @printI64(%x738) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r739 = llvm.call @cmp_une_f32(%c527, %c644) : (f32, f32) -> i1
  %x740 = llvm.zext %r739 : i1 to i64
  llvm.call @printI64(%x740) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r741 = llvm.call @br_une_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r741) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r743 = llvm.call @sel_une_f32(%c527, %c644) : (f32, f32) -> f32
  %b744 = llvm.bitcast %r743 : f32 to i32
  %x745 = llvm.zext %b744 : i32 to i64
  llvm.call @printI64(%x745) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r746 = llvm.call @cmp_uno_f32(%c527, %c644) : (f32, f32) -> i1
  %x747 = llvm.zext %r746 : i1 to i64
  llvm.call @printI64(%x747) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r748 = llvm.call @br_uno_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r748) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r750 = llvm.call @sel_uno_f32(%c527, %c644) : (f32, f32) -> f32
  %b751 = llvm.bitcast %r750 : f32 to i32
  %x752 = llvm.zext %b751 : i32 to i64
  llvm.call @printI64(%x752) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r753 = llvm.call @cmp__true_f32(%c527, %c644) : (f32, f32) -> i1
  %x754 = llvm.zext %r753 : i1 to i64
  llvm.call @printI64(%x754) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r755 = llvm.call @br__true_f32(%c527, %c644) : (f32, f32) -> i64
  llvm.call @printI64(%r755) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r757 = llvm.call @sel__true_f32(%c527, %c644) : (f32, f32) -> f32
  %b758 = llvm.bitcast %r757 : f32 to i32
  %x759 = llvm.zext %b758 : i32 to i64
  llvm.call @printI64(%x759) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k760 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c760 = llvm.bitcast %k760 : i32 to f32
  %r761 = llvm.call @frem_f32(%c527, %c760) : (f32, f32) -> f32
  %b762 = llvm.bitcast %r761 : f32 to i32
  %x763 = llvm.zext %b762 : i32 to i64
  llvm.call @printI64(%x763) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r764 = llvm.call @cmp__false_f32(%c527, %c760) : (f32, f32) -> i1
  %x765 = llvm.zext %r764 : i1 to i64
  llvm.call @printI64(%x765) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r766 = llvm.call @br__false_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r766) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r768 = llvm.call @sel__false_f32(%c527, %c760) : (f32, f32) -> f32
  %b769 = llvm.bitcast %r768 : f32 to i32
  %x770 = llvm.zext %b769 : i32 to i64
  llvm.call @printI64(%x770) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r771 = llvm.call @cmp_oeq_f32(%c527, %c760) : (f32, f32) -> i1
  %x772 = llvm.zext %r771 : i1 to i64
  llvm.call @printI64(%x772) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r773 = llvm.call @br_oeq_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r773) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r775 = llvm.call @sel_oeq_f32(%c527, %c760) : (f32, f32) -> f32
  %b776 = llvm.bitcast %r775 : f32 to i32
  %x777 = llvm.zext %b776 : i32 to i64
  llvm.call @printI64(%x777) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r778 = llvm.call @cmp_ogt_f32(%c527, %c760) : (f32, f32) -> i1
  %x779 = llvm.zext %r778 : i1 to i64
  llvm.call @printI64(%x779) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r780 = llvm.call @br_ogt_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r780) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r782 = llvm.call @sel_ogt_f32(%c527, %c760) : (f32, f32) -> f32
  %b783 = llvm.bitcast %r782 : f32 to i32
  %x784 = llvm.zext %b783 : i32 to i64
  llvm.call @printI64(%x784) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r785 = llvm.call @cmp_oge_f32(%c527, %c760) : (f32, f32) -> i1
  %x786 = llvm.zext %r785 : i1 to i64
  llvm.call @printI64(%x786) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r787 = llvm.call @br_oge_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r787) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r789 = llvm.call @sel_oge_f32(%c527, %c760) : (f32, f32) -> f32
  %b790 = llvm.bitcast %r789 : f32 to i32
  %x791 = llvm.zext %b790 : i32 to i64
  llvm.call @printI64(%x791) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r792 = llvm.call @cmp_olt_f32(%c527, %c760) : (f32, f32) -> i1
  %x793 = llvm.zext %r792 : i1 to i64
  llvm.call @printI64(%x793) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r794 = llvm.call @br_olt_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r794) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r796 = llvm.call @sel_olt_f32(%c527, %c760) : (f32, f32) -> f32
  %b797 = llvm.bitcast %r796 : f32 to i32
  %x798 = llvm.zext %b797 : i32 to i64
  llvm.call @printI64(%x798) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r799 = llvm.call @cmp_ole_f32(%c527, %c760) : (f32, f32) -> i1
  %x800 = llvm.zext %r799 : i1 to i64
  llvm.call @printI64(%x800) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r801 = llvm.call @br_ole_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r801) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r803 = llvm.call @sel_ole_f32(%c527, %c760) : (f32, f32) -> f32
  %b804 = llvm.bitcast %r803 : f32 to i32
  %x805 = llvm.zext %b804 : i32 to i64
  llvm.call @printI64(%x805) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r806 = llvm.call @cmp_one_f32(%c527, %c760) : (f32, f32) -> i1
  %x807 = llvm.zext %r806 : i1 to i64
  llvm.call @printI64(%x807) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r808 = llvm.call @br_one_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r808) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r810 = llvm.call @sel_one_f32(%c527, %c760) : (f32, f32) -> f32
  %b811 = llvm.bitcast %r810 : f32 to i32
  %x812 = llvm.zext %b811 : i32 to i64
  llvm.call @printI64(%x812) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r813 = llvm.call @cmp_ord_f32(%c527, %c760) : (f32, f32) -> i1
  %x814 = llvm.zext %r813 : i1 to i64
  llvm.call @printI64(%x814) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r815 = llvm.call @br_ord_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r815) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r817 = llvm.call @sel_ord_f32(%c527, %c760) : (f32, f32) -> f32
  %b818 = llvm.bitcast %r817 : f32 to i32
  %x819 = llvm.zext %b818 : i32 to i64
  llvm.call @printI64(%x819) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r820 = llvm.call @cmp_ueq_f32(%c527, %c760) : (f32, f32) -> i1
  %x821 = llvm.zext %r820 : i1 to i64
  llvm.call @printI64(%x821) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r822 = llvm.call @br_ueq_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r822) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r824 = llvm.call @sel_ueq_f32(%c527, %c760) : (f32, f32) -> f32
  %b825 = llvm.bitcast %r824 : f32 to i32
  %x826 = llvm.zext %b825 : i32 to i64
  llvm.call @printI64(%x826) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r827 = llvm.call @cmp_ugt_f32(%c527, %c760) : (f32, f32) -> i1
  %x828 = llvm.zext %r827 : i1 to i64
  llvm.call @printI64(%x828) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r829 = llvm.call @br_ugt_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r829) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r831 = llvm.call @sel_ugt_f32(%c527, %c760) : (f32, f32) -> f32
  %b832 = llvm.bitcast %r831 : f32 to i32
  %x833 = llvm.zext %b832 : i32 to i64
  llvm.call @printI64(%x833) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r834 = llvm.call @cmp_uge_f32(%c527, %c760) : (f32, f32) -> i1
  %x835 = llvm.zext %r834 : i1 to i64
  llvm.call @printI64(%x835) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r836 = llvm.call @br_uge_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r836) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r838 = llvm.call @sel_uge_f32(%c527, %c760) : (f32, f32) -> f32
  %b839 = llvm.bitcast %r838 : f32 to i32
  %x840 = llvm.zext %b839 : i32 to i64
  llvm.call @printI64(%x840) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r841 = llvm.call @cmp_ult_f32(%c527, %c760) : (f32, f32) -> i1
  %x842 = llvm.zext %r841 : i1 to i64
  llvm.call @printI64(%x842) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r843 = llvm.call @br_ult_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r843) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r845 = llvm.call @sel_ult_f32(%c527, %c760) : (f32, f32) -> f32
  %b846 = llvm.bitcast %r845 : f32 to i32
  %x847 = llvm.zext %b846 : i32 to i64
  llvm.call @printI64(%x847) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r848 = llvm.call @cmp_ule_f32(%c527, %c760) : (f32, f32) -> i1
  %x849 = llvm.zext %r848 : i1 to i64
  llvm.call @printI64(%x849) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r850 = llvm.call @br_ule_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r850) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r852 = llvm.call @sel_ule_f32(%c527, %c760) : (f32, f32) -> f32
  %b853 = llvm.bitcast %r852 : f32 to i32
  %x854 = llvm.zext %b853 : i32 to i64
  llvm.call @printI64(%x854) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r855 = llvm.call @cmp_une_f32(%c527, %c760) : (f32, f32) -> i1
  %x856 = llvm.zext %r855 : i1 to i64
  llvm.call @printI64(%x856) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r857 = llvm.call @br_une_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r857) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r859 = llvm.call @sel_une_f32(%c527, %c760) : (f32, f32) -> f32
  %b860 = llvm.bitcast %r859 : f32 to i32
  %x861 = llvm.zext %b860 : i32 to i64
  llvm.call @printI64(%x861) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r862 = llvm.call @cmp_uno_f32(%c527, %c760) : (f32, f32) -> i1
  %x863 = llvm.zext %r862 : i1 to i64
  llvm.call @printI64(%x863) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r864 = llvm.call @br_uno_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r864) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r866 = llvm.call @sel_uno_f32(%c527, %c760) : (f32, f32) -> f32
  %b867 = llvm.bitcast %r866 : f32 to i32
  %x868 = llvm.zext %b867 : i32 to i64
  llvm.call @printI64(%x868) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r869 = llvm.call @cmp__true_f32(%c527, %c760) : (f32, f32) -> i1
  %x870 = llvm.zext %r869 : i1 to i64
  llvm.call @printI64(%x870) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r871 = llvm.call @br__true_f32(%c527, %c760) : (f32, f32) -> i64
  llvm.call @printI64(%r871) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r873 = llvm.call @sel__true_f32(%c527, %c760) : (f32, f32) -> f32
  %b874 = llvm.bitcast %r873 : f32 to i32
  %x875 = llvm.zext %b874 : i32 to i64
  llvm.call @printI64(%x875) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k876 = llvm.mlir.constant(2143289344 : i32) : i32
  %c876 = llvm.bitcast %k876 : i32 to f32
  %r877 = llvm.call @cmp__false_f32(%c527, %c876) : (f32, f32) -> i1
  %x878 = llvm.zext %r877 : i1 to i64
  llvm.call @printI64(%x878) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r879 = llvm.call @br__false_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r879) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r881 = llvm.call @sel__false_f32(%c527, %c876) : (f32, f32) -> f32
  %b882 = llvm.bitcast %r881 : f32 to i32
  %x883 = llvm.zext %b882 : i32 to i64
  llvm.call @printI64(%x883) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r884 = llvm.call @cmp_oeq_f32(%c527, %c876) : (f32, f32) -> i1
  %x885 = llvm.zext %r884 : i1 to i64
  llvm.call @printI64(%x885) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r886 = llvm.call @br_oeq_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r886) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r888 = llvm.call @sel_oeq_f32(%c527, %c876) : (f32, f32) -> f32
  %b889 = llvm.bitcast %r888 : f32 to i32
  %x890 = llvm.zext %b889 : i32 to i64
  llvm.call @printI64(%x890) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r891 = llvm.call @cmp_ogt_f32(%c527, %c876) : (f32, f32) -> i1
  %x892 = llvm.zext %r891 : i1 to i64
  llvm.call @printI64(%x892) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r893 = llvm.call @br_ogt_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r893) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r895 = llvm.call @sel_ogt_f32(%c527, %c876) : (f32, f32) -> f32
  %b896 = llvm.bitcast %r895 : f32 to i32
  %x897 = llvm.zext %b896 : i32 to i64
  llvm.call @printI64(%x897) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r898 = llvm.call @cmp_oge_f32(%c527, %c876) : (f32, f32) -> i1
  %x899 = llvm.zext %r898 : i1 to i64
  llvm.call @printI64(%x899) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r900 = llvm.call @br_oge_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r900) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r902 = llvm.call @sel_oge_f32(%c527, %c876) : (f32, f32) -> f32
  %b903 = llvm.bitcast %r902 : f32 to i32
  %x904 = llvm.zext %b903 : i32 to i64
  llvm.call @printI64(%x904) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r905 = llvm.call @cmp_olt_f32(%c527, %c876) : (f32, f32) -> i1
  %x906 = llvm.zext %r905 : i1 to i64
  llvm.call @printI64(%x906) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r907 = llvm.call @br_olt_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r907) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r909 = llvm.call @sel_olt_f32(%c527, %c876) : (f32, f32) -> f32
  %b910 = llvm.bitcast %r909 : f32 to i32
  %x911 = llvm.zext %b910 : i32 to i64
  llvm.call @printI64(%x911) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r912 = llvm.call @cmp_ole_f32(%c527, %c876) : (f32, f32) -> i1
  %x913 = llvm.zext %r912 : i1 to i64
  llvm.call @printI64(%x913) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r914 = llvm.call @br_ole_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r914) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r916 = llvm.call @sel_ole_f32(%c527, %c876) : (f32, f32) -> f32
  %b917 = llvm.bitcast %r916 : f32 to i32
  %x918 = llvm.zext %b917 : i32 to i64
  llvm.call @printI64(%x918) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r919 = llvm.call @cmp_one_f32(%c527, %c876) : (f32, f32) -> i1
  %x920 = llvm.zext %r919 : i1 to i64
  llvm.call @printI64(%x920) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r921 = llvm.call @br_one_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r921) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r923 = llvm.call @sel_one_f32(%c527, %c876) : (f32, f32) -> f32
  %b924 = llvm.bitcast %r923 : f32 to i32
  %x925 = llvm.zext %b924 : i32 to i64
  llvm.call @printI64(%x925) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r926 = llvm.call @cmp_ord_f32(%c527, %c876) : (f32, f32) -> i1
  %x927 = llvm.zext %r926 : i1 to i64
  llvm.call @printI64(%x927) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r928 = llvm.call @br_ord_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r928) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r930 = llvm.call @sel_ord_f32(%c527, %c876) : (f32, f32) -> f32
  %b931 = llvm.bitcast %r930 : f32 to i32
  %x932 = llvm.zext %b931 : i32 to i64
  llvm.call @printI64(%x932) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r933 = llvm.call @cmp_ueq_f32(%c527, %c876) : (f32, f32) -> i1
  %x934 = llvm.zext %r933 : i1 to i64
  llvm.call @printI64(%x934) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r935 = llvm.call @br_ueq_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r935) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r937 = llvm.call @sel_ueq_f32(%c527, %c876) : (f32, f32) -> f32
  %b938 = llvm.bitcast %r937 : f32 to i32
  %x939 = llvm.zext %b938 : i32 to i64
  llvm.call @printI64(%x939) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r940 = llvm.call @cmp_ugt_f32(%c527, %c876) : (f32, f32) -> i1
  %x941 = llvm.zext %r940 : i1 to i64
  llvm.call @printI64(%x941) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r942 = llvm.call @br_ugt_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r942) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r944 = llvm.call @sel_ugt_f32(%c527, %c876) : (f32, f32) -> f32
  %b945 = llvm.bitcast %r944 : f32 to i32
  %x946 = llvm.zext %b945 : i32 to i64
  llvm.call @printI64(%x946) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r947 = llvm.call @cmp_uge_f32(%c527, %c876) : (f32, f32) -> i1
  %x948 = llvm.zext %r947 : i1 to i64
  llvm.call @printI64(%x948) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r949 = llvm.call @br_uge_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r949) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r951 = llvm.call @sel_uge_f32(%c527, %c876) : (f32, f32) -> f32
  %b952 = llvm.bitcast %r951 : f32 to i32
  %x953 = llvm.zext %b952 : i32 to i64
  llvm.call @printI64(%x953) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r954 = llvm.call @cmp_ult_f32(%c527, %c876) : (f32, f32) -> i1
  %x955 = llvm.zext %r954 : i1 to i64
  llvm.call @printI64(%x955) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r956 = llvm.call @br_ult_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r956) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r958 = llvm.call @sel_ult_f32(%c527, %c876) : (f32, f32) -> f32
  %b959 = llvm.bitcast %r958 : f32 to i32
  %x960 = llvm.zext %b959 : i32 to i64
  llvm.call @printI64(%x960) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r961 = llvm.call @cmp_ule_f32(%c527, %c876) : (f32, f32) -> i1
  %x962 = llvm.zext %r961 : i1 to i64
  llvm.call @printI64(%x962) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r963 = llvm.call @br_ule_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r963) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r965 = llvm.call @sel_ule_f32(%c527, %c876) : (f32, f32) -> f32
  %b966 = llvm.bitcast %r965 : f32 to i32
  %x967 = llvm.zext %b966 : i32 to i64
  llvm.call @printI64(%x967) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r968 = llvm.call @cmp_une_f32(%c527, %c876) : (f32, f32) -> i1
  %x969 = llvm.zext %r968 : i1 to i64
  llvm.call @printI64(%x969) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r970 = llvm.call @br_une_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r970) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r972 = llvm.call @sel_une_f32(%c527, %c876) : (f32, f32) -> f32
  %b973 = llvm.bitcast %r972 : f32 to i32
  %x974 = llvm.zext %b973 : i32 to i64
  llvm.call @printI64(%x974) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r975 = llvm.call @cmp_uno_f32(%c527, %c876) : (f32, f32) -> i1
  %x976 = llvm.zext %r975 : i1 to i64
  llvm.call @printI64(%x976) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r977 = llvm.call @br_uno_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r977) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r979 = llvm.call @sel_uno_f32(%c527, %c876) : (f32, f32) -> f32
  %b980 = llvm.bitcast %r979 : f32 to i32
  %x981 = llvm.zext %b980 : i32 to i64
  llvm.call @printI64(%x981) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r982 = llvm.call @cmp__true_f32(%c527, %c876) : (f32, f32) -> i1
  %x983 = llvm.zext %r982 : i1 to i64
  llvm.call @printI64(%x983) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r984 = llvm.call @br__true_f32(%c527, %c876) : (f32, f32) -> i64
  llvm.call @printI64(%r984) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r986 = llvm.call @sel__true_f32(%c527, %c876) : (f32, f32) -> f32
  %b987 = llvm.bitcast %r986 : f32 to i32
  %x988 = llvm.zext %b987 : i32 to i64
  llvm.call @printI64(%x988) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k989 = llvm.mlir.constant(71362 : i32) : i32
  %c989 = llvm.bitcast %k989 : i32 to f32
  %r990 = llvm.call @cmp__false_f32(%c527, %c989) : (f32, f32) -> i1
  %x991 = llvm.zext %r990 : i1 to i64
  llvm.call @printI64(%x991) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r992 = llvm.call @br__false_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r992) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r994 = llvm.call @sel__false_f32(%c527, %c989) : (f32, f32) -> f32
  %b995 = llvm.bitcast %r994 : f32 to i32
  %x996 = llvm.zext %b995 : i32 to i64
  llvm.call @printI64(%x996) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r997 = llvm.call @cmp_oeq_f32(%c527, %c989) : (f32, f32) -> i1
  %x998 = llvm.zext %r997 : i1 to i64
  llvm.call @printI64(%x998) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r999 = llvm.call @br_oeq_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r999) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1001 = llvm.call @sel_oeq_f32(%c527, %c989) : (f32, f32) -> f32
  %b1002 = llvm.bitcast %r1001 : f32 to i32
  %x1003 = llvm.zext %b1002 : i32 to i64
  llvm.call @printI64(%x1003) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1004 = llvm.call @cmp_ogt_f32(%c527, %c989) : (f32, f32) -> i1
  %x1005 = llvm.zext %r1004 : i1 to i64
  llvm.call @printI64(%x1005) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1006 = llvm.call @br_ogt_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1006) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1008 = llvm.call @sel_ogt_f32(%c527, %c989) : (f32, f32) -> f32
  %b1009 = llvm.bitcast %r1008 : f32 to i32
  %x1010 = llvm.zext %b1009 : i32 to i64
  llvm.call @printI64(%x1010) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1011 = llvm.call @cmp_oge_f32(%c527, %c989) : (f32, f32) -> i1
  %x1012 = llvm.zext %r1011 : i1 to i64
  llvm.call @printI64(%x1012) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1013 = llvm.call @br_oge_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1013) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1015 = llvm.call @sel_oge_f32(%c527, %c989) : (f32, f32) -> f32
  %b1016 = llvm.bitcast %r1015 : f32 to i32
  %x1017 = llvm.zext %b1016 : i32 to i64
  llvm.call @printI64(%x1017) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1018 = llvm.call @cmp_olt_f32(%c527, %c989) : (f32, f32) -> i1
  %x1019 = llvm.zext %r1018 : i1 to i64
  llvm.call @printI64(%x1019) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1020 = llvm.call @br_olt_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1020) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1022 = llvm.call @sel_olt_f32(%c527, %c989) : (f32, f32) -> f32
  %b1023 = llvm.bitcast %r1022 : f32 to i32
  %x1024 = llvm.zext %b1023 : i32 to i64
  llvm.call @printI64(%x1024) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1025 = llvm.call @cmp_ole_f32(%c527, %c989) : (f32, f32) -> i1
  %x1026 = llvm.zext %r1025 : i1 to i64
  llvm.call @printI64(%x1026) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1027 = llvm.call @br_ole_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1027) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1029 = llvm.call @sel_ole_f32(%c527, %c989) : (f32, f32) -> f32
  %b1030 = llvm.bitcast %r1029 : f32 to i32
  %x1031 = llvm.zext %b1030 : i32 to i64
  llvm.call @printI64(%x1031) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1032 = llvm.call @cmp_one_f32(%c527, %c989) : (f32, f32) -> i1
  %x1033 = llvm.zext %r1032 : i1 to i64
  llvm.call @printI64(%x1033) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1034 = llvm.call @br_one_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1034) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1036 = llvm.call @sel_one_f32(%c527, %c989) : (f32, f32) -> f32
  %b1037 = llvm.bitcast %r1036 : f32 to i32
  %x1038 = llvm.zext %b1037 : i32 to i64
  llvm.call @printI64(%x1038) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1039 = llvm.call @cmp_ord_f32(%c527, %c989) : (f32, f32) -> i1
  %x1040 = llvm.zext %r1039 : i1 to i64
  llvm.call @printI64(%x1040) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1041 = llvm.call @br_ord_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1041) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1043 = llvm.call @sel_ord_f32(%c527, %c989) : (f32, f32) -> f32
  %b1044 = llvm.bitcast %r1043 : f32 to i32
  %x1045 = llvm.zext %b1044 : i32 to i64
  llvm.call @printI64(%x1045) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1046 = llvm.call @cmp_ueq_f32(%c527, %c989) : (f32, f32) -> i1
  %x1047 = llvm.zext %r1046 : i1 to i64
  llvm.call @printI64(%x1047) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1048 = llvm.call @br_ueq_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1048) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1050 = llvm.call @sel_ueq_f32(%c527, %c989) : (f32, f32) -> f32
  %b1051 = llvm.bitcast %r1050 : f32 to i32
  %x1052 = llvm.zext %b1051 : i32 to i64
  llvm.call @printI64(%x1052) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1053 = llvm.call @cmp_ugt_f32(%c527, %c989) : (f32, f32) -> i1
  %x1054 = llvm.zext %r1053 : i1 to i64
  llvm.call @printI64(%x1054) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1055 = llvm.call @br_ugt_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1055) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1057 = llvm.call @sel_ugt_f32(%c527, %c989) : (f32, f32) -> f32
  %b1058 = llvm.bitcast %r1057 : f32 to i32
  %x1059 = llvm.zext %b1058 : i32 to i64
  llvm.call @printI64(%x1059) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1060 = llvm.call @cmp_uge_f32(%c527, %c989) : (f32, f32) -> i1
  %x1061 = llvm.zext %r1060 : i1 to i64
  llvm.call @printI64(%x1061) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1062 = llvm.call @br_uge_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1062) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1064 = llvm.call @sel_uge_f32(%c527, %c989) : (f32, f32) -> f32
  %b1065 = llvm.bitcast %r1064 : f32 to i32
  %x1066 = llvm.zext %b1065 : i32 to i64
  llvm.call @printI64(%x1066) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1067 = llvm.call @cmp_ult_f32(%c527, %c989) : (f32, f32) -> i1
  %x1068 = llvm.zext %r1067 : i1 to i64
  llvm.call @printI64(%x1068) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1069 = llvm.call @br_ult_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1069) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1071 = llvm.call @sel_ult_f32(%c527, %c989) : (f32, f32) -> f32
  %b1072 = llvm.bitcast %r1071 : f32 to i32
  %x1073 = llvm.zext %b1072 : i32 to i64
  llvm.call @printI64(%x1073) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1074 = llvm.call @cmp_ule_f32(%c527, %c989) : (f32, f32) -> i1
  %x1075 = llvm.zext %r1074 : i1 to i64
  llvm.call @printI64(%x1075) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1076 = llvm.call @br_ule_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1076) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1078 = llvm.call @sel_ule_f32(%c527, %c989) : (f32, f32) -> f32
  %b1079 = llvm.bitcast %r1078 : f32 to i32
  %x1080 = llvm.zext %b1079 : i32 to i64
  llvm.call @printI64(%x1080) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1081 = llvm.call @cmp_une_f32(%c527, %c989) : (f32, f32) -> i1
  %x1082 = llvm.zext %r1081 : i1 to i64
  llvm.call @printI64(%x1082) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1083 = llvm.call @br_une_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1083) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1085 = llvm.call @sel_une_f32(%c527, %c989) : (f32, f32) -> f32
  %b1086 = llvm.bitcast %r1085 : f32 to i32
  %x1087 = llvm.zext %b1086 : i32 to i64
  llvm.call @printI64(%x1087) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1088 = llvm.call @cmp_uno_f32(%c527, %c989) : (f32, f32) -> i1
  %x1089 = llvm.zext %r1088 : i1 to i64
  llvm.call @printI64(%x1089) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1090 = llvm.call @br_uno_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1090) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1092 = llvm.call @sel_uno_f32(%c527, %c989) : (f32, f32) -> f32
  %b1093 = llvm.bitcast %r1092 : f32 to i32
  %x1094 = llvm.zext %b1093 : i32 to i64
  llvm.call @printI64(%x1094) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1095 = llvm.call @cmp__true_f32(%c527, %c989) : (f32, f32) -> i1
  %x1096 = llvm.zext %r1095 : i1 to i64
  llvm.call @printI64(%x1096) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1097 = llvm.call @br__true_f32(%c527, %c989) : (f32, f32) -> i64
  llvm.call @printI64(%r1097) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1099 = llvm.call @sel__true_f32(%c527, %c989) : (f32, f32) -> f32
  %b1100 = llvm.bitcast %r1099 : f32 to i32
  %x1101 = llvm.zext %b1100 : i32 to i64
  llvm.call @printI64(%x1101) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1102 = llvm.mlir.constant(1069547520 : i32) : i32
  %c1102 = llvm.bitcast %k1102 : i32 to f32
  %r1103 = llvm.call @fneg_f32(%c1102) : (f32) -> f32
  %b1104 = llvm.bitcast %r1103 : f32 to i32
  %x1105 = llvm.zext %b1104 : i32 to i64
  llvm.call @printI64(%x1105) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1106 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c1106 = llvm.bitcast %k1106 : i32 to f32
  %r1107 = llvm.call @frem_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1108 = llvm.bitcast %r1107 : f32 to i32
  %x1109 = llvm.zext %b1108 : i32 to i64
  llvm.call @printI64(%x1109) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1110 = llvm.call @cmp__false_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1111 = llvm.zext %r1110 : i1 to i64
  llvm.call @printI64(%x1111) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1112 = llvm.call @br__false_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1112) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1114 = llvm.call @sel__false_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1115 = llvm.bitcast %r1114 : f32 to i32
  %x1116 = llvm.zext %b1115 : i32 to i64
  llvm.call @printI64(%x1116) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1117 = llvm.call @cmp_oeq_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1118 = llvm.zext %r1117 : i1 to i64
  llvm.call @printI64(%x1118) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1119 = llvm.call @br_oeq_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1119) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1121 = llvm.call @sel_oeq_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1122 = llvm.bitcast %r1121 : f32 to i32
  %x1123 = llvm.zext %b1122 : i32 to i64
  llvm.call @printI64(%x1123) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1124 = llvm.call @cmp_ogt_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1125 = llvm.zext %r1124 : i1 to i64
  llvm.call @printI64(%x1125) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1126 = llvm.call @br_ogt_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1126) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1128 = llvm.call @sel_ogt_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1129 = llvm.bitcast %r1128 : f32 to i32
  %x1130 = llvm.zext %b1129 : i32 to i64
  llvm.call @printI64(%x1130) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1131 = llvm.call @cmp_oge_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1132 = llvm.zext %r1131 : i1 to i64
  llvm.call @printI64(%x1132) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1133 = llvm.call @br_oge_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1133) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1135 = llvm.call @sel_oge_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1136 = llvm.bitcast %r1135 : f32 to i32
  %x1137 = llvm.zext %b1136 : i32 to i64
  llvm.call @printI64(%x1137) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1138 = llvm.call @cmp_olt_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1139 = llvm.zext %r1138 : i1 to i64
  llvm.call @printI64(%x1139) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1140 = llvm.call @br_olt_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1140) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1142 = llvm.call @sel_olt_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1143 = llvm.bitcast %r1142 : f32 to i32
  %x1144 = llvm.zext %b1143 : i32 to i64
  llvm.call @printI64(%x1144) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1145 = llvm.call @cmp_ole_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1146 = llvm.zext %r1145 : i1 to i64
  llvm.call @printI64(%x1146) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1147 = llvm.call @br_ole_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1147) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1149 = llvm.call @sel_ole_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1150 = llvm.bitcast %r1149 : f32 to i32
  %x1151 = llvm.zext %b1150 : i32 to i64
  llvm.call @printI64(%x1151) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1152 = llvm.call @cmp_one_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1153 = llvm.zext %r1152 : i1 to i64
  llvm.call @printI64(%x1153) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1154 = llvm.call @br_one_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1154) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1156 = llvm.call @sel_one_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1157 = llvm.bitcast %r1156 : f32 to i32
  %x1158 = llvm.zext %b1157 : i32 to i64
  llvm.call @printI64(%x1158) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1159 = llvm.call @cmp_ord_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1160 = llvm.zext %r1159 : i1 to i64
  llvm.call @printI64(%x1160) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1161 = llvm.call @br_ord_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1161) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1163 = llvm.call @sel_ord_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1164 = llvm.bitcast %r1163 : f32 to i32
  %x1165 = llvm.zext %b1164 : i32 to i64
  llvm.call @printI64(%x1165) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1166 = llvm.call @cmp_ueq_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1167 = llvm.zext %r1166 : i1 to i64
  llvm.call @printI64(%x1167) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1168 = llvm.call @br_ueq_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1168) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1170 = llvm.call @sel_ueq_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1171 = llvm.bitcast %r1170 : f32 to i32
  %x1172 = llvm.zext %b1171 : i32 to i64
  llvm.call @printI64(%x1172) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1173 = llvm.call @cmp_ugt_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1174 = llvm.zext %r1173 : i1 to i64
  llvm.call @printI64(%x1174) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1175 = llvm.call @br_ugt_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1175) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1177 = llvm.call @sel_ugt_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1178 = llvm.bitcast %r1177 : f32 to i32
  %x1179 = llvm.zext %b1178 : i32 to i64
  llvm.call @printI64(%x1179) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1180 = llvm.call @cmp_uge_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1181 = llvm.zext %r1180 : i1 to i64
  llvm.call @printI64(%x1181) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1182 = llvm.call @br_uge_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1182) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1184 = llvm.call @sel_uge_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1185 = llvm.bitcast %r1184 : f32 to i32
  %x1186 = llvm.zext %b1185 : i32 to i64
  llvm.call @printI64(%x1186) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1187 = llvm.call @cmp_ult_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1188 = llvm.zext %r1187 : i1 to i64
  llvm.call @printI64(%x1188) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1189 = llvm.call @br_ult_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1189) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1191 = llvm.call @sel_ult_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1192 = llvm.bitcast %r1191 : f32 to i32
  %x1193 = llvm.zext %b1192 : i32 to i64
  llvm.call @printI64(%x1193) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1194 = llvm.call @cmp_ule_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1195 = llvm.zext %r1194 : i1 to i64
  llvm.call @printI64(%x1195) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1196 = llvm.call @br_ule_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1196) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1198 = llvm.call @sel_ule_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1199 = llvm.bitcast %r1198 : f32 to i32
  %x1200 = llvm.zext %b1199 : i32 to i64
  llvm.call @printI64(%x1200) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1201 = llvm.call @cmp_une_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1202 = llvm.zext %r1201 : i1 to i64
  llvm.call @printI64(%x1202) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1203 = llvm.call @br_une_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1203) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1205 = llvm.call @sel_une_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1206 = llvm.bitcast %r1205 : f32 to i32
  %x1207 = llvm.zext %b1206 : i32 to i64
  llvm.call @printI64(%x1207) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1208 = llvm.call @cmp_uno_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1209 = llvm.zext %r1208 : i1 to i64
  llvm.call @printI64(%x1209) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1210 = llvm.call @br_uno_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1210) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1212 = llvm.call @sel_uno_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1213 = llvm.bitcast %r1212 : f32 to i32
  %x1214 = llvm.zext %b1213 : i32 to i64
  llvm.call @printI64(%x1214) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1215 = llvm.call @cmp__true_f32(%c1102, %c1106) : (f32, f32) -> i1
  %x1216 = llvm.zext %r1215 : i1 to i64
  llvm.call @printI64(%x1216) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1217 = llvm.call @br__true_f32(%c1102, %c1106) : (f32, f32) -> i64
  llvm.call @printI64(%r1217) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1219 = llvm.call @sel__true_f32(%c1102, %c1106) : (f32, f32) -> f32
  %b1220 = llvm.bitcast %r1219 : f32 to i32
  %x1221 = llvm.zext %b1220 : i32 to i64
  llvm.call @printI64(%x1221) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1222 = llvm.mlir.constant(1069547520 : i32) : i32
  %c1222 = llvm.bitcast %k1222 : i32 to f32
  %r1223 = llvm.call @frem_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1224 = llvm.bitcast %r1223 : f32 to i32
  %x1225 = llvm.zext %b1224 : i32 to i64
  llvm.call @printI64(%x1225) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1226 = llvm.call @cmp__false_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1227 = llvm.zext %r1226 : i1 to i64
  llvm.call @printI64(%x1227) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1228 = llvm.call @br__false_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1228) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1230 = llvm.call @sel__false_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1231 = llvm.bitcast %r1230 : f32 to i32
  %x1232 = llvm.zext %b1231 : i32 to i64
  llvm.call @printI64(%x1232) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1233 = llvm.call @cmp_oeq_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1234 = llvm.zext %r1233 : i1 to i64
  llvm.call @printI64(%x1234) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1235 = llvm.call @br_oeq_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1235) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1237 = llvm.call @sel_oeq_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1238 = llvm.bitcast %r1237 : f32 to i32
  %x1239 = llvm.zext %b1238 : i32 to i64
  llvm.call @printI64(%x1239) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1240 = llvm.call @cmp_ogt_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1241 = llvm.zext %r1240 : i1 to i64
  llvm.call @printI64(%x1241) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1242 = llvm.call @br_ogt_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1242) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1244 = llvm.call @sel_ogt_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1245 = llvm.bitcast %r1244 : f32 to i32
  %x1246 = llvm.zext %b1245 : i32 to i64
  llvm.call @printI64(%x1246) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1247 = llvm.call @cmp_oge_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1248 = llvm.zext %r1247 : i1 to i64
  llvm.call @printI64(%x1248) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1249 = llvm.call @br_oge_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1249) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1251 = llvm.call @sel_oge_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1252 = llvm.bitcast %r1251 : f32 to i32
  %x1253 = llvm.zext %b1252 : i32 to i64
  llvm.call @printI64(%x1253) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1254 = llvm.call @cmp_olt_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1255 = llvm.zext %r1254 : i1 to i64
  llvm.call @printI64(%x1255) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1256 = llvm.call @br_olt_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1256) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1258 = llvm.call @sel_olt_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1259 = llvm.bitcast %r1258 : f32 to i32
  %x1260 = llvm.zext %b1259 : i32 to i64
  llvm.call @printI64(%x1260) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1261 = llvm.call @cmp_ole_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1262 = llvm.zext %r1261 : i1 to i64
  llvm.call @printI64(%x1262) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1263 = llvm.call @br_ole_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1263) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1265 = llvm.call @sel_ole_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1266 = llvm.bitcast %r1265 : f32 to i32
  %x1267 = llvm.zext %b1266 : i32 to i64
  llvm.call @printI64(%x1267) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1268 = llvm.call @cmp_one_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1269 = llvm.zext %r1268 : i1 to i64
  llvm.call @printI64(%x1269) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1270 = llvm.call @br_one_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1270) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1272 = llvm.call @sel_one_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1273 = llvm.bitcast %r1272 : f32 to i32
  %x1274 = llvm.zext %b1273 : i32 to i64
  llvm.call @printI64(%x1274) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1275 = llvm.call @cmp_ord_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1276 = llvm.zext %r1275 : i1 to i64
  llvm.call @printI64(%x1276) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1277 = llvm.call @br_ord_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1277) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1279 = llvm.call @sel_ord_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1280 = llvm.bitcast %r1279 : f32 to i32
  %x1281 = llvm.zext %b1280 : i32 to i64
  llvm.call @printI64(%x1281) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1282 = llvm.call @cmp_ueq_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1283 = llvm.zext %r1282 : i1 to i64
  llvm.call @printI64(%x1283) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1284 = llvm.call @br_ueq_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1284) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1286 = llvm.call @sel_ueq_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1287 = llvm.bitcast %r1286 : f32 to i32
  %x1288 = llvm.zext %b1287 : i32 to i64
  llvm.call @printI64(%x1288) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1289 = llvm.call @cmp_ugt_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1290 = llvm.zext %r1289 : i1 to i64
  llvm.call @printI64(%x1290) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1291 = llvm.call @br_ugt_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1291) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1293 = llvm.call @sel_ugt_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1294 = llvm.bitcast %r1293 : f32 to i32
  %x1295 = llvm.zext %b1294 : i32 to i64
  llvm.call @printI64(%x1295) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1296 = llvm.call @cmp_uge_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1297 = llvm.zext %r1296 : i1 to i64
  llvm.call @printI64(%x1297) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1298 = llvm.call @br_uge_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1298) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1300 = llvm.call @sel_uge_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1301 = llvm.bitcast %r1300 : f32 to i32
  %x1302 = llvm.zext %b1301 : i32 to i64
  llvm.call @printI64(%x1302) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1303 = llvm.call @cmp_ult_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1304 = llvm.zext %r1303 : i1 to i64
  llvm.call @printI64(%x1304) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1305 = llvm.call @br_ult_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1305) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1307 = llvm.call @sel_ult_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1308 = llvm.bitcast %r1307 : f32 to i32
  %x1309 = llvm.zext %b1308 : i32 to i64
  llvm.call @printI64(%x1309) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1310 = llvm.call @cmp_ule_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1311 = llvm.zext %r1310 : i1 to i64
  llvm.call @printI64(%x1311) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1312 = llvm.call @br_ule_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1312) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1314 = llvm.call @sel_ule_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1315 = llvm.bitcast %r1314 : f32 to i32
  %x1316 = llvm.zext %b1315 : i32 to i64
  llvm.call @printI64(%x1316) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1317 = llvm.call @cmp_une_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1318 = llvm.zext %r1317 : i1 to i64
  llvm.call @printI64(%x1318) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1319 = llvm.call @br_une_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1319) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1321 = llvm.call @sel_une_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1322 = llvm.bitcast %r1321 : f32 to i32
  %x1323 = llvm.zext %b1322 : i32 to i64
  llvm.call @printI64(%x1323) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1324 = llvm.call @cmp_uno_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1325 = llvm.zext %r1324 : i1 to i64
  llvm.call @printI64(%x1325) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1326 = llvm.call @br_uno_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1326) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1328 = llvm.call @sel_uno_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1329 = llvm.bitcast %r1328 : f32 to i32
  %x1330 = llvm.zext %b1329 : i32 to i64
  llvm.call @printI64(%x1330) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1331 = llvm.call @cmp__true_f32(%c1102, %c1222) : (f32, f32) -> i1
  %x1332 = llvm.zext %r1331 : i1 to i64
  llvm.call @printI64(%x1332) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1333 = llvm.call @br__true_f32(%c1102, %c1222) : (f32, f32) -> i64
  llvm.call @printI64(%r1333) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1335 = llvm.call @sel__true_f32(%c1102, %c1222) : (f32, f32) -> f32
  %b1336 = llvm.bitcast %r1335 : f32 to i32
  %x1337 = llvm.zext %b1336 : i32 to i64
  llvm.call @printI64(%x1337) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1338 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c1338 = llvm.bitcast %k1338 : i32 to f32
  %r1339 = llvm.call @frem_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1340 = llvm.bitcast %r1339 : f32 to i32
  %x1341 = llvm.zext %b1340 : i32 to i64
  llvm.call @printI64(%x1341) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1342 = llvm.call @cmp__false_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1343 = llvm.zext %r1342 : i1 to i64
  llvm.call @printI64(%x1343) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1344 = llvm.call @br__false_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1344) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1346 = llvm.call @sel__false_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1347 = llvm.bitcast %r1346 : f32 to i32
  %x1348 = llvm.zext %b1347 : i32 to i64
  llvm.call @printI64(%x1348) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1349 = llvm.call @cmp_oeq_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1350 = llvm.zext %r1349 : i1 to i64
  llvm.call @printI64(%x1350) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1351 = llvm.call @br_oeq_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1351) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1353 = llvm.call @sel_oeq_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1354 = llvm.bitcast %r1353 : f32 to i32
  %x1355 = llvm.zext %b1354 : i32 to i64
  llvm.call @printI64(%x1355) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1356 = llvm.call @cmp_ogt_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1357 = llvm.zext %r1356 : i1 to i64
  llvm.call @printI64(%x1357) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1358 = llvm.call @br_ogt_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1358) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1360 = llvm.call @sel_ogt_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1361 = llvm.bitcast %r1360 : f32 to i32
  %x1362 = llvm.zext %b1361 : i32 to i64
  llvm.call @printI64(%x1362) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1363 = llvm.call @cmp_oge_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1364 = llvm.zext %r1363 : i1 to i64
  llvm.call @printI64(%x1364) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1365 = llvm.call @br_oge_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1365) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1367 = llvm.call @sel_oge_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1368 = llvm.bitcast %r1367 : f32 to i32
  %x1369 = llvm.zext %b1368 : i32 to i64
  llvm.call @printI64(%x1369) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1370 = llvm.call @cmp_olt_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1371 = llvm.zext %r1370 : i1 to i64
  llvm.call @printI64(%x1371) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1372 = llvm.call @br_olt_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1372) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1374 = llvm.call @sel_olt_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1375 = llvm.bitcast %r1374 : f32 to i32
  %x1376 = llvm.zext %b1375 : i32 to i64
  llvm.call @printI64(%x1376) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1377 = llvm.call @cmp_ole_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1378 = llvm.zext %r1377 : i1 to i64
  llvm.call @printI64(%x1378) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1379 = llvm.call @br_ole_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1379) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1381 = llvm.call @sel_ole_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1382 = llvm.bitcast %r1381 : f32 to i32
  %x1383 = llvm.zext %b1382 : i32 to i64
  llvm.call @printI64(%x1383) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1384 = llvm.call @cmp_one_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1385 = llvm.zext %r1384 : i1 to i64
  llvm.call @printI64(%x1385) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1386 = llvm.call @br_one_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1386) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1388 = llvm.call @sel_one_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1389 = llvm.bitcast %r1388 : f32 to i32
  %x1390 = llvm.zext %b1389 : i32 to i64
  llvm.call @printI64(%x1390) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1391 = llvm.call @cmp_ord_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1392 = llvm.zext %r1391 : i1 to i64
  llvm.call @printI64(%x1392) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1393 = llvm.call @br_ord_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1393) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1395 = llvm.call @sel_ord_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1396 = llvm.bitcast %r1395 : f32 to i32
  %x1397 = llvm.zext %b1396 : i32 to i64
  llvm.call @printI64(%x1397) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1398 = llvm.call @cmp_ueq_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1399 = llvm.zext %r1398 : i1 to i64
  llvm.call @printI64(%x1399) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1400 = llvm.call @br_ueq_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1400) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1402 = llvm.call @sel_ueq_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1403 = llvm.bitcast %r1402 : f32 to i32
  %x1404 = llvm.zext %b1403 : i32 to i64
  llvm.call @printI64(%x1404) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1405 = llvm.call @cmp_ugt_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1406 = llvm.zext %r1405 : i1 to i64
  llvm.call @printI64(%x1406) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1407 = llvm.call @br_ugt_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1407) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1409 = llvm.call @sel_ugt_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1410 = llvm.bitcast %r1409 : f32 to i32
  %x1411 = llvm.zext %b1410 : i32 to i64
  llvm.call @printI64(%x1411) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1412 = llvm.call @cmp_uge_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1413 = llvm.zext %r1412 : i1 to i64
  llvm.call @printI64(%x1413) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1414 = llvm.call @br_uge_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1414) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1416 = llvm.call @sel_uge_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1417 = llvm.bitcast %r1416 : f32 to i32
  %x1418 = llvm.zext %b1417 : i32 to i64
  llvm.call @printI64(%x1418) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1419 = llvm.call @cmp_ult_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1420 = llvm.zext %r1419 : i1 to i64
  llvm.call @printI64(%x1420) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1421 = llvm.call @br_ult_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1421) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1423 = llvm.call @sel_ult_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1424 = llvm.bitcast %r1423 : f32 to i32
  %x1425 = llvm.zext %b1424 : i32 to i64
  llvm.call @printI64(%x1425) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1426 = llvm.call @cmp_ule_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1427 = llvm.zext %r1426 : i1 to i64
  llvm.call @printI64(%x1427) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1428 = llvm.call @br_ule_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1428) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1430 = llvm.call @sel_ule_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1431 = llvm.bitcast %r1430 : f32 to i32
  %x1432 = llvm.zext %b1431 : i32 to i64
  llvm.call @printI64(%x1432) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1433 = llvm.call @cmp_une_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1434 = llvm.zext %r1433 : i1 to i64
  llvm.call @printI64(%x1434) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1435 = llvm.call @br_une_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1435) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1437 = llvm.call @sel_une_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1438 = llvm.bitcast %r1437 : f32 to i32
  %x1439 = llvm.zext %b1438 : i32 to i64
  llvm.call @printI64(%x1439) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1440 = llvm.call @cmp_uno_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1441 = llvm.zext %r1440 : i1 to i64
  llvm.call @printI64(%x1441) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1442 = llvm.call @br_uno_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1442) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1444 = llvm.call @sel_uno_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1445 = llvm.bitcast %r1444 : f32 to i32
  %x1446 = llvm.zext %b1445 : i32 to i64
  llvm.call @printI64(%x1446) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1447 = llvm.call @cmp__true_f32(%c1102, %c1338) : (f32, f32) -> i1
  %x1448 = llvm.zext %r1447 : i1 to i64
  llvm.call @printI64(%x1448) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1449 = llvm.call @br__true_f32(%c1102, %c1338) : (f32, f32) -> i64
  llvm.call @printI64(%r1449) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1451 = llvm.call @sel__true_f32(%c1102, %c1338) : (f32, f32) -> f32
  %b1452 = llvm.bitcast %r1451 : f32 to i32
  %x1453 = llvm.zext %b1452 : i32 to i64
  llvm.call @printI64(%x1453) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1454 = llvm.mlir.constant(2143289344 : i32) : i32
  %c1454 = llvm.bitcast %k1454 : i32 to f32
  %r1455 = llvm.call @frem_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1456 = llvm.bitcast %r1455 : f32 to i32
  %x1457 = llvm.zext %b1456 : i32 to i64
  llvm.call @printI64(%x1457) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1458 = llvm.call @cmp__false_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1459 = llvm.zext %r1458 : i1 to i64
  llvm.call @printI64(%x1459) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1460 = llvm.call @br__false_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1460) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1462 = llvm.call @sel__false_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1463 = llvm.bitcast %r1462 : f32 to i32
  %x1464 = llvm.zext %b1463 : i32 to i64
  llvm.call @printI64(%x1464) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1465 = llvm.call @cmp_oeq_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1466 = llvm.zext %r1465 : i1 to i64
  llvm.call @printI64(%x1466) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1467 = llvm.call @br_oeq_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1467) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1469 = llvm.call @sel_oeq_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1470 = llvm.bitcast %r1469 : f32 to i32
  %x1471 = llvm.zext %b1470 : i32 to i64
  llvm.call @printI64(%x1471) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1472 = llvm.call @cmp_ogt_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1473 = llvm.zext %r1472 : i1 to i64
  llvm.call @printI64(%x1473) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1474 = llvm.call @br_ogt_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1474) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1476 = llvm.call @sel_ogt_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1477 = llvm.bitcast %r1476 : f32 to i32
  %x1478 = llvm.zext %b1477 : i32 to i64
  llvm.call @printI64(%x1478) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1479 = llvm.call @cmp_oge_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1480 = llvm.zext %r1479 : i1 to i64
  llvm.call @printI64(%x1480) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1481 = llvm.call @br_oge_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1481) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1483 = llvm.call @sel_oge_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1484 = llvm.bitcast %r1483 : f32 to i32
  %x1485 = llvm.zext %b1484 : i32 to i64
  llvm.call @printI64(%x1485) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1486 = llvm.call @cmp_olt_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1487 = llvm.zext %r1486 : i1 to i64
  llvm.call @printI64(%x1487) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1488 = llvm.call @br_olt_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1488) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1490 = llvm.call @sel_olt_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1491 = llvm.bitcast %r1490 : f32 to i32
  %x1492 = llvm.zext %b1491 : i32 to i64
  llvm.call @printI64(%x1492) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1493 = llvm.call @cmp_ole_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1494 = llvm.zext %r1493 : i1 to i64
  llvm.call @printI64(%x1494) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1495 = llvm.call @br_ole_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1495) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1497 = llvm.call @sel_ole_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1498 = llvm.bitcast %r1497 : f32 to i32
  %x1499 = llvm.zext %b1498 : i32 to i64
  llvm.call @printI64(%x1499) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1500 = llvm.call @cmp_one_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1501 = llvm.zext %r1500 : i1 to i64
  llvm.call @printI64(%x1501) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1502 = llvm.call @br_one_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1502) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1504 = llvm.call @sel_one_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1505 = llvm.bitcast %r1504 : f32 to i32
  %x1506 = llvm.zext %b1505 : i32 to i64
  llvm.call @printI64(%x1506) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1507 = llvm.call @cmp_ord_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1508 = llvm.zext %r1507 : i1 to i64
  llvm.call @printI64(%x1508) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1509 = llvm.call @br_ord_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1509) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1511 = llvm.call @sel_ord_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1512 = llvm.bitcast %r1511 : f32 to i32
  %x1513 = llvm.zext %b1512 : i32 to i64
  llvm.call @printI64(%x1513) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1514 = llvm.call @cmp_ueq_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1515 = llvm.zext %r1514 : i1 to i64
  llvm.call @printI64(%x1515) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1516 = llvm.call @br_ueq_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1518 = llvm.call @sel_ueq_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1519 = llvm.bitcast %r1518 : f32 to i32
  %x1520 = llvm.zext %b1519 : i32 to i64
  llvm.call @printI64(%x1520) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1521 = llvm.call @cmp_ugt_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1522 = llvm.zext %r1521 : i1 to i64
  llvm.call @printI64(%x1522) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1523 = llvm.call @br_ugt_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1523) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1525 = llvm.call @sel_ugt_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1526 = llvm.bitcast %r1525 : f32 to i32
  %x1527 = llvm.zext %b1526 : i32 to i64
  llvm.call @printI64(%x1527) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1528 = llvm.call @cmp_uge_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1529 = llvm.zext %r1528 : i1 to i64
  llvm.call @printI64(%x1529) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1530 = llvm.call @br_uge_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1530) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1532 = llvm.call @sel_uge_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1533 = llvm.bitcast %r1532 : f32 to i32
  %x1534 = llvm.zext %b1533 : i32 to i64
  llvm.call @printI64(%x1534) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1535 = llvm.call @cmp_ult_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1536 = llvm.zext %r1535 : i1 to i64
  llvm.call @printI64(%x1536) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1537 = llvm.call @br_ult_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1537) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1539 = llvm.call @sel_ult_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1540 = llvm.bitcast %r1539 : f32 to i32
  %x1541 = llvm.zext %b1540 : i32 to i64
  llvm.call @printI64(%x1541) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1542 = llvm.call @cmp_ule_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1543 = llvm.zext %r1542 : i1 to i64
  llvm.call @printI64(%x1543) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1544 = llvm.call @br_ule_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1544) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1546 = llvm.call @sel_ule_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1547 = llvm.bitcast %r1546 : f32 to i32
  %x1548 = llvm.zext %b1547 : i32 to i64
  llvm.call @printI64(%x1548) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1549 = llvm.call @cmp_une_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1550 = llvm.zext %r1549 : i1 to i64
  llvm.call @printI64(%x1550) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1551 = llvm.call @br_une_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1551) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1553 = llvm.call @sel_une_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1554 = llvm.bitcast %r1553 : f32 to i32
  %x1555 = llvm.zext %b1554 : i32 to i64
  llvm.call @printI64(%x1555) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1556 = llvm.call @cmp_uno_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1557 = llvm.zext %r1556 : i1 to i64
  llvm.call @printI64(%x1557) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1558 = llvm.call @br_uno_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1558) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1560 = llvm.call @sel_uno_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1561 = llvm.bitcast %r1560 : f32 to i32
  %x1562 = llvm.zext %b1561 : i32 to i64
  llvm.call @printI64(%x1562) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1563 = llvm.call @cmp__true_f32(%c1102, %c1454) : (f32, f32) -> i1
  %x1564 = llvm.zext %r1563 : i1 to i64
  llvm.call @printI64(%x1564) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1565 = llvm.call @br__true_f32(%c1102, %c1454) : (f32, f32) -> i64
  llvm.call @printI64(%r1565) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1567 = llvm.call @sel__true_f32(%c1102, %c1454) : (f32, f32) -> f32
  %b1568 = llvm.bitcast %r1567 : f32 to i32
  %x1569 = llvm.zext %b1568 : i32 to i64
  llvm.call @printI64(%x1569) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1570 = llvm.mlir.constant(71362 : i32) : i32
  %c1570 = llvm.bitcast %k1570 : i32 to f32
  %r1571 = llvm.call @frem_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1572 = llvm.bitcast %r1571 : f32 to i32
  %x1573 = llvm.zext %b1572 : i32 to i64
  llvm.call @printI64(%x1573) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1574 = llvm.call @cmp__false_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1575 = llvm.zext %r1574 : i1 to i64
  llvm.call @printI64(%x1575) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1576 = llvm.call @br__false_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1576) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1578 = llvm.call @sel__false_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1579 = llvm.bitcast %r1578 : f32 to i32
  %x1580 = llvm.zext %b1579 : i32 to i64
  llvm.call @printI64(%x1580) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1581 = llvm.call @cmp_oeq_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1582 = llvm.zext %r1581 : i1 to i64
  llvm.call @printI64(%x1582) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1583 = llvm.call @br_oeq_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1583) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1585 = llvm.call @sel_oeq_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1586 = llvm.bitcast %r1585 : f32 to i32
  %x1587 = llvm.zext %b1586 : i32 to i64
  llvm.call @printI64(%x1587) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1588 = llvm.call @cmp_ogt_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1589 = llvm.zext %r1588 : i1 to i64
  llvm.call @printI64(%x1589) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1590 = llvm.call @br_ogt_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1590) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1592 = llvm.call @sel_ogt_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1593 = llvm.bitcast %r1592 : f32 to i32
  %x1594 = llvm.zext %b1593 : i32 to i64
  llvm.call @printI64(%x1594) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1595 = llvm.call @cmp_oge_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1596 = llvm.zext %r1595 : i1 to i64
  llvm.call @printI64(%x1596) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1597 = llvm.call @br_oge_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1597) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1599 = llvm.call @sel_oge_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1600 = llvm.bitcast %r1599 : f32 to i32
  %x1601 = llvm.zext %b1600 : i32 to i64
  llvm.call @printI64(%x1601) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1602 = llvm.call @cmp_olt_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1603 = llvm.zext %r1602 : i1 to i64
  llvm.call @printI64(%x1603) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1604 = llvm.call @br_olt_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1604) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1606 = llvm.call @sel_olt_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1607 = llvm.bitcast %r1606 : f32 to i32
  %x1608 = llvm.zext %b1607 : i32 to i64
  llvm.call @printI64(%x1608) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1609 = llvm.call @cmp_ole_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1610 = llvm.zext %r1609 : i1 to i64
  llvm.call @printI64(%x1610) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1611 = llvm.call @br_ole_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1611) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1613 = llvm.call @sel_ole_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1614 = llvm.bitcast %r1613 : f32 to i32
  %x1615 = llvm.zext %b1614 : i32 to i64
  llvm.call @printI64(%x1615) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1616 = llvm.call @cmp_one_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1617 = llvm.zext %r1616 : i1 to i64
  llvm.call @printI64(%x1617) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1618 = llvm.call @br_one_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1618) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1620 = llvm.call @sel_one_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1621 = llvm.bitcast %r1620 : f32 to i32
  %x1622 = llvm.zext %b1621 : i32 to i64
  llvm.call @printI64(%x1622) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1623 = llvm.call @cmp_ord_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1624 = llvm.zext %r1623 : i1 to i64
  llvm.call @printI64(%x1624) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1625 = llvm.call @br_ord_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1625) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1627 = llvm.call @sel_ord_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1628 = llvm.bitcast %r1627 : f32 to i32
  %x1629 = llvm.zext %b1628 : i32 to i64
  llvm.call @printI64(%x1629) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1630 = llvm.call @cmp_ueq_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1631 = llvm.zext %r1630 : i1 to i64
  llvm.call @printI64(%x1631) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1632 = llvm.call @br_ueq_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1632) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1634 = llvm.call @sel_ueq_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1635 = llvm.bitcast %r1634 : f32 to i32
  %x1636 = llvm.zext %b1635 : i32 to i64
  llvm.call @printI64(%x1636) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1637 = llvm.call @cmp_ugt_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1638 = llvm.zext %r1637 : i1 to i64
  llvm.call @printI64(%x1638) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1639 = llvm.call @br_ugt_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1639) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1641 = llvm.call @sel_ugt_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1642 = llvm.bitcast %r1641 : f32 to i32
  %x1643 = llvm.zext %b1642 : i32 to i64
  llvm.call @printI64(%x1643) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1644 = llvm.call @cmp_uge_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1645 = llvm.zext %r1644 : i1 to i64
  llvm.call @printI64(%x1645) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1646 = llvm.call @br_uge_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1646) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1648 = llvm.call @sel_uge_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1649 = llvm.bitcast %r1648 : f32 to i32
  %x1650 = llvm.zext %b1649 : i32 to i64
  llvm.call @printI64(%x1650) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1651 = llvm.call @cmp_ult_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1652 = llvm.zext %r1651 : i1 to i64
  llvm.call @printI64(%x1652) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1653 = llvm.call @br_ult_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1653) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1655 = llvm.call @sel_ult_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1656 = llvm.bitcast %r1655 : f32 to i32
  %x1657 = llvm.zext %b1656 : i32 to i64
  llvm.call @printI64(%x1657) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1658 = llvm.call @cmp_ule_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1659 = llvm.zext %r1658 : i1 to i64
  llvm.call @printI64(%x1659) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1660 = llvm.call @br_ule_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1660) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1662 = llvm.call @sel_ule_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1663 = llvm.bitcast %r1662 : f32 to i32
  %x1664 = llvm.zext %b1663 : i32 to i64
  llvm.call @printI64(%x1664) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1665 = llvm.call @cmp_une_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1666 = llvm.zext %r1665 : i1 to i64
  llvm.call @printI64(%x1666) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1667 = llvm.call @br_une_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1667) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1669 = llvm.call @sel_une_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1670 = llvm.bitcast %r1669 : f32 to i32
  %x1671 = llvm.zext %b1670 : i32 to i64
  llvm.call @printI64(%x1671) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1672 = llvm.call @cmp_uno_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1673 = llvm.zext %r1672 : i1 to i64
  llvm.call @printI64(%x1673) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1674 = llvm.call @br_uno_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1674) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1676 = llvm.call @sel_uno_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1677 = llvm.bitcast %r1676 : f32 to i32
  %x1678 = llvm.zext %b1677 : i32 to i64
  llvm.call @printI64(%x1678) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1679 = llvm.call @cmp__true_f32(%c1102, %c1570) : (f32, f32) -> i1
  %x1680 = llvm.zext %r1679 : i1 to i64
  llvm.call @printI64(%x1680) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1681 = llvm.call @br__true_f32(%c1102, %c1570) : (f32, f32) -> i64
  llvm.call @printI64(%r1681) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1683 = llvm.call @sel__true_f32(%c1102, %c1570) : (f32, f32) -> f32
  %b1684 = llvm.bitcast %r1683 : f32 to i32
  %x1685 = llvm.zext %b1684 : i32 to i64
  llvm.call @printI64(%x1685) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1686 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c1686 = llvm.bitcast %k1686 : i32 to f32
  %r1687 = llvm.call @fneg_f32(%c1686) : (f32) -> f32
  %b1688 = llvm.bitcast %r1687 : f32 to i32
  %x1689 = llvm.zext %b1688 : i32 to i64
  llvm.call @printI64(%x1689) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1690 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c1690 = llvm.bitcast %k1690 : i32 to f32
  %r1691 = llvm.call @frem_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1692 = llvm.bitcast %r1691 : f32 to i32
  %x1693 = llvm.zext %b1692 : i32 to i64
  llvm.call @printI64(%x1693) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1694 = llvm.call @cmp__false_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1695 = llvm.zext %r1694 : i1 to i64
  llvm.call @printI64(%x1695) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1696 = llvm.call @br__false_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1696) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1698 = llvm.call @sel__false_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1699 = llvm.bitcast %r1698 : f32 to i32
  %x1700 = llvm.zext %b1699 : i32 to i64
  llvm.call @printI64(%x1700) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1701 = llvm.call @cmp_oeq_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1702 = llvm.zext %r1701 : i1 to i64
  llvm.call @printI64(%x1702) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1703 = llvm.call @br_oeq_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1703) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1705 = llvm.call @sel_oeq_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1706 = llvm.bitcast %r1705 : f32 to i32
  %x1707 = llvm.zext %b1706 : i32 to i64
  llvm.call @printI64(%x1707) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1708 = llvm.call @cmp_ogt_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1709 = llvm.zext %r1708 : i1 to i64
  llvm.call @printI64(%x1709) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1710 = llvm.call @br_ogt_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1710) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1712 = llvm.call @sel_ogt_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1713 = llvm.bitcast %r1712 : f32 to i32
  %x1714 = llvm.zext %b1713 : i32 to i64
  llvm.call @printI64(%x1714) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1715 = llvm.call @cmp_oge_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1716 = llvm.zext %r1715 : i1 to i64
  llvm.call @printI64(%x1716) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1717 = llvm.call @br_oge_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1717) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1719 = llvm.call @sel_oge_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1720 = llvm.bitcast %r1719 : f32 to i32
  %x1721 = llvm.zext %b1720 : i32 to i64
  llvm.call @printI64(%x1721) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1722 = llvm.call @cmp_olt_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1723 = llvm.zext %r1722 : i1 to i64
  llvm.call @printI64(%x1723) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1724 = llvm.call @br_olt_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1724) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1726 = llvm.call @sel_olt_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1727 = llvm.bitcast %r1726 : f32 to i32
  %x1728 = llvm.zext %b1727 : i32 to i64
  llvm.call @printI64(%x1728) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1729 = llvm.call @cmp_ole_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1730 = llvm.zext %r1729 : i1 to i64
  llvm.call @printI64(%x1730) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1731 = llvm.call @br_ole_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1731) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1733 = llvm.call @sel_ole_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1734 = llvm.bitcast %r1733 : f32 to i32
  %x1735 = llvm.zext %b1734 : i32 to i64
  llvm.call @printI64(%x1735) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1736 = llvm.call @cmp_one_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1737 = llvm.zext %r1736 : i1 to i64
  llvm.call @printI64(%x1737) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1738 = llvm.call @br_one_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1738) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1740 = llvm.call @sel_one_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1741 = llvm.bitcast %r1740 : f32 to i32
  %x1742 = llvm.zext %b1741 : i32 to i64
  llvm.call @printI64(%x1742) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1743 = llvm.call @cmp_ord_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1744 = llvm.zext %r1743 : i1 to i64
  llvm.call @printI64(%x1744) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1745 = llvm.call @br_ord_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1745) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1747 = llvm.call @sel_ord_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1748 = llvm.bitcast %r1747 : f32 to i32
  %x1749 = llvm.zext %b1748 : i32 to i64
  llvm.call @printI64(%x1749) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1750 = llvm.call @cmp_ueq_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1751 = llvm.zext %r1750 : i1 to i64
  llvm.call @printI64(%x1751) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1752 = llvm.call @br_ueq_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1752) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1754 = llvm.call @sel_ueq_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1755 = llvm.bitcast %r1754 : f32 to i32
  %x1756 = llvm.zext %b1755 : i32 to i64
  llvm.call @printI64(%x1756) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1757 = llvm.call @cmp_ugt_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1758 = llvm.zext %r1757 : i1 to i64
  llvm.call @printI64(%x1758) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1759 = llvm.call @br_ugt_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1759) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1761 = llvm.call @sel_ugt_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1762 = llvm.bitcast %r1761 : f32 to i32
  %x1763 = llvm.zext %b1762 : i32 to i64
  llvm.call @printI64(%x1763) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1764 = llvm.call @cmp_uge_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1765 = llvm.zext %r1764 : i1 to i64
  llvm.call @printI64(%x1765) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1766 = llvm.call @br_uge_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1766) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1768 = llvm.call @sel_uge_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1769 = llvm.bitcast %r1768 : f32 to i32
  %x1770 = llvm.zext %b1769 : i32 to i64
  llvm.call @printI64(%x1770) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1771 = llvm.call @cmp_ult_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1772 = llvm.zext %r1771 : i1 to i64
  llvm.call @printI64(%x1772) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1773 = llvm.call @br_ult_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1773) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1775 = llvm.call @sel_ult_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1776 = llvm.bitcast %r1775 : f32 to i32
  %x1777 = llvm.zext %b1776 : i32 to i64
  llvm.call @printI64(%x1777) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1778 = llvm.call @cmp_ule_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1779 = llvm.zext %r1778 : i1 to i64
  llvm.call @printI64(%x1779) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1780 = llvm.call @br_ule_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1780) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1782 = llvm.call @sel_ule_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1783 = llvm.bitcast %r1782 : f32 to i32
  %x1784 = llvm.zext %b1783 : i32 to i64
  llvm.call @printI64(%x1784) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1785 = llvm.call @cmp_une_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1786 = llvm.zext %r1785 : i1 to i64
  llvm.call @printI64(%x1786) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1787 = llvm.call @br_une_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1787) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1789 = llvm.call @sel_une_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1790 = llvm.bitcast %r1789 : f32 to i32
  %x1791 = llvm.zext %b1790 : i32 to i64
  llvm.call @printI64(%x1791) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1792 = llvm.call @cmp_uno_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1793 = llvm.zext %r1792 : i1 to i64
  llvm.call @printI64(%x1793) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1794 = llvm.call @br_uno_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1794) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1796 = llvm.call @sel_uno_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1797 = llvm.bitcast %r1796 : f32 to i32
  %x1798 = llvm.zext %b1797 : i32 to i64
  llvm.call @printI64(%x1798) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1799 = llvm.call @cmp__true_f32(%c1686, %c1690) : (f32, f32) -> i1
  %x1800 = llvm.zext %r1799 : i1 to i64
  llvm.call @printI64(%x1800) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1801 = llvm.call @br__true_f32(%c1686, %c1690) : (f32, f32) -> i64
  llvm.call @printI64(%r1801) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1803 = llvm.call @sel__true_f32(%c1686, %c1690) : (f32, f32) -> f32
  %b1804 = llvm.bitcast %r1803 : f32 to i32
  %x1805 = llvm.zext %b1804 : i32 to i64
  llvm.call @printI64(%x1805) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1806 = llvm.mlir.constant(1069547520 : i32) : i32
  %c1806 = llvm.bitcast %k1806 : i32 to f32
  %r1807 = llvm.call @frem_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1808 = llvm.bitcast %r1807 : f32 to i32
  %x1809 = llvm.zext %b1808 : i32 to i64
  llvm.call @printI64(%x1809) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1810 = llvm.call @cmp__false_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1811 = llvm.zext %r1810 : i1 to i64
  llvm.call @printI64(%x1811) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1812 = llvm.call @br__false_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1812) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1814 = llvm.call @sel__false_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1815 = llvm.bitcast %r1814 : f32 to i32
  %x1816 = llvm.zext %b1815 : i32 to i64
  llvm.call @printI64(%x1816) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1817 = llvm.call @cmp_oeq_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1818 = llvm.zext %r1817 : i1 to i64
  llvm.call @printI64(%x1818) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1819 = llvm.call @br_oeq_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1819) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1821 = llvm.call @sel_oeq_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1822 = llvm.bitcast %r1821 : f32 to i32
  %x1823 = llvm.zext %b1822 : i32 to i64
  llvm.call @printI64(%x1823) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1824 = llvm.call @cmp_ogt_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1825 = llvm.zext %r1824 : i1 to i64
  llvm.call @printI64(%x1825) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1826 = llvm.call @br_ogt_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1826) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1828 = llvm.call @sel_ogt_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1829 = llvm.bitcast %r1828 : f32 to i32
  %x1830 = llvm.zext %b1829 : i32 to i64
  llvm.call @printI64(%x1830) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1831 = llvm.call @cmp_oge_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1832 = llvm.zext %r1831 : i1 to i64
  llvm.call @printI64(%x1832) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1833 = llvm.call @br_oge_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1833) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1835 = llvm.call @sel_oge_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1836 = llvm.bitcast %r1835 : f32 to i32
  %x1837 = llvm.zext %b1836 : i32 to i64
  llvm.call @printI64(%x1837) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1838 = llvm.call @cmp_olt_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1839 = llvm.zext %r1838 : i1 to i64
  llvm.call @printI64(%x1839) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1840 = llvm.call @br_olt_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1840) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1842 = llvm.call @sel_olt_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1843 = llvm.bitcast %r1842 : f32 to i32
  %x1844 = llvm.zext %b1843 : i32 to i64
  llvm.call @printI64(%x1844) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1845 = llvm.call @cmp_ole_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1846 = llvm.zext %r1845 : i1 to i64
  llvm.call @printI64(%x1846) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1847 = llvm.call @br_ole_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1847) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1849 = llvm.call @sel_ole_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1850 = llvm.bitcast %r1849 : f32 to i32
  %x1851 = llvm.zext %b1850 : i32 to i64
  llvm.call @printI64(%x1851) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1852 = llvm.call @cmp_one_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1853 = llvm.zext %r1852 : i1 to i64
  llvm.call @printI64(%x1853) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1854 = llvm.call @br_one_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1854) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1856 = llvm.call @sel_one_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1857 = llvm.bitcast %r1856 : f32 to i32
  %x1858 = llvm.zext %b1857 : i32 to i64
  llvm.call @printI64(%x1858) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1859 = llvm.call @cmp_ord_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1860 = llvm.zext %r1859 : i1 to i64
  llvm.call @printI64(%x1860) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1861 = llvm.call @br_ord_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1861) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1863 = llvm.call @sel_ord_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1864 = llvm.bitcast %r1863 : f32 to i32
  %x1865 = llvm.zext %b1864 : i32 to i64
  llvm.call @printI64(%x1865) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1866 = llvm.call @cmp_ueq_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1867 = llvm.zext %r1866 : i1 to i64
  llvm.call @printI64(%x1867) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1868 = llvm.call @br_ueq_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1868) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1870 = llvm.call @sel_ueq_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1871 = llvm.bitcast %r1870 : f32 to i32
  %x1872 = llvm.zext %b1871 : i32 to i64
  llvm.call @printI64(%x1872) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1873 = llvm.call @cmp_ugt_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1874 = llvm.zext %r1873 : i1 to i64
  llvm.call @printI64(%x1874) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1875 = llvm.call @br_ugt_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1875) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1877 = llvm.call @sel_ugt_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1878 = llvm.bitcast %r1877 : f32 to i32
  %x1879 = llvm.zext %b1878 : i32 to i64
  llvm.call @printI64(%x1879) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1880 = llvm.call @cmp_uge_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1881 = llvm.zext %r1880 : i1 to i64
  llvm.call @printI64(%x1881) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1882 = llvm.call @br_uge_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1882) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1884 = llvm.call @sel_uge_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1885 = llvm.bitcast %r1884 : f32 to i32
  %x1886 = llvm.zext %b1885 : i32 to i64
  llvm.call @printI64(%x1886) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1887 = llvm.call @cmp_ult_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1888 = llvm.zext %r1887 : i1 to i64
  llvm.call @printI64(%x1888) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1889 = llvm.call @br_ult_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1889) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1891 = llvm.call @sel_ult_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1892 = llvm.bitcast %r1891 : f32 to i32
  %x1893 = llvm.zext %b1892 : i32 to i64
  llvm.call @printI64(%x1893) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1894 = llvm.call @cmp_ule_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1895 = llvm.zext %r1894 : i1 to i64
  llvm.call @printI64(%x1895) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1896 = llvm.call @br_ule_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1896) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1898 = llvm.call @sel_ule_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1899 = llvm.bitcast %r1898 : f32 to i32
  %x1900 = llvm.zext %b1899 : i32 to i64
  llvm.call @printI64(%x1900) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1901 = llvm.call @cmp_une_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1902 = llvm.zext %r1901 : i1 to i64
  llvm.call @printI64(%x1902) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1903 = llvm.call @br_une_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1903) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1905 = llvm.call @sel_une_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1906 = llvm.bitcast %r1905 : f32 to i32
  %x1907 = llvm.zext %b1906 : i32 to i64
  llvm.call @printI64(%x1907) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1908 = llvm.call @cmp_uno_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1909 = llvm.zext %r1908 : i1 to i64
  llvm.call @printI64(%x1909) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1910 = llvm.call @br_uno_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1910) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1912 = llvm.call @sel_uno_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1913 = llvm.bitcast %r1912 : f32 to i32
  %x1914 = llvm.zext %b1913 : i32 to i64
  llvm.call @printI64(%x1914) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1915 = llvm.call @cmp__true_f32(%c1686, %c1806) : (f32, f32) -> i1
  %x1916 = llvm.zext %r1915 : i1 to i64
  llvm.call @printI64(%x1916) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1917 = llvm.call @br__true_f32(%c1686, %c1806) : (f32, f32) -> i64
  llvm.call @printI64(%r1917) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1919 = llvm.call @sel__true_f32(%c1686, %c1806) : (f32, f32) -> f32
  %b1920 = llvm.bitcast %r1919 : f32 to i32
  %x1921 = llvm.zext %b1920 : i32 to i64
  llvm.call @printI64(%x1921) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1922 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c1922 = llvm.bitcast %k1922 : i32 to f32
  %r1923 = llvm.call @frem_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b1924 = llvm.bitcast %r1923 : f32 to i32
  %x1925 = llvm.zext %b1924 : i32 to i64
  llvm.call @printI64(%x1925) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1926 = llvm.call @cmp__false_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x1927 = llvm.zext %r1926 : i1 to i64
  llvm.call @printI64(%x1927) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1928 = llvm.call @br__false_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r1928) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1930 = llvm.call @sel__false_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b1931 = llvm.bitcast %r1930 : f32 to i32
  %x1932 = llvm.zext %b1931 : i32 to i64
  llvm.call @printI64(%x1932) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1933 = llvm.call @cmp_oeq_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x1934 = llvm.zext %r1933 : i1 to i64
  llvm.call @printI64(%x1934) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1935 = llvm.call @br_oeq_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r1935) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1937 = llvm.call @sel_oeq_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b1938 = llvm.bitcast %r1937 : f32 to i32
  %x1939 = llvm.zext %b1938 : i32 to i64
  llvm.call @printI64(%x1939) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1940 = llvm.call @cmp_ogt_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x1941 = llvm.zext %r1940 : i1 to i64
  llvm.call @printI64(%x1941) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1942 = llvm.call @br_ogt_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r1942) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1944 = llvm.call @sel_ogt_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b1945 = llvm.bitcast %r1944 : f32 to i32
  %x1946 = llvm.zext %b1945 : i32 to i64
  llvm.call @printI64(%x1946) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1947 = llvm.call @cmp_oge_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x1948 = llvm.zext %r1947 : i1 to i64
  llvm.call @printI64(%x1948) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1949 = llvm.call @br_oge_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r1949) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1951 = llvm.call @sel_oge_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b1952 = llvm.bitcast %r1951 : f32 to i32
  %x1953 = llvm.zext %b1952 : i32 to i64
  llvm.call @printI64(%x1953) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1954 = llvm.call @cmp_olt_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x1955 = llvm.zext %r1954 : i1 to i64
  llvm.call @printI64(%x1955) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1956 = llvm.call @br_olt_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r1956) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1958 = llvm.call @sel_olt_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b1959 = llvm.bitcast %r1958 : f32 to i32
  %x1960 = llvm.zext %b1959 : i32 to i64
  llvm.call @printI64(%x1960) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1961 = llvm.call @cmp_ole_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x1962 = llvm.zext %r1961 : i1 to i64
  llvm.call @printI64(%x1962) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1963 = llvm.call @br_ole_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r1963) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1965 = llvm.call @sel_ole_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b1966 = llvm.bitcast %r1965 : f32 to i32
  %x1967 = llvm.zext %b1966 : i32 to i64
  llvm.call @printI64(%x1967) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1968 = llvm.call @cmp_one_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x1969 = llvm.zext %r1968 : i1 to i64
  llvm.call @printI64(%x1969) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1970 = llvm.call @br_one_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r1970) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1972 = llvm.call @sel_one_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b1973 = llvm.bitcast %r1972 : f32 to i32
  %x1974 = llvm.zext %b1973 : i32 to i64
  llvm.call @printI64(%x1974) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1975 = llvm.call @cmp_ord_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x1976 = llvm.zext %r1975 : i1 to i64
  llvm.call @printI64(%x1976) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1977 = llvm.call @br_ord_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r1977) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1979 = llvm.call @sel_ord_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b1980 = llvm.bitcast %r1979 : f32 to i32
  %x1981 = llvm.zext %b1980 : i32 to i64
  llvm.call @printI64(%x1981) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1982 = llvm.call @cmp_ueq_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x1983 = llvm.zext %r1982 : i1 to i64
  llvm.call @printI64(%x1983) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1984 = llvm.call @br_ueq_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r1984) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1986 = llvm.call @sel_ueq_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b1987 = llvm.bitcast %r1986 : f32 to i32
  %x1988 = llvm.zext %b1987 : i32 to i64
  llvm.call @printI64(%x1988) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1989 = llvm.call @cmp_ugt_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x1990 = llvm.zext %r1989 : i1 to i64
  llvm.call @printI64(%x1990) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1991 = llvm.call @br_ugt_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r1991) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1993 = llvm.call @sel_ugt_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b1994 = llvm.bitcast %r1993 : f32 to i32
  %x1995 = llvm.zext %b1994 : i32 to i64
  llvm.call @printI64(%x1995) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1996 = llvm.call @cmp_uge_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x1997 = llvm.zext %r1996 : i1 to i64
  llvm.call @printI64(%x1997) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1998 = llvm.call @br_uge_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r1998) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2000 = llvm.call @sel_uge_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b2001 = llvm.bitcast %r2000 : f32 to i32
  %x2002 = llvm.zext %b2001 : i32 to i64
  llvm.call @printI64(%x2002) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2003 = llvm.call @cmp_ult_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x2004 = llvm.zext %r2003 : i1 to i64
  llvm.call @printI64(%x2004) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2005 = llvm.call @br_ult_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r2005) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2007 = llvm.call @sel_ult_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b2008 = llvm.bitcast %r2007 : f32 to i32
  %x2009 = llvm.zext %b2008 : i32 to i64
  llvm.call @printI64(%x2009) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2010 = llvm.call @cmp_ule_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x2011 = llvm.zext %r2010 : i1 to i64
  llvm.call @printI64(%x2011) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2012 = llvm.call @br_ule_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r2012) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2014 = llvm.call @sel_ule_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b2015 = llvm.bitcast %r2014 : f32 to i32
  %x2016 = llvm.zext %b2015 : i32 to i64
  llvm.call @printI64(%x2016) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2017 = llvm.call @cmp_une_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x2018 = llvm.zext %r2017 : i1 to i64
  llvm.call @printI64(%x2018) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2019 = llvm.call @br_une_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r2019) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2021 = llvm.call @sel_une_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b2022 = llvm.bitcast %r2021 : f32 to i32
  %x2023 = llvm.zext %b2022 : i32 to i64
  llvm.call @printI64(%x2023) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2024 = llvm.call @cmp_uno_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x2025 = llvm.zext %r2024 : i1 to i64
  llvm.call @printI64(%x2025) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2026 = llvm.call @br_uno_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r2026) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2028 = llvm.call @sel_uno_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b2029 = llvm.bitcast %r2028 : f32 to i32
  %x2030 = llvm.zext %b2029 : i32 to i64
  llvm.call @printI64(%x2030) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2031 = llvm.call @cmp__true_f32(%c1686, %c1922) : (f32, f32) -> i1
  %x2032 = llvm.zext %r2031 : i1 to i64
  llvm.call @printI64(%x2032) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2033 = llvm.call @br__true_f32(%c1686, %c1922) : (f32, f32) -> i64
  llvm.call @printI64(%r2033) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2035 = llvm.call @sel__true_f32(%c1686, %c1922) : (f32, f32) -> f32
  %b2036 = llvm.bitcast %r2035 : f32 to i32
  %x2037 = llvm.zext %b2036 : i32 to i64
  llvm.call @printI64(%x2037) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2038 = llvm.mlir.constant(2143289344 : i32) : i32
  %c2038 = llvm.bitcast %k2038 : i32 to f32
  %r2039 = llvm.call @frem_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2040 = llvm.bitcast %r2039 : f32 to i32
  %x2041 = llvm.zext %b2040 : i32 to i64
  llvm.call @printI64(%x2041) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2042 = llvm.call @cmp__false_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2043 = llvm.zext %r2042 : i1 to i64
  llvm.call @printI64(%x2043) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2044 = llvm.call @br__false_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2044) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2046 = llvm.call @sel__false_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2047 = llvm.bitcast %r2046 : f32 to i32
  %x2048 = llvm.zext %b2047 : i32 to i64
  llvm.call @printI64(%x2048) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2049 = llvm.call @cmp_oeq_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2050 = llvm.zext %r2049 : i1 to i64
  llvm.call @printI64(%x2050) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2051 = llvm.call @br_oeq_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2051) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2053 = llvm.call @sel_oeq_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2054 = llvm.bitcast %r2053 : f32 to i32
  %x2055 = llvm.zext %b2054 : i32 to i64
  llvm.call @printI64(%x2055) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2056 = llvm.call @cmp_ogt_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2057 = llvm.zext %r2056 : i1 to i64
  llvm.call @printI64(%x2057) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2058 = llvm.call @br_ogt_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2058) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2060 = llvm.call @sel_ogt_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2061 = llvm.bitcast %r2060 : f32 to i32
  %x2062 = llvm.zext %b2061 : i32 to i64
  llvm.call @printI64(%x2062) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2063 = llvm.call @cmp_oge_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2064 = llvm.zext %r2063 : i1 to i64
  llvm.call @printI64(%x2064) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2065 = llvm.call @br_oge_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2065) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2067 = llvm.call @sel_oge_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2068 = llvm.bitcast %r2067 : f32 to i32
  %x2069 = llvm.zext %b2068 : i32 to i64
  llvm.call @printI64(%x2069) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2070 = llvm.call @cmp_olt_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2071 = llvm.zext %r2070 : i1 to i64
  llvm.call @printI64(%x2071) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2072 = llvm.call @br_olt_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2072) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2074 = llvm.call @sel_olt_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2075 = llvm.bitcast %r2074 : f32 to i32
  %x2076 = llvm.zext %b2075 : i32 to i64
  llvm.call @printI64(%x2076) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2077 = llvm.call @cmp_ole_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2078 = llvm.zext %r2077 : i1 to i64
  llvm.call @printI64(%x2078) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2079 = llvm.call @br_ole_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2079) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2081 = llvm.call @sel_ole_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2082 = llvm.bitcast %r2081 : f32 to i32
  %x2083 = llvm.zext %b2082 : i32 to i64
  llvm.call @printI64(%x2083) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2084 = llvm.call @cmp_one_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2085 = llvm.zext %r2084 : i1 to i64
  llvm.call @printI64(%x2085) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2086 = llvm.call @br_one_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2086) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2088 = llvm.call @sel_one_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2089 = llvm.bitcast %r2088 : f32 to i32
  %x2090 = llvm.zext %b2089 : i32 to i64
  llvm.call @printI64(%x2090) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2091 = llvm.call @cmp_ord_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2092 = llvm.zext %r2091 : i1 to i64
  llvm.call @printI64(%x2092) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2093 = llvm.call @br_ord_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2093) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2095 = llvm.call @sel_ord_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2096 = llvm.bitcast %r2095 : f32 to i32
  %x2097 = llvm.zext %b2096 : i32 to i64
  llvm.call @printI64(%x2097) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2098 = llvm.call @cmp_ueq_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2099 = llvm.zext %r2098 : i1 to i64
  llvm.call @printI64(%x2099) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2100 = llvm.call @br_ueq_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2100) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2102 = llvm.call @sel_ueq_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2103 = llvm.bitcast %r2102 : f32 to i32
  %x2104 = llvm.zext %b2103 : i32 to i64
  llvm.call @printI64(%x2104) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2105 = llvm.call @cmp_ugt_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2106 = llvm.zext %r2105 : i1 to i64
  llvm.call @printI64(%x2106) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2107 = llvm.call @br_ugt_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2107) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2109 = llvm.call @sel_ugt_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2110 = llvm.bitcast %r2109 : f32 to i32
  %x2111 = llvm.zext %b2110 : i32 to i64
  llvm.call @printI64(%x2111) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2112 = llvm.call @cmp_uge_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2113 = llvm.zext %r2112 : i1 to i64
  llvm.call @printI64(%x2113) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2114 = llvm.call @br_uge_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2114) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2116 = llvm.call @sel_uge_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2117 = llvm.bitcast %r2116 : f32 to i32
  %x2118 = llvm.zext %b2117 : i32 to i64
  llvm.call @printI64(%x2118) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2119 = llvm.call @cmp_ult_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2120 = llvm.zext %r2119 : i1 to i64
  llvm.call @printI64(%x2120) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2121 = llvm.call @br_ult_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2121) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2123 = llvm.call @sel_ult_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2124 = llvm.bitcast %r2123 : f32 to i32
  %x2125 = llvm.zext %b2124 : i32 to i64
  llvm.call @printI64(%x2125) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2126 = llvm.call @cmp_ule_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2127 = llvm.zext %r2126 : i1 to i64
  llvm.call @printI64(%x2127) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2128 = llvm.call @br_ule_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2128) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2130 = llvm.call @sel_ule_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2131 = llvm.bitcast %r2130 : f32 to i32
  %x2132 = llvm.zext %b2131 : i32 to i64
  llvm.call @printI64(%x2132) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2133 = llvm.call @cmp_une_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2134 = llvm.zext %r2133 : i1 to i64
  llvm.call @printI64(%x2134) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2135 = llvm.call @br_une_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2135) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2137 = llvm.call @sel_une_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2138 = llvm.bitcast %r2137 : f32 to i32
  %x2139 = llvm.zext %b2138 : i32 to i64
  llvm.call @printI64(%x2139) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2140 = llvm.call @cmp_uno_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2141 = llvm.zext %r2140 : i1 to i64
  llvm.call @printI64(%x2141) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2142 = llvm.call @br_uno_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2142) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2144 = llvm.call @sel_uno_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2145 = llvm.bitcast %r2144 : f32 to i32
  %x2146 = llvm.zext %b2145 : i32 to i64
  llvm.call @printI64(%x2146) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2147 = llvm.call @cmp__true_f32(%c1686, %c2038) : (f32, f32) -> i1
  %x2148 = llvm.zext %r2147 : i1 to i64
  llvm.call @printI64(%x2148) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2149 = llvm.call @br__true_f32(%c1686, %c2038) : (f32, f32) -> i64
  llvm.call @printI64(%r2149) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2151 = llvm.call @sel__true_f32(%c1686, %c2038) : (f32, f32) -> f32
  %b2152 = llvm.bitcast %r2151 : f32 to i32
  %x2153 = llvm.zext %b2152 : i32 to i64
  llvm.call @printI64(%x2153) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2154 = llvm.mlir.constant(71362 : i32) : i32
  %c2154 = llvm.bitcast %k2154 : i32 to f32
  %r2155 = llvm.call @frem_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2156 = llvm.bitcast %r2155 : f32 to i32
  %x2157 = llvm.zext %b2156 : i32 to i64
  llvm.call @printI64(%x2157) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2158 = llvm.call @cmp__false_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2159 = llvm.zext %r2158 : i1 to i64
  llvm.call @printI64(%x2159) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2160 = llvm.call @br__false_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2160) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2162 = llvm.call @sel__false_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2163 = llvm.bitcast %r2162 : f32 to i32
  %x2164 = llvm.zext %b2163 : i32 to i64
  llvm.call @printI64(%x2164) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2165 = llvm.call @cmp_oeq_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2166 = llvm.zext %r2165 : i1 to i64
  llvm.call @printI64(%x2166) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2167 = llvm.call @br_oeq_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2167) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2169 = llvm.call @sel_oeq_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2170 = llvm.bitcast %r2169 : f32 to i32
  %x2171 = llvm.zext %b2170 : i32 to i64
  llvm.call @printI64(%x2171) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2172 = llvm.call @cmp_ogt_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2173 = llvm.zext %r2172 : i1 to i64
  llvm.call @printI64(%x2173) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2174 = llvm.call @br_ogt_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2174) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2176 = llvm.call @sel_ogt_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2177 = llvm.bitcast %r2176 : f32 to i32
  %x2178 = llvm.zext %b2177 : i32 to i64
  llvm.call @printI64(%x2178) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2179 = llvm.call @cmp_oge_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2180 = llvm.zext %r2179 : i1 to i64
  llvm.call @printI64(%x2180) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2181 = llvm.call @br_oge_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2181) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2183 = llvm.call @sel_oge_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2184 = llvm.bitcast %r2183 : f32 to i32
  %x2185 = llvm.zext %b2184 : i32 to i64
  llvm.call @printI64(%x2185) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2186 = llvm.call @cmp_olt_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2187 = llvm.zext %r2186 : i1 to i64
  llvm.call @printI64(%x2187) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2188 = llvm.call @br_olt_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2188) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2190 = llvm.call @sel_olt_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2191 = llvm.bitcast %r2190 : f32 to i32
  %x2192 = llvm.zext %b2191 : i32 to i64
  llvm.call @printI64(%x2192) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2193 = llvm.call @cmp_ole_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2194 = llvm.zext %r2193 : i1 to i64
  llvm.call @printI64(%x2194) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2195 = llvm.call @br_ole_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2195) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2197 = llvm.call @sel_ole_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2198 = llvm.bitcast %r2197 : f32 to i32
  %x2199 = llvm.zext %b2198 : i32 to i64
  llvm.call @printI64(%x2199) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2200 = llvm.call @cmp_one_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2201 = llvm.zext %r2200 : i1 to i64
  llvm.call @printI64(%x2201) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2202 = llvm.call @br_one_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2202) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2204 = llvm.call @sel_one_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2205 = llvm.bitcast %r2204 : f32 to i32
  %x2206 = llvm.zext %b2205 : i32 to i64
  llvm.call @printI64(%x2206) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2207 = llvm.call @cmp_ord_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2208 = llvm.zext %r2207 : i1 to i64
  llvm.call @printI64(%x2208) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2209 = llvm.call @br_ord_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2209) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2211 = llvm.call @sel_ord_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2212 = llvm.bitcast %r2211 : f32 to i32
  %x2213 = llvm.zext %b2212 : i32 to i64
  llvm.call @printI64(%x2213) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2214 = llvm.call @cmp_ueq_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2215 = llvm.zext %r2214 : i1 to i64
  llvm.call @printI64(%x2215) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2216 = llvm.call @br_ueq_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2216) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2218 = llvm.call @sel_ueq_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2219 = llvm.bitcast %r2218 : f32 to i32
  %x2220 = llvm.zext %b2219 : i32 to i64
  llvm.call @printI64(%x2220) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2221 = llvm.call @cmp_ugt_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2222 = llvm.zext %r2221 : i1 to i64
  llvm.call @printI64(%x2222) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2223 = llvm.call @br_ugt_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2223) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2225 = llvm.call @sel_ugt_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2226 = llvm.bitcast %r2225 : f32 to i32
  %x2227 = llvm.zext %b2226 : i32 to i64
  llvm.call @printI64(%x2227) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2228 = llvm.call @cmp_uge_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2229 = llvm.zext %r2228 : i1 to i64
  llvm.call @printI64(%x2229) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2230 = llvm.call @br_uge_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2230) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2232 = llvm.call @sel_uge_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2233 = llvm.bitcast %r2232 : f32 to i32
  %x2234 = llvm.zext %b2233 : i32 to i64
  llvm.call @printI64(%x2234) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2235 = llvm.call @cmp_ult_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2236 = llvm.zext %r2235 : i1 to i64
  llvm.call @printI64(%x2236) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2237 = llvm.call @br_ult_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2237) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2239 = llvm.call @sel_ult_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2240 = llvm.bitcast %r2239 : f32 to i32
  %x2241 = llvm.zext %b2240 : i32 to i64
  llvm.call @printI64(%x2241) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2242 = llvm.call @cmp_ule_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2243 = llvm.zext %r2242 : i1 to i64
  llvm.call @printI64(%x2243) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2244 = llvm.call @br_ule_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2244) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2246 = llvm.call @sel_ule_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2247 = llvm.bitcast %r2246 : f32 to i32
  %x2248 = llvm.zext %b2247 : i32 to i64
  llvm.call @printI64(%x2248) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2249 = llvm.call @cmp_une_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2250 = llvm.zext %r2249 : i1 to i64
  llvm.call @printI64(%x2250) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2251 = llvm.call @br_une_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2251) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2253 = llvm.call @sel_une_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2254 = llvm.bitcast %r2253 : f32 to i32
  %x2255 = llvm.zext %b2254 : i32 to i64
  llvm.call @printI64(%x2255) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2256 = llvm.call @cmp_uno_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2257 = llvm.zext %r2256 : i1 to i64
  llvm.call @printI64(%x2257) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2258 = llvm.call @br_uno_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2258) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2260 = llvm.call @sel_uno_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2261 = llvm.bitcast %r2260 : f32 to i32
  %x2262 = llvm.zext %b2261 : i32 to i64
  llvm.call @printI64(%x2262) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2263 = llvm.call @cmp__true_f32(%c1686, %c2154) : (f32, f32) -> i1
  %x2264 = llvm.zext %r2263 : i1 to i64
  llvm.call @printI64(%x2264) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2265 = llvm.call @br__true_f32(%c1686, %c2154) : (f32, f32) -> i64
  llvm.call @printI64(%r2265) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2267 = llvm.call @sel__true_f32(%c1686, %c2154) : (f32, f32) -> f32
  %b2268 = llvm.bitcast %r2267 : f32 to i32
  %x2269 = llvm.zext %b2268 : i32 to i64
  llvm.call @printI64(%x2269) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2270 = llvm.mlir.constant(2143289344 : i32) : i32
  %c2270 = llvm.bitcast %k2270 : i32 to f32
  %r2271 = llvm.call @fneg_f32(%c2270) : (f32) -> f32
  %b2272 = llvm.bitcast %r2271 : f32 to i32
  %x2273 = llvm.zext %b2272 : i32 to i64
  llvm.call @printI64(%x2273) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2274 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c2274 = llvm.bitcast %k2274 : i32 to f32
  %r2275 = llvm.call @cmp__false_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2276 = llvm.zext %r2275 : i1 to i64
  llvm.call @printI64(%x2276) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2277 = llvm.call @br__false_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2277) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2279 = llvm.call @sel__false_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2280 = llvm.bitcast %r2279 : f32 to i32
  %x2281 = llvm.zext %b2280 : i32 to i64
  llvm.call @printI64(%x2281) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2282 = llvm.call @cmp_oeq_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2283 = llvm.zext %r2282 : i1 to i64
  llvm.call @printI64(%x2283) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2284 = llvm.call @br_oeq_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2284) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2286 = llvm.call @sel_oeq_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2287 = llvm.bitcast %r2286 : f32 to i32
  %x2288 = llvm.zext %b2287 : i32 to i64
  llvm.call @printI64(%x2288) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2289 = llvm.call @cmp_ogt_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2290 = llvm.zext %r2289 : i1 to i64
  llvm.call @printI64(%x2290) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2291 = llvm.call @br_ogt_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2291) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2293 = llvm.call @sel_ogt_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2294 = llvm.bitcast %r2293 : f32 to i32
  %x2295 = llvm.zext %b2294 : i32 to i64
  llvm.call @printI64(%x2295) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2296 = llvm.call @cmp_oge_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2297 = llvm.zext %r2296 : i1 to i64
  llvm.call @printI64(%x2297) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2298 = llvm.call @br_oge_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2298) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2300 = llvm.call @sel_oge_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2301 = llvm.bitcast %r2300 : f32 to i32
  %x2302 = llvm.zext %b2301 : i32 to i64
  llvm.call @printI64(%x2302) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2303 = llvm.call @cmp_olt_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2304 = llvm.zext %r2303 : i1 to i64
  llvm.call @printI64(%x2304) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2305 = llvm.call @br_olt_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2305) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2307 = llvm.call @sel_olt_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2308 = llvm.bitcast %r2307 : f32 to i32
  %x2309 = llvm.zext %b2308 : i32 to i64
  llvm.call @printI64(%x2309) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2310 = llvm.call @cmp_ole_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2311 = llvm.zext %r2310 : i1 to i64
  llvm.call @printI64(%x2311) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2312 = llvm.call @br_ole_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2312) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2314 = llvm.call @sel_ole_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2315 = llvm.bitcast %r2314 : f32 to i32
  %x2316 = llvm.zext %b2315 : i32 to i64
  llvm.call @printI64(%x2316) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2317 = llvm.call @cmp_one_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2318 = llvm.zext %r2317 : i1 to i64
  llvm.call @printI64(%x2318) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2319 = llvm.call @br_one_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2319) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2321 = llvm.call @sel_one_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2322 = llvm.bitcast %r2321 : f32 to i32
  %x2323 = llvm.zext %b2322 : i32 to i64
  llvm.call @printI64(%x2323) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2324 = llvm.call @cmp_ord_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2325 = llvm.zext %r2324 : i1 to i64
  llvm.call @printI64(%x2325) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2326 = llvm.call @br_ord_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2326) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2328 = llvm.call @sel_ord_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2329 = llvm.bitcast %r2328 : f32 to i32
  %x2330 = llvm.zext %b2329 : i32 to i64
  llvm.call @printI64(%x2330) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2331 = llvm.call @cmp_ueq_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2332 = llvm.zext %r2331 : i1 to i64
  llvm.call @printI64(%x2332) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2333 = llvm.call @br_ueq_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2333) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2335 = llvm.call @sel_ueq_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2336 = llvm.bitcast %r2335 : f32 to i32
  %x2337 = llvm.zext %b2336 : i32 to i64
  llvm.call @printI64(%x2337) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2338 = llvm.call @cmp_ugt_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2339 = llvm.zext %r2338 : i1 to i64
  llvm.call @printI64(%x2339) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2340 = llvm.call @br_ugt_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2340) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2342 = llvm.call @sel_ugt_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2343 = llvm.bitcast %r2342 : f32 to i32
  %x2344 = llvm.zext %b2343 : i32 to i64
  llvm.call @printI64(%x2344) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2345 = llvm.call @cmp_uge_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2346 = llvm.zext %r2345 : i1 to i64
  llvm.call @printI64(%x2346) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2347 = llvm.call @br_uge_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2347) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2349 = llvm.call @sel_uge_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2350 = llvm.bitcast %r2349 : f32 to i32
  %x2351 = llvm.zext %b2350 : i32 to i64
  llvm.call @printI64(%x2351) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2352 = llvm.call @cmp_ult_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2353 = llvm.zext %r2352 : i1 to i64
  llvm.call @printI64(%x2353) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2354 = llvm.call @br_ult_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2354) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2356 = llvm.call @sel_ult_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2357 = llvm.bitcast %r2356 : f32 to i32
  %x2358 = llvm.zext %b2357 : i32 to i64
  llvm.call @printI64(%x2358) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2359 = llvm.call @cmp_ule_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2360 = llvm.zext %r2359 : i1 to i64
  llvm.call @printI64(%x2360) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2361 = llvm.call @br_ule_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2361) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2363 = llvm.call @sel_ule_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2364 = llvm.bitcast %r2363 : f32 to i32
  %x2365 = llvm.zext %b2364 : i32 to i64
  llvm.call @printI64(%x2365) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2366 = llvm.call @cmp_une_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2367 = llvm.zext %r2366 : i1 to i64
  llvm.call @printI64(%x2367) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2368 = llvm.call @br_une_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2368) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2370 = llvm.call @sel_une_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2371 = llvm.bitcast %r2370 : f32 to i32
  %x2372 = llvm.zext %b2371 : i32 to i64
  llvm.call @printI64(%x2372) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2373 = llvm.call @cmp_uno_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2374 = llvm.zext %r2373 : i1 to i64
  llvm.call @printI64(%x2374) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2375 = llvm.call @br_uno_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2375) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2377 = llvm.call @sel_uno_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2378 = llvm.bitcast %r2377 : f32 to i32
  %x2379 = llvm.zext %b2378 : i32 to i64
  llvm.call @printI64(%x2379) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2380 = llvm.call @cmp__true_f32(%c2270, %c2274) : (f32, f32) -> i1
  %x2381 = llvm.zext %r2380 : i1 to i64
  llvm.call @printI64(%x2381) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2382 = llvm.call @br__true_f32(%c2270, %c2274) : (f32, f32) -> i64
  llvm.call @printI64(%r2382) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2384 = llvm.call @sel__true_f32(%c2270, %c2274) : (f32, f32) -> f32
  %b2385 = llvm.bitcast %r2384 : f32 to i32
  %x2386 = llvm.zext %b2385 : i32 to i64
  llvm.call @printI64(%x2386) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2387 = llvm.mlir.constant(1069547520 : i32) : i32
  %c2387 = llvm.bitcast %k2387 : i32 to f32
  %r2388 = llvm.call @frem_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2389 = llvm.bitcast %r2388 : f32 to i32
  %x2390 = llvm.zext %b2389 : i32 to i64
  llvm.call @printI64(%x2390) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2391 = llvm.call @cmp__false_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2392 = llvm.zext %r2391 : i1 to i64
  llvm.call @printI64(%x2392) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2393 = llvm.call @br__false_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2393) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2395 = llvm.call @sel__false_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2396 = llvm.bitcast %r2395 : f32 to i32
  %x2397 = llvm.zext %b2396 : i32 to i64
  llvm.call @printI64(%x2397) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2398 = llvm.call @cmp_oeq_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2399 = llvm.zext %r2398 : i1 to i64
  llvm.call @printI64(%x2399) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2400 = llvm.call @br_oeq_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2400) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2402 = llvm.call @sel_oeq_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2403 = llvm.bitcast %r2402 : f32 to i32
  %x2404 = llvm.zext %b2403 : i32 to i64
  llvm.call @printI64(%x2404) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2405 = llvm.call @cmp_ogt_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2406 = llvm.zext %r2405 : i1 to i64
  llvm.call @printI64(%x2406) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2407 = llvm.call @br_ogt_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2407) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2409 = llvm.call @sel_ogt_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2410 = llvm.bitcast %r2409 : f32 to i32
  %x2411 = llvm.zext %b2410 : i32 to i64
  llvm.call @printI64(%x2411) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2412 = llvm.call @cmp_oge_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2413 = llvm.zext %r2412 : i1 to i64
  llvm.call @printI64(%x2413) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2414 = llvm.call @br_oge_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2414) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2416 = llvm.call @sel_oge_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2417 = llvm.bitcast %r2416 : f32 to i32
  %x2418 = llvm.zext %b2417 : i32 to i64
  llvm.call @printI64(%x2418) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2419 = llvm.call @cmp_olt_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2420 = llvm.zext %r2419 : i1 to i64
  llvm.call @printI64(%x2420) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2421 = llvm.call @br_olt_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2421) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2423 = llvm.call @sel_olt_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2424 = llvm.bitcast %r2423 : f32 to i32
  %x2425 = llvm.zext %b2424 : i32 to i64
  llvm.call @printI64(%x2425) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2426 = llvm.call @cmp_ole_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2427 = llvm.zext %r2426 : i1 to i64
  llvm.call @printI64(%x2427) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2428 = llvm.call @br_ole_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2428) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2430 = llvm.call @sel_ole_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2431 = llvm.bitcast %r2430 : f32 to i32
  %x2432 = llvm.zext %b2431 : i32 to i64
  llvm.call @printI64(%x2432) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2433 = llvm.call @cmp_one_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2434 = llvm.zext %r2433 : i1 to i64
  llvm.call @printI64(%x2434) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2435 = llvm.call @br_one_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2435) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2437 = llvm.call @sel_one_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2438 = llvm.bitcast %r2437 : f32 to i32
  %x2439 = llvm.zext %b2438 : i32 to i64
  llvm.call @printI64(%x2439) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2440 = llvm.call @cmp_ord_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2441 = llvm.zext %r2440 : i1 to i64
  llvm.call @printI64(%x2441) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2442 = llvm.call @br_ord_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2442) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2444 = llvm.call @sel_ord_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2445 = llvm.bitcast %r2444 : f32 to i32
  %x2446 = llvm.zext %b2445 : i32 to i64
  llvm.call @printI64(%x2446) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2447 = llvm.call @cmp_ueq_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2448 = llvm.zext %r2447 : i1 to i64
  llvm.call @printI64(%x2448) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2449 = llvm.call @br_ueq_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2449) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2451 = llvm.call @sel_ueq_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2452 = llvm.bitcast %r2451 : f32 to i32
  %x2453 = llvm.zext %b2452 : i32 to i64
  llvm.call @printI64(%x2453) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2454 = llvm.call @cmp_ugt_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2455 = llvm.zext %r2454 : i1 to i64
  llvm.call @printI64(%x2455) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2456 = llvm.call @br_ugt_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2456) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2458 = llvm.call @sel_ugt_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2459 = llvm.bitcast %r2458 : f32 to i32
  %x2460 = llvm.zext %b2459 : i32 to i64
  llvm.call @printI64(%x2460) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2461 = llvm.call @cmp_uge_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2462 = llvm.zext %r2461 : i1 to i64
  llvm.call @printI64(%x2462) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2463 = llvm.call @br_uge_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2463) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2465 = llvm.call @sel_uge_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2466 = llvm.bitcast %r2465 : f32 to i32
  %x2467 = llvm.zext %b2466 : i32 to i64
  llvm.call @printI64(%x2467) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2468 = llvm.call @cmp_ult_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2469 = llvm.zext %r2468 : i1 to i64
  llvm.call @printI64(%x2469) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2470 = llvm.call @br_ult_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2470) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2472 = llvm.call @sel_ult_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2473 = llvm.bitcast %r2472 : f32 to i32
  %x2474 = llvm.zext %b2473 : i32 to i64
  llvm.call @printI64(%x2474) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2475 = llvm.call @cmp_ule_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2476 = llvm.zext %r2475 : i1 to i64
  llvm.call @printI64(%x2476) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2477 = llvm.call @br_ule_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2477) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2479 = llvm.call @sel_ule_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2480 = llvm.bitcast %r2479 : f32 to i32
  %x2481 = llvm.zext %b2480 : i32 to i64
  llvm.call @printI64(%x2481) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2482 = llvm.call @cmp_une_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2483 = llvm.zext %r2482 : i1 to i64
  llvm.call @printI64(%x2483) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2484 = llvm.call @br_une_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2484) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2486 = llvm.call @sel_une_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2487 = llvm.bitcast %r2486 : f32 to i32
  %x2488 = llvm.zext %b2487 : i32 to i64
  llvm.call @printI64(%x2488) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2489 = llvm.call @cmp_uno_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2490 = llvm.zext %r2489 : i1 to i64
  llvm.call @printI64(%x2490) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2491 = llvm.call @br_uno_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2491) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2493 = llvm.call @sel_uno_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2494 = llvm.bitcast %r2493 : f32 to i32
  %x2495 = llvm.zext %b2494 : i32 to i64
  llvm.call @printI64(%x2495) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2496 = llvm.call @cmp__true_f32(%c2270, %c2387) : (f32, f32) -> i1
  %x2497 = llvm.zext %r2496 : i1 to i64
  llvm.call @printI64(%x2497) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2498 = llvm.call @br__true_f32(%c2270, %c2387) : (f32, f32) -> i64
  llvm.call @printI64(%r2498) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2500 = llvm.call @sel__true_f32(%c2270, %c2387) : (f32, f32) -> f32
  %b2501 = llvm.bitcast %r2500 : f32 to i32
  %x2502 = llvm.zext %b2501 : i32 to i64
  llvm.call @printI64(%x2502) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2503 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c2503 = llvm.bitcast %k2503 : i32 to f32
  %r2504 = llvm.call @frem_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2505 = llvm.bitcast %r2504 : f32 to i32
  %x2506 = llvm.zext %b2505 : i32 to i64
  llvm.call @printI64(%x2506) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2507 = llvm.call @cmp__false_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2508 = llvm.zext %r2507 : i1 to i64
  llvm.call @printI64(%x2508) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2509 = llvm.call @br__false_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2509) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2511 = llvm.call @sel__false_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2512 = llvm.bitcast %r2511 : f32 to i32
  %x2513 = llvm.zext %b2512 : i32 to i64
  llvm.call @printI64(%x2513) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2514 = llvm.call @cmp_oeq_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2515 = llvm.zext %r2514 : i1 to i64
  llvm.call @printI64(%x2515) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2516 = llvm.call @br_oeq_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2518 = llvm.call @sel_oeq_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2519 = llvm.bitcast %r2518 : f32 to i32
  %x2520 = llvm.zext %b2519 : i32 to i64
  llvm.call @printI64(%x2520) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2521 = llvm.call @cmp_ogt_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2522 = llvm.zext %r2521 : i1 to i64
  llvm.call @printI64(%x2522) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2523 = llvm.call @br_ogt_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2523) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2525 = llvm.call @sel_ogt_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2526 = llvm.bitcast %r2525 : f32 to i32
  %x2527 = llvm.zext %b2526 : i32 to i64
  llvm.call @printI64(%x2527) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2528 = llvm.call @cmp_oge_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2529 = llvm.zext %r2528 : i1 to i64
  llvm.call @printI64(%x2529) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2530 = llvm.call @br_oge_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2530) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2532 = llvm.call @sel_oge_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2533 = llvm.bitcast %r2532 : f32 to i32
  %x2534 = llvm.zext %b2533 : i32 to i64
  llvm.call @printI64(%x2534) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2535 = llvm.call @cmp_olt_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2536 = llvm.zext %r2535 : i1 to i64
  llvm.call @printI64(%x2536) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2537 = llvm.call @br_olt_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2537) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2539 = llvm.call @sel_olt_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2540 = llvm.bitcast %r2539 : f32 to i32
  %x2541 = llvm.zext %b2540 : i32 to i64
  llvm.call @printI64(%x2541) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2542 = llvm.call @cmp_ole_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2543 = llvm.zext %r2542 : i1 to i64
  llvm.call @printI64(%x2543) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2544 = llvm.call @br_ole_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2544) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2546 = llvm.call @sel_ole_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2547 = llvm.bitcast %r2546 : f32 to i32
  %x2548 = llvm.zext %b2547 : i32 to i64
  llvm.call @printI64(%x2548) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2549 = llvm.call @cmp_one_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2550 = llvm.zext %r2549 : i1 to i64
  llvm.call @printI64(%x2550) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2551 = llvm.call @br_one_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2551) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2553 = llvm.call @sel_one_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2554 = llvm.bitcast %r2553 : f32 to i32
  %x2555 = llvm.zext %b2554 : i32 to i64
  llvm.call @printI64(%x2555) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2556 = llvm.call @cmp_ord_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2557 = llvm.zext %r2556 : i1 to i64
  llvm.call @printI64(%x2557) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2558 = llvm.call @br_ord_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2558) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2560 = llvm.call @sel_ord_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2561 = llvm.bitcast %r2560 : f32 to i32
  %x2562 = llvm.zext %b2561 : i32 to i64
  llvm.call @printI64(%x2562) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2563 = llvm.call @cmp_ueq_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2564 = llvm.zext %r2563 : i1 to i64
  llvm.call @printI64(%x2564) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2565 = llvm.call @br_ueq_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2565) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2567 = llvm.call @sel_ueq_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2568 = llvm.bitcast %r2567 : f32 to i32
  %x2569 = llvm.zext %b2568 : i32 to i64
  llvm.call @printI64(%x2569) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2570 = llvm.call @cmp_ugt_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2571 = llvm.zext %r2570 : i1 to i64
  llvm.call @printI64(%x2571) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2572 = llvm.call @br_ugt_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2572) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2574 = llvm.call @sel_ugt_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2575 = llvm.bitcast %r2574 : f32 to i32
  %x2576 = llvm.zext %b2575 : i32 to i64
  llvm.call @printI64(%x2576) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2577 = llvm.call @cmp_uge_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2578 = llvm.zext %r2577 : i1 to i64
  llvm.call @printI64(%x2578) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2579 = llvm.call @br_uge_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2579) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2581 = llvm.call @sel_uge_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2582 = llvm.bitcast %r2581 : f32 to i32
  %x2583 = llvm.zext %b2582 : i32 to i64
  llvm.call @printI64(%x2583) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2584 = llvm.call @cmp_ult_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2585 = llvm.zext %r2584 : i1 to i64
  llvm.call @printI64(%x2585) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2586 = llvm.call @br_ult_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2586) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2588 = llvm.call @sel_ult_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2589 = llvm.bitcast %r2588 : f32 to i32
  %x2590 = llvm.zext %b2589 : i32 to i64
  llvm.call @printI64(%x2590) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2591 = llvm.call @cmp_ule_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2592 = llvm.zext %r2591 : i1 to i64
  llvm.call @printI64(%x2592) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2593 = llvm.call @br_ule_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2593) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2595 = llvm.call @sel_ule_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2596 = llvm.bitcast %r2595 : f32 to i32
  %x2597 = llvm.zext %b2596 : i32 to i64
  llvm.call @printI64(%x2597) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2598 = llvm.call @cmp_une_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2599 = llvm.zext %r2598 : i1 to i64
  llvm.call @printI64(%x2599) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2600 = llvm.call @br_une_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2600) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2602 = llvm.call @sel_une_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2603 = llvm.bitcast %r2602 : f32 to i32
  %x2604 = llvm.zext %b2603 : i32 to i64
  llvm.call @printI64(%x2604) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2605 = llvm.call @cmp_uno_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2606 = llvm.zext %r2605 : i1 to i64
  llvm.call @printI64(%x2606) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2607 = llvm.call @br_uno_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2607) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2609 = llvm.call @sel_uno_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2610 = llvm.bitcast %r2609 : f32 to i32
  %x2611 = llvm.zext %b2610 : i32 to i64
  llvm.call @printI64(%x2611) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2612 = llvm.call @cmp__true_f32(%c2270, %c2503) : (f32, f32) -> i1
  %x2613 = llvm.zext %r2612 : i1 to i64
  llvm.call @printI64(%x2613) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2614 = llvm.call @br__true_f32(%c2270, %c2503) : (f32, f32) -> i64
  llvm.call @printI64(%r2614) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2616 = llvm.call @sel__true_f32(%c2270, %c2503) : (f32, f32) -> f32
  %b2617 = llvm.bitcast %r2616 : f32 to i32
  %x2618 = llvm.zext %b2617 : i32 to i64
  llvm.call @printI64(%x2618) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2619 = llvm.mlir.constant(2143289344 : i32) : i32
  %c2619 = llvm.bitcast %k2619 : i32 to f32
  %r2620 = llvm.call @cmp__false_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2621 = llvm.zext %r2620 : i1 to i64
  llvm.call @printI64(%x2621) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2622 = llvm.call @br__false_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2622) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2624 = llvm.call @sel__false_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2625 = llvm.bitcast %r2624 : f32 to i32
  %x2626 = llvm.zext %b2625 : i32 to i64
  llvm.call @printI64(%x2626) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2627 = llvm.call @cmp_oeq_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2628 = llvm.zext %r2627 : i1 to i64
  llvm.call @printI64(%x2628) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2629 = llvm.call @br_oeq_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2629) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2631 = llvm.call @sel_oeq_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2632 = llvm.bitcast %r2631 : f32 to i32
  %x2633 = llvm.zext %b2632 : i32 to i64
  llvm.call @printI64(%x2633) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2634 = llvm.call @cmp_ogt_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2635 = llvm.zext %r2634 : i1 to i64
  llvm.call @printI64(%x2635) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2636 = llvm.call @br_ogt_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2636) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2638 = llvm.call @sel_ogt_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2639 = llvm.bitcast %r2638 : f32 to i32
  %x2640 = llvm.zext %b2639 : i32 to i64
  llvm.call @printI64(%x2640) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2641 = llvm.call @cmp_oge_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2642 = llvm.zext %r2641 : i1 to i64
  llvm.call @printI64(%x2642) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2643 = llvm.call @br_oge_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2643) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2645 = llvm.call @sel_oge_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2646 = llvm.bitcast %r2645 : f32 to i32
  %x2647 = llvm.zext %b2646 : i32 to i64
  llvm.call @printI64(%x2647) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2648 = llvm.call @cmp_olt_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2649 = llvm.zext %r2648 : i1 to i64
  llvm.call @printI64(%x2649) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2650 = llvm.call @br_olt_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2650) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2652 = llvm.call @sel_olt_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2653 = llvm.bitcast %r2652 : f32 to i32
  %x2654 = llvm.zext %b2653 : i32 to i64
  llvm.call @printI64(%x2654) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2655 = llvm.call @cmp_ole_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2656 = llvm.zext %r2655 : i1 to i64
  llvm.call @printI64(%x2656) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2657 = llvm.call @br_ole_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2657) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2659 = llvm.call @sel_ole_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2660 = llvm.bitcast %r2659 : f32 to i32
  %x2661 = llvm.zext %b2660 : i32 to i64
  llvm.call @printI64(%x2661) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2662 = llvm.call @cmp_one_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2663 = llvm.zext %r2662 : i1 to i64
  llvm.call @printI64(%x2663) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2664 = llvm.call @br_one_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2664) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2666 = llvm.call @sel_one_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2667 = llvm.bitcast %r2666 : f32 to i32
  %x2668 = llvm.zext %b2667 : i32 to i64
  llvm.call @printI64(%x2668) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2669 = llvm.call @cmp_ord_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2670 = llvm.zext %r2669 : i1 to i64
  llvm.call @printI64(%x2670) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2671 = llvm.call @br_ord_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2671) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2673 = llvm.call @sel_ord_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2674 = llvm.bitcast %r2673 : f32 to i32
  %x2675 = llvm.zext %b2674 : i32 to i64
  llvm.call @printI64(%x2675) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2676 = llvm.call @cmp_ueq_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2677 = llvm.zext %r2676 : i1 to i64
  llvm.call @printI64(%x2677) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2678 = llvm.call @br_ueq_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2678) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2680 = llvm.call @sel_ueq_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2681 = llvm.bitcast %r2680 : f32 to i32
  %x2682 = llvm.zext %b2681 : i32 to i64
  llvm.call @printI64(%x2682) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2683 = llvm.call @cmp_ugt_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2684 = llvm.zext %r2683 : i1 to i64
  llvm.call @printI64(%x2684) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2685 = llvm.call @br_ugt_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2685) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2687 = llvm.call @sel_ugt_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2688 = llvm.bitcast %r2687 : f32 to i32
  %x2689 = llvm.zext %b2688 : i32 to i64
  llvm.call @printI64(%x2689) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2690 = llvm.call @cmp_uge_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2691 = llvm.zext %r2690 : i1 to i64
  llvm.call @printI64(%x2691) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2692 = llvm.call @br_uge_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2692) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2694 = llvm.call @sel_uge_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2695 = llvm.bitcast %r2694 : f32 to i32
  %x2696 = llvm.zext %b2695 : i32 to i64
  llvm.call @printI64(%x2696) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2697 = llvm.call @cmp_ult_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2698 = llvm.zext %r2697 : i1 to i64
  llvm.call @printI64(%x2698) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2699 = llvm.call @br_ult_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2699) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2701 = llvm.call @sel_ult_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2702 = llvm.bitcast %r2701 : f32 to i32
  %x2703 = llvm.zext %b2702 : i32 to i64
  llvm.call @printI64(%x2703) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2704 = llvm.call @cmp_ule_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2705 = llvm.zext %r2704 : i1 to i64
  llvm.call @printI64(%x2705) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2706 = llvm.call @br_ule_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2706) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2708 = llvm.call @sel_ule_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2709 = llvm.bitcast %r2708 : f32 to i32
  %x2710 = llvm.zext %b2709 : i32 to i64
  llvm.call @printI64(%x2710) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2711 = llvm.call @cmp_une_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2712 = llvm.zext %r2711 : i1 to i64
  llvm.call @printI64(%x2712) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2713 = llvm.call @br_une_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2713) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2715 = llvm.call @sel_une_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2716 = llvm.bitcast %r2715 : f32 to i32
  %x2717 = llvm.zext %b2716 : i32 to i64
  llvm.call @printI64(%x2717) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2718 = llvm.call @cmp_uno_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2719 = llvm.zext %r2718 : i1 to i64
  llvm.call @printI64(%x2719) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2720 = llvm.call @br_uno_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2720) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2722 = llvm.call @sel_uno_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2723 = llvm.bitcast %r2722 : f32 to i32
  %x2724 = llvm.zext %b2723 : i32 to i64
  llvm.call @printI64(%x2724) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2725 = llvm.call @cmp__true_f32(%c2270, %c2619) : (f32, f32) -> i1
  %x2726 = llvm.zext %r2725 : i1 to i64
  llvm.call @printI64(%x2726) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2727 = llvm.call @br__true_f32(%c2270, %c2619) : (f32, f32) -> i64
  llvm.call @printI64(%r2727) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2729 = llvm.call @sel__true_f32(%c2270, %c2619) : (f32, f32) -> f32
  %b2730 = llvm.bitcast %r2729 : f32 to i32
  %x2731 = llvm.zext %b2730 : i32 to i64
  llvm.call @printI64(%x2731) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2732 = llvm.mlir.constant(71362 : i32) : i32
  %c2732 = llvm.bitcast %k2732 : i32 to f32
  %r2733 = llvm.call @cmp__false_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2734 = llvm.zext %r2733 : i1 to i64
  llvm.call @printI64(%x2734) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2735 = llvm.call @br__false_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2735) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2737 = llvm.call @sel__false_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2738 = llvm.bitcast %r2737 : f32 to i32
  %x2739 = llvm.zext %b2738 : i32 to i64
  llvm.call @printI64(%x2739) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2740 = llvm.call @cmp_oeq_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2741 = llvm.zext %r2740 : i1 to i64
  llvm.call @printI64(%x2741) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2742 = llvm.call @br_oeq_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2742) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2744 = llvm.call @sel_oeq_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2745 = llvm.bitcast %r2744 : f32 to i32
  %x2746 = llvm.zext %b2745 : i32 to i64
  llvm.call @printI64(%x2746) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2747 = llvm.call @cmp_ogt_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2748 = llvm.zext %r2747 : i1 to i64
  llvm.call @printI64(%x2748) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2749 = llvm.call @br_ogt_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2749) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2751 = llvm.call @sel_ogt_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2752 = llvm.bitcast %r2751 : f32 to i32
  %x2753 = llvm.zext %b2752 : i32 to i64
  llvm.call @printI64(%x2753) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2754 = llvm.call @cmp_oge_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2755 = llvm.zext %r2754 : i1 to i64
  llvm.call @printI64(%x2755) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2756 = llvm.call @br_oge_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2756) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2758 = llvm.call @sel_oge_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2759 = llvm.bitcast %r2758 : f32 to i32
  %x2760 = llvm.zext %b2759 : i32 to i64
  llvm.call @printI64(%x2760) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2761 = llvm.call @cmp_olt_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2762 = llvm.zext %r2761 : i1 to i64
  llvm.call @printI64(%x2762) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2763 = llvm.call @br_olt_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2763) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2765 = llvm.call @sel_olt_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2766 = llvm.bitcast %r2765 : f32 to i32
  %x2767 = llvm.zext %b2766 : i32 to i64
  llvm.call @printI64(%x2767) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2768 = llvm.call @cmp_ole_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2769 = llvm.zext %r2768 : i1 to i64
  llvm.call @printI64(%x2769) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2770 = llvm.call @br_ole_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2770) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2772 = llvm.call @sel_ole_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2773 = llvm.bitcast %r2772 : f32 to i32
  %x2774 = llvm.zext %b2773 : i32 to i64
  llvm.call @printI64(%x2774) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2775 = llvm.call @cmp_one_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2776 = llvm.zext %r2775 : i1 to i64
  llvm.call @printI64(%x2776) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2777 = llvm.call @br_one_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2777) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2779 = llvm.call @sel_one_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2780 = llvm.bitcast %r2779 : f32 to i32
  %x2781 = llvm.zext %b2780 : i32 to i64
  llvm.call @printI64(%x2781) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2782 = llvm.call @cmp_ord_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2783 = llvm.zext %r2782 : i1 to i64
  llvm.call @printI64(%x2783) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2784 = llvm.call @br_ord_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2784) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2786 = llvm.call @sel_ord_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2787 = llvm.bitcast %r2786 : f32 to i32
  %x2788 = llvm.zext %b2787 : i32 to i64
  llvm.call @printI64(%x2788) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2789 = llvm.call @cmp_ueq_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2790 = llvm.zext %r2789 : i1 to i64
  llvm.call @printI64(%x2790) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2791 = llvm.call @br_ueq_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2791) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2793 = llvm.call @sel_ueq_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2794 = llvm.bitcast %r2793 : f32 to i32
  %x2795 = llvm.zext %b2794 : i32 to i64
  llvm.call @printI64(%x2795) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2796 = llvm.call @cmp_ugt_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2797 = llvm.zext %r2796 : i1 to i64
  llvm.call @printI64(%x2797) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2798 = llvm.call @br_ugt_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2798) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2800 = llvm.call @sel_ugt_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2801 = llvm.bitcast %r2800 : f32 to i32
  %x2802 = llvm.zext %b2801 : i32 to i64
  llvm.call @printI64(%x2802) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2803 = llvm.call @cmp_uge_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2804 = llvm.zext %r2803 : i1 to i64
  llvm.call @printI64(%x2804) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2805 = llvm.call @br_uge_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2805) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2807 = llvm.call @sel_uge_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2808 = llvm.bitcast %r2807 : f32 to i32
  %x2809 = llvm.zext %b2808 : i32 to i64
  llvm.call @printI64(%x2809) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2810 = llvm.call @cmp_ult_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2811 = llvm.zext %r2810 : i1 to i64
  llvm.call @printI64(%x2811) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2812 = llvm.call @br_ult_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2812) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2814 = llvm.call @sel_ult_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2815 = llvm.bitcast %r2814 : f32 to i32
  %x2816 = llvm.zext %b2815 : i32 to i64
  llvm.call @printI64(%x2816) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2817 = llvm.call @cmp_ule_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2818 = llvm.zext %r2817 : i1 to i64
  llvm.call @printI64(%x2818) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2819 = llvm.call @br_ule_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2819) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2821 = llvm.call @sel_ule_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2822 = llvm.bitcast %r2821 : f32 to i32
  %x2823 = llvm.zext %b2822 : i32 to i64
  llvm.call @printI64(%x2823) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2824 = llvm.call @cmp_une_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2825 = llvm.zext %r2824 : i1 to i64
  llvm.call @printI64(%x2825) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2826 = llvm.call @br_une_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2826) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2828 = llvm.call @sel_une_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2829 = llvm.bitcast %r2828 : f32 to i32
  %x2830 = llvm.zext %b2829 : i32 to i64
  llvm.call @printI64(%x2830) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2831 = llvm.call @cmp_uno_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2832 = llvm.zext %r2831 : i1 to i64
  llvm.call @printI64(%x2832) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2833 = llvm.call @br_uno_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2833) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2835 = llvm.call @sel_uno_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2836 = llvm.bitcast %r2835 : f32 to i32
  %x2837 = llvm.zext %b2836 : i32 to i64
  llvm.call @printI64(%x2837) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2838 = llvm.call @cmp__true_f32(%c2270, %c2732) : (f32, f32) -> i1
  %x2839 = llvm.zext %r2838 : i1 to i64
  llvm.call @printI64(%x2839) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2840 = llvm.call @br__true_f32(%c2270, %c2732) : (f32, f32) -> i64
  llvm.call @printI64(%r2840) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2842 = llvm.call @sel__true_f32(%c2270, %c2732) : (f32, f32) -> f32
  %b2843 = llvm.bitcast %r2842 : f32 to i32
  %x2844 = llvm.zext %b2843 : i32 to i64
  llvm.call @printI64(%x2844) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2845 = llvm.mlir.constant(71362 : i32) : i32
  %c2845 = llvm.bitcast %k2845 : i32 to f32
  %r2846 = llvm.call @fneg_f32(%c2845) : (f32) -> f32
  %b2847 = llvm.bitcast %r2846 : f32 to i32
  %x2848 = llvm.zext %b2847 : i32 to i64
  llvm.call @printI64(%x2848) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2849 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c2849 = llvm.bitcast %k2849 : i32 to f32
  %r2850 = llvm.call @cmp__false_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2851 = llvm.zext %r2850 : i1 to i64
  llvm.call @printI64(%x2851) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2852 = llvm.call @br__false_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2852) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2854 = llvm.call @sel__false_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2855 = llvm.bitcast %r2854 : f32 to i32
  %x2856 = llvm.zext %b2855 : i32 to i64
  llvm.call @printI64(%x2856) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2857 = llvm.call @cmp_oeq_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2858 = llvm.zext %r2857 : i1 to i64
  llvm.call @printI64(%x2858) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2859 = llvm.call @br_oeq_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2859) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2861 = llvm.call @sel_oeq_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2862 = llvm.bitcast %r2861 : f32 to i32
  %x2863 = llvm.zext %b2862 : i32 to i64
  llvm.call @printI64(%x2863) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2864 = llvm.call @cmp_ogt_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2865 = llvm.zext %r2864 : i1 to i64
  llvm.call @printI64(%x2865) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2866 = llvm.call @br_ogt_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2866) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2868 = llvm.call @sel_ogt_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2869 = llvm.bitcast %r2868 : f32 to i32
  %x2870 = llvm.zext %b2869 : i32 to i64
  llvm.call @printI64(%x2870) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2871 = llvm.call @cmp_oge_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2872 = llvm.zext %r2871 : i1 to i64
  llvm.call @printI64(%x2872) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2873 = llvm.call @br_oge_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2873) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2875 = llvm.call @sel_oge_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2876 = llvm.bitcast %r2875 : f32 to i32
  %x2877 = llvm.zext %b2876 : i32 to i64
  llvm.call @printI64(%x2877) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2878 = llvm.call @cmp_olt_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2879 = llvm.zext %r2878 : i1 to i64
  llvm.call @printI64(%x2879) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2880 = llvm.call @br_olt_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2880) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2882 = llvm.call @sel_olt_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2883 = llvm.bitcast %r2882 : f32 to i32
  %x2884 = llvm.zext %b2883 : i32 to i64
  llvm.call @printI64(%x2884) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2885 = llvm.call @cmp_ole_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2886 = llvm.zext %r2885 : i1 to i64
  llvm.call @printI64(%x2886) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2887 = llvm.call @br_ole_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2887) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2889 = llvm.call @sel_ole_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2890 = llvm.bitcast %r2889 : f32 to i32
  %x2891 = llvm.zext %b2890 : i32 to i64
  llvm.call @printI64(%x2891) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2892 = llvm.call @cmp_one_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2893 = llvm.zext %r2892 : i1 to i64
  llvm.call @printI64(%x2893) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2894 = llvm.call @br_one_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2894) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2896 = llvm.call @sel_one_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2897 = llvm.bitcast %r2896 : f32 to i32
  %x2898 = llvm.zext %b2897 : i32 to i64
  llvm.call @printI64(%x2898) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2899 = llvm.call @cmp_ord_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2900 = llvm.zext %r2899 : i1 to i64
  llvm.call @printI64(%x2900) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2901 = llvm.call @br_ord_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2901) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2903 = llvm.call @sel_ord_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2904 = llvm.bitcast %r2903 : f32 to i32
  %x2905 = llvm.zext %b2904 : i32 to i64
  llvm.call @printI64(%x2905) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2906 = llvm.call @cmp_ueq_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2907 = llvm.zext %r2906 : i1 to i64
  llvm.call @printI64(%x2907) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2908 = llvm.call @br_ueq_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2908) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2910 = llvm.call @sel_ueq_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2911 = llvm.bitcast %r2910 : f32 to i32
  %x2912 = llvm.zext %b2911 : i32 to i64
  llvm.call @printI64(%x2912) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2913 = llvm.call @cmp_ugt_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2914 = llvm.zext %r2913 : i1 to i64
  llvm.call @printI64(%x2914) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2915 = llvm.call @br_ugt_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2915) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2917 = llvm.call @sel_ugt_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2918 = llvm.bitcast %r2917 : f32 to i32
  %x2919 = llvm.zext %b2918 : i32 to i64
  llvm.call @printI64(%x2919) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2920 = llvm.call @cmp_uge_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2921 = llvm.zext %r2920 : i1 to i64
  llvm.call @printI64(%x2921) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2922 = llvm.call @br_uge_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2922) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2924 = llvm.call @sel_uge_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2925 = llvm.bitcast %r2924 : f32 to i32
  %x2926 = llvm.zext %b2925 : i32 to i64
  llvm.call @printI64(%x2926) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2927 = llvm.call @cmp_ult_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2928 = llvm.zext %r2927 : i1 to i64
  llvm.call @printI64(%x2928) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2929 = llvm.call @br_ult_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2929) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2931 = llvm.call @sel_ult_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2932 = llvm.bitcast %r2931 : f32 to i32
  %x2933 = llvm.zext %b2932 : i32 to i64
  llvm.call @printI64(%x2933) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2934 = llvm.call @cmp_ule_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2935 = llvm.zext %r2934 : i1 to i64
  llvm.call @printI64(%x2935) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2936 = llvm.call @br_ule_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2936) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2938 = llvm.call @sel_ule_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2939 = llvm.bitcast %r2938 : f32 to i32
  %x2940 = llvm.zext %b2939 : i32 to i64
  llvm.call @printI64(%x2940) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2941 = llvm.call @cmp_une_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2942 = llvm.zext %r2941 : i1 to i64
  llvm.call @printI64(%x2942) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2943 = llvm.call @br_une_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2943) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2945 = llvm.call @sel_une_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2946 = llvm.bitcast %r2945 : f32 to i32
  %x2947 = llvm.zext %b2946 : i32 to i64
  llvm.call @printI64(%x2947) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2948 = llvm.call @cmp_uno_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2949 = llvm.zext %r2948 : i1 to i64
  llvm.call @printI64(%x2949) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2950 = llvm.call @br_uno_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2950) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2952 = llvm.call @sel_uno_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2953 = llvm.bitcast %r2952 : f32 to i32
  %x2954 = llvm.zext %b2953 : i32 to i64
  llvm.call @printI64(%x2954) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2955 = llvm.call @cmp__true_f32(%c2845, %c2849) : (f32, f32) -> i1
  %x2956 = llvm.zext %r2955 : i1 to i64
  llvm.call @printI64(%x2956) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2957 = llvm.call @br__true_f32(%c2845, %c2849) : (f32, f32) -> i64
  llvm.call @printI64(%r2957) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2959 = llvm.call @sel__true_f32(%c2845, %c2849) : (f32, f32) -> f32
  %b2960 = llvm.bitcast %r2959 : f32 to i32
  %x2961 = llvm.zext %b2960 : i32 to i64
  llvm.call @printI64(%x2961) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2962 = llvm.mlir.constant(1069547520 : i32) : i32
  %c2962 = llvm.bitcast %k2962 : i32 to f32
  %r2963 = llvm.call @frem_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b2964 = llvm.bitcast %r2963 : f32 to i32
  %x2965 = llvm.zext %b2964 : i32 to i64
  llvm.call @printI64(%x2965) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2966 = llvm.call @cmp__false_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x2967 = llvm.zext %r2966 : i1 to i64
  llvm.call @printI64(%x2967) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2968 = llvm.call @br__false_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r2968) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2970 = llvm.call @sel__false_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b2971 = llvm.bitcast %r2970 : f32 to i32
  %x2972 = llvm.zext %b2971 : i32 to i64
  llvm.call @printI64(%x2972) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2973 = llvm.call @cmp_oeq_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x2974 = llvm.zext %r2973 : i1 to i64
  llvm.call @printI64(%x2974) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2975 = llvm.call @br_oeq_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r2975) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2977 = llvm.call @sel_oeq_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b2978 = llvm.bitcast %r2977 : f32 to i32
  %x2979 = llvm.zext %b2978 : i32 to i64
  llvm.call @printI64(%x2979) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2980 = llvm.call @cmp_ogt_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x2981 = llvm.zext %r2980 : i1 to i64
  llvm.call @printI64(%x2981) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2982 = llvm.call @br_ogt_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r2982) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2984 = llvm.call @sel_ogt_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b2985 = llvm.bitcast %r2984 : f32 to i32
  %x2986 = llvm.zext %b2985 : i32 to i64
  llvm.call @printI64(%x2986) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2987 = llvm.call @cmp_oge_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x2988 = llvm.zext %r2987 : i1 to i64
  llvm.call @printI64(%x2988) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2989 = llvm.call @br_oge_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r2989) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2991 = llvm.call @sel_oge_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b2992 = llvm.bitcast %r2991 : f32 to i32
  %x2993 = llvm.zext %b2992 : i32 to i64
  llvm.call @printI64(%x2993) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2994 = llvm.call @cmp_olt_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x2995 = llvm.zext %r2994 : i1 to i64
  llvm.call @printI64(%x2995) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2996 = llvm.call @br_olt_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r2996) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2998 = llvm.call @sel_olt_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b2999 = llvm.bitcast %r2998 : f32 to i32
  %x3000 = llvm.zext %b2999 : i32 to i64
  llvm.call @printI64(%x3000) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3001 = llvm.call @cmp_ole_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x3002 = llvm.zext %r3001 : i1 to i64
  llvm.call @printI64(%x3002) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3003 = llvm.call @br_ole_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r3003) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3005 = llvm.call @sel_ole_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b3006 = llvm.bitcast %r3005 : f32 to i32
  %x3007 = llvm.zext %b3006 : i32 to i64
  llvm.call @printI64(%x3007) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3008 = llvm.call @cmp_one_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x3009 = llvm.zext %r3008 : i1 to i64
  llvm.call @printI64(%x3009) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3010 = llvm.call @br_one_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r3010) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3012 = llvm.call @sel_one_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b3013 = llvm.bitcast %r3012 : f32 to i32
  %x3014 = llvm.zext %b3013 : i32 to i64
  llvm.call @printI64(%x3014) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3015 = llvm.call @cmp_ord_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x3016 = llvm.zext %r3015 : i1 to i64
  llvm.call @printI64(%x3016) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3017 = llvm.call @br_ord_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r3017) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3019 = llvm.call @sel_ord_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b3020 = llvm.bitcast %r3019 : f32 to i32
  %x3021 = llvm.zext %b3020 : i32 to i64
  llvm.call @printI64(%x3021) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3022 = llvm.call @cmp_ueq_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x3023 = llvm.zext %r3022 : i1 to i64
  llvm.call @printI64(%x3023) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3024 = llvm.call @br_ueq_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r3024) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3026 = llvm.call @sel_ueq_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b3027 = llvm.bitcast %r3026 : f32 to i32
  %x3028 = llvm.zext %b3027 : i32 to i64
  llvm.call @printI64(%x3028) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3029 = llvm.call @cmp_ugt_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x3030 = llvm.zext %r3029 : i1 to i64
  llvm.call @printI64(%x3030) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3031 = llvm.call @br_ugt_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r3031) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3033 = llvm.call @sel_ugt_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b3034 = llvm.bitcast %r3033 : f32 to i32
  %x3035 = llvm.zext %b3034 : i32 to i64
  llvm.call @printI64(%x3035) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3036 = llvm.call @cmp_uge_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x3037 = llvm.zext %r3036 : i1 to i64
  llvm.call @printI64(%x3037) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3038 = llvm.call @br_uge_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r3038) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3040 = llvm.call @sel_uge_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b3041 = llvm.bitcast %r3040 : f32 to i32
  %x3042 = llvm.zext %b3041 : i32 to i64
  llvm.call @printI64(%x3042) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3043 = llvm.call @cmp_ult_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x3044 = llvm.zext %r3043 : i1 to i64
  llvm.call @printI64(%x3044) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3045 = llvm.call @br_ult_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r3045) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3047 = llvm.call @sel_ult_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b3048 = llvm.bitcast %r3047 : f32 to i32
  %x3049 = llvm.zext %b3048 : i32 to i64
  llvm.call @printI64(%x3049) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3050 = llvm.call @cmp_ule_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x3051 = llvm.zext %r3050 : i1 to i64
  llvm.call @printI64(%x3051) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3052 = llvm.call @br_ule_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r3052) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3054 = llvm.call @sel_ule_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b3055 = llvm.bitcast %r3054 : f32 to i32
  %x3056 = llvm.zext %b3055 : i32 to i64
  llvm.call @printI64(%x3056) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3057 = llvm.call @cmp_une_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x3058 = llvm.zext %r3057 : i1 to i64
  llvm.call @printI64(%x3058) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3059 = llvm.call @br_une_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r3059) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3061 = llvm.call @sel_une_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b3062 = llvm.bitcast %r3061 : f32 to i32
  %x3063 = llvm.zext %b3062 : i32 to i64
  llvm.call @printI64(%x3063) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3064 = llvm.call @cmp_uno_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x3065 = llvm.zext %r3064 : i1 to i64
  llvm.call @printI64(%x3065) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3066 = llvm.call @br_uno_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r3066) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3068 = llvm.call @sel_uno_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b3069 = llvm.bitcast %r3068 : f32 to i32
  %x3070 = llvm.zext %b3069 : i32 to i64
  llvm.call @printI64(%x3070) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3071 = llvm.call @cmp__true_f32(%c2845, %c2962) : (f32, f32) -> i1
  %x3072 = llvm.zext %r3071 : i1 to i64
  llvm.call @printI64(%x3072) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3073 = llvm.call @br__true_f32(%c2845, %c2962) : (f32, f32) -> i64
  llvm.call @printI64(%r3073) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3075 = llvm.call @sel__true_f32(%c2845, %c2962) : (f32, f32) -> f32
  %b3076 = llvm.bitcast %r3075 : f32 to i32
  %x3077 = llvm.zext %b3076 : i32 to i64
  llvm.call @printI64(%x3077) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3078 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c3078 = llvm.bitcast %k3078 : i32 to f32
  %r3079 = llvm.call @frem_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3080 = llvm.bitcast %r3079 : f32 to i32
  %x3081 = llvm.zext %b3080 : i32 to i64
  llvm.call @printI64(%x3081) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3082 = llvm.call @cmp__false_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3083 = llvm.zext %r3082 : i1 to i64
  llvm.call @printI64(%x3083) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3084 = llvm.call @br__false_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3084) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3086 = llvm.call @sel__false_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3087 = llvm.bitcast %r3086 : f32 to i32
  %x3088 = llvm.zext %b3087 : i32 to i64
  llvm.call @printI64(%x3088) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3089 = llvm.call @cmp_oeq_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3090 = llvm.zext %r3089 : i1 to i64
  llvm.call @printI64(%x3090) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3091 = llvm.call @br_oeq_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3091) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3093 = llvm.call @sel_oeq_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3094 = llvm.bitcast %r3093 : f32 to i32
  %x3095 = llvm.zext %b3094 : i32 to i64
  llvm.call @printI64(%x3095) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3096 = llvm.call @cmp_ogt_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3097 = llvm.zext %r3096 : i1 to i64
  llvm.call @printI64(%x3097) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3098 = llvm.call @br_ogt_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3098) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3100 = llvm.call @sel_ogt_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3101 = llvm.bitcast %r3100 : f32 to i32
  %x3102 = llvm.zext %b3101 : i32 to i64
  llvm.call @printI64(%x3102) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3103 = llvm.call @cmp_oge_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3104 = llvm.zext %r3103 : i1 to i64
  llvm.call @printI64(%x3104) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3105 = llvm.call @br_oge_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3105) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3107 = llvm.call @sel_oge_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3108 = llvm.bitcast %r3107 : f32 to i32
  %x3109 = llvm.zext %b3108 : i32 to i64
  llvm.call @printI64(%x3109) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3110 = llvm.call @cmp_olt_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3111 = llvm.zext %r3110 : i1 to i64
  llvm.call @printI64(%x3111) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3112 = llvm.call @br_olt_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3112) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3114 = llvm.call @sel_olt_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3115 = llvm.bitcast %r3114 : f32 to i32
  %x3116 = llvm.zext %b3115 : i32 to i64
  llvm.call @printI64(%x3116) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3117 = llvm.call @cmp_ole_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3118 = llvm.zext %r3117 : i1 to i64
  llvm.call @printI64(%x3118) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3119 = llvm.call @br_ole_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3119) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3121 = llvm.call @sel_ole_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3122 = llvm.bitcast %r3121 : f32 to i32
  %x3123 = llvm.zext %b3122 : i32 to i64
  llvm.call @printI64(%x3123) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3124 = llvm.call @cmp_one_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3125 = llvm.zext %r3124 : i1 to i64
  llvm.call @printI64(%x3125) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3126 = llvm.call @br_one_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3126) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3128 = llvm.call @sel_one_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3129 = llvm.bitcast %r3128 : f32 to i32
  %x3130 = llvm.zext %b3129 : i32 to i64
  llvm.call @printI64(%x3130) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3131 = llvm.call @cmp_ord_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3132 = llvm.zext %r3131 : i1 to i64
  llvm.call @printI64(%x3132) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3133 = llvm.call @br_ord_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3133) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3135 = llvm.call @sel_ord_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3136 = llvm.bitcast %r3135 : f32 to i32
  %x3137 = llvm.zext %b3136 : i32 to i64
  llvm.call @printI64(%x3137) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3138 = llvm.call @cmp_ueq_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3139 = llvm.zext %r3138 : i1 to i64
  llvm.call @printI64(%x3139) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3140 = llvm.call @br_ueq_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3140) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3142 = llvm.call @sel_ueq_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3143 = llvm.bitcast %r3142 : f32 to i32
  %x3144 = llvm.zext %b3143 : i32 to i64
  llvm.call @printI64(%x3144) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3145 = llvm.call @cmp_ugt_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3146 = llvm.zext %r3145 : i1 to i64
  llvm.call @printI64(%x3146) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3147 = llvm.call @br_ugt_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3147) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3149 = llvm.call @sel_ugt_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3150 = llvm.bitcast %r3149 : f32 to i32
  %x3151 = llvm.zext %b3150 : i32 to i64
  llvm.call @printI64(%x3151) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3152 = llvm.call @cmp_uge_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3153 = llvm.zext %r3152 : i1 to i64
  llvm.call @printI64(%x3153) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3154 = llvm.call @br_uge_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3154) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3156 = llvm.call @sel_uge_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3157 = llvm.bitcast %r3156 : f32 to i32
  %x3158 = llvm.zext %b3157 : i32 to i64
  llvm.call @printI64(%x3158) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3159 = llvm.call @cmp_ult_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3160 = llvm.zext %r3159 : i1 to i64
  llvm.call @printI64(%x3160) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3161 = llvm.call @br_ult_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3161) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3163 = llvm.call @sel_ult_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3164 = llvm.bitcast %r3163 : f32 to i32
  %x3165 = llvm.zext %b3164 : i32 to i64
  llvm.call @printI64(%x3165) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3166 = llvm.call @cmp_ule_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3167 = llvm.zext %r3166 : i1 to i64
  llvm.call @printI64(%x3167) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3168 = llvm.call @br_ule_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3168) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3170 = llvm.call @sel_ule_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3171 = llvm.bitcast %r3170 : f32 to i32
  %x3172 = llvm.zext %b3171 : i32 to i64
  llvm.call @printI64(%x3172) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3173 = llvm.call @cmp_une_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3174 = llvm.zext %r3173 : i1 to i64
  llvm.call @printI64(%x3174) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3175 = llvm.call @br_une_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3175) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3177 = llvm.call @sel_une_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3178 = llvm.bitcast %r3177 : f32 to i32
  %x3179 = llvm.zext %b3178 : i32 to i64
  llvm.call @printI64(%x3179) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3180 = llvm.call @cmp_uno_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3181 = llvm.zext %r3180 : i1 to i64
  llvm.call @printI64(%x3181) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3182 = llvm.call @br_uno_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3182) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3184 = llvm.call @sel_uno_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3185 = llvm.bitcast %r3184 : f32 to i32
  %x3186 = llvm.zext %b3185 : i32 to i64
  llvm.call @printI64(%x3186) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3187 = llvm.call @cmp__true_f32(%c2845, %c3078) : (f32, f32) -> i1
  %x3188 = llvm.zext %r3187 : i1 to i64
  llvm.call @printI64(%x3188) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3189 = llvm.call @br__true_f32(%c2845, %c3078) : (f32, f32) -> i64
  llvm.call @printI64(%r3189) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3191 = llvm.call @sel__true_f32(%c2845, %c3078) : (f32, f32) -> f32
  %b3192 = llvm.bitcast %r3191 : f32 to i32
  %x3193 = llvm.zext %b3192 : i32 to i64
  llvm.call @printI64(%x3193) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3194 = llvm.mlir.constant(2143289344 : i32) : i32
  %c3194 = llvm.bitcast %k3194 : i32 to f32
  %r3195 = llvm.call @cmp__false_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3196 = llvm.zext %r3195 : i1 to i64
  llvm.call @printI64(%x3196) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3197 = llvm.call @br__false_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3197) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3199 = llvm.call @sel__false_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3200 = llvm.bitcast %r3199 : f32 to i32
  %x3201 = llvm.zext %b3200 : i32 to i64
  llvm.call @printI64(%x3201) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3202 = llvm.call @cmp_oeq_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3203 = llvm.zext %r3202 : i1 to i64
  llvm.call @printI64(%x3203) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3204 = llvm.call @br_oeq_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3204) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3206 = llvm.call @sel_oeq_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3207 = llvm.bitcast %r3206 : f32 to i32
  %x3208 = llvm.zext %b3207 : i32 to i64
  llvm.call @printI64(%x3208) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3209 = llvm.call @cmp_ogt_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3210 = llvm.zext %r3209 : i1 to i64
  llvm.call @printI64(%x3210) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3211 = llvm.call @br_ogt_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3211) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3213 = llvm.call @sel_ogt_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3214 = llvm.bitcast %r3213 : f32 to i32
  %x3215 = llvm.zext %b3214 : i32 to i64
  llvm.call @printI64(%x3215) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3216 = llvm.call @cmp_oge_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3217 = llvm.zext %r3216 : i1 to i64
  llvm.call @printI64(%x3217) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3218 = llvm.call @br_oge_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3218) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3220 = llvm.call @sel_oge_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3221 = llvm.bitcast %r3220 : f32 to i32
  %x3222 = llvm.zext %b3221 : i32 to i64
  llvm.call @printI64(%x3222) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3223 = llvm.call @cmp_olt_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3224 = llvm.zext %r3223 : i1 to i64
  llvm.call @printI64(%x3224) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3225 = llvm.call @br_olt_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3225) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3227 = llvm.call @sel_olt_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3228 = llvm.bitcast %r3227 : f32 to i32
  %x3229 = llvm.zext %b3228 : i32 to i64
  llvm.call @printI64(%x3229) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3230 = llvm.call @cmp_ole_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3231 = llvm.zext %r3230 : i1 to i64
  llvm.call @printI64(%x3231) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3232 = llvm.call @br_ole_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3232) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3234 = llvm.call @sel_ole_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3235 = llvm.bitcast %r3234 : f32 to i32
  %x3236 = llvm.zext %b3235 : i32 to i64
  llvm.call @printI64(%x3236) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3237 = llvm.call @cmp_one_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3238 = llvm.zext %r3237 : i1 to i64
  llvm.call @printI64(%x3238) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3239 = llvm.call @br_one_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3239) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3241 = llvm.call @sel_one_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3242 = llvm.bitcast %r3241 : f32 to i32
  %x3243 = llvm.zext %b3242 : i32 to i64
  llvm.call @printI64(%x3243) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3244 = llvm.call @cmp_ord_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3245 = llvm.zext %r3244 : i1 to i64
  llvm.call @printI64(%x3245) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3246 = llvm.call @br_ord_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3246) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3248 = llvm.call @sel_ord_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3249 = llvm.bitcast %r3248 : f32 to i32
  %x3250 = llvm.zext %b3249 : i32 to i64
  llvm.call @printI64(%x3250) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3251 = llvm.call @cmp_ueq_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3252 = llvm.zext %r3251 : i1 to i64
  llvm.call @printI64(%x3252) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3253 = llvm.call @br_ueq_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3253) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3255 = llvm.call @sel_ueq_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3256 = llvm.bitcast %r3255 : f32 to i32
  %x3257 = llvm.zext %b3256 : i32 to i64
  llvm.call @printI64(%x3257) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3258 = llvm.call @cmp_ugt_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3259 = llvm.zext %r3258 : i1 to i64
  llvm.call @printI64(%x3259) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3260 = llvm.call @br_ugt_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3260) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3262 = llvm.call @sel_ugt_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3263 = llvm.bitcast %r3262 : f32 to i32
  %x3264 = llvm.zext %b3263 : i32 to i64
  llvm.call @printI64(%x3264) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3265 = llvm.call @cmp_uge_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3266 = llvm.zext %r3265 : i1 to i64
  llvm.call @printI64(%x3266) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3267 = llvm.call @br_uge_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3267) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3269 = llvm.call @sel_uge_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3270 = llvm.bitcast %r3269 : f32 to i32
  %x3271 = llvm.zext %b3270 : i32 to i64
  llvm.call @printI64(%x3271) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3272 = llvm.call @cmp_ult_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3273 = llvm.zext %r3272 : i1 to i64
  llvm.call @printI64(%x3273) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3274 = llvm.call @br_ult_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3274) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3276 = llvm.call @sel_ult_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3277 = llvm.bitcast %r3276 : f32 to i32
  %x3278 = llvm.zext %b3277 : i32 to i64
  llvm.call @printI64(%x3278) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3279 = llvm.call @cmp_ule_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3280 = llvm.zext %r3279 : i1 to i64
  llvm.call @printI64(%x3280) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3281 = llvm.call @br_ule_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3281) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3283 = llvm.call @sel_ule_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3284 = llvm.bitcast %r3283 : f32 to i32
  %x3285 = llvm.zext %b3284 : i32 to i64
  llvm.call @printI64(%x3285) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3286 = llvm.call @cmp_une_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3287 = llvm.zext %r3286 : i1 to i64
  llvm.call @printI64(%x3287) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3288 = llvm.call @br_une_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3288) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3290 = llvm.call @sel_une_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3291 = llvm.bitcast %r3290 : f32 to i32
  %x3292 = llvm.zext %b3291 : i32 to i64
  llvm.call @printI64(%x3292) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3293 = llvm.call @cmp_uno_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3294 = llvm.zext %r3293 : i1 to i64
  llvm.call @printI64(%x3294) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3295 = llvm.call @br_uno_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3295) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3297 = llvm.call @sel_uno_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3298 = llvm.bitcast %r3297 : f32 to i32
  %x3299 = llvm.zext %b3298 : i32 to i64
  llvm.call @printI64(%x3299) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3300 = llvm.call @cmp__true_f32(%c2845, %c3194) : (f32, f32) -> i1
  %x3301 = llvm.zext %r3300 : i1 to i64
  llvm.call @printI64(%x3301) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3302 = llvm.call @br__true_f32(%c2845, %c3194) : (f32, f32) -> i64
  llvm.call @printI64(%r3302) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3304 = llvm.call @sel__true_f32(%c2845, %c3194) : (f32, f32) -> f32
  %b3305 = llvm.bitcast %r3304 : f32 to i32
  %x3306 = llvm.zext %b3305 : i32 to i64
  llvm.call @printI64(%x3306) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3307 = llvm.mlir.constant(71362 : i32) : i32
  %c3307 = llvm.bitcast %k3307 : i32 to f32
  %r3308 = llvm.call @cmp__false_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3309 = llvm.zext %r3308 : i1 to i64
  llvm.call @printI64(%x3309) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3310 = llvm.call @br__false_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3310) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3312 = llvm.call @sel__false_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3313 = llvm.bitcast %r3312 : f32 to i32
  %x3314 = llvm.zext %b3313 : i32 to i64
  llvm.call @printI64(%x3314) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3315 = llvm.call @cmp_oeq_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3316 = llvm.zext %r3315 : i1 to i64
  llvm.call @printI64(%x3316) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3317 = llvm.call @br_oeq_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3317) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3319 = llvm.call @sel_oeq_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3320 = llvm.bitcast %r3319 : f32 to i32
  %x3321 = llvm.zext %b3320 : i32 to i64
  llvm.call @printI64(%x3321) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3322 = llvm.call @cmp_ogt_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3323 = llvm.zext %r3322 : i1 to i64
  llvm.call @printI64(%x3323) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3324 = llvm.call @br_ogt_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3324) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3326 = llvm.call @sel_ogt_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3327 = llvm.bitcast %r3326 : f32 to i32
  %x3328 = llvm.zext %b3327 : i32 to i64
  llvm.call @printI64(%x3328) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3329 = llvm.call @cmp_oge_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3330 = llvm.zext %r3329 : i1 to i64
  llvm.call @printI64(%x3330) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3331 = llvm.call @br_oge_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3331) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3333 = llvm.call @sel_oge_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3334 = llvm.bitcast %r3333 : f32 to i32
  %x3335 = llvm.zext %b3334 : i32 to i64
  llvm.call @printI64(%x3335) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3336 = llvm.call @cmp_olt_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3337 = llvm.zext %r3336 : i1 to i64
  llvm.call @printI64(%x3337) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3338 = llvm.call @br_olt_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3338) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3340 = llvm.call @sel_olt_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3341 = llvm.bitcast %r3340 : f32 to i32
  %x3342 = llvm.zext %b3341 : i32 to i64
  llvm.call @printI64(%x3342) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3343 = llvm.call @cmp_ole_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3344 = llvm.zext %r3343 : i1 to i64
  llvm.call @printI64(%x3344) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3345 = llvm.call @br_ole_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3345) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3347 = llvm.call @sel_ole_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3348 = llvm.bitcast %r3347 : f32 to i32
  %x3349 = llvm.zext %b3348 : i32 to i64
  llvm.call @printI64(%x3349) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3350 = llvm.call @cmp_one_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3351 = llvm.zext %r3350 : i1 to i64
  llvm.call @printI64(%x3351) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3352 = llvm.call @br_one_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3352) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3354 = llvm.call @sel_one_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3355 = llvm.bitcast %r3354 : f32 to i32
  %x3356 = llvm.zext %b3355 : i32 to i64
  llvm.call @printI64(%x3356) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3357 = llvm.call @cmp_ord_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3358 = llvm.zext %r3357 : i1 to i64
  llvm.call @printI64(%x3358) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3359 = llvm.call @br_ord_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3359) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3361 = llvm.call @sel_ord_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3362 = llvm.bitcast %r3361 : f32 to i32
  %x3363 = llvm.zext %b3362 : i32 to i64
  llvm.call @printI64(%x3363) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3364 = llvm.call @cmp_ueq_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3365 = llvm.zext %r3364 : i1 to i64
  llvm.call @printI64(%x3365) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3366 = llvm.call @br_ueq_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3366) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3368 = llvm.call @sel_ueq_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3369 = llvm.bitcast %r3368 : f32 to i32
  %x3370 = llvm.zext %b3369 : i32 to i64
  llvm.call @printI64(%x3370) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3371 = llvm.call @cmp_ugt_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3372 = llvm.zext %r3371 : i1 to i64
  llvm.call @printI64(%x3372) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3373 = llvm.call @br_ugt_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3373) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3375 = llvm.call @sel_ugt_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3376 = llvm.bitcast %r3375 : f32 to i32
  %x3377 = llvm.zext %b3376 : i32 to i64
  llvm.call @printI64(%x3377) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3378 = llvm.call @cmp_uge_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3379 = llvm.zext %r3378 : i1 to i64
  llvm.call @printI64(%x3379) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3380 = llvm.call @br_uge_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3380) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3382 = llvm.call @sel_uge_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3383 = llvm.bitcast %r3382 : f32 to i32
  %x3384 = llvm.zext %b3383 : i32 to i64
  llvm.call @printI64(%x3384) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3385 = llvm.call @cmp_ult_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3386 = llvm.zext %r3385 : i1 to i64
  llvm.call @printI64(%x3386) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3387 = llvm.call @br_ult_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3387) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3389 = llvm.call @sel_ult_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3390 = llvm.bitcast %r3389 : f32 to i32
  %x3391 = llvm.zext %b3390 : i32 to i64
  llvm.call @printI64(%x3391) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3392 = llvm.call @cmp_ule_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3393 = llvm.zext %r3392 : i1 to i64
  llvm.call @printI64(%x3393) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3394 = llvm.call @br_ule_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3394) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3396 = llvm.call @sel_ule_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3397 = llvm.bitcast %r3396 : f32 to i32
  %x3398 = llvm.zext %b3397 : i32 to i64
  llvm.call @printI64(%x3398) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3399 = llvm.call @cmp_une_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3400 = llvm.zext %r3399 : i1 to i64
  llvm.call @printI64(%x3400) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3401 = llvm.call @br_une_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3401) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3403 = llvm.call @sel_une_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3404 = llvm.bitcast %r3403 : f32 to i32
  %x3405 = llvm.zext %b3404 : i32 to i64
  llvm.call @printI64(%x3405) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3406 = llvm.call @cmp_uno_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3407 = llvm.zext %r3406 : i1 to i64
  llvm.call @printI64(%x3407) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3408 = llvm.call @br_uno_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3408) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3410 = llvm.call @sel_uno_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3411 = llvm.bitcast %r3410 : f32 to i32
  %x3412 = llvm.zext %b3411 : i32 to i64
  llvm.call @printI64(%x3412) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3413 = llvm.call @cmp__true_f32(%c2845, %c3307) : (f32, f32) -> i1
  %x3414 = llvm.zext %r3413 : i1 to i64
  llvm.call @printI64(%x3414) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3415 = llvm.call @br__true_f32(%c2845, %c3307) : (f32, f32) -> i64
  llvm.call @printI64(%r3415) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3417 = llvm.call @sel__true_f32(%c2845, %c3307) : (f32, f32) -> f32
  %b3418 = llvm.bitcast %r3417 : f32 to i32
  %x3419 = llvm.zext %b3418 : i32 to i64
  llvm.call @printI64(%x3419) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3420 = llvm.mlir.constant(0 : i64) : i64
  %c3420 = llvm.bitcast %k3420 : i64 to f64
  %r3421 = llvm.call @fptosi_f64_i1(%c3420) : (f64) -> i1
  %x3422 = llvm.sext %r3421 : i1 to i64
  llvm.call @printI64(%x3422) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3423 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c3423 = llvm.bitcast %k3423 : i64 to f64
  %r3424 = llvm.call @fptosi_f64_i1(%c3423) : (f64) -> i1
  %x3425 = llvm.sext %r3424 : i1 to i64
  llvm.call @printI64(%x3425) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3426 = llvm.mlir.constant(4602678819172646912 : i64) : i64
  %c3426 = llvm.bitcast %k3426 : i64 to f64
  %r3427 = llvm.call @fptosi_f64_i1(%c3426) : (f64) -> i1
  %x3428 = llvm.sext %r3427 : i1 to i64
  llvm.call @printI64(%x3428) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3429 = llvm.mlir.constant(-4617090337980232499 : i64) : i64
  %c3429 = llvm.bitcast %k3429 : i64 to f64
  %r3430 = llvm.call @fptosi_f64_i1(%c3429) : (f64) -> i1
  %x3431 = llvm.sext %r3430 : i1 to i64
  llvm.call @printI64(%x3431) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3432 = llvm.mlir.constant(-4616189618054758400 : i64) : i64
  %c3432 = llvm.bitcast %k3432 : i64 to f64
  %r3433 = llvm.call @fptosi_f64_i1(%c3432) : (f64) -> i1
  %x3434 = llvm.sext %r3433 : i1 to i64
  llvm.call @printI64(%x3434) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3435 = llvm.mlir.constant(0 : i64) : i64
  %c3435 = llvm.bitcast %k3435 : i64 to f64
  %r3436 = llvm.call @fptoui_f64_i1(%c3435) : (f64) -> i1
  %x3437 = llvm.zext %r3436 : i1 to i64
  llvm.call @printI64(%x3437) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3438 = llvm.mlir.constant(4607092346807469998 : i64) : i64
  %c3438 = llvm.bitcast %k3438 : i64 to f64
  %r3439 = llvm.call @fptoui_f64_i1(%c3438) : (f64) -> i1
  %x3440 = llvm.zext %r3439 : i1 to i64
  llvm.call @printI64(%x3440) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3441 = llvm.mlir.constant(4607182418800017408 : i64) : i64
  %c3441 = llvm.bitcast %k3441 : i64 to f64
  %r3442 = llvm.call @fptoui_f64_i1(%c3441) : (f64) -> i1
  %x3443 = llvm.zext %r3442 : i1 to i64
  llvm.call @printI64(%x3443) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3444 = llvm.mlir.constant(0 : i1) : i1
  %r3445 = llvm.call @sitofp_i1_f64(%c3444) : (i1) -> f64
  %b3446 = llvm.bitcast %r3445 : f64 to i64
  llvm.call @printI64(%b3446) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3448 = llvm.call @uitofp_i1_f64(%c3444) : (i1) -> f64
  %b3449 = llvm.bitcast %r3448 : f64 to i64
  llvm.call @printI64(%b3449) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3451 = llvm.mlir.constant(1 : i1) : i1
  %r3452 = llvm.call @sitofp_i1_f64(%c3451) : (i1) -> f64
  %b3453 = llvm.bitcast %r3452 : f64 to i64
  llvm.call @printI64(%b3453) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3455 = llvm.call @uitofp_i1_f64(%c3451) : (i1) -> f64
  %b3456 = llvm.bitcast %r3455 : f64 to i64
  llvm.call @printI64(%b3456) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3458 = llvm.mlir.constant(1 : i1) : i1
  %r3459 = llvm.call @sitofp_i1_f64(%c3458) : (i1) -> f64
  %b3460 = llvm.bitcast %r3459 : f64 to i64
  llvm.call @printI64(%b3460) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3462 = llvm.call @uitofp_i1_f64(%c3458) : (i1) -> f64
  %b3463 = llvm.bitcast %r3462 : f64 to i64
  llvm.call @printI64(%b3463) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3465 = llvm.mlir.constant(0 : i1) : i1
  %r3466 = llvm.call @sitofp_i1_f64(%c3465) : (i1) -> f64
  %b3467 = llvm.bitcast %r3466 : f64 to i64
  llvm.call @printI64(%b3467) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3469 = llvm.call @uitofp_i1_f64(%c3465) : (i1) -> f64
  %b3470 = llvm.bitcast %r3469 : f64 to i64
  llvm.call @printI64(%b3470) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3472 = llvm.mlir.constant(1 : i1) : i1
  %r3473 = llvm.call @sitofp_i1_f64(%c3472) : (i1) -> f64
  %b3474 = llvm.bitcast %r3473 : f64 to i64
  llvm.call @printI64(%b3474) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3476 = llvm.call @uitofp_i1_f64(%c3472) : (i1) -> f64
  %b3477 = llvm.bitcast %r3476 : f64 to i64
  llvm.call @printI64(%b3477) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3479 = llvm.mlir.constant(0 : i1) : i1
  %r3480 = llvm.call @sitofp_i1_f64(%c3479) : (i1) -> f64
  %b3481 = llvm.bitcast %r3480 : f64 to i64
  llvm.call @printI64(%b3481) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3483 = llvm.call @uitofp_i1_f64(%c3479) : (i1) -> f64
  %b3484 = llvm.bitcast %r3483 : f64 to i64
  llvm.call @printI64(%b3484) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3486 = llvm.mlir.constant(1 : i1) : i1
  %r3487 = llvm.call @sitofp_i1_f64(%c3486) : (i1) -> f64
  %b3488 = llvm.bitcast %r3487 : f64 to i64
  llvm.call @printI64(%b3488) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3490 = llvm.call @uitofp_i1_f64(%c3486) : (i1) -> f64
  %b3491 = llvm.bitcast %r3490 : f64 to i64
  llvm.call @printI64(%b3491) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3493 = llvm.mlir.constant(1 : i1) : i1
  %r3494 = llvm.call @sitofp_i1_f64(%c3493) : (i1) -> f64
  %b3495 = llvm.bitcast %r3494 : f64 to i64
  llvm.call @printI64(%b3495) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3497 = llvm.call @uitofp_i1_f64(%c3493) : (i1) -> f64
  %b3498 = llvm.bitcast %r3497 : f64 to i64
  llvm.call @printI64(%b3498) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3500 = llvm.mlir.constant(0 : i64) : i64
  %c3500 = llvm.bitcast %k3500 : i64 to f64
  %r3501 = llvm.call @fptosi_f64_i8(%c3500) : (f64) -> i8
  %x3502 = llvm.sext %r3501 : i8 to i64
  llvm.call @printI64(%x3502) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3503 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c3503 = llvm.bitcast %k3503 : i64 to f64
  %r3504 = llvm.call @fptosi_f64_i8(%c3503) : (f64) -> i8
  %x3505 = llvm.sext %r3504 : i8 to i64
  llvm.call @printI64(%x3505) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3506 = llvm.mlir.constant(4606281698874543309 : i64) : i64
  %c3506 = llvm.bitcast %k3506 : i64 to f64
  %r3507 = llvm.call @fptosi_f64_i8(%c3506) : (f64) -> i8
  %x3508 = llvm.sext %r3507 : i8 to i64
  llvm.call @printI64(%x3508) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3509 = llvm.mlir.constant(-4617090337980232499 : i64) : i64
  %c3509 = llvm.bitcast %k3509 : i64 to f64
  %r3510 = llvm.call @fptosi_f64_i8(%c3509) : (f64) -> i8
  %x3511 = llvm.sext %r3510 : i8 to i64
  llvm.call @printI64(%x3511) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3512 = llvm.mlir.constant(-4584664420663164928 : i64) : i64
  %c3512 = llvm.bitcast %k3512 : i64 to f64
  %r3513 = llvm.call @fptosi_f64_i8(%c3512) : (f64) -> i8
  %x3514 = llvm.sext %r3513 : i8 to i64
  llvm.call @printI64(%x3514) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3515 = llvm.mlir.constant(4638637247447433216 : i64) : i64
  %c3515 = llvm.bitcast %k3515 : i64 to f64
  %r3516 = llvm.call @fptosi_f64_i8(%c3515) : (f64) -> i8
  %x3517 = llvm.sext %r3516 : i8 to i64
  llvm.call @printI64(%x3517) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3518 = llvm.mlir.constant(-4584699605035253760 : i64) : i64
  %c3518 = llvm.bitcast %k3518 : i64 to f64
  %r3519 = llvm.call @fptosi_f64_i8(%c3518) : (f64) -> i8
  %x3520 = llvm.sext %r3519 : i8 to i64
  llvm.call @printI64(%x3520) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3521 = llvm.mlir.constant(-4616189618054758400 : i64) : i64
  %c3521 = llvm.bitcast %k3521 : i64 to f64
  %r3522 = llvm.call @fptosi_f64_i8(%c3521) : (f64) -> i8
  %x3523 = llvm.sext %r3522 : i8 to i64
  llvm.call @printI64(%x3523) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3524 = llvm.mlir.constant(4615514078110652826 : i64) : i64
  %c3524 = llvm.bitcast %k3524 : i64 to f64
  %r3525 = llvm.call @fptosi_f64_i8(%c3524) : (f64) -> i8
  %x3526 = llvm.sext %r3525 : i8 to i64
  llvm.call @printI64(%x3526) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3527 = llvm.mlir.constant(0 : i64) : i64
  %c3527 = llvm.bitcast %k3527 : i64 to f64
  %r3528 = llvm.call @fptoui_f64_i8(%c3527) : (f64) -> i8
  %x3529 = llvm.zext %r3528 : i8 to i64
  llvm.call @printI64(%x3529) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3530 = llvm.mlir.constant(4607092346807469998 : i64) : i64
  %c3530 = llvm.bitcast %k3530 : i64 to f64
  %r3531 = llvm.call @fptoui_f64_i8(%c3530) : (f64) -> i8
  %x3532 = llvm.zext %r3531 : i8 to i64
  llvm.call @printI64(%x3532) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3533 = llvm.mlir.constant(4636786549475560653 : i64) : i64
  %c3533 = llvm.bitcast %k3533 : i64 to f64
  %r3534 = llvm.call @fptoui_f64_i8(%c3533) : (f64) -> i8
  %x3535 = llvm.zext %r3534 : i8 to i64
  llvm.call @printI64(%x3535) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3536 = llvm.mlir.constant(4643176031446892544 : i64) : i64
  %c3536 = llvm.bitcast %k3536 : i64 to f64
  %r3537 = llvm.call @fptoui_f64_i8(%c3536) : (f64) -> i8
  %x3538 = llvm.zext %r3537 : i8 to i64
  llvm.call @printI64(%x3538) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3539 = llvm.mlir.constant(4635118810238550016 : i64) : i64
  %c3539 = llvm.bitcast %k3539 : i64 to f64
  %r3540 = llvm.call @fptoui_f64_i8(%c3539) : (f64) -> i8
  %x3541 = llvm.zext %r3540 : i8 to i64
  llvm.call @printI64(%x3541) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3542 = llvm.mlir.constant(4613937818241073152 : i64) : i64
  %c3542 = llvm.bitcast %k3542 : i64 to f64
  %r3543 = llvm.call @fptoui_f64_i8(%c3542) : (f64) -> i8
  %x3544 = llvm.zext %r3543 : i8 to i64
  llvm.call @printI64(%x3544) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3545 = llvm.mlir.constant(0 : i8) : i8
  %r3546 = llvm.call @sitofp_i8_f64(%c3545) : (i8) -> f64
  %b3547 = llvm.bitcast %r3546 : f64 to i64
  llvm.call @printI64(%b3547) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3549 = llvm.call @uitofp_i8_f64(%c3545) : (i8) -> f64
  %b3550 = llvm.bitcast %r3549 : f64 to i64
  llvm.call @printI64(%b3550) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3552 = llvm.mlir.constant(1 : i8) : i8
  %r3553 = llvm.call @sitofp_i8_f64(%c3552) : (i8) -> f64
  %b3554 = llvm.bitcast %r3553 : f64 to i64
  llvm.call @printI64(%b3554) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3556 = llvm.call @uitofp_i8_f64(%c3552) : (i8) -> f64
  %b3557 = llvm.bitcast %r3556 : f64 to i64
  llvm.call @printI64(%b3557) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3559 = llvm.mlir.constant(-1 : i8) : i8
  %r3560 = llvm.call @sitofp_i8_f64(%c3559) : (i8) -> f64
  %b3561 = llvm.bitcast %r3560 : f64 to i64
  llvm.call @printI64(%b3561) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3563 = llvm.call @uitofp_i8_f64(%c3559) : (i8) -> f64
  %b3564 = llvm.bitcast %r3563 : f64 to i64
  llvm.call @printI64(%b3564) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3566 = llvm.mlir.constant(-128 : i8) : i8
  %r3567 = llvm.call @sitofp_i8_f64(%c3566) : (i8) -> f64
  %b3568 = llvm.bitcast %r3567 : f64 to i64
  llvm.call @printI64(%b3568) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3570 = llvm.call @uitofp_i8_f64(%c3566) : (i8) -> f64
  %b3571 = llvm.bitcast %r3570 : f64 to i64
  llvm.call @printI64(%b3571) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3573 = llvm.mlir.constant(127 : i8) : i8
  %r3574 = llvm.call @sitofp_i8_f64(%c3573) : (i8) -> f64
  %b3575 = llvm.bitcast %r3574 : f64 to i64
  llvm.call @printI64(%b3575) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3577 = llvm.call @uitofp_i8_f64(%c3573) : (i8) -> f64
  %b3578 = llvm.bitcast %r3577 : f64 to i64
  llvm.call @printI64(%b3578) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3580 = llvm.mlir.constant(-1 : i8) : i8
  %r3581 = llvm.call @sitofp_i8_f64(%c3580) : (i8) -> f64
  %b3582 = llvm.bitcast %r3581 : f64 to i64
  llvm.call @printI64(%b3582) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3584 = llvm.call @uitofp_i8_f64(%c3580) : (i8) -> f64
  %b3585 = llvm.bitcast %r3584 : f64 to i64
  llvm.call @printI64(%b3585) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3587 = llvm.mlir.constant(5 : i8) : i8
  %r3588 = llvm.call @sitofp_i8_f64(%c3587) : (i8) -> f64
  %b3589 = llvm.bitcast %r3588 : f64 to i64
  llvm.call @printI64(%b3589) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3591 = llvm.call @uitofp_i8_f64(%c3587) : (i8) -> f64
  %b3592 = llvm.bitcast %r3591 : f64 to i64
  llvm.call @printI64(%b3592) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3594 = llvm.mlir.constant(-7 : i8) : i8
  %r3595 = llvm.call @sitofp_i8_f64(%c3594) : (i8) -> f64
  %b3596 = llvm.bitcast %r3595 : f64 to i64
  llvm.call @printI64(%b3596) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3598 = llvm.call @uitofp_i8_f64(%c3594) : (i8) -> f64
  %b3599 = llvm.bitcast %r3598 : f64 to i64
  llvm.call @printI64(%b3599) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3601 = llvm.mlir.constant(0 : i64) : i64
  %c3601 = llvm.bitcast %k3601 : i64 to f64
  %r3602 = llvm.call @fptosi_f64_i16(%c3601) : (f64) -> i16
  %x3603 = llvm.sext %r3602 : i16 to i64
  llvm.call @printI64(%x3603) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3604 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c3604 = llvm.bitcast %k3604 : i64 to f64
  %r3605 = llvm.call @fptosi_f64_i16(%c3604) : (f64) -> i16
  %x3606 = llvm.sext %r3605 : i16 to i64
  llvm.call @printI64(%x3606) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3607 = llvm.mlir.constant(4606281698874543309 : i64) : i64
  %c3607 = llvm.bitcast %k3607 : i64 to f64
  %r3608 = llvm.call @fptosi_f64_i16(%c3607) : (f64) -> i16
  %x3609 = llvm.sext %r3608 : i16 to i64
  llvm.call @printI64(%x3609) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3610 = llvm.mlir.constant(-4617090337980232499 : i64) : i64
  %c3610 = llvm.bitcast %k3610 : i64 to f64
  %r3611 = llvm.call @fptosi_f64_i16(%c3610) : (f64) -> i16
  %x3612 = llvm.sext %r3611 : i16 to i64
  llvm.call @printI64(%x3612) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3613 = llvm.mlir.constant(-4548635623644200960 : i64) : i64
  %c3613 = llvm.bitcast %k3613 : i64 to f64
  %r3614 = llvm.call @fptosi_f64_i16(%c3613) : (f64) -> i16
  %x3615 = llvm.sext %r3614 : i16 to i64
  llvm.call @printI64(%x3615) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3616 = llvm.mlir.constant(4674736138332667904 : i64) : i64
  %c3616 = llvm.bitcast %k3616 : i64 to f64
  %r3617 = llvm.call @fptosi_f64_i16(%c3616) : (f64) -> i16
  %x3618 = llvm.sext %r3617 : i16 to i64
  llvm.call @printI64(%x3618) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3619 = llvm.mlir.constant(-4548635761083154432 : i64) : i64
  %c3619 = llvm.bitcast %k3619 : i64 to f64
  %r3620 = llvm.call @fptosi_f64_i16(%c3619) : (f64) -> i16
  %x3621 = llvm.sext %r3620 : i16 to i64
  llvm.call @printI64(%x3621) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3622 = llvm.mlir.constant(-4616189618054758400 : i64) : i64
  %c3622 = llvm.bitcast %k3622 : i64 to f64
  %r3623 = llvm.call @fptosi_f64_i16(%c3622) : (f64) -> i16
  %x3624 = llvm.sext %r3623 : i16 to i64
  llvm.call @printI64(%x3624) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3625 = llvm.mlir.constant(4615514078110652826 : i64) : i64
  %c3625 = llvm.bitcast %k3625 : i64 to f64
  %r3626 = llvm.call @fptosi_f64_i16(%c3625) : (f64) -> i16
  %x3627 = llvm.sext %r3626 : i16 to i64
  llvm.call @printI64(%x3627) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3628 = llvm.mlir.constant(0 : i64) : i64
  %c3628 = llvm.bitcast %k3628 : i64 to f64
  %r3629 = llvm.call @fptoui_f64_i16(%c3628) : (f64) -> i16
  %x3630 = llvm.zext %r3629 : i16 to i64
  llvm.call @printI64(%x3630) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3631 = llvm.mlir.constant(4607092346807469998 : i64) : i64
  %c3631 = llvm.bitcast %k3631 : i64 to f64
  %r3632 = llvm.call @fptoui_f64_i16(%c3631) : (f64) -> i16
  %x3633 = llvm.zext %r3632 : i16 to i64
  llvm.call @printI64(%x3633) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3634 = llvm.mlir.constant(4636786549475560653 : i64) : i64
  %c3634 = llvm.bitcast %k3634 : i64 to f64
  %r3635 = llvm.call @fptoui_f64_i16(%c3634) : (f64) -> i16
  %x3636 = llvm.zext %r3635 : i16 to i64
  llvm.call @printI64(%x3636) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3637 = llvm.mlir.constant(4679239875398991872 : i64) : i64
  %c3637 = llvm.bitcast %k3637 : i64 to f64
  %r3638 = llvm.call @fptoui_f64_i16(%c3637) : (f64) -> i16
  %x3639 = llvm.zext %r3638 : i16 to i64
  llvm.call @printI64(%x3639) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3640 = llvm.mlir.constant(4635118810238550016 : i64) : i64
  %c3640 = llvm.bitcast %k3640 : i64 to f64
  %r3641 = llvm.call @fptoui_f64_i16(%c3640) : (f64) -> i16
  %x3642 = llvm.zext %r3641 : i16 to i64
  llvm.call @printI64(%x3642) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3643 = llvm.mlir.constant(4613937818241073152 : i64) : i64
  %c3643 = llvm.bitcast %k3643 : i64 to f64
  %r3644 = llvm.call @fptoui_f64_i16(%c3643) : (f64) -> i16
  %x3645 = llvm.zext %r3644 : i16 to i64
  llvm.call @printI64(%x3645) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3646 = llvm.mlir.constant(0 : i16) : i16
  %r3647 = llvm.call @sitofp_i16_f64(%c3646) : (i16) -> f64
  %b3648 = llvm.bitcast %r3647 : f64 to i64
  llvm.call @printI64(%b3648) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3650 = llvm.call @uitofp_i16_f64(%c3646) : (i16) -> f64
  %b3651 = llvm.bitcast %r3650 : f64 to i64
  llvm.call @printI64(%b3651) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3653 = llvm.mlir.constant(1 : i16) : i16
  %r3654 = llvm.call @sitofp_i16_f64(%c3653) : (i16) -> f64
  %b3655 = llvm.bitcast %r3654 : f64 to i64
  llvm.call @printI64(%b3655) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3657 = llvm.call @uitofp_i16_f64(%c3653) : (i16) -> f64
  %b3658 = llvm.bitcast %r3657 : f64 to i64
  llvm.call @printI64(%b3658) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3660 = llvm.mlir.constant(-1 : i16) : i16
  %r3661 = llvm.call @sitofp_i16_f64(%c3660) : (i16) -> f64
  %b3662 = llvm.bitcast %r3661 : f64 to i64
  llvm.call @printI64(%b3662) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3664 = llvm.call @uitofp_i16_f64(%c3660) : (i16) -> f64
  %b3665 = llvm.bitcast %r3664 : f64 to i64
  llvm.call @printI64(%b3665) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3667 = llvm.mlir.constant(-32768 : i16) : i16
  %r3668 = llvm.call @sitofp_i16_f64(%c3667) : (i16) -> f64
  %b3669 = llvm.bitcast %r3668 : f64 to i64
  llvm.call @printI64(%b3669) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3671 = llvm.call @uitofp_i16_f64(%c3667) : (i16) -> f64
  %b3672 = llvm.bitcast %r3671 : f64 to i64
  llvm.call @printI64(%b3672) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3674 = llvm.mlir.constant(32767 : i16) : i16
  %r3675 = llvm.call @sitofp_i16_f64(%c3674) : (i16) -> f64
  %b3676 = llvm.bitcast %r3675 : f64 to i64
  llvm.call @printI64(%b3676) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3678 = llvm.call @uitofp_i16_f64(%c3674) : (i16) -> f64
  %b3679 = llvm.bitcast %r3678 : f64 to i64
  llvm.call @printI64(%b3679) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3681 = llvm.mlir.constant(-1 : i16) : i16
  %r3682 = llvm.call @sitofp_i16_f64(%c3681) : (i16) -> f64
  %b3683 = llvm.bitcast %r3682 : f64 to i64
  llvm.call @printI64(%b3683) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3685 = llvm.call @uitofp_i16_f64(%c3681) : (i16) -> f64
  %b3686 = llvm.bitcast %r3685 : f64 to i64
  llvm.call @printI64(%b3686) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3688 = llvm.mlir.constant(5 : i16) : i16
  %r3689 = llvm.call @sitofp_i16_f64(%c3688) : (i16) -> f64
  %b3690 = llvm.bitcast %r3689 : f64 to i64
  llvm.call @printI64(%b3690) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3692 = llvm.call @uitofp_i16_f64(%c3688) : (i16) -> f64
  %b3693 = llvm.bitcast %r3692 : f64 to i64
  llvm.call @printI64(%b3693) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3695 = llvm.mlir.constant(-7 : i16) : i16
  %r3696 = llvm.call @sitofp_i16_f64(%c3695) : (i16) -> f64
  %b3697 = llvm.bitcast %r3696 : f64 to i64
  llvm.call @printI64(%b3697) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3699 = llvm.call @uitofp_i16_f64(%c3695) : (i16) -> f64
  %b3700 = llvm.bitcast %r3699 : f64 to i64
  llvm.call @printI64(%b3700) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3702 = llvm.mlir.constant(0 : i64) : i64
  %c3702 = llvm.bitcast %k3702 : i64 to f64
  %r3703 = llvm.call @fptosi_f64_i32(%c3702) : (f64) -> i32
  %x3704 = llvm.sext %r3703 : i32 to i64
  llvm.call @printI64(%x3704) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3705 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c3705 = llvm.bitcast %k3705 : i64 to f64
  %r3706 = llvm.call @fptosi_f64_i32(%c3705) : (f64) -> i32
  %x3707 = llvm.sext %r3706 : i32 to i64
  llvm.call @printI64(%x3707) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3708 = llvm.mlir.constant(4606281698874543309 : i64) : i64
  %c3708 = llvm.bitcast %k3708 : i64 to f64
  %r3709 = llvm.call @fptosi_f64_i32(%c3708) : (f64) -> i32
  %x3710 = llvm.sext %r3709 : i32 to i64
  llvm.call @printI64(%x3710) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3711 = llvm.mlir.constant(-4617090337980232499 : i64) : i64
  %c3711 = llvm.bitcast %k3711 : i64 to f64
  %r3712 = llvm.call @fptosi_f64_i32(%c3711) : (f64) -> i32
  %x3713 = llvm.sext %r3712 : i32 to i64
  llvm.call @printI64(%x3713) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3714 = llvm.mlir.constant(-4476578029606273024 : i64) : i64
  %c3714 = llvm.bitcast %k3714 : i64 to f64
  %r3715 = llvm.call @fptosi_f64_i32(%c3714) : (f64) -> i32
  %x3716 = llvm.sext %r3715 : i32 to i64
  llvm.call @printI64(%x3716) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3717 = llvm.mlir.constant(4746794007244308480 : i64) : i64
  %c3717 = llvm.bitcast %k3717 : i64 to f64
  %r3718 = llvm.call @fptosi_f64_i32(%c3717) : (f64) -> i32
  %x3719 = llvm.sext %r3718 : i32 to i64
  llvm.call @printI64(%x3719) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3720 = llvm.mlir.constant(-4476578029608370176 : i64) : i64
  %c3720 = llvm.bitcast %k3720 : i64 to f64
  %r3721 = llvm.call @fptosi_f64_i32(%c3720) : (f64) -> i32
  %x3722 = llvm.sext %r3721 : i32 to i64
  llvm.call @printI64(%x3722) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3723 = llvm.mlir.constant(-4616189618054758400 : i64) : i64
  %c3723 = llvm.bitcast %k3723 : i64 to f64
  %r3724 = llvm.call @fptosi_f64_i32(%c3723) : (f64) -> i32
  %x3725 = llvm.sext %r3724 : i32 to i64
  llvm.call @printI64(%x3725) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3726 = llvm.mlir.constant(4615514078110652826 : i64) : i64
  %c3726 = llvm.bitcast %k3726 : i64 to f64
  %r3727 = llvm.call @fptosi_f64_i32(%c3726) : (f64) -> i32
  %x3728 = llvm.sext %r3727 : i32 to i64
  llvm.call @printI64(%x3728) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3729 = llvm.mlir.constant(0 : i64) : i64
  %c3729 = llvm.bitcast %k3729 : i64 to f64
  %r3730 = llvm.call @fptoui_f64_i32(%c3729) : (f64) -> i32
  %x3731 = llvm.zext %r3730 : i32 to i64
  llvm.call @printI64(%x3731) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3732 = llvm.mlir.constant(4607092346807469998 : i64) : i64
  %c3732 = llvm.bitcast %k3732 : i64 to f64
  %r3733 = llvm.call @fptoui_f64_i32(%c3732) : (f64) -> i32
  %x3734 = llvm.zext %r3733 : i32 to i64
  llvm.call @printI64(%x3734) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3735 = llvm.mlir.constant(4636786549475560653 : i64) : i64
  %c3735 = llvm.bitcast %k3735 : i64 to f64
  %r3736 = llvm.call @fptoui_f64_i32(%c3735) : (f64) -> i32
  %x3737 = llvm.zext %r3736 : i32 to i64
  llvm.call @printI64(%x3737) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3738 = llvm.mlir.constant(4751297606873776128 : i64) : i64
  %c3738 = llvm.bitcast %k3738 : i64 to f64
  %r3739 = llvm.call @fptoui_f64_i32(%c3738) : (f64) -> i32
  %x3740 = llvm.zext %r3739 : i32 to i64
  llvm.call @printI64(%x3740) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3741 = llvm.mlir.constant(4635118810238550016 : i64) : i64
  %c3741 = llvm.bitcast %k3741 : i64 to f64
  %r3742 = llvm.call @fptoui_f64_i32(%c3741) : (f64) -> i32
  %x3743 = llvm.zext %r3742 : i32 to i64
  llvm.call @printI64(%x3743) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3744 = llvm.mlir.constant(4613937818241073152 : i64) : i64
  %c3744 = llvm.bitcast %k3744 : i64 to f64
  %r3745 = llvm.call @fptoui_f64_i32(%c3744) : (f64) -> i32
  %x3746 = llvm.zext %r3745 : i32 to i64
  llvm.call @printI64(%x3746) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3747 = llvm.mlir.constant(0 : i32) : i32
  %r3748 = llvm.call @sitofp_i32_f64(%c3747) : (i32) -> f64
  %b3749 = llvm.bitcast %r3748 : f64 to i64
  llvm.call @printI64(%b3749) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3751 = llvm.call @uitofp_i32_f64(%c3747) : (i32) -> f64
  %b3752 = llvm.bitcast %r3751 : f64 to i64
  llvm.call @printI64(%b3752) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3754 = llvm.mlir.constant(1 : i32) : i32
  %r3755 = llvm.call @sitofp_i32_f64(%c3754) : (i32) -> f64
  %b3756 = llvm.bitcast %r3755 : f64 to i64
  llvm.call @printI64(%b3756) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3758 = llvm.call @uitofp_i32_f64(%c3754) : (i32) -> f64
  %b3759 = llvm.bitcast %r3758 : f64 to i64
  llvm.call @printI64(%b3759) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3761 = llvm.mlir.constant(-1 : i32) : i32
  %r3762 = llvm.call @sitofp_i32_f64(%c3761) : (i32) -> f64
  %b3763 = llvm.bitcast %r3762 : f64 to i64
  llvm.call @printI64(%b3763) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3765 = llvm.call @uitofp_i32_f64(%c3761) : (i32) -> f64
  %b3766 = llvm.bitcast %r3765 : f64 to i64
  llvm.call @printI64(%b3766) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3768 = llvm.mlir.constant(-2147483648 : i32) : i32
  %r3769 = llvm.call @sitofp_i32_f64(%c3768) : (i32) -> f64
  %b3770 = llvm.bitcast %r3769 : f64 to i64
  llvm.call @printI64(%b3770) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3772 = llvm.call @uitofp_i32_f64(%c3768) : (i32) -> f64
  %b3773 = llvm.bitcast %r3772 : f64 to i64
  llvm.call @printI64(%b3773) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3775 = llvm.mlir.constant(2147483647 : i32) : i32
  %r3776 = llvm.call @sitofp_i32_f64(%c3775) : (i32) -> f64
  %b3777 = llvm.bitcast %r3776 : f64 to i64
  llvm.call @printI64(%b3777) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3779 = llvm.call @uitofp_i32_f64(%c3775) : (i32) -> f64
  %b3780 = llvm.bitcast %r3779 : f64 to i64
  llvm.call @printI64(%b3780) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3782 = llvm.mlir.constant(-1 : i32) : i32
  %r3783 = llvm.call @sitofp_i32_f64(%c3782) : (i32) -> f64
  %b3784 = llvm.bitcast %r3783 : f64 to i64
  llvm.call @printI64(%b3784) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3786 = llvm.call @uitofp_i32_f64(%c3782) : (i32) -> f64
  %b3787 = llvm.bitcast %r3786 : f64 to i64
  llvm.call @printI64(%b3787) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3789 = llvm.mlir.constant(5 : i32) : i32
  %r3790 = llvm.call @sitofp_i32_f64(%c3789) : (i32) -> f64
  %b3791 = llvm.bitcast %r3790 : f64 to i64
  llvm.call @printI64(%b3791) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3793 = llvm.call @uitofp_i32_f64(%c3789) : (i32) -> f64
  %b3794 = llvm.bitcast %r3793 : f64 to i64
  llvm.call @printI64(%b3794) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3796 = llvm.mlir.constant(-7 : i32) : i32
  %r3797 = llvm.call @sitofp_i32_f64(%c3796) : (i32) -> f64
  %b3798 = llvm.bitcast %r3797 : f64 to i64
  llvm.call @printI64(%b3798) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3800 = llvm.call @uitofp_i32_f64(%c3796) : (i32) -> f64
  %b3801 = llvm.bitcast %r3800 : f64 to i64
  llvm.call @printI64(%b3801) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3803 = llvm.mlir.constant(0 : i64) : i64
  %c3803 = llvm.bitcast %k3803 : i64 to f64
  %r3804 = llvm.call @fptosi_f64_i64(%c3803) : (f64) -> i64
  llvm.call @printI64(%r3804) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3806 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c3806 = llvm.bitcast %k3806 : i64 to f64
  %r3807 = llvm.call @fptosi_f64_i64(%c3806) : (f64) -> i64
  llvm.call @printI64(%r3807) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3809 = llvm.mlir.constant(4606281698874543309 : i64) : i64
  %c3809 = llvm.bitcast %k3809 : i64 to f64
  %r3810 = llvm.call @fptosi_f64_i64(%c3809) : (f64) -> i64
  llvm.call @printI64(%r3810) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3812 = llvm.mlir.constant(-4617090337980232499 : i64) : i64
  %c3812 = llvm.bitcast %k3812 : i64 to f64
  %r3813 = llvm.call @fptosi_f64_i64(%c3812) : (f64) -> i64
  llvm.call @printI64(%r3813) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3815 = llvm.mlir.constant(-4332462841530417152 : i64) : i64
  %c3815 = llvm.bitcast %k3815 : i64 to f64
  %r3816 = llvm.call @fptosi_f64_i64(%c3815) : (f64) -> i64
  llvm.call @printI64(%r3816) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3818 = llvm.mlir.constant(4886405595696988160 : i64) : i64
  %c3818 = llvm.bitcast %k3818 : i64 to f64
  %r3819 = llvm.call @fptosi_f64_i64(%c3818) : (f64) -> i64
  llvm.call @printI64(%r3819) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3821 = llvm.mlir.constant(-4613937818241073152 : i64) : i64
  %c3821 = llvm.bitcast %k3821 : i64 to f64
  %r3822 = llvm.call @fptosi_f64_i64(%c3821) : (f64) -> i64
  llvm.call @printI64(%r3822) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3824 = llvm.mlir.constant(-4616189618054758400 : i64) : i64
  %c3824 = llvm.bitcast %k3824 : i64 to f64
  %r3825 = llvm.call @fptosi_f64_i64(%c3824) : (f64) -> i64
  llvm.call @printI64(%r3825) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3827 = llvm.mlir.constant(4615514078110652826 : i64) : i64
  %c3827 = llvm.bitcast %k3827 : i64 to f64
  %r3828 = llvm.call @fptosi_f64_i64(%c3827) : (f64) -> i64
  llvm.call @printI64(%r3828) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3830 = llvm.mlir.constant(0 : i64) : i64
  %c3830 = llvm.bitcast %k3830 : i64 to f64
  %r3831 = llvm.call @fptoui_f64_i64(%c3830) : (f64) -> i64
  llvm.call @printI64(%r3831) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3833 = llvm.mlir.constant(4607092346807469998 : i64) : i64
  %c3833 = llvm.bitcast %k3833 : i64 to f64
  %r3834 = llvm.call @fptoui_f64_i64(%c3833) : (f64) -> i64
  llvm.call @printI64(%r3834) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3836 = llvm.mlir.constant(4636786549475560653 : i64) : i64
  %c3836 = llvm.bitcast %k3836 : i64 to f64
  %r3837 = llvm.call @fptoui_f64_i64(%c3836) : (f64) -> i64
  llvm.call @printI64(%r3837) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3839 = llvm.mlir.constant(4890909195324358656 : i64) : i64
  %c3839 = llvm.bitcast %k3839 : i64 to f64
  %r3840 = llvm.call @fptoui_f64_i64(%c3839) : (f64) -> i64
  llvm.call @printI64(%r3840) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3842 = llvm.mlir.constant(4890909195861229568 : i64) : i64
  %c3842 = llvm.bitcast %k3842 : i64 to f64
  %r3843 = llvm.call @fptoui_f64_i64(%c3842) : (f64) -> i64
  llvm.call @printI64(%r3843) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3845 = llvm.mlir.constant(4895194658196988160 : i64) : i64
  %c3845 = llvm.bitcast %k3845 : i64 to f64
  %r3846 = llvm.call @fptoui_f64_i64(%c3845) : (f64) -> i64
  llvm.call @printI64(%r3846) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3848 = llvm.mlir.constant(0 : i64) : i64
  %r3849 = llvm.call @sitofp_i64_f64(%c3848) : (i64) -> f64
  %b3850 = llvm.bitcast %r3849 : f64 to i64
  llvm.call @printI64(%b3850) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3852 = llvm.call @uitofp_i64_f64(%c3848) : (i64) -> f64
  %b3853 = llvm.bitcast %r3852 : f64 to i64
  llvm.call @printI64(%b3853) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3855 = llvm.mlir.constant(1 : i64) : i64
  %r3856 = llvm.call @sitofp_i64_f64(%c3855) : (i64) -> f64
  %b3857 = llvm.bitcast %r3856 : f64 to i64
  llvm.call @printI64(%b3857) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3859 = llvm.call @uitofp_i64_f64(%c3855) : (i64) -> f64
  %b3860 = llvm.bitcast %r3859 : f64 to i64
  llvm.call @printI64(%b3860) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3862 = llvm.mlir.constant(-1 : i64) : i64
  %r3863 = llvm.call @sitofp_i64_f64(%c3862) : (i64) -> f64
  %b3864 = llvm.bitcast %r3863 : f64 to i64
  llvm.call @printI64(%b3864) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3866 = llvm.call @uitofp_i64_f64(%c3862) : (i64) -> f64
  %b3867 = llvm.bitcast %r3866 : f64 to i64
  llvm.call @printI64(%b3867) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3869 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %r3870 = llvm.call @sitofp_i64_f64(%c3869) : (i64) -> f64
  %b3871 = llvm.bitcast %r3870 : f64 to i64
  llvm.call @printI64(%b3871) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3873 = llvm.call @uitofp_i64_f64(%c3869) : (i64) -> f64
  %b3874 = llvm.bitcast %r3873 : f64 to i64
  llvm.call @printI64(%b3874) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3876 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %r3877 = llvm.call @sitofp_i64_f64(%c3876) : (i64) -> f64
  %b3878 = llvm.bitcast %r3877 : f64 to i64
  llvm.call @printI64(%b3878) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3880 = llvm.call @uitofp_i64_f64(%c3876) : (i64) -> f64
  %b3881 = llvm.bitcast %r3880 : f64 to i64
  llvm.call @printI64(%b3881) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3883 = llvm.mlir.constant(-3 : i64) : i64
  %r3884 = llvm.call @sitofp_i64_f64(%c3883) : (i64) -> f64
  %b3885 = llvm.bitcast %r3884 : f64 to i64
  llvm.call @printI64(%b3885) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3887 = llvm.call @uitofp_i64_f64(%c3883) : (i64) -> f64
  %b3888 = llvm.bitcast %r3887 : f64 to i64
  llvm.call @printI64(%b3888) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3890 = llvm.mlir.constant(5 : i64) : i64
  %r3891 = llvm.call @sitofp_i64_f64(%c3890) : (i64) -> f64
  %b3892 = llvm.bitcast %r3891 : f64 to i64
  llvm.call @printI64(%b3892) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3894 = llvm.call @uitofp_i64_f64(%c3890) : (i64) -> f64
  %b3895 = llvm.bitcast %r3894 : f64 to i64
  llvm.call @printI64(%b3895) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3897 = llvm.mlir.constant(-7 : i64) : i64
  %r3898 = llvm.call @sitofp_i64_f64(%c3897) : (i64) -> f64
  %b3899 = llvm.bitcast %r3898 : f64 to i64
  llvm.call @printI64(%b3899) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3901 = llvm.call @uitofp_i64_f64(%c3897) : (i64) -> f64
  %b3902 = llvm.bitcast %r3901 : f64 to i64
  llvm.call @printI64(%b3902) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3904 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %r3905 = llvm.call @sitofp_i64_f64(%c3904) : (i64) -> f64
  %b3906 = llvm.bitcast %r3905 : f64 to i64
  llvm.call @printI64(%b3906) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3908 = llvm.call @uitofp_i64_f64(%c3904) : (i64) -> f64
  %b3909 = llvm.bitcast %r3908 : f64 to i64
  llvm.call @printI64(%b3909) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3911 = llvm.mlir.constant(-4611686018427387905 : i64) : i64
  %r3912 = llvm.call @sitofp_i64_f64(%c3911) : (i64) -> f64
  %b3913 = llvm.bitcast %r3912 : f64 to i64
  llvm.call @printI64(%b3913) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3915 = llvm.call @uitofp_i64_f64(%c3911) : (i64) -> f64
  %b3916 = llvm.bitcast %r3915 : f64 to i64
  llvm.call @printI64(%b3916) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3918 = llvm.mlir.constant(9007199254740993 : i64) : i64
  %r3919 = llvm.call @sitofp_i64_f64(%c3918) : (i64) -> f64
  %b3920 = llvm.bitcast %r3919 : f64 to i64
  llvm.call @printI64(%b3920) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3922 = llvm.call @uitofp_i64_f64(%c3918) : (i64) -> f64
  %b3923 = llvm.bitcast %r3922 : f64 to i64
  llvm.call @printI64(%b3923) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3925 = llvm.mlir.constant(-9007199254740993 : i64) : i64
  %r3926 = llvm.call @sitofp_i64_f64(%c3925) : (i64) -> f64
  %b3927 = llvm.bitcast %r3926 : f64 to i64
  llvm.call @printI64(%b3927) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3929 = llvm.call @uitofp_i64_f64(%c3925) : (i64) -> f64
  %b3930 = llvm.bitcast %r3929 : f64 to i64
  llvm.call @printI64(%b3930) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3932 = llvm.mlir.constant(16777217 : i64) : i64
  %r3933 = llvm.call @sitofp_i64_f64(%c3932) : (i64) -> f64
  %b3934 = llvm.bitcast %r3933 : f64 to i64
  llvm.call @printI64(%b3934) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3936 = llvm.call @uitofp_i64_f64(%c3932) : (i64) -> f64
  %b3937 = llvm.bitcast %r3936 : f64 to i64
  llvm.call @printI64(%b3937) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3939 = llvm.mlir.constant(9007199254740995 : i64) : i64
  %r3940 = llvm.call @sitofp_i64_f64(%c3939) : (i64) -> f64
  %b3941 = llvm.bitcast %r3940 : f64 to i64
  llvm.call @printI64(%b3941) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3943 = llvm.call @uitofp_i64_f64(%c3939) : (i64) -> f64
  %b3944 = llvm.bitcast %r3943 : f64 to i64
  llvm.call @printI64(%b3944) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3946 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c3946 = llvm.bitcast %k3946 : i64 to f64
  %r3947 = llvm.call @fneg_f64(%c3946) : (f64) -> f64
  %b3948 = llvm.bitcast %r3947 : f64 to i64
  llvm.call @printI64(%b3948) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k3950 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c3950 = llvm.bitcast %k3950 : i64 to f64
  %r3951 = llvm.call @cmp__false_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x3952 = llvm.zext %r3951 : i1 to i64
  llvm.call @printI64(%x3952) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3953 = llvm.call @br__false_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r3953) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3955 = llvm.call @sel__false_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b3956 = llvm.bitcast %r3955 : f64 to i64
  llvm.call @printI64(%b3956) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3958 = llvm.call @cmp_oeq_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x3959 = llvm.zext %r3958 : i1 to i64
  llvm.call @printI64(%x3959) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3960 = llvm.call @br_oeq_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r3960) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3962 = llvm.call @sel_oeq_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b3963 = llvm.bitcast %r3962 : f64 to i64
  llvm.call @printI64(%b3963) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3965 = llvm.call @cmp_ogt_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x3966 = llvm.zext %r3965 : i1 to i64
  llvm.call @printI64(%x3966) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3967 = llvm.call @br_ogt_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r3967) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3969 = llvm.call @sel_ogt_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b3970 = llvm.bitcast %r3969 : f64 to i64
  llvm.call @printI64(%b3970) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3972 = llvm.call @cmp_oge_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x3973 = llvm.zext %r3972 : i1 to i64
  llvm.call @printI64(%x3973) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3974 = llvm.call @br_oge_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r3974) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3976 = llvm.call @sel_oge_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b3977 = llvm.bitcast %r3976 : f64 to i64
  llvm.call @printI64(%b3977) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3979 = llvm.call @cmp_olt_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x3980 = llvm.zext %r3979 : i1 to i64
  llvm.call @printI64(%x3980) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3981 = llvm.call @br_olt_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r3981) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3983 = llvm.call @sel_olt_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b3984 = llvm.bitcast %r3983 : f64 to i64
  llvm.call @printI64(%b3984) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3986 = llvm.call @cmp_ole_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x3987 = llvm.zext %r3986 : i1 to i64
  llvm.call @printI64(%x3987) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3988 = llvm.call @br_ole_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r3988) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3990 = llvm.call @sel_ole_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b3991 = llvm.bitcast %r3990 : f64 to i64
  llvm.call @printI64(%b3991) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3993 = llvm.call @cmp_one_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x3994 = llvm.zext %r3993 : i1 to i64
  llvm.call @printI64(%x3994) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3995 = llvm.call @br_one_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r3995) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r3997 = llvm.call @sel_one_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b3998 = llvm.bitcast %r3997 : f64 to i64
  llvm.call @printI64(%b3998) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4000 = llvm.call @cmp_ord_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x4001 = llvm.zext %r4000 : i1 to i64
  llvm.call @printI64(%x4001) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4002 = llvm.call @br_ord_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r4002) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4004 = llvm.call @sel_ord_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b4005 = llvm.bitcast %r4004 : f64 to i64
  llvm.call @printI64(%b4005) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4007 = llvm.call @cmp_ueq_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x4008 = llvm.zext %r4007 : i1 to i64
  llvm.call @printI64(%x4008) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4009 = llvm.call @br_ueq_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r4009) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4011 = llvm.call @sel_ueq_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b4012 = llvm.bitcast %r4011 : f64 to i64
  llvm.call @printI64(%b4012) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4014 = llvm.call @cmp_ugt_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x4015 = llvm.zext %r4014 : i1 to i64
  llvm.call @printI64(%x4015) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4016 = llvm.call @br_ugt_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r4016) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4018 = llvm.call @sel_ugt_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b4019 = llvm.bitcast %r4018 : f64 to i64
  llvm.call @printI64(%b4019) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4021 = llvm.call @cmp_uge_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x4022 = llvm.zext %r4021 : i1 to i64
  llvm.call @printI64(%x4022) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4023 = llvm.call @br_uge_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r4023) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4025 = llvm.call @sel_uge_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b4026 = llvm.bitcast %r4025 : f64 to i64
  llvm.call @printI64(%b4026) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4028 = llvm.call @cmp_ult_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x4029 = llvm.zext %r4028 : i1 to i64
  llvm.call @printI64(%x4029) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4030 = llvm.call @br_ult_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r4030) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4032 = llvm.call @sel_ult_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b4033 = llvm.bitcast %r4032 : f64 to i64
  llvm.call @printI64(%b4033) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4035 = llvm.call @cmp_ule_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x4036 = llvm.zext %r4035 : i1 to i64
  llvm.call @printI64(%x4036) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4037 = llvm.call @br_ule_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r4037) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4039 = llvm.call @sel_ule_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b4040 = llvm.bitcast %r4039 : f64 to i64
  llvm.call @printI64(%b4040) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4042 = llvm.call @cmp_une_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x4043 = llvm.zext %r4042 : i1 to i64
  llvm.call @printI64(%x4043) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4044 = llvm.call @br_une_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r4044) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4046 = llvm.call @sel_une_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b4047 = llvm.bitcast %r4046 : f64 to i64
  llvm.call @printI64(%b4047) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4049 = llvm.call @cmp_uno_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x4050 = llvm.zext %r4049 : i1 to i64
  llvm.call @printI64(%x4050) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4051 = llvm.call @br_uno_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r4051) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4053 = llvm.call @sel_uno_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b4054 = llvm.bitcast %r4053 : f64 to i64
  llvm.call @printI64(%b4054) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4056 = llvm.call @cmp__true_f64(%c3946, %c3950) : (f64, f64) -> i1
  %x4057 = llvm.zext %r4056 : i1 to i64
  llvm.call @printI64(%x4057) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4058 = llvm.call @br__true_f64(%c3946, %c3950) : (f64, f64) -> i64
  llvm.call @printI64(%r4058) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4060 = llvm.call @sel__true_f64(%c3946, %c3950) : (f64, f64) -> f64
  %b4061 = llvm.bitcast %r4060 : f64 to i64
  llvm.call @printI64(%b4061) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k4063 = llvm.mlir.constant(4609434218613702656 : i64) : i64
  %c4063 = llvm.bitcast %k4063 : i64 to f64
  %r4064 = llvm.call @frem_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4065 = llvm.bitcast %r4064 : f64 to i64
  llvm.call @printI64(%b4065) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4067 = llvm.call @cmp__false_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4068 = llvm.zext %r4067 : i1 to i64
  llvm.call @printI64(%x4068) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4069 = llvm.call @br__false_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4069) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4071 = llvm.call @sel__false_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4072 = llvm.bitcast %r4071 : f64 to i64
  llvm.call @printI64(%b4072) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4074 = llvm.call @cmp_oeq_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4075 = llvm.zext %r4074 : i1 to i64
  llvm.call @printI64(%x4075) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4076 = llvm.call @br_oeq_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4076) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4078 = llvm.call @sel_oeq_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4079 = llvm.bitcast %r4078 : f64 to i64
  llvm.call @printI64(%b4079) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4081 = llvm.call @cmp_ogt_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4082 = llvm.zext %r4081 : i1 to i64
  llvm.call @printI64(%x4082) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4083 = llvm.call @br_ogt_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4083) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4085 = llvm.call @sel_ogt_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4086 = llvm.bitcast %r4085 : f64 to i64
  llvm.call @printI64(%b4086) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4088 = llvm.call @cmp_oge_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4089 = llvm.zext %r4088 : i1 to i64
  llvm.call @printI64(%x4089) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4090 = llvm.call @br_oge_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4090) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4092 = llvm.call @sel_oge_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4093 = llvm.bitcast %r4092 : f64 to i64
  llvm.call @printI64(%b4093) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4095 = llvm.call @cmp_olt_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4096 = llvm.zext %r4095 : i1 to i64
  llvm.call @printI64(%x4096) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4097 = llvm.call @br_olt_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4097) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4099 = llvm.call @sel_olt_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4100 = llvm.bitcast %r4099 : f64 to i64
  llvm.call @printI64(%b4100) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4102 = llvm.call @cmp_ole_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4103 = llvm.zext %r4102 : i1 to i64
  llvm.call @printI64(%x4103) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4104 = llvm.call @br_ole_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4104) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4106 = llvm.call @sel_ole_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4107 = llvm.bitcast %r4106 : f64 to i64
  llvm.call @printI64(%b4107) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4109 = llvm.call @cmp_one_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4110 = llvm.zext %r4109 : i1 to i64
  llvm.call @printI64(%x4110) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4111 = llvm.call @br_one_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4111) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4113 = llvm.call @sel_one_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4114 = llvm.bitcast %r4113 : f64 to i64
  llvm.call @printI64(%b4114) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4116 = llvm.call @cmp_ord_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4117 = llvm.zext %r4116 : i1 to i64
  llvm.call @printI64(%x4117) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4118 = llvm.call @br_ord_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4118) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4120 = llvm.call @sel_ord_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4121 = llvm.bitcast %r4120 : f64 to i64
  llvm.call @printI64(%b4121) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4123 = llvm.call @cmp_ueq_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4124 = llvm.zext %r4123 : i1 to i64
  llvm.call @printI64(%x4124) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4125 = llvm.call @br_ueq_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4125) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4127 = llvm.call @sel_ueq_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4128 = llvm.bitcast %r4127 : f64 to i64
  llvm.call @printI64(%b4128) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4130 = llvm.call @cmp_ugt_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4131 = llvm.zext %r4130 : i1 to i64
  llvm.call @printI64(%x4131) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4132 = llvm.call @br_ugt_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4132) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4134 = llvm.call @sel_ugt_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4135 = llvm.bitcast %r4134 : f64 to i64
  llvm.call @printI64(%b4135) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4137 = llvm.call @cmp_uge_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4138 = llvm.zext %r4137 : i1 to i64
  llvm.call @printI64(%x4138) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4139 = llvm.call @br_uge_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4139) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4141 = llvm.call @sel_uge_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4142 = llvm.bitcast %r4141 : f64 to i64
  llvm.call @printI64(%b4142) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4144 = llvm.call @cmp_ult_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4145 = llvm.zext %r4144 : i1 to i64
  llvm.call @printI64(%x4145) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4146 = llvm.call @br_ult_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4146) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4148 = llvm.call @sel_ult_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4149 = llvm.bitcast %r4148 : f64 to i64
  llvm.call @printI64(%b4149) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4151 = llvm.call @cmp_ule_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4152 = llvm.zext %r4151 : i1 to i64
  llvm.call @printI64(%x4152) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4153 = llvm.call @br_ule_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4153) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4155 = llvm.call @sel_ule_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4156 = llvm.bitcast %r4155 : f64 to i64
  llvm.call @printI64(%b4156) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4158 = llvm.call @cmp_une_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4159 = llvm.zext %r4158 : i1 to i64
  llvm.call @printI64(%x4159) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4160 = llvm.call @br_une_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4160) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4162 = llvm.call @sel_une_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4163 = llvm.bitcast %r4162 : f64 to i64
  llvm.call @printI64(%b4163) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4165 = llvm.call @cmp_uno_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4166 = llvm.zext %r4165 : i1 to i64
  llvm.call @printI64(%x4166) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4167 = llvm.call @br_uno_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4167) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4169 = llvm.call @sel_uno_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4170 = llvm.bitcast %r4169 : f64 to i64
  llvm.call @printI64(%b4170) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4172 = llvm.call @cmp__true_f64(%c3946, %c4063) : (f64, f64) -> i1
  %x4173 = llvm.zext %r4172 : i1 to i64
  llvm.call @printI64(%x4173) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4174 = llvm.call @br__true_f64(%c3946, %c4063) : (f64, f64) -> i64
  llvm.call @printI64(%r4174) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4176 = llvm.call @sel__true_f64(%c3946, %c4063) : (f64, f64) -> f64
  %b4177 = llvm.bitcast %r4176 : f64 to i64
  llvm.call @printI64(%b4177) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k4179 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c4179 = llvm.bitcast %k4179 : i64 to f64
  %r4180 = llvm.call @frem_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4181 = llvm.bitcast %r4180 : f64 to i64
  llvm.call @printI64(%b4181) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4183 = llvm.call @cmp__false_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4184 = llvm.zext %r4183 : i1 to i64
  llvm.call @printI64(%x4184) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4185 = llvm.call @br__false_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4185) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4187 = llvm.call @sel__false_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4188 = llvm.bitcast %r4187 : f64 to i64
  llvm.call @printI64(%b4188) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4190 = llvm.call @cmp_oeq_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4191 = llvm.zext %r4190 : i1 to i64
  llvm.call @printI64(%x4191) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4192 = llvm.call @br_oeq_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4192) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4194 = llvm.call @sel_oeq_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4195 = llvm.bitcast %r4194 : f64 to i64
  llvm.call @printI64(%b4195) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4197 = llvm.call @cmp_ogt_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4198 = llvm.zext %r4197 : i1 to i64
  llvm.call @printI64(%x4198) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4199 = llvm.call @br_ogt_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4199) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4201 = llvm.call @sel_ogt_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4202 = llvm.bitcast %r4201 : f64 to i64
  llvm.call @printI64(%b4202) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4204 = llvm.call @cmp_oge_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4205 = llvm.zext %r4204 : i1 to i64
  llvm.call @printI64(%x4205) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4206 = llvm.call @br_oge_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4206) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4208 = llvm.call @sel_oge_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4209 = llvm.bitcast %r4208 : f64 to i64
  llvm.call @printI64(%b4209) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4211 = llvm.call @cmp_olt_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4212 = llvm.zext %r4211 : i1 to i64
  llvm.call @printI64(%x4212) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4213 = llvm.call @br_olt_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4213) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4215 = llvm.call @sel_olt_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4216 = llvm.bitcast %r4215 : f64 to i64
  llvm.call @printI64(%b4216) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4218 = llvm.call @cmp_ole_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4219 = llvm.zext %r4218 : i1 to i64
  llvm.call @printI64(%x4219) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4220 = llvm.call @br_ole_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4220) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4222 = llvm.call @sel_ole_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4223 = llvm.bitcast %r4222 : f64 to i64
  llvm.call @printI64(%b4223) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4225 = llvm.call @cmp_one_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4226 = llvm.zext %r4225 : i1 to i64
  llvm.call @printI64(%x4226) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4227 = llvm.call @br_one_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4227) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4229 = llvm.call @sel_one_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4230 = llvm.bitcast %r4229 : f64 to i64
  llvm.call @printI64(%b4230) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4232 = llvm.call @cmp_ord_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4233 = llvm.zext %r4232 : i1 to i64
  llvm.call @printI64(%x4233) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4234 = llvm.call @br_ord_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4234) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4236 = llvm.call @sel_ord_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4237 = llvm.bitcast %r4236 : f64 to i64
  llvm.call @printI64(%b4237) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4239 = llvm.call @cmp_ueq_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4240 = llvm.zext %r4239 : i1 to i64
  llvm.call @printI64(%x4240) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4241 = llvm.call @br_ueq_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4241) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4243 = llvm.call @sel_ueq_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4244 = llvm.bitcast %r4243 : f64 to i64
  llvm.call @printI64(%b4244) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4246 = llvm.call @cmp_ugt_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4247 = llvm.zext %r4246 : i1 to i64
  llvm.call @printI64(%x4247) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4248 = llvm.call @br_ugt_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4248) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4250 = llvm.call @sel_ugt_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4251 = llvm.bitcast %r4250 : f64 to i64
  llvm.call @printI64(%b4251) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4253 = llvm.call @cmp_uge_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4254 = llvm.zext %r4253 : i1 to i64
  llvm.call @printI64(%x4254) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4255 = llvm.call @br_uge_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4255) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4257 = llvm.call @sel_uge_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4258 = llvm.bitcast %r4257 : f64 to i64
  llvm.call @printI64(%b4258) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4260 = llvm.call @cmp_ult_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4261 = llvm.zext %r4260 : i1 to i64
  llvm.call @printI64(%x4261) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4262 = llvm.call @br_ult_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4262) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4264 = llvm.call @sel_ult_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4265 = llvm.bitcast %r4264 : f64 to i64
  llvm.call @printI64(%b4265) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4267 = llvm.call @cmp_ule_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4268 = llvm.zext %r4267 : i1 to i64
  llvm.call @printI64(%x4268) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4269 = llvm.call @br_ule_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4269) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4271 = llvm.call @sel_ule_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4272 = llvm.bitcast %r4271 : f64 to i64
  llvm.call @printI64(%b4272) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4274 = llvm.call @cmp_une_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4275 = llvm.zext %r4274 : i1 to i64
  llvm.call @printI64(%x4275) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4276 = llvm.call @br_une_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4276) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4278 = llvm.call @sel_une_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4279 = llvm.bitcast %r4278 : f64 to i64
  llvm.call @printI64(%b4279) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4281 = llvm.call @cmp_uno_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4282 = llvm.zext %r4281 : i1 to i64
  llvm.call @printI64(%x4282) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4283 = llvm.call @br_uno_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4283) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4285 = llvm.call @sel_uno_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4286 = llvm.bitcast %r4285 : f64 to i64
  llvm.call @printI64(%b4286) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4288 = llvm.call @cmp__true_f64(%c3946, %c4179) : (f64, f64) -> i1
  %x4289 = llvm.zext %r4288 : i1 to i64
  llvm.call @printI64(%x4289) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4290 = llvm.call @br__true_f64(%c3946, %c4179) : (f64, f64) -> i64
  llvm.call @printI64(%r4290) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4292 = llvm.call @sel__true_f64(%c3946, %c4179) : (f64, f64) -> f64
  %b4293 = llvm.bitcast %r4292 : f64 to i64
  llvm.call @printI64(%b4293) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k4295 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c4295 = llvm.bitcast %k4295 : i64 to f64
  %r4296 = llvm.call @cmp__false_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4297 = llvm.zext %r4296 : i1 to i64
  llvm.call @printI64(%x4297) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4298 = llvm.call @br__false_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4298) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4300 = llvm.call @sel__false_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4301 = llvm.bitcast %r4300 : f64 to i64
  llvm.call @printI64(%b4301) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4303 = llvm.call @cmp_oeq_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4304 = llvm.zext %r4303 : i1 to i64
  llvm.call @printI64(%x4304) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4305 = llvm.call @br_oeq_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4305) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4307 = llvm.call @sel_oeq_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4308 = llvm.bitcast %r4307 : f64 to i64
  llvm.call @printI64(%b4308) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4310 = llvm.call @cmp_ogt_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4311 = llvm.zext %r4310 : i1 to i64
  llvm.call @printI64(%x4311) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4312 = llvm.call @br_ogt_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4312) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4314 = llvm.call @sel_ogt_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4315 = llvm.bitcast %r4314 : f64 to i64
  llvm.call @printI64(%b4315) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4317 = llvm.call @cmp_oge_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4318 = llvm.zext %r4317 : i1 to i64
  llvm.call @printI64(%x4318) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4319 = llvm.call @br_oge_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4319) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4321 = llvm.call @sel_oge_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4322 = llvm.bitcast %r4321 : f64 to i64
  llvm.call @printI64(%b4322) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4324 = llvm.call @cmp_olt_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4325 = llvm.zext %r4324 : i1 to i64
  llvm.call @printI64(%x4325) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4326 = llvm.call @br_olt_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4326) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4328 = llvm.call @sel_olt_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4329 = llvm.bitcast %r4328 : f64 to i64
  llvm.call @printI64(%b4329) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4331 = llvm.call @cmp_ole_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4332 = llvm.zext %r4331 : i1 to i64
  llvm.call @printI64(%x4332) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4333 = llvm.call @br_ole_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4333) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4335 = llvm.call @sel_ole_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4336 = llvm.bitcast %r4335 : f64 to i64
  llvm.call @printI64(%b4336) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4338 = llvm.call @cmp_one_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4339 = llvm.zext %r4338 : i1 to i64
  llvm.call @printI64(%x4339) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4340 = llvm.call @br_one_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4340) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4342 = llvm.call @sel_one_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4343 = llvm.bitcast %r4342 : f64 to i64
  llvm.call @printI64(%b4343) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4345 = llvm.call @cmp_ord_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4346 = llvm.zext %r4345 : i1 to i64
  llvm.call @printI64(%x4346) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4347 = llvm.call @br_ord_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4347) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4349 = llvm.call @sel_ord_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4350 = llvm.bitcast %r4349 : f64 to i64
  llvm.call @printI64(%b4350) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4352 = llvm.call @cmp_ueq_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4353 = llvm.zext %r4352 : i1 to i64
  llvm.call @printI64(%x4353) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4354 = llvm.call @br_ueq_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4354) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4356 = llvm.call @sel_ueq_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4357 = llvm.bitcast %r4356 : f64 to i64
  llvm.call @printI64(%b4357) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4359 = llvm.call @cmp_ugt_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4360 = llvm.zext %r4359 : i1 to i64
  llvm.call @printI64(%x4360) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4361 = llvm.call @br_ugt_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4361) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4363 = llvm.call @sel_ugt_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4364 = llvm.bitcast %r4363 : f64 to i64
  llvm.call @printI64(%b4364) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4366 = llvm.call @cmp_uge_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4367 = llvm.zext %r4366 : i1 to i64
  llvm.call @printI64(%x4367) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4368 = llvm.call @br_uge_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4368) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4370 = llvm.call @sel_uge_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4371 = llvm.bitcast %r4370 : f64 to i64
  llvm.call @printI64(%b4371) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4373 = llvm.call @cmp_ult_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4374 = llvm.zext %r4373 : i1 to i64
  llvm.call @printI64(%x4374) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4375 = llvm.call @br_ult_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4375) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4377 = llvm.call @sel_ult_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4378 = llvm.bitcast %r4377 : f64 to i64
  llvm.call @printI64(%b4378) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4380 = llvm.call @cmp_ule_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4381 = llvm.zext %r4380 : i1 to i64
  llvm.call @printI64(%x4381) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4382 = llvm.call @br_ule_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4382) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4384 = llvm.call @sel_ule_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4385 = llvm.bitcast %r4384 : f64 to i64
  llvm.call @printI64(%b4385) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4387 = llvm.call @cmp_une_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4388 = llvm.zext %r4387 : i1 to i64
  llvm.call @printI64(%x4388) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4389 = llvm.call @br_une_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4389) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4391 = llvm.call @sel_une_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4392 = llvm.bitcast %r4391 : f64 to i64
  llvm.call @printI64(%b4392) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4394 = llvm.call @cmp_uno_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4395 = llvm.zext %r4394 : i1 to i64
  llvm.call @printI64(%x4395) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4396 = llvm.call @br_uno_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4396) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4398 = llvm.call @sel_uno_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4399 = llvm.bitcast %r4398 : f64 to i64
  llvm.call @printI64(%b4399) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4401 = llvm.call @cmp__true_f64(%c3946, %c4295) : (f64, f64) -> i1
  %x4402 = llvm.zext %r4401 : i1 to i64
  llvm.call @printI64(%x4402) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4403 = llvm.call @br__true_f64(%c3946, %c4295) : (f64, f64) -> i64
  llvm.call @printI64(%r4403) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4405 = llvm.call @sel__true_f64(%c3946, %c4295) : (f64, f64) -> f64
  %b4406 = llvm.bitcast %r4405 : f64 to i64
  llvm.call @printI64(%b4406) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k4408 = llvm.mlir.constant(1 : i64) : i64
  %c4408 = llvm.bitcast %k4408 : i64 to f64
  %r4409 = llvm.call @cmp__false_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4410 = llvm.zext %r4409 : i1 to i64
  llvm.call @printI64(%x4410) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4411 = llvm.call @br__false_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4411) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4413 = llvm.call @sel__false_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4414 = llvm.bitcast %r4413 : f64 to i64
  llvm.call @printI64(%b4414) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4416 = llvm.call @cmp_oeq_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4417 = llvm.zext %r4416 : i1 to i64
  llvm.call @printI64(%x4417) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4418 = llvm.call @br_oeq_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4418) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4420 = llvm.call @sel_oeq_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4421 = llvm.bitcast %r4420 : f64 to i64
  llvm.call @printI64(%b4421) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4423 = llvm.call @cmp_ogt_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4424 = llvm.zext %r4423 : i1 to i64
  llvm.call @printI64(%x4424) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4425 = llvm.call @br_ogt_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4425) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4427 = llvm.call @sel_ogt_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4428 = llvm.bitcast %r4427 : f64 to i64
  llvm.call @printI64(%b4428) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4430 = llvm.call @cmp_oge_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4431 = llvm.zext %r4430 : i1 to i64
  llvm.call @printI64(%x4431) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4432 = llvm.call @br_oge_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4432) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4434 = llvm.call @sel_oge_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4435 = llvm.bitcast %r4434 : f64 to i64
  llvm.call @printI64(%b4435) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4437 = llvm.call @cmp_olt_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4438 = llvm.zext %r4437 : i1 to i64
  llvm.call @printI64(%x4438) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4439 = llvm.call @br_olt_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4439) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4441 = llvm.call @sel_olt_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4442 = llvm.bitcast %r4441 : f64 to i64
  llvm.call @printI64(%b4442) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4444 = llvm.call @cmp_ole_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4445 = llvm.zext %r4444 : i1 to i64
  llvm.call @printI64(%x4445) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4446 = llvm.call @br_ole_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4446) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4448 = llvm.call @sel_ole_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4449 = llvm.bitcast %r4448 : f64 to i64
  llvm.call @printI64(%b4449) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4451 = llvm.call @cmp_one_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4452 = llvm.zext %r4451 : i1 to i64
  llvm.call @printI64(%x4452) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4453 = llvm.call @br_one_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4453) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4455 = llvm.call @sel_one_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4456 = llvm.bitcast %r4455 : f64 to i64
  llvm.call @printI64(%b4456) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4458 = llvm.call @cmp_ord_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4459 = llvm.zext %r4458 : i1 to i64
  llvm.call @printI64(%x4459) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4460 = llvm.call @br_ord_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4460) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4462 = llvm.call @sel_ord_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4463 = llvm.bitcast %r4462 : f64 to i64
  llvm.call @printI64(%b4463) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4465 = llvm.call @cmp_ueq_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4466 = llvm.zext %r4465 : i1 to i64
  llvm.call @printI64(%x4466) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4467 = llvm.call @br_ueq_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4467) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4469 = llvm.call @sel_ueq_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4470 = llvm.bitcast %r4469 : f64 to i64
  llvm.call @printI64(%b4470) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4472 = llvm.call @cmp_ugt_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4473 = llvm.zext %r4472 : i1 to i64
  llvm.call @printI64(%x4473) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4474 = llvm.call @br_ugt_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4474) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4476 = llvm.call @sel_ugt_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4477 = llvm.bitcast %r4476 : f64 to i64
  llvm.call @printI64(%b4477) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4479 = llvm.call @cmp_uge_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4480 = llvm.zext %r4479 : i1 to i64
  llvm.call @printI64(%x4480) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4481 = llvm.call @br_uge_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4481) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4483 = llvm.call @sel_uge_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4484 = llvm.bitcast %r4483 : f64 to i64
  llvm.call @printI64(%b4484) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4486 = llvm.call @cmp_ult_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4487 = llvm.zext %r4486 : i1 to i64
  llvm.call @printI64(%x4487) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4488 = llvm.call @br_ult_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4488) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4490 = llvm.call @sel_ult_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4491 = llvm.bitcast %r4490 : f64 to i64
  llvm.call @printI64(%b4491) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4493 = llvm.call @cmp_ule_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4494 = llvm.zext %r4493 : i1 to i64
  llvm.call @printI64(%x4494) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4495 = llvm.call @br_ule_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4495) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4497 = llvm.call @sel_ule_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4498 = llvm.bitcast %r4497 : f64 to i64
  llvm.call @printI64(%b4498) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4500 = llvm.call @cmp_une_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4501 = llvm.zext %r4500 : i1 to i64
  llvm.call @printI64(%x4501) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4502 = llvm.call @br_une_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4502) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4504 = llvm.call @sel_une_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4505 = llvm.bitcast %r4504 : f64 to i64
  llvm.call @printI64(%b4505) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4507 = llvm.call @cmp_uno_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4508 = llvm.zext %r4507 : i1 to i64
  llvm.call @printI64(%x4508) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4509 = llvm.call @br_uno_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4509) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4511 = llvm.call @sel_uno_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4512 = llvm.bitcast %r4511 : f64 to i64
  llvm.call @printI64(%b4512) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4514 = llvm.call @cmp__true_f64(%c3946, %c4408) : (f64, f64) -> i1
  %x4515 = llvm.zext %r4514 : i1 to i64
  llvm.call @printI64(%x4515) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4516 = llvm.call @br__true_f64(%c3946, %c4408) : (f64, f64) -> i64
  llvm.call @printI64(%r4516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4518 = llvm.call @sel__true_f64(%c3946, %c4408) : (f64, f64) -> f64
  %b4519 = llvm.bitcast %r4518 : f64 to i64
  llvm.call @printI64(%b4519) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k4521 = llvm.mlir.constant(4609434218613702656 : i64) : i64
  %c4521 = llvm.bitcast %k4521 : i64 to f64
  %r4522 = llvm.call @fneg_f64(%c4521) : (f64) -> f64
  %b4523 = llvm.bitcast %r4522 : f64 to i64
  llvm.call @printI64(%b4523) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k4525 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c4525 = llvm.bitcast %k4525 : i64 to f64
  %r4526 = llvm.call @frem_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4527 = llvm.bitcast %r4526 : f64 to i64
  llvm.call @printI64(%b4527) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4529 = llvm.call @cmp__false_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4530 = llvm.zext %r4529 : i1 to i64
  llvm.call @printI64(%x4530) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4531 = llvm.call @br__false_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4531) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4533 = llvm.call @sel__false_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4534 = llvm.bitcast %r4533 : f64 to i64
  llvm.call @printI64(%b4534) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4536 = llvm.call @cmp_oeq_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4537 = llvm.zext %r4536 : i1 to i64
  llvm.call @printI64(%x4537) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4538 = llvm.call @br_oeq_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4538) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4540 = llvm.call @sel_oeq_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4541 = llvm.bitcast %r4540 : f64 to i64
  llvm.call @printI64(%b4541) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4543 = llvm.call @cmp_ogt_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4544 = llvm.zext %r4543 : i1 to i64
  llvm.call @printI64(%x4544) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4545 = llvm.call @br_ogt_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4545) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4547 = llvm.call @sel_ogt_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4548 = llvm.bitcast %r4547 : f64 to i64
  llvm.call @printI64(%b4548) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4550 = llvm.call @cmp_oge_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4551 = llvm.zext %r4550 : i1 to i64
  llvm.call @printI64(%x4551) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4552 = llvm.call @br_oge_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4552) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4554 = llvm.call @sel_oge_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4555 = llvm.bitcast %r4554 : f64 to i64
  llvm.call @printI64(%b4555) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4557 = llvm.call @cmp_olt_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4558 = llvm.zext %r4557 : i1 to i64
  llvm.call @printI64(%x4558) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4559 = llvm.call @br_olt_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4559) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4561 = llvm.call @sel_olt_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4562 = llvm.bitcast %r4561 : f64 to i64
  llvm.call @printI64(%b4562) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4564 = llvm.call @cmp_ole_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4565 = llvm.zext %r4564 : i1 to i64
  llvm.call @printI64(%x4565) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4566 = llvm.call @br_ole_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4566) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4568 = llvm.call @sel_ole_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4569 = llvm.bitcast %r4568 : f64 to i64
  llvm.call @printI64(%b4569) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4571 = llvm.call @cmp_one_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4572 = llvm.zext %r4571 : i1 to i64
  llvm.call @printI64(%x4572) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4573 = llvm.call @br_one_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4573) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4575 = llvm.call @sel_one_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4576 = llvm.bitcast %r4575 : f64 to i64
  llvm.call @printI64(%b4576) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4578 = llvm.call @cmp_ord_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4579 = llvm.zext %r4578 : i1 to i64
  llvm.call @printI64(%x4579) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4580 = llvm.call @br_ord_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4580) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4582 = llvm.call @sel_ord_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4583 = llvm.bitcast %r4582 : f64 to i64
  llvm.call @printI64(%b4583) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4585 = llvm.call @cmp_ueq_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4586 = llvm.zext %r4585 : i1 to i64
  llvm.call @printI64(%x4586) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4587 = llvm.call @br_ueq_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4587) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4589 = llvm.call @sel_ueq_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4590 = llvm.bitcast %r4589 : f64 to i64
  llvm.call @printI64(%b4590) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4592 = llvm.call @cmp_ugt_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4593 = llvm.zext %r4592 : i1 to i64
  llvm.call @printI64(%x4593) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4594 = llvm.call @br_ugt_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4594) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4596 = llvm.call @sel_ugt_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4597 = llvm.bitcast %r4596 : f64 to i64
  llvm.call @printI64(%b4597) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4599 = llvm.call @cmp_uge_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4600 = llvm.zext %r4599 : i1 to i64
  llvm.call @printI64(%x4600) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4601 = llvm.call @br_uge_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4601) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4603 = llvm.call @sel_uge_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4604 = llvm.bitcast %r4603 : f64 to i64
  llvm.call @printI64(%b4604) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4606 = llvm.call @cmp_ult_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4607 = llvm.zext %r4606 : i1 to i64
  llvm.call @printI64(%x4607) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4608 = llvm.call @br_ult_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4608) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4610 = llvm.call @sel_ult_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4611 = llvm.bitcast %r4610 : f64 to i64
  llvm.call @printI64(%b4611) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4613 = llvm.call @cmp_ule_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4614 = llvm.zext %r4613 : i1 to i64
  llvm.call @printI64(%x4614) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4615 = llvm.call @br_ule_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4615) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4617 = llvm.call @sel_ule_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4618 = llvm.bitcast %r4617 : f64 to i64
  llvm.call @printI64(%b4618) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4620 = llvm.call @cmp_une_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4621 = llvm.zext %r4620 : i1 to i64
  llvm.call @printI64(%x4621) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4622 = llvm.call @br_une_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4622) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4624 = llvm.call @sel_une_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4625 = llvm.bitcast %r4624 : f64 to i64
  llvm.call @printI64(%b4625) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4627 = llvm.call @cmp_uno_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4628 = llvm.zext %r4627 : i1 to i64
  llvm.call @printI64(%x4628) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4629 = llvm.call @br_uno_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4629) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4631 = llvm.call @sel_uno_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4632 = llvm.bitcast %r4631 : f64 to i64
  llvm.call @printI64(%b4632) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4634 = llvm.call @cmp__true_f64(%c4521, %c4525) : (f64, f64) -> i1
  %x4635 = llvm.zext %r4634 : i1 to i64
  llvm.call @printI64(%x4635) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4636 = llvm.call @br__true_f64(%c4521, %c4525) : (f64, f64) -> i64
  llvm.call @printI64(%r4636) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4638 = llvm.call @sel__true_f64(%c4521, %c4525) : (f64, f64) -> f64
  %b4639 = llvm.bitcast %r4638 : f64 to i64
  llvm.call @printI64(%b4639) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k4641 = llvm.mlir.constant(4609434218613702656 : i64) : i64
  %c4641 = llvm.bitcast %k4641 : i64 to f64
  %r4642 = llvm.call @frem_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4643 = llvm.bitcast %r4642 : f64 to i64
  llvm.call @printI64(%b4643) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4645 = llvm.call @cmp__false_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4646 = llvm.zext %r4645 : i1 to i64
  llvm.call @printI64(%x4646) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4647 = llvm.call @br__false_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4647) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4649 = llvm.call @sel__false_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4650 = llvm.bitcast %r4649 : f64 to i64
  llvm.call @printI64(%b4650) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4652 = llvm.call @cmp_oeq_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4653 = llvm.zext %r4652 : i1 to i64
  llvm.call @printI64(%x4653) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4654 = llvm.call @br_oeq_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4654) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4656 = llvm.call @sel_oeq_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4657 = llvm.bitcast %r4656 : f64 to i64
  llvm.call @printI64(%b4657) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4659 = llvm.call @cmp_ogt_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4660 = llvm.zext %r4659 : i1 to i64
  llvm.call @printI64(%x4660) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4661 = llvm.call @br_ogt_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4661) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4663 = llvm.call @sel_ogt_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4664 = llvm.bitcast %r4663 : f64 to i64
  llvm.call @printI64(%b4664) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4666 = llvm.call @cmp_oge_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4667 = llvm.zext %r4666 : i1 to i64
  llvm.call @printI64(%x4667) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4668 = llvm.call @br_oge_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4668) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4670 = llvm.call @sel_oge_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4671 = llvm.bitcast %r4670 : f64 to i64
  llvm.call @printI64(%b4671) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4673 = llvm.call @cmp_olt_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4674 = llvm.zext %r4673 : i1 to i64
  llvm.call @printI64(%x4674) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4675 = llvm.call @br_olt_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4675) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4677 = llvm.call @sel_olt_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4678 = llvm.bitcast %r4677 : f64 to i64
  llvm.call @printI64(%b4678) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4680 = llvm.call @cmp_ole_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4681 = llvm.zext %r4680 : i1 to i64
  llvm.call @printI64(%x4681) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4682 = llvm.call @br_ole_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4682) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4684 = llvm.call @sel_ole_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4685 = llvm.bitcast %r4684 : f64 to i64
  llvm.call @printI64(%b4685) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4687 = llvm.call @cmp_one_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4688 = llvm.zext %r4687 : i1 to i64
  llvm.call @printI64(%x4688) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4689 = llvm.call @br_one_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4689) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4691 = llvm.call @sel_one_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4692 = llvm.bitcast %r4691 : f64 to i64
  llvm.call @printI64(%b4692) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4694 = llvm.call @cmp_ord_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4695 = llvm.zext %r4694 : i1 to i64
  llvm.call @printI64(%x4695) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4696 = llvm.call @br_ord_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4696) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4698 = llvm.call @sel_ord_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4699 = llvm.bitcast %r4698 : f64 to i64
  llvm.call @printI64(%b4699) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4701 = llvm.call @cmp_ueq_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4702 = llvm.zext %r4701 : i1 to i64
  llvm.call @printI64(%x4702) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4703 = llvm.call @br_ueq_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4703) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4705 = llvm.call @sel_ueq_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4706 = llvm.bitcast %r4705 : f64 to i64
  llvm.call @printI64(%b4706) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4708 = llvm.call @cmp_ugt_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4709 = llvm.zext %r4708 : i1 to i64
  llvm.call @printI64(%x4709) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4710 = llvm.call @br_ugt_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4710) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4712 = llvm.call @sel_ugt_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4713 = llvm.bitcast %r4712 : f64 to i64
  llvm.call @printI64(%b4713) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4715 = llvm.call @cmp_uge_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4716 = llvm.zext %r4715 : i1 to i64
  llvm.call @printI64(%x4716) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4717 = llvm.call @br_uge_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4717) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4719 = llvm.call @sel_uge_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4720 = llvm.bitcast %r4719 : f64 to i64
  llvm.call @printI64(%b4720) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4722 = llvm.call @cmp_ult_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4723 = llvm.zext %r4722 : i1 to i64
  llvm.call @printI64(%x4723) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4724 = llvm.call @br_ult_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4724) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4726 = llvm.call @sel_ult_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4727 = llvm.bitcast %r4726 : f64 to i64
  llvm.call @printI64(%b4727) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4729 = llvm.call @cmp_ule_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4730 = llvm.zext %r4729 : i1 to i64
  llvm.call @printI64(%x4730) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4731 = llvm.call @br_ule_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4731) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4733 = llvm.call @sel_ule_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4734 = llvm.bitcast %r4733 : f64 to i64
  llvm.call @printI64(%b4734) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4736 = llvm.call @cmp_une_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4737 = llvm.zext %r4736 : i1 to i64
  llvm.call @printI64(%x4737) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4738 = llvm.call @br_une_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4738) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4740 = llvm.call @sel_une_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4741 = llvm.bitcast %r4740 : f64 to i64
  llvm.call @printI64(%b4741) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4743 = llvm.call @cmp_uno_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4744 = llvm.zext %r4743 : i1 to i64
  llvm.call @printI64(%x4744) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4745 = llvm.call @br_uno_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4745) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4747 = llvm.call @sel_uno_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4748 = llvm.bitcast %r4747 : f64 to i64
  llvm.call @printI64(%b4748) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4750 = llvm.call @cmp__true_f64(%c4521, %c4641) : (f64, f64) -> i1
  %x4751 = llvm.zext %r4750 : i1 to i64
  llvm.call @printI64(%x4751) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4752 = llvm.call @br__true_f64(%c4521, %c4641) : (f64, f64) -> i64
  llvm.call @printI64(%r4752) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4754 = llvm.call @sel__true_f64(%c4521, %c4641) : (f64, f64) -> f64
  %b4755 = llvm.bitcast %r4754 : f64 to i64
  llvm.call @printI64(%b4755) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k4757 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c4757 = llvm.bitcast %k4757 : i64 to f64
  %r4758 = llvm.call @frem_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4759 = llvm.bitcast %r4758 : f64 to i64
  llvm.call @printI64(%b4759) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4761 = llvm.call @cmp__false_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4762 = llvm.zext %r4761 : i1 to i64
  llvm.call @printI64(%x4762) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4763 = llvm.call @br__false_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4763) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4765 = llvm.call @sel__false_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4766 = llvm.bitcast %r4765 : f64 to i64
  llvm.call @printI64(%b4766) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4768 = llvm.call @cmp_oeq_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4769 = llvm.zext %r4768 : i1 to i64
  llvm.call @printI64(%x4769) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4770 = llvm.call @br_oeq_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4770) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4772 = llvm.call @sel_oeq_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4773 = llvm.bitcast %r4772 : f64 to i64
  llvm.call @printI64(%b4773) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4775 = llvm.call @cmp_ogt_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4776 = llvm.zext %r4775 : i1 to i64
  llvm.call @printI64(%x4776) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4777 = llvm.call @br_ogt_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4777) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4779 = llvm.call @sel_ogt_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4780 = llvm.bitcast %r4779 : f64 to i64
  llvm.call @printI64(%b4780) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4782 = llvm.call @cmp_oge_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4783 = llvm.zext %r4782 : i1 to i64
  llvm.call @printI64(%x4783) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4784 = llvm.call @br_oge_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4784) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4786 = llvm.call @sel_oge_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4787 = llvm.bitcast %r4786 : f64 to i64
  llvm.call @printI64(%b4787) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4789 = llvm.call @cmp_olt_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4790 = llvm.zext %r4789 : i1 to i64
  llvm.call @printI64(%x4790) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4791 = llvm.call @br_olt_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4791) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4793 = llvm.call @sel_olt_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4794 = llvm.bitcast %r4793 : f64 to i64
  llvm.call @printI64(%b4794) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4796 = llvm.call @cmp_ole_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4797 = llvm.zext %r4796 : i1 to i64
  llvm.call @printI64(%x4797) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4798 = llvm.call @br_ole_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4798) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4800 = llvm.call @sel_ole_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4801 = llvm.bitcast %r4800 : f64 to i64
  llvm.call @printI64(%b4801) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4803 = llvm.call @cmp_one_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4804 = llvm.zext %r4803 : i1 to i64
  llvm.call @printI64(%x4804) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4805 = llvm.call @br_one_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4805) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4807 = llvm.call @sel_one_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4808 = llvm.bitcast %r4807 : f64 to i64
  llvm.call @printI64(%b4808) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4810 = llvm.call @cmp_ord_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4811 = llvm.zext %r4810 : i1 to i64
  llvm.call @printI64(%x4811) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4812 = llvm.call @br_ord_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4812) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4814 = llvm.call @sel_ord_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4815 = llvm.bitcast %r4814 : f64 to i64
  llvm.call @printI64(%b4815) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4817 = llvm.call @cmp_ueq_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4818 = llvm.zext %r4817 : i1 to i64
  llvm.call @printI64(%x4818) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4819 = llvm.call @br_ueq_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4819) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4821 = llvm.call @sel_ueq_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4822 = llvm.bitcast %r4821 : f64 to i64
  llvm.call @printI64(%b4822) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4824 = llvm.call @cmp_ugt_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4825 = llvm.zext %r4824 : i1 to i64
  llvm.call @printI64(%x4825) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4826 = llvm.call @br_ugt_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4826) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4828 = llvm.call @sel_ugt_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4829 = llvm.bitcast %r4828 : f64 to i64
  llvm.call @printI64(%b4829) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4831 = llvm.call @cmp_uge_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4832 = llvm.zext %r4831 : i1 to i64
  llvm.call @printI64(%x4832) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4833 = llvm.call @br_uge_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4833) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4835 = llvm.call @sel_uge_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4836 = llvm.bitcast %r4835 : f64 to i64
  llvm.call @printI64(%b4836) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4838 = llvm.call @cmp_ult_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4839 = llvm.zext %r4838 : i1 to i64
  llvm.call @printI64(%x4839) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4840 = llvm.call @br_ult_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4840) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4842 = llvm.call @sel_ult_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4843 = llvm.bitcast %r4842 : f64 to i64
  llvm.call @printI64(%b4843) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4845 = llvm.call @cmp_ule_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4846 = llvm.zext %r4845 : i1 to i64
  llvm.call @printI64(%x4846) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4847 = llvm.call @br_ule_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4847) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4849 = llvm.call @sel_ule_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4850 = llvm.bitcast %r4849 : f64 to i64
  llvm.call @printI64(%b4850) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4852 = llvm.call @cmp_une_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4853 = llvm.zext %r4852 : i1 to i64
  llvm.call @printI64(%x4853) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4854 = llvm.call @br_une_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4854) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4856 = llvm.call @sel_une_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4857 = llvm.bitcast %r4856 : f64 to i64
  llvm.call @printI64(%b4857) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4859 = llvm.call @cmp_uno_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4860 = llvm.zext %r4859 : i1 to i64
  llvm.call @printI64(%x4860) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4861 = llvm.call @br_uno_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4861) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4863 = llvm.call @sel_uno_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4864 = llvm.bitcast %r4863 : f64 to i64
  llvm.call @printI64(%b4864) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4866 = llvm.call @cmp__true_f64(%c4521, %c4757) : (f64, f64) -> i1
  %x4867 = llvm.zext %r4866 : i1 to i64
  llvm.call @printI64(%x4867) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4868 = llvm.call @br__true_f64(%c4521, %c4757) : (f64, f64) -> i64
  llvm.call @printI64(%r4868) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4870 = llvm.call @sel__true_f64(%c4521, %c4757) : (f64, f64) -> f64
  %b4871 = llvm.bitcast %r4870 : f64 to i64
  llvm.call @printI64(%b4871) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k4873 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c4873 = llvm.bitcast %k4873 : i64 to f64
  %r4874 = llvm.call @frem_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4875 = llvm.bitcast %r4874 : f64 to i64
  llvm.call @printI64(%b4875) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4877 = llvm.call @cmp__false_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4878 = llvm.zext %r4877 : i1 to i64
  llvm.call @printI64(%x4878) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4879 = llvm.call @br__false_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4879) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4881 = llvm.call @sel__false_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4882 = llvm.bitcast %r4881 : f64 to i64
  llvm.call @printI64(%b4882) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4884 = llvm.call @cmp_oeq_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4885 = llvm.zext %r4884 : i1 to i64
  llvm.call @printI64(%x4885) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4886 = llvm.call @br_oeq_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4886) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4888 = llvm.call @sel_oeq_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4889 = llvm.bitcast %r4888 : f64 to i64
  llvm.call @printI64(%b4889) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4891 = llvm.call @cmp_ogt_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4892 = llvm.zext %r4891 : i1 to i64
  llvm.call @printI64(%x4892) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4893 = llvm.call @br_ogt_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4893) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4895 = llvm.call @sel_ogt_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4896 = llvm.bitcast %r4895 : f64 to i64
  llvm.call @printI64(%b4896) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4898 = llvm.call @cmp_oge_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4899 = llvm.zext %r4898 : i1 to i64
  llvm.call @printI64(%x4899) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4900 = llvm.call @br_oge_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4900) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4902 = llvm.call @sel_oge_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4903 = llvm.bitcast %r4902 : f64 to i64
  llvm.call @printI64(%b4903) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4905 = llvm.call @cmp_olt_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4906 = llvm.zext %r4905 : i1 to i64
  llvm.call @printI64(%x4906) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4907 = llvm.call @br_olt_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4907) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4909 = llvm.call @sel_olt_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4910 = llvm.bitcast %r4909 : f64 to i64
  llvm.call @printI64(%b4910) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4912 = llvm.call @cmp_ole_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4913 = llvm.zext %r4912 : i1 to i64
  llvm.call @printI64(%x4913) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4914 = llvm.call @br_ole_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4914) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4916 = llvm.call @sel_ole_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4917 = llvm.bitcast %r4916 : f64 to i64
  llvm.call @printI64(%b4917) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4919 = llvm.call @cmp_one_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4920 = llvm.zext %r4919 : i1 to i64
  llvm.call @printI64(%x4920) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4921 = llvm.call @br_one_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4921) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4923 = llvm.call @sel_one_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4924 = llvm.bitcast %r4923 : f64 to i64
  llvm.call @printI64(%b4924) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4926 = llvm.call @cmp_ord_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4927 = llvm.zext %r4926 : i1 to i64
  llvm.call @printI64(%x4927) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4928 = llvm.call @br_ord_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4928) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4930 = llvm.call @sel_ord_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4931 = llvm.bitcast %r4930 : f64 to i64
  llvm.call @printI64(%b4931) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4933 = llvm.call @cmp_ueq_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4934 = llvm.zext %r4933 : i1 to i64
  llvm.call @printI64(%x4934) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4935 = llvm.call @br_ueq_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4935) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4937 = llvm.call @sel_ueq_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4938 = llvm.bitcast %r4937 : f64 to i64
  llvm.call @printI64(%b4938) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4940 = llvm.call @cmp_ugt_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4941 = llvm.zext %r4940 : i1 to i64
  llvm.call @printI64(%x4941) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4942 = llvm.call @br_ugt_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4942) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4944 = llvm.call @sel_ugt_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4945 = llvm.bitcast %r4944 : f64 to i64
  llvm.call @printI64(%b4945) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4947 = llvm.call @cmp_uge_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4948 = llvm.zext %r4947 : i1 to i64
  llvm.call @printI64(%x4948) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4949 = llvm.call @br_uge_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4949) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4951 = llvm.call @sel_uge_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4952 = llvm.bitcast %r4951 : f64 to i64
  llvm.call @printI64(%b4952) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4954 = llvm.call @cmp_ult_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4955 = llvm.zext %r4954 : i1 to i64
  llvm.call @printI64(%x4955) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4956 = llvm.call @br_ult_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4956) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4958 = llvm.call @sel_ult_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4959 = llvm.bitcast %r4958 : f64 to i64
  llvm.call @printI64(%b4959) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4961 = llvm.call @cmp_ule_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4962 = llvm.zext %r4961 : i1 to i64
  llvm.call @printI64(%x4962) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4963 = llvm.call @br_ule_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4963) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4965 = llvm.call @sel_ule_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4966 = llvm.bitcast %r4965 : f64 to i64
  llvm.call @printI64(%b4966) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4968 = llvm.call @cmp_une_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4969 = llvm.zext %r4968 : i1 to i64
  llvm.call @printI64(%x4969) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4970 = llvm.call @br_une_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4970) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4972 = llvm.call @sel_une_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4973 = llvm.bitcast %r4972 : f64 to i64
  llvm.call @printI64(%b4973) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4975 = llvm.call @cmp_uno_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4976 = llvm.zext %r4975 : i1 to i64
  llvm.call @printI64(%x4976) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4977 = llvm.call @br_uno_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4977) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4979 = llvm.call @sel_uno_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4980 = llvm.bitcast %r4979 : f64 to i64
  llvm.call @printI64(%b4980) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4982 = llvm.call @cmp__true_f64(%c4521, %c4873) : (f64, f64) -> i1
  %x4983 = llvm.zext %r4982 : i1 to i64
  llvm.call @printI64(%x4983) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4984 = llvm.call @br__true_f64(%c4521, %c4873) : (f64, f64) -> i64
  llvm.call @printI64(%r4984) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4986 = llvm.call @sel__true_f64(%c4521, %c4873) : (f64, f64) -> f64
  %b4987 = llvm.bitcast %r4986 : f64 to i64
  llvm.call @printI64(%b4987) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k4989 = llvm.mlir.constant(1 : i64) : i64
  %c4989 = llvm.bitcast %k4989 : i64 to f64
  %r4990 = llvm.call @frem_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b4991 = llvm.bitcast %r4990 : f64 to i64
  llvm.call @printI64(%b4991) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4993 = llvm.call @cmp__false_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x4994 = llvm.zext %r4993 : i1 to i64
  llvm.call @printI64(%x4994) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4995 = llvm.call @br__false_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r4995) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4997 = llvm.call @sel__false_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b4998 = llvm.bitcast %r4997 : f64 to i64
  llvm.call @printI64(%b4998) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5000 = llvm.call @cmp_oeq_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5001 = llvm.zext %r5000 : i1 to i64
  llvm.call @printI64(%x5001) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5002 = llvm.call @br_oeq_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5002) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5004 = llvm.call @sel_oeq_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5005 = llvm.bitcast %r5004 : f64 to i64
  llvm.call @printI64(%b5005) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5007 = llvm.call @cmp_ogt_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5008 = llvm.zext %r5007 : i1 to i64
  llvm.call @printI64(%x5008) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5009 = llvm.call @br_ogt_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5009) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5011 = llvm.call @sel_ogt_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5012 = llvm.bitcast %r5011 : f64 to i64
  llvm.call @printI64(%b5012) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5014 = llvm.call @cmp_oge_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5015 = llvm.zext %r5014 : i1 to i64
  llvm.call @printI64(%x5015) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5016 = llvm.call @br_oge_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5016) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5018 = llvm.call @sel_oge_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5019 = llvm.bitcast %r5018 : f64 to i64
  llvm.call @printI64(%b5019) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5021 = llvm.call @cmp_olt_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5022 = llvm.zext %r5021 : i1 to i64
  llvm.call @printI64(%x5022) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5023 = llvm.call @br_olt_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5023) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5025 = llvm.call @sel_olt_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5026 = llvm.bitcast %r5025 : f64 to i64
  llvm.call @printI64(%b5026) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5028 = llvm.call @cmp_ole_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5029 = llvm.zext %r5028 : i1 to i64
  llvm.call @printI64(%x5029) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5030 = llvm.call @br_ole_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5030) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5032 = llvm.call @sel_ole_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5033 = llvm.bitcast %r5032 : f64 to i64
  llvm.call @printI64(%b5033) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5035 = llvm.call @cmp_one_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5036 = llvm.zext %r5035 : i1 to i64
  llvm.call @printI64(%x5036) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5037 = llvm.call @br_one_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5037) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5039 = llvm.call @sel_one_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5040 = llvm.bitcast %r5039 : f64 to i64
  llvm.call @printI64(%b5040) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5042 = llvm.call @cmp_ord_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5043 = llvm.zext %r5042 : i1 to i64
  llvm.call @printI64(%x5043) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5044 = llvm.call @br_ord_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5044) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5046 = llvm.call @sel_ord_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5047 = llvm.bitcast %r5046 : f64 to i64
  llvm.call @printI64(%b5047) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5049 = llvm.call @cmp_ueq_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5050 = llvm.zext %r5049 : i1 to i64
  llvm.call @printI64(%x5050) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5051 = llvm.call @br_ueq_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5051) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5053 = llvm.call @sel_ueq_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5054 = llvm.bitcast %r5053 : f64 to i64
  llvm.call @printI64(%b5054) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5056 = llvm.call @cmp_ugt_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5057 = llvm.zext %r5056 : i1 to i64
  llvm.call @printI64(%x5057) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5058 = llvm.call @br_ugt_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5058) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5060 = llvm.call @sel_ugt_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5061 = llvm.bitcast %r5060 : f64 to i64
  llvm.call @printI64(%b5061) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5063 = llvm.call @cmp_uge_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5064 = llvm.zext %r5063 : i1 to i64
  llvm.call @printI64(%x5064) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5065 = llvm.call @br_uge_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5065) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5067 = llvm.call @sel_uge_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5068 = llvm.bitcast %r5067 : f64 to i64
  llvm.call @printI64(%b5068) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5070 = llvm.call @cmp_ult_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5071 = llvm.zext %r5070 : i1 to i64
  llvm.call @printI64(%x5071) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5072 = llvm.call @br_ult_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5072) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5074 = llvm.call @sel_ult_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5075 = llvm.bitcast %r5074 : f64 to i64
  llvm.call @printI64(%b5075) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5077 = llvm.call @cmp_ule_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5078 = llvm.zext %r5077 : i1 to i64
  llvm.call @printI64(%x5078) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5079 = llvm.call @br_ule_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5079) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5081 = llvm.call @sel_ule_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5082 = llvm.bitcast %r5081 : f64 to i64
  llvm.call @printI64(%b5082) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5084 = llvm.call @cmp_une_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5085 = llvm.zext %r5084 : i1 to i64
  llvm.call @printI64(%x5085) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5086 = llvm.call @br_une_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5086) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5088 = llvm.call @sel_une_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5089 = llvm.bitcast %r5088 : f64 to i64
  llvm.call @printI64(%b5089) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5091 = llvm.call @cmp_uno_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5092 = llvm.zext %r5091 : i1 to i64
  llvm.call @printI64(%x5092) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5093 = llvm.call @br_uno_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5093) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5095 = llvm.call @sel_uno_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5096 = llvm.bitcast %r5095 : f64 to i64
  llvm.call @printI64(%b5096) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5098 = llvm.call @cmp__true_f64(%c4521, %c4989) : (f64, f64) -> i1
  %x5099 = llvm.zext %r5098 : i1 to i64
  llvm.call @printI64(%x5099) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5100 = llvm.call @br__true_f64(%c4521, %c4989) : (f64, f64) -> i64
  llvm.call @printI64(%r5100) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5102 = llvm.call @sel__true_f64(%c4521, %c4989) : (f64, f64) -> f64
  %b5103 = llvm.bitcast %r5102 : f64 to i64
  llvm.call @printI64(%b5103) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k5105 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c5105 = llvm.bitcast %k5105 : i64 to f64
  %r5106 = llvm.call @fneg_f64(%c5105) : (f64) -> f64
  %b5107 = llvm.bitcast %r5106 : f64 to i64
  llvm.call @printI64(%b5107) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k5109 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c5109 = llvm.bitcast %k5109 : i64 to f64
  %r5110 = llvm.call @frem_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5111 = llvm.bitcast %r5110 : f64 to i64
  llvm.call @printI64(%b5111) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5113 = llvm.call @cmp__false_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5114 = llvm.zext %r5113 : i1 to i64
  llvm.call @printI64(%x5114) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5115 = llvm.call @br__false_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5115) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5117 = llvm.call @sel__false_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5118 = llvm.bitcast %r5117 : f64 to i64
  llvm.call @printI64(%b5118) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5120 = llvm.call @cmp_oeq_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5121 = llvm.zext %r5120 : i1 to i64
  llvm.call @printI64(%x5121) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5122 = llvm.call @br_oeq_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5122) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5124 = llvm.call @sel_oeq_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5125 = llvm.bitcast %r5124 : f64 to i64
  llvm.call @printI64(%b5125) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5127 = llvm.call @cmp_ogt_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5128 = llvm.zext %r5127 : i1 to i64
  llvm.call @printI64(%x5128) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5129 = llvm.call @br_ogt_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5129) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5131 = llvm.call @sel_ogt_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5132 = llvm.bitcast %r5131 : f64 to i64
  llvm.call @printI64(%b5132) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5134 = llvm.call @cmp_oge_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5135 = llvm.zext %r5134 : i1 to i64
  llvm.call @printI64(%x5135) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5136 = llvm.call @br_oge_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5136) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5138 = llvm.call @sel_oge_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5139 = llvm.bitcast %r5138 : f64 to i64
  llvm.call @printI64(%b5139) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5141 = llvm.call @cmp_olt_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5142 = llvm.zext %r5141 : i1 to i64
  llvm.call @printI64(%x5142) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5143 = llvm.call @br_olt_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5143) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5145 = llvm.call @sel_olt_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5146 = llvm.bitcast %r5145 : f64 to i64
  llvm.call @printI64(%b5146) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5148 = llvm.call @cmp_ole_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5149 = llvm.zext %r5148 : i1 to i64
  llvm.call @printI64(%x5149) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5150 = llvm.call @br_ole_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5150) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5152 = llvm.call @sel_ole_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5153 = llvm.bitcast %r5152 : f64 to i64
  llvm.call @printI64(%b5153) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5155 = llvm.call @cmp_one_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5156 = llvm.zext %r5155 : i1 to i64
  llvm.call @printI64(%x5156) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5157 = llvm.call @br_one_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5157) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5159 = llvm.call @sel_one_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5160 = llvm.bitcast %r5159 : f64 to i64
  llvm.call @printI64(%b5160) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5162 = llvm.call @cmp_ord_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5163 = llvm.zext %r5162 : i1 to i64
  llvm.call @printI64(%x5163) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5164 = llvm.call @br_ord_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5164) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5166 = llvm.call @sel_ord_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5167 = llvm.bitcast %r5166 : f64 to i64
  llvm.call @printI64(%b5167) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5169 = llvm.call @cmp_ueq_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5170 = llvm.zext %r5169 : i1 to i64
  llvm.call @printI64(%x5170) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5171 = llvm.call @br_ueq_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5171) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5173 = llvm.call @sel_ueq_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5174 = llvm.bitcast %r5173 : f64 to i64
  llvm.call @printI64(%b5174) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5176 = llvm.call @cmp_ugt_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5177 = llvm.zext %r5176 : i1 to i64
  llvm.call @printI64(%x5177) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5178 = llvm.call @br_ugt_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5178) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5180 = llvm.call @sel_ugt_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5181 = llvm.bitcast %r5180 : f64 to i64
  llvm.call @printI64(%b5181) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5183 = llvm.call @cmp_uge_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5184 = llvm.zext %r5183 : i1 to i64
  llvm.call @printI64(%x5184) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5185 = llvm.call @br_uge_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5185) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5187 = llvm.call @sel_uge_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5188 = llvm.bitcast %r5187 : f64 to i64
  llvm.call @printI64(%b5188) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5190 = llvm.call @cmp_ult_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5191 = llvm.zext %r5190 : i1 to i64
  llvm.call @printI64(%x5191) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5192 = llvm.call @br_ult_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5192) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5194 = llvm.call @sel_ult_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5195 = llvm.bitcast %r5194 : f64 to i64
  llvm.call @printI64(%b5195) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5197 = llvm.call @cmp_ule_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5198 = llvm.zext %r5197 : i1 to i64
  llvm.call @printI64(%x5198) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5199 = llvm.call @br_ule_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5199) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5201 = llvm.call @sel_ule_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5202 = llvm.bitcast %r5201 : f64 to i64
  llvm.call @printI64(%b5202) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5204 = llvm.call @cmp_une_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5205 = llvm.zext %r5204 : i1 to i64
  llvm.call @printI64(%x5205) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5206 = llvm.call @br_une_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5206) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5208 = llvm.call @sel_une_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5209 = llvm.bitcast %r5208 : f64 to i64
  llvm.call @printI64(%b5209) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5211 = llvm.call @cmp_uno_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5212 = llvm.zext %r5211 : i1 to i64
  llvm.call @printI64(%x5212) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5213 = llvm.call @br_uno_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5213) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5215 = llvm.call @sel_uno_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5216 = llvm.bitcast %r5215 : f64 to i64
  llvm.call @printI64(%b5216) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5218 = llvm.call @cmp__true_f64(%c5105, %c5109) : (f64, f64) -> i1
  %x5219 = llvm.zext %r5218 : i1 to i64
  llvm.call @printI64(%x5219) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5220 = llvm.call @br__true_f64(%c5105, %c5109) : (f64, f64) -> i64
  llvm.call @printI64(%r5220) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5222 = llvm.call @sel__true_f64(%c5105, %c5109) : (f64, f64) -> f64
  %b5223 = llvm.bitcast %r5222 : f64 to i64
  llvm.call @printI64(%b5223) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k5225 = llvm.mlir.constant(4609434218613702656 : i64) : i64
  %c5225 = llvm.bitcast %k5225 : i64 to f64
  %r5226 = llvm.call @frem_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5227 = llvm.bitcast %r5226 : f64 to i64
  llvm.call @printI64(%b5227) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5229 = llvm.call @cmp__false_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5230 = llvm.zext %r5229 : i1 to i64
  llvm.call @printI64(%x5230) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5231 = llvm.call @br__false_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5231) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5233 = llvm.call @sel__false_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5234 = llvm.bitcast %r5233 : f64 to i64
  llvm.call @printI64(%b5234) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5236 = llvm.call @cmp_oeq_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5237 = llvm.zext %r5236 : i1 to i64
  llvm.call @printI64(%x5237) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5238 = llvm.call @br_oeq_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5238) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5240 = llvm.call @sel_oeq_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5241 = llvm.bitcast %r5240 : f64 to i64
  llvm.call @printI64(%b5241) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5243 = llvm.call @cmp_ogt_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5244 = llvm.zext %r5243 : i1 to i64
  llvm.call @printI64(%x5244) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5245 = llvm.call @br_ogt_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5245) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5247 = llvm.call @sel_ogt_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5248 = llvm.bitcast %r5247 : f64 to i64
  llvm.call @printI64(%b5248) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5250 = llvm.call @cmp_oge_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5251 = llvm.zext %r5250 : i1 to i64
  llvm.call @printI64(%x5251) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5252 = llvm.call @br_oge_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5252) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5254 = llvm.call @sel_oge_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5255 = llvm.bitcast %r5254 : f64 to i64
  llvm.call @printI64(%b5255) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5257 = llvm.call @cmp_olt_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5258 = llvm.zext %r5257 : i1 to i64
  llvm.call @printI64(%x5258) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5259 = llvm.call @br_olt_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5259) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5261 = llvm.call @sel_olt_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5262 = llvm.bitcast %r5261 : f64 to i64
  llvm.call @printI64(%b5262) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5264 = llvm.call @cmp_ole_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5265 = llvm.zext %r5264 : i1 to i64
  llvm.call @printI64(%x5265) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5266 = llvm.call @br_ole_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5266) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5268 = llvm.call @sel_ole_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5269 = llvm.bitcast %r5268 : f64 to i64
  llvm.call @printI64(%b5269) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5271 = llvm.call @cmp_one_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5272 = llvm.zext %r5271 : i1 to i64
  llvm.call @printI64(%x5272) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5273 = llvm.call @br_one_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5273) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5275 = llvm.call @sel_one_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5276 = llvm.bitcast %r5275 : f64 to i64
  llvm.call @printI64(%b5276) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5278 = llvm.call @cmp_ord_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5279 = llvm.zext %r5278 : i1 to i64
  llvm.call @printI64(%x5279) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5280 = llvm.call @br_ord_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5280) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5282 = llvm.call @sel_ord_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5283 = llvm.bitcast %r5282 : f64 to i64
  llvm.call @printI64(%b5283) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5285 = llvm.call @cmp_ueq_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5286 = llvm.zext %r5285 : i1 to i64
  llvm.call @printI64(%x5286) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5287 = llvm.call @br_ueq_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5287) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5289 = llvm.call @sel_ueq_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5290 = llvm.bitcast %r5289 : f64 to i64
  llvm.call @printI64(%b5290) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5292 = llvm.call @cmp_ugt_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5293 = llvm.zext %r5292 : i1 to i64
  llvm.call @printI64(%x5293) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5294 = llvm.call @br_ugt_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5294) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5296 = llvm.call @sel_ugt_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5297 = llvm.bitcast %r5296 : f64 to i64
  llvm.call @printI64(%b5297) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5299 = llvm.call @cmp_uge_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5300 = llvm.zext %r5299 : i1 to i64
  llvm.call @printI64(%x5300) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5301 = llvm.call @br_uge_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5301) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5303 = llvm.call @sel_uge_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5304 = llvm.bitcast %r5303 : f64 to i64
  llvm.call @printI64(%b5304) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5306 = llvm.call @cmp_ult_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5307 = llvm.zext %r5306 : i1 to i64
  llvm.call @printI64(%x5307) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5308 = llvm.call @br_ult_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5308) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5310 = llvm.call @sel_ult_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5311 = llvm.bitcast %r5310 : f64 to i64
  llvm.call @printI64(%b5311) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5313 = llvm.call @cmp_ule_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5314 = llvm.zext %r5313 : i1 to i64
  llvm.call @printI64(%x5314) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5315 = llvm.call @br_ule_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5315) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5317 = llvm.call @sel_ule_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5318 = llvm.bitcast %r5317 : f64 to i64
  llvm.call @printI64(%b5318) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5320 = llvm.call @cmp_une_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5321 = llvm.zext %r5320 : i1 to i64
  llvm.call @printI64(%x5321) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5322 = llvm.call @br_une_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5322) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5324 = llvm.call @sel_une_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5325 = llvm.bitcast %r5324 : f64 to i64
  llvm.call @printI64(%b5325) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5327 = llvm.call @cmp_uno_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5328 = llvm.zext %r5327 : i1 to i64
  llvm.call @printI64(%x5328) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5329 = llvm.call @br_uno_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5329) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5331 = llvm.call @sel_uno_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5332 = llvm.bitcast %r5331 : f64 to i64
  llvm.call @printI64(%b5332) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5334 = llvm.call @cmp__true_f64(%c5105, %c5225) : (f64, f64) -> i1
  %x5335 = llvm.zext %r5334 : i1 to i64
  llvm.call @printI64(%x5335) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5336 = llvm.call @br__true_f64(%c5105, %c5225) : (f64, f64) -> i64
  llvm.call @printI64(%r5336) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5338 = llvm.call @sel__true_f64(%c5105, %c5225) : (f64, f64) -> f64
  %b5339 = llvm.bitcast %r5338 : f64 to i64
  llvm.call @printI64(%b5339) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k5341 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c5341 = llvm.bitcast %k5341 : i64 to f64
  %r5342 = llvm.call @frem_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5343 = llvm.bitcast %r5342 : f64 to i64
  llvm.call @printI64(%b5343) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5345 = llvm.call @cmp__false_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5346 = llvm.zext %r5345 : i1 to i64
  llvm.call @printI64(%x5346) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5347 = llvm.call @br__false_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5347) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5349 = llvm.call @sel__false_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5350 = llvm.bitcast %r5349 : f64 to i64
  llvm.call @printI64(%b5350) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5352 = llvm.call @cmp_oeq_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5353 = llvm.zext %r5352 : i1 to i64
  llvm.call @printI64(%x5353) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5354 = llvm.call @br_oeq_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5354) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5356 = llvm.call @sel_oeq_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5357 = llvm.bitcast %r5356 : f64 to i64
  llvm.call @printI64(%b5357) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5359 = llvm.call @cmp_ogt_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5360 = llvm.zext %r5359 : i1 to i64
  llvm.call @printI64(%x5360) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5361 = llvm.call @br_ogt_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5361) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5363 = llvm.call @sel_ogt_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5364 = llvm.bitcast %r5363 : f64 to i64
  llvm.call @printI64(%b5364) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5366 = llvm.call @cmp_oge_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5367 = llvm.zext %r5366 : i1 to i64
  llvm.call @printI64(%x5367) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5368 = llvm.call @br_oge_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5368) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5370 = llvm.call @sel_oge_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5371 = llvm.bitcast %r5370 : f64 to i64
  llvm.call @printI64(%b5371) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5373 = llvm.call @cmp_olt_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5374 = llvm.zext %r5373 : i1 to i64
  llvm.call @printI64(%x5374) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5375 = llvm.call @br_olt_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5375) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5377 = llvm.call @sel_olt_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5378 = llvm.bitcast %r5377 : f64 to i64
  llvm.call @printI64(%b5378) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5380 = llvm.call @cmp_ole_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5381 = llvm.zext %r5380 : i1 to i64
  llvm.call @printI64(%x5381) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5382 = llvm.call @br_ole_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5382) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5384 = llvm.call @sel_ole_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5385 = llvm.bitcast %r5384 : f64 to i64
  llvm.call @printI64(%b5385) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5387 = llvm.call @cmp_one_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5388 = llvm.zext %r5387 : i1 to i64
  llvm.call @printI64(%x5388) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5389 = llvm.call @br_one_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5389) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5391 = llvm.call @sel_one_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5392 = llvm.bitcast %r5391 : f64 to i64
  llvm.call @printI64(%b5392) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5394 = llvm.call @cmp_ord_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5395 = llvm.zext %r5394 : i1 to i64
  llvm.call @printI64(%x5395) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5396 = llvm.call @br_ord_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5396) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5398 = llvm.call @sel_ord_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5399 = llvm.bitcast %r5398 : f64 to i64
  llvm.call @printI64(%b5399) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5401 = llvm.call @cmp_ueq_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5402 = llvm.zext %r5401 : i1 to i64
  llvm.call @printI64(%x5402) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5403 = llvm.call @br_ueq_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5403) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5405 = llvm.call @sel_ueq_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5406 = llvm.bitcast %r5405 : f64 to i64
  llvm.call @printI64(%b5406) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5408 = llvm.call @cmp_ugt_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5409 = llvm.zext %r5408 : i1 to i64
  llvm.call @printI64(%x5409) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5410 = llvm.call @br_ugt_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5410) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5412 = llvm.call @sel_ugt_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5413 = llvm.bitcast %r5412 : f64 to i64
  llvm.call @printI64(%b5413) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5415 = llvm.call @cmp_uge_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5416 = llvm.zext %r5415 : i1 to i64
  llvm.call @printI64(%x5416) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5417 = llvm.call @br_uge_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5417) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5419 = llvm.call @sel_uge_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5420 = llvm.bitcast %r5419 : f64 to i64
  llvm.call @printI64(%b5420) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5422 = llvm.call @cmp_ult_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5423 = llvm.zext %r5422 : i1 to i64
  llvm.call @printI64(%x5423) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5424 = llvm.call @br_ult_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5424) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5426 = llvm.call @sel_ult_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5427 = llvm.bitcast %r5426 : f64 to i64
  llvm.call @printI64(%b5427) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5429 = llvm.call @cmp_ule_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5430 = llvm.zext %r5429 : i1 to i64
  llvm.call @printI64(%x5430) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5431 = llvm.call @br_ule_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5431) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5433 = llvm.call @sel_ule_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5434 = llvm.bitcast %r5433 : f64 to i64
  llvm.call @printI64(%b5434) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5436 = llvm.call @cmp_une_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5437 = llvm.zext %r5436 : i1 to i64
  llvm.call @printI64(%x5437) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5438 = llvm.call @br_une_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5438) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5440 = llvm.call @sel_une_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5441 = llvm.bitcast %r5440 : f64 to i64
  llvm.call @printI64(%b5441) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5443 = llvm.call @cmp_uno_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5444 = llvm.zext %r5443 : i1 to i64
  llvm.call @printI64(%x5444) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5445 = llvm.call @br_uno_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5445) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5447 = llvm.call @sel_uno_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5448 = llvm.bitcast %r5447 : f64 to i64
  llvm.call @printI64(%b5448) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5450 = llvm.call @cmp__true_f64(%c5105, %c5341) : (f64, f64) -> i1
  %x5451 = llvm.zext %r5450 : i1 to i64
  llvm.call @printI64(%x5451) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5452 = llvm.call @br__true_f64(%c5105, %c5341) : (f64, f64) -> i64
  llvm.call @printI64(%r5452) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5454 = llvm.call @sel__true_f64(%c5105, %c5341) : (f64, f64) -> f64
  %b5455 = llvm.bitcast %r5454 : f64 to i64
  llvm.call @printI64(%b5455) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k5457 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c5457 = llvm.bitcast %k5457 : i64 to f64
  %r5458 = llvm.call @frem_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5459 = llvm.bitcast %r5458 : f64 to i64
  llvm.call @printI64(%b5459) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5461 = llvm.call @cmp__false_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5462 = llvm.zext %r5461 : i1 to i64
  llvm.call @printI64(%x5462) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5463 = llvm.call @br__false_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5463) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5465 = llvm.call @sel__false_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5466 = llvm.bitcast %r5465 : f64 to i64
  llvm.call @printI64(%b5466) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5468 = llvm.call @cmp_oeq_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5469 = llvm.zext %r5468 : i1 to i64
  llvm.call @printI64(%x5469) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5470 = llvm.call @br_oeq_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5470) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5472 = llvm.call @sel_oeq_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5473 = llvm.bitcast %r5472 : f64 to i64
  llvm.call @printI64(%b5473) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5475 = llvm.call @cmp_ogt_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5476 = llvm.zext %r5475 : i1 to i64
  llvm.call @printI64(%x5476) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5477 = llvm.call @br_ogt_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5477) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5479 = llvm.call @sel_ogt_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5480 = llvm.bitcast %r5479 : f64 to i64
  llvm.call @printI64(%b5480) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5482 = llvm.call @cmp_oge_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5483 = llvm.zext %r5482 : i1 to i64
  llvm.call @printI64(%x5483) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5484 = llvm.call @br_oge_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5484) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5486 = llvm.call @sel_oge_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5487 = llvm.bitcast %r5486 : f64 to i64
  llvm.call @printI64(%b5487) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5489 = llvm.call @cmp_olt_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5490 = llvm.zext %r5489 : i1 to i64
  llvm.call @printI64(%x5490) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5491 = llvm.call @br_olt_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5491) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5493 = llvm.call @sel_olt_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5494 = llvm.bitcast %r5493 : f64 to i64
  llvm.call @printI64(%b5494) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5496 = llvm.call @cmp_ole_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5497 = llvm.zext %r5496 : i1 to i64
  llvm.call @printI64(%x5497) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5498 = llvm.call @br_ole_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5498) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5500 = llvm.call @sel_ole_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5501 = llvm.bitcast %r5500 : f64 to i64
  llvm.call @printI64(%b5501) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5503 = llvm.call @cmp_one_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5504 = llvm.zext %r5503 : i1 to i64
  llvm.call @printI64(%x5504) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5505 = llvm.call @br_one_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5505) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5507 = llvm.call @sel_one_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5508 = llvm.bitcast %r5507 : f64 to i64
  llvm.call @printI64(%b5508) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5510 = llvm.call @cmp_ord_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5511 = llvm.zext %r5510 : i1 to i64
  llvm.call @printI64(%x5511) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5512 = llvm.call @br_ord_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5512) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5514 = llvm.call @sel_ord_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5515 = llvm.bitcast %r5514 : f64 to i64
  llvm.call @printI64(%b5515) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5517 = llvm.call @cmp_ueq_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5518 = llvm.zext %r5517 : i1 to i64
  llvm.call @printI64(%x5518) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5519 = llvm.call @br_ueq_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5519) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5521 = llvm.call @sel_ueq_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5522 = llvm.bitcast %r5521 : f64 to i64
  llvm.call @printI64(%b5522) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5524 = llvm.call @cmp_ugt_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5525 = llvm.zext %r5524 : i1 to i64
  llvm.call @printI64(%x5525) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5526 = llvm.call @br_ugt_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5526) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5528 = llvm.call @sel_ugt_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5529 = llvm.bitcast %r5528 : f64 to i64
  llvm.call @printI64(%b5529) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5531 = llvm.call @cmp_uge_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5532 = llvm.zext %r5531 : i1 to i64
  llvm.call @printI64(%x5532) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5533 = llvm.call @br_uge_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5533) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5535 = llvm.call @sel_uge_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5536 = llvm.bitcast %r5535 : f64 to i64
  llvm.call @printI64(%b5536) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5538 = llvm.call @cmp_ult_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5539 = llvm.zext %r5538 : i1 to i64
  llvm.call @printI64(%x5539) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5540 = llvm.call @br_ult_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5540) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5542 = llvm.call @sel_ult_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5543 = llvm.bitcast %r5542 : f64 to i64
  llvm.call @printI64(%b5543) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5545 = llvm.call @cmp_ule_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5546 = llvm.zext %r5545 : i1 to i64
  llvm.call @printI64(%x5546) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5547 = llvm.call @br_ule_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5547) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5549 = llvm.call @sel_ule_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5550 = llvm.bitcast %r5549 : f64 to i64
  llvm.call @printI64(%b5550) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5552 = llvm.call @cmp_une_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5553 = llvm.zext %r5552 : i1 to i64
  llvm.call @printI64(%x5553) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5554 = llvm.call @br_une_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5554) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5556 = llvm.call @sel_une_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5557 = llvm.bitcast %r5556 : f64 to i64
  llvm.call @printI64(%b5557) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5559 = llvm.call @cmp_uno_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5560 = llvm.zext %r5559 : i1 to i64
  llvm.call @printI64(%x5560) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5561 = llvm.call @br_uno_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5561) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5563 = llvm.call @sel_uno_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5564 = llvm.bitcast %r5563 : f64 to i64
  llvm.call @printI64(%b5564) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5566 = llvm.call @cmp__true_f64(%c5105, %c5457) : (f64, f64) -> i1
  %x5567 = llvm.zext %r5566 : i1 to i64
  llvm.call @printI64(%x5567) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5568 = llvm.call @br__true_f64(%c5105, %c5457) : (f64, f64) -> i64
  llvm.call @printI64(%r5568) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5570 = llvm.call @sel__true_f64(%c5105, %c5457) : (f64, f64) -> f64
  %b5571 = llvm.bitcast %r5570 : f64 to i64
  llvm.call @printI64(%b5571) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k5573 = llvm.mlir.constant(1 : i64) : i64
  %c5573 = llvm.bitcast %k5573 : i64 to f64
  %r5574 = llvm.call @frem_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5575 = llvm.bitcast %r5574 : f64 to i64
  llvm.call @printI64(%b5575) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5577 = llvm.call @cmp__false_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5578 = llvm.zext %r5577 : i1 to i64
  llvm.call @printI64(%x5578) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5579 = llvm.call @br__false_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5579) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5581 = llvm.call @sel__false_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5582 = llvm.bitcast %r5581 : f64 to i64
  llvm.call @printI64(%b5582) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5584 = llvm.call @cmp_oeq_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5585 = llvm.zext %r5584 : i1 to i64
  llvm.call @printI64(%x5585) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5586 = llvm.call @br_oeq_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5586) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5588 = llvm.call @sel_oeq_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5589 = llvm.bitcast %r5588 : f64 to i64
  llvm.call @printI64(%b5589) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5591 = llvm.call @cmp_ogt_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5592 = llvm.zext %r5591 : i1 to i64
  llvm.call @printI64(%x5592) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5593 = llvm.call @br_ogt_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5593) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5595 = llvm.call @sel_ogt_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5596 = llvm.bitcast %r5595 : f64 to i64
  llvm.call @printI64(%b5596) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5598 = llvm.call @cmp_oge_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5599 = llvm.zext %r5598 : i1 to i64
  llvm.call @printI64(%x5599) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5600 = llvm.call @br_oge_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5600) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5602 = llvm.call @sel_oge_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5603 = llvm.bitcast %r5602 : f64 to i64
  llvm.call @printI64(%b5603) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5605 = llvm.call @cmp_olt_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5606 = llvm.zext %r5605 : i1 to i64
  llvm.call @printI64(%x5606) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5607 = llvm.call @br_olt_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5607) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5609 = llvm.call @sel_olt_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5610 = llvm.bitcast %r5609 : f64 to i64
  llvm.call @printI64(%b5610) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5612 = llvm.call @cmp_ole_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5613 = llvm.zext %r5612 : i1 to i64
  llvm.call @printI64(%x5613) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5614 = llvm.call @br_ole_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5614) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5616 = llvm.call @sel_ole_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5617 = llvm.bitcast %r5616 : f64 to i64
  llvm.call @printI64(%b5617) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5619 = llvm.call @cmp_one_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5620 = llvm.zext %r5619 : i1 to i64
  llvm.call @printI64(%x5620) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5621 = llvm.call @br_one_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5621) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5623 = llvm.call @sel_one_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5624 = llvm.bitcast %r5623 : f64 to i64
  llvm.call @printI64(%b5624) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5626 = llvm.call @cmp_ord_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5627 = llvm.zext %r5626 : i1 to i64
  llvm.call @printI64(%x5627) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5628 = llvm.call @br_ord_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5628) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5630 = llvm.call @sel_ord_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5631 = llvm.bitcast %r5630 : f64 to i64
  llvm.call @printI64(%b5631) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5633 = llvm.call @cmp_ueq_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5634 = llvm.zext %r5633 : i1 to i64
  llvm.call @printI64(%x5634) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5635 = llvm.call @br_ueq_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5635) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5637 = llvm.call @sel_ueq_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5638 = llvm.bitcast %r5637 : f64 to i64
  llvm.call @printI64(%b5638) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5640 = llvm.call @cmp_ugt_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5641 = llvm.zext %r5640 : i1 to i64
  llvm.call @printI64(%x5641) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5642 = llvm.call @br_ugt_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5642) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5644 = llvm.call @sel_ugt_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5645 = llvm.bitcast %r5644 : f64 to i64
  llvm.call @printI64(%b5645) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5647 = llvm.call @cmp_uge_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5648 = llvm.zext %r5647 : i1 to i64
  llvm.call @printI64(%x5648) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5649 = llvm.call @br_uge_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5649) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5651 = llvm.call @sel_uge_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5652 = llvm.bitcast %r5651 : f64 to i64
  llvm.call @printI64(%b5652) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5654 = llvm.call @cmp_ult_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5655 = llvm.zext %r5654 : i1 to i64
  llvm.call @printI64(%x5655) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5656 = llvm.call @br_ult_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5656) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5658 = llvm.call @sel_ult_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5659 = llvm.bitcast %r5658 : f64 to i64
  llvm.call @printI64(%b5659) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5661 = llvm.call @cmp_ule_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5662 = llvm.zext %r5661 : i1 to i64
  llvm.call @printI64(%x5662) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5663 = llvm.call @br_ule_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5663) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5665 = llvm.call @sel_ule_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5666 = llvm.bitcast %r5665 : f64 to i64
  llvm.call @printI64(%b5666) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5668 = llvm.call @cmp_une_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5669 = llvm.zext %r5668 : i1 to i64
  llvm.call @printI64(%x5669) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5670 = llvm.call @br_une_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5670) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5672 = llvm.call @sel_une_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5673 = llvm.bitcast %r5672 : f64 to i64
  llvm.call @printI64(%b5673) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5675 = llvm.call @cmp_uno_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5676 = llvm.zext %r5675 : i1 to i64
  llvm.call @printI64(%x5676) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5677 = llvm.call @br_uno_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5677) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5679 = llvm.call @sel_uno_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5680 = llvm.bitcast %r5679 : f64 to i64
  llvm.call @printI64(%b5680) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5682 = llvm.call @cmp__true_f64(%c5105, %c5573) : (f64, f64) -> i1
  %x5683 = llvm.zext %r5682 : i1 to i64
  llvm.call @printI64(%x5683) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5684 = llvm.call @br__true_f64(%c5105, %c5573) : (f64, f64) -> i64
  llvm.call @printI64(%r5684) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5686 = llvm.call @sel__true_f64(%c5105, %c5573) : (f64, f64) -> f64
  %b5687 = llvm.bitcast %r5686 : f64 to i64
  llvm.call @printI64(%b5687) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k5689 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c5689 = llvm.bitcast %k5689 : i64 to f64
  %r5690 = llvm.call @fneg_f64(%c5689) : (f64) -> f64
  %b5691 = llvm.bitcast %r5690 : f64 to i64
  llvm.call @printI64(%b5691) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k5693 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c5693 = llvm.bitcast %k5693 : i64 to f64
  %r5694 = llvm.call @cmp__false_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5695 = llvm.zext %r5694 : i1 to i64
  llvm.call @printI64(%x5695) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5696 = llvm.call @br__false_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5696) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5698 = llvm.call @sel__false_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5699 = llvm.bitcast %r5698 : f64 to i64
  llvm.call @printI64(%b5699) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5701 = llvm.call @cmp_oeq_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5702 = llvm.zext %r5701 : i1 to i64
  llvm.call @printI64(%x5702) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5703 = llvm.call @br_oeq_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5703) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5705 = llvm.call @sel_oeq_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5706 = llvm.bitcast %r5705 : f64 to i64
  llvm.call @printI64(%b5706) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5708 = llvm.call @cmp_ogt_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5709 = llvm.zext %r5708 : i1 to i64
  llvm.call @printI64(%x5709) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5710 = llvm.call @br_ogt_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5710) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5712 = llvm.call @sel_ogt_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5713 = llvm.bitcast %r5712 : f64 to i64
  llvm.call @printI64(%b5713) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5715 = llvm.call @cmp_oge_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5716 = llvm.zext %r5715 : i1 to i64
  llvm.call @printI64(%x5716) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5717 = llvm.call @br_oge_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5717) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5719 = llvm.call @sel_oge_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5720 = llvm.bitcast %r5719 : f64 to i64
  llvm.call @printI64(%b5720) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5722 = llvm.call @cmp_olt_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5723 = llvm.zext %r5722 : i1 to i64
  llvm.call @printI64(%x5723) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5724 = llvm.call @br_olt_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5724) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5726 = llvm.call @sel_olt_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5727 = llvm.bitcast %r5726 : f64 to i64
  llvm.call @printI64(%b5727) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5729 = llvm.call @cmp_ole_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5730 = llvm.zext %r5729 : i1 to i64
  llvm.call @printI64(%x5730) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5731 = llvm.call @br_ole_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5731) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5733 = llvm.call @sel_ole_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5734 = llvm.bitcast %r5733 : f64 to i64
  llvm.call @printI64(%b5734) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5736 = llvm.call @cmp_one_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5737 = llvm.zext %r5736 : i1 to i64
  llvm.call @printI64(%x5737) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5738 = llvm.call @br_one_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5738) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5740 = llvm.call @sel_one_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5741 = llvm.bitcast %r5740 : f64 to i64
  llvm.call @printI64(%b5741) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5743 = llvm.call @cmp_ord_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5744 = llvm.zext %r5743 : i1 to i64
  llvm.call @printI64(%x5744) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5745 = llvm.call @br_ord_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5745) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5747 = llvm.call @sel_ord_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5748 = llvm.bitcast %r5747 : f64 to i64
  llvm.call @printI64(%b5748) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5750 = llvm.call @cmp_ueq_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5751 = llvm.zext %r5750 : i1 to i64
  llvm.call @printI64(%x5751) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5752 = llvm.call @br_ueq_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5752) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5754 = llvm.call @sel_ueq_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5755 = llvm.bitcast %r5754 : f64 to i64
  llvm.call @printI64(%b5755) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5757 = llvm.call @cmp_ugt_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5758 = llvm.zext %r5757 : i1 to i64
  llvm.call @printI64(%x5758) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5759 = llvm.call @br_ugt_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5759) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5761 = llvm.call @sel_ugt_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5762 = llvm.bitcast %r5761 : f64 to i64
  llvm.call @printI64(%b5762) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5764 = llvm.call @cmp_uge_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5765 = llvm.zext %r5764 : i1 to i64
  llvm.call @printI64(%x5765) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5766 = llvm.call @br_uge_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5766) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5768 = llvm.call @sel_uge_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5769 = llvm.bitcast %r5768 : f64 to i64
  llvm.call @printI64(%b5769) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5771 = llvm.call @cmp_ult_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5772 = llvm.zext %r5771 : i1 to i64
  llvm.call @printI64(%x5772) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5773 = llvm.call @br_ult_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5773) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5775 = llvm.call @sel_ult_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5776 = llvm.bitcast %r5775 : f64 to i64
  llvm.call @printI64(%b5776) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5778 = llvm.call @cmp_ule_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5779 = llvm.zext %r5778 : i1 to i64
  llvm.call @printI64(%x5779) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5780 = llvm.call @br_ule_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5780) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5782 = llvm.call @sel_ule_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5783 = llvm.bitcast %r5782 : f64 to i64
  llvm.call @printI64(%b5783) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5785 = llvm.call @cmp_une_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5786 = llvm.zext %r5785 : i1 to i64
  llvm.call @printI64(%x5786) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5787 = llvm.call @br_une_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5787) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5789 = llvm.call @sel_une_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5790 = llvm.bitcast %r5789 : f64 to i64
  llvm.call @printI64(%b5790) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5792 = llvm.call @cmp_uno_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5793 = llvm.zext %r5792 : i1 to i64
  llvm.call @printI64(%x5793) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5794 = llvm.call @br_uno_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5794) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5796 = llvm.call @sel_uno_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5797 = llvm.bitcast %r5796 : f64 to i64
  llvm.call @printI64(%b5797) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5799 = llvm.call @cmp__true_f64(%c5689, %c5693) : (f64, f64) -> i1
  %x5800 = llvm.zext %r5799 : i1 to i64
  llvm.call @printI64(%x5800) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5801 = llvm.call @br__true_f64(%c5689, %c5693) : (f64, f64) -> i64
  llvm.call @printI64(%r5801) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5803 = llvm.call @sel__true_f64(%c5689, %c5693) : (f64, f64) -> f64
  %b5804 = llvm.bitcast %r5803 : f64 to i64
  llvm.call @printI64(%b5804) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k5806 = llvm.mlir.constant(4609434218613702656 : i64) : i64
  %c5806 = llvm.bitcast %k5806 : i64 to f64
  %r5807 = llvm.call @frem_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5808 = llvm.bitcast %r5807 : f64 to i64
  llvm.call @printI64(%b5808) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5810 = llvm.call @cmp__false_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5811 = llvm.zext %r5810 : i1 to i64
  llvm.call @printI64(%x5811) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5812 = llvm.call @br__false_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5812) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5814 = llvm.call @sel__false_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5815 = llvm.bitcast %r5814 : f64 to i64
  llvm.call @printI64(%b5815) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5817 = llvm.call @cmp_oeq_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5818 = llvm.zext %r5817 : i1 to i64
  llvm.call @printI64(%x5818) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5819 = llvm.call @br_oeq_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5819) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5821 = llvm.call @sel_oeq_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5822 = llvm.bitcast %r5821 : f64 to i64
  llvm.call @printI64(%b5822) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5824 = llvm.call @cmp_ogt_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5825 = llvm.zext %r5824 : i1 to i64
  llvm.call @printI64(%x5825) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5826 = llvm.call @br_ogt_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5826) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5828 = llvm.call @sel_ogt_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5829 = llvm.bitcast %r5828 : f64 to i64
  llvm.call @printI64(%b5829) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5831 = llvm.call @cmp_oge_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5832 = llvm.zext %r5831 : i1 to i64
  llvm.call @printI64(%x5832) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5833 = llvm.call @br_oge_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5833) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5835 = llvm.call @sel_oge_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5836 = llvm.bitcast %r5835 : f64 to i64
  llvm.call @printI64(%b5836) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5838 = llvm.call @cmp_olt_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5839 = llvm.zext %r5838 : i1 to i64
  llvm.call @printI64(%x5839) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5840 = llvm.call @br_olt_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5840) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5842 = llvm.call @sel_olt_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5843 = llvm.bitcast %r5842 : f64 to i64
  llvm.call @printI64(%b5843) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5845 = llvm.call @cmp_ole_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5846 = llvm.zext %r5845 : i1 to i64
  llvm.call @printI64(%x5846) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5847 = llvm.call @br_ole_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5847) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5849 = llvm.call @sel_ole_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5850 = llvm.bitcast %r5849 : f64 to i64
  llvm.call @printI64(%b5850) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5852 = llvm.call @cmp_one_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5853 = llvm.zext %r5852 : i1 to i64
  llvm.call @printI64(%x5853) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5854 = llvm.call @br_one_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5854) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5856 = llvm.call @sel_one_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5857 = llvm.bitcast %r5856 : f64 to i64
  llvm.call @printI64(%b5857) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5859 = llvm.call @cmp_ord_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5860 = llvm.zext %r5859 : i1 to i64
  llvm.call @printI64(%x5860) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5861 = llvm.call @br_ord_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5861) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5863 = llvm.call @sel_ord_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5864 = llvm.bitcast %r5863 : f64 to i64
  llvm.call @printI64(%b5864) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5866 = llvm.call @cmp_ueq_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5867 = llvm.zext %r5866 : i1 to i64
  llvm.call @printI64(%x5867) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5868 = llvm.call @br_ueq_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5868) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5870 = llvm.call @sel_ueq_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5871 = llvm.bitcast %r5870 : f64 to i64
  llvm.call @printI64(%b5871) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5873 = llvm.call @cmp_ugt_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5874 = llvm.zext %r5873 : i1 to i64
  llvm.call @printI64(%x5874) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5875 = llvm.call @br_ugt_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5875) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5877 = llvm.call @sel_ugt_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5878 = llvm.bitcast %r5877 : f64 to i64
  llvm.call @printI64(%b5878) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5880 = llvm.call @cmp_uge_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5881 = llvm.zext %r5880 : i1 to i64
  llvm.call @printI64(%x5881) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5882 = llvm.call @br_uge_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5882) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5884 = llvm.call @sel_uge_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5885 = llvm.bitcast %r5884 : f64 to i64
  llvm.call @printI64(%b5885) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5887 = llvm.call @cmp_ult_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5888 = llvm.zext %r5887 : i1 to i64
  llvm.call @printI64(%x5888) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5889 = llvm.call @br_ult_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5889) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5891 = llvm.call @sel_ult_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5892 = llvm.bitcast %r5891 : f64 to i64
  llvm.call @printI64(%b5892) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5894 = llvm.call @cmp_ule_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5895 = llvm.zext %r5894 : i1 to i64
  llvm.call @printI64(%x5895) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5896 = llvm.call @br_ule_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5896) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5898 = llvm.call @sel_ule_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5899 = llvm.bitcast %r5898 : f64 to i64
  llvm.call @printI64(%b5899) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5901 = llvm.call @cmp_une_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5902 = llvm.zext %r5901 : i1 to i64
  llvm.call @printI64(%x5902) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5903 = llvm.call @br_une_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5903) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5905 = llvm.call @sel_une_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5906 = llvm.bitcast %r5905 : f64 to i64
  llvm.call @printI64(%b5906) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5908 = llvm.call @cmp_uno_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5909 = llvm.zext %r5908 : i1 to i64
  llvm.call @printI64(%x5909) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5910 = llvm.call @br_uno_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5910) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5912 = llvm.call @sel_uno_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5913 = llvm.bitcast %r5912 : f64 to i64
  llvm.call @printI64(%b5913) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5915 = llvm.call @cmp__true_f64(%c5689, %c5806) : (f64, f64) -> i1
  %x5916 = llvm.zext %r5915 : i1 to i64
  llvm.call @printI64(%x5916) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5917 = llvm.call @br__true_f64(%c5689, %c5806) : (f64, f64) -> i64
  llvm.call @printI64(%r5917) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5919 = llvm.call @sel__true_f64(%c5689, %c5806) : (f64, f64) -> f64
  %b5920 = llvm.bitcast %r5919 : f64 to i64
  llvm.call @printI64(%b5920) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k5922 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c5922 = llvm.bitcast %k5922 : i64 to f64
  %r5923 = llvm.call @frem_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b5924 = llvm.bitcast %r5923 : f64 to i64
  llvm.call @printI64(%b5924) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5926 = llvm.call @cmp__false_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x5927 = llvm.zext %r5926 : i1 to i64
  llvm.call @printI64(%x5927) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5928 = llvm.call @br__false_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r5928) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5930 = llvm.call @sel__false_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b5931 = llvm.bitcast %r5930 : f64 to i64
  llvm.call @printI64(%b5931) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5933 = llvm.call @cmp_oeq_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x5934 = llvm.zext %r5933 : i1 to i64
  llvm.call @printI64(%x5934) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5935 = llvm.call @br_oeq_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r5935) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5937 = llvm.call @sel_oeq_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b5938 = llvm.bitcast %r5937 : f64 to i64
  llvm.call @printI64(%b5938) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5940 = llvm.call @cmp_ogt_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x5941 = llvm.zext %r5940 : i1 to i64
  llvm.call @printI64(%x5941) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5942 = llvm.call @br_ogt_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r5942) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5944 = llvm.call @sel_ogt_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b5945 = llvm.bitcast %r5944 : f64 to i64
  llvm.call @printI64(%b5945) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5947 = llvm.call @cmp_oge_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x5948 = llvm.zext %r5947 : i1 to i64
  llvm.call @printI64(%x5948) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5949 = llvm.call @br_oge_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r5949) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5951 = llvm.call @sel_oge_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b5952 = llvm.bitcast %r5951 : f64 to i64
  llvm.call @printI64(%b5952) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5954 = llvm.call @cmp_olt_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x5955 = llvm.zext %r5954 : i1 to i64
  llvm.call @printI64(%x5955) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5956 = llvm.call @br_olt_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r5956) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5958 = llvm.call @sel_olt_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b5959 = llvm.bitcast %r5958 : f64 to i64
  llvm.call @printI64(%b5959) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5961 = llvm.call @cmp_ole_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x5962 = llvm.zext %r5961 : i1 to i64
  llvm.call @printI64(%x5962) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5963 = llvm.call @br_ole_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r5963) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5965 = llvm.call @sel_ole_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b5966 = llvm.bitcast %r5965 : f64 to i64
  llvm.call @printI64(%b5966) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5968 = llvm.call @cmp_one_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x5969 = llvm.zext %r5968 : i1 to i64
  llvm.call @printI64(%x5969) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5970 = llvm.call @br_one_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r5970) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5972 = llvm.call @sel_one_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b5973 = llvm.bitcast %r5972 : f64 to i64
  llvm.call @printI64(%b5973) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5975 = llvm.call @cmp_ord_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x5976 = llvm.zext %r5975 : i1 to i64
  llvm.call @printI64(%x5976) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5977 = llvm.call @br_ord_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r5977) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5979 = llvm.call @sel_ord_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b5980 = llvm.bitcast %r5979 : f64 to i64
  llvm.call @printI64(%b5980) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5982 = llvm.call @cmp_ueq_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x5983 = llvm.zext %r5982 : i1 to i64
  llvm.call @printI64(%x5983) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5984 = llvm.call @br_ueq_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r5984) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5986 = llvm.call @sel_ueq_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b5987 = llvm.bitcast %r5986 : f64 to i64
  llvm.call @printI64(%b5987) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5989 = llvm.call @cmp_ugt_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x5990 = llvm.zext %r5989 : i1 to i64
  llvm.call @printI64(%x5990) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5991 = llvm.call @br_ugt_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r5991) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5993 = llvm.call @sel_ugt_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b5994 = llvm.bitcast %r5993 : f64 to i64
  llvm.call @printI64(%b5994) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5996 = llvm.call @cmp_uge_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x5997 = llvm.zext %r5996 : i1 to i64
  llvm.call @printI64(%x5997) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r5998 = llvm.call @br_uge_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r5998) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6000 = llvm.call @sel_uge_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b6001 = llvm.bitcast %r6000 : f64 to i64
  llvm.call @printI64(%b6001) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6003 = llvm.call @cmp_ult_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x6004 = llvm.zext %r6003 : i1 to i64
  llvm.call @printI64(%x6004) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6005 = llvm.call @br_ult_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r6005) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6007 = llvm.call @sel_ult_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b6008 = llvm.bitcast %r6007 : f64 to i64
  llvm.call @printI64(%b6008) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6010 = llvm.call @cmp_ule_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x6011 = llvm.zext %r6010 : i1 to i64
  llvm.call @printI64(%x6011) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6012 = llvm.call @br_ule_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r6012) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6014 = llvm.call @sel_ule_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b6015 = llvm.bitcast %r6014 : f64 to i64
  llvm.call @printI64(%b6015) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6017 = llvm.call @cmp_une_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x6018 = llvm.zext %r6017 : i1 to i64
  llvm.call @printI64(%x6018) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6019 = llvm.call @br_une_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r6019) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6021 = llvm.call @sel_une_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b6022 = llvm.bitcast %r6021 : f64 to i64
  llvm.call @printI64(%b6022) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6024 = llvm.call @cmp_uno_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x6025 = llvm.zext %r6024 : i1 to i64
  llvm.call @printI64(%x6025) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6026 = llvm.call @br_uno_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r6026) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6028 = llvm.call @sel_uno_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b6029 = llvm.bitcast %r6028 : f64 to i64
  llvm.call @printI64(%b6029) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6031 = llvm.call @cmp__true_f64(%c5689, %c5922) : (f64, f64) -> i1
  %x6032 = llvm.zext %r6031 : i1 to i64
  llvm.call @printI64(%x6032) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6033 = llvm.call @br__true_f64(%c5689, %c5922) : (f64, f64) -> i64
  llvm.call @printI64(%r6033) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6035 = llvm.call @sel__true_f64(%c5689, %c5922) : (f64, f64) -> f64
  %b6036 = llvm.bitcast %r6035 : f64 to i64
  llvm.call @printI64(%b6036) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6038 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c6038 = llvm.bitcast %k6038 : i64 to f64
  %r6039 = llvm.call @cmp__false_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6040 = llvm.zext %r6039 : i1 to i64
  llvm.call @printI64(%x6040) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6041 = llvm.call @br__false_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6041) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6043 = llvm.call @sel__false_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6044 = llvm.bitcast %r6043 : f64 to i64
  llvm.call @printI64(%b6044) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6046 = llvm.call @cmp_oeq_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6047 = llvm.zext %r6046 : i1 to i64
  llvm.call @printI64(%x6047) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6048 = llvm.call @br_oeq_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6048) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6050 = llvm.call @sel_oeq_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6051 = llvm.bitcast %r6050 : f64 to i64
  llvm.call @printI64(%b6051) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6053 = llvm.call @cmp_ogt_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6054 = llvm.zext %r6053 : i1 to i64
  llvm.call @printI64(%x6054) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6055 = llvm.call @br_ogt_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6055) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6057 = llvm.call @sel_ogt_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6058 = llvm.bitcast %r6057 : f64 to i64
  llvm.call @printI64(%b6058) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6060 = llvm.call @cmp_oge_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6061 = llvm.zext %r6060 : i1 to i64
  llvm.call @printI64(%x6061) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6062 = llvm.call @br_oge_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6062) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6064 = llvm.call @sel_oge_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6065 = llvm.bitcast %r6064 : f64 to i64
  llvm.call @printI64(%b6065) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6067 = llvm.call @cmp_olt_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6068 = llvm.zext %r6067 : i1 to i64
  llvm.call @printI64(%x6068) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6069 = llvm.call @br_olt_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6069) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6071 = llvm.call @sel_olt_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6072 = llvm.bitcast %r6071 : f64 to i64
  llvm.call @printI64(%b6072) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6074 = llvm.call @cmp_ole_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6075 = llvm.zext %r6074 : i1 to i64
  llvm.call @printI64(%x6075) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6076 = llvm.call @br_ole_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6076) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6078 = llvm.call @sel_ole_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6079 = llvm.bitcast %r6078 : f64 to i64
  llvm.call @printI64(%b6079) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6081 = llvm.call @cmp_one_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6082 = llvm.zext %r6081 : i1 to i64
  llvm.call @printI64(%x6082) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6083 = llvm.call @br_one_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6083) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6085 = llvm.call @sel_one_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6086 = llvm.bitcast %r6085 : f64 to i64
  llvm.call @printI64(%b6086) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6088 = llvm.call @cmp_ord_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6089 = llvm.zext %r6088 : i1 to i64
  llvm.call @printI64(%x6089) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6090 = llvm.call @br_ord_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6090) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6092 = llvm.call @sel_ord_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6093 = llvm.bitcast %r6092 : f64 to i64
  llvm.call @printI64(%b6093) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6095 = llvm.call @cmp_ueq_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6096 = llvm.zext %r6095 : i1 to i64
  llvm.call @printI64(%x6096) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6097 = llvm.call @br_ueq_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6097) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6099 = llvm.call @sel_ueq_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6100 = llvm.bitcast %r6099 : f64 to i64
  llvm.call @printI64(%b6100) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6102 = llvm.call @cmp_ugt_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6103 = llvm.zext %r6102 : i1 to i64
  llvm.call @printI64(%x6103) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6104 = llvm.call @br_ugt_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6104) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6106 = llvm.call @sel_ugt_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6107 = llvm.bitcast %r6106 : f64 to i64
  llvm.call @printI64(%b6107) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6109 = llvm.call @cmp_uge_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6110 = llvm.zext %r6109 : i1 to i64
  llvm.call @printI64(%x6110) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6111 = llvm.call @br_uge_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6111) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6113 = llvm.call @sel_uge_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6114 = llvm.bitcast %r6113 : f64 to i64
  llvm.call @printI64(%b6114) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6116 = llvm.call @cmp_ult_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6117 = llvm.zext %r6116 : i1 to i64
  llvm.call @printI64(%x6117) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6118 = llvm.call @br_ult_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6118) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6120 = llvm.call @sel_ult_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6121 = llvm.bitcast %r6120 : f64 to i64
  llvm.call @printI64(%b6121) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6123 = llvm.call @cmp_ule_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6124 = llvm.zext %r6123 : i1 to i64
  llvm.call @printI64(%x6124) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6125 = llvm.call @br_ule_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6125) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6127 = llvm.call @sel_ule_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6128 = llvm.bitcast %r6127 : f64 to i64
  llvm.call @printI64(%b6128) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6130 = llvm.call @cmp_une_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6131 = llvm.zext %r6130 : i1 to i64
  llvm.call @printI64(%x6131) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6132 = llvm.call @br_une_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6132) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6134 = llvm.call @sel_une_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6135 = llvm.bitcast %r6134 : f64 to i64
  llvm.call @printI64(%b6135) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6137 = llvm.call @cmp_uno_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6138 = llvm.zext %r6137 : i1 to i64
  llvm.call @printI64(%x6138) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6139 = llvm.call @br_uno_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6139) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6141 = llvm.call @sel_uno_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6142 = llvm.bitcast %r6141 : f64 to i64
  llvm.call @printI64(%b6142) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6144 = llvm.call @cmp__true_f64(%c5689, %c6038) : (f64, f64) -> i1
  %x6145 = llvm.zext %r6144 : i1 to i64
  llvm.call @printI64(%x6145) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6146 = llvm.call @br__true_f64(%c5689, %c6038) : (f64, f64) -> i64
  llvm.call @printI64(%r6146) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6148 = llvm.call @sel__true_f64(%c5689, %c6038) : (f64, f64) -> f64
  %b6149 = llvm.bitcast %r6148 : f64 to i64
  llvm.call @printI64(%b6149) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6151 = llvm.mlir.constant(1 : i64) : i64
  %c6151 = llvm.bitcast %k6151 : i64 to f64
  %r6152 = llvm.call @cmp__false_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6153 = llvm.zext %r6152 : i1 to i64
  llvm.call @printI64(%x6153) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6154 = llvm.call @br__false_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6154) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6156 = llvm.call @sel__false_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6157 = llvm.bitcast %r6156 : f64 to i64
  llvm.call @printI64(%b6157) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6159 = llvm.call @cmp_oeq_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6160 = llvm.zext %r6159 : i1 to i64
  llvm.call @printI64(%x6160) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6161 = llvm.call @br_oeq_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6161) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6163 = llvm.call @sel_oeq_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6164 = llvm.bitcast %r6163 : f64 to i64
  llvm.call @printI64(%b6164) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6166 = llvm.call @cmp_ogt_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6167 = llvm.zext %r6166 : i1 to i64
  llvm.call @printI64(%x6167) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6168 = llvm.call @br_ogt_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6168) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6170 = llvm.call @sel_ogt_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6171 = llvm.bitcast %r6170 : f64 to i64
  llvm.call @printI64(%b6171) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6173 = llvm.call @cmp_oge_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6174 = llvm.zext %r6173 : i1 to i64
  llvm.call @printI64(%x6174) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6175 = llvm.call @br_oge_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6175) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6177 = llvm.call @sel_oge_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6178 = llvm.bitcast %r6177 : f64 to i64
  llvm.call @printI64(%b6178) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6180 = llvm.call @cmp_olt_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6181 = llvm.zext %r6180 : i1 to i64
  llvm.call @printI64(%x6181) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6182 = llvm.call @br_olt_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6182) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6184 = llvm.call @sel_olt_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6185 = llvm.bitcast %r6184 : f64 to i64
  llvm.call @printI64(%b6185) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6187 = llvm.call @cmp_ole_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6188 = llvm.zext %r6187 : i1 to i64
  llvm.call @printI64(%x6188) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6189 = llvm.call @br_ole_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6189) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6191 = llvm.call @sel_ole_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6192 = llvm.bitcast %r6191 : f64 to i64
  llvm.call @printI64(%b6192) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6194 = llvm.call @cmp_one_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6195 = llvm.zext %r6194 : i1 to i64
  llvm.call @printI64(%x6195) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6196 = llvm.call @br_one_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6196) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6198 = llvm.call @sel_one_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6199 = llvm.bitcast %r6198 : f64 to i64
  llvm.call @printI64(%b6199) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6201 = llvm.call @cmp_ord_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6202 = llvm.zext %r6201 : i1 to i64
  llvm.call @printI64(%x6202) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6203 = llvm.call @br_ord_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6203) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6205 = llvm.call @sel_ord_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6206 = llvm.bitcast %r6205 : f64 to i64
  llvm.call @printI64(%b6206) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6208 = llvm.call @cmp_ueq_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6209 = llvm.zext %r6208 : i1 to i64
  llvm.call @printI64(%x6209) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6210 = llvm.call @br_ueq_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6210) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6212 = llvm.call @sel_ueq_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6213 = llvm.bitcast %r6212 : f64 to i64
  llvm.call @printI64(%b6213) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6215 = llvm.call @cmp_ugt_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6216 = llvm.zext %r6215 : i1 to i64
  llvm.call @printI64(%x6216) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6217 = llvm.call @br_ugt_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6217) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6219 = llvm.call @sel_ugt_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6220 = llvm.bitcast %r6219 : f64 to i64
  llvm.call @printI64(%b6220) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6222 = llvm.call @cmp_uge_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6223 = llvm.zext %r6222 : i1 to i64
  llvm.call @printI64(%x6223) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6224 = llvm.call @br_uge_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6224) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6226 = llvm.call @sel_uge_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6227 = llvm.bitcast %r6226 : f64 to i64
  llvm.call @printI64(%b6227) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6229 = llvm.call @cmp_ult_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6230 = llvm.zext %r6229 : i1 to i64
  llvm.call @printI64(%x6230) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6231 = llvm.call @br_ult_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6231) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6233 = llvm.call @sel_ult_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6234 = llvm.bitcast %r6233 : f64 to i64
  llvm.call @printI64(%b6234) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6236 = llvm.call @cmp_ule_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6237 = llvm.zext %r6236 : i1 to i64
  llvm.call @printI64(%x6237) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6238 = llvm.call @br_ule_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6238) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6240 = llvm.call @sel_ule_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6241 = llvm.bitcast %r6240 : f64 to i64
  llvm.call @printI64(%b6241) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6243 = llvm.call @cmp_une_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6244 = llvm.zext %r6243 : i1 to i64
  llvm.call @printI64(%x6244) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6245 = llvm.call @br_une_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6245) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6247 = llvm.call @sel_une_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6248 = llvm.bitcast %r6247 : f64 to i64
  llvm.call @printI64(%b6248) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6250 = llvm.call @cmp_uno_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6251 = llvm.zext %r6250 : i1 to i64
  llvm.call @printI64(%x6251) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6252 = llvm.call @br_uno_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6252) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6254 = llvm.call @sel_uno_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6255 = llvm.bitcast %r6254 : f64 to i64
  llvm.call @printI64(%b6255) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6257 = llvm.call @cmp__true_f64(%c5689, %c6151) : (f64, f64) -> i1
  %x6258 = llvm.zext %r6257 : i1 to i64
  llvm.call @printI64(%x6258) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6259 = llvm.call @br__true_f64(%c5689, %c6151) : (f64, f64) -> i64
  llvm.call @printI64(%r6259) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6261 = llvm.call @sel__true_f64(%c5689, %c6151) : (f64, f64) -> f64
  %b6262 = llvm.bitcast %r6261 : f64 to i64
  llvm.call @printI64(%b6262) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6264 = llvm.mlir.constant(1 : i64) : i64
  %c6264 = llvm.bitcast %k6264 : i64 to f64
  %r6265 = llvm.call @fneg_f64(%c6264) : (f64) -> f64
  %b6266 = llvm.bitcast %r6265 : f64 to i64
  llvm.call @printI64(%b6266) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6268 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c6268 = llvm.bitcast %k6268 : i64 to f64
  %r6269 = llvm.call @cmp__false_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6270 = llvm.zext %r6269 : i1 to i64
  llvm.call @printI64(%x6270) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6271 = llvm.call @br__false_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6271) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6273 = llvm.call @sel__false_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6274 = llvm.bitcast %r6273 : f64 to i64
  llvm.call @printI64(%b6274) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6276 = llvm.call @cmp_oeq_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6277 = llvm.zext %r6276 : i1 to i64
  llvm.call @printI64(%x6277) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6278 = llvm.call @br_oeq_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6278) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6280 = llvm.call @sel_oeq_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6281 = llvm.bitcast %r6280 : f64 to i64
  llvm.call @printI64(%b6281) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6283 = llvm.call @cmp_ogt_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6284 = llvm.zext %r6283 : i1 to i64
  llvm.call @printI64(%x6284) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6285 = llvm.call @br_ogt_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6285) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6287 = llvm.call @sel_ogt_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6288 = llvm.bitcast %r6287 : f64 to i64
  llvm.call @printI64(%b6288) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6290 = llvm.call @cmp_oge_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6291 = llvm.zext %r6290 : i1 to i64
  llvm.call @printI64(%x6291) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6292 = llvm.call @br_oge_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6292) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6294 = llvm.call @sel_oge_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6295 = llvm.bitcast %r6294 : f64 to i64
  llvm.call @printI64(%b6295) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6297 = llvm.call @cmp_olt_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6298 = llvm.zext %r6297 : i1 to i64
  llvm.call @printI64(%x6298) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6299 = llvm.call @br_olt_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6299) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6301 = llvm.call @sel_olt_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6302 = llvm.bitcast %r6301 : f64 to i64
  llvm.call @printI64(%b6302) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6304 = llvm.call @cmp_ole_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6305 = llvm.zext %r6304 : i1 to i64
  llvm.call @printI64(%x6305) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6306 = llvm.call @br_ole_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6306) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6308 = llvm.call @sel_ole_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6309 = llvm.bitcast %r6308 : f64 to i64
  llvm.call @printI64(%b6309) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6311 = llvm.call @cmp_one_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6312 = llvm.zext %r6311 : i1 to i64
  llvm.call @printI64(%x6312) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6313 = llvm.call @br_one_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6313) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6315 = llvm.call @sel_one_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6316 = llvm.bitcast %r6315 : f64 to i64
  llvm.call @printI64(%b6316) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6318 = llvm.call @cmp_ord_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6319 = llvm.zext %r6318 : i1 to i64
  llvm.call @printI64(%x6319) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6320 = llvm.call @br_ord_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6320) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6322 = llvm.call @sel_ord_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6323 = llvm.bitcast %r6322 : f64 to i64
  llvm.call @printI64(%b6323) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6325 = llvm.call @cmp_ueq_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6326 = llvm.zext %r6325 : i1 to i64
  llvm.call @printI64(%x6326) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6327 = llvm.call @br_ueq_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6327) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6329 = llvm.call @sel_ueq_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6330 = llvm.bitcast %r6329 : f64 to i64
  llvm.call @printI64(%b6330) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6332 = llvm.call @cmp_ugt_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6333 = llvm.zext %r6332 : i1 to i64
  llvm.call @printI64(%x6333) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6334 = llvm.call @br_ugt_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6334) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6336 = llvm.call @sel_ugt_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6337 = llvm.bitcast %r6336 : f64 to i64
  llvm.call @printI64(%b6337) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6339 = llvm.call @cmp_uge_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6340 = llvm.zext %r6339 : i1 to i64
  llvm.call @printI64(%x6340) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6341 = llvm.call @br_uge_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6341) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6343 = llvm.call @sel_uge_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6344 = llvm.bitcast %r6343 : f64 to i64
  llvm.call @printI64(%b6344) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6346 = llvm.call @cmp_ult_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6347 = llvm.zext %r6346 : i1 to i64
  llvm.call @printI64(%x6347) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6348 = llvm.call @br_ult_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6348) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6350 = llvm.call @sel_ult_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6351 = llvm.bitcast %r6350 : f64 to i64
  llvm.call @printI64(%b6351) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6353 = llvm.call @cmp_ule_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6354 = llvm.zext %r6353 : i1 to i64
  llvm.call @printI64(%x6354) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6355 = llvm.call @br_ule_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6355) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6357 = llvm.call @sel_ule_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6358 = llvm.bitcast %r6357 : f64 to i64
  llvm.call @printI64(%b6358) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6360 = llvm.call @cmp_une_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6361 = llvm.zext %r6360 : i1 to i64
  llvm.call @printI64(%x6361) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6362 = llvm.call @br_une_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6362) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6364 = llvm.call @sel_une_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6365 = llvm.bitcast %r6364 : f64 to i64
  llvm.call @printI64(%b6365) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6367 = llvm.call @cmp_uno_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6368 = llvm.zext %r6367 : i1 to i64
  llvm.call @printI64(%x6368) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6369 = llvm.call @br_uno_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6369) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6371 = llvm.call @sel_uno_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6372 = llvm.bitcast %r6371 : f64 to i64
  llvm.call @printI64(%b6372) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6374 = llvm.call @cmp__true_f64(%c6264, %c6268) : (f64, f64) -> i1
  %x6375 = llvm.zext %r6374 : i1 to i64
  llvm.call @printI64(%x6375) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6376 = llvm.call @br__true_f64(%c6264, %c6268) : (f64, f64) -> i64
  llvm.call @printI64(%r6376) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6378 = llvm.call @sel__true_f64(%c6264, %c6268) : (f64, f64) -> f64
  %b6379 = llvm.bitcast %r6378 : f64 to i64
  llvm.call @printI64(%b6379) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6381 = llvm.mlir.constant(4609434218613702656 : i64) : i64
  %c6381 = llvm.bitcast %k6381 : i64 to f64
  %r6382 = llvm.call @frem_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6383 = llvm.bitcast %r6382 : f64 to i64
  llvm.call @printI64(%b6383) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6385 = llvm.call @cmp__false_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6386 = llvm.zext %r6385 : i1 to i64
  llvm.call @printI64(%x6386) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6387 = llvm.call @br__false_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6387) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6389 = llvm.call @sel__false_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6390 = llvm.bitcast %r6389 : f64 to i64
  llvm.call @printI64(%b6390) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6392 = llvm.call @cmp_oeq_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6393 = llvm.zext %r6392 : i1 to i64
  llvm.call @printI64(%x6393) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6394 = llvm.call @br_oeq_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6394) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6396 = llvm.call @sel_oeq_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6397 = llvm.bitcast %r6396 : f64 to i64
  llvm.call @printI64(%b6397) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6399 = llvm.call @cmp_ogt_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6400 = llvm.zext %r6399 : i1 to i64
  llvm.call @printI64(%x6400) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6401 = llvm.call @br_ogt_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6401) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6403 = llvm.call @sel_ogt_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6404 = llvm.bitcast %r6403 : f64 to i64
  llvm.call @printI64(%b6404) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6406 = llvm.call @cmp_oge_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6407 = llvm.zext %r6406 : i1 to i64
  llvm.call @printI64(%x6407) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6408 = llvm.call @br_oge_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6408) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6410 = llvm.call @sel_oge_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6411 = llvm.bitcast %r6410 : f64 to i64
  llvm.call @printI64(%b6411) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6413 = llvm.call @cmp_olt_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6414 = llvm.zext %r6413 : i1 to i64
  llvm.call @printI64(%x6414) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6415 = llvm.call @br_olt_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6415) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6417 = llvm.call @sel_olt_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6418 = llvm.bitcast %r6417 : f64 to i64
  llvm.call @printI64(%b6418) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6420 = llvm.call @cmp_ole_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6421 = llvm.zext %r6420 : i1 to i64
  llvm.call @printI64(%x6421) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6422 = llvm.call @br_ole_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6422) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6424 = llvm.call @sel_ole_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6425 = llvm.bitcast %r6424 : f64 to i64
  llvm.call @printI64(%b6425) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6427 = llvm.call @cmp_one_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6428 = llvm.zext %r6427 : i1 to i64
  llvm.call @printI64(%x6428) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6429 = llvm.call @br_one_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6429) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6431 = llvm.call @sel_one_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6432 = llvm.bitcast %r6431 : f64 to i64
  llvm.call @printI64(%b6432) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6434 = llvm.call @cmp_ord_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6435 = llvm.zext %r6434 : i1 to i64
  llvm.call @printI64(%x6435) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6436 = llvm.call @br_ord_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6436) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6438 = llvm.call @sel_ord_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6439 = llvm.bitcast %r6438 : f64 to i64
  llvm.call @printI64(%b6439) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6441 = llvm.call @cmp_ueq_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6442 = llvm.zext %r6441 : i1 to i64
  llvm.call @printI64(%x6442) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6443 = llvm.call @br_ueq_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6443) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6445 = llvm.call @sel_ueq_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6446 = llvm.bitcast %r6445 : f64 to i64
  llvm.call @printI64(%b6446) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6448 = llvm.call @cmp_ugt_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6449 = llvm.zext %r6448 : i1 to i64
  llvm.call @printI64(%x6449) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6450 = llvm.call @br_ugt_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6450) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6452 = llvm.call @sel_ugt_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6453 = llvm.bitcast %r6452 : f64 to i64
  llvm.call @printI64(%b6453) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6455 = llvm.call @cmp_uge_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6456 = llvm.zext %r6455 : i1 to i64
  llvm.call @printI64(%x6456) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6457 = llvm.call @br_uge_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6457) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6459 = llvm.call @sel_uge_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6460 = llvm.bitcast %r6459 : f64 to i64
  llvm.call @printI64(%b6460) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6462 = llvm.call @cmp_ult_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6463 = llvm.zext %r6462 : i1 to i64
  llvm.call @printI64(%x6463) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6464 = llvm.call @br_ult_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6464) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6466 = llvm.call @sel_ult_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6467 = llvm.bitcast %r6466 : f64 to i64
  llvm.call @printI64(%b6467) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6469 = llvm.call @cmp_ule_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6470 = llvm.zext %r6469 : i1 to i64
  llvm.call @printI64(%x6470) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6471 = llvm.call @br_ule_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6471) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6473 = llvm.call @sel_ule_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6474 = llvm.bitcast %r6473 : f64 to i64
  llvm.call @printI64(%b6474) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6476 = llvm.call @cmp_une_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6477 = llvm.zext %r6476 : i1 to i64
  llvm.call @printI64(%x6477) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6478 = llvm.call @br_une_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6478) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6480 = llvm.call @sel_une_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6481 = llvm.bitcast %r6480 : f64 to i64
  llvm.call @printI64(%b6481) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6483 = llvm.call @cmp_uno_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6484 = llvm.zext %r6483 : i1 to i64
  llvm.call @printI64(%x6484) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6485 = llvm.call @br_uno_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6485) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6487 = llvm.call @sel_uno_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6488 = llvm.bitcast %r6487 : f64 to i64
  llvm.call @printI64(%b6488) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6490 = llvm.call @cmp__true_f64(%c6264, %c6381) : (f64, f64) -> i1
  %x6491 = llvm.zext %r6490 : i1 to i64
  llvm.call @printI64(%x6491) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6492 = llvm.call @br__true_f64(%c6264, %c6381) : (f64, f64) -> i64
  llvm.call @printI64(%r6492) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6494 = llvm.call @sel__true_f64(%c6264, %c6381) : (f64, f64) -> f64
  %b6495 = llvm.bitcast %r6494 : f64 to i64
  llvm.call @printI64(%b6495) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6497 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c6497 = llvm.bitcast %k6497 : i64 to f64
  %r6498 = llvm.call @frem_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6499 = llvm.bitcast %r6498 : f64 to i64
  llvm.call @printI64(%b6499) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6501 = llvm.call @cmp__false_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6502 = llvm.zext %r6501 : i1 to i64
  llvm.call @printI64(%x6502) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6503 = llvm.call @br__false_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6503) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6505 = llvm.call @sel__false_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6506 = llvm.bitcast %r6505 : f64 to i64
  llvm.call @printI64(%b6506) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6508 = llvm.call @cmp_oeq_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6509 = llvm.zext %r6508 : i1 to i64
  llvm.call @printI64(%x6509) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6510 = llvm.call @br_oeq_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6510) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6512 = llvm.call @sel_oeq_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6513 = llvm.bitcast %r6512 : f64 to i64
  llvm.call @printI64(%b6513) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6515 = llvm.call @cmp_ogt_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6516 = llvm.zext %r6515 : i1 to i64
  llvm.call @printI64(%x6516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6517 = llvm.call @br_ogt_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6517) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6519 = llvm.call @sel_ogt_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6520 = llvm.bitcast %r6519 : f64 to i64
  llvm.call @printI64(%b6520) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6522 = llvm.call @cmp_oge_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6523 = llvm.zext %r6522 : i1 to i64
  llvm.call @printI64(%x6523) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6524 = llvm.call @br_oge_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6524) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6526 = llvm.call @sel_oge_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6527 = llvm.bitcast %r6526 : f64 to i64
  llvm.call @printI64(%b6527) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6529 = llvm.call @cmp_olt_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6530 = llvm.zext %r6529 : i1 to i64
  llvm.call @printI64(%x6530) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6531 = llvm.call @br_olt_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6531) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6533 = llvm.call @sel_olt_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6534 = llvm.bitcast %r6533 : f64 to i64
  llvm.call @printI64(%b6534) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6536 = llvm.call @cmp_ole_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6537 = llvm.zext %r6536 : i1 to i64
  llvm.call @printI64(%x6537) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6538 = llvm.call @br_ole_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6538) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6540 = llvm.call @sel_ole_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6541 = llvm.bitcast %r6540 : f64 to i64
  llvm.call @printI64(%b6541) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6543 = llvm.call @cmp_one_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6544 = llvm.zext %r6543 : i1 to i64
  llvm.call @printI64(%x6544) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6545 = llvm.call @br_one_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6545) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6547 = llvm.call @sel_one_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6548 = llvm.bitcast %r6547 : f64 to i64
  llvm.call @printI64(%b6548) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6550 = llvm.call @cmp_ord_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6551 = llvm.zext %r6550 : i1 to i64
  llvm.call @printI64(%x6551) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6552 = llvm.call @br_ord_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6552) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6554 = llvm.call @sel_ord_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6555 = llvm.bitcast %r6554 : f64 to i64
  llvm.call @printI64(%b6555) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6557 = llvm.call @cmp_ueq_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6558 = llvm.zext %r6557 : i1 to i64
  llvm.call @printI64(%x6558) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6559 = llvm.call @br_ueq_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6559) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6561 = llvm.call @sel_ueq_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6562 = llvm.bitcast %r6561 : f64 to i64
  llvm.call @printI64(%b6562) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6564 = llvm.call @cmp_ugt_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6565 = llvm.zext %r6564 : i1 to i64
  llvm.call @printI64(%x6565) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6566 = llvm.call @br_ugt_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6566) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6568 = llvm.call @sel_ugt_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6569 = llvm.bitcast %r6568 : f64 to i64
  llvm.call @printI64(%b6569) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6571 = llvm.call @cmp_uge_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6572 = llvm.zext %r6571 : i1 to i64
  llvm.call @printI64(%x6572) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6573 = llvm.call @br_uge_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6573) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6575 = llvm.call @sel_uge_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6576 = llvm.bitcast %r6575 : f64 to i64
  llvm.call @printI64(%b6576) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6578 = llvm.call @cmp_ult_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6579 = llvm.zext %r6578 : i1 to i64
  llvm.call @printI64(%x6579) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6580 = llvm.call @br_ult_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6580) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6582 = llvm.call @sel_ult_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6583 = llvm.bitcast %r6582 : f64 to i64
  llvm.call @printI64(%b6583) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6585 = llvm.call @cmp_ule_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6586 = llvm.zext %r6585 : i1 to i64
  llvm.call @printI64(%x6586) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6587 = llvm.call @br_ule_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6587) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6589 = llvm.call @sel_ule_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6590 = llvm.bitcast %r6589 : f64 to i64
  llvm.call @printI64(%b6590) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6592 = llvm.call @cmp_une_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6593 = llvm.zext %r6592 : i1 to i64
  llvm.call @printI64(%x6593) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6594 = llvm.call @br_une_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6594) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6596 = llvm.call @sel_une_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6597 = llvm.bitcast %r6596 : f64 to i64
  llvm.call @printI64(%b6597) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6599 = llvm.call @cmp_uno_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6600 = llvm.zext %r6599 : i1 to i64
  llvm.call @printI64(%x6600) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6601 = llvm.call @br_uno_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6601) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6603 = llvm.call @sel_uno_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6604 = llvm.bitcast %r6603 : f64 to i64
  llvm.call @printI64(%b6604) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6606 = llvm.call @cmp__true_f64(%c6264, %c6497) : (f64, f64) -> i1
  %x6607 = llvm.zext %r6606 : i1 to i64
  llvm.call @printI64(%x6607) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6608 = llvm.call @br__true_f64(%c6264, %c6497) : (f64, f64) -> i64
  llvm.call @printI64(%r6608) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6610 = llvm.call @sel__true_f64(%c6264, %c6497) : (f64, f64) -> f64
  %b6611 = llvm.bitcast %r6610 : f64 to i64
  llvm.call @printI64(%b6611) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6613 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c6613 = llvm.bitcast %k6613 : i64 to f64
  %r6614 = llvm.call @cmp__false_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6615 = llvm.zext %r6614 : i1 to i64
  llvm.call @printI64(%x6615) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6616 = llvm.call @br__false_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6616) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6618 = llvm.call @sel__false_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6619 = llvm.bitcast %r6618 : f64 to i64
  llvm.call @printI64(%b6619) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6621 = llvm.call @cmp_oeq_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6622 = llvm.zext %r6621 : i1 to i64
  llvm.call @printI64(%x6622) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6623 = llvm.call @br_oeq_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6623) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6625 = llvm.call @sel_oeq_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6626 = llvm.bitcast %r6625 : f64 to i64
  llvm.call @printI64(%b6626) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6628 = llvm.call @cmp_ogt_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6629 = llvm.zext %r6628 : i1 to i64
  llvm.call @printI64(%x6629) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6630 = llvm.call @br_ogt_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6630) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6632 = llvm.call @sel_ogt_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6633 = llvm.bitcast %r6632 : f64 to i64
  llvm.call @printI64(%b6633) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6635 = llvm.call @cmp_oge_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6636 = llvm.zext %r6635 : i1 to i64
  llvm.call @printI64(%x6636) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6637 = llvm.call @br_oge_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6637) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6639 = llvm.call @sel_oge_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6640 = llvm.bitcast %r6639 : f64 to i64
  llvm.call @printI64(%b6640) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6642 = llvm.call @cmp_olt_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6643 = llvm.zext %r6642 : i1 to i64
  llvm.call @printI64(%x6643) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6644 = llvm.call @br_olt_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6644) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6646 = llvm.call @sel_olt_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6647 = llvm.bitcast %r6646 : f64 to i64
  llvm.call @printI64(%b6647) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6649 = llvm.call @cmp_ole_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6650 = llvm.zext %r6649 : i1 to i64
  llvm.call @printI64(%x6650) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6651 = llvm.call @br_ole_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6651) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6653 = llvm.call @sel_ole_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6654 = llvm.bitcast %r6653 : f64 to i64
  llvm.call @printI64(%b6654) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6656 = llvm.call @cmp_one_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6657 = llvm.zext %r6656 : i1 to i64
  llvm.call @printI64(%x6657) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6658 = llvm.call @br_one_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6658) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6660 = llvm.call @sel_one_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6661 = llvm.bitcast %r6660 : f64 to i64
  llvm.call @printI64(%b6661) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6663 = llvm.call @cmp_ord_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6664 = llvm.zext %r6663 : i1 to i64
  llvm.call @printI64(%x6664) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6665 = llvm.call @br_ord_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6665) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6667 = llvm.call @sel_ord_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6668 = llvm.bitcast %r6667 : f64 to i64
  llvm.call @printI64(%b6668) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6670 = llvm.call @cmp_ueq_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6671 = llvm.zext %r6670 : i1 to i64
  llvm.call @printI64(%x6671) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6672 = llvm.call @br_ueq_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6672) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6674 = llvm.call @sel_ueq_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6675 = llvm.bitcast %r6674 : f64 to i64
  llvm.call @printI64(%b6675) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6677 = llvm.call @cmp_ugt_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6678 = llvm.zext %r6677 : i1 to i64
  llvm.call @printI64(%x6678) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6679 = llvm.call @br_ugt_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6679) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6681 = llvm.call @sel_ugt_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6682 = llvm.bitcast %r6681 : f64 to i64
  llvm.call @printI64(%b6682) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6684 = llvm.call @cmp_uge_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6685 = llvm.zext %r6684 : i1 to i64
  llvm.call @printI64(%x6685) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6686 = llvm.call @br_uge_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6686) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6688 = llvm.call @sel_uge_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6689 = llvm.bitcast %r6688 : f64 to i64
  llvm.call @printI64(%b6689) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6691 = llvm.call @cmp_ult_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6692 = llvm.zext %r6691 : i1 to i64
  llvm.call @printI64(%x6692) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6693 = llvm.call @br_ult_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6693) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6695 = llvm.call @sel_ult_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6696 = llvm.bitcast %r6695 : f64 to i64
  llvm.call @printI64(%b6696) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6698 = llvm.call @cmp_ule_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6699 = llvm.zext %r6698 : i1 to i64
  llvm.call @printI64(%x6699) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6700 = llvm.call @br_ule_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6700) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6702 = llvm.call @sel_ule_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6703 = llvm.bitcast %r6702 : f64 to i64
  llvm.call @printI64(%b6703) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6705 = llvm.call @cmp_une_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6706 = llvm.zext %r6705 : i1 to i64
  llvm.call @printI64(%x6706) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6707 = llvm.call @br_une_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6707) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6709 = llvm.call @sel_une_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6710 = llvm.bitcast %r6709 : f64 to i64
  llvm.call @printI64(%b6710) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6712 = llvm.call @cmp_uno_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6713 = llvm.zext %r6712 : i1 to i64
  llvm.call @printI64(%x6713) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6714 = llvm.call @br_uno_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6714) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6716 = llvm.call @sel_uno_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6717 = llvm.bitcast %r6716 : f64 to i64
  llvm.call @printI64(%b6717) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6719 = llvm.call @cmp__true_f64(%c6264, %c6613) : (f64, f64) -> i1
  %x6720 = llvm.zext %r6719 : i1 to i64
  llvm.call @printI64(%x6720) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6721 = llvm.call @br__true_f64(%c6264, %c6613) : (f64, f64) -> i64
  llvm.call @printI64(%r6721) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6723 = llvm.call @sel__true_f64(%c6264, %c6613) : (f64, f64) -> f64
  %b6724 = llvm.bitcast %r6723 : f64 to i64
  llvm.call @printI64(%b6724) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6726 = llvm.mlir.constant(1 : i64) : i64
  %c6726 = llvm.bitcast %k6726 : i64 to f64
  %r6727 = llvm.call @cmp__false_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6728 = llvm.zext %r6727 : i1 to i64
  llvm.call @printI64(%x6728) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6729 = llvm.call @br__false_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6729) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6731 = llvm.call @sel__false_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6732 = llvm.bitcast %r6731 : f64 to i64
  llvm.call @printI64(%b6732) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6734 = llvm.call @cmp_oeq_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6735 = llvm.zext %r6734 : i1 to i64
  llvm.call @printI64(%x6735) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6736 = llvm.call @br_oeq_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6736) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6738 = llvm.call @sel_oeq_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6739 = llvm.bitcast %r6738 : f64 to i64
  llvm.call @printI64(%b6739) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6741 = llvm.call @cmp_ogt_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6742 = llvm.zext %r6741 : i1 to i64
  llvm.call @printI64(%x6742) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6743 = llvm.call @br_ogt_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6743) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6745 = llvm.call @sel_ogt_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6746 = llvm.bitcast %r6745 : f64 to i64
  llvm.call @printI64(%b6746) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6748 = llvm.call @cmp_oge_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6749 = llvm.zext %r6748 : i1 to i64
  llvm.call @printI64(%x6749) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6750 = llvm.call @br_oge_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6750) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6752 = llvm.call @sel_oge_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6753 = llvm.bitcast %r6752 : f64 to i64
  llvm.call @printI64(%b6753) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6755 = llvm.call @cmp_olt_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6756 = llvm.zext %r6755 : i1 to i64
  llvm.call @printI64(%x6756) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6757 = llvm.call @br_olt_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6757) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6759 = llvm.call @sel_olt_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6760 = llvm.bitcast %r6759 : f64 to i64
  llvm.call @printI64(%b6760) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6762 = llvm.call @cmp_ole_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6763 = llvm.zext %r6762 : i1 to i64
  llvm.call @printI64(%x6763) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6764 = llvm.call @br_ole_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6764) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6766 = llvm.call @sel_ole_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6767 = llvm.bitcast %r6766 : f64 to i64
  llvm.call @printI64(%b6767) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6769 = llvm.call @cmp_one_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6770 = llvm.zext %r6769 : i1 to i64
  llvm.call @printI64(%x6770) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6771 = llvm.call @br_one_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6771) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6773 = llvm.call @sel_one_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6774 = llvm.bitcast %r6773 : f64 to i64
  llvm.call @printI64(%b6774) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6776 = llvm.call @cmp_ord_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6777 = llvm.zext %r6776 : i1 to i64
  llvm.call @printI64(%x6777) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6778 = llvm.call @br_ord_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6778) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6780 = llvm.call @sel_ord_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6781 = llvm.bitcast %r6780 : f64 to i64
  llvm.call @printI64(%b6781) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6783 = llvm.call @cmp_ueq_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6784 = llvm.zext %r6783 : i1 to i64
  llvm.call @printI64(%x6784) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6785 = llvm.call @br_ueq_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6785) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6787 = llvm.call @sel_ueq_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6788 = llvm.bitcast %r6787 : f64 to i64
  llvm.call @printI64(%b6788) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6790 = llvm.call @cmp_ugt_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6791 = llvm.zext %r6790 : i1 to i64
  llvm.call @printI64(%x6791) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6792 = llvm.call @br_ugt_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6792) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6794 = llvm.call @sel_ugt_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6795 = llvm.bitcast %r6794 : f64 to i64
  llvm.call @printI64(%b6795) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6797 = llvm.call @cmp_uge_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6798 = llvm.zext %r6797 : i1 to i64
  llvm.call @printI64(%x6798) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6799 = llvm.call @br_uge_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6799) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6801 = llvm.call @sel_uge_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6802 = llvm.bitcast %r6801 : f64 to i64
  llvm.call @printI64(%b6802) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6804 = llvm.call @cmp_ult_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6805 = llvm.zext %r6804 : i1 to i64
  llvm.call @printI64(%x6805) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6806 = llvm.call @br_ult_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6806) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6808 = llvm.call @sel_ult_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6809 = llvm.bitcast %r6808 : f64 to i64
  llvm.call @printI64(%b6809) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6811 = llvm.call @cmp_ule_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6812 = llvm.zext %r6811 : i1 to i64
  llvm.call @printI64(%x6812) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6813 = llvm.call @br_ule_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6813) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6815 = llvm.call @sel_ule_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6816 = llvm.bitcast %r6815 : f64 to i64
  llvm.call @printI64(%b6816) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6818 = llvm.call @cmp_une_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6819 = llvm.zext %r6818 : i1 to i64
  llvm.call @printI64(%x6819) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6820 = llvm.call @br_une_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6820) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6822 = llvm.call @sel_une_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6823 = llvm.bitcast %r6822 : f64 to i64
  llvm.call @printI64(%b6823) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6825 = llvm.call @cmp_uno_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6826 = llvm.zext %r6825 : i1 to i64
  llvm.call @printI64(%x6826) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6827 = llvm.call @br_uno_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6827) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6829 = llvm.call @sel_uno_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6830 = llvm.bitcast %r6829 : f64 to i64
  llvm.call @printI64(%b6830) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6832 = llvm.call @cmp__true_f64(%c6264, %c6726) : (f64, f64) -> i1
  %x6833 = llvm.zext %r6832 : i1 to i64
  llvm.call @printI64(%x6833) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6834 = llvm.call @br__true_f64(%c6264, %c6726) : (f64, f64) -> i64
  llvm.call @printI64(%r6834) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6836 = llvm.call @sel__true_f64(%c6264, %c6726) : (f64, f64) -> f64
  %b6837 = llvm.bitcast %r6836 : f64 to i64
  llvm.call @printI64(%b6837) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6839 = llvm.mlir.constant(0 : i64) : i64
  %c6839 = llvm.bitcast %k6839 : i64 to f64
  %r6840 = llvm.call @trunc(%c6839) : (f64) -> f32
  %b6841 = llvm.bitcast %r6840 : f32 to i32
  %x6842 = llvm.zext %b6841 : i32 to i64
  llvm.call @printI64(%x6842) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6843 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c6843 = llvm.bitcast %k6843 : i64 to f64
  %r6844 = llvm.call @trunc(%c6843) : (f64) -> f32
  %b6845 = llvm.bitcast %r6844 : f32 to i32
  %x6846 = llvm.zext %b6845 : i32 to i64
  llvm.call @printI64(%x6846) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6847 = llvm.mlir.constant(4607632778762754458 : i64) : i64
  %c6847 = llvm.bitcast %k6847 : i64 to f64
  %r6848 = llvm.call @trunc(%c6847) : (f64) -> f32
  %b6849 = llvm.bitcast %r6848 : f32 to i32
  %x6850 = llvm.zext %b6849 : i32 to i64
  llvm.call @printI64(%x6850) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6851 = llvm.mlir.constant(5183643170566569984 : i64) : i64
  %c6851 = llvm.bitcast %k6851 : i64 to f64
  %r6852 = llvm.call @trunc(%c6851) : (f64) -> f32
  %b6853 = llvm.bitcast %r6852 : f32 to i32
  %x6854 = llvm.zext %b6853 : i32 to i64
  llvm.call @printI64(%x6854) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6855 = llvm.mlir.constant(9094988921128908188 : i64) : i64
  %c6855 = llvm.bitcast %k6855 : i64 to f64
  %r6856 = llvm.call @trunc(%c6855) : (f64) -> f32
  %b6857 = llvm.bitcast %r6856 : f32 to i32
  %x6858 = llvm.zext %b6857 : i32 to i64
  llvm.call @printI64(%x6858) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6859 = llvm.mlir.constant(-9104749988965452967 : i64) : i64
  %c6859 = llvm.bitcast %k6859 : i64 to f64
  %r6860 = llvm.call @trunc(%c6859) : (f64) -> f32
  %b6861 = llvm.bitcast %r6860 : f32 to i32
  %x6862 = llvm.zext %b6861 : i32 to i64
  llvm.call @printI64(%x6862) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6863 = llvm.mlir.constant(9218868437227405312 : i64) : i64
  %c6863 = llvm.bitcast %k6863 : i64 to f64
  %r6864 = llvm.call @trunc(%c6863) : (f64) -> f32
  %b6865 = llvm.bitcast %r6864 : f32 to i32
  %x6866 = llvm.zext %b6865 : i32 to i64
  llvm.call @printI64(%x6866) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6867 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c6867 = llvm.bitcast %k6867 : i64 to f64
  %r6868 = llvm.call @trunc(%c6867) : (f64) -> f32
  %b6869 = llvm.bitcast %r6868 : f32 to i32
  %x6870 = llvm.zext %b6869 : i32 to i64
  llvm.call @printI64(%x6870) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6871 = llvm.mlir.constant(3933566627244108473 : i64) : i64
  %c6871 = llvm.bitcast %k6871 : i64 to f64
  %r6872 = llvm.call @trunc(%c6871) : (f64) -> f32
  %b6873 = llvm.bitcast %r6872 : f32 to i32
  %x6874 = llvm.zext %b6873 : i32 to i64
  llvm.call @printI64(%x6874) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6875 = llvm.mlir.constant(4591870180066957722 : i64) : i64
  %c6875 = llvm.bitcast %k6875 : i64 to f64
  %r6876 = llvm.call @trunc(%c6875) : (f64) -> f32
  %b6877 = llvm.bitcast %r6876 : f32 to i32
  %x6878 = llvm.zext %b6877 : i32 to i64
  llvm.call @printI64(%x6878) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6879 = llvm.mlir.constant(0 : i32) : i32
  %c6879 = llvm.bitcast %k6879 : i32 to f32
  %r6880 = llvm.call @ext(%c6879) : (f32) -> f64
  %b6881 = llvm.bitcast %r6880 : f64 to i64
  llvm.call @printI64(%b6881) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6883 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c6883 = llvm.bitcast %k6883 : i32 to f32
  %r6884 = llvm.call @ext(%c6883) : (f32) -> f64
  %b6885 = llvm.bitcast %r6884 : f64 to i64
  llvm.call @printI64(%b6885) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6887 = llvm.mlir.constant(1066192077 : i32) : i32
  %c6887 = llvm.bitcast %k6887 : i32 to f32
  %r6888 = llvm.call @ext(%c6887) : (f32) -> f64
  %b6889 = llvm.bitcast %r6888 : f64 to i64
  llvm.call @printI64(%b6889) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6891 = llvm.mlir.constant(2139081118 : i32) : i32
  %c6891 = llvm.bitcast %k6891 : i32 to f32
  %r6892 = llvm.call @ext(%c6891) : (f32) -> f64
  %b6893 = llvm.bitcast %r6892 : f64 to i64
  llvm.call @printI64(%b6893) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6895 = llvm.mlir.constant(1 : i32) : i32
  %c6895 = llvm.bitcast %k6895 : i32 to f32
  %r6896 = llvm.call @ext(%c6895) : (f32) -> f64
  %b6897 = llvm.bitcast %r6896 : f64 to i64
  llvm.call @printI64(%b6897) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6899 = llvm.mlir.constant(-8388608 : i32) : i32
  %c6899 = llvm.bitcast %k6899 : i32 to f32
  %r6900 = llvm.call @ext(%c6899) : (f32) -> f64
  %b6901 = llvm.bitcast %r6900 : f64 to i64
  llvm.call @printI64(%b6901) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k6903 = llvm.mlir.constant(2143289344 : i32) : i32
  %c6903 = llvm.bitcast %k6903 : i32 to f32
  %r6904 = llvm.call @ext(%c6903) : (f32) -> f64
  %b6905 = llvm.bitcast %r6904 : f64 to i64
  llvm.call @printI64(%b6905) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
}
