// RUN: rmlir-opt %s | FileCheck %s

// TBAA attributes are parsed for their structure: parameters in any order print in
// declaration order, defaults are left out, `<>` roots are plain roots, and nested type
// descriptors written stripped are aliased like the others.
// CHECK:      #tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
// CHECK-NEXT: #tbaa_root1 = #llvm.tbaa_root
// CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
// CHECK-NEXT: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "z", members = {<#tbaa_root1, 4>}>
// CHECK-NEXT: #tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "y", members = {<#tbaa_root1, 1>}>
// CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
// CHECK-NEXT: #tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc, offset = 3, constant = true>
// CHECK-NEXT: #tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc2, offset = 0>
// CHECK-NEXT: #tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "x", members = {<#tbaa_root, 0>, <#tbaa_type_desc, 8>}>
// CHECK-NEXT: #tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 1>
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#root2 = #llvm.tbaa_root
#root3 = #llvm.tbaa_root<>
#desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#desc2 = #llvm.tbaa_type_desc<members = {<#root, 0>, #llvm.tbaa_member<#desc, 8>}, id = "x">
#desc3 = #llvm.tbaa_type_desc<id = "y", members = {<#root3, 1>}>
#tag = #llvm.tbaa_tag<access_type = #desc, base_type = #desc, offset = 0>
#tag2 = #llvm.tbaa_tag<access_type = #desc, base_type = <id = "z", members = {<#root2, 4>}>, offset = 3, constant = true>
#tag3 = #llvm.tbaa_tag<base_type = #desc, access_type = #desc3, offset = 0, constant = false>
// CHECK: llvm.load %arg0 {tbaa = [#tbaa_tag, #tbaa_tag1, #tbaa_tag2, #tbaa_tag3]} : !llvm.ptr -> i32
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p {tbaa = [#tag, #tag2, #tag3, #llvm.tbaa_tag<access_type = #desc2, base_type = #desc2, offset = 1>]} : !llvm.ptr -> i32
  llvm.return
}
