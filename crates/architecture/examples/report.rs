//! Prints the import circles under a source folder, or the imports between its modules:
//! `cargo run -p challenge-architecture --example report -- crates/rules/src [--imports]`.

use std::path::Path;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(src) = args.first() else {
        eprintln!("usage: report <src folder> [--imports]");
        std::process::exit(2);
    };
    let src = Path::new(src);
    if args.iter().any(|arg| arg == "--imports") {
        for import in challenge_architecture::imports(src) {
            println!("{import}");
        }
    }
    match challenge_architecture::check(src) {
        Ok(()) => println!("no import circle under {}", src.display()),
        Err(report) => {
            println!("{report}");
            std::process::exit(1);
        }
    }
}
