//! Resolving a loaded object's undefined symbols: user overrides, then the
//! built-in table (this crate's runner utilities and the compiler-runtime
//! helpers generated code calls), then `-shared-libs=` libraries, then the
//! process's global namespace (libc, libm, libgcc_s ...).

use std::collections::HashMap;
use std::ffi::{c_void, CStr, CString};
use std::path::Path;
use std::sync::OnceLock;

use super::{LoadError, ResolverConfig};

/// Compiler-runtime helpers, linked from Rust's `compiler_builtins` (only
/// their addresses are taken, so they are declared without signatures).
mod builtins {
    extern "C" {
        pub fn __divti3();
        pub fn __modti3();
        pub fn __udivti3();
        pub fn __umodti3();
        pub fn __multi3();
        pub fn __muloti4();
        pub fn __ashlti3();
        pub fn __ashrti3();
        pub fn __lshrti3();
        pub fn __powisf2();
        pub fn __powidf2();
        pub fn __extendhfsf2();
        pub fn __extendhfdf2();
        pub fn __truncsfhf2();
        pub fn __truncdfhf2();
        pub fn __fixsfti();
        pub fn __fixdfti();
        pub fn __fixunssfti();
        pub fn __fixunsdfti();
        pub fn __floattisf();
        pub fn __floattidf();
        pub fn __floatuntisf();
        pub fn __floatuntidf();
    }
}

/// bf16 conversions, which neither `compiler_builtins` nor libgcc_s provide
/// here. A bf16 travels in the low 16 bits of an SSE register (psABI), as the
/// low half of an `f32`'s bits does.
mod bf16 {
    /// Rounds to nearest even; NaNs stay (quiet) NaNs.
    fn from_f32(x: f32) -> u16 {
        let bits = x.to_bits();
        if x.is_nan() {
            return ((bits >> 16) | 0x40) as u16;
        }
        let round = 0x7fff + ((bits >> 16) & 1);
        (bits.wrapping_add(round) >> 16) as u16
    }

    pub extern "C" fn truncsfbf2(x: f32) -> f32 {
        f32::from_bits(from_f32(x) as u32)
    }

    // Also exported, so that objects linked by `cc` against the static runtime find them
    // where libgcc lacks them (libgcc 12).
    #[no_mangle]
    pub extern "C" fn __truncsfbf2(x: f32) -> f32 {
        truncsfbf2(x)
    }

    #[no_mangle]
    pub extern "C" fn __truncdfbf2(x: f64) -> f32 {
        truncdfbf2(x)
    }

    #[no_mangle]
    pub extern "C" fn __extendbfsf2(x: f32) -> f32 {
        extendbfsf2(x)
    }

    /// Rounds once: the double is first narrowed to f32 rounding to odd
    /// (which keeps the sticky information), then rounded to nearest even.
    pub extern "C" fn truncdfbf2(x: f64) -> f32 {
        if x.is_nan() {
            return truncsfbf2(x as f32);
        }
        let t = x as f32;
        let odd = if t as f64 == x {
            t
        } else {
            let toward_zero = if (t as f64).abs() > x.abs() {
                f32::from_bits(t.to_bits() - 1)
            } else {
                t
            };
            f32::from_bits(toward_zero.to_bits() | 1)
        };
        truncsfbf2(odd)
    }

    pub extern "C" fn extendbfsf2(x: f32) -> f32 {
        f32::from_bits((x.to_bits() & 0xffff) << 16)
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn round_trip() {
            for v in [
                1.0f32,
                -2.5,
                0.0,
                2f32.powi(100),
                2f32.powi(-120),
                3.0 * 2f32.powi(-130),
            ] {
                let b = super::truncsfbf2(v);
                assert_eq!(super::extendbfsf2(b), v, "{v}");
            }
            // 1 + 2^-8 rounds to even (1.0); 1 + 3*2^-8 rounds up.
            let r = super::extendbfsf2(super::truncsfbf2(1.0 + 1.0 / 256.0));
            assert_eq!(r, 1.0);
            let r = super::extendbfsf2(super::truncsfbf2(1.0 + 3.0 / 256.0));
            assert_eq!(r, 1.0 + 4.0 / 256.0);
            assert!(super::extendbfsf2(super::truncsfbf2(f32::NAN)).is_nan());
            // Just above the halfway point between 1 and 1 + 2^-7: the f32
            // rounding alone would land on the halfway point and round to even.
            let x = 1.0 + 1.0 / 256.0 + 1.0 / (1u64 << 40) as f64;
            assert_eq!(super::extendbfsf2(super::truncdfbf2(x)), 1.0 + 2.0 / 256.0);
            assert_eq!(super::extendbfsf2(super::truncdfbf2(-2.5)), -2.5);
            assert_eq!(super::extendbfsf2(super::truncdfbf2(1e300)), f32::INFINITY);
        }
    }
}

