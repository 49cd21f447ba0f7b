//! The server's settings and the command line that sets them.

use crate::store::Database;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// Everything the server can be told. The defaults suit one machine serving friends.
#[derive(Clone, Debug)]
pub struct Config {
    pub addr: SocketAddr,
    /// Where every table is written: a SQLite file, or PostgreSQL shared by many processes.
    pub db: Database,
    /// Where other processes reach this one (HOST:PORT); the address listened on if unset.
    pub advertise: Option<String>,
    /// How long a process that stopped renewing its lease (it hangs, or lost the database)
    /// keeps its tables before others may take them over. PostgreSQL only.
    pub lease: Duration,
    /// The built web game served at `/` (web/dist), if any.
    pub web_dir: Option<PathBuf>,
    /// How long a dropped player has to return before a computer player takes the seat.
    pub grace: Duration,
    /// How long a computer player waits before acting, so people can follow the play.
    pub bot_delay: Duration,
    pub max_tables: usize,
    pub max_connections: usize,
    /// A table nobody has acted at or joined for this long is closed.
    pub idle: Duration,
    /// How long a table opened by `quick_game` waits for players before computer players take
    /// its open seats and it is dealt.
    pub quick_wait: Duration,
    /// Messages a connection may send per second, on average.
    pub rate: u32,
    /// Messages a connection may send at once before the rate applies.
    pub burst: u32,
    /// Invite codes one address may try and miss per minute.
    pub lookups_per_minute: u32,
    /// How long a socket has to send a whole HTTP request (the WebSocket handshake among
    /// them), from its opening or from the server's previous answer, before it is closed.
    pub request_deadline: Duration,
    /// How long one message may wait to be written to a client that does not read before that
    /// client is closed.
    pub write_deadline: Duration,
}

/// How long past the lease a table whose process lost its lease waits for it to be held again
/// before it is let go, and how long past the lease a player arriving waits for a table that
/// cannot be reached just now (the database away, the table changing hands).
const STRANDED_PAST_LEASE: Duration = Duration::from_secs(10);

impl Config {
    /// The lease and `STRANDED_PAST_LEASE`: how long a table waits, suspended, for its
    /// process's lease, and an arrival for a table it cannot reach yet.
    pub fn stranded(&self) -> Duration {
        self.lease + STRANDED_PAST_LEASE
    }
}

impl Default for Config {
    fn default() -> Config {
        Config {
            addr: challenge_online::DEFAULT_ADDR
                .parse()
                .unwrap_or_else(|_| SocketAddr::from(([127, 0, 0, 1], 7878))),
            db: Database::Sqlite(PathBuf::from("challenge-tables.sqlite")),
            advertise: None,
            lease: Duration::from_secs(10),
            web_dir: Some(PathBuf::from("web/dist")),
            grace: Duration::from_secs(60),
            bot_delay: Duration::from_millis(700),
            max_tables: 2_000,
            max_connections: 10_000,
            idle: Duration::from_secs(30 * 60),
            quick_wait: Duration::from_secs(20),
            rate: 20,
            burst: 40,
            lookups_per_minute: 12,
            request_deadline: Duration::from_secs(10),
            write_deadline: Duration::from_secs(10),
        }
    }
}

pub const USAGE: &str = "\
challenge-server: online tables for Challenge's card games

usage: challenge-server [--addr HOST:PORT] [--db FILE | --db postgres://…] [--web DIR | --no-web]
                        [--advertise HOST:PORT] [--lease-ms N]
                        [--grace-secs N] [--bot-delay-ms N] [--idle-secs N]
                        [--quick-wait-secs N]
                        [--max-tables N] [--max-connections N] [--rate N] [--burst N]

  --addr             where to listen (default 127.0.0.1:7878)
  --db               the SQLite file tables are kept in (default challenge-tables.sqlite), or
                     a PostgreSQL address, shared by every process serving the same tables
  --advertise        where the other processes reach this one (default: the --addr listened on)
  --lease-ms         how long a process that stops answering keeps its tables (default 10000)
  --web              the built web game to serve at / (default web/dist)
  --grace-secs       how long a dropped player may take to return (default 60)
  --bot-delay-ms     how long computer players wait before acting (default 700)
  --idle-secs        close a table after this long without activity (default 1800)
  --quick-wait-secs  how long a quick game waits for players before computer players fill
                     its open seats and it is dealt (default 20)
  --max-tables       tables open at once (default 2000)
  --max-connections  sockets open at once, handshakes under way among them (default 10000)
  --rate, --burst    messages per second per connection, and the burst allowed (20, 40)
";

impl Config {
    /// Reads the command line (without the program name).
    pub fn from_args(args: impl IntoIterator<Item = String>) -> Result<Config, String> {
        let mut config = Config::default();
        let mut args = args.into_iter();
        while let Some(flag) = args.next() {
            if flag == "--no-web" {
                config.web_dir = None;
                continue;
            }
            if flag == "--help" || flag == "-h" {
                return Err(USAGE.to_string());
            }
            let value = args
                .next()
                .ok_or_else(|| format!("{flag} needs a value\n\n{USAGE}"))?;
            let number = || {
                value
                    .parse::<u64>()
                    .map_err(|_| format!("{flag} takes a whole number, not '{value}'"))
            };
            match flag.as_str() {
                "--addr" => {
                    config.addr = value
                        .parse()
                        .map_err(|_| format!("--addr takes HOST:PORT, not '{value}'"))?;
                }
                "--db" => config.db = Database::parse(&value),
                "--advertise" => config.advertise = Some(value.clone()),
                "--lease-ms" => config.lease = Duration::from_millis(number()?.max(100)),
                "--web" => config.web_dir = Some(PathBuf::from(&value)),
                "--grace-secs" => config.grace = Duration::from_secs(number()?),
                "--bot-delay-ms" => config.bot_delay = Duration::from_millis(number()?),
                "--idle-secs" => config.idle = Duration::from_secs(number()?.max(1)),
                "--quick-wait-secs" => config.quick_wait = Duration::from_secs(number()?),
                "--max-tables" => config.max_tables = number()? as usize,
                "--max-connections" => config.max_connections = number()? as usize,
                "--rate" => config.rate = number()?.clamp(1, 10_000) as u32,
                "--burst" => config.burst = number()?.clamp(1, 10_000) as u32,
                _ => return Err(format!("unknown flag '{flag}'\n\n{USAGE}")),
            }
        }
        Ok(config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn flags_set_the_config_and_mistakes_are_explained() {
        let config = Config::from_args(args(
            "--addr 127.0.0.1:9000 --grace-secs 5 --quick-wait-secs 7 --no-web",
        ))
        .unwrap();
        assert_eq!(config.addr.port(), 9000);
        assert_eq!(config.grace, Duration::from_secs(5));
        assert_eq!(config.quick_wait, Duration::from_secs(7));
        assert!(config.web_dir.is_none());
        assert_eq!(Config::from_args(args("")).unwrap().addr.port(), 7878);
        assert!(
            Config::from_args(args("--grace-secs soon"))
                .unwrap_err()
                .contains("whole number")
        );
        assert!(
            Config::from_args(args("--addr"))
                .unwrap_err()
                .contains("needs a value")
        );
        assert!(
            Config::from_args(args("--colour red"))
                .unwrap_err()
                .contains("unknown flag")
        );
    }
}
