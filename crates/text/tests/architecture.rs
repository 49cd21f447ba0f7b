//! The shape of the text layer, checked from its text: no module imports one that imports it
//! back (see `challenge-architecture` for what counts as an import).

use std::path::Path;

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo names the package's folder");
    let src = Path::new(&manifest).join("src");
    let imports = challenge_architecture::imports(&src);
    // The layer's modules do import one another: the check reads something.
    assert!(
        !imports.is_empty(),
        "no import read under {}",
        src.display()
    );
    if let Err(report) = challenge_architecture::check(&src) {
        panic!("{report}");
    }
}
