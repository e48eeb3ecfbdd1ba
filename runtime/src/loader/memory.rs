//! The image's memory: one anonymous mapping holding every segment, so that
//! code, stubs, GOT and data lie within ±2 GiB of each other.

use std::io;

use super::LoadError;

/// An anonymous private mapping, unmapped on drop.
pub(crate) struct Region {
    base: *mut u8,
    len: usize,
    /// The aligned start inside the mapping.
    start: usize,
}

pub(crate) fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if p > 0 {
        p as usize
    } else {
        4096
    }
}

impl Region {
    /// Maps `size` readable, writable, zeroed bytes whose start is aligned to
    /// `align` (a power of two, at least the page size). With `low`, the
    /// mapping is first asked for in the low 2 GiB (`MAP_32BIT`); otherwise,
    /// when `near` is not empty, within ±2 GiB of every address in it.
    pub fn map(size: usize, align: usize, low: bool, near: &[u64]) -> Result<Region, LoadError> {
        let extra = align.saturating_sub(page_size());
        let len = size
            .checked_add(extra)
            .filter(|l| *l < isize::MAX as usize)
            .ok_or_else(|| LoadError::Memory(format!("image of {size} bytes is too large")))?;
        let len = len.max(1);
        let prot = libc::PROT_READ | libc::PROT_WRITE;
        let flags = libc::MAP_PRIVATE | libc::MAP_ANONYMOUS;
        let mut base = libc::MAP_FAILED;
        if low {
            // SAFETY: an anonymous mapping at an address of the kernel's choosing.
            base = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    len,
                    prot,
                    flags | libc::MAP_32BIT,
                    -1,
                    0,
                )
            };
        }
        if base == libc::MAP_FAILED && !low {
            for candidate in near_candidates(len as u64, align as u64, near) {
                // SAFETY: an anonymous mapping at a free address (the kernel
                // refuses occupied ones with MAP_FIXED_NOREPLACE).
                let p = unsafe {
                    libc::mmap(
                        candidate as usize as *mut libc::c_void,
                        len,
                        prot,
                        flags | libc::MAP_FIXED_NOREPLACE,
                        -1,
                        0,
                    )
                };
                if p as u64 == candidate {
                    base = p;
                    break;
                }
                if p != libc::MAP_FAILED {
                    // An old kernel took the address as a mere hint.
                    // SAFETY: unmapping what was just mapped.
                    unsafe { libc::munmap(p, len) };
                }
            }
        }
        if base == libc::MAP_FAILED {
            // SAFETY: as above.
            base = unsafe { libc::mmap(std::ptr::null_mut(), len, prot, flags, -1, 0) };
        }
        if base == libc::MAP_FAILED {
            return Err(LoadError::Memory(format!(
                "mmap of {len} bytes failed: {}",
                io::Error::last_os_error()
            )));
        }
        let base = base as *mut u8;
        let start = (base as usize).next_multiple_of(align) - base as usize;
        Ok(Region { base, len, start })
    }

    /// The address of offset 0 of the image.
    pub fn addr(&self) -> u64 {
        self.base as u64 + self.start as u64
    }

    /// The image's bytes (only while nothing has been made read-only).
    pub fn bytes_mut(&mut self, size: usize) -> &mut [u8] {
        assert!(self.start + size <= self.len);
        // SAFETY: inside the mapping, which is readable and writable until
        // `protect` is called and exclusively borrowed here.
        unsafe { std::slice::from_raw_parts_mut(self.base.add(self.start), size) }
    }

    /// Sets the protection of `[offset, offset + len)` of the image (page
    /// aligned).
    pub fn protect(&self, offset: usize, len: usize, prot: i32) -> Result<(), LoadError> {
        if len == 0 {
            return Ok(());
        }
        // SAFETY: a page-aligned range inside our own mapping.
        let rc = unsafe { libc::mprotect(self.base.add(self.start + offset).cast(), len, prot) };
        if rc != 0 {
            return Err(LoadError::Memory(format!(
                "mprotect failed: {}",
                io::Error::last_os_error()
            )));
        }
        Ok(())
    }
}

/// Start addresses for a `len`-byte mapping all of whose bytes lie within
/// ±2 GiB of every address in `near`: below the lowest and above the highest
/// target, moving away in 32 MiB steps.
fn near_candidates(len: u64, align: u64, near: &[u64]) -> Vec<u64> {
    let (Some(&lo), Some(&hi)) = (near.iter().min(), near.iter().max()) else {
        return Vec::new();
    };
    const REACH: u64 = (1 << 31) - (1 << 20);
    const STEP: u64 = 32 << 20;
    let fits = |a: u64| {
        a >= 1 << 16
            && a.checked_add(len).is_some_and(|end| end < 1 << 47)
            && hi.saturating_sub(a) < REACH
            && (a + len).saturating_sub(lo) < REACH
            && a.saturating_sub(lo) < REACH
            && hi.saturating_sub(a + len) < REACH
    };
    let mut out = Vec::new();
    for k in 1..=16u64 {
        if let Some(a) = lo.checked_sub(len + k * STEP) {
            out.push(a & !(align - 1));
        }
        if let Some(a) = hi.checked_add(k * STEP) {
            out.push(a.next_multiple_of(align));
        }
    }
    out.retain(|a| fits(*a));
    out
}

impl Drop for Region {
    fn drop(&mut self) {
        // SAFETY: unmapping the mapping this value owns.
        unsafe {
            libc::munmap(self.base.cast(), self.len);
        }
    }
}
