//! The real binary run as a player or a program runs it: its command-line modes, the window
//! rendered under a virtual display, and the game read and played through a screen reader's
//! bus. One binary, so the game's test code is compiled and linked once.

mod command_line;
mod render;
mod screen_reader;
