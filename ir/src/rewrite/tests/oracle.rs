//! Inputs and `mlir-opt` 19 outputs (`-allow-unregistered-dialect -mlir-print-op-generic
//! -canonicalize="<options>"`) pinning the greedy driver: fold order, constant
//! placement, iterations, region DCE, block merging and redundant-argument removal.

/// (name, input, canonicalize options, expected output)
pub(super) static CASES: &[(&str, &str, &str, &str)] = &[
    (
        "fold_order",
        r##""demo.func"() ({
^bb0(%x: i32):
  %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %c7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %c3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
  %a = "arith.andi"(%c7, %c3) : (i32, i32) -> i32
  %b = "arith.ori"(%x, %c0) : (i32, i32) -> i32
  %c = "arith.ori"(%c3, %x) : (i32, i32) -> i32
  %d = "arith.andi"(%x, %x) : (i32, i32) -> i32
  %e = "arith.ori"(%c7, %c3) : (i32, i32) -> i32
  %f = "arith.andi"(%c, %c0) : (i32, i32) -> i32
  "demo.region"() ({
    %c5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %g = "arith.andi"(%c5, %c3) : (i32, i32) -> i32
    "demo.use"(%g) : (i32) -> ()
  }) : () -> ()
  "demo.ret"(%a, %b, %c, %d, %e, %f) : (i32, i32, i32, i32, i32, i32) -> ()
}) : () -> ()
"##,
        "",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.ori"(%arg0, %2) : (i32, i32) -> i32
    "demo.region"() ({
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "demo.use"(%4) : (i32) -> ()
    }) : () -> ()
    "demo.ret"(%2, %arg0, %3, %arg0, %0, %1) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "fold_order",
        r##""demo.func"() ({
^bb0(%x: i32):
  %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %c7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %c3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
  %a = "arith.andi"(%c7, %c3) : (i32, i32) -> i32
  %b = "arith.ori"(%x, %c0) : (i32, i32) -> i32
  %c = "arith.ori"(%c3, %x) : (i32, i32) -> i32
  %d = "arith.andi"(%x, %x) : (i32, i32) -> i32
  %e = "arith.ori"(%c7, %c3) : (i32, i32) -> i32
  %f = "arith.andi"(%c, %c0) : (i32, i32) -> i32
  "demo.region"() ({
    %c5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %g = "arith.andi"(%c5, %c3) : (i32, i32) -> i32
    "demo.use"(%g) : (i32) -> ()
  }) : () -> ()
  "demo.ret"(%a, %b, %c, %d, %e, %f) : (i32, i32, i32, i32, i32, i32) -> ()
}) : () -> ()
"##,
        "top-down=false",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.ori"(%arg0, %2) : (i32, i32) -> i32
    "demo.region"() ({
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "demo.use"(%4) : (i32) -> ()
    }) : () -> ()
    "demo.ret"(%2, %arg0, %3, %arg0, %0, %1) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "fold_order",
        r##""demo.func"() ({
^bb0(%x: i32):
  %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %c7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %c3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
  %a = "arith.andi"(%c7, %c3) : (i32, i32) -> i32
  %b = "arith.ori"(%x, %c0) : (i32, i32) -> i32
  %c = "arith.ori"(%c3, %x) : (i32, i32) -> i32
  %d = "arith.andi"(%x, %x) : (i32, i32) -> i32
  %e = "arith.ori"(%c7, %c3) : (i32, i32) -> i32
  %f = "arith.andi"(%c, %c0) : (i32, i32) -> i32
  "demo.region"() ({
    %c5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %g = "arith.andi"(%c5, %c3) : (i32, i32) -> i32
    "demo.use"(%g) : (i32) -> ()
  }) : () -> ()
  "demo.ret"(%a, %b, %c, %d, %e, %f) : (i32, i32, i32, i32, i32, i32) -> ()
}) : () -> ()
"##,
        "max-iterations=1",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.ori"(%arg0, %1) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "demo.region"() ({
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "demo.use"(%5) : (i32) -> ()
    }) : () -> ()
    "demo.ret"(%2, %arg0, %3, %arg0, %4, %0) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "fold_order",
        r##""demo.func"() ({
^bb0(%x: i32):
  %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %c7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %c3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
  %a = "arith.andi"(%c7, %c3) : (i32, i32) -> i32
  %b = "arith.ori"(%x, %c0) : (i32, i32) -> i32
  %c = "arith.ori"(%c3, %x) : (i32, i32) -> i32
  %d = "arith.andi"(%x, %x) : (i32, i32) -> i32
  %e = "arith.ori"(%c7, %c3) : (i32, i32) -> i32
  %f = "arith.andi"(%c, %c0) : (i32, i32) -> i32
  "demo.region"() ({
    %c5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %g = "arith.andi"(%c5, %c3) : (i32, i32) -> i32
    "demo.use"(%g) : (i32) -> ()
  }) : () -> ()
  "demo.ret"(%a, %b, %c, %d, %e, %f) : (i32, i32, i32, i32, i32, i32) -> ()
}) : () -> ()
"##,
        "region-simplify=disabled",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.ori"(%arg0, %2) : (i32, i32) -> i32
    "demo.region"() ({
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "demo.use"(%4) : (i32) -> ()
    }) : () -> ()
    "demo.ret"(%2, %arg0, %3, %arg0, %0, %1) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "fold_order",
        r##""demo.func"() ({
