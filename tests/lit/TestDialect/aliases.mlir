// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s

// The test dialect names aliases of some string attributes and types (upstream's
// `TestOpAsmInterface`); names are sanitized as upstream's `sanitizeIdentifier` does.

// CHECK-DAG: #test_encoding = "alias_test:tensor_encoding"
// Both sanitize to `test_alias_conflict0_`; numbered in the order of first use.
// CHECK-DAG: #test_alias_conflict0_ = "alias_test:sanitize_conflict_b"
// CHECK-DAG: #test_alias_conflict0_1 = "alias_test:sanitize_conflict_a"
// CHECK-DAG: #_25test = "alias_test:prefixed_symbol"
// CHECK-DAG: #test2Ealias = "alias_test:dot_in_name"
// CHECK-DAG: !test_ui8_ = !test.int<unsigned, 8>
// CHECK-DAG: !test_tuple = tuple<!test.smpla, !test.smpla>
// CHECK-DAG: !tuple = tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>

// CHECK: = "test.op"() {a = #test_alias_conflict0_, b = [#test_alias_conflict0_1, #test2Ealias], c = #_25test} : () -> tensor<2x!test_ui8_>
"test.op"() {a = "alias_test:sanitize_conflict_b", b = ["alias_test:sanitize_conflict_a", "alias_test:dot_in_name"], c = "alias_test:prefixed_symbol"} : () -> tensor<2x!test.int<unsigned, 8>>
// CHECK: = "test.op"() : () -> (tensor<4xi1, #test_encoding>, !test_tuple, !tuple, tuple<!test.smpla, i1>)
"test.op"() : () -> (tensor<4xi1, "alias_test:tensor_encoding">, tuple<!test.smpla, !test.smpla>, tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>, tuple<!test.smpla, i1>)