macro_rules! table {
    ($($name:ident),* $(,)?) => {
        [$((stringify!($name), $name as *const () as usize)),*]
    };
}

/// Every symbol the built-in table provides: name and address.
pub fn builtin_symbols() -> &'static HashMap<&'static str, usize> {
    static TABLE: OnceLock<HashMap<&'static str, usize>> = OnceLock::new();
    TABLE.get_or_init(|| {
        use crate::*;
        use builtins::*;
        let mut m: HashMap<&'static str, usize> = HashMap::new();
        m.extend(table![
            printI64,
            printU64,
            printF32,
            printF64,
            printString,
            printOpen,
            printClose,
            printComma,
            printNewline,
            printFlops,
            rtclock,
            _mlir_ciface_nanoTime,
            mlirAlloc,
            mlirAlignedAlloc,
            mlirFree,
            mlirAlignedFree,
            memrefCopy,
            _mlir_ciface_printMemrefI8,
            _mlir_ciface_printMemrefI16,
            _mlir_ciface_printMemrefI32,
            _mlir_ciface_printMemrefI64,
            _mlir_ciface_printMemrefF16,
            _mlir_ciface_printMemrefBF16,
            _mlir_ciface_printMemrefF32,
            _mlir_ciface_printMemrefF64,
            _mlir_ciface_printMemrefInd,
            _mlir_ciface_printMemrefC32,
            _mlir_ciface_printMemrefC64,
            printMemrefI32,
            printMemrefI64,
            printMemrefF32,
            printMemrefF64,
            printMemrefInd,
            printMemrefC32,
            printMemrefC64,
            _mlir_ciface_printMemref0dF32,
            _mlir_ciface_printMemref1dF32,
            _mlir_ciface_printMemref2dF32,
            _mlir_ciface_printMemref3dF32,
            _mlir_ciface_printMemref4dF32,
            _mlir_ciface_printMemref1dI8,
            _mlir_ciface_printMemref1dI32,
            _mlir_ciface_printMemref1dI64,
            _mlir_ciface_printMemref1dF64,
            _mlir_ciface_printMemref1dInd,
            _mlir_ciface_printMemref1dC32,
            _mlir_ciface_printMemref1dC64,
            _mlir_ciface_printMemrefVector4x4xf32,
            _mlir_ciface_printMemrefShapeI8,
            _mlir_ciface_printMemrefShapeI32,
            _mlir_ciface_printMemrefShapeI64,
            _mlir_ciface_printMemrefShapeF32,
            _mlir_ciface_printMemrefShapeF64,
            _mlir_ciface_printMemrefShapeInd,
            _mlir_ciface_printMemrefShapeC32,
            _mlir_ciface_printMemrefShapeC64,
            __divti3,
            __modti3,
            __udivti3,
            __umodti3,
            __multi3,
            __muloti4,
            __ashlti3,
            __ashrti3,
            __lshrti3,
            __powisf2,
            __powidf2,
            __extendhfsf2,
            __extendhfdf2,
            __truncsfhf2,
            __truncdfhf2,
            __fixsfti,
            __fixdfti,
            __fixunssfti,
            __fixunsdfti,
            __floattisf,
            __floattidf,
            __floatuntisf,
            __floatuntidf,
            // libmlir_c_runner_utils' sort, random and verify helpers.
            _mlir_ciface_stdSortI64,
            _mlir_ciface_stdSortF32,
            _mlir_ciface_stdSortF64,
            _mlir_ciface_verifyMemRefI8,
            _mlir_ciface_verifyMemRefI16,
            _mlir_ciface_verifyMemRefI32,
            _mlir_ciface_verifyMemRefI64,
            _mlir_ciface_verifyMemRefF16,
            _mlir_ciface_verifyMemRefBF16,
            _mlir_ciface_verifyMemRefF32,
            _mlir_ciface_verifyMemRefF64,
            _mlir_ciface_verifyMemRefInd,
            _mlir_ciface_verifyMemRefC32,
            _mlir_ciface_verifyMemRefC64,
            verifyMemRefI32,
            verifyMemRefF32,
            verifyMemRefF64,
            verifyMemRefInd,
            verifyMemRefC32,
            verifyMemRefC64,
        ]);
        {
            use crate::random::*;
            m.extend(table![rtsrand, rtrand, rtdrand, _mlir_ciface_shuffle]);
        }
        // `__gnu_h2f_ieee`/`__gnu_f2h_ieee` are the older names of the f16 pair.
        m.insert("__gnu_h2f_ieee", __extendhfsf2 as *const () as usize);
        m.insert("__gnu_f2h_ieee", __truncsfhf2 as *const () as usize);
        m.insert("__extendbfsf2", bf16::extendbfsf2 as *const () as usize);
        m.insert("__truncsfbf2", bf16::truncsfbf2 as *const () as usize);
        m.insert("__truncdfbf2", bf16::truncdfbf2 as *const () as usize);
        m.insert("memcpy", libc::memcpy as *const () as usize);
        m.insert("memset", libc::memset as *const () as usize);
        m.insert("memmove", libc::memmove as *const () as usize);
        m
    })
}

