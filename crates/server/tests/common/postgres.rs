//! A PostgreSQL server of the test's own: a new cluster in a temporary directory, made with
//! initdb and started with pg_ctl on a free loopback port, stopped and removed when dropped.
//! PostgreSQL will not run as root, so under root the cluster belongs to an unprivileged user.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

pub struct TestPostgres {
    dir: PathBuf,
    bin: PathBuf,
    port: u16,
    /// The user the cluster runs as, when the tests run as root.
    user: Option<String>,
}

/// Where PostgreSQL's programs are: `CHALLENGE_PG_BIN`, else Debian's newest
/// `/usr/lib/postgresql/N/bin`, else the PATH.
fn bin_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("CHALLENGE_PG_BIN") {
        return PathBuf::from(dir);
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").is_file().then_some((version, bin))
        })
        .collect();
    versions.sort();
    if let Some((_, bin)) = versions.pop() {
        return bin;
    }
    let found = Command::new("sh")
        .args(["-c", "command -v initdb"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string());
    match found {
        Some(initdb) => Path::new(&initdb).parent().unwrap().to_path_buf(),
        None => panic!(
            "PostgreSQL's server programs are not installed (initdb, pg_ctl): \
             install Debian's postgresql package (as .ci/run does), or set CHALLENGE_PG_BIN"
        ),
    }
}

fn running_as_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
        .unwrap_or(false)
}

fn uid_of(user: &str) -> Option<(u32, u32)> {
    let id = |flag: &str| -> Option<u32> {
        let out = Command::new("id").args([flag, user]).output().ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).trim().parse().ok())?
    };
    Some((id("-u")?, id("-g")?))
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|addr| addr.port())
        .expect("a free port")
}

impl TestPostgres {
    /// A new cluster, started. `durable` keeps PostgreSQL's fsync (for measuring); tests
    /// without it run faster and lose nothing they look at.
    pub fn start(durable: bool) -> TestPostgres {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "challenge-pg-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let user = running_as_root().then(|| {
            ["postgres", "nobody"]
                .into_iter()
                .find(|user| uid_of(user).is_some())
                .expect("an unprivileged user to run PostgreSQL as (postgres or nobody)")
                .to_string()
        });
        if let Some(user) = &user {
            let (uid, gid) = uid_of(user).unwrap();
            std::os::unix::fs::chown(&dir, Some(uid), Some(gid)).unwrap();
        }
        let postgres = TestPostgres {
            dir,
            bin: bin_dir(),
            port: free_port(),
            user,
        };
        postgres.run(
            "initdb",
            &[
                "-D",
                postgres.data().to_str().unwrap(),
                "-U",
                "challenge",
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--no-sync",
            ],
        );
        let settings = if durable {
            ""
        } else {
            "\nfsync = off\nsynchronous_commit = off\n"
        };
        let conf = postgres.data().join("postgresql.conf");
        let mut text = std::fs::read_to_string(&conf).unwrap();
        text.push_str(&format!(
            "\nlisten_addresses = '127.0.0.1'\nport = {}\nunix_socket_directories = '{}'\n\
             max_connections = 200\n{settings}",
            postgres.port,
            postgres.dir.display()
        ));
        std::fs::write(&conf, text).unwrap();
        postgres.start_again();
        postgres
    }

    fn data(&self) -> PathBuf {
        self.dir.join("data")
    }

    /// One of PostgreSQL's programs, run as the cluster's user.
    fn command(&self, program: &str) -> Command {
        let path = self.bin.join(program);
        match &self.user {
            Some(user) => {
                let mut command = Command::new("runuser");
                command.args(["-u", user, "--"]).arg(&path);
                command
            }
            None => Command::new(&path),
        }
    }

    fn run(&self, program: &str, args: &[&str]) {
        let out = self
            .command(program)
            .args(args)
            .current_dir(&self.dir)
            .output()
            .unwrap_or_else(|e| panic!("{program} cannot run: {e}"));
        assert!(
            out.status.success(),
            "{program} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// The address the servers are given.
    pub fn url(&self) -> String {
        Self::url_at(self.port)
    }

    /// The address of a database listening on `port` (the cluster's own, or a proxy's in front
    /// of it).
    pub fn url_at(port: u16) -> String {
        format!("postgres://challenge@127.0.0.1:{port}/postgres?connect_timeout=3")
    }

    /// The loopback port the database listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The pid of the database server's main process.
    pub fn postmaster(&self) -> u32 {
        std::fs::read_to_string(self.data().join("postmaster.pid"))
            .ok()
            .and_then(|text| text.lines().next()?.trim().parse().ok())
            .expect("the database server's pid")
    }

    /// Stops the database server (fast: connections are cut, as in a restart).
    pub fn stop(&self) {
        self.run(
            "pg_ctl",
            &[
                "-D",
                self.data().to_str().unwrap(),
                "-m",
                "fast",
                "-w",
                "stop",
            ],
        );
    }

    pub fn start_again(&self) {
        let log = self.dir.join("server.log");
        self.run(
            "pg_ctl",
            &[
                "-D",
                self.data().to_str().unwrap(),
                "-l",
                log.to_str().unwrap(),
                "-w",
                "start",
            ],
        );
    }
}

impl Drop for TestPostgres {
    fn drop(&mut self) {
        let data = self.data();
        let _ = self
            .command("pg_ctl")
            .args([
                "-D",
                data.to_str().unwrap(),
                "-m",
                "immediate",
                "-w",
                "stop",
            ])
            .output();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
