//! The server's integration tests, in one test binary: a file of this folder per subject, each
//! a module here, so they link once rather than once each (linking a test binary of the server
//! costs more than compiling most of them), and run side by side rather than one file at a
//! time. `cargo test -p challenge-server --test server NAME` runs those whose path holds NAME
//! (`cluster::`, say).

mod common;
mod fault_injection;
// Where the fault-injecting test finds its PostgreSQL, as in the benchmark that shares it.
use common::postgres;

mod architecture;
mod as_documented;
mod bad_clients;
mod chat;
mod closing;
mod cluster;
mod docs;
mod faults;
mod killed;
mod lobby;
mod names;
mod one_owner;
mod online;
mod open_tables;
mod rematch;
mod resilience;