/// Library file names whose symbols the built-in table provides: upstream's
/// runner utility libraries and this crate's own `cdylib`.
pub(crate) fn is_builtin_library(path: &Path) -> bool {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return false;
    };
    [
        "libmlir_runner_utils.so",
        "libmlir_c_runner_utils.so",
        "librmlir_runtime.so",
    ]
    .iter()
    .any(|lib| name == *lib || name.starts_with(&format!("{lib}.")))
}

/// The last `dlerror()` message.
fn dl_error() -> String {
    // SAFETY: dlerror returns null or a thread-local C string.
    unsafe {
        let msg = libc::dlerror();
        if msg.is_null() {
            "unknown dynamic loader error".into()
        } else {
            CStr::from_ptr(msg).to_string_lossy().into_owned()
        }
    }
}

/// Looks `name` up in a `dlopen` handle (or `RTLD_DEFAULT`).
pub(crate) fn dlsym(handle: *mut c_void, name: &str) -> Option<usize> {
    let c = CString::new(name).ok()?;
    // SAFETY: a valid handle and C string.
    let p = unsafe { libc::dlsym(handle, c.as_ptr()) };
    (!p.is_null()).then_some(p as usize)
}

/// The resolution chain built from a [`ResolverConfig`].
pub(crate) struct Resolver<'c> {
    config: &'c ResolverConfig,
    /// `dlopen` handles of the non-built-in libraries, in order. They stay
    /// loaded for the life of the process, as upstream's runner keeps them.
    libraries: Vec<*mut c_void>,
}

impl<'c> Resolver<'c> {
    pub fn new(config: &'c ResolverConfig) -> Result<Self, LoadError> {
        let mut libraries = Vec::new();
        for path in &config.shared_libs {
            if is_builtin_library(path) {
                continue;
            }
            let display = path.display().to_string();
            let c = CString::new(path.as_os_str().as_encoded_bytes()).map_err(|_| {
                LoadError::Library {
                    path: display.clone(),
                    message: "the path contains a NUL byte".into(),
                }
            })?;
            // SAFETY: dlopen with a C string; RTLD_GLOBAL as upstream's
            // DynamicLibrary::getPermanentLibrary.
            let handle = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_LAZY | libc::RTLD_GLOBAL) };
            if handle.is_null() {
                return Err(LoadError::Library {
                    path: display,
                    message: dl_error(),
                });
            }
            libraries.push(handle);
        }
        Ok(Resolver { config, libraries })
    }

    pub fn resolve(&self, name: &str) -> Option<usize> {
        if let Some(&a) = self.config.symbols.get(name) {
            return Some(a);
        }
        if self.config.builtins {
            if let Some(&a) = builtin_symbols().get(name) {
                return Some(a);
            }
        }
        for &handle in &self.libraries {
            if let Some(a) = dlsym(handle, name) {
                return Some(a);
            }
        }
        if self.config.process_symbols {
            return dlsym(libc::RTLD_DEFAULT, name).or_else(|| dlsym(libm()?, name));
        }
        None
    }
}

/// The C math library, opened once: a Rust program need not link it, while
/// compiled code expects `sqrt`, `expf`, ... as any C program finds them.
fn libm() -> Option<*mut c_void> {
    static LIBM: OnceLock<usize> = OnceLock::new();
    let handle = *LIBM.get_or_init(|| {
        // SAFETY: dlopen of the system's libm by its soname.
        unsafe { libc::dlopen(c"libm.so.6".as_ptr(), libc::RTLD_LAZY | libc::RTLD_GLOBAL) as usize }
    });
    (handle != 0).then_some(handle as *mut c_void)
}
