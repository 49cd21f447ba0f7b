//! The tests of `challenge_play`'s modules, one file a module, in one binary so that the crate is
//! compiled once (its library has no unit-test harness).

mod online;
mod online_chat;
mod online_connection;
mod online_open_tables;
mod online_remote;
mod refusal;
mod session_setup;
mod session_statistics;
mod table_headless;
mod table_purpose;
mod table_resume;
