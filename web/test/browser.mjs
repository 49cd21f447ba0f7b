// The browser test: serves the built site (web/dist) on 127.0.0.1, opens it in headless
// Chromium and plays as a player would, failing on any console error:
//  1. the page loads, the first frame comes (its time is printed), the title comes up; the
//     module came compressed, and its gzip copy and the module through plain gzip -9 are within
//     the 4.9 MB budget;
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
//   node web/test/browser.mjs --memory   (the page's memory, printed; not run in CI)
//
// playwright-core is looked up in $CHALLENGE_TOOLS/node_modules (default
// ~/.cache/challenge-tools); Chromium at $CHROMIUM (default /usr/bin/chromium); the table
// server at $CHALLENGE_SERVER (default $CARGO_TARGET_DIR/debug/challenge-server, which
// `cargo test -p challenge-server` builds).

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { constants as zlib, gzipSync, inflateSync } from 'node:zlib';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const dist = path.join(root, 'web', 'dist');
const tools = process.env.CHALLENGE_TOOLS || path.join(homedir(), '.cache', 'challenge-tools');
const require = createRequire(path.join(tools, 'node_modules', 'x.js'));
const { chromium } = require('playwright-core');

// `--only=games,pad,online,damaged,languages,lesson,phone` runs those parts alone (all of them
// without it).
const only = process.argv.find(arg => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const runs = part => !only || only.includes(part);

// The most the browser may download for the module, gzipped: 4.75 MB, a little over what it
// weighs now (4,685,361 bytes through node's gzip at its best level), so that it cannot creep
// back: a feature that needs room must find it (the size report that web/build.sh prints says
// where the bytes go).
const DOWNLOAD_BUDGET = 4_750_000;

// Everything the pages printed, shown when the test fails.
const pageLog = [];

// Each line the test prints says when, in seconds since it started: where its time goes.
const testStarted = Date.now();
const print = console.log;
console.log = (...words) => print(`[${((Date.now() - testStarted) / 1000).toFixed(0).padStart(4)} s]`, ...words);

function fail(message) {
  if (pageLog.length) console.error(`the page said:\n  ${pageLog.slice(-40).join('\n  ')}`);
  console.error(`browser test: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

async function freePort() {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(check, what, seconds, everyMs = 100) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) fail(`timed out after ${seconds} s waiting for ${what}`);
    await new Promise(r => setTimeout(r, everyMs));
  }
}

// A tiny PNG reader (8-bit RGB or RGBA, not interlaced: what Chromium writes).
function decodePng(buffer) {
  let offset = 8;
  let width = 0, height = 0, channels = 0;
  const data = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('ascii', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const colour = body[9];
      if (body[8] !== 8 || body[12] !== 0) fail('unexpected PNG format');
      channels = colour === 6 ? 4 : colour === 2 ? 3 : fail(`PNG colour type ${colour}`);
    } else if (type === 'IDAT') {
      data.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const at = y * (stride + 1) + 1 + x;
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels] : 0;
      let value = raw[at];
      if (filter === 1) value += left;
      else if (filter === 2) value += up;
      else if (filter === 3) value += (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left), pb = Math.abs(p - up), pc = Math.abs(p - upLeft);
        value += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[y * stride + x] = value & 255;
    }
  }
  return { width, height, channels, pixels };
}

function assertDrawn(png) {
  const { width, height, channels, pixels } = decodePng(png);
  const colours = new Set();
  let corner = null, same = 0, total = 0;
  for (let y = 0; y < height; y += 4) {
    for (let x = 0; x < width; x += 4) {
      const i = (y * width + x) * channels;
      const key = (pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2];
      if (corner === null) corner = key;
      colours.add(key);
      if (key === corner) same++;
      total++;
    }
  }
  if (colours.size <= 200) fail(`the table looks blank: only ${colours.size} colours`);
  if (same * 100 >= total * 90) fail(`the table looks blank: ${same} of ${total} samples are one colour`);
  return colours.size;
}

// The five games on the title, top to bottom.
// The games, by their English titles in the registry's order, as the page names them
// (data-games) once it runs: every game the game has is played, a new one included.
let GAMES = [];

// A standard-mapping gamepad the page sees through navigator.getGamepads().
const PAD = {
  a: 0, b: 1, x: 2, y: 3, lb: 4, rb: 5, lt: 6, rt: 7, select: 8, start: 9,
  up: 12, down: 13, left: 14, right: 15,
};
function installGamepad() {
  const pad = {
    id: 'Test pad (STANDARD GAMEPAD)', index: 0, connected: true, mapping: 'standard',
    timestamp: 0, axes: [0, 0, 0, 0],
    buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
  };
  window.testPad = pad;
  navigator.getGamepads = () => [pad, null, null, null];
}

// Records the gaps between animation frames: the longest, and each one, for the median gap
// (what drawing a frame itself takes while nothing else waits).
function watchFrames() {
  window.frameGaps = { last: 0, longest: 0, frames: 0, gaps: [] };
  const tick = now => {
    const record = window.frameGaps;
    if (record.last) {
      const gap = now - record.last;
      record.longest = Math.max(record.longest, gap);
      if (record.gaps.length < 50000) record.gaps.push(gap);
    }
    record.last = now;
    record.frames++;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

// Keeps every line the page's loading status showed (window.loadingLines), each as it was
// shown: the status is replaced whole, so each added text node is one line.
function watchLoadingLine() {
  window.loadingLines = [];
  new MutationObserver(records => {
    for (const record of records) {
      if (record.target.id !== 'status') continue;
      for (const node of record.addedNodes) window.loadingLines.push(node.textContent);
    }
  }).observe(document, { subtree: true, childList: true });
}

async function openPage(browser, { settings, gamepad, locale, phone } = {}) {
  // A phone: touch only, 2 device pixels per CSS pixel, at the size given.
  const page = await browser.newPage(phone
    ? { viewport: phone, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale }
    : { viewport: { width: 1280, height: 720 }, locale });
  const errors = [];
  page.on('console', message => {
    pageLog.push(`[${message.type()}] ${message.text()}`);
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', error => {
    // winit hands control to the browser by throwing this on purpose.
    if (!String(error).includes('Using exceptions for control flow')) errors.push(String(error));
  });
  if (settings) {
    // Only where none are kept yet: what the game saves stays saved across a reload.
    await page.addInitScript(text => {
      if (localStorage.getItem('challenge.settings') === null) localStorage.setItem('challenge.settings', text);
    }, JSON.stringify(settings));
  }
  if (gamepad) await page.addInitScript(installGamepad);
  await page.addInitScript(watchFrames);
  await page.addInitScript(watchLoadingLine);
  // How the module came over the wire: its encoding and the bytes of its body as sent.
  const download = {};
  page.on('response', async response => {
    if (!response.url().endsWith('/challenge_bg.wasm') || download.encoding) return;
    const headers = await response.allHeaders();
    const sizes = await response.request().sizes().catch(() => null);
    download.bytes = sizes?.responseBodySize;
    download.encoding = headers['content-encoding'] || 'none';
  });

  const body = key => page.evaluate(k => document.body.dataset[k] || '', key);
  const number = async key => Number(await body(key)) || 0;
  // Lets the game run a couple of frames.
  const frames = () => page.evaluate(() => new Promise(resolve =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30)))));
  // The frame gaps from here on: `gaps()` gives the longest, the median and the frames drawn.
  const resetGaps = () => page.evaluate(() => {
    Object.assign(window.frameGaps, { longest: 0, frames: 0, gaps: [] });
  });
  const gaps = () => page.evaluate(() => {
    const { longest, frames, gaps } = window.frameGaps;
    const sorted = [...gaps].sort((a, b) => a - b);
    return { longest, frames, median: sorted.length ? sorted[sorted.length >> 1] : 0 };
  });
  // A player points before clicking; the game picks what is under the pointer on the way.
  const clickAt = async (x, y) => {
    await page.mouse.move(x, y);
    await page.waitForTimeout(300);
    await page.mouse.down();
    await page.waitForTimeout(80);
    await page.mouse.up();
  };
  const key = async name => { await page.keyboard.press(name); await frames(); };
  const pad = async name => {
    for (const pressed of [true, false]) {
      await page.evaluate(([index, down]) => {
        window.testPad.buttons[index] = { pressed: down, touched: down, value: down ? 1 : 0 };
        window.testPad.timestamp++;
      }, [PAD[name], pressed]);
      await frames();
    }
  };
  // Moves the focus with `step` until the focused button reads `label`.
  const focusOn = async (label, step) => {
    for (let i = 0; i < 40; i++) {
      if ((await body('focus')).startsWith(label)) return;
      await step();
    }
    fail(`could not move the focus to "${label}" (focus: "${await body('focus')}")`);
  };
  const screen = name => waitFor(async () => (await body('screen')) === name, `the ${name} screen`, 60);
  // Clicks the button whose words start with `words` (a RegExp matches anywhere), found where
  // the game draws it (web.rs lists it); fails when there is none.
  const clickOn = async words => {
    const found = (await page.evaluate(() => window.challengeTappable || [])).find(item =>
      item.kind === 'button' && (words instanceof RegExp ? words.test(item.words) : item.words.startsWith(words)));
    if (!found) fail(`no "${words}" to click`);
    await clickAt(found.x, found.y);
  };
  // What can be tapped now (web.rs lists it, in CSS pixels): buttons by their words, hand
  // cards by their codes.
  const tappable = () => page.evaluate(() => window.challengeTappable || []);
  // Taps the first thing whose words start with `words` (a RegExp matches anywhere), held a
  // moment as a finger is; false when there is none on the screen.
  const find = async (words, kind) => {
    if (words === '') fail('a tap aimed by no words would land on whatever is listed first');
    return (await tappable()).find(item => item.kind === kind &&
      (words instanceof RegExp ? words.test(item.words) : item.words.startsWith(words)));
  };
  // A finger on the thing whose words start with `words` (a RegExp matches anywhere), held for
  // `holdMs`; `whileHeld` runs before it lifts. False when there is no such thing on the screen.
  const touchHeld = async (words, kind, holdMs, whileHeld) => {
    const found = await find(words, kind);
    if (!found) return false;
    const viewport = page.viewportSize();
    if (found.x < 0 || found.y < 0 || found.x > viewport.width || found.y > viewport.height) {
      fail(`"${found.words}" is drawn off the screen at ${found.x.toFixed(0)},${found.y.toFixed(0)}`);
    }
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: found.x, y: found.y }] });
    await page.waitForTimeout(holdMs);
    if (whileHeld) await whileHeld(found);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await touch.detach();
    await frames();
    return true;
  };
  // A tap: held a moment, as a finger is.
  const tap = (words, kind = 'button') => touchHeld(words, kind, 90);
  // Slides a finger over a long list until the thing whose words start with `words` shows whole
  // above the bottom of the screen (where buttons stay); false when it never does. A slide must
  // change no row.
  const swipeIntoView = async (words, kind = 'button') => {
    const viewport = page.viewportSize();
    for (let i = 0; i < 12; i++) {
      const found = await find(words, kind);
      if (!found) return false;
      if (found.y - found.h / 2 >= 0 && found.y + found.h / 2 <= viewport.height - 64) return true;
      const everything = async () => (await tappable()).map(item => item.words).sort().join(' | ');
      const before = await everything();
      const down = found.y > viewport.height / 2;
      const [from, to] = down ? [0.55, 0.25] : [0.25, 0.55];
      const touch = await page.context().newCDPSession(page);
      const point = y => ({ x: found.x, y: viewport.height * y });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(from)] });
      for (let step = 1; step <= 5; step++) {
        await frames();
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove', touchPoints: [point(from + (to - from) * step / 5)],
        });
      }
      await frames();
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await touch.detach();
      await frames();
      await frames();
      // A finger that slid scrolled the list and pressed nothing: every row reads as before.
      const after = await everything();
      if (after !== before) fail(`sliding a finger over the list changed it:\n  ${before}\n  ${after}`);
    }
    return false;
  };
  return {
    page, errors, body, number, frames, clickAt, clickOn, key, pad, focusOn, screen, download, tappable, tap, touchHeld,
    swipeIntoView, resetGaps, gaps,
  };
}

// Loads the page and waits for the title; returns the seconds to the first frame and to the
// end of the module's download and compilation.
async function reachTitle(session, site = `http://127.0.0.1:${port}/`) {
  const { page, body } = session;
  await page.goto(site);
  const problem = () => page.evaluate(() =>
    document.getElementById('loading')?.classList.contains('problem')
      ? document.getElementById('status').textContent : '');
  await waitFor(async () => {
    const shown = await problem();
    if (shown) fail(`the page reports: ${shown}`);
    return (await body('challenge')) === 'running';
  }, 'the first frame', 60);
  const firstFrame = await page.evaluate(() => performance.now() / 1000);
  const compiled = await page.evaluate(() =>
    (performance.getEntriesByName('challenge-compiled')[0]?.startTime ?? NaN) / 1000);
  await session.screen('title');
  return { firstFrame, compiled };
}

// One move on the player's turn, tried as a player would: the first listed action, or the
// next card of the hand and act on it (a selection then waits for its button). `device`
// says how. Returns once the game shows new events, or false if nothing worked.
async function makeMove(session, device, attemptWait) {
  const { number, body } = session;
  const events = await number('events');
  const finished = await number('finished');
  const progressed = async () => (await number('events')) > events || (await number('finished')) > finished;
  const tries = [
    [device.first], [device.nextCard, device.act], [device.first],
    [device.nextCard, device.act, device.first], [device.first], [device.nextCard, device.act],
  ];
  for (const steps of tries) {
    for (const step of steps) await step();
    const until = Date.now() + attemptWait;
    while (Date.now() < until) {
      if (await progressed()) return true;
      await session.frames();
    }
    if ((await body('yourTurn')) !== 'yes') return await progressed();
  }
  return false;
}

const keyboard = session => ({
  first: () => session.key('Digit1'),
  nextCard: () => session.key('ArrowRight'),
  act: () => session.key('Enter'),
});
const gamepad = session => ({
  first: () => session.pad('x'),
  nextCard: () => session.pad('rb'),
  act: () => session.pad('a'),
});

// How a device moves between buttons: open the menu, move the focus, press, change a value.
const keyboardNav = session => ({
  menu: () => session.key('Escape'), next: () => session.key('Tab'),
  press: () => session.key('Enter'), change: () => session.key('ArrowRight'),
});
const gamepadNav = session => ({
  menu: () => session.pad('start'), next: () => session.pad('down'),
  press: () => session.pad('a'), change: () => session.pad('right'),
});

// Leaves the table for the title through the pause menu.
async function leaveTable(session, nav) {
  await nav.menu();
  await session.focusOn('Leave the table', nav.next);
  await nav.press();
  await session.screen('title');
}

// From the title, deals Svoi Kozyri to two players at this page.
async function dealPassAndPlay(session, nav) {
  await session.focusOn('Svoi Kozyri', nav.next);
  await nav.press();
  await session.screen('setup');
  await seatSecondPlayerHere(session, nav.next, nav.change);
  await session.focusOn('Deal', nav.next);
  await nav.press();
  await session.screen('table');
}

// Sets the setup row of Player 2 to a second player at this device ("Player 2 (here)"):
// `next` moves the focus, `change` steps the focused row's value. The page reads the focused
// row's words when the focus moves, so after each change the focus leaves the row and comes back.
async function seatSecondPlayerHere(session, next, change) {
  const onRow = async () => (await session.body('focus')).includes('Player 2');
  const toRow = async () => {
    await next();
    for (let i = 0; i < 40 && !(await onRow()); i++) await next();
  };
  if (!(await onRow())) await toRow();
  for (let i = 0; i < 8 && !(await session.body('focus')).includes('(here)'); i++) {
    await change();
    await toRow();
  }
  if (!(await session.body('focus')).includes('(here)')) {
    fail(`no second player at this device: ${await session.body('focus')}`);
  }
}

// Plays pass and play until `handOffs` hand-offs are confirmed, each with `confirm(player,
// handOff)` (the device's own way to say "I am Player N"), and checks that the table is covered, with no
// turn to take, until the next player confirms.
async function passAndPlay(session, device, confirm, handOffs, label) {
  const { number, body } = session;
  const before = await number('handOffs');
  let moves = 0;
  await waitFor(async () => {
    if ((await number('handOffs')) - before >= handOffs) return true;
    const waitingFor = await body('handOff');
    if (waitingFor) {
      if ((await body('yourTurn')) === 'yes' && (await body('focus')).includes('show my cards')) {
        fail(`${label}: the table offered a turn while it waited for ${waitingFor}`);
      }
      // The cover comes once the last move has landed; until then a press does nothing.
      const confirmed = await number('handOffs');
      await waitFor(async () => {
        if ((await number('handOffs')) > confirmed) return true;
        await confirm(waitingFor, confirmed - before);
        for (let i = 0; i < 15; i++) {
          if ((await number('handOffs')) > confirmed) return true;
          await session.frames();
        }
        return false;
      }, `${label}: ${waitingFor} to take the device`, 60);
      return false;
    }
    if ((await body('yourTurn')) === 'yes') {
      if (!(await makeMove(session, device, 3000))) fail(`${label}: no move was made`);
      moves++;
    }
    return false;
  }, `${label}: ${handOffs} hand-offs`, 240);
  console.log(`${label}: ${moves} moves, ${(await number('handOffs')) - before} hand-offs confirmed`);
}

// Words of more than one Latin letter: none may show to a player of a language written in
// Cyrillic (card corners such as "Q♠" are single letters, the game's name is its brand).
function latinWords(text) {
  return (text.replace(/Challenge/g, '').match(/[A-Za-z]{2,}/g) || []);
}

async function speaksOtherLanguages(browser, settings) {
  const russian = await openPage(browser, { settings, locale: 'ru-RU' });
  const { page, body, key, focusOn, screen } = russian;
  await page.goto(`http://127.0.0.1:${port}/`);
  const pageWords = await page.evaluate(() => ({
    lang: document.documentElement.lang, title: document.title,
    status: document.getElementById('status')?.textContent ?? '',
  }));
  if (pageWords.lang !== 'ru' || latinWords(pageWords.title + pageWords.status).length) {
    fail(`the page does not speak Russian while the game loads: ${JSON.stringify(pageWords)}`);
  }
  await reachTitle(russian);
  if ((await body('lang')) !== 'ru') fail(`the game speaks "${await body('lang')}" in a Russian browser`);
  await focusOn('Свои козыри', () => key('Tab'));
  await key('Enter');
  await screen('setup');
  await focusOn('Сдать', () => key('Tab'));
  await key('Enter');
  await screen('table');
  await waitFor(async () => (await body('yourTurn')) === 'yes', 'the Russian table to offer a turn', 60);
  // The buttons come once the deal has landed.
  await waitFor(async () => {
    await key('Tab');
    return (await body('focus')) !== '';
  }, 'a button of the Russian table to take the focus', 60);
  // Every button the table offers, as the focus reads it going round them, then a move.
  const seen = new Set();
  for (let i = 0; i < 8; i++) {
    await key('Tab');
    const focused = await body('focus');
    if (focused) seen.add(focused);
  }
  if (seen.size < 2) fail(`the Russian table offered ${seen.size} button(s) to Tab through: ${[...seen]}`);
  if (!(await makeMove(russian, keyboard(russian), 4000))) fail('a Russian game took no move');
  const words = [...seen].join(' | ');
  if (!/[А-Яа-яЁё]/.test(words) || latinWords(words).length) {
    fail(`the Russian table offered other words: ${words} (${latinWords(words)})`);
  }
  console.log(`in Russian: the page "${pageWords.title}", the table's buttons: ${words}`);
  await key('Escape');
  await focusOn('Выйти из-за стола', () => key('Tab'));
  await key('Enter');
  await screen('title');
  // Settings → Language: the next language after Russian is German, spoken at once and kept.
  await focusOn('Настройки', () => key('Tab'));
  await key('Enter');
  // A settings row reads "◀ Язык Русский ▶" to the page.
  const toRow = async label => {
    for (let i = 0; i < 40 && !(await body('focus')).includes(label); i++) await key('Tab');
    if (!(await body('focus')).includes(label)) fail(`no settings row "${label}": ${await body('focus')}`);
  };
  await toRow('Язык');
  await key('ArrowRight');
  await waitFor(async () => (await body('lang')) === 'de', 'the game to speak German', 10);
  await key('Tab');
  await toRow('Sprache');
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('challenge.settings') || '{}').language);
  if (kept !== 'de') fail(`the language chosen was not kept: ${kept}`);
  await page.reload();
  const german = await page.evaluate(() => ({ lang: document.documentElement.lang, title: document.title }));
  if (german.lang !== 'de' || !german.title.includes('Kartenspiele')) {
    fail(`after choosing German the page says ${JSON.stringify(german)}`);
  }
  await reachTitle(russian);
  if ((await body('lang')) !== 'de') fail(`the game came back in "${await body('lang')}", not German`);
  console.log(`Settings → Language: German at once and kept; the page says "${german.title}" next time`);
  if (russian.errors.length) fail(`console errors:\n  ${russian.errors.join('\n  ')}`);
  await page.close();
}

