#!/usr/bin/env bash
# Differential test of rmlir-filecheck against LLVM's FileCheck.
#
# Runs both tools over every case in tests/harness/filecheck-cases/*.case and
# reports each case where they disagree on pass/fail (and, separately, on the
# exact exit status), plus cases whose recorded `EXPECT:` status no longer
# matches LLVM.
#
# Usage: scripts/filecheck-diff.sh [--update] [CASE...]
#   --update   rewrite each case's `EXPECT:` line with LLVM's exit status
#              (the recorded value is what `cargo test -p rmlir-lit` checks
#              rmlir-filecheck against when LLVM is not installed).
# Environment: LLVM_FILECHECK (default /usr/lib/llvm-19/bin/FileCheck),
#              CARGO_TARGET_DIR (where rmlir-filecheck is built),
#              RMLIR_FILECHECK (use this binary instead of building one).
#
# Case file format:
#   ARGS: <FileCheck options, shell-quoted>      (optional)
#   EXPECT: <LLVM FileCheck exit status>          (optional)
#   KNOWN-DIFF: <rmlir exit status> <why>         (optional: a documented
#                        deviation; reported, but not counted as a failure)
#   === check            check-file lines follow (`=== check (no-eol)` drops
#   ...                  the final newline)
#   === input            input lines follow (`=== input (no-eol)` likewise)
#   ...
set -u

root=$(cd "$(dirname "$0")/.." && pwd)
cases_dir=$root/tests/harness/filecheck-cases
llvm_fc=${LLVM_FILECHECK:-/usr/lib/llvm-19/bin/FileCheck}
target=${CARGO_TARGET_DIR:-$root/target}

update=0
if [[ ${1:-} == --update ]]; then
  update=1
  shift
fi

if [[ ! -x $llvm_fc ]]; then
  echo "LLVM FileCheck not found at $llvm_fc (set LLVM_FILECHECK)" >&2
  exit 2
fi

if [[ -n ${RMLIR_FILECHECK:-} ]]; then
  rm_fc=$RMLIR_FILECHECK
else
  cargo build --quiet --manifest-path "$root/tests/harness/Cargo.toml" --bin rmlir-filecheck \
    --target-dir "$target" || exit 2
  rm_fc=$target/debug/rmlir-filecheck
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Splits a case file into $tmp/check.txt, $tmp/input.txt, $tmp/args, $tmp/expect.
split_case() {
  : >"$tmp/check.txt"
  : >"$tmp/input.txt"
  : >"$tmp/args"
  : >"$tmp/expect"
  : >"$tmp/known"
  rm -f "$tmp/check.noeol" "$tmp/input.noeol"
  awk -v dir="$tmp" '
    /^=== check( \(no-eol\))?$/ { sec = "check"; if ($0 ~ /no-eol/) print "" > (dir "/check.noeol"); next }
    /^=== input( \(no-eol\))?$/ { sec = "input"; if ($0 ~ /no-eol/) print "" > (dir "/input.noeol"); next }
    sec == "" && /^ARGS:/   { sub(/^ARGS: */, ""); print > (dir "/args"); next }
    sec == "" && /^EXPECT:/ { sub(/^EXPECT: */, ""); print > (dir "/expect"); next }
    sec == "" && /^KNOWN-DIFF:/ { sub(/^KNOWN-DIFF: */, ""); print > (dir "/known"); next }
    sec == "check" { print > (dir "/check.txt") }
    sec == "input" { print > (dir "/input.txt") }
  ' "$1"
  for part in check input; do
    if [[ -e $tmp/$part.noeol && -s $tmp/$part.txt ]]; then
      head -c -1 "$tmp/$part.txt" >"$tmp/$part.tmp" && mv "$tmp/$part.tmp" "$tmp/$part.txt"
    fi
  done
}

total=0
pass_fail_diff=0
code_diff=0
known_diff=0
stale=0
if [[ $# -gt 0 ]]; then
  files=("$@")
else
  files=("$cases_dir"/*.case)
fi
for case in "${files[@]}"; do
  name=$(basename "$case" .case)
  split_case "$case"
  eval "args=($(cat "$tmp/args"))"
  (cd "$tmp" && "$llvm_fc" check.txt "${args[@]}" <input.txt >llvm.out 2>&1)
  llvm_rc=$?
  (cd "$tmp" && "$rm_fc" check.txt "${args[@]}" <input.txt >rmlir.out 2>&1)
  rm_rc=$?
  total=$((total + 1))
  known=$(cat "$tmp/known")
  if [[ -n $known ]]; then
    if [[ ${known%% *} == "$rm_rc" && $llvm_rc != "$rm_rc" ]]; then
      known_diff=$((known_diff + 1))
      echo "KNOWN $name: FileCheck=$llvm_rc rmlir-filecheck=$rm_rc (${known#* })"
    else
      pass_fail_diff=$((pass_fail_diff + 1))
      echo "UNEXPECTED $name: marked KNOWN-DIFF '$known' but FileCheck=$llvm_rc rmlir-filecheck=$rm_rc"
    fi
  elif (((llvm_rc == 0) != (rm_rc == 0))); then
    pass_fail_diff=$((pass_fail_diff + 1))
    echo "DISAGREE $name: FileCheck=$llvm_rc rmlir-filecheck=$rm_rc"
    sed 's/^/    llvm | /' "$tmp/llvm.out" | head -8
    sed 's/^/   rmlir | /' "$tmp/rmlir.out" | head -8
  elif ((llvm_rc != rm_rc)); then
    code_diff=$((code_diff + 1))
    echo "EXIT-CODE $name: FileCheck=$llvm_rc rmlir-filecheck=$rm_rc"
  fi
  recorded=$(cat "$tmp/expect")
  if ((update)); then
    grep -v '^EXPECT:' "$case" | awk -v rc="$llvm_rc" '
      !done && /^=== / { print "EXPECT: " rc; done = 1 }
      { print }' >"$tmp/rewritten" && cat "$tmp/rewritten" >"$case"
  elif [[ -n $recorded && $recorded != "$llvm_rc" ]]; then
    stale=$((stale + 1))
    echo "STALE $name: EXPECT=$recorded but FileCheck=$llvm_rc"
  fi
done

echo "cases: $total, pass/fail disagreements: $pass_fail_diff, exit-code-only differences: $code_diff, known (documented) differences: $known_diff, stale EXPECT lines: $stale"
((pass_fail_diff == 0 && stale == 0))
