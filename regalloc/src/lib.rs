//! rmlir-regalloc: register allocation of machine IR on regalloc2: Ion (backtracking) by
//! default, Fastalloc for fast builds, and regalloc2's symbolic checker over every allocation
//! in debug builds (or when asked).

use regalloc2::{Algorithm, MachineEnv, Output, RegallocOptions};
use rmlir_isel::vcode::{MachInst, VCode};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Allocator {
    #[default]
    Ion,
    Fast,
}

/// Allocates `code`'s registers; runs the checker in debug builds or when `check` is set.
pub fn allocate<I: MachInst>(
    code: &VCode<I>,
    env: &MachineEnv,
    alloc: Allocator,
    check: bool,
) -> Result<Output, String> {
    let opts = RegallocOptions {
        verbose_log: false,
        validate_ssa: cfg!(debug_assertions),
        algorithm: match alloc {
            Allocator::Ion => Algorithm::Ion,
            Allocator::Fast => Algorithm::Fastalloc,
        },
    };
    let out = regalloc2::run(code, env, &opts)
        .map_err(|e| format!("register allocation failed: {e:?}"))?;
    if check || cfg!(debug_assertions) {
        let mut checker = regalloc2::checker::Checker::new(code, env);
        checker.prepare(&out);
        checker
            .run()
            .map_err(|e| format!("register allocation checker: {e:?}"))?;
    }
    Ok(out)
}
