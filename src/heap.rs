//! How the desktop game's C allocator holds memory. glibc's defaults suit servers that allocate
//! the same sizes again and again; the game allocates large buffers once (each card's pixels
//! before its upload, the synthesised sounds) and a thread pool of small ones, and with the
//! defaults both stay resident after they are freed.

/// Asks glibc to give large freed blocks back at once and to keep two arenas rather than one
/// per thread. Called first thing in `main`, before any thread starts. Together with the packed
/// relocations of `build.rs`, this took the resident set at a sixteen-seat table under a software
/// Vulkan driver from about 340 to 318 MB, and at the title from 300 to 268 MB (`benches/memory`).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn keep_small() {
    // From glibc's malloc.h.
    const M_MMAP_THRESHOLD: i32 = -3;
    const M_ARENA_MAX: i32 = -8;
    unsafe extern "C" {
        fn mallopt(param: i32, value: i32) -> i32;
    }
    // A fixed threshold: a block this large or larger is mapped on its own and unmapped when
    // freed. glibc's own starts at 128 kB but rises to the largest block freed so far, so that a
    // card's 490 kB of pixels, drawn and freed, would leave the next ones inside the heap.
    // SAFETY: mallopt only sets the allocator's parameters; it is called before any other
    // thread exists, as its documentation asks.
    unsafe {
        mallopt(M_MMAP_THRESHOLD, 256 * 1024);
        // The game's own work runs on one thread (see `crate::app`); the render thread and the
        // task pools share a second arena rather than each growing one.
        mallopt(M_ARENA_MAX, 2);
    }
}

/// Other systems' allocators are left as they are.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn keep_small() {}
