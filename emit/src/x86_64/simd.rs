//! Encoding of the packed SIMD instructions ([`Inst::VLoad`] .. [`Inst::VMaskMov`]): SSE
//! forms without VEX, AVX forms (xmm or ymm) with it. iced-x86's `Code` of each form is found
//! by its name (`Addps_xmm_xmmm128`, `VEX_Vaddps_ymm_ymm_ymmm256`).

use super::{hw, Emitter};
use iced_x86::{Code, Instruction, Register};
use rmlir_isel::vcode::Reg;
use rmlir_isel::x86_64::inst::*;
use std::collections::HashMap;
use std::sync::OnceLock;

pub(super) const YMM: [Register; 16] = [
    Register::YMM0,
    Register::YMM1,
    Register::YMM2,
    Register::YMM3,
    Register::YMM4,
    Register::YMM5,
    Register::YMM6,
    Register::YMM7,
    Register::YMM8,
    Register::YMM9,
    Register::YMM10,
    Register::YMM11,
    Register::YMM12,
    Register::YMM13,
    Register::YMM14,
    Register::YMM15,
];

/// The `Code` named `name`.
fn code(name: &str) -> Result<Code, String> {
    static MAP: OnceLock<HashMap<String, Code>> = OnceLock::new();
    MAP.get_or_init(|| Code::values().map(|c| (format!("{c:?}"), c)).collect())
        .get(name)
        .copied()
        .ok_or_else(|| format!("no encoding '{name}'"))
}

/// The register of `r` at the width `wide` picks.
pub(super) fn vreg(r: Reg, wide: bool) -> Register {
    if wide {
        YMM[hw(r)]
    } else {
        super::xmm(r)
    }
}

/// A mnemonic and its immediate.
fn split<T: std::fmt::Debug>(op: T) -> (String, Option<u8>) {
    let s = format!("{op:?}");
    match s.split_once('(') {
        Some((n, rest)) => {
            let imm = rest.trim_end_matches(')');
            // `ShiftImm(Pslld, 3)`: the shift's name and count.
            let (n2, imm) = match imm.split_once(", ") {
                Some((inner, i)) => (inner.to_string(), i),
                None => (n.to_string(), imm),
            };
            (n2, imm.parse().ok())
        }
        None => (s, None),
    }
}

fn is_count_shift(name: &str) -> bool {
    matches!(
        name,
        "Psllw" | "Pslld" | "Psllq" | "Psrlw" | "Psrld" | "Psrlq" | "Psraw" | "Psrad"
    )
}

