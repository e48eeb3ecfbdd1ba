//! The GDB JIT interface: telling a debugger about code the loader placed in memory.
//!
//! GDB (and LLDB) put a breakpoint on `__jit_debug_register_code` and, when it is hit,
//! read the entry `__jit_debug_descriptor.relevant_entry` names: an in-memory object file
//! ("symfile") whose symbols and debug information describe the loaded code. The loader
//! hands over a copy of the relocatable object with each loaded section's `sh_addr` set to
//! where it was mapped: the debugger adds those addresses to the symbols and applies the
//! object's relocations to its `.debug_*` sections itself (as LLVM's MCJIT and ORC do).
//! The descriptor's layout and the names are fixed by GDB's documentation ("JIT
//! Compilation Interface").

use std::sync::Mutex;

#[repr(C)]
struct JitCodeEntry {
    next_entry: *mut JitCodeEntry,
    prev_entry: *mut JitCodeEntry,
    symfile_addr: *const u8,
    symfile_size: u64,
}

/// GDB's `struct jit_descriptor`.
#[repr(C)]
pub struct JitDescriptor {
    version: u32,
    action_flag: u32,
    relevant_entry: *mut JitCodeEntry,
    first_entry: *mut JitCodeEntry,
}

const JIT_REGISTER_FN: u32 = 1;
const JIT_UNREGISTER_FN: u32 = 2;

/// The debugger's breakpoint location; must stay a real, never inlined call.
#[no_mangle]
#[inline(never)]
pub extern "C" fn __jit_debug_register_code() {
    std::hint::black_box(());
}

/// The list of registered symfiles the debugger reads.
#[no_mangle]
pub static mut __jit_debug_descriptor: JitDescriptor = JitDescriptor {
    version: 1,
    action_flag: 0,
    relevant_entry: std::ptr::null_mut(),
    first_entry: std::ptr::null_mut(),
};

/// Serializes changes of the descriptor (the debugger reads it while the process stops).
static LOCK: Mutex<()> = Mutex::new(());

/// A symfile registered with the debugger; unregistered on drop.
pub(crate) struct Registration {
    entry: *mut JitCodeEntry,
    _symfile: Box<[u8]>,
}

// SAFETY: the entry is only touched under LOCK.
unsafe impl Send for Registration {}
unsafe impl Sync for Registration {}

/// Registers `symfile` (an object file describing loaded code) with the debugger.
pub(crate) fn register(symfile: Vec<u8>) -> Registration {
    let symfile = symfile.into_boxed_slice();
    let entry = Box::into_raw(Box::new(JitCodeEntry {
        next_entry: std::ptr::null_mut(),
        prev_entry: std::ptr::null_mut(),
        symfile_addr: symfile.as_ptr(),
        symfile_size: symfile.len() as u64,
    }));
    let _guard = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    // SAFETY: the descriptor and the entries are only changed under LOCK; `entry` is a
    // fresh allocation, linked at the head of the list.
    unsafe {
        let d = std::ptr::addr_of_mut!(__jit_debug_descriptor);
        (*entry).next_entry = (*d).first_entry;
        if !(*d).first_entry.is_null() {
            (*(*d).first_entry).prev_entry = entry;
        }
        (*d).first_entry = entry;
        (*d).relevant_entry = entry;
        (*d).action_flag = JIT_REGISTER_FN;
        __jit_debug_register_code();
        (*d).action_flag = 0;
    }
    Registration {
        entry,
        _symfile: symfile,
    }
}

impl Drop for Registration {
    fn drop(&mut self) {
        let _guard = LOCK.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: `entry` is in the list (added by `register`), unlinked here once.
        unsafe {
            let d = std::ptr::addr_of_mut!(__jit_debug_descriptor);
            let e = self.entry;
            if !(*e).prev_entry.is_null() {
                (*(*e).prev_entry).next_entry = (*e).next_entry;
            } else {
                (*d).first_entry = (*e).next_entry;
            }
            if !(*e).next_entry.is_null() {
                (*(*e).next_entry).prev_entry = (*e).prev_entry;
            }
            (*d).relevant_entry = e;
            (*d).action_flag = JIT_UNREGISTER_FN;
            __jit_debug_register_code();
            (*d).action_flag = 0;
            (*d).relevant_entry = std::ptr::null_mut();
            drop(Box::from_raw(e));
        }
    }
}

/// A copy of the ELF64 relocatable object `bytes` whose section headers carry the load
/// addresses `addrs` (by section index; `None` keeps 0), or `None` when the headers do not
/// lie inside the file.
pub(crate) fn symfile(bytes: &[u8], addrs: &[Option<u64>]) -> Option<Vec<u8>> {
    let read = |at: usize, n: usize| -> Option<u64> {
        let b = bytes.get(at..at.checked_add(n)?)?;
        let mut v = [0u8; 8];
        v[..n].copy_from_slice(b);
        Some(u64::from_le_bytes(v))
    };
    let shoff = read(0x28, 8)? as usize;
    let shentsize = read(0x3a, 2)? as usize;
    if shentsize < 0x40 {
        return None;
    }
    let mut out = bytes.to_vec();
    for (i, a) in addrs.iter().enumerate() {
        let Some(a) = a else { continue };
        let at = shoff
            .checked_add(i.checked_mul(shentsize)?)?
            .checked_add(0x10)?;
        out.get_mut(at..at + 8)?.copy_from_slice(&a.to_le_bytes());
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn register_links_and_unlinks() {
        let a = register(vec![1, 2, 3]);
        let b = register(vec![4]);
        let _guard = LOCK.lock().unwrap();
        // SAFETY: read under the lock.
        unsafe {
            let d = std::ptr::addr_of!(__jit_debug_descriptor);
            assert_eq!((*d).first_entry, b.entry);
            assert_eq!((*b.entry).next_entry, a.entry);
            assert_eq!((*a.entry).prev_entry, b.entry);
            assert_eq!((*a.entry).symfile_size, 3);
        }
        drop(_guard);
        drop(b);
        let _guard = LOCK.lock().unwrap();
        // SAFETY: as above.
        unsafe {
            let d = std::ptr::addr_of!(__jit_debug_descriptor);
            assert_eq!((*d).first_entry, a.entry);
            assert!((*a.entry).prev_entry.is_null());
        }
        drop(_guard);
        drop(a);
    }

    #[test]
    fn symfile_rejects_truncated() {
        assert!(symfile(&[0; 16], &[Some(1)]).is_none());
    }
}
