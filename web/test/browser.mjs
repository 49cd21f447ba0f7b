// The browser test: serves the built site (web/dist) on 127.0.0.1, opens it in headless
// Chromium and plays as a player would, failing on any console error:
//  1. the page loads, the first frame comes (its time is printed), the title comes up; the
//     module came compressed, and its gzip copy and the module through plain gzip -9 are within
//     the 4.24 MB budget;
//  2. every one of the five games is started from the title with real clicks and key presses,
//     a move is made in each, computer players answer through the page's bot worker, and the
//     player leaves through the pause menu; sound must be running after the first click and
//     the worker must have made the music;
//     a screenshot of the first table (web/dist/ci-table.png) must show a drawn table;
//     then the page is reloaded mid-game and "Continue" picks the game up, H shows a hint and a
//     move is made; and two players at the page play Svoi Kozyri pass and play, confirming the
//     hand-offs with Enter, a click and Space;
//  3. on a fresh page with saved settings (instant animation, short bot pauses) and a gamepad
//     plugged in, Bluff Poker is chosen and dealt, Select asks for a suggestion, and the game
//     is played to the end with the gamepad alone (the longest and the median gap between
//     frames while Suggest and the bots thought are printed), and the review of the game, worked
//     out in the worker, must show within 10 s of its end; the statistics screen and the
//     replays screen are opened with the pad, the game just played is watched and stepped
//     forward and back; and Svoi Kozyri is played pass and play with the pad;
//  4. online: the table server (crates/server) serves the same build; a phone page on its side
//     names its player on the phone's keyboard and hosts a table by taps from "Play online" with
//     the second seat open for a friend, a desktop page names its player and joins with the
//     invite code typed on the keyboard, each page names both players, the host deals, both
//     players make moves (the phone by taps), and they talk: the desktop types a line into the
//     chat, the phone taps a quick phrase, and each page reads both lines in its player's words;
//     a third page watches with the code: it names both players, sees the game's events and
//     reads the chat, and is never asked to move; the game (Svoi Kozyri, 24 cards, picked on
//     the phone's setup) is played to its end, both players tap or press "Play again", and the
//     next game is dealt at the same table, to both and to the spectator;
//  5. a page opened on a damaged save sets it aside, and the game's warning about it reaches the
//     console;
//  6. a browser set to Russian: the page and the game speak Russian, a game's buttons hold no
//     English word, and Settings → Language turns the game to German at once and for next time;
//  7. Svoi Kozyri's lesson opened from the title's "Learn to play" (a click, then the
//     keyboard in its list of games): Enter reads on (the
//     guide's Next has the focus), number keys name the suits the guide asks for, and the guide
//     follows the computer player's scripted answer to the next steps;
//  8. phone pages (touch only, two device pixels per CSS pixel), upright at 390x844 and on their
//     side at 844x390: each of the five games dealt, played and left by taps alone; a finger
//     held on a card lifts it and plays nothing; Suggest is tapped and the frame gaps printed;
//     the seed, the player's name and the invite code are typed on the phone's keyboard;
//  9. by ear: a whole game of Gotcha and Svoi Kozyri's first 80 moves, played through the
//     screen readers' mirror of the page (#access) by roles and
//     names alone: the title's button, Deal, then cards of the hand list and numbered move
//     buttons; the live region must speak each card played, the turn and the others' moves.
//
//   node web/test/browser.mjs            (after `bash web/build.sh`)
//   node web/test/browser.mjs --only=phone,online    (some parts: games, pad, online, damaged,
//                                                     languages, lesson, phone, access)
//   node web/test/browser.mjs --bench    (the start's times and the page's memory, printed;
//                                         --memory the memory alone; neither run in CI)
//
// playwright-core is looked up in $CHALLENGE_TOOLS/node_modules (default
// ~/.cache/challenge-tools); Chromium at $CHROMIUM (default /usr/bin/chromium); the table
// server at $CHALLENGE_SERVER (default $CARGO_TARGET_DIR/debug/challenge-server, which
// `cargo test -p challenge-server` builds).
//
// This file runs the parts; each part is a file of web/test/parts, and the helpers they share
// are in web/test/lib.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, dist, fail, freePort, root, state, waitFor } from './lib/context.mjs';
import { playsEveryGame } from './parts/games.mjs';
import { playsWithAGamepad } from './parts/pad.mjs';
import { playsOnline } from './parts/online.mjs';
import { setsADamagedSaveAside } from './parts/damaged.mjs';
import { speaksOtherLanguages } from './parts/languages.mjs';
import { learnsToPlay } from './parts/lesson.mjs';
import { playsByTouch } from './parts/phone.mjs';
import { playsByEar } from './parts/access.mjs';
import { reportsMemory } from './parts/memory.mjs';
import { reportsStart } from './parts/start.mjs';

