// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect --mlir-disable-threading

// Function bodies are parsed in parallel, yet an alias is only visible after its definition.
func.func @f() {
  // expected-error @+1 {{undefined symbol alias id 'late'}}
  "demo.op"() {a = #late} : () -> ()
  return
}
#late = 1 : i32

// -----

// The first error in source order is the one reported.
func.func @ok() {
  return
}
func.func @bad1() {
  // expected-error @+1 {{invalid SSA name}}
  "demo.op"(%) : () -> ()
  return
}
func.func @bad2() {
  "demo.op"(%) : () -> ()
  return
}

// -----

func.func @g() {
  "demo.op"() : () -> ()
  return
}
// expected-error @+1 {{custom op 'nosuchop' is unknown}}
nosuchop

// -----

func.func @h() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "demo.op"(%undefined) : (i32) -> ()
  return
}
