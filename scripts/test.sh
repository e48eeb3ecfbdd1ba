#!/usr/bin/env bash
# The whole test suite: installs what it needs on a fresh Debian machine, then runs
# formatting, lints and every test (unit, doc, lit).
set -euo pipefail
cd "$(dirname "$0")/.."

need_pkgs=()
command -v python3 >/dev/null || need_pkgs+=(python3)
# LLVM 19's MLIR tools and runner libraries: the oracle for tests/exec_differential.rs
# (mlir-opt, mlir-translate, mlir-cpu-runner; libmlir_{c_,}runner_utils.so).
[ -x /usr/lib/llvm-19/bin/mlir-cpu-runner ] || need_pkgs+=(mlir-19-tools)
ls /usr/lib/llvm-19/lib/libmlir_c_runner_utils.so* >/dev/null 2>&1 || need_pkgs+=(libmlir-19)
# tests/dwarf.rs: gdb breaks on .mlir lines (linked executables and rmlir-runner's JIT
# interface), addr2line maps addresses back, llvm-dwarfdump-19 --verify checks the DWARF.
command -v gdb >/dev/null || need_pkgs+=(gdb)
command -v addr2line >/dev/null || need_pkgs+=(binutils)
command -v llvm-dwarfdump-19 >/dev/null || need_pkgs+=(llvm-19)
if [ ${#need_pkgs[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    # Tests needing a missing tool say they are skipped: a failed install is not fatal.
    { apt-get update -qq && apt-get install -y -qq "${need_pkgs[@]}"; } ||
      echo "could not install: ${need_pkgs[*]}" >&2
  else
    echo "missing packages: ${need_pkgs[*]} (run as root to install)" >&2
  fi
fi
rustup component list --installed 2>/dev/null | grep -q rustfmt || rustup component add rustfmt clippy 2>/dev/null || true

cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace
