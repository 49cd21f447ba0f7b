// `--memory`: the page's memory at the title and at a 16-seat Challenge Poker table, printed
// (a benchmark, not a check).

import { fail, waitFor } from '../lib/context.mjs';
import { openPage, reachTitle } from '../lib/page.mjs';

// The page's memory (the module's linear memory and the JS heap) at the title and at a
// 16-seat Challenge Poker table, printed as figures: a phone closes a tab that holds too much.
export async function reportsMemory(browser, settings) {
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