// One move by taps: an offered action if there is one that plays; else a hand card, then the
// action it offers. Returns once the game shows new events.
async function tapMove(session) {
  const { number, tap, tappable } = session;
  const events = await number('events');
  const finished = await number('finished');
  const progressed = async () => (await number('events')) > events || (await number('finished')) > finished;
  for (let attempt = 0; attempt < 6; attempt++) {
    // What a finger can reach now: not a button scrolled out of its list's view, nor one whose
    // words are not there yet (a button is listed in the frame it is made, its words the next;
    // a tap is aimed by words).
    const items = (await tappable()).filter(item => item.shown !== false && item.words.trim());
    const cards = items.filter(item => item.kind === 'card').sort((a, b) => b.z - a.z);
    // The table's own buttons: everything but the menu, the fold buttons and Suggest / Undo.
    const actions = items.filter(item => item.kind === 'button' &&
      !/^(Menu|Log|Scores|Suggest|Undo|Chat)/.test(item.words));
    if (attempt % 2 === 0 && actions.length) {
      await tap(actions[0].words);
    } else if (cards.length) {
      await tap(cards[attempt % cards.length].words, 'card');
    } else if (actions.length) {
      await tap(actions[0].words);
    }
    // A few frames and a few seconds for the game to answer: frames come slowly in software
    // rendering on a phone-sized page.
    const until = Date.now() + 3000;
    for (let i = 0; i < 4 || Date.now() < until; i++) {
      if (await progressed()) return true;
      await session.frames();
    }
  }
  return await progressed();
}

