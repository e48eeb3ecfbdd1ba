// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

#root = #llvm.tbaa_root<id = "r">
#desc = #llvm.tbaa_type_desc<id = "d", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #desc, access_type = #desc, offset = 0>
// A parameter of the wrong kind, then which parameter failed (after the alias).
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TBAATagAttr parameter 'access_type' which is to be a `TBAATypeDescriptorAttr`}}
#bad = #llvm.tbaa_tag<base_type = #desc, access_type = #tag, offset = 0>

// -----

#root = #llvm.tbaa_root<id = "r">
#desc = #llvm.tbaa_type_desc<id = "d", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #desc, access_type = #desc, offset = 0>
// Nested failures report each level.
// expected-error @+3 {{invalid kind of attribute specified}}
// expected-error @+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
#bad = #llvm.tbaa_type_desc<id = "long", members = {<#tag, 0>}>

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TBAARootAttr parameter 'id' which is to be a `StringAttr`}}
#bad = #llvm.tbaa_root<id = 3>

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: id}}
#bad = #llvm.tbaa_root<id = "a", id = "b">

// -----

// expected-error @+1 {{struct is missing required parameter: access_type}}
#bad = #llvm.tbaa_tag<base_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, offset = 0>

// -----

// expected-error @+1 {{expected ','}}
#bad = #llvm.tbaa_type_desc<id = "a">

// -----

// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
#bad = #llvm.tbaa_type_desc<id = "a", members = {}>