^bb0(%x: i32):
  %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %c7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %c3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
  %a = "arith.andi"(%c7, %c3) : (i32, i32) -> i32
  %b = "arith.ori"(%x, %c0) : (i32, i32) -> i32
  %c = "arith.ori"(%c3, %x) : (i32, i32) -> i32
  %d = "arith.andi"(%x, %x) : (i32, i32) -> i32
  %e = "arith.ori"(%c7, %c3) : (i32, i32) -> i32
  %f = "arith.andi"(%c, %c0) : (i32, i32) -> i32
  "demo.region"() ({
    %c5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %g = "arith.andi"(%c5, %c3) : (i32, i32) -> i32
    "demo.use"(%g) : (i32) -> ()
  }) : () -> ()
  "demo.ret"(%a, %b, %c, %d, %e, %f) : (i32, i32, i32, i32, i32, i32) -> ()
}) : () -> ()
"##,
        "max-iterations=2 top-down=false",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.ori"(%arg0, %2) : (i32, i32) -> i32
    "demo.region"() ({
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "demo.use"(%4) : (i32) -> ()
    }) : () -> ()
    "demo.ret"(%2, %arg0, %3, %arg0, %0, %1) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "two_funcs",
        r##""demo.func"() ({
^bb0(%x: i32, %y: i32):
  %m = "arith.constant"() <{value = -1 : i32}> : () -> i32
  %0 = "arith.andi"(%x, %m) : (i32, i32) -> i32
  %1 = "arith.ori"(%0, %y) : (i32, i32) -> i32
  %2 = "arith.andi"(%1, %0) : (i32, i32) -> i32
  %3 = "arith.andi"(%2, %1) : (i32, i32) -> i32
  %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  %c6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
  %4 = "arith.ori"(%c2, %c6) : (i32, i32) -> i32
  %5 = "arith.andi"(%4, %c6) : (i32, i32) -> i32
  %6 = "arith.ori"(%5, %m) : (i32, i32) -> i32
  "demo.ret"(%3, %6, %4) : (i32, i32, i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%x: i32):
  %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c8 = "arith.constant"() <{value = 8 : i32}> : () -> i32
  %u = "arith.ori"(%c1, %x) : (i32, i32) -> i32
  %v = "arith.ori"(%c8, %u) : (i32, i32) -> i32
  %w = "arith.ori"(%c8, %c1) : (i32, i32) -> i32
  %dead = "arith.andi"(%w, %v) : (i32, i32) -> i32
  "demo.ret"(%v, %w) : (i32, i32) -> ()
}) : () -> ()
"##,
        "",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg1: i32, %arg2: i32):
    %5 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %7 = "arith.ori"(%arg1, %arg2) : (i32, i32) -> i32
    %8 = "arith.andi"(%7, %arg1) : (i32, i32) -> i32
    "demo.ret"(%8, %5, %6) : (i32, i32, i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %3 = "arith.ori"(%arg0, %1) : (i32, i32) -> i32
    %4 = "arith.ori"(%3, %2) : (i32, i32) -> i32
    "demo.ret"(%4, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "two_funcs",
        r##""demo.func"() ({
^bb0(%x: i32, %y: i32):
  %m = "arith.constant"() <{value = -1 : i32}> : () -> i32
  %0 = "arith.andi"(%x, %m) : (i32, i32) -> i32
  %1 = "arith.ori"(%0, %y) : (i32, i32) -> i32
  %2 = "arith.andi"(%1, %0) : (i32, i32) -> i32
  %3 = "arith.andi"(%2, %1) : (i32, i32) -> i32
  %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  %c6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
  %4 = "arith.ori"(%c2, %c6) : (i32, i32) -> i32
  %5 = "arith.andi"(%4, %c6) : (i32, i32) -> i32
  %6 = "arith.ori"(%5, %m) : (i32, i32) -> i32
  "demo.ret"(%3, %6, %4) : (i32, i32, i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%x: i32):
  %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c8 = "arith.constant"() <{value = 8 : i32}> : () -> i32
  %u = "arith.ori"(%c1, %x) : (i32, i32) -> i32
  %v = "arith.ori"(%c8, %u) : (i32, i32) -> i32
  %w = "arith.ori"(%c8, %c1) : (i32, i32) -> i32
  %dead = "arith.andi"(%w, %v) : (i32, i32) -> i32
  "demo.ret"(%v, %w) : (i32, i32) -> ()
}) : () -> ()
"##,
        "top-down=false",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg1: i32, %arg2: i32):
    %5 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %7 = "arith.ori"(%arg1, %arg2) : (i32, i32) -> i32
    %8 = "arith.andi"(%7, %arg1) : (i32, i32) -> i32
    "demo.ret"(%8, %5, %6) : (i32, i32, i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %3 = "arith.ori"(%arg0, %1) : (i32, i32) -> i32
    %4 = "arith.ori"(%3, %2) : (i32, i32) -> i32
    "demo.ret"(%4, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "two_funcs",
        r##""demo.func"() ({
^bb0(%x: i32, %y: i32):
  %m = "arith.constant"() <{value = -1 : i32}> : () -> i32
  %0 = "arith.andi"(%x, %m) : (i32, i32) -> i32
  %1 = "arith.ori"(%0, %y) : (i32, i32) -> i32
  %2 = "arith.andi"(%1, %0) : (i32, i32) -> i32
  %3 = "arith.andi"(%2, %1) : (i32, i32) -> i32
  %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  %c6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
  %4 = "arith.ori"(%c2, %c6) : (i32, i32) -> i32
  %5 = "arith.andi"(%4, %c6) : (i32, i32) -> i32
  %6 = "arith.ori"(%5, %m) : (i32, i32) -> i32
  "demo.ret"(%3, %6, %4) : (i32, i32, i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%x: i32):
  %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c8 = "arith.constant"() <{value = 8 : i32}> : () -> i32
  %u = "arith.ori"(%c1, %x) : (i32, i32) -> i32
  %v = "arith.ori"(%c8, %u) : (i32, i32) -> i32
  %w = "arith.ori"(%c8, %c1) : (i32, i32) -> i32
  %dead = "arith.andi"(%w, %v) : (i32, i32) -> i32
  "demo.ret"(%v, %w) : (i32, i32) -> ()
}) : () -> ()
"##,
        "max-iterations=1",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg1: i32, %arg2: i32):
    %5 = "arith.ori"(%arg1, %arg2) : (i32, i32) -> i32
    %6 = "arith.andi"(%5, %arg1) : (i32, i32) -> i32
    %7 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "demo.ret"(%6, %8, %7) : (i32, i32, i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %2 = "arith.ori"(%arg0, %0) : (i32, i32) -> i32
    %3 = "arith.ori"(%2, %1) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    "demo.ret"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "two_funcs",
        r##""demo.func"() ({
^bb0(%x: i32, %y: i32):
  %m = "arith.constant"() <{value = -1 : i32}> : () -> i32
  %0 = "arith.andi"(%x, %m) : (i32, i32) -> i32
  %1 = "arith.ori"(%0, %y) : (i32, i32) -> i32
  %2 = "arith.andi"(%1, %0) : (i32, i32) -> i32
  %3 = "arith.andi"(%2, %1) : (i32, i32) -> i32
  %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  %c6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
  %4 = "arith.ori"(%c2, %c6) : (i32, i32) -> i32
  %5 = "arith.andi"(%4, %c6) : (i32, i32) -> i32
  %6 = "arith.ori"(%5, %m) : (i32, i32) -> i32
  "demo.ret"(%3, %6, %4) : (i32, i32, i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%x: i32):
  %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c8 = "arith.constant"() <{value = 8 : i32}> : () -> i32
  %u = "arith.ori"(%c1, %x) : (i32, i32) -> i32
  %v = "arith.ori"(%c8, %u) : (i32, i32) -> i32
  %w = "arith.ori"(%c8, %c1) : (i32, i32) -> i32
  %dead = "arith.andi"(%w, %v) : (i32, i32) -> i32
  "demo.ret"(%v, %w) : (i32, i32) -> ()
}) : () -> ()
"##,
        "region-simplify=disabled",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg1: i32, %arg2: i32):
    %5 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %7 = "arith.ori"(%arg1, %arg2) : (i32, i32) -> i32
    %8 = "arith.andi"(%7, %arg1) : (i32, i32) -> i32
    "demo.ret"(%8, %5, %6) : (i32, i32, i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %3 = "arith.ori"(%arg0, %1) : (i32, i32) -> i32
    %4 = "arith.ori"(%3, %2) : (i32, i32) -> i32
    "demo.ret"(%4, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "two_funcs",
        r##""demo.func"() ({
^bb0(%x: i32, %y: i32):
  %m = "arith.constant"() <{value = -1 : i32}> : () -> i32
  %0 = "arith.andi"(%x, %m) : (i32, i32) -> i32
  %1 = "arith.ori"(%0, %y) : (i32, i32) -> i32
  %2 = "arith.andi"(%1, %0) : (i32, i32) -> i32
  %3 = "arith.andi"(%2, %1) : (i32, i32) -> i32
  %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  %c6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
  %4 = "arith.ori"(%c2, %c6) : (i32, i32) -> i32
  %5 = "arith.andi"(%4, %c6) : (i32, i32) -> i32
  %6 = "arith.ori"(%5, %m) : (i32, i32) -> i32
  "demo.ret"(%3, %6, %4) : (i32, i32, i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%x: i32):
  %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c8 = "arith.constant"() <{value = 8 : i32}> : () -> i32
  %u = "arith.ori"(%c1, %x) : (i32, i32) -> i32
  %v = "arith.ori"(%c8, %u) : (i32, i32) -> i32
  %w = "arith.ori"(%c8, %c1) : (i32, i32) -> i32
  %dead = "arith.andi"(%w, %v) : (i32, i32) -> i32
  "demo.ret"(%v, %w) : (i32, i32) -> ()
}) : () -> ()
"##,
        "max-iterations=2 top-down=false",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg1: i32, %arg2: i32):
    %5 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %7 = "arith.ori"(%arg1, %arg2) : (i32, i32) -> i32
    %8 = "arith.andi"(%7, %arg1) : (i32, i32) -> i32
    "demo.ret"(%8, %5, %6) : (i32, i32, i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %3 = "arith.ori"(%arg0, %1) : (i32, i32) -> i32
    %4 = "arith.ori"(%3, %2) : (i32, i32) -> i32
    "demo.ret"(%4, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "dce",
        r##""demo.func"() ({
^bb0(%arg0: f32):
  "cf.br"(%arg0)[^bb1] : (f32) -> ()
^bb1(%0: f32):
  "cf.br"(%0)[^bb1] : (f32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32):
  "cf.br"(%arg0)[^bb1] : (f32) -> ()
^bb1(%0: f32):
  %1 = "math.exp"(%0) : (f32) -> f32
  "cf.br"(%1)[^bb1] : (f32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32, %pred: i1):
  %exp = "math.exp"(%arg0) : (f32) -> f32
  "cf.cond_br"(%pred, %exp, %exp)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
^bb1(%0: f32):
  "demo.return"() : () -> ()
^bb2(%1: f32):
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32):
  "demo.region"() ({
    %0 = "arith.addf"(%arg0, %arg0) : (f32, f32) -> f32
  }) : () -> ()
  %1 = "math.exp"(%arg0) : (f32) -> f32
  "foo.has_region"() ({
    %2 = "math.exp"(%1) : (f32) -> f32
    "foo.return"() : () -> ()
  }) : () -> ()
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32, %pred: i1):
  %e = "math.exp"(%arg0) : (f32) -> f32
  "cf.cond_br"(%pred, %e, %arg0, %e)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, f32, f32, f32) -> ()
