// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{unknown attribute `foo` in dialect `dlti`}}
"test.op"() {a = #dlti.foo<>} : () -> ()

// -----

// expected-error @+1 {{expected a type or a quoted string}}
"test.op"() {a = #dlti.dl_entry<3, 2>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"test.op"() {a = #dlti.dl_entry<i32 2>} : () -> ()

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
"test.op"() {a = #dlti.dl_spec<3>} : () -> ()

// -----

// expected-error @+1 {{repeated layout entry key: foo}}
"test.op"() {a = #dlti.dl_spec<#dlti.dl_entry<"foo", 64 : ui32>, #dlti.dl_entry<"foo", 2>>} : () -> ()

// -----

// expected-error @+1 {{repeated layout entry key: 'i32'}}
"test.op"() {a = #dlti.dl_spec<#dlti.dl_entry<i32, 64 : ui32>, #dlti.dl_entry<i32, 2>>} : () -> ()

// -----

// expected-error @+1 {{dlti.target_device_spec does not allow type as a key: 'i32'}}
"test.op"() {a = #dlti.target_device_spec<#dlti.dl_entry<i32, 64 : ui32>>} : () -> ()

// -----

// expected-error @+1 {{repeated layout entry key: x}}
"test.op"() {a = #dlti.target_device_spec<#dlti.dl_entry<"x", 1>, #dlti.dl_entry<"x", 2>>} : () -> ()

// -----

// expected-error @+1 {{repeated Device ID in dlti.target_system_spec: "CPU"}}
"test.op"() {a = #dlti.target_system_spec<"CPU" : #dlti.target_device_spec<#dlti.dl_entry<"x", 1>>, "CPU" : #dlti.target_device_spec<#dlti.dl_entry<"x", 1>>>} : () -> ()

// -----

// expected-error @+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = 1} {}

// -----

// expected-error @+1 {{'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute}}
module attributes {dlti.target_system_spec = 1} {}

// -----

// expected-error @+1 {{attribute 'dlti.foo' not supported by dialect}}
"test.op"() {dlti.foo = 1} : () -> ()

// -----

// expected-error @+1 {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, "a">>} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, dense<32> : vector<1xi32>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, dense<[32]> : vector<1xi32>>>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i32, dense<[64, 32]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, dense<[64, 32]> : vector<2xi64>>>} {}

// -----

// expected-error @+1 {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<f32, dense<[64, 32, 3]> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f32, dense<[64, 32, 3]> : vector<3xi64>>>} {}

// -----

// expected-error @+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<vector<2xf32>, 3>>} {}

// -----

// expected-error @+1 {{data layout specified for a type that does not support it}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.void, 3>>} {}

// -----

// expected-error @+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "foo">>} {}

// -----

// expected-error @+1 {{unknown data layout entry name: dlti.foo}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.foo", "foo">>} {}

// -----

// A spec elsewhere than on a module is checked for its kind only.
"test.op"() {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.foo", "foo">>} : () -> ()

// -----

// gpu.module specs are verified as modules' (upstream: its DataLayoutOpInterface).
module {
  // expected-error @+1 {{expected integer attribute in the data layout entry for 'index'}}
  "gpu.module"() ({
    "gpu.module_end"() : () -> ()
  }) {sym_name = "g", dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, "x">>} : () -> ()
}
