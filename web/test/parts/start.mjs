// `--bench`: how soon the page starts, printed (a benchmark, not a check): for each of a few
// fresh browser profiles, the first visit and a second one (a reload, the module kept compiled
// by the browser), each with the times from opening the page to the end of the module's
// download and compilation, to the first frame and to the title answering a click (the
// click's setup screen drawn).

import { waitFor } from '../lib/context.mjs';

// Seconds since the page was opened at which `done` (run in the page) first holds, looked at
// every animation frame.
async function when(page, done) {
  await page.waitForFunction(done, null, { polling: 'raf', timeout: 60_000 });
  return page.evaluate(() => performance.now() / 1000);
}

async function oneVisit(page, open) {
  await open();
  await when(page, () => document.body.dataset.challenge === 'running');
  const [compiled, firstFrame] = await page.evaluate(() =>
    ['challenge-compiled', 'challenge-first-frame']
      .map(name => (performance.getEntriesByName(name)[0]?.startTime ?? NaN) / 1000));
  // The first game's button, clicked as soon as the game lists it: a quick click, pressed and
  // released at once, as a player who knows where it is would.
  const button = await waitFor(async () => (await page.evaluate(() => window.challengeTappable || []))
    .find(item => item.kind === 'button' && item.words.length > 0 && item.words !== 'Menu'), 'a button on the title', 30);
  await page.mouse.click(button.x, button.y);
  const answered = await when(page, () => document.body.dataset.screen === 'setup');
  return { compiled, firstFrame, answered, clicked: button.words };
}

export async function reportsStart(browser, site, runs = 3) {
  const rows = { first: [], second: [] };
  for (let run = 0; run < runs; run++) {
    // A new context is a new profile: nothing kept from the run before.
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    rows.first.push(await oneVisit(page, () => page.goto(site)));
    // Time for the service worker to keep the files and the browser the compiled module.
    await page.waitForTimeout(3000);
    rows.second.push(await oneVisit(page, () => page.reload()));
    await context.close();
  }
  const s = value => value.toFixed(2);
  const mean = (list, key) => list.reduce((sum, row) => sum + row[key], 0) / list.length;
  for (const [visit, list] of Object.entries(rows)) {
    const each = list.map(row => `${s(row.compiled)}/${s(row.firstFrame)}/${s(row.answered)}`).join(', ');
    console.log(`start, ${visit} visit (compiled / first frame / title answered a click on ` +
      `"${list[0].clicked}", s): ${each}; mean ${s(mean(list, 'compiled'))} / ` +
      `${s(mean(list, 'firstFrame'))} / ${s(mean(list, 'answered'))}`);
  }
}
