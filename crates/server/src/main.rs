//! `challenge-server`: serves online tables and the web game until stopped (Ctrl-C or SIGTERM),
//! then saves every table.

use challenge_server::Config;

fn main() {
    let config = match Config::from_args(std::env::args().skip(1)) {
        Ok(config) => config,
        Err(message) => {
            let asked_for_help = message.starts_with("challenge-server:");
            eprintln!("{message}");
            std::process::exit(if asked_for_help { 0 } else { 2 });
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("challenge-server: cannot start: {e}");
            std::process::exit(1);
        }
    };
    runtime.block_on(async move {
        let db = config.db.describe();
        let server = match challenge_server::start(config).await {
            Ok(server) => server,
            Err(message) => {
                eprintln!("challenge-server: {message}");
                std::process::exit(1);
            }
        };
        println!(
            "challenge-server: listening on http://{} (tables in {}, {} brought back)",
            server.addr, db, server.restored
        );
        stopped().await;
        println!("challenge-server: stopping; saving every table and handing it over");
        server.stop().await;
    });
}

/// Waits for Ctrl-C, or SIGTERM where there is one.
async fn stopped() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        if let Ok(mut terminate) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = terminate.recv() => {}
            }
            return;
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}
