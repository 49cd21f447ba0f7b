// The browser test: serves the built site (web/dist) on 127.0.0.1, opens it in headless
// Chromium, and plays: the page must load without console errors, the title must come up, a
// game is started from the menu with real clicks, a move is made with a real key press, and
// a screenshot of the table (kept as web/dist/ci-table.png) must show a drawn table.
//
//   node web/test/browser.mjs            (after `bash web/build.sh`)
//
// playwright-core is looked up in $CHALLENGE_TOOLS/node_modules (default
// ~/.cache/challenge-tools); Chromium at $CHROMIUM (default /usr/bin/chromium).

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { homedir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const dist = path.join(root, 'web', 'dist');
const tools = process.env.CHALLENGE_TOOLS || path.join(homedir(), '.cache', 'challenge-tools');
const require = createRequire(path.join(tools, 'node_modules', 'x.js'));
const { chromium } = require('playwright-core');

// Everything the page printed, shown when the test fails.
const pageLog = [];

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

async function waitFor(check, what, seconds) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) fail(`timed out after ${seconds} s waiting for ${what}`);
    await new Promise(r => setTimeout(r, 100));
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

if (!existsSync(path.join(dist, 'challenge_bg.wasm'))) fail('web/dist is not built (bash web/build.sh)');
const port = await freePort();
const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1'], {
  cwd: dist,
  stdio: 'ignore',
});
let browser;
try {
  await waitFor(async () => {
    try { return (await fetch(`http://127.0.0.1:${port}/`)).ok; } catch { return false; }
  }, 'the local server', 20);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run', '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const errors = [];
  page.on('console', message => {
    pageLog.push(`[${message.type()}] ${message.text()}`);
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', error => {
    // winit hands control to the browser by throwing this on purpose.
    if (!String(error).includes('Using exceptions for control flow')) errors.push(String(error));
  });
  const body = key => page.evaluate(k => document.body.dataset[k] || '', key);
  // A player points before clicking; the game picks what is under the pointer on the way.
  const clickAt = async (x, y) => {
    await page.mouse.move(x, y);
    await page.waitForTimeout(300);
    await page.mouse.down();
    await page.waitForTimeout(80);
    await page.mouse.up();
  };

  await page.goto(`http://127.0.0.1:${port}/`);
  const problem = () => page.evaluate(() =>
    document.getElementById('loading')?.classList.contains('problem')
      ? document.getElementById('status').textContent : '');
  await waitFor(async () => {
    const shown = await problem();
    if (shown) fail(`the page reports: ${shown}`);
    return (await body('challenge')) === 'running';
  }, 'the first frame', 60);
  const firstFrame = await page.evaluate(() => performance.now());
  console.log(`first frame ${(firstFrame / 1000).toFixed(2)} s after opening the page`);
  await waitFor(async () => (await body('screen')) === 'title', 'the title screen', 90);

  // The first game on the title (Suit Challenge) opens the setup screen; Enter deals.
  await clickAt(640, 250);
  await waitFor(async () => (await body('screen')) === 'setup', 'the setup screen', 30);
  await clickAt(344, 382);
  await waitFor(async () => (await body('screen')) === 'table', 'the table', 30);

  await waitFor(async () => (await body('yourTurn')) === 'yes', 'the player\'s turn', 90);
  // While it is the player's turn nothing else happens, so new events are the move's. A move
  // chosen while cards are still landing waits for them; give the deal a moment first, and
  // press again, as a player would, if nothing happened.
  await page.waitForTimeout(1500);
  const before = Number(await body('events')) || 0;
  let moved = false;
  for (let attempt = 1; attempt <= 3 && !moved; attempt++) {
    await page.keyboard.press('Digit1');
    const until = Date.now() + 10000;
    while (!moved && Date.now() < until) {
      moved = (Number(await body('events')) || 0) > before;
      if (!moved) await page.waitForTimeout(100);
    }
    if (!moved) console.log(`no move after press ${attempt}`);
  }
  if (!moved) fail('the key press made no move');
  console.log('a move was made with the keyboard');

  await page.waitForTimeout(1500);
  const shot = await page.screenshot();
  writeFileSync(path.join(dist, 'ci-table.png'), shot);
  const colours = assertDrawn(shot);
  console.log(`table screenshot: ${colours} colours (web/dist/ci-table.png)`);
  if (errors.length) fail(`console errors:\n  ${errors.join('\n  ')}`);
  console.log('browser test passed');
} finally {
  if (browser) await browser.close();
  server.kill();
}