^bb1(%a: f32, %b: f32):
  "demo.use"(%b) : (f32) -> ()
  "cf.br"(%a)[^bb2] : (f32) -> ()
^bb2(%c: f32):
  %d = "math.exp"(%c) : (f32) -> f32
  "demo.return"() : () -> ()
^bb3:
  "demo.use"(%arg0) : (f32) -> ()
  "cf.br"(%arg0)[^bb2] : (f32) -> ()
}) : () -> ()
"##,
        "enable-patterns=none",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg6: f32):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg5: f32):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg3: f32, %arg4: i1):
    "cf.cond_br"(%arg4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "demo.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg2: f32):
    "demo.region"() ({
    ^bb0:
    }) : () -> ()
    "foo.has_region"() ({
      "foo.return"() : () -> ()
    }) : () -> ()
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg0: f32, %arg1: i1):
    "cf.cond_br"(%arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
  ^bb1(%0: f32):  // pred: ^bb0
    "demo.use"(%0) : (f32) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "demo.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "dce",
        r##""demo.func"() ({
^bb0(%arg0: f32):
  "cf.br"(%arg0)[^bb1] : (f32) -> ()
^bb1(%0: f32):
  "cf.br"(%0)[^bb1] : (f32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32):
  "cf.br"(%arg0)[^bb1] : (f32) -> ()
^bb1(%0: f32):
  %1 = "math.exp"(%0) : (f32) -> f32
  "cf.br"(%1)[^bb1] : (f32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32, %pred: i1):
  %exp = "math.exp"(%arg0) : (f32) -> f32
  "cf.cond_br"(%pred, %exp, %exp)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
^bb1(%0: f32):
  "demo.return"() : () -> ()
^bb2(%1: f32):
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32):
  "demo.region"() ({
    %0 = "arith.addf"(%arg0, %arg0) : (f32, f32) -> f32
  }) : () -> ()
  %1 = "math.exp"(%arg0) : (f32) -> f32
  "foo.has_region"() ({
    %2 = "math.exp"(%1) : (f32) -> f32
    "foo.return"() : () -> ()
  }) : () -> ()
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32, %pred: i1):
  %e = "math.exp"(%arg0) : (f32) -> f32
  "cf.cond_br"(%pred, %e, %arg0, %e)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, f32, f32, f32) -> ()
