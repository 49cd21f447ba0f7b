//! Link settings of the desktop game's binary.
//!
//! On Linux with glibc 2.36 or later the binary keeps its relocations packed (`DT_RELR`): the
//! position-independent game holds some 460,000 of them, an 11 MB table the loader reads at
//! every start and that then stays resident, where the packed form is a few hundred kB.
//! Older glibc cannot load such a binary, so the build asks the glibc it runs on (the native
//! build's own) before it packs them.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let target_os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let target_env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    let native = std::env::var("TARGET").ok() == std::env::var("HOST").ok();
    if target_os == "linux" && target_env == "gnu" && native && glibc_packs_relocations() {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}

/// glibc loads packed relocations from version 2.36 on.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn glibc_packs_relocations() -> bool {
    unsafe extern "C" {
        fn gnu_get_libc_version() -> *const std::ffi::c_char;
    }
    // SAFETY: glibc returns a static, NUL-terminated string such as "2.36".
    let version = unsafe { std::ffi::CStr::from_ptr(gnu_get_libc_version()) };
    let mut parts = version
        .to_str()
        .unwrap_or("")
        .split('.')
        .map(|part| part.parse::<u32>().unwrap_or(0));
    let major = parts.next().unwrap_or(0);
    let minor = parts.next().unwrap_or(0);
    (major, minor) >= (2, 36)
}

/// A build script on another system is not on the glibc the binary will load with.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn glibc_packs_relocations() -> bool {
    false
}
