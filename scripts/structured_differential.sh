#!/usr/bin/env bash
# The structured-dialects figures (affine, vector, linalg, and the generic transforms):
#   1. round trip (custom form parsed and printed) of every chunk of Dialect/{Affine,Vector,Linalg};
#   2. expected-* chunks of those directories under --verify-diagnostics;
#   3. every RUN line of the pass tests for the transforms and lowerings these dialects bring
#      (Dialect/{Affine,Vector,Linalg}, their conversions, the generic transforms' tests).
# Usage: scripts/structured_differential.sh [RMLIR_OPT] [extra differential.py flags...]
set -euo pipefail
cd "$(dirname "$0")/.."
U=${UPSTREAM_TESTS:-/work/shared/upstream-tests/mlir/test}
OPT=${1:-$PWD/target/release/rmlir-opt}
shift || true
D=(python3 scripts/differential.py --rmlir-opt "$OPT" --max-list 0 "$@")
DIALECTS=("$U/Dialect/Affine" "$U/Dialect/Vector" "$U/Dialect/Linalg")
PASS_TESTS=("${DIALECTS[@]}" "$U/Conversion/AffineToStandard" "$U/Conversion/VectorToSCF"
  "$U"/Transforms/inlining*.mlir "$U"/Transforms/sccp*.mlir "$U"/Transforms/control-flow-sink*.mlir
  "$U/Transforms/mem2reg.mlir" "$U/Dialect/MemRef/mem2reg.mlir" "$U/Dialect/MemRef/sroa.mlir"
  "$U/Dialect/LLVMIR/mem2reg.mlir" "$U/Dialect/LLVMIR/sroa.mlir" "$U/Dialect/SCF/control-flow-sink.mlir")
for mode in original verify; do
  echo "== $mode: Dialect/{Affine,Vector,Linalg}"
  "${D[@]}" --mode "$mode" "${DIALECTS[@]}" | grep '^SUMMARY'
done
echo "== run: RUN lines of the dialect, conversion and transform tests"
"${D[@]}" --mode run "${PASS_TESTS[@]}" | grep '^SUMMARY'
