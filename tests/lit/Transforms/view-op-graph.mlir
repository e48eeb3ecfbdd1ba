// RUN: rmlir-opt -allow-unregistered-dialect %s -view-op-graph -o /dev/null 2>&1 | FileCheck %s
// RUN: rmlir-opt -allow-unregistered-dialect %s -view-op-graph="print-control-flow-edges print-data-flow-edges=0 max-label-len=5 print-result-types=false" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CF

// CHECK-LABEL: digraph G {
//  CHECK-NEXT:   compound = true;
//  CHECK-NEXT:   subgraph cluster_1 {
//  CHECK-NEXT:     v2 [label = " ", shape = plain];
//  CHECK-NEXT:     label = "builtin.module : ()\n";
//  CHECK-NEXT:     subgraph cluster_3 {
//  CHECK-NEXT:       v4 [label = " ", shape = plain];
//  CHECK-NEXT:       label = "";
//  CHECK-NEXT:       v5 [fillcolor = "0.000000 1.0 1.0", label = "demo.a : (i32)\n\narr: [...]\ns: \"x\\22y\\0A\"\nvalue: 42 : i32", shape = ellipse, style = filled];
//  CHECK-NEXT:       v6 [fillcolor = "0.142857 1.0 1.0", label = "demo.b : (i32, f32)\n", shape = ellipse, style = filled];
//  CHECK-NEXT:       subgraph cluster_7 {
//  CHECK-NEXT:         v8 [label = " ", shape = plain];
//  CHECK-NEXT:         label = "demo.c : ()\n";
//  CHECK-NEXT:         subgraph cluster_9 {
//  CHECK-NEXT:           v10 [label = " ", shape = plain];
//  CHECK-NEXT:           label = "";
//  CHECK-NEXT:           v11 [label = "arg0", shape = ellipse];
//  CHECK-NEXT:           v12 [label = "arg1", shape = ellipse];
//  CHECK-NEXT:           v13 [fillcolor = "0.285714 1.0 1.0", label = "demo.d : ()\n", shape = ellipse, style = filled];
//  CHECK-NEXT:           v14 [fillcolor = "0.428571 1.0 1.0", label = "demo.br : ()\n", shape = ellipse, style = filled];
//  CHECK-NEXT:         }
//  CHECK-NEXT:         subgraph cluster_15 {
//  CHECK-NEXT:           v16 [label = " ", shape = plain];
//  CHECK-NEXT:           label = "";
//  CHECK-NEXT:           v17 [fillcolor = "0.285714 1.0 1.0", label = "demo.d : ()\n", shape = ellipse, style = filled];
//  CHECK-NEXT:         }
//  CHECK-NEXT:       }
//  CHECK-NEXT:       v18 [fillcolor = "0.714286 1.0 1.0", label = "demo.e : ()\n", shape = ellipse, style = filled];
//  CHECK-NEXT:       v19 [fillcolor = "0.000000 1.0 1.0", label = "demo.a : (i32)\n", shape = ellipse, style = filled];
//  CHECK-NEXT:     }
//  CHECK-NEXT:   }
//  CHECK-NEXT:   v5 -> v6 [label = "0", style = solid];
//  CHECK-NEXT:   v5 -> v6 [label = "1", style = solid];
//  CHECK-NEXT:   v11 -> v13 [label = "0", style = solid];
//  CHECK-NEXT:   v5 -> v13 [label = "1", style = solid];
//  CHECK-NEXT:   v12 -> v17 [label = "", style = solid];
//  CHECK-NEXT:   v6 -> v8 [lhead = cluster_7, style = solid];
//  CHECK-NEXT:   v19 -> v18 [label = "", style = solid];
//  CHECK-NEXT: }

// CF: label = "builtin.module\n";
// CF: v5 [fillcolor = "0.000000 1.0 1.0", label = "demo.a\n\narr: [...]\ns: \"x\\22...\nvalue: 42 : ...", shape = ellipse, style = filled];
// CF: v5 -> v6 [label = "", style = dashed];
// CF-NEXT: v13 -> v14 [label = "", style = dashed];
// CF-NEXT: v6 -> v8 [lhead = cluster_7, style = dashed];
// CF-NEXT: v8 -> v18 [ltail = cluster_7, style = dashed];
// CF-NEXT: v18 -> v19 [label = "", style = dashed];
// CF-NEXT: }

%0 = "demo.a"() {value = 42 : i32, s = "x\"y\n", arr = [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]} : () -> i32
%1:2 = "demo.b"(%0, %0) <{p = 1}> : (i32, i32) -> (i32, f32)
"demo.c"(%1#1) ({
^bb0(%a: i32, %b: f32):
  "demo.d"(%a, %0) : (i32, i32) -> ()
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.d"(%b) : (f32) -> ()
}, {}) : (f32) -> ()
"demo.e"(%2) : (i32) -> ()
%2 = "demo.a"() : () -> i32
