// Half floats cross calls in SSE registers (low 16 bits), the ninth and later on the stack,
// as llc passes them.
module {
  llvm.func @hsum(%a0: f16, %a1: f16, %a2: f16, %a3: f16, %a4: f16, %a5: f16, %a6: f16,
                  %a7: f16, %a8: f16, %a9: f16, %i: i32, %b: bf16) -> f16 {
    %s1 = llvm.fadd %a0, %a1 : f16
    %s2 = llvm.fadd %s1, %a2 : f16
    %s3 = llvm.fadd %s2, %a3 : f16
    %s4 = llvm.fadd %s3, %a4 : f16
    %s5 = llvm.fadd %s4, %a5 : f16
    %s6 = llvm.fadd %s5, %a6 : f16
    %s7 = llvm.fadd %s6, %a7 : f16
    %m8 = llvm.fmul %a8, %a9 : f16
    %s8 = llvm.fadd %s7, %m8 : f16
    %fi = llvm.sitofp %i : i32 to f16
    %s9 = llvm.fadd %s8, %fi : f16
    %bf = llvm.fpext %b : bf16 to f32
    %hf = llvm.fptrunc %bf : f32 to f16
    %s10 = llvm.fadd %s9, %hf : f16
    llvm.return %s10 : f16
  }
}
