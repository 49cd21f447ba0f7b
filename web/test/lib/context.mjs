// What every part of the browser test shares: where the repository, the built site and the tools
// are, Chromium from playwright-core, the state the parts hand on, what the pages printed, the
// timestamped console.log, and fail, waitFor and freePort.

import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');
export const dist = path.join(root, 'web', 'dist');
export const tools = process.env.CHALLENGE_TOOLS || path.join(homedir(), '.cache', 'challenge-tools');
const require = createRequire(path.join(tools, 'node_modules', 'x.js'));
export const { chromium } = require('playwright-core');

// What the parts hand on to each other and to the entry, kept in one object (a module's `let`
// cannot be set by the modules that import it): the port web/serve.py serves the site on, the
// games the page names, and the table server the online part starts, which the entry stops.
export const state = {
  port: 0,
  // The five games on the title, top to bottom.
  // The games, by their English titles in the registry's order, as the page names them
  // (data-games) once it runs: every game the game has is played, a new one included.
  games: [],
  tableServer: undefined,
};

// Everything the pages printed, shown when the test fails.
export const pageLog = [];

// Each line the test prints says when, in seconds since it started: where its time goes.
const testStarted = Date.now();
const print = console.log;
console.log = (...words) => print(`[${((Date.now() - testStarted) / 1000).toFixed(0).padStart(4)} s]`, ...words);

export function fail(message) {
  if (pageLog.length) console.error(`the page said:\n  ${pageLog.slice(-40).join('\n  ')}`);
  console.error(`browser test: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

export async function freePort() {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(check, what, seconds, everyMs = 100) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) fail(`timed out after ${seconds} s waiting for ${what}`);
    await new Promise(r => setTimeout(r, everyMs));
  }
}