// A phone page: `games` are dealt, played (a move by taps, a computer player's answer) and
// left by taps alone; the title, the setup and each table are kept as screenshots. On the
// first table a finger held on a card only looks, and Suggest is asked for by a tap; the
// frame gaps while it and the computer players think are printed.
// `games` picks the games to play from those the page names (data-games).
async function playsByTouch(browser, settings, phone, pick) {
  const size = `${phone.width}x${phone.height}`;
  const touch = await openPage(browser, { settings, phone });
  const { page, body, tap, screen, gaps, resetGaps } = touch;
  await reachTitle(touch);
  const shown = await body('window');
  if (!shown.startsWith(`${phone.width}x${phone.height}@2`)) {
    fail(`on a ${size} phone the game sees its window as ${shown}`);
  }
  writeFileSync(path.join(dist, `ci-phone-title-${size}.png`), await page.screenshot());
  const games = pick((await body('games')).split('|').filter(Boolean));
  const gapWords = ({ longest, median, frames }) =>
    `the longest gap between frames ${longest.toFixed(0)} ms, the median ${median.toFixed(0)} ms ` +
    `(${frames} frames)`;
  for (const game of games) {
    const started = Date.now();
    if (!(await tap(game))) fail(`${size}: no "${game}" to tap on the title`);
    await screen('setup');
    if (game === games[0]) {
      writeFileSync(path.join(dist, `ci-phone-setup-${size}.png`), await page.screenshot());
      await typesOnThePhoneKeyboard(touch, /Seed/, 'numeric', '42', /Seed 42\b/);
    }
    writeFileSync(path.join(dist, `ci-phone-setup-${size}-${game.replace(/ /g, '-')}.png`), await page.screenshot());
    if (!(await tap(/^Deal$/))) fail(`${size}: no "Deal" to tap on the setup screen`);
    await screen('table');
    await waitFor(async () => (await body('yourTurn')) === 'yes', `${size} ${game}: a turn`, 60);
    let suggestGaps = null;
    const suggestShown = async () => (await touch.tappable()).some(item => item.words.startsWith('Suggest'));
    if (game === games[0]) {
      await longPressOnlyLooks(touch, `${size} ${game}`);
      await waitFor(suggestShown, `${size} ${game}: "Suggest a move" at the table`, 20);
      // Suggest thinks in the page's worker: the frames go on meanwhile.
      const hints = await touch.number('hints');
      await resetGaps();
      await tap('Suggest');
      await waitFor(async () => (await touch.number('hints')) > hints, `${size} ${game}: a suggestion`, 60);
      suggestGaps = await gaps();
    }
    await resetGaps();
    // Where no tap made a move, what was on the page and what it offered to tap are kept.
    const noMove = async () => {
      writeFileSync(path.join(dist, `ci-phone-no-move-${size}-${game.replace(/ /g, '-')}.png`), await page.screenshot());
      const offered = (await touch.tappable()).map(item =>
        `${item.kind} "${item.words}" at ${item.x.toFixed(0)},${item.y.toFixed(0)} (${item.w.toFixed(0)}x${item.h.toFixed(0)})${item.shown === false ? ', scrolled out of view' : ''}`);
      fail(`${size} ${game}: no tap made a move; offered:\n  ${offered.join('\n  ')}`);
    };
    if (!(await tapMove(touch))) await noMove();
    const replies = await touch.number('botReplies');
    await waitFor(async () => {
      if ((await touch.number('botReplies')) > replies || (await touch.number('finished')) > 0) return true;
      if ((await body('yourTurn')) === 'yes' && !(await tapMove(touch))) await noMove();
      return false;
    }, `${size} ${game}: a computer player's answer`, 60);
    const botGaps = await gaps();
    if (suggestGaps !== null) {
      console.log(`${size} ${game} by touch: while Suggest thought ${gapWords(suggestGaps)}; ` +
        `while a computer player did ${gapWords(botGaps)}`);
    }
    await page.waitForTimeout(400);
    const shot = await page.screenshot();
    writeFileSync(path.join(dist, `ci-phone-${game.toLowerCase().replace(/ /g, '-')}-${size}.png`), shot);
    assertDrawn(shot);
    if (!(await tap('Menu'))) fail(`${size} ${game}: no "Menu" to tap at the table`);
    await waitFor(async () => (await touch.tappable()).some(item => item.words.startsWith('Leave the table')),
      `${size} ${game}: the pause menu`, 20);
    await tap('Leave the table');
    await screen('title');
    console.log(`${size}: ${game} dealt, played and left by taps alone ` +
      `(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  if (phone.height > phone.width) {
    // The player's name and the invite code are typed on the phone's keyboard too.
    if (!(await tap('Play online'))) fail(`${size}: no "Play online" to tap on the title`);
    await screen('online');
    await typesOnThePhoneKeyboard(touch, /Your name/, 'text', 'Ann Lee', /Your name Ann Lee/);
    await typesOnThePhoneKeyboard(touch, /Code/, 'text', 'ace', /Code A C E ·/);
    if (!(await tap('Back'))) fail(`${size}: no "Back" on the online screen`);
    await screen('title');
  }
  // The static test site has no table server: the online screen's attempts to reach one fail.
  const problems = touch.errors.filter(error => !/WebSocket connection/.test(error));
  if (problems.length) fail(`console errors:\n  ${problems.join('\n  ')}`);
  await page.close();
}

// A finger held on a hand card lifts it, as the mouse's hover does; lifted after that long
// press, it has only looked: nothing is played or chosen, and the card goes back down.
async function longPressOnlyLooks(session, where) {
  const { tappable, touchHeld, number, frames, page } = session;
  const cardNamed = async words => (await tappable()).find(item => item.kind === 'card' && item.words === words);
  // The card drawn on top of the others shows whole.
  const [card] = (await tappable()).filter(item => item.kind === 'card').sort((a, b) => b.z - a.z);
  if (!card) fail(`${where}: no hand card to hold a finger on`);
  const events = await number('events');
  let held = null;
  await touchHeld(card.words, 'card', 900, async () => {
    await frames();
    held = await cardNamed(card.words);
  });
  await page.waitForTimeout(500);
  await frames();
  const after = await cardNamed(card.words);
  if (!held || !(held.y < card.y - held.h * 0.05)) {
    fail(`${where}: a finger held on ${card.words} did not lift it (y ${card.y.toFixed(0)} → ${held?.y.toFixed(0)})`);
  }
  if ((await number('events')) !== events) fail(`${where}: a long press on ${card.words} played it`);
  if (!after || Math.abs(after.y - card.y) > 1) {
    fail(`${where}: ${card.words} stayed lifted after a long press (y ${card.y.toFixed(0)} → ${after?.y.toFixed(0)})`);
  }
  console.log(`${where}: a finger held on ${card.words} lifted it by ${(card.y - held.y).toFixed(0)} px ` +
    'and played nothing');
}

// Taps the field whose words match `field`: the page must bring up the phone's keyboard
// in `mode` (its hidden field takes the focus), and `text` typed there must reach the game,
// whose field then reads `expected`.
async function typesOnThePhoneKeyboard(session, field, mode, text, expected) {
  const { page, body, tap, tappable, swipeIntoView } = session;
  // A phone on its side shows the longer setups in a list that scrolls.
  if (!(await swipeIntoView(field))) fail(`no "${field}" field to slide into view`);
  if (!(await tap(field))) fail(`no "${field}" field to tap`);
  await waitFor(async () => (await body('keyboard')) === mode &&
    (await page.evaluate(() => document.activeElement?.id)) === 'keyboard',
    `the phone's keyboard (${mode}) for "${field}"`, 10);
  await page.keyboard.type(text);
  await waitFor(async () => (await tappable()).some(item => expected.test(item.words)),
    `"${field}" to read what was typed on the phone's keyboard`, 10);
  console.log(`${field}: the phone's keyboard came up (${mode}) and "${text}" was typed into it`);
}

// What the page's live region says now.
async function liveWords(session) {
  return session.page.evaluate(() => document.querySelector('#access [aria-live="polite"]')?.textContent || '');
}

// One move by ear, through the page's mirror as a screen reader user makes it: a card of the
// hand that can be played, else the first numbered move, pressed once the mirror offers one and
// again (up to five presses) when the page does not answer. True once the game goes on or
// offers the move's next step; else a failure that says what the mirror offered.
async function moveByEar(session, where) {
  const { page, number, body } = session;
  const mirror = page.locator('#access');
  const hand = mirror.getByRole('list', { name: /^Your hand/ }).getByRole('listitem');
  const playable = hand.filter({ hasText: /can be played/ });
  const moveButtons = mirror.getByRole('button', { name: /^\d+\s/ });
  const offered = () => page.evaluate(() =>
    [...document.querySelectorAll('#access button')].map((b) => b.textContent).join('|'));
  const events = await number('events');
  const before = await offered();
  let presses = 0;
  let nextPress = Date.now();
  const until = Date.now() + 30000;
  while (Date.now() < until) {
    if (presses > 0 && ((await number('events')) > events || (await body('yourTurn')) !== 'yes'
      || (await offered()) !== before)) return;
    if (presses < 5 && Date.now() >= nextPress) {
      if (await playable.count()) {
        await playable.first().dispatchEvent('click');
        presses++;
      } else if (await moveButtons.count()) {
        await moveButtons.first().dispatchEvent('click');
        presses++;
      }
      if (presses) nextPress = Date.now() + 4000;
    }
    await page.waitForTimeout(50);
  }
  fail(`${where}: no move by ear after ${presses} press(es); the mirror offered the buttons ` +
    `${await offered()} and the hand ${(await hand.allTextContents()).join(' | ')}; ` +
    `the live region said "${await liveWords(session)}"`);
}

// The page's memory (the module's linear memory and the JS heap) at the title and at a
// 16-seat Challenge Poker table, printed as figures: a phone closes a tab that holds too much.
// A whole game played through the page's mirror of the accessibility tree (#access), found by
// roles and names as a screen reader user finds them. What the live region says is checked
// against the moves: each card the player plays must be spoken as played ("You play 7 of
// hearts"), the turn coming back must be spoken, and so must the other players' moves.
async function playsByEar(browser, settings, game, upTo = Infinity) {
  const session = await openPage(browser, { settings });
  await reachTitle(session);
  const { page } = session;
  const mirror = page.locator('#access');
  const press = async (locator) => {
    await locator.first().dispatchEvent('click');
  };
  // A press of a move whose button may be gone by the time it lands (the page remade the list
  // between the look and the press, the turn having moved on): false when it was, and the next
  // look decides again, as a listener would.
  const pressIfThere = async (locator) => {
    try {
      await locator.first().dispatchEvent('click', undefined, { timeout: 3000 });
      return true;
    } catch (error) {
      if (error.name === 'TimeoutError') return false;
      throw error;
    }
  };
  const titleButton = mirror.getByRole('button', { name: game, exact: true });
  await waitFor(async () => (await titleButton.count()) === 1, `the title's "${game}" button in the mirror`, 30);
  await press(titleButton);
  await session.screen('setup');
  const deal = mirror.getByRole('button', { name: 'Deal', exact: true });
  await waitFor(async () => (await deal.count()) === 1, 'the setup\'s "Deal" in the mirror', 30);
  await press(deal);
  await session.screen('table');
  const hand = mirror.getByRole('list', { name: /^Your hand/ });
  await waitFor(async () => (await hand.count()) === 1, 'the hand list in the mirror', 30);
  // Every value the live region takes, as a screen reader hears it: the page notes each change
  // as it is made, so none is missed between two looks of the test.
  await page.evaluate(() => {
    const access = document.getElementById('access');
    const spoken = (window.challengeSpoken = []);
    const note = () => {
      const words = access.querySelector('[aria-live="polite"]')?.textContent;
      if (words && words !== spoken[spoken.length - 1]) spoken.push(words);
    };
    new MutationObserver(note).observe(access, { childList: true, characterData: true, subtree: true });
    note();
  });
  // The page's state in one look per poll (each look waits for a frame of a busy page): what
  // the body says of the game, the live region's words and the moves offered.
  const look = () => page.evaluate(() => {
    const data = document.body.dataset;
    const live = document.querySelector('#access [aria-live="polite"]');
    return {
      finished: Number(data.finished) || 0,
      yourTurn: data.yourTurn === 'yes',
      events: Number(data.events) || 0,
      heard: (live && live.textContent) || '',
      offered: [...document.querySelectorAll('#access button')].map((b) => b.textContent).join('|'),
    };
  });
  const playable = hand.getByRole('listitem').filter({ hasText: /can be played/ });
  const moveButtons = mirror.getByRole('button', { name: /^\d+\s/ });
  const started = Date.now();
  let moves = 0;
  const heard = [];
  const hear = (words) => {
    if (words && words !== heard[heard.length - 1]) heard.push(words);
  };
  // The cards played, in words (a list item reads "7 of hearts, 3 of 6, can be played"), and
  // how many presses went unanswered.
  const played = [];
  let unanswered = 0;
  // A card pressed that made no move was picked (Challenge Poker's cards to show): the next
  // press is a move of the list (Show), not the same card again, which would put it back.
  let picked = false;
  await waitFor(async () => {
    const now = await look();
    hear(now.heard);
    if (now.finished > 0 || moves >= upTo) return true;
    if (!now.yourTurn) return false;
    const card = playable.first();
    let pressedCard = null;
    let pressed = false;
    if (picked && (await moveButtons.count())) {
      pressed = await pressIfThere(moveButtons);
    } else if (await playable.count()) {
      pressedCard = ((await card.textContent()) || '').split(',')[0].trim();
      pressed = await pressIfThere(card);
    } else if (await moveButtons.count()) {
      pressed = await pressIfThere(moveButtons);
    }
    if (!pressed) {
      picked = false;
      return false;
    }
    // The move is taken: the events go on, or the choice opens its next step. A press the
    // page did not take (its button was being made anew) is made again, as a listener would.
    const until = Date.now() + 10000;
    for (;;) {
      const after = await look();
      hear(after.heard);
      if (after.events > now.events || after.finished > 0 || !after.yourTurn
        || after.heard !== now.heard || after.offered !== now.offered) break;
      if (Date.now() > until) {
        unanswered++;
        if (unanswered > 5) fail(`${game}: ${unanswered} presses by ear went unanswered, the last at move ${moves + 1}`);
        return false;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    moves++;
    const after = await look();
    picked = pressedCard !== null && after.events === now.events && !after.finished;
    if (pressedCard && !picked) played.push(pressedCard);
    if (moves > 400) fail(`${game}: more than 400 moves by ear`);
    return false;
  }, `${game} played ${upTo === Infinity ? 'to its end' : `for ${upTo} moves`} by ear`, 300, 25);
  // The last words of the game, which may come after the last move.
  await page.waitForTimeout(300);
  hear((await look()).heard);
  const cardsNamed = await hand.getByRole('listitem').allTextContents();
  if (cardsNamed.some((words) => !words.trim())) fail(`${game}: a card of the hand has no words`);
  const spoken = await page.evaluate(() => window.challengeSpoken || []);
  if (spoken.length >= heard.length) heard.splice(0, heard.length, ...spoken);
  const sentences = heard.flatMap((words) => words.split(/(?<=\.)\s+/));
  const unspoken = played.filter((card) => !sentences.some((s) => s.startsWith('You play') && s.includes(card)));
  if (game === 'Svoi Kozyri' && (played.length < 10 || unspoken.length)) {
    fail(`${game}: of ${played.length} cards played by ear, these were never spoken as played: ${unspoken.join('; ')}`);
  }
  if (!sentences.some((s) => s === 'Your turn.')) fail(`${game}: the turn coming back was never spoken`);
  const others = sentences.filter((s) => /^Player \d/.test(s));
  if (others.length < 3) fail(`${game}: the other players' moves were spoken ${others.length} times`);
  const events = (await look()).events;
  if (session.errors.length) fail(`console errors:\n  ${session.errors.join('\n  ')}`);
  const howFar = (await look()).finished > 0 ? 'to its end' : `for ${moves} moves`;
  const whole = (await look()).finished > 0;
  console.log(`by ear: ${game} played ${howFar} through the page's mirror, by roles and names alone: ` +
    `${moves} moves in ${((Date.now() - started) / 1000).toFixed(1)} s; the live region spoke ${heard.length} ` +
    `times for ${events} events (${played.length} cards played, each spoken as played; ${others.length} moves ` +
    `of the others), e.g. "${heard.slice(-2).join('" / "')}"`);
  if (whole) await sharesAndWatchesByEar(session, game);
  await page.close();
}

// By ear on the replays screen (egui draws it; the page's mirror holds its description): the
// game just played is kept, its "Share code" reads the code out, and that code typed into the
// mirror's field for a shared game, then its Watch, opens the game's replay.
async function sharesAndWatchesByEar(session, game) {
  const { page } = session;
  const mirror = page.locator('#access');
  const press = async (locator) => {
    await locator.first().dispatchEvent('click');
  };
  const button = (name) => mirror.getByRole('button', { name, exact: true });
  // The game is over: its result offers Play again and Title.
  const leave = button('Title');
  await waitFor(async () => (await leave.count()) > 0, `${game}: the result's "Title" in the mirror`, 20);
  await press(leave);
  await session.screen('title');
  await waitFor(async () => (await button('Replays').count()) === 1, 'the title\'s "Replays" in the mirror', 20);
  await press(button('Replays'));
  await session.screen('replays');
  const kept = mirror.getByText(new RegExp(`^${game}, `));
  await waitFor(async () => (await kept.count()) > 0, `the kept ${game} game read on the replays page`, 20);
  await waitFor(async () => (await button('Share code').count()) > 0, '"Share code" in the mirror', 20);
  await press(button('Share code'));
  const shown = mirror.getByText(/^CH-/);
  await waitFor(async () => (await shown.count()) === 1, 'the share code read out', 20);
  const code = ((await shown.textContent()) || '').trim();
  await waitFor(async () => (await button('Copy').count()) === 1, 'the code\'s "Copy" in the mirror', 20);
  await press(button('Hide code'));
  const field = mirror.getByRole('textbox', { name: 'Watch a shared game' });
  await waitFor(async () => (await field.count()) === 1, 'the share code\'s field in the mirror', 20);
  // As a reader types: the field takes focus, then each change is an input event.
  await field.evaluate((element, typed) => {
    element.focus();
    element.value = typed;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, code);
  await waitFor(async () => (await field.evaluate((element) => element.value)) === code,
    'the field to keep what was typed', 10);
  // The field's own Watch comes before the kept games' ones.
  await page.waitForTimeout(300);
  await press(button('Watch'));
  await session.screen('table');
  await waitFor(async () => (await session.body('replay')) || false, 'the shared code\'s replay to show a move', 30);
  console.log(`by ear on the replays page: the kept ${game} game read, its code (${code.length} characters) ` +
    'read out by "Share code", typed into the field and watched');
}

async function reportsMemory(browser, settings) {
  const session = await openPage(browser, { settings });
  const { page, body, key, focusOn, screen } = session;
  await reachTitle(session);
  const memory = async () => {
    await page.waitForTimeout(1500);
    const wasm = Number(await body('wasmMemory')) || 0;
    const heap = await page.evaluate(() => performance.memory ? performance.memory.usedJSHeapSize : 0);
    const mb = bytes => (bytes / 1048576).toFixed(1);
    return `${mb(wasm + heap)} MB (module ${mb(wasm)} MB, JS heap ${mb(heap)} MB)`;
  };
  const atTitle = await memory();
  await focusOn('Challenge Poker', () => key('Tab'));
  await key('Enter');
  await screen('setup');
  // The rows are rebuilt for each seat added, which puts the focus back on the first row.
  for (let i = 0; i < 14; i++) {
    await focusOn('◀ Players', () => key('Tab'));
    await key('ArrowRight');
  }
  await focusOn('◀ Players', () => key('Tab'));
  if (!(await body('focus')).includes('16')) fail(`the setup did not reach 16 players (${await body('focus')})`);
  await focusOn('Deal', () => key('Tab'));
  await key('Enter');
  await screen('table');
  await waitFor(async () => (await session.number('botReplies')) >= 15 || (await body('yourTurn')) === 'yes',
    'the 16-seat table to come round', 90);
  const atTable = await memory();
  console.log(`memory: title ${atTitle}; 16-seat Challenge Poker ${atTable}`);
  await page.close();
}

if (!existsSync(path.join(dist, 'challenge_bg.wasm'))) fail('web/dist is not built (bash web/build.sh)');
const port = await freePort();
const server = spawn('python3', [path.join(root, 'web', 'serve.py'), String(port), dist], {
  stdio: 'ignore',
});
let browser;
let tableServer;
try {
  await waitFor(async () => {
    try { return (await fetch(`http://127.0.0.1:${port}/`)).ok; } catch { return false; }
  }, 'the local server', 20);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run',
    ],
  });

  // `--memory`: only the page's memory at the title and at a 16-seat Challenge Poker table,
  // printed as figures (a benchmark, not a check; CI leaves it out to keep within its time).
  if (process.argv.includes('--memory')) {
    await reportsMemory(browser, { animation_speed: 'instant', bot_pause: 0.05 });
    process.exitCode = 0;
  } else {

  // Settings for the parts that play long: no animation, short pauses for the computer players.
  const quick = { animation_speed: 'instant', bot_pause: 0.05 };

  // 1 and 2: every game from the title, with the mouse and the keyboard; the best-play meter
  // is on, so Svoi Kozyri's verdicts must come from the worker too.
  if (runs('games')) {
  const session = await openPage(browser, { settings: { best_play_meter: true } });
  const { firstFrame, compiled } = await reachTitle(session);
  GAMES = (await session.body('games')).split('|').filter(Boolean);
  if (GAMES.length < 5) fail(`the page names the games ${JSON.stringify(GAMES)}`);
  console.log(`first frame ${firstFrame.toFixed(2)} s after opening the page ` +
    `(downloaded and compiled at ${compiled.toFixed(2)} s)`);
  // The module is sent precompressed (web/serve.py), within the download budget for gzip.
  const { download } = session;
  await waitFor(async () => download.encoding !== undefined, 'the module\'s response', 20);
  if (download.encoding === 'none') fail('the module was sent uncompressed');
  const gzipped = statSync(path.join(dist, 'challenge_bg.wasm.gz')).size;
  console.log(`module sent with ${download.encoding}: ${download.bytes} bytes; ` +
    `the gzip copy is ${gzipped} bytes`);
  // The loading line counted the download up to its total and never past it.
  const counts = (await session.page.evaluate(() => window.loadingLines))
    .map(line => line.match(/(\d+[.,]\d)\D+(\d+[.,]\d)/))
    .filter(Boolean)
    .map(([, received, total]) => [Number(received.replace(',', '.')), Number(total.replace(',', '.'))]);
  if (counts.length === 0) fail('the page showed no count of the download');
  const [, total] = counts[counts.length - 1];
  if (Math.abs(total - download.bytes / 1048576) > 0.051) {
    fail(`the loading line names ${total} MB, but ${download.bytes} bytes were sent`);
  }
  for (const [received, of] of counts) {
    if (received > of) fail(`the loading line counted ${received} of ${of} MB`);
  }
  console.log(`the loading line counted ${counts.length} times, up to ${counts[counts.length - 1].join(' of ')} MB`);
  if (gzipped > DOWNLOAD_BUDGET) fail(`the gzip download is ${gzipped} bytes, over ${DOWNLOAD_BUDGET}`);
  if (download.bytes > DOWNLOAD_BUDGET) fail(`the module took ${download.bytes} bytes to send`);
  // Within the budget however it is gzipped: plain gzip at its best level, as a server without
  // the precompressed copy would send it, too.
  const wasmBytes = readFileSync(path.join(dist, 'challenge_bg.wasm'));
  const plainGzip = gzipSync(wasmBytes, { level: zlib.Z_BEST_COMPRESSION }).length;
  console.log(`the module through plain gzip -9: ${plainGzip} bytes`);
  if (plainGzip > DOWNLOAD_BUDGET) fail(`the module through plain gzip is ${plainGzip} bytes, over ${DOWNLOAD_BUDGET}`);
  // At rest the game draws no frame it does not need (crates/base/src/frame_pace.rs): the
  // title, once it has come in, is drawn again only when its wait runs out (every 0.5 s), not
  // as often as the browser would draw.
  await session.page.waitForTimeout(1500);
  const framesBefore = await session.number('frames');
  await session.page.waitForTimeout(3000);
  const framesAtRest = (await session.number('frames')) - framesBefore;
  console.log(`at rest on the title: ${framesAtRest} frames drawn in 3 s`);
  if (framesAtRest > 12) fail(`the title at rest drew ${framesAtRest} frames in 3 s`);
  // A browser that takes only gzip gets the gzip copy, and it unpacks to the module itself.
  const asGzip = await fetch(`http://127.0.0.1:${port}/challenge_bg.wasm`, { headers: { 'Accept-Encoding': 'gzip' } });
  const unpacked = (await asGzip.arrayBuffer()).byteLength;
  if (asGzip.headers.get('content-encoding') !== 'gzip') fail('the gzip copy was not sent to a gzip-only browser');
  if (unpacked !== statSync(path.join(dist, 'challenge_bg.wasm')).size) fail('the gzip copy is not the module');
  for (const [index, game] of GAMES.entries()) {
    await session.clickOn(game);
    await session.screen('setup');
    await session.focusOn('Deal', () => session.key('Tab'));
    await session.key('Enter');
    await session.screen('table');
    if (index === 0) {
      const audio = await waitFor(async () => (await session.body('audio')) === 'running' && 'running',
        'sound to run after the first click', 10);
      const music = await waitFor(async () => (await session.body('music')) || false,
        'the worker to make the music', 60);
      if (music !== 'ready') fail(`the worker could not make the music: ${music}`);
      console.log(`sound: ${audio}, music made by the worker`);
    }
    // Play until the player has moved and a computer player has answered through the worker.
    const replies = await session.number('botReplies');
    let moves = 0;
    await waitFor(async () => {
      if ((await session.number('botReplies')) > replies && moves > 0) return true;
      if ((await session.body('yourTurn')) === 'yes') {
        if (!(await makeMove(session, keyboard(session), 4000))) fail(`${game}: no key press made a move`);
        moves++;
      }
      return false;
    }, `${game}: a move and a bot's answer`, 120);
    console.log(`${game}: ${moves} move(s) by keyboard, bots answered by the worker`);
    if (game === 'Svoi Kozyri') {
      const verdicts = await waitFor(async () => (await session.number('meterReplies')) || false,
        'the worker to answer the best-play meter', 30);
      console.log(`Svoi Kozyri: ${verdicts} best-play verdict(s) worked out by the worker`);
    }
    if (index === 0) {
      await session.page.waitForTimeout(1500);
      const shot = await session.page.screenshot();
      writeFileSync(path.join(dist, 'ci-table.png'), shot);
      console.log(`table screenshot: ${assertDrawn(shot)} colours (web/dist/ci-table.png)`);
    }
    await leaveTable(session, keyboardNav(session));
  }
  // The game left last waits on the title. A reload closes the page mid-hand; "Continue" picks
  // the game up, a hint is asked for with H, and the player moves on. All of it offline: once
  // the page runs, its service worker keeps the game's files, and the reload starts from them.
  await waitFor(async () => (await session.body('offline')) === 'ready', 'the service worker to keep the files', 120);
  await waitFor(() => session.page.evaluate(() => !!navigator.serviceWorker.controller),
    'the service worker to serve the page', 30);
  await session.page.context().setOffline(true);
  if (await session.page.evaluate(() => navigator.onLine)) fail('the page still thinks it is online');
  await session.page.reload();
  // A second visit: the browser may start from the code it kept compiled (web/index.html).
  const again = await reachTitle(session);
  console.log(`second visit (a reload, offline, from the kept files): first frame ${again.firstFrame.toFixed(2)} s ` +
    `(downloaded and compiled at ${again.compiled.toFixed(2)} s)`);
  await session.focusOn('Continue', () => session.key('Tab'));
  const continued = await session.body('focus');
  await session.key('Enter');
  await session.screen('table');
  await waitFor(async () => (await session.body('yourTurn')) === 'yes', 'the continued game to offer a turn', 60);
  await session.key('KeyH');
  await waitFor(async () => (await session.number('hints')) > 0, 'a hint after H', 30);
  if (!(await makeMove(session, keyboard(session), 4000))) fail('the continued game took no move');
  console.log(`offline, after a reload from the kept files: "${continued}"; a hint shown, a move made`);
  await session.page.context().setOffline(false);
  await leaveTable(session, keyboardNav(session));

  // Pass and play with the keyboard and the mouse: two players at this page take turns, the
  // table covered between them until the next one says "I am Player N" (Enter, a click, Space).
  await dealPassAndPlay(session, keyboardNav(session));
  const clickShowMyCards = async () => {
    for (const y of [400, 380, 420, 360, 440]) {
      const seen = await session.number('handOffs');
      await session.clickAt(640, y);
      await session.frames();
      if ((await session.number('handOffs')) > seen) return;
    }
  };
  // Each hand-off has its own way, kept when a press comes before the cover does.
  await passAndPlay(session, keyboard(session), async (_, handOff) => {
    const way = handOff % 3;
    if (way === 0) await session.key('Enter');
    else if (way === 1) await clickShowMyCards();
    else await session.key('Space');
  }, 3, 'pass and play with the keyboard and the mouse');
  await leaveTable(session, keyboardNav(session));
  if (session.errors.length) fail(`console errors:\n  ${session.errors.join('\n  ')}`);
  await session.page.close();
  }

  // 3: a whole game with a gamepad, settings read from the browser's storage.
  if (runs('pad')) {
  const padSession = await openPage(browser, { settings: quick, gamepad: true });
  await reachTitle(padSession);
  await padSession.focusOn('Bluff Poker', () => padSession.pad('down'));
  await padSession.pad('a');
  await padSession.screen('setup');
  await padSession.focusOn('Deal', () => padSession.pad('down'));
  await padSession.pad('a');
  await padSession.screen('table');
  // Select asks for a suggestion, which the hard search works out in the page's worker.
  await waitFor(async () => (await padSession.body('yourTurn')) === 'yes', 'Bluff Poker: a turn', 60);
  const padHints = await padSession.number('hints');
  await padSession.resetGaps();
  await padSession.pad('select');
  await waitFor(async () => (await padSession.number('hints')) > padHints, 'Bluff Poker: a suggestion after Select', 60);
  const padSuggestGaps = await padSession.gaps();
  await padSession.resetGaps();
  const started = Date.now();
  let padMoves = 0;
  await waitFor(async () => {
    if ((await padSession.number('finished')) > 0) return true;
    if ((await padSession.body('yourTurn')) === 'yes') {
      if (!(await makeMove(padSession, gamepad(padSession), 2500))) fail('Bluff Poker: no pad press made a move');
      padMoves++;
    }
    return false;
  }, 'Bluff Poker to end', 600);
  const padGaps = await padSession.gaps();
  const stored = await padSession.page.evaluate(() => localStorage.getItem('challenge.settings'));
  if (!stored || !stored.includes('instant')) fail(`the saved settings were lost: ${stored}`);
  console.log(`Bluff Poker played to the end with the gamepad: ${padMoves} moves in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s, ${await padSession.number('botReplies')} bot replies ` +
    `from the worker; frame gaps while Suggest thought: the longest ${padSuggestGaps.longest.toFixed(0)} ms, ` +
    `the median ${padSuggestGaps.median.toFixed(0)} ms; while the game went on: the longest ` +
    `${padGaps.longest.toFixed(0)} ms, the median ${padGaps.median.toFixed(0)} ms (${padGaps.frames} frames)`);
  // The review of the game just played, worked out in the page's worker, within 10 s.
  const reviewStarted = Date.now();
  const reviewed = await waitFor(async () => {
    const review = await padSession.body('review');
    if (review === 'failed') fail('Bluff Poker: the review failed');
    return review?.startsWith('ready') && review;
  }, 'Bluff Poker: the review of the game', 10);
  const [listed, valued] = reviewed.slice('ready '.length).split('/').map(Number);
  if (!(valued > 0) || listed > 3) fail(`Bluff Poker: the review reads "${reviewed}"`);
  if (!((await padSession.number('reviewReplies')) > 0)) fail('Bluff Poker: the review was not worked out in the worker');
  console.log(`review of the game shown ${((Date.now() - reviewStarted) / 1000).toFixed(1)} s after ` +
    `its end: ${listed} costliest of ${valued} decisions valued (the worker's ` +
    `${await padSession.number('reviewReplies')} review replies)`);
  const end = await padSession.page.screenshot();
  writeFileSync(path.join(dist, 'ci-finished.png'), end);
  assertDrawn(end);
  // The finished game is in the statistics and among the replays: both screens with the pad.
  await padSession.focusOn('Title', () => padSession.pad('right'));
  await padSession.pad('a');
  await padSession.screen('title');
  await padSession.focusOn('Statistics', () => padSession.pad('down'));
  await padSession.pad('a');
  await padSession.screen('stats');
  await padSession.page.waitForTimeout(1500);
  const stats = await padSession.page.screenshot();
  writeFileSync(path.join(dist, 'ci-stats.png'), stats);
  console.log(`statistics screen: ${assertDrawn(stats)} colours (web/dist/ci-stats.png)`);
  await padSession.pad('b');
  await padSession.screen('title');
  await padSession.focusOn('Replays', () => padSession.pad('down'));
  await padSession.pad('a');
  await padSession.screen('replays');
  await padSession.page.waitForTimeout(500);
  await padSession.pad('a');
  await padSession.screen('table');
  const shownAt = await waitFor(async () => (await padSession.body('replay')) || false, 'the replay to show a move', 30);
  await padSession.pad('rt');
  await padSession.pad('rt');
  const stepped = await waitFor(async () => {
    const now = await padSession.body('replay');
    return now !== shownAt && now;
  }, 'the replay to step forward with RT', 30);
  await padSession.pad('lt');
  const back = await waitFor(async () => {
    const now = await padSession.body('replay');
    return now !== stepped && now;
  }, 'the replay to step back with LT', 30);
  const replayShot = await padSession.page.screenshot();
  writeFileSync(path.join(dist, 'ci-replay.png'), replayShot);
  assertDrawn(replayShot);
  console.log(`replay watched with the pad: move ${shownAt}, forward to ${stepped}, back to ${back}`);
  await leaveTable(padSession, gamepadNav(padSession));

  // Pass and play with the gamepad alone.
  await dealPassAndPlay(padSession, gamepadNav(padSession));
  await passAndPlay(padSession, gamepad(padSession), () => padSession.pad('a'), 2, 'pass and play with the gamepad');

  if (padSession.errors.length) fail(`console errors:\n  ${padSession.errors.join('\n  ')}`);
  await padSession.page.close();
  }

  // 4: an online table between a phone and a desktop, served by the table server itself: the
  // phone, on its side, hosts by taps alone; the desktop joins with the invite code typed on
  // its keyboard.
  if (runs('online')) {
  const serverBin = process.env.CHALLENGE_SERVER || path.join(
    process.env.CARGO_TARGET_DIR || path.join(homedir(), '.cache', 'challenge-target'),
    'debug', 'challenge-server');
  if (!existsSync(serverBin)) fail(`no table server at ${serverBin} (cargo test -p challenge-server builds it)`);
  const onlinePort = await freePort();
  tableServer = spawn(serverBin, [
    '--addr', `127.0.0.1:${onlinePort}`, '--web', dist, '--bot-delay-ms', '200',
    '--db', path.join(mkdtempSync(path.join(tmpdir(), 'challenge-online-')), 'tables.sqlite'),
  ], { stdio: 'ignore' });
  const site = `http://127.0.0.1:${onlinePort}/`;
  await waitFor(async () => {
    try { return (await fetch(site)).ok; } catch { return false; }
  }, 'the table server', 20);
  const host = await openPage(browser, { settings: quick, phone: { width: 844, height: 390 } });
  await reachTitle(host, site);
  await waitFor(async () => host.download.encoding !== undefined, 'the module\'s response', 20);
  if (host.download.encoding === 'none') fail('the table server sent the module uncompressed');
  console.log(`the table server sent the module with ${host.download.encoding}: ${host.download.bytes} bytes`);
  if (!(await host.tap('Play online'))) fail('online: no "Play online" to tap on the phone\'s title');
  await host.screen('online');
  // The first visit asks for the name the others see.
  await typesOnThePhoneKeyboard(host, /Your name/, 'text', 'Ann', /Your name Ann/);
  if (!(await host.tap('Host a table'))) fail('online: no "Host a table" to tap on the phone');
  await host.screen('setup');
  // A setup row reads "◀ Player 2 Computer, normal ▶"; a tap on it steps its value. The host
  // picks a short game, Svoi Kozyri with 24 cards, so that it is played to its end below.
  const stepRowTo = async (row, value) => {
    const words = async () => (await host.tappable()).find(item => row.test(item.words))?.words || '';
    for (let i = 0; i < 8 && !(await words()).includes(value); i++) {
      if (!(await host.swipeIntoView(row))) fail(`online: no row ${row} to slide into view on the phone's setup`);
      if (!(await host.tap(row))) fail(`online: no row ${row} to tap on the phone's setup`);
    }
    if (!(await words()).includes(value)) fail(`online: the phone's setup row never read "${value}": ${await words()}`);
  };
  await stepRowTo(/^\W*Game /, 'Svoi Kozyri');
  await stepRowTo(/Pack/, '24 cards');
  await stepRowTo(/Player 2/, 'Friend');
  if (!(await host.tap('Deal'))) fail('online: no "Deal" to tap on the phone');
  await host.screen('lobby');
  const code = await waitFor(async () => (await host.body('code')) || false, 'the invite code', 20);
  // The host's lobby: a row per other seat to step, Sit here, List this table.
  await waitFor(async () => (await host.tappable()).some(item => item.words === 'Sit here'),
    'online: the phone\'s lobby to offer the host its seats', 20);
  const lobbyShot = await host.page.screenshot();
  writeFileSync(path.join(dist, 'ci-lobby-phone.png'), lobbyShot);
  assertDrawn(lobbyShot);
  const guest = await openPage(browser, { settings: quick });
  await reachTitle(guest, site);
  await guest.focusOn('Play online', () => guest.key('Tab'));
  await guest.key('Enter');
  await guest.screen('online');
  // Asked for a name first: typed, and Enter ends it; then the code.
  await guest.page.keyboard.type('Boris', { delay: 60 });
  await waitFor(async () => (await guest.tappable()).some(item => /Your name Boris/.test(item.words)),
    'online: the desktop page to show the name typed', 10);
  await guest.key('Enter');
  // The online screen lists the public tables: none yet, since this one is private.
  await waitFor(async () => (await guest.tappable()).some(item => item.words === 'Quick game'),
    'online: the desktop page to offer a quick game', 20);
  const onlineScreen = await guest.page.screenshot();
  writeFileSync(path.join(dist, 'ci-online-screen.png'), onlineScreen);
  assertDrawn(onlineScreen);
  await guest.page.keyboard.type(code.toLowerCase(), { delay: 60 });
  await guest.focusOn('Join', () => guest.key('Tab'));
  await guest.key('Enter');
  await guest.screen('lobby');
  // Each page names the players as they named themselves.
  for (const [who, page] of [['phone', host], ['desktop', guest]]) {
    await waitFor(async () => (await page.body('names')) === 'Ann|Boris',
      `online: the ${who} page to name the players Ann and Boris (${await page.body('names')})`, 20);
  }
  console.log('online: the players named themselves Ann (on the phone\'s keyboard) and Boris, and both pages say so');
  // A third page watches: its name, the code, and Watch, before the deal.
  const watcher = await openPage(browser, { settings: quick });
  await reachTitle(watcher, site);
  await watcher.focusOn('Play online', () => watcher.key('Tab'));
  await watcher.key('Enter');
  await watcher.screen('online');
  await watcher.page.keyboard.type('Vera', { delay: 60 });
  await waitFor(async () => (await watcher.tappable()).some(item => /Your name Vera/.test(item.words)),
    'online: the watching page to show the name typed', 10);
  await watcher.key('Enter');
  await watcher.page.keyboard.type(code.toLowerCase(), { delay: 60 });
  await watcher.focusOn('Watch', () => watcher.key('Tab'));
  await watcher.key('Enter');
  await watcher.screen('lobby');
  // Start counts once the friend is in the lobby: tapped until the table is dealt.
  await waitFor(async () => {
    if ((await host.body('screen')) === 'table') return true;
    await host.tap('Start');
    await host.page.waitForTimeout(500);
    return false;
  }, 'online: the phone to start the table with a tap', 30);
  await guest.screen('table');
  await watcher.screen('table');
  const onlineMoves = [0, 0];
  const eventsAtDeal = [await host.number('events'), await guest.number('events')];
  // The desktop player plays by ear, through the page's mirror, and hears the other player's
  // moves by her name in the live region.
  const guestHeard = [];
  await waitFor(async () => {
    if ((await host.body('yourTurn')) === 'yes') {
      if (!(await tapMove(host))) fail('online: the phone could not move by taps');
      onlineMoves[0]++;
    }
    guestHeard.push(await liveWords(guest));
    if ((await guest.body('yourTurn')) === 'yes') {
      await moveByEar(guest, 'online: the desktop');
      onlineMoves[1]++;
    }
    return onlineMoves[0] > 0 && onlineMoves[1] > 0 && onlineMoves[0] + onlineMoves[1] >= 4;
  }, 'both online players to move', 180);
  const annHeard = guestHeard.flatMap(words => words.split(/(?<=\.)\s+/)).filter(s => /^Ann /.test(s));
  if (!annHeard.length) fail(`online: the desktop's live region never named Ann's moves: ${[...new Set(guestHeard)].join(' / ')}`);
  console.log(`online by ear: the desktop player moved through the mirror and heard "${annHeard[annHeard.length - 1]}"`);
  const eventsSeen = [await host.number('events') - eventsAtDeal[0], await guest.number('events') - eventsAtDeal[1]];
  if (!(eventsSeen[0] > 0 && eventsSeen[1] > 0)) fail(`online: a page saw no events of the game (${eventsSeen})`);
  // The spectator sees the game go on, names the players, and is never asked to move.
  if ((await watcher.body('yourTurn')) === 'yes') fail('online: the watching page was asked to move');
  if ((await watcher.body('names')) !== 'Ann|Boris') fail(`online: the watching page names ${await watcher.body('names')}`);
  if (!((await watcher.number('events')) > 0)) fail('online: the watching page saw no events of the game');
  console.log(`online: table ${code} hosted by taps on a phone (844x390) and joined from a desktop page, ` +
    `served by the table server; moves ${onlineMoves[0]} and ${onlineMoves[1]}; ` +
    `events shown ${eventsSeen[0]} and ${eventsSeen[1]}`);
  // The players talk: the desktop opens the chat with C and types a line on its keyboard;
  // the phone taps Chat and a quick phrase. Each page reads both lines in its player's words.
  await guest.key('c');
  await guest.page.keyboard.type('hello there', { delay: 60 });
  await guest.key('Enter');
  if (!(await host.tap('Chat'))) fail('online: no "Chat" to tap at the phone\'s table');
  await waitFor(async () => (await host.tappable()).some(item => item.words === 'Good luck!'),
    'online: the phone\'s chat panel', 20);
  if (!(await host.swipeIntoView('Good luck!'))) fail('online: "Good luck!" never slid into view');
  if (!(await host.tap('Good luck!'))) fail('online: no "Good luck!" to tap in the phone\'s chat');
  for (const [who, page, lines] of [
    ['phone', host, ['Boris: hello there', 'You: Good luck!']],
    ['desktop', guest, ['You: hello there', 'Ann: Good luck!']],
    ['watching', watcher, ['Boris: hello there', 'Ann: Good luck!']],
  ]) {
    await waitFor(async () => {
      const shown = ((await page.body('chat')) || '').split('|');
      return lines.every(line => shown.includes(line));
    }, `online: the ${who} page to read both chat lines (${await page.body('chat')})`, 20);
  }
  // By ear, the line of chat is spoken with who said it.
  await waitFor(async () => /Ann\W.*Good luck!/.test(await liveWords(guest)),
    `online: the desktop's live region to speak Ann's line (${await liveWords(guest)})`, 20);
  for (const [page, file] of [[host, 'ci-chat-phone.png'], [guest, 'ci-chat.png'], [watcher, 'ci-watch.png']]) {
    const shot = await page.page.screenshot();
    writeFileSync(path.join(dist, file), shot);
    assertDrawn(shot);
  }
  console.log(`online: the players talked: ${await host.body('chat')} (phone), ${await guest.body('chat')} (desktop)`);
  if (!(await host.tap('Close'))) fail('online: no "Close" to tap in the phone\'s chat');
  await guest.key('Escape');
  const online = await guest.page.screenshot();
  writeFileSync(path.join(dist, 'ci-online.png'), online);
  assertDrawn(online);
  const onlinePhone = await host.page.screenshot();
  writeFileSync(path.join(dist, 'ci-online-phone.png'), onlinePhone);
  assertDrawn(onlinePhone);
  // They play the game to its end, and both ask to play again: the server deals the next game
  // at the same table to the same seats, with no new code, and the spectator watches it too.
  const movesToEnd = [0, 0];
  const playedFrom = Date.now();
  await waitFor(async () => {
    if ((await host.body('result')) === 'shown' && (await guest.body('result')) === 'shown') return true;
    if ((await host.body('yourTurn')) === 'yes') {
      if (!(await tapMove(host))) fail('online: the phone could not move by taps');
      movesToEnd[0]++;
    }
    if ((await guest.body('yourTurn')) === 'yes') {
      if (!(await makeMove(guest, keyboard(guest), 4000))) fail('online: the desktop could not move');
      movesToEnd[1]++;
    }
    return false;
  }, 'the online game to its end', 420);
  await waitFor(async () => (await watcher.body('result')) === 'shown', 'online: the watching page to show the result', 20);
  const result = await guest.page.screenshot();
  writeFileSync(path.join(dist, 'ci-online-result.png'), result);
  assertDrawn(result);
  if (!(await host.tap('Play again'))) fail('online: no "Play again" to tap on the phone\'s result');
  await guest.focusOn('Play again', () => guest.key('Tab'));
  await guest.key('Enter');
  for (const [who, page] of [['phone', host], ['desktop', guest], ['watching', watcher]]) {
    await waitFor(async () => (await page.body('tableGames')) === '2' && (await page.body('result')) === '' &&
      (await page.body('screen')) === 'table', `online: the ${who} page to be dealt the next game at the same table`, 30);
    if ((await page.body('code')) !== code) fail(`online: the ${who} page's table changed its code to ${await page.body('code')}`);
  }
  if ((await host.body('names')) !== 'Ann|Boris') fail(`online: the next game names ${await host.body('names')}`);
  // The next game goes on: whoever is asked first makes a move.
  await waitFor(async () => {
    if ((await host.body('yourTurn')) === 'yes') return await tapMove(host);
    if ((await guest.body('yourTurn')) === 'yes') return await makeMove(guest, keyboard(guest), 4000);
    return false;
  }, 'online: a move in the next game', 60);
  if ((await watcher.body('yourTurn')) === 'yes') fail('online: the watching page was asked to move in the next game');
  console.log(`online: the game played to its end in ${((Date.now() - playedFrom) / 1000).toFixed(1)} s ` +
    `(${movesToEnd[0]} moves by taps, ${movesToEnd[1]} by keys), played again at table ${code}, and the next game moved on`);
  for (const player of [host, guest, watcher]) {
    if (player.errors.length) fail(`console errors:\n  ${player.errors.join('\n  ')}`);
    // A page left open goes on drawing, and slows every page after it.
    await player.page.close();
  }
  }

  // 5. A damaged save is set aside, and the game's warning reaches the console.
  if (runs('damaged')) {
  const damaged = await openPage(browser);
  await damaged.page.addInitScript(() => localStorage.setItem('challenge.game-in-progress', '{not a save'));
  await reachTitle(damaged);
  const warning = await waitFor(async () => pageLog.find(line =>
    line.startsWith('[warning] challenge_play::table::resume:') && line.includes('set aside')) || false,
  'the warning about the damaged save in the console', 30);
  if (damaged.errors.length) fail(`console errors:\n  ${damaged.errors.join('\n  ')}`);
  console.log(`a damaged save: ${warning}`);
  await damaged.page.close();
  }

  // 6. A browser set to Russian: the page and the game speak Russian from the first word, a
  // game is played in it, and Settings → Language turns the game to German at once and for the
  // next visit.
  if (runs('languages')) await speaksOtherLanguages(browser, quick);

  // 7. Learn to play: a click on the title's "Learn to play" lists the games with a lesson,
  // and Enter on Svoi Kozyri deals its lesson; the guide's Next has the focus and
  // Enter reads on; the suits the guide asks for are named with number keys, the computer
  // player answers as the lesson has it, and the guide goes on to the next step to read.
  if (runs('lesson')) {
    const learner = await openPage(browser, { settings: quick });
    await reachTitle(learner);
    await learner.clickOn('Learn to play');
    await learner.focusOn('Svoi Kozyri', () => learner.key('Tab'));
    if ((await learner.body('focus')).trim() !== 'Svoi Kozyri') {
      fail(`"Learn to play" lists the games by name (focus: "${await learner.body('focus')}")`);
    }
    await learner.key('Enter');
    await learner.screen('table');
    const stepOf = async () => (await learner.body('lesson')) || '';
    await waitFor(async () => (await stepOf()) === '1/16 read', 'the lesson\'s first step to read', 30);
    const lessonShot = await learner.page.screenshot();
    writeFileSync(path.join(dist, 'ci-lesson.png'), lessonShot);
    assertDrawn(lessonShot);
    // The guide's Next takes the focus once it is on screen; Tab reaches it in any case.
    await learner.focusOn('Next', () => learner.key('Tab'));
    await learner.key('Enter');
    await waitFor(async () => (await stepOf()) === '2/16', 'the lesson to ask for the suits', 20);
    // Trumps: the third suit of the list (hearts); second suit: the third left (spades).
    await learner.key('Digit3');
    await learner.frames();
    await learner.key('Digit3');
    await waitFor(async () => (await stepOf()) === '4/16 read', 'the mirrored deal to read, after the computer player chose', 30);
    await learner.focusOn('Next', () => learner.key('Tab'));
    await learner.key('Enter');
    await waitFor(async () => (await stepOf()) === '6/16', 'the computer player\'s lead and the step to beat it', 30);
    if ((await learner.body('yourTurn')) !== 'yes') fail('the lesson does not ask for the learner\'s beat');
    if (learner.errors.length) fail(`console errors:\n  ${learner.errors.join('\n  ')}`);
    console.log('lesson: Svoi Kozyri\'s lesson opened from the title\'s "Learn to play" (a click, then the keyboard), read on with Enter, ' +
      'the suits named with number keys, and the guide went on to the beat (step 6 of 16)');
    await learner.page.close();
  }

  // 8. Phones, by taps alone: each of the five games dealt, played (a move, a computer
  // player's answer) and left, upright or on its side; on the first, a long press, Suggest and
  // the seed typed on the phone's keyboard; the invite code typed on it too.
  if (runs('phone')) {
    // Two games on a phone on its side, and upright the others, a new one included.
    const onItsSide = ['Challenge Poker', 'Bluff Poker'];
    await playsByTouch(browser, quick, { width: 390, height: 844 }, named => named.filter(game => !onItsSide.includes(game)));
    await playsByTouch(browser, quick, { width: 844, height: 390 }, named => named.filter(game => onItsSide.includes(game)));
  }
  // 9. By ear: a whole game of Gotcha and one of Svoi Kozyri, and the first moves of each
  // other game, played through the screen readers' mirror of the page, by roles and names alone
  // (no coordinates, no keys): the title's button of the game, "Deal", then each move a card of
  // the hand list that can be played or a numbered button of the moves; the live region must
  // speak each card played, the turn coming back and the other players' moves. After Gotcha,
  // its code is shared and watched from the replays page by ear.
  if (runs('access')) {
    await playsByEar(browser, quick, 'Gotcha');
    await playsByEar(browser, quick, 'Svoi Kozyri');
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
  if (tableServer) tableServer.kill();
}