impl Emitter<'_> {
    /// Before calls and returns of functions using ymm registers (as llc): the callee or
    /// caller may run legacy SSE code, which a dirty upper state slows down.
    pub(super) fn vzeroupper(&mut self) {
        if self.f.vcode.wide_spills && !self.keep_upper {
            self.put(Ok(Instruction::with(Code::VEX_Vzeroupper)));
        }
    }

    fn v_put(&mut self, r: Result<Result<Instruction, iced_x86::IcedError>, String>) {
        match r {
            Ok(i) => self.put(i),
            Err(e) => {
                if self.error.is_none() {
                    self.error = Some(e);
                }
            }
        }
    }

    /// Encodes the packed instructions; `false` for any other.
    pub(super) fn simd_inst(&mut self, i: &Inst) -> bool {
        match i {
            Inst::VLoad { wide, addr, dst } => {
                let (m, rel) = self.mem(addr);
                let c = if *wide {
                    Code::VEX_Vmovups_ymm_ymmm256
                } else if self.f.vcode.wide_spills {
                    Code::VEX_Vmovups_xmm_xmmm128
                } else {
                    Code::Movups_xmm_xmmm128
                };
                self.emit_mem(Instruction::with2(c, vreg(*dst, *wide), m), rel);
            }
            Inst::VStore { wide, src, addr } => {
                let (m, rel) = self.mem(addr);
                let c = if *wide {
                    Code::VEX_Vmovups_ymmm256_ymm
                } else if self.f.vcode.wide_spills {
                    Code::VEX_Vmovups_xmmm128_xmm
                } else {
                    Code::Movups_xmmm128_xmm
                };
                self.emit_mem(Instruction::with2(c, m, vreg(*src, *wide)), rel);
            }
            Inst::VBin {
                op,
                wide,
                vex,
                src1,
                src2,
                dst,
            } => {
                let (name, imm) = split(op);
                let (d, a, b) = (vreg(*dst, *wide), vreg(*src1, *wide), vreg(*src2, *wide));
                if !*vex {
                    if hw(*src1) != hw(*dst) {
                        self.put(Instruction::with2(Code::Movaps_xmm_xmmm128, d, a));
                    }
                    let mut n = format!("{name}_xmm_xmmm128");
                    if imm.is_some() {
                        n.push_str("_imm8");
                    }
                    let r = code(&n).map(|c| match imm {
                        Some(k) => Instruction::with3(c, d, b, k as u32),
                        None => Instruction::with2(c, d, b),
                    });
                    self.v_put(r);
                } else {
                    let (x, m) = if *wide {
                        ("ymm", "ymmm256")
                    } else {
                        ("xmm", "xmmm128")
                    };
                    let n = if name == "Vinsertf128" {
                        "VEX_Vinsertf128_ymm_ymm_xmmm128_imm8".to_string()
                    } else if is_count_shift(&name) {
                        format!("VEX_V{}_{x}_{x}_xmmm128", name.to_lowercase())
                    } else {
                        let mut n = format!("VEX_V{}_{x}_{x}_{m}", name.to_lowercase());
                        if imm.is_some() {
                            n.push_str("_imm8");
                        }
                        n
                    };
                    let b = if name == "Vinsertf128" || is_count_shift(&name) {
                        super::xmm(*src2)
                    } else {
                        b
                    };
                    let r = code(&n).map(|c| match imm {
                        Some(k) => Instruction::with4(c, d, a, b, k as u32),
                        None => Instruction::with3(c, d, a, b),
                    });
                    self.v_put(r);
                }
            }
            Inst::VUn {
                op,
                wide,
                vex,
                src,
                dst,
            } => {
                let (name, imm) = split(op);
                let (d, s) = (vreg(*dst, *wide), vreg(*src, *wide));
                let (x, m) = if *wide {
                    ("ymm", "ymmm256")
                } else {
                    ("xmm", "xmmm128")
                };
                let shift = matches!(op, VUnOp::ShiftImm(..) | VUnOp::Psrldq(_));
                let r = if !*vex {
                    if shift {
                        if hw(*src) != hw(*dst) {
                            self.put(Instruction::with2(Code::Movaps_xmm_xmmm128, d, s));
                        }
                        code(&format!("{name}_xmm_imm8"))
                            .map(|c| Instruction::with2(c, d, imm.unwrap_or(0) as u32))
                    } else {
                        let mut n = format!("{name}_xmm_xmmm128");
                        if imm.is_some() {
                            n.push_str("_imm8");
                        }
                        code(&n).map(|c| match imm {
                            Some(k) => Instruction::with3(c, d, s, k as u32),
                            None => Instruction::with2(c, d, s),
                        })
                    }
                } else {
                    let lower = name.to_lowercase();
                    let xs = super::xmm(*src);
                    match op {
                        VUnOp::Vbroadcastss | VUnOp::Vbroadcastsd => {
                            code(&format!("VEX_{name}_{x}_xmm"))
                                .map(|c| Instruction::with2(c, d, xs))
                        }
                        VUnOp::Vpbroadcastb
                        | VUnOp::Vpbroadcastw
                        | VUnOp::Vpbroadcastd
                        | VUnOp::Vpbroadcastq => {
                            let bits = match op {
                                VUnOp::Vpbroadcastb => 8,
                                VUnOp::Vpbroadcastw => 16,
                                VUnOp::Vpbroadcastd => 32,
                                _ => 64,
                            };
                            code(&format!("VEX_{name}_{x}_xmmm{bits}"))
                                .map(|c| Instruction::with2(c, d, xs))
                        }
                        VUnOp::Vextractf128(k) => {
                            code("VEX_Vextractf128_xmmm128_ymm_imm8").map(|c| {
                                Instruction::with3(c, super::xmm(*dst), YMM[hw(*src)], *k as u32)
                            })
                        }
                        VUnOp::Vpermq(k) => code("VEX_Vpermq_ymm_ymmm256_imm8")
                            .map(|c| Instruction::with3(c, d, s, *k as u32)),
                        _ if shift => code(&format!("VEX_V{lower}_{x}_{x}_imm8"))
                            .map(|c| Instruction::with3(c, d, s, imm.unwrap_or(0) as u32)),
                        _ => {
                            let mut n = format!("VEX_V{lower}_{x}_{m}");
                            if imm.is_some() {
                                n.push_str("_imm8");
                            }
                            code(&n).map(|c| match imm {
                                Some(k) => Instruction::with3(c, d, s, k as u32),
                                None => Instruction::with2(c, d, s),
                            })
                        }
                    }
                };
                self.v_put(r);
            }
            Inst::VFma {
                double,
                packed,
                wide,
                acc,
                a,
                b,
                dst,
            } => {
                let c = match (packed, double, wide) {
                    (false, false, _) => Code::VEX_Vfmadd231ss_xmm_xmm_xmmm32,
                    (false, true, _) => Code::VEX_Vfmadd231sd_xmm_xmm_xmmm64,
                    (true, false, false) => Code::VEX_Vfmadd231ps_xmm_xmm_xmmm128,
                    (true, true, false) => Code::VEX_Vfmadd231pd_xmm_xmm_xmmm128,
                    (true, false, true) => Code::VEX_Vfmadd231ps_ymm_ymm_ymmm256,
                    (true, true, true) => Code::VEX_Vfmadd231pd_ymm_ymm_ymmm256,
                };
                let w = *wide && *packed;
                if hw(*acc) != hw(*dst) {
                    self.put(Instruction::with2(
                        Code::Movaps_xmm_xmmm128,
                        super::xmm(*dst),
                        super::xmm(*acc),
                    ));
                }
                self.put(Instruction::with3(
                    c,
                    vreg(*dst, w),
                    vreg(*a, w),
                    vreg(*b, w),
                ));
            }
            Inst::VBlendv {
                double,
                wide,
                f,
                t,
                mask,
                dst,
            } => {
                let c = match (double, wide) {
                    (false, false) => Code::VEX_Vblendvps_xmm_xmm_xmmm128_xmm,
                    (true, false) => Code::VEX_Vblendvpd_xmm_xmm_xmmm128_xmm,
                    (false, true) => Code::VEX_Vblendvps_ymm_ymm_ymmm256_ymm,
                    (true, true) => Code::VEX_Vblendvpd_ymm_ymm_ymmm256_ymm,
                };
                let w = *wide;
                self.put(Instruction::with4(
                    c,
                    vreg(*dst, w),
                    vreg(*f, w),
                    vreg(*t, w),
                    vreg(*mask, w),
                ));
            }
            Inst::VMaskMov {
                store,
                int,
                double,
                wide,
                mask,
                addr,
                reg,
            } => {
                let mn = match (int, double) {
                    (false, false) => "Vmaskmovps",
                    (false, true) => "Vmaskmovpd",
                    (true, false) => "Vpmaskmovd",
                    (true, true) => "Vpmaskmovq",
                };
                let (x, bits) = if *wide { ("ymm", 256) } else { ("xmm", 128) };
                let (m, rel) = self.mem(addr);
                let (mk, rg) = (vreg(*mask, *wide), vreg(*reg, *wide));
                let r = if *store {
                    code(&format!("VEX_{mn}_m{bits}_{x}_{x}"))
                        .map(|c| Instruction::with3(c, m, mk, rg))
                } else {
                    code(&format!("VEX_{mn}_{x}_{x}_m{bits}"))
                        .map(|c| Instruction::with3(c, rg, mk, m))
                };
                match r {
                    Ok(i) => self.emit_mem(i, rel),
                    Err(e) => {
                        if self.error.is_none() {
                            self.error = Some(e);
                        }
                    }
                }
            }
            _ => return false,
        }
        true
    }
}
