//! The interface of the `inventory` crate, collecting nothing: the browser build's stand-in for
//! it (web/build.sh builds it in inventory's place for that build only).
//!
//! Bevy's reflection derive submits a registration function for every type it is applied to,
//! through `inventory::submit!`; only an app built with Bevy's `reflect_auto_register` feature
//! ever runs them, and this game is not (see Cargo.toml). With the real crate each submission is
//! a start-up constructor, which keeps the registration function in the module and, through it,
//! the type's whole reflection: its type information, its dynamic forms, its serialisation. Here
//! `submit!` expands to nothing, so the linker leaves all of that out.
//!
//! Should an app iterate what was collected (reflection auto-registration turned on), it stops
//! at once with a message saying why, rather than going on with an empty registry.
#![no_std]

/// A type whose values can be collected (`collect!` implements it).
pub trait Collect: Sync + Sized + 'static {}

/// Makes `$ty` a type whose values can be collected.
#[macro_export]
macro_rules! collect {
    ($ty:ty) => {
        impl $crate::Collect for $ty {}
    };
}

/// Would collect a value; collects nothing and leaves no trace of the value in the program.
#[macro_export]
macro_rules! submit {
    ($($value:tt)*) => {};
}

/// `inventory::iter::<T>`, spelt as with the real crate: both a type and a value to iterate
/// over (the value comes in through the glob below, which the type alias shadows).
#[allow(non_camel_case_types)]
pub type iter<T> = private::iter<T>;

mod void {
    pub enum Void {}
}

mod value_iter {
    #[doc(hidden)]
    pub use crate::private::iter::iter;
}

mod private {
    #[allow(non_camel_case_types)]
    pub enum iter<T> {
        __Phantom(core::marker::PhantomData<T>, crate::void::Void),
        iter,
    }

    #[doc(hidden)]
    pub use crate::value_iter::*;
}

#[doc(hidden)]
pub use crate::private::*;

impl<T: Collect> IntoIterator for iter<T> {
    type Item = &'static T;
    type IntoIter = core::iter::Empty<&'static T>;

    fn into_iter(self) -> Self::IntoIter {
        panic!(
            "the browser build collects nothing through inventory (web/no-inventory.rs), so \
             Bevy's reflect_auto_register feature cannot be used there"
        )
    }
}
