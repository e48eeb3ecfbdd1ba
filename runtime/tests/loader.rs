//! The in-process object loader: objects compiled at test time with `cc -c`
//! (and `llc-19 -filetype=obj` when installed) are loaded and called.

use std::cell::RefCell;
use std::ffi::{c_void, CStr};
use std::path::{Path, PathBuf};
use std::process::Command;

use rmlir_runtime::loader::{EntryResult, EntryValue, Image, LoadError, ResolverConfig};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rmlir-loader-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

fn have(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok()
}

/// Compiles `src` (C, or C++ with `g++`) to an object with `flags`; `None`
/// (test skipped) when the compiler is missing.
fn compile_with(
    compiler: &str,
    ext: &str,
    name: &str,
    src: &str,
    flags: &[&str],
) -> Option<Vec<u8>> {
    if !have(compiler) {
        eprintln!("skipped: no {compiler}");
        return None;
    }
    let dir = scratch(name);
    let file = dir.join(format!("{name}.{ext}"));
    let obj = dir.join(format!("{name}.o"));
    std::fs::write(&file, src).unwrap();
    let out = Command::new(compiler)
        .arg("-c")
        .args(flags)
        .arg("-o")
        .arg(&obj)
        .arg(&file)
        .output()
        .expect("running the compiler");
    assert!(
        out.status.success(),
        "{compiler} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&obj).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    Some(bytes)
}

fn cc(name: &str, src: &str, flags: &[&str]) -> Option<Vec<u8>> {
    compile_with("cc", "c", name, src, flags)
}

fn load(bytes: &[u8]) -> Image {
    load_with(bytes, &ResolverConfig::default())
}

fn load_with(bytes: &[u8], config: &ResolverConfig) -> Image {
    // SAFETY: test objects compiled above.
    unsafe { Image::load(bytes, config) }.unwrap_or_else(|e| panic!("load failed: {e}"))
}

fn load_err(bytes: &[u8], config: &ResolverConfig) -> LoadError {
    // SAFETY: as above; these loads are expected to fail.
    match unsafe { Image::load(bytes, config) } {
        Ok(_) => panic!("load unexpectedly succeeded"),
        Err(e) => e,
    }
}

/// The exported function `name` as a `T` (a function pointer type).
unsafe fn func<T: Copy>(img: &Image, name: &str) -> T {
    let p = img.symbol(name).unwrap();
    assert_eq!(std::mem::size_of::<T>(), std::mem::size_of::<*const u8>());
    std::mem::transmute_copy(&p)
}

/// Runs `body` in a child process (this test binary, filtered to `test`) and
/// returns its standard output; in the child, runs `body` and flushes C's
/// stdout. The runner utilities print through C stdio, which only a child's
/// output shows reliably.
fn child_output(test: &str, body: impl FnOnce()) -> Option<String> {
    if std::env::var("RMLIR_LOADER_CHILD").as_deref() == Ok(test) {
        body();
        // SAFETY: flushing every C stream.
        unsafe { libc::fflush(std::ptr::null_mut()) };
        return None;
    }
    let out = Command::new(std::env::current_exe().unwrap())
        .args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env("RMLIR_LOADER_CHILD", test)
        .output()
        .expect("running the child test");
    assert!(
        out.status.success(),
        "child failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn arithmetic_and_jump_tables() {
    let Some(obj) = cc(
        "arith",
        r#"
        int mul_add(int a, int b) { return a * b + 3; }
        long long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
        int pick(int k) {
            switch (k) {
            case 0: return 10; case 1: return 21; case 2: return 32;
            case 3: return 43; case 4: return 54; case 5: return 65;
            default: return -1;
            }
        }
        double poly(double x) { return 0.5 * x * x + 0.25; }
        "#,
        &["-O1"],
    ) else {
        return;
    };
    let img = load(&obj);
    unsafe {
        let mul_add: extern "C" fn(i32, i32) -> i32 = func(&img, "mul_add");
        let fact: extern "C" fn(i32) -> i64 = func(&img, "fact");
        let pick: extern "C" fn(i32) -> i32 = func(&img, "pick");
        let poly: extern "C" fn(f64) -> f64 = func(&img, "poly");
        assert_eq!(mul_add(6, 7), 45);
        assert_eq!(fact(15), 1_307_674_368_000);
        assert_eq!(
            (0..7).map(|k| pick(k)).collect::<Vec<_>>(),
            [10, 21, 32, 43, 54, 65, -1]
        );
        assert_eq!(poly(3.0), 4.75);
    }
    assert!(img
        .text_range()
        .contains(&(img.symbol("pick").unwrap() as usize)));
    assert!(matches!(img.symbol("nothing"), Err(LoadError::SymbolNotFound(n)) if n == "nothing"));
}

#[test]
fn entry_results() {
    let Some(obj) = cc(
        "entry",
        r#"
        int counter;
        void bump(void) { counter += 5; }
        int get32(void) { return counter - 100; }
        long long get64(void) { return 1LL << 40; }
        float getf(void) { return 2.5f; }
        "#,
        &["-O1"],
    ) else {
        return;
    };
    let img = load(&obj);
    unsafe {
        assert_eq!(
            img.call_entry("bump", EntryResult::Void),
            Ok(EntryValue::Void)
        );
        assert_eq!(
            img.call_entry("get32", EntryResult::I32),
            Ok(EntryValue::I32(-95))
        );
        assert_eq!(
            img.call_entry("get64", EntryResult::I64),
            Ok(EntryValue::I64(1 << 40))
        );
        assert_eq!(
            img.call_entry("getf", EntryResult::F32),
            Ok(EntryValue::F32(2.5))
        );
        assert!(img.call_entry("absent", EntryResult::Void).is_err());
    }
    assert_eq!("i64".parse::<EntryResult>(), Ok(EntryResult::I64));
    assert!("f64".parse::<EntryResult>().is_err());
}

#[test]
fn libc_calls_through_the_process() {
    let Some(obj) = cc(
        "libc",
        r#"
        #include <stdio.h>
        #include <string.h>
        #include <stdlib.h>
        #include <math.h>
        int fmt(char *buf, int n) { return snprintf(buf, n, "%d-%s-%.2f", 42, "x", 1.5); }
        size_t len(const char *s) { return strlen(s); }
        double root(double x) { return sqrt(x) + floor(x / 3); }
        int heap(void) { int *p = malloc(40); p[9] = 7; int r = p[9]; free(p); return r; }
        "#,
        &["-O1", "-fno-builtin"],
    ) else {
        return;
    };
    let img = load(&obj);
    unsafe {
        let fmt: extern "C" fn(*mut u8, i32) -> i32 = func(&img, "fmt");
        let mut buf = [0u8; 32];
        let n = fmt(buf.as_mut_ptr(), 32);
        assert_eq!(
            CStr::from_bytes_until_nul(&buf).unwrap().to_str().unwrap(),
            "42-x-1.50"
        );
        assert_eq!(n, 9);
        let len: extern "C" fn(*const u8) -> usize = func(&img, "len");
        assert_eq!(len(c"hello".as_ptr().cast()), 5);
        let root: extern "C" fn(f64) -> f64 = func(&img, "root");
        assert_eq!(root(16.0), 9.0);
        let heap: extern "C" fn() -> i32 = func(&img, "heap");
        assert_eq!(heap(), 7);
    }
}

#[test]
fn puts_output_in_child() {
    let Some(obj) = cc(
        "puts",
        "#include <stdio.h>\nvoid hello(void) { puts(\"hello from loaded code\"); printf(\"%d\\n\", 7 * 6); }\n",
        &["-O1"],
    ) else {
        return;
    };
    let out = child_output("puts_output_in_child", || {
        let img = load(&obj);
        unsafe { img.call_entry("hello", EntryResult::Void).unwrap() };
    });
    if let Some(out) = out {
        assert!(out.contains("hello from loaded code\n42\n"), "{out}");
    }
}

const RUNTIME_CALLER: &str = r#"
    #include <stdint.h>
    void printI64(int64_t); void printU64(uint64_t); void printF64(double); void printF32(float);
    void printNewline(void); void printOpen(void); void printClose(void); void printComma(void);
    void printString(const char *);
    typedef struct { int64_t rank; void *descriptor; } Unranked;
    typedef struct { float *allocated, *aligned; int64_t offset, sizes[1], strides[1]; } M1;
    void _mlir_ciface_printMemrefF32(Unranked *);
    void run(void) {
        printOpen(); printI64(-42); printComma(); printU64(18446744073709551615ULL);
        printComma(); printF64(0.1); printComma(); printF32(2.5f); printClose(); printNewline();
        printString("str"); printNewline();
        static float data[3] = {1, 2.5f, -3};
        M1 m = {data, data, 0, {3}, {1}};
        Unranked u = {1, &m};
        _mlir_ciface_printMemrefF32(&u);
    }
"#;

#[test]
fn runtime_builtins_print_in_child() {
    let Some(obj) = cc("rt", RUNTIME_CALLER, &["-O1"]) else {
        return;
    };
    // Only the built-in table: the runner utilities are not in the process's
    // dynamic symbol table, so this proves the table resolves them.
    let config = ResolverConfig {
        process_symbols: false,
        ..ResolverConfig::default()
    };
    let out = child_output("runtime_builtins_print_in_child", || {
        let img = load_with(&obj, &config);
        unsafe { img.call_entry("run", EntryResult::Void).unwrap() };
    });
    if let Some(out) = out {
        assert!(
            out.contains("( -42, 18446744073709551615, 0.1, 2.5 )\nstr\nUnranked Memref base@ = "),
            "{out}"
        );
        assert!(
            out.contains("rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[1,  2.5,  -3]\n"),
            "{out}"
        );
    }
}

#[test]
fn upstream_runtime_libraries_map_to_builtins() {
    let Some(obj) = cc("rtlibs", RUNTIME_CALLER, &["-O1"]) else {
        return;
    };
    // These names are not opened (they do not exist here): the built-in
    // table stands for them.
    let config = ResolverConfig::default().with_shared_libs([
        "/nonexistent/libmlir_c_runner_utils.so",
        "/nonexistent/libmlir_runner_utils.so.19",
    ]);
    let img = load_with(&obj, &config);
    assert!(img.symbol("run").is_ok());
    let bad = ResolverConfig::default().with_shared_libs(["/nonexistent/libfoo.so"]);
    let e = load_err(&obj, &bad);
    assert!(
        matches!(&e, LoadError::Library { path, .. } if path == "/nonexistent/libfoo.so"),
        "{e}"
    );
    assert!(e
        .to_string()
        .starts_with("cannot load library `/nonexistent/libfoo.so`: "));
}

#[test]
fn compiler_runtime_builtins() {
    let Some(obj) = cc(
        "crt",
        r#"
        __int128 div128(__int128 a, __int128 b) { return a / b; }
        __int128 mod128(__int128 a, __int128 b) { return a % b; }
        unsigned __int128 udiv128(unsigned __int128 a, unsigned __int128 b) { return a / b; }
        double powi(double x, int n) { return __builtin_powi(x, n); }
        float half_round_trip(float x) { _Float16 h = (_Float16)x; return (float)h; }
        float i128_to_float(__int128 x) { return (float)x; }
        "#,
        &["-O1"],
    ) else {
        return;
    };
    // Without the process: everything comes from the built-in table.
    let config = ResolverConfig {
        process_symbols: false,
        ..ResolverConfig::default()
    };
    let img = load_with(&obj, &config);
    unsafe {
        let div: extern "C" fn(i128, i128) -> i128 = func(&img, "div128");
        let m: extern "C" fn(i128, i128) -> i128 = func(&img, "mod128");
        let udiv: extern "C" fn(u128, u128) -> u128 = func(&img, "udiv128");
        let powi: extern "C" fn(f64, i32) -> f64 = func(&img, "powi");
        let half: extern "C" fn(f32) -> f32 = func(&img, "half_round_trip");
        let tofloat: extern "C" fn(i128) -> f32 = func(&img, "i128_to_float");
        let big = 170_141_183_460_469_231_731_687_303_715_884_105_727i128;
        assert_eq!(div(big, -7), big / -7);
        assert_eq!(m(big, 1_000_000_007), big % 1_000_000_007);
        assert_eq!(udiv(u128::MAX, 3), u128::MAX / 3);
        assert_eq!(powi(2.0, 10), 1024.0);
        assert_eq!(half(1.0 + 1.0 / 4096.0), 1.0);
        assert_eq!(half(65504.0), 65504.0);
        assert_eq!(tofloat(1 << 100), 2f32.powi(100));
    }
}

#[test]
fn globals_rodata_and_common() {
    let Some(obj) = cc(
        "globals",
        r#"
        static const char *messages[] = {"zero", "one", "two"};
        const char *message(int i) { return messages[i]; }
        int counter = 10;
        int bump(void) { return ++counter; }
        int zeroed[1000];
        int sum_zeroed(void) { int s = 0; for (int i = 0; i < 1000; i++) s += zeroed[i]; return s; }
        int common_var;
        int *common_addr(void) { return &common_var; }
        const double table[4] = {1.5, 2.5, 3.5, 4.5};
        double at(int i) { return table[i]; }
        "#,
        &["-O1", "-fcommon"],
    ) else {
        return;
    };
    let img = load(&obj);
    unsafe {
        let message: extern "C" fn(i32) -> *const i8 = func(&img, "message");
        assert_eq!(CStr::from_ptr(message(2)).to_str().unwrap(), "two");
        let bump: extern "C" fn() -> i32 = func(&img, "bump");
        assert_eq!(bump(), 11);
        assert_eq!(bump(), 12);
        assert_eq!(*(img.symbol("counter").unwrap() as *const i32), 12);
        let sum: extern "C" fn() -> i32 = func(&img, "sum_zeroed");
        assert_eq!(sum(), 0);
        let common: extern "C" fn() -> *mut i32 = func(&img, "common_addr");
        let p = common();
        assert_eq!(p as *const u8, img.symbol("common_var").unwrap());
        assert_eq!(*p, 0);
        *p = 5;
        assert!(img.contains(p as usize));
        let at: extern "C" fn(i32) -> f64 = func(&img, "at");
        assert_eq!(at(3), 4.5);
    }
}

#[test]
fn rodata_is_read_only_and_text_not_writable() {
    let Some(obj) = cc(
        "wx",
        "const int ro = 5; int rw = 6; int f(void) { return ro + rw; }\n",
        &["-O1"],
    ) else {
        return;
    };
    let img = load(&obj);
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
    let perms_of = |addr: usize| -> String {
        for line in maps.lines() {
            let mut parts = line.split_whitespace();
            let range = parts.next().unwrap();
            let perms = parts.next().unwrap();
            let (a, b) = range.split_once('-').unwrap();
            let (a, b) = (
                usize::from_str_radix(a, 16).unwrap(),
                usize::from_str_radix(b, 16).unwrap(),
            );
            if (a..b).contains(&addr) {
                return perms[..3].to_string();
            }
        }
        panic!("address {addr:#x} not mapped");
    };
    assert_eq!(perms_of(img.symbol("f").unwrap() as usize), "r-x");
    assert_eq!(perms_of(img.symbol("ro").unwrap() as usize), "r--");
    assert_eq!(perms_of(img.symbol("rw").unwrap() as usize), "rw-");
    for line in maps.lines() {
        assert!(
            !line.split_whitespace().nth(1).unwrap().starts_with("rwx")
                || !line.contains(&format!("{:x}", img.text_range().start)),
            "writable and executable mapping: {line}"
        );
    }
}

static mut DESTRUCTOR_FLAG: i32 = 0;

#[test]
fn constructors_and_destructors() {
    let Some(obj) = cc(
        "ctors",
        r#"
        int initialized;
        char order[8];
        int n;
        static int *flag;
        __attribute__((constructor)) static void plain(void) { initialized = 7; order[n++] = 'c'; }
        __attribute__((constructor(200))) static void late(void) { order[n++] = 'b'; }
        __attribute__((constructor(101))) static void early(void) { order[n++] = 'a'; }
        __attribute__((destructor)) static void fin(void) { if (flag) *flag = *flag * 10 + 1; }
        __attribute__((destructor(150))) static void fin2(void) { if (flag) *flag = *flag * 10 + 2; }
        void set_flag(int *p) { flag = p; }
        int get(void) { return initialized; }
        const char *get_order(void) { return order; }
        "#,
        &["-O1"],
    ) else {
        return;
    };
    let img = load(&obj);
    unsafe {
        assert_eq!(
            img.call_entry("get", EntryResult::I32),
            Ok(EntryValue::I32(7))
        );
        let order: extern "C" fn() -> *const i8 = func(&img, "get_order");
        assert_eq!(CStr::from_ptr(order()).to_str().unwrap(), "abc");
        let set_flag: extern "C" fn(*mut i32) = func(&img, "set_flag");
        set_flag(&raw mut DESTRUCTOR_FLAG);
    }
    drop(img);
    // The plain destructor runs first, then the prioritized one.
    assert_eq!(unsafe { DESTRUCTOR_FLAG }, 12);
}

#[test]
fn function_pointer_table_in_data() {
    let Some(obj) = cc(
        "fptable",
        r#"
        static int one(void) { return 1; }
        static int two(void) { return 2; }
        static int three(void) { return 3; }
        int (*table[])(void) = {one, two, three};
        int call(int i) { return table[i](); }
        "#,
        &["-O1"],
    ) else {
        return;
    };
    let img = load(&obj);
    unsafe {
        let call: extern "C" fn(i32) -> i32 = func(&img, "call");
        assert_eq!([call(0), call(1), call(2)], [1, 2, 3]);
        let table = img.symbol("table").unwrap() as *const usize;
        assert!(img.text_range().contains(&*table.add(2)));
    }
}

static EXTERNAL_VALUE: i32 = 1234;

#[test]
fn pic_object_uses_the_got() {
    let Some(obj) = cc(
        "pic",
        r#"
        extern int external_value;
        int global = 5;
        int read_external(void) { return external_value + global; }
        int *global_addr(void) { return &global; }
        "#,
        &["-O1", "-fPIC"],
    ) else {
        return;
    };
    let config = ResolverConfig::default()
        .with_symbol("external_value", &EXTERNAL_VALUE as *const i32 as usize);
    let img = load_with(&obj, &config);
    // Both the external and the (preemptible) global go through the GOT.
    assert_eq!(img.stats().got_entries, 2);
    unsafe {
        let read: extern "C" fn() -> i32 = func(&img, "read_external");
        assert_eq!(read(), 1239);
        let addr: extern "C" fn() -> *const u8 = func(&img, "global_addr");
        assert_eq!(addr(), img.symbol("global").unwrap());
    }
}

extern "C" fn rust_callback(x: i32) -> i32 {
    x * 3
}

#[test]
fn far_call_goes_through_a_stub() {
    let Some(obj) = cc(
        "far",
        r#"
        int far_function(int);
        int rust_callback(int);
        int call_far(int x) { return far_function(x) + 1; }
        int call_rust(int x) { return rust_callback(x) + 2; }
        "#,
        &["-O1"],
    ) else {
        return;
    };
    // Code for `far_function` (`mov eax, edi; add eax, 100; ret`) mapped at
    // 16 TiB, far from wherever the image lands.
    let code: [u8; 6] = [0x8d, 0x47, 0x64, 0xc3, 0xcc, 0xcc]; // lea eax, [rdi+100]; ret
    let far = unsafe {
        libc::mmap(
            0x1000_0000_0000usize as *mut c_void,
            4096,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED_NOREPLACE,
            -1,
            0,
        )
    };
    assert_ne!(far, libc::MAP_FAILED);
    unsafe {
        std::ptr::copy_nonoverlapping(code.as_ptr(), far.cast(), code.len());
        assert_eq!(
            libc::mprotect(far, 4096, libc::PROT_READ | libc::PROT_EXEC),
            0
        );
    }
    let config = ResolverConfig::default()
        .with_symbol("far_function", far as usize)
        .with_symbol("rust_callback", rust_callback as *const () as usize);
    let img = load_with(&obj, &config);
    let distance = (img.text_range().start as i128 - far as i128).abs();
    assert!(distance > 1 << 32, "image at {:#x}", img.text_range().start);
    assert!(img.stats().stubs >= 1);
    unsafe {
        let call_far: extern "C" fn(i32) -> i32 = func(&img, "call_far");
        assert_eq!(call_far(5), 106);
        let call_rust: extern "C" fn(i32) -> i32 = func(&img, "call_rust");
        assert_eq!(call_rust(5), 17);
    }
    drop(img);
    unsafe { libc::munmap(far, 4096) };
}

#[test]
fn non_pic_object_lands_in_low_memory() {
    let Some(obj) = cc(
        "nopic",
        r#"
        #include <stdio.h>
        int values[4] = {1, 2, 3, 4};
        int *addr(int i) { return &values[i]; }
        int fmt(char *b) { return sprintf(b, "%d", values[3]); }
        "#,
        &["-O1", "-fno-pic", "-mcmodel=small"],
    ) else {
        return;
    };
    let img = load(&obj);
    assert!(img.stats().low_memory);
    unsafe {
        let addr: extern "C" fn(i32) -> *const i32 = func(&img, "addr");
        assert_eq!(*addr(2), 3);
        let fmt: extern "C" fn(*mut u8) -> i32 = func(&img, "fmt");
        let mut b = [0u8; 8];
        assert_eq!(fmt(b.as_mut_ptr()), 1);
        assert_eq!(b[0], b'4');
    }
    // libc is far from the low 2 GiB: its calls went through stubs.
    assert!(img.stats().stubs >= 1);
}

#[test]
fn medium_and_large_code_models() {
    let src = r#"
        #include <stdio.h>
        int g = 4;
        static const char *msg = "large";
        #ifdef EXT_LOCAL
        int ext = 30;
        #else
        extern int ext;
        #endif
        static char big[100000];
        int f(char *b) { big[99999] = 1; return sprintf(b, "%s%d", msg, g + ext + big[99999]); }
    "#;
    static EXT: i32 = 30;
    for (name, model) in [("medium", "-mcmodel=medium"), ("large", "-mcmodel=large")] {
        for pic in ["-fPIC", "-fno-pic"] {
            let config = ResolverConfig::default().with_symbol("ext", &EXT as *const i32 as usize);
            if pic == "-fno-pic" && model == "-mcmodel=medium" {
                // Non-PIC code wants low memory (R_X86_64_32) and reaches
                // external data PC-relatively: `ext` (in this executable) is
                // out of reach, which is an error naming it.
                let Some(obj) = cc(name, src, &["-O1", model, pic]) else {
                    return;
                };
                let e = load_err(&obj, &config);
                assert!(
                    matches!(&e, LoadError::RelocationOverflow { symbol, .. } if symbol == "ext"),
                    "{name}: {e}"
                );
            }
            let flags: &[&str] = if pic == "-fno-pic" && model == "-mcmodel=medium" {
                &["-O1", model, pic, "-DEXT_LOCAL"]
            } else {
                &["-O1", model, pic]
            };
            let Some(obj) = cc(name, src, flags) else {
                return;
            };
            let img = load_with(&obj, &config);
            let f: extern "C" fn(*mut u8) -> i32 = unsafe { func(&img, "f") };
            let mut b = [0u8; 16];
            assert_eq!(f(b.as_mut_ptr()), 7, "{name} {pic}");
            assert_eq!(&b[..8], b"large35\0", "{name} {pic}");
        }
    }
}

extern "C" {
    fn _Unwind_Backtrace(
        trace: extern "C" fn(*mut c_void, *mut c_void) -> i32,
        arg: *mut c_void,
    ) -> i32;
    fn _Unwind_GetIP(ctx: *mut c_void) -> usize;
}

thread_local! {
    static FRAMES: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
}

extern "C" fn record_frame(ctx: *mut c_void, _: *mut c_void) -> i32 {
    let ip = unsafe { _Unwind_GetIP(ctx) };
    FRAMES.with(|f| f.borrow_mut().push(ip));
    0 // _URC_NO_REASON
}

extern "C" fn take_backtrace() -> i32 {
    FRAMES.with(|f| f.borrow_mut().clear());
    unsafe { _Unwind_Backtrace(record_frame, std::ptr::null_mut()) };
    FRAMES.with(|f| f.borrow().len() as i32)
}

#[inline(never)]
fn marker_caller(f: extern "C" fn(extern "C" fn() -> i32) -> i32) -> (i32, usize) {
    let start = marker_caller as *const () as usize;
    (std::hint::black_box(f(take_backtrace)), start)
}

#[test]
fn unwinding_through_loaded_code() {
    let Some(obj) = cc(
        "unwind",
        r#"
        typedef int (*cb_t)(void);
        __attribute__((noinline)) int inner(cb_t cb) { int r = cb(); return r + 1; }
        __attribute__((noinline)) int through(cb_t cb) { int r = inner(cb); return r * 2; }
        "#,
        &["-O0", "-funwind-tables"],
    ) else {
        return;
    };
    let img = load(&obj);
    let through: extern "C" fn(extern "C" fn() -> i32) -> i32 = unsafe { func(&img, "through") };
    let (r, _) = marker_caller(through);
    let frames = FRAMES.with(|f| f.borrow().clone());
    assert_eq!(r, (frames.len() as i32 + 1) * 2);
    let text = img.text_range();
    let loaded: Vec<usize> = frames
        .iter()
        .enumerate()
        .filter(|(_, ip)| text.contains(ip))
        .map(|(i, _)| i)
        .collect();
    // Both loaded frames (`inner`, `through`), and the walk went on past them
    // into this test's frames.
    assert_eq!(loaded.len(), 2, "{frames:x?} {text:x?}");
    assert!(frames.len() > loaded[1] + 2, "{frames:x?}");
    assert!(img.stats().eh_frame_registered);
}

#[test]
fn cxx_exceptions_and_static_destructors() {
    let Some(obj) = compile_with(
        "g++",
        "cc",
        "cxx",
        r#"
        #include <stdexcept>
        #include <string>
        static int *flag;
        struct Global { std::string s; Global() : s("static") {} ~Global() { if (flag) *flag = 99; } };
        static Global global;
        __attribute__((noinline)) static int thrower(int x) {
            if (x > 0) throw std::runtime_error("boom " + std::to_string(x));
            return x;
        }
        extern "C" int catcher(int x) {
            try { return thrower(x); }
            catch (const std::exception &e) { return 1000 + (int)std::string(e.what()).size(); }
        }
        extern "C" int global_len() { return (int)global.s.size(); }
        extern "C" void set_flag(int *p) { flag = p; }
        "#,
        &["-O1", "-fPIC"],
    ) else {
        return;
    };
    let config = ResolverConfig::default().with_shared_libs(["libstdc++.so.6"]);
    // SAFETY: as in `load_with`.
    let img = match unsafe { Image::load(&obj, &config) } {
        Ok(img) => img,
        Err(e @ LoadError::Library { .. }) => {
            eprintln!("skipped: {e}");
            return;
        }
        Err(e) => panic!("{e}"),
    };
    static mut FLAG: i32 = 0;
    unsafe {
        let catcher: extern "C" fn(i32) -> i32 = func(&img, "catcher");
        assert_eq!(catcher(-3), -3);
        assert_eq!(catcher(12), 1007);
        assert_eq!(
            img.call_entry("global_len", EntryResult::I32),
            Ok(EntryValue::I32(6))
        );
        let set_flag: extern "C" fn(*mut i32) = func(&img, "set_flag");
        set_flag(&raw mut FLAG);
    }
    drop(img);
    // `~Global` was registered with `__cxa_atexit` and this image's
    // `__dso_handle`: unloading ran it.
    assert_eq!(unsafe { FLAG }, 99);
}

fn llc(name: &str, ir: &str, flags: &[&str]) -> Option<Vec<u8>> {
    let llc = Path::new("/usr/bin/llc-19");
    if !llc.exists() {
        eprintln!("skipped: /usr/bin/llc-19 is not installed");
        return None;
    }
    let dir = scratch(name);
    let file = dir.join(format!("{name}.ll"));
    let obj = dir.join(format!("{name}.o"));
    std::fs::write(&file, ir).unwrap();
    let out = Command::new(llc)
        .args(["-filetype=obj", "-O2"])
        .args(flags)
        .arg("-o")
        .arg(&obj)
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&obj).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    Some(bytes)
}

const LLVM_IR: &str = r#"
target triple = "x86_64-unknown-linux-gnu"
@greeting = private constant [6 x i8] c"llvm!\00"
@counter = global i64 5
declare void @printI64(i64)
declare void @printNewline()
declare void @printString(ptr)
declare i64 @strlen(ptr)

define i32 @main() {
  %n = call i64 @strlen(ptr @greeting)
  %c = load i64, ptr @counter
  %s = add i64 %n, %c
  %r = trunc i64 %s to i32
  ret i32 %r
}

define i64 @div(i128 %a, i128 %b) {
  %q = sdiv i128 %a, %b
  %t = trunc i128 %q to i64
  ret i64 %t
}

define float @bf16_round(float %x) {
  %b = fptrunc float %x to bfloat
  %e = fpext bfloat %b to float
  ret float %e
}

define void @print() {
  call void @printString(ptr @greeting)
  call void @printNewline()
  %c = load i64, ptr @counter
  call void @printI64(i64 %c)
  call void @printNewline()
  ret void
}
"#;

fn check_llvm_object(obj: &[u8]) {
    let img = load(obj);
    unsafe {
        assert_eq!(
            img.call_entry("main", EntryResult::I32),
            Ok(EntryValue::I32(10))
        );
        let div: extern "C" fn(i128, i128) -> i64 = func(&img, "div");
        assert_eq!(div(-(1i128 << 100), 1i128 << 90), -1024);
        let bf: extern "C" fn(f32) -> f32 = func(&img, "bf16_round");
        assert_eq!(bf(1.0 + 3.0 / 256.0), 1.0 + 4.0 / 256.0);
        assert_eq!(bf(-2.5), -2.5);
    }
}

#[test]
fn llc_objects_static_and_pic() {
    for (name, flags) in [
        ("llc_static", &["-relocation-model=static"][..]),
        ("llc_pic", &["-relocation-model=pic"][..]),
    ] {
        let Some(obj) = llc(name, LLVM_IR, flags) else {
            return;
        };
        check_llvm_object(&obj);
    }
}

#[test]
fn llc_object_prints_in_child() {
    let Some(obj) = llc("llc_print", LLVM_IR, &["-relocation-model=pic"]) else {
        return;
    };
    let out = child_output("llc_object_prints_in_child", || {
        let img = load(&obj);
        unsafe { img.call_entry("print", EntryResult::Void).unwrap() };
    });
    if let Some(out) = out {
        assert!(out.contains("llvm!\n5\n"), "{out}");
    }
}

#[test]
fn unresolved_and_weak_symbols() {
    let Some(obj) = cc(
        "unresolved",
        "extern int nope(void); extern int nope2; int f(void) { return nope() + nope2; }\n",
        &["-O1"],
    ) else {
        return;
    };
    let e = load_err(&obj, &ResolverConfig::default());
    assert_eq!(
        e,
        LoadError::UnresolvedSymbols(vec!["nope".into(), "nope2".into()])
    );
    assert_eq!(e.to_string(), "unresolved symbols: nope, nope2");
    // An override resolves them.
    static V: i32 = 3;
    extern "C" fn nope() -> i32 {
        4
    }
    let config = ResolverConfig::default()
        .with_symbol("nope", nope as *const () as usize)
        .with_symbol("nope2", &V as *const i32 as usize);
    let img = load_with(&obj, &config);
    assert_eq!(
        unsafe { img.call_entry("f", EntryResult::I32) },
        Ok(EntryValue::I32(7))
    );

    let Some(weak) = cc(
        "weak",
        "extern int maybe(void) __attribute__((weak));\nint has(void) { return maybe ? maybe() : -1; }\n",
        &["-O1"],
    ) else {
        return;
    };
    let img = load(&weak);
    assert_eq!(
        unsafe { img.call_entry("has", EntryResult::I32) },
        Ok(EntryValue::I32(-1))
    );
}

#[test]
fn unsupported_features_are_errors() {
    let Some(tls) = cc(
        "tls",
        "__thread int t = 3; int get(void) { return t; }\n",
        &["-O1"],
    ) else {
        return;
    };
    let e = load_err(&tls, &ResolverConfig::default());
    assert!(matches!(e, LoadError::UnsupportedSection { .. }), "{e}");
    assert!(e.to_string().contains("thread-local"), "{e}");

    let Some(ext_tls) = cc(
        "ext_tls",
        "extern __thread int t; int get(void) { return t; }\n",
        &["-O1"],
    ) else {
        return;
    };
    let e = load_err(&ext_tls, &ResolverConfig::default());
    assert_eq!(
        e.to_string(),
        "unsupported relocation R_X86_64_GOTTPOFF in section `.text` at offset 0x3"
    );
}

#[test]
fn non_relocatable_and_foreign_files_are_errors() {
    let cfg = ResolverConfig::default();
    assert_eq!(
        load_err(b"", &cfg).to_string(),
        "malformed object file: not an ELF file (bad magic)"
    );
    assert!(matches!(
        load_err(b"#!/bin/sh\necho hi\n", &cfg),
        LoadError::Malformed(_)
    ));
    let Some(obj) = cc("class", "int f(void) { return 1; }\n", &["-O1"]) else {
        return;
    };
    let mut elf32 = obj.clone();
    elf32[4] = 1;
    assert!(matches!(
        load_err(&elf32, &cfg),
        LoadError::UnsupportedFormat(_)
    ));
    let mut big = obj.clone();
    big[5] = 2;
    assert!(matches!(
        load_err(&big, &cfg),
        LoadError::UnsupportedFormat(_)
    ));
    let mut arm = obj.clone();
    arm[18..20].copy_from_slice(&183u16.to_le_bytes());
    assert_eq!(
        load_err(&arm, &cfg),
        LoadError::UnsupportedMachine { e_machine: 183 }
    );

    // An executable (ET_DYN for a PIE, or ET_EXEC).
    let dir = scratch("exe");
    let src = dir.join("exe.c");
    std::fs::write(&src, "int main(void) { return 0; }\n").unwrap();
    let exe = dir.join("exe");
    let ok = Command::new("cc")
        .arg("-o")
        .arg(&exe)
        .arg(&src)
        .status()
        .is_ok_and(|s| s.success());
    if ok {
        let bytes = std::fs::read(&exe).unwrap();
        let e = load_err(&bytes, &cfg);
        assert!(
            matches!(e, LoadError::NotRelocatable { e_type: 2 | 3 }),
            "{e}"
        );
        assert!(e.to_string().starts_with("not a relocatable object file"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn corrupt_objects_are_errors_not_panics() {
    let Some(obj) = cc(
        "corrupt",
        r#"
        #include <stdio.h>
        int counter = 3;
        static const char *names[] = {"a", "b"};
        int f(int i) { printf("%s\n", names[i]); return counter++; }
        "#,
        &["-O1"],
    ) else {
        return;
    };
    let cfg = ResolverConfig::default();
    // Every truncation.
    for len in 0..obj.len() {
        let r = unsafe { Image::load(&obj[..len], &cfg) };
        assert!(r.is_err(), "truncated to {len} bytes loaded");
    }
    // Bytes of the ELF header, the section header table and the relocation
    // and symbol tables overwritten with extreme values: any result but a
    // panic (nothing is called, and the object has no constructors).
    let shoff = u64::from_le_bytes(obj[0x28..0x30].try_into().unwrap()) as usize;
    let mut positions: Vec<usize> = (0..64).collect();
    positions.extend((shoff..obj.len()).step_by(3));
    positions.extend((64..shoff).step_by(7));
    let mut errors = 0;
    for &pos in &positions {
        for value in [0xff, 0x7f, 0x00, 0x10] {
            let mut bad = obj.clone();
            if bad[pos] == value {
                continue;
            }
            bad[pos] = value;
            if unsafe { Image::load(&bad, &cfg) }.is_err() {
                errors += 1;
            }
        }
    }
    assert!(errors > 100, "only {errors} corruptions were detected");
}
