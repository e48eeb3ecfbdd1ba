// RUN: rmlir-opt %s -convert-math-to-libm -verify-diagnostics

// Math ops without a libm function stay, so the conversion fails.
func.func @ctlz(%a: i32) -> i32 {
  // expected-error @+1 {{failed to legalize operation 'math.ctlz' that was explicitly marked illegal}}
  %0 = math.ctlz %a : i32
  return %0 : i32
}
