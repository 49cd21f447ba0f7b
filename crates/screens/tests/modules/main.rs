//! The tests of `challenge_screens`'s modules, one file a module, in one binary so that the crate is
//! compiled once (its library has no unit-test harness).

mod learn;
mod lobby;
mod lobby_options;
mod menus_chat;
mod menus_rules;
mod menus_settings;
mod online;
mod page_access;
mod pages;
mod replays;
mod setup;
mod stats;
