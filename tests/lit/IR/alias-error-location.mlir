// RUN: not rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s

// An undefined alias is consumed first and reported at the token after it, as upstream's
// `emitWrongTokenError` (at the end of the line when the next token starts the next one).

// CHECK: offset :7:24: error: undefined symbol alias id 'undef'
"demo.op"() {a = #undef} : () -> ()

// -----

// CHECK: offset :4:30: error: undefined symbol alias id 'undef_t'
func.func private @f(!undef_t)

// -----

// CHECK: offset :4:24: error: undefined symbol alias id 'undef'
"demo.op"() {a = #undef
} : () -> ()
