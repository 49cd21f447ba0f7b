//! The tests of `challenge_table_screen`'s modules, one file a module, in one binary so that the crate is
//! compiled once (its library has no unit-test harness).

mod cards_bubbles;
mod cards_geometry;
mod cards_highlight;
mod cards_marks;
mod cards_motion;
mod cards_pointer;
mod clear_spot;
mod controls;
mod games;
mod games_suit_challenge;
mod games_svoi_kozyri;
mod hud;
mod layouts;
mod menu_button;
mod meter;
mod rematch;
mod replay_bar;
mod table_view;
