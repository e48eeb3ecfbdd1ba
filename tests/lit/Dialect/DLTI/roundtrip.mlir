// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s

// Integer values print with their type, splat dense values as one element.
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>>} {
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<[64, 64]> : vector<2xi64>>>} {
}

// -----

// CHECK: "test.op"() {a = #dlti.dl_entry<"x", 1.000000e+00 : f32>, b = #dlti.dl_spec<>, c = #dlti.dl_entry<!llvm.ptr<1>, dense<[32, 32, 64]> : vector<3xi64>>} : () -> ()
"test.op"() {a = #dlti.dl_entry<"x", 1.0 : f32>, b = #dlti.dl_spec<>, c = #dlti.dl_entry<!llvm.ptr<1>, dense<[32,32,64]> : vector<3xi64>>} : () -> ()

// -----

// The other form of a dialect attribute, and a trailing type (dropped).
// CHECK: "test.op"() {a = #dlti.dl_spec<#dlti.dl_entry<"k", 2 : i64>>, b = #dlti.dl_spec<>} : () -> ()
"test.op"() {a = #dlti<dl_spec<#dlti.dl_entry<"k", 2>>>, b = #dlti.dl_spec<> : i32} : () -> ()

// -----

// CHECK: #dlti.target_system_spec<"CPU" : #dlti.target_device_spec<#dlti.dl_entry<"dlti.max_vector_op_width", 64 : ui32>>, "GPU" : #dlti.target_device_spec<#dlti.dl_entry<"x", 1 : i64>>>
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" : #dlti.target_device_spec<#dlti.dl_entry<"dlti.max_vector_op_width", 64 : ui32>>, "GPU": #dlti.target_device_spec<#dlti.dl_entry<"x", 1>>>} {
}

// -----

// Nested values get aliases as anywhere else.
// CHECK: #[[MAP:.*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK: "test.op"() {a = #dlti.dl_entry<"m", #[[MAP]]>} : () -> ()
#map = affine_map<(d0) -> (d0 + 1)>
"test.op"() {a = #dlti.dl_entry<"m", #map>} : () -> ()
