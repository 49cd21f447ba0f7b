// A page of the game in Chromium: opened with the settings, gamepad, language or phone asked for,
// with the ways a player works it (keys, clicks, the pad, taps, slides) and the watchers of its
// frames and loading line; and the page loaded up to its title.

import { fail, pageLog, state, waitFor } from './context.mjs';

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

export async function openPage(browser, { settings, gamepad, locale, phone } = {}) {
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
export async function reachTitle(session, site = `http://127.0.0.1:${state.port}/`) {
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
  // As the page marked them, not when this test's polling saw them.
  const [firstFrame, compiled] = await page.evaluate(() =>
    ['challenge-first-frame', 'challenge-compiled']
      .map(name => (performance.getEntriesByName(name)[0]?.startTime ?? NaN) / 1000));
  await session.screen('title');
  return { firstFrame, compiled };
}
