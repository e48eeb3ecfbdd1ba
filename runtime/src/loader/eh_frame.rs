//! Registering a loaded `.eh_frame` with the process's unwinder, so that
//! exceptions and backtraces can walk through loaded code.
//!
//! libgcc's `__register_frame` takes a whole `.eh_frame` section ending in a
//! zero terminator (the loader reserves four zero bytes after the section).
//! LLVM's libunwind offers `__unw_add_dynamic_eh_frame_section` for the same;
//! it is preferred when present.

use std::ffi::c_void;

use super::symbols::dlsym;

type FrameFn = unsafe extern "C" fn(*const u8);

/// A registered `.eh_frame`; deregistered on drop.
pub(crate) struct Registration {
    section: *const u8,
    deregister: FrameFn,
}

fn lookup(name: &str) -> Option<FrameFn> {
    let a = dlsym(libc::RTLD_DEFAULT, name)?;
    // SAFETY: these unwinder entry points take the section's address.
    Some(unsafe { std::mem::transmute::<*const c_void, FrameFn>(a as *const c_void) })
}

/// Registers the `.eh_frame` at `section`; `None` when the process has no
/// unwinder registration entry points.
///
/// # Safety
/// `section` must point to a relocated `.eh_frame` followed by a zero word,
/// alive until the registration is dropped.
pub(crate) unsafe fn register(section: *const u8) -> Option<Registration> {
    let pair = [
        (
            "__unw_add_dynamic_eh_frame_section",
            "__unw_remove_dynamic_eh_frame_section",
        ),
        ("__register_frame", "__deregister_frame"),
    ];
    for (add, remove) in pair {
        if let (Some(add), Some(deregister)) = (lookup(add), lookup(remove)) {
            add(section);
            return Some(Registration {
                section,
                deregister,
            });
        }
    }
    None
}

impl Drop for Registration {
    fn drop(&mut self) {
        // SAFETY: the section registered by `register`, still mapped.
        unsafe { (self.deregister)(self.section) }
    }
}