// `--only=games,pad,online,damaged,languages,lesson,phone` runs those parts alone (all of them
// without it).
const only = process.argv.find(arg => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const runs = part => !only || only.includes(part);

if (!existsSync(path.join(dist, 'challenge_bg.wasm'))) fail('web/dist is not built (bash web/build.sh)');
state.port = await freePort();
const server = spawn('python3', [path.join(root, 'web', 'serve.py'), String(state.port), dist], {
  stdio: 'ignore',
});
let browser;
try {
  await waitFor(async () => {
    try { return (await fetch(`http://127.0.0.1:${state.port}/`)).ok; } catch { return false; }
  }, 'the local server', 20);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run',
    ],
  });

  // `--bench`: how soon the page starts (first and second visits) and its memory at the title
  // and at a 16-seat Challenge Poker table; `--memory`: the memory alone. Printed as figures (a
  // benchmark, not a check; CI leaves it out to keep within its time).
  if (process.argv.includes('--bench') || process.argv.includes('--memory')) {
    if (process.argv.includes('--bench')) await reportsStart(browser, `http://127.0.0.1:${state.port}/`);
    await reportsMemory(browser, { animation_speed: 'instant', bot_pause: 0.05 });
    process.exitCode = 0;
  } else {

  // Settings for the parts that play long: no animation, short pauses for the computer players.
  const quick = { animation_speed: 'instant', bot_pause: 0.05 };

  // 1 and 2: every game from the title, with the mouse and the keyboard; the best-play meter
  // is on, so Svoi Kozyri's verdicts must come from the worker too.
  if (runs('games')) await playsEveryGame(browser);

  // 3: a whole game with a gamepad, settings read from the browser's storage.
  if (runs('pad')) await playsWithAGamepad(browser, quick);

  // 4: an online table between a phone and a desktop, served by the table server itself: the
  // phone, on its side, hosts by taps alone; the desktop joins with the invite code typed on
  // its keyboard.
  if (runs('online')) await playsOnline(browser, quick);

  // 5. A damaged save is set aside, and the game's warning reaches the console.
  if (runs('damaged')) await setsADamagedSaveAside(browser);

  // 6. A browser set to Russian: the page and the game speak Russian from the first word, a
  // game is played in it, and Settings → Language turns the game to German at once and for the
  // next visit.
  if (runs('languages')) await speaksOtherLanguages(browser, quick);

  // 7. Learn to play: a click on the title's "Learn to play" lists the games with a lesson,
  // and Enter on Svoi Kozyri deals its lesson; the guide's Next has the focus and
  // Enter reads on; the suits the guide asks for are named with number keys, the computer
  // player answers as the lesson has it, and the guide goes on to the next step to read.
  if (runs('lesson')) await learnsToPlay(browser, quick);

  // 8. Phones, by taps alone: each of the five games dealt, played (a move, a computer
  // player's answer) and left, upright or on its side; on the first, a long press, Suggest and
  // the seed typed on the phone's keyboard; the invite code typed on it too.
  if (runs('phone')) {
    // Two games on a phone on its side, and upright the others, a new one included.
    const onItsSide = ['Challenge Poker', 'Bluff Poker'];
    await playsByTouch(browser, quick, { width: 390, height: 844 }, named => named.filter(game => !onItsSide.includes(game)));
    await playsByTouch(browser, quick, { width: 844, height: 390 }, named => named.filter(game => onItsSide.includes(game)));
  }
  // 9. By ear: a whole game of Gotcha, and the first moves of each other game, played through
  // the screen readers' mirror of the page, by roles and names alone (no coordinates, no
  // keys): the title's button of the game, "Deal", then each move a card of the hand list that
  // can be played or a numbered button of the moves; the live region must speak each card
  // played, the turn coming back and the other players' moves. After Gotcha, its code is
  // shared and watched from the replays page by ear. Svoi Kozyri's first 80 moves hold its
  // attacks, beats and pick-ups; a whole game of it from the keyboard, heard move by move, is
  // the game's own test (tests/app/narration.rs).
  if (runs('access')) {
    await playsByEar(browser, quick, 'Gotcha');
    await playsByEar(browser, quick, 'Svoi Kozyri', 80);
    // Most of Challenge Poker's presses pick cards to show, which the others answer only once
    // the hand is shown: it gets more of them.
    for (const [game, moves] of [['Suit Challenge', 20], ['Challenge Poker', 40], ['Bluff Poker', 20]]) {
      await playsByEar(browser, quick, game, moves);
    }
  }
  console.log('browser test passed');
  }
} finally {
  if (browser) await browser.close();
  server.kill();
  if (state.tableServer) state.tableServer.kill();
}