^bb1(%a: f32, %b: f32):
  "demo.use"(%b) : (f32) -> ()
  "cf.br"(%a)[^bb2] : (f32) -> ()
^bb2(%c: f32):
  %d = "math.exp"(%c) : (f32) -> f32
  "demo.return"() : () -> ()
^bb3:
  "demo.use"(%arg0) : (f32) -> ()
  "cf.br"(%arg0)[^bb2] : (f32) -> ()
}) : () -> ()
"##,
        "enable-patterns=none region-simplify=aggressive",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg6: f32):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg5: f32):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg3: f32, %arg4: i1):
    "cf.cond_br"(%arg4)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg2: f32):
    "demo.region"() ({
    ^bb0:
    }) : () -> ()
    "foo.has_region"() ({
      "foo.return"() : () -> ()
    }) : () -> ()
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg0: f32, %arg1: i1):
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "demo.use"(%arg0) : (f32) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "demo.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "dce",
        r##""demo.func"() ({
^bb0(%arg0: f32):
  "cf.br"(%arg0)[^bb1] : (f32) -> ()
^bb1(%0: f32):
  "cf.br"(%0)[^bb1] : (f32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32):
  "cf.br"(%arg0)[^bb1] : (f32) -> ()
^bb1(%0: f32):
  %1 = "math.exp"(%0) : (f32) -> f32
  "cf.br"(%1)[^bb1] : (f32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32, %pred: i1):
  %exp = "math.exp"(%arg0) : (f32) -> f32
  "cf.cond_br"(%pred, %exp, %exp)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
