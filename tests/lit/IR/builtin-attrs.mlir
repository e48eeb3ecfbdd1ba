// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// Every builtin attrs form prints exactly as mlir-opt 19 prints it.

"demo.attrs"() {a = 1.0e10 : f64, b = -0.0 : f32, c = 0x7FC00000 : f32, d = 0.1 : f16, e = "quote\" and \\ and \n", f = [1, "s", unit], g = {z = 1, a}, h = @a::@b, i = @"quoted name", j = array<i32: 1, -2>, k = array<f32>, l = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, m = dense<7> : tensor<200xi8>, n = dense<[true, false, true]> : vector<3xi1>, o = dense<(1.0, 2.0)> : tensor<complex<f32>>, p = dense<["a", "b"]> : tensor<2x!demo.str>, q = strided<[1, ?]>, r = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, s = -1 : si8, t = 255 : ui8, u = true, v = 18446744073709551615 : ui64, w = distinct[5]<{x}>, x = sparse<[[0, 1]], [5]> : tensor<2x2xi32>, y = dense<> : tensor<0xi32>, z = 1.5 : bf16} : () -> ()

// CHECK: #distinct = distinct[0]<{x}>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "demo.attrs"() {a = 1.000000e+10 : f64, b = -0.000000e+00 : f32, c = 0x7FC00000 : f32, d = 9.997550e-02 : f16, e = "quote\22 and \\ and \0A", f = [1, "s", unit], g = {a, z = 1 : i64}, h = @a::@b, i = @"quoted name", j = array<i32: 1, -2>, k = array<f32>, l = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, m = dense<7> : tensor<200xi8>, n = dense<[true, false, true]> : vector<3xi1>, o = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, p = dense<["a", "b"]> : tensor<2x!demo.str>, q = strided<[1, ?]>, r = #set, s = -1 : si8, t = 255 : ui8, u = true, v = 18446744073709551615 : ui64, w = #distinct, x = sparse<{{\[\[}}0, 1]], 5> : tensor<2x2xi32>, y = dense<> : tensor<0xi32>, z = 1.500000e+00 : bf16} : () -> ()
// CHECK-NEXT: }