^bb1(%0: f32):
  "demo.return"() : () -> ()
^bb2(%1: f32):
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32):
  "demo.region"() ({
    %0 = "arith.addf"(%arg0, %arg0) : (f32, f32) -> f32
  }) : () -> ()
  %1 = "math.exp"(%arg0) : (f32) -> f32
  "foo.has_region"() ({
    %2 = "math.exp"(%1) : (f32) -> f32
    "foo.return"() : () -> ()
  }) : () -> ()
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: f32, %pred: i1):
  %e = "math.exp"(%arg0) : (f32) -> f32
  "cf.cond_br"(%pred, %e, %arg0, %e)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, f32, f32, f32) -> ()
^bb1(%a: f32, %b: f32):
  "demo.use"(%b) : (f32) -> ()
  "cf.br"(%a)[^bb2] : (f32) -> ()
^bb2(%c: f32):
  %d = "math.exp"(%c) : (f32) -> f32
  "demo.return"() : () -> ()
^bb3:
  "demo.use"(%arg0) : (f32) -> ()
  "cf.br"(%arg0)[^bb2] : (f32) -> ()
}) : () -> ()
"##,
        "enable-patterns=none top-down=false region-simplify=aggressive",
        r##""builtin.module"() ({
  "demo.func"() ({
  ^bb0(%arg6: f32):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg5: f32):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg3: f32, %arg4: i1):
    "cf.cond_br"(%arg4)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg2: f32):
    "demo.region"() ({
    ^bb0:
    }) : () -> ()
    "foo.has_region"() ({
      "foo.return"() : () -> ()
    }) : () -> ()
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg0: f32, %arg1: i1):
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "demo.use"(%arg0) : (f32) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "demo.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "merge",
        r##""demo.func"() ({
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "demo.return"() : () -> ()
^bb2:
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1(%arg0 : i32):
  "demo.return"(%arg0) : (i32) -> ()
^bb2(%arg1 : i32):
  "demo.return"(%arg1) : (i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0 : i32, %arg1 : i32):
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "demo.return"(%arg0) : (i32) -> ()
^bb2:
  "demo.return"(%arg1) : (i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %arg0 : i32, %arg1 : i32):
  "cf.cond_br"(%cond)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "demo.return"(%arg0) : (i32) -> ()
^bb2:
  "demo.return"(%arg1) : (i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %arg0 : i32, %arg1 : i32):
  "cf.cond_br"(%cond, %arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%arg2 : i32):
  "demo.return"(%arg0, %arg2) : (i32, i32) -> ()
^bb2(%arg3 : i32):
  "demo.return"(%arg1, %arg3) : (i32, i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %arg0 : i32, %arg1 : i32):
  "cf.cond_br"(%cond, %arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%arg2 : i32):
  "demo.return"(%arg0, %arg2) : (i32, i32) -> ()
^bb2(%arg3 : i32):
  "demo.return"(%arg3, %arg1) : (i32, i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %cond2 : i1):
  %cond3 = "foo.op"() : () -> (i1)
  "cf.cond_br"(%cond)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "cf.cond_br"(%cond3)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb2:
  "cf.cond_br"(%cond2)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb3:
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: i32, %i: i32):
  %c1_i32 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %icmp = "foo.cmp"(%i, %arg0) : (i32, i32) -> i1
  "cf.cond_br"(%icmp)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb2:
  %ip1 = "arith.ori"(%i, %c1_i32) : (i32, i32) -> i32
  "cf.br"(%ip1)[^bb4] : (i32) -> ()
^bb7:
  %jp1 = "arith.ori"(%j, %c1_i32) : (i32, i32) -> i32
  "cf.br"(%jp1)[^bb4] : (i32) -> ()
^bb4(%j: i32):
  %jcmp = "foo.cmp"(%j, %arg0) : (i32, i32) -> i1
  "foo.print"(%j, %ip1) : (i32, i32) -> ()
  "cf.cond_br"(%jcmp)[^bb7, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb3:
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%c: i1, %x: i32, %y: i32):
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %a = "arith.ori"(%x, %y) : (i32, i32) -> i32
  %b = "arith.andi"(%a, %x) : (i32, i32) -> i32
  "cf.br"(%b)[^bb3] : (i32) -> ()
^bb2:
  %c2 = "arith.ori"(%y, %x) : (i32, i32) -> i32
  %d = "arith.andi"(%c2, %y) : (i32, i32) -> i32
  "cf.br"(%d)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  "demo.return"(%r) : (i32) -> ()
}) : () -> ()
"##,
        "enable-patterns=none",
        r##""builtin.module"() ({
  "demo.func"() ({
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "demo.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1(%16: i32):  // pred: ^bb0
    "demo.return"(%16) : (i32) -> ()
  ^bb2(%17: i32):  // pred: ^bb0
    "demo.return"(%17) : (i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg16: i32, %arg17: i32):
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "demo.return"(%arg16) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "demo.return"(%arg17) : (i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg13: i1, %arg14: i32, %arg15: i32):
    "cf.cond_br"(%arg13)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "demo.return"(%arg14) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "demo.return"(%arg15) : (i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg10: i1, %arg11: i32, %arg12: i32):
    "cf.cond_br"(%arg10, %arg12, %arg11)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%14: i32):  // pred: ^bb0
    "demo.return"(%arg11, %14) : (i32, i32) -> ()
  ^bb2(%15: i32):  // pred: ^bb0
    "demo.return"(%arg12, %15) : (i32, i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg7: i1, %arg8: i32, %arg9: i32):
    "cf.cond_br"(%arg7, %arg9, %arg8)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%12: i32):  // pred: ^bb0
    "demo.return"(%arg8, %12) : (i32, i32) -> ()
  ^bb2(%13: i32):  // pred: ^bb0
    "demo.return"(%13, %arg9) : (i32, i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg5: i1, %arg6: i1):
    %11 = "foo.op"() : () -> i1
    "cf.cond_br"(%arg5)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb1, ^bb2
    "cf.cond_br"(%11)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb0
    "cf.cond_br"(%arg6)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg3: i32, %arg4: i32):
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "foo.cmp"(%arg4, %arg3) : (i32, i32) -> i1
    "cf.cond_br"(%6)[^bb1, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %7 = "arith.ori"(%arg4, %5) : (i32, i32) -> i32
    "cf.br"(%7)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb3
    %8 = "arith.ori"(%9, %5) : (i32, i32) -> i32
    "cf.br"(%8)[^bb3] : (i32) -> ()
  ^bb3(%9: i32):  // 2 preds: ^bb1, ^bb2
    %10 = "foo.cmp"(%9, %arg3) : (i32, i32) -> i1
    "foo.print"(%9, %7) : (i32, i32) -> ()
    "cf.cond_br"(%10)[^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 2 preds: ^bb0, ^bb3
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %0 = "arith.ori"(%arg1, %arg2) : (i32, i32) -> i32
    %1 = "arith.andi"(%0, %arg1) : (i32, i32) -> i32
    "cf.br"(%1)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %2 = "arith.ori"(%arg2, %arg1) : (i32, i32) -> i32
    %3 = "arith.andi"(%2, %arg2) : (i32, i32) -> i32
    "cf.br"(%3)[^bb3] : (i32) -> ()
  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
    "demo.return"(%4) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "merge",
        r##""demo.func"() ({
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "demo.return"() : () -> ()
^bb2:
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1(%arg0 : i32):
  "demo.return"(%arg0) : (i32) -> ()
^bb2(%arg1 : i32):
  "demo.return"(%arg1) : (i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0 : i32, %arg1 : i32):
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "demo.return"(%arg0) : (i32) -> ()
^bb2:
  "demo.return"(%arg1) : (i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %arg0 : i32, %arg1 : i32):
  "cf.cond_br"(%cond)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "demo.return"(%arg0) : (i32) -> ()
^bb2:
  "demo.return"(%arg1) : (i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %arg0 : i32, %arg1 : i32):
  "cf.cond_br"(%cond, %arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%arg2 : i32):
  "demo.return"(%arg0, %arg2) : (i32, i32) -> ()
^bb2(%arg3 : i32):
  "demo.return"(%arg1, %arg3) : (i32, i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %arg0 : i32, %arg1 : i32):
  "cf.cond_br"(%cond, %arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%arg2 : i32):
  "demo.return"(%arg0, %arg2) : (i32, i32) -> ()
^bb2(%arg3 : i32):
  "demo.return"(%arg3, %arg1) : (i32, i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %cond2 : i1):
  %cond3 = "foo.op"() : () -> (i1)
  "cf.cond_br"(%cond)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "cf.cond_br"(%cond3)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb2:
  "cf.cond_br"(%cond2)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb3:
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: i32, %i: i32):
  %c1_i32 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %icmp = "foo.cmp"(%i, %arg0) : (i32, i32) -> i1
  "cf.cond_br"(%icmp)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb2:
  %ip1 = "arith.ori"(%i, %c1_i32) : (i32, i32) -> i32
  "cf.br"(%ip1)[^bb4] : (i32) -> ()
^bb7:
  %jp1 = "arith.ori"(%j, %c1_i32) : (i32, i32) -> i32
  "cf.br"(%jp1)[^bb4] : (i32) -> ()
^bb4(%j: i32):
  %jcmp = "foo.cmp"(%j, %arg0) : (i32, i32) -> i1
  "foo.print"(%j, %ip1) : (i32, i32) -> ()
  "cf.cond_br"(%jcmp)[^bb7, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb3:
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%c: i1, %x: i32, %y: i32):
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %a = "arith.ori"(%x, %y) : (i32, i32) -> i32
  %b = "arith.andi"(%a, %x) : (i32, i32) -> i32
  "cf.br"(%b)[^bb3] : (i32) -> ()
^bb2:
  %c2 = "arith.ori"(%y, %x) : (i32, i32) -> i32
  %d = "arith.andi"(%c2, %y) : (i32, i32) -> i32
  "cf.br"(%d)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  "demo.return"(%r) : (i32) -> ()
}) : () -> ()
"##,
        "enable-patterns=none region-simplify=aggressive",
        r##""builtin.module"() ({
  "demo.func"() ({
    "foo.cond_br"()[^bb1, ^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
    "foo.cond_br"()[^bb1, ^bb1] : () -> ()
  ^bb1(%15: i32):  // 2 preds: ^bb0, ^bb0
    "demo.return"(%15) : (i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg16: i32, %arg17: i32):
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "demo.return"(%arg16) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "demo.return"(%arg17) : (i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg13: i1, %arg14: i32, %arg15: i32):
    "cf.cond_br"(%arg13, %arg14, %arg15)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%14: i32):  // 2 preds: ^bb0, ^bb0
    "demo.return"(%14) : (i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg10: i1, %arg11: i32, %arg12: i32):
    "cf.cond_br"(%arg10, %arg12, %arg11, %arg11, %arg12)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%12: i32, %13: i32):  // 2 preds: ^bb0, ^bb0
    "demo.return"(%13, %12) : (i32, i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg7: i1, %arg8: i32, %arg9: i32):
    "cf.cond_br"(%arg7)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "demo.return"(%arg8, %arg9) : (i32, i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg5: i1, %arg6: i1):
    %10 = "foo.op"() : () -> i1
    "cf.cond_br"(%arg5, %arg6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i1) -> ()
  ^bb1(%11: i1):  // 2 preds: ^bb0, ^bb1
    "cf.cond_br"(%11, %10)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i1) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg3: i32, %arg4: i32):
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "foo.cmp"(%arg4, %arg3) : (i32, i32) -> i1
    "cf.cond_br"(%5)[^bb1, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %6 = "arith.ori"(%arg4, %4) : (i32, i32) -> i32
    "cf.br"(%6)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb3
    %7 = "arith.ori"(%8, %4) : (i32, i32) -> i32
    "cf.br"(%7)[^bb3] : (i32) -> ()
  ^bb3(%8: i32):  // 2 preds: ^bb1, ^bb2
    %9 = "foo.cmp"(%8, %arg3) : (i32, i32) -> i1
    "foo.print"(%8, %6) : (i32, i32) -> ()
    "cf.cond_br"(%9)[^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 2 preds: ^bb0, ^bb3
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0, %arg1, %arg2, %arg2, %arg1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
    %2 = "arith.ori"(%0, %1) : (i32, i32) -> i32
    %3 = "arith.andi"(%2, %0) : (i32, i32) -> i32
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "demo.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
    (
        "merge",
        r##""demo.func"() ({
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "demo.return"() : () -> ()
^bb2:
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1(%arg0 : i32):
  "demo.return"(%arg0) : (i32) -> ()
^bb2(%arg1 : i32):
  "demo.return"(%arg1) : (i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0 : i32, %arg1 : i32):
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "demo.return"(%arg0) : (i32) -> ()
^bb2:
  "demo.return"(%arg1) : (i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %arg0 : i32, %arg1 : i32):
  "cf.cond_br"(%cond)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "demo.return"(%arg0) : (i32) -> ()
^bb2:
  "demo.return"(%arg1) : (i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %arg0 : i32, %arg1 : i32):
  "cf.cond_br"(%cond, %arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%arg2 : i32):
  "demo.return"(%arg0, %arg2) : (i32, i32) -> ()
^bb2(%arg3 : i32):
  "demo.return"(%arg1, %arg3) : (i32, i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %arg0 : i32, %arg1 : i32):
  "cf.cond_br"(%cond, %arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%arg2 : i32):
  "demo.return"(%arg0, %arg2) : (i32, i32) -> ()
^bb2(%arg3 : i32):
  "demo.return"(%arg3, %arg1) : (i32, i32) -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%cond : i1, %cond2 : i1):
  %cond3 = "foo.op"() : () -> (i1)
  "cf.cond_br"(%cond)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "cf.cond_br"(%cond3)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb2:
  "cf.cond_br"(%cond2)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb3:
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%arg0: i32, %i: i32):
  %c1_i32 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %icmp = "foo.cmp"(%i, %arg0) : (i32, i32) -> i1
  "cf.cond_br"(%icmp)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb2:
  %ip1 = "arith.ori"(%i, %c1_i32) : (i32, i32) -> i32
  "cf.br"(%ip1)[^bb4] : (i32) -> ()
^bb7:
  %jp1 = "arith.ori"(%j, %c1_i32) : (i32, i32) -> i32
  "cf.br"(%jp1)[^bb4] : (i32) -> ()
^bb4(%j: i32):
  %jcmp = "foo.cmp"(%j, %arg0) : (i32, i32) -> i1
  "foo.print"(%j, %ip1) : (i32, i32) -> ()
  "cf.cond_br"(%jcmp)[^bb7, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb3:
  "demo.return"() : () -> ()
}) : () -> ()
"demo.func"() ({
^bb0(%c: i1, %x: i32, %y: i32):
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %a = "arith.ori"(%x, %y) : (i32, i32) -> i32
  %b = "arith.andi"(%a, %x) : (i32, i32) -> i32
  "cf.br"(%b)[^bb3] : (i32) -> ()
^bb2:
  %c2 = "arith.ori"(%y, %x) : (i32, i32) -> i32
  %d = "arith.andi"(%c2, %y) : (i32, i32) -> i32
  "cf.br"(%d)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  "demo.return"(%r) : (i32) -> ()
}) : () -> ()
"##,
        "enable-patterns=none top-down=false region-simplify=aggressive",
        r##""builtin.module"() ({
  "demo.func"() ({
    "foo.cond_br"()[^bb1, ^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
    "foo.cond_br"()[^bb1, ^bb1] : () -> ()
  ^bb1(%15: i32):  // 2 preds: ^bb0, ^bb0
    "demo.return"(%15) : (i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg16: i32, %arg17: i32):
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "demo.return"(%arg16) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "demo.return"(%arg17) : (i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg13: i1, %arg14: i32, %arg15: i32):
    "cf.cond_br"(%arg13, %arg14, %arg15)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%14: i32):  // 2 preds: ^bb0, ^bb0
    "demo.return"(%14) : (i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg10: i1, %arg11: i32, %arg12: i32):
    "cf.cond_br"(%arg10, %arg12, %arg11, %arg11, %arg12)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%12: i32, %13: i32):  // 2 preds: ^bb0, ^bb0
    "demo.return"(%13, %12) : (i32, i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg7: i1, %arg8: i32, %arg9: i32):
    "cf.cond_br"(%arg7)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "demo.return"(%arg8, %arg9) : (i32, i32) -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg5: i1, %arg6: i1):
    %10 = "foo.op"() : () -> i1
    "cf.cond_br"(%arg5, %arg6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i1) -> ()
  ^bb1(%11: i1):  // 2 preds: ^bb0, ^bb1
    "cf.cond_br"(%11, %10)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i1) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg3: i32, %arg4: i32):
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "foo.cmp"(%arg4, %arg3) : (i32, i32) -> i1
    "cf.cond_br"(%5)[^bb1, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %6 = "arith.ori"(%arg4, %4) : (i32, i32) -> i32
    "cf.br"(%6)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb3
    %7 = "arith.ori"(%8, %4) : (i32, i32) -> i32
    "cf.br"(%7)[^bb3] : (i32) -> ()
  ^bb3(%8: i32):  // 2 preds: ^bb1, ^bb2
    %9 = "foo.cmp"(%8, %arg3) : (i32, i32) -> i1
    "foo.print"(%8, %6) : (i32, i32) -> ()
    "cf.cond_br"(%9)[^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 2 preds: ^bb0, ^bb3
    "demo.return"() : () -> ()
  }) : () -> ()
  "demo.func"() ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0, %arg1, %arg2, %arg2, %arg1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
    %2 = "arith.ori"(%0, %1) : (i32, i32) -> i32
    %3 = "arith.andi"(%2, %0) : (i32, i32) -> i32
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "demo.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
    ),
];
